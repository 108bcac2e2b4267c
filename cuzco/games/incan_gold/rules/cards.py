"""The quest cards and the other fixed facts of the box."""

from __future__ import annotations

from dataclasses import dataclass

MIN_PLAYERS = 3
MAX_PLAYERS = 8
ROUNDS = 5
TREASURE_VALUES = (1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15, 17)
HAZARD_KINDS = ("spiders", "snakes", "mummies", "fire", "rockfall")
HAZARD_COPIES = 3
# The first three artifacts carried out of the temple in a game are worth 5, every later one 10.
ARTIFACT_LOW_VALUE = 5
ARTIFACT_HIGH_VALUE = 10
ARTIFACTS_AT_LOW_VALUE = 3

TREASURE = "treasure"
HAZARD = "hazard"
ARTIFACT = "artifact"


@dataclass(frozen=True, order=True)
class Card:
    """One quest card. `value`: the gems on a treasure, the round an artifact came in; `hazard`: its kind."""

    kind: str
    value: int = 0
    hazard: str = ""

    @property
    def code(self) -> str:
        """A short name for logs and tests: t7, h:fire, a3."""
        if self.kind == TREASURE:
            return f"t{self.value}"
        if self.kind == HAZARD:
            return f"h:{self.hazard}"
        return f"a{self.value}"

    @staticmethod
    def from_code(code: str) -> Card:
        if code.startswith("h:") and code[2:] in HAZARD_KINDS:
            return hazard(code[2:])
        if code[:1] in ("t", "a") and code[1:].isdigit():
            return treasure(int(code[1:])) if code[0] == "t" else artifact(int(code[1:]))
        raise ValueError(f"no quest card is called {code!r}")


def treasure(value: int) -> Card:
    return Card(TREASURE, value)


def hazard(kind: str) -> Card:
    return Card(HAZARD, 0, kind)


def artifact(round_number: int) -> Card:
    return Card(ARTIFACT, round_number)


def quest_cards() -> list[Card]:
    """The 30 quest cards of the box: 15 treasures and three of each of the five hazards."""
    return [treasure(v) for v in TREASURE_VALUES] + [hazard(k) for k in HAZARD_KINDS for _ in range(HAZARD_COPIES)]


def artifact_value(taken_before: int) -> int:
    """Worth of an artifact when `taken_before` artifacts have already left the temple in this game."""
    return ARTIFACT_LOW_VALUE if taken_before < ARTIFACTS_AT_LOW_VALUE else ARTIFACT_HIGH_VALUE
