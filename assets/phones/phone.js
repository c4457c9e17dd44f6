// dicehall's phone page: a seat's controller, talking to the TV over one WebSocket.
// The protocol is docs/phones.md. No build step, no libraries: the server inlines this file.
(function () {
  "use strict";

  // The words: WORDS comes from the server (the six catalogues' `phone-` keys); this small
  // English set only stands in when the page is opened without it (development).
  var FALLBACK = {
    "phone-join": "Join", "phone-room-code": "Room code", "phone-room-hint": "The four letters on the TV screen",
    "phone-room-bad": "Type the four letters shown on the TV.", "phone-connecting": "Connecting…",
    "phone-reconnecting": "Reconnecting…", "phone-language": "Language", "phone-pick-seat": "Tap a seat to play it",
    "phone-take-seat": "Take this seat", "phone-held-tv": "TV", "phone-held-ai": "AI", "phone-held-phone": "Another phone",
    "phone-held-you": "You", "phone-your-seat": "Your seat", "phone-your-name": "Your name", "phone-save-name": "OK",
    "phone-colour": "Colour", "phone-hand-to-tv": "Hand back to the TV", "phone-hand-to-ai": "Hand to an AI",
    "phone-waiting-start": "The TV starts the game when everyone is ready.",
    "phone-your-turn": "Your turn!", "phone-flick": "Flick up to throw", "phone-throw": "Throw", "phone-undo": "Undo", "phone-ok": "OK, next round",
    "phone-back": "Back", "phone-others": "Other seats", "phone-results": "Results", "phone-log": "Game log",
    "phone-change-room": "Change room", "phone-seat-menu": "Your seat", "phone-hint": "Hint", "phone-hint-title": "The Expert would:",
    "phone-own-dice": "Your dice:"
  };
  var words = (typeof WORDS !== "undefined" && WORDS) ? WORDS : { en: FALLBACK };

  var LANGS = [
    ["en", "English"], ["zh-Hans", "简体中文"], ["zh-Hant", "繁體中文"],
    ["nl", "Nederlands"], ["fr", "Français"], ["ko", "한국어"]
  ];
  var CODES = LANGS.map(function (l) { return l[0]; });

  function store(key, value) {
    try {
      if (value === undefined) return localStorage.getItem(key);
      if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
    } catch (e) { /* private mode: nothing is remembered */ }
    return null;
  }

  // A browser language tag as one of the six, or null.
  function mapLang(tag) {
    if (!tag) return null;
    var t = String(tag).toLowerCase();
    if (t.indexOf("zh") === 0) {
      return (/hant|-tw|-hk|-mo/.test(t)) ? "zh-Hant" : "zh-Hans";
    }
    var base = t.split("-")[0];
    for (var i = 0; i < CODES.length; i++) if (CODES[i].toLowerCase() === base) return CODES[i];
    return null;
  }

  var params = new URLSearchParams(location.search);
  function initialLang() {
    var q = params.get("lang");
    if (q) { var m = mapLang(q); if (m) return m; }
    var saved = store("dicehall-lang");
    if (saved && CODES.indexOf(saved) >= 0) return saved;
    var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < list.length; i++) { var l = mapLang(list[i]); if (l) return l; }
    return "en";
  }

  var state = {
    lang: initialLang(),
    room: null,          // the room this page has joined (or is joining)
    joinError: null,     // words under the room field
    ws: null,
    connected: false,    // a welcome came on the current socket
    everWelcomed: false,
    retry: 0,
    retryTimer: null,
    view: null,
    path: [],            // the steps tapped so far
    sent: false,         // an act went out: wait for the next view
    draftName: null,     // the name field while it is being typed
    menuOpen: false,
    flicking: false,     // a finger is on the flick area: views wait for it
    hint: null,          // the Expert's hint for this turn: {action, text}
    asking: false,       // a hint was asked: wait for it
    pendingRender: false
  };
  window.__lastView = null;
  window.__errors = [];

  function t(key) {
    var l = words[state.lang] || {};
    return l[key] || (words.en && words.en[key]) || FALLBACK[key] || key;
  }

  // ---- DOM helpers: every text goes in as text, never as markup (names come from other phones).
  function h(tag, attrs) {
    var el = document.createElement(tag);
    if (attrs) {
      for (var k in attrs) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) continue;
        if (k === "class") el.className = v;
        else if (k === "text") el.textContent = v;
        else if (k.indexOf("on") === 0) el.addEventListener(k.slice(2), v);
        else if (k === "style") el.setAttribute("style", v);
        else el.setAttribute(k, v === true ? "" : v);
      }
    }
    for (var i = 2; i < arguments.length; i++) {
      var c = arguments[i];
      if (c === null || c === undefined || c === false) continue;
      if (Array.isArray(c)) c.forEach(function (x) { if (x) el.appendChild(typeof x === "string" ? document.createTextNode(x) : x); });
      else el.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    }
    return el;
  }

  // `text` with each "4 × 3" kept on one line (a bid never breaks between its number and face).
  function keepBids(text) {
    var parts = String(text).split(/(\d+ × (?:\d+|…))/);
    return parts.map(function (p, i) { return i % 2 ? h("span", { class: "bid", text: p }) : p; }).filter(Boolean);
  }

  var SVGNS = "http://www.w3.org/2000/svg";
  var SHAPES = {
    circle: '<circle cx="20" cy="20" r="13"/>',
    triangle: '<polygon points="20,6 34,32 6,32"/>',
    square: '<rect x="8" y="8" width="24" height="24" rx="2"/>',
    diamond: '<polygon points="20,4 35,20 20,36 5,20"/>',
    star: '<polygon points="20,4 24.4,14.6 35.6,15.2 26.9,22.4 29.8,33.4 20,27.2 10.2,33.4 13.1,22.4 4.4,15.2 15.6,14.6"/>',
    cross: '<polygon points="14,6 26,6 26,14 34,14 34,26 26,26 26,34 14,34 14,26 6,26 6,14 14,14"/>'
  };
  // A seat's mark in its colour, on a dark chip (shape and colour both tell seats apart).
  function mark(shape, color, size) {
    var svg = document.createElementNS(SVGNS, "svg");
    svg.setAttribute("viewBox", "0 0 40 40");
    svg.setAttribute("class", "mark" + (size ? " mark-" + size : ""));
    svg.setAttribute("aria-hidden", "true");
    var safe = /^#[0-9a-fA-F]{3,8}$/.test(color || "") ? color : "#888888";
    svg.innerHTML = '<g fill="' + safe + '" stroke="#fff" stroke-width="2" stroke-linejoin="round">' +
      (SHAPES[shape] || SHAPES.circle) + "</g>";
    return svg;
  }

  // ---- the socket
  function wsUrl() {
    return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  }
  function send(msg) {
    if (state.ws && state.ws.readyState === 1) {
      state.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }
  function tokenKey(room) { return "dicehall-token-" + room; }

  function connect() {
    clearTimeout(state.retryTimer);
    state.retryTimer = null;
    var ws;
    try { ws = new WebSocket(wsUrl()); } catch (e) { scheduleRetry(); return; }
    state.ws = ws;
    state.connected = false;
    ws.onopen = function () {
      if (state.ws !== ws) return;
      var hello = { t: "hello", room: state.room, lang: state.lang };
      var token = store(tokenKey(state.room));
      if (token) hello.token = token;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = function (ev) {
      if (state.ws !== ws) return;
      var msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      onMessage(msg);
    };
    ws.onclose = function () {
      if (state.ws !== ws) return;
      state.ws = null;
      state.connected = false;
      if (state.room) scheduleRetry();
      render();
    };
    ws.onerror = function () { /* onclose follows */ };
  }

  function scheduleRetry() {
    clearTimeout(state.retryTimer);
    var delay = Math.min(3000, 250 * Math.pow(2, state.retry));
    state.retry++;
    state.retryTimer = setTimeout(function () { if (state.room) connect(); }, delay);
    banner();
  }

  function leaveRoom(error) {
    var ws = state.ws;
    state.ws = null;
    state.room = null;
    state.connected = false;
    state.view = null;
    window.__lastView = null;
    state.path = [];
    clearTimeout(state.retryTimer);
    if (ws) try { ws.close(); } catch (e) { /* already closed */ }
    state.joinError = error || null;
    params.delete("room");
    try { history.replaceState(null, "", location.pathname + (params.toString() ? "?" + params : "")); } catch (e) { /* file: */ }
    render();
  }

  function join(room) {
    room = String(room || "").toUpperCase().replace(/[^A-Z]/g, "");
    if (room.length !== 4) {
      state.joinError = t("phone-room-bad");
      render();
      return;
    }
    state.room = room;
    state.joinError = null;
    state.retry = 0;
    store("dicehall-room", room);
    connect();
    render();
  }

  function onMessage(msg) {
    switch (msg.t) {
      case "welcome":
        state.connected = true;
        state.everWelcomed = true;
        state.retry = 0;
        if (msg.token) store(tokenKey(msg.room || state.room), msg.token);
        if (msg.room && msg.room !== state.room) state.room = msg.room;
        params.set("room", state.room);
        try { history.replaceState(null, "", location.pathname + "?" + params); } catch (e) { /* file: */ }
        banner();
        render();
        break;
      case "view":
        onView(msg);
        break;
      case "hint":
        state.asking = false;
        state.hint = { action: msg.action, text: msg.text || "" };
        render();
        break;
      case "error":
        state.asking = false;
        window.__errors.push(msg);
        if (msg.code === "room") {
          store(tokenKey(state.room), null);
          leaveRoom(msg.error || t("phone-room-bad"));
        } else {
          state.sent = false;
          toast(msg.error || msg.code || "?");
          render();
        }
        break;
    }
  }

  function onView(view) {
    var before = state.view;
    state.view = view;
    window.__lastView = view;
    state.sent = false;
    if (view.your_turn && !(before && before.your_turn)) {
      try { if (navigator.vibrate) navigator.vibrate([60, 40, 60]); } catch (e) { /* not allowed yet */ }
    }
    // The tapped steps stay only while some choice still starts with them.
    if (state.path.length && !matching(view.choices || [], state.path).length) state.path = [];
    // A hint is for the choices it was asked among.
    if (state.hint && !hinted(view.choices || [])) state.hint = null;
    if (state.flicking) { state.pendingRender = true; return; }
    render();
  }

  // ---- chrome: banner and toast
  function banner() {
    var el = document.getElementById("banner");
    var down = state.room && !state.connected;
    el.hidden = !down;
    el.textContent = down ? (state.everWelcomed ? t("phone-reconnecting") : t("phone-connecting")) : "";
  }
  var toastTimer = null;
  function toast(text) {
    var el = document.getElementById("toast");
    el.textContent = text;
    el.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { el.hidden = true; }, 4000);
  }

  // ---- choices: steps tapped one at a time
  function matching(choices, path) {
    return choices.filter(function (c) {
      var s = c.steps || [];
      if (s.length < path.length) return false;
      for (var i = 0; i < path.length; i++) if (s[i] !== path[i]) return false;
      return true;
    });
  }
  function label(choice) {
    var s = choice.steps || [];
    if (s.length) return s[s.length - 1];
    if (choice.flick) return t("phone-throw");
    var a = choice.action;
    return typeof a === "string" ? a : (a && typeof a === "object" ? Object.keys(a)[0] : "?");
  }

  // The choice the Expert's hint names, if the view lists it.
  function hinted(choices) {
    if (!state.hint) return null;
    var want = JSON.stringify(state.hint.action);
    return choices.filter(function (c) { return JSON.stringify(c.action) === want; })[0] || null;
  }
  function askHint() {
    if (state.asking) return;
    if (send({ t: "hint" })) { state.asking = true; render(); }
  }
  function hintBox() {
    if (!state.hint) return null;
    return h("div", { class: "hint-box", id: "hint-box", role: "status" },
      h("div", { class: "hint-title", text: t("phone-hint-title") }),
      state.hint.text.split("\n").map(function (line) { return h("div", { text: line }); }));
  }

  function act(choice, flick) {
    if (state.sent) return;
    var msg = { t: "act", action: choice.action };
    if (flick) msg.flick = flick;
    if (send(msg)) {
      state.sent = true;
      state.path = [];
      render();
    }
  }

  // Tapping the step `value` at the current depth.
  function tapStep(value) {
    var choices = (state.view && state.view.choices) || [];
    var path = state.path.concat([value]);
    var left = matching(choices, path);
    if (!left.length) return;
    var done = left.filter(function (c) { return (c.steps || []).length === path.length; });
    if (left.length === 1 && done.length === 1) {
      var c = done[0];
      // A throw among several throws gets its own flick area first; otherwise a tap plays it.
      var flicks = matching(choices, state.path).filter(function (x) { return x.flick; });
      if (c.flick && flicks.length > 1) { state.path = path; render(); return; }
      act(c, null);
      return;
    }
    state.path = path;
    render();
  }

  // ---- flick to throw: a swipe upward; its speed is the power, its slant the aim
  function flickArea(choice) {
    var area = h("div", { class: "flick", id: "flick", role: "img", "aria-label": t("phone-flick") },
      h("div", { class: "cup-wrap" }, h("div", { class: "die d1" }), h("div", { class: "die d2" }),
        h("div", { class: "cup" }, h("div", { class: "cup-rim" }))),
      h("div", { class: "flick-arrow", text: "↑" }),
      h("div", { class: "flick-words", text: t("phone-flick") }));
    var track = null;
    // Times are the events' own (a busy page reads them late); performance.now() where absent.
    function stamp(e) { return e && e.timeStamp > 0 ? e.timeStamp : performance.now(); }
    function start(x, y, ms) {
      track = { x0: x, y0: y, t0: ms, pts: [[x, y, ms]] };
      state.flicking = true;
      area.classList.add("held");
    }
    // A view that came mid-swipe is drawn once the finger lifts.
    function letGo() {
      state.flicking = false;
      if (state.pendingRender) { state.pendingRender = false; render(); }
    }
    function move(x, y, ms) {
      if (!track) return;
      track.pts.push([x, y, ms]);
      if (track.pts.length > 12) track.pts.shift();
    }
    function end(x, y, now) {
      if (!track) return;
      area.classList.remove("held");
      track.pts.push([x, y, now]);
      var dy = track.y0 - y, dx = x - track.x0;
      var tr = track;
      track = null;
      if (dy < 40 || dy < Math.abs(dx) * 0.5) { letGo(); return; } // not a swipe upward
      // The speed over the swipe's last ~120 ms, in px/ms (a flick is fastest at its end).
      var first = tr.pts[0];
      for (var i = tr.pts.length - 1; i >= 0; i--) { if (now - tr.pts[i][2] > 120) { first = tr.pts[i]; break; } }
      var dt = Math.max(16, now - first[2]);
      var dist = Math.hypot(x - first[0], y - first[1]);
      var speed = dist / dt; // a lazy swipe ~0.3, a hard flick ~3 px/ms
      var power = Math.max(0.05, Math.min(1, (speed - 0.2) / 2.6));
      var aim = Math.max(-1, Math.min(1, dx / Math.max(dy, 1) * 1.5));
      window.__lastFlick = { speed: speed, dt: dt, dist: dist, swipe_ms: now - tr.t0 };
      power = Math.round(power * 100) / 100;
      aim = Math.round(aim * 100) / 100;
      area.classList.add("thrown");
      state.flicking = false;
      state.pendingRender = false;
      act(choice, { power: power, aim: aim });
    }
    function touch(f) {
      return function (e) { var p = e.changedTouches[0]; if (p) f(p.clientX, p.clientY, stamp(e)); e.preventDefault(); };
    }
    area.addEventListener("touchstart", touch(start), { passive: false });
    area.addEventListener("touchmove", touch(move), { passive: false });
    area.addEventListener("touchend", touch(end), { passive: false });
    area.addEventListener("touchcancel", function () { track = null; area.classList.remove("held"); letGo(); });
    // A mouse or pen on a desktop (touch is handled above).
    area.addEventListener("pointerdown", function (e) {
      if (e.pointerType === "touch") return;
      start(e.clientX, e.clientY, stamp(e));
      try { area.setPointerCapture(e.pointerId); } catch (x) { /* fine */ }
    });
    area.addEventListener("pointermove", function (e) { if (e.pointerType !== "touch") move(e.clientX, e.clientY, stamp(e)); });
    area.addEventListener("pointerup", function (e) { if (e.pointerType !== "touch") end(e.clientX, e.clientY, stamp(e)); });
    return area;
  }

  // ---- screens
  function langPicker() {
    var sel = h("select", { class: "lang", id: "lang", "aria-label": t("phone-language"), onchange: function (e) { setLang(e.target.value); } },
      LANGS.map(function (l) { var o = h("option", { value: l[0], text: l[1] }); if (l[0] === state.lang) o.selected = true; return o; }));
    return h("label", { class: "lang-wrap" }, h("span", { class: "lang-icon", "aria-hidden": "true", text: "文A" }), sel);
  }
  function setLang(code) {
    if (CODES.indexOf(code) < 0) return;
    state.lang = code;
    store("dicehall-lang", code);
    send({ t: "lang", lang: code });
    banner();
    render();
  }

  function joinScreen() {
    var input = h("input", {
      id: "room", class: "room-input", type: "text", inputmode: "text", maxlength: "4", autocomplete: "off",
      autocapitalize: "characters", autocorrect: "off", spellcheck: "false", "aria-label": t("phone-room-code"),
      placeholder: "ABCD", value: params.get("room") || store("dicehall-room") || ""
    });
    input.addEventListener("input", function () {
      input.value = input.value.toUpperCase().replace(/[^A-Z]/g, "").slice(0, 4);
      var shown = document.querySelector(".join .error");
      if (shown) { shown.remove(); state.joinError = null; }
    });
    input.addEventListener("keydown", function (e) { if (e.key === "Enter") join(input.value); });
    return h("section", { class: "screen join" },
      h("div", { class: "brand" }, h("span", { class: "brand-die", "aria-hidden": "true" }), "dicehall"),
      h("label", { class: "field-label", for: "room", text: t("phone-room-code") }),
      input,
      h("p", { class: "hint", text: t("phone-room-hint") }),
      state.joinError ? h("p", { class: "error", role: "alert", text: state.joinError }) : null,
      h("button", { class: "btn primary big", id: "join", onclick: function () { join(input.value); }, text: t("phone-join") }));
  }

  function whoWords(who) {
    return t({ you: "phone-held-you", phone: "phone-held-phone", tv: "phone-held-tv", ai: "phone-held-ai" }[who] || "phone-held-tv");
  }

  function seatCard(seat, i) {
    var mine = seat.who === "you";
    var taken = seat.who === "phone";
    var card = h("button", {
      class: "seat-card" + (mine ? " mine" : "") + (taken ? " taken" : "") + (seat.turn ? " turn" : ""),
      "data-seat": String(i), disabled: mine || taken,
      onclick: function () { send({ t: "claim", seat: i }); }
    },
      mark(seat.mark, seat.color, "big"),
      h("span", { class: "seat-text" },
        h("span", { class: "seat-name", text: seat.name }),
        h("span", { class: "seat-who who-" + seat.who, text: whoWords(seat.who) })),
      (!mine && !taken) ? h("span", { class: "seat-take", text: t("phone-take-seat") }) : null);
    card.style.setProperty("--seat", /^#[0-9a-fA-F]{3,8}$/.test(seat.color || "") ? seat.color : "#888");
    return card;
  }

  function profileEditor(view, me) {
    var colors = view.colors || [];
    var myColor = 0;
    colors.forEach(function (c, i) { if ((c.color || "").toLowerCase() === (me.color || "").toLowerCase()) myColor = i; });
    var input = h("input", {
      id: "name", class: "name-input", type: "text", maxlength: "16", autocomplete: "off", autocorrect: "off",
      enterkeyhint: "done", "aria-label": t("phone-your-name"),
      value: state.draftName !== null ? state.draftName : me.name
    });
    function sendProfile(color) {
      var name = (input.value || "").trim().slice(0, 16) || me.name;
      state.draftName = null;
      send({ t: "profile", name: name, color: color });
      input.blur();
    }
    input.addEventListener("input", function () { state.draftName = input.value; });
    input.addEventListener("keydown", function (e) { if (e.key === "Enter") sendProfile(myColor); });
    var swatches = colors.map(function (c, i) {
      var b = h("button", {
        class: "swatch" + (i === myColor ? " chosen" : ""), "data-color": String(i), "aria-pressed": i === myColor ? "true" : "false",
        onclick: function () { sendProfile(i); }
      }, mark(c.mark, c.color), h("span", { class: "swatch-words", text: c.words || "" }));
      return b;
    });
    return h("section", { class: "panel profile" },
      h("div", { class: "panel-title" }, mark(me.mark, me.color), h("span", { text: t("phone-your-seat") })),
      h("label", { class: "field-label", for: "name", text: t("phone-your-name") }),
      h("div", { class: "name-row" }, input,
        h("button", { class: "btn primary", id: "save-name", onclick: function () { sendProfile(myColor); }, text: t("phone-save-name") })),
      colors.length ? h("div", { class: "field-label", text: t("phone-colour") }) : null,
      colors.length ? h("div", { class: "swatches" }, swatches) : null,
      releaseButtons());
  }

  function releaseButtons() {
    return h("div", { class: "release" },
      h("button", { class: "btn", id: "to-tv", onclick: function () { send({ t: "release", to: "tv" }); }, text: t("phone-hand-to-tv") }),
      h("button", { class: "btn", id: "to-ai", onclick: function () { send({ t: "release", to: "ai" }); }, text: t("phone-hand-to-ai") }));
  }

  // While the phone chooses, its turn line takes the title's place, the Hint beside it (the
  // language picker waits at the foot).
  function header(view, busy) {
    var line = view.headline ? h("div", { class: "headline" + (isMine(view) ? " mine" : ""), id: "headline", text: view.headline }) : null;
    if (!busy) {
      return h("header", { class: "top" },
        h("div", { class: "top-row" }, h("span", { class: "game-title", text: view.title || "dicehall" }), langPicker()), line);
    }
    var ask = !state.path.length && !state.hint;
    return h("header", { class: "top busy" }, h("div", { class: "top-row" }, line || h("span", { class: "game-title", text: view.title || "" }),
      ask ? h("button", { class: "btn undo hint", id: "hint", disabled: state.asking, onclick: askHint, text: "? " + t("phone-hint") }) : null,
      state.path.length ? backButton() : null));
  }
  function backButton() {
    return h("button", { class: "btn back", id: "back", onclick: function () { state.path.pop(); render(); }, text: "← " + t("phone-back") });
  }

  // The phone's own seat is in turn (ready for its move or not: the wait line says which).
  function isMine(view) {
    return view.screen === "playing" && view.you !== null && view.you !== undefined && view.turn === view.you;
  }

  function logBlock(view) {
    var lines = (view.log || []).slice(-4);
    if (!lines.length) return null;
    return h("section", { class: "log", "aria-label": t("phone-log") },
      h("div", { class: "log-title", text: t("phone-log") }),
      lines.map(function (l, i) { return h("div", { class: "log-line" + (i === lines.length - 1 ? " newest" : ""), text: l }); }));
  }

  function lobbyScreen(view) {
    var seats = view.seats || [];
    var me = view.you !== null && view.you !== undefined ? seats[view.you] : null;
    return h("section", { class: "screen lobby" },
      header(view),
      momentBlock(view.moment),
      me && view.screen === "setup" ? profileEditor(view, me) : null,
      me && view.screen === "setup" ? h("p", { class: "hint center", text: t("phone-waiting-start") }) : null,
      !me ? h("h2", { class: "section-title", text: t("phone-pick-seat") }) : null,
      h("div", { class: "seats" }, seats.map(seatCard)),
      logBlock(view),
      footer());
  }

  function footer() {
    return h("footer", { class: "foot" },
      h("button", { class: "btn link", id: "change-room", onclick: function () { store(tokenKey(state.room), null); leaveRoom(null); }, text: t("phone-change-room") }));
  }

  // This many distinct first steps or more: a grid of small buttons, not a list.
  var GRID_MIN = 5;

  // The distinct next steps among `here` at `depth`, in order: {value, next, choice}; `choice` is
  // set where the step is the last tap of exactly one choice.
  function nextSteps(here, depth) {
    var seen = {}, out = [];
    here.forEach(function (c) {
      var s = c.steps || [];
      if (s.length <= depth || seen[s[depth]]) return;
      seen[s[depth]] = true;
      var next = matching(here, state.path.concat([s[depth]]));
      out.push({ value: s[depth], next: next, choice: next.length === 1 && next[0].steps.length === depth + 1 ? next[0] : null });
    });
    return out;
  }

  // A choice of one tap (or none): never grouped, always in view while its group is stepped through.
  function oneTap(c) { return (c.steps || []).length <= 1; }

  // A choice whose steps are all tapped, or a one-tap choice from any depth (a throw among
  // several still opens its own flick area first: tapStep).
  function choiceButton(c, best, brief) {
    var s = c.steps || [];
    return h("button", {
      class: "btn choice" + (c.flick ? " throw" : "") + (c === best ? " hinted" : ""), disabled: state.sent,
      onclick: function () { if (s.length === 1) { state.path = []; tapStep(s[0]); } else act(c, null); }
    }, h("span", null, keepBids(label(c))), brief ? null : outcomeLine(c));
  }

  // A step's button; a grid's cell shows only what its label does not share with the others.
  function stepButton(o, lit, cell) {
    var isThrow = o.next.every(function (x) { return x.flick; });
    var words = cell ? o.value.slice(cell.prefix.length, o.value.length - cell.suffix.length) : o.value;
    return h("button", {
      class: "btn choice" + (cell ? " cell" : "") + (isThrow ? " throw" : "") + (lit ? " hinted" : ""), disabled: state.sent,
      "aria-label": words !== o.value ? o.value : null, onclick: function () { tapStep(o.value); }
    }, h("span", { text: words }), !cell && o.choice ? outcomeLine(o.choice) : null);
  }

  // What every label of a grid shares before and after its own words (whole words only).
  function affixes(values) {
    var a = values[0], pre = a.length, suf = a.length;
    values.forEach(function (v) {
      var i = 0;
      while (i < pre && i < v.length && v[i] === a[i]) i++;
      pre = i;
      var j = 0;
      while (j < suf && j < v.length && v[v.length - 1 - j] === a[a.length - 1 - j]) j++;
      suf = j;
    });
    var prefix = a.slice(0, pre), suffix = a.slice(a.length - suf);
    prefix = prefix.slice(0, prefix.search(/\s\S*$/) + 1);
    suffix = /\s/.test(suffix) ? suffix.slice(suffix.search(/\s/)) : "";
    var short = values.some(function (v) { return v.length <= prefix.length + suffix.length; });
    return short ? { prefix: "", suffix: "" } : { prefix: prefix, suffix: suffix };
  }

  // Where sibling labels differ only in one digit 1–6 after "×" ("Bid 4 × 3"), that digit is a
  // die's face: its index in every label, or -1.
  function faceAt(options) {
    if (options.length < 2 || !options.every(function (o) { return o.choice; })) return -1;
    var a = options[0].value, at = -1;
    for (var k = 1; k < options.length; k++) {
      var b = options[k].value;
      if (b.length !== a.length) return -1;
      for (var i = 0; i < a.length; i++) {
        if (a[i] === b[i]) continue;
        if (at >= 0 && at !== i) return -1;
        at = i;
      }
    }
    if (at < 0) return -1;
    var before = a.slice(0, at).trim();
    var ok = before.slice(-1) === "×" && !/\d/.test(a[at + 1] || "");
    return ok && options.every(function (o) { return /^[1-6]$/.test(o.value[at]); }) ? at : -1;
  }

  // Faces as dice, each with what it does beside it (its label, the face left out, heads them).
  function faceButtons(options, at, lit) {
    return h("div", { class: "choice-buttons face-buttons" }, options.map(function (o) {
      return h("button", {
        class: "btn choice face" + (lit(o.value) ? " hinted" : ""), disabled: state.sent, "aria-label": o.value,
        "data-face": o.value[at], onclick: function () { tapStep(o.value); }
      }, PhoneDice.die(Number(o.value[at])), o.choice.outcome ? h("span", { class: "outcome", text: o.choice.outcome }) : null);
    }));
  }
  function facesTitle(options, at) {
    var v = options[0].value;
    return (v.slice(0, at) + "…" + v.slice(at + 1)).trim();
  }

  function choicesBlock(view) {
    var choices = view.choices || [];
    if (!choices.length) return null;
    var here = matching(choices, state.path);
    var depth = state.path.length;
    var flicks = here.filter(function (c) { return c.flick; });
    var block = h("section", { class: "choices" + (state.sent ? " sent" : "") });
    var box = hintBox();
    if (box) block.appendChild(box);
    if (flicks.length === 1) block.appendChild(flickArea(flicks[0]));
    var best = hinted(choices);
    var bestSteps = best ? (best.steps || []) : null;
    var onBest = bestSteps && matching([best], state.path).length > 0;
    var lit = function (v) { return onBest && bestSteps[depth] === v; };
    var options = nextSteps(here, depth);
    var grouped = options.filter(function (o) { return !(o.choice && oneTap(o.choice)); });
    // Many groups, or a group being stepped through: the one-tap choices stand apart, at the top.
    var apart = depth > 0 || grouped.length >= GRID_MIN;
    var calls = apart ? choices.filter(oneTap) : [];
    // Once a group is being stepped through, they say only their words (what they do was said).
    if (calls.length) block.appendChild(h("div", { class: "calls" + (depth ? " brief" : "") },
      calls.map(function (c) { return choiceButton(c, best, depth > 0); })));
    var shown = apart ? options.filter(function (o) { return calls.indexOf(o.choice) < 0; }) : options;
    var at = typeof PhoneDice !== "undefined" ? faceAt(shown) : -1;
    // The steps tapped so far (Back is at the top, beside the turn line).
    if (depth) block.appendChild(h("div", { class: "path", text: at >= 0 ? facesTitle(shown, at) : state.path.join(" · ") }));
    if (at >= 0) { block.appendChild(faceButtons(shown, at, lit)); return block; }
    // Its steps are all tapped: the choice itself (a throw whose flick area shows above).
    var done = here.filter(function (c) { return (c.steps || []).length === depth && calls.indexOf(c) < 0; });
    // A grid holds steps that lead on (a last tap keeps its line saying what it does: a list).
    var small = apart && shown.length >= GRID_MIN && shown.every(function (o) { return !(o.choice && o.choice.outcome); });
    var cell = small ? affixes(shown.map(function (o) { return o.value; })) : null;
    if (cell && (cell.prefix || cell.suffix)) block.appendChild(h("div", { class: "grid-title", text: cell.prefix + "…" + cell.suffix }));
    var buttons = h("div", { class: "choice-buttons" + (cell ? " grid" : "") });
    done.forEach(function (c) { buttons.appendChild(choiceButton(c, best)); });
    shown.forEach(function (o) { buttons.appendChild(stepButton(o, lit(o.value), cell)); });
    if (cell) buttons.style.setProperty("--cell", cellWidth(shown, cell) + "px");
    block.appendChild(buttons);
    return block;
  }

  // A grid cell's width: the longest label's, measured in the cells' font.
  var ruler = null;
  function cellWidth(options, cell) {
    ruler = ruler || document.createElement("canvas").getContext("2d");
    ruler.font = "700 18px " + getComputedStyle(document.body).fontFamily;
    var w = 0;
    options.forEach(function (o) { w = Math.max(w, ruler.measureText(o.value.slice(cell.prefix.length, o.value.length - cell.suffix.length)).width); });
    return Math.min(170, Math.max(40, Math.ceil(w) + 14));
  }

  function outcomeLine(choice) {
    return choice.outcome ? h("span", { class: "outcome", text: choice.outcome }) : null;
  }

  // Handing the seat on mid-game sits folded away, so it is never tapped by chance.
  function seatMenu(more) {
    var d = h("details", { class: "seat-menu", open: state.menuOpen },
      h("summary", { text: t("phone-seat-menu") }), releaseButtons(), more);
    d.addEventListener("toggle", function () { state.menuOpen = d.open; });
    return d;
  }

  // The dice only this phone's seat may see (a cup's), drawn large (dice.js).
  function ownDice(view) {
    var faces = (view.own_dice || []).filter(function (f) { return typeof f === "number"; });
    if (!faces.length || typeof PhoneDice === "undefined") return null;
    return PhoneDice.row(faces, t("phone-own-dice"));
  }

  // The phone's own seat: its name, standing and private dice; compact while it has choices.
  function youCard(view, me, busy) {
    var you = h("section", { class: "you" + (view.your_turn ? " turn" : "") + (busy ? " busy" : "") },
      h("div", { class: "you-head" }, mark(me.mark, me.color, busy ? null : "big"), h("span", { class: "you-name", text: me.name }),
        view.your_turn && !busy ? h("span", { class: "you-turn", text: t("phone-your-turn") }) : null),
      h("div", { class: "you-status" }, (me.status || []).filter(function (s) { return !(busy && spellsDice(s, view.own_dice)); })
        .map(function (s) { return h("div", { text: s }); })),
      ownDice(view));
    you.style.setProperty("--seat", /^#[0-9a-fA-F]{3,8}$/.test(me.color || "") ? me.color : "#888");
    return you;
  }

  // A standing line that only spells the dice drawn below it ("Your cup: 1 1 3 3 5").
  function spellsDice(line, dice) {
    var digits = (String(line).match(/\b[1-6]\b/g) || []).join("");
    return !!(dice && dice.length) && digits === dice.join("");
  }

  // The other seats; while this phone chooses, each on one line: its name and first standing.
  function othersBlock(others, busy) {
    if (!others.length) return null;
    return h("section", { class: "others" + (busy ? " busy" : "") },
      h("div", { class: "log-title", text: t("phone-others") }),
      h("div", { class: "others-list" }, others.map(function (s) {
        var status = busy ? (s.status || []).slice(0, 1) : (s.status || []);
        return h("div", { class: "other" + (s.turn ? " turn" : "") }, mark(s.mark, s.color),
          h("span", { class: "other-name", text: s.name }),
          h("span", { class: "other-status", text: status.join(" · ") }));
      })));
  }

  // The claim to beat.
  function standingLine(view) {
    return view.standing ? h("div", { class: "standing", id: "standing" }, keepBids(view.standing)) : null;
  }

  function playScreen(view) {
    var seats = view.seats || [];
    var others = seats.filter(function (s, i) { return i !== view.you; });
    var hasChoices = (view.choices || []).length > 0;
    var moment = momentBlock(view.moment);
    return h("section", { class: "screen play" + (hasChoices ? " busy" : "") },
      header(view, hasChoices),
      moment,
      youCard(view, seats[view.you], hasChoices),
      standingLine(view),
      // Without choices, the server's line says why (a moment on the TV says it better).
      hasChoices ? choicesBlock(view) : (moment ? null : h("p", { class: "waiting" + (view.paused ? " paused" : ""), id: "wait", text: view.wait || "…" })),
      view.undo && !state.path.length ? h("button", { class: "btn undo", id: "undo", onclick: function () { send({ t: "undo" }); }, text: "↶ " + t("phone-undo") }) : null,
      // A round summary on the TV waits for someone's OK.
      view.ok ? h("button", { class: "btn", id: "ok", onclick: function () { send({ t: "ok" }); }, text: t("phone-ok") }) : null,
      othersBlock(others, hasChoices),
      // While it chooses, the log steps aside (the TV and the claim to beat say what just happened).
      hasChoices ? null : logBlock(view),
      // While it chooses, changing room folds into the seat's menu, the language beside it.
      hasChoices ? h("div", { class: "foot-row" }, seatMenu(footer()), langPicker()) : [seatMenu(), footer()]);
  }

  // A big moment on the TV (a reveal), at its pace: every seat's dice, the lit ones counted, the
  // running count and the verdict, large.
  function momentBlock(m) {
    if (!m || typeof PhoneDice === "undefined") return null;
    return h("section", { class: "moment", id: "moment", "aria-live": "polite" },
      m.title ? h("div", { class: "moment-title" }, keepBids(m.title)) : null,
      (m.seats || []).map(momentSeat),
      m.count ? h("div", { class: "moment-count", id: "moment-count", text: m.count }) : null,
      m.verdict ? h("div", { class: "moment-verdict", id: "moment-verdict", text: m.verdict }) : null);
  }

  function momentSeat(s) {
    var lit = s.lit || [];
    var row = h("div", { class: "moment-seat", "data-seat": String(s.seat) },
      h("div", { class: "moment-name", text: s.name || "" }),
      h("div", { class: "moment-dice" }, (s.dice || []).map(function (f, i) {
        var d = PhoneDice.die(f);
        d.classList.add(lit[i] ? "lit" : "unlit");
        return d;
      })));
    row.style.setProperty("--seat", /^#[0-9a-fA-F]{3,8}$/.test(s.color || "") ? s.color : "#888");
    return row;
  }

  function overScreen(view) {
    return h("section", { class: "screen over" },
      header(view),
      h("h2", { class: "section-title", text: t("phone-results") }),
      h("ul", { class: "results" }, (view.results || []).map(function (r) { return h("li", { text: r }); })),
      logBlock(view),
      footer());
  }

  function render() {
    document.documentElement.lang = state.lang;
    var app = document.getElementById("app");
    // Keep the name being typed (and its caret) across views.
    var active = document.activeElement;
    var focusId = active && active.id && active.tagName === "INPUT" ? active.id : null;
    var caret = focusId ? [active.selectionStart, active.selectionEnd] : null;
    var scroll = window.scrollY;
    var screen;
    var view = state.view;
    if (!state.room) screen = h("div", null, h("div", { class: "top-row solo" }, langPicker()), joinScreen());
    else if (!view) screen = h("section", { class: "screen wait" }, h("div", { class: "top-row solo" }, langPicker()),
      h("p", { class: "waiting", text: t("phone-connecting") }));
    else if (view.screen === "over") screen = overScreen(view);
    else if (view.screen === "setup" || view.you === null || view.you === undefined || !(view.seats || [])[view.you]) screen = lobbyScreen(view);
    else screen = playScreen(view);
    app.replaceChildren(screen);
    if (focusId) {
      var again = document.getElementById(focusId);
      if (again) { again.focus(); try { again.setSelectionRange(caret[0], caret[1]); } catch (e) { /* fine */ } }
    }
    window.scrollTo(0, scroll);
    banner();
  }

  render();
  var startRoom = params.get("room");
  if (startRoom) join(startRoom);
})();
