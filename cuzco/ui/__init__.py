"""The pygame client: scenes, board renderer, HUD, widgets, text and sound."""
