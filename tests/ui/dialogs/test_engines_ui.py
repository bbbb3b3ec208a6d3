"""The Engines dialog and an engine's Options dialog, driven through their widgets: adding runs the
handshake in a thread (the event loop keeps running), a program that is not an engine is refused with a
message, removing asks first, renaming edits in place; the options dialog is built from the engine's own
option lines and saves what is changed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QMessageBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from shogi_desktop.app.engines import EngineRegistry
from shogi_desktop.ui.dialogs.engines import EngineOptionsDialog, EnginesDialog
from tests.fake_engines import NONSENSE, script

FAIRY = "/usr/games/fairy-stockfish"
needs_fairy = pytest.mark.skipif(not os.path.exists(FAIRY),
                                 reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")
WAIT_MS = 20000

FAKE = """
import time
for line in sys.stdin:
    cmd = line.split()[0] if line.split() else ""
    if cmd == "usi":
        time.sleep(0.3)  # a slow start: the dialog must stay responsive
        print("id name Fake Engine 1.0"); print("id author Somebody")
        print("option name Depth type spin default 3 min 1 max 9")
        print("option name Ponder type check default false")
        print("option name Style type combo default Normal var Solid var Normal var Risky Play")
        print("option name Book Name type string default <empty>")
        print("option name EvalDir type filename default eval")
        print("option name Clear Hash type button")
        print("option name Huge type spin default 0 min -99999999999 max 99999999999")
        print("usiok")
    elif cmd == "isready":
        print("readyok")
    elif cmd == "quit":
        break
    sys.stdout.flush()
