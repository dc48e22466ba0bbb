"""``ledger play``: an interactive shell for a live session, one warm process for a whole evening.

Source: README "At the table: ledger play". Each typed line is split as a shell splits it and run
as the same command line without ``ledger`` (``ledger.cli.running.run``), in this process, through the same click
command objects: the output and the one-line refusals are the CLI's, a refused command writes nothing, and
the shell goes on. The store is opened once and each campaign kept loaded (``LedgerApp.keep_warm``), so a
command reads only the events saved since (by this shell or anyone else). ``exit`` or Ctrl-D leaves (exit
code 0), Ctrl-C cancels the line being typed (or interrupts the running command, which then says whether
it was recorded). The bottom line shows the campaign's status (``ledger status``'s view); F2 / Alt-U put
``undo LAST`` on the line and F3 / Alt-A ``amend LAST `` (LAST: the campaign's last action). User text
shown here goes through ``ledger.cli.common.safe``.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path
from typing import Any

import click

from ledger.cli.common import Session, fail, guarded, safe, say_error, shared

#: The longest line the shell runs (characters, the newline not counted); a longer one is refused in one
#: ``error: line:`` line and the shell goes on. Splitting a line (``shlex``) takes time growing with the
#: square of its length: 0.25 s at this limit, 35 s at 1 MB.
LINE_MAX = 100_000

SHELL_HELP = """Keys: Tab completes (commands, options, names, picks of the open roll...); F2 or Alt-U puts
"undo LAST" on the line, F3 or Alt-A "amend LAST "; Up/Down and Ctrl-R search the lines typed before;
Ctrl-C cancels the line; Ctrl-D or "exit" leaves. "help COMMAND" shows one command's help."""


