import sys

from game.cli import main

# Text the terminal's encoding cannot write (a name in another script on an ASCII terminal)
# is printed as its escape rather than stopping the command (game.cli.shown escapes the rest).
for stream in (sys.stdout, sys.stderr):
    if hasattr(stream, "reconfigure"):
        stream.reconfigure(errors="backslashreplace")
sys.exit(main())
