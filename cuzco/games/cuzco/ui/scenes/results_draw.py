"""Drawing for the results screen: the final-scoring reveal, and Cuzco's content in the shell's results
frame (the title, the prestige chart and the points table). Pure drawing, except for caching the chart
surface on the scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cuzco.games.cuzco.ui.scenes.results_data import SOURCES, FinalScoring, final_scoring_start
from cuzco.games.cuzco.ui.scenes.results_map import draw_city_map, where_words
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes.common import draw_seat, text_colour
from cuzco.shell.widgets import draw_backdrop, draw_panel, draw_text, theme
from cuzco.shell.widgets.chart import render_line_chart
from cuzco.shell.widgets.text import fit_line, font
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.scenes.results import ResultsScene


def source_names() -> dict[str, str]:
    return {
        "temple": _("Temples"),
        "pond": _("Ponds"),
        "festival": _("Festivals"),
        "final": _("Final scoring"),
    }


def _place(n: int) -> str:
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd")}.get(n, _("{n}th", n=n))


def _temple_icon(surface: pygame.Surface, center: tuple[int, int], value: int, size: int) -> None:
    """A small stepped temple with its value on it."""
    cx, cy = center
    step = max(2, size // 5)
    for i in range(3):
        width = round(size * (1.0 - i * 0.25))
        r = pygame.Rect(0, 0, width, step)
        r.midbottom = (cx, cy + size // 2 - i * step)
        pygame.draw.rect(surface, theme.lighten(theme.darken(theme.SAND, 0.3), i * 0.1), r)
    tooltips.number(surface, value, (cx, cy - size // 5), 20, theme.GOLD_LIGHT, bold=True, anchor="center",
                    tip=_("A temple of value {v}", v=value))


# ---- page one: the Grand Final Scoring -------------------------------------------------------
def final_page(surface: pygame.Surface, scene: ResultsScene) -> None:
    draw_backdrop(surface)
    w, h = surface.get_size()
    draw_text(
        surface,
        _("Grand Final Scoring"),
        (w // 2, px(28)),
        46,
        theme.GOLD_LIGHT,
        bold=True,
        anchor="midtop",
        shadow=True,
    )
    draw_text(
        surface,
        _("In every city, the highest Inca position takes the temple's value, the second half of it."),
        (w // 2, px(86)),
        21,
        theme.TEXT_DIM,
        anchor="midtop",
    )
    n = len(scene.finals)
    gap = px(16)
    top, bottom = px(130), h - px(120)
    cols, map_w, col_w = card_grid(w, n)
    rows = -(-n // cols)
    card_h = (bottom - top - gap * (rows - 1)) // rows
    compact = rows > 1  # two rows of cards: each card's name and points share one line
    x0 = w // 2 - (cols * col_w + (cols - 1) * gap + (map_w + gap if map_w else 0)) // 2
    state = scene.game.state
    scene.city_rows = []
    scene.card_rects = []
    scene.map_rect, scene.letter_spots = None, {}
    if map_w:
        board = [(state.hex(c), state.height[c], state.pond[c]) for c in range(state.board.site_count)]
        lit = next((t for r, t in scene.city_rows_seen if r.collidepoint(scene.mouse)), None)
        map_rect = pygame.Rect(x0 + cols * (col_w + gap), top, map_w, min(bottom - top, round(map_w * 0.85)))
        scene.map_rect = map_rect
        scene.letter_spots = draw_city_map(surface, map_rect, board, scene.finals[: _cards_open(scene)],
                                           scene.letters, lit) or {}
    for i, final in enumerate(scene.finals):
        rect = pygame.Rect(x0 + (i % cols) * (col_w + gap), top + (i // cols) * (card_h + gap), col_w, card_h)
        scene.card_rects.append(rect)
        shown = scene.shown(i)
        if shown == 0:
            draw_panel(
                surface, rect, fill=theme.darken(theme.PANEL, 0.3), edge=theme.darken(theme.PANEL_EDGE, 0.4)
            )
            draw_text(
                surface, state.players[final.player].name, rect.center, 26, theme.TEXT_DIM, anchor="center"
            )
            continue
        inner = draw_panel(surface, rect)
        colour = scene.colours[final.player]
        pygame.draw.rect(
            surface,
            colour,
            (rect.left + px(2), rect.top + px(2), rect.width - px(4), px(8)),
            border_top_left_radius=px(10),
            border_top_right_radius=px(10),
        )
        cities_shown = max(0, min(len(final.cities), shown - 1))
        gained = sum(c.points for c in final.cities[:cities_shown])
        points_words = _("{pp} PP", pp=final.before + gained)
        if compact:
            score = draw_text(surface, points_words, (inner.right, inner.top + px(2)), 28, theme.GOLD_LIGHT,
                              bold=True, anchor="topright")
            size, name = fit_line(state.players[final.player].name, score.left - px(10) - inner.left,
                                  (24, 20, 17), bold=True)
            draw_text(surface, name, (inner.left, inner.top + px(4)), size, text_colour(colour), bold=True,
                      anchor="topleft")
            y = inner.top + px(40)
        else:
            size, name = fit_line(state.players[final.player].name, inner.width, (30, 26, 22, 18), bold=True)
            draw_text(surface, name, (inner.centerx, inner.top + px(4)), size, text_colour(colour), bold=True,
                      anchor="midtop")
            draw_text(surface, points_words, (inner.centerx, inner.top + px(42)), 40, theme.GOLD_LIGHT,
                      bold=True, anchor="midtop")
            y = inner.top + px(100)
        footer = (px(30) if compact else px(50)) + (px(52) if final.later else 0)
        row_h = min(px(62), (inner.bottom - y - footer) // max(1, len(final.cities)))
        if not final.cities:
            draw_text(
                surface,
                _("First or second in no city"),
                (inner.centerx, y + px(10)),
                20,
                theme.TEXT_DIM,
                anchor="midtop",
            )
        for city in final.cities[:cities_shown]:
            row = pygame.Rect(inner.left, y, inner.width, row_h - px(6))
            if city.temple is not None:
                scene.city_rows.append((row, city.temple))
            pygame.draw.rect(surface, theme.lighten(theme.PANEL, 0.07), row, border_radius=px(8))
            icon = min(px(40), row.height - px(6))
            _temple_icon(surface, (row.left + px(28), row.centery), city.temple_value, icon)
            points = draw_text(
                surface,
                f"+{city.points}",
                (row.right - px(10), row.centery),
                28,
                theme.GOLD_LIGHT,
                bold=True,
                anchor="midright",
            )
            room = points.left - px(8) - (row.left + px(56))  # the words shrink to stay clear of the points
            if row.height >= px(42):
                size, place = fit_line(_("{place} place", place=_place(city.rank)), room, (21, 19, 17, 15), bold=True)
                draw_text(
                    surface, place, (row.left + px(56), row.centery - px(1)), size, theme.TEXT, bold=True,
                    anchor="bottomleft",
                )
                size, where = fit_line(_("{letter}: {city} {where}",
                                         city=ngettext("city of {n} hex", "city of {n} hexes", city.city_size),
                                         where=where_words().get(city.where, ""),
                                         letter=scene.letters.get(city.temple, "?") if city.temple else "?"),
                                       room, (18, 16, 14, 12))
                draw_text(
                    surface, where, (row.left + px(56), row.centery + px(1)), size, theme.TEXT_DIM, anchor="topleft"
                )
            else:  # many cities on a small card: one line each
                line = ngettext("{place}, {n} hex", "{place}, {n} hexes", city.city_size, place=_place(city.rank))
                line = _("{letter}: {city} {where}", city=line, where=where_words().get(city.where, ""),
                         letter=scene.letters.get(city.temple, "?") if city.temple else "?")
                size, line = fit_line(line, room, (18, 16, 14, 12), bold=True)
                draw_text(
                    surface, line, (row.left + px(56), row.centery), size, theme.TEXT, bold=True, anchor="midleft"
                )
            y += row_h
        if shown >= len(final.cities) + 2:
            bottom = inner.bottom
            if final.later:
                later_line(surface, final, pygame.Rect(inner.left, bottom - px(48), inner.width, px(48)))
                bottom -= px(52)
            draw_text(
                surface,
                _("Final scoring: +{pp} PP", pp=final.points),
                (inner.centerx, bottom),
                22,
                theme.TEXT,
                bold=True,
                anchor="midbottom",
            )


def card_grid(w: int, n: int) -> tuple[int, int, int]:
    """How the players' cards share the page's width `w` with the map: (columns, map width, card width).

    One row of cards beside the map when it fits; else two rows of cards beside it (a narrow window:
    the map stays, since the cards name its cities by letter); one row without the map only when even
    that leaves the cards too narrow."""
    gap = px(16)
    map_w = min(px(300), w // 4)
    col_w = min(px(300), (w - px(44) - gap * n - map_w) // max(1, n))
    if col_w >= px(260) or n <= 1:
        return n, map_w, col_w
    cols = -(-n // 2)
    col_w = min(px(340), (w - px(44) - gap * cols - map_w) // cols)
    if col_w >= px(220):
        return cols, map_w, col_w
    return n, 0, min(px(300), (w - px(44) - gap * (n - 1)) // max(1, n))


def _cards_open(scene: ResultsScene) -> int:
    """How many players' cards show their cities so far (the map rings only what has been told)."""
    return sum(1 for i in range(len(scene.finals)) if scene.shown(i) > 1)


