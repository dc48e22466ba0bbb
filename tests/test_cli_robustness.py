"""A newcomer's test pass of the CLI: long piped lines in ``ledger play``, error lines that repeat huge input,
``--install-completion`` over broken rc files, an unsupported ``$SHELL``, ``ledger`` alone, the examples of
``export``/``import``/``verify``/``migrate --help``.

Every refusal is one ``error:`` line, exit code 2, with nothing written (the store byte for byte, the home
folder file for file).
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import LEDGER, ROOT, Cli
from ledger.cli.common import LINE_LIMIT, VALUE_LIMIT, clip, error_line
from ledger.cli import root
from ledger.cli.shell.shell import LINE_MAX, Shell, piped_lines
from test_play import shell_store, start


def files(home: Path) -> dict[str, str]:
    """Every path under ``home`` -> what it is (a link's target, a file's text, or "dir")."""
    found = {}
    for path in sorted(home.rglob("*")):
        key = str(path.relative_to(home))
        if path.is_symlink():
            found[key] = "-> " + os.readlink(path)
        elif path.is_dir():
            found[key] = "dir"
        else:
            found[key] = path.read_text()
    return found


# --- 1. long lines in ledger play, and error lines that repeat huge input --------------------------------------

def test_a_piped_line_of_a_megabyte_is_refused_at_once_and_the_shell_goes_on(tmp_path: Path) -> None:
    cli = start(tmp_path / "long.sqlite")
    before = cli.bytes()
    env = dict(os.environ, LEDGER_STORE=shell_store(cli.store), COLUMNS="200")
    lines = f"mark Rook afraid --reason {'x' * 1_000_000}\nsheet Rook --json\n"
    # a generous timeout: splitting this line took 35 s before the limit (65 s on a loaded machine)
    proc = subprocess.run([LEDGER, "play"], input=lines, text=True, capture_output=True, env=env, timeout=30)
    assert proc.returncode == 2                   # the long line was refused; the others ran
    assert proc.stderr == "error: line: at most 100,000 characters (this one has 1,000,026); nothing was run\n"
    assert json.loads(proc.stdout)["name"] == "Rook"                       # the next line ran
    assert cli.bytes() == before


def test_the_limit_is_100000_characters_a_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "limit.sqlite")
    before = cli.bytes()
    head = "mark Rook afraid --reason "
    with Shell(root(), shell_store(cli.store)) as shell:
        assert shell.run_line(head + "x" * (LINE_MAX - len(head)) + "\n") == 2         # runs: the reason is too long
        assert shell.run_line(head + "x" * (LINE_MAX + 1 - len(head))) == 2            # refused before it is split
    err = capsys.readouterr().err.splitlines()
    assert err == ["error: reason: a reason of at most 1000 characters",
                   "error: line: at most 100,000 characters (this one has 100,001); nothing was run"]
    assert cli.bytes() == before


def test_piped_lines_come_whole_or_as_the_length_of_a_line_over_the_limit() -> None:
    text = "a\n" + "b" * (LINE_MAX + 5) + "\n" + "c" * LINE_MAX + "\n" + "d" * (LINE_MAX * 3) + "\nlast"
    got = list(piped_lines(io.StringIO(text), chunk=1000))
    assert got == ["a\n", LINE_MAX + 5, "c" * LINE_MAX + "\n", LINE_MAX * 3, "last"]
    assert list(piped_lines(io.StringIO("e" * (LINE_MAX + 1)))) == [LINE_MAX + 1]          # no newline at the end


def test_an_error_line_cuts_a_huge_value(tmp_path: Path) -> None:
    cli = start(tmp_path / "err.sqlite")
    before = cli.bytes()
    proc = cli("status", "z" * 1_000_000, ok=False)
    assert proc.returncode == 2 and proc.stderr == (
        f"error: usage: Got unexpected extra argument ({'z' * VALUE_LIMIT}…) (see: ledger status --help)\n")
    proc = cli("sheet", "y" * 100_000, ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: character: unknown character '{'y' * VALUE_LIMIT}…'")
    assert proc.stderr.count("\n") == 1 and len(proc.stderr) < 500
    assert cli.bytes() == before


def test_clip_cuts_values_and_the_line() -> None:
    assert clip("name: 'short' and (short)") == "name: 'short' and (short)"
    assert clip("name: '" + "q" * 400 + "' is unknown") == "name: '" + "q" * VALUE_LIMIT + "…' is unknown"
    assert clip('x "' + "w w " * 200 + '"') == 'x "' + ("w w " * 200)[:VALUE_LIMIT] + '…"'
    assert clip("k" * 301) == "k" * VALUE_LIMIT + "…"
    words = "ab " * 1000
    assert clip(words) == words[:LINE_LIMIT] + "…"
    assert error_line("usage:\n  two\tlines \x1b[31m") == "error: usage: two lines \\x1b[31m"


# --- 2. completion: broken rc files, an unsupported $SHELL, extra words ---------------------------------------

def _ledger(home: Path, *args: str, shell: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, HOME=str(home))
    env.pop("SHELL", None)
    if shell is not None:
        env["SHELL"] = shell
    return subprocess.run([LEDGER, *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)


@pytest.mark.parametrize("shell, rc", [("bash", ".bashrc"), ("zsh", ".zshrc")])
@pytest.mark.parametrize("broken", ["dangling", "directory"])
def test_install_completion_refuses_a_broken_rc_file_and_writes_nothing(tmp_path: Path, shell: str, rc: str,
                                                                        broken: str) -> None:
    home = tmp_path / "home"
    home.mkdir()
    if broken == "dangling":
        (home / rc).symlink_to(tmp_path / "gone" / rc)
        why = f"is a symbolic link to a missing file ({tmp_path / 'gone' / rc})"
    else:
        (home / rc).mkdir()
        why = "is not a regular file (a directory?); completion writes a file there"
    before = files(home)
    for args in (["--install-completion", shell], ["completion", shell, "--install"]):
        proc = _ledger(home, *args)
        assert proc.returncode == 2 and proc.stdout == ""
        assert proc.stderr == f"error: install: {home / rc} {why}; mend it and install again\n"
        assert files(home) == before


def test_install_completion_refuses_a_file_where_a_folder_goes(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / ".config").mkdir(parents=True)
    (home / ".config" / "fish").write_text("not a folder\n")
    before = files(home)
    proc = _ledger(home, "--install-completion", "fish")
    assert proc.returncode == 2 and proc.stderr == (
        f"error: install: {home / '.config' / 'fish'} is not a folder; "
        f"{home / '.config' / 'fish' / 'completions' / 'ledger.fish'} cannot be made; mend it and install again\n")
    assert files(home) == before


def test_install_completion_into_a_sound_home_writes_both_files(tmp_path: Path) -> None:
    proc = _ledger(tmp_path, "--install-completion", "bash")
    assert proc.returncode == 0 and proc.stdout == (
        f"wrote {tmp_path / '.bash_completions' / 'ledger.sh'}\nwrote {tmp_path / '.bashrc'}\n"
        "completion for bash installed; open a new shell to use it\n")
    assert (tmp_path / ".bashrc").read_text() == f"source {tmp_path / '.bash_completions' / 'ledger.sh'}\n"


def test_an_unsupported_shell_and_an_extra_word_are_refused(tmp_path: Path) -> None:
    allowed = "$SHELL is 'tcsh', which has no completion here; name one of the allowed shells: bash, zsh, fish"
    proc = _ledger(tmp_path, "--show-completion", shell="/bin/tcsh")
    assert proc.returncode == 2 and proc.stdout == "" and proc.stderr == (
        f"error: usage: Invalid value for --show-completion/--install-completion: {allowed} (see: ledger --help)\n")
    proc = _ledger(tmp_path, "completion", shell="/bin/tcsh")
    assert proc.returncode == 2 and proc.stdout == "" and proc.stderr == (
        f"error: usage: Invalid value for shell: {allowed} (see: ledger completion --help)\n")
    proc = _ledger(tmp_path, "--install-completion", shell="/bin/tcsh")
    assert proc.returncode == 2 and files(tmp_path) == {}
    proc = _ledger(tmp_path, "--show-completion", "bash", "extra")
    assert proc.returncode == 2 and proc.stdout == "" and proc.stderr == (
        "error: usage: --show-completion/--install-completion take one shell name (bash, zsh or fish); "
        "unexpected: extra (see: ledger --help)\n")
    proc = _ledger(tmp_path, "--install-completion", "bash", "extra", "words")
    assert proc.returncode == 2 and proc.stderr.endswith("unexpected: extra words (see: ledger --help)\n")
    assert files(tmp_path) == {}
    zsh = _ledger(tmp_path, "--show-completion", shell="/usr/bin/zsh")
    assert zsh.returncode == 0 and zsh.stdout.startswith("#compdef ledger")
    bash = _ledger(tmp_path, "--show-completion")                                # no $SHELL: bash
    assert bash.returncode == 0 and "complete -o nosort -F _ledger_completion ledger" in bash.stdout


# --- 3. ledger alone; 4. the examples of export, import, verify and migrate -----------------------------------

def test_ledger_alone_prints_its_help_as_help_does(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    alone, helped = cli(ok=False), cli("--help")
    assert alone.returncode == 0 and alone.stderr == ""
    assert alone.stdout == helped.stdout
    assert alone.stdout.startswith("Usage: ledger [OPTIONS] COMMAND [ARGS]...\n\n  An event-sourced campaign ledger")
    assert "\nPlay (record and correct):\n" in alone.stdout and alone.stdout.count("\n") > 100
    assert not cli.has_store()
    cli = start(tmp_path / "group.sqlite")
    before = cli.bytes()
    alone, helped = cli("session"), cli("session", "--help")                     # a group without its subcommand
    assert alone.stdout == helped.stdout and alone.stdout.startswith("Usage: ledger session [OPTIONS] COMMAND")
    assert cli.bytes() == before


@pytest.mark.parametrize("command, example", [
    ("export", "  Examples: ledger export --out halcyon.jsonl.gz\n"
               "            ledger export --format script --out halcyon.yaml --keep-undone\n"),
    ("import", '  Example: ledger import halcyon.jsonl.gz --as "Halcyon Nights (copy)"\n'),
    ("verify", "  Examples: ledger verify\n"
               '            ledger verify --campaign "Halcyon Nights" --head heads.txt\n'
               "            ledger verify --file halcyon.jsonl.gz --signed-by gm.key.pub\n"),
    ("migrate", "  Example: ledger migrate --store old.sqlite\n"),
])
def test_the_examples_of_the_archive_commands_render(tmp_path: Path, command: str, example: str) -> None:
    proc = Cli(tmp_path / "none.sqlite")(command, "--help")
    assert proc.returncode == 0 and "\\b" not in proc.stdout
    assert "\n\n" + example + "\nOptions:\n" in proc.stdout


# --- a library's own log record never reaches the terminal ------------------------------------------------------

LOGGING_CHILD = """
import logging, sys, warnings
import ledger.cli as cli
cli.quiet_libraries()
logging.getLogger("psycopg").warning("error ignored in rollback on <psycopg.Connection>: another command")
warnings.warn("a library warning")
class Finalised:
    def __del__(self):
        raise RuntimeError("raised in a finaliser")
