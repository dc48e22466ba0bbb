"""``export --out`` and ``chronicle --out`` write regular files only, whole or not at all (``ledger.store.out_files``).

Source: a newcomer's pass: ``--force`` replaced the device node ``/dev/full`` with a regular file and changed
the mode of the file behind a symbolic link; a full disk was an internal error (exit 70).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from conftest import ALWAYS_PROCESS, ROOT, Cli


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("src") / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-second-chances.yaml"))
    return cli


WRITERS = {"export": ["export", "--out"], "script": ["export", "--format", "script", "--out"],
           "chronicle": ["chronicle", "--format", "md", "--out"]}


@pytest.mark.parametrize("writer", list(WRITERS))
def test_a_pipe_a_link_and_a_folder_are_refused_even_with_force(source: Cli, tmp_path: Path, writer: str) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    real = tmp_path / "real.txt"
    real.write_text("keep me")
    os.chmod(real, 0o644)
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    dangling = tmp_path / "dangling.jsonl"
    dangling.symlink_to(tmp_path / "nowhere.jsonl")
    for path, says in ((fifo, "is not a regular file"), (link, "is a symbolic link"), (dangling, "is a symbolic link"),
                       (tmp_path, "is a folder")):
        for force in ([], ["--force"]):
            proc = source(*WRITERS[writer], str(path), *force, ok=False)
            lines = proc.stderr.strip().splitlines()
            assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith("error: out:") and says in lines[0], proc.stderr
    assert real.read_text() == "keep me" and real.stat().st_mode & 0o777 == 0o644
    assert not (tmp_path / "nowhere.jsonl").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dangling.jsonl", "link.jsonl", "pipe", "real.txt"]


@pytest.mark.skipif(ALWAYS_PROCESS, reason="the full disk is simulated in this process")
@pytest.mark.parametrize("writer", list(WRITERS))
def test_a_full_disk_is_an_out_refusal_and_leaves_the_old_file(source: Cli, tmp_path: Path, writer: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    old = tmp_path / "old.out"
    old.write_text("the old file")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    proc = source(*WRITERS[writer], str(old), "--force", ok=False)
    assert proc.returncode == 2 and proc.stderr.strip() == f"error: out: cannot write {old}: the disk is full"
    assert old.read_text() == "the old file"
    assert [p.name for p in tmp_path.iterdir()] == ["old.out"]          # no temporary file left beside it


@pytest.mark.parametrize("writer", list(WRITERS))
def test_force_replaces_a_regular_file_with_a_private_one(source: Cli, tmp_path: Path, writer: str) -> None:
    old = tmp_path / "old.out"
    old.write_text("the old file")
    os.chmod(old, 0o644)
    refused = source(*WRITERS[writer], str(old), ok=False)
    assert refused.returncode == 2 and "exists" in refused.stderr and old.read_text() == "the old file"
    source(*WRITERS[writer], str(old), "--force")
    assert old.read_text() != "the old file" and old.stat().st_mode & 0o777 == 0o600


@pytest.mark.sqlite_only
@pytest.mark.parametrize("writer", list(WRITERS))
def test_the_store_being_read_is_never_the_file_written(tmp_path: Path, writer: str) -> None:
    """``--out`` naming the store itself (or its -wal/-shm) is refused even with --force: it replaced the store."""
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-second-chances.yaml"))
    before = cli.bytes()
    for path in (cli.store, Path(f"{cli.store}-wal")):
        proc = cli(*WRITERS[writer], str(path), "--force", ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith("error: out:") and "is the store being read" in proc.stderr
    assert cli.bytes() == before and cli("verify").stdout.startswith("OK")


def test_a_path_too_long_is_a_refusal_not_an_internal_error(source: Cli, tmp_path: Path) -> None:
    long_folder = tmp_path / ("d" * 300) / "e.jsonl"
    long_path = tmp_path / "/".join(["x" * 200] * 25) / "e.jsonl"
    for argv in (["export", "--out", str(long_folder)], ["export", "--out", str(long_path)],
                 ["import", str(long_path)], ["sheet", "Rook", "--store", str(long_path)]):
        proc = source(*argv, ok=False)
        (line,) = proc.stderr.strip().splitlines()
        assert proc.returncode == 2 and line.startswith("error: "), proc.stderr
        assert len(line) < 1100
        if argv[1] == "--out":
            assert line.startswith("error: out: cannot use "), line             # the option's name, not "file"


@pytest.mark.sqlite_only
def test_what_a_killed_command_left_beside_a_file_is_swept_by_the_next(source: Cli, tmp_path: Path) -> None:
    """``kill -9`` leaves a command's temporary file (a store being made, an export being written). The next command
    making that file removes the ones whose process has ended on this machine, and leaves a running process's, and
    another machine's, and another file's."""
    import subprocess
    import sys

    from ledger.store.temp_files import HOST, temp_beside

    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(ended.stdout)
    out = tmp_path / "e.jsonl"
    store = tmp_path / "n.sqlite"
    left = [tmp_path / f".e.jsonl.{HOST}.{dead}-0123abcd.tmp", tmp_path / f".n.sqlite.{HOST}.{dead}-89abcdef.tmp",
            tmp_path / f".n.sqlite.{HOST}.{dead}-89abcdef.tmp-wal"]
    kept = [tmp_path / f".e.jsonl.{HOST}.{os.getppid()}-0123abcd.tmp", tmp_path / f".e.jsonl.otherhost.{dead}-0123abcd.tmp",
            tmp_path / f".other.jsonl.{HOST}.{dead}-0123abcd.tmp", tmp_path / f".e.jsonl.{dead}-0123abcd.tmp"]
    for f in left + kept:
        f.write_bytes(b"half")
    assert temp_beside(out).name.startswith(f".e.jsonl.{HOST}.{os.getpid()}-")
    source("export", "--out", str(out))
    Cli(store)("create", "Fresh")
    assert out.is_file() and store.is_file()
    assert not any(f.exists() for f in left) and all(f.exists() for f in kept)
