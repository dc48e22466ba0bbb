"""Command arguments as pydantic models: their declaration (``arg``), how every face reads them and words a bad one.

Source: docs/adding-a-game-system.md (one declaration of a command's arguments: the CLI, scripts and the record read it) and
design.md "One-way flow". Split from ``rules.system`` so that reads need not import pydantic; every name
here is also offered as ``rules.system.<name>``. The ``decide`` step that reads a command's model is ``rules.decide``.
"""

from __future__ import annotations

import types
import re
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.errors import RuleError
# The whole numbers a field may hold and the wording of a range are defined once in ``rules.whole_numbers`` (every
# road in reads typed numbers through its ``read_whole``); ``whole_range_text`` is offered here too.
from rules.whole_numbers import WHOLE_RANGE, lax_only, read_whole, whole_range_text


class Args(BaseModel):
    """Base of every command's argument model: unknown arguments are refused.

    The model is the one declaration of a command's arguments: the CLI builds its options from the
    fields (see ``arg``), campaign scripts validate their entries against it, and the ledger records
    the validated arguments with every action. The class docstring is the command's long help.
    """

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


def arg(default: Any = ..., *, help: str = "", positional: bool = False, metavar: str | None = None,
        sep: str | None = None, flag: str | None = None, alias: str | None = None, required: bool = False,
        preview: str | None = None, text: bool = False, own: bool = False, repeats: bool = False,
        items: int | None = None, **constraints: Any) -> Any:
    """Declare one argument of a command (a pydantic ``Field`` carrying how the CLI shows it).

    ``default`` ``...`` makes it required. ``help`` is the one-line help. ``positional`` makes it a CLI
    argument instead of an ``--option``; ``metavar`` its placeholder (``NAME``, ``A,B``); ``sep`` reads a
    list from one value split on it (``--labels -1,0,2,0,1``), where a list without ``sep`` is a
    repeatable option, and ``text`` a list the command line takes as one text that the model reads itself (dice
    ``--dice 6,3``: ``rules.dice_field.Faces``, recorded as typed); ``flag`` spells a boolean's on/off pair (``"--imposed/--chosen"``); ``alias`` is
    the name typed when the field's name is a Python keyword (``from``); ``required`` makes the CLI
    ask for an argument that scripts may omit (it then defaults to the actor). ``preview`` (on a boolean
    field) names a system view the CLI prints before running the command when the flag is given
    (``preview="odds"``: ``ledger roll ... --odds``, README "Using the ledger" (odds)); such an argument is a switch of
    the command line only: ``canonical_args`` drops it, so the handler never sees it and it is never
    recorded. ``own`` declares an argument naming the acting player's own character or companion (whose sheet, roll,
    companion or pack it is), as every command's ``character`` is: a player names only one they play
    (``rules.naming``). A list read from one value (``sep``) takes each value once unless ``repeats`` (a list of
    numbers, of actions in turn, of tiles paid one by one); ``items`` is the exact number of values it takes when it
    has one (``D,F,S,S,M``: 5), so that the hint for an option given more than once (``ledger.cli.checked``) suggests
    only a list the command takes. Other keywords (``ge``, ``le``, ``default_factory``) go to pydantic. Nothing here imports a
    CLI library: the ledger reads this metadata to build its commands (docs/adding-a-game-system.md).
    """
    cli = {k: v for k, v in {"positional": positional, "metavar": metavar, "sep": sep, "flag": flag,
                             "required": required, "preview": preview, "text": text, "repeats": repeats,
                             "items": items}.items() if v}
    extra: dict[str, Any] = {"cli": cli, **({"names": "own"} if own else {})}
    if "default_factory" in constraints:
        return Field(alias=alias, description=help, json_schema_extra=extra, **constraints)
    return Field(default, alias=alias, description=help, json_schema_extra=extra, **constraints)


