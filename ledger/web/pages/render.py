"""How a page is made: jinja2 templates with autoescaping, the Content-Security-Policy every page carries, the
reader's language, and refusals shown as a page with the right status.

Source: jinja2's autoescaping (https://jinja.palletsprojects.com/en/3.1.x/api/#autoescaping: every ``{{ }}`` of user
text is escaped); the W3C's Content Security Policy Level 3 (https://www.w3.org/TR/CSP3/: ``default-src 'none'``
with scripts, styles, images and connections from the app itself only, no inline script); RFC 9110 section 12.5.4
(``Accept-Language``). No page asks a third party for anything: every asset is served by the app.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from ledger.web.errors import HttpError
from ledger.web.pages.words import LANGUAGES, script_words, word

HERE = Path(__file__).parent
#: The policy of every page: nothing from elsewhere, no inline script or style, no framing, forms post home only.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin",
           "Cache-Control": "no-store"}


@functools.cache
def env() -> Any:
    """The pages' jinja2 environment (templates under ``templates/``, autoescaped, strict about undefined names).
    Every value a template prints passes ``ledger.user_text.html_text`` first (the finaliser: user text shown on
    one line with its control and format characters as visible escapes, the CLI's way); ``lines`` shows a value
    whose lines a system joined (``ledger.user_text.html_lines``); ``kept`` a user's text that may hold line breaks (a recap, a note: its
    lines and paragraphs kept, ``ledger.user_text.html_kept``); ``when`` shows a stored time
    (``ledger.group.words.readable_time``); ``segment`` one segment of a URL's path (``url_segment``); ``caption`` a
    form's caption (``ledger.web.pages.words.caption``: its first letter a capital)."""
    import jinja2

    from ledger.group.words import readable_time
    from ledger.user_text import html_kept, html_lines, html_text
    from ledger.web.pages.words import caption

    made = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True,
                              undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                              finalize=html_text)
    made.filters.update(lines=html_lines, kept=html_kept, when=readable_time, segment=url_segment, caption=caption)
    return made


def url_segment(value: Any) -> str:
    """``value`` as one segment of a URL's path: every character a path gives a meaning to percent-encoded, ``/``
    too (a sheet row such as ``A / B / marks`` is one field of ``/why/{character}/{field}``; jinja's
    ``urlencode`` keeps ``/``). Source: RFC 3986 §3.3 (a segment holds no ``/``)."""
    from urllib.parse import quote

    return quote(str(value), safe="")


def languages_of(request: Request, offered: tuple[str, ...], default: str, system: Any = None,
                 strict: bool = True) -> str:
    """The reader's language among ``offered``: the page's ``?lang=`` (``asked_lang``), else the one they chose
    (their account's setting), else the campaign's (the language its group chose:
    ``ledger.service.campaign_language.chosen``), else the first of their browser's ``Accept-Language`` the system
    offers (``ledger.web.reader.preferred``), else ``default``. ``system``: the campaign's (its refusal of a
    ``lang`` names it); ``strict`` False (an error page's own language): a ``lang`` not offered is passed over,
    never refused. Raises ``HttpError``/``RuleError`` naming ``lang`` (``asked_lang``)."""
    from ledger.service.campaign_language import chosen
    from ledger.web.reader import preferred

    given = asked_lang(request, offered, system, strict)
    return given or next((code for code in preferred(request, chosen(system)) if code in offered), default)


def asked_lang(request: Request, offered: tuple[str, ...], system: Any = None, strict: bool = True) -> str | None:
    """A page's ``?lang=`` among ``offered`` (case as typed), or None when absent (or, not ``strict``, not one of
    them). Raises ``HttpError(400, "lang")`` when given empty or more than once
    (``ledger.web.request_inputs.query_value``), and for a language not offered ``RuleError("lang")`` as the API
    refuses it: the campaign ``system``'s (``GameSystem.lang``), else ``ledger.service.languages.language_code``'s
    (any system's), else naming the pages' languages. Source: README "The server" (``?lang=`` is checked as the
    API checks it; a page shows its refusal with the status)."""
    from ledger.web.request_inputs import query_value

    if not strict:
        values = request.query_params.getlist("lang")
        code = values[0].strip().lower() if len(values) == 1 else ""
        return code if code in offered else None
    given = query_value(request, "lang")
    if given is None:
        return None
    code = given.strip().lower()
    if code in offered:
        return code
    if system is not None:
        system.lang(given)                  # RuleError("lang") naming the system's languages
    from ledger.service.languages import language_code

    language_code(given)                    # LedgerError("lang"): not a language of any system
    raise HttpError(400, "lang", f"'{given[:16]}'; allowed: {', '.join(offered)}")


