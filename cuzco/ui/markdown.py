"""A small Markdown reader for the in-game rules reference.

It knows what docs/rules.md uses and nothing more: headings (#, ##, ###),
paragraphs, bullet and numbered lists (nesting by indentation), pipe tables,
horizontal rules, block quotes, and inline **bold**, *italic* / _italic_ and
`code`. `parse()` is pure (no pygame) and returns blocks; `layout()` renders
them onto one tall surface at a given width and reports where each heading
landed, for the table of contents.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

# ---- parsing ------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """A stretch of text in one style: "plain", "bold", "italic" or "code"."""

    text: str
    style: str = "plain"


@dataclass
class Block:
    kind: str  # "heading", "para", "item", "table", "rule", "quote"
    runs: list[Run] = field(default_factory=list)
    level: int = 0  # heading level, or list depth
    marker: str = ""  # "•" or "3." for list items
    rows: list[list[list[Run]]] = field(default_factory=list)  # table cells, header row first

    @property
    def text(self) -> str:
        return "".join(r.text for r in self.runs)


_INLINE = re.compile(r"(\*\*.+?\*\*|`[^`]+`|\*[^*\s][^*]*?\*|(?<![\w])_[^_\s][^_]*?_(?![\w]))")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def inline(text: str) -> list[Run]:
    """Split text into styled runs."""
    runs: list[Run] = []
    for part in _INLINE.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**") and len(part) > 4:
            runs.append(Run(part[2:-2], "bold"))
        elif part.startswith("`") and part.endswith("`") and len(part) > 2:
            runs.append(Run(part[1:-1], "code"))
        elif len(part) > 2 and part[0] == part[-1] and part[0] in "*_":
            runs.append(Run(part[1:-1], "italic"))
        else:
            runs.append(Run(part))
    return runs


def _cells(line: str) -> list[list[Run]]:
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [inline(cell.strip()) for cell in body.split("|")]


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    lines = text.replace("\r\n", "\n").split("\n")

    def flush() -> None:
        if para:
            blocks.append(Block("para", inline(" ".join(s.strip() for s in para))))
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            flush()
        elif stripped.startswith("#"):
            flush()
            level = len(stripped) - len(stripped.lstrip("#"))
            blocks.append(Block("heading", inline(stripped[level:].strip()), level=min(level, 4)))
        elif stripped.startswith("|") and i + 1 < len(lines) and _TABLE_RULE.match(lines[i + 1].strip()):
            flush()
            rows = [_cells(stripped)]
            i += 2
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(_cells(lines[i]))
                i += 1
            blocks.append(Block("table", rows=rows))
            continue
        elif re.fullmatch(r"(-{3,}|\*{3,}|_{3,})", stripped):
            flush()
            blocks.append(Block("rule"))
        elif (m := _ITEM.match(line)) is not None:
            flush()
            indent, mark, body = m.groups()
            depth = len(indent.replace("\t", "    ")) // 2
            marker = "•" if mark in "-*+" else mark.rstrip(".)") + "."
            # continuation lines of the item: indented, not a new item
            while (
                i + 1 < len(lines)
                and lines[i + 1].startswith(" ")
                and lines[i + 1].strip()
                and not _ITEM.match(lines[i + 1])
            ):
                i += 1
                body += " " + lines[i].strip()
            blocks.append(Block("item", inline(body), level=depth, marker=marker))
        elif stripped.startswith(">"):
            flush()
            blocks.append(Block("quote", inline(stripped.lstrip("> ").strip())))
        else:
            para.append(stripped)
        i += 1
    flush()
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
    blocks: list[Block], width: int, font: FontFn, style: Style | None = None, scale: float = 1.0
) -> tuple[pygame.Surface, list[Anchor]]:
    """Render blocks onto a transparent surface `width` wide. `font(size, bold)` gives fonts;
    sizes are multiplied by `scale`. Returns the surface and the heading anchors."""
    style = style or Style()
    # two passes: measure, then draw onto a surface of the measured height
    height, anchors = _pass(None, blocks, width, font, style, scale)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    _pass(surface, blocks, width, font, style, scale)
    return surface, anchors


def _pass(
    surface: pygame.Surface | None, blocks: list[Block], width: int, font: FontFn, style: Style, scale: float
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