Finalised()
sys.stdout.write("done\\n")
"""


@pytest.mark.parametrize("debug", ["", "1"], ids=["quiet", "debug"])
def test_library_log_records_stay_off_the_terminal(debug: str) -> None:
    """psycopg logs "error ignored in rollback …" when an interrupt breaks a connection; with no handler set,
    Python's last resort printed it raw above our one ``error:`` line (CI, PostgreSQL, SIGINT). The console
    command keeps log records and warnings off stderr unless LEDGER_DEBUG is set, when both are shown."""
    env = {k: v for k, v in os.environ.items() if k != "LEDGER_DEBUG"}
    if debug:
        env["LEDGER_DEBUG"] = debug
    proc = subprocess.run([sys.executable, "-c", LOGGING_CHILD], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "done\n"
    if debug:
        assert "error ignored in rollback" in proc.stderr and "a library warning" in proc.stderr
        assert "raised in a finaliser" in proc.stderr
    else:
        assert proc.stderr == ""


# --- a newcomer's pass of 2026-11-30: names, actors, headers and long refusals -----------------------------------

def test_import_as_a_name_with_line_breaks_is_refused_as_create_refuses_it(tmp_path: Path) -> None:
    source = Cli(tmp_path / "s.sqlite")
    source("create", "Plain")
    out = tmp_path / "e.jsonl"
    source("export", "--out", str(out))
    before = source.bytes()
    for name in ("a\nb", "tab\there", "e\x1b[31md"):
        proc = source("import", str(out), "--as", name, ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith("error: as: control or invisible characters"), proc.stderr
    assert source.bytes() == before
    assert source("import", str(out), "--as", "  Spaced   Out ").stdout.startswith("imported campaign Spaced Out")


def test_an_empty_actor_is_refused_only_a_missing_one_means_the_gm(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("create", "Who")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    before = cli.bytes()
    for argv in (["add-npc", "Doc", "--as", ""], ["add-npc", "Doc", "--as", "   "], ["undo", "1", "--as", ""]):
        proc = cli(*argv, ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith("error: as: "), proc.stderr
    assert cli.bytes() == before
    assert cli("add-npc", "Doc").stdout.startswith("action 2: add-npc (GM)")


def test_a_header_naming_another_system_is_named_as_such_under_a_new_name(tmp_path: Path) -> None:
    source = Cli(tmp_path / "s.sqlite")
    source("create", "Sys")
    out = tmp_path / "e.jsonl"
    source("export", "--out", str(out))
    lines = out.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["system"] = "mouseguard"
    lines[0] = json.dumps(header, separators=(",", ":"))                # written as the ledger writes a header
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    proc = source("import", str(out), "--as", "Other", ok=False)
    assert proc.returncode == 2
    assert proc.stderr.strip() == "error: file: line 1: the header's system does not match the campaign's first event (line 2)"


def test_an_undo_with_many_dependents_keeps_its_remedy(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("create", "Many")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    for n in range(30):
        cli("mark" if n % 2 == 0 else "clear", "Rook", "angry")
    proc = cli("undo", "1", ok=False)
    (line,) = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and line.startswith("error: action: later actions depend on action 1 (add-character)")
    assert "and 27 more after them whose outcome would change;" in line and len(line) < 400   # the first three, a count
    assert line.endswith("undo all 30 with --cascade")


def test_a_script_with_a_key_twice_is_refused(tmp_path: Path) -> None:
    script = tmp_path / "dup.yaml"
    script.write_text("ledger-script: 1\ncampaign: X\ncampaign: Y\nsystem: masks\nactions: []\n", encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    proc = cli("replay", str(script), ok=False)
    assert proc.returncode == 2
    assert proc.stderr.strip() == "error: script: the key 'campaign' appears twice in one mapping at line 3; give it once"
    assert not cli.has_store()


def test_clipping_a_long_error_keeps_the_prose_between_short_quoted_values() -> None:
    """The closing quote of one short value and the opening quote of the next are not one long value."""
    text = "refused: phase: 'resolve' is not allowed now " + "and more words " * 40 + "then 'resolve' again; fix it"
    assert clip(text) == text
    long_value = "'" + "v" * 400 + "'"
    assert clip(f"unknown name {long_value} here") == f"unknown name '{'v' * 300}…' here"


@pytest.mark.sqlite_only
@pytest.mark.parametrize("kind", ["pipe", "device", "link to nothing"])
def test_a_store_path_that_no_store_can_be_is_refused_untouched(tmp_path: Path, kind: str) -> None:
    """``--store`` naming a pipe, a device or a symbolic link to nothing: every command, reading or making a store,
    refuses in one line (exit 2) and leaves it as it was. Before, a new store replaced a device or a pipe with a file,
    and a link to nothing made the command retry for ever."""
    import stat

    store = tmp_path / "s.sqlite"
    if kind == "pipe":
        os.mkfifo(store)
    elif kind == "device":
        try:
            os.mknod(store, 0o666 | stat.S_IFCHR, os.makedev(1, 3))          # /dev/null's numbers
        except PermissionError:
            pytest.skip("making a device needs privileges this run lacks")
    else:
        store.symlink_to(tmp_path / "nowhere.sqlite")
    before = os.lstat(store)
    source = Cli(tmp_path / "src.sqlite")
    source("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    export = tmp_path / "e.jsonl"
    source("export", "--out", str(export))
    for argv in (["create", "Foo"], ["replay", str(ROOT / "sample_campaigns" / "basic-the-salt-road.yaml")],
                 ["import", str(export)], ["campaigns"], ["sheet", "Gale"], ["verify"]):
        proc = subprocess.run([LEDGER, *argv, "--store", str(store)], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, (argv, proc.returncode, proc.stderr)
        (line,) = proc.stderr.strip().splitlines()
        assert line.startswith("error: store: "), line
        after = os.lstat(store)
        assert (after.st_mode, after.st_ino, after.st_size) == (before.st_mode, before.st_ino, before.st_size)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["s.sqlite", "src.sqlite", "e.jsonl"])


# --- an option that takes one value, given twice ---------------------------------------------------------------

@pytest.mark.parametrize("args,field,lang,text", [
    (("mark", "Rook", "afraid", "--reason", "a", "--reason", "b"), "reason", "en", "given more than once; give it once"),
    (("mark", "Rook", "afraid", "--reason=a", "--reason", "b", "--lang", "es"), "reason", "es",
     "dado más de una vez; dalo una sola vez"),
    (("history", "--last", "2", "--last", "3"), "last", "en", "given more than once; give it once"),
    (("sheet", "Rook", "--as-of", "2", "--as-of=3"), "as-of", "en", "given more than once; give it once"),
])
def test_an_option_of_one_value_given_twice_is_refused_naming_it(tmp_path: Path, args: tuple[str, ...], field: str,
                                                                 lang: str, text: str) -> None:
    """click keeps the last of a repeated single-value option silently; every command refuses it instead, in the
    line's language, with nothing written (the developers' guide: "Bad input gets a clear one-line error")."""
    cli = start(tmp_path / "twice.sqlite")
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert (proc.returncode, proc.stderr) == (2, f"error: {field}: {text}\n")
    assert cli.bytes() == before


def test_a_value_that_looks_like_an_option_and_options_that_repeat_by_design_are_taken(tmp_path: Path) -> None:
    """A reason typed as ``--reason=--reason`` is a value, not the option again (``--reason --reason`` is a reason
    missing its value: ``test_reader_usage_words``); a list option (``--kind`` of history) and a flag may repeat."""
    from ledger.cli.checked import repeated_option

    cli = start(tmp_path / "once.sqlite")
    assert cli("mark", "Rook", "afraid", "--reason", "--reason", ok=False).stderr == "error: reason: value missing\n"
    cli("mark", "Rook", "afraid", "--reason=--reason")
    assert cli.json("history", "--last", "1")[0]["why"] == ["--reason"]
    command = root().get_command(None, "history")     # type: ignore[arg-type]
    assert repeated_option(command.params, ["--json", "--json", "--last", "1"]) is None
    assert repeated_option(command.params, ["--", "--last", "1", "--last", "2"]) is None
    assert repeated_option(command.params, ["--last", "1", "--last", "2"]) == "last"
