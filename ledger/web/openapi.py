"""``GET /api/openapi.json``: the OpenAPI 3.1 document of the API, built from every system's command table.

Source: the OpenAPI Specification 3.1 (https://spec.openapis.org/oas/v3.1.0); pydantic's JSON Schema of several
models at once (``pydantic.json_schema.models_json_schema``: https://docs.pydantic.dev/latest/concepts/json_schema/).
The request body of ``/commands/{command}`` is the command's argument model, the same the CLI builds its options
from and scripts are checked against; a command several systems share has one body per system (``oneOf``), and
``x-systems`` names them. Built once per process.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from ledger.web.commands import command_path

_ERROR = {"type": "object", "properties": {"error": {"type": "object", "properties": {
    "code": {"type": "string", "description": "English and stable: the status's (bad_input, not_signed_in, refused, "
             "not_found, conflict, ...) or refused:RULE (docs/api-errors.md)"},
    "field": {"type": "string"}, "message": {"type": "string", "description": "in the reader's language"}},
    "required": ["code", "field", "message"]}}}
_NAME = {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}, "description": "campaign name"}
#: A write's ``?lang=``: the language its answer (the rows recorded) and its refusals read in (README "The server").
_LANG = {"name": "lang", "in": "query", "required": False, "schema": {"type": "string"},
         "description": "the answer's language (else the reader's)"}
_ERRORS = {str(code): {"description": text, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
           for code, text in ((400, "a request that is no JSON object (malformed, another value, a key given twice, a "
                                     "whole number past 64 bits), a query parameter refused, or a value refused by "
                                     "the rules"), (401, "not signed in (checked before anything sent is read)"),
                              (403, "refused: who may do what (names the rule), or CSRF"), (404, "unknown campaign or command"),
                              (409, "the state no longer allows it"), (413, "body over the limit"),
                              (422, "a field of the JSON object that is unknown, missing or of another JSON type (e.g. a text "
                                     "where a whole number or a list is taken)"), (429, "too many attempts"))}
_EXTRA = {"type": "object", "properties": {
    "as": {"type": "string", "description": "who acts: GM (default) or a character's name"},
    "reason": {"type": "string", "description": "why (shown in history)"}}}

#: The reads and group routes: (path, method, summary, query parameters, extra path parameters).
_READS: list[tuple[str, str, str, list[str], list[str]]] = [
    ("/api/campaigns", "get", "the campaigns the person asking belongs to", [], []),
    ("/api/campaigns/{name}/sheet/{character}", "get", "a sheet now or at a moment",
     ["as_of", "session", "scene", "start", "lang"], ["character"]),
    ("/api/campaigns/{name}/history", "get", "history rows with filters",
     ["character", "session", "scene", "actor", "kind", "since", "until", "last", "lang"], []),
    ("/api/campaigns/{name}/status", "get", "what is open right now", ["as_of", "session", "scene", "start", "lang"], []),
    ("/api/campaigns/{name}/why/{character}/{field}", "get", "every change of one value", ["lang"],
     ["character", "field"]),
    ("/api/campaigns/{name}/arc/{character}", "get", "a character's arc per session", ["lang"], ["character"]),
    ("/api/campaigns/{name}/odds/{command}", "get", "exact odds of a roll made now (the command's arguments as query)",
     ["as", "lang"], ["command"]),
    ("/api/campaigns/{name}/reference/{read}", "get", "one of the system's reads or reference lists, now or at a moment",
     ["as_of", "session", "scene", "start", "lang"], ["read"]),
    ("/api/campaigns/{name}/export", "get", "download the history rows the person asking may see "
     "(ledger export --format history)", ["format", "lang"], []),
    ("/api/campaigns/{name}/live", "get", "Server-Sent Events: each recorded action's history row", ["seconds", "lang"], []),
    ("/api/campaigns/{name}/people", "get", "who belongs, role, characters", [], []),
    ("/api/campaigns/{name}/invitations", "get", "open and past invitations (no codes)", [], []),
    ("/api/campaigns/{name}/invitations", "post", "invite: {role, characters, expires}; the code is shown once", ["lang"], []),
    ("/api/campaigns/{name}/invitations/{id}/withdraw", "post", "withdraw an invitation", ["lang"], ["id"]),
    ("/api/campaigns/{name}/join", "post", "join with an invitation's code: {code}", ["lang"], []),
    ("/api/campaigns/{name}/people/{person}/grant", "post", "grant a role: {role, characters} (a player's "
     "characters are added to theirs)", ["lang"], ["person"]),
    ("/api/campaigns/{name}/people/{person}/release", "post", "take characters from a player: {characters, reason}",
     ["lang"], ["person"]),
    ("/api/campaigns/{name}/people/{person}/remove", "post", "remove a person (their actions stay): {reason}", ["lang"], ["person"]),
    ("/api/campaigns/{name}/permissions", "get", "the campaign's table of who may do what", [], []),
    ("/api/campaigns/{name}/permissions", "post", "set one rule: {rule, value}", ["lang"], []),
    ("/api/campaigns/{name}/approval", "post", "GM approval: {approval: off|players|all-but-gm}", ["lang"], []),
    ("/api/campaigns/{name}/language", "post", "the campaign's language, the default of a reader who asks for "
     "none: {language} (one of its system's languages)", ["lang"], []),
    ("/api/campaigns/{name}/notes", "post", "a note: {text, private}", ["lang"], []),
    ("/api/campaigns/{name}/proposals", "get", "the pending proposals, as ledger proposals --json lists them (a "
     "pending one: its proposer and the GMs; for a GM, whether the state still allows it: allowed, refusal); all=1: "
     "those decided too; lang: the refusals' language (else the reader's)", ["all", "lang"], []),
    ("/api/campaigns/{name}/proposals/{id}/approve", "post", "approve: {edits, reason}", ["lang"], ["id"]),
    ("/api/campaigns/{name}/proposals/{id}/reject", "post", "reject: {reason}", ["lang"], ["id"]),
    ("/api/campaigns/{name}/proposals/stale/reject", "post", "reject every pending proposal the state no longer "
     "allows: {reason} (optional; each's own refusal when left out)", ["lang"], []),
    ("/api/campaigns/{name}/corrections/{kind}", "post",
     "undo, redo or amend: {action, to, cascade, redecide, reason, dry_run, as, ...}; answers as ledger undo|redo|"
     "amend --json (revised: {action: {command, before, after}}, its lines in lang) with the rows; face=desk: its "
     "refusals name the desk's controls", ["lang", "face"], ["kind"]),
    ("/api/sign-in", "post", "sign in: {name, password}; sets the session cookie, answers {person, csrf}", [], []),
    ("/api/sign-in/link", "post", "sign in with a one-time link's code: {code}", [], []),
    ("/api/sign-out", "post", "sign out", [], []),
    ("/api/me", "get", "who is signed in, the CSRF token of the session and their language setting", [], []),
    ("/api/me/password", "post", "change your own password: {current, password, again}; every other session of "
     "yours ends, this one starts again: answers {person, csrf}", ["lang"], []),
]


def _summary(name: str, specs: list[tuple[str, Any]]) -> tuple[str, str | None]:
    """(the summary, the description) of command ``name``'s operation, from ``specs`` (``(system id, its
    CommandSpec)`` of every system that has it): one system's help when only one has it; a name several systems
    share is summed up neutrally, its description each system's own help (``title (id): help``), as the body's
    ``oneOf`` gives each its own arguments. Source: README "The server" (``/api/openapi.json``)."""
    if len(specs) == 1:
        return specs[0][1].help or name, None
    from rules import get_system

    titles = [f"{get_system(sid).title} ({sid})" for sid, _ in specs]
    return (f"{name}: a command of {len(specs)} systems, each its own (see the description and x-systems)",
            "\n".join(f"{title}: {spec.help or name}" for title, (_, spec) in zip(titles, specs)))


def _operation(summary: str, description: str | None, params: list[dict[str, Any]],
               body: dict[str, Any] | None = None, ok: str = "200") -> dict[str, Any]:
    """One operation of the document: ``summary`` (and ``description``, when not None), ``params``, ``body``."""
    op: dict[str, Any] = {"summary": summary, **({"description": description} if description else {}),
                          "parameters": params,
                          "responses": {ok: {"description": "done", "content": {"application/json": {"schema": {}}}},
                                        **_ERRORS}}
    if body is not None:
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
    return op


@lru_cache(maxsize=1)
def document() -> dict[str, Any]:
    """The OpenAPI document (a dict), for every registered system's commands."""
    from pydantic.json_schema import models_json_schema

    from rules import get_system, registered

    owners: dict[str, list[tuple[str, Any]]] = {}
    models = []
    for sid in registered():
        system = get_system(sid)
        for name, spec in system.commands.items():
            owners.setdefault(name, []).append((sid, spec))
            models.append((spec.args, "validation"))
    refs, schemas = models_json_schema(list(dict.fromkeys(models)), by_alias=True,
                                       ref_template="#/components/schemas/{model}")
    components = dict(schemas.get("$defs", {}))
    components["Error"] = _ERROR
    paths: dict[str, dict[str, Any]] = {}
    for name, specs in owners.items():
        bodies = [{"allOf": [refs[(spec.args, "validation")], _EXTRA]} for _, spec in specs]
        body = bodies[0] if len(bodies) == 1 else {"oneOf": bodies}
        op = _operation(*_summary(name, specs), [_NAME, _LANG], body, ok="201")
        op["responses"]["202"] = {"description": "recorded as a proposal the GM approves"}
        op["x-systems"] = [sid for sid, _ in specs]
        op["operationId"] = "command-" + name.replace(" ", "-")
        paths[f"/api/campaigns/{{name}}/commands/{command_path(name)}"] = {"post": op}
    for path, method, summary, query, extra in _READS:
        params = ([_NAME] if "{name}" in path else []) + [
            {"name": p, "in": "path", "required": True, "schema": {"type": "string"}} for p in extra] + [
            {"name": q, "in": "query", "required": False, "schema": {"type": "string"}} for q in query]
        body = {"type": "object"} if method == "post" else None
        paths.setdefault(path, {})[method] = _operation(summary, None, params, body)
    return {"openapi": "3.1.0",
            "info": {"title": "Campaign ledger API", "version": _version(),
                     "description": "Every game system's commands and reads; see README \"The server\"."},
            "components": {"schemas": components,
                           "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"},
                                               "session": {"type": "apiKey", "in": "cookie", "name": "ledger_session"}}},
            "security": [{"bearer": []}, {"session": []}],
            "paths": paths}


def _version() -> str:
    from ledger import __version__

    return str(__version__)


async def openapi(request: Request) -> JSONResponse:
    """``GET /api/openapi.json`` (no sign-in needed: it holds no campaign's data); takes no query parameters."""
    from ledger.web.request_inputs import only

    only(request)
    return JSONResponse(document())


ROUTES = [Route("/api/openapi.json", openapi, methods=["GET"])]
