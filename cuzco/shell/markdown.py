"""The in-game Markdown reader: markdown-it-py parses, our own pygame code draws.

`parse()` runs markdown-it-py (CommonMark plus its pipe-table rule) and turns
its token stream into a short list of blocks: headings, paragraphs, list items
(with their depth and marker), tables, rules and block quotes, each holding
styled runs ("plain", "bold", "italic", "code"). It is pure: no pygame.
`layout()` draws those blocks onto one tall surface at a given width and
reports where each heading landed, for the table of contents. Links show as
their text; raw HTML is left out.

Pictures: a paragraph that is only an image with the `picture:` scheme,

    ![A triple placed on the valley](picture:placement)

becomes a "picture" block (its name in `marker`, its caption in `runs`). `layout()` asks its `picture`
function (name, width) for the image, so a game draws its own pictures at run time with its own code, in
the reader's language, and no image file is shipped; the caption is drawn under it. Other images (files
shown on the project's web pages) are left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame
from markdown_it import MarkdownIt
from markdown_it.token import Token

# ---- parsing ------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """A stretch of text in one style: "plain", "bold", "italic" or "code"."""

    text: str
    style: str = "plain"


@dataclass
class Block:
    kind: str  # "heading", "para", "item", "table", "rule", "quote", "picture"
    runs: list[Run] = field(default_factory=list)
    level: int = 0  # heading level, or list depth
    marker: str = ""  # "•" or "3." for list items
    rows: list[list[list[Run]]] = field(default_factory=list)  # table cells, header row first

    @property
    def text(self) -> str:
        return "".join(r.text for r in self.runs)


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


def _runs(children: list[Token] | None) -> list[Run]:
    """Styled runs from an inline token's children; neighbours of one style are merged."""
    runs: list[Run] = []
    bold = italic = 0

    def add(text: str, style: str) -> None:
        if not text:
            return
        if runs and runs[-1].style == style:
            runs[-1] = Run(runs[-1].text + text, style)
        else:
            runs.append(Run(text, style))

    for tok in children or []:
        if tok.type == "strong_open":
            bold += 1
        elif tok.type == "strong_close":
            bold -= 1
        elif tok.type == "em_open":
            italic += 1
        elif tok.type == "em_close":
            italic -= 1
        elif tok.type == "code_inline":
            add(tok.content, "code")
        elif tok.type in ("softbreak", "hardbreak"):
            add(" ", "bold" if bold else "italic" if italic else "plain")
        elif tok.type == "text":
            add(tok.content, "bold" if bold else "italic" if italic else "plain")
        # link_open/close show their text only; html_inline and image are left out
    return runs


PICTURE_SCHEME = "picture:"


def _picture(children: list[Token] | None) -> tuple[str, str] | None:
    """(name, caption) when the inline content is one `picture:` image and nothing else."""
    shown = [t for t in children or [] if not (t.type == "text" and not t.content.strip())]
    if len(shown) != 1 or shown[0].type != "image":
        return None
    src = str(shown[0].attrs.get("src", ""))
    if not src.startswith(PICTURE_SCHEME):
        return None
    return src[len(PICTURE_SCHEME):], shown[0].content


def inline(text: str) -> list[Run]:
    """Split one line of Markdown into styled runs."""
    tokens = _parser().parseInline(text)
    return _runs(tokens[0].children if tokens else None)


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    lists: list[list[int]] = []  # one entry per open list: [ordered (0/1), next number]
    item_started = False  # the current list item already has its first block
    in_quote = 0
    table: list[list[list[Run]]] | None = None
    for tok in _parser().parse(text.replace("\r\n", "\n")):
        kind = tok.type
        if kind in ("bullet_list_open", "ordered_list_open"):
            lists.append([int(kind == "ordered_list_open"), int(tok.attrs.get("start", 1) or 1)])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif kind == "list_item_open":
            item_started = False
        elif kind == "blockquote_open":
            in_quote += 1
        elif kind == "blockquote_close":
            in_quote -= 1
        elif kind == "heading_open":
            blocks.append(Block("heading", level=min(int(tok.tag[1:]), 4)))
        elif kind == "hr":
            blocks.append(Block("rule"))
        elif kind == "table_open":
            table = []
        elif kind == "tr_open" and table is not None:
            table.append([])
        elif kind == "table_close" and table is not None:
            blocks.append(Block("table", rows=table))
            table = None
        elif kind in ("fence", "code_block"):
            for line in tok.content.rstrip("\n").split("\n"):
                blocks.append(Block("quote", [Run(line, "code")]))
        elif kind == "inline":
            runs = _runs(tok.children)
            picture = _picture(tok.children)
            if picture is not None and table is None and not lists:
                blocks.append(Block("picture", [Run(picture[1], "italic")], marker=picture[0]))
            elif table is not None:
                table[-1].append(runs)
            elif blocks and blocks[-1].kind == "heading" and not blocks[-1].runs:
                blocks[-1].runs = runs
            elif lists:
                marker = ""
                if not item_started:
                    ordered, number = lists[-1]
                    marker = f"{number}." if ordered else "•"
                    lists[-1][1] += 1
                    item_started = True
                blocks.append(Block("item", runs, level=len(lists) - 1, marker=marker))
            else:
                blocks.append(Block("quote" if in_quote else "para", runs))
    return blocks


