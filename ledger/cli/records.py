"""CLI commands that keep the record whole: verify, export, import, migrate, keygen.

Source: README "Archiving a campaign" (``ledger.archive.export``). ``verify`` exits 1 when it finds damage (0 when the
record is whole, 2 for bad input like every command).
"""

from __future__ import annotations

import sys
from typing import Any

import click

from ledger.cli.common import dump, fail, safe
from ledger.cli.options import command, lang_option, store_options
from ledger.cli.own_lines import of_no_campaign
from ledger.cli.refusals import guarded
from ledger.cli.session import session, store_path
from ledger.cli.store_language import campaign_lang, named_words, store_lang, store_words
from rules.archive_lines import line
from rules.errors import RuleError
from rules.numbers import counted


@command(*store_options(), click.Option(["--json", "json_"], is_flag=True, help="Print the counts and damage as JSON."),
         click.Option(["--head", "heads"], multiple=True, metavar="DIGEST|FILE",
                      help="A head digest you hold (as verify printed it), or a file of them: the record must still "
                           "hold it. Repeatable."),
         click.Option(["--file", "export_file"], metavar="EXPORT", help="Check an export file instead of the store."),
         click.Option(["--signed-by", "signed_by"], metavar="KEY.pub",
                      help="--file: the export must be signed by this public key."), lang_option())
def verify(store: str | None, campaign: str | None, json_: bool, heads: tuple[str, ...], export_file: str | None,
           signed_by: str | None, lang: str | None) -> None:
    """Check a campaign's record, or with no --campaign every campaign of the store: the store file, the hash
    chain, every event folded with the divergence check, every snapshot against the fold, and the campaign list.
    Prints OK with counts and the head digest per campaign (keep it somewhere the store's writers cannot reach;
    --head DIGEST later proves nothing up to it changed), or the first damage and exits with code 1. With --file,
    checks an export file and its signature instead.

    \b
    Examples: ledger verify
              ledger verify --campaign "Halcyon Nights" --head heads.txt
              ledger verify --file halcyon.jsonl.gz --signed-by gm.key.pub
    """
    code = guarded(lambda: store_lang(lang))
    if export_file is not None:
        _verify_file(export_file, heads, signed_by, json_, code)
        return
    if signed_by is not None:
        fail(store_words(code)(RuleError("signed-by", "--signed-by goes with --file (an export's signature)")))
    from ledger.errors import DamagedStore
    from ledger.service.archiving import verify as check

    ledger = guarded(lambda: session().ledger(store))

    def names() -> list[str | None]:
        if campaign:
            return [campaign]
        try:
            known = list(ledger.campaigns()) or [None]          # the whole store, campaign by campaign
        except DamagedStore:
            return [None]                                        # the campaign list itself is damaged: say so
        if heads and len(known) > 1:
            fail(store_words(code)(RuleError("head", "--head checks one campaign's record; name it with --campaign")))
        return known

    found = [_verified(*guarded(lambda n=n: check(ledger, n, heads))) for n in guarded(names)]
    if json_:
        dump(found[0][0] if len(found) == 1 else {"ok": all(d["ok"] for d, _ in found), "campaigns": [d for d, _ in found]})
    else:
        for data, result in found:
            _say(data["campaign"], result, code)
    if any(result.damage is not None for _, result in found):
        sys.exit(1)


def _say(name: str, result: Any, code: str) -> None:
    """The lines ``verify`` prints for one campaign: OK with counts and the head, or the damage, in ``code``
    (``rules.archive_lines``, ``rules.archive_frames``), then the notes."""
    from ledger.archive.anchors import head_line
    from rules.archive_frames import said

    if result.damage is None:
        click.echo(line(code, f"OK {safe(name)}: {counted(result.events, 'event', 'en')} "
                        + f"({counted(result.chained, 'chained', 'en')}"
                        + (f", {result.legacy} from before the chain" if result.legacy else "")
                        + f"), {counted(result.actions, 'action', 'en')}, "
                        + ("no snapshot to check yet" if result.snapshots == 0 else counted(result.snapshots, "snapshot", "en")
                           + (" agrees" if result.snapshots == 1 else " agree") + " with the fold")))
        if result.head is not None:
            click.echo(f"head: {safe(head_line(result.head, name))}")
        for note in result.notes:
            click.echo(f"note: {safe(note)}")
    else:
        click.echo(f"DAMAGED {safe(name)}: {safe(said(code, str(result.damage)) or str(result.damage))}", err=True)
        for note in result.notes:
            click.echo(f"note: {safe(note)}", err=True)


