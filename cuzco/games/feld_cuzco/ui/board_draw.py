"""Drawing the shared boards of Feld's Cuzco: the header (rounds, phase, order and scores; once the game is
over, the final ranking), the Cuzco board (university, farm, temple, market, palace, gods) and the action
board with the dice on it (the road network is `road_draw`'s). Each leaves tooltips in `zones`.

The boards are drawn in parts the table keeps as images (`table_image`): each row of the Cuzco board
and each action space has a ground (what is printed on it: `draw_board_ground`, `draw_space_ground`)
and what the players change on it (`draw_board_row`, `draw_space`), so a change redraws only the rows
and spaces it touched. `draw_board` and `draw_action_board` draw a whole board at once."""

from __future__ import annotations

import pygame

from cuzco.games.feld_cuzco.rules import ROUNDS, State
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.text import fit_line, font
from cuzco.shell.widgets.theme import px

from .layout import TableLayout, Zones
from .names import (
    ability_name,
    action_name,
    colour_name,
    face_up_tip,
    god_name,
    good_name,
    kind_name,
    mission_label,
    mission_text,
)
from .palette import (
    GODS,
    GOODS,
    INK,
    PARCHMENT,
    STONE,
    TILE_FACES,
    WOOD,
    seat_colour,
    table_panel,
)
from .picture import MIN_DIE, draw_die
from .table_help import action_effect, row_tip


def recon(text: str, source: str) -> str:
    """The tooltip `text` of a component whatever its `source`: that some components are reconstructed is said
    once, in the new-game form, on the rules page and under F1 (`table_help`), never in every tooltip."""
    return text


def phase_name(phase: str) -> str:
    names = {"setup": _("setting up"), "dice": _("phase I: dice"), "abilities": _("phase II: abilities"),
             "market": _("phase III: market"), "palace": _("phase III: palace"), "over": _("game over")}
    return names.get(phase, phase)


def draw_header(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str], zones: Zones) -> None:
    r = lay.header
    pygame.draw.rect(surface, theme.PANEL, r)
    pygame.draw.line(surface, theme.PANEL_EDGE, r.bottomleft, r.bottomright, px(2))
    cell = r.h - px(10)
    x = r.left + px(8)
    for k in range(1, ROUNDS + 1):
        box = pygame.Rect(x, r.top + px(5), cell, cell)
        now = k == state.round
        pygame.draw.rect(surface, theme.GOLD if now else theme.PANEL_LIGHT, box, border_radius=px(4))
        draw_text(surface, str(k), box.center, 18, theme.TEXT_DARK if now else theme.TEXT_DIM, bold=now,
                  anchor="center")
        zones.tip(box, _("Round {k} of {n}", k=k, n=ROUNDS))
        x += cell + px(3)
    text = draw_text(surface, phase_name(state.phase), (x + px(8), r.centery), 18, theme.TEXT, anchor="midleft")
    zones.tip(text, _("The phase of the round being played"))
    x = text.right + px(16)
    if state.over:  # the final ranking by VP, not the order of the last round
        seats = final_ranking(state)
        title = draw_text(surface, _("Final:"), (x, r.centery), 16, theme.GOLD_LIGHT, anchor="midleft")
        zones.tip(title, _("The game is over: the final ranking by VP (a tie goes to whoever is earlier in "
                           "player order)"))
    else:
        seats = list(state.order)
        title = draw_text(surface, _("Order:"), (x, r.centery), 16, theme.TEXT_DIM, anchor="midleft")
        zones.tip(title, _("The player order: who places a die first this round, with everyone's VP"))
    x = title.right + px(8)
    share = (r.right - px(8) - x) // max(1, len(seats))  # each player's room in the line
    for place, seat in enumerate(seats):
        vp = state.players[seat].vp
        size, label = _order_label(f"{place + 1}. {names[seat]}", f" {vp}", share - px(34))
        draw_seat(surface, seat, seat_colour(seat), (x + px(8), r.centery), px(8))
        box = draw_text(surface, label, (x + px(20), r.centery), size, theme.TEXT, anchor="midleft")
        turn = state.phase == "dice" and state.order[state.turn % len(state.order)] == seat
        if turn:
            pygame.draw.line(surface, theme.GOLD, (x, box.bottom + px(1)), (box.right, box.bottom + px(1)), px(2))
        tip = _("{name}: place {k} with {vp} VP", name=names[seat], k=place + 1, vp=vp) if state.over else \
            _("{name}: order token {k}, {vp} VP", name=names[seat], k=place + 1, vp=vp)
        zones.tip(pygame.Rect(x, r.top, box.right - x, r.h), tip)
        x = box.right + px(14)


