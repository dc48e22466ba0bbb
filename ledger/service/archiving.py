"""The archivist's use cases: verify a record, export it, import it, migrate an older store, write the chronicle.

Source: README "Archiving a campaign". Each face calls these; the record is read through the full road (every
event, checked), which ``ledger.archive`` and ``ledger.chronicle`` do the work of.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Protocol

from ledger.aggregates.read import CampaignRead
from rules.numbers import counted


class Ledger(Protocol):
    """What these use cases take of a ``ledger.service.Ledger`` (which calls them, so it is named by its shape here
    and not imported): the full road over the store, the store's location, and its reads."""

    app: Any
    location: Any

    def now(self, name: str | None, *args: Any, **kwargs: Any) -> CampaignRead:
        """The campaign as it stands now (``ledger.service.Ledger.now``)."""


def verify(ledger: Ledger, name: str | None, heads: tuple[str, ...] = ()) -> tuple[str, Any]:
    """(the campaign's stored name, or the store's when its campaign list is damaged; the ``Verified`` result) of
    checking campaign ``name``'s record: the store file, the hash chain, every event folded, the snapshots, the
    campaign list, and with ``heads`` (``--head`` values: digests or files of them, ``ledger.archive.anchors``) that
    each trusted head is still one of the record's links. Raises ``LedgerError`` (``store``, ``campaign``, ``head``)."""
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
    from ledger.archive.anchors import trusted_heads

    trusted = trusted_heads(heads, stored) if heads else frozenset()
    result = check(app, stored, trusted)
    missing = sorted(trusted - set(result.found))
    if result.damage is None and missing:
        result.damage = Damage(0, None, "head", f"{missing[0]} is not the link of any event of this record: an event "
                               "up to it was changed or removed since it was written down")
    elif result.found:
        at = max(result.found.values())
        result.notes.append(f"holds the trusted head{'s' if len(result.found) > 1 else ''} (the last at event {at})")
    listed = list_damage(app)
    if listed is not None and result.events == 0:  # the list names a campaign with no record
        names = ", ".join(sorted(n for n, _ in stored_campaigns(app).values())) or "none"
        return stored, Verified(damage=Damage(0, None, "campaign list", listed),
                                notes=[f"campaigns whose records are stored: {names} (verify one with --campaign)"])
    if listed is not None:                    # the campaign's own record, found without the list, is said apart
        whole = "whole" if result.damage is None else f"damaged too ({result.damage})"
        result.notes.append(f"the campaign's own record is {whole}: {counted(result.events, 'event', 'en')}, "
                             f"{counted(result.actions, 'action', 'en')}")
        if result.damage is None:
            result.damage = Damage(0, None, "campaign list", listed)
    return stored, result


def export(ledger: Ledger, name: str | None, out: str, fmt: str, keep_undone: bool = False,
           force: bool = False, by: Any = None, lang: str | None = None) -> tuple[str, int, str]:
    """Write campaign ``name``'s record to ``out`` as ``fmt`` (``jsonl``: every stored event with its chain;
    ``script``: a replayable campaign script; ``history``: the history rows ``by`` may see, as ``ledger history
    --json --lang`` prints them, in ``lang``: None is the system's default, a language it lacks is refused
    ``RuleError("lang")``); returns (stored name, count, ``"events"``, ``"actions"`` or ``"rows"``). ``by``: the
    ``Person`` exporting (None: the owner); the whole record (``jsonl``, ``script``) is a GM's only, since it holds
    what other readers may not see. Raises ``LedgerError`` (``out``, ``store``...), ``Refused``."""
    from ledger.archive.export import export_jsonl
    from ledger.archive.export_script import export_script
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
            return stored, _export_rows(ledger, stored, out, force, by, lang), "rows"
    if fmt not in ("jsonl", "script"):
        raise LedgerError("format", f"{str(fmt)[:20]!r} is not an export format; allowed: jsonl, script, history")
    if fmt == "jsonl":
        return stored, export_jsonl(app, stored, out, force), "events"
    if Path(out).suffix.lower() == ".gz":
        raise LedgerError("out", "a script is plain YAML; give a path that does not end in .gz")
    return stored, export_script(app, stored, out, keep_undone, force), "actions"


def _export_rows(ledger: Ledger, stored: str, out: str, force: bool, by: Any, lang: str | None = None) -> int:
    """Write the history rows ``by`` may see of campaign ``stored`` to ``out`` as a JSON array, worded in ``lang``
    (None: the system's default); returns the count.
    Raises ``LedgerError("out")`` for an existing file without ``force``."""
    import orjson

    from ledger.errors import LedgerError
    from ledger.service.history import HistoryQuery

    path = Path(out)
    if path.exists() and not force:
        raise LedgerError("out", f"{out} exists; give --force to replace it")
    rows = list(ledger.history(stored, HistoryQuery(), lang, table=False, by=by).rows)
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


def file_language(path: str | Path) -> tuple[str | None, str | None]:
    """(the system id, the campaign's own language) an export file names, read from its header and its events (the
    language the campaign was created with, ``ledger.service.campaign_language.recorded``, then each change of the
    state's ``table`` language, as far as the file can be read), (None, None) for what cannot be read: the
    language an import's refusals of that file speak. Never raises. Source: README "Archiving a campaign" (the
    archive's refusals) and "Using the ledger" (a campaign's language)."""
    import orjson

    from ledger.archive.export_file import lines_of
    from ledger.service.campaign_language import recorded

    system, code = None, None
    try:
        for _, line in lines_of(Path(path)):
            if system is not None and b'"language"' not in line:
                continue                                  # no change of the language: not parsed
            obj = orjson.loads(line)
            if system is None:
                system = obj.get("system") if isinstance(obj, dict) and isinstance(obj.get("system"), str) else None
                continue
            state = obj.get("state") if isinstance(obj, dict) else None
            made = state.get("state") if isinstance(state, dict) else None     # a creation's whole campaign state
            code = recorded(made) or recorded(state) or code
            changes = state.get("changes") if isinstance(state, dict) else None
            for change in changes if isinstance(changes, list) else []:
                where = change.get("path") if isinstance(change, dict) else None
                if where == ["table", "language"]:
                    code = change.get("after") if isinstance(change.get("after"), str) else None
                elif where == ["table"]:
                    after = change.get("after")
                    code = recorded({"table": after}) if isinstance(after, dict) else None
    except Exception:  # noqa: BLE001 - a file that cannot be read: its refusals in the reader's language
        pass
    return system, code


