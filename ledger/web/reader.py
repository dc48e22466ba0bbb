"""The language a server's refusal is read in, and the refusal in it: the JSON errors and the error pages.

Source: README "The server" and docs/api-errors.md (an error's ``message`` in the reader's language: the ``lang``
the request asks for, else the person's language setting (``POST /pages/language``, kept in their account), else
the first of their ``Accept-Language`` the system reads in, else the system's own language, the one the
campaign's rows read in without ``lang``, else English; its ``code`` English), and the developers'
guide (the ledger raises in English; the words of another language come from rules/: the campaign's system,
``rules.system.GameSystem.refusal``, and the frames every system of a language shares, ``rules.web_frames``,
``rules.group_frames``, ``rules.ledger_frames``).
"""

from __future__ import annotations

from typing import Any

from starlette.requests import HTTPConnection


def preferred(conn: HTTPConnection, campaign: str | None = None) -> list[str]:
    """The reader's languages in the order they ask for them, ``lang`` aside: their language setting (kept in their
    account: ``request.state.person_lang``, for a session cookie and a bearer token alike), then ``campaign`` (the
    language the campaign's group chose: ``ledger.service.campaign_language.chosen``; None: none), then each of
    their ``Accept-Language`` (RFC 9110 section 12.5.4; its primary subtag, lower-cased, in the order sent): the
    order of ``ledger.service.campaign_language.language_order``."""
    chosen = [str(getattr(conn.state, "person_lang", None) or "").lower(), campaign or ""]
    for part in conn.headers.get("accept-language", "").split(","):
        chosen.append(part.split(";")[0].strip().lower().split("-")[0])
    return [c for c in chosen if c]


def reader_lang(conn: HTTPConnection, offered: tuple[str, ...], default: str | None = None, ask: bool = True,
                campaign: str | None = None) -> str:
    """The reader's language among ``offered``: the request's ``lang`` query parameter (given once; not with ``ask``
    False: a refusal of that ``lang`` itself), else the first of ``preferred`` (their setting, the campaign's
    language ``campaign``, then ``Accept-Language``) offered; else ``default`` when offered (a campaign's system's
    own language, the one its rows read in: ``GameSystem.lang(None)``), else English (else the first offered)."""
    asked = conn.query_params.getlist("lang") if ask else []  # given twice: which one was meant? (refused as such)
    chosen = [asked[0].lower() if len(asked) == 1 else "", *preferred(conn, campaign)]
    found = next((c for c in chosen if c and c in offered), None)
    return found or (default if default in offered else "en" if "en" in offered else offered[0])


def answer_lang(conn: HTTPConnection, system: Any) -> str:
    """The language of a campaign's answer (a read's, a correction's lines, the live stream's rows): the request's
    ``lang`` as ``system`` allows it (``GameSystem.lang``: raises ``RuleError("lang")`` for one it does not read in),
    else ``reader_lang`` over the system's languages (the person's setting, the campaign's language,
    ``Accept-Language``, the system's own)."""
    from ledger.service.campaign_language import chosen

    given = conn.query_params.get("lang")
    if given is not None and given.strip():
        return str(system.lang(given))
    return reader_lang(conn, tuple(system.languages), system.lang(None), campaign=chosen(system))


def joiner_lang(conn: HTTPConnection, system: Any) -> str | None:
    """The language of a join's answer (``POST .../join?lang=L``), for a person not yet of the campaign's people:
    ``lang`` checked against every language the ledger reads in (``ledger.service.languages.language_code``), not
    the campaign's own, so that a stranger's ``lang`` is refused alike whether the campaign exists or not; then
    ``L`` when ``system`` (None: no such campaign) reads in it, else ``reader_lang`` over its languages. None when
    there is no system. Raises ``LedgerError("lang")`` (400) naming the languages allowed. Source: README "The
    server" (``?lang=`` for a write's answer; a campaign not theirs answered as unknown)."""
    from ledger.service.languages import language_code

    asked = conn.query_params.get("lang")
    given = language_code(asked) if asked is not None else None
    if system is None:
        return None
    return given if given in system.languages else reader_lang(conn, tuple(system.languages), system.lang(None),
                                                                ask=False)