def final_ranking(state: State) -> list[int]:
    """The seats best first by VP; equal VP are split by player order, as the rules do."""
    return sorted(range(state.n), key=lambda s: (-state.players[s].vp, state.order.index(s)))


def _order_label(who: str, score: str, width: int) -> tuple[int, str]:
    """A player's place, name and VP in the header's order, smaller or with the name cut short (the VP
    kept) when long names leave no room."""
    size, label = fit_line(who + score, width, (17, 15, 14))
    if label != who + score:
        size, label = fit_line(who, width - font(14).size(score)[0], (14,))
        label += score
    return size, label


BOARD_FILL = (70, 56, 44)
ACTIONS_FILL = (92, 66, 44)
BOARD_ROWS = ("knowledge", "study", "farm", "temple", "market", "palace")  # the Cuzco board, top to bottom
TILE_ROWS = {"study": C.STUDY, "farm": C.FARM}  # the rows of tile columns, and their kind of tile


def board_rows(lay: TableLayout) -> dict[str, pygame.Rect]:
    """The band of the Cuzco board each row is drawn in, by name (`BOARD_ROWS`)."""
    rect = lay.board
    row_h = (rect.h - px(12)) // len(BOARD_ROWS)
    top = rect.top + px(6)
    return {name: pygame.Rect(rect.left + px(2), top + k * row_h, rect.w - px(4), row_h)
            for k, name in enumerate(BOARD_ROWS)}


def draw_board(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str], zones: Zones) -> None:
    """The whole Cuzco board, its frame and all."""
    table_panel(surface, lay.board, BOARD_FILL, theme.PANEL_EDGE)
    for row in BOARD_ROWS:
        draw_board_ground(surface, row, lay, zones)
        draw_board_row(surface, row, state, lay, names, zones)


def _row_geometry(lay: TableLayout, row: str) -> tuple[int, int, int, int]:
    """(left, width, top, height) of what is drawn in a row of the Cuzco board."""
    band = board_rows(lay)[row]
    return lay.board.left + px(8), lay.board.w - px(16), band.top, band.h


