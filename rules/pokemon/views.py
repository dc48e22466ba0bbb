"""Read views of a Pokémon Noir GdR campaign: sheets, the Wheel, the battle, history words.

Source: catalogue §3.1 (character fields) and docs/systems/pokemon.md "Playing through the CLI" (Italian terms by default, English
glosses with ``--lang en``). JSON keys are the seed's Italian ids (stable); ``lang`` changes only the
display strings (``display`` and the tables).
"""

from __future__ import annotations

from typing import Any

from rules.i18n import WORDS
from rules.names import known_name
from rules.declaration import Views
from rules.system import lazy_module
from rules.pokemon.data import PICKS, choice_term, pick_term, substance_term, term
from rules.pokemon.words import cause, command, describe, dice_source, modifier_label, ref_text, value
from rules.pokemon.words import _w as _hw

#: Italian interface words of the ledger (the shared table has none for Italian).
IT_WORDS = {
    "History": "Cronologia", "time": "ora", "actor": "chi", "action": "azione", "what changed": "cambiamenti",
    "why": "perché", "created": "creazione", "yes": "sì", "no": "no", "Sheet": "Scheda", "field": "campo", "value": "valore",
    "by": "di", "vs": "contro", "physical": "dadi fisici", "picks": "scelte", "total": "totale", "session": "sessione",
    "scene": "scena", "campaign": "campagna", "not started": "non iniziata", "running": "in corso", "ending": "in chiusura",
    "ended": "finita", "open": "aperta", "closed": "chiusa", "none": "nessuna", "Wheel": "Ruota", "Battle": "Battaglia",
}


def _w(word: str, lang: str) -> str:
    if lang == "it":
        return IT_WORDS.get(word, word)
    return WORDS.get(lang, {}).get(word, word)


def sheet(state: dict[str, Any], name: str, lang: str = "it") -> dict[str, Any]:
    """The sheet of trainer or Pokémon ``name`` (keys are the seed's ids).

    Trainer: name, tipo, approcci {id: int}, allerta, risorse, risorse_per_sessione, esperienza, chiavi
    {key: activated}, debiti {contact: reason}, zaino [items], contatto, danni [marked slots], slots
    [all slots], condizioni, forward [{amount, source, ongoing}], informazioni, pokemon [names], stato.
    Pokémon: name, tipo, allenatore, specie, amicizia, natura, clausola, bisogno, modalita_bisogno,
    scadenza_bisogno, poteri [{nome, tipo}], danni, slots, condizioni, punti_mutazione, patologie,
    stato, evoluzione, evoluzioni, rigeneri, violenza. Both: display {...} in ``lang``.
    Raises ``RuleError("character")``.
    """
    who = known_name("character", name, state["characters"])
    rec = state["characters"][who]
    marked = [s for s, v in rec["danni"].items() if v]
    base = {"name": who, "tipo": rec["tipo"], "danni": marked, "slots": list(rec["danni"]),
            "condizioni": list(rec.get("condizioni") or []), "stato": rec["stato"]}
    if rec["tipo"] == "allenatore":
        out = {**base, "approcci": dict(rec["approcci"]), "allerta": rec["allerta"], "risorse": rec["risorse"],
               "risorse_per_sessione": rec["risorse_per_sessione"], "esperienza": rec["esperienza"],
               "chiavi": dict(rec.get("chiavi") or {}), "debiti": dict(rec.get("debiti") or {}), "zaino": list(rec.get("zaino") or []),
               "contatto": rec.get("contatto"), "forward": list(rec.get("forward") or []), "informazioni": rec.get("informazioni"),
               "pokemon": [n for n, r in state["characters"].items() if r["tipo"] == "pokemon" and r["allenatore"] == who]}
        out["display"] = {"approcci": {term(k, lang): v for k, v in rec["approcci"].items()},
                          "danni": [term(s, lang) for s in marked], "stato": term(rec["stato"], lang)}
        return out
    out = {**base, **{k: rec.get(k) for k in ("allenatore", "specie", "amicizia", "natura", "clausola", "bisogno",
                                              "modalita_bisogno", "scadenza_bisogno", "punti_mutazione", "evoluzione",
                                              "rigeneri", "violenza")},
           "poteri": list(rec.get("poteri") or []), "patologie": list(rec.get("patologie") or []),
           "evoluzioni": list(rec.get("evoluzioni") or [])}
    out["display"] = {"danni": [term(s, lang) for s in marked], "stato": term(rec["stato"], lang),
                      "poteri": [f"{p['nome']} ({term(p['tipo'], lang)})" for p in out["poteri"]]}
    return out


