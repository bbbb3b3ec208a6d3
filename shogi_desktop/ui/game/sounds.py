"""Sounds for a move, a capture, the clock warning and the 20-sided die landing, played with QtMultimedia's QSoundEffect.

``player = SoundPlayer(muted=settings.mute)``; ``player.play("move" | "capture" | "warning" | "dice")``;
``player.set_muted(bool)``.  QtMultimedia is imported on the first ``play()`` (or ``preload()``), not
at start-up.  Where QtMultimedia cannot be imported (PySide6-Addons or libpulse missing), where no
audio output exists, or where an effect fails to load, the player stays silent: ``play()`` never
raises for that, and ``available`` tells whether sound can be heard at all.  The WAV files are made by
``tools/make_sounds.py`` into ``resources/sounds/``.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject

from ...paths import resource

SOUND_NAMES = ("move", "capture", "warning", "dice")

log = logging.getLogger(__name__)


class SoundPlayer(QObject):
    def __init__(self, parent: QObject | None = None, muted: bool = False, volume: float = 0.8) -> None:
        super().__init__(parent)
        self._muted = muted
        self._volume = volume
        self._effects: dict[str, Any] = {}
        self._loaded = False
        self._available = False
        self.problem = ""  # why sound is unavailable, for the log and an "About sound" line

    # ------------------------------------------------------------------ state
    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        if muted:
            for effect in self._effects.values():
                effect.stop()

    @property
    def available(self) -> bool:
        """Whether sound can be played here (loads QtMultimedia if that was not done yet)."""
        self.preload()
        return self._available

    # ------------------------------------------------------------------ playing
    def preload(self) -> None:
        """Import QtMultimedia and load the effects (done once; call after the window is shown)."""
        if self._loaded:
            return
        self._loaded = True
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except (ImportError, OSError) as exc:  # no PySide6-Addons, or libpulse missing
            self.problem = f"QtMultimedia unavailable: {exc}"
            log.info("sound off: %s", self.problem)
            return
        try:
            outputs = QMediaDevices.audioOutputs()
        except Exception as exc:  # pragma: no cover - depends on the audio stack
            self.problem = f"no audio devices: {exc}"
            return
        if not outputs:
            self.problem = "no audio output device"
            log.info("sound off: %s", self.problem)
            return
        from PySide6.QtCore import QUrl  # (built here: the first paint needs no URL)

        for name in SOUND_NAMES:
            path = resource("sounds", f"{name}.wav")
            if not path.is_file():
                log.warning("sound file missing: %s", path)
                continue
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(self._volume)
            self._effects[name] = effect
        self._available = bool(self._effects)
        if not self._available:
            self.problem = "no sound files"

    def play(self, name: str) -> bool:
        """Play a sound; returns True if it was started (False when muted or silent here)."""
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r} (known: {', '.join(SOUND_NAMES)})")
        if self._muted:
            return False
        self.preload()
        effect = self._effects.get(name)
        if effect is None:
            return False
        try:
            if effect.status() == effect.Status.Error:
                return False
            effect.play()
        except Exception as exc:  # pragma: no cover - a broken audio backend must not break a game
            log.warning("could not play %s: %s", name, exc)
            return False
        return True
