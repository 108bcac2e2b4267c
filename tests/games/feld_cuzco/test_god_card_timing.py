"""When god cards 09, 01/11/15 and 13 may be played, each checked on the game that showed it wrong.

`fixtures/god_card_timing_games.json` holds the first actions of three games of computer players (random
bots seeded 10 × the game's seed + seat; in the second game seat 0 was a Normal bot), recorded up to the
moment the rule decides. Each test replays them, then asks what the rule says.
"""

from __future__ import annotations

import json
from pathlib import Path

from cuzco.games.feld_cuzco.rules import (
    Done,
    PlayCard,
    Setup,
    State,
    TakeTile,
    UseAbility,
    action_from_json,
    apply,
    check,
    legal_actions,
    new_game,
)
from cuzco.games.feld_cuzco.rules import components as C

GAMES = json.loads((Path(__file__).parent / "fixtures" / "god_card_timing_games.json").read_text())


def replayed(name: str) -> State:
    game = GAMES[name]
    state = new_game(Setup(tuple(f"P{i}" for i in range(game["players"])), game["seed"], game["pututu"]))
    for raw in game["actions"]:
        state = apply(state, action_from_json(raw))
    return state


def test_card_09_may_follow_a_tile_taken_by_the_study_or_farming_action() -> None:
    """3 players, seed 4: P2 places a 5 on farming and takes a farm tile, holding card 09 and an offering,
    with empty mask spaces and tiles in the discard piles. The turn waits for card 09 or a pass."""
    state = replayed("card_09")
    last = action_from_json(GAMES["card_09"]["actions"][-1])
    assert isinstance(last, TakeTile) and last.player == 2 and state.phase == "dice"
    assert state.actor == 2 and state.tasks[-1] == ("discard_tile",)
    plays = [a for a in legal_actions(state) if isinstance(a, PlayCard) and a.card == 9]
    assert plays and Done(2) in legal_actions(state)
    pile, position, slot = plays[-1].target
    tile = state.tile_discards[pile][position]
    after = apply(state, plays[-1])
    assert after.players[2].slots[slot] == tile and 9 not in after.players[2].hand
    assert len(after.tile_discards[pile]) == len(state.tile_discards[pile]) - 1
    assert after.actor != 2 or after.tasks[-1] != ("discard_tile",)  # asked once: the card is spent
    passed = apply(state, Done(2))
    assert passed.players[2].hand == state.players[2].hand and passed.actor != 2


def test_phase_two_step_stays_open_while_a_phase_two_god_card_could_make_an_ability_usable() -> None:
    """4 players, seed 5008, pututu: P1 has used study ability 08 and still holds a study tile 12; a study tile
    can be taken and placed; P1 has an Inti medal and card 11 is face up. The medal on card 11, then ability 12."""
    state = replayed("phase_two_cards")
    p = state.players[1]
    assert state.phase == "abilities" and p.used[C.STUDY] and p.used_abilities[C.STUDY] == [8]
    assert state.actor == 1 and state.tasks[-1] == ("abilities",)
    assert check(state, UseAbility(1, C.STUDY, 12)) is not None  # not before the card
    card = PlayCard(1, 11, medal=True)
    assert card in legal_actions(state)
    state = apply(state, card)
    assert state.players[1].medals == p.medals - 1
    assert UseAbility(1, C.STUDY, 12) in legal_actions(state)
    state = apply(state, UseAbility(1, C.STUDY, 12))
    assert state.tasks[-1][:2] == ("tile", C.STUDY)


def test_card_13_is_played_in_phase_one_only_not_for_phase_two_tile_moves() -> None:
    """4 players, seed 47: in phase II P2 moves along a stone trail of 4 (two tiles 04) from village I2 and holds
    card 13 and an offering. Card 13 is a phase I card: only village I3 is in reach, never I1 or O2."""
    state = replayed("card_13")
    p = state.players[2]
    assert state.phase == "abilities" and state.actor == 2 and state.tasks[-1] == ("move", 0, 4)
    assert 13 in p.hand and p.offerings > 0 and p.place == 1
    assert "cannot be played now" in str(check(state, PlayCard(2, 13)))
    assert {a.to for a in legal_actions(state) if not isinstance(a, PlayCard)} == {2}  # type: ignore[union-attr]
    assert not [a for a in legal_actions(state) if isinstance(a, PlayCard)]


def test_card_13_still_helps_a_move_asked_in_phase_one() -> None:
    state = replayed("card_13")
    state.phase = "dice"
    assert check(state, PlayCard(2, 13)) is None
