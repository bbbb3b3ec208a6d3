"""Every status-bar message the interface writes starts as a sentence in English: a capital letter, or
a symbol (☗ ☖) then its words ("☗ rolled 12. …").  A lowercase start without a symbol ("click the
piece…") is a fragment meant to sit inside another text ("Card: %1 (Esc or right click cancels).").

The messages are read from the sources: each ``showMessage`` / ``show_message`` / ``hint.emit`` call
whose text is a literal ``tr``/``translate`` source, and each literal passed on to such a call through
``cancel(message=…)``, ``_refuse``, ``_end`` or ``_hint``; the die's announcement and the card and magic
modes' hints (``_hint_text``) as well."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[3] / "shogi_desktop" / "ui"
SHOWING = {"showMessage", "show_message", "emit", "_refuse", "_end", "_hint", "cancel", "_set_busy"}


def _source_text(node: ast.AST) -> str | None:
    """The English source of ``self.tr("...")`` / ``QCoreApplication.translate("Ctx", "...")`` (a
    ``.replace(...)`` after it included)."""
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "replace":
        node = node.func.value
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
        return None
    args = node.args
    if node.func.attr == "tr" and args and isinstance(args[0], ast.Constant):
        return str(args[0].value)
    if node.func.attr == "translate" and len(args) >= 2 and isinstance(args[1], ast.Constant):
        return str(args[1].value)
    return None


def status_texts() -> list[tuple[str, str]]:
    out = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{path.relative_to(UI)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.FunctionDef) and node.name == "_hint_text":
                out += [(where, text) for ret in ast.walk(node) if isinstance(ret, ast.Return) and ret.value
                        for text in [_source_text(ret.value)] if text is not None]
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr == "_announcement"
                                                    for t in node.targets):
                text = _source_text(node.value)
                if text is not None:
                    out.append((where, text))
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if node.func.attr not in SHOWING:
                continue
            if node.func.attr == "emit" and not (isinstance(node.func.value, ast.Attribute)
                                                 and node.func.value.attr == "hint"):
                continue
            candidates = list(node.args) + [k.value for k in node.keywords if k.arg == "message"]
            for arg in candidates:
                text = _source_text(arg)
                if text is not None:
                    out.append((where, text))
    return out


def test_the_sources_hold_status_messages() -> None:
    texts = {text for _where, text in status_texts()}
    assert len(texts) >= 30
    assert {"%1 rolled %2. %3", "Card cancelled.", "Card: %1 (Esc or right click cancels).", "Saved %1"} <= texts


@pytest.mark.parametrize(("where", "text"), status_texts())
def test_a_status_message_starts_as_a_sentence(where: str, text: str) -> None:
    first = text[0]  # "%1" is a side's mark or a name, then the words after it may be lowercase
    assert first.isupper() or not first.isalpha(), f"{where}: {text!r}"
