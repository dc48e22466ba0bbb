"""The checks of an export file's event lines, split in two so that a second process can take most of them.

Source: README "Export, import and verify" (an import refuses a broken chain, a missing, reordered or edited line, naming the first
bad line) and its measure (import within 2x of raw orjson + executemany on a 100,000-event campaign; the
machine has two cores). Each line is checked for, in this order: its form and place (``FORM``), that its event
decodes into its pydantic model (``DECODE``), its hash-chain link (``CHAIN``), that its bytes are exactly what
the ledger writes (``LAYOUT``: a key given twice, which the parser resolves silently, or a reformatted line),
that the header agrees with the first event (``HEADER``), and that it folds with the divergence check
(``FOLD``). The importing process does the form, layout and header checks as it writes
(``ledger.archive.importing.checked_lines``); the decode, chain and fold checks are ``verdicts``': a forked helper
process that reads the same file and sends the folded campaign back (the importing process then validates the
models of every third event, ``shared``, so that both do as much), or, for a small file or where ``fork`` is
not to be had, the same checks in this process. Whoever finds it, the error reported is the first bad line's,
and on that line the first check in the order above, exactly as one process checking everything would say.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from ledger.archive.export import PAGE, ArchiveError
from ledger.aggregates.chain import event_link, fields_link, missing_link
from ledger.archive.check_process import helper_main
from ledger.errors import DivergenceError, clip_words
from ledger.failure_reasons import CANNOT_FOLLOW

FORM, DECODE, CHAIN, LAYOUT, HEADER, FOLD = range(6)
#: An export file at least this big (bytes) has its decode, chain and fold checks done by a helper process.
PARALLEL_FROM = 4 * 1024 * 1024
LINE_KEYS = frozenset(("version", "topic", "state", "chain"))
#: What a line whose event does not decode (``DECODE``) is told, whichever process finds it.
NOT_DECODED = "the event does not decode (an edited or foreign line)"


class LineError(Exception):
    """The first failed check of one line: its number, the check's rank (``FORM`` .. ``FOLD``) and the message."""

    def __init__(self, number: int, rank: int, message: str, whole: ArchiveError | None = None) -> None:
        super().__init__(message)
        self.number, self.rank, self.message, self.whole = number, rank, message, whole

    def key(self) -> tuple[int, int]:
        """What orders two errors: the earlier line, then the earlier check."""
        return self.number, self.rank

    def refusal(self) -> ArchiveError:
        """The one-line refusal the user sees (``whole``: one phrased whole, naming its own line)."""
        return self.whole if self.whole is not None else ArchiveError("file", f"line {self.number}: {self.message}")


def parsed(number: int, line: bytes, expected: int) -> dict[str, Any]:
    """The event line's object after the form and order checks (``LineError`` of rank ``FORM``)."""
    try:
        obj = orjson.loads(line)
    except orjson.JSONDecodeError:
        raise LineError(number, FORM, "not JSON (an edited, cut or foreign file)") from None
    if type(obj) is not dict or obj.keys() != LINE_KEYS:
        raise LineError(number, FORM, "not an event line (version, topic, state, chain)")
    if type(obj["version"]) is not int or obj["version"] != expected:
        raise LineError(number, FORM, f"event {obj['version']!r} where event {expected} was due (a missing or reordered line)")
    return obj


def shared(number: int) -> bool:
    """Whether the event at ``number`` (its version) is one whose model the importing process validates when a
    helper checks the rest (``links(..., split=True)``): every third one, which evens out the two processes' work
    (the importing process also writes each row; measured with ``bench/bench_archive.py``)."""
    return number % 3 == 0


