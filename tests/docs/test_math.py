"""The documentation site renders math, with MathJax served from the site itself.

MyST's ``dollarmath`` and ``amsmath`` turn ``$...$`` and ``$$...$$`` in the pages and notebooks
into math elements, and docs/conf.py copies npm's ``mathjax`` package into the site's _static
(no CDN: classrooms and this machine are often offline). Checked here: no raw TeX (``$$``,
``\\frac``, ``$\\``) reaches the HTML outside math elements (and code), every page loads MathJax
from _static, and, in headless Chromium with the network cut off, a formula of the Yum lesson
is typeset as a real fraction.
"""

from __future__ import annotations

import io
import re
from html.parser import HTMLParser
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.xdist_group("docs")

RAW_TEX = re.compile(r"\$\$|\\frac|\$\\")
SKIPPED_TAGS = {"script", "style", "pre", "code", "textarea", "title"}
VOID = {"br", "img", "hr", "meta", "link", "input", "source", "wbr", "area", "base", "col"}


class TextOutsideMath(HTMLParser):
    """The page's text outside math elements, scripts and code."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[bool] = []  # per open element: is it (inside) math or code?
        self.text: list[str] = []
        self.math_elements = 0

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        skip = tag in SKIPPED_TAGS or "math" in classes or "highlight" in classes
        self.math_elements += "math" in classes
        self.stack.append(skip or (bool(self.stack) and self.stack[-1]))

    def handle_endtag(self, tag):
        if tag not in VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data):
        if not (self.stack and self.stack[-1]):
            self.text.append(data)


def scan(page: Path) -> TextOutsideMath:
    parser = TextOutsideMath()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


@pytest.fixture(scope="module")
def site(build):
    html, proc = build
    if not (html / "index.html").exists():
        pytest.fail(f"the docs build wrote no site:\n{proc.stderr[-20000:]}")
    return html


def test_no_raw_tex_outside_math_elements(site):
    raw = []
    for page in sorted(site.rglob("*.html")):
        parsed = scan(page)
        for line in "".join(parsed.text).splitlines():
            if RAW_TEX.search(line):
                raw.append(f"{page.relative_to(site)}: {line.strip()[:120]}")
    assert not raw, "raw TeX in the HTML:\n" + "\n".join(raw[:40])


def test_the_lessons_formulas_are_math_elements(site):
    yum = scan(site / "notebooks" / "yum_lesson.html")
    assert yum.math_elements >= 10, yum.math_elements
    for name in ("gyumi_lesson", "gnumies_lesson", "carousel_lesson", "gin_rummy_lesson"):
        assert scan(site / "notebooks" / f"{name}.html").math_elements >= 2, name


def test_mathjax_is_served_from_the_site(site):
    page = (site / "notebooks" / "yum_lesson.html").read_text(encoding="utf-8")
    sources = re.findall(r'<script[^>]*src="([^"]*mathjax[^"]*)"', page, flags=re.I)
    assert sources, "the page loads no MathJax"
    for src in sources:
        assert not re.match(r"(https?:)?//", src), f"MathJax from the network: {src}"
        assert (site / "notebooks" / src.split("?")[0]).resolve().is_file(), src
    fonts = list((site / "_static" / "mathjax" / "output" / "chtml" / "fonts").rglob("*.woff"))
    assert fonts, "MathJax's fonts are not in the site"


@pytest.fixture(scope="module")
def browser(chromium_browser):
    return chromium_browser


@pytest.mark.browser
def test_a_formula_is_typeset_offline_in_a_real_browser(site, browser, tmp_path):
    from PIL import Image

    context = browser.new_context(viewport={"width": 1000, "height": 800})
    requests: list[str] = []
    context.route(
        "**/*",
        lambda route: (
            requests.append(route.request.url),
            route.continue_()
            if route.request.url.startswith(("file:", "data:"))
            else route.abort(),
        ),
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.goto((site / "notebooks" / "yum_lesson.html").as_uri())
        page.wait_for_function(
            "() => window.MathJax && MathJax.startup && MathJax.startup.promise", timeout=10000
        )
        page.evaluate("() => MathJax.startup.promise")
        # The lesson's first inline fraction (5!/(m1!...m6!)), typeset by MathJax.
        fraction = page.locator("mjx-container:has(mjx-mfrac)").first
        fraction.wait_for(timeout=10000)
        box = fraction.bounding_box()
        font = page.locator("p:has(mjx-mfrac)").first.evaluate(
            "p => parseFloat(getComputedStyle(p).fontSize)"
        )
        shot = fraction.screenshot(path=str(tmp_path / "fraction.png"))
        text = page.evaluate("() => document.body.innerText")
    finally:
        context.close()
    assert not errors, errors
    offsite = [u for u in requests if not u.startswith(("file:", "data:"))]
    assert not offsite, f"the page asked the network for {offsite}"
    assert "\\frac" not in text and "$$" not in text
    # A typeset fraction stacks two rows of digits: taller than the text's em, and it has ink.
    assert box and box["height"] > 1.15 * font and box["width"] > 40, (box, font)
    ink = np.array(Image.open(io.BytesIO(shot)).convert("L")) < 128
    assert ink.any(axis=1).sum() >= 10, "the fraction's screenshot is (nearly) blank"
    # The bar: one row of ink much wider than the digits' rows (the fraction line).
    widest = ink.sum(axis=1).max()
    assert widest >= 0.6 * ink.shape[1], "no fraction bar in the rendered formula"
