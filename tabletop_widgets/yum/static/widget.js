// tabletop_widgets/ui/js/kit/dom.js
var SVG_NS = "http://www.w3.org/2000/svg";
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
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}
function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}
function srOnly(text) {
  return h("span", { class: "tw-sr-only" }, text);
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
    "Ace": "Ace",
    "Best:": "Best:",
    "Bonus": "Bonus",
    "Bonus missed: {upper} of {threshold}": "Bonus missed: {upper} of {threshold}",
    "Box": "Box",
    "Boxes (expected final score)": "Boxes (expected final score)",
    "Choice": "Choice",
    "Choose a box on your sheet to score.": "Choose a box on your sheet to score.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.",
    "Clubs": "Clubs",
    "Coach": "Coach",
    "Coach: the game in review": "Coach: the game in review",
    "Continue": "Continue",
    "Continue first.": "Continue first.",
    "Decision {n} of {total}": "Decision {n} of {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decision {n}: {move} → {coach} ({cost})",
    "Diamonds": "Diamonds",
    "Dice table": "Dice table",
    "Dice: click or press Space to hold": "Dice: click or press Space to hold",
    "Dismiss": "Dismiss",
    "Estimated value of each choice ({unit}), with its interval": "Estimated value of each choice ({unit}), with its interval",
    "Estimated value of each choice, with its interval": "Estimated value of each choice, with its interval",
    "Exact value of each choice": "Exact value of each choice",
    "Exact value of each choice ({unit})": "Exact value of each choice ({unit})",
    "Expected final score with best play: {points}": "Expected final score with best play: {points}",
    "Final scores": "Final scores",
    "Game over": "Game over",
    "HELD": "HELD",
    "Hearts": "Hearts",
    "Help": "Help",
    "Hide this notice": "Hide this notice",
    "Hint": "Hint",
    "Hold these dice": "Hold these dice",
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
    "Keeps (expected final score)": "Keeps (expected final score)",
    "King": "King",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Last choice (round {round}): {chosen}; best was {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.",
    "Log": "Log",
    "Lower": "Lower",
    "Moves taken back with Undo, per player": "Moves taken back with Undo, per player",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "Needs {threshold} in the upper section for +{points}; {missing} to go",
    "New game": "New game",
    "Next": "Next",
    "No move to undo yet.": "No move to undo yet.",
    "No moves yet.": "No moves yet.",
    "Not priced.": "Not priced.",
    "OK": "OK",
    "Pass the screen to {name}": "Pass the screen to {name}",
    "Player": "Player",
    "Player {n}": "Player {n}",
    "Points lost to the coach so far: {points}": "Points lost to the coach so far: {points}",
    "Previous": "Previous",
    "Queen": "Queen",
    "Really start over?": "Really start over?",
    "Review": "Review",
    "Roll again ({n} roll left)": [
      "Roll again ({n} roll left)",
      "Roll again ({n} rolls left)"
    ],
    "Roll the dice": "Roll the dice",
    "Roll the dice to start your turn.": "Roll the dice to start your turn.",
    "Round {n} of {total}": "Round {n} of {total}",
    "Runner-up: {text}": "Runner-up: {text}",
    "Score sheet": "Score sheet",
    "Score {points} in {box}": "Score {points} in {box}",
    "Shared win: {names} with {points}": "Shared win: {names} with {points}",
    "Spades": "Spades",
    "Step through your decisions (left and right arrow keys)": "Step through your decisions (left and right arrow keys)",
    "Teacher view: all cards shown": "Teacher view: all cards shown",
    "That move is not possible right now.": "That move is not possible right now.",
    "The coach": "The coach",
    "The costliest decisions": "The costliest decisions",
    "The next hand": "The next hand",
    "This is the first decision.": "This is the first decision.",
    "This is the last decision.": "This is the last decision.",
    "Total": "Total",
    "Undo": "Undo",
    "Undos: {list}": "Undos: {list}",
    "Upper": "Upper",
    "Upper total": "Upper total",
    "Value": "Value",
    "Value (interval)": "Value (interval)",
    "Waiting for the game…": "Waiting for the game…",
    "You": "You",
    "You win with {points}": "You win with {points}",
    "Your move": "Your move",
    "Yum": "Yum",
    "best": "best",
    "coach's choice": "coach's choice",
    "cost {points} points": "cost {points} points",
    "dice": "dice",
    "die {n} not rolled": "die {n} not rolled",
    "die {n} not rolled yet": "die {n} not rolled yet",
    "die {n} not rolled, held": "die {n} not rolled, held",
    "die {n} showing {value}": "die {n} showing {value}",
    "die {n} showing {value}, held": "die {n} showing {value}, held",
    "face-down card": "face-down card",
    "face-down {title} card": "face-down {title} card",
    "joker": "joker",
    "keep": "keep",
    "keep all": "keep all",
    "keep {dice}": "keep {dice}",
    "needs {threshold}, +{points}": "needs {threshold}, +{points}",
    "no dice rolled yet": "no dice rolled yet",
    "none": "none",
    "not priced": "not priced",
    "open": "open",
    "re-roll all": "re-roll all",
    "red": "red",
    "roll": "roll",
    "roll {n} of 3": "roll {n} of 3",
    "score {box}": "score {box}",
    "the best choice": "the best choice",
    "to play": "to play",
    "unknown card {code}": "unknown card {code}",
    "your move": "your move",
    "your turn": "your turn",
    "{box}: open": "{box}: open",
    "{caption}: all {n} choices": "{caption}: all {n} choices",
    "{die}, coach keeps it": "{die}, coach keeps it",
    "{keep} and roll": "{keep} and roll",
    "{label} (a zero: the box is used up)": "{label} (a zero: the box is used up)",
    "{label} (coach's choice)": "{label} (coach's choice)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: off",
    "{label}: on": "{label}: on",
    "{move} (the same)": "{move} (the same)",
    "{name} is playing": "{name} is playing",
    "{name} to play": "{name} to play",
    "{name} wins with {points}": "{name} wins with {points}",
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
    " and ": " ve ",
    "Ace": "As",
    "Best:": "En iyisi:",
    "Bonus": "Bonus",
    "Bonus missed: {upper} of {threshold}": "Bonus kaçtı: {threshold} puandan {upper}",
    "Box": "Kutu",
    "Boxes (expected final score)": "Kutular (beklenen son puan)",
    "Choice": "Seçenek",
    "Choose a box on your sheet to score.": "Puan yazmak için kağıdından bir kutu seç.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Tutmak istediğin zarlara tıkla (ya da Boşluk/Enter), sonra yeniden at — ya da kağıtta bir kutuya puan yaz.",
    "Clubs": "Sinek",
    "Coach": "Koç",
    "Coach: the game in review": "Koç: oyunun değerlendirmesi",
    "Continue": "Devam",
    "Continue first.": "Önce devam et.",
    "Decision {n} of {total}": "Karar {n} / {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Karar {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Dice table": "Zar masası",
    "Dice: click or press Space to hold": "Zarlar: tutmak için tıkla ya da Boşluk'a bas",
    "Dismiss": "Kapat",
    "Estimated value of each choice ({unit}), with its interval": "Her seçeneğin tahmini değeri ({unit}), aralığıyla",
    "Estimated value of each choice, with its interval": "Her seçeneğin tahmini değeri, aralığıyla",
    "Exact value of each choice": "Her seçeneğin kesin değeri",
    "Exact value of each choice ({unit})": "Her seçeneğin kesin değeri ({unit})",
    "Expected final score with best play: {points}": "En iyi oyunla beklenen son puan: {points}",
    "Final scores": "Son puanlar",
    "Game over": "Oyun bitti",
    "HELD": "TUTULDU",
    "Hearts": "Kupa",
    "Help": "Yardım",
    "Hide this notice": "Bu bildirimi gizle",
    "Hint": "İpucu",
    "Hold these dice": "Bu zarları tut",
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
    "Keeps (expected final score)": "Tutulanlar (beklenen son puan)",
    "King": "Papaz",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Son seçim ({round}. tur): {chosen}; en iyisi {best} idi — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Son seçim ({round}. tur, {roll}. atış): {chosen}; en iyisi {best} idi — {cost}.",
    "Log": "Kayıt",
    "Lower": "Alt",
    "Moves taken back with Undo, per player": "Geri Al ile geri alınan hamleler, oyuncu başına",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "+{points} için üst bölümde {threshold} gerekir; {missing} kaldı",
    "New game": "Yeni oyun",
    "Next": "Sonraki",
    "No move to undo yet.": "Henüz geri alınacak hamle yok.",
    "No moves yet.": "Henüz hamle yok.",
    "Not priced.": "Değerlendirilmedi.",
    "OK": "Tamam",
    "Pass the screen to {name}": "Ekranı {name} adlı oyuncuya ver",
    "Player": "Oyuncu",
    "Player {n}": "Oyuncu {n}",
    "Points lost to the coach so far: {points}": "Şimdiye kadar koça karşı kaybedilen puan: {points}",
    "Previous": "Önceki",
    "Queen": "Kız",
    "Really start over?": "Gerçekten baştan başlansın mı?",
    "Review": "Değerlendirme",
    "Roll again ({n} roll left)": [
      "Yeniden at ({n} atış kaldı)",
      "Yeniden at ({n} atış kaldı)"
    ],
    "Roll the dice": "Zarları at",
    "Roll the dice to start your turn.": "Sıranı başlatmak için zarları at.",
    "Round {n} of {total}": "Tur {n} / {total}",
    "Runner-up: {text}": "İkinci en iyi: {text}",
    "Score sheet": "Puan kağıdı",
    "Score {points} in {box}": "{box} kutusuna {points} yaz",
    "Shared win: {names} with {points}": "Ortak galibiyet: {points} puanla {names}",
    "Spades": "Maça",
    "Step through your decisions (left and right arrow keys)": "Kararlarını tek tek gez (sol ve sağ ok tuşları)",
    "Teacher view: all cards shown": "Öğretmen görünümü: tüm kartlar açık",
    "That move is not possible right now.": "Bu hamle şu anda yapılamaz.",
    "The coach": "Koç",
    "The costliest decisions": "En pahalıya patlayan kararlar",
    "The next hand": "Sonraki el",
    "This is the first decision.": "Bu ilk karar.",
    "This is the last decision.": "Bu son karar.",
    "Total": "Toplam",
    "Undo": "Geri al",
    "Undos: {list}": "Geri almalar: {list}",
    "Upper": "Üst",
    "Upper total": "Üst toplam",
    "Value": "Değer",
    "Value (interval)": "Değer (aralık)",
    "Waiting for the game…": "Oyun bekleniyor…",
    "You": "Sen",
    "You win with {points}": "{points} puanla kazandın",
    "Your move": "Senin hamlen",
    "Yum": "Yum",
    "best": "en iyi",
    "coach's choice": "koçun seçimi",
    "cost {points} points": "{points} puana mal oldu",
    "dice": "zarlar",
    "die {n} not rolled": "{n}. zar atılmadı",
    "die {n} not rolled yet": "{n}. zar henüz atılmadı",
    "die {n} not rolled, held": "{n}. zar atılmadı, tutuldu",
    "die {n} showing {value}": "{n}. zar {value} gösteriyor",
    "die {n} showing {value}, held": "{n}. zar {value} gösteriyor, tutuldu",
    "face-down card": "kapalı kart",
    "face-down {title} card": "kapalı {title} kartı",
    "joker": "joker",
    "keep": "tut",
    "keep all": "hepsini tut",
    "keep {dice}": "{dice} tut",
    "needs {threshold}, +{points}": "{threshold} gerekir, +{points}",
    "no dice rolled yet": "henüz zar atılmadı",
    "none": "hiç",
    "not priced": "değerlendirilmedi",
    "open": "boş",
    "re-roll all": "hepsini yeniden at",
    "red": "kırmızı",
    "roll": "at",
    "roll {n} of 3": "atış {n} / 3",
    "score {box}": "{box} kutusuna yaz",
    "the best choice": "en iyi seçim",
    "to play": "oynayacak",
    "unknown card {code}": "bilinmeyen kart {code}",
    "your move": "senin hamlen",
    "your turn": "senin sıran",
    "{box}: open": "{box}: boş",
    "{caption}: all {n} choices": "{caption}: {n} seçeneğin hepsi",
    "{die}, coach keeps it": "{die}, koç bunu tutar",
    "{keep} and roll": "{keep} ve at",
    "{label} (a zero: the box is used up)": "{label} (sıfır: kutu harcanır)",
    "{label} (coach's choice)": "{label} (koçun seçimi)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: kapalı",
    "{label}: on": "{label}: açık",
    "{move} (the same)": "{move} (aynısı)",
    "{name} is playing": "{name} oynuyor",
    "{name} to play": "sıra {name} oyuncusunda",
    "{name} wins with {points}": "{name} {points} puanla kazanır",
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
    " and ": " i ",
    "Ace": "As",
    "Best:": "Najlepiej:",
    "Bonus": "Premia",
    "Bonus missed: {upper} of {threshold}": "Premia stracona: {upper} z {threshold}",
    "Box": "Rubryka",
    "Boxes (expected final score)": "Rubryki (oczekiwany wynik końcowy)",
    "Choice": "Wybór",
    "Choose a box on your sheet to score.": "Wybierz rubrykę na swojej karcie, żeby zapisać punkty.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Kliknij kości (albo Spacja/Enter), żeby je zatrzymać, potem rzuć jeszcze raz — albo zapisz punkty w rubryce na karcie.",
    "Clubs": "Trefl",
    "Coach": "Trener",
    "Coach: the game in review": "Trener: podsumowanie gry",
    "Continue": "Dalej",
    "Continue first.": "Najpierw kliknij Dalej.",
    "Decision {n} of {total}": "Decyzja {n} z {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Decyzja {n}: {move} → {coach} ({cost})",
    "Diamonds": "Karo",
    "Dice table": "Stół do kości",
    "Dice: click or press Space to hold": "Kości: kliknij albo naciśnij Spację, żeby zatrzymać",
    "Dismiss": "Zamknij",
    "Estimated value of each choice ({unit}), with its interval": "Szacowana wartość każdego wyboru ({unit}) z przedziałem",
    "Estimated value of each choice, with its interval": "Szacowana wartość każdego wyboru z przedziałem",
    "Exact value of each choice": "Dokładna wartość każdego wyboru",
    "Exact value of each choice ({unit})": "Dokładna wartość każdego wyboru ({unit})",
    "Expected final score with best play: {points}": "Oczekiwany wynik końcowy przy najlepszej grze: {points}",
    "Final scores": "Wyniki końcowe",
    "Game over": "Koniec gry",
    "HELD": "ZATRZYMANA",
    "Hearts": "Kier",
    "Help": "Pomoc",
    "Hide this notice": "Ukryj ten komunikat",
    "Hint": "Podpowiedź",
    "Hold these dice": "Zatrzymaj te kości",
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
    "Keeps (expected final score)": "Zatrzymania (oczekiwany wynik końcowy)",
    "King": "Król",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Ostatni wybór (runda {round}): {chosen}; najlepsze było {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Ostatni wybór (runda {round}, rzut {roll}): {chosen}; najlepsze było {best} — {cost}.",
    "Log": "Dziennik",
    "Lower": "Dolna",
    "Moves taken back with Undo, per player": "Ruchy cofnięte przyciskiem Cofnij, dla każdego gracza",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "Potrzeba {threshold} w górnej części, by dostać +{points}; brakuje {missing}",
    "New game": "Nowa gra",
    "Next": "Dalej",
    "No move to undo yet.": "Nie ma jeszcze ruchu do cofnięcia.",
    "No moves yet.": "Jeszcze nie było ruchów.",
    "Not priced.": "Bez wyceny.",
    "OK": "OK",
    "Pass the screen to {name}": "Przekaż ekran: {name}",
    "Player": "Gracz",
    "Player {n}": "Gracz {n}",
    "Points lost to the coach so far: {points}": "Punkty stracone względem trenera do tej pory: {points}",
    "Previous": "Wstecz",
    "Queen": "Dama",
    "Really start over?": "Na pewno zacząć od nowa?",
    "Review": "Analiza",
    "Roll again ({n} roll left)": [
      "Rzuć jeszcze raz (został {n} rzut)",
      "Rzuć jeszcze raz (zostały {n} rzuty)",
      "Rzuć jeszcze raz (zostało {n} rzutów)"
    ],
    "Roll the dice": "Rzuć kośćmi",
    "Roll the dice to start your turn.": "Rzuć kośćmi, żeby zacząć swoją turę.",
    "Round {n} of {total}": "Runda {n} z {total}",
    "Runner-up: {text}": "Drugi najlepszy: {text}",
    "Score sheet": "Karta wyników",
    "Score {points} in {box}": "Zapisz {points} w rubryce {box}",
    "Shared win: {names} with {points}": "Wspólne zwycięstwo: {names} z wynikiem {points}",
    "Spades": "Pik",
    "Step through your decisions (left and right arrow keys)": "Przejdź po swoich decyzjach (strzałki w lewo i w prawo)",
    "Teacher view: all cards shown": "Widok nauczyciela: wszystkie karty odkryte",
    "That move is not possible right now.": "Tego ruchu nie można teraz wykonać.",
    "The coach": "Trener",
    "The costliest decisions": "Najkosztowniejsze decyzje",
    "The next hand": "Następne rozdanie",
    "This is the first decision.": "To pierwsza decyzja.",
    "This is the last decision.": "To ostatnia decyzja.",
    "Total": "Razem",
    "Undo": "Cofnij",
    "Undos: {list}": "Cofnięcia: {list}",
    "Upper": "Górna",
    "Upper total": "Suma górnej części",
    "Value": "Wartość",
    "Value (interval)": "Wartość (przedział)",
    "Waiting for the game…": "Czekam na grę…",
    "You": "Ty",
    "You win with {points}": "Wygrywasz z wynikiem {points}",
    "Your move": "Twój ruch",
    "Yum": "Yum",
    "best": "najlepsze",
    "coach's choice": "wybór trenera",
    "cost {points} points": "kosztowało {points} pkt",
    "dice": "kości",
    "die {n} not rolled": "kość {n} nierzucona",
    "die {n} not rolled yet": "kość {n} jeszcze nierzucona",
    "die {n} not rolled, held": "kość {n} nierzucona, zatrzymana",
    "die {n} showing {value}": "kość {n}: {value} oczek",
    "die {n} showing {value}, held": "kość {n}: {value} oczek, zatrzymana",
    "face-down card": "zakryta karta",
    "face-down {title} card": "zakryta karta {title}",
    "joker": "joker",
    "keep": "zostaw",
    "keep all": "zostaw wszystkie",
    "keep {dice}": "zostaw {dice}",
    "needs {threshold}, +{points}": "potrzeba {threshold}, +{points}",
    "no dice rolled yet": "jeszcze nie rzucono kośćmi",
    "none": "brak",
    "not priced": "bez wyceny",
    "open": "wolne",
    "re-roll all": "przerzuć wszystkie",
    "red": "czerwony",
    "roll": "rzuć",
    "roll {n} of 3": "rzut {n} z 3",
    "score {box}": "zapisz w rubryce {box}",
    "the best choice": "najlepszy wybór",
    "to play": "jego ruch",
    "unknown card {code}": "nieznana karta {code}",
    "your move": "twój ruch",
    "your turn": "twoja kolej",
    "{box}: open": "{box}: wolne",
    "{caption}: all {n} choices": "{caption}: wszystkie wybory ({n})",
    "{die}, coach keeps it": "{die}, trener ją zostawia",
    "{keep} and roll": "{keep} i rzucaj",
    "{label} (a zero: the box is used up)": "{label} (zero: rubryka przepada)",
    "{label} (coach's choice)": "{label} (wybór trenera)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: wył.",
    "{label}: on": "{label}: wł.",
    "{move} (the same)": "{move} (to samo)",
    "{name} is playing": "gra {name}",
    "{name} to play": "ruch: {name}",
    "{name} wins with {points}": "{name} wygrywa z wynikiem {points}",
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
    " and ": " és ",
    "Ace": "Ász",
    "Best:": "Legjobb:",
    "Bonus": "Bónusz",
    "Bonus missed: {upper} of {threshold}": "Elmaradt bónusz: {upper} / {threshold}",
    "Box": "Rovat",
    "Boxes (expected final score)": "Rovatok (várható végeredmény)",
    "Choice": "Választás",
    "Choose a box on your sheet to score.": "Válassz egy rovatot a lapodon, ahová pontot írsz.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Kattints a kockákra (vagy Szóköz/Enter), hogy megtartsd őket, aztán dobj újra — vagy írj pontot egy rovatba a lapon.",
    "Clubs": "Treff",
    "Coach": "Edző",
    "Coach: the game in review": "Edző: a játék áttekintése",
    "Continue": "Tovább",
    "Continue first.": "Előbb kattints a Tovább gombra.",
    "Decision {n} of {total}": "{n}. döntés ennyiből: {total}",
    "Decision {n}: {move} → {coach} ({cost})": "{n}. döntés: {move} → {coach} ({cost})",
    "Diamonds": "Káró",
    "Dice table": "Kockaasztal",
    "Dice: click or press Space to hold": "Kockák: kattints vagy nyomd meg a Szóközt a megtartáshoz",
    "Dismiss": "Bezárás",
    "Estimated value of each choice ({unit}), with its interval": "Minden választás becsült értéke ({unit}), a tartományával",
    "Estimated value of each choice, with its interval": "Minden választás becsült értéke, a tartományával",
    "Exact value of each choice": "Minden választás pontos értéke",
    "Exact value of each choice ({unit})": "Minden választás pontos értéke ({unit})",
    "Expected final score with best play: {points}": "Várható végeredmény a legjobb játékkal: {points}",
    "Final scores": "Végeredmény",
    "Game over": "Vége a játéknak",
    "HELD": "MEGTARTVA",
    "Hearts": "Kőr",
    "Help": "Segítség",
    "Hide this notice": "Értesítés elrejtése",
    "Hint": "Tipp",
    "Hold these dice": "Tartsd meg ezeket a kockákat",
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
    "Keeps (expected final score)": "Megtartások (várható végeredmény)",
    "King": "Király",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Utolsó választás ({round}. kör): {chosen}; a legjobb ez lett volna: {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Utolsó választás ({round}. kör, {roll}. dobás): {chosen}; a legjobb ez lett volna: {best} — {cost}.",
    "Log": "Napló",
    "Lower": "Alsó",
    "Moves taken back with Undo, per player": "A Visszavonással visszavett lépések, játékosonként",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "+{points} ponthoz {threshold} kell a felső részben; még {missing} hiányzik",
    "New game": "Új játék",
    "Next": "Következő",
    "No move to undo yet.": "Még nincs visszavonható lépés.",
    "No moves yet.": "Még nem volt lépés.",
    "Not priced.": "Nincs értékelve.",
    "OK": "Rendben",
    "Pass the screen to {name}": "Add át a képernyőt neki: {name}",
    "Player": "Játékos",
    "Player {n}": "{n}. játékos",
    "Points lost to the coach so far: {points}": "Az edzőhöz képest eddig elvesztett pontok: {points}",
    "Previous": "Előző",
    "Queen": "Dáma",
    "Really start over?": "Biztosan újrakezded?",
    "Review": "Értékelés",
    "Roll again ({n} roll left)": [
      "Dobj újra (még {n} dobás)",
      "Dobj újra (még {n} dobás)"
    ],
    "Roll the dice": "Dobj a kockákkal",
    "Roll the dice to start your turn.": "Dobj a kockákkal, hogy elkezdd a köröd.",
    "Round {n} of {total}": "{n}. kör ennyiből: {total}",
    "Runner-up: {text}": "Második legjobb: {text}",
    "Score sheet": "Pontozólap",
    "Score {points} in {box}": "Írj {points} pontot ide: {box}",
    "Shared win: {names} with {points}": "Közös győzelem: {names}, {points} ponttal",
    "Spades": "Pikk",
    "Step through your decisions (left and right arrow keys)": "Lépkedj végig a döntéseiden (bal és jobb nyíl)",
    "Teacher view: all cards shown": "Tanári nézet: minden lap látszik",
    "That move is not possible right now.": "Ez a lépés most nem lehetséges.",
    "The coach": "Az edző",
    "The costliest decisions": "A legtöbbe kerülő döntések",
    "The next hand": "A következő leosztás",
    "This is the first decision.": "Ez az első döntés.",
    "This is the last decision.": "Ez az utolsó döntés.",
    "Total": "Összesen",
    "Undo": "Visszavonás",
    "Undos: {list}": "Visszavonások: {list}",
    "Upper": "Felső",
    "Upper total": "Felső rész összesen",
    "Value": "Érték",
    "Value (interval)": "Érték (tartomány)",
    "Waiting for the game…": "Várakozás a játékra…",
    "You": "Te",
    "You win with {points}": "Nyertél {points} ponttal",
    "Your move": "A te lépésed",
    "Yum": "Yum",
    "best": "legjobb",
    "coach's choice": "az edző választása",
    "cost {points} points": "{points} pontba került",
    "dice": "kockák",
    "die {n} not rolled": "{n}. kocka dobatlan",
    "die {n} not rolled yet": "{n}. kocka még dobatlan",
    "die {n} not rolled, held": "{n}. kocka dobatlan, megtartva",
    "die {n} showing {value}": "{n}. kocka: {value}",
    "die {n} showing {value}, held": "{n}. kocka: {value}, megtartva",
    "face-down card": "lefordított lap",
    "face-down {title} card": "lefordított {title} lap",
    "joker": "joker",
    "keep": "tartsd",
    "keep all": "tartsd meg mindet",
    "keep {dice}": "tartsd meg: {dice}",
    "needs {threshold}, +{points}": "{threshold} kell, +{points}",
    "no dice rolled yet": "még nem dobtál",
    "none": "nincs",
    "not priced": "nincs értékelve",
    "open": "szabad",
    "re-roll all": "dobd újra mindet",
    "red": "piros",
    "roll": "dobj",
    "roll {n} of 3": "{n}. dobás a 3-ból",
    "score {box}": "írj ide: {box}",
    "the best choice": "a legjobb választás",
    "to play": "ő jön",
    "unknown card {code}": "ismeretlen lap: {code}",
    "your move": "a te lépésed",
    "your turn": "te jössz",
    "{box}: open": "{box}: szabad",
    "{caption}: all {n} choices": "{caption}: mind a(z) {n} választás",
    "{die}, coach keeps it": "{die}, az edző megtartja",
    "{keep} and roll": "{keep}, és dobj",
    "{label} (a zero: the box is used up)": "{label} (nulla: a rovat elhasználódik)",
    "{label} (coach's choice)": "{label} (az edző választása)",
    "{label}: ": "{label}: ",
    "{label}: off": "{label}: ki",
    "{label}: on": "{label}: be",
    "{move} (the same)": "{move} (ugyanaz)",
    "{name} is playing": "{name} játszik",
    "{name} to play": "{name} jön",
    "{name} wins with {points}": "{name} nyer {points} ponttal",
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
    " and ": " et ",
    "Ace": "As",
    "Best:": "Le mieux :",
    "Bonus": "Boni",
    "Bonus missed: {upper} of {threshold}": "Boni raté : {upper} sur {threshold}",
    "Box": "Case",
    "Boxes (expected final score)": "Cases (pointage final espéré)",
    "Choice": "Choix",
    "Choose a box on your sheet to score.": "Choisis une case de ta feuille pour marquer.",
    "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.": "Clique sur les dés (ou Espace/Entrée) pour les garder, puis relance — ou marque une case de la feuille.",
    "Clubs": "Trèfle",
    "Coach": "Coach",
    "Coach: the game in review": "Coach : bilan de la partie",
    "Continue": "Continuer",
    "Continue first.": "Continue d'abord.",
    "Decision {n} of {total}": "Décision {n} sur {total}",
    "Decision {n}: {move} → {coach} ({cost})": "Décision {n} : {move} → {coach} ({cost})",
    "Diamonds": "Carreau",
    "Dice table": "Table de dés",
    "Dice: click or press Space to hold": "Dés : clique ou appuie sur Espace pour garder",
    "Dismiss": "Fermer",
    "Estimated value of each choice ({unit}), with its interval": "Valeur estimée de chaque choix ({unit}), avec son intervalle",
    "Estimated value of each choice, with its interval": "Valeur estimée de chaque choix, avec son intervalle",
    "Exact value of each choice": "Valeur exacte de chaque choix",
    "Exact value of each choice ({unit})": "Valeur exacte de chaque choix ({unit})",
    "Expected final score with best play: {points}": "Pointage final espéré en jouant au mieux : {points}",
    "Final scores": "Pointages finaux",
    "Game over": "Partie terminée",
    "HELD": "GARDÉ",
    "Hearts": "Cœur",
    "Help": "Aide",
    "Hide this notice": "Masquer cet avis",
    "Hint": "Indice",
    "Hold these dice": "Garde ces dés",
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
    "Keeps (expected final score)": "Dés gardés (pointage final espéré)",
    "King": "Roi",
    "Last choice (round {round}): {chosen}; best was {best} — {cost}.": "Dernier choix (tour {round}) : {chosen}; le mieux était {best} — {cost}.",
    "Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.": "Dernier choix (tour {round}, lancer {roll}) : {chosen}; le mieux était {best} — {cost}.",
    "Log": "Journal",
    "Lower": "Bas",
    "Moves taken back with Undo, per player": "Coups repris avec Annuler, par joueur",
    "Needs {threshold} in the upper section for +{points}; {missing} to go": "Il faut {threshold} dans la section du haut pour +{points}; il manque {missing}",
    "New game": "Nouvelle partie",
    "Next": "Suivante",
    "No move to undo yet.": "Il n'y a pas encore de coup à annuler.",
    "No moves yet.": "Aucun coup pour l'instant.",
    "Not priced.": "Non évalué.",
    "OK": "OK",
    "Pass the screen to {name}": "Passe l'écran à {name}",
    "Player": "Joueur",
    "Player {n}": "Joueur {n}",
    "Points lost to the coach so far: {points}": "Points perdus par rapport au coach jusqu'ici : {points}",
    "Previous": "Précédente",
    "Queen": "Dame",
    "Really start over?": "Vraiment recommencer?",
    "Review": "Bilan",
    "Roll again ({n} roll left)": [
      "Relance ({n} lancer restant)",
      "Relance ({n} lancers restants)",
      "Relance ({n} lancers restants)"
    ],
    "Roll the dice": "Lance les dés",
    "Roll the dice to start your turn.": "Lance les dés pour commencer ton tour.",
    "Round {n} of {total}": "Tour {n} sur {total}",
    "Runner-up: {text}": "Deuxième choix : {text}",
    "Score sheet": "Feuille de pointage",
    "Score {points} in {box}": "Marquer {points} dans {box}",
    "Shared win: {names} with {points}": "Victoire partagée : {names} avec {points}",
    "Spades": "Pique",
    "Step through your decisions (left and right arrow keys)": "Parcours tes décisions (flèches gauche et droite)",
    "Teacher view: all cards shown": "Vue de l'enseignant : toutes les cartes visibles",
    "That move is not possible right now.": "Ce coup n'est pas possible pour l'instant.",
    "The coach": "Le coach",
    "The costliest decisions": "Les décisions les plus coûteuses",
    "The next hand": "La prochaine main",
    "This is the first decision.": "C'est la première décision.",
    "This is the last decision.": "C'est la dernière décision.",
    "Total": "Total",
    "Undo": "Annuler",
    "Undos: {list}": "Coups annulés : {list}",
    "Upper": "Haut",
    "Upper total": "Total du haut",
    "Value": "Valeur",
    "Value (interval)": "Valeur (intervalle)",
    "Waiting for the game…": "En attente de la partie…",
    "You": "Toi",
    "You win with {points}": "Tu gagnes avec {points}",
    "Your move": "Ton coup",
    "Yum": "Yum",
    "best": "le mieux",
    "coach's choice": "choix du coach",
    "cost {points} points": "coûté {points} points",
    "dice": "dés",
    "die {n} not rolled": "dé {n} pas lancé",
    "die {n} not rolled yet": "dé {n} pas encore lancé",
    "die {n} not rolled, held": "dé {n} pas lancé, gardé",
    "die {n} showing {value}": "dé {n} montrant {value}",
    "die {n} showing {value}, held": "dé {n} montrant {value}, gardé",
    "face-down card": "carte face cachée",
    "face-down {title} card": "carte {title} face cachée",
    "joker": "joker",
    "keep": "garder",
    "keep all": "tout garder",
    "keep {dice}": "garder {dice}",
    "needs {threshold}, +{points}": "il faut {threshold}, +{points}",
    "no dice rolled yet": "aucun dé lancé pour l'instant",
    "none": "aucune",
    "not priced": "non évalué",
    "open": "libre",
    "re-roll all": "tout relancer",
    "red": "rouge",
    "roll": "lance",
    "roll {n} of 3": "lancer {n} sur 3",
    "score {box}": "marquer {box}",
    "the best choice": "le meilleur choix",
    "to play": "à jouer",
    "unknown card {code}": "carte inconnue {code}",
    "your move": "ton coup",
    "your turn": "à toi de jouer",
    "{box}: open": "{box} : libre",
    "{caption}: all {n} choices": "{caption} : les {n} choix",
    "{die}, coach keeps it": "{die}, le coach le garde",
    "{keep} and roll": "{keep} et relancer",
    "{label} (a zero: the box is used up)": "{label} (un zéro : la case est utilisée)",
    "{label} (coach's choice)": "{label} (choix du coach)",
    "{label}: ": "{label} : ",
    "{label}: off": "{label} : désactivé",
    "{label}: on": "{label} : activé",
    "{move} (the same)": "{move} (le même)",
    "{name} is playing": "{name} joue",
    "{name} to play": "à {name} de jouer",
    "{name} wins with {points}": "{name} gagne avec {points}",
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

// tabletop_widgets/ui/js/kit/dice.js
var PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]]
};
function dieFace(value) {
  const pips = PIPS[value] || [];
  return s(
    "svg",
    { class: "tw-die-svg", viewBox: "0 0 100 100", "aria-hidden": "true", focusable: "false" },
    s("rect", { class: "tw-die-body", x: 4, y: 4, width: 92, height: 92, rx: 18, ry: 18 }),
    pips.map(([cx, cy]) => s("circle", { class: "tw-die-pip", cx, cy, r: 9 }))
  );
}
function dieLabel(index, value, held = false) {
  const n = index + 1;
  if (!PIPS[value]) return held ? t("die {n} not rolled, held", { n }) : t("die {n} not rolled", { n });
  return held ? t("die {n} showing {value}, held", { n, value }) : t("die {n} showing {value}", { n, value });
}
function die(value, { index = 0, held = false, onClick, disabled = false, refusal, ctx, rolling = false, testid, key, label } = {}) {
  const interactive = typeof onClick === "function";
  const text = label || dieLabel(index, value, held);
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-die", held && "is-held", disabled && "is-disabled", !PIPS[value] && "is-blank"],
      type: interactive ? "button" : void 0,
      role: interactive ? void 0 : "img",
      "aria-label": text,
      "aria-pressed": interactive ? String(!!held) : void 0,
      "aria-disabled": disabled ? "true" : void 0,
      title: text,
      testid,
      "data-key": key,
      "data-value": PIPS[value] ? value : void 0,
      "data-roving": interactive ? "" : void 0
    },
    dieFace(value),
    h("span", { class: "tw-die-tag", "aria-hidden": "true" }, held ? t("HELD") : "")
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
function rollAnimation(el, { duration = 450 } = {}) {
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
function diceRow(dice, { label = t("dice"), testid } = {}) {
  return h("div", { class: "tw-dice-row", role: "group", "aria-label": label, testid }, dice);
}

// tabletop_widgets/yum/widget.js
var DICE = 5;
function fmt2(x) {
  return typeof x === "number" ? Number.isInteger(x) ? formatNumber(x) : formatNumber(x, 1) : "";
}
function sheetOf(view) {
  return view.sheet || [];
}
function boxLabel(view, box) {
  const entry = sheetOf(view).find((b) => b.box === box);
  return entry ? entry.label : box;
}
function holds(ctx) {
  const { local, view, previous } = ctx;
  const key = `${view.turn}/${view.rolls}`;
  if (local.key !== key) {
    const prev = previous && previous.view;
    const sameTurnNextRoll = prev && prev.turn === view.turn && view.rolls === prev.rolls + 1;
    local.hold = /* @__PURE__ */ new Set();
    if (sameTurnNextRoll && Array.isArray(local.sent)) {
      for (let i = 0; i < local.sent.length; i++) local.hold.add(i);
    }
    local.sent = null;
    local.key = key;
  }
  return local.hold;
}
function canHold(ctx) {
  const v = ctx.view;
  return ctx.myTurn && v.rolls > 0 && v.rolls_left > 0;
}
function freshRoll(ctx) {
  const v = ctx.view;
  const prev = ctx.previous && ctx.previous.view;
  const rolled = !!prev && (v.dice || []).length === DICE && (prev.turn === v.turn ? v.rolls === prev.rolls + 1 : v.rolls >= 1);
  return { rolled, keptBefore: rolled && prev.turn === v.turn ? v.kept || 0 : 0 };
}
function yumDie(ctx, i, active, hold, roll) {
  const value = (ctx.view.dice || [])[i] || 0;
  return die(value, {
    index: i,
    held: active && hold.has(i),
    // after the last roll nothing is "held" any more
    onClick: () => {
      if (!active) return;
      if (hold.has(i)) hold.delete(i);
      else hold.add(i);
      ctx.rerender();
    },
    disabled: !active,
    refusal: "hold",
    ctx,
    rolling: roll.rolled && i >= roll.keptBefore,
    testid: `die-${i}`,
    key: `die-${i}`,
    label: !value ? t("die {n} not rolled yet", { n: i + 1 }) : void 0
  });
}
function markCoachKeeps(ctx, nodes, hold) {
  const advice = coachOf(ctx);
  if (!(advice && advice.best && advice.best.kind === "keep")) return;
  const coach = new Set(advice.best.hold || []);
  nodes.forEach((node, i) => {
    if (!coach.has(i)) return;
    node.classList.add("is-coach-keep");
    node.setAttribute("aria-label", t("{die}, coach keeps it", { die: node.getAttribute("aria-label") }));
    if (!hold.has(i)) node.querySelector(".tw-die-tag").textContent = "★ " + t("keep");
  });
}
function drawDice(ctx) {
  const hold = holds(ctx);
  const roll = freshRoll(ctx);
  const active = canHold(ctx);
  const nodes = [];
  for (let i = 0; i < DICE; i++) nodes.push(yumDie(ctx, i, active, hold, roll));
  if (active) markCoachKeeps(ctx, nodes, hold);
  const row = diceRow(nodes, { label: t("Dice: click or press Space to hold"), testid: "yum-dice" });
  roving(row);
  return row;
}
function rollButton(ctx) {
  const v = ctx.view;
  const hold = holds(ctx);
  const refused = !ctx.myTurn || v.rolls_left <= 0 ? "roll" : hold.size >= DICE ? "roll:all_held" : null;
  const label = v.rolls === 0 ? t("Roll the dice") : nt("Roll again ({n} roll left)", "Roll again ({n} rolls left)", v.rolls_left);
  return button(h("span", {}, h("span", { class: "yum-roll-icon", "aria-hidden": "true" }, "⚅"), " ", label), {
    primary: !refused,
    disabled: !!refused,
    refusal: refused || "roll",
    ctx,
    testid: "yum-roll",
    key: "yum-roll",
    onClick: () => {
      const held = v.rolls === 0 ? [] : [...hold].sort((a, b) => a - b);
      ctx.local.sent = held;
      ctx.send({ type: "roll", hold: held });
    }
  });
}
function rollPips(v) {
  if (v.over) return null;
  const used = v.rolls || 0;
  return h(
    "span",
    { class: "yum-rollpips", testid: "yum-rolls-left", role: "img", "aria-label": nt("{n} roll left", "{n} rolls left", 3 - used) },
    [0, 1, 2].map((i) => h("span", { class: ["yum-rollpip", i < used && "is-used"] }))
  );
}
function status(ctx) {
  const v = ctx.view;
  if (v.over) return t("Game over");
  if (ctx.closed) return ctx.closed;
  const who = seatName(ctx, v.current);
  const rounds = sheetOf(v).length || 13;
  const turn = ctx.myTurn ? who === t("You") ? t("your turn") : t("{name} to play", { name: who }) : t("{name} is playing", { name: who });
  const roll = v.rolls === 0 ? t("no dice rolled yet") : t("roll {n} of 3", { n: v.rolls });
  const round = t("Round {n} of {total}", { n: v.round, total: rounds });
  return `${round} · ${turn} · ${roll}`;
}
function shownScore(seat, entry, value) {
  const filled = value !== null && value !== void 0;
  return filled ? h("span", { class: "yum-filled", testid: `filled-${seat}-${entry.box}`, dataset: { motion: `filled-${seat}-${entry.box}` } }, String(value)) : h("span", { class: "yum-open" }, h("span", { "aria-hidden": "true" }, "·"), srOnly(t("open")));
}
function refusedScore(ctx, entry, value, shown) {
  const filled = value !== null && value !== void 0;
  const refusal = filled ? `score:${entry.box}` : "score";
  const cell = h(
    "button",
    {
      type: "button",
      class: ["yum-score-btn", "is-refused", filled && "is-filled"],
      testid: `score-${entry.box}`,
      "data-key": `score-${entry.box}`,
      "data-roving": "",
      "aria-label": filled ? `${entry.label}: ${value}` : t("{box}: open", { box: entry.label }),
      onClick: () => ctx.refuse(refusal)
    },
    shown
  );
  return refusable(cell, { disabled: true, refusal, ctx });
}
function scoreButton(ctx, entry, points, best) {
  const label = t("Score {points} in {box}", { points, box: entry.label });
  return h(
    "button",
    {
      type: "button",
      class: ["yum-score-btn", points === 0 && "is-zero", best === entry.box && "is-best"],
      testid: `score-${entry.box}`,
      "data-key": `score-${entry.box}`,
      "data-roving": "",
      "aria-label": best === entry.box ? t("{label} (coach's choice)", { label }) : label,
      title: points === 0 ? t("{label} (a zero: the box is used up)", { label }) : label,
      onClick: () => ctx.send({ type: "score", box: entry.box })
    },
    points === 0 ? "0" : `+${points}`,
    best === entry.box ? h("span", { class: "yum-star", "aria-hidden": "true" }, " ★") : null
  );
}
function scoreCell(ctx, seat, entry, best) {
  const v = ctx.view;
  const potential = v.potential || {};
  if (ctx.myTurn && seat === v.current && entry.box in potential) return scoreButton(ctx, entry, potential[entry.box], best);
  const value = (v.cards[seat] || {})[entry.box];
  const shown = shownScore(seat, entry, value);
  if (seat !== ctx.seat || v.over || ctx.mode === "reveal") return shown;
  return refusedScore(ctx, entry, value, shown);
}
function bonusCell(ctx, seat) {
  const v = ctx.view;
  const tot = v.totals[seat];
  const rule = v.bonus_rule || { threshold: 63, points: 25 };
  if (tot.bonus > 0) return h("span", { class: "yum-bonus is-won", testid: `bonus-${seat}` }, `+${tot.bonus} ✓`);
  const pct = Math.min(100, Math.round(100 * tot.upper / rule.threshold));
  const upperOpen = sheetOf(v).some((e) => e.section === "upper" && (v.cards[seat] || {})[e.box] == null);
  if (!upperOpen) {
    return h("span", { class: "yum-bonus is-lost", testid: `bonus-${seat}`, title: t("Bonus missed: {upper} of {threshold}", { upper: tot.upper, threshold: rule.threshold }) }, `0 (${tot.upper}/${rule.threshold})`);
  }
  return h(
    "span",
    {
      class: "yum-bonus",
      testid: `bonus-${seat}`,
      title: t("Needs {threshold} in the upper section for +{points}; {missing} to go", { threshold: rule.threshold, points: rule.points, missing: rule.threshold - tot.upper })
    },
    h("span", { class: "yum-progress", "aria-hidden": "true" }, h("span", { class: "yum-progress-bar", style: { width: `${pct}%` } })),
    h("span", { class: "yum-bonus-text" }, `${tot.upper}/${rule.threshold}`)
  );
}
function rowHeader(entry) {
  return h(
    "span",
    { class: "yum-box" },
    h("span", { class: "yum-box-en" }, entry.label),
    entry.french !== entry.label ? h("span", { class: "yum-box-fr", lang: "fr" }, entry.french) : null,
    entry.scoring ? h("span", { class: "yum-box-rule", testid: `rule-${entry.box}` }, entry.scoring) : null
  );
}
function drawSheet(ctx) {
  const v = ctx.view;
  const n = (v.cards || []).length;
  const seats = [...Array(n).keys()];
  const advice = coachOf(ctx);
  const coach = advice && !advice.unavailable ? advice : null;
  const bestBox = coach && coach.best && coach.best.kind === "box" ? coach.best.box : null;
  const rule = v.bonus_rule || { threshold: 63, points: 25 };
  const rowFor = (entry) => ({
    cells: [rowHeader(entry), ...seats.map((s2) => scoreCell(ctx, s2, entry, bestBox))],
    testid: `row-${entry.box}`
  });
  const upper = sheetOf(v).filter((e) => e.section === "upper").map(rowFor);
  const lower = sheetOf(v).filter((e) => e.section === "lower").map(rowFor);
  const rows = [
    ...upper,
    { cells: [t("Upper total"), ...seats.map((s2) => String(v.totals[s2].upper))], class: "yum-subtotal", testid: "row-upper" },
    {
      cells: [h("span", { class: "yum-box" }, h("span", { class: "yum-box-en" }, t("Bonus")), h("span", { class: "yum-box-fr" }, t("needs {threshold}, +{points}", { threshold: rule.threshold, points: rule.points }))), ...seats.map((s2) => bonusCell(ctx, s2))],
      class: "yum-subtotal",
      testid: "row-bonus"
    },
    ...lower,
    { cells: [t("Total"), ...seats.map((s2) => h("span", { testid: `total-${s2}`, dataset: { motion: `total-${s2}` } }, String(v.totals[s2].total)))], class: "yum-total", highlight: true, testid: "row-total" }
  ];
  const playing = !v.over && !ctx.closed;
  const columns = [t("Box"), ...seats.map((s2) => s2 === v.current && playing ? `▶ ${seatName(ctx, s2)}` : seatName(ctx, s2))];
  const sheet = scoreTable(columns, rows, { testid: "yum-sheet", highlightColumn: playing ? v.current + 1 : void 0, caption: t("Score sheet") });
  sheet.classList.add("yum-sheet");
  roving(sheet, { selector: ".yum-score-btn" });
  return sheet;
}
function drawFinal(ctx) {
  const v = ctx.view;
  const n = v.cards.length;
  const best = Math.max(...v.totals.map((t2) => t2.total));
  const order = [...Array(n).keys()].sort((a, b) => v.totals[b].total - v.totals[a].total || a - b);
  const winners = order.filter((s2) => v.totals[s2].total === best).map((s2) => seatName(ctx, s2));
  const rows = order.map((s2) => ({
    cells: [
      v.totals[s2].total === best ? `★ ${seatName(ctx, s2)}` : seatName(ctx, s2),
      String(v.totals[s2].upper),
      v.totals[s2].bonus ? `+${v.totals[s2].bonus}` : "0",
      String(v.totals[s2].lower),
      String(v.totals[s2].total)
    ],
    highlight: v.totals[s2].total === best,
    testid: `final-${s2}`
  }));
  const and = t(" and ");
  const headline = winners.length > 1 ? t("Shared win: {names} with {points}", { names: winners.join(and), points: best }) : winners[0] === t("You") ? t("You win with {points}", { points: best }) : t("{name} wins with {points}", { name: winners[0], points: best });
  return panel(t("Final scores"), [h("p", { class: "yum-winner", testid: "yum-winner" }, headline), scoreTable([t("Player"), t("Upper"), t("Bonus"), t("Lower"), t("Total")], rows, { testid: "yum-final" })], {
    testid: "yum-final-panel",
    class: "yum-final"
  });
}
function keepText(dice, hold) {
  if (!hold.length) return t("re-roll all");
  if (hold.length === DICE) return t("keep all");
  return t("keep {dice}", { dice: hold.map((i) => dice[i]).sort((a, b) => a - b).join(" ") });
}
function coachOf(ctx) {
  return (ctx.answers || {}).coach || null;
}
var sameHold = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
function coachList(items, text, isBest, testid, onPick) {
  return h(
    "ol",
    { class: "yum-coach-list", testid },
    items.map(
      (item) => h(
        "li",
        { class: isBest(item) && "is-best" },
        onPick ? h("button", { type: "button", class: "yum-coach-pick", onClick: () => onPick(item), title: t("Hold these dice"), "data-key": `coach-${testid}-${text(item)}` }, text(item)) : h("span", {}, text(item)),
        h("span", { class: "yum-coach-value" }, typeof item.value === "number" ? formatNumber(item.value, 1) : ""),
        isBest(item) ? h("span", { class: "yum-star", "aria-label": t("best") }, " ★") : null
      )
    )
  );
}
function coachBest(v, best) {
  const text = best.kind === "keep" ? t("{keep} and roll", { keep: keepText(v.dice || [], best.hold || []) }) : t("score {box}", { box: boxLabel(v, best.box) });
  return h("p", { class: "yum-coach-best", testid: "coach-best" }, "★ " + t("Best:") + " ", h("strong", {}, text));
}
function coachColumns(ctx, c) {
  const v = ctx.view;
  const best = c.best || {};
  const top = (items) => [...items || []].sort((a, b) => b.value - a.value).slice(0, 5);
  const keeps = top(c.keeps);
  const boxes = top(c.boxes);
  const hold = (k) => {
    ctx.local.hold = new Set(k.hold);
    ctx.rerender();
  };
  const columns = [];
  if (keeps.length && v.rolls_left > 0) {
    const isBest = (k) => best.kind === "keep" && sameHold(k.hold, best.hold || []);
    columns.push(h(
      "div",
      {},
      h("h4", {}, t("Keeps (expected final score)")),
      coachList(keeps, (k) => keepText(v.dice || [], k.hold), isBest, "coach-keeps", ctx.myTurn ? hold : null)
    ));
  }
  if (boxes.length) {
    columns.push(h(
      "div",
      {},
      h("h4", {}, t("Boxes (expected final score)")),
      coachList(boxes, (b) => boxLabel(v, b.box), (b) => best.kind === "box" && b.box === best.box, "coach-boxes", null)
    ));
  }
  return columns;
}
function coachLast(last) {
  const cost = last.cost > 0.05 ? t("cost {points} points", { points: fmt2(last.cost) }) : t("the best choice");
  const p = { round: last.turn, roll: last.roll, chosen: last.chosen, best: last.best, cost };
  const text = last.roll ? t("Last choice (round {round}, roll {roll}): {chosen}; best was {best} — {cost}.", p) : t("Last choice (round {round}): {chosen}; best was {best} — {cost}.", p);
  return h("p", { class: "yum-coach-last", testid: "coach-last" }, text);
}
function coachTotals(c) {
  const parts = [];
  if (typeof c.expected === "number") parts.push(h("p", { class: "tw-muted", testid: "coach-expected" }, t("Expected final score with best play: {points}", { points: formatNumber(c.expected, 1) })));
  if (typeof c.lost_total === "number") parts.push(h("p", { class: "tw-muted", testid: "coach-lost" }, t("Points lost to the coach so far: {points}", { points: fmt2(c.lost_total) })));
  return parts;
}
function drawCoach(ctx) {
  const c = coachOf(ctx);
  if (!c) return null;
  const where = { testid: "yum-coach", class: "yum-coach" };
  if (c.unavailable) return panel(t("Coach"), h("p", { class: "tw-muted", testid: "coach-unavailable" }, c.unavailable), where);
  if (c.summary) {
    const lines = c.summary.text.split("\n").map((line) => h("li", {}, line));
    return panel(t("Coach: the game in review"), h("ul", { class: "yum-coach-summary", testid: "coach-summary" }, lines), where);
  }
  const parts = [];
  if ((c.best || {}).kind) parts.push(coachBest(ctx.view, c.best));
  const columns = coachColumns(ctx, c);
  if (columns.length) parts.push(h("div", { class: "yum-coach-grid" }, columns));
  const history = c.history || [];
  const last = history[history.length - 1];
  if (last) parts.push(coachLast(last));
  return panel(t("Coach"), [...parts, ...coachTotals(c)], where);
}
function draw(ctx) {
  const v = ctx.view;
  if (!v || !v.cards) return h("p", { class: "tw-muted" }, t("Waiting for the game…"));
  const hint = ctx.myTurn ? v.rolls === 0 ? t("Roll the dice to start your turn.") : v.rolls_left > 0 ? t("Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet.") : t("Choose a box on your sheet to score.") : "";
  const felt = table(
    [
      h("div", { class: "yum-status", testid: "yum-status", role: "status" }, status(ctx)),
      v.over ? null : drawDice(ctx),
      v.over ? null : h("div", { class: "yum-controls" }, rollButton(ctx), rollPips(v)),
      hint ? h("p", { class: "yum-hint" }, hint) : null,
      v.over ? drawFinal(ctx) : null
    ],
    { label: t("Dice table") }
  );
  felt.classList.add("yum-table");
  const main = [felt, drawCoach(ctx), logPanel(ctx.log)].filter(Boolean);
  return h(
    "div",
    { class: "yum-shell" },
    h("div", { class: ["yum-layout", coachOf(ctx) && "has-coach"] }, h("div", { class: "yum-main" }, main), h("div", { class: "yum-side" }, drawSheet(ctx)))
  );
}
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "Yum", render: draw, log: false, drawnAnswers: ["coach"] });
  }
};
export {
  widget_default as default
};
