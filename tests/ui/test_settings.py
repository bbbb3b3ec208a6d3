"""Settings: round trip, defaults, a corrupt file kept aside, migration from version 0, bad values,
unknown keys kept, atomic save."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from shogi_desktop.app import settings as settings_mod
from shogi_desktop.app import storage as storage_mod
from shogi_desktop.app.settings import SETTINGS_VERSION, Settings, migrate, settings_path


def test_the_file_lives_in_the_platformdirs_config_folder(tmp_path: Path) -> None:
    # conftest points XDG_CONFIG_HOME at a temporary folder
    assert settings_path() == Path(os.environ["XDG_CONFIG_HOME"]) / "shogi-desktop" / "settings.json"
    s = Settings.load()
    assert s == Settings() and s.warnings == []
    s.mute = True
    assert s.save()
    assert settings_path().exists()
    assert Settings.load().mute is True


def test_round_trip_keeps_every_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    s = Settings(language="ja", show_legal_moves=False, coordinate_style="usi", mute=True, animation_ms=90,
                 board_flipped=True, window_geometry="AdnQywADAAA=", window_state="AAAA/wAAAAD9",
                 recent_files=["/a/b.kif", "/c.csa"], black_name="羽生", white_name="Player 2")
    assert s.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == SETTINGS_VERSION
    loaded = Settings.load(path)
    assert loaded == s
    assert loaded.warnings == []
    assert "羽生" in path.read_text(encoding="utf-8")  # written as readable UTF-8


def test_a_corrupt_file_falls_back_to_defaults_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "mute": tru', encoding="utf-8")
    s = Settings.load(path)
    assert s == Settings()
    [warning] = s.warnings
    assert warning.code == "corrupt"
    assert "line 1" in warning.detail
    backups = list(tmp_path.glob("settings.json.bad-*"))
    assert [str(b) for b in backups] == [warning.backup]
    assert backups[0].read_text(encoding="utf-8") == '{"version": 1, "mute": tru'  # nothing is lost
    assert not path.exists()
    assert s.save()
    assert Settings.load(path).warnings == []


@pytest.mark.parametrize("content", [b"[1, 2, 3]", b"\xff\xfe\x00garbage", b'"just text"'])
def test_other_unusable_files(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    s = Settings.load(path)
    assert s == Settings()
    assert [w.code for w in s.warnings] in (["corrupt"], ["unreadable"])
    assert len(list(tmp_path.glob("settings.json.bad-*"))) == 1


def test_two_corrupt_files_in_the_same_second_keep_both(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for text in ("{", "}"):
        path.write_text(text, encoding="utf-8")
        Settings.load(path)
    assert sorted(p.read_text() for p in tmp_path.glob("settings.json.bad-*")) == ["{", "}"]


def test_migration_from_version_0(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    v0 = {"lang": "system", "legal_moves": False, "coords": "kanji", "sound": False, "animation": 0.25,
          "flipped": True, "geometry": "Z2VvbQ==", "state": "c3RhdGU=", "recent": ["/x.kif"],
          "players": {"black": "先手さん", "white": "後手さん"}}
    path.write_text(json.dumps(v0), encoding="utf-8")
    s = Settings.load(path)
    assert [w.code for w in s.warnings] == ["migrated"]
    assert s.language == ""
    assert s.show_legal_moves is False
    assert s.coordinate_style == "japanese"
    assert s.mute is True  # sound off
    assert s.animation_ms == 250
    assert s.board_flipped is True
    assert (s.window_geometry, s.window_state) == ("Z2VvbQ==", "c3RhdGU=")
    assert s.recent_files == ["/x.kif"]
    assert (s.black_name, s.white_name) == ("先手さん", "後手さん")
    assert s.extra == {}
    s.save()
    again = Settings.load(path)
    assert again == s and again.warnings == []
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


def test_migrate_function_directly() -> None:
    assert migrate({"lang": "ja", "coords": "usi", "sound": True}, 0) == {
        "language": "ja", "coordinate_style": "usi", "mute": False}
    assert migrate({"language": "en"}, SETTINGS_VERSION) == {"language": "en"}


def test_a_failing_migration_keeps_the_file_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(data: dict[str, object]) -> dict[str, object]:
        raise KeyError("boom")

    monkeypatch.setitem(settings_mod.MIGRATIONS, 0, broken)
    path = tmp_path / "settings.json"
    path.write_text('{"lang": "ja"}', encoding="utf-8")
    s = Settings.load(path)
    assert s == Settings()
    assert [w.code for w in s.warnings] == ["corrupt"]
    assert [p.read_text() for p in tmp_path.glob("settings.json.bad-*")] == ['{"lang": "ja"}']


def test_bad_values_fall_back_per_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "language": "fr", "mute": "yes", "animation_ms": -5,
                                "coordinate_style": "usi", "recent_files": ["a", 3], "show_legal_moves": 1}),
                    encoding="utf-8")
    s = Settings.load(path)
    assert s.language == "" and s.mute is False and s.animation_ms == 180
    assert s.recent_files == [] and s.show_legal_moves is True
    assert s.coordinate_style == "usi"  # the good value is kept
    assert sorted(w.key for w in s.warnings) == ["animation_ms", "language", "mute", "recent_files",
                                                  "show_legal_moves"]
    assert all(w.code == "bad-value" for w in s.warnings)


def test_unknown_keys_and_newer_versions_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 99, "mute": True, "future_option": {"a": 1}}), encoding="utf-8")
    s = Settings.load(path)
    assert s.mute is True
    assert [w.code for w in s.warnings] == ["newer-version"]
    s.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["future_option"] == {"a": 1}


def test_save_is_atomic_and_a_failed_save_leaves_the_old_file(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    Settings(black_name="old").save(path)

    def failing_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(storage_mod.os, "replace", failing_replace)
    s = Settings(black_name="new", path=path)
    assert s.save() is False
    assert [w.code for w in s.warnings] == ["save-failed"]
    monkeypatch.undo()
    assert Settings.load(path).black_name == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left behind


def test_recent_files_are_unique_newest_first_and_limited() -> None:
    s = Settings()
    for i in range(15):
        s.add_recent_file(f"/games/{i}.kif")
    s.add_recent_file("/games/12.kif")
    assert s.recent_files[0] == "/games/12.kif"
    assert len(s.recent_files) == settings_mod.RECENT_FILES_LIMIT
    assert len(set(s.recent_files)) == len(s.recent_files)


def test_piece_set_and_board_style_are_kept_and_bad_ones_fall_back(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    s = Settings(piece_set="international", board_style="dark")
    assert s.save(path)
    assert Settings.load(path) == s
    # a file of the version before these settings existed opens with the defaults (no migration needed)
    path.write_text(json.dumps({"version": 1, "mute": True}), encoding="utf-8")
    old = Settings.load(path)
    assert (old.piece_set, old.board_style) == ("one-kanji", "wood") and old.warnings == []
    path.write_text(json.dumps({"version": 1, "piece_set": "chess-sprites", "board_style": 7}), encoding="utf-8")
    bad = Settings.load(path)
    assert (bad.piece_set, bad.board_style) == ("one-kanji", "wood")
    assert sorted(w.key for w in bad.warnings if w.code == "bad-value") == ["board_style", "piece_set"]
    assert Settings.load(path).warnings == []  # the sound file was written back
