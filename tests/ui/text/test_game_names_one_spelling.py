"""Each variant and add-on has one English name wherever the interface names it: the New Game dialog,
the game line, the rules book, the rules of play and the About box.  A walk-through found standard
shogi called "Shogi" in New Game and the game line but "Standard shogi" in the rules book, and the
王将ファンタジスタ add-on written three ways."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from shogi_desktop.app.engines import EngineRegistry
from shogi_desktop.core.variant import variant_ids
from shogi_desktop.teaching.book import load_book
from shogi_desktop.ui.dialogs.new_game import NewGameDialog
from shogi_desktop.ui.fantasista.options import FantasistaOptionsBox
from shogi_desktop.ui.help.menu import HelpMenu
from shogi_desktop.ui.help.rules_window import rules_html, topics
from shogi_desktop.ui.teach.texts import chapter_name
from shogi_desktop.ui.text.game_names import addon_name, family_name, game_title

FANTASISTA = "Ōshō Fantasista (fairies and magic)"


def _headings() -> list[str]:
    return re.findall(r"<h2>(.*?)</h2>", rules_html("en"))


def test_every_variant_has_one_english_name(qtbot: QtBot, tmp_path) -> None:
    dialog = NewGameDialog(engines=EngineRegistry(tmp_path / "engines.json"))
    qtbot.addWidget(dialog)
    in_dialog = {dialog.variant_combo.itemData(i): dialog.variant_combo.itemText(i)
                 for i in range(dialog.variant_combo.count())}
    book = load_book()
    titles = dict(topics())
    headings = _headings()
    for vid in variant_ids():
        name = family_name(vid)
        assert in_dialog[vid] == name
        page = book.page(f"variant:{vid}")
        assert page is not None and page.title.get("en") == name
        assert titles[vid] == name
        assert any(h == name or h.startswith(name + " (") for h in headings), (name, headings)
    assert family_name("standard") == "Standard shogi"
    assert game_title("standard", None) == "Standard shogi, even game"


def test_fantasista_has_one_english_name(qtbot: QtBot) -> None:
    box = FantasistaOptionsBox()
    qtbot.addWidget(box)
    book = load_book()
    page = book.for_addon("fantasista")
    assert page is not None
    names = {
        "game line": addon_name("fantasista"),
        "New Game box": box.title(),
        "rules book chapter": chapter_name("fantasista"),
        "rules book page": page.title.get("en"),
        "rules of play": dict(topics())["fantasista"],
    }
    assert names == dict.fromkeys(names, FANTASISTA)
    assert FANTASISTA in _headings()
    assert game_title("standard+fantasista", None).endswith(" + " + FANTASISTA)
    parent = QWidget()
    qtbot.addWidget(parent)
    about = HelpMenu(parent).about_text()
    assert "Ōshō Fantasista" in about and "ファンタジスタ" not in about  # English words in an English box


def test_each_card_edition_has_one_english_name() -> None:
    book = load_book()
    titles = dict(topics())
    headings = _headings()
    for addon, name in (("cards1", "Cards, first edition"), ("cards2", "Cards, second edition")):
        assert addon_name(addon) == name
        assert chapter_name(addon) == name
        assert titles[addon] == name
        page = book.for_addon(addon)
        assert page is not None and page.title.get("en").startswith(name + " (")  # "(16 cards)"
        assert any(h.startswith(name + " (") for h in headings)
