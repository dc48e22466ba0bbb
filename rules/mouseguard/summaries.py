"""History words of a Mouse Guard campaign: readable state paths, one-line event summaries, and the
redaction of sealed conflict scripts.

Source: catalogue §5.5 (sealed scripts: "Siempre se elige en secreto una acción", 004 Conflictos) and
docs/systems/mouseguard.md "Conflicts" (no read shows an unrevealed action, ``ledger history --json`` included). The ledger's
history calls ``redact`` with the campaign's current state on every event; ``summary`` never prints a
script's actions, and ``describe`` leaves script paths out of "what changed".
"""

from __future__ import annotations

import copy
from typing import Any

from rules.mouseguard.data import compromise_term, term
from rules.mouseguard.words import ES, _w, describe, dice_source, value

# The words (Spanish table, paths in words) live in ``rules.mouseguard.words``; re-exported here for the views.
__all__ = ["ES", "_w", "describe", "redact", "summary", "value"]


def _pool(detail: dict[str, Any], lang: str) -> str:
    parts = []
    for x in detail.get("pool") or []:
        if x["kind"] in ("skill", "ability"):
            label = term(x["name"], lang)
        elif x["kind"] in ("nature", "beginners_luck"):
            label = f"{term(x['kind'], lang)} ({term(x['name'], lang)})"
        else:
            name = str(x.get("name") or "")
            if name.startswith("volley "):                      # a maneuver's effect: ``volley 1.2``
                name = f"{_w('volley', lang)} {name[len('volley '):]}"
            kind, named = term(x["kind"], lang), term(name, lang) if name else ""
            # a name that already says its kind ("armadura ligera", "light armour") is not prefixed with it again
            label = named if kind.lower() in named.lower() else f"{kind}{' ' + named if named else ''}"
        parts.append(f"{label} {x['dice']:+d}" if parts else f"{label} {x['dice']}")
    for x in detail.get("bonus") or []:
        parts.append(f"{term(x['kind'], lang)} {x['successes']:+d}s")
    return ", ".join(parts)


def _roll(detail: dict[str, Any], lang: str) -> str:
    faces = ",".join(map(str, detail.get("faces") or [])) or "—"
    word = _w("success" if detail["successes"] == 1 else "successes", lang)
    return (f"{detail['count']}D [{_pool(detail, lang)}]: {faces} → {detail['successes']} {word} "
            f"({dice_source(detail['dice_source'], lang)})")


def _volley_side(d: dict[str, Any], k: int) -> str:
    """Side ``k``'s successes in a ``VolleyResolved`` line: ``—`` when it made no test, with its action's Ob in an
    independent pairing (``3 (Ob 0)``: ``rules.mouseguard.data.ACTION_OB``, as odds and ``status`` show it; seed 004,
    "Conflictos")."""
    from rules.mouseguard.data import ACTION_OB

    got = d["successes"][k]
    if got is None:
        return "—"
    act = (d.get("actions") or [None, None])[k]
    return f"{got} (Ob {ACTION_OB[act]})" if d.get("test_kind") == "independent" and act in ACTION_OB else str(got)


