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

// tw-locale:en
var en_default = {
  lang: "en",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    "(11 cards: discard one)": "(11 cards: discard one)",
    "(took {cards} from the discard pile)": "(took {cards} from the discard pile)",
    "Ace": "Ace",
    "Choice": "Choice",
    "Clubs": "Clubs",
    "Continue": "Continue",
    "Continue first.": "Continue first.",
    "Continue to hand {n}": "Continue to hand {n}",
    "Deadwood": "Deadwood",
    "Deadwood {cards}": "Deadwood {cards}",
    "Deadwood: {cards}": "Deadwood: {cards}",
    "Deadwood: {n}": "Deadwood: {n}",
    "Decision {n} of {total}": "Decision {n} of {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decision {n}: {move} → {coach} ({cost})",
    "Diamonds": "Diamonds",
    "Discard": "Discard",
    "Discard pile": "Discard pile",
    "Discard pile empty": "Discard pile empty",
    "Discard pile, top card {card}": "Discard pile, top card {card}",
    "Discard pile, top card {card}: take it": "Discard pile, top card {card}: take it",
    "Dismiss": "Dismiss",
    "Draw from stock ({n})": "Draw from stock ({n})",
    "Estimated value of each choice ({unit}), with its interval": "Estimated value of each choice ({unit}), with its interval",
    "Estimated value of each choice, with its interval": "Estimated value of each choice, with its interval",
    "Exact value of each choice": "Exact value of each choice",
    "Exact value of each choice ({unit})": "Exact value of each choice ({unit})",
    "Game over": "Game over",
    "Gin": "Gin",
    "Gin Rummy": "Gin Rummy",
    "Gin Rummy table": "Gin Rummy table",
    "Gin Rummy table: the showdown": "Gin Rummy table: the showdown",
    "Gin with": "Gin with",
    "Group": "Group",
    "HELD": "HELD",
    "Hand {n}": "Hand {n}",
    "Hand {n} is over.": "Hand {n} is over.",
    "Hand {n}: {kind}": "Hand {n}: {kind}",
    "Hearts": "Hearts",
    "Help": "Help",
    "Hide this notice": "Hide this notice",
    "Hint": "Hint",
    "Hot-seat": "Hot-seat",
    "I am {name} — press to continue": "I am {name} — press to continue",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "It cost about {cost} (between {low} and {high}) in {unit}.",
    "It cost about {cost} (between {low} and {high}).": "It cost about {cost} (between {low} and {high}).",
    "It cost nothing: as good as the coach's move.": "It cost nothing: as good as the coach's move.",
    "It cost {cost} in {unit}.": "It cost {cost} in {unit}.",
    "It cost {cost}.": "It cost {cost}.",
    "Jack": "Jack",
    "Joker": "Joker",
    "Joker as {card}": "Joker as {card}",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.",
    "King": "King",
    "Knock": "Knock",
    "Knock with": "Knock with",
    "Lays off {card} on {cards}": "Lays off {card} on {cards}",
    "Log": "Log",
    "Match to {target} — hand {n}": "Match to {target} — hand {n}",
    "Moves taken back with Undo, per player": "Moves taken back with Undo, per player",
    "New game": "New game",
    "Next": "Next",
    "No move to undo yet.": "No move to undo yet.",
    "No moves yet.": "No moves yet.",
    "Not priced.": "Not priced.",
    "OK": "OK",
    "Pass the screen to {name}": "Pass the screen to {name}",
    "Player": "Player",
    "Player {n}": "Player {n}",
    "Points": "Points",
    "Previous": "Previous",
    "Queen": "Queen",
    "Really start over?": "Really start over?",
    "Review": "Review",
    "Run": "Run",
    "Runner-up: {text}": "Runner-up: {text}",
    "Score": "Score",
    "Select a card of your hand first.": "Select a card of your hand first.",
    "Select a card, then discard it (or knock / go Gin).": "Select a card, then discard it (or knock / go Gin).",
    "Single hand": "Single hand",
    "Spades": "Spades",
    "Step through your decisions (left and right arrow keys)": "Step through your decisions (left and right arrow keys)",
    "Stock": "Stock",
    "Stock, {n} card": [
      "Stock, {n} card",
      "Stock, {n} cards"
    ],
    "Stock, {n} card: draw the top card": [
      "Stock, {n} card: draw the top card",
      "Stock, {n} cards: draw the top card"
    ],
    "Take {card}": "Take {card}",
    "Teacher view: all cards shown": "Teacher view: all cards shown",
    "Teacher view: all hands shown": "Teacher view: all hands shown",
    "That move is not possible right now.": "That move is not possible right now.",
    "The coach": "The coach",
    "The costliest decisions": "The costliest decisions",
    "The hand is over.": "The hand is over.",
    "The match was stopped: it has no winner.": "The match was stopped: it has no winner.",
    "The next hand": "The next hand",
    "This is the first decision.": "This is the first decision.",
    "This is the last decision.": "This is the last decision.",
    "Undo": "Undo",
    "Undos: {list}": "Undos: {list}",
    "Value": "Value",
    "Value (interval)": "Value (interval)",
    "Waiting for the game…": "Waiting for the game…",
    "You": "You",
    "You win the match, {won} to {lost}.": "You win the match, {won} to {lost}.",
    "Your hand ({name})": "Your hand ({name})",
    "Your hand, sorted into melds and deadwood": "Your hand, sorted into melds and deadwood",
    "Your move": "Your move",
    "Your turn: draw from the stock or take the top discard.": "Your turn: draw from the stock or take the top discard.",
    "Yum": "Yum",
    "coach's choice": "coach's choice",
    "dice": "dice",
    "die {n} not rolled": "die {n} not rolled",
    "die {n} not rolled, held": "die {n} not rolled, held",
    "die {n} showing {value}": "die {n} showing {value}",
    "die {n} showing {value}, held": "die {n} showing {value}, held",
    "discarding it leaves {n} deadwood": "discarding it leaves {n} deadwood",
    "draw": "draw",
    "empty": "empty",
    "face-down card": "face-down card",
    "face-down {title} card": "face-down {title} card",
    "gin": "gin",
    "joker": "joker",
    "just drawn": "just drawn",
    "knock": "knock",
    "low enough to knock": "low enough to knock",
    "none": "none",
    "not priced": "not priced",
    "red": "red",
    "roll": "roll",
    "taken from the discard pile": "taken from the discard pile",
    "undercut": "undercut",
    "unknown card {code}": "unknown card {code}",
    "your move": "your move",
    "{caption}: all {n} choices": "{caption}: all {n} choices",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: off",
    "{label}: on": "{label}: on",
    "{move} (the same)": "{move} (the same)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): deadwood {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (defender): {before} before layoffs, {after} after",
    "{name} (knocked): deadwood {n}": "{name} (knocked): deadwood {n}",
    "{name} to play.": "{name} to play.",
    "{name} wins the match, {won} to {lost}.": "{name} wins the match, {won} to {lost}.",
    "{name}'s hand": "{name}'s hand",
    "{next} starts in {seconds} seconds.": "{next} starts in {seconds} seconds.",
    "{n} card": [
      "{n} card",
      "{n} cards"
    ],
    "{n} decision": [
      "{n} decision",
      "All {n} decisions"
    ],
    "{n} roll left": [
      "{n} roll left",
      "{n} rolls left"
    ],
    "{rank} of {suit}": "{rank} of {suit}",
    "{title} of the game": "{title} of the game",
    "{title} so far": "{title} so far"
  }
};

