"""The options the ledger's commands share (the store, the campaign, who acts, JSON and language, a moment), and
how a command is made from ready-made parameters.

Source: README "Using the ledger" (``--store``, ``--campaign``, ``--as``, ``--reason``, ``--json``, ``--lang``;
``--as-of``, ``--session``, ``--scene``, ``--start``).
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli import complete
from ledger.cli.checked import Command
from ledger.cli.common import WHOLE
from ledger.cli.refusals import guarded
from ledger.cli.session import session

STORE_HELP = "Store: a SQLite file (default $LEDGER_STORE or ./campaign.ledger.sqlite)."
CAMPAIGN_HELP = "Campaign name (optional when the store holds one; $LEDGER_CAMPAIGN)."


def store_options() -> list[click.Option]:
    """``--store`` and ``--campaign``/``-c``, shared by every command that works on a campaign."""
    return [
        click.Option(["--store"], metavar="PATH", help=STORE_HELP, type=click.Path()),
        click.Option(["--campaign", "-c"], metavar="NAME", envvar="LEDGER_CAMPAIGN", help=CAMPAIGN_HELP,
                     shell_complete=complete.campaigns),
    ]


def read_options() -> list[click.Option]:
    """``--json`` and ``--lang`` of every read."""
    return [
        click.Option(["--json", "json_"], is_flag=True, help="Print JSON with stable keys (see README)."),
        click.Option(["--lang"], metavar="LANG", help="Display language (the campaign system's languages; default its first).",
                     shell_complete=complete.languages),
    ]


def check_lang(lang: str | None, store: str | None, campaign: str | None) -> None:
    """Refuse a ``--lang`` the campaign's system does not speak before anything is recorded (``RuleError("lang")``
    as a one-line refusal, exit 2); None (not given) passes."""
    if lang is not None:
        guarded(lambda: session().ledger(store).system(campaign or None).lang(lang))


def moment_options() -> list[click.Option]:
    """``--as-of``, ``--session``, ``--scene`` and ``--start``: read the campaign as it stood then."""
    return [
        click.Option(["--as-of", "as_of"], type=WHOLE, metavar="ACTION", help="As it stood right after this action."),
        click.Option(["--session", "at_session"], type=WHOLE, metavar="N", help="As it stood at the end of session N."),
        click.Option(["--scene", "at_scene"], type=WHOLE, metavar="N", help="As it stood at the end of scene N."),
        click.Option(["--start", "at_start"], is_flag=True, help="With --session/--scene: at its start instead."),
    ]


def campaign_then(store: str | None, campaign: str | None, values: dict[str, Any]) -> Any:
    """(the campaign at the moment the ``moment_options`` in ``values`` name, the action it stands at or None for
    now), through the service layer (``ledger.service.Ledger.at``). Raises ``RuleError``."""
    from ledger.service import Moment

    moment = Moment(as_of=values.get("as_of"), session=values.get("at_session"), scene=values.get("at_scene"),
                    start=bool(values.get("at_start")))
    return session().ledger(store).at(campaign or None, moment)


def moment_of(camp: Any, at: int | None, values: dict[str, Any], system: Any, code: str) -> dict[str, Any] | None:
    """Which moment a read stands at, for its title and JSON (None for now): ``ledger.projections.moments.
    moment_label`` of the moment the ``moment_options`` in ``values`` name (``as of action 30, session 1, scene 2``).
    Source: README "Using the ledger" (``--as-of``, ``--session``, ``--scene``)."""
    from ledger.projections.moments import moment_label
    from ledger.service import Moment

    asked = Moment(as_of=values.get("as_of"), session=values.get("at_session"), scene=values.get("at_scene"),
                   start=bool(values.get("at_start")))
    return moment_label(camp, at, asked, system, code)


def action_options() -> list[click.Option]:
    """The options every recorded action takes besides its own: the store, the campaign, who acts and why."""
    return [*store_options(), click.Option(["--as", "actor"], metavar="NAME", default="GM", show_default=True,
                                           envvar="LEDGER_ACTOR", shell_complete=complete.actors,
                                           help="Who acts: GM or a character name ($LEDGER_ACTOR)."),
            click.Option(["--reason"], metavar="TEXT", help="Why (recorded with the action, shown in history)."),
            click.Option(["--json", "json_"], is_flag=True, help="Print the action as recorded: its history row as JSON."),
            click.Option(["--lang"], metavar="LANG", help="Language of the summary printed (the system's languages).",
                         shell_complete=complete.languages)]


def command(*params: click.Parameter, name: str | None = None) -> Any:
    """Make a click command of a function from ready-made parameters (its docstring is the help)."""
    def wrap(fn: Any) -> click.Command:
        return Command(name or fn.__name__.replace("_", "-"), params=list(params), callback=fn, help=fn.__doc__,
                             context_settings={"help_option_names": ["-h", "--help"]})
    return wrap


def lang_option() -> click.Option:
    """``--lang`` of a command that works on a store: the language of its refusals (``ledger.cli.store_language.store_lang``). Source: README
    "Using the ledger" (``--lang``)."""
    return click.Option(["--lang"], metavar="LANG", shell_complete=complete.languages,
                        help="Language of the refusals (a language of a registered system; default $LEDGER_LANG, "
                             "else English).")
