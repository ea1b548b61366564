// Every turn is seen: what moved between two renders is animated, and the end of a hand or round
// holds its showdown on screen until the player continues.
//
// Motion works from the difference between the previous and the new picture, with no game
// knowledge: before mountGame clears the root it takes a snapshot (`snapshot(root)`) of every
// tracked element's box; after the new body is drawn `play(root, shot)` animates
//   - a tracked element that moved (a card drawn, discarded, melded or laid off: the same card
//     code in a new place) from its old box to its new one ("flip"),
//   - a new one (a card or a bid just revealed, a box just scored) in: from the element named by
//     its data-motion-from (a pile or a seat's hand) when there is one ("fly"), else it pops in,
//   - a tracked element whose text changed (a score) with a short flash.
// Tracked: cards (`data-card`, the kit's cards) and anything with `data-motion="<unique key>"`;
// sources: `data-motion-source="<name>"`. Not tracked: whatever is inside [data-motion-skip] or a
// closed <details> (a record of an old hand holds the same cards). Keys seen twice in one picture are left alone. Each
// animated element gets data-moved="flip|fly|pop|flash" (tests read it; no timing needed).
// With prefers-reduced-motion: reduce nothing moves (root gets data-motion-mode="off").

import { h } from "./dom.js";
import { prefersReducedMotion } from "./a11y.js";
import { button } from "./layout.js";
import { t } from "./i18n.js";

/** How long a move takes (ms). */
export const MOVE_MS = 420;

function keyOf(el) {
  if (el.dataset.motion) return `m:${el.dataset.motion}`;
  if (el.dataset.card) return `c:${el.dataset.card}`;
  return null;
}

/** The tracked elements of `root` by key (keys seen more than once are dropped). */
export function tracked(root) {
  const found = new Map();
  const twice = new Set();
  for (const el of root.querySelectorAll("[data-card], [data-motion]")) {
    const key = keyOf(el);
    if (!key) continue;
    if (el.parentElement && el.parentElement.closest("[data-card], [data-motion]")) continue;
    if (el.closest("[data-motion-skip], details:not([open])")) continue;
    if (found.has(key)) twice.add(key);
    found.set(key, el);
  }
  for (const key of twice) found.delete(key);
  return found;
}

/** The boxes (and texts) of the tracked elements and motion sources, before a re-render. */
export function snapshot(root) {
  const boxes = new Map();
  for (const [key, el] of tracked(root)) boxes.set(key, { rect: el.getBoundingClientRect(), text: el.textContent });
  const sources = new Map();
  for (const el of root.querySelectorAll("[data-motion-source]")) sources.set(el.dataset.motionSource, el.getBoundingClientRect());
  return { boxes, sources };
}

function visibleBox(r) {
  return r && r.width > 0 && r.height > 0;
}

