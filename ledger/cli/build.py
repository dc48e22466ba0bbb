"""The CLI generated from each game system's command table (click's dynamic commands).

Source: docs/adding-a-game-system.md. ``ledger <command> [arguments]`` finds the campaign (``--campaign``,
``LEDGER_CAMPAIGN`` or the only one in the store), takes its system's command table and builds the
click command from that command's argument model: options, flags, repeatable options, positional
arguments, defaults, allowed values and help all come from the model's fields (``rules.system.arg``)
and docstring. A space in a command name makes a group (``session start``); a system's read with the
name of a group (a pool shown by ``ledger POOL``) runs when the group is called without a subcommand. Help needs no
store: ``ledger --system ID COMMAND --help``. Nothing here names a game system.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from ledger.cli import complete
from ledger.cli.checked import Command, TextChecked
from ledger.cli.common import actor_text, dump, safe, table
from ledger.cli.group_alone import HELP_ONLY, help_alone, passed_on
from ledger.cli.fields import command_help, field_param, given_arguments
from ledger.cli.options import action_options, campaign_then, moment_of, moment_options, read_options, store_options
from ledger.cli.refusals import guarded
from ledger.cli.session import session
from rules.errors import RuleError

def system_command(system: Any, spec: Any, leaf: str) -> click.Command:
    """The click command for ``spec`` (a ``rules.declaration.Command`` of ``system``), named ``leaf``."""
    from rules.system import preview_fields

    own = [field_param(name, info, complete.argument_values(spec.name, name)) for name, info in spec.args.model_fields.items()]
    taken = {p.name for p in own}
    params = own + [p for p in action_options() if p.name not in taken]

    def callback(**values: Any) -> None:
        ctx = click.get_current_context()
        if values.get("lang") is None:         # the group's --lang (``ledger session --lang es start``)
            values["lang"] = ctx.meta.get(GROUP_LANG)
        args = given_arguments(ctx, spec.args, values)
        reason = values.get("reason") if "reason" not in spec.args.model_fields else None
        shown = None
        if preview_fields(spec.args):          # --odds and the like: asked now, printed once the action is accepted
            from ledger.cli.odds import show_previews

            shown = show_previews(system, spec, args, values)
        run_action(system, spec.name, args, values.get("store"), values.get("campaign"), values.get("actor"), reason,
                   json_=bool(values.get("json_")), lang=values.get("lang"), first=shown)

    made = Command(leaf, params=params, callback=callback, help=command_help(spec), short_help=spec.help,
                   context_settings={"help_option_names": ["-h", "--help"]})
    made.system = system          # whose words its usage errors take (``ledger.cli.language``)
    made.help_key = spec.name     # whose help ``GameSystem.help_of`` gives in another language
    return made


def run_action(system: Any, command: str, args: dict[str, Any], store: str | None, campaign: str | None, actor: str,
               reason: str | None = None, json_: bool = False, lang: str | None = None,
               first: Callable[[], None] | None = None) -> None:
    """Record one action and print it: a header line (``action N command (actor) · session S, scene C``) and
    the lines the history table shows for it (the system's summaries, then what changed, before → after),
    or with ``json_`` its history row (``ledger history --json``'s keys); its session and scene those the history
    gives it (``Ledger.rows_of``, as the server's answer). ``first``: what to print before those lines once the
    action is accepted (a preview asked before it, ``--odds``). Refusals exit 2 with one line, nothing printed."""
    from ledger.projections.history import command_text, table_lines, why_texts
    from ledger.user_text import kept_lines, kept_under

    code = guarded(lambda: system.lang(lang))
    said = [code]

    def work() -> Any:
        from ledger.service.campaign_language import stored_system

        ledger = session().ledger(store)
        here = code if lang is not None else stored_system(ledger, campaign or None, system).lang(None)
        said[0] = here                       # the campaign's language words a refusal too
        try:
            camp, events = ledger.act(campaign or None, command, args, actor, reason, system=system.id)
        except RuleError as err:             # its "allowed now" as the character acting is offered it (--as)
            raise as_acting(err, ledger, campaign, actor, system) from None
        return here, ledger.rows_of(camp, events, lang=here, table=not json_)      # placed as the history places them

    code, rows = guarded(work, speak=lambda err: system.refusal(err, said[0]))
    if first is not None:
        first()
    if json_:
        return dump(rows[0] if len(rows) == 1 else rows)
    w = lambda k: system.word(k, code)  # noqa: E731
    lines = []
    for row in rows:
        lines.append(f"{w('action')} {row['action']}: {safe(command_text(row['command'], code, system))} ({safe(actor_text(row['actor'], system, code))}) · {w('session')} "
                     f"{row['session']}, {w('scene')} {row['scene']}")
        lines += [f"  {part}" if part else "" for line in table_lines(row) for part in kept_lines(line)]   # a recap's lines
        if row["why"]:                                                   # a reason's lines under it
            lines += kept_under(f"  {w('why')}: ", ", ".join(why_texts(row, code, system)))
    click.echo("\n".join(lines))


def as_acting(err: Exception, ledger: Any, campaign: str | None, actor: str | None, system: Any) -> Exception:
    """A refusal of an action the store's owner gave as ``actor`` (``--as``): its "allowed now" list as that
    character's player is offered it (``ledger.service.offers.for_reader``: not another's open roll's follow-ups),
    ``err`` itself for the GM or when the campaign cannot be read. Source: README "At the table: ledger play"."""
    from ledger.service.offers import for_reader

    if actor is None or "; allowed now: " not in str(err):
        return err
    try:
        state = ledger.now(campaign or None).state
    except Exception:  # noqa: BLE001 - the refusal stands as the rules gave it
        return err
    return for_reader(err, state, None, system, actor)


def read_command(system: Any, name: str, read: Any) -> click.Command:
    """A click command for a system's read (``rules.declaration.Read``), with the read's own arguments."""
    own = [field_param(n, info, complete.for_read(info)) for n, info in read.args.model_fields.items()] if read.args else []

    def callback(store: str | None = None, campaign: str | None = None, json_: bool = False, lang: str | None = None,
                 **values: Any) -> None:
        args = given_arguments(click.get_current_context(), read.args, values) if read.args else {}
        if name in system.reference:        # a reference list: the system's, no store or campaign needed
            return show_reference(system, read, json_, lang, store, campaign)
        show_read(system, read, store, campaign, json_, lang, args, values)

    made = Command(name, params=[*own, *store_options(), *read_options(), *moment_options()], callback=callback,
                   help=read.help, short_help=read.help, context_settings={"help_option_names": ["-h", "--help"]})
    made.system = system          # whose words its usage errors take (``ledger.cli.language``)
    made.help_key = f"read: {name}"
    return made


def show_reference(system: Any, read: Any, json_: bool, lang: str | None, store: str | None = None,
                   campaign: str | None = None) -> None:
    """Print one of the system's reference lists (``rules.reference``): the lists are the system's, the same for
    every campaign, so none is needed; when the store (``store``: ``--store``, else ``LEDGER_STORE``) names one
    campaign of ``system`` (``campaign``, or the only one), in that campaign's language unless ``lang`` (``--lang``)
    or ``LEDGER_LANG`` says otherwise (``reference_speaker``). Source: README "Using the ledger" (reference lists
    need no campaign; a campaign's language)."""
    code = guarded(lambda: reference_speaker(system, store, campaign).lang(lang))
    data = guarded(lambda: read.view({}, code))
    if json_:
        return dump(data)
    table(f"{system.word(read.title, code)} — {system.title}", ["field", "value"], [list(r) for r in read.rows(data, code)],
          show_header=False)


def reference_speaker(system: Any, store: str | None, campaign: str | None) -> Any:
    """``system`` speaking the language of the campaign the store names (``campaign``, or the only one in
    ``store``) when that campaign plays ``system`` (``ledger.service.campaign_language.stored_system``), else
    ``system`` as given: no store, several campaigns, another system's campaign. Reads quietly; never raises."""
    from ledger.cli.line_campaign import campaign_system
    from ledger.service.campaign_language import stored_system

    try:
        ctx = click.get_current_context()
        if campaign_system(ctx, store, campaign or None) != system.id:
            return system
        ledger = session().ledger(store, quiet=True)
        return stored_system(ledger, ledger.campaign_name(campaign or None), system)
    except (Exception, SystemExit):  # noqa: BLE001 - no campaign to read: the system's own words, as before
        return system


def show_read(system: Any, read: Any, store: str | None, campaign: str | None, json_: bool, lang: str | None,
              args: dict[str, Any] | None = None, when: dict[str, Any] | None = None) -> None:
    """Print a system read (now, or at the moment ``when`` names) as JSON or as a two-column table."""
    from rules.system import validation_error

    def work() -> Any:
        from ledger.service.campaign_language import speaking

        camp, at = campaign_then(store, campaign, when or {})
        code = speaking(system, camp.state).lang(lang)
        given = dict(args or {})
        if read.args:
            from pydantic import ValidationError

            try:
                given = read.args.model_validate(given).model_dump()
            except ValidationError as exc:
                raise validation_error(exc, model=read.args) from None
        moment = moment_of(camp, at, when or {}, system, code)
        if read.events:
            records = session().ledger(store).records(camp.name, upto=at)
            return camp, code, moment, read.view(records, camp.state, code, **given)
        return camp, code, moment, read.view(camp.state, code, **given)

    camp, code, moment, data = guarded(work)
    if json_:
        return dump(data)                   # the system's own keys (the moment is in its title; sheet and status add it)
    table(f"{system.word(read.title, code)} — {camp.name}" + (f" — {moment['text']}" if moment else ""), ["field", "value"],
          [list(r) for r in read.rows(data, code)], show_header=False)


class SystemGroup(TextChecked, click.Group):
    """A group of a system's commands (``session start``, ``session end``); with a read of the same name,
    calling the group alone shows the read. Its ``--lang`` is the language of its help and of the command given
    after it (``ledger session --lang es start``), unless that command names its own."""

    def __init__(self, system: Any, name: str, specs: list[Any], read: Any | None) -> None:
        self.system = system
        self.read = read
        self.help_key = f"group: {name}"    # whose help ``GameSystem.help_of`` gives in another language
        stores = [passed_on(o) for o in store_options()]     # kept for the command after the group too
        params = [*stores, *read_options()[:1], group_lang(), *moment_options()] if read else [*stores, group_lang()]
        super().__init__(name, params=params, invoke_without_command=True, no_args_is_help=read is None,
                         subcommand_metavar="COMMAND [ARGS]...", help=system.groups.get(name, ""),
                         short_help=system.groups.get(name, ""), callback=self._show if read else self._alone)
        for spec in specs:
            self.add_command(system_command(system, spec, spec.name.split(" ", 1)[1]))

    def _alone(self, store: str | None = None, campaign: str | None = None, lang: str | None = None) -> None:
        help_alone(click.get_current_context())     # only its own options: its help, exit 0

    def _show(self, store: str | None = None, campaign: str | None = None, json_: bool = False, lang: str | None = None,
              **when: Any) -> None:
        ctx = click.get_current_context()
        if ctx.invoked_subcommand is None and ctx.meta.get(HELP_ONLY):
            help_alone(ctx)                         # alone, no campaign chosen: its help, exit 0
        if ctx.invoked_subcommand is None:
            show_read(self.system, self.read, store, campaign, json_, lang, None, when)


#: Where a group's ``--lang`` is kept for the command given after it (``click.Context.meta``, shared down the line).
GROUP_LANG = "ledger.group_lang"


def group_lang() -> click.Option:
    """A group's ``--lang`` (``SystemGroup``): kept in the context's meta for the command given after it."""
    def keep(ctx: click.Context, _param: click.Parameter, value: str | None) -> str | None:
        ctx.meta[GROUP_LANG] = value
        return value

    return click.Option(["--lang"], metavar="LANG", callback=keep, shell_complete=complete.languages,
                        help="Language of this help, of what is shown and of the command given after it (the system's "
                             "languages; default its first).")


def system_entries(system: Any) -> dict[str, click.Command]:
    """Every top-level command a system adds: its commands, its groups and its reads."""
    groups: dict[str, list[Any]] = {}
    entries: dict[str, click.Command] = {}
    for name, spec in system.commands.items():
        head, _, rest = name.partition(" ")
        if rest:
            groups.setdefault(head, []).append(spec)
        else:
            entries[name] = system_command(system, spec, name)
    for head, specs in groups.items():
        entries[head] = SystemGroup(system, head, specs, system.reads.get(head))
    for name, read in system.reads.items():
        if name not in entries:
            entries[name] = read_command(system, name, read)
    return entries


def entry_names(system: Any) -> list[str]:
    """The top-level names a system adds (commands, group heads, reads), in table order."""
    names: list[str] = []
    for name in [*system.commands, *system.reads]:
        head = name.partition(" ")[0]
        if head not in names:
            names.append(head)
    return names
