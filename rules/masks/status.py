"""What is open right now in a Masks campaign (``ledger status``): the roll and its picks, modifiers
waiting for a roll, who owes an End of Session choice, the Team pool.

Source: README "Using the ledger" (status); 000 "THE BASIC MOVES" (what each move picks on 10+ / 7-9 / miss),
"End of Session", "Team Mechanics"; catalogue §1.3 (MK-M01..M11) and §1.5. The pick counts mirror the
resolvers of ``rules.masks.picks`` (``tests/test_table_status.py`` checks them against those
resolvers). Pure: reads the state only.
"""

from __future__ import annotations

from typing import Any

from rules.i18n import WORDS
from rules.masks.data import OPTIONS, term


def _group(options: list[str], low: int, high: int | None = None) -> dict[str, Any]:
    return {"options": options, "min": low, "max": low if high is None else high}


def pick_rule(roll: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The picks the open ``roll`` allows and requires at its current tier.

    Returns ``{"min", "max", "groups": [{"options" [ids], "min", "max"}], "note" (in ``lang``, or None)}``: the
    total number of picks from ``min`` to ``max``, each group's options with its own bounds. Source: 000
    each move's 10+ / 7-9 / miss text (catalogue MK-M01..M09), as ``rules.masks.picks`` resolves them.
    """
    move, level = roll["move"], roll["tier"]
    strong, hit = level == "strong_hit", level != "miss"
    groups: list[dict[str, Any]] = []
    note = None
    by = (lambda s, w: s if strong else w)  # noqa: E731
    say = (lambda en, es: es if lang == "es" else en)  # noqa: E731
    if move in ("directly_engage", "assess", "pierce_the_mask") and hit:
        ids = {"directly_engage": "DE", "assess": "AS", "pierce_the_mask": "PM"}[move]
        size = 4 if move == "directly_engage" else 5
        count = by(3, 1) if move == "pierce_the_mask" else by(2, 1)
        groups.append(_group([f"{ids}{i}" for i in range(1, size + 1)], count))
    elif move == "unleash" and level == "weak_hit":
        groups.append(_group(["UP1", "UP2"], 1))
    elif move == "comfort" and hit:
        if roll.get("target_kind") == "pc":
            groups.append(_group(["CS1", "CS2", "CS3"], 0, 1))
            note = say("the comforted hero takes one of CS1-CS3 if they open up",
                       "el héroe consolado elige una de CS1-CS3 si se abre")
        if strong:
            groups.append(_group(["CS4", "CS5"], 0, 1))
    elif move == "defend" and hit:
        if roll.get("target_kind") == "pc":
            note = say(f"{roll['target']} takes -2 on their roll", f"{roll['target']} recibe -2 en su tirada")
        else:
            groups.append(_group(["DF1", "DF2", "DF3"], 1))
            if not strong:
                groups.append(_group(["DFC1", "DFC2"], 1))
    elif move == "provoke" and hit:
        if roll.get("target_kind") == "pc":
            groups.append(_group(["PVP1", "PVP2"], 1))
            note = say("the pick says what the target did (happened=no if it did not come to pass)",
                       "la opción dice qué hizo el objetivo (happened=no si no llegó a pasar)")
        elif not strong:
            groups.append(_group(["PVN1", "PVN2", "PVN3"], 0, 1))
        else:
            note = say("they rise to the bait", "muerde el anzuelo")
    elif move == "powerful_blow" and hit:
        if strong:
            groups.append(_group(["PB10a", "PB10b", "PB7a", "PB7b", "PB7c"], 1, 2))
            note = say("PB10a or PB10b alone, or two different of PB7a-PB7c", "PB10a o PB10b sola, o dos distintas de PB7a-PB7c")
        else:
            groups.append(_group(["PB7a", "PB7b", "PB7c"], 1))
    elif move == "reject_influence":
        groups.append(_group(["RI1", "RI2", "RI3"], by(2, 1)) if hit else _group(["RIM"], 1))
    low, high = sum(g["min"] for g in groups), sum(g["max"] for g in groups)
    if not groups and note is None:
        note = say("no options to pick", "no hay opciones que elegir") + (say(": the GM makes a move", ": el DJ hace un movimiento")
                                                                          if not hit else "")
    return {"min": low, "max": high, "groups": groups, "note": note}


def _allowed(state: dict[str, Any]) -> list[str]:
    """Every command allowed now, from the gates that decide (``rules.masks.gates``; catalogue §1.5)."""
    from rules.masks.gates import allowed

    return allowed(state)


def status(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """What is open now. Keys (stable):

    - ``session`` {phase, number}, ``scene`` {phase, number};
    - ``roll``: None, or the open roll {id, kind "roll", what (move id), roller, target, dice [faces],
      modifier, total, tier (id), allowed [commands], picks (``pick_rule``), texts {option id: text in
      ``lang``}};
    - ``allowed``: every command allowed now, in every phase (``rules.masks.gates``; README "Using the ledger": status);
    - ``pending``: [{character, kind ("next roll", "forward", "ongoing"), amount, source, against}];
    - ``owed``: [{who, what}]: ``end_of_session`` while the session is ending, ``advancement`` for an
      earned one not taken yet;
    - ``pools``: {team}; ``phases``: {roll, battle, leader, waiting_roll (a roll suspended by a
      Defend, or None)}.
    """
    roll = None
    r = state.get("roll")
    if state["roll_phase"] == "adjusting" and r:
        rule = pick_rule(r, lang)
        ids = [o for g in rule["groups"] for o in g["options"]]
        roll = {"id": r["id"], "kind": "roll", "what": r["move"], "roller": r["roller"], "target": r["target"],
                "dice": list(r["dice"]), "modifier": r["modifier"], "total": r["total"], "tier": r["tier"],
                "allowed": _allowed(state), "picks": rule,
                "texts": {o: OPTIONS[o][1 if lang == "es" else 0] for o in ids}}
    pending: list[dict[str, Any]] = []
    owed: list[dict[str, str]] = []
    ending = state["session"]["phase"] == "ending"
    done = state.get("eos") or []
    for name, rec in state["characters"].items():
        if rec["kind"] != "pc":
            continue
        for p in rec.get("pending") or []:
            pending.append({"character": name, "kind": "next roll", "amount": p["amount"], "source": p["source"], "against": None})
        for f in rec.get("forward") or []:
            pending.append({"character": name, "kind": "forward", "amount": f["amount"], "source": f["source"],
                            "against": f["against"]})
        for o in rec.get("ongoing") or []:
            pending.append({"character": name, "kind": "ongoing", "amount": o["amount"], "source": o["source"], "against": None})
        if ending and rec["status"] == "active" and name not in done:
            owed.append({"who": name, "what": "end_of_session"})
        if rec.get("advances_available"):
            owed.append({"who": name, "what": "advancement"})
    waiting = state.get("suspended_roll")
    return {
        "session": dict(state["session"]), "scene": dict(state["scene"]), "roll": roll, "pending": pending, "owed": owed,
        "allowed": _allowed(state), "pools": {"team": state["team"]["pool"]},
        "phases": {"roll": state["roll_phase"], "battle": bool(state.get("battle")), "leader": state["team"].get("leader"),
                   "waiting_roll": {"id": waiting["id"], "move": waiting["move"], "roller": waiting["roller"]} if waiting else None},
    }


def status_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The status as (field, value) rows in ``lang`` (``en`` or ``es``)."""
    from rules.masks.views import _source, _w

    es = lang == "es"
    w = lambda k: WORDS.get(lang, {}).get(k, k)  # noqa: E731

    def phase(part: dict[str, Any]) -> str:
        return f"{part['number']} ({w(part['phase'].replace('_', ' '))})"

    rows = [(w("session"), phase(data["session"])), (w("scene"), phase(data["scene"]))]
    roll = data["roll"]
    if roll:
        against = f" {w('vs')} {roll['target']}" if roll["target"] else ""
        rows.append(("tirada abierta" if es else "open roll",
                     f"#{roll['id']} {term(roll['what'], lang)} {w('by')} {roll['roller']}{against}: "
                     f"{'+'.join(map(str, roll['dice']))} {roll['modifier']:+d} = {roll['total']} → {term(roll['tier'], lang)}"))
        picks = roll["picks"]
        lines = []
        for g in picks["groups"]:
            count = str(g["min"]) if g["min"] == g["max"] else f"{g['min']}-{g['max']}"
            lines.append(f"{'elige' if es else 'pick'} {count}: " + ", ".join(f"{o} ({roll['texts'][o]})" for o in g["options"]))
        if picks["note"]:
            lines.append(picks["note"])
        rows.append(("opciones" if es else "picks", "\n".join(lines) or "—"))
    from rules.masks.gates import GATES, said_hint
    from rules.masks.words import command
    from rules.phases import said_allowed
    allowed = data.get("allowed", roll["allowed"] if roll else [])     # every phase (README: status)
    rows.append(("ahora se puede" if es else "allowed now", said_allowed(allowed, GATES, command, lang, said_hint) or "—"))
    waiting = data["phases"]["waiting_roll"]
    if waiting:
        rows.append(("tirada en espera" if es else "waiting roll", f"#{waiting['id']} {term(waiting['move'], lang)} {w('by')} {waiting['roller']}"))
    lines = []
    for p in data["pending"]:
        kind = p["kind"] if not es else "próxima tirada" if p["kind"] == "next roll" else term(p["kind"], lang)
        against = f" {w('vs')} {p['against']}" if p["against"] else ""
        lines.append(f"{p['character']}: {p['amount']:+d} {kind}{against} ({_source(p['source'], lang)})")
    rows.append(("modificadores pendientes" if es else "pending modifiers", "\n".join(lines) or "—"))
    eos = [o["who"] for o in data["owed"] if o["what"] == "end_of_session"]
    if data["session"]["phase"] == "ending":
        rows.append(("falta elegir fin de sesión" if es else "owes an end-of-session choice", ", ".join(eos) or "—"))
    adv = [o["who"] for o in data["owed"] if o["what"] == "advancement"]
    if adv:
        rows.append(("avance por tomar" if es else "advancement to take", ", ".join(adv)))
    rows.append(("Equipo" if es else "Team", str(data["pools"]["team"])))
    if data["phases"]["battle"] or data["phases"]["leader"]:
        rows.append(("en batalla" if es else "in battle", _w("yes", lang) if data["phases"]["battle"] else _w("no", lang)))
        rows.append(("líder" if es else "leader", data["phases"]["leader"] or "—"))
    return rows
