// The Gnumies table: the offered party card, your Gnumie cards to choose from, the last
// reveal with its winner explained, and every player's party room (grouped by value, with
// its running score) and remaining Gnumie cards. Choices are secret until all have chosen:
// this page only ever knows *that* another player has chosen, never what.
import { mountGame, seatName } from "../ui/js/kit/app.js";
import { h } from "../ui/js/kit/dom.js";
import { nt, t } from "../ui/js/kit/i18n.js";
import { customCard, cardRow } from "../ui/js/kit/cards.js";
import { roving } from "../ui/js/kit/a11y.js";
import { badge, button, panel, scoreTable, table } from "../ui/js/kit/layout.js";

// Colour is never the only signal: each Gnumie card also shows its colour's name.
const COLOURS = { red: "#c62828", yellow: "#c99a00", blue: "#1e63c6", violet: "#7b3fb0", gray: "#6b6b6b" };
const GNALLI = "gnalli";

// A colour's name in the reader's language (the engine names the colours by these codes).
function colourName(colour) {
  const names = { red: t("red"), yellow: t("yellow"), blue: t("blue"), violet: t("violet"), gray: t("gray") };
  return names[colour] || colour;
}

// "2 Luckynits": the game's own word, with the number.
function luckynits(n) {
  return nt("{n} Luckynit", "{n} Luckynits", n);
}


const name = seatName;

function nits(ctx, colour, value) {
  const table = (ctx.view.luckynits || {})[colour] || {};
  return table[String(value)] || 0;
}

function nitDots(n) {
  return "✦".repeat(n);
}

// ----- cards --------------------------------------------------------------------------------

function partyLabel(ctx, c) {
  if (c === "wullawaki") return "Wullawaki";
  if (c === "copicastor") return "Copicastor";
  return (ctx.view.labels || {})[String(c)] || t("Guest {n}", { n: c });
}

// A guest without a name of its own ("Guest 4", in any language): its card shows no name.
function plainGuest(ctx, c) {
  const label = (ctx.view.labels || {})[String(c)];
  return !label || label === t("Guest {n}", { n: c }) || label === `Guest ${c}`;
}

function partyCard(ctx, c, opts = {}) {
  if (c === "wullawaki") {
    return customCard({ title: t("Party"), number: "W", symbol: "☠", name: "Wullawaki", color: "#3b3b3b", label: t("Wullawaki (penalty card)"), ...opts });
  }
  if (c === "copicastor") {
    return customCard({ title: t("Party"), number: "C", symbol: "⧉", name: "Copicastor", color: "#00897b", label: t("Copicastor (copies your lowest guest)"), ...opts });
  }
  const label = partyLabel(ctx, c);
  return customCard({ title: t("Guest"), number: c, symbol: c > 10 ? "★" : "☺", name: plainGuest(ctx, c) ? "" : label.split(" (")[0], color: "#e07a1f", label: t("{card}, worth {n}", { card: label, n: c }), ...opts });
}

function gnumieCard(ctx, colour, c, opts = {}) {
  if (c === GNALLI) {
    return customCard({ title: colourName(colour), number: "★", name: "Gnalli", color: COLOURS[colour], label: t("{colour} Gnalli", { colour: colourName(colour) }), ...opts });
  }
  const n = nits(ctx, colour, c);
  return customCard({ title: colourName(colour), number: c, symbol: nitDots(n), name: luckynits(n), color: COLOURS[colour], label: `${colourName(colour)} ${c}, ${luckynits(n)}`, ...opts });
}

// ----- the middle: offer, status, your choice ---------------------------------------------------

