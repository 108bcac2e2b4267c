"""The harness of the crash-resume tests: a child process plays a game and prints how many moves it
has made (each printed only after its autosave); it is killed with SIGKILL once it has made enough."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]


def kill_after(child_code: str, home: Path, moves: int) -> int:
    """Run `child_code` with CUZCO_HOME=`home`, SIGKILL it once it reports `moves` moves, and return the
    last count it printed before it died (it may have gone on playing while this process read)."""
    env = dict(os.environ, CUZCO_HOME=str(home), PYTHONPATH=str(REPO_ROOT))
    child = subprocess.Popen([sys.executable, "-c", child_code], stdout=subprocess.PIPE, text=True, env=env)
    assert child.stdout is not None
    reported = 0
    deadline = time.monotonic() + 120
    while reported < moves and time.monotonic() < deadline:
        line = child.stdout.readline()
        if not line:
            break
        reported = int(line)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    for line in child.stdout.read().split():
        reported = int(line)
    return reported
