"""``ledger play``'s prompt: the prompt_toolkit session (completion, history, the keys) and its bottom line.

Source: README "At the table: ledger play" (Tab completion, F2 / Alt-U and F3 / Alt-A, the bottom line fitted to the
terminal's width; typed lines kept between shells).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from ledger.cli.shell.live_line import status_line


def history_file() -> Path:
    """Where typed lines are kept between shells: ``$XDG_DATA_HOME/campaign-ledger/play_history`` (default
    ``~/.local/share``)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "campaign-ledger" / "play_history"


class ShellPrompt:
    """The prompt of ``Shell``: needs ``group``, ``last_action``, ``status`` and ``data``
    (``ledger.cli.shell.shell.Shell``)."""

    group: Any
    last_action: int
    status: str
    data: tuple[Any, ...] | None

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
        completer = LedgerCompleter(self.group, self)

        @keys.add("tab")
        def complete_now(event: Any) -> None:
            """Tab completes at once (not in the background): what the line shows is what Enter runs, even when
            Tab and Enter come together (a paste). One candidate is put in; several put in what they share, or
            open the menu."""
            from prompt_toolkit.completion import CompleteEvent, get_common_complete_suffix

            buffer = event.app.current_buffer
            if buffer.complete_state:
                buffer.complete_next()
                return
            found = list(completer.get_completions(buffer.document, CompleteEvent(completion_requested=True)))
            if len(found) == 1:
                buffer.apply_completion(found[0])
            elif found:
                suffix = get_common_complete_suffix(buffer.document, found)
                if suffix:
                    buffer.insert_text(suffix)
                else:
                    buffer.start_completion(select_first=False)

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
        return PromptSession(completer=completer, complete_while_typing=False, history=history,
                             key_bindings=keys, bottom_toolbar=self.toolbar, input=input, output=output,
                             enable_history_search=False)

    def toolbar(self) -> str:
        """The bottom line fitted to the terminal's width now (``status_line``)."""
        if self.data is None:
            return self.status
        try:
            from prompt_toolkit.application import get_app

            width = get_app().output.get_size().columns
        except Exception:  # noqa: BLE001 - no application running: the screen's width
            import shutil

            width = shutil.get_terminal_size().columns
        return status_line(*self.data, width=width)
