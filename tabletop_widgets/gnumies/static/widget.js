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
    "Ace": "Ace",
    "Cards revealed together": "Cards revealed together",
    "Cards you may discard": "Cards you may discard",
    "Choice": "Choice",
    "Choose a card secretly.": "Choose a card secretly.",
    "Clubs": "Clubs",
    "Continue": "Continue",
    "Continue first.": "Continue first.",
    "Copicastor (copies your lowest guest)": "Copicastor (copies your lowest guest)",
    "Decision {n} of {total}": "Decision {n} of {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decision {n}: {move} → {coach} ({cost})",
    "Diamonds": "Diamonds",
    "Discarded so far: {cards}": "Discarded so far: {cards}",
    "Dismiss": "Dismiss",
    "Estimated value of each choice ({unit}), with its interval": "Estimated value of each choice ({unit}), with its interval",
    "Estimated value of each choice, with its interval": "Estimated value of each choice, with its interval",
    "Everybody played the Gnalli: choose a numbered card.": "Everybody played the Gnalli: choose a numbered card.",
    "Exact value of each choice": "Exact value of each choice",
    "Exact value of each choice ({unit})": "Exact value of each choice ({unit})",
    "Game over": "Game over",
    "Game over: {why}.": "Game over: {why}.",
    "Give it to {name} (your Gnalli comes back)": "Give it to {name} (your Gnalli comes back)",
    "Gnumie cards left ({n}): ": "Gnumie cards left ({n}): ",
    "Guest": "Guest",
    "Guest {n}": "Guest {n}",
    "HELD": "HELD",
    "Hearts": "Hearts",
    "Help": "Help",
    "Hide this notice": "Hide this notice",
    "Hint": "Hint",
    "Hot-seat": "Hot-seat",
    "How this room scores": "How this room scores",
    "I am {name} — press to continue": "I am {name} — press to continue",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "It cost about {cost} (between {low} and {high}) in {unit}.",
    "It cost about {cost} (between {low} and {high}).": "It cost about {cost} (between {low} and {high}).",
    "It cost nothing: as good as the coach's move.": "It cost nothing: as good as the coach's move.",
    "It cost {cost} in {unit}.": "It cost {cost} in {unit}.",
    "It cost {cost}.": "It cost {cost}.",
    "Jack": "Jack",
    "Joker": "Joker",
    "Joker as {card}": "Joker as {card}",
    "Keep it (your Gnalli is discarded)": "Keep it (your Gnalli is discarded)",
    "King": "King",
    "Log": "Log",
    "Moves taken back with Undo, per player": "Moves taken back with Undo, per player",
    "New game": "New game",
    "Next": "Next",
    "No move to undo yet.": "No move to undo yet.",
    "No moves yet.": "No moves yet.",
    "Not priced.": "Not priced.",
    "OK": "OK",
    "Offered party card": "Offered party card",
    "Party": "Party",
    "Party room: empty": "Party room: empty",
    "Pass the screen to {name}": "Pass the screen to {name}",
    "Pending choices: {list}": "Pending choices: {list}",
    "Player": "Player",
    "Player {n}": "Player {n}",
    "Points": "Points",
    "Previous": "Previous",
    "Queen": "Queen",
    "Really start over?": "Really start over?",
    "Review": "Review",
    "Room": "Room",
    "Round {n}": "Round {n}",
    "Round {n} revealed": "Round {n} revealed",
    "Round {n} revealed: {card}": "Round {n} revealed: {card}",
    "Runner-up: {text}": "Runner-up: {text}",
    "Scores": "Scores",
    "Spades": "Spades",
    "Step through your decisions (left and right arrow keys)": "Step through your decisions (left and right arrow keys)",
    "Teacher view: all cards shown": "Teacher view: all cards shown",
    "Teacher view: every secret choice is shown below.": "Teacher view: every secret choice is shown below.",
    "That move is not possible right now.": "That move is not possible right now.",
    "The Gnumies": "The Gnumies",
    "The Gnumies table": "The Gnumies table",
    "The coach": "The coach",
    "The costliest decisions": "The costliest decisions",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "The last round is over. Choosing the cards their Wullawakis throw out: {names}",
    "The next hand": "The next hand",
    "This is the first decision.": "This is the first decision.",
    "This is the last decision.": "This is the last decision.",
    "Tie broken by Luckynits": "Tie broken by Luckynits",
    "Undo": "Undo",
    "Undos: {list}": "Undos: {list}",
    "Value": "Value",
    "Value (interval)": "Value (interval)",
    "Winner: {names}": "Winner: {names}",
    "Wullawaki (penalty card)": "Wullawaki (penalty card)",
    "You": "You",
    "You are deciding what to do with the card you saw with the Gnalli.": "You are deciding what to do with the card you saw with the Gnalli.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "You chose your {card}. It stays hidden until everybody has chosen.",
    "You have no Gnumie cards left: you are out of the bidding.": "You have no Gnumie cards left: you are out of the bidding.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.",
    "Your Gnalli: the top party card, seen only by you": "Your Gnalli: the top party card, seen only by you",
    "Your Gnumie cards": "Your Gnumie cards",
    "Your move": "Your move",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)",
      "Your {count} Wullawakis: choose {n} cards to discard ({chosen} chosen)"
    ],
    "Yum": "Yum",
    "blue": "blue",
    "choosing…": "choosing…",
    "chosen: {names}": "chosen: {names}",
    "coach's choice": "coach's choice",
    "dice": "dice",
    "die {n} not rolled": "die {n} not rolled",
    "die {n} not rolled, held": "die {n} not rolled, held",
    "die {n} showing {value}": "die {n} showing {value}",
    "die {n} showing {value}, held": "die {n} showing {value}, held",
    "discard {card}": "discard {card}",
    "face-down card": "face-down card",
    "face-down {title} card": "face-down {title} card",
    "gray": "gray",
    "has chosen ✓": "has chosen ✓",
    "joker": "joker",
    "keep": "keep",
    "nobody": "nobody",
    "none": "none",
    "not priced": "not priced",
    "out": "out",
    "red": "red",
    "roll": "roll",
    "unknown card {code}": "unknown card {code}",
    "violet": "violet",
    "waiting for {names}": "waiting for {names}",
    "wins": "wins",
    "yellow": "yellow",
    "your move": "your move",
    "{caption}: all {n} choices": "{caption}: all {n} choices",
    "{card}, worth {n}": "{card}, worth {n}",
    "{colour} Gnalli": "{colour} Gnalli",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: off",
    "{label}: on": "{label}: on",
    "{move} (the same)": "{move} (the same)",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} is deciding what to do with the card seen with the Gnalli.",
    "{name}'s party room": "{name}'s party room",
    "{name}'s remaining Gnumie cards": "{name}'s remaining Gnumie cards",
    "{next} starts in {seconds} seconds.": "{next} starts in {seconds} seconds.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynits"
    ],
    "{n} card in the supply": [
      "{n} card in the supply",
      "{n} cards in the supply"
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
    " and ": " ve ",
    "(you)": "(sen)",
    "Ace": "As",
    "Cards revealed together": "Birlikte açılan kartlar",
    "Cards you may discard": "Atabileceğin kartlar",
    "Choice": "Seçenek",
    "Choose a card secretly.": "Gizlice bir kart seç.",
    "Clubs": "Sinek",
    "Continue": "Devam",
    "Continue first.": "Önce devam et.",
    "Copicastor (copies your lowest guest)": "Copicastor (en düşük misafirini kopyalar)",
    "Decision {n} of {total}": "Karar {n} / {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Karar {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Discarded so far: {cards}": "Şimdiye kadar atılanlar: {cards}",
    "Dismiss": "Kapat",
    "Estimated value of each choice ({unit}), with its interval": "Her seçeneğin tahmini değeri ({unit}), aralığıyla",
    "Estimated value of each choice, with its interval": "Her seçeneğin tahmini değeri, aralığıyla",
    "Everybody played the Gnalli: choose a numbered card.": "Herkes Gnalli oynadı: numaralı bir kart seç.",
    "Exact value of each choice": "Her seçeneğin kesin değeri",
    "Exact value of each choice ({unit})": "Her seçeneğin kesin değeri ({unit})",
    "Game over": "Oyun bitti",
    "Game over: {why}.": "Oyun bitti: {why}.",
    "Give it to {name} (your Gnalli comes back)": "{name} oyuncusuna ver (Gnalli'n geri gelir)",
    "Gnumie cards left ({n}): ": "Kalan Gnumie kartları ({n}): ",
    "Guest": "Misafir",
    "Guest {n}": "Misafir {n}",
    "HELD": "TUTULDU",
    "Hearts": "Kupa",
    "Help": "Yardım",
    "Hide this notice": "Bu bildirimi gizle",
    "Hint": "İpucu",
    "Hot-seat": "Sırayla tek ekran",
    "How this room scores": "Bu oda nasıl puan alır",
    "I am {name} — press to continue": "Ben {name} — devam etmek için bas",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "{unit} cinsinden yaklaşık {cost} kaybettirdi ({low} ile {high} arası).",
    "It cost about {cost} (between {low} and {high}).": "Yaklaşık {cost} kaybettirdi ({low} ile {high} arası).",
    "It cost nothing: as good as the coach's move.": "Hiçbir şey kaybettirmedi: koçun hamlesi kadar iyi.",
    "It cost {cost} in {unit}.": "{unit} cinsinden {cost} kaybettirdi.",
    "It cost {cost}.": "{cost} kaybettirdi.",
    "Jack": "Vale",
    "Joker": "Joker",
    "Joker as {card}": "{card} yerine Joker",
    "Keep it (your Gnalli is discarded)": "Tut (Gnalli'n atılır)",
    "King": "Papaz",
    "Log": "Kayıt",
    "Moves taken back with Undo, per player": "Geri Al ile geri alınan hamleler, oyuncu başına",
    "New game": "Yeni oyun",
    "Next": "Sonraki",
    "No move to undo yet.": "Henüz geri alınacak hamle yok.",
    "No moves yet.": "Henüz hamle yok.",
    "Not priced.": "Değerlendirilmedi.",
    "OK": "Tamam",
    "Offered party card": "Sunulan parti kartı",
    "Party": "Parti",
    "Party room: empty": "Parti odası: boş",
    "Pass the screen to {name}": "Ekranı {name} adlı oyuncuya ver",
    "Pending choices: {list}": "Bekleyen seçimler: {list}",
    "Player": "Oyuncu",
    "Player {n}": "Oyuncu {n}",
    "Points": "Puan",
    "Previous": "Önceki",
    "Queen": "Kız",
    "Really start over?": "Gerçekten baştan başlansın mı?",
    "Review": "Değerlendirme",
    "Room": "Oda",
    "Round {n}": "{n}. tur",
    "Round {n} revealed": "{n}. tur açıldı",
    "Round {n} revealed: {card}": "{n}. tur açıldı: {card}",
    "Runner-up: {text}": "İkinci en iyi: {text}",
    "Scores": "Puanlar",
    "Spades": "Maça",
    "Step through your decisions (left and right arrow keys)": "Kararlarını tek tek gez (sol ve sağ ok tuşları)",
    "Teacher view: all cards shown": "Öğretmen görünümü: tüm kartlar açık",
    "Teacher view: every secret choice is shown below.": "Öğretmen görünümü: tüm gizli seçimler aşağıda.",
    "That move is not possible right now.": "Bu hamle şu anda yapılamaz.",
    "The Gnumies": "Gnumiler",
    "The Gnumies table": "The Gnumies masası",
    "The coach": "Koç",
    "The costliest decisions": "En pahalıya patlayan kararlar",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "Son tur bitti. Wullawaki'lerinin atacağı kartları seçenler: {names}",
    "The next hand": "Sonraki el",
    "This is the first decision.": "Bu ilk karar.",
    "This is the last decision.": "Bu son karar.",
    "Tie broken by Luckynits": "Eşitlik Luckynit'lerle bozuldu",
    "Undo": "Geri al",
    "Undos: {list}": "Geri almalar: {list}",
    "Value": "Değer",
    "Value (interval)": "Değer (aralık)",
    "Winner: {names}": "Kazanan: {names}",
    "Wullawaki (penalty card)": "Wullawaki (ceza kartı)",
    "You": "Sen",
    "You are deciding what to do with the card you saw with the Gnalli.": "Gnalli ile gördüğün kartla ne yapacağına karar veriyorsun.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "{card} kartını seçtin. Herkes seçene kadar gizli kalır.",
    "You have no Gnumie cards left: you are out of the bidding.": "Gnumie kartın kalmadı: teklif vermekten çıktın.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Elinde yalnızca Gnalli var ve Wullawaki için teklif veremezsin: bu turu pas geçiyorsun.",
    "Your Gnalli: the top party card, seen only by you": "Gnalli'n: en üstteki parti kartı, yalnızca sen görüyorsun",
    "Your Gnumie cards": "Gnumie kartların",
    "Your move": "Senin hamlen",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "{count} Wullawaki'n: atmak için {n} kart seç ({chosen} seçildi)",
      "{count} Wullawaki'n: atmak için {n} kart seç ({chosen} seçildi)"
    ],
    "Yum": "Yum",
    "blue": "mavi",
    "choosing…": "seçiyor…",
    "chosen: {names}": "seçti: {names}",
    "coach's choice": "koçun seçimi",
    "dice": "zarlar",
    "die {n} not rolled": "{n}. zar atılmadı",
    "die {n} not rolled, held": "{n}. zar atılmadı, tutuldu",
    "die {n} showing {value}": "{n}. zar {value} gösteriyor",
    "die {n} showing {value}, held": "{n}. zar {value} gösteriyor, tutuldu",
    "discard {card}": "{card} at",
    "face-down card": "kapalı kart",
    "face-down {title} card": "kapalı {title} kartı",
    "gray": "gri",
    "has chosen ✓": "seçti ✓",
    "joker": "joker",
    "keep": "tut",
    "nobody": "kimse",
    "none": "hiç",
    "not priced": "değerlendirilmedi",
    "out": "dışarıda",
    "red": "kırmızı",
    "roll": "at",
    "unknown card {code}": "bilinmeyen kart {code}",
    "violet": "mor",
    "waiting for {names}": "beklenen: {names}",
    "wins": "kazanır",
    "yellow": "sarı",
    "your move": "senin hamlen",
    "{caption}: all {n} choices": "{caption}: {n} seçeneğin hepsi",
    "{card}, worth {n}": "{card}, {n} değerinde",
    "{colour} Gnalli": "{colour} Gnalli",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: kapalı",
    "{label}: on": "{label}: açık",
    "{move} (the same)": "{move} (aynısı)",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name}, Gnalli ile görülen kartla ne yapacağına karar veriyor.",
    "{name}'s party room": "{name} oyuncusunun parti odası",
    "{name}'s remaining Gnumie cards": "{name} oyuncusunun kalan Gnumie kartları",
    "{next} starts in {seconds} seconds.": "{next} {seconds} saniye içinde başlar.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynit"
    ],
    "{n} card in the supply": [
      "stokta {n} kart",
      "stokta {n} kart"
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
    " and ": " i ",
    "(you)": "(ty)",
    "Ace": "As",
    "Cards revealed together": "Karty odkryte jednocześnie",
    "Cards you may discard": "Karty, które możesz odrzucić",
    "Choice": "Wybór",
    "Choose a card secretly.": "Wybierz kartę w tajemnicy.",
    "Clubs": "Trefl",
    "Continue": "Dalej",
    "Continue first.": "Najpierw kliknij Dalej.",
    "Copicastor (copies your lowest guest)": "Copicastor (kopiuje twojego najniższego gościa)",
    "Decision {n} of {total}": "Decyzja {n} z {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decyzja {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Discarded so far: {cards}": "Odrzucone do tej pory: {cards}",
    "Dismiss": "Zamknij",
    "Estimated value of each choice ({unit}), with its interval": "Szacowana wartość każdego wyboru ({unit}) z przedziałem",
    "Estimated value of each choice, with its interval": "Szacowana wartość każdego wyboru z przedziałem",
    "Everybody played the Gnalli: choose a numbered card.": "Wszyscy zagrali Gnalli: wybierz kartę z liczbą.",
    "Exact value of each choice": "Dokładna wartość każdego wyboru",
    "Exact value of each choice ({unit})": "Dokładna wartość każdego wyboru ({unit})",
    "Game over": "Koniec gry",
    "Game over: {why}.": "Koniec gry: {why}.",
    "Give it to {name} (your Gnalli comes back)": "Daj ją graczowi {name} (twój Gnalli wraca)",
    "Gnumie cards left ({n}): ": "Pozostałe karty Gnumie ({n}): ",
    "Guest": "Gość",
    "Guest {n}": "Gość {n}",
    "HELD": "ZATRZYMANA",
    "Hearts": "Kier",
    "Help": "Pomoc",
    "Hide this notice": "Ukryj ten komunikat",
    "Hint": "Podpowiedź",
    "Hot-seat": "Gra na zmianę",
    "How this room scores": "Jak punktuje ten pokój",
    "I am {name} — press to continue": "Jestem {name} — naciśnij, aby kontynuować",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Kosztowało to około {cost} (między {low} a {high}) w jednostce {unit}.",
    "It cost about {cost} (between {low} and {high}).": "Kosztowało to około {cost} (między {low} a {high}).",
    "It cost nothing: as good as the coach's move.": "Nic nie kosztowało: tak samo dobre jak ruch trenera.",
    "It cost {cost} in {unit}.": "Kosztowało to {cost} w jednostce {unit}.",
    "It cost {cost}.": "Kosztowało to {cost}.",
    "Jack": "Walet",
    "Joker": "Joker",
    "Joker as {card}": "Joker jako {card}",
    "Keep it (your Gnalli is discarded)": "Zatrzymaj ją (twój Gnalli odpada)",
    "King": "Król",
    "Log": "Dziennik",
    "Moves taken back with Undo, per player": "Ruchy cofnięte przyciskiem Cofnij, dla każdego gracza",
    "New game": "Nowa gra",
    "Next": "Dalej",
    "No move to undo yet.": "Nie ma jeszcze ruchu do cofnięcia.",
    "No moves yet.": "Jeszcze nie było ruchów.",
    "Not priced.": "Bez wyceny.",
    "OK": "OK",
    "Offered party card": "Oferowana karta przyjęcia",
    "Party": "Przyjęcie",
    "Party room: empty": "Pokój przyjęcia: pusty",
    "Pass the screen to {name}": "Przekaż ekran: {name}",
    "Pending choices: {list}": "Oczekujące wybory: {list}",
    "Player": "Gracz",
    "Player {n}": "Gracz {n}",
    "Points": "Punkty",
    "Previous": "Wstecz",
    "Queen": "Dama",
    "Really start over?": "Na pewno zacząć od nowa?",
    "Review": "Analiza",
    "Room": "Pokój",
    "Round {n}": "Runda {n}",
    "Round {n} revealed": "Runda {n} odkryta",
    "Round {n} revealed: {card}": "Runda {n} odkryta: {card}",
    "Runner-up: {text}": "Drugi najlepszy: {text}",
    "Scores": "Wyniki",
    "Spades": "Pik",
    "Step through your decisions (left and right arrow keys)": "Przejdź po swoich decyzjach (strzałki w lewo i w prawo)",
    "Teacher view: all cards shown": "Widok nauczyciela: wszystkie karty odkryte",
    "Teacher view: every secret choice is shown below.": "Widok nauczyciela: wszystkie tajne wybory są pokazane poniżej.",
    "That move is not possible right now.": "Tego ruchu nie można teraz wykonać.",
    "The Gnumies": "Gnumie",
    "The Gnumies table": "Stół The Gnumies",
    "The coach": "Trener",
    "The costliest decisions": "Najkosztowniejsze decyzje",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "Ostatnia runda się skończyła. Karty wyrzucane przez Wullawaki wybierają: {names}",
    "The next hand": "Następne rozdanie",
    "This is the first decision.": "To pierwsza decyzja.",
    "This is the last decision.": "To ostatnia decyzja.",
    "Tie broken by Luckynits": "Remis rozstrzygnięty Luckynitami",
    "Undo": "Cofnij",
    "Undos: {list}": "Cofnięcia: {list}",
    "Value": "Wartość",
    "Value (interval)": "Wartość (przedział)",
    "Winner: {names}": "Zwycięzca: {names}",
    "Wullawaki (penalty card)": "Wullawaki (karta karna)",
    "You": "Ty",
    "You are deciding what to do with the card you saw with the Gnalli.": "Decydujesz, co zrobić z kartą podejrzaną dzięki Gnalli.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "Wybrana karta: {card}. Pozostaje ukryta, dopóki wszyscy nie wybiorą.",
    "You have no Gnumie cards left: you are out of the bidding.": "Nie masz już kart Gnumie: odpadasz z licytacji.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Masz tylko Gnalli i nie możesz licytować o Wullawaki: pauzujesz.",
    "Your Gnalli: the top party card, seen only by you": "Twój Gnalli: wierzchnia karta przyjęcia, widzisz ją tylko ty",
    "Your Gnumie cards": "Twoje karty Gnumie",
    "Your move": "Twój ruch",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "Twoje Wullawaki ({count}): wybierz {n} kartę do odrzucenia (wybrano {chosen})",
      "Twoje Wullawaki ({count}): wybierz {n} karty do odrzucenia (wybrano {chosen})",
      "Twoje Wullawaki ({count}): wybierz {n} kart do odrzucenia (wybrano {chosen})"
    ],
    "Yum": "Yum",
    "blue": "niebieski",
    "choosing…": "wybiera…",
    "chosen: {names}": "wybrali: {names}",
    "coach's choice": "wybór trenera",
    "dice": "kości",
    "die {n} not rolled": "kość {n} nierzucona",
    "die {n} not rolled, held": "kość {n} nierzucona, zatrzymana",
    "die {n} showing {value}": "kość {n}: {value} oczek",
    "die {n} showing {value}, held": "kość {n}: {value} oczek, zatrzymana",
    "discard {card}": "odrzuć {card}",
    "face-down card": "zakryta karta",
    "face-down {title} card": "zakryta karta {title}",
    "gray": "szary",
    "has chosen ✓": "wybrano ✓",
    "joker": "joker",
    "keep": "zostaw",
    "nobody": "nikogo",
    "none": "brak",
    "not priced": "bez wyceny",
    "out": "odpada",
    "red": "czerwony",
    "roll": "rzuć",
    "unknown card {code}": "nieznana karta {code}",
    "violet": "fioletowy",
    "waiting for {names}": "czekamy na: {names}",
    "wins": "wygrywa",
    "yellow": "żółty",
    "your move": "twój ruch",
    "{caption}: all {n} choices": "{caption}: wszystkie wybory ({n})",
    "{card}, worth {n}": "{card}, warta {n}",
    "{colour} Gnalli": "Gnalli: {colour}",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: wył.",
    "{label}: on": "{label}: wł.",
    "{move} (the same)": "{move} (to samo)",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} decyduje, co zrobić z kartą podejrzaną dzięki Gnalli.",
    "{name}'s party room": "pokój przyjęcia: {name}",
    "{name}'s remaining Gnumie cards": "pozostałe karty Gnumie: {name}",
    "{next} starts in {seconds} seconds.": "{next} zacznie się za {seconds} s.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynity",
      "{n} Luckynitów"
    ],
    "{n} card in the supply": [
      "{n} karta w zapasie",
      "{n} karty w zapasie",
      "{n} kart w zapasie"
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
    " and ": " és ",
    "(you)": "(te)",
    "Ace": "Ász",
    "Cards revealed together": "Együtt felfedett lapok",
    "Cards you may discard": "Lapok, amelyeket eldobhatsz",
    "Choice": "Választás",
    "Choose a card secretly.": "Válassz titokban egy lapot.",
    "Clubs": "Treff",
    "Continue": "Tovább",
    "Continue first.": "Előbb kattints a Tovább gombra.",
    "Copicastor (copies your lowest guest)": "Copicastor (lemásolja a legkisebb vendégedet)",
    "Decision {n} of {total}": "{n}. döntés ennyiből: {total}",
    "Decision {n}: {move} → {coach} ({cost})": "{n}. döntés: {move} → {coach} ({cost})",
    "Diamonds": "Káró",
    "Discarded so far: {cards}": "Eddig eldobva: {cards}",
    "Dismiss": "Bezárás",
    "Estimated value of each choice ({unit}), with its interval": "Minden választás becsült értéke ({unit}), a tartományával",
    "Estimated value of each choice, with its interval": "Minden választás becsült értéke, a tartományával",
    "Everybody played the Gnalli: choose a numbered card.": "Mindenki a Gnallit játszotta ki: válassz számozott lapot.",
    "Exact value of each choice": "Minden választás pontos értéke",
    "Exact value of each choice ({unit})": "Minden választás pontos értéke ({unit})",
    "Game over": "Vége a játéknak",
    "Game over: {why}.": "Vége a játéknak: {why}.",
    "Give it to {name} (your Gnalli comes back)": "Add oda neki: {name} (a Gnallid visszajön)",
    "Gnumie cards left ({n}): ": "Megmaradt Gnumie-lapok ({n}): ",
    "Guest": "Vendég",
    "Guest {n}": "{n}. vendég",
    "HELD": "MEGTARTVA",
    "Hearts": "Kőr",
    "Help": "Segítség",
    "Hide this notice": "Értesítés elrejtése",
    "Hint": "Tipp",
    "Hot-seat": "Egy képernyőn, felváltva",
    "How this room scores": "Hogyan pontoz ez a szoba",
    "I am {name} — press to continue": "Én vagyok {name} — nyomd meg a folytatáshoz",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Ez körülbelül {cost} veszteség volt ({low} és {high} között), {unit} egységben.",
    "It cost about {cost} (between {low} and {high}).": "Ez körülbelül {cost} veszteség volt ({low} és {high} között).",
    "It cost nothing: as good as the coach's move.": "Semmibe sem került: ugyanolyan jó, mint az edző lépése.",
    "It cost {cost} in {unit}.": "Ez {cost} veszteség volt, {unit} egységben.",
    "It cost {cost}.": "Ez {cost} veszteség volt.",
    "Jack": "Bubi",
    "Joker": "Joker",
    "Joker as {card}": "Joker, mint {card}",
    "Keep it (your Gnalli is discarded)": "Tartsd meg (a Gnallid kiesik)",
    "King": "Király",
    "Log": "Napló",
    "Moves taken back with Undo, per player": "A Visszavonással visszavett lépések, játékosonként",
    "New game": "Új játék",
    "Next": "Következő",
    "No move to undo yet.": "Még nincs visszavonható lépés.",
    "No moves yet.": "Még nem volt lépés.",
    "Not priced.": "Nincs értékelve.",
    "OK": "Rendben",
    "Offered party card": "A felkínált bulilap",
    "Party": "Buli",
    "Party room: empty": "Buliszoba: üres",
    "Pass the screen to {name}": "Add át a képernyőt neki: {name}",
    "Pending choices: {list}": "Függő választások: {list}",
    "Player": "Játékos",
    "Player {n}": "{n}. játékos",
    "Points": "Pontok",
    "Previous": "Előző",
    "Queen": "Dáma",
    "Really start over?": "Biztosan újrakezded?",
    "Review": "Értékelés",
    "Room": "Szoba",
    "Round {n}": "{n}. kör",
    "Round {n} revealed": "A(z) {n}. kör felfedve",
    "Round {n} revealed: {card}": "A(z) {n}. kör felfedve: {card}",
    "Runner-up: {text}": "Második legjobb: {text}",
    "Scores": "Pontszámok",
    "Spades": "Pikk",
    "Step through your decisions (left and right arrow keys)": "Lépkedj végig a döntéseiden (bal és jobb nyíl)",
    "Teacher view: all cards shown": "Tanári nézet: minden lap látszik",
    "Teacher view: every secret choice is shown below.": "Tanári nézet: minden titkos választás lent látható.",
    "That move is not possible right now.": "Ez a lépés most nem lehetséges.",
    "The Gnumies": "A Gnumik",
    "The Gnumies table": "The Gnumies asztal",
    "The coach": "Az edző",
    "The costliest decisions": "A legtöbbe kerülő döntések",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "Véget ért az utolsó kör. A Wullawakik által kidobott lapokat választja: {names}",
    "The next hand": "A következő leosztás",
    "This is the first decision.": "Ez az első döntés.",
    "This is the last decision.": "Ez az utolsó döntés.",
    "Tie broken by Luckynits": "A döntetlent a Luckynitek döntötték el",
    "Undo": "Visszavonás",
    "Undos: {list}": "Visszavonások: {list}",
    "Value": "Érték",
    "Value (interval)": "Érték (tartomány)",
    "Winner: {names}": "Győztes: {names}",
    "Wullawaki (penalty card)": "Wullawaki (büntetőlap)",
    "You": "Te",
    "You are deciding what to do with the card you saw with the Gnalli.": "Te döntöd el, mi legyen a Gnallival megnézett lappal.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "A(z) {card} lapot választottad. Rejtve marad, amíg mindenki nem választ.",
    "You have no Gnumie cards left: you are out of the bidding.": "Nincs több Gnumie-lapod: kiestél a licitből.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Csak a Gnallid maradt, és Wullawakiért nem licitálhatsz: most kimaradsz.",
    "Your Gnalli: the top party card, seen only by you": "A Gnallid: a felső bulilap, csak te látod",
    "Your Gnumie cards": "A Gnumie-lapjaid",
    "Your move": "A te lépésed",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "{count} Wullawakid: válassz {n} eldobandó lapot ({chosen} kiválasztva)",
      "{count} Wullawakid: válassz {n} eldobandó lapot ({chosen} kiválasztva)"
    ],
    "Yum": "Yum",
    "blue": "kék",
    "choosing…": "választ…",
    "chosen: {names}": "választott: {names}",
    "coach's choice": "az edző választása",
    "dice": "kockák",
    "die {n} not rolled": "{n}. kocka dobatlan",
    "die {n} not rolled, held": "{n}. kocka dobatlan, megtartva",
    "die {n} showing {value}": "{n}. kocka: {value}",
    "die {n} showing {value}, held": "{n}. kocka: {value}, megtartva",
    "discard {card}": "dobd el: {card}",
    "face-down card": "lefordított lap",
    "face-down {title} card": "lefordított {title} lap",
    "gray": "szürke",
    "has chosen ✓": "választott ✓",
    "joker": "joker",
    "keep": "tartsd",
    "nobody": "senkire",
    "none": "nincs",
    "not priced": "nincs értékelve",
    "out": "kiesett",
    "red": "piros",
    "roll": "dobj",
    "unknown card {code}": "ismeretlen lap: {code}",
    "violet": "lila",
    "waiting for {names}": "várunk rá: {names}",
    "wins": "nyer",
    "yellow": "sárga",
    "your move": "a te lépésed",
    "{caption}: all {n} choices": "{caption}: mind a(z) {n} választás",
    "{card}, worth {n}": "{card}, értéke {n}",
    "{colour} Gnalli": "{colour} Gnalli",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: ki",
    "{label}: on": "{label}: be",
    "{move} (the same)": "{move} (ugyanaz)",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} dönti el, mi legyen a Gnallival megnézett lappal.",
    "{name}'s party room": "{name} buliszobája",
    "{name}'s remaining Gnumie cards": "{name} megmaradt Gnumie-lapjai",
    "{next} starts in {seconds} seconds.": "{next} {seconds} másodperc múlva kezdődik.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynit"
    ],
    "{n} card in the supply": [
      "{n} lap a készletben",
      "{n} lap a készletben"
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
    " and ": " et ",
    "(you)": "(toi)",
    "Ace": "As",
    "Cards revealed together": "Cartes révélées ensemble",
    "Cards you may discard": "Cartes que tu peux défausser",
    "Choice": "Choix",
    "Choose a card secretly.": "Choisis une carte en secret.",
    "Clubs": "Trèfle",
    "Continue": "Continuer",
    "Continue first.": "Continue d'abord.",
    "Copicastor (copies your lowest guest)": "Copicastor (copie ton invité le plus bas)",
    "Decision {n} of {total}": "Décision {n} sur {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Décision {n} : {move} → {coach} ({cost})",
    "Diamonds": "Carreau",
    "Discarded so far: {cards}": "Défaussées jusqu'ici : {cards}",
    "Dismiss": "Fermer",
    "Estimated value of each choice ({unit}), with its interval": "Valeur estimée de chaque choix ({unit}), avec son intervalle",
    "Estimated value of each choice, with its interval": "Valeur estimée de chaque choix, avec son intervalle",
    "Everybody played the Gnalli: choose a numbered card.": "Tout le monde a joué le Gnalli : choisis une carte numérotée.",
    "Exact value of each choice": "Valeur exacte de chaque choix",
    "Exact value of each choice ({unit})": "Valeur exacte de chaque choix ({unit})",
    "Game over": "Partie terminée",
    "Game over: {why}.": "Partie terminée : {why}.",
    "Give it to {name} (your Gnalli comes back)": "Donne-la à {name} (ton Gnalli revient)",
    "Gnumie cards left ({n}): ": "Cartes Gnumie restantes ({n}) : ",
    "Guest": "Invité",
    "Guest {n}": "Invité {n}",
    "HELD": "GARDÉ",
    "Hearts": "Cœur",
    "Help": "Aide",
    "Hide this notice": "Masquer cet avis",
    "Hint": "Indice",
    "Hot-seat": "Chacun son tour, même écran",
    "How this room scores": "Comment cette salle marque",
    "I am {name} — press to continue": "Je suis {name} — appuie pour continuer",
    "It cost about {cost} (between {low} and {high}) in {unit}.": "Ça t'a coûté environ {cost} (entre {low} et {high}) en {unit}.",
    "It cost about {cost} (between {low} and {high}).": "Ça t'a coûté environ {cost} (entre {low} et {high}).",
    "It cost nothing: as good as the coach's move.": "Ça ne t'a rien coûté : aussi bon que le coup du coach.",
    "It cost {cost} in {unit}.": "Ça t'a coûté {cost} en {unit}.",
    "It cost {cost}.": "Ça t'a coûté {cost}.",
    "Jack": "Valet",
    "Joker": "Joker",
    "Joker as {card}": "Joker comme {card}",
    "Keep it (your Gnalli is discarded)": "La garder (ton Gnalli est défaussé)",
    "King": "Roi",
    "Log": "Journal",
    "Moves taken back with Undo, per player": "Coups repris avec Annuler, par joueur",
    "New game": "Nouvelle partie",
    "Next": "Suivante",
    "No move to undo yet.": "Il n'y a pas encore de coup à annuler.",
    "No moves yet.": "Aucun coup pour l'instant.",
    "Not priced.": "Non évalué.",
    "OK": "OK",
    "Offered party card": "Carte de fête offerte",
    "Party": "Fête",
    "Party room: empty": "Salle de fête : vide",
    "Pass the screen to {name}": "Passe l'écran à {name}",
    "Pending choices: {list}": "Choix en attente : {list}",
    "Player": "Joueur",
    "Player {n}": "Joueur {n}",
    "Points": "Points",
    "Previous": "Précédente",
    "Queen": "Dame",
    "Really start over?": "Vraiment recommencer?",
    "Review": "Bilan",
    "Room": "Salle",
    "Round {n}": "Manche {n}",
    "Round {n} revealed": "Manche {n} révélée",
    "Round {n} revealed: {card}": "Manche {n} révélée : {card}",
    "Runner-up: {text}": "Deuxième choix : {text}",
    "Scores": "Pointages",
    "Spades": "Pique",
    "Step through your decisions (left and right arrow keys)": "Parcours tes décisions (flèches gauche et droite)",
    "Teacher view: all cards shown": "Vue de l'enseignant : toutes les cartes visibles",
    "Teacher view: every secret choice is shown below.": "Vue de l'enseignant : tous les choix secrets sont affichés ci-dessous.",
    "That move is not possible right now.": "Ce coup n'est pas possible pour l'instant.",
    "The Gnumies": "Les Gnumies",
    "The Gnumies table": "Table des Gnumies",
    "The coach": "Le coach",
    "The costliest decisions": "Les décisions les plus coûteuses",
    "The last round is over. Choosing the cards their Wullawakis throw out: {names}": "La dernière manche est terminée. Choisissent les cartes que leurs Wullawakis jettent : {names}",
    "The next hand": "La prochaine main",
    "This is the first decision.": "C'est la première décision.",
    "This is the last decision.": "C'est la dernière décision.",
    "Tie broken by Luckynits": "Égalité départagée par les Luckynits",
    "Undo": "Annuler",
    "Undos: {list}": "Coups annulés : {list}",
    "Value": "Valeur",
    "Value (interval)": "Valeur (intervalle)",
    "Winner: {names}": "Gagnant : {names}",
    "Wullawaki (penalty card)": "Wullawaki (carte de pénalité)",
    "You": "Toi",
    "You are deciding what to do with the card you saw with the Gnalli.": "Tu décides quoi faire de la carte vue avec le Gnalli.",
    "You chose your {card}. It stays hidden until everybody has chosen.": "Tu as choisi ton {card}. Elle reste cachée jusqu'à ce que tout le monde ait choisi.",
    "You have no Gnumie cards left: you are out of the bidding.": "Tu n'as plus de cartes Gnumie : tu ne participes plus aux enchères.",
    "You hold only your Gnalli and may not bid for a Wullawaki: you sit out.": "Tu n'as que ton Gnalli et ne peux pas miser pour un Wullawaki : tu passes ton tour.",
    "Your Gnalli: the top party card, seen only by you": "Ton Gnalli : la carte de fête du dessus, visible pour toi uniquement",
    "Your Gnumie cards": "Tes cartes Gnumie",
    "Your move": "Ton coup",
    "Your {count} Wullawakis: choose {n} card to discard ({chosen} chosen)": [
      "Tes {count} Wullawakis : choisis {n} carte à défausser ({chosen} choisie)",
      "Tes {count} Wullawakis : choisis {n} cartes à défausser ({chosen} choisies)",
      "Tes {count} Wullawakis : choisis {n} cartes à défausser ({chosen} choisies)"
    ],
    "Yum": "Yum",
    "blue": "bleu",
    "choosing…": "choisit…",
    "chosen: {names}": "ont choisi : {names}",
    "coach's choice": "choix du coach",
    "dice": "dés",
    "die {n} not rolled": "dé {n} pas lancé",
    "die {n} not rolled, held": "dé {n} pas lancé, gardé",
    "die {n} showing {value}": "dé {n} montrant {value}",
    "die {n} showing {value}, held": "dé {n} montrant {value}, gardé",
    "discard {card}": "défausser {card}",
    "face-down card": "carte face cachée",
    "face-down {title} card": "carte {title} face cachée",
    "gray": "gris",
    "has chosen ✓": "a choisi ✓",
    "joker": "joker",
    "keep": "garder",
    "nobody": "personne",
    "none": "aucune",
    "not priced": "non évalué",
    "out": "hors jeu",
    "red": "rouge",
    "roll": "lance",
    "unknown card {code}": "carte inconnue {code}",
    "violet": "violet",
    "waiting for {names}": "en attente de {names}",
    "wins": "gagne",
    "yellow": "jaune",
    "your move": "ton coup",
    "{caption}: all {n} choices": "{caption} : les {n} choix",
    "{card}, worth {n}": "{card}, vaut {n}",
    "{colour} Gnalli": "Gnalli {colour}",
    "{label}: ": "{label} : ",
    "{label}: off": "{label} : désactivé",
    "{label}: on": "{label} : activé",
    "{move} (the same)": "{move} (le même)",
    "{name} is deciding what to do with the card seen with the Gnalli.": "{name} décide quoi faire de la carte vue avec le Gnalli.",
    "{name}'s party room": "salle de fête de {name}",
    "{name}'s remaining Gnumie cards": "cartes Gnumie restantes de {name}",
    "{next} starts in {seconds} seconds.": "{next} commence dans {seconds} secondes.",
    "{n} Luckynit": [
      "{n} Luckynit",
      "{n} Luckynits",
      "{n} Luckynits"
    ],
    "{n} card in the supply": [
      "{n} carte dans la réserve",
      "{n} cartes dans la réserve",
      "{n} cartes dans la réserve"
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
  return String(text).replace(/\{(\w+)\}/g, (whole, name2) => {
    if (!params || !(name2 in params)) return whole;
    const value = params[name2];
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
  const { name: name2, state, n, go } = r;
  const onKeydown = (event) => {
    if (event.key === "ArrowLeft") go(state.step - 1);
    else if (event.key === "ArrowRight") go(state.step + 1);
    else return;
    event.preventDefault();
  };
  return h(
    "div",
    { class: "tw-review-stepper", role: "group", "aria-label": t("Step through your decisions (left and right arrow keys)"), onKeydown },
    button("← " + t("Previous"), { onClick: () => go(state.step - 1), disabled: state.step <= 1, reason: t("This is the first decision."), key: `${name2}-prev`, testid: "tw-review-prev" }),
    h("span", { class: "tw-review-where", testid: "tw-review-where", "aria-live": "polite" }, t("Decision {n} of {total}", { n: r.current.step, total: n })),
    button(t("Next") + " →", { onClick: () => go(state.step + 1), disabled: state.step >= n, reason: t("This is the last decision."), key: `${name2}-next`, testid: "tw-review-next" })
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
function reviewPanel(ctx, name2, answer, query) {
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
  const r = { name: name2, state, n, go, current: current2 };
  return h(
    "section",
    { class: "tw-answer tw-coach tw-review", role: "region", "aria-label": title, testid: `tw-answer-${name2}`, dataset: { answer: name2 } },
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
