"""Puzzles (docs/puzzles.md): the list of games, each with its puzzle of the day, the player's
streak and "More puzzles" at the player's level (Collapsi's daily solo deal beside them), and
the puzzle screen: the game's own screen on the puzzle's position, where a move is right or
wrong (a wrong one is taken back), the answer shown on giving up, and the result to share."""

from __future__ import annotations

import datetime

import pygame

from game.ai.agent import Slices
from game.core.i18n import N_, _, ngettext
from game.table import links, puzzles
from game.table.registry import games, package
from game.table.seats import LEVEL_TITLES, LEVELS
from game.table.session import Table, words_of

from game.ui import draw, theme
from game.ui.play.scene import PlayScene
from game.ui.play.controller import Mode
from game.ui.scene import Scene
from game.ui.screen import PORTRAIT, TABLE
from game.ui.friends.share import ShareScene
from game.ui.widgets.controls import Button, Choice

CHOSEN_LEVELS = LEVELS[1:]      # no puzzle is graded random: no level finds them reliably
SUBTITLE = N_("A position a day for every game: find the one move that is clearly best")


def today() -> datetime.date:
    """The day whose puzzles are shown: the device's date (the tests set it)."""
    return datetime.date.today()


def status_words(progress: puzzles.Progress, game: str, day: datetime.date) -> str:
    """"Today: solved, first try · streak 3 days"."""
    # Translators: {outcome} is how today's puzzle went, "solved, first try"
    line = _("Today: {outcome}").format(outcome=puzzles.outcome_words(progress.day(game, day)))
    streak = progress.streak(game, day)
    if streak:
        line += " · " + streak_words(streak)
    return line


def streak_words(days: int) -> str:
    """"streak 3 days": the days in a row a puzzle of the day was solved."""
    # Translators: how many days in a row the player solved the puzzle of the day
    return ngettext("streak {n} day", "streak {n} days", days).format(n=days)


