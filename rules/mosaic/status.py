"""What is open right now in a MOSAIC campaign (``ledger status``): the roll in its bonus-dice window and
its pick, what waits for a later roll (temporary highlights, answers to act on), the GM moves and rest
tasks still owed, the Advantage pool, Trust and Experience.

Source: README "Using the ledger" (status); 001 "Rolling the Dice" (keep the best two; 10+, 7-9, 6-), each move's list
(one pick on a hit; a trait's option where a trait names the move), "Rest" and "Participate";
catalogue §2.2-§2.5 (MO-F3: 7-9 and 6- wait for the GM's move). The pick rule mirrors
``rules.mosaic.moves.resolve``. Pure.
"""

from __future__ import annotations

from typing import Any

from rules.mosaic.data import MOVES, TRAIT, term


def pick_rule(state: dict[str, Any], roll: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The picks the open ``roll`` takes: exactly one of the move's options on a hit (``TRAIT`` too when a
    trait of the roller names the move), none on a miss. Shape as ``rules.masks.status.pick_rule``; the
    note in ``lang``."""
    de = lang == "de"
    if roll["tier"] == "miss":
        return {"min": 0, "max": 0, "groups": [],
                "note": "Fehlschlag: keine Auswahl; die SL macht einen Zug" if de else "a miss: no pick; the GM makes a move"}
    traits = [s for s, t in (state["characters"][roll["roller"]].get("traits") or {}).items() if t and t.get("move") == roll["move"]]
    options = list(MOVES[roll["move"]]["options"]) + ([TRAIT] if traits else [])
    note = None
    if roll["tier"] == "success_at_cost":
        note = "7-9: die SL macht außerdem einen Zug" if de else "7-9: the GM makes a move too"
    return {"min": 1, "max": 1, "groups": [{"options": options, "min": 1, "max": 1}], "note": note}


def status(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """What is open now. Keys (stable):

    - ``session`` {phase, number}, ``scene`` {phase, number};
    - ``roll``: None, or the open roll {id, kind "roll", what (move id), roller, target, dice [faces],
      kept [faces], total, tier (``success``, ``success_at_cost``, ``miss``), critical, allowed [every
      command allowed now, from the gates that decide: ``rules.mosaic.gates``], picks (``pick_rule``),
      texts {option: text in ``lang``}};
    - ``allowed``: every command allowed now, in every phase (``rules.mosaic.gates``; README "Using the ledger": status);
    - ``pending``: [{character, kind ("temporary highlight" or "answer"), amount None, source}]: a
      highlight from Participate waiting for a roll, an answer not yet acted on;
    - ``owed``: [{who, what}]: ``gm_move`` (who ``GM``, with ``roll``), ``rest_task`` for each PC without a
      task while the rest's tasks are open, ``travel`` for a journey role not yet rolled;
    - ``pools``: {advantage {culture: tiles}, advantage_total, capacity (Trust), experience};
    - ``phases``: {roll, interaction {npc, pc} or None, rest, journey (to) or None, quest (title) or None}.
    """
    from rules.mosaic.gates import allowed

    roll = None
    r = state.get("roll")
    if state["roll_phase"] == "adjusting" and r:
        rule = pick_rule(state, r, lang)
        faces = [x["face"] for x in r["dice"]]
        roll = {"id": r["id"], "kind": "roll", "what": r["move"], "roller": r["roller"], "target": r.get("target") or r.get("npc"),
                "dice": faces, "kept": [faces[i] for i in r["kept"]], "total": r["total"], "tier": r["tier"],
                "critical": r["critical"], "allowed": allowed(state), "picks": rule,
                "texts": {o: term(o, lang) for g in rule["groups"] for o in g["options"]}}
    pending, owed = [], []
    pcs = {n: c for n, c in state["characters"].items() if c["kind"] == "pc" and c.get("status") == "active"}
    for name, rec in pcs.items():
        if rec.get("temp_highlight"):
            pending.append({"character": name, "kind": "temporary highlight", "amount": None, "source": rec["temp_highlight"]})
        for rid, ans in sorted((rec.get("answers") or {}).items(), key=lambda kv: int(kv[0])):
            if not ans.get("acted"):
                pending.append({"character": name, "kind": "answer", "amount": None, "source": f"roll #{rid} {ans['question']}"})
    owed += [{"who": "GM", "what": "gm_move", "roll": int(k)} for k in sorted(state["gm_due"], key=int)]
    rest = state["rest"]
    if rest["phase"] == "tasks":
        done = (state.get("rests") or {}).get(str(rest["id"]), {}).get("tasks", {})
        owed += [{"who": n, "what": "rest_task"} for n in pcs if not done.get(n)]
    journey = state.get("journey")
    if journey:
        owed += [{"who": who, "what": "travel", "role": role} for role, who in journey["roles"].items()
                 if who and role not in journey["rolled"]]
    inter = state["interaction"]
    pool = {c: n for c, n in sorted(state["advantage_pool"].items()) if n}
    return {
        "session": dict(state["session"]), "scene": dict(state["scene"]), "roll": roll, "pending": pending, "owed": owed,
        "allowed": allowed(state), "pools": {"advantage": pool, "advantage_total": sum(pool.values()),
                  "capacity": state["trust"]["base"] + state["trust"]["temp"], "experience": state["experience"]},
        "phases": {"roll": state["roll_phase"],
                   "interaction": {"npc": inter.get("npc"), "pc": inter.get("pc")} if inter["phase"] == "open" else None,
                   "rest": rest["phase"], "journey": (journey.get("to") or "") if journey else None,
                   "quest": state["quest"]["title"] if state.get("quest") and state["quest"].get("status") == "active" else None},
    }


def _answer(source: str, lang: str) -> str:
    """An answer's source (``roll #31 EM2``: the roll, then the question's id) in ``lang`` (``Wurf #31 EM2``)."""
    from rules.mosaic.words import cause

    roll, _, question = source.rpartition(" ")
    return f"{cause(roll, lang) or roll} {question}" if roll else source


def status_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The status as (field, value) rows in ``lang`` (``en`` or ``de``)."""
    de = lang == "de"
    t = lambda k: term(k, lang)  # noqa: E731

    def phase(part: dict[str, Any]) -> str:
        return f"{part['number']} ({t(part['phase'])})"

    rows = [("Sitzung" if de else "session", phase(data["session"])), ("Szene" if de else "scene", phase(data["scene"]))]
    roll = data["roll"]
    if roll:
        crit = f" ({t('critical')})" if roll["critical"] else ""
        rows.append((t("open roll"), f"#{roll['id']} {t(roll['what'])} ({roll['roller']}): {', '.join(map(str, roll['dice']))} → "
                                     f"{'+'.join(map(str, roll['kept']))} = {roll['total']} → {t(roll['tier'])}{crit}"))
        lines = [f"{'wähle' if de else 'pick'} 1: " + ", ".join(f"{o} ({roll['texts'][o]})" for o in g["options"])
                 for g in roll["picks"]["groups"]]
        if roll["picks"]["note"]:
            lines.append(roll["picks"]["note"])
        rows.append(("Auswahl" if de else "picks", "\n".join(lines)))
    from rules.mosaic.gates import GATES
    from rules.mosaic.words import command
    from rules.phases import said_allowed
    allowed = data.get("allowed", roll["allowed"] if roll else [])     # every phase (README: status)
    rows.append(("jetzt möglich" if de else "allowed now", said_allowed(allowed, GATES, command, lang) or "—"))
    kinds = {"temporary highlight": t("temp_highlight"), "answer": t("Answers")}
    rows.append(("wartet auf einen Wurf" if de else "waiting for a roll",
                 "\n".join(f"{p['character']}: {kinds[p['kind']]} ({t(p['source']) if p['kind'] != 'answer' else _answer(p['source'], lang)})"
                           for p in data["pending"]) or "—"))
    owed = []
    for o in data["owed"]:
        if o["what"] == "gm_move":
            owed.append(f"SL: SL-Zug für Wurf #{o['roll']}" if de else f"GM: a GM move for roll #{o['roll']}")
        elif o["what"] == "rest_task":
            owed.append(f"{o['who']}: {t('tasks')}")
        else:
            owed.append(f"{o['who']}: {t('travel')} ({t(o['role'])})")
    rows.append(("ausstehend" if de else "owed", "\n".join(owed) or "—"))
    pools = data["pools"]
    adv = ", ".join(f"{c} {n}" for c, n in pools["advantage"].items()) or "—"
    rows += [(t("Advantage"), f"{adv} ({pools['advantage_total']}/{pools['capacity']})"),
             (t("Experience"), str(pools["experience"]))]
    ph = data["phases"]
    if ph["interaction"]:
        rows.append((t("Interaction"), f"{ph['interaction']['pc']} ↔ {ph['interaction']['npc']}"))
    if ph["rest"] != "idle":
        rows.append((t("Rest"), t(ph["rest"])))
    if ph["journey"] is not None:
        rows.append((t("Journey"), ph["journey"] or "…"))
    if ph["quest"]:
        rows.append((t("Quest"), ph["quest"]))
    return rows
