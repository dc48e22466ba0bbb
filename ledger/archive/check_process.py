"""The frame of a forked helper process that checks beside the command's own process (an import's or an export's).

Source: README "Archiving a campaign"'s measure (import and export within 2x of raw on a two-core machine: the checks run in a
second process). Used by ``ledger.archive.import_check`` and ``ledger.archive.export_check``.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from typing import Any


def helper_main(work: Callable[[Any], None], outbox: Any) -> None:
    """Run ``work(outbox)`` as a forked helper process's whole life, then end the process (``os._exit``: none of the
    parent's finalisers run here). Ctrl-C is ignored (it reaches the whole process group; the command answers it
    and stops this helper), SIGTERM ends it. Any failure is reported as ``("lost",)`` on ``outbox`` (the command
    then does the checks itself), never as a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})     # blocked in the parent's write, when forked
    try:
        work(outbox)
    except BaseException:  # noqa: BLE001 - reported as lost
        try:
            outbox.send(("lost",))
        except BaseException:  # noqa: BLE001 - the command is gone too
            pass
    finally:
        outbox.close()
        os._exit(0)