def system_lang(request: Request, system: Any, strict: bool = True) -> str:
    """The language ``system``'s words are read in for this reader (``languages_of`` over its languages; ``strict``
    as there)."""
    return languages_of(request, tuple(system.languages), system.lang(None), system, strict)


#: An error page's heading (a key of the pages' words) by its HTTP status; any other: "not possible". The field at
#: fault stays in the page, as ``data-field`` of its message, never as a heading the reader does not read.
ERROR_HEADINGS = {401: "sign in", 403: "refused", 404: "not found", 429: "too many attempts"}


def render(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    """``template`` rendered with ``context`` (plus ``w``: the pages' words in ``context['lang']``, the session's CSRF
    token and who is signed in, the GM named by ``context['gm']`` when given; ``script_words``, the words the pages' script shows, unless given) as an HTML
    response carrying ``HEADERS``. The script's words travel as JSON in a ``<meta name="words">`` (no inline
    script: ``script-src 'self'`` stands)."""
    lang = context.setdefault("lang", "en")
    context.setdefault("title", "")
    context.setdefault("heading", ERROR_HEADINGS.get(status, "not possible"))       # an error page's, by its status
    context.setdefault("script_words", script_words(lang))
    person = getattr(request.state, "person", None)
    html = env().get_template(template).render(
        w=lambda key: word(key, lang, context.get("gm")), csrf=request.session.get("csrf", "") if "session" in request.scope else "",
        person=getattr(person, "name", None), **context)
    return HTMLResponse(html, status_code=status, headers=HEADERS)


def error_lang(request: Request, field: str = "", status: int = 400) -> str:
    """The language of an error page (its words and its ``lang`` attribute): on a campaign's path, the campaign's
    language for this reader (``system_lang``: their setting, their browser's among the system's, the system's own;
    ``ledger.web.reader.campaign_system`` says when the campaign is not to be told), else ``chrome_lang``: the one
    rule its message is worded by too (``ledger.web.reader.error_lang``). Source: README "The server" (the pages
    read in the reader's language of the campaign's system)."""
    from ledger.web.reader import campaign_system, error_lang as one_rule

    return one_rule(request, campaign_system(request, field, status), field, status)


def page(handler: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
    """A page route: no one signed in goes to the sign-in page; a refusal (``HttpError``, a ``RuleError`` such as
    ``Refused``) is shown as a page with its status and its one line, never a stack trace."""
    from ledger.web.errors import scrub, status_of
    from rules.errors import RuleError

    @functools.wraps(handler)
    async def run(request: Request) -> Response:
        try:
            return await handler(request)
        except HttpError as exc:
            if exc.status == 401:
                return RedirectResponse(sign_in_then(request), status_code=303)
            from ledger.web.reader import spoken

            return render(request, "error.html", exc.status, field=exc.field, back=back_link(request, exc.field),
                          message=scrub(spoken(request, exc.field, exc.message, exc.status)),
                          lang=error_lang(request, exc.field, exc.status))
        except RuleError as exc:
            status = status_of(exc)
            return render(request, "error.html", status, field=exc.field, message=scrub(_said(request, exc)),
                          back=back_link(request, str(exc.field)), lang=error_lang(request, exc.field, status))

    return run


def sign_in_then(request: Request) -> str:
    """Where a signed-out reader of a page is sent: the sign-in page ``/``, with ``?next=`` the address they asked for
    (its path as sent and its query), to land on after signing in (``same_site_path`` checks it there). Source: README
    "The web table" (``/``: sign in, then back to the page or the join link asked for)."""
    from urllib.parse import quote

    raw = request.scope.get("raw_path")
    asked = raw.decode("latin-1") if raw else quote(request.url.path, safe="/")
    query = request.scope.get("query_string", b"").decode("latin-1")
    asked += f"?{query}" if query else ""
    return "/" if asked == "/" else "/?next=" + quote(asked, safe="")


#: The longest ``next`` address kept (characters).
NEXT_LIMIT = 2000


def same_site_path(value: Any) -> str | None:
    """``value`` as a path of this site's own to go to after signing in, its dot segments resolved (``/a/./b/../c``
    -> ``/a/c``, ``%2e`` read as a dot, as a browser reads them), query and fragment kept; None (an open redirect
    refused, the caller goes to ``/``) unless it starts with one ``/`` and, resolved, still does (never ``//host``,
    ``/.//host``, ``/a/..//host``: a browser reads ``//host`` as another site), with no scheme or host, no
    backslash, space or control character, at most ``NEXT_LIMIT`` characters. Source: RFC 3986 §4.2 (a
    network-path reference ``//host`` names another host) and §5.2.4 (removing dot segments); the WHATWG URL
    Standard's path state (``%2e`` as a dot); OWASP's "Unvalidated Redirects and Forwards" cheat sheet (only
    same-site paths)."""
    from urllib.parse import urlsplit

    if not isinstance(value, str) or not value.startswith("/") or len(value) > NEXT_LIMIT:
        return None
    if "\\" in value or any(ord(c) < 33 or ord(c) == 127 for c in value):
        return None
    cut = min((i for i in (value.find("?"), value.find("#")) if i >= 0), default=len(value))
    path = _without_dot_segments(value[:cut])
    if path.startswith("//"):
        return None
    parts = urlsplit(path + value[cut:])
    return path + value[cut:] if not parts.scheme and not parts.netloc and parts.path.startswith("/") else None


def _without_dot_segments(path: str) -> str:
    """The absolute ``path`` (``/...``) with its ``.`` and ``..`` segments resolved as a browser does (``%2e`` a dot,
    either case; ``..`` at the root stays at the root; a last ``.`` or ``..`` leaves a trailing ``/``)."""
    kept: list[str] = []
    segments = path[1:].split("/")
    for n, segment in enumerate(segments):
        dots = segment.lower().replace("%2e", ".")
        if dots in (".", ".."):
            if dots == ".." and kept:
                kept.pop()
            if n == len(segments) - 1:
                kept.append("")
        else:
            kept.append(segment)
    return "/" + "/".join(kept)


def back_link(request: Request, field: str) -> str | None:
    """Where a page refused for its address's parameter ``field`` leads back to: the same page with every other
    parameter kept and ``field`` left out (``/c/X/history?kind=roll`` for ``?kind=roll&since=gestern`` refused
    for ``since``); None when ``field`` is not one of the address's parameters. Source: README "The server"
    (a refusal names the field and lets the reader go on)."""
    from urllib.parse import quote, urlencode

    params = request.query_params
    if not field or field not in params:
        return None
    kept = [(k, v) for k, v in params.multi_items() if k != field]
    raw = request.scope.get("raw_path")
    path = raw.decode("latin-1") if raw else quote(request.url.path, safe="/")       # as the reader's address has it
    return path + (f"?{urlencode(kept)}" if kept else "")


def said_of(request: Request, exc: Any, status: int) -> str:
    """A refusal (``HttpError`` or ``RuleError``, answered with ``status``) in the reader's language, as a page
    says it (``ledger.web.reader.spoken``: the server's frames, then the campaign's system's, the ledger's and the
    group's; outside a campaign, the frames every system of the reader's language shares); a page read (GET) names
    the command line's options as its address's query parameters (``ledger.web.api_terms.query_terms``:
    ``?kind=``, ``JSON`` for ``--json``)."""
    from ledger.web.api_terms import query_terms
    from ledger.web.reader import spoken

    said = spoken(request, str(exc.field), str(exc.message), status)
    return query_terms(said) if request.method in ("GET", "HEAD") else said


def _said(request: Request, exc: Any) -> str:
    """A page's refusal in the reader's language (``said_of``, with the refusal's own status)."""
    from ledger.web.errors import status_of

    return said_of(request, exc, status_of(exc))


def chrome_lang(request: Request, strict: bool = True) -> str:
    """The language of the pages' own words outside a campaign: the page's ``?lang=``, else the chosen one, else the
    browser's, else English (``languages_of``; ``strict`` as there)."""
    return languages_of(request, tuple(LANGUAGES), "en", strict=strict)