function animate(el, frames, kind, delay = 0) {
  el.dataset.moved = kind;
  if (typeof el.animate !== "function") return;
  const run = el.animate(frames, { duration: MOVE_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)", delay, fill: "backwards" });
  // A new card flying in passes over other controls: taps go through it to them until it lands.
  // (A card sliding into place stays pressable where it is seen.)
  if (kind === "flip" || kind === "flash") return;
  el.style.pointerEvents = "none";
  const land = () => el.style.removeProperty("pointer-events");
  run.onfinish = land;
  run.oncancel = land;
}

/**
 * Animate what changed since `shot` (a snapshot of the previous picture). Returns the number of
 * elements animated (0 with reduced motion, on the first picture, or when nothing moved).
 */
export function play(root, shot, { enabled = true } = {}) {
  const off = prefersReducedMotion();
  root.dataset.motionMode = off ? "off" : "on";
  if (off || !enabled || !shot) return 0;
  let count = 0;
  let entering = 0;
  for (const [key, el] of tracked(root)) {
    const now = el.getBoundingClientRect();
    if (!visibleBox(now)) continue;
    const before = shot.boxes.get(key);
    if (before && visibleBox(before.rect)) {
      const dx = before.rect.left - now.left;
      const dy = before.rect.top - now.top;
      if (Math.hypot(dx, dy) > 12) {
        animate(el, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], "flip");
        count += 1;
      } else if (before.text !== el.textContent && key.startsWith("m:")) {
        animate(el, [{ boxShadow: "0 0 0 4px var(--tw-gold)" }, { boxShadow: "0 0 0 0 transparent" }], "flash");
        count += 1;
      }
      continue;
    }
    if (before) continue; // it was there, hidden: nothing to show
    const from = el.dataset.motionFrom && shot.sources.get(el.dataset.motionFrom);
    const delay = Math.min(entering, 6) * 60; // several new cards (a deal, a reveal) one after another
    entering += 1;
    if (visibleBox(from)) {
      const dx = from.left + from.width / 2 - (now.left + now.width / 2);
      const dy = from.top + from.height / 2 - (now.top + now.height / 2);
      animate(el, [{ transform: `translate(${dx}px, ${dy}px) scale(0.8)`, opacity: 0.6 }, { transform: "none", opacity: 1 }], "fly", delay);
    } else {
      animate(el, [{ transform: "scale(0.6)", opacity: 0 }, { transform: "none", opacity: 1 }], "pop", delay);
    }
    count += 1;
  }
  return count;
}

// ----- showdowns: the end of a hand or round waits for the player ---------------------------

/** Seconds a shared table (a seat at a table server) shows a showdown before going on. */
export const SHARED_TABLE_SECONDS = 8;

/**
 * Hold the screen on a finished hand or round. `id` names the latest finished one (null when
 * none yet); when it changes while the player watches (not on the first picture), the hold
 * starts and lasts until `hold.release()` (the Continue button), or SHARED_TABLE_SECONDS at a
 * shared table (ctx.remote, or the widget inside an element with data-tw-shared-table) so that
 * nobody waits on one player. Returns null or {id, auto, release}.
 */
export function showdownHold(ctx, id) {
  const L = ctx.local;
  const state = L.showdown || (L.showdown = { seen: undefined, holding: null, timer: null });
  if (state.seen === undefined || ctx.first) {
    state.seen = id;
    return null;
  }
  if (id && id !== state.seen) {
    state.seen = id;
    state.holding = id;
    clearTimeout(state.timer);
    state.auto = isSharedTable(ctx);
    if (state.auto) state.timer = setTimeout(() => release(), SHARED_TABLE_SECONDS * 1000);
  }
  function release() {
    clearTimeout(state.timer);
    if (!state.holding) return;
    state.holding = null;
    L.focusAfterShowdown = true;
    ctx.rerender();
  }
  if (!state.holding) return null;
  return { id: state.holding, auto: !!state.auto, release };
}

/** True at a table other people share: a seat at a table server. */
export function isSharedTable(ctx) {
  if (ctx.remote) return true;
  return !!(typeof document !== "undefined" && document.querySelector("[data-tw-shared-table]"));
}

/**
 * The bar under a held showdown: "Continue" (focused; testid tw-continue) and, at a shared
 * table, a line saying the next hand starts by itself with a shrinking bar.
 */
export function continueBar(hold, { label = t("Continue"), next = t("The next hand") } = {}) {
  const b = button(label, { onClick: () => hold.release(), primary: true, key: "showdown-continue", testid: "tw-continue" });
  requestAnimationFrame(() => {
    if (b.isConnected) b.focus({ preventScroll: true });
  });
  return h(
    "div",
    { class: "tw-continue-bar", testid: "tw-continue-bar" },
    b,
    hold.auto
      ? h(
          "span",
          { class: "tw-continue-auto", testid: "tw-continue-auto" },
          t("{next} starts in {seconds} seconds.", { next, seconds: SHARED_TABLE_SECONDS }),
          h("span", { class: "tw-continue-timer", style: { "--tw-hold-s": `${SHARED_TABLE_SECONDS}s` }, "aria-hidden": "true" }),
        )
      : null,
  );
}