"""





@pytest.fixture
def registry() -> EngineRegistry:
    return EngineRegistry.load()


def test_adding_an_engine_in_a_thread(qtbot: QtBot, tmp_path: Path, registry: EngineRegistry) -> None:
    dialog = EnginesDialog(registry)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.tree.topLevelItemCount() == 0 and not dialog.options_button.isEnabled()
    busy_ticks = [0]  # turns of the event loop while the handshake ran (a timer of interval 0 fires at each)
    heartbeat = QTimer()
    heartbeat.setInterval(0)
    heartbeat.timeout.connect(lambda: busy_ticks.__setitem__(0, busy_ticks[0] + dialog.busy))
    heartbeat.start()
    with qtbot.waitSignal(dialog.engine_added, timeout=WAIT_MS) as added:
        assert dialog.add_engine(script(tmp_path, "fake", FAKE))
        assert dialog.busy and dialog.busy_bar.isVisible() and not dialog.add_button.isEnabled()
        assert not dialog.add_engine("/bin/true")  # one at a time
    heartbeat.stop()
    assert busy_ticks[0] > 0  # the event loop ran during the handshake (however busy the machine)
    assert not dialog.busy and not dialog.busy_bar.isVisible() and dialog.add_button.isEnabled()
    eid = added.args[0]
    item = dialog.tree.topLevelItem(0)
    assert item is not None and item.text(0) == "Fake Engine 1.0" and item.text(1) == "Somebody"
    assert dialog.selected_id() == eid and dialog.options_button.isEnabled()
    assert [e.id for e in EngineRegistry.load()] == [eid]  # saved at once

    item.setText(0, "Fakey")  # what editing in place does
    assert EngineRegistry.load().entry(eid).name == "Fakey"
    item = dialog.tree.topLevelItem(0)
    assert item is not None
    item.setText(0, "   ")  # an empty name is refused: the old one comes back
    item = dialog.tree.topLevelItem(0)
    assert item is not None and item.text(0) == "Fakey"

    box = dialog.ask_remove()
    assert isinstance(box, QMessageBox)
    no = box.button(QMessageBox.StandardButton.No)
    assert no is not None
    no.click()
    assert len(registry) == 1
    box = dialog.ask_remove()
    assert box is not None
    with qtbot.waitSignal(dialog.engine_changed) as changed:
        yes = box.button(QMessageBox.StandardButton.Yes)
        assert yes is not None
        yes.click()
    assert changed.args == [eid]
    assert len(registry) == 0 and dialog.tree.topLevelItemCount() == 0
    assert EngineRegistry.load().entries == []


def test_a_program_that_is_not_an_engine_is_refused(qtbot: QtBot, tmp_path: Path, registry: EngineRegistry) -> None:
    dialog = EnginesDialog(registry)
    dialog.handshake_timeout = 1.0
    qtbot.addWidget(dialog)
    dialog.add_engine(script(tmp_path, "nonsense", NONSENSE))
    qtbot.waitUntil(lambda: not dialog.busy, timeout=WAIT_MS)
    assert "is not a USI engine" in dialog.last_error and "not a shogi engine" in dialog.last_error
    box = dialog.message_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "nonsense" in box.text() and "not a shogi engine" in box.detailedText()
    box.close()
    dialog.add_engine(str(tmp_path / "missing"))
    qtbot.waitUntil(lambda: not dialog.busy, timeout=WAIT_MS)
    assert "does not exist" in dialog.last_error
    assert len(registry) == 0 and dialog.tree.topLevelItemCount() == 0


def test_options_dialog_from_the_engine_option_lines(qtbot: QtBot, tmp_path: Path, registry: EngineRegistry) -> None:
    entry = registry.add(script(tmp_path, "fake", FAKE), timeout=10)
    dialog = EnginesDialog(registry)
    qtbot.addWidget(dialog)
    options = dialog.open_options()
    assert isinstance(options, EngineOptionsDialog)
    ed = options.editors
    assert isinstance(ed["Depth"], QSpinBox) and (ed["Depth"].minimum(), ed["Depth"].maximum()) == (1, 9)
    assert ed["Depth"].value() == 3
    assert isinstance(ed["Huge"], QSpinBox) and ed["Huge"].maximum() == 2 ** 31 - 1  # clamped to what Qt holds
    assert isinstance(ed["Ponder"], QCheckBox) and not ed["Ponder"].isChecked()
    style = ed["Style"]
    assert isinstance(style, QComboBox)
    assert [style.itemText(i) for i in range(style.count())] == ["Solid", "Normal", "Risky Play"]
    assert style.currentText() == "Normal"
    assert isinstance(ed["Book Name"], QLineEdit) and ed["Book Name"].text() == ""
    assert isinstance(ed["EvalDir"], QLineEdit) and ed["EvalDir"].text() == "eval"
    assert "EvalDir" in options.browse_buttons and "Book Name" not in options.browse_buttons
    button = ed["Clear Hash"]
    assert isinstance(button, QPushButton) and not button.isEnabled() and button.toolTip()

    ed["Depth"].setValue(7)
    ed["Ponder"].setChecked(True)
    style.setCurrentIndex(2)
    ed["Book Name"].setText("book.db")
    with qtbot.waitSignal(dialog.engine_changed):
        options.accept()
    saved = EngineRegistry.load().entry(entry.id)
    assert saved.values == {"Depth": 7, "Ponder": True, "Style": "Risky Play", "Book Name": "book.db"}

    options = dialog.open_options()
    assert options is not None
    assert options.editors["Depth"].value() == 7  # type: ignore[attr-defined]
    assert options.editors["Style"].currentText() == "Risky Play"  # type: ignore[attr-defined]
    options.reset_button.click()
    assert options.values() == {"Depth": 3, "Ponder": False, "Style": "Normal", "Book Name": "",
                                 "EvalDir": "eval", "Huge": 0}
    options.accept()
    assert EngineRegistry.load().entry(entry.id).values == {}


@needs_fairy
def test_fairy_stockfish_options_dialog(qtbot: QtBot, registry: EngineRegistry) -> None:
    entry = registry.add(FAIRY)
    options = EngineOptionsDialog(entry)
    qtbot.addWidget(options)
    assert isinstance(options.editors["Hash"], QSpinBox) and options.editors["Hash"].minimum() == 1
    assert isinstance(options.editors["Ponder"], QCheckBox)
    variant = options.editors["UCI_Variant"]
    assert isinstance(variant, QComboBox) and variant.currentText() == "shogi"
    assert isinstance(options.editors["Clear Hash"], QPushButton) and not options.editors["Clear Hash"].isEnabled()
    options.editors["Hash"].setValue(32)
    registry.set_options(entry.id, options.values())
    assert EngineRegistry.load().entry(entry.id).values == {"Hash": 32}