def summary(kind: str, detail: dict[str, Any], lang: str = "en") -> str | None:
    """One line for a Mouse Guard event in ``lang``; None leaves the event to its changes. A sealed script
    is summarised without its actions."""
    d = detail
    if kind == "TestRolled":
        against = f"Ob {d['ob']}" if d.get("ob") is not None else f"{_w('vs', lang)} {d.get('versus')}"
        how = f" ({term(d['nature_mode'], lang)})" if d.get("nature_mode") else ""
        bl = f" ({term('beginners_luck', lang)})" if d.get("mode") == "beginners_luck" else ""
        return f"{_w('test', lang)} #{d['test']} {term(d['target'], lang)}{how}{bl} {_w('by', lang)} {d['roller']}, {against}: {_roll(d, lang)}"
    if kind == "TestOpposed":
        return f"{_w('test', lang)} #{d['test']} {term(d['target'], lang)} {_w('by', lang)} {d['roller']}: {_roll(d, lang)}"
    if kind == "TestAutoFailed":
        return f"{_w('test', lang)} #{d['test']} {d['roller']}: {_w('automatic fail', lang)} ({term('hungry', lang)})"
    if kind == "TestResolved":
        if d.get("test_kind") == "independent":
            res = _w("pass", lang) if d["passed"] else _w("fail", lang)
            extra = f" {_w('with', lang)} {term(d['condition'], lang)}" if d.get("condition") else ""
            return f"{_w('test', lang)} #{d['test']}: {res}{extra} ({_w('margin', lang)} {d['margin']:+d})"
        return f"{_w('test', lang)} #{d['test']}: {d.get('winner_name')} {_w('wins', lang)} ({_w('margin', lang)} {d['margin']})"
    if kind in ("FateSpent", "TraitReroll"):
        what = _w("Fate", lang) if kind == "FateSpent" else f"{_w('trait', lang)} {d['trait']}"
        return (f"{_w('test', lang)} #{d['test']} {d['character']} {what}: {','.join(map(str, d['faces_before']))} → "
                f"{','.join(map(str, d['faces']))} = {d['successes']} {_w('successes', lang)}")
    if kind == "TieBroken":
        return f"{_w('test', lang)} #{d['test']}: {d['by']} ({d['trait']}) → {d['winner_name']} {_w('wins', lang)}"
    if kind == "TieBreakRolled":
        rolls = " / ".join(f"{r['roller']} {','.join(map(str, r['faces']))} = {r['successes']}" for r in d["rolls"])
        return f"{_w('test', lang)} #{d['test']} {_w('tie-break', lang)}: {rolls} → {d.get('winner_name') or _w('tie', lang)}"
    if kind == "AdvancementTestLogged":
        if d["mode"] == "beginners_luck":
            return f"{d['character']} {term(d['skill'], lang)}: X {d['attempts']}/{d['threshold']} ({_w('test', lang)} #{d['test']})"
        mark = _w(d["outcome"], lang) + ("" if d.get("marked") else " (—)")
        return (f"{d['character']} {term(d['skill'], lang)} {d['rating']}: {mark}; {_w('passes', lang)} {d['passes']}/{d['need_passes']}, "
                f"{_w('fails', lang)} {d['fails']}/{d['need_fails']} ({_w('test', lang)} #{d['test']})")
    if kind == "SkillAdvanced":
        return f"{d['character']} {term(d['skill'], lang)} {_w('rises to', lang)} {d['rating']} ({_w('test', lang)} #{d['test']})"
    if kind == "SkillLearned":
        return f"{d['character']} {term(d['skill'], lang)} {_w('learned', lang)}: 2 ({_w('test', lang)} #{d['test']})"
    if kind == "NatureTaxed":
        lost = d["before"] - d["nature"] if isinstance(d.get("before"), int) else d["amount"]
        return f"{d['character']} {_w('Nature', lang)} {_w('taxed', lang)} -{lost} → {d['nature']}"
    if kind.startswith(("Conflict", "Disposition", "Actions", "Scripts", "Volley", "Maneuver", "Front")):
        return _conflict_line(kind, d, lang)
    if kind == "RewardsGiven":
        return f"{d['character']}: {_w('Fate', lang)} +{d['fate']}, {_w('Persona', lang)} +{d['persona']}"
    return None



