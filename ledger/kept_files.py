"""Where the ledger keeps derived data between commands (the history's rows, the help listing), and which code made it.

Source: README "Using the ledger" (history at scale; ``LEDGER_CACHE``). Kept data is never the record: it is used
only while the code that made it is unchanged, and anything wrong with it only means it is made again.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path


def cache_file() -> Path | None:
    """The cache file (``$LEDGER_CACHE/history.sqlite``, else ``$XDG_CACHE_HOME`` or ``~/.cache`` under
    ``campaign-ledger``), or None when ``LEDGER_CACHE`` is ``off`` (or ``0``, ``no``, empty)."""
    given = os.environ.get("LEDGER_CACHE")
    if given is not None:
        if given.strip().lower() in ("", "off", "0", "no", "false"):
            return None
        return Path(given).expanduser() / "history.sqlite"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "campaign-ledger" / "history.sqlite"


def code_digest() -> str:
    """The ledger's version and the size and time of every code file of ``ledger`` and ``rules`` (the rows'
    words come from both), so that kept rows (or any kept derived data) never outlive the code that made them."""
    from ledger import __version__

    parts = [__version__]
    for package in ("ledger", "rules"):
        top = Path(__file__).resolve().parents[1] / package
        for folder, _, files in sorted(os.walk(top)):
            for f in sorted(files):
                if f.endswith(".py"):
                    st = os.stat(os.path.join(folder, f))
                    parts.append(f"{folder}/{f}:{st.st_size}:{st.st_mtime_ns}")
    return hashlib.blake2b("\n".join(parts).encode(), digest_size=16).hexdigest()


def keep_phase_moves() -> None:
    """Keep the phase machines' moves (``rules.phases.keep_with``) in the cache folder under this code's digest
    (``phases-DIGEST.json`` beside ``cache_file()``), so that a one-off command need not import python-statemachine
    to ask them again; nothing is kept when ``LEDGER_CACHE`` is off. Anything wrong with the kept file only means the
    machines are asked again. Source: bench/README.md (start-up)."""
    from rules.phases import keep_with

    cache = cache_file()
    if cache is None:
        return
    where: list[Path] = []

    def path() -> Path:
        if not where:
            where.append(cache.parent / f"phases-{code_digest()[:16]}.json")
        return where[0]

    def load() -> object:
        import orjson

        try:
            return orjson.loads(path().read_bytes())
        except (OSError, ValueError):
            return None

    def save(moves: dict[str, object]) -> None:
        import orjson

        keep(path(), orjson.dumps(moves), "phases-*.json")

    keep_with(load, save)


def keep(target: Path, data: bytes, made_before: str) -> None:
    """Write ``data`` to the kept file ``target`` whole (a temporary file moved into place; the folder made, private)
    and remove the files of ``made_before`` (a glob in the same folder: the same kind kept by code that is gone).
    Anything that fails only means nothing is kept."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = target.with_name(f".{target.name}.{os.getpid()}")
        tmp.write_bytes(data)
        os.replace(tmp, target)
        for old in target.parent.glob(made_before):
            if old != target:
                old.unlink(missing_ok=True)
    except OSError:
        pass
