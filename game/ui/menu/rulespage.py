"""The in-app rules page of a game: its view's sections, scrolling (wheel, drag, arrow keys)
when they do not fit.

Sections of text only flow in two columns.  A section with an `Example` (game/ui/view.py)
gets a row of its own: its text beside a picture drawn by the game's pure `draw_board` (no
view of its own) in a small rect, offscreen, with no person to move.  A picture with a move
loops: the position for a moment, the game's animation of the move, the position after it,
then back (pop).  A picture without a move is drawn once and kept.

Opened from a game (or its setup), the page knows the variant and options being played: the
sections about them (headings that start like the variant's title or a chosen option's label,
or examples of that variant) are marked "Your game" and the page opens scrolled to the first.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.core.i18n import _, pgettext
from game.table import guides

from game.ui import draw, theme
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.view import Example, marks_of
from game.ui.widgets.controls import Button, event_pos

BODY = 17
HEAD = 19
CAPTION = 15
BODY_COMPACT, HEAD_COMPACT = 15, 17       # a phone's one column
PAD = 36                    # margins between the page's columns
BAND = 1024                 # pixels of the page painted at a time, as they come into view
# ... and kept, for every rules page (a phone's view spans two or three bands of 7 MB)
BANDS = draw.Cache(12, 48 * 1024 * 1024)
EX_W, EX_H = 460, 360       # a picture's rect (logical px)
SHOW_TIME = 1.2             # a looping picture: the position before the move (seconds)
HOLD_TIME = 2.0             # ... and after it


class Picture:
    """One example on its own surface, drawn by the game's pure pictures, with no view of its
    own: a position (still, or a looping one before its move, during it, with the game's
    `animation` of it in `Marks.animation`, and after it, with what the game shows of a move
    just made: `Marks.landed`) is its screen's `draw_board`; a result is the page's own
    view's game-over body."""

    def __init__(self, example: Example, size, page_view):
        self.example = example
        self.move = example.move
        self.state = example.state.clone()
        self.page_view = page_view
        self.screen = type(page_view)
        self.marks = replace(marks_of(page_view),     # the game's display choices (symbols)
                             choices=example.show == "choices")
        self.size = tuple(size)
        self.surface = draw.layer(self.size, alpha=False)
        self.rect = pygame.Rect((0, 0), self.size)      # on the page (set by the layout)
        self.phase = "show"     # show -> play -> hold -> show ...
        self.clock = 0.0
        self.anim = None
        self.landed_at: float | None = None     # when the move was first shown landed
        self.loops = 0          # how many times the move has been undone (tests)
        self.fresh = False      # the surface shows the current picture (a still one)

    @property
    def moving(self) -> bool:
        return self.move is not None

    def update(self, dt: float) -> None:
        if self.move is None:
            return
        self.clock += dt
        if self.phase == "show" and self.clock >= SHOW_TIME:
            self.anim = self.screen.picture.animation(self.state, self.move,
                                              pygame.Rect((0, 0), self.size))
            self.phase, self.clock = "play", 0.0
        elif self.phase == "play":
            if self.anim.update(dt):
                self.state.push(self.move)
                self.anim = None
                self.phase, self.clock = "hold", 0.0
        elif self.phase == "hold" and self.clock >= HOLD_TIME:
            self.state.pop()
            self.loops += 1
            self.phase, self.clock, self.landed_at = "show", 0.0, None

    def render(self, time: float) -> pygame.Surface:
        """The picture now (a still picture is drawn once)."""
        if self.move is None and self.fresh:
            return self.surface
        self.surface.blit(draw.felt(self.surface.get_size()), (0, 0))
        rect = pygame.Rect((0, 0), self.size)
        if self.example.show == "result":
            self.page_view.seats.draw_result(self.surface, self.state, self.state.outcome(),
                                             rect.inflate(-16, -16))
        else:
            marks = replace(self.marks, time=time, animation=self.anim)
            if self.phase == "hold":
                if self.landed_at is None:
                    self.landed_at = time
                marks = replace(marks, landed=time - self.landed_at)
            self.screen.picture.draw_board(self.surface, rect, self.state, marks)
        self.fresh = True
        return self.surface


def _first_word(text: str) -> str:
    words = text.lower().replace("(", " ").split()
    return words[0].strip(".,:;!?") if words else ""


def _height(kind: str, payload) -> int:
    """How tall a placed piece of the page is, in points (for the bands it falls in)."""
    if kind == "words":
        return 33 + len(payload[1]) * 25
    if kind == "words-compact":
        return 14 + 24 * len(payload[0]) + 6 + len(payload[1]) * 21
    if kind == "note":
        return 24 + len(payload[1]) * 22
    return len(payload) * 20