def _conflict_line(kind: str, d: dict[str, Any], lang: str) -> str | None:
    """``summary`` of a conflict event (declaration to close; 004 Conflictos, Compromisos), or None for another
    kind."""
    if kind == "ConflictDeclared" and (d.get("teams") or d.get("groups")):
        teams = " + ".join(", ".join(t) for t in d.get("teams") or [d["team"]])
        groups = " + ".join(", ".join(g) for g in d.get("groups") or [d["opponents"]])
        return f"{_w('conflict', lang)} #{d['conflict']} {term(d['type'], lang)}: {teams} {_w('vs', lang)} {groups}"
    if kind == "ConflictDeclared":
        return (f"{_w('conflict', lang)} #{d['conflict']} {term(d['type'], lang)}: {', '.join(d['team'])} "
                f"{_w('vs', lang)} {', '.join(d['opponents'])}")
    if kind == "DispositionRolled":
        pen = sum(p["amount"] for p in d.get("penalties") or [])
        return (f"{_w('conflict', lang)} #{d['conflict']} {_w('disposition', lang)} {d['roller']}: {_roll(d, lang)} + "
                f"{term(d['ability'], lang)} {d['ability_value']}{f' {pen:+d}' if pen else ''} = {d['disposition']}")
    if kind == "ActionsScripted":
        return (f"{_w('conflict', lang)} #{d['conflict']} {_w('exchange', lang)} {d['exchange']}: "
                f"{', '.join(d['members'])} {_w('scripted (several)' if len(d['members']) > 1 else 'scripted', lang)} "
                f"{_script(d.get('actions'), len(d['actions'] or []) if d.get('unsealed') else d.get('revealed'), lang)}")
    if kind == "ScriptsSealed":
        return f"{_w('conflict', lang)} #{d['conflict']} {_w('exchange', lang)} {d['exchange']}: {term('sealed', lang)}"
    if kind == "VolleyRevealed":
        acts = f" {_w('vs', lang)} ".join(f"{term(a['action'], lang)} ({a['actor']})" for a in d["actions"])
        return f"{_w('conflict', lang)} #{d['conflict']} {d['exchange']}.{d['volley']}: {acts}"
    if kind == "VolleyRolled":
        return (f"{_w('conflict', lang)} #{d['conflict']} {d['exchange']}.{d['volley']} {term(d['action'], lang)} "
                f"{_w('by', lang)} {d['roller']}: {_roll(d, lang)}")
    if kind == "VolleyResolved":
        return (f"{_w('conflict', lang)} #{d['conflict']} {d['exchange']}.{d['volley']} {term(d['test_kind'], lang)}"
                f"{' (' + _w('weapon', lang) + ')' if d.get('override') else ''}: {_w('successes', lang)} "
                f"{' / '.join(_volley_side(d, k) for k in (0, 1))} → "
                f"{_w('disposition', lang)} {d['dispositions'][0]} / {d['dispositions'][1]}")
    if kind == "ManeuverSpent":
        return f"{d['character']}: {', '.join(term(b, lang) for b in d['bought']) or _w('none', lang)} ({_w('margin', lang)} {d['margin']})"
    if kind == "FrontDecided":
        who = ", ".join(d.get("winner_names") or []) or _w("tie", lang)
        return (f"{_w('conflict', lang)} #{d['conflict']} {_w('front', lang)} {d['front']} ({', '.join(d['team'])}): "
                f"{_w('winner', lang)} {who}; {compromise_term(d['compromise'], lang)}")
    if kind in ("ConflictEnded", "ConflictClosed") and isinstance(d.get("compromise"), list):
        levels = "; ".join(f"{_w('front', lang)} {k + 1} {compromise_term(c, lang)}" for k, c in enumerate(d["compromise"]))
        return f"{_w('conflict', lang)} #{d['conflict']}{' ' + _w('closed', lang) if kind == 'ConflictClosed' else ''}: {levels}"
    if kind == "ConflictEnded":
        who = ", ".join(d.get("winner_names") or []) or _w("tie", lang)
        return f"{_w('conflict', lang)} #{d['conflict']}: {_w('winner', lang)} {who}; {compromise_term(d['compromise'], lang)}"
    if kind == "ConflictClosed":
        return f"{_w('conflict', lang)} #{d['conflict']} {_w('closed', lang)}: {compromise_term(d['compromise'], lang)}"
    return None

def _script(entries: Any, revealed: Any, lang: str) -> str:
    """A script as its history line shows it: "(sealed)" as recorded; after ``redact`` (which writes ``revealed``, the
    count of its actions the moment read has revealed) each revealed action with its actor and each other one sealed,
    "(sealed)" while none is (004 Conflictos: "Siempre se elige en secreto una acción"; a revealed action is public).
    A script its reader sees whole (their own side's: the detail comes ``unsealed``) is read with all its actions
    counted as revealed."""
    if not isinstance(revealed, int) or revealed < 1 or not isinstance(entries, list):
        return f"({_w('sealed', lang)})"
    said = [f"{term(e['action'], lang)} ({e.get('actor')})" if k < revealed and isinstance(e, dict)
            and e.get("action") != "sealed" else _w("sealed", lang) for k, e in enumerate(entries)]
    return f"({', '.join(said)})"


def _hide(entries: Any, shown: int) -> Any:
    if not isinstance(entries, list):
        return entries
    return [e if k < shown else {"action": "sealed", "actor": "sealed"} for k, e in enumerate(entries)]


def _scripts_under(path: list[Any]) -> bool:
    """Whether a change at ``path`` may hold conflict scripts: ``conflicts``, ``conflicts.<id>`` (a whole
    conflict, as a correction's net change writes one) or anything under ``conflicts.<id>.scripts``."""
    return bool(path) and path[0] == "conflicts" and (len(path) < 3 or path[2] == "scripts")


