// The phone page in a headless Chromium against a scripted socket: the page is served as the
// game serves it (CSS, words and JS inlined), the WebSocket is answered here, and every message
// the page sends is checked; every game's turn view (game-views.mjs) must fit a phone in every
// language, and a reveal must show as it goes. Screenshots go to $SHOTS_DIR (default /tmp/phone-shots).
//
//   cd tests/browser && npm ci && node page-mock.mjs
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch, openPhone, tapText, findText, flick, waitView, shownErrors, smallTargets, sleep } from "./lib.mjs";
import { turnViews, revealViews, seatNames } from "./game-views.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PHONES = path.join(ROOT, "assets/phones");
const SHOTS = process.env.SHOTS_DIR || "/tmp/phone-shots";
const LANGS = ["en", "fr", "nl", "ko", "zh-Hans", "zh-Hant"];

const failures = [];
function check(ok, what) {
  if (ok) console.log(`  ok   ${what}`);
  else {
    console.log(`  FAIL ${what}`);
    failures.push(what);
  }
}

// ---- the words, as the server sends them: each catalogue's plain `phone-` lines
function phoneWords(ftl) {
  const out = {};
  for (const line of ftl.split("\n")) {
    const m = /^(phone-[a-z0-9-]+)\s*=\s*(.*\S)\s*$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}
const keys = fs.readFileSync(path.join(PHONES, "words-keys.txt"), "utf8").split("\n").map((s) => s.trim()).filter(Boolean);
const WORDS = {};
console.log("words");
for (const lang of LANGS) {
  const all = phoneWords(fs.readFileSync(path.join(ROOT, `assets/locales/${lang}/common.ftl`), "utf8"));
  const missing = keys.filter((k) => !(k in all));
  check(missing.length === 0, `${lang} has every key of words-keys.txt${missing.length ? ": lacks " + missing.join(", ") : ""}`);
  const extra = Object.keys(all).filter((k) => !keys.includes(k));
  check(extra.length === 0, `${lang} has no phone- key outside words-keys.txt${extra.length ? ": " + extra.join(", ") : ""}`);
  const plain = Object.entries(all).filter(([, v]) => /[{}]/.test(v)).map(([k]) => k);
  check(plain.length === 0, `${lang}'s phone words are plain (no Fluent arguments)${plain.length ? ": " + plain.join(", ") : ""}`);
  WORDS[lang] = Object.fromEntries(keys.map((k) => [k, all[k]]));
}
// Korean and Chinese words only use the glyphs the game's CJK font subset has.
const glyphs = new Set(fs.readFileSync(path.join(ROOT, "assets/fonts/cjk-subset-chars.txt"), "utf8"));
for (const lang of ["ko", "zh-Hans", "zh-Hant"]) {
  const lacking = [...new Set(Object.values(WORDS[lang]).join(""))].filter((c) => c.codePointAt(0) >= 0x2e80 && !glyphs.has(c));
  check(lacking.length === 0, `${lang}'s phone words only use the CJK subset's glyphs${lacking.length ? ": lacks " + lacking.join("") : ""}`);
}
const js = fs.readFileSync(path.join(PHONES, "phone.js"), "utf8");
// The keys the page asks for, outside its English stand-in table (which names them all).
const jsUsing = js.replace(/var FALLBACK = \{[\s\S]*?\};/, "");
check(jsUsing !== js, "phone.js's stand-in words table is found (and left out of the count)");
const used = new Set([...jsUsing.matchAll(/"(phone-[a-z0-9-]+)"/g)].map((m) => m[1]));
const fallback = new Set([...js.matchAll(/"(phone-[a-z0-9-]+)":/g)].map((m) => m[1]));
const noStandIn = keys.filter((k) => !fallback.has(k));
check(noStandIn.length === 0, `the stand-in table has every key${noStandIn.length ? ": lacks " + noStandIn.join(", ") : ""}`);
const unlisted = [...used].filter((k) => !keys.includes(k));
const unused = keys.filter((k) => !used.has(k));
check(unlisted.length === 0, `every key phone.js uses is in words-keys.txt${unlisted.length ? ": " + unlisted.join(", ") : ""}`);
check(unused.length === 0, `every key in words-keys.txt is used by phone.js${unused.length ? ": " + unused.join(", ") : ""}`);

// ---- the page, inlined as the Rust server will
function pageHtml() {
  const html = fs.readFileSync(path.join(PHONES, "index.html"), "utf8");
  const css = fs.readFileSync(path.join(PHONES, "phone.css"), "utf8");
  const words = `const WORDS = ${JSON.stringify(WORDS).replace(/</g, "\\u003c")};`;
  const dice = fs.readFileSync(path.join(PHONES, "dice.js"), "utf8");
  for (const p of ["/*PHONE_CSS*/", "/*PHONE_WORDS*/", "/*PHONE_DICE_JS*/", "/*PHONE_JS*/"]) {
    if (html.split(p).length !== 2) throw new Error(`index.html must hold ${p} exactly once`);
  }
  return html
    .replace("/*PHONE_CSS*/", () => css)
    .replace("/*PHONE_WORDS*/", () => words)
    .replace("/*PHONE_DICE_JS*/", () => dice)
    .replace("/*PHONE_JS*/", () => js);
}
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  if (req.method === "GET" && url.pathname === "/") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(pageHtml());
  } else {
    res.writeHead(404);
    res.end("not found");
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const BASE = `http://127.0.0.1:${server.address().port}`;

// ---- the table the mock socket shows
const COLORS = [
  { color: "#d55e00", mark: "circle", words: { en: "Vermilion", ko: "주홍", "zh-Hans": "朱红" } },
  { color: "#56b4e9", mark: "triangle", words: { en: "Sky blue", ko: "하늘색", "zh-Hans": "天蓝" } },
  { color: "#009e73", mark: "square", words: { en: "Green", ko: "초록", "zh-Hans": "绿" } },
  { color: "#f0e442", mark: "diamond", words: { en: "Yellow", ko: "노랑", "zh-Hans": "黄" } },
  { color: "#0072b2", mark: "star", words: { en: "Blue", ko: "파랑", "zh-Hans": "蓝" } },
  { color: "#cc79a7", mark: "cross", words: { en: "Pink", ko: "분홍", "zh-Hans": "粉红" } },
];
// The game's own words (the server sends them in the phone's language).
const TEXT = {
  en: {
    title: "Royal Casino", player: (n) => `Player ${n}`, points: (n) => `Points ${n}`, dice: (n) => `Dice ${n}`,
    throwHead: (s) => `${s}: throw the dice`, placeHead: (s) => `${s}: place more, or stop`, otherTurn: (s) => `${s}'s turn: throw the dice`,
    throw: "Throw the dice", place: (v) => `Place a ${v}`, row: (r) => `on row ${r}`, stop: "Stop",
    log: ["Bo places a 5 on row A.", "Bo completes row A and gains 4.", "Ada throws 4 4 2 6 1."],
    results: ["Ada wins with 31 points", "Bo 27", "Mia 19"],
  },
  ko: {
    title: "로열 카지노", player: (n) => `플레이어 ${n}`, points: (n) => `점수 ${n}`, dice: (n) => `주사위 ${n}`,
    throwHead: (s) => `${s}: 주사위를 던지세요`, placeHead: (s) => `${s}: 더 놓거나 멈추세요`, otherTurn: (s) => `${s}: 주사위를 던지세요`,
    throw: "주사위 던지기", place: (v) => `${v} 놓기`, row: (r) => `${r}줄에`, stop: "멈추기",
    log: ["Bo 님이 A줄에 5을(를) 놓습니다.", "Ada 님이 던진 결과: 4 4 2 6 1."],
    results: ["Ada 승리!"],
  },
  "zh-Hans": {
    title: "皇家赌场", player: (n) => `玩家 ${n}`, points: (n) => `分数 ${n}`, dice: (n) => `骰子 ${n}`,
    throwHead: (s) => `${s}：掷骰子`, placeHead: (s) => `${s}：继续放骰子，或停手`, otherTurn: (s) => `${s}：掷骰子`,
    throw: "掷骰子", place: (v) => `把 ${v}`, row: (r) => `放在 ${r} 行`, stop: "停手",
    log: ["Bo 把 5 放在 A 行。", "Ada 掷出 4 4 2 6 1。"],
    results: ["Ada获胜！"],
  },
};

class Table {
  constructor(lang = "en") {
    this.lang = lang;
    this.x = TEXT[lang] || TEXT.en;
    this.got = [];
    this.cursor = 0;
    this.sockets = [];
    this.ws = null;
    this.v = 0;
    this.you = null;
    this.screen = "setup";
    this.seats = [
      { name: "Bo", color: "#d55e00", mark: "circle", who: "tv" },
      { name: this.x.player(2), color: "#56b4e9", mark: "triangle", who: "ai" },
      { name: "Mia", color: "#009e73", mark: "square", who: "phone" },
      { name: this.x.player(4), color: "#f0e442", mark: "diamond", who: "tv" },
    ];
    this.play = {};
    this.route = (ws) => {
      this.ws = ws;
      this.sockets.push(ws);
      ws.onMessage((text) => {
        let msg;
        try { msg = JSON.parse(text); } catch { msg = { t: "(not json)", text }; }
        this.got.push(msg);
        this.answer(msg);
      });
    };
  }
  answer(msg) {
    if (msg.t === "hello") {
      this.ws.send(JSON.stringify({ t: "welcome", token: "tok-1", room: msg.room }));
      this.push();
    } else if (msg.t === "claim") {
      this.seats.forEach((s) => { if (s.who === "you") s.who = "tv"; });
      this.seats[msg.seat].who = "you";
      this.you = msg.seat;
      this.push();
    } else if (msg.t === "profile" && this.you !== null) {
      const c = COLORS[msg.color];
      Object.assign(this.seats[this.you], { name: msg.name, color: c.color, mark: c.mark });
      this.push();
    } else if (msg.t === "release" && this.you !== null) {
      this.seats[this.you].who = msg.to;
      this.you = null;
      this.push();
    }
  }
  view() {
    const screen = this.play.screen || this.screen;
    const seats = this.seats.map((s, i) => ({
      ...s,
      turn: (this.play.turn ?? -1) === i,
      status: screen === "setup" ? [] : [this.x.points([12, 9, 7, 3][i]), this.x.dice([5, 5, 4, 6][i])],
    }));
    return {
      t: "view", v: ++this.v, screen: this.screen, game: "royal-casino", title: this.x.title, you: this.you,
      turn: this.play.turn ?? 0, your_turn: false, headline: "", seats,
      colors: COLORS.map((c) => ({ color: c.color, mark: c.mark, words: c.words[this.lang] || c.words.en })),
      choices: [], undo: false, log: screen === "setup" ? [] : this.x.log, results: null, ...this.play,
    };
  }
  push(play) {
    if (play) this.play = play;
    this.ws.send(JSON.stringify(this.view()));
  }
  /** The next message the page sent that `pred` accepts (earlier ones are passed over). */
  async expect(pred, what, timeout = 3000) {
    const until = Date.now() + timeout;
    for (;;) {
      for (let i = this.cursor; i < this.got.length; i++) {
        if (pred(this.got[i])) {
          this.cursor = i + 1;
          check(true, what);
          return this.got[i];
        }
      }
      if (Date.now() > until) {
        check(false, `${what} (the page sent: ${JSON.stringify(this.got.slice(this.cursor))})`);
        return null;
      }
      await sleep(30);
    }
  }
  /** Nothing matching `pred` came since the cursor. */
  quiet(pred, what) {
    check(!this.got.slice(this.cursor).some(pred), what);
  }
}

const throwView = (x, name) => ({
  screen: "playing", turn: 1, your_turn: true, headline: x.throwHead(name),
  choices: [{ steps: [x.throw], action: "Throw", flick: true }], undo: false,
});
const placeView = (x, name) => ({
  screen: "playing", turn: 1, your_turn: true, headline: x.placeHead(name), undo: true,
  choices: [
    ...[["4", 1], ["4", 2], ["2", 0], ["6", 3], ["6", 4], ["1", 5]].map(([v, row]) => ({
      steps: [x.place(v), x.row("ABCDEF"[row])], action: { Place: { value: Number(v), row } }, flick: false,
      outcome: v === "4" && row === 2 ? "a 4 on row C pays 10" : null,
    })),
    { steps: [x.stop], action: "Stop", flick: false },
  ],
});

async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await sleep(150);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  console.log(`  shot ${path.join(SHOTS, name)}`);
}
async function targets(page, where) {
  const small = await smallTargets(page);
  check(small.length === 0, `every control on ${where} is at least 56 px tall${small.length ? ": " + small.join("; ") : ""}`);
}