// tw-locale:tr
var tr_default = {
  lang: "tr",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    "(11 cards: discard one)": "(11 kart: birini at)",
    "(took {cards} from the discard pile)": "(ıskarta yığınından {cards} aldı)",
    "Ace": "As",
    "Choice": "Seçenek",
    "Clubs": "Sinek",
    "Continue": "Devam",
    "Continue first.": "Önce devam et.",
    "Continue to hand {n}": "{n}. ele geç",
    "Deadwood": "Ölü kartlar",
    "Deadwood {cards}": "Ölü kartlar {cards}",
    "Deadwood: {cards}": "Ölü kartlar: {cards}",
    "Deadwood: {n}": "Ölü puan: {n}",
    "Decision {n} of {total}": "Karar {n} / {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Karar {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Discard": "At",
    "Discard pile": "Iskarta yığını",
    "Discard pile empty": "Iskarta yığını boş",
    "Discard pile, top card {card}": "Iskarta yığını, üstteki kart {card}",
    "Discard pile, top card {card}: take it": "Iskarta yığını, üstteki kart {card}: al",
    "Dismiss": "Kapat",
    "Draw from stock ({n})": "Kapalı desteden çek ({n})",
    "Estimated value of each choice ({unit}), with its interval": "Her seçeneğin tahmini değeri ({unit}), aralığıyla",
    "Estimated value of each choice, with its interval": "Her seçeneğin tahmini değeri, aralığıyla",
    "Exact value of each choice": "Her seçeneğin kesin değeri",
    "Exact value of each choice ({unit})": "Her seçeneğin kesin değeri ({unit})",
    "Game over": "Oyun bitti",
    "Gin": "Gin",
    "Gin Rummy": "Gin Rummy",
    "Gin Rummy table": "Gin Rummy masası",
    "Gin Rummy table: the showdown": "Gin Rummy masası: kartlar açılıyor",
    "Gin with": "Gin yap:",
    "Group": "Grup",
    "HELD": "TUTULDU",
    "Hand {n}": "{n}. el",
    "Hand {n} is over.": "{n}. el bitti.",
    "Hand {n}: {kind}": "{n}. el: {kind}",
    "Hearts": "Kupa",
    "Help": "Yardım",
    "Hide this notice": "Bu bildirimi gizle",
    "Hint": "İpucu",
    "Hot-seat": "Sırayla tek ekran",
    "I am {name} — press to continue": "Ben {name} — devam etmek için bas",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "{unit} cinsinden yaklaşık {cost} kaybettirdi ({low} ile {high} arası).",
    "It cost about {cost} (between {low} and {high}).": "Yaklaşık {cost} kaybettirdi ({low} ile {high} arası).",
    "It cost nothing: as good as the coach's move.": "Hiçbir şey kaybettirmedi: koçun hamlesi kadar iyi.",
    "It cost {cost} in {unit}.": "{unit} cinsinden {cost} kaybettirdi.",
    "It cost {cost}.": "{cost} kaybettirdi.",
    "Jack": "Vale",
    "Joker": "Joker",
    "Joker as {card}": "{card} yerine Joker",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Tuşlar: S = kapalı desteden çek, D = ıskartayı al, Tab/oklar = kartlar arasında gez, Enter = seç.",
    "King": "Papaz",
    "Knock": "Bitir",
    "Knock with": "Bitir:",
    "Lays off {card} on {cards}": "{card} kartını {cards} perine ekler",
    "Log": "Kayıt",
    "Match to {target} — hand {n}": "{target} puanlık maç — {n}. el",
    "Moves taken back with Undo, per player": "Geri Al ile geri alınan hamleler, oyuncu başına",
    "New game": "Yeni oyun",
    "Next": "Sonraki",
    "No move to undo yet.": "Henüz geri alınacak hamle yok.",
    "No moves yet.": "Henüz hamle yok.",
    "Not priced.": "Değerlendirilmedi.",
    "OK": "Tamam",
    "Pass the screen to {name}": "Ekranı {name} adlı oyuncuya ver",
    "Player": "Oyuncu",
    "Player {n}": "Oyuncu {n}",
    "Points": "Puan",
    "Previous": "Önceki",
    "Queen": "Kız",
    "Really start over?": "Gerçekten baştan başlansın mı?",
    "Review": "Değerlendirme",
    "Run": "Koşu",
    "Runner-up: {text}": "İkinci en iyi: {text}",
    "Score": "Puan",
    "Select a card of your hand first.": "Önce elinden bir kart seç.",
    "Select a card, then discard it (or knock / go Gin).": "Bir kart seç, sonra at (ya da bitir / Gin yap).",
    "Single hand": "Tek el",
    "Spades": "Maça",
    "Step through your decisions (left and right arrow keys)": "Kararlarını tek tek gez (sol ve sağ ok tuşları)",
    "Stock": "Kapalı deste",
    "Stock, {n} card": [
      "Kapalı deste, {n} kart",
      "Kapalı deste, {n} kart"
    ],
    "Stock, {n} card: draw the top card": [
      "Kapalı deste, {n} kart: üstteki kartı çek",
      "Kapalı deste, {n} kart: üstteki kartı çek"
    ],
    "Take {card}": "{card} al",
    "Teacher view: all cards shown": "Öğretmen görünümü: tüm kartlar açık",
    "Teacher view: all hands shown": "Öğretmen görünümü: tüm eller açık",
    "That move is not possible right now.": "Bu hamle şu anda yapılamaz.",
    "The coach": "Koç",
    "The costliest decisions": "En pahalıya patlayan kararlar",
    "The hand is over.": "El bitti.",
    "The match was stopped: it has no winner.": "Maç durduruldu: kazananı yok.",
    "The next hand": "Sonraki el",
    "This is the first decision.": "Bu ilk karar.",
    "This is the last decision.": "Bu son karar.",
    "Undo": "Geri al",
    "Undos: {list}": "Geri almalar: {list}",
    "Value": "Değer",
    "Value (interval)": "Değer (aralık)",
    "Waiting for the game…": "Oyun bekleniyor…",
    "You": "Sen",
    "You win the match, {won} to {lost}.": "Maçı {won}–{lost} kazandın.",
    "Your hand ({name})": "Elin ({name})",
    "Your hand, sorted into melds and deadwood": "Elin, perlere ve ölü kartlara ayrılmış",
    "Your move": "Senin hamlen",
    "Your turn: draw from the stock or take the top discard.": "Sıra sende: kapalı desteden çek ya da ıskartanın üstündekini al.",
    "Yum": "Yum",
    "coach's choice": "koçun seçimi",
    "dice": "zarlar",
    "die {n} not rolled": "{n}. zar atılmadı",
    "die {n} not rolled, held": "{n}. zar atılmadı, tutuldu",
    "die {n} showing {value}": "{n}. zar {value} gösteriyor",
    "die {n} showing {value}, held": "{n}. zar {value} gösteriyor, tutuldu",
    "discarding it leaves {n} deadwood": "atarsan {n} ölü puan kalır",
    "draw": "berabere",
    "empty": "boş",
    "face-down card": "kapalı kart",
    "face-down {title} card": "kapalı {title} kartı",
    "gin": "gin",
    "joker": "joker",
    "just drawn": "yeni çekildi",
    "knock": "bitirme",
    "low enough to knock": "bitirmek için yeterince düşük",
    "none": "hiç",
    "not priced": "değerlendirilmedi",
    "red": "kırmızı",
    "roll": "at",
    "taken from the discard pile": "ıskarta yığınından alındı",
    "undercut": "undercut",
    "unknown card {code}": "bilinmeyen kart {code}",
    "your move": "senin hamlen",
    "{caption}: all {n} choices": "{caption}: {n} seçeneğin hepsi",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: kapalı",
    "{label}: on": "{label}: açık",
    "{move} (the same)": "{move} (aynısı)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): ölü puan {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (savunan): eklemeden önce {before}, sonra {after}",
    "{name} (knocked): deadwood {n}": "{name} (bitirdi): ölü puan {n}",
    "{name} to play.": "Sıra {name} oyuncusunda.",
    "{name} wins the match, {won} to {lost}.": "{name} maçı {won}–{lost} kazanır.",
    "{name}'s hand": "{name} oyuncusunun eli",
    "{next} starts in {seconds} seconds.": "{next} {seconds} saniye içinde başlar.",
    "{n} card": [
      "{n} kart",
      "{n} kart"
    ],
    "{n} decision": [
      "{n} kararın hepsi",
      "{n} kararın hepsi"
    ],
    "{n} roll left": [
      "{n} atış kaldı",
      "{n} atış kaldı"
    ],
    "{rank} of {suit}": "{suit} {rank}",
    "{title} of the game": "Oyunun {title} bölümü",
    "{title} so far": "Şimdiye kadarki {title}"
  }
};

