"""``POST /api/campaigns/{name}/commands/{command}``: every game system's commands, from its command table.

Source: docs/adding-a-game-system.md (one command table drives the CLI, scripts and the API: the same pydantic
argument models); README "The server". The body is the command's model as JSON, keyed as the CLI's ``--json`` and
the scripts spell the arguments (``plus-one`` or ``plus_one``), plus ``as`` (who acts: GM or a character) and
``reason``. A command name with a space (``session start``) is the path ``session/start``. The answer is the action's
history row (``ledger history --json``'s keys), 201; a play action the GM must approve first is recorded as a
proposal and answered 202. Corrections (``undo``, ``redo``, ``amend``) are
``POST /api/campaigns/{name}/corrections/{kind}`` with the CLI's arguments.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from ledger.web.calls import call
from ledger.web.request_body import json_body
from ledger.web.campaigns import asked, looker
from ledger.web.errors import HttpError, no_route_unless
from ledger.web.reader import answer_lang
from ledger.web.request_inputs import as_sent, only, strict_args
from rules.errors import RuleError

CORRECTIONS = ("undo", "redo", "amend")


def command_path(command: str) -> str:
    """The URL spelling of a command name: ``session start`` -> ``session/start``."""
    return command.replace(" ", "/")


def checked_args(spec: Any, body: dict[str, Any], strict: bool = True) -> dict[str, Any]:
    """``body`` as the arguments of ``spec`` (a ``rules.declaration.Command``), keyed as its model spells them. ``strict``
    (a JSON body): JSON's own types, checked strictly (``request_inputs.strict_args``); else text read as the
    command line's is (a query's). Raises ``HttpError(422, FIELD)`` naming the first field the model refuses (an
    unknown one too) as the client spelled it."""
    from rules.system import canonical_args, taken_names, validation_error

    args = canonical_args(spec.args, {k: v for k, v in body.items() if k != "reason" or "reason" in spec.args.model_fields})
    allowed = taken_names(spec.args, previews=False)   # as a client types them (plus-one), and as, reason
    try:
        if strict:
            strict_args(spec.args, args, allowed)
        else:
            spec.args.model_validate(args)
    except ValidationError as exc:
        err = validation_error(exc, allowed=allowed, model=spec.args)
        raise HttpError(422, as_sent(err.field, body), err.message) from None
    except RuleError as exc:
        raise HttpError(422, as_sent(exc.field, body), exc.message) from None
    return args


def _actor(body: dict[str, Any]) -> str | None:
    """The ``as`` of a body (None: the GM). Raises ``HttpError(422, "as")`` for a non-text."""
    actor = body.pop("as", None)
    if actor is not None and not isinstance(actor, str):
        raise HttpError(422, "as", "GM or a character's name (a text)")
    return actor


def _reason(body: dict[str, Any]) -> str | None:
    reason = body.get("reason")
    if reason is not None and not isinstance(reason, str):
        from ledger.inputs import json_kind

        raise HttpError(422, "reason", f"a text, not {json_kind(reason)}")
    return reason


def recorded_rows(request: Request, where: Any, camp: Any, events: list[Any]) -> list[dict[str, Any]]:
    """The history rows of the actions ``events`` recorded (just now, ending at ``camp``), as ``where.person`` may
    see them (``Ledger.rows_of``: made from the events the write returned), in the reader's language
    (``ledger.web.reader.answer_lang``), as every read. Source: README "The server"."""
    return request.app.state.ledger.rows_of(camp, events, where.person, answer_lang(request, where.system))


def own_range(refused: HttpError, model: Any) -> HttpError:
    """``refused`` (a body's refusal) with the field's own range when it refused a number past 64 bits given to a
    whole-number argument of ``model`` (a command's arguments: ``rules.args.field_ranges``), as every face refuses
    it (README "Using the ledger": the field and what it allows); any other refusal as it is."""
    from rules.args import field_ranges
    from rules.whole_numbers import DIGITS_ALLOWED, beyond_text

    own = field_ranges(model).get(refused.field) if model is not None and refused.message == DIGITS_ALLOWED else None
    return refused if own is None else HttpError(refused.status, refused.field, beyond_text(*own))


#: How many values a missing field's refusal names at most (a closed set of a system's moves, a campaign's cast).
NAMED_AT_MOST = 40


def missing_named(refused: HttpError, ledger: Any, where: Any, command: str, lang: str) -> HttpError:
    """``refused`` (a command body's refusal) naming what the field takes when it refused a missing one
    (``Field required; give a text``: ``rules.args.missing_takes``) whose values are a closed set now: ``Field
    required; allowed: A, B`` with the values the command's form offers for it (``rules.completion.candidates`` in
    ``lang``, those the asker may choose: ``ledger.service.own_choices.choosable``), as an unknown value's refusal
    lists them, or ``Field required; none allowed now`` when the system's ``choices`` view rules the field and names
    no one now; any other refusal, or a field of free text, as it is. Source: README "The server" (a missing field is
    named with what it takes)."""
    from rules.completion import candidates

    said = refused.message.split("; ")
    if refused.status != 422 or said[0] != "Field required" or said[-1].startswith("unknown fields"):
        return refused
    spec = where.system.commands[command]
    norm = lambda k: k.replace("-", "_")  # noqa: E731 - as typed (plus-one) or as the model spells it
    key = next((info.alias or name for name, info in spec.args.model_fields.items()
                if norm(refused.field) in (norm(name), norm(info.alias or name))), None)
    from ledger.web.pages.forms import NEW_NAMES

    if key is None or key in NEW_NAMES:          # a new name: nothing to choose from
        return refused
    try:
        state = ledger.now(where.name, by=where.person).state
        values = list(dict.fromkeys(str(v) for v in candidates(where.system, state, command, key, lang) or ()))
        from ledger.service.own_choices import choosable

        values = choosable(ledger, where.name, where.person, command, key, values)    # the reader's own choices
        ruled = where.system.views.choices
        closed = ruled is not None and ruled(state, command, key, lang, None) is not None
    except RuleError:
        return refused
    if not values:                              # free text, or a closed set with no one in it now
        return HttpError(422, refused.field, "Field required; none allowed now", refused.code) if closed else refused
    shown = ", ".join(values[:NAMED_AT_MOST]) + (", ..." if len(values) > NAMED_AT_MOST else "")
    return HttpError(422, refused.field, f"Field required; allowed: {shown}", refused.code)


def answer(rows: list[dict[str, Any]], status: int) -> JSONResponse:
    """The rows of what was just recorded: one row alone, else the list (as ``ledger ... --json`` prints them)."""
    return JSONResponse(rows[0] if len(rows) == 1 else rows, status_code=status)


async def run_command(request: Request) -> JSONResponse:
    """Record one action of the campaign's system; see the module's docstring. Errors: 401, 404 (campaign or
    command), 400 malformed JSON or a refusal by the rules, 403 (who may do what), 422 (the model refused a value).
    The campaign is looked up, the body checked and the action recorded in one call of the service."""
    no_route_unless(request, "command")             # commands/ with no command: no route (404 naming the path)
    look = looker(request)
    try:
        body, malformed = await json_body(request), None
    except HttpError as exc:                        # told after the campaign and the command, as the other routes do
        body, malformed = {}, exc
    command = request.path_params["command"].replace("/", " ").strip()
    ledger = request.app.state.ledger

    def work() -> tuple[list[dict[str, Any]], bool]:
        where = look()                              # who asks first (401, 404), then what they sent (400, 422)
        only(request, ("lang",))
        answer_lang(request, where.system)          # the answer's language: refused (400) before anything is written
        spec = where.system.commands.get(command)
        if spec is None:
            raise HttpError(404, "command", f"{where.system.title} has no command {command[:60]!r}; see /api/openapi.json")
        if malformed is not None:
            raise own_range(malformed, spec.args)
        from ledger.service.own_choices import own_defaults

        sent = own_defaults(ledger, where.name, where.person, command, body)   # a player's one character
        actor = _actor(sent)
        reason = None if "reason" in spec.args.model_fields else _reason(sent)
        try:
            args = checked_args(spec, sent)
        except HttpError as exc:
            raise missing_named(exc, ledger, where, command, answer_lang(request, where.system)) from None
        camp, events = ledger.act(where.name, command, args, actor=actor, reason=reason, system=where.system.id,
                                  by=where.person)
        proposed = bool(events) and getattr(events[0], "kind", None) == "ProposalMade"
        return recorded_rows(request, where, camp, events), proposed

    try:
        rows, proposed = await call(request, work)
    except RuleError as exc:                        # an option of the command line named as the body's field
        from ledger.web.api_terms import api_refusal

        exc.field = as_sent(str(exc.field), body)         # an argument's name as the client spelled it (- or _)
        raise api_refusal(request, exc) from None
    request.app.state.live.poke()
    return answer(rows, 202 if proposed else 201)


async def run_correction(request: Request) -> JSONResponse:
    """``undo``/``redo``/``amend`` with the CLI's arguments (``action``, ``to``, ``cascade``, ``redecide``,
    ``reason``, ``dry_run`` for any of the three; an amend's others are the target's) and ``as``. Answers the report as
    ``ledger undo --json`` keys it (``correction_answer``: ``revised`` with its before/after lines in ``?lang=``, the
    reader's language when absent, ``ledger.web.reader.answer_lang``; 400 naming ``lang`` for one it does not read
    in) and the rows recorded (201; 200 for a dry run; 202 and ``{"proposal", "rows"}`` when it became a proposal
    for the GM)."""
    where = await asked(request)
    only(request, ("lang", "face"))
    lang = answer_lang(request, where.system)          # the revised lines' (RuleError("lang") for one not read in)
    desk = _desk(request, where.system)
    kind = request.path_params["kind"]
    if kind not in CORRECTIONS:
        raise HttpError(404, "correction", f"{kind[:40]!r}; allowed: {', '.join(CORRECTIONS)}")
    body = await _correction_body(request, request.app.state.ledger, where)
    actor = _actor(body)
    _reason(body)
    dry_run = body.pop("dry_run", False)
    if not isinstance(dry_run, bool):
        raise HttpError(422, "dry_run", "true or false")
    ledger = request.app.state.ledger

    def work() -> tuple[dict[str, Any], int]:
        _typed_correction(ledger, where, kind, body)
        camp, report = ledger.correct(where.name, kind, body, actor=actor, dry_run=dry_run, by=where.person)
        rows = [] if dry_run else [r for r in ledger.since(where.name, camp.version - 1, where.person, lang)
                                   if r["action"] == camp.actions]
        if report is None:                     # under approval of everything but the GM's: a proposal
            return {"proposal": camp.actions, "rows": rows}, 202
        from ledger.projections.revisions import correction_answer

        return {**correction_answer(report, where.system, lang, dry_run, "desk" if desk else "api"),
                "rows": rows}, 200 if dry_run else 201

    try:
        data, status = await call(request, work)
    except RuleError as exc:                        # its command lines named as the API's routes and fields
        from ledger.web.api_terms import api_refusal

        exc.field = as_sent(str(exc.field), body)
        raise api_refusal(request, exc, desk) from None
    request.app.state.live.poke()
    return JSONResponse(data, status_code=status)


def _desk(request: Request, system: Any) -> tuple[str, str] | None:
    """(the reader's language of the pages, the system's word for the GM in it) when a correction comes from the GM's
    desk (``?face=desk``: its refusals name the desk's controls, ``ledger.web.api_terms.desk_terms``), else None.
    Raises ``HttpError(400, "face")`` for another face. Source: README "The server" (the desk)."""
    from ledger.web.pages.render import system_lang
    from ledger.web.request_inputs import query_value

    face = query_value(request, "face")
    if face is None:
        return None
    if face != "desk":
        raise HttpError(400, "face", f"{face[:20]!r}; allowed: desk")      # the refusals name the desk's controls
    lang = system_lang(request, system)
    return lang, system.word("GM", lang)


async def _correction_body(request: Request, ledger: Any, where: Any) -> dict[str, Any]:
    """A correction's JSON body (``json_body``), an action's number past 64 bits (``action``, ``to``, an ``and``
    entry's ``action``) refused with the campaign's range (``_action_range``), as every face refuses one out of
    range. Raises ``HttpError(400, FIELD)``."""
    from rules.whole_numbers import DIGITS_ALLOWED

    try:
        return await json_body(request)
    except HttpError as exc:
        if exc.status == 400 and exc.field in ("action", "to") and exc.message == DIGITS_ALLOWED:
            raise HttpError(400, exc.field, _action_range(ledger, where, exc.field)) from None
        raise


def _action_range(ledger: Any, where: Any, key: str) -> str:
    """What campaign ``where.name``'s action numbers run over, as a refusal of ``key`` (``to``: 0..N-1 with the last
    action named, ``ledger.inputs.to_range``; else 1..N, ``ledger.inputs.action_range``)."""
    from ledger.inputs import action_range, to_range

    actions = ledger.now(where.name).actions
    return to_range(actions) if key == "to" else action_range(1, actions)


#: The arguments of an undo and a redo (an amend's others are its target's); ``as`` and ``dry_run`` are read first.
TAKES = {"undo": ("action", "to", "cascade", "redecide", "reason"), "redo": ("action", "cascade", "redecide", "reason")}


def _typed_correction(ledger: Any, where: Any, kind: str, body: dict[str, Any]) -> None:
    """Check a correction's JSON body strictly, as a command's is (``request_inputs.strict_args``): ``action`` and
    ``to`` are JSON whole numbers (a script's ``"12"`` is not taken here), ``cascade`` and ``redecide`` true or
    false, an undo or a redo takes only its own arguments, and an amend's other arguments, and each of its ``and``
    entries (``{"action": N, ARG: VALUE...}``: the later actions amended along), are of the types their target's
    command takes (for a GM, who may see every action). Raises ``HttpError(422, FIELD)`` as the client spelled it
    (an ``and`` entry's fault as ``and``, ``item N: ...``; ``HttpError(400, FIELD)`` with the action's range for
    digits past 64 bits sent as text, ``request_inputs.beyond_whole``); an action that is not there, or not a play action, is
    left to the correction's own refusal."""
    from ledger.corrections import OWN
    from ledger.inputs import json_kind
    from ledger.web.request_inputs import beyond_whole

    for key in ("action", "to"):
        value = body.get(key)
        if beyond_whole(value):
            raise HttpError(400, key, _action_range(ledger, where, key))
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise HttpError(422, key, f"an action's number (a whole number), not {json_kind(value)}")
    for key in ("cascade", "redecide"):
        if key in body and not isinstance(body[key], bool):
            raise HttpError(422, key, f"true or false, not {json_kind(body[key])}")
    if kind in TAKES:
        extra = [k for k in body if k not in TAKES[kind]]
        if extra:
            raise HttpError(422, extra[0][:60], f"unknown field of {kind}; allowed: {', '.join(TAKES[kind])}")
        return
    more = body.get("and")
    if more is not None and (not isinstance(more, list) or not all(isinstance(m, dict) for m in more)):
        raise HttpError(422, "and", "a list of the later actions to amend along, each {\"action\": N, ARG: VALUE...}, "
                                    f"not {json_kind(more)}")
    for place, entry in enumerate(more or [], 1):
        number = entry.get("action")
        if beyond_whole(number):
            raise HttpError(400, "and", f"item {place}: action: {_action_range(ledger, where, 'action')}")
        if isinstance(number, bool) or not isinstance(number, int):
            raise HttpError(422, "and", f"item {place}: action: an action's number (a whole number), not "
                                        f"{json_kind(number)}")
    if where.role not in ("gm", "owner") or not isinstance(body.get("action"), int):
        return
    _typed_amend(ledger, where, body["action"], {k: v for k, v in body.items() if k not in OWN}, body)
    for place, entry in enumerate(more or [], 1):
        _typed_amend(ledger, where, entry["action"], {k: v for k, v in entry.items() if k != "action"}, entry,
                     f"item {place}: ")


def _typed_amend(ledger: Any, where: Any, action: int, given: dict[str, Any], sent: dict[str, Any],
                 place: str = "") -> None:
    """Check ``given`` (an amend's new arguments of action ``action``, as ``sent``) strictly against the action's
    command. Raises ``HttpError(422, FIELD)`` (``place``: an ``and`` entry's, named ``and``, ``item N: FIELD: ...``);
    an action that is not there, or not a play action, is left to the correction's own refusal."""
    from ledger.errors import LedgerError
    from rules.system import canonical_args, taken_names

    if not given:
        return
    try:
        _, spec = ledger.action_command(where.name, action)
    except (LedgerError, KeyError):
        return
    args = canonical_args(spec.args, given)
    try:
        strict_args(spec.args, args, taken_names(spec.args, previews=False), fields=args)    # an unknown one: those it takes
    except RuleError as exc:
        field = as_sent(exc.field, sent)
        if place:
            raise HttpError(422, "and", f"{place}{field}: {exc.message}") from None
        raise HttpError(422, field, exc.message) from None


ROUTES = [Route("/api/campaigns/{name}/commands/{command:path}", run_command, methods=["POST"]),
          Route("/api/campaigns/{name}/corrections/{kind}", run_correction, methods=["POST"])]