function status(ctx) {
  const v = ctx.view;
  if (v.phase === "over") return t("Game over: {why}.", { why: v.ended_by || "" });
  if (ctx.closed) return ctx.closed;
  const waiting = (v.pickers || []).filter((s) => !v.chosen[s]);
  if (v.phase === "gnalli") return v.gnalli_seat === ctx.seat
      ? t("You are deciding what to do with the card you saw with the Gnalli.")
      : t("{name} is deciding what to do with the card seen with the Gnalli.", { name: name(ctx, v.gnalli_seat) });
  if (v.phase === "discard") {
    return t("The last round is over. Choosing the cards their Wullawakis throw out: {names}", { names: (ctx.view.to_choose || []).map((s) => name(ctx, s)).join(", ") || "…" });
  }
  const done = (v.pickers || []).filter((s) => v.chosen[s]).map((s) => name(ctx, s));
  const round = t("Round {n}", { n: v.round });
  const supply = nt("{n} card in the supply", "{n} cards in the supply", v.supply);
  const nobody = t("nobody");
  const waitingFor = t("waiting for {names}", { names: waiting.map((s) => name(ctx, s)).join(", ") || nobody });
  const chosen = done.length ? " · " + t("chosen: {names}", { names: done.join(", ") }) : "";
  return `${round} · ${supply} · ${waitingFor}${chosen}`;
}

function offerPanel(ctx) {
  const v = ctx.view;
  if (v.offer === null || v.offer === undefined) return null;
  const rule = v.offer_rule || ""; // the engine's words (rules.offer_rule)
  return h(
    "div",
    { class: "gn-offer", testid: "gn-offer", dataset: { offer: String(v.offer), motionSource: "offer" } },
    h("div", { class: "gn-caption" }, t("Offered party card")),
    partyCard(ctx, v.offer, { size: "lg" }),
    h("p", { class: "gn-rule" }, rule),
  );
}

function handPanel(ctx) {
  const v = ctx.view;
  if (v.phase === "over" || ctx.mode === "reveal") return null;
  const seat = ctx.seat;
  const colour = v.colours[seat];
  const hand = v.hands[seat] || [];
  if (!hand.length) return h("p", { class: "gn-hint", testid: "gn-out" }, t("You have no Gnumie cards left: you are out of the bidding."));
  const choosing = v.phase === "choose" && (v.pickers || []).includes(seat);
  let note;
  if (v.my_choice !== null && v.my_choice !== undefined) {
    note = h("p", { class: "gn-hint", testid: "gn-my-choice" }, t("You chose your {card}. It stays hidden until everybody has chosen.", { card: v.my_choice === GNALLI ? "Gnalli" : v.my_choice }));
  } else if (choosing && ctx.myTurn) {
    note = h("p", { class: "gn-hint" }, v.repick ? t("Everybody played the Gnalli: choose a numbered card.") : t("Choose a card secretly."));
  } else if ((v.sitting_out || []).includes(seat)) {
    note = h("p", { class: "gn-hint" }, t("You hold only your Gnalli and may not bid for a Wullawaki: you sit out."));
  }
  const cards = hand.map((c) => {
    // A card that may not be played now stays clickable: the engine's reason shows on screen.
    const legal = ctx.isLegal({ type: "play", card: c }).length > 0;
    return gnumieCard(ctx, colour, c, {
      onClick: () => ctx.send({ type: "play", card: c }),
      disabled: !legal,
      refusal: `play:${c}`,
      ctx,
      selected: v.my_choice === c,
      key: `hand-${c}`,
      testid: `gn-hand-${c}`,
      label: c === GNALLI ? t("{colour} Gnalli", { colour: colourName(colour) }) : `${colourName(colour)} ${c}, ${luckynits(nits(ctx, colour, c))}`,
    });
  });
  const row = cardRow(cards, { label: t("Your Gnumie cards"), testid: "gn-hand" });
  roving(row);
  return h("div", { class: "gn-hand" }, h("div", { class: "gn-caption" }, t("Your Gnumie cards")), row, note);
}

function gnalliPanel(ctx) {
  const v = ctx.view;
  if (v.phase !== "gnalli" || v.gnalli_seat !== ctx.seat || v.look === null || v.look === undefined) return null;
  const gives = ctx.legal.filter((a) => a.type === "give");
  return panel(
    t("Your Gnalli: the top party card, seen only by you"),
    h(
      "div",
      { class: "gn-look", testid: "gn-look" },
      partyCard(ctx, v.look, { size: "lg" }),
      h(
        "div",
        { class: "gn-look-actions" },
        button(t("Keep it (your Gnalli is discarded)"), { onClick: () => ctx.send({ type: "keep" }), primary: true, testid: "gn-keep", key: "keep" }),
        gives.map((a) =>
          button(t("Give it to {name} (your Gnalli comes back)", { name: name(ctx, a.to) }), { onClick: () => ctx.send(a), testid: `gn-give-${a.to}`, key: `give-${a.to}` }),
        ),
      ),
    ),
    { testid: "gn-gnalli" },
  );
}

