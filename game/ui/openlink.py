""""Open a link or code" (from the menu): a field where a player pastes a share link, or types
or pastes its game code; Open (or Enter) opens it like `--open`.  A broken one says why and
keeps the screen and the text, so a typo can be mended."""

from __future__ import annotations

import pygame

from game.table.records import RecordError

from . import draw, page, theme
from .scene import Scene
from .share import receive, split_long
from .widgets import Button

MAX_CHARS = 4000        # far beyond any game's link; a runaway paste stops here


def clipboard_text() -> str | None:
    """The clipboard's text, natively; None where it cannot be read (the browser only lets a
    page read it asynchronously, after asking: there Ctrl+V types it into the field)."""
    if page.BROWSER:
        return None
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return text if isinstance(text, str) else None


class OpenLinkScene(Scene):
    name = "open-link"

    def __init__(self, app):
        super().__init__(app)
        self.text = ""
        self.problem = ""
        self.field = pygame.Rect(160, 170, theme.WIDTH - 320, 200)
        y = self.field.bottom + 28
        self.buttons = [
            Button((20, 12, 130, 44), "Menu", self.back, icon="back", style="ghost",
                   name="back"),
            Button((self.field.right - 220, y, 220, 54), "Open", self.open, style="primary",
                   icon="play", name="open"),
            Button((self.field.x, y, 170, 54), "Paste", self.paste, name="paste"),
            Button((self.field.x + 186, y, 150, 54), "Clear", self.clear, name="clear"),
        ]
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    # --- the text ------------------------------------------------------------------------------
    def type(self, text: str) -> None:
        self.text = (self.text + text.replace("\n", " ").replace("\r", ""))[:MAX_CHARS]
        self.problem = ""

    def paste(self) -> None:
        text = clipboard_text()
        if text is None:
            self.problem = ("The clipboard cannot be read here: paste with Ctrl+V (⌘V), or "
                            "type the code.")
        elif not text.strip():
            self.problem = "The clipboard is empty."
        else:
            self.type(text.strip())

    def clear(self) -> None:
        self.text, self.problem = "", ""

    def open(self) -> None:
        if not self.text.strip():
            self.problem = "Paste a link or type a game code first."
            return
        try:
            opened = receive(self.app, self.text)
        except RecordError as exc:
            self.problem = f"This cannot be opened: {exc}"
            return
        self.app.open_table(*opened)

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.type(getattr(event, "text", ""))
            return True
        return super().handle(event)

    def key(self, key, mod=0) -> None:
        ctrl = mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if key == pygame.K_BACKSPACE:
            self.text, self.problem = self.text[:-1], ""
        elif key == pygame.K_v and ctrl:
            self.paste()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
            self.open()
        elif key == pygame.K_SPACE:
            return              # typed as text, not a press of the focused button
        else:
            super().key(key, mod)

    def back(self) -> None:
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        self.app.open_menu()

    # --- drawing -------------------------------------------------------------------------------
    def draw_static(self, surface) -> None:
        self.top_bar(surface, "Open a link or code",
                     "Paste a game link someone shared with you, or type its game code")
        draw.text(surface, "Link or game code", (self.field.x, self.field.y - 30), 16,
                  theme.TEXT_MUTED, True)

    def draw(self, surface) -> None:
        super().draw(surface)
        draw.panel(surface, self.field, fill=(6, 28, 20, 220), radius=14)
        inner = self.field.inflate(-40, -32)
        if self.text:
            lines = split_long(self.text, 17, inner.w)
            shown = lines[-(inner.h // 24):]        # the end, where the caret is
            for i, line in enumerate(shown):
                r = draw.text(surface, line, (inner.x, inner.y + 24 * i), 17, theme.GOLD_LIGHT)
            caret = (r.right + 2, r.y + 2)
        else:
            draw.text(surface, "https://…/?g=…  or  1Q4hQ7…", (inner.x, inner.y), 17,
                      theme.TEXT_DIM)
            caret = (inner.x, inner.y + 2)
        if self.app.calm or int(self.app.time * 2) % 2 == 0:   # blinks, then holds still
            pygame.draw.line(surface, theme.TEXT, caret, (caret[0], caret[1] + 19), 2)
        self.draw_widgets(surface)
        if self.problem:
            lines = draw.wrap(self.problem, 17, self.field.w - 40)
            box = pygame.Rect(self.field.x, self.field.bottom + 104, self.field.w,
                              20 + 24 * len(lines))
            draw.rounded_rect(surface, (120, 40, 36, 235), box, 12)
            for i, line in enumerate(lines):
                draw.text(surface, line, (box.centerx, box.y + 22 + 24 * i), 17, theme.TEXT,
                          False, "center")