// tw-locale:pl
var pl_default = {
  lang: "pl",
  nplurals: 3,
  plural: (n) => Number(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2),
  messages: {
    "(11 cards: discard one)": "(11 kart: odrzuć jedną)",
    "(took {cards} from the discard pile)": "(wzięte ze stosu odrzuconych: {cards})",
    "Ace": "As",
    "Choice": "Wybór",
    "Clubs": "Trefl",
    "Continue": "Dalej",
    "Continue first.": "Najpierw kliknij Dalej.",
    "Continue to hand {n}": "Przejdź do rozdania {n}",
    "Deadwood": "Luźne karty",
    "Deadwood {cards}": "Luźne karty {cards}",
    "Deadwood: {cards}": "Luźne karty: {cards}",
    "Deadwood: {n}": "Punkty luźnych kart: {n}",
    "Decision {n} of {total}": "Decyzja {n} z {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decyzja {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Discard": "Odrzuć",
    "Discard pile": "Stos odrzuconych",
    "Discard pile empty": "Stos odrzuconych jest pusty",
    "Discard pile, top card {card}": "Stos odrzuconych, na wierzchu {card}",
    "Discard pile, top card {card}: take it": "Stos odrzuconych, na wierzchu {card}: weź ją",
    "Dismiss": "Zamknij",
    "Draw from stock ({n})": "Dobierz z talii ({n})",
    "Estimated value of each choice ({unit}), with its interval": "Szacowana wartość każdego wyboru ({unit}) z przedziałem",
    "Estimated value of each choice, with its interval": "Szacowana wartość każdego wyboru z przedziałem",
    "Exact value of each choice": "Dokładna wartość każdego wyboru",
    "Exact value of each choice ({unit})": "Dokładna wartość każdego wyboru ({unit})",
    "Game over": "Koniec gry",
    "Gin": "Gin",
    "Gin Rummy": "Gin Rummy",
    "Gin Rummy table": "Stół do Gin Rummy",
    "Gin Rummy table: the showdown": "Stół do Gin Rummy: odkrycie kart",
    "Gin with": "Gin z kartą",
    "Group": "Grupa",
    "HELD": "ZATRZYMANA",
    "Hand {n}": "Rozdanie {n}",
    "Hand {n} is over.": "Rozdanie {n} się skończyło.",
    "Hand {n}: {kind}": "Rozdanie {n}: {kind}",
    "Hearts": "Kier",
    "Help": "Pomoc",
    "Hide this notice": "Ukryj ten komunikat",
    "Hint": "Podpowiedź",
    "Hot-seat": "Gra na zmianę",
    "I am {name} — press to continue": "Jestem {name} — naciśnij, aby kontynuować",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Kosztowało to około {cost} (między {low} a {high}) w jednostce {unit}.",
    "It cost about {cost} (between {low} and {high}).": "Kosztowało to około {cost} (między {low} a {high}).",
    "It cost nothing: as good as the coach's move.": "Nic nie kosztowało: tak samo dobre jak ruch trenera.",
    "It cost {cost} in {unit}.": "Kosztowało to {cost} w jednostce {unit}.",
    "It cost {cost}.": "Kosztowało to {cost}.",
    "Jack": "Walet",
    "Joker": "Joker",
    "Joker as {card}": "Joker jako {card}",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Klawisze: S = dobierz z talii, D = weź odrzuconą, Tab/strzałki = przechodź między kartami, Enter = wybierz.",
    "King": "Król",
    "Knock": "Zapukaj",
    "Knock with": "Zapukaj z kartą",
    "Lays off {card} on {cards}": "Dokłada {card} do {cards}",
    "Log": "Dziennik",
    "Match to {target} — hand {n}": "Mecz do {target} — rozdanie {n}",
    "Moves taken back with Undo, per player": "Ruchy cofnięte przyciskiem Cofnij, dla każdego gracza",
    "New game": "Nowa gra",
    "Next": "Dalej",
    "No move to undo yet.": "Nie ma jeszcze ruchu do cofnięcia.",
    "No moves yet.": "Jeszcze nie było ruchów.",
    "Not priced.": "Bez wyceny.",
    "OK": "OK",
    "Pass the screen to {name}": "Przekaż ekran: {name}",
    "Player": "Gracz",
    "Player {n}": "Gracz {n}",
    "Points": "Punkty",
    "Previous": "Wstecz",
    "Queen": "Dama",
    "Really start over?": "Na pewno zacząć od nowa?",
    "Review": "Analiza",
    "Run": "Sekwens",
    "Runner-up: {text}": "Drugi najlepszy: {text}",
    "Score": "Wynik",
    "Select a card of your hand first.": "Najpierw zaznacz kartę ze swojej ręki.",
    "Select a card, then discard it (or knock / go Gin).": "Zaznacz kartę, potem ją odrzuć (albo zapukaj / zrób Gina).",
    "Single hand": "Jedno rozdanie",
    "Spades": "Pik",
    "Step through your decisions (left and right arrow keys)": "Przejdź po swoich decyzjach (strzałki w lewo i w prawo)",
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
    "Take {card}": "Weź {card}",
    "Teacher view: all cards shown": "Widok nauczyciela: wszystkie karty odkryte",
    "Teacher view: all hands shown": "Widok nauczyciela: wszystkie ręce odkryte",
    "That move is not possible right now.": "Tego ruchu nie można teraz wykonać.",
    "The coach": "Trener",
    "The costliest decisions": "Najkosztowniejsze decyzje",
    "The hand is over.": "Rozdanie się skończyło.",
    "The match was stopped: it has no winner.": "Mecz został przerwany: nie ma zwycięzcy.",
    "The next hand": "Następne rozdanie",
    "This is the first decision.": "To pierwsza decyzja.",
    "This is the last decision.": "To ostatnia decyzja.",
    "Undo": "Cofnij",
    "Undos: {list}": "Cofnięcia: {list}",
    "Value": "Wartość",
    "Value (interval)": "Wartość (przedział)",
    "Waiting for the game…": "Czekam na grę…",
    "You": "Ty",
    "You win the match, {won} to {lost}.": "Wygrywasz mecz {won} do {lost}.",
    "Your hand ({name})": "Twoja ręka ({name})",
    "Your hand, sorted into melds and deadwood": "Twoja ręka, podzielona na układy i luźne karty",
    "Your move": "Twój ruch",
    "Your turn: draw from the stock or take the top discard.": "Twoja kolej: dobierz z talii albo weź wierzchnią odrzuconą kartę.",
    "Yum": "Yum",
    "coach's choice": "wybór trenera",
    "dice": "kości",
    "die {n} not rolled": "kość {n} nierzucona",
    "die {n} not rolled, held": "kość {n} nierzucona, zatrzymana",
    "die {n} showing {value}": "kość {n}: {value} oczek",
    "die {n} showing {value}, held": "kość {n}: {value} oczek, zatrzymana",
    "discarding it leaves {n} deadwood": "po odrzuceniu zostaje {n} pkt luźnych kart",
    "draw": "remis",
    "empty": "pusty",
    "face-down card": "zakryta karta",
    "face-down {title} card": "zakryta karta {title}",
    "gin": "gin",
    "joker": "joker",
    "just drawn": "właśnie dobrana",
    "knock": "pukanie",
    "low enough to knock": "wystarczająco mało, by zapukać",
    "none": "brak",
    "not priced": "bez wyceny",
    "red": "czerwony",
    "roll": "rzuć",
    "taken from the discard pile": "wzięta ze stosu odrzuconych",
    "undercut": "podcięcie",
    "unknown card {code}": "nieznana karta {code}",
    "your move": "twój ruch",
    "{caption}: all {n} choices": "{caption}: wszystkie wybory ({n})",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: wył.",
    "{label}: on": "{label}: wł.",
    "{move} (the same)": "{move} (to samo)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): luźne karty {n} pkt",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (broniący się): {before} przed dokładaniem, {after} po",
    "{name} (knocked): deadwood {n}": "{name} (pukanie): luźne karty {n} pkt",
    "{name} to play.": "Ruch: {name}.",
    "{name} wins the match, {won} to {lost}.": "{name} wygrywa mecz {won} do {lost}.",
    "{name}'s hand": "ręka: {name}",
    "{next} starts in {seconds} seconds.": "{next} zacznie się za {seconds} s.",
    "{n} card": [
      "{n} karta",
      "{n} karty",
      "{n} kart"
    ],
    "{n} decision": [
      "Wszystkie decyzje: {n}",
      "Wszystkie decyzje: {n}",
      "Wszystkie decyzje: {n}"
    ],
    "{n} roll left": [
      "Został {n} rzut",
      "Zostały {n} rzuty",
      "Zostało {n} rzutów"
    ],
    "{rank} of {suit}": "{rank} {suit}",
    "{title} of the game": "{title} gry",
    "{title} so far": "{title} do tej pory"
  }
};

