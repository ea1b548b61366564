"""The teacher's live chart in Chromium: the page follows the class, the widget draws a summary."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom.client.chart import experiment_summary, widget_esm
from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.records import json_safe

WIDGET_ESM = widget_esm()

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def page(browser_page):
    browser_page.set_viewport_size({"width": 900, "height": 800})
    return browser_page


def play_turns(seat, turns):
    """Turns played the Yum lesson's way: roll, keep the most common face, three rolls."""
    for _ in range(turns):
        seat.act({"type": "roll", "hold": []})
        for _ in range(2):
            dice = seat.view["dice"]
            if len(set(dice)) == 1:
                break
            face = max(set(dice), key=lambda d: (dice.count(d), d))
            seat.act({"type": "roll", "hold": [i for i, d in enumerate(dice) if d == face]})
        seat.act(next(a for a in seat.legal if a["type"] == "score"))


def test_the_page_starts_a_run_and_follows_the_class(page):
    """Without predictions: the run counts at once and the exact value is drawn from the start."""
    server = classroom.serve()
    try:
        url, token = server.url, server.teacher_token
        page.goto(f"{url}/experiments?token={token}")  # the link signs in: a session cookie
        assert page.url == f"{url}/experiments"  # and the token leaves the address bar
        page.select_option("[data-testid=xp-pick]", "yum-five-of-a-kind")
        page.uncheck("[data-testid=xp-predict]")
        assert page.input_value("[data-testid=xp-tables]") == "new"  # no Yum table is open
        page.click("[data-testid=xp-start]")
        page.wait_for_url(re.compile(r".*/experiments/[0-9a-f]+$"))
        run = page.url.split("/experiments/")[1].split("?")[0]
        # The exact value is drawn before any data arrives.
        page.wait_for_selector("[data-testid=reference]", state="attached")
        assert "4.6 %" in page.inner_text("#chart")
        assert page.inner_text("[data-testid=run-state]") == "Playing"
        assert not page.is_visible("[data-testid=xp-play]")
        assert not page.is_visible("[data-testid=xp-reveal]")
        codes = [
            classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token) for _ in range(3)
        ]
        seats = [classroom.join(url, code, name=f"Student {i}") for i, code in enumerate(codes)]
        for s in seats:
            play_turns(s, 1)
        summary = experiment_summary(url, run, token)
        assert summary["n"] == 3  # one turn each (the bots' turns do not count)
        # The page polls every 2 s: wait for the poll that sees all three students.
        page.wait_for_function(
            "() => (document.querySelector('[data-testid=pooled-text]') || {}).textContent"
            "?.includes('from 3 turns at 3 tables')",
            timeout=10000,
        )
        assert page.query_selector("[data-testid=pooled]")
        assert page.query_selector("[data-testid=interval]")  # 3 turns: a Wilson interval
        assert page.locator("[data-testid=student-dot]").count() == 3
        assert page.locator("[data-testid=prediction-dot]").count() == 0
        # No code names on the screen: no function calls, identifiers or experiment ids.
        text = page.inner_text("body")
        assert not re.search(r"\w+\.\w+\(|\b[a-z]+_[a-z_]+\b|yum-five", text), text
        assert "Student 0" not in text  # names only when the teacher asks
        csv = page.evaluate(
            "async (u) => (await fetch(u)).text()",
            f"{url}/api/experiments/{run}/records.csv",  # the page's cookie signs it in
        )
        assert csv.count("\n") == 4 and "Student 0" in csv
        page.click("[data-testid=xp-stop]")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=run-state]').textContent === 'Stopped'"
        )
        assert experiment_summary(url, run, token)["run"]["stopped"] is not None
        for s in seats:
            s.close()
    finally:
        server.stop()


def test_the_page_is_the_teachers(page):
    server = classroom.serve()
    try:
        response = page.goto(f"{server.url}/experiments")
        assert response.status == 403 and "teacher's link" in page.inner_text("body")
    finally:
        server.stop()


def test_the_widget_front_end_draws_a_summary(page):
    records = [
        {"experiment": "yum-five-of-a-kind", "room": "R", "seat": s, "student": f"S{s}",
         "index": i, "value": float((s + i) % 9 == 0), "chance": None}
        for s in range(6) for i in range(13)
    ]  # fmt: skip
    summary = json_safe(ex.summarize("yum-five-of-a-kind", records))
    page.set_content("<div id=el></div>")
    page.add_script_tag(content=f"window.ESM = {json.dumps(WIDGET_ESM)};")
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
    assert page.locator("#el [data-testid=student-dot]").count() == 6
    assert page.locator("#el [data-testid=pooled]").count() == 1
    assert page.locator("#el [data-testid=history-line]").count() == 1


