// mountGame: the frame every game widget uses (header, error, body, log, hand-over screen).

import { h, clear } from "./dom.js";
import { announce } from "./a11y.js";
import { badge, button, errorBanner, handoverScreen, logPanel } from "./layout.js";

const TRAITS = ["view", "legal", "log", "error", "seat", "names", "humans", "mode", "handover", "scores", "terminal", "revision"];

/**
 * Mount a game in `el` and keep it in sync with the anywidget `model`.
 *
 *   export default { render({ model, el }) { return mountGame({ model, el, title: "Yum", render: draw }); } };
 *
 * render(ctx) draws the game's body and returns a Node (or an array of nodes). ctx holds every
 * synced trait (view, legal, log, error, seat, names, humans, mode, handover, scores, terminal,
 * revision), plus:
 *   ctx.send(action)   -> model.send({type: "act", action})
 *   ctx.message(msg)   -> model.send(msg) (for game-specific messages)
 *   ctx.announce(text) -> polite screen-reader announcement
 *   ctx.isLegal(pred)  -> the legal actions matching pred (object pattern or function)
 *   ctx.myTurn         -> legal.length > 0
 *   ctx.first          -> true on the first render
 *   ctx.previous       -> the previous ctx (null on first render), to animate changes
 *   ctx.rerender()     -> draw again (after a purely local change such as a selection)
 *   ctx.local          -> an object kept across renders for local UI state
 * Options: title, log (default true), controls (default true: Undo + New game),
 * headerExtra(ctx) -> nodes put in the header, logTitle.
 * Re-renders on change:revision; restores the keyboard focus to the element with the same
 * data-key after each render. Returns the cleanup function anywidget expects.
 */
export function mountGame({ model, el, render, title = "", log = true, controls = true, headerExtra, logTitle = "Log" }) {
  const root = h("div", { class: "tw-root", testid: "tw-root" });
  // Keys pressed inside a game belong to the game: JupyterLab must not read them as notebook
  // shortcuts ("a" inserting a cell, "d d" deleting the widget's own cell). Lumino honours the
  // attribute; stopping the event covers hosts that listen while it bubbles. Shift/Ctrl+Enter
  // still reach the notebook so cells can be run from inside a widget.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.addEventListener("keydown", (event) => {
    const runCell = event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey);
    if (!runCell) event.stopPropagation();
  });
  el.append(root);
  const local = {};
  let previous = null;
  let confirmNew = false;
  let confirmTimer = null;

  function snapshot() {
    const ctx = {};
    for (const name of TRAITS) ctx[name] = model.get(name);
    ctx.view = ctx.view || {};
    ctx.legal = ctx.legal || [];
    ctx.log = ctx.log || [];
    ctx.names = ctx.names || [];
    ctx.humans = ctx.humans || [];
    ctx.scores = ctx.scores || [];
    return ctx;
  }

  function matches(action, pattern) {
    if (typeof pattern === "function") return pattern(action);
    return Object.entries(pattern || {}).every(([k, v]) => JSON.stringify(action[k]) === JSON.stringify(v));
  }

  function draw() {
    const ctx = snapshot();
    Object.assign(ctx, {
      model,
      local,
      previous,
      first: previous === null,
      myTurn: ctx.legal.length > 0,
      send: (action) => model.send({ type: "act", action }),
      message: (msg) => model.send(msg),
      announce,
      isLegal: (pattern) => ctx.legal.filter((a) => matches(a, pattern)),
      rerender: draw,
    });

    const active = root.contains(document.activeElement) ? document.activeElement : null;
    const focusKey = active && active.closest("[data-key]") ? active.closest("[data-key]").getAttribute("data-key") : null;

    clear(root);
    root.dataset.mode = ctx.mode;
    root.dataset.revision = String(ctx.revision);

    const header = h(
      "header",
      { class: "tw-header" },
      title ? h("h2", { class: "tw-title" }, title) : null,
      ctx.mode === "reveal" ? badge("Teacher view: all cards shown", { kind: "reveal", testid: "tw-reveal" }) : null,
      ctx.mode === "hotseat" ? badge("Hot-seat", { testid: "tw-mode" }) : null,
      ctx.terminal ? badge("Game over", { kind: "over", testid: "tw-over" }) : null,
      h("span", { class: "tw-spacer" }),
      headerExtra ? headerExtra(ctx) : null,
      controls
        ? [
            button("Undo", {
              onClick: () => model.send({ type: "undo" }),
              disabled: !ctx.log.length || ctx.handover,
              reason: ctx.handover ? "Continue first." : "No move to undo yet.",
              testid: "tw-undo",
              small: true,
            }),
            button(confirmNew ? "Really start over?" : "New game", {
              onClick: () => {
                if (ctx.terminal || confirmNew || !ctx.log.length) {
                  confirmNew = false;
                  model.send({ type: "new_game" });
                  draw();
                } else {
                  confirmNew = true;
                  clearTimeout(confirmTimer);
                  confirmTimer = setTimeout(() => {
                    confirmNew = false;
                    if (root.isConnected) draw();
                  }, 4000);
                  draw();
                }
              },
              testid: "tw-new-game",
              small: true,
              primary: confirmNew,
            }),
          ]
        : null,
    );
    root.append(header);
    const banner = errorBanner(ctx.error);
    if (banner) root.append(banner);

    if (ctx.handover) {
      const name = ctx.names[ctx.seat] || `Player ${ctx.seat + 1}`;
      const screen = handoverScreen(name, () => model.send({ type: "handover" }));
      root.append(screen);
      requestAnimationFrame(() => {
        const b = screen.querySelector("button");
        if (b && root.contains(b)) b.focus();
      });
    } else {
      const body = h("div", { class: "tw-body" });
      const drawn = render(ctx);
      if (drawn) body.append(...(Array.isArray(drawn) ? drawn.flat().filter(Boolean) : [drawn]));
      root.append(body);
    }
    if (log) root.append(logPanel(ctx.log, { title: logTitle }));

    if (focusKey) {
      const again = root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again) again.focus();
    }
    // Announce new public log lines (and errors are role=alert already).
    const fresh = previous ? newLines(previous.log, ctx.log) : [];
    if (fresh.length) announce(fresh.join(". "));
    previous = ctx;
  }

  const onChange = () => draw();
  model.on("change:revision", onChange);
  draw();
  return () => {
    clearTimeout(confirmTimer);
    model.off("change:revision", onChange);
    root.remove();
  };
}

// The log lines added since `before` (the synced log is a sliding window of the last lines).
function newLines(before, after) {
  if (!after.length || JSON.stringify(before) === JSON.stringify(after)) return [];
  if (!before.length) return after.slice();
  const last = before[before.length - 1];
  for (let j = after.length - 1; j >= 0; j--) {
    if (after[j] === last && j < after.length - 1) return after.slice(j + 1);
    if (after[j] === last) return [];
  }
  return after.slice(-1);
}
