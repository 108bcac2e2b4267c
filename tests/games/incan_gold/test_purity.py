"""The Incan Gold rules are pure: no pygame, no UI, no other game; only the standard library and the
app-wide modules `cuzco.json_limits` (hostile-JSON limits) and `cuzco.text` (the N_ marker and Message,
for reasons the UI translates), themselves standard library only."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SHARED = ("cuzco.atomic_files", "cuzco.json_limits", "cuzco.text")  # the save writer, JSON limits, messages
RULES = Path(__file__).resolve().parents[3] / "cuzco" / "games" / "incan_gold" / "rules"


def test_rules_import_no_pygame_nor_any_other_part_of_the_app() -> None:
    script = "import cuzco.games.incan_gold.rules, sys; print(' '.join(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", script], cwd=RULES.parents[4], capture_output=True, text=True,
                          timeout=120, check=True)
    loaded = set(done.stdout.split())
    assert "cuzco.games.incan_gold.rules.record" in loaded
    assert not any(m == "pygame" or m.startswith("pygame.") for m in loaded)
    ours = {m for m in loaded if m.startswith("cuzco.")}
    allowed = ("cuzco.games", "cuzco.games.incan_gold", *SHARED)
    assert all(m.startswith("cuzco.games.incan_gold.rules") or m in allowed for m in ours), ours


def test_rules_source_imports_only_the_standard_library_and_itself() -> None:
    for path in RULES.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in sys.stdlib_module_names or name in SHARED, f"{path.name} imports {name}"
