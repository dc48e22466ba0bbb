"""Read views of a Masks campaign state: character sheets, the Team pool, the roster.

Source: catalogue §1.1 (character state fields) and README "Using the ledger". JSON keys are stable and always
English ids; ``lang`` only changes the display strings under ``"display"``.
"""

from __future__ import annotations

import re

from typing import Any

from rules.i18n import WORDS
from rules.masks.data import CONDITIONS, LABELS, OPTIONS, term
from rules.masks.kinds import PLAYBOOKS
from rules.names import known_name
from rules.masks.playbook_rules import labels_of
from rules.masks.playbooks import notes as playbook_notes
from rules.declaration import Views
from rules.system import lazy_module

_adv = lazy_module("rules.masks.advancement")


def sheet(state: dict[str, Any], name: str, lang: str = "en") -> dict[str, Any]:
    """The sheet of character ``name``.

    Keys (PC): name, kind, playbook, status, labels {id: int} (the five, then a playbook's extra one:
    the Soldier's ``soldier``), locked [ids], conditions [marked ids],
    potential, potential_size, advancements_available, advancements [ids], moment_of_truth,
    influence_over [names this character holds Influence over], influenced_by [names holding Influence
    over them], forward [{amount, against, source}], ongoing [...], pending [...], custom (bool: a
    playbook whose own rules are not applied), notes [lines on the playbook's rules],
    advancement_options {list, taken, advanced_open, options [{id, text, taken, max, remaining,
    advanced, open}]} (``rules.masks.advancement.options_view``), display {...}.
    NPC: name, kind, adult, status, influence_over, influenced_by. Raises ``RuleError("character")``.
    """
    who = known_name("character", name, state["characters"])
    rec = state["characters"][who]
    over = sorted(s for s, v in (state["influence"].get(who) or {}).items() if v)
    by = sorted(h for h, subs in state["influence"].items() if (subs or {}).get(who))
    if rec["kind"] == "npc" and "labels" not in rec:
        return {"name": who, "kind": "npc", "adult": rec.get("adult", False), "status": rec["status"],
                "influence_over": over, "influenced_by": by}
    marked = [c for c in CONDITIONS if rec["conditions"][c]]
    out = {
        "name": who, "kind": rec["kind"], "playbook": rec["playbook"], "status": rec["status"],
        "labels": {lab: rec["labels"][lab] for lab in labels_of(rec)}, "locked": list(rec["locked"]),
        "conditions": marked, "potential": rec["potential"], "potential_size": state["options"]["masks.potential.size"],
        "advancements_available": rec.get("advances_available", 0), "advancements": list(rec.get("advancements") or []),
        "moment_of_truth": rec["moment_of_truth"], "influence_over": over, "influenced_by": by,
        "forward": list(rec.get("forward") or []), "ongoing": list(rec.get("ongoing") or []),
        "pending": list(rec.get("pending") or []),
        "custom": bool(rec.get("custom")), "notes": playbook_notes(rec),
        "advancement_options": _adv.options_view(rec, lang),
    }
    out["display"] = {
        "labels": {_label(lab, lang): rec["labels"][lab] for lab in labels_of(rec)},
        "conditions": [term(c, lang) for c in marked],
        "status": term(rec["status"], lang),
    }
    return out


def _label(key: str, lang: str) -> str:
    """A Label's display name, a playbook's extra Label (the Soldier's) included."""
    return term(key, lang) if key in LABELS else key.capitalize()


