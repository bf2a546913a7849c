"""The pygame shell: scenes (menu, setup, game, rules), widgets, theme and the App loop.

Every game plugs in through one per-game view (`game/<name>/view/`, a `GameView` subclass
named `View`, with its parts `words`, `seats` and `input`); nothing else here knows any game's
rules or pictures."""
