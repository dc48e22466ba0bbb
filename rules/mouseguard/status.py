"""What is open right now in a Mouse Guard campaign (``ledger status``): the turn, the open test and what
it waits for, the conflict, who still waits for rewards, Fate, Persona and checks.

Source: README "Using the ledger" (status); 004 "Reglas básicas" (independent and versus tests), "Recompensas" (the
rewards at the end of the mission or session), "Ganar marcas"/"Gastar marcas" (checks), "Conflictos";
catalogue §5.2-§5.5. Mouse Guard has no picks: a test is resolved by its successes. Pure.
"""

from __future__ import annotations

from typing import Any

from rules.mouseguard.conflict import awaited_scripts
from rules.mouseguard.data import term
from rules.mouseguard.summaries import _w
from rules.mouseguard.words import phase_word


def _test(test: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    """The open test for ``status``: who rolled what, the successes, the result so far and what it waits
    for (every command allowed now, from the gates that decide: ``rules.mouseguard.gates``)."""
    from rules.mouseguard.gates import allowed as allowed_now
    from rules.mouseguard.rolls import outcome

    first, second = test["sides"][0], test["sides"][1]
    result, allowed = None, allowed_now(state)
    if test["kind"] == "volley":
        return _volley(test, state, allowed)
    if test["kind"] == "independent":
        result = "pass" if outcome(test)["passed"] else "fail"
    elif second is not None:
        res = outcome(test)
        result = "tie_result" if res["winner"] is None else "win" if res["winner"] == 0 else "lose"
    return {"id": test["id"], "kind": test["kind"], "what": first["tested"], "roller": first["roller"],
            "target": test.get("opponent"), "dice": list(first["faces"]), "total": first["successes"], "ob": test.get("ob"),
            "versus": {"roller": second["roller"], "what": second["tested"], "dice": list(second["faces"]),
                       "total": second["successes"]} if second else None,
            "tier": result, "recovery": (test.get("recovery") or {}).get("condition"),
            "condition_bought": test.get("condition_bought"), "allowed": allowed, "picks": None}


def _volley(test: dict[str, Any], state: dict[str, Any], allowed: list[str]) -> dict[str, Any]:
    """A volley's open rolls for ``status`` (``rules.mouseguard.volley_window``): the side rolled first as the
    roller, the other as ``versus`` once rolled; the tier as the volley stands (``win``/``lose``/``tie_result``
    in a versus pairing, ``pass``/``fail`` against the action's Ob otherwise)."""
    from rules.mouseguard.volley_window import complete, failing, final_successes, pairing

    order = [i for i in (0, 1) if test["sides"][i]]
    first = test["sides"][order[0]]
    second = test["sides"][order[1]] if len(order) > 1 else None
    kind = pairing(state, test)
    result = None
    if kind == "versus" and second is not None:
        succ, _ = final_successes(state, test)
        a, b = succ[order[0]], succ[order[1]]
        result = "tie_result" if a == b else "win" if a > b else "lose"
    elif kind != "versus":
        result = "fail" if failing(state, test, order[0]) else "pass"
    ob = None
    if kind != "versus":
        from rules.mouseguard.volley_window import action_ob

        ob = action_ob(state, test, order[0])
    return {"id": test["id"], "kind": "volley", "what": first["tested"], "roller": first["roller"],
            "target": second["roller"] if second else None, "dice": list(first["faces"]), "total": first["successes"],
            "ob": ob, "versus": {"roller": second["roller"], "what": second["tested"], "dice": list(second["faces"]),
                                 "total": second["successes"]} if second else None,
            "tier": result, "recovery": None, "condition_bought": next((c for c in test["conditions"] if c), None),
            "complete": complete(test), "allowed": allowed, "picks": None}


def status(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """What is open now. Keys (stable):

    - ``session`` {phase, number}, ``scene`` {phase, number, title, present};
    - ``roll``: None, or the open test {id, kind (independent/versus), what (skill or ability id), roller,
      target (the opponent), dice, total (successes), ob, versus {roller, what, dice, total} or None,
      tier (``pass``/``fail`` against the Ob, ``win``/``lose``/``tie_result`` for the first side, None
      before the opponent rolls), recovery, condition_bought, allowed [every command allowed now, from the
      gates that decide], picks (None)};
    - ``allowed``: every command allowed now, in every phase (``rules.mouseguard.gates``; README "Using the ledger": status);
    - ``pending``: [] (no modifier waits for a later test in this system);
    - ``owed``: [{who, what: "rewards"}] for each patrol mouse not yet rewarded while the rewards are open;
    - ``pools``: {fate, persona, checks} each {mouse: points};
    - ``phases``: {turn {phase, mission, tests}, conflict (the running one: id, type, phase, exchange,
      volley, dispositions [[now, start] per side], scripts_awaited [{side, front, members, now}]: whose script
      of the exchange is still to come, those who may script now first, ``rules.mouseguard.conflict.awaited_scripts``)
      or None}.
    """
    from rules.mouseguard.gates import allowed as allowed_now

    test = state.get("test")
    rewards = state.get("rewards")
    pcs = {n: r for n, r in state["characters"].items() if r["kind"] == "pc"}
    owed = [{"who": n, "what": "rewards"} for n, r in pcs.items()
            if rewards is not None and r.get("status") == "active" and n not in rewards["given"]]
    conflict = None
    if state.get("conflict"):
        c = state["conflicts"][state["conflict"]]
        conflict = {"id": c["id"], "type": c["type"], "phase": c["phase"], "exchange": c["exchange"], "volley": c["volley"],
                    "dispositions": [[c["sides"][k]["disposition"], c["sides"][k]["start"]] for k in sorted(c["sides"], key=int)],
                    "sides": [list(c["sides"][k]["members"]) for k in sorted(c["sides"], key=int)],
                    "scripts_awaited": awaited_scripts(c, state["options"]["mouseguard.conflict.scripting"])}
        if len(c["sides"]) > 2:                     # several teams: a front each (team, opponents), 1-based
            conflict.update(front=int(c.get("front") or 0) + 1, decided=sorted(int(f) + 1 for f in c.get("decided") or {}))
    scene = state["scene"]
    turn = state["turn"]
    return {
        "session": dict(state["session"]),
        "scene": {"phase": scene["phase"], "number": scene["number"], "title": scene.get("title"), "present": list(scene["present"])},
        "roll": _test(test, state) if test else None, "pending": [], "owed": owed, "allowed": allowed_now(state),
        "pools": {k: {n: r.get(k, 0) for n, r in pcs.items()} for k in ("fate", "persona", "checks")},
        "phases": {"turn": {"phase": turn["phase"], "mission": turn["number"], "tests": dict(turn["tests"])}, "conflict": conflict},
    }


def awaited_line(awaited: list[dict[str, Any]], fronts: bool, lang: str = "en") -> str:
    """Whose script of the exchange is still to come, as a status row says it in ``lang``: the sides who may
    script now, then those who wait for them (``awaited_scripts``'s entries; each side by its members, its front
    when there are several): ``Water Snake (the GM's side scripts first), then Brand, Wren, Tamsin`` under
    ``mouseguard.conflict.scripting = gmDeclaresFirst``, ``Brand, Wren, Tamsin; Water Snake (in any order)``
    otherwise. Source: seed 004 "Ejemplo de conflicto" ("Siempre el master dira cuales serán sus tres acciones y
    luego el jugador dira sus 3 acciones"); catalogue MG-A10."""
    es = lang == "es"

    def named(entries: list[dict[str, Any]]) -> str:
        return "; ".join(", ".join(e["members"]) + (f" ({_w('front', lang)} {e['front']})" if fronts else "")
                         for e in entries)

    now, later = [e for e in awaited if e["now"]], [e for e in awaited if not e["now"]]
    if later:
        first = "el bando del DJ elige primero" if es else "the GM's side scripts first"
        return f"{named(now)} ({first}), {'luego' if es else 'then'} {named(later)}"
    return named(now) + ("" if len(now) == 1 else " (en cualquier orden)" if es else " (in any order)")


def status_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The status as (field, value) rows in ``lang`` (``en`` or ``es``)."""
    es = lang == "es"
    scene = data["scene"]
    title = f" — {scene['title']}" if scene.get("title") else ""
    turn = data["phases"]["turn"]
    phase = lambda p: phase_word(p, lang)  # noqa: E731 - feminine in Spanish
    rows = [("sesión" if es else "session", f"{data['session']['number']} ({phase(data['session']['phase'])})"),
            ("escena" if es else "scene", f"{scene['number']} ({phase(scene['phase'])}){title}"),
            ("turno" if es else "turn", f"{term(turn['phase'], lang)} ({'misión' if es else 'mission'} {turn['mission']})")]
    if turn["tests"]:
        rows.append(("pruebas" if es else "tests", ", ".join(f"{k} {v}" for k, v in turn["tests"].items())))
    roll = data["roll"]
    if roll:
        against = f"Ob {roll['ob']}" if roll["ob"] is not None else f"{_w('vs', lang)} {roll['target'] or '—'}"
        hits = ("éxito" if es else "success") + ("" if roll["total"] == 1 else ("s" if es else "es"))
        line = f"#{roll['id']} {term(roll['what'], lang)} ({roll['roller']}, {against}): {', '.join(map(str, roll['dice']))} = {roll['total']} {hits}"
        if roll["versus"]:
            v = roll["versus"]
            line += f"; {v['roller']} {term(v['what'], lang)}: {', '.join(map(str, v['dice']))} = {v['total']}"
        if roll["tier"] in ("win", "lose"):
            winner = roll["roller"] if roll["tier"] == "win" else roll["versus"]["roller"]
            line += f" → {winner} {'gana' if es else 'wins'}"
        elif roll["tier"]:
            line += f" → {term(roll['tier'], lang)}"
        rows.append(("prueba abierta" if es else "open test", line))
    from rules.mouseguard.gates import GATES
    from rules.mouseguard.words import command
    from rules.phases import said_allowed
    allowed = data.get("allowed", roll["allowed"] if roll else [])     # every phase (README: status)
    rows.append(("ahora se puede" if es else "allowed now", said_allowed(allowed, GATES, command, lang) or "—"))
    if data["phases"]["turn"]["phase"] == "rewards" or data["owed"]:
        rows.append(("falta recompensar" if es else "still to reward", ", ".join(o["who"] for o in data["owed"]) or "—"))
    conflict = data["phases"]["conflict"]
    if conflict:
        each = [f"{', '.join(m)} {'—' if d[0] is None else d[0]}/{'—' if d[1] is None else d[1]}"
                for m, d in zip(conflict["sides"], conflict["dispositions"])]
        sides = f" {_w('vs', lang)} ".join(each)
        if "front" in conflict:                     # several teams: each front's pair, the one played marked *
            sides = "; ".join(f"{_w('front', lang)} {f // 2 + 1}{'*' if f // 2 + 1 == conflict['front'] else ''}"
                              f"{' (' + _w('decided', lang) + ')' if f // 2 + 1 in conflict['decided'] else ''}: "
                              f"{each[f]} {_w('vs', lang)} {each[f + 1]}" for f in range(0, len(each), 2))
        rows.append((_w("conflict", lang), f"#{conflict['id']} {term(conflict['type'], lang)} — {term(conflict['phase'], lang)}; "
                                           f"{_w('exchange', lang)} {conflict['exchange']}: {sides}"))
        if conflict.get("scripts_awaited"):
            rows.append((_w("scripts awaited", lang), awaited_line(conflict["scripts_awaited"], "front" in conflict, lang)))
    for key, en, sp in (("fate", "Fate", "Destino"), ("persona", "Persona", "Carácter"), ("checks", "checks", "marcas")):
        rows.append((sp if es else en, ", ".join(f"{n} {v}" for n, v in data["pools"][key].items()) or "—"))
    return rows
