"""Read views of a MOSAIC campaign: sheets, the group's shared resources, event summaries, path names.

Source: catalogue §2.1 (character and group state) and docs/systems/mosaic.md (English terms, German labels
with ``--lang de``). JSON keys are stable English ids; ``lang`` changes only the display strings.
"""

from __future__ import annotations

from typing import Any

from rules.mosaic.data import OPTIONS, RETIRE_COST, STATS, term
from rules.mosaic.state import disputable
from rules.mosaic.words import cause, command, w, why_text
from rules.names import known_name
from rules.declaration import Views
from rules.system import lazy_module

#: Interface words of the ledger in German (over ``rules.i18n``), given to ``GameSystem.words``.
WORDS_DE = {
    "History": "Verlauf", "time": "Zeit", "actor": "Akteur", "action": "Aktion", "what changed": "Änderungen",
    "why": "Grund", "created": "angelegt", "yes": "ja", "no": "nein", "Sheet": "Bogen", "field": "Feld", "value": "Wert",
    "by": "von", "physical": "echte Würfel", "total": "Summe", "session": "Sitzung", "scene": "Szene",
    "undone": "rückgängig", "amended": "berichtigt", "reason": "Grund", "campaign": "Kampagne", "start": "Beginn",
    "not started": "nicht begonnen", "running": "läuft", "ending": "endet", "ended": "beendet", "open": "offen",
    "closed": "geschlossen", "NPC": "NSC", "when": "wann", "before": "vorher", "after": "nachher", "cause": "Ursache",
    "who": "wer", "command": "Befehl", "Group": "Gruppe",
    # ledger status and the reference lists (README "At the table: ledger play")
    "Status": "Stand", "Moves": "Züge", "Playbooks": "Playbooks", "Stats": "Werte", "Milestones": "Meilensteine",
    "Picks": "Optionen", "also accepted": "auch akzeptiert", "Odds": "Wahrscheinlichkeiten",
}


def _w(word: str, lang: str) -> str:
    return WORDS_DE.get(word, term(word, lang)) if lang == "de" else word


def _capacity(state: dict[str, Any], rec: dict[str, Any], culture: str) -> int | None:
    if state["options"]["mosaic.tiles.model"] == "freePool":
        return None
    return sum(1 for r in rec["ranks"].values() if r["culture"] == culture)


def sheet(state: dict[str, Any], name: str, lang: str = "en") -> dict[str, Any]:
    """The sheet of character ``name``.

    PC keys: name, kind, playbook, status, highlights [stats], temp_highlight, stats {stat: {culture,
    rank_source, highlighted, influenced_by [cultures], trait {descriptor, move, option, rest} or None,
    items [...]}}, ranks {culture: count}, tiles {culture: {available, spent, capacity}}, milestones
    [ids], milestones_bought, next_milestone_cost, proficiencies, allies, answers [{roll, move,
    question, acted}], display. NPC keys: name, kind, culture, rank, status, ally_of (and for a settled
    PC: playbook, settled_at). Raises ``RuleError("character")``.
    """
    who = known_name("character", name, state["characters"])
    rec = state["characters"][who]
    if rec["kind"] == "npc":
        out = {"name": who, "kind": "npc", "culture": rec["culture"], "rank": rec["rank"], "status": rec["status"],
               "ally_of": rec.get("ally_of")}
        if "ranks" in rec:
            out.update(playbook=rec["playbook"], settled_at=rec.get("settled_at"))
        return out
    ranks: dict[str, int] = {}
    for r in rec["ranks"].values():
        ranks[r["culture"]] = ranks.get(r["culture"], 0) + 1
    tiles = {}
    for c in sorted(set(ranks) | set(rec["tiles"])):
        have, cap = rec["tiles"].get(c, 0), _capacity(state, rec, c)
        tiles[c] = {"available": have, "spent": (cap - have) if cap is not None else 0, "capacity": cap}
    stats = {}
    for s in STATS:
        stats[s] = {"culture": rec["ranks"][s]["culture"], "rank_source": rec["ranks"][s]["source"],
                    "highlighted": s in rec["highlights"],
                    "influenced_by": sorted(c for c, v in (rec["influence"].get(s) or {}).items() if v),
                    "trait": rec["traits"].get(s), "items": list(rec["items"].get(s) or [])}
    out = {
        "name": who, "kind": "pc", "playbook": rec["playbook"], "status": rec["status"], "highlights": list(rec["highlights"]),
        "temp_highlight": rec.get("temp_highlight"), "stats": stats, "ranks": ranks, "tiles": tiles,
        "milestones": [m["milestone"] for m in rec["milestones"]], "milestones_bought": rec["milestones_bought"],
        "next_milestone_cost": 1 + rec["milestones_bought"], "retire_cost": RETIRE_COST,
        "proficiencies": list(rec["proficiencies"]), "allies": list(rec["allies"]),
        "answers": [{"roll": int(k), "move": a["move"], "question": a["question"], "acted": a["acted"]}
                    for k, a in (rec.get("answers") or {}).items()],
    }
    out["display"] = {
        "playbook": term(rec["playbook"], lang), "status": term(rec["status"], lang),
        "stats": {term(s, lang): v["culture"] for s, v in stats.items()},
        "highlights": [term(s, lang) for s in rec["highlights"]],
    }
    return out


