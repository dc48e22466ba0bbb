"""The ``ledger`` group: the ledger's own commands, then the commands of the campaign's game system (only that
system's table is loaded), and the help that lists every system's commands.

Source: README "Using the ledger" (``ledger --help`` lists the ledger's own commands and, per registered game system,
that system's commands; a system's commands work only on its own campaigns).
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli.build import entry_names, system_entries
from ledger.cli.checked import TextChecked
from ledger.cli.common import Refused, fail, line_of
from ledger.cli.group_several import alone_help
from ledger.cli.language import spoken
from ledger.cli.line_campaign import campaign_system, prescan
from ledger.cli.refusals import guarded


class LedgerGroup(TextChecked, click.Group):
    """The ``ledger`` group: core commands, then the commands of the campaign's game system.

    A name that is not a core command is looked up in the system of the campaign the arguments point
    at; with ``--help`` and no usable store, in ``--system`` or the registered systems that have it.
    """

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse as click does, then run what an eager option left for when the whole line is known
        (``ctx.meta["ledger.after_parse"]``, given the words after the options; ``--show-completion``)."""
        ctx.meta.setdefault("ledger.line", list(args))
        rest = super().parse_args(ctx, args)
        after = ctx.meta.pop("ledger.after_parse", None)
        if after is not None:
            after([*getattr(ctx, "_protected_args", []), *ctx.args])   # click 8: the command word is kept apart
        return rest

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None, list[str]]:
        """Remember the raw arguments (for ``prescan``), then resolve as click does; ``ledger --lang CODE COMMAND``
        gives the command that ``--lang`` when it takes one and was not given its own (``with_root_lang``)."""
        ctx.meta["ledger.args"] = list(args)
        name, command, rest = super().resolve_command(ctx, args)
        return name, command, with_root_lang(ctx, command, rest)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """A core command, or ``cmd_name`` from the system this invocation works on: ``--system``, else the system
        of the campaign the arguments point at (only that system's commands are loaded), else (with ``--help`` and
        no usable store) the one registered system that has it."""
        core = super().get_command(ctx, cmd_name)
        if core is not None:
            return core
        from rules import get_system, registered

        chosen = ctx.params.get("system")
        store, campaign, wants_help = prescan(ctx.meta.get("ledger.args", [])[1:])
        problem: Refused | None = None
        if chosen:
            system_id: str | None = guarded(lambda: get_system(chosen)).id
        else:
            try:
                system_id = guarded(lambda: campaign_system(ctx, store, campaign))
            except Refused as exc:
                system_id, problem = None, exc
        if system_id is not None:
            system = get_system(system_id)
            if cmd_name in entry_names(system):
                return system_entries(system)[cmd_name]
        owners = [sid for sid in registered() if sid != system_id and cmd_name in entry_names(get_system(sid))]
        if not owners:
            return None
        if system_id is not None:
            others = ", ".join(get_system(o).title for o in owners)
            raise Refused(spoken(ctx, line_of(ctx), "command", f"{cmd_name!r} is not a command of {system.title}; "
                                 f"it belongs to {others}. Allowed: {', '.join(entry_names(system))}", system))
        reference = campaign is None and bool(owners) and all(cmd_name in get_system(o).reference for o in owners)
        if not wants_help and problem is not None and not reference:       # a reference list needs no campaign
            alone = alone_help(ctx, cmd_name, store, owners)                # a group alone: its help, exit 0
            if alone is not None:
                return alone
            raise problem
        if len(owners) == 1:
            return system_entries(get_system(owners[0]))[cmd_name]
        fail(f"system: {cmd_name!r} is a command of {', '.join(owners)}; name one with ledger --system ID {cmd_name}"
             + ("" if reference else " --help"))
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
        lang = getattr(formatter, "lang", "en")        # a ``SpokenFormatter``'s language (help_language)
        for sid, title, rows in system_listings():
            with formatter.section(f"Commands of {title} (--system {sid})"):
                formatter.write_dl(rows if lang == "en" else spoken_rows(sid, rows, lang))


