"""CLI commands that keep the record whole: verify, export, import, migrate.

Source: issue #7 items 1-4 (``ledger.archive.export``). ``verify`` exits 1 when it finds damage (0 when the
record is whole, 2 for bad input like every command).
"""

from __future__ import annotations

import sys

import click

from ledger.cli.options import command, store_options
from ledger.cli.common import dump, fail, guarded, safe, session, store_path


@command(*store_options(), click.Option(["--json", "json_"], is_flag=True, help="Print the counts and damage as JSON."))
def verify(store: str | None, campaign: str | None, json_: bool) -> None:
    """Check a campaign's record: the hash chain, every event folded with the divergence check, and every
    snapshot against the fold. Prints OK with counts, or the first bad event and exits with code 1.

    \b
    Example: ledger verify --campaign "Halcyon Nights"
    """
    from ledger.service.archiving import verify as check

    name, result = guarded(lambda: check(session().ledger(store), campaign or None))
    data = {"campaign": name, "ok": result.damage is None, "events": result.events, "chained": result.chained,
            "before_chain": result.legacy, "actions": result.actions, "snapshots": result.snapshots,
            "damage": None if result.damage is None else {"event": result.damage.version, "action": result.damage.action,
                                                          "kind": result.damage.kind, "what": result.damage.what},
            "notes": result.notes}
    if json_:
        dump(data)
    elif result.damage is None:
        click.echo(f"OK {safe(name)}: {result.events} events ({result.chained} chained"
                   + (f", {result.legacy} from before the chain" if result.legacy else "")
                   + f"), {result.actions} actions, {result.snapshots} snapshots agree with the fold")
        for note in result.notes:
            click.echo(f"note: {note}")
    else:
        click.echo(f"DAMAGED {safe(name)}: {safe(str(result.damage))}", err=True)
    if result.damage is not None:
        sys.exit(1)


@command(*store_options(),
         click.Option(["--out", "out"], required=True, metavar="FILE", help="The file to write (.gz: gzip; jsonl only)."),
         click.Option(["--format", "fmt"], type=click.Choice(["jsonl", "script", "history"]), default="jsonl", show_default=True,
                      help="jsonl: every stored event with its chain; script: a replayable campaign script; history: "
                           "the history rows as JSON (what a player or viewer may export)."),
         click.Option(["--keep-undone"], is_flag=True, help="script: keep undone actions as comments."),
         click.Option(["--force"], is_flag=True, help="Replace an existing file."))
def export(store: str | None, campaign: str | None, out: str, fmt: str, keep_undone: bool, force: bool) -> None:
    """Write a campaign's whole history to a file: JSON Lines (a header, then every event with its envelope
    and hash chain; streamed) or a campaign script that replays to the same sheets.

    \b
    Examples: ledger export --out halcyon.jsonl.gz
              ledger export --format script --out halcyon.yaml --keep-undone
    """
    from ledger.service.archiving import export as write

    if keep_undone and fmt != "script":
        fail("keep-undone: --keep-undone goes with --format script")
    name, count, what = guarded(lambda: write(session().ledger(store), campaign or None, out, fmt, keep_undone, force))
    click.echo(f"exported campaign {safe(name)}: {count} {what} to {safe(out)}")


@command(click.Argument(["file"], metavar="FILE"),
         click.Option(["--as", "rename"], metavar="NAME", help="Import under another name (the store has one of that name)."),
         click.Option(["--store"], metavar="PATH", help="Store (created when missing)."))
def import_(file: str, rename: str | None, store: str | None) -> None:
    """Rebuild a campaign from an export file (JSON Lines, .gz or plain): the file is checked whole first
    (format, order, hash chain, fold) and nothing is written when any line is bad.

    \b
    Example: ledger import halcyon.jsonl.gz --as "Halcyon Nights (copy)"
    """
    from ledger.service.archiving import import_file

    location = store_path(store)
    name, count = guarded(lambda: import_file(location, file, rename))
    click.echo(f"imported campaign {safe(name)}: {count} events")


import_.name = "import"


@command(click.Option(["--store"], metavar="PATH", help="Store file."))
def migrate(store: str | None) -> None:
    """Bring a store made by an earlier version up to date: mark it as the ledger's, and anchor the hash chain
    of every campaign whose events predate it (one new event; nothing recorded is rewritten).

    \b
    Example: ledger migrate --store old.sqlite
    """
    from ledger.service.archiving import migrate as run

    done = guarded(lambda: run(session().ledger(store)))
    for line in done or ["nothing to do: the store is up to date"]:
        click.echo(safe(line))


COMMANDS = [verify, export, import_, migrate]
