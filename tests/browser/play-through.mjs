// Real phones against the real game: `dicehall play --phones --no-window` (the real server, rules
// and turn flow, instant dice, no picture) and the real page in headless Chromium, every move a
// finger's tap or flick. Two phones and an AI play a whole Royal Casino game to the results; a
// phone plays a whole turn of Home Rows and of Dice Settlers; two phones and two AIs a whole game
// of Liar's Dice, no phone ever shown another seat's cup, each drawing its own dice large. Phone
// shots go to $SHOTS_DIR.
//
// TV_WINDOW=1 plays only the Liar's Dice party (TV_STOP_AFTER_REVEAL=1: until a phone has shown a
// reveal's verdict, with the TV shot beside it), the game in a real window (the display in
// $DISPLAY, e.g. xvfb) and not fast, and takes a shot of the whole screen each time the phones'
// log says something new (`import -window root`, into $SHOTS_DIR/tv-NNN.png): the TV as the party sees it
// (`scripts/setup.sh --playtest` installs `import`).
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { launch, openPhone, flick, waitView, sleep, HANG_MS } from "./lib.mjs";

const BIN = process.env.DICEHALL_BIN || "../../target/debug/dicehall";
const TV_WINDOW = process.env.TV_WINDOW === "1";
const SHOTS = process.env.SHOTS_DIR || "/tmp/phone-shots";
mkdirSync(SHOTS, { recursive: true });
let failures = 0;
const check = (ok, what) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures++;
};

/** Start a headless match serving phones on a free port; resolves when it listens. */
function startGame(args) {
  const shown = TV_WINDOW ? ["--resolution", "1280x720", "--exit-on-game-over"] : ["--no-window", "--fast"];
  const proc = spawn(BIN, ["play", "--phones", "--phones-port", "0", ...shown, ...args], {
    stdio: ["ignore", "pipe", TV_WINDOW ? "pipe" : "inherit"],
  });
  const lines = [];
  let buffer = "";
  return new Promise((resolve, reject) => {
    proc.on("error", reject);
    // A window says where phones connect in its log (stderr), not on stdout.
    proc.stderr?.on("data", (chunk) => {
      const said = String(chunk).match(/phones: open (http:\/\/\S+) and type the room code (\w+)/);
      if (said) resolve({ proc, lines, room: said[2], base: `http://127.0.0.1:${new URL(said[1]).port}` });
    });
    proc.on("exit", (code) => reject(new Error(`dicehall exited early (${code})`)));
    proc.stdout.on("data", (chunk) => {
      buffer += chunk;
      let at;
      while ((at = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 1);
        try {
          const json = JSON.parse(line);
          lines.push(json);
          if (json.phones) {
            const port = new URL(json.phones).port;
            resolve({ proc, lines, room: json.room, base: `http://127.0.0.1:${port}` });
          }
        } catch (e) { /* a line that is not ours */ }
      }
    });
  });
}

/**
 * The view a phone holds and the dice it draws for it (#own-dice: each die's face from its
 * `data-face`, the row's read-out label, the first die's width in CSS px), read in one go so no
 * view comes in between.
 */
function drawnDice(page) {
  return page.evaluate(() => {
    const row = document.querySelector("#own-dice");
    const dice = [...document.querySelectorAll("#own-dice .own-die")];
    return {
      view: window.__lastView,
      drawn: dice.map((d) => Number(d.getAttribute("data-face"))),
      label: row ? row.getAttribute("aria-label") : null,
      px: dice.length ? dice[0].getBoundingClientRect().width : 0,
    };
  });
}

/** A tiny seeded random number generator (the same choices every run). */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** A regular expression that matches exactly `text`. */
function exactly(text) {
  return new RegExp("^" + text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "$");
}

/**
 * Tap the visible button whose label reads exactly `text` (its first line: a choice's button may
 * say what it does on a line under its label).
 */
