"""History with the CLI's filters, a page at a time, and the chronicle served as a page and as a download.

Source: README "Using the ledger" (``history [--character C] [--session N] [--scene N] [--actor A] [--kind K]
[--since T] [--until T] [--last N]``: ``--last`` reads only the end of the store, so the newest page of a
100,000-action campaign costs what its rows cost) and "Archiving a campaign" (the chronicle). Rows are the service's
(``Ledger.history``) for the person asking; a correction's row shows what it changed, before → after, as the CLI's.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from ledger.errors import LedgerError
from ledger.inputs import MAX_WHOLE
from ledger.web.calls import call
from ledger.web.campaigns import asked
from ledger.web.pages.render import page, render, system_lang
from ledger.web.pages.table import base, rows_of
from ledger.web.request_inputs import flag_param, int_param, text_param

#: Rows per history page.
PAGE = 50
FILTERS = ("character", "session", "scene", "actor", "kind", "since", "until")


@page
async def history_page(request: Request) -> Response:
    """``GET /c/{name}/history``: ``_history``; a filter of the address refused (400) is said inside the page,
    beside its field in the filter form as typed, with no rows (``Refused`` words as every page's refusal:
    ``ledger.web.reader.spoken``); any other refusal is the error page's."""
    from ledger.web.errors import HttpError, scrub, status_of
    from ledger.web.pages.render import said_of
    from rules.errors import RuleError

    try:
        return await _history(request)
    except (HttpError, RuleError) as exc:
        status = exc.status if isinstance(exc, HttpError) else status_of(exc)
        field = str(exc.field)
        if status != 400 or field not in (*FILTERS, "page", "at") or field not in request.query_params:
            raise
        where = await asked(request)
        lang = system_lang(request, where.system)
        said = scrub(said_of(request, exc, status))
        return _shown(request, where, lang, 1, {"rows": [], "older": False, "newer": None, "below": None},
                      400, {field: said})


async def _history(request: Request) -> Response:
    """``GET /c/{name}/history[?character=&session=&scene=&actor=&kind=&since=&until=&page=|at=]``: the newest rows
    first, ``PAGE`` a page (page 1 the newest); ``at=N``: the page holding action N's row (what a pip or a why links
    to; the row is ``#aN``); a filter the CLI refuses is refused the same way (400, its field), and so is one given
    twice (``request_inputs.text_param``); a filter left empty (the form sends every field) is no filter, but ``at``
    and ``page``, which no form sends, are refused empty. Actions this reader is not shown are marked where the
    numbers skip, at the page's top and bottom too (``newer``: the action just above the page, the newest + 1 on page 1; ``below``: the
    one just below, -1 under the campaign's creation). The ``kind`` field offers the system's commands in the
    reader's language (``GameSystem.command_word``) and takes them, an event's words and the recorded names alike
    (``ledger.projections.history_filters.kind_names``), as ``ledger history --kind`` does."""
    from dataclasses import replace

    from ledger.service.history import HistoryQuery

    where = await asked(request)
    lang = system_lang(request, where.system)
    number = int_param(request, "page", 1, (MAX_WHOLE - 1) // PAGE, empty=False) or 1   # the rows stay countable
    at = int_param(request, "at", 1, empty=False)       # no form field: empty refused as on the API
    text = {k: text_param(request, k) for k in ("character", "actor", "kind", "since", "until")}   # form fields
    query = HistoryQuery(session=int_param(request, "session"), scene=int_param(request, "scene"), **text)
    ledger = request.app.state.ledger

    def work() -> dict[str, Any]:
        nonlocal number
        if at is not None:                      # the rows from the end down to action ``at`` (no more are read)
            newest = ledger.now(where.name, by=where.person).actions
            if at > newest:                     # no such action: refused as the API refuses a moment past the end
                raise LedgerError("at", f"an action of this campaign, from 1 to {newest:,}")
            found = rows_of(ledger.history(where.name, replace(query, last=max(1, newest - at + 2)), lang,
                                           table=False, by=where.person))
            after = [r for r in found if r["action"] >= at]
            number = (len(after) - 1) // PAGE + 1 if after and after[0]["action"] == at else 1
        rows = rows_of(ledger.history(where.name, replace(query, last=PAGE * number + 1), lang, table=False,
                                      by=where.person))
        newest_first = list(reversed(rows))
        shown = newest_first[PAGE * (number - 1):PAGE * number]
        above = newest_first[PAGE * (number - 1) - 1]["action"] if number > 1 and len(newest_first) >= PAGE * (number - 1) \
            else ledger.now(where.name, by=where.person).actions + 1
        below = newest_first[PAGE * number]["action"] if len(rows) > PAGE * number else -1
        return {"rows": shown, "older": len(rows) > PAGE * number, "newer": above, "below": below}

    data = await call(request, work)
    return _shown(request, where, lang, number, data)


def _shown(request: Request, where: Any, lang: str, number: int, data: dict[str, Any], status: int = 200,
           refused: dict[str, str] | None = None) -> Response:
    """The history page with its filter form as asked (``number``: the page shown; ``data``: its rows and
    neighbours); ``refused`` ``{field: message}``: a filter refused, said beside its field (status 400)."""
    from urllib.parse import urlencode

    kept = {k: request.query_params.get(k, "") for k in FILTERS}                       # (``number`` is the page ``at`` found)
    link = urlencode({k: v for k, v in kept.items() if v and k not in (refused or {})})
    kinds = list(dict.fromkeys(where.system.command_word(c, lang) for c in where.system.commands))
    return render(request, "history.html", status, title="history", page=number, filters=kept, link=link,
                  kinds=kinds, refused=refused or {}, **base(where, lang, **data))


@page
async def chronicle_page(request: Request) -> Response:
    """``GET /c/{name}/chronicle[?download=1]``: the chronicle (``ledger chronicle --format html``) in the reader's
    language, with session titles and recaps where the GM wrote them; a download (``download`` true: ``flag_param``;
    false or absent: the page; anything else: 400 naming it) names its file. Every one of the
    campaign's people gets it, told from what their role may see (``chronicle_for``)."""
    from ledger.service.offers import chronicle_for

    where = await asked(request)
    download = flag_param(request, "download")          # refused (400) before anything is read when not yes or no
    lang = system_lang(request, where.system)
    ledger = request.app.state.ledger
    text = await call(request, lambda: chronicle_for(ledger, where.name, lang, where.person))
    headers = {"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
                                          "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
               "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store"}
    if download:
        from ledger.web.downloads import attachment

        headers["Content-Disposition"] = attachment(f"{where.name}.html", "chronicle")
    return HTMLResponse(text, headers=headers)
