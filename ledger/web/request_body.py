"""What a route reads from its request's JSON body: one object, each key once, its numbers as sent, and only the
fields the route takes, each of the type it takes.

Source: README "The server" (errors: 400 for a body that is no JSON object, 422 for a field of a well-formed body
that is wrong) and the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed
it and what is allowed"). The one rule of every route's body: malformed JSON, a body that is not an object, a key
given twice (RFC 8259 section 4: "The names within an object SHOULD be unique"; which copy was meant?) and a whole
number past 64 bits are 400, naming ``body`` or the key; a well-formed body whose field is unknown, missing or of
another JSON type is 422, naming the field as sent and what it takes. orjson checks the JSON (it refuses ``NaN``
and broken UTF-8) and does not see a repeated key, so a body is read again by the standard library with an
``object_pairs_hook`` (https://docs.python.org/3/library/json.html#json.load), which also keeps a whole number
whole (orjson reads one past 64 bits as a float).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import orjson
from starlette.requests import Request

from ledger.inputs import MAX_WHOLE, MIN_WHOLE
from ledger.web.errors import HttpError


async def json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object body ({} for an empty body). Raises ``HttpError(415)`` for a body that is not JSON,
    ``HttpError(400, "body")`` for malformed JSON or a body that is not an object, ``HttpError(400, KEY)`` for a key
    given twice in one object or a whole number outside ``MIN_WHOLE``..``MAX_WHOLE`` (``parse``)."""
    raw = await request.body()
    if not raw.strip():
        return {}
    kind = request.headers.get("content-type", "application/json").split(";")[0].strip().lower()
    if kind not in ("application/json", ""):
        raise HttpError(415, "body", f"send JSON (Content-Type: application/json), not {kind[:60]}")
    data = parse(raw)
    request.state.nulls = frozenset(k for k, v in data.items() if v is None)     # for ``ledger.web.errors.null_given``
    return data



def parse(raw: bytes) -> dict[str, Any]:
    """``raw`` (a request body) as a JSON object, each key once, its whole numbers exact and within 64 bits. Raises
    ``HttpError(400, "body")`` for malformed JSON or another value than an object, ``HttpError(400, KEY)`` (the key
    as sent) for a key repeated in one object or a whole number out of range (the innermost key holding it)."""
    try:
        orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise HttpError(400, "body", f"the body is not well-formed JSON (line {exc.lineno}, column {exc.colno})"
                        ) from None             # where it goes wrong, not the parser's own English
    try:
        data = json.loads(raw, object_pairs_hook=_once)
    except (RecursionError, ValueError):
        raise HttpError(400, "body", "malformed JSON (nested too deep)") from None
    if not isinstance(data, dict):
        raise HttpError(400, "body", "a JSON object of the command's arguments")
    _within(data)
    return data


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """One JSON object from its ``pairs``. Raises ``HttpError(400, KEY)`` for a key given more than once."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            times = sum(1 for k, _ in pairs if k == key)
            raise HttpError(400, key[:60], f"given {times} times in one object; give it once")
        out[key] = value
    return out


def _within(data: Any) -> None:
    """Refuse a whole number outside ``MIN_WHOLE``..``MAX_WHOLE`` anywhere in ``data``: ``HttpError(400, KEY)``
    naming the innermost key holding it (``body`` at the top)."""
    stack: list[tuple[Any, str]] = [(data, "body")]
    while stack:
        item, name = stack.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, int) and not MIN_WHOLE <= item <= MAX_WHOLE:
            from rules.whole_numbers import DIGITS_ALLOWED

            raise HttpError(400, name[:60], DIGITS_ALLOWED)       # a command route names its field's own range
        if isinstance(item, dict):
            stack.extend((v, str(k)) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, name) for v in item)


def body_fields(body: dict[str, Any], allowed: Iterable[str], path: dict[str, str] | None = None
                ) -> dict[str, Any]:
    """``body`` (a JSON object) checked to hold only fields ``allowed``, with ``path`` (the values the URL's path
    gives, e.g. ``{"person": "Ana"}``) added. Raises ``HttpError(422, KEY)`` for another field, or for one the path
    gives already."""
    path = path or {}
    allowed = tuple(allowed)
    for key in body:
        if key in path:
            raise HttpError(422, key[:60], "given by the URL's path, not the body")
        if key not in allowed:
            raise HttpError(422, key[:60], f"unknown field; allowed: {', '.join(allowed) or 'none'}")
    return {**body, **path}


def text_field(body: dict[str, Any], key: str, limit: int, required: bool = True) -> str:
    """``body[key]`` as text of at most ``limit`` characters (``""`` when absent or null and not ``required``).
    Raises ``HttpError(422, key)`` when missing (and ``required``), not a text, or longer."""
    value = body.get(key)
    if value is None:
        if required:
            raise HttpError(422, key, "missing; give a text")
        return ""
    if not isinstance(value, str):
        from ledger.inputs import json_kind

        raise HttpError(422, key, f"a text, not {json_kind(value)}")
    if len(value) > limit:
        raise HttpError(422, key, f"at most {limit} characters")
    return value


def group_fields(command: str, body: dict[str, Any]) -> dict[str, Any]:
    """``body`` (a group command's JSON body, the path's values added) checked strictly as JSON: only the fields
    ``command`` takes (``ledger.group.fields.TAKES``), each of its JSON type (a list of names is a list, never
    one name as a text). Raises ``HttpError(422, FIELD)`` naming the field as sent and what it takes."""
    from ledger.group.fields import check_given
    from rules.errors import RuleError

    try:
        check_given(command, body, strict=True)
    except RuleError as exc:
        raise HttpError(422, str(exc.field)[:60], exc.message) from None
    return body
