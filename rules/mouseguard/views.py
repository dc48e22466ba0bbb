"""Read views of a Mouse Guard campaign: sheets, the turn, the conflict, advancement tallies, history
summaries and the redaction of sealed conflict scripts.

Source: catalogue §5.1 (character state), §5.5 (conflict), §5.6 (the tally projection) and docs/systems/mouseguard.md
"Reads" ("no read command shows an unrevealed action"). JSON keys are stable English ids; ``lang`` only
changes display strings. Scripted actions are shown only once their volley is revealed: ``redact``
hides the rest in the history, and no other view ever prints a script.
"""

from __future__ import annotations

import copy
from typing import Any

from rules.errors import RuleError
from rules.mouseguard.data import ABILITIES, CONDITIONS, term
from rules.mouseguard.summaries import _w, describe, redact, sealed, summary, value
from rules.mouseguard.words import command, marks_of, phase_word, side_name
from rules.names import known_name
from rules.declaration import Views
from rules.system import lazy_module

def sheet(state: dict[str, Any], name: str, lang: str = "en") -> dict[str, Any]:
    """The sheet of ``name``. Keys: name, kind, status, abilities {nature, nature_max, will, health,
    resources, circles}, skills {id: rating}, learning {id: X marks}, wises, traits {name: {level, used,
    charged}}, conditions [ids], fate, persona, checks, belief, goal, instinct, gear {weapons, armour,
    worn, tools}, permanent_injuries [{target, cause}], tallies {id: {passes, fails}}, display {...}.
    Raises ``RuleError("character")``."""
    who = known_name("character", name, state["characters"])
    rec = state["characters"][who]
    ab = dict(rec["abilities"])
    out = {
        "name": who, "kind": rec["kind"], "status": rec.get("status", "active"),
        "abilities": {**{k: ab[k] for k in ABILITIES}, "nature_max": rec["nature_max"]},
        "skills": dict(rec["skills"]), "learning": {k: len(v) for k, v in (rec.get("learning") or {}).items()},
        "wises": list(rec.get("wises") or []), "traits": copy.deepcopy(rec.get("traits") or {}),
        "conditions": [c for c in CONDITIONS if rec["conditions"].get(c)],
        "fate": rec["fate"], "persona": rec["persona"], "checks": rec["checks"],
        "belief": rec.get("belief"), "goal": rec.get("goal"), "instinct": rec.get("instinct"),
        "gear": copy.deepcopy(rec.get("gear") or {}), "permanent_injuries": list(rec.get("permanent_injuries") or []),
        "tallies": {k: {"passes": len(v["passes"]), "fails": len(v["fails"])} for k, v in (rec.get("tallies") or {}).items()},
    }
    out["display"] = {
        "abilities": {term(k, lang): v for k, v in out["abilities"].items() if k != "nature_max"},
        "skills": {term(k, lang): v for k, v in out["skills"].items()},
        "conditions": [term(c, lang) for c in out["conditions"]],
        "kind": term(rec["kind"], lang), "status": term(out["status"], lang),
    }
    return out