def _paint_words(page, kind: str, x, yy, w, payload) -> None:
    """One placed block of the page's words at (x, yy) of `page`: a section, a section on a
    phone, a caption beside its picture, or one under a wide picture."""
    if kind == "words":
        head, lines = payload
        draw.rect(page, theme.GOLD, (x, yy + 4, 4, 20), radius=2)
        draw.text(page, head, (x + 16, yy), HEAD, theme.GOLD_LIGHT, True)
        ly = yy + 33
        for line in lines:
            draw.text(page, line, (x + 16, ly), BODY, theme.TEXT)
            ly += 25
    elif kind == "words-compact":
        heads, lines = payload
        draw.rect(page, theme.GOLD, (x, yy + 10, 4, 18), radius=2)
        ly = yy + 8
        for line in heads:
            draw.text(page, line, (x + 12, ly), HEAD_COMPACT, theme.GOLD_LIGHT, True)
            ly += 24
        ly += 6
        for line in lines:
            draw.text(page, line, (x + 12, ly), BODY_COMPACT, theme.TEXT)
            ly += 21
    elif kind == "note":            # the caption beside its picture
        where, lines = payload
        # Translators: in capitals, over a caption: the picture it explains is at the right
        # (▶) or at the left (◀)
        label = _("IN THE PICTURE  ▶") if where == 0 else _("◀  IN THE PICTURE")
        draw.text(page, label, (x, yy), 12, theme.GOLD, True)
        ly = yy + 24
        for line in lines:
            draw.text(page, line, (x, ly), CAPTION + 1, theme.TEXT_MUTED)
            ly += 22
    else:                           # the caption under a wide picture
        ly = yy
        for line in payload:
            draw.text(page, line, (x + w // 2, ly), CAPTION, theme.TEXT_MUTED, False,
                      "midtop")
            ly += 20


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app, game, back_to=None, variant: str | None = None,
                 options: dict | None = None):
        super().__init__(app)
        self.game = game
        self.view = app.view(game)
        self.back_to = back_to
        self.variant = variant
        self.options = dict(options or {})
        self.scroll = 0.0
        self.drag: tuple[int, float] | None = None
        self.pictures: list[Picture] = []
        self.marked: set[int] = set()       # sections about the variant being played
        self.section_tops: list[int] = []   # each section's top on the page
        self._opened = False
        self.fit()

    def layout(self) -> None:
        """A table: the page in two columns in a panel, Got it under it.  A phone: one column
        across the screen, the pictures as wide as it allows, Got it in a bar at the foot."""
        W, H = self.app.size
        self.compact = self.app.shape != TABLE
        guide = guides.guide_for(self.game.name) is not None
        if self.compact:
            top = 52 + self.subtitle_height(self.view.words.credit())
            self.area = pygame.Rect(0, top, W, H - top - 64)
            w = min(220, (W - 32) // 2) if guide else min(W - 24, 220)
            self.buttons = [self.back_button(pgettext("button", "Back"), self.back),
                            Button((W - 12 - w, H - 56, w, 48), pgettext("button", "Got it"),
                                   self.back,
                                   style="primary", name="done")]
            if guide:
                self.buttons.append(Button((12, H - 56, w, 48), _("Guided game"), self.guide,
                                           name="guide", size=17))
        else:
            self.area = pygame.Rect(90, 92, W - 180, H - 92 - 96)
            left = W // 2 - (230 if guide else 110)
            self.buttons = [self.back_button(pgettext("button", "Back"), self.back),
                            Button((left, H - 74, 220, 54), pgettext("button", "Got it"),
                                   self.back,
                                   style="primary", name="done")]
            if guide:
                self.buttons.append(Button((W // 2 + 10, H - 74, 220, 54), _("Guided game"),
                                           self.guide, icon="hint", name="guide"))
        at = self._at_section()
        self.pictures = []
        self._layout()
        if not self._opened:
            self._opened = True
            if self.marked:
                self.scroll = max(0.0, min(self.max_scroll,
                                           min(self.section_tops[i] for i in self.marked) - 14))
        elif at is not None:            # a rotation keeps the reader's place
            self.scroll = max(0.0, min(self.max_scroll, self.section_tops[at[0]] + at[1]))

    def _at_section(self):
        """(section, points into it) at the top of the view, to keep across a layout."""
        if not self.section_tops:
            return None
        i = max((k for k, top in enumerate(self.section_tops) if top <= self.scroll),
                default=0)
        return i, 0

    # --- which sections are about the game being played -------------------------------------
    def _marked(self, sections) -> set[int]:
        g = self.game
        if self.variant is None or self.variant not in g.variants:
            return set()
        v = g.variants[self.variant]
        chosen = v.changed_options(self.options)
        if self.variant == g.default_variant and not chosen:
            return set()                    # the plain game: every section is about it
        words, labels = set(), []
        if self.variant != g.default_variant:
            words.add(_first_word(_(v.title)))
        for option in v.options:
            if option.name in chosen:
                words.add(_first_word(option.label(chosen[option.name])))
                labels.append(option.label(chosen[option.name]).lower())
        found = set()
        for i, section in enumerate(sections):
            # a heading about a choice starts with its first word ("Shifting board") or
            # names it whole ("First move 1 to 4 (classic)")
            if _first_word(section[0]) in words or any(label in section[0].lower()
                                                       for label in labels):
                found.add(i)
                continue
            example = section[2] if len(section) > 2 else None
            state = getattr(example, "state", None)
            if state is None or getattr(state, "variant", None) != self.variant:
                continue
            own = g.variants[state.variant].changed_options(
                dict(getattr(state, "options", {}) or {}))
            if own == chosen:
                found.add(i)
        return found

    # --- the page -----------------------------------------------------------------------------
    def _layout(self) -> None:
        """Render every section's words once onto a tall surface and place the pictures."""
        sections = [tuple(s) for s in self.view.words.rules(touch=self.app.touch)]
        self.sections = sections            # in the words of the pointer in use
        self.marked = self._marked(sections)
        if self.compact:
            self._layout_column(sections)
            return
        W = self.area.w
        col_w = (W - 3 * PAD) // 2
        items: list = []        # ("text", [(i, head, lines, h)]) or ("example", ...)
        run: list = []
        for i, section in enumerate(sections):
            head, body = section[0], section[1]
            example = section[2] if len(section) > 2 else None
            if example is None:
                lines = draw.wrap(body, BODY, col_w - 20)
                run.append((i, head, lines, 33 + len(lines) * 25 + 16))
                continue
            if run:
                items.append(("text", run))
                run = []
            items.append(("example", (i, head, body, example)))
        if run:
            items.append(("text", run))

        # measure, then paint
        placed: list = []       # (kind, x, y, w, payload) to paint
        boxes: list = []        # (i, rect) of each section, for the focus marks
        self.section_tops = [0] * len(sections)
        y = 10
        side = 0
        for kind, payload in items:
            if kind == "text":
                total = sum(b[3] for b in payload)
                acc, split = 0, len(payload)
                for k, b in enumerate(payload):
                    if acc + b[3] / 2 > total / 2:
                        split = k
                        break
                    acc += b[3]
                split = max(1, split) if len(payload) > 1 else len(payload)
                cols = [payload[:split], payload[split:]]
                bottom = y
                for c, col in enumerate(cols):
                    x, yy = PAD + c * (col_w + PAD), y
                    for i, head, lines, h in col:
                        placed.append(("words", x, yy, col_w, (head, lines)))
                        boxes.append((i, pygame.Rect(x - 12, yy - 6, col_w + 4, h - 6)))
                        self.section_tops[i] = yy
                        yy += h
                    bottom = max(bottom, yy)
                y = bottom
                continue
            i, head, body, example = payload
            picture = Picture(example, self._picture_size(example), self.view)
            if picture.size[0] > EX_W:              # a wide picture: words above, caption below
                text_w = W - 2 * PAD
                lines = draw.wrap(body, BODY, text_w - 20)
                text_h = 33 + len(lines) * 25 + 8
                placed.append(("words", PAD, y, text_w, (head, lines)))
                picture.rect.topleft = ((W - picture.size[0]) // 2, y + text_h)
                caption = draw.wrap(example.caption, CAPTION, picture.size[0])
                placed.append(("caption", picture.rect.x, picture.rect.bottom + 12,
                               picture.size[0], caption))
                h = text_h + picture.size[1] + 12 + len(caption) * 20 + 26
            else:                                   # words and caption beside the picture
                text_w = W - 3 * PAD - EX_W
                lines = draw.wrap(body, BODY, text_w - 20)
                text_h = 33 + len(lines) * 25
                pic_x = W - PAD - EX_W if side == 0 else PAD
                text_x = PAD if side == 0 else 2 * PAD + EX_W
                placed.append(("words", text_x, y + 4, text_w, (head, lines)))
                caption = draw.wrap(example.caption, CAPTION + 1, text_w - 20)
                if caption:
                    placed.append(("note", text_x + 16, y + 4 + text_h + 14, text_w - 20,
                                   (side, caption)))
                    text_h += 14 + 24 + len(caption) * 22
                picture.rect.topleft = (pic_x + (EX_W - picture.size[0]) // 2, y + 10)
                h = max(text_h, picture.size[1] + 6) + 30
                side = 1 - side
            boxes.append((i, pygame.Rect(PAD - 12, y - 4, W - 2 * PAD + 16, h - 8)))
            self.section_tops[i] = y
            self.pictures.append(picture)
            y += h
        self._paint(W, y + 4, boxes, placed)

    def _layout_column(self, sections) -> None:
        """One column: each section's heading and words, its picture under them as wide as
        the screen allows (as tall as the view allows), and the picture's caption."""
        W = self.area.w
        pad = 16
        text_w = W - 2 * pad
        placed: list = []
        boxes: list = []
        self.section_tops = [0] * len(sections)
        y = 10
        ratio = EX_H / EX_W
        for i, section in enumerate(sections):
            head, body = section[0], section[1]
            example = section[2] if len(section) > 2 else None
            lines = draw.wrap(body, BODY_COMPACT, text_w - 16)
            heads = draw.wrap(head, HEAD_COMPACT, text_w - 16 - (96 if i in self.marked else 0),
                              True)
            top = y
            self.section_tops[i] = y
            placed.append(("words-compact", pad, y, text_w, (heads, lines)))
            y += 8 + 24 * len(heads) + 6 + len(lines) * 21 + 8
            if example is not None:
                if example.show == "result":
                    size = self._picture_size(example)
                else:
                    w = min(EX_W, text_w, round((self.area.h - 40) / ratio))
                    size = (w, round(w * ratio))
                picture = Picture(example, size, self.view)
                picture.rect.topleft = ((W - size[0]) // 2, y + 8)
                self.pictures.append(picture)
                y += size[1] + 20
                caption = draw.wrap(example.caption, CAPTION, text_w)
                if caption:
                    placed.append(("caption", pad, y, text_w, caption))
                    y += len(caption) * 19 + 6
            boxes.append((i, pygame.Rect(pad - 8, top - 6, text_w + 16, y - top + 4)))
            y += 14
        self._paint(W, y + 4, boxes, placed)

    def _paint(self, W, page_h, boxes, placed) -> None:
        """Keep what the page shows; its pixels are painted band by band as they come into
        view (`_band`): a phone's page is 20-35 MB of pixels in all, too much to paint at once
        in a frame, and most of it is never scrolled to."""
        self.page_h = page_h
        self._plan = (W, boxes, placed)
        # what the page's pixels depend on: the same page drawn ahead is the one shown
        self._page_key = (self.game.name, self.compact, tuple(sorted(self.marked)), W, page_h,
                          draw.scale())

    def _band(self, k: int) -> pygame.Surface:
        """Band `k` of the page (BAND pixels tall, the last one shorter)."""
        return BANDS.get_or((*self._page_key, k), lambda: self._paint_band(k))

    def _paint_band(self, k: int) -> pygame.Surface:
        W, boxes, placed = self._plan
        full_h = draw.px(max(self.page_h, 10))
        page = pygame.Surface((draw.px(W), max(1, min(BAND, full_h - k * BAND))),
                              pygame.SRCALPHA)
        dy = k * BAND / draw.scale()        # the band's top, in points of the page
        low, high = dy - 40, dy + page.get_height() / draw.scale() + 40

        def seen(y0, y1):
            return y1 >= low and y0 <= high

        for i, rect in boxes:
            if i in self.marked and seen(rect.top, rect.bottom):
                x, y, w, h = rect.x, rect.y - dy, rect.w, rect.h   # dy: whole pixels, not points
                draw.rounded_rect(page, (*theme.GOLD, 20), (x, y, w, h), 16)
                draw.rounded_rect(page, (*theme.GOLD, 110), (x, y, w, h), 16, 2)
                # Translators: in capitals, a tag on the rules about the game being played
                mark = _("YOUR GAME")
                tag_w = int(draw.text_width(mark, 12, True) + 18)
                tag = (x + w - 10 - tag_w, y + 8, tag_w, 22)
                draw.rounded_rect(page, (*theme.GOLD, 235), tag, 11)
                draw.text(page, mark, (tag[0] + tag_w // 2, y + 19), 12, theme.TEXT_DARK,
                          True, "center")
        for kind, x, yy, w, payload in placed:
            if seen(yy, yy + _height(kind, payload)):
                _paint_words(page, kind, x, yy - dy, w, payload)
        for picture in self.pictures:
            frame = picture.rect.inflate(10, 10)
            if not seen(frame.top, frame.bottom):
                continue
            frame = (frame.x, frame.y - dy, frame.w, frame.h)
            draw.shadow(page, frame, 14, blur=8, alpha=90, offset=(0, 4))
            draw.rounded_rect(page, (*theme.darken(theme.MAT, 0.3), 255), frame, 14)
        return page

    def _picture_size(self, example: Example) -> tuple[int, int]:
        if example.show == "result":
            state = example.state
            outcome = state.outcome()
            w = self.view.seats.result_width(state) - 100
            h = self.view.seats.result_height(state, outcome, w)
            return (min(w, self.area.w - 2 * PAD), h + 16)
        return (EX_W, EX_H)

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.page_h - (self.area.h - 20))

    def picture_rect(self, k: int) -> pygame.Rect:
        """Where picture `k` is on the screen now (it may lie outside the visible area)."""
        return self.pictures[k].rect.move(self.area.x, self.area.y + 10 - round(self.scroll))

    def visible_area(self) -> pygame.Rect:
        return self.area.inflate(0, -4)

    def guide(self) -> None:
        """The guided first game of the rule set this page is about; back here after."""
        self.app.screens.guide(self.game, self.variant, back_to=self)

    def back(self) -> None:
        if self.back_to is not None:
            self.app.goto(self.back_to)
        else:
            self.app.screens.menu()

    def handle(self, event) -> bool:
        if super().handle(event):
            self.drag = None
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= getattr(event, "y", 0) * 40
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = event_pos(event)
            if pos and self.area.collidepoint(pos):
                self.drag = (pos[1], self.scroll)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            pos = event_pos(event)
            if pos:
                self.scroll = self.drag[1] - (pos[1] - self.drag[0])
        elif event.type == pygame.MOUSEBUTTONUP:
            self.drag = None
        else:
            return False
        self.scroll = max(0.0, min(self.max_scroll, self.scroll))
        return True

    def key(self, key, mod=0) -> None:
        step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 300,
                pygame.K_PAGEUP: -300, pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}.get(key)
        if step is not None:
            self.scroll = max(0.0, min(self.max_scroll, self.scroll + step))
        elif key == pygame.K_ESCAPE or (key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                                        and self.focus is None):
            self.back()
        else:
            super().key(key, mod)

    def update(self, dt: float) -> None:
        for picture in self.pictures:
            picture.update(dt)

    def busy(self) -> bool:
        """A looping picture of a move is in view."""
        view = self.visible_area()
        return any(picture.move is not None and self.picture_rect(k).colliderect(view)
                   for k, picture in enumerate(self.pictures))

    def look(self):
        return round(self.scroll)

    def draw_static(self, surface) -> None:
        # Translators: the rules page's title; {game} is the game's name
        self.top_bar(surface, _("How to play {game}").format(game=self.game.title),
                     self.view.words.credit())
        if self.compact:
            W, H = self.app.size
            draw.rounded_rect(surface, (0, 0, 0, 70), (0, H - 64, W, 64), 0)
        else:
            draw.panel(surface, self.area.inflate(0, 10), radius=20)

    def draw(self, surface) -> None:
        super().draw(surface)
        view = self.visible_area()
        with draw.clip(surface, view):
            x, top = draw.point_px((self.area.x, self.area.y + 10 - round(self.scroll)))
            seen = draw.to_px(view)
            for k in range(max(0, (seen.top - top) // BAND),
                           (min(seen.bottom, top + draw.px(self.page_h)) - top) // BAND + 1):
                surface.blit(self._band(k), (x, top + k * BAND))
            for k, picture in enumerate(self.pictures):
                rect = self.picture_rect(k)
                if rect.colliderect(view):
                    draw.blit(surface, picture.render(self.app.time), rect.topleft)
        if self.max_scroll > 0:
            track = pygame.Rect(self.area.right - 12, self.area.y + 12, 5, self.area.h - 24)
            draw.rounded_rect(surface, (255, 255, 255, 30), track, 3)
            frac = self.area.h / (self.page_h + 20)
            th = max(30, int(track.h * frac))
            ty = track.y + int((track.h - th) * self.scroll / self.max_scroll)
            draw.rounded_rect(surface, (255, 255, 255, 110), (track.x, ty, 5, th), 3)
        self.draw_widgets(surface)