# ---- layout -------------------------------------------------------------------


@dataclass
class Style:
    """Sizes and colours for `layout`; the fonts come from `font(size, bold)`."""

    text: tuple[int, int, int] = (236, 228, 210)
    dim: tuple[int, int, int] = (166, 160, 150)
    heading: tuple[int, int, int] = (252, 212, 110)
    code: tuple[int, int, int] = (150, 210, 190)
    rule: tuple[int, int, int] = (120, 98, 70)
    table_head: tuple[int, int, int] = (58, 62, 82)
    table_line: tuple[int, int, int] = (86, 88, 104)
    size: int = 22
    heading_sizes: tuple[int, ...] = (40, 32, 26, 23)


@dataclass
class Anchor:
    title: str
    level: int
    y: int


FontFn = Callable[[int, bool], pygame.font.Font]
Unit = Callable[[float], int]
PictureFn = Callable[[str, int], "pygame.Surface | None"]  # (name, width) -> the picture, or None


class _Writer:
    """Lays out styled words into lines on a surface, with wrapping."""

    def __init__(self, surface: pygame.Surface | None, font: FontFn, style: Style) -> None:
        self.surface = surface
        self.font = font
        self.style = style

    def _font(self, size: int, run_style: str) -> pygame.font.Font:
        return self.font(size, run_style == "bold")

    def paragraph(
        self,
        runs: list[Run],
        x: int,
        y: int,
        width: int,
        size: int,
        colour: tuple[int, int, int],
        bold: bool = False,
    ) -> int:
        """Draw wrapped runs starting at (x, y); returns the height used."""
        line_h = round(self._font(size, "plain").get_linesize() * 1.25)
        cx, cy = x, y
        for run in runs:
            run_style = "bold" if bold and run.style == "plain" else run.style
            f = self._font(size, run_style)
            f.set_italic(run_style == "italic")
            ink = self.style.code if run_style == "code" else colour
            for token in re.findall(r"\S+\s*|\s+", run.text):
                word = token.rstrip()
                w = f.size(word)[0]
                if cx > x and cx + w > x + width:
                    cx, cy = x, cy + line_h
                    if not word:
                        continue
                if self.surface is not None and word:
                    self.surface.blit(f.render(word, True, ink), (cx, cy))
                cx += f.size(token)[0]
            f.set_italic(False)
        return cy + line_h - y


def layout(
    blocks: list[Block], width: int, font: FontFn, style: Style | None = None, scale: float = 1.0,
    picture: PictureFn | None = None,
) -> tuple[pygame.Surface, list[Anchor]]:
    """Render blocks onto a transparent surface `width` wide. `font(size, bold)` gives fonts;
    sizes are multiplied by `scale`; `picture(name, width)` draws the picture blocks (without it, or
    when it returns None, a picture is left out). Returns the surface and the heading anchors."""
    style = style or Style()
    drawn: dict[str, pygame.Surface | None] = {}

    def pictured(name: str, room: int) -> pygame.Surface | None:
        if name not in drawn:
            drawn[name] = picture(name, room) if picture is not None else None
        return drawn[name]

    # two passes: measure, then draw onto a surface of the measured height
    height, anchors = _pass(None, blocks, width, font, style, scale, pictured)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    _pass(surface, blocks, width, font, style, scale, pictured)
    return surface, anchors


