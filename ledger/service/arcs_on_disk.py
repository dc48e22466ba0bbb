"""The server's kept arcs (``ledger.service.kept_arcs``) kept on disk too, beside the history's kept rows, so that
a server started again carries its arcs on from where they were instead of folding the whole record again.

Source: README "Using the ledger" (``LEDGER_CACHE``: derived data kept outside the store) and "The web table" (My
character on a 100,000-event campaign: the first visit after a start). As for the kept rows
(``ledger.store.kept_rows``), a kept file is used only when it is sure to give what folding again gives: made by
this code (``ledger.kept_files.code_digest``), for the same store file, campaign and language, the store still
holding at the version the file reached the very event it was made from; then the arcs are carried on with the
events since (a correction among them: folded again, as always). A SQLite store only; anything wrong with the file
only means the arcs are folded again.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from ledger.service.fold_turns import collector_paused

#: Bump when the kept fold's shape changes without a code change the digest sees.
FORMAT = 2


def _where(ledger: Any, name: str, lang: str) -> tuple[Path, str, str] | None:
    """(the kept file of campaign ``name``'s arcs in ``lang``, the glob of the same kept by other code, the store's
    key of the campaign), or None when nothing is kept (no cache, not a SQLite file)."""
    return kept_path(ledger, "arcs", FORMAT, name, lang)


def kept_path(ledger: Any, kind: str, form: int, name: str, *parts: str) -> tuple[Path, str, str] | None:
    """(the kept file of ``kind`` (a file name's prefix: ``arcs``, ``whys``) in format ``form`` for campaign ``name``
    and ``parts`` (a language...) of ``ledger``'s store, the glob of the same kept by other code, the store's key of
    the campaign), or None when nothing is kept (``LEDGER_CACHE`` off, a store that is not a SQLite file)."""
    from ledger.kept_files import cache_file, code_digest
    from ledger.aggregates.stored import campaign_key

    cache, location = cache_file(), ledger.location
    if cache is None or getattr(location, "kind", None) != "sqlite" or location.path is None:
        return None
    cid = campaign_key(name)
    which = hashlib.blake2b("\0".join([str(form), str(Path(location.path).resolve()), cid, *parts]).encode(),
                            digest_size=12).hexdigest()
    return cache.parent / f"{kind}-{code_digest()[:16]}-{which}.json", f"{kind}-*-{which}.json", cid


def event_at(ledger: Any, cid: str, version: int) -> str | None:
    """The digest of the event at ``version`` of the campaign ``cid`` in ``ledger``'s SQLite store (hex; None when
    it has none there or cannot be read): what a kept file is checked against before it is trusted."""
    import sqlite3

    from ledger.store.kept_rows import _event_digest, _read_only

    try:
        con = _read_only(Path(ledger.location.path))
        try:
            found = _event_digest(con, cid, version)
        finally:
            con.close()
    except sqlite3.Error:
        return None
    return None if found is None else found.hex()


def _counts(counts: dict[tuple[str, Any], Any]) -> list[list[Any]]:
    return [[kind, None if tag is None else list(tag), n] for (kind, tag), n in counts.items()]


def _uncounts(rows: list[list[Any]]) -> dict[tuple[str, Any], Any]:
    return {(kind, None if tag is None else tuple(tag)): n for kind, tag, n in rows}


def save(ledger: Any, name: str, lang: str, kept: Any) -> None:
    """Keep ``kept`` (a ``kept_arcs.Kept`` of campaign ``name`` in ``lang``, read up to ``kept.version``) on disk;
    nothing is kept when the cache is off or the store is not a SQLite file."""
    import orjson

    from ledger.kept_files import keep

    where = _where(ledger, name, lang)
    if where is None or kept.fold.kept is not None:
        return
    path, others, cid = where
    event = event_at(ledger, cid, kept.version)
    if event is None:
        return
    fold = kept.fold
    data = {"version": kept.version, "event": event, "names": fold.names, "lang": fold.lang,
            "tags": [[a, list(t)] for a, t in kept.tags.items()], "state": fold.state,
            "place": [fold.place.session, fold.place.scene], "titles": [[n, t] for n, t in fold.titles.items()],
            "last": fold.last, "counts": {k: _counts(c) for k, c in fold.counts.items()},
            "named": {k: _counts(n) for k, n in fold.named.items()},
            "columns": {k: [{**c, "counts": _counts(c["counts"]), "named": _counts(c.get("named") or {})} for c in cols]
                        for k, cols in fold.columns.items()}}
    try:
        body = orjson.dumps(data)
    except TypeError:                                 # a value JSON cannot hold: not kept
        return
    keep(path, body, others)


@collector_paused
def load(ledger: Any, name: str, lang: str) -> tuple[Any, int, dict[int, tuple[Any, ...]]] | None:
    """What makes the ``kept_arcs.Kept`` of campaign ``name`` in ``lang`` kept on disk, as it was (to be carried on):
    ``(fold, version, tags)``, or None
    when there is none this code made for this store, or the store no longer holds the event it reached."""
    import orjson

    from ledger.projections.arc_fold import ArcFold

    where = _where(ledger, name, lang)
    if where is None:
        return None
    path, _, cid = where
    try:
        data = orjson.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    try:
        if data["lang"] != lang or data["event"] != event_at(ledger, cid, data["version"]):
            return None
        fold = ArcFold(ledger.system(name), data["names"], lang)
        fold.state, (fold.place.session, fold.place.scene) = data["state"], data["place"]
        fold.titles = {int(n): t for n, t in data["titles"]}
        fold.last = data["last"]
        fold.counts = {k: _uncounts(c) for k, c in data["counts"].items()}
        fold.named = {k: _uncounts(n) for k, n in data["named"].items()}
        fold.columns = {k: [{**c, "counts": _uncounts(c["counts"]), "named": _uncounts(c["named"])} for c in cols]
                        for k, cols in data["columns"].items()}
        if set(fold.columns) != set(fold.wanted):
            return None
        return fold, data["version"], {int(a): tuple(t) for a, t in data["tags"]}
    except (KeyError, TypeError, ValueError):
        return None
