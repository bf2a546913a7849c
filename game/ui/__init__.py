"""The pygame shell, a folder per feature over a few modules every screen shares.

The shell: `app.py` (the window and the frame loop), `navigate.py` (the one place that opens
screens), `resume.py` (the games Resume goes on with), `ahead.py` (drawing the next screens
while the player thinks), `scene.py`, `screen.py`, `theme.py`, `draw.py`, `sound.py`,
`page.py` (the browser's page), `trouble.py`, `language.py` (the language in use) and
`view.py`, the contract of a game's screen.
The features: `play/` (the play controller, its screen, modes, layout, move list),
`review/` (replay, review, retry), `friends/` (share, open a link), `menu/` (menu, setup,
settings, finished games, rules pages), `puzzles/`, `stats/` and `widgets/`.

Every game plugs in through one per-game view (`game/<name>/view/`, a `GameView` subclass
named `View`, with its parts `words`, `seats`, `input` and `picture`); nothing here knows any
game's rules or pictures."""
