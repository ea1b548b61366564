// tabletop_widgets/ui/js/kit/dom.js
function setAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === void 0 || value === null || value === false) continue;
    if (key === "class" || key === "className") {
      const names = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
      if (names) el.setAttribute("class", names);
    } else if (key === "style" && typeof value === "object") {
      for (const [prop, v] of Object.entries(value)) {
        if (v === void 0 || v === null) continue;
        if (prop.startsWith("--")) el.style.setProperty(prop, String(v));
        else el.style[prop] = v;
      }
    } else if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) if (v !== void 0 && v !== null) el.dataset[k] = String(v);
    } else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === "testid") {
      el.setAttribute("data-testid", String(value));
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
}
function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === void 0 || child === null || child === false || child === true) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}
function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

// tabletop_widgets/ui/js/kit/a11y.js
var region = null;
function liveRegion() {
  if (region && region.isConnected) return region;
  region = h("div", { class: "tw-sr-only tw-live", "aria-live": "polite", "aria-atomic": "true", "data-testid": "tw-live" });
  document.body.append(region);
  return region;
}
function announce(text) {
  const el = liveRegion();
  el.textContent = "";
  setTimeout(() => {
    el.textContent = String(text || "");
  }, 20);
  el.dataset.last = String(text || "");
}
function roving(container, { selector = "[data-roving]", start = 0, wrap = true } = {}) {
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
function prefersReducedMotion() {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// tabletop_widgets/ui/js/kit/locales/en.js
var en_default = {
  lang: "en",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    " and ": " and ",
    "(11 cards: discard one)": "(11 cards: discard one)",
    "(took {cards} from the discard pile)": "(took {cards} from the discard pile)",
    "(you)": "(you)",
    "1. Take a card: draw, or take a discard-pile top": "1. Take a card: draw, or take a discard-pile top",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Play it into your series of that fruit, or discard it onto any pile",
    "Ace": "Ace",
    "Back to hand": "Back to hand",
    "Best:": "Best:",
    "Bonus": "Bonus",
    "Bonus missed: {upper} of {threshold}": "Bonus missed: {upper} of {threshold}",
    "Box": "Box",
    "Boxes (expected final score)": "Boxes (expected final score)",
    "Card the joker stands for (meld {n})": "Card the joker stands for (meld {n})",
    "Cards": "Cards",
    "Cards revealed together": "Cards revealed together",
    "Cards you may discard": "Cards you may discard",
    "Carousel table": "Carousel table",
    "Carousel table: the end of the round": "Carousel table: the end of the round",
    "Choice": "Choice",
    "Choose a box on your sheet to score.": "Choose a box on your sheet to score.",
    "Choose a card secretly.": "Choose a card secretly.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.",
    "Clubs": "Clubs",
    "Coach": "Coach",
    "Coach: the game in review": "Coach: the game in review",
    "Continue": "Continue",
    "Continue first.": "Continue first.",
    "Continue to hand {n}": "Continue to hand {n}",
    "Continue to round {n}": "Continue to round {n}",
    "Copicastor (copies your lowest guest)": "Copicastor (copies your lowest guest)",
    "Deadwood": "Deadwood",
    "Deadwood {cards}": "Deadwood {cards}",
    "Deadwood: {cards}": "Deadwood: {cards}",
    "Deadwood: {n}": "Deadwood: {n}",
    "Decision {n} of {total}": "Decision {n} of {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decision {n}: {move} → {coach} ({cost})",
    "Diamonds": "Diamonds",
    "Dice table": "Dice table",
    "Dice: click or press Space to hold": "Dice: click or press Space to hold",
    "Discard": "Discard",
    "Discard here": "Discard here",
    "Discard pile": "Discard pile",
    "Discard pile empty": "Discard pile empty",
    "Discard pile, top card {card}": "Discard pile, top card {card}",
    "Discard pile, top card {card}: take it": "Discard pile, top card {card}: take it",
    "Discard piles (only the top card shows)": "Discard piles (only the top card shows)",
    "Discarded so far: {cards}": "Discarded so far: {cards}",
    "Dismiss": "Dismiss",
    "Draw": "Draw",
    "Draw a 2nd card (instead of playing now)": "Draw a 2nd card (instead of playing now)",
    "Draw a 3rd card and end your turn (no play after it)": "Draw a 3rd card and end your turn (no play after it)",
    "Draw a card": "Draw a card",
    "Draw from stock ({n})": "Draw from stock ({n})",
    "Draw pile": "Draw pile",
    "Draw pile, top first ({n}): {cards}": "Draw pile, top first ({n}): {cards}",
    "Draw pile: {n}": "Draw pile: {n}",
    "End turn without knocking": "End turn without knocking",
    "Estimated value of each choice ({unit}), with its interval": "Estimated value of each choice ({unit}), with its interval",
    "Estimated value of each choice, with its interval": "Estimated value of each choice, with its interval",
    "Everybody played the Gnalli: choose a numbered card.": "Everybody played the Gnalli: choose a numbered card.",
    "Exact value of each choice": "Exact value of each choice",
    "Exact value of each choice ({unit})": "Exact value of each choice ({unit})",
    "Expected final score with best play: {points}": "Expected final score with best play: {points}",
    "Final scores": "Final scores",
    "GYÜMI table": "GYÜMI table",
    "Game over": "Game over",
    "Game over.": "Game over.",
    "Game over: {why}.": "Game over: {why}.",
    "Gin": "Gin",
    "Gin Rummy table": "Gin Rummy table",
    "Gin Rummy table: the showdown": "Gin Rummy table: the showdown",
    "Gin with": "Gin with",
    "Give it to {name} (your Gnalli comes back)": "Give it to {name} (your Gnalli comes back)",
    "Gnumie cards left ({n}): ": "Gnumie cards left ({n}): ",
    "Group": "Group",
    "Guest": "Guest",
    "Guest {n}": "Guest {n}",
    "HELD": "HELD",
    "Hand {n}": "Hand {n}",
    "Hand {n} is over.": "Hand {n} is over.",
    "Hand {n}: {kind}": "Hand {n}: {kind}",
    "Hearts": "Hearts",
    "Help": "Help",
    "Hidden from the players": "Hidden from the players",
    "Hide this notice": "Hide this notice",
    "Hint": "Hint",
    "Hold these dice": "Hold these dice",
    "Hot-seat": "Hot-seat",
    "How this room scores": "How this room scores",
    "I am {name} — press to continue": "I am {name} — press to continue",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "It cost about {cost} (between {low} and {high}) in {unit}.",
    "It cost about {cost} (between {low} and {high}).": "It cost about {cost} (between {low} and {high}).",
    "It cost nothing: as good as the coach's move.": "It cost nothing: as good as the coach's move.",
    "It cost {cost} in {unit}.": "It cost {cost} in {unit}.",
    "It cost {cost}.": "It cost {cost}.",
    "Jack": "Jack",
    "Join next": "Join next",
    "Joker": "Joker",
    "Joker as {card}": "Joker as {card}",
    "Keep it (your Gnalli is discarded)": "Keep it (your Gnalli is discarded)",
    "Keeps (expected final score)": "Keeps (expected final score)",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.",
    "King": "King",
    "Knock": "Knock",
    "Knock ({n} point)": [
      "Knock ({n} point)",
      "Knock ({n} points)"
    ],
    "Knock with": "Knock with",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Last choice (round {round}): {chosen}; best was {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.",
    "Lays off {card} on {cards}": "Lays off {card} on {cards}",
    "Log": "Log",
    "Lower": "Lower",
    "Made automatically": "Made automatically",
    "Match to {target} — hand {n}": "Match to {target} — hand {n}",
    "Meld {n}": "Meld {n}",
    "Move here": "Move here",
    "Moves taken back with Undo, per player": "Moves taken back with Undo, per player",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "Needs {threshold} in the upper section for +{points}; {missing} to go",
    "New game": "New game",
    "New meld from selected": "New meld from selected",
    "Next": "Next",
    "No move to undo yet.": "No move to undo yet.",
    "No moves yet.": "No moves yet.",
    "Not priced.": "Not priced.",
    "OK": "OK",
    "Offered party card": "Offered party card",
    "Out of the game, unseen ({n}): {cards}": "Out of the game, unseen ({n}): {cards}",
    "Party": "Party",
    "Party room: empty": "Party room: empty",
    "Pass (no play)": "Pass (no play)",
    "Pass the screen to {name}": "Pass the screen to {name}",
    "Pass: end your turn": "Pass: end your turn",
    "Pending choices: {list}": "Pending choices: {list}",
    "Pile {n}": "Pile {n}",
    "Pile {n} (refilled)": "Pile {n} (refilled)",
    "Pile {n}, under the top card: {cards}": "Pile {n}, under the top card: {cards}",
    "Play on your {fruit} series ({count} → {next})": "Play on your {fruit} series ({count} → {next})",
    "Player": "Player",
    "Player {n}": "Player {n}",
    "Points": "Points",
    "Points lost to the coach so far: {points}": "Points lost to the coach so far: {points}",
    "Practice aid": "Practice aid",
    "Previous": "Previous",
    "Put back (pass)": "Put back (pass)",
    "Putting the card back where it came from changes nothing: a pass.": "Putting the card back where it came from changes nothing: a pass.",
    "Queen": "Queen",
    "Really start over?": "Really start over?",
    "Reset": "Reset",
    "Review": "Review",
    "Roll again ({n} roll left)": [
      "Roll again ({n} roll left)",
      "Roll again ({n} rolls left)"
    ],
    "Roll the dice": "Roll the dice",
    "Roll the dice to start your turn.": "Roll the dice to start your turn.",
    "Room": "Room",
    "Round and game scores": "Round and game scores",
    "Round points": "Round points",
    "Round {n}": "Round {n}",
    "Round {n} is over: {how}.": "Round {n} is over: {how}.",
    "Round {n} of {total}": "Round {n} of {total}",
    "Round {n} revealed": "Round {n} revealed",
    "Round {n} revealed: {card}": "Round {n} revealed: {card}",
    "Round {n}: hands {values} points; ": "Round {n}: hands {values} points; ",
    "Rounds won": "Rounds won",
    "Run": "Run",
    "Runner-up: {text}": "Runner-up: {text}",
    "Score": "Score",
    "Score sheet": "Score sheet",
    "Score {points} in {box}": "Score {points} in {box}",
    "Scores": "Scores",
    "Select a card of your hand first.": "Select a card of your hand first.",
    "Select a card, then discard it (or knock / go Gin).": "Select a card, then discard it (or knock / go Gin).",
    "Select cards first": "Select cards first",
    "Select cards you placed this turn": "Select cards you placed this turn",
    "Select the card where the second part starts": "Select the card where the second part starts",
    "Shared win: {names} with {points}": "Shared win: {names} with {points}",
    "Single hand": "Single hand",
    "Spades": "Spades",
    "Split": "Split",
    "Start a grape series": "Start a grape series",
    "Start a peach series": "Start a peach series",
    "Start a pear series": "Start a pear series",
    "Start a plum series": "Start a plum series",
    "Start a strawberry series": "Start a strawberry series",
    "Start a {fruit} series": "Start a {fruit} series",
    "Start an apple series": "Start an apple series",
    "Step through your decisions (left and right arrow keys)": "Step through your decisions (left and right arrow keys)",
    "Steps of a turn": "Steps of a turn",
    "Stock": "Stock",
    "Stock, {n} card": [
      "Stock, {n} card",
      "Stock, {n} cards"
    ],
    "Stock, {n} card: draw the top card": [
      "Stock, {n} card: draw the top card",
      "Stock, {n} cards: draw the top card"
    ],
    "Submit play ({n} card)": [
      "Submit play ({n} card)",
      "Submit play ({n} cards)"
    ],
    "Table": "Table",
    "Take": "Take",
    "Take {card}": "Take {card}",
    "Teacher view: all cards shown": "Teacher view: all cards shown",
    "Teacher view: all hands shown": "Teacher view: all hands shown",
    "Teacher view: every hand": "Teacher view: every hand",
    "Teacher view: every secret choice is shown below.": "Teacher view: every secret choice is shown below.",
    "That move is not possible right now.": "That move is not possible right now.",
    "The Gnumies table": "The Gnumies table",
    "The coach": "The coach",
    "The costliest decisions": "The costliest decisions",
    "The draw pile is empty: the game is over.": "The draw pile is empty: the game is over.",
    "The game ended by the stall limit (no one drew for too long).": "The game ended by the stall limit (no one drew for too long).",
    "The hand is over.": "The hand is over.",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "The last round is over. Choosing the cards their Wullawakis throw out: {names}",
    "The match was stopped: it has no winner.": "The match was stopped: it has no winner.",
    "The next hand": "The next hand",
    "The stock ran out": "The stock ran out",
    "The table is empty.": "The table is empty.",
    "There is no next meld": "There is no next meld",
    "This is the first decision.": "This is the first decision.",
    "This is the last decision.": "This is the last decision.",
    "Tie broken by Luckynits": "Tie broken by Luckynits",
    "Total": "Total",
    "Turn {n}": "Turn {n}",
    "Undo": "Undo",
    "Undos: {list}": "Undos: {list}",
    "Upper": "Upper",
    "Upper total": "Upper total",
    "Use this play": "Use this play",
    "Value": "Value",
    "Value (interval)": "Value (interval)",
    "Waiting for the game…": "Waiting for the game…",
    "Winner: {names}": "Winner: {names}",
    "Wullawaki (penalty card)": "Wullawaki (penalty card)",
    "You": "You",
    "You are deciding what to do with the card you saw with the Gnalli.": "You are deciding what to do with the card you saw with the Gnalli.",
    "You are playing.": "You are playing.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "You chose your {card}. It stays hidden until everybody has chosen.",
    "You have no Gnumie cards left: you are out of the bidding.": "You have no Gnumie cards left: you are out of the bidding.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.",
    "You took:": "You took:",
    "You win the match, {won} to {lost}.": "You win the match, {won} to {lost}.",
    "You win with {points}": "You win with {points}",
    "Your Gnalli: the top party card, seen only by you": "Your Gnalli: the top party card, seen only by you",
    "Your Gnumie cards": "Your Gnumie cards",
    "Your hand": "Your hand",
    "Your hand ({name})": "Your hand ({name})",
    "Your hand ({n} point)": [
      "Your hand ({n} point)",
      "Your hand ({n} points)"
    ],
    "Your hand, sorted into melds and deadwood": "Your hand, sorted into melds and deadwood",
    "Your move": "Your move",
    "Your turn: draw from the stock or take the top discard.": "Your turn: draw from the stock or take the top discard.",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)",
      "Your {count} Wullawakis: choose {n} cards to discard ({chosen} chosen)"
    ],
    "apple": "apple",
    "best": "best",
    "blue": "blue",
    "choosing…": "choosing…",
    "chosen: {names}": "chosen: {names}",
    "coach's choice": "coach's choice",
    "cost {points} points": "cost {points} points",
    "dice": "dice",
    "die {n} not rolled": "die {n} not rolled",
    "die {n} not rolled yet": "die {n} not rolled yet",
    "die {n} not rolled, held": "die {n} not rolled, held",
    "die {n} showing {value}": "die {n} showing {value}",
    "die {n} showing {value}, held": "die {n} showing {value}, held",
    "discard {card}": "discard {card}",
    "discarding it leaves {n} deadwood": "discarding it leaves {n} deadwood",
    "draw": "draw",
    "draw pile, {n} card": [
      "draw pile, {n} card",
      "draw pile, {n} cards"
    ],
    "draw {n} of 3": "draw {n} of 3",
    "empty": "empty",
    "face-down card": "face-down card",
    "face-down {title} card": "face-down {title} card",
    "final lap: play or pass": "final lap: play or pass",
    "gin": "gin",
    "grape": "grape",
    "gray": "gray",
    "has chosen ✓": "has chosen ✓",
    "joker": "joker",
    "just drawn": "just drawn",
    "keep": "keep",
    "keep all": "keep all",
    "keep {dice}": "keep {dice}",
    "knock": "knock",
    "low enough to knock": "low enough to knock",
    "may knock": "may knock",
    "naming…": "naming…",
    "needs {threshold}, +{points}": "needs {threshold}, +{points}",
    "no dice rolled yet": "no dice rolled yet",
    "no {fruit} series": "no {fruit} series",
    "nobody": "nobody",
    "none": "none",
    "not priced": "not priced",
    "open": "open",
    "out": "out",
    "peach": "peach",
    "pear": "pear",
    "pile {n}": "pile {n}",
    "plum": "plum",
    "re-roll all": "re-roll all",
    "red": "red",
    "roll {n} of 3": "roll {n} of 3",
    "score {box}": "score {box}",
    "stock {n}": "stock {n}",
    "strawberry": "strawberry",
    "taken from the discard pile": "taken from the discard pile",
    "the best choice": "the best choice",
    "to play": "to play",
    "under: {cards}": "under: {cards}",
    "undercut": "undercut",
    "unknown card {code}": "unknown card {code}",
    "violet": "violet",
    "waiting for {names}": "waiting for {names}",
    "wins": "wins",
    "wins +{points}": "wins +{points}",
    "yellow": "yellow",
    "you hold {fruit} {number}": "you hold {fruit} {number}",
    "your move": "your move",
    "your turn": "your turn",
    "{box}: open": "{box}: open",
    "{caption}: all {n} choices": "{caption}: all {n} choices",
    "{card}, worth {n}": "{card}, worth {n}",
    "{colour} Gnalli": "{colour} Gnalli",
    "{die}, coach keeps it": "{die}, coach keeps it",
    "{fruit} series: {cards}, {n} point": [
      "{fruit} series: {cards}, {n} point",
      "{fruit} series: {cards}, {n} points"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "{fruit} series: {n} card, {top} on top",
      "{fruit} series: {n} cards, {top} on top"
    ],
    "{keep} and roll": "{keep} and roll",
    "{label} (a zero: the box is used up)": "{label} (a zero: the box is used up)",
    "{label} (coach's choice)": "{label} (coach's choice)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: off",
    "{label}: on": "{label}: on",
    "{move} (the same)": "{move} (the same)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): deadwood {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (defender): {before} before layoffs, {after} after",
    "{name} (knocked): deadwood {n}": "{name} (knocked): deadwood {n}",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} is deciding what to do with the card seen with the Gnalli.",
    "{name} is playing": "{name} is playing",
    "{name} is playing.": "{name} is playing.",
    "{name} knocked": "{name} knocked",
    "{name} to act ({step})": "{name} to act ({step})",
    "{name} to play": "{name} to play",
    "{name} to play.": "{name} to play.",
    "{name} went out": "{name} went out",
    "{name} wins the match, {won} to {lost}.": "{name} wins the match, {won} to {lost}.",
    "{name} wins with {points}": "{name} wins with {points}",
    "{name}'s fruit series": "{name}'s fruit series",
    "{name}'s hand": "{name}'s hand",
    "{name}'s hand at the end of round {n}": "{name}'s hand at the end of round {n}",
    "{name}'s party room": "{name}'s party room",
    "{name}'s remaining Gnumie cards": "{name}'s remaining Gnumie cards",
    "{name}: {n} point in hand": [
      "{name}: {n} point in hand",
      "{name}: {n} points in hand"
    ],
    "{next} starts in {seconds} seconds.": "{next} starts in {seconds} seconds.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynits"
    ],
    "{n} card": [
      "{n} card",
      "{n} cards"
    ],
    "{n} card in the draw pile": [
      "{n} card in the draw pile",
      "{n} cards in the draw pile"
    ],
    "{n} card in the supply": [
      "{n} card in the supply",
      "{n} cards in the supply"
    ],
    "{n} card out of the game, unseen": [
      "{n} card out of the game, unseen",
      "{n} cards out of the game, unseen"
    ],
    "{n} decision": [
      "{n} decision",
      "All {n} decisions"
    ],
    "{n} point": [
      "{n} point",
      "{n} points"
    ],
    "{n} roll left": [
      "{n} roll left",
      "{n} rolls left"
    ],
    "{n} turn in a row without drawing: the game only ends when the draw pile is empty.": [
      "{n} turn in a row without drawing: the game only ends when the draw pile is empty.",
      "{n} turns in a row without drawing: the game only ends when the draw pile is empty."
    ],
    "{pile}: {fruit} {number} on top": "{pile}: {fruit} {number} on top",
    "{rank} of {suit}": "{rank} of {suit}",
    "{title} of the game": "{title} of the game",
    "{title} so far": "{title} so far",
    "…or press “Discard here” under a pile.": "…or press “Discard here” under a pile."
  }
};

