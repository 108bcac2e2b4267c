"""Every component of Feld's Cuzco as data, each item tagged with where it comes from.

`RULEBOOK` items are stated by the rulebook text; `RECONSTRUCTED` items were printed
only in pictures that did not survive and are our playable proposal (see the rules
page's list of reconstructed components). Nothing else in the rules holds a number
of the game: change a value here and every other module follows.

Indices used everywhere:
- colours 0..3: turquoise, purple, orange, pink (feathers, villages);
- gods 0..4: Iliapa, Mama Quilia, Viracocha, Pacha Mama, Mama Sara; god cards 1..15,
  card n belongs to god (n - 1) // 3;
- tile kinds 0 study (blue), 1 farm (orange); abilities 1..12;
- goods 0..5: soup, clothes, pottery bowl, pottery decanter, tools, jewelry;
- places 0..11 are the villages, 12 is Cuzco; circlets 1..6 are their pips.
"""

from __future__ import annotations

from dataclasses import dataclass

from cuzco.text import N_

RULEBOOK = "rulebook"
RECONSTRUCTED = "reconstructed"
SOURCES = (RULEBOOK, RECONSTRUCTED)

MIN_PLAYERS, MAX_PLAYERS = 2, 4
ROUNDS = 6
DICE_PER_PLAYER = 3
PLAYER_COLOURS = (N_("red"), N_("yellow"), N_("green"), N_("blue"))

COLOURS = (N_("turquoise"), N_("purple"), N_("orange"), N_("pink"))
TURQUOISE, PURPLE, ORANGE, PINK = range(4)
FEATHERS_PER_COLOUR_PER_PLAYER = 3  # also the cap a player may hold of one colour

GODS = (N_("Iliapa"), N_("Mama Quilia"), N_("Viracocha"), N_("Pacha Mama"), N_("Mama Sara"))
STUDY, FARM = 0, 1
TILE_KINDS = (N_("study"), N_("farm"))
GOODS = (N_("soup"), N_("clothes"), N_("pottery bowl"), N_("pottery decanter"), N_("tools"), N_("jewelry"))
CUZCO = 12
MASK_SPACES = 12
QUIPUS = 10
PRIESTS = 4
CIRCLETS = 6
TEMPLE_STEPS = 6
KNOWLEDGE_TOP = 15
MEDALS_ON_TEMPLE = 6
MEDALS_FOR_PLAYERS = 4
START_OFFERINGS = 2
START_MEDALS = 1


@dataclass(frozen=True)
class Item:
    """A named value of the game with its source."""

    name: str
    value: object
    source: str


# ---- god cards -----------------------------------------------------------------------------
@dataclass(frozen=True)
class GodCard:
    number: int
    god: int
    phases: tuple[str, ...]  # "I", "II", "III", "end"
    name: str
    source: str


GOD_CARDS = (
    GodCard(1, 0, ("II",), N_("one study use and one farm use count one tile more"), RULEBOOK),
    GodCard(2, 0, ("I",), N_("slide up to 2 tiles back up before an exchange"), RULEBOOK),
    GodCard(3, 0, ("III",), N_("score a bought good twice"), RULEBOOK),
    GodCard(4, 1, ("III", "end"), N_("complete a mission with one requirement lowered by 1, for 4 VP"), RULEBOOK),
    GodCard(5, 1, ("I",), N_("an extra turn as with a die of 1"), RULEBOOK),
    GodCard(6, 1, ("I",), N_("move any die to another space"), RULEBOOK),
    GodCard(7, 2, ("I",), N_("place a die ignoring the lower-pips rule"), RULEBOOK),
    GodCard(8, 2, ("I", "II"), N_("a fire blessing gives 3 food and 3 knowledge"), RULEBOOK),
    GodCard(9, 2, ("I",), N_("also take a tile from the discard piles"), RULEBOOK),
    GodCard(10, 3, ("I",), N_("score a village's VP when delivering there"), RULEBOOK),
    GodCard(11, 3, ("II",), N_("use one more study ability"), RULEBOOK),
    GodCard(12, 3, ("I",), N_("send a priest home instead of pushing it down"), RULEBOOK),
    GodCard(13, 4, ("I",), N_("move to a village ignoring pips and trail type"), RULEBOOK),
    GodCard(14, 4, ("I",), N_("use a placed die as if it showed 6"), RULEBOOK),
    GodCard(15, 4, ("II",), N_("use one more farm ability"), RULEBOOK),
)
# Which god owns which three numbers is not legible; consecutive triples are the only consistent split.
GOD_GROUPING_SOURCE = RECONSTRUCTED
COPIES_PER_CARD = 4


