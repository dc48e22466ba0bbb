"""The server's kept whys (``ledger.service.kept_whys``) kept on disk too, beside the kept arcs, so that a server
started again carries its whys on from where they were instead of folding the whole record again at the first
sheet's pips or ``why``.

Source: README "Correcting mistakes and reviewing the past" (``ledger why NAME FIELD``), "Using the ledger"
(``LEDGER_CACHE``: derived data kept outside the store) and "The web table" (My character on a 100,000-event
campaign: the first visit after a start). The same discipline as the kept arcs (``ledger.service.arcs_on_disk``):
a kept file is used only when it is sure to give what folding again gives: made by this code
(``ledger.kept_files.code_digest``) in this ``FORMAT``, for the same store file and campaign, whole (its body's
digest checks out: a damaged file is never trusted, only folded again and written anew), the store still holding
at the version the file reached the very event it was made from; then the whys are carried on with the events since,
unless a correction is among them (the file is then let go and the whys folded again from the start). A why's rows
hold values and ids, never words, so one file serves every language. A SQLite store only; anything wrong with the
file only means the whys are folded again.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from typing import Any

from ledger.service.fold_turns import collector_paused

#: Bump when the kept fold's shape changes without a code change the digest sees.
FORMAT = 1


def _body_digest(body: bytes) -> str:
    return hashlib.blake2b(body, digest_size=16).hexdigest()


def _fold_data(fold: Any) -> dict[str, Any]:
    """What a ``WhyFold`` holds, as JSON can keep it (its action numbers as text keys)."""
    return {"found": fold.found, "reasons": {str(a): r for a, r in fold.reasons.items()},
            "undone_by": {str(a): u for a, u in fold.undone_by.items()},
            "amended_by": {str(a): list(n) for a, n in fold.amended_by.items()},
            "current": None if fold.current is None else list(fold.current)}


def _fold_of(system: Any, character: str, field: str, data: dict[str, Any]) -> Any:
    """The ``WhyFold`` of ``character``'s ``field`` as ``_fold_data`` kept it. Raises ``KeyError``, ``TypeError``,
    ``ValueError`` for data not in that shape."""
    from ledger.projections.review import WhyFold

    fold = WhyFold(system, character, field)
    if not isinstance(data["found"], list) or not all(isinstance(r, dict) and isinstance(r["action"], int)
                                                      and isinstance(r["path"], list) for r in data["found"]):
        raise ValueError("rows")
    fold.found = data["found"]
    fold.reasons = {int(a): r for a, r in data["reasons"].items()}
    fold.undone_by = {int(a): None if u is None else int(u) for a, u in data["undone_by"].items()}
    fold.amended_by = {int(a): [int(n) for n in ns] for a, ns in data["amended_by"].items()}
    current = data["current"]
    fold.current = None if current is None else (int(current[0]), current[1], (current[2:] or [None])[0])
    return fold


def save_digested(ledger: Any, kind: str, form: int, name: str, version: int, data: dict[str, Any]) -> None:
    """Keep ``data`` (what a kept fold of campaign ``name`` holds, read up to event ``version``) on disk as a file of
    ``kind`` in format ``form`` (``arcs_on_disk.kept_path``), with the version, the digest of the event it reached
    and its body's digest, whole or not at all; nothing is kept when the cache is off, the store is not a SQLite
    file, or a value cannot be JSON."""
    import orjson

    from ledger.kept_files import keep
    from ledger.service.arcs_on_disk import event_at, kept_path

    where = kept_path(ledger, kind, form, name)
    if where is None:
        return
    path, others, cid = where
    event = event_at(ledger, cid, version)
    if event is None:
        return
    try:
        body = orjson.dumps({**data, "version": version, "event": event})
    except TypeError:                                 # a value JSON cannot hold: not kept
        return
    keep(path, orjson.dumps({"digest": _body_digest(body)}) + b"\n" + body, others)


def load_digested(ledger: Any, kind: str, form: int, name: str) -> dict[str, Any] | None:
    """What ``save_digested`` kept of campaign ``name`` (``kind``, ``form``), its ``version`` an int, or None when
    there is none this code made for this store, it is damaged, or the store no longer holds the event it reached."""
    import orjson

    from ledger.service.arcs_on_disk import event_at, kept_path

    where = kept_path(ledger, kind, form, name)
    if where is None:
        return None
    path, _, cid = where
    try:
        head, _, body = path.read_bytes().partition(b"\n")
        if orjson.loads(head).get("digest") != _body_digest(body):
            return None                               # damaged: folded again (and written anew)
        data = orjson.loads(body)
        version = data["version"]
        if not isinstance(version, int) or data["event"] != event_at(ledger, cid, version):
            return None
    except (OSError, ValueError, AttributeError, KeyError, TypeError):
        return None
    return data


def save(ledger: Any, name: str, kept: Any) -> None:
    """Keep ``kept`` (a ``kept_whys.KeptWhys`` of campaign ``name``, read up to ``kept.version``) on disk, whole or
    not at all (``save_digested``)."""
    if not kept.folds:
        return
    save_digested(ledger, "whys", FORMAT, name, kept.version, {
        "tags": [[a, list(t)] for a, t in kept.tags.items()],
        "folds": [[c, f, _fold_data(fold)] for (c, f), fold in kept.folds.items()]})


@collector_paused
def load(ledger: Any, name: str) -> tuple[int, OrderedDict[tuple[str, str], Any], dict[int, tuple[Any, ...]]] | None:
    """What makes the ``kept_whys.KeptWhys`` of campaign ``name`` kept on disk, as it was (to be carried on):
    ``(version, folds, tags)``, or None when there is none this code made for this store, it is damaged, or the
    store no longer holds the event it reached."""
    data = load_digested(ledger, "whys", FORMAT, name)
    if data is None:
        return None
    try:
        system = ledger.system(name)
        folds: OrderedDict[tuple[str, str], Any] = OrderedDict()
        for character, field, fold in data["folds"]:
            folds[(str(character), str(field))] = _fold_of(system, str(character), str(field), fold)
        return data["version"], folds, {int(a): tuple(t) for a, t in data["tags"]}
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return None
