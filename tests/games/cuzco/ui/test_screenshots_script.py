"""build_scripts/screenshots.py makes the README's pictures from the real scenes, headless."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[4]
SCRIPT = ROOT / "build_scripts" / "screenshots.py"


def run_script(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300, cwd=ROOT
    )


def test_the_script_draws_the_chosen_shots_at_1600_by_900(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    done = run_script("results", "handoff", "--out", str(out))
    assert done.returncode == 0, done.stderr
    made = sorted(p.name for p in out.iterdir())
    assert made == ["handoff.png", "results.png"]
    for name in made:
        image = pygame.image.load(str(out / name))
        assert image.get_size() == (1600, 900)
        assert (out / name).stat().st_size < 1_000_000


def test_the_readme_shows_pictures_that_the_script_makes() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")


    shown = re.findall(r"docs/screenshots/([a-z_]+)\.png", readme)
    assert {"late_board", "early_board", "festival", "results"} <= set(shown)
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        import screenshots
    finally:
        sys.path.remove(str(SCRIPT.parent))
    assert set(shown) <= set(screenshots.SHOTS)
    assert all((ROOT / "docs" / "screenshots" / f"{name}.png").is_file() for name in shown)


def test_an_unknown_shot_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    done = run_script("nonsense", "--out", str(out))
    assert done.returncode == 2 and "unknown shot" in done.stderr
    assert not out.exists()
