"""The 20-sided die of 王将ファンタジスタ: a rendered icosahedron that tumbles and lands on the rolled face.

The die only shows a roll the core already made (or the player typed): ``roll(face, text)`` starts
the tumble (``QVariantAnimation``, about a second), the die lands with ``face`` turned to the viewer,
then ``text`` ("飛子: 火炎竜", "スカ") is shown under it and the dice sound plays.  The die sits in the middle of
the board unless it would hide a square the user just acted on (``avoid``): then over the half of the
board away from them, or beside it (:func:`die_position`).  A click skips the tumble; a click after
landing closes it (it also closes by itself after a few seconds).  ``landed`` is emitted on landing.

Geometry: the twelve vertices (0, ±1, ±φ) and their cyclic permutations; the twenty faces are the
triangles of mutually adjacent vertices.  Each frame is a rotation (Rodrigues) of the vertices,
orthographic projection, back faces culled, and Lambert shading from a fixed light.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from itertools import combinations

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

Vec = tuple[float, float, float]
Mat = tuple[Vec, Vec, Vec]
PHI = (1 + math.sqrt(5)) / 2
LIGHT: Vec = (-0.35, -0.5, 0.79)


def _sub(a: Vec, b: Vec) -> Vec:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _cross(a: Vec, b: Vec) -> Vec:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _norm(a: Vec) -> Vec:
    n = math.sqrt(_dot(a, a)) or 1.0
    return (a[0] / n, a[1] / n, a[2] / n)


def _vertices() -> list[Vec]:
    out: list[Vec] = []
    for s1 in (1, -1):
        for s2 in (1, -1):
            out += [(0.0, s1 * 1.0, s2 * PHI), (s1 * 1.0, s2 * PHI, 0.0), (s2 * PHI, 0.0, s1 * 1.0)]
    return out


VERTICES = _vertices()


def _faces() -> list[tuple[int, int, int]]:
    """The 20 triangles (vertex indices, counter-clockwise seen from outside)."""
    def adjacent(i: int, j: int) -> bool:
        d = _sub(VERTICES[i], VERTICES[j])
        return abs(_dot(d, d) - 4.0) < 1e-6

    out = []
    for a, b, c in combinations(range(12), 3):
        if adjacent(a, b) and adjacent(b, c) and adjacent(a, c):
            va, vb, vc = VERTICES[a], VERTICES[b], VERTICES[c]
            n = _cross(_sub(vb, va), _sub(vc, va))
            centre = ((va[0] + vb[0] + vc[0]) / 3, (va[1] + vb[1] + vc[1]) / 3, (va[2] + vb[2] + vc[2]) / 3)
            out.append((a, b, c) if _dot(n, centre) > 0 else (a, c, b))
    return out


FACES = _faces()
assert len(FACES) == 20


def face_normal(i: int) -> Vec:
    a, b, c = (VERTICES[k] for k in FACES[i])
    return _norm(_cross(_sub(b, a), _sub(c, a)))


def rotation(axis: Vec, angle: float) -> Mat:
    """The rotation matrix of ``angle`` radians about ``axis`` (Rodrigues)."""
    x, y, z = _norm(axis)
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return ((t * x * x + c, t * x * y - s * z, t * x * z + s * y),
            (t * x * y + s * z, t * y * y + c, t * y * z - s * x),
            (t * x * z - s * y, t * y * z + s * x, t * z * z + c))


def apply(m: Mat, v: Vec) -> Vec:
    return (_dot(m[0], v), _dot(m[1], v), _dot(m[2], v))


def compose(a: Mat, b: Mat) -> Mat:
    """a · b (b first)."""
    cols = [apply(a, (b[0][j], b[1][j], b[2][j])) for j in range(3)]
    return tuple((cols[0][i], cols[1][i], cols[2][i]) for i in range(3))  # type: ignore[return-value]


def facing(face: int) -> Mat:
    """A rotation that turns the face numbered ``face`` (1-20) to the viewer (+z)."""
    n = face_normal(face - 1)
    axis = _cross(n, (0.0, 0.0, 1.0))
    if _dot(axis, axis) < 1e-12:
        return rotation((1.0, 0.0, 0.0), 0.0 if n[2] > 0 else math.pi)
    return rotation(axis, math.acos(max(-1.0, min(1.0, n[2]))))


def front_face(m: Mat) -> int:
    """The face number (1-20) turned most toward the viewer under rotation ``m``."""
    return 1 + max(range(20), key=lambda i: apply(m, face_normal(i))[2])


def die_position(area: QSize, die: QSize, avoid: Sequence[QRect] = ()) -> QPoint:
    """Where the die's top left goes in ``area`` (its parent): the middle, else the first of over the top
    half, over the bottom half, at the left, at the right that hides none of ``avoid`` (the squares the
    user just acted on, in the parent's coordinates), else the one hiding the least of them."""
    def clamp(x: int, y: int) -> QPoint:
        return QPoint(max(0, min(x, area.width() - die.width())), max(0, min(y, area.height() - die.height())))

    mid_x, mid_y = (area.width() - die.width()) // 2, (area.height() - die.height()) // 2
    candidates = [clamp(mid_x, mid_y), clamp(mid_x, area.height() // 4 - die.height() // 2),
                  clamp(mid_x, 3 * area.height() // 4 - die.height() // 2), clamp(0, mid_y),
                  clamp(area.width() - die.width(), mid_y)]

    def hidden(top_left: QPoint) -> int:
        box = QRect(top_left, die)
        return sum(box.intersected(r).width() * box.intersected(r).height() for r in avoid if box.intersects(r))

    return min(candidates, key=hidden)  # min keeps the first of equals: the middle when it hides nothing


class D20Widget(QWidget):
    """The die, drawn over its parent (the board view's viewport): see the module docstring.
    ``play_sound`` plays the window's sounds: it is called with "dice" when the die lands."""

    landed = Signal(int)
    closed = Signal()

    SIZE = 260
    LABEL_H = 50

    def __init__(self, parent: QWidget | None = None, duration_ms: int = 1000,
                 play_sound: Callable[[str], object] | None = None) -> None:
        super().__init__(parent)
        self.play_sound = play_sound
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFixedSize(self.SIZE + 40, self.SIZE + self.LABEL_H + 4)
        self.duration_ms = duration_ms
        self.face = 1
        self.text = ""
        self.avoid: tuple[QRect, ...] = ()  # what the die should not hide, in the parent's coordinates
        self._text_source: Callable[[], str] | None = None
        self.rolling = False
        self.matrix: Mat = facing(1)
        self._final: Mat = self.matrix
        self._axis: Vec = (1.0, 0.0, 0.0)
        self._turns = 0.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._frame)
        self._anim.finished.connect(self._land)
        self._close_timer = QTimer(self)
        self._close_timer.setSingleShot(True)
        self._close_timer.setInterval(4000)
        self._close_timer.timeout.connect(self.dismiss)
        self.hide()

    # ----------------------------------------------------------------- rolling
    def roll(self, face: int, text: str | Callable[[], str] = "", rng: random.Random | None = None,
             avoid: Sequence[QRect] = ()) -> None:
        """Tumble and land on ``face``; ``text`` is shown once landed (a function giving the text is asked
        again when the interface language changes, so the result follows it).  ``avoid``: rectangles of the
        parent (the squares just played) the die should not hide."""
        if not 1 <= face <= 20:
            raise ValueError(f"a d20 face is 1 to 20, got {face}")
        r = rng or random.Random()
        self.face = face
        self.set_text(text)
        self._final = facing(face)
        self._axis = _norm((r.uniform(0.3, 1) * r.choice((1, -1)), r.uniform(-1, 1), r.uniform(-0.3, 0.3)))
        self._turns = r.choice((3, 4)) * math.pi + r.uniform(0.2, 0.8) * math.pi
        self._close_timer.stop()
        self.rolling = True
        self.avoid = tuple(avoid)
        self._place()
        self.show()
        self.raise_()
        self._frame(0.0)
        self._anim.stop()
        self._anim.setDuration(max(1, self.duration_ms))
        if self.duration_ms <= 0:
            self._land()
        else:
            self._anim.start()

    def set_text(self, text: str | Callable[[], str]) -> None:
        """The result text, or a function giving it in the current interface language."""
        self._text_source = text if callable(text) else None
        self.text = text() if callable(text) else text
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange and self._text_source is not None:
            self.text = self._text_source()
            self.update()
        super().changeEvent(event)

    def skip(self) -> None:
        """Land at once (a click on the die does this while it tumbles)."""
        if self.rolling:
            self._anim.stop()
            self._land()

    def dismiss(self) -> None:
        self._anim.stop()
        self._close_timer.stop()
        self.rolling = False
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def _frame(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        self.matrix = compose(rotation(self._axis, (1.0 - t) * self._turns), self._final)
        self.update()

    def _land(self) -> None:
        if not self.rolling:
            return
        self.rolling = False
        self.matrix = self._final
        self.update()
        self._close_timer.start()
        if self.play_sound is not None:
            self.play_sound("dice")  # the window's player never raises for a missing audio stack
        self.landed.emit(self.face)

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.move(die_position(parent.size(), self.size(), self.avoid))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        event.accept()
        if self.rolling:
            self.skip()
        else:
            self.dismiss()

    # ----------------------------------------------------------------- drawing
    def shown_face(self) -> int:
        return front_face(self.matrix)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = float(self.SIZE)
        left = (self.width() - size) / 2  # the die is centred over the (wider) result label
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 16, 40, 150))
        p.drawEllipse(QRectF(left + 6, 6, size - 12, size - 12))
        centre = QPointF(left + size / 2, size / 2)
        scale = size * 0.24
        pts = [apply(self.matrix, v) for v in VERTICES]
        number_font = QFont(self.font())
        number_font.setBold(True)
        visible = []
        for i, (a, b, c) in enumerate(FACES):
            n = apply(self.matrix, face_normal(i))
            if n[2] <= 0:
                continue
            visible.append((n[2], i, a, b, c, n))
        visible.sort()
        for nz, i, a, b, c, n in visible:
            corners = [QPointF(centre.x() + pts[k][0] * scale, centre.y() - pts[k][1] * scale) for k in (a, b, c)]
            poly = QPolygonF(corners)
            light = 0.35 + 0.65 * max(0.0, _dot(n, _norm(LIGHT)))
            base = QColor(178, 34, 52) if i + 1 == self.face and not self.rolling else QColor(40, 92, 196)
            shade = QColor(min(255, int(base.red() * light + 40 * light)),
                           min(255, int(base.green() * light + 40 * light)),
                           min(255, int(base.blue() * light + 40 * light)))
            p.setBrush(shade)
            p.setPen(QPen(QColor(240, 240, 255, 200), 1.4))
            p.drawPolygon(poly)
            if nz > 0.35:
                cx = sum(q.x() for q in corners) / 3
                cy = sum(q.y() for q in corners) / 3
                number_font.setPixelSize(max(6, int(scale * 0.42 * nz)))
                p.setFont(number_font)
                p.setPen(QColor(255, 255, 255, int(120 + 135 * nz)))
                box = QRectF(cx - scale * 0.4, cy - scale * 0.3, scale * 0.8, scale * 0.6)
                p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(i + 1))
        if not self.rolling and self.text:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 250, 235, 235))
            p.drawRoundedRect(self.result_box(), 8, 8)
            shown, font, flags = self.result_layout(self.text)
            p.setFont(font)
            p.setPen(QColor(60, 30, 10))
            p.drawText(self.result_text_rect(), flags, shown)
        p.end()

    # ----------------------------------------------------------------- the result label
    def result_box(self) -> QRectF:
        """The label under the die that shows the result once it has landed."""
        return QRectF(4, self.SIZE - 2, self.width() - 8, self.LABEL_H)

    def result_text_rect(self) -> QRectF:
        return self.result_box().adjusted(8, 2, -8, -2)

    def result_layout(self, text: str) -> tuple[str, QFont, int]:
        """How the label shows ``text`` whole: (the text, a bold font, the drawing flags).  One line at
        20 to 17 px; else two lines at 17 to 12 px, broken after the fairy's name where there is one;
        else one line as small as needed."""
        rect = self.result_text_rect()
        font = QFont(self.font())
        font.setBold(True)
        one = int(Qt.AlignmentFlag.AlignCenter)
        wrapped = one | int(Qt.TextFlag.TextWordWrap)
        two = text.replace("：", "：\n", 1) if "：" in text else text.replace(": ", ":\n", 1)
        for shown, flags, sizes in ((text, one, range(20, 16, -1)), (two, wrapped, range(17, 11, -1)),
                                    (text, one, range(16, 7, -1))):
            for px in sizes:
                font.setPixelSize(px)
                need = QFontMetricsF(font).boundingRect(rect, flags, shown)
                if need.width() <= rect.width() and need.height() <= rect.height():
                    return shown, font, flags
        return text, font, one
