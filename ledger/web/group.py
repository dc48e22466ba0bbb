"""The group's routes: people, invitations, permissions, the approval option, proposals, private notes.

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

from ledger.web.calls import call, json_body, text_field
from ledger.web.campaigns import asked
from ledger.web.commands import answer, recorded_rows

_TABLE_READS = {"people": "people", "invitations": "invitations", "permissions": "permissions",
                "proposals": "proposals"}


async def table_read(request: Request) -> JSONResponse:
    """``GET /api/campaigns/{name}/people|invitations|permissions|proposals``: that part of the campaign's table
    as the person asking may see it (``{}`` when none yet); invitations hold no code, only its digest's id."""
    where = await asked(request)
    part = _TABLE_READS[request.url.path.rsplit("/", 1)[1]]
    ledger = request.app.state.ledger

    def work() -> Any:
        if part in ("permissions", "people", "proposals"):
            return getattr(ledger, part)(where.name, by=where.person)
        table = ledger.now(where.name, by=where.person).state.get("table") or {}
        found = dict(table.get(part) or {})
        if part == "invitations":
            found = {k: {f: v for f, v in inv.items() if f != "digest"} for k, inv in found.items()}
        return found

    return JSONResponse(await call(request, work))


async def _group(request: Request, command: str, args: dict[str, Any]) -> JSONResponse:
    """Run group command ``command`` with ``args`` as the person asking; answer what it recorded (201) and, for an
    invitation, the code (shown once). Joining is the one command of a person not yet in the campaign."""
    where = await asked(request, member=command != "join")
    ledger = request.app.state.ledger

    def work() -> Any:
        done = ledger.group(where.name, command, args, by=where.person)
        camp, events = done
        rows = recorded_rows(ledger, camp, events, where.person)
        extra = {"invitation": done.invitation, "code": done.code} if done.code is not None else None
        return rows, extra

    rows, extra = await call(request, work)
    request.app.state.live.poke()
    if extra is not None:
        return JSONResponse({"rows": rows, **extra}, status_code=201)
    return answer(rows, 201)


async def invite(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/invitations`` ``{"role", "characters", "expires"}``: a code to join (once)."""
    return await _group(request, "invite", await json_body(request))


async def withdraw(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/invitations/{id}/withdraw``: the invitation can no longer be used."""
    return await _group(request, "withdraw", {"invitation": request.path_params["id"]})


async def join(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/join`` ``{"code"}``: the signed-in person takes an invitation's role."""
    return await _group(request, "join", {"code": text_field(await json_body(request), "code", 200)})


async def remove(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/people/{person}/remove`` ``{"reason"}``: their actions stay, attributed."""
    body = await json_body(request)
    return await _group(request, "remove", {"person": request.path_params["person"],
                                            "reason": text_field(body, "reason", 2000, required=False) or None})


async def grant(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/people/{person}/grant`` ``{"role", "characters"}``."""
    return await _group(request, "grant", {"person": request.path_params["person"], **await json_body(request)})


async def permit(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/permissions`` ``{"rule", "value"}``: set one rule of who may do what."""
    return await _group(request, "permit", await json_body(request))


async def option(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/approval`` ``{"approval": "off"|"players"|"all-but-gm"}``."""
    return await _group(request, "option", await json_body(request))


async def note(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/notes`` ``{"text", "private"}``: a note; a private one is the GMs' only."""
    return await _group(request, "note", await json_body(request))


async def approve(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/proposals/{id}/approve`` ``{"edits": {...}}``: decided now, recorded with the
    proposer as actor and the GM as approver; 409 when the state no longer allows it."""
    where = await asked(request)
    body = await json_body(request)
    edits = body.get("edits")
    ledger = request.app.state.ledger

    def work() -> Any:
        camp, events = ledger.approve(where.name, request.path_params["id"], by=where.person, edits=edits)
        return recorded_rows(ledger, camp, events, where.person)

    rows = await call(request, work)
    request.app.state.live.poke()
    return answer(rows, 201)


async def reject(request: Request) -> JSONResponse:
    """``POST /api/campaigns/{name}/proposals/{id}/reject`` ``{"reason"}``."""
    where = await asked(request)
    reason = text_field(await json_body(request), "reason", 2000)
    ledger = request.app.state.ledger

    def work() -> Any:
        camp, events = ledger.reject(where.name, request.path_params["id"], reason, by=where.person)
        return recorded_rows(ledger, camp, events, where.person)

    rows = await call(request, work)
    request.app.state.live.poke()
    return answer(rows, 201)


ROUTES = [Route(f"/api/campaigns/{{name}}/{part}", table_read, methods=["GET"]) for part in _TABLE_READS] + [
    Route("/api/campaigns/{name}/invitations", invite, methods=["POST"]),
    Route("/api/campaigns/{name}/invitations/{id}/withdraw", withdraw, methods=["POST"]),
    Route("/api/campaigns/{name}/join", join, methods=["POST"]),
    Route("/api/campaigns/{name}/people/{person}/remove", remove, methods=["POST"]),
    Route("/api/campaigns/{name}/people/{person}/grant", grant, methods=["POST"]),
    Route("/api/campaigns/{name}/permissions", permit, methods=["POST"]),
    Route("/api/campaigns/{name}/approval", option, methods=["POST"]),
    Route("/api/campaigns/{name}/notes", note, methods=["POST"]),
    Route("/api/campaigns/{name}/proposals/{id}/approve", approve, methods=["POST"]),
    Route("/api/campaigns/{name}/proposals/{id}/reject", reject, methods=["POST"]),
]
