// The web build (scripts/web.sh) in headless Chromium with software WebGL: opens the page served
// at WEB_URL (default http://localhost:8080/), waits for the game's canvas and its first frames,
// then shoots the screen into OUT (default /tmp/web-shots) and prints, as JSON, the times to the
// canvas and to the shot, and every console error and page error the page logged.
//   node web-table.mjs [seconds to keep playing]
import { frameTimes, launchWithWebGL } from "./lib.mjs";
import { mkdirSync } from "node:fs";

const url = process.env.WEB_URL || "http://localhost:8080/";
const out = process.env.OUT || "/tmp/web-shots";
const playSeconds = Number(process.argv[2] || 20);
mkdirSync(out, { recursive: true });

const browser = await launchWithWebGL();
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const problems = [];
const logged = [];
page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
page.on("console", (m) => {
  logged.push(`${m.type()}: ${m.text()}`);
  if (m.type() === "error") problems.push(`console error: ${m.text()}`);
});
const started = Date.now();
await page.goto(url);
let canvasMs = null;
try {
  await page.waitForSelector("canvas", { timeout: 600_000 });
  canvasMs = Date.now() - started;
} catch (e) {
  problems.push(`no canvas: ${e.message}`);
}
// Frames drawn: requestAnimationFrame ticks counted in the page over the time it plays.
const frames = await page.evaluate(frameTimes, playSeconds);
await page.screenshot({ path: `${out}/web-setup.png` });
console.log(JSON.stringify({ url, canvas_ms: canvasMs, shot_ms: Date.now() - started, ...frames, problems, logged: logged.slice(-30) }, null, 1));
await browser.close();
