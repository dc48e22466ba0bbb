"""Replaying a campaign script into a store: its entries read one at a time and saved a batch at a time, the user's
store changed whole or not at all.

Source: README "Campaign scripts" (``ledger replay SCRIPT.yaml``, all or nothing) and bench/README.md "Memory against
the campaign's size" (peak memory flat in the campaign's size). The script is checked whole first
(``ledger.script_reader.read_script``: a refusal of its form writes nothing), then its entries are read again one at
a time and decided by the rules (``ledger.service.acting.apply``) on a campaign kept current in memory, its events
saved every ``BATCH`` entries, so that neither the entries nor the events wait in memory; an undo or an amend later
in the script reads the earlier ones back from the store. They are saved where nobody sees them yet: a new SQLite
store is made in a temporary file linked into place only when whole (``ledger.store.new_store.open_new``); into an
existing store (SQLite or PostgreSQL) the campaign is replayed in a temporary store beside, then exported and
imported in one transaction with the campaign list (``ledger.archive.importing``, memory flat). A refused entry,
an interrupt or a crash leaves the user's store as it was.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from ledger.aggregates.read import CampaignRead
from ledger.errors import LedgerError, ScriptError
from rules.numbers import counted

#: Entries saved together while a script is replayed (their events then leave memory).
BATCH = 500


def replay(store: Any, path: Any) -> tuple[CampaignRead, int]:
    """Apply the campaign script at ``path`` to a new campaign in ``store`` (made when missing), all or nothing;
    returns (the campaign, the number of actions). Raises ``ScriptError`` naming the script's field or the first
    refused entry (``entry N (command)``), ``LedgerError("store")``; nothing is written then."""
    from ledger.script_reader import read_script
    from ledger.store.new_store import open_new

    script = read_script(path)

    def work(app: Any) -> tuple[CampaignRead, int]:
        if app.provisional:             # a new SQLite store in a temporary file: nobody sees it before it is whole
            return CampaignRead.of(replayed(app, script)), script.count
        return _replayed_beside(app, script)

    return open_new(store, work, f"the campaign of {path}")


def replayed(app: Any, script: Any) -> Any:
    """The campaign of ``script`` (a ``ledger.script_reader.Script``) replayed into ``app``'s store, saved every
    ``BATCH`` entries and at the end; returns the campaign aggregate. Raises ``ScriptError``."""
    from ledger.script import replay_entries
    from ledger.service.acting import apply

    def save(camp: Any, index: Any) -> None:
        app.record(camp, index, what=f"campaign {camp.name} ({counted(script.count, 'action', 'en')})")

    camp, index = replay_entries(app, script.header, script.entries(), apply, save, BATCH)
    save(camp, index)
    return camp


def _replayed_beside(app: Any, script: Any) -> tuple[CampaignRead, int]:
    """Replay ``script`` in a temporary SQLite store, then bring the campaign into ``app``'s existing store in one
    transaction (export, then ``import_export``, which takes another writer's campaign list into account). The
    header is checked against ``app``'s store first (a name it has is refused before any entry is replayed)."""
    from ledger.archive.export import export_jsonl
    from ledger.archive.importing import import_export
    from ledger.script import new_campaign
    from ledger.store.application import LedgerApp

    new_campaign(app, script.header)
    with tempfile.TemporaryDirectory(prefix="ledger-replay-") as folder:
        scratch = LedgerApp(Path(folder) / "replay.sqlite", create=True)
        scratch.provisional = True
        try:
            camp = replayed(scratch, script)
            export_jsonl(scratch, camp.name, Path(folder) / "replay.jsonl")
            try:
                import_export(app, Path(folder) / "replay.jsonl")
            except LedgerError as exc:
                if exc.field != "campaign":
                    raise
                raise ScriptError("header campaign", f"campaign {camp.name!r} already exists in {app.location}") from None
            _copy_snapshots(scratch, app, camp)
        finally:
            scratch.close()
    return CampaignRead.of(camp), script.count


def _copy_snapshots(scratch: Any, app: Any, camp: Any) -> None:
    """Save in ``app``'s store the temporary store's snapshots of ``camp`` (one every ``SNAPSHOT_EVERY`` events; not
    the last version's, which the import saved), a page at a time: a read of the campaign as it stood at an earlier
    action starts from the nearest one, as it does for a campaign replayed into a new store. Snapshots are a cache of
    the events: the campaign is whole without them."""
    recorder = scratch.snapshots.recorder
    after = 0
    while True:
        page = recorder.select_events(camp.id, gt=after, limit=100)
        if not page:
            return
        after = page[-1].originator_version
        earlier = [s for s in page if s.originator_version < camp.version]
        if earlier:
            app.snapshots.recorder.insert_events(earlier)


def script_language(path: Any) -> tuple[str | None, str | None]:
    """(the system id, the campaign's own language: its language part, ``rules.i18n.language_part``) a campaign
    script's header names (its top-level ``system`` and ``language`` keys, read from libyaml's event stream up to
    the ``actions`` list, so a long script is not read whole), None for each it does not name or that cannot be read
    that far: the language a ``replay``'s refusals of that script speak. Never raises. Source: README "Campaign
    scripts" (the header) and "Using the ledger" (a campaign's language)."""
    import yaml

    from rules.i18n import language_part

    found: dict[str, str] = {}
    depth, key = 0, None
    try:
        with open(path, "rb") as fh:
            for event in yaml.parse(fh, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
                if isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                    depth -= 1
                elif depth == 1 and key is None and isinstance(event, yaml.ScalarEvent):
                    key = event.value
                    if key == "actions":
                        break
                    continue
                elif depth == 1 and isinstance(event, yaml.ScalarEvent):
                    if key in ("system", "language"):
                        found[key] = event.value
                if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                    depth += 1
                if depth == 1 and not isinstance(event, yaml.MappingStartEvent):
                    key = None                            # a value read whole: the next scalar is a key
    except Exception:  # noqa: BLE001 - a script that cannot be read that far: the reader's language
        pass
    try:
        language = language_part(found["language"]) if found.get("language") else None
    except Exception:  # noqa: BLE001 - no language part to be read: none named
        language = None
    return found.get("system"), language