/** A phone in `lang` holding seat 0, answered by a socket that sends it the views given to `show`. */
async function scriptedPhone(browser, lang) {
  let ws = null;
  const route = (socket) => {
    ws = socket;
    socket.onMessage((text) => {
      if (JSON.parse(text).t === "hello") socket.send(JSON.stringify({ t: "welcome", token: "tok-s", room: "KQZD" }));
    });
  };
  const page = await openPhone(browser, BASE, { room: "KQZD", lang, route });
  for (let i = 0; !ws && i < 100; i++) await sleep(30);
  let v = 100;
  const show = async (view) => {
    const sent = { ...view, v: ++v };
    ws.send(JSON.stringify(sent));
    await waitView(page, (w) => w.v === sent.v);
    await sleep(30);
  };
  return { page, show };
}

/** What a turn view measures on the phone: its height, the lowest one-tap button, names cut short. */
function measure(page, names, oneTaps) {
  return page.evaluate(({ names, oneTaps }) => {
    window.scrollTo(0, 0);
    const buttons = [...document.querySelectorAll("button")];
    const tops = oneTaps.map((words) => {
      const b = buttons.find((x) => (x.getAttribute("aria-label") || x.textContent).startsWith(words));
      return b ? b.getBoundingClientRect().bottom : Infinity;
    });
    const cut = [...document.querySelectorAll(".you-name, .other-name, .seat-name, .moment-name")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || !names.includes(el.textContent) || el.getBoundingClientRect().width < 20)
      .map((el) => `“${el.textContent}” ${el.scrollWidth}/${el.clientWidth}`);
    return { height: document.documentElement.scrollHeight, lowest: Math.max(0, ...tops), cut };
  }, { names, oneTaps });
}

