// A choice offered only while another field of its form names a value it fits (the system's ``fits`` view,
// ledger.web.pages.forms.Field): the select names that field (data-fits-on) and what counts while it is empty
// (data-fits-default); each option the values it fits (data-fits, joined by "|"), folded as rules.names.norm folds
// a typed name (case, accents, "-" and "_" as spaces). An option that does not fit is hidden, disabled and
// unselected, and so is one naming who acts (data-fits-apart: the form's fields naming the roller, the first filled
// counts). Forms are fitted when the page loads, as their fields are typed in, and each time the page's script
// swaps fresh forms in (it counts those refreshes in the body's data-refreshed). Source: README "The web table" (a
// form offers what the rules accept now).
(function () {
  "use strict";

  function fold(text) {
    return String(text || "").normalize("NFKD").replace(/[\u0300-\u036f\u200c\u200d]/g, "")
      .replace(/[-_]/g, " ").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
  }

  function fit(form) {
    for (const select of form.querySelectorAll("select[data-fits-on]")) {
      const on = form.elements.namedItem(select.dataset.fitsOn);
      const wanted = fold(on && on.value) || select.dataset.fitsDefault || "";
      // who acts: the first of data-fits-apart's fields filled in (a roller is never their own helper)
      const apart = (select.dataset.fitsApart || "").split(" ").filter(Boolean)
        .map((name) => form.elements.namedItem(name)).map((el) => fold(el && el.value)).find(Boolean) || "";
      for (const option of select.options) {
        const fits = wanted !== "" && (option.dataset.fits || "").split("|").includes(wanted) &&
          (apart === "" || fold(option.value) !== apart);
        option.hidden = !fits;
        option.disabled = !fits;
        if (!fits) option.selected = false;
      }
    }
  }

  function fitAll() {
    for (const form of document.querySelectorAll("form")) fit(form);
  }

  for (const kind of ["input", "change"]) {
    document.addEventListener(kind, (ev) => {
      const form = ev.target && ev.target.closest ? ev.target.closest("form") : null;
      if (form) fit(form);
    });
  }
  new MutationObserver(fitAll).observe(document.body, {attributes: true, attributeFilter: ["data-refreshed"]});
  fitAll();
})();