// tabletop_widgets/ui/js/kit/locales/tr.js
var tr_default = {
  lang: "tr",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    " and ": " ve ",
    "(11 cards: discard one)": "(11 kart: birini at)",
    "(took {cards} from the discard pile)": "(ıskarta yığınından {cards} aldı)",
    "(you)": "(sen)",
    "1. Take a card: draw, or take a discard-pile top": "1. Bir kart al: desteden çek ya da bir ıskarta yığınının üstündekini al",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Onu o meyvenin serine oyna ya da herhangi bir yığına at",
    "Ace": "As",
    "Back to hand": "Ele geri al",
    "Best:": "En iyisi:",
    "Bonus": "Bonus",
    "Bonus missed: {upper} of {threshold}": "Bonus kaçtı: {threshold} puandan {upper}",
    "Box": "Kutu",
    "Boxes (expected final score)": "Kutular (beklenen son puan)",
    "Card the joker stands for (meld {n})": "Jokerin yerine geçtiği kart ({n}. per)",
    "Cards": "Kartlar",
    "Cards revealed together": "Birlikte açılan kartlar",
    "Cards you may discard": "Atabileceğin kartlar",
    "Carousel table": "Carousel masası",
    "Carousel table: the end of the round": "Carousel masası: elin sonu",
    "Choice": "Seçenek",
    "Choose a box on your sheet to score.": "Puan yazmak için kağıdından bir kutu seç.",
    "Choose a card secretly.": "Gizlice bir kart seç.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Tutmak istediğin zarlara tıkla (ya da Boşluk/Enter), sonra yeniden at — ya da kağıtta bir kutuya puan yaz.",
    "Clubs": "Sinek",
    "Coach": "Koç",
    "Coach: the game in review": "Koç: oyunun değerlendirmesi",
    "Continue": "Devam",
    "Continue first.": "Önce devam et.",
    "Continue to hand {n}": "{n}. ele geç",
    "Continue to round {n}": "{n}. tura geç",
    "Copicastor (copies your lowest guest)": "Copicastor (en düşük misafirini kopyalar)",
    "Deadwood": "Ölü kartlar",
    "Deadwood {cards}": "Ölü kartlar {cards}",
    "Deadwood: {cards}": "Ölü kartlar: {cards}",
    "Deadwood: {n}": "Ölü puan: {n}",
    "Decision {n} of {total}": "Karar {n} / {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Karar {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Dice table": "Zar masası",
    "Dice: click or press Space to hold": "Zarlar: tutmak için tıkla ya da Boşluk'a bas",
    "Discard": "At",
    "Discard here": "Buraya at",
    "Discard pile": "Iskarta yığını",
    "Discard pile empty": "Iskarta yığını boş",
    "Discard pile, top card {card}": "Iskarta yığını, üstteki kart {card}",
    "Discard pile, top card {card}: take it": "Iskarta yığını, üstteki kart {card}: al",
    "Discard piles (only the top card shows)": "Iskarta yığınları (yalnızca üstteki kart görünür)",
    "Discarded so far: {cards}": "Şimdiye kadar atılanlar: {cards}",
    "Dismiss": "Kapat",
    "Draw": "Çek",
    "Draw a 2nd card (instead of playing now)": "2. kartı çek (şimdi oynamak yerine)",
    "Draw a 3rd card and end your turn (no play after it)": "3. kartı çek ve sıranı bitir (sonra oynanmaz)",
    "Draw a card": "Bir kart çek",
    "Draw from stock ({n})": "Kapalı desteden çek ({n})",
    "Draw pile": "Çekme destesi",
    "Draw pile, top first ({n}): {cards}": "Çekme destesi, üstten başlayarak ({n}): {cards}",
    "Draw pile: {n}": "Çekme destesi: {n}",
    "End turn without knocking": "Bitirmeden sıranı tamamla",
    "Estimated value of each choice ({unit}), with its interval": "Her seçeneğin tahmini değeri ({unit}), aralığıyla",
    "Estimated value of each choice, with its interval": "Her seçeneğin tahmini değeri, aralığıyla",
    "Everybody played the Gnalli: choose a numbered card.": "Herkes Gnalli oynadı: numaralı bir kart seç.",
    "Exact value of each choice": "Her seçeneğin kesin değeri",
    "Exact value of each choice ({unit})": "Her seçeneğin kesin değeri ({unit})",
    "Expected final score with best play: {points}": "En iyi oyunla beklenen son puan: {points}",
    "Final scores": "Son puanlar",
    "GYÜMI table": "GYÜMI masası",
    "Game over": "Oyun bitti",
    "Game over.": "Oyun bitti.",
    "Game over: {why}.": "Oyun bitti: {why}.",
    "Gin": "Gin",
    "Gin Rummy table": "Gin Rummy masası",
    "Gin Rummy table: the showdown": "Gin Rummy masası: kartlar açılıyor",
    "Gin with": "Gin yap:",
    "Give it to {name} (your Gnalli comes back)": "{name} oyuncusuna ver (Gnalli'n geri gelir)",
    "Gnumie cards left ({n}): ": "Kalan Gnumie kartları ({n}): ",
    "Group": "Grup",
    "Guest": "Misafir",
    "Guest {n}": "Misafir {n}",
    "HELD": "TUTULDU",
    "Hand {n}": "{n}. el",
    "Hand {n} is over.": "{n}. el bitti.",
    "Hand {n}: {kind}": "{n}. el: {kind}",
    "Hearts": "Kupa",
    "Help": "Yardım",
    "Hidden from the players": "Oyunculardan gizli",
    "Hide this notice": "Bu bildirimi gizle",
    "Hint": "İpucu",
    "Hold these dice": "Bu zarları tut",
    "Hot-seat": "Sırayla tek ekran",
    "How this room scores": "Bu oda nasıl puan alır",
    "I am {name} — press to continue": "Ben {name} — devam etmek için bas",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "{unit} cinsinden yaklaşık {cost} kaybettirdi ({low} ile {high} arası).",
    "It cost about {cost} (between {low} and {high}).": "Yaklaşık {cost} kaybettirdi ({low} ile {high} arası).",
    "It cost nothing: as good as the coach's move.": "Hiçbir şey kaybettirmedi: koçun hamlesi kadar iyi.",
    "It cost {cost} in {unit}.": "{unit} cinsinden {cost} kaybettirdi.",
    "It cost {cost}.": "{cost} kaybettirdi.",
    "Jack": "Vale",
    "Join next": "Sonrakiyle birleştir",
    "Joker": "Joker",
    "Joker as {card}": "{card} yerine Joker",
    "Keep it (your Gnalli is discarded)": "Tut (Gnalli'n atılır)",
    "Keeps (expected final score)": "Tutulanlar (beklenen son puan)",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Tuşlar: S = kapalı desteden çek, D = ıskartayı al, Tab/oklar = kartlar arasında gez, Enter = seç.",
    "King": "Papaz",
    "Knock": "Bitir",
    "Knock ({n} point)": [
      "Bitir ({n} puan)",
      "Bitir ({n} puan)"
    ],
    "Knock with": "Bitir:",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Son seçim ({round}. tur): {chosen}; en iyisi {best} idi — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Son seçim ({round}. tur, {roll}. atış): {chosen}; en iyisi {best} idi — {cost}.",
    "Lays off {card} on {cards}": "{card} kartını {cards} perine ekler",
    "Log": "Kayıt",
    "Lower": "Alt",
    "Made automatically": "Otomatik yapılanlar",
    "Match to {target} — hand {n}": "{target} puanlık maç — {n}. el",
    "Meld {n}": "{n}. per",
    "Move here": "Buraya taşı",
    "Moves taken back with Undo, per player": "Geri Al ile geri alınan hamleler, oyuncu başına",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "+{points} için üst bölümde {threshold} gerekir; {missing} kaldı",
    "New game": "Yeni oyun",
    "New meld from selected": "Seçilenlerden yeni per",
    "Next": "Sonraki",
    "No move to undo yet.": "Henüz geri alınacak hamle yok.",
    "No moves yet.": "Henüz hamle yok.",
    "Not priced.": "Değerlendirilmedi.",
    "OK": "Tamam",
    "Offered party card": "Sunulan parti kartı",
    "Out of the game, unseen ({n}): {cards}": "Oyun dışı, görülmemiş ({n}): {cards}",
    "Party": "Parti",
    "Party room: empty": "Parti odası: boş",
    "Pass (no play)": "Pas (oynamadan)",
    "Pass the screen to {name}": "Ekranı {name} adlı oyuncuya ver",
    "Pass: end your turn": "Pas: sıranı bitir",
    "Pending choices: {list}": "Bekleyen seçimler: {list}",
    "Pile {n}": "Yığın {n}",
    "Pile {n} (refilled)": "Yığın {n} (yeniden dolduruldu)",
    "Pile {n}, under the top card: {cards}": "Yığın {n}, üstteki kartın altında: {cards}",
    "Play on your {fruit} series ({count} → {next})": "{fruit} serine oyna ({count} → {next})",
    "Player": "Oyuncu",
    "Player {n}": "Oyuncu {n}",
    "Points": "Puan",
    "Points lost to the coach so far: {points}": "Şimdiye kadar koça karşı kaybedilen puan: {points}",
    "Practice aid": "Alıştırma yardımı",
    "Previous": "Önceki",
    "Put back (pass)": "Geri koy (pas)",
    "Putting the card back where it came from changes nothing: a pass.": "Kartı geldiği yere geri koymak hiçbir şeyi değiştirmez: pas geçmektir.",
    "Queen": "Kız",
    "Really start over?": "Gerçekten baştan başlansın mı?",
    "Reset": "Sıfırla",
    "Review": "Değerlendirme",
    "Roll again ({n} roll left)": [
      "Yeniden at ({n} atış kaldı)",
      "Yeniden at ({n} atış kaldı)"
    ],
    "Roll the dice": "Zarları at",
    "Roll the dice to start your turn.": "Sıranı başlatmak için zarları at.",
    "Room": "Oda",
    "Round and game scores": "El ve oyun puanları",
    "Round points": "El puanı",
    "Round {n}": "{n}. tur",
    "Round {n} is over: {how}.": "{n}. el bitti: {how}.",
    "Round {n} of {total}": "Tur {n} / {total}",
    "Round {n} revealed": "{n}. tur açıldı",
    "Round {n} revealed: {card}": "{n}. tur açıldı: {card}",
    "Round {n}: hands {values} points; ": "{n}. el: eller {values} puan; ",
    "Rounds won": "Kazanılan eller",
    "Run": "Koşu",
    "Runner-up: {text}": "İkinci en iyi: {text}",
    "Score": "Puan",
    "Score sheet": "Puan kağıdı",
    "Score {points} in {box}": "{box} kutusuna {points} yaz",
    "Scores": "Puanlar",
    "Select a card of your hand first.": "Önce elinden bir kart seç.",
    "Select a card, then discard it (or knock / go Gin).": "Bir kart seç, sonra at (ya da bitir / Gin yap).",
    "Select cards first": "Önce kart seç",
    "Select cards you placed this turn": "Bu sırada koyduğun kartları seç",
    "Select the card where the second part starts": "İkinci parçanın başladığı kartı seç",
    "Shared win: {names} with {points}": "Ortak galibiyet: {points} puanla {names}",
    "Single hand": "Tek el",
    "Spades": "Maça",
    "Split": "Böl",
    "Start a grape series": "Üzüm serisi başlat",
    "Start a peach series": "Şeftali serisi başlat",
    "Start a pear series": "Armut serisi başlat",
    "Start a plum series": "Erik serisi başlat",
    "Start a strawberry series": "Çilek serisi başlat",
    "Start a {fruit} series": "{fruit} serisi başlat",
    "Start an apple series": "Elma serisi başlat",
    "Step through your decisions (left and right arrow keys)": "Kararlarını tek tek gez (sol ve sağ ok tuşları)",
    "Steps of a turn": "Bir sıranın adımları",
    "Stock": "Kapalı deste",
    "Stock, {n} card": [
      "Kapalı deste, {n} kart",
      "Kapalı deste, {n} kart"
    ],
    "Stock, {n} card: draw the top card": [
      "Kapalı deste, {n} kart: üstteki kartı çek",
      "Kapalı deste, {n} kart: üstteki kartı çek"
    ],
    "Submit play ({n} card)": [
      "Hamleyi gönder ({n} kart)",
      "Hamleyi gönder ({n} kart)"
    ],
    "Table": "Masa",
    "Take": "Al",
    "Take {card}": "{card} al",
    "Teacher view: all cards shown": "Öğretmen görünümü: tüm kartlar açık",
    "Teacher view: all hands shown": "Öğretmen görünümü: tüm eller açık",
    "Teacher view: every hand": "Öğretmen görünümü: tüm eller",
    "Teacher view: every secret choice is shown below.": "Öğretmen görünümü: tüm gizli seçimler aşağıda.",
    "That move is not possible right now.": "Bu hamle şu anda yapılamaz.",
    "The Gnumies table": "The Gnumies masası",
    "The coach": "Koç",
    "The costliest decisions": "En pahalıya patlayan kararlar",
    "The draw pile is empty: the game is over.": "Çekme destesi boş: oyun bitti.",
    "The game ended by the stall limit (no one drew for too long).": "Oyun durgunluk sınırıyla bitti (uzun süre kimse kart çekmedi).",
    "The hand is over.": "El bitti.",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "Son tur bitti. Wullawaki'lerinin atacağı kartları seçenler: {names}",
    "The match was stopped: it has no winner.": "Maç durduruldu: kazananı yok.",
    "The next hand": "Sonraki el",
    "The stock ran out": "Deste bitti",
    "The table is empty.": "Masa boş.",
    "There is no next meld": "Sonraki per yok",
    "This is the first decision.": "Bu ilk karar.",
    "This is the last decision.": "Bu son karar.",
    "Tie broken by Luckynits": "Eşitlik Luckynit'lerle bozuldu",
    "Total": "Toplam",
    "Turn {n}": "Sıra {n}",
    "Undo": "Geri al",
    "Undos: {list}": "Geri almalar: {list}",
    "Upper": "Üst",
    "Upper total": "Üst toplam",
    "Use this play": "Bu hamleyi kullan",
    "Value": "Değer",
    "Value (interval)": "Değer (aralık)",
    "Waiting for the game…": "Oyun bekleniyor…",
    "Winner: {names}": "Kazanan: {names}",
    "Wullawaki (penalty card)": "Wullawaki (ceza kartı)",
    "You": "Sen",
    "You are deciding what to do with the card you saw with the Gnalli.": "Gnalli ile gördüğün kartla ne yapacağına karar veriyorsun.",
    "You are playing.": "Sıra sende.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "{card} kartını seçtin. Herkes seçene kadar gizli kalır.",
    "You have no Gnumie cards left: you are out of the bidding.": "Gnumie kartın kalmadı: teklif vermekten çıktın.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Elinde yalnızca Gnalli var ve Wullawaki için teklif veremezsin: bu turu pas geçiyorsun.",
    "You took:": "Aldığın kart:",
    "You win the match, {won} to {lost}.": "Maçı {won}–{lost} kazandın.",
    "You win with {points}": "{points} puanla kazandın",
    "Your Gnalli: the top party card, seen only by you": "Gnalli'n: en üstteki parti kartı, yalnızca sen görüyorsun",
    "Your Gnumie cards": "Gnumie kartların",
    "Your hand": "Elin",
    "Your hand ({name})": "Elin ({name})",
    "Your hand ({n} point)": [
      "Elin ({n} puan)",
      "Elin ({n} puan)"
    ],
    "Your hand, sorted into melds and deadwood": "Elin, perlere ve ölü kartlara ayrılmış",
    "Your move": "Senin hamlen",
    "Your turn: draw from the stock or take the top discard.": "Sıra sende: kapalı desteden çek ya da ıskartanın üstündekini al.",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "{count} Wullawaki'n: atmak için {n} kart seç ({chosen} seçildi)",
      "{count} Wullawaki'n: atmak için {n} kart seç ({chosen} seçildi)"
    ],
    "apple": "elma",
    "best": "en iyi",
    "blue": "mavi",
    "choosing…": "seçiyor…",
    "chosen: {names}": "seçti: {names}",
    "coach's choice": "koçun seçimi",
    "cost {points} points": "{points} puana mal oldu",
    "dice": "zarlar",
    "die {n} not rolled": "{n}. zar atılmadı",
    "die {n} not rolled yet": "{n}. zar henüz atılmadı",
    "die {n} not rolled, held": "{n}. zar atılmadı, tutuldu",
    "die {n} showing {value}": "{n}. zar {value} gösteriyor",
    "die {n} showing {value}, held": "{n}. zar {value} gösteriyor, tutuldu",
    "discard {card}": "{card} at",
    "discarding it leaves {n} deadwood": "atarsan {n} ölü puan kalır",
    "draw": "berabere",
    "draw pile, {n} card": [
      "çekme destesi, {n} kart",
      "çekme destesi, {n} kart"
    ],
    "draw {n} of 3": "çekiş {n} / 3",
    "empty": "boş",
    "face-down card": "kapalı kart",
    "face-down {title} card": "kapalı {title} kartı",
    "final lap: play or pass": "son tur: oyna ya da pas geç",
    "gin": "gin",
    "grape": "üzüm",
    "gray": "gri",
    "has chosen ✓": "seçti ✓",
    "joker": "joker",
    "just drawn": "yeni çekildi",
    "keep": "tut",
    "keep all": "hepsini tut",
    "keep {dice}": "{dice} tut",
    "knock": "bitirme",
    "low enough to knock": "bitirmek için yeterince düşük",
    "may knock": "bitirebilir",
    "naming…": "seçiliyor…",
    "needs {threshold}, +{points}": "{threshold} gerekir, +{points}",
    "no dice rolled yet": "henüz zar atılmadı",
    "no {fruit} series": "{fruit} serisi yok",
    "nobody": "kimse",
    "none": "hiç",
    "not priced": "değerlendirilmedi",
    "open": "boş",
    "out": "dışarıda",
    "peach": "şeftali",
    "pear": "armut",
    "pile {n}": "yığın {n}",
    "plum": "erik",
    "re-roll all": "hepsini yeniden at",
    "red": "kırmızı",
    "roll {n} of 3": "atış {n} / 3",
    "score {box}": "{box} kutusuna yaz",
    "stock {n}": "deste {n}",
    "strawberry": "çilek",
    "taken from the discard pile": "ıskarta yığınından alındı",
    "the best choice": "en iyi seçim",
    "to play": "oynayacak",
    "under: {cards}": "altında: {cards}",
    "undercut": "undercut",
    "unknown card {code}": "bilinmeyen kart {code}",
    "violet": "mor",
    "waiting for {names}": "beklenen: {names}",
    "wins": "kazanır",
    "wins +{points}": "kazanır +{points}",
    "yellow": "sarı",
    "you hold {fruit} {number}": "elinde {fruit} {number} var",
    "your move": "senin hamlen",
    "your turn": "senin sıran",
    "{box}: open": "{box}: boş",
    "{caption}: all {n} choices": "{caption}: {n} seçeneğin hepsi",
    "{card}, worth {n}": "{card}, {n} değerinde",
    "{colour} Gnalli": "{colour} Gnalli",
    "{die}, coach keeps it": "{die}, koç bunu tutar",
    "{fruit} series: {cards}, {n} point": [
      "{fruit} serisi: {cards}, {n} puan",
      "{fruit} serisi: {cards}, {n} puan"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "{fruit} serisi: {n} kart, üstte {top}",
      "{fruit} serisi: {n} kart, üstte {top}"
    ],
    "{keep} and roll": "{keep} ve at",
    "{label} (a zero: the box is used up)": "{label} (sıfır: kutu harcanır)",
    "{label} (coach's choice)": "{label} (koçun seçimi)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: kapalı",
    "{label}: on": "{label}: açık",
    "{move} (the same)": "{move} (aynısı)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): ölü puan {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (savunan): eklemeden önce {before}, sonra {after}",
    "{name} (knocked): deadwood {n}": "{name} (bitirdi): ölü puan {n}",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name}, Gnalli ile görülen kartla ne yapacağına karar veriyor.",
    "{name} is playing": "{name} oynuyor",
    "{name} is playing.": "{name} oynuyor.",
    "{name} knocked": "{name} bitirdi",
    "{name} to act ({step})": "sıra {name} oyuncusunda ({step})",
    "{name} to play": "sıra {name} oyuncusunda",
    "{name} to play.": "Sıra {name} oyuncusunda.",
    "{name} went out": "{name} elini bitirdi",
    "{name} wins the match, {won} to {lost}.": "{name} maçı {won}–{lost} kazanır.",
    "{name} wins with {points}": "{name} {points} puanla kazanır",
    "{name}'s fruit series": "{name} oyuncusunun meyve serileri",
    "{name}'s hand": "{name} oyuncusunun eli",
    "{name}'s hand at the end of round {n}": "{name} oyuncusunun {n}. elin sonundaki eli",
    "{name}'s party room": "{name} oyuncusunun parti odası",
    "{name}'s remaining Gnumie cards": "{name} oyuncusunun kalan Gnumie kartları",
    "{name}: {n} point in hand": [
      "{name}: elde {n} puan",
      "{name}: elde {n} puan"
    ],
    "{next} starts in {seconds} seconds.": "{next} {seconds} saniye içinde başlar.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynit"
    ],
    "{n} card": [
      "{n} kart",
      "{n} kart"
    ],
    "{n} card in the draw pile": [
      "çekme destesinde {n} kart",
      "çekme destesinde {n} kart"
    ],
    "{n} card in the supply": [
      "stokta {n} kart",
      "stokta {n} kart"
    ],
    "{n} card out of the game, unseen": [
      "{n} kart oyun dışı, görülmedi",
      "{n} kart oyun dışı, görülmedi"
    ],
    "{n} decision": [
      "{n} kararın hepsi",
      "{n} kararın hepsi"
    ],
    "{n} point": [
      "{n} puan",
      "{n} puan"
    ],
    "{n} roll left": [
      "{n} atış kaldı",
      "{n} atış kaldı"
    ],
    "{n} turn in a row without drawing: the game only ends when the draw pile is empty.": [
      "Üst üste {n} sıra kart çekilmedi: oyun ancak çekme destesi boşalınca biter.",
      "Üst üste {n} sıra kart çekilmedi: oyun ancak çekme destesi boşalınca biter."
    ],
    "{pile}: {fruit} {number} on top": "{pile}: üstte {fruit} {number}",
    "{rank} of {suit}": "{suit} {rank}",
    "{title} of the game": "Oyunun {title} bölümü",
    "{title} so far": "Şimdiye kadarki {title}",
    "…or press “Discard here” under a pile.": "…ya da bir yığının altındaki “Buraya at”a bas."
  }
};