def links(lines: Iterator[tuple[int, bytes]], cid: Any, upcast: Any, campaign_event: type,
          split: bool = False) -> Iterator[tuple[int, str]]:
    """The decode, chain and fold checks of each event line, in order; yields (line number, chain link) after every
    ``PAGE`` events (the checks have passed up to that line). A line whose form fails ends the iteration quietly (the
    importing process reports it). Raises ``LineError`` (``DECODE``, ``CHAIN``, ``FOLD``). Returns (as
    ``StopIteration.value``) (the last event's chain link, the campaign aggregate the events fold to, with its chain
    head and the time of its last event), or None for a file with no event.

    With ``split``, a chained event's model is not validated when ``shared(version)``: the importing process
    validates those (and reports a line that does not decode, which ranks before any chain or fold error on it);
    the first event, any event from before the chain and the last one are validated here whatever their number."""
    previous: str | None = None
    cid_text = str(cid)
    aggregate: Any = None
    event: Any = None
    loads, decode_error, recorded = orjson.loads, orjson.JSONDecodeError, None
    expected = 0
    chained = False                                      # a line with a chain link seen: none may lack one after
    for number, line in lines:
        expected += 1
        # ``parsed``, inline (this loop runs once per event): a form error is the importing process's to report
        try:
            obj = loads(line)
        except decode_error:
            return None
        if type(obj) is not dict or obj.keys() != LINE_KEYS or type(obj["version"]) is not int \
                or obj["version"] != expected:
            return None
        state = obj["state"]
        stored_version = state.get("class_version", 1) if type(state) is dict else 1
        try:
            cls, fields = upcast(str(obj["topic"]), state, cid, expected)
            if cls is not recorded and not issubclass(cls, campaign_event):
                raise TypeError(cls)
            chain = fields.get("chain")
            event = None if split and chain and expected > 1 and shared(expected) else cls.model_validate(fields)
        except Exception:  # noqa: BLE001 - a foreign topic or broken fields
            raise LineError(number, DECODE, NOT_DECODED) from None
        # a chained event's stored fields are its model's JSON dump: its link is computed from them; an older
        # one (stored before the chain, perhaps in another form) over the model, exactly as the ledger did
        link = fields_link(previous, cid_text, expected, fields) if chain else event_link(previous, event)
        if obj["chain"] != link or (chain is not None and chain != link):
            raise LineError(number, CHAIN, "the hash chain breaks here (the line, or one before it, was edited, removed "
                            "or moved)")
        if chain:
            chained = True
        else:
            why = missing_link(str(obj["topic"]), stored_version, chained)
            if why is not None:
                raise LineError(number, CHAIN, f"the hash chain breaks here: {why}")
        previous = link
        try:
            if aggregate is None:
                aggregate = event.mutate(None)
                cid = aggregate.id                       # the same object in every event's fields: ``absorb`` checks ``is``
            else:
                aggregate.absorb(cls, fields)
                recorded = cls                           # checked once: most events are of one class
        except Exception as exc:  # noqa: BLE001 - a divergence, or an event that cannot follow
            why = clip_words(str(exc), 120) if isinstance(exc, DivergenceError) else CANNOT_FOLLOW   # never a library's text
            raise LineError(number, FOLD, f"the event does not fold ({why})") from None
        if expected % PAGE == 0:
            yield number, link
    if aggregate is None:
        return None
    if event is None:
        try:
            event = cls.model_validate(fields)
        except Exception:  # noqa: BLE001 - broken fields (the importing process has found them too)
            raise LineError(number, DECODE, NOT_DECODED) from None
    aggregate.modified_on = event.timestamp
    aggregate.chain_head = previous
    yield number, previous                               # the last line (the caller's progress: all checked)
    return previous, aggregate


class Verdicts:
    """The decode, chain and fold checks of a file's event lines, asked for by line number.

    ``upto(n)`` gives the first error at or before line ``n`` (None when lines up to ``n`` passed);
    ``poll()`` an error already found (a helper's, without waiting); ``final()`` the last line's link, or
    raises the first error. Here the checks run in this process, as asked."""

    def __init__(self, source: Iterator[tuple[int, str]]) -> None:
        self.source = source
        self.seen = 0
        self.last: str | None = None
        self.error: LineError | None = None
        self.done = False
        self.result: Any = None
        #: whether the importing process must validate the models of ``shared`` events (a helper skips them)
        self.split = False

    def _advance(self, number: int | None) -> None:
        while not self.done and self.error is None and (number is None or self.seen < number):
            try:
                self.seen, self.last = next(self.source)
            except StopIteration as end:
                self.done = True
                if end.value is not None:
                    self.last, self.result = end.value
            except LineError as exc:
                self.error = exc

    def upto(self, number: int) -> LineError | None:
        """The first decode or chain error at or before line ``number``, if any."""
        self._advance(number)
        return self.error if self.error is not None and self.error.number <= number else None

    def poll(self) -> LineError | None:
        """An error found so far (here: none is found before it is asked for)."""
        return self.error

    def final(self) -> tuple[str | None, Any]:
        """(the last event's link, the campaign the events fold to) once every line is checked; raises the first
        ``LineError``."""
        self._advance(None)
        if self.error is not None:
            raise self.error
        return self.last, self.result

    def close(self) -> None:
        """Nothing to stop here."""