def migrate(ledger: Ledger) -> list[str]:
    """Bring an older store up to date (its mark, each campaign's chain anchor); returns what was done, a line each."""
    from ledger.archive.export import migrate as run

    return run(ledger.app)


def chronicle(ledger: Ledger, name: str | None, fmt: str, lang: str | None,
              by: Any = None) -> tuple[CampaignRead, Iterator[str]]:
    """(campaign, the chronicle text as pieces made as they are read: ``ledger.chronicle.chronicle``) of campaign
    ``name`` as ``fmt`` (``md`` or ``html``) in ``lang``, told for ``by`` (a ``Person``; None: the owner, the whole
    record): from the events they may see (``Ledger.events``: invitations, private notes and others' proposals left
    out for all but the GMs); what a system seals stays hidden until its reveal for every reader (the system's
    ``redact``, as the owner's chronicle always did). Raises ``RuleError`` (``campaign``, ``store``, ``lang``;
    ``store`` for a damaged record), ``Refused`` for someone not in the campaign."""
    from ledger.chronicle import chronicle as make

    reader, private = None, True
    if by is not None and not by.owner:
        private = ledger.visible(name, by).gm                     # a member, or refused before anything is read
        reader = lambda stored: ledger.events(stored, by=by)      # noqa: E731
    camp, text = make(ledger.app, name, fmt, lang, events=reader, private=private)
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


def verify_export(path: str | Path, heads: tuple[str, ...] = (), signed_by: str | None = None) -> dict[str, Any]:
    """Check an export file whole without writing anything (every line's form, the hash chain, the fold, the header;
    ``ledger.archive.importing.read_export``), its signature (``ledger.archive.anchors.signature_of``; with ``signed_by``,
    a public key, only that key's: an unsigned file is then damage too, ``ledger.archive.anchors.refused``) and, with ``heads``, that each trusted head is one of its links. Returns
    ``{"campaign", "events", "head", "signature": (state, phrase), "damage": None or the first damage}``. Raises
    ``LedgerError`` (``file``, ``head``, ``signed-by``)."""
    from types import SimpleNamespace

    from ledger.archive.anchors import public_key, refused, signature_of, trusted_heads
    from ledger.archive.export import ArchiveError
    from ledger.archive.export_file import lines_of, read_header
    from ledger.archive.importing import read_export
    from ledger.store.mapper import PydanticMapper

    export = Path(path)
    wanted_key = public_key(signed_by, "signed-by") if signed_by is not None else None
    header = read_header(export)
    out: dict[str, Any] = {"campaign": str(header["campaign"]), "events": header["events"],
                           "head": header["chain_head"], "damage": None,
                           "signature": signature_of(export, wanted_key)}
    try:
        read_export(SimpleNamespace(mapper=PydanticMapper), export)
    except ArchiveError as exc:
        out["damage"] = exc.message
        return out
    if heads:
        import orjson

        wanted = trusted_heads(heads, out["campaign"])
        found = set()
        lines = lines_of(export)
        next(lines, None)
        for _, line in lines:
            link = orjson.loads(line).get("chain")
            if link in wanted:
                found.add(link)
        missing = sorted(wanted - found)
        if missing:
            out["damage"] = (f"the trusted head {missing[0]} is not the link of any event of this file: an event up to "
                             "it was changed or removed since it was written down")
    if out["damage"] is None and refused(out["signature"][0], wanted_key is not None):
        out["damage"] = out["signature"][1]
    return out


def export_signature(path: str | Path, signed_by: str | None = None) -> tuple[str, str, bool]:
    """(state, phrase, refused) of the signature of the export at ``path`` (``ledger.archive.anchors.signature_of``);
    with ``signed_by`` (a public key or its file) only that key's signature is ``"signed"``; ``refused`` by the rule
    ``verify --file`` holds to as well (``ledger.archive.anchors.refused``). Raises ``LedgerError("signed-by")``."""
    from ledger.archive.anchors import public_key, refused, signature_of

    state, phrase = signature_of(Path(path), public_key(signed_by, "signed-by") if signed_by is not None else None)
    return state, phrase, refused(state, signed_by is not None)


def sign_export(path: str | Path, key: str) -> tuple[Path, str]:
    """Sign the export at ``path`` with the private key file ``key`` (``ledger keygen``'s): (the signature file,
    the key id). Raises ``LedgerError("sign")``."""
    from ledger.archive.anchors import sign_export as sign

    return sign(Path(path), key)


def check_signing_key(key: str) -> None:
    """Refuse (``LedgerError("sign")``) a ``--sign`` key that is not an Ed25519 private key, before anything is
    written."""
    from ledger.archive.anchors import _private_key

    _private_key(key)


def new_key(out: str) -> tuple[Path, Path, str]:
    """Make the GM's Ed25519 key pair (``ledger.archive.anchors.new_key``): (private, public, key id)."""
    from ledger.archive.anchors import new_key as make

    return make(out)