// tabletop_widgets/ui/js/kit/locales/pl.js
var pl_default = {
  lang: "pl",
  nplurals: 3,
  plural: (n) => Number(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2),
  messages: {
    " and ": " i ",
    "(11 cards: discard one)": "(11 kart: odrzuć jedną)",
    "(took {cards} from the discard pile)": "(wzięte ze stosu odrzuconych: {cards})",
    "(you)": "(ty)",
    "1. Take a card: draw, or take a discard-pile top": "1. Weź kartę: dobierz ze stosu albo weź wierzchnią kartę ze stosu odrzuconych",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Dołóż ją do swojej serii tego owocu albo odrzuć na dowolny stos",
    "Ace": "As",
    "Back to hand": "Z powrotem do ręki",
    "Best:": "Najlepiej:",
    "Bonus": "Premia",
    "Bonus missed: {upper} of {threshold}": "Premia stracona: {upper} z {threshold}",
    "Box": "Rubryka",
    "Boxes (expected final score)": "Rubryki (oczekiwany wynik końcowy)",
    "Card the joker stands for (meld {n})": "Karta, którą zastępuje joker (meldunek {n})",
    "Cards": "Karty",
    "Cards revealed together": "Karty odkryte jednocześnie",
    "Cards you may discard": "Karty, które możesz odrzucić",
    "Carousel table": "Stół Karuzeli",
    "Carousel table: the end of the round": "Stół Karuzeli: koniec rundy",
    "Choice": "Wybór",
    "Choose a box on your sheet to score.": "Wybierz rubrykę na swojej karcie, żeby zapisać punkty.",
    "Choose a card secretly.": "Wybierz kartę w tajemnicy.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Kliknij kości (albo Spacja/Enter), żeby je zatrzymać, potem rzuć jeszcze raz — albo zapisz punkty w rubryce na karcie.",
    "Clubs": "Trefl",
    "Coach": "Trener",
    "Coach: the game in review": "Trener: podsumowanie gry",
    "Continue": "Dalej",
    "Continue first.": "Najpierw kliknij Dalej.",
    "Continue to hand {n}": "Przejdź do rozdania {n}",
    "Continue to round {n}": "Przejdź do rundy {n}",
    "Copicastor (copies your lowest guest)": "Copicastor (kopiuje twojego najniższego gościa)",
    "Deadwood": "Luźne karty",
    "Deadwood {cards}": "Luźne karty {cards}",
    "Deadwood: {cards}": "Luźne karty: {cards}",
    "Deadwood: {n}": "Punkty luźnych kart: {n}",
    "Decision {n} of {total}": "Decyzja {n} z {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decyzja {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Dice table": "Stół do kości",
    "Dice: click or press Space to hold": "Kości: kliknij albo naciśnij Spację, żeby zatrzymać",
    "Discard": "Odrzuć",
    "Discard here": "Odrzuć tutaj",
    "Discard pile": "Stos odrzuconych",
    "Discard pile empty": "Stos odrzuconych jest pusty",
    "Discard pile, top card {card}": "Stos odrzuconych, na wierzchu {card}",
    "Discard pile, top card {card}: take it": "Stos odrzuconych, na wierzchu {card}: weź ją",
    "Discard piles (only the top card shows)": "Stosy odrzuconych (widać tylko wierzchnią kartę)",
    "Discarded so far: {cards}": "Odrzucone do tej pory: {cards}",
    "Dismiss": "Zamknij",
    "Draw": "Dobierz",
    "Draw a 2nd card (instead of playing now)": "Dobierz 2. kartę (zamiast zagrać teraz)",
    "Draw a 3rd card and end your turn (no play after it)": "Dobierz 3. kartę i zakończ turę (potem bez zagrania)",
    "Draw a card": "Dobierz kartę",
    "Draw from stock ({n})": "Dobierz z talii ({n})",
    "Draw pile": "Stos do dobierania",
    "Draw pile, top first ({n}): {cards}": "Stos do dobierania, od góry ({n}): {cards}",
    "Draw pile: {n}": "Stos do dobierania: {n}",
    "End turn without knocking": "Zakończ turę bez pukania",
    "Estimated value of each choice ({unit}), with its interval": "Szacowana wartość każdego wyboru ({unit}) z przedziałem",
    "Estimated value of each choice, with its interval": "Szacowana wartość każdego wyboru z przedziałem",
    "Everybody played the Gnalli: choose a numbered card.": "Wszyscy zagrali Gnalli: wybierz kartę z liczbą.",
    "Exact value of each choice": "Dokładna wartość każdego wyboru",
    "Exact value of each choice ({unit})": "Dokładna wartość każdego wyboru ({unit})",
    "Expected final score with best play: {points}": "Oczekiwany wynik końcowy przy najlepszej grze: {points}",
    "Final scores": "Wyniki końcowe",
    "GYÜMI table": "Stół GYÜMI",
    "Game over": "Koniec gry",
    "Game over.": "Koniec gry.",
    "Game over: {why}.": "Koniec gry: {why}.",
    "Gin": "Gin",
    "Gin Rummy table": "Stół do Gin Rummy",
    "Gin Rummy table: the showdown": "Stół do Gin Rummy: odkrycie kart",
    "Gin with": "Gin z kartą",
    "Give it to {name} (your Gnalli comes back)": "Daj ją graczowi {name} (twój Gnalli wraca)",
    "Gnumie cards left ({n}): ": "Pozostałe karty Gnumie ({n}): ",
    "Group": "Grupa",
    "Guest": "Gość",
    "Guest {n}": "Gość {n}",
    "HELD": "ZATRZYMANA",
    "Hand {n}": "Rozdanie {n}",
    "Hand {n} is over.": "Rozdanie {n} się skończyło.",
    "Hand {n}: {kind}": "Rozdanie {n}: {kind}",
    "Hearts": "Kier",
    "Help": "Pomoc",
    "Hidden from the players": "Ukryte przed graczami",
    "Hide this notice": "Ukryj ten komunikat",
    "Hint": "Podpowiedź",
    "Hold these dice": "Zatrzymaj te kości",
    "Hot-seat": "Gra na zmianę",
    "How this room scores": "Jak punktuje ten pokój",
    "I am {name} — press to continue": "Jestem {name} — naciśnij, aby kontynuować",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Kosztowało to około {cost} (między {low} a {high}) w jednostce {unit}.",
    "It cost about {cost} (between {low} and {high}).": "Kosztowało to około {cost} (między {low} a {high}).",
    "It cost nothing: as good as the coach's move.": "Nic nie kosztowało: tak samo dobre jak ruch trenera.",
    "It cost {cost} in {unit}.": "Kosztowało to {cost} w jednostce {unit}.",
    "It cost {cost}.": "Kosztowało to {cost}.",
    "Jack": "Walet",
    "Join next": "Połącz z następnym",
    "Joker": "Joker",
    "Joker as {card}": "Joker jako {card}",
    "Keep it (your Gnalli is discarded)": "Zatrzymaj ją (twój Gnalli odpada)",
    "Keeps (expected final score)": "Zatrzymania (oczekiwany wynik końcowy)",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Klawisze: S = dobierz z talii, D = weź odrzuconą, Tab/strzałki = przechodź między kartami, Enter = wybierz.",
    "King": "Król",
    "Knock": "Zapukaj",
    "Knock ({n} point)": [
      "Zapukaj ({n} punkt)",
      "Zapukaj ({n} punkty)",
      "Zapukaj ({n} punktów)"
    ],
    "Knock with": "Zapukaj z kartą",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Ostatni wybór (runda {round}): {chosen}; najlepsze było {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Ostatni wybór (runda {round}, rzut {roll}): {chosen}; najlepsze było {best} — {cost}.",
    "Lays off {card} on {cards}": "Dokłada {card} do {cards}",
    "Log": "Dziennik",
    "Lower": "Dolna",
    "Made automatically": "Wykonane automatycznie",
    "Match to {target} — hand {n}": "Mecz do {target} — rozdanie {n}",
    "Meld {n}": "Meldunek {n}",
    "Move here": "Przenieś tutaj",
    "Moves taken back with Undo, per player": "Ruchy cofnięte przyciskiem Cofnij, dla każdego gracza",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "Potrzeba {threshold} w górnej części, by dostać +{points}; brakuje {missing}",
    "New game": "Nowa gra",
    "New meld from selected": "Nowy meldunek z zaznaczonych",
    "Next": "Dalej",
    "No move to undo yet.": "Nie ma jeszcze ruchu do cofnięcia.",
    "No moves yet.": "Jeszcze nie było ruchów.",
    "Not priced.": "Bez wyceny.",
    "OK": "OK",
    "Offered party card": "Oferowana karta przyjęcia",
    "Out of the game, unseen ({n}): {cards}": "Poza grą, niewidziane ({n}): {cards}",
    "Party": "Przyjęcie",
    "Party room: empty": "Pokój przyjęcia: pusty",
    "Pass (no play)": "Pas (bez zagrania)",
    "Pass the screen to {name}": "Przekaż ekran: {name}",
    "Pass: end your turn": "Pas: zakończ turę",
    "Pending choices: {list}": "Oczekujące wybory: {list}",
    "Pile {n}": "Stos {n}",
    "Pile {n} (refilled)": "Stos {n} (uzupełniony)",
    "Pile {n}, under the top card: {cards}": "Stos {n}, pod wierzchnią kartą: {cards}",
    "Play on your {fruit} series ({count} → {next})": "Dołóż do swojej serii: {fruit} ({count} → {next})",
    "Player": "Gracz",
    "Player {n}": "Gracz {n}",
    "Points": "Punkty",
    "Points lost to the coach so far: {points}": "Punkty stracone względem trenera do tej pory: {points}",
    "Practice aid": "Pomoc treningowa",
    "Previous": "Wstecz",
    "Put back (pass)": "Odłóż z powrotem (pas)",
    "Putting the card back where it came from changes nothing: a pass.": "Odłożenie karty tam, skąd pochodzi, niczego nie zmienia: to pas.",
    "Queen": "Dama",
    "Really start over?": "Na pewno zacząć od nowa?",
    "Reset": "Od nowa",
    "Review": "Analiza",
    "Roll again ({n} roll left)": [
      "Rzuć jeszcze raz (został {n} rzut)",
      "Rzuć jeszcze raz (zostały {n} rzuty)",
      "Rzuć jeszcze raz (zostało {n} rzutów)"
    ],
    "Roll the dice": "Rzuć kośćmi",
    "Roll the dice to start your turn.": "Rzuć kośćmi, żeby zacząć swoją turę.",
    "Room": "Pokój",
    "Round and game scores": "Wyniki rundy i gry",
    "Round points": "Punkty rundy",
    "Round {n}": "Runda {n}",
    "Round {n} is over: {how}.": "Runda {n} się skończyła: {how}.",
    "Round {n} of {total}": "Runda {n} z {total}",
    "Round {n} revealed": "Runda {n} odkryta",
    "Round {n} revealed: {card}": "Runda {n} odkryta: {card}",
    "Round {n}: hands {values} points; ": "Runda {n}: ręce {values} pkt; ",
    "Rounds won": "Wygrane rundy",
    "Run": "Sekwens",
    "Runner-up: {text}": "Drugi najlepszy: {text}",
    "Score": "Wynik",
    "Score sheet": "Karta wyników",
    "Score {points} in {box}": "Zapisz {points} w rubryce {box}",
    "Scores": "Wyniki",
    "Select a card of your hand first.": "Najpierw zaznacz kartę ze swojej ręki.",
    "Select a card, then discard it (or knock / go Gin).": "Zaznacz kartę, potem ją odrzuć (albo zapukaj / zrób Gina).",
    "Select cards first": "Najpierw zaznacz karty",
    "Select cards you placed this turn": "Zaznacz karty położone w tej turze",
    "Select the card where the second part starts": "Zaznacz kartę, od której zaczyna się druga część",
    "Shared win: {names} with {points}": "Wspólne zwycięstwo: {names} z wynikiem {points}",
    "Single hand": "Jedno rozdanie",
    "Spades": "Pik",
    "Split": "Podziel",
    "Start a grape series": "Zacznij serię winogron",
    "Start a peach series": "Zacznij serię brzoskwiń",
    "Start a pear series": "Zacznij serię gruszek",
    "Start a plum series": "Zacznij serię śliwek",
    "Start a strawberry series": "Zacznij serię truskawek",
    "Start a {fruit} series": "Zacznij serię: {fruit}",
    "Start an apple series": "Zacznij serię jabłek",
    "Step through your decisions (left and right arrow keys)": "Przejdź po swoich decyzjach (strzałki w lewo i w prawo)",
    "Steps of a turn": "Kroki tury",
    "Stock": "Talia",
    "Stock, {n} card": [
      "Talia, {n} karta",
      "Talia, {n} karty",
      "Talia, {n} kart"
    ],
    "Stock, {n} card: draw the top card": [
      "Talia, {n} karta: dobierz wierzchnią kartę",
      "Talia, {n} karty: dobierz wierzchnią kartę",
      "Talia, {n} kart: dobierz wierzchnią kartę"
    ],
    "Submit play ({n} card)": [
      "Zagraj ({n} karta)",
      "Zagraj ({n} karty)",
      "Zagraj ({n} kart)"
    ],
    "Table": "Stół",
    "Take": "Weź",
    "Take {card}": "Weź {card}",
    "Teacher view: all cards shown": "Widok nauczyciela: wszystkie karty odkryte",
    "Teacher view: all hands shown": "Widok nauczyciela: wszystkie ręce odkryte",
    "Teacher view: every hand": "Widok nauczyciela: wszystkie ręce",
    "Teacher view: every secret choice is shown below.": "Widok nauczyciela: wszystkie tajne wybory są pokazane poniżej.",
    "That move is not possible right now.": "Tego ruchu nie można teraz wykonać.",
    "The Gnumies table": "Stół The Gnumies",
    "The coach": "Trener",
    "The costliest decisions": "Najkosztowniejsze decyzje",
    "The draw pile is empty: the game is over.": "Stos do dobierania jest pusty: koniec gry.",
    "The game ended by the stall limit (no one drew for too long).": "Gra skończyła się przez limit przestoju (zbyt długo nikt nie dobierał).",
    "The hand is over.": "Rozdanie się skończyło.",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "Ostatnia runda się skończyła. Karty wyrzucane przez Wullawaki wybierają: {names}",
    "The match was stopped: it has no winner.": "Mecz został przerwany: nie ma zwycięzcy.",
    "The next hand": "Następne rozdanie",
    "The stock ran out": "Skończył się stos dobierania",
    "The table is empty.": "Stół jest pusty.",
    "There is no next meld": "Nie ma następnego meldunku",
    "This is the first decision.": "To pierwsza decyzja.",
    "This is the last decision.": "To ostatnia decyzja.",
    "Tie broken by Luckynits": "Remis rozstrzygnięty Luckynitami",
    "Total": "Razem",
    "Turn {n}": "Tura {n}",
    "Undo": "Cofnij",
    "Undos: {list}": "Cofnięcia: {list}",
    "Upper": "Górna",
    "Upper total": "Suma górnej części",
    "Use this play": "Użyj tego zagrania",
    "Value": "Wartość",
    "Value (interval)": "Wartość (przedział)",
    "Waiting for the game…": "Czekam na grę…",
    "Winner: {names}": "Zwycięzca: {names}",
    "Wullawaki (penalty card)": "Wullawaki (karta karna)",
    "You": "Ty",
    "You are deciding what to do with the card you saw with the Gnalli.": "Decydujesz, co zrobić z kartą podejrzaną dzięki Gnalli.",
    "You are playing.": "Twój ruch.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "Wybrana karta: {card}. Pozostaje ukryta, dopóki wszyscy nie wybiorą.",
    "You have no Gnumie cards left: you are out of the bidding.": "Nie masz już kart Gnumie: odpadasz z licytacji.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Masz tylko Gnalli i nie możesz licytować o Wullawaki: pauzujesz.",
    "You took:": "Wzięta karta:",
    "You win the match, {won} to {lost}.": "Wygrywasz mecz {won} do {lost}.",
    "You win with {points}": "Wygrywasz z wynikiem {points}",
    "Your Gnalli: the top party card, seen only by you": "Twój Gnalli: wierzchnia karta przyjęcia, widzisz ją tylko ty",
    "Your Gnumie cards": "Twoje karty Gnumie",
    "Your hand": "Twoja ręka",
    "Your hand ({name})": "Twoja ręka ({name})",
    "Your hand ({n} point)": [
      "Twoja ręka ({n} punkt)",
      "Twoja ręka ({n} punkty)",
      "Twoja ręka ({n} punktów)"
    ],
    "Your hand, sorted into melds and deadwood": "Twoja ręka, podzielona na układy i luźne karty",
    "Your move": "Twój ruch",
    "Your turn: draw from the stock or take the top discard.": "Twoja kolej: dobierz z talii albo weź wierzchnią odrzuconą kartę.",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "Twoje Wullawaki ({count}): wybierz {n} kartę do odrzucenia (wybrano {chosen})",
      "Twoje Wullawaki ({count}): wybierz {n} karty do odrzucenia (wybrano {chosen})",
      "Twoje Wullawaki ({count}): wybierz {n} kart do odrzucenia (wybrano {chosen})"
    ],
    "apple": "jabłko",
    "best": "najlepsze",
    "blue": "niebieski",
    "choosing…": "wybiera…",
    "chosen: {names}": "wybrali: {names}",
    "coach's choice": "wybór trenera",
    "cost {points} points": "kosztowało {points} pkt",
    "dice": "kości",
    "die {n} not rolled": "kość {n} nierzucona",
    "die {n} not rolled yet": "kość {n} jeszcze nierzucona",
    "die {n} not rolled, held": "kość {n} nierzucona, zatrzymana",
    "die {n} showing {value}": "kość {n}: {value} oczek",
    "die {n} showing {value}, held": "kość {n}: {value} oczek, zatrzymana",
    "discard {card}": "odrzuć {card}",
    "discarding it leaves {n} deadwood": "po odrzuceniu zostaje {n} pkt luźnych kart",
    "draw": "remis",
    "draw pile, {n} card": [
      "stos do dobierania, {n} karta",
      "stos do dobierania, {n} karty",
      "stos do dobierania, {n} kart"
    ],
    "draw {n} of 3": "dobieranie {n} z 3",
    "empty": "pusty",
    "face-down card": "zakryta karta",
    "face-down {title} card": "zakryta karta {title}",
    "final lap: play or pass": "ostatnie okrążenie: zagraj albo pasuj",
    "gin": "gin",
    "grape": "winogrono",
    "gray": "szary",
    "has chosen ✓": "wybrano ✓",
    "joker": "joker",
    "just drawn": "właśnie dobrana",
    "keep": "zostaw",
    "keep all": "zostaw wszystkie",
    "keep {dice}": "zostaw {dice}",
    "knock": "pukanie",
    "low enough to knock": "wystarczająco mało, by zapukać",
    "may knock": "może zapukać",
    "naming…": "wybieranie…",
    "needs {threshold}, +{points}": "potrzeba {threshold}, +{points}",
    "no dice rolled yet": "jeszcze nie rzucono kośćmi",
    "no {fruit} series": "brak serii: {fruit}",
    "nobody": "nikogo",
    "none": "brak",
    "not priced": "bez wyceny",
    "open": "wolne",
    "out": "odpada",
    "peach": "brzoskwinia",
    "pear": "gruszka",
    "pile {n}": "stos {n}",
    "plum": "śliwka",
    "re-roll all": "przerzuć wszystkie",
    "red": "czerwony",
    "roll {n} of 3": "rzut {n} z 3",
    "score {box}": "zapisz w rubryce {box}",
    "stock {n}": "stos {n}",
    "strawberry": "truskawka",
    "taken from the discard pile": "wzięta ze stosu odrzuconych",
    "the best choice": "najlepszy wybór",
    "to play": "jego ruch",
    "under: {cards}": "pod spodem: {cards}",
    "undercut": "podcięcie",
    "unknown card {code}": "nieznana karta {code}",
    "violet": "fioletowy",
    "waiting for {names}": "czekamy na: {names}",
    "wins": "wygrywa",
    "wins +{points}": "wygrywa +{points}",
    "yellow": "żółty",
    "you hold {fruit} {number}": "trzymasz: {fruit} {number}",
    "your move": "twój ruch",
    "your turn": "twoja kolej",
    "{box}: open": "{box}: wolne",
    "{caption}: all {n} choices": "{caption}: wszystkie wybory ({n})",
    "{card}, worth {n}": "{card}, warta {n}",
    "{colour} Gnalli": "Gnalli: {colour}",
    "{die}, coach keeps it": "{die}, trener ją zostawia",
    "{fruit} series: {cards}, {n} point": [
      "seria {fruit}: {cards}, {n} punkt",
      "seria {fruit}: {cards}, {n} punkty",
      "seria {fruit}: {cards}, {n} punktów"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "seria {fruit}: {n} karta, na wierzchu {top}",
      "seria {fruit}: {n} karty, na wierzchu {top}",
      "seria {fruit}: {n} kart, na wierzchu {top}"
    ],
    "{keep} and roll": "{keep} i rzucaj",
    "{label} (a zero: the box is used up)": "{label} (zero: rubryka przepada)",
    "{label} (coach's choice)": "{label} (wybór trenera)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: wył.",
    "{label}: on": "{label}: wł.",
    "{move} (the same)": "{move} (to samo)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): luźne karty {n} pkt",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (broniący się): {before} przed dokładaniem, {after} po",
    "{name} (knocked): deadwood {n}": "{name} (pukanie): luźne karty {n} pkt",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} decyduje, co zrobić z kartą podejrzaną dzięki Gnalli.",
    "{name} is playing": "gra {name}",
    "{name} is playing.": "Gra {name}.",
    "{name} knocked": "pukanie: {name}",
    "{name} to act ({step})": "ruch: {name} ({step})",
    "{name} to play": "ruch: {name}",
    "{name} to play.": "Ruch: {name}.",
    "{name} went out": "wyłożenie wszystkich kart: {name}",
    "{name} wins the match, {won} to {lost}.": "{name} wygrywa mecz {won} do {lost}.",
    "{name} wins with {points}": "{name} wygrywa z wynikiem {points}",
    "{name}'s fruit series": "serie owoców: {name}",
    "{name}'s hand": "ręka: {name}",
    "{name}'s hand at the end of round {n}": "ręka gracza {name} na koniec rundy {n}",
    "{name}'s party room": "pokój przyjęcia: {name}",
    "{name}'s remaining Gnumie cards": "pozostałe karty Gnumie: {name}",
    "{name}: {n} point in hand": [
      "{name}: {n} punkt w ręce",
      "{name}: {n} punkty w ręce",
      "{name}: {n} punktów w ręce"
    ],
    "{next} starts in {seconds} seconds.": "{next} zacznie się za {seconds} s.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynity",
      "{n} Luckynitów"
    ],
    "{n} card": [
      "{n} karta",
      "{n} karty",
      "{n} kart"
    ],
    "{n} card in the draw pile": [
      "{n} karta w stosie do dobierania",
      "{n} karty w stosie do dobierania",
      "{n} kart w stosie do dobierania"
    ],
    "{n} card in the supply": [
      "{n} karta w zapasie",
      "{n} karty w zapasie",
      "{n} kart w zapasie"
    ],
    "{n} card out of the game, unseen": [
      "{n} karta poza grą, niewidziana",
      "{n} karty poza grą, niewidziane",
      "{n} kart poza grą, niewidzianych"
    ],
    "{n} decision": [
      "Wszystkie decyzje: {n}",
      "Wszystkie decyzje: {n}",
      "Wszystkie decyzje: {n}"
    ],
    "{n} point": [
      "{n} punkt",
      "{n} punkty",
      "{n} punktów"
    ],
    "{n} roll left": [
      "Został {n} rzut",
      "Zostały {n} rzuty",
      "Zostało {n} rzutów"
    ],
    "{n} turn in a row without drawing: the game only ends when the draw pile is empty.": [
      "{n} tura z rzędu bez dobierania: gra kończy się dopiero, gdy stos do dobierania jest pusty.",
      "{n} tury z rzędu bez dobierania: gra kończy się dopiero, gdy stos do dobierania jest pusty.",
      "{n} tur z rzędu bez dobierania: gra kończy się dopiero, gdy stos do dobierania jest pusty."
    ],
    "{pile}: {fruit} {number} on top": "{pile}: na wierzchu {fruit} {number}",
    "{rank} of {suit}": "{rank} {suit}",
    "{title} of the game": "{title} gry",
    "{title} so far": "{title} do tej pory",
    "…or press “Discard here” under a pile.": "…albo naciśnij „Odrzuć tutaj” pod stosem."
  }
};

