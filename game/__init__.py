# The app's version, written here only (CHANGELOG.md says how it moves): pyproject.toml reads
# it, the Settings screen shows it at its foot and `python -m game --version` prints it.
__version__ = "0.13.0"
