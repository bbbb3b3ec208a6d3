#!/usr/bin/env python3
"""Refresh i18n/shogi_desktop_{ja,en}.ts from the sources, fill in the translations kept here, and compile
each into the .qm the application loads.

    python tools/update_translations.py           update both .ts and .qm files, list what is untranslated
    python tools/update_translations.py --check   change nothing; fail if a .ts or .qm file is out of date

It runs ``pyside6-lupdate`` over every ``.py`` file under ``shogi_desktop/ui`` and ``shogi_desktop/app``
(new strings appear, strings no longer in the code are dropped), then fills each Japanese translation
from :data:`JA` (by source text, or ``"Context|source"`` for a context-specific translation) and each
English one with the source text (numerus forms from :data:`EN_NUMERUS`).  A translation made in Qt
Linguist for a string that is not in :data:`JA` is kept.  Exit status 1 when any Japanese translation
is missing (they are listed), 0 otherwise.

The ``.qm`` files are compiled with ``pyside6-lrelease`` (which writes the same bytes for the same
``.ts``), committed beside the ``.ts`` files and shipped in the package; ``--check`` compiles again into
a temporary folder and compares the bytes.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
SOURCE_DIRS = [ROOT / "shogi_desktop" / "ui", ROOT / "shogi_desktop" / "app"]
LANGUAGES = ("ja", "en")

# English source text -> Japanese.  Keys "Context|source" win over plain source keys.
JA: dict[str, str] = {}

# English numerus forms (singular, plural) for strings using %n.
EN_NUMERUS: dict[str, tuple[str, str]] = {}


def _load_mapping() -> None:
    from tools.translations_ja import EN_NUMERUS as en_numerus
    from tools.translations_ja import JA as ja

    JA.update(ja)
    EN_NUMERUS.update(en_numerus)


def source_files() -> list[Path]:
    files: list[Path] = []
    for d in SOURCE_DIRS:
        files.extend(sorted(p for p in d.rglob("*.py") if "__pycache__" not in p.parts))
    return files


def _tool(name: str) -> list[str]:
    exe = Path(sys.executable).parent / name
    if exe.is_file():
        return [str(exe)]
    found = shutil.which(name)
    if found:
        return [found]
    raise SystemExit(f"{name} not found: install PySide6 in this environment")


def lupdate_command() -> list[str]:
    return _tool("pyside6-lupdate")


def lrelease_command() -> list[str]:
    return _tool("pyside6-lrelease")


def compile_qm(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` with Qt's lrelease; every message must be finished (a missing one
    is an error, not an English string in the Japanese interface)."""
    done = subprocess.run([*lrelease_command(), "-silent", "-fail-on-unfinished", str(ts), "-qm", str(qm)],
                          capture_output=True, text=True)
    if done.returncode != 0 or not qm.is_file():
        raise SystemExit(f"lrelease failed on {ts}:\n{done.stderr}{done.stdout}")


def qm_is_current(ts: Path, qm: Path) -> bool:
    """Whether ``qm`` holds exactly what lrelease makes of ``ts`` now."""
    if not qm.is_file():
        return False
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / qm.name
        compile_qm(ts, fresh)
        return fresh.read_bytes() == qm.read_bytes()


def run_lupdate(ts: Path, language: str, files: list[Path]) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(str(f) for f in files))
    try:
        done = subprocess.run(
            [*lupdate_command(), "-silent", "-no-obsolete", "-locations", "absolute", "-source-language", "en",
             "-target-language", language, f"@{lst.name}", "-ts", str(ts)],
            capture_output=True, text=True, cwd=ROOT)
    finally:
        Path(lst.name).unlink()
    if done.returncode != 0:
        raise SystemExit(f"lupdate failed on {ts}:\n{done.stderr}")


def _lookup(context: str, source: str) -> str | None:
    return JA.get(f"{context}|{source}", JA.get(source))


