"""The Load list tells the games in progress apart: each autosave's row names its players beside its game's
name, with how far it got and its date, as a kept game's name does."""

from __future__ import annotations

from cuzco.shell import persistence
from cuzco.shell.i18n import _, set_language
from cuzco.shell.scenes import save_rows
from tests.shell.door_world import KINDS, MAKERS


def test_each_autosave_row_names_its_game_its_players_and_how_far_it_got() -> None:
    for kind in KINDS:
        persistence.autosave(MAKERS[kind](11)[0])
    rows = [save_rows.describe(e.path) for e in save_rows.listing()]
    titles = {row.game: save_rows.title(row.path, row.players) for row in rows}
    assert set(titles) == {"Cuzco", "Incan Gold", "Cuzco (Feld)"}
    assert all(t.startswith(f"{game} in progress: ") for game, t in titles.items())
    assert titles["Incan Gold"] == "Incan Gold in progress: Ana, Bruno, Cora"
    for row in rows:
        assert row.when and row.summary and row.players not in row.summary  # named once, in the title
    gold = next(row for row in rows if row.game == "Incan Gold")
    assert gold.summary.startswith("round ")
    set_language("es")
    try:
        assert save_rows.title(gold.path, gold.players) == "Incan Gold en curso: Ana, Bruno, Cora"
        assert _("Replace") in _("A save called \u201c{name}\u201d exists. Press Replace to save over it, "
                                 "or change the name.", name="x")
    finally:
        set_language("en")
