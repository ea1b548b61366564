// French playing cards drawn with CSS and SVG-free text glyphs (no images), plus a generic
// "custom card" for games with their own decks (GYÜMI, The Gnumies).

import { h } from "./dom.js";
import { refusable } from "./layout.js";
import { t } from "./i18n.js";

export const SUITS = {
  S: { symbol: "\u2660", name: "Spades", color: "black" },
  H: { symbol: "\u2665", name: "Hearts", color: "red" },
  D: { symbol: "\u2666", name: "Diamonds", color: "red" },
  C: { symbol: "\u2663", name: "Clubs", color: "black" },
};

export const RANKS = {
  A: { label: "A", name: "Ace" },
  2: { label: "2", name: "2" },
  3: { label: "3", name: "3" },
  4: { label: "4", name: "4" },
  5: { label: "5", name: "5" },
  6: { label: "6", name: "6" },
  7: { label: "7", name: "7" },
  8: { label: "8", name: "8" },
  9: { label: "9", name: "9" },
  T: { label: "10", name: "10" },
  J: { label: "J", name: "Jack" },
  Q: { label: "Q", name: "Queen" },
  K: { label: "K", name: "King" },
};

/** The ranks in order, ace low ("A23456789TJQK"), and the suits in the kit's order ("SHDC"). */
export const RANK_ORDER = "A23456789TJQK";
export const SUIT_ORDER = "SHDC";

/** All 52 card codes, suit by suit in SUIT_ORDER, ranks in RANK_ORDER ("AS", "2S", ... "KC"). */
export const DECK = Array.from(SUIT_ORDER).flatMap((suit) => Array.from(RANK_ORDER, (rank) => rank + suit));

/**
 * Parse a card code: "AS", "TD" (or "10D"), "QH", "JK" (joker) or "JK:8S" (a joker standing for
 * the 8 of Spades). Returns {code, rank, suit, joker, standsFor} or null when unknown.
 */
export function parseCard(code) {
  const text = String(code || "").trim().toUpperCase();
  if (text === "JK") return { code: "JK", rank: null, suit: null, joker: true, standsFor: null };
  if (text.startsWith("JK:")) {
    const inner = parseCard(text.slice(3));
    if (!inner || inner.joker) return null;
    return { code: text, rank: inner.rank, suit: inner.suit, joker: true, standsFor: inner.code };
  }
  const m = /^(10|[2-9TJQKA])([SHDC])$/.exec(text);
  if (!m) return null;
  const rank = m[1] === "10" ? "T" : m[1];
  return { code: rank + m[2], rank, suit: m[2], joker: false, standsFor: null };
}

/** A rank's name in the current language ("Queen"; "2" ... "10" stay numbers). */
export function rankName(rank) {
  const names = { A: t("Ace"), J: t("Jack"), Q: t("Queen"), K: t("King") };
  return names[rank] || RANKS[rank].name;
}

/** A suit's name in the current language ("Hearts"). */
export function suitName(suit) {
  return { S: t("Spades"), H: t("Hearts"), D: t("Diamonds"), C: t("Clubs") }[suit];
}

/** "Queen of Hearts", "10 of Diamonds", "Joker", "Joker as 8 of Spades". */
export function cardName(code) {
  const c = parseCard(code);
  if (!c) return String(code);
  const plain = c.rank ? t("{rank} of {suit}", { rank: rankName(c.rank), suit: suitName(c.suit) }) : "";
  if (c.joker) return c.standsFor ? t("Joker as {card}", { card: plain }) : t("Joker");
  return plain;
}

/** Short label "Q♥", "10♦", "🃏". */
export function cardLabel(code) {
  const c = parseCard(code);
  if (!c) return String(code);
  if (c.joker && !c.standsFor) return "JK";
  return `${RANKS[c.rank].label}${SUITS[c.suit].symbol}`;
}

function cardShell(tag, { classes, label, selected, disabled, onClick, testid, key, size, dataset, refusal, ctx }) {
  const interactive = typeof onClick === "function";
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-card", size && `tw-card--${size}`, selected && "is-selected", disabled && "is-disabled", ...classes],
      type: interactive ? "button" : undefined,
      role: interactive ? undefined : "img",
      "aria-label": label,
      "aria-pressed": interactive && selected !== undefined ? String(!!selected) : undefined,
      title: label,
      testid,
      "data-key": key,
      "data-roving": interactive ? "" : undefined,
      dataset,
    },
  );
  if (interactive) {
    refusable(el, { disabled, refusal, ctx });
    el.addEventListener("click", (event) => {
      if (disabled) {
        if (ctx && refusal && typeof ctx.refuse === "function") ctx.refuse(refusal);
        return;
      }
      onClick(event);
    });
  } else if (disabled) {
    el.setAttribute("aria-disabled", "true");
  }
  return el;
}

