"""CLI commands for correcting mistakes and reviewing the past: undo, redo, amend, why, arc.

Source: README "Correcting mistakes and reviewing the past". The correcting commands record new events (nothing is deleted); the
reviewing ones are folds over the campaign's events, in the words of the campaign's system.
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli import complete
from ledger.cli.build import system_command
from ledger.cli.fields import given_arguments
from ledger.cli.options import check_lang, command, store_options
from ledger.cli.checked import Command
from ledger.cli.common import ACTION, Refused, dump, fail, line_of, safe, system_of, table, usage_text
from ledger.cli.language import spoken
from ledger.cli.refusals import guarded
from ledger.cli.session import session
from rules.whole_numbers import is_whole_text


def _who() -> list[click.Parameter]:
    return [click.Option(["--as", "actor"], default="GM", metavar="NAME", envvar="LEDGER_ACTOR", shell_complete=complete.actors,
                         help="Who corrects: GM or a character ($LEDGER_ACTOR)."),
            click.Option(["--reason"], metavar="TEXT", help="Why (shown in history)."),
            click.Option(["--json", "json_"], is_flag=True, help="Print what was done as JSON."),
            click.Option(["--lang"], metavar="LANG", shell_complete=complete.languages,
                         help="Language of the lines printed (the system's languages).")]


def show_report(report: Any, system: Any, json_: bool, dry_run: bool = False, reason: str | None = None,
                lang: str | None = None) -> None:
    """Print what an undo, redo or amend did (or would do), with the ``reason`` given (as other actions print
    theirs), in ``lang`` (``--lang``; None: the preferred or the system's first language, ``GameSystem.lang``):
    the ledger's words (``GameSystem.word``), a later action's refusal as its system words it, the revised
    actions' events as the history shows them. Raises ``RuleError("lang")`` for a language the system lacks."""
    code = system.lang(lang)
    w = lambda key: system.word(key, code)  # noqa: E731
    from ledger.projections.revisions import correction_answer

    data = correction_answer(report, system, code, dry_run)            # the API answers the same
    if json_:
        return dump(data)
    lines = [part for line in data["lines"] for part in _under(line)]   # as the desk's preview shows them
    if reason is not None:
        from ledger.user_text import kept_under

        lines[1:1] = kept_under(f"  {w('why')}: ", reason)
    click.echo("\n".join(lines))


def _under(line: str) -> list[str]:
    """One line of a correction's report made safe; a recap's or a note's line breaks in it as lines of their own,
    under the text after its label (``    was: ``). Source: README "Using the ledger" (a recap keeps its lines)."""
    if "\n" not in line and "\r" not in line:
        return [safe(line)]
    import re

    from ledger.user_text import kept_under

    head = re.match(r"\s*(?:[^:\n\r]*?: )?", line)
    cut = head.end() if head is not None else 0
    return kept_under(safe(line[:cut]), line[cut:])


@command(click.Argument(["action"], type=ACTION, required=False, metavar="ACTION", shell_complete=complete.actions),
         click.Option(["--to", "to"], type=ACTION, metavar="ACTION", help="Undo every action after this one."),
         click.Option(["--cascade"], is_flag=True, help="Also undo the later actions that depend on it."),
         click.Option(["--redecide"], is_flag=True,
                      help="Later actions that would only record different changes keep them, decided again."),
         click.Option(["--dry-run"], is_flag=True, help="Show what would change downstream; record nothing."),
         *_who(), *store_options())
def undo(action: int | None, to: int | None, cascade: bool, redecide: bool, dry_run: bool, actor: str, reason: str | None,
         json_: bool, lang: str | None, store: str | None, campaign: str | None) -> None:
    """Undo an action: an undo record is added, nothing is deleted; sheets and history fold without it.

    A later action that, decided again without it, would be refused or record different changes
    depends on it: the undo is then refused and names them, unless --cascade undoes them too.
    With --redecide, a later action that would only record different changes (a pool one lower, a total
    one higher) keeps its new outcome instead; only the ones that would be refused depend. --dry-run shows what
    the undo would undo and revise, as amend --dry-run does, and records nothing.

    \b
    Examples: ledger undo 12 --reason "wrong hero"
              ledger undo 12 --dry-run
              ledger undo 12 --cascade
              ledger undo 12 --redecide --cascade
              ledger undo --to 40
    """
    args = {"action": action, "to": to, "cascade": cascade, "redecide": redecide, "reason": reason}
    check_lang(lang, store, campaign)
    camp, report = guarded(lambda: session().ledger(store).correct(campaign or None, "undo",
                                                                   {k: v for k, v in args.items() if v is not None}, actor,
                                                                   dry_run=dry_run))
    guarded(lambda: show_report(report, system_of(camp), json_, dry_run, reason=reason, lang=lang))


@command(click.Argument(["action"], type=ACTION, metavar="ACTION", shell_complete=complete.actions),
         click.Option(["--cascade"], is_flag=True, help="Undo the later actions that would change."),
         click.Option(["--redecide"], is_flag=True,
                      help="Later actions that would only record different changes keep them, decided again."),
         click.Option(["--dry-run"], is_flag=True, help="Show what would change downstream; record nothing."),
         *_who(), *store_options())
def redo(action: int, cascade: bool, redecide: bool, dry_run: bool, actor: str, reason: str | None, json_: bool,
         lang: str | None, store: str | None, campaign: str | None) -> None:
    """Take an undo back: the action is decided again at its place, under the same dependency rule.
    --dry-run shows what the redo would redo, undo and revise, and records nothing.

    \b
    Examples: ledger redo 12
              ledger redo 12 --redecide --dry-run
    """
    args = {"action": action, "cascade": cascade, "redecide": redecide, "reason": reason}
    check_lang(lang, store, campaign)
    camp, report = guarded(lambda: session().ledger(store).correct(campaign or None, "redo",
                                                                   {k: v for k, v in args.items() if v is not None}, actor,
                                                                   dry_run=dry_run))
    guarded(lambda: show_report(report, system_of(camp), json_, dry_run, reason=reason, lang=lang))


def _amend_parser(system: Any, spec: Any) -> click.Command:
    """The target command's parser with every argument an optional ``--option`` (what an amend may change)."""
    cmd = system_command(system, spec, "amend")
    params = []
    for p in cmd.params:
        if p.name in ("store", "campaign", "actor", "reason") and p.name not in spec.args.model_fields:
            continue
        if isinstance(p, click.Argument):
            p = click.Option([f"--{p.name.replace('_', '-')}", p.name], type=p.type, metavar=p.metavar)
        else:
            p.required = False
        params.append(p)
    return Command("amend", params=params, add_help_option=False)


def _groups(action: int, extra: tuple[str, ...]) -> list[tuple[int, list[str]]]:
    """Split ``ACTION ARGS... --and ACTION ARGS...`` into (action, its arguments) pairs."""
    groups: list[tuple[int, list[str]]] = [(action, [])]
    tokens = list(extra)
    while tokens:
        token = tokens.pop(0)
        if token == "--and":
            if not tokens or not is_whole_text(tokens[0]):                                  # an optional sign, digits 0-9
                _refuse("and", "--and is followed by the number of another action to correct, then its arguments")
            groups.append((int(tokens.pop(0)), []))     # its range the campaign's: the correction refuses it
        else:
            groups[-1][1].append(token)
    return groups


def _refuse(field: str, message: str) -> None:
    """Refuse an amend's command line in one line (``RuleError(field)``), in the language of its campaign
    (``ledger.cli.refusals.in_campaign_language``: ``--lang``, ``LEDGER_LANG``, the campaign's, its system's)."""
    from rules.errors import RuleError

    def refused() -> None:
        raise RuleError(field, message)
    guarded(refused)


@click.pass_context
def _amend(ctx: click.Context, action: int, extra: tuple[str, ...], cascade: bool, dry_run: bool, actor: str,
           reason: str | None, json_: bool, lang: str | None, store: str | None, campaign: str | None) -> None:
    corrections: dict[int, dict[str, Any]] = {}
    system = None
    for number, tokens in _groups(action, extra):
        if number in corrections:
            _refuse("and", f"action {number} is corrected twice; give its arguments once")
        field = "action" if not corrections else "and"                        # an --and entry's number: "and"
        system, spec = guarded(lambda: session().ledger(store).action_command(campaign or None, number, field))
        parser = _amend_parser(system, spec)
        try:
            sub = parser.make_context("amend", tokens, parent=ctx)
        except click.UsageError as exc:
            allowed = ", ".join(p.opts[0] for p in parser.params if isinstance(p, click.Option)) or "no arguments"
            usage = usage_text(exc)                                 # click's words, worded by the action's system
            raise Refused(spoken(ctx, line_of(ctx), "argument", f"{usage} '{spec.name}' (action {number}) takes "
                                 f"{allowed}.", system)) from None
        given = given_arguments(sub, spec.args, sub.params)
        for key, value in list(given.items()):          # --pick '' alone: the list emptied
            if value == [""]:
                given[key] = []
        if not spec.args.model_fields:
            _refuse("action", f"'{spec.name}' (action {number}) takes no arguments, so there is nothing to amend; "
                              f"undo it instead (ledger undo {number})")
        corrections[number] = given
    first, *others = corrections
    args: dict[str, Any] = dict(corrections[first], action=first, cascade=cascade)
    if others:
        args["and"] = [dict(corrections[n], action=n) for n in others]
    if reason is not None:
        args["reason"] = reason
    check_lang(lang, store, campaign)
    camp, report = guarded(lambda: session().ledger(store).correct(campaign or None, "amend", args, actor, dry_run=dry_run))
    guarded(lambda: show_report(report, system_of(camp), json_, dry_run, reason, lang))     # the campaign's language


amend = Command(
    "amend", callback=_amend,
    params=[click.Argument(["action"], type=ACTION, metavar="ACTION", shell_complete=complete.actions),
            click.Argument(["extra"], nargs=-1, type=click.UNPROCESSED, metavar="[ARGUMENTS]..."),
            click.Option(["--cascade"], is_flag=True, help="Undo the later actions the correction makes illegal."),
            click.Option(["--dry-run"], is_flag=True, help="Show what would change downstream; record nothing."),
            *_who(), *store_options()],
    context_settings={"ignore_unknown_options": True, "help_option_names": ["-h", "--help"]},
    help="""Correct an action's input (dice, a pick, a target...): every later action is decided again.

The arguments are those of the original command, each as an --option (a positional one too: --character).
What changes downstream is shown before -> after per action; a later action the correction makes
illegal makes the amend refused, unless it is corrected in the same amend (--and N ARGUMENTS...) or
--cascade undoes it.

\b
Examples: ledger amend 12 --dice 6,3
          ledger amend 12 --dice 6,3 --dry-run
          ledger amend 12 --dice 6,3 --and 13 --pick DE1 --pick DE2""")


@command(click.Argument(["name"], metavar="NAME", shell_complete=complete.characters), click.Argument(["field"], metavar="FIELD"),
         *store_options(),
         click.Option(["--json", "json_"], is_flag=True, help="Print JSON."),
         click.Option(["--lang"], metavar="LANG", help="Display language."))
def why(name: str, field: str, store: str | None, campaign: str | None, json_: bool, lang: str | None) -> None:
    """Every action that changed one value of a character, oldest first: who, when, before -> after, and why.

    \b
    Example: ledger why Rook FIELD        (a value of the sheet, in any of the system's languages)
    """
    from ledger.projections.review import character_name, is_value_of, no_such_value, why as find

    def work() -> Any:
        ledger = session().ledger(store)
        camp = ledger.now(campaign or None)
        system = system_of(camp)
        code = system.lang(lang)
        stored = character_name(camp.state, name)
        rows = find(ledger.events(camp.name), system, stored, field)
        if not rows and is_value_of(camp.state, system, stored, field):     # a value the sheet shows, no field holds
            from ledger.service.people import Person
            from ledger.service.shown_whys import shown_whys

            rows = shown_whys(ledger, camp.name, stored, field, Person.OWNER)
        return camp, system, code, rows, stored

    camp, system, code, rows, stored = guarded(work)
    if not rows and (not json_ or not is_value_of(camp.state, system, stored, field)):
        fail(system.refusal(no_such_value(stored, field, camp.state), code))   # refused with --json too, as over the API
    if json_:
        return dump(rows)
    from ledger.projections.history import command_text
    from ledger.projections.who_acted import who_in
    from ledger.projections.why_words import cause_cell, said_value
    from ledger.user_text import kept_lines

    w = lambda k: system.word(k, code)  # noqa: E731
    said = lambda path, v: said_value(path, v, code, system)  # noqa: E731

    table(f"{name} {field} — {camp.name}", ["#", w("time"), w("who"), w("action"), w("before"), w("after"), w("cause")],
          [[*(safe(c) for c in (str(r["action"]), r["time"][:19].replace("T", " "), who_in(r, system, code),
                                command_text(r["command"], code, system), said(r["path"], r["before"]),
                                said(r["path"], r["after"]))), "\n".join(kept_lines(cause_cell(r, code, system)))]
           for r in rows])                  # every cell one line but the cause's: a reason's lines, each escaped


def arc_headers(cols: list[dict[str, Any]], names: list[str], system: Any, code: str) -> list[str]:
    """The arc table's column headers: ``session 2`` (``start`` for session 0), with the session's title after it
    (``session 2: The Ford``) where the screen (``ledger.cli.output.screen_width``) leaves each column room for it,
    cut with ``…`` where it leaves some, left out where it leaves none (``names``: the rows' names, whose longest
    the first column takes). User text made one-line-safe."""
    from ledger.cli.output import screen_width

    room = (screen_width() - min(max((len(x) for x in names), default=0), 24) - 4) // max(len(cols), 1) - 3
    out = []
    for c in cols:
        head = f"{system.word('session', code)} {c['session']}"
        title = safe(c.get("title") or "")
        free = room - len(head) - 2
        if title and free >= 4:
            head += ": " + (title if len(title) <= free else title[:free - 1] + "…")
        out.append(head)
    return out


@command(click.Argument(["name"], metavar="NAME", shell_complete=complete.characters), *store_options(),
         click.Option(["--json", "json_"], is_flag=True, help="Print JSON."),
         click.Option(["--lang"], metavar="LANG", help="Display language."))
def arc(name: str, store: str | None, campaign: str | None, json_: bool, lang: str | None) -> None:
    """How a character's tracked values moved across the campaign: one column per session.

    \b
    Example: ledger arc Rook --json
    """
    from ledger.projections.detail_words import kind_text, value_text
    from ledger.projections.review import arc as build

    def work() -> Any:
        ledger = session().ledger(store)
        camp = ledger.now(campaign or None)
        system = system_of(camp)
        code = system.lang(lang)
        return camp, system, code, build(lambda: ledger.events(camp.name), system, name, code)   # read twice, streamed

    camp, system, code, data = guarded(work)
    if json_:
        return dump(data)
    cols = data["sessions"]
    keys: list[str] = []
    for col in cols:
        keys += [k for k in col["values"] if k not in keys]
    kinds: list[str] = []
    for col in cols:
        kinds += [k for k in col["events"] if k not in kinds]
    title = f"{system.word('Arc', code)} — {data['name']} — {camp.name}"
    names = [k for k in keys] + [kind_text(k, code, system) for k in kinds]
    for at in range(0, max(len(cols), 1), ARC_COLUMNS):       # a long campaign: a table per block of sessions
        block = cols[at:at + ARC_COLUMNS]
        header = [""] + arc_headers(block, names, system, code)
        rows = [[k] + [value_text(c["values"].get(k), code, system) if k in c["values"] else "—" for c in block]
                for k in keys]
        rows += [[kind_text(k, code, system)] + [str(c["events"].get(k, 0) or "—") for c in block] for k in kinds]
        table(title if len(cols) <= ARC_COLUMNS else f"{title} ({at + 1}–{at + len(block)} / {len(cols)})", header, rows)


#: The most sessions one table of ``ledger arc`` shows; a longer campaign's arc is printed as a table per block of
#: as many (a screen holds no more, and each block is laid out on its own: memory flat in the campaign's length).
ARC_COLUMNS = 12


COMMANDS = [undo, redo, amend, why, arc]
