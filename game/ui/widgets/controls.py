"""Buttons and choice groups.  A button fires when the pointer is released over the button it
was pressed on (mouse and touch alike), so a drag that leaves a button cancels it."""

from __future__ import annotations

import math
from collections.abc import Callable
from itertools import pairwise

import pygame

from game.ui import draw, theme

LEFT = 1


def event_pos(event) -> tuple[int, int] | None:
    pos = getattr(event, "pos", None)
    if pos is None:
        return None
    try:
        return int(pos[0]), int(pos[1])
    except (TypeError, ValueError, IndexError):
        return None


_link_icons: dict = {}


def _link_icon(size: int, color) -> pygame.Surface:
    """The chain links supersampled, so their holes stay open at the menu's small size
    (cached: a handful of sizes and colours)."""
    key = (size, color, draw.scale())
    if key not in _link_icons:
        def paint(big, k):
            s = size * k / 2
            line = max(6, round(s * 0.15))
            for sx in (-1, 1):
                ring = pygame.Surface((round(s * 1.2), round(s * 0.66)), pygame.SRCALPHA)
                pygame.draw.rect(ring, color, ring.get_rect(), line,
                                 border_radius=round(s * 0.36))
                ring = pygame.transform.rotate(ring, 45)
                big.blit(ring, ring.get_rect(center=(s + sx * s * 0.36, s - sx * s * 0.36)))
        _link_icons[key] = draw.supersampled((size, size), paint, ss=4, fill=(*color[:3], 0))
    return _link_icons[key]


