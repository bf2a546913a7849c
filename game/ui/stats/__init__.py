"""Your statistics and rating."""
