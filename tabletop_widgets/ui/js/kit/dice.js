// Six-sided pip dice drawn in SVG, with a held state and a short roll animation.

import { h, s } from "./dom.js";
import { prefersReducedMotion } from "./a11y.js";
import { refusable } from "./layout.js";
import { t } from "./i18n.js";

// Pip centres on a 0..100 square.
const PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

/** The SVG face of a die showing `value` (1-6; anything else draws a blank die). */
export function dieFace(value) {
  const pips = PIPS[value] || [];
  return s(
    "svg",
    { class: "tw-die-svg", viewBox: "0 0 100 100", "aria-hidden": "true", focusable: "false" },
    s("rect", { class: "tw-die-body", x: 4, y: 4, width: 92, height: 92, rx: 18, ry: 18 }),
    pips.map(([cx, cy]) => s("circle", { class: "tw-die-pip", cx, cy, r: 9 })),
  );
}

/** "die 3 showing 5, held" (index is 0-based; the label counts from 1). */
export function dieLabel(index, value, held = false) {
  const n = index + 1;
  if (!PIPS[value]) return held ? t("die {n} not rolled, held", { n }) : t("die {n} not rolled", { n });
  return held ? t("die {n} showing {value}, held", { n, value }) : t("die {n} showing {value}", { n, value });
}

/**
 * A die. opts: {index, held, onClick, disabled, refusal, ctx, rolling, testid, key, label}.
 * A disabled interactive die stays clickable (aria-disabled): with `refusal` ("hold") and `ctx`
 * a click shows the engine's reason (ctx.refuse(refusal)) instead of calling onClick.
 * With onClick it is a toggle <button> (aria-pressed = held, [data-roving] for roving()).
 * held dice get a t("HELD") tag as well as a colour change.
 */
export function die(value, { index = 0, held = false, onClick, disabled = false, refusal, ctx, rolling = false, testid, key, label } = {}) {
  const interactive = typeof onClick === "function";
  const text = label || dieLabel(index, value, held);
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-die", held && "is-held", disabled && "is-disabled", !PIPS[value] && "is-blank"],
      type: interactive ? "button" : undefined,
      role: interactive ? undefined : "img",
      "aria-label": text,
      "aria-pressed": interactive ? String(!!held) : undefined,
      "aria-disabled": disabled ? "true" : undefined,
      title: text,
      testid,
      "data-key": key,
      "data-value": PIPS[value] ? value : undefined,
      "data-roving": interactive ? "" : undefined,
    },
    dieFace(value),
    h("span", { class: "tw-die-tag", "aria-hidden": "true" }, held ? t("HELD") : ""),
  );
  if (interactive) {
    refusable(el, { disabled, refusal, ctx });
    el.addEventListener("click", (event) => {
      if (!disabled) onClick(event);
      else if (ctx && refusal && typeof ctx.refuse === "function") ctx.refuse(refusal);
    });
  }
  if (rolling) {
    el.dataset.rolled = "true";
    rollAnimation(el);
  }
  return el;
}

/**
 * Play the short roll animation on a die element (about 450 ms; nothing at all when the user
 * prefers reduced motion). Returns true when it animated.
 */
export function rollAnimation(el, { duration = 450 } = {}) {
  if (prefersReducedMotion()) {
    el.classList.remove("is-rolling");
    el.dataset.animated = "false";
    return false;
  }
  el.dataset.animated = "true";
  el.classList.add("is-rolling");
  el.style.setProperty("--tw-roll-ms", `${duration}ms`);
  setTimeout(() => el.classList.remove("is-rolling"), duration);
  return true;
}

/** A row of dice: role="group" with a label. */
export function diceRow(dice, { label = t("dice"), testid } = {}) {
  return h("div", { class: "tw-dice-row", role: "group", "aria-label": label, testid }, dice);
}