def sheet_rows(data: dict[str, Any], lang: str = "it") -> list[tuple[str, str]]:
    """The sheet ``data`` (from ``sheet``) as (field, value) rows in ``lang``."""
    t = lambda k: term(k, lang)  # noqa: E731
    harm = "  ".join(f"{'■' if s in data['danni'] else '□'} {t(s)}" for s in data["slots"])
    rows: list[tuple[str, str]] = []
    if data["tipo"] == "allenatore":
        rows += [
            (t("approcci"), "  ".join(f"{t(k)} {v:+d}" for k, v in data["approcci"].items())),
            (t("allerta"), str(data["allerta"])),
            (t("risorse"), f"{data['risorse']} (+{data['risorse_per_sessione']}/{_w('session', lang)})"),
            (t("esperienza"), str(data["esperienza"])),
            (t("chiavi"), ", ".join(f"{k}{' ✓' if v else ''}" for k, v in data["chiavi"].items()) or "—"),
            (t("debiti"), ", ".join(f"{k} ({t(v)})" for k, v in data["debiti"].items()) or "—"),
            (t("zaino"), ", ".join(data["zaino"]) or "—"),
            (t("contatto"), data["contatto"] or "—"),
            ("Pokémon", ", ".join(data["pokemon"]) or "—"),
            (t("forward"), ", ".join(f"{f['amount']:+d} ({ref_text(f['source'], lang)})" for f in data["forward"]) or "—"),
        ]
    else:
        rows += [
            (t("allenatore"), data["allenatore"]), (t("specie"), data["specie"] or "—"),
            (t("amicizia"), f"{data['amicizia']:+d}"), (t("natura"), data["natura"] or "—"),
            (t("poteri"), ", ".join(data["display"]["poteri"]) or "—"),
            (t("bisogno"), (data["bisogno"] or "—") + (f" — {t('modalita_bisogno')}" if data["modalita_bisogno"] else "")),
            (t("clausola"), data["clausola"] or "—"),
            (t("punti_mutazione"), str(data["punti_mutazione"])), (t("patologie"), ", ".join(data["patologie"]) or "—"),
        ]
    rows += [(t("danni"), harm), (t("condizioni"), ", ".join(data["condizioni"]) or "—"), (t("stato"), t(data["stato"]))]
    return rows


def arc(data: dict[str, Any], lang: str = "it") -> dict[str, Any]:
    """The values ``ledger arc`` follows from session to session, from a sheet (``sheet``), keyed by their
    display names in ``lang``. Trainer: each approach, Allerta, Risorse, Esperienza, Lista dei Debiti
    [contacts], Zaino [items]. Pokémon: Specie, Amicizia, Modalità Bisogno, Punti Mutazione, Patologie,
    Poteri [names]. Both: Danni [marked slot ids], Condizioni, Stato (ids; the table shows their names)."""
    t = lambda k: term(k, lang)  # noqa: E731
    if data["tipo"] == "allenatore":
        out: dict[str, Any] = {t(k): v for k, v in data["approcci"].items()}
        out.update({t("allerta"): data["allerta"], t("risorse"): data["risorse"], t("esperienza"): data["esperienza"],
                    t("debiti"): list(data["debiti"]), t("zaino"): list(data["zaino"])})
    else:
        out = {t("specie"): data["specie"], t("amicizia"): data["amicizia"], t("modalita_bisogno"): data["modalita_bisogno"],
               t("punti_mutazione"): data["punti_mutazione"], t("patologie"): list(data["patologie"]),
               t("poteri"): [p["nome"] for p in data["poteri"]]}
    out.update({t("danni"): list(data["danni"]), t("condizioni"): list(data["condizioni"]), t("stato"): data["stato"]})
    return out


def characters(state: dict[str, Any], lang: str = "it") -> list[str]:
    """All character names (trainers and Pokémon) in creation order."""
    return list(state["characters"])


