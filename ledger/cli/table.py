"""The ledger's commands for the table: ``status`` (what is open right now) and ``odds`` (a roll's chances).

Source: README "Using the ledger" (status). Both are generic: what they show comes from the campaign's system
(its optional views ``status``/``status_rows`` and ``odds``/``odds_rows``, see ``rules.system.GameSystem``);
a system without a status view shows its session and scene, one without odds is refused in one line.
``ledger.cli.odds.show_previews`` prints the views a command's preview switches ask for (``ledger roll ... --odds``)
before the action runs; the switch itself is never recorded (``rules.system.canonical_args``). The
reference lists (README "Using the ledger" (reference lists)) need no command here: each is a read of its system
(``rules.reference``).
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli import complete
from ledger.cli.build import system_command
from ledger.cli.fields import given_arguments
from ledger.cli.options import campaign_then, command, moment_of, moment_options, read_options, store_options
from ledger.cli.checked import Command
from ledger.cli.common import Refused, dump, fail, system_of, table, usage_text
from ledger.cli.refusals import guarded
from ledger.cli.session import session
from ledger.cli.odds import compute_odds, odds_commands, print_odds
from rules.errors import RuleError


def _phase(system: Any, part: dict[str, Any] | None, code: str) -> str:
    """``N (phase)`` for a session or scene record, the phase in the display language."""
    part = part or {}
    phase = str(part.get("phase", "")).replace("_", " ")
    return f"{part.get('number', 0)} ({system.word(phase, code)})" if phase else str(part.get("number", "—"))


def status_data(camp: Any, system: Any, code: str, at: int | None = None, actor: str | None = None) -> dict[str, Any]:
    """The ``ledger status`` JSON (``ledger.service.reads.status_of``, as the store's owner reads it: a GM):
    ``action`` is ``at``, the action a read of the past stands at, else the last one; ``actor`` (``--as``; None or
    GM: the GM's list) a character whose player's offer the commands allowed now are (without the follow-ups of
    another's open roll, nor a GM's command: ``ledger.service.offers.may_offer``, the rules the table's page offers
    by). Raises ``RuleError`` as the view does."""
    from ledger.service.offers import may_offer
    from ledger.service.reads import status_of

    may = may_offer(camp.state, None, system, actor) if actor is not None else None
    return status_of(camp, at, system, code, may=may)


def status_rows(data: dict[str, Any], system: Any, code: str) -> list[tuple[str, str]]:
    """The status as (field, value) rows: the system's ``status_rows`` (given the data with user text made
    one-line-safe, ``ledger.user_text.data_safe``), else the session and scene."""
    from ledger.user_text import data_safe

    rows = system.views.status_rows
    if rows is not None and system.views.status is not None:
        return list(rows(data_safe(data), code))
    return [(system.word("session", code), _phase(system, data.get("session"), code)),
            (system.word("scene", code), _phase(system, data.get("scene"), code))]


@command(click.Option(["--as", "actor"], metavar="NAME", envvar="LEDGER_ACTOR", shell_complete=complete.actors,
                      help="For whom the commands allowed now are listed: GM or a character name ($LEDGER_ACTOR)."),
         *store_options(), *read_options(), *moment_options())
def status(actor: str | None, store: str | None, campaign: str | None, json_: bool, lang: str | None,
           **when: Any) -> None:
    """Show what is open right now: session and scene, the open roll (total, result, the picks it still
    allows or needs), pending modifiers, who still owes an end-of-session choice, the pools.

    What is shown comes from the campaign's game system; --as-of, --session and --scene show it as it
    stood then. With --as a character, the commands allowed now are those its player is offered (not
    another's open roll's follow-ups).

    \b
    Examples: ledger status
              ledger status --json
              ledger status --as-of 40 --lang LANG
    """
    camp, at = guarded(lambda: campaign_then(store, campaign, when))
    system = system_of(camp)
    code = guarded(lambda: system.lang(lang))
    if actor is not None:                       # a name the campaign does not know: refused, as an action's --as
        from ledger.service.drafting import actor_name

        guarded(lambda: actor_name(camp.state, actor), speak=lambda err: system.refusal(err, code))
    data = guarded(lambda: status_data(camp, system, code, at, actor))
    moment = moment_of(camp, at, when, system, code)
    if json_:
        return dump(data if moment is None else {**data, "moment": moment})
    table(f"{system.word('Status', code)} — {camp.name}" + (f" — {moment['text']}" if moment else ""), ["field", "value"], [list(r) for r in status_rows(data, system, code)],
          show_header=False)


# --- odds ------------------------------------------------------------------------------------------------

def _parser(system: Any, spec: Any) -> click.Command:
    """The arguments of ``spec`` (without the ledger's options and the preview switches) as a click command."""
    from rules.system import preview_fields

    previews = set(preview_fields(spec.args))
    ledger_own = {"store", "campaign", "actor", "reason"} - set(spec.args.model_fields)
    params = [p for p in system_command(system, spec, "odds").params if p.name not in previews | ledger_own]
    return Command("odds", params=params, add_help_option=False)


def _odds_named(system: Any, tokens: list[str]) -> tuple[str, list[str]]:
    """(the rolling command ``tokens`` name, the tokens after its name): with one such command (``odds_commands``)
    its name may be left out; with several, "" when the tokens name none of them."""
    choices = odds_commands(system)
    if len(choices) == 1:
        name = next(iter(choices))
        if tokens[:len(name.split())] == name.split():      # the command may be named, as with several
            tokens = tokens[len(name.split()):]
        return name, tokens
    name = next((" ".join(tokens[:k]) for k in (2, 1) if len(tokens) >= k and " ".join(tokens[:k]) in choices), "")
    return name, tokens[len(name.split()):]


def _odds_completion(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[Any]:
    """Completion of ``odds ARGUMENTS...``: the rolling command's names until one is named (several), then that
    command's own completion of what follows (its arguments' values in the campaign's language, its options:
    README "At the table: ledger play"). Never raises: a line it cannot read offers nothing."""
    from click.shell_completion import CompletionItem, ShellComplete

    try:
        system = system_of(complete.campaign_now(ctx))
        choices = odds_commands(system)
        typed = list(ctx.params.get("extra") or ())
        name, tokens = _odds_named(system, typed)
        if not name:                                   # the next word of a rolling command's name (``conflict roll``)
            words = [c.split() for c in choices if c.split()[:len(typed)] == typed and len(c.split()) > len(typed)]
            return [CompletionItem(n) for n in complete.matching((w[len(typed)] for w in words), incomplete)]
        parser = _parser(system, choices[name])
        return list(ShellComplete(parser, {"parent": ctx}, "odds", complete.COMPLETE_VAR).get_completions(tokens, incomplete))
    except Exception:  # noqa: BLE001 - completion never breaks the line being typed
        return []


@click.pass_context
def _odds(ctx: click.Context, extra: tuple[str, ...], actor: str, store: str | None, campaign: str | None, json_: bool,
          lang: str | None) -> None:
    camp = guarded(lambda: session().ledger(store).now(campaign or None))
    system = system_of(camp)
    code = guarded(lambda: system.lang(lang))
    choices = odds_commands(system)
    if not choices or system.views.odds is None:
        fail(f"command: {system.title} computes no odds yet; no command of it takes --odds")
    name, tokens = _odds_named(system, list(extra))
    if not name:
        raise Refused(system.refusal(RuleError("command", f"name the command first, one of {', '.join(choices)} "
                                                          "(ledger odds COMMAND ARGUMENTS...)"), code))
    spec = choices[name]
    parser = _parser(system, spec)
    try:
        sub = parser.make_context("odds", tokens, parent=ctx)
    except click.UsageError as exc:
        raise Refused(system.refusal(RuleError("usage", f"{usage_text(exc)} "
                                                        f"(see: ledger {name} --help)"), code)) from None
    args = given_arguments(sub, spec.args, sub.params)
    data = guarded(lambda: compute_odds(camp, system, name, args, actor, code), speak=lambda err: system.refusal(err, code))
    if json_:
        return dump(data)
    print_odds(data, system, code, f"{system.word('Odds', code)} — {camp.name}")


class _OddsCommand(Command):
    """``odds``: its own options, and the rolling command's once the line names it (``_odds_completion``)."""

    def shell_complete(self, ctx: click.Context, incomplete: str) -> list[Any]:
        """Its options, then those of the rolling command named (``odds MOVE --ta`` -> ``--target``)."""
        found = super().shell_complete(ctx, incomplete)
        seen = {item.value for item in found}
        return [*found, *(i for i in _odds_completion(ctx, self.params[0], incomplete) if i.value not in seen)]


odds = _OddsCommand(
    "odds", callback=_odds,
    params=[click.Argument(["extra"], nargs=-1, type=click.UNPROCESSED, metavar="ARGUMENTS...",
                           shell_complete=_odds_completion),
            click.Option(["--as", "actor"], default="GM", metavar="NAME", envvar="LEDGER_ACTOR", shell_complete=complete.actors,
                         help="Who would roll: GM or a character name ($LEDGER_ACTOR)."),
            *store_options(), *read_options()],
    context_settings={"ignore_unknown_options": True, "help_option_names": ["-h", "--help"]},
    short_help="The exact chance of each outcome of a roll made now (nothing is recorded).",
    help="""The exact chance of each outcome of a roll made now, with every modifier and limit the rules
apply to it; nothing is recorded.

The arguments are those of the system's rolling command (the one that takes --odds; ledger COMMAND
--help lists them); where a system has several, name the command first. The dice are left out: the odds
are what the dice could give.

\b
Examples: ledger odds ARGUMENTS... --as NAME
          ledger odds COMMAND ARGUMENTS... --as NAME --json""")


COMMANDS = [status, odds]
