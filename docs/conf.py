"""Sphinx configuration for the tabletop_widgets documentation.

Build it strictly (tests/docs/test_docs_build.py does exactly this)::

    .venv/bin/python -m sphinx -W --keep-going -n -b html docs docs/_build/html

Nothing here needs the network: notebooks are rendered with the outputs they were
committed with (``nb_execution_mode = "off"``), there is no intersphinx and no
external link check.

Pages that follow the repository are generated at the start of every build, into
git-ignored places, from what exists when the build runs:

- ``docs/notebooks/*.ipynb``: copies of ``notebooks/*.ipynb`` (Sphinx only reads
  files under ``docs/``);
- ``docs/_generated/<game>-notebooks.md``: the toctree of a game's tutorial and
  lesson, included by ``docs/games/<game>.md`` (only notebooks that exist are listed);
- ``docs/api/modules/*.md``: one API page per package (engine, ui, each game).

So a new game needs only its ``docs/games/<game>.md`` page; a notebook that lands
later appears by itself.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT))

# -- Project -------------------------------------------------------------------------

project = "tabletop_widgets"
author = "tabletop_widgets developers"
copyright = "tabletop_widgets developers, MIT licence"  # noqa: A001

import tabletop_widgets  # noqa: E402

release = version = tabletop_widgets.__version__

# -- Extensions ----------------------------------------------------------------------

extensions = [
    "myst_nb",  # Markdown (MyST) pages and notebooks
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
]

root_doc = "index"
exclude_patterns = ["_build", "_generated", "Thumbs.db", ".DS_Store", "**/.ipynb_checkpoints"]

# -- MyST and MyST-NB ------------------------------------------------------------------

# dollarmath/amsmath: $...$, $$...$$ and \begin{align} in pages and notebooks become math.
myst_enable_extensions = ["colon_fence", "deflist", "html_image", "dollarmath", "amsmath"]
myst_heading_anchors = 3
nb_execution_mode = "off"  # notebooks are committed with their outputs (checked by nbval)
# Widget outputs have no saved widget state (scripts/execute_notebooks.py strips it), so a
# static page cannot draw them: show their deterministic text repr instead, and load no
# widget JavaScript from a CDN.
nb_mime_priority_overrides = [
    ("html", "application/vnd.jupyter.widget-view+json", None),
    ("html", "application/vnd.jupyter.widget-state+json", None),
]
nb_ipywidgets_js = {}

# -- Autodoc ---------------------------------------------------------------------------

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}

# -- Strict mode: nitpicky, with precise exceptions -------------------------------------

nitpicky = True
# Source pages for our own modules only: type aliases (State = dict[...]) are not followed
# to the builtins they name.
viewcode_follow_imported_members = False
# Types from the standard library and third-party packages: there is no intersphinx (no
# network), so references to them cannot resolve. Our own names must all resolve.
nitpick_ignore_regex = [
    # The lesson tools have no API page (they serve the lesson notebooks); the games'
    # lesson.py signatures name their types.
    (r"py:.*", r"tabletop_widgets\.lessons(\..*)?"),
    (r"py:.*", r"babel(\..*)?"),
    (
        r"py:.*",
        r"(typing|typing_extensions|collections|collections\.abc|random|concurrent\.futures|pathlib|os|abc|json|enum|dataclasses|numbers|fractions|argparse|decimal)\..*",
    ),
    (r"py:.*", r"(numpy|np|scipy|traitlets|anywidget|ipywidgets|tqdm|IPython)(\..*)?"),
    # The table server's libraries (tabletop_widgets.classroom) and the stdlib it runs on.
    (
        r"py:.*",
        r"((starlette|uvicorn|websockets|redis|threading|asyncio|sqlite3)(\..*)?|HTTPConnection|WebSocket|BaseRoute|Starlette)",
    ),
    (
        r"py:class",
        r"(Any|Callable|Iterable|Iterator|Sequence|Mapping|Counter|Random|Executor|Path|ClassVar|NDArray|Literal|Optional|Union)",
    ),
    (r"py:class", r"tabletop_widgets\.engine\.rng\.T"),  # the TypeVar of rng.shuffle
    # Type aliases named in signatures (documented as data beside them, not as classes).
    (r"py:class", r"Start"),  # gin_rummy.playouts: a position to play on
    # The table server's internals named in the signatures of what the classroom package
    # exports (a room in memory, the auth hook's type, the stores' shared record writes, the
    # parts ``Rooms`` is assembled from):
    # documented in their modules' source.
    (
        r"py:class",
        r"(tabletop_widgets\.classroom\.server\.((rooms|room)\.(Room|Frame|Connection)|store\.RecordChanges|(catch_up|move_authority|lifecycle|seating|room_frames)\.\w+)|Auth)",
    ),
    # Private helpers (e.g. a bots module's private base class, shown by show-inheritance)
    # are deliberately left out of the reference.
    (r"py:class", r"tabletop_widgets(\.\w+)*\._\w+"),
    (
        r"py:class",
        r"(None|NoneType|int|float|str|bool|bytes|dict|list|tuple|set|frozenset|object|type|Exception|ValueError)",
    ),
]

# -- HTML ------------------------------------------------------------------------------

html_theme = "furo"
html_title = "tabletop_widgets"
html_static_path: list[str] = ["_generated/static"]

# -- Math: MathJax 3 served from the site itself -----------------------------------------
# Classrooms are often offline, and so is the test machine: no CDN. npm's ``mathjax`` package
# (a devDependency in package.json, installed by ``npm ci``) is copied into
# ``_generated/static/mathjax`` at every build, and Sphinx copies that into the site's _static.
# A relative ``mathjax_path`` is relative to _static.
MATHJAX_SOURCE = ROOT / "node_modules" / "mathjax" / "es5"
MATHJAX_FILES = ["tex-chtml.js", "output/chtml/fonts/woff-v2", "input/tex/extensions"]
mathjax_path = "mathjax/tex-chtml.js"
html_show_sourcelink = False

# -- Generated pages --------------------------------------------------------------------


def game_packages() -> list[str]:
    """Game folders: importable packages with a ``game.py`` (not engine, ui or classroom)."""
    pkg = ROOT / "tabletop_widgets"
    return sorted(
        p.name for p in pkg.iterdir() if (p / "__init__.py").exists() and (p / "game.py").exists()
    )


def game_pages() -> list[str]:
    """Games with a documentation page (docs/games/<game>.md)."""
    return sorted(p.stem for p in (DOCS / "games").glob("*.md") if p.stem != "index")


def _write(path: Path, text: str) -> None:
    # Rewrite only on change, so Sphinx's incremental build stays incremental.
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def _sync_notebooks() -> list[str]:
    src = ROOT / "notebooks"
    dst = DOCS / "notebooks"
    dst.mkdir(exist_ok=True)
    names = sorted(p.name for p in src.glob("*.ipynb")) if src.is_dir() else []
    for name in names:
        data = (src / name).read_bytes()
        target = dst / name
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    for stale in dst.glob("*.ipynb"):
        if stale.name not in names:
            stale.unlink()
    return [Path(n).stem for n in names]


NOTEBOOK_KINDS = [("tutorial", "Tutorial"), ("lesson", "Lesson")]


def _notebook_includes(notebooks: list[str]) -> None:
    for game in game_pages():
        mine = [f"{game}_{kind}" for kind, _ in NOTEBOOK_KINDS if f"{game}_{kind}" in notebooks]
        # Any other notebook named after the game (e.g. yum_solver.ipynb) comes after.
        mine += sorted(n for n in notebooks if n.startswith(game + "_") and n not in mine)
        if mine:
            entries = "\n".join(f"/notebooks/{n}" for n in mine)
            text = f"```{{toctree}}\n:maxdepth: 1\n\n{entries}\n```\n"
        else:
            text = (
                "The tutorial and the lesson for this game are not in the repository yet; "
                "they will appear here by themselves when they land in `notebooks/`.\n"
            )
        _write(DOCS / "_generated" / f"{game}-notebooks.md", text)


def _screenshots() -> None:
    for game in game_pages():
        image = DOCS / "images" / f"{game}.png"
        if image.exists():
            text = (
                f"```{{image}} /images/{game}.png\n:alt: The {game} widget in JupyterLab, "
                "captured by the browser tests\n```\n"
            )
        else:
            text = ""
        _write(DOCS / "_generated" / f"{game}-screenshot.md", text)


def _front_page_table(notebooks: list[str]) -> None:
    """The front page's table: every game with its page, notebooks and API page."""
    import re

    rows = ["| game | tutorial | lesson | API |", "|---|---|---|---|"]
    for game in game_pages():
        first = (DOCS / "games" / f"{game}.md").read_text(encoding="utf-8").splitlines()[0]
        title = re.sub(r"^#+\s*", "", first).strip()
        cells = [f"{{doc}}`{title} </games/{game}>`"]
        for kind, label in NOTEBOOK_KINDS:
            nb = f"{game}_{kind}"
            cells.append(f"{{doc}}`{label} </notebooks/{nb}>`" if nb in notebooks else "coming")
        api = f"{{doc}}`tabletop_widgets.{game} </api/modules/{game}>`"
        cells.append(api if game in game_packages() else "coming")
        rows.append("| " + " | ".join(cells) + " |")
    _write(DOCS / "_generated" / "games-table.md", "\n".join(rows) + "\n")


