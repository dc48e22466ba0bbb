"""The CLI generated from each game system's command table (click's dynamic commands).

Source: issue #5 item 1-2. ``ledger <command> [arguments]`` finds the campaign (``--campaign``,
``LEDGER_CAMPAIGN`` or the only one in the store), takes its system's command table and builds the
click command from that command's argument model: options, flags, repeatable options, positional
arguments, defaults, allowed values and help all come from the model's fields (``rules.system.arg``)
and docstring. A space in a command name makes a group (``session start``); a system's read with the
name of a group (a pool shown by ``ledger POOL``) runs when the group is called without a subcommand. Help needs no
store: ``ledger --system ID COMMAND --help``. Nothing here names a game system.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal

import click
from click.core import ParameterSource

from ledger.cli import complete
from ledger.cli.common import Command, Refused, TextChecked, dump, fail, guarded, safe, session, table
from ledger.cli.options import action_options, campaign_then, moment_options, read_options, store_options

# --- arguments from a model field -----------------------------------------------------------------------

def _strip_optional(annotation: Any) -> Any:
    """``X | None`` -> ``X``; other annotations unchanged."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        rest = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(rest) == 1:
            return rest[0]
    return annotation


def _click_type(annotation: Any) -> Any:
    """The click type for a (non-list) field annotation: INT, a Choice for a Literal, else STRING."""
    if annotation is int:
        return click.INT
    if typing.get_origin(annotation) is Literal:
        return click.Choice([str(a) for a in typing.get_args(annotation)], case_sensitive=False)
    return click.STRING


def field_param(name: str, info: Any, values: Any = None) -> click.Parameter:
    """One click parameter for the model field ``name`` (its ``FieldInfo``), following ``rules.system.arg``;
    ``values`` is its completion (a click ``shell_complete`` callback; a Literal completes its choices)."""
    meta = dict((info.json_schema_extra or {}).get("cli", {})) if isinstance(info.json_schema_extra, dict) else {}
    annotation = _strip_optional(info.annotation)
    spelled = (info.alias or name).replace("_", "-")
    metavar = meta.get("metavar")
    help_text = info.description or ""
    is_list = typing.get_origin(annotation) is list
    if meta.get("positional"):
        required = bool(meta.get("required")) or info.is_required()
        return click.Argument([name], required=required, metavar=metavar or name.upper(),
                              type=_click_type(annotation), shell_complete=values)
    if annotation is bool:
        decl = meta.get("flag") or f"--{spelled}"
        return click.Option([decl, name], is_flag=True, default=None if info.default is None else bool(info.default),
                            help=help_text)
    if is_list and not meta.get("sep"):
        inner = _strip_optional((typing.get_args(annotation) or (str,))[0])
        return click.Option([f"--{spelled}", name], multiple=True, type=_click_type(inner), metavar=metavar, help=help_text,
                            shell_complete=values)
    required = bool(meta.get("required")) or info.is_required()
    shown = None if info.is_required() or info.default in (None, [], ()) or callable(info.default) else info.default
    if shown is not None and not isinstance(shown, (str, int)):
        shown = None
    return click.Option([f"--{spelled}", name], required=required, type=click.STRING if is_list else _click_type(annotation),
                        metavar=metavar, help=help_text + (f" [default: {shown}]" if shown is not None else ""),
                        shell_complete=values)


def given_arguments(ctx: click.Context, model: Any, values: dict[str, Any]) -> dict[str, Any]:
    """The model arguments typed on the command line (defaults left out), keyed as the model spells them."""
    args: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if ctx.get_parameter_source(name) not in (ParameterSource.COMMANDLINE, ParameterSource.ENVIRONMENT):
            continue
        value = values.get(name)
        meta = (info.json_schema_extra or {}).get("cli", {}) if isinstance(info.json_schema_extra, dict) else {}
        if isinstance(value, tuple):
            value = list(value)
            if not value:
                continue
        if meta.get("sep") and isinstance(value, str):
            value = [part.strip() for part in value.split(meta["sep"])]
        args[info.alias or name] = value
    return args