async function tapButton(page, text) {
  const label = page.locator(":scope > span:first-child", { hasText: exactly(text) });
  const button = page
    .getByRole("button", { name: text, exact: true })
    .or(page.locator("button").filter({ has: label }))
    .first();
  // A view that arrives meanwhile draws the buttons anew: the one found may leave the page
  // before it is tapped, so it is found again (as a finger would look again).
  for (let tries = 1; ; tries++) {
    try {
      await button.waitFor({ state: "visible", timeout: HANG_MS });
      await button.scrollIntoViewIfNeeded({ timeout: HANG_MS });
      const box = await button.boundingBox();
      if (!box) throw new Error(`no button reads “${text}”`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      return;
    } catch (e) {
      if (tries >= 3 || !/not attached|detached/.test(String(e))) throw e;
      await sleep(100);
    }
  }
}

/** Claim the seat named `name` from the lobby; resolves with the view that says so. */
async function claim(page, name, seat) {
  await waitView(page, (v) => (v.seats || []).some((s) => s.name === name));
  const card = page.locator(".seat-card", { hasText: name }).first();
  // A view arriving meanwhile (another phone's claim) draws the cards anew: look again.
  for (let tries = 1; ; tries++) {
    await card.waitFor({ state: "visible", timeout: HANG_MS });
    const box = await card.boundingBox();
    if (box) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      break;
    }
    if (tries >= 5) throw new Error(`the seat card of ${name} never stayed on the page`);
    await sleep(100);
  }
  return waitView(page, (v) => v.you === seat);
}

/**
 * One move of the phone's seat, as a finger makes it: a random legal choice (placements first
 * where the game has them), its steps tapped, a throw flicked. Resolves with the move's choice, or
 * null when the seat has nothing to do now.
 */
async function move(page, random) {
  const v = await page.evaluate(() => window.__lastView);
  if (!v || !v.your_turn || !(v.choices || []).length) return null;
  const choices = v.choices;
  const deep = choices.filter((c) => !c.flick && (c.steps || []).length >= 2);
  const pool = deep.length && random() < 0.7 ? deep : choices;
  const choice = pool[Math.floor(random() * pool.length)];
  const steps = choice.steps || [];
  for (let i = 0; i < steps.length; i++) {
    const path = steps.slice(0, i);
    const throwsHere = choices.filter((c) => c.flick && path.every((s, k) => c.steps[k] === s));
    if (choice.flick && throwsHere.length === 1 && (await page.locator("#flick").isVisible())) {
      await flick(page, "#flick", { dy: -260 - random() * 120, dx: (random() - 0.5) * 160, ms: 120 + random() * 140 });
      break;
    }
    await tapButton(page, steps[i]);
    await sleep(30);
    // A throw among several throws opens its own flick area when its last step is tapped
    // (phone.js: a throw among several gets its own flick area first).
    // (flick() waits for that area to be drawn: a loaded machine draws it late).
    if (choice.flick && i === steps.length - 1 && throwsHere.length > 1) {
      await flick(page, "#flick", { dy: -260 - random() * 120, dx: (random() - 0.5) * 160, ms: 120 + random() * 140 });
    }
  }
  await waitView(page, (w) => w.v !== v.v);
  return choice;
}