def _defined_in(mod, name: str, package: str) -> bool:
    """False for a class or function that ``package`` re-exports from elsewhere."""
    try:
        obj = getattr(mod, name)
    except Exception:  # e.g. a widget module that is not written yet: autodoc will say so
        return True
    if inspect.isclass(obj) or inspect.isfunction(obj):
        return obj.__module__.startswith(package)
    return True


def _api_page(package: str, title: str) -> str:
    """An API page: the package's public API (its ``__all__``), then each submodule's
    public classes and functions that the package does not re-export."""
    mod = importlib.import_module(package)
    exported = set(getattr(mod, "__all__", []))
    # Re-exports from elsewhere (e.g. a game exporting the engine's RandomBot) are documented
    # where they are defined, not twice.
    foreign = [n for n in getattr(mod, "__all__", []) if not _defined_in(mod, n, package)]
    lines = [
        f"# {title}",
        "",
        "```{eval-rst}",
        f".. automodule:: {package}",
        "   :members:",
        f"   :exclude-members: {', '.join(foreign)}" if foreign else "",
        "```",
        "",
    ]
    # Names loaded lazily by the package's __getattr__ (the widget classes, which import
    # anywidget) are not in its namespace, so ``:members:`` cannot see them: add them here.
    for name in getattr(mod, "__all__", []):
        if name in vars(mod) or name in foreign:
            continue
        try:
            obj = getattr(mod, name)
        except Exception:  # not written yet: autodoc reports it
            obj = None
        kind = "autofunction" if inspect.isfunction(obj) else "autoclass"
        lines += ["```{eval-rst}", f".. {kind}:: {package}.{name}", "```", ""]
    path = getattr(mod, "__path__", None)
    for info in pkgutil.iter_modules(path) if path else []:
        if info.name.startswith("_") or info.ispkg:
            continue
        sub = f"{package}.{info.name}"
        submod = importlib.import_module(sub)
        # Documented on the package already, or defined elsewhere (e.g. the engine's RandomBot
        # listed in a game's bots.__all__): not again.
        skip = sorted(
            {n for n in vars(submod) if n in exported}
            | {n for n in getattr(submod, "__all__", []) if not _defined_in(submod, n, package)}
        )
        lines += [f"## `{sub}`", "", "```{eval-rst}", f".. automodule:: {sub}"]
        if info.name in exported:
            # e.g. engine.simulate is both a module and the function the package exports:
            # the function keeps the name, the module's entry is not indexed.
            lines.append("   :no-index:")
        lines.append("   :members:")
        if skip:
            lines.append(f"   :exclude-members: {', '.join(skip)}")
        lines += ["```", ""]
    return "\n".join(lines)


