"""Translation for the UI: gettext catalogs, English text as the message id.

    from cuzco.shell.i18n import _, ngettext, translate
    _("Pass to {name}", name="Ana")
    ngettext("{n} tile", "{n} tiles", count)          # `n` is filled in for you
    translate(message)                               # a cuzco.text.Message from the rules

Catalogs are standard gettext files under `cuzco/shell/locale/`: the template
`messages.pot`, and per language `<code>/LC_MESSAGES/cuzco.po` (what translators
edit, with Poedit, Weblate or a text editor) beside its compiled `cuzco.mo`
(what the game reads, with the standard `gettext` module). `make messages`
extracts every marked text (`_`, `ngettext`, `N_`), updates each `.po` and
compiles the `.mo` files; see the README. English needs no catalog.

Formatting: `{name}` fields are filled after translation, so a translation may
move them but must keep their names (tests/shell/test_catalogs.py checks). A
translation that still fails to format falls back to the English text: a bad
catalog never crashes the game.
"""

from __future__ import annotations

import gettext
import locale
import logging
import os
import time
from importlib import resources
from pathlib import Path
from typing import Any

from cuzco.text import N_, Message

log = logging.getLogger(__name__)

DOMAIN = "cuzco"
SUPPORTED = ("en", "es")  # languages the game ships; the system language is used when it is one of them

_language = "en"
_catalog: gettext.NullTranslations = gettext.NullTranslations()


def _mo_resource(code: str) -> Any:
    return resources.files("cuzco.shell.locale").joinpath(code, "LC_MESSAGES", f"{DOMAIN}.mo")


def available_languages() -> list[str]:
    """Language codes with a compiled catalog (English always, it needs none)."""
    codes = {"en"}
    try:
        for entry in resources.files("cuzco.shell.locale").iterdir():
            if entry.is_dir() and entry.joinpath("LC_MESSAGES", f"{DOMAIN}.mo").is_file():
                codes.add(entry.name)
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return sorted(codes)


def system_language(environ: dict[str, str] | None = None) -> str:
    """The desktop's language when the game speaks it, else English.

    Reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG (in that order, as gettext does)
    and then the locale module (Windows and macOS have no such variables); values
    like `es_ES.UTF-8`, `es-MX`, `es:en` or `Spanish_Spain` count."""
    env = os.environ if environ is None else environ
    candidates = [env.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        try:
            candidates.append(locale.getlocale()[0] or "")
        except (ValueError, TypeError):
            pass
    for value in candidates:
        code = _language_code(value)
        if code:
            return code
    return "en"


_WINDOWS_NAMES = {"spanish": "es", "english": "en"}  # Windows locale names, e.g. Spanish_Spain.1252


def _language_code(value: str) -> str | None:
    """The game's language for one locale value; None when the value says nothing (empty, C, POSIX)."""
    value = (value or "").split(":")[0].strip().lower()
    if not value or value in ("c", "posix") or value.startswith("c."):
        return None
    for code in SUPPORTED:
        if value == code or value[:3] in (f"{code}_", f"{code}-", f"{code}."):
            return code
    for name, code in _WINDOWS_NAMES.items():
        if value.startswith(name):
            return code
    return "en"  # a language the game does not speak


def _load_catalog(code: str, folder: Path | None = None) -> gettext.NullTranslations:
    try:
        if folder is not None:
            data = (folder / code / "LC_MESSAGES" / f"{DOMAIN}.mo").read_bytes()
        else:
            data = _mo_resource(code).read_bytes()
        import io

        return gettext.GNUTranslations(io.BytesIO(data))
    except (FileNotFoundError, ModuleNotFoundError, OSError, ValueError) as exc:
        log.warning("no usable catalog for language %r (%s); using English", code, exc)
        return gettext.NullTranslations()


def set_language(code: str, folder: Path | None = None) -> None:
    """Switch the language; unknown codes fall back to English text.
    `folder` reads the catalogs from a plain folder instead of the package (tests, translators)."""
    global _language, _catalog
    _language = code
    _catalog = gettext.NullTranslations() if code == "en" else _load_catalog(code, folder)
    if isinstance(_catalog, gettext.GNUTranslations):
        log.info("language %s: catalog loaded", code)


def language() -> str:
    return _language


def _fill(out: str, english: str, kw: dict[str, Any]) -> str:
    if not kw:
        return out
    try:
        return out.format(**kw)
    except (KeyError, IndexError, ValueError):
        log.warning("translation of %r does not format; using English", english)
        try:
            return english.format(**kw)
        except (KeyError, IndexError, ValueError):
            return english


def _(text: str, **kw: Any) -> str:
    """Translate `text`, then fill `{name}` fields from `kw` (a Message from the rules goes to `translate`)."""
    if isinstance(text, Message) and not kw:
        return translate(text)
    return _fill(_catalog.gettext(text) if text else text, text, kw)


def ngettext(singular: str, plural: str, count: int, /, **kw: Any) -> str:
    """The singular or plural form for `count`, translated, with `{n}` (the count) and `kw` filled in."""
    kw.setdefault("n", count)
    return _fill(_catalog.ngettext(singular, plural, count), singular if count == 1 else plural, kw)


def pgettext(context: str, text: str, **kw: Any) -> str:
    """Translate a short text whose meaning depends on `context` (e.g. a one-letter abbreviation)."""
    return _fill(_catalog.pgettext(context, text), text, kw)


def translate(message: Message | str | BaseException) -> str:
    """A message from the rules (cuzco.text.Message: id plus parameters) in the current language.

    Parameters that are themselves Messages are translated first. A plain string
    is translated as a message id with no parameters; an exception (such as the
    rules' IllegalAction) by its first argument, the reason."""
    if isinstance(message, BaseException):
        reason = message.args[0] if message.args else ""
        message = reason if isinstance(reason, str) else str(message)
    if not isinstance(message, Message):
        return _(message)
    params = {k: translate(v) if isinstance(v, Message) else v for k, v in message.params.items()}
    if message.plural is not None:
        count = params.get(message.count, 1)
        n = count if isinstance(count, int) else 1
        return ngettext(message.msgid, message.plural, n, **params)
    return _(message.msgid, **params)


_MONTHS = (
    N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
    N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"),
)


def short_date(when: time.struct_time, year: bool = False) -> str:
    """A day and time such as "14 Mar 20:30" ("14 mar 20:30" in Spanish), without the C library's
    locale: the month names come from the catalog."""
    month = _(_MONTHS[when.tm_mon - 1])
    day = f"{when.tm_mday} {month}" + (f" {when.tm_year}" if year else "")
    return f"{day} {when.tm_hour:02d}:{when.tm_min:02d}"


def sentences(*parts: str) -> str:
    """Parts said one after the other as sentences: each ends with a full stop unless it ends with its own
    mark, so a refusal and what to do next never run together ("…two a turn. Click End turn.")."""
    said = [p.strip() for p in parts if p and p.strip()]
    return " ".join(p if p[-1] in ".!?:…)»\"”" else p + "." for p in said)
