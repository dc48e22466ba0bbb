"""Shared fixtures: a pure Masks table (no storage) and the real ``ledger`` command on a temporary store."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.decide import decide
from rules.declaration import Context

ROOT = Path(__file__).resolve().parent.parent
LEDGER = shutil.which("ledger", path=str(Path(sys.executable).parent)) or shutil.which("ledger")


class Table:
    """A Masks campaign state driven through the pure rules, as the CLI drives them."""

    def __init__(self, **options: Any) -> None:
        self.system = rules.get_system("masks")
        self.state = self.system.new_state(self.system.parse_options(options))
        self.actions = 0
        self.events: list[Any] = []

    def do(self, command: str, actor: str = "GM", **args: Any) -> list[Any]:
        events, self.state = decide(self.system, self.state, command, args, Context(actor, self.actions + 1))
        self.actions += 1          # a refused command records no action (as in the ledger)
        self.events = events
        return events

    def pc(self, name: str, labels: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0), playbook: str = "custom") -> None:
        """A hero with exactly ``labels`` (Danger, Freak, Savior, Superior, Mundane): created from a legal custom
        array (docs/systems/masks.md "Playbooks" refuses others), then set to the values the test needs (a fixture, not a rule)."""
        self.do("add-character", name=name, playbook=playbook, labels=[0, 0, 1, 0, 1], plus_one="mundane", custom=True)
        self.state["characters"][name]["labels"] = dict(zip(("danger", "freak", "savior", "superior", "mundane"), labels))

    def char(self, name: str) -> dict[str, Any]:
        return self.state["characters"][name]

    def sheet(self, name: str) -> dict[str, Any]:
        return self.system.views.sheet(self.state, name)

    def in_scene(self) -> None:
        self.do("session start")
        self.do("scene start")


# --- which store the tests run on --------------------------------------------------------------------
#: ``LEDGER_TEST_STORE=postgres`` runs the whole suite on PostgreSQL: every store a test names by a path
#: under pytest's temporary folder becomes a schema of its own in ``LEDGER_TEST_PG`` (default the local
#: server's ``test`` database). The suite fails, rather than skips, when that server cannot be reached.
TEST_STORE = os.environ.get("LEDGER_TEST_STORE", "sqlite").strip().lower()
PG_BASE = os.environ.get("LEDGER_TEST_PG", "postgresql://root@127.0.0.1:5432/test")
#: This run's schemas: ``lt_<pid>_<hash>``, so that runs side by side (two checkouts, two sessions, the workers of
#: one ``pytest -n``) never drop each other's stores; schemas of runs that are gone are dropped when a run starts.
PG_PREFIX = f"lt_{os.getpid()}_"


def pg_url(path: Path | str) -> str:
    """The PostgreSQL store standing for the test store file ``path`` (a schema named after it)."""
    import hashlib

    digest = hashlib.sha1(str(Path(path).resolve()).encode()).hexdigest()[:16]
    MADE.add(f"{PG_PREFIX}{digest}")
    return f"{PG_BASE}?schema={PG_PREFIX}{digest}"


#: The schemas ``pg_url`` has named since the current test module began (dropped when it ends).
MADE: set[str] = set()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", default=False, help="also run tests marked slow")


CACHE: dict[str, str] = {}


def pytest_configure(config: pytest.Config) -> None:
    # the kept history rows (ledger/history_cache.py) of this run live in a folder of its own; with pytest-xdist
    # (-n), each worker's in one of its own, not in the one its controller made (and passed on in the environment)
    given = os.environ.get("LEDGER_CACHE")
    if given is None or (os.environ.get("PYTEST_XDIST_WORKER") and given == os.environ.get("LEDGER_TEST_CACHE")):
        os.environ["LEDGER_CACHE"] = os.environ["LEDGER_TEST_CACHE"] = CACHE["dir"] = tempfile.mkdtemp(prefix="ledger-cache-")
    config.addinivalue_line("markers", "sqlite_only: the test is about SQLite files (skipped on PostgreSQL)")
    if TEST_STORE not in ("sqlite", "postgres"):
        pytest.exit(f"LEDGER_TEST_STORE={TEST_STORE!r}: allowed sqlite, postgres", returncode=4)
    if TEST_STORE == "postgres":
        from ledger.errors import LedgerError
        from ledger.store.locations import locate, pg_connect

        try:
            pg_connect(locate(PG_BASE)).close()
        except LedgerError as exc:
            pytest.exit(f"LEDGER_TEST_STORE=postgres but PostgreSQL cannot be reached: {exc}", returncode=3)
        _drop_schemas(_gone)


def pytest_unconfigure(config: pytest.Config) -> None:
    if CACHE.get("dir"):
        shutil.rmtree(CACHE["dir"], ignore_errors=True)
    if TEST_STORE != "postgres":
        return
    from ledger.store.locations import locate, pg_connect

    _drop_schemas(lambda schema: schema.startswith(PG_PREFIX))


def _drop_schemas(which: Any) -> None:
    """Drop the test schemas ``which(name)`` selects, one transaction each (dropping a whole run's schemas
    in one transaction takes a lock per table and can exhaust the server's lock table: "out of shared
    memory"). A schema still locked by a connection left open (a server thread not yet stopped) is left
    for the end of the run, after waiting at most 5 s for it."""
    import psycopg

    from ledger.store.locations import locate, pg_connect

    with pg_connect(locate(PG_BASE)) as con:
        con.execute("SET lock_timeout = '5s'")
        for (schema,) in con.execute("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'lt%%'").fetchall():
            if which(schema):
                try:
                    con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
                    con.commit()
                except psycopg.errors.LockNotAvailable:
                    con.rollback()
        con.commit()


@pytest.fixture(scope="module", autouse=True)
def _module_schemas_dropped() -> Any:
    """On PostgreSQL, the schemas a test module's stores became are dropped when the module ends (its
    module-scoped stores are done by then). A run that kept them all to its end (thousands of schemas, each
    with its tables, types and functions) made every catalog query of the later tests slower: with 1,500 such
    schemas, the ledger's own look-up of a store's tables (``pg_kind``) takes about 50 ms instead of 0.2 ms."""
    MADE.clear()
    yield
    if TEST_STORE == "postgres" and MADE:
        made = set(MADE)
        MADE.clear()
        _drop_schemas(made.__contains__)


def _gone(schema: str) -> bool:
    """Whether the run that made ``schema`` has ended (its process is gone, or it predates run prefixes)."""
    parts = schema.split("_")
    if len(parts) != 3 or not parts[1].isdigit():
        return True
    try:
        os.kill(int(parts[1]), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


@pytest.fixture(autouse=True)
def _no_language_kept_between_tests() -> Any:
    """A command run in this process remembers ``LEDGER_LANG`` as the preferred language (``rules.i18n.prefer``, as
    each command line does); each test starts without one, whatever the test before it ran."""
    from rules.i18n import prefer

    prefer(None)
    yield
    prefer(None)


@pytest.fixture(autouse=True)
def _stores_on_postgres(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """On PostgreSQL, a store path under the tests' temporary folder names a schema instead."""
    if TEST_STORE != "postgres":
        return
    import ledger.store.application
    import ledger.store.locations

    base = str(tmp_path_factory.getbasetemp().resolve())
    original = ledger.store.locations.locate

    def locate(given: Any) -> Any:
        text = str(given) if given is not None else os.environ.get("LEDGER_STORE")
        if text and not text.startswith("postgres") and str(Path(text).resolve()).startswith(base):
            return original(pg_url(text))
        return original(given)

    monkeypatch.setattr(ledger.store.locations, "locate", locate)
    monkeypatch.setattr(ledger.store.application, "locate", locate)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if TEST_STORE == "postgres":
        skip_file = pytest.mark.skip(reason="about SQLite files; this run is on PostgreSQL")
        for item in items:
            if "sqlite_only" in item.keywords:
                item.add_marker(skip_file)
    if config.getoption("--runslow") or os.environ.get("LEDGER_RUNSLOW"):
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow or LEDGER_RUNSLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def table() -> Table:
    return Table()


