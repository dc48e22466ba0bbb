"""A server's index of a campaign's actions (``ledger.projections.action_index``, kept by
``ledger.service.paged_history``) kept on disk too, beside the kept whys, so that a server started again carries it
on from where it was instead of reading every stored event at the first filtered history.

Source: README "Using the ledger" (``LEDGER_CACHE``: derived data kept outside the store; ``ledger history`` and its
filters) and "The web table" (a filtered history on a 100,000-event campaign: the first visit after a start). The
same discipline as the kept whys (``ledger.service.whys_on_disk``): a kept file is used only when it is sure to give
what indexing again gives: made by this code (``ledger.kept_files.code_digest``) in this ``FORMAT``, for the same
store file and campaign, whole (its body's digest checks out: a damaged file is never trusted, only indexed again and
written anew), the store still holding at the version the file reached the very event it was made from; then the
index is carried on with the events since, unless a correction is among them (the index is then made again from the
start). An entry holds numbers, ids and stored names, never words: one file serves every reader and language. A
SQLite store only; anything wrong with the file only means the index is made again.
"""

from __future__ import annotations

from typing import Any

from ledger.service.fold_turns import collector_paused

#: Bump when the index's shape changes without a code change the digest sees.
FORMAT = 2
#: The columns of an ``Entry`` kept as numbers into the file's ``texts`` (actor, person, command, kinds).
TEXTS = (4, 5, 6, 7)


def _marks_data(marks: Any) -> dict[str, Any]:
    """What a ``ledger.projections.rows.Marks`` holds, as JSON keeps it (its action numbers as text keys)."""
    return {"undone_by": {str(a): u for a, u in marks.undone_by.items()},
            "amended_by": {str(a): list(n) for a, n in marks.amended_by.items()},
            "revised": {str(a): s for a, s in marks.revised.items()},
            "revised_by": {str(a): n for a, n in marks.revised_by.items()}}


def _marks_of(data: dict[str, Any]) -> Any:
    """The ``Marks`` ``_marks_data`` kept. Raises ``KeyError``, ``TypeError``, ``ValueError`` for another shape."""
    from ledger.projections.rows import Marks

    return Marks({int(a): None if u is None else int(u) for a, u in data["undone_by"].items()},
                 {int(a): [int(x) for x in n] for a, n in data["amended_by"].items()},
                 {int(a): list(s) for a, s in data["revised"].items()},
                 {int(a): int(n) for a, n in data["revised_by"].items()})


def save(ledger: Any, name: str, index: Any) -> None:
    """Keep ``index`` (an ``ActionIndex`` of campaign ``name``, read up to ``index.version``) on disk, whole or not at
    all (``whys_on_disk.save_digested``): its entries by columns, names and kinds as numbers into ``texts``."""
    from ledger.service.whys_on_disk import save_digested

    if not index.entries:
        return
    place, texts = index.place, {}
    columns = [list(c) for c in zip(*index.entries)]
    for n in TEXTS:                                   # names and kinds recur: each held once, by its number
        columns[n] = [texts.setdefault(v, len(texts)) for v in columns[n]]
    save_digested(ledger, "index", FORMAT, name, index.version, {
        "columns": columns, "texts": list(texts), "marks": _marks_data(index.marks),
        "place": [place.session, place.scene, place.number], "seen": index.seen})


@collector_paused
def load(ledger: Any, name: str, upcast: Any) -> Any:
    """The ``ActionIndex`` of campaign ``name`` kept on disk, as it was (to be carried on; ``upcast``: the system's
    view), or None when there is none this code made for this store, it is damaged, or the store no longer holds the
    event it reached (``whys_on_disk.load_digested``)."""
    from ledger.projections.action_index import ActionIndex, Entry, _text
    from ledger.service.whys_on_disk import load_digested

    data = load_digested(ledger, "index", FORMAT, name)
    if data is None:
        return None
    try:
        index = ActionIndex(_marks_of(data["marks"]), upcast)
        texts = [tuple(map(_text, t)) if isinstance(t, list) else _text(t) for t in data["texts"]]
        columns = data["columns"]
        if len(columns) != len(Entry._fields) or not all(isinstance(c, list) for c in columns):
            return None
        for n in TEXTS:
            columns[n] = [texts[i] for i in columns[n]]
        index.entries = list(map(Entry, *columns))
        index.version, index.seen = data["version"], dict(data["seen"])
        index.place.session, index.place.scene, index.place.number = (int(n) for n in data["place"])
        return index
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return None


def keep_on_disk(ledger: Any) -> None:
    """Keep every campaign's index kept on ``ledger`` (``ledger.kept_index``) on disk, as a server stops."""
    from ledger.service.kept_arcs import _LOCK, key_lock

    with _LOCK:
        kept_now = list(ledger.kept_index.items())
    for name, kept in kept_now:
        with key_lock(("index", name)):
            save(ledger, name, kept)