def misextracted(ts: Path) -> list[str]:
    """Strings lupdate found without a context: a ``tr()`` outside a class, or ``translate`` called
    through an alias (``tr = QCoreApplication.translate; tr("Ctx", "text")`` is read as source "Ctx").
    Qt would never look them up under that context, so they are errors."""
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        if ctx.findtext("name"):
            continue
        for msg in ctx.iter("message"):
            loc = msg.find("location")
            where = f"{loc.get('filename')}:{loc.get('line')}" if loc is not None else "?"
            out.append(f"{where}: {msg.findtext('source')!r}")
    return out


def fill(ts: Path, language: str) -> list[str]:
    """Fill the translations of one .ts file; returns "Context: source" of each untranslated string."""
    tree = ET.parse(ts)
    root = tree.getroot()
    missing: list[str] = []
    for ctx in root.iter("context"):
        context = ctx.findtext("name") or ""
        if not context:
            continue  # reported by misextracted()
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            numerus = msg.get("numerus") == "yes"
            if language == "ja":
                text = _lookup(context, source)
                forms = [text] if text is not None else None
            elif numerus:
                pair = EN_NUMERUS.get(source)
                forms = list(pair) if pair else None
            else:
                forms = [source]
            if forms is not None:
                _set(tr, forms, numerus)
            elif not _is_done(tr, numerus):
                missing.append(f"{context}: {source}")
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return missing


def _set(tr: ET.Element, forms: list[str], numerus: bool) -> None:
    for child in list(tr):
        tr.remove(child)
    tr.attrib.pop("type", None)
    if numerus:
        tr.text = None
        for form in forms:
            ET.SubElement(tr, "numerusform").text = form
    else:
        tr.text = forms[0]


def _is_done(tr: ET.Element, numerus: bool) -> bool:
    if tr.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    if numerus:
        forms = list(tr.iter("numerusform"))
        return bool(forms) and all(f.text for f in forms)
    return bool(tr.text)


def messages(ts: Path) -> set[tuple[str, str, str]]:
    """(context, source, comment) of every string in a .ts file."""
    root = ET.parse(ts).getroot()
    return {(ctx.findtext("name") or "", m.findtext("source") or "", m.findtext("comment") or "")
            for ctx in root.iter("context") for m in ctx.iter("message")}


def update(check: bool = False) -> int:
    """Update (or with ``check`` only verify) the .ts files; returns the number of untranslated strings."""
    _load_mapping()
    files = source_files()
    problems = 0
    I18N.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        target = I18N / f"shogi_desktop_{lang}.ts"
        # work beside the target: lupdate writes source locations relative to the .ts file
        work = I18N / f".work-{target.name}"
        try:
            if target.exists():
                shutil.copy(target, work)
            run_lupdate(work, lang, files)
            missing = fill(work, lang)
            run_lupdate(work, lang, files)  # once more, only to write the file in lupdate's own layout
            qm = target.with_suffix(".qm")
            if check:
                if not target.exists() or messages(work) != messages(target):
                    print(f"{target.relative_to(ROOT)} is out of date: run tools/update_translations.py")
                    problems += 1
                elif not missing and not qm_is_current(target, qm):
                    print(f"{qm.relative_to(ROOT)} is not what lrelease makes of its .ts: "
                          "run tools/update_translations.py")
                    problems += 1
            else:
                shutil.copy(work, target)
                if not missing:
                    compile_qm(target, qm)
            if missing:
                print(f"{target.name}: {len(missing)} untranslated")
                for line in missing:
                    print(f"  {line}")
            else:
                count = sum(1 for m in messages(work) if m[0])
                print(f"{target.name}: {count} strings, all translated")
            if lang == "ja":
                problems += len(missing)
                bad = misextracted(work)
                if bad:
                    print(f"{len(bad)} strings without a context (call QCoreApplication.translate(\"Context\","
                          " \"text\") literally, or self.tr() inside a class):")
                    for line in bad:
                        print(f"  {line}")
                    problems += len(bad)
        finally:
            work.unlink(missing_ok=True)
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify only, change nothing")
    args = parser.parse_args(argv)
    return 1 if update(check=args.check) else 0


if __name__ == "__main__":
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    sys.exit(main())
