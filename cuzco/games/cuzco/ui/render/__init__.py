"""Drawing the board: terrain textures, scenery, pieces, the cached board layer and overlays."""