// tabletop_widgets/ui/js/kit/locales/hu.js
var hu_default = {
  lang: "hu",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    " and ": " és ",
    "(11 cards: discard one)": "(11 lap: dobj el egyet)",
    "(took {cards} from the discard pile)": "({cards} lapot vett el a dobópakliból)",
    "(you)": "(te)",
    "1. Take a card: draw, or take a discard-pile top": "1. Végy egy lapot: húzz a pakliból, vagy vedd el egy dobópakli felső lapját",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Tedd az adott gyümölcs sorozatodba, vagy dobd el bármelyik dobópaklira",
    "Ace": "Ász",
    "Back to hand": "Vissza a kézbe",
    "Best:": "Legjobb:",
    "Bonus": "Bónusz",
    "Bonus missed: {upper} of {threshold}": "Elmaradt bónusz: {upper} / {threshold}",
    "Box": "Rovat",
    "Boxes (expected final score)": "Rovatok (várható végeredmény)",
    "Card the joker stands for (meld {n})": "A lap, amelyet a joker helyettesít ({n}. kombináció)",
    "Cards": "Lapok",
    "Cards revealed together": "Együtt felfedett lapok",
    "Cards you may discard": "Lapok, amelyeket eldobhatsz",
    "Carousel table": "Carousel asztal",
    "Carousel table: the end of the round": "Carousel asztal: a kör vége",
    "Choice": "Választás",
    "Choose a box on your sheet to score.": "Válassz egy rovatot a lapodon, ahová pontot írsz.",
    "Choose a card secretly.": "Válassz titokban egy lapot.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Kattints a kockákra (vagy Szóköz/Enter), hogy megtartsd őket, aztán dobj újra — vagy írj pontot egy rovatba a lapon.",
    "Clubs": "Treff",
    "Coach": "Edző",
    "Coach: the game in review": "Edző: a játék áttekintése",
    "Continue": "Tovább",
    "Continue first.": "Előbb kattints a Tovább gombra.",
    "Continue to hand {n}": "Tovább a(z) {n}. leosztásra",
    "Continue to round {n}": "Tovább a(z) {n}. körre",
    "Copicastor (copies your lowest guest)": "Copicastor (lemásolja a legkisebb vendégedet)",
    "Deadwood": "Maradék lapok",
    "Deadwood {cards}": "Maradék lapok {cards}",
    "Deadwood: {cards}": "Maradék lapok: {cards}",
    "Deadwood: {n}": "Maradékpont: {n}",
    "Decision {n} of {total}": "{n}. döntés ennyiből: {total}",
    "Decision {n}: {move} → {coach} ({cost})": "{n}. döntés: {move} → {coach} ({cost})",
    "Diamonds": "Káró",
    "Dice table": "Kockaasztal",
    "Dice: click or press Space to hold": "Kockák: kattints vagy nyomd meg a Szóközt a megtartáshoz",
    "Discard": "Dobd el",
    "Discard here": "Dobd ide",
    "Discard pile": "Dobópakli",
    "Discard pile empty": "Üres a dobópakli",
    "Discard pile, top card {card}": "Dobópakli, felső lap: {card}",
    "Discard pile, top card {card}: take it": "Dobópakli, felső lap: {card} – vedd el",
    "Discard piles (only the top card shows)": "Dobópaklik (csak a felső lap látszik)",
    "Discarded so far: {cards}": "Eddig eldobva: {cards}",
    "Dismiss": "Bezárás",
    "Draw": "Húzz",
    "Draw a 2nd card (instead of playing now)": "Húzz 2. lapot (most kijátszás helyett)",
    "Draw a 3rd card and end your turn (no play after it)": "Húzz 3. lapot, és fejezd be a köröd (utána nincs kijátszás)",
    "Draw a card": "Húzz egy lapot",
    "Draw from stock ({n})": "Húzz a talonból ({n})",
    "Draw pile": "Húzópakli",
    "Draw pile, top first ({n}): {cards}": "Húzópakli, felülről kezdve ({n}): {cards}",
    "Draw pile: {n}": "Húzópakli: {n}",
    "End turn without knocking": "Fejezd be a kört kopogás nélkül",
    "Estimated value of each choice ({unit}), with its interval": "Minden választás becsült értéke ({unit}), a tartományával",
    "Estimated value of each choice, with its interval": "Minden választás becsült értéke, a tartományával",
    "Everybody played the Gnalli: choose a numbered card.": "Mindenki a Gnallit játszotta ki: válassz számozott lapot.",
    "Exact value of each choice": "Minden választás pontos értéke",
    "Exact value of each choice ({unit})": "Minden választás pontos értéke ({unit})",
    "Expected final score with best play: {points}": "Várható végeredmény a legjobb játékkal: {points}",
    "Final scores": "Végeredmény",
    "GYÜMI table": "GYÜMI asztal",
    "Game over": "Vége a játéknak",
    "Game over.": "Vége a játéknak.",
    "Game over: {why}.": "Vége a játéknak: {why}.",
    "Gin": "Gin",
    "Gin Rummy table": "Gin Rummy asztal",
    "Gin Rummy table: the showdown": "Gin Rummy asztal: leszámolás",
    "Gin with": "Gin ezzel:",
    "Give it to {name} (your Gnalli comes back)": "Add oda neki: {name} (a Gnallid visszajön)",
    "Gnumie cards left ({n}): ": "Megmaradt Gnumie-lapok ({n}): ",
    "Group": "Csoport",
    "Guest": "Vendég",
    "Guest {n}": "{n}. vendég",
    "HELD": "MEGTARTVA",
    "Hand {n}": "{n}. leosztás",
    "Hand {n} is over.": "Véget ért a(z) {n}. leosztás.",
    "Hand {n}: {kind}": "{n}. leosztás: {kind}",
    "Hearts": "Kőr",
    "Help": "Segítség",
    "Hidden from the players": "A játékosok elől rejtve",
    "Hide this notice": "Értesítés elrejtése",
    "Hint": "Tipp",
    "Hold these dice": "Tartsd meg ezeket a kockákat",
    "Hot-seat": "Egy képernyőn, felváltva",
    "How this room scores": "Hogyan pontoz ez a szoba",
    "I am {name} — press to continue": "Én vagyok {name} — nyomd meg a folytatáshoz",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Ez körülbelül {cost} veszteség volt ({low} és {high} között), {unit} egységben.",
    "It cost about {cost} (between {low} and {high}).": "Ez körülbelül {cost} veszteség volt ({low} és {high} között).",
    "It cost nothing: as good as the coach's move.": "Semmibe sem került: ugyanolyan jó, mint az edző lépése.",
    "It cost {cost} in {unit}.": "Ez {cost} veszteség volt, {unit} egységben.",
    "It cost {cost}.": "Ez {cost} veszteség volt.",
    "Jack": "Bubi",
    "Join next": "Egyesítés a következővel",
    "Joker": "Joker",
    "Joker as {card}": "Joker, mint {card}",
    "Keep it (your Gnalli is discarded)": "Tartsd meg (a Gnallid kiesik)",
    "Keeps (expected final score)": "Megtartások (várható végeredmény)",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Billentyűk: S = húzás a talonból, D = a dobott lap elvétele, Tab/nyilak = lépés a lapok között, Enter = kiválasztás.",
    "King": "Király",
    "Knock": "Kopogás",
    "Knock ({n} point)": [
      "Kopogás ({n} pont)",
      "Kopogás ({n} pont)"
    ],
    "Knock with": "Kopogj ezzel:",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Utolsó választás ({round}. kör): {chosen}; a legjobb ez lett volna: {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Utolsó választás ({round}. kör, {roll}. dobás): {chosen}; a legjobb ez lett volna: {best} — {cost}.",
    "Lays off {card} on {cards}": "{card} lapot rakja ehhez: {cards}",
    "Log": "Napló",
    "Lower": "Alsó",
    "Made automatically": "Automatikusan történt",
    "Match to {target} — hand {n}": "Mérkőzés {target} pontig — {n}. leosztás",
    "Meld {n}": "{n}. kombináció",
    "Move here": "Ide tedd",
    "Moves taken back with Undo, per player": "A Visszavonással visszavett lépések, játékosonként",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "+{points} ponthoz {threshold} kell a felső részben; még {missing} hiányzik",
    "New game": "Új játék",
    "New meld from selected": "Új kombináció a kijelöltekből",
    "Next": "Következő",
    "No move to undo yet.": "Még nincs visszavonható lépés.",
    "No moves yet.": "Még nem volt lépés.",
    "Not priced.": "Nincs értékelve.",
    "OK": "Rendben",
    "Offered party card": "A felkínált bulilap",
    "Out of the game, unseen ({n}): {cards}": "Játékon kívül, senki sem látta ({n}): {cards}",
    "Party": "Buli",
    "Party room: empty": "Buliszoba: üres",
    "Pass (no play)": "Passz (kijátszás nélkül)",
    "Pass the screen to {name}": "Add át a képernyőt neki: {name}",
    "Pass: end your turn": "Passz: fejezd be a köröd",
    "Pending choices: {list}": "Függő választások: {list}",
    "Pile {n}": "{n}. pakli",
    "Pile {n} (refilled)": "{n}. pakli (újratöltve)",
    "Pile {n}, under the top card: {cards}": "{n}. pakli, a felső lap alatt: {cards}",
    "Play on your {fruit} series ({count} → {next})": "Tedd a(z) {fruit} sorozatodra ({count} → {next})",
    "Player": "Játékos",
    "Player {n}": "{n}. játékos",
    "Points": "Pontok",
    "Points lost to the coach so far: {points}": "Az edzőhöz képest eddig elvesztett pontok: {points}",
    "Practice aid": "Gyakorlósegítség",
    "Previous": "Előző",
    "Put back (pass)": "Tedd vissza (passz)",
    "Putting the card back where it came from changes nothing: a pass.": "Ha oda teszed vissza a lapot, ahonnan vetted, semmi sem változik: ez passz.",
    "Queen": "Dáma",
    "Really start over?": "Biztosan újrakezded?",
    "Reset": "Visszaállítás",
    "Review": "Értékelés",
    "Roll again ({n} roll left)": [
      "Dobj újra (még {n} dobás)",
      "Dobj újra (még {n} dobás)"
    ],
    "Roll the dice": "Dobj a kockákkal",
    "Roll the dice to start your turn.": "Dobj a kockákkal, hogy elkezdd a köröd.",
    "Room": "Szoba",
    "Round and game scores": "A kör és a játék pontjai",
    "Round points": "A kör pontjai",
    "Round {n}": "{n}. kör",
    "Round {n} is over: {how}.": "Véget ért a(z) {n}. kör: {how}.",
    "Round {n} of {total}": "{n}. kör ennyiből: {total}",
    "Round {n} revealed": "A(z) {n}. kör felfedve",
    "Round {n} revealed: {card}": "A(z) {n}. kör felfedve: {card}",
    "Round {n}: hands {values} points; ": "{n}. kör: a kezek {values} pont; ",
    "Rounds won": "Megnyert körök",
    "Run": "Sor",
    "Runner-up: {text}": "Második legjobb: {text}",
    "Score": "Pontszám",
    "Score sheet": "Pontozólap",
    "Score {points} in {box}": "Írj {points} pontot ide: {box}",
    "Scores": "Pontszámok",
    "Select a card of your hand first.": "Előbb jelölj ki egy lapot a kezedből.",
    "Select a card, then discard it (or knock / go Gin).": "Jelölj ki egy lapot, aztán dobd el (vagy kopogj / menj Ginre).",
    "Select cards first": "Előbb jelölj ki lapokat",
    "Select cards you placed this turn": "Jelöld ki a körben letett lapjaidat",
    "Select the card where the second part starts": "Jelöld ki a lapot, ahol a második rész kezdődik",
    "Shared win: {names} with {points}": "Közös győzelem: {names}, {points} ponttal",
    "Single hand": "Egyetlen leosztás",
    "Spades": "Pikk",
    "Split": "Szétválasztás",
    "Start a grape series": "Kezdj szőlősorozatot",
    "Start a peach series": "Kezdj őszibarack-sorozatot",
    "Start a pear series": "Kezdj körtesorozatot",
    "Start a plum series": "Kezdj szilvasorozatot",
    "Start a strawberry series": "Kezdj epersorozatot",
    "Start a {fruit} series": "Kezdj új sorozatot: {fruit}",
    "Start an apple series": "Kezdj almasorozatot",
    "Step through your decisions (left and right arrow keys)": "Lépkedj végig a döntéseiden (bal és jobb nyíl)",
    "Steps of a turn": "Egy kör lépései",
    "Stock": "Talon",
    "Stock, {n} card": [
      "Talon, {n} lap",
      "Talon, {n} lap"
    ],
    "Stock, {n} card: draw the top card": [
      "Talon, {n} lap: húzd fel a felső lapot",
      "Talon, {n} lap: húzd fel a felső lapot"
    ],
    "Submit play ({n} card)": [
      "Kijátszás ({n} lap)",
      "Kijátszás ({n} lap)"
    ],
    "Table": "Asztal",
    "Take": "Vedd el",
    "Take {card}": "Vedd el: {card}",
    "Teacher view: all cards shown": "Tanári nézet: minden lap látszik",
    "Teacher view: all hands shown": "Tanári nézet: minden kéz látszik",
    "Teacher view: every hand": "Tanári nézet: minden kéz",
    "Teacher view: every secret choice is shown below.": "Tanári nézet: minden titkos választás lent látható.",
    "That move is not possible right now.": "Ez a lépés most nem lehetséges.",
    "The Gnumies table": "The Gnumies asztal",
    "The coach": "Az edző",
    "The costliest decisions": "A legtöbbe kerülő döntések",
    "The draw pile is empty: the game is over.": "Kifogyott a húzópakli: vége a játéknak.",
    "The game ended by the stall limit (no one drew for too long).": "A játék a holtponthatár miatt ért véget (túl sokáig senki sem húzott).",
    "The hand is over.": "Véget ért a leosztás.",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "Véget ért az utolsó kör. A Wullawakik által kidobott lapokat választja: {names}",
    "The match was stopped: it has no winner.": "A mérkőzést leállították: nincs győztes.",
    "The next hand": "A következő leosztás",
    "The stock ran out": "Elfogyott a talon",
    "The table is empty.": "Üres az asztal.",
    "There is no next meld": "Nincs következő kombináció",
    "This is the first decision.": "Ez az első döntés.",
    "This is the last decision.": "Ez az utolsó döntés.",
    "Tie broken by Luckynits": "A döntetlent a Luckynitek döntötték el",
    "Total": "Összesen",
    "Turn {n}": "{n}. kör",
    "Undo": "Visszavonás",
    "Undos: {list}": "Visszavonások: {list}",
    "Upper": "Felső",
    "Upper total": "Felső rész összesen",
    "Use this play": "Használd ezt a kijátszást",
    "Value": "Érték",
    "Value (interval)": "Érték (tartomány)",
    "Waiting for the game…": "Várakozás a játékra…",
    "Winner: {names}": "Győztes: {names}",
    "Wullawaki (penalty card)": "Wullawaki (büntetőlap)",
    "You": "Te",
    "You are deciding what to do with the card you saw with the Gnalli.": "Te döntöd el, mi legyen a Gnallival megnézett lappal.",
    "You are playing.": "Te jössz.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "A(z) {card} lapot választottad. Rejtve marad, amíg mindenki nem választ.",
    "You have no Gnumie cards left: you are out of the bidding.": "Nincs több Gnumie-lapod: kiestél a licitből.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Csak a Gnallid maradt, és Wullawakiért nem licitálhatsz: most kimaradsz.",
    "You took:": "Ezt vetted el:",
    "You win the match, {won} to {lost}.": "Megnyerted a mérkőzést, {won}:{lost}.",
    "You win with {points}": "Nyertél {points} ponttal",
    "Your Gnalli: the top party card, seen only by you": "A Gnallid: a felső bulilap, csak te látod",
    "Your Gnumie cards": "A Gnumie-lapjaid",
    "Your hand": "A kezed",
    "Your hand ({name})": "A kezed ({name})",
    "Your hand ({n} point)": [
      "A kezed ({n} pont)",
      "A kezed ({n} pont)"
    ],
    "Your hand, sorted into melds and deadwood": "A kezed kombinációkra és maradék lapokra bontva",
    "Your move": "A te lépésed",
    "Your turn: draw from the stock or take the top discard.": "Te jössz: húzz a talonból, vagy vedd el a felső dobott lapot.",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "{count} Wullawakid: válassz {n} eldobandó lapot ({chosen} kiválasztva)",
      "{count} Wullawakid: válassz {n} eldobandó lapot ({chosen} kiválasztva)"
    ],
    "apple": "alma",
    "best": "legjobb",
    "blue": "kék",
    "choosing…": "választ…",
    "chosen: {names}": "választott: {names}",
    "coach's choice": "az edző választása",
    "cost {points} points": "{points} pontba került",
    "dice": "kockák",
    "die {n} not rolled": "{n}. kocka dobatlan",
    "die {n} not rolled yet": "{n}. kocka még dobatlan",
    "die {n} not rolled, held": "{n}. kocka dobatlan, megtartva",
    "die {n} showing {value}": "{n}. kocka: {value}",
    "die {n} showing {value}, held": "{n}. kocka: {value}, megtartva",
    "discard {card}": "dobd el: {card}",
    "discarding it leaves {n} deadwood": "ha eldobod, {n} maradékpont marad",
    "draw": "döntetlen",
    "draw pile, {n} card": [
      "húzópakli, {n} lap",
      "húzópakli, {n} lap"
    ],
    "draw {n} of 3": "{n}. húzás a 3-ból",
    "empty": "üres",
    "face-down card": "lefordított lap",
    "face-down {title} card": "lefordított {title} lap",
    "final lap: play or pass": "utolsó kör: játssz vagy passzolj",
    "gin": "gin",
    "grape": "szőlő",
    "gray": "szürke",
    "has chosen ✓": "választott ✓",
    "joker": "joker",
    "just drawn": "most húztad",
    "keep": "tartsd",
    "keep all": "tartsd meg mindet",
    "keep {dice}": "tartsd meg: {dice}",
    "knock": "kopogás",
    "low enough to knock": "elég kevés a kopogáshoz",
    "may knock": "kopoghat",
    "naming…": "megnevezés…",
    "needs {threshold}, +{points}": "{threshold} kell, +{points}",
    "no dice rolled yet": "még nem dobtál",
    "no {fruit} series": "nincs sorozat: {fruit}",
    "nobody": "senkire",
    "none": "nincs",
    "not priced": "nincs értékelve",
    "open": "szabad",
    "out": "kiesett",
    "peach": "őszibarack",
    "pear": "körte",
    "pile {n}": "{n}. pakli",
    "plum": "szilva",
    "re-roll all": "dobd újra mindet",
    "red": "piros",
    "roll {n} of 3": "{n}. dobás a 3-ból",
    "score {box}": "írj ide: {box}",
    "stock {n}": "pakli {n}",
    "strawberry": "eper",
    "taken from the discard pile": "a dobópakliból vetted el",
    "the best choice": "a legjobb választás",
    "to play": "ő jön",
    "under: {cards}": "alatta: {cards}",
    "undercut": "alávágás",
    "unknown card {code}": "ismeretlen lap: {code}",
    "violet": "lila",
    "waiting for {names}": "várunk rá: {names}",
    "wins": "nyer",
    "wins +{points}": "nyer +{points}",
    "yellow": "sárga",
    "you hold {fruit} {number}": "nálad van: {fruit} {number}",
    "your move": "a te lépésed",
    "your turn": "te jössz",
    "{box}: open": "{box}: szabad",
    "{caption}: all {n} choices": "{caption}: mind a(z) {n} választás",
    "{card}, worth {n}": "{card}, értéke {n}",
    "{colour} Gnalli": "{colour} Gnalli",
    "{die}, coach keeps it": "{die}, az edző megtartja",
    "{fruit} series: {cards}, {n} point": [
      "{fruit}-sorozat: {cards}, {n} pont",
      "{fruit}-sorozat: {cards}, {n} pont"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "{fruit}-sorozat: {n} lap, felül {top}",
      "{fruit}-sorozat: {n} lap, felül {top}"
    ],
    "{keep} and roll": "{keep}, és dobj",
    "{label} (a zero: the box is used up)": "{label} (nulla: a rovat elhasználódik)",
    "{label} (coach's choice)": "{label} (az edző választása)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: ki",
    "{label}: on": "{label}: be",
    "{move} (the same)": "{move} (ugyanaz)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): maradékpont {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (védekező): {before} a rárakások előtt, {after} utána",
    "{name} (knocked): deadwood {n}": "{name} (kopogott): maradékpont {n}",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} dönti el, mi legyen a Gnallival megnézett lappal.",
    "{name} is playing": "{name} játszik",
    "{name} is playing.": "{name} játszik.",
    "{name} knocked": "{name} kopogott",
    "{name} to act ({step})": "{name} jön ({step})",
    "{name} to play": "{name} jön",
    "{name} to play.": "{name} jön.",
    "{name} went out": "{name} kiment",
    "{name} wins the match, {won} to {lost}.": "{name} megnyerte a mérkőzést, {won}:{lost}.",
    "{name} wins with {points}": "{name} nyer {points} ponttal",
    "{name}'s fruit series": "{name} gyümölcssorozatai",
    "{name}'s hand": "{name} keze",
    "{name}'s hand at the end of round {n}": "{name} keze a(z) {n}. kör végén",
    "{name}'s party room": "{name} buliszobája",
    "{name}'s remaining Gnumie cards": "{name} megmaradt Gnumie-lapjai",
    "{name}: {n} point in hand": [
      "{name}: {n} pont a kézben",
      "{name}: {n} pont a kézben"
    ],
    "{next} starts in {seconds} seconds.": "{next} {seconds} másodperc múlva kezdődik.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynit"
    ],
    "{n} card": [
      "{n} lap",
      "{n} lap"
    ],
    "{n} card in the draw pile": [
      "{n} lap a húzópakliban",
      "{n} lap a húzópakliban"
    ],
    "{n} card in the supply": [
      "{n} lap a készletben",
      "{n} lap a készletben"
    ],
    "{n} card out of the game, unseen": [
      "{n} lap játékon kívül, senki sem látta",
      "{n} lap játékon kívül, senki sem látta"
    ],
    "{n} decision": [
      "Mind a(z) {n} döntés",
      "Mind a(z) {n} döntés"
    ],
    "{n} point": [
      "{n} pont",
      "{n} pont"
    ],
    "{n} roll left": [
      "Még {n} dobás",
      "Még {n} dobás"
    ],
    "{n} turn in a row without drawing: the game only ends when the draw pile is empty.": [
      "{n} kör egymás után húzás nélkül: a játék csak akkor ér véget, ha kifogy a húzópakli.",
      "{n} kör egymás után húzás nélkül: a játék csak akkor ér véget, ha kifogy a húzópakli."
    ],
    "{pile}: {fruit} {number} on top": "{pile}: felül {fruit} {number}",
    "{rank} of {suit}": "{suit} {rank}",
    "{title} of the game": "A játék: {title}",
    "{title} so far": "{title} eddig",
    "…or press “Discard here” under a pile.": "…vagy nyomd meg a „Dobd ide” gombot egy pakli alatt."
  }
};

