/* paperkg site: search from every page and the index's paper filter.
 *
 * The search index (assets/search.js) is a script assigning window.PAPERKG_SEARCH, not
 * JSON fetched: browsers refuse fetch() of local files. It is loaded the first time the
 * search box or the filter gets focus, so a page opens without parsing it. Results are
 * built with textContent only: names and titles from abstracts are never parsed as HTML.
 * normalise() must give the keys viz/site.py's normalise() writes into the index.
 */
(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || "";

  function singular(w) {
    var n = Array.from(w).length;  // code points, as Python's len()
    if (n <= 3 || !/^\p{L}+$/u.test(w)) return w;
    if (n > 4 && /ies$/.test(w)) return w.slice(0, -3) + "y";
    if (/(sses|shes|ches|xes|zes)$/.test(w)) return w.slice(0, -2);
    if (/s$/.test(w) && !/(ss|us|is|ys)$/.test(w)) return w.slice(0, -1);
    return w;
  }
  function normalise(s) {
    s = String(s).normalize("NFKD").toLowerCase().replace(/\p{M}/gu, "");
    s = s.replace(/[^\p{L}\p{N}]+/gu, " ").replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, "$1$2 ");
    return s.split(" ").filter(Boolean).map(singular).join(" ");
  }
  window.__paperkgNormalise = normalise;

  var index = null, waiting = [];
  function withIndex(cb) {
    if (index) { cb(index); return; }
    waiting.push(cb);
    if (waiting.length > 1) return;
    var s = document.createElement("script");
    s.src = root + "assets/search.js";
    s.onload = function () {
      var data = window.PAPERKG_SEARCH;
      index = {types: data.types, items: data.items.map(function (it) {
        return {keys: it[0].split("|"), name: it[1], type: data.types[it[2]], count: it[3], path: it[4], extra: it[5]};
      })};
      waiting.splice(0).forEach(function (f) { f(index); });
    };
    document.head.appendChild(s);
  }

  // Exact name or alias, then a prefix of one, then a substring; then more papers first.
  function rank(ix, query, limit, type) {
    var q = normalise(query);
    if (!q) return [];
    var hits = [];
    for (var i = 0; i < ix.items.length; i++) {
      var it = ix.items[i];
      if (type && it.type !== type) continue;
      var best = 0;
      for (var k = 0; k < it.keys.length && best < 3; k++) {
        var key = it.keys[k];
        if (key === q) best = 3;
        else if (best < 2 && key.lastIndexOf(q, 0) === 0) best = 2;
        else if (best < 1 && key.indexOf(q) >= 0) best = 1;
      }
      if (best) hits.push([best, it]);
    }
    hits.sort(function (a, b) {
      return b[0] - a[0] || b[1].count - a[1].count || a[1].name.length - b[1].name.length ||
        (a[1].name < b[1].name ? -1 : a[1].name > b[1].name ? 1 : 0);
    });
    var total = hits.length;
    hits = hits.slice(0, limit).map(function (h) { return h[1]; });
    hits.total = total;
    return hits;
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  var q = document.getElementById("q"), list = document.getElementById("hits"), current = [], sel = -1;
  function show(hits) {
    current = hits; sel = hits.length ? 0 : -1;
    list.textContent = "";
    if (!hits.length) { list.appendChild(el("li", "none", "no match")); }
    hits.forEach(function (h, i) {
      var li = el("li"), a = el("a");
      a.href = root + h.path + ".html";
      if (i === 0) a.className = "sel";
      a.appendChild(el("span", "nm", h.name));
      a.appendChild(el("span", "ty t-" + h.type.toLowerCase(), h.type));
      a.appendChild(el("span", "ct", h.type === "Paper" ? h.extra : h.count + (h.count === 1 ? " paper" : " papers")));
      li.appendChild(a); list.appendChild(li);
    });
    list.hidden = false;
  }
  function update() {
    var text = q.value;
    if (!normalise(text)) { list.hidden = true; current = []; return; }
    withIndex(function (ix) { if (q.value === text) show(rank(ix, text, 20)); });
  }
  if (q) {
    q.addEventListener("focus", function () { withIndex(function () {}); });
    q.addEventListener("input", update);
    q.addEventListener("keydown", function (e) {
      var links = list.querySelectorAll("a");
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (!links.length) return;
        e.preventDefault();
        if (sel >= 0) links[sel].className = "";
        sel = (sel + (e.key === "ArrowDown" ? 1 : links.length - 1)) % links.length;
        links[sel].className = "sel"; links[sel].scrollIntoView({block: "nearest"});
      } else if (e.key === "Enter" && sel >= 0 && links[sel]) {
        e.preventDefault(); location.href = links[sel].href;
      } else if (e.key === "Escape") { list.hidden = true; }
    });
    document.addEventListener("click", function (e) { if (!e.target.closest || !e.target.closest(".search")) list.hidden = true; });
  }
  // For tests and the console: the ranked results of a query, as {name, type, count, path}.
  window.__paperkgSearch = function (query) {
    return new Promise(function (resolve) { withIndex(function (ix) { resolve(rank(ix, query, 20)); }); });
  };

  // The index's papers: the newest are in the page; typing filters every paper of the index.
  var filter = document.getElementById("paper-filter");
  if (filter) {
    var plist = document.getElementById("paper-list"), count = document.getElementById("paper-count");
    var initial = Array.prototype.slice.call(plist.childNodes), initialText = count.textContent;
    var total = count.getAttribute("data-total");
    filter.addEventListener("focus", function () { withIndex(function () {}); });
    filter.addEventListener("input", function () {
      var text = filter.value;
      if (!normalise(text)) {
        plist.textContent = ""; initial.forEach(function (n) { plist.appendChild(n); });
        count.textContent = initialText; return;
      }
      withIndex(function (ix) {
        if (filter.value !== text) return;
        var hits = rank(ix, text, 500, "Paper");
        plist.textContent = "";
        hits.forEach(function (h) {
          var li = el("li"), a = el("a", "", h.name);
          a.href = root + h.path + ".html";
          li.appendChild(a); li.appendChild(document.createTextNode(" ")); li.appendChild(el("span", "yr", h.extra));
          plist.appendChild(li);
        });
        count.textContent = hits.total + " of " + total + " papers match" + (hits.total > hits.length ? ", first " + hits.length + " shown" : "");
      });
    });
  }
  window.__siteReady = true;
})();
