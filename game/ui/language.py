"""The language the app speaks (docs/i18n.md): the one chosen in Settings, else the browser's
(`navigator.languages`) or the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads
them).  In the browser a catalog other than English is a file of its own, fetched by the page
(web/index.tmpl) and handed over once it has come; until then the app speaks what it spoke."""

from __future__ import annotations

from game.core import i18n
from game.core.i18n import _

from game.ui import page

AUTOMATIC = ""      # the setting's value when the browser or the system decides


def automatic() -> str:
    """The language the browser or the system asks for, if the app offers it; else English."""
    if page.BROWSER:
        return i18n.pick(page.languages())
    return i18n.pick(i18n.system_languages())


class Language:
    """Puts the chosen language in use, and waits for its catalog where the page fetches it.
    `app.language_changed()` lays the screen out again in the new words."""

    def __init__(self, app):
        self.app = app
        self.waiting: str | None = None      # a language whose catalog is on its way
        self.failed: str | None = None       # the last one that could not be had

    def wanted(self) -> str:
        return self.app.settings.language or automatic()

    def apply(self) -> None:
        """Speak the wanted language now if its catalog is at hand, else once it comes."""
        wanted = self.wanted()
        self.waiting = None
        if wanted == i18n.code():
            return
        page.use_language(wanted)
        if i18n.available(wanted) and i18n.use(wanted):
            self.app.language_changed()
        elif page.BROWSER:
            self.waiting = wanted
            self.poll()
        else:
            self.failed = wanted

    def poll(self) -> None:
        """Each frame while a catalog is on its way: take it once the page has it."""
        if self.waiting is None:
            return
        answer = page.catalog(self.waiting)
        if answer is None:
            return
        language, self.waiting = self.waiting, None
        if answer and i18n.use(language, answer):
            self.failed = None
            self.app.language_changed()
        else:
            self.failed = language
            # Translators: {language} and {current} are languages by their own names
            self.app.tell(_("The words in {language} could not be loaded (the connection "
                                "may be off): the game goes on in {current}.").format(
                language=i18n.LANGUAGES[language], current=i18n.LANGUAGES[i18n.code()]))

