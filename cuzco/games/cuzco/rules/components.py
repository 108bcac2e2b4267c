"""Component counts and festival cards."""

from __future__ import annotations

from cuzco.text import N_, Message

TRIPLES = 56
DOUBLES_PER_PLAYER = 5
SINGLE_CROPS_PER_PLAYER = 3
SINGLE_VILLAGES_PER_PLAYER = 2
INCAS_PER_PLAYER = 12
TOKENS_PER_PLAYER = 3
PONDS_TOTAL = 19
PONDS_PRINTED = 3
FLOORS: dict[int, int] = {2: 12, 4: 11, 6: 10, 8: 8, 10: 6}
TEMPLE_VALUES: tuple[int, ...] = (2, 4, 6, 8, 10)
SOLAR_DISCS = 15
BASE_AP = 6
DRAWS_PER_TURN = 2
MIN_PLAYERS = 2
MAX_PLAYERS = 4

TILE_KINDS: tuple[str, ...] = ("triple", "double", "crop", "village")

CROP = 1
VILLAGE = 2

# Relics shown on festival cards; a card face is its relics joined by "+".
RELICS: tuple[str, ...] = ("mask", "drum", "conch")
RELIC_NAMES = {"mask": "sun mask", "drum": "drum", "conch": "conch trumpet"}
CARD_FACES: tuple[str, ...] = ("mask", "drum", "conch", "mask+drum", "mask+conch", "drum+conch")
COPIES_PER_FACE = 5
CARDS_DEALT = 3

# Prestige for organizing a festival, by temple value: (sole organizer, each co-organizer)
FESTIVAL_PRESTIGE: dict[int, tuple[int, int]] = {
    2: (1, 0),
    4: (2, 1),
    6: (3, 2),
    8: (4, 2),
    10: (5, 3),
}


def relics_of(face: str) -> frozenset[str]:
    return frozenset(face.split("+"))


def card_worth(card: str, wanted: str | None) -> int:
    """Festival points of a card against the face-up card `wanted`."""
    if wanted is None:
        return 0
    return len(relics_of(card) & relics_of(wanted))


# A card face as the log names it (its English stays the face itself; the catalogs give it in words).
FACE_NAMES = {"mask": N_("mask"), "drum": N_("drum"), "conch": N_("conch"), "mask+drum": N_("mask+drum"),
              "mask+conch": N_("mask+conch"), "drum+conch": N_("drum+conch")}


def card_name(face: str) -> Message:
    """A card face as a translatable word, e.g. "mask+drum" (a face the rules do not know is kept as it is)."""
    return Message(FACE_NAMES.get(face, face))


def full_deck() -> list[str]:
    return [face for face in CARD_FACES for _ in range(COPIES_PER_FACE)]