def command_help(spec: Any) -> str:
    """A command's help: its model's docstring, its positional arguments, and its example."""
    doc = (spec.args.__doc__ or "").strip()
    if not doc or not spec.args.model_fields:
        doc = spec.help
    paragraphs = ["\n".join(line.strip() for line in block.splitlines()) for block in doc.split("\n\n")]
    positionals = []
    for name, info in spec.args.model_fields.items():
        meta = (info.json_schema_extra or {}).get("cli", {}) if isinstance(info.json_schema_extra, dict) else {}
        if meta.get("positional"):
            positionals.append(f"  {meta.get('metavar') or name.upper()}  {info.description or ''}")
    if positionals:
        paragraphs.append("\b\nArguments:\n" + "\n".join(positionals))
    if spec.example:
        paragraphs.append(f"\b\nExample:\n  ledger {spec.example}")
    return "\n\n".join(paragraphs)


def system_command(system: Any, spec: Any, leaf: str) -> click.Command:
    """The click command for ``spec`` (a ``rules.system.Command`` of ``system``), named ``leaf``."""
    from rules.system import preview_fields

    own = [field_param(name, info, complete.argument_values(spec.name, name)) for name, info in spec.args.model_fields.items()]
    taken = {p.name for p in own}
    params = own + [p for p in action_options() if p.name not in taken]

    def callback(**values: Any) -> None:
        ctx = click.get_current_context()
        args = given_arguments(ctx, spec.args, values)
        reason = values.get("reason") if "reason" not in spec.args.model_fields else None
        if preview_fields(spec.args):          # --odds and the like: printed before the action, never recorded
            from ledger.cli.odds import show_previews

            show_previews(system, spec, args, values)
        run_action(system, spec.name, args, values.get("store"), values.get("campaign"), values.get("actor"), reason,
                   json_=bool(values.get("json_")), lang=values.get("lang"))

    return Command(leaf, params=params, callback=callback, help=command_help(spec), short_help=spec.help,
                         context_settings={"help_option_names": ["-h", "--help"]})


def run_action(system: Any, command: str, args: dict[str, Any], store: str | None, campaign: str | None, actor: str,
               reason: str | None = None, json_: bool = False, lang: str | None = None) -> None:
    """Record one action and print it: a header line (``action N command (actor) · session S, scene C``) and
    the lines the history table shows for it (the system's summaries, then what changed, before → after),
    or with ``json_`` its history row (``ledger history --json``'s keys). Refusals exit 2 with one line."""
    from ledger.projections.history import command_text, table_lines, why_texts
    from ledger.projections.rows import Marks, iter_rows, view

    def work() -> Any:
        code = system.lang(lang)
        return (code, *session().ledger(store).act(campaign, command, args, actor, reason, system=system.id))

    code, camp, events = guarded(work)
    rows = list(iter_rows([view(e) for e in events], Marks(), system, lang=code, table=not json_, state=camp.state))
    state = camp.state
    for row in rows:
        row["session"] = int((state.get("session") or {}).get("number") or 0)
        row["scene"] = int((state.get("scene") or {}).get("number") or 0)
    if json_:
        return dump(rows[0] if len(rows) == 1 else rows)
    w = lambda k: system.word(k, code)  # noqa: E731
    lines = []
    for row in rows:
        lines.append(f"{w('action')} {row['action']}: {safe(command_text(row['command'], code, system))} ({safe(row['actor'])}) · {w('session')} "
                     f"{row['session']}, {w('scene')} {row['scene']}")
        lines += [f"  {safe(line)}" for line in table_lines(row)]
        if row["why"]:
            lines.append(f"  {w('why')}: {safe(', '.join(why_texts(row, code, system)))}")
    click.echo("\n".join(lines))


def read_command(system: Any, name: str, read: Any) -> click.Command:
    """A click command for a system's read (``rules.system.Read``), with the read's own arguments."""
    own = [field_param(n, info, complete.for_read(info)) for n, info in read.args.model_fields.items()] if read.args else []

    def callback(store: str | None = None, campaign: str | None = None, json_: bool = False, lang: str | None = None,
                 **values: Any) -> None:
        args = given_arguments(click.get_current_context(), read.args, values) if read.args else {}
        show_read(system, read, store, campaign, json_, lang, args, values)

    return Command(name, params=[*own, *store_options(), *read_options(), *moment_options()], callback=callback,
                         help=read.help, short_help=read.help, context_settings={"help_option_names": ["-h", "--help"]})


