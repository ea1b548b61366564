#!/usr/bin/env bash
# Set-up and everyday tasks for tabletop_widgets on a fresh Debian machine with Python 3.10+ and Node 18+.
#
#   ./dev.sh lab    install everything and open the tutorials in JupyterLab
#   ./dev.sh test   install everything (Debian's chromium too) and run the whole test suite
#   ./dev.sh build  rebuild the front-end bundles after editing widget.js / the kit
#   ./dev.sh bench  run the benchmarks and print their table
#
# Everything Python goes into ./.venv (override with VENV=...).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
VENV="${VENV:-.venv}"
PY="$VENV/bin/python"

say() { printf '\n== %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

setup_python() {
  local extras="$1"
  if [ ! -x "$PY" ]; then
    say "creating $VENV"
    python3 -m venv "$VENV"
  fi
  say "installing tabletop_widgets[$extras] into $VENV"
  "$PY" -m pip install --quiet --disable-pip-version-check -e ".[$extras]"
}

setup_node() {
  if [ ! -x node_modules/.bin/esbuild ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing the front-end build tools (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

setup_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    say "installing Debian's chromium for the browser tests"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
  fi
}

case "${1:-help}" in
  lab)
    shift
    setup_python lab
    say "opening the tutorials in JupyterLab"
    exec "$VENV/bin/jupyter" lab "$@" notebooks/yum_tutorial.ipynb
    ;;
  test)
    shift
    setup_python test
    setup_node
    setup_chromium
    say "lint (ruff)"
    "$VENV/bin/ruff" check .
    "$VENV/bin/ruff" format --check .
    say "front-end bundles are up to date"
    node scripts/build_frontend.mjs --check
    say "tests: rules, properties, widgets, front end, real JupyterLab, docs, Binder + notebooks (strict nbval)"
    exec "$VENV/bin/pytest" -n 2 --dist loadgroup -p no:cacheprovider tests "$@"
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
    sed -n '2,9p' "$0"
    exit 2
    ;;
esac