#: Run every ``Cli`` call as a real ``ledger`` process (slower; the default runs the same entry point in
#: this process, with its own environment, argv, stdout and stderr). Tests of signals, crashes and
#: start-up always use a process (``Cli(..., process=True)``).
ALWAYS_PROCESS = bool(os.environ.get("LEDGER_TEST_PROCESS"))


def run_in_process(args: tuple[str, ...], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run ``ledger.cli.main(args)`` here with ``env`` as the whole environment; like ``subprocess.run``."""
    import contextlib
    import io
    import sys

    from ledger.cli import main

    saved = dict(os.environ)
    extra_path = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and p not in sys.path]
    sys.path[:0] = extra_path
    os.environ.clear()
    os.environ.update(env)
    out, err = io.StringIO(), io.StringIO()
    code = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main(list(args))
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    finally:
        os.environ.clear()
        os.environ.update(saved)
        for p in extra_path:
            sys.path.remove(p)
    return subprocess.CompletedProcess(["ledger", *args], code, out.getvalue(), err.getvalue())


def copy_store(source: Path | str, target: Path | str) -> None:
    """Copy the test store ``source`` to ``target``: the file, or on PostgreSQL (where a store is a schema
    with eventsourcing's tables, types and functions) each campaign exported and imported."""
    if TEST_STORE != "postgres":
        shutil.copyfile(source, target)
        return
    import tempfile

    src, dst = Cli(Path(source)), Cli(Path(target))
    with tempfile.TemporaryDirectory() as folder:
        for n, camp in enumerate(src.json("campaigns")):
            out = Path(folder) / f"{n}.jsonl"
            src("export", "--campaign", camp["name"], "--out", str(out))
            dst("import", str(out))


class Cli:
    """Runs the ``ledger`` command against one temporary store (in this process unless ``process``)."""

    def __init__(self, store: Path, env: dict[str, str] | None = None, process: bool = False) -> None:
        self.store = store
        self.env = env or {}
        self.process = process or ALWAYS_PROCESS

    def __call__(self, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
        env = dict(os.environ, LEDGER_STORE=str(self.store), COLUMNS="200")
        env.pop("LEDGER_CAMPAIGN", None)
        env.update(self.env)
        if TEST_STORE == "postgres" and not env["LEDGER_STORE"].startswith("postgres"):
            env["LEDGER_STORE"] = pg_url(env["LEDGER_STORE"])
        if self.process:
            proc = subprocess.run([LEDGER, *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
        else:
            proc = run_in_process(args, env)
        if ok and proc.returncode != 0:
            raise AssertionError(f"ledger {' '.join(args)} failed ({proc.returncode}): {proc.stderr}")
        return proc

    def json(self, *args: str) -> Any:
        return json.loads(self(*args, "--json").stdout)

    def bytes(self) -> bytes:
        """The store's whole content: the file's bytes, or on PostgreSQL every row of the store's schema."""
        if TEST_STORE != "postgres":
            return self.store.read_bytes() if self.store.exists() else b""
        from ledger.store.locations import locate, pg_connect

        schema = pg_url(self.store).rsplit("=", 1)[1]
        out = []
        with pg_connect(locate(PG_BASE)) as con:
            tables = [r[0] for r in con.execute("SELECT table_name FROM information_schema.tables WHERE table_schema = %s "
                                                "ORDER BY table_name", (schema,)).fetchall()]
            for table in tables:
                out.append(repr(con.execute(f'SELECT * FROM "{schema}"."{table}" ORDER BY 1, 2').fetchall()).encode())
        return b"|".join(out)

    def has_store(self) -> bool:
        """Whether a ledger store exists where this Cli points (a file, or a marked PostgreSQL schema)."""
        if TEST_STORE != "postgres":
            return self.store.exists()
        from ledger.store.locations import locate, pg_kind

        return pg_kind(locate(pg_url(self.store))) == "ledger"


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    assert LEDGER, "the ledger command is not installed (pip install -e '.[dev]')"
    return Cli(tmp_path / "store.sqlite")
