// Realistic phone views of every game's turn, in any of the six languages: the words are the
// games' own catalogues (assets/games/<game>/locales/<lang>.ftl, read here by a small Fluent
// reader), the shapes those of the real views (docs/phones.md; tests/browser/play-through.mjs
// plays the real ones). Names are long on purpose (16 characters, the most a phone may type).
import fs from "node:fs";
import path from "node:path";

/** A catalogue's messages, key → its source (continuation lines kept). */
function messages(text) {
  const out = {};
  let key = null;
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (m) [key, out[m[1]]] = [m[1], m[2]];
    else if (key && /^(\s+\S|\})/.test(line)) out[key] += "\n" + line.trim();
    else if (line.trim()) key = null;
  }
  return out;
}

/** The placeable that opens at `at` (a "{"): its inside and where it ends. */
function placeable(src, at) {
  let depth = 0;
  for (let i = at; i < src.length; i++) {
    if (src[i] === "{") depth++;
    else if (src[i] === "}" && --depth === 0) return { inside: src.slice(at + 1, i).trim(), end: i + 1 };
  }
  throw new Error(`an unclosed placeable in ${src}`);
}

/** A select expression's variant for `value` (the one named by it, else `one` for 1, else the default). */
function variant(body, value) {
  const found = [...body.matchAll(/(\*?)\[([^\]]+)\]\s*((?:\{[^}]*\}|[^[*])*)/g)].map((m) => ({ star: !!m[1], key: m[2], text: m[3].trim() }));
  return (found.find((v) => v.key === String(value)) || (value === 1 && found.find((v) => v.key === "one")) || found.find((v) => v.star)).text;
}

/** `src` with its placeables filled from `args`. */
function fill(src, args) {
  let out = "";
  for (let i = 0; i < src.length; ) {
    if (src[i] !== "{") { out += src[i++]; continue; }
    const { inside, end } = placeable(src, i);
    const sel = /^\$(\w+)\s*->([\s\S]*)$/.exec(inside);
    if (sel) out += fill(variant(sel[2], args[sel[1]]), args);
    else if (/^\$\w+$/.test(inside)) out += String(args[inside.slice(1)] ?? inside);
    else if (/^".*"$/.test(inside)) out += inside.slice(1, -1);
    else out += inside;
    i = end;
  }
  return out;
}

/** The words of `game` (a folder of assets/games) and the common phone words, in `lang`. */
export function catalogue(root, game, lang) {
  const read = (p) => messages(fs.readFileSync(path.join(root, p), "utf8"));
  const all = { ...read(`assets/locales/${lang}/phones.ftl`), ...read(`assets/games/${game}/locales/${lang}.ftl`) };
  return (key, args = {}) => {
    if (!(key in all)) throw new Error(`${game}/${lang} lacks ${key}`);
    return fill(all[key], args);
  };
}

const NAMES = ["Maximilienne-Zoë", "Bartholomew Jr.", "Chloé-Anaïs D.", "Wilhelmina Vos", "Konstantinos P.", "Jean-Sébastien"];
const MARKS = ["circle", "triangle", "square", "diamond", "star", "cross"];
const COLORS = ["#d55e00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#cc79a7"];
export const seatNames = (n) => NAMES.slice(0, n);

/** A view of seat `you`'s turn among `status.length` seats. */
function turnView(w, game, titleKey, status, choices, log, extra = {}) {
  const names = seatNames(status.length);
  return {
    t: "view", screen: "playing", game, title: w(titleKey), you: 0, turn: 0, your_turn: true,
    headline: w("phone-headline-your-turn"), paused: false, rolling: false, wait: "",
    seats: status.map((st, i) => ({ name: names[i], color: COLORS[i], mark: MARKS[i], who: i ? "ai" : "you", turn: i === 0, status: st })),
    colors: [], choices, log, undo: false, ok: false, results: null, own_dice: [], standing: null, moment: null, ...extra,
  };
}

