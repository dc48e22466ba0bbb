"""Read views of a Basic abilities campaign: sheets, progress bars, the attack contest, history lines.

Source: catalogue §4.1 (the character state a sheet shows), §4.4 (pools: stacked dice, flashback dice,
progress bars, damage taken) and the shared views contract (docs/adding-a-game-system.md). JSON keys
are stable English ids.
"""

from __future__ import annotations

from typing import Any

from rules.basic.data import ABILITIES, die_for_level, term
from rules.basic.state import operations_kind
from rules.names import known_name
from rules.declaration import Views
from rules.system import lazy_module


def _die(x: dict[str, Any]) -> dict[str, Any]:
    """A stacked or flashback die for the sheet: id, die, by, and its task or purpose."""
    return {k: x.get(k) for k in ("id", "die", "by", "task", "for") if k in x}


def sheet(state: dict[str, Any], name: str, lang: str = "en") -> dict[str, Any]:
    """The sheet of character ``name``.

    Keys: name, kind (pc/npc), level, die (the size they stack now), attributes {id: int}, passive
    {id: int}, damage, stacked_for / stacked_against / flashback [{id, die, by, task or for}], answers
    ({test, tier, allowed, used, left, truthful, answerer} or None), operations ({test, kind, target,
    left, total} or None). Raises ``RuleError("character")``.
    """
    who = known_name("character", name, state["characters"])
    rec = state["characters"][who]
    answers = rec.get("answers")
    ops = rec.get("operations")
    return {
        "name": who, "kind": rec["kind"], "level": rec["level"], "die": die_for_level(rec["level"]),
        "attributes": dict(rec["attributes"]), "passive": dict(rec["passive"]), "damage": rec["damage"],
        "stacked_for": [_die(x) for x in rec.get("stacked_for") or []],
        "stacked_against": [_die(x) for x in rec.get("stacked_against") or []],
        "flashback": [_die(x) for x in rec.get("flashback") or []],
        "answers": {**answers, "left": answers["allowed"] - answers["used"]} if answers else None,
        "operations": {"test": ops["test"], "kind": operations_kind(ops), "target": ops["target"], "left": ops["left"],
                       "total": ops["total"]} if ops else None,
    }


def _dice_text(dice: list[dict[str, Any]]) -> str:
    return ", ".join(f"#{x['id']} d{x['die']}" + (f" by {x['by']}" if x.get("by") else "") +
                     (f" ({x.get('task') or x.get('for')})" if x.get("task") or x.get("for") else "") for x in dice) or "—"


def sheet_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The sheet ``data`` (from ``sheet``) as (field, value) rows."""
    rows = [
        (term("kind", lang), term(data["kind"], lang)),
        (term("level", lang), f"{data['level']} (stacks d{data['die']})"),
        (term("attributes", lang), "  ".join(f"{k} {v:+d}" for k, v in data["attributes"].items())),
        (term("passive", lang), "  ".join(f"{k} {v}" for k, v in data["passive"].items()) or "—"),
        (term("damage", lang), str(data["damage"])),
        (term("stacked_for", lang), _dice_text(data["stacked_for"])),
        (term("stacked_against", lang), _dice_text(data["stacked_against"])),
        (term("flashback", lang), _dice_text(data["flashback"])),
    ]
    a = data["answers"]
    if a:
        rows.append((term("answers", lang), f"{a['left']} of {a['allowed']} left (test #{a['test']}; answers "
                                            f"{'must be true' if a['truthful'] else 'may be false'}; asked of {a['answerer']})"))
    o = data["operations"]
    if o:
        rows.append((term("operations", lang), f"{o['left']} left ({o['kind']} #{o['test']} on {o['target']}, total {o['total']})"))
    return rows


def arc(data: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The values ``ledger arc NAME`` tracks per session, from a sheet (``sheet``), under the sheet's names:
    level and stacking die, each attribute, each passive value (``passive brawn``), damage taken, and the
    dice waiting on the character (``["#37.1 d8", ...]``: stacked for, against, flashback dice), which
    outlive scenes and sessions. Questions and help operations are left out: they close with the scene
    or downtime, so never outlive a session."""
    out: dict[str, Any] = {term("level", lang): data["level"], term("die", lang): f"d{data['die']}"}
    out.update(data["attributes"])
    out.update({f"{term('passive', lang).lower()} {attr}": value for attr, value in data["passive"].items()})
    out[term("damage", lang)] = data["damage"]
    for key in ("stacked_for", "stacked_against", "flashback"):
        out[term(key, lang)] = [f"#{x['id']} d{x['die']}" for x in data[key]]
    return out


def characters(state: dict[str, Any], lang: str = "en") -> list[str]:
    """All character names, in creation order."""
    return list(state["characters"])


