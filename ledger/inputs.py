"""Limits of what a person may type into the ledger, shared by every road in: a CLI argument, a script entry, a line
of an imported file, and an API call all pass through these same checks.

Source: README "Using the ledger" (free-text fields have documented length limits) and the developers' guide ("Bad
input gets a clear one-line error naming the field as the user typed it and what is allowed"). This module imports
nothing at load time, so a fast path never pulls in the full one. Each check raises ``LedgerError(field, what is
allowed)``; nothing is written then.
"""

from typing import Any

#: The longest reason an action or a correction records, in characters.
MAX_REASON = 1000
#: The longest campaign name, in characters (runs of spaces counted as one).
MAX_CAMPAIGN_NAME = 80
#: The whole numbers the store keeps (a signed 64-bit integer: SQLite's INTEGER, orjson's and PostgreSQL's range).
MIN_WHOLE, MAX_WHOLE = -(2**63), 2**63 - 1
#: What an action's number is (0..``MAX_WHOLE``), as every refusal of one says it on every face: an undo's, a redo's
#: and an amend's ``action``, an undo's ``to``.
ACTION_NUMBER = f"an action number is a whole number from 0 to {MAX_WHOLE:,}"


def action_range(low: int, high: int) -> str:
    """What an action's number may be in a campaign whose actions run ``low``..``high`` (an undo's, a redo's, an
    amend's ``action`` 1..N, an undo's ``to`` 0..N-1), as every face refuses one out of range (a negative number,
    one past 64 bits). Source: README "Correcting mistakes and reviewing the past" (``undo ACTION``, ``--to``)."""
    return f"an action number is a whole number from {low} to {high}"


def to_range(last: int) -> str:
    """What an undo's ``--to`` may be in a campaign whose last action is ``last``: an action before it, 0..last-1
    (the last action named, so that the range is not read as the campaign's). Source: README "Correcting mistakes
    and reviewing the past" (``undo --to ACTION``)."""
    return f"--to takes an action before the last one ({last}): 0..{last - 1}"


#: The most digits a number typed as text may have (Python's own bound on converting text to a whole number).
MAX_DIGITS = 4300
#: The deepest nesting of lists and mappings in a command's arguments.
MAX_NESTING = 64


def _refuse(field: str, message: str) -> Exception:
    from ledger.errors import LedgerError

    return LedgerError(field, message)


def campaign_name(name: str, field: str = "name") -> str:
    """A new campaign's name as typed, checked (no control or invisible characters but the joiners:
    ``rules.free_text.refused_char``; 1-80 characters once runs of spaces are one, no ``/`` and not ``.`` or ``..``:
    a server address carries the name as one path segment, and clients collapse dot segments); returns it with those
    runs as one space: the one check of create, import and an import's new name. Raises ``LedgerError(field)``, a
    blank name told so and any other repeated (``rules.free_text.got``)."""
    from rules.free_text import got, refused_char, refused_text

    if not isinstance(name, str):
        raise _refuse(field, "a campaign name is text")
    if refused_char(name) is not None:
        raise _refuse(field, f"{refused_text('campaign name')} (got {got(name)})")
    typed, name = name, " ".join(name.split())
    if not name:
        raise _refuse(field, f"a campaign name of 1-{MAX_CAMPAIGN_NAME} characters, not a blank one")
    if len(name) > MAX_CAMPAIGN_NAME:
        raise _refuse(field, f"a campaign name of 1-{MAX_CAMPAIGN_NAME} characters (got {got(typed)})")
    if "/" in name or name in (".", ".."):
        raise _refuse(field, "a campaign name without '/' and not '.' or '..' (the server's addresses carry it as "
                      "one part: /c/NAME)")
    return name


def reason(value: Any, field: str = "reason") -> str | None:
    """A reason as recorded with an action or a correction: None (no reason), or text of at most ``MAX_REASON``
    characters (a number typed as a script's ``reason:`` is taken as its text). A list or a mapping is refused,
    never recorded as its Python form, and so is a control character other than a line break
    (``rules.free_text.control_char``: NUL, ESC, a tab); other text, line breaks included, is kept exactly, and every face shows it escaped (README "Hostile input"). Raises
    ``LedgerError(field)``."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise _refuse(field, "a reason is text (a list or a mapping is not one)")
    text = str(value)
    if len(text) > MAX_REASON:
        raise _refuse(field, f"a reason of at most {MAX_REASON} characters")
    from rules.free_text import CONTROL_REFUSED_REASON, control_char, got

    if control_char(text, breaks=True) is not None:
        exc = _refuse(field, f"{CONTROL_REFUSED_REASON} (got {got(text)})")
        exc.status = 422                    # type: ignore[attr-defined]  # the API: a value of a kind refused
        raise exc
    return text


def actor(value: Any, field: str = "as") -> str | None:
    """Who acts, as typed (``--as``, a script's ``as:``): None (the GM) or text; a list, a mapping or a number is
    refused. Raises ``LedgerError(field)``; whether the name is GM or a character is the service's to say."""
    if value is None or isinstance(value, str):
        return value
    raise _refuse(field, "give GM or a character's name (text)")


def whole_numbers(value: Any, field: str = "arguments", ranges: dict[str, tuple[int, int]] | None = None) -> None:
    """Refuse a whole number outside ``MIN_WHOLE``..``MAX_WHOLE`` anywhere in ``value`` (a command's arguments:
    mappings and lists, at most ``MAX_NESTING`` deep; a value met again is checked once), saying what the argument
    allows (``rules.whole_numbers.beyond_text``: its own range from ``ranges``, ``rules.args.field_ranges``, else a
    number of at most 18 digits; never the 64-bit bound). Raises ``LedgerError(field or the argument's name)``."""
    from rules.whole_numbers import beyond_text

    stack: list[tuple[Any, str, int]] = [(value, field, 0)]
    open_ids: set[int] = set()
    while stack:
        item, name, depth = stack.pop()
        if depth > MAX_NESTING:
            raise _refuse(name, f"nested deeper than {MAX_NESTING} levels")
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            if not MIN_WHOLE <= item <= MAX_WHOLE:
                raise _refuse(name, beyond_text(*(ranges or {}).get(name, (MIN_WHOLE, MAX_WHOLE))))
        elif isinstance(item, dict | list | tuple):
            if id(item) in open_ids:
                continue                        # the same value again (a YAML alias): checked once
            open_ids.add(id(item))
            children = item.items() if isinstance(item, dict) else enumerate(item)
            for key, child in children:
                stack.append((child, str(key).replace("_", "-") if isinstance(item, dict) and depth == 0 else name,
                              depth + 1))


def out_path(value: Any, field: str = "out") -> str:
    """A file path to write, as typed: text with no NUL byte (which no file system takes). Raises
    ``LedgerError(field)``."""
    text = str(value)
    if "\x00" in text:
        raise _refuse(field, "a file path cannot hold a NUL byte")
    return text


def json_kind(value: Any) -> str:
    """How a refusal names the kind of JSON value ``value`` it was given (``a text, not true/false``):
    ``true/false``, ``a text``, ``a fraction`` (1.5), ``a number with a decimal point`` (1.0), ``a number``, ``a
    list``, ``a mapping``, ``null``; ``that`` for anything else."""
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, float):
        return "a number with a decimal point" if value.is_integer() else "a fraction"
    named = {str: "a text", int: "a number", list: "a list", dict: "a mapping", type(None): "null"}
    return named.get(type(value), "that")
