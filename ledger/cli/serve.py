"""``ledger serve``: the group's server (the HTTP API of ``ledger.web``) on uvicorn.

Source: README "The server"; uvicorn's programmatic server (https://www.uvicorn.org/#config-and-server-instances).
Starlette on uvicorn: a small, well-kept ASGI toolkit whose parts (routing, signed sessions, streaming responses,
a test client) are all the server needs, with no second model layer beside the system's own pydantic models. The
server listens on 127.0.0.1 unless told otherwise, prints the address a person opens (the pages' root) and, on a
second line, the API's description (``/api/openapi.json``) (and, with ``--gm NAME``, a one-time sign-in link for that
GM), and stops cleanly on Ctrl-C or SIGTERM: it stops accepting, lets every request in progress
finish (a write is recorded whole or not at all), closes the store and exits 0. Its lines and refusals read in the
language ``--lang`` asks for (``rules.archive_lines``; ``ledger.cli.own_lines.own_refusal``), whatever the store's
campaigns read in; a ``--gm`` name that cannot be an account's is refused before the server listens.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from typing import Any

import click

from ledger.cli.common import fail, safe
from ledger.cli.options import command, lang_option
from ledger.cli.own_lines import of_no_campaign, own_refusal
from ledger.cli.refusals import guarded
from ledger.cli.store_language import store_lang


def gm_link(ledger: Any, name: str, base: str, minutes: int = 60) -> str:
    """A one-time sign-in link for ``name`` (``BASE/sign-in/CODE``), valid ``minutes``: the service's ``first_gm``
    makes the account when missing and grants GM on every campaign of the store where it is not one yet (recorded by
    the store's owner). Raises ``LedgerError`` (``name``)."""
    return f"{base}/sign-in/{ledger.first_gm(name, minutes)}"


def gm_name(name: str) -> str:
    """``--gm``'s value as an account's name (``ledger.service.accounts.account_name``). Raises ``LedgerError("gm")``
    with the name's refusal, naming the option as typed."""
    from ledger.errors import LedgerError
    from ledger.service.accounts import account_name

    try:
        return account_name(name)
    except LedgerError as exc:
        raise LedgerError("gm", exc.message) from None


def server_config(app: Any, host: str, port: int, forwarded: str | None = None) -> Any:
    """uvicorn's ``Config`` for ``app`` on ``host``:``port``. ``X-Forwarded-For``/``-Proto`` are read only from the
    proxies ``forwarded`` names (uvicorn's ``forwarded_allow_ips``: addresses or networks, comma-separated, ``*``
    for any); None, the default: never, so the client's own address is the one the sign-in limit counts (uvicorn's
    own default trusts 127.0.0.1, which would let a client on this machine name any address it likes). Source:
    README "The server" (``--forwarded-allow-ips``); https://www.uvicorn.org/settings/#http."""
    import uvicorn

    proxy = {"proxy_headers": True, "forwarded_allow_ips": forwarded} if forwarded else {"proxy_headers": False}
    return uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False,
                          timeout_graceful_shutdown=10, lifespan="off", **proxy)


