"""The New Game dialog's 王将ファンタジスタ box (RULES.md §6): a fairy per player with its table, the
reserved faces 9-18 (each may give any magic of any fairy instead of the 4-8 result), the gain interval
(15 plies by default) and "roll a real die".

Checked, the game's variant id gets ``+fantasista`` and ``setup_addons`` receives
``{"fantasista": {"fairies": (black, white), "interval": N, "real_die": bool}}`` plus
``"reserved": [{face: magic}, {face: magic}]`` when a player gave a reserved face its own magic (the seed
is drawn by the core and written into the record's header).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QChildEvent, QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ...core.addons.fantasista import DEFAULT_INTERVAL, FAIRIES, MAGICS, TABLES
from ..teach.help_buttons import PageButton, addon_page, fairy_page, page_button
from ..text.names import side_mark, side_name
from .texts import fairy_name, fairy_table, magic_name

CHOICES = (*FAIRIES, "none")


RESERVED_FACES = tuple(range(9, 19))


def table_html(fairy: str, reserved: dict[int, str] | None = None) -> str:
    rows = fairy_table(fairy, reserved)
    if not rows:
        return ""
    cells = "".join(f"<tr><td align='right'><b>{escape(f)}</b></td><td>&nbsp;{escape(t)}</td></tr>" for f, t in rows)
    return f"<table cellspacing='0' cellpadding='1'>{cells}</table>"


def clean_reserved(mapping: object) -> dict[int, str]:
    """``{face: magic}`` for faces 9-18 and known magics (keys may be texts, as after a JSON round trip)."""
    out: dict[int, str] = {}
    if not isinstance(mapping, dict):
        return out
    for face, magic in mapping.items():
        try:
            f = int(face)
        except (TypeError, ValueError):
            continue
        if f in RESERVED_FACES and magic in MAGICS:
            out[f] = str(magic)
    return out


class ReservedFacesDialog(QDialog):
    """Faces 9-18 of one player's die: each gives the 4-8 result unless given any magic of any fairy."""

    def __init__(self, fairy: str, reserved: dict[int, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Reserved faces 9–18"))
        form = QFormLayout(self)
        note = QLabel(self.tr("By default a reserved face gives the 4–8 result of the fairy's table. "
                              "Any face may give another magic, of any fairy."), self)
        note.setWordWrap(True)
        form.addRow(note)
        default = TABLES[fairy][3] if fairy in TABLES else None
        self.combos: dict[int, QComboBox] = {}
        for face in RESERVED_FACES:
            combo = QComboBox(self)
            combo.addItem(self.tr("Default: %1").replace("%1", magic_name(default)) if default
                          else self.tr("Default"), None)
            for owner in FAIRIES:
                for magic in TABLES[owner]:
                    combo.addItem(f"{magic_name(magic)} ({fairy_name(owner)})", magic)
            combo.setCurrentIndex(max(0, combo.findData(reserved.get(face))))
            self.combos[face] = combo
            form.addRow(self.tr("Face %1:").replace("%1", str(face)), combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        form.addRow(buttons)

    def restore_defaults(self) -> None:
        for combo in self.combos.values():
            combo.setCurrentIndex(0)

    def reserved(self) -> dict[int, str]:
        return {face: str(combo.currentData()) for face, combo in self.combos.items()
                if combo.currentData() is not None}


class FantasistaOptionsBox(QGroupBox):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fairy_page_buttons: list[PageButton] = []  # made below (the children added before are not "?"s)
        self.setCheckable(True)
        self.setChecked(False)
        self.fairy_combos = [QComboBox(self), QComboBox(self)]
        self.tables = [QLabel(self), QLabel(self)]
        self.side_labels = [QLabel(self), QLabel(self)]
        self.reserved: list[dict[int, str]] = [{}, {}]  # per player: face 9-18 -> magic
        self.reserved_buttons = [QPushButton(self), QPushButton(self)]
        # "?" beside each fairy: the rules book at that fairy (with its magic), else at the add-on's page
        self.fairy_page_buttons = [page_button(self, lambda: self.fairy_page_id(0)),
                                   page_button(self, lambda: self.fairy_page_id(1))]
        grid = QGridLayout()
        for color in (0, 1):
            grid.addWidget(self.side_labels[color], 0, color)
            fairy_row = QHBoxLayout()
            fairy_row.addWidget(self.fairy_combos[color], 1)
            fairy_row.addWidget(self.fairy_page_buttons[color])
            grid.addLayout(fairy_row, 1, color)
            grid.addWidget(self.tables[color], 2, color)
            grid.addWidget(self.reserved_buttons[color], 3, color)
            self.fairy_combos[color].currentIndexChanged.connect(self._on_changed)
            self.reserved_buttons[color].clicked.connect(lambda _c=False, c=color: self.edit_reserved(c))
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
        self.toggled.connect(self._keep_help_enabled)
        self._keep_help_enabled()
        self.retranslate()

    def _keep_help_enabled(self, *_args: object) -> None:
        """The "?" buttons answer while the add-on is off too (a checkable group box disables its
        children when it is unticked, and again when each is polished): a player reads what the fairies
        do before choosing the add-on."""
        for button in self.fairy_page_buttons:
            button.setEnabled(True)

    def childEvent(self, event: QChildEvent) -> None:  # noqa: N802 (Qt name)
        super().childEvent(event)
        self._keep_help_enabled()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Ōshō Fantasista (fairies and magic)"))
        self._interval_label.setText(self.tr("Magic every:"))
        self.interval_spin.setSuffix(self.tr(" plies"))
        self.interval_spin.setToolTip(self.tr("After ply N×interval the first player gains a magic, "
                                              "after the next ply the second player"))
        self.real_die.setText(self.tr("Roll a real die (type the face)"))
        for button in self.reserved_buttons:
            button.setText(self.tr("Reserved faces 9–18…"))
            button.setToolTip(self.tr("Give faces 9–18 of this player's die other magics"))
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

    def fairy_page_id(self, color: int) -> str:
        fairy = str(self.fairy_combos[color].currentData() or "none")
        return fairy_page(fairy) if fairy != "none" else addon_page("fantasista")

    def set_fairy(self, color: int, fairy: str) -> None:
        combo = self.fairy_combos[color]
        index = combo.findData(fairy)
        if index < 0:
            raise ValueError(f"unknown fairy {fairy!r}")
        combo.setCurrentIndex(index)

    def options(self) -> dict[str, Any] | None:
        if not self.isChecked():
            return None
        opts: dict[str, Any] = {"fairies": self.fairies(), "interval": self.interval_spin.value(),
                                "real_die": self.real_die.isChecked()}
        if any(self.reserved):
            opts["reserved"] = [dict(r) for r in self.reserved]
        return {"fantasista": opts}

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
        reserved = opts.get("reserved") or {}
        per = list(reserved) if isinstance(reserved, (list, tuple)) else [reserved, reserved]
        self.reserved = [clean_reserved(r) for r in per] if len(per) == 2 else [{}, {}]
        self._on_changed()

    def set_reserved(self, color: int, mapping: dict[int, str]) -> None:
        self.reserved[color] = clean_reserved(mapping)
        self._on_changed()

    def edit_reserved(self, color: int) -> None:
        dialog = ReservedFacesDialog(str(self.fairy_combos[color].currentData()), self.reserved[color], self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_reserved(color, dialog.reserved())

    def _update_tables(self) -> None:
        for color, combo in enumerate(self.fairy_combos):
            fairy = str(combo.currentData())
            self.tables[color].setText(table_html(fairy, self.reserved[color]))
            self.reserved_buttons[color].setEnabled(fairy in TABLES)

    def _on_changed(self, *_args: object) -> None:
        self._update_tables()
        self.changed.emit()
