"""What a person gives each group command, and its type, checked before the command runs: on every road in (the
CLI's ``invite``, ``grant``..., the API's JSON bodies, a Python call) one table says which fields a command takes.

Source: README "People, roles and who may do what" and "The server" (the bodies of the group's routes); the
developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it and what is
allowed ... nothing written"). A field the command does not take, or a value of the wrong type (a list where a
rule's value is one word, ``"yes"`` where a note's ``private`` is true or false), is refused as
``RuleError(field, what is allowed)``; what the value may be (a known role, rule or character) is the command's
own check (``ledger.group.table``).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError

#: The kinds of value a group command's field takes, and their refusals' words.
KINDS = {"text": "a text", "names": "a character's name or a list of names", "flag": "true or false"}


#: Group command -> {field: kind}. ``reason`` is every command's (text, ``ledger.inputs.reason``).
TAKES: dict[str, dict[str, str]] = {
    "invite": {"role": "text", "characters": "names", "expires": "text"},
    "withdraw": {"invitation": "text"},
    "join": {"code": "text"},
    "grant": {"person": "text", "role": "text", "characters": "names"},
    "remove": {"person": "text"},
    "release": {"person": "text", "characters": "names"},
    "permit": {"rule": "text", "value": "text"},
    "option": {"approval": "text"},
    "language": {"language": "text"},
    "note": {"text": "text", "private": "flag"},
}


#: What a kind takes in a JSON body (``check_given``'s ``strict``): a list of names is a list there.
STRICT_KINDS = {**KINDS, "names": "a list of characters' names"}


#: Group command -> the fields it cannot do without (a player's ``characters`` for ``invite`` and ``grant`` are the
#: command's own check: they depend on the role given). The path gives ``withdraw``'s ``invitation`` and the
#: ``person`` of ``grant``, ``remove`` and ``release``.
NEEDS: dict[str, tuple[str, ...]] = {
    "invite": ("role",), "withdraw": ("invitation",), "join": ("code",), "grant": ("person", "role"),
    "remove": ("person",), "release": ("person", "characters"), "permit": ("rule", "value"),
    "option": ("approval",), "language": ("language",), "note": ("text",),
}


def allowed_values(command: str, field: str, args: dict[str, Any]) -> str:
    """What field ``field`` of group command ``command`` takes, as a refusal of it missing says it: the values of a
    role, a rule, a rule's value (those of the rule ``args`` name, else every rule's) or the approval option; else its
    kind's words (``STRICT_KINDS``). Source: README "Playing as a group" (the roles, rules and approval settings)."""
    from ledger.group.permissions import APPROVAL, RULES, ROLES

    if field == "role":
        return ", ".join(ROLES)
    if field == "rule":
        return ", ".join(RULES)
    if field == "value":
        rule = args.get("rule")
        if isinstance(rule, str) and rule in RULES:
            return ", ".join(RULES[rule])
        return "; ".join(f"{', '.join(values)} ({rule})" for rule, values in RULES.items())
    if field == "approval":
        return ", ".join(APPROVAL)
    return STRICT_KINDS[TAKES[command][field]]


def missing(command: str, field: str, args: dict[str, Any]) -> RuleError:
    """The refusal of field ``field`` of group command ``command`` given no value (absent, or null), naming what it
    takes (``allowed_values``): ``RuleError(field, "missing; allowed: ...")``, or ``"missing; give a text"`` for a
    text. Source: README "The server" (422: a field of a well-formed body that is missing, named with what is
    allowed)."""
    takes = allowed_values(command, field, args)
    if takes in (STRICT_KINDS["text"], STRICT_KINDS["names"]):
        return RuleError(field, f"missing; give {takes}")
    return RuleError(field, f"missing; allowed: {takes}")


def check_needed(command: str, args: dict[str, Any]) -> None:
    """Refuse group command ``command``'s ``args`` lacking a field it needs (``NEEDS``; null is not given). Raises
    ``missing``'s ``RuleError`` naming the first one."""
    for field in NEEDS.get(command, ()):
        if args.get(field) is None:
            raise missing(command, field, args)


def _fits(value: Any, kind: str, strict: bool = False) -> bool:
    """Whether ``value`` (not None) is of ``kind`` (``KINDS``; ``strict``: ``names`` only as a list)."""
    if kind == "text":
        return isinstance(value, str)
    if kind == "flag":
        return isinstance(value, bool)
    return (isinstance(value, str) and not strict) or (isinstance(value, (list, tuple))
                                                       and all(isinstance(v, str) for v in value))


def check_given(command: str, args: dict[str, Any], strict: bool = False) -> None:
    """Refuse a field group command ``command`` does not take or a value of the wrong type (None is "not given").
    ``strict`` (a JSON body, the API's): ``names`` only as a list of texts and ``reason`` only as a text, as a
    command's body is read (``ledger.web.request_inputs.strict_args``); else a name alone is a list of one and a
    number typed as a script's reason its text. Then a field the command needs and was not given (``check_needed``).
    Raises ``RuleError(field)`` naming the field as given and what is allowed."""
    from ledger.inputs import json_kind, reason

    takes = TAKES.get(command)
    if takes is None:
        return
    words = STRICT_KINDS if strict else KINDS
    for key, value in args.items():
        if key == "reason":
            if strict and value is not None and not isinstance(value, str):
                raise RuleError(key, f"a text, not {json_kind(value)}")
            reason(value)
            continue
        kind = takes.get(key)
        if kind is None:
            raise RuleError(str(key)[:60], f"unknown field of {command}; allowed: {', '.join([*takes, 'reason'])}")
        if value is not None and not _fits(value, kind, strict):
            got = "a list holding other values" if isinstance(value, list) and kind == "names" else \
                json_kind(value)
            raise RuleError(key, f"{words[kind]}, not {got}")
    check_needed(command, args)


def check_edits(edits: Any) -> dict[str, Any]:
    """The ``edits`` a GM gives an approval: None (none) or a mapping of the proposal's argument names (text) to
    new values. Raises ``RuleError("edits")`` for anything else."""
    if edits is None:
        return {}
    if not isinstance(edits, dict) or not all(isinstance(k, str) for k in edits):
        raise RuleError("edits", "a mapping of the proposal's arguments to new values (e.g. {\"dice\": [6, 3]}), "
                                 "or none")
    return edits
