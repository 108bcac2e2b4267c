"""The games the app can play, one package each: `cuzco.games.<game>.{rules,bots,ui}`.

Each game's `rules` package is pure Python (no pygame) and imports nothing from
another game. Incan Gold lives in `incan_gold`; the Cuzco game itself still
lives in `cuzco.games.cuzco.rules`, `cuzco.games.cuzco.bots` and `cuzco.shell` until the shell is split out.
"""
