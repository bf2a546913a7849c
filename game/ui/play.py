"""The generic game screen: top bar, player panels, move list, AI driving in time slices,
animation sequencing and the game-over overlay.  The board itself belongs to the game's view
(see game/ui/view.py)."""

from __future__ import annotations

import math
import sys

import pygame

from game.ai.agent import RandomAgent, Thinking
from game.ai.levels import make_agent
from game.core.contract import RulesError

from . import draw, theme
from .scene import Scene
from .setup import LEVEL_TITLES, Setup
from .view import Control, ViewContext
from .widgets import Button, event_pos

MIN_THINK = 0.45      # an AI move never appears sooner than this after its turn begins (s)
OVERLAY_DELAY = 0.35  # pause after the last move before the result appears (s)
BOARD_RECT = pygame.Rect(308, 76, 664, 640)
LEFT_X, COL_W = 20, 276
RIGHT_X = theme.WIDTH - 22 - COL_W


class PlayScene(Scene):
    name = "play"

    def __init__(self, app, game, setup: Setup, seed: int | None = None):
        super().__init__(app)
        self.game = game
        self.setup = setup
        self.view = app.view(game)
        self.view.layout(BOARD_RECT)
        self.view.table = self
        self.humans = frozenset(i for i in range(setup.players) if setup.seats[i].kind == "human")
        self._build_buttons()
        if seed is None and app.fixed_seed is None:
            seed = self.view.preferred_seed(setup.variant, setup.options)
        self.new_game(seed)

    # --- game lifecycle --------------------------------------------------------------------------
    def new_game(self, seed: int | None = None) -> None:
        s = self.setup
        self.seed = self.app.deal_seed() if seed is None else seed
        self.state = self.game.new_game(s.variant, s.options, s.players, self.seed)
        self.agents = {}
        for seat in range(s.players):
            if seat not in self.humans:
                self.agents[seat] = self._agent(s.seats[seat].level, self.seed + 7919 * (seat + 1))
        self.log: list[tuple[int, str, str]] = []   # (seat, notation, description)
        self.thinking: Thinking | None = None
        self.think_clock = 0.0
        self.anim = None
        self.pending = None
        self.over_clock = 0.0
        self.show_result = True
        self.view.reset(self.state)

    def _agent(self, level: str, seed: int):
        try:
            return make_agent(self.game.name, level, seed)
        except (ImportError, RulesError) as exc:
            print(f"AI level {level!r} unavailable ({exc}); using random", file=sys.stderr)
            return RandomAgent(seed)

    def _build_buttons(self) -> None:
        self.menu_btn = Button((20, 12, 130, 44), "Menu", self.app.open_menu, icon="back",
                               style="ghost", name="menu")
        self.undo_btn = Button((theme.WIDTH - 300, 12, 130, 44), "Undo", self.undo, icon="undo",
                               style="ghost", name="undo")
        self.rules_btn = Button((theme.WIDTH - 160, 12, 140, 44), "Rules",
                                lambda: self.app.open_rules(self.game, back_to=self), icon="book",
                                style="ghost", name="rules")
        self.result_btn = Button((RIGHT_X, 650, COL_W, 50), "Show result", self._show_result,
                                 style="primary", name="show-result")
        ov = pygame.Rect(0, 0, 580, 360)
        ov.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.overlay_rect = ov
        bw = (ov.w - 48 - 2 * 14) // 3
        by = ov.bottom - 24 - 54
        self.again_btn = Button((ov.x + 24, by, bw + 40, 54), "Play again", self.play_again,
                                style="primary", icon="replay", name="play-again")
        self.menu2_btn = Button((ov.x + 24 + bw + 40 + 14, by, bw - 20, 54), "Menu",
                                self.app.open_menu, name="overlay-menu")
        self.hide_btn = Button((ov.right - 24 - (bw - 20), by, bw - 20, 54), "Board",
                               self._hide_result, icon="eye", style="ghost", name="see-board")
        self.top_buttons = [self.menu_btn, self.undo_btn, self.rules_btn, self.result_btn]
        self.overlay_buttons = [self.again_btn, self.menu2_btn, self.hide_btn]

    def play_again(self) -> None:
        self.new_game()

    def new_deal(self, seed: int | None = None) -> None:
        """Another deal at the same table (a view's control: a puzzle's restart ...)."""
        self.new_game(seed)

    @property
    def store(self):
        return self.app.store

    def _show_result(self) -> None:
        self.show_result = True

    def _hide_result(self) -> None:
        self.show_result = False

    # --- state of play ---------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.pending is None and self.state.is_over()

    @property
    def overlay_visible(self) -> bool:
        return self.over and self.show_result and self.over_clock >= OVERLAY_DELAY

    def human_to_move(self) -> bool:
        return (not self.over and self.anim is None and self.state.to_move in self.humans)

    def can_undo(self) -> bool:
        return any(seat in self.humans for seat, _, _ in self.log)

    def undo(self) -> None:
        """Take back the last move made by a human and every computer move after it."""
        if not self.can_undo():
            return
        self.anim = None
        self.pending = None
        self.thinking = None
        while self.log:
            seat, _, _ = self.log.pop()
            self.state.pop()
            if seat in self.humans:
                break
        self.over_clock = 0.0
        self.show_result = True
        self.view.reset(self.state)

    def start_move(self, move) -> None:
        """Animate `move`; it is pushed onto the state when the animation ends."""
        if move not in self.state.legal_moves():
            return
        self.view.cancel()
        self.pending = move
        self.anim = self.view.animate(self.state, move)

    def submit(self, move) -> None:
        """A move chosen by a human through one of the view's controls."""
        if self.human_to_move() and not self.overlay_visible and move in self.state.legal_moves():
            self.start_move(move)

    def _apply_pending(self) -> None:
        move = self.pending
        seat = self.state.to_move
        text = self.state.format_move(move)
        desc = self.view.log_text(self.state, move)
        self.state.push(move)
        self.pending = self.anim = None
        self.log.append((seat, text, desc))
        self.view.moved(self.state, move)
        self.over_clock = 0.0
        self.show_result = True

    # --- per frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.undo_btn.enabled = self.can_undo()
        self.undo_btn.visible = bool(self.humans)
        self.result_btn.visible = self.over and not self.show_result
        if self.anim is not None:
            if self.anim.update(dt):
                self._apply_pending()
            return
        if self.over:
            self.over_clock += dt
            return
        seat = self.state.to_move
        agent = self.agents.get(seat)
        if agent is None:
            return
        if self.thinking is None:
            self.thinking = Thinking(agent, self.state)
            self.think_clock = 0.0
        self.think_clock += dt
        if self.thinking.step(self.app.ai_budget) and self.think_clock >= self.app.min_think:
            move = self.thinking.move
            self.thinking = None
            legal = self.state.legal_moves()
            if move not in legal:
                print(f"AI {agent!r} chose {move!r}, not a legal move; playing {legal[0]!r}",
                      file=sys.stderr)
                move = legal[0]
            self.start_move(move)

    def context(self) -> ViewContext:
        return ViewContext(time=self.app.time, mouse=self.app.mouse,
                           interactive=self.human_to_move() and not self.overlay_visible,
                           animation=self.anim,
                           thinking=self.state.to_move if self.thinking is not None else None,
                           humans=self.humans, over=self.over,
                           seat_areas=tuple(self.seat_area(r) for r in self.player_rects()))

    # --- events ----------------------------------------------------------------------------------
    def controls(self) -> list:
        """The view's own buttons (hidden under the result overlay)."""
        if self.overlay_visible:
            return []
        return [c for c in self.view.controls(self.state, self.context())
                if isinstance(c, Control)]

    def widgets(self) -> list:
        if self.overlay_visible:
            return self.overlay_buttons
        return self.top_buttons + self.controls()

    def handle(self, event) -> bool:
        for widget in list(self.widgets()):
            if isinstance(widget, Control):
                # the view's buttons keep any half-made move (a toggle, "cancel", "declare")
                widget.fired = False
                if widget.handle(event):
                    if widget.fired and widget.move is not None:
                        self.submit(widget.move)
                    return True
            elif widget.handle(event):
                self.view.cancel()
                return True
            if self.app.scene is not self:
                return True
        if not self.human_to_move() or self.overlay_visible:
            return False
        if event.type == pygame.MOUSEWHEEL:
            try:
                steps = int(getattr(event, "y", 0)) * (-1 if getattr(event, "flipped", False)
                                                        else 1)
            except (TypeError, ValueError):
                return False
            move = self.view.wheel(steps, self.state, self.context())
            if move is not None:
                self.start_move(move)
            return True
        kind = {pygame.MOUSEBUTTONDOWN: "down", pygame.MOUSEMOTION: "move",
                pygame.MOUSEBUTTONUP: "up"}.get(event.type)
        if kind is None:
            return False
        if kind != "move" and getattr(event, "button", 1) != 1:
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        move = self.view.pointer(kind, pos, self.state, self.context())
        if move is not None:
            self.start_move(move)
        return True

    def key(self, key, mod=0) -> None:
        hotkey = next((c for c in self.controls() if c.hotkey == key and c.visible
                       and c.enabled), None)
        if key == pygame.K_ESCAPE:
            if self.overlay_visible:
                self.show_result = False
            elif self.view.selecting():
                self.view.cancel()          # first drop a half-made move
            else:
                self.back()
        elif key == pygame.K_z and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
        elif key == pygame.K_u:
            self.undo()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.overlay_visible:
            self.play_again()
        elif hotkey is not None and not mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            hotkey.fired = False
            hotkey.press()
            if hotkey.fired and hotkey.move is not None:
                self.submit(hotkey.move)
        elif self.human_to_move() and not self.overlay_visible:
            move = self.view.key(key, self.state, self.context())
            if move is not None:
                self.start_move(move)

    def back(self) -> None:
        self.app.open_menu()

    # --- drawing ---------------------------------------------------------------------------------
    _frozen: pygame.Surface | None = None

    def static_key(self):
        active = None if self.over else self.state.to_move
        return (self.seed, active, self.over, self.result_btn.visible)

    def draw_static(self, surface) -> None:
        bar = pygame.Rect(0, 0, theme.WIDTH, theme.TOP_BAR_H)
        draw.rounded_rect(surface, (0, 0, 0, 70), bar, 0)
        draw.rounded_rect(surface, (255, 255, 255, 26), (0, bar.bottom, theme.WIDTH, 1), 0)
        draw.text(surface, self.game.title.upper(), (166, bar.centery), 15, theme.GOLD, True,
                  "midleft")
        self._draw_player_frames(surface)
        rect = self.log_rect()
        draw.panel(surface, rect, fill=(6, 28, 20, 170), radius=16, shadow_alpha=50)
        draw.text(surface, "MOVES", (rect.x + 20, rect.y + 18), 14, theme.TEXT_DIM, True)
        # the deal, so a position can be found again
        draw.text(surface, self.view.deal_label(self.state, self.seed),
                  (LEFT_X + 4, theme.HEIGHT - 30), 14,
                  theme.TEXT_DIM)

    def draw(self, surface) -> None:
        fade = min(1.0, (self.over_clock - OVERLAY_DELAY) / 0.3) if self.overlay_visible else 0
        if fade >= 1 and self._frozen is not None:
            # nothing under the result moves any more: reuse the veiled picture
            surface.blit(self._frozen, (0, 0))
            self._draw_overlay(surface, fade)
            return
        super().draw(surface)
        self.view.draw(surface, self.state, self.context())
        self._draw_top(surface)
        self._draw_players(surface)
        self._draw_log(surface)
        self.view.draw_front(surface, self.state, self.context())
        mouse = self.app.mouse if not self.overlay_visible else None
        for b in self.top_buttons:
            b.draw(surface, mouse)
        for c in self.view.controls(self.state, self.context()):
            c.draw(surface, mouse)
        self._frozen = None
        if self.overlay_visible:
            veil = pygame.Surface(theme.SIZE, pygame.SRCALPHA)
            veil.fill((*theme.OVERLAY[:3], int(theme.OVERLAY[3] * fade)))
            surface.blit(veil, (0, 0))
            if fade >= 1:
                self._frozen = surface.copy()
            self._draw_overlay(surface, fade)

    def seat_title(self, seat: int) -> str:
        return self.view.seat_label(self.state, seat)

    def _winner_line(self, outcome) -> str:
        if not outcome.winners:
            return "No winner"
        if len(outcome.winners) != 1:
            names = " and ".join(self.state.seat_name(w) for w in outcome.winners)
            if len(outcome.winners) == self.state.players:
                return "A draw"
            return f"{names} share the win"
        w = outcome.winners[0]
        if len(self.humans) == 1:
            if w in self.humans:
                return "You win!"
            if len(self.agents) == 1:
                return "The computer wins"
        return f"{self.state.seat_name(w)} wins!"

    def _draw_top(self, surface) -> None:
        st = self.state
        if self.over:
            out = st.outcome()
            title = f"Game over · {self._winner_line(out)}"
            sub = f"{len(self.log)} moves"
            color = theme.GOLD_LIGHT
        else:
            seat = st.to_move
            name = self.seat_title(seat)
            color = theme.lighten(self.view.seat_color(seat), 0.35)
            if self.thinking is not None or (seat in self.agents and self.anim is None):
                dots = "." * (1 + int(self.app.time * 3) % 3)
                title = f"{name} is thinking{dots}"
            elif self.anim is not None:
                title = f"{name} moves"
            else:
                title = "Your move" if len(self.humans) == 1 else f"{name} to move"
            sub = self.view.status(st)
        cx = theme.WIDTH / 2
        if not self.over:
            self.view.draw_token(surface, st.to_move, (cx - draw.text_width(title, 23, True) / 2
                                                        - 24, 23), 26)
        draw.text(surface, title, (cx, 23), 23, color, True, "center")
        if sub:
            draw.text(surface, sub, (cx, 50), 16, theme.TEXT_MUTED, False, "center")

    def player_rects(self) -> list[pygame.Rect]:
        """The player panels down the left column, grown by what the view draws in them and
        closed up (smaller gaps, then shorter panels) so that four still fit; panels shorter
        than they would like turn compact (see compact_panels), so that five fit."""
        return [pygame.Rect(r) for r in self._panels()[0]]

    _panel_cache = (None, (), False)

    def _panels(self):
        """(rects, compact) of the player panels, worked out once per player count and extra
        height (context() asks for them several times a frame)."""
        n = self.state.players
        natural = (118 if n <= 2 else 104) + self._panel_extra()
        key = (n, natural)
        if self._panel_cache[0] != key:
            h = natural
            top, bottom, gap = 92, theme.HEIGHT - 36, 14
            if n > 1 and n * h + (n - 1) * gap > bottom - top:
                gap = max(6, (bottom - top - n * h) // (n - 1))
                h = min(h, (bottom - top - (n - 1) * gap) // n)
            rects = tuple(pygame.Rect(LEFT_X, top + i * (h + gap), COL_W, h) for i in range(n))
            self._panel_cache = (key, rects, h < natural)
        return self._panel_cache[1], self._panel_cache[2]

    def compact_panels(self) -> bool:
        """True when the panels had to be made shorter than they would like (five seats):
        then the name, the kind and the status line sit closer together (a smaller token)."""
        return self._panels()[1]

    def _panel_extra(self) -> int:
        try:
            return max(0, int(self.view.seat_panel_height(self.state)))
        except (TypeError, ValueError):
            return 0

    def seat_area(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of a player panel the view draws in (below the name, above the status)."""
        if self.compact_panels():
            return pygame.Rect(rect.x + 14, rect.y + 46, rect.w - 28,
                               max(0, min(self._panel_extra(), rect.h - 46 - 20)))
        return pygame.Rect(rect.x + 14, rect.y + 70, rect.w - 28, self._panel_extra())

    def _draw_player_frames(self, surface) -> None:
        st = self.state
        compact = self.compact_panels()
        for seat, rect in enumerate(self.player_rects()):
            active = not self.over and st.to_move == seat
            color = self.view.seat_color(seat)
            draw.panel(surface, rect, fill=(6, 28, 20, 215) if active else (6, 28, 20, 170),
                       edge=(*theme.lighten(color, 0.2), 220) if active else theme.PANEL_EDGE,
                       radius=16, shadow_alpha=90 if active else 50)
            if active:
                strip = pygame.Rect(rect.x, rect.y, 6, rect.h).inflate(0, -28)
                draw.rounded_rect(surface, color, strip, 3)
            # token, name, kind: (token centre, size), name (x, y, size), kind (y, size)
            tok, name_at, kind_at = (((32, 24), 34), (62, 6, 18), (27, 14)) if compact else (
                ((42, 44), 48), (78, 18, 20), (45, 15))
            self.view.draw_token(surface, seat, (rect.x + tok[0][0], rect.y + tok[0][1]), tok[1])
            parts = self.seat_title(seat).split(" · ")
            draw.text(surface, parts[0], (rect.x + name_at[0], rect.y + name_at[1]), name_at[2],
                      theme.TEXT, True)
            kind = ("Human" if seat in self.humans else
                    f"Computer · {LEVEL_TITLES.get(self.setup.seats[seat].level, '?')}")
            x = rect.x + name_at[0]
            if len(parts) > 1:
                r = draw.text(surface, parts[1], (x, rect.y + kind_at[0]), kind_at[1],
                              theme.lighten(color, 0.3), True)
                x = r.right
                kind = f" · {kind}"
            draw.text(surface, kind, (x, rect.y + kind_at[0]), kind_at[1], theme.TEXT_MUTED)

    def _draw_players(self, surface) -> None:
        st = self.state
        outcome = st.outcome() if self.over else None
        compact = self.compact_panels()
        for seat, rect in enumerate(self.player_rects()):
            active = not self.over and st.to_move == seat
            color = self.view.seat_color(seat)
            line_y = rect.bottom - (12 if compact else 26)
            if outcome is not None:
                if seat in outcome.winners:
                    self._crown(surface, (rect.x + 30, line_y), theme.GOLD)
                    draw.text(surface, "Winner", (rect.x + 46, line_y), 17, theme.GOLD, True,
                              "midleft")
                else:
                    note = self.view.end_note(st, seat)
                    if note:
                        draw.text(surface, note, (rect.x + 22, line_y), 16, theme.TEXT_DIM,
                                  False, "midleft")
            elif active:
                if seat in self.agents:
                    self._spinner(surface, (rect.x + 32, line_y), color)
                    dots = "." * (1 + int(self.app.time * 3) % 3)
                    draw.text(surface, f"Thinking{dots}" if self.anim is None else "Moving",
                              (rect.x + 50, line_y), 16, theme.TEXT, True, "midleft")
                else:
                    draw.circle(surface, color, (rect.x + 32, line_y),
                                5 + 1.5 * math.sin(self.app.time * 5))
                    label = "Your turn" if len(self.humans) == 1 else "To move"
                    draw.text(surface, "Moving" if self.anim is not None else label,
                              (rect.x + 50, line_y), 16, theme.TEXT, True, "midleft")
            else:
                draw.text(surface, self.view.idle_note(st, seat), (rect.x + 22, line_y), 16,
                          theme.TEXT_DIM, False, "midleft")
            if self._panel_extra():
                self.view.draw_seat_panel(surface, st, seat, rect, self.seat_area(rect),
                                          self.context())

    def _spinner(self, surface, center, color) -> None:
        t = self.app.time * 1.6
        for i in range(8):
            a = t * 2 * math.pi + i * math.pi / 4
            alpha = int(40 + 215 * (i / 7))
            p = (center[0] + math.cos(a) * 9, center[1] + math.sin(a) * 9)
            draw.circle(surface, (*theme.lighten(color, 0.3), alpha), p, 2.6)

    @staticmethod
    def _crown(surface, c, color) -> None:
        x, y = c
        pts = [(x - 11, y + 7), (x - 11, y - 5), (x - 5, y + 1), (x, y - 8), (x + 5, y + 1),
               (x + 11, y - 5), (x + 11, y + 7)]
        draw.polygon(surface, color, pts)

    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(RIGHT_X, 92, COL_W, 540 if self.result_btn.visible else 608)

    def _draw_log(self, surface) -> None:
        rect = self.log_rect()
        if not self.log:
            draw.text_block(surface, "No moves yet.", pygame.Rect(rect.x + 20, rect.y + 48,
                                                                rect.w - 40, 60), 16,
                            theme.TEXT_MUTED)
            return
        line_h = 27
        rows = (rect.h - 60) // line_h
        entries = list(enumerate(self.log, 1))[-rows:]
        y = rect.y + 46
        for i, (number, (seat, text, desc)) in enumerate(entries):
            last = number == len(self.log)
            if last:
                draw.rounded_rect(surface, (255, 255, 255, 22),
                                  pygame.Rect(rect.x + 10, y - 3, rect.w - 20, line_h), 8)
            draw.text(surface, f"{number}.", (rect.x + 40, y + 10), 15, theme.TEXT_DIM, False,
                      "midright")
            draw.circle(surface, self.view.seat_color(seat), (rect.x + 54, y + 10), 6)
            short = desc
            prefix = self.state.seat_name(seat) + " "
            if short.startswith(prefix):       # the coloured dot already says who
                short = short[len(prefix):]
                short = short[:1].upper() + short[1:]
            if draw.text_width(short, 15) > rect.w - 80:
                short = text
            draw.text(surface, short, (rect.x + 68, y + 10), 15,
                      theme.TEXT if last else theme.TEXT_MUTED, last, "midleft")
            y += line_h

    def _draw_overlay(self, surface, fade: float) -> None:
        ov = self.overlay_rect
        out = self.state.outcome()
        if out is not None:
            wide = self.view.result_width(self.state)
            if wide > ov.w:
                ov = ov.inflate(wide - ov.w, 0)
            # a long reason (a score table of four players) makes the box taller
            need = self.view.result_height(self.state, out, ov.w - 100)
            if need > 3 * 23:
                ov = ov.inflate(0, need - 3 * 23 + 12)
        ov = ov.move(0, int(24 * (1 - draw.ease_out(fade))))
        draw.panel(surface, ov, fill=(12, 40, 30, 250), edge=(*theme.GOLD, 120), radius=22,
                   shadow_alpha=160)
        out = self.state.outcome()
        if out is None:
            return
        cx = ov.centerx
        if len(out.winners) == 1:
            w = out.winners[0]
            self._crown(surface, (cx, ov.y + 34), theme.GOLD)
            self.view.draw_token(surface, w, (cx, ov.y + 82), 62)
        title = self._winner_line(out)
        draw.text(surface, title, (cx, ov.y + 142), 38, theme.TEXT, True, "center")
        names = ", ".join(self.seat_title(w) for w in out.winners)
        draw.text(surface, f"{names} · {len(self.log)} moves", (cx, ov.y + 178), 16, theme.GOLD,
                  True, "center")
        body = pygame.Rect(ov.x + 50, ov.y + 204, ov.w - 100, ov.h - 290)
        self.view.draw_result(surface, self.state, out, body)
        for b in self.overlay_buttons:
            b.rect.y = ov.bottom - 24 - 54
            b.draw(surface, self.app.mouse)