def preview_fields(model: type[BaseModel] | None) -> dict[str, str]:
    """The preview switches of a command's argument model: field name -> the view it asks for
    (``{"odds": "odds"}`` for a field declared ``arg(False, preview="odds")``); empty when none."""
    found: dict[str, str] = {}
    for name, info in (model.model_fields.items() if model is not None else ()):
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        view = (extra.get("cli") or {}).get("preview")
        if view:
            found[name] = str(view)
    return found


def canonical_args(model: type[BaseModel], args: dict[str, Any]) -> dict[str, Any]:
    """``args`` with every key spelled as the model names it (the field's alias, else its name).

    Keys may come as typed in the CLI or a script (``plus-one``, ``plus_one``, ``from``); ``None``
    values are dropped, and so are the model's preview switches (``preview_fields``: they only ask the
    CLI to print something first). Unknown keys are kept as given, so that validation names them.
    """
    names: dict[str, str] = {}
    for name, info in model.model_fields.items():
        spelled = info.alias or name
        for key in (name, spelled):
            names[key] = spelled
            names[key.replace("_", "-")] = spelled
    previews = {model.model_fields[n].alias or n for n in preview_fields(model)}
    out = {names.get(str(k), names.get(str(k).replace("-", "_"), str(k))): v for k, v in args.items() if v is not None}
    return {k: v for k, v in out.items() if k not in previews}


def list_only(annotation: Any) -> bool:
    """Whether a field's type (its pydantic ``FieldInfo.annotation``) holds a list and nothing else: ``list[...]``,
    ``tuple[...]``, ``set[...]`` (an ``Annotated`` one too), alone or with ``None`` (``list[int] | None``: a list,
    or left out). A union with a single value (``str | list[str]``) is no list only."""
    from typing import Annotated

    if get_origin(annotation) is Annotated:
        return list_only(get_args(annotation)[0])
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        inner = [a for a in get_args(annotation) if a is not type(None)]
        return bool(inner) and all(list_only(a) for a in inner)
    return origin in (list, tuple, set, frozenset) or annotation in (list, tuple, set, frozenset)


def list_fields(model: type[BaseModel] | None) -> dict[str, str]:
    """The list arguments of a command's argument model: each as the model spells it (the field's alias, else its
    name: ``canonical_args``' keys) -> its field name, for every field whose type is a list only (``list_only``:
    ``pick``, ``dice``, ``with``). Source: README "The server" (a JSON body's list argument is a JSON list)."""
    return {(info.alias or name): name for name, info in (model.model_fields.items() if model is not None else ())
            if list_only(info.annotation)}


def whole_within(value: Any) -> bool:
    """Whether every whole number in ``value`` (a list's or a mapping's too; a flag is no number) is within
    ``WHOLE_RANGE``."""
    if isinstance(value, bool):
        return True
    if isinstance(value, int):
        return WHOLE_RANGE[0] <= value <= WHOLE_RANGE[1]
    if isinstance(value, (list, tuple)):
        return all(whole_within(v) for v in value)
    if isinstance(value, dict):
        return all(whole_within(v) for v in value.values())
    return True


def bounds(info: Any) -> tuple[int, int]:
    """The whole numbers a model field (its pydantic ``FieldInfo``) takes: (lowest, highest), from its ``ge``/``gt``
    and ``le``/``lt`` constraints, else the 64-bit ``WHOLE_RANGE``: the range every face shows and refuses with."""
    low, high = WHOLE_RANGE
    for m in getattr(info, "metadata", None) or ():
        for name, shift in (("ge", 0), ("gt", 1)):
            if isinstance(getattr(m, name, None), int):
                low = max(low, getattr(m, name) + shift)
        for name, shift in (("le", 0), ("lt", -1)):
            if isinstance(getattr(m, name, None), int):
                high = min(high, getattr(m, name) + shift)
    return low, high


