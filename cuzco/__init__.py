"""Cuzco: a desktop digital edition of the tile-stacking board game."""

__version__ = "0.1.0"
