// Helpers for driving the phone page in a headless Chromium as a phone would: real touch input.
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

/** Chromium drawing WebGL in software (SwiftShader): the web build's table on a machine with no GPU. */
export async function launchWithWebGL() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
  });
}

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A phone (390×844, touch, 2× pixels) opened on the page. `lang` and `room` go in the query;
 * `locale` is the browser's language (navigator.languages); `route(ws)` answers the page's
 * WebSocket (page.routeWebSocket), installed before the page loads.
 */
export async function openPhone(browser, baseUrl, { lang, room, locale = "en-GB", route, problems } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale,
  });
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  page.__problems = problems || [];
  page.on("pageerror", (e) => page.__problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") page.__problems.push(`console error: ${m.text()}`);
  });
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("ws")) {
      page.__problems.push(`a request outside the game: ${url}`);
    }
  });
  // navigator.vibrate is counted, not felt.
  await page.addInitScript(() => {
    window.__vibrations = [];
    try {
      Object.defineProperty(navigator, "vibrate", { value: (p) => (window.__vibrations.push(p), true), configurable: true });
    } catch (e) { /* read-only: not counted */ }
  });
  if (route) await page.routeWebSocket("**/ws", route);
  const query = new URLSearchParams();
  if (room) query.set("room", room);
  if (lang) query.set("lang", lang);
  const q = query.toString();
  await page.goto(`${baseUrl}/${q ? "?" + q : ""}`);
  return page;
}

/** The visible element showing exactly `text` (a button's words, a seat's name). */
export async function findText(page, text) {
  const all = page.getByText(text, { exact: true });
  const n = await all.count();
  for (let i = 0; i < n; i++) {
    const el = all.nth(i);
    if (await el.isVisible()) return el;
  }
  throw new Error(`nothing visible reads “${text}”`);
}

/** A finger's tap at the centre of the element that reads `text`. */
export async function tapText(page, text) {
  const el = await findText(page, text);
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  if (!box) throw new Error(`“${text}” has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How long a wait on a state may take before it is a hang (a loaded CI machine draws late). */
export const HANG_MS = 120_000;

/**
 * A real swipe over `selector`, through the DevTools protocol's touch events: it starts low in
 * the element and moves by (dx, dy) CSS px (dy < 0 is upward) over `ms` milliseconds;
 * `midway()`, if given, runs halfway through (e.g. a view arriving under the finger).
 */
export async function flick(page, selector, { dy = -300, dx = 0, ms = 120, steps = 8, midway } = {}) {
  const box = await settledBox(page, selector);
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height * 0.85;
  const cdp = await page.context().newCDPSession(page);
  const point = (x, y) => [{ x, y, id: 1, radiusX: 8, radiusY: 8, force: 1 }];
  // Each event carries the time it stands for, so the page sees the swipe's speed and not the
  // protocol's latency (seconds since the epoch).
  const t0 = Date.now() / 1000;
  const at = (i) => t0 + (ms / 1000) * (i / steps);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(x0, y0), timestamp: at(0) });
  for (let i = 1; i <= steps; i++) {
    await sleep(ms / steps);
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(x0 + (dx * i) / steps, y0 + (dy * i) / steps),
      timestamp: at(i),
    });
    if (midway && i === Math.floor(steps / 2)) await midway();
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [], timestamp: at(steps) });
  await cdp.detach();
}

/**
 * The box of `selector` once it is drawn and in view. A slow machine draws late, and the page
 * draws its view again whenever the table changes (an element found a moment ago may be replaced
 * under the finger): it waits for that state, found again after each redraw; `timeout` only
 * bounds a hang.
 */
export async function settledBox(page, selector, timeout = HANG_MS) {
  const el = page.locator(selector).first();
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await el.waitFor({ state: "visible", timeout: Math.max(1, until - Date.now()) });
      await el.scrollIntoViewIfNeeded({ timeout: 5000 });
      const box = await el.boundingBox();
      if (box) return box;
    } catch (e) {
      if (Date.now() > until) throw e;
    }
    if (Date.now() > until) throw new Error(`${selector} was never drawn and in view`);
    await sleep(100);
  }
}

/** Waits until `predicate(window.__lastView)` holds; returns that view. */
export async function waitView(page, predicate, timeout = HANG_MS) {
  const until = Date.now() + timeout;
  for (;;) {
    const view = await page.evaluate(() => window.__lastView);
    if (view && predicate(view)) return view;
    if (Date.now() > until) throw new Error(`no such view came (last: ${JSON.stringify(view)?.slice(0, 200)})`);
    await sleep(40);
  }
}

/** The errors the page has shown (window.__errors). */
export async function shownErrors(page) {
  return page.evaluate(() => window.__errors || []);
}

/** Every visible control that is shorter than `min` CSS px: a finger needs room. */
export async function smallTargets(page, min = 56) {
  return page.evaluate((min) => {
    const out = [];
    for (const el of document.querySelectorAll("button, select, input, summary, [role=button]")) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === "hidden") continue;
      if (r.height < min - 0.5) out.push(`${el.tagName.toLowerCase()} “${(el.textContent || el.value || "").trim().slice(0, 30)}” is ${r.height.toFixed(0)} px tall`);
    }
    return out;
  }, min);
}

/** In the page (`page.evaluate(framesDrawn, n)`): wait for `count` frames (requestAnimationFrame's ticks). */
export async function framesDrawn(count) {
  await new Promise((done) => {
    let drawn = 0;
    const tick = () => (++drawn >= count ? done() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  });
}

/** In the page (`page.evaluate(frameTimes, seconds)`): requestAnimationFrame's intervals over
 * `seconds`, as the frame count, the median and the 95th percentile in milliseconds. */
export async function frameTimes(seconds) {
  const times = [];
  let last = performance.now();
  await new Promise((done) => {
    const end = last + seconds * 1000;
    const tick = (t) => {
      times.push(t - last);
      last = t;
      if (t < end) requestAnimationFrame(tick);
      else done();
    };
    requestAnimationFrame(tick);
  });
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]);
  return { frames: times.length, median_ms: at(0.5), p95_ms: at(0.95) };
}