function discardPanel(ctx) {
  const v = ctx.view;
  const choices = ctx.legal.filter((a) => a.type === "discard");
  if (v.phase !== "discard" || !choices.length) return null;
  const need = (v.discards_needed || [])[ctx.seat] || 0;
  const chosen = (v.chosen_discards || [])[ctx.seat] || [];
  return panel(
    nt("Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)", "Your {count} Wullawakis: choose {n} cards to discard ({chosen} chosen)", need, {
      count: (v.rooms[ctx.seat] || []).filter((c) => c === "wullawaki").length,
      chosen: chosen.length,
    }),
    [
      chosen.length ? h("p", { class: "gn-hint" }, t("Discarded so far: {cards}", { cards: chosen.map((c) => partyLabel(ctx, c)).join(", ") })) : null,
      h(
        "div",
        { class: "gn-room", role: "group", "aria-label": t("Cards you may discard"), testid: "gn-discard" },
        choices.map((a) =>
          partyCard(ctx, a.card, { onClick: () => ctx.send(a), key: `discard-${a.card}`, testid: `gn-discard-${a.card}`, label: t("discard {card}", { card: partyLabel(ctx, a.card) }) }),
        ),
      ),
    ],
    { testid: "gn-discard-panel" },
  );
}

function revealPanel(ctx) {
  const r = ctx.view.reveal;
  if (!r) return null;
  const v = ctx.view;
  const cards = r.bids.map(([seat, c, n]) =>
    h(
      "div",
      { class: ["gn-bid", r.winner === seat && "is-winner"], testid: `gn-bid-${seat}`, dataset: { card: String(c), motion: `bid-${r.round}-${seat}`, motionFrom: `seat-${seat}` } },
      gnumieCard(ctx, v.colours[seat], c, { size: "sm" }),
      h("div", { class: "gn-bid-name" }, name(ctx, seat), r.winner === seat ? h("strong", {}, " — " + t("wins")) : null),
    ),
  );
  return panel(
    r.offer !== undefined && r.offer !== null ? t("Round {n} revealed: {card}", { n: r.round, card: partyLabel(ctx, r.offer) }) : t("Round {n} revealed", { n: r.round }),
    [
      h("div", { class: "gn-bids", role: "group", "aria-label": t("Cards revealed together") }, cards),
      r.tie ? badge(t("Tie broken by Luckynits"), { kind: "warn", testid: "gn-tie" }) : null,
      h("p", { class: "gn-explain", testid: "gn-reveal-text" }, r.text),
    ],
    { testid: "gn-reveal" },
  );
}

// ----- the players ------------------------------------------------------------------------------

function roomGroups(ctx, room) {
  const counts = new Map();
  for (const c of room) counts.set(c, (counts.get(c) || 0) + 1);
  const key = (c) => (c === "wullawaki" ? 100 : c === "copicastor" ? 99 : c);
  return [...counts.entries()].sort((a, b) => key(a[0]) - key(b[0]));
}

