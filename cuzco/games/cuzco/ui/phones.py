"""Cuzco on the players' phones: each seat's festival cards in its own hand, the bids, the draws.

    CuzcoPhones()                          # the adapter (`ENTRY.phone_adapter`)
    start_phones(scene)                    # the table's PhoneSession for the human seats
    offer_phones_again(scene)              # a loaded game played with phones: start them again?
    phone_action(scene, seat, action)      # a phone's action, played as the table's own buttons play it

The board stays on the big screen; a seat's phone shows its hand of festival
cards (their worth for the wanted relics), and on that seat's own go: drawing a
card on its turn, the opening cards of a festival it proposes at a temple it
picked on the table, and in a festival its bid (play cards), stand (which
co-organizes when the go comes back round at the top) or drop out. Every button
carries the rules' own verdict (`state.check`): disabled with the reason when the
rules would refuse it. The page is built from the seat's own view (`view_for`):
its own hand and the others' hand sizes only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.cuzco.rules.actions import (
    DrawCard,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    ProposeFestival,
)
from cuzco.games.cuzco.rules.components import card_worth
from cuzco.games.cuzco.rules.view import view_for
from cuzco.shell import theme as board_theme
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.shell.widgets import Button, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .render.festival_cards import relic_label

if TYPE_CHECKING:
    from cuzco.shell.phones.session import PhoneSession

    from .game_scene import GameScene

MAX_CARDS = 40  # more cards than a hand can ever hold: refused before the rules look


def css_colour(rgb: Any) -> str:
    r, g, b = (int(c) for c in tuple(rgb)[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


class CuzcoPhones:
    """The seat's page as JSON and a phone's JSON as a Cuzco action. `proposal`: the temple hex the
    seat on turn picked on the table to propose a festival at, while its opening cards are awaited."""

    def __init__(self) -> None:
        self.proposal: Any = None
        self.proposal_turn = -1  # the turn the temple was picked in: a proposal never outlives its turn
        self.colours: list[Any] = []

    def seat_view(self, game: Any, seat: int) -> dict[str, Any]:
        state = game.state
        view = view_for(state, seat)
        hand: list[str] = view["hand"]
        festival = view["festival"]
        wanted = festival["wanted"] if festival else (view["faceup"] or "")
        my_go = view["actor"] == seat and not state.is_over
        bidding = festival is not None and my_go
        proposing = (self.proposal is not None and self.proposal_turn == state.turn and my_go
                     and festival is None and view["phase"] == "turn")
        lines = [ngettext("You hold {n} festival card.", "You hold {n} festival cards.", len(hand))]
        if wanted:
            lines.append(_("Wanted relics: {relics}", relics=relic_label(wanted)))
        if festival:
            lines.append(_("Festival at a value-{value} temple.", value=_festival_value(state)))
            for p in festival["bidders"]:
                name = view["players"][p]["name"]
                total = festival["totals"].get(p, 0)
                if p in festival["still_in"]:
                    lines.append(_("{name}: {fp} FP", name=name, fp=total))
                else:
                    lines.append(_("{name}: out", name=name))
        pick = bidding or proposing
        cards = [{"id": card, "label": relic_label(card),
                  "detail": _("{fp} FP", fp=card_worth(card, wanted)) if wanted else "",
                  "pickable": pick and card_worth(card, wanted) > 0} for card in hand]
        buttons: list[dict[str, Any]] = []
        if bidding:
            title = _("Your go to bid: play cards, stand or drop out.")
            lines.append(_("Standing at the highest total makes you a co-organizer if nobody plays higher."))
            buttons = [
                _button(state, _("Play selected"), {"type": "bid"}, None, "primary", cards=True),
                _button(state, _("Stand"), {"type": "stand"}, FestivalStand(), ""),
                _button(state, _("Drop out"), {"type": "drop"}, FestivalDrop(), "danger"),
            ]
        elif proposing:
            title = _("Pick your opening cards for the festival at the temple you chose.")
            buttons = [_button(state, _("Propose the festival"), {"type": "festival"}, None, "primary",
                               cards=True)]
        elif my_go and view["phase"] == "turn":
            title = _("Your turn: play it on the table.")
            buttons = [_button(state, _("Draw from the deck"), {"type": "draw", "source": "deck"},
                               DrawCard("deck"), ""),
                       _button(state, _("Take the face-up card"), {"type": "draw", "source": "faceup"},
                               DrawCard("faceup"), "")]
        elif festival:
            title = _("Festival: {name} has the go.", name=view["players"][view["actor"]]["name"])
        elif state.is_over:
            title = _("The game is over: see the table.")
        else:
            title = _("{name} is playing a turn.", name=view["players"][view["current"]]["name"])
        colour = self.colours[seat] if seat < len(self.colours) else (200, 160, 70)
        return {"name": view["players"][seat]["name"], "colour": css_colour(colour), "title": title,
                "lines": lines, "cards": cards, "buttons": buttons}

    def action(self, game: Any, seat: int, data: dict[str, Any]) -> Any:
        kind = data.get("type")
        keys = set(data)
        cards = data.get("cards", [])
        if not isinstance(cards, list) or len(cards) > MAX_CARDS or not all(
                isinstance(c, str) and len(c) < 20 for c in cards):
            raise ValueError(_("Pick cards from your hand."))
        if kind == "bid" and keys == {"type", "cards"}:
            return FestivalPlay(tuple(cards))
        if kind == "festival" and keys == {"type", "cards"}:
            if self.proposal is None or self.proposal_turn != game.state.turn:
                raise ValueError(_("Pick the temple on the table first."))
            return ProposeFestival(self.proposal, tuple(cards))
        if kind in ("stand", "drop") and keys == {"type"}:
            return FestivalStand() if kind == "stand" else FestivalDrop()
        if kind == "draw" and keys == {"type", "source"} and data["source"] in ("deck", "faceup"):
            return DrawCard(data["source"])
        raise ValueError(_("The phone can draw cards, propose a festival and bid; nothing else."))


def _festival_value(state: Any) -> int:
    f = state.festival
    return int(state.temple[f.temple]) if f is not None else 0


def _button(state: Any, label: str, action: dict[str, Any], probe: Any, kind: str,
            cards: bool = False) -> dict[str, Any]:
    """A button with the rules' verdict (`probe`); a button that plays the picked cards is checked when
    pressed, since the verdict depends on the cards (the page keeps it off until a card is picked)."""
    reason = None if cards else state.check(probe)
    return {"label": label, "action": action, "enabled": reason is None, "kind": kind, "cards": cards,
            "reason": "" if reason is None else translate(reason)}


def phone_seats(scene: GameScene) -> set[int]:
    session = getattr(scene, "phones", None)
    return set() if session is None else session.phone_seats


def start_phones(scene: GameScene) -> PhoneSession | None:
    import logging

    from cuzco.shell.phones.panel import PhonesPanel
    from cuzco.shell.phones.session import PhoneSession

    try:
        session = PhoneSession.for_game(scene.game, scene.humans)
    except OSError as exc:
        logging.getLogger(__name__).warning("the phones' server could not start: %s", exc)
        return None
    from cuzco.shell.scenes import phones_offer as resume

    resume.mark(scene.game)  # a save of this game offers to start the phones again when it is loaded
    session.adapter.colours = list(scene.colours)
    session.labels = {p: (scene.state.players[p].name, scene.colours[p]) for p in scene.humans}
    session.handler = lambda seat, action: phone_action(scene, seat, action)
    session.on_change = lambda: refresh_festival(scene)
    if scene.stack is not None:
        scene.stack.push(PhonesPanel(session))
    return session


def offer_phones_again(scene: GameScene) -> None:
    """A loaded or continued game that was played with phones: ask whether to start them again."""
    from cuzco.shell.scenes import phones_offer as resume

    if scene.want_phones or scene.phones is not None or scene.demo or scene.state.is_over \
            or not scene.humans or not resume.played_with_phones(scene.game) or scene.stack is None:
        return
    scene._push("phones-offer", resume.offer())


def phones_offer_answered(scene: GameScene, result: Any) -> None:
    """Start the phones (their panel comes up), or go on by hand-off; a server that cannot start says so."""
    from cuzco.shell.scenes import phones_offer as resume

    if not resume.accepted(scene.game, result):
        return
    scene.phones = start_phones(scene)
    if scene.phones is None and scene.stack is not None:
        scene.stack.push(resume.could_not_start())


def phone_action(scene: GameScene, seat: int, action: Any) -> str | None:
    """Play a phone's action through the same path as the table's button for it."""
    from .scenes.festival import FestivalScene

    state = scene.state
    if state.is_over or state.actor != seat:
        return _("It is not your go.")
    reason = state.check(action)
    if reason is not None:
        return translate(reason)
    if isinstance(action, (FestivalPlay, FestivalStand, FestivalDrop)):
        festival = next((s for s in reversed(scene.stack.scenes if scene.stack else [])
                         if isinstance(s, FestivalScene)), None)
        if festival is None or festival.phase != "bid":
            return _("The table is not waiting for this now.")
        festival.viewer = None
        return None if festival.choose(action) else festival.notice
    if isinstance(action, ProposeFestival):
        scene.phones.adapter.proposal = None
        return None if scene.perform(action) else _("The table is not waiting for this now.")
    if isinstance(action, DrawCard):
        return None if scene.perform(action) else _("The table is not waiting for this now.")
    return _("The table is not waiting for this now.")


def ask_phone_for_proposal(scene: GameScene, temple_hex: Any) -> None:
    """The seat on turn picked a temple on the table: its opening cards come from its phone."""
    session = scene.phones
    if session is None:
        return
    session.adapter.proposal = temple_hex
    session.adapter.proposal_turn = scene.state.turn
    session.dirty = True
    scene.view.toasts.show(_("Pick your opening cards on your phone."), "info")


def refresh_festival(scene: GameScene) -> None:
    """A seat joined, left or was moved back to hand-off: an open festival waiting on that seat's phone
    hands the go to the table (with its hand-off) or to the phone."""
    from .scenes.festival import FestivalScene

    festival = next((s for s in reversed(scene.stack.scenes if scene.stack else [])
                     if isinstance(s, FestivalScene)), None)
    if festival is not None and festival.phase == "bid" and festival.awaiting is None and festival.viewer is None \
            and scene.state.festival is not None and scene.state.actor not in scene.bots:
        festival.last_viewer = None
        festival._begin_go()


def phone_box_height(scene: GameScene) -> int:
    session = getattr(scene, "phones", None)
    return 0 if session is None else px(34) + px(24) * len(session.seats)


def seat_status(session: PhoneSession, seat: int) -> tuple[str, Any]:
    if seat in session.handed_back or seat not in session.joined:
        return _("hand-off"), theme.TEXT_DIM
    if not session.connected(seat):
        return _("phone lost"), theme.lighten(theme.TERRACOTTA, 0.3)
    return _("phone connected"), theme.lighten(theme.GOLD, 0.2)


def codes_button(scene: GameScene, rect: pygame.Rect) -> Button:
    """The box's "Codes" button: the seats' QR codes again, as Menu > Players' phones shows them."""
    want = pygame.Rect(rect.right - px(84), rect.top + px(4), px(78), px(24))
    button = scene.phones_button
    if button is None or button.rect != want:
        button = Button(want, _("Codes"), lambda: open_codes(scene), kind="ghost", font_size=16,
                        tooltip=_("The seats' QR codes, who is connected, back to hand-off"))
        scene.phones_button = button
    return button


