"""The HUD panels are cached images redrawn in parts; they must never show stale data.

Through whole bot games, after every action, the screen's panels (players and
cards, top bar, toolbar, log) are compared with the same panels drawn from
nothing by fresh panel objects; and each change that alters what a panel says
must alter its pixels.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud.ap_counter import APCounter
from cuzco.games.cuzco.ui.hud.cards import CardsPanel
from cuzco.games.cuzco.ui.hud.log_panel import LogPanel
from cuzco.games.cuzco.ui.hud.players import PlayerPanels
from cuzco.games.cuzco.ui.hud.supply import SupplyStrip
from cuzco.games.cuzco.ui.input_tools import SelectTool


def _panels(table: object) -> dict[str, bytes]:
    view = table.scene.view  # type: ignore[attr-defined]
    screen = table.app.screen  # type: ignore[attr-defined]
    f = view.frame
    rects = {"right": f.right, "top": f.top, "toolbar": f.bottom, "log": view.log.rect}
    area = screen.get_rect()
    return {name: pygame.image.tobytes(screen.subsurface(r.clip(area)), "RGB") for name, r in rects.items()}


def _from_nothing(table: object) -> dict[str, bytes]:
    """The same frame with every panel cache thrown away (new panel objects, no kept images)."""
    view = table.scene.view  # type: ignore[attr-defined]
    log = LogPanel()
    log.game, log.folded, log.scroll = view.log.game, view.log.folded, view.log.scroll
    view.players, view.cards, view.supply, view.ap = PlayerPanels(), CardsPanel(), SupplyStrip(), APCounter()
    view.log = log
    view._right_key = view._top_key = None
    view.toolbar._cache = None
    view.toolbar._patches.clear()
    table.step()  # type: ignore[attr-defined]
    return _panels(table)


def _shown(state: GameState) -> dict[str, tuple]:
    """What each panel tells, in data: when it changes, the panel's pixels must change."""
    players = tuple(
        (p.score, p.reserve, p.doubles, p.crops, p.villages, p.tokens, len(p.hand)) for p in state.players
    )
    return {
        "right": (players, state.current, state.faceup, len(state.deck)),
        "top": (state.actor, state.turn, state.ap, state.triples, state.ponds_left, state.discs,
                tuple(sorted(state.floors.items()))),
        "log": (len(state.log),),
    }


def _play(table: object, seed: int, actions: int) -> Iterator[tuple[str, GameState, GameState]]:
    """Bots choose and apply up to `actions` actions: (kind, state before, state after) each."""
    game: Game = table.scene.game  # type: ignore[attr-defined]
    bots = [make_bot("greedy" if i % 2 == 0 else "random", f"{seed}/{i}") for i in range(game.state.num_players)]
    for _ in range(actions):
        before = game.state
        if before.is_over:
            break
        action = bots[before.actor].choose(before)
        game.apply(action)
        yield type(action).__name__, before, game.state


def test_every_panel_equals_a_redraw_from_nothing_after_every_action(tables: object) -> None:
    game = Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), 3, first_player=0))
    table = tables.make_table(game, demo=True)  # type: ignore[attr-defined]  # no festival sheet over the screen
    table.scene.view.log.folded = False  # the open log redraws its wrapped lines from a cache
    kinds: set[str] = set()
    for kind, _before, _after in _play(table, 3, 260):
        table.scene.set_tool(SelectTool())  # no tool: nothing on screen moves with the clock
        table.step()
        assert table.scene.modal is None
        live = _panels(table)
        fresh = _from_nothing(table)
        for name in live:
            assert live[name] == fresh[name], f"{name} panel stale after {kind}"
        kinds.add(kind)
    assert {"PlaceTerrain", "EnterInca", "MoveInca", "EndTurn", "BuildTemple", "PlacePond"} <= kinds


def test_each_change_a_panel_tells_alters_its_pixels(tables: object) -> None:
    game = Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), 8, first_player=0))
    table = tables.make_table(game, demo=True)  # type: ignore[attr-defined]  # no festival sheet over the screen
    table.scene.view.log.folded = False  # folded, two equal entries in a row would look the same
    table.scene.set_tool(SelectTool())
    table.step()
    seen = _panels(table)
    changed: dict[str, int] = {}
    for kind, before, after in _play(table, 8, 300):
        table.scene.set_tool(SelectTool())
        table.step()
        assert table.scene.modal is None
        now = _panels(table)
        told_before, told_after = _shown(before), _shown(after)
        for name in told_before:
            if told_before[name] != told_after[name]:
                assert now[name] != seen[name], f"{name} panel unchanged after {kind}: {told_after[name]}"
                changed[name] = changed.get(name, 0) + 1
        seen = now
    assert all(changed.get(name, 0) >= 20 for name in ("right", "top", "log")), changed


def test_the_inca_button_shows_the_new_players_colour_even_with_equal_counts(tables: object) -> None:
    from cuzco.games.cuzco.rules.actions import EndTurn, PlaceTerrain
    from cuzco.games.cuzco.rules.hexgrid import Hex

    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    button = table.scene.view.toolbar.tool("enter")
    first = pygame.image.tobytes(table.app.screen.subsurface(button.rect), "RGB")
    game = table.scene.game
    game.apply(PlaceTerrain("triple", Hex(0, 0), 0))
    game.apply(EndTurn())  # no frame in between: the button's count and state look the same as before
    table.step()
    assert table.state.current == 1
    assert (button.count, button.enabled) == (game.state.players[0].reserve, False)
    assert pygame.image.tobytes(table.app.screen.subsurface(button.rect), "RGB") != first


def test_the_ap_counter_keeps_only_the_part_it_drew_and_loses_no_pixel(tables: object) -> None:
    from dataclasses import replace

    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    state = table.state
    rect = table.scene.view.frame.ap
    looks = [
        (state, None, True),
        (state, 3, True),
        (state, 9, False),  # more than is left: the pips turn red
        (replace(state, token_used=True), 2, False),
    ]
    for s, cost, token_ok in looks:
        kept = pygame.Surface(table.app.screen.get_size(), pygame.SRCALPHA)
        APCounter().draw(kept, rect, s, cost, 0.0, token_ok)
        whole = pygame.Surface(rect.size, pygame.SRCALPHA)
        pulse = round(2.5) / 5 if cost is not None else 0.0  # the pulse at time 0
        APCounter()._render(whole, whole.get_rect(), s, cost, pulse, token_ok)
        shown = kept.subsurface(rect)
        assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(whole, "RGBA")
        assert whole.get_bounding_rect().w > 100  # something was drawn


def test_after_a_language_switch_every_panel_equals_a_redraw_from_nothing(tables: object) -> None:
    from cuzco.shell import i18n
    from cuzco.shell.settings import SETTINGS_CHANGED, Settings

    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    english = _panels(table)
    try:
        pygame.event.post(pygame.event.Event(SETTINGS_CHANGED, settings=Settings(language="es")))
        table.step(3)
        live = _panels(table)
        fresh = _from_nothing(table)
    finally:
        i18n.set_language("en")
    for name in ("right", "top", "toolbar"):
        assert live[name] != english[name], f"{name} panel still in English"
        assert live[name] == fresh[name], f"{name} panel keeps English parts"