def test_a_mean_experiment_is_drawn_in_its_units(page):
    records = [
        {"experiment": "gin-turns-to-knock", "room": "R", "seat": s % 2, "student": f"S{s}",
         "index": s, "value": float(8 + 3 * s), "chance": None}
        for s in range(5)
    ]  # fmt: skip
    summary = json_safe(ex.summarize("gin-turns-to-knock", records))
    page.set_content("<div id=el></div>")
    page.add_script_tag(content=f"window.ESM = {json.dumps(WIDGET_ESM)};")
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
    low, high = summary["low"], summary["high"]
    assert f"The class: 14.0 turns (95 % interval: {low:.1f} to {high:.1f}) from 5 hands" in text
    assert "%" not in text.replace("95 % interval", "")  # turns, not percentages
    reference = page.inner_text("[data-testid=reference-text]")
    assert f"The simulated value: {summary['reference']['value']:.1f} (" in reference


def test_a_mean_from_one_hand_is_drawn_without_an_interval(page):
    records = [{"experiment": "gin-turns-to-knock", "room": "R", "seat": 0, "student": "Ada",
                "index": 0, "value": 12.0, "chance": None}]  # fmt: skip
    summary = json_safe(ex.summarize("gin-turns-to-knock", records))
    page.set_content("<div id=el></div>")
    page.add_script_tag(content=f"window.ESM = {json.dumps(WIDGET_ESM)};")
    page.evaluate(
        """async (summary) => {
          const url = URL.createObjectURL(new Blob([window.ESM], {type: "text/javascript"}));
          const mod = await import(url);
          mod.default.render({ model: { get: () => summary, on: () => {} }, el: document.getElementById("el") });
        }""",
        summary,
    )
    text = page.inner_text("[data-testid=pooled-text]")
    assert "12.0 turns (too few outcomes for an interval yet)" in text
    assert page.query_selector("[data-testid=pooled]") and not page.query_selector(
        "[data-testid=interval]"
    )


def test_many_equal_results_stack_six_high_with_a_count(page):
    records = [
        {"experiment": "yum-five-of-a-kind", "room": "R", "seat": s, "student": f"S{s}",
         "index": 0, "value": 0.0, "chance": None}
        for s in range(20)
    ]  # fmt: skip
    summary = json_safe(ex.summarize("yum-five-of-a-kind", records))
    page.set_content("<div id=el></div>")
    page.add_script_tag(content=f"window.ESM = {json.dumps(WIDGET_ESM)};")
    page.evaluate(
        """async (summary) => {
          const url = URL.createObjectURL(new Blob([window.ESM], {type: "text/javascript"}));
          const mod = await import(url);
          mod.default.render({ model: { get: (k) => k === "summary" ? summary : false, on: () => {} },
                               el: document.getElementById("el") });
        }""",
        summary,
    )
    assert page.locator("#el [data-testid=student-dot]").count() == 6
    assert page.text_content("#el .tw-xchart-more") == "+14"
    assert "own result (20)" in page.text_content("#el svg")


def test_a_dashboard_link_preselects_the_experiment_and_the_tables(page):
    server = classroom.serve()
    try:
        url, token = server.url, server.teacher_token
        codes = [classroom.create_room(url, "yum", 2, token=token) for _ in range(3)]
        page.goto(
            f"{url}/experiments?token={token}&experiment=yum-five-of-a-kind"
            f"&rooms={codes[0]},{codes[1].lower()}"
        )
        page.wait_for_selector("[data-testid=xp-tables] option[value=given]", state="attached")
        assert page.input_value("[data-testid=xp-pick]") == "yum-five-of-a-kind"
        assert page.input_value("[data-testid=xp-tables]") == "given"
        assert "the 2 tables chosen on the dashboard" in page.inner_text("[data-testid=xp-tables]")
        page.click("[data-testid=xp-start]")
        page.wait_for_url(re.compile(r".*/experiments/[0-9a-f]+$"))
        run = page.url.split("/experiments/")[1].split("?")[0]
        assert experiment_summary(url, run, token)["run"]["rooms"] == codes[:2]
    finally:
        server.stop()
