"""A dock with a graph of the material balance per ply and, after a game analysis, the engine's evaluation.

    dock = GraphDock(main_window)                 # cheap: pyqtgraph is not imported yet
    dock.set_record(record)                       # or set_material(values) / set_positions(positions)
    dock.set_evaluation(values)                   # pawns from Black's side per ply (None: not evaluated)
    dock.set_marks({12: "??", 30: "?!"})          # the analysis' judgements, drawn on the evaluation curve
    dock.set_current_ply(ply)                     # a vertical marker at the shown position
    dock.ply_clicked.connect(controller.go_to_ply)

pyqtgraph (about 0.5 s to import) is imported when the dock is first shown, so start-up does not pay for
it; data set before that is kept and drawn then.  Clicking the plot emits ``ply_clicked(ply)`` with the
ply nearest to the click (clamped to the plies that have data).  Positive values favour Black (☗).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from ...core.material import material_series
from ...core.position import Position, Snapshot


class GraphDock(QDockWidget):
    ply_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GraphDock")  # saveState() needs a name
        self._holder = QWidget(self)
        self._layout = QVBoxLayout(self._holder)
        self._layout.setContentsMargins(2, 2, 2, 2)
        self._placeholder = QLabel(self._holder)
        self._placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self._placeholder)
        self.setWidget(self._holder)
        self._material: list[float] = []
        self._evaluation: list[float | None] = []
        self._marks: dict[int, str] = {}
        self._current: int | None = None
        self.plot: Any = None  # the pyqtgraph PlotWidget, once built
        self._material_curve: Any = None
        self._eval_curve: Any = None
        self._mark_items: Any = None  # a scatter plot of the judged plies
        self._marker: Any = None
        self.retranslate()

    # ------------------------------------------------------------------ data
    def set_material(self, values: Iterable[float]) -> None:
        self._material = [float(v) for v in values]
        self._redraw()

    def set_positions(self, positions: Iterable[Position | Snapshot]) -> None:
        self.set_material(material_series(positions))

    def set_record(self, record: Any) -> None:
        """Material along the line being followed in a core GameRecord (endings skipped)."""
        nodes = [n for n in record.current_line() if not n.is_ending]
        self.set_positions(n.snapshot for n in nodes)

    def set_evaluation(self, values: Iterable[float | None]) -> None:
        """Engine scores per ply in pawns from Black's side (None where a ply was not evaluated)."""
        self._evaluation = list(values)
        self._redraw()
        self.retranslate()

    def evaluation(self) -> list[float | None]:
        return list(self._evaluation)

    def set_marks(self, marks: dict[int, str]) -> None:
        """Judgement marks per ply (``?!`` inaccuracy, ``?`` mistake, ``??`` blunder), drawn as dots
        on the evaluation curve in the move list's colours; {} removes them."""
        self._marks = dict(marks)
        self._redraw()

    def marks(self) -> dict[int, str]:
        return dict(self._marks)

    def mark_points(self) -> list[tuple[int, float, str]]:
        """(ply, value, mark) of every mark drawn (a mark needs an evaluation at its ply)."""
        out = []
        for ply, mark in sorted(self._marks.items()):
            if 0 <= ply < len(self._evaluation) and self._evaluation[ply] is not None:
                out.append((ply, float(self._evaluation[ply] or 0.0), mark))
        return out

    def set_current_ply(self, ply: int | None) -> None:
        self._current = ply
        if self._marker is not None:
            self._marker.setVisible(ply is not None)
            if ply is not None:
                self._marker.setValue(ply)

    def material(self) -> list[float]:
        return list(self._material)

    @property
    def built(self) -> bool:
        return self.plot is not None

    # ------------------------------------------------------------------ building
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        # in the next event loop turn, if still shown: the window's dock arranging shows every dock for a
        # moment (ui/window_layout.py), and that must not import pyqtgraph
        QTimer.singleShot(0, self, self._plot_if_shown)

    def _plot_if_shown(self) -> None:
        if self.isVisible():
            self.ensure_plot()

    def ensure_plot(self) -> None:
        """Import pyqtgraph and build the plot (done on the first show)."""
        if self.plot is not None:
            return
        import pyqtgraph as pg

        plot = pg.PlotWidget(self._holder, background="w")
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.addLine(y=0, pen=pg.mkPen("#888", width=1))
        self._material_curve = plot.plot([], [], pen=pg.mkPen("#8a4b12", width=2), symbol="o", symbolSize=4,
                                         symbolBrush="#8a4b12", symbolPen=None)
        self._eval_curve = plot.plot([], [], pen=pg.mkPen("#1f5fbf", width=2))
        self._mark_items = pg.ScatterPlotItem(size=11, pen=pg.mkPen("#ffffff", width=1))
        plot.addItem(self._mark_items)
        self._marker = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#c0161b", width=1))
        plot.addItem(self._marker)
        plot.scene().sigMouseClicked.connect(self._on_scene_clicked)
        self._layout.removeWidget(self._placeholder)
        self._placeholder.hide()
        self._layout.addWidget(plot)
        self.plot = plot
        self.retranslate()
        self._redraw()
        self.set_current_ply(self._current)

    def _redraw(self) -> None:
        if self.plot is None:
            self._placeholder.setVisible(True)
            return
        xs = list(range(len(self._material)))
        self._material_curve.setData(xs, self._material)
        pairs = [(i, v) for i, v in enumerate(self._evaluation) if v is not None]
        self._eval_curve.setData([p[0] for p in pairs], [p[1] for p in pairs])
        from ..game.movelist import MARK_COLORS

        self._mark_items.setData([{"pos": (ply, value), "brush": MARK_COLORS.get(mark, "#c0161b"), "data": ply}
                                  for ply, value, mark in self.mark_points()])
        self.plot.setXRange(0, max(10, len(xs) - 1, len(self._evaluation) - 1), padding=0.02)
        values = [abs(v) for v in self._material] + [abs(v) for _, v in pairs]
        top = max([10.0, *values]) * 1.1
        self.plot.setYRange(-top, top, padding=0)

    # ------------------------------------------------------------------ clicks
    def _on_scene_clicked(self, event: Any) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.click_at_scene(event.scenePos())

    def click_at_scene(self, scene_pos: QPointF) -> None:
        """Emit ``ply_clicked`` for a click at ``scene_pos`` of the plot's scene."""
        plies = max(len(self._material), len(self._evaluation))
        if self.plot is None or not plies:
            return
        vb = self.plot.getPlotItem().getViewBox()
        if not vb.sceneBoundingRect().contains(scene_pos):
            return
        x = vb.mapSceneToView(scene_pos).x()
        ply = max(0, min(plies - 1, round(x)))
        self.ply_clicked.emit(ply)

    def scene_pos_of_ply(self, ply: int) -> QPointF:
        """Where ply ``ply`` of the material curve is drawn (for tests and tooltips)."""
        vb = self.plot.getPlotItem().getViewBox()
        y = self._material[ply] if 0 <= ply < len(self._material) else 0.0
        return vb.mapViewToScene(QPointF(ply, y))

    def scene_pos_of_mark(self, ply: int) -> QPointF:
        """Where the mark (or the evaluation point) of ply ``ply`` is drawn."""
        vb = self.plot.getPlotItem().getViewBox()
        value = self._evaluation[ply] if 0 <= ply < len(self._evaluation) else None
        return vb.mapViewToScene(QPointF(ply, float(value or 0.0)))

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Graph"))
        self._placeholder.setText(self.tr("Material balance"))
        if self.plot is not None:
            item = self.plot.getPlotItem()
            item.setLabel("bottom", self.tr("Ply"))
            if any(v is not None for v in self._evaluation):
                item.setLabel("left", self.tr("Pawns (☗ ahead > 0)"))
                item.setTitle(self.tr("Evaluation (blue) and material balance (brown)"))
            else:
                item.setLabel("left", self.tr("Material (☗ ahead > 0)"))
                item.setTitle(self.tr("Material balance"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
