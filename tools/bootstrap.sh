# Sourced by ./run and ./run-tests: make sure the system libraries Qt needs and a project
# virtualenv (.venv) with this package installed exist.  Safe to run again: it only does what is missing.
# Usage: bootstrap_system "pkg ..."; bootstrap_venv EXTRAS

_as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else return 1; fi
}

bootstrap_system() {
    # Install the Debian packages given as arguments that are not installed yet.
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing system packages: ${missing[*]}" >&2
    if ! { _as_root apt-get update -qq && _as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
        echo "Could not install ${missing[*]}: please run 'sudo apt-get install ${missing[*]}'" >&2
    fi
}

bootstrap_venv() {
    # $1: pip extras ("" or "[test]")
    local extras="$1"
    local stamp=".venv/.installed$extras"
    if [ ! -x .venv/bin/python ]; then
        python3 -m venv .venv 2>/dev/null || {
            bootstrap_system python3-venv
            python3 -m venv .venv
        }
    fi
    if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
        # pip's and the build backend's chatter (an editable install's warnings) goes to a log, shown
        # only when the installation fails.
        local log=".venv/pip-install.log"
        echo "Installing the Python packages into .venv (once; this can take a few minutes)" >&2
        if ! { .venv/bin/python -m pip install -q --upgrade pip && .venv/bin/python -m pip install -q -e ".$extras"; } \
                >"$log" 2>&1; then
            cat "$log" >&2
            echo "Could not install the application's Python packages into .venv (the log: $log)" >&2
            return 1
        fi
        touch "$stamp"
    fi
}

QT_RUNTIME_PACKAGES="libglib2.0-0 libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0 libpulse0"
QT_XCB_PACKAGES="libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1"
