// Layout pieces: table surface, panels, buttons, error banner, log, hand-over screen, score table.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/** The green-felt table surface. */
export function table(children, { label, testid = "tw-table" } = {}) {
  return h("section", { class: "tw-table", "aria-label": label, testid }, children);
}

/** A titled panel (on the felt or beside it). `title` may be null. */
export function panel(title, children, { testid, class: cls, level = 3 } = {}) {
  return h(
    "section",
    { class: ["tw-panel", cls], testid, "aria-label": typeof title === "string" ? title : undefined },
    title ? h(`h${level}`, { class: "tw-panel-title" }, title) : null,
    children,
  );
}

/** The reason shown for a refused click when neither the exact key nor its type has one. */
export const GENERIC_REFUSAL = "That move is not possible right now.";

/** GENERIC_REFUSAL in the current language. */
export function genericRefusal() {
  return t("That move is not possible right now.");
}

/**
 * The engine's reason for refusing `key` ("type" or "type:detail"):
 * refusals[key] ?? refusals[type] ?? fallback ?? GENERIC_REFUSAL.
 */
export function refusalText(refusals, key, fallback) {
  const reasons = refusals || {};
  const text = String(key || "");
  // "*" is the engine's reason for the whole table (not your turn, the game is over).
  return reasons[text] ?? reasons[text.split(":")[0]] ?? fallback ?? reasons["*"] ?? genericRefusal();
}

/**
 * Mark a disabled control so that it explains itself: it stays focusable and clickable
 * (aria-disabled="true" and the class is-disabled, never the `disabled` attribute) and its
 * reason (refusalText(ctx.refusals, refusal, reason)) becomes its aria-description (and title
 * when it has none). The caller's click handler calls ctx.refuse(refusal) instead of acting.
 * Returns el.
 */
export function refusable(el, { disabled, refusal, ctx, reason } = {}) {
  if (!disabled) return el;
  el.classList.add("is-disabled");
  el.setAttribute("aria-disabled", "true");
  const text = ctx && refusal ? refusalText(ctx.refusals, refusal, reason) : reason;
  if (text) {
    if (!el.hasAttribute("title")) el.setAttribute("title", text);
    el.setAttribute("aria-description", text);
  }
  if (refusal) el.dataset.refusal = refusal;
  return el;
}

/**
 * A button. Either button(label, opts) or button(label, onClick, opts).
 * opts: {onClick, disabled, refusal, ctx, reason, primary, testid, key, title, pressed, small}.
 * A disabled button stays focusable and clickable (aria-disabled + class is-disabled): its click
 * never runs onClick; with `refusal` (a key of ctx.refusals, "type" or "type:detail") and `ctx`
 * it calls ctx.refuse(refusal, reason), which shows the engine's reason in the table's status
 * line (`reason` is only the fallback when the engine gives none). The same text is the tooltip
 * and aria-description.
 */
export function button(label, onClickOrOpts = {}, maybeOpts = {}) {
  const opts = typeof onClickOrOpts === "function" ? { ...maybeOpts, onClick: onClickOrOpts } : onClickOrOpts || {};
  const { onClick, disabled = false, refusal, ctx, reason, primary = false, testid, key, title, pressed, small = false } = opts;
  const el = h(
    "button",
    {
      type: "button",
      class: ["tw-btn", primary && "tw-btn--primary", small && "tw-btn--small"],
      "aria-pressed": pressed === undefined ? undefined : String(!!pressed),
      title,
      testid,
      "data-key": key || testid,
    },
    label,
  );
  refusable(el, { disabled, refusal, ctx, reason });
  el.addEventListener("click", (event) => {
    if (disabled) {
      if (ctx && refusal && typeof ctx.refuse === "function") ctx.refuse(refusal, reason);
      return;
    }
    if (typeof onClick === "function") onClick(event);
  });
  return el;
}

/** The error banner (role="alert"); returns null for an empty message. */
export function errorBanner(message, { onDismiss, testid = "tw-error" } = {}) {
  if (!message) return null;
  return h(
    "div",
    { class: "tw-error", role: "alert", testid },
    h("span", { class: "tw-error-icon", "aria-hidden": "true" }, "\u26a0"),
    h("span", { class: "tw-error-text" }, message),
    onDismiss ? button("\u00d7", { onClick: onDismiss, small: true, title: t("Dismiss"), testid: "tw-error-dismiss" }) : null,
  );
}

/** The public log (newest at the bottom, scrolled into view; the list is focusable so that
 * keyboard users can scroll it). */
export function logPanel(lines, { title = t("Log"), max = 30, testid = "tw-log" } = {}) {
  const shown = (lines || []).slice(-max);
  // A scrolling list must be reachable by keyboard (axe: scrollable-region-focusable).
  const list = h(
    "ol",
    { class: "tw-log-list", start: Math.max(1, (lines || []).length - shown.length + 1), tabindex: 0, "aria-label": title },
    shown.map((line) => h("li", {}, line)),
  );
  const el = panel(title, shown.length ? list : h("p", { class: "tw-muted" }, t("No moves yet.")), { testid, class: "tw-log" });
  // Scroll to the newest line once in the document.
  requestAnimationFrame(() => {
    list.scrollTop = list.scrollHeight;
  });
  return el;
}

/**
 * Hot-seat hand-over screen: "Pass the screen to NAME — press to continue".
 * The button gets the focus when shown (see mountGame).
 */
export function handoverScreen(name, onContinue, { testid = "tw-handover" } = {}) {
  return h(
    "div",
    { class: "tw-handover", testid, role: "dialog", "aria-modal": "false", "aria-label": t("Pass the screen to {name}", { name }) },
    h("p", { class: "tw-handover-text" }, t("Pass the screen to {name}", { name })),
    button(t("I am {name} \u2014 press to continue", { name }), { onClick: onContinue, primary: true, testid: "tw-handover-continue" }),
  );
}

/**
 * A score table. columns: header strings; rows: arrays of cells (strings/numbers/nodes) or
 * {cells, class, testid, highlight}. opts: {caption, testid, highlightColumn}.
 */
export function scoreTable(columns, rows, { caption, testid = "tw-scores", highlightColumn } = {}) {
  return h(
    "table",
    { class: "tw-score-table", testid },
    caption ? h("caption", {}, caption) : null,
    h("thead", {}, h("tr", {}, columns.map((c, i) => h("th", { scope: "col", class: i === highlightColumn && "is-current" }, c)))),
    h(
      "tbody",
      {},
      rows.map((row) => {
        const r = Array.isArray(row) ? { cells: row } : row;
        return h(
          "tr",
          { class: [r.class, r.highlight && "is-highlight"], testid: r.testid },
          r.cells.map((cell, i) => h(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : undefined, class: i === highlightColumn && "is-current" }, cell)),
        );
      }),
    ),
  );
}

/** A small pill badge (mode, status). */
export function badge(text, { kind = "", testid, title } = {}) {
  return h("span", { class: ["tw-badge", kind && `tw-badge--${kind}`], testid, title }, text);
}
