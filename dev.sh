#!/usr/bin/env bash
# Set-up and everyday tasks for tabletop_widgets on a fresh Debian machine with Python 3.10+ and Node 18+.
#
#   ./dev.sh lab       install everything (the table server too) and open the tutorials in JupyterLab
#   ./dev.sh notebook  the same in Notebook 7
#   ./dev.sh test      install everything (Debian's chromium and redis too) and run the whole test suite
#   ./dev.sh build     rebuild the front-end bundles after editing widget.js / the kit
#   ./dev.sh bench     run the benchmarks and print their table
#
# Everything Python goes into ./.venv (override with VENV=...); the JupyterLite build tools go
# into their own ./.venv-lite (LITE_VENV=...), never into the venv that JupyterLab serves.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
VENV="${VENV:-.venv}"
PY="$VENV/bin/python"
LITE_VENV="${LITE_VENV:-.venv-lite}"

say() { printf '\n== %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# pip's output, one line per package it fetches (a warm venv prints nothing); errors unfiltered,
# except pip's note on each configured index folder that does not exist on this machine.
# --no-compile: Python compiles a module when it is first imported; compiling every installed
# file up front took a third of a fresh set-up (38 of 98 s for the test extra).
pip_install() {
  local python="$1"
  shift
  "$python" -m pip install --disable-pip-version-check --progress-bar off --no-compile "$@" \
    2> >(grep -v "^WARNING: Location '.*' is ignored: it is neither a file nor a directory\.$" >&2) |
    awk '/^Collecting /{print "   " $2; fflush()}
         /^Successfully installed/{n = NF - 2; print "   installed " n (n == 1 ? " package" : " packages"); fflush()}'
}

setup_python() {
  local extras="$1"
  if [ ! -x "$PY" ]; then
    say "creating $VENV (the first time takes a few minutes)"
    python3 -m venv "$VENV"
  fi
  say "installing tabletop_widgets[$extras] into $VENV"
  pip_install "$PY" -e ".[$extras]"
  # The JupyterLite build tools put a JupyterLab extension into the venv that breaks JupyterLab
  # ("Shared module @jupyterlite/services doesn't exist"): they live in $LITE_VENV only.
  if "$PY" -m pip show -q jupyterlite-pyodide-kernel >/dev/null 2>&1; then
    say "removing the JupyterLite build tools from $VENV (they live in $LITE_VENV)"
    "$PY" -m pip uninstall -y -q jupyterlite-pyodide-kernel jupyterlite-core
  fi
}

setup_lite() {
  if [ ! -x "$LITE_VENV/bin/python" ]; then
    say "creating $LITE_VENV for the JupyterLite build (tests/docs)"
    python3 -m venv "$LITE_VENV"
  fi
  say "installing tabletop_widgets[lite] into $LITE_VENV"
  pip_install "$LITE_VENV/bin/python" -e ".[lite]"
}

setup_node() {
  if [ ! -x node_modules/.bin/esbuild ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing the front-end build tools (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

setup_system() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium fonts-noto-color-emoji)
  command -v redis-server >/dev/null || missing+=(redis-server)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]} (Debian) for the browser and server tests"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

# Jupyter refuses to start as root without --allow-root (a container, a fresh Debian machine).
root_flags() {
  if [ "$(id -u)" = 0 ]; then
    echo "   running as root: adding --allow-root (Jupyter needs it for root)" >&2
    echo "--allow-root"
  fi
}

case "${1:-help}" in
  lab)
    shift
    # lab + classroom: every command of the README works after this (tabletop-widgets serve too).
    setup_python lab,classroom
    say "opening the tutorials in JupyterLab (Ctrl+C twice to stop)"
    # shellcheck disable=SC2046
    exec "$VENV/bin/jupyter" lab $(root_flags) "$@" notebooks/yum_tutorial.ipynb
    ;;
  notebook)
    shift
    setup_python lab,classroom
    say "opening the tutorials in Notebook 7 (Ctrl+C twice to stop)"
    # shellcheck disable=SC2046
    exec "$VENV/bin/jupyter" notebook $(root_flags) "$@" notebooks/yum_tutorial.ipynb
    ;;
  test)
    shift
    # .venv-lite and the npm tools install alongside .venv (pip and npm mostly wait on the
    # network); their logs follow once .venv is ready, so the lines never interleave.
    say "setting up $LITE_VENV (the JupyterLite build tools) and the front-end build tools alongside (their log follows .venv's)"
    side_log="$(mktemp)"
    (setup_lite; setup_node) >"$side_log" 2>&1 &
    side_pid=$!
    trap 'kill "$side_pid" 2>/dev/null || true' EXIT
    setup_python test
    if ! wait "$side_pid"; then
      cat "$side_log"
      echo "dev.sh: setting up $LITE_VENV or the front-end build tools failed (above)" >&2
      exit 1
    fi
    trap - EXIT
    cat "$side_log"
    rm -f "$side_log"
    setup_system
    say "lint (ruff)"
    "$VENV/bin/ruff" check --quiet .
    "$VENV/bin/ruff" format --check .
    say "front-end bundles are up to date"
    node scripts/build_frontend.mjs --check
    say "tests: rules, properties, widgets, front end + axe, JupyterLab + Notebook 7, Voilà, table server, Hub, Redis, docs, Binder + notebooks"
    # --no-loadscope-reorder: the workers take the slowest groups first (conftest.py, SLOW_FIRST).
    exec "$VENV/bin/pytest" -q -n 2 --dist loadgroup --no-loadscope-reorder -p no:cacheprovider tests "$@"
    ;;
  build)
    setup_node
    node scripts/build_frontend.mjs
    ;;
  bench)
    shift
    setup_python test
    exec "$PY" benchmarks/run.py "$@"
    ;;
  *)
    sed -n '2,11p' "$0"
    exit 2
    ;;
esac