def _verified(name: str, result: Any) -> tuple[dict[str, Any], Any]:
    """(``verify --json``'s dict for one campaign, the result)."""
    return {"campaign": name, "ok": result.damage is None, "events": result.events, "chained": result.chained,
            "before_chain": result.legacy, "actions": result.actions, "snapshots": result.snapshots,
            "head": result.head,
            "damage": None if result.damage is None else {"event": result.damage.version, "action": result.damage.action,
                                                          "kind": result.damage.kind, "what": result.damage.what},
            "notes": result.notes}, result


def _verify_file(export_file: str, heads: tuple[str, ...], signed_by: str | None, json_: bool, code: str) -> None:
    """``verify --file``: an export file checked whole, its signature and the heads given; the damage and the
    refusals in ``code`` (``--lang``; the JSON keeps the ledger's English, stable for programs)."""
    from ledger.archive.anchors import head_line
    from ledger.service.archiving import verify_export
    from rules.archive_frames import said

    found = guarded(lambda: verify_export(export_file, heads, signed_by), speak=store_words(code))
    if json_:
        dump({**found, "ok": found["damage"] is None,
              "signature": {"state": found["signature"][0], "what": found["signature"][1]}})
    elif found["damage"] is None:
        click.echo(line(code, f"OK {safe(export_file)}: campaign {safe(found['campaign'])}, {counted(found['events'], 'event', 'en')}; "
                              f"{safe(found['signature'][1])}"))
        click.echo(f"head: {safe(head_line(found['head'], found['campaign']))}")
    else:
        click.echo(f"DAMAGED {safe(export_file)}: {safe(said(code, found['damage']) or found['damage'])}", err=True)
    if found["damage"] is not None:
        sys.exit(1)


@command(*store_options(),
         click.Option(["--out", "out"], required=True, metavar="FILE", help="The file to write (.gz: gzip; jsonl only)."),
         click.Option(["--format", "fmt"], type=click.Choice(["jsonl", "script", "history"]), default="jsonl", show_default=True,
                      help="jsonl: every stored event with its chain; script: a replayable campaign script; history: "
                           "the history rows as JSON (what a player or viewer may export)."),
         click.Option(["--keep-undone"], is_flag=True, help="script: keep undone actions as comments."),
         click.Option(["--force"], is_flag=True, help="Replace an existing file."),
         click.Option(["--sign"], metavar="KEY", help="jsonl: sign the export with this private key (ledger keygen): "
                                                      "FILE.sig beside it."), lang_option())
def export(store: str | None, campaign: str | None, out: str, fmt: str, keep_undone: bool, force: bool,
           sign: str | None, lang: str | None) -> None:
    """Write a campaign's whole history to a file: JSON Lines (a header, then every event with its envelope
    and hash chain; streamed) or a campaign script that replays to the same sheets.

    \b
    Examples: ledger export --out halcyon.jsonl.gz
              ledger export --format script --out halcyon.yaml --keep-undone
    """
    from ledger.service.archiving import export as write

    from ledger.service.archiving import check_signing_key, sign_export

    code = guarded(lambda: store_lang(lang))
    words = store_words(code)
    if keep_undone and fmt != "script":
        fail(words(RuleError("keep-undone", "--keep-undone goes with --format script")))
    if sign is not None:
        if fmt != "jsonl":
            fail(words(RuleError("sign", "--sign goes with --format jsonl")))
        guarded(lambda: check_signing_key(sign))
    name, count, what = guarded(lambda: write(session().ledger(store), campaign or None, out, fmt, keep_undone, force,
                                              lang=lang if fmt == "history" else None))
    code = _said_in(lang, store, name, code)
    click.echo(line(code, f"exported campaign {safe(name)}: {counted(count, what.removesuffix('s'), 'en')} to {safe(out)}"))
    if sign is not None:
        sig, key = guarded(lambda: sign_export(out, sign))
        click.echo(line(code, f"signed by key {key}: {safe(sig)}"))


