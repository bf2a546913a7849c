"""Search that works for every game: agents as resumable generators, levels, arena."""
