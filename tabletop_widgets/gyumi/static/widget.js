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
    " and ": " and ",
    "(you)": "(you)",
    "1. Take a card: draw, or take a discard-pile top": "1. Take a card: draw, or take a discard-pile top",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Play it into your series of that fruit, or discard it onto any pile",
    "Ace": "Ace",
    "Choice": "Choice",
    "Clubs": "Clubs",
    "Continue": "Continue",
    "Continue first.": "Continue first.",
    "Decision {n} of {total}": "Decision {n} of {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decision {n}: {move} → {coach} ({cost})",
    "Diamonds": "Diamonds",
    "Discard here": "Discard here",
    "Discard piles (only the top card shows)": "Discard piles (only the top card shows)",
    "Dismiss": "Dismiss",
    "Draw": "Draw",
    "Draw pile": "Draw pile",
    "Draw pile, top first ({n}): {cards}": "Draw pile, top first ({n}): {cards}",
    "Draw pile: {n}": "Draw pile: {n}",
    "Estimated value of each choice ({unit}), with its interval": "Estimated value of each choice ({unit}), with its interval",
    "Estimated value of each choice, with its interval": "Estimated value of each choice, with its interval",
    "Exact value of each choice": "Exact value of each choice",
    "Exact value of each choice ({unit})": "Exact value of each choice ({unit})",
    "GYÜMI": "GYÜMI",
    "GYÜMI table": "GYÜMI table",
    "Game over": "Game over",
    "HELD": "HELD",
    "Hearts": "Hearts",
    "Help": "Help",
    "Hidden from the players": "Hidden from the players",
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
    "King": "King",
    "Log": "Log",
    "Moves taken back with Undo, per player": "Moves taken back with Undo, per player",
    "New game": "New game",
    "Next": "Next",
    "No move to undo yet.": "No move to undo yet.",
    "No moves yet.": "No moves yet.",
    "Not priced.": "Not priced.",
    "OK": "OK",
    "Out of the game, unseen ({n}): {cards}": "Out of the game, unseen ({n}): {cards}",
    "Pass the screen to {name}": "Pass the screen to {name}",
    "Pile {n}": "Pile {n}",
    "Pile {n} (refilled)": "Pile {n} (refilled)",
    "Pile {n}, under the top card: {cards}": "Pile {n}, under the top card: {cards}",
    "Play on your {fruit} series ({count} → {next})": "Play on your {fruit} series ({count} → {next})",
    "Player": "Player",
    "Player {n}": "Player {n}",
    "Practice aid": "Practice aid",
    "Previous": "Previous",
    "Put back (pass)": "Put back (pass)",
    "Putting the card back where it came from changes nothing: a pass.": "Putting the card back where it came from changes nothing: a pass.",
    "Queen": "Queen",
    "Really start over?": "Really start over?",
    "Review": "Review",
    "Runner-up: {text}": "Runner-up: {text}",
    "Scores": "Scores",
    "Spades": "Spades",
    "Start a grape series": "Start a grape series",
    "Start a peach series": "Start a peach series",
    "Start a pear series": "Start a pear series",
    "Start a plum series": "Start a plum series",
    "Start a strawberry series": "Start a strawberry series",
    "Start a {fruit} series": "Start a {fruit} series",
    "Start an apple series": "Start an apple series",
    "Step through your decisions (left and right arrow keys)": "Step through your decisions (left and right arrow keys)",
    "Steps of a turn": "Steps of a turn",
    "Take": "Take",
    "Teacher view: all cards shown": "Teacher view: all cards shown",
    "That move is not possible right now.": "That move is not possible right now.",
    "The coach": "The coach",
    "The costliest decisions": "The costliest decisions",
    "The draw pile is empty: the game is over.": "The draw pile is empty: the game is over.",
    "The game ended by the stall limit (no one drew for too long).": "The game ended by the stall limit (no one drew for too long).",
    "The next hand": "The next hand",
    "This is the first decision.": "This is the first decision.",
    "This is the last decision.": "This is the last decision.",
    "Total": "Total",
    "Turn {n}": "Turn {n}",
    "Undo": "Undo",
    "Undos: {list}": "Undos: {list}",
    "Value": "Value",
    "Value (interval)": "Value (interval)",
    "Winner: {names}": "Winner: {names}",
    "You": "You",
    "You are playing.": "You are playing.",
    "You took:": "You took:",
    "Your move": "Your move",
    "Yum": "Yum",
    "apple": "apple",
    "coach's choice": "coach's choice",
    "dice": "dice",
    "die {n} not rolled": "die {n} not rolled",
    "die {n} not rolled, held": "die {n} not rolled, held",
    "die {n} showing {value}": "die {n} showing {value}",
    "die {n} showing {value}, held": "die {n} showing {value}, held",
    "draw": "draw",
    "draw pile, {n} card": [
      "draw pile, {n} card",
      "draw pile, {n} cards"
    ],
    "face-down card": "face-down card",
    "face-down {title} card": "face-down {title} card",
    "grape": "grape",
    "joker": "joker",
    "no {fruit} series": "no {fruit} series",
    "none": "none",
    "not priced": "not priced",
    "peach": "peach",
    "pear": "pear",
    "pile {n}": "pile {n}",
    "plum": "plum",
    "red": "red",
    "roll": "roll",
    "strawberry": "strawberry",
    "to play": "to play",
    "under: {cards}": "under: {cards}",
    "unknown card {code}": "unknown card {code}",
    "you hold {fruit} {number}": "you hold {fruit} {number}",
    "your move": "your move",
    "{caption}: all {n} choices": "{caption}: all {n} choices",
    "{fruit} series: {cards}, {n} point": [
      "{fruit} series: {cards}, {n} point",
      "{fruit} series: {cards}, {n} points"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "{fruit} series: {n} card, {top} on top",
      "{fruit} series: {n} cards, {top} on top"
    ],
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: off",
    "{label}: on": "{label}: on",
    "{move} (the same)": "{move} (the same)",
    "{name} is playing.": "{name} is playing.",
    "{name}'s fruit series": "{name}'s fruit series",
    "{next} starts in {seconds} seconds.": "{next} starts in {seconds} seconds.",
    "{n} card in the draw pile": [
      "{n} card in the draw pile",
      "{n} cards in the draw pile"
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

// tw-locale:tr
var tr_default = {
  lang: "tr",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    " and ": " ve ",
    "(you)": "(sen)",
    "1. Take a card: draw, or take a discard-pile top": "1. Bir kart al: desteden çek ya da bir ıskarta yığınının üstündekini al",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Onu o meyvenin serine oyna ya da herhangi bir yığına at",
    "Ace": "As",
    "Choice": "Seçenek",
    "Clubs": "Sinek",
    "Continue": "Devam",
    "Continue first.": "Önce devam et.",
    "Decision {n} of {total}": "Karar {n} / {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Karar {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Discard here": "Buraya at",
    "Discard piles (only the top card shows)": "Iskarta yığınları (yalnızca üstteki kart görünür)",
    "Dismiss": "Kapat",
    "Draw": "Çek",
    "Draw pile": "Çekme destesi",
    "Draw pile, top first ({n}): {cards}": "Çekme destesi, üstten başlayarak ({n}): {cards}",
    "Draw pile: {n}": "Çekme destesi: {n}",
    "Estimated value of each choice ({unit}), with its interval": "Her seçeneğin tahmini değeri ({unit}), aralığıyla",
    "Estimated value of each choice, with its interval": "Her seçeneğin tahmini değeri, aralığıyla",
    "Exact value of each choice": "Her seçeneğin kesin değeri",
    "Exact value of each choice ({unit})": "Her seçeneğin kesin değeri ({unit})",
    "GYÜMI": "GYÜMI",
    "GYÜMI table": "GYÜMI masası",
    "Game over": "Oyun bitti",
    "HELD": "TUTULDU",
    "Hearts": "Kupa",
    "Help": "Yardım",
    "Hidden from the players": "Oyunculardan gizli",
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
    "King": "Papaz",
    "Log": "Kayıt",
    "Moves taken back with Undo, per player": "Geri Al ile geri alınan hamleler, oyuncu başına",
    "New game": "Yeni oyun",
    "Next": "Sonraki",
    "No move to undo yet.": "Henüz geri alınacak hamle yok.",
    "No moves yet.": "Henüz hamle yok.",
    "Not priced.": "Değerlendirilmedi.",
    "OK": "Tamam",
    "Out of the game, unseen ({n}): {cards}": "Oyun dışı, görülmemiş ({n}): {cards}",
    "Pass the screen to {name}": "Ekranı {name} adlı oyuncuya ver",
    "Pile {n}": "Yığın {n}",
    "Pile {n} (refilled)": "Yığın {n} (yeniden dolduruldu)",
    "Pile {n}, under the top card: {cards}": "Yığın {n}, üstteki kartın altında: {cards}",
    "Play on your {fruit} series ({count} → {next})": "{fruit} serine oyna ({count} → {next})",
    "Player": "Oyuncu",
    "Player {n}": "Oyuncu {n}",
    "Practice aid": "Alıştırma yardımı",
    "Previous": "Önceki",
    "Put back (pass)": "Geri koy (pas)",
    "Putting the card back where it came from changes nothing: a pass.": "Kartı geldiği yere geri koymak hiçbir şeyi değiştirmez: pas geçmektir.",
    "Queen": "Kız",
    "Really start over?": "Gerçekten baştan başlansın mı?",
    "Review": "Değerlendirme",
    "Runner-up: {text}": "İkinci en iyi: {text}",
    "Scores": "Puanlar",
    "Spades": "Maça",
    "Start a grape series": "Üzüm serisi başlat",
    "Start a peach series": "Şeftali serisi başlat",
    "Start a pear series": "Armut serisi başlat",
    "Start a plum series": "Erik serisi başlat",
    "Start a strawberry series": "Çilek serisi başlat",
    "Start a {fruit} series": "{fruit} serisi başlat",
    "Start an apple series": "Elma serisi başlat",
    "Step through your decisions (left and right arrow keys)": "Kararlarını tek tek gez (sol ve sağ ok tuşları)",
    "Steps of a turn": "Bir sıranın adımları",
    "Take": "Al",
    "Teacher view: all cards shown": "Öğretmen görünümü: tüm kartlar açık",
    "That move is not possible right now.": "Bu hamle şu anda yapılamaz.",
    "The coach": "Koç",
    "The costliest decisions": "En pahalıya patlayan kararlar",
    "The draw pile is empty: the game is over.": "Çekme destesi boş: oyun bitti.",
    "The game ended by the stall limit (no one drew for too long).": "Oyun durgunluk sınırıyla bitti (uzun süre kimse kart çekmedi).",
    "The next hand": "Sonraki el",
    "This is the first decision.": "Bu ilk karar.",
    "This is the last decision.": "Bu son karar.",
    "Total": "Toplam",
    "Turn {n}": "Sıra {n}",
    "Undo": "Geri al",
    "Undos: {list}": "Geri almalar: {list}",
    "Value": "Değer",
    "Value (interval)": "Değer (aralık)",
    "Winner: {names}": "Kazanan: {names}",
    "You": "Sen",
    "You are playing.": "Sıra sende.",
    "You took:": "Aldığın kart:",
    "Your move": "Senin hamlen",
    "Yum": "Yum",
    "apple": "elma",
    "coach's choice": "koçun seçimi",
    "dice": "zarlar",
    "die {n} not rolled": "{n}. zar atılmadı",
    "die {n} not rolled, held": "{n}. zar atılmadı, tutuldu",
    "die {n} showing {value}": "{n}. zar {value} gösteriyor",
    "die {n} showing {value}, held": "{n}. zar {value} gösteriyor, tutuldu",
    "draw": "berabere",
    "draw pile, {n} card": [
      "çekme destesi, {n} kart",
      "çekme destesi, {n} kart"
    ],
    "face-down card": "kapalı kart",
    "face-down {title} card": "kapalı {title} kartı",
    "grape": "üzüm",
    "joker": "joker",
    "no {fruit} series": "{fruit} serisi yok",
    "none": "hiç",
    "not priced": "değerlendirilmedi",
    "peach": "şeftali",
    "pear": "armut",
    "pile {n}": "yığın {n}",
    "plum": "erik",
    "red": "kırmızı",
    "roll": "at",
    "strawberry": "çilek",
    "to play": "oynayacak",
    "under: {cards}": "altında: {cards}",
    "unknown card {code}": "bilinmeyen kart {code}",
    "you hold {fruit} {number}": "elinde {fruit} {number} var",
    "your move": "senin hamlen",
    "{caption}: all {n} choices": "{caption}: {n} seçeneğin hepsi",
    "{fruit} series: {cards}, {n} point": [
      "{fruit} serisi: {cards}, {n} puan",
      "{fruit} serisi: {cards}, {n} puan"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "{fruit} serisi: {n} kart, üstte {top}",
      "{fruit} serisi: {n} kart, üstte {top}"
    ],
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: kapalı",
    "{label}: on": "{label}: açık",
    "{move} (the same)": "{move} (aynısı)",
    "{name} is playing.": "{name} oynuyor.",
    "{name}'s fruit series": "{name} oyuncusunun meyve serileri",
    "{next} starts in {seconds} seconds.": "{next} {seconds} saniye içinde başlar.",
    "{n} card in the draw pile": [
      "çekme destesinde {n} kart",
      "çekme destesinde {n} kart"
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

// tw-locale:pl
var pl_default = {
  lang: "pl",
  nplurals: 3,
  plural: (n) => Number(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2),
  messages: {
    " and ": " i ",
    "(you)": "(ty)",
    "1. Take a card: draw, or take a discard-pile top": "1. Weź kartę: dobierz ze stosu albo weź wierzchnią kartę ze stosu odrzuconych",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Dołóż ją do swojej serii tego owocu albo odrzuć na dowolny stos",
    "Ace": "As",
    "Choice": "Wybór",
    "Clubs": "Trefl",
    "Continue": "Dalej",
    "Continue first.": "Najpierw kliknij Dalej.",
    "Decision {n} of {total}": "Decyzja {n} z {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decyzja {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Discard here": "Odrzuć tutaj",
    "Discard piles (only the top card shows)": "Stosy odrzuconych (widać tylko wierzchnią kartę)",
    "Dismiss": "Zamknij",
    "Draw": "Dobierz",
    "Draw pile": "Stos do dobierania",
    "Draw pile, top first ({n}): {cards}": "Stos do dobierania, od góry ({n}): {cards}",
    "Draw pile: {n}": "Stos do dobierania: {n}",
    "Estimated value of each choice ({unit}), with its interval": "Szacowana wartość każdego wyboru ({unit}) z przedziałem",
    "Estimated value of each choice, with its interval": "Szacowana wartość każdego wyboru z przedziałem",
    "Exact value of each choice": "Dokładna wartość każdego wyboru",
    "Exact value of each choice ({unit})": "Dokładna wartość każdego wyboru ({unit})",
    "GYÜMI": "GYÜMI",
    "GYÜMI table": "Stół GYÜMI",
    "Game over": "Koniec gry",
    "HELD": "ZATRZYMANA",
    "Hearts": "Kier",
    "Help": "Pomoc",
    "Hidden from the players": "Ukryte przed graczami",
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
    "King": "Król",
    "Log": "Dziennik",
    "Moves taken back with Undo, per player": "Ruchy cofnięte przyciskiem Cofnij, dla każdego gracza",
    "New game": "Nowa gra",
    "Next": "Dalej",
    "No move to undo yet.": "Nie ma jeszcze ruchu do cofnięcia.",
    "No moves yet.": "Jeszcze nie było ruchów.",
    "Not priced.": "Bez wyceny.",
    "OK": "OK",
    "Out of the game, unseen ({n}): {cards}": "Poza grą, niewidziane ({n}): {cards}",
    "Pass the screen to {name}": "Przekaż ekran: {name}",
    "Pile {n}": "Stos {n}",
    "Pile {n} (refilled)": "Stos {n} (uzupełniony)",
    "Pile {n}, under the top card: {cards}": "Stos {n}, pod wierzchnią kartą: {cards}",
    "Play on your {fruit} series ({count} → {next})": "Dołóż do swojej serii: {fruit} ({count} → {next})",
    "Player": "Gracz",
    "Player {n}": "Gracz {n}",
    "Practice aid": "Pomoc treningowa",
    "Previous": "Wstecz",
    "Put back (pass)": "Odłóż z powrotem (pas)",
    "Putting the card back where it came from changes nothing: a pass.": "Odłożenie karty tam, skąd pochodzi, niczego nie zmienia: to pas.",
    "Queen": "Dama",
    "Really start over?": "Na pewno zacząć od nowa?",
    "Review": "Analiza",
    "Runner-up: {text}": "Drugi najlepszy: {text}",
    "Scores": "Wyniki",
    "Spades": "Pik",
    "Start a grape series": "Zacznij serię winogron",
    "Start a peach series": "Zacznij serię brzoskwiń",
    "Start a pear series": "Zacznij serię gruszek",
    "Start a plum series": "Zacznij serię śliwek",
    "Start a strawberry series": "Zacznij serię truskawek",
    "Start a {fruit} series": "Zacznij serię: {fruit}",
    "Start an apple series": "Zacznij serię jabłek",
    "Step through your decisions (left and right arrow keys)": "Przejdź po swoich decyzjach (strzałki w lewo i w prawo)",
    "Steps of a turn": "Kroki tury",
    "Take": "Weź",
    "Teacher view: all cards shown": "Widok nauczyciela: wszystkie karty odkryte",
    "That move is not possible right now.": "Tego ruchu nie można teraz wykonać.",
    "The coach": "Trener",
    "The costliest decisions": "Najkosztowniejsze decyzje",
    "The draw pile is empty: the game is over.": "Stos do dobierania jest pusty: koniec gry.",
    "The game ended by the stall limit (no one drew for too long).": "Gra skończyła się przez limit przestoju (zbyt długo nikt nie dobierał).",
    "The next hand": "Następne rozdanie",
    "This is the first decision.": "To pierwsza decyzja.",
    "This is the last decision.": "To ostatnia decyzja.",
    "Total": "Razem",
    "Turn {n}": "Tura {n}",
    "Undo": "Cofnij",
    "Undos: {list}": "Cofnięcia: {list}",
    "Value": "Wartość",
    "Value (interval)": "Wartość (przedział)",
    "Winner: {names}": "Zwycięzca: {names}",
    "You": "Ty",
    "You are playing.": "Twój ruch.",
    "You took:": "Wzięta karta:",
    "Your move": "Twój ruch",
    "Yum": "Yum",
    "apple": "jabłko",
    "coach's choice": "wybór trenera",
    "dice": "kości",
    "die {n} not rolled": "kość {n} nierzucona",
    "die {n} not rolled, held": "kość {n} nierzucona, zatrzymana",
    "die {n} showing {value}": "kość {n}: {value} oczek",
    "die {n} showing {value}, held": "kość {n}: {value} oczek, zatrzymana",
    "draw": "remis",
    "draw pile, {n} card": [
      "stos do dobierania, {n} karta",
      "stos do dobierania, {n} karty",
      "stos do dobierania, {n} kart"
    ],
    "face-down card": "zakryta karta",
    "face-down {title} card": "zakryta karta {title}",
    "grape": "winogrono",
    "joker": "joker",
    "no {fruit} series": "brak serii: {fruit}",
    "none": "brak",
    "not priced": "bez wyceny",
    "peach": "brzoskwinia",
    "pear": "gruszka",
    "pile {n}": "stos {n}",
    "plum": "śliwka",
    "red": "czerwony",
    "roll": "rzuć",
    "strawberry": "truskawka",
    "to play": "jego ruch",
    "under: {cards}": "pod spodem: {cards}",
    "unknown card {code}": "nieznana karta {code}",
    "you hold {fruit} {number}": "trzymasz: {fruit} {number}",
    "your move": "twój ruch",
    "{caption}: all {n} choices": "{caption}: wszystkie wybory ({n})",
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
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: wył.",
    "{label}: on": "{label}: wł.",
    "{move} (the same)": "{move} (to samo)",
    "{name} is playing.": "Gra {name}.",
    "{name}'s fruit series": "serie owoców: {name}",
    "{next} starts in {seconds} seconds.": "{next} zacznie się za {seconds} s.",
    "{n} card in the draw pile": [
      "{n} karta w stosie do dobierania",
      "{n} karty w stosie do dobierania",
      "{n} kart w stosie do dobierania"
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

// tw-locale:hu
var hu_default = {
  lang: "hu",
  nplurals: 2,
  plural: (n) => Number(n != 1),
  messages: {
    " and ": " és ",
    "(you)": "(te)",
    "1. Take a card: draw, or take a discard-pile top": "1. Végy egy lapot: húzz a pakliból, vagy vedd el egy dobópakli felső lapját",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Tedd az adott gyümölcs sorozatodba, vagy dobd el bármelyik dobópaklira",
    "Ace": "Ász",
    "Choice": "Választás",
    "Clubs": "Treff",
    "Continue": "Tovább",
    "Continue first.": "Előbb kattints a Tovább gombra.",
    "Decision {n} of {total}": "{n}. döntés ennyiből: {total}",
    "Decision {n}: {move} → {coach} ({cost})": "{n}. döntés: {move} → {coach} ({cost})",
    "Diamonds": "Káró",
    "Discard here": "Dobd ide",
    "Discard piles (only the top card shows)": "Dobópaklik (csak a felső lap látszik)",
    "Dismiss": "Bezárás",
    "Draw": "Húzz",
    "Draw pile": "Húzópakli",
    "Draw pile, top first ({n}): {cards}": "Húzópakli, felülről kezdve ({n}): {cards}",
    "Draw pile: {n}": "Húzópakli: {n}",
    "Estimated value of each choice ({unit}), with its interval": "Minden választás becsült értéke ({unit}), a tartományával",
    "Estimated value of each choice, with its interval": "Minden választás becsült értéke, a tartományával",
    "Exact value of each choice": "Minden választás pontos értéke",
    "Exact value of each choice ({unit})": "Minden választás pontos értéke ({unit})",
    "GYÜMI": "GYÜMI",
    "GYÜMI table": "GYÜMI asztal",
    "Game over": "Vége a játéknak",
    "HELD": "MEGTARTVA",
    "Hearts": "Kőr",
    "Help": "Segítség",
    "Hidden from the players": "A játékosok elől rejtve",
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
    "King": "Király",
    "Log": "Napló",
    "Moves taken back with Undo, per player": "A Visszavonással visszavett lépések, játékosonként",
    "New game": "Új játék",
    "Next": "Következő",
    "No move to undo yet.": "Még nincs visszavonható lépés.",
    "No moves yet.": "Még nem volt lépés.",
    "Not priced.": "Nincs értékelve.",
    "OK": "Rendben",
    "Out of the game, unseen ({n}): {cards}": "Játékon kívül, senki sem látta ({n}): {cards}",
    "Pass the screen to {name}": "Add át a képernyőt neki: {name}",
    "Pile {n}": "{n}. pakli",
    "Pile {n} (refilled)": "{n}. pakli (újratöltve)",
    "Pile {n}, under the top card: {cards}": "{n}. pakli, a felső lap alatt: {cards}",
    "Play on your {fruit} series ({count} → {next})": "Tedd a(z) {fruit} sorozatodra ({count} → {next})",
    "Player": "Játékos",
    "Player {n}": "{n}. játékos",
    "Practice aid": "Gyakorlósegítség",
    "Previous": "Előző",
    "Put back (pass)": "Tedd vissza (passz)",
    "Putting the card back where it came from changes nothing: a pass.": "Ha oda teszed vissza a lapot, ahonnan vetted, semmi sem változik: ez passz.",
    "Queen": "Dáma",
    "Really start over?": "Biztosan újrakezded?",
    "Review": "Értékelés",
    "Runner-up: {text}": "Második legjobb: {text}",
    "Scores": "Pontszámok",
    "Spades": "Pikk",
    "Start a grape series": "Kezdj szőlősorozatot",
    "Start a peach series": "Kezdj őszibarack-sorozatot",
    "Start a pear series": "Kezdj körtesorozatot",
    "Start a plum series": "Kezdj szilvasorozatot",
    "Start a strawberry series": "Kezdj epersorozatot",
    "Start a {fruit} series": "Kezdj új sorozatot: {fruit}",
    "Start an apple series": "Kezdj almasorozatot",
    "Step through your decisions (left and right arrow keys)": "Lépkedj végig a döntéseiden (bal és jobb nyíl)",
    "Steps of a turn": "Egy kör lépései",
    "Take": "Vedd el",
    "Teacher view: all cards shown": "Tanári nézet: minden lap látszik",
    "That move is not possible right now.": "Ez a lépés most nem lehetséges.",
    "The coach": "Az edző",
    "The costliest decisions": "A legtöbbe kerülő döntések",
    "The draw pile is empty: the game is over.": "Kifogyott a húzópakli: vége a játéknak.",
    "The game ended by the stall limit (no one drew for too long).": "A játék a holtponthatár miatt ért véget (túl sokáig senki sem húzott).",
    "The next hand": "A következő leosztás",
    "This is the first decision.": "Ez az első döntés.",
    "This is the last decision.": "Ez az utolsó döntés.",
    "Total": "Összesen",
    "Turn {n}": "{n}. kör",
    "Undo": "Visszavonás",
    "Undos: {list}": "Visszavonások: {list}",
    "Value": "Érték",
    "Value (interval)": "Érték (tartomány)",
    "Winner: {names}": "Győztes: {names}",
    "You": "Te",
    "You are playing.": "Te jössz.",
    "You took:": "Ezt vetted el:",
    "Your move": "A te lépésed",
    "Yum": "Yum",
    "apple": "alma",
    "coach's choice": "az edző választása",
    "dice": "kockák",
    "die {n} not rolled": "{n}. kocka dobatlan",
    "die {n} not rolled, held": "{n}. kocka dobatlan, megtartva",
    "die {n} showing {value}": "{n}. kocka: {value}",
    "die {n} showing {value}, held": "{n}. kocka: {value}, megtartva",
    "draw": "döntetlen",
    "draw pile, {n} card": [
      "húzópakli, {n} lap",
      "húzópakli, {n} lap"
    ],
    "face-down card": "lefordított lap",
    "face-down {title} card": "lefordított {title} lap",
    "grape": "szőlő",
    "joker": "joker",
    "no {fruit} series": "nincs sorozat: {fruit}",
    "none": "nincs",
    "not priced": "nincs értékelve",
    "peach": "őszibarack",
    "pear": "körte",
    "pile {n}": "{n}. pakli",
    "plum": "szilva",
    "red": "piros",
    "roll": "dobj",
    "strawberry": "eper",
    "to play": "ő jön",
    "under: {cards}": "alatta: {cards}",
    "unknown card {code}": "ismeretlen lap: {code}",
    "you hold {fruit} {number}": "nálad van: {fruit} {number}",
    "your move": "a te lépésed",
    "{caption}: all {n} choices": "{caption}: mind a(z) {n} választás",
    "{fruit} series: {cards}, {n} point": [
      "{fruit}-sorozat: {cards}, {n} pont",
      "{fruit}-sorozat: {cards}, {n} pont"
    ],
    "{fruit} series: {n} card, {top} on top": [
      "{fruit}-sorozat: {n} lap, felül {top}",
      "{fruit}-sorozat: {n} lap, felül {top}"
    ],
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: ki",
    "{label}: on": "{label}: be",
    "{move} (the same)": "{move} (ugyanaz)",
    "{name} is playing.": "{name} játszik.",
    "{name}'s fruit series": "{name} gyümölcssorozatai",
    "{next} starts in {seconds} seconds.": "{next} {seconds} másodperc múlva kezdődik.",
    "{n} card in the draw pile": [
      "{n} lap a húzópakliban",
      "{n} lap a húzópakliban"
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

// tw-locale:fr
var fr_default = {
  lang: "fr",
  nplurals: 3,
  plural: (n) => Number(n == 0 || n == 1 ? 0 : n != 0 && n % 1e6 == 0 ? 1 : 2),
  messages: {
    " and ": " et ",
    "(you)": "(toi)",
    "1. Take a card: draw, or take a discard-pile top": "1. Prends une carte : pioche, ou prends le dessus d'une défausse",
    "2. Play it into your series of that fruit, or discard it onto any pile": "2. Joue-la dans ta série de ce fruit, ou défausse-la sur n'importe quelle pile",
    "Ace": "As",
    "Choice": "Choix",
    "Clubs": "Trèfle",
    "Continue": "Continuer",
    "Continue first.": "Continue d'abord.",
    "Decision {n} of {total}": "Décision {n} sur {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Décision {n} : {move} → {coach} ({cost})",
    "Diamonds": "Carreau",
    "Discard here": "Défausse ici",
    "Discard piles (only the top card shows)": "Défausses (seule la carte du dessus se voit)",
    "Dismiss": "Fermer",
    "Draw": "Pioche",
    "Draw pile": "Pioche",
    "Draw pile, top first ({n}): {cards}": "Pioche, du dessus vers le bas ({n}) : {cards}",
    "Draw pile: {n}": "Pioche : {n}",
    "Estimated value of each choice ({unit}), with its interval": "Valeur estimée de chaque choix ({unit}), avec son intervalle",
    "Estimated value of each choice, with its interval": "Valeur estimée de chaque choix, avec son intervalle",
    "Exact value of each choice": "Valeur exacte de chaque choix",
    "Exact value of each choice ({unit})": "Valeur exacte de chaque choix ({unit})",
    "GYÜMI": "GYÜMI",
    "GYÜMI table": "Table de GYÜMI",
    "Game over": "Partie terminée",
    "HELD": "GARDÉ",
    "Hearts": "Cœur",
    "Help": "Aide",
    "Hidden from the players": "Caché aux joueurs",
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
    "King": "Roi",
    "Log": "Journal",
    "Moves taken back with Undo, per player": "Coups repris avec Annuler, par joueur",
    "New game": "Nouvelle partie",
    "Next": "Suivante",
    "No move to undo yet.": "Il n'y a pas encore de coup à annuler.",
    "No moves yet.": "Aucun coup pour l'instant.",
    "Not priced.": "Non évalué.",
    "OK": "OK",
    "Out of the game, unseen ({n}): {cards}": "Hors jeu, jamais vues ({n}) : {cards}",
    "Pass the screen to {name}": "Passe l'écran à {name}",
    "Pile {n}": "Pile {n}",
    "Pile {n} (refilled)": "Pile {n} (regarnie)",
    "Pile {n}, under the top card: {cards}": "Pile {n}, sous la carte du dessus : {cards}",
    "Play on your {fruit} series ({count} → {next})": "Joue sur ta série {fruit} ({count} → {next})",
    "Player": "Joueur",
    "Player {n}": "Joueur {n}",
    "Practice aid": "Aide à l'entraînement",
    "Previous": "Précédente",
    "Put back (pass)": "Remettre (passer)",
    "Putting the card back where it came from changes nothing: a pass.": "Remettre la carte là où tu l'as prise ne change rien : c'est passer.",
    "Queen": "Dame",
    "Really start over?": "Vraiment recommencer?",
    "Review": "Bilan",
    "Runner-up: {text}": "Deuxième choix : {text}",
    "Scores": "Pointages",
    "Spades": "Pique",
    "Start a grape series": "Commence une série de raisins",
    "Start a peach series": "Commence une série de pêches",
    "Start a pear series": "Commence une série de poires",
    "Start a plum series": "Commence une série de prunes",
    "Start a strawberry series": "Commence une série de fraises",
    "Start a {fruit} series": "Commence une série {fruit}",
    "Start an apple series": "Commence une série de pommes",
    "Step through your decisions (left and right arrow keys)": "Parcours tes décisions (flèches gauche et droite)",
    "Steps of a turn": "Étapes d'un tour",
    "Take": "Prendre",
    "Teacher view: all cards shown": "Vue de l'enseignant : toutes les cartes visibles",
    "That move is not possible right now.": "Ce coup n'est pas possible pour l'instant.",
    "The coach": "Le coach",
    "The costliest decisions": "Les décisions les plus coûteuses",
    "The draw pile is empty: the game is over.": "La pioche est vide : la partie est terminée.",
    "The game ended by the stall limit (no one drew for too long).": "La partie s'est arrêtée à la limite d'immobilité (personne n'a pioché depuis trop longtemps).",
    "The next hand": "La prochaine main",
    "This is the first decision.": "C'est la première décision.",
    "This is the last decision.": "C'est la dernière décision.",
    "Total": "Total",
    "Turn {n}": "Tour {n}",
    "Undo": "Annuler",
    "Undos: {list}": "Coups annulés : {list}",
    "Value": "Valeur",
    "Value (interval)": "Valeur (intervalle)",
    "Winner: {names}": "Gagnant : {names}",
    "You": "Toi",
    "You are playing.": "C'est à toi de jouer.",
    "You took:": "Tu as pris :",
    "Your move": "Ton coup",
    "Yum": "Yum",
    "apple": "pomme",
    "coach's choice": "choix du coach",
    "dice": "dés",
    "die {n} not rolled": "dé {n} pas lancé",
    "die {n} not rolled, held": "dé {n} pas lancé, gardé",
    "die {n} showing {value}": "dé {n} montrant {value}",
    "die {n} showing {value}, held": "dé {n} montrant {value}, gardé",
    "draw": "nulle",
    "draw pile, {n} card": [
      "pioche, {n} carte",
      "pioche, {n} cartes",
      "pioche, {n} cartes"
    ],
    "face-down card": "carte face cachée",
    "face-down {title} card": "carte {title} face cachée",
    "grape": "raisin",
    "joker": "joker",
    "no {fruit} series": "pas de série {fruit}",
    "none": "aucune",
    "not priced": "non évalué",
    "peach": "pêche",
    "pear": "poire",
    "pile {n}": "pile {n}",
    "plum": "prune",
    "red": "rouge",
    "roll": "lance",
    "strawberry": "fraise",
    "to play": "à jouer",
    "under: {cards}": "dessous : {cards}",
    "unknown card {code}": "carte inconnue {code}",
    "you hold {fruit} {number}": "tu tiens {fruit} {number}",
    "your move": "ton coup",
    "{caption}: all {n} choices": "{caption} : les {n} choix",
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
    "{label}: ": "{label} : ",
    "{label}: off": "{label} : désactivé",
    "{label}: on": "{label} : activé",
    "{move} (the same)": "{move} (le même)",
    "{name} is playing.": "{name} joue.",
    "{name}'s fruit series": "séries de fruits de {name}",
    "{next} starts in {seconds} seconds.": "{next} commence dans {seconds} secondes.",
    "{n} card in the draw pile": [
      "{n} carte dans la pioche",
      "{n} cartes dans la pioche",
      "{n} cartes dans la pioche"
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
  const status = createStatusLine();
  const local = {};
  const newGame = newGameConfirmation(() => root.isConnected && draw2());
  let previous = null;
  let drawnLang = null;
  function draw2() {
    drawnLang = setLang(model.get("lang"));
    const ctx = makeContext(model, { local, previous, rerender: draw2, refuse: (key, fallback) => status.refuse(ctx, key, fallback) });
    const focusKey = focusedKey(root);
    const shot = previous ? snapshot(root) : null;
    status.update(ctx, previous);
    clear(root);
    root.dataset.mode = ctx.mode;
    root.dataset.revision = String(ctx.revision);
    const parts = { title, headerExtra, controls: controls ? gameControls(ctx, model, newGame) : null, status, render, log, logTitle, drawnAnswers };
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
  const { title, headerExtra, controls, status, render, log, logTitle, drawnAnswers } = parts;
  const nodes = [drawHeader(ctx, { title, headerExtra, controls }), status.el];
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
function customCard({ title, number, symbol, name, color, label, ...opts } = {}) {
  if (opts.faceDown) return card(null, { ...opts, label: label || (title ? t("face-down {title} card", { title }) : t("face-down card")) });
  const text = label || [title, number, name].filter((x) => x !== void 0 && x !== null && x !== "").join(" ");
  const el = cardShell("div", { ...opts, classes: ["tw-card--custom"], label: text });
  el.style.setProperty("--tw-card-band", color || "var(--tw-brand)");
  el.append(
    h(
      "span",
      { class: "tw-card-face", "aria-hidden": "true" },
      title ? h("span", { class: "tw-card-title" }, title) : null,
      number !== void 0 && number !== null ? h("span", { class: "tw-card-number" }, String(number)) : null,
      symbol ? h("span", { class: "tw-card-symbol" }, symbol) : null,
      name ? h("span", { class: "tw-card-name" }, name) : null
    )
  );
  return el;
}

// tabletop_widgets/gyumi/widget.js
var COLORS = {
  strawberry: "#d62839",
  apple: "#3a9d23",
  peach: "#f08a4b",
  plum: "#6a3d9a",
  pear: "#b5b82a",
  grape: "#2f4b9a"
};
var EMOJI = {
  strawberry: "🍓",
  apple: "🍎",
  peach: "🍑",
  plum: "🟣",
  pear: "🍐",
  grape: "🍇"
};
var FRUITS = ["strawberry", "apple", "peach", "plum", "pear", "grape"];
function AND() {
  return t(" and ");
}
function fruitName(fruit) {
  const names = { strawberry: t("strawberry"), apple: t("apple"), peach: t("peach"), plum: t("plum"), pear: t("pear"), grape: t("grape") };
  return names[fruit] || fruit;
}
function startSeries(fruit) {
  const texts = {
    strawberry: t("Start a strawberry series"),
    apple: t("Start an apple series"),
    peach: t("Start a peach series"),
    plum: t("Start a plum series"),
    pear: t("Start a pear series"),
    grape: t("Start a grape series")
  };
  return texts[fruit] || t("Start a {fruit} series", { fruit });
}
function fruitsOf(v) {
  return Array.isArray(v.fruits) && v.fruits.length ? v.fruits.map((f) => f.name) : FRUITS;
}
function emojiOf(v, fruit) {
  const face = (v.fruits || []).find((f) => f.name === fruit);
  return face && face.emoji || EMOJI[fruit] || "?";
}
function wholeLineLog(lines, maxHeight = 150) {
  const el = logPanel(lines);
  const list = el.querySelector(".tw-log-list");
  if (!list) return el;
  requestAnimationFrame(() => {
    if (!list.isConnected) return;
    let height = 0;
    for (const li of [...list.children].reverse()) {
      const next = height + li.getBoundingClientRect().height;
      if (next > maxHeight && height > 0) break;
      height = next;
    }
    list.style.maxHeight = `${height}px`;
    list.scrollTop = list.scrollHeight;
  });
  return el;
}
function parse(code) {
  const [fruit, number] = String(code).split("-");
  return { fruit, number: Number(number) };
}
function fruitCard(code, opts = {}) {
  const { fruit, number } = parse(code);
  return customCard({
    title: "",
    number,
    symbol: EMOJI[fruit] || "?",
    name: fruitName(fruit),
    color: COLORS[fruit],
    label: opts.label || `${fruitName(fruit)} ${number}`,
    ...opts
  });
}
function pileName(i) {
  return t("pile {n}", { n: i + 1 });
}
function drawPile(ctx) {
  const v = ctx.view;
  const canDraw = ctx.isLegal({ type: "draw" }).length > 0;
  const back = card(null, { faceDown: true, label: nt("draw pile, {n} card", "draw pile, {n} cards", v.draw_size) });
  return h(
    "div",
    { class: "gy-pile gy-drawpile", testid: "gy-drawpile", dataset: { motionSource: "drawpile" } },
    back,
    h("div", { class: "gy-pile-caption" }, t("Draw pile: {n}", { n: v.draw_size })),
    button(canDraw ? t("Draw") : t("Draw pile"), {
      onClick: () => ctx.send({ type: "draw" }),
      disabled: !canDraw,
      refusal: "draw",
      ctx,
      primary: canDraw,
      small: true,
      testid: "gy-draw",
      key: "draw"
    })
  );
}
function pileAction(ctx, i, placing) {
  const v = ctx.view;
  if (!placing) {
    const take = ctx.isLegal({ type: "take", pile: i }).length > 0;
    return button(t("Take"), { onClick: () => ctx.send({ type: "take", pile: i }), disabled: !take, refusal: "take", ctx, small: true, testid: `gy-take-${i}`, key: `take-${i}` });
  }
  const drop = ctx.isLegal({ type: "discard", pile: i }).length > 0;
  const putBack = v.source === i && v.refilled !== i;
  return button(putBack ? t("Put back (pass)") : t("Discard here"), {
    onClick: () => ctx.send({ type: "discard", pile: i }),
    disabled: !drop,
    refusal: `discard:${i}`,
    ctx,
    small: true,
    testid: `gy-discard-${i}`,
    key: `discard-${i}`,
    title: putBack ? t("Putting the card back where it came from changes nothing: a pass.") : void 0
  });
}
function discardPile(ctx, top, i, placing) {
  const v = ctx.view;
  const changed = ctx.local.prevPiles && ctx.local.prevPiles[i] !== top;
  const label = t("{pile}: {fruit} {number} on top", { pile: pileName(i), fruit: fruitName(parse(top).fruit), number: parse(top).number });
  return h(
    "div",
    { class: ["gy-pile", changed && "gy-changed"], testid: `gy-pile-${i}`, dataset: { top, motionSource: `pile-${i}` } },
    fruitCard(top, { label, dataset: { motion: `pile-top-${i}`, motionFrom: "holding" } }),
    h("div", { class: "gy-pile-caption" }, v.refilled === i ? t("Pile {n} (refilled)", { n: i + 1 }) : t("Pile {n}", { n: i + 1 })),
    pileAction(ctx, i, placing)
  );
}
function discardPiles(ctx) {
  const v = ctx.view;
  const placing = v.step === "place" && ctx.myTurn;
  const piles = (v.piles || []).map((top, i) => discardPile(ctx, top, i, placing));
  return h("div", { class: "gy-piles", role: "group", "aria-label": t("Discard piles (only the top card shows)") }, piles);
}
function turnSteps(v) {
  return h(
    "ol",
    { class: "gy-steps", testid: "gy-step", "aria-label": t("Steps of a turn") },
    h("li", { class: v.step === "take" ? "is-now" : "is-done" }, t("1. Take a card: draw, or take a discard-pile top")),
    h("li", { class: v.step === "place" ? "is-now" : "" }, t("2. Play it into your series of that fruit, or discard it onto any pile"))
  );
}
function holdingRow(ctx) {
  const v = ctx.view;
  const { fruit, number } = parse(v.holding);
  const mine = (v.series[ctx.seat] || []).find((s) => s.fruit === fruit);
  const count = mine ? mine.count : 0;
  const canPlay = ctx.isLegal({ type: "play" }).length > 0;
  return h(
    "div",
    { class: "gy-hand-row" },
    h("span", { class: "gy-hand-label" }, t("You took:")),
    fruitCard(v.holding, {
      size: "lg",
      label: t("you hold {fruit} {number}", { fruit: fruitName(fruit), number }),
      // motion.js: it flies in from the pile it was taken from, and on to where it is played
      dataset: { motion: "holding", motionSource: "holding", motionFrom: typeof v.source === "number" ? `pile-${v.source}` : "drawpile" }
    }),
    button(count ? t("Play on your {fruit} series ({count} → {next})", { fruit: fruitName(fruit), count, next: count + 1 }) : startSeries(fruit), {
      onClick: () => ctx.send({ type: "play" }),
      disabled: !canPlay,
      refusal: "play",
      ctx,
      primary: canPlay,
      testid: "gy-play",
      key: "play"
    }),
    h("span", { class: "gy-hint" }, t("…or press “Discard here” under a pile."))
  );
}
function holdingPanel(ctx) {
  const v = ctx.view;
  if (v.over) return null;
  if (!ctx.myTurn) {
    const who = seatName(ctx, v.current);
    return h("div", { class: "gy-hand" }, h("p", { class: "gy-hint" }, ctx.closed || (who === t("You") ? t("You are playing.") : t("{name} is playing.", { name: who }))));
  }
  if (v.step !== "place" || !v.holding) return h("div", { class: "gy-hand" }, turnSteps(v));
  return h("div", { class: "gy-hand", testid: "gy-holding" }, turnSteps(v), holdingRow(ctx));
}
function seriesStack(ctx, seat, fruit, s, practice) {
  const testid = `gy-series-${seat}-${fruit}`;
  if (!s) {
    return h(
      "div",
      { class: "gy-series gy-series--empty", testid, role: "img", "aria-label": t("no {fruit} series", { fruit: fruitName(fruit) }) },
      h("span", { class: "gy-slot", "aria-hidden": "true" }, h("span", { class: "gy-slot-emoji" }, emojiOf(ctx.view, fruit)), h("small", {}, fruitName(fruit)))
    );
  }
  const spread = Array.isArray(s.cards);
  const label = spread ? nt("{fruit} series: {cards}, {n} point", "{fruit} series: {cards}, {n} points", s.points, { fruit: fruitName(fruit), cards: s.cards.join(", ") }) : nt("{fruit} series: {n} card, {top} on top", "{fruit} series: {n} cards, {top} on top", s.count, { fruit: fruitName(fruit), top: s.top });
  const nodes = [];
  if (spread) {
    s.cards.forEach((n, i) => nodes.push(fruitCard(`${fruit}-${n}`, { size: "sm", key: `${testid}-${i}` })));
  } else {
    for (let i = 0; i < s.count - 1; i++) {
      nodes.push(h("div", { class: "gy-buried", "aria-hidden": "true", style: { "--i": i, "--band": COLORS[fruit] } }, emojiOf(ctx.view, fruit)));
    }
    nodes.push(fruitCard(`${fruit}-${s.top}`, { size: "sm", dataset: { motion: `series-${seat}-${fruit}`, motionFrom: "holding" } }));
  }
  const changed = ctx.local.prevSeries && JSON.stringify((ctx.local.prevSeries[seat] || []).find((x) => x.fruit === fruit)) !== JSON.stringify({ fruit, top: s.top, count: s.count });
  return h(
    "div",
    { class: ["gy-series", spread && "gy-series--spread", changed && !spread && "gy-changed"], testid, role: "img", "aria-label": label, dataset: { count: s.count, top: s.top } },
    h("div", { class: "gy-stack", style: { "--n": s.count } }, nodes),
    h(
      "div",
      { class: "gy-series-caption" },
      spread ? h("span", {}, nt("{n} point", "{n} points", s.points)) : h("span", {}, `${s.count}/5`),
      practice && practice[fruit] && practice[fruit].length ? h("span", { class: "gy-practice-cards", testid: `gy-practice-${fruit}` }, " " + t("under: {cards}", { cards: practice[fruit].join(" ") })) : null
    ),
    spread ? h("div", { class: "gy-why" }, s.why) : null
  );
}
function playersPanel(ctx) {
  const v = ctx.view;
  const order = [];
  const n = (v.series || []).length;
  for (let k = 0; k < n; k++) order.push((ctx.seat + k) % n);
  return h(
    "div",
    { class: "gy-players" },
    order.map((seat) => {
      const rows = v.series[seat] || [];
      const byFruit = Object.fromEntries(rows.map((r) => [r.fruit, r]));
      const name = seatName(ctx, seat);
      const you = seat === ctx.seat && ctx.mode !== "reveal";
      const title = name + (you && name !== t("You") ? " " + t("(you)") : "") + (!v.over && !ctx.closed && v.current === seat ? " — " + t("to play") : "");
      const total = Array.isArray(v.totals) ? " — " + nt("{n} point", "{n} points", v.totals[seat]) : "";
      return panel(
        title + total,
        h(
          "div",
          { class: "gy-seats", role: "group", "aria-label": t("{name}'s fruit series", { name }) },
          fruitsOf(v).map((f) => seriesStack(ctx, seat, f, byFruit[f], you ? practiceCards(ctx) : null))
        ),
        { testid: `gy-player-${seat}`, class: ["gy-player", v.current === seat && !v.over ? "is-current" : ""].join(" ") }
      );
    })
  );
}
function finalPanel(ctx) {
  const v = ctx.view;
  if (!v.over || !Array.isArray(v.totals)) return null;
  const best = Math.max(...v.totals);
  const rows = v.totals.map((t2, seat) => ({
    cells: [seatName(ctx, seat), ...fruitsOf(v).map((f) => {
      const s = (v.series[seat] || []).find((x) => x.fruit === f);
      return s ? String(s.points) : "–";
    }), String(t2)],
    highlight: t2 === best,
    testid: `gy-final-${seat}`
  }));
  const why = v.over === "stall" ? t("The game ended by the stall limit (no one drew for too long).") : t("The draw pile is empty: the game is over.");
  return panel(
    t("Scores"),
    [
      h("p", { class: "gy-note" }, why),
      scoreTable([t("Player"), ...fruitsOf(v).map((f) => `${emojiOf(v, f)} ${fruitName(f)}`), t("Total")], rows, {
        caption: t("Winner: {names}", { names: v.totals.map((pts, s) => pts === best ? seatName(ctx, s) : null).filter(Boolean).join(AND()) }),
        testid: "gy-final"
      })
    ],
    { testid: "gy-final-panel" }
  );
}
function teacherPanel(v) {
  const hidden = v.hidden;
  const names = (codes) => codes.length ? codes.map((c) => `${fruitName(parse(c).fruit)} ${parse(c).number}`).join(", ") : t("none");
  const top = [...hidden.draw || []].reverse();
  return panel(
    t("Hidden from the players"),
    h(
      "ul",
      { class: "gy-teacher", testid: "gy-teacher" },
      h("li", {}, t("Draw pile, top first ({n}): {cards}", { n: top.length, cards: `${names(top.slice(0, 12))}${top.length > 12 ? ", …" : ""}` })),
      (hidden.piles || []).map((pile, i) => h("li", {}, t("Pile {n}, under the top card: {cards}", { n: i + 1, cards: names(pile.slice(0, -1).reverse()) }))),
      h("li", {}, t("Out of the game, unseen ({n}): {cards}", { n: (hidden.removed || []).length, cards: names(hidden.removed || []) }))
    ),
    { testid: "gy-teacher-panel" }
  );
}
function practiceAid(ctx) {
  const aid = (ctx.answers || {}).practice;
  return aid && aid.banner && !ctx.view.teacher ? aid : null;
}
function practiceCards(ctx) {
  const aid = practiceAid(ctx);
  return aid ? aid.cards || {} : null;
}
function draw(ctx) {
  const v = ctx.view;
  if (!v || !Array.isArray(v.series)) return h("div", { class: "gy-empty" }, "…");
  const parts = [];
  const aid = practiceAid(ctx);
  if (aid) parts.push(h("div", { class: "gy-practice", role: "note", testid: "gy-practice" }, aid.banner));
  if (v.teacher && v.hidden) parts.push(teacherPanel(v));
  const status = v.over ? t("Game over") : t("Turn {n}", { n: v.turn }) + " · " + nt("{n} card in the draw pile", "{n} cards in the draw pile", v.draw_size) + (v.removed_count ? " · " + nt("{n} card out of the game, unseen", "{n} cards out of the game, unseen", v.removed_count) : "");
  const middle = h("div", { class: "gy-middle" }, drawPile(ctx), discardPiles(ctx));
  roving(middle, { selector: "button:not([aria-disabled=true])" });
  parts.push(
    table(
      [h("div", { class: "gy-status", testid: "gy-status" }, status), middle, holdingPanel(ctx)],
      { label: t("GYÜMI table"), testid: "gy-table" }
    )
  );
  if (v.stall_limit === 0 && v.stall >= 3 * (v.series || []).length && !v.over) {
    parts.push(h("p", { class: "gy-hint gy-warn", role: "status" }, nt("{n} turn in a row without drawing: the game only ends when the draw pile is empty.", "{n} turns in a row without drawing: the game only ends when the draw pile is empty.", v.stall)));
  }
  parts.push(finalPanel(ctx));
  parts.push(playersPanel(ctx));
  parts.push(wholeLineLog(ctx.log));
  ctx.local.prevPiles = v.piles;
  ctx.local.prevSeries = (v.series || []).map((rows) => rows.map((r) => ({ fruit: r.fruit, top: r.top, count: r.count })));
  return parts;
}
var widget_default = {
  render({ model, el }) {
    return mountGame({
      model,
      el,
      title: "GYÜMI",
      render: draw,
      log: false,
      // drawn by draw(): wholeLineLog
      drawnAnswers: ["practice"],
      headerExtra: (ctx) => ctx.view && practiceAid(ctx) ? [badge(t("Practice aid"), { kind: "warn", testid: "gy-practice-badge" })] : []
    });
  }
};
export {
  widget_default as default
};