// tabletop_widgets/ui/js/kit/locales/fr.js
var fr_default = {
  lang: "fr",
  nplurals: 3,
  plural: (n) => Number(n == 0 || n == 1 ? 0 : n != 0 && n % 1e6 == 0 ? 1 : 2),
  messages: {
    " and ": " et ",
    "(11 cards: discard one)": "(11 cartes : défausse-en une)",
    "(took {cards} from the discard pile)": "(a pris {cards} dans la défausse)",
    "(you)": "(toi)",
    "1. Take a card: draw, or take a discard-pile top": "1. Prends une carte : pioche, ou prends le dessus d'une défausse",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Joue-la dans ta série de ce fruit, ou défausse-la sur n'importe quelle pile",
    "Ace": "As",
    "Back to hand": "Reprendre en main",
    "Best:": "Le mieux :",
    "Bonus": "Boni",
    "Bonus missed: {upper} of {threshold}": "Boni raté : {upper} sur {threshold}",
    "Box": "Case",
    "Boxes (expected final score)": "Cases (pointage final espéré)",
    "Card the joker stands for (meld {n})": "Carte que remplace le joker (combinaison {n})",
    "Cards": "Cartes",
    "Cards revealed together": "Cartes révélées ensemble",
    "Cards you may discard": "Cartes que tu peux défausser",
    "Carousel table": "Table de Carousel",
    "Carousel table: the end of the round": "Table de Carousel : fin de la manche",
    "Choice": "Choix",
    "Choose a box on your sheet to score.": "Choisis une case de ta feuille pour marquer.",
    "Choose a card secretly.": "Choisis une carte en secret.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Clique sur les dés (ou Espace/Entrée) pour les garder, puis relance — ou marque une case de la feuille.",
    "Clubs": "Trèfle",
    "Coach": "Coach",
    "Coach: the game in review": "Coach : bilan de la partie",
    "Continue": "Continuer",
    "Continue first.": "Continue d'abord.",
    "Continue to hand {n}": "Passer à la main {n}",
    "Continue to round {n}": "Passer à la manche {n}",
    "Copicastor (copies your lowest guest)": "Copicastor (copie ton invité le plus bas)",
    "Deadwood": "Cartes mortes",
    "Deadwood {cards}": "Cartes mortes {cards}",
    "Deadwood: {cards}": "Cartes mortes : {cards}",
    "Deadwood: {n}": "Points morts : {n}",
    "Decision {n} of {total}": "Décision {n} sur {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Décision {n} : {move} → {coach} ({cost})",
    "Diamonds": "Carreau",
    "Dice table": "Table de dés",
    "Dice: click or press Space to hold": "Dés : clique ou appuie sur Espace pour garder",
    "Discard": "Défausser",
    "Discard here": "Défausse ici",
    "Discard pile": "Défausse",
    "Discard pile empty": "Défausse vide",
    "Discard pile, top card {card}": "Défausse, carte du dessus {card}",
    "Discard pile, top card {card}: take it": "Défausse, carte du dessus {card} : prends-la",
    "Discard piles (only the top card shows)": "Défausses (seule la carte du dessus se voit)",
    "Discarded so far: {cards}": "Défaussées jusqu'ici : {cards}",
    "Dismiss": "Fermer",
    "Draw": "Pioche",
    "Draw a 2nd card (instead of playing now)": "Pioche une 2e carte (au lieu de jouer maintenant)",
    "Draw a 3rd card and end your turn (no play after it)": "Pioche une 3e carte et finis ton tour (plus de jeu ensuite)",
    "Draw a card": "Pioche une carte",
    "Draw from stock ({n})": "Piocher au talon ({n})",
    "Draw pile": "Pioche",
    "Draw pile, top first ({n}): {cards}": "Pioche, du dessus vers le bas ({n}) : {cards}",
    "Draw pile: {n}": "Pioche : {n}",
    "End turn without knocking": "Finir le tour sans cogner",
    "Estimated value of each choice ({unit}), with its interval": "Valeur estimée de chaque choix ({unit}), avec son intervalle",
    "Estimated value of each choice, with its interval": "Valeur estimée de chaque choix, avec son intervalle",
    "Everybody played the Gnalli: choose a numbered card.": "Tout le monde a joué le Gnalli : choisis une carte numérotée.",
    "Exact value of each choice": "Valeur exacte de chaque choix",
    "Exact value of each choice ({unit})": "Valeur exacte de chaque choix ({unit})",
    "Expected final score with best play: {points}": "Pointage final espéré en jouant au mieux : {points}",
    "Final scores": "Pointages finaux",
    "GYÜMI table": "Table de GYÜMI",
    "Game over": "Partie terminée",
    "Game over.": "Partie terminée.",
    "Game over: {why}.": "Partie terminée : {why}.",
    "Gin": "Gin",
    "Gin Rummy table": "Table de gin-rami",
    "Gin Rummy table: the showdown": "Table de gin-rami : l'abattage",
    "Gin with": "Gin avec",
    "Give it to {name} (your Gnalli comes back)": "Donne-la à {name} (ton Gnalli revient)",
    "Gnumie cards left ({n}): ": "Cartes Gnumie restantes ({n}) : ",
    "Group": "Groupe",
    "Guest": "Invité",
    "Guest {n}": "Invité {n}",
    "HELD": "GARDÉ",
    "Hand {n}": "Main {n}",
    "Hand {n} is over.": "La main {n} est terminée.",
    "Hand {n}: {kind}": "Main {n} : {kind}",
    "Hearts": "Cœur",
    "Help": "Aide",
    "Hidden from the players": "Caché aux joueurs",
    "Hide this notice": "Masquer cet avis",
    "Hint": "Indice",
    "Hold these dice": "Garde ces dés",
    "Hot-seat": "Chacun son tour, même écran",
    "How this room scores": "Comment cette salle marque",
    "I am {name} — press to continue": "Je suis {name} — appuie pour continuer",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Ça t'a coûté environ {cost} (entre {low} et {high}) en {unit}.",
    "It cost about {cost} (between {low} and {high}).": "Ça t'a coûté environ {cost} (entre {low} et {high}).",
    "It cost nothing: as good as the coach's move.": "Ça ne t'a rien coûté : aussi bon que le coup du coach.",
    "It cost {cost} in {unit}.": "Ça t'a coûté {cost} en {unit}.",
    "It cost {cost}.": "Ça t'a coûté {cost}.",
    "Jack": "Valet",
    "Join next": "Joindre à la suivante",
    "Joker": "Joker",
    "Joker as {card}": "Joker comme {card}",
    "Keep it (your Gnalli is discarded)": "La garder (ton Gnalli est défaussé)",
    "Keeps (expected final score)": "Dés gardés (pointage final espéré)",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Touches : S = piocher au talon, D = prendre la défausse, Tab/flèches = passer d'une carte à l'autre, Entrée = choisir.",
    "King": "Roi",
    "Knock": "Cogner",
    "Knock ({n} point)": [
      "Cogner ({n} point)",
      "Cogner ({n} points)",
      "Cogner ({n} points)"
    ],
    "Knock with": "Cogner avec",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Dernier choix (tour {round}) : {chosen}; le mieux était {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Dernier choix (tour {round}, lancer {roll}) : {chosen}; le mieux était {best} — {cost}.",
    "Lays off {card} on {cards}": "Ajoute {card} à {cards}",
    "Log": "Journal",
    "Lower": "Bas",
    "Made automatically": "Fait automatiquement",
    "Match to {target} — hand {n}": "Partie en {target} — main {n}",
    "Meld {n}": "Combinaison {n}",
    "Move here": "Déplacer ici",
    "Moves taken back with Undo, per player": "Coups repris avec Annuler, par joueur",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "Il faut {threshold} dans la section du haut pour +{points}; il manque {missing}",
    "New game": "Nouvelle partie",
    "New meld from selected": "Nouvelle combinaison avec la sélection",
    "Next": "Suivante",
    "No move to undo yet.": "Il n'y a pas encore de coup à annuler.",
    "No moves yet.": "Aucun coup pour l'instant.",
    "Not priced.": "Non évalué.",
    "OK": "OK",
    "Offered party card": "Carte de fête offerte",
    "Out of the game, unseen ({n}): {cards}": "Hors jeu, jamais vues ({n}) : {cards}",
    "Party": "Fête",
    "Party room: empty": "Salle de fête : vide",
    "Pass (no play)": "Passer (sans jouer)",
    "Pass the screen to {name}": "Passe l'écran à {name}",
    "Pass: end your turn": "Passer : finir ton tour",
    "Pending choices: {list}": "Choix en attente : {list}",
    "Pile {n}": "Pile {n}",
    "Pile {n} (refilled)": "Pile {n} (regarnie)",
    "Pile {n}, under the top card: {cards}": "Pile {n}, sous la carte du dessus : {cards}",
    "Play on your {fruit} series ({count} → {next})": "Joue sur ta série {fruit} ({count} → {next})",
    "Player": "Joueur",
    "Player {n}": "Joueur {n}",
    "Points": "Points",
    "Points lost to the coach so far: {points}": "Points perdus par rapport au coach jusqu'ici : {points}",
    "Practice aid": "Aide à l'entraînement",
    "Previous": "Précédente",
    "Put back (pass)": "Remettre (passer)",
    "Putting the card back where it came from changes nothing: a pass.": "Remettre la carte là où tu l'as prise ne change rien : c'est passer.",
    "Queen": "Dame",
    "Really start over?": "Vraiment recommencer?",
    "Reset": "Réinitialiser",
    "Review": "Bilan",
    "Roll again ({n} roll left)": [
      "Relance ({n} lancer restant)",
      "Relance ({n} lancers restants)",
      "Relance ({n} lancers restants)"
    ],
    "Roll the dice": "Lance les dés",
    "Roll the dice to start your turn.": "Lance les dés pour commencer ton tour.",
    "Room": "Salle",
    "Round and game scores": "Points de la manche et de la partie",
    "Round points": "Points de la manche",
    "Round {n}": "Manche {n}",
    "Round {n} is over: {how}.": "La manche {n} est terminée : {how}.",
    "Round {n} of {total}": "Tour {n} sur {total}",
    "Round {n} revealed": "Manche {n} révélée",
    "Round {n} revealed: {card}": "Manche {n} révélée : {card}",
    "Round {n}: hands {values} points; ": "Manche {n} : mains {values} points; ",
    "Rounds won": "Manches gagnées",
    "Run": "Séquence",
    "Runner-up: {text}": "Deuxième choix : {text}",
    "Score": "Pointage",
    "Score sheet": "Feuille de pointage",
    "Score {points} in {box}": "Marquer {points} dans {box}",
    "Scores": "Pointages",
    "Select a card of your hand first.": "Choisis d'abord une carte de ta main.",
    "Select a card, then discard it (or knock / go Gin).": "Choisis une carte, puis défausse-la (ou cogne / fais Gin).",
    "Select cards first": "Choisis d'abord des cartes",
    "Select cards you placed this turn": "Choisis les cartes posées ce tour-ci",
    "Select the card where the second part starts": "Choisis la carte où commence la deuxième partie",
    "Shared win: {names} with {points}": "Victoire partagée : {names} avec {points}",
    "Single hand": "Main unique",
    "Spades": "Pique",
    "Split": "Couper",
    "Start a grape series": "Commence une série de raisins",
    "Start a peach series": "Commence une série de pêches",
    "Start a pear series": "Commence une série de poires",
    "Start a plum series": "Commence une série de prunes",
    "Start a strawberry series": "Commence une série de fraises",
    "Start a {fruit} series": "Commence une série {fruit}",
    "Start an apple series": "Commence une série de pommes",
    "Step through your decisions (left and right arrow keys)": "Parcours tes décisions (flèches gauche et droite)",
    "Steps of a turn": "Étapes d'un tour",
    "Stock": "Talon",
    "Stock, {n} card": [
      "Talon, {n} carte",
      "Talon, {n} cartes",
      "Talon, {n} cartes"
    ],
    "Stock, {n} card: draw the top card": [
      "Talon, {n} carte : pioche la carte du dessus",
      "Talon, {n} cartes : pioche la carte du dessus",
      "Talon, {n} cartes : pioche la carte du dessus"
    ],
    "Submit play ({n} card)": [
      "Jouer ({n} carte)",
      "Jouer ({n} cartes)",
      "Jouer ({n} cartes)"
    ],
    "Table": "Table",
    "Take": "Prendre",
    "Take {card}": "Prendre {card}",
    "Teacher view: all cards shown": "Vue de l'enseignant : toutes les cartes visibles",
    "Teacher view: all hands shown": "Vue de l'enseignant : toutes les mains visibles",
    "Teacher view: every hand": "Vue de l'enseignant : toutes les mains",
    "Teacher view: every secret choice is shown below.": "Vue de l'enseignant : tous les choix secrets sont affichés ci-dessous.",
    "That move is not possible right now.": "Ce coup n'est pas possible pour l'instant.",
    "The Gnumies table": "Table des Gnumies",
    "The coach": "Le coach",
    "The costliest decisions": "Les décisions les plus coûteuses",
    "The draw pile is empty: the game is over.": "La pioche est vide : la partie est terminée.",
    "The game ended by the stall limit (no one drew for too long).": "La partie s'est arrêtée à la limite d'immobilité (personne n'a pioché depuis trop longtemps).",
    "The hand is over.": "La main est terminée.",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "La dernière manche est terminée. Choisissent les cartes que leurs Wullawakis jettent : {names}",
    "The match was stopped: it has no winner.": "La partie a été arrêtée : pas de gagnant.",
    "The next hand": "La prochaine main",
    "The stock ran out": "Le talon est épuisé",
    "The table is empty.": "La table est vide.",
    "There is no next meld": "Il n'y a pas de combinaison suivante",
    "This is the first decision.": "C'est la première décision.",
    "This is the last decision.": "C'est la dernière décision.",
    "Tie broken by Luckynits": "Égalité départagée par les Luckynits",
    "Total": "Total",
    "Turn {n}": "Tour {n}",
    "Undo": "Annuler",
    "Undos: {list}": "Coups annulés : {list}",
    "Upper": "Haut",
    "Upper total": "Total du haut",
    "Use this play": "Utiliser ce coup",
    "Value": "Valeur",
    "Value (interval)": "Valeur (intervalle)",
    "Waiting for the game…": "En attente de la partie…",
    "Winner: {names}": "Gagnant : {names}",
    "Wullawaki (penalty card)": "Wullawaki (carte de pénalité)",
    "You": "Toi",
    "You are deciding what to do with the card you saw with the Gnalli.": "Tu décides quoi faire de la carte vue avec le Gnalli.",
    "You are playing.": "C'est à toi de jouer.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "Tu as choisi ton {card}. Elle reste cachée jusqu'à ce que tout le monde ait choisi.",
    "You have no Gnumie cards left: you are out of the bidding.": "Tu n'as plus de cartes Gnumie : tu ne participes plus aux enchères.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Tu n'as que ton Gnalli et ne peux pas miser pour un Wullawaki : tu passes ton tour.",
    "You took:": "Tu as pris :",
    "You win the match, {won} to {lost}.": "Tu gagnes la partie, {won} à {lost}.",
    "You win with {points}": "Tu gagnes avec {points}",
    "Your Gnalli: the top party card, seen only by you": "Ton Gnalli : la carte de fête du dessus, visible pour toi uniquement",
    "Your Gnumie cards": "Tes cartes Gnumie",
    "Your hand": "Ta main",
    "Your hand ({name})": "Ta main ({name})",
    "Your hand ({n} point)": [
      "Ta main ({n} point)",
      "Ta main ({n} points)",
      "Ta main ({n} points)"
    ],
    "Your hand, sorted into melds and deadwood": "Ta main, rangée en combinaisons et cartes mortes",
    "Your move": "Ton coup",
    "Your turn: draw from the stock or take the top discard.": "À toi : pioche au talon ou prends le dessus de la défausse.",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "Tes {count} Wullawakis : choisis {n} carte à défausser ({chosen} choisie)",
      "Tes {count} Wullawakis : choisis {n} cartes à défausser ({chosen} choisies)",
      "Tes {count} Wullawakis : choisis {n} cartes à défausser ({chosen} choisies)"
    ],
    "apple": "pomme",
    "best": "le mieux",
    "blue": "bleu",
    "choosing…": "choisit…",
    "chosen: {names}": "ont choisi : {names}",
    "coach's choice": "choix du coach",
    "cost {points} points": "coûté {points} points",
    "dice": "dés",
    "die {n} not rolled": "dé {n} pas lancé",
    "die {n} not rolled yet": "dé {n} pas encore lancé",
    "die {n} not rolled, held": "dé {n} pas lancé, gardé",
    "die {n} showing {value}": "dé {n} montrant {value}",
    "die {n} showing {value}, held": "dé {n} montrant {value}, gardé",
    "discard {card}": "défausser {card}",
    "discarding it leaves {n} deadwood": "la défausser laisse {n} points morts",
    "draw": "nulle",
    "draw pile, {n} card": [
      "pioche, {n} carte",
      "pioche, {n} cartes",
      "pioche, {n} cartes"
    ],
    "draw {n} of 3": "pioche {n} sur 3",
    "empty": "vide",
    "face-down card": "carte face cachée",
    "face-down {title} card": "carte {title} face cachée",
    "final lap: play or pass": "dernier tour : joue ou passe",
    "gin": "gin",
    "grape": "raisin",
    "gray": "gris",
    "has chosen ✓": "a choisi ✓",
    "joker": "joker",
    "just drawn": "vient d'être piochée",
    "keep": "garder",
    "keep all": "tout garder",
    "keep {dice}": "garder {dice}",
    "knock": "cogné",
    "low enough to knock": "assez bas pour cogner",
    "may knock": "peut cogner",
    "naming…": "à nommer…",
    "needs {threshold}, +{points}": "il faut {threshold}, +{points}",
    "no dice rolled yet": "aucun dé lancé pour l'instant",
    "no {fruit} series": "pas de série {fruit}",
    "nobody": "personne",
    "none": "aucune",
    "not priced": "non évalué",
    "open": "libre",
    "out": "hors jeu",
    "peach": "pêche",
    "pear": "poire",
    "pile {n}": "pile {n}",
    "plum": "prune",
    "re-roll all": "tout relancer",
    "red": "rouge",
    "roll {n} of 3": "lancer {n} sur 3",
    "score {box}": "marquer {box}",
    "stock {n}": "talon {n}",
    "strawberry": "fraise",
    "taken from the discard pile": "prise dans la défausse",
    "the best choice": "le meilleur choix",
    "to play": "à jouer",
    "under: {cards}": "dessous : {cards}",
    "undercut": "contre",
    "unknown card {code}": "carte inconnue {code}",
    "violet": "violet",
    "waiting for {names}": "en attente de {names}",
    "wins": "gagne",
    "wins +{points}": "gagne +{points}",
    "yellow": "jaune",
    "you hold {fruit} {number}": "tu tiens {fruit} {number}",
    "your move": "ton coup",
    "your turn": "à toi de jouer",
    "{box}: open": "{box} : libre",
    "{caption}: all {n} choices": "{caption} : les {n} choix",
    "{card}, worth {n}": "{card}, vaut {n}",
    "{colour} Gnalli": "Gnalli {colour}",
    "{die}, coach keeps it": "{die}, le coach le garde",
    "{fruit} series: {cards}, {n} point": [
      "série {fruit} : {cards}, {n} point",
      "série {fruit} : {cards}, {n} points",
      "série {fruit} : {cards}, {n} points"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "série {fruit} : {n} carte, {top} sur le dessus",
      "série {fruit} : {n} cartes, {top} sur le dessus",
      "série {fruit} : {n} cartes, {top} sur le dessus"
    ],
    "{keep} and roll": "{keep} et relancer",
    "{label} (a zero: the box is used up)": "{label} (un zéro : la case est utilisée)",
    "{label} (coach's choice)": "{label} (choix du coach)",
    "{label}: ": "{label} : ",
    "{label}: off": "{label} : désactivé",
    "{label}: on": "{label} : activé",
    "{move} (the same)": "{move} (le même)",
    "{name} (Gin): deadwood {n}": "{name} (Gin) : points morts {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (défenseur) : {before} avant les ajouts, {after} après",
    "{name} (knocked): deadwood {n}": "{name} (a cogné) : points morts {n}",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} décide quoi faire de la carte vue avec le Gnalli.",
    "{name} is playing": "{name} joue",
    "{name} is playing.": "{name} joue.",
    "{name} knocked": "{name} a cogné",
    "{name} to act ({step})": "à {name} de jouer ({step})",
    "{name} to play": "à {name} de jouer",
    "{name} to play.": "À {name} de jouer.",
    "{name} went out": "{name} a posé toutes ses cartes",
    "{name} wins the match, {won} to {lost}.": "{name} gagne la partie, {won} à {lost}.",
    "{name} wins with {points}": "{name} gagne avec {points}",
    "{name}'s fruit series": "séries de fruits de {name}",
    "{name}'s hand": "main de {name}",
    "{name}'s hand at the end of round {n}": "main de {name} à la fin de la manche {n}",
    "{name}'s party room": "salle de fête de {name}",
    "{name}'s remaining Gnumie cards": "cartes Gnumie restantes de {name}",
    "{name}: {n} point in hand": [
      "{name} : {n} point en main",
      "{name} : {n} points en main",
      "{name} : {n} points en main"
    ],
    "{next} starts in {seconds} seconds.": "{next} commence dans {seconds} secondes.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynits",
      "{n} Luckynits"
    ],
    "{n} card": [
      "{n} carte",
      "{n} cartes",
      "{n} cartes"
    ],
    "{n} card in the draw pile": [
      "{n} carte dans la pioche",
      "{n} cartes dans la pioche",
      "{n} cartes dans la pioche"
    ],
    "{n} card in the supply": [
      "{n} carte dans la réserve",
      "{n} cartes dans la réserve",
      "{n} cartes dans la réserve"
    ],
    "{n} card out of the game, unseen": [
      "{n} carte hors jeu, jamais vue",
      "{n} cartes hors jeu, jamais vues",
      "{n} cartes hors jeu, jamais vues"
    ],
    "{n} decision": [
      "{n} décision",
      "Les {n} décisions",
      "Les {n} décisions"
    ],
    "{n} point": [
      "{n} point",
      "{n} points",
      "{n} points"
    ],
    "{n} roll left": [
      "{n} lancer restant",
      "{n} lancers restants",
      "{n} lancers restants"
    ],
    "{n} turn in a row without drawing: the game only ends when the draw pile is empty.": [
      "{n} tour de suite sans piocher : la partie ne finit que quand la pioche est vide.",
      "{n} tours de suite sans piocher : la partie ne finit que quand la pioche est vide.",
      "{n} tours de suite sans piocher : la partie ne finit que quand la pioche est vide."
    ],
    "{pile}: {fruit} {number} on top": "{pile} : {fruit} {number} sur le dessus",
    "{rank} of {suit}": "{rank} de {suit}",
    "{title} of the game": "{title} de la partie",
    "{title} so far": "{title} jusqu'ici",
    "…or press “Discard here” under a pile.": "…ou appuie sur « Défausse ici » sous une pile."
  }
};

