"""Teaching in the window (issue 18, items 2 and 3): the rules book that plays and the lessons.

    mini_board.py     a small live board over the core: plain moves on the board, card and magic powers
                      with their buttons (card mode's clicks), "show me" animations
    texts.py          the translated words of the teaching windows (chapters, verdicts, misses)
    book_window.py    Help → Rules Book: the pages grouped by chapter, the page text, the live example
    lessons_window.py Help → Lessons: the list with progress, a lesson played against its goal
    lesson_save.py    the position editor's "Save as Lesson…": a lesson file a teacher edits further
    help_buttons.py   the "?" buttons beside a variant, card or magic, opening its page
    install.py        the Help menu's entries, one rules book and one lessons window per main window

The model (pages, lessons, goals, sessions, progress) is ``shogi_desktop.teaching``; nothing here decides a
rule: every legal action and every verdict comes from the core through it.
"""
