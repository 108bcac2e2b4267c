"""Both games' phone adapters on fuzzed messages: a phone's JSON becomes one of the game's own actions,
for the phone's own seat, or a ValueError with a reason; nothing else, and the game is untouched."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuzco.games.cuzco.rules.actions import ACTION_TYPES
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.cuzco.ui.phones import CuzcoPhones
from cuzco.games.incan_gold.rules import Choose, Game, Setup
from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
from cuzco.shell import registry

KEYS = st.sampled_from(["type", "go_on", "cards", "source", "player", "hex", "seq", "x"])
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(["choose", "bid", "stand", "drop", "draw",
                                                                      "festival", "deck", "faceup", "mask"])
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)
MESSAGES = st.dictionaries(KEYS, VALUES, max_size=4)

IG = Game(Setup(("A", "B", "C"), seed=1))
CZ = CuzcoGame.new(CuzcoSetup(("A", "B", "C"), 1))


def test_each_game_gives_its_adapter_through_the_registry() -> None:
    assert isinstance(registry.entry("incan-gold").phone_adapter(), IncanGoldPhones)  # type: ignore[misc]
    assert isinstance(registry.entry("cuzco").phone_adapter(), CuzcoPhones)  # type: ignore[misc]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MESSAGES, st.integers(0, 2))
def test_incan_gold_messages_become_the_seats_own_choice_or_a_reason(data: dict[str, Any], seat: int) -> None:
    before = IG.state
    try:
        action = IncanGoldPhones().action(IG, seat, data)
    except ValueError as exc:
        assert str(exc)
    else:
        assert action == Choose(seat, data["go_on"])
    assert IG.state is before


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MESSAGES, st.integers(0, 2))
def test_cuzco_messages_become_a_cuzco_action_or_a_reason(data: dict[str, Any], seat: int) -> None:
    before = len(CZ.actions)
    adapter = CuzcoPhones()
    try:
        action = adapter.action(CZ, seat, data)
    except ValueError as exc:
        assert str(exc)
    else:
        assert type(action) in ACTION_TYPES.values()
        assert action.type in ("bid", "stand", "drop", "draw")  # no proposal without a temple picked
        CZ.state.check(action)  # the rules judge it without raising
    assert len(CZ.actions) == before
