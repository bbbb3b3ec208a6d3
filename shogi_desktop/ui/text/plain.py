"""Text from files and engines (player names, comments, headers, engine names, error details) is shown
as plain text, never as Qt rich text: a kifu header such as ``先手：<h1>…</h1><img src=…>`` must neither
change the layout nor load an image.

Labels and message boxes take ``setTextFormat(Qt.TextFormat.PlainText)`` (a QMessageBox applies it to its
informative text too).  A tool tip has no text format of its own (Qt guesses rich text from the first
tag), so :func:`plain_tooltip` makes an escaped rich-text tip that shows the text exactly as written.
"""

from __future__ import annotations


def escape_markup(text: str) -> str:
    """``text`` with ``&``, ``<`` and ``>`` escaped: what ``html.escape(text, quote=False)`` does, without
    importing :mod:`html` before the first paint (it builds its table of 2,200 entities)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plain_tooltip(text: str) -> str:
    """A tool tip showing ``text`` as written (line breaks kept), whatever markup it contains."""
    if not text:
        return ""
    return "<p style='white-space:pre-wrap'>" + escape_markup(text) + "</p>"
