"""The rules book: a page for every subject of the core's data, every example played through the core,
both languages, the lookups the UI's "?" buttons use, and the loader's problem reports."""

from __future__ import annotations

from pathlib import Path

import pytest

from shogi_desktop.core.addons.cards import EDITIONS
from shogi_desktop.core.addons.fantasista import FAIRIES, MAGICS, TABLES
from shogi_desktop.core.variant import all_variant_choices, variant_ids
from shogi_desktop.teaching.book import Page, RulesBook, builtin_page_files, load_book, read_pages
from shogi_desktop.teaching.goals import check_goal
from shogi_desktop.teaching.problems import Code, DataError
from shogi_desktop.teaching.setup import find_action, legal_by_text
from shogi_desktop.teaching.subjects import subjects

BOOK = load_book()
PAGES = list(BOOK.pages.values())


def test_the_built_in_pages_play_without_a_problem() -> None:
    pages, problems = read_pages(builtin_page_files(), check=True)
    assert [p.describe() for p in problems] == []
    assert len(pages) == len(BOOK) >= 100


def test_every_subject_of_the_core_has_a_page() -> None:
    # The lists come from the core's own data, so a new variant file, card or magic fails here.
    wanted = {f"variant:{v}" for v in all_variant_choices()} | {"handicaps"}
    wanted |= {f"cards{e}:{card}" for e, cards in EDITIONS.items() for card in cards}
    wanted |= {f"fairy:{f}" for f in FAIRIES} | {f"magic:{m}" for m in MAGICS}
    wanted |= {"addon:cards1", "addon:cards2", "addon:fantasista"}
    assert wanted == {s.page_id for s in subjects()}
    assert BOOK.missing() == []
    assert wanted <= set(BOOK.pages)
    assert len([v for v in all_variant_choices() if ":" in v]) >= 40  # the sub-variants are really there


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.id)
def test_the_example_plays_and_does_what_the_page_says(page: Page) -> None:
    example = page.example
    assert example is not None
    pos = example.position()
    before = pos.sfen()
    action = find_action(pos, example.show)
    assert action is not None, f"{page.id}: {example.show} is not legal"
    for text in example.tries:
        assert find_action(pos, text) is not None, f"{page.id}: try {text} is not legal"
    if not example.expect.empty:
        result = check_goal(example.expect, pos, action)
        assert result.met, (page.id, result.misses)
    pos.push(action)  # the position really changes, and back
    assert pos.sfen() != before
    pos.pop()
    assert pos.sfen() == before


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.id)
def test_every_page_exists_in_both_languages(page: Page) -> None:
    for name, text in (("title", page.title), ("summary", page.summary), ("text", page.text)):
        assert text.complete, f"{page.id}: {name}"
    assert all(note.complete for note in page.notes), page.id
    assert page.example is not None and page.example.caption.complete, page.id
    assert "\n" not in page.summary.ja and "\n" not in page.summary.en


def test_see_also_and_sub_variant_parents_point_at_pages() -> None:
    for page in PAGES:
        assert all(other in BOOK.pages for other in page.see), page.id
        if page.parent is not None:
            assert page.parent in BOOK.pages


def test_the_reflecting_bishop_pages_capture_on_the_named_square() -> None:
    # What the caption says, checked square by square rather than through the page's own "expect".
    for pid, square in (("cards2:reflect-bishop", "9f"), ("variant:reflect-bishop", "9f"),
                        ("variant:reflect-bishop:1", "8g"), ("variant:reflect-bishop:2", "6i")):
        page = BOOK.page(pid)
        assert page is not None and page.example is not None
        pos = page.example.position()
        from shogi_desktop.core.tables import parse_square

        target = parse_square(square)
        assert pos.piece_at(target) is not None and pos.piece_at(target)[1] == 1  # type: ignore[index]
        pos.push(find_action(pos, page.example.show))
        assert pos.piece_at(target) is not None and pos.piece_at(target)[1] == 0  # type: ignore[index]


def test_the_rewind_page_really_puts_the_knight_back() -> None:
    page = BOOK.for_card("rewind", 2)
    assert page is not None and page.example is not None
    pos = page.example.position()
    assert pos.sfen().split()[0] == "4k4/9/2p1p1p2/5p3/5N3/9/9/9/4K4"  # the knight on 4e, the pawn on 4d
    pos.push(find_action(pos, page.example.show))
    assert pos.sfen().split()[0] == "4k4/9/2p1p1p2/5p3/9/9/6N2/5K3/9"  # back on 3g, White's pawn move stays


@pytest.mark.parametrize("fairy", FAIRIES)
def test_each_fairy_page_gains_one_of_its_magics_after_move_15(fairy: str) -> None:
    page = BOOK.for_fairy(fairy)
    assert page is not None and page.example is not None
    pos = page.example.position()
    field = next(f for f in pos.sfen().split() if f.startswith("magic:"))
    assert field.split("/")[0] == f"magic:{fairy}"  # nothing gained yet
    pos.push(find_action(pos, page.example.show))
    gained = next(f for f in pos.sfen().split() if f.startswith("magic:")).split("/")[0]
    assert gained != f"magic:{fairy}" and any(m in gained for m in TABLES[fairy]), gained
    said = {"hiko": "rook-token", "ayumi": "spearmen", "yokaku": "thunder-horse", "ginsara": "silver-wave"}
    assert said[fairy] in gained  # the face the caption names


