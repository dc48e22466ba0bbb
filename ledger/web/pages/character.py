"""My character: a player's home, made for a phone first (390 px): the sheet now or at a moment, the arc as a chart
a person can read, and why any value is what it is, by clicking it.

Source: README "Using the ledger" (``sheet NAME --as-of/--session/--scene/--start``, ``why NAME FIELD``, ``arc NAME``)
and "The web table"; every read is the service's (``Ledger.at``, ``Ledger.arc``), for the person asking. The chart's
data are the chronicle's (``ledger.chronicle.arcs.chart_data``: a series per tracked number, marks per session),
drawn by ``ledger.web.pages.arc_chart``.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from ledger.web.calls import call
from ledger.web.campaigns import asked
from ledger.web.errors import HttpError
from ledger.web.pages.render import page, render, system_lang
from ledger.web.pages.table import base
from ledger.web.request_inputs import moment_param

#: Sessions the arc's table shows (the latest).
TABLE_SESSIONS = 12


def rating_sources(rows: list[dict[str, Any]], rating: int, upto: int) -> list[int | None]:
    """For each pip 1..``rating`` of a value, the action that brought the value up to it (None when no row says),
    from the value's ``why`` rows (``Ledger.whys``) in force and recorded by action ``upto``: a rise from 2 to 4
    earned pips 3 and 4; a fall takes the pips above it back."""
    earned: dict[int, int] = {}
    for row in rows:
        before, after = row["before"], row["after"]
        if row["undone_by"] is not None or row["action"] > upto or not _whole(after):
            continue
        for k in range((before if _whole(before) else 0) + 1, after + 1):
            earned[k] = row["action"]
        for k in [k for k in earned if k > after]:
            del earned[k]
    return [earned.get(k) for k in range(1, rating + 1)]


def _whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (not a yes/no)."""
    return isinstance(value, int) and not isinstance(value, bool)


def pip_tracks(ledger: Any, where: Any, character: str, state: dict[str, Any], upto: int, lang: str
               ) -> list[dict[str, Any]]:
    """The system's ``pips`` view of ``character`` in ``state`` (the moment shown, action ``upto``) with each pip's
    action: ``[{"name", "field", "rating", "pips": [action or None], "marks": [{"name", "tests" [actions],
    "open": how many more the next step takes}]}]``; [] for a system without the view."""
    view = where.system.views.pips
    if view is None:
        return []
    tracks = view(state, character, lang)
    whys = ledger.whys(where.name, character, [t["field"] for t in tracks if t["rating"]], by=where.person)
    return [{**t, "pips": rating_sources(whys.get(t["field"], []), t["rating"], upto),
             "marks": [{**m, "open": max(0, m["need"] - len(m["tests"]))} for m in t["marks"]]} for t in tracks]


@page
async def mine(request: Request) -> Response:
    """``GET /c/{name}/me[?session=&scene=&as_of=&start=]``: the first character bound to the person asking, at the
    moment asked (a GM: the table page)."""
    where = await asked(request)
    ledger = request.app.state.ledger
    role, characters = await call(request, lambda: ledger.role(where.name, where.person))
    q = request.url.path.rsplit("/", 1)[0]
    if characters:
        from urllib.parse import quote

        asked_for = f"?{request.url.query}" if request.url.query else ""        # the moment asked goes along
        return RedirectResponse(f"{q}/character/{quote(characters[0], safe='')}{asked_for}", status_code=303)
    return RedirectResponse(q, status_code=303)


@page
async def character_page(request: Request) -> Response:
    """``GET /c/{name}/character/{character}[?session=&scene=&as_of=&start=]``: the sheet (now, or at the moment
    asked, labelled as the CLI's ``sheet --as-of`` words it: ``moment_label``), the arc and the why buttons. 404 for
    a character the campaign does not have; 400 naming the parameter for a moment it does not take or has not had
    (empty, text, session 999)."""
    from ledger.chronicle.arcs import chart_data
    from ledger.web.pages.arc_chart import chart
    from ledger.projections.detail_words import value_text
    from ledger.projections.moments import moment_label
    from ledger.service.offers import offered
    from ledger.user_text import data_safe

    where = await asked(request)
    lang = system_lang(request, where.system)
    moment, character = moment_param(request, empty=False), request.path_params["character"]
    ledger, system = request.app.state.ledger, where.system

    def work() -> dict[str, Any]:
        now = ledger.now(where.name, by=where.person)
        names = list(system.views.characters(now.state, lang))
        if character not in names:
            raise HttpError(404, "character", f"{character[:60]!r}; this campaign's: {', '.join(names)}")
        camp, at = ledger.at(where.name, moment, by=where.person)
        sheet = system.views.sheet(camp.state, character, lang)
        label = moment_label(camp, at, moment, system, lang)
        places = {k: int((now.state.get(k) or {}).get("number") or 0) for k in ("session", "scene")}
        arc = ledger.arc(where.name, character, lang, by=where.person)
        offer = offered(ledger, where.name, where.person)
        said = lambda v: value_text(v, lang, system)  # noqa: E731 - each value as ``ledger arc`` prints it
        shown = {**arc, "sessions": [{**s, "values": {k: said(v) for k, v in s["values"].items()}}
                                     for s in arc["sessions"][-TABLE_SESSIONS:]]}
        return {"tracks": pip_tracks(ledger, where, character, camp.state, camp.actions, lang),
                "sheet": list(system.views.sheet_rows(data_safe(sheet), lang)), "arc": shown,
                "session_word": system.word("session", lang),
                "then": label["text"] if label else None, "latest": places,
                "sessions_in_all": len(arc["sessions"]),
                "chart": chart(chart_data(arc, system, lang)), "now_actions": now.actions,
                "characters": names, "mine": character in offer.characters or (offer.role == "gm"),
                "plays": character in offer.actors}

    data = await call(request, work)
    picked = {"session": moment.session, "scene": moment.scene, "as_of": moment.as_of, "start": moment.start}
    return render(request, "character.html", named=character, character=character,
                  moment={k: "" if v is None else v for k, v in picked.items()}, at=not moment.now,
                  **base(where, lang, **data))
