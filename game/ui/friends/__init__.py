"""Games with friends by link: sharing a game and opening a link."""
