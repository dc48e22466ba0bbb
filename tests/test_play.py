"""``ledger play`` (the interactive shell) and completion for bash, zsh and fish.

The shell is driven through prompt_toolkit's pipe input (keys as typed, Ctrl-C and Ctrl-D included) with a
``DummyOutput``, in this process; a few lines go straight to ``Shell.run_line``, the function the loop calls.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from conftest import LEDGER, ROOT, TEST_STORE, Cli, pg_url
from ledger.cli.shell.completer import LedgerCompleter, split_line
from ledger.cli import root
from ledger.cli.shell.shell import Shell

#: A scene: the same lines typed in the shell and given to the CLI.
SCENE = [
    ["session", "start"],
    ["scene", "start", "--title", "Rooftops at dusk"],
    ["roll", "Directly Engage a Threat", "--as", "Rook", "--dice", "4,5"],
    ["resolve", "--pick", "DE1", "--pick", "DE3"],
    ["mark", "Gale", "angry", "--reason", "a quarrel over the plan"],
    ["shift", "Rook", "--up", "savior", "--down", "danger"],
    ["roll", "Unleash Your Powers", "--as", "Gale", "--dice", "2,3"],
    ["resolve", "--pick", "UP1:condition=afraid"],
    ["influence", "give", "--to", "Rook", "--as", "Gale"],
    ["forward", "Rook", "--amount", "1", "--reason", "a plan"],
    ["scene", "end"],
]


def start(store: Path) -> Cli:
    """A Masks campaign with two heroes in ``store``, made through the CLI."""
    cli = Cli(store)
    cli("create", "Halcyon")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("add-character", "Gale", "--playbook", "nova", "--plus-one", "freak")
    return cli


def shell_store(store: Path) -> str:
    """The ``--store`` value for the shell (on PostgreSQL the test store's schema)."""
    return pg_url(store) if TEST_STORE == "postgres" else str(store)


def typed(store: Path, keys: str, **options: Any) -> tuple[int, Shell]:
    """Run the shell on ``store`` with ``keys`` typed (``\\r`` ends a line, ``\\x03`` is Ctrl-C, ``\\x04``
    Ctrl-D); returns (exit code, the shell)."""
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        with Shell(root(), shell_store(store), **options) as shell:
            code = shell.loop(input=pipe, output=DummyOutput())
    return code, shell


def line(words: list[str]) -> str:
    import shlex

    return " ".join(shlex.quote(w) for w in words)


def comparable(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """History rows without their recording times."""
    return [{k: v for k, v in row.items() if k != "time"} for row in rows]


def test_a_scene_played_in_the_shell_gives_the_same_store_as_the_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    by_cli, by_shell = start(tmp_path / "cli.sqlite"), start(tmp_path / "shell.sqlite")
    printed = []
    for words in SCENE:
        printed.append(by_cli(*words).stdout)
    capsys.readouterr()
    code, shell = typed(by_shell.store, "".join(line(w) + "\r" for w in SCENE) + "\x04")
    out = capsys.readouterr()
    assert code == 0 and out.err == ""
    assert out.out == "".join(printed)                      # the same words as the CLI printed, in order
    history = by_shell.json("history")
    assert comparable(history) == comparable(by_cli.json("history"))
    assert [r["command"] for r in history[-len(SCENE):]] == [" ".join(w[:2]) if w[0] in ("session", "scene", "influence")
                                                             else w[0] for w in SCENE]
    for name in ("Rook", "Gale"):
        assert by_shell.json("sheet", name) == by_cli.json("sheet", name)
    assert by_shell.json("sheet", "Gale")["conditions"] == ["angry", "afraid"]
    assert by_shell.json("status") == by_cli.json("status")
    assert shell.last_action == len(SCENE) + 2 == history[-1]["action"]        # 0 is the creation
    assert "scene 1 (closed)" in shell.status and "Team: 1" in shell.status


def test_the_status_line_shows_the_open_roll_and_what_it_waits_for(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "s.sqlite")
    cli("session", "start")
    cli("scene", "start")
    code, shell = typed(cli.store, "roll 'Directly Engage a Threat' --as Rook --dice 6,5\r\x04")
    assert code == 0
    assert shell.status == ("session 1 (running) · scene 1 (open) · #5 Directly Engage a Threat by Rook: 6+5 +3 = 14 → "
                            "strong hit (10+) · pick 2: DE1, DE2, DE3, DE4 · Team: 1 · action 5")
    assert "action 5: roll (Rook)" in capsys.readouterr().out


def test_an_unknown_command_prints_the_cli_error_and_the_shell_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "u.sqlite")
    expected = cli("bogus", "Rook", ok=False)
    refused = cli("mark", "Nobody", "angry", ok=False)
    capsys.readouterr()
    code, _ = typed(cli.store, "bogus Rook\rmark Nobody angry\rsession start\r\x04")
    out = capsys.readouterr()
    assert code == 0
    assert out.err == expected.stderr.replace("(see: ledger --help)", "(see: help)") + refused.stderr   # the shell's help
    assert len(out.err.splitlines()) == 2 and all(e.startswith("error: ") for e in out.err.splitlines())
    assert "action 3: session start" in out.out                         # the shell went on
    assert [r["command"] for r in cli.json("history")][-1] == "session start"


def test_a_refused_line_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "r.sqlite")
    before = cli.bytes()
    with Shell(root(), shell_store(cli.store)) as shell:
        assert shell.run_line("roll 'Directly Engage a Threat' --as Rook") == 2        # no scene open
        assert shell.run_line("mark Rook 'not a condition'") == 2
        assert shell.run_line("roll 'unclosed") == 2
        assert shell.run_line("play") == 2                                            # no shell inside the shell
    err = capsys.readouterr().err.splitlines()
    assert [e.split(":")[1].strip() for e in err] == ["phase", "condition", "usage", "command"]
    assert cli.bytes() == before