function playerPanel(ctx, seat) {
  const v = ctx.view;
  const you = seat === ctx.seat && ctx.mode !== "reveal";
  const colour = v.colours[seat];
  const hand = v.hands[seat] || [];
  let state = "";
  if (v.phase === "choose" && (v.pickers || []).includes(seat)) state = " — " + (v.chosen[seat] ? t("has chosen ✓") : t("choosing…"));
  if (!hand.length && v.phase !== "over") state = " — " + t("out");
  const who = name(ctx, seat) + (you && name(ctx, seat) !== t("You") ? " " + t("(you)") : "");
  const points = nt("{n} point", "{n} points", v.room_scores[seat]);
  const title = `${who} · ${colourName(colour)} · ${points}${state}`;
  const groups = roomGroups(ctx, v.rooms[seat] || []).map(([c, n]) =>
    h(
      "div",
      { class: "gn-group", testid: `gn-group-${seat}-${c}`, "aria-label": `${partyLabel(ctx, c)} × ${n}`, dataset: { motion: `room-${seat}-${c}`, motionFrom: "offer" } },
      partyCard(ctx, c, { size: "sm" }),
      n > 1 ? h("span", { class: "gn-count" }, `×${n}`) : null,
    ),
  );
  const lines = (v.room_lines || [])[seat] || [];
  return panel(
    title,
    [
      h("div", { class: "gn-left", testid: `gn-left-${seat}`, "aria-label": t("{name}'s remaining Gnumie cards", { name: name(ctx, seat) }), dataset: { motionSource: `seat-${seat}` } },
        h("span", { class: "gn-caption" }, t("Gnumie cards left ({n}): ", { n: hand.length })),
        hand.map((c) => h("span", { class: "gn-chip", style: { "--band": COLOURS[colour] } }, c === GNALLI ? "★ Gnalli" : `${c}${nitDots(nits(ctx, colour, c))}`)),
      ),
      groups.length
        ? h("div", { class: "gn-room", role: "group", "aria-label": t("{name}'s party room", { name: name(ctx, seat) }), testid: `gn-room-${seat}` }, groups)
        : h("p", { class: "gn-hint", testid: `gn-room-${seat}` }, t("Party room: empty")),
      groups.length
        ? h("details", { class: "gn-why" }, h("summary", {}, t("How this room scores")), h("ul", {}, lines.map((l) => h("li", {}, l))))
        : null,
    ],
    { testid: `gn-player-${seat}`, class: ["gn-player", you ? "is-you" : ""].join(" ") },
  );
}

function finalPanel(ctx) {
  const v = ctx.view;
  if (v.phase !== "over") return null;
  const scores = v.room_scores;
  const best = Math.max(...scores);
  const rows = scores.map((pts, seat) => ({
    cells: [name(ctx, seat), ((v.room_lines || [])[seat] || []).slice(0, -1).join(" · ") || "—", String(pts)],
    highlight: pts === best,
    testid: `gn-final-${seat}`,
  }));
  const and = t(" and ");
  return panel(t("Scores"), scoreTable([t("Player"), t("Room"), t("Points")], rows, {
    caption: t("Winner: {names}", { names: scores.map((pts, s) => (pts === best ? name(ctx, s) : null)).filter(Boolean).join(and) }),
    testid: "gn-final",
  }), { testid: "gn-final-panel" });
}

function draw(ctx) {
  const v = ctx.view;
  if (!v || !Array.isArray(v.rooms)) return h("div", { class: "gn-empty" }, "…");
  const parts = [];
  if (v.teacher) parts.push(h("div", { class: "gn-teacher", role: "note" }, t("Teacher view: every secret choice is shown below.")));
  const middle = h("div", { class: "gn-middle" }, offerPanel(ctx), handPanel(ctx));
  parts.push(
    table([h("div", { class: "gn-status", testid: "gn-status", role: "status" }, status(ctx)), middle, gnalliPanel(ctx), discardPanel(ctx)], {
      label: t("The Gnumies table"),
      testid: "gn-table",
    }),
  );
  if (v.teacher && v.picks) {
    parts.push(h("p", { class: "gn-hint", testid: "gn-teacher-picks" }, t("Pending choices: {list}", { list: v.picks.map((p, s) => `${name(ctx, s)}: ${p === null ? "–" : p}`).join(", ") })));
  }
  parts.push(finalPanel(ctx));
  parts.push(revealPanel(ctx));
  const n = v.rooms.length;
  const order = [];
  for (let k = 0; k < n; k++) order.push((Math.max(0, ctx.seat) + k) % n);
  parts.push(h("div", { class: "gn-players" }, order.map((s) => playerPanel(ctx, s))));
  return parts;
}

export default {
  render({ model, el }) {
    return mountGame({ model, el, title: "The Gnumies", render: draw });
  },
};
