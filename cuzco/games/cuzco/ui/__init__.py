"""Cuzco on screen: the game scene, board renderer, HUD, festivals, results, viewer, tutorial."""
