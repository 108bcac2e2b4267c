"""A recorded game seen as a timeline, without any drawing: used by the replay viewer
(and meant for a later move review).

    store = SnapshotStore.from_game(game)   # any position 0..len(actions), quickly
    store.state_at(k)                       # the state after the first k actions
    timeline = Timeline.build(store)        # turn starts, festivals, marks
    timeline.next_turn(k), timeline.prev_turn(k)

Position k means "the first k actions have been played"; the action about to
be played there is `actions[k]`. States are values: the store hands out the
same objects the rules produced and never changes them.
"""

from .snapshots import PositionInfo, SnapshotStore
from .timeline import Mark, Timeline, TurnMark

__all__ = ["Mark", "PositionInfo", "SnapshotStore", "Timeline", "TurnMark"]