function royalCasino(w) {
  const status = [12, 9, 27, 3].map((p, i) => [w("rc-seat-points", { points: p }), w("rc-seat-dice", { dice: 5 - i }),
    w("rc-seat-throw", { n: 2, most: 3, left: 1 }), w("rc-seat-to-place", { values: "4 4 2 6 1" })]);
  const places = [[4, 1], [4, 2], [2, 0], [6, 3], [6, 4], [1, 5], [2, 4], [1, 1]].map(([v, row]) => ({
    steps: [w("rc-step-place", { v }), w("rc-step-row", { row: "ABCDEF"[row] })], action: { Place: { value: v, row } }, flick: false,
    outcome: w("rc-outcome-open", { row: "ABCDEF"[row], filled: 2, squares: 5 }),
  }));
  const log = [w("rc-log-stops", { name: NAMES[2] }), w("rc-log-gains", { name: NAMES[3], row: "C", points: 12 })];
  return turnView(w, "royal-casino", "game-royal-casino", status, [...places, { steps: [w("pad-rc-stop")], action: "Stop", flick: false, outcome: null }], log, { undo: true });
}

function homeRows(w) {
  const colours = ["red", "yellow", "green", "blue"].map((c) => w(`hr-colour-${c}`));
  const status = [31, 18, 25].map((t, i) => [w("hr-seat-total", { total: t }), w("hr-seat-counters", { n: 7 + i }),
    w("hr-seat-dice", { list: colours.slice(0, 3).map((c) => w("hr-seat-dice-of", { colour: c, n: 2 })).join(", ") }),
    w("hr-seat-home", { colour: colours[i], score: 11 }), w("hr-seat-rounds", { list: "14 9" })]);
  const names = seatNames(3);
  const choices = [];
  for (const [row, sq] of [[0, 2], [1, 2], [2, 5], [3, 1], [0, 4], [2, 3]]) {
    const square = w("hr-step-place", { row: colours[row], square: sq });
    for (const [side, other] of [["left", names[2]], ["right", names[1]]]) {
      choices.push({ steps: [square, w("hr-step-from", { name: other, side: w(`hr-side-${side}`) })], action: { Place: { row, col: sq - 1, from: side } },
        flick: false, outcome: w("hr-outcome-from", { counters: 3, other }) });
    }
  }
  return turnView(w, "home-rows", "game-home-rows", status, choices, [w("hr-log-rolls", { name: names[2], die: 5 })]);
}

function diceSettlers(w) {
  const res = ["gold", "iron", "wood", "food"].map((r, i) => `${w(`ds-resource-${r}`)} ${i + 1}`).join(" · ");
  const status = [14, 11, 9, 6].map((p) => [w("ds-points", { n: p }), w("ds-seat-resources", { list: res }), w("ds-seat-houses", { n: 1 }),
    w("ds-seat-tents", { map: 4, board: 3 }), w("ds-seat-dice", { bag: 6, used: 3, draw: 5 }),
    w("ds-seat-rolled", { list: ["recruit", "explore", "raid"].map((s) => w(`ds-symbol-${s}`)).join(", ") })]);
  const tile = (no, t) => w("ds-tile", { no, terrain: w(`ds-terrain-${t}`) });
  const spend = (sym, what, s) => ({ steps: [w(`ds-symbol-${sym}`), w("ds-step-spend", { what, symbols: w("ds-symbols", { n: s }) })], action: { [sym]: { symbols: s } }, flick: false, outcome: null });
  const choices = [
    spend("recruit", w("ds-new-dice", { n: 1 }), 1), spend("recruit", w("ds-new-dice", { n: 2 }), 2),
    spend("explore", w("ds-draw-tiles", { n: 1 }), 1), spend("deploy", w("ds-tent-moves", { n: 2 }), 2),
    { steps: [w("ds-symbol-raid"), w("ds-on-tile", { tile: tile(17, "hills") }), w("ds-symbols", { n: 2 })], action: { Raid: 17 }, flick: false },
    spend("trade", w("ds-trades", { n: 1 }), 1),
    { steps: [w("ds-step-resource-die"), w("ds-step-resource-draw")], action: "ResourceDraw", flick: false },
    { steps: [w("ds-step-free"), w("ds-step-control", { tile: tile(9, "forest") }), w("ds-step-control-gives")], action: { Control: 9 }, flick: false },
    { steps: [w("ds-act-harvest-button")], action: "Harvest", flick: false },
    { steps: [w("ds-act-skip")], action: "Skip", flick: false },
  ];
  const log = [w("ds-log-starts-on", { name: NAMES[1], tile: tile(17, "hills") })];
  return turnView(w, "dice-settlers", "game-dice-settlers", status, choices, log);
}

