"""Feld's Cuzco at the table: its new-game form, its table scene and what they draw, on the shell.

Layers: the registry entry (game.py) opens these screens; they use the computer players (bots/)
and the rules (rules/), never the other way round."""
