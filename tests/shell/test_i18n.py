"""The translation layer: Spanish from the shipped catalog, plurals, rule messages, the system language."""

from __future__ import annotations

import json

import pytest

from cuzco.shell import i18n
from cuzco.text import N_, Message


@pytest.fixture
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_spanish_comes_from_the_shipped_catalog(spanish: None) -> None:
    assert i18n.language() == "es"
    assert i18n._("New game") == "Nueva partida"
    assert i18n._("Pass to {name}", name="Ana") == "Pasa a Ana"
    assert i18n._("a text nobody translated") == "a text nobody translated"


def test_plural_forms_follow_the_count(spanish: None) -> None:
    assert i18n.ngettext("{n} hex", "{n} hexes", 1) == "1 hexágono"
    assert i18n.ngettext("{n} hex", "{n} hexes", 5) == "5 hexágonos"
    i18n.set_language("en")
    assert i18n.ngettext("{n} hex", "{n} hexes", 0) == "0 hexes"


def test_a_translation_that_does_not_format_falls_back_to_english() -> None:
    assert i18n._("Pass to {name}", wrong="x") == "Pass to {name}"


def test_rule_messages_are_data_and_translate_in_the_ui(spanish: None) -> None:
    message = Message(N_("Pass to {name}"), {"name": "Killa"})
    assert str(message) == "Pass to Killa"  # English without any UI
    assert i18n.translate(message) == "Pasa a Killa"
    again = Message.from_json(json.loads(json.dumps(message.to_json())))
    assert again == message
    plural = Message(N_("{n} hex"), {"n": 3}, plural=N_("{n} hexes"))
    assert str(plural) == "3 hexes"
    assert i18n.translate(plural) == "3 hexágonos"
    assert Message.from_json(plural.to_json()) == plural
    nested = Message(N_("Not possible: {reason}"), {"reason": Message(N_("None left"))})
    assert i18n.translate(nested) == "No es posible: No quedan"
    assert i18n.translate("Stand") == "Plantarse"


def test_a_message_is_its_english_sentence_and_stays_data(spanish: None) -> None:
    import copy
    import pickle

    card = Message(N_("{player} draws the face-up card ({card})"), {"player": "Ana", "card": Message(N_("conch"))})
    assert isinstance(card, str) and card == "Ana draws the face-up card (conch)"
    assert "face-up" in card and hash(card) == hash("Ana draws the face-up card (conch)")
    assert card.msgid == "{player} draws the face-up card ({card})" and card.params["player"] == "Ana"
    with pytest.raises(AttributeError):
        card.msgid = "changed"  # type: ignore[misc]
    for again in (pickle.loads(pickle.dumps(card)), copy.deepcopy(card), Message.from_json(card.to_json())):
        assert again == card and again.msgid == card.msgid and i18n.translate(again) == i18n.translate(card)
    assert i18n.translate(card) == "Ana roba la carta boca arriba (caracola)"
    refused = ValueError(Message(N_("there is no temple there")))
    assert i18n.translate(refused) == "ahí no hay ningún templo"
    assert i18n._(Message(N_("there is no temple there"))) == "ahí no hay ningún templo"


@pytest.mark.parametrize("bad", [None, 3, [], {"id": 4}, {"id": "x", "params": []}, {"id": "x", "plural": 2}])
def test_a_bad_message_in_a_file_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        Message.from_json(bad)


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX"}, "es"),
        ({"LC_ALL": "es-AR", "LANG": "en_GB.UTF-8"}, "es"),
        ({"LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"}, "en"),
        ({"LANG": "Spanish_Spain.1252"}, "es"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8", "LANGUAGE": "es"}, "es"),
        ({"LANG": "C"}, "en"),
        ({"LANGUAGE": "en", "LANG": "es_ES.UTF-8"}, "en"),
        ({"LANGUAGE": "es:en"}, "es"),
        ({}, "en"),
    ],
)
def test_the_system_language_is_used_when_the_game_speaks_it(env: dict[str, str], expected: str) -> None:
    assert i18n.system_language(env) == expected