def god_of(card: int) -> int:
    return (card - 1) // 3


# ---- study and farm tiles ------------------------------------------------------------------
ABILITIES = (
    N_("1 offering"), N_("2 VP"), N_("any 1 feather"), N_("move along a stone trail of up to 2"),
    N_("1 space on the knowledge track"), N_("move along a rope bridge of up to 2"), N_("1 god card"),
    N_("move 1 quipu to the reserve"), N_("activate a circlet as with a die of 3"), N_("1 food"),
    N_("take a farm tile as with a die of 3"), N_("take a study tile as with a die of 3"),
)
ABILITY_SOURCE = RULEBOOK
TILE_VALUES = (1, 2, 3)  # the three copies of each ability of each kind: knowledge (study) or food (farm)
TILE_VALUE_SOURCE = RECONSTRUCTED
TILES_PER_KIND = len(ABILITIES) * len(TILE_VALUES)  # 36, as the rulebook counts


@dataclass(frozen=True)
class Tile:
    id: int  # 0..71: kind * 36 + (ability - 1) * 3 + copy
    kind: int
    ability: int
    value: int  # knowledge on a study tile, food on a farm tile
    source: str


TILES = tuple(Tile(kind * TILES_PER_KIND + (a - 1) * 3 + c, kind, a, TILE_VALUES[c], TILE_VALUE_SOURCE)
              for kind in (STUDY, FARM) for a in range(1, 13) for c in range(3))
COLUMN_PIPS = (1, 2, 3, 4, 5, 6)  # the six tile spaces of each column on the Cuzco board


# ---- goods ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Good:
    kind: int
    cost: int  # food
    vp: int
    copies: int
    source: str


GOOD_TYPES = (  # soup's price and VP and jewelry's VP are printed in the text; the rest is proposed
    Good(0, 1, 1, 5, RULEBOOK), Good(1, 2, 3, 5, RECONSTRUCTED), Good(2, 3, 4, 5, RECONSTRUCTED),
    Good(3, 4, 6, 5, RECONSTRUCTED), Good(4, 5, 7, 5, RECONSTRUCTED), Good(5, 6, 9, 5, RECONSTRUCTED),
)
MARKET_ROWS, MARKET_COLUMNS = 6, 5


# ---- road network --------------------------------------------------------------------------
@dataclass(frozen=True)
class Village:
    id: int
    name: str
    colour: int
    vp: int
    inner: bool
    source: str


VILLAGES = (
    Village(0, "I1", TURQUOISE, 1, True, RECONSTRUCTED), Village(1, "I2", ORANGE, 2, True, RECONSTRUCTED),
    Village(2, "I3", PINK, 3, True, RECONSTRUCTED), Village(3, "I4", PURPLE, 1, True, RECONSTRUCTED),
    Village(4, "I5", TURQUOISE, 2, True, RECONSTRUCTED), Village(5, "I6", PINK, 2, True, RECONSTRUCTED),
    Village(6, "O1", PURPLE, 3, False, RECONSTRUCTED), Village(7, "O2", TURQUOISE, 7, False, RECONSTRUCTED),
    Village(8, "O3", ORANGE, 4, False, RECONSTRUCTED), Village(9, "O4", PINK, 2, False, RECONSTRUCTED),
    Village(10, "O5", PURPLE, 5, False, RECONSTRUCTED), Village(11, "O6", ORANGE, 3, False, RECONSTRUCTED),
)
STONE, BRIDGE = "stone", "bridge"


@dataclass(frozen=True)
class Link:
    a: int
    b: int
    kind: str  # STONE or BRIDGE
    pips: int  # the die needed at least
    source: str


def _l(a: int, b: int, kind: str, pips: int) -> Link:
    return Link(a, b, kind, pips, RECONSTRUCTED)


