"""Writing a file so that a crash or a power cut leaves the old file or the new one, never half of one.

    write_atomic(path, text)                 # a temporary `.<name>.*.tmp` beside it, on the disk, then renamed
    write_json_atomic(path, data, indent=1)  # a JSON document so (indent=None: compact, one line)

Every game's save writer (`rules/record.py`) and the settings go through here. The
temporary file is flushed to the disk (`fsync`) before the rename, so the rename
never puts an empty or half-written file in the old one's place. A write that fails
removes its temporary file and raises (OSError): the old file is untouched. A crash
between the two leaves the temporary file behind; the app sweeps old ones at start
(`cuzco.shell.files.remove_stale_temp_files`). No game, screen or pygame is
imported: the rules packages may use it.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path


def write_atomic(path: Path | str, text: str) -> None:
    """Write `text` (UTF-8) to a temporary file beside `path`, flush it to the disk, then rename it over `path`."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())  # on the disk before it replaces the old file: a power cut keeps one whole
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json_atomic(path: Path | str, data: object, indent: int | None = 1) -> None:
    """`data` as JSON, written atomically; `indent=None` writes it compact, on one line."""
    text = json.dumps(data, indent=indent) if indent is not None else json.dumps(data, separators=(",", ":"))
    write_atomic(path, text)
