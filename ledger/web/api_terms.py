"""A command's or a correction's refusal as the API tells it: the command lines it names (``ledger redo 12``,
``--cascade``, ``--dice``, ``'remove Ana'``) named as the API's routes and body fields instead, in the reader's
language.

Source: README "The server" (corrections are ``POST /api/campaigns/{name}/corrections/{kind}`` with the CLI's
arguments as JSON fields: ``action``, ``to``, ``cascade``, ``redecide``, ``and``; the group's commands are their own
routes: ``people/{person}/remove``, ``people/{person}/grant``, ``invitations``, ``invitations/{id}/withdraw``) and
the developers' guide (bad input names the field as the user typed it: on the API, a JSON field). The ledger
raises one English line for every face; the server words it first (``ledger.web.reader.spoken``) and names its
command lines here, so that the words around them stay the language's own.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from starlette.requests import Request

from ledger.web.errors import HttpError

#: ``ledger amend N --ARG ... --and M --FIELD ...``: the amend that corrects a later action along.
_AMEND_AND = re.compile(r"ledger amend (\d+)((?: --[\w-]+ \.\.\.)*) --and (\d+) --([\w-]+) \.\.\.")
#: ``ledger amend N --ARGUMENT VALUE``: an amend of an action's arguments.
_AMEND = re.compile(r"ledger amend (\d+) --[A-Z]+ [A-Z]+")
#: ``--to ACTION`` (its placeholder in the reader's language) or ``--to`` alone.
_TO = re.compile(r"--to\b(?: ([^\W\d_a-z]+)\b)?")
#: ``--plus-one``: any other option of a command line, a field of the body on the API.
_OPTION = re.compile(r"(?<![\w-])--([a-z][\w-]*)")
#: ``'remove NAME'``: the group command that takes a person off.
_REMOVE = re.compile(r"'remove ([^']+)'")


def _field(name: str) -> str:
    """An amend's argument as a JSON field and its value: ``--plus-one`` -> ``"plus_one": ...`` (as the command's
    model names it, docs/systems/ID.md "Arguments in the API"), ``--ARGUMENT`` (a placeholder, in any language's
    capitals) -> ``...``, the body's other fields as ``_AMEND`` writes them."""
    bare = name.lstrip("-")
    return "..." if bare.isupper() else f'"{bare.replace("-", "_")}": ...'


def _amend_and(base: str, m: re.Match[str]) -> str:
    """The amend ``m`` (``_AMEND_AND``: its action, its arguments, the later action and its argument) as the API's
    route and body, ``base`` the campaign's path."""
    given = "".join(f", {_field(arg)}" for arg in re.findall(r"--([\w-]+) \.\.\.", m.group(2)))
    return (f'POST {base}/corrections/amend {{"action": {m.group(1)}{given}, "and": [{{"action": {m.group(3)}, '
            f'{_field(m.group(4))}}}]}}')


def api_fields(system: Any) -> dict[str, str]:
    """Each option of ``system``'s commands (``--slot-avversario``, a flag's sides ``--in``/``--out``) -> the JSON body's
    field it is sent as (``"slot_avversario"``, ``"inside": true``, ``"inside": false``): its model's alias else its name
    (``rules.api_names``, the guide's "Arguments in the API"). An option two commands send as different fields is left
    out (named by its bare name). Empty for no system. Source: README "The server" (a body keyed as the model spells
    it)."""
    from rules.api_names import typed_as

    found: dict[str, str] = {}
    clash: set[str] = set()
    for spec in (system.commands.values() if system is not None else ()):
        for name, info in spec.args.model_fields.items():
            field, typed = info.alias or name, typed_as(info, name)
            sides = typed.split("/") if typed.startswith("--") else []
            named = {sides[0]: f'"{field}": true', sides[1]: f'"{field}": false'} if len(sides) == 2 else \
                {typed: f'"{field}"'} if sides else {}
            for option, said in named.items():
                if found.setdefault(option, said) != said:
                    clash.add(option)
    return {k: v for k, v in found.items() if k not in clash}