def wheel(state: dict[str, Any], lang: str = "it") -> dict[str, Any]:
    """The Wheel: keys passi, ritmo, ritmo_inizio, session {phase, number}, scene {phase, number}."""
    w = state["ruota"]
    return {"passi": w["passi"], "ritmo": w["ritmo"], "ritmo_inizio": w["ritmo_inizio"], "session": dict(state["session"]),
            "scene": dict(state["scene"])}


def wheel_rows(data: dict[str, Any], lang: str = "it") -> list[tuple[str, str]]:
    """The Wheel as rows."""
    phase = lambda p: _w(p["phase"].replace("_", " "), lang)  # noqa: E731
    return [(term("passi", lang), str(data["passi"])), (term("ritmo", lang), str(data["ritmo"])),
            (_w("session", lang), f"{data['session']['number']} ({phase(data['session'])})"),
            (_w("scene", lang), f"{data['scene']['number']} ({phase(data['scene'])})")]


def battle(state: dict[str, Any], lang: str = "it") -> dict[str, Any]:
    """The battle: keys phase, id, title, exchange (None or {id, subito, inflitto, bersaglio, avversario,
    potenzi, difendi, potenzi_contro, difendi_contro, reazione, rolls, finale: [in, out]}), roll_phase."""
    b = state["battle"]
    ex = b.get("exchange")
    if ex:
        from rules.pokemon.exchange import final_grades

        ex = {**ex, "finale": list(final_grades(ex))}
    return {"phase": b["phase"], "id": b.get("id"), "title": b.get("title"), "exchange": ex, "roll_phase": state["roll_phase"]}


def battle_rows(data: dict[str, Any], lang: str = "it") -> list[tuple[str, str]]:
    """The battle as rows."""
    rows = [(_hw("battle", lang), ref_text(data["id"], lang) if data["id"] else "—"),
            (_hw("battle title", lang), data["title"] or "—")]
    ex = data["exchange"]
    if ex:
        t = lambda k: term(k, lang)  # noqa: E731
        rows += [(ref_text("scambio", lang), ref_text(ex["id"], lang)),
                 ("→ " + ex["bersaglio"], f"{t(ex['subito'])} → {t(ex['finale'][0])}"),
                 ("→ " + (ex["avversario"] or "?"), f"{t(ex['inflitto'])} → {t(ex['finale'][1])}"),
                 (_hw("rolls", lang), ", ".join(ref_text(r, lang) for r in ex["rolls"]))]
    return rows


# --- describing recorded events (history): paths and values in ``rules.pokemon.words`` ----------------

def _mods(mods: list[dict[str, Any]], lang: str) -> str:
    out = []
    for m in mods:
        out.append(f"{m['amount']:+d} ({modifier_label(m['source'], lang)})")
    return " ".join(out)


#: Event kinds whose one-line summary the history table shows (the rest show as their changes).
SHOWN = ("MoveRolled", "RollResolved", "RollPromoted", "TreatedViolently", "HarmExchanged", "GMReaction", "PokemonEvolved",
         "ExchangeOpened", "PokemonFound", "GMOptionAgainst", "NeedUnmet",
         "KeysScored", "KnockedOut", "SessionEnded", "SubstanceTaken")


def _tier(tier: str, move: str, lang: str) -> str:
    """A roll's tier named by its move's ladder (``rules.pokemon.status.tier_label``: 10-13 on the Exchange)."""
    from rules.pokemon.data import tier_label

    return tier_label(tier, move, lang)


def promoted_ladder(detail: dict[str, Any]) -> str | None:
    """The ladder of a ``RollPromoted`` event's roll, read by today's tier table (``rules.pokemon.data.LADDERS``): the
    one it records, else (an event recorded before promotions kept it) the only ladder holding its tiers (a ``14+``
    is the Exchange's four tiers, a ``7+`` the black market's two), else None: a 7-9 -> 10+ of such an older event
    reads 10+. Source: seed 002 l.9-15 (14+ / 10-13 / 7-9 / 1-6) and l.53 (one class up)."""
    from rules.pokemon.data import LADDERS

    if detail.get("ladder") in LADDERS:
        return str(detail["ladder"])
    tiers = {detail.get("before"), detail.get("after")}
    holding = [name for name, (names, _) in LADDERS.items() if tiers <= set(names)]
    return holding[0] if len(holding) == 1 else None