const TALLEST = 1.3 * 844;
/** Each game's turn view in `lang`: at most 1.3 screens, its one-tap choices on the first, no name cut. */
async function turnsFit(browser, lang, heights) {
  console.log(`every game's turn on a 390×844 phone (${lang})`);
  const { page, show } = await scriptedPhone(browser, lang);
  for (const [game, view] of turnViews(ROOT, lang)) {
    await show(view);
    const oneTaps = view.choices.filter((c) => c.steps.length === 1).map((c) => c.steps[0]);
    await fits(page, `${game} (${lang})`, view, oneTaps, heights);
    if (game === "liars-dice") await bidFaces(page, lang, view, oneTaps, heights);
    if (game === "liars-dice" && ["en", "zh-Hans"].includes(lang)) await shot(page, `phone-bid-${lang}.png`);
    if (process.env.ALL_SHOTS) await shot(page, `phone-fit-${game}-${lang}.png`);
  }
  check(page.__problems.length === 0, `no page errors (${lang})${page.__problems.length ? ": " + page.__problems.join("; ") : ""}`);
  await page.context().close();
}

async function fits(page, what, view, oneTaps, heights) {
  const m = await measure(page, view.seats.map((s) => s.name), oneTaps);
  heights.push([m.height, what]);
  check(m.height <= TALLEST, `${what}: the turn view is ${m.height} px tall (at most ${Math.floor(TALLEST)})`);
  if (oneTaps.length) check(m.lowest <= 844, `${what}: its one-tap choices are on the first screen (lowest ends at ${Math.round(m.lowest)} px)`);
  check(m.cut.length === 0, `${what}: every seat's name shows whole${m.cut.length ? ": " + m.cut.join("; ") : ""}`);
}

