"""The game screen: the play controller, its screen, its layout and modes."""