def history_file() -> Path:
    """Where typed lines are kept between shells: ``$XDG_DATA_HOME/campaign-ledger/play_history`` (default
    ``~/.local/share``)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "campaign-ledger" / "play_history"


class Shell:
    """One ``ledger play`` session over a store and a campaign, running each line through ``group`` (the ``ledger``
    click group, ``ledger.cli.root()``).

    ``store`` and ``campaign`` as ``--store``/``--campaign`` take them (None: ``LEDGER_STORE``, the store's
    only campaign); ``actor`` is who acts when a line gives no ``--as`` (default GM), ``lang`` the display
    language when a line gives no ``--lang``. Use it as a context manager: inside, every ``ledger.cli.running.run``
    in this process shares the shell's warm session and sees these defaults (as ``LEDGER_STORE``,
    ``LEDGER_CAMPAIGN``, ``LEDGER_ACTOR``, ``LEDGER_LANG``); leaving restores the environment.
    """

    def __init__(self, group: click.Group, store: str | None = None, campaign: str | None = None, actor: str | None = None,
                 lang: str | None = None) -> None:
        self.store, self.campaign, self.actor, self.lang = store, campaign, actor, lang
        self.session = Session(warm=True)
        self.group = group
        self.status = ""
        self.last_action = 0
        self._saved: dict[str, str | None] = {}

    # --- set-up ---------------------------------------------------------------------------------------

    def __enter__(self) -> Shell:
        """Check the store and campaign (a refusal raises ``Refused``), share the warm session, set the defaults."""
        ledger = guarded(lambda: self.session.ledger(self.store))
        name = guarded(lambda: ledger.campaign_name(self.campaign))
        system = guarded(lambda: ledger.system(name))
        if self.lang is not None:
            self.lang = guarded(lambda: system.lang(self.lang))
        if self.actor is not None and not self.actor.strip():
            fail("as: give GM or a character name")
        self.campaign = name
        values = {"LEDGER_STORE": self.store, "LEDGER_CAMPAIGN": name, "LEDGER_ACTOR": self.actor, "LEDGER_LANG": self.lang}
        for key, value in values.items():
            if value is not None:
                self._saved[key] = os.environ.get(key)
                os.environ[key] = value
        shared(self.session)
        from rules.i18n import prefer

        prefer(os.environ.get("LEDGER_LANG"))          # completion answers in it too (``run`` sets it per line)
        self.refresh()
        return self

    def __exit__(self, *_exc: Any) -> None:
        shared(None)
        for key, value in self._saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        self._saved.clear()

    # --- one line ---------------------------------------------------------------------------------------

    def run_line(self, line: str) -> int | None:
        """Run one typed line; returns its exit code (0 for an empty line), or None when it asks to leave.

        A line longer than ``LINE_MAX`` characters is refused in one ``error: line:`` line (code 2), and a
        line that does not split (an open quote) in one ``error: usage:`` line (code 2)."""
        from ledger.store import interrupts
        from ledger.cli.running import run

        size = len(line.rstrip("\r\n"))
        if size > LINE_MAX:
            return too_long(size)
        try:
            words = shlex.split(line)
        except ValueError as exc:
            say_error(f"usage: {exc}; close the quote")
            return 2
        if not words:
            return 0
        if words[0] in ("exit", "quit") and len(words) == 1:
            return None
        if words[0] == "help":
            words = [*words[1:], "--help"]
            if len(words) == 1:
                click.echo(SHELL_HELP + "\n")
        if words[0] == "ledger":                       # typed out of habit: the same command
            words = words[1:] or ["--help"]
        interrupts.state.pending = None
        code = run(words, self.group)
        sys.stdout.flush()
        self.refresh()
        return code

    def refresh(self) -> None:
        """Read the campaign's status again (for the bottom line and the undo/amend keys); never raises."""
        try:
            from ledger.cli.table import status_data
            from rules import get_system

            camp = self.session.ledger(self.store).now(self.campaign)
            system = get_system(camp.system)
            code = system.lang(self.lang)
            self.last_action = int(camp.actions)
            self.status = status_line(status_data(camp, system, code), system, code)
        except Exception as exc:  # noqa: BLE001 - the status line says what went wrong and the shell goes on
            self.status = f"status: {safe(' '.join(str(exc).split())[:120])}"

    # --- the loop ---------------------------------------------------------------------------------------

    def prompt_session(self, input: Any = None, output: Any = None) -> Any:
        """The prompt_toolkit ``PromptSession``: completion, history, the status line and the keys."""
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, InMemoryHistory
        from prompt_toolkit.key_binding import KeyBindings

        from ledger.cli.shell.completer import LedgerCompleter

        keys = KeyBindings()

        def put(text: str) -> Any:
            def insert(event: Any) -> None:
                buffer = event.app.current_buffer
                buffer.text = text.format(self.last_action)
                buffer.cursor_position = len(buffer.text)
            return insert

        keys.add("f2")(put("undo {} "))
        keys.add("escape", "u")(put("undo {} "))
        keys.add("f3")(put("amend {} "))
        keys.add("escape", "a")(put("amend {} "))
        history: Any = InMemoryHistory()
        if input is None and sys.stdin.isatty():
            path = history_file()
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                os.close(os.open(path, os.O_CREAT | os.O_APPEND | os.O_WRONLY, 0o600))
                history = FileHistory(str(path))
            except OSError:
                pass
        return PromptSession(completer=LedgerCompleter(self.group), complete_while_typing=False, history=history,
                             key_bindings=keys, bottom_toolbar=lambda: self.status, input=input, output=output,
                             enable_history_search=False)

    def prompt(self) -> str:
        """The prompt: ``CAMPAIGN> `` (the name made safe)."""
        return f"{safe(self.campaign)}> "

    def loop(self, input: Any = None, output: Any = None) -> int:
        """Read and run lines until ``exit`` or end of input; returns the shell's exit code (0; 130 when
        SIGTERM ends it). With a terminal (or a prompt_toolkit ``input``) lines are read by prompt_toolkit;
        from a pipe, plainly, one a line."""
        from ledger.store import interrupts

        if input is None and not sys.stdin.isatty():
            for line in piped_lines(sys.stdin):
                if (too_long(line) if isinstance(line, int) else self.run_line(line)) is None:
                    break
            return 0
        prompt = self.prompt_session(input, output)
        while True:
            try:
                line = prompt.prompt(self.prompt())
            except KeyboardInterrupt:
                continue                                  # Ctrl-C: the line is cancelled
            except EOFError:
                return 0                                  # Ctrl-D
            except interrupts.Interrupted:
                if interrupts.state.pending == interrupts.SIGNALS[1]:
                    return interrupts.exit_code()
                interrupts.state.pending = None
                continue
            if self.run_line(line) is None:
                return 0


