"""The documentation builds strictly (every warning fails), its internal links resolve, and a
newcomer reaches every game, notebook and API page from the front page.

The build is Sphinx + MyST-NB with the options of docs/conf.py: ``-W --keep-going -n``
(warnings are errors, nitpicky cross-references). Notebooks are rendered with their committed
outputs; nothing is fetched from the network.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


class Links(HTMLParser):
    """A page's links (``a href``, ``img``/``script src``), or only those inside the ``<div>``
    of class ``within``."""

    def __init__(self, within: str | None = None):
        super().__init__()
        self.links: list[str] = []
        self.within = within
        self.depth = 0  # open <div>s since the ``within`` one's (0: outside it)

    def handle_starttag(self, tag, attrs):
        if self.within and tag == "div":
            if self.depth or self.within in (dict(attrs).get("class") or "").split():
                self.depth += 1
            return
        if self.within and not self.depth:
            return
        for name, value in attrs:
            if value and (
                (tag == "a" and name == "href") or (tag in ("img", "script") and name == "src")
            ):
                self.links.append(value)

    def handle_endtag(self, tag):
        if tag == "div" and self.depth:
            self.depth -= 1


def links_of(page: Path, within: str | None = None) -> list[str]:
    parser = Links(within)
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.links


# ``build`` (the site, built once per session) comes from tests/docs/conftest.py.
pytestmark = pytest.mark.xdist_group("docs")


@pytest.fixture(scope="module")
def site(build):
    html, proc = build
    if not (html / "index.html").exists():
        pytest.fail(f"the docs build wrote no site:\n{proc.stderr[-20000:]}")
    return html


def test_strict_build_has_no_warnings(build):
    # -W --keep-going: the build goes to the end, then fails on any warning (listed here).
    _, proc = build
    assert proc.returncode == 0, (
        f"strict docs build failed:\n{proc.stderr[-20000:]}\n{proc.stdout[-5000:]}"
    )


def test_every_local_link_resolves(site):
    broken = []
    pages = sorted(site.rglob("*.html"))
    assert len(pages) > 10
    for page in pages:
        for link in links_of(page):
            parts = urlsplit(link)
            if (
                parts.scheme
                or parts.netloc
                or link.startswith(("#", "mailto:", "data:", "javascript:"))
            ):
                continue
            if not parts.path:
                continue
            target = (page.parent / unquote(parts.path)).resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page.relative_to(site)} -> {link}")
    assert not broken, "broken links:\n" + "\n".join(broken)


def navigation_of(page: Path) -> set[Path]:
    """The pages that ``page``'s navigation tree (furo's ``sidebar-tree``) links to, as files."""
    return {
        (page.parent / urlsplit(link).path).resolve()
        for link in links_of(page, within="sidebar-tree")
    }


def test_pages_that_are_no_document_show_the_whole_navigation(site):
    # docs/conf.py builds the navigation of the pages that are no document (the source pages,
    # the index) once per folder depth: from any depth it must reach the pages that a
    # document's navigation reaches (the front page's).
    expected = navigation_of(site / "index.html")
    assert (site / "games" / "yum.html").resolve() in expected
    sources = sorted((site / "_modules").rglob("*.html"))
    depths = {page.relative_to(site).as_posix().count("/") for page in sources}
    assert {1, 3} <= depths, depths
    for page in [site / "genindex.html", site / "search.html", *sources]:
        assert navigation_of(page) == expected, page.relative_to(site)


def test_front_page_reaches_every_game_notebook_and_api_page(site):
    index = links_of(site / "index.html")
    reached = {urlsplit(link).path for link in index}
    games = sorted(  # a game is a folder with a game.py (classroom, engine and ui are not)
        p.name for p in (ROOT / "tabletop_widgets").iterdir() if (p / "game.py").exists()
    )
    wanted = {f"games/{g}.html" for g in games}
    wanted |= {f"notebooks/{nb.stem}.html" for nb in (ROOT / "notebooks").glob("*.ipynb")}
    wanted |= {
        f"api/modules/{name}.html"
        for name in [
            "engine",
            "ui",
            "classroom",
            *(g for g in games if (ROOT / "tabletop_widgets" / g / "__init__.py").exists()),
        ]
    }
    wanted |= {
        "getting-started.html",
        "teachers.html",
        "architecture.html",
        "contributing.html",
        "running.html",
        "api/index.html",
    }
    missing = sorted(wanted - reached)
    assert not missing, f"not linked from the front page: {missing}"
    for name in wanted:
        assert (site / name).exists(), name


def test_notebooks_are_rendered_with_their_outputs(site):
    for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
        html = (site / "notebooks" / f"{nb.stem}.html").read_text(encoding="utf-8")
        assert "cell_output" in html, f"{nb.name} rendered without outputs"
        assert not re.search(r"object at 0x[0-9a-f]+", html), nb.name


def test_api_reference_documents_the_public_api(site):
    engine = (site / "api" / "modules" / "engine.html").read_text(encoding="utf-8")
    for name in ["Game", "Match", "simulate", "RandomBot", "IllegalMove"]:
        assert f'id="tabletop_widgets.engine.{name}"' in engine, name
    yum = (site / "api" / "modules" / "yum.html").read_text(encoding="utf-8")
    assert 'id="tabletop_widgets.yum.score"' in yum
    assert 'id="tabletop_widgets.yum.YumWidget"' in yum


def test_readme_links_resolve_and_binder_badge_opens_the_yum_tutorial():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)\s]+)\)", readme)
    local = [t for t in targets if not urlsplit(t).scheme and not t.startswith("#")]
    assert any(t.startswith("docs/") for t in local)
    missing = [t for t in local if not (ROOT / urlsplit(t).path).exists()]
    assert not missing, missing
    assert (
        "https://mybinder.org/v2/gh/tabletop-widgets/tabletop_widgets/main?urlpath=lab/tree/notebooks/yum_tutorial.ipynb"
        in readme
    )


def test_examples_in_the_pages_are_true():
    # The ">>>" examples of the hand-written pages (rules summaries, ...) run as doctests.
    import doctest

    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    ran = 0
    for page in sorted(DOCS.rglob("*.md")):
        if any(part.startswith(("_", ".")) for part in page.relative_to(DOCS).parts):
            continue
        # A code fence ends an example's expected output, as a blank line does.
        text = re.sub(r"^\s*(```|~~~).*$", "", page.read_text(encoding="utf-8"), flags=re.M)
        test = parser.get_doctest(text, {}, str(page.relative_to(ROOT)), str(page), 0)
        ran += len(test.examples)
        runner.run(test)
    assert ran >= 5
    assert runner.failures == 0, f"{runner.failures} example(s) failed; see the output above"
