"""On Feld's Cuzco's road network the quipus delivered to a village never cover a road's pips chip nor
the row where the chasquis at that village stand: over every state of whole games (four players, random
moves), at the table's sizes and UI scales."""

from __future__ import annotations

import itertools

import pygame

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Setup, State, view
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.layout import TableLayout, table_scale
from cuzco.games.feld_cuzco.ui.road_draw import chasqui_row, chip_rects, quipu_rects
from cuzco.shell.settings import UI_SCALES
from cuzco.shell.widgets.theme import scaled_by, set_ui_scale, ui_scale

SIZES = ((1024, 700), (1600, 900), (1920, 1080))


def _states(seed: int) -> list[State]:
    game = Game(Setup(("Ana", "Bea", "Cai", "Dan"), seed=seed))
    bot = make_bot("random", seed)
    states = [game.state]
    while not game.state.over:
        game.apply(bot.choose(view(game.state, game.state.actor)))
        states.append(game.state)
    return states


def test_quipus_never_cover_a_roads_pips_chip_nor_a_chasqui() -> None:
    stacks = {(s.rotation, v.id, len(s.villages[v.id])) for seed in (1, 2) for s in _states(seed)
              for v in C.VILLAGES if s.villages[v.id]}
    # and every stack a village may hold, on every turn of the overlay (at most one quipu per player)
    stacks |= {(rotation, v.id, count) for rotation in range(6) for v in C.VILLAGES for count in (1, 2, 3, 4)}
    failures = []
    before = ui_scale()
    for scale, size in itertools.product(UI_SCALES, SIZES):
        set_ui_scale(scale)
        with scaled_by(table_scale(size)):
            lay = TableLayout.build(size, 4)
            chips = {rotation: chip_rects(rotation, lay) for rotation in range(6)}
            for rotation, village, count in stacks:
                for quipu in quipu_rects(lay, village, count, chips[rotation]):
                    hit = [tuple(chip) for chip in [*chips[rotation], chasqui_row(lay, village)]
                           if quipu.colliderect(chip)]
                    if hit or not lay.road.contains(quipu):
                        failures.append(f"{scale} {size}: village {village}, {count} quipus: {tuple(quipu)} {hit}")
    set_ui_scale(before)
    assert not failures, "\n".join(failures[:10]) + f"\n... {len(failures)} in all"


def test_the_check_sees_a_quipu_on_a_chip() -> None:
    chip = pygame.Rect(100, 100, 20, 20)
    assert pygame.Rect(110, 95, 12, 6).colliderect(chip)
