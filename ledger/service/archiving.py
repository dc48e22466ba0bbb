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
    from ledger.errors import DamagedStore, LedgerError

    from ledger.store.campaign_list import list_damage, stored_campaigns
    from ledger.store.damage import file_damage

    app = ledger.app
    found = file_damage(app)
    if found is not None:                     # the file itself: what any read of it says cannot be trusted
        try:
            named = app.campaign_name(name)
        except LedgerError:
            named = str(app.location)
        return named, Verified(damage=Damage(0, None, "file", found))
    try:
        stored = app.campaign_name(name)
    except DamagedStore as exc:               # the campaign list itself does not decode: damage, not a refusal
        return str(app.location), Verified(damage=Damage(exc.version, None, "campaign list",
                                                         f"its {exc.what} does not decode: {exc.reason}"))
    except LedgerError as exc:
        listed = list_damage(app)
        if exc.field != "store" or listed is None:
            raise
        return str(app.location), Verified(damage=Damage(0, None, "campaign list", listed))
    result = check(app, stored)
    listed = list_damage(app)
    if listed is not None and result.events == 0:  # the list names a campaign with no record
        names = ", ".join(sorted(n for n, _ in stored_campaigns(app).values())) or "none"
        return stored, Verified(damage=Damage(0, None, "campaign list", listed),
                                notes=[f"campaigns whose records are stored: {names} (verify one with --campaign)"])
    if listed is not None:                    # the campaign's own record, found without the list, is said apart
        whole = "whole" if result.damage is None else f"damaged too ({result.damage})"
        result.notes.append(f"the campaign's own record is {whole}: {result.events} events, {result.actions} actions")
        if result.damage is None:
            result.damage = Damage(0, None, "campaign list", listed)
    return stored, result


def export(ledger: Ledger, name: str | None, out: str, fmt: str, keep_undone: bool = False,
           force: bool = False) -> tuple[str, int, str]:
    """Write campaign ``name``'s record to ``out`` as ``fmt`` (``jsonl``: every stored event with its chain;
    ``script``: a replayable campaign script); returns (stored name, count, ``"events"`` or ``"actions"``). Raises
    ``LedgerError`` (``out``, ``store``...)."""
    from ledger.archive.export import export_jsonl, export_script
    from ledger.errors import LedgerError

    app = ledger.app
    stored = app.campaign_name(name)
    if fmt == "jsonl":
        return stored, export_jsonl(app, stored, out, force), "events"
    if Path(out).suffix.lower() == ".gz":
        raise LedgerError("out", "a script is plain YAML; give a path that does not end in .gz")
    return stored, export_script(app, stored, out, keep_undone, force), "actions"


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
    """``"PATH: what is damaged"`` for the first of the stores at ``locations`` (``Location``s; SQLite or PostgreSQL) found damaged
    by a look at its rows (versions, JSON, own topics, the chain, snapshots: ``ledger.store.damage``), or None. A
    face asks this after a command failed unexpectedly, to tell damage from a bug."""
    from ledger.store.damage import first_damage, first_damage_pg

    for loc in locations:
        if getattr(loc, "kind", None) == "postgres":
            found = first_damage_pg(loc)
            if found is not None:
                return f"{loc}: {found}"
    paths = [loc.path for loc in locations if getattr(loc, "kind", None) == "sqlite" and loc.path is not None]
    for path in dict.fromkeys(paths):
        if path.is_file():
            found = first_damage(path)
            if found is not None:
                return f"{path}: {found}"
    return None
