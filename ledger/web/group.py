"""The group's routes: people, invitations, permissions, the approval option, the campaign's language, proposals,
private notes.

Source: README "The server" and "People, roles and who may do what". Each write here is a group command of the
service (``Ledger.group``, ``Ledger.approve``, ``Ledger.reject``), recorded in the campaign's history; the service
decides whether the person asking may make it (403 with the rule's name when not). The reads answer the campaign's
table as the service shows it to the person asking (a pending proposal only to its proposer and the GMs).
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from ledger.group.table import UNUSABLE
from ledger.inputs import MAX_REASON
from ledger.service.invitations import issued
from ledger.web.calls import call
from ledger.web.campaigns import asked
from ledger.web.commands import answer, recorded_rows
from ledger.web.request_body import body_fields, group_fields, json_body, text_field
from ledger.web.reader import answer_lang, joiner_lang
from ledger.web.request_inputs import flag_param, only
from rules.errors import RuleError

_TABLE_READS = {"people": "people", "invitations": "invitations", "permissions": "permissions",
                "proposals": "proposals"}


async def table_read(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/people|invitations|permissions|proposals``: that part of the campaign's table
    as the person asking may see it (``{}`` when none yet); invitations hold no code, only its digest's id, and
    read ``expired`` once past their expiry (``Ledger.invitations``); the
    proposals as ``ledger proposals --json`` lists them (pending only; ``?all=1`` for those decided too: a yes or
    no, ``request_inputs.flag_param``; anything else 400), their refusals in ``?lang=``, else the reader's language
    (``ledger.web.reader.answer_lang``: the person's setting, ``Accept-Language``, the system's own)."""
    where = await asked(request)
    part = _TABLE_READS[request.url.path.rsplit("/", 1)[1]]
    only(request, ("all", "lang") if part == "proposals" else ())
    ledger = request.app.state.ledger
    every = flag_param(request, "all")
    lang = answer_lang(request, where.system) if part == "proposals" else None   # 400 naming lang for one not read in

    def work() -> Any:
        if part == "proposals":
            return ledger.proposal_list(where.name, every, by=where.person, lang=lang)
        if part in ("permissions", "people"):
            return getattr(ledger, part)(where.name, by=where.person)
        return ledger.invitations(where.name, by=where.person)      # an open one past its expiry: "expired"

    return JSONResponse(await call(request, work))


async def _group(request: Request, command: str, fields: tuple[str, ...] | None = None,
                 path: dict[str, str] | None = None, where: Any = None, lang: str | None = None) -> JSONResponse:
    """Run group command ``command`` as the person asking, with the request's JSON body (only ``fields`` when
    given, else those the command takes; ``path``: the URL's values) checked strictly (``group_fields``); answer
    what it recorded (201) and, for an invitation, what the CLI's ``invite --json`` gives (``invitations.issued``:
    the code shown once, the join link, role, characters, expiry). Who asks is checked first (401, 404),
    then the query (``?lang=``: the answer's language, ``ledger.web.reader.answer_lang``; ``lang``: one chosen
    already) and the body (400, 422). Joining is the one command of a person not yet in the campaign (its ``where``
    looked up already)."""
    where = where or await asked(request)
    only(request, ("lang",))
    if lang is None:
        lang = answer_lang(request, where.system)       # refused (400) before anything is written
    body = await json_body(request)
    if fields is not None:
        body = body_fields(body, fields, path)
    args = group_fields(command, {**body, **(path or {})})
    if command == "remove" and not text_field(args, "reason", 2000, required=False):
        args.pop("reason", None)                    # an empty reason is none
    ledger = request.app.state.ledger

    def work() -> Any:
        done = ledger.group(where.name, command, args, by=where.person)
        camp, events = done
        rows = ledger.rows_of(camp, events, where.person, lang)
        extra = issued(camp.name, done.invitation, done.code, events[0].detail) if done.code is not None else None
        return rows, extra

    rows, extra = await call(request, work)
    request.app.state.live.poke()
    if extra is not None:
        return JSONResponse({"rows": rows, **extra}, status_code=201)
    return answer(rows, 201)


