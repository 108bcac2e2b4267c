"""Cuzco's own screens beside the board: festivals, the new-game form, results, turn summaries."""
