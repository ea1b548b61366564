"""The shared front-end kit (tabletop_widgets/ui/js/kit) loaded as plain ES modules in Chromium.

The modules are served from the source tree through a routed fake origin, so these tests need
no build; they check the kit's contracts that every game relies on.
"""

from __future__ import annotations

import mimetypes
from pathlib import Path

import anywidget
import pytest
from playwright.sync_api import expect

from tabletop_widgets.ui.base import GameWidget

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
KIT = ROOT / "tabletop_widgets" / "ui" / "js" / "kit"
ORIGIN = "http://kit.test"


@pytest.fixture
def kit(page):
    def serve(route):
        rel = route.request.url[len(ORIGIN) + 1 :].split("?")[0]
        path = (ROOT / rel).resolve()
        if ROOT not in path.parents or not path.is_file():
            route.fulfill(status=404, body="not found")
            return
        kind = (
            "text/javascript"
            if path.suffix == ".js"
            else mimetypes.guess_type(path.name)[0] or "text/plain"
        )
        route.fulfill(status=200, body=path.read_bytes(), headers={"content-type": kind})

    page.route(f"{ORIGIN}/**", serve)
    page.route(
        f"{ORIGIN}/", lambda route: route.fulfill(status=200, content_type="text/html", body=PAGE)
    )
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("() => !!window.kit")
    return page


PAGE = f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="{ORIGIN}/tabletop_widgets/ui/js/kit/kit.css"></head>
<body data-jp-theme-light="true" style="margin:0;padding:12px">
<div id="out" class="tw-root"></div>
<script type="module">
  import * as kit from "{ORIGIN}/tabletop_widgets/ui/js/kit/index.js";
  window.kit = kit;