async def invite(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/invitations`` ``{"role", "characters", "expires"}``: a code to join (once)."""
    return await _group(request, "invite")


async def withdraw(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/invitations/{id}/withdraw``: the invitation can no longer be used."""
    return await _group(request, "withdraw", ("reason",), {"invitation": request.path_params["id"]})


async def join(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/join`` ``{"code"}``: the signed-in person takes an invitation's role. A campaign
    that does not exist answers as a wrong code does (400: a stranger learns no campaign's name by guessing), and
    attempts are limited as sign-ins are, per IP address and per person (429). Someone not yet of its people is
    answered in their own language, never the campaign's (``ledger.web.reader``: ``request.state.stranger``), so
    that a code no invitation has reads byte for byte as in a campaign that does not exist; ``?lang=`` is any
    language of the ledger (``reader.joiner_lang``) for the same reason. A code that did open one of its invitations
    (used, withdrawn or expired since: ``ledger.group.table.join``) proves its holder was invited: they are told
    why, in the campaign's language as its people are, never the invitation's id. Source: README "Playing as a
    group" (a withdrawn, used or expired invitation is refused with the reason)."""
    from ledger.web.errors import HttpError

    try:
        where = await asked(request, member=False)
    except HttpError as exc:
        if exc.status == 404 and exc.field == "campaign":
            where = None
        else:
            raise
    if where is not None and where.role is None:
        request.state.stranger = True     # not one of its people: answered in their language, never the campaign's
    only(request, ("lang",))
    lang = joiner_lang(request, where.system if where is not None else None)
    if not text_field(body_fields(await json_body(request), ("code",)), "code", 200).strip():
        raise HttpError(400, "code", "give the invitation's code")
    ip = request.client.host if request.client else "?"
    if not request.app.state.attempts.allow(f"join-ip:{ip}", f"join:{getattr(request.state.person, 'name', '?')}"):
        raise HttpError(429, "code", "too many attempts to join; wait a minute")
    if where is None:
        raise HttpError(400, "code", UNUSABLE)
    try:
        return await _group(request, "join", ("code",), where=where, lang=lang)
    except RuleError as exc:
        if not (exc.field == "code" and exc.message == UNUSABLE):
            request.state.stranger = False      # the code opened one of its invitations: told in its language
        raise


async def remove(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/people/{person}/remove`` ``{"reason"}``: their actions stay, attributed."""
    return await _group(request, "remove", ("reason",), {"person": request.path_params["person"]})


async def grant(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/people/{person}/grant`` ``{"role", "characters"}``: a player granted player
    gains the characters given and keeps theirs (``release`` takes one away); the row names what they hold now.
    A name with no account is refused (400, ``person``); the last GM is not given another role (403)."""
    return await _group(request, "grant", ("role", "characters", "reason"), {"person": request.path_params["person"]})


async def release(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/people/{person}/release`` ``{"characters", "reason"}``: those characters taken
    from a player, who keeps the rest (a ``grant`` only adds); the row names what they hold now."""
    return await _group(request, "release", ("characters", "reason"), {"person": request.path_params["person"]})


async def permit(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/permissions`` ``{"rule", "value"}``: set one rule of who may do what."""
    return await _group(request, "permit")


async def option(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/approval`` ``{"approval": "off"|"players"|"all-but-gm"}``."""
    return await _group(request, "option")


async def language(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/language`` ``{"language": CODE}``: the campaign's language (a GM's; one of
    its system's languages), the default of every reader who asks for none (``ledger.service.campaign_language``)."""
    return await _group(request, "language")


async def note(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/notes`` ``{"text", "private"}``: a note; a private one is the GMs' only."""
    return await _group(request, "note")


async def approve(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/proposals/{id}/approve`` ``{"edits": {...}, "reason"}``: decided now, recorded
    with the proposer as actor and the GM as approver; 409 when the state no longer allows it; 422 for ``edits``
    that are no mapping or a ``reason`` that is no text (of at most ``ledger.inputs.MAX_REASON`` characters). A
    refusal of the edits names the command line's options as the body's fields (``ledger.web.api_terms.api_refusal``);
    a 409 reads as the proposals' list gives it."""
    where = await asked(request)
    only(request, ("lang",))
    answer_lang(request, where.system)              # the answer's language: refused (400) before anything is written
    body = body_fields(await json_body(request), ("edits", "reason"))
    edits, reason = body.get("edits"), text_field(body, "reason", MAX_REASON, required=False) or None
    if edits is not None and not isinstance(edits, dict):
        from ledger.inputs import json_kind
        from ledger.web.errors import HttpError

        raise HttpError(422, "edits", f"a mapping of the proposal's arguments to new values, not {json_kind(edits)}")
    ledger = request.app.state.ledger

    def work() -> Any:
        _typed_edits(ledger, where, request.path_params["id"], edits)
        camp, events = ledger.approve(where.name, request.path_params["id"], by=where.person, edits=edits,
                                      reason=reason)
        return recorded_rows(request, where, camp, events)

    try:
        rows = await call(request, work)
    except RuleError as exc:                        # an edit's refusal: its options as the body's fields
        from ledger.web.api_terms import api_refusal
        from ledger.web.errors import status_of

        if status_of(exc) == 409:                   # one the state no longer allows: as the GM's list says it
            raise
        raise api_refusal(request, exc) from None
    request.app.state.live.poke()
    return answer(rows, 201)


def _typed_edits(ledger: Any, where: Any, pid: str, edits: Any) -> None:
    """Check an approval's ``edits`` (a JSON mapping) strictly against the proposed command's argument model, as a
    command's body is (``request_inputs.strict_args``: ``"3"`` is no whole number). Anything else (no such proposal,
    edits that are no mapping, a correction's proposal, a person who is not a GM) is left to the service's own
    refusal. Raises ``HttpError(422, FIELD)`` naming the edit as the GM spelled it."""
    from ledger.web.errors import HttpError
    from ledger.web.request_inputs import as_sent, strict_args
    from rules.errors import RuleError
    from rules.system import canonical_args

    if not isinstance(edits, dict) or not edits or where.role not in ("gm", "owner"):    # others: the service's 403
        return
    found = ledger.proposals(where.name, by=where.person).get(str(pid))
    spec = where.system.commands.get(found["command"]) if found else None
    if spec is None:
        return
    args = canonical_args(spec.args, {**found["args"], **edits})
    try:
        known = {f.alias or n for n, f in spec.args.model_fields.items()}   # an unknown one: the service names it
        strict_args(spec.args, args, fields=known & set(canonical_args(spec.args, edits)))
    except RuleError as exc:
        raise HttpError(422, as_sent(exc.field, edits), exc.message) from None


async def reject(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/proposals/{id}/reject`` ``{"reason"}``."""
    where = await asked(request)
    only(request, ("lang",))
    answer_lang(request, where.system)              # the answer's language: refused (400) before anything is written
    reason = text_field(body_fields(await json_body(request), ("reason",)), "reason", 2000)
    ledger = request.app.state.ledger

    def work() -> Any:
        camp, events = ledger.reject(where.name, request.path_params["id"], reason, by=where.person)
        return recorded_rows(request, where, camp, events)

    rows = await call(request, work)
    request.app.state.live.poke()
    return answer(rows, 201)


async def reject_stale(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/proposals/stale/reject`` ``{"reason"}`` (optional): every pending proposal the
    state no longer allows rejected at once (``Ledger.reject_stale``), each with the reason given or its own
    refusal; answers the rows recorded (201)."""
    where = await asked(request)
    only(request, ("lang",))
    answer_lang(request, where.system)              # the answer's language: refused (400) before anything is written
    reason = text_field(body_fields(await json_body(request), ("reason",)), "reason", 2000, required=False) or None
    ledger = request.app.state.ledger

    def work() -> Any:
        camp, events = ledger.reject_stale(where.name, reason, by=where.person)
        return recorded_rows(request, where, camp, events)

    rows = await call(request, work)
    request.app.state.live.poke()
    return JSONResponse(rows, status_code=201)


ROUTES = [Route(f"/api/campaigns/{{name}}/{part}", table_read, methods=["GET"]) for part in _TABLE_READS] + [
    Route("/api/campaigns/{name}/invitations", invite, methods=["POST"]),
    Route("/api/campaigns/{name}/invitations/{id}/withdraw", withdraw, methods=["POST"]),
    Route("/api/campaigns/{name}/join", join, methods=["POST"]),
    Route("/api/campaigns/{name}/people/{person}/remove", remove, methods=["POST"]),
    Route("/api/campaigns/{name}/people/{person}/grant", grant, methods=["POST"]),
    Route("/api/campaigns/{name}/people/{person}/release", release, methods=["POST"]),
    Route("/api/campaigns/{name}/permissions", permit, methods=["POST"]),
    Route("/api/campaigns/{name}/approval", option, methods=["POST"]),
    Route("/api/campaigns/{name}/language", language, methods=["POST"]),
    Route("/api/campaigns/{name}/notes", note, methods=["POST"]),
    Route("/api/campaigns/{name}/proposals/stale/reject", reject_stale, methods=["POST"]),
    Route("/api/campaigns/{name}/proposals/{id}/approve", approve, methods=["POST"]),
    Route("/api/campaigns/{name}/proposals/{id}/reject", reject, methods=["POST"]),
]
