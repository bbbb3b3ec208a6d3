"""The New Game dialog's 王将ファンタジスタ box (RULES.md §6): a fairy per player with its table, the gain
interval (15 plies by default) and "roll a real die".

Checked, the game's variant id gets ``+fantasista`` and ``setup_addons`` receives
``{"fantasista": {"fairies": (black, white), "interval": N, "real_die": bool}}`` (the seed is drawn by
the core and written into the record's header).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from ...core.addons.fantasista import DEFAULT_INTERVAL, FAIRIES
from ..fantasista_texts import fairy_name, fairy_table
from .common import side_mark, side_name

CHOICES = (*FAIRIES, "none")


def table_html(fairy: str) -> str:
    rows = fairy_table(fairy)
    if not rows:
        return ""
    cells = "".join(f"<tr><td align='right'><b>{escape(f)}</b></td><td>&nbsp;{escape(t)}</td></tr>" for f, t in rows)
    return f"<table cellspacing='0' cellpadding='1'>{cells}</table>"


class FantasistaOptionsBox(QGroupBox):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setCheckable(True)
        self.setChecked(False)
        self.fairy_combos = [QComboBox(self), QComboBox(self)]
        self.tables = [QLabel(self), QLabel(self)]
        self.side_labels = [QLabel(self), QLabel(self)]
        grid = QGridLayout()
        for color in (0, 1):
            grid.addWidget(self.side_labels[color], 0, color)
            grid.addWidget(self.fairy_combos[color], 1, color)
            grid.addWidget(self.tables[color], 2, color)
            self.fairy_combos[color].currentIndexChanged.connect(self._on_changed)
        self.interval_spin = QSpinBox(self)
        self.interval_spin.setRange(2, 200)
        self.interval_spin.setValue(DEFAULT_INTERVAL)
        self.interval_spin.valueChanged.connect(self._on_changed)
        self.real_die = QCheckBox(self)
        self.real_die.toggled.connect(self._on_changed)
        self._interval_label = QLabel(self)
        form = QFormLayout(self)
        form.addRow(grid)
        form.addRow(self._interval_label, self.interval_spin)
        form.addRow(self.real_die)
        self.toggled.connect(self._on_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("王将ファンタジスタ (fairies and magic)"))
        self._interval_label.setText(self.tr("Magic every:"))
        self.interval_spin.setSuffix(self.tr(" plies"))
        self.interval_spin.setToolTip(self.tr("After ply N×interval the first player gains a magic, "
                                              "after the next ply the second player"))
        self.real_die.setText(self.tr("Roll a real die (type the face)"))
        for color, combo in enumerate(self.fairy_combos):
            current = combo.currentData() or ("hiko" if color == 0 else "ginsara")
            combo.blockSignals(True)
            combo.clear()
            for fairy in CHOICES:
                combo.addItem(fairy_name(fairy), fairy)
            combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)
            self.side_labels[color].setText(side_mark(color) + " " + side_name(color))
        self._update_tables()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ state
    def addon(self) -> str:
        return "fantasista" if self.isChecked() else ""

    def fairies(self) -> tuple[str, str]:
        return (str(self.fairy_combos[0].currentData()), str(self.fairy_combos[1].currentData()))

    def set_fairy(self, color: int, fairy: str) -> None:
        combo = self.fairy_combos[color]
        index = combo.findData(fairy)
        if index < 0:
            raise ValueError(f"unknown fairy {fairy!r}")
        combo.setCurrentIndex(index)

    def options(self) -> dict[str, Any] | None:
        if not self.isChecked():
            return None
        return {"fantasista": {"fairies": self.fairies(), "interval": self.interval_spin.value(),
                               "real_die": self.real_die.isChecked()}}

    def set_options(self, addon: str, options: dict[str, Any] | None) -> None:
        self.setChecked(addon == "fantasista")
        opts = (options or {}).get("fantasista") or {}
        fairies = opts.get("fairies")
        if isinstance(fairies, str):
            fairies = fairies.split(",")
        if fairies and len(fairies) == 2:
            for color, fairy in enumerate(fairies):
                if fairy in CHOICES:
                    self.set_fairy(color, fairy)
        if isinstance(opts.get("interval"), int):
            self.interval_spin.setValue(opts["interval"])
        self.real_die.setChecked(bool(opts.get("real_die", False)))

    def _update_tables(self) -> None:
        for color, combo in enumerate(self.fairy_combos):
            self.tables[color].setText(table_html(str(combo.currentData())))

    def _on_changed(self, *_args: object) -> None:
        self._update_tables()
        self.changed.emit()
