"""What every game shares: the loop and scene stack, the menu, settings, saves, the hand-off curtain,
the rules reader, widgets, text and sound. It reaches a game only through `registry`."""