def sheet_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The sheet ``data`` (from ``sheet``) as (field, value) rows, in ``lang``."""
    es = lang == "es"
    ab = data["abilities"]
    rows = [
        ("Tipo" if es else "Kind", f"{term(data['kind'], lang)} ({term(data['status'], lang)})"),
        ("Aptitudes" if es else "Abilities",
         f"{term('nature', lang)} {ab['nature']}/{ab['nature_max']}  " + "  ".join(f"{term(k, lang)} {ab[k]}" for k in ABILITIES[1:])),
        ("Habilidades" if es else "Skills",
         ", ".join(f"{term(k, lang)} {v}" for k, v in sorted(data["skills"].items())) or "—"),
    ]
    if data["learning"]:
        rows.append(("Aprendiendo" if es else "Learning", ", ".join(f"{term(k, lang)} {'X' * v}" for k, v in data["learning"].items())))
    if data["tallies"]:
        rows.append(("Marcas de avance" if es else "Advancement",
                     ", ".join(f"{term(k, lang)} {v['passes']}/{v['fails']}" for k, v in data["tallies"].items())))
    rows += [
        ("Conocimientos" if es else "Wises", ", ".join(data["wises"]) or "—"),
        ("Rasgos" if es else "Traits", ", ".join(
            f"{k} {t['level']}{' ' + _w('used', lang) if t.get('used') else ''}{' ' + _w('charged', lang) if t.get('charged') else ''}"
            for k, t in data["traits"].items()) or "—"),
        ("Condiciones" if es else "Conditions", ", ".join(term(c, lang) for c in data["conditions"]) or "—"),
        (f"{_w('Fate', lang)} / {_w('Persona', lang)} / {_w('checks', lang)}", f"{data['fate']} / {data['persona']} / {data['checks']}"),
    ]
    for key, label in (("belief", "Creencia" if es else "Belief"), ("goal", "Objetivo" if es else "Goal"),
                       ("instinct", "Instinto" if es else "Instinct")):
        if data.get(key):
            rows.append((label, data[key]))
    gear = data["gear"]
    if gear:
        armour = gear.get("armour")
        rows.append(("Equipo" if es else "Gear", ", ".join(
            [term(w, lang) for w in gear.get("weapons", [])] +
            ([f"{term(armour, lang)} ({term(gear.get('worn') or '', lang)})"] if armour and armour != "none" else []) +
            list(gear.get("tools", []))) or "—"))
    if data["permanent_injuries"]:
        rows.append(("Heridas permanentes" if es else "Permanent injuries",
                     ", ".join(f"{term(p['target'], lang)} -1" for p in data["permanent_injuries"])))
    return rows


def arc(data: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The values ``ledger arc`` tracks per session, from a sheet (``sheet``), named in ``lang`` like the
    sheet's rows: each ability (Nature current and maximum), each skill's rating, its advancement tallies
    as ``passes/fails`` and its learning marks, conditions, Fate, Persona, checks, traits with their level,
    permanent injuries and status."""
    es = lang == "es"
    ab = data["abilities"]
    out: dict[str, Any] = {term(k, lang): ab[k] for k in ABILITIES}
    out["Naturaleza máx." if es else "Nature max"] = ab["nature_max"]
    out.update({term(k, lang): v for k, v in data["skills"].items()})
    for k, v in data["tallies"].items():
        out[marks_of(term(k, lang), "tallies", lang)] = f"{v['passes']}/{v['fails']}"
    for k, v in data["learning"].items():
        out[f"{term(k, lang)} ({_w('learning', lang)})"] = v
    out.update({
        "Condiciones" if es else "Conditions": list(data["conditions"]),
        _w("Fate", lang): data["fate"], _w("Persona", lang): data["persona"], _w("checks", lang): data["checks"],
        "Rasgos" if es else "Traits": [f"{k} {t['level']}" for k, t in data["traits"].items()],
        "Heridas permanentes" if es else "Permanent injuries": [p["target"] for p in data["permanent_injuries"]],
        "Estado" if es else "Status": data["status"],
    })
    return out


def characters(state: dict[str, Any], lang: str = "en") -> list[str]:
    """All character names in creation order."""
    return list(state["characters"])


# --- the turn read ---------------------------------------------------------------------------------------

