"""Drawing the Incan Gold table: the header (round track, the deck, the tallies of hazards out of the
game and artifacts still in the deck) and the camp (one tent per player: carried gems, the closed
chest, artifacts, status). The temple's path and its explorers are in `path_draw`.

Every drawing function takes (surface, state, layout) and returns the tooltips of what it drew as a
`cuzco.shell.tooltips.Tips` (its numbers drawn through that list's helpers); the caller hands it to
the frame (`tooltips.extend`), so a scene, a replay viewer or a test can show or check them.
`TableLayout` alone turns a rectangle and a state into rectangles; it is rebuilt only when the
size, the player count or the path length changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from cuzco.games.incan_gold.rules import HAZARD_KINDS, ROUNDS, State
from cuzco.shell import theme as board_theme
from cuzco.shell.i18n import _, ngettext, pgettext
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import draw_panel, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import Colour, px

from .cards_draw import HAZARD_EDGE, draw_gem, draw_hazard_icon, draw_idol
from .figures import draw_chest, draw_explorer, draw_tent, draw_torch, edge_colour
from .path_layout import lay_path
from .reveal import hazard_name
from .you import is_you

Tip = tuple[pygame.Rect, str]
SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple", "orange", "white", "black")
HEADER_H = 64
PLAYERS_H = 164
CHOICE_H = 150  # the choice card's band, above the camp: the card's height


def seat_colour(seat: int) -> Colour:
    return theme.PLAYER_COLOURS[SEAT_COLOURS[seat % len(SEAT_COLOURS)]]


def seat_mark(seat: int) -> str:
    return board_theme.MARKS[seat % len(board_theme.MARKS)]


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    players: int
    path_length: int
    card_width: int
    cards: tuple[pygame.Rect, ...]   # one per card on the path, in order
    front: pygame.Rect               # where the explorers still inside stand: the cell after the last card
    lanes: tuple[pygame.Rect, ...]   # the corridor's rows, from the entrance down
    panels: tuple[pygame.Rect, ...]  # one camp panel (tent) per player
    path_area: pygame.Rect
    header: pygame.Rect
    camp: pygame.Rect
    choice: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))  # the choice card's band

    @staticmethod
    def build(size: tuple[int, int] | pygame.Rect, state: State, choosing: bool = True) -> TableLayout:
        """`choosing`: keep a band above the camp for the choice card, so that while a player chooses it
        hides neither the path nor any tent (a picture of the table for a viewer needs none)."""
        table = size if isinstance(size, pygame.Rect) else pygame.Rect((0, 0), size)
        header = pygame.Rect(table.x + px(12), table.y + px(8), table.w - px(24), px(HEADER_H))
        camp_h = px(PLAYERS_H)
        camp = pygame.Rect(table.x + px(12), table.bottom - camp_h - px(10), table.w - px(24), camp_h)
        band = px(CHOICE_H) + px(6) if choosing else 0
        choice = pygame.Rect(camp.x, camp.top - px(6) - band, camp.w, band)
        area = pygame.Rect(table.x + px(16), header.bottom + px(10), table.w - px(32),
                           camp.top - header.bottom - px(20) - band)
        cards, front, lanes, width = lay_path(len(state.path), area)
        n = state.players
        gap = px(8)
        pw = (camp.w - gap * (n - 1)) // n
        panels = tuple(pygame.Rect(camp.x + i * (pw + gap), camp.y, pw, camp_h) for i in range(n))
        return TableLayout((table.w, table.h), n, len(state.path), width, tuple(cards), front, tuple(lanes),
                           panels, area, header, camp, choice)


MENU_BUTTON_W = 120


def menu_button_rect(surface_width: int) -> pygame.Rect:
    """Where the table's Menu button sits: the right end of the header."""
    rect = pygame.Rect(0, 0, px(MENU_BUTTON_W), px(44))
    rect.midright = (surface_width - px(12) - px(12), px(8) + px(HEADER_H) // 2)
    return rect


def deck_artifacts(state: State) -> int:
    """Artifacts still in the deck: public (one goes in each round; every one out is on the table)."""
    return sum(1 for c in state.deck if c.kind == "artifact")


def draw_header(surface: pygame.Surface, state: State, layout: TableLayout) -> Tips:
    tips = Tips()
    bar = layout.header
    draw_panel(surface, bar)
    narrow = bar.w < px(1100)
    x = bar.left + px(16)
    if not narrow:
        draw_text(surface, _("Incan Gold"), (x, bar.centery), 30, theme.GOLD_LIGHT, bold=True, anchor="midleft")
        x += px(190)
    for r in range(1, ROUNDS + 1):
        step = pygame.Rect(x + (r - 1) * px(38), bar.centery - px(16), px(34), px(32))
        done, now = r < state.round or state.over, r == state.round and not state.over
        face = theme.GOLD if now else theme.SAND_DARK if done else theme.PANEL_LIGHT
        pygame.draw.rect(surface, face, step, border_radius=px(5))
        tips.number(surface, r, step.center, 20, theme.TEXT_DARK if (now or done) else theme.TEXT_DIM, bold=True,
                    anchor="center", area=step, tip=_("Round {r} of {n}", r=r, n=ROUNDS) + ": " + (
                        _("being played") if now else _("played") if done else _("still to come")))
    x += ROUNDS * px(38) + px(14)
    label = _("Round {r} of {n}", r=state.round, n=ROUNDS) if not state.over else _("Game over")
    size, label = fit_line(label, px(170), (20, 17, 15))
    rect = draw_text(surface, label, (x, bar.centery - px(11)), size, theme.TEXT, anchor="midleft")
    tips.add(rect, _("The game has five rounds; the one being played is gold on the track"))
    deck_text = ngettext("{n} card in the deck", "{n} cards in the deck", len(state.deck), n=len(state.deck))
    size, deck_text = fit_line(deck_text, px(170), (17, 15, 13))
    rect = draw_text(surface, deck_text, (x, bar.centery + px(12)), size, theme.TEXT_DIM, anchor="midleft")
    tips.add(rect, _("Quest cards not yet turned this round; their order is secret, their kinds are not"))
    x += px(180)
    tips.extend(_draw_tallies(surface, state,
                              pygame.Rect(x, bar.top, bar.right - px(MENU_BUTTON_W) - px(24) - x, bar.h)))
    return tips


def _draw_tallies(surface: pygame.Surface, state: State, box: pygame.Rect) -> Tips:
    """Hazards out of the game (a second one ends a round and leaves) and artifacts still in the deck."""
    tips = Tips()
    removed = Counter(c.hazard for c in state.removed if c.kind == "hazard")
    cell = min(px(52), max(px(34), box.w // 7))
    x = box.left
    head = _("Out:")
    label = draw_text(surface, head, (x, box.centery), 17, theme.TEXT_DIM, anchor="midleft")
    tips.add(label, _("Hazard cards out of the game: each second hazard that ended a round leaves the deck"))
    x = label.right + px(6)
    for kind in HAZARD_KINDS:
        icon = pygame.Rect(x, box.centery - px(17), cell - px(6), px(34))
        gone = removed.get(kind, 0)
        pygame.draw.rect(surface, theme.darken(theme.SAND, 0.1 if gone else 0.55), icon, border_radius=px(5))
        pygame.draw.rect(surface, HAZARD_EDGE if gone else theme.PANEL_EDGE, icon, px(2), border_radius=px(5))
        draw_hazard_icon(surface, kind, (icon.centerx - px(6), icon.centery), px(10))
        tips.number(surface, f"×{gone}", (icon.right - px(3), icon.bottom - px(1)), 15,
                    theme.TEXT_DARK if gone else theme.TEXT_DIM, bold=True, anchor="bottomright", area=icon,
                    tip=ngettext("{hazard}: {n} card out of the game ({left} of 3 left)",
                                 "{hazard}: {n} cards out of the game ({left} of 3 left)", gone,
                                 hazard=hazard_name(kind), n=gone, left=3 - gone))
        x += cell
    if state.artifacts_in_play:
        x += px(8)
        n = deck_artifacts(state)
        icon = pygame.Rect(x, box.centery - px(17), cell, px(34))
        pygame.draw.rect(surface, theme.PANEL_LIGHT, icon, border_radius=px(5))
        draw_idol(surface, (icon.left + px(14), icon.centery + px(2)), px(9))
        tips.number(surface, f"×{n}", (icon.right - px(4), icon.centery), 17, theme.GOLD_LIGHT, bold=True,
                    anchor="midright", area=icon,
                    tip=ngettext("{n} artifact still in the deck", "{n} artifacts still in the deck", n, n=n))
    return tips


def draw_players(surface: pygame.Surface, state: State, layout: TableLayout, badges: dict[int, str],
                 open_tent: int | None = None, names: Sequence[str] | None = None,
                 away: Sequence[int] = (), show_tents: bool = False) -> Tips:
    """The camp: one panel per player with its tent. `badges`: a word per seat (chosen, torch, camp...);
    `open_tent`: the seat whose chest may be shown (all chests once the game is over); `names`: what
    to call each seat; `away`: seats whose explorer is walking and is drawn elsewhere; `show_tents`:
    every chest open (a finished game watched again)."""
    names = state.names if names is None else names
    tips = Tips()
    for p, rect in enumerate(layout.panels):
        shown = open_tent == p or state.over or show_tents
        tips.extend(_draw_panel(surface, state, p, rect, names[p], badges.get(p), shown, p in away))
    return tips


def _draw_panel(surface: pygame.Surface, state: State, p: int, rect: pygame.Rect, name: str, badge: str | None,
                open_chest: bool, away: bool) -> Tips:
    tips = Tips()
    inside = state.in_temple[p] and not state.over
    you = is_you(name)
    colour = seat_colour(p)
    fill = theme.PANEL_LIGHT if inside else theme.PANEL
    pygame.draw.rect(surface, fill, rect, border_radius=px(10))
    ring = edge_colour(colour)
    if ring != colour:  # a dark seat colour gets a light ring around it, so it reads on the dark panel
        pygame.draw.rect(surface, ring, rect.inflate(px(6), px(6)), px(3), border_radius=px(13))
    pygame.draw.rect(surface, colour, rect, px(3), border_radius=px(10))
    narrow = rect.w < px(150)
    # the tent, and the explorer beside it when back in camp
    tent_c = (rect.left + px(20), rect.top + px(24))
    draw_tent(surface, tent_c, px(14), colour)
    tips.add(pygame.Rect(tent_c[0] - px(15), tent_c[1] - px(15), px(30), px(30)),
                 _("Your tent") if you else _("{name}'s tent", name=name))
    name_left = rect.left + px(38)
    room = rect.right - px(8) - name_left - (px(22) if p == state.start_player and not state.over else 0)
    status_y = rect.top + px(38)
    size, shown = fit_line(name, room, (20, 17, 15, 13), bold=True)
    base, paren, level = name.partition(" (")
    if shown != name and paren:  # a computer's name and level do not fit on one line: the level goes below
        size, shown = fit_line(base, room, (20, 17, 15, 13), bold=True)
        lsize, lshown = fit_line("(" + level, rect.right - px(8) - name_left, (15, 13, 12))
        draw_text(surface, lshown, (name_left, rect.top + px(33)), lsize, theme.TEXT_DIM, anchor="midleft")
        status_y = rect.top + px(50)
    name_rect = draw_text(surface, shown, (name_left, rect.top + px(16)), size, theme.TEXT, bold=True,
                          anchor="midleft")
    if shown != name:
        tips.add(name_rect.union(pygame.Rect(name_rect.left, name_rect.top, name_rect.w, px(26))), name)
    if p == state.start_player and not state.over:
        torch = (rect.right - px(14), rect.top + px(18))
        draw_torch(surface, torch, px(10))
        tips.add(pygame.Rect(torch[0] - px(10), torch[1] - px(12), px(20), px(24)),
                     _("You lead this round: the first to choose") if you else
                     _("{name} leads this round: the first to choose", name=name))
    status = _("in the temple") if inside else _("in camp")
    sizes = (16, 14, 13) if status_y - rect.top < px(40) else (14, 13, 12)
    size, fitted = fit_line(status, rect.right - px(8) - name_left, sizes)
    if fitted != status:  # a narrow panel says it in one short word
        status = pgettext("a narrow player panel", "inside") if inside else pgettext("a narrow player panel", "out")
        size, fitted = fit_line(status, rect.right - px(8) - name_left, sizes)
    status = fitted
    srect = draw_text(surface, status, (name_left, status_y), size,
                      theme.SAND if inside else theme.TEXT_DIM, anchor="midleft")
    tips.add(srect, _("Still exploring this round") if inside else _("Back in camp until the next round"))
    if not inside and not away:
        draw_explorer(surface, (rect.left + px(20), rect.top + px(54)), px(9), colour)
    y = rect.top + px(72)
    step = px(23)
    draw_gem(surface, (rect.left + px(20), y), px(8))
    text = str(state.carried[p]) if narrow else _("carries {n}", n=state.carried[p])
    _row(tips, surface, text, (rect.left + px(36), y), theme.TEXT,
         ngettext("You carry {n} gem: lost if a second hazard scares you away",
                  "You carry {n} gems: lost if a second hazard scares you away", state.carried[p],
                  n=state.carried[p]) if you else
         ngettext("{name} carries {n} gem: lost if a second hazard scares them away",
                  "{name} carries {n} gems: lost if a second hazard scares them away",
                  state.carried[p], name=name, n=state.carried[p]))
    y += step
    chest = (rect.left + px(20), y)
    draw_chest(surface, chest, px(9), open_chest)
    value = str(state.tents[p]) if open_chest else "?"
    text = value if narrow else _("chest {n}", n=value)
    if you:
        tip = (ngettext("Your chest holds {n} gem", "Your chest holds {n} gems", state.tents[p], n=state.tents[p])
               if open_chest else _("Your chest: the gems brought back to camp, secret until the end"))
    else:
        tip = (ngettext("{name}'s chest holds {n} gem", "{name}'s chest holds {n} gems", state.tents[p], name=name,
                        n=state.tents[p]) if open_chest else
               _("{name}'s chest: the gems brought back to camp, secret until the end", name=name))
    _row(tips, surface, text, (rect.left + px(36), y), theme.TEXT, tip)
    y += step
    arts = state.artifacts[p]
    draw_idol(surface, (rect.left + px(20), y + px(1)), px(7))
    text = f"{len(arts)} ({sum(arts)})" if arts else "0"
    _row(tips, surface, text, (rect.left + px(36), y), theme.GOLD_LIGHT if arts else theme.TEXT_DIM,
         ngettext("{n} artifact carried out, worth {worth}", "{n} artifacts carried out, worth {worth}",
                  len(arts), n=len(arts), worth=sum(arts)))
    if badge:
        tips.add(*_badge(surface, rect, badge))
    return tips


def _row(tips: Tips, surface: pygame.Surface, text: str, pos: tuple[int, int], colour: Colour, tip: str) -> None:
    """A panel's row: its icon (left of `pos`) and its number or words, registered as one element."""
    row = tips.number(surface, text, pos, 18, colour, tip=tip, anchor="midleft")
    tips.items[-1] = (row.union(pygame.Rect(pos[0] - px(26), pos[1] - px(10), px(20), px(20))), tip)


BADGE_COLOURS: dict[str, Colour] = {"torch": theme.GOLD, "camp": theme.JADE, "chosen": theme.SKY,
                                    "scared": HAZARD_EDGE}


def badge_text(kind: str) -> str:
    return {"torch": _("goes on"), "camp": _("to camp"), "chosen": _("has chosen"), "scared": _("flees!"),
            "thinking": _("choosing...")}.get(kind, kind)


def badge_tip(kind: str) -> str:
    return {"torch": _("Goes on deeper into the temple"), "camp": _("Returns to camp with the gems"),
            "chosen": _("Has chosen; what stays secret until everybody has"),
            "scared": _("Scared away by a second hazard: drops what they carry"),
            "thinking": _("Still to choose")}.get(kind, kind)


def _badge(surface: pygame.Surface, panel: pygame.Rect, kind: str) -> Tip:
    colour = BADGE_COLOURS.get(kind, theme.PANEL_EDGE)
    label = badge_text(kind)
    box = pygame.Rect(0, 0, min(panel.width - px(12), px(130)), px(22))
    box.bottomright = (panel.right - px(6), panel.bottom - px(6))
    pygame.draw.rect(surface, colour, box, border_radius=px(11))
    size, text = fit_line(label, box.width - px(10), (16, 14, 12), bold=True)
    draw_text(surface, text, box.center, size, theme.readable_on(colour), bold=True, anchor="center")
    return box, badge_tip(kind)