// tw-locale:hu
var hu_default = {
  lang: "hu",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    "(11 cards: discard one)": "(11 lap: dobj el egyet)",
    "(took {cards} from the discard pile)": "({cards} lapot vett el a dobópakliból)",
    "Ace": "Ász",
    "Choice": "Választás",
    "Clubs": "Treff",
    "Continue": "Tovább",
    "Continue first.": "Előbb kattints a Tovább gombra.",
    "Continue to hand {n}": "Tovább a(z) {n}. leosztásra",
    "Deadwood": "Maradék lapok",
    "Deadwood {cards}": "Maradék lapok {cards}",
    "Deadwood: {cards}": "Maradék lapok: {cards}",
    "Deadwood: {n}": "Maradékpont: {n}",
    "Decision {n} of {total}": "{n}. döntés ennyiből: {total}",
    "Decision {n}: {move} → {coach} ({cost})": "{n}. döntés: {move} → {coach} ({cost})",
    "Diamonds": "Káró",
    "Discard": "Dobd el",
    "Discard pile": "Dobópakli",
    "Discard pile empty": "Üres a dobópakli",
    "Discard pile, top card {card}": "Dobópakli, felső lap: {card}",
    "Discard pile, top card {card}: take it": "Dobópakli, felső lap: {card} – vedd el",
    "Dismiss": "Bezárás",
    "Draw from stock ({n})": "Húzz a talonból ({n})",
    "Estimated value of each choice ({unit}), with its interval": "Minden választás becsült értéke ({unit}), a tartományával",
    "Estimated value of each choice, with its interval": "Minden választás becsült értéke, a tartományával",
    "Exact value of each choice": "Minden választás pontos értéke",
    "Exact value of each choice ({unit})": "Minden választás pontos értéke ({unit})",
    "Game over": "Vége a játéknak",
    "Gin": "Gin",
    "Gin Rummy": "Gin Rummy",
    "Gin Rummy table": "Gin Rummy asztal",
    "Gin Rummy table: the showdown": "Gin Rummy asztal: leszámolás",
    "Gin with": "Gin ezzel:",
    "Group": "Csoport",
    "HELD": "MEGTARTVA",
    "Hand {n}": "{n}. leosztás",
    "Hand {n} is over.": "Véget ért a(z) {n}. leosztás.",
    "Hand {n}: {kind}": "{n}. leosztás: {kind}",
    "Hearts": "Kőr",
    "Help": "Segítség",
    "Hide this notice": "Értesítés elrejtése",
    "Hint": "Tipp",
    "Hot-seat": "Egy képernyőn, felváltva",
    "I am {name} — press to continue": "Én vagyok {name} — nyomd meg a folytatáshoz",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Ez körülbelül {cost} veszteség volt ({low} és {high} között), {unit} egységben.",
    "It cost about {cost} (between {low} and {high}).": "Ez körülbelül {cost} veszteség volt ({low} és {high} között).",
    "It cost nothing: as good as the coach's move.": "Semmibe sem került: ugyanolyan jó, mint az edző lépése.",
    "It cost {cost} in {unit}.": "Ez {cost} veszteség volt, {unit} egységben.",
    "It cost {cost}.": "Ez {cost} veszteség volt.",
    "Jack": "Bubi",
    "Joker": "Joker",
    "Joker as {card}": "Joker, mint {card}",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Billentyűk: S = húzás a talonból, D = a dobott lap elvétele, Tab/nyilak = lépés a lapok között, Enter = kiválasztás.",
    "King": "Király",
    "Knock": "Kopogás",
    "Knock with": "Kopogj ezzel:",
    "Lays off {card} on {cards}": "{card} lapot rakja ehhez: {cards}",
    "Log": "Napló",
    "Match to {target} — hand {n}": "Mérkőzés {target} pontig — {n}. leosztás",
    "Moves taken back with Undo, per player": "A Visszavonással visszavett lépések, játékosonként",
    "New game": "Új játék",
    "Next": "Következő",
    "No move to undo yet.": "Még nincs visszavonható lépés.",
    "No moves yet.": "Még nem volt lépés.",
    "Not priced.": "Nincs értékelve.",
    "OK": "Rendben",
    "Pass the screen to {name}": "Add át a képernyőt neki: {name}",
    "Player": "Játékos",
    "Player {n}": "{n}. játékos",
    "Points": "Pontok",
    "Previous": "Előző",
    "Queen": "Dáma",
    "Really start over?": "Biztosan újrakezded?",
    "Review": "Értékelés",
    "Run": "Sor",
    "Runner-up: {text}": "Második legjobb: {text}",
    "Score": "Pontszám",
    "Select a card of your hand first.": "Előbb jelölj ki egy lapot a kezedből.",
    "Select a card, then discard it (or knock / go Gin).": "Jelölj ki egy lapot, aztán dobd el (vagy kopogj / menj Ginre).",
    "Single hand": "Egyetlen leosztás",
    "Spades": "Pikk",
    "Step through your decisions (left and right arrow keys)": "Lépkedj végig a döntéseiden (bal és jobb nyíl)",
    "Stock": "Talon",
    "Stock, {n} card": [
      "Talon, {n} lap",
      "Talon, {n} lap"
    ],
    "Stock, {n} card: draw the top card": [
      "Talon, {n} lap: húzd fel a felső lapot",
      "Talon, {n} lap: húzd fel a felső lapot"
    ],
    "Take {card}": "Vedd el: {card}",
    "Teacher view: all cards shown": "Tanári nézet: minden lap látszik",
    "Teacher view: all hands shown": "Tanári nézet: minden kéz látszik",
    "That move is not possible right now.": "Ez a lépés most nem lehetséges.",
    "The coach": "Az edző",
    "The costliest decisions": "A legtöbbe kerülő döntések",
    "The hand is over.": "Véget ért a leosztás.",
    "The match was stopped: it has no winner.": "A mérkőzést leállították: nincs győztes.",
    "The next hand": "A következő leosztás",
    "This is the first decision.": "Ez az első döntés.",
    "This is the last decision.": "Ez az utolsó döntés.",
    "Undo": "Visszavonás",
    "Undos: {list}": "Visszavonások: {list}",
    "Value": "Érték",
    "Value (interval)": "Érték (tartomány)",
    "Waiting for the game…": "Várakozás a játékra…",
    "You": "Te",
    "You win the match, {won} to {lost}.": "Megnyerted a mérkőzést, {won}:{lost}.",
    "Your hand ({name})": "A kezed ({name})",
    "Your hand, sorted into melds and deadwood": "A kezed kombinációkra és maradék lapokra bontva",
    "Your move": "A te lépésed",
    "Your turn: draw from the stock or take the top discard.": "Te jössz: húzz a talonból, vagy vedd el a felső dobott lapot.",
    "Yum": "Yum",
    "coach's choice": "az edző választása",
    "dice": "kockák",
    "die {n} not rolled": "{n}. kocka dobatlan",
    "die {n} not rolled, held": "{n}. kocka dobatlan, megtartva",
    "die {n} showing {value}": "{n}. kocka: {value}",
    "die {n} showing {value}, held": "{n}. kocka: {value}, megtartva",
    "discarding it leaves {n} deadwood": "ha eldobod, {n} maradékpont marad",
    "draw": "döntetlen",
    "empty": "üres",
    "face-down card": "lefordított lap",
    "face-down {title} card": "lefordított {title} lap",
    "gin": "gin",
    "joker": "joker",
    "just drawn": "most húztad",
    "knock": "kopogás",
    "low enough to knock": "elég kevés a kopogáshoz",
    "none": "nincs",
    "not priced": "nincs értékelve",
    "red": "piros",
    "roll": "dobj",
    "taken from the discard pile": "a dobópakliból vetted el",
    "undercut": "alávágás",
    "unknown card {code}": "ismeretlen lap: {code}",
    "your move": "a te lépésed",
    "{caption}: all {n} choices": "{caption}: mind a(z) {n} választás",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: ki",
    "{label}: on": "{label}: be",
    "{move} (the same)": "{move} (ugyanaz)",
    "{name} (Gin): deadwood {n}": "{name} (Gin): maradékpont {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (védekező): {before} a rárakások előtt, {after} utána",
    "{name} (knocked): deadwood {n}": "{name} (kopogott): maradékpont {n}",
    "{name} to play.": "{name} jön.",
    "{name} wins the match, {won} to {lost}.": "{name} megnyerte a mérkőzést, {won}:{lost}.",
    "{name}'s hand": "{name} keze",
    "{next} starts in {seconds} seconds.": "{next} {seconds} másodperc múlva kezdődik.",
    "{n} card": [
      "{n} lap",
      "{n} lap"
    ],
    "{n} decision": [
      "Mind a(z) {n} döntés",
      "Mind a(z) {n} döntés"
    ],
    "{n} roll left": [
      "Még {n} dobás",
      "Még {n} dobás"
    ],
    "{rank} of {suit}": "{suit} {rank}",
    "{title} of the game": "A játék: {title}",
    "{title} so far": "{title} eddig"
  }
};

