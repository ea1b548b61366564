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

# Python writes each module's compiled bytecode next to it the first time it imports it, unless
# PYTHONDONTWRITEBYTECODE is set; some machines' images set it. Then every process compiles every
# module it imports, at every start: importing JupyterLab's server, the table server, numpy,
# scipy.stats, matplotlib, Sphinx, JupyterHub and Voila took 11.6 s against 7.0 s with bytecode
# written, and the test suite starts many such processes (Jupyter servers, kernels, table
# servers, nbval's workers).
unset PYTHONDONTWRITEBYTECODE

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# uv installs the packages: a fresh install of the test extra took pip 100 s (63 s resolving, one
# index request after another, then 40 s installing 185 packages); uv, which fetches in parallel
# and links files from its cache, installs the same versions in about 12 s with an empty cache.
# It lives in .venv (pip installs it there, a few seconds, once), and installs into any venv.
# Shown as it comes (sed -u): what it resolved, each large download as it starts, what it built
# and installed, and any error; not the line per package it adds.
uv_install() {
  local python="$1"
  shift
  "$PY" -m uv pip install --python "$python" "$@" 2>&1 |
    sed -u -e '/^ [-+~] /d' -e '/^Using Python /d' -e '/^ *Downloaded /d' -e 's/^ */   /'
}

# $VENV, with uv in it.
setup_uv() {
  if [ ! -x "$PY" ]; then
    say "creating $VENV"
    python3 -m venv "$VENV"
  fi
  if ! "$PY" -c "import uv" 2>/dev/null; then
    say "installing uv (the package installer) into $VENV"
    "$PY" -m pip install --disable-pip-version-check -q uv \
      2> >(grep -v "^WARNING: Location '.*' is ignored: it is neither a file nor a directory\.$" >&2)
  fi
}

setup_python() {
  local extras="$1"
  setup_uv
  say "installing tabletop_widgets[$extras] into $VENV"
  uv_install "$PY" -e ".[$extras]"
  # The JupyterLite build tools put a JupyterLab extension into the venv that breaks JupyterLab
  # ("Shared module @jupyterlite/services doesn't exist"): they live in $LITE_VENV only.
  if "$PY" -m uv pip show --python "$PY" jupyterlite-pyodide-kernel >/dev/null 2>&1; then
    say "removing the JupyterLite build tools from $VENV (they live in $LITE_VENV)"
    "$PY" -m uv pip uninstall --python "$PY" -q jupyterlite-pyodide-kernel jupyterlite-core
  fi
}

setup_lite() {
  if [ ! -x "$LITE_VENV/bin/python" ]; then
    say "creating $LITE_VENV for the JupyterLite build (tests/docs)"
    python3 -m venv "$LITE_VENV"
  fi
  say "installing tabletop_widgets[lite] into $LITE_VENV"
  uv_install "$LITE_VENV/bin/python" -e ".[lite]"
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

# Jupyter logs only warnings (the address to open is printed all the same): what a newcomer
# sees is the set-up, one line on serving a class, and that address. $1: the application class.
quiet_flags() {
  echo "--ServerApp.log_level=WARN --$1.log_level=WARN"
}

case "${1:-help}" in
  lab)
    shift
    # lab + classroom: every command of the README works after this (tabletop-widgets serve too).
    setup_python lab,classroom
    say "opening the Yum tutorial in JupyterLab (Ctrl+C twice to stop)"
    echo "   to play with a class: $VENV/bin/tabletop-widgets serve --lan (docs/run-a-class.md)"
    # The address it prints opens the first tutorial; only warnings are logged; no news pop-up.
    # shellcheck disable=SC2046
    exec "$VENV/bin/jupyter" lab $(root_flags) $(quiet_flags LabApp) \
      --LabApp.default_url=/lab/tree/yum_tutorial.ipynb \
      --LabApp.news_url=None --LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate \
      "$@" notebooks/yum_tutorial.ipynb
    ;;
  notebook)
    shift
    setup_python lab,classroom
    say "opening the Yum tutorial in Notebook 7 (Ctrl+C twice to stop)"
    echo "   to play with a class: $VENV/bin/tabletop-widgets serve --lan (docs/run-a-class.md)"
    # shellcheck disable=SC2046
    exec "$VENV/bin/jupyter" notebook $(root_flags) $(quiet_flags JupyterNotebookApp) \
      --JupyterNotebookApp.default_url=/notebooks/yum_tutorial.ipynb \
      "$@" notebooks/yum_tutorial.ipynb
    ;;
  test)
    shift
    # The npm tools, then .venv-lite (once .venv has uv), install alongside .venv, each on its own
    # (uv and npm mostly wait on the network); their logs follow .venv's, so lines never interleave.
    say "setting up the front-end build tools and $LITE_VENV (the JupyterLite build tools) alongside (their logs follow .venv's)"
    lite_log="$(mktemp)"
    node_log="$(mktemp)"
    lite_pid="" node_pid=""
    trap 'kill $lite_pid $node_pid 2>/dev/null || true; rm -f "$lite_log" "$node_log"' EXIT
    setup_node >"$node_log" 2>&1 &
    node_pid=$!
    setup_uv
    setup_lite >"$lite_log" 2>&1 &
    lite_pid=$!
    setup_python test
    lite_ok=0 node_ok=0
    wait "$lite_pid" || lite_ok=$?
    wait "$node_pid" || node_ok=$?
    cat "$lite_log" "$node_log"
    trap - EXIT
    rm -f "$lite_log" "$node_log"
    if [ "$lite_ok" != 0 ] || [ "$node_ok" != 0 ]; then
      echo "dev.sh: setting up $LITE_VENV or the front-end build tools failed (above)" >&2
      exit 1
    fi
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