def test_lookups_for_the_ui() -> None:
    for choice in all_variant_choices():
        for addons in ("", "+cards2", "+fantasista"):
            page = BOOK.for_variant(choice + addons)
            assert page is not None and page.id == f"variant:{choice}"
    assert BOOK.for_variant("no-such-variant") is None
    assert BOOK.for_variant("eight-knight:99") is not None  # an unknown sub-variant falls back to the family
    for edition, cards in EDITIONS.items():
        for card in cards:
            page = BOOK.for_card(card, edition)
            assert page is not None and page.id == f"cards{edition}:{card}"
    assert BOOK.for_card("swap-rook", 2) is None  # a first-edition card only
    assert all(BOOK.for_magic(m) is not None for m in MAGICS)
    assert all(BOOK.for_fairy(f) is not None for f in FAIRIES)
    assert all(BOOK.for_addon(a) is not None for a in ("cards1", "cards2", "fantasista"))


def test_chapters_follow_the_core_order() -> None:
    chapters = dict(BOOK.chapters())
    assert list(chapters) == ["variants", "cards2", "cards1", "fantasista"]
    variants = [p.id for p in chapters["variants"]]
    assert variants[0] == "variant:standard" and variants[1] == "handicaps"
    assert [v for v in variants if v.count(":") == 1] == [f"variant:{v}" for v in variant_ids()]
    assert chapters["cards2"][0].id == "addon:cards2" and len(chapters["cards2"]) == 17


def test_load_book_reports_every_problem_with_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("\n".join([
        '[[page]]',                                   # 1
        'id = "variant:standard"',                    # 2
        'title_ja = "x"',                             # 3
        'title_en = "x"',                             # 4
        'summary_en = "only English"',                # 5
        'text_ja = "本文"',                            # 6
        'text_en = "text"',                           # 7
        'colour = "red"',                             # 8
        'see = ["variant:nowhere"]',                  # 9
        '[page.example]',                             # 10
        'variant = "standard"',                       # 11
        'sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"',     # 12
        'show = "G*4b"',                              # 13
        'try = ["5c5b+", "7g7f"]',                    # 14
        '[page.example.expect]',                      # 15
        'mate = 1',                                   # 16
        '',
        '[[page]]',                                   # 18
        'id = "variant:standard"',                    # 19
        'title_ja = "x"',
        'title_en = "x"',
        'summary_ja = "x"',
        'summary_en = "x"',
        'text_ja = "x"',
        'text_en = "x"',
        '[page.example]',
        'variant = "standard"',
        'sfen = "4k4/9/9/9/9/9/9/9/4K4 b - 1"',
        'show = "5i5h"',
    ]), encoding="utf-8")
    broken = tmp_path / "broken.toml"
    broken.write_text('[[page]]\nid = "x"\ntitle_ja = "unterminated\n', encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_book([bad, broken])
    found = {(Path(p.path).name, p.line, p.code, p.key) for p in info.value.problems}
    assert ("bad.toml", 5, Code.INCOMPLETE_TEXT, "summary_ja") in found
    assert ("bad.toml", 8, Code.UNKNOWN_KEY, "colour") in found
    assert ("bad.toml", 14, Code.ILLEGAL_ACTION, "example.try") in found  # 7g7f: no pawn there
    assert ("bad.toml", 13, Code.EXPECT_FAILED, "example.show") in found  # G*4b is no mate
    assert ("bad.toml", 19, Code.DUPLICATE_ID, "id") in found
    assert ("bad.toml", 1, Code.UNKNOWN_PAGE, "see") in found
    assert any(name == "broken.toml" and code is Code.SYNTAX and line == 3 for name, line, code, _ in found)
    text = str(info.value)
    assert "bad.toml:19: variant:standard: the id 'variant:standard' is used twice (first at" in text


def test_the_built_in_book_loads_the_same_with_and_without_playing() -> None:
    played = RulesBook(read_pages(builtin_page_files(), check=True)[0])
    assert list(played.pages) == list(BOOK.pages)
    assert all(played.pages[k] == BOOK.pages[k] for k in BOOK.pages)


def test_show_and_try_actions_are_among_the_core_s_legal_actions() -> None:
    # The same check as find_action, through the full list the mini-board highlights.
    for page in PAGES:
        assert page.example is not None
        legal = legal_by_text(page.example.position())
        assert page.example.show in legal and all(t in legal for t in page.example.tries), page.id


def test_page_text_blocks_for_a_plain_text_widget() -> None:
    from shogi_desktop.teaching.texts import blocks

    page = BOOK.page("variant:standard")
    assert page is not None
    ja = blocks(page.text.ja)
    assert [kind for kind, _ in ja] == ["p", "list", "p"]
    assert len(ja[1][1]) == 8 and ja[1][1][0].startswith("玉")
    en = blocks(page.text.en)
    assert en[1][1][1].startswith("Rook: any distance")
    assert blocks("one\ntwo\n\n- a\n  b\n- c\nthree") == [("p", ["one two"]), ("list", ["a b", "c"]), ("p", ["three"])]
    assert blocks("") == []
    for page in PAGES:  # every text reads as blocks with no empty item
        for text in (page.text.ja, page.text.en):
            assert all(all(item for item in items) for _, items in blocks(text)), page.id