def later_text(final: FinalScoring) -> tuple[str, str]:
    """Two lines saying why the ranking shows more than this card: what came after, and the sum."""
    sources = {
        "festival": _("from festivals"),
        "pond": _("from ponds"),
        "temple": _("from temples"),
        "final": _("from final scoring"),
    }
    parts = ", ".join(
        _("+{pp} PP {source}", pp=pp, source=sources.get(source, source)) for source, pp in final.later.items()
    )
    return (
        _("Won after this scoring: {parts}", parts=parts),
        _("{card} + {later} = {total} PP in the ranking", card=final.total, later=final.later_points,
          total=final.total + final.later_points),
    )


def later_line(surface: pygame.Surface, final: FinalScoring, rect: pygame.Rect) -> None:
    first, second = later_text(final)
    size, shown = fit_line(first, rect.width, (18, 16, 14))
    draw_text(surface, shown, (rect.centerx, rect.top), size, theme.SAND, anchor="midtop")
    size, shown = fit_line(second, rect.width, (18, 16, 14))
    draw_text(surface, shown, (rect.centerx, rect.bottom), size, theme.TEXT, anchor="midbottom")


# ---- page two: the summary -------------------------------------------------------------------
def winner_line(scene: ResultsScene) -> str:
    state = scene.game.state
    winners = [state.players[p].name for place, p in scene.ranking if place == 1]
    if len(winners) == 1:
        return _("{name} is the new Emperor!", name=winners[0])
    return _("{names} share the victory!", names=_(" and ").join([", ".join(winners[:-1]), winners[-1]]))


