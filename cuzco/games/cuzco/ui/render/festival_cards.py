"""Festival cards and their relics, drawn with shapes (no image files).

    draw_relic(surface, "mask" | "drum" | "conch", center, size)
    draw_card(surface, rect, face, wanted=None, selected=False, ...)
    in_hand_order(hand, wanted)   # the one order every screen shows a hand in

A card face is its relics joined by "+" (see `cuzco.games.cuzco.rules.components`). With
`wanted` given, the card shows its festival points (FP) in a corner badge and
relics that count are framed in gold, so a player can read the worth at a
glance; a card worth nothing is drawn faded.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from cuzco.games.cuzco.rules.components import card_worth, relics_of
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import Colour, px


def in_hand_order(hand: list[str] | tuple[str, ...], wanted: str | None) -> list[str]:
    """A hand as every screen shows it: the cards worth most to the wanted relics first, then by face
    (the hand panel, the festival sheet and the proposal all use this one order)."""
    return sorted(hand, key=lambda c: (-card_worth(c, wanted), c))


RELIC_COLOURS: dict[str, Colour] = {
    "mask": (236, 178, 44),  # hammered gold
    "drum": (188, 84, 60),  # dyed hide
    "conch": (232, 214, 196),  # pale shell
}
CARD_FACE: Colour = (238, 224, 192)
CARD_EDGE: Colour = (122, 86, 52)


def draw_relic(surface: pygame.Surface, relic: str, center: tuple[int, int], size: int) -> None:
    """One relic icon inside a circle of diameter `size` pixels."""
    cx, cy = center
    r = size // 2
    ink = (60, 36, 22)
    if relic == "mask":
        # a sun mask: a rayed disc with two eyes and a mouth
        for k in range(12):
            a = k * math.pi / 6
            pygame.draw.line(
                surface,
                RELIC_COLOURS["mask"],
                (cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55),
                (cx + math.cos(a) * r, cy + math.sin(a) * r),
                max(2, r // 6),
            )
        pygame.draw.circle(surface, RELIC_COLOURS["mask"], center, round(r * 0.66))
        pygame.draw.circle(surface, ink, center, round(r * 0.66), max(1, r // 12))
        e = max(2, r // 8)
        pygame.draw.rect(surface, ink, (cx - r * 0.34, cy - r * 0.18, r * 0.22, e))
        pygame.draw.rect(surface, ink, (cx + r * 0.12, cy - r * 0.18, r * 0.22, e))
        pygame.draw.rect(surface, ink, (cx - r * 0.2, cy + r * 0.2, r * 0.4, e))
    elif relic == "drum":
        # a hand drum seen from the side: a body with lacing, the skin on top
        body = pygame.Rect(0, 0, round(r * 1.5), round(r * 1.1))
        body.center = (cx, cy + round(r * 0.15))
        pygame.draw.rect(surface, RELIC_COLOURS["drum"], body, border_radius=max(2, r // 6))
        for i in range(5):
            x = body.left + body.width * (i + 0.5) / 5
            pygame.draw.line(
                surface, (246, 226, 190), (x, body.top + 2), (x + r * 0.15, body.bottom - 2), max(1, r // 12)
            )
        skin = pygame.Rect(0, 0, body.width, round(r * 0.5))
        skin.center = (cx, body.top)
        pygame.draw.ellipse(surface, (242, 222, 180), skin)
        pygame.draw.ellipse(surface, ink, skin, max(1, r // 12))
        pygame.draw.rect(surface, ink, body, max(1, r // 12), border_radius=max(2, r // 6))
    else:
        # a conch trumpet: a spired shell lying on its side, the pink mouth open to the right
        shell, lip = RELIC_COLOURS["conch"], (232, 150, 140)
        body = pygame.Rect(0, 0, round(r * 1.25), round(r * 1.05))
        body.center = (cx + round(r * 0.22), cy + round(r * 0.08))
        apex = (cx - round(r * 0.95), cy - round(r * 0.45))
        spire = [
            apex,
            (body.centerx - round(r * 0.1), body.top),
            (body.left + round(r * 0.1), body.bottom - round(r * 0.2)),
        ]
        pygame.draw.polygon(surface, shell, spire)
        pygame.draw.ellipse(surface, shell, body)
        line = max(1, r // 10)
        for frac in (0.3, 0.55, 0.8):
            # growth bands across the spire
            top = (apex[0] + (spire[1][0] - apex[0]) * frac, apex[1] + (spire[1][1] - apex[1]) * frac)
            bottom = (apex[0] + (spire[2][0] - apex[0]) * frac, apex[1] + (spire[2][1] - apex[1]) * frac)
            pygame.draw.line(surface, (176, 140, 120), top, bottom, line)
        mouth = pygame.Rect(0, 0, round(r * 0.62), round(r * 0.72))
        mouth.center = (body.centerx + round(r * 0.22), body.centery + round(r * 0.05))
        pygame.draw.ellipse(surface, lip, mouth)
        pygame.draw.ellipse(surface, ink, mouth, line)
        pygame.draw.polygon(surface, ink, spire, line)
        pygame.draw.arc(surface, ink, body, math.radians(60), math.radians(300), line)


def draw_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: str,
    wanted: str | None = None,
    selected: bool = False,
    hovered: bool = False,
    show_worth: bool = True,
) -> None:
    """A festival card. With `wanted`, worthless cards fade and the FP badge shows."""
    worth = card_worth(face, wanted) if wanted else None
    lift = px(14) if selected else (px(4) if hovered else 0)
    r = rect.move(0, -lift)
    small = r.width < px(60)
    radius = max(3, r.width // 12)
    pygame.draw.rect(surface, (0, 0, 0), r.move(px(3), px(4)), border_radius=radius)
    pygame.draw.rect(surface, CARD_FACE, r, border_radius=radius)
    if not small:
        inner = r.inflate(-r.width // 10, -r.width // 10)
        pygame.draw.rect(surface, theme.lighten(CARD_EDGE, 0.5), inner, px(2), border_radius=radius // 2)
    edge = theme.GOLD if selected else CARD_EDGE
    pygame.draw.rect(
        surface, edge, r, px(4) if selected else max(1, px(2) if not small else 1), border_radius=radius
    )

    relics = sorted(relics_of(face), key=("mask", "drum", "conch").index)
    pad = max(2, r.height // 9)
    slot = (r.height - 2 * pad) // len(relics)
    size = max(4, min(round(r.width * 0.72), round(slot * 0.86)))
    wanted_relics = relics_of(wanted) if wanted else frozenset()
    for i, relic in enumerate(relics):
        cy = r.top + pad + slot * i + slot // 2
        centre = (r.centerx, cy)
        if relic in wanted_relics and not small:
            pygame.draw.circle(surface, theme.GOLD_LIGHT, centre, size // 2 + px(5))
            pygame.draw.circle(surface, CARD_FACE, centre, size // 2 + px(2))
        draw_relic(surface, relic, centre, size)

    if worth is not None and show_worth:
        # the FP badge keeps to a corner however small the card, so the relics stay in sight
        d = min(px(30), max(12, round(r.width * 0.34)))
        inset = max(2, min(px(6), d // 5))
        badge = pygame.Rect(0, 0, d, d)
        badge.topright = (r.right - inset, r.top + inset)
        colour = theme.JADE if worth else theme.DISABLED
        pygame.draw.circle(surface, colour, badge.center, badge.w // 2)
        pygame.draw.circle(surface, (250, 246, 236), badge.center, badge.w // 2, max(1, px(2) * d // px(30)))
        size = max(10, round(24 * d / px(30)))
        # the card's tooltip (`card_tip`) is registered by whoever lays the card out
        part = Tips(registered_elsewhere=True)
        part.number(surface, worth, badge.center, size, theme.TEXT, bold=True, anchor="center",
                    tip=card_tip(face, wanted))
    if worth == 0:
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (30, 30, 40, 140), veil.get_rect(), border_radius=radius)
        surface.blit(veil, r)


def blit_card(
    surface: pygame.Surface, rect: pygame.Rect, face: str, wanted: str | None = None, hovered: bool = False
) -> None:
    """`draw_card` through a cache of finished cards (shadow included): a hand is drawn again often."""
    image = _card_image(rect.w, rect.h, face, wanted, hovered, theme.ui_scale())
    lift = px(4) if hovered else 0
    surface.blit(image, (rect.x, rect.y - lift))


@lru_cache(maxsize=96)
def _card_image(w: int, h: int, face: str, wanted: str | None, hovered: bool, _scale: float) -> pygame.Surface:
    lift = px(4) if hovered else 0
    image = pygame.Surface((w + px(3), h + px(4) + lift), pygame.SRCALPHA)
    draw_card(image, pygame.Rect(0, lift, w, h), face, wanted=wanted, hovered=hovered)
    return image


def card_tip(face: str, wanted: str | None = None) -> str:
    """A card's tooltip: its relics and, against the face-up card, what it is worth."""
    from cuzco.shell.i18n import _, ngettext

    tip = _("Festival card: {relics}", relics=relic_label(face))
    if wanted:
        worth = card_worth(face, wanted)
        tip += " · " + ngettext(
            "worth {n} festival point (FP) against the face-up card",
            "worth {n} festival points (FP) against the face-up card",
            worth,
        )
    return tip


def relic_label(face: str) -> str:
    """Readable relic names of a face, e.g. "sun mask + drum" (translated)."""
    from cuzco.shell.i18n import _

    names = {"mask": _("sun mask"), "drum": _("drum"), "conch": _("conch trumpet")}
    return " + ".join(names[r] for r in sorted(relics_of(face), key=("mask", "drum", "conch").index))