def redact(kind: str, detail: dict[str, Any], changes: list[dict[str, Any]], state: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Hide scripted actions whose volley the current ``state`` has not revealed (docs/systems/mouseguard.md "Conflicts": no read shows an
    unrevealed action): in an ``ActionsScripted`` event's detail, in any change that holds scripts (under
    ``conflicts.<id>.scripts``, or a whole conflict or the whole ``conflicts`` map, as the net change of an
    undo, redo or amend writes them), and in the arguments a correction records (``inputs``: a script's
    ``actions`` and ``actors`` are always shown as sealed there; once revealed they show in the volleys).
    An ``ActionsScripted`` detail also gets ``revealed`` once one of its actions is: how many are revealed now (its
    history line names those). Returns copies; other events pass unchanged."""
    def shown(cid: Any, exchange: Any, side: Any = None) -> int:
        c = (state.get("conflicts") or {}).get(str(cid))
        count = int((c or {}).get("revealed", {}).get(str(exchange), 0))
        if side is None or not str(side).isdigit():
            return count
        # with several teams the count runs across the fronts in order, three volleys each
        return max(0, min(3, count - 3 * (int(side) // 2)))

    def seal_exchange(cid: Any, exchange: Any, by_side: Any) -> Any:
        if not isinstance(by_side, dict):
            return by_side
        return {side: _hide(entries, shown(cid, exchange, side)) for side, entries in by_side.items()}

    def seal_scripts(cid: Any, scripts: Any) -> Any:
        if not isinstance(scripts, dict):
            return scripts
        return {ex: seal_exchange(cid, ex, by_side) for ex, by_side in scripts.items()}

    def seal_conflict(cid: Any, conflict: Any) -> Any:
        if not isinstance(conflict, dict) or "scripts" not in conflict:
            return conflict
        return {**conflict, "scripts": seal_scripts(cid, conflict["scripts"])}

    def seal(path: list[Any], value: Any) -> Any:
        if len(path) == 1:
            return {cid: seal_conflict(cid, c) for cid, c in value.items()} if isinstance(value, dict) else value
        if len(path) == 2:
            return seal_conflict(path[1], value)
        if len(path) == 3:
            return seal_scripts(path[1], value)
        if len(path) == 4:
            return seal_exchange(path[1], path[3], value)
        return _hide(value, shown(path[1], path[3], path[4]))

    inputs = detail.get("inputs") if isinstance(detail.get("inputs"), dict) else {}
    scripted_inputs = [n for n, given in inputs.items() if isinstance(given, dict) and "actions" in (given.get("args") or {})]
    touched = kind == "ActionsScripted" or scripted_inputs or any(_scripts_under(ch["path"]) for ch in changes)
    if not touched:
        return detail, changes
    detail = copy.deepcopy(detail)
    if kind == "ActionsScripted":
        count = shown(detail.get("conflict"), detail.get("exchange"), detail.get("side"))
        detail["actions"] = _hide(detail.get("actions"), count)
        if count:                           # its history line names the revealed actions
            detail["revealed"] = count
    for n in scripted_inputs:
        args = detail["inputs"][n]["args"]
        for key in ("actions", "actors"):
            if args.get(key):
                args[key] = "sealed"
    out = []
    for ch in changes:
        if _scripts_under(ch["path"]):
            ch = copy.deepcopy(ch)
            ch["before"], ch["after"] = seal(ch["path"], ch["before"]), seal(ch["path"], ch["after"])
        out.append(ch)
    return detail, out


def sealed(record: dict[str, Any], state: dict[str, Any]) -> set[str] | None:
    """Who may see a side's sealed script whole before its volleys are revealed (C3, 004 "Siempre se elige en
    secreto": each side scripts in secret; ``redact`` hides it from every other reader): for an
    ``ActionsScripted`` record whose exchange ``state`` has not revealed in full, the members of the side that
    scripted it, with ``"GM"`` for the opponents (side 1, and with several fronts every odd side: the GM's). None for any other record (``redact``
    decides for every reader) and once all three volleys are shown."""
    if record.get("kind") != "ActionsScripted":
        return None
    detail = record.get("detail") or {}
    conflict = (state.get("conflicts") or {}).get(str(detail.get("conflict"))) or {}
    count = int((conflict.get("revealed") or {}).get(str(detail.get("exchange")), 0))
    side = detail.get("side")
    if isinstance(side, int):               # with several fronts the count runs across them, three volleys each
        count = max(0, count - 3 * (side // 2))
    if count >= len(detail.get("actions") or []):
        return None
    members = {str(m) for m in detail.get("members") or []}
    return members | {"GM"} if isinstance(side, int) and side % 2 == 1 else members   # every front's opponents: the GM's
