"""How the commands of no campaign (``ledger account``, ``token``, ``serve``, ``keygen``) speak: the language their
``--lang`` asks for (else ``LEDGER_LANG``, else English), their lines from the ledger's own words tables
(``rules.i18n.WORDS``, ``rules.group_words``, ``rules.archive_lines``) and their refusals by the frames every system
of that language shares; and how ``account add`` reads a password.

Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``; one-line refusals naming the field as typed, exit 2,
nothing written), "Playing as a group" (accounts, passwords as argon2 hashes) and "The server". No campaign names a
system here, so no campaign's system words these lines: the store's campaigns are never read for their language
(``NO_CAMPAIGN``, read by ``ledger.cli.language.speaker`` for click's usage errors).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import click

from ledger.cli.common import fail
from ledger.cli.language import NO_CAMPAIGN
from rules.errors import RuleError



def of_no_campaign(*commands: click.Command) -> None:
    """Mark ``commands`` (click commands or groups: a group's commands inherit it) as of no campaign
    (``ledger.cli.language.NO_CAMPAIGN``): their usage errors and range refusals speak the language asked, never the
    language of a campaign their ``--store`` holds. Raises nothing."""
    for command in commands:
        setattr(command, NO_CAMPAIGN, True)


def own_refusal(code: str) -> Callable[[RuleError], str]:
    """How a command of no campaign words a refusal (``err`` -> ``field: message``) in ``code``: by the frames every
    system of that language shares: the group's (``rules.group_frames``, the GM by the shared word for the GM), then
    the ledger's own, the stores' and archives' (``rules.archive_frames.shared_refusal``); as raised when none frames
    it (English). Raises nothing."""
    from rules import group_frames
    from rules.archive_frames import shared_refusal
    from rules.i18n import WORDS

    def speak(exc: RuleError) -> str:
        gm = WORDS.get(code, {}).get("GM", "GM")
        said = group_frames.said(code, exc.message, gm)
        return f"{exc.field}: {said}" if said else shared_refusal(str(exc.field), exc.message, code)
    return speak


def speech(lang: str | None) -> tuple[str, Callable[[str], str], Callable[[RuleError], str]]:
    """(the language code, its word for each English key, the wording of a refusal: ``own_refusal``) for a
    ``--lang`` given to a command of no campaign: None is English (or ``LEDGER_LANG`` when a system reads in it); any
    other value must be a language some registered system reads in (``ledger.service.languages.language_code``),
    else the line stops with a one-line ``lang`` refusal (exit 2) in the reader's language (``LEDGER_LANG``'s)."""
    from ledger.errors import LedgerError
    from ledger.service.languages import language_code, ledger_languages
    from rules.i18n import PREFERRED, WORDS

    code = PREFERRED["lang"] if PREFERRED["lang"] in ledger_languages() else "en"
    if lang is not None:
        try:
            code = language_code(lang) or code
        except LedgerError as exc:
            fail(own_refusal(code)(exc))
    table = WORDS.get(code, {})
    return code, lambda key: table.get(key, key), own_refusal(code)


def typed_password(w: Callable[[str], str], speak: Callable[[RuleError], str]) -> str:
    """The password typed twice at the prompts ``w("password")`` and ``w("password (again)")`` (hidden on a
    terminal; read a line each from standard input otherwise, so nothing but the prompts is printed). Input that ends
    first, or two passwords that differ, stop the line with a one-line ``password`` refusal worded by ``speak``
    (exit 2), before anything is written."""
    try:
        first = _secret(w("password"))
        again = _secret(w("password (again)"))
    except click.Abort:
        fail(speak(RuleError("password", "none was typed (the input ended); type it at the prompt, or use --link")))
    if first != again:
        fail(speak(RuleError("password", "the two passwords typed differ; type the same one twice (nothing was "
                                         "recorded)")))
    return first


def _secret(prompt: str) -> Any:
    """One line typed at ``prompt`` (``PROMPT: ``): click's hidden prompt on a terminal, else a line of standard
    input (its line break left out). Raises ``click.Abort`` when the input ends."""
    if sys.stdin.isatty():
        return click.prompt(prompt, hide_input=True)
    click.echo(f"{prompt}: ", nl=False)
    typed = sys.stdin.readline()
    click.echo()
    if not typed:
        raise click.Abort()
    return typed.rstrip("\r\n")
