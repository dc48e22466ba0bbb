// The pages' one script (no build step, no third party): forms post JSON to the ledger's API with the session's
// CSRF token; the table's log listens to the live stream; "why" buttons read the API. User text is always set as
// text (textContent), never parsed as HTML. Source: README "The web table".
"use strict";
(function () {
  const csrf = () => (document.querySelector('meta[name="csrf"]') || {}).content || "";

  // The words this script shows, in the reader's language: the page's <meta name="words"> (JSON of
  // ledger.web.pages.words.script_words); the script holds no words of a language. ``said(key)`` a word,
  // ``commandWords(c)`` a command as the history names it.
  const WORDS = (() => {
    try { return JSON.parse((document.querySelector('meta[name="words"]') || {}).content || "{}"); } catch (e) { return {}; }
  })();
  const said = (key) => ((WORDS.words || {})[key] || key);
  const commandWords = (c) => ((WORDS.commands || {})[c] || c);
  const lang = () => document.documentElement.lang || "";
  const withLang = (url) => url + (url.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(lang());

  // User text as every page shows it (the twin of ledger.user_text.one_line, the pages' finaliser): on one line,
  // "\n", "\r", "\t" as those two characters, every other control, format, line or paragraph separator or lone
  // surrogate (Unicode Cc, Cf, Zl, Zp, Cs: ESC, BEL, U+202E...) as \xNN, \uNNNN or \UNNNNNNNN.
  const SHORT = {"\n": "\\n", "\r": "\\r", "\t": "\\t"};
  const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
  const hex = (n, width) => n.toString(16).padStart(width, "0");
  function visible(text) {
    return String(text).replace(HIDDEN, (ch) => {
      if (SHORT[ch]) return SHORT[ch];
      const code = ch.codePointAt(0);
      return code < 0x100 ? "\\x" + hex(code, 2) : code < 0x10000 ? "\\u" + hex(code, 4) : "\\U" + hex(code, 8);
    });
  }
  // POST body as JSON; the answer's {status, data}, or an Error "field: message" for a refusal.
  async function post(url, body) {
    const r = await fetch(url, {method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json", "X-CSRF-Token": csrf()}, body: JSON.stringify(body)});
    let data = null;
    try { data = await r.json(); } catch (e) { data = null; }
    if (!r.ok) {
      const err = (data && data.error) ||      // no JSON answer (a proxy's page, a dropped line): the reader's words
        {field: "server", message: said("the server did not answer (HTTP {status}); try again").replace("{status}", String(r.status))};
      throw Object.assign(new Error(err.field + ": " + err.message), {field: err.field, said: err.message});
    }
    return {status: r.status, data: data};
  }
  const send = async (url, body) => (await post(url, body)).data;

  // A whole number as typed: plain digits (after one "-") that a JavaScript number keeps exactly; anything else
  // ("+5", "1_0", "0x10", "1e3") is sent as typed, for the server to refuse naming the field, never read as another
  // number or as nothing (README "The server": errors).
  const whole = (s) => (/^-?[0-9]+$/.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : s);

  function valueOf(el) {
    const kind = el.dataset.kind || "text";
    if (kind === "bool") return el.checked ? true : undefined;
    if (el.multiple) {
      const v = Array.from(el.selectedOptions).map((o) => o.value);
      if (!v.length) return undefined;
      return kind === "int-list" ? v.map(whole) : v;
    }
    const raw = el.value.trim();
    if (raw === "") return kind === "or-null" ? null : undefined;     // "or-null": left empty means null (none)
    if (kind === "int") return whole(raw);
    // a list the CLI reads from one value split on its separator (data-sep: "--with A,B"); any other list of texts
    // is the CLI's repeatable option, one item a value: typed one item a line, each kept whole, commas and all
    // ("CS2:k=a,j=b"). Source: README "The server" (a list argument is a JSON list).
    if (kind === "lines") return raw.split("\n").map((s) => s.trim()).filter(Boolean);
    if (kind === "list") return raw.split(el.dataset.sep || ",").map((s) => s.trim()).filter(Boolean);
    if (kind === "int-list" || kind === "dice") return raw.split(/[,\s]+/).filter(Boolean).map(whole);
    return raw;
  }

  // A form's body. ``forOdds``: for the Odds button, with the fields only the odds take (a GM's ruling offered to
  // a player, inside [data-odds-only]), which an action recorded from the form never sends. A list's other items
  // typed beside its choices (data-more: the list's name) are added to those chosen.
  function collect(form, forOdds) {
    const body = {};
    for (const el of form.querySelectorAll("input[name], select[name], textarea[name]")) {
      if (el.name === "changes") continue;
      if (!forOdds && el.closest("[data-odds-only]")) continue;
      const v = valueOf(el);
      if (v !== undefined) body[el.name] = v;
    }
    for (const el of form.querySelectorAll("textarea[data-more]")) {
      if (!forOdds && el.closest("[data-odds-only]")) continue;
      const v = valueOf(el), key = el.dataset.more;
      if (v !== undefined) body[key] = (Array.isArray(body[key]) ? body[key] : []).concat(v);
    }
    const changes = form.querySelector('textarea[name="changes"]');
    if (changes) {
      // A dice field (the textarea's data-dice: the names the forms give kind "dice") is always sent as a list,
      // one die as [2] (README "The server": dice typed in are a list).
      // A list argument is sent as a list, one item as ["X"] (README "The server": a list argument is a JSON list):
      // data-split names those typed as one value split on commas, data-lists those typed one item a line (repeated,
      // as the CLI's option: an item may hold commas); "[a, b]" sends a list for any name.
      const dice = new Set((changes.dataset.dice || "").split(" ").filter(Boolean));
      const each = new Set((changes.dataset.lists || "").split(" ").filter(Boolean));
      const split = new Set((changes.dataset.split || "").split(" ").filter(Boolean));
      const item = (s) => (/^-?[0-9]+$/.test(s) ? whole(s) : s);
      const items = (raw) => raw.replace(/^\[|\]$/g, "").split(",").map((s) => s.trim()).filter(Boolean).map(item);
      for (const line of changes.value.split("\n")) {
        const at = line.indexOf("=");
        if (at < 1) continue;
        const key = line.slice(0, at).trim().replace(/^--/, ""), raw = line.slice(at + 1).trim();
        if (dice.has(key)) body[key] = raw.split(/[,\s]+/).filter(Boolean).map(whole);
        else if (each.has(key)) body[key] = [...(Array.isArray(body[key]) ? body[key] : []), raw];
        else if (split.has(key) || /^\[.*\]$/.test(raw)) body[key] = items(raw);
        else body[key] = /^-?[0-9]+(,-?[0-9]+)+$/.test(raw) ? raw.split(",").map(whole) : whole(raw);
      }
    }
    return withDetails(form, body);
  }

  // A pick's details (the table's fieldsets data-pick-details="ID", the pages' ``pick_details`` macro) sent inside
  // the pick as the API and the CLI read it: "ID:key=value", a list joined by "+", a flag by its key alone
  // (README "Using the ledger": --pick ID:key=value,key=value). A pick without details is sent as chosen.
  function withDetails(form, body) {
    if (!Array.isArray(body.pick)) return body;
    body.pick = body.pick.map((id) => {
      const box = Array.from(form.querySelectorAll("[data-pick-details]")).find((f) => f.dataset.pickDetails === id);
      if (!box) return id;
      const parts = [];
      for (const el of box.querySelectorAll("[data-detail]")) {
        const key = el.dataset.detail;
        if (el.type === "checkbox") { if (el.checked) parts.push(key); continue; }
        const v = el.multiple ? Array.from(el.selectedOptions).map((o) => o.value).join("+") : el.value.trim();
        if (v) parts.push(key + "=" + v);
      }
      return parts.length ? id + ":" + parts.join(",") : id;
    });
    return body;
  }

  // The details of the picks chosen in a form's pick field shown, the others' hidden (the fields stay as typed).
  function showDetails(select) {
    const chosen = new Set(Array.from(select.selectedOptions || []).map((o) => o.value));
    for (const box of select.form.querySelectorAll("[data-pick-details]")) box.hidden = !chosen.has(box.dataset.pickDetails);
  }

  function edits(form) {
    const out = {};
    for (const el of form.querySelectorAll("input[data-original]")) {
      if (el.value === el.defaultValue) continue;          // untouched: the proposal's own value, as shown
      const was = JSON.parse(el.dataset.original);
      const raw = el.value.trim();
      let now = raw;
      if (Array.isArray(was) || el.dataset.kind === "dice") now = raw ? raw.split(/[,\s]+/).filter(Boolean).map(whole) : [];
      else if (typeof was === "number") now = whole(raw);
      else if (typeof was === "boolean") now = raw.toLowerCase() === "true";
      else if (was === null && raw === "") now = null;
      if (JSON.stringify(now) !== JSON.stringify(was)) out[el.name] = now;
    }
    return out;
  }

  function show(form, selector, text) {
    const el = form.querySelector(selector);
    if (!el) return;
    el.hidden = !text;
    el.textContent = text ? visible(text) : "";
    return el;
  }

  function list(el, lines) {
    el.replaceChildren();
    const ul = document.createElement("ul");
    for (const line of lines) { const li = document.createElement("li"); li.textContent = visible(line); ul.append(li); }
    el.append(ul);
    el.hidden = false;
  }

  function rowLines(row) {
    return [("#" + row.action + " " + (row.who || row.actor) + " " + commandWords(row.command))].concat(row.changes || []);
  }

  function after(form, data, status) {
    if (status === 202) {                    // the GM approves it first: say so where the form answers
      const waiting = [form.dataset.proposed || said("proposed; waiting for the GM")];
      const answer = form.querySelector(".answer");
      if (answer) list(answer, waiting);
      const flash = document.getElementById("flash");
      if (flash && form.closest("#actions")) { list(flash, waiting); window.ledgerPage.refresh(true); }
      return;
    }
    const then = form.dataset.then;
    if (then === "reload") return location.reload();
    if (then) return location.assign(then);
    const answer = form.querySelector(".answer");
    if (!answer) return;
    if (form.dataset.invite !== undefined && data && data.code) {
      list(answer, [said("code") + ": " + data.code, said("link") + ": " + location.origin + form.dataset.invite + encodeURIComponent(data.code)]);
      return;
    }
    const rows = Array.isArray(data) ? data : (data && data.rows ? data.rows : [data]);
    const flash = document.getElementById("flash");
    if (flash && form.closest("#actions")) {
      list(flash, rows.filter(Boolean).flatMap(rowLines));
      window.ledgerPage.refresh(form);
      return;
    }
    list(answer, rows.filter(Boolean).flatMap(rowLines));
  }

  async function submit(form, extra) {
    show(form, ".error", "");
    let url = form.dataset.api, body;
    if (form.dataset.join !== undefined) {
      body = {code: form.code.value.trim()};
      url = "/api/campaigns/" + encodeURIComponent(form.campaign.value.trim()) + "/join";
    } else if (form.dataset.edits !== undefined) {
      const e = edits(form), why = form.querySelector("[data-approval-reason]");
      body = Object.keys(e).length ? {edits: e} : {};
      if (why && why.value.trim()) body.reason = why.value.trim();      // the GM's reason (not the proposer's)
    } else {
      body = collect(form);
    }
    Object.assign(body, extra || {});
    const button = form.querySelector("button:not([type=button])");
    if (button) button.disabled = true;
    try {
      // a campaign's write answers in the page's language (README "The server": ?lang= for a write's answer)
      const {status, data} = await post(url.startsWith("/api/campaigns/") ? withLang(url) : url, body);
      if (extra && extra.dry_run) return preview(form, data);
      after(form, data, status);
    } catch (e) {
      refused(form, e);
    } finally {
      if (button) button.disabled = false;
    }
  }

  // A refusal shown on its form: the field it names (the API's field id: "dice", "helper", "plus-one") found among
  // the form's inputs, named as its label shows it (data-caption: "Dados (vacío: tira el servidor)", "ayudante")
  // and marked (aria-invalid, aria-describedby the message); what was typed stays (an amend's typed KEY=VALUE line:
  // "Argumentos (dice)"). A field the form has no input
  // for (phase, server) is named as the server named it. Source: README "The web table"; WAI-ARIA 1.2
  // (aria-invalid, aria-describedby).
  let errors = 0;
  function refused(form, e) {
    const answer = form.querySelector(".answer");          // a refusal made nothing: no earlier answer stays shown
    if (answer) { answer.replaceChildren(); answer.hidden = true; }
    for (const el of form.querySelectorAll('[aria-invalid="true"]')) {
      el.removeAttribute("aria-invalid");
      el.removeAttribute("aria-describedby");
    }
    const field = String(e.field || ""), said = e.said === undefined ? null : String(e.said);
    const spelled = (name) => [name, name.replace(/_/g, "-"), name.replace(/-/g, "_")];
    const found = field && Array.from(form.querySelectorAll("input[name], select[name], textarea[name]"))
      .find((el) => spelled(field).includes(el.name) || spelled(el.name).includes(field));
    // an argument typed as a KEY=VALUE line of the desk's amend: its control's caption, then the key as typed
    const lines = !found && form.querySelector('textarea[name="changes"]');
    const typed = lines && lines.value.split("\n").some((l) => l.indexOf("=") > 0 &&
      spelled(field).includes(l.slice(0, l.indexOf("=")).trim().replace(/^--/, "")));
    const input = found || (typed ? lines : null);
    const label = input && input.closest("[data-caption]");
    const named = label ? label.dataset.caption + (found ? "" : " (" + field + ")") : leftOut(form, field);
    const box = show(form, ".error", said === null ? e.message : named + ": " + captioned(form, said));
    if (!input || !box) return;
    box.id = box.id || "refusal-" + (++errors);
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", box.id);
  }

  // The form's captions of its command's every argument (data-captions: {API key: caption}), {} when none.
  function captionsOf(form) {
    try { return JSON.parse(form.dataset.captions || "{}"); } catch (e) { return {}; }
  }
  // A field the form has no input for (a GM's ruling left out of a player's form) named by its caption, else as
  // the server named it.
  const leftOut = (form, field) => captionsOf(form)[field] || field;
  // A refusal's text with each field it names as the API spells it, in quotes ('"some_field"'), by the
  // caption the form labels it with ('"its caption"'); other quoted words stay.
  function captioned(form, text) {
    const captions = captionsOf(form);
    return text.replace(/"([a-z][a-z0-9_]*)"/g, (m, key) => (captions[key] ? '"' + captions[key] + '"' : m));
  }

  function preview(form, data) {
    // What the amend would do, told by the server in the page's language as ``ledger amend --dry-run`` prints it
    // (ledger.projections.correction_lines): the later actions whose outcome would change, named and counted.
    list(form.querySelector(".answer"), (data.lines || []).map((line) => line.trim()));
  }

  async function odds(button) {
    const form = button.closest("form"), body = collect(form, true), params = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) {
      if (k === "dice" || k === "seed" || k === "reason") continue;
      for (const x of (Array.isArray(v) ? v : [v])) params.append(k, String(x));
    }
    show(form, ".error", "");
    try {
      params.append("lang", lang());
      const r = await fetch(button.dataset.odds + "?" + params, {credentials: "same-origin"});
      const data = await r.json();
      if (!r.ok) throw Object.assign(new Error(data.error.field + ": " + data.error.message),
        {field: data.error.field, said: data.error.message});
      if (Array.isArray(data.said)) return list(form.querySelector(".answer"), data.said);   // the server's words
      const lines = [];
      const shown = (k, x) => (k === "probability" && typeof x === "number" ? (100 * x).toFixed(1) + "%" :
        (x && typeof x === "object" ? JSON.stringify(x) : String(x)));
      const walk = (prefix, v) => {
        if (v === null || v === undefined) return;
        if (Array.isArray(v) && v.length && typeof v[0] === "object") {
          for (const el of v) lines.push(prefix + ": " + Object.entries(el).map(([k, x]) => k + " " + shown(k, x)).join(", "));
        } else if (typeof v === "object" && !Array.isArray(v)) {
          for (const [k, x] of Object.entries(v)) walk(prefix ? prefix + " " + k : k, x);
        } else lines.push(prefix + ": " + (Array.isArray(v) ? v.join(", ") : shown(prefix, v)));
      };
      walk("", data);
      list(form.querySelector(".answer"), lines);
    } catch (e) { refused(form, e); }
  }

  async function why(button) {
    const panel = document.getElementById("why");
    try {
      const r = await fetch(withLang(button.dataset.why), {credentials: "same-origin"});
      const data = await r.json();
      if (!r.ok) throw new Error(data.error.field + ": " + data.error.message);
      // Each row as the server words it in the reader's language (the API's ``said``); the actor and reason as typed.
      const lines = data.map((w) => "#" + w.action + " " + (w.said.who || w.actor) + " " + w.said.command + ": " +
        (w.said.what ? w.said.what + " " : "") + w.said.before + " → " + w.said.after + (w.reason ? " (" + w.reason + ")" : "") +
        (w.said.cause ? " [" + w.said.cause + "]" : "") + w.said.marks.map((m) => " · " + m).join(""));
      const head = document.createElement("h3");
      head.textContent = button.textContent;
      list(panel, lines.length ? lines : ["—"]);
      panel.prepend(head);
    } catch (e) {
      panel.hidden = false;
      panel.textContent = visible(e.message);
    }
    panel.scrollIntoView({block: "nearest"});
  }

  document.addEventListener("submit", (ev) => {
    const form = ev.target;
    if (!form.dataset.api && form.dataset.join === undefined) return;
    ev.preventDefault();
    submit(form);
  });
  document.addEventListener("change", (ev) => {
    if (ev.target.matches && ev.target.matches('select[name="pick"]') && ev.target.form) showDetails(ev.target);
  });
  document.addEventListener("click", (ev) => {
    const b = ev.target.closest("button");
    if (!b) return;
    if (b.dataset.preview !== undefined) submit(b.closest("form"), {dry_run: true});
    else if (b.dataset.odds) odds(b);
    else if (b.dataset.why) why(b);
    else if (b.dataset.signOut !== undefined) send("/api/sign-out", {}).finally(() => location.assign("/"));
  });
  window.ledgerPage = {visible: visible};        // for static/live.js (its gap rows' words)
})();
