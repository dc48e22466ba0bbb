"""Anchors outside the store: trusted head digests, and export files signed with a key the GM keeps.

Source: README "Archiving a campaign" (holding a record to a point one trusts). A hash chain with no key can be
recomputed by anyone who can write the store or edit an export. Two anchors it cannot forge:

- a **head digest** written down at a time one trusts (``ledger verify`` prints it): ``verify --head DIGEST``
  (or a file of them, one ``DIGEST [CAMPAIGN NAME]`` a line, as ``verify`` prints it) checks that the record still
  holds that event's link, so nothing up to it was changed or removed;
- a **signature** of an export (Ed25519, through ``cryptography``; docs: cryptography.io "Ed25519 signing"):
  ``ledger keygen`` makes the GM's key pair, ``export --sign KEY`` writes ``FILE.sig`` beside the export, and
  ``import``/``verify --file`` say "signed by KEY-ID", "not signed" or "the signature does not match" (with
  ``--signed-by PUBLIC-KEY``, anything but a match with that key is refused).

The signature covers the export's header line byte for byte; the header holds the campaign, the event count
and the chain head, which the import checks against every event, so the signature covers every event.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Any

import orjson

from ledger.errors import LedgerError
from ledger.failure_reasons import NOT_TEXT, os_reason
from rules.names import norm

SIGNATURE_FORMAT = "campaign-ledger/signature"
SIGNATURE_VERSION = 1
_DIGEST = re.compile(r"^[0-9a-f]{64}$")
#: Why a ``--sign`` file is no private key: it holds a public key (``KEY.pub``), or no PEM private key at all.
PUBLIC_NOT_PRIVATE = "it holds a public key: give the private key, the file without .pub"
NOT_PEM = "it holds no PEM private key"


# --- trusted heads ---------------------------------------------------------------------------------------

def head_line(digest: str, name: str) -> str:
    """The line ``verify`` prints for a head and a file of heads holds: ``DIGEST  NAME``."""
    return f"{digest}  {name}"


def trusted_heads(given: list[str] | tuple[str, ...], name: str) -> frozenset[str]:
    """The digests ``--head`` names for campaign ``name``: each value a digest (64 hex digits) or a file of lines
    ``DIGEST [NAME]`` (blank lines and ``#`` comments passed over; a line naming another campaign left out).
    Raises ``LedgerError("head")`` for a value that is neither, a bad line, or a file with no head of ``name``."""
    heads: set[str] = set()
    for value in given:
        text = str(value).strip().lower()
        if _DIGEST.match(text):
            heads.add(text)
            continue
        path = Path(str(value))
        if not path.is_file():
            raise LedgerError("head", f"{value!r} is neither a head digest (64 hex digits, as 'ledger verify' prints "
                              "it) nor a file of them")
        if path.stat().st_size > 16 * 1024 * 1024:
            raise LedgerError("head", f"{path} is over 16 MiB; a file of heads holds one line per head")
        mine = 0
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else NOT_TEXT
            raise LedgerError("head", f"cannot read {path}: {reason}") from None
        for number, line in enumerate(lines, start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            digest, _, who = line.partition(" ")
            if not _DIGEST.match(digest.lower()):
                raise LedgerError("head", f"{path} line {number}: not a head digest (64 hex digits, then the campaign's "
                                  "name)")
            if who.strip() and norm(who.strip()) != norm(name):
                continue
            heads.add(digest.lower())
            mine += 1
        if not mine:
            raise LedgerError("head", f"{path} holds no head of campaign {name!r}")
    return frozenset(heads)


# --- keys and signatures ---------------------------------------------------------------------------------

def key_id(public: bytes) -> str:
    """A public key's id: the first 16 hex digits of the SHA-256 of its 32 raw bytes."""
    return hashlib.sha256(public).hexdigest()[:16]


def new_key(out: str) -> tuple[Path, Path, str]:
    """Make an Ed25519 key pair: the private key at ``out`` (PEM, PKCS#8, mode 0600, a new file) and the public key
    at ``out + ".pub"`` (its 64 hex digits on one line). Returns (private path, public path, key id). Raises
    ``LedgerError("out")`` when ``out`` is blank or names a folder, or either file exists or cannot be written."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from ledger.inputs import out_path

    if not out_path(out).strip():
        raise LedgerError("out", "give the file to write (--out FILE)")
    private_path = Path(out).expanduser()
    if str(out).endswith(("/", os.sep)) or private_path.name in ("", ".", ".."):
        raise LedgerError("out", f"{out} names a folder; name a file")
    public_path = private_path.with_name(private_path.name + ".pub")
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    public = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    for path in (private_path, public_path):
        if path.exists() or path.is_symlink():
            raise LedgerError("out", f"{path} exists; a key is never overwritten (name a new file)")
    try:
        fd = os.open(private_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(pem)
        public_path.write_text(public.hex() + "\n", encoding="utf-8")
    except OSError as exc:
        raise LedgerError("out", f"cannot write {exc.filename or private_path}: {os_reason(exc)}") from None
    return private_path, public_path, key_id(public)


def _private_key(path: str) -> Any:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from cryptography.exceptions import UnsupportedAlgorithm

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise LedgerError("sign", f"cannot read {path}: {os_reason(exc)}") from None
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError, UnsupportedAlgorithm):        # the library's text is not the reader's
        held = data[:200].strip().lower()
        why = PUBLIC_NOT_PRIVATE if _DIGEST.match(held.decode("ascii", "replace")) else NOT_PEM
        raise LedgerError("sign", f"{path} is not a private key made by 'ledger keygen' ({why})") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise LedgerError("sign", f"{path} is not an Ed25519 private key (made by 'ledger keygen')")
    return key


def public_key(path_or_hex: str, field: str = "signed-by") -> bytes:
    """The 32 raw bytes of a public key given as its 64 hex digits or a file holding them (``KEY.pub``). Raises
    ``LedgerError(field)``."""
    text = str(path_or_hex).strip()
    if not _DIGEST.match(text.lower()):
        try:
            text = Path(text).read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            raise LedgerError(field, f"{path_or_hex!r} is neither a public key (64 hex digits) nor a file holding one "
                              "(the .pub file 'ledger keygen' made)") from None
    if not _DIGEST.match(text.lower()):
        raise LedgerError(field, f"{path_or_hex} does not hold a public key (64 hex digits, as 'ledger keygen' wrote it)")
    return bytes.fromhex(text)


def signature_path(export: Path) -> Path:
    """Where the signature of the export at ``export`` lives: ``EXPORT.sig`` beside it."""
    return export.with_name(export.name + ".sig")


def _header_bytes(export: Path) -> bytes:
    from ledger.archive.export_file import lines_of

    for _, line in lines_of(export):
        return bytes(line.rstrip(b"\r\n"))
    raise LedgerError("file", f"{export} is empty")


def sign_export(export: Path, key_path: str) -> tuple[Path, str]:
    """Sign the export at ``export`` with the private key at ``key_path``: ``EXPORT.sig`` (JSON: format, key, key id,
    signature over the header line; mode 0600, replaced when it exists). Returns (its path, the key id). Raises
    ``LedgerError("sign")``."""
    from cryptography.hazmat.primitives import serialization

    key = _private_key(key_path)
    public = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    header = _header_bytes(export)
    body = {"format": SIGNATURE_FORMAT, "version": SIGNATURE_VERSION, "algorithm": "ed25519", "key": public.hex(),
            "key_id": key_id(public), "signature": key.sign(header).hex()}
    path = signature_path(export)
    from ledger.store.out_files import replacing

    with replacing(path, True, f"the signature {path}") as fh:
        fh.write(orjson.dumps(body) + b"\n")
    return path, key_id(public)


def refused(state: str, required: bool) -> bool:
    """Whether an export whose signature is in ``state`` (``signature_of``'s ``"signed"``, ``"unsigned"`` or
    ``"mismatch"``) is refused: a signature that does not match always; with a key ``required`` (``--signed-by``),
    anything but that key's signature (an unsigned file too). The one rule of ``import`` and ``verify --file``.
    Source: README "Archiving a campaign" ("with ``--signed-by KEY.pub`` anything but that key's signature is
    refused")."""
    return state == "mismatch" or (required and state != "signed")


def signature_of(export: Path, trusted: bytes | None = None) -> tuple[str, str]:
    """(state, phrase) of the export's signature: ``"signed"`` ("signed by key ID", trusted or not), ``"unsigned"``
    ("not signed") or ``"mismatch"`` ("the signature does not match: …"). With ``trusted`` (a public key's raw bytes),
    a signature by another key is ``"mismatch"``. Never raises for a damaged signature file (that is a mismatch)."""
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    path = signature_path(export)
    if not path.is_file():
        return "unsigned", f"not signed (no {path.name} beside it)"
    try:
        body = orjson.loads(path.read_bytes()[:64 * 1024])
        public = bytes.fromhex(body["key"])
        signature = bytes.fromhex(body["signature"])
        ok = body.get("format") == SIGNATURE_FORMAT and body.get("algorithm") == "ed25519"
    except (orjson.JSONDecodeError, KeyError, TypeError, ValueError, OSError):
        return "mismatch", f"the signature does not match: {path.name} is not a signature the ledger writes"
    if not ok or len(public) != 32:
        return "mismatch", f"the signature does not match: {path.name} is not an Ed25519 signature the ledger writes"
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(signature, _header_bytes(export))
    except InvalidSignature:
        return "mismatch", f"the signature does not match: the file or {path.name} was changed since it was signed"
    if trusted is not None and public != trusted:
        return "mismatch", (f"the signature does not match the key given: signed by key {key_id(public)}, "
                            f"not {key_id(trusted)}")
    return "signed", f"signed by key {key_id(public)}" + (" (the key given)" if trusted is not None else
                                                          " (give --signed-by KEY.pub to hold it to your key)")