def show_read(system: Any, read: Any, store: str | None, campaign: str | None, json_: bool, lang: str | None,
              args: dict[str, Any] | None = None, when: dict[str, Any] | None = None) -> None:
    """Print a system read (now, or at the moment ``when`` names) as JSON or as a two-column table."""
    from rules.system import validation_error

    def work() -> Any:
        camp, at = campaign_then(store, campaign, when or {})
        code = system.lang(lang)
        given = dict(args or {})
        if read.args:
            from pydantic import ValidationError

            try:
                given = read.args.model_validate(given).model_dump()
            except ValidationError as exc:
                raise validation_error(exc) from None
        if read.events:
            records = session().ledger(store).records(camp.name, upto=at)
            return camp, code, read.view(records, camp.state, code, **given)
        return camp, code, read.view(camp.state, code, **given)

    camp, code, data = guarded(work)
    if json_:
        return dump(data)
    table(f"{system.word(read.title, code)} — {camp.name}", ["field", "value"], [list(r) for r in read.rows(data, code)],
          show_header=False)


class SystemGroup(TextChecked, click.Group):
    """A group of a system's commands (``session start``, ``session end``); with a read of the same name,
    calling the group alone shows the read."""

    def __init__(self, system: Any, name: str, specs: list[Any], read: Any | None) -> None:
        self.system = system
        self.read = read
        params = [*store_options(), *read_options(), *moment_options()] if read else []
        super().__init__(name, params=params, invoke_without_command=read is not None, no_args_is_help=read is None,
                         help=system.groups.get(name, ""), short_help=system.groups.get(name, ""),
                         callback=self._show if read else None)
        for spec in specs:
            self.add_command(system_command(system, spec, spec.name.split(" ", 1)[1]))

    def _show(self, store: str | None = None, campaign: str | None = None, json_: bool = False, lang: str | None = None,
              **when: Any) -> None:
        ctx = click.get_current_context()
        if ctx.invoked_subcommand is None:
            show_read(self.system, self.read, store, campaign, json_, lang, None, when)


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


# --- finding the system of a command --------------------------------------------------------------------

def prescan(args: list[str]) -> tuple[str | None, str | None, bool]:
    """(``--store``, ``--campaign``, help asked) read from a command's raw arguments before parsing."""
    import os

    store, campaign, wants_help = None, os.environ.get("LEDGER_CAMPAIGN"), False
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            break
        if arg in ("--help", "-h"):
            wants_help = True
        for opts, slot in ((("--store",), "store"), (("--campaign", "-c"), "campaign")):
            for opt in opts:
                value = None
                if arg == opt and i + 1 < len(args):
                    value = args[i + 1]
                elif arg.startswith(opt + "=") and opt.startswith("--"):
                    value = arg[len(opt) + 1:]
                if value is not None:
                    if slot == "store":
                        store = value
                    else:
                        campaign = value
        i += 1
    return store, campaign, wants_help


