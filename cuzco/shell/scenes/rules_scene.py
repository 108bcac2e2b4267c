"""RulesScene: a game's rules reference (docs/<page>.md, or docs/<page>.<lang>.md in another language), scrollable.

    RulesScene(settings, page="rules.md")   # each game names its page in the registry

The contents column lists the document's sections; clicking one jumps there,
and the section being read is highlighted. The wheel, PageUp/PageDown,
Home/End and the arrow keys scroll. Escape or Back closes it with
finish(None). It is opaque, so it can be pushed from the menu or from a game.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from cuzco.resources import doc_path
from cuzco.shell import i18n, markdown
from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, ScrollView, draw_backdrop, draw_panel, draw_text, theme
from cuzco.shell.widgets.text import font_px
from cuzco.shell.widgets.theme import px, ui_scale

log = logging.getLogger(__name__)


DEFAULT_PAGE = "rules.md"


def rules_page(language: str, page: str = DEFAULT_PAGE) -> str:
    """The file name of a rules reference in `language`: rules.es.md for rules.md in Spanish, or the
    page itself for English and for a language without its own translation."""
    stem = page.removesuffix(".md")
    if language != "en":
        try:
            if doc_path(f"{stem}.{language}.md").is_file():
                return f"{stem}.{language}.md"
        except OSError:
            pass
    return page


def load_rules_text(language: str | None = None, page: str = DEFAULT_PAGE) -> str | None:
    page = rules_page(language or i18n.language(), page)
    try:
        return doc_path(page).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        log.error("cannot read the rules reference %s: %s", page, exc)
        return None


class RulesScene(Scene):
    def __init__(self, settings: Any, text: str | None = None, page: str = DEFAULT_PAGE) -> None:
        super().__init__()
        self.settings = settings
        self.page = page
        self.fixed_text = text is not None
        self.language = i18n.language()
        source = text if text is not None else load_rules_text(self.language, page=page)
        self.missing = source is None
        self.blocks = markdown.parse(source or "")
        self.size = (0, 0)
        self.view = ScrollView((0, 0, 1, 1))
        self.content: pygame.Surface | None = None
        self.anchors: list[markdown.Anchor] = []
        self.toc: list[tuple[markdown.Anchor, pygame.Rect]] = []
        self.toc_panel = pygame.Rect(0, 0, 0, 0)
        self.doc_panel = pygame.Rect(0, 0, 0, 0)
        self.back_button: Button | None = None
        self.hover_toc = -1

    # ---- layout ------------------------------------------------------------------
    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and not force and self.content is not None:
            return
        self.size = size
        w, h = size
        m = px(22)
        top = px(86)
        bottom = h - px(46)
        toc_w = min(px(330), w // 4)
        self.toc_panel = pygame.Rect(m, top, toc_w, bottom - top)
        self.doc_panel = pygame.Rect(
            self.toc_panel.right + px(16), top, w - m - self.toc_panel.right - px(16), bottom - top
        )
        inner = self.doc_panel.inflate(-px(48), -px(32))
        offset_fraction = self.view.offset / max(1, self.view.content_height)
        self.content, self.anchors = markdown.layout(
            self.blocks, inner.width - px(16), font_px, scale=ui_scale(), picture=self._picture
        )
        self.view = ScrollView(inner, self.content.get_height())
        self.view.scroll_to(round(offset_fraction * self.content.get_height()))
        # contents: the top-level sections (level 2), plus the title if that is all there is
        entries = [a for a in self.anchors if a.level == 2] or [a for a in self.anchors if a.level <= 2]
        self.toc = []
        y = self.toc_panel.top + px(56)
        row_h = min(px(34), max(px(22), (self.toc_panel.bottom - y - px(10)) // max(1, len(entries))))
        for anchor in entries:
            self.toc.append(
                (anchor, pygame.Rect(self.toc_panel.left + px(10), y, self.toc_panel.width - px(20), row_h))
            )
            y += row_h
        self.back_button = Button(
            (w - m - px(160), px(20), px(160), px(48)), _("Back"), self.close, kind="ghost"
        )

    def _picture(self, name: str, width: int) -> pygame.Surface | None:
        """A picture of the page, drawn by the game whose rules these are (`GameEntry.rules_picture`)."""
        from cuzco.shell import registry

        for entry in registry.games():
            if entry.rules_page == self.page and entry.rules_picture is not None:
                try:
                    image: pygame.Surface | None = entry.rules_picture(name, width)
                except (ValueError, pygame.error) as exc:  # a picture is never worth losing the page for
                    log.error("cannot draw the picture %s of %s: %s", name, self.page, exc)
                    return None
                return image
        return None

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def settings_changed(self, settings: Any) -> None:
        """A new language opens the reference in that language (laid out on the next draw)."""
        self.settings = settings
        if not self.fixed_text and i18n.language() != self.language:
            self.language = i18n.language()
            source = load_rules_text(self.language, page=self.page)
            self.missing = source is None
            self.blocks = markdown.parse(source or "")
            self.content = None

    def close(self) -> None:
        self.finish(None)

    def jump_to(self, anchor: markdown.Anchor) -> None:
        self.view.scroll_to(anchor.y - px(6))

    def current_section(self) -> int:
        """Index in the contents of the section at the top of the view."""
        current = 0
        for i, (anchor, _rect) in enumerate(self.toc):
            if anchor.y <= self.view.offset + px(60):
                current = i
        return current

    # ---- loop ------------------------------------------------------------------------
    def wants_frames(self) -> bool:
        return False  # nothing on the page moves by itself

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.back_button is None:
            self._layout(screen_size())
        assert self.back_button is not None
        if self.back_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_toc = next((i for i, (_a, r) in enumerate(self.toc) if r.collidepoint(event.pos)), -1)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for anchor, rect in self.toc:
                if rect.collidepoint(event.pos):
                    self.jump_to(anchor)
                    return
        if event.type == pygame.MOUSEWHEEL:
            # the wheel scrolls the document wherever the pointer is
            self.view.scroll_by(-event.y * px(70))
            return
        self.view.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        draw_text(
            surface, _("Rules reference"), (px(24), px(24)), 40, theme.GOLD_LIGHT, bold=True, shadow=True
        )
        inner = draw_panel(surface, self.toc_panel)
        draw_text(surface, _("Contents"), (inner.left, inner.top - px(2)), 26, theme.GOLD_LIGHT, bold=True)
        current = self.current_section()
        clip = surface.get_clip()
        surface.set_clip(self.toc_panel.inflate(-px(4), -px(4)))
        for i, (anchor, rect) in enumerate(self.toc):
            if i == current:
                pygame.draw.rect(surface, theme.lighten(theme.PANEL, 0.12), rect, border_radius=px(6))
                pygame.draw.rect(
                    surface, theme.GOLD, (rect.left, rect.top + px(4), px(4), rect.height - px(8))
                )
            colour = (
                theme.GOLD_LIGHT if i == self.hover_toc else (theme.TEXT if i == current else theme.TEXT_DIM)
            )
            label = anchor.title
            while label and font_px(px(20)).size(label)[0] > rect.width - px(24):
                label = label[:-2] + "…" if not label.endswith("…") else label[:-2] + "…"
            draw_text(surface, label, (rect.left + px(14), rect.centery), 20, colour, anchor="midleft")
        surface.set_clip(clip)
        draw_panel(surface, self.doc_panel)
        if self.missing:
            draw_text(
                surface,
                _("The rules reference is missing from this installation."),
                self.doc_panel.center,
                26,
                theme.TEXT_DIM,
                anchor="center",
            )
        elif self.content is not None:
            self.view.draw(surface, self.content)
        assert self.back_button is not None
        self.back_button.draw(surface)
