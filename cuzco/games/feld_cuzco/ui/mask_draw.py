"""Drawing each player's mask board, row by row (`MASK_ROWS`, each in its band: the table redraws only
the rows that changed): the headdress's twelve feather dots by colour and its six circlets,
the twelve mask spaces (tiles, slid down or not, and quipus), the reserve, the priests at home, the food,
offerings, medals, knowledge and VP, the goods, the missions, the dice still to place, and the god cards:
face up only for `viewer`, the seat in front of the screen; for everyone else only how many."""

from __future__ import annotations

import pygame

from cuzco.games.feld_cuzco.rules import State
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import QUIPU
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes.common import draw_seat, text_colour
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.theme import px
from cuzco.text import N_

from .board_draw import recon
from .layout import TableLayout, Zones
from .names import card_name, colour_name, good_name, mission_label, mission_text, tile_tip
from .palette import FEATHERS, GODS, GOODS, INK, TILE_FACES, mask_edge, seat_colour, table_panel
from .picture import draw_die


def draw_masks(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str], viewer: int | None,
               actor: int | None, zones: Zones) -> None:
    for seat, rect in enumerate(lay.masks):
        draw_mask_board(surface, state, seat, rect, names[seat], seat == viewer, seat == actor, zones)


def draw_mask_board(surface: pygame.Surface, state: State, seat: int, rect: pygame.Rect, name: str, mine: bool,
                    acting: bool, zones: Zones) -> None:
    """A mask board on its panel, edged in gold on its player's turn."""
    table_panel(surface, rect, theme.PANEL, mask_edge(seat, acting))
    draw_mask(surface, state, seat, rect, name, mine, zones)


def _stat(surface: pygame.Surface, zones: Zones, pos: tuple[int, int], text: str, tip: str,
          colour: tuple[int, int, int] = theme.TEXT) -> int:
    box = draw_text(surface, text, pos, 15, colour)
    zones.tip(box.inflate(px(4), px(4)), tip)
    return box.right + px(10)


# The status row: (the player's count, its abbreviation, the tooltip that spells the abbreviation out)
STATS = (
    ("knowledge", N_("K {n}"), N_("K: knowledge, {n}. Your place on the university's track: its VP are scored, "
                                  "and the track reset, in phase III.")),
    ("food", N_("F {n}"), N_("F: food, {n}. It pays for goods at the market.")),
    ("offerings", N_("O {n}"), N_("O: offerings, {n}. Each god card played from the hand costs one.")),
    ("medals", N_("M {n}"), N_("M: Inti medals, {n}. One plays a face-up god card; each left at the end is {vp} VP.")),
    ("priests_home", N_("P {n}"), N_("P: priests at home, {n}. The temple action sends one up the steps.")),
    ("reserve", N_("Q {n}"), N_("Q: quipus in the reserve, {n}. Delivered once none is left on the mask.")),
)
MASK_ROWS = ("title", "stats", "headdress", "spaces", "items", "missions")  # a mask board, top to bottom