// tw-locale:fr
var fr_default = {
  lang: "fr",
  nplurals: 3,
  plural: (n) => Number(n == 0 || n == 1 ? 0 : n != 0 && n % 1e6 == 0 ? 1 : 2),
  messages: {
    "(11 cards: discard one)": "(11 cartes : défausse-en une)",
    "(took {cards} from the discard pile)": "(a pris {cards} dans la défausse)",
    "Ace": "As",
    "Choice": "Choix",
    "Clubs": "Trèfle",
    "Continue": "Continuer",
    "Continue first.": "Continue d'abord.",
    "Continue to hand {n}": "Passer à la main {n}",
    "Deadwood": "Cartes mortes",
    "Deadwood {cards}": "Cartes mortes {cards}",
    "Deadwood: {cards}": "Cartes mortes : {cards}",
    "Deadwood: {n}": "Points morts : {n}",
    "Decision {n} of {total}": "Décision {n} sur {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Décision {n} : {move} → {coach} ({cost})",
    "Diamonds": "Carreau",
    "Discard": "Défausser",
    "Discard pile": "Défausse",
    "Discard pile empty": "Défausse vide",
    "Discard pile, top card {card}": "Défausse, carte du dessus {card}",
    "Discard pile, top card {card}: take it": "Défausse, carte du dessus {card} : prends-la",
    "Dismiss": "Fermer",
    "Draw from stock ({n})": "Piocher au talon ({n})",
    "Estimated value of each choice ({unit}), with its interval": "Valeur estimée de chaque choix ({unit}), avec son intervalle",
    "Estimated value of each choice, with its interval": "Valeur estimée de chaque choix, avec son intervalle",
    "Exact value of each choice": "Valeur exacte de chaque choix",
    "Exact value of each choice ({unit})": "Valeur exacte de chaque choix ({unit})",
    "Game over": "Partie terminée",
    "Gin": "Gin",
    "Gin Rummy": "Gin-rami",
    "Gin Rummy table": "Table de gin-rami",
    "Gin Rummy table: the showdown": "Table de gin-rami : l'abattage",
    "Gin with": "Gin avec",
    "Group": "Groupe",
    "HELD": "GARDÉ",
    "Hand {n}": "Main {n}",
    "Hand {n} is over.": "La main {n} est terminée.",
    "Hand {n}: {kind}": "Main {n} : {kind}",
    "Hearts": "Cœur",
    "Help": "Aide",
    "Hide this notice": "Masquer cet avis",
    "Hint": "Indice",
    "Hot-seat": "Chacun son tour, même écran",
    "I am {name} — press to continue": "Je suis {name} — appuie pour continuer",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Ça t'a coûté environ {cost} (entre {low} et {high}) en {unit}.",
    "It cost about {cost} (between {low} and {high}).": "Ça t'a coûté environ {cost} (entre {low} et {high}).",
    "It cost nothing: as good as the coach's move.": "Ça ne t'a rien coûté : aussi bon que le coup du coach.",
    "It cost {cost} in {unit}.": "Ça t'a coûté {cost} en {unit}.",
    "It cost {cost}.": "Ça t'a coûté {cost}.",
    "Jack": "Valet",
    "Joker": "Joker",
    "Joker as {card}": "Joker comme {card}",
    "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.": "Touches : S = piocher au talon, D = prendre la défausse, Tab/flèches = passer d'une carte à l'autre, Entrée = choisir.",
    "King": "Roi",
    "Knock": "Cogner",
    "Knock with": "Cogner avec",
    "Lays off {card} on {cards}": "Ajoute {card} à {cards}",
    "Log": "Journal",
    "Match to {target} — hand {n}": "Partie en {target} — main {n}",
    "Moves taken back with Undo, per player": "Coups repris avec Annuler, par joueur",
    "New game": "Nouvelle partie",
    "Next": "Suivante",
    "No move to undo yet.": "Il n'y a pas encore de coup à annuler.",
    "No moves yet.": "Aucun coup pour l'instant.",
    "Not priced.": "Non évalué.",
    "OK": "OK",
    "Pass the screen to {name}": "Passe l'écran à {name}",
    "Player": "Joueur",
    "Player {n}": "Joueur {n}",
    "Points": "Points",
    "Previous": "Précédente",
    "Queen": "Dame",
    "Really start over?": "Vraiment recommencer?",
    "Review": "Bilan",
    "Run": "Séquence",
    "Runner-up: {text}": "Deuxième choix : {text}",
    "Score": "Pointage",
    "Select a card of your hand first.": "Choisis d'abord une carte de ta main.",
    "Select a card, then discard it (or knock / go Gin).": "Choisis une carte, puis défausse-la (ou cogne / fais Gin).",
    "Single hand": "Main unique",
    "Spades": "Pique",
    "Step through your decisions (left and right arrow keys)": "Parcours tes décisions (flèches gauche et droite)",
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
    "Take {card}": "Prendre {card}",
    "Teacher view: all cards shown": "Vue de l'enseignant : toutes les cartes visibles",
    "Teacher view: all hands shown": "Vue de l'enseignant : toutes les mains visibles",
    "That move is not possible right now.": "Ce coup n'est pas possible pour l'instant.",
    "The coach": "Le coach",
    "The costliest decisions": "Les décisions les plus coûteuses",
    "The hand is over.": "La main est terminée.",
    "The match was stopped: it has no winner.": "La partie a été arrêtée : pas de gagnant.",
    "The next hand": "La prochaine main",
    "This is the first decision.": "C'est la première décision.",
    "This is the last decision.": "C'est la dernière décision.",
    "Undo": "Annuler",
    "Undos: {list}": "Coups annulés : {list}",
    "Value": "Valeur",
    "Value (interval)": "Valeur (intervalle)",
    "Waiting for the game…": "En attente de la partie…",
    "You": "Toi",
    "You win the match, {won} to {lost}.": "Tu gagnes la partie, {won} à {lost}.",
    "Your hand ({name})": "Ta main ({name})",
    "Your hand, sorted into melds and deadwood": "Ta main, rangée en combinaisons et cartes mortes",
    "Your move": "Ton coup",
    "Your turn: draw from the stock or take the top discard.": "À toi : pioche au talon ou prends le dessus de la défausse.",
    "Yum": "Yum",
    "coach's choice": "choix du coach",
    "dice": "dés",
    "die {n} not rolled": "dé {n} pas lancé",
    "die {n} not rolled, held": "dé {n} pas lancé, gardé",
    "die {n} showing {value}": "dé {n} montrant {value}",
    "die {n} showing {value}, held": "dé {n} montrant {value}, gardé",
    "discarding it leaves {n} deadwood": "la défausser laisse {n} points morts",
    "draw": "nulle",
    "empty": "vide",
    "face-down card": "carte face cachée",
    "face-down {title} card": "carte {title} face cachée",
    "gin": "gin",
    "joker": "joker",
    "just drawn": "vient d'être piochée",
    "knock": "cogné",
    "low enough to knock": "assez bas pour cogner",
    "none": "aucune",
    "not priced": "non évalué",
    "red": "rouge",
    "roll": "lance",
    "taken from the discard pile": "prise dans la défausse",
    "undercut": "contre",
    "unknown card {code}": "carte inconnue {code}",
    "your move": "ton coup",
    "{caption}: all {n} choices": "{caption} : les {n} choix",
    "{label}: ": "{label} : ",
    "{label}: off": "{label} : désactivé",
    "{label}: on": "{label} : activé",
    "{move} (the same)": "{move} (le même)",
    "{name} (Gin): deadwood {n}": "{name} (Gin) : points morts {n}",
    "{name} (defender): {before} before layoffs, {after} after": "{name} (défenseur) : {before} avant les ajouts, {after} après",
    "{name} (knocked): deadwood {n}": "{name} (a cogné) : points morts {n}",
    "{name} to play.": "À {name} de jouer.",
    "{name} wins the match, {won} to {lost}.": "{name} gagne la partie, {won} à {lost}.",
    "{name}'s hand": "main de {name}",
    "{next} starts in {seconds} seconds.": "{next} commence dans {seconds} secondes.",
    "{n} card": [
      "{n} carte",
      "{n} cartes",
      "{n} cartes"
    ],
    "{n} decision": [
      "{n} décision",
      "Les {n} décisions",
      "Les {n} décisions"
    ],
    "{n} roll left": [
      "{n} lancer restant",
      "{n} lancers restants",
      "{n} lancers restants"
    ],
    "{rank} of {suit}": "{rank} de {suit}",
    "{title} of the game": "{title} de la partie",
    "{title} so far": "{title} jusqu'ici"
  }
};

// tabletop_widgets/ui/js/kit/words.js
var PSEUDO = "xx";
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
function fillWith(text, params, number) {
  return String(text).replace(/\{(\w+)\}/g, (whole, name) => {
    if (!params || !(name in params)) return whole;
    const value = params[name];
    return typeof value === "number" ? number(value) : String(value);
  });
}
function lookUp(catalog, msgid) {
  if (!catalog) return pseudo(msgid);
  const found = catalog.messages[msgid];
  return typeof found === "string" && found ? found : msgid;
}
function lookUpPlural(catalog, singular, plural, n) {
  if (!catalog) return pseudo(n === 1 ? singular : plural);
  const forms = catalog.messages[singular];
  if (Array.isArray(forms)) {
    const form = forms[catalog.plural(Math.abs(Number(n)))];
    if (form) return form;
  }
  return n === 1 ? singular : plural;
}
function translators(catalogs, lang, number) {
  const catalog = () => lang() === PSEUDO ? null : catalogs[lang()];
  const fill2 = (text, params = {}) => fillWith(text, params, number);
  return {
    fill: fill2,
    t: (msgid, params) => fill2(lookUp(catalog(), msgid), params),
    nt: (singular, plural, n, params = {}) => fill2(lookUpPlural(catalog(), singular, plural, n), { n, ...params })
  };
}