def _api_pages() -> None:
    out = DOCS / "api" / "modules"
    wanted = {
        "engine": ("tabletop_widgets.engine", "The engine: `tabletop_widgets.engine`"),
        "ui": ("tabletop_widgets.ui", "The widget base: `tabletop_widgets.ui`"),
        "classroom": (
            "tabletop_widgets.classroom",
            "The table server: `tabletop_widgets.classroom`",
        ),
        "i18n": ("tabletop_widgets.i18n", "Languages: `tabletop_widgets.i18n`"),
    }
    for game in game_packages():
        wanted[game] = (f"tabletop_widgets.{game}", f"`tabletop_widgets.{game}`")
    for name, (package, title) in wanted.items():
        _write(out / f"{name}.md", _api_page(package, title))
    for stale in out.glob("*.md"):
        if stale.stem not in wanted:
            stale.unlink()


def _mathjax() -> None:
    """Copy MathJax (tex-chtml, its fonts and TeX extensions) into the site's static files."""
    if not (MATHJAX_SOURCE / "tex-chtml.js").exists():
        raise RuntimeError(
            f"MathJax not found at {MATHJAX_SOURCE}: run `npm ci` (package.json lists mathjax)"
        )
    dst = DOCS / "_generated" / "static" / "mathjax"
    for name in MATHJAX_FILES:
        src = MATHJAX_SOURCE / name
        files = [src] if src.is_file() else sorted(p for p in src.rglob("*") if p.is_file())
        for f in files:
            target = dst / f.relative_to(MATHJAX_SOURCE)
            if not target.exists() or target.stat().st_size != f.stat().st_size:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(f.read_bytes())


