"""The view of the board scene: fits the whole scene in the widget, keeping its aspect, crisp at any size.

The background is a gradient over the whole viewport, painted in viewport coordinates: a repaint of a
small region (a piece sliding to a komadai) paints exactly the pixels a full repaint would, so no
lighter or darker rectangles are left behind.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy, QWidget

from .scene import BoardScene


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here has its Python wrapper already: asking Qt for the one it makes by itself
        # (a plain QWidget behind a QWidget pointer) has PySide6 try every QWidget subclass it knows,
        # building each class and its enums (QWizard, QFontDialog, ...): 37 M instructions at start-up.
        self.setViewport(QWidget())
        if scene.parent() is None:
            scene.setParent(self)  # an orphan scene must live as long as the view that paints it
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        scene.sceneRectChanged.connect(lambda _r: self.fit())

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt name)
        # Not the brush's ObjectBoundingMode: that spreads the gradient over each exposed rectangle.
        painter.save()
        painter.resetTransform()
        height = float(max(1, self.viewport().height()))
        grad = QLinearGradient(QPointF(0, 0), QPointF(0, height))
        top, bottom = self.board_scene().board_style().backdrop  # the board style's surround
        grad.setColorAt(0, QColor(top))
        grad.setColorAt(1, QColor(bottom))
        painter.fillRect(self.mapFromScene(QRectF(rect)).boundingRect().adjusted(-1, -1, 1, 1), grad)
        painter.restore()

    def board_scene(self) -> BoardScene:
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        return scene

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(900, 640)

    def fit(self) -> None:
        rect: QRectF = self.sceneRect()
        if rect.isEmpty():
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()
