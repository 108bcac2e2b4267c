"""Notices for the player about their files, shown on the main menu.

    post(kind, **fields)   # e.g. post("settings", file="settings.json.bad-20261123-101500")
    take() -> list[str]    # the texts waiting, translated now; the list is emptied

Problems found before any screen is up (a settings file set aside at start) or
behind the player's back (an unreadable autosave kept aside before a new game
overwrote it) are posted here; the menu shows them when it next appears. The
texts are built when shown, so they come in the language chosen by then.
"""

from __future__ import annotations

from typing import Any

from cuzco.shell.i18n import _

_waiting: list[tuple[str, dict[str, Any]]] = []


def post(kind: str, **fields: Any) -> None:
    if (kind, fields) not in _waiting:
        _waiting.append((kind, fields))


def pending() -> bool:
    return bool(_waiting)


def take() -> list[str]:
    out = [_text(kind, fields) for kind, fields in _waiting]
    _waiting.clear()
    return out


def clear() -> None:
    _waiting.clear()


def _text(kind: str, fields: dict[str, Any]) -> str:
    if kind == "settings":
        return _("Your settings could not be read: the file was kept as {file} and the defaults are used.", **fields)
    if kind == "settings-stuck":
        return _("Your settings could not be read; the defaults are used.", **fields)
    if kind == "autosave":
        return _("The autosave could not be read: it was kept as {file}.", **fields)
    return kind