def too_long(size: int) -> int:
    """Refuse a line of ``size`` characters (more than ``LINE_MAX``): one ``error: line:`` line; returns 2."""
    say_error(f"line: at most {LINE_MAX:,} characters (this one has {size:,}); nothing was run")
    return 2


def piped_lines(stream: Any, chunk: int = 1 << 16) -> Any:
    """The lines of a text ``stream`` (a pipe or a file), each a ``str`` with its newline, except that a
    line longer than ``LINE_MAX`` characters comes as its length (an ``int``): it is read in ``chunk``-sized
    pieces and never held whole, so a 10 MB line costs what reading it does."""
    while True:
        line = stream.readline(LINE_MAX + 2)
        if not line:
            return
        if len(line.rstrip("\r\n")) <= LINE_MAX:
            yield line
            continue
        size = len(line)
        while not line.endswith("\n"):
            line = stream.readline(chunk)
            if not line:
                break
            size += len(line)
        yield size - (1 if line.endswith("\n") else 0)


def status_line(data: dict[str, Any], system: Any, code: str) -> str:
    """One line of a ``ledger status`` view (``ledger.cli.table.status_data``): the session and scene (the
    campaign is in the prompt), the open roll and what it waits for (its picks, else what is allowed now), the pools; user text
    made safe."""
    from ledger.cli.table import _phase

    term = system.views.term

    def name(key: Any) -> str:
        try:
            return str(term(str(key), code))
        except Exception:  # noqa: BLE001 - an id the system does not name shows as is
            return str(key).replace("_", " ")

    parts = [f"{system.word('session', code)} {_phase(system, data.get('session'), code)}",
             f"{system.word('scene', code)} {_phase(system, data.get('scene'), code)}"]
    roll = data.get("roll")
    if roll:
        text = f"#{roll.get('id')} {name(roll.get('what'))}"
        if roll.get("roller"):
            text += f" ({roll['roller']})"
        if roll.get("total") is not None:
            text += f" = {roll['total']}"
        if roll.get("tier"):
            text += f" → {name(roll['tier'])}"
        picks = roll.get("picks") or {}
        groups = picks.get("groups") or []
        if groups:
            wants = []
            for group in groups:
                count = str(group.get("min")) if group.get("min") == group.get("max") else f"{group.get('min')}-{group.get('max')}"
                wants.append(f"{count} {system.word('of', code)} {' '.join(map(str, group.get('options') or []))}")
            text += f"; {system.word('picks', code)}: " + "; ".join(wants)
        elif roll.get("allowed"):
            text += f"; {system.word('allowed now', code)}: " + ", ".join(map(str, roll["allowed"][:4]))
        parts.append(text)
    owed = sorted({str(o.get("who")) for o in data.get("owed") or [] if o.get("who")})
    if owed:
        parts.append(f"{system.word('owed', code)}: {', '.join(owed)}")
    for key, value in (data.get("pools") or {}).items():
        parts.append(f"{system.word(str(key)[:1].upper() + str(key)[1:].replace('_', ' '), code)} {value}")
    parts.append(f"{system.word('action', code)} {data.get('action')}")
    return safe(" · ".join(parts))
