"""What is open right now in a Pokémon Noir campaign (``ledger status``): the roll and its picks, the
modifiers waiting for the next roll, the Needs to meet before the scene ends, the battle, Resources and
the Wheel.

Source: README "Using the ledger" (status); 002 l.9-39 (the Exchange of Attacks and its picks), each move's lines for
its options, l.57-63 (Need Mode: met before the scene ends), l.183-187 (the Wheel); catalogue §3.3,
§3.5. The pick counts are ``rules.pokemon.pick_counts``, the rule ``resolve`` checks. Pure.
"""

from __future__ import annotations

from typing import Any

from rules.pokemon.data import pick_term, term, tier_label


def pick_rule(state: dict[str, Any], roll: dict[str, Any], lang: str = "it") -> dict[str, Any]:
    """The picks the open ``roll`` allows and requires at its tier (the note in ``lang``). Shape as
    ``rules.masks.status.pick_rule``.

    Source: 002 and catalogue §3.3 (PN-M01..M10): the groups are ``rules.pokemon.pick_counts.pick_groups``, the one
    rule ``resolve`` (and a correction's replay) checks.
    """
    from rules.pokemon.pick_counts import SEVEN_NINE, pick_groups

    move, level = roll["move"], roll["tier"]
    say = (lambda it, en: en if lang == "en" else it)  # noqa: E731
    groups = [{"options": g["options"], "min": g["min"], "max": g["max"]} for g in pick_groups(state, roll) if g["options"]]
    note = None
    if move == "scambio":
        from rules.pokemon.pick_counts import harmless_bonus

        bonus = harmless_bonus(state, roll)
        if level == "6-" and not bonus:
            note = say("6-: il GM può prendere un'opzione per l'altra parte, o fare una Reazione",
                       "6-: the GM may take one option for the other side, or make a Reaction")
        else:
            note = (say("resisti con evita e rigeneri su un Danno Severo valgono due; solo difendi si ripete",
                        "resisti with evita and rigeneri on Severe harm count as two; only difendi repeats")
                    + (say("; +1 per un Potere Semplice innocuo se non si sceglie potenzi",
                           "; +1 for a harmless Simple Power when no potenzi is picked") if bonus else ""))
    elif move == "minaccia" and level == "10+":
        note = say("cede; oppure bluff poi ritratti; oppure bluff, ferisci, poi una di ",
                   "cede; or bluff then ritratti; or bluff, ferisci, then one of ") + ", ".join(SEVEN_NINE)
    low, high = sum(g["min"] for g in groups), sum(g["max"] for g in groups)
    if not groups and note is None:
        note = say("nessuna scelta", "no options to pick")
    return {"min": low, "max": high, "groups": groups, "note": note}


def status(state: dict[str, Any], lang: str = "it") -> dict[str, Any]:
    """What is open now. Keys (stable):

    - ``session`` {phase, number}, ``scene`` {phase, number};
    - ``roll``: None, or the open roll {id, kind "roll", what (move id), roller (the trainer), target (the
      Pokémon), dice, modifier, total, tier (the id: ``14+``, ``10+``, ``7-9``, ``6-``, ``7+``), tier_label (as the seed
      names it on the move's ladder: ``10-13`` for a ``10+`` on the Exchange, ``tier_label``), allowed
      [every command allowed now, from the gates that decide: ``rules.pokemon.gates``], picks
      (``pick_rule``), texts {option: name in ``lang``}};
    - ``allowed``: every command allowed now, in every phase (``rules.pokemon.gates``; README "Using the ledger": status);
    - ``pending``: [{character, kind ("next roll" or "ongoing"), amount, source}] (trainers' modifiers);
    - ``owed``: [{who, what: "need"}]: each Pokémon in Need Mode, to be met before its scene ends;
    - ``pools``: {resources {trainer: n}, wheel {steps, rhythm}};
    - ``phases``: {roll, battle {phase, title, exchange (id or None), exchange_phase}}.
    """
    from rules.pokemon.gates import allowed

    roll = None
    r = state.get("roll")
    if state["roll_phase"] == "adjusting" and r:
        rule = pick_rule(state, r, lang)
        roll = {"id": r["id"], "kind": "roll", "what": r["move"], "roller": r["roller"], "target": r.get("pokemon"),
                "dice": list(r["dice"]), "modifier": sum(m["amount"] for m in r["modifiers"]), "total": r["total"],
                "tier": r["tier"], "tier_label": tier_label(r["tier"], r["move"], lang), "allowed": allowed(state), "picks": rule,
                "texts": {o: pick_term(r["move"], o, lang) for g in rule["groups"] for o in g["options"]}}
    pending, owed = [], []
    trainers = {n: c for n, c in state["characters"].items() if c["tipo"] == "allenatore"}
    for name, rec in state["characters"].items():
        for f in rec.get("forward") or []:
            pending.append({"character": name, "kind": "ongoing" if f.get("ongoing") else "next roll", "amount": f["amount"],
                            "source": f["source"]})
        if rec["tipo"] == "pokemon" and rec.get("modalita_bisogno") and rec.get("stato") == "attivo":
            owed.append({"who": name, "what": "need", "need": rec.get("bisogno")})
    battle = state["battle"]
    ex = battle.get("exchange")
    return {
        "session": dict(state["session"]), "scene": dict(state["scene"]), "roll": roll, "pending": pending, "owed": owed,
        "allowed": allowed(state), "pools": {"resources": {n: c.get("risorse", 0) for n, c in trainers.items()},
                  "wheel": {"steps": state["ruota"]["passi"], "rhythm": state["ruota"]["ritmo"]}},
        "phases": {"roll": state["roll_phase"],
                   "battle": {"phase": battle["phase"], "title": battle.get("title"), "exchange": ex["id"] if ex else None,
                              "exchange_phase": battle.get("exchange_phase")}},
    }


