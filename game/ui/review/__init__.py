"""Looking back at a game: the replay viewer, the review, retrying mistakes."""