def draw_board_ground(surface: pygame.Surface, row: str, lay: TableLayout, zones: Zones) -> None:
    """What a row of the Cuzco board shows all game long: its name, the spaces and their numbers."""
    x0, w, y, row_h = _row_geometry(lay, row)
    label = draw_text(surface, row_label(row), (x0, y + (0 if row == "knowledge" else px(2))), 15, theme.TEXT_DIM)
    zones.tip(label, row_tip(row))
    zones.rows[row] = pygame.Rect(x0, y, px(58), row_h)
    if row == "knowledge":
        cell = max(px(10), (w - px(4)) // (C.KNOWLEDGE_TOP + 1))
        for k in range(C.KNOWLEDGE_TOP + 1):
            box = pygame.Rect(x0 + k * cell, y + px(18), cell - px(1), row_h - px(22))
            pygame.draw.rect(surface, PARCHMENT if k % 5 else theme.GOLD_LIGHT, box, border_radius=px(2))
            draw_text(surface, str(k), (box.centerx, box.top + px(1)), 11, INK, anchor="midtop")
    elif row in TILE_ROWS:
        tw = (w - px(60)) // 6
        for c in range(6):
            box = pygame.Rect(x0 + px(60) + c * tw, y + px(2), tw - px(3), row_h - px(6))
            pygame.draw.rect(surface, TILE_FACES[row], box, border_radius=px(4))
            draw_text(surface, str(c + 1), (box.left + px(3), box.top + px(1)), 12, theme.TEXT)
    elif row == "temple":
        for step, box in enumerate(_temple_steps(x0, w, y, row_h)):
            pygame.draw.rect(surface, STONE, box)
            draw_text(surface, str(step + 1), (box.left + px(2), box.top), 11, INK)
        for god, box in enumerate(_god_boxes(x0, w, y, row_h)):
            pygame.draw.rect(surface, GODS[god], box, border_radius=px(4))
            size, lines = name_lines(god_name(god), box.w - px(4), (11, 10, 9))
            for k, line in enumerate(lines):
                draw_text(surface, line, (box.centerx, box.top + px(1) + k * font(size).get_linesize()), size,
                          INK, anchor="midtop")


def row_label(row: str) -> str:
    """The name printed at the start of a row of the Cuzco board."""
    if row in TILE_ROWS:
        return kind_name(TILE_ROWS[row]).capitalize()
    return {"knowledge": _("University"), "temple": _("Temple"), "market": _("Market")}.get(row, _("Palace"))


def name_lines(name: str, width: int, sizes: tuple[int, ...]) -> tuple[int, list[str]]:
    """A name in at most two lines `width` pixels wide, at the largest of `sizes` where it fits whole: word
    by word, a word too long for a line cut in two with a hyphen (after a vowel, near its middle). At the
    smallest size, a name still too long is cut short with "…"."""
    for size in sizes:
        lines = _broken(name, width, font(size))
        if lines is not None and len(lines) <= 2:
            return size, lines
    return sizes[-1], [fit_line(name, width, sizes[-1:])[1]]


def _broken(name: str, width: int, f: pygame.font.Font) -> list[str] | None:
    """`name` in lines of `width` pixels, or None when a word does not fit even cut in two."""
    lines: list[str] = []
    for word in name.split():
        if lines and f.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] += f" {word}"
        elif f.size(word)[0] <= width:
            lines.append(word)
        else:
            cuts = [k for k in range(2, len(word) - 1)
                    if f.size(word[:k] + "-")[0] <= width and f.size(word[k:])[0] <= width]
            if not cuts:
                return None
            k = min(cuts, key=lambda k: (word[k - 1] not in "aeiou" or word[k] in "aeiou", abs(2 * k - len(word))))
            lines += [word[:k] + "-", word[k:]]
    return lines


def market_slots(lay: TableLayout, count: int) -> list[pygame.Rect]:
    """The market row's spaces, left to right (an empty one: its good was bought)."""
    x0, w, y, row_h = _row_geometry(lay, "market")
    mw = (w - px(60)) // 5
    return [pygame.Rect(x0 + px(60) + c * mw, y + px(2), mw - px(3), row_h - px(6)) for c in range(count)]


def empty_market_tip(column: int, players: int) -> str:
    """What an empty space of the market row means: a column left empty all game with fewer than four
    players (the first), or a good bought this round."""
    if column == 0 and players < C.MAX_PLAYERS:
        return _("An empty market space: with fewer than 4 players the market's first column holds no goods")
    return _("An empty market space: its good was bought this round")


