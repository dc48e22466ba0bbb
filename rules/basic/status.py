"""What is open right now in a Basic abilities campaign (``ledger status``): the attack contest and what
it waits for, the dice stacked for later tests, the help operations and questions still to use, the
progress bars.

Source: README "Using the ledger" (status); 003 "Attack", "Defend", "Help", "Hinder", "Prepare", "Get answers",
"Make progress"; catalogue §4.1 (dice stacked for and against, flashback dice, bars) and §4.5 (the
contest's phases, ``rules.basic.phases.ContestPhases``). A test in this system resolves in its own
action, so only the attack contest stays open; it has no picks. Pure.
"""

from __future__ import annotations

from typing import Any

from rules.basic.data import term

#: The contest phases ``status`` shows as an open roll (``ContestPhases``); what is allowed then comes from
#: the gates that decide (``rules.basic.gates``).
ALLOWED = ("declared", "defence_window", "rolled")


def status(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """What is open now. Keys (stable):

    - ``session`` {phase, number}, ``scene`` {phase, number};
    - ``roll``: None, or the attack contest {id, kind "attack", what (attribute), roller (attacker),
      target, total (the attack's, None before its roll), tier (the tier given, or None), defence {who,
      total} or None, allowed [every command allowed now, ``rules.basic.gates``], picks (None)};
    - ``allowed``: every command allowed now, in every phase (``rules.basic.gates``; README "Using the ledger": status);
    - ``pending``: [{character, kind ("stacked for", "stacked against", "flashback", "help", "hinder"),
      amount (the die's sides, or the operations left), source}];
    - ``owed``: [{who, what: "questions", left}]: questions of a Get answers still to ask;
    - ``pools``: {bars {name: {filled, size, complete}}};
    - ``phases``: {contest (phase), downtime {phase, number}}.
    """
    from rules.basic.gates import allowed
    from rules.basic.state import operations_kind

    c = state["contest"]
    roll = None
    if c["phase"] in ALLOWED:
        attack = c.get("attack") or {}
        roll = {"id": c["id"], "kind": "attack", "what": c["attribute"], "roller": c["attacker"], "target": c["target"],
                "total": attack.get("total"), "tier": attack.get("tier_given"),
                "defence": {"who": c["defender"], "total": c["defence"]["total"]} if c.get("defender") else None,
                "allowed": allowed(state), "picks": None}
    pending, owed = [], []
    for name, rec in state["characters"].items():
        for key, kind in (("stacked_for", "stacked for"), ("stacked_against", "stacked against"), ("flashback", "flashback")):
            for die in rec.get(key) or []:
                pending.append({"character": name, "kind": kind, "amount": die["die"], "source": die["source"]})
        ops = rec.get("operations")
        if ops and ops.get("left"):
            pending.append({"character": name, "kind": operations_kind(ops), "amount": ops["left"],
                            "source": f"test #{ops['test']} → {ops['target']}"})
        ans = rec.get("answers")
        if ans and ans["allowed"] > ans["used"]:
            owed.append({"who": name, "what": "questions", "left": ans["allowed"] - ans["used"]})
    return {
        "session": dict(state["session"]), "scene": dict(state["scene"]), "roll": roll, "pending": pending, "owed": owed,
        "allowed": allowed(state), "pools": {"bars": {n: {"filled": b["filled"], "size": b["size"], "complete": b["complete"]} for n, b in state["bars"].items()}},
        "phases": {"contest": c["phase"], "downtime": dict(state["downtime"])},
    }


def status_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The status as (field, value) rows (English: the seed's only language)."""
    def phase(part: dict[str, Any]) -> str:
        return f"{part['number']} ({term(part['phase'], lang)})"

    rows = [("session", phase(data["session"])), ("scene", phase(data["scene"]))]
    if data["phases"]["downtime"]["phase"] == "open":
        rows.append(("downtime", phase(data["phases"]["downtime"])))
    roll = data["roll"]
    if roll:
        line = f"#{roll['id']} {roll['roller']} → {roll['target']} ({roll['what']}), {term(data['phases']['contest'], lang)}"
        if roll["total"] is not None:
            line += f": total {roll['total']}" + (f" ({term(roll['tier'], lang)})" if roll["tier"] else "")
        if roll["defence"]:
            line += f"; {roll['defence']['who']} defends: total {roll['defence']['total']}"
        rows.append(("attack contest", line))
    rows.append(("allowed now", ", ".join(data.get("allowed", roll["allowed"] if roll else [])) or "—"))
    lines = []
    for p in data["pending"]:
        what = f"d{p['amount']}" if p["kind"] in ("stacked for", "stacked against", "flashback") else f"{p['amount']} left"
        lines.append(f"{p['character']}: {p['kind']} {what} ({p['source']})")
    rows.append(("waiting for a test", "\n".join(lines) or "—"))
    if data["owed"]:
        rows.append(("questions to ask", ", ".join(f"{o['who']} {o['left']}" for o in data["owed"])))
    bars = data["pools"]["bars"]
    rows.append(("progress bars", ", ".join(f"{n} {b['filled']}/{b['size']}{' ✓' if b['complete'] else ''}" for n, b in bars.items()) or "—"))
    return rows
