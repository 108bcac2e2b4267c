"""Reading a JSON file that may hold anything, with limits, so garbage is refused in one line.

    read_capped(path, max_bytes) -> bytes       # FileTooBig beyond max_bytes, read or not
    parse_limited(raw, max_depth=...) -> object # JsonRefused with a one-line reason

Python's `json` module is not safe on hostile input by itself: nesting a few
thousand levels deep raises RecursionError, an integer of more than 4300 digits
raises a bare ValueError (the interpreter's int conversion limit), a huge file
is read whole into memory, and whatever is accepted may later be too deep to
write back. Here the file size is capped before reading (by its size on disk,
and again by what is actually read), the nesting depth is measured before
parsing, and numbers longer than `MAX_NUMBER_CHARS` characters, NaN and
Infinity are refused while parsing. Every refusal is a `JsonRefused` (a
ValueError) whose message is one short line.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from itertools import accumulate
from pathlib import Path

from cuzco.text import N_, Message

MAX_NUMBER_CHARS = 40  # no file of ours holds a number anywhere near this long
DEFAULT_MAX_DEPTH = 20

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)  # unrolled: no catastrophic backtracking
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


class JsonRefused(ValueError):
    """JSON text this program will not parse; the message says why in one line."""


class FileTooBig(JsonRefused):
    def __init__(self, size: int | None, limit: int) -> None:
        shown = (_megabytes(size) if size is not None
                 else Message(N_("more than {size}"), {"size": _megabytes(limit)}))
        super().__init__(Message(N_("the file is too big ({size}; at most {limit} is read)"),
                                 {"size": shown, "limit": _megabytes(limit)}))
        self.size = size
        self.limit = limit


def _megabytes(n: int) -> str:
    if n < 1024 * 1024:
        return f"{max(1, round(n / 1024))} KB"
    return f"{n / (1024 * 1024):.1f} MB".replace(".0 MB", " MB")


def file_size(path: Path | str) -> int | None:
    """The size of a regular file on disk (without reading it), or None for anything else."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def read_capped(path: Path | str, max_bytes: int) -> bytes:
    """The file's bytes, refused with FileTooBig when there are more than `max_bytes`.

    The size on disk is checked first, so a huge file (even a sparse one) is never read; the read
    itself stops after `max_bytes + 1` bytes, for files that grow or do not report a size.
    OSError (missing, unreadable, a folder) passes through for the caller to word.
    """
    with open(path, "rb") as f:
        info = os.fstat(f.fileno())
        if stat.S_ISREG(info.st_mode) and info.st_size > max_bytes:
            raise FileTooBig(info.st_size, max_bytes)
        raw = f.read(max_bytes + 1)
    if len(raw) > max_bytes:
        raise FileTooBig(None, max_bytes)
    return raw


def nesting_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (brackets inside strings do not count)."""
    skeleton = _STRING.sub("", text).encode("utf-8", "surrogatepass")
    brackets = skeleton.translate(None, _NOT_BRACKETS)
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonRefused(Message(N_("it holds a number {n} characters long"), {"n": len(text)}))
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonRefused(Message(N_("it holds a number {n} characters long"), {"n": len(text)}))
    return float(text)


def _refuse_constant(name: str) -> float:
    raise JsonRefused(Message(N_("it holds {name}, which is not a number in standard JSON"), {"name": name}))


def parse_limited(raw: bytes | str, max_depth: int = DEFAULT_MAX_DEPTH) -> object:
    """Parse JSON text (UTF-8 bytes, a byte-order mark allowed) within the limits above."""
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise JsonRefused(Message(N_("it is not UTF-8 text (bad byte at position {at})"),
                                      {"at": exc.start})) from None
    else:
        text = raw
    depth = nesting_depth(text)
    if depth > max_depth:
        raise JsonRefused(Message(N_("it nests {depth} levels deep (at most {limit})"),
                                  {"depth": depth, "limit": max_depth}))
    try:
        return json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_refuse_constant
        )
    except JsonRefused:
        raise
    except json.JSONDecodeError as exc:
        raise JsonRefused(Message(N_("it is not valid JSON (line {line}, column {column})"),
                                  {"line": exc.lineno, "column": exc.colno})) from None
    except RecursionError:  # the depth check above should make this impossible; belt and braces
        raise JsonRefused(Message(N_("it nests too deeply"))) from None
    except ValueError as exc:  # e.g. a float literal Python cannot convert
        raise JsonRefused(Message(N_("it is not valid JSON ({detail})"), {"detail": short(str(exc))})) from None


def short(text: str, limit: int = 60) -> str:
    """A piece of untrusted text made safe to show on one line: printable and at most `limit` long."""
    cleaned = "".join(ch if ch.isprintable() else "?" for ch in text[: limit + 1])
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1] + "\u2026"


_FILE_PROBLEMS = {
    errno.ENOENT: N_("the file does not exist"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EISDIR: N_("it is a folder, not a file"),
    errno.ENOTDIR: N_("part of its path is not a folder"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("the disk or folder is read-only"),
    errno.EIO: N_("the disk could not be read or written (input/output error)"),
    errno.ENAMETOOLONG: N_("its name is too long"),
    errno.ELOOP: N_("its path has too many symbolic links"),
    errno.EMFILE: N_("too many files are open"),
    errno.ENFILE: N_("too many files are open"),
    errno.EBUSY: N_("the file is in use"),
}
if hasattr(errno, "EDQUOT"):
    _FILE_PROBLEMS[errno.EDQUOT] = N_("the disk quota is used up")


def file_problem(exc: OSError) -> Message:
    """What went wrong with a file, as a translatable phrase of our own (not the system's English text)."""
    code = exc.errno
    if code in _FILE_PROBLEMS:
        return Message(_FILE_PROBLEMS[code])
    if code:
        return Message(N_("the system refused it (error {code})"), {"code": errno.errorcode.get(code, code)})
    return Message(N_("the system refused it ({detail})"), {"detail": short(str(exc) or type(exc).__name__)})