def turn(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The session, scene and mission turn: keys session {phase, number}, scene {phase, number, present,
    title}, turn {phase, mission, tests}, rewards (the open round or None), test (open test id or None),
    conflict (running conflict id or None)."""
    t = state["turn"]
    scene = copy.deepcopy(state["scene"])
    return {"session": dict(state["session"]), "scene": {**scene, "title": scene.get("title")},
            "turn": {"phase": t["phase"], "mission": t["number"], "tests": dict(t["tests"])},
            "rewards": copy.deepcopy(state.get("rewards")),
            "test": state["test"]["id"] if state.get("test") else None,
            "conflict": int(state["conflict"]) if state.get("conflict") else None}


def turn_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The turn read as rows, in ``lang``."""
    rows = [
        (_w("session", lang), f"{data['session']['number']} ({phase_word(data['session']['phase'], lang)})"),
        (_w("scene", lang), f"{data['scene']['number']} ({phase_word(data['scene']['phase'], lang)})"
                            + (f" — {', '.join(data['scene']['present'])}" if data['scene']['present'] else "")),
        (_w("turn", lang), f"{term(data['turn']['phase'], lang)} ({_w('mission', lang)} {data['turn']['mission']})"),
    ]
    if data["turn"]["tests"]:
        rows.append((_w("tests", lang), ", ".join(f"{k} {v}" for k, v in data["turn"]["tests"].items())))
    if data["rewards"] is not None:
        rows.append((_w("rewards", lang), ", ".join(data["rewards"]["given"]) or "—"))
    if data["test"]:
        rows.append((_w("open test", lang), f"#{data['test']}"))
    if data["conflict"]:
        rows.append((_w("conflict", lang), f"#{data['conflict']}"))
    return rows


# --- the conflict read -----------------------------------------------------------------------------------

def conflict(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The running conflict (else the last one): keys id, type, phase, exchange, volley, sides [{members,
    goal, start, disposition, pending, sealed (this exchange's script is in and some of its volleys are not revealed
    yet, in a conflict still running: 004 "Siempre se elige en secreto una acción", a revealed action is public)}], revealed [this exchange's
    revealed volleys' actions, per side], volleys [every resolved volley], current (the revealed volley:
    actions, rolls), wield, disarmed, lost, negated, sword, outcome, terms. Unrevealed actions never appear.
    With several teams (``docs/systems/mouseguard.md`` "Several teams") the sides run team, opponents,
    team, opponents ..., each with its ``front`` (1-based); ``front`` is the one being played and
    ``decided`` maps each decided front (its number as text: a JSON key) to its outcome (winner, compromise)."""
    cid = state.get("conflict") or (max(state["conflicts"], key=int) if state["conflicts"] else None)
    if cid is None:
        return {"id": None}
    c = state["conflicts"][cid]
    ex = str(c["exchange"])
    revealed = c["revealed"].get(ex, 0)
    script = c["scripts"].get(ex, {})
    order = sorted(c["sides"], key=int)             # "0", "1" (and "2", "3" ... : a front per team)
    multi = len(order) > 2

    def shown(k: str) -> int:                         # the volleys of side k's front shown this exchange
        return max(0, min(3, revealed - 3 * (int(k) // 2)))

    def still_sealed(k: str) -> bool:                 # a revealed action is public: only unrevealed ones stay sealed
        return k in script and shown(k) < len(script[k]) and c["phase"] not in ("ended", "closed")

    sides = []
    for k in order:
        s = c["sides"][k]
        sides.append({"members": list(s["members"]), "goal": s["goal"], "start": s["start"], "disposition": s["disposition"],
                      "roller": s["roller"], "pending": copy.deepcopy(s["pending"]), "sealed": still_sealed(k),
                      **({"front": int(k) // 2 + 1} if multi else {})})
    cur = c.get("current")
    out = {
        "id": c["id"], "type": c["type"], "phase": c["phase"], "exchange": c["exchange"], "volley": c["volley"],
        "sides": sides,
        "revealed": [[dict(x) for x in script.get(k, [])[:shown(k)]] for k in order],
        "volleys": copy.deepcopy(c["volleys"]),
        "current": {"actions": copy.deepcopy(cur["actions"]), "needs": list(cur["needs"]),
                    "rolled": [r is not None for r in cur["rolls"]], "budgets": copy.deepcopy(cur.get("budgets"))} if cur else None,
        "wield": copy.deepcopy(c["wield"]), "disarmed": copy.deepcopy(c["disarmed"]), "lost": copy.deepcopy(c["lost"]),
        "negated": copy.deepcopy(c["negated"]), "sword": dict(c["sword"]), "outcome": copy.deepcopy(c["outcome"]),
        "terms": c.get("terms"),
    }
    if multi:
        out["front"] = int(c.get("front") or 0) + 1
        out["decided"] = {str(int(f) + 1): copy.deepcopy(v) for f, v in (c.get("decided") or {}).items()}   # JSON keys: text
    return out


def conflict_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The conflict read as rows, in ``lang``."""
    if data["id"] is None:
        return [(_w("conflict", lang), "—")]
    rows = [(_w("conflict", lang), f"#{data['id']} {term(data['type'], lang)} — {term(data['phase'], lang)}"),
            (f"{_w('exchange', lang)}/{_w('volley', lang)}", f"{data['exchange']}/{data['volley']}")]
    fronts = "front" in data
    for k, s in enumerate(data["sides"]):
        seal = f" [{_w('sealed', lang)}]" if s["sealed"] else ""
        label = side_name(k, lang)             # as the history names it: team or opponents, then its front
        if fronts and k < 2:
            label += f" ({_w('front', lang)} 1)"
        rows.append((label, f"{', '.join(s['members'])}: {_n(s['disposition'])}/{_n(s['start'])} "
                            f"({_w('goal', lang)}: {s['goal']}){seal}"))
    for f, o in (data.get("decided") or {}).items():
        rows.append((f"{_w('front', lang)} {f}", f"{_w('decided', lang)}: {_w('winner', lang)} "
                                                 f"{', '.join(o.get('winner_names') or []) or _w('tie', lang)}; "
                                                 f"{_w('compromise', lang)} {term(o['compromise'], lang)}"))
    vs = f" {_w('vs', lang)} "
    for v in data["volleys"]:
        acts = vs.join(f"{term(a['action'], lang)} ({a['actor']})" for a in v["actions"])
        hits = " / ".join("—" if x is None else str(x) for x in v["successes"])
        at = f" ({_w('front', lang)} {v['front']})" if v.get("front") else ""
        rows.append((f"{v['exchange']}.{v['volley']}{at}", f"{acts}: {_w('successes', lang)} {hits} → "
                                                       f"{_w('disposition', lang)} {' / '.join(map(_n, v['dispositions']))}"))
    if data["current"]:
        acts = vs.join(f"{term(a['action'], lang)} ({a['actor']})" for a in data["current"]["actions"])
        rows.append((_w("revealed", lang) + (f" ({_w('front', lang)} {data['front']})" if fronts else ""), acts))
    if data["outcome"] and "fronts" in data["outcome"]:
        for o in data["outcome"]["fronts"]:
            rows.append((f"{_w('compromise', lang)} ({_w('front', lang)} {o['front']})", f"{term(o['compromise'], lang)}"
                         + (f" ({_w('winner', lang)}: {', '.join(o.get('winner_names') or [])})" if o.get("winner_names") else "")))
    elif data["outcome"]:
        o = data["outcome"]
        rows.append((_w("compromise", lang), f"{term(o['compromise'], lang)}"
                                            + (f" ({_w('winner', lang)}: {', '.join(o.get('winner_names') or [])})" if o.get("winner_names") else "")))
    if data.get("terms"):
        rows.append((_w("terms", lang), data["terms"]))
    return rows


# --- the advancement read --------------------------------------------------------------------------------

def advancement(records: list[dict[str, Any]], state: dict[str, Any], lang: str = "en", name: str = "") -> dict[str, Any]:
    """Advancement tallies of ``name`` rebuilt from the campaign's test events alone (catalogue §5.6).

    Keys: name, rule (``mouseguard.advance.rule``), learn_threshold, max_rating, skills [{skill, rating,
    passes [test ids], fails [test ids], need_passes, need_fails, next (when the next rating comes, in ``lang``, as the
    table's row says it), marks [{test, outcome, marked}],
    advances [{test, from, to}]}] for every rated skill and ability (those never tested at 0/0),
    learning [{skill, attempts [test ids], threshold}], learned [{skill, test}]. Raises ``RuleError("name")``.
    """
    from rules.mouseguard.advancement import need, rebuild

    try:
        who = known_name("character", name, state["characters"])
    except RuleError as exc:
        raise RuleError("name", exc.message) from None
    opts = state["options"]
    rule, top = opts["mouseguard.advance.rule"], opts["mouseguard.skills.maxRating"]
    built = rebuild(records, opts).get(who, {"skills": {}, "learning": {}, "learned": []})
    rec = state["characters"][who]
    ratings = {**{a: (rec["nature_max"] if a == "nature" else rec["abilities"][a]) for a in ABILITIES}, **rec["skills"]}
    skills = []
    for sid in list(ratings) + [s for s in built["skills"] if s not in ratings]:
        entry = built["skills"].get(sid)
        value = entry["rating"] if entry else ratings[sid]
        p, f = need(rule, value)
        passes, fails = (entry["passes"], entry["fails"]) if entry else ([], [])
        skill = {"skill": sid, "rating": value, "passes": list(passes), "fails": list(fails), "need_passes": p,
                 "need_fails": f}
        skills.append({**skill, "next": _next(skill, top, lang),
                       "marks": list(entry["marks"]) if entry else [], "advances": list(entry["advances"]) if entry else []})
    return {"name": who, "rule": rule, "learn_threshold": opts["mouseguard.learn.threshold"], "max_rating": top,
            "skills": skills,
            "learning": [{"skill": k, "attempts": list(v["attempts"]), "threshold": v["threshold"]} for k, v in built["learning"].items()],
            "learned": list(built["learned"])}


#: The advancement options' values in words (``mouseguard.advance.rule``, ``mouseguard.learn.threshold``).
_RULES = {"en": {"seed": "rating+1 passes and rating fails (seed 004)", "published": "rating passes and rating-1 fails",
                 "natureMax": "Nature max", "fixed5": "5", "natureCurrent": "current Nature"},
          "es": {"seed": "valor+1 éxitos y valor fallos (004)", "published": "valor éxitos y valor-1 fallos",
                 "natureMax": "Naturaleza máx.", "fixed5": "5", "natureCurrent": "Naturaleza actual"}}


def _next(s: dict[str, Any], top: int, lang: str) -> str:
    """When a skill's next rating comes, in ``lang``: ``3 more passes and 2 more fails to reach 4``."""
    if s["rating"] >= top:
        return f"{_w('at the top', lang)} ({top})"
    p, f = max(0, s["need_passes"] - len(s["passes"])), max(0, s["need_fails"] - len(s["fails"]))
    if lang == "es":
        return f"{p} {'éxito' if p == 1 else 'éxitos'} y {f} {'fallo' if f == 1 else 'fallos'} más para llegar a {s['rating'] + 1}"
    return f"{p} more pass{'es' if p != 1 else ''} and {f} more fail{'s' if f != 1 else ''} to reach {s['rating'] + 1}"


def advancement_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The advancement read as rows, in ``lang``: the rule, then one row per skill or ability with its
    marks linked to their tests."""
    def ids(xs: list[int]) -> str:
        return ", ".join(f"#{x}" for x in xs)

    words = _RULES.get(lang, _RULES["en"])
    rows = [(_w("rule", lang), f"{words.get(data['rule'], data['rule'])} ({_w('learn', lang)}: "
                               f"{words.get(data['learn_threshold'], data['learn_threshold'])}, {_w('max', lang)} {data['max_rating']})")]
    for s in data["skills"]:
        line = (f"{_w('passes', lang)} {len(s['passes'])}/{s['need_passes']}{' (' + ids(s['passes']) + ')' if s['passes'] else ''}"
                f" · {_w('fails', lang)} {len(s['fails'])}/{s['need_fails']}{' (' + ids(s['fails']) + ')' if s['fails'] else ''}"
                f" — {_next(s, data['max_rating'], lang)}")
        if s["advances"]:
            line += " · " + ", ".join(f"{a['from']}→{a['to']} (#{a['test']})" for a in s["advances"])
        rows.append((f"{term(s['skill'], lang)} {s['rating']}", line))
    for s in data["learning"]:
        rows.append((f"{term(s['skill'], lang)} ({_w('learning', lang)})", f"{'X' * len(s['attempts'])} "
                                                                          f"{len(s['attempts'])}/{s['threshold']} ({ids(s['attempts'])})"))
    for s in data["learned"]:
        rows.append((f"{term(s['skill'], lang)} 2", f"{_w('learned', lang)} (#{s['test']})"))
    return rows


def roll(kind: str, detail: dict[str, Any], lang: str = "en") -> dict[str, Any] | None:
    """The roll a Mouse Guard event records, for the chronicle (README "The chronicle: a record to read aloud"): an event whose detail has
    ``faces`` (a test, an opposed or versus roll, a disposition, a volley, a reroll with Fate or a trait).
    Returns ``{"dice": faces, "total": successes, "outcome": "successes, Ob N"}`` in ``lang``, or None."""
    faces = detail.get("faces")
    if not isinstance(faces, list) or not all(isinstance(f, int) for f in faces):
        return None
    n = detail.get("successes")
    outcome = _w("success" if n == 1 else "successes", lang) if isinstance(n, int) else None
    if outcome and isinstance(detail.get("ob"), int):
        outcome += f", {_w('Ob', lang)} {detail['ob']}"
    return {"dice": list(faces), "total": n if isinstance(n, int) else None, "outcome": outcome}


def chart(names: list[str], lang: str = "en") -> dict[str, Any]:
    """What the chronicle charts of a Mouse Guard arc, given the names of its numeric values: the five
    abilities as lines (named as ``arc`` names them in ``lang``), and markers where conditions were marked
    and where they were recovered from."""
    es = lang == "es"
    return {"values": [term(k, lang) for k in ABILITIES],
            "marks": {"Condiciones marcadas" if es else "Conditions marked": ["ConditionMarked"],
                      "Condiciones superadas" if es else "Conditions cleared": ["ConditionCleared"]}}


def redaction_key(state: dict[str, Any]) -> dict[str, Any]:
    """What ``redact`` reads of the current state: each conflict's revealed volleys per exchange (docs/systems/mouseguard.md "Conflicts").
    While it is unchanged, every past event reads the same (so kept history rows stay true)."""
    return {str(cid): (c or {}).get("revealed") for cid, c in (state.get("conflicts") or {}).items()}


_status = lazy_module("rules.mouseguard.status")
_live_module = lazy_module("rules.mouseguard.live")
_odds = lazy_module("rules.mouseguard.odds")
_helpers_now = lazy_module("rules.mouseguard.helpers_now")
_own_script = lazy_module("rules.mouseguard.own_script")
_refusals = lazy_module("rules.mouseguard.refusals")
_pips = lazy_module("rules.mouseguard.pips")

VIEWS = Views(sheet=sheet, sheet_rows=sheet_rows, characters=characters, term=lambda key, lang="en": term(key, lang),
              describe=describe, value=value, command=command, summary=summary, redact=redact, sealed=sealed,
              redaction_key=redaction_key, arc=arc, roll=roll, chart=chart,
              pips=lambda state, name, lang="en": _pips.pips(state, name, lang),
              status=lambda state, lang="en": _status.status(state, lang),
              status_rows=lambda data, lang="en": _status.status_rows(data, lang),
              live=lambda data, lang="en": _live_module.live(data, lang),
              odds=lambda state, command, args, ctx, lang="en": _odds.odds(state, command, args, ctx, lang),
              odds_rows=lambda data, lang="en": _odds.odds_rows(data, lang),
              refusal=lambda field, message, lang="en": _refusals.refusal(field, message, lang),
              choices=lambda state, command, field, lang="en", actors=None: _helpers_now.helpers_now(
                  state, command, field, lang, actors),
              fits=lambda state, command, field, lang="en", actors=None: _helpers_now.helper_fits(
                  state, command, field, lang, actors),
              own_sealed=lambda state, lang, sees: _own_script.own_script(state, lang, sees))


def _n(value: object) -> str:
    """A number of the conflict table, or "—" before it is known (a disposition not yet rolled)."""
    return "—" if value is None else str(value)
