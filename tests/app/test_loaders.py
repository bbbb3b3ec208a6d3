"""Every loader of the config and data folders (settings.json, engines.json, the autosave) returns on any
input: arbitrary bytes, arbitrary JSON values, a valid file with any part replaced by any value, and the
inputs fault injection found (100,000-deep nesting, 4,300-digit numbers, wrong types, Infinity/NaN).  A
file it could not use is kept beside the new one, byte for byte, and the catch-all that logs a bug never
fires (so these tests can fail)."""

from __future__ import annotations

import json
import logging
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from shogi_desktop.app.autosave import Autosave
from shogi_desktop.app.engines import EngineRegistry
from shogi_desktop.app.settings import Settings
from shogi_desktop.app.storage import SetAside, parse_json
from shogi_desktop.core.clock import GameClock, TimeControl
from shogi_desktop.core.record import GameRecord

DEEP = b"[" * 100_000 + b"]" * 100_000
DEEP_OBJECT = b'{"a":' * 100_000 + b"1" + b"}" * 100_000
HUGE_NUMBER = b"1" * 4301
RUNS = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=25)


def dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


@pytest.fixture
def bugs(caplog: pytest.LogCaptureFixture) -> Iterator[Callable[[], list[str]]]:
    """The ERROR records logged since the last call (the loaders' catch-alls log a bug at ERROR)."""
    caplog.set_level(logging.WARNING)

    def take() -> list[str]:
        found = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
        caplog.clear()
        return found

    yield take


def check_kept(folder: Path, original: bytes, notices: list[SetAside], main: Path) -> None:
    """A notice with a backup keeps the original bytes; when nothing was noted the file was usable."""
    for notice in notices:
        assert notice.original == main
        if notice.backup is not None:
            assert notice.backup.parent == folder and notice.backup.read_bytes() == original, notice


