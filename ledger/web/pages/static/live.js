// The table's live part: the page's stream (/c/NAME/live) adds each new row to the log as the page's own row
// template made it, and the status and actions are fetched again (``refresh``, also asked by static/ledger.js after
// a form is recorded from: ``window.ledgerPage.refresh(form)``); a page without a log swaps the parts its body names.
// Source: README "The web table" (updated live from any device).
(function () {
  "use strict";

  // A live row as the page's own rows are made: the server's <li> (``log_row`` of the pages' macros, sent by the
  // page's stream /c/NAME/live as {action, html}; escaped there as every page is), parsed, never built here.
  function logRow(row) {
    const doc = new DOMParser().parseFromString("<ol>" + (row.html || "") + "</ol>", "text/html");
    const li = doc.querySelector("li.row") || document.createElement("li");
    li.classList.add("row", "fresh");
    li.dataset.action = row.action;
    return li;
  }

  // The line where the record's numbers skip between the newest row shown (``older``) and a new one: the actions
  // this reader is not shown, as the pages' ``gap`` macro words it (nothing when none is skipped).
  function gapRow(older, newer, word) {
    const frag = document.createDocumentFragment();
    if (newer - older <= 1) return frag;
    const li = document.createElement("li");
    li.className = "gap muted";
    li.dataset.gap = String(newer - older - 1);
    li.textContent = "#" + (older + 1) + (newer - older > 2 ? "–#" + (newer - 1) : "") + " · " + window.ledgerPage.visible(word || "");
    frag.append(li);
    return frag;
  }

  // The table's status and actions fetched again after an action. Only the refresh asked last is shown (one asked
  // after a recorded form and one asked by the live stream may cross; an older answer shown after a newer one
  // would close a form opened in between). The actions stay as they are while a form is open, except the form just
  // recorded from (``sent``): its answer is in the flash line, and the actions the rules allow now replace it.
  // ``recorded``: the form recorded from, or true for one answered but kept open (a proposal waiting for the GM).
  let refreshing = null, asked = 0, sent = null, owed = false;
  async function refresh(recorded) {
    if (recorded instanceof HTMLFormElement) sent = recorded;
    if (recorded) owed = true;
    const url = document.body.dataset.refresh, part = document.getElementById("live-part");
    if (!url || !part) return;
    const mine = ++asked;
    const r = await fetch(url, {credentials: "same-origin"});
    if (!r.ok || mine !== asked) return;
    const doc = new DOMParser().parseFromString(await r.text(), "text/html");
    if (mine !== asked) return;
    const busy = Array.from(part.querySelectorAll("details[open] form")).some((f) => f !== sent);
    const status = doc.getElementById("status"), actions = doc.getElementById("actions");
    if (status) document.getElementById("status").replaceWith(status);
    if (actions && !busy) { document.getElementById("actions").replaceWith(actions); sent = null; }
    bump("refreshed");
    if (owed) { owed = false; bump("recorded"); }
  }

  // The body's counters of refreshes shown: ``refreshed`` counts every one (a live one too, which may come while a
  // form is being sent), ``recorded`` only the first shown once a form was answered, so it shows that answer's outcome.
  function bump(key) {
    document.body.dataset[key] = String(Number(document.body.dataset[key] || 0) + 1);
  }

  // A page without a log (My character): on a live action or correction, the page as it reads now is fetched
  // again (the same address: the sheet now or at the moment shown, the arc, the characters) and the parts its body
  // names (data-refresh-parts: element ids) are swapped in; an open "why" panel and a moment form being typed in
  // stay as they are.
  async function refreshParts() {
    const r = await fetch(location.href, {credentials: "same-origin"});
    if (!r.ok) return;
    const doc = new DOMParser().parseFromString(await r.text(), "text/html");
    for (const id of document.body.dataset.refreshParts.split(" ").filter(Boolean)) {
      const now = document.getElementById(id), fresh = doc.getElementById(id);
      if (!now || !fresh) continue;
      const why = now.querySelector("#why"), freshWhy = fresh.querySelector("#why");
      if (why && freshWhy) freshWhy.replaceWith(why);
      const active = document.activeElement;
      const typing = active && now.contains(active) && active.closest("form");
      if (typing) {
        const forms = Array.from(fresh.querySelectorAll("form")), mine = Array.from(now.querySelectorAll("form"));
        if (forms.length === mine.length) forms.forEach((f, i) => f.replaceWith(mine[i]));
      }
      now.replaceWith(fresh);
      if (typing && active.isConnected && document.activeElement !== active) active.focus();
    }
    bump("refreshed");
  }

  function live() {
    const url = document.body.dataset.live;
    if (!url || !window.EventSource) return;
    const source = new EventSource(url);
    const dot = document.getElementById("live-state");
    source.onopen = () => { if (dot) dot.classList.add("on"); document.body.dataset.liveOpen = "1"; };
    source.onerror = () => { if (dot) dot.classList.remove("on"); };
    source.addEventListener("action", (ev) => {
      const row = JSON.parse(ev.data), log = document.getElementById("log");
      if (log) {
        const empty = log.querySelector(".empty"); if (empty) empty.remove();
        const shown = log.querySelector('[data-action="' + row.action + '"]');
        const newest = log.querySelector("[data-action]");
        if (shown) {                 // a row a correction changed, sent again: it replaces the one shown
          shown.replaceWith(logRow(row));
        } else if (!newest || Number(newest.dataset.action) < row.action) {   // (an earlier row not shown: left)
          if (newest) log.prepend(gapRow(Number(newest.dataset.action), row.action, log.dataset.gapWord));
          log.prepend(logRow(row));
        }
        clearTimeout(refreshing);
        refreshing = setTimeout(() => refresh(), 150);
      } else if (document.body.dataset.refreshParts) {
        clearTimeout(refreshing);
        refreshing = setTimeout(refreshParts, 150);
      }
    });
    window.addEventListener("pagehide", () => source.close());
  }

  window.ledgerPage.refresh = refresh;
  live();
})();