class LedgerGroup(TextChecked, click.Group):
    """The ``ledger`` group: core commands, then the commands of the campaign's game system.

    A name that is not a core command is looked up in the system of the campaign the arguments point
    at; with ``--help`` and no usable store, in ``--system`` or the registered systems that have it.
    """

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse as click does, then run what an eager option left for when the whole line is known
        (``ctx.meta["ledger.after_parse"]``, given the words after the options; ``--show-completion``)."""
        rest = super().parse_args(ctx, args)
        after = ctx.meta.pop("ledger.after_parse", None)
        if after is not None:
            after([*getattr(ctx, "_protected_args", []), *ctx.args])   # click 8: the command word is kept apart
        return rest

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None, list[str]]:
        """Remember the raw arguments (for ``prescan``), then resolve as click does."""
        ctx.meta["ledger.args"] = list(args)
        return super().resolve_command(ctx, args)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """A core command, or ``cmd_name`` from the system this invocation works on."""
        core = super().get_command(ctx, cmd_name)
        if core is not None:
            return core
        from rules import get_system, registered

        systems = registered()
        owners = [sid for sid in systems if cmd_name in entry_names(get_system(sid))]
        if not owners:
            return None
        system_id = self.system_for(ctx, cmd_name, owners)
        system = get_system(system_id)
        entries = system_entries(system)
        if cmd_name not in entries:
            others = ", ".join(get_system(o).title for o in owners)
            raise Refused(f"command: {cmd_name!r} is not a command of {system.title}; it belongs to {others}. "
                          f"Allowed: {', '.join(entry_names(system))}")
        return entries[cmd_name]

    def system_for(self, ctx: click.Context, cmd_name: str, owners: list[str]) -> str:
        """The system id of this invocation: ``--system``, else the campaign's, else (help only) the one
        registered system that has ``cmd_name``."""
        chosen = ctx.params.get("system")
        if chosen:
            from rules import get_system

            return guarded(lambda: get_system(chosen)).id
        raw = ctx.meta.get("ledger.args", [])[1:]
        store, campaign, wants_help = prescan(raw)
        try:
            return guarded(lambda: _campaign_system(ctx, store, campaign))
        except Refused:
            if not wants_help:
                raise
        if len(owners) == 1:
            return owners[0]
        fail(f"system: {cmd_name!r} is a command of {', '.join(owners)}; name one with ledger --system ID {cmd_name} --help")
        raise AssertionError  # unreachable

    def shell_complete(self, ctx: click.Context, incomplete: str) -> list[Any]:
        """Completion of a command name or of the group's options (``command_names``)."""
        return command_names(ctx, incomplete, super().shell_complete(ctx, incomplete))

    #: Section title -> the core commands shown under it in ``ledger --help`` (others: under "Other").
    sections: dict[str, list[str]] = {}

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Core commands by section (``sections``), then each registered system's commands (no store needed)."""
        shown: set[str] = set()
        for title, names in [*self.sections.items(), ("Other", sorted(self.commands))]:
            rows = []
            for name in names:
                cmd = self.commands.get(name)
                if cmd is None or cmd.hidden or name in shown:
                    continue
                shown.add(name)
                rows.append((name, cmd.get_short_help_str(150)))
            if rows:
                with formatter.section(title):
                    formatter.write_dl(rows)
        from rules import get_system, registered

        for sid in registered():
            system = get_system(sid)
            rows = []
            entries = system_entries(system)
            for name in entry_names(system):
                rows.append((name, entries[name].get_short_help_str(70)))
            with formatter.section(f"Commands of {system.title} (--system {sid})"):
                formatter.write_dl(rows)


def _campaign_system(ctx: click.Context, store: str | None, campaign: str | None) -> str:
    """The system id of the campaign ``campaign`` (or the only one) in ``store``; ``RuleError`` otherwise."""
    ledger = session(ctx).ledger(store)
    return ledger.campaigns()[ledger.campaign_name(campaign)]


def command_names(ctx: click.Context, incomplete: str, items: list[Any]) -> list[Any]:
    """Completion of a command name at the ``ledger`` group: its own ``items`` (core commands, or its options
    when ``incomplete`` starts with ``-``), then the commands of the campaign's system (of every registered
    system when no campaign can be read), with their one-line help."""
    from click.shell_completion import CompletionItem

    from rules import get_system, registered

    if incomplete.startswith("-"):
        return items
    try:
        store, campaign, _ = prescan(ctx.meta.get("ledger.args", [])[1:])
        systems = [_campaign_system(ctx, store, campaign)]
    except Exception:  # noqa: BLE001 - no store or campaign to read: every system's names
        systems = list(registered())
    known = {item.value for item in items}
    for sid in systems:
        system = get_system(sid)
        entries = system_entries(system)
        for name in entry_names(system):
            if name.startswith(incomplete) and name not in known:
                known.add(name)
                items.append(CompletionItem(name, help=entries[name].get_short_help_str(70)))
    return items