# --------------------------------------------------------------------------------- the JSON reader
@pytest.mark.parametrize("text, why", [
    (DEEP, "nested too deeply"), (DEEP_OBJECT, "nested too deeply"), (HUGE_NUMBER, "digits"),
    (b"NaN", "NaN"), (b'{"a": Infinity}', "Infinity"), (b"[-Infinity]", "Infinity"), (b"1e999", "out of range"),
    (b"\xff\xfe{}", "UTF-8"), (b'{"a": 1', "line 1, column"), (b"", "line 1, column 1"),
])
def test_parse_json_refuses_every_kind_of_damage(text: bytes, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        parse_json(text)


def test_parse_json_reads_ordinary_json() -> None:
    assert parse_json(b'\xef\xbb\xbf{"a": [1, 2.5, "\xe7\x8e\x8b"], "b": null}') == {"a": [1, 2.5, "王"], "b": None}


# --------------------------------------------------------------------------------- settings.json
def _settings_round(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = folder / "settings.json"
        path.write_bytes(raw)
        s = Settings.load(path)
        check_kept(folder, raw, s.set_aside_notices, path)
        assert s.save()
        assert path.is_file()
        again = Settings.load(path)
        assert again.set_aside_notices == [] and again == s
        check_kept(folder, raw, s.set_aside_notices, path)  # still there beside the new file


@RUNS
@given(st.binary(max_size=400))
@example(DEEP)
@example(DEEP_OBJECT)
@example(HUGE_NUMBER)
@example(b'{"version": 1, "animation_ms": ' + HUGE_NUMBER + b"}")
@example(b'{"version": ' + HUGE_NUMBER + b"}")
@example(b'{"version": 1, "animation_ms": Infinity}')
@example(b'{"version": 0, "animation": 1e308}')
@example(b'{"version": 0, "animation": NaN}')
def test_settings_from_any_bytes(bugs: Callable[[], list[str]], raw: bytes) -> None:
    _settings_round(raw)
    assert bugs() == []


@RUNS
@given(json_values)
def test_settings_from_any_json_value(bugs: Callable[[], list[str]], value: Any) -> None:
    _settings_round(dumps(value))
    assert bugs() == []


GOOD_SETTINGS = {"version": 1, "language": "ja", "show_legal_moves": False, "coordinate_style": "usi",
                 "mute": True, "animation_ms": 90, "board_flipped": True, "window_geometry": "AdnQ",
                 "window_state": "AAAA", "recent_files": ["/a.kif"], "black_name": "羽生", "white_name": "x"}


@RUNS
@given(st.sampled_from(sorted(GOOD_SETTINGS)), json_values, st.sampled_from([0, 1]))
def test_settings_with_any_field_replaced(bugs: Callable[[], list[str]], key: str, value: Any,
                                          version: int) -> None:
    data = dict(GOOD_SETTINGS, **{key: value})
    if key != "version":
        data["version"] = version
    _settings_round(dumps(data))
    assert bugs() == []


def test_a_settings_file_with_bad_values_is_kept_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    raw = dumps({"version": 1, "mute": "loud", "black_name": "羽生"})
    path.write_bytes(raw)
    s = Settings.load(path)
    assert s.black_name == "羽生" and s.mute is False
    [notice] = s.set_aside_notices
    assert notice.reason == "bad-values" and "mute" in notice.detail
    assert notice.backup is not None and notice.backup.read_bytes() == raw
    assert s.save() and notice.backup.read_bytes() == raw


def read_only_folder(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Renames, links and new files in ``folder`` fail as on a read-only file system (the tests run as
    root here, whom chmod does not stop)."""
    import errno
    import os

    real = {name: getattr(os, name) for name in ("link", "rename", "replace", "open")}

    def inside(*paths: Any) -> bool:
        return any(Path(os.fsdecode(p)).parent == folder for p in paths if isinstance(p, str | bytes | Path))

    def refuse(name: str) -> Callable[..., Any]:
        def call(*args: Any, **kw: Any) -> Any:
            if name == "open":
                if inside(args[0]) and args[1] & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                    raise OSError(errno.EROFS, "Read-only file system", str(args[0]))
            elif inside(*args[:2]):
                raise OSError(errno.EROFS, "Read-only file system", str(args[0]))
            return real[name](*args, **kw)
        return call

    for name in real:
        monkeypatch.setattr(os, name, refuse(name))


def test_a_settings_file_that_cannot_be_moved_is_not_written_over(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(DEEP)
    with pytest.MonkeyPatch.context() as patch:  # its own: undoing it leaves conftest's folders alone
        read_only_folder(patch, tmp_path)
        s = Settings.load(path)
        assert [n.reason for n in s.set_aside_notices] == ["unmovable"]
        assert not s.save()
    assert path.read_bytes() == DEEP and [p.name for p in tmp_path.iterdir()] == ["settings.json"]


# --------------------------------------------------------------------------------- engines.json
GOOD_ENGINE = {"id": "fake", "name": "Fake", "command": "/usr/games/fake", "usi_name": "Fake 1", "author": "Me",
               "options": [{"name": "Hash", "type": "spin", "default": 16, "min": 1, "max": 1024, "choices": []},
                           {"name": "Style", "type": "combo", "default": "a", "min": None, "max": None,
                            "choices": ["a", "b"]},
                           {"name": "Book", "type": "string", "default": "", "min": None, "max": None,
                            "choices": []}],
               "values": {"Hash": 64, "Style": "b", "Book": "x.db"}}


def _engines_round(raw: bytes) -> EngineRegistry:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = folder / "engines.json"
        path.write_bytes(raw)
        registry = EngineRegistry.load(path)
        check_kept(folder, raw, registry.set_aside_notices, path)
        for entry in registry:  # what was kept can be used: every value goes into a USI command
            for name in entry.values:
                opt = entry.option(name)
                assert opt is not None
                assert "\n" not in opt.coerce(entry.value(name))
        assert registry.save() and path.is_file()
        again = EngineRegistry.load(path)
        assert again.set_aside_notices == [] and again.to_dict() == registry.to_dict()
        check_kept(folder, raw, registry.set_aside_notices, path)
        return registry


@RUNS
@given(st.binary(max_size=400))
@example(DEEP)
@example(HUGE_NUMBER)
@example(b'{"version": 1, "engines": [' + DEEP + b"]}")
def test_engines_from_any_bytes(bugs: Callable[[], list[str]], raw: bytes) -> None:
    _engines_round(raw)
    assert bugs() == []


@RUNS
@given(json_values)
def test_engines_from_any_json_value(bugs: Callable[[], list[str]], value: Any) -> None:
    _engines_round(dumps({"version": 1, "engines": [value]}))
    _engines_round(dumps(value))
    assert bugs() == []


def _paths(data: Any) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (the root is ``()``), walked without recursion."""
    out: list[tuple[Any, ...]] = []
    todo: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while todo:
        path, node = todo.pop()
        out.append(path)
        if isinstance(node, dict):
            todo += [((*path, k), v) for k, v in node.items()]
        elif isinstance(node, list):
            todo += [((*path, i), v) for i, v in enumerate(node)]
    return sorted(out, key=lambda p: [str(k) for k in p])


def _replace(data: Any, which: int, value: Any) -> Any:
    """``data`` with its ``which``-th place (any depth, :func:`_paths` order) replaced by ``value``."""
    data = json.loads(json.dumps(data))
    paths = _paths(data)
    path = paths[which % len(paths)]
    if not path:
        return value
    holder = data
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return data


ENGINES = {"version": 1, "engines": [GOOD_ENGINE]}


@RUNS
@given(json_values, st.integers(0, len(_paths(ENGINES)) - 1))
@example(5, _paths(ENGINES).index(("engines", 0, "options")))  # the issue: "options": 5
def test_engines_with_any_part_replaced(bugs: Callable[[], list[str]], value: Any, which: int) -> None:
    _engines_round(dumps(_replace(ENGINES, which, value)))
    assert bugs() == []


@pytest.mark.parametrize("entry, why", [
    (dict(GOOD_ENGINE, options=5), "options are not a list"),
    (dict(GOOD_ENGINE, values=[1]), "values are not an object"),
    (dict(GOOD_ENGINE, name="a\nquit"), "one line"),
])
def test_a_bad_entry_is_left_out_and_the_file_kept(tmp_path: Path, entry: dict[str, Any], why: str) -> None:
    path = tmp_path / "engines.json"
    raw = dumps({"version": 1, "engines": [entry, dict(GOOD_ENGINE, id="other")]})
    path.write_bytes(raw)
    registry = EngineRegistry.load(path)
    assert [e.id for e in registry] == ["other"]
    [notice] = registry.set_aside_notices
    assert notice.reason == "bad-values" and why in notice.detail
    assert notice.backup is not None and notice.backup.read_bytes() == raw


@pytest.mark.parametrize("values", [{"Hash": 10 ** 5}, {"Style": "a\nquit"}, {"Book": "x\r\nquit"},
                                    {"Hash": [1]}, {"Hash": 1.5e300}])
def test_option_values_that_do_not_fit_are_dropped(tmp_path: Path, values: dict[str, Any]) -> None:
    path = tmp_path / "engines.json"
    path.write_bytes(dumps({"version": 1, "engines": [dict(GOOD_ENGINE, values=values)]}))
    registry = EngineRegistry.load(path)
    assert registry.entry("fake").values == {}
    assert [n.reason for n in registry.set_aside_notices] == ["bad-values"]


def test_infinity_in_engines_json_sets_the_file_aside(tmp_path: Path) -> None:
    path = tmp_path / "engines.json"
    raw = b'{"version": 1, "engines": [{"id": "x", "name": "X", "command": "x", "values": {"H": Infinity}}]}'
    path.write_bytes(raw)
    registry = EngineRegistry.load(path)
    [notice] = registry.set_aside_notices
    assert registry.entries == [] and notice.reason == "damaged" and "Infinity" in notice.detail
    assert notice.backup is not None and notice.backup.read_bytes() == raw and not path.exists()


# --------------------------------------------------------------------------------- the autosave
def _game_bytes() -> bytes:
    record = GameRecord.new()
    for usi in ("7g7f", "3c3d", "2g2f"):
        record.add_move(usi)
    record.current.comment = "考慮中"

    class Setup:
        variant, handicap, sfen = "standard", None, None
        black_name, white_name, black_human, white_human = "a", "b", True, False
        white_level = 5
        time_control = TimeControl(600, 30, 0)

    clock = GameClock(TimeControl(600, 30, 0), lambda: 0.0)
    clock.start(0)
    with tempfile.TemporaryDirectory() as tmp:
        store = Autosave(Path(tmp) / "autosave.json")
        assert store.save(record, Setup(), clock, "0123456789abcdef", {"dice_seed": 7})
        return store.path.read_bytes()


GOOD_AUTOSAVE = _game_bytes()


def _autosave_round(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = Autosave(folder / "autosave.json")
        store.path.write_bytes(raw)
        saved = store.pending()
        check_kept(folder, raw, store.set_aside_notices, store.path)
        if saved is None:
            assert not store.path.exists()  # cleared (finished, no moves) or kept aside
            record = GameRecord.new()
            record.add_move("2g2f")
        else:
            assert store.set_aside_notices == []
            saved.make_clock()
            record = saved.record
        assert store.save(record)  # the next autosave is written beside what was kept
        assert Autosave(store.path).load().record.moves_usi() == record.moves_usi()
        check_kept(folder, raw, store.set_aside_notices, store.path)


@RUNS
@given(st.binary(max_size=400))
@example(DEEP)
@example(HUGE_NUMBER)
@example(GOOD_AUTOSAVE.replace(b'"dice_seed":7', b'"dice_seed":' + HUGE_NUMBER))
@example(GOOD_AUTOSAVE.replace(b'"main":600', b'"main":' + HUGE_NUMBER))
@example(GOOD_AUTOSAVE.replace(b'"main":600', b'"main":1e999'))
def test_autosave_from_any_bytes(bugs: Callable[[], list[str]], raw: bytes) -> None:
    _autosave_round(raw)
    assert bugs() == []


@RUNS
@given(json_values, st.integers(0, len(_paths(json.loads(GOOD_AUTOSAVE))) - 1))
def test_autosave_with_any_part_replaced(bugs: Callable[[], list[str]], value: Any, which: int) -> None:
    _autosave_round(dumps(_replace(json.loads(GOOD_AUTOSAVE), which, value)))
    assert bugs() == []
