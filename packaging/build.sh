#!/usr/bin/env bash
# Build the one-folder application bundle with PyInstaller; prints the bundle's path.
#
#   packaging/build.sh [--venv DIR]
#
# DIR (default: the project's .venv if it exists, else build/venv, created here) gets PyInstaller and,
# when freshly created, the application's dependencies.  The package itself is installed with
# `pip install --target build/site` (not into the virtualenv), and the bundle is made from that
# installed copy, so it holds exactly what `pip install .` installs.
# The bundle: dist/shogi-desktop/shogi-desktop, with share/ (desktop file, AppStream data, icons) beside it.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"

VENV="${SHOGI_DESKTOP_VENV:-}"
while [ $# -gt 0 ]; do
    case "$1" in
        --venv) VENV="$2"; shift 2 ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ -z "$VENV" ]; then
    if [ -x "$ROOT/.venv/bin/python" ]; then VENV="$ROOT/.venv"; else VENV="$ROOT/build/venv"; fi
fi
PY="$VENV/bin/python"
if [ ! -x "$PY" ]; then
    echo "== creating $VENV" >&2
    python3 -m venv "$VENV"
    "$PY" -m pip install -q --upgrade pip
    "$PY" -m pip install -q "$ROOT"   # the dependencies (the bundle itself uses build/site below)
fi
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    echo "== installing PyInstaller into $VENV" >&2
    "$PY" -m pip install -q "pyinstaller>=6.10,<7"
fi

SITE="$ROOT/build/site"
WORK="$ROOT/build/pyinstaller"
DIST="$ROOT/dist"
echo "== installing the package into $SITE" >&2
# from a clean copy: setuptools keeps a build/ folder in the source tree, whose stale files would be
# installed too
SRC=$(mktemp -d)
trap 'rm -rf "$SRC"' EXIT
tar -C "$ROOT" --exclude=__pycache__ --exclude='*.pyc' \
    -cf - pyproject.toml setup.py README.md shogi_desktop resources i18n | tar -C "$SRC" -xf -
rm -rf "$SITE"
"$PY" -m pip install -q --no-deps --no-build-isolation --no-compile --target "$SITE" "$SRC"

echo "== running PyInstaller" >&2
SHOGI_DESKTOP_SITE="$SITE" SHOGI_DESKTOP_WORK="$WORK" \
    "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" "$ROOT/packaging/shogi-desktop.spec" >&2

BUNDLE="$DIST/shogi-desktop"
SHARE="$BUNDLE/share"
mkdir -p "$SHARE/applications" "$SHARE/metainfo"
cp "$ROOT/packaging/shogi-desktop.desktop" "$SHARE/applications/"
cp "$ROOT/packaging/io.github.shogi_desktop.ShogiDesktop.metainfo.xml" "$SHARE/metainfo/"
cp -r "$ROOT/packaging/icons" "$SHARE/"
echo "$BUNDLE/shogi-desktop"
