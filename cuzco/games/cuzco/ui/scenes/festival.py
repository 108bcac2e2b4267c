"""FestivalScene: runs a festival's bidding from the first go to the outcome.

    FestivalScene(game, settings, *, colours=None, bots=None, hotseat=True)

Push it right after `ProposeFestival` was applied (while `game.state.festival`
is set; if the engine already settled the festival because nobody could answer,
the scene goes straight to the outcome). For each go it shows a private
hand-off to the bidder (`state.actor`), then that bidder's own screen: the
temple's value and the prestige at stake, the wanted relics, every
participant's total and last move, the bidder's hand with each card's FP (only
matching cards can be picked), and Play selected / Stand / Drop out, each
disabled with the engine's reason (`state.check`) when not allowed. Choices go
through `game.apply`; the engine stands or drops bidders with no matching card
and settles the festival itself. Then a public outcome screen (organizers, the
prestige they scored from the score_log's "festival" entries, the new wanted
relics). Continue → `finish(FestivalOutcome(...))`.

Every screen is a sheet over the dimmed game screen: the board is public, and
the game screen shows no hand while a festival is up in a hot-seat game
(`GameScene.visible_hand`), so only the bidder's own cards are ever in view.
The hand-offs between bidders are opaque curtains, as between turns.

`colours` is one RGB colour per seat (default: the standard seat colours).
`bots` maps seat → an object with `choose(state) -> Action` for computer
bidders, who bid without any screen. With `hotseat=False` (one human at the
screen) the hand-offs are skipped.
Keys on the bidding screen: 1-9 pick cards, Enter plays, S stands, D drops out.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import Action, FestivalDrop, FestivalPlay, FestivalStand
from cuzco.games.cuzco.rules.components import card_worth
from cuzco.games.cuzco.rules.errors import IllegalAction
from cuzco.games.cuzco.ui.render.festival_cards import in_hand_order
from cuzco.games.cuzco.ui.scenes import festival_draw as draw
from cuzco.games.cuzco.ui.scenes.festival_flow import FestivalRecord, last_proposal_index
from cuzco.games.cuzco.ui.scenes.festival_outcome import outcome_screen
from cuzco.shell import sound
from cuzco.shell.i18n import _, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size, seat_colours, seat_mark
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.widgets import Button
from cuzco.shell.widgets.theme import Colour

log = logging.getLogger(__name__)

BOT_DELAY = 0.25  # seconds between computer bids, so the flow stays readable


@dataclass
class FestivalOutcome:
    organizers: list[int] = field(default_factory=list)
    points: dict[int, int] = field(default_factory=dict)


class FestivalScene(Scene):
    transparent = True

    def __init__(
        self,
        game: Any,
        settings: Any,
        *,
        colours: Sequence[Colour] | None = None,
        bots: Mapping[int, Any] | None = None,
        hotseat: bool = True,
        on_change: Callable[[], None] | None = None,
        phone_seats: Callable[[], set[int]] | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        # called after every bid, stand or drop (the game screen autosaves there)
        self.on_change = on_change
        self.phone_seats = phone_seats or set  # seats that bid on their phones (no hand-off, no hand shown)
        self.settings = settings
        self.colours = seat_colours(game.state.num_players, colours)
        self.bots = dict(bots or {})
        self.hotseat = hotseat
        i = last_proposal_index(game.actions)
        self.score_base = len(game.states[i].score_log)
        self.record = FestivalRecord.from_proposal(game.states[i], game.actions[i], game.states[i + 1])
        # bids made before this scene opened (e.g. by computer players) are part of the story too
        for j in range(i + 1, len(game.actions)):
            before = game.states[j].festival
            if before is None:
                break
            self.record.record(before, game.actions[j], game.states[j + 1])
        self.phase = "bid"  # "bid" then "outcome"
        self.viewer: int | None = None  # whose private screen is showing
        self.last_viewer: int | None = None
        self.awaiting: int | None = None  # hand-off pushed for this player
        self.selected: set[int] = set()  # indexes into the viewer's hand
        self.notice = ""  # a one-line message on the bidding screen (e.g. a refused click)
        self.confirm_drop = False
        self.bot_timer = 0.0
        self.age = 0.0
        self.size = (0, 0)
        self.lay: draw.BidLayout | None = None
        self.buttons: dict[str, Button] = {}
        self.continue_button: Button | None = None

    # ---- flow ------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.game.state

    def enter(self) -> None:
        sound.play("fanfare")
        self._begin_go()

    def _begin_go(self) -> None:
        """Prepare the next go: outcome, a computer bid, a hand-off, or straight to the bidder."""
        self.selected.clear()
        self.notice = ""
        self.confirm_drop = False
        if self.state.festival is None:
            self._to_outcome()
            return
        bidder = self.state.actor
        if bidder in self.bots:
            self.viewer = None
            self.bot_timer = BOT_DELAY
            return
        if bidder in self.phone_seats():
            self.viewer = None  # the bid comes from the phone, through `choose`
            return
        if self.hotseat and bidder != self.last_viewer:
            self.viewer = None
            self.awaiting = bidder
            name = self.state.players[bidder].name
            message = _(
                "Festival at the value-{value} temple. Your go to bid.", value=self.record.temple_value
            )
            assert self.stack is not None
            self.stack.push(HandoffScene(name, self.colours[bidder], message, mark=seat_mark(bidder)))
            return
        self.viewer = bidder
        self._sync_buttons()

    def on_result(self, source: Scene, result: Any) -> None:
        if isinstance(source, HandoffScene) and self.awaiting is not None:
            self.viewer, self.awaiting = self.awaiting, None
            self._sync_buttons()

    def choose(self, action: Action) -> bool:
        """Apply the bidder's choice; False (with the reason shown) if the engine refuses it."""
        before = self.state.festival
        assert before is not None
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            self.notice = translate(exc)
            return False
        self.record.record(before, action, self.state)
        if self.on_change is not None:
            self.on_change()
        if isinstance(action, FestivalPlay):
            sound.play("place")
        self.last_viewer = self.viewer if self.viewer is not None else self.last_viewer
        self.viewer = None
        self._begin_go()
        return True

    def _to_outcome(self) -> None:
        self.phase = "outcome"
        self.viewer = None
        self.age = 0.0
        sound.play("chime")

    @property
    def outcome(self) -> FestivalOutcome:
        points: dict[int, int] = {}
        for event in self.state.score_log[self.score_base :]:
            if event.source == "festival":
                points[event.player] = points.get(event.player, 0) + event.points
        return FestivalOutcome(organizers=list(self.record.organizers), points=points)

    # ---- the bidder's options ------------------------------------------------
    def hand(self) -> list[str]:
        if self.viewer is None:
            return []
        return in_hand_order(self.state.players[self.viewer].hand, self.record.wanted)  # as the hand panel

    def selected_cards(self) -> tuple[str, ...]:
        hand = self.hand()
        return tuple(hand[i] for i in sorted(self.selected) if i < len(hand))

    def selected_worth(self) -> int:
        return sum(card_worth(c, self.record.wanted) for c in self.selected_cards())

    def play_action(self) -> FestivalPlay:
        return FestivalPlay(self.selected_cards())

    def reasons(self) -> dict[str, str | None]:
        """Why each button is unusable now (None when usable), in the engine's words."""
        play = self.state.check(self.play_action()) if self.selected else _("choose matching cards first")
        stand, drop = self.state.check(FestivalStand()), self.state.check(FestivalDrop())
        return {key: None if reason is None else translate(reason)
                for key, reason in (("play", play), ("stand", stand), ("drop", drop))}

    def toggle_card(self, index: int) -> None:
        hand = self.hand()
        if not 0 <= index < len(hand):
            return
        if card_worth(hand[index], self.record.wanted) == 0:
            self.notice = _("That card shows none of the wanted relics: it is worth 0 FP.")
            return
        self.notice = ""
        self.selected ^= {index}
        sound.play("click")

    def press(self, which: str) -> None:
        if self.viewer is None:
            return
        reason = self.reasons()[which]
        if reason is not None:
            self.notice = reason
            return
        if which == "play":
            self.choose(self.play_action())
        elif which == "stand":
            self.choose(FestivalStand())
        elif which == "drop":
            # dropping out loses the cards already played: ask once more when standing was possible
            if not self.confirm_drop and self.reasons()["stand"] is None:
                self.confirm_drop = True
                self.notice = _("You could stand instead. Press Drop out again to leave the festival.")
                return
            self.choose(FestivalDrop())

    # ---- loop ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.age += dt
        if self.phase == "bid" and self.viewer is None and self.state.festival is not None:
            bidder = self.state.actor
            if bidder in self.bots:
                self.bot_timer -= dt
                if self.bot_timer <= 0:
                    self._bot_go(bidder)

    def _bot_go(self, bidder: int) -> None:
        try:
            action = self.bots[bidder].choose(self.state)
        except Exception:  # a broken bot must not hang the festival
            log.exception("festival bot for seat %d failed; it drops out", bidder)
            action = FestivalDrop()
        if not self.choose(action):
            log.warning("festival bot for seat %d chose an illegal %r; it drops out", bidder, action)
            self.choose(FestivalStand() if self.state.check(FestivalStand()) is None else FestivalDrop())

    def side_room(self, size: tuple[int, int]) -> int:
        """Pixels on the window's right the sheet leaves free (none; the guided game's box takes some)."""
        return 0

    def _ensure_layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.lay is not None:
            return
        self.size = size
        self.lay = draw.BidLayout(size, len(self.record.order), self.side_room(size))
        r = self.lay.buttons
        self.buttons = {
            "play": Button(r[0], _("Play selected"), lambda: self.press("play"), kind="primary"),
            "stand": Button(r[1], _("Stand"), lambda: self.press("stand")),
            "drop": Button(r[2], _("Drop out"), lambda: self.press("drop"), kind="danger"),
        }
        self.continue_button = Button(self.lay.continue_button, _("Continue"), self._finish, kind="primary")
        self._sync_buttons()

    def _finish(self) -> None:
        self.finish(self.outcome)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)  # the UI scale may have changed even if the window did not
        self._ensure_layout(size)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.lay is None:
            self._ensure_layout(screen_size())
        if self.phase == "outcome":
            assert self.continue_button is not None
            if self.continue_button.handle_event(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_SPACE,
            ):
                self._finish()
            return
        if self.viewer is None:
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                self._sync_buttons()
                return
        assert self.lay is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.lay.card_at(event.pos, len(self.hand()))
            if hit is not None:
                self.toggle_card(hit)
        elif event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_9:
                self.toggle_card(event.key - pygame.K_1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press("play")
            elif event.key == pygame.K_s:
                self.press("stand")
            elif event.key == pygame.K_d:
                self.press("drop")
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        """Enable each button exactly when the engine would accept its action."""
        if self.viewer is None or not self.buttons or self.state.festival is None:
            return
        reasons = self.reasons()
        for key, button in self.buttons.items():
            button.enabled = reasons[key] is None
            button.tooltip = reasons[key] or ""
        worth = self.selected_worth()
        self.buttons["play"].label = _("Play selected (+{fp} FP)", fp=worth) if worth else _("Play selected")
        self.buttons["drop"].label = _("Really drop out?") if self.confirm_drop else _("Drop out")

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface.get_size())
        if self.phase == "outcome":
            outcome_screen(surface, self)
        elif self.viewer is None:
            draw.waiting_screen(surface, self)
        else:
            draw.bid_screen(surface, self)
