"""The reads of the API: campaigns, sheets now or at a moment, history with its filters, status, why, arc, odds, and
each system's reference lists and reads. Nothing is recorded.

Source: README "Using the ledger" (the reads and their options: ``--as-of``, ``--session``, ``--scene``, ``--start``,
history's filters, ``--lang``) and "The server". JSON keys are the CLI's ``--json``. Every read asks the service
with the person asking (``by``), which answers only what their role may see.
"""

from __future__ import annotations

from typing import Any

import orjson
from pydantic import ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ledger.web.calls import call
from ledger.web.campaigns import asked
from ledger.web.errors import HttpError, no_route_unless
from ledger.web.request_inputs import as_sent, int_param, moment_param, only, whole_text
from rules.errors import RuleError
from ledger.web.signin import signed_in

#: The query parameters naming a moment (``moment_param``), and a read's display language.
MOMENT = ("as_of", "session", "scene", "start")
LANG = ("lang",)
#: ``history``'s filters, as ``ledger history`` takes them.
HISTORY = ("character", "session", "scene", "actor", "kind", "since", "until", "last", "lang")


def _lang(request: Request, system: Any) -> str:
    """The language of the answer: the ``lang`` query parameter as the system allows it, else the reader's
    (``ledger.web.reader.answer_lang``: their setting, ``Accept-Language``, the system's own). Raises ``RuleError``."""
    from ledger.web.reader import answer_lang

    return answer_lang(request, system)


async def campaigns(request: Request) -> JSONResponse:
    """``GET /api/campaigns``: ``[{"name", "system"}]``, the campaigns the person asking belongs to."""
    person = signed_in(request)
    only(request)
    ledger = request.app.state.ledger
    found = await call(request, lambda: ledger.campaigns_of(person))
    return JSONResponse([{"name": k, "system": v} for k, v in found.items()])