def named_campaign(conn: HTTPConnection) -> tuple[str | None, bool]:
    """(the campaign the request's path names, as sent, or None; whether a route matched it). A route's own
    ``name``; else, for a request no route has read yet (the CSRF check, a path no route matches), the segment after
    ``/api/campaigns/`` or ``/c/`` (percent-decoded, as the route would read it). Source: README "The server"
    (``/api/campaigns/{name}/...``, the pages' ``/c/{name}/...``)."""
    from urllib.parse import unquote

    routed = conn.path_params.get("name") if "path_params" in conn.scope else None
    if routed:
        return str(routed), True
    parts = conn.url.path.split("/")
    if len(parts) > 3 and parts[1:3] == ["api", "campaigns"] and parts[3]:
        return unquote(parts[3]), False
    if len(parts) > 2 and parts[1] == "c" and parts[2]:
        return unquote(parts[2]), False
    return None, False


def campaign_system(conn: HTTPConnection, field: str = "", status: int = 400) -> Any:
    """The system of the campaign the request names (``named_campaign``), or None: none named, none readable, a
    refusal about the campaign itself (a 404 says the same whether it exists or not, in the same language), or, on
    a path no route has read, a campaign the person asking is not one of the people of, a request of someone
    not of its people on a route (``conn.state.stranger``: joining), and a signed-out answer (401: worded from the
    request alone, ``lang``, ``Accept-Language``, else English): its language would tell a stranger it exists.
    Source: README "The server" (a campaign not theirs is answered as unknown, 404) and
    docs/api-errors.md (the message in the reader's language)."""
    name, routed = named_campaign(conn)
    if not name or status == 401 or (status == 404 and field == "campaign") or getattr(conn.state, "stranger", False):
        return None
    ledger = conn.app.state.ledger
    try:
        if not routed:
            person = getattr(conn.state, "person", None)
            stored = ledger.campaign_name(name)
            if person is None or not (getattr(person, "owner", False) or ledger.role(stored, person)[0]):
                return None
        return ledger.system(name)
    except Exception:  # noqa: BLE001 - an unknown campaign, a store that cannot be read: no system to word it by
        return None


def error_lang(conn: HTTPConnection, system: Any, field: str = "", status: int = 400) -> str:
    """The one language of every error a request is answered with (a query parameter's, a body's, the 413 of its
    size, a rule's): ``reader_lang`` over the languages of ``system`` (the campaign the request names, or None: the
    languages of the pages' own words), the campaign's own language its default. The request's ``lang`` counts
    unless it is the query parameter refused (``field`` ``lang`` with 400: a refusal never reads in the language it
    refuses); a ``lang`` the system lacks never counts, so a German reader of an Italian campaign reads every error
    of a request in the same language. Source: README "The server" and docs/api-errors.md (the message in the
    reader's language: the request's ``lang``, else the person's setting, else the campaign's chosen language, else
    ``Accept-Language`` among the campaign system's languages, else the system's own)."""
    from ledger.web.pages.words import LANGUAGES

    from ledger.service.campaign_language import chosen

    ask = not (field == "lang" and status == 400)
    if system is None:
        return reader_lang(conn, tuple(LANGUAGES), ask=ask)
    return reader_lang(conn, tuple(system.languages), system.lang(None), ask, chosen(system))


def spoken(conn: HTTPConnection, field: str, message: str, status: int = 400, words: Any = None) -> str:
    """``message`` (a refusal raised in English, of ``field``) in the reader's language (``reader_lang``): the
    server's own frames first (``rules.web_frames``), then the campaign's system (the rules', the ledger's and the
    group's refusals: ``GameSystem.refusal``), else the frames every system of the language shares (also for a
    refusal of ``lang`` when the reader's language is one the system lacks); as raised in English, or when nothing
    frames it. ``words``: the refusal's pieces its system words from its own record (``RuleError.words``). A refusal
    of ``lang`` never reads in the language it refuses: the reader's setting, their ``Accept-Language``, the
    campaign's own language decide it."""
    from rules import group_frames, ledger_said, web_frames
    from rules.errors import RuleError
    from rules.i18n import WORDS

    system = campaign_system(conn, field, status)
    lang = error_lang(conn, system, field, status)
    if lang == "en":
        return message
    gm = system.word("GM", lang) if system is not None else WORDS.get(lang, {}).get("GM", "GM")
    text = web_frames.said(lang, message, gm)
    if text is not None:
        return RuleError(field, message, words).worded(text, lang)
    if system is not None:
        return system.refusal(RuleError(field, message, words), lang).removeprefix(f"{field}: ")
    return ledger_said.said(lang, message, None) or group_frames.said(lang, message, gm) or message
