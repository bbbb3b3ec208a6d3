"""Sounds: the generated WAV files are real, short and regenerable; playing never raises, also where
QtMultimedia or an audio device is missing (nothing here asserts that a sound was heard)."""

from __future__ import annotations

import builtins
import importlib.util
import sys
import wave
from pathlib import Path

import pytest

from shogi_desktop.paths import resource
from shogi_desktop.ui.game.sounds import SOUND_NAMES, SoundPlayer

ROOT = Path(__file__).resolve().parents[3]


def _load_make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_shipped_wav_files_are_short_mono_and_not_silent(name: str) -> None:
    path = resource("sounds", f"{name}.wav")
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        frames = w.readframes(w.getnframes())
        length_s = w.getnframes() / w.getframerate()  # the length of the recorded sound
    assert 0.05 < length_s < 0.6
    samples = memoryview(frames).cast("h")
    peak = max(abs(s) for s in samples)
    assert 0.3 * 32767 < peak < 32767  # audible and not clipped
    assert abs(samples[0]) < 1000 and abs(samples[-1]) < 1000  # starts and ends quietly, no pop


def test_the_script_regenerates_the_shipped_files_byte_for_byte(tmp_path: Path) -> None:
    make_sounds = _load_make_sounds()
    assert make_sounds.main([str(tmp_path)]) == 0
    for name in SOUND_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == resource("sounds", f"{name}.wav").read_bytes()


def test_capture_is_heavier_than_move() -> None:
    make_sounds = _load_make_sounds()
    move, capture = make_sounds.move_sound(), make_sounds.capture_sound()
    energy = lambda s: sum(x * x for x in s)  # noqa: E731
    assert len(capture) > len(move) and energy(capture) > energy(move)


def test_play_does_not_raise_whatever_the_audio_stack(qapp: object) -> None:
    player = SoundPlayer()
    for name in SOUND_NAMES:
        result = player.play(name)
        assert result is player.available or result is False
    if not player.available:
        assert player.problem  # says why it is silent


def test_play_is_silent_without_qtmultimedia(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_multimedia(name: str, *args: object, **kwargs: object) -> object:
        if name.startswith("PySide6.QtMultimedia"):
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.delitem(sys.modules, "PySide6.QtMultimedia", raising=False)
    monkeypatch.setattr(builtins, "__import__", no_multimedia)
    player = SoundPlayer()
    assert player.play("capture") is False
    assert not player.available
    assert "QtMultimedia" in player.problem


def test_mute_and_unknown_names(qapp: object) -> None:
    player = SoundPlayer(muted=True)
    assert player.play("move") is False
    player.set_muted(False)
    assert not player.muted
    with pytest.raises(ValueError, match="unknown sound 'bell'"):
        player.play("bell")


def test_dice_is_a_quick_rattle_of_several_knocks() -> None:
    make_sounds = _load_make_sounds()
    assert "dice" in SOUND_NAMES and "dice" in make_sounds.SOUNDS
    dice = make_sounds.dice_sound()
    rate = make_sounds.RATE
    window = int(rate * 0.005)
    env = [max(abs(x) for x in dice[i:i + window]) for i in range(0, len(dice) - window, window)]
    onsets = sum(1 for a, b in zip(env, env[1:]) if b > 2 * a and b > 0.1)
    assert onsets >= 3  # a rattle, not a single knock
