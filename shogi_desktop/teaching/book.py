"""The rules book: one page per variant, sub-variant, card of each edition, fairy and magic, each with a
live example (a position, the key action "show me" plays, and actions the reader is invited to try).

Pages are data (``data/pages/*.toml``, format in docs/lessons.md); :func:`load_book` reads them all,
checks every example through the core and reports every problem at once.  The UI's "?" buttons find a
page with :meth:`RulesBook.for_variant`, :meth:`~RulesBook.for_card`, :meth:`~RulesBook.for_fairy`,
:meth:`~RulesBook.for_magic` and :meth:`~RulesBook.for_addon`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..core.position import Position
from .fields import EntryReader, read_goal
from .goals import Goal, already_met, check_goal, unknown_letters
from .problems import Code, DataError, Problem
from .setup import Setup, SetupError, find_action, why_illegal
from .subjects import Subject, subjects, variant_page_ids
from .texts import EMPTY, Text
from .toml_source import read_source

PAGE_KEYS = {"id", "title_ja", "title_en", "summary_ja", "summary_en", "text_ja", "text_en", "notes_ja",
             "notes_en", "see", "example"}
EXAMPLE_KEYS = {"variant", "sfen", "moves", "show", "try", "caption_ja", "caption_en", "expect"}


@dataclass(frozen=True)
class Example:
    setup: Setup
    show: str  # the key action, animated by "show me"
    caption: Text  # what the key action shows
    tries: tuple[str, ...] = ()  # actions the reader is invited to play, each from the example position
    expect: Goal = Goal()  # what the key action does (checked when the book is loaded)

    def position(self) -> Position:
        """A fresh position of the example (the UI's mini-board plays on its own copy)."""
        return self.setup.position()


@dataclass(frozen=True)
class Page:
    id: str
    title: Text
    summary: Text  # one line, for lists and tooltips
    text: Text  # the rule; paragraphs separated by a blank line, "- " starts a list item
    notes: tuple[Text, ...]  # the traps and decisions a player trips over, one per item
    example: Example | None
    see: tuple[str, ...] = ()  # related page ids
    path: str = ""
    line: int = 0

    @property
    def parent(self) -> str | None:
        """A sub-variant's family page (``variant:eight-knight`` for ``variant:eight-knight:4``)."""
        parts = self.id.split(":")
        return ":".join(parts[:2]) if parts[0] == "variant" and len(parts) == 3 else None


class RulesBook:
    """The pages by id, in the order of the contents (:func:`.subjects.subjects`, then any others)."""

    def __init__(self, pages: Iterable[Page]) -> None:
        by_id = {p.id: p for p in pages}
        order = [s.page_id for s in subjects() if s.page_id in by_id]
        order += [pid for pid in by_id if pid not in set(order)]
        self.pages: dict[str, Page] = {pid: by_id[pid] for pid in order}

    def __len__(self) -> int:
        return len(self.pages)

    def page(self, page_id: str) -> Page | None:
        return self.pages.get(page_id)

    def for_variant(self, variant_id: str) -> Page | None:
        """The page of a game's variant: the sub-variant's where it has one, else the family's
        (``eight-knight:4+cards2`` -> ``variant:eight-knight:4``)."""
        for pid in variant_page_ids(variant_id):
            if pid in self.pages:
                return self.pages[pid]
        return None

    def for_card(self, card: str, edition: int) -> Page | None:
        return self.pages.get(f"cards{edition}:{card}")

    def for_fairy(self, fairy: str) -> Page | None:
        return self.pages.get(f"fairy:{fairy}")

    def for_magic(self, magic: str) -> Page | None:
        return self.pages.get(f"magic:{magic}")

    def for_addon(self, addon: str) -> Page | None:
        return self.pages.get(f"addon:{addon}")

    def chapters(self) -> list[tuple[str, list[Page]]]:
        """``(chapter, pages)`` for the contents: "variants", "cards2", "cards1", "fantasista"."""
        chapter_of = {s.page_id: s.chapter for s in subjects()}
        out: dict[str, list[Page]] = {}
        for page in self.pages.values():
            out.setdefault(chapter_of.get(page.id, "other"), []).append(page)
        return list(out.items())

    def missing(self) -> list[Subject]:
        """The subjects of the core's data without a page."""
        return [s for s in subjects() if s.page_id not in self.pages]


def builtin_page_files() -> list[Path]:
    folder = Path(str(resources.files("shogi_desktop.teaching") / "data" / "pages"))
    return sorted(folder.glob("*.toml"))


def load_book(paths: Iterable[Path | str] | None = None, check: bool | None = None) -> RulesBook:
    """The rules book from ``paths`` (default: the built-in pages); raises :class:`DataError` with
    every problem of every file.  ``check`` plays every example through the core (about a second for
    the built-in book); by default only files other than the built-in ones are played, since the
    test suite plays the built-in pages (tests/teaching/test_book.py)."""
    if check is None:
        check = paths is not None
    pages, problems = read_pages(builtin_page_files() if paths is None else paths, check)
    if problems:
        raise DataError(problems)
    return RulesBook(pages)


def read_pages(paths: Iterable[Path | str], check: bool = True) -> tuple[list[Page], list[Problem]]:
    pages: list[Page] = []
    problems: list[Problem] = []
    seen: dict[str, Page] = {}
    for path in paths:
        source, bad = read_source(path)
        problems += bad
        if source is None:
            continue
        entries = source.data.get("page", [])
        top = [k for k in source.data if k != "page"]
        for key in top:
            problems.append(Problem(source.path, 0, "", Code.UNKNOWN_KEY, key))
        if not isinstance(entries, list):
            problems.append(Problem(source.path, 0, "", Code.BAD_VALUE, "page", note="expected [[page]] entries"))
            continue
        for i, data in enumerate(entries):
            if not isinstance(data, dict):
                problems.append(Problem(source.path, 0, "", Code.BAD_VALUE, "page", repr(data)[:40],
                                        "expected [[page]] tables"))
                continue
            reader = EntryReader(source, "page", i, data, f"page {i + 1}", problems)
            page = _read_page(reader, check)
            if page is None:
                continue
            if page.id in seen:
                first = seen[page.id]
                reader.problem(Code.DUPLICATE_ID, "id", page.id, f"first at {first.path}:{first.line}")
                continue
            seen[page.id] = page
            pages.append(page)
    for page in pages:
        for other in page.see:
            if other not in seen:
                problems.append(Problem(page.path, page.line, page.id, Code.UNKNOWN_PAGE, "see", other))
    return pages, problems


def _read_page(reader: EntryReader, check: bool) -> Page | None:
    page_id = reader.string("id", required=True)
    if page_id:
        reader.entry = page_id
    reader.unknown_keys(PAGE_KEYS)
    if not page_id:
        return None
    title = reader.text("title")
    summary = reader.text("summary")
    text = reader.text("text")
    notes = reader.text_list("notes")
    see = reader.strings("see")
    example = None
    sub = reader.sub("example")
    if sub is None:
        if "example" not in reader.data:
            reader.problem(Code.MISSING_KEY, "example")
    else:
        example = _read_example(sub, check)
    return Page(page_id, title, summary, text, notes, example, see, reader.source.path, reader.line())


def _read_example(reader: EntryReader, check: bool) -> Example | None:
    reader.unknown_keys(EXAMPLE_KEYS)
    setup = Setup(reader.string("variant", required=True) or "standard", reader.string("sfen") or None,
                  reader.strings("moves"))
    show = reader.string("show", required=True)
    tries = reader.strings("try")
    caption = reader.text("caption", required=False)
    sub = reader.sub("expect")
    expect = read_goal(sub) if sub is not None else Goal()
    example = Example(setup, show, caption if not caption.empty else EMPTY, tries, expect)
    if check:
        check_example(example, reader)
    return example


def check_example(example: Example, reader: EntryReader) -> None:
    """The example's position builds, its key action and every try are legal there, and the key action
    does what ``expect`` says (and that was not already so)."""
    try:
        pos = example.position()
    except SetupError as exc:
        reader.problem(exc.code, exc.key, exc.value, exc.note)
        return
    bad_letters = unknown_letters(example.expect, pos)
    for key, letter in bad_letters:
        reader.problem(Code.BAD_VALUE, f"expect.{key}", letter, "no such piece in the variant")
    if bad_letters:
        return
    for text in example.tries:
        if find_action(pos, text) is None:
            reader.problem(Code.ILLEGAL_ACTION, "try", text, why_illegal(pos, text))
    if not example.show:
        return
    action = find_action(pos, example.show)
    if action is None:
        reader.problem(Code.ILLEGAL_ACTION, "show", example.show, why_illegal(pos, example.show))
        return
    if example.expect.empty:
        return
    for key in already_met(example.expect, pos):
        reader.problem(Code.GOAL_ALREADY_MET, f"expect.{key}")
    result = check_goal(example.expect, pos, action)
    if not result.met:
        reader.problem(Code.EXPECT_FAILED, "show", example.show, ", ".join(m.value for m in result.misses))