def field_ranges(model: type[BaseModel]) -> dict[str, tuple[int, int]]:
    """``{argument: (lowest, highest)}`` for each whole-number field of ``model`` (a command's arguments), keyed as a
    user may spell it (its name and alias, with ``_`` or ``-``): what a number past 64 bits given to it is refused
    with (``rules.whole_numbers.beyond_text``), so that every road names the field's own range."""
    out: dict[str, tuple[int, int]] = {}
    for name, info in model.model_fields.items():
        if any(_whole_field(info.annotation)):
            for key in {name, info.alias or name}:
                out[key] = out[key.replace("_", "-")] = bounds(info)
    return out


def _whole_field(annotation: Any) -> tuple[bool, bool]:
    """(whether ``annotation`` holds one whole number: ``int``, ``int | None``, ``int | Literal[...]``; whether it
    holds several: a list, a tuple or a mapping's values of ``int``)."""
    if annotation is int:
        return True, False
    origin, inner = get_origin(annotation), [a for a in get_args(annotation) if a is not type(None)]
    if origin in (Union, types.UnionType):
        return any(_whole_field(a)[0] for a in inner), False
    if origin in (list, tuple) and inner and all(a is int or a is Ellipsis for a in inner):
        return False, True
    if origin is dict and len(inner) == 2 and inner[1] is int:
        return False, True
    return False, False


def _words_beside(annotation: Any) -> list[Any]:
    """The ``Literal`` values a union offers beside its whole number (``int | Literal["onceOnly"]``:
    ``["onceOnly"]``)."""
    if get_origin(annotation) not in (Union, types.UnionType):
        return []
    return [v for a in get_args(annotation) if get_origin(a) is Literal for v in get_args(a)]


def check_whole_numbers(model: type[BaseModel], args: dict[str, Any], prefix: str = "") -> None:
    """Refuse what pydantic's lax mode would take for a whole-number field of ``model`` (``int``, ``int | None``, a
    list or a mapping of ``int``, a union holding ``int``) in ``args`` (keyed as ``canonical_args`` spells them):
    ``true``/``false`` (pydantic counts them as 1 and 0) and text that ``int`` reads but that is not
    ``rules.whole_numbers.WHOLE_TEXT`` (``"1_2"``, ``" 12 "``, ``"٣"``). Text like ``"12"`` or ``"-2"`` passes, for
    the model to read and bound; text that is no number (``"x"``) is left to the model's own refusal. Raises
    ``RuleError(FIELD)`` naming the field as typed (after ``prefix``: ``options.``): ``a whole number, not true/false`` (the API's strict wording,
    ``ledger.web.request_inputs.strict_args``) or the field's range, any words a union offers beside it, and the
    text as given (``rules.whole_numbers.read_whole``). Source: README "Using the ledger" (bad input refused in one
    line, nothing written)."""
    fields = {info.alias or name: info for name, info in model.model_fields.items()}
    for key, value in args.items():
        info = fields.get(key)
        single, many = _whole_field(info.annotation) if info is not None else (False, False)
        values = ([value] if single else list(value) if many and isinstance(value, (list, tuple))
                  else list(value.values()) if many and isinstance(value, dict) else [])
        for item in values:
            if isinstance(item, bool):
                raise RuleError(prefix + key, "a whole number, not true/false")
            if isinstance(item, str) and lax_only(item):   # refused: 1_0, " 12 ", other scripts' digits
                words = [repr(w) if not isinstance(w, str) else w for w in _words_beside(info.annotation)]
                read_whole(item, prefix + key, *bounds(info), what=" or ".join([whole_range_text(*bounds(info)), *words]))


_BOUND_ERRORS = ("greater_than", "greater_than_equal", "less_than", "less_than_equal")


def typed_names(model: type[BaseModel]) -> list[str]:
    """The argument names of ``model`` (a command's argument model) as a user types them: the alias or the field
    name, ``-`` for ``_`` (``plus-one``, never the id ``plus_one``), in field order; what an "unknown argument"
    refusal lists (README "Using the ledger": a field named as typed)."""
    return [(info.alias or name).replace("_", "-") for name, info in model.model_fields.items()]


#: What every command takes beside its model's arguments, on every road: who acts and why (README "Using the
#: ledger": ``--as``, ``--reason``; a script entry's ``as:``/``reason:``; an API body's ``as``/``reason``).
ACTION_KEYS = ("as", "reason")


