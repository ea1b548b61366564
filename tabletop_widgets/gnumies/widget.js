// The Gnumies table: the offered party card, your Gnumie cards to choose from, the last
// reveal with its winner explained, and every player's party room (grouped by value, with
// its running score) and remaining Gnumie cards. Choices are secret until all have chosen:
// this page only ever knows *that* another player has chosen, never what.
import { mountGame, seatName } from "../ui/js/kit/app.js";
import { h, plural, subjectVerb } from "../ui/js/kit/dom.js";
import { customCard, cardRow } from "../ui/js/kit/cards.js";
import { roving } from "../ui/js/kit/a11y.js";
import { badge, button, panel, scoreTable, table } from "../ui/js/kit/layout.js";

// Colour is never the only signal: each Gnumie card also shows its colour's name.
const COLOURS = { red: "#c62828", yellow: "#c99a00", blue: "#1e63c6", violet: "#7b3fb0", gray: "#6b6b6b" };
const GNALLI = "gnalli";


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
  return (ctx.view.labels || {})[String(c)] || `Guest ${c}`;
}

function partyCard(ctx, c, opts = {}) {
  if (c === "wullawaki") {
    return customCard({ title: "Party", number: "W", symbol: "☠", name: "Wullawaki", color: "#3b3b3b", label: "Wullawaki (penalty card)", ...opts });
  }
  if (c === "copicastor") {
    return customCard({ title: "Party", number: "C", symbol: "⧉", name: "Copicastor", color: "#00897b", label: "Copicastor (copies your lowest guest)", ...opts });
  }
  const label = partyLabel(ctx, c);
  return customCard({ title: "Guest", number: c, symbol: c > 10 ? "★" : "☺", name: label.startsWith("Guest") ? "" : label.split(" (")[0], color: "#e07a1f", label: `${label}, worth ${c}`, ...opts });
}

function gnumieCard(ctx, colour, c, opts = {}) {
  if (c === GNALLI) {
    return customCard({ title: colour, number: "★", name: "Gnalli", color: COLOURS[colour], label: `${colour} Gnalli`, ...opts });
  }
  const n = nits(ctx, colour, c);
  return customCard({ title: colour, number: c, symbol: nitDots(n), name: `${plural(n, "Luckynit")}`, color: COLOURS[colour], label: `${colour} ${c}, ${plural(n, "Luckynit")}`, ...opts });
}

// ----- the middle: offer, status, your choice ---------------------------------------------------

function status(ctx) {
  const v = ctx.view;
  if (v.phase === "over") return `Game over: ${v.ended_by || ""}.`;
  if (ctx.closed) return ctx.closed;
  const waiting = (v.pickers || []).filter((s) => !v.chosen[s]);
  if (v.phase === "gnalli") return v.gnalli_seat === ctx.seat
      ? "You are deciding what to do with the card you saw with the Gnalli."
      : `${subjectVerb(name(ctx, v.gnalli_seat), "is")} deciding what to do with the card seen with the Gnalli.`;
  if (v.phase === "discard") return `The last round is over. Choosing the cards their Wullawakis throw out: ${(ctx.view.to_choose || []).map((s) => name(ctx, s)).join(", ") || "…"}`;
  const done = (v.pickers || []).filter((s) => v.chosen[s]).map((s) => name(ctx, s));
  return `Round ${v.round} · ${plural(v.supply, "card")} in the supply · waiting for ${waiting.map((s) => name(ctx, s)).join(", ") || "nobody"}` + (done.length ? ` · chosen: ${done.join(", ")}` : "");
}

function offerPanel(ctx) {
  const v = ctx.view;
  if (v.offer === null || v.offer === undefined) return null;
  const rule = v.offer_rule || ""; // the engine's words (rules.offer_rule)
  return h(
    "div",
    { class: "gn-offer", testid: "gn-offer", dataset: { offer: String(v.offer), motionSource: "offer" } },
    h("div", { class: "gn-caption" }, "Offered party card"),
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
  if (!hand.length) return h("p", { class: "gn-hint", testid: "gn-out" }, "You have no Gnumie cards left: you are out of the bidding.");
  const choosing = v.phase === "choose" && (v.pickers || []).includes(seat);
  let note;
  if (v.my_choice !== null && v.my_choice !== undefined) {
    note = h("p", { class: "gn-hint", testid: "gn-my-choice" }, `You chose your ${v.my_choice === GNALLI ? "Gnalli" : v.my_choice}. It stays hidden until everybody has chosen.`);
  } else if (choosing && ctx.myTurn) {
    note = h("p", { class: "gn-hint" }, v.repick ? "Everybody played the Gnalli: choose a numbered card." : "Choose a card secretly.");
  } else if ((v.sitting_out || []).includes(seat)) {
    note = h("p", { class: "gn-hint" }, "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.");
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
      label: `${colour} ${c === GNALLI ? "Gnalli" : c}${c === GNALLI ? "" : `, ${plural(nits(ctx, colour, c), "Luckynit")}`}`,
    });
  });
  const row = cardRow(cards, { label: "Your Gnumie cards", testid: "gn-hand" });
  roving(row);
  return h("div", { class: "gn-hand" }, h("div", { class: "gn-caption" }, "Your Gnumie cards"), row, note);
}

