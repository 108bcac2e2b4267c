"""Why an Inca can come in nowhere, or no temple can be built anywhere: one reason from the rules
for the whole board (rules: entering at the border on terrain; temples in villages of 2+ hexes)."""

from __future__ import annotations

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.hexgrid import Hex
from tests.games.cuzco.rules.builders import fresh, inca, line, ready, village

ROW = line(Hex(-3, 0), 0, 8)


def test_incas_enter_only_after_the_turns_terrain() -> None:
    state = fresh()
    assert queries.entry_spots(state) == {}
    assert queries.why_no_entry(state) == "your turn begins with placing a terrain"


def test_incas_enter_only_on_a_border_hex_that_holds_terrain() -> None:
    state = ready(fresh())
    village(state, ROW[2:5])  # terrain in the middle only
    assert queries.entry_spots(state) == {}
    reason = queries.why_no_entry(state)
    assert reason is not None and "empty border hex that holds terrain" in reason
    assert "no hex along the forest or mountain edge holds terrain yet" in reason


def test_an_inca_can_come_in_when_a_border_hex_holds_terrain() -> None:
    state = ready(fresh())
    border = state.board.border_cells()[0]
    village(state, [state.hex(border)])
    assert queries.entry_spots(state) and queries.why_no_entry(state) is None


def test_taken_border_hexes_leave_no_entry() -> None:
    state = ready(fresh())
    border = state.hex(state.board.border_cells()[0])
    village(state, [border])
    inca(state, border, 1)
    reason = queries.why_no_entry(state)
    assert reason is not None and "already holds an Inca or a temple" in reason


def test_an_empty_reserve_leaves_no_entry() -> None:
    state = ready(fresh())
    state.players[0].reserve = 0
    assert queries.why_no_entry(state) == "you have no Incas left in your reserve"


def test_a_temple_needs_a_village_of_two_hexes() -> None:
    state = ready(fresh())
    village(state, ROW[:1])
    inca(state, ROW[0], 0)
    reason = queries.why_no_temple(state)
    assert reason is not None and "at least 2 hexes" in reason and "only 1 hex" in reason


def test_no_village_no_temple() -> None:
    state = ready(fresh())
    reason = queries.why_no_temple(state)
    assert reason is not None and "no village terrain on the board yet" in reason


def test_a_temple_needs_the_highest_position() -> None:
    state = ready(fresh())
    village(state, ROW[:3])
    reason = queries.why_no_temple(state)
    assert reason is not None and "highest position in no village or city" in reason


def test_a_led_village_of_two_hexes_takes_a_temple() -> None:
    state = ready(fresh())
    village(state, ROW[:2])
    inca(state, ROW[0], 0)
    assert queries.temple_options(state) and queries.why_no_temple(state) is None


def test_a_festival_needs_a_temple_on_the_board() -> None:
    state = ready(fresh())
    reason = queries.why_no_festival(state)
    assert reason is not None and "no temple on the board yet" in reason


def test_a_festival_needs_an_inca_in_the_city() -> None:
    from tests.games.cuzco.rules.builders import temple

    state = ready(fresh())
    village(state, ROW[:3])
    temple(state, ROW[0], 2)
    reason = queries.why_no_festival(state)
    assert reason is not None and "you need an Inca in a city" in reason
    inca(state, ROW[1], 0)
    state._regions = None
    held = queries.why_no_festival(state)
    assert held is None or "relic of the face-up card" in held
    assert (held is None) == bool(queries.festival_temples(state))
