"""What a reveal reports (the events the table animates), the turn counter, the path's artifacts, and the
save loader at its limits: the gaps mutation testing found in the Incan Gold rules tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cuzco.games.incan_gold.rules import (
    Choose,
    Game,
    SaveFileError,
    Setup,
    apply,
    load_game,
    new_game,
    view_for,
)
from cuzco.games.incan_gold.rules.record import MAX_ACTIONS, MAX_SAVE_BYTES, is_incan_gold_save, read_json
from cuzco.games.incan_gold.rules.state import BANK, CARD, CHOICES, LEAVE, ROUND_END, ROUND_START, SCARED

from .builders import NAMES, everyone, table


def kinds(state: object) -> list[str]:
    return [e.kind for e in state.events]  # type: ignore[attr-defined]


def test_a_new_game_reports_the_start_of_round_one() -> None:
    state = new_game(Setup(NAMES[:4], seed=3, first_player=2))
    start = state.events[0]
    assert (start.kind, start.player, start.amount) == (ROUND_START, 2, state.round)


def test_a_reveal_reports_the_choices_with_the_seats_going_on() -> None:
    state = table(4, deck="t5 t7 t9", path=[("t3", 1)])
    after = everyone(state, {1: False, 3: False})
    choices = [e for e in after.events if e.kind == CHOICES]
    assert len(choices) == 1 and choices[0].detail == "0,2"
    assert kinds(after)[0] == CHOICES


def test_a_second_hazard_reports_the_card_and_who_is_scared_out() -> None:
    state = table(4, deck="h:fire t5", path=[("h:fire", 0), ("t4", 0)], carried=(3, 3, 3, 3))
    after = everyone(state, {0: False})
    end = kinds(after).index(ROUND_END)
    assert [e.card.code for e in after.events[:end] if e.kind == CARD and e.card] == ["h:fire"]
    assert [(e.player, e.amount) for e in after.events if e.kind == SCARED] == [(1, 3), (2, 3), (3, 3)]
    assert [e.detail for e in after.events if e.kind == ROUND_END] == ["hazard"]
    opening = after.events[end + 1]
    assert (opening.kind, opening.amount) == (ROUND_START, 2) and after.round == 2


def test_leavers_report_their_share_and_what_they_bank() -> None:
    state = table(4, deck="t5 t7", path=[("t9", 4)], carried=(2, 2, 2, 2))
    after = everyone(state, {0: False, 1: False})
    assert [(e.player, e.amount) for e in after.events if e.kind == LEAVE] == [(0, 2), (1, 2)]
    assert [(e.player, e.amount) for e in after.events if e.kind == BANK] == [(0, 4), (1, 4)]


def test_the_turn_counter_counts_the_reveals_of_the_round() -> None:
    state = table(3, deck="t1 t2 t3 t4 t5 t7 t9", path=[("t3", 0)])
    assert state.turn == 1
    for expected in (2, 3, 4):
        state = everyone(state)
        assert state.turn == expected and state.round == 1
        assert view_for(state, 0).turn == expected
    state = everyone(state, default=False)  # all go home: the next round opens at turn 0
    assert state.round == 2 and state.turn == 0


def test_path_artifacts_counts_the_artifacts_lying_on_the_path() -> None:
    state = table(4, deck="t1", path=[("a1", 0), ("t3", 0), ("a2", 0)])
    assert state.path_artifacts() == 2 and view_for(state, 1).path_artifacts() == 2
    assert table(4, deck="t1", path=[("t3", 0)]).path_artifacts() == 0


def test_a_cuzco_save_is_not_taken_for_an_incan_gold_one(tmp_path: Path) -> None:
    cuzco_save = {"format": "cuzco-save", "version": 1, "setup": {"names": list(NAMES[:4]), "seed": 1},
                  "actions": []}
    assert not is_incan_gold_save(cuzco_save) and not is_incan_gold_save({**cuzco_save, "game": "cuzco"})
    assert is_incan_gold_save({"game": "incan-gold"}) and not is_incan_gold_save(["incan-gold"])
    for data in (cuzco_save, {**cuzco_save, "game": "cuzco"}):
        path = tmp_path / "cuzco.json"
        path.write_text(json.dumps(data))
        with pytest.raises(SaveFileError, match="not an Incan Gold game"):
            load_game(path)


def test_a_folder_is_refused_as_a_save(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="cannot read"):
        load_game(tmp_path)
    with pytest.raises(SaveFileError, match="no save file"):
        load_game(tmp_path / "missing.json")


def _save_with(tmp_path: Path, actions: list[object], pad: int = 0) -> Path:
    game = Game(Setup(NAMES[:3], seed=1))
    data = game.to_json()
    data["actions"] = actions
    path = tmp_path / "limits.json"
    text = json.dumps(data)
    path.write_text(text + " " * max(0, pad - len(text.encode())))
    return path


def test_the_size_limit_holds_at_its_bound(tmp_path: Path) -> None:
    assert isinstance(read_json(_save_with(tmp_path, [], pad=MAX_SAVE_BYTES)), dict)  # exactly the limit: read
    with pytest.raises(SaveFileError):
        read_json(_save_with(tmp_path, [], pad=MAX_SAVE_BYTES + 1))


def test_the_action_limit_holds_at_its_bound() -> None:
    # (a file that long is already over the size limit: the record's own check is tested on its JSON)
    action = {"type": "choose", "player": 0, "go_on": True}
    data = Game(Setup(NAMES[:3], seed=1)).to_json()
    with pytest.raises(SaveFileError, match="more than any game can"):
        Game.from_json({**data, "actions": [action] * (MAX_ACTIONS + 1)})
    with pytest.raises(SaveFileError) as refused:  # at the limit: read, then refused at its first bad action
        Game.from_json({**data, "actions": [action] * MAX_ACTIONS})
    assert "more than any game can" not in str(refused.value) and "action 1 is not valid" in str(refused.value)


def test_a_state_reports_only_what_its_last_action_caused() -> None:
    state = table(4, deck="t5 t7", path=[("t3", 0)])
    first = apply(state, Choose(0, True))
    assert first.events == ()  # a choice alone reveals nothing


def test_a_choice_in_a_save_must_be_true_or_false() -> None:
    from cuzco.games.incan_gold.rules import action_from_json

    for go_on in ("yes", 1, None):
        with pytest.raises(ValueError, match="'go_on' must be true or false"):
            action_from_json({"type": "choose", "player": 0, "go_on": go_on})


def test_gems_lost_starts_at_nothing_and_counts_what_a_second_hazard_scares_out() -> None:
    for seed in range(6):
        state = new_game(Setup(NAMES[:4], seed=seed, first_player=0))
        if state.round == 1:
            assert state.gems_lost == 0
    state = table(3, deck="h:fire t5", path=[("h:fire", 0), ("t4", 1)], carried=(4, 2, 3))
    after = everyone(state, {0: False})  # seat 0 takes the gem on the path; 2 + 3 are dropped
    assert after.tents[0] == 5 and after.gems_lost == 5


def test_card_codes_name_every_card_and_nothing_else() -> None:
    from cuzco.games.incan_gold.rules import Card
    from cuzco.games.incan_gold.rules.cards import artifact, quest_cards

    for card in [*quest_cards(), artifact(3)]:
        assert Card.from_code(card.code) == card
    for bad in ("x5", "t", "a", "h:lava", "5", "tt"):
        with pytest.raises(ValueError, match="no quest card"):
            Card.from_code(bad)


def test_a_setup_cannot_be_changed_once_made() -> None:
    import dataclasses

    setup = Setup(NAMES[:3], seed=1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setup.seed = 2  # type: ignore[misc]
    assert hash(setup) == hash(Setup(NAMES[:3], seed=1))


def test_a_save_without_the_artifacts_field_is_a_game_with_artifacts() -> None:
    data = Game(Setup(NAMES[:3], seed=1)).to_json()
    del data["setup"]["artifacts"]  # saves from before the Diamant variant
    assert Game.from_json(data).setup.artifacts is True


def test_events_about_nobody_in_particular_name_no_player() -> None:
    state = table(3, deck="h:fire t5", path=[("h:fire", 0), ("t4", 0)], carried=(1, 1, 1))
    after = everyone(state)  # all go on: the second fire ends the round
    for event in after.events:
        if event.kind in (CHOICES, ROUND_END, CARD):
            assert event.player == -1, event
    hazard = next(e for e in after.events if e.kind == CARD)
    assert hazard.amount == 0 and hazard.card is not None and hazard.card.code == "h:fire"


@pytest.mark.parametrize("seat", [-1, 4])
def test_a_seat_just_outside_the_table_is_refused_with_a_reason(seat: int) -> None:
    from cuzco.games.incan_gold.rules import check

    state = table(4, deck="t1 t2", path=[("t3", 0)])
    assert "there is no player" in str(check(state, Choose(seat, True)))


def test_the_save_limits_are_2_mib_and_100000_actions() -> None:
    """The bounds themselves, not only the code that reads them: a game of a few KB and a few hundred actions
    is far inside them, and a file or list past them is refused before it is read."""
    assert MAX_SAVE_BYTES == 2 * 1024 * 1024 == 2_097_152
    assert MAX_ACTIONS == 100_000


@pytest.mark.parametrize("names", ["Ana", "AnaBruno", b"ABC", 3, None, {"Ana": 1, "Bruno": 2}])
def test_the_names_must_be_a_list_not_one_text_taken_letter_by_letter(names: object) -> None:
    setup = Setup(names, seed=1)  # type: ignore[arg-type]
    assert setup.problem() == "the players' names must be a list of names"
    with pytest.raises(ValueError, match="must be a list of names"):
        new_game(setup)
    assert Setup(["Ana", "Bruno", "Carla"], seed=1).problem() is None  # type: ignore[arg-type]


def test_an_empty_deck_sends_those_inside_out_with_what_they_carry_and_ends_the_round() -> None:
    """The box's cards never run out before a round ends; if they did, the players still in the temple walk
    out together with what they carry (sharing the gems left on the path, as leavers do)."""
    state = table(4, deck="", path=[("t7", 3), ("t5", 2)], carried=(4, 1, 6, 2),
                  in_temple=(True, True, False, True), tents=(10, 0, 5, 0))
    after = everyone(state)  # all three inside go on: no card is left to turn
    assert after.round == 2
    assert after.tents == (10 + 4 + 1, 0 + 1 + 1, 5, 0 + 2 + 1)  # 5 gems on the path shared by 3: 1 each
    assert after.banked[-1] == (5, 2, 0, 3)
    assert after.gems_lost == state.gems_lost + 2  # the 2 gems that do not share out stay on the path
    ends = [e for e in after.events if e.kind == ROUND_END]
    assert [e.detail for e in ends] == ["deck-empty"]
    assert [e.player for e in after.events if e.kind == LEAVE] == [0, 1, 3]


def test_path_hazards_names_the_hazards_on_the_path_in_order_for_the_table_and_every_view() -> None:
    state = table(4, deck="t1", path=[("h:snakes", 0), ("t3", 0), ("h:fire", 0), ("a1", 0)])
    assert state.path_hazards() == ("snakes", "fire")
    assert all(view_for(state, p).path_hazards() == ("snakes", "fire") for p in range(4))
    assert view_for(table(4, deck="t1", path=[("t3", 0)]), 0).path_hazards() == ()


def test_a_setup_without_a_seed_plays_seed_0_and_a_card_without_a_value_is_worth_0() -> None:
    from cuzco.games.incan_gold.rules import Card

    assert Setup(NAMES[:3]).seed == 0
    assert new_game(Setup(NAMES[:3])).deck == new_game(Setup(NAMES[:3], seed=0)).deck
    assert Card("hazard").value == 0 and Card("hazard").hazard == ""


def test_a_save_is_written_one_field_a_line_indented_by_one_space(tmp_path: Path) -> None:
    from cuzco.games.incan_gold.rules import save_game

    path = tmp_path / "game.json"
    save_game(Game(Setup(NAMES[:3], seed=1)), path)
    lines = path.read_text().splitlines()
    assert lines[0] == "{" and lines[1].startswith(' "') and not lines[1].startswith('  ')


def test_a_save_leaves_out_each_secret_choice_made_since_the_last_reveal() -> None:
    game = Game(Setup(NAMES[:4], seed=2))
    for p in game.state.waiting_for():  # one whole turn: revealed
        game.apply(Choose(p, True))
    revealed = len(game.actions)
    assert game.revealed_actions() == revealed
    waiting = game.state.waiting_for()
    for p in waiting[:-1]:  # secret choices, one by one
        game.apply(Choose(p, True))
        assert game.revealed_actions() == revealed
        assert len(game.to_json()["actions"]) == revealed


def test_a_state_and_its_path_cards_are_frozen() -> None:
    from dataclasses import FrozenInstanceError

    state = table(3, deck="t1", path=[("t3", 1)])
    with pytest.raises(FrozenInstanceError):
        state.round = 2  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        state.path[0].gems = 0  # type: ignore[misc]


@pytest.mark.parametrize("raw", [[], "choose", None, 3, ["type", "choose"]])
def test_an_action_that_is_no_json_object_is_refused_with_its_reason(raw: object) -> None:
    from cuzco.games.incan_gold.rules import action_from_json

    with pytest.raises(ValueError, match="an action must be a JSON object"):
        action_from_json(raw)


def test_an_unknown_action_type_is_quoted_in_at_most_40_characters() -> None:
    from cuzco.games.incan_gold.rules import action_from_json

    with pytest.raises(ValueError) as refused:
        action_from_json({"type": "x" * 100, "player": 0, "go_on": True})
    kind = refused.value.args[0].params["kind"]
    assert len(kind) == 40 and kind == "'" + "x" * 38 + "\u2026"


@pytest.mark.parametrize("names", ["Ana", ["Ana", 3, "Carla"], None])
def test_a_save_whose_names_are_no_list_of_texts_is_refused_with_its_reason(names: object) -> None:
    data = Game(Setup(NAMES[:3], seed=1)).to_json()
    with pytest.raises(SaveFileError, match="'names' must be a list of player names"):
        Game.from_json({**data, "setup": {**data["setup"], "names": names}})


@pytest.mark.parametrize("first", [-1, 3, True, "0"])
def test_a_chosen_start_player_is_one_of_the_players(first: object) -> None:
    setup = Setup(NAMES[:3], seed=1, first_player=first)  # type: ignore[arg-type]
    assert setup.problem() == "the start player must be one of the players"
    assert Setup(NAMES[:3], seed=1, first_player=2).problem() is None


def test_the_last_round_ends_the_game_with_its_event() -> None:
    from cuzco.games.incan_gold.rules.state import GAME_OVER

    state = table(3, deck="t1", path=[("t3", 0)], round_number=5)
    after = everyone(state, default=False)
    assert after.over and [e.kind for e in after.events][-2:] == [ROUND_END, GAME_OVER]


@pytest.mark.parametrize("seed", [1.5, True, None, [1]])
def test_a_save_whose_seed_is_no_number_or_text_is_refused_with_its_reason(seed: object) -> None:
    data = Game(Setup(NAMES[:3], seed=1)).to_json()
    with pytest.raises(SaveFileError, match="'seed' must be a number or a text"):
        Game.from_json({**data, "setup": {**data["setup"], "seed": seed}})
