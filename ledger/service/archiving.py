"""The archivist's use cases: verify a record, export it, import it, migrate an older store, write the chronicle.

Source: README "Archiving a campaign". Each face calls these; the record is read through the full road (every
event, checked), which ``ledger.archive`` and ``ledger.chronicle`` do the work of.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ledger.service.ledger import CampaignRead, Ledger


def verify(ledger: Ledger, name: str | None) -> tuple[str, Any]:
    """(the campaign's stored name, or the store's when its campaign list is damaged; the ``Verified`` result) of
    checking campaign ``name``'s record: the hash chain, every event folded, the snapshots. Raises
    ``LedgerError`` (``store``, ``campaign``)."""
    from ledger.archive.export import Damage, Verified, verify as check
    from ledger.errors import DamagedStore

    app = ledger.app
    try:
        stored = app.campaign_name(name)
    except DamagedStore as exc:               # the campaign list itself does not decode: damage, not a refusal
        return str(app.location), Verified(damage=Damage(exc.version, None, "campaign list",
                                                         f"its {exc.what} does not decode: {exc.reason}"))
    return stored, check(app, stored)


def export(ledger: Ledger, name: str | None, out: str, fmt: str, keep_undone: bool = False,
           force: bool = False, by: Any = None) -> tuple[str, int, str]:
    """Write campaign ``name``'s record to ``out`` as ``fmt`` (``jsonl``: every stored event with its chain;
    ``script``: a replayable campaign script; ``history``: the history rows ``by`` may see, as ``ledger history
    --json`` prints them); returns (stored name, count, ``"events"``, ``"actions"`` or ``"rows"``). ``by``: the
    ``Person`` exporting (None: the owner); the whole record (``jsonl``, ``script``) is a GM's only, since it holds
    what other readers may not see. Raises ``LedgerError`` (``out``, ``store``...), ``Refused``."""
    from ledger.archive.export import export_jsonl, export_script
    from ledger.errors import LedgerError

    app = ledger.app
    stored = app.campaign_name(name)
    if fmt == "history" or (by is not None and not by.owner):
        from ledger.group.permissions import refuse

        vis = ledger.visible(stored, by) if by is not None else None
        if fmt != "history" and vis is not None and not vis.gm:
            raise refuse(ledger.now(stored).state, "viewer" if vis.role == "viewer" else "table",
                         f"{by.name} may export the history they see (--format history), not the whole record",
                         field="format")
        if fmt == "history":
            return stored, _export_rows(ledger, stored, out, force, by), "rows"
    if fmt not in ("jsonl", "script"):
        raise LedgerError("format", f"{str(fmt)[:20]!r} is not an export format; allowed: jsonl, script, history")
    if fmt == "jsonl":
        return stored, export_jsonl(app, stored, out, force), "events"
    if Path(out).suffix.lower() == ".gz":
        raise LedgerError("out", "a script is plain YAML; give a path that does not end in .gz")
    return stored, export_script(app, stored, out, keep_undone, force), "actions"


def _export_rows(ledger: Ledger, stored: str, out: str, force: bool, by: Any) -> int:
    """Write the history rows ``by`` may see of campaign ``stored`` to ``out`` as a JSON array; returns the count.
    Raises ``LedgerError("out")`` for an existing file without ``force``."""
    import orjson

    from ledger.errors import LedgerError
    from ledger.service.history import HistoryQuery

    path = Path(out)
    if path.exists() and not force:
        raise LedgerError("out", f"{out} exists; give --force to replace it")
    rows = list(ledger.history(stored, HistoryQuery(), None, table=False, by=by).rows)
    if rows and isinstance(rows[0], bytes):
        body = b"[\n  " + b",\n  ".join(rows) + b"\n]\n"
    else:
        body = orjson.dumps(rows, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"
    tmp = path.with_name(path.name + ".part")
    tmp.write_bytes(body)
    tmp.replace(path)
    return len(rows)


def import_file(store: Any, path: str | Path, rename: str | None = None) -> tuple[str, int]:
    """Rebuild the campaign exported in ``path`` in ``store`` (made when missing, whole or not at all), under
    ``rename`` when given; returns (its name, the number of events). Raises ``LedgerError`` naming the first bad
    line (``file``), ``as`` or ``store``; nothing is written then."""
    from ledger.archive.importing import import_export
    from ledger.store.new_store import open_new

    return open_new(store, lambda app: import_export(app, Path(path), rename), f"the campaign of {path}")


def migrate(ledger: Ledger) -> list[str]:
    """Bring an older store up to date (its mark, each campaign's chain anchor); returns what was done, a line each."""
    from ledger.archive.export import migrate as run

    return run(ledger.app)


def chronicle(ledger: Ledger, name: str | None, fmt: str, lang: str | None) -> tuple[CampaignRead, str]:
    """(campaign, the chronicle text) of campaign ``name`` as ``fmt`` (``md`` or ``html``) in ``lang``. Raises
    ``RuleError`` (``campaign``, ``store``, ``lang``; ``store`` for a damaged record)."""
    from ledger.chronicle import chronicle as make
    from ledger.service.ledger import CampaignRead

    camp, text = make(ledger.app, name, fmt, lang)
    return CampaignRead.of(camp), text


def damage_in(locations: Any) -> str | None:
    """``"PATH: what is damaged"`` for the first of the SQLite stores at ``locations`` (``Location``s) found damaged
    by a look at its rows (versions, JSON, own topics, the chain, snapshots: ``ledger.store.damage``), or None. A
    face asks this after a command failed unexpectedly, to tell damage from a bug."""
    from ledger.store.damage import first_damage

    paths = [loc.path for loc in locations if getattr(loc, "kind", None) == "sqlite" and loc.path is not None]
    for path in dict.fromkeys(paths):
        if path.is_file():
            found = first_damage(path)
            if found is not None:
                return f"{path}: {found}"
    return None
