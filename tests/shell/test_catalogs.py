"""The translation catalogs are complete, current and safe to format.

Every text marked in the code (`_`, `ngettext`, `pgettext`, `N_`), as Babel's own
extractor finds it with the keywords `make messages` uses, must have a
non-empty, non-fuzzy translation in every language's .po file, keeping the
same `{placeholders}`; the template and the compiled .mo files must match the
sources. When one of these fails after a code change: run `make messages`,
translate what comes in empty or fuzzy in cuzco/shell/locale/<code>/LC_MESSAGES/cuzco.po,
then `make catalogs`.
"""

from __future__ import annotations

import functools
import gettext
import re
import string
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

import cuzco
from cuzco.shell import i18n

ROOT = Path(cuzco.__file__).resolve().parent.parent
LOCALE = ROOT / "cuzco" / "shell" / "locale"
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "N_": None, "N_plural": (1, 2)}
LANGUAGES = sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES" / "cuzco.po").is_file())


@functools.cache
def extracted() -> dict[tuple[str | None, str], tuple[str, ...]]:
    """(context, msgid) -> all ids (singular, plural) of every marked text in cuzco/."""
    found = {}
    for _file, _line, message, _comments, context in extract_from_dir(
        str(ROOT / "cuzco"), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=()
    ):
        ids = (message,) if isinstance(message, str) else tuple(message)
        found[(context, ids[0])] = ids
    return found


def placeholders(text: str) -> set[str]:
    try:
        return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<unbalanced braces>"}


def problems(msgids: tuple[str, ...], translation: str | tuple[str, ...], fuzzy: bool) -> list[str]:
    """What is wrong with one catalog entry: empty, fuzzy, or placeholders dropped/renamed/added."""
    forms = (translation,) if isinstance(translation, str) else tuple(translation)
    if fuzzy:
        return ["fuzzy (a guess waiting for review)"]
    if not forms or not all(forms):
        return ["missing or empty"]
    wanted = set().union(*(placeholders(m) for m in msgids))
    out = []
    for form in forms:
        got = placeholders(form)
        if got - wanted:
            out.append(f"unknown placeholder(s) {sorted(got - wanted)} in {form!r}")
        # a singular form may leave out the count itself ("one card"), nothing else
        lost = wanted - got - ({"n"} if len(msgids) > 1 else set())
        if lost:
            out.append(f"placeholder(s) {sorted(lost)} dropped in {form!r}")
    return out


def test_there_is_a_spanish_catalog() -> None:
    assert "es" in LANGUAGES
    assert "es" in i18n.available_languages()


def test_the_makefile_extracts_with_the_same_keywords() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    line = next(ln for ln in makefile.splitlines() if ln.startswith("KEYWORDS"))
    assert re.findall(r"-k (\S+)", line) == ["_", "ngettext:1,2", "pgettext:1c,2", "N_", "N_plural:1,2"]


def test_the_template_holds_every_marked_text() -> None:
    with open(LOCALE / "messages.pot", "rb") as fh:
        template = read_po(fh)
    in_template = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
    missing = sorted(k[1] for k in set(extracted()) - in_template)
    assert not missing, f"run `make messages`: the template lacks {missing[:10]}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_marked_text_is_translated_with_its_placeholders(code: str) -> None:
    with open(LOCALE / code / "LC_MESSAGES" / "cuzco.po", "rb") as fh:
        catalog = read_po(fh, locale=code)
    report = []
    for (context, msgid), ids in sorted(extracted().items(), key=lambda kv: kv[0][1]):
        entry = catalog.get(msgid, context=context)
        if entry is None:
            report.append(f"{msgid!r}: not in the catalog (run `make messages`)")
            continue
        report += [f"{msgid!r}: {p}" for p in problems(ids, entry.string, entry.fuzzy)]
    assert not report, f"{len(report)} problem(s) in {code}:\n" + "\n".join(report[:40])


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_compiled_catalog_matches_its_source(code: str) -> None:
    folder = LOCALE / code / "LC_MESSAGES"
    with open(folder / "cuzco.po", "rb") as fh:
        source = read_po(fh, locale=code)
    with open(folder / "cuzco.mo", "rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    stale = []
    for m in source:
        if not m.id or m.fuzzy:
            continue
        if isinstance(m.id, str):
            got = compiled.pgettext(m.context, m.id) if m.context else compiled.gettext(m.id)
            if got != m.string:
                stale.append(m.id)
        elif compiled.ngettext(m.id[0], m.id[1], 1) != m.string[0]:
            stale.append(m.id[0])
    assert not stale, f"run `make catalogs`: the .mo is older than the .po for {stale[:10]}"


def test_the_check_catches_bad_translations() -> None:
    assert problems(("Pass to {name}",), "Pasa a {nombre}", False)  # renamed
    assert problems(("Pass to {name}",), "Pasa", False)  # dropped
    assert problems(("Pass to {name}",), "", False)  # empty
    assert problems(("Pass to {name}",), "Pasa a {name}", True)  # fuzzy
    assert problems(("{n} card", "{n} cards"), ("{n} carta", ""), False)  # a plural form empty
    assert not problems(("{n} card", "{n} cards"), ("una carta", "{n} cartas"), False)
    assert not problems(("Pass to {name}",), "Pasa a {name}", False)