def upcast(kind: str, detail: dict[str, Any], seen: dict[str, Any]) -> dict[str, Any]:
    """``detail`` of a ``kind`` event as today's rules record it: a ``RollPromoted`` recorded before promotions kept
    their roll's ``ladder`` gets the ladder of the move its roll was made with, read from that roll's own earlier
    ``MoveRolled`` (kept in ``seen``, a dict held along one read, oldest event first: ``{"roll #N": ladder}``), so
    an Exchange of Attacks' 7-9 -> 10+ reads 7-9 -> 10-13; any other event is returned as it is (a roll the read
    has not met leaves the ladder out: ``promoted_ladder`` then reads it from its tiers). Source: seed 002 l.9-15
    (the Exchange's 14+ / 10-13 / 7-9 / 1-6, the other moves' 10+ / 7-9 / 6-) and l.53 (one class up)."""
    from rules.pokemon.data import MOVES

    if kind == "MoveRolled" and (MOVES.get(detail.get("move")) or {}).get("ladder"):
        seen[f"roll #{detail.get('roll')}"] = MOVES[detail["move"]]["ladder"]
    elif kind == "RollPromoted" and "ladder" not in detail and f"roll #{detail.get('roll')}" in seen:
        return {**detail, "ladder": seen[f"roll #{detail.get('roll')}"]}
    return detail


def upcast_reads(kind: str, detail: dict[str, Any]) -> list[int]:
    """The actions whose events ``upcast`` reads to bring ``kind``'s ``detail`` up: an older ``RollPromoted`` (no
    ``ladder``) reads its roll's ``MoveRolled``, recorded by the action the roll is numbered by (a roll's id is its
    action's number, ``rules.pokemon.commands``); any other event none. Source: seed 002 l.9-15 and l.53, as
    ``upcast``."""
    if kind == "RollPromoted" and "ladder" not in detail and isinstance(detail.get("roll"), int):
        return [detail["roll"]]
    return []