def status_rows(data: dict[str, Any], lang: str = "it") -> list[tuple[str, str]]:
    """The status as (field, value) rows in ``lang`` (``it`` or ``en``)."""
    from rules.pokemon.views import _w
    from rules.pokemon.words import ref_text

    en = lang == "en"

    def phase(part: dict[str, Any]) -> str:
        return f"{part['number']} ({_w(part['phase'].replace('_', ' '), lang)})"

    rows = [(_w("session", lang), phase(data["session"])), (_w("scene", lang), phase(data["scene"]))]
    roll = data["roll"]
    if roll:
        poke = f" ({roll['target']})" if roll["target"] else ""
        rows.append(("open roll" if en else "tiro aperto",
                     f"#{roll['id']} {term(roll['what'], lang)} {_w('by', lang)} {roll['roller']}{poke}: "
                     f"{'+'.join(map(str, roll['dice']))} {roll['modifier']:+d} = {roll['total']} → {roll['tier_label']}"))
        lines = []
        for g in roll["picks"]["groups"]:
            count = str(g["min"]) if g["min"] == g["max"] else f"{g['min']}-{g['max']}"
            lines.append(f"{'pick' if en else 'scegli'} {count}: " + ", ".join(f"{o} ({roll['texts'][o]})" for o in g["options"]))
        if roll["picks"]["note"]:
            lines.append(roll["picks"]["note"])
        rows.append(("picks" if en else "scelte", "\n".join(lines)))
    from rules.phases import said_allowed
    from rules.pokemon.gates import GATES
    from rules.pokemon.words import command
    allowed = data.get("allowed", roll["allowed"] if roll else [])     # every phase (README: status)
    rows.append(("allowed now" if en else "ora si può", said_allowed(allowed, GATES, command, lang) or "—"))
    kinds = {"next roll": "next roll" if en else "prossimo tiro", "ongoing": "ongoing" if en else "continuo"}
    rows.append(("pending modifiers" if en else "modificatori in attesa",
                 "\n".join(f"{p['character']}: {p['amount']:+d} {kinds[p['kind']]} ({ref_text(p['source'], lang)})"
                           for p in data["pending"]) or "—"))
    needs = [f"{o['who']} ({o['need']})" if o.get("need") else o["who"] for o in data["owed"]]
    if needs:
        rows.append((term("modalita_bisogno", lang), ", ".join(needs)))
    rows.append((term("risorse", lang), ", ".join(f"{n} {v}" for n, v in data["pools"]["resources"].items()) or "—"))
    wheel = data["pools"]["wheel"]
    rows.append((term("ruota", lang), f"{term('passi', lang)} {wheel['steps']}, {term('ritmo', lang)} {wheel['rhythm']}"))
    battle = data["phases"]["battle"]
    if battle["phase"] not in ("none", None):
        rows.append((_w("Battle", lang), f"{battle['title'] or '—'}" + (f" ({battle['exchange']})" if battle["exchange"] else "")))
    return rows

