"""The pages before a campaign: signing in, the campaigns a person belongs to, joining by invitation, and the
person's language.

Source: README "The server" (sign-in by password or one-time link, invitations by code) and "The web table". The
sign-in form posts to ``/api/sign-in`` (``ledger.web.signin``) from the page's script; the list is the service's
``Ledger.campaigns_of``; joining is ``/api/campaigns/{name}/join`` (the service's ``join`` group command).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from ledger.web.calls import call
from ledger.web.request_body import json_body, text_field
from ledger.web.errors import HttpError
from ledger.web.pages.render import LANGUAGES, chrome_lang, page, render, same_site_path
from ledger.web.pages.words import word
from ledger.web.signin import signed_in

#: Every language the pages' words and a built-in system read in (the choices of the language setting).
@page
async def home(request: Request) -> Response:
    """``GET /[?next=PATH]``: the sign-in form (signing in leads on to ``PATH``, the page a signed-out reader asked
    for: ``ledger.web.pages.render.sign_in_then``; kept only when ``same_site_path`` allows it, else ``/``), or
    (signed in) a 303 to ``PATH``, else the campaigns of the person with their systems and roles (in the
    reader's language, the GM as each system names the GM), the join
    form and the language setting."""
    lang = chrome_lang(request)
    person = getattr(request.state, "person", None)
    nexts = request.query_params.getlist("next")
    then = same_site_path(nexts[0]) if len(nexts) == 1 else None
    if person is None:
        return render(request, "sign_in.html", lang=lang, title="sign in", then=then or "/")
    if then is not None and then != "/":
        return RedirectResponse(then, status_code=303)
    ledger = request.app.state.ledger

    def work() -> list[dict[str, Any]]:
        out = []
        for name, system_id in ledger.campaigns_of(person).items():
            role, characters = ledger.role(name, person)
            system = ledger.system(name)
            out.append({"name": name, "q": quote(name, safe=""), "system": system.title,
                        "role": word(role or "owner", lang, system.word("GM", lang)), "characters": characters})
        return out

    found = await call(request, work)
    return render(request, "campaigns.html", lang=lang, title="campaigns", campaigns=found,
                  languages=LANGUAGES, chosen=getattr(request.state, "person_lang", None) or "")


@page
async def join_page(request: Request) -> Response:
    """``GET /join[?campaign=&code=]``: the form to join a campaign with an invitation's code (filled in from the
    link a GM sends; either given twice is 400)."""
    from ledger.web.request_inputs import text_param

    signed_in(request)
    return render(request, "join.html", lang=chrome_lang(request), title="join",
                  join_campaign=text_param(request, "campaign") or "", code=text_param(request, "code") or "")


async def set_language(request: Request) -> JSONResponse:
    """``POST /pages/language`` ``{"lang": L}`` (CSRF-checked like every cookie write; a bearer token may too): the
    person's language ``L``, kept in their account (``Ledger.set_language``), so that every page, API answer and
    error and live row reads to them in it on every device, until they choose again; ``{"lang": null}`` removes it
    (the browser's language again). Strict, as every body is: ``lang`` missing, given empty, not a text or not one
    of the pages' languages (``LANGUAGES``), or another field, is 422 naming the field, nothing kept. Answers
    ``{"lang"}`` (``""`` when removed). Source: README "The web table" (``/``: your language, kept in your account)."""
    from ledger.web.request_body import body_fields

    person = signed_in(request)
    body = body_fields(await json_body(request), ("lang",))
    allowed = ", ".join(LANGUAGES)
    if "lang" not in body:
        raise HttpError(422, "lang", f"missing; give one of {allowed}, or null for the browser's language")
    lang = text_field(body, "lang", 64, required=False) if body["lang"] is not None else None
    if lang == "":
        raise HttpError(422, "lang", f"given empty; give one of {allowed}, or null for the browser's language")
    if lang is not None and lang not in LANGUAGES:
        raise HttpError(422, "lang", f"{lang[:16]!r} is not a language of these pages; give one of {allowed}, or "
                        "null for the browser's language")
    ledger = request.app.state.ledger
    kept = await call(request, lambda: ledger.set_language(person, lang))
    request.state.person_lang = kept
    if "session" in request.scope:
        request.session.pop("lang", None)             # a setting an older server kept in the session
    return JSONResponse({"lang": kept or ""})