/** Liar's Dice's second tap: the faces of the quantity tapped, drawn as dice; Dudo and Calza still in view. */
async function bidFaces(page, lang, view, oneTaps, heights) {
  // The second quantity: every face may be bid on it (the most buttons).
  const quantity = view.choices.find((c) => c.steps[0] !== view.choices[0].steps[0]).steps[0];
  const want = view.choices.filter((c) => c.steps[0] === quantity).map((c) => c.action.Bid.face).join("");
  const cell = page.getByRole("button", { name: quantity, exact: true });
  const inGrid = await cell.evaluate((b) => b.classList.contains("cell") && !!b.closest(".grid")).catch(() => false);
  check(inGrid, `liars-dice (${lang}): the quantities are a grid of small buttons`);
  if (!(await cell.isVisible().catch(() => false))) return;
  await cell.tap();
  const faces = await page.locator(".face-buttons button").evaluateAll((bs) => bs.map((b) => [b.getAttribute("data-face"), b.querySelector("svg") ? b.querySelector("svg").getBoundingClientRect().width : 0]));
  check(faces.map((f) => f[0]).join("") === want && faces.every((f) => f[1] >= 36), `liars-dice (${lang}): the faces of ${quantity} are dice (${faces.map((f) => f[0]).join(",")})`);
  await fits(page, `liars-dice faces (${lang})`, view, oneTaps, heights);
  if (["en", "zh-Hans"].includes(lang) || process.env.ALL_SHOTS) await shot(page, `phone-bid-faces-${lang}.png`);
  await page.locator("#back").tap();
}

/** A reveal paced as the TV paces it: every die drawn, the counted ones lit, then the verdict, then gone. */
async function revealShown(browser, lang) {
  console.log(`a reveal on the phone (${lang})`);
  const r = revealViews(ROOT, lang);
  const { page, show } = await scriptedPhone(browser, lang);
  const total = r.after.moment === null ? r.steps[0].moment.seats.reduce((n, s) => n + s.dice.length, 0) : 0;
  const seen = [];
  for (const view of r.steps) {
    await show(view);
    seen.push(await page.evaluate(() => ({
      dice: document.querySelectorAll("#moment .own-die").length,
      lit: [...document.querySelectorAll("#moment .own-die.lit")].map((d) => getComputedStyle(d).filter !== "none").filter(Boolean).length,
      smallest: Math.min(...[...document.querySelectorAll("#moment .own-die")].map((d) => d.getBoundingClientRect().width)),
      count: document.querySelector("#moment-count")?.textContent,
      verdict: !!document.querySelector("#moment-verdict"),
      wait: !!document.querySelector("#wait"),
    })));
    if (seen.length === 3 && lang !== "fr") await shot(page, `phone-reveal-${lang}.png`);
  }
  check(seen.every((s) => s.dice === total), `${lang}: every seat's dice are drawn all along (${total}: ${seen.map((s) => s.dice).join(",")})`);
  check(seen.every((s, i) => s.lit === i + 1), `${lang}: the counted dice are lit, one more each step (${seen.map((s) => s.lit).join(",")})`);
  check(seen.every((s) => s.dice > 0 && s.smallest >= 36), `${lang}: each die is at least 36 px (${Math.min(...seen.map((s) => s.smallest))})`);
  check(seen.every((s, i) => s.count === r.steps[i].moment.count && !s.verdict && !s.wait), `${lang}: the running count shows as it grows, no verdict yet, over the wait line`);
  await show(r.verdict);
  const verdict = await page.locator("#moment-verdict").textContent().catch(() => null);
  check(verdict === r.verdictWords, `${lang}: then the verdict: ${verdict}`);
  const m = await measure(page, seatNames(6), []);
  const bottom = await page.locator("#moment-verdict").evaluate((el) => el.getBoundingClientRect().bottom).catch(() => Infinity);
  check(m.cut.length === 0 && bottom <= 844, `${lang}: the whole moment is on the first screen (ends at ${Math.round(bottom)} px), names whole${m.cut.length ? ": " + m.cut.join("; ") : ""}`);
  if (lang !== "fr") await shot(page, `phone-verdict-${lang}.png`);
  await show({ ...r.verdict, you: null, own_dice: [] });
  check(await page.locator("#moment-verdict").isVisible(), `${lang}: a phone holding no seat sees the moment too`);
  await show(r.after);
  check((await page.locator("#moment").count()) === 0 && (await page.locator("#wait").isVisible()), `${lang}: once the moment ends, the wait line is back`);
  await page.context().close();
}