@command(click.Argument(["file"], metavar="FILE"),
         click.Option(["--as", "rename"], metavar="NAME", help="Import under another name (the store has one of that name)."),
         click.Option(["--store"], metavar="PATH", help="Store (created when missing)."),
         click.Option(["--signed-by", "signed_by"], metavar="KEY.pub", help="Import only a file signed by this public key."),
         lang_option())
def import_(file: str, rename: str | None, store: str | None, signed_by: str | None, lang: str | None) -> None:
    """Rebuild a campaign from an export file (JSON Lines, .gz or plain): the file is checked whole first
    (format, order, hash chain, fold) and nothing is written when any line is bad.

    \b
    Example: ledger import halcyon.jsonl.gz --as "Halcyon Nights (copy)"
    """
    from ledger.service.archiving import export_signature, import_file

    from ledger.service.archiving import file_language

    code = guarded(lambda: store_lang(lang))
    speak = store_words(code)
    system_id, own = file_language(file)             # the campaign's language the file names, read as far as it can be
    if lang is None:
        code, speak = named_words(system_id, own, code)
    location = store_path(store)                     # its refusal in --lang too (``in_campaign_language``)
    _, said, refused = guarded(lambda: export_signature(file, signed_by), speak=speak)
    if refused:
        fail(speak(RuleError("file", f"{said}; nothing was written")))
    name, count = guarded(lambda: import_file(location, file, rename), speak=speak)
    code = _said_in(lang, str(location), name, code)
    click.echo(line(code, f"imported campaign {safe(name)}: {counted(count, 'event', 'en')}; {safe(said)}"))


import_.name = "import"


def _said_in(lang: str | None, store: str | None, name: str, code: str) -> str:
    """The language of the line a command prints about campaign ``name`` of ``store`` once it is done: ``campaign_lang``
    by the campaign's system (``code``, the language asked, when the campaign's system cannot be read)."""
    try:
        system = session().ledger(store).system(name)
    except Exception:  # noqa: BLE001 - the line is said anyway, in the language asked
        return code
    return campaign_lang(lang, system)


@command(click.Option(["--store"], metavar="PATH", help="Store file."), lang_option())
def migrate(store: str | None, lang: str | None) -> None:
    """Bring a store made by an earlier version up to date: mark it as the ledger's, and anchor the hash chain
    of every campaign whose events predate it (one new event; nothing recorded is rewritten).

    \b
    Example: ledger migrate --store old.sqlite
    """
    from ledger.service.archiving import migrate as run

    code = guarded(lambda: store_lang(lang))
    done = guarded(lambda: run(session().ledger(store)), speak=store_words(code))
    for said in done or ["nothing to do: the store is up to date"]:
        click.echo(safe(line(code, said)))


@command(click.Option(["--out"], required=True, metavar="FILE", help="The private key to write (FILE.pub: its public key)."),
         lang_option())
def keygen(out: str, lang: str | None) -> None:
    """Make the GM's signing key pair (Ed25519): the private key in FILE (readable by you only; keep it off the
    store's machine) and the public key in FILE.pub, to give to whoever checks your exports.

    \b
    Example: ledger keygen --out ~/.ledger/gm.key
             ledger export --out halcyon.jsonl.gz --sign ~/.ledger/gm.key
             ledger import halcyon.jsonl.gz --signed-by gm.key.pub
    """
    from ledger.service.archiving import new_key

    code = guarded(lambda: store_lang(lang))
    private, public, key = guarded(lambda: new_key(out), speak=store_words(code))
    click.echo(line(code, f"made key {key}: private {safe(private)} (keep it secret), public {safe(public)}"))


of_no_campaign(keygen)
COMMANDS = [verify, export, import_, migrate, keygen]
