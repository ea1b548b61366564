// Keyboard and screen-reader helpers.

import { h } from "./dom.js";

let region = null;

/** The polite live region (one per page, created on first use). */
export function liveRegion() {
  if (region && region.isConnected) return region;
  region = h("div", { class: "tw-sr-only tw-live", "aria-live": "polite", "aria-atomic": "true", "data-testid": "tw-live" });
  document.body.append(region);
  return region;
}

/** Say `text` politely to screen-reader users (also readable in tests via [data-testid=tw-live]). */
export function announce(text) {
  const el = liveRegion();
  el.textContent = "";
  // A separate task so that repeating the same text is announced again.
  setTimeout(() => {
    el.textContent = String(text || "");
  }, 20);
  el.dataset.last = String(text || "");
}

/** Call fn(event) when el is activated by Enter or Space (for non-button elements). */
export function onActivate(el, fn) {
  el.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      fn(event);
    }
  });
  el.addEventListener("click", fn);
  return el;
}

/**
 * Roving tabindex over container's items (default selector: "[data-roving]"): one item is in the
 * Tab order (tabindex 0), the others -1; ArrowLeft/ArrowRight (and Up/Down), Home and End move the
 * focus (wrapping unless wrap=false). `start` is the index that is first in the Tab order.
 * Call it after the items are in the container. Returns the container.
 */
export function roving(container, { selector = "[data-roving]", start = 0, wrap = true } = {}) {
  const items = () => Array.from(container.querySelectorAll(selector));
  const list = items();
  list.forEach((item, i) => item.setAttribute("tabindex", i === Math.min(start, list.length - 1) ? "0" : "-1"));
  container.addEventListener("keydown", (event) => {
    const all = items();
    const i = all.indexOf(document.activeElement);
    if (i < 0) return;
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = i + 1;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = i - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = all.length - 1;
    if (next === null) return;
    event.preventDefault();
    if (wrap) next = (next + all.length) % all.length;
    else next = Math.max(0, Math.min(all.length - 1, next));
    all.forEach((item, k) => item.setAttribute("tabindex", k === next ? "0" : "-1"));
    all[next].focus();
  });
  return container;
}

/** True when the user asked the system for reduced motion. */
export function prefersReducedMotion() {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
