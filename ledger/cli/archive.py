"""CLI commands for the archivist: the chronicle (a campaign's record to read aloud).

Source: README "The chronicle: a record to read aloud". The command reads the store and writes one file; nothing is recorded.
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli.options import command, store_options
from ledger.cli.common import fail, safe
from ledger.cli.refusals import guarded, in_campaign_language
from ledger.cli.session import session, store_path
from rules.numbers import counted
from rules.archive_lines import line
from rules.errors import RuleError


@command(*store_options(),
         click.Option(["--format", "fmt"], type=click.Choice(["md", "html"]), metavar="md|html",
                      help="Markdown or a self-contained HTML page (default: from FILE's ending)."),
         click.Option(["--out"], required=True, metavar="FILE", help="The file to write (its folder must exist)."),
         click.Option(["--lang"], metavar="LANG", help="The system's terms, the line printed and the refusals in this "
                                                        "language (default its first)."),
         click.Option(["--force"], is_flag=True, help="Replace FILE when it exists."))
def chronicle(store: str | None, campaign: str | None, fmt: str | None, out: str, lang: str | None, force: bool) -> None:
    """Write the campaign's chronicle: sessions and scenes in order, every roll with its dice, total and
    outcome, picks and changes, undone actions struck through with the reason, amended ones with the
    correction; a cast page with each character's sheet and arc chart.

    The file is new and readable and writable by you only (0600); an existing file is refused unless
    --force. The HTML page needs nothing else: no script, no network, readable on a phone, printable.

    \b
    Examples: ledger chronicle --format html --out halcyon.html
              ledger chronicle --format md --out halcyon.md --lang es
    """
    from ledger.chronicle import FORMATS, target, write
    from ledger.service.archiving import chronicle as make

    if fmt is None:
        fmt = next((k for k, ends in FORMATS.items() if out.lower().endswith(ends)), None)
        if fmt is None:
            fail(in_campaign_language(RuleError("format", "give --format md or --format html (FILE's ending names "
                                                          "neither)")))
    path = guarded(lambda: target(out, force, keep=[store_path(store).path]))

    def work() -> Any:
        camp, text = make(session().ledger(store), campaign or None, fmt, lang)
        return camp, write(path, text, force)          # written as it is made (memory flat in the campaign's size)

    from ledger.service.campaign_language import campaign_system

    camp, size = guarded(work)
    code = campaign_system(camp).lang(lang)           # the chronicle's own language, checked as it was made
    click.echo(line(code, f"wrote the chronicle of {safe(camp.name)} ({fmt}, {counted(size, 'byte', 'en')}) to {safe(path)}"))


COMMANDS = [chronicle]
