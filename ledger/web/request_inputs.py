"""What a route reads from its request's query: the parameters it takes and nothing else, each given once and of
the kind it takes; and a JSON body's values checked strictly against a command's argument model.

Source: README "The server" (400 a query parameter refused, naming it) and the developers' guide ("Bad input gets a clear
one-line error naming the field as the user typed it and what is allowed"). A whole number is bounded as every
other road in bounds it (``ledger.inputs.MIN_WHOLE``..``MAX_WHOLE``, the CLI's ``WHOLE`` and ``COUNT``), so that a
number the store cannot keep is refused here, never met by the service as an overflow. Every API route names the
parameters it takes (``only``); the web pages read theirs with the same checks but leave others alone (a link
shared through another program may carry that program's own parameters). A whole number in a query is plain ASCII
digits (``whole_text``: no sign, space, ``_`` or another script's digits), as ``?as_of=+5`` or ``?as_of= 3`` might
be meant otherwise. A JSON body is read by ``ledger.web.request_body``; its values are JSON's
own types, checked strictly against a command's argument model (``strict_args``: pydantic's strict mode on JSON,
https://docs.pydantic.dev/latest/concepts/strict_mode/): ``true`` is no number, ``"3"`` no whole number, ``"yes"`` no
flag; the command line's text is read by the same models' lax mode, as before. A query parameter is given once, with
a value (``query_value``): an empty or a repeated one is refused, never read as absent or as its last copy.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from starlette.requests import Request

from ledger.inputs import MAX_WHOLE, MIN_WHOLE, json_kind
from ledger.web.errors import HttpError


#: The refusal of a query parameter given without a value.
EMPTY = "given empty; give a value or leave the parameter out"


def only(request: Request, allowed: Iterable[str] = (), spellings: Iterable[str] = (),
         repeatable: Iterable[str] = ()) -> None:
    """Refuse a query parameter ``request``'s route does not take: ``HttpError(400, NAME)`` naming the first one
    (as the client spelled it) and the ones ``allowed`` (``none`` when the route takes none); ``spellings`` are
    other spellings taken too (a command argument's ``some_name`` for ``some-name``). Every API route calls it, so
    it also refuses, for every parameter, an empty value and (but for those ``repeatable``: a list's) a repeated
    one (``query_value``)."""
    allowed = tuple(allowed)
    taken, repeatable = {*allowed, *spellings}, set(repeatable)
    for key in request.query_params:
        if key not in taken:
            takes = ", ".join(allowed) if allowed else "none (this route takes no query parameters)"
            raise HttpError(400, key[:60], f"unknown query parameter; allowed: {takes}")
        if key not in repeatable:
            query_value(request, key)
        elif "" in request.query_params.getlist(key):
            raise HttpError(400, key[:60], EMPTY)


def as_sent(field: str, sent: Iterable[str]) -> str:
    """``field`` (a refusal's, as the rules name it: ``some_name``) spelled as the client sent it among ``sent`` (the
    body's or the query's keys: ``some-name``), or ``field`` itself when none matches."""
    folded = field.replace("-", "_")
    return next((key for key in sent if key.replace("-", "_") == folded), field)


def query_value(request: Request, key: str) -> str | None:
    """Query parameter ``key`` of ``request`` as sent, or None when absent. Raises ``HttpError(400, key)`` when it is
    given empty (``?last=``: not the same as leaving it out) or more than once (``?last=3&last=5``: which one was
    meant?). ``only`` checks every parameter of an API route with it; ``int_param`` and ``seconds_param`` read with it."""
    values = request.query_params.getlist(key)
    if not values:
        return None
    if len(values) > 1:
        raise HttpError(400, key[:60], f"given {len(values)} times; give it once")
    if values[0] == "":
        raise HttpError(400, key[:60], EMPTY)
    return values[0]


def _page_value(request: Request, key: str) -> str | None:
    """Query parameter ``key`` as sent: None when absent, ``""`` when given empty once (an HTML form sends its empty
    fields), else ``query_value`` (a repeated one refused)."""
    return "" if request.query_params.getlist(key) == [""] else query_value(request, key)


def text_param(request: Request, key: str) -> str | None:
    """A page's query parameter ``key`` as sent, None when absent or empty (an HTML form sends its empty fields).
    Raises ``HttpError(400, key)`` when it is repeated (``query_value``: which one was meant?)."""
    return _page_value(request, key) or None


def int_param(request: Request, key: str, low: int = 0, high: int = MAX_WHOLE, empty: bool = True) -> int | None:
    """Query parameter ``key`` as a whole number from ``low`` to ``high`` (at most ``MAX_WHOLE``), or None when
    absent or (``empty``) empty (an HTML form sends its empty fields; an API route refused that in ``only``). Raises
    ``HttpError(400, key)`` naming its range (``rules.whole_numbers.whole_range_text``; past 64 bits ``beyond_text``)
    for anything else (text, a fraction, a sign, a space, ``1_0``, another
    script's digits: ``whole_text``; a number out of range, more digits than any number in range has), ``EMPTY`` for an
    empty one when not ``empty``, and a repeated one (``query_value``)."""
    from rules.whole_numbers import beyond_text, whole_range_text

    raw = _page_value(request, key)
    narrow = high < MAX_WHOLE                         # the parameter's own range: never the 64-bit bound
    allowed = f"a whole number from {low:,} to {high:,}" if narrow else whole_range_text(low, high)
    if raw is None or (raw == "" and empty):
        return None
    if raw == "":
        raise HttpError(400, key[:60], EMPTY)
    if not whole_text(raw):
        raise HttpError(400, key, allowed)
    if len(raw) > len(str(MAX_WHOLE)) + 1:
        raise HttpError(400, key, allowed if narrow else beyond_text(low, high))
    value = int(raw)
    if not low <= value <= high:
        raise HttpError(400, key, allowed if narrow or MIN_WHOLE <= value <= MAX_WHOLE else beyond_text(low, high))
    return value


def whole_text(raw: str, signed: bool = False) -> bool:
    """Whether ``raw`` (a query's text) is a whole number as typed: ASCII digits only (``signed``: after one
    ``-``), so that ``+5``, `` 3``, ``1_0`` and ``٣`` (which Python's ``int`` reads) are no number here."""
    digits = raw[1:] if signed and raw.startswith("-") else raw
    return digits.isascii() and digits.isdigit()


def beyond_whole(value: Any) -> bool:
    """Whether ``value`` (a JSON value) is a whole number typed as text (``whole_text``, signed) outside
    ``MIN_WHOLE``..``MAX_WHOLE``: what the pages send for digits too long for a script's number, which is refused
    with the range, never as "a text". Source: README "The server" (whole numbers within 64 bits)."""
    if not isinstance(value, str) or not whole_text(value, signed=True):
        return False
    return len(value.lstrip("-")) > len(str(MAX_WHOLE)) or not MIN_WHOLE <= int(value) <= MAX_WHOLE


#: How a yes/no query parameter may be spelled (README "The server": ``1``/``true``, ``0``/``false``; the pages'
#: checkboxes send ``1``).
TRUE, FALSE = ("true", "1"), ("false", "0")


def flag_param(request: Request, key: str, empty: bool = False) -> bool:
    """Query parameter ``key`` as yes or no: False when absent (or, with ``empty``, empty); ``true``/``1`` (any
    case) yes, ``false``/``0`` no. Raises ``HttpError(400, key)`` for anything else (``yes``, ``on``, repeated)."""
    raw = _page_value(request, key)
    if raw is None or (raw == "" and empty):
        return False
    if raw.lower() not in TRUE + FALSE:
        raise HttpError(400, key, "true or false (1 or 0)")
    return raw.lower() in TRUE


def moment_param(request: Request, empty: bool = True) -> Any:
    """The moment a read stands at (a ``ledger.service.Moment``), from ``as_of``, ``session``, ``scene`` (whole
    numbers from 0) and ``start`` (``flag_param``). Raises ``HttpError(400, KEY)`` naming the parameter for a value
    these do not take (an empty number too, unless ``empty``), two moments at once or ``start`` without a session
    or scene (named as the query and the pages' fields name them, not as the CLI's options). Source: README "Using the ledger" (``--as-of``,
    ``--session``, ``--scene``, ``--start``)."""
    from ledger.service import Moment

    number = lambda key: int_param(request, key, 0, empty=empty)  # noqa: E731
    found = Moment(as_of=number("as_of"), session=number("session"), scene=number("scene"),
                   start=flag_param(request, "start", empty))
    given = [k for k in ("as_of", "session", "scene") if getattr(found, k) is not None]
    if len(given) > 1:                          # the parameters as this request names them, not the CLI's options
        raise HttpError(400, given[1], "give one of as_of, session and scene")
    if found.start and not given[:1] in (["session"], ["scene"]):
        raise HttpError(400, "start", "start goes with session=N or scene=N")
    return found


def seconds_param(request: Request, key: str, high: float) -> float | None:
    """Query parameter ``key`` as a number of seconds from 0 to ``high`` (a fraction allowed), or None when absent.
    Raises ``HttpError(400, key)`` for anything else: ``inf``, ``nan``, text, out of range, and what Python's
    ``float`` reads but is no plain number (``+3``, `` 3``, ``1_0``, ``1e3``, another script's digits:
    ``whole_text`` on each side of one ``.``); ``query_value``."""
    raw = query_value(request, key)
    if raw is None:
        return None
    whole, point, part = raw.partition(".")
    value = float(raw) if whole_text(whole) and (not point or whole_text(part)) and len(raw) <= 40 else -1.0
    if not 0 <= value <= high:
        raise HttpError(400, key, f"a number of seconds from 0 to {high:g}")
    return value


#: pydantic's strict type errors -> what the field takes, in the words of a refusal.
_TAKES = {"int_type": "a whole number", "bool_type": "true or false", "string_type": "a text",
          "float_type": "a number", "list_type": "a list", "dict_type": "a mapping"}


def strict_args(model: Any, args: dict[str, Any], allowed: list[str] | None = None,
                fields: Iterable[str] | None = None) -> None:
    """Check ``args`` (a JSON body's values, keyed as ``model`` spells them: ``rules.system.canonical_args``) against
    ``model`` (a command's pydantic argument model) in strict mode, as JSON: a whole-number field refuses ``true``,
    ``1.5``, ``1.0`` and ``"3"``; a flag refuses ``"yes"`` and ``1``; a text refuses ``5``. ``fields``: only errors
    in these fields count (an approval's edits over stored arguments); ``allowed``: the field names an unknown one's
    refusal lists. Raises ``RuleError(FIELD)`` naming the first field refused (a list's item by its place) and what
    it takes (``a whole number, not a text``; digits out of 64 bits sent as text: the range, ``beyond_whole``; a
    list argument given one value: ``a list, not a text``, ``listed``)."""
    import orjson
    from pydantic import ValidationError

    from rules.errors import RuleError
    from rules.system import validation_error

    listed(model, args, fields)
    try:
        model.model_validate_json(orjson.dumps(args), strict=True)
    except ValidationError as exc:
        keep = None if fields is None else set(fields)
        errors = [e for e in exc.errors() if keep is None or (e.get("loc") and str(e["loc"][0]) in keep)]
        if not errors:
            return
        errors.sort(key=lambda e: e.get("type") != "extra_forbidden")     # an unknown field sent: named first
        err = validation_error(exc, allowed=allowed, error=errors[0], model=model)
        takes = _TAKES.get(errors[0].get("type", ""))
        if takes is None:
            raise err from None
        place = err.message.split(": ")[0] + ": " if err.message.startswith("item ") else ""
        if takes == "a whole number" and beyond_whole(errors[0].get("input")):
            from rules.args import field_ranges
            from rules.whole_numbers import beyond_text

            own = field_ranges(model).get(str((errors[0].get("loc") or ("",))[0]), (MIN_WHOLE, MAX_WHOLE))
            raise RuleError(err.field, f"{place}{beyond_text(*own)}") from None        # the field's own range
        raise RuleError(err.field, f"{place}{takes}, not {json_kind(errors[0].get('input'))}") from None


def listed(model: Any, args: dict[str, Any], fields: Iterable[str] | None = None) -> None:
    """Refuse a list argument of ``model`` (``rules.args.list_fields``: ``pick``, ``dice``, ``with``...) given in
    ``args`` (keyed as ``model`` spells them; ``fields``: only these count) as anything but a JSON list: one value
    (``"pick": "X"``), a mapping, a number. A model's own reading of one value as a list of one (a script's or the
    command line's ``--pick X``) is for those roads; a JSON body says a list as one, as dice typed in are (README
    "The server": ``"3,4"`` is no list of dice). Raises ``RuleError(FIELD)`` naming the argument as the model spells
    it and what it takes, ``a list, not a text`` (worded in the reader's language: ``rules.body_frames``)."""
    from rules.args import list_fields
    from rules.errors import RuleError

    keep = None if fields is None else set(fields)
    for key in list_fields(model):
        if key in args and (keep is None or key in keep) and not isinstance(args[key], list):
            raise RuleError(key, f"a list, not {json_kind(args[key])}")
