"""Shared pieces of the CLI: the typer apps, option types, output helpers and the action runner.

Source: issue #2 item 6 (one command per action; --store, --as, --json, --lang; one-line refusals).
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Annotated, Any, Optional

import orjson
import typer
from rich.console import Console
from rich.text import Text

from rules import get_system
from rules.errors import RuleError

if TYPE_CHECKING:
    from ledger.app import LedgerApp

# The store, projections and scripts are imported inside the functions that use them, so that
# ``ledger --version`` and ``--help`` start fast.

app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                  help="An event-sourced campaign ledger for tabletop RPGs (Masks: A New Generation).")
session_app = typer.Typer(no_args_is_help=True, help="Session phases: start, end.")
scene_app = typer.Typer(no_args_is_help=True, help="Scene phases: start, end.")
influence_app = typer.Typer(no_args_is_help=True, help="Influence: give, take-advantage, accept.")
team_app = typer.Typer(help="The Team pool: show it, spend, act selfishly, set the leader.")
battle_app = typer.Typer(no_args_is_help=True, help="Enter or leave battle as a team.")
app.add_typer(session_app, name="session")
app.add_typer(scene_app, name="scene")
app.add_typer(influence_app, name="influence")
app.add_typer(team_app, name="team")
app.add_typer(battle_app, name="battle")

# markup=False everywhere: names, titles and notes are the users' text and are printed literally.
out = Console(soft_wrap=True, markup=False, highlight=False)
err = Console(stderr=True, soft_wrap=True, markup=False, highlight=False)

Store = Annotated[Optional[str], typer.Option("--store", help="SQLite store file (default $LEDGER_STORE or ./campaign.ledger.sqlite).", show_default=False)]
CampaignOpt = Annotated[Optional[str], typer.Option("--campaign", "-c", envvar="LEDGER_CAMPAIGN", help="Campaign name (optional when the store holds one).")]
As = Annotated[str, typer.Option("--as", help="Who acts: GM or a character name.")]
Json = Annotated[bool, typer.Option("--json", help="Print JSON with stable keys (see README).")]
Lang = Annotated[str, typer.Option("--lang", help="Display language: en or es.")]


def fail(message: str, code: int = 2) -> None:
    """Print one ``error:`` line on stderr and exit with ``code``."""
    err.print(f"error: {message}", markup=False, highlight=False)
    raise typer.Exit(code)


def check_lang(lang: str) -> str:
    """``lang`` if it is en or es; otherwise exit with a one-line error."""
    if lang not in ("en", "es"):
        fail(f"lang: {lang!r} is not a language; allowed: en, es")
    return lang


def dump(data: Any) -> None:
    """Print ``data`` as indented JSON with sorted keys (stable byte for byte)."""
    sys.stdout.write(orjson.dumps(data, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS).decode() + "\n")


def store_path(store: str | None) -> Any:
    """The store file for ``--store`` (see ``ledger.app.store_path``); an empty ``--store ""`` is refused."""
    from ledger.app import store_path as _path

    if store is not None and not store.strip():
        fail("store: an empty path; give a file path such as campaign.sqlite")
    return _path(store)


def open_store(store: str | None, create: bool = False) -> LedgerApp:
    """Open the ledger store (``create`` allows a new file)."""
    from ledger.app import LedgerApp

    return LedgerApp(store_path(store), create=create)


def run(store: str | None, campaign: str | None, command: str, args: dict[str, Any], actor: str) -> None:
    """Execute one action and print what it recorded; refusals exit 2 with one line."""
    try:
        ledger = open_store(store)
        camp, events = ledger.execute(campaign, command, args, actor)
    except RuleError as exc:
        fail(str(exc))
        return
    from ledger.projections.history import summarise

    term = get_system(camp.system).views["term"]
    out.print(Text.assemble((f"action {camp.actions}", "bold"), f" {command} ({events[0].actor if events else actor})"))
    for ev in events:
        line = Text(f"  {summarise(ev.kind, ev.detail, 'en', term)}")
        if ev.cause:
            line.append(f"  ← {ev.cause}", style="dim")
        out.print(line)


def remove_empty_store(path: Any) -> None:
    """Delete a store file (and its -wal/-shm) that a refused create or replay made."""
    for suffix in ("", "-wal", "-shm"):
        try:
            os.remove(f"{path}{suffix}")
        except OSError:
            pass


def scalar(text: str) -> Any:
    """Parse an option value typed on the command line: true/false, null, an integer, else the text."""
    low = text.lower()
    if low in ("true", "yes"):
        return True
    if low in ("false", "no"):
        return False
    if low in ("null", "none"):
        return None
    try:
        return int(text)
    except ValueError:
        return text




def with_new_store(store: str | None, work: Any) -> Any:
    """Run ``work(ledger)`` on a store that may be created now; on a refusal, remove a store file this
    call created (so nothing is left behind) and exit with one line."""
    path = store_path(store)
    existed = path.exists()
    try:
        return work(open_store(store, create=True))
    except RuleError as exc:
        if not existed and path.exists():
            remove_empty_store(path)
        fail(str(exc))