def test_ctrl_c_cancels_the_line_and_ctrl_d_leaves_with_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "c.sqlite")
    code, shell = typed(cli.store, "session start\rsession en\x03status --json\r\x04")
    out = capsys.readouterr()
    assert code == 0 and out.err == ""
    assert json.loads(out.out[out.out.index("{"):])["session"] == {"number": 1, "phase": "running"}   # not ended
    assert [r["command"] for r in cli.json("history")][-1] == "session start"
    code, _ = typed(cli.store, "exit\rsession end\r")
    assert code == 0 and [r["command"] for r in cli.json("history")][-1] == "session start"


def test_an_interrupted_command_says_so_and_the_shell_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import ledger.service.ledger

    cli = start(tmp_path / "i.sqlite")
    real = ledger.service.ledger.Ledger.act
    calls = []

    def interrupted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(args[1])
        if len(calls) == 1:
            raise KeyboardInterrupt
        return real(self, *args, **kwargs)

    monkeypatch.setattr(ledger.service.ledger.Ledger, "act", interrupted)
    with Shell(root(), shell_store(cli.store)) as shell:
        assert shell.run_line("session start") == 130
        assert shell.run_line("session start") == 0
    out = capsys.readouterr()
    assert out.err.strip() == "error: interrupted (Ctrl-C): nothing was recorded; the store, and any file the command was " \
                              "to write, are as they were"                                        # as the CLI says it
    assert [r["command"] for r in cli.json("history")].count("session start") == 1


def test_escape_sequences_in_names_and_reasons_are_never_printed_raw(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "e.sqlite")
    with Shell(root(), shell_store(cli.store)) as shell:
        assert shell.run_line("add-character $'Evil\\x1b[2J'") == 2                   # the shell's own quoting: refused
        assert shell.run_line("add-character 'Evil\x1b[2J\x1b]0;pwned\x07'") == 2     # names take no control characters
        assert shell.run_line("sheet 'Evil\x1b[31m'") == 2
        assert shell.run_line("mark Rook angry --reason 'spite\x1b[31m red'") == 2     # a control character
        assert shell.run_line("mark Rook angry --reason 'spite\u202e red'") == 0
        assert shell.run_line("history --last 1") == 0
        assert shell.run_line("session start --reason '\x1b[2Jgone'") == 2
    out = capsys.readouterr()
    assert "\x1b" not in out.out and "\x1b" not in out.err and "\x07" not in out.err
    assert "\\x1b[31m" in out.err and "spite\\u202e red" in out.out
    assert "\x1b" not in shell.status and "\x1b" not in shell.prompt()