def team(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The Team: keys pool, leader, members [active PC names], in_battle, session, scene, roll_phase."""
    return {
        "pool": state["team"]["pool"], "leader": state["team"].get("leader"),
        "members": [n for n, r in state["characters"].items() if r["kind"] == "pc" and r["status"] == "active"],
        "in_battle": bool(state.get("battle")), "session": dict(state["session"]), "scene": dict(state["scene"]),
        "roll_phase": state["roll_phase"],
    }


def characters(state: dict[str, Any], lang: str = "en") -> list[str]:
    """All character names (PCs and NPCs) in creation order."""
    return list(state["characters"])


def _w(word: str, lang: str) -> str:
    """An interface word in ``lang`` (the shared table of ``rules.i18n``)."""
    return WORDS.get(lang, {}).get(word, word)


def _dice_source(source: str, lang: str) -> str:
    """Where a roll's faces came from, in words: ``physical`` (typed in) or ``seed:N`` (the seeded roller: "semilla
    N"), never the recorded id."""
    if source.startswith("seed:"):
        return f"{'semilla' if lang == 'es' else 'seed'} {source.split(':', 1)[1]}"
    return _w(source, lang)


def sheet_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The sheet ``data`` (from ``sheet``) as (field, value) rows for a table, in ``lang``."""
    es = lang == "es"
    rows: list[tuple[str, str]] = []
    if data["kind"] == "npc" and "labels" not in data:
        rows.append(("PNJ" if es else "NPC", ("adulto" if es else "adult") if data["adult"] else "—"))
    else:
        rows += [
            ("Libreto" if es else "Playbook", PLAYBOOKS.get(data["playbook"], data["playbook"])),
            ("Estado" if es else "Status", term(data["status"], lang)),
            ("Etiquetas" if es else "Labels", "  ".join(
                f"{_label(k, lang)} {v:+d}{' 🔒' if k in data['locked'] else ''}" for k, v in data["labels"].items())),
            ("Condiciones" if es else "Conditions", ", ".join(term(c, lang) for c in data["conditions"]) or "—"),
            ("Potencial" if es else "Potential", f"{data['potential']}/{data['potential_size']}"),
            ("Avances" if es else "Advancements", f"{', '.join(_adv.option_text(a, lang) for a in data['advancements']) or '—'} "
                                                  f"({data['advancements_available']} "
                                                  f"{'por tomar' if es else 'to take'})"),
            ("Opciones de avance" if es else "Advancement options", _adv.options_line(data["advancement_options"], lang)),
            ("Momento de la Verdad" if es else "Moment of Truth", term(data["moment_of_truth"], lang)),
            (term("forward", lang).capitalize(), ", ".join(
                f"{f['amount']:+d}{(' contra ' if es else ' vs ') + f['against'] if f['against'] else ''} "
                f"({_source(f['source'], lang)})" for f in data["forward"]) or "—"),
            (term("ongoing", lang).capitalize(), ", ".join(f"{o['amount']:+d} ({_source(o['source'], lang)})"
                                                           for o in data["ongoing"] + data["pending"]) or "—"),
        ]
        rows += [("Nota" if es else "Note", line) for line in data.get("notes") or []]
    rows.append(("Influencia sobre" if es else "Influence over", ", ".join(data["influence_over"]) or "—"))
    rows.append(("Influenciado por" if es else "Influenced by", ", ".join(data["influenced_by"]) or "—"))
    return rows


def team_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The Team view ``data`` (from ``team``) as (field, value) rows, in ``lang``."""
    es = lang == "es"

    def phase(p: str) -> str:
        return _w(p.replace("_", " "), lang)

    return [
        ("reserva" if es else "pool", str(data["pool"])),
        ("líder" if es else "leader", data["leader"] or "—"),
        ("miembros" if es else "members", ", ".join(data["members"]) or "—"),
        ("en batalla" if es else "in battle", _w("yes", lang) if data["in_battle"] else _w("no", lang)),
        (_w("session", lang), f"{data['session']['number']} ({phase(data['session']['phase'])})"),
        (_w("scene", lang), f"{data['scene']['number']} ({phase(data['scene']['phase'])})"),
    ]


# --- describing recorded events (history) -------------------------------------------------------------

def describe(path: list[str], lang: str = "en") -> str | None:
    """A readable name for a Masks state path, e.g. ``["characters","Ana","labels","danger"]`` -> ``"Ana Danger"``.

    None for paths the history leaves out of its "what changed" lines (the open roll, counters).
    """
    if not path:
        return "state"
    head = path[0]
    if head in ("roll", "rolls", "roll_phase", "eos", "suspended_roll"):
        return None
    if head == "characters" and len(path) >= 2:
        rest = [term(p, lang) for p in path[2:] if p not in ("labels", "conditions")]
        return " ".join([path[1], *rest]) if rest else path[1]
    if head == "influence" and len(path) == 3:
        return f"{'Influencia' if lang == 'es' else 'Influence'} {path[1]} → {path[2]}"
    if head == "bans" and len(path) == 3:
        return f"{path[1]} ✗→ {path[2]}"
    if head == "team":
        rest = " ".join(term(str(p), lang) for p in path[1:])
        if lang == "es":                    # Spanish puts the noun first: "reserva del Equipo", "líder del Equipo"
            return f"{rest} del Equipo" if rest else "Equipo"
        return f"Team {rest}".strip()
    if len(path) == 1 and term(str(head), lang) != head:
        return term(str(head), lang)
    return ".".join(path)


def _clamp(note: str, lang: str) -> str:
    """The clamp a roll records (``modifier +5 clamped to +4``, ``rules.masks.rolls``) in ``lang``."""
    return re.sub(r"^modifier (\S+) clamped to (\S+)$", r"modificador \1 limitado a \2", note) if lang == "es" else note


def _source(source: str, lang: str) -> str:
    """A modifier's source for display: ``label:danger`` -> ``Danger`` / ``Peligro``; others translated where known."""
    kind, _, rest = source.partition(":")
    if kind in ("label", "condition") and rest:
        return term(rest, lang)
    source = re.sub(r"\bselfish shift of ([a-z_]+)", lambda m: ("cambio egoísta de " if lang == "es" else "selfish shift of ")
                    + term(m.group(1), lang), source)      # (``team selfish``: the Label shifted up)
    if lang == "es":
        for en, es in (("Team from ", "Equipo de "), ("influence over ", "Influencia sobre "), ("conditions marked", "condiciones marcadas"),
                       ("defended by ", "defendido por "), ("took advantage of Influence", "aprovechó su Influencia"),
                       ("ongoing (", "continua ("), ("forward (", "siguiente ("), ("Assess roll #", "Evaluar tirada #"),
                       ("roll #", "tirada #"), ("Influence overflow over ", "Influencia de más sobre ")):
            source = source.replace(en, es)
        source = re.sub(r"rejected (.+)'s Influence", r"rechazó la Influencia de \1", source)
    return source


#: Event kinds whose one-line summary the history table shows (the rest show as their changes).
SHOWN = ("MoveRolled", "RollAdjusted", "RollResolved", "OptionsChosen", "NarrativeOutcome", "GMMoveMade", "TakenOut",
         "AdvancementEarned", "AdvancementTaken", "EndOfSessionChosen", "MomentOfTruthUsed", "BattleEntered",
         "CharacterCreated", "InfluenceRefused", "LabelsRearranged", "InfluenceOverflow")

#: The outcomes a move records in words (picks.narrative's tags, 000's move texts), in Spanish.
TAGS_ES = {
    "trade blows": "intercambian golpes", "the effect is unstable or temporary": "el efecto es inestable o temporal",
    "defender exposed to cost, retribution or judgment": "quien defiende queda expuesto a un coste, represalia o juicio",
    "they are safe": "está a salvo", "they rise to the bait": "muerde el anzuelo",
    "critical opportunity": "oportunidad crítica", "consequence did not come to pass": "la consecuencia no llega a ocurrir",
    "the opposition gets an opportunity": "la oposición obtiene una oportunidad", "you stand strong": "aguantas firme",
    "removed from the scene": "queda fuera de la escena",
}


def _events(kind: str, detail: dict[str, Any], lang: str) -> str | None:
    """The summary of a Masks event that is not a roll: the outcome in words (000, the move's text)."""
    es = lang == "es"
    who = detail.get("character")
    if kind == "NarrativeOutcome" and detail.get("tag"):
        tag = str(detail["tag"])
        return (TAGS_ES.get(tag, tag) if es else tag).capitalize()
    if kind == "OptionsChosen":
        return None                         # its options are the roll's picks: the resolve line lists them, once
    if kind == "GMMoveMade" and detail.get("text"):
        return f"{'Movimiento del Narrador' if es else 'GM move'}: {detail['text']}"
    if kind == "TakenOut":
        return f"{who} {'queda fuera de combate' if es else 'is taken out'}"
    if kind == "AdvancementEarned":
        return f"{who} {'gana un avance' if es else 'earns an advancement'}"
    if kind == "AdvancementTaken":
        text = _adv.option_text(str(detail.get("advancement")), lang)
        return f"{who} toma el avance «{text}»" if es else f"{who} takes the advancement {text}"
    if kind == "EndOfSessionChosen":
        return f"{who}: {pick(str(detail.get('option')), lang)}"
    if kind == "MomentOfTruthUsed":
        return f"{who}: {'Momento de la Verdad' if es else 'Moment of Truth'}"
    if kind == "BattleEntered":
        return (f"{'Batalla; líder' if es else 'Battle; leader'} {detail.get('leader') or '—'}")
    if kind == "InfluenceOverflow":
        return (f"{detail.get('holder')} {'ya tenía Influencia sobre' if es else 'already held Influence over'} "
                f"{detail.get('subject')}")
    return None


def value(path: list[Any], v: Any, lang: str = "en") -> str | None:
    """A recorded forward or ongoing bonus list in words (``[+1 Evaluar tirada #12]``), a hero's advancements taken
    by their options' words (000 "Advancements"); None for other values."""
    if path and path[-1] == "advancements" and isinstance(v, list) and all(isinstance(x, str) for x in v):
        return ", ".join(_adv.option_text(x, lang) for x in v) or "—"
    if path and path[-1] in ("forward", "ongoing", "pending") and v is None:
        return "—"
    if path and path[-1] in ("forward", "ongoing", "pending") and isinstance(v, list) and all(isinstance(x, dict) for x in v):
        return "[" + ", ".join(f"{x.get('amount', 0):+d} {_source(str(x.get('source', '…')), lang)}" if isinstance(x.get("amount"), int)
                               else _source(str(x.get("source", "…")), lang) for x in v) + "]"
    return None


def _roll_line(roll: dict[str, Any], lang: str, mods: list[dict[str, Any]]) -> str:
    text = " ".join(f"{m['amount']:+d} ({_source(m['source'], lang)})" for m in mods)
    clamp = f" [{_clamp(roll['clamp'], lang)}]" if roll.get("clamp") else ""
    return f"{' '.join(filter(None, ['+'.join(map(str, roll['dice'])), text]))}{clamp} = {roll['total']} → {term(roll['tier'], lang)}"


def summary(kind: str, detail: dict[str, Any], lang: str = "en") -> str | None:
    """One line for a Masks event in ``lang`` (rolls show dice, modifiers, total and tier); None when the
    history table leaves the event to its changes (see ``SHOWN``)."""
    if kind not in SHOWN:
        return None
    if kind == "CharacterCreated":
        return f"{detail.get('character')} ({detail.get('playbook')}): {detail['note']}" if detail.get("note") else None
    if kind == "InfluenceRefused":
        return f"{detail.get('holder')} ✗→ {detail.get('subject')}: {detail.get('reason')}"
    if kind == "LabelsRearranged":
        after = detail.get("after") or {}
        return ("Etiquetas reordenadas: " if lang == "es" else "Labels rearranged: ") + \
            "  ".join(f"{term(k, lang)} {v:+d}" for k, v in after.items())
    if kind not in ("MoveRolled", "RollAdjusted", "RollResolved"):
        return _events(kind, detail, lang)
    roll = detail.get("roll")
    if kind == "MoveRolled" and "total" in detail:
        against = f" {_w('vs', lang)} {detail['target']}" if detail.get("target") else ""
        if detail.get("protect"):
            against = (f" protegiendo a {detail['protect']} de {detail['target']}" if lang == "es"
                       else f" protecting {detail['protect']} from {detail['target']}")
        return (f"{_w('roll', lang)} #{detail['roll']} {term(detail['move'], lang)} {_w('by', lang)} {detail['roller']}{against}: "
                f"{_roll_line(detail, lang, detail['modifiers'])} ({_dice_source(str(detail['dice_source']), lang)})")
    if kind == "RollAdjusted" and "total" in detail:
        return (f"{_w('post-roll', lang)} {detail.get('amount', 0):+d} ({_source(detail['source'], lang)}): "
                f"total {detail['total']} → {term(detail['tier'], lang)}")
    if kind == "RollResolved" and isinstance(roll, dict):
        chosen = [pick(str(p), lang) for p in detail.get("picks") or []]     # each once, in words (000's lists)
        picks = f"; {_w('picks', lang)}: {'; '.join(chosen)}" if chosen else ""
        return (f"{_w('roll', lang)} #{roll['id']} {term(roll['move'], lang)} {_w('by', lang)} {roll['roller']}: "
                f"{_roll_line(roll, lang, roll['modifiers'] + roll['post'])}{picks}")
    return None


def arc(data: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The values a Masks arc tracks per session (README "Correcting mistakes and reviewing the past"), from a sheet: each Label, the
    conditions marked, potential, advancements taken, Influence held and given, Moment of Truth."""
    if "labels" not in data:
        return {"status": term(data["status"], lang)}
    es = lang == "es"
    out: dict[str, Any] = {term(k, lang): v for k, v in data["labels"].items()}
    out.update({
        "Condiciones" if es else "Conditions": data["conditions"],
        "Potencial" if es else "Potential": data["potential"],
        "Avances" if es else "Advancements": [_adv.option_text(a, lang) for a in data["advancements"]],
        "Influencia sobre" if es else "Influence over": data["influence_over"],
        "Influenciado por" if es else "Influenced by": data["influenced_by"],
        "Momento de la Verdad" if es else "Moment of Truth": data["moment_of_truth"],
        "Estado" if es else "Status": data["status"],
    })
    return out


def chart(names: list[str], lang: str = "en") -> dict[str, Any]:
    """What the chronicle charts of a Masks arc (README "The chronicle: a record to read aloud"), given the names of its numeric values: the
    five Labels as lines (named as ``arc`` names them in ``lang``), and markers where conditions were marked
    and where they were cleared."""
    es = lang == "es"
    return {"values": [term(k, lang) for k in LABELS],
            "marks": {"Condiciones marcadas" if es else "Conditions marked": ["ConditionMarked"],
                      "Condiciones borradas" if es else "Conditions cleared": ["ConditionCleared"]}}


def pick(option: str, lang: str = "en", detail: dict[str, Any] | None = None) -> str | None:
    """A pick in words for the chronicle: ``"DE1: resist or avoid their blows"`` (000's option lists, in
    ``lang``); None for an id that is not an option list entry (read through ``term`` then). ``detail`` (the
    recording event's) is not needed: Masks' option ids are one namespace (``DE1``, ``TA2``)."""
    text = OPTIONS.get(option)
    return f"{option}: {text[1] if lang == 'es' else text[0]}" if text else None


_status = lazy_module("rules.masks.status")
_live_module = lazy_module("rules.masks.live")
_words = lazy_module("rules.masks.words")
_odds = lazy_module("rules.masks.odds")
_refusals = lazy_module("rules.masks.refusals")
_form_choices = lazy_module("rules.masks.form_choices")
_gates = lazy_module("rules.masks.gates")
_pick_details = lazy_module("rules.masks.pick_details")
_influence = lazy_module("rules.masks.influence_lines")

VIEWS = Views(sheet=sheet, sheet_rows=sheet_rows, characters=characters, term=lambda key, lang="en": term(key, lang),
              describe=describe, summary=summary, plain=lambda kind, detail, lang="en": _influence.influence_line(
                  kind, detail, lang) or _words.team_line(kind, detail, lang), cause=_words.cause, command=_words.command, value=value, arc=arc,
              chart=chart, pick=pick, hint=lambda command, hint, lang="en": _gates.said_hint(command, hint, lang),
              status=lambda state, lang="en": _status.status(state, lang),
              status_rows=lambda data, lang="en": _status.status_rows(data, lang),
              live=lambda data, lang="en": _live_module.live(data, lang),
              odds=lambda state, command, args, ctx, lang="en": _odds.odds(state, command, args, ctx, lang),
              odds_rows=lambda data, lang="en": _odds.odds_rows(data, lang),
              refusal=lambda field, message, lang="en": _refusals.refusal(field, message, lang),
              pick_details=lambda state, lang="en": _pick_details.details(state, lang),
              choices=lambda state, command, field, lang="en", actors=None: _form_choices.choices_now(
                  state, command, field, lang, actors))