const browser = await launch();
try {
  // ---- one phone through a whole game, in English
  console.log("a phone joins, takes a seat and plays (en)");
  const table = new Table("en");
  const page = await openPhone(browser, BASE, { room: "KQZD", lang: "en", route: table.route });
  await table.expect((m) => m.t === "hello" && m.room === "KQZD" && m.lang === "en" && !("token" in m), "hello: the room from ?room=, the language, no token yet");
  await waitView(page, (v) => v.screen === "setup");
  check(await page.evaluate(() => localStorage.getItem("dicehall-token-KQZD")) === "tok-1", "the welcome's token is kept per room");
  for (const name of ["Bo", "Player 2", "Mia", "Player 4"]) check(await findText(page, name).then(() => true, () => false), `the lobby shows seat “${name}”`);
  check(await page.locator(".seat-card[data-seat='2']").isDisabled(), "a seat another phone holds cannot be tapped");
  await targets(page, "the lobby");

  await tapText(page, "Player 2");
  await table.expect((m) => m.t === "claim" && m.seat === 1, "tapping a seat claims it: {t:claim, seat:1}");
  await waitView(page, (v) => v.you === 1);
  await page.locator("#name").fill("Zoë");
  await tapText(page, "Blue");
  await table.expect((m) => m.t === "profile" && m.name === "Zoë" && m.color === 4, "a colour tap sends the profile with the typed name: {t:profile, name:Zoë, color:4}");
  await waitView(page, (v) => v.seats[1].name === "Zoë");
  await page.locator("#name").fill("Ada");
  await tapText(page, WORDS.en["phone-save-name"]);
  await table.expect((m) => m.t === "profile" && m.name === "Ada" && m.color === 4, "OK sends the name with the colour held: {t:profile, name:Ada, color:4}");
  await waitView(page, (v) => v.seats[1].name === "Ada");
  check(await findText(page, WORDS.en["phone-hand-to-tv"]).then(() => true, () => false), "the seat's holder sees “Hand back to the TV”");
  await targets(page, "the lobby with a seat held");
  await shot(page, "phone-lobby.png");

  await tapText(page, WORDS.en["phone-hand-to-ai"]);
  await table.expect((m) => m.t === "release" && m.to === "ai", "“Hand to an AI” sends {t:release, to:ai}");
  await waitView(page, (v) => v.you === null);
  await tapText(page, "Ada");
  await table.expect((m) => m.t === "claim" && m.seat === 1, "the seat is claimed again");
  await waitView(page, (v) => v.you === 1);

  // The game starts: a throw with a flick.
  console.log("throwing");
  table.push(throwView(table.x, "Ada"));
  await waitView(page, (v) => v.screen === "playing" && v.your_turn);
  check((await page.evaluate(() => window.__vibrations.length)) >= 1, "the phone buzzes when the turn comes");
  check(await page.locator("#flick").isVisible(), "a throw shows the flick area");
  await targets(page, "the throw");
  await shot(page, "phone-throw.png");
  await flick(page, "#flick", { dy: -320, dx: 90, ms: 180 });
  console.log("  flick as the page saw it:", JSON.stringify(await page.evaluate(() => window.__lastFlick)));
  const right = await table.expect((m) => m.t === "act" && m.action === "Throw" && m.flick, "a swipe up throws with a flick");
  if (right) {
    check(right.flick.power > 0 && right.flick.power <= 1, `power is in (0, 1]: ${right.flick.power}`);
    check(right.flick.aim > 0 && right.flick.aim <= 1, `a swipe up-right aims right: ${right.flick.aim}`);
  }
  table.push(throwView(table.x, "Ada"));
  await sleep(100);
  await flick(page, "#flick", { dy: -200, dx: -70, ms: 260 });
  const left = await table.expect((m) => m.t === "act" && m.flick, "a second swipe throws again");
  if (left && right) {
    check(left.flick.aim < 0 && left.flick.aim >= -1, `a swipe up-left aims left: ${left.flick.aim}`);
    check(left.flick.power < right.flick.power, `a slower swipe is weaker: ${left.flick.power} < ${right.flick.power}`);
  }
  table.push(throwView(table.x, "Ada"));
  await sleep(100);
  await flick(page, "#flick", { dy: -300, dx: 0, ms: 200, midway: async () => { table.push(throwView(table.x, "Ada")); await sleep(80); } });
  const straight = await table.expect((m) => m.t === "act" && m.flick, "a view arriving mid-swipe does not lose the throw");
  if (straight) check(Math.abs(straight.flick.aim) < 0.05, `a straight swipe aims straight: ${straight.flick.aim}`);
  table.push(throwView(table.x, "Ada"));
  await sleep(100);
  await flick(page, "#flick", { dy: 200, dx: 0, ms: 150 });
  await sleep(150);
  table.quiet((m) => m.t === "act", "a swipe downward throws nothing");
  await tapText(page, table.x.throw);
  await table.expect((m) => m.t === "act" && m.action === "Throw" && !("flick" in m), "the plain button throws without a flick");
  table.push({ ...throwView(table.x, "Ada"), choices: [{ steps: [], action: { Throw: { again: true } }, flick: true }] });
  await waitView(page, (v) => v.choices.length === 1 && v.choices[0].steps.length === 0);
  await tapText(page, WORDS.en["phone-throw"]);
  await table.expect((m) => m.t === "act" && m.action?.Throw?.again === true, "a throw without step words is a “Throw” button");

  // Placing: two steps, Back, Undo.
  console.log("placing");
  table.push(placeView(table.x, "Ada"));
  await waitView(page, (v) => v.choices.length === 7);
  const firstSteps = await page.locator(".choice-buttons .btn").allTextContents();
  check(JSON.stringify(firstSteps) === JSON.stringify(["Place a 4", "Place a 2", "Place a 6", "Place a 1", "Stop"]), `the first step's distinct words are the buttons: ${firstSteps.join(" | ")}`);
  check(await page.locator("#undo").isVisible(), "Undo shows when the view allows it");
  await targets(page, "the turn");
  await shot(page, "phone-turn-royal-casino.png");
  await tapText(page, "Place a 6");
  const second = await page.locator(".choice-buttons .btn").allTextContents();
  check(JSON.stringify(second) === JSON.stringify(["on row D", "on row E"]), `a tap shows the next step among those sharing it: ${second.join(" | ")}`);
  await shot(page, "phone-turn-step2.png");
  check(!(await page.locator("#undo").isVisible()), "Undo steps aside while a choice is half picked (only Back shows)");
  await tapText(page, "← " + WORDS.en["phone-back"]);
  check((await page.locator(".choice-buttons .btn").count()) === 5, "Back returns to the first step");
  table.quiet((m) => m.t === "act", "nothing is sent while stepping");
  await tapText(page, "Place a 4");
  check(await findText(page, "a 4 on row C pays 10").then(() => true, () => false), "a row's button says what the placement does, as the TV does");
  await tapText(page, "on row C");
  await table.expect((m) => m.t === "act" && JSON.stringify(m.action) === JSON.stringify({ Place: { value: 4, row: 2 } }) && !("flick" in m), "two taps send the choice's action as it came: {Place:{value:4,row:2}}");
  table.push(placeView(table.x, "Ada"));
  await waitView(page, (v) => v.v === table.v);
  await tapText(page, "↶ " + WORDS.en["phone-undo"]);
  await table.expect((m) => m.t === "undo", "Undo sends {t:undo}");
  await tapText(page, "Stop");
  await table.expect((m) => m.t === "act" && m.action === "Stop", "a one-step choice is sent at once");

  // The Expert's hint: asked with its button, shown above the choices, its move's buttons lit.
  console.log("hint");
  table.push(placeView(table.x, "Ada"));
  await waitView(page, (v) => v.v === table.v);
  await tapText(page, "? " + WORDS.en["phone-hint"]);
  await table.expect((m) => m.t === "hint", "Hint sends {t:hint}");
  table.ws.send(JSON.stringify({ t: "hint", action: { Place: { value: 6, row: 3 } }, text: "Place a 6 on row D\nrow D: pays 5" }));
  await page.getByText("row D: pays 5", { exact: true }).waitFor({ timeout: 3000 });
  check(await page.locator("#hint-box").isVisible(), "the hint's words show above the choices");
  check(!(await page.locator("#hint").isVisible()), "the Hint button steps aside while its hint shows");
  const lit = await page.locator(".choice-buttons .btn.hinted").allTextContents();
  check(lit.length === 1 && lit[0].startsWith("Place a 6"), `the first step of the hinted move is lit: ${lit.join(" | ")}`);
  await shot(page, "phone-hint.png");
  await tapText(page, "Place a 6");
  const litNext = await page.locator(".choice-buttons .btn.hinted").allTextContents();
  check(litNext.length === 1 && litNext[0].startsWith("on row D"), `then its next step: ${litNext.join(" | ")}`);
  table.push(throwView(table.x, "Ada"));
  await waitView(page, (v) => v.v === table.v);
  check(!(await page.locator("#hint-box").isVisible()), "a hint leaves with the choices it was asked among");

  // Someone else's turn; an error; a dropped socket.
  console.log("waiting, errors, reconnecting");
  const waitTurn = "Waiting for your turn";
  table.push({ screen: "playing", turn: 0, your_turn: false, headline: table.x.otherTurn("Bo"), wait: waitTurn, choices: [], undo: false });
  await waitView(page, (v) => !v.your_turn);
  check((await page.locator("#wait").textContent()) === waitTurn, "off turn, the phone says the server's wait line");
  check(!(await page.locator("#headline").getAttribute("class")).includes("mine"), "another's turn is not drawn as the phone's own");
  // The phone's own seat in turn while its dice roll: the turn line and the wait line agree.
  const rolling = "The dice are rolling: watch the TV.";
  table.push({ screen: "playing", turn: 1, your_turn: false, headline: "Your turn", wait: rolling, rolling: true, choices: [], undo: false });
  await waitView(page, (v) => v.rolling === true);
  check((await page.locator("#headline").textContent()) === "Your turn" && (await page.locator("#headline").getAttribute("class")).includes("mine"), "its own turn reads as its own while the dice roll");
  check((await page.locator("#wait").textContent()) === rolling, "under it, why it has nothing to press (never “waiting for your turn”)");
  const paused = "The TV is paused (its menu is open).";
  table.push({ screen: "playing", turn: 1, your_turn: false, headline: "Your turn", wait: paused, paused: true, choices: [], undo: false });
  await waitView(page, (v) => v.paused === true);
  check((await page.locator("#wait").textContent()) === paused && (await page.locator("#wait").getAttribute("class")).includes("paused"), "a paused TV shows as paused");
  table.push({ screen: "playing", turn: 0, your_turn: false, headline: table.x.otherTurn("Bo"), wait: waitTurn, choices: [], undo: false });
  await waitView(page, (v) => !v.paused && v.turn === 0);
  check(await findText(page, "Points 9").then(() => true, () => false), "the seat's status lines show");
  // The seat's own private dice (a cup's): drawn as dice, large, and read out in the phone's words.
  table.push({ screen: "playing", turn: 0, your_turn: false, headline: table.x.otherTurn("Bo"), wait: waitTurn, choices: [], undo: false, own_dice: [1, 3, 3, 5, 6] });
  await waitView(page, (v) => (v.own_dice || []).length === 5);
  const faces = await page.locator("#own-dice .own-die").evaluateAll((ds) => ds.map((d) => Number(d.getAttribute("data-face"))));
  check(JSON.stringify(faces) === "[1,3,3,5,6]", `the seat's own dice are drawn, a die for each face: ${faces}`);
  const dieBox = await page.locator("#own-dice .own-die").first().boundingBox();
  check(dieBox && dieBox.width >= 64 && dieBox.height >= 64, `each die is at least 64 px: ${dieBox && dieBox.width}`);
  const rows = new Set(await page.locator("#own-dice .own-die").evaluateAll((ds) => ds.map((d) => Math.round(d.getBoundingClientRect().top))));
  check(rows.size === 2, `five dice lie in two rows on a 390 px phone (${rows.size})`);
  const readOut = await page.locator("#own-dice").getAttribute("aria-label");
  check(readOut === `${WORDS.en["phone-own-dice"]} 1, 3, 3, 5, 6`, `the row reads out as “${readOut}”`);
  await shot(page, "phone-own-dice.png");
  table.push({ screen: "playing", turn: 0, your_turn: false, headline: table.x.otherTurn("Bo"), wait: waitTurn, choices: [], undo: false });
  await waitView(page, (v) => !(v.own_dice || []).length);
  check((await page.locator("#own-dice").count()) === 0, "a view without own dice draws none");
  table.ws.send(JSON.stringify({ t: "error", error: "It is Bo's turn.", code: "turn" }));
  await page.locator("#toast").waitFor({ state: "visible", timeout: 2000 }).catch(() => {});
  check((await page.locator("#toast").textContent()) === "It is Bo's turn." && (await page.locator("#toast").isVisible()), "an error shows as a toast in its words");
  check((await shownErrors(page)).some((e) => e.code === "turn"), "window.__errors keeps it");
  await page.locator("#toast").waitFor({ state: "hidden", timeout: 5500 }).then(() => check(true, "the toast goes after about 4 s"), () => check(false, "the toast goes after about 4 s"));
  const sockets = table.sockets.length;
  await table.ws.close({ code: 1012, reason: "restart" });
  await page.locator("#banner").waitFor({ state: "visible", timeout: 2000 }).catch(() => {});
  check((await page.locator("#banner").textContent()) === WORDS.en["phone-reconnecting"], "a dropped socket shows “Reconnecting…”");
  await table.expect((m) => m.t === "hello" && m.token === "tok-1" && m.room === "KQZD", "it reconnects with hello and the saved token", 5000);
  check(table.sockets.length === sockets + 1, "on a new socket");
  await page.locator("#banner").waitFor({ state: "hidden", timeout: 2000 }).then(() => check(true, "the banner goes once welcomed"), () => check(false, "the banner goes once welcomed"));
  await waitView(page, (v) => v.you === 1);
  await shot(page, "phone-waiting.png");

  // Language, the end, a wrong room.
  console.log("language, results, a wrong room");
  await page.locator("#lang").selectOption("fr");
  await table.expect((m) => m.t === "lang" && m.lang === "fr", "the picker sends {t:lang, lang:fr}");
  check(await findText(page, WORDS.fr["phone-others"]).then(() => true, () => false), "and the page is French at once");
  check((await page.evaluate(() => localStorage.getItem("dicehall-lang"))) === "fr", "the language is remembered");
  check((await page.evaluate(() => document.documentElement.lang)) === "fr", "<html lang> follows");
  await page.locator("#lang").selectOption("en");
  await table.expect((m) => m.t === "lang" && m.lang === "en", "and back: {t:lang, lang:en}");
  table.push({ screen: "over", your_turn: false, headline: "Game over", choices: [], results: table.x.results });
  await waitView(page, (v) => v.screen === "over");
  check(await findText(page, "Ada wins with 31 points").then(() => true, () => false), "the results show");
  await shot(page, "phone-over.png");
  table.ws.send(JSON.stringify({ t: "error", error: "There is no room MOON here.", code: "room" }));
  await page.locator("#room").waitFor({ state: "visible", timeout: 2000 }).catch(() => {});
  check(await page.locator("#room").isVisible(), "an error with code room returns to the join screen");
  check(await findText(page, "There is no room MOON here.").then(() => true, () => false), "and says why");
  await targets(page, "the join screen");
  check(page.__problems.length === 0, `no page errors, no outside requests${page.__problems.length ? ": " + page.__problems.join("; ") : ""}`);
  await page.context().close();

  // ---- a phone with no ?room= and a Taiwanese browser: types the code
  console.log("joining by hand, language from the browser");
  const t2 = new Table("en");
  const p2 = await openPhone(browser, BASE, { locale: "zh-TW", route: t2.route });
  check(await p2.locator("#room").isVisible(), "without ?room= the join screen shows");
  check((await p2.locator("#join").textContent()) === WORDS["zh-Hant"]["phone-join"], "zh-TW reads as 繁體中文");
  await p2.locator("#room").fill("ab");
  await tapText(p2, WORDS["zh-Hant"]["phone-join"]);
  check(await p2.locator(".error").isVisible(), "a short code is refused in words");
  t2.quiet(() => true, "and nothing is sent");
  await p2.locator("#room").fill("");
  await p2.locator("#room").pressSequentially("kq1zd");
  check(!(await p2.locator(".error").isVisible()), "typing again clears the complaint");
  check((await p2.locator("#room").inputValue()) === "KQZD", "the field keeps four capital letters");
  await shot(p2, "phone-join-zh-Hant.png");
  await tapText(p2, WORDS["zh-Hant"]["phone-join"]);
  await t2.expect((m) => m.t === "hello" && m.room === "KQZD" && m.lang === "zh-Hant", "Join sends hello with the typed room and zh-Hant");
  check(p2.__problems.length === 0, `no page errors${p2.__problems.length ? ": " + p2.__problems.join("; ") : ""}`);
  await p2.context().close();

  // ---- Korean and Chinese, to look at (the glyphs need fonts-noto-cjk in Chromium)
  for (const lang of ["ko", "zh-Hans"]) {
    console.log(`${lang}: screenshots`);
    const t = new Table(lang);
    const p = await openPhone(browser, BASE, { room: "KQZD", lang, route: t.route });
    await t.expect((m) => m.t === "hello" && m.lang === lang, `hello in ${lang}`);
    await waitView(p, (v) => v.screen === "setup");
    await tapText(p, t.x.player(2));
    await t.expect((m) => m.t === "claim" && m.seat === 1, `claim in ${lang}`);
    await waitView(p, (v) => v.you === 1);
    await targets(p, `the ${lang} lobby`);
    await shot(p, `phone-lobby-${lang}.png`);
    t.push(placeView(t.x, t.x.player(2)));
    await waitView(p, (v) => v.choices.length > 0);
    await targets(p, `the ${lang} turn`);
    await shot(p, `phone-turn-${lang}.png`);
    t.push(throwView(t.x, t.x.player(2)));
    await waitView(p, (v) => v.choices.length === 1);
    await shot(p, `phone-throw-${lang}.png`);
    check(p.__problems.length === 0, `no page errors in ${lang}${p.__problems.length ? ": " + p.__problems.join("; ") : ""}`);
    await p.context().close();
  }

  // ---- every game's turn fits a phone, in every language (issue 54, item 4)
  const heights = [];
  for (const lang of LANGS) await turnsFit(browser, lang, heights);
  console.log("  tallest turn views (CSS px):", heights.sort((a, b) => b[0] - a[0]).slice(0, 6).map(([px, what]) => `${what} ${px}`).join(", "));
  // ---- a reveal on the TV, on the phones as it goes (item 3)
  for (const lang of ["en", "zh-Hant", "fr"]) await revealShown(browser, lang);
} catch (e) {
  check(false, `the run stopped: ${e.stack || e}`);
} finally {
  await browser.close();
  server.close();
}

if (failures.length) {
  console.log(`\n${failures.length} check(s) failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nall checks passed");
