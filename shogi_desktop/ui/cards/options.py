"""The New Game dialog's card box (RULES.md §5): no cards, the first or the second edition, and the deal.

The deal is passed to ``core.addons.setup_addons`` as ``{"cards": {...}}``: the full set, a chosen
subset (the same for both players) or N cards dealt at random from each player's set.  The game's
variant id gets the add-on: ``standard+cards2``, ``hybrid:2+cards1``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from ...core.addons.cards import EDITIONS
from .texts import card_name, card_rule, edition_name

ADDONS = ("", "cards1", "cards2")


def split_addon(variant: str) -> tuple[str, str]:
    """``"hybrid:2+cards1"`` -> ``("hybrid:2", "cards1")``; no add-on gives ``""``."""
    base, _, addon = variant.partition("+")
    return base, addon


class CardOptionsBox(QGroupBox):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edition_combo = QComboBox(self)
        self.full_radio = QRadioButton(self)
        self.subset_radio = QRadioButton(self)
        self.random_radio = QRadioButton(self)
        self.full_radio.setChecked(True)
        group = QButtonGroup(self)
        for b in (self.full_radio, self.subset_radio, self.random_radio):
            group.addButton(b)
            b.toggled.connect(self._on_changed)
        self.count_spin = QSpinBox(self)
        self.count_spin.setRange(1, 16)
        self.count_spin.setValue(5)
        self.count_spin.valueChanged.connect(self._on_changed)
        self.subset_list = QListWidget(self)
        self.subset_list.setMaximumHeight(120)
        self.subset_list.itemChanged.connect(self._on_changed)
        self._edition_label = QLabel(self)
        self._deal_label = QLabel(self)
        deal = QHBoxLayout()
        deal.addWidget(self.full_radio)
        deal.addWidget(self.subset_radio)
        deal.addWidget(self.random_radio)
        deal.addWidget(self.count_spin)
        deal.addStretch(1)
        form = QFormLayout(self)
        form.addRow(self._edition_label, self.edition_combo)
        form.addRow(self._deal_label, deal)
        form.addRow(self.subset_list)
        self.edition_combo.currentIndexChanged.connect(self._on_edition_changed)
        self.retranslate()
        self._on_edition_changed()

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setTitle(self.tr("Cards"))
        self._edition_label.setText(self.tr("Card add-on:"))
        self._deal_label.setText(self.tr("Cards dealt:"))
        self.full_radio.setText(self.tr("Full set"))
        self.subset_radio.setText(self.tr("Chosen cards"))
        self.random_radio.setText(self.tr("At random:"))
        self.count_spin.setToolTip(self.tr("How many cards each player is dealt at random from his own set"))
        self.subset_list.setToolTip(self.tr("The cards both players hold"))
        current = self.edition_combo.currentData()
        self.edition_combo.blockSignals(True)
        self.edition_combo.clear()
        self.edition_combo.addItem(self.tr("No cards"), "")
        self.edition_combo.addItem(edition_name(1), "cards1")
        self.edition_combo.addItem(edition_name(2), "cards2")
        self.edition_combo.setCurrentIndex(max(0, self.edition_combo.findData(current or "")))
        self.edition_combo.blockSignals(False)
        self._fill_subset(keep=True)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ state
    def addon(self) -> str:
        return str(self.edition_combo.currentData() or "")

    def edition(self) -> int | None:
        addon = self.addon()
        return int(addon[-1]) if addon else None

    def set_addon(self, addon: str) -> None:
        self.edition_combo.setCurrentIndex(max(0, self.edition_combo.findData(addon if addon in ADDONS else "")))

    def chosen_cards(self) -> list[str]:
        out = []
        for i in range(self.subset_list.count()):
            item = self.subset_list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def set_chosen_cards(self, cards: list[str]) -> None:
        self.subset_radio.setChecked(True)
        for i in range(self.subset_list.count()):
            item = self.subset_list.item(i)
            card = str(item.data(Qt.ItemDataRole.UserRole))
            item.setCheckState(Qt.CheckState.Checked if card in cards else Qt.CheckState.Unchecked)

    def options(self) -> dict[str, Any] | None:
        """The ``setup_addons`` options; None without cards."""
        if self.edition() is None:
            return None
        if self.subset_radio.isChecked():
            return {"cards": {"mode": "subset", "cards": self.chosen_cards()}}
        if self.random_radio.isChecked():
            return {"cards": {"mode": "random", "count": self.count_spin.value()}}
        return {"cards": {"mode": "full"}}

    def set_options(self, options: dict[str, Any] | None) -> None:
        cards = (options or {}).get("cards") or {}
        mode = cards.get("mode", "full")
        if mode == "subset":
            self.set_chosen_cards(list(cards.get("cards", [])))
        elif mode == "random":
            self.random_radio.setChecked(True)
            self.count_spin.setValue(int(cards.get("count", 5)))
        else:
            self.full_radio.setChecked(True)

    def problem(self) -> str:
        if self.edition() is not None and self.subset_radio.isChecked() and not self.chosen_cards():
            return self.tr("Choose at least one card, or deal the full set.")
        return ""

    def _on_edition_changed(self) -> None:
        self._fill_subset(keep=False)
        self._on_changed()

    def _fill_subset(self, keep: bool) -> None:
        edition = self.edition()
        chosen = set(self.chosen_cards()) if keep else None
        self.subset_list.blockSignals(True)
        self.subset_list.clear()
        for card in EDITIONS.get(edition or 2, ()):
            item = QListWidgetItem(card_name(card, edition or 2))
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setToolTip(card_rule(card, edition or 2))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            on = chosen is None or card in chosen
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.subset_list.addItem(item)
        self.subset_list.blockSignals(False)
        if edition is not None:
            self.count_spin.setMaximum(len(EDITIONS[edition]))

    def _on_changed(self, *_args: object) -> None:
        has = self.edition() is not None
        for w in (self.full_radio, self.subset_radio, self.random_radio, self._deal_label):
            w.setEnabled(has)
        self.count_spin.setEnabled(has and self.random_radio.isChecked())
        self.subset_list.setVisible(has and self.subset_radio.isChecked())
        self.changed.emit()