def _temple_steps(x0: int, w: int, y: int, row_h: int) -> list[pygame.Rect]:
    sw = (w // 2 - px(60)) // 6
    return [pygame.Rect(x0 + px(60) + step * sw, y + px(2) + (5 - step) * px(2), sw - px(2), row_h - px(18))
            for step in range(C.TEMPLE_STEPS)]


def _god_boxes(x0: int, w: int, y: int, row_h: int) -> list[pygame.Rect]:
    gx = x0 + w // 2 + px(4)
    gw = (w // 2 - px(4)) // 5
    return [pygame.Rect(gx + god * gw, y + px(2), gw - px(3), row_h - px(6)) for god in range(5)]


def draw_board_row(surface: pygame.Surface, row: str, state: State, lay: TableLayout, names: list[str],
                   zones: Zones) -> None:
    """What the players change in a row of the Cuzco board, over its ground, with the row's tooltips."""
    x0, w, y, row_h = _row_geometry(lay, row)
    if row == "knowledge":  # the knowledge track
        cell = max(px(10), (w - px(4)) // (C.KNOWLEDGE_TOP + 1))
        for k in range(C.KNOWLEDGE_TOP + 1):
            box = pygame.Rect(x0 + k * cell, y + px(18), cell - px(1), row_h - px(22))
            here = [s for s, p in enumerate(state.players) if p.knowledge == k]
            for i, seat in enumerate(here):
                draw_seat(surface, seat, seat_colour(seat), (box.centerx, box.bottom - px(6) - i * px(5)), px(5))
            who = ", ".join(names[s] for s in here)
            tip = _("Knowledge {k}: worth {k} VP at the university", k=k) + (f" ({who})" if who else "")
            zones.tip(box, recon(tip, C.KNOWLEDGE_VP.source))
    elif row in TILE_ROWS:  # the study and farm tile columns
        kind = TILE_ROWS[row]
        tw = (w - px(60)) // 6
        for c in range(6):
            box = pygame.Rect(x0 + px(60) + c * tw, y + px(2), tw - px(3), row_h - px(6))
            tile = state.columns[kind][c]
            zones.columns[(kind, c + 1)] = box
            if tile >= 0:
                t = C.TILES[tile]
                draw_text(surface, f"{t.ability}", (box.centerx, box.centery), 18, theme.TEXT, bold=True,
                          anchor="center")
                draw_text(surface, f"+{t.value}", (box.right - px(3), box.bottom - px(1)), 12, theme.GOLD_LIGHT,
                          anchor="bottomright")
                tip = _("{kind} tile beside {pips}: {ability}; worth {v} ({what})", kind=kind_name(kind),
                        pips=c + 1, ability=ability_name(t.ability), v=t.value,
                        what=_("knowledge") if kind == C.STUDY else _("food"))
                zones.tip(box, recon(tip, t.source))
            else:
                zones.tip(box, _("an empty tile space: a die of {pips} or more takes from here and below", pips=c + 1))
    elif row == "temple":  # temple steps and gods
        for step, box in enumerate(_temple_steps(x0, w, y, row_h)):
            seat = state.steps[step]
            if seat >= 0:
                draw_seat(surface, seat, seat_colour(seat), box.center, px(8))
            owner = names[seat] if seat >= 0 else _("empty")
            zones.tip(box, _("Temple step {n}: {who}", n=step + 1, who=owner))
        left = state.temple_medals
        medals = draw_text(surface, ngettext("{n} medal", "{n} medals", left, n=left), (x0, y + px(20)), 12,
                           theme.GOLD_LIGHT)
        zones.tip(medals, _("Inti medals still on the temple"))
        for god, box in enumerate(_god_boxes(x0, w, y, row_h)):
            card = state.face_up[god]
            draw_text(surface, f"{card:02d}" if card > 0 else "-", (box.centerx, box.bottom - px(3)), 17, INK,
                      bold=True, anchor="midbottom")  # under the god's name
            pile = len(state.god_piles[god])
            zones.tip(box, face_up_tip(god, card, pile))
            zones.gods[god] = box
    elif row == "market":  # the market of the round
        goods = state.market[state.round - 1] if 1 <= state.round <= len(state.market) else []
        for c, (good, box) in enumerate(zip(goods, market_slots(lay, len(goods)), strict=True)):
            if good < 0:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, box, 1, border_radius=px(4))
                zones.tip(box, empty_market_tip(c, state.n))
                continue
            g = C.GOOD_TYPES[good]
            zones.market[c] = box
            pygame.draw.rect(surface, GOODS[good], box, border_radius=px(4))
            size, lines = name_lines(good_name(good), box.w - px(4), (11, 10, 9))
            for k, line in enumerate(lines):  # (two lines at most, clear of the price under them)
                draw_text(surface, line, (box.centerx, box.top + px(1) + k * font(size).get_linesize()), size,
                          INK, anchor="midtop")
            draw_text(surface, f"{g.cost}\u2192{g.vp}", (box.centerx, box.bottom - px(2)), 14, INK, bold=True,
                      anchor="midbottom")
            zones.tip(box, recon(_("{good}: {cost} food, {vp} VP", good=good_name(good), cost=g.cost, vp=g.vp),
                                 g.source))
    else:  # the palace
        pw = (w - px(60)) // max(1, len(state.palace) or 1)
        for i, mission in enumerate(state.palace):
            box = pygame.Rect(x0 + px(60) + i * pw, y + px(2), pw - px(3), row_h - px(6))
            pygame.draw.rect(surface, (214, 176, 80), box, border_radius=px(4))
            zones.palace[mission] = box
            draw_text(surface, mission_label(mission), box.center, 15, INK, bold=True, anchor="center")
            zones.tip(box, _("Mission {label}: {desc}", label=mission_label(mission), desc=mission_text(mission)))


_SPACES: list[tuple[object, tuple[pygame.Rect, ...]]] = []  # the last layout's spaces (worked out once per layout)


def action_spaces(lay: TableLayout, players: int) -> list[pygame.Rect]:
    """The action board's spaces for this many players, left to right."""
    key = (lay, players, px(100))
    if not _SPACES or _SPACES[0][0] != key:
        rect = lay.actions
        count = len(C.ACTION_BOARD.value[players])  # type: ignore[index]
        sw = (rect.w - px(12)) // count
        _SPACES[:] = [(key, tuple(pygame.Rect(rect.left + px(6) + space * sw, rect.top + px(6), sw - px(6),
                                              rect.h - px(12)) for space in range(count)))]
    return [box.copy() for box in _SPACES[0][1]]


def draw_action_board(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str],
                      zones: Zones) -> None:
    """The whole action board, its frame and all."""
    table_panel(surface, lay.actions, ACTIONS_FILL, theme.PANEL_EDGE)
    for space in range(len(action_spaces(lay, state.n))):
        draw_space_ground(surface, space, state.n, lay)
        draw_space(surface, space, state, lay, names, zones)


def draw_space_ground(surface: pygame.Surface, space: int, players: int, lay: TableLayout) -> None:
    """An action space as printed: its frame and the names of its actions."""
    box = action_spaces(lay, players)[space]
    acts = C.ACTION_BOARD.value[players][space]  # type: ignore[index]
    pygame.draw.rect(surface, PARCHMENT, box, border_radius=px(6))
    pygame.draw.rect(surface, WOOD, box, px(2), border_radius=px(6))
    for line_no, act in enumerate(acts):  # a double space names its two actions on two lines
        size, line = fit_line(action_name(act), box.w - px(6), (14, 13, 12, 11, 10), bold=True)
        draw_text(surface, line, (box.centerx, box.top + px(3) + line_no * px(14)), size, INK, bold=True,
                  anchor="midtop")


def die_spot(lay: TableLayout, players: int, space: int, index: int) -> tuple[tuple[int, int], int]:
    """Where the `index`-th die on an action space is drawn (its centre) and its size."""
    boxes = action_spaces(lay, players)
    box = boxes[space]
    sw = boxes[1].left - boxes[0].left if len(boxes) > 1 else box.w + px(6)
    die = max(px(14), MIN_DIE, min(sw // 4, lay.actions.h // 3))
    per_row = max(1, (box.w - px(8)) // (die + px(3)))
    cx = box.left + die // 2 + px(4) + (index % per_row) * (die + px(3))
    cy = box.bottom - die // 2 - px(4) - (index // per_row) * (die + px(3))
    return (cx, cy), die


def draw_space(surface: pygame.Surface, space: int, state: State, lay: TableLayout, names: list[str],
               zones: Zones) -> None:
    """The dice on an action space, and its tooltip."""
    box = action_spaces(lay, state.n)[space]
    acts = C.ACTION_BOARD.value[state.n][space]  # type: ignore[index]
    zones.spaces[space] = box
    dice = state.spaces[space]
    for i, (seat, pips) in enumerate(dice):
        centre, die = die_spot(lay, state.n, space, i)
        draw_die(surface, centre, die, pips, seat_colour(seat))
    zones.tip(box, space_tip(acts, dice, names))


def space_tip(acts: tuple[str, ...], dice: list[tuple[int, int]], names: list[str]) -> str:
    """An action space's tooltip: what each of its actions does, the placement rule and the dice there."""
    does = [_("{action}: {effect}", action=action_name(a).capitalize(), effect=action_effect(a)) for a in acts]
    rule = _("Placement: any die may go here.") if acts[0] == C.VP_SPACE_ACTION else \
        _("Placement: a die here must show fewer pips than every die already here.")
    placed = ", ".join(f"{names[s]} {p}" for s, p in dice) or _("none yet")
    lines = [*does, rule, _("Dice here: {dice}", dice=placed)]
    return "\n".join(lines)


def dice_text(count: int) -> str:
    return ngettext("{n} die", "{n} dice", count, n=count)


__all__ = ["colour_name", "dice_text", "draw_action_board", "draw_board", "draw_header"]
