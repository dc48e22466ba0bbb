"""The history projection: one row per action, with what changed (before -> after) and why.

Source: issue #2 item 5 ("the history: one row per action with time, actor, what changed (before ->
after) and why (the roll it came from)"). Pure: a fold over the campaign's events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.names import norm

Term = Callable[[str, str], str]


def _value(v: Any, lang: str, term: Term) -> str:
    if v is None:
        return "—"
    if isinstance(v, bool):
        return ("sí" if v else "no") if lang == "es" else ("yes" if v else "no")
    if isinstance(v, int):
        return f"{v:+d}" if v < 0 else str(v)
    if isinstance(v, str):
        return term(v, lang)
    if isinstance(v, list):
        return "[" + ", ".join(_value(x, lang, term) if not isinstance(x, dict) else x.get("source", "…") for x in v) + "]"
    if isinstance(v, dict) and "move" in v and "dice" in v:
        return f"roll #{v['id']}"
    return "{…}"


def describe_path(path: list[str], lang: str, term: Term) -> str:
    """A readable name for a state path, e.g. ``["characters","Ana","labels","danger"]`` -> ``"Ana Danger"``."""
    if not path:
        return "state"
    head = path[0]
    if head == "characters" and len(path) >= 2:
        rest = [term(p, lang) for p in path[2:] if p not in ("labels", "conditions")]
        return " ".join([path[1], *rest]) if rest else path[1]
    if head == "influence" and len(path) == 3:
        return f"{'Influencia' if lang == 'es' else 'Influence'} {path[1]} → {path[2]}"
    if head == "bans" and len(path) == 3:
        return f"{path[1]} ✗→ {path[2]}"
    if head == "team":
        return f"{'Equipo' if lang == 'es' else 'Team'} {' '.join(path[1:])}"
    return ".".join(path)


_ES_WORDS = {"by": "de", "vs": "contra", "physical": "dados físicos", "post-roll": "tras la tirada", "picks": "opciones",
             "total": "total"}


def _source(source: str, lang: str, term: Term) -> str:
    """A modifier's source for display: ``label:danger`` -> ``Danger`` / ``Peligro``; others translated where known."""
    kind, _, rest = source.partition(":")
    if kind in ("label", "condition") and rest:
        return term(rest, lang)
    if lang == "es":
        for en, es in (("Team from ", "Equipo de "), ("influence over ", "Influencia sobre "), ("conditions marked", "condiciones marcadas"),
                       ("defended by ", "defendido por "), ("took advantage of Influence", "aprovechó su Influencia")):
            source = source.replace(en, es)
    return source


def _w(word: str, lang: str) -> str:
    """A connecting word of the summaries in ``lang``."""
    return _ES_WORDS.get(word, word) if lang == "es" else word


def summarise(kind: str, detail: dict[str, Any], lang: str, term: Term) -> str:
    """A one-line summary of an event from its kind and detail (rolls show dice, modifiers, total, tier)."""
    roll = detail.get("roll")
    if kind == "MoveRolled" and "total" in detail:
        mods = " ".join(f"{m['amount']:+d} ({_source(m['source'], lang, term)})" for m in detail["modifiers"])
        clamp = f" [{detail['clamp']}]" if detail.get("clamp") else ""
        against = f" {_w('vs', lang)} {detail['target']}" if detail.get("target") else ""
        return (f"roll #{detail['roll']} {term(detail['move'], lang)} {_w('by', lang)} {detail['roller']}{against}: "
                f"{' '.join(filter(None, ['+'.join(map(str, detail['dice'])), mods]))}{clamp} = {detail['total']} → "
                f"{term(detail['tier'], lang)} ({_w(detail['dice_source'], lang)})")
    if kind == "RollAdjusted" and "total" in detail:
        return (f"{_w('post-roll', lang)} {detail.get('amount', 0):+d} ({_source(detail['source'], lang, term)}): "
                f"total {detail['total']} → {term(detail['tier'], lang)}")
    if kind == "RollResolved" and isinstance(roll, dict):
        mods = " ".join(f"{m['amount']:+d} ({_source(m['source'], lang, term)})" for m in roll["modifiers"] + roll["post"])
        clamp = f" [{roll['clamp']}]" if roll.get("clamp") else ""
        picks = f"; {_w('picks', lang)} {', '.join(detail.get('picks') or [])}" if detail.get("picks") else ""
        return (f"roll #{roll['id']} {term(roll['move'], lang)} {_w('by', lang)} {roll['roller']}: "
                f"{' '.join(filter(None, ['+'.join(map(str, roll['dice'])), mods]))}{clamp} = {roll['total']} → "
                f"{term(roll['tier'], lang)}{picks}")
    parts = []
    for key, value in detail.items():
        if key in ("roll",):
            continue
        if isinstance(value, (dict, list)):
            value = ", ".join(map(str, value)) if isinstance(value, list) else ", ".join(f"{k} {v}" for k, v in value.items())
        parts.append(f"{key}={term(value, lang) if isinstance(value, str) else value}")
    return kind + (f" ({'; '.join(parts)})" if parts else "")