def summary(kind: str, detail: dict[str, Any], lang: str = "it") -> str | None:
    """One line for an event in ``lang`` (rolls show dice, modifiers, total and tier); None leaves the
    event to its changes in the history table."""
    if kind not in SHOWN:
        return None
    t = lambda k: term(k, lang)  # noqa: E731
    if kind == "MoveRolled":
        poke = f" ({detail['pokemon']})" if detail.get("pokemon") else ""
        return (f"{ref_text('roll', lang)} #{detail['roll']} {t(detail['move'])} {_w('by', lang)} {detail['roller']}{poke}: "
                f"{'+'.join(map(str, detail['dice']))} {_mods(detail['modifiers'], lang)} = {detail['total']} → {_tier(detail['tier'], detail['move'], lang)} "
                f"({dice_source(detail['dice_source'], lang)})")
    if kind == "RollResolved":
        roll = detail["roll"]
        picks = ", ".join(pick_term(roll["move"], p, lang) for p in detail.get("picks") or [])
        return f"{ref_text('roll', lang)} #{roll['id']} {t(roll['move'])}: {_tier(roll['tier'], roll['move'], lang)}" + (f"; {_w('picks', lang)}: {picks}" if picks else "")
    if kind == "RollPromoted":                # by the roll's ladder (10-13 on the Exchange)
        from rules.pokemon.data import tier_term

        ladder = promoted_ladder(detail)
        if detail["before"] == detail["after"]:      # already the move's top class (002 "Trattare Violentemente")
            return (f"{ref_text('roll', lang)} #{detail['roll']}: {_hw('stays', lang)} {tier_term(detail['after'], ladder, lang)} "
                    f"({_hw('the top result of its move', lang)})")
        return (f"{ref_text('roll', lang)} #{detail['roll']}: {tier_term(detail['before'], ladder, lang)} → "
                f"{tier_term(detail['after'], ladder, lang)}")
    if kind == "TreatedViolently":
        choice = f"; {choice_term(detail['choice'], lang)}" if detail.get("choice") else ""
        return f"{detail['trainer']} → {detail['character']}: {_hw('treated violently', lang)}{choice}"
    if kind == "ExchangeOpened":
        return f"{ref_text(detail['scambio'], lang)}: {t(detail['subito'])} → {detail['bersaglio']}, {t(detail['inflitto'])} → {detail.get('avversario') or '?'}"
    if kind == "HarmExchanged":
        return (f"{ref_text(detail['scambio'], lang)}: {detail['bersaglio']} {t(detail['subito'][0])} → {t(detail['subito'][1])}; "
                f"{detail.get('avversario') or '?'} {t(detail['inflitto'][0])} → {t(detail['inflitto'][1])}")
    if kind == "GMReaction":
        return f"{_hw('Reaction', lang)}: {detail['text']}" if detail.get("text") else _hw("the GM makes a Reaction", lang)
    if kind == "PokemonEvolved":
        return f"{detail['character']}: {detail.get('da') or '?'} → {detail['a']}"
    if kind == "PokemonFound":
        return f"{detail.get('specie') or 'Pokémon'}: {t('natura')} {detail.get('natura') or '—'} ({_hw(str(detail['natura_da']), lang)})"
    if kind in ("OptionsChosen", "QuestionsAsked"):
        return None                         # the roll's resolve line already lists its picks, once
    if kind == "GMOptionAgainst":
        label = "option of the GM against you" if lang == "en" else "opzione del GM contro di te"
        return f"{label}: {pick_term(detail.get('mossa', ''), str(detail.get('option')), lang)}"
    if kind == "KeysScored":
        keys = detail.get("keys")
        return f"{detail['character']}: {t('chiavi')} {', '.join(keys) if isinstance(keys, list) else keys}"
    if kind == "KnockedOut":
        return f"{detail['character']} KO: {t('amicizia')} -1, {t('modalita_bisogno')}"
    if kind == "SessionEnded":
        return f"{_w('session', lang)} {detail.get('number')}: {_w('ended', lang)}"
    if kind == "SubstanceTaken":
        what = f" ({detail['sostanza']})" if detail.get("sostanza") else ""
        return f"{detail['character']}: {substance_term(str(detail.get('tipo')), lang)}{what}"
    if kind == "NeedUnmet":
        return f"{detail['character']}: {t('bisogno')} → {choice_term(detail['fate'], lang)}"
    return None


def pick(option: str, lang: str = "it", detail: dict[str, Any] | None = None) -> str | None:
    """A pick in words (the chronicle, an event's list of picks or questions), read among the picks of the move whose
    resolution ``detail`` records (``{"roll": {"move"}}``; options chosen, questions asked, an option against you:
    ``{"mossa"}``) through ``pick_term``, never through ``term``: the question ``minaccia`` of Read a Tense Situation
    reads "Minaccia maggiore", not the Threaten move's name. None when ``option`` is no pick of that move. Source:
    002 l.147-171."""
    detail = detail or {}
    roll = detail.get("roll")
    move = str((roll.get("move") if isinstance(roll, dict) else detail.get("mossa")) or "")
    return pick_term(move, option, lang) if option in PICKS.get(move, {}) else None


_status = lazy_module("rules.pokemon.status")
_live_module = lazy_module("rules.pokemon.live")
_odds = lazy_module("rules.pokemon.odds")
_refusals = lazy_module("rules.pokemon.refusals")
_pick_details = lazy_module("rules.pokemon.pick_details")

VIEWS = Views(sheet=sheet, sheet_rows=sheet_rows, characters=characters, term=lambda key, lang="it": term(key, lang),
              describe=describe, value=value, cause=cause, command=command, summary=summary, arc=arc, upcast=upcast,
              upcast_reads=upcast_reads, pick=pick,
              status=lambda state, lang="it": _status.status(state, lang),
              status_rows=lambda data, lang="it": _status.status_rows(data, lang),
              live=lambda data, lang="it": _live_module.live(data, lang),
              odds=lambda state, command, args, ctx, lang="it": _odds.odds(state, command, args, ctx, lang),
              odds_rows=lambda data, lang="it": _odds.odds_rows(data, lang),
              refusal=lambda field, message, lang="it": _refusals.refusal(field, message, lang),
              pick_details=lambda state, lang="it": _pick_details.details(state, lang))
