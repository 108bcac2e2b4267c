"""Feld's Cuzco on the players' phones: each seat's god cards, mission draws and decisions on its own phone.

    FeldPhones()                          # the adapter (`ENTRY.phone_adapter`)
    start_phones(scene)                   # the table's PhoneSession for its human seats, and the phones panel
    offer_phones_again(scene)             # a loaded game played with phones: start them again?
    phones_offer_answered(scene, source, result)   # True when `source` was that offer
    phone_action(scene, seat, action)     # a phone's decision, played as the table's own buttons play it
    phones_changed(scene)                 # a seat joined, left or was handed back: who the table shows
    stop_phones(scene)                    # the game's end or its screen closing

The board and everything public stay on the big screen. A seat whose phone has
joined keeps its hand of god cards and the golden missions it drew at the start
on the phone only: the table never shows them (no hand-off curtain for it, no
hand on its mask's panel). On its decisions the phone lists the options the rules
allow (the same labels as the table's buttons), each with its preview in words
(what it gives, the step that follows), grouped by action space while dice are
placed; the god cards it may play now are options too. Every page is built from
the rules' own view of that seat (`view`): the others' hands and draws, the piles'
order and the seed are not in it.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from cuzco.games.feld_cuzco.rules import (
    ROUNDS,
    Place,
    PlayCard,
    action_from_json,
    action_to_json,
    check,
    legal_actions,
    view,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _, language, ngettext, translate

from .board_draw import phase_name
from .decisions import _mission_tip, headline, option_tip, placing, preview
from .names import action_name, card_name, god_name, option_label
from .palette import seat_colour

if TYPE_CHECKING:
    from cuzco.shell.phones.session import PhoneSession

    from .table_scene import FeldTableScene

log = logging.getLogger(__name__)


def css_colour(rgb: Any) -> str:
    r, g, b = (int(c) for c in tuple(rgb)[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


def card_detail(card: int) -> str:
    """A god card in the hand, in words: what it does and in which phases it may be played (its number and
    god are its label)."""
    c = C.GOD_CARDS[card - 1]
    phases = ", ".join(c.phases)
    return _("{effect} (phase {phases})", effect=card_name(card), phases=phases)


class FeldPhones:
    """The seat's page as JSON and a phone's JSON as a Feld's Cuzco action. `names`: the names the table
    shows (a computer's level beside its name)."""

    BUDGET = 0.0005  # seconds of previews worked out in one frame (at least one): a long list takes some frames

    def __init__(self) -> None:
        self.names: list[str] = []
        self.unfinished: set[int] = set()  # seats whose options are still being worked out: asked again
        # seat -> ((the state and language they are for), the options' actions, the options worked out so far)
        self._work: dict[int, tuple[tuple[Any, str], list[Any], list[dict[str, Any]]]] = {}
        # seat -> (the state, (language, names), the seat's view of it, its page but the options)
        self._pages: dict[int, tuple[Any, tuple[str, tuple[str, ...]], Any, dict[str, Any]]] = {}

    def seat_view(self, game: Any, seat: int) -> dict[str, Any]:
        state = game.state
        self.unfinished.discard(seat)
        key = (language(), tuple(self.names))
        held = self._pages.get(seat)
        if held is None or held[0] is not state or held[1] != key:  # the state itself, not its id
            v = view(state, seat).state  # the seat's own view: nothing of another seat's hand or draw
            held = self._pages[seat] = (state, key, v, self.page(v, seat))
        _state, _key, v, page = held
        if v.over or v.actor != seat:
            return dict(page)
        options, preparing = self.options_for(state, v, seat)
        page = {**page, "options": options}
        if preparing:
            page["preparing"] = True
        return page

    def page(self, v: Any, seat: int) -> dict[str, Any]:
        """The seat's page but its options, from its own view `v`: kept while the state stays the same, so
        a page whose options take some calls is not built again on each."""
        names = self.names if len(self.names) == v.n else list(v.names)
        me = v.players[seat]
        lines = [_("Round {r} of {n}: {phase}", r=max(1, v.round), n=ROUNDS, phase=phase_name(v.phase)),
                 ", ".join([ngettext("{n} VP", "{n} VP", me.vp), ngettext("{n} food", "{n} food", me.food),
                            ngettext("{n} offering", "{n} offerings", me.offerings),
                            ngettext("{n} Inti medal", "{n} Inti medals", me.medals)])]
        if me.dice:
            lines.append(_("Your dice: {dice}", dice=", ".join(str(d) for d in sorted(me.dice, reverse=True))))
        for mission in me.missions:
            lines.append(_mission_tip(v, seat, mission))
        if me.drawn:
            lines.append(_("Drawn at the start, for you alone (keep two):"))
            lines.extend(_mission_tip(v, seat, m) for m in me.drawn)
        lines.append(ngettext("You hold {n} god card.", "You hold {n} god cards.", len(me.hand)))
        cards = [{"id": str(card), "label": f"{card:02d} {god_name(C.GOD_CARDS[card - 1].god)}",
                  "detail": card_detail(card), "pickable": False, "held": True} for card in me.hand]
        if v.over:
            title = _("The game is over: see the table.")
        elif v.actor == seat:
            title = headline(v)
        else:
            title = _("{name} is deciding: watch the table.", name=names[v.actor])
        return {"name": names[seat], "colour": css_colour(seat_colour(seat)), "title": title, "lines": lines,
                "cards": cards, "buttons": [], "options": []}

    def options_for(self, state: Any, v: Any, seat: int) -> tuple[list[dict[str, Any]], bool]:
        """The decision's options once all are worked out (and False), else none yet (and True): each
        frame works out BUDGET seconds of them, so a long list never holds a frame up."""
        key = (state, language())  # the state itself, not its id: an undone state's id may come back
        held = self._work.get(seat)
        if held is None or held[0][0] is not state or held[0][1] != key[1]:
            found = legal_actions(v)
            plays = [a for a in found if isinstance(a, PlayCard)]
            self._work[seat] = (key, [a for a in found if not isinstance(a, PlayCard)] + plays, [])
        _key, actions, done = self._work[seat]
        end = time.perf_counter() + self.BUDGET
        while len(done) < len(actions):  # at least one a call, however short the budget
            done.append(self.option(v, actions[len(done)]))
            if time.perf_counter() >= end:
                break
        if len(done) < len(actions):
            self.unfinished.add(seat)
            return [], True
        return list(done), False

    def options(self, v: Any, seat: int) -> list[dict[str, Any]]:
        """The decision's options, all at once: each with its label, its preview in words and the action it
        sends."""
        found = legal_actions(v)
        plays = [a for a in found if isinstance(a, PlayCard)]
        return [self.option(v, a) for a in [a for a in found if not isinstance(a, PlayCard)] + plays]

    def option(self, v: Any, action: Any) -> dict[str, Any]:
        """One option: its section, its label (the table's button's), its preview in words, what it sends."""
        board = C.ACTION_BOARD.value[v.n]  # type: ignore[index]
        if isinstance(action, PlayCard):
            section = _("Play a god card")
        elif isinstance(action, Place) and placing(v):
            section = _("Action space: {name}", name=" / ".join(action_name(k) for k in board[action.space]))
        else:
            section = _("Choose")
        detail = preview(v, action)
        tip = option_tip(v, action)
        if tip:
            detail.append(tip)
        return {"section": section, "label": option_label(action, v), "detail": detail,
                "action": {"type": "play", "move": action_to_json(action)}}

    def action(self, game: Any, seat: int, data: dict[str, Any]) -> Any:
        move = data.get("move")
        if set(data) != {"type", "move"} or data.get("type") != "play" or not isinstance(move, dict):
            raise ValueError(_("The phone sends one of the options it shows; nothing else."))
        if move.get("player") != seat:
            raise ValueError(_("A phone decides for its own seat only."))
        try:
            return action_from_json(move)
        except ValueError as exc:
            raise ValueError(translate(exc.args[0]) if exc.args else str(exc)) from None


def phone_seats(scene: FeldTableScene) -> set[int]:
    session = getattr(scene, "phones", None)
    return set() if session is None else set(session.phone_seats)


def start_phones(scene: FeldTableScene) -> PhoneSession | None:
    """The table's phones for its human seats; None (and the reason in the log) when the server cannot start."""
    from cuzco.shell.phones.panel import PhonesPanel
    from cuzco.shell.phones.session import PhoneSession
    from cuzco.shell.scenes import phones_offer as resume

    try:
        session = PhoneSession.for_game(scene.game, scene.humans)
    except OSError as exc:
        log.warning("the phones' server could not start: %s", exc)
        return None
    resume.mark(scene.game)  # a save of this game offers to start the phones again when it is loaded
    adapter = session.adapter
    if isinstance(adapter, FeldPhones):
        adapter.names = scene.names()
    session.labels = {p: (scene.names()[p], seat_colour(p)) for p in scene.humans}
    session.handler = lambda seat, action: phone_action(scene, seat, action)
    session.on_change = lambda: phones_changed(scene)
    if scene.stack is not None:
        scene.stack.push(PhonesPanel(session))
    return session


def offer_phones_again(scene: FeldTableScene) -> None:
    """A loaded or continued game that was played with phones: ask whether to start them again."""
    from cuzco.shell.scenes import phones_offer as resume

    if scene.want_phones or scene.phones is not None or scene.state.over or not scene.humans \
            or not resume.played_with_phones(scene.game) or scene.stack is None:
        return
    scene.phones_offer = resume.offer()
    scene.stack.push(scene.phones_offer)


def phones_offer_answered(scene: FeldTableScene, source: Any, result: Any) -> bool:
    from cuzco.shell.scenes import phones_offer as resume

    if source is None or source is not scene.phones_offer:
        return False
    scene.phones_offer = None
    if resume.accepted(scene.game, result):
        scene.phones = start_phones(scene)
        if scene.phones is None and scene.stack is not None:
            scene.stack.push(resume.could_not_start())
    scene.advance()
    return True


def phone_action(scene: FeldTableScene, seat: int, action: Any) -> str | None:
    """A phone's decision, checked by the rules and played as the table's own button plays it."""
    state = scene.state
    if state.over or state.actor != seat:
        return _("It is not your decision now.")
    reason = check(state, action)
    if reason is not None:
        return translate(reason)
    scene.play(action)
    return None


def phones_changed(scene: FeldTableScene) -> None:
    """A phone joined, left or was handed back: a phone seat's hand leaves the table at once (and the
    curtain waiting for it is lifted, since it decides on its phone); a seat handed back gets the curtain."""
    from cuzco.shell.scenes.handoff import HandoffScene

    seats = phone_seats(scene)
    if scene.curtain_for in seats and scene.stack is not None:
        curtain = next((s for s in scene.stack.scenes if isinstance(s, HandoffScene)), None)
        scene.curtain_for = None
        if curtain is not None:  # it may lie under the phones panel: taken out from where it is
            scene.stack.scenes.remove(curtain)
            curtain.exit()
    if scene.viewer in seats:
        scene.viewer = None
        scene._table_key = None
    scene._buttons_key = None
    scene.advance()


def stop_phones(scene: FeldTableScene) -> None:
    if scene.phones is not None:  # each phone gets its last page, then "the table has closed this game"
        scene.phones.stop()
        scene.phones = None