def api_terms(text: str, base: str, fields: dict[str, str] | None = None) -> str:
    """``text`` (a command's or a correction's refusal, worded) with each command line it names as the API's:
    ``ledger redo 12`` -> ``POST BASE/corrections/redo {"action": 12}``, an amend likewise (its ``--and`` as the
    ``and`` list), ``ledger history`` -> ``GET BASE/history``, ``--cascade``/``--redecide`` -> ``"cascade": true``,
    ``--to ACTION`` -> ``"to": ACTION``, any other option (``--dice``, ``--gm-move``) -> its field (``"dice"``,
    ``"gm_move"``: the model's name, as docs/systems/ID.md "Arguments in the API" lists it), and the group's
    commands (``'remove Ana'``, ``'grant'``, ``'invite'``, ``'withdraw'``) as their routes. ``base`` is the
    campaign's path as sent (``/api/campaigns/NAME``); ``fields`` (``api_fields``) the body's field of each option of
    the campaign's system where it is spelled otherwise (``--slot-avversario`` -> ``"slot_avversario"``, ``--in`` ->
    ``"inside": true``)."""
    removed = _REMOVE.search(text)
    person = quote(removed.group(1), safe="") if removed else "…"
    text = _AMEND_AND.sub(lambda m: _amend_and(base, m), text)
    text = _AMEND.sub(lambda m: f'POST {base}/corrections/amend {{"action": {m.group(1)}, ...}}', text)
    text = re.sub(r"ledger redo (\d+)", lambda m: f'POST {base}/corrections/redo {{"action": {m.group(1)}}}', text)
    text = text.replace("ledger history", f"GET {base}/history")
    text = re.sub(r"--redecide --cascade\b", '"redecide": true, "cascade": true', text)      # one body, its fields
    text = re.sub(r"--(cascade|redecide)\b", r'"\1": true', text)
    text = _TO.sub(lambda m: f'"to": {m.group(1)}' if m.group(1) else '"to"', text)
    text = _OPTION.sub(lambda m: (fields or {}).get(m.group(0), f'"{m.group(1).replace("-", "_")}"'), text)
    text = _REMOVE.sub(f"POST {base}/people/{person}/remove", text)
    routes = {"grant": f"people/{person}/grant", "remove": "people/…/remove", "invite": "invitations",
              "withdraw": "invitations/…/withdraw"}
    return re.sub(r"'(grant|remove|invite|withdraw)'", lambda m: f"POST {base}/{routes[m.group(1)]}", text)


#: ``--json``: the command line's JSON output, which every answer of the API is.
_JSON = re.compile(r"(?<![\w-])--json\b")
#: ``--format history``: an option of a read with its value, at the end of a clause (a bracket, a comma, the end).
_QUERY_VALUE = re.compile(r"(?<![\w-])--([a-z][\w-]*) ([\w.]+)(?=[),;]|$)")


def query_terms(text: str) -> str:
    """``text`` (a read's refusal, worded) with the command line's options as a read's query parameters:
    ``--format history`` -> ``?format=history``, ``--json`` -> ``JSON`` (the API answers JSON), any other option
    (``--as-of``) -> ``?as_of=``. Source: README "The server" (a read's query parameters are the CLI's options,
    ``?as_of=&session=&scene=``; ``GET .../export?format=history``)."""
    text = _JSON.sub("JSON", text)
    text = _QUERY_VALUE.sub(lambda m: f"?{m.group(1).replace('-', '_')}={m.group(2)}", text)
    return _OPTION.sub(lambda m: f"?{m.group(1).replace('-', '_')}=", text)


def api_base(request: Request) -> str:
    """The campaign's path of ``request`` as a client sends it (``/api/campaigns/NAME``), else its whole path."""
    path = request.url.path
    found = re.match(r"/api/campaigns/[^/]+", path)
    return quote(found.group(0) if found else re.split(r"/(?:corrections|commands)/", path)[0], safe="/")


def api_worded(request: Request, said: str, fields: dict[str, str] | None = None) -> str:
    """A refusal of an API route, worded already (``said``), with its command lines named as the API's: a read's
    (``GET``) as its query parameters (``query_terms``), a write's and the odds' (a rolling command's arguments) as
    its routes and body fields (``api_terms``, the system's ``fields``: ``api_fields``)."""
    if request.method in ("GET", "HEAD") and "/odds/" not in request.url.path:
        return query_terms(said)
    return api_terms(said, api_base(request), fields)