</script></body></html>"""


def test_card_names_and_codes(kit):
    names = kit.evaluate(
        """() => ["AS", "TD", "10D", "QH", "KC", "JK", "JK:8S", "9x", ""].map((c) => [
            kit.cardName(c), kit.parseCard(c) && kit.parseCard(c).code, kit.cardLabel(c)])"""
    )
    assert names == [
        ["Ace of Spades", "AS", "A\u2660"],
        ["10 of Diamonds", "TD", "10\u2666"],
        ["10 of Diamonds", "TD", "10\u2666"],
        ["Queen of Hearts", "QH", "Q\u2665"],
        ["King of Clubs", "KC", "K\u2663"],
        ["Joker", "JK", "JK"],
        ["Joker as 8 of Spades", "JK:8S", "8\u2660"],
        ["9x", None, "9x"],
        ["", None, ""],
    ]


def test_card_element_accessibility_and_states(kit):
    info = kit.evaluate(
        """() => {
          const out = document.getElementById("out");
          const clicks = [];
          const a = kit.card("QH", { onClick: () => clicks.push("QH"), selected: true, testid: "qh" });
          const b = kit.card("AS", { onClick: () => clicks.push("AS"), disabled: true });
          const c = kit.card("TD");
          const d = kit.card("AS", { faceDown: true });
          const e = kit.card("JK:8S");
          const f = kit.customCard({ title: "Cherry", number: 7, symbol: "\\u2665", name: "cherries", color: "#c62828" });
          out.append(kit.cardRow([a, b, c, d, e, f], { label: "hand" }));
          a.click(); b.click();
          const red = getComputedStyle(a).color, black = getComputedStyle(b.querySelector(".tw-card-pip")).color;
          return {
            tags: [a.tagName, c.tagName], labels: [a, b, c, d, e, f].map((x) => x.getAttribute("aria-label")),
            pressed: a.getAttribute("aria-pressed"), disabled: b.getAttribute("aria-disabled"), clicks,
            text: a.textContent, red, black, roles: [c.getAttribute("role"), d.getAttribute("role")],
            faceDownText: d.textContent, sel: a.classList.contains("is-selected"),
          };
        }"""
    )
    assert info["tags"] == ["BUTTON", "DIV"]
    assert info["labels"] == [
        "Queen of Hearts",
        "Ace of Spades",
        "10 of Diamonds",
        "face-down card",
        "Joker as 8 of Spades",
        "Cherry 7 cherries",
    ]
    assert info["pressed"] == "true" and info["sel"] and info["disabled"] == "true"
    assert info["clicks"] == ["QH"]  # the disabled card ignores clicks
    assert "\u2665" in info["text"] and "Q" in info["text"]  # the suit symbol, not only red
    assert info["red"] != info["black"]
    assert (
        info["roles"] == ["img", "img"] and info["faceDownText"] == ""
    )  # nothing leaks from a back


def test_dice_labels_held_and_reduced_motion(kit):
    info = kit.evaluate(
        """() => {
          const out = document.getElementById("out");
          const held = kit.die(5, { index: 2, held: true, onClick: () => {} });
          const plain = kit.die(3, { index: 0 });
          const blank = kit.die(0, { index: 4 });
          const rolling = kit.die(6, { index: 1, rolling: true });
          out.append(kit.diceRow([held, plain, blank, rolling]));
          return {
            labels: [held, plain, blank, rolling].map((d) => d.getAttribute("aria-label")),
            pips: [held, plain, blank, rolling].map((d) => d.querySelectorAll(".tw-die-pip").length),
            pressed: held.getAttribute("aria-pressed"), tag: held.textContent,
            animated: rolling.dataset.animated,
          };
        }"""
    )
    assert info["labels"] == [
        "die 3 showing 5, held",
        "die 1 showing 3",
        "die 5 not rolled",
        "die 2 showing 6",
    ]
    assert info["pips"] == [5, 3, 0, 6]
    assert info["pressed"] == "true" and info["tag"] == "HELD"
    assert info["animated"] == "true"
    kit.emulate_media(reduced_motion="reduce")
    assert kit.evaluate("() => kit.rollAnimation(kit.die(2))") is False


def test_roving_tabindex_and_buttons(kit):
    kit.evaluate(
        """() => {
          const out = document.getElementById("out");
          window.clicked = [];
          const row = kit.cardRow(["AS", "KH", "QD"].map((c) => kit.card(c, { onClick: () => window.clicked.push(c), key: c })));
          out.append(row);
          kit.roving(row);
          out.append(kit.button("Knock", { disabled: true, reason: "Your deadwood is over 10.", testid: "knock",
                                           onClick: () => window.clicked.push("knock") }));
          out.append(kit.errorBanner("That card is not in your hand."));
        }"""
    )
    tabindex = kit.locator(".tw-card").evaluate_all(
        "els => els.map(e => e.getAttribute('tabindex'))"
    )
    assert tabindex == ["0", "-1", "-1"]
    kit.locator(".tw-card").first.focus()
    kit.keyboard.press("ArrowRight")
    kit.keyboard.press("Enter")
    kit.keyboard.press("End")
    kit.keyboard.press("Space")
    kit.keyboard.press("ArrowRight")  # wraps to the first
    assert kit.evaluate("document.activeElement.dataset.card") == "AS"
    knock = kit.get_by_test_id("knock")
    assert knock.get_attribute("aria-disabled") == "true"
    assert (
        knock.get_attribute("title")
        == knock.get_attribute("aria-description")
        == "Your deadwood is over 10."
    )
    knock.dispatch_event("click")
    assert kit.evaluate("window.clicked") == ["KH", "QD"]
    assert kit.get_by_role("alert").inner_text().strip().endswith("That card is not in your hand.")


def test_on_activate_enter_space_and_click(kit):
    kit.evaluate(
        """() => {
          window.hits = [];
          const tile = kit.h("div", { tabindex: 0, testid: "tile", role: "button" }, "tile");
          kit.onActivate(tile, (e) => window.hits.push(e.type + ":" + (e.key || "")));
          document.getElementById("out").append(tile);
        }"""
    )
    tile = kit.get_by_test_id("tile")
    tile.focus()
    kit.keyboard.press("Enter")
    kit.keyboard.press(" ")
    kit.keyboard.press("a")
    tile.click()
    assert kit.evaluate("window.hits") == ["keydown:Enter", "keydown: ", "click:"]


def test_mount_game_frame_handover_and_messages(kit):
    info = kit.evaluate(
        """async () => {
          const listeners = {};
          const state = { view: { n: 1 }, legal: [{ type: "go" }], log: ["a"], error: "", seat: 1,
                          names: ["Ana", "Ben"], humans: [0, 1], mode: "hotseat", handover: true,
                          scores: [0, 0], terminal: false, revision: 1 };
          const sent = [];
          const model = {
            get: (k) => state[k], set: (k, v) => { state[k] = v; },
            on: (e, cb) => { (listeners[e] = listeners[e] || []).push(cb); },
            off: (e, cb) => { listeners[e] = (listeners[e] || []).filter((f) => f !== cb); },
            save_changes: () => {}, send: (m) => sent.push(m),
          };
          const el = document.getElementById("out");
          let renders = 0;
          const cleanup = kit.mountGame({ model, el, title: "Test", render: (ctx) => {
            renders += 1;
            return kit.button("Go", { onClick: () => ctx.send({ type: "go" }), testid: "go" });
          } });
          const handover = el.querySelector("[data-testid=tw-handover]").textContent;
          const goHidden = !el.querySelector("[data-testid=go]");
          el.querySelector("[data-testid=tw-handover-continue]").click();
          Object.assign(state, { handover: false, revision: 2, log: ["a", "b"] });
          listeners["change:revision"].forEach((cb) => cb());
          el.querySelector("[data-testid=go]").click();
          el.querySelector("[data-testid=tw-undo]").click();
          Object.assign(state, { error: "Nope.", revision: 3 });
          listeners["change:revision"].forEach((cb) => cb());
          const alert = el.querySelector("[role=alert]").textContent;
          cleanup();
          return { handover, goHidden, sent, renders, alert, left: (listeners["change:revision"] || []).length,
                   emptied: el.children.length };
        }"""
    )
    assert info["handover"].startswith("Pass the screen to Ben")
    assert info["goHidden"]  # nothing of the game behind the hand-over screen
    assert info["sent"] == [
        {"type": "handover"},
        {"type": "act", "action": {"type": "go"}},
        {"type": "undo"},
    ]
    assert info["renders"] == 2
    assert "Nope." in info["alert"]
    assert info["left"] == 0 and info["emptied"] == 0


def test_gallery_screenshot(kit):
    """A visual check of cards and dice (light and dark) written to test-artifacts/."""
    kit.evaluate(
        """() => {
          const out = document.getElementById("out");
          const cards = ["AS", "KH", "QD", "JC", "TD", "7S", "JK", "JK:8S"].map((c, i) => kit.card(c, { onClick: () => {}, selected: i === 2 }));
          cards.push(kit.card(null, { faceDown: true }));
          cards.push(kit.customCard({ title: "Cherry", number: 7, symbol: "\\u2665", name: "cherries", color: "#c62828" }));
          const small = ["AS", "KH", "QD", "TD"].map((c) => kit.card(c, { size: "sm" }));
          const dice = [1, 2, 3, 4, 5, 6, 0].map((v, i) => kit.die(v, { index: i, held: i === 4, onClick: () => {} }));
          out.append(kit.table([kit.panel("Hand", kit.cardRow(cards, { fan: false })), kit.cardRow(small, { fan: true }), kit.diceRow(dice)]));
          out.append(kit.scoreTable(["Player", "Score"], [["Ana", 10], { cells: ["Ben", 12], highlight: true }]));
          out.append(kit.handoverScreen("Ben", () => {}));
        }"""
    )
    out = ROOT / "test-artifacts"
    out.mkdir(exist_ok=True)
    light = kit.locator("#out").screenshot(path=str(out / "kit-light.png"))
    kit.evaluate("""() => { document.body.dataset.jpThemeLight = "false";
        document.body.style.setProperty("--jp-layout-color1", "#212121");
        document.body.style.setProperty("--jp-ui-font-color1", "rgba(255,255,255,.87)");
        document.body.style.background = "#111"; }""")
    dark = kit.locator("#out").screenshot(path=str(out / "kit-dark.png"))
    assert light != dark


# A fake anywidget model on window.fake, a tiny game mounted with mountGame in #out, and
# window.fake.push(changes) to change traits and bump the revision like the kernel does.
MOUNT_FAKE = """(initial) => {
  const listeners = {};
  const state = { view: {}, legal: [{ type: "go" }], log: [], error: "", seat: 0, names: ["Ana", ""],
                  humans: [0, 1], mode: "hotseat", handover: false, scores: [0, 0], terminal: false,
                  revision: 1, refusals: {}, ...initial };
  const sent = [];
  const model = {
    get: (k) => state[k], set: (k, v) => { state[k] = v; },
    on: (e, cb) => { (listeners[e] = listeners[e] || []).push(cb); },
    off: (e, cb) => { listeners[e] = (listeners[e] || []).filter((f) => f !== cb); },
    save_changes: () => {}, send: (m) => sent.push(m),
  };
  const push = (changes) => {
    Object.assign(state, { revision: state.revision + 1 }, changes);
    (listeners["change:revision"] || []).forEach((cb) => cb());
  };
  window.fake = { state, sent, push };
  kit.mountGame({ model, el: document.getElementById("out"), title: "Test", render: (ctx) => kit.table([
    kit.h("p", {}, `Turn of ${kit.seatName(ctx, ctx.seat)} / ${ctx.seatName(1)}`),
    kit.button("Roll", () => ctx.send({ type: "roll" }), { disabled: true, refusal: "roll", ctx, testid: "roll" }),
    kit.button("Yum", { onClick: () => ctx.send({ type: "score" }), disabled: true, refusal: "score:yum", ctx, testid: "yum" }),
    kit.button("Go", () => ctx.send({ type: "go" }), { testid: "go" }),
    kit.cardRow([kit.card("AS", { onClick: () => ctx.send({ type: "play" }), disabled: true, refusal: "play:AS", ctx, testid: "as" })], { label: "hand" }),
    kit.diceRow([kit.die(3, { onClick: () => ctx.send({ type: "hold" }), disabled: true, refusal: "hold", ctx, testid: "d0" })]),
  ], { label: "Test table" }) });
}"""


def test_refused_clicks_show_the_engines_reason_in_the_status_line(kit):
    kit.evaluate(
        MOUNT_FAKE,
        {"refusals": {"roll": "Five dice are held: nothing to roll.", "score": "Roll first."}},
    )
    status = kit.get_by_test_id("tw-status")
    assert status.get_attribute("aria-live") == "assertive"
    assert status.inner_text() == ""
    roll = kit.get_by_test_id("roll")
    assert roll.get_attribute("aria-disabled") == "true" and roll.get_attribute("disabled") is None
    assert roll.get_attribute("aria-description") == "Five dice are held: nothing to roll."
    roll.click(force=True)  # aria-disabled controls stay clickable
    assert status.inner_text().endswith("Five dice are held: nothing to roll.")
    kit.get_by_test_id("yum").click(force=True)  # "score:yum" falls back to "score"
    assert kit.get_by_test_id("tw-refusal").inner_text().endswith("Roll first.")
    kit.get_by_test_id("as").click(force=True)  # no reason at all: the generic text
    assert (
        kit.get_by_test_id("tw-refusal").inner_text().endswith(kit.evaluate("kit.GENERIC_REFUSAL"))
    )
    kit.get_by_test_id("d0").focus()
    kit.keyboard.press("Enter")  # the keyboard refuses the same way (same text: said again)
    expect(kit.get_by_test_id("tw-refusal")).to_have_count(1)
    assert kit.evaluate("window.fake.sent") == []  # nothing was sent for a refused click
    kit.get_by_test_id("go").click()
    assert kit.evaluate("window.fake.sent") == [{"type": "act", "action": {"type": "go"}}]
    # The kernel's error shows in the same line (role=alert), and goes with the next revision.
    kit.evaluate("() => window.fake.push({ error: 'Not your turn.' })")
    assert kit.get_by_role("alert").inner_text().endswith("Not your turn.")
    assert kit.get_by_test_id("tw-refusal").count() == 0
    kit.evaluate("() => window.fake.push({ error: '' })")
    assert status.inner_text() == "" and kit.get_by_test_id("tw-error").count() == 0
    # A refusal lasts until the next revision.
    roll.click(force=True)
    assert kit.get_by_test_id("tw-refusal").count() == 1
    kit.evaluate("() => window.fake.push({})")
    assert kit.get_by_test_id("tw-refusal").count() == 0


def test_new_log_lines_are_announced_politely(kit):
    kit.evaluate(MOUNT_FAKE, {"log": ["Ana rolled 1 2 3 4 5."]})
    kit.evaluate(
        "() => window.fake.push({ log: ['Ana rolled 1 2 3 4 5.', 'Bot drew a card.', 'Bot played 7S.'] })"
    )
    live = kit.get_by_test_id("tw-live")
    assert live.get_attribute("aria-live") == "polite"
    kit.wait_for_function(
        "() => document.querySelector('[data-testid=tw-live]').textContent.includes('played')"
    )
    assert live.inner_text() == "Bot drew a card.. Bot played 7S."


def test_seat_names_undo_allowed_and_undo_counts(kit):
    kit.evaluate(MOUNT_FAKE, {"seat": 1, "log": ["x"]})
    assert kit.locator("#out p").first.inner_text() == "Turn of Player 2 / Player 2"
    assert kit.get_by_test_id("tw-undo").count() == 1  # undo_allowed absent: Undo is offered
    assert kit.get_by_test_id("tw-undos").count() == 0  # no undo used yet: no count
    kit.evaluate("() => window.fake.push({ undos: [2, 0], names: ['Ana', 'Ben'] })")
    assert kit.get_by_test_id("tw-undos").inner_text() == "Undos: Ana 2, Ben 0"
    assert kit.locator("#out p").first.inner_text() == "Turn of Ben / Ben"
    kit.evaluate("() => window.fake.push({ undo_allowed: false })")  # a contest
    assert kit.get_by_test_id("tw-undo").count() == 0
    assert kit.get_by_test_id("tw-new-game").count() == 1


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_kit_frame_has_no_serious_axe_violations(kit, assert_accessible, dark):
    kit.evaluate(
        MOUNT_FAKE,
        {"refusals": {"roll": "Roll first."}, "log": ["a"], "undos": [1, 0], "scores": [3, 4]},
    )
    if dark:
        kit.evaluate(
            """() => { document.body.dataset.jpThemeLight = "false";
            for (const [k, v] of Object.entries({"--jp-layout-color0": "#111111", "--jp-layout-color1": "#212121",
              "--jp-layout-color2": "#424242", "--jp-ui-font-color1": "rgba(255,255,255,0.87)", "--jp-ui-font-color2": "rgba(255,255,255,0.54)",
              "--jp-border-color1": "#616161", "--jp-brand-color1": "#42a5f5", "--jp-error-color0": "#ffcdd2",
              "--jp-error-color3": "#5d1c1c"})) document.body.style.setProperty(k, v);
            document.body.style.background = "#111"; }"""
        )
    assert_accessible(kit, "#out", stage="start")
    kit.get_by_test_id("roll").click(force=True)
    kit.evaluate(
        "() => window.kit.h && document.getElementById('out').append(kit.scoreTable(['Player', 'Score'], [['Ana', 3], ['Ben', 4]]))"
    )
    assert_accessible(kit, "#out", stage="refusal shown")
    kit.evaluate("() => window.fake.push({ error: 'Not your turn.' })")
    assert_accessible(kit, "#out", stage="kernel error")
    kit.evaluate("() => window.fake.push({ error: '', handover: true, seat: 1 })")
    assert_accessible(kit, "#out", stage="hand-over")
    long_log = [f"Move {i}: Ana played a card." for i in range(40)]  # the log list scrolls
    kit.evaluate(
        "(log) => window.fake.push({ handover: false, terminal: true, legal: [], log })", long_log
    )
    assert kit.evaluate(
        "() => { const l = document.querySelector('#out .tw-log-list'); return l.scrollHeight > l.clientHeight; }"
    )
    assert_accessible(kit, "#out", stage="game over, long log")


def test_card_constants_for_the_games(kit):
    info = kit.evaluate(
        "() => [kit.RANK_ORDER, kit.SUIT_ORDER, kit.DECK.length, kit.DECK[0], kit.DECK[51]]"
    )
    assert info == ["A23456789TJQK", "SHDC", 52, "AS", "KC"]
    assert kit.evaluate("() => kit.DECK.every((c) => kit.parseCard(c).code === c)")


def test_the_kits_traits_are_the_widget_bases_synced_traits(kit):
    """ctx gets every trait the Python widget base syncs, and no name it does not sync."""
    ipywidgets_own = set(anywidget.AnyWidget.class_trait_names(sync=True))
    synced = set(GameWidget.class_trait_names(sync=True)) - ipywidgets_own
    assert set(kit.evaluate("() => kit.TRAITS")) == synced


QUERIES = [
    {"name": "tip", "label": "Tip", "kind": "hint", "description": "A tip.", "standing": False,
     "automatic": False, "allowed": True, "reason": "", "on": False},
    {"name": "guide", "label": "Guide", "kind": "coach", "description": "", "standing": True,
     "automatic": False, "allowed": True, "reason": "", "on": False},
    {"name": "auto", "label": "Auto", "kind": "check", "description": "", "standing": False,
     "automatic": True, "allowed": True, "reason": "", "on": False},
    {"name": "peek", "label": "Peek", "kind": "aid", "description": "", "standing": False,
     "automatic": False, "allowed": False, "reason": "Practice aids are turned off at this table.",
     "on": False},
]  # fmt: skip


def test_help_bar_lists_the_declared_queries_and_shows_their_answers(kit):
    kit.evaluate(MOUNT_FAKE, {"queries": QUERIES})
    bar = kit.get_by_test_id("tw-help")
    assert bar.locator("button").all_inner_texts() == ["Tip", "Guide: off", "Peek"]  # not "auto"
    for button in bar.locator("button").all():
        box = button.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44  # tap targets
    kit.get_by_test_id("tw-query-tip").click()
    kit.get_by_test_id("tw-query-guide").click()
    assert kit.evaluate("window.fake.sent") == [
        {"type": "query", "name": "tip", "args": {}},
        {"type": "follow", "name": "guide", "on": True},
    ]
    # a query the table does not allow says why on the status line, and sends nothing
    peek = kit.get_by_test_id("tw-query-peek")
    assert peek.get_attribute("aria-disabled") == "true"
    peek.click(force=True)
    refusal = kit.get_by_test_id("tw-refusal")
    assert refusal.inner_text().endswith("Practice aids are turned off at this table.")
    assert len(kit.evaluate("window.fake.sent")) == 2
    # answers the game does not draw are shown as their text; a standing one shows as on
    on = [dict(q, on=True) if q["name"] == "guide" else q for q in QUERIES]
    kit.evaluate(
        "(q) => window.fake.push({ queries: q, answers: { tip: { text: 'Play the ace.' } } })", on
    )
    assert kit.get_by_test_id("tw-answer-tip").inner_text() == "Tip: Play the ace."
    toggle = kit.get_by_test_id("tw-query-guide")
    assert toggle.inner_text() == "Guide: on" and toggle.get_attribute("aria-pressed") == "true"
    # on the hand-over screen there is no help bar and no answer
    kit.evaluate("() => window.fake.push({ handover: true })")
    assert kit.get_by_test_id("tw-help").count() == 0
    assert kit.get_by_test_id("tw-answer-tip").count() == 0


def test_a_closed_table_says_why(kit):
    kit.evaluate(MOUNT_FAKE, {"queries": []})
    assert (
        kit.get_by_test_id("tw-closed").count() == 0 and kit.get_by_test_id("tw-help").count() == 0
    )
    kit.evaluate(
        "() => window.fake.push({ closed: 'The teacher ended this game.', legal: [], "
        "refusals: { '*': 'The teacher ended this game.' } })"
    )
    assert kit.get_by_test_id("tw-closed").inner_text() == "The teacher ended this game."


def test_the_teachers_notice_shows_until_dismissed(kit, assert_accessible):
    """A shared table's notice (trait ``notice``) is a banner with OK; a newer notice shows
    again; axe finds nothing serious on it."""
    kit.evaluate(MOUNT_FAKE, {"queries": []})
    assert kit.get_by_test_id("tw-notice").count() == 0
    kit.evaluate(
        "() => window.fake.push({ notice: { id: 1, text: 'The teacher restarted this game.' } })"
    )
    assert (
        kit.get_by_test_id("tw-notice").inner_text().startswith("The teacher restarted this game.")
    )
    box = kit.get_by_test_id("tw-notice-ok").bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    assert_accessible(kit, include="[data-testid=tw-notice]", stage="the notice")
    kit.get_by_test_id("tw-notice-ok").click()
    assert kit.get_by_test_id("tw-notice").count() == 0
    kit.evaluate("() => window.fake.push({ notice: { id: 2, text: 'A rematch started.' } })")
    assert kit.get_by_test_id("tw-notice").inner_text().startswith("A rematch started.")


def test_no_front_end_knows_another_games_queries():
    """The kit names no query; a game's widget.js reads only its own queries' answers."""
    import re

    from tabletop_widgets.engine import all_games, game_folder, queries_of

    own = {name: {q.name for q in queries_of(name)} for name in all_games()}
    every = set().union(*own.values())
    used = re.compile(r"""answers\.(\w+)|answers\[["'](\w+)["']\]|ask\(["'](\w+)["']""")
    kit_text = "".join(p.read_text(encoding="utf-8") for p in KIT.glob("*.js"))
    assert not {a or b or c for a, b, c in used.findall(kit_text)}
    for name, game in all_games().items():
        source = (game_folder(game) / "widget.js").read_text(encoding="utf-8")
        named = {a or b or c for a, b, c in used.findall(source)}
        assert named <= own[name], f"{name}/widget.js reads {named - own[name]}"
        for other in every - own[name]:
            assert f'"{other}"' not in source, f"{name}/widget.js names the query {other!r}"
