"""The store owner's commands for people's accounts and API tokens: the store's, in no campaign's record.

Source: README "Playing as a group" (accounts, passwords as argon2 hashes, one-time sign-in links; API tokens for
bots and VTT bridges, shown once, kept as SHA-256 digests, revocable). A secret is printed once, when drawn, and
never stored. The account and token commands take ``--lang`` (any language a registered system reads in): no
campaign names a system here, so their lines and refusals are the shared words of that language
(``rules.i18n.WORDS``, ``rules.group_frames``), the GM named by the shared word for the GM.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from ledger.cli.common import Whole, fail, guarded, safe, session
from ledger.service.accounts import MAX_LINK_MINUTES
from rules.errors import RuleError

#: The minutes a one-time sign-in link may stay valid (the service's bound: ``MAX_LINK_MINUTES``).
LINK_MINUTES = Whole(1, MAX_LINK_MINUTES)


def _ledger(store: str | None) -> Any:
    return session().ledger(store)


def speech(lang: str | None) -> tuple[str, Callable[[str], str], Callable[[RuleError], str]]:
    """(the language code, its word for each English key, the wording of a refusal) for a ``--lang`` given to a
    command of no campaign: None is English (or ``LEDGER_LANG`` when a system reads in it); any other value must be
    a language some registered system reads in, else the line stops with a one-line ``lang`` refusal (exit 2)."""
    from rules import get_system, registered
    from rules.group_frames import said
    from rules.i18n import PREFERRED, WORDS

    offered = sorted({code for sid in registered() for code in get_system(sid).languages})
    code = (lang if lang is not None else PREFERRED["lang"] or "en").strip().lower()
    if code not in offered:
        if lang is None:
            code = "en"
        else:
            fail(f"lang: {safe(lang)!r} is not a language of any system; allowed: {', '.join(offered)}")
    table = WORDS.get(code, {})
    gm = table.get("GM", "GM")
    return (code, lambda key: table.get(key, key),
            lambda exc: f"{exc.field}: {said(code, exc.message, gm) or exc.message}")


LANG = click.Option(["--lang"], metavar="LANG", help="Language of the lines printed (any system's language).")


@click.group(name="account", context_settings={"help_option_names": ["-h", "--help"]})
def account() -> None:
    """People's accounts in this store (names, passwords as argon2 hashes; in no campaign's record)."""


@account.command(name="add", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--link", is_flag=True, help="No password: print a one-time sign-in link instead.")
@click.option("--minutes", type=LINK_MINUTES, default=60, show_default=True, help="How long the link stays valid.")
@click.option("--lang", metavar="LANG", help=LANG.help)
def account_add(name: str, store: str | None, link: bool, minutes: int, lang: str | None) -> None:
    """Open account NAME: asks a password (twice), or with --link prints a one-time sign-in link.

    \b
    Examples: ledger account add Ana
              ledger account add Mara --link
    """
    from ledger.service.accounts import account_name

    _, w, speak = speech(lang)
    guarded(lambda: account_name(name), speak)         # a bad name is refused before any prompt
    led = _ledger(store)
    if link:
        guarded(lambda: led.make_account(name), speak)
        code = guarded(lambda: led.issue_sign_in_link(name, minutes), speak)
        click.echo(w("account {0} opened").format(safe(name)))
        click.echo(w("one-time sign-in link (valid {0} min, on the server): /sign-in/{1}").format(minutes, code))
        return
    try:
        password = click.prompt(w("password"), hide_input=True, confirmation_prompt=True)
    except click.Abort:
        fail(speak(RuleError("password", "none was typed (the input ended); type it at the prompt, or use --link")))
    guarded(lambda: led.make_account(name, password), speak)
    click.echo(w("account {0} opened").format(safe(name)))


@account.command(name="link", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--minutes", type=LINK_MINUTES, default=60, show_default=True, help="How long the link stays valid.")
@click.option("--lang", metavar="LANG", help=LANG.help)
def account_link(name: str, store: str | None, minutes: int, lang: str | None) -> None:
    """Print a new one-time sign-in link for account NAME.

    \b
    Example: ledger account link Ana --minutes 30
    """
    _, w, speak = speech(lang)
    code = guarded(lambda: _ledger(store).issue_sign_in_link(name, minutes), speak)
    click.echo(w("one-time sign-in link (valid {0} min, on the server): /sign-in/{1}").format(minutes, code))


@account.command(name="list", context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--lang", metavar="LANG", help=LANG.help)
def account_list(store: str | None, lang: str | None) -> None:
    """List the store's accounts."""
    _, _, speak = speech(lang)
    for name in guarded(lambda: _ledger(store).accounts(), speak):
        click.echo(safe(name))


@click.group(name="token", context_settings={"help_option_names": ["-h", "--help"]})
def token() -> None:
    """API tokens for bots and VTT bridges (shown once; kept as SHA-256 digests; revocable)."""


@token.command(name="issue", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--purpose", required=True, metavar="TEXT", help="What the token is for.")
@click.option("--lang", metavar="LANG", help=LANG.help)
def token_issue(name: str, store: str | None, purpose: str, lang: str | None) -> None:
    """Issue an API token for account NAME (printed once).

    \b
    Example: ledger token issue Ana --purpose bot
    """
    _, w, speak = speech(lang)
    made = guarded(lambda: _ledger(store).issue_token(name, purpose), speak)
    click.echo(w("token {0} for {1} ({2}): {3}").format(made.split('.')[0], safe(name), safe(purpose), made))
    click.echo(w("the token is shown only now; keep it secret"))


@token.command(name="revoke", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.argument("token_id", metavar="TOKEN_ID")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--lang", metavar="LANG", help=LANG.help)
def token_revoke(name: str, token_id: str, store: str | None, lang: str | None) -> None:
    """Revoke token TOKEN_ID of account NAME: it stops working at once.

    \b
    Example: ledger token revoke Ana 3f2a9c1e
    """
    _, w, speak = speech(lang)
    guarded(lambda: _ledger(store).revoke_token(name, token_id), speak)
    click.echo(w("token {0} of {1} revoked").format(safe(token_id), safe(name)))


@token.command(name="list", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--lang", metavar="LANG", help=LANG.help)
def token_list(name: str, store: str | None, lang: str | None) -> None:
    """List account NAME's tokens: id, what each is for, whether revoked (never the tokens themselves)."""
    _, w, speak = speech(lang)
    for token_id, t in guarded(lambda: _ledger(store).tokens(name), speak).items():
        click.echo(f"{token_id} {safe(t['purpose']) or '—'}" + (f" {w('(revoked)')}" if t["revoked"] else ""))


COMMANDS = [account, token]