def _measures(rect: pygame.Rect) -> dict[str, int]:
    """Where each row of a mask board starts (its top), and the size of the feather dots and mask spaces."""
    y: dict[str, int] = {"title": rect.top + px(5)}
    y["stats"] = y["title"] + px(22)
    y["headdress"] = y["stats"] + px(20)
    dot = max(px(5), min(px(12), (rect.w - px(16)) // 40, rect.h // 20))
    y["spaces"] = y["headdress"] + dot * 3 + px(6)
    sh = max(px(14), min(px(36), rect.bottom - y["spaces"] - px(70)))
    y["items"] = y["spaces"] + sh + px(5)
    y["missions"] = y["items"] + px(26)
    return {**y, "dot": dot, "space_h": sh}


def mask_rows(rect: pygame.Rect) -> dict[str, pygame.Rect]:
    """The band of a mask board each row is drawn in, by name (`MASK_ROWS`), clear of the board's frame."""
    y = _measures(rect)
    cuts = [rect.top + px(3), y["stats"] - px(3), y["headdress"] - px(1), y["spaces"] - px(2), y["items"] - px(3),
            y["missions"] - px(2), rect.bottom - px(3)]
    return {name: pygame.Rect(rect.left + px(3), cuts[k], rect.w - px(6), max(0, cuts[k + 1] - cuts[k]))
            for k, name in enumerate(MASK_ROWS)}


def draw_mask(surface: pygame.Surface, state: State, seat: int, rect: pygame.Rect, name: str, mine: bool,
              zones: Zones) -> None:
    """A mask board's contents, on its panel (`draw_masks` draws the panels too)."""
    for row in MASK_ROWS:
        draw_mask_row(surface, row, state, seat, rect, name, mine, zones)


def draw_mask_row(surface: pygame.Surface, row: str, state: State, seat: int, rect: pygame.Rect, name: str,
                  mine: bool, zones: Zones) -> None:
    """One row of a mask board (`MASK_ROWS`), with its tooltips."""
    p = state.players[seat]
    colour = seat_colour(seat)
    at = _measures(rect)
    x, y = rect.left + px(8), at[row]
    if row == "title":
        draw_seat(surface, seat, colour, (x + px(7), y + px(9)), px(7))
        title = draw_text(surface, name, (x + px(18), y), 17, text_colour(colour), bold=True)
        zones.tip(title, _("{name}'s mask board", name=name))
        vp = draw_text(surface, _("{n} VP", n=p.vp), (rect.right - px(8), y), 17, theme.GOLD_LIGHT, bold=True,
                       anchor="topright")
        zones.tip(vp, _("Victory points"))
        zones.stats[(seat, "vp")] = vp.inflate(px(4), px(2))
    elif row == "stats":
        sx = x
        for attr, label, tip in STATS:
            n = getattr(p, attr)
            if attr == "offerings":  # a target (an offering of the exchange or a blessing)
                zones.stats[(seat, "offerings")] = pygame.Rect(sx - px(2), y - px(2), px(40), px(20))
            right = _stat(surface, zones, (sx, y), _(label, n=n), _(tip, n=n, vp=C.MEDAL_VP.value))
            if attr == "medals":  # the guided game rings it when the learner spends one
                zones.stats[(seat, "medals")] = pygame.Rect(sx - px(3), y - px(2), right - px(10) - sx + px(6), px(20))
            sx = right
        if state.pututu_module:
            _stat(surface, zones, (sx, y), f"\u00b11:{p.pututu[0]} \u00b12:{p.pututu[1]}",
                  _("Pututu tiles: {a} of 1, {b} of 2", a=p.pututu[0], b=p.pututu[1]))
    elif row == "headdress":  # 12 dots in 6 pairs, each pair flanking a circlet
        dot = at["dot"]
        pair_w = (rect.w - px(16)) // 6
        for c in range(6):
            cx = x + c * pair_w + pair_w // 2
            for side, d in enumerate(C.circlet_dots(c + 1)):
                dx = cx + (-1 if side == 0 else 1) * (dot * 2 + px(2))
                col = FEATHERS[C.MASKS[p.mask][d]]
                filled = bool(p.dots >> d & 1)
                if filled:
                    pygame.draw.ellipse(surface, col, pygame.Rect(dx - dot, y, dot * 2, dot * 3))
                else:
                    pygame.draw.circle(surface, col, (dx, y + dot * 3 // 2), dot, max(1, px(2)))
                zones.dots[(seat, d)] = pygame.Rect(dx - dot, y, dot * 2, dot * 3)
                zones.tip(pygame.Rect(dx - dot, y, dot * 2, dot * 3),
                          recon(_("Dot {d}: {colour} feather {state}", d=d + 1, colour=colour_name(C.MASKS[p.mask][d]),
                                  state=_("placed") if filled else _("missing")), C.MASK_SOURCE))
            ring = pygame.Rect(0, 0, dot * 2, dot * 2)
            ring.center = (cx, y + dot * 3 // 2)
            zones.rings[(seat, c + 1)] = ring
            pygame.draw.circle(surface, theme.GOLD if p.circlets[c] else theme.PANEL_LIGHT, ring.center, dot,
                               0 if p.circlets[c] else max(1, px(2)))
            draw_text(surface, str(c + 1), ring.center, 11, INK if p.circlets[c] else theme.TEXT_DIM, anchor="center")
            worth = C.CIRCLET_VP[c]
            zones.tip(ring, recon(_("Circlet {c}: {state}; worth {vp} VP", c=c + 1, vp=worth.value,
                                    state=_("active") if p.circlets[c] else _("not active")), worth.source))
    elif row == "spaces":  # the twelve mask spaces
        sw = max(px(10), (rect.w - px(16)) // 12)
        sh = at["space_h"]
        for i in range(C.MASK_SPACES):
            box = pygame.Rect(x + i * sw, y, sw - px(2), sh)
            zones.slots[(seat, i)] = box
            t = p.slots[i] if i < len(p.slots) else -1
            if t >= 0:
                tile = C.TILES[t]
                face = TILE_FACES["study" if tile.kind == C.STUDY else "farm"]
                pygame.draw.rect(surface, theme.darken(face, 0.4) if p.slid[i] else face, box, border_radius=px(3))
                draw_text(surface, str(tile.ability), box.center, 13, theme.TEXT, bold=True, anchor="center")
                zones.tip(box, recon(tile_tip(t, p.slid[i]), tile.source))
            elif t == QUIPU:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=px(3))
                pygame.draw.line(surface, colour, (box.centerx, box.top + px(2)), (box.centerx, box.bottom - px(2)),
                                 max(2, px(3)))
                zones.tip(box, _("Mask space {n}: a quipu waiting to be delivered", n=i + 1))
            else:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, box, 1, border_radius=px(3))
                zones.tip(box, _("Mask space {n}: empty", n=i + 1))
    elif row == "items":  # goods, dice, god cards
        gx = x
        for good in p.goods:
            box = pygame.Rect(gx, y, px(14), px(14))
            pygame.draw.rect(surface, GOODS[good], box, border_radius=px(3))
            zones.tip(box, good_name(good))
            gx += px(16)
        for k, pips in enumerate(p.dice):
            r = draw_die(surface, (gx + px(11), y + px(9)), px(20), pips, colour)
            zones.dice[(seat, k)] = r
            zones.tip(r, _("A die still to place: {n}", n=pips))
            gx += px(24)
        gx += px(6)
        pitch = px(28)
        room = max(1, (rect.right - px(8) - gx) // pitch)
        hand = p.hand if len(p.hand) <= room else p.hand[: room - 1]
        for card in hand:
            box = pygame.Rect(gx, y - px(1), px(26), px(20))
            if mine and card > 0:
                pygame.draw.rect(surface, GODS[C.god_of(card)], box, border_radius=px(3))
                draw_text(surface, f"{card:02d}", box.center, 11, INK, bold=True, anchor="center")
                zones.tip(box, _("Your god card {n}: {desc}", n=f"{card:02d}", desc=card_name(card)))
            else:
                pygame.draw.rect(surface, (96, 60, 90), box, border_radius=px(3))
                pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=px(3))
                zones.tip(box, _("A god card, hidden from the other players"))
            gx += pitch
        if len(hand) < len(p.hand):  # no room for them all: the rest counted
            more = len(p.hand) - len(hand)
            box = draw_text(surface, f"+{more}", (gx, y), 15, theme.TEXT, bold=True)
            zones.tip(box, ngettext("{n} more god card", "{n} more god cards", more, n=more))
    else:  # the missions
        title = draw_text(surface, _("Missions:"), (x, y), 14, theme.TEXT_DIM)
        zones.tip(title, _("The missions of the Sapa Inca on this mask board; hover one to read it"))
        mx = title.right + px(8)
        shown = list(p.missions) + ([m for m in p.drawn if m > 0] if mine else [])
        for m in shown:
            drawn = m not in p.missions
            text = mission_label(m) + ("?" if drawn else "")
            box = draw_text(surface, text, (mx, y), 14, theme.GOLD_LIGHT if not drawn else theme.TEXT_DIM, bold=True)
            zones.missions[(seat, m)] = box.inflate(px(6), px(4))
            zones.tip(box, _("Mission {label}: {desc}", label=mission_label(m), desc=mission_text(m)))
            mx = box.right + px(8)
        done = len(p.completed)
        if done:
            box = draw_text(surface, ngettext("{n} done", "{n} done", done, n=done), (mx, y), 14, theme.TEXT_DIM)
            zones.tip(box, _("Missions completed: {n}", n=done))