// tabletop_widgets/ui/js/kit/i18n.js
var CATALOGS = { en: en_default, tr: tr_default, pl: pl_default, hu: hu_default, fr: fr_default };
var PSEUDO = "xx";
var LANGUAGES = [...Object.keys(CATALOGS), PSEUDO];
var current = "en";
function setLang(lang) {
  current = lang === PSEUDO || lang && CATALOGS[lang] ? lang : "en";
  return current;
}
var ACCENTS = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ü",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ü",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž"
};
function pseudo(text) {
  const parts = String(text).split(/(\{\w+\})/);
  const accented = parts.map((p, i) => i % 2 ? p : p.replace(/[A-Za-z]/g, (c) => ACCENTS[c] || c)).join("");
  return `[!! ${accented} !!]`;
}
function fill(text, params = {}) {
  return String(text).replace(/\{(\w+)\}/g, (whole, name2) => {
    if (!(name2 in params)) return whole;
    const value = params[name2];
    return typeof value === "number" ? formatNumber(value) : String(value);
  });
}
function t(msgid, params) {
  if (current === PSEUDO) return fill(pseudo(msgid), params);
  const found = CATALOGS[current].messages[msgid];
  const text = typeof found === "string" && found ? found : msgid;
  return fill(text, params);
}
function nt(singular, pluralText, n, params = {}) {
  const all = { n, ...params };
  if (current === PSEUDO) return fill(pseudo(n === 1 ? singular : pluralText), all);
  const catalog = CATALOGS[current];
  const forms = catalog.messages[singular];
  if (Array.isArray(forms)) {
    const form = forms[catalog.plural(Math.abs(Number(n)))];
    if (form) return fill(form, all);
  }
  return fill(n === 1 ? singular : pluralText, all);
}
function locale() {
  return current === PSEUDO ? "en" : current;
}
function formatNumber(x, digits) {
  if (typeof x !== "number" || !Number.isFinite(x)) return "–";
  if (digits === void 0) {
    return new Intl.NumberFormat(locale(), { maximumFractionDigits: 6, useGrouping: Math.abs(x) >= 1e4 }).format(x);
  }
  return x.toFixed(digits).replace(".", decimalSymbol());
}
function decimalSymbol() {
  const part = new Intl.NumberFormat(locale()).formatToParts(1.5).find((p) => p.type === "decimal");
  return part ? part.value : ".";
}