/**
 * A French card. opts: {faceDown, selected, disabled, refusal, ctx, onClick, size: "sm"|"lg", testid, key, label}.
 * A disabled interactive card stays clickable (aria-disabled): with `refusal` and `ctx` a click
 * shows the engine's reason (ctx.refuse(refusal)) instead of calling onClick.
 * With onClick it is a <button> (aria-pressed reflects `selected` when given; [data-roving] so
 * roving() can manage it); otherwise role="img". Colour is never the only signal: the suit symbol
 * is always drawn, and red suits also get the class tw-card--red.
 */
export function card(code, opts = {}) {
  const { faceDown = false } = opts;
  if (faceDown) {
    const el = cardShell("div", { ...opts, classes: ["tw-card--back"], label: opts.label || t("face-down card") });
    el.append(h("span", { class: "tw-card-back", "aria-hidden": "true" }));
    return el;
  }
  const c = parseCard(code);
  if (!c) {
    return cardShell("div", { ...opts, classes: ["tw-card--unknown"], label: opts.label || t("unknown card {code}", { code }) });
  }
  const name = cardName(code);
  const red = c.suit && SUITS[c.suit].color === "red";
  const el = cardShell("div", {
    ...opts,
    classes: [red ? "tw-card--red" : "tw-card--black", c.joker && "tw-card--joker"],
    label: opts.label || name,
    dataset: { card: c.code, ...(opts.dataset || {}) },
  });
  const face = h("span", { class: "tw-card-face", "aria-hidden": "true" });
  if (c.joker && !c.standsFor) {
    face.append(
      h("span", { class: "tw-card-corner" }, h("span", { class: "tw-card-rank" }, "JK")),
      h("span", { class: "tw-card-pip tw-card-pip--joker" }, "\u2605"),
      h("span", { class: "tw-card-name" }, t("Joker")),
    );
  } else {
    const rank = RANKS[c.rank].label;
    const sym = SUITS[c.suit].symbol;
    face.append(
      h("span", { class: "tw-card-corner" }, h("span", { class: "tw-card-rank" }, rank), h("span", { class: "tw-card-suit" }, sym)),
      h("span", { class: "tw-card-pip" }, ["J", "Q", "K"].includes(c.rank) ? rank : sym),
      h("span", { class: "tw-card-corner tw-card-corner--br" }, h("span", { class: "tw-card-rank" }, rank), h("span", { class: "tw-card-suit" }, sym)),
    );
    if (c.joker) face.append(h("span", { class: "tw-card-jokertag" }, "\u2605 " + t("joker")));
  }
  el.append(face);
  return el;
}

/**
 * A game-specific card: {title, number, symbol, name, color, label, faceDown, selected, disabled,
 * onClick, size, testid, key}. `color` is any CSS colour for the card's band (decorative: put the
 * meaning in symbol/name too). aria-label defaults to "title number name".
 */
export function customCard({ title, number, symbol, name, color, label, ...opts } = {}) {
  if (opts.faceDown) return card(null, { ...opts, label: label || (title ? t("face-down {title} card", { title }) : t("face-down card")) });
  const text = label || [title, number, name].filter((x) => x !== undefined && x !== null && x !== "").join(" ");
  const el = cardShell("div", { ...opts, classes: ["tw-card--custom"], label: text });
  el.style.setProperty("--tw-card-band", color || "var(--tw-brand)");
  el.append(
    h(
      "span",
      { class: "tw-card-face", "aria-hidden": "true" },
      title ? h("span", { class: "tw-card-title" }, title) : null,
      number !== undefined && number !== null ? h("span", { class: "tw-card-number" }, String(number)) : null,
      symbol ? h("span", { class: "tw-card-symbol" }, symbol) : null,
      name ? h("span", { class: "tw-card-name" }, name) : null,
    ),
  );
  return el;
}

/** A row of cards: role="group" with a label; fan=true overlaps them like a held hand. */
export function cardRow(cards, { label, fan = false, testid } = {}) {
  return h("div", { class: ["tw-card-row", fan && "tw-card-row--fan"], role: "group", "aria-label": label, testid }, cards);
}