function gnalliPanel(ctx) {
  const v = ctx.view;
  if (v.phase !== "gnalli" || v.gnalli_seat !== ctx.seat || v.look === null || v.look === undefined) return null;
  const gives = ctx.legal.filter((a) => a.type === "give");
  return panel(
    "Your Gnalli: the top party card, seen only by you",
    h(
      "div",
      { class: "gn-look", testid: "gn-look" },
      partyCard(ctx, v.look, { size: "lg" }),
      h(
        "div",
        { class: "gn-look-actions" },
        button("Keep it (your Gnalli is discarded)", { onClick: () => ctx.send({ type: "keep" }), primary: true, testid: "gn-keep", key: "keep" }),
        gives.map((a) =>
          button(`Give it to ${name(ctx, a.to)} (your Gnalli comes back)`, { onClick: () => ctx.send(a), testid: `gn-give-${a.to}`, key: `give-${a.to}` }),
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
    `Your ${(v.rooms[ctx.seat] || []).filter((c) => c === "wullawaki").length} Wullawakis: choose ${plural(need, "card")} to discard (${chosen.length} chosen)`,
    [
      chosen.length ? h("p", { class: "gn-hint" }, `Discarded so far: ${chosen.map((c) => partyLabel(ctx, c)).join(", ")}`) : null,
      h(
        "div",
        { class: "gn-room", role: "group", "aria-label": "Cards you may discard", testid: "gn-discard" },
        choices.map((a) =>
          partyCard(ctx, a.card, { onClick: () => ctx.send(a), key: `discard-${a.card}`, testid: `gn-discard-${a.card}`, label: `discard ${partyLabel(ctx, a.card)}` }),
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
      h("div", { class: "gn-bid-name" }, name(ctx, seat), r.winner === seat ? h("strong", {}, " — wins") : null),
    ),
  );
  return panel(
    `Round ${r.round} revealed${r.offer !== undefined && r.offer !== null ? `: ${partyLabel(ctx, r.offer)}` : ""}`,
    [
      h("div", { class: "gn-bids", role: "group", "aria-label": "Cards revealed together" }, cards),
      r.tie ? badge("Tie broken by Luckynits", { kind: "warn", testid: "gn-tie" }) : null,
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
  if (v.phase === "choose" && (v.pickers || []).includes(seat)) state = v.chosen[seat] ? " — has chosen ✓" : " — choosing…";
  if (!hand.length && v.phase !== "over") state = " — out";
  const title = `${name(ctx, seat)}${you && name(ctx, seat) !== "You" ? " (you)" : ""} · ${colour} · ${plural(v.room_scores[seat], "point")}${state}`;
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
      h("div", { class: "gn-left", testid: `gn-left-${seat}`, "aria-label": `${name(ctx, seat)}'s remaining Gnumie cards`, dataset: { motionSource: `seat-${seat}` } },
        h("span", { class: "gn-caption" }, `Gnumie cards left (${hand.length}): `),
        hand.map((c) => h("span", { class: "gn-chip", style: { "--band": COLOURS[colour] } }, c === GNALLI ? "★ Gnalli" : `${c}${nitDots(nits(ctx, colour, c))}`)),
      ),
      groups.length
        ? h("div", { class: "gn-room", role: "group", "aria-label": `${name(ctx, seat)}'s party room`, testid: `gn-room-${seat}` }, groups)
        : h("p", { class: "gn-hint", testid: `gn-room-${seat}` }, "Party room: empty"),
      groups.length
        ? h("details", { class: "gn-why" }, h("summary", {}, "How this room scores"), h("ul", {}, lines.map((l) => h("li", {}, l))))
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
  const rows = scores.map((t, seat) => ({
    cells: [name(ctx, seat), ((v.room_lines || [])[seat] || []).slice(0, -1).join(" · ") || "—", String(t)],
    highlight: t === best,
    testid: `gn-final-${seat}`,
  }));
  return panel("Scores", scoreTable(["Player", "Room", "Points"], rows, {
    caption: `Winner: ${scores.map((t, s) => (t === best ? name(ctx, s) : null)).filter(Boolean).join(" and ")}`,
    testid: "gn-final",
  }), { testid: "gn-final-panel" });
}

function draw(ctx) {
  const v = ctx.view;
  if (!v || !Array.isArray(v.rooms)) return h("div", { class: "gn-empty" }, "…");
  const parts = [];
  if (v.teacher) parts.push(h("div", { class: "gn-teacher", role: "note" }, "Teacher view: every secret choice is shown below."));
  const middle = h("div", { class: "gn-middle" }, offerPanel(ctx), handPanel(ctx));
  parts.push(
    table([h("div", { class: "gn-status", testid: "gn-status", role: "status" }, status(ctx)), middle, gnalliPanel(ctx), discardPanel(ctx)], {
      label: "The Gnumies table",
      testid: "gn-table",
    }),
  );
  if (v.teacher && v.picks) {
    parts.push(h("p", { class: "gn-hint", testid: "gn-teacher-picks" }, `Pending choices: ${v.picks.map((p, s) => `${name(ctx, s)}: ${p === null ? "–" : p}`).join(", ")}`));
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
