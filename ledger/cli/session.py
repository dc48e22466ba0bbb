"""What one invocation of the ledger works on: the stores it names (``--store``) and the service layer over each,
opened once per store and kept for ``ledger play``'s whole session.

Source: README "Using the ledger" (``--store``, ``LEDGER_STORE``; one-line refusals) and "At the table: ledger play"
(one session outlives its commands). Imports only the CLI's base pieces (``ledger.cli.common``) and the language of a
store's refusals (``ledger.cli.store_language``), which import nothing back: every other part of the CLI reads the
session here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from ledger.cli.refused import fail
from ledger.cli.store_language import asked_lang, store_words
from rules.errors import RuleError

if TYPE_CHECKING:
    from ledger.service import Ledger


def store_path(store: str | None, quiet: bool = False) -> Any:
    """The store for ``--store`` (a ``ledger.store.locations.Location``); an empty ``--store ""`` is refused. A
    password in ``--store`` is pointed to the environment in a note on stderr, unless ``quiet`` (a store read only to
    word a refusal: the refusal stays one line). A store that cannot be one is refused in one line (``Refused``,
    exit 2) in the language the command asks for before a campaign is read (``ledger.cli.store_language.asked_lang``),
    by the frames every system of it shares: no campaign's system can word it, the store being what failed."""
    from ledger.store.locations import locate, password_in

    if store is not None and not quiet and password_in(store):
        click.echo("note: the password in --store is visible to other users of this machine (ps) while the command "
                   "runs; give it in PGPASSWORD or ~/.pgpass, or the whole URL in LEDGER_STORE", err=True)
    try:
        location = locate(store)
    except RuleError as exc:
        fail(store_words(asked_lang())(exc))
    USED.append(location)
    return location


#: The stores the running invocation named (``store_path``): where to look for damage when it fails unexpectedly.
USED: list[Any] = []


class Session:
    """What one invocation works on: the store's ``Ledger`` (the service layer; opened once per store).

    Filled lazily from ``--store`` / ``LEDGER_STORE``; kept in the click context so that finding a command's game
    system and running it open the store once. ``warm`` (``ledger play``): the session outlives one command (see
    ``shared``), and each store's ledger keeps its campaigns loaded between commands.
    """

    def __init__(self, warm: bool = False) -> None:
        self._ledgers: dict[str, Ledger] = {}
        self.warm = warm

    def ledger(self, store: str | None, quiet: bool = False) -> Ledger:
        """The service layer over ``store`` (``--store``; None: ``$LEDGER_STORE`` or the default file; ``quiet``:
        ``store_path``'s). Refuses a path that cannot be a store (``store_path``)."""
        from ledger.service import Ledger

        location = store_path(store, quiet)
        key = str(location)
        if key not in self._ledgers:
            self._ledgers[key] = Ledger(location, warm=self.warm)
        return self._ledgers[key]

    def close(self) -> None:
        """Close every store this session opened (SQLite then removes its -wal and -shm files, left otherwise by a
        command that ended in a refusal); a store that cannot be closed cleanly is left to the process's end."""
        for ledger in self._ledgers.values():
            ledger.close()
        self._ledgers.clear()


#: The session every invocation in this process shares (``ledger play``), or None (one command a process).
SHARED: list[Session] = []


def shared(value: Session | None) -> None:
    """Make ``value`` the session of every following invocation in this process (None: each its own)."""
    SHARED[:] = [value] if value is not None else []


def session(ctx: click.Context | None = None) -> Session:
    """The ``Session`` of the running invocation (the shared one of ``ledger play`` when there is one)."""
    ctx = ctx or click.get_current_context()
    root = ctx.find_root()
    if "ledger.session" not in root.meta:
        root.meta["ledger.session"] = SHARED[0] if SHARED else Session()
        if not SHARED:
            ONE_OFF.append(root.meta["ledger.session"])
    return root.meta["ledger.session"]


#: The sessions of one-off invocations still open (``close_one_off`` closes them when the invocation ends).
ONE_OFF: list[Session] = []


def close_one_off() -> None:
    """Close the stores of the invocations that have ended (not ``ledger play``'s shared session), and forget the
    stores they named."""
    while ONE_OFF:
        ONE_OFF.pop().close()
    USED.clear()