class PuzzlesScene(Scene):
    """One box per game: today's puzzle and how it went, the streak, Today's puzzle and More
    puzzles; the level More puzzles offers, chosen above them."""

    name = "puzzles"

    def __init__(self, app):
        super().__init__(app)
        self.progress = puzzles.Progress(app.store)
        self.day = today()
        self.games = [g for g in games().values() if puzzles.of_game(g.name)]
        self.boxes: list[tuple[pygame.Rect, object]] = []
        self.fit()

    def layout(self) -> None:
        W, H = self.app.size
        table = self.app.shape == TABLE
        self.buttons = [self.back_button(_("Menu"), self.back)]
        self.boxes = []
        self.scroller = None
        top = self.bar_height() + self.subtitle_height(_(SUBTITLE)) + (16 if table else 4)
        self.start_page(pygame.Rect(0, top, W, H - top))
        width = min(W - 24, 980)
        left = (W - width) // 2
        y = 8
        label_w = 150 if self.app.shape != PORTRAIT else 0
        self.level_label_at = (left, y + 23)
        if self.app.shape == PORTRAIT:
            self.level_label_at = (left, y + 10)
            y += 24
        level = Choice((left + label_w, y, width - label_w, 46), list(CHOSEN_LEVELS),
                       [_(LEVEL_TITLES[lv]) for lv in CHOSEN_LEVELS],
                       self.progress.level if self.progress.level in CHOSEN_LEVELS else "easy",
                       self.progress.choose_level, name="level")
        self.put_choice(level)
        y += 46 + 14
        for game in self.games:
            solo = game.name == "collapsi"
            names = [(_("Today's puzzle"), self._daily(game), "primary", f"daily:{game.name}"),
                     (_("More puzzles"), self._more(game), "secondary", f"more:{game.name}")]
            if solo:
                # Translators: Collapsi's daily deal for one player, a button
                names.append((_("Solo deal"), self._solo(game), "secondary", "solo-deal"))
            stacked = self.app.shape == PORTRAIT or (not table and width < 600)
            buttons_h = 48
            words_h = 24 + 20 + (20 if self.app.shape != PORTRAIT or not solo else 40)
            if table:
                h = 110
            else:
                h = 14 + words_h + 8 + buttons_h + 14
            box = pygame.Rect(left, y, width, h)
            self.boxes.append((box, game))
            if table:
                bw = (170, 160, 140)[:len(names)]
                x = box.right - 20 - sum(bw) - 10 * (len(bw) - 1)
                for (label, action, style, name), w in zip(names, bw, strict=True):
                    self.put(Button((x, box.y + (h - 52) // 2, w, 52), label, action,
                                    style=style, size=17, name=name),
                             (x, box.y + (h - 52) // 2, w, 52))
                    x += w + 10
            else:
                gap = 8
                inner = box.inflate(-28, 0)
                w = (inner.w - gap * (len(names) - 1)) // len(names)
                for i, (label, action, style, name) in enumerate(names):
                    rect = (inner.x + i * (w + gap), box.bottom - 14 - buttons_h, w, buttons_h)
                    self.put(Button(rect, label, action, style=style,
                                    size=16 if not stacked or len(names) < 3 else 14,
                                    name=name), rect)
            y += h + 12
        self.end_page(y)

    def words_room(self, box: pygame.Rect) -> int:
        """How wide a box's words may run (on a table, up to its buttons)."""
        if self.app.shape == TABLE:
            count = 3 if any(g.name == "collapsi" and b is box for b, g in self.boxes) else 2
            return box.w - 48 - sum((170, 160, 140)[:count]) - 10 * (count - 1) - 20
        return box.w - 28

    def _daily(self, game):
        return lambda: self.app.goto(PuzzlePlayScene(self.app, puzzles.daily(game.name,
                                                                              self.day),
                                                     self.day))

    def _more(self, game):
        return lambda: self.app.goto(PuzzlePlayScene(
            self.app, self.progress.next_more(game.name), None))

    def _solo(self, game):
        def open_solo():
            solo = package(game.name).puzzle
            seed = solo.daily_seed(self.day)
            self.app.screens.table(Table.deal(game, "solo", {}, ["human"], seed))
        return open_solo

    def back(self) -> None:
        self.app.screens.menu()

    def look(self):
        return round(self.scroller.offset) if self.scroller is not None else None

    def static_key(self):
        return self.app.shape

    def draw_static(self, surface) -> None:
        self.top_bar(surface, _("Puzzles"), _(SUBTITLE))

    def draw(self, surface) -> None:
        super().draw(surface)
        with draw.clip(surface, self.scroller.view):
            label = self.on_page(pygame.Rect(*self.level_label_at, 1, 1))
            # Translators: before the choice of level the puzzles are graded
            text = _("More puzzles at:") if self.app.shape != PORTRAIT else \
                _("More puzzles at your level:")
            draw.text(surface, text, (label.x, label.y), 15, theme.TEXT_MUTED, True,
                      "midleft")
            for box, game in self.boxes:
                rect = self.on_page(box)
                if not rect.colliderect(self.scroller.view):
                    continue
                draw.panel(surface, rect, radius=16)
                room = self.words_room(box)
                x, y = rect.x + (24 if self.app.shape == TABLE else 14), rect.y + 14
                title, size = draw.fit(game.title, 22 if self.app.shape == TABLE else 18,
                                       room, True, smallest=14)
                draw.text(surface, title, (x, y), size, theme.TEXT, True)
                y += 30 if self.app.shape == TABLE else 26
                line, size = draw.fit(status_words(self.progress, game.name, self.day), 15,
                                      room, smallest=12)
                draw.text(surface, line, (x, y), size, theme.GOLD_LIGHT)
                y += 22
                puzzle = puzzles.daily(game.name, self.day)
                level = _(LEVEL_TITLES[puzzle.level])
                # Translators: {level} is a level, "Hard": today's puzzle is graded so
                more = (_("Today's is graded {level} · the Solo deal is the daily 3×3 puzzle")
                        if game.name == "collapsi" else
                        _("Today's is graded {level}")).format(level=level)
                for line in draw.wrap(more, 13, room)[:2]:
                    draw.text(surface, line, (x, y), 13, theme.TEXT_MUTED)
                    y += 18
        self.scroller.draw_bar(surface)
        self.draw_widgets(surface)


class PuzzleShareScene(ShareScene):
    """The result line and the puzzle's link, to copy and send."""

    TITLE = N_("Share your result")

    def __init__(self, app, play):
        self.puzzle_mode = play.mode
        super().__init__(app, play)

    def shared_links(self, record, site, finished):
        mode = self.puzzle_mode
        record = mode.puzzle.record()       # the position to solve, not the move made on it
        line = mode.result_line()
        if site:
            # Translators: the message shared; {result} is "Collecto puzzle 12: solved"
            text = _("{result}. Play it: {link}").format(result=line,
                                                        link=links.encode(record, True, site))
        else:       # no address to link to: the code, and where a friend enters it
            text = _("{result}. Play it in Game Table (Open a link or code) with the code "
                     "{code}").format(result=line, code=links.payload(record, True))
        return [(_("Your result and the puzzle"),
                 _("Whoever opens it plays the same position"), text)]

    def subtitle(self) -> str:
        return _("Copy it, then paste it to a friend")


class PuzzlePlayScene(PlayScene):
    """A puzzle on its game's screen: the game screen in a puzzle's mode (`self.mode`)."""

    def __init__(self, app, puzzle: puzzles.Puzzle, day: datetime.date | None):
        mode = PuzzleMode(app, puzzle, day)
        super().__init__(app, mode.table(), mode=mode)


class PuzzleMode(Mode):
    """A puzzle.  The person to move plays; the answer solves it, any other move is counted
    as a try and taken back.  "Show the answer" plays the answer (the day's puzzle is then
    not solved).  Today's puzzle keeps its tries in the store (puzzles.Progress); a puzzle
    from More puzzles only whether it was solved."""

    name = "puzzle"
    saved = False               # never a game in progress to resume, nor a finished game
    result_shown = False        # no result box: the headline says how it went
    has_box = True              # why the answer is right, once it is on the board

    def __init__(self, app, puzzle: puzzles.Puzzle, day: datetime.date | None):
        self.puzzle = puzzle
        self.day = day
        self.progress = puzzles.Progress(app.store)
        state = puzzle.state()
        self.answer = state.parse_move(puzzle.answer)
        self.answer_words = state.describe_move(self.answer)
        self.tries, self.solved, self.shown = 0, False, False
        self.wrong = ""             # the last wrong move, in words
        self.revealing = False      # the answer is on its way to the board (shown)
        self.why: Slices | None = None      # the judge working out why the answer is right
        entry = self.progress.day(puzzle.game, day) if day else None
        if entry:
            self.tries = entry["tries"]
            self.solved, self.shown = entry["solved"], entry["shown"]
        self.action_btn = Button((0, 0, 1, 1), _("Show the answer"), self.act,
                                 name="puzzle-action", size=17)
        self.action_rect = pygame.Rect(0, 0, 1, 1)

    def table(self) -> Table:
        """The puzzle's position at a table of people (an earlier visit that ended it: the
        answer on the board)."""
        state = self.puzzle.state()
        table = Table(state, ["human"] * state.players, self.puzzle.record().seed)
        if self.finished:
            table.play(self.answer)
            self.explain()
        return table

    @property
    def finished(self) -> bool:
        return self.solved or self.shown

    # --- the play ------------------------------------------------------------------------------
    def helps(self) -> bool:
        return False                # no undo, redo or hints: the answer is the puzzle

    def may_move(self) -> bool:
        return not self.finished

    def landed(self, move) -> None:
        """A move played: right (solved), or counted as a try and taken back."""
        if self.revealing:
            self.revealing = False
            return
        right = move == self.answer
        if self.day is not None:
            self.tries = self.progress.attempt(self.puzzle.game, self.day, right)["tries"]
        else:
            self.tries += 1
            if right:
                self.progress.solved_more(self.puzzle.game, self.puzzle)
        control = self.control
        if right:
            self.solved = True
            self.explain()
            control.sound("win")
            return
        control.table.undo()
        self.wrong = words_of(control.state, move)      # said of the position it was made in
        control.view.reset(control.state)
        control.sound("invalid")

    def busy(self) -> bool:
        return self.why is not None and not self.why.done

    def look(self):
        return self.box_shown(), self.explanation()

    def update(self, dt: float) -> None:
        if self.why is not None and not self.why.done:
            self.app.work(self.why.step)

    def headline(self, words: tuple) -> tuple:
        control = self.control
        # Translators: {date} is a short date, "27 Nov"
        which = (_("Puzzle of {date}").format(date=puzzles.short_date(self.day))
                 if self.day is not None
                 else _("Puzzle {n}").format(n=self.puzzle.number))
        level = f"{which} · {_(LEVEL_TITLES[self.puzzle.level])}"
        if self.solved:
            said = puzzles.outcome_words({"tries": self.tries, "solved": True, "shown": False})
            streak = self.progress.streak(self.puzzle.game, self.day) if self.day else 0
            sub = f"{level} · {streak_words(streak)}" if streak else level
            # Translators: {outcome} is how the puzzle went, "Solved, first try"
            return (_("{outcome}!").format(outcome=said[:1].upper() + said[1:]), sub,
                    theme.GOLD_LIGHT, False)
        if self.shown:
            return _("The answer"), f"{self.answer_words} · {level}", theme.GOLD_LIGHT, False
        if control.phase.anim is not None:
            return _("Your move…"), level, theme.TEXT, False
        find = (_("Find the only winning move") if self.puzzle.game == "collapsi"
                else _("Find the best move"))
        color = theme.lighten(control.view.seats.seat_color(control.state.to_move), 0.35)
        if self.wrong:
            return ngettext("Not that one: try again ({n} try)",
                            "Not that one: try again ({n} tries)", self.tries).format(
                                n=self.tries), \
                _("{move}: not it, taken back").format(move=self.wrong), color, True
        # Translators: {name} is the seat the player plays in the puzzle
        you = _("You play {name}").format(name=control.seat_name(control.state.to_move))
        return find, f"{you} · {level}", color, True

    # --- why the answer is right: the judge's figures in words (puzzles.explaining) ------------
    def explain(self) -> None:
        """Start working out why the answer is right (a few judged moves: in slices, frame
        by frame, as a computer's move is searched)."""
        if self.why is None:
            position = self.puzzle.state()
            self.why = Slices(puzzles.explaining(puzzles.start_of(position), position,
                                                 self.answer))

    def explanation(self) -> puzzles.Explanation | None:
        return self.why.result if self.why is not None and self.why.done else None

    def box_shown(self) -> bool:
        """Once the answer is on the board: why it is the answer (the box under the move
        list; on a phone upright, under the board)."""
        control = self.control
        return (self.why is not None and control.phase is not None
                and control.phase.anim is None and self.finished)

    def why_lines(self, width: int, height: int) -> tuple[list[str], list[str], int]:
        """The explanation's two sentences wrapped at the largest size (15 down to 12) at
        which both fit `height` under the box's heading; at 12 the second is cut short."""
        said = self.explanation()
        first, second = ((said.answer + ".", said.others + ".") if said is not None
                         else (_("Working it out…"), ""))
        for size in (15, 14, 13, 12):
            one = draw.wrap(first, size, width, True)
            two = draw.wrap(second, size, width) if second else []
            if (len(one) + len(two)) * (size + 5) + 6 <= height:
                return one, two, size
        room = max(0, height // 17 - len(one))
        if len(two) > room:
            two = two[:room - 1] + [draw.fit(" ".join(two[room - 1:]), 12, width,
                                             smallest=12)[0]] if room else []
        return one, two, 12

    def draw_box(self, surface, rect) -> None:
        box = rect
        draw.panel(surface, box, fill=(8, 32, 24, 240), radius=14)
        x, y, width = box.x + 14, box.y + 12, box.w - 28
        why, size = draw.fit(_("WHY THIS MOVE"), 13, width, True, smallest=12)
        draw.text(surface, why, (x, y), size, theme.GOLD, True)
        y += 22
        one, two, size = self.why_lines(width, box.bottom - 10 - y)
        for line in one:
            draw.text(surface, line, (x, y), size, theme.TEXT, True)
            y += size + 5
        y += 6
        for line in two:
            draw.text(surface, line, (x, y), size, theme.TEXT_MUTED)
            y += size + 5

    # --- the screen ----------------------------------------------------------------------------
    def below(self) -> bool:
        return True                 # the action button's place under the move list

    def icons(self, shape: str, names: list[str]) -> list[str]:
        """On a phone held upright the dock holds the action button and Share alone (the
        rules stay in the top bar; a puzzle needs no move list)."""
        return ["link"] if shape == PORTRAIT else names

    def dress(self) -> None:
        buttons = self.screen.play_buttons
        buttons.link_btn.tip = _("Share result")
        buttons.top.append(self.action_btn)

    def arrange(self, lay) -> None:
        buttons = self.screen.play_buttons
        table = lay.shape == TABLE
        if table:
            # the box above the action button, the move list above the box
            lay.send = pygame.Rect(lay.actions.x, lay.actions.y - 12 - 250, lay.actions.w, 250)
        buttons.menu_btn.label = _("Puzzles") if table else ""
        buttons.menu_btn.tip = "" if table else _("Puzzles")
        self.action_rect = pygame.Rect(lay.actions)
        if lay.shape == PORTRAIT:
            # the action at the left of the dock, Share at its right
            link = buttons.link_btn.rect
            link.right = lay.size[0] - 6
            self.action_rect.w = link.x - 8 - self.action_rect.x

    def refresh(self) -> None:
        self.screen.play_buttons.result_btn.visible = False
        self.screen.play_buttons.link_btn.tip = _("Share result")   # over the buttons' own
        self.action_btn.rect = self.action_rect
        self.action_btn.label = _("Next puzzle") if self.finished else _("Show the answer")
        self.action_btn.style = "primary" if self.finished else "secondary"
        self.action_btn.enabled = self.finished or self.control.human_to_move()

    def escape(self) -> bool:
        self.leave()
        return True

    # --- the puzzle's own actions --------------------------------------------------------------
    def act(self) -> None:
        """The button under the move list: Show the answer, then Next puzzle."""
        if self.finished:
            self.next_puzzle()
        else:
            self.reveal()

    def reveal(self) -> None:
        control = self.control
        if self.finished or not control.human_to_move() or control.phase.anim is not None:
            return
        if self.day is not None:
            self.progress.give_up(self.puzzle.game, self.day)
        self.shown = True
        self.revealing = True
        self.explain()
        control.start_move(self.answer)

    def next_puzzle(self) -> None:
        after = self.puzzle if self.day is None else None
        following = self.progress.next_more(self.puzzle.game, after=after)
        self.app.goto(PuzzlePlayScene(self.app, following, None))

    def leave(self) -> bool:
        self.app.goto(PuzzlesScene(self.app))
        return True

    def share(self) -> bool:
        self.app.goto(PuzzleShareScene(self.app, self.screen))
        return True

    def result_line(self) -> str:
        """"Collecto puzzle 27 Nov: solved, first try" (a puzzle of the day), or "Collecto
        puzzle 12: solved in 2 tries"."""
        title = self.screen.game.title
        if self.day is not None:
            return self.progress.result_line(title, self.puzzle.game, self.day)
        entry = {"tries": self.tries, "solved": self.solved, "shown": self.shown}
        # Translators: the result shared; {game} is the game's name, {outcome} how it went
        return _("{game} puzzle {n}: {outcome}").format(game=title, n=self.puzzle.number,
                                                        outcome=puzzles.outcome_words(entry))
