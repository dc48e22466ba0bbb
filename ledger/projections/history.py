"""The history projection: one row per action, with what changed (before -> after) and why.

Source: README "Using the ledger" ("the history: one row per action with time, actor, what changed (before ->
after) and why (the roll it came from)") and docs/adding-a-game-system.md (the words come from the system). Pure: a
fold over the campaign's events. It knows no game system: the system's views name its state paths
(``describe``), summarise its events (``summary``) and translate its ids (``term``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ledger.projections.detail_diff import edited_lines
from ledger.projections.detail_words import plain_summary
from rules.names import norm
from rules.system import GameSystem


def summarise(kind: str, detail: dict[str, Any], lang: str, system: GameSystem) -> tuple[str, bool]:
    """(summary line, shown in tables): a group event's line (``ledger.group.words``; a proposal's command and an
    approval setting in the reader's words; an approval's with what the GM's edits changed,
    ``ledger.projections.detail_diff.edited_lines``), a session's or scene's title
    or a recap (``rules.sessions.summary``), the system's own summary when it has one, else its ``plain`` line for an
    event left to its changes, else the plain one."""
    from ledger.group.words import rejection, summary as group_summary

    from rules.sessions import summary as session_summary

    w = lambda key: system.word(key, lang)  # noqa: E731
    worded = detail
    if kind == "ProposalMade" and isinstance(detail.get("command"), str):      # the command in the reader's words
        worded = {**detail, "command": command_text(detail["command"], lang, system)}
    elif kind == "ProposalRejected":                                        # a refusal in the reader's words
        worded = {**detail, "reason": rejection(detail, lambda err: system.refusal(err, lang))}
    elif kind == "OptionSet" and detail.get("approval") is not None:
        said = w(f"approval {detail['approval']}")
        worded = {**detail, "approval": detail["approval"] if said.startswith("approval ") else said}
    line = group_summary(kind, worded, w) or session_summary(kind, detail, w)
    if line and kind == "ProposalApproved" and detail.get("edited"):
        pieces = edited_lines(detail["edited"], lang, system)
        line = f"{line}; {w('edited')}: {'; '.join(pieces)}" if pieces else line
    if line:
        return line, True
    own, plain = system.views.summary, system.views.plain
    line = own(kind, detail, lang) if own else None
    if line:
        return line, True
    return (plain(kind, detail, lang) if plain else None) or plain_summary(kind, detail, lang, system), False


def command_text(command: str, lang: str, system: GameSystem) -> str:
    """A command as a history table shows it in ``lang``: the system's ``command`` view (``test`` -> ``prueba``), else
    its ``GameSystem.word`` (a group command: ``note`` -> ``nota``), else as typed (the JSON keeps it)."""
    return system.command_word(command, lang)


_NUMBERED = re.compile(r"^(?P<key>[A-Za-z_][A-Za-z_ ]*?) #?(?P<n>\d+)(?P<rest>.*)$", re.S)


def cause_text(cause: str, lang: str, system: GameSystem) -> str:
    """A recorded cause in words (``roll #12`` -> ``tirada #12``): the system's ``cause`` view when it has
    one and it knows the text, else a ``key #N`` or ``key N`` cause with its key through ``GameSystem.word``
    (``session 2``, ``conflict #27``), else the text as recorded."""
    own = system.views.cause
    if own is not None:
        said = own(cause, lang)
        if said:
            return said
    m = _NUMBERED.match(cause)
    if m is None:
        return cause
    key = m.group("key")
    hash_ = "#" if "#" in cause[len(key):len(key) + 3] else ""
    return f"{system.word(key.replace('_', ' '), lang)} {hash_}{m.group('n')}{m.group('rest')}"


def why_texts(row: dict[str, Any], lang: str, system: GameSystem) -> list[str]:
    """A history row's ``why`` for display: causes in words (``cause_text``), the reason as given."""
    return [w if w == row.get("reason") else cause_text(w, lang, system) for w in row["why"]]


def _strings(value: Any) -> Iterable[str]:
    """Every string inside a detail value (one level of lists and dicts deep)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for x in value:
            if isinstance(x, str):
                yield x
    elif isinstance(value, dict):
        for x in value.values():
            if isinstance(x, str):
                yield x


def people(detail: dict[str, Any], changes: list[dict[str, Any]]) -> set[str]:
    """Folded strings an event names: in its change paths (after the first key) and its detail values."""
    found = {norm(str(p)) for ch in changes for p in ch["path"][1:3]}
    for value in detail.values():
        found.update(norm(s) for s in _strings(value))
    return found


class Places:
    """Tracks the session and scene numbers along the events (from changes at ``session``/``scene``).

    Every system keeps ``session: {"number", ...}`` and ``scene: {"number", ...}`` in its state (see
    docs/adding-a-game-system.md); a system without them reads as session and scene 0. Scene numbers run on
    across sessions (``rules.sessions.start_scene``), so the actions of a session before its first scene starts
    belong to no scene: ``scene`` reads 0 there (shown "—"), although the state still carries the previous
    session's last scene (``number``, kept to move back over the session's start).
    """

    def __init__(self) -> None:
        self.session = 0
        self.scene = 0
        self.number = 0                      # the campaign's scene number (the last scene started)

    def start(self, state: dict[str, Any]) -> None:
        """Read the numbers of a campaign's state (its first; or its current one, for ``unfollow``)."""
        self.session = int((state.get("session") or {}).get("number") or 0)
        self.scene = self.number = int((state.get("scene") or {}).get("number") or 0)

    def unfollow(self, changes: list[dict[str, Any]]) -> None:
        """Move the numbers back over recorded changes (the latest first): back over a session's start, the scene
        is the one that was running then."""
        for ch in reversed(changes):
            which, value = _number_change(ch, "before")
            if which == "scene":
                self.scene = self.number = value or 0
            elif which == "session":
                self.session, self.scene = value or 0, self.number

    def follow(self, changes: Iterable[dict[str, Any]]) -> None:
        """Move the numbers along recorded changes: a new session is in no scene until its first one starts."""
        for ch in changes:
            which, value = _number_change(ch, "after")
            if which == "scene" and isinstance(value, int):
                self.scene = self.number = value
            elif which == "session" and isinstance(value, int) and value != self.session:
                self.session, self.scene = value, 0


def number_change(change: dict[str, Any]) -> str | None:
    """``"session"`` or ``"scene"`` when a recorded change sets that number (the place moves), else None."""
    return _number_change(change, "after")[0]


def _number_change(change: dict[str, Any], side: str) -> tuple[str | None, Any]:
    """(``"session"``/``"scene"`` or None, the number on ``side`` (``"before"``/``"after"``)) of a recorded change
    that sets a session's or scene's number (the whole record, or its ``number``)."""
    path = change["path"]
    if not path or path[0] not in ("session", "scene"):
        return None, None
    value = change[side]
    if len(path) == 1 and isinstance(value, dict):
        value = value.get("number")
    elif path[1:] != ["number"]:
        return None, None
    return (path[0], value) if isinstance(value, int) or (value is None and path[1:] == ["number"]) else (None, None)


def table_lines(row: dict[str, Any]) -> list[str]:
    """The "what changed" cell of a row from ``history(..., table=True)``: shown summaries, then changes (a change
    that reads as a shown summary, a titled start's, once)."""
    shown = [ev["summary"] for ev in row["events"] if ev["shown"]]
    return shown + [c for c in row["changes"] if c not in shown] + row.get("corrections", [])


def mark_texts(row: dict[str, Any], lang: str, system: GameSystem) -> list[str]:
    """A history row's marks as every face words them: ``undone by #9``, then ``amended by #7`` for each correction
    that decided it again (the ledger's words in ``lang``). Source: README "Correcting mistakes and reviewing the
    past" (undone and amended actions stay in the history, marked)."""
    found = [f"{system.word('undone by', lang)} #{row['undone_by']}"] if row["undone_by"] else []
    return found + [f"{system.word('amended by', lang)} #{n}" for n in row["amended_by"]]