def history(events: Iterable[Any], term: Term, lang: str = "en", character: str | None = None) -> list[dict[str, Any]]:
    """Rows of the campaign's history, one per action, oldest first.

    Row keys: ``action`` (int, 0 = creation), ``time`` (ISO 8601, when its first event was recorded),
    ``actor``, ``command``, ``events`` (list of ``{"kind", "cause", "summary", "changes", "detail"}``),
    ``changes`` (readable ``"what: before → after"`` strings) and ``why`` (causes, e.g. ``["roll #3"]``).
    ``character`` keeps the actions that touch that character (by actor, change path or detail).
    """
    rows: list[dict[str, Any]] = []
    roll_people: dict[str, set[str]] = {}
    for ev in events:
        if not hasattr(ev, "action_id"):
            rows.append({"action": 0, "time": ev.timestamp.isoformat(), "actor": ev.actor, "command": "create",
                         "events": [{"kind": "CampaignCreated", "cause": None,
                                     "summary": f"campaign {ev.name} ({ev.system}, rules {ev.rules_version})",
                                     "changes": [], "detail": {"options": ev.options}}],
                         "changes": [], "why": []})
            continue
        if not rows or rows[-1]["action"] != ev.action_id:
            rows.append({"action": ev.action_id, "time": ev.timestamp.isoformat(), "actor": ev.actor,
                         "command": ev.action, "events": [], "changes": [], "why": []})
        row = rows[-1]
        if ev.kind == "MoveRolled":
            roll_people[f"roll #{ev.detail.get('roll')}"] = {norm(str(ev.detail.get("roller"))), norm(str(ev.detail.get("target")))}
        row["events"].append({"kind": ev.kind, "cause": ev.cause, "summary": summarise(ev.kind, ev.detail, lang, term),
                              "changes": ev.changes, "detail": ev.detail})
        for ch in ev.changes:
            if ch["path"][:1] in (["roll"], ["rolls"], ["roll_phase"], ["eos"]):
                continue
            if isinstance(ch["after"], dict) and ch["before"] is None:
                row["changes"].append(f"{describe_path(ch['path'], lang, term)}: {'creado' if lang == 'es' else 'created'}")
                continue
            row["changes"].append(f"{describe_path(ch['path'], lang, term)}: {_value(ch['before'], lang, term)} → {_value(ch['after'], lang, term)}")
        if ev.cause and ev.cause not in row["why"]:
            row["why"].append(ev.cause)
    if character:
        rows = [r for r in rows if touches(r, character) or any(norm(character) in roll_people.get(w, ()) for w in r["why"])]
    return rows


def touches(row: dict[str, Any], character: str) -> bool:
    """Whether history ``row`` involves ``character`` (actor, a changed path, or a name in its details)."""
    name = norm(character)
    if norm(row["actor"]) == name:
        return True
    for ev in row["events"]:
        for ch in ev["changes"]:
            if any(norm(str(p)) == name for p in ch["path"][1:3]):
                return True
        for key in ("character", "roller", "target", "holder", "subject", "leader"):
            if norm(str(ev["detail"].get(key, ""))) == name:
                return True
        roll = ev["detail"].get("roll")
        if isinstance(roll, dict) and name in (norm(str(roll.get("roller"))), norm(str(roll.get("target")))):
            return True
    return False