const browser = await launch();
try {
  // ---- Royal Casino: two phones and an AI, a whole game.
  if (!TV_WINDOW) {
    const game = await startGame(["--game", "royal-casino", "--seats", "human,human,ai:greedy", "--seed", "3"]);
    const a = await openPhone(browser, game.base, { room: game.room });
    const b = await openPhone(browser, game.base, { room: game.room, locale: "fr-FR" });
    await waitView(a, (v) => (v.seats || []).length === 3);
    await a.screenshot({ path: `${SHOTS}/phone-lobby.png` });
    await claim(a, "Player 1", 0);
    const bView = await claim(b, "Player 2", 1);
    check(bView.seats[0].who === "phone" && bView.seats[2].who === "ai", "each phone sees who holds the other seats");
    const random = rng(7);
    let moves = 0, flicks = 0, shot = false;
    const until = Date.now() + 600_000; // bounds a hang only
    for (;;) {
      const va = await a.evaluate(() => window.__lastView);
      const vb = await b.evaluate(() => window.__lastView);
      if (va.screen === "over" && vb.screen === "over") break;
      if (Date.now() > until) throw new Error(`the game did not end in time (moves ${moves})`);
      for (const page of [a, b]) {
        const v = await page.evaluate(() => window.__lastView);
        if (!shot && page === a && v.your_turn && v.choices.some((c) => (c.steps || []).length >= 2)) {
          await a.screenshot({ path: `${SHOTS}/phone-turn-royal-casino.png` });
          shot = true;
        }
        const done = await move(page, random);
        if (done) {
          moves++;
          if (done.flick) flicks++;
        }
      }
      await sleep(20);
    }
    const [va, vb] = [await a.evaluate(() => window.__lastView), await b.evaluate(() => window.__lastView)];
    await a.screenshot({ path: `${SHOTS}/phone-over-royal-casino.png` });
    check(moves > 20 && flicks > 3, `the phones played the game: ${moves} moves, ${flicks} of them flicked throws`);
    check((va.results || []).length > 0 && (vb.results || []).length > 0, "both phones show the results");
    check(JSON.stringify(va.log) !== "[]" && vb.log.length === va.log.length, "both phones show the log");
    check(/[àâçéèêëîïôûùüÿœ’]|tour|a gagné/i.test(JSON.stringify(vb)), "the French phone reads French");
    const result = await new Promise((resolve) => {
      const found = () => game.lines.find((l) => l.winners);
      if (found()) return resolve(found());
      game.proc.on("exit", () => resolve(found()));
      setTimeout(() => resolve(found()), 60_000);
    });
    check(result && Array.isArray(result.winners), `the game printed its result ${JSON.stringify(result)}`);
    game.proc.kill();
  }

  // ---- Home Rows and Dice Settlers: a phone plays a whole turn.
  const oneTurnGames = [["home-rows", "human,ai:greedy,ai:greedy"], ["dice-settlers", "human,ai:greedy"]];
  for (const [name, seats] of TV_WINDOW ? [] : oneTurnGames) {
    const game = await startGame(["--game", name, "--seats", seats, "--seed", "5"]);
    const p = await openPhone(browser, game.base, { room: game.room });
    await claim(p, "Player 1", 0);
    const random = rng(11);
    let moves = 0, shot = false;
    const until = Date.now() + 300_000; // bounds a hang only
    for (;;) {
      const v = await waitView(p, (w) => w.your_turn || (moves > 0 && w.turn !== 0) || w.screen === "over");
      if (moves > 0 && v.turn !== 0) break;
      if (v.screen === "over") break;
      if (!shot) {
        await p.screenshot({ path: `${SHOTS}/phone-turn-${name}.png` });
        shot = true;
      }
      if (await move(p, random)) moves++;
      if (Date.now() > until) throw new Error(`${name}: the turn did not end in time (${moves} moves)`);
    }
    check(moves > 0, `${name}: a phone played a whole turn (${moves} moves) and the turn passed on`);
    game.proc.kill();
  }

  // ---- Liar's Dice: two phones and two AIs, a whole game. Every view a phone receives shows its
  // own cup and never another seat's (L1): the views are checked, not only the pixels.
  {
    const game = await startGame(["--game", "liars-dice", "--seats", "human,human,ai:greedy,ai:greedy", "--seed", "4"]);
    const a = await openPhone(browser, game.base, { room: game.room });
    const b = await openPhone(browser, game.base, { room: game.room });
    await claim(a, "Player 1", 0);
    await claim(b, "Player 2", 1);
    const random = rng(5);
    const cup = (line) => /^Your cup/.test(line);
    let moves = 0, views = 0, ownCups = 0, leaks = [], shot = false;
    // The dice a phone draws (#own-dice): exactly its view's `own_dice`, which are its own cup.
    let drawnViews = 0, smallest = Infinity, diceShot = false;
    const wrongDice = [], labels = new Set();
    const until = Date.now() + (TV_WINDOW ? 1_800_000 : 600_000); // bounds a hang only
    let lastLine = "", tvShots = 0;
    const windowShots = { turn: false, reveal: false };
    for (;;) {
      const seen = [await drawnDice(a), await drawnDice(b)];
      const line = JSON.stringify((seen[0].view.log || []).slice(-1));
      if (TV_WINDOW && line !== lastLine) {
        lastLine = line;
        execFileSync("import", ["-window", "root", `${SHOTS}/tv-${String(++tvShots).padStart(3, "0")}.png`]);
      }
      // The window run's three moments of a phone party: the TV while a phone decides, that
      // phone's bid screen, and a phone during a reveal (with the TV beside it).
      if (TV_WINDOW) {
        const va = seen[0].view;
        if (!windowShots.turn && va.your_turn && (va.choices || []).length > 2) {
          execFileSync("import", ["-window", "root", `${SHOTS}/tv-during-phone-turn.png`]);
          await a.screenshot({ path: `${SHOTS}/phone-bid-window.png`, fullPage: true });
          windowShots.turn = true;
        }
        const vm = seen.find(({ view: v }) => v.moment && v.moment.verdict);
        if (!windowShots.reveal && vm) {
          execFileSync("import", ["-window", "root", `${SHOTS}/tv-reveal-verdict.png`]);
          await (vm === seen[0] ? a : b).screenshot({ path: `${SHOTS}/phone-reveal-window.png`, fullPage: true });
          windowShots.reveal = true;
        }
        if (windowShots.turn && windowShots.reveal && process.env.TV_STOP_AFTER_REVEAL === "1") break;
      }
      for (const [k, { view: v, drawn, label, px }] of seen.entries()) {
        views++;
        for (const [i, seat] of (v.seats || []).entries()) {
          const shows = (seat.status || []).some(cup);
          if (shows && i !== v.you) leaks.push(`seat ${v.you} saw seat ${i}'s cup: ${seat.status}`);
          if (shows && i === v.you) ownCups++;
        }
        if ((v.log || []).some(cup)) leaks.push(`a log names a cup's dice: ${v.log}`);
        if (v.screen !== "playing") continue;
        const own = v.own_dice || [];
        const line = ((v.seats || [])[v.you]?.status || []).find(cup);
        const inWords = line ? line.replace(/^Your cup:\s*/, "").split(" ").map(Number) : [];
        if (JSON.stringify(drawn) !== JSON.stringify(own)) wrongDice.push(`seat ${v.you} draws [${drawn}], its view holds [${own}]`);
        if (JSON.stringify(own) !== JSON.stringify(inWords)) wrongDice.push(`seat ${v.you}'s own_dice [${own}] are not its cup (${line})`);
        if (!drawn.length) continue;
        drawnViews++;
        smallest = Math.min(smallest, px);
        labels.add(label === `Your dice: ${own.join(", ")}` ? "ok" : label);
        if (!diceShot && k === 0 && drawn.length === 5) {
          await a.screenshot({ path: `${SHOTS}/phone-own-dice-liars-dice.png` });
          diceShot = existsSync(`${SHOTS}/phone-own-dice-liars-dice.png`);
        }
      }
      if (seen.every(({ view: v }) => v.screen === "over")) break;
      if (Date.now() > until) throw new Error(`Liar's Dice did not end in time (moves ${moves})`);
      for (const page of [a, b]) {
        const v = await page.evaluate(() => window.__lastView);
        if (!shot && page === a && v.your_turn && (v.seats || [])[0]?.status?.some(cup)) {
          await a.screenshot({ path: `${SHOTS}/phone-turn-liars-dice.png` });
          shot = true;
        }
        if (await move(page, random)) moves++;
      }
      await sleep(20);
    }
    check(leaks.length === 0, `no phone saw another seat's cup in ${views} views (${leaks.slice(0, 3).join("; ")})`);
    const stopsAtReveal = TV_WINDOW && process.env.TV_STOP_AFTER_REVEAL === "1";
    const fewest = stopsAtReveal ? 1 : 10;
    check(ownCups > 10 && moves > fewest, `each phone saw its own cup (${ownCups} views) and the phones made ${moves} moves`);
    check(wrongDice.length === 0 && drawnViews > 10, `each phone drew exactly its own dice in ${drawnViews} views (${wrongDice.slice(0, 3).join("; ")})`);
    check(smallest >= 64, `every drawn die is at least 64 CSS px wide (smallest ${smallest} px)`);
    check(labels.size === 1 && labels.has("ok"), `the drawn dice read out as “Your dice: …” (${[...labels].join(" | ")})`);
    check(diceShot, "a phone shot of a seat's own dice: phone-own-dice-liars-dice.png");
    if (TV_WINDOW) check(windowShots.turn && windowShots.reveal, "window shots: the TV while a phone decides, its bid screen, a phone at a reveal's verdict");
    const result = stopsAtReveal ? { places: [] } : await new Promise((resolve) => {
      const found = () => game.lines.find((l) => l.winners);
      if (found()) return resolve(found());
      game.proc.on("exit", () => resolve(found()));
      setTimeout(() => resolve(found()), 60_000);
    });
    check(result && Array.isArray(result.places), `the game printed its places ${JSON.stringify(result)}`);
    game.proc.kill();
  }
} catch (e) {
  console.log(`FAIL ${e.stack || e}`);
  failures++;
} finally {
  await browser.close();
}
console.log(failures ? `${failures} failed` : "all passed");
process.exit(failures ? 1 : 0);
