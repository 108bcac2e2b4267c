"""The Markdown reader and the rules reference screen."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.resources import doc_path
from cuzco.ui.markdown import Run, inline, parse
from cuzco.ui.scene import SceneStack
from cuzco.ui.scenes.rules_scene import RulesScene
from cuzco.ui.settings import Settings

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
    monkeypatch.setattr("cuzco.ui.scenes.rules_scene.load_rules_text", lambda language=None: None)
    scene = RulesScene(Settings())
    stack = SceneStack()
    stack.push(scene)
    stack.draw(screen)
    assert scene.missing