S, B = STONE, BRIDGE
LINKS = (
    _l(0, 1, B, 2), _l(1, 2, S, 3), _l(2, 3, B, 4), _l(3, 4, S, 1), _l(4, 5, B, 3), _l(5, 0, S, 2),  # inner ring
    _l(0, 6, S, 3), _l(1, 7, B, 5), _l(2, 8, S, 4), _l(3, 9, B, 2), _l(4, 10, S, 5), _l(5, 11, B, 4),  # spokes
    _l(6, 7, S, 6), _l(7, 8, B, 6), _l(8, 9, S, 3), _l(9, 10, B, 1), _l(10, 11, S, 4), _l(11, 6, B, 3),  # outer
)
# The Cuzco overlay's six arms, clockwise; with rotation r, arm k leads to inner village (k + r) % 6.
# The text shows stone trails of 2, 4 and 6 and rope bridges; the rest is proposed.
OVERLAY_ARMS = ((S, 2), (B, 1), (S, 4), (B, 3), (S, 6), (B, 5))
OVERLAY_SOURCE = RECONSTRUCTED


# ---- masks, circlets, tracks ---------------------------------------------------------------
_T, _U, _O, _K = TURQUOISE, PURPLE, ORANGE, PINK
_MASK_A = (_T, _U, _O, _K, _U, _O, _K, _T, _O, _T, _U, _K)
MASKS = tuple(tuple((c + shift) % 4 for c in _MASK_A) for shift in range(4))  # dot colours, left to right
MASK_SOURCE = RECONSTRUCTED


CIRCLET_DOTS = tuple((2 * pips - 2, 2 * pips - 1) for pips in range(1, 7))


def circlet_dots(pips: int) -> tuple[int, int]:
    """The two feather dots flanking circlet `pips` (1..6)."""
    return CIRCLET_DOTS[pips - 1]


CIRCLET_VP = tuple(Item(f"circlet {p}", p - 1, RULEBOOK if p == 3 else RECONSTRUCTED) for p in range(1, 7))
CIRCLET_ROUND_BONUS = Item("circlet round bonus", (10, 10, 7, 7, 4, 4), RULEBOOK)
PRIEST_ROUND_VP = Item("VP per priest", (1, 1, 2, 2, 3, 3), RULEBOOK)
KNOWLEDGE_VP = Item("knowledge track", tuple(range(KNOWLEDGE_TOP + 1)), RECONSTRUCTED)
START_VP = Item("starting VP by order token", (0, 2, 4, 6), RECONSTRUCTED)
VP_ACTION = Item("victory points action", 2, RULEBOOK)
MISSION_VP = Item("mission VP", 6, RULEBOOK)
MISSION_VP_CARD4 = Item("mission VP with card 04", 4, RULEBOOK)
MEDAL_VP = Item("VP per unused Inti medal", 2, RULEBOOK)
ACHIEVEMENTS = (  # name, VP
    Item("12 feathers", 6, RULEBOOK), Item("6 circlets", 9, RULEBOOK), Item("9 missions", 9, RULEBOOK),
    Item("10 quipus delivered", 10, RULEBOOK), Item("12 tiles", 12, RULEBOOK), Item("6 goods", 6, RULEBOOK),
)
PUTUTU_SUPPLY = Item("pututu tiles (+-1, +-2) by player count", {2: (6, 1), 3: (9, 2), 4: (12, 3)}, RULEBOOK)

# ---- the action board ----------------------------------------------------------------------
ACTIONS = ("stone", "bridge", "study", "farm", "exchange", "temple", "headdress", "vp")
VP_SPACE_ACTION = "vp"
ACTION_NAMES = {
    "stone": N_("stone trail"), "bridge": N_("rope bridge"), "study": N_("study"), "farm": N_("farming"),
    "exchange": N_("exchange"), "temple": N_("temple"), "headdress": N_("headdress"), "vp": N_("victory points"),
}
# Each space lists the actions a die placed there may choose among (double spaces hold two).
ACTION_BOARD = Item("action board by player count", {
    4: (("stone",), ("bridge",), ("study",), ("farm",), ("exchange",), ("temple",), ("headdress",), ("vp",)),
    3: (("stone", "bridge"), ("study",), ("farm",), ("exchange",), ("temple",), ("headdress",), ("vp",)),
    2: (("stone", "bridge"), ("study", "farm"), ("exchange",), ("temple",), ("headdress",), ("vp",)),
}, RECONSTRUCTED)

