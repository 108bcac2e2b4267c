"""Save files that cannot break the game: every hostile file is refused in one clear line.

Each case here crashed the loader (or ate gigabytes) before `cuzco.games.cuzco.rules.savefile`
and `cuzco.json_limits`: deep nesting, numbers thousands of digits long,
a seat key that looks like a digit but is not one, giant names, giant files.
Every refusal is a SaveFileError with a short one-line message naming the
problem, and the file is never changed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from cuzco import json_limits
from cuzco.games.cuzco.rules import savefile
from cuzco.games.cuzco.rules.errors import SaveFileError
from cuzco.games.cuzco.rules.record import Game, load_game, save_game
from cuzco.games.cuzco.rules.setup import Setup


def a_save(**changes: Any) -> dict[str, Any]:
    game = Game.new(Setup(("Ana", "Ben"), seed=11, first_player=0))
    game.apply(next(iter(game.state.legal_actions())))
    data = game.to_json()
    data.update(changes)
    return data


def write(tmp_path: Path, content: str | bytes | dict[str, Any], name: str = "game.json") -> Path:
    path = tmp_path / name
    if isinstance(content, dict):
        content = json.dumps(content)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def refused(path: Path) -> str:
    """Load `path`, expecting a clean refusal; the message, checked to be short and one line."""
    before = path.read_bytes() if path.stat().st_size < 10_000_000 else None
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    message = str(info.value)
    assert message and "\n" not in message and len(message) <= savefile.MAX_MESSAGE, message
    if before is not None:
        assert path.read_bytes() == before  # never changed
    return message


# ---- parsing limits ----------------------------------------------------------------------------
@pytest.mark.parametrize("opener", ["[", '{"a":'])
def test_a_save_nested_100000_levels_deep_is_refused(tmp_path: Path, opener: str) -> None:
    path = write(tmp_path, opener * 100_000)
    assert "nests 100000 levels deep" in refused(path)


def test_a_save_nested_deep_inside_a_real_save_is_refused(tmp_path: Path) -> None:
    data = a_save()
    data["meta"] = {"note": 1}
    text = json.dumps(data).replace('"note": 1', '"note": ' + "[" * 5000 + "]" * 5000)
    assert "nests 5002 levels deep" in refused(write(tmp_path, text))


def test_brackets_inside_texts_do_not_count_as_nesting(tmp_path: Path) -> None:
    data = a_save(meta={"note": "[[[[{{{{" * 100 + '\\"[[['})
    game = load_game(write(tmp_path, data))
    assert game.meta["note"].startswith("[[[[")


@pytest.mark.parametrize("where", ["seed", "version", "meta", "hex"])
def test_a_number_with_thousands_of_digits_is_refused(tmp_path: Path, where: str) -> None:
    data = a_save()
    big = "9" * 5000
    marker = 123456789
    if where == "seed":
        data["setup"]["seed"] = marker
    elif where == "version":
        data["version"] = marker
    elif where == "meta":
        data["meta"] = {"x": marker}
    else:
        data["actions"][0]["hex"] = [marker, 0]
    text = json.dumps(data).replace(str(marker), big)
    assert "a number 5000 characters long" in refused(write(tmp_path, text))


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_not_a_number_and_infinity_are_refused(tmp_path: Path, literal: str) -> None:
    text = json.dumps(a_save(meta={"x": 1})).replace('"x": 1', f'"x": {literal}')
    assert "not a number in standard JSON" in refused(write(tmp_path, text))


def test_a_long_float_is_refused_and_a_huge_exponent_is_only_wrong(tmp_path: Path) -> None:
    text = json.dumps(a_save(meta={"x": 1})).replace('"x": 1', '"x": 0.' + "1" * 500)
    assert "a number 502 characters long" in refused(write(tmp_path, text))
    data = a_save()
    text = json.dumps(data).replace('"version": 1', '"version": 1e999')
    assert "version inf is not supported" in refused(write(tmp_path, text))


def test_bytes_that_are_not_utf8_are_refused(tmp_path: Path) -> None:
    assert "not UTF-8" in refused(write(tmp_path, b'{"format": "\xff\xfe"}'))


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = write(tmp_path, b"\xef\xbb\xbf" + json.dumps(a_save()).encode())
    assert len(load_game(path).actions) == 1


# ---- size --------------------------------------------------------------------------------------
def test_a_200_megabyte_save_is_refused_without_being_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:  # sparse: 200 MB on paper, nothing on disk
        f.write(b'{"format": "cuzco-save"')
        f.truncate(200 * 1024 * 1024)
    read: list[int] = []  # the bytes the loader reads, whatever the machine's speed

    class Counted:
        def __init__(self, file: Any) -> None:
            self.file = file

        def __enter__(self) -> Counted:
            return self

        def __exit__(self, *exc: object) -> None:
            self.file.close()

        def fileno(self) -> int:
            return self.file.fileno()

        def read(self, size: int = -1) -> bytes:
            data = self.file.read(size)
            read.append(len(data))
            return data

    monkeypatch.setattr(json_limits, "open", lambda p, mode="r": Counted(open(p, mode)), raising=False)
    message = refused(path)
    assert read == [], "the file was read before it was refused"
    assert "too big (200 MB; at most 2 MB is read)" in message


def test_a_file_just_over_the_cap_is_refused_and_a_real_save_is_far_under_it(tmp_path: Path) -> None:
    data = a_save(meta={"pad": "x" * savefile.MAX_SAVE_BYTES})
    assert "too big" in refused(write(tmp_path, data))
    game = Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), seed=3))
    save_game(game, tmp_path / "real.json")
    assert (tmp_path / "real.json").stat().st_size * 50 < savefile.MAX_SAVE_BYTES


def test_read_capped_stops_reading_a_stream_at_the_cap(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs named pipes")
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    pid = os.fork()
    if pid == 0:  # the writer: more than the cap, then it is killed by the closed pipe
        try:
            with open(fifo, "wb") as w:
                for _ in range(100):
                    w.write(b"[" * 65536)
        finally:
            os._exit(0)
    try:
        with pytest.raises(json_limits.FileTooBig, match="more than 1 MB"):
            json_limits.read_capped(fifo, 1024 * 1024)
    finally:
        os.waitpid(pid, 0)


def test_too_many_actions_are_refused_before_any_is_replayed(tmp_path: Path) -> None:
    data = a_save()
    data["actions"] = [{"type": "end"}] * (savefile.MAX_ACTIONS + 1)
    assert f"holds {savefile.MAX_ACTIONS + 1} actions" in refused(write(tmp_path, data))


# ---- the setup ---------------------------------------------------------------------------------
def test_a_five_million_character_name_is_refused_in_a_short_message(tmp_path: Path) -> None:
    data = a_save()
    data["setup"]["names"][1] = "x" * 5_000_000
    assert "too big (4.8 MB; at most 2 MB is read)" in refused(write(tmp_path, data))
    data["setup"]["names"][1] = "x" * 1_000_000  # within the size cap: the name itself is refused
    message = refused(write(tmp_path, data))
    assert "the name of player 2 is 1000000 characters long (at most 16)" in message


def test_names_up_to_the_new_game_forms_length_are_kept(tmp_path: Path) -> None:
    data = a_save()
    data["setup"]["names"] = ["A" * savefile.MAX_NAME_LENGTH, "Bé ☀ 𝄞"]
    assert load_game(write(tmp_path, data)).setup.names[0] == "A" * 16
    data["setup"]["names"][0] = "A" * 17
    assert "17 characters long" in refused(write(tmp_path, data))


@pytest.mark.parametrize("name", ["", "   ", "Ana\nBen", "nul\x00", "\u200b", "\ud800"])
def test_names_that_cannot_be_shown_are_refused(tmp_path: Path, name: str) -> None:
    data = a_save()
    data["setup"]["names"][0] = name
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # json escapes the lone surrogate
    assert "the name of player 1" in refused(path)


@pytest.mark.parametrize(
    "change,reason",
    [
        (lambda s: s.update(seed=10**35), "at most 30 digits"),
        (lambda s: s.update(seed="s" * 65), "65 characters long"),
        (lambda s: s.update(seed=1.5), "'seed' must be a number or a text"),
        (lambda s: s.update(seed=None), "'seed' must be a number or a text"),
        (lambda s: s.update(first_player=True), "'first_player' must be a player number"),
        (lambda s: s.update(first_player=1.0), "'first_player' must be a player number"),
        (lambda s: s.update(first_player=-1), "not -1"),
        (lambda s: s.update(names="Ana"), "'names' must be a list"),
        (lambda s: s.update(names=["Ana", 3]), "'names' must be a list"),
        (lambda s: s.update(deck=s["deck"] * 1000), "the 30 festival cards"),
        (lambda s: s.update(deck=[["mask"]] * 30), "'deck' must be a list of card faces"),
    ],
    ids=["huge seed", "long seed", "float seed", "null seed", "bool first", "float first", "first -1",
         "names text", "name number", "long deck", "deck of lists"],
)
def test_every_setup_field_is_checked(tmp_path: Path, change: Any, reason: str) -> None:
    data = a_save()
    change(data["setup"])
    assert reason in refused(write(tmp_path, data))


# ---- meta --------------------------------------------------------------------------------------
def test_a_seat_key_that_only_looks_like_a_digit_is_refused(tmp_path: Path) -> None:
    assert "²".isdigit()  # and yet int("²") fails: that used to crash Continue and the Load screen
    data = a_save(meta={"bots": {"²": "greedy"}})
    assert "'bots' names seat '²', which is not a seat (0 to 1)" in refused(write(tmp_path, data))


@pytest.mark.parametrize(
    "meta,reason",
    [
        ({"bots": {"2": "greedy"}}, "not a seat"),
        ({"bots": {"01": "greedy"}}, "not a seat"),
        ({"bots": {"1": 5}}, "named by a short text"),
        ({"bots": {"1": "g" * 33}}, "named by a short text"),
        ({"bots": ["1"]}, "'bots' must be an object"),
        ({"colours": [[1, 2]]}, "'colours' must be a list"),
        ({"colours": [[1, 2, 256]]}, "'colours' must be a list"),
        ({"colours": [[1, 2, True]]}, "'colours' must be a list"),
        ({"colours": [[1, 2, 3]] * 5}, "'colours' must be a list"),
        ({f"k{i}": i for i in range(65)}, "65 entries"),
        ({"k" * 65: 1}, "65 characters long"),
    ],
    ids=["seat out of range", "seat 01", "kind number", "kind long", "bots list", "colour short",
         "colour 256", "colour bool", "five colours", "many keys", "long key"],
)
def test_every_meta_entry_the_game_reads_is_checked(tmp_path: Path, meta: dict[str, Any], reason: str) -> None:
    assert reason in refused(write(tmp_path, a_save(meta=meta)))


def test_meta_entries_the_game_does_not_know_are_kept(tmp_path: Path) -> None:
    meta = {"bots": {"1": "a-future-kind"}, "colours": [[1, 2, 3]], "viewer": {"speed": 1.5, "marks": [1, 2]}}
    game = load_game(write(tmp_path, a_save(meta=meta)))
    assert game.meta == meta


@pytest.mark.parametrize("saved_at", [5, ["2026"], "x" * 65])
def test_saved_at_must_be_a_short_text(tmp_path: Path, saved_at: object) -> None:
    assert "'saved_at'" in refused(write(tmp_path, a_save(saved_at=saved_at)))


# ---- messages ----------------------------------------------------------------------------------
def test_a_huge_bad_value_is_quoted_only_in_part(tmp_path: Path) -> None:
    data = a_save()
    data["actions"][0]["tile"] = "t" * 1_000_000
    message = refused(write(tmp_path, data))
    assert message.startswith("action 0 is not valid: unknown tile 'ttt") and message.endswith("\u2026")


def test_check_save_gives_what_the_load_screen_shows_without_replaying(tmp_path: Path) -> None:
    data = a_save()
    data["actions"].append({"type": "festival", "hex": [0, 0], "cards": []})  # well formed, illegal
    save = savefile.read_save(write(tmp_path, data))
    assert save.names == ("Ana", "Ben") and len(save.actions) == 2
    assert "action 1 is not valid" in refused(tmp_path / "game.json")


def test_the_replay_command_refuses_hostile_files_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from cuzco.app import main

    cases = {
        "deep.json": "[" * 100_000,
        "digits.json": '{"format": "cuzco-save", "version": ' + "1" * 5000 + "}",
        "seat.json": json.dumps(a_save(meta={"bots": {"²": "greedy"}})),
    }
    for name, text in cases.items():
        path = write(tmp_path, text, name)
        assert main(["replay", str(path)]) == 2
        err = capsys.readouterr().err.strip()
        assert err.startswith(f"cuzco replay: {path}:") and "\n" not in err and "Error" not in err, err


def test_a_refusal_cuts_its_details_to_24_characters_when_60_still_make_it_too_long() -> None:
    """Five 100-character details: 60 each is still over the limit, 24 each fits (ending in an ellipsis)."""
    from cuzco.text import Message

    long = "x" * 100
    error = savefile.refuse(Message("{a} {b} {c} {d} {e}", dict.fromkeys("abcde", long)))
    message = error.args[0]
    assert isinstance(message, Message)
    assert [len(v) for v in message.params.values()] == [24] * 5
    assert all(v == "x" * 23 + "\u2026" for v in message.params.values())
    assert len(message) == 5 * 24 + 4 <= savefile.MAX_MESSAGE


def test_a_seed_text_of_exactly_64_characters_is_kept(tmp_path: Path) -> None:
    data = a_save()
    data["setup"]["seed"] = "s" * savefile.MAX_SEED_TEXT
    assert load_game(write(tmp_path, data)).setup.seed == "s" * 64


def test_a_plain_text_refusal_becomes_one_line_cut_to_200_characters() -> None:
    error = savefile.refuse("first line\nsecond line " + "y" * 300)
    text = error.args[0]
    assert isinstance(error, SaveFileError) and "\n" not in text
    assert text.startswith("first line second line yyy") and text.endswith("y\u2026") and len(text) == 200


def test_colour_channels_from_0_to_255_are_kept(tmp_path: Path) -> None:
    meta = {"colours": [[0, 255, 128], [255, 0, 0]]}
    assert load_game(write(tmp_path, a_save(meta=meta))).meta == meta


def test_a_save_of_another_game_is_refused_by_name(tmp_path: Path) -> None:
    data = a_save()
    data["game"] = "incan_gold"
    assert "this is a save of another game ('incan_gold'), not of Cuzco" in refused(write(tmp_path, data))


def test_a_save_with_five_players_is_refused_with_the_count(tmp_path: Path) -> None:
    data = a_save()
    data["setup"]["names"] = ["A", "B", "C", "D", "E"]
    assert "a game has 2 to 4 players, not 5" in refused(write(tmp_path, data))


def test_an_empty_computer_player_kind_is_refused(tmp_path: Path) -> None:
    assert "must be named by a short text" in refused(write(tmp_path, a_save(meta={"bots": {"1": ""}})))
