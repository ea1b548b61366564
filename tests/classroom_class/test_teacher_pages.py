"""The teacher's pages on a tablet (issue 39): every control of the dashboard, the experiments
page and the projector at least 44×44 px at 1024×768, and axe-core finds nothing serious or
critical on them, in light and in dark (and each page is really dark in the dark scheme)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import httpx
import pytest

from tabletop_widgets import classroom

pytestmark = pytest.mark.browser
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True}
PAGES = {
    "dashboard": "body[data-ready=true]",
    "experiments": ".xp-bar",
    "projector": "[data-testid=proj-code]",
}


def tap_targets():
    name = "tabletop_tests_tap_targets"
    if name not in sys.modules:
        path = Path(__file__).resolve().parents[1] / "browser" / "tap_targets.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture(scope="module")
def class_server():
    server = classroom.serve()
    teacher = {"Authorization": f"Bearer {server.teacher_token}"}
    body = {"game": "gin_rummy", "tables": 3, "seats": 2, "names": ["Ada", None, "Bo"]}
    codes = httpx.post(f"{server.url}/api/dashboard/rooms", json=body, headers=teacher).json()
    httpx.post(f"{server.url}/api/class/join", json={"code": codes["codes"][0], "name": "Ada"})
    yield server
    server.stop()


@pytest.mark.parametrize("name", sorted(PAGES))
def test_every_teacher_control_is_at_least_44_px_on_a_tablet(browser, class_server, name):
    context = browser.new_context(**TABLET)
    try:
        page = context.new_page()
        page.goto(f"{class_server.url}/{name}?token={class_server.teacher_token}")
        page.wait_for_selector(PAGES[name])
        page.evaluate("() => document.querySelectorAll('details').forEach((d) => d.open = true)")
        found = tap_targets().controls(page, "body")
        assert found, "no control measured"
        small = [
            f"{c['name']} {c['width']}×{c['height']}"
            for c in found
            if min(c["width"], c["height"]) < 43.5
        ]
        assert not small, (
            f"{name}: {len(small)} of {len(found)} controls under 44 px:\n" + "\n".join(small)
        )
    finally:
        context.close()


#: The lightness (0 black to 1 white) of the page's main surface: the outermost .tw-root, or
#: the body, whichever paints a background first.
SURFACE_LIGHTNESS = """() => {
  for (const node of [document.querySelector('.tw-root'), document.body].filter(Boolean)) {
    const colour = getComputedStyle(node).backgroundColor;
    const [r, g, b, a = 1] = colour.match(/[\\d.]+/g).map(Number);
    if (a > 0) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  }
  return 1;
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_on_the_class_pages(browser, class_server, scheme):
    chromium = sys.modules["tabletop_tests_chromium"]  # loaded by the chromium_browser fixture
    context = browser.new_context(**TABLET, color_scheme=scheme)
    try:
        page = context.new_page()
        found = {}
        for name, ready in PAGES.items():
            page.goto(f"{class_server.url}/{name}?token={class_server.teacher_token}")
            page.wait_for_selector(ready)
            page.evaluate(
                "() => document.querySelectorAll('details').forEach((d) => d.open = true)"
            )
            violations = chromium.axe_violations(page)
            if violations:
                found[name] = chromium.axe_report(violations)
            # the page wears the scheme: its main surface is dark in dark, light in light
            light = page.evaluate(SURFACE_LIGHTNESS)
            if (light < 0.5) != (scheme == "dark"):
                found[name] = f"its surface has lightness {light:.2f} in the {scheme} scheme"
        assert not found, "\n".join(f"{n}:\n{r}" for n, r in found.items())
    finally:
        context.close()
