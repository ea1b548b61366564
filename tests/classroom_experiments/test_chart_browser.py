"""The teacher's live chart in Chromium: the page follows the class, the widget draws a summary."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom import experiments as ex
from tabletop_widgets.classroom.teacher_chart import (
    WIDGET_ESM,
    experiment_routes,
    experiment_summary,
)

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def page(browser_page):
    browser_page.set_viewport_size({"width": 900, "height": 800})
    return browser_page


def play_turns(seat, turns):
    for _ in range(turns):
        seat.act({"type": "roll", "hold": []})
        seat.act(next(a for a in seat.legal if a["type"] == "score"))


def test_the_page_starts_a_run_and_follows_the_class(page):
    server = classroom.serve(extra_routes=experiment_routes())
    try:
        url, token = server.url, server.teacher_token
        page.goto(f"{url}/experiments?token={token}")
        page.select_option("#pick", "carousel-group-dealt")
        page.click("#start")
        page.wait_for_url(re.compile(r".*/experiments/[0-9a-f]+\?token=.*"))
        run = page.url.split("/experiments/")[1].split("?")[0]
        # The exact value is drawn before any data arrives.
        page.wait_for_selector("[data-testid=reference]", state="attached")
        assert "37.5 %" in page.inner_text("#chart")
        codes = [
            classroom.create_room(url, "carousel", 2, bots={1: "random"}, token=token)
            for _ in range(3)
        ]
        seats = [classroom.join(url, code, name=f"Student {i}") for i, code in enumerate(codes)]
        summary = experiment_summary(url, run, token)
        assert summary["n"] == 3  # one dealt hand each (the bots' hands do not count)
        # The page polls every 2 s: wait for the poll that sees all three students.
        page.wait_for_function(
            "() => (document.querySelector('[data-testid=pooled-text]') || {}).textContent"
            "?.includes('from 3 deals in 3 room(s)')",
            timeout=10000,
        )
        assert page.query_selector("[data-testid=pooled]")
        assert len(page.query_selector_all("circle[r]")) >= 3 + 1  # 3 students + the class
        csv = page.evaluate(
            "async (u) => (await fetch(u)).text()",
            f"{url}/api/experiments/{run}/records.csv?token={token}",
        )
        assert csv.count("\n") == 4 and "Student 0" in csv
        for s in seats:
            s.close()
    finally:
        server.stop()


def test_the_widget_front_end_draws_a_summary(page):
    records = [
        {"experiment": "yum-five-of-a-kind", "room": "R", "seat": s, "student": f"S{s}",
         "index": i, "value": float((s + i) % 9 == 0), "chance": None}
        for s in range(6) for i in range(13)
    ]  # fmt: skip
    summary = ex.summarize("yum-five-of-a-kind", records)
    page.set_content("<div id=el></div>")
    page.add_script_tag(content=f"window.ESM = {WIDGET_ESM!r};".replace("\\n", "\\n"))
    page.evaluate(
        """async (summary) => {
          const url = URL.createObjectURL(new Blob([window.ESM], {type: "text/javascript"}));
          const mod = await import(url);
          const handlers = {};
          const model = { get: (k) => summary, on: (e, f) => { handlers[e] = f; } };
          mod.default.render({ model, el: document.getElementById("el") });
        }""",
        summary,
    )
    text = page.inner_text("#el")
    hits = int(sum(r["value"] for r in records))
    assert "Five of a kind within three rolls" in text
    assert f"{100 * hits / len(records):.1f} %" in text
    assert "347897/7558272" in text
    assert len(page.query_selector_all("#el svg circle")) == 6 + 1


def test_a_mean_experiment_is_drawn_in_its_units(page):
    records = [
        {"experiment": "gin-turns-to-knock", "room": "R", "seat": s % 2, "student": f"S{s}",
         "index": s, "value": float(8 + 3 * s), "chance": None}
        for s in range(5)
    ]  # fmt: skip
    summary = ex.summarize("gin-turns-to-knock", records)
    page.set_content("<div id=el></div>")
    page.add_script_tag(content=f"window.ESM = {WIDGET_ESM!r};")
    page.evaluate(
        """async (summary) => {
          const url = URL.createObjectURL(new Blob([window.ESM], {type: "text/javascript"}));
          const mod = await import(url);
          const model = { get: () => summary, on: () => {} };
          mod.default.render({ model, el: document.getElementById("el") });
        }""",
        summary,
    )
    text = page.inner_text("[data-testid=pooled-text]")
    assert "14.0 (95 % interval" in text and "from 5 hands" in text and "%)" not in text
    assert f"{summary['reference']['value']:.1f} —" in text  # the bots' simulated mean
