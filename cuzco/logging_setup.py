"""Logging to a file in the data directory, safe in windowed frozen builds.

A windowed PyInstaller build (Windows, macOS) starts with `sys.stdout` and
`sys.stderr` set to None. `print()` tolerates that, but `sys.stderr.write`, a
default `logging.StreamHandler` and some libraries do not, so `guard_std_streams`
swaps in a sink before anything else runs. The log file is then the only
record of what happened, which is why uncaught exceptions are sent there too.

The log keeps its history: each run starts a new `cuzco.log` and the runs
before it move on to `cuzco.log.1` ... `cuzco.log.4` (the standard library's
RotatingFileHandler), so the lines of the run that went wrong are still there
when a player looks after starting again. A run's file holds at most
LOG_MAX_BYTES; a run that writes more rolls over too.
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import sys
from pathlib import Path
from types import TracebackType

from cuzco import paths

LOG_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
LOG_RUNS = 5  # this run's log and the four before it
LOG_MAX_BYTES = 1_000_000

log = logging.getLogger("cuzco")
_started: set[Path] = set()  # the log files this process started a run in (set up twice: one run)


def guard_std_streams() -> None:
    """Replace a missing stdout/stderr with a writer that drops everything."""
    if sys.stdout is None:
        sys.stdout = _null_writer()
    if sys.stderr is None:
        sys.stderr = _null_writer()


def setup_logging(level: int = logging.INFO, console: bool = False) -> Path | None:
    """Send the `cuzco` loggers to the log file (and stderr if `console`).

    Returns the log file's path, or None if it could not be opened; a game that
    cannot write its log should still start.
    """
    guard_std_streams()
    log.setLevel(level)
    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()
    log.propagate = False

    log_file: Path | None = None
    try:
        log_file = paths.log_path()
        # A small rotating file per run: players will attach it to bug reports.
        file_handler = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=LOG_MAX_BYTES, backupCount=LOG_RUNS - 1, encoding="utf-8"
        )
        if log_file not in _started and log_file.stat().st_size > 0:
            file_handler.doRollover()  # the runs before this one move on, the oldest goes
        _started.add(log_file)
    except OSError as exc:
        log_file = None
        console = True
        sys.stderr.write(f"cuzco: cannot write the log file ({exc}); logging to the console\n")
    else:
        file_handler.setFormatter(logging.Formatter(LOG_FORMAT))
        log.addHandler(file_handler)

    if console:
        stream_handler = logging.StreamHandler(sys.stderr)
        stream_handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        log.addHandler(stream_handler)

    sys.excepthook = _log_uncaught
    return log_file


def _log_uncaught(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None
) -> None:
    if not issubclass(kind, KeyboardInterrupt):
        log.critical("uncaught exception", exc_info=(kind, value, tb))
    # The default hook writes to sys.stderr, which guard_std_streams made safe.
    sys.__excepthook__(kind, value, tb)


def _null_writer() -> io.TextIOWrapper:
    # Left open on purpose: it stands in for stdout/stderr until the process ends.
    return open(os.devnull, "w", encoding="utf-8")