class HelperVerdicts(Verdicts):
    """The same checks in a forked helper process reading the same file, reporting every ``PAGE`` lines and, at
    the end, the folded campaign; if the helper is lost (killed, or it failed), the checks start again in this
    process."""

    def __init__(self, make_source: Any) -> None:
        import multiprocessing

        super().__init__(iter(()))
        self.make_source = make_source
        context = multiprocessing.get_context("fork")
        self.inbox, outbox = context.Pipe(duplex=False)
        self.process = context.Process(target=_helper, args=(make_source, outbox), daemon=True)
        #: the helper leaves the models of ``shared`` events to the importing process (``links``' ``split``)
        self.split = True
        self.process.start()
        outbox.close()
        self.local: Verdicts | None = None

    def _active(self) -> bool:
        return self.local is None and not self.done and self.error is None

    def _receive(self) -> None:
        """Take the helper's next report (waiting for it)."""
        try:
            message = self.inbox.recv()
        except (EOFError, OSError):
            message = ("lost",)
        if message[0] == "ok":
            self.seen = message[1]
        elif message[0] == "end":
            self.seen, self.last, self.result, self.done = message[1], message[2], message[3], True
        elif message[0] == "error":
            self.error = LineError(*message[1:])
        else:                                             # the helper is gone: check here instead
            self.close()
            self.local = Verdicts(self.make_source())

    def upto(self, number: int) -> LineError | None:
        """As ``Verdicts.upto``, waiting for the helper to get that far."""
        while self._active() and self.seen < number:
            self._receive()
        if self.local is not None:
            return self.local.upto(number)
        return self.error if self.error is not None and self.error.number <= number else None

    def poll(self) -> LineError | None:
        """The helper's error, if it has reported one (no waiting)."""
        while self._active() and self.inbox.poll():
            self._receive()
        return self.local.poll() if self.local is not None else self.error

    def final(self) -> tuple[str | None, Any]:
        """As ``Verdicts.final``, waiting for the helper to finish (the campaign comes back pickled)."""
        while self._active():
            self._receive()
        if self.local is not None:
            return self.local.final()
        if self.error is not None:
            raise self.error
        return self.last, self.result

    def close(self) -> None:
        """Stop the helper (if still running) and wait for it."""
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.inbox.close()


def _helper(make_source: Any, outbox: Any) -> None:
    """The helper process: run the checks, report progress, the first error or the end (``helper_main``)."""

    def work(outbox: Any) -> None:
        number, last = 0, None
        source = make_source(split=True)
        try:
            while True:
                try:
                    number, last = next(source)
                except StopIteration as end:
                    last, campaign = end.value if end.value is not None else (last, None)
                    outbox.send(("end", number, last, campaign))
                    break
                outbox.send(("ok", number))
        except LineError as exc:
            outbox.send(("error", exc.number, exc.rank, exc.message))

    helper_main(work, outbox)


def verdicts(path: Path, make_source: Any) -> Verdicts:
    """The decode, chain and fold checks of the file at ``path``: by a helper process for a big file where ``fork`` is
    to be had (``PARALLEL_FROM``), else in this process. ``make_source(split=False)`` gives ``links`` over the file;
    the helper's is split (``Verdicts.split``: the importing process then validates the ``shared`` events)."""
    import multiprocessing

    try:
        big = path.stat().st_size >= PARALLEL_FROM
    except OSError:
        big = False
    if big and "fork" in multiprocessing.get_all_start_methods():
        try:
            return HelperVerdicts(make_source)
        except OSError:
            pass                                          # no process to be had: check here
    return Verdicts(make_source())
