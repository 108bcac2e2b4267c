"""Cuzco, the tile-stacking game: its registration with the shell is in `game`."""