def generate() -> None:
    _mathjax()
    notebooks = _sync_notebooks()
    _notebook_includes(notebooks)
    _screenshots()
    _api_pages()
    _front_page_table(notebooks)


generate()


# -- One navigation tree per folder depth for the pages that are not documents -------------------
# Furo draws the whole site's navigation on every page, from Sphinx's toctree: a copy of every
# page's table of contents (the API pages' entries for every function and class included), about
# a quarter of the build. A document's tree marks that document as the current one, but the pages
# that are no document (viewcode's 47 source pages, the index, the search page) mark nothing, and
# their links differ only by how deep the page sits (``../../../rules/yum.html`` from any page three
# folders down): they share one tree per depth (the site is the same, byte for byte).
# tests/docs/test_docs_build.py checks that from every such page the navigation reaches exactly
# the pages that the front page's navigation reaches.


#: (folder depth, the toctree's arguments) -> the navigation's HTML, for one build.
_NAVIGATION: dict[tuple, str] = {}


def _share_navigation(app, pagename: str, templatename: str, context: dict, doctree) -> None:
    if pagename in app.env.all_docs or "toctree" not in context:
        return
    toctree, depth = context["toctree"], pagename.count("/")

    def shared(**kwargs):
        key = (depth, tuple(sorted(kwargs.items())))
        if key not in _NAVIGATION:
            _NAVIGATION[key] = toctree(**kwargs)
        return _NAVIGATION[key]

    context["toctree"] = shared


def setup(app):
    app.connect("builder-inited", lambda app: _NAVIGATION.clear())
    # Before furo's handler (priority 500), which asks the page's toctree for the navigation.
    app.connect("html-page-context", _share_navigation, priority=400)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
