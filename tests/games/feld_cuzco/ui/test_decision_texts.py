"""The words of the side panel's decisions, in both languages: the palace says why a mission must be given
up and what each mission asks, the preview shows what the action itself gives (never the round's scoring),
the extra turn of god card 05 is refused for a reason a player can read, counts take their plurals, and
the god cards, abilities and tiles say what the rules do."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import lru_cache

import pytest

from cuzco.games.feld_cuzco.rules import (
    Action,
    Complete,
    Done,
    Keep,
    Place,
    Setup,
    State,
    TakeCard,
    TakeMission,
    UseAbility,
    apply,
    legal_actions,
    new_game,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.checks import action_problem
from cuzco.games.feld_cuzco.ui.decisions import headline, option_tip, preview, space_status
from cuzco.games.feld_cuzco.ui.names import (
    a_feather,
    ability_name,
    card_name,
    card_target,
    describe,
    face_up_tip,
    mission_label,
    need_text,
    task_name,
    tile_tip,
)
from cuzco.games.feld_cuzco.ui.score_tips import source_tip
from cuzco.games.feld_cuzco.ui.tutorial.steps import STEPS
from cuzco.shell import i18n

LANGUAGES = ["en", "es"]


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@lru_cache(maxsize=1)
def played() -> tuple[tuple[State, tuple[Action, ...]], ...]:
    """Every state of six random three-player games (pututus in play), with its legal actions."""
    out = []
    for seed in range(6):
        state = new_game(Setup(("A", "B", "C"), seed, pututu=seed % 2 == 1))
        rng = random.Random(seed)
        while not state.over:
            found = tuple(legal_actions(state))
            out.append((state, found))
            state = apply(state, rng.choice(found))
    return tuple(out)


def _first(test: object) -> tuple[State, Action]:
    for state, found in played():
        for action in found:
            if test(state, action):  # type: ignore[operator]
                return state, action
    raise AssertionError("no such moment in the games played")


# ---- 1. the palace and the setup's mission choices ------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_the_palace_headline_says_why_a_mission_must_be_given_up(language: str) -> None:
    i18n.set_language(language)
    state, _action = _first(lambda s, a: isinstance(a, Complete) and not a.complete)
    text = headline(state)
    assert text.lower() != task_name("mission").lower()
    assert ("none of your missions" if language == "en" else "ninguna de tus misiones") in text.lower(), text
    assert ("nothing" if language == "en" else "nada") in text, text
    met, _action = _first(lambda s, a: isinstance(a, Complete) and a.complete)
    assert headline(met).lower() == task_name("mission").lower()


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_mission_option_has_a_tooltip_with_its_requirements_and_reward(language: str) -> None:
    i18n.set_language(language)
    vp = f"{C.MISSION_VP.value} {'VP' if language == 'en' else 'PV'}"
    for kind in (Keep, TakeMission, Complete):
        state, action = _first(lambda s, a, kind=kind: isinstance(a, kind))
        missions = action.missions if isinstance(action, Keep) else (action.mission,)  # type: ignore[attr-defined]
        tip = option_tip(state, action)
        for m in missions:
            assert mission_label(m) in tip, tip
            for what, arg, n in C.MISSIONS[m].needs:
                assert need_text(what, arg, n) in tip, tip
        if not isinstance(action, Complete) or action.complete:
            assert vp in tip, tip
    state, action = _first(lambda s, a: isinstance(a, Complete) and not a.complete)
    assert ("scores nothing" if language == "en" else "no da nada") in option_tip(state, action)
    assert option_tip(state, Done(state.actor)) == ""


# ---- 2. god cards 01 and 04 say what the rules do ---------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_god_cards_01_and_04_say_one_number_lowered_by_1_and_one_tile_more(language: str) -> None:
    i18n.set_language(language)
    assert ("one tile more" if language == "en" else "una loseta más") in card_name(1)
    assert ("twice" if language == "en" else "dos veces") not in card_name(1)
    assert ("lowered by 1" if language == "en" else "rebajado en 1") in card_name(4)
    # mission 33 asks 2 cards of one god: card 04 leaves 1 of them to find, not none
    mission = next(m for m, mission in C.MISSIONS.items() if mission.needs[0][0] == "cards_of"
                   and mission.needs[0][2] == 2)
    what, arg, n = C.MISSIONS[mission].needs[0]
    aim = card_target(4, (mission, 0))
    assert need_text(what, arg, 1) in aim and need_text(what, arg, 2) not in aim, aim
    tip = source_tip("missions")  # the round end's tooltip of the missions' VP
    assert ("lowered one of its numbers by 1" if language == "en" else "rebajó en 1") in tip, tip
    assert "waived" not in tip and "dispensó" not in tip, tip


# ---- 3. the preview shows the action's own gains ---------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_the_abilities_preview_leaves_out_the_rounds_scoring(language: str) -> None:
    i18n.set_language(language)
    checked = 0
    for state, found in played():
        if state.phase != "abilities":
            continue
        for action in found:
            after = apply(state, action)
            if after.phase == "abilities":
                continue  # the phase goes on: no round's scoring follows this action
            gives, then = preview(state, action)[:2]
            assert then == i18n._("Then the round's scoring: the university and the temple."), then
            knowledge = "knowledge" if language == "en" else "de conocimiento"
            medal = "Inti medal" if language == "en" else "medalla de Inti"
            assert not re.search(rf"-\d+ {knowledge}", gives) and medal not in gives, gives
            if isinstance(action, Done):
                assert gives == i18n._("Gives nothing at once."), gives
            checked += 1
    assert checked >= 6


# ---- 4. the extra turn of god card 05 ---------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_the_extra_turn_of_card_05_refuses_spaces_for_a_readable_reason(language: str) -> None:
    i18n.set_language(language)
    extra = [state for state, _found in played() if state.tasks and state.tasks[-1][0] == "extra"]
    assert extra, "no extra turn in the games played"
    for state in extra:
        for reason in space_status(state).values():
            # the refusal speaks of the space (a die of 1 already there, no road for a 1...), never of the dice
            assert "05" not in reason and "0" not in re.findall(r"\d+", reason), reason


# ---- 5. the exchange's unspent pips -------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_ending_the_exchange_says_the_pips_left_are_lost(language: str) -> None:
    i18n.set_language(language)
    state, action = _first(lambda s, a: isinstance(a, Done) and s.tasks[-1][0] == "exchange")
    text = describe(action, state)
    assert ("lost" if language == "en" else "pierden") in text, text
    assert "keep" not in text and "guardar" not in text, text
    rest = next(step for step in STEPS if step.id == "exchange_rest")
    for n in (1, 3):  # the guide's sentence, in the form that agrees with the pips left
        said = i18n.ngettext(rest.text, rest.plural, n)
        assert ("lost" if language == "en" else "pierde") in said, said
        assert "keep" not in said and "guárda" not in said, said


# ---- 6. counts and articles ---------------------------------------------------------------------------------

SINGULAR_OF_ONE = re.compile(r"[+-]1 (offerings|Inti medals|feathers|god cards|circlets|tiles|goods|missions|"
                             r"priests|villages|ofrendas|medallas|plumas|cartas|diademas|losetas|bienes|"
                             r"sacerdotes|aldeas)\b")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_count_in_a_preview_takes_its_plural(language: str) -> None:
    i18n.set_language(language)
    ones = 0
    for state, found in played()[::3]:
        for action in found[:6]:
            for line in preview(state, action):
                assert not SINGULAR_OF_ONE.search(line), line
                ones += bool(re.search(r"[+-]1 ", line))
    assert ones > 20
    start = new_game(Setup(("A", "B", "C"), 1))  # nobody has two feathers beside a circlet yet
    circlet = action_problem(start, 0, "headdress", 1)
    assert circlet is not None
    assert ("1 pip or fewer" if language == "en" else "1 punto o menos") in i18n.translate(circlet)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_feather_takes_its_article_and_agrees_with_its_colour(language: str) -> None:
    i18n.set_language(language)
    expected = {"en": ("a turquoise feather", "a purple feather", "an orange feather", "a pink feather"),
                "es": ("una pluma turquesa", "una pluma morada", "una pluma naranja", "una pluma rosa")}[language]
    assert tuple(a_feather(c) for c in range(4)) == expected


# ---- 7. abilities, tiles, the face-up cards and the pututus say what they do --------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_abilities_tiles_and_card_choices_say_what_they_do(language: str) -> None:
    i18n.set_language(language)
    for ability in (4, 6, 9, 11, 12):
        assert len(ability_name(ability).split()) >= 6, ability_name(ability)  # not "stone trail 2"
    farm = next(t.id for t in C.TILES if t.kind == C.FARM and t.value == 3)
    tip = tile_tip(farm, False)
    assert ("3 food" if language == "en" else "3 de comida") in tip, tip
    state, action = _first(lambda s, a: isinstance(a, TakeCard))
    assert f"{state.face_up[action.god]:02d}" in describe(action, state)  # type: ignore[attr-defined]
    state, action = _first(lambda s, a: isinstance(a, Place) and a.shift)
    value = action.die + sum(action.shift)  # type: ignore[attr-defined]
    assert re.search(rf"\b{value}\)", describe(action, state)), describe(action, state)
    state, action = _first(lambda s, a: isinstance(a, UseAbility))
    assert ability_name(action.ability) in describe(action, state)  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_face_up_god_card_is_named_by_its_number_and_what_it_does(language: str) -> None:
    i18n.set_language(language)
    tip = face_up_tip(2, 9, 1)
    assert "09" in tip and card_name(9) in tip and "Viracocha" in tip, tip
    assert ("face up also" if language == "en" else "boca arriba tomar") not in tip, tip
    assert ("1 card face down" if language == "en" else "1 carta boca abajo") in tip, tip