def taken_names(model: type[BaseModel], previews: bool = True) -> list[str]:
    """Every argument a command of ``model`` takes as a user types it: ``typed_names`` then ``ACTION_KEYS``
    (each once); what an "unknown argument" refusal of a command lists. ``previews`` false: without the preview
    switches (``preview_fields``: ``--odds``, the command line's alone), as the API and an approval's edits list
    them."""
    shown = set() if previews else {n.replace("_", "-") for n in preview_fields(model)}
    return list(dict.fromkeys(n for n in [*typed_names(model), *ACTION_KEYS] if n.replace("_", "-") not in shown))


#: What a field takes, in the ledger's words, for each kind of pydantic refusal of a value of another type (never
#: pydantic's "Input should be ..."); a whole number's is its range (``whole_range_text``), a literal's its values.
TAKES = {"bool_type": "true or false", "bool_parsing": "true or false", "string_type": "a text",
         "float_type": "a number", "float_parsing": "a number", "finite_number": "a number", "list_type": "a list",
         "dict_type": "a mapping (name: value)"}
#: pydantic's refusals of a value that is not a whole number a field of type ``int`` takes.
_WHOLE_ERRORS = ("int_type", "int_parsing", "int_from_float", "int_parsing_size")


def _takes(err: dict[str, Any], field: Any) -> str | None:
    """What the field ``field`` (its ``FieldInfo``; None: unknown) takes, said for pydantic's error ``err`` (one of
    ``exc.errors()``) in the ledger's words: a whole number's range (``whole_range_text``, the field's own bounds), a
    literal's values (``'+2D' is not allowed; allowed: +1D, +1s``), else ``TAKES``; None for an error of another kind
    (a validator's own message). Source: README "Using the ledger" (a refusal names what is allowed)."""
    kind = err.get("type", "")
    annotation = getattr(field, "annotation", None)
    literal = [str(v) for v in get_args(annotation)] if get_origin(annotation) is Literal else None
    if kind == "literal_error" or (literal and kind in (*_WHOLE_ERRORS, "finite_number")):
        expected = str((err.get("ctx") or {}).get("expected", ""))
        values = literal or [v.strip().strip("'") for v in re.split(r",\s+|\s+or\s+", expected) if v.strip()]
        return f"{str(err.get('input'))[:40]!r} is not allowed; allowed: {', '.join(values)}"
    whole = "int" in str(annotation) and "float" not in str(annotation)
    members = get_args(annotation) if get_origin(annotation) in (Union, types.UnionType) else ()
    also = [str(v) for m in members if get_origin(m) is Literal for v in get_args(m)]     # ``int | Literal["x"]``
    if also and int in members and kind in (*_WHOLE_ERRORS, "literal_error", "finite_number"):
        return f"one of: {', '.join(also)}, or {whole_range_text(*bounds(field))}"
    if kind in _WHOLE_ERRORS or (kind == "finite_number" and whole):
        listed = get_origin(annotation) is list or "list[" in str(annotation)      # an item: the list's bounds aren't its
        return "a whole number" if listed else whole_range_text(*(bounds(field) if field is not None else WHOLE_RANGE))
    return TAKES.get(kind)


def missing_takes(field: Any) -> str:
    """What a missing field (its pydantic ``FieldInfo``; None: unknown) takes, as its refusal says it after ``Field
    required; ``: ``allowed: A, B`` for a literal's values, else ``give`` and its kind in the ledger's words (``a
    whole number from 1 to 60``, ``true or false``, ``a number``, ``a list``, ``a mapping (name: value)``, else ``a
    text``). Source: README "The server" (a missing field is named with what it takes)."""
    annotation = getattr(field, "annotation", None)
    members = [m for m in (get_args(annotation) if get_origin(annotation) in (Union, types.UnionType) else
                           (annotation,)) if m is not type(None)]
    literal = [str(v) for m in members if get_origin(m) is Literal for v in get_args(m)]
    if literal and len(literal) == sum(len(get_args(m)) for m in members):
        return f"allowed: {', '.join(literal)}"
    first = members[0] if members else str
    origin = get_origin(first) or first
    kind = ("a list" if origin in (list, tuple, set, frozenset) else "a mapping (name: value)" if origin is dict
            else "true or false" if first is bool else "a number" if first is float
            else whole_range_text(*bounds(field)) if first is int else "a text")
    return f"give {kind}"


