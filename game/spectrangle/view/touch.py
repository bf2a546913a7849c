"""Where a tap lands on Spectrangle's board (`view.input`): on the chooser's targets (the
rack's tiles, the fields where the chosen tile fits), and where the fields are smaller than a
finger (ViewContext.least) through the loupe, the board under the finger shown larger
(`view.loupe`)."""

from __future__ import annotations

import pygame

from game.spectrangle.rules import EXCHANGE
from game.ui.view import Loupe, ViewContext

from .input import Chooser, can_act
from .tiles import ROOT3


class BoardInput(Chooser):
    """The chooser on the view's board, with the loupe."""

    def target(self, state, move):
        view = self.view
        view.fit_players(state)
        point = self.target_on(state, move, view.geo)
        if point is None or not isinstance(move, tuple) or move[0] == EXCHANGE \
                or view.last_ctx is None or not self.needs_loupe(view.last_ctx):
            return point
        centre = view.geo.field_centre(move[0])
        if point != (round(centre[0]), round(centre[1])) or view.loupe is None:
            return point                # the tile first, or the tap that opens the loupe
        at = view.loupe.to_panel(centre)
        if not self.shown(move[0]):     # towards it: a tap at the panel's edge moves it there
            room = view.loupe.panel.inflate(-12, -12)
            at = (min(max(at[0], room.left), room.right - 1),
                  min(max(at[1], room.top), room.bottom - 1))
        return round(at[0]), round(at[1])

    def hit_rects(self, state, ctx: ViewContext) -> list:
        """The rack's tiles (when they are the mover's), and the fields where the chosen
        tile fits: each the room a tap has there (its pitch, a square as wide as the distance
        between neighbouring fields' centres); where that is under a finger's least
        (ViewContext.least), the field's box (a tap there opens the loupe), and in the loupe
        the fields it shows whole, at its size."""
        view = self.view
        view.fit_players(state)
        mine = view.rack_seat(state, ctx) == state.to_move
        geo = view.geo
        slots, fields = self.targets(state, ctx, geo, mine)
        slots = [pygame.Rect(r) for r in slots]
        if view.loupe is not None:
            return slots + [view.loupe.square(geo.field_centre(f), self.pitch())
                            for f in fields if self.shown(f)]
        if self.needs_loupe(ctx):
            return slots + [pygame.Rect(geo.fields[f].box) for f in fields]
        return slots + [geo.field_box(f, self.pitch()) for f in fields]

    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        """A tap on the board where its fields are smaller than a finger (ViewContext.least)
        opens the loupe there, a tap in the loupe chooses there (at a field its edge cuts, the
        loupe moves to that field), a press outside it closes it; else the chooser's."""
        view = self.view
        view.fit_players(state)
        geo = view.geo
        loupe = view.loupe
        if loupe is not None and not can_act(state, ctx):
            view.loupe = loupe = None
        if loupe is not None:
            if loupe.panel.collidepoint(pos):
                at = loupe.to_board(pos)
                if kind == "up" and self.drag is None:
                    f = geo.field_at(at, reach=0)
                    if f is not None and not self.shown(f):
                        view.loupe = self._loupe_at(geo.field_centre(f), ctx)
                        self.press = None
                        return None
                return self.pointer_on(kind, at, state, ctx, geo)
            if kind == "down":
                view.loupe = None
        elif kind == "up" and self._opens_loupe(pos, state, ctx):
            return None
        return self.pointer_on(kind, pos, state, ctx, geo)

    def tag_at(self, state, move, point) -> tuple[int, int]:
        geo = self.view.geo
        busy = [geo.hint_line(), *geo.corners, geo.rack.rect]   # the rack: its tiles and words
        return geo.tag_spot(point, 36, (56, 24), busy)

    # --- the loupe: the fields under the finger, larger ------------------------------------------
    def pitch(self) -> float:
        """How far apart two neighbouring fields' centres are (points): the room a tap on
        a field has before it is the neighbour's."""
        return self.view.geo.side / ROOT3

    def needs_loupe(self, ctx: ViewContext) -> bool:
        """The fields are smaller than a finger here: a tap on the board opens the loupe."""
        return bool(ctx.least) and self.pitch() < ctx.least - 0.5

    def _opens_loupe(self, pos, state, ctx: ViewContext) -> bool:
        press = self.press
        if not self.needs_loupe(ctx) or self.drag is not None or press is None \
                or self.selected is None or self.exchanging or not can_act(state, ctx):
            return False
        here = self.view.geo.target_at(pos)
        if here is None or here[0] != "field" or here != press[1]:
            return False
        self.press = None
        self.view.loupe = self._loupe_at(pos, ctx)
        return True

    def _loupe_at(self, point, ctx: ViewContext) -> Loupe:
        factor = max(1.5, ctx.least / self.pitch() * 1.06)
        geo = self.view.geo
        s = geo.side
        board = pygame.Rect(round(geo.apex[0] - 3 * s), round(geo.apex[1]), round(6 * s),
                            round(geo.board_bottom - geo.apex[1]))
        return Loupe.around(point, factor, self.loupe_panel(), board.inflate(8, 8))

    def loupe_panel(self) -> pygame.Rect:
        """Where the loupe is shown: over the board, clear of the things in its corners, the
        buttons and the rack."""
        view = self.view
        geo = view.geo
        s = geo.side
        box = pygame.Rect(round(geo.apex[0] - 3 * s), round(geo.apex[1]), round(6 * s),
                          round(geo.board_bottom - geo.apex[1])).inflate(8, 8).clip(view.rect)
        top, bottom = box.top, box.bottom
        busy = [pygame.Rect(r) for r in geo.corners] + [geo.rack.rect]
        busy += [pygame.Rect(c.rect) for c in view.buttons if c.rect.w]
        for r in busy:
            if r.w and r.h and r.colliderect(box):
                if r.centery < box.centery:
                    top = max(top, r.bottom + 4)
                else:
                    bottom = min(bottom, r.top - 4)
        return pygame.Rect(box.x, top, box.w, max(1, bottom - top))

    def shown(self, f: int) -> bool:
        """Field `f` shows whole in the loupe (its pitch's square inside the panel)."""
        loupe = self.view.loupe
        return loupe is not None and loupe.panel.contains(
            loupe.square(self.view.geo.field_centre(f), self.pitch()))
