"""A friend's turn on the game screen (game/ui/play.py): the box with the link to send them
(under the move list; on a phone held upright over the foot of the board), and what became of
the link sent."""

from __future__ import annotations

from game.table import friends

from . import draw, page, theme
from .screen import TABLE
from .share import split_long


class FriendBox:
    """The link box of `screen` (a PlayScene), drawn in `screen.send_rect`."""

    def __init__(self, screen):
        self.screen = screen
        self.sheet = ("", False)     # (a friend's link, whether the page shares it)

    def shares(self) -> bool:
        """The page opens the device's share sheet with the friend's link (the button says
        Send link) rather than copying it (Copy link); asked of the page once per link."""
        control = self.screen.control
        link = control.friend_link()
        if self.sheet[0] != link:
            self.sheet = (link, page.can_share(control.friend_message(), link))
        return self.sheet[1]

    def send(self) -> None:
        """Copy link (or Send link): the link goes to the friend to move."""
        control = self.screen.control
        if control.phase.waiting_for_friend():
            control.phase.send_link(page.Send(control.friend_message(), control.friend_link()))

    def send_final(self) -> None:
        """Send last move: the friends see how the game ended here."""
        control = self.screen.control
        control.phase.send_link(page.Send(control.friend_message(final=True),
                                          control.friend_link()))

    def news_since(self) -> int:
        """The moves the friend to move has not seen: since their last turn."""
        table = self.screen.control.table
        return len(table.played) - friends.news_from_seat(table, table.state.to_move)

    def send_words(self, final: bool = False) -> str:
        """What became of the link sent (the share sheet, or the clipboard), in a line; ""
        before it is sent."""
        touch = self.screen.app.touch
        sending = self.screen.control.phase.sending
        state = sending.state if sending is not None else None
        if state == "pending":
            return "Sharing…" if sending.sharing else "Copying…"
        if state == "shared":
            return ("Shared: they open it and see the end." if final else
                    "Shared: they open it and play.")
        if state == "cancelled":            # the sheet closed unsent
            return f"Not sent: {'tap' if touch else 'click'} Send again."
        if state == "copied":
            return "Copied: send it to them."
        if state == "refused":
            return (("Shown over the game: hold it, Copy." if touch else
                     "Shown selected over the game: Ctrl+C.") if sending.shown else
                    "The clipboard is not available: copy it by hand.")
        return ""

    def draw(self, surface) -> None:
        """The link to send while a friend is to move: under the moves (a table, a phone on
        its side), or over the foot of the board (a phone held upright)."""
        screen = self.screen
        control = screen.control
        box = screen.send_rect
        draw.panel(surface, box, fill=(8, 32, 24, 240), radius=14)
        x, y = box.x + 16, box.y + 14
        width = box.w - 32
        friend = control.seat_name(control.state.to_move)
        head, size = draw.fit(f"Send this {control.friend_noun()} to {friend}", 16, width,
                              True, smallest=14)
        draw.text(surface, head, (x, y), size, theme.TEXT, True)
        words = self.send_words()
        send_btn = screen.play_buttons.send_btn
        inside = send_btn.rect.colliderect(box)
        bottom = (send_btn.rect.y if inside else box.bottom) - (22 if words else 6)
        where = "Open a link or code" if screen.app.shape == TABLE else "Open a link"
        note = draw.wrap(f"They open it (or paste it in {where}), see the "
                         f"{draw.counted(self.news_since(), 'move')} since their last "
                         "turn, and play.", 13, width)
        link = split_long(control.friend_link(), 13, width)
        room = max(1, min(5, (bottom - (y + 26) - 8 - 17 * len(note)) // 17))
        if len(link) > room:
            link = link[:room - 1] + [draw.fit(link[room - 1] + "…", 13, width)[0]]
        y += 26
        for line in link:
            draw.text(surface, line, (x, y), 13, theme.GOLD_LIGHT)
            y += 17
        y += 8
        for line in note:
            if y + 15 > bottom:
                break
            draw.text(surface, line, (x, y), 13, theme.TEXT_MUTED)
            y += 17
        if words:
            draw.text(surface, words, (box.centerx, bottom + 11), 13, theme.TEXT, True,
                      "center")
