"""The ``ledger`` console command's entry point: signals first, then the command line, then a hard exit.

Source: README "Stores, groups and what survives" (interrupts). SIGINT and SIGTERM are routed to ``ledger.store.interrupts`` before anything heavy
is imported, so that an interrupt during start-up is reported like any other (nothing recorded, exit
130). At the end the signals are held back while the output is flushed and the process exits at once:
an interrupt arriving after the command finished can no longer turn its success into a crash (the
interpreter's own shutdown would restore the default handlers). Only the interpreter's own start,
before this module runs, is out of reach.
"""

from __future__ import annotations

import os
import signal
import sys


def main() -> None:
    """Install the interrupt handlers, run ``ledger.cli.main``, exit with its code."""
    if sys.argv[1:] == ["--version"]:           # answered before anything else is imported (bench/README.md (start-up))
        from ledger import __version__

        sys.stdout.write(f"ledger {__version__}\n")
        sys.stdout.flush()
        os._exit(0)
    from ledger.store import interrupts

    code = 0
    try:
        interrupts.install()
        from ledger.cli import main as cli_main

        cli_main()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except interrupts.Interrupted:
        sys.stderr.write(f"error: {interrupts.message(_asked_lang(sys.argv[1:]))}\n")
        code = interrupts.exit_code()
    signal.pthread_sigmask(signal.SIG_BLOCK, interrupts.SIGNALS)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def _asked_lang(args: list[str]) -> str:
    """The language an interrupted start-up's note speaks: the line's last ``--lang`` (``ledger.cli.language.typed``),
    else ``LEDGER_LANG``, lower-cased; English when even that cannot be read. ``rules.shell_frames`` says English for
    a language it lacks."""
    try:
        from ledger.cli.language import typed
    except BaseException:  # noqa: BLE001 - interrupted again while loading: the note in English
        return "en"
    return str(typed(args, "--lang") or os.environ.get("LEDGER_LANG") or "en").strip().lower()
