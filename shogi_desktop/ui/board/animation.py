"""The board's motions: a piece slides (growing or shrinking on the way to or from a komadai), fades
out or in, or turns over; the motions of one change run together in one group, one group at a time.

:class:`Animator` makes the motions; the scene decides which item makes which (from the transition of
a move, or from the two boards of a special action: :mod:`.action_animation`) and re-reads the
position when the group ends (the ``done`` callback), so nothing can drift.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF
from PySide6.QtGui import QTransform

from ...core.variant import PieceKind
from .items import PieceItem
from .piece_art import CELL_W

if TYPE_CHECKING:
    from PySide6.QtCore import QParallelAnimationGroup, QVariantAnimation


class Animator:
    """Motions of one scene's items, lasting :attr:`ms` milliseconds (0: changes are not animated)."""

    def __init__(self, owner: QObject, done: Callable[[], None]) -> None:
        self.owner = owner  # the parent of every animation (the scene)
        self.done = done  # called when a group ends by itself or is finished early
        self.ms = 180
        self.group: QParallelAnimationGroup | None = None

    @property
    def running(self) -> bool:
        return self.group is not None

    def new_group(self) -> QParallelAnimationGroup:
        from PySide6.QtCore import QParallelAnimationGroup

        return QParallelAnimationGroup(self.owner)

    def slide(self, item: PieceItem, to: QPointF, scale: float = 1.0) -> QVariantAnimation:
        """Move ``item`` to ``to`` (top-left), growing or shrinking to ``scale`` on the way."""
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        anim = QVariantAnimation(self.owner)
        start, start_scale = item.pos(), item.scale()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(t: object) -> None:
            f = float(t)  # type: ignore[arg-type]
            item.setPos(start + (to - start) * f)
            item.setScale(start_scale + (scale - start_scale) * f)

        anim.valueChanged.connect(step)
        return anim

    def fade(self, item: PieceItem, fade_in: bool = False) -> QVariantAnimation:
        from PySide6.QtCore import QVariantAnimation

        anim = QVariantAnimation(self.owner)
        anim.setStartValue(0.0 if fade_in else 1.0)
        anim.setEndValue(1.0 if fade_in else 0.0)
        anim.setDuration(self.ms)
        anim.valueChanged.connect(item.setOpacity)
        return anim

    def flip(self, item: PieceItem, kind: PieceKind, owner: int, pointing: int) -> QVariantAnimation:
        """Turn ``item`` over: its width shrinks to 0, the new face is put on, and it grows back."""
        from PySide6.QtCore import QVariantAnimation

        anim = QVariantAnimation(self.owner)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.ms)
        half = CELL_W / 2

        def step(t: object) -> None:
            f = float(t)  # type: ignore[arg-type]
            if f >= 0.5:
                item.set_piece(kind, owner, pointing)
            sx = abs(1.0 - 2.0 * f)
            item.setTransform(QTransform().translate(half, 0).scale(max(sx, 0.001), 1.0).translate(-half, 0))

        anim.valueChanged.connect(step)
        return anim

    def start(self, group: QParallelAnimationGroup) -> None:
        self.group = group
        group.finished.connect(lambda g=group: self._group_done(g))
        group.start()

    def _group_done(self, group: QParallelAnimationGroup) -> None:
        if self.group is not group:
            return  # superseded: finish() has already called done
        self.group = None
        group.deleteLater()
        self.done()

    def finish(self, sync: bool = True) -> None:
        """End the running group at once (``sync``: and call ``done``)."""
        group = self.group
        if group is None:
            return
        from PySide6.QtCore import QAbstractAnimation  # with the first motion, not at start-up

        self.group = None
        if group.state() != QAbstractAnimation.State.Stopped:
            group.stop()
        group.deleteLater()
        if sync:
            self.done()
