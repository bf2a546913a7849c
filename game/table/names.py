"""The name of the person at this device (issue 50): asked once, the first time they sit at a
game with a person's seat or open a friend's game, remembered in the store (key "name") and
changed in Settings.  Their seat is named by it in the games they set up here and in the
friend games they take a seat in, and their links carry it (docs/friends.md, "Names")."""

from __future__ import annotations

from .seats import clean_name

KEY = "name"


def _valid(value) -> bool:
    return isinstance(value, dict)


def load(store) -> str:
    """The person's name ("" when they have none: "Player N" names their seat)."""
    return clean_name(store.load(KEY, {}, valid=_valid).get("name", ""))


def asked(store) -> bool:
    """Whether the person was asked for their name already (they may have given none)."""
    return store.load(KEY, {}, valid=_valid).get("asked") is True


def save(store, name: str) -> str:
    """Remember `name` (cleaned; "" for none) and that it was asked; the name kept."""
    name = clean_name(name)
    store.save(KEY, {"name": name, "asked": True})
    return name
