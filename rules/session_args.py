"""The argument models of the commands every system shares for its sessions: ``session start --title``, a scene
title's check, and ``recap``.

Source: docs/adding-a-game-system.md ("Sessions, titles and recaps") and README "Using the ledger". A system's
command table registers them (``rules.<system>.commands``): ``_cmd("recap", Recap, sessions.recap, ...)``; a
scene start model of its own checks its title with ``title_check``. The checks are ``rules.sessions.text_problem``,
the same an imported line gets.
"""

from __future__ import annotations

from pydantic import field_validator

from rules.sessions import checked_text
from rules.system import Args, arg


def _title(value: str | None) -> str | None:
    """A session or scene title as recorded (``rules.sessions.checked_text``); None stays None."""
    return None if value is None else checked_text(value, "title")


def _recap(value: str) -> str:
    return checked_text(value, "recap")


#: A validator for an argument model's ``title`` field: ``_t = title_check`` in the model's body.
title_check = field_validator("title")(_title)


class SessionStart(Args):
    """Start the next session, with a title if you like (shown in the history, the chronicle and the arcs)."""

    title: str | None = arg(None, help="The session's title (one line, at most 200 characters).", metavar="TEXT")
    _t = title_check


class Recap(Args):
    """The GM's recap of a session or a scene: a few sentences of what happened, shown under its heading in the
    chronicle and in the history. Without --session or --scene it recaps the session running now (or the last
    one played). --private keeps it for the GMs, as a private note is. Correct it with amend or undo, as any
    action."""

    text: str = arg(help="The recap (at most 2000 characters; line breaks and paragraphs are kept).", positional=True, metavar="TEXT")
    session: int | None = arg(None, help="The session it recaps (default: the one running or last played).",
                              metavar="N", ge=1)
    scene: int | None = arg(None, help="The scene it recaps instead.", metavar="N", ge=1)
    private: bool = arg(False, help="For the GMs only: never shown to a player or a viewer.")
    _x = field_validator("text")(_recap)
