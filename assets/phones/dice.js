// dicehall's phone page: dice drawn as dice (a face's pips on an ivory square): the dice only the
// phone's own seat may see (a view's `own_dice`), a moment's lifted dice, and faces to bid on.
// The server inlines this file before phone.js.
var PhoneDice = (function () {
  "use strict";

  var SVGNS = "http://www.w3.org/2000/svg";
  // Pip centres on a 100×100 face: left/top 27, middle 50, right/bottom 73.
  var L = 27, M = 50, R = 73;
  var PIPS = {
    1: [[M, M]],
    2: [[L, L], [R, R]],
    3: [[L, L], [M, M], [R, R]],
    4: [[L, L], [R, L], [L, R], [R, R]],
    5: [[L, L], [R, L], [M, M], [L, R], [R, R]],
    6: [[L, L], [R, L], [L, M], [R, M], [L, R], [R, R]]
  };

  function el(tag, attrs) {
    var node = document.createElementNS(SVGNS, tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    return node;
  }

  // One die showing `face` (1–6; any other number is written on it), its face in `data-face`.
  function die(face) {
    var svg = el("svg", { viewBox: "0 0 100 100", class: "own-die", "data-face": String(face), "aria-hidden": "true" });
    svg.appendChild(el("rect", { x: 4, y: 4, width: 92, height: 92, rx: 18, class: "own-die-body" }));
    var pips = PIPS[face];
    if (!pips) {
      var text = el("text", { x: 50, y: 66, "text-anchor": "middle", class: "own-die-number" });
      text.textContent = String(face);
      svg.appendChild(text);
      return svg;
    }
    pips.forEach(function (p) {
      // A lone pip is the ace's: larger and red, as on real dice.
      svg.appendChild(el("circle", { cx: p[0], cy: p[1], r: face === 1 ? 14 : 9.5, class: face === 1 ? "own-die-ace" : "own-die-pip" }));
    });
    return svg;
  }

  // The row of `faces` under `caption`, read out as "caption 3, 5, 6"; rows of at most three
  // (two of two for four dice), so each die stays large on a narrow phone.
  function row(faces, caption) {
    var n = faces.length;
    var box = document.createElement("div");
    box.className = "own-dice";
    box.id = "own-dice";
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", caption + " " + faces.join(", "));
    box.style.setProperty("--cols", String(n === 4 ? 2 : Math.min(n, 3)));
    var title = document.createElement("div");
    title.className = "own-dice-title";
    title.setAttribute("aria-hidden", "true");
    title.textContent = caption;
    var dice = document.createElement("div");
    dice.className = "own-dice-row";
    faces.forEach(function (f) { dice.appendChild(die(f)); });
    box.appendChild(title);
    box.appendChild(dice);
    return box;
  }

  return { row: row, die: die };
})();
