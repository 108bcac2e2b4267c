"""Without a sound card the game starts quietly: no audio-driver errors on the terminal,
one line in the log saying there will be no sound."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_no_sound_device_means_one_log_line_and_a_quiet_terminal(tmp_path: Path) -> None:
    env = dict(os.environ)
    # ALSA with no card behind it is what prints eight lines per attempt on a machine without sound;
    # a driver that does not exist at all is the same case on machines where ALSA does find a card
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="alsa,nosuchdriver", AUDIODEV="nosuchdevice")
    env.update(ALSA_CARD="nosuchcard")
    result = subprocess.run(
        [sys.executable, "-m", "cuzco", "--demo", "--frames", "5", "--data-dir", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "ALSA" not in result.stderr and "audio" not in result.stderr.lower(), result.stderr
    log = (tmp_path / "cuzco.log").read_text(encoding="utf-8")
    sound_lines = [line for line in log.splitlines() if "cuzco.shell.sound" in line]
    assert len(sound_lines) <= 1, sound_lines
