"""Drawing the Load screen's lists and preview (`save_load.LoadScene`).

Only the rows in view are drawn, straight onto the screen, so a list of
hundreds of saves costs no more than a list of ten. The preview of the selected
save is made once (`save_rows.preview`: the game loaded and pictured by its own
game) and remembered; while it is being made for the first time, the pane says
so and the list stays responsive.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from cuzco.shell.i18n import _, language, ngettext, short_date, translate
from cuzco.shell.scenes import save_rows
from cuzco.shell.widgets import draw_panel, draw_text, theme, wrap
from cuzco.shell.widgets.text import fit_line, font
from cuzco.shell.widgets.theme import px


def _visible(scene: Any, count: int) -> range:
    row_h = px(scene.ROW_H)
    first = max(0, scene.view.offset // row_h)
    last = min(count, (scene.view.offset + scene.view.rect.height) // row_h + 1)
    return range(first, last)


def _row_rect(scene: Any, i: int) -> pygame.Rect:
    view = scene.view.rect
    row_h = px(scene.ROW_H)
    return pygame.Rect(view.left, view.top + i * row_h - scene.view.offset, view.width - px(14), row_h - px(6))


def _row_box(surface: pygame.Surface, row: pygame.Rect, selected: bool) -> None:
    if selected:
        pygame.draw.rect(surface, theme.lighten(theme.PANEL, 0.10), row, border_radius=px(8))
        pygame.draw.rect(surface, theme.GOLD, row, px(2), border_radius=px(8))
    else:
        pygame.draw.rect(surface, theme.lighten(theme.PANEL, 0.05), row, border_radius=px(8))


def _scrollbar(surface: pygame.Surface, scene: Any, count: int) -> None:
    scene.view.content_height = count * px(scene.ROW_H)
    scene.view.draw_bar(surface)


def draw_rows(surface: pygame.Surface, scene: Any) -> None:
    entries = scene.entries
    if not entries:
        draw_text(surface, _("There are no saved games yet."), scene.view.rect.center, 26, theme.TEXT_DIM,
                  anchor="center")
        return
    clip = surface.get_clip()
    surface.set_clip(scene.view.rect.clip(clip) if clip else scene.view.rect)
    for i in _visible(scene, len(entries)):
        entry = entries[i]
        row = _row_rect(scene, i)
        _row_box(surface, row, i == scene.selected)
        right = row.right - px(16)
        if entry.game:
            gsize, game = fit_line(entry.game, row.width // 3, (20, 17, 15), bold=True)
            draw_text(surface, game, (right, row.top + px(8)), gsize, theme.GOLD_LIGHT, bold=True, anchor="topright")
            right -= font(gsize, bold=True).size(game)[0] + px(12)
        shown = save_rows.title(entry.path, entry.players)
        size, name = fit_line(shown, right - row.left - px(16), (24, 20, 17), bold=True)
        draw_text(surface, name, (row.left + px(16), row.top + px(8)), size,
                  theme.TEXT if not entry.problem else theme.TEXT_DIM, bold=True)
        detail, colour = (entry.summary, theme.TEXT_DIM) if not entry.problem else (translate(entry.problem),
                                                                                     theme.ERROR)
        if entry.pending:
            detail = _("reading\u2026")
        room = row.width - px(48) - font(19).size(entry.when)[0]
        size, detail = fit_line(detail, room, (19, 17, 15))
        draw_text(surface, detail, (row.left + px(16), row.bottom - px(8)), size, colour, anchor="bottomleft")
        draw_text(surface, entry.when, (row.right - px(16), row.bottom - px(8)), 19, theme.TEXT_DIM,
                  anchor="bottomright")
    surface.set_clip(clip)
    _scrollbar(surface, scene, len(entries))


def draw_deleted_rows(surface: pygame.Surface, scene: Any) -> None:
    rows = scene.deleted
    if not rows:
        draw_text(surface, _("Nothing was deleted lately."), scene.view.rect.center, 26, theme.TEXT_DIM,
                  anchor="center")
        return
    clip = surface.get_clip()
    surface.set_clip(scene.view.rect.clip(clip) if clip else scene.view.rect)
    for i in _visible(scene, len(rows)):
        item = rows[i]
        row = _row_rect(scene, i)
        _row_box(surface, row, i == scene.selected)
        size, name = fit_line(item.name.removesuffix(".json"), row.width - px(32), (24, 20, 17), bold=True)
        draw_text(surface, name, (row.left + px(16), row.top + px(8)), size, theme.TEXT, bold=True)
        days = max(0, save_rows_days_left(item.deleted_at))
        when = short_date(time.localtime(item.deleted_at), year=True)
        line = ngettext("deleted {when} · kept {n} more day", "deleted {when} · kept {n} more days", days,
                        when=when, n=days)
        draw_text(surface, line, (row.left + px(16), row.bottom - px(8)), 19, theme.TEXT_DIM, anchor="bottomleft")
    surface.set_clip(clip)
    _scrollbar(surface, scene, len(rows))


def save_rows_days_left(deleted_at: float) -> int:
    from cuzco.shell.save_files import KEEP_DELETED_DAYS

    return KEEP_DELETED_DAYS - int((time.time() - deleted_at) // 86400)


def draw_preview(surface: pygame.Surface, scene: Any) -> None:
    """The selected save: its picture, game, players, how far it got, over or not, and the date."""
    box = scene.preview_rect
    inner = draw_panel(surface, box, fill=theme.darken(theme.PANEL, 0.15))
    entry = scene.current()
    if entry is None:
        return
    pad = px(12)
    pic = pygame.Rect(inner.left + pad, inner.top + pad, inner.width - 2 * pad, 0)
    pic.height = min(round(pic.width * 0.66), inner.height // 2)
    found = save_rows.preview(entry.path, pic.size, language())
    y = pic.bottom + px(12)
    if found.picture is not None:
        surface.blit(found.picture, pic)
        pygame.draw.rect(surface, theme.SAND_DARK, pic, 1)
    if found.problem:
        for line in wrap(_("This save cannot be loaded: {reason}", reason=translate(found.problem)), 18,
                         inner.width - 2 * pad)[:5]:
            draw_text(surface, line, (inner.left + pad, y), 18, theme.ERROR)
            y += px(22)
        return
    lines: list[tuple[str, int, Any, bool]] = []
    if entry.game:
        lines.append((entry.game, 22, theme.GOLD_LIGHT, True))
    if found.progress:
        lines.append((found.progress, 20, theme.TEXT, True))
    state = _("The game is over") if found.over else _("In progress")
    lines.append((state, 19, theme.GOLD if found.over else theme.SAND, False))
    for text in wrap(", ".join(found.names), 19, inner.width - 2 * pad)[:3]:
        lines.append((text, 19, theme.TEXT, False))
    if entry.when:
        lines.append((_("saved {when}", when=entry.when), 18, theme.TEXT_DIM, False))
    for text, size, colour, bold in lines:
        if y + px(size + 4) > inner.bottom:
            break
        shown_size, shown = fit_line(text, inner.width - 2 * pad, (size, size - 2, size - 4), bold=bold)
        draw_text(surface, shown, (inner.left + pad, y), shown_size, colour, bold=bold)
        y += px(size + 6)