def _pass(
    surface: pygame.Surface | None, blocks: list[Block], width: int, font: FontFn, style: Style, scale: float,
    picture: PictureFn,
) -> tuple[int, list[Anchor]]:
    def s(v: float) -> int:
        return max(1, round(v * scale))

    w = _Writer(surface, font, style)
    y = 0
    anchors: list[Anchor] = []
    prev = ""
    for block in blocks:
        if prev == "item" and block.kind != "item":
            y += s(8)  # a list ends: give the next block some air
        if block.kind == "heading":
            size = style.heading_sizes[block.level - 1]
            y += s(26 if block.level <= 2 else 14) if y else 0
            anchors.append(Anchor(block.text, block.level, y))
            y += w.paragraph(block.runs, 0, y, width, s(size), style.heading, bold=True)
            if block.level <= 2 and surface is not None:
                pygame.draw.line(surface, style.rule, (0, y + s(2)), (width, y + s(2)), s(2))
            y += s(12)
        elif block.kind == "para":
            y += w.paragraph(block.runs, 0, y, width, s(style.size), style.text) + s(10)
        elif block.kind == "quote":
            h = w.paragraph(block.runs, s(20), y, width - s(20), s(style.size), style.dim)
            if surface is not None:
                pygame.draw.line(surface, style.rule, (s(6), y), (s(6), y + h), s(4))
            y += h + s(10)
        elif block.kind == "item":
            indent = s(22) + block.level * s(26)
            f = font(s(style.size), False)
            if surface is not None:
                surface.blit(f.render(block.marker, True, style.heading), (indent - s(20), y))
            y += w.paragraph(block.runs, indent + s(6), y, width - indent - s(6), s(style.size), style.text)
            y += s(4)
        elif block.kind == "rule":
            y += s(10)
            if surface is not None:
                pygame.draw.line(surface, style.rule, (0, y), (width, y), s(1))
            y += s(14)
        elif block.kind == "table":
            y += s(4) if prev != "table" else 0
            y += _table(surface, w, block.rows, y, width, style, s) + s(14)
        elif block.kind == "picture":
            image = picture(block.marker, min(width, s(720)))
            if image is None:
                continue
            y += s(6)
            if surface is not None:
                surface.blit(image, image.get_rect(midtop=(width // 2, y)))
            y += image.get_height() + s(6)
            y += w.paragraph(block.runs, s(20), y, width - s(40), s(style.size - 3), style.dim) + s(12)
        prev = block.kind
    return y, anchors


def _table(
    surface: pygame.Surface | None,
    w: _Writer,
    rows: list[list[list[Run]]],
    y0: int,
    width: int,
    style: Style,
    unit: Unit,
) -> int:
    """Draw a table with columns sized to their content; returns its height."""
    size = unit(style.size - 2)
    pad = unit(8)
    cols = max(len(r) for r in rows)
    f_plain = w._font(size, "plain")
    natural = [0] * cols
    for row in rows:
        for c, cell in enumerate(row):
            text = "".join(r.text for r in cell)
            natural[c] = max(natural[c], f_plain.size(text)[0] + 2 * pad + unit(4))
    total = sum(natural)
    if total > width:
        # too wide: shrink every column in proportion (cells wrap), none below a minimum
        scale = width / total
        natural = [max(unit(40), round(n * scale)) for n in natural]
    widths = natural
    y = y0
    for r, row in enumerate(rows):
        row_h = 0
        for c in range(cols):
            cell = row[c] if c < len(row) else []
            probe = _Writer(None, w.font, style)
            row_h = max(
                row_h, probe.paragraph(cell, 0, 0, widths[c] - 2 * pad, size, style.text, bold=r == 0)
            )
        row_h += pad
        if surface is not None:
            x = 0
            rect = pygame.Rect(0, y, sum(widths), row_h)
            if r == 0:
                pygame.draw.rect(surface, style.table_head, rect)
            elif r % 2 == 0:
                pygame.draw.rect(surface, (*style.table_head, 90), rect)
            for c in range(cols):
                cell = row[c] if c < len(row) else []
                w.paragraph(
                    cell,
                    x + pad,
                    y + pad // 2,
                    widths[c] - 2 * pad,
                    size,
                    style.heading if r == 0 else style.text,
                    bold=r == 0,
                )
                x += widths[c]
            pygame.draw.line(surface, style.table_line, (0, y + row_h - 1), (sum(widths), y + row_h - 1))
        y += row_h
    return y - y0
