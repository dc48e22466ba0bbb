"""Shared pieces of the CLI: output, one-line refusals, whole numbers as a command line takes them. Imports no other
module of the CLI: the store and session a command works on are ``ledger.cli.session``'s, a refusal worded in its
campaign's language ``ledger.cli.refusals``'.

Source: README "Using the ledger" (--store, --as, --json, --lang; one-line refusals) and docs/adding-a-game-system.md (the CLI knows
no game system). Heavy imports (rich, the store) happen inside the functions that use them, so that
``ledger --version`` and ``--help`` start fast.
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING, Any

import click
import orjson

from ledger.cli.refused import Refused, fail  # noqa: F401 - the refusal every command module takes from here
from ledger.inputs import ACTION_NUMBER

if TYPE_CHECKING:
    from rich.console import Console

    from rules.system import GameSystem

class Whole(click.IntRange):
    """A whole number from ``low`` to ``high`` as a command line takes it (64 bits at most, as every road in checks:
    ``ledger.inputs``). Help shows the range only when it is narrower than 64 bits. A ``checked`` one refuses
    anything else in one line naming the option as typed and the range (``rules.args.whole_range_text``:
    ``minutes: a whole number from 1 to 10080``, in the line's language: ``ledger.cli.language.spoken``), exit 2; an unchecked one (a command model's field: its bounds,
    ``rules.args.bounds``) takes any 64-bit number and leaves the range to the model's check, which words it the
    same way in the campaign's language on every face (``rules.args.validation_error``). A number past 64 bits is
    refused by either with the field's own range, or ``rules.whole_numbers.DIGITS_ALLOWED`` for a field with none
    (``beyond_text``: never the 64-bit bound); an unchecked one with ``what`` (an action's number) takes any whole
    number, for the service to refuse with the campaign's range."""

    def __init__(self, low: int = -(2**63), high: int = 2**63 - 1, checked: bool = True, what: str | None = None) -> None:
        super().__init__(low, high)
        self.checked = checked
        self.what = what                    # the refusal's words when not the range's (an action's number)

    def _describe_range(self) -> str:
        from rules.whole_numbers import WHOLE_RANGE

        if self.max == WHOLE_RANGE[1]:
            return "" if self.min == WHOLE_RANGE[0] else f"x>={self.min}"
        return f"x<={self.max}" if self.min == WHOLE_RANGE[0] else f"{self.min}..{self.max}"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """``value`` as a whole number in range. Raises ``click.BadParameter`` for text that is no number (a usage
        error; a number is an optional sign and ASCII digits, ``rules.whole_numbers.WHOLE_TEXT``: ``1_0`` and `` 3 `` are
        not), ``Refused`` naming the option and the range for a number outside it."""
        from rules.whole_numbers import WHOLE_RANGE, beyond_text, is_whole_text, whole_range_text

        if isinstance(value, bool) or not isinstance(value, int) and not is_whole_text(str(value)):
            self.fail(f"{str(value)!r} is not a whole number (an optional sign and digits 0-9)", param, ctx)
        text = str(value)
        number = value if isinstance(value, int) else int(text) if len(text.lstrip("+-")) <= 20 else None
        within = number is not None and WHOLE_RANGE[0] <= number <= WHOLE_RANGE[1]
        if self.what is not None and not self.checked:
            return int(text)                       # an action's number: the campaign's range says (the service)
        if within and (not self.checked or self.min <= number <= self.max):   # an unchecked one: the model bounds it
            return number
        from ledger.cli.language import spoken     # imports no module of the CLI: no cycle

        opts = [o for o in getattr(param, "opts", []) if o.startswith("--")] if isinstance(param, click.Option) else []
        name = (max(opts, key=len)[2:] if opts else getattr(param, "name", None)) or "value"
        allowed = f"{whole_range_text(self.min, self.max)} (got {number})" if within else beyond_text(self.min, self.max)
        raise Refused(spoken(ctx, line_of(ctx), name, self.what or allowed))


#: A whole number as a command line takes it: within 64 bits, as every road in checks (``ledger.inputs``); click
#: refuses anything else in one line naming the option, exit 2.
WHOLE = Whole(checked=False)
#: A count of at least one, within 64 bits.
COUNT = Whole(1)
#: An action's number as a correction takes it (``ACTION``, ``--to``): any whole number as typed (a negative one too:
#: ``ledger.cli.checked.Command`` reads ``-1`` as a value), refused by the correction with the campaign's own range
#: (``ledger.action_numbers.action_numbers``: ``actions run 1..N``).
ACTION = Whole(checked=False, what=ACTION_NUMBER)


def line_of(ctx: click.Context | None) -> list[str]:
    """The words of the running command line after ``ledger`` (kept by the ``ledger`` group as it parses)."""
    return list(ctx.find_root().meta.get("ledger.line", [])) if ctx is not None else []


def out() -> Console:
    """The console for results (markup off: names, titles and notes are the users' text), made for each print: rich
    reads the width (``$COLUMNS``, else the terminal's) when a console is made, so one kept for the process would lay
    every later table out at the first command's width (the live shell's window resized; a test's commands run in
    one process)."""
    from rich.console import Console

    return Console(soft_wrap=True, markup=False, highlight=False, emoji=False)


def dump(data: Any) -> None:
    """Print ``data`` as indented JSON with sorted keys (stable byte for byte)."""
    sys.stdout.write(orjson.dumps(data, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS).decode() + "\n")


def safe(text: Any) -> str:
    """User text made safe for a terminal, on one line: line breaks, tabs, control and format characters
    (ESC, BEL, C1, U+202E, U+2066..U+2069, U+200B, U+FEFF...) shown as visible escapes (``ledger.user_text.one_line``)."""
    from ledger.user_text import one_line

    return one_line(text)


def cell(text: Any) -> str:
    """A table cell made safe line by line (``ledger.user_text.lines_safe``): the cell's own line breaks stay,
    so user text in it must have gone through ``safe`` before it was joined with newlines."""
    from ledger.user_text import lines_safe

    return lines_safe(text)


#: The most characters of one user value (quoted, in brackets, or one unbroken word) an error line repeats;
#: a longer one is cut there and ends in "…".
VALUE_LIMIT = 300
#: The most characters of an ``error:`` line after ``error: ``; a longer line is cut there and ends in "…".
LINE_LIMIT = 1000
#: A long quoted value starts at a quote no letter or digit comes before and ends at one none comes after, so the
#: prose between the closing quote of one short value and the opening quote of the next is never taken for one.
_QUOTED = re.compile(r"(?<!\w)'[^'\n]{%d,}'(?!\w)|(?<!\w)\"[^\"\n]{%d,}\"(?!\w)|\([^()\n]{%d,}\)|[^\s'\"()]{%d,}"
                     % ((VALUE_LIMIT + 1,) * 4))


def clip(text: str) -> str:
    """``text`` with every quoted (``'…'``, ``"…"``), bracketed (``(…)``) or unbroken value longer than
    ``VALUE_LIMIT`` characters cut to that many followed by ``…`` (the closing quote kept), and the whole cut
    to ``LINE_LIMIT`` characters (then ending in ``…``). Linear in ``len(text)``.

    Source: a newcomer's test pass (an error line repeated a 1 MB argument whole)."""
    def cut(match: re.Match[str]) -> str:
        value = match.group(0)
        if value[0] in "'\"(":
            return value[:VALUE_LIMIT + 1] + "…" + value[-1]
        return value[:VALUE_LIMIT] + "…"

    text = _QUOTED.sub(cut, text)
    return text if len(text) <= LINE_LIMIT else text[:LINE_LIMIT] + "…"


def error_line(message: Any) -> str:
    """The one ``error: MESSAGE`` line the CLI and ``ledger play`` print for a refusal or a failure: the
    message on one line (whitespace runs made one space), made safe for a terminal (``safe``) and cut to a
    sane length (``clip``), any password a URL in it holds hidden (``ledger.store.locations.redact``). No newline at
    the end."""
    from ledger.store.locations import redact

    return "error: " + clip(safe(redact(" ".join(str(message).split()))))


def say_error(message: Any) -> None:
    """Print ``error_line(message)`` on stderr."""
    click.echo(error_line(message), err=True)


def system_of(camp: Any) -> GameSystem:
    """The game system a campaign was created with (``camp``: a campaign or its read), speaking the campaign's
    language by default (``ledger.service.campaign_language.speaking``)."""
    from rules import get_system
    from ledger.service.campaign_language import speaking

    return speaking(get_system(camp.system), getattr(camp, "state", None))


def actor_text(actor: str, system: Any, code: str) -> str:
    """Who acted, as a history line shows it in ``code``: the GM (``--as GM``, a name no character may take) in the
    system's word for the GM (``GameSystem.word("GM")``), a character by its name as recorded."""
    return system.word("GM", code) if actor == "GM" else actor


def table(title: str, columns: list[str], rows: list[list[str]], show_header: bool = True) -> None:
    """Print a rich table; every cell is user-safe text (see ``cell``). Its lines are written a few thousand pieces
    at a time as rich lays them out (the bytes ``Console.print`` writes for a soft-wrapping console, without holding
    the whole laid-out table: memory flat in a long table's length, beyond its cells)."""
    import itertools

    from rich.segment import Segments
    from rich.table import Table

    t = Table(title=safe(title), show_header=show_header)
    for i, col in enumerate(columns):
        t.add_column(col, style="bold" if not show_header and i == 0 else None)
    for row in rows:
        t.add_row(*(cell(c) for c in row))
    console = out()
    # what Console.print renders with for a soft-wrapping console (no wrap, overflow ignored, nothing cropped)
    options = console.options.update(justify=None, overflow="ignore", height=None, no_wrap=True, markup=None,
                                     highlight=None)
    pieces = console.render(t, options)
    while batch := list(itertools.islice(pieces, 4096)):
        console.print(Segments(batch))


def scalar(text: str) -> Any:
    """Parse an option value typed on the command line: true/false, null, a whole number spelled as every face takes
    one (``rules.whole_numbers.WHOLE_TEXT``), else the text, which the field's own check reads or refuses (``1_0``
    stays text, and a whole-number field refuses it naming itself)."""
    low = text.lower()
    if low in ("true", "yes"):
        return True
    if low in ("false", "no"):
        return False
    if low in ("null", "none"):
        return None
    from rules.whole_numbers import is_whole_text

    if is_whole_text(text) and len(text) <= 4000:          # Python reads at most 4,300 digits
        return int(text)
    return text                                           # left to the field: 1_0 is no whole number


#: How close a mistyped option must be to one the command takes to be suggested: difflib's own default cutoff.
CLOSE = 0.6


def usage_text(exc: click.UsageError) -> str:
    """Click's usage error ``exc`` as one line, an unknown option's suggestions kept only when close to what was
    typed: click compares the options whole, so the shared ``--`` makes any two short options look alike
    (``--bogus`` and ``--odds``); here the names are compared without their dashes, at difflib's default cutoff
    (``CLOSE``), and no suggestion is made when none is close. Source: click's ``NoSuchOption`` (``difflib``'s
    ``get_close_matches``) and the developers' guide (a refusal says what is allowed, never a wrong lead)."""
    import difflib

    if isinstance(exc, click.NoSuchOption) and exc.possibilities:
        bare = exc.option_name.lstrip("-")
        kept = [p for p in exc.possibilities
                if difflib.SequenceMatcher(None, bare, p.lstrip("-")).ratio() >= CLOSE]
        if kept != list(exc.possibilities):
            exc = click.NoSuchOption(exc.option_name, possibilities=kept or None, ctx=exc.ctx)
    return " ".join(exc.format_message().split())
