"""Incan Gold on the players' phones: the seat's page, its choice, and the table's side of it.

    IncanGoldPhones()                       # the adapter (`ENTRY.phone_adapter`)
    start_phones(scene, host)               # the table's PhoneSession, its handler and the phones panel
    offer_phones_again(scene)               # a loaded game played with phones: start them again?
    phone_choice(scene, seat, action)       # a phone's choice, played as the table's buttons play one
    draw_phone_strip(surface, scene)        # who is connected, who the table waits for, the table code

A seat's page is built from the rules' own view of that seat (`view_for`): its
own tent and artifacts, what it carries, the path, and its own choice of the
turn, never anybody else's. Every seat with a phone chooses at once; the table
reveals when the last choice is in, whether it came from a phone or a click.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.incan_gold.rules import ROUNDS, Choose, State, check, view_for
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.shell.widgets import Button, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .odds import deadly_cards, end_chance
from .reveal import hazard_name
from .table_draw import seat_colour

if TYPE_CHECKING:
    from cuzco.shell.phones.session import PhoneSession

    from .table_scene import IncanGoldScene


def css_colour(rgb: Any) -> str:
    r, g, b = (int(c) for c in tuple(rgb)[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


@dataclass(frozen=True)
class ChangeChoice:
    """The phone's "Change my choice": the same taking back the table's button does (`TurnFlow.withdraw`)."""

    player: int


class IncanGoldPhones:
    """The seat's view as JSON and a phone's JSON as a `Choose`; `busy` while the table shows a reveal."""

    def __init__(self) -> None:
        self.busy = False
        self.odds = False  # the table's "odds" setting: the chance the next card ends the round

    def seat_view(self, game: Any, seat: int) -> dict[str, Any]:
        state: State = game.state
        view = view_for(state, seat)
        tent = view.tents[seat] or 0
        lines = [_("Round {r} of {n}", r=view.round, n=ROUNDS),
                 ngettext("You carry {n} gem.", "You carry {n} gems.", view.carried[seat]),
                 ngettext("Your tent holds {n} gem.", "Your tent holds {n} gems.", tent)]
        mine = view.artifacts[seat]
        if mine:
            lines.append(ngettext("{n} artifact in your tent, worth {v} gems.",
                                  "{n} artifacts in your tent, worth {v} gems.", len(mine), v=sum(mine)))
        lines.append(_("On the path: {gems}, {artifacts}.",
                       gems=ngettext("{n} gem", "{n} gems", view.path_gems()),
                       artifacts=ngettext("{n} artifact", "{n} artifacts", view.path_artifacts())))
        hazards = view.path_hazards()
        if hazards:
            lines.append(_("Hazards on the path: {list}", list=", ".join(hazard_name(h) for h in hazards)))
        if self.odds and not view.over and view.in_temple[seat]:
            lines.append(_("Chance the next card ends the round: {k} in {n} ({pct}%)", k=deadly_cards(view),
                           n=view.deck_size, pct=round(float(end_chance(view)) * 100)))
        buttons: list[dict[str, Any]] = []
        if view.over:
            title = _("The game is over: see the table.")
        elif not view.in_temple[seat]:
            title = _("You are back in camp until the next round.")
        elif view.my_choice is not None:
            title = _("You go on deeper. Waiting for the others...") if view.my_choice else \
                _("You return to camp. Waiting for the others...")
            if not self.busy:
                buttons = [{"label": _("Change my choice"), "action": {"type": "change"}, "enabled": True}]
        elif self.busy:
            title = _("Watch the table: the choices are being revealed.")
        else:
            title = _("Your secret choice: go on deeper, or return to camp.")
            buttons = [
                {"label": _("Go on deeper"), "action": {"type": "choose", "go_on": True}, "enabled": True,
                 "kind": "primary"},
                {"label": _("Return to camp"), "action": {"type": "choose", "go_on": False}, "enabled": True},
            ]
        return {"name": view.names[seat], "colour": css_colour(seat_colour(seat)), "title": title,
                "lines": lines, "big_first": False, "cards": [], "buttons": buttons}

    def action(self, game: Any, seat: int, data: dict[str, Any]) -> Choose | ChangeChoice:
        if data == {"type": "change"}:
            return ChangeChoice(seat)
        if set(data) != {"type", "go_on"} or data.get("type") != "choose":
            raise ValueError(_("An Incan Gold choice is to go on deeper or to return to camp."))
        go_on = data["go_on"]
        if type(go_on) is not bool:
            raise ValueError(_("A choice is to go on (true) or to return to camp (false)."))
        return Choose(seat, go_on)


def start_phones(scene: IncanGoldScene, host: str | None = None) -> PhoneSession | None:
    """The table's phones for its human seats; None (and the reason in the log) when the server cannot start."""
    import logging

    from cuzco.shell.phones.interfaces import LOOPBACK
    from cuzco.shell.phones.panel import PhonesPanel
    from cuzco.shell.phones.session import PhoneSession

    humans = [p for p in range(scene.state.players) if p not in scene.flow.bots]
    try:
        session = PhoneSession.for_game(scene.game, humans, host or LOOPBACK)
    except OSError as exc:
        logging.getLogger(__name__).warning("the phones' server could not start: %s", exc)
        return None
    from cuzco.shell.scenes import phones_offer as resume

    resume.mark(scene.game)  # a save of this game offers to start the phones again when it is loaded
    session.labels = {p: (scene.state.names[p], seat_colour(p)) for p in humans}
    session.handler = lambda seat, action: phone_choice(scene, seat, action)
    session.on_change = scene.advance
    if scene.stack is not None:
        scene.stack.push(PhonesPanel(session))
    return session


