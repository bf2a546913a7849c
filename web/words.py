"""The words of the page around the game (web/index.tmpl) and of the installed app's manifest,
by key, marked for the catalogs (docs/i18n.md; tools/catalogs.py extracts this file).

web/build.py looks each one up in every language's compiled catalog and embeds them in the
built page as one JSON object; the page's script puts the chosen language's words in place of
the English ones the HTML holds.  A text with `{name}` has the page fill in `name`.  Nothing
here imports pygame or the game: the build reads it as it is."""

from __future__ import annotations


def N_(message: str) -> str:
    """Marks a text for the catalogs (as game.core.i18n.N_): looked up by the build."""
    return message


WORDS = {
    # the installed app's name (the web manifest's "name") and the page's title
    "name": N_("Game Table"),
    # Translators: the installed app's name under its icon on a phone's home screen: keep it
    # short (12 letters or so)
    "short_name": N_("Game Table"),
    # Translators: the page's description (search results, the installed app's details)
    "description": N_("Four board and card games in the browser: Collapsi, Collecto, "
                      "Coloretto and Spectrangle. Play the computer, pass one device around, "
                      "or send a friend a link."),
    # the loading screen: the first word, then the runtime's own steps and the site script's
    # Translators: on the loading screen, while the game's files arrive
    "loading": N_("Loading"),
    "downloading": N_("Downloading data..."),
    "running": N_("Running..."),
    "please_wait": N_("Please wait..."),
    "unpacking": N_("Unpacking the game"),
    "tap_to_start": N_("Tap to start"),
    "click_to_start": N_("Click or press a key to start"),
    # Translators: on the loading screen, just before the game shows
    "starting": N_("Starting"),
    # Translators: on the loading screen; {package} is a software package's name (pygame-ce)
    "installing": N_("Installing {package}"),
    # without JavaScript (the page shows it in English: it cannot choose a language)
    "no_script": N_("This game needs JavaScript. Turn it on for this site, or open the page in "
                    "a browser that has it, then reload."),
    # the box when the game cannot start, with its details
    "failure_title": N_("The game could not start"),
    "failure_words": N_("Check the connection and try again. If it happens again, these "
                        "details help us fix it:"),
    # Translators: a button that loads the page again
    "retry": N_("Try again"),
    # Translators: {seconds} is always 20 or more; {address} is a web address
    "loader_late": N_("The game's loader did not arrive within {seconds} seconds (from "
                      "{address}): the connection is very slow, or the address is blocked."),
    # Translators: {seconds} is always 20 or more
    "quiet": N_("The game stopped loading: nothing came for {seconds} seconds. The connection "
                "may have dropped."),
    # Translators: {seconds} is always 20 or more; {step} is the last words the loading
    # screen showed
    "quiet_step": N_("The game stopped loading: nothing came for {seconds} seconds (the last "
                     "step: \"{step}\"). The connection may have dropped."),
    # Translators: {address} is a web address
    "not_loaded": N_("Could not load {address}: the connection is off, or the address is "
                     "blocked."),
    "script_failed": N_("A script of the runtime failed (the browser's console has the "
                        "details)."),
    # Translators: {what} is the error's own words, in English
    "runtime_failed": N_("The Python runtime could not start: {what}"),
    # the box with a link to copy by hand, when the browser will not let the game copy it
    "copy_title": N_("Copy it by hand"),
    "copy_words": N_("The browser did not let the game use the clipboard."),
    "copy_desk": N_("The text is selected: press Ctrl+C (⌘C on a Mac), then Done."),
    "copy_touch": N_("Hold a finger on the text and choose Copy, then Done."),
    # Translators: a button that closes the box
    "done": N_("Done"),
    # Translators: read aloud by a screen reader: the box holding the text to copy
    "copy_text": N_("The text to copy"),
    # Translators: read aloud by a screen reader: the box where a link or a game's code is typed
    "link_field": N_("Link or game code"),
}