class Icon:
    """Small vector icons drawn next to a button label."""

    @staticmethod
    def draw(surface, name: str, center, size: int, color) -> None:  # noqa: C901  (one branch an icon)
        x, y = center
        s = size / 2
        if name == "back":
            draw.thick_line(surface, color, (x + s * 0.35, y - s * 0.7), (x - s * 0.35, y), 3)
            draw.thick_line(surface, color, (x - s * 0.35, y), (x + s * 0.35, y + s * 0.7), 3)
        elif name == "undo":
            pts = [(x + math.cos(a) * s * 0.62, y + math.sin(a) * s * 0.62)
                   for a in [math.radians(d) for d in range(200, 470, 15)]]
            for a, b in pairwise(pts):
                draw.thick_line(surface, color, a, b, 3)
            tip = pts[0]
            draw.polygon(surface, color, [(tip[0] - s * 0.42, tip[1] - s * 0.05),
                                          (tip[0] + s * 0.28, tip[1] - s * 0.12),
                                          (tip[0] - s * 0.1, tip[1] - s * 0.62)])
        elif name == "book":
            w, h = s * 0.8, s * 0.62
            draw.polygon(surface, color, [(x - w, y - h), (x - 2, y - h + 3), (x - 2, y + h),
                                          (x - w, y + h - 3)])
            draw.polygon(surface, color, [(x + w, y - h), (x + 2, y - h + 3), (x + 2, y + h),
                                          (x + w, y + h - 3)])
        elif name == "play":
            draw.polygon(surface, color, [(x - s * 0.45, y - s * 0.6), (x + s * 0.6, y),
                                          (x - s * 0.45, y + s * 0.6)])
        elif name == "eye":
            draw.ellipse(surface, color, (x - s * 0.85, y - s * 0.48, s * 1.7, s * 0.96), 2)
            draw.circle(surface, color, (x, y), s * 0.26)
        elif name == "redo":
            pts = [(x - math.cos(a) * s * 0.62, y + math.sin(a) * s * 0.62)
                   for a in [math.radians(d) for d in range(200, 470, 15)]]
            for a, b in pairwise(pts):
                draw.thick_line(surface, color, a, b, 3)
            tip = pts[0]
            draw.polygon(surface, color, [(tip[0] + s * 0.42, tip[1] - s * 0.05),
                                          (tip[0] - s * 0.28, tip[1] - s * 0.12),
                                          (tip[0] + s * 0.1, tip[1] - s * 0.62)])
        elif name == "hint":          # a light bulb with its base
            draw.circle(surface, color, (x, y - s * 0.22), s * 0.5, 3)
            draw.thick_line(surface, color, (x - s * 0.2, y + s * 0.3), (x - s * 0.2,
                                                                       y + s * 0.5), 3)
            draw.thick_line(surface, color, (x + s * 0.2, y + s * 0.3), (x + s * 0.2,
                                                                       y + s * 0.5), 3)
            draw.thick_line(surface, color, (x - s * 0.24, y + s * 0.58), (x + s * 0.24,
                                                                         y + s * 0.58), 3)
            draw.thick_line(surface, color, (x - s * 0.14, y + s * 0.78), (x + s * 0.14,
                                                                         y + s * 0.78), 3)
        elif name == "link":          # two chain links, one through the other
            draw.blit(surface, _link_icon(size, tuple(color)), (x, y), "center")
        elif name == "gear":
            for k in range(8):
                a = k * math.pi / 4
                draw.thick_line(surface, color,
                                (x + math.cos(a) * s * 0.45, y + math.sin(a) * s * 0.45),
                                (x + math.cos(a) * s * 0.8, y + math.sin(a) * s * 0.8), 4)
            draw.circle(surface, color, (x, y), s * 0.5, 3)
        elif name in ("first", "prev", "next", "last", "pause"):
            if name == "pause":
                for dx in (-0.28, 0.28):
                    draw.thick_line(surface, color, (x + dx * s, y - s * 0.55),
                                    (x + dx * s, y + s * 0.55), 4)
                return
            d = 1 if name in ("next", "last") else -1
            draw.polygon(surface, color, [(x - d * s * 0.45, y - s * 0.55),
                                          (x + d * s * 0.4, y), (x - d * s * 0.45, y + s * 0.55)])
            if name in ("first", "last"):
                draw.thick_line(surface, color, (x + d * s * 0.55, y - s * 0.55),
                                (x + d * s * 0.55, y + s * 0.55), 3)
        elif name == "close":         # a cross: stop, cancel
            for d in (-1, 1):
                draw.thick_line(surface, color, (x - s * 0.5, y - d * s * 0.5),
                                (x + s * 0.5, y + d * s * 0.5), 3)
        elif name == "list":          # three lines: the move list
            for dy in (-0.5, 0, 0.5):
                draw.thick_line(surface, color, (x - s * 0.62, y + dy * s),
                                (x + s * 0.62, y + dy * s), 3)
        elif name == "replay":
            pts = [(x + math.cos(a) * s * 0.62, y + math.sin(a) * s * 0.62)
                   for a in [math.radians(d) for d in range(-60, 230, 15)]]
            for a, b in pairwise(pts):
                draw.thick_line(surface, color, a, b, 3)
            tip = pts[0]
            draw.polygon(surface, color, [(tip[0] + s * 0.38, tip[1] - s * 0.05),
                                          (tip[0] - s * 0.3, tip[1] - s * 0.1),
                                          (tip[0] + s * 0.1, tip[1] + s * 0.6)])
        elif name == "chart":         # three rising bars on a base line: statistics
            base = y + s * 0.62
            for i, h in enumerate((0.5, 0.85, 1.25)):
                bx = x + (i - 1) * s * 0.5
                draw.thick_line(surface, color, (bx, base), (bx, base - h * s), 3)
        elif name == "target":        # rings round a dot: the puzzles, a move to find
            draw.circle(surface, color, (x, y), s * 0.85, 2)
            draw.circle(surface, color, (x, y), s * 0.3)