def offer_phones_again(scene: IncanGoldScene) -> None:
    """A loaded or continued game that was played with phones: ask whether to start them again."""
    from cuzco.shell.scenes import phones_offer as resume

    if scene.want_phones or scene.phones is not None or scene.state.over or not scene.flow.humans \
            or not resume.played_with_phones(scene.game) or scene.stack is None:
        return
    scene.phones_offer = resume.offer()
    scene.stack.push(scene.phones_offer)


def phones_offer_answered(scene: IncanGoldScene, source: Any, result: Any) -> bool:
    """True when `source` was the offer: the phones start (their panel comes up) or the game goes on by
    hand-off; a server that cannot start says so."""
    from cuzco.shell.scenes import phones_offer as resume

    if source is not scene.phones_offer or source is None:
        return False
    scene.phones_offer = None
    if resume.accepted(scene.game, result):
        scene.phones = start_phones(scene)
        if scene.phones is None and scene.stack is not None:
            scene.stack.push(resume.could_not_start())
    scene.advance()
    return True


def phone_choice(scene: IncanGoldScene, seat: int, action: Any) -> str | None:
    """Play a phone's choice as the table plays a click: the rules check it, the same reason when refused."""
    if scene.steps:
        return _("Watch the table: the choices are being revealed.")
    if isinstance(action, ChangeChoice):
        if scene.state.over or not scene.flow.withdraw(seat):
            return _("You have no choice to change this turn.")
        scene.save()
        return None
    reason = check(scene.state, action)
    if reason is not None:
        return translate(reason)
    if scene.chooser == seat:  # their card was open at the table: the phone chose first
        scene.chooser, scene.card = None, None
    revealed = scene.flow.choose(seat, action.go_on)
    scene.save()
    if revealed:
        scene.start_reveal(scene.game.states[-2])
    else:
        scene.advance()
    return None


def sync_phones(scene: IncanGoldScene) -> None:
    """Each frame: the phones' buttons wait while the table shows a reveal; a choice card open at the table
    for a seat whose phone has joined closes (its tent and choice are its phone's now, never the screen's)."""
    session = scene.phones
    if session is None:
        return
    if scene.chooser is not None and scene.chooser in session.phone_seats:
        scene.chooser, scene.card = None, None
        scene.advance()
    odds = bool(getattr(scene.settings, "odds", False))
    if session.adapter.busy != bool(scene.steps) or session.adapter.odds != odds:
        session.adapter.busy, session.adapter.odds = bool(scene.steps), odds
        session.dirty = True


def phone_seats(scene: IncanGoldScene) -> set[int]:
    session = scene.phones
    return set() if session is None else session.phone_seats


def phone_groups(scene: IncanGoldScene) -> list[tuple[str, list[str]]]:
    """The seats by where their choice stands: (kind, names), empty groups left out."""
    session = scene.phones
    state = scene.state
    waiting, connected, lost, handoff = [], [], [], []
    for seat in session.seats:
        name = state.names[seat]
        if seat in session.handed_back or seat not in session.joined:
            handoff.append(name)
        elif not session.connected(seat):
            lost.append(name)
        elif state.in_temple[seat] and state.pending[seat] is None and not state.over:
            waiting.append(name)
        else:
            connected.append(name)
    groups = [("waiting", waiting), ("connected", connected), ("lost", lost), ("handoff", handoff)]
    return [(kind, names) for kind, names in groups if names]


def group_text(kind: str, names: list[str]) -> str:
    listed = ", ".join(names)
    if kind == "waiting":
        return _("waiting for the phones of {names}", names=listed)
    if kind == "connected":
        return _("connected: {names}", names=listed)
    if kind == "lost":
        return _("phone lost: {names}", names=listed)
    return _("hand-off: {names}", names=listed)


def draw_phone_strip(surface: pygame.Surface, scene: IncanGoldScene) -> None:
    """A line just above the players' panels: the table code, who the table waits for on a phone, who is
    connected, whose phone is lost and who plays by hand-off; and the Phones button. Hidden while the
    reveal's captions use that place."""
    session = scene.phones
    if session is None or scene.layout is None or scene.steps or scene.state.over:
        return
    parts = [group_text(kind, names) for kind, names in phone_groups(scene)]
    text = _("Phones (table code {code})", code=session.code) + " \u00b7 " + " \u00b7 ".join(parts)
    w = surface.get_width()
    top = scene.layout.panels[0].top
    want = pygame.Rect(w - px(150), top - px(40), px(130), px(32))
    strip = pygame.Rect(px(20), want.top, want.left - px(30), want.height)
    size, shown = fit_line(text, strip.width, (18, 16, 14))
    draw_text(surface, shown, (strip.left, strip.centery), size, theme.TEXT, anchor="midleft")
    button = scene.phones_button
    if button is None or button.rect != want:
        button = scene.phones_button = Button(want, _("Phones"), lambda: open_panel(scene), kind="ghost",
                                              font_size=20,
                                              tooltip=_("The seats' QR codes, who is connected, back to hand-off"))
    button.draw(surface)


def open_panel(scene: IncanGoldScene) -> None:
    from cuzco.shell.phones.panel import PhonesPanel

    if scene.phones is not None and scene.stack is not None:
        scene.stack.push(PhonesPanel(scene.phones))
