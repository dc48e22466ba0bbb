"""The ledger's own commands, the same for every game system: create, replay, campaigns, sheet, history.

Source: README "Using the ledger" (sheets, history; --json with stable keys; --lang; replay) and docs/adding-a-game-system.md (the
words and views come from the campaign's system).
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli import complete
from ledger.cli.common import COUNT, WHOLE, dump, fail, safe, scalar, system_of, table
from ledger.cli.options import campaign_then, command, lang_option, moment_of, moment_options, read_options, store_options
from ledger.cli.refusals import guarded
from ledger.cli.session import session, store_path
from ledger.cli.store_language import campaign_lang, named_words, store_lang, store_words
from rules.archive_lines import line
from rules.errors import RuleError
from rules.numbers import counted


def who_text(row: dict[str, Any], system: Any, code: str) -> str:
    """Who acted in history row ``row`` as a line in ``code`` shows it (``ledger.projections.who_acted.who_in``: the
    GM in the system's word for the GM). Source: README "Playing as a group"."""
    from ledger.projections.who_acted import who_in

    return who_in(row, system, code)


@command(click.Argument(["name"], metavar="NAME"),
         click.Option(["--system"], metavar="ID", help="Game system id (default: the first registered; see ledger --help)."),
         click.Option(["--option", "options"], multiple=True, metavar="KEY=VALUE",
                      help="Campaign option KEY=VALUE, as the system's options name it (repeat); see the README."),
         click.Option(["--store"], metavar="PATH", help="Store file (created when missing)."),
         click.Option(["--as", "actor"], default="GM", metavar="NAME", help="Who creates it."), lang_option())
def create(name: str, system: str | None, options: tuple[str, ...], store: str | None, actor: str,
           lang: str | None) -> None:
    """Create a campaign (and the store file if it does not exist).

    \b
    Example: ledger create "Halcyon Nights" --system ID --option KEY=VALUE
    """
    from rules import default_system, get_system

    try:
        known = get_system(system or default_system())
    except Exception:  # noqa: BLE001 - an unknown system is refused by create itself, in the shared words
        known = None
    code = guarded(lambda: campaign_lang(lang, known))        # the system's own language unless asked otherwise
    words = store_words(code, known)
    opts: dict[str, Any] = {}
    for item in options:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            fail(words(RuleError("option", f"{item!r} is not KEY=VALUE")))
        if key.strip() in opts:
            fail(words(RuleError("option", f"{key.strip()} is given twice; give each option once")))
        opts[key.strip()] = scalar(value.strip())
    from ledger.service.acting import create as make

    location = store_path(store)
    camp = guarded(lambda: make(location, name, system or default_system(), opts, actor, lang),   # --lang: kept
                   speak=lambda err: _as_typed_option(err, words(err)))
    click.echo(line(code, f"created campaign {safe(camp.name)} ({camp.system}, rules "
                          f"{get_system(camp.system).rules_version}) in {safe(location)}"))


def _as_typed_option(err: Any, said: str) -> str:
    """A refusal of ``create`` (``said``: ``field: message`` in the line's language) naming an option as
    ``--option KEY=VALUE`` typed it (``option KEY: ...``, not the campaign's ``options.KEY``)."""
    field = str(getattr(err, "field", ""))
    if field.startswith("options.") and said.startswith(field + ": "):
        return f"option {field[len('options.'):]}{said[len(field):]}"
    return said


@command(click.Argument(["script"], metavar="SCRIPT.yaml"),
         click.Option(["--store"], metavar="PATH", help="Store file (created when missing)."), lang_option())
def replay(script: str, store: str | None, lang: str | None) -> None:
    """Replay a campaign script into the store, all or nothing.

    \b
    Example: ledger replay sample_campaigns/SCRIPT.yaml --store campaign.sqlite
    """
    from ledger.service.campaign_language import campaign_system
    from ledger.service.replaying import replay as replay_script, script_language

    code = guarded(lambda: store_lang(lang))
    if lang is None:                                  # the language of the campaign the script names, as far as read
        code = named_words(*script_language(script), code)[0]
    location = store_path(store)
    camp, count = guarded(lambda: replay_script(location, script), speak=lambda err: _script_said(err, code))
    code = campaign_lang(lang, campaign_system(camp))           # the line in the campaign's language
    click.echo(line(code, f"replayed {counted(count, 'action', 'en')} into campaign {safe(camp.name)} "
                          f"({counted(camp.version, 'event', 'en')}) in "
                          f"{safe(location)}"))


def _script_said(err: Any, code: str) -> str:
    """A refusal of ``replay`` in ``code``: an entry the rules refused, or a header option, by the script's system
    when it plays in ``code`` (``ledger.errors.ScriptError.system``; the entry's field kept as ``entry N (command)``),
    anything else (an entry's refusal too, when the system lacks ``code``) by the frames every system of ``code``
    shares (``store_words``)."""
    from rules import get_system, registered

    sid = getattr(err, "system", None)
    system = get_system(sid) if sid in registered() else None
    refused = getattr(err, "refused", None)
    if system is None or code not in system.languages:
        speak = store_words(code)
        return f"{err.field}: {speak(refused)}" if refused is not None else speak(err)
    return f"{err.field}: {system.refusal(refused, code)}" if refused is not None else system.refusal(err, code)


@command(click.Option(["--store"], metavar="PATH", help="Store file."),
         click.Option(["--json", "json_"], is_flag=True, help="Print JSON."), lang_option())
def campaigns(store: str | None, json_: bool, lang: str | None) -> None:
    """List the campaigns in the store, with their game systems.

    \b
    Example: ledger campaigns --store halcyon.sqlite
    """
    words = store_words(guarded(lambda: store_lang(lang)))
    known = guarded(lambda: session().ledger(store).campaigns(), speak=words)
    if json_:
        return dump([{"name": k, "system": v} for k, v in known.items()])
    for k, v in known.items():
        click.echo(f"{safe(k)} ({v})")


@command(click.Argument(["name"], metavar="NAME", shell_complete=complete.characters), *store_options(), *read_options(),
         *moment_options())
def sheet(name: str, store: str | None, campaign: str | None, json_: bool, lang: str | None, **when: Any) -> None:
    """Show a character sheet, now or as it stood at an earlier moment.

    \b
    Examples: ledger sheet Gale --json
              ledger sheet Gale --session 1          (at the end of session 1)
              ledger sheet Gale --as-of 40
    """
    camp, at = guarded(lambda: campaign_then(store, campaign, when))
    system = system_of(camp)
    code = guarded(lambda: system.lang(lang))
    data = guarded(lambda: system.views.sheet(camp.state, name, code))
    moment = moment_of(camp, at, when, system, code)
    if json_:
        return dump(data if moment is None else {**data, "moment": moment})
    from ledger.user_text import data_safe

    rows = system.views.sheet_rows(data_safe(data), code) if system.views.sheet_rows is not None else [
        (k, str(v)) for k, v in data.items() if k != "display"]
    title = f"{data['name']} — {camp.name}" + (f" — {moment['text']}" if moment else "")
    table(title, ["field", "value"], [list(r) for r in rows], show_header=False)


@command(*store_options(), click.Option(["--character"], metavar="NAME", help="Only actions that involve this character.",
                                        shell_complete=complete.characters),
         click.Option(["--session", "at_session"], type=WHOLE, metavar="N", help="Only actions of session N."),
         click.Option(["--scene", "at_scene"], type=WHOLE, metavar="N", help="Only actions of scene N."),
         click.Option(["--actor"], metavar="NAME", help="Only actions taken by NAME (GM or a character)."),
         click.Option(["--kind"], metavar="KIND", help="Only actions of this command (roll, undo, amend, create...; the "
                      "kinds are listed below) or with this event kind (as --json shows it); one no action has is refused."),
         click.Option(["--since"], metavar="TIME", help="Only actions recorded at or after TIME (ISO 8601 date or date-time, UTC unless it says: 2026-11-30, 2026-11-30T10:55)."),
         click.Option(["--until"], metavar="TIME", help="Only actions recorded up to TIME (ISO 8601 date or date-time; a day or minute includes all of it)."),
         click.Option(["--last"], type=COUNT, metavar="N", help="Only the last N actions (of those the other options keep)."),
         click.Option(["--compact"], is_flag=True, help="One line per action instead of the table."),
         *read_options())
def history(store: str | None, campaign: str | None, character: str | None, at_session: int | None, at_scene: int | None,
            actor: str | None, kind: str | None, since: str | None, until: str | None, last: int | None, compact: bool,
            json_: bool, lang: str | None) -> None:
    """Show the full history: one row per action, what changed (before → after) and why.

    Undone and amended actions stay in the history, marked; undo, redo and amend are actions of their own.
    Long output goes through the pager ($PAGER) on a terminal; the rows are read one at a time, so a
    campaign of any length prints with flat memory.

    \b
    Examples: ledger history --last 20
              ledger history --character Rook --compact
              ledger history --session 2 --kind roll
    """
    from ledger.cli.output import write_json_stream
    from ledger.service.history import HistoryQuery

    query = HistoryQuery(character=character, session=at_session, scene=at_scene, actor=actor, kind=kind, since=since,
                         until=until, last=last)
    found = guarded(lambda: session().ledger(store).history(campaign or None, query, lang, table=not json_))
    camp, system, code = found.campaign, found.system, found.lang
    if json_:
        return guarded(lambda: write_json_stream(found.rows, encoded=found.encoded))
    w = lambda k: system.word(k, code)  # noqa: E731
    shown = [0]

    def counted() -> Any:
        for r in found.rows:
            shown[0] += 1
            yield r

    rows = counted()
    try:
        _history_rows(rows, compact, camp, system, code, w)
    finally:
        if not shown[0] and (at_session, at_scene, character, actor, kind, since, until) != (None,) * 7:
            click.echo(w("no action matches these filters"), err=True)       # filters valid, nothing between them


def _history_rows(rows: Any, compact: bool, camp: Any, system: Any, code: str, w: Any) -> None:
    """``history``'s rows printed (paged on a terminal): ``--compact`` lines, one block per action on a narrow
    screen, else the table. Source: README "Using the ledger" (``history``)."""
    from ledger.cli.output import TABLE_WIDTH, paged, record_chunks, screen_width, table_chunks
    from ledger.projections.history import command_text, mark_texts, table_lines, why_texts
    from ledger.user_text import kept_lines, kept_under

    def marks(r: dict[str, Any]) -> list[str]:
        return mark_texts(r, code, system)

    if compact:
        def lines() -> Any:
            for r in rows:
                what = "; ".join(table_lines(r))
                why = f"  ({w('why')}: {', '.join(why_texts(r, code, system))})" if r["why"] else ""
                flag = f"  [{', '.join(marks(r))}]" if marks(r) else ""
                yield safe(f"{r['action']:>4}  {r['session']}/{r['scene']}  {r['time'][:16].replace('T', ' ')}  "
                           f"{who_text(r, system, code)}: {command_text(r['command'], code, system)} — {what}{why}{flag}") + "\n"
        return guarded(lambda: paged(lines()))
    width = screen_width()
    title = f"{w('History')} — {camp.name}"
    if width < TABLE_WIDTH:                     # a narrow screen: one block per action, words never cut
        def records() -> Any:
            for r in rows:
                head = (f"{r['action']:>4}  {r['session']}/{r['scene']}  {safe(who_text(r, system, code))} · "
                        f"{safe(command_text(r['command'], code, system))}")
                body = [line for x in table_lines(r) for line in kept_lines(x)]   # a recap's lines and paragraphs
                if r["why"]:                    # a reason's lines and paragraphs, as a recap's
                    body += kept_under(f"{w('why')}: ", ", ".join(why_texts(r, code, system)), "")
                body += [f"[{safe(', '.join(marks(r)))}]"] if marks(r) else []
                yield head, r["time"][:16].replace("T", " "), body
        return guarded(lambda: paged(record_chunks(safe(title), records(), width)))
    short = width < 160                         # a middle screen: the time without its year
    cells = ([str(r["action"]), r["time"][5 if short else 0:16].replace("T", " "), f"{r['session']}/{r['scene']}", safe(who_text(r, system, code)),
              safe(command_text(r["command"], code, system)), "\n".join(line for x in table_lines(r) for line in kept_lines(x)),
              "\n".join([*(safe(m) for m in marks(r)),
                         *(kept_lines(", ".join(why_texts(r, code, system))) if r["why"] else [])])]
             for r in rows)             # each piece one-line-safe before the cell joins them (a reason cannot forge a row)
    columns = ["#", w("time"), w("session"), w("actor"), w("action"), w("what changed"), w("why")]
    guarded(lambda: paged(table_chunks(title, columns, cells, widths={0: 5, 1: 11 if short else 16, 2: 7, 3: 10, 4: 16},
                                       shares={5: 3, 6: 1})))


#: The ledger's own commands ``history --kind`` takes besides a system's.
OWN_KINDS = ("create", "undo", "redo", "amend")


def _kinds_epilog(ctx: click.Context, formatter: click.HelpFormatter) -> None:
    """``history --help``'s list of kinds: the commands of the campaign's system (of every registered system when
    no campaign can be read) and the ledger's own, each as the history's action column names it in the help's
    language (``GameSystem.command_word``, which ``--kind`` takes: ``ledger.projections.history_filters``), as typed
    in English or in a language the system lacks; the heading and the ledger's line in that language
    (``rules.help_frames``). Source: README "Using the ledger" (``history --kind``)."""
    from ledger.cli.line_campaign import prescan
    from rules import get_system, registered
    from rules.help_frames import said

    try:
        store, camp, _ = prescan(ctx.find_root().meta.get("ledger.args", [])[1:])
        ids = [session(ctx).ledger(store).system(camp or None).id]
    except Exception:  # noqa: BLE001 - no store or campaign to read: every system's commands
        ids = list(registered())
    lang = getattr(formatter, "lang", "en")               # a ``SpokenFormatter``'s language; click's own: English
    systems = [get_system(sid) for sid in ids]
    speaking = [s for s in systems if lang in s.languages and lang != "en"]

    def words(system: Any, commands: Any) -> str:
        if system not in speaking:
            return ", ".join(commands)
        return ", ".join(system.command_word(c, lang) for c in commands)

    with formatter.section("Kinds (--kind)"):
        own = words(speaking[0], OWN_KINDS) if speaking else ", ".join(OWN_KINDS)
        mine = said("The ledger's", lang)
        formatter.write_text(f"{mine}: {own}.")
        for system in systems:
            formatter.write_text(f"{system.title}: {words(system, system.commands)}.")


history.format_epilog = lambda ctx, formatter: _kinds_epilog(ctx, formatter)  # type: ignore[method-assign]

COMMANDS = [create, replay, campaigns, sheet, history]