def breakdown_room() -> int:
    """The height the points table wants under the ranking."""
    return px(60) + (len(SOURCES) + 1) * px(26) + px(40)


def chart_panel(surface: pygame.Surface, scene: ResultsScene, rect: pygame.Rect) -> None:
    inner = draw_panel(surface, rect)
    title = draw_text(
        surface, _("Prestige over the game"), (inner.left, inner.top - px(2)), 26, theme.GOLD_LIGHT, bold=True
    )
    state = scene.game.state
    # legend on the title line, or on its own line under it when the title leaves no room
    legend_w = sum(font(19).size(pl.name)[0] + px(28) for pl in state.players)
    below = title.right + px(20) + legend_w > inner.right
    legend_y = inner.top + (px(32) if below else px(2))
    x = inner.right
    for p in reversed(range(state.num_players)):
        r = draw_text(surface, state.players[p].name, (x, legend_y), 19, theme.TEXT, anchor="topright")
        draw_seat(surface, p, scene.colours[p], (r.left - px(11), r.centery), px(7))
        x = r.left - px(28)
    head = px(62) if below else px(36)
    area = pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head)
    if scene.chart is None or scene.chart.get_size() != area.size:
        turns, scores = scene.timeline
        scene.chart = render_line_chart(
            area.size,
            turns,
            scores,
            list(scene.colours),
            x_label=_("turn"),
            y_label=_("PP"),
            marker_x=final_scoring_start(state),
            marker_label=_("final scoring"),
        )
    surface.blit(scene.chart, area)
    tooltips.add(area, _("Each player's prestige (PP) turn by turn; the gold band is the final scoring"))


def breakdown_panel(surface: pygame.Surface, scene: ResultsScene, rect: pygame.Rect) -> None:
    if rect.height < px(120):
        return
    inner = draw_panel(surface, rect)
    draw_text(
        surface,
        _("Where the points came from"),
        (inner.left, inner.top - px(2)),
        24,
        theme.GOLD_LIGHT,
        bold=True,
    )
    state = scene.game.state
    order = [p for _place, p in scene.ranking]
    name_w = inner.width - px(44) * len(order)
    col_x = [inner.left + name_w + px(44) * k + px(22) for k in range(len(order))]
    y = inner.top + px(34)
    for k, p in enumerate(order):
        draw_seat(surface, p, scene.colours[p], (col_x[k], y + px(8)), px(9))
    y += px(26)
    row_h = min(px(30), (inner.bottom - y) // (len(SOURCES) + 1))
    names = source_names()
    size = 20
    while size > 10 and font(size).get_height() > row_h + px(2):
        size -= 1
    for source in (*SOURCES, "total"):
        total_row = source == "total"
        if total_row:
            pygame.draw.line(surface, theme.SAND_DARK, (inner.left, y), (inner.right, y), 1)
        label = _("Total") if total_row else names[source]
        draw_text(
            surface,
            label,
            (inner.left, y + row_h // 2),
            size,
            theme.TEXT if total_row else theme.TEXT_DIM,
            bold=total_row,
            anchor="midleft",
        )
        for k, p in enumerate(order):
            value = state.players[p].score if total_row else scene.breakdown[p][source]
            draw_text(
                surface,
                str(value),
                (col_x[k], y + row_h // 2),
                size + 1 if total_row else size,
                theme.GOLD_LIGHT if total_row else theme.TEXT,
                bold=total_row,
                anchor="center",
            )
        y += row_h
