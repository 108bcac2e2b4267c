"""The Markdown reader and the rules reference screen."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from cuzco.resources import doc_path
from cuzco.shell.markdown import Run, inline, parse
from cuzco.shell.scene import SceneStack
from cuzco.shell.scenes.rules_scene import RulesScene
from cuzco.shell.settings import Settings

SAMPLE = """# Title

A paragraph with **bold words** and *a slant*
that goes on, and `code`.

## Section two

- first item
  continued here
- second item
  - nested item
1. numbered

| piece | count |
|---|---|
| triple | 56 |
| **pond** | 19 |

---
"""


def test_inline_styles() -> None:
    assert inline("a **b** c") == [Run("a "), Run("b", "bold"), Run(" c")]
    assert inline("x *y* `z`") == [Run("x "), Run("y", "italic"), Run(" "), Run("z", "code")]
    assert inline("snake_case_words stay") == [Run("snake_case_words stay")]


def test_block_structure() -> None:
    blocks = parse(SAMPLE)
    kinds = [b.kind for b in blocks]
    assert kinds == ["heading", "para", "heading", "item", "item", "item", "item", "table", "rule"]
    assert blocks[0].level == 1 and blocks[2].text == "Section two"
    assert blocks[1].text == "A paragraph with bold words and a slant that goes on, and code."
    assert blocks[3].text == "first item continued here" and blocks[3].marker == "•"
    assert blocks[5].level == 1 and blocks[6].marker == "1."
    table = blocks[7].rows
    assert len(table) == 3 and table[2][0] == [Run("pond", "bold")]


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((1280, 800))
    pygame.quit()


def test_the_shipped_rules_render_with_contents(screen: pygame.Surface) -> None:
    assert doc_path("rules.md").is_file()
    stack = SceneStack()
    scene = RulesScene(Settings())
    stack.push(scene)
    stack.draw(screen)
    assert not scene.missing and len(scene.toc) >= 5
    assert scene.content is not None and scene.content.get_height() > 3 * screen.get_height()

    # clicking a contents entry scrolls the document to that heading
    anchor, rect = scene.toc[3]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    for event in pygame.event.get():
        stack.handle_event(event)
    assert abs(scene.view.offset - anchor.y) < 20
    assert scene.current_section() == 3
    before = scene.view.offset
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    for event in pygame.event.get():
        stack.handle_event(event)
    assert scene.view.offset > before
    stack.draw(screen)


def test_missing_rules_are_reported(screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("cuzco.shell.scenes.rules_scene.load_rules_text", lambda language=None, page=None: None)
    scene = RulesScene(Settings())
    stack = SceneStack()
    stack.push(scene)
    stack.draw(screen)
    assert scene.missing


def test_markdown_it_tokens_become_our_blocks() -> None:
    blocks = parse("3. third\n4. fourth\n\n> a *quoted* line\n\nA [link](http://x) and **bold _both_**.\n")
    assert [b.marker for b in blocks[:2]] == ["3.", "4."]  # an ordered list keeps its start
    assert blocks[2].kind == "quote" and blocks[2].runs == [Run("a "), Run("quoted", "italic"), Run(" line")]
    assert blocks[3].text == "A link and bold both."
    assert Run("bold both", "bold") in blocks[3].runs


def _shape(text: str) -> list[object]:
    """The document's skeleton: block kinds, heading numbers, list depths, table sizes."""
    out: list[object] = []
    for b in parse(text):
        if b.kind == "heading":
            out.append(("heading", b.level, b.text.split(" ")[0] if b.text[:1].isdigit() else ""))
        elif b.kind == "table":
            out.append(("table", len(b.rows), tuple(len(r) for r in b.rows)))
        elif b.kind == "para" and b.runs and b.runs[0].style == "bold" and b.runs[0].text[:1].isdigit():
            out.append(("ruling", b.runs[0].text.split(".")[0]))
        else:
            out.append((b.kind, b.level, b.marker))
    return out


def test_the_spanish_rules_follow_the_english_structure() -> None:
    english = doc_path("rules.md").read_text(encoding="utf-8")
    spanish = doc_path("rules.es.md").read_text(encoding="utf-8")
    assert _shape(spanish) == _shape(english)
    assert "Gran Puntuación Final" in spanish and "reliquias" in spanish


def test_the_reader_opens_the_rules_of_the_current_language(screen: pygame.Surface) -> None:
    from cuzco.shell import i18n
    from cuzco.shell.scenes.rules_scene import rules_page

    assert rules_page("es") == "rules.es.md" and rules_page("en") == "rules.md" and rules_page("fr") == "rules.md"
    i18n.set_language("es")
    try:
        scene = RulesScene(Settings(language="es"))
        SceneStack().push(scene)
        scene.draw(screen)
        assert scene.blocks[0].text == "Cuzco: reglamento de consulta"
        assert any(anchor.title.startswith("10. Decisiones") for anchor, _rect in scene.toc)
    finally:
        i18n.set_language("en")


def test_the_spanish_incan_gold_rules_follow_the_english_structure() -> None:
    english = doc_path("incan-gold.md").read_text(encoding="utf-8")
    spanish = doc_path("incan-gold.es.md").read_text(encoding="utf-8")
    assert _shape(spanish) == _shape(english)
    # the same rulings, each listed again at the end, and each tested (named on the developers' page)
    assert spanish.count("**Decisión") == english.count("**Ruling")
    listed = [b for b in parse(english.split("## Rulings of this edition")[1]) if b.kind == "item"]
    notes = doc_path("incan-gold-notes.md").read_text(encoding="utf-8")
    table = [b for b in parse(notes) if b.kind == "table"][0]
    assert len(listed) == len(table.rows) - 1 >= 10


@pytest.mark.parametrize("page", ["rules.md", "rules.es.md", "incan-gold.md", "incan-gold.es.md", "feld-cuzco.md",
                                  "feld-cuzco.es.md"])
def test_a_players_rules_page_holds_no_developer_notes(page: str) -> None:
    """No test names, file paths, command lines or code: those live on the developers' pages."""
    text = doc_path(page).read_text(encoding="utf-8")
    assert "`" not in text
    for developer_word in (r"\btest_\w+", r"\btests/", r"\bdocs/", r"\.py\b", r"\.json\b",
                           r"\bcuzco (selfplay|replay|view)", r"\bmake (test|play|messages|catalogs)\b", r"--\w+"):
        assert not re.search(developer_word, text), (page, developer_word)
    assert "beside **New game**" not in text and "tras **Nueva partida**" not in text