def progress(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The progress bars: ``{"bars": [{"name", "size", "filled", "overflow", "complete", "opened"}]}``."""
    return {"bars": [{"name": n, **{k: b[k] for k in ("size", "filled", "overflow", "complete", "opened")}}
                     for n, b in state["bars"].items()]}


def progress_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The progress bars as rows: name, filled/size (complete)."""
    return [(b["name"], f"{b['filled']}/{b['size']}" + (" complete" if b["complete"] else "") +
             (f" (+{b['overflow']} kept)" if b["overflow"] else "")) for b in data["bars"]] or [("bars", "none")]


def contest(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The attack contest and the phases: ``{"contest": {"phase", "id"?, "attacker"?, "target"?,
    "attribute"?, "attack"?, "defender"?, "defence"?}, "session", "scene", "downtime"}``."""
    return {"contest": dict(state["contest"]), "session": dict(state["session"]), "scene": dict(state["scene"]),
            "downtime": dict(state["downtime"])}


def contest_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The contest read as rows."""
    c = data["contest"]
    rows = [("contest", (f"#{c['id']} " if c.get("id") else "") + term(c["phase"], lang))]
    if c.get("attacker"):
        rows.append(("attack", f"{c['attacker']} → {c['target']} ({c['attribute']})" +
                     (f": total {c['attack']['total']}" if c.get("attack") else "")))
    if c.get("defender"):
        rows.append(("defence", f"{c['defender']}: total {c['defence']['total']}"))
    for key in ("session", "scene", "downtime"):
        rows.append((key, f"{data[key]['number']} ({term(data[key]['phase'], lang)})"))
    return rows


# --- history --------------------------------------------------------------------------------------------

_FIELDS = {"stacked_for": "dice stacked for", "stacked_against": "dice stacked against", "flashback": "flashback dice",
           "answers": "questions", "operations": "help operations", "used": "used", "left": "left"}


def describe(path: list[str], lang: str = "en") -> str | None:
    """A readable name for a state path: ``["characters", "Ana", "passive", "brawn"]`` -> ``"Ana passive brawn"``.

    None for the open contest (its record is summarised by its events instead).
    """
    if not path:
        return "state"
    head = path[0]
    if head == "contest":
        return None
    if head == "characters" and len(path) >= 2:
        rest = [_FIELDS.get(p, p) for p in path[2:] if p != "attributes"]
        return " ".join([path[1], *rest])
    if head == "bars" and len(path) >= 2:
        return " ".join(["bar", *path[1:]])
    if head in ("session", "scene"):
        return ".".join(path)                            # the ledger's own words for its session and scene
    if head == "downtime":
        return "downtime" if path[1:] == ["phase"] else " ".join(path)
    return " ".join(str(p).replace("_", " ") for p in path)


def value(path: list[Any], v: Any, lang: str = "en") -> str | None:
    """A recorded value in words where its path gives it a meaning (003, "Help and hinder", "Get answers"):
    a helper's open operations (``Help on Mara (test #11): 2 left``) and a tester's questions
    (``3 of 3 asked of GM, answers true (test #16)``); None leaves it to the ledger's words."""
    if len(path) != 3 or path[0] != "characters" or path[2] not in ("operations", "answers"):
        return None
    if v is None:
        return "—"
    if not isinstance(v, dict):
        return None
    if path[2] == "operations":
        return f"{term(str(v.get('ability')), lang)} on {v.get('target')} (test #{v.get('test')}): {v.get('left')} left"
    truth = "true" if v.get("truthful") else "may be false"
    return f"{v.get('used')} of {v.get('allowed')} asked of {v.get('answerer')}, answers {truth} (test #{v.get('test')})"


def _dice_line(detail: dict[str, Any]) -> str:
    """``d20 14 + d8 5 (for, by Ilse) − d4 2 (against, by Vex) + brawn 3``: a test's dice and attribute."""
    parts = []
    for x in detail["dice"]:
        sign = "−" if x["role"] == "against" else "+"
        note = "" if x["role"] == "test" else " (flashback)" if x["role"] == "flashback" else f" ({x['role']}, by {x['by']})"
        parts.append(f"{sign} d{x['die']} {x['face']}{note}")
    text = " ".join(parts).removeprefix("+ ")
    value = detail["value"]
    return f"{text} {'−' if value < 0 else '+'} {detail['attribute']} {abs(value)}"


def summary(kind: str, detail: dict[str, Any], lang: str = "en") -> str | None:
    """One line for an event (tests show dice, total, difficulty and outcome); None leaves the event to its changes."""
    d = detail
    if kind == "TestRolled":
        vs = f" vs {d['difficulty']}" if d.get("difficulty") is not None else ""
        outcome = ""
        if d.get("tier"):
            outcome = f" → {term(d['tier'], lang)}"
            if d.get("tier_given"):
                outcome += f" (GM's outcome; table: {term(d['tier_computed'], lang)})" if d.get("tier_computed") else " (GM's outcome)"
        src = "physical" if d["dice_source"] == "physical" else str(d["dice_source"]).replace("seed:", "seed ")
        return (f"test #{d['test']} {ABILITIES.get(d['ability'], d['ability'])} by {d['character']}: "
                f"{_dice_line(d)} = {d['total']}{vs}{outcome} [{src}]")
    if kind == "AttackDeclared":
        return f"contest #{d['contest']}: {d['attacker']} attacks {d['target']} with {d['attribute']}"
    if kind == "DefenceDeclared":
        return f"{d['defender']} defends" + (f" {d['protecting']}, taking the damage instead" if d.get("protecting") else "")
    if kind == "AttackResolved":
        against = (f"{d['defender']}'s defence {d['defence_total']} ({term(d['defender_tier'], lang)})" if d.get("defender")
                   else f"{d['target']}'s passive brawn {d['difficulty']}")
        given = f"; GM's outcome, table: {term(d['attacker_tier_computed'], lang)}" if d.get("attacker_tier_given") else ""
        return (f"contest #{d['contest']}: attack {d['attack_total']} ({term(d['attacker_tier'], lang)}{given}) vs {against}: "
                f"{d['damage']} damage to {d['recipient']} ({d['table']} table)")
    if kind in ("HelpGiven", "HindranceGiven"):
        verb = "helps" if kind == "HelpGiven" else "hinders"
        return f"{d['helper']} {verb} {d['target']}: {d['operations']} operation{'s' * (d['operations'] != 1)} (stacks d{d['die']})"
    if kind == "DieStacked":
        return f"d{d['size']} #{d['die']} stacked {d['side']} {d['character']} by {d['by']}"
    if kind == "DieUnstacked":
        return f"d{d['size']} #{d['die']} removed from {d['character']} ({d['side']}) by {d['by']}"
    if kind == "AnswersOpened":
        return (f"{d['character']} may ask {d['allowed']} questions of {d['answerer']}; answers "
                f"{'must be true' if d['truthful'] else 'may be false'}")
    if kind == "QuestionAsked":
        counted = "" if d["counted"] else f" (not counted: {term(d['reason'], lang)})"
        answer = f" (answer: {d['answer']})" if d.get("answer") else ""
        return f"{d['character']} asks {d['question']!r}{counted}{answer}; {d['left']} left"
    if kind == "ProgressAdded":
        excess = f" ({d['excess']} past the size {'kept' if d.get('excess_kept') else 'discarded'})" if d.get("excess") else ""
        return f"{d['bar']}: +{d['amount']} → {d['filled']}/{d['size']}{excess}"
    if kind == "ProgressBarCompleted":
        return f"{d['bar']} is complete"
    if kind == "FlashbackDicePrepared":
        return f"{d['character']} prepares {len(d['dice'])} flashback d{d['size']}: " + ", ".join(f"#{x}" for x in d["dice"])
    if kind == "FlashbackDieSpent":
        return f"{d['character']} spends flashback die #{d['die']} ({d['face']})"
    if kind in ("Moved", "OutcomeRecorded"):
        where = f" to {d['to']}" if d.get("to") else ""
        return d.get("outcome") or f"{d['character']} moves{where}"
    if kind == "OperationsClosed":
        return f"{d['character']}'s operations from test #{d['test']} close ({d['left']} unused)"
    if kind == "AnswersClosed":
        return f"{d['character']}'s questions from test #{d['test']} close ({d['left']} unasked)"
    if kind == "StackedDiceRolled":
        return f"dice stacked on {d['character']} used up: " + ", ".join(f"#{x}" for x in d["dice"])
    if kind == "DamageTaken":
        return f"{d['character']} takes {d['amount']} damage"
    return None


def chart(names: list[str], lang: str = "en") -> dict[str, Any]:
    """What the chronicle charts of a Basic abilities arc, given the names of its numeric values (as ``arc``
    names them): level and the attributes as lines, leaving out the passive values and damage taken (they
    run on another scale), and markers where damage was taken."""
    passive = term("passive", lang).lower() + " "
    return {"values": [n for n in names if not n.startswith(passive) and n != term("damage", lang)],
            "marks": {term("damage", lang): ["DamageTaken"]}}


_status = lazy_module("rules.basic.status")
_live_module = lazy_module("rules.basic.live")
_odds = lazy_module("rules.basic.odds")

def candidates(state: dict[str, Any], command: str, field: str, lang: str = "en") -> list[str] | None:
    """Completion values the command table cannot name (``rules.completion``): an ``attribute`` argument
    takes the campaign's attributes (option ``generic.attributes``; catalogue §4.1, 003 names only brawn);
    None for every other argument (``GameSystem.completions`` answers)."""
    if field == "attribute":
        return [str(a) for a in state.get("options", {}).get("generic.attributes") or []]
    return None


VIEWS = Views(sheet=sheet, sheet_rows=sheet_rows, characters=characters, term=lambda key, lang="en": term(key, lang),
              describe=describe, value=value, summary=summary, arc=arc, chart=chart, candidates=candidates,
              status=lambda state, lang="en": _status.status(state, lang),
              status_rows=lambda data, lang="en": _status.status_rows(data, lang),
              live=lambda data, lang="en": _live_module.live(data, lang),
              odds=lambda state, command, args, ctx, lang="en": _odds.odds(state, command, args, ctx, lang),
              odds_rows=lambda data, lang="en": _odds.odds_rows(data, lang))