# ---- per-player-count setup ----------------------------------------------------------------
PALACE_EXTRA = 2  # the palace shows players + 2 missions
GOD_DEAL_PER_PILE = Item("god cards taken from each pile for the deal", {2: 1, 3: 2, 4: 2}, RULEBOOK)
GOLDEN_DRAW, GOLDEN_KEEP = 4, 2
MISSION_PILES = 3

# ---- the component list, as counted by the rulebook's box contents --------------------------
COMPONENT_COUNTS = {
    "god cards": 60, "study tiles": 36, "farm tiles": 36, "goods": 30, "golden missions": 55,
    "grey missions": 6, "villages": 12, "feathers per colour": 12, "Inti medals": 10,
    "pututu tiles": 15, "masks": 4, "circlets per player": 6, "quipus per player": 10,
}


# ---- missions of the Sapa Inca ---------------------------------------------------------------
@dataclass(frozen=True)
class Mission:
    """`needs`: every (measure, argument, at least) must hold. Grey start tiles are 101..106 (S-01..S-06)."""

    id: int
    needs: tuple[tuple[str, int, int], ...]
    source: str

    @property
    def grey(self) -> bool:
        return self.id > 100

    @property
    def label(self) -> str:
        return f"S-{self.id - 100:02d}" if self.grey else f"{self.id:02d}"


def _m(mid: int, *needs: tuple[str, int, int]) -> Mission:
    return Mission(mid, needs, RULEBOOK)


_ABILITY_MISSIONS = (1, 2, 5, 6, 4, 3, 7, 8, 9, 10, 12, 11)  # missions 44..55, by the ability they name
GOLDEN_MISSIONS = (
    _m(1, ("feathers_of", ORANGE, 3)), _m(2, ("feathers_of", PURPLE, 3)), _m(3, ("feathers_of", PINK, 3)),
    _m(4, ("feathers_of", TURQUOISE, 3)), _m(5, ("feather_colours", 0, 4)), _m(6, ("feathers", 0, 7)),
    _m(7, ("villages", 0, 9)),
    _m(8, ("villages_of", TURQUOISE, 3)), _m(9, ("villages_of", PINK, 3)), _m(10, ("villages_of", PURPLE, 3)),
    _m(11, ("villages_of", ORANGE, 3)), _m(12, ("villages_vp", 3, 3)), _m(13, ("villages_vp", 2, 3)),
    _m(14, ("village_values", 0, 5)),
    _m(15, ("tiles_distinct", STUDY, 3)), _m(16, ("tiles_distinct", FARM, 3)),
    _m(17, ("slid_of", STUDY, 3)), _m(18, ("slid_of", FARM, 3)), _m(19, ("slid", 0, 5)),
    _m(20, ("tiles_of", STUDY, 4)), _m(21, ("tiles_of", FARM, 4)),
    _m(22, ("gods_distinct", 0, 4)), _m(23, ("god_most", 0, 3)),
    *(_m(24 + g, ("goods_of", g, 2)) for g in range(6)),
    _m(30, ("goods_distinct", 0, 3)), _m(31, ("goods", 0, 4)),
    *(_m(32 + g, ("cards_of", g, 2)) for g in range(5)),
    _m(37, ("priests", 0, 3)), _m(38, ("food", 0, 5)), _m(39, ("circlets", 0, 4)), _m(40, ("medals", 0, 2)),
    _m(41, ("offerings", 0, 4)), _m(42, ("inner", 0, 4)), _m(43, ("outer", 0, 4)),
    *(_m(44 + i, ("ability", a, 2)) for i, a in enumerate(_ABILITY_MISSIONS)),
)
GREY_MISSIONS = (
    Mission(101, (("priests", 0, 1), ("tiles_of", FARM, 1)), RECONSTRUCTED),  # S-01 is not legible
    _m(102, ("priests", 0, 1), ("tiles_of", STUDY, 1)),
    _m(103, ("tiles_of", STUDY, 1), ("tiles_of", FARM, 1)),
    _m(104, ("tiles_of", STUDY, 1), ("token1", 0, 1)),
    _m(105, ("tiles_of", FARM, 1), ("goods", 0, 1)),
    _m(106, ("villages", 0, 2)),
)
MISSIONS = {m.id: m for m in GOLDEN_MISSIONS + GREY_MISSIONS}
