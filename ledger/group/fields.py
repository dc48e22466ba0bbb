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
    number typed as a script's reason its text. Raises ``RuleError(field)`` naming the field as given and what is
    allowed."""
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


def check_edits(edits: Any) -> dict[str, Any]:
    """The ``edits`` a GM gives an approval: None (none) or a mapping of the proposal's argument names (text) to
    new values. Raises ``RuleError("edits")`` for anything else."""
    if edits is None:
        return {}
    if not isinstance(edits, dict) or not all(isinstance(k, str) for k in edits):
        raise RuleError("edits", "a mapping of the proposal's arguments to new values (e.g. {\"dice\": [6, 3]}), "
                                 "or none")
    return edits
