"""The store owner's commands for people's accounts and API tokens: the store's, in no campaign's record.

Source: README "Playing as a group" (accounts, passwords as argon2 hashes, one-time sign-in links; API tokens for
bots and VTT bridges, shown once, kept as SHA-256 digests, revocable). A secret is printed once, when drawn, and
never stored. The account and token commands take ``--lang`` (any language a registered system reads in): no
campaign names a system here, so their lines, prompts and refusals are the shared words of that language
(``ledger.cli.own_lines``: ``rules.i18n.WORDS``, ``rules.group_frames``), the GM named by the shared word for the
GM. ``account language`` shows or sets the language a person reads in on the server's every face
(``Ledger.set_language``; README "The web table"): its value is theirs, ``--lang`` still the language of the line
printed.
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli.checked import Group
from ledger.cli.common import Whole, fail, safe
from ledger.cli.group_alone import help_alone, kept
from ledger.cli.own_lines import of_no_campaign, speech, typed_password
from ledger.cli.refusals import guarded
from ledger.cli.session import session
from ledger.service.accounts import MAX_LINK_MINUTES
from rules.errors import RuleError

#: The minutes a one-time sign-in link may stay valid (the service's bound: ``MAX_LINK_MINUTES``).
LINK_MINUTES = Whole(1, MAX_LINK_MINUTES)


def _ledger(store: str | None) -> Any:
    return session().ledger(store)


#: A group's ``--lang``: the language of its help and of its command after it (the words ``ledger --lang`` has).
ROOT_LANG_HELP = "Language of this help and of the command after it (any system's language; default $LEDGER_LANG)."

#: A group's usage after its options: a command is expected (alone, the group prints its help).
GROUP_USAGE = "COMMAND [ARGS]..."


def own_group(name: str, about: str) -> Group:
    """The group ``name`` of the store's own commands (``about`` its help): ``--store`` and ``--lang`` for itself and
    the command after it (``ledger.cli.group_alone.kept``); given alone or with only those, its help (exit 0), a
    ``--lang`` of no system refused first (``speech``). Source: README "Using the ledger" (a command group without its
    subcommand prints its help; a group takes ``--lang`` for itself and the command after it)."""
    def alone(store: str | None, lang: str | None) -> None:
        speech(lang)
        help_alone(click.get_current_context())

    params = [click.Option(["--store"], metavar="PATH", help="Store file.", type=click.Path(), callback=kept),
              click.Option(["--lang"], metavar="LANG", help=ROOT_LANG_HELP, callback=kept)]
    return Group(name, params=params, callback=alone, help=about, invoke_without_command=True,
                 subcommand_metavar=GROUP_USAGE, context_settings={"help_option_names": ["-h", "--help"]})


LANG = click.Option(["--lang"], metavar="LANG", help="Language of the lines printed (any system's language).")


account = own_group("account", "People's accounts in this store (names, passwords as argon2 hashes; in no campaign's "
                              "record).")


@account.command(name="add", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--link", is_flag=True, help="No password: print a one-time sign-in link instead.")
@click.option("--minutes", type=LINK_MINUTES, metavar="N", default=60, show_default=True, help="How long the link stays valid.")
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
    guarded(lambda: led.require_account(name, exists=False), speak)   # a store that cannot be used, a name taken:
                                                                      # refused before any prompt
    if link:
        guarded(lambda: led.make_account(name), speak)
        code = guarded(lambda: led.issue_sign_in_link(name, minutes), speak)
        click.echo(w("account {0} opened").format(safe(name)))
        click.echo(w("one-time sign-in link (valid {0} min, on the server): /sign-in/{1}").format(minutes, code))
        return
    password = typed_password(w, speak)
    guarded(lambda: led.make_account(name, password), speak)
    click.echo(w("account {0} opened").format(safe(name)))


@account.command(name="link", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--minutes", type=LINK_MINUTES, metavar="N", default=60, show_default=True, help="How long the link stays valid.")
@click.option("--lang", metavar="LANG", help=LANG.help)
def account_link(name: str, store: str | None, minutes: int, lang: str | None) -> None:
    """Print a new one-time sign-in link for account NAME.

    \b
    Example: ledger account link Ana --minutes 30
    """
    _, w, speak = speech(lang)
    code = guarded(lambda: _ledger(store).issue_sign_in_link(name, minutes), speak)
    click.echo(w("one-time sign-in link (valid {0} min, on the server): /sign-in/{1}").format(minutes, code))


@account.command(name="password", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--lang", metavar="LANG", help=LANG.help)
def account_password(name: str, store: str | None, lang: str | None) -> None:
    """Give account NAME a new password (asked twice) and sign out every session of theirs.

    \b
    Example: ledger account password Ana
    """
    _, w, speak = speech(lang)
    led = _ledger(store)
    guarded(lambda: led.require_account(name), speak)         # an unknown name: refused before any prompt
    password = typed_password(w, speak)
    guarded(lambda: led.reset_password(name, password), speak)
    click.echo(w("password of {0} changed; every session of {0} is signed out").format(safe(name)))


@account.command(name="list", context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--lang", metavar="LANG", help=LANG.help)
def account_list(store: str | None, lang: str | None) -> None:
    """List the store's accounts."""
    _, _, speak = speech(lang)
    for name in guarded(lambda: _ledger(store).accounts(), speak):
        click.echo(safe(name))


@account.command(name="language", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.argument("language", metavar="[LANGUAGE]", required=False)
@click.option("--clear", is_flag=True, help="Remove the setting (the campaign's language when its group chose one, else the browser's).")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--lang", metavar="LANG", help=LANG.help)
def account_language(name: str, language: str | None, clear: bool, store: str | None, lang: str | None) -> None:
    """Show or set account NAME's language: the pages, the API's answers and errors and the live rows read to
    them in it, signed in by session or by token, on every device (a request's ?lang= still wins; a campaign
    whose system lacks it reads in the browser's or its own). LANGUAGE: any system's language.

    \b
    Examples: ledger account language Ana es
              ledger account language Ana
              ledger account language Ana --clear
    """
    _, w, speak = speech(lang)
    if clear and language is not None:
        fail(speak(RuleError("lang", "give a language or --clear, not both")))
    led = _ledger(store)
    if clear or language is not None:
        code = guarded(lambda: led.set_language(name, None if clear else language), speak)
    else:
        code = guarded(lambda: led.language(name, known=True), speak)
    click.echo(w("language of {0}: {1}").format(safe(name), code) if code else
               w("language of {0}: none (the campaign's when its group chose one, else the browser's)").format(safe(name)))


token = own_group("token", "API tokens for bots and VTT bridges (shown once; kept as SHA-256 digests; revocable).")


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


of_no_campaign(account, token)
COMMANDS = [account, token]
