"""Translation: one function `_()`, gettext style, English first.

    from cuzco.ui.i18n import _
    _("Pass to {name}", name="Ana")

The English text is the key. Catalogs are data: `cuzco/ui/locale/<code>.json`
maps English text to the translation; a missing entry falls back to English.
Adding a language is adding a JSON file; `python -m cuzco.ui.i18n es` prints
a catalog skeleton with every text the UI passes to `_()` (keeping the
translations an existing `es.json` already has), ready to be filled in.
"""

from __future__ import annotations

import ast
import json
import logging
import sys
from importlib import resources
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

_language = "en"
_catalog: dict[str, str] = {}


def available_languages() -> list[str]:
    """Language codes with a catalog (English always, it needs none)."""
    codes = {"en"}
    try:
        for entry in resources.files("cuzco.ui.locale").iterdir():
            if entry.name.endswith(".json"):
                codes.add(entry.name[: -len(".json")])
    except (ModuleNotFoundError, FileNotFoundError):
        pass
    return sorted(codes)


def _load_catalog(code: str, folder: Path | None = None) -> dict[str, str]:
    try:
        if folder is not None:
            raw = (folder / f"{code}.json").read_text(encoding="utf-8")
        else:
            raw = resources.files("cuzco.ui.locale").joinpath(f"{code}.json").read_text(encoding="utf-8")
        data = json.loads(raw)
    except (FileNotFoundError, ModuleNotFoundError, json.JSONDecodeError, OSError) as exc:
        log.warning("no usable catalog for language %r (%s); using English", code, exc)
        return {}
    if not isinstance(data, dict):
        log.warning("catalog %r is not a JSON object; using English", code)
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str) and v}


def set_language(code: str, folder: Path | None = None) -> None:
    """Switch the language; unknown codes fall back to English text.
    `folder` reads the catalog from a plain folder instead of the package (tests, translators)."""
    global _language, _catalog
    _language = code
    _catalog = {} if code == "en" else _load_catalog(code, folder)


def language() -> str:
    return _language


def _(text: str, **kw: Any) -> str:
    """Translate `text`, then fill `{name}` fields from `kw`."""
    out = _catalog.get(text, text)
    if kw:
        try:
            return out.format(**kw)
        except (KeyError, IndexError, ValueError):
            # a broken translation must never crash the game: use the English text
            return text.format(**kw)
    return out


def ui_texts(root: Path | None = None) -> list[str]:
    """Every literal text passed to `_()` (or marked with `N_()`) in the UI sources, sorted."""
    root = root or Path(__file__).resolve().parent
    found: set[str] = set()
    for path in sorted(root.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_", "N_")  # N_ marks a text translated later (data tables)
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value)
    return sorted(found)


def catalog_skeleton(code: str) -> dict[str, str]:
    """All UI texts mapped to their existing translation in `code`, or to "" when missing."""
    known = _load_catalog(code) if code != "en" else {}
    return {text: known.get(text, "") for text in ui_texts()}


if __name__ == "__main__":
    json.dump(
        catalog_skeleton(sys.argv[1] if len(sys.argv) > 1 else "es"), sys.stdout, ensure_ascii=False, indent=1
    )
    sys.stdout.write("\n")
