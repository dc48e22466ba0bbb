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
from typing import Any

import click

from ledger.cli.shell.helps import ShellHelp
from ledger.cli.shell.lines import LINE_MAX, piped_lines, too_long
from ledger.cli.shell.live_line import status_line
from ledger.cli.shell.prompt import ShellPrompt, history_file
from ledger.cli.shell.words import NOT_IN_SHELL
from ledger.cli.common import safe, say_error
from ledger.cli.refusals import guarded
from ledger.cli.session import Session, shared
from rules.errors import RuleError
from rules.shell_frames import said, split_failure

#: The shell's own words. Each is the shell's only when the line could not be a command of the campaign's system
#: (``Shell.own_word``): ``help`` alone or before a command's name, ``exit``/``quit`` alone.
SHELL_WORDS = ("help", "exit", "quit")

__all__ = ["LINE_MAX", "SHELL_WORDS", "Shell", "history_file", "piped_lines", "too_long"]


class Shell(ShellHelp, ShellPrompt):
    """One ``ledger play`` session over a store and a campaign, running each line through ``group`` (the ``ledger``
    click group, ``ledger.cli.root()``).

    ``store`` and ``campaign`` as ``--store``/``--campaign`` take them (None: ``LEDGER_STORE``, the store's
    only campaign); ``actor`` is who acts when a line gives no ``--as`` (default GM), ``lang`` the display
    language when a line gives no ``--lang``. Use it as a context manager: inside, every ``ledger.cli.running.run``
    in this process shares the shell's warm session and sees these defaults (as ``LEDGER_STORE``,
    ``LEDGER_CAMPAIGN``, ``LEDGER_ACTOR``, ``LEDGER_LANG``: ``lang``, else the campaign system's own choice, so that
    what no campaign words, an interrupted command's note, speaks it too); leaving restores the environment.
    """

    def __init__(self, group: click.Group, store: str | None = None, campaign: str | None = None, actor: str | None = None,
                 lang: str | None = None) -> None:
        self.store, self.campaign, self.actor, self.lang = store, campaign, actor, lang
        self.session = Session(warm=True)
        self.group = group
        self.status = ""
        self.data: tuple[Any, ...] | None = None
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
        if self.actor is not None:         # nobody of the campaign: refused once here, not on every line
            from ledger.service.drafting import actor_name

            state = guarded(lambda: self.session.ledger(self.store).now(name)).state
            guarded(lambda: actor_name(state, self.actor), lambda err: system.refusal(err, system.lang(self.lang)))
        self.campaign = name
        from rules.i18n import prefer

        prefer(os.environ.get("LEDGER_LANG"))          # as the reader set it, not as an earlier shell left it
        spoken = self.lang or guarded(lambda: system.lang(None))     # the campaign's: its lines and notes speak it
        values = {"LEDGER_STORE": self.store, "LEDGER_CAMPAIGN": name, "LEDGER_ACTOR": self.actor, "LEDGER_LANG": spoken}
        for key, value in values.items():
            if value is not None:
                self._saved[key] = os.environ.get(key)
                os.environ[key] = value
        shared(self.session)
        prefer(os.environ.get("LEDGER_LANG"))          # completion answers in it too (``run`` sets it per line)
        self.refresh()
        return self

    def __exit__(self, *_exc: Any) -> None:
        from rules.i18n import prefer

        shared(None)
        for key, value in self._saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        self._saved.clear()
        prefer(os.environ.get("LEDGER_LANG"))          # the reader's preference again

    # --- one line ---------------------------------------------------------------------------------------

    def run_line(self, line: str) -> int | None:
        """Run one typed line; returns its exit code (0 for an empty line), or None when it asks to leave.

        A line longer than ``LINE_MAX`` characters is refused in one ``error: line:`` line (code 2), and a
        line that does not split (an open quote) in one ``error: usage:`` line (code 2), a command that is not the
        campaign's (``NOT_IN_SHELL``: serve, create...) in one ``error: command:`` line (code 2)."""
        from ledger.store import interrupts
        from ledger.cli.running import run

        size = len(line.rstrip("\r\n"))
        if size > LINE_MAX:
            return too_long(size, self.code())
        try:
            words = shlex.split(line)
        except ValueError as exc:
            code = self.code()
            say_error(said("open_quote", code, why=split_failure(str(exc), code)))
            return 2
        if not words:
            return 0
        if words[0] in ("exit", "quit") and len(words) == 1:
            return None
        if words[0] == "help" and self.own_word(words):
            if len(words) == 1:
                click.echo(self.help_text())
                return 0
            words = [*words[1:], "--help"]
        if words[0] == "ledger":                       # typed out of habit: the same command
            words = words[1:] or ["--help"]
        if words[0] in NOT_IN_SHELL:
            say_error(said("not_here", self.code(), command=words[0][:40]))
            return 2
        interrupts.state.pending = None
        code = run(words, self.group)
        sys.stdout.flush()
        self.refresh()
        return code

    def code(self) -> str:
        """The language the shell's own words take now: the campaign system's for the shell's ``--lang`` (else the
        preferred language, ``LEDGER_LANG``, when the system has it, else its first: ``GameSystem.lang``); when the
        campaign cannot be read, the ledger's (``ledger.cli.store_language.store_lang``: the preferred language
        when a system plays in it, else English)."""
        from ledger.cli.store_language import store_lang

        system = self.system()
        try:
            return system.lang(self.lang) if system is not None else store_lang(None)
        except Exception:  # noqa: BLE001 - a language no system reads: the ledger's own
            return store_lang(None)

    def system(self) -> Any:
        """The campaign's game system (None when it cannot be read now)."""
        try:
            return self.session.ledger(self.store).system(self.campaign)
        except Exception:  # noqa: BLE001 - the line then runs as the CLI would and says what is wrong
            return None

    def worded(self, exc: BaseException) -> str:
        """What ``exc`` says, a ``RuleError`` or the store's own failure (``ledger.cli.store_failure``) in the shell's
        language (``code``: the system's refusal, else the frames every system of the language shares); any other
        error's own text."""
        from ledger.cli.store_failure import failed_store, is_store_failure, store_failure

        if is_store_failure(exc):                     # the store's own failure, named as the CLI names it
            exc = RuleError("store", store_failure(exc, failed_store()))
        if not isinstance(exc, RuleError):
            return str(exc)
        from ledger.cli.store_language import store_words

        system, code = self.system(), self.code()
        return system.refusal(exc, code) if system is not None else store_words(code)(exc)

    def acting(self) -> str | None:
        """Who the shell's lines act as when they give no ``--as``: the shell's ``--as``, else ``LEDGER_ACTOR`` (None:
        the GM)."""
        return self.actor if self.actor is not None else os.environ.get("LEDGER_ACTOR")

    def may_give(self) -> Any:
        """``command -> bool``: whether the shell, acting as ``acting``, is offered ``command`` now (a system's command
        as typed, ``"conflict roll"``): not another's open roll's follow-ups when it acts as a character
        (``ledger.service.offers.may_give``, the rule ``status``'s "allowed now", a refusal's and the table's page
        follow); every command when the campaign cannot be read. Source: README "At the table: ledger play"."""
        try:
            from ledger.service.offers import may_give

            ledger = self.session.ledger(self.store)
            return may_give(ledger.now(self.campaign).state, None, ledger.system(self.campaign), self.acting())
        except Exception:  # noqa: BLE001 - the line then runs as the CLI would and says what is wrong
            return lambda _command: True

    def refresh(self) -> None:
        """Read the campaign's status again (for the bottom line and the undo/amend keys); never raises."""
        try:
            from ledger.cli.table import status_data
            from rules import get_system

            camp = self.session.ledger(self.store).now(self.campaign)
            system = get_system(camp.system)
            code = system.lang(self.lang)
            self.last_action = int(camp.actions)
            self.data = (status_data(camp, system, code, actor=self.acting()), system, code)
            self.status = status_line(*self.data)
        except Exception as exc:  # noqa: BLE001 - the status line says what went wrong and the shell goes on
            self.status = said("status", self.code(), why=safe(' '.join(self.worded(exc).split())[:120]))

    # --- the loop ---------------------------------------------------------------------------------------

    def prompt(self) -> str:
        """The prompt: ``CAMPAIGN> `` (the name made safe)."""
        return f"{safe(self.campaign)}> "

    def loop(self, input: Any = None, output: Any = None) -> int:
        """Read and run lines until ``exit`` or end of input; returns the shell's exit code (0; 130 when
        SIGTERM ends it). With a terminal (or a prompt_toolkit ``input``) lines are read by prompt_toolkit;
        from a pipe, plainly, one a line."""
        from ledger.store import interrupts

        if input is None and not sys.stdin.isatty():
            worst = 0                                 # a refused line makes the whole run refused (exit code 2)
            for line in piped_lines(sys.stdin):
                code = too_long(line, self.code()) if isinstance(line, int) else self.run_line(line)
                if code is None:
                    break
                worst = worst or code
            return worst
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