// tabletop_widgets/ui/js/kit/layout.js
function table(children, { label, testid = "tw-table" } = {}) {
  return h("section", { class: "tw-table", "aria-label": label, testid }, children);
}
function panel(title, children, { testid, class: cls, level = 3 } = {}) {
  return h(
    "section",
    { class: ["tw-panel", cls], testid, "aria-label": typeof title === "string" ? title : void 0 },
    title ? h(`h${level}`, { class: "tw-panel-title" }, title) : null,
    children
  );
}
function genericRefusal() {
  return t("That move is not possible right now.");
}
function refusalText(refusals, key, fallback) {
  const reasons = refusals || {};
  const text = String(key || "");
  return reasons[text] ?? reasons[text.split(":")[0]] ?? fallback ?? reasons["*"] ?? genericRefusal();
}
function refusable(el, { disabled, refusal, ctx, reason } = {}) {
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
function button(label, onClickOrOpts = {}, maybeOpts = {}) {
  const opts = typeof onClickOrOpts === "function" ? { ...maybeOpts, onClick: onClickOrOpts } : onClickOrOpts || {};
  const { onClick, disabled = false, refusal, ctx, reason, primary = false, testid, key, title, pressed, small = false } = opts;
  const el = h(
    "button",
    {
      type: "button",
      class: ["tw-btn", primary && "tw-btn--primary", small && "tw-btn--small"],
      "aria-pressed": pressed === void 0 ? void 0 : String(!!pressed),
      title,
      testid,
      "data-key": key || testid
    },
    label
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
function logPanel(lines, { title = t("Log"), max = 30, testid = "tw-log" } = {}) {
  const shown = (lines || []).slice(-max);
  const list = h(
    "ol",
    { class: "tw-log-list", start: Math.max(1, (lines || []).length - shown.length + 1), tabindex: 0, "aria-label": title },
    shown.map((line) => h("li", {}, line))
  );
  const el = panel(title, shown.length ? list : h("p", { class: "tw-muted" }, t("No moves yet.")), { testid, class: "tw-log" });
  requestAnimationFrame(() => {
    list.scrollTop = list.scrollHeight;
  });
  return el;
}
function handoverScreen(name2, onContinue, { testid = "tw-handover" } = {}) {
  return h(
    "div",
    { class: "tw-handover", testid, role: "dialog", "aria-modal": "false", "aria-label": t("Pass the screen to {name}", { name: name2 }) },
    h("p", { class: "tw-handover-text" }, t("Pass the screen to {name}", { name: name2 })),
    button(t("I am {name} — press to continue", { name: name2 }), { onClick: onContinue, primary: true, testid: "tw-handover-continue" })
  );
}
function scoreTable(columns, rows, { caption, testid = "tw-scores", highlightColumn } = {}) {
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
          r.cells.map((cell, i) => h(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : void 0, class: i === highlightColumn && "is-current" }, cell))
        );
      })
    )
  );
}
function badge(text, { kind = "", testid, title } = {}) {
  return h("span", { class: ["tw-badge", kind && `tw-badge--${kind}`], testid, title }, text);
}

// tabletop_widgets/ui/js/kit/review.js
function isHintAnswer(answer) {
  return !!answer && Array.isArray(answer.options) && typeof answer.exact === "boolean" && !Array.isArray(answer.decisions);
}
function isReviewAnswer(answer) {
  return !!answer && Array.isArray(answer.decisions);
}
function coachAnswer(ctx, name2, answer, query) {
  if (isReviewAnswer(answer)) return reviewPanel(ctx, name2, answer, query);
  if (isHintAnswer(answer)) return hintPanel(ctx, name2, answer, query);
  return null;
}
function fmt(value, digits = 1) {
  return formatNumber(value, digits);
}
function withInterval(value, low, high, exact, digits = 1) {
  if (exact || typeof low !== "number" || typeof high !== "number") return fmt(value, digits);
  return `${fmt(value, digits)} (${fmt(low, digits)}–${fmt(high, digits)})`;
}
var OPTIONS_SHOWN_OPEN = 6;
function optionsTable(options, { unit, exact, chosen = null, testid }) {
  if (!options || !options.length) return null;
  const caption = exact ? unit ? t("Exact value of each choice ({unit})", { unit }) : t("Exact value of each choice") : unit ? t("Estimated value of each choice ({unit}), with its interval", { unit }) : t("Estimated value of each choice, with its interval");
  const table2 = optionRows(options, { caption, exact, chosen, testid });
  if (options.length <= OPTIONS_SHOWN_OPEN) return table2;
  return h("details", { class: "tw-coach-all", testid: `${testid}-all` }, h("summary", {}, t("{caption}: all {n} choices", { caption, n: options.length })), table2);
}
function optionRows(options, { caption, exact, chosen, testid }) {
  return h(
    "table",
    { class: "tw-coach-options", testid },
    h("caption", {}, caption),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("Choice")), h("th", { scope: "col" }, exact ? t("Value") : t("Value (interval)")))),
    h(
      "tbody",
      {},
      options.map((o, i) => {
        const mine = chosen !== null && JSON.stringify(o.action) === JSON.stringify(chosen);
        const marks = [i === 0 ? t("coach's choice") : "", mine ? t("your move") : ""].filter(Boolean).join(", ");
        return h(
          "tr",
          { class: [i === 0 && "is-best", mine && "is-chosen"] },
          h("th", { scope: "row" }, o.label, marks ? h("span", { class: "tw-coach-mark" }, ` (${marks})`) : null),
          h("td", {}, withInterval(o.value, o.low, o.high, exact, 2))
        );
      })
    )
  );
}
function hintPanel(ctx, name2, answer, query) {
  const best = answer.options && answer.options[0];
  const title = query ? query.label : t("Hint");
  return h(
    "section",
    { class: "tw-answer tw-coach", role: "region", "aria-label": title, testid: `tw-answer-${name2}`, dataset: { answer: name2 } },
    h("h3", { class: "tw-coach-title" }, best ? `${title}: ${best.label}` : title),
    h("p", { class: "tw-coach-why", testid: "tw-hint-text", role: "status" }, answer.text || ""),
    answer.runner_up ? h("p", { class: "tw-coach-runner", testid: "tw-hint-runner-up" }, t("Runner-up: {text}", { text: answer.runner_up.text })) : null,
    optionsTable(answer.options, { unit: answer.unit, exact: answer.exact, testid: "tw-hint-options" })
  );
}
function costText(d, unit) {
  if (d.cost === null || d.cost === void 0) return d.note || t("Not priced.");
  if (d.cost === 0) return t("It cost nothing: as good as the coach's move.");
  const p = { cost: fmt(d.cost), low: fmt(d.low), high: fmt(d.high), unit };
  if (d.exact) return unit ? t("It cost {cost} in {unit}.", p) : t("It cost {cost}.", p);
  return unit ? t("It cost about {cost} (between {low} and {high}) in {unit}.", p) : t("It cost about {cost} (between {low} and {high}).", p);
}
function decisionCard(d, unit) {
  return h(
    "div",
    { class: ["tw-review-step", d.agreed && "is-agreed"], testid: "tw-review-step" },
    h(
      "dl",
      { class: "tw-review-pair" },
      h("dt", {}, t("Your move")),
      h("dd", { testid: "tw-review-move" }, d.move_label),
      h("dt", {}, t("The coach")),
      h("dd", { testid: "tw-review-coach" }, d.agreed ? t("{move} (the same)", { move: d.coach_label }) : d.coach_label || "–")
    ),
    d.why ? h("p", { class: "tw-coach-why" }, d.why) : null,
    h("p", { class: "tw-review-cost", testid: "tw-review-cost" }, costText(d, unit)),
    optionsTable(d.options, { unit, exact: d.exact, chosen: d.move, testid: "tw-review-options" })
  );
}
function decisionText(d) {
  const cost = d.cost === null ? t("not priced") : withInterval(d.cost, d.low, d.high, d.exact);
  return t("Decision {n}: {move} → {coach} ({cost})", { n: d.step, move: d.move_label, coach: d.coach_label || "–", cost });
}
function reviewPanel(ctx, name2, answer, query) {
  const rows = answer.decisions || [];
  const local = ctx.local || {};
  const key = `review:${answer.position}:${rows.length}`;
  if (!local.review || local.review.key !== key) local.review = { key, step: answer.costliest && answer.costliest.length ? answer.costliest[0] : 1 };
  const state = local.review;
  const n = rows.length;
  const go = (step) => {
    state.step = Math.min(Math.max(1, step), n);
    ctx.rerender();
  };
  const title = query ? query.label : t("Review");
  const byStep = (step) => rows[step - 1];
  const current2 = n ? byStep(Math.min(Math.max(1, state.step), n)) : null;
  const costliest = (answer.costliest || []).map(byStep).filter(Boolean);
  const item = (d, list) => h(
    "li",
    {},
    button((list === "all" && d.agreed ? "✓ " : "") + decisionText(d), {
      onClick: () => go(d.step),
      key: `${name2}-${list}-${d.step}`,
      testid: `tw-review-${list}-${d.step}`,
      pressed: current2 === d
    })
  );
  const stepper = n ? h(
    "div",
    {
      class: "tw-review-stepper",
      role: "group",
      "aria-label": t("Step through your decisions (left and right arrow keys)"),
      onKeydown: (event) => {
        if (event.key === "ArrowLeft") go(state.step - 1);
        else if (event.key === "ArrowRight") go(state.step + 1);
        else return;
        event.preventDefault();
      }
    },
    button("← " + t("Previous"), { onClick: () => go(state.step - 1), disabled: state.step <= 1, reason: t("This is the first decision."), key: `${name2}-prev`, testid: "tw-review-prev" }),
    h("span", { class: "tw-review-where", testid: "tw-review-where", "aria-live": "polite" }, t("Decision {n} of {total}", { n: current2.step, total: n })),
    button(t("Next") + " →", { onClick: () => go(state.step + 1), disabled: state.step >= n, reason: t("This is the last decision."), key: `${name2}-next`, testid: "tw-review-next" })
  ) : null;
  return h(
    "section",
    { class: "tw-answer tw-coach tw-review", role: "region", "aria-label": title, testid: `tw-answer-${name2}`, dataset: { answer: name2 } },
    h("h3", { class: "tw-coach-title" }, answer.over ? t("{title} of the game", { title }) : t("{title} so far", { title })),
    h("p", { class: "tw-review-summary", testid: "tw-review-summary" }, answer.text || ""),
    answer.budget && answer.budget.text ? h("p", { class: "tw-review-budget" }, answer.budget.text) : null,
    costliest.length ? h("div", { class: "tw-review-top" }, h("h4", {}, t("The costliest decisions")), h("ol", { class: "tw-review-list", testid: "tw-review-costliest" }, costliest.map((d) => item(d, "top")))) : null,
    stepper,
    current2 ? decisionCard(current2, answer.unit) : null,
    n ? h(
      "details",
      { class: "tw-review-all", testid: "tw-review-all", open: !!state.open, onToggle: (event) => state.open = event.target.open },
      h("summary", {}, nt("{n} decision", "All {n} decisions", n)),
      h("ol", { class: "tw-review-list" }, rows.map((d) => item(d, "all")))
    ) : null
  );
}

// tabletop_widgets/ui/js/kit/motion.js
var MOVE_MS = 420;
function keyOf(el) {
  if (el.dataset.motion) return `m:${el.dataset.motion}`;
  if (el.dataset.card) return `c:${el.dataset.card}`;
  return null;
}
function tracked(root) {
  const found = /* @__PURE__ */ new Map();
  const twice = /* @__PURE__ */ new Set();
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
function snapshot(root) {
  const boxes = /* @__PURE__ */ new Map();
  for (const [key, el] of tracked(root)) boxes.set(key, { rect: el.getBoundingClientRect(), text: el.textContent });
  const sources = /* @__PURE__ */ new Map();
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
  if (kind === "flip" || kind === "flash") return;
  el.style.pointerEvents = "none";
  const land = () => el.style.removeProperty("pointer-events");
  run.onfinish = land;
  run.oncancel = land;
}
function play(root, shot, { enabled = true } = {}) {
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
    if (before) continue;
    const from = el.dataset.motionFrom && shot.sources.get(el.dataset.motionFrom);
    const delay = Math.min(entering, 6) * 60;
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

// tabletop_widgets/ui/js/kit/app.js
var TRAITS = [
  "view",
  "legal",
  "log",
  "error",
  "seat",
  "names",
  "humans",
  "mode",
  "handover",
  "scores",
  "terminal",
  "revision",
  "refusals",
  "undo_allowed",
  "undos",
  "queries",
  "answers",
  "to_act",
  "closed",
  "remote",
  "notice",
  "lang"
];
function seatName(ctx, seat) {
  const names = ctx && ctx.names || [];
  return names[seat] || t("Player {n}", { n: Number(seat) + 1 });
}
function mountGame({ model, el, render, title = "", log = true, controls = true, headerExtra, logTitle = "", drawnAnswers = [] }) {
  const root = createRoot();
  el.append(root);
  const status2 = createStatusLine();
  const local = {};
  const newGame = newGameConfirmation(() => root.isConnected && draw2());
  let previous = null;
  let drawnLang = null;
  function draw2() {
    drawnLang = setLang(model.get("lang"));
    const ctx = makeContext(model, { local, previous, rerender: draw2, refuse: (key, fallback) => status2.refuse(ctx, key, fallback) });
    const focusKey = focusedKey(root);
    const shot = previous ? snapshot(root) : null;
    status2.update(ctx, previous);
    clear(root);
    root.dataset.mode = ctx.mode;
    root.dataset.revision = String(ctx.revision);
    root.append(drawHeader(ctx, { title, headerExtra, controls: controls ? gameControls(ctx, model, newGame) : null }));
    root.append(status2.el);
    if (ctx.closed) root.append(closedBanner(ctx));
    const notice = noticeBanner(ctx, local, draw2);
    if (notice) root.append(notice);
    if (!ctx.handover) root.append(helpBar(ctx), ...defaultAnswers(ctx, drawnAnswers));
    root.append(ctx.handover ? drawHandover(ctx, model, root) : drawBody(ctx, render));
    if (log) root.append(logPanel(ctx.log, { title: logTitle || t("Log") }));
    restoreFocus(root, focusKey);
    showAskedAnswer(root, ctx, previous);
    const moved = !!previous && !previous.handover && !ctx.handover && JSON.stringify(previous.view) !== JSON.stringify(ctx.view);
    play(root, shot, { enabled: moved });
    const fresh = previous ? newLines(previous.log, ctx.log) : [];
    if (fresh.length) announce(fresh.join(". "));
    previous = ctx;
  }
  const onChange = () => draw2();
  const onLang = () => {
    if (setLang(model.get("lang")) !== drawnLang) draw2();
  };
  model.on("change:revision", onChange);
  model.on("change:lang", onLang);
  draw2();
  return () => {
    newGame.cancel();
    model.off("change:revision", onChange);
    model.off("change:lang", onLang);
    root.remove();
  };
}
function createRoot() {
  const root = h("div", { class: "tw-root", testid: "tw-root" });
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.addEventListener("keydown", (event) => {
    const runCell = event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey);
    if (!runCell) event.stopPropagation();
  });
  return root;
}
function readTraits(model) {
  const ctx = {};
  for (const name2 of TRAITS) ctx[name2] = model.get(name2);
  ctx.view = ctx.view || {};
  ctx.legal = ctx.legal || [];
  ctx.log = ctx.log || [];
  ctx.names = ctx.names || [];
  ctx.humans = ctx.humans || [];
  ctx.scores = ctx.scores || [];
  ctx.refusals = ctx.refusals || {};
  ctx.undos = ctx.undos || [];
  ctx.undo_allowed = ctx.undo_allowed !== false;
  ctx.queries = ctx.queries || [];
  ctx.answers = ctx.answers || {};
  ctx.to_act = ctx.to_act || [];
  ctx.closed = ctx.closed || "";
  ctx.remote = !!ctx.remote;
  ctx.notice = ctx.notice && ctx.notice.text ? ctx.notice : null;
  ctx.lang = ctx.lang || "en";
  return ctx;
}
function actionMatches(action, pattern) {
  if (typeof pattern === "function") return pattern(action);
  return Object.entries(pattern || {}).every(([k, v]) => JSON.stringify(action[k]) === JSON.stringify(v));
}
function makeContext(model, { local = {}, previous = null, rerender = () => {
}, refuse = () => {
} } = {}) {
  const ctx = readTraits(model);
  Object.assign(ctx, {
    model,
    local,
    previous,
    first: previous === null,
    myTurn: ctx.legal.length > 0,
    send: (action) => model.send({ type: "act", action }),
    message: (msg) => model.send(msg),
    ask: (name2, args = {}) => {
      local.asked = name2;
      model.send({ type: "query", name: name2, args });
    },
    follow: (name2, on) => model.send({ type: "follow", name: name2, on: !!on }),
    query: (name2) => ctx.queries.find((q) => q.name === name2) || null,
    announce,
    isLegal: (pattern) => ctx.legal.filter((a) => actionMatches(a, pattern)),
    refuse,
    t,
    nt,
    refusalText: (key, fallback) => refusalText(ctx.refusals, key, fallback),
    seatName: (seat) => seatName(ctx, seat),
    rerender
  });
  return ctx;
}
function drawHeader(ctx, { title = "", headerExtra, controls = null } = {}) {
  return h(
    "header",
    { class: "tw-header" },
    title ? h("h2", { class: "tw-title" }, title) : null,
    ctx.mode === "reveal" ? badge(t("Teacher view: all cards shown"), { kind: "reveal", testid: "tw-reveal" }) : null,
    ctx.mode === "hotseat" ? badge(t("Hot-seat"), { testid: "tw-mode" }) : null,
    ctx.terminal ? badge(t("Game over"), { kind: "over", testid: "tw-over" }) : null,
    undoBadge(ctx),
    h("span", { class: "tw-spacer" }),
    headerExtra ? headerExtra(ctx) : null,
    controls
  );
}
function undoBadge(ctx) {
  const undos = ctx.undos || [];
  if (!undos.some((n) => n > 0)) return null;
  const text = t("Undos: {list}", { list: undos.map((n, seat) => `${seatName(ctx, seat)} ${n}`).join(", ") });
  return badge(text, { kind: "undos", testid: "tw-undos", title: t("Moves taken back with Undo, per player") });
}
function noticeBanner(ctx, local, rerender) {
  if (!ctx.notice || local.noticeSeen === ctx.notice.id) return null;
  const ok = button(t("OK"), () => {
    local.noticeSeen = ctx.notice.id;
    rerender();
  }, { testid: "tw-notice-ok", title: t("Hide this notice") });
  return h("div", { class: "tw-notice", role: "status", testid: "tw-notice" }, h("span", {}, ctx.notice.text), ok);
}
function closedBanner(ctx) {
  if (!ctx.closed) return null;
  return h("div", { class: "tw-closed", role: "status", testid: "tw-closed" }, ctx.closed);
}
function helpBar(ctx) {
  const offered = (ctx.queries || []).filter((q) => !q.automatic);
  if (!offered.length) return null;
  const buttons = offered.map((q) => {
    const refusal = `query:${q.name}`;
    const common = { refusal, ctx, reason: q.reason, disabled: !q.allowed, key: `query-${q.name}`, testid: `tw-query-${q.name}`, title: q.description || void 0 };
    if (q.standing) {
      return button(q.on ? t("{label}: on", { label: q.label }) : t("{label}: off", { label: q.label }), { ...common, pressed: !!q.on, onClick: () => ctx.follow(q.name, !q.on) });
    }
    return button(q.label, { ...common, onClick: () => ctx.ask(q.name, {}) });
  });
  return h("div", { class: "tw-help", role: "group", "aria-label": t("Help"), testid: "tw-help" }, buttons);
}
function showAskedAnswer(root, ctx, previous) {
  const name2 = ctx.local.asked;
  const answer = name2 && ctx.answers[name2];
  if (!answer) return;
  const before = previous && previous.answers ? previous.answers[name2] : void 0;
  if (before !== void 0 && JSON.stringify(before) === JSON.stringify(answer)) return;
  ctx.local.asked = null;
  const node = root.querySelector(`[data-answer="${CSS.escape(name2)}"]`);
  if (node && node.scrollIntoView) node.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
function defaultAnswers(ctx, drawn = []) {
  const skip = new Set(drawn);
  return Object.entries(ctx.answers || {}).filter(([name2, answer]) => !skip.has(name2) && answer && answer.text).map(([name2, answer]) => {
    const q = ctx.query ? ctx.query(name2) : null;
    const coach = coachAnswer(ctx, name2, answer, q);
    if (coach) return coach;
    return h(
      "div",
      { class: "tw-answer", role: "status", testid: `tw-answer-${name2}`, dataset: { answer: name2 } },
      q ? h("strong", { class: "tw-answer-title" }, t("{label}: ", { label: q.label })) : null,
      h("span", { class: "tw-answer-text" }, answer.text)
    );
  });
}
function newGameConfirmation(redraw) {
  let armed = false;
  let timer = null;
  return {
    get armed() {
      return armed;
    },
    arm() {
      armed = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        armed = false;
        redraw();
      }, 4e3);
    },
    disarm() {
      armed = false;
      clearTimeout(timer);
    },
    cancel() {
      clearTimeout(timer);
    }
  };
}
function gameControls(ctx, model, newGame) {
  const undo = ctx.undo_allowed ? button(t("Undo"), {
    onClick: () => model.send({ type: "undo" }),
    disabled: !ctx.log.length || ctx.handover,
    reason: ctx.handover ? t("Continue first.") : t("No move to undo yet."),
    refusal: "undo",
    ctx,
    testid: "tw-undo",
    small: true
  }) : null;
  const fresh = button(newGame.armed ? t("Really start over?") : t("New game"), {
    onClick: () => {
      if (ctx.terminal || newGame.armed || !ctx.log.length) {
        newGame.disarm();
        model.send({ type: "new_game" });
      } else {
        newGame.arm();
      }
      ctx.rerender();
    },
    testid: "tw-new-game",
    small: true,
    primary: newGame.armed
  });
  return [undo, fresh];
}
function createStatusLine() {
  const el = h("div", { class: "tw-status", testid: "tw-status", "aria-live": "assertive", "aria-atomic": "true" });
  let shown = { kind: "", text: "" };
  let timer = null;
  function show(kind, text) {
    if (shown.kind === kind && shown.text === text) {
      if (!text) return;
      clear(el);
      clearTimeout(timer);
      timer = setTimeout(() => fill2(kind, text), 30);
      return;
    }
    fill2(kind, text);
  }
  function fill2(kind, text) {
    shown = { kind, text };
    clear(el);
    el.dataset.kind = kind;
    if (kind === "error") {
      el.append(
        h(
          "div",
          { class: "tw-error", role: "alert", testid: "tw-error" },
          h("span", { class: "tw-error-icon", "aria-hidden": "true" }, "⚠"),
          h("span", { class: "tw-error-text" }, text)
        )
      );
    } else if (kind === "refusal") {
      el.append(
        h(
          "div",
          { class: "tw-refusal", testid: "tw-refusal" },
          h("span", { class: "tw-refusal-icon", "aria-hidden": "true" }, "i"),
          h("span", { class: "tw-refusal-text" }, text)
        )
      );
    }
  }
  return {
    el,
    /** Show why `key` is refused: ctx.refusals[key] ?? ctx.refusals[type] ?? fallback ?? generic. */
    refuse(ctx, key, fallback) {
      setLang(ctx.lang);
      show("refusal", refusalText(ctx.refusals, key, fallback));
    },
    /** Called on every draw: a new error shows; a new revision clears an old refusal. */
    update(ctx, previous) {
      const errorChanged = !previous || previous.error !== ctx.error;
      const newRevision = !previous || previous.revision !== ctx.revision;
      if (ctx.error && errorChanged) fill2("error", ctx.error);
      else if (shown.kind === "refusal" && newRevision) fill2(ctx.error ? "error" : "", ctx.error || "");
      else if (shown.kind === "error" && !ctx.error) fill2("", "");
    }
  };
}
function drawHandover(ctx, model, root) {
  const screen = handoverScreen(seatName(ctx, ctx.seat), () => model.send({ type: "handover" }));
  requestAnimationFrame(() => {
    const b = screen.querySelector("button");
    if (b && root.contains(b)) b.focus();
  });
  return screen;
}
function drawBody(ctx, render) {
  const body = h("div", { class: "tw-body" });
  const drawn = render(ctx);
  if (drawn) body.append(...Array.isArray(drawn) ? drawn.flat().filter(Boolean) : [drawn]);
  return body;
}
function focusedKey(root) {
  const active = root.contains(document.activeElement) ? document.activeElement : null;
  const keyed = active && active.closest("[data-key]");
  return keyed ? keyed.getAttribute("data-key") : null;
}
function restoreFocus(root, key) {
  if (!key) return;
  const again = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (again) again.focus();
}
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

