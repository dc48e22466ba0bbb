"""The check an export makes of the record it copies: every event is whole, so the file it writes will import.

Source: README "Archiving a campaign" (an export is the archivist's copy of the campaign, and an import refuses a
broken chain, a missing or edited line) and its measure (export within 2x of raw on a 100,000-event campaign;
the machine has two cores). An export copies each stored event's bytes as they are. A store damaged outside
the ledger (an event's bytes cut or edited, an event deleted) would give a file that ``ledger import`` refuses,
found only when the archive is needed. So each event is checked as it is copied: versions run 1..N with no gap,
its JSON parses into an event of a known kind, and its hash-chain link holds. The first damage stops the
export, nothing written. Models are not validated and the events are not folded: ``ledger verify`` does that.
For a big SQLite campaign a forked helper process reads the same rows and checks them while this process
writes (``Checks.start``); otherwise the writer checks each row as it goes (``Checks.feed``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote
from uuid import UUID

import orjson

from ledger.aggregates.chain import event_link, fields_link, missing_link
from ledger.aggregates.events import LedgerEvent, own_class

#: A campaign of at least this many events is checked by a helper process (SQLite, where ``fork`` is had).
HELPER_FROM = 5000


def first_damage(rows: Iterable[tuple[int, str, bytes]], cid: UUID, mapper: Any) -> str | None:
    """What is wrong with the first damaged event among ``rows`` ((version, topic, stored state), in version order
    from 1), or None when all are whole. ``mapper`` is the store's (``ledger.store.mapper.PydanticMapper``)."""
    checker = _Checker(cid, mapper)
    for version, topic, state in rows:
        found = checker.feed(version, topic, state)
        if found is not None:
            return found
    return None


class _Checker:
    """The checks of one event after another (``feed``), as ``first_damage`` runs them."""

    def __init__(self, cid: UUID, mapper: Any) -> None:
        self.cid, self.cid_text, self.mapper = cid, str(cid), mapper
        self.expected, self.previous = 1, None
        self.owner = ""
        self.chained = False                              # an event with a chain link seen: none may lack one after
        self.kinds: dict[type, tuple[str, bool]] = {}     # per event class: (its record's class name, creates one)

    def feed(self, version: int, topic: str, state: bytes) -> str | None:
        """Check the next event; returns what is wrong with it (a phrase naming it), or None."""
        if version != self.expected:
            return f"event {self.expected} is missing (deleted), or the events were reordered"
        if not isinstance(state, bytes):
            return f"event {version} is not stored as the ledger stores events (bytes): it was edited outside the ledger"
        try:
            raw = orjson.loads(state)
            cls = own_class(topic, LedgerEvent, self.mapper.topics)
        except Exception:  # noqa: BLE001 - cut bytes, a foreign topic
            return f"event {version} does not decode (its bytes were cut or edited)"
        # the topic is not under the chain: an event's kind must fit its place (the stream's creation first, then
        # events of the same record that do not create one), whatever its fields
        kind = self.kinds.get(cls)
        if kind is None:
            kind = self.kinds[cls] = (cls.__qualname__.rpartition(".")[0], "originator_topic" in cls.model_fields)
        owner, creates = kind
        if version == 1:
            self.owner = owner
        if creates != (version == 1) or owner != self.owner:
            return f"event {version} is of a kind that cannot stand there ({topic.rpartition(':')[2][:60]}): its topic " \
                   "was edited"
        stored_version = raw.get("class_version", 1) if type(raw) is dict else 1
        try:
            cls, fields = self.mapper.upcast(topic, raw, self.cid, version)
        except Exception:  # noqa: BLE001 - a class version without an upcaster, fields of another kind
            return f"event {version} does not decode (its bytes were cut or edited)"
        chain = fields.get("chain")
        if chain:
            link = fields_link(self.previous, self.cid_text, version, fields)
            if chain != link:
                return f"event {version} breaks the hash chain (it, or one before it, was edited)"
            self.chained = True
        else:                                             # from before the chain: its link over the model
            why = missing_link(topic, stored_version, self.chained)
            if why is not None:
                return f"event {version} breaks the hash chain ({why})"
            try:
                link = event_link(self.previous, cls.model_validate(fields))
            except Exception:  # noqa: BLE001 - a field of the wrong kind
                return f"event {version} does not decode (its bytes were cut or edited)"
        self.previous = link
        self.expected += 1
        return None


class Checks:
    """The check of an export's events: ``feed`` each row as it is written (in this process), or ``start`` a helper
    that reads them itself; ``result()`` then gives the first damage, or None."""

    def __init__(self, cid: UUID, mapper: Any) -> None:
        self.cid, self.mapper = cid, mapper
        self.checker: _Checker | None = _Checker(cid, mapper)
        self.found: str | None = None
        self.process: Any = None
        self.inbox: Any = None

    def start(self, path: Path, table: str, upto: int) -> bool:
        """Check the events 1..``upto`` of the SQLite store at ``path`` in a forked helper process; False (nothing
        started: ``feed`` then) where ``fork`` is not to be had."""
        import multiprocessing

        if "fork" not in multiprocessing.get_all_start_methods():
            return False
        context = multiprocessing.get_context("fork")
        try:
            self.inbox, outbox = context.Pipe(duplex=False)
            checker = self.checker
            self.process = context.Process(target=_helper, args=(checker, path, table, upto, outbox), daemon=True)
            self.process.start()
        except OSError:
            return False
        outbox.close()
        self.checker = None
        return True

    def feed(self, version: int, topic: str, state: bytes) -> None:
        """Check the next event here (no helper), keeping the first damage."""
        if self.checker is not None and self.found is None:
            self.found = self.checker.feed(version, topic, state)

    def result(self, again: Any) -> str | None:
        """The first damage found, or None. Waits for the helper; if it was lost (killed, or it failed), the check
        runs again here over ``again()`` (the same rows)."""
        if self.process is None:
            return self.found
        try:
            message = self.inbox.recv()
        except (EOFError, OSError):
            message = ("lost",)
        self.close()
        if message[0] == "lost":
            return first_damage(again(), self.cid, self.mapper)
        return message[1]

    def close(self) -> None:
        """Stop the helper (if any) and wait for it."""
        if self.process is not None:
            if self.process.is_alive():
                self.process.kill()
            self.process.join()
            self.inbox.close()
            self.process = None


def _rows(path: Path, table: str, cid: UUID, upto: int) -> Iterator[tuple[int, str, bytes]]:
    import sqlite3

    con = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    try:
        cursor = con.execute(f"SELECT originator_version, topic, state FROM {table} WHERE originator_id = ? AND "
                             "originator_version <= ? ORDER BY originator_version", (cid.hex, upto))
        while rows := cursor.fetchmany(2000):
            yield from rows
    finally:
        con.close()


def _helper(checker: _Checker, path: Path, table: str, upto: int, outbox: Any) -> None:
    """The helper process: check the rows, send ("done", first damage or None) (``helper_main``)."""
    from ledger.archive.check_process import helper_main

    def work(outbox: Any) -> None:
        found = None
        for version, topic, state in _rows(path, table, checker.cid, upto):
            found = checker.feed(version, topic, state)
            if found is not None:
                break
        else:
            if checker.expected != upto + 1:
                found = f"event {checker.expected} is missing (deleted)"
        outbox.send(("done", found))

    helper_main(work, outbox)