def test_the_shell_reads_what_another_process_saved(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "w.sqlite")
    with Shell(root(), shell_store(cli.store), actor="Rook") as shell:
        assert shell.run_line("session start") == 0
        Cli(cli.store, env={"LEDGER_ACTOR": "GM"}, process=True)("scene", "start")   # another process writes
        assert shell.run_line("roll 'Directly Engage a Threat' --dice 1,1") == 0   # --as Rook by default
        assert "scene 1 (open)" in shell.status and shell.last_action == 5
    rows = cli.json("history")
    assert [(r["command"], r["actor"]) for r in rows[-3:]] == [("session start", "Rook"), ("scene start", "GM"),
                                                               ("roll", "Rook")]
    assert os.environ.get("LEDGER_ACTOR") is None


def test_the_shell_refuses_an_unknown_campaign_in_one_line(tmp_path: Path) -> None:
    cli = start(tmp_path / "n.sqlite")
    proc = cli("play", "--campaign", "Nowhere", ok=False)
    assert proc.returncode == 2 and proc.stderr == "error: campaign: unknown campaign 'Nowhere'; in this store: Halcyon\n"
    proc = cli("play", "--lang", "xx", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: lang: 'xx' is not a language of Masks")


def test_ledger_play_reads_lines_from_a_pipe_and_exits_2_when_a_line_was_refused(tmp_path: Path) -> None:
    cli = start(tmp_path / "p.sqlite")
    env = dict(os.environ, LEDGER_STORE=shell_store(cli.store), COLUMNS="200")
    proc = subprocess.run([LEDGER, "play", "--lang", "es"], input="session start\nbogus\nstatus --json\n", text=True,
                          capture_output=True, env=env, timeout=60)
    assert proc.returncode == 2                       # every line ran; one was refused
    assert proc.stderr == "error: usage: no existe la orden 'bogus' (ver: help)\n"   # the shell's --lang
    assert "acción 3: empieza la sesión (Narrador) · sesión 1, escena 0" in proc.stdout
    assert json.loads(proc.stdout[proc.stdout.index("{"):])["session"]["phase"] == "running"


# --- completion -----------------------------------------------------------------------------------------

def completions(shell: Shell, text: str) -> list[tuple[str, str]]:
    """(inserted text, shown text) of every completion of ``text``."""
    found = LedgerCompleter(shell.group, shell).get_completions(Document(text, len(text)), CompleteEvent(completion_requested=True))
    return [(c.text, c.display_text) for c in found]


def test_completion_of_commands_moves_characters_and_picks(tmp_path: Path) -> None:
    cli = start(tmp_path / "k.sqlite")
    cli("session", "start")
    cli("scene", "start")
    with Shell(root(), shell_store(cli.store), lang="es") as shell:
        assert [t for t, _ in completions(shell, "ro")] == ["roll"]
        assert [t for t, _ in completions(shell, "sess")] == ["session"]
        assert [t for t, _ in completions(shell, "session ")] == ["end", "start"]
        assert [t for t, _ in completions(shell, "he")] == ["help"]
        assert ("'Enfrentarse a una amenaza'", "Enfrentarse a una amenaza") in completions(shell, "roll Enf")
        assert [t for t, _ in completions(shell, "roll 'Enfrentarse a una amenaza' --as ")] == ["GM", "Rook", "Gale"]
        assert [t for t, _ in completions(shell, "mark G")] == ["Gale"]
        assert [t for t, _ in completions(shell, "sheet R")] == ["Rook"]
        assert "--target" in [t for t, _ in completions(shell, "roll x --t")]
        assert [t for t, _ in completions(shell, "mark Rook 'Asus")] == ["Asustado"]
        assert [t for t, _ in completions(shell, "add-character X --playbook bu")] == ["Bull"]
        assert completions(shell, "resolve --pick ") == []                     # no roll open: no pick to offer
        shell.run_line("roll 'Directly Engage a Threat' --as Rook --dice 4,4")
        assert [t for t, _ in completions(shell, "resolve --pick ")] == ["DE1", "DE2", "DE3", "DE4"]
        assert [t for t, _ in completions(shell, "resolve --pick DE1 --pick DE")] == ["DE1", "DE2", "DE3", "DE4"]
        assert [t for t, _ in completions(shell, "undo ")][:2] == ["5", "4"]
        assert [t for t, _ in completions(shell, "status --lang ")] == ["en", "es"]


@pytest.mark.parametrize("system, text, expected", [
    ("mouseguard", "test Fi", ["Fighter"]),                                       # SKILL: the skills list
    ("mouseguard", "conflict start --type Fi", ["Fight", "Fight Animal"]),        # completions: TYPE
    ("mosaic", "roll Pu", ["Push"]),
    ("mosaic", "trait X ", ["Aggression", "Discipline", "Cunning", "Understanding", "Inspiration"]),
    ("pokemon", "harm X Fe", ["Ferita"]),                                         # completions: SLOT
    ("pokemon", "roll x --approccio G", ["Grinta", "Grazia"]),
    ("basic", "attack declare X --attribute ", ["brawn", "agility", "wits", "heart"]),   # the candidates view
    ("basic", "ask x --uncounted ", ["already answered", "no test needed", "not answerable"]),
])
def test_completion_in_the_other_systems(tmp_path: Path, system: str, text: str, expected: list[str]) -> None:
    cli = Cli(tmp_path / f"{system}.sqlite")
    cli("create", "Other", "--system", system)
    with Shell(root(), shell_store(cli.store)) as shell:
        assert [d for _, d in completions(shell, text)] == expected
        assert [t for t, _ in completions(shell, "sess")] == ["session"]


def test_split_line_keeps_open_quotes() -> None:
    assert split_line("roll 'Directly En") == (["roll"], "Directly En", 5)
    assert split_line('mark Rook "an') == (["mark", "Rook"], "an", 10)
    assert split_line("resolve --pick ") == (["resolve", "--pick"], "", 15)


# --- completion scripts for bash, zsh and fish ------------------------------------------------------------

def _run(args: list[str], store: Path, **env: str) -> subprocess.CompletedProcess[str]:
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return subprocess.run(args, capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env=dict(os.environ, PATH=path, LEDGER_STORE=shell_store(store), **env))


@pytest.fixture(scope="module")
def scripted(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A store with two heroes, and each shell's completion script as ``ledger --show-completion`` prints it."""
    store = tmp_path_factory.mktemp("completion") / "store.sqlite"
    cli = start(store)
    scripts = {}
    for shell in ("bash", "zsh", "fish"):
        scripts[shell] = cli("--show-completion", shell).stdout
        assert cli("completion", shell).stdout == scripts[shell]
    return store, scripts


def test_completion_scripts_name_the_ledger(scripted: tuple[Path, dict[str, str]]) -> None:
    _, scripts = scripted
    assert "_LEDGER_COMPLETE=bash_complete" in scripts["bash"] and "complete -o nosort -F _ledger_completion ledger" in scripts["bash"]
    assert scripts["zsh"].startswith("#compdef ledger") and "_LEDGER_COMPLETE=zsh_complete" in scripts["zsh"]
    assert "_LEDGER_COMPLETE=fish_complete" in scripts["fish"] and "complete --no-files --command ledger" in scripts["fish"]


def test_the_completion_protocol_offers_the_campaigns_values(scripted: tuple[Path, dict[str, str]]) -> None:
    store, _ = scripted
    proc = _run([LEDGER], store, _LEDGER_COMPLETE="bash_complete", COMP_WORDS="ledger mark Rook a", COMP_CWORD="3")
    assert proc.stdout.split() == ["plain,Angry", "plain,Afraid"]


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not installed")
def test_bash_completes_through_the_script(scripted: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    store, scripts = scripted
    (tmp_path / "ledger.bash").write_text(scripts["bash"])
    proc = _run(["bash", "--norc", "-c", f"source {tmp_path / 'ledger.bash'}; COMP_WORDS=(ledger mark ''); COMP_CWORD=2; "
                 "_ledger_completion ledger; printf '%s\\n' \"${COMPREPLY[@]}\""], store)
    assert proc.stdout.split() == ["Rook", "Gale"], proc.stderr


@pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed")
def test_zsh_completes_through_the_script(scripted: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    store, scripts = scripted
    (tmp_path / "_ledger").write_text(scripts["zsh"])
    # compadd and _describe stand in for the completion system: they print what they are given.
    body = ("compdef() { :; }; compadd() { shift 4; for n in \"$@\"; do print -l -- ${(P)n}; done; }; "
            "_describe() { print -l -- ${(P)3}; }; source " + str(tmp_path / "_ledger") + "; "
            "words=(ledger mark Rook ''); CURRENT=4; _ledger_completion")
    proc = _run(["zsh", "-f", "-c", body], store)
    assert proc.stdout.split() == ["Angry", "Afraid", "Guilty", "Hopeless", "Insecure"], proc.stderr


@pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed")
def test_fish_completes_through_the_script(scripted: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    store, scripts = scripted
    (tmp_path / "ledger.fish").write_text(scripts["fish"])
    proc = _run(["fish", "--no-config", "-c", f"source {tmp_path / 'ledger.fish'}; complete -C 'ledger sheet '"], store)
    assert sorted(proc.stdout.split()) == ["Gale", "Rook"], proc.stderr


def test_install_completion_writes_the_script_and_the_rc_line_once(scripted: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    from ledger.cli import root
    from ledger.cli.complete import install

    store, scripts = scripted
    proc = _run([LEDGER, "--install-completion", "bash"], store, HOME=str(tmp_path))
    assert proc.returncode == 0 and proc.stdout.endswith("completion for bash installed; open a new shell to use it\n")
    for shell in ("bash", "zsh", "fish"):
        install(root(), shell, tmp_path)
    assert (tmp_path / ".bash_completions" / "ledger.sh").read_text() == scripts["bash"]
    assert (tmp_path / ".bashrc").read_text() == f"source {tmp_path / '.bash_completions' / 'ledger.sh'}\n"
    assert (tmp_path / ".zfunc" / "_ledger").read_text() == scripts["zsh"]
    assert (tmp_path / ".zshrc").read_text().count("fpath+=~/.zfunc") == 1
    assert (tmp_path / ".config" / "fish" / "completions" / "ledger.fish").read_text() == scripts["fish"]
    proc = Cli(store)("--show-completion", "tcsh", ok=False)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "allowed: bash, zsh, fish" in proc.stderr


def test_completion_of_a_system_outside_the_repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A house system (the toy of ``test_system_agnostic``) completes with no completion code of its own:
    its Literal's values, its characters from the placeholder NAME."""
    from test_system_agnostic import TOY_ENV

    cli = Cli(tmp_path / "toy.sqlite", env=TOY_ENV)
    cli("create", "Tiny", "--system", "toy")
    cli("add-character", "Ash")
    monkeypatch.setenv("LEDGER_SYSTEMS", TOY_ENV["LEDGER_SYSTEMS"])
    monkeypatch.syspath_prepend(str(ROOT / "tests" / "systems"))
    with Shell(root(), shell_store(cli.store)) as shell:
        assert [t for t, _ in completions(shell, "roll ")] == ["might", "wits"]
        assert [t for t, _ in completions(shell, "harm ")] == ["Ash"]
        assert "rolls" in [t for t, _ in completions(shell, "ro")]