class Button:
    """A rounded button.  Styles: 'primary' (gold), 'secondary' (glass), 'ghost' (text only),
    'toggle' (a choice in a group; `selected` marks the current one)."""

    def __init__(self, rect, label: str, action: Callable[[], None] | None = None, *,
                 style: str = "secondary", icon: str | None = None, enabled: bool = True,
                 selected: bool = False, size: int = 19, name: str | None = None,
                 accent=None, tip: str = ""):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.style = style
        self.icon = icon
        self.enabled = enabled
        self.selected = selected
        self.size = size
        self.name = name or label
        self.accent = accent
        self.tip = tip              # shown under an icon-only button while pointed at
        self.pressed = False
        self.visible = True
        self.clip: pygame.Rect | None = None    # on a scrolled page: the part of the screen
                                                # it shows in (drawn and pressed only there)

    def contains(self, pos) -> bool:
        return (pos is not None and self.visible and self.rect.collidepoint(pos)
                and (self.clip is None or self.clip.collidepoint(pos)))

    def shown(self) -> pygame.Rect:
        """The part of the button on the screen (all of it, unless scrolled partly away)."""
        return self.rect.clip(self.clip) if self.clip is not None else pygame.Rect(self.rect)

    def handle(self, event) -> bool:
        """True when the event was used by this button."""
        if not self.visible:
            self.pressed = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", LEFT) == LEFT:
            if self.contains(event_pos(event)):
                self.pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", LEFT) == LEFT:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.contains(event_pos(event)):
                if self.action:
                    self.action()
                return True
        return False

    def draw(self, surface, mouse) -> None:
        if not self.visible:
            return
        if self.clip is not None:
            if not self.rect.colliderect(self.clip):
                return
            with draw.clip(surface, self.clip):
                self._draw(surface, mouse)
            return
        self._draw(surface, mouse)

    def _draw(self, surface, mouse) -> None:
        hover = self.enabled and self.contains(mouse)
        down = self.pressed and hover
        r = self.rect
        radius = min(theme.RADIUS, r.h // 2)
        fg = theme.TEXT
        if self.style == "primary":
            fill = theme.PRIMARY_DOWN if down else theme.PRIMARY_HOVER if hover else theme.PRIMARY
            if not self.enabled:
                fill = (90, 110, 100)
            draw.shadow(surface, r, radius, blur=8, alpha=110, offset=(0, 4 if not down else 2))
            draw.rounded_rect(surface, fill, r.move(0, 1 if down else 0), radius)
            draw.rounded_rect(surface, (255, 255, 255, 60), r.move(0, 1 if down else 0), radius, 1)
            fg = theme.TEXT_DARK if self.enabled else theme.DISABLED_TEXT
        elif self.style == "toggle":
            accent = self.accent or theme.GOLD
            if self.selected:
                draw.rounded_rect(surface, (*accent, 235), r, radius)
                fg = theme.TEXT_DARK if sum(accent) > 420 else theme.TEXT
            else:
                fill = theme.BUTTON_DOWN if down else theme.BUTTON_HOVER if hover else theme.BUTTON
                draw.rounded_rect(surface, fill, r, radius)
                draw.rounded_rect(surface, theme.BUTTON_EDGE if hover else theme.PANEL_EDGE, r,
                                  radius, 1)
                fg = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        elif self.style == "ghost":
            if hover or down:
                draw.rounded_rect(surface, theme.BUTTON_HOVER if not down else theme.BUTTON, r,
                                  radius)
            fg = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        else:
            fill = theme.BUTTON_DOWN if down else theme.BUTTON_HOVER if hover else theme.BUTTON
            draw.rounded_rect(surface, fill, r.move(0, 1 if down else 0), radius)
            draw.rounded_rect(surface, theme.BUTTON_EDGE if hover else theme.PANEL_EDGE,
                              r.move(0, 1 if down else 0), radius, 1)
            fg = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        bold = self.style in ("primary", "toggle") or self.selected
        icon_w = (self.size + (8 if self.label else 0)) if self.icon else 0
        label, size = self.label, self.size
        if label:       # a narrow button (a phone) takes smaller type before cutting words
            # (6 points each side, and one for the drawn text's own edge)
            label, size = draw.fit(label, size, r.w - 14 - icon_w, bold, smallest=12)
        label_w = draw.text_width(label, size, bold) if label else 0
        x = r.centerx - (label_w + icon_w) / 2
        cy = r.centery + (1 if down else 0)
        if self.icon:
            Icon.draw(surface, self.icon, (x + self.size / 2, cy), self.size, fg)
            x += icon_w
        if label:
            draw.text(surface, label, (x, cy), size, fg, bold, "midleft")


    def draw_tip(self, surface, mouse) -> None:
        if not self.tip or not self.contains(mouse):
            return
        w = draw.text_width(self.tip, 14) + 20
        box = pygame.Rect(0, 0, w, 28)
        box.midtop = (self.rect.centerx, self.rect.bottom + 6)
        if box.bottom > draw.bounds(surface).bottom:       # a dock at the foot: above it
            box.midbottom = (self.rect.centerx, self.rect.y - 6)
        box.clamp_ip(draw.bounds(surface))
        draw.rounded_rect(surface, (20, 30, 26, 240), box, 8)
        draw.rounded_rect(surface, (255, 255, 255, 50), box, 8, 1)
        draw.text(surface, self.tip, box.center, 14, theme.TEXT, False, "center")


class Choice:
    """A row of toggle buttons choosing one value (variant, player count, level ...)."""

    def __init__(self, rect, values: list, labels: list[str], value, on_change, *,
                 enabled=None, size: int = 17, gap: int = 6, name: str = "", accent=None,
                 per_row: int | None = None):
        """`per_row`: at most that many buttons side by side, the rest in rows under them
        (a phone's narrow form), each row `rect.h` / rows high."""
        self.rect = pygame.Rect(rect)
        self.values = list(values)
        self.value = value
        self.on_change = on_change
        self.name = name
        self.buttons: list[Button] = []
        n = max(1, len(values))
        per_row = max(1, min(n, per_row or n))
        rows = -(-n // per_row)
        h = (self.rect.h - gap * (rows - 1)) / rows
        for i, (v, label) in enumerate(zip(values, labels, strict=True)):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            w = (self.rect.w - gap * (in_row - 1)) / in_row
            x = self.rect.x + round(col * (w + gap))
            y = self.rect.y + round(row * (h + gap))
            ok = True if enabled is None else bool(enabled(v))
            self.buttons.append(Button((x, y, round(w), round(h)), label,
                                       self._chooser(v), style="toggle", enabled=ok,
                                       selected=(v == value), size=size,
                                       name=f"{name}:{label}", accent=accent))

    @staticmethod
    def rows_for(count: int, per_row: int | None) -> int:
        return -(-count // max(1, min(count, per_row or count))) if count else 1

    def _chooser(self, v):
        def choose():
            self.set(v)
            self.on_change(v)
        return choose

    def set(self, v) -> None:
        self.value = v
        for b, bv in zip(self.buttons, self.values, strict=True):
            b.selected = (bv == v)

    def set_enabled(self, on: bool) -> None:
        for b in self.buttons:
            b.enabled = on

    def handle(self, event) -> bool:
        return any(b.handle(event) for b in self.buttons)

    def draw(self, surface, mouse) -> None:
        for b in self.buttons:
            b.draw(surface, mouse)


class Scroller:
    """A page taller than its `view` (a rect of the screen), moved up and down by a drag (a
    finger or the mouse), the wheel or keys.  A press that moves more than DRAG points
    becomes a scroll, so the button it began on is not pressed; a short one is a tap."""

    DRAG = 8

    def __init__(self, view):
        self.view = pygame.Rect(view)
        self.offset = 0.0           # points of the page scrolled above the view's top
        self.height = 0             # the page's height
        self._press = None          # (y, offset) of a press inside the view
        self.dragging = False

    @property
    def most(self) -> float:
        return max(0.0, self.height - self.view.h)

    def move(self, by: float) -> None:
        self.offset = max(0.0, min(self.most, self.offset + by))

    def show(self, top: float, bottom: float) -> None:
        """Scroll so that the page's band from `top` to `bottom` is in view."""
        if top < self.offset:
            self.offset = max(0.0, top)
        elif bottom > self.offset + self.view.h:
            self.offset = min(self.most, bottom - self.view.h)

    def handle(self, event, buttons=()) -> bool:
        """Watch a pointer event before the buttons do; True when it was a scroll (the
        buttons must not see it)."""
        if event.type == pygame.MOUSEWHEEL and self.most:
            self.move(-getattr(event, "y", 0) * 48)
            return True
        pos = event_pos(event)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", LEFT) == LEFT:
            self._press = (pos[1], self.offset) if pos and self.view.collidepoint(pos) else None
            self.dragging = False
            return False
        if event.type == pygame.MOUSEMOTION and self._press is not None and pos is not None:
            start, offset = self._press
            if self.dragging or abs(pos[1] - start) > self.DRAG:
                if self.most:
                    self.dragging = True
                    for button in buttons:
                        button.pressed = False
                    self.offset = max(0.0, min(self.most, offset - (pos[1] - start)))
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            dragged, self.dragging, self._press = self.dragging, False, None
            return dragged
        return False

    def key(self, key: int) -> bool:
        step = {pygame.K_DOWN: 48, pygame.K_UP: -48, pygame.K_PAGEDOWN: self.view.h * 0.8,
                pygame.K_PAGEUP: -self.view.h * 0.8, pygame.K_HOME: -10 ** 6,
                pygame.K_END: 10 ** 6}.get(key)
        if step is None or not self.most:
            return False
        self.move(step)
        return True

    def draw_bar(self, surface) -> None:
        """A thin bar at the view's right edge saying where on the page the view is."""
        if not self.most:
            return
        track = pygame.Rect(self.view.right - 5, self.view.y + 4, 4, self.view.h - 8)
        h = max(24, int(track.h * self.view.h / max(1, self.height)))
        y = track.y + int((track.h - h) * self.offset / self.most)
        draw.rounded_rect(surface, (255, 255, 255, 70), (track.x, y, 4, h), 2)
