"""The graph dock: pyqtgraph is imported only when the dock is first shown, the curve is the material
balance of the record, and clicking a point emits its ply."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMainWindow

from shogi_desktop.core.material import material_balance
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.ui.analysis.graph import GraphDock

ROOT = Path(__file__).resolve().parents[3]

LAZY_CHECK = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
from PySide6.QtCore import Qt
app = QApplication([])
from shogi_desktop.ui.analysis.graph import GraphDock
w = QMainWindow()
d = GraphDock(w)
d.set_material([0, 1, 2])
w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, d)
before = "pyqtgraph" in sys.modules
w.show()
app.processEvents()
print(before, "pyqtgraph" in sys.modules, d.built)
"""


def test_pyqtgraph_is_imported_only_when_the_dock_is_shown() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", LAZY_CHECK], capture_output=True, text=True, env=env,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True", "True"]


def _window(qtbot) -> tuple[QMainWindow, GraphDock]:
    window = QMainWindow()
    qtbot.addWidget(window)
    dock = GraphDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(900, 600)
    return window, dock


def test_record_material_and_click_to_jump(qtbot) -> None:
    window, dock = _window(qtbot)
    record = GameRecord.new()
    pos = Position.initial()
    expected = [0]
    for usi in ("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"):
        record.add_move(usi)
        pos.push(pos.legal_move_from_usi(usi))
        expected.append(material_balance(pos))
    dock.set_record(record)  # set before the plot exists: kept and drawn on show
    assert dock.material() == expected == [0, 0, 0, 21, 0, 0]
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: dock.built)  # built in the event loop turn after it shows
    xs, ys = dock._material_curve.getData()
    assert list(xs) == list(range(6)) and list(ys) == expected
    dock.set_current_ply(3)
    assert dock._marker.value() == 3
    clicked: list[int] = []
    dock.ply_clicked.connect(clicked.append)
    for ply in (3, 0, 5):
        at = dock.plot.mapFromScene(dock.scene_pos_of_ply(ply))
        qtbot.mouseClick(dock.plot.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(at.x(), at.y()))
    assert clicked == [3, 0, 5]


def test_clicks_outside_the_data_are_clamped(qtbot) -> None:
    window, dock = _window(qtbot)
    dock.set_material([0, 2, -1])
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: dock.built)
    clicked: list[int] = []
    dock.ply_clicked.connect(clicked.append)
    vb = dock.plot.getPlotItem().getViewBox()
    from PySide6.QtCore import QPointF

    dock.click_at_scene(vb.mapViewToScene(QPointF(8.7, 0)))  # beyond the last ply
    assert clicked == [2]


def test_evaluation_curve_marks_and_clicks_on_them(qtbot) -> None:
    window, dock = _window(qtbot)
    dock.set_material([0, 0, 1, 1, -4])
    dock.set_evaluation([0.3, None, 1.2, -6.5, -30.0])  # ply 1 not evaluated: the curve skips it
    dock.set_marks({3: "??", 1: "?"})  # ply 1 has no evaluation: no dot for it
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: dock.built)
    xs, ys = dock._eval_curve.getData()
    assert list(xs) == [0, 2, 3, 4] and list(ys) == [0.3, 1.2, -6.5, -30.0]
    assert dock.mark_points() == [(3, -6.5, "??")]
    spots = dock._mark_items.points()
    assert len(spots) == 1 and (spots[0].pos().x(), spots[0].pos().y()) == (3, -6.5)
    assert dock.plot.getPlotItem().titleLabel.text == "Evaluation (blue) and material balance (brown)"
    clicked: list[int] = []
    dock.ply_clicked.connect(clicked.append)
    at = dock.plot.mapFromScene(dock.scene_pos_of_mark(3))
    qtbot.mouseClick(dock.plot.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(at.x(), at.y()))
    assert clicked == [3]
    dock.set_evaluation([])
    dock.set_marks({})
    assert dock._mark_items.points().size == 0 or len(dock._mark_items.points()) == 0
    assert dock.plot.getPlotItem().titleLabel.text == "Material balance"


def test_an_evaluation_longer_than_the_material_is_clickable(qtbot) -> None:
    window, dock = _window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: dock.built)
    dock.set_evaluation([0.0, 0.5, 1.0, 1.5])  # no material set: the evaluation alone gives the plies
    clicked: list[int] = []
    dock.ply_clicked.connect(clicked.append)
    vb = dock.plot.getPlotItem().getViewBox()
    from PySide6.QtCore import QPointF

    dock.click_at_scene(vb.mapViewToScene(QPointF(2.9, 0)))
    assert clicked == [3]