async def sheet(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/sheet/{character}[?as_of=&session=&scene=&start=&lang=]``: the sheet as ``ledger
    sheet --json`` prints it; no character (``sheet/``) is no route (404 naming the path)."""
    no_route_unless(request, "character")
    where = await asked(request)
    only(request, MOMENT + LANG)
    moment, ledger = moment_param(request), request.app.state.ledger
    code = _lang(request, where.system)

    def work() -> Any:
        from ledger.service.reads import moment_of

        camp, at = ledger.at(where.name, moment, by=where.person)
        data = where.system.views.sheet(camp.state, request.path_params["character"], code)
        then = moment_of(camp, at, moment, where.system, code)
        return data if then is None else {**data, "moment": then}          # as ``ledger sheet --json``

    return JSONResponse(await call(request, work))


async def history(request: Request) -> Response:
    """``GET /api/campaigns/{name}/history[?character=&session=&scene=&actor=&kind=&since=&until=&last=&lang=]``:
    the rows of ``ledger history --json``."""
    from ledger.service.history import HistoryQuery

    where = await asked(request)
    only(request, HISTORY)
    q = request.query_params
    query = HistoryQuery(character=q.get("character"), session=int_param(request, "session"),
                         scene=int_param(request, "scene"), actor=q.get("actor"), kind=q.get("kind"),
                         since=q.get("since"), until=q.get("until"), last=int_param(request, "last", 1))
    ledger, code = request.app.state.ledger, _lang(request, where.system)

    def work() -> bytes:
        found = ledger.history(where.name, query, code, table=False, by=where.person)
        if found.encoded:
            return b"[" + b",".join(found.rows) + b"]"
        return orjson.dumps(list(found.rows))

    return Response(await call(request, work), media_type="application/json")


async def status(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/status[?lang=&as_of=...]``: what is open right now, as ``ledger status --json``."""
    where = await asked(request)
    only(request, MOMENT + LANG)
    moment, ledger, system = moment_param(request), request.app.state.ledger, where.system
    code = _lang(request, system)

    def work() -> dict[str, Any]:
        from ledger.service.offers import may_give
        from ledger.service.reads import moment_of, status_of
        from ledger.service.scene_titles import scene_title

        camp, at = ledger.at(where.name, moment, by=where.person)
        may = may_give(ledger.now(where.name).state, where.person.who, system) if at is None else None
        data = status_of(camp, at, system, code, gm=where.role == "gm" or where.person.owner,
                         acts=where.role != "viewer", may=may, titled=scene_title(ledger, camp.name, at))
        then = moment_of(camp, at, moment, system, code)
        return data if then is None else {**data, "moment": then}          # as ``ledger status --json``

    return JSONResponse(await call(request, work))


async def why(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/why/{character}/{field}[?lang=]``: every action that changed one value, as ``ledger
    why --json``; with ``lang`` given, each row also carries ``said``, its words in that language
    (``ledger.projections.why_words.why_words``: what the pages' why panel shows)."""
    from ledger.projections.why_words import why_words

    where = await asked(request)
    only(request, LANG)
    code = _lang(request, where.system)
    ledger, p, worded = request.app.state.ledger, request.path_params, "lang" in request.query_params

    character, field = _why_segments(request, f"{p['character']}/{p['field']}")

    def work() -> list[dict[str, Any]]:
        rows = ledger.why(where.name, character, field, by=where.person)
        return [{**r, "said": why_words(r, code, where.system)} for r in rows] if worded else rows

    return JSONResponse(await call(request, work))


def _why_segments(request: Request, tail: str) -> tuple[str, str]:
    """(character, field) of a why's URL: its two segments after ``/why/`` as sent, each percent-decoded (a name or a
    row holding ``/`` comes encoded, ``%2F``, which the routing decodes before matching: so the route's two parts may
    take any text, ``tail`` is both joined by ``/``, and the segments are read here, and ``/why/Rook/%2F`` asks for field ``/``, refused as an unknown field
    is); else ``tail`` split at its last ``/`` (a character's name sent with its slashes unencoded). Raises Starlette's ``HTTPException(404)`` (the
    API's "no route") when the path holds no character and field. Source: RFC 3986 §3.3 (a segment holds no ``/``)."""
    from urllib.parse import unquote

    from starlette.exceptions import HTTPException

    raw = request.scope.get("raw_path") or b""
    sent = raw.decode("latin-1").split("?", 1)[0].split("/why/", 1)
    parts = sent[1].split("/") if len(sent) == 2 else []
    if len(parts) == 2 and all(parts):
        return unquote(parts[0]), unquote(parts[1])
    routed = tail.rsplit("/", 1)                # sent unencoded: the character holds the slashes, as routed before
    if len(routed) != 2 or not all(routed):
        raise HTTPException(404)
    return routed[0], routed[1]


async def arc(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/arc/{character}[?lang=]``: the character's arc, as ``ledger arc --json``; no
    character (``arc/``) is no route (404 naming the path)."""
    no_route_unless(request, "character")
    where = await asked(request)
    only(request, LANG)
    ledger, code = request.app.state.ledger, _lang(request, where.system)
    return JSONResponse(await call(request, lambda: ledger.arc(where.name, request.path_params["character"], code,
                                                               by=where.person)))


async def odds(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/odds/{command}?as=NAME&ARG=VALUE...``: the exact odds of a roll made now (a list
    argument's key may repeat, one item a copy; any other key given twice is refused naming it, ``only``), as
    ``ledger odds --json``; nothing is recorded. With ``lang`` given, also
    ``said``: the lines ``ledger odds`` prints (the system's ``odds_rows`` view, ``name: value``), when it has one.
    Who may ask is the service's decision (``Ledger.odds``: whom the roll would let roll; a player naming no one
    asks as their only character): 403 naming the rule otherwise, as the roll's route."""
    from ledger.errors import LedgerError

    no_route_unless(request, "command")
    where = await asked(request)
    command = request.path_params["command"].replace("/", " ")
    spec = where.system.commands.get(command)
    view = where.system.views.odds
    if spec is None:
        raise HttpError(404, "command", f"{where.system.title} has no command {command[:60]!r}")
    if view is None:
        raise LedgerError("odds", f"{where.system.title} computes no odds yet")
    from rules.args import list_fields, preview_fields

    previews = preview_fields(spec.args)                 # --odds: the command line's switch, no parameter here
    fields = {n: f for n, f in spec.args.model_fields.items() if n not in previews}
    spelled = lambda n, f: (n, n.replace("_", "-"), (f.alias or n), (f.alias or n).replace("-", "_"))  # noqa: E731
    spellings = [s for n, f in fields.items() for s in spelled(n, f)]
    lists = set(list_fields(spec.args).values())        # a list's parameter may repeat; any other is given once
    only(request, ("as", "lang", *(f.alias or n for n, f in fields.items())), spellings,
         repeatable=[s for n, f in fields.items() if n in lists for s in spelled(n, f)])
    body: dict[str, Any] = {}
    for key in request.query_params:
        if key not in ("as", "lang"):
            values = request.query_params.getlist(key)
            body[key] = values if len(values) > 1 else values[0]
    code, ledger = _lang(request, where.system), request.app.state.ledger
    args = _typed(spec, body)

    def work() -> dict[str, Any]:
        data = ledger.odds(where.name, command, args, request.query_params.get("as"), code, by=where.person)
        said = where.system.views.odds_rows if "lang" in request.query_params else None
        return data if said is None else {**data, "said": [f"{k}: {v}" for k, v in said(data, code)]}

    try:
        return JSONResponse(await call(request, work))
    except RuleError as exc:                        # an option of the command line named as the query's parameter
        from ledger.web.api_terms import api_refusal

        exc.field = as_sent(str(exc.field), request.query_params)    # as the client spelled it (- or _)
        raise api_refusal(request, exc) from None


def _typed(spec: Any, body: dict[str, Any]) -> dict[str, Any]:
    """Query text as the model's types (``query_args``); checked like a command's body, but a value the model refuses
    (missing, out of range) is a query parameter refused: ``HttpError(400, KEY)`` as on every route (README "The
    server": any query parameter refused is 400; 422 is a field of a JSON body)."""
    from ledger.web.commands import checked_args

    try:
        return checked_args(spec, query_args(spec.args, body), strict=False)
    except HttpError as exc:
        raise HttpError(400, exc.field, exc.message) from None


def query_args(model: Any, body: dict[str, Any]) -> dict[str, Any]:
    """``body`` (query parameters as sent: a text, or a list of texts for a repeated one) with each value of a
    whole-number field of ``model`` (a pydantic argument model) a whole number, and a list field's comma-separated
    text a list. A whole number is plain digits after an optional ``-`` (``request_inputs.whole_text``) within 64
    bits, as on every road in (``ledger.inputs.whole_numbers``). Raises ``HttpError(400, KEY)`` naming the
    parameter as sent and the field's own range (``rules.whole_numbers.beyond_text``: never the 64-bit bound) for
    anything else (``+3``, `` 3``, ``1_0``, ``abc``)."""
    from ledger.inputs import MAX_WHOLE, MIN_WHOLE

    fields = {info.alias or n: info for n, info in model.model_fields.items()}
    out: dict[str, Any] = {}
    for key, value in body.items():
        info = fields.get(key) or fields.get(key.replace("_", "-")) or fields.get(key.replace("-", "_"))
        text = str(info.annotation) if info is not None else ""
        if "list" in text and not isinstance(value, list):
            value = [v.strip() for v in str(value).split(",")]
        if "int" in text and "str" not in text:
            items = value if isinstance(value, list) else [value]
            if not all(whole_text(v, signed=True) and len(v) <= len(str(MIN_WHOLE)) for v in items) or \
                    not all(MIN_WHOLE <= int(v) <= MAX_WHOLE for v in items):
                from rules.args import bounds
                from rules.whole_numbers import beyond_text

                raise HttpError(400, key[:60], beyond_text(*bounds(info)))      # the field's own range, if any
            value = [int(v) for v in items] if isinstance(value, list) else int(value)
        out[key] = value
    return out


async def reference(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/reference/{read}[?ARG=VALUE&lang=&as_of=&session=&scene=&start=]``: one of the
    system's reads (reference lists, pools, a conflict's state), as ``ledger READ --json``, now or at the moment the
    CLI's ``--as-of``/``--session``/``--scene``/``--start`` name (``moment_param``; the events a read takes only up
    to that action)."""
    from rules.system import validation_error

    where = await asked(request)
    read = where.system.reads.get(request.path_params["read"])
    if read is None:
        raise HttpError(404, "read", f"{request.path_params['read'][:40]!r} is not a reference list or read of "
                                      f"this campaign; allowed: {', '.join(where.system.reads)}")
    only(request, (*MOMENT, *LANG, *(f.alias or n for n, f in (read.args.model_fields if read.args else {}).items())))
    moment = moment_param(request)
    given = {k: v for k, v in request.query_params.items() if k not in (*LANG, *MOMENT)}
    if read.args is not None:
        try:
            given = read.args.model_validate(query_args(read.args, given)).model_dump()
        except ValidationError as exc:
            err = validation_error(exc, model=read.args)
            raise HttpError(400, err.field, err.message) from None     # a query parameter refused
    code, ledger = _lang(request, where.system), request.app.state.ledger

    def work() -> Any:
        camp, at = ledger.at(where.name, moment, by=where.person)
        if read.events:
            return read.view(ledger.records(where.name, upto=at, by=where.person), camp.state, code, **given)
        return read.view(camp.state, code, **given)

    return JSONResponse(await call(request, work))


async def export(request: Request) -> Response:
    """``GET /api/campaigns/{name}/export[?format=history][&lang=L]``: the campaign as the person asking may see it,
    as a download: ``ledger export --format history`` (the history rows they may see, hidden information left out, as
    ``ledger history --json`` keys them, worded in the reader's language: ``?lang=``, their setting, the browser's). The whole record (``jsonl``, ``script``) is refused: a player's or a
    viewer's by the service (403, the rule named), a GM's too, since it holds every side's sealed scripts; it is
    exported with ``ledger export`` on the store's own machine."""
    import tempfile
    from pathlib import Path

    where = await asked(request)
    only(request, ("format", "lang"))
    fmt = request.query_params.get("format", "history")
    if fmt not in ("history", "jsonl", "script"):
        raise HttpError(400, "format", f"{fmt[:20]!r} is not an export format; allowed over the API: history")
    ledger = request.app.state.ledger
    if fmt in ("jsonl", "script") and where.role in ("gm", "owner"):
        raise HttpError(403, "format", "the whole record (jsonl, script) holds every side's sealed scripts; export it "
                        "with 'ledger export' on the store's machine; over the API: format=history")

    code = _lang(request, where.system)             # the rows in the reader's language, as the history route's

    def work() -> bytes:
        with tempfile.TemporaryDirectory(prefix="ledger-export-") as folder:
            out = Path(folder) / "history.json"
            ledger.export(where.name, str(out), fmt, by=where.person, lang=code)
            return out.read_bytes()

    body = await call(request, work)
    from ledger.web.downloads import attachment

    return Response(body, media_type="application/json",
                    headers={"Content-Disposition": attachment(f"{where.name}-history.json", "history"),
                             "Cache-Control": "no-store"})


ROUTES = [Route("/api/campaigns", campaigns, methods=["GET"]),
          Route("/api/campaigns/{name}/export", export, methods=["GET"]),
          Route("/api/campaigns/{name}/sheet/{character:path}", sheet, methods=["GET"]),
          Route("/api/campaigns/{name}/history", history, methods=["GET"]),
          Route("/api/campaigns/{name}/status", status, methods=["GET"]),
          Route("/api/campaigns/{name}/why/{character:path}/{field:path}", why, methods=["GET"]),
          Route("/api/campaigns/{name}/arc/{character:path}", arc, methods=["GET"]),
          Route("/api/campaigns/{name}/odds/{command:path}", odds, methods=["GET"]),
          Route("/api/campaigns/{name}/reference/{read}", reference, methods=["GET"])]