// tabletop_widgets/ui/js/kit/i18n.js
var CATALOGS = { en: en_default, tr: tr_default, pl: pl_default, hu: hu_default, fr: fr_default };
var LANGUAGES = [...Object.keys(CATALOGS), PSEUDO];
var current = "en";
function setLang(lang) {
  current = lang === PSEUDO || lang && CATALOGS[lang] ? lang : "en";
  return current;
}
function getLang() {
  return current;
}
var words = translators(CATALOGS, getLang, formatNumber);
var fill = words.fill;
var t = words.t;
var nt = words.nt;
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
function refusable(el, { disabled, refusal: refusal2, ctx, reason } = {}) {
  if (!disabled) return el;
  el.classList.add("is-disabled");
  el.setAttribute("aria-disabled", "true");
  const text = ctx && refusal2 ? refusalText(ctx.refusals, refusal2, reason) : reason;
  if (text) {
    if (!el.hasAttribute("title")) el.setAttribute("title", text);
    el.setAttribute("aria-description", text);
  }
  if (refusal2) el.dataset.refusal = refusal2;
  return el;
}
function button(label, onClickOrOpts = {}, maybeOpts = {}) {
  const opts = typeof onClickOrOpts === "function" ? { ...maybeOpts, onClick: onClickOrOpts } : onClickOrOpts || {};
  const { onClick, disabled = false, refusal: refusal2, ctx, reason, primary = false, testid, key, title, pressed, small = false } = opts;
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
  refusable(el, { disabled, refusal: refusal2, ctx, reason });
  el.addEventListener("click", (event) => {
    if (disabled) {
      if (ctx && refusal2 && typeof ctx.refuse === "function") ctx.refuse(refusal2, reason);
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
function handoverScreen(name, onContinue, { testid = "tw-handover" } = {}) {
  return h(
    "div",
    { class: "tw-handover", testid, role: "dialog", "aria-modal": "false", "aria-label": t("Pass the screen to {name}", { name }) },
    h("p", { class: "tw-handover-text" }, t("Pass the screen to {name}", { name })),
    button(t("I am {name} — press to continue", { name }), { onClick: onContinue, primary: true, testid: "tw-handover-continue" })
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
function coachAnswer(ctx, name, answer, query) {
  if (isReviewAnswer(answer)) return reviewPanel(ctx, name, answer, query);
  if (isHintAnswer(answer)) return hintPanel(ctx, name, answer, query);
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
function hintPanel(ctx, name, answer, query) {
  const best = answer.options && answer.options[0];
  const title = query ? query.label : t("Hint");
  return h(
    "section",
    { class: "tw-answer tw-coach", role: "region", "aria-label": title, testid: `tw-answer-${name}`, dataset: { answer: name } },
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
function reviewState(ctx, answer, rows) {
  const local = ctx.local || {};
  const key = `review:${answer.position}:${rows.length}`;
  if (!local.review || local.review.key !== key) local.review = { key, step: answer.costliest && answer.costliest.length ? answer.costliest[0] : 1 };
  return local.review;
}
function decisionItem(r, d, list) {
  return h(
    "li",
    {},
    button((list === "all" && d.agreed ? "✓ " : "") + decisionText(d), {
      onClick: () => r.go(d.step),
      key: `${r.name}-${list}-${d.step}`,
      testid: `tw-review-${list}-${d.step}`,
      pressed: r.current === d
    })
  );
}
function stepper(r) {
  const { name, state, n, go } = r;
  const onKeydown = (event) => {
    if (event.key === "ArrowLeft") go(state.step - 1);
    else if (event.key === "ArrowRight") go(state.step + 1);
    else return;
    event.preventDefault();
  };
  return h(
    "div",
    { class: "tw-review-stepper", role: "group", "aria-label": t("Step through your decisions (left and right arrow keys)"), onKeydown },
    button("← " + t("Previous"), { onClick: () => go(state.step - 1), disabled: state.step <= 1, reason: t("This is the first decision."), key: `${name}-prev`, testid: "tw-review-prev" }),
    h("span", { class: "tw-review-where", testid: "tw-review-where", "aria-live": "polite" }, t("Decision {n} of {total}", { n: r.current.step, total: n })),
    button(t("Next") + " →", { onClick: () => go(state.step + 1), disabled: state.step >= n, reason: t("This is the last decision."), key: `${name}-next`, testid: "tw-review-next" })
  );
}
function costliestList(r, costliest) {
  return h("div", { class: "tw-review-top" }, h("h4", {}, t("The costliest decisions")), h("ol", { class: "tw-review-list", testid: "tw-review-costliest" }, costliest.map((d) => decisionItem(r, d, "top"))));
}
function allDecisions(r, rows) {
  const { state } = r;
  return h(
    "details",
    { class: "tw-review-all", testid: "tw-review-all", open: !!state.open, onToggle: (event) => state.open = event.target.open },
    h("summary", {}, nt("{n} decision", "All {n} decisions", r.n)),
    h("ol", { class: "tw-review-list" }, rows.map((d) => decisionItem(r, d, "all")))
  );
}
function reviewPanel(ctx, name, answer, query) {
  const rows = answer.decisions || [];
  const state = reviewState(ctx, answer, rows);
  const n = rows.length;
  const go = (step) => {
    state.step = Math.min(Math.max(1, step), n);
    ctx.rerender();
  };
  const title = query ? query.label : t("Review");
  const current2 = n ? rows[Math.min(Math.max(1, state.step), n) - 1] : null;
  const costliest = (answer.costliest || []).map((step) => rows[step - 1]).filter(Boolean);
  const r = { name, state, n, go, current: current2 };
  return h(
    "section",
    { class: "tw-answer tw-coach tw-review", role: "region", "aria-label": title, testid: `tw-answer-${name}`, dataset: { answer: name } },
    h("h3", { class: "tw-coach-title" }, answer.over ? t("{title} of the game", { title }) : t("{title} so far", { title })),
    h("p", { class: "tw-review-summary", testid: "tw-review-summary" }, answer.text || ""),
    answer.budget && answer.budget.text ? h("p", { class: "tw-review-budget" }, answer.budget.text) : null,
    costliest.length ? costliestList(r, costliest) : null,
    n ? stepper(r) : null,
    current2 ? decisionCard(current2, answer.unit) : null,
    n ? allDecisions(r, rows) : null
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
var SHARED_TABLE_SECONDS = 8;
function showdownHold(ctx, id) {
  const L = ctx.local;
  const state = L.showdown || (L.showdown = { seen: void 0, holding: null, timer: null });
  if (state.seen === void 0 || ctx.first) {
    state.seen = id;
    return null;
  }
  if (id && id !== state.seen) {
    state.seen = id;
    state.holding = id;
    clearTimeout(state.timer);
    state.auto = isSharedTable(ctx);
    if (state.auto) state.timer = setTimeout(() => release(), SHARED_TABLE_SECONDS * 1e3);
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
function isSharedTable(ctx) {
  if (ctx.remote) return true;
  return !!(typeof document !== "undefined" && document.querySelector("[data-tw-shared-table]"));
}
function continueBar(hold, { label = t("Continue"), next = t("The next hand") } = {}) {
  const b = button(label, { onClick: () => hold.release(), primary: true, key: "showdown-continue", testid: "tw-continue" });
  requestAnimationFrame(() => {
    if (b.isConnected) b.focus({ preventScroll: true });
  });
  return h(
    "div",
    { class: "tw-continue-bar", testid: "tw-continue-bar" },
    b,
    hold.auto ? h(
      "span",
      { class: "tw-continue-auto", testid: "tw-continue-auto" },
      t("{next} starts in {seconds} seconds.", { next, seconds: SHARED_TABLE_SECONDS }),
      h("span", { class: "tw-continue-timer", style: { "--tw-hold-s": `${SHARED_TABLE_SECONDS}s` }, "aria-hidden": "true" })
    ) : null
  );
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
    const parts = { title, headerExtra, controls: controls ? gameControls(ctx, model, newGame) : null, status: status2, render, log, logTitle, drawnAnswers };
    root.append(...tableParts(ctx, model, root, parts, () => draw2()));
    restoreFocus(root, focusKey);
    showAskedAnswer(root, ctx, previous);
    afterDraw(root, ctx, previous, shot);
    previous = ctx;
  }
  const stop = followModel(model, draw2, () => drawnLang);
  draw2();
  return () => {
    newGame.cancel();
    stop();
    root.remove();
  };
}
function followModel(model, draw2, drawnLang) {
  const onChange = () => draw2();
  const onLang = () => {
    if (setLang(model.get("lang")) !== drawnLang()) draw2();
  };
  model.on("change:revision", onChange);
  model.on("change:lang", onLang);
  return () => {
    model.off("change:revision", onChange);
    model.off("change:lang", onLang);
  };
}
function tableParts(ctx, model, root, parts, redraw) {
  const { title, headerExtra, controls, status: status2, render, log, logTitle, drawnAnswers } = parts;
  const nodes = [drawHeader(ctx, { title, headerExtra, controls }), status2.el];
  if (ctx.closed) nodes.push(closedBanner(ctx));
  const notice = noticeBanner(ctx, ctx.local, redraw);
  if (notice) nodes.push(notice);
  if (!ctx.handover) nodes.push(helpBar(ctx), ...defaultAnswers(ctx, drawnAnswers));
  nodes.push(ctx.handover ? drawHandover(ctx, model, root) : drawBody(ctx, render));
  if (log) nodes.push(logPanel(ctx.log, { title: logTitle || t("Log") }));
  return nodes;
}
function afterDraw(root, ctx, previous, shot) {
  const moved = !!previous && !previous.handover && !ctx.handover && JSON.stringify(previous.view) !== JSON.stringify(ctx.view);
  play(root, shot, { enabled: moved });
  const fresh = previous ? newLines(previous.log, ctx.log) : [];
  if (fresh.length) announce(fresh.join(". "));
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
  for (const name of TRAITS) ctx[name] = model.get(name);
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
    ask: (name, args = {}) => {
      local.asked = name;
      model.send({ type: "query", name, args });
    },
    follow: (name, on) => model.send({ type: "follow", name, on: !!on }),
    query: (name) => ctx.queries.find((q) => q.name === name) || null,
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
    const refusal2 = `query:${q.name}`;
    const common = { refusal: refusal2, ctx, reason: q.reason, disabled: !q.allowed, key: `query-${q.name}`, testid: `tw-query-${q.name}`, title: q.description || void 0 };
    if (q.standing) {
      return button(q.on ? t("{label}: on", { label: q.label }) : t("{label}: off", { label: q.label }), { ...common, pressed: !!q.on, onClick: () => ctx.follow(q.name, !q.on) });
    }
    return button(q.label, { ...common, onClick: () => ctx.ask(q.name, {}) });
  });
  return h("div", { class: "tw-help", role: "group", "aria-label": t("Help"), testid: "tw-help" }, buttons);
}
function showAskedAnswer(root, ctx, previous) {
  const name = ctx.local.asked;
  const answer = name && ctx.answers[name];
  if (!answer) return;
  const before = previous && previous.answers ? previous.answers[name] : void 0;
  if (before !== void 0 && JSON.stringify(before) === JSON.stringify(answer)) return;
  ctx.local.asked = null;
  const node = root.querySelector(`[data-answer="${CSS.escape(name)}"]`);
  if (node && node.scrollIntoView) node.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
function defaultAnswers(ctx, drawn = []) {
  const skip = new Set(drawn);
  return Object.entries(ctx.answers || {}).filter(([name, answer]) => !skip.has(name) && answer && answer.text).map(([name, answer]) => {
    const q = ctx.query ? ctx.query(name) : null;
    const coach = coachAnswer(ctx, name, answer, q);
    if (coach) return coach;
    return h(
      "div",
      { class: "tw-answer", role: "status", testid: `tw-answer-${name}`, dataset: { answer: name } },
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
  function fill2(kind, text) {
    shown = { kind, text };
    clear(el);
    el.dataset.kind = kind;
    const message = statusMessage(kind, text);
    if (message) el.append(message);
  }
  function show(kind, text) {
    if (shown.kind !== kind || shown.text !== text) return fill2(kind, text);
    if (!text) return;
    clear(el);
    clearTimeout(timer);
    timer = setTimeout(() => fill2(kind, text), 30);
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
function statusMessage(kind, text) {
  if (kind === "error") {
    return h(
      "div",
      { class: "tw-error", role: "alert", testid: "tw-error" },
      h("span", { class: "tw-error-icon", "aria-hidden": "true" }, "⚠"),
      h("span", { class: "tw-error-text" }, text)
    );
  }
  if (kind === "refusal") {
    return h(
      "div",
      { class: "tw-refusal", testid: "tw-refusal" },
      h("span", { class: "tw-refusal-icon", "aria-hidden": "true" }, "i"),
      h("span", { class: "tw-refusal-text" }, text)
    );
  }
  return null;
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
function cardLabel(code) {
  const c = parseCard(code);
  if (!c) return String(code);
  if (c.joker && !c.standsFor) return "JK";
  return `${RANKS[c.rank].label}${SUITS[c.suit].symbol}`;
}
function cardShell(tag, { classes, label, selected: selected2, disabled, onClick, testid, key, size, dataset, refusal: refusal2, ctx }) {
  const interactive = typeof onClick === "function";
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-card", size && `tw-card--${size}`, selected2 && "is-selected", disabled && "is-disabled", ...classes],
      type: interactive ? "button" : void 0,
      role: interactive ? void 0 : "img",
      "aria-label": label,
      "aria-pressed": interactive && selected2 !== void 0 ? String(!!selected2) : void 0,
      title: label,
      testid,
      "data-key": key,
      "data-roving": interactive ? "" : void 0,
      dataset
    }
  );
  if (interactive) {
    refusable(el, { disabled, refusal: refusal2, ctx });
    el.addEventListener("click", (event) => {
      if (disabled) {
        if (ctx && refusal2 && typeof ctx.refuse === "function") ctx.refuse(refusal2);
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
  const name = cardName(code);
  const red = c.suit && SUITS[c.suit].color === "red";
  const el = cardShell("div", {
    ...opts,
    classes: [red ? "tw-card--red" : "tw-card--black", c.joker && "tw-card--joker"],
    label: opts.label || name,
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
function cardRow(cards, { label, fan = false, testid } = {}) {
  return h("div", { class: ["tw-card-row", fan && "tw-card-row--fan"], role: "group", "aria-label": label, testid }, cards);
}

// tabletop_widgets/gin_rummy/widget.js
var nameOf = seatName;
function refusal(ctx, key, disabled) {
  return { disabled, refusal: key, ctx, reason: ctx.refusals["*"] };
}
function selectFirst() {
  return t("Select a card of your hand first.");
}
function meldKind(meld) {
  return meld.length && meld.every((c) => c[0] === meld[0][0]) ? t("Group") : t("Run");
}
function cardsText(cards) {
  return (cards || []).map(cardLabel).join(" ");
}
function selected(ctx) {
  const v = ctx.view;
  const key = `${v.hand_no}/${v.turns}/${v.phase}`;
  if (ctx.local.key !== key) {
    ctx.local.key = key;
    ctx.local.selected = null;
  }
  const hand = v.hand || [];
  if (ctx.local.selected && !hand.includes(ctx.local.selected)) ctx.local.selected = null;
  return ctx.local.selected;
}
function canDiscardPhase(ctx) {
  return ctx.myTurn && ctx.view.phase === "discard";
}
function scoreboard(ctx) {
  const v = ctx.view;
  const totals = v.totals || [0, 0];
  const target = v.target || 0;
  const me = v.seat || 0;
  const rows = [me, 1 - me].map((s) => ({
    cells: [nameOf(ctx, s), String(totals[s])],
    testid: `gin-total-${s}`
  }));
  const caption = target > 0 ? t("Match to {target} — hand {n}", { target, n: v.hand_no }) : t("Single hand");
  return scoreTable([t("Player"), t("Points")], rows, { caption, testid: "gin-scores" });
}
function opponent(ctx) {
  const v = ctx.view;
  const opp = 1 - (v.seat || 0);
  const faceUp = v.opponent_hand;
  const n = v.opponent_cards || 0;
  const nodes = faceUp ? faceUp.map((c) => card(c, { size: "sm", key: `opp-${c}` })) : Array.from({ length: n }, (_, i) => card("AS", { faceDown: true, size: "sm", key: `opp-${i}`, label: t("face-down card") }));
  const known = v.known && v.known[opp] || [];
  return h(
    "div",
    { class: "gin-opponent", testid: "gin-opponent" },
    h("div", { class: "gin-label" }, nameOf(ctx, opp) + ": " + nt("{n} card", "{n} cards", n), known.length ? " " + t("(took {cards} from the discard pile)", { cards: cardsText(known) }) : ""),
    motionSource(cardRow(nodes, { label: t("{name}'s hand", { name: nameOf(ctx, opp) }), fan: true, testid: "gin-opponent-hand" }), `seat-${opp}`)
  );
}
function motionSource(el, name) {
  el.dataset.motionSource = name;
  return el;
}
function drawChoices(ctx) {
  const v = ctx.view;
  return {
    stockMove: ctx.isLegal({ type: "draw", source: "stock" }).length > 0,
    discardMove: ctx.isLegal({ type: "draw", source: "discard" }).length > 0,
    top: (v.discard || []).slice(-1)[0]
  };
}
function stockPile(ctx, { stockMove }) {
  const n = ctx.view.stock_count || 0;
  return card("AS", {
    faceDown: true,
    key: "stock",
    testid: "gin-stock",
    dataset: { motionSource: "stock" },
    label: stockMove ? nt("Stock, {n} card: draw the top card", "Stock, {n} cards: draw the top card", n) : nt("Stock, {n} card", "Stock, {n} cards", n),
    onClick: () => ctx.send({ type: "draw", source: "stock" }),
    ...refusal(ctx, "draw:stock", !stockMove)
  });
}
function discardPile(ctx, { discardMove, top }) {
  if (!top) return h("div", { class: "gin-empty", testid: "gin-discard-empty" }, t("empty"));
  return card(top, {
    key: "discard",
    testid: "gin-discard-pile",
    dataset: { motionFrom: `seat-${1 - (ctx.view.seat || 0)}` },
    label: discardMove ? t("Discard pile, top card {card}: take it", { card: cardLabel(top) }) : t("Discard pile, top card {card}", { card: cardLabel(top) }),
    onClick: () => ctx.send({ type: "draw", source: "discard" }),
    ...refusal(ctx, "draw:discard", !discardMove)
  });
}
function drawButtons(ctx, { stockMove, discardMove, top }) {
  return h(
    "div",
    { class: "gin-draw-buttons" },
    button(t("Draw from stock ({n})", { n: ctx.view.stock_count || 0 }), {
      onClick: () => ctx.send({ type: "draw", source: "stock" }),
      ...refusal(ctx, "draw:stock", !stockMove),
      key: "btn-stock",
      testid: "gin-draw-stock",
      primary: stockMove
    }),
    button(top ? t("Take {card}", { card: cardLabel(top) }) : t("Discard pile empty"), {
      onClick: () => ctx.send({ type: "draw", source: "discard" }),
      ...refusal(ctx, "draw:discard", !discardMove),
      key: "btn-discard-pile",
      testid: "gin-draw-discard"
    })
  );
}
function piles(ctx) {
  const choices = drawChoices(ctx);
  return h(
    "div",
    { class: "gin-piles", testid: "gin-piles" },
    h("div", { class: "gin-pile" }, h("div", { class: "gin-label" }, t("Stock")), stockPile(ctx, choices)),
    h("div", { class: "gin-pile" }, h("div", { class: "gin-label" }, t("Discard pile")), discardPile(ctx, choices)),
    drawButtons(ctx, choices)
  );
}
function handCard(ctx, c) {
  const v = ctx.view;
  const active = canDiscardPhase(ctx);
  const sel = selected(ctx);
  const after = (v.after_discard || {})[c];
  const extra = [];
  if (c === v.drawn) extra.push(t("just drawn"));
  if (c === v.taken && active) extra.push(t("taken from the discard pile"));
  if (active && after !== void 0) extra.push(t("discarding it leaves {n} deadwood", { n: after }));
  const clickable = ctx.mode !== "reveal" && !ctx.terminal;
  const node = card(c, {
    selected: active ? sel === c : void 0,
    onClick: clickable ? () => {
      ctx.local.selected = sel === c ? null : c;
      ctx.rerender();
    } : void 0,
    ...clickable ? refusal(ctx, "discard", !active) : {},
    key: `hand-${c}`,
    testid: `card-${c}`,
    dataset: { motionFrom: "stock" },
    label: extra.length ? `${cardLabel(c)} (${extra.join("; ")})` : void 0
  });
  if (c === v.drawn) node.classList.add("gin-drawn");
  if (c === v.taken) node.classList.add("gin-taken");
  return node;
}
function yourHand(ctx) {
  const v = ctx.view;
  const arr = v.arrangement || { melds: [], deadwood_cards: [], deadwood: 0 };
  const groups = [];
  arr.melds.forEach((meld, i) => {
    groups.push(
      h(
        "div",
        { class: "gin-meld", testid: `gin-meld-${i}` },
        h("div", { class: "gin-label" }, `${meldKind(meld)}`),
        cardRow(meld.map((c) => handCard(ctx, c)), { label: `${meldKind(meld)} ${cardsText(meld)}` })
      )
    );
  });
  groups.push(
    h(
      "div",
      { class: "gin-meld gin-deadwood-cards", testid: "gin-deadwood-cards" },
      h("div", { class: "gin-label" }, t("Deadwood")),
      arr.deadwood_cards.length ? cardRow(arr.deadwood_cards.map((c) => handCard(ctx, c)), { label: t("Deadwood {cards}", { cards: cardsText(arr.deadwood_cards) }) }) : h("div", { class: "gin-empty" }, t("none"))
    )
  );
  const row = h("div", { class: "gin-hand", testid: "gin-hand", role: "group", "aria-label": t("Your hand, sorted into melds and deadwood") }, groups);
  roving(row);
  const count = h(
    "div",
    { class: "gin-deadwood", testid: "gin-deadwood", "aria-live": "polite" },
    t("Deadwood: {n}", { n: arr.deadwood }),
    (v.hand || []).length === 11 ? " " + t("(11 cards: discard one)") : arr.deadwood <= (v.knock_limit || 10) ? " — " + t("low enough to knock") : ""
  );
  return h("div", { class: "gin-your-hand" }, h("div", { class: "gin-label" }, t("Your hand ({name})", { name: nameOf(ctx, v.seat || 0) })), count, row);
}
function actions(ctx) {
  if (ctx.terminal) return null;
  const v = ctx.view;
  const active = canDiscardPhase(ctx);
  const sel = selected(ctx);
  const label = sel ? cardLabel(sel) : "";
  function act(type, what) {
    const legal = sel ? ctx.isLegal({ type, card: sel }).length > 0 : false;
    const key = !active || ctx.refusals[type] || !sel ? type : `${type}:${sel}`;
    const fallback = active && !sel && !ctx.refusals[type] ? selectFirst() : ctx.refusals["*"];
    return button(sel ? `${what} ${label}` : what, {
      onClick: () => ctx.send({ type, card: sel }),
      disabled: !legal,
      refusal: key,
      ctx,
      reason: fallback,
      primary: legal && type !== "discard",
      key: `btn-${type}`,
      testid: `gin-${type}`
    });
  }
  const notes = [];
  const takenNote = active && v.taken ? ctx.refusals[`discard:${v.taken}`] : "";
  if (takenNote) notes.push(h("p", { class: "gin-note", testid: "gin-taken-note" }, takenNote));
  if (active) {
    for (const type of ["knock", "gin"]) {
      const why = ctx.refusals[type];
      if (why) notes.push(h("p", { class: "gin-hint", testid: `gin-${type}-reason` }, (type === "knock" ? t("Knock") : t("Gin")) + ": " + why));
    }
  }
  return h("div", { class: "gin-actions", testid: "gin-actions" }, h("div", { class: "gin-buttons" }, act("discard", t("Discard")), act("knock", t("Knock with")), act("gin", t("Gin with"))), notes);
}
function showdownTitle(last) {
  const kind = { draw: t("draw"), knock: t("knock"), gin: t("gin"), undercut: t("undercut") }[last.kind] || last.kind;
  return t("Hand {n}: {kind}", { n: last.hand_no, kind });
}
function showdownParts(ctx, last) {
  const parts = [];
  if (last.kind !== "draw" && last.hands) {
    const knocker = last.knocker;
    const defender = 1 - knocker;
    const meldRows = (melds) => melds.map((m, i) => cardRow(m.map((c) => card(c, { size: "sm", key: `sd-${c}` })), { label: `${meldKind(m)} ${cardsText(m)}`, testid: `gin-sd-meld-${i}` }));
    parts.push(
      h("div", { class: "gin-sd-side", testid: "gin-sd-knocker" }, h("div", { class: "gin-label" }, last.kind === "gin" ? t("{name} (Gin): deadwood {n}", { name: nameOf(ctx, knocker), n: last.knocker_deadwood }) : t("{name} (knocked): deadwood {n}", { name: nameOf(ctx, knocker), n: last.knocker_deadwood })), meldRows(last.knocker_melds), last.knocker_deadwood_cards.length ? h("div", { class: "gin-sd-dead" }, t("Deadwood: {cards}", { cards: cardsText(last.knocker_deadwood_cards) })) : null),
      h("div", { class: "gin-sd-side", testid: "gin-sd-defender" }, h("div", { class: "gin-label" }, t("{name} (defender): {before} before layoffs, {after} after", { name: nameOf(ctx, defender), before: last.defender_deadwood_before_layoffs, after: last.defender_deadwood })), meldRows(last.defender_melds), last.layoffs.length ? h("div", { class: "gin-sd-layoffs", testid: "gin-sd-layoffs" }, last.layoffs.map((l) => h("div", {}, t("Lays off {card} on {cards}", { card: cardLabel(l.card), cards: cardsText(l.onto) })))) : null, last.defender_deadwood_cards.length ? h("div", { class: "gin-sd-dead" }, t("Deadwood: {cards}", { cards: cardsText(last.defender_deadwood_cards) })) : null)
    );
  }
  parts.push(h("ol", { class: "gin-sd-lines", testid: "gin-sd-lines" }, (last.lines || []).map((line) => h("li", {}, line))));
  return parts;
}
function showdown(ctx) {
  const v = ctx.view;
  const last = v.last_hand;
  if (!last) return null;
  const open = ctx.terminal || v.turns === 0 && last.hand_no === v.hand_no - 1;
  return h("details", { class: "gin-showdown", testid: "gin-showdown", open: open || void 0, "data-motion-skip": "" }, h("summary", {}, showdownTitle(last)), showdownParts(ctx, last));
}
function heldShowdown(ctx, hold) {
  const v = ctx.view;
  const last = v.last_hand;
  const felt = table(
    [
      h("div", { class: "gin-status", testid: "gin-status", role: "status" }, t("Hand {n} is over.", { n: last.hand_no })),
      h("div", { class: "gin-showdown is-held", testid: "gin-showdown" }, h("h3", { class: "gin-sd-title" }, showdownTitle(last)), showdownParts(ctx, last)),
      continueBar(hold, { label: t("Continue to hand {n}", { n: v.hand_no }), next: t("Hand {n}", { n: v.hand_no }) })
    ],
    { label: t("Gin Rummy table: the showdown"), testid: "gin-table" }
  );
  felt.classList.add("tw-showdown-held");
  return h("div", { class: "gin-layout" }, felt, h("div", { class: "gin-side" }, panel(t("Score"), scoreboard(ctx))));
}
function status(ctx) {
  const v = ctx.view;
  if (ctx.closed) return t("The match was stopped: it has no winner.");
  if (ctx.terminal) {
    const tot = v.totals || [0, 0];
    if ((v.target || 0) > 0) {
      const w = tot[0] >= tot[1] ? 0 : 1;
      const p = { name: nameOf(ctx, w), won: tot[w], lost: tot[1 - w] };
      return p.name === t("You") ? t("You win the match, {won} to {lost}.", p) : t("{name} wins the match, {won} to {lost}.", p);
    }
    return t("The hand is over.");
  }
  if (!ctx.myTurn) return t("{name} to play.", { name: nameOf(ctx, v.current) });
  if (v.phase === "draw") return t("Your turn: draw from the stock or take the top discard.");
  return t("Select a card, then discard it (or knock / go Gin).");
}
function draw(ctx) {
  const v = ctx.view;
  if (!v || v.hand === void 0) return h("div", { class: "gin-empty" }, t("Waiting for the game…"));
  const hold = showdownHold(ctx, v.last_hand ? `hand-${v.last_hand.hand_no}` : null);
  if (hold && !ctx.terminal) return heldShowdown(ctx, hold);
  const felt = table(
    [
      h("div", { class: "gin-status", testid: "gin-status" }, status(ctx), ctx.mode === "reveal" ? badge(t("Teacher view: all hands shown"), { kind: "warn" }) : null),
      opponent(ctx),
      piles(ctx),
      yourHand(ctx),
      actions(ctx)
    ],
    { label: t("Gin Rummy table"), testid: "gin-table" }
  );
  felt.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const source = key === "s" ? "stock" : key === "d" ? "discard" : null;
    if (!source) return;
    event.preventDefault();
    if (ctx.isLegal({ type: "draw", source }).length) {
      ctx.local.focusDrawn = true;
      ctx.send({ type: "draw", source });
    } else ctx.refuse(`draw:${source}`, ctx.refusals["*"]);
  });
  if (ctx.local.focusDrawn && v.drawn && v.phase === "discard") {
    ctx.local.focusDrawn = false;
    queueMicrotask(() => {
      const drawn = felt.querySelector(`[data-key="hand-${CSS.escape(v.drawn)}"]`);
      if (drawn) drawn.focus();
    });
  }
  const keys = h("p", { class: "gin-hint tw-keys-help", testid: "gin-keys" }, t("Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select."));
  return h("div", { class: "gin-layout" }, felt, h("div", { class: "gin-side" }, panel(t("Score"), scoreboard(ctx)), showdown(ctx), keys));
}
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "Gin Rummy", render: draw });
  }
};
export {
  widget_default as default
};
