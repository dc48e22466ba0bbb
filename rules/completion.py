"""Completion candidates: the values an argument of a command may take, from a campaign's state and the
system's reference lists (for ``ledger play`` and shell completion).

Source: README "At the table: ledger play" ("completion of commands, moves, characters, Labels, conditions and pick ids
from the campaign's current state"). Pure: no I/O. Where the candidates of an argument come from is
derived from the argument model and the system's own data, in this order:

1. the system's optional view ``"candidates"``: ``(state, command, field, lang) -> list[str] | None``
   (None: no opinion, go on);
2. the system's ``completions`` table (``GameSystem.completions``), keyed by ``"COMMAND FIELD"``, by the
   field's name or by its placeholder (metavar), giving a *source*;
3. a ``Literal`` argument takes its values; a placeholder that is the singular of a reference kind names that list (``MOVE`` -> ``moves``,
   ``ABILITY`` -> ``abilities``), ``NAME`` names the characters, and a placeholder of alternatives
   (``TA1|TA2|TA3``) gives those.

A source is ``"characters"`` (the system's ``characters`` view), ``"open picks"`` (the option ids the
open roll still takes, from the system's ``status`` view: ``roll.picks.groups[].options``), or a
reference kind (each entry's name in the display language, then its id).
"""

from __future__ import annotations

from typing import Any

#: A registered system (``rules.system.GameSystem``), named so without importing it: the system module imports
#: this one's readers through its contract check.
GameSystem = Any

#: The sources a ``completions`` table may name besides the system's reference kinds.
CHARACTERS = "characters"
OPEN_PICKS = "open picks"


def _meta(info: Any) -> dict[str, Any]:
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    return dict(extra.get("cli") or {})


def _literal(annotation: Any) -> list[str]:
    """The values of a ``Literal`` annotation (also inside ``X | None`` or ``list[...]``); empty otherwise."""
    import types
    import typing

    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return [str(a) for a in typing.get_args(annotation)]
    if origin in (typing.Union, types.UnionType, list):
        for inner in typing.get_args(annotation):
            found = _literal(inner)
            if found:
                return found
    return []


def _plurals(word: str) -> list[str]:
    """The plural spellings a reference kind may have for placeholder ``word`` (lower case)."""
    forms = [word + "s", word + "es"]
    if word.endswith("y"):
        forms.append(word[:-1] + "ies")
    return forms


def source_of(system: GameSystem, command: str, field: str) -> str | None:
    """Where the values of argument ``field`` (the model's field name) of ``command`` come from: a source
    (see the module's docstring), ``"|A|B"`` for a placeholder of alternatives, or None (free text)."""
    spec = system.commands.get(command)
    if spec is None or field not in spec.args.model_fields:
        return None
    return field_source(system, command, field, spec.args.model_fields[field])


def field_source(system: GameSystem, command: str, field: str, info: Any) -> str | None:
    """``source_of`` for the model field ``info`` (a pydantic ``FieldInfo``) of ``command`` named ``field``, read
    without the system's command table (its start-up check reads it while the table loads)."""
    choices = _literal(info.annotation)
    if choices:
        return "|" + "|".join(choices)
    metavar = str(_meta(info).get("metavar") or "")
    table = system.completions
    for key in (f"{command} {field}", info.alias or field, field, metavar):
        if key and key in table:
            return table[key]
    if "|" in metavar and all(part.replace("_", "").replace("-", "").isalnum() for part in metavar.split("|")):
        return "|" + metavar
    word = metavar.lower()
    if word == "name":
        return CHARACTERS
    for kind in _plurals(word):
        if word and kind in system.reference:
            return kind
    return None


def open_picks(system: GameSystem, state: dict[str, Any], lang: str) -> list[str]:
    """The option ids the open roll still takes (``status`` view's ``roll.picks.groups[].options``); empty
    when the system has no status view or no roll waits for picks."""
    view = system.views.status
    if view is None:
        return []
    try:
        roll = (view(state, lang) or {}).get("roll") or {}
    except Exception:  # noqa: BLE001 - a state the view refuses offers nothing
        return []
    found: list[str] = []
    for group in ((roll.get("picks") or {}).get("groups") or []):
        for option in group.get("options") or []:
            if str(option) not in found:
                found.append(str(option))
    return found


def from_source(system: GameSystem, state: dict[str, Any], source: str, lang: str, ids: bool = False) -> list[str]:
    """The candidates of ``source`` (see the module's docstring) in ``lang``, de-duplicated, in order: a reference
    entry by its name in ``lang`` (its id when it has none there), and by its id too with ``ids`` (the ids are
    accepted when typed, but a language's table offers its own words: README "At the table: ledger play")."""
    values: list[str] = []
    if source.startswith("|"):
        values = [part for part in source[1:].split("|") if part]
    elif source == CHARACTERS:
        values = [str(n) for n in system.views.characters(state, lang)]
    elif source == OPEN_PICKS:
        values = open_picks(system, state, lang)
    elif source in system.reference:
        for item in system.reference[source].entries():
            values.append(str(item["names"].get(lang) or item["id"]))
            if ids:
                values.append(str(item["id"]))
    from rules.names import norm

    seen: list[str] = []
    folded: set[str] = set()
    for value in values:
        if norm(value) not in folded:          # an id spelled like its name (angry, Angry) once
            folded.add(norm(value))
            seen.append(value)
    return seen


def candidates(system: GameSystem, state: dict[str, Any], command: str, field: str, lang: str,
               ids: bool = False, actors: tuple[str, ...] | None = None) -> list[str]:
    """The values argument ``field`` of ``command`` may take now, best first (empty: free text): a reference
    entry by its name in ``lang``, and by its id too with ``ids`` (``from_source``). ``actors``: the characters the
    one giving the command may act as (None: the GM, any), for the system's ``choices`` view (the values the rules
    would accept now from them: a helper who could help their roll), asked first.

    ``state`` is the campaign's current state, ``lang`` one of the system's languages. Never raises for an
    unknown command or field (empty list); the system's ``candidates`` view may raise ``RuleError``.
    """
    now = getattr(system.views, "choices", None)
    if now is not None:
        given = now(state, command, field, lang, actors)
        if given is not None:
            return list(given)
    hook = system.views.candidates
    if hook is not None:
        given = hook(state, command, field, lang)
        if given is not None:
            return list(given)
    source = source_of(system, command, field)
    return from_source(system, state, source, lang, ids) if source else []
