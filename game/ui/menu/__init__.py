"""The way in: the menu, setup, settings, finished games and the rules pages."""