def sheet_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The sheet ``data`` (from ``sheet``) as (field, value) rows, in ``lang``."""
    t = lambda k: term(k, lang)  # noqa: E731
    if data["kind"] == "npc":
        rows = [(t("NPC"), data["name"]), (t("Culture"), data["culture"]), (t("Rank"), str(data["rank"])),
                (t("Allies"), data.get("ally_of") or "—")]
        if data.get("settled_at"):
            rows.append((t("Playbook"), f"{t(data['playbook'])} ({t('retired')}, {data['settled_at']})"))
        return rows
    rows = [(t("Playbook"), t(data["playbook"])), (t("Status"), t(data["status"]))]
    for s, v in data["stats"].items():
        flags = []
        if v["highlighted"]:
            flags.append(t("highlighted"))
        if data["temp_highlight"] == s:
            flags.append(t("highlight"))
        if v["influenced_by"]:
            flags.append(f"{t('Influence')}: {', '.join(v['influenced_by'])}")
        trait = v["trait"] or {}
        text = f"{v['culture']} ({t(v['rank_source'])})" + (f" [{'; '.join(flags)}]" if flags else "")
        if trait:
            text += f" — {t('Trait')}: {trait['descriptor']}"
            if trait.get("move"):
                text += f" / {t(trait['move'])}: {trait['option']}"
        if v["items"]:
            text += f" — {t('Items')}: {', '.join(v['items'])}"
        rows.append((t(s), text))
    rows.append((t("Mosaic Tiles"), "  ".join(
        f"{c} {v['available']}/{v['capacity'] if v['capacity'] is not None else '∞'}" for c, v in data["tiles"].items()) or "—"))
    rows.append((t("Milestones"), f"{', '.join(t(m) for m in data['milestones']) or '—'} "
                                  f"({t('next milestone costs')} {data['next_milestone_cost']})"))
    rows.append((t("Allies"), ", ".join(data["allies"]) or "—"))
    if data["proficiencies"]:
        rows.append((t("Proficiencies"), ", ".join(data["proficiencies"])))
    if data["answers"]:
        rows.append((t("Answers"), ", ".join(f"#{a['roll']} {t(a['question'])}{' ✓' if a['acted'] else ''}" for a in data["answers"])))
    return rows


def characters(state: dict[str, Any], lang: str = "en") -> list[str]:
    """All character names (PCs and NPCs) in creation order."""
    return list(state["characters"])


def group(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The group's shared resources and phases.

    Keys: pool {culture: tiles}, pool_size, capacity (= Trust), trust {base, temp}, experience, quest,
    quests_completed, locations {name: {safe, improved, owner, upkeep}}, upkeep_shortfall, marks {name:
    {culture, by, tapped}}, interaction {phase, npc, pc}, journey, rest {phase, at}, gm_moves_due
    [roll ids], disputable [roll ids], open_roll (or None), roll_phase, session, scene, cultures.
    """
    roll = state.get("roll")
    return {
        "pool": dict(sorted((c, n) for c, n in state["advantage_pool"].items() if n)),
        "pool_size": sum(state["advantage_pool"].values()),
        "capacity": state["trust"]["base"] + state["trust"]["temp"], "trust": dict(state["trust"]),
        "experience": state["experience"], "quest": state.get("quest"), "quests_completed": state.get("quests_completed", 0),
        "locations": state["locations"], "upkeep_shortfall": state["upkeep_shortfall"], "marks": state["marks"],
        "interaction": {"phase": state["interaction"]["phase"], "npc": state["interaction"].get("npc"),
                        "pc": state["interaction"].get("pc")},
        "journey": state.get("journey"), "rest": {"phase": state["rest"]["phase"], "at": state["rest"].get("at")},
        "gm_moves_due": sorted(int(k) for k in state["gm_due"]), "disputable": sorted(int(k) for k in disputable(state)),
        "open_roll": None if not roll else {k: roll[k] for k in ("id", "move", "roller", "total", "tier", "critical", "sources")}
        | {"dice": [d["face"] for d in roll["dice"]]},
        "roll_phase": state["roll_phase"], "session": dict(state["session"]), "scene": dict(state["scene"]),
        "cultures": {c: r.get("playbook") for c, r in state["cultures"].items()},
    }


