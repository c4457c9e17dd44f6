// The web build (scripts/web.sh) plays whole games in headless Chromium (software WebGL), as
// `dicehall play --fast --exit-on-game-over` does natively: for each game, the page at
// `WEB_URL?game=<id>&seats=<seats>&seed=5&fast&exit-on-game-over` plays to its end with AI seats
// and logs its game-over line in the console; it must equal the native line given for that game.
// A shot of each game's table as a person at it sees it is taken too (`web-<game>.png`), after
// checking that its sound starts at a key; a page error or console error fails.
// With RELOAD=<game>, that game is first played for a few turns (`quit-after-turns`), the page
// reloaded with `?resume`, and the resumed game played to its end: the save made in the page
// survived the reload when its line equals the native resumed line given as `<game>@resume`.
//   node web-games.mjs expected.json     expected.json: {"<game>": "<line>", "<game>@resume": …}
// Waits for states (a console line, localStorage's save), bounded by GAME_MS (default 40 min) only
// to end a hang.
import { frameTimes, framesDrawn, launchWithWebGL } from "./lib.mjs";
import { mkdirSync, readFileSync } from "node:fs";

const url = process.env.WEB_URL || "http://localhost:8080/";
const out = process.env.OUT || "/tmp/web-shots";
const gameMs = Number(process.env.GAME_MS || 40 * 60_000);
const seats = process.env.SEATS || "ai:random,ai:random,ai:random";
const expected = JSON.parse(readFileSync(process.argv[2], "utf8"));
const reloadGame = process.env.RELOAD || null;
mkdirSync(out, { recursive: true });

const browser = await launchWithWebGL();
// One browser profile for every page: localStorage (the saves) outlives a reload, as a player's does.
const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const problems = [];
const report = {};
/** Per game: the table's sound output, suspended as before a gesture, and whether a key started it. */
const sound = {};

/** Open `query` in `page` and wait for the game-over line. */
async function playToTheEnd(page, query) {
  const started = Date.now();
  let line = null;
  const over = new Promise((done) => {
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`${query}: console error: ${m.text()}`);
      if (m.text().startsWith('{"winners"')) {
        line = m.text();
        done();
      }
    });
  });
  page.on("pageerror", (e) => problems.push(`${query}: page error: ${e.message}`));
  await page.goto(`${url}?${query}`);
  await page.waitForSelector("canvas", { timeout: gameMs });
  const canvasMs = Date.now() - started;
  await Promise.race([over, page.waitForTimeout(gameMs)]);
  return { line, canvas_ms: canvasMs, game_ms: Date.now() - started };
}

/** The autosaves (unfinished games) the page's localStorage holds. */
async function autosaves(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("autosave")));
}

for (const game of Object.keys(expected).filter((k) => !k.includes("@"))) {
  const page = await context.newPage();
  const query = `game=${game}&seats=${seats}&seed=5&fast&exit-on-game-over`;
  const played = await playToTheEnd(page, query);
  report[game] = { ...played, same_as_native: played.line === expected[game] };
  if (played.line !== expected[game]) problems.push(`${game}: the page logged ${played.line}, natively ${expected[game]}`);
  await page.close();
}

/**
 * The table as a person at it sees it (their seat first, two AIs, at the normal pace): a shot
 * `web-<game>.png` once it has drawn a number of frames, and with FRAME_SECONDS the frames the page
 * draws then (requestAnimationFrame's intervals: median and 95th percentile).
 */
async function tableShot(tables, game) {
  const page = await tables.newPage();
  page.on("pageerror", (e) => problems.push(`${game} table: page error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && problems.push(`${game} table: console error: ${m.text()}`));
  await page.goto(`${url}?game=${game}&seats=human,ai:random,ai:random&seed=5`);
  await page.waitForSelector("canvas", { timeout: gameMs });
  // Played for a while: the page has drawn SHOT_AFTER_FRAMES frames (the HUD is up by then).
  await page.evaluate(framesDrawn, Number(process.env.SHOT_AFTER_FRAMES || 20));
  await soundAfterAKey(page, game);
  const seconds = Number(process.env.FRAME_SECONDS || 0);
  const frames = seconds > 0 ? await page.evaluate(frameTimes, seconds) : null;
  await page.screenshot({ path: `${out}/web-${game}.png` });
  await page.close();
  return frames;
}


if (reloadGame) {
  const page = await context.newPage();
  await page.goto(`${url}?game=${reloadGame}&seats=${seats}&seed=5&fast&quit-after-turns=2`);
  // Wait for the state: an autosave that was not there before the page played its two turns.
  const before = await autosaves(page);
  const saved = Date.now();
  const isNew = (keys) => keys.some((k) => !before.includes(k));
  while (!isNew(await autosaves(page).catch(() => [])) && Date.now() - saved < gameMs) await page.waitForTimeout(1000);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  await page.close();
  const resumed = await context.newPage();
  const played = await playToTheEnd(resumed, `resume&game=${reloadGame}&fast&exit-on-game-over`);
  const want = expected[`${reloadGame}@resume`];
  report[`${reloadGame}@resume`] = { ...played, saved_keys: keys, same_as_native: played.line === want };
  if (played.line !== want) problems.push(`${reloadGame} resumed: the page logged ${played.line}, natively ${want}`);
}

// The tables a person sits at, in a browser profile of their own (their games stay unfinished).
const tables = await browser.newContext({ viewport: { width: 1280, height: 720 } });
for (const game of Object.keys(expected).filter((k) => !k.includes("@"))) {
  report[game].table_frames = await tableShot(tables, game);
}

console.log(JSON.stringify({ url, seats, report, sound, problems }, null, 1));
await browser.close();
process.exit(problems.length ? 1 : 0);

/**
 * Sound starts at a person's first gesture: the page keeps the game's AudioContexts and a key
 * resumes them. Headless Chromium starts them at once whatever the autoplay policy, so the check
 * suspends them first, as a browser does before any gesture, then presses a key (Shift: no move).
 */
async function soundAfterAKey(page, game) {
  const before = await page.evaluate(async () => {
    const contexts = window.dicehallAudio();
    await Promise.all(contexts.map((c) => c.suspend()));
    return contexts.map((c) => c.state);
  });
  if (before.length === 0) problems.push(`${game} table: the game made no sound output`);
  await page.keyboard.press("Shift");
  const running = await page
    .waitForFunction(() => window.dicehallAudio().every((c) => c.state === "running"), null, { timeout: 60_000 })
    .then(() => true, () => false);
  if (!running) problems.push(`${game} table: sound did not start after a key (${before.join(", ")})`);
  sound[game] = { contexts: before.length, before_a_key: before, running_after_a_key: running };
}
