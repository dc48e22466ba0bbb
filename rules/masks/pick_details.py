"""The details each Masks pick takes, as a form asks for them: for every option of ``rules.masks.picks.PARAMS``,
its parameters with the values each takes (conditions, Labels, characters, yes/no) in the reader's language.

Source: seed 000 "THE BASIC MOVES" (each option's text: whose condition, which Labels shift) and the Spanish part
(condiciones, Etiquetas); ``rules.masks.picks`` (``parse_pick``: ``ID:key=value,key=value``, a list joined with
``+``, ``potential`` a flag; ``happened`` yes or no); ``rules.masks.playbook_rules.EXTRA_LABEL_NAMES`` (the
Soldier's Label).
"""

from __future__ import annotations

from typing import Any

#: What each parameter names: conditions, Labels, characters, yes/no or a flag.
_CONDITION = ("condition", "overflow", "clear")
_LABEL = ("up", "down")
_CHARACTER = ("over", "provoke", "target", "to", "from")


def details(state: dict[str, Any], lang: str = "en") -> dict[str, list[dict[str, Any]]]:
    """``{option id: [detail]}`` for every option taking parameters, each detail ``{"key": the parameter as
    ``parse_pick`` reads it, "kind": "one" | "list" | "flag", "choices": [[value, words], ...]}`` (values as the
    pick is typed: condition and Label ids, characters' names, ``yes``/``no``; words in ``lang``); the choices of a
    flag are empty. A condition detail of the open roll offers only the conditions its hero may clear (marked) or
    mark (unmarked) now (``rules.masks.pick_conditions``); when there is none, its choices are empty and it has a
    ``"note"`` saying so in ``lang``. Raises nothing."""
    from rules.masks.pick_conditions import condition_choices
    from rules.masks.data import CONDITIONS, LABELS, term
    from rules.masks.pick_syntax import PARAMS
    from rules.masks.playbook_rules import EXTRA_LABEL_NAMES

    characters = state.get("characters") or {}
    extra = [k for k in EXTRA_LABEL_NAMES if any(k in (rec.get("labels") or {}) for rec in characters.values()
                                                   if isinstance(rec, dict))]
    es = lang == "es"
    labels = [[k, term(k, lang)] for k in LABELS] + [[k, EXTRA_LABEL_NAMES[k][1 if es else 0]] for k in extra]
    conditions = [[c, term(c, lang)] for c in CONDITIONS]
    names = [[str(n), str(n)] for n in characters]
    yes_no = [["yes", "sí" if es else "yes"], ["no", "no"]]

    def one(option: str, key: str) -> dict[str, Any]:
        if key == "potential":
            return {"key": key, "kind": "flag", "choices": []}
        now = condition_choices(state, option, key, lang)
        if now is not None:
            found, note = now
            kind = "list" if key == "conditions" else "one"
            return {"key": key, "kind": kind, "choices": [[c, term(c, lang)] for c in found],
                    **({"note": note} if note else {})}
        if key == "conditions":
            return {"key": key, "kind": "list", "choices": conditions}
        choices = (conditions if key in _CONDITION else labels if key in _LABEL else names if key in _CHARACTER
                   else yes_no if key == "happened" else [])
        return {"key": key, "kind": "one", "choices": choices}

    return {option: [one(option, k) for k in keys] for option, keys in PARAMS.items()}