#: A member of a union pydantic puts in an error's place (``pick.dict[str,any]``, ``pick.str``): no field's name.
_UNION_TAG = re.compile(r"(?:str|int|float|bool|list|dict|none|any|function-\w+)(?:\[.*\])?")


def validation_error(exc: ValidationError, prefix: str = "", allowed: list[str] | None = None,
                     error: dict[str, Any] | None = None, model: Any = None) -> RuleError:
    """Turn a pydantic ``ValidationError`` into a one-line ``RuleError`` naming the first bad field as the user
    types it, with what it takes in the ledger's words (``_takes``: ``a whole number from 1 to 60``, ``true or
    false``, never pydantic's "Input should be ..."): a list's element is named by the list's field and told by its place (``labels: item 1: ...``, never
    pydantic's ``labels.0``; a union's member, ``pick.str``, left out of the name); ``prefix`` goes before the field (``options.``); ``error``: one of ``exc.errors()``
    to tell instead of the first. When unknown fields were sent the first of them is told first (``nope: unknown
    argument; allowed: ...``, whatever else is missing or wrong: one rule for every command route); a missing
    field told (``error``) while unknown ones were sent names those too (``Field required; unknown fields sent:
    inside``: a field misspelled). A number out of a field of
    ``model``'s bounds is told its whole range (``whole_range_text``) and the number given (``(got -5)``), never
    pydantic's words."""
    extra = next((e for e in exc.errors() if e.get("type") == "extra_forbidden"), None)
    err = error if error is not None else extra or exc.errors()[0]       # an unknown field sent: named first
    parts = [p for p in err.get("loc", ()) if not (isinstance(p, str) and _UNION_TAG.fullmatch(p))]
    items = [p for p in parts if isinstance(p, int)]
    loc = ".".join(str(p) for p in parts if not isinstance(p, int)) or "arguments"
    msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
    named = [p for p in parts if not isinstance(p, int)]
    field = (getattr(model, "model_fields", None) or {}).get(str(parts[0])) if len(named) == 1 else None
    if field is None and len(named) == 1 and model is not None:
        field = next((f for f in model.model_fields.values() if f.alias == parts[0]), None)
    if err.get("type") in _BOUND_ERRORS and field is not None:
        msg = whole_range_text(*bounds(field))
    msg = _takes(err, field) or msg
    given = err.get("input")
    if err.get("type") in _BOUND_ERRORS and field is not None and isinstance(given, int) and not isinstance(given, bool):
        msg = f"{msg} (got {given})"                             # a number out of range: the number typed
    if err.get("type") == "value_error" and isinstance(given, str) and given and given not in msg:
        from rules.free_text import got

        msg = f"{msg} (got {got(given)})"                     # a name refused: the text as typed, escaped and cut
    if items:
        msg = f"item {items[-1] + 1}: {msg}"
    extras = [str(e["loc"][0]) for e in exc.errors() if e.get("type") == "extra_forbidden" and e.get("loc")]
    if err.get("type") == "missing" and extras:         # a field misspelled: say which ones were sent unknown
        msg = f"Field required; unknown fields sent: {', '.join(extras)}"
    elif err.get("type") == "missing" and field is not None and not items:
        msg = f"Field required; {missing_takes(field)}"
    if err.get("type") == "extra_forbidden":
        msg = f"unknown {'option' if prefix else 'argument'}"
        if allowed:
            msg += f"; allowed: {', '.join(allowed)}"
    return RuleError(prefix + loc, msg)