def group_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The ``group`` view as (field, value) rows, in ``lang``."""
    t = lambda k: term(k, lang)  # noqa: E731
    pool = ", ".join(f"{c} {n}" for c, n in data["pool"].items()) or "—"
    quest = data["quest"]
    rows = [
        (t("Advantage"), f"{pool} ({data['pool_size']}/{data['capacity']})"),
        (t("Trust"), f"{data['capacity']} ({data['trust']['base']} + {data['trust']['temp']})"),
        (t("Experience"), str(data["experience"])),
        (t("Quest"), f"{quest['title']} ({t(quest['status'] if quest['status'] != 'active' else 'active_quest')})" if quest else "—"),
        (t("Safe Locations"), ", ".join(f"{n}{'' if v['safe'] else ' ✗'}{' +' if v.get('improved') else ''}"
                                        for n, v in data["locations"].items()) or "—"),
        (t("Marks"), ", ".join(f"{n} ({v['culture']})" for n, v in data["marks"].items()) or "—"),
        (t("Interaction"), f"{data['interaction']['pc']} ↔ {data['interaction']['npc']}" if data["interaction"]["npc"] else "—"),
        (t("Journey"), (data["journey"].get("to") or "…") if data["journey"] else "—"),
        (t("Rest"), t(data["rest"]["phase"])),
        (t("GM moves due"), ", ".join(f"#{n}" for n in data["gm_moves_due"]) or "—"),
        (t("open roll"), f"#{data['open_roll']['id']} {t(data['open_roll']['move'])} {data['open_roll']['dice']} = "
                         f"{data['open_roll']['total']}" if data["open_roll"] else "—"),
        (_w("session", lang), f"{data['session']['number']} ({_w(data['session']['phase'].replace('_', ' '), lang)})"),
        (_w("scene", lang), f"{data['scene']['number']} ({_w(data['scene']['phase'], lang)})"),
    ]
    return rows


# --- history --------------------------------------------------------------------------------------------

_HIDDEN = ("roll", "roll_phase", "disputable", "gm_due", "rest", "rests", "journey", "options")


def describe(path: list[str], lang: str = "en") -> str | None:
    """A readable name for a MOSAIC state path (``["characters","Ana","tiles","Nahua"]`` -> ``"Ana Mosaic Tiles
    Nahua"``); None for the bookkeeping the history leaves to event summaries (rolls, rests, journeys)."""
    if not path or path[0] in _HIDDEN:
        return None
    t = lambda k: term(k, lang)  # noqa: E731
    head = path[0]
    if head == "characters" and len(path) >= 2:
        who, rest = path[1], path[2:]
        if not rest:
            return who
        field = rest[0]
        if field == "tiles" and len(rest) == 2:
            return f"{who} {t('Mosaic Tiles')} {rest[1]}"
        if field == "influence" and len(rest) == 3:
            return f"{who} {t('Influence')} {rest[2]} → {t(rest[1])}"
        if field in ("answers", "milestones"):
            return None                       # AnswerGiven / MilestoneBought summaries say it
        return " ".join([who, *(t(p) for p in rest)])
    if head == "advantage_pool":
        return f"{t('Advantage')} {' '.join(path[1:])}"
    if head == "trust":
        part = {"base": ("base", "Basis"), "temp": ("temporary", "vorübergehend")}.get(path[-1], (path[-1], path[-1]))
        return f"{t('Trust')} ({part[lang == 'de']})"
    if head == "experience":
        return t("Experience")
    if head == "interaction":
        return t("Interaction") if path[1:] == ["phase"] else None
    if head in ("session", "scene"):
        return ".".join(map(str, path))                  # the ledger's own words for its session and scene
    if head in ("locations", "marks", "cultures", "quest"):
        return " ".join([t({"locations": "Safe Locations", "marks": "Marks", "cultures": "Culture", "quest": "Quest"}[head]),
                         *path[1:]])
    return ".".join(path)


def _dice(detail: dict[str, Any], faces: list[int], kept: list[int]) -> str:
    return " ".join(f"[{f}]" if i in kept else str(f) for i, f in enumerate(faces))


def _roll_line(roll: dict[str, Any], lang: str) -> str:
    faces = [d["face"] for d in roll["dice"]] if roll["dice"] and isinstance(roll["dice"][0], dict) else roll["dice"]
    crit = f", {term('critical', lang)}" if roll.get("critical") else ""          # "10+ Erfolg, kritische 12"
    return f"{_dice(roll, faces, roll['kept'])} = {roll['total']} → {term(roll['tier'], lang)}{crit}"


#: Event kinds whose summary the history table shows (the rest show their changes).
SHOWN = ("MoveRolled", "BonusDiceAdded", "RollResolved", "CriticalSuccess", "GMMoveMade", "GMMoveWaived", "GMMoveDue",
         "MoveTriggerDisputed", "InteractionInitiated", "InteractionEnded", "QuestAgreed", "RestTaskDone", "Participated",
         "MilestoneBought", "UpkeepPaid", "AdvantageAdded", "JourneyStarted", "ObstacleMet")


def summary(kind: str, detail: dict[str, Any], lang: str = "en") -> str | None:
    """One line for a MOSAIC event in ``lang`` (rolls show every die, the kept two in brackets, total and
    tier); None when the history table leaves the event to its changes."""
    if kind not in SHOWN:
        return None
    t = lambda k: term(k, lang) if k else "—"  # noqa: E731
    by = _w("by", lang)
    if kind == "MoveRolled" and "total" in detail:
        what = t(detail["stat"]) if detail.get("stat") else (detail.get("culture") or "+NOTHING")
        source = str(detail.get("dice_source"))
        src = f" ({_w(source, lang)})" if source == "physical" else f" ({w('seed', lang)} {source.split(':', 1)[-1]})"
        return (f"{w('roll', lang)} #{detail['roll']} {t(detail['move'])} {by} {detail['roller']} [{what}]: "
                f"{_dice(detail, detail['dice'], detail['kept'])} = {detail['total']} → {t(detail['tier'])}{src}")
    if kind == "BonusDiceAdded" and "total" in detail:
        source = {"tile": ("tile", "Mosaikstein"), "press": ("press", "Vorteil ausgespielt")}[detail["source"]][lang == "de"]
        return (f"+{len(detail['dice'])} ({source} {detail['culture']}): {', '.join(map(str, detail['dice']))}; "
                f"{w('total now', lang)} {detail['total']} → {t(detail['tier'])}")    # the die rolled, then the roll
    if kind == "RollResolved":
        roll = detail["roll"]
        texts = list(detail.get("options") or [])
        chosen = [t(p) if p in OPTIONS else (texts[i] if i < len(texts) else p) for i, p in enumerate(detail.get("picks") or [])]
        chosen = [c.replace("trait (", f"{w('trait', lang)} (", 1) if c.startswith("trait (") else c for c in chosen]
        picks = f"; {', '.join(chosen or texts)}" if chosen or texts else ""
        return f"{w('roll', lang)} #{roll['id']} {t(roll['move'])} {by} {roll['roller']}: {_roll_line(roll, lang)}{picks}"
    if kind == "CriticalSuccess":
        return f"{term('critical', lang)}: {detail['character']}"
    if kind in ("GMMoveMade", "GMMoveWaived"):
        from rules.i18n import WORDS as SHARED

        gm = SHARED.get(lang, {}).get("GM", "GM")     # the word every system of the language names the GM by ("SL")
        return f"{gm}: {detail.get('text') or '—'}" if kind == "GMMoveMade" else f"{gm}: —"
    if kind == "GMMoveDue":
        return f"{w('GM move due', lang)} ({t(detail['tier'])})"
    if kind == "MoveTriggerDisputed":
        return f"{w('disputed', lang)}: {detail.get('reason')} ({len(detail.get('reverted') or [])} {w('reverted', lang)})"
    if kind == "InteractionInitiated":
        return f"{t('Interaction')}: {detail['character']} ↔ {detail['npc']}"
    if kind == "InteractionEnded":
        return f"{t('Interaction')} {_w('ended', lang)}: {detail.get('npc')}"
    if kind == "QuestAgreed":
        return f"{t('Quest')} {detail['title']}: {t('Trust')} {detail['trust']}"
    if kind == "RestTaskDone":
        return f"{t('Rest')}: {detail['character']} {t(detail['stat'])} ({detail['culture']}) → {t(detail['choice'])}"
    if kind == "Participated":
        return f"{detail['character']} + {detail['joined']}: {t(detail['choice'])}"
    if kind == "MilestoneBought":
        return f"{detail['character']}: {t(detail['milestone'])} ({detail['cost']} {'EP' if lang == 'de' else 'XP'})"
    if kind == "UpkeepPaid":
        return f"{w('upkeep', lang)} {detail['paid']}/{detail['due']}" + (f", {w('short', lang)} {detail['short']}" if detail.get("short") else "")
    if kind == "AdvantageAdded":
        lost = f", {w('lost', lang)} {detail['lost']}" if detail.get("lost") else ""
        return f"{t('Advantage')} +{detail['added']} {detail['culture']} ({why_text(detail.get('why'), lang)}{lost})"
    if kind == "JourneyStarted":
        return f"{t('Journey')} → {detail.get('to') or '…'}: " + ", ".join(f"{t(r)} {n}" for r, n in detail["roles"].items())
    if kind == "ObstacleMet":
        return f"{t(detail['obstacle'])} ({t(detail['role'])}): {t(detail['tier'])}"
    return None


def arc(data: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The values ``ledger arc`` follows per session, from a sheet (``sheet``), keyed by display names in ``lang``.

    A PC: each stat's rank culture (Adapt moves it), available Mosaic Tiles per culture, the cultures
    influencing each stat, highlights, the temporary highlight, milestones, proficiencies, allies and
    status. An NPC: culture, rank, whose ally, status. Lists of stats and milestones are display names.
    """
    t = lambda k: term(k, lang)  # noqa: E731
    if data["kind"] == "npc":
        return {t("Culture"): data["culture"], t("Rank"): data["rank"], t("ally_of"): data.get("ally_of"),
                t("Status"): t(data["status"])}
    out: dict[str, Any] = {t(s): v["culture"] for s, v in data["stats"].items()}
    out.update({f"{t('Mosaic Tiles')} {c}": v["available"] for c, v in data["tiles"].items()})
    out.update({f"{t('Influence')} {t(s)}": v["influenced_by"] for s, v in data["stats"].items()})
    out.update({
        t("Highlights"): [t(s) for s in data["highlights"]],
        t("temp_highlight"): t(data["temp_highlight"]) if data["temp_highlight"] else None,
        t("Milestones"): [t(m) for m in data["milestones"]],
        t("Proficiencies"): list(data["proficiencies"]),
        t("Allies"): list(data["allies"]),
        t("Status"): t(data["status"]),
    })
    return out


_status = lazy_module("rules.mosaic.status")
_live_module = lazy_module("rules.mosaic.live")
_odds = lazy_module("rules.mosaic.odds")
_choices_now = lazy_module("rules.mosaic.choices_now")
_refusals = lazy_module("rules.mosaic.refusals")

VIEWS = Views(sheet=sheet, sheet_rows=sheet_rows, characters=characters, term=lambda key, lang="en": term(key, lang),
              describe=describe, summary=summary, cause=cause, command=command, arc=arc,
              status=lambda state, lang="en": _status.status(state, lang),
              status_rows=lambda data, lang="en": _status.status_rows(data, lang),
              live=lambda data, lang="en": _live_module.live(data, lang),
              odds=lambda state, command, args, ctx, lang="en": _odds.odds(state, command, args, ctx, lang),
              odds_rows=lambda data, lang="en": _odds.odds_rows(data, lang),
              refusal=lambda field, message, lang="en": _refusals.refusal(field, message, lang),
              choices=lambda state, command, field, lang="en", actors=None: _choices_now.participants_now(
                  state, command, field, lang, actors))
