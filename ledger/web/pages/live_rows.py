"""The table page's live log: the campaign's live stream (``ledger.web.live``) with each row made by the same macro
that makes the page's rows (``_macros.html``'s ``log_row``), so that a row reads the same live and after a reload:
the GM in the system's word, the commands as the history names them, the same changes, tags and reasons.

Source: README "The web table" (the log updates live); the WHATWG HTML standard's server-sent events (as the API's
``/api/campaigns/{name}/live``, whose ids and resumption it keeps).
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from ledger.web.campaigns import asked
from ledger.web.pages.render import page


def row_maker(where: Any, lang: str) -> Any:
    """``row -> {"action", "html"}``: a history row (``ledger history --json``'s, as the live stream gives it) with
    the ``<li>`` the table page's log shows for it in ``lang`` (``log_row.html``, with the page's words:
    ``ledger.web.pages.table.base``)."""
    from ledger.web.pages.render import env
    from ledger.web.pages.table import base
    from ledger.web.pages.words import word

    context = base(where, lang)
    template = env().get_template("log_row.html")

    def said(key: str) -> str:
        return word(key, lang, context["gm"])

    return lambda row: {"action": row.get("action"), "html": template.render(r=row, w=said, **context)}


@page
async def live_rows(request: Request) -> Response:
    """``GET /c/{name}/live[?lang=][&seconds=]``: the table page's live log, ``text/event-stream`` of ``action``
    events as the API's stream sends them (same ids, ``Last-Event-ID`` resumption, what the reader may see), each
    ``{"action", "html"}`` (``row_maker``); ``lang`` as on the API (the reader's language when absent; 422 for one
    the system does not read in), any other parameter 400."""
    from ledger.web.live import live_answer
    from ledger.web.reader import answer_lang
    from ledger.web.request_inputs import only

    where = await asked(request)
    only(request, ("seconds", "lang"))
    lang = answer_lang(request, where.system)
    return await live_answer(request, where, lang, row_maker(where, lang))
