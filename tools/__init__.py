"""Developer tools, not shipped (pygbag.ini leaves this folder out of the web build): the
scripted driver of the app (tests, screenshots), the screenshot tool and the sound synthesiser."""