def spoken_rows(system_id: str, rows: list[tuple[str, str]], lang: str) -> list[tuple[str, str]]:
    """A system's rows of ``ledger --help`` (name, one-line help) in ``lang`` when the system plays in it (its help
    table, ``GameSystem.help_of``: a command, else its group, else its read), as given otherwise. Loads the system
    only for a help asked in another language than English."""
    from rules import get_system

    system = get_system(system_id)
    if lang not in system.languages:
        return rows

    def said(name: str, text: str) -> str:
        for key in (name, f"group: {name}", f"read: {name}"):
            try:
                found = system.help_of(key, None, lang)
            except KeyError:
                continue
            return found.split("\n")[0] if found else text
        return text
    return [(name, said(name, text)) for name, text in rows]


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
        systems = [campaign_system(ctx, store, campaign)]
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


def system_listings() -> list[tuple[str, str, list[tuple[str, str]]]]:
    """(system id, title, [(command, one-line help)]) of every registered system, as ``ledger --help`` lists them.

    The listing is derived from the systems' command tables, which take a while to import; it is kept in the
    ledger's cache folder (``ledger.kept_files.cache_file``'s, ``LEDGER_CACHE``) under the digest of the code
    that made it, so that a later ``--help`` loads no table. A house system outside this repository
    (``LEDGER_SYSTEMS``) is never kept (its code is not in the digest); anything wrong with the kept file only
    means the listing is made again."""
    import orjson

    from rules import SYSTEM_MODULES, get_system, registered

    where = _listing_file()
    kept: dict[str, Any] = {}
    if where is not None:
        try:
            kept = orjson.loads(where.read_bytes())
        except (OSError, orjson.JSONDecodeError):
            kept = {}
        kept = kept if isinstance(kept, dict) else {}
    found, changed = [], False
    for sid, module in registered().items():
        entry = kept.get(sid) if SYSTEM_MODULES.get(sid) == module else None
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], list)):
            system = get_system(sid)
            entries = system_entries(system)
            entry = [system.title, [[name, entries[name].get_short_help_str(70)] for name in entry_names(system)]]
            changed = changed or SYSTEM_MODULES.get(sid) == module
            kept[sid] = entry
        found.append((sid, str(entry[0]), [(str(a), str(b)) for a, b in entry[1]]))
    if changed and where is not None:
        from ledger.kept_files import keep

        keep(where, orjson.dumps({k: v for k, v in kept.items() if k in SYSTEM_MODULES}), "help-*.json")
    return found


def _listing_file() -> Any:
    """The kept ``--help`` listing of this code (None when ``LEDGER_CACHE`` is off)."""
    from ledger.kept_files import cache_file, code_digest

    cache = cache_file()
    return None if cache is None else cache.parent / f"help-{code_digest()[:16]}.json"


#: Where ``ledger --lang CODE`` keeps its code for the command after it (``click.Context.meta``).
ROOT_LANG = "ledger.root_lang"


def with_root_lang(ctx: click.Context, command: click.Command | None, rest: list[str]) -> list[str]:
    """``rest`` (the words after the command's name) with ``--lang CODE`` added when the line gave ``ledger --lang
    CODE`` (``ROOT_LANG``), the command takes ``--lang`` and the words give none: the command then checks and speaks
    it as its own (a code its system lacks is refused as ``COMMAND --lang CODE`` would be); put before a ``--``.
    Source: README "Using the ledger" (``--lang``)."""
    from ledger.cli.language import typed

    code = ctx.meta.get(ROOT_LANG)
    takes = command is not None and any(getattr(p, "name", None) == "lang" for p in command.params)
    if code is None or not takes or typed(rest, "--lang") is not None:
        return rest
    at = rest.index("--") if "--" in rest else len(rest)
    return [*rest[:at], "--lang", code, *rest[at:]]
