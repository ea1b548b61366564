"""The Yum bundle in headless Chromium with a fake model (wired to a real YumWidget)."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from tabletop_widgets import yum

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ROLL = {"type": "act", "action": {"type": "roll", "hold": []}}


def dice_attr(page, name):
    """One attribute of the five dice, in one round trip."""
    return page.evaluate(
        "(name) => [0, 1, 2, 3, 4].map((i) => document.querySelector(`[data-testid=die-${i}]`).getAttribute(name))",
        name,
    )


def die_labels(handle):
    return dice_attr(handle.page, "aria-label")


@pytest.fixture
def table(page, render_widget):
    """A fresh Yum table (you against a random bot, seed 3) rendered and connected."""
    widget = yum.YumWidget(seed=3)
    return render_widget(page, "yum", widget=widget)


def test_initial_table_renders_dice_sheet_and_sends_nothing(table):
    page = table.page
    assert die_labels(table) == [f"die {i} not rolled yet" for i in range(1, 6)]
    roll = page.get_by_test_id("yum-roll")
    assert roll.inner_text().strip().endswith("Roll the dice")
    assert roll.get_attribute("aria-disabled") is None
    sheet = page.get_by_test_id("yum-sheet")
    for box in yum.BOXES:
        assert sheet.get_by_test_id(f"row-{box}").count() == 1
    assert "Main pleine" in sheet.inner_text() and "Courte séquence de 4" in sheet.inner_text()
    assert "needs 63, +25" in sheet.inner_text()
    assert page.get_by_test_id("yum-status").inner_text().startswith("Round 1 of 13")
    # no score buttons before the first roll (your boxes only say why), nothing sent by rendering
    assert page.locator(".yum-score-btn:not(.is-refused)").count() == 0
    assert page.locator(".yum-score-btn.is-refused").count() == len(yum.BOXES)
    assert table.messages == []


def test_roll_sends_the_action_and_shows_the_new_dice(table):
    page = table.page
    page.get_by_test_id("yum-roll").click()
    assert table.messages == [ROLL]
    table.pump()
    dice = table.widget.view["dice"]
    assert len(dice) == 5
    assert die_labels(table) == [f"die {i + 1} showing {v}" for i, v in enumerate(dice)]
    assert [
        int(page.get_by_test_id(f"die-{i}").get_attribute("data-value")) for i in range(5)
    ] == dice
    # all five dice animate on the first roll (motion allowed by default)
    assert page.locator('.tw-die[data-rolled="true"][data-animated="true"]').count() == 5
    assert "2 rolls left" in page.get_by_test_id("yum-roll").inner_text()


def test_click_holds_dice_and_rolls_with_them(table):
    page = table.page
    page.get_by_test_id("yum-roll").click()
    table.pump()
    before = table.widget.view["dice"]
    page.get_by_test_id("die-1").click()
    page.get_by_test_id("die-3").click()
    page.get_by_test_id("die-3").click()  # toggles back
    page.get_by_test_id("die-4").click()
    assert page.get_by_test_id("die-1").get_attribute("aria-pressed") == "true"
    assert page.get_by_test_id("die-3").get_attribute("aria-pressed") == "false"
    assert (
        page.get_by_test_id("die-1").get_attribute("aria-label")
        == f"die 2 showing {before[1]}, held"
    )
    assert page.get_by_test_id("die-1").inner_text().strip() == "HELD"  # not only a colour
    assert table.messages == []  # holding is local until the roll
    page.get_by_test_id("yum-roll").click()
    assert table.messages == [{"type": "act", "action": {"type": "roll", "hold": [1, 4]}}]
    table.pump()
    after = table.widget.view["dice"]
    assert after[:2] == [before[1], before[4]]
    # the kept dice stay held (now first) and do not spin; the three new ones do
    labels = die_labels(table)
    assert labels[0].endswith(", held") and labels[1].endswith(", held")
    assert not any(label.endswith(", held") for label in labels[2:])
    rolled = dice_attr(page, "data-rolled")
    assert rolled == [None, None, "true", "true", "true"]


def test_keyboard_holds_with_space_enter_and_arrows(table):
    page = table.page
    page.get_by_test_id("yum-roll").click()
    table.pump()
    tabbable = dice_attr(page, "tabindex")
    assert tabbable == ["0", "-1", "-1", "-1", "-1"]  # roving tabindex: one stop for the row
    page.get_by_test_id("die-0").focus()
    page.keyboard.press("Space")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")  # wraps to the last die
    assert page.evaluate("document.activeElement.dataset.testid") == "die-4"
    page.keyboard.press("Space")
    pressed = dice_attr(page, "aria-pressed")
    assert pressed == ["true", "false", "true", "false", "true"]
    assert table.messages == []
    page.get_by_test_id("yum-roll").focus()
    page.keyboard.press("Enter")
    assert table.messages == [{"type": "act", "action": {"type": "roll", "hold": [0, 2, 4]}}]


def test_score_buttons_show_what_each_box_scores_and_score_on_click(table):
    page = table.page
    page.get_by_test_id("yum-roll").click()
    table.pump()
    potential = table.widget.view["potential"]
    assert set(potential) == set(yum.BOXES)
    for box, points in potential.items():
        button = page.get_by_test_id(f"score-{box}")
        assert button.inner_text().strip() == ("0" if points == 0 else f"+{points}")
        assert button.get_attribute("aria-label") == f"Score {points} in {yum.BOX_LABELS[box]}"
    page.get_by_test_id("score-surplus").click()
    assert table.messages == [{"type": "act", "action": {"type": "score", "box": "surplus"}}]
    table.pump()
    dice_sum = sum(table.widget.match.state["cards"][0]["surplus"] for _ in [0])
    assert page.get_by_test_id("filled-0-surplus").inner_text() == str(dice_sum)
    assert page.get_by_test_id("total-0").inner_text() == str(table.widget.scores[0])
    # the bot played its turn: the log shows it and it is our turn again
    assert "Random bot scored" in page.get_by_test_id("tw-log").inner_text()
    assert page.get_by_test_id("yum-status").inner_text().startswith("Round 2 of 13")


def test_score_by_keyboard(table):
    page = table.page
    page.get_by_test_id("yum-roll").click()
    table.pump()
    page.get_by_test_id("score-ones").focus()
    page.keyboard.press("ArrowDown")  # roving through the open boxes
    assert page.evaluate("document.activeElement.dataset.testid") == "score-twos"
    page.keyboard.press("Enter")
    assert table.messages == [{"type": "act", "action": {"type": "score", "box": "twos"}}]


def test_roll_button_explains_why_it_is_disabled(table):
    page = table.page
    roll = page.get_by_test_id("yum-roll")
    roll.click()
    table.pump()
    for i in range(5):
        page.get_by_test_id(f"die-{i}").click()
    assert roll.get_attribute("aria-disabled") == "true"
    assert roll.get_attribute("aria-description") == table.widget.refusals["roll:all_held"]
    assert roll.get_attribute("title") == roll.get_attribute("aria-description")
    table.clear_messages()
    roll.dispatch_event("click")  # focusable but inert (playwright's click waits for enabled)
    assert table.messages == []
    page.get_by_test_id("die-0").click()
    roll.click()
    table.pump()
    roll.click()
    table.pump()
    assert table.widget.view["rolls_left"] == 0
    assert roll.get_attribute("aria-disabled") == "true"
    assert roll.get_attribute("aria-description") == table.widget.refusals["roll"]
    assert "rolled three times" in table.widget.refusals["roll"]
    assert page.get_by_test_id("die-0").get_attribute("aria-disabled") == "true"
    page.get_by_test_id("die-2").dispatch_event("click")  # a die cannot be held any more
    assert page.get_by_test_id("die-2").get_attribute("aria-pressed") == "false"
    assert table.messages == []


def test_error_banner_from_a_refused_message(table):
    page = table.page
    assert page.get_by_test_id("tw-error").count() == 0
    page.evaluate(
        "() => window.__tw.model.send({type: 'act', action: {type: 'score', box: 'yum'}})"
    )
    table.pump()
    alert = page.get_by_role("alert")
    assert alert.inner_text().strip().endswith("Roll the dice before you score.")
    assert alert.get_attribute("data-testid") == "tw-error"
    table.update(error="")
    assert page.get_by_test_id("tw-error").count() == 0


def test_reduced_motion_turns_the_roll_animation_off(page, render_widget):
    page.emulate_media(reduced_motion="reduce")
    handle = render_widget(page, "yum", widget=yum.YumWidget(seed=3))
    page.get_by_test_id("yum-roll").click()
    handle.pump()
    assert page.locator('.tw-die[data-rolled="true"]').count() == 5
    assert page.locator('.tw-die[data-animated="false"]').count() == 5
    assert page.locator(".tw-die.is-rolling").count() == 0
    names = page.locator(".tw-die-svg").evaluate_all(
        "els => els.map(e => getComputedStyle(e).animationName)"
    )
    assert names == ["none"] * 5


def test_undo_and_new_game_buttons(table):
    page = table.page
    undo = page.get_by_test_id("tw-undo")
    assert undo.get_attribute("aria-disabled") == "true"  # nothing to undo yet
    page.get_by_test_id("yum-roll").click()
    table.pump()
    page.get_by_test_id("yum-roll").click()
    table.pump()
    undo.click()
    assert table.messages == [{"type": "undo"}]
    table.pump()
    assert table.widget.view["rolls"] == 1
    assert page.locator('.tw-die[data-rolled="true"]').count() == 0  # an undo is not a roll
    undo.click()
    table.pump()
    assert table.widget.view["rolls"] == 0
    page.get_by_test_id("yum-roll").click()
    table.pump()
    new = page.get_by_test_id("tw-new-game")
    new.click()  # in the middle of a game it asks first
    assert table.messages == []
    assert "Really" in new.inner_text()
    new.click()
    assert table.messages == [{"type": "new_game"}]


def test_live_region_announces_new_log_lines(table):
    page = table.page
    page.get_by_test_id("yum-roll").click()
    table.pump()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=tw-live]').textContent.includes('rolled')"
    )
    assert re.search(
        r"You rolled [1-6]( [1-6]){4} \(roll 1 of 3\)", page.get_by_test_id("tw-live").inner_text()
    )


def test_coach_toggle_and_panel(table):
    page = table.page
    toggle = page.get_by_test_id("tw-query-coach")  # the kit's help bar: the declared query
    assert toggle.get_attribute("aria-pressed") == "false" and toggle.inner_text() == "Coach: off"
    box = toggle.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44  # a tap target
    toggle.click()
    assert table.messages == [{"type": "follow", "name": "coach", "on": True}]
    table.pump()
    assert table.widget.coach is True
    assert page.get_by_test_id("tw-query-coach").get_attribute("aria-pressed") == "true"
    assert page.get_by_test_id("yum-coach").count() == 1
    assert page.get_by_test_id("tw-answer-coach").count() == 0  # drawn by the game itself
    # the real coach's numbers on screen
    expected = table.widget.answers["coach"]["expected"]
    assert page.get_by_test_id("coach-expected").inner_text().endswith(f"{expected:.1f}")
    # the coach's advice as the coach module returns it
    page.get_by_test_id("yum-roll").click()
    table.pump()
    dice = table.widget.view["dice"]
    advice = {
        "keeps": [
            {"hold": [0, 1], "value": 180.25},
            {"hold": [], "value": 178.5},
            {"hold": [2], "value": 179.0},
        ],
        "boxes": [{"box": "surplus", "value": 170.0}, {"box": "yum", "value": 150.5}],
        "best": {"kind": "keep", "hold": [0, 1], "value": 180.25},
        "history": [{"turn": 1, "chosen": "3 of a Kind", "best": "Rolling Surplus", "cost": 2.5}],
        "lost_total": 2.5,
        "expected": 180.25,
    }
    table.update(answers={"coach": advice})
    assert page.get_by_test_id("coach-expected").inner_text().endswith("180.3")
    # the coach's keep is starred under the dice, and said in their labels
    tags = [page.get_by_test_id(f"die-{i}").inner_text().strip() for i in range(5)]
    assert tags == ["\u2605 keep", "\u2605 keep", "", "", ""]
    assert page.get_by_test_id("die-0").get_attribute("aria-label").endswith(", coach keeps it")
    assert (
        page.get_by_test_id("coach-best").inner_text()
        == f"\u2605 Best: keep {dice[0]} {dice[1]} and roll"
    )
    keeps = page.get_by_test_id("coach-keeps").locator("li")
    assert keeps.count() == 3
    assert "180.3" in keeps.nth(0).inner_text() or "180.2" in keeps.nth(0).inner_text()
    assert "is-best" in keeps.nth(0).get_attribute("class")
    assert "cost 2.5 points" in page.get_by_test_id("coach-last").inner_text()
    # picking a keep from the coach holds those dice
    keeps.nth(0).locator("button").click()
    pressed = dice_attr(page, "aria-pressed")
    assert pressed == ["true", "true", "false", "false", "false"]


def _play_out(widget, seed=11):
    rnd = random.Random(seed)
    while not widget.terminal:
        legal = widget.legal
        scores = [a for a in legal if a["type"] == "score"]
        action = (
            max(scores, key=lambda a: widget.view["potential"][a["box"]])
            if scores and rnd.random() < 0.6
            else rnd.choice(legal)
        )
        widget.act(action)


def test_hotseat_final_score_table(page, render_widget):
    widget = yum.YumWidget(players=[None, None], seed=5, names=["Ana", "Ben"])
    _play_out(widget)
    handle = render_widget(page, "yum", widget=widget)
    assert page.get_by_test_id("tw-over").is_visible()
    totals = widget.scores
    final = page.get_by_test_id("yum-final")
    assert final.locator("tbody tr").count() == 2
    best = max(totals)
    winners = [n for n, t in zip(["Ana", "Ben"], totals, strict=True) if t == best]
    text = page.get_by_test_id("yum-winner").inner_text()
    assert all(w in text for w in winners) and str(int(best)) in text
    for seat in (0, 1):
        assert page.get_by_test_id(f"total-{seat}").inner_text() == str(int(totals[seat]))
    assert page.get_by_test_id("yum-roll").count() == 0  # no dice, no Roll button at the end
    assert page.locator(".tw-die").count() == 0
    missed = [s for s in (0, 1) if widget.view["totals"][s]["bonus"] == 0]
    for seat in missed:
        upper = widget.view["totals"][seat]["upper"]
        assert page.get_by_test_id(f"bonus-{seat}").inner_text() == f"0 ({upper}/63)"
    assert handle.messages == []


def test_hotseat_turns_switch_columns(page, render_widget):
    widget = yum.YumWidget(players=2, seed=4)
    handle = render_widget(page, "yum", widget=widget)
    first = widget.view["current"]
    page.get_by_test_id("yum-roll").click()
    handle.pump()
    page.get_by_test_id("score-yum").click()
    handle.pump()
    assert widget.view["current"] == 1 - first
    assert page.get_by_test_id("tw-handover").count() == 0  # Yum has no secrets
    assert page.get_by_test_id(f"filled-{first}-yum").count() == 1
    header = page.get_by_test_id("yum-sheet").locator("thead th").nth(2 - first).inner_text()
    assert header.startswith("\u25b6")


def test_light_and_dark_theme_screenshots(page, render_widget):
    """Mid-game screenshots in both themes (test-artifacts/; TW_UPDATE_SCREENSHOTS=1 updates docs/images/yum.png)."""
    widget = yum.YumWidget(seed=8)
    for _ in range(5):  # a few rounds on the sheet, greedy
        widget.act({"type": "roll", "hold": []})
        widget.act(
            max(
                (a for a in widget.legal if a["type"] == "score"),
                key=lambda a: widget.view["potential"][a["box"]],
            )
        )
    widget.act({"type": "roll", "hold": []})
    widget.coach = True  # the real coach, if it is there
    handle = render_widget(page, "yum", widget=widget)
    page.emulate_media(reduced_motion="reduce")
    best = (widget.answers.get("coach") or {}).get("best") or {}
    for i in best.get("hold", [0, 2]) if best.get("kind") == "keep" else (0, 2):
        page.get_by_test_id(f"die-{i}").click()
    out = ROOT / "test-artifacts"
    out.mkdir(exist_ok=True)
    shot = page.locator(".tw-root")
    light = shot.screenshot(path=str(out / "yum-light.png"), animations="disabled")
    felt = page.locator(".tw-table").evaluate("e => getComputedStyle(e).color")
    handle.set_theme(dark=True)
    dark = shot.screenshot(path=str(out / "yum-dark.png"), animations="disabled")
    assert light[:8] == b"\x89PNG\r\n\x1a\n" and dark != light
    bg = page.locator(".tw-root").evaluate("e => getComputedStyle(e).backgroundColor")
    assert bg == "rgb(33, 33, 33)"  # follows --jp-layout-color1
    dark_felt = page.locator(".tw-table").evaluate("e => getComputedStyle(e).color")
    for color in (felt, dark_felt):  # text on the felt stays light in both themes
        assert min(int(c) for c in re.findall(r"\d+", color)[:3]) > 200
    if os.environ.get("TW_UPDATE_SCREENSHOTS"):
        handle.set_theme(dark=False)
        (ROOT / "docs" / "images").mkdir(parents=True, exist_ok=True)
        shot.screenshot(path=str(ROOT / "docs" / "images" / "yum.png"), animations="disabled")


# ----- refused clicks show the engine's reason on screen (issue 13) ----------------------------


def refusal_shown(page) -> str:
    return page.locator("[data-testid=tw-refusal] .tw-refusal-text").inner_text().strip()


def test_every_refused_click_shows_the_engines_reason(table):
    page, w = table.page, table.widget
    page.get_by_test_id("die-0").click(force=True)  # a die before rolling
    assert refusal_shown(page) == w.refusals["hold"]
    page.get_by_test_id("score-ones").click(force=True)  # a box before rolling
    assert refusal_shown(page) == w.refusals["score"] == "Roll the dice before you score."
    assert table.messages == []
    page.get_by_test_id("yum-roll").click()
    table.pump()
    assert page.get_by_test_id("tw-refusal").count() == 0  # a new revision clears it
    for i in range(5):
        page.get_by_test_id(f"die-{i}").click()
    page.get_by_test_id("yum-roll").click(force=True)  # Roll with five dice held
    assert refusal_shown(page) == w.refusals["roll:all_held"]
    assert table.messages == []
    page.get_by_test_id("die-0").click()
    for _ in range(2):
        page.get_by_test_id("yum-roll").click()
        table.pump()
    page.get_by_test_id("yum-roll").click(force=True)  # no rolls left
    assert refusal_shown(page) == w.refusals["roll"]
    page.get_by_test_id("die-1").click(force=True)
    assert refusal_shown(page) == w.refusals["hold"]
    page.get_by_test_id("score-surplus").click()
    table.pump()  # the bot plays its turn; then it is yours again
    page.get_by_test_id("yum-roll").click()
    table.pump()
    page.get_by_test_id("score-surplus").click(force=True)  # a filled box
    assert refusal_shown(page) == w.refusals["score:surplus"]
    assert "already filled" in refusal_shown(page)
    assert table.messages == []
    status = page.get_by_test_id("tw-status")
    assert status.get_attribute("aria-live") == "assertive"  # announced, not only shown


def test_the_final_table_fits_a_330px_output_area(page, render_widget):
    widget = yum.YumWidget(players=[None, None], seed=5, names=["Anastasia", "Bartholomew"])
    _play_out(widget)
    page.set_viewport_size({"width": 330, "height": 900})
    render_widget(page, "yum", widget=widget)
    boxes = page.evaluate(
        """() => {
            const box = (sel) => document.querySelector(sel).getBoundingClientRect();
            const table = box("[data-testid=yum-final]"), felt = box(".yum-table");
            const root = document.querySelector(".tw-root");
            return {table: [table.left, table.right], felt: [felt.left, felt.right],
                    overflow: root.scrollWidth - root.clientWidth};
        }"""
    )
    assert boxes["felt"][0] <= boxes["table"][0] and boxes["table"][1] <= boxes["felt"][1]
    assert boxes["overflow"] <= 0  # nothing clipped or scrolled sideways


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_in_any_stage(page, render_widget, assert_accessible, dark):
    widget = yum.YumWidget(seed=3)
    handle = render_widget(page, "yum", widget=widget)
    handle.set_theme(dark=dark)
    assert_accessible(page, stage="start")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_mid_turn(page, render_widget, assert_accessible, dark):
    widget = yum.YumWidget(seed=3)
    handle = render_widget(page, "yum", widget=widget)
    handle.set_theme(dark=dark)
    page.get_by_test_id("yum-roll").click()
    handle.pump()
    page.get_by_test_id("die-1").click()
    assert_accessible(page, stage="mid-turn")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_with_a_refusal(
    page, render_widget, assert_accessible, dark
):
    widget = yum.YumWidget(seed=3)
    handle = render_widget(page, "yum", widget=widget)
    handle.set_theme(dark=dark)
    page.get_by_test_id("yum-roll").click()
    handle.pump()
    for i in range(5):
        page.get_by_test_id(f"die-{i}").click()
    page.get_by_test_id("yum-roll").click(force=True)  # five dice held: refused
    assert page.get_by_test_id("tw-refusal").count() == 1
    assert_accessible(page, stage="refusal shown")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_at_the_end(page, render_widget, assert_accessible, dark):
    widget = yum.YumWidget(players=[None, None], seed=5)
    _play_out(widget)
    handle = render_widget(page, "yum", widget=widget)
    handle.set_theme(dark=dark)
    assert page.get_by_test_id("yum-final").count() == 1
    assert_accessible(page, stage="game over")


def test_another_players_reroll_animates_only_the_dice_they_rolled(table):
    # At a shared table another player's roll arrives as a snapshot: the engine's ``kept``
    # says how many dice were set aside (they come first), so only the others roll.
    page = table.page
    first = {**table.widget.view, "current": 1, "dice": [2, 2, 3, 4, 6], "rolls": 1,
             "rolls_left": 2, "kept": 0}  # fmt: skip
    table.update(view=first, to_act=[1])
    second = {**first, "dice": [2, 2, 5, 5, 1], "rolls": 2, "rolls_left": 1, "kept": 2}
    table.update(view=second)
    assert dice_attr(page, "data-rolled") == [None, None, "true", "true", "true"]
    third = {**second, "dice": [2, 2, 5, 5, 5], "rolls": 3, "rolls_left": 0, "kept": 4}
    table.update(view=third)
    assert dice_attr(page, "data-rolled") == [None, None, None, None, "true"]
