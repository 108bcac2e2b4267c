"""`cuzco replay FILE [--json]`: load a saved game, replaying and checking every action, and show where it
ended. The file says which game it is (`registry.game_id_of_file`); that game's `replay` hook does the rest.

The file is only read. A file that cannot be loaded gives exit code 2 and one
line on stderr saying why, never a traceback.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from cuzco.shell import registry


def main(args: argparse.Namespace) -> int:
    path = Path(args.file)
    return registry.cli(registry.game_id_of_file(path)).replay(path, args.json)