#: How each language of the pages quotes a control's name (the desk's preview: tick “cascade”, «En cascada»).
QUOTES = {"es": ("«", "»"), "it": ("«", "»"), "de": ("„", "“")}


def desk_terms(text: str, lang: str, gm: str | None = None) -> str:
    """``text`` (a correction's refusal, worded in ``lang``) with the command lines the desk has controls for named
    as the desk names them, in quotes as ``lang`` writes them (``QUOTES``; English “…”): ``ledger amend 11 --ARGUMENT
    VALUE`` -> “Amend” #11 (its form), ``ledger redo 12`` -> “Redo” #12, ``--cascade`` -> “Cascade” (its box), the
    words the desk's controls show (``ledger.web.pages.words.word``, ``gm`` the system's word for the GM). The
    lines the desk has no control for are left for ``api_terms``. Source: README "The server" (the desk's
    corrections: **Amend** with its **Preview**, **Undo** and **Redo**, each with its cascade box)."""
    from ledger.web.pages.words import word

    left, right = QUOTES.get(lang, ("“", "”"))

    def named(key: str) -> str:
        return f"{left}{word(key, lang, gm)}{right}"

    text = _AMEND.sub(lambda m: f"{named('amend')} #{m.group(1)}", text)
    text = re.sub(r"ledger redo (\d+)", lambda m: f"{named('redo')} #{m.group(1)}", text)
    return re.sub(r"--cascade\b", named("cascade"), text)


def desk_ways(message: str) -> str:
    """A correction's refusal (English, as raised) without the ways on the desk has no control for: ``--redecide``
    (keep the later actions decided again) and an amend's ``--and`` (correct a later action in the same amend); the
    others (an amend of the action, ``--cascade``) kept, joined as before. ``message`` as given when it names none
    or nothing would be left. Source: README "The server" (the desk's **Amend**, **Undo** and **Redo**, each with its
    cascade box)."""
    head, sep, ways = message.rpartition("; ")
    if not sep or ("--redecide" not in ways and " --and " not in ways):
        return message
    parts = ways.split(", or ")
    kept = [p for p in parts if "--redecide" not in p and " --and " not in p]
    return head + sep + ", or ".join(kept) if kept else message


def api_refusal(request: Request, exc: Any, desk: tuple[str, str] | None = None) -> HttpError:
    """``exc`` (a ``RuleError`` a command's, a correction's or the odds' route raised) as the ``HttpError`` the API answers: its
    status and code (``ledger.web.errors.status_of``, ``code_of``), its message in the reader's language
    (``ledger.web.reader.spoken``) with its command lines named as the API's (``api_terms``), already worded.
    ``desk``: (language, the GM's word) when the desk asked (``?face=desk``): the lines it has controls for named as
    its controls first (``desk_terms``)."""
    from ledger.web.errors import code_of, status_of
    from ledger.web.reader import spoken

    from ledger.web.reader import campaign_system

    status = status_of(exc)
    message = desk_ways(str(exc.message)) if desk is not None else str(exc.message)
    said = spoken(request, str(exc.field), message, status, getattr(exc, "words", None))
    if desk is not None:
        said = desk_terms(said, *desk)
    fields = api_fields(campaign_system(request, str(exc.field), status))
    return HttpError(status, str(exc.field), api_worded(request, said, fields), code=code_of(exc), worded=True)


async def on_api_rule_error(request: Request, exc: Exception) -> Any:
    """Starlette handler for ``RuleError`` (and ``LedgerError``, ``Refused``): on an API read (GET), the command
    line's options it names as the read's query parameters (``api_refusal``: ``?format=history``; a command's and a
    correction's refusals are named so by their routes); else ``ledger.web.errors.on_rule_error``."""
    from ledger.web.errors import error_body, on_rule_error

    if request.url.path.startswith("/api/") and request.method in ("GET", "HEAD"):
        worded = api_refusal(request, exc)
        return error_body(worded.status, worded.field, worded.message, code=worded.code)
    return await on_rule_error(request, exc)
