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
    "Ace": "Ace",
    "Back to hand": "Back to hand",
    "Card the joker stands for (meld {n})": "Card the joker stands for (meld {n})",
    "Cards": "Cards",
    "Carousel": "Carousel",
    "Carousel table": "Carousel table",
    "Carousel table: the end of the round": "Carousel table: the end of the round",
    "Choice": "Choice",
    "Clubs": "Clubs",
    "Continue": "Continue",
    "Continue first.": "Continue first.",
    "Continue to round {n}": "Continue to round {n}",
    "Decision {n} of {total}": "Decision {n} of {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decision {n}: {move} → {coach} ({cost})",
    "Diamonds": "Diamonds",
    "Dismiss": "Dismiss",
    "Draw a 2nd card (instead of playing now)": "Draw a 2nd card (instead of playing now)",
    "Draw a 3rd card and end your turn (no play after it)": "Draw a 3rd card and end your turn (no play after it)",
    "Draw a card": "Draw a card",
    "End turn without knocking": "End turn without knocking",
    "Estimated value of each choice ({unit}), with its interval": "Estimated value of each choice ({unit}), with its interval",
    "Estimated value of each choice, with its interval": "Estimated value of each choice, with its interval",
    "Exact value of each choice": "Exact value of each choice",
    "Exact value of each choice ({unit})": "Exact value of each choice ({unit})",
    "Game over": "Game over",
    "Game over.": "Game over.",
    "HELD": "HELD",
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
    "Join next": "Join next",
    "Joker": "Joker",
    "Joker as {card}": "Joker as {card}",
    "King": "King",
    "Knock ({n} point)": [
      "Knock ({n} point)",
      "Knock ({n} points)"
    ],
    "Log": "Log",
    "Made automatically": "Made automatically",
    "Meld {n}": "Meld {n}",
    "Move here": "Move here",
    "Moves taken back with Undo, per player": "Moves taken back with Undo, per player",
    "New game": "New game",
    "New meld from selected": "New meld from selected",
    "Next": "Next",
    "No move to undo yet.": "No move to undo yet.",
    "No moves yet.": "No moves yet.",
    "Not priced.": "Not priced.",
    "OK": "OK",
    "Pass (no play)": "Pass (no play)",
    "Pass the screen to {name}": "Pass the screen to {name}",
    "Pass: end your turn": "Pass: end your turn",
    "Player": "Player",
    "Player {n}": "Player {n}",
    "Previous": "Previous",
    "Queen": "Queen",
    "Really start over?": "Really start over?",
    "Reset": "Reset",
    "Review": "Review",
    "Round and game scores": "Round and game scores",
    "Round points": "Round points",
    "Round {n}": "Round {n}",
    "Round {n} is over: {how}.": "Round {n} is over: {how}.",
    "Round {n}: hands {values} points; ": "Round {n}: hands {values} points; ",
    "Rounds won": "Rounds won",
    "Runner-up: {text}": "Runner-up: {text}",
    "Score": "Score",
    "Scores": "Scores",
    "Select cards first": "Select cards first",
    "Select cards you placed this turn": "Select cards you placed this turn",
    "Select the card where the second part starts": "Select the card where the second part starts",
    "Spades": "Spades",
    "Split": "Split",
    "Step through your decisions (left and right arrow keys)": "Step through your decisions (left and right arrow keys)",
    "Submit play ({n} card)": [
      "Submit play ({n} card)",
      "Submit play ({n} cards)"
    ],
    "Table": "Table",
    "Teacher view: all cards shown": "Teacher view: all cards shown",
    "Teacher view: every hand": "Teacher view: every hand",
    "That move is not possible right now.": "That move is not possible right now.",
    "The coach": "The coach",
    "The costliest decisions": "The costliest decisions",
    "The next hand": "The next hand",
    "The stock ran out": "The stock ran out",
    "The table is empty.": "The table is empty.",
    "There is no next meld": "There is no next meld",
    "This is the first decision.": "This is the first decision.",
    "This is the last decision.": "This is the last decision.",
    "Undo": "Undo",
    "Undos: {list}": "Undos: {list}",
    "Use this play": "Use this play",
    "Value": "Value",
    "Value (interval)": "Value (interval)",
    "Waiting for the game…": "Waiting for the game…",
    "You": "You",
    "Your hand": "Your hand",
    "Your hand ({n} point)": [
      "Your hand ({n} point)",
      "Your hand ({n} points)"
    ],
    "Your move": "Your move",
    "Yum": "Yum",
    "coach's choice": "coach's choice",
    "dice": "dice",
    "die {n} not rolled": "die {n} not rolled",
    "die {n} not rolled, held": "die {n} not rolled, held",
    "die {n} showing {value}": "die {n} showing {value}",
    "die {n} showing {value}, held": "die {n} showing {value}, held",
    "draw": "draw",
    "draw {n} of 3": "draw {n} of 3",
    "face-down card": "face-down card",
    "face-down {title} card": "face-down {title} card",
    "final lap: play or pass": "final lap: play or pass",
    "joker": "joker",
    "knock": "knock",
    "may knock": "may knock",
    "naming…": "naming…",
    "new": "new",
    "none": "none",
    "not priced": "not priced",
    "pass": "pass",
    "red": "red",
    "roll": "roll",
    "stock {n}": "stock {n}",
    "unknown card {code}": "unknown card {code}",
    "wins +{points}": "wins +{points}",
    "your move": "your move",
    "{caption}: all {n} choices": "{caption}: all {n} choices",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: off",
    "{label}: on": "{label}: on",
    "{move} (the same)": "{move} (the same)",
    "{name} knocked": "{name} knocked",
    "{name} to act ({step})": "{name} to act ({step})",
    "{name} went out": "{name} went out",
    "{name}'s hand": "{name}'s hand",
    "{name}'s hand at the end of round {n}": "{name}'s hand at the end of round {n}",
    "{name}: {n} point in hand": [
      "{name}: {n} point in hand",
      "{name}: {n} points in hand"
    ],
    "{next} starts in {seconds} seconds.": "{next} starts in {seconds} seconds.",
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
    "Ace": "As",
    "Back to hand": "Ele geri al",
    "Card the joker stands for (meld {n})": "Jokerin yerine geçtiği kart ({n}. per)",
    "Cards": "Kartlar",
    "Carousel": "Atlıkarınca",
    "Carousel table": "Carousel masası",
    "Carousel table: the end of the round": "Carousel masası: elin sonu",
    "Choice": "Seçenek",
    "Clubs": "Sinek",
    "Continue": "Devam",
    "Continue first.": "Önce devam et.",
    "Continue to round {n}": "{n}. tura geç",
    "Decision {n} of {total}": "Karar {n} / {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Karar {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Dismiss": "Kapat",
    "Draw a 2nd card (instead of playing now)": "2. kartı çek (şimdi oynamak yerine)",
    "Draw a 3rd card and end your turn (no play after it)": "3. kartı çek ve sıranı bitir (sonra oynanmaz)",
    "Draw a card": "Bir kart çek",
    "End turn without knocking": "Bitirmeden sıranı tamamla",
    "Estimated value of each choice ({unit}), with its interval": "Her seçeneğin tahmini değeri ({unit}), aralığıyla",
    "Estimated value of each choice, with its interval": "Her seçeneğin tahmini değeri, aralığıyla",
    "Exact value of each choice": "Her seçeneğin kesin değeri",
    "Exact value of each choice ({unit})": "Her seçeneğin kesin değeri ({unit})",
    "Game over": "Oyun bitti",
    "Game over.": "Oyun bitti.",
    "HELD": "TUTULDU",
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
    "Join next": "Sonrakiyle birleştir",
    "Joker": "Joker",
    "Joker as {card}": "{card} yerine Joker",
    "King": "Papaz",
    "Knock ({n} point)": [
      "Bitir ({n} puan)",
      "Bitir ({n} puan)"
    ],
    "Log": "Kayıt",
    "Made automatically": "Otomatik yapılanlar",
    "Meld {n}": "{n}. per",
    "Move here": "Buraya taşı",
    "Moves taken back with Undo, per player": "Geri Al ile geri alınan hamleler, oyuncu başına",
    "New game": "Yeni oyun",
    "New meld from selected": "Seçilenlerden yeni per",
    "Next": "Sonraki",
    "No move to undo yet.": "Henüz geri alınacak hamle yok.",
    "No moves yet.": "Henüz hamle yok.",
    "Not priced.": "Değerlendirilmedi.",
    "OK": "Tamam",
    "Pass (no play)": "Pas (oynamadan)",
    "Pass the screen to {name}": "Ekranı {name} adlı oyuncuya ver",
    "Pass: end your turn": "Pas: sıranı bitir",
    "Player": "Oyuncu",
    "Player {n}": "Oyuncu {n}",
    "Previous": "Önceki",
    "Queen": "Kız",
    "Really start over?": "Gerçekten baştan başlansın mı?",
    "Reset": "Sıfırla",
    "Review": "Değerlendirme",
    "Round and game scores": "El ve oyun puanları",
    "Round points": "El puanı",
    "Round {n}": "{n}. tur",
    "Round {n} is over: {how}.": "{n}. el bitti: {how}.",
    "Round {n}: hands {values} points; ": "{n}. el: eller {values} puan; ",
    "Rounds won": "Kazanılan eller",
    "Runner-up: {text}": "İkinci en iyi: {text}",
    "Score": "Puan",
    "Scores": "Puanlar",
    "Select cards first": "Önce kart seç",
    "Select cards you placed this turn": "Bu sırada koyduğun kartları seç",
    "Select the card where the second part starts": "İkinci parçanın başladığı kartı seç",
    "Spades": "Maça",
    "Split": "Böl",
    "Step through your decisions (left and right arrow keys)": "Kararlarını tek tek gez (sol ve sağ ok tuşları)",
    "Submit play ({n} card)": [
      "Hamleyi gönder ({n} kart)",
      "Hamleyi gönder ({n} kart)"
    ],
    "Table": "Masa",
    "Teacher view: all cards shown": "Öğretmen görünümü: tüm kartlar açık",
    "Teacher view: every hand": "Öğretmen görünümü: tüm eller",
    "That move is not possible right now.": "Bu hamle şu anda yapılamaz.",
    "The coach": "Koç",
    "The costliest decisions": "En pahalıya patlayan kararlar",
    "The next hand": "Sonraki el",
    "The stock ran out": "Deste bitti",
    "The table is empty.": "Masa boş.",
    "There is no next meld": "Sonraki per yok",
    "This is the first decision.": "Bu ilk karar.",
    "This is the last decision.": "Bu son karar.",
    "Undo": "Geri al",
    "Undos: {list}": "Geri almalar: {list}",
    "Use this play": "Bu hamleyi kullan",
    "Value": "Değer",
    "Value (interval)": "Değer (aralık)",
    "Waiting for the game…": "Oyun bekleniyor…",
    "You": "Sen",
    "Your hand": "Elin",
    "Your hand ({n} point)": [
      "Elin ({n} puan)",
      "Elin ({n} puan)"
    ],
    "Your move": "Senin hamlen",
    "Yum": "Yum",
    "coach's choice": "koçun seçimi",
    "dice": "zarlar",
    "die {n} not rolled": "{n}. zar atılmadı",
    "die {n} not rolled, held": "{n}. zar atılmadı, tutuldu",
    "die {n} showing {value}": "{n}. zar {value} gösteriyor",
    "die {n} showing {value}, held": "{n}. zar {value} gösteriyor, tutuldu",
    "draw": "berabere",
    "draw {n} of 3": "çekiş {n} / 3",
    "face-down card": "kapalı kart",
    "face-down {title} card": "kapalı {title} kartı",
    "final lap: play or pass": "son tur: oyna ya da pas geç",
    "joker": "joker",
    "knock": "bitirme",
    "may knock": "bitirebilir",
    "naming…": "seçiliyor…",
    "new": "yeni",
    "none": "hiç",
    "not priced": "değerlendirilmedi",
    "pass": "pas",
    "red": "kırmızı",
    "roll": "at",
    "stock {n}": "deste {n}",
    "unknown card {code}": "bilinmeyen kart {code}",
    "wins +{points}": "kazanır +{points}",
    "your move": "senin hamlen",
    "{caption}: all {n} choices": "{caption}: {n} seçeneğin hepsi",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: kapalı",
    "{label}: on": "{label}: açık",
    "{move} (the same)": "{move} (aynısı)",
    "{name} knocked": "{name} bitirdi",
    "{name} to act ({step})": "sıra {name} oyuncusunda ({step})",
    "{name} went out": "{name} elini bitirdi",
    "{name}'s hand": "{name} oyuncusunun eli",
    "{name}'s hand at the end of round {n}": "{name} oyuncusunun {n}. elin sonundaki eli",
    "{name}: {n} point in hand": [
      "{name}: elde {n} puan",
      "{name}: elde {n} puan"
    ],
    "{next} starts in {seconds} seconds.": "{next} {seconds} saniye içinde başlar.",
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
    "Ace": "As",
    "Back to hand": "Z powrotem do ręki",
    "Card the joker stands for (meld {n})": "Karta, którą zastępuje joker (meldunek {n})",
    "Cards": "Karty",
    "Carousel": "Karuzela",
    "Carousel table": "Stół Karuzeli",
    "Carousel table: the end of the round": "Stół Karuzeli: koniec rundy",
    "Choice": "Wybór",
    "Clubs": "Trefl",
    "Continue": "Dalej",
    "Continue first.": "Najpierw kliknij Dalej.",
    "Continue to round {n}": "Przejdź do rundy {n}",
    "Decision {n} of {total}": "Decyzja {n} z {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decyzja {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Dismiss": "Zamknij",
    "Draw a 2nd card (instead of playing now)": "Dobierz 2. kartę (zamiast zagrać teraz)",
    "Draw a 3rd card and end your turn (no play after it)": "Dobierz 3. kartę i zakończ turę (potem bez zagrania)",
    "Draw a card": "Dobierz kartę",
    "End turn without knocking": "Zakończ turę bez pukania",
    "Estimated value of each choice ({unit}), with its interval": "Szacowana wartość każdego wyboru ({unit}) z przedziałem",
    "Estimated value of each choice, with its interval": "Szacowana wartość każdego wyboru z przedziałem",
    "Exact value of each choice": "Dokładna wartość każdego wyboru",
    "Exact value of each choice ({unit})": "Dokładna wartość każdego wyboru ({unit})",
    "Game over": "Koniec gry",
    "Game over.": "Koniec gry.",
    "HELD": "ZATRZYMANA",
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
    "Join next": "Połącz z następnym",
    "Joker": "Joker",
    "Joker as {card}": "Joker jako {card}",
    "King": "Król",
    "Knock ({n} point)": [
      "Zapukaj ({n} punkt)",
      "Zapukaj ({n} punkty)",
      "Zapukaj ({n} punktów)"
    ],
    "Log": "Dziennik",
    "Made automatically": "Wykonane automatycznie",
    "Meld {n}": "Meldunek {n}",
    "Move here": "Przenieś tutaj",
    "Moves taken back with Undo, per player": "Ruchy cofnięte przyciskiem Cofnij, dla każdego gracza",
    "New game": "Nowa gra",
    "New meld from selected": "Nowy meldunek z zaznaczonych",
    "Next": "Dalej",
    "No move to undo yet.": "Nie ma jeszcze ruchu do cofnięcia.",
    "No moves yet.": "Jeszcze nie było ruchów.",
    "Not priced.": "Bez wyceny.",
    "OK": "OK",
    "Pass (no play)": "Pas (bez zagrania)",
    "Pass the screen to {name}": "Przekaż ekran: {name}",
    "Pass: end your turn": "Pas: zakończ turę",
    "Player": "Gracz",
    "Player {n}": "Gracz {n}",
    "Previous": "Wstecz",
    "Queen": "Dama",
    "Really start over?": "Na pewno zacząć od nowa?",
    "Reset": "Od nowa",
    "Review": "Analiza",
    "Round and game scores": "Wyniki rundy i gry",
    "Round points": "Punkty rundy",
    "Round {n}": "Runda {n}",
    "Round {n} is over: {how}.": "Runda {n} się skończyła: {how}.",
    "Round {n}: hands {values} points; ": "Runda {n}: ręce {values} pkt; ",
    "Rounds won": "Wygrane rundy",
    "Runner-up: {text}": "Drugi najlepszy: {text}",
    "Score": "Wynik",
    "Scores": "Wyniki",
    "Select cards first": "Najpierw zaznacz karty",
    "Select cards you placed this turn": "Zaznacz karty położone w tej turze",
    "Select the card where the second part starts": "Zaznacz kartę, od której zaczyna się druga część",
    "Spades": "Pik",
    "Split": "Podziel",
    "Step through your decisions (left and right arrow keys)": "Przejdź po swoich decyzjach (strzałki w lewo i w prawo)",
    "Submit play ({n} card)": [
      "Zagraj ({n} karta)",
      "Zagraj ({n} karty)",
      "Zagraj ({n} kart)"
    ],
    "Table": "Stół",
    "Teacher view: all cards shown": "Widok nauczyciela: wszystkie karty odkryte",
    "Teacher view: every hand": "Widok nauczyciela: wszystkie ręce",
    "That move is not possible right now.": "Tego ruchu nie można teraz wykonać.",
    "The coach": "Trener",
    "The costliest decisions": "Najkosztowniejsze decyzje",
    "The next hand": "Następne rozdanie",
    "The stock ran out": "Skończył się stos dobierania",
    "The table is empty.": "Stół jest pusty.",
    "There is no next meld": "Nie ma następnego meldunku",
    "This is the first decision.": "To pierwsza decyzja.",
    "This is the last decision.": "To ostatnia decyzja.",
    "Undo": "Cofnij",
    "Undos: {list}": "Cofnięcia: {list}",
    "Use this play": "Użyj tego zagrania",
    "Value": "Wartość",
    "Value (interval)": "Wartość (przedział)",
    "Waiting for the game…": "Czekam na grę…",
    "You": "Ty",
    "Your hand": "Twoja ręka",
    "Your hand ({n} point)": [
      "Twoja ręka ({n} punkt)",
      "Twoja ręka ({n} punkty)",
      "Twoja ręka ({n} punktów)"
    ],
    "Your move": "Twój ruch",
    "Yum": "Yum",
    "coach's choice": "wybór trenera",
    "dice": "kości",
    "die {n} not rolled": "kość {n} nierzucona",
    "die {n} not rolled, held": "kość {n} nierzucona, zatrzymana",
    "die {n} showing {value}": "kość {n}: {value} oczek",
    "die {n} showing {value}, held": "kość {n}: {value} oczek, zatrzymana",
    "draw": "remis",
    "draw {n} of 3": "dobieranie {n} z 3",
    "face-down card": "zakryta karta",
    "face-down {title} card": "zakryta karta {title}",
    "final lap: play or pass": "ostatnie okrążenie: zagraj albo pasuj",
    "joker": "joker",
    "knock": "pukanie",
    "may knock": "może zapukać",
    "naming…": "wybieranie…",
    "new": "nowa",
    "none": "brak",
    "not priced": "bez wyceny",
    "pass": "pas",
    "red": "czerwony",
    "roll": "rzuć",
    "stock {n}": "stos {n}",
    "unknown card {code}": "nieznana karta {code}",
    "wins +{points}": "wygrywa +{points}",
    "your move": "twój ruch",
    "{caption}: all {n} choices": "{caption}: wszystkie wybory ({n})",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: wył.",
    "{label}: on": "{label}: wł.",
    "{move} (the same)": "{move} (to samo)",
    "{name} knocked": "pukanie: {name}",
    "{name} to act ({step})": "ruch: {name} ({step})",
    "{name} went out": "wyłożenie wszystkich kart: {name}",
    "{name}'s hand": "ręka: {name}",
    "{name}'s hand at the end of round {n}": "ręka gracza {name} na koniec rundy {n}",
    "{name}: {n} point in hand": [
      "{name}: {n} punkt w ręce",
      "{name}: {n} punkty w ręce",
      "{name}: {n} punktów w ręce"
    ],
    "{next} starts in {seconds} seconds.": "{next} zacznie się za {seconds} s.",
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
    "Ace": "Ász",
    "Back to hand": "Vissza a kézbe",
    "Card the joker stands for (meld {n})": "A lap, amelyet a joker helyettesít ({n}. kombináció)",
    "Cards": "Lapok",
    "Carousel": "Körhinta",
    "Carousel table": "Carousel asztal",
    "Carousel table: the end of the round": "Carousel asztal: a kör vége",
    "Choice": "Választás",
    "Clubs": "Treff",
    "Continue": "Tovább",
    "Continue first.": "Előbb kattints a Tovább gombra.",
    "Continue to round {n}": "Tovább a(z) {n}. körre",
    "Decision {n} of {total}": "{n}. döntés ennyiből: {total}",
    "Decision {n}: {move} → {coach} ({cost})": "{n}. döntés: {move} → {coach} ({cost})",
    "Diamonds": "Káró",
    "Dismiss": "Bezárás",
    "Draw a 2nd card (instead of playing now)": "Húzz 2. lapot (most kijátszás helyett)",
    "Draw a 3rd card and end your turn (no play after it)": "Húzz 3. lapot, és fejezd be a köröd (utána nincs kijátszás)",
    "Draw a card": "Húzz egy lapot",
    "End turn without knocking": "Fejezd be a kört kopogás nélkül",
    "Estimated value of each choice ({unit}), with its interval": "Minden választás becsült értéke ({unit}), a tartományával",
    "Estimated value of each choice, with its interval": "Minden választás becsült értéke, a tartományával",
    "Exact value of each choice": "Minden választás pontos értéke",
    "Exact value of each choice ({unit})": "Minden választás pontos értéke ({unit})",
    "Game over": "Vége a játéknak",
    "Game over.": "Vége a játéknak.",
    "HELD": "MEGTARTVA",
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
    "Join next": "Egyesítés a következővel",
    "Joker": "Joker",
    "Joker as {card}": "Joker, mint {card}",
    "King": "Király",
    "Knock ({n} point)": [
      "Kopogás ({n} pont)",
      "Kopogás ({n} pont)"
    ],
    "Log": "Napló",
    "Made automatically": "Automatikusan történt",
    "Meld {n}": "{n}. kombináció",
    "Move here": "Ide tedd",
    "Moves taken back with Undo, per player": "A Visszavonással visszavett lépések, játékosonként",
    "New game": "Új játék",
    "New meld from selected": "Új kombináció a kijelöltekből",
    "Next": "Következő",
    "No move to undo yet.": "Még nincs visszavonható lépés.",
    "No moves yet.": "Még nem volt lépés.",
    "Not priced.": "Nincs értékelve.",
    "OK": "Rendben",
    "Pass (no play)": "Passz (kijátszás nélkül)",
    "Pass the screen to {name}": "Add át a képernyőt neki: {name}",
    "Pass: end your turn": "Passz: fejezd be a köröd",
    "Player": "Játékos",
    "Player {n}": "{n}. játékos",
    "Previous": "Előző",
    "Queen": "Dáma",
    "Really start over?": "Biztosan újrakezded?",
    "Reset": "Visszaállítás",
    "Review": "Értékelés",
    "Round and game scores": "A kör és a játék pontjai",
    "Round points": "A kör pontjai",
    "Round {n}": "{n}. kör",
    "Round {n} is over: {how}.": "Véget ért a(z) {n}. kör: {how}.",
    "Round {n}: hands {values} points; ": "{n}. kör: a kezek {values} pont; ",
    "Rounds won": "Megnyert körök",
    "Runner-up: {text}": "Második legjobb: {text}",
    "Score": "Pontszám",
    "Scores": "Pontszámok",
    "Select cards first": "Előbb jelölj ki lapokat",
    "Select cards you placed this turn": "Jelöld ki a körben letett lapjaidat",
    "Select the card where the second part starts": "Jelöld ki a lapot, ahol a második rész kezdődik",
    "Spades": "Pikk",
    "Split": "Szétválasztás",
    "Step through your decisions (left and right arrow keys)": "Lépkedj végig a döntéseiden (bal és jobb nyíl)",
    "Submit play ({n} card)": [
      "Kijátszás ({n} lap)",
      "Kijátszás ({n} lap)"
    ],
    "Table": "Asztal",
    "Teacher view: all cards shown": "Tanári nézet: minden lap látszik",
    "Teacher view: every hand": "Tanári nézet: minden kéz",
    "That move is not possible right now.": "Ez a lépés most nem lehetséges.",
    "The coach": "Az edző",
    "The costliest decisions": "A legtöbbe kerülő döntések",
    "The next hand": "A következő leosztás",
    "The stock ran out": "Elfogyott a talon",
    "The table is empty.": "Üres az asztal.",
    "There is no next meld": "Nincs következő kombináció",
    "This is the first decision.": "Ez az első döntés.",
    "This is the last decision.": "Ez az utolsó döntés.",
    "Undo": "Visszavonás",
    "Undos: {list}": "Visszavonások: {list}",
    "Use this play": "Használd ezt a kijátszást",
    "Value": "Érték",
    "Value (interval)": "Érték (tartomány)",
    "Waiting for the game…": "Várakozás a játékra…",
    "You": "Te",
    "Your hand": "A kezed",
    "Your hand ({n} point)": [
      "A kezed ({n} pont)",
      "A kezed ({n} pont)"
    ],
    "Your move": "A te lépésed",
    "Yum": "Yum",
    "coach's choice": "az edző választása",
    "dice": "kockák",
    "die {n} not rolled": "{n}. kocka dobatlan",
    "die {n} not rolled, held": "{n}. kocka dobatlan, megtartva",
    "die {n} showing {value}": "{n}. kocka: {value}",
    "die {n} showing {value}, held": "{n}. kocka: {value}, megtartva",
    "draw": "döntetlen",
    "draw {n} of 3": "{n}. húzás a 3-ból",
    "face-down card": "lefordított lap",
    "face-down {title} card": "lefordított {title} lap",
    "final lap: play or pass": "utolsó kör: játssz vagy passzolj",
    "joker": "joker",
    "knock": "kopogás",
    "may knock": "kopoghat",
    "naming…": "megnevezés…",
    "new": "új",
    "none": "nincs",
    "not priced": "nincs értékelve",
    "pass": "passz",
    "red": "piros",
    "roll": "dobj",
    "stock {n}": "pakli {n}",
    "unknown card {code}": "ismeretlen lap: {code}",
    "wins +{points}": "nyer +{points}",
    "your move": "a te lépésed",
    "{caption}: all {n} choices": "{caption}: mind a(z) {n} választás",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: ki",
    "{label}: on": "{label}: be",
    "{move} (the same)": "{move} (ugyanaz)",
    "{name} knocked": "{name} kopogott",
    "{name} to act ({step})": "{name} jön ({step})",
    "{name} went out": "{name} kiment",
    "{name}'s hand": "{name} keze",
    "{name}'s hand at the end of round {n}": "{name} keze a(z) {n}. kör végén",
    "{name}: {n} point in hand": [
      "{name}: {n} pont a kézben",
      "{name}: {n} pont a kézben"
    ],
    "{next} starts in {seconds} seconds.": "{next} {seconds} másodperc múlva kezdődik.",
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
    "Ace": "As",
    "Back to hand": "Reprendre en main",
    "Card the joker stands for (meld {n})": "Carte que remplace le joker (combinaison {n})",
    "Cards": "Cartes",
    "Carousel": "Carrousel",
    "Carousel table": "Table de Carousel",
    "Carousel table: the end of the round": "Table de Carousel : fin de la manche",
    "Choice": "Choix",
    "Clubs": "Trèfle",
    "Continue": "Continuer",
    "Continue first.": "Continue d'abord.",
    "Continue to round {n}": "Passer à la manche {n}",
    "Decision {n} of {total}": "Décision {n} sur {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Décision {n} : {move} → {coach} ({cost})",
    "Diamonds": "Carreau",
    "Dismiss": "Fermer",
    "Draw a 2nd card (instead of playing now)": "Pioche une 2e carte (au lieu de jouer maintenant)",
    "Draw a 3rd card and end your turn (no play after it)": "Pioche une 3e carte et finis ton tour (plus de jeu ensuite)",
    "Draw a card": "Pioche une carte",
    "End turn without knocking": "Finir le tour sans cogner",
    "Estimated value of each choice ({unit}), with its interval": "Valeur estimée de chaque choix ({unit}), avec son intervalle",
    "Estimated value of each choice, with its interval": "Valeur estimée de chaque choix, avec son intervalle",
    "Exact value of each choice": "Valeur exacte de chaque choix",
    "Exact value of each choice ({unit})": "Valeur exacte de chaque choix ({unit})",
    "Game over": "Partie terminée",
    "Game over.": "Partie terminée.",
    "HELD": "GARDÉ",
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
    "Join next": "Joindre à la suivante",
    "Joker": "Joker",
    "Joker as {card}": "Joker comme {card}",
    "King": "Roi",
    "Knock ({n} point)": [
      "Cogner ({n} point)",
      "Cogner ({n} points)",
      "Cogner ({n} points)"
    ],
    "Log": "Journal",
    "Made automatically": "Fait automatiquement",
    "Meld {n}": "Combinaison {n}",
    "Move here": "Déplacer ici",
    "Moves taken back with Undo, per player": "Coups repris avec Annuler, par joueur",
    "New game": "Nouvelle partie",
    "New meld from selected": "Nouvelle combinaison avec la sélection",
    "Next": "Suivante",
    "No move to undo yet.": "Il n'y a pas encore de coup à annuler.",
    "No moves yet.": "Aucun coup pour l'instant.",
    "Not priced.": "Non évalué.",
    "OK": "OK",
    "Pass (no play)": "Passer (sans jouer)",
    "Pass the screen to {name}": "Passe l'écran à {name}",
    "Pass: end your turn": "Passer : finir ton tour",
    "Player": "Joueur",
    "Player {n}": "Joueur {n}",
    "Previous": "Précédente",
    "Queen": "Dame",
    "Really start over?": "Vraiment recommencer?",
    "Reset": "Réinitialiser",
    "Review": "Bilan",
    "Round and game scores": "Points de la manche et de la partie",
    "Round points": "Points de la manche",
    "Round {n}": "Manche {n}",
    "Round {n} is over: {how}.": "La manche {n} est terminée : {how}.",
    "Round {n}: hands {values} points; ": "Manche {n} : mains {values} points; ",
    "Rounds won": "Manches gagnées",
    "Runner-up: {text}": "Deuxième choix : {text}",
    "Score": "Pointage",
    "Scores": "Pointages",
    "Select cards first": "Choisis d'abord des cartes",
    "Select cards you placed this turn": "Choisis les cartes posées ce tour-ci",
    "Select the card where the second part starts": "Choisis la carte où commence la deuxième partie",
    "Spades": "Pique",
    "Split": "Couper",
    "Step through your decisions (left and right arrow keys)": "Parcours tes décisions (flèches gauche et droite)",
    "Submit play ({n} card)": [
      "Jouer ({n} carte)",
      "Jouer ({n} cartes)",
      "Jouer ({n} cartes)"
    ],
    "Table": "Table",
    "Teacher view: all cards shown": "Vue de l'enseignant : toutes les cartes visibles",
    "Teacher view: every hand": "Vue de l'enseignant : toutes les mains",
    "That move is not possible right now.": "Ce coup n'est pas possible pour l'instant.",
    "The coach": "Le coach",
    "The costliest decisions": "Les décisions les plus coûteuses",
    "The next hand": "La prochaine main",
    "The stock ran out": "Le talon est épuisé",
    "The table is empty.": "La table est vide.",
    "There is no next meld": "Il n'y a pas de combinaison suivante",
    "This is the first decision.": "C'est la première décision.",
    "This is the last decision.": "C'est la dernière décision.",
    "Undo": "Annuler",
    "Undos: {list}": "Coups annulés : {list}",
    "Use this play": "Utiliser ce coup",
    "Value": "Valeur",
    "Value (interval)": "Valeur (intervalle)",
    "Waiting for the game…": "En attente de la partie…",
    "You": "Toi",
    "Your hand": "Ta main",
    "Your hand ({n} point)": [
      "Ta main ({n} point)",
      "Ta main ({n} points)",
      "Ta main ({n} points)"
    ],
    "Your move": "Ton coup",
    "Yum": "Yum",
    "coach's choice": "choix du coach",
    "dice": "dés",
    "die {n} not rolled": "dé {n} pas lancé",
    "die {n} not rolled, held": "dé {n} pas lancé, gardé",
    "die {n} showing {value}": "dé {n} montrant {value}",
    "die {n} showing {value}, held": "dé {n} montrant {value}, gardé",
    "draw": "nulle",
    "draw {n} of 3": "pioche {n} sur 3",
    "face-down card": "carte face cachée",
    "face-down {title} card": "carte {title} face cachée",
    "final lap: play or pass": "dernier tour : joue ou passe",
    "joker": "joker",
    "knock": "cogné",
    "may knock": "peut cogner",
    "naming…": "à nommer…",
    "new": "nouvelle",
    "none": "aucune",
    "not priced": "non évalué",
    "pass": "passer",
    "red": "rouge",
    "roll": "lance",
    "stock {n}": "talon {n}",
    "unknown card {code}": "carte inconnue {code}",
    "wins +{points}": "gagne +{points}",
    "your move": "ton coup",
    "{caption}: all {n} choices": "{caption} : les {n} choix",
    "{label}: ": "{label} : ",
    "{label}: off": "{label} : désactivé",
    "{label}: on": "{label} : activé",
    "{move} (the same)": "{move} (le même)",
    "{name} knocked": "{name} a cogné",
    "{name} to act ({step})": "à {name} de jouer ({step})",
    "{name} went out": "{name} a posé toutes ses cartes",
    "{name}'s hand": "main de {name}",
    "{name}'s hand at the end of round {n}": "main de {name} à la fin de la manche {n}",
    "{name}: {n} point in hand": [
      "{name} : {n} point en main",
      "{name} : {n} points en main",
      "{name} : {n} points en main"
    ],
    "{next} starts in {seconds} seconds.": "{next} commence dans {seconds} secondes.",
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
function cardLabel(code) {
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
function cardRow(cards, { label, fan = false, testid } = {}) {
  return h("div", { class: ["tw-card-row", fan && "tw-card-row--fan"], role: "group", "aria-label": label, testid }, cards);
}

// tabletop_widgets/carousel/widget.js
var isJoker = (c) => c.startsWith("JK");
var standsFor = (c) => c.startsWith("JK:") ? c.slice(3) : c;
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function arrangement(ctx) {
  const v = ctx.view;
  const key = JSON.stringify([v.round, v.table, v.hand, v.may_play]);
  const L = ctx.local;
  if (L.key !== key) {
    L.key = key;
    L.melds = (v.table || []).map((m) => m.slice());
    L.hand = (v.hand || []).slice();
    L.selected = [];
    L.requested = null;
  }
  const verdict = ctx.answers.check;
  if (verdict && verdict.ordered && same(verdict.melds, L.melds) && !same(verdict.ordered, L.melds)) {
    L.melds = verdict.ordered.map((m) => m.slice());
    L.selected = [];
  }
  return L;
}
function verdictFor(ctx, L) {
  const verdict = ctx.answers.check;
  if (verdict && verdict.ordered && (same(verdict.ordered, L.melds) || same(verdict.melds, L.melds))) return verdict;
  const check = ctx.query("check");
  const asked = JSON.stringify([L.key, L.melds]);
  if (check && check.allowed && ctx.view.may_play && ctx.myTurn && L.requested !== asked) {
    L.requested = asked;
    ctx.ask("check", { melds: L.melds.map((m) => m.slice()) });
  }
  return null;
}
function reset(ctx) {
  ctx.local.key = null;
  arrangement(ctx);
}
var sel = (L, where, i) => L.selected.findIndex((x) => x.where === where && x.i === i);
function toggle(L, where, i) {
  const k = sel(L, where, i);
  if (k >= 0) L.selected.splice(k, 1);
  else L.selected.push({ where, i });
}
function takeSelected(L, originalTable) {
  const picked = [];
  const byMeld = /* @__PURE__ */ new Map();
  const handIdx = [];
  for (const s of L.selected) {
    if (s.where === "hand") handIdx.push(s.i);
    else {
      const m = Number(s.where.slice(5));
      if (!byMeld.has(m)) byMeld.set(m, []);
      byMeld.get(m).push(s.i);
    }
  }
  for (const i of handIdx.sort((a, b) => b - a)) picked.push(...L.hand.splice(i, 1));
  for (const [m, idx] of byMeld) for (const i of idx.sort((a, b) => b - a)) picked.push(...L.melds[m].splice(i, 1));
  L.selected = [];
  return picked;
}
function dropEmpty(L) {
  L.melds = L.melds.filter((m) => m.length > 0);
}
function moveTo(L, target) {
  const cards = takeSelected(L).map((c) => c);
  if (!cards.length) return;
  let meld;
  if (target === "new" || target >= L.melds.length) {
    L.melds.push([]);
    meld = L.melds[L.melds.length - 1];
  } else meld = L.melds[target];
  for (const c of cards) meld.push(c);
  dropEmpty(L);
}
function backToHand(L, originalHand) {
  const counts = {};
  for (const c of originalHand) counts[c] = (counts[c] || 0) + 1;
  for (const c of L.hand) counts[c] -= 1;
  const keep = [];
  for (const s of L.selected) {
    if (s.where === "hand") continue;
    const m = Number(s.where.slice(5));
    const c = L.melds[m][s.i];
    const phys = isJoker(c) ? "JK" : c;
    if ((counts[phys] || 0) > 0) {
      counts[phys] -= 1;
      keep.push(s);
    }
  }
  L.selected = keep;
  const cards = takeSelected(L);
  for (const c of cards) L.hand.push(isJoker(c) ? "JK" : c);
  dropEmpty(L);
}
function playedCount(L, originalHand) {
  return originalHand.length - L.hand.length;
}
function cardNode(ctx, L, where, i, code, opts = {}) {
  const selected = sel(L, where, i) >= 0;
  const clickable = ctx.mode !== "reveal" && !ctx.terminal;
  const node = card(code, {
    selected: ctx.view.may_play ? selected : void 0,
    onClick: clickable ? () => {
      toggle(L, where, i);
      ctx.rerender();
    } : void 0,
    disabled: !ctx.view.may_play,
    refusal: "play",
    ctx,
    key: `${where}-${i}-${code}`,
    testid: `${where}-card-${i}`,
    size: opts.size
  });
  if (ctx.view.may_play) {
    node.draggable = true;
    node.addEventListener("dragstart", (e) => {
      if (sel(L, where, i) < 0) L.selected.push({ where, i });
      e.dataTransfer.setData("text/plain", "carousel");
      e.dataTransfer.effectAllowed = "move";
    });
  }
  return node;
}
function dropZone(node, ctx, L, target) {
  node.addEventListener("dragover", (e) => {
    e.preventDefault();
    node.classList.add("cs-over");
  });
  node.addEventListener("dragleave", () => node.classList.remove("cs-over"));
  node.addEventListener("drop", (e) => {
    e.preventDefault();
    if (target === "hand") backToHand(L, ctx.view.hand || []);
    else moveTo(L, target);
    ctx.rerender();
  });
  return node;
}
function jokerMenus(ctx, L, m) {
  const meld = L.melds[m];
  const menus = [];
  meld.forEach((c, i) => {
    if (!isJoker(c)) return;
    const original = (ctx.view.table || []).flat().includes(c);
    const select = h(
      "select",
      {
        class: "cs-joker-name",
        testid: `joker-name-${m}-${i}`,
        "aria-label": t("Card the joker stands for (meld {n})", { n: m + 1 }),
        onChange: (e) => {
          meld[i] = "JK:" + e.target.value;
          ctx.rerender();
        }
      },
      c === "JK" ? h("option", { value: "", selected: true }, t("naming…")) : null,
      DECK.map((name) => h("option", { value: name, selected: standsFor(c) === name }, cardLabel(name)))
    );
    menus.push(h("label", { class: "cs-joker-label", dataset: { original: original ? "true" : "false" } }, t("Joker") + " = ", select));
  });
  return menus;
}
function meldTools(ctx, L, m) {
  const meld = L.melds[m];
  return [
    button(t("Move here"), { small: true, disabled: !L.selected.length, reason: t("Select cards first"), refusal: "arrange", ctx, onClick: () => {
      moveTo(L, m);
      ctx.rerender();
    }, key: `move-${m}`, testid: `meld-${m}-move` }),
    button(t("Split"), {
      small: true,
      disabled: !(L.selected.length === 1 && L.selected[0].where === `meld-${m}` && L.selected[0].i > 0),
      reason: t("Select the card where the second part starts"),
      refusal: "arrange",
      ctx,
      onClick: () => {
        const at = L.selected[0].i;
        L.melds.splice(m + 1, 0, meld.splice(at));
        L.selected = [];
        ctx.rerender();
      },
      key: `split-${m}`,
      testid: `meld-${m}-split`
    }),
    button(t("Join next"), {
      small: true,
      disabled: m + 1 >= L.melds.length,
      reason: t("There is no next meld"),
      refusal: "arrange",
      ctx,
      onClick: () => {
        L.melds.splice(m, 2, meld.concat(L.melds[m + 1]));
        L.selected = [];
        ctx.rerender();
      },
      key: `join-${m}`,
      testid: `meld-${m}-join`
    })
  ];
}
function meldZone(ctx, L, m, verdict) {
  const problem = verdict ? (verdict.problems || {})[String(m)] : null;
  const cards = cardRow(L.melds[m].map((c, i) => cardNode(ctx, L, `meld-${m}`, i, c, { size: "sm" })), { label: t("Meld {n}", { n: m + 1 }), testid: `meld-${m}-cards` });
  roving(cards);
  const tools = ctx.view.may_play ? meldTools(ctx, L, m) : [];
  const meld = h(
    "div",
    { class: ["cs-meld", problem ? "cs-invalid" : ""], testid: `meld-${m}`, dataset: { valid: !verdict ? "pending" : problem ? "false" : "true" } },
    cards,
    ...jokerMenus(ctx, L, m),
    h("span", { class: "cs-tools" }, ...tools),
    problem ? h("div", { class: "cs-problem", role: "note", testid: `meld-${m}-problem` }, `⚠ ${problem}`) : null
  );
  return dropZone(meld, ctx, L, m);
}
function newMeldZone(ctx, L) {
  const make = button(t("New meld from selected"), { disabled: !L.selected.length, reason: t("Select cards first"), refusal: "arrange", ctx, onClick: () => {
    moveTo(L, "new");
    ctx.rerender();
  }, key: "new-meld", testid: "new-meld" });
  return dropZone(h("div", { class: "cs-meld cs-new" }, make), ctx, L, "new");
}
function drawTable(ctx, L, verdict) {
  const rows = L.melds.map((meld, m) => meldZone(ctx, L, m, verdict));
  const newMeld = ctx.view.may_play ? newMeldZone(ctx, L) : null;
  return panel(t("Table"), [rows.length ? rows : h("p", { class: "cs-empty" }, t("The table is empty.")), newMeld], { testid: "cs-table" });
}
function drawHand(ctx, L) {
  const v = ctx.view;
  const row = cardRow(L.hand.map((c, i) => cardNode(ctx, L, "hand", i, c)), { label: t("Your hand"), testid: "cs-hand-cards" });
  roving(row);
  const back = v.may_play ? button(t("Back to hand"), { small: true, disabled: !L.selected.some((s) => s.where !== "hand"), reason: t("Select cards you placed this turn"), refusal: "arrange", ctx, onClick: () => {
    backToHand(L, v.hand || []);
    ctx.rerender();
  }, key: "back", testid: "back-to-hand" }) : null;
  return dropZone(panel(nt("Your hand ({n} point)", "Your hand ({n} points)", v.hand_value), [row, back], { testid: "cs-hand" }), ctx, L, "hand");
}
function drawLabel(v) {
  if (v.draws === 0) return t("Draw a card");
  if (v.draws === 1) return t("Draw a 2nd card (instead of playing now)");
  return t("Draw a 3rd card and end your turn (no play after it)");
}
function drawControls(ctx, L, verdict) {
  const v = ctx.view;
  const placed = playedCount(L, v.hand || []);
  const legal = (type) => ctx.isLegal({ type }).length > 0;
  const out = [];
  if (v.may_play) {
    const problem = verdict ? verdict.problem : null;
    out.push(
      button(nt("Submit play ({n} card)", "Submit play ({n} cards)", placed), {
        primary: true,
        disabled: !!problem,
        refusal: "play:table",
        ctx,
        reason: problem,
        onClick: () => ctx.send({ type: "play", melds: L.melds.map((m) => m.slice()) }),
        key: "submit",
        testid: "submit"
      })
    );
    out.push(button(t("Reset"), { onClick: () => {
      reset(ctx);
      ctx.rerender();
    }, key: "reset", testid: "reset" }));
  }
  if (ctx.myTurn && v.step === "turn") out.push(button(drawLabel(v), { onClick: () => ctx.send({ type: "draw" }), disabled: !legal("draw"), refusal: "draw", ctx, key: "draw", testid: "draw" }));
  if (legal("pass")) out.push(button(v.step === "final" ? t("Pass (no play)") : t("Pass: end your turn"), { onClick: () => ctx.send({ type: "pass" }), key: "pass", testid: "pass" }));
  if (ctx.myTurn) out.push(button(nt("Knock ({n} point)", "Knock ({n} points)", v.hand_value), { onClick: () => ctx.send({ type: "knock" }), disabled: !legal("knock"), refusal: "knock", ctx, key: "knock", testid: "knock" }));
  if (legal("end_turn")) out.push(button(t("End turn without knocking"), { onClick: () => ctx.send({ type: "end_turn" }), key: "end-turn", testid: "end-turn" }));
  const hint = ctx.answers.hint || {};
  const hintNode = hint.text ? h("div", { class: "cs-hint", testid: "cs-hint", role: "status", dataset: { answer: "hint" } }, hint.text, hint.melds ? button(t("Use this play"), { small: true, onClick: () => {
    L.melds = hint.melds.map((m) => m.slice());
    const used = (hint.cards || []).slice();
    L.hand = (v.hand || []).filter((c) => {
      const k = used.indexOf(c);
      if (k >= 0) {
        used.splice(k, 1);
        return false;
      }
      return true;
    });
    L.selected = [];
    ctx.rerender();
  }, key: "use-hint", testid: "use-hint" }) : null) : null;
  return h("div", { class: "cs-controls", testid: "cs-controls" }, ...out, hintNode);
}
function drawAuto(ctx) {
  const lines = ctx.view.auto || [];
  if (!lines.length) return null;
  return h("ul", { class: "cs-auto", testid: "cs-auto", "aria-label": t("Made automatically") }, lines.map((line) => h("li", {}, line)));
}
function status(ctx) {
  const v = ctx.view;
  if (v.over) return t("Game over.");
  if (ctx.closed) return ctx.closed;
  const who = seatName(ctx, v.current);
  const step = v.step === "final" ? t("final lap: play or pass") : v.step === "end" ? t("may knock") : t("draw {n} of 3", { n: v.draws });
  const round = t("Round {n}", { n: v.round });
  const acting = t("{name} to act ({step})", { name: who, step });
  const stock = t("stock {n}", { n: v.stock });
  return `${round} · ${acting} · ${stock}`;
}
function drawScores(ctx) {
  const v = ctx.view;
  const rows = ctx.names.map((_, i) => ({
    cells: [seatName(ctx, i), String((v.hand_sizes || [])[i] ?? ""), String((v.totals || [])[i] ?? 0), String((v.rounds_won || [])[i] ?? 0), String((ctx.scores || [])[i] ?? 0)],
    highlight: i === v.current,
    testid: `score-${i}`
  }));
  const last = (v.rounds || []).slice(-1)[0];
  const summary = last ? h("p", { class: "cs-last", testid: "cs-last-round" }, t("Round {n}: hands {values} points; ", { n: last.round, values: last.values.join(" / ") }) + last.winners.map((w) => `${seatName(ctx, w)} +${last.points[w]}`).join(", ")) : null;
  const columns = [t("Player"), t("Cards"), t("Round points"), t("Rounds won"), t("Score")];
  return panel(t("Scores"), [scoreTable(columns, rows, { caption: t("Round and game scores") }), summary], { testid: "cs-scores" });
}
function drawAllHands(ctx) {
  const hands = ctx.view.all_hands;
  if (!hands) return null;
  return panel(
    t("Teacher view: every hand"),
    hands.map((hand, i) => h("div", { class: "cs-reveal", testid: `reveal-${i}` }, h("span", {}, `${seatName(ctx, i)}: `), cardRow(hand.map((c) => card(c, { size: "sm" })), { label: t("{name}'s hand", { name: seatName(ctx, i) }) }))),
    { testid: "cs-reveal" }
  );
}
function roundWho(ctx, i, last) {
  const line = nt("{name}: {n} point in hand", "{name}: {n} points in hand", last.values[i], { name: seatName(ctx, i) });
  const wins = t("wins +{points}", { points: last.points[i] });
  return last.winners.includes(i) ? `${line} — ${wins}` : line;
}
function heldRound(ctx, hold, last) {
  const v = ctx.view;
  const hands = v.last_hands || [];
  const rows = hands.map(
    (hand, i) => h(
      "div",
      { class: "cs-reveal", testid: `cs-round-hand-${i}` },
      h("span", { class: "cs-round-who" }, roundWho(ctx, i, last)),
      cardRow(hand.map((c) => card(c, { size: "sm" })), { label: t("{name}'s hand at the end of round {n}", { name: seatName(ctx, i), n: last.round }) })
    )
  );
  const how = last.went_out !== null && last.went_out !== void 0 ? t("{name} went out", { name: seatName(ctx, last.went_out) }) : last.knocker !== null && last.knocker !== void 0 ? t("{name} knocked", { name: seatName(ctx, last.knocker) }) : t("The stock ran out");
  const felt = table(
    [
      h("p", { class: "cs-status", testid: "cs-status", role: "status" }, t("Round {n} is over: {how}.", { n: last.round, how })),
      h("div", { class: "cs-round-end", testid: "cs-round-end" }, rows),
      drawScores(ctx),
      continueBar(hold, { label: t("Continue to round {n}", { n: v.round }), next: t("Round {n}", { n: v.round }) })
    ],
    { label: t("Carousel table: the end of the round") }
  );
  felt.classList.add("tw-showdown-held");
  return felt;
}
function draw(ctx) {
  if (!ctx.view || ctx.view.hand === void 0) return h("p", { class: "cs-empty" }, t("Waiting for the game…"));
  const lastRound = (ctx.view.rounds || []).slice(-1)[0];
  const hold = showdownHold(ctx, lastRound ? `round-${lastRound.round}` : null);
  if (hold && !ctx.view.over) return heldRound(ctx, hold, lastRound);
  const L = arrangement(ctx);
  const verdict = verdictFor(ctx, L);
  const felt = table(
    [h("p", { class: "cs-status", testid: "cs-status" }, status(ctx)), drawAuto(ctx), drawTable(ctx, L, verdict), drawHand(ctx, L), drawControls(ctx, L, verdict), drawScores(ctx), drawAllHands(ctx)],
    { label: t("Carousel table") }
  );
  return felt;
}
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "Carousel", render: draw, drawnAnswers: ["check", "hint"] });
  }
};
export {
  widget_default as default
};