/** Liar's Dice, 6 seats of 5 dice: the opening bid (30 quantities), or one that beats a standing 1 × 2. */
function liarsDice(w, opening) {
  const names = seatNames(6);
  const status = names.map((_, i) => [w("ld-seat-dice", { n: 5 }), ...(i ? [] : [w("ld-seat-cup", { dice: "1 1 3 3 5" })])]);
  const bid = (q, f) => w("ld-bid", { quantity: q, face: f });
  const choices = [];
  for (let q = 1; q <= 30; q++) {
    for (let f = 2; f <= 6; f++) {
      if (!opening && q === 1 && f <= 2) continue;
      choices.push({ steps: [w("ld-step-quantity", { quantity: q }), w("ld-act-bid", { bid: bid(q, f) })], action: { Bid: { quantity: q, face: f } },
        flick: false, outcome: w("ld-outcome-bid-wild", { bid: bid(q, f), own: 2 }) });
    }
  }
  const extra = { own_dice: [1, 1, 3, 3, 5] };
  const log = [w("ld-log-round", { round: 1, name: names[0] })];
  if (!opening) {
    log.push(w("ld-log-bid", { name: names[5], bid: bid(1, 2) }));
    const args = { other: names[5], bid: bid(1, 2) };
    choices.push({ steps: [w("ld-act-dudo", args)], action: "Dudo", flick: false, outcome: w("ld-outcome-dudo", args) });
    choices.push({ steps: [w("ld-act-calza", args)], action: "Calza", flick: false, outcome: w("ld-outcome-calza", args) });
    extra.standing = w("ld-standing", { name: names[5], bid: bid(1, 2) });
  }
  return turnView(w, "liars-dice", "game-liars-dice", status, choices, log, extra);
}

/** Every game's turn views in `lang`: [name, view, the one-tap choices' words]. */
export function turnViews(root, lang) {
  const w = (game) => catalogue(root, game, lang);
  return [
    ["royal-casino", royalCasino(w("royal-casino"))],
    ["home-rows", homeRows(w("home-rows"))],
    ["dice-settlers", diceSettlers(w("dice-settlers"))],
    ["liars-dice-opening", liarsDice(w("liars-dice"), true)],
    ["liars-dice", liarsDice(w("liars-dice"), false)],
  ];
}

/** A Liar's Dice reveal as the TV paces it: dice lit one by one, then the verdict, then none. */
export function revealViews(root, lang) {
  const w = catalogue(root, "liars-dice", lang);
  const names = seatNames(4);
  const dice = [[1, 3, 3, 5, 6], [2, 3, 4], [6, 6, 1, 2, 2], [3, 5]];
  const counted = dice.flatMap((d, s) => d.map((f, i) => [s, i, f === 3 || f === 1])).filter((x) => x[2]);
  const what = w("ld-reveal-face-wild", { face: 3 });
  const moment = (n, verdict) => ({
    title: w("ld-act-dudo", { other: names[2], bid: w("ld-bid", { quantity: 5, face: 3 }) }),
    seats: dice.map((d, s) => ({ seat: s, name: names[s], color: COLORS[s], dice: d,
      lit: d.map((_, i) => counted.slice(0, n).some(([cs, ci]) => cs === s && ci === i)) })),
    count: w("ld-reveal-count", { what, numbers: Array.from({ length: n }, (_, i) => i + 1).join(" … ") || "…" }),
    verdict,
  });
  const base = (m) => ({ ...liarsDice(w, false), your_turn: false, turn: 2, choices: [], headline: w("phone-headline-turn", { name: names[2] }), wait: "…", moment: m });
  const steps = counted.map((_, n) => base(moment(n + 1, null)));
  const verdict = w("ld-log-die-lost", { name: names[2], left: 4 });
  return { steps, verdict: base(moment(counted.length, verdict)), after: base(null), counted: counted.length, verdictWords: verdict };
}