def _server(app: Any, host: str, port: int, forwarded: str | None = None) -> Any:
    """A uvicorn server for ``app`` (``server_config``) that stops on SIGINT/SIGTERM without raising the signal
    again afterwards."""
    import uvicorn

    class Server(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            old = {sig: signal.signal(sig, self.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)}
            try:
                yield
            finally:
                for sig, handler in old.items():
                    signal.signal(sig, handler)

    return Server(server_config(app, host, port, forwarded))


#: Hosts that listen on every address of the machine -> the address this machine's own browser reaches it by.
_EVERY = {"0.0.0.0": "127.0.0.1", "::": "::1"}


@command(click.Option(["--store"], metavar="PATH|URL", envvar="LEDGER_STORE",
                      help="The store: a SQLite file or a postgresql:// URL ($LEDGER_STORE)."),
         click.Option(["--host"], default="127.0.0.1", show_default=True, metavar="ADDRESS",
                      help="Address to listen on (127.0.0.1: this machine only)."),
         click.Option(["--port"], type=click.IntRange(0, 65535), default=8000, show_default=True, metavar="PORT",
                      help="Port to listen on (0: any free port)."),
         click.Option(["--gm", "gm"], metavar="NAME",
                      help="Print a one-time sign-in link for this GM (the account made, GM of every campaign)."),
         click.Option(["--forwarded-allow-ips", "forwarded"], metavar="ADDRESSES",
                      help="Behind a reverse proxy: the proxies (addresses or networks, comma-separated) whose "
                           "X-Forwarded-For names the client. Default: none; the connection's address counts."),
         click.Option(["--https-only", "https_only"], is_flag=True,
                      help="Send the sign-in cookie over HTTPS only (its Secure flag): give it when the group reaches "
                           "the server through HTTPS (a TLS proxy)."), lang_option())
def serve(store: str | None, host: str, port: int, gm: str | None, forwarded: str | None, https_only: bool,
          lang: str | None) -> None:
    """Serve the store's campaigns to the group: the web pages at / and the HTTP API under /api/ (see
    /api/openapi.json).

    Stops cleanly on Ctrl-C or SIGTERM (requests in progress finish; nothing is half-written).

    \b
    Behind a reverse proxy, --forwarded-allow-ips names it, so that its X-Forwarded-For is read (by default no
    forwarded header is: a client could name any address and sidestep the sign-in limit).

    \b
    Example: ledger serve --store halcyon.sqlite --gm Dana
    """
    import socket

    from ledger.service import Ledger
    from ledger.web import make_app
    from rules.archive_lines import line
    from rules.errors import RuleError

    code = guarded(lambda: store_lang(lang))              # its lines and refusals (the pages speak each reader's)
    speak = own_refusal(code)
    if gm is not None:                                    # a bad name is refused before the server listens
        guarded(lambda: gm_name(gm), speak)
    ledger = Ledger(store, warm=True)
    guarded(lambda: ledger.campaigns(), speak)            # a missing or unusable store: one line, exit 2
    app = guarded(lambda: make_app(ledger, https_only=https_only), speak)
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(2048)                                 # connections wait in the backlog until uvicorn runs
    except OSError as exc:
        from ledger.failure_reasons import os_reason

        fail(speak(RuleError("port", f"cannot listen on {host}:{port} ({os_reason(exc)})")))
    bound = sock.getsockname()[1]
    here = _EVERY.get(host, host)                          # every address: this machine's own for the links
    base = f"http://{'[' + here + ']' if ':' in here else here}:{bound}"
    if host in _EVERY:
        click.echo(line(code, f"serving {safe(str(ledger.location))} on every address of this machine, port {bound}: the "
                              f"group opens http://THIS-MACHINE'S-ADDRESS:{bound}/ (here: {base}/; Ctrl-C stops)"))
    else:
        click.echo(line(code, f"serving {safe(str(ledger.location))} at {base}/ (open it in a browser; Ctrl-C stops)"))
    click.echo(line(code, f"the API: {base}/api/openapi.json"))
    if gm is not None:
        link = guarded(lambda: gm_link(ledger, gm, base), speak)
        click.echo(line(code, f"sign-in link for {safe(gm)} (once, within an hour): {link}"))
    app.state.calls.warm_up(ledger.load_kept)            # each worker thread loads the campaigns meanwhile
    app.state.calls.later(ledger.fold_ahead)              # then one folds what a first visit would fold
    try:
        _server(app, host, bound, forwarded).run(sockets=[sock])
    finally:
        sock.close()
        app.state.calls.close()                           # a call still running (a write) finishes first
        ledger.close()
    click.echo(line(code, "stopped; every request answered was recorded in full"))


of_no_campaign(serve)
COMMANDS = [serve]
