"""A festival can be found: the Festival button on the bar (greyed with the reason when none can be
proposed), a click on your own temple, and the F1 help. Driven through posted events."""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.components import full_deck
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.scenes.festival_proposal import FestivalProposalScene
from cuzco.shell.scenes.help_overlay import controls

Table = Any
TEMPLE = Hex(-8, 1)


def _deck(wanted: str, hands: list[tuple[str, str, str]]) -> tuple[str, ...]:
    rest = full_deck()
    rest.remove(wanted)
    dealt = [hand[k] for k in range(3) for hand in hands]
    for card in dealt:
        rest.remove(card)
    return (wanted, *dealt, *rest)


def _city_game(placed: bool = True, ana: tuple[str, str, str] = ("mask", "drum", "conch")) -> Game:
    """Ana and Bo each have an Inca in the city of Ana's value-2 temple; Ana to play, holding `ana`."""
    from cuzco.games.cuzco.rules.actions import BuildTemple, EndTurn, EnterInca

    hands = [ana, ("mask", "mask", "drum")]
    game = Game.new(Setup(("Ana", "Bo"), seed=1, first_player=0, deck=_deck("mask+drum", hands)))
    v1, v3 = Hex(-8, 0), Hex(-8, 2)
    for action in (
        PlaceTerrain("triple", v1, 0), PlaceTerrain("village", TEMPLE), EnterInca(v1), BuildTemple(TEMPLE, 2),
        EndTurn(), PlaceTerrain("village", v3), EnterInca(v3), EndTurn(),
    ):
        game.apply(action)
    if placed:
        game.apply(PlaceTerrain("crop", Hex(0, 0)))
    return game


def _texts(table: Table) -> list[str]:
    return [text for t in table.scene.view.toasts.items for text in t.texts]


def test_the_festival_button_is_greyed_with_the_reason_before_the_terrain(tables: Any) -> None:
    table = tables.make_table(_city_game(placed=False))
    button = table.scene.view.toolbar.tool("festival")
    assert not button.enabled and "placing a terrain" in button.tooltip
    table.click(button.rect.center)
    assert any("placing a terrain" in text for text in _texts(table))


def test_the_festival_button_opens_the_proposal(tables: Any) -> None:
    table = tables.make_table(_city_game())
    button = table.scene.view.toolbar.tool("festival")
    assert button.enabled and "festival" in button.tooltip
    table.click(button.rect.center)
    top = table.app.stack.top
    assert isinstance(top, FestivalProposalScene) and top.temple_hex == TEMPLE


def test_clicking_your_own_temple_offers_a_festival(tables: Any) -> None:
    table = tables.make_table(_city_game())
    table.click_hex(TEMPLE)
    top = table.app.stack.top
    assert isinstance(top, FestivalProposalScene) and top.temple_hex == TEMPLE


def test_with_no_city_the_button_says_why(table: Table) -> None:
    from cuzco.games.cuzco.rules import queries

    table.scene.perform(next(a for a, _ in queries.legal_placements(table.state, "triple")))
    button = table.scene.view.toolbar.tool("festival")
    table.step()
    assert not button.enabled and "no temple on the board yet" in button.tooltip


def test_clicking_your_temple_without_a_matching_card_says_why(tables: Any) -> None:
    table = tables.make_table(_city_game(ana=("conch", "conch", "conch")))
    table.click_hex(TEMPLE)
    assert table.app.stack.top is table.scene
    said = _texts(table)
    assert any("No festival here" in text and "relic of the face-up card" in text for text in said), said
    assert not table.scene.view.toolbar.tool("festival").enabled


def test_the_help_tells_how_to_propose_a_festival() -> None:
    rows = [what for _title, group in controls() for _keys, what in group]
    assert any("propose a festival" in what for what in rows)
