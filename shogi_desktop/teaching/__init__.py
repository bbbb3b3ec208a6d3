"""Teaching: the rules book that plays and the lessons (issue 18, items 2 and 3).  Pure Python, no Qt.

    texts.py      Text: one string in Japanese and English
    problems.py   what is wrong in a page or lesson file (codes with file, line and entry)
    toml_source.py  a TOML file read with the line of every entry and key (for the problems)
    setup.py      a position given as variant + SFEN + moves, built through the core
    goals.py      a goal (capture, reach, mate, use a power, ...) and the check of one action against it
    book.py       the rules book: pages loaded from data/pages/*.toml, looked up by subject
    subjects.py   the subjects that need a page, derived from the core's data (variants, cards, magic)
    lessons.py    lessons loaded from data/lessons/*.toml (and a teacher's files), every problem at once
    session.py    one lesson being played: attempts, hints, the solution
    progress.py   what the user has solved (the model of the JSON store)
    writer.py     a lesson as TOML text (the position editor's "save as lesson")

The UI shows the texts as plain text and asks the core for every legal action; nothing here imports Qt.
"""