def open_codes(scene: GameScene) -> None:
    from cuzco.shell.phones.panel import PhonesPanel

    if scene.phones is not None and scene.stack is not None:
        scene.stack.push(PhonesPanel(scene.phones))


def draw_phone_box(surface: pygame.Surface, scene: GameScene, rect: pygame.Rect) -> None:
    """Below the festival cards: the table code, a button that shows the seats' QR codes again, and per human
    seat whether its phone is connected."""
    session = scene.phones
    if session is None:
        return
    pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.25), rect, border_radius=px(6))
    button = codes_button(scene, rect)
    size, title = fit_line(_("Phones (table code {code})", code=session.code), button.rect.left - px(12) - rect.left,
                           (18, 16, 14), bold=True)
    draw_text(surface, title, (rect.left + px(8), rect.top + px(6)), size, theme.SAND, bold=True)
    button.draw(surface)
    tooltips.add(button.rect, button.tooltip)
    y = rect.top + px(32)
    for seat in session.seats:
        mark_centre = (rect.left + px(16), y + px(9))
        board_theme.draw_mark(surface, scene.marks[seat], mark_centre, px(7), scene.colours[seat])
        name = scene.state.players[seat].name
        status, tone = seat_status(session, seat)
        draw_text(surface, name, (rect.left + px(30), y), 17, theme.TEXT)
        draw_text(surface, status, (rect.right - px(8), y), 17, tone, anchor="topright")
        y += px(24)
