"""The current player banner (top left) and the status line over the board's bottom edge."""

from __future__ import annotations

from functools import lru_cache

import pygame

from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud.players import readable
from cuzco.shell import theme as board_theme
from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, fit_line, font, render, wrap
from cuzco.shell.widgets.theme import Colour, px


def phase_hint(state: GameState, is_bot: bool, replaying: bool = False) -> str:
    """One line saying what happens now, for whoever looks at the screen (`replaying`: a turn already
    played is shown again, so nobody is thinking)."""
    name = state.players[state.actor].name
    if replaying:
        return _("Replay of {name}'s turn", name=name)
    if state.is_over:
        winners = " & ".join(state.players[p].name for p in state.winners())
        return _("Game over: {names} won", names=winners)
    if state.phase == "festival":
        return _("Festival: {name} bids", name=name)
    if is_bot:
        return _("{name} is thinking...", name=name)
    if state.must_place:
        return _("Begin your turn by placing a terrain")
    if state.final_turn:
        return _("Your final turn: no terrain has to be placed")
    return _("Spend your AP, then end your turn")


def own_turn(state: GameState) -> int:
    """Which of their own turns the player at turn is playing: the game's turn counter counts every
    player's turns, so a player's second turn is not "turn 3"."""
    return (max(1, state.turn) - 1) // max(1, len(state.players)) + 1


def draw_banner(
    surface: pygame.Surface, rect: pygame.Rect, state: GameState, colour: Colour, mark: str, hint: str
) -> None:
    player = state.players[state.actor]
    badge = (rect.left + px(34), rect.centery)
    pygame.draw.circle(surface, theme.darken(colour, 0.5), (badge[0] + px(2), badge[1] + px(3)), px(24))
    pygame.draw.circle(surface, colour, badge, px(24))
    pygame.draw.circle(surface, theme.lighten(colour, 0.35), badge, px(24), max(1, px(2)))
    board_theme.draw_mark(surface, mark, badge, px(11), board_theme.ink_on(colour))
    x = rect.left + px(68)
    size, lines = hint_lines(hint, rect.right - x - px(8))
    compact = len(lines) > 1  # a long instruction takes two lines under a smaller name
    turn = _("turn {n}", n=own_turn(state))
    turn_size = 18 if compact else 20
    # a long name is shortened with "…" so that it and its turn stay inside the banner (the player's
    # panel has the whole name in its tooltip)
    room = rect.right - x - px(8) - font(turn_size).size(turn)[0] - px(10)
    name_size, shown = fit_line(player.name, room, (24, 20, 17) if compact else (32, 28, 24, 20), bold=True)
    name = render(shown, name_size, readable(colour), bold=True)
    surface.blit(name, (x, rect.top + px(4 if compact else 8)))
    draw_text(surface, turn, (x + name.get_width() + px(10), rect.top + px(8 if compact else 16)), turn_size,
              theme.TEXT_DIM)
    top = rect.top + (px(34) if compact else px(44))
    for k, line in enumerate(lines):
        draw_text(surface, line, (x, top + k * font(size).get_linesize()), size, theme.GOLD_LIGHT)


def hint_lines(hint: str, room: int) -> tuple[int, list[str]]:
    """The banner's instruction: one line if it fits (20, 18 or 16), else two lines at 16, the second
    cut short only if even that is not enough."""
    for size in (20, 18, 16):
        if font(size).size(hint)[0] <= room:
            return size, [hint]
    lines = wrap(hint, 16, room)
    if len(lines) > 2:
        lines = [lines[0], fit_line(" ".join(lines[1:]), room, (16,))[1]]
    return 16, lines


def draw_status(
    surface: pygame.Surface, area: pygame.Rect, text: str, kind: str, avoid: pygame.Rect | None = None
) -> None:
    """A pill at the bottom of the board: what a click would do, or why it cannot be done.
    It moves aside (right, or else up) to stay clear of `avoid` (the game log)."""
    if not text:
        return
    img = _status_text(text, kind, max(px(80), area.w - px(48)), theme.ui_scale())
    box = img.get_rect().inflate(px(28), px(12))
    box.midbottom = (area.centerx, area.bottom - px(10))
    if avoid is not None and box.colliderect(avoid):
        if avoid.right + px(10) + box.width <= area.right - px(10):
            box.left = avoid.right + px(10)
        else:
            box.bottom = avoid.top - px(6)
    surface.blit(_status_veil(box.size, theme.ui_scale()), box)
    surface.blit(img, img.get_rect(center=box.center))


@lru_cache(maxsize=64)
def _status_text(text: str, kind: str, room: int, _scale: float) -> pygame.Surface:
    """The pill's text: a long reason takes two lines (the second cut short if need be), never more than `room`."""
    colour = {"error": theme.ERROR, "action": theme.GOLD_LIGHT, "hint": theme.TEXT_DIM}.get(kind, theme.TEXT)
    size, bold = (20 if kind == "hint" else 22), kind == "action"
    lines = wrap(text, size, room, bold)
    if len(lines) > 2:
        lines = [lines[0], fit_line(" ".join(lines[1:]), room, (size,), bold)[1]]
    imgs = [render(line, size, colour, bold=bold) for line in lines]
    if len(imgs) == 1:
        return imgs[0]
    out = pygame.Surface((max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)), pygame.SRCALPHA)
    y = 0
    for line in imgs:
        out.blit(line, line.get_rect(midtop=(out.get_width() // 2, y)))
        y += line.get_height()
    return out


@lru_cache(maxsize=32)
def _status_veil(size: tuple[int, int], _scale: float) -> pygame.Surface:
    """The status pill's backing (the same few widths come back all the time)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.darken(theme.PANEL, 0.3), 225), veil.get_rect(), border_radius=px(14))
    return veil


def draw_tooltip(surface: pygame.Surface, pos: tuple[int, int], lines: list[str]) -> None:
    """A small box beside the mouse (region details, button help): the shell's tooltip box."""
    tooltips.draw_box(surface, pos, lines)