// tabletop_widgets/ui/js/kit/cards.js
var SUITS = {
  S: { symbol: "♠", name: "Spades", color: "black" },
  H: { symbol: "♥", name: "Hearts", color: "red" },
  D: { symbol: "♦", name: "Diamonds", color: "red" },
  C: { symbol: "♣", name: "Clubs", color: "black" }
};
var RANKS = {
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
  K: { label: "K", name: "King" }
};
var RANK_ORDER = "A23456789TJQK";
var SUIT_ORDER = "SHDC";
var DECK = Array.from(SUIT_ORDER).flatMap((suit) => Array.from(RANK_ORDER, (rank) => rank + suit));
function parseCard(code) {
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
function rankName(rank) {
  const names = { A: t("Ace"), J: t("Jack"), Q: t("Queen"), K: t("King") };
  return names[rank] || RANKS[rank].name;
}
function suitName(suit) {
  return { S: t("Spades"), H: t("Hearts"), D: t("Diamonds"), C: t("Clubs") }[suit];
}
function cardName(code) {
  const c = parseCard(code);
  if (!c) return String(code);
  const plain = c.rank ? t("{rank} of {suit}", { rank: rankName(c.rank), suit: suitName(c.suit) }) : "";
  if (c.joker) return c.standsFor ? t("Joker as {card}", { card: plain }) : t("Joker");
  return plain;
}
function cardShell(tag, { classes, label, selected, disabled, onClick, testid, key, size, dataset, refusal, ctx }) {
  const interactive = typeof onClick === "function";
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-card", size && `tw-card--${size}`, selected && "is-selected", disabled && "is-disabled", ...classes],
      type: interactive ? "button" : void 0,
      role: interactive ? void 0 : "img",
      "aria-label": label,
      "aria-pressed": interactive && selected !== void 0 ? String(!!selected) : void 0,
      title: label,
      testid,
      "data-key": key,
      "data-roving": interactive ? "" : void 0,
      dataset
    }
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
function card(code, opts = {}) {
  const { faceDown = false } = opts;
  if (faceDown) {
    const el2 = cardShell("div", { ...opts, classes: ["tw-card--back"], label: opts.label || t("face-down card") });
    el2.append(h("span", { class: "tw-card-back", "aria-hidden": "true" }));
    return el2;
  }
  const c = parseCard(code);
  if (!c) {
    return cardShell("div", { ...opts, classes: ["tw-card--unknown"], label: opts.label || t("unknown card {code}", { code }) });
  }
  const name2 = cardName(code);
  const red = c.suit && SUITS[c.suit].color === "red";
  const el = cardShell("div", {
    ...opts,
    classes: [red ? "tw-card--red" : "tw-card--black", c.joker && "tw-card--joker"],
    label: opts.label || name2,
    dataset: { card: c.code, ...opts.dataset || {} }
  });
  const face = h("span", { class: "tw-card-face", "aria-hidden": "true" });
  if (c.joker && !c.standsFor) {
    face.append(
      h("span", { class: "tw-card-corner" }, h("span", { class: "tw-card-rank" }, "JK")),
      h("span", { class: "tw-card-pip tw-card-pip--joker" }, "★"),
      h("span", { class: "tw-card-name" }, t("Joker"))
    );
  } else {
    const rank = RANKS[c.rank].label;
    const sym = SUITS[c.suit].symbol;
    face.append(
      h("span", { class: "tw-card-corner" }, h("span", { class: "tw-card-rank" }, rank), h("span", { class: "tw-card-suit" }, sym)),
      h("span", { class: "tw-card-pip" }, ["J", "Q", "K"].includes(c.rank) ? rank : sym),
      h("span", { class: "tw-card-corner tw-card-corner--br" }, h("span", { class: "tw-card-rank" }, rank), h("span", { class: "tw-card-suit" }, sym))
    );
    if (c.joker) face.append(h("span", { class: "tw-card-jokertag" }, "★ " + t("joker")));
  }
  el.append(face);
  return el;
}
function customCard({ title, number, symbol, name: name2, color, label, ...opts } = {}) {
  if (opts.faceDown) return card(null, { ...opts, label: label || (title ? t("face-down {title} card", { title }) : t("face-down card")) });
  const text = label || [title, number, name2].filter((x) => x !== void 0 && x !== null && x !== "").join(" ");
  const el = cardShell("div", { ...opts, classes: ["tw-card--custom"], label: text });
  el.style.setProperty("--tw-card-band", color || "var(--tw-brand)");
  el.append(
    h(
      "span",
      { class: "tw-card-face", "aria-hidden": "true" },
      title ? h("span", { class: "tw-card-title" }, title) : null,
      number !== void 0 && number !== null ? h("span", { class: "tw-card-number" }, String(number)) : null,
      symbol ? h("span", { class: "tw-card-symbol" }, symbol) : null,
      name2 ? h("span", { class: "tw-card-name" }, name2) : null
    )
  );
  return el;
}
function cardRow(cards, { label, fan = false, testid } = {}) {
  return h("div", { class: ["tw-card-row", fan && "tw-card-row--fan"], role: "group", "aria-label": label, testid }, cards);
}

// tabletop_widgets/gnumies/widget.js
var COLOURS = { red: "#c62828", yellow: "#c99a00", blue: "#1e63c6", violet: "#7b3fb0", gray: "#6b6b6b" };
var GNALLI = "gnalli";
function colourName(colour) {
  const names = { red: t("red"), yellow: t("yellow"), blue: t("blue"), violet: t("violet"), gray: t("gray") };
  return names[colour] || colour;
}
function luckynits(n) {
  return nt("{n} Luckynit", "{n} Luckynits", n);
}
var name = seatName;
function nits(ctx, colour, value) {
  const table2 = (ctx.view.luckynits || {})[colour] || {};
  return table2[String(value)] || 0;
}
function nitDots(n) {
  return "✦".repeat(n);
}
function partyLabel(ctx, c) {
  if (c === "wullawaki") return "Wullawaki";
  if (c === "copicastor") return "Copicastor";
  return (ctx.view.labels || {})[String(c)] || t("Guest {n}", { n: c });
}
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
function status(ctx) {
  const v = ctx.view;
  if (v.phase === "over") return t("Game over: {why}.", { why: v.ended_by || "" });
  if (ctx.closed) return ctx.closed;
  const waiting = (v.pickers || []).filter((s) => !v.chosen[s]);
  if (v.phase === "gnalli") return v.gnalli_seat === ctx.seat ? t("You are deciding what to do with the card you saw with the Gnalli.") : t("{name} is deciding what to do with the card seen with the Gnalli.", { name: name(ctx, v.gnalli_seat) });
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
  if (v.offer === null || v.offer === void 0) return null;
  const rule = v.offer_rule || "";
  return h(
    "div",
    { class: "gn-offer", testid: "gn-offer", dataset: { offer: String(v.offer), motionSource: "offer" } },
    h("div", { class: "gn-caption" }, t("Offered party card")),
    partyCard(ctx, v.offer, { size: "lg" }),
    h("p", { class: "gn-rule" }, rule)
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
  if (v.my_choice !== null && v.my_choice !== void 0) {
    note = h("p", { class: "gn-hint", testid: "gn-my-choice" }, t("You chose your {card}. It stays hidden until everybody has chosen.", { card: v.my_choice === GNALLI ? "Gnalli" : v.my_choice }));
  } else if (choosing && ctx.myTurn) {
    note = h("p", { class: "gn-hint" }, v.repick ? t("Everybody played the Gnalli: choose a numbered card.") : t("Choose a card secretly."));
  } else if ((v.sitting_out || []).includes(seat)) {
    note = h("p", { class: "gn-hint" }, t("You hold only your Gnalli and may not bid for a Wullawaki: you sit out."));
  }
  const cards = hand.map((c) => {
    const legal = ctx.isLegal({ type: "play", card: c }).length > 0;
    return gnumieCard(ctx, colour, c, {
      onClick: () => ctx.send({ type: "play", card: c }),
      disabled: !legal,
      refusal: `play:${c}`,
      ctx,
      selected: v.my_choice === c,
      key: `hand-${c}`,
      testid: `gn-hand-${c}`,
      label: c === GNALLI ? t("{colour} Gnalli", { colour: colourName(colour) }) : `${colourName(colour)} ${c}, ${luckynits(nits(ctx, colour, c))}`
    });
  });
  const row = cardRow(cards, { label: t("Your Gnumie cards"), testid: "gn-hand" });
  roving(row);
  return h("div", { class: "gn-hand" }, h("div", { class: "gn-caption" }, t("Your Gnumie cards")), row, note);
}
function gnalliPanel(ctx) {
  const v = ctx.view;
  if (v.phase !== "gnalli" || v.gnalli_seat !== ctx.seat || v.look === null || v.look === void 0) return null;
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
        gives.map(
          (a) => button(t("Give it to {name} (your Gnalli comes back)", { name: name(ctx, a.to) }), { onClick: () => ctx.send(a), testid: `gn-give-${a.to}`, key: `give-${a.to}` })
        )
      )
    ),
    { testid: "gn-gnalli" }
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
      chosen: chosen.length
    }),
    [
      chosen.length ? h("p", { class: "gn-hint" }, t("Discarded so far: {cards}", { cards: chosen.map((c) => partyLabel(ctx, c)).join(", ") })) : null,
      h(
        "div",
        { class: "gn-room", role: "group", "aria-label": t("Cards you may discard"), testid: "gn-discard" },
        choices.map(
          (a) => partyCard(ctx, a.card, { onClick: () => ctx.send(a), key: `discard-${a.card}`, testid: `gn-discard-${a.card}`, label: t("discard {card}", { card: partyLabel(ctx, a.card) }) })
        )
      )
    ],
    { testid: "gn-discard-panel" }
  );
}
function revealPanel(ctx) {
  const r = ctx.view.reveal;
  if (!r) return null;
  const v = ctx.view;
  const cards = r.bids.map(
    ([seat, c, n]) => h(
      "div",
      { class: ["gn-bid", r.winner === seat && "is-winner"], testid: `gn-bid-${seat}`, dataset: { card: String(c), motion: `bid-${r.round}-${seat}`, motionFrom: `seat-${seat}` } },
      gnumieCard(ctx, v.colours[seat], c, { size: "sm" }),
      h("div", { class: "gn-bid-name" }, name(ctx, seat), r.winner === seat ? h("strong", {}, " — " + t("wins")) : null)
    )
  );
  return panel(
    r.offer !== void 0 && r.offer !== null ? t("Round {n} revealed: {card}", { n: r.round, card: partyLabel(ctx, r.offer) }) : t("Round {n} revealed", { n: r.round }),
    [
      h("div", { class: "gn-bids", role: "group", "aria-label": t("Cards revealed together") }, cards),
      r.tie ? badge(t("Tie broken by Luckynits"), { kind: "warn", testid: "gn-tie" }) : null,
      h("p", { class: "gn-explain", testid: "gn-reveal-text" }, r.text)
    ],
    { testid: "gn-reveal" }
  );
}
function roomGroups(ctx, room) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of room) counts.set(c, (counts.get(c) || 0) + 1);
  const key = (c) => c === "wullawaki" ? 100 : c === "copicastor" ? 99 : c;
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
  const groups = roomGroups(ctx, v.rooms[seat] || []).map(
    ([c, n]) => h(
      "div",
      { class: "gn-group", testid: `gn-group-${seat}-${c}`, "aria-label": `${partyLabel(ctx, c)} × ${n}`, dataset: { motion: `room-${seat}-${c}`, motionFrom: "offer" } },
      partyCard(ctx, c, { size: "sm" }),
      n > 1 ? h("span", { class: "gn-count" }, `×${n}`) : null
    )
  );
  const lines = (v.room_lines || [])[seat] || [];
  return panel(
    title,
    [
      h(
        "div",
        { class: "gn-left", testid: `gn-left-${seat}`, "aria-label": t("{name}'s remaining Gnumie cards", { name: name(ctx, seat) }), dataset: { motionSource: `seat-${seat}` } },
        h("span", { class: "gn-caption" }, t("Gnumie cards left ({n}): ", { n: hand.length })),
        hand.map((c) => h("span", { class: "gn-chip", style: { "--band": COLOURS[colour] } }, c === GNALLI ? "★ Gnalli" : `${c}${nitDots(nits(ctx, colour, c))}`))
      ),
      groups.length ? h("div", { class: "gn-room", role: "group", "aria-label": t("{name}'s party room", { name: name(ctx, seat) }), testid: `gn-room-${seat}` }, groups) : h("p", { class: "gn-hint", testid: `gn-room-${seat}` }, t("Party room: empty")),
      groups.length ? h("details", { class: "gn-why" }, h("summary", {}, t("How this room scores")), h("ul", {}, lines.map((l) => h("li", {}, l)))) : null
    ],
    { testid: `gn-player-${seat}`, class: ["gn-player", you ? "is-you" : ""].join(" ") }
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
    testid: `gn-final-${seat}`
  }));
  const and = t(" and ");
  return panel(t("Scores"), scoreTable([t("Player"), t("Room"), t("Points")], rows, {
    caption: t("Winner: {names}", { names: scores.map((pts, s) => pts === best ? name(ctx, s) : null).filter(Boolean).join(and) }),
    testid: "gn-final"
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
      testid: "gn-table"
    })
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
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "The Gnumies", render: draw });
  }
};
export {
  widget_default as default
};
