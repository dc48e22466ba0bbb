"""The history's filters: the rows a ``--character``, ``--session``, ``--scene``, ``--actor``, ``--kind``,
``--since`` / ``--until`` and ``--last`` keep, and the refusal of a filter that cannot match.

Source: README "Using the ledger" (``ledger history`` and its filters: a filter that cannot match is refused with
what is allowed).
"""

from __future__ import annotations

import re

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from rules.names import norm

#: A date or date-time bound, in the ASCII digits 0-9 alone (``re.ASCII``: ``\d`` would match any script's digits).
_BOUND = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?", re.ASCII)

#: What ``--since`` / ``--until`` allow (the refusal's words).
BOUND_FORM = ("an ISO 8601 date or date-time: YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS[.ffffff]], optionally "
              "with Z or +HH:MM (UTC otherwise)")


def time_bound(text: str, field: str) -> str:
    """A ``--since`` / ``--until`` value checked and made the prefix ``keep`` compares recorded times with:
    ``2026-11-30`` stays a day, ``2026-11-30 10:55`` -> ``2026-11-30T10:55``, ``2026-11-30T12:55+02:00`` ->
    ``2026-11-30T10:55`` (times are recorded in UTC; the precision given is kept). Raises
    ``LedgerError(field)`` naming the allowed form (``BOUND_FORM``) for anything else: another shape, a
    date or time that does not exist (``2026-13-01``, ``2026-02-30``, ``24:00``), a moment whose zone moves it
    outside years 1-9999 in UTC (``0001-01-01T00:00+01:00``). Source: the newcomer's
    text-safety findings, item 3."""
    from datetime import date, datetime, timezone

    from ledger.errors import LedgerError

    if not isinstance(text, str) or not _BOUND.fullmatch(text):
        raise LedgerError(field, BOUND_FORM)
    try:
        if len(text) == 10:
            return date.fromisoformat(text).isoformat()
        when = datetime.fromisoformat(text.replace(" ", "T").replace("Z", "+00:00"))
    except ValueError:
        raise LedgerError(field, f"no such date or time; {BOUND_FORM}") from None
    if when.tzinfo is not None:
        try:
            when = when.astimezone(timezone.utc).replace(tzinfo=None)
        except OverflowError:                   # 0001-01-01T00:00+01:00 is before year 1 in UTC
            raise LedgerError(field, f"a moment within years 1-9999 in UTC; {BOUND_FORM}") from None
    body = text[11:].split("Z")[0].split("+")[0].split("-")[0]          # HH:MM[:SS[.f]] as given
    spec = "minutes" if len(body) == 5 else "seconds" if len(body) == 8 else "microseconds"
    return when.isoformat(timespec=spec)


def actor_spellings(row: dict[str, Any], gm: str | None = None) -> dict[str, str]:
    """Every spelling of who acted in history row ``row`` that ``--actor`` takes, folded (``rules.names.norm``) ->
    as the history prints it: the actor recorded (the GM's as ``gm``, the system's word for the GM in the reader's
    language, ``DJ``; ``GM`` itself too), the person (``by``), and the two together as every face names them
    (``Ana (Rook)``: ``ledger.projections.who_acted.acted_by``). Source: README "Using the ledger" (``history
    --actor``) and "Playing as a group" (the history names who did what)."""
    from ledger.projections.who_acted import acted_by

    actor = str(row["actor"])
    shown = gm if actor == "GM" and gm else actor
    out = {norm(shown): shown}
    out.setdefault(norm(actor), shown)
    for name in (row.get("by"), acted_by(row) if row.get("by") else None):
        if name:
            out.setdefault(norm(str(name)), str(name))
    return out


def select(rows: Iterable[dict[str, Any]], *, session: int | None = None, scene: int | None = None,
           actor: str | None = None, kind: str | None = None, since: str | None = None,
           until: str | None = None, gm: str | None = None) -> list[dict[str, Any]]:
    """History rows filtered (a list; see ``keep``)."""
    return list(keep(rows, session=session, scene=scene, actor=actor, kind=kind, since=since, until=until, gm=gm))


def keep(rows: Iterable[dict[str, Any]], *, session: int | None = None, scene: int | None = None,
         actor: str | None = None, kind: str | None = None, since: str | None = None,
         until: str | None = None, gm: str | None = None,
         said: Callable[[str], str] | None = None,
         worded: Callable[[str], str] | None = None) -> Iterator[dict[str, Any]]:
    """History rows filtered, one at a time: by session or scene number, actor (folded: any spelling the history
    prints, ``actor_spellings``: the actor, the person, ``Ana (Rook)``, the GM as ``gm`` words them), event kind or
    command (folded; a command also as ``said`` names it, the history's action column: ``GameSystem.command_word``;
    an event kind also as ``worded`` names it, the words the history shows it by: ``kind_names``),
    and time recorded (ISO 8601 prefixes: ``since`` inclusive, ``until`` inclusive of that day or
    minute; checked and made UTC by ``time_bound``, which raises ``LedgerError`` for anything else)."""
    since = time_bound(since, "since") if since is not None else None
    until = time_bound(until, "until") if until is not None else None
    folded_actor = norm(actor) if actor is not None else None
    folded_kind = norm(kind) if kind is not None else None
    for row in rows:
        if session is not None and row["session"] != session:
            continue
        if scene is not None and row["scene"] != scene:
            continue
        if folded_actor is not None and folded_actor not in actor_spellings(row, gm):
            continue
        if folded_kind is not None and folded_kind not in _kinds(row, said, worded):
            continue
        if since is not None and row["time"] < since:
            continue
        if until is not None and row["time"][:len(until)] > until:
            continue
        yield row


def refuse_unmatched(rows: Iterator[dict[str, Any]], every: Iterable[dict[str, Any]], *, session: int | None = None,
                     scene: int | None = None, actor: str | None = None, kind: str | None = None,
                     gm: str | None = None, said: Callable[[str], str] | None = None,
                     worded: Callable[[str], str] | None = None) -> Iterator[dict[str, Any]]:
    """``rows`` (the filtered history) as they are when one at least is kept; when none is, the filter that cannot
    match anything in this campaign is refused, found by reading ``every`` row once: ``LedgerError`` naming
    ``session``, ``scene``, ``actor`` (who acted, as the history prints them: ``actor_spellings``, the GM as ``gm``)
    or ``kind`` with the values the campaign has (its commands as ``said`` names them; its event kinds, as
    ``worded`` names them, are found too; a combination of filters that each
    match something but not together is an empty history, not a refusal). Source: README "Using the ledger"
    (filters refuse what cannot match, as ``--character`` does)."""
    import itertools

    from ledger.errors import LedgerError

    first = next(rows, None)
    if first is not None:
        return itertools.chain([first], rows)
    sessions: set[int] = set()
    scenes: set[int] = set()
    actors: dict[str, str] = {}
    commands: dict[str, str] = {}
    kinds: set[str] = set()
    for row in every:
        sessions.add(row["session"])
        scenes.add(row["scene"])
        for folded, shown in actor_spellings(row, gm).items():     # the person who acted, by name too
            actors.setdefault(folded, shown)
        commands.setdefault(norm(row["command"]), said(row["command"]) if said is not None else row["command"])
        commands.setdefault(norm(commands[norm(row["command"])]), commands[norm(row["command"])])
        kinds.update(kind_names("", [e["kind"] for e in row["events"]], None, worded) - {""})
    if session is not None and session not in sessions:
        raise LedgerError("session", f"no action in session {session}; this campaign's sessions: {_span(sessions)}")
    if scene is not None and scene not in scenes:
        raise LedgerError("scene", f"no action in scene {scene}; this campaign's scenes: {_span(scenes)}")
    if actor is not None and norm(actor) not in actors:
        raise LedgerError("actor", f"no action by {actor!r}; actors in this campaign: "
                                   f"{', '.join(dict.fromkeys(actors.values()))}")
    if kind is not None and norm(kind) not in commands and norm(kind) not in kinds:
        raise LedgerError("kind", f"no action or event of kind {kind!r}; this campaign's commands: "
                                  f"{', '.join(sorted(set(commands.values())))}; or an event kind as --json shows it")
    return iter(())


def _kinds(row: dict[str, Any], said: Callable[[str], str] | None,
           worded: Callable[[str], str] | None = None) -> set[str]:
    """The folded kinds ``--kind`` finds ``row`` by (``kind_names``)."""
    return kind_names(row["command"], [e["kind"] for e in row["events"]], said, worded)


def kind_names(command: str, kinds: Iterable[str], said: Callable[[str], str] | None = None,
               worded: Callable[[str], str] | None = None) -> set[str]:
    """The folded names (``rules.names.norm``) ``--kind`` finds an action by: its ``command`` as recorded and as
    ``said`` names it (the history's action column: ``GameSystem.command_word``), and its events' ``kinds`` as
    recorded and as ``worded`` names them (``ledger.projections.detail_words.kind_text``: the system's word for an
    event in the reader's language). Source: README "Using the ledger" (``history --kind`` takes the words the
    history shows, in the campaign's language, as well as the recorded names)."""
    out = {norm(command)} | {norm(k) for k in kinds}
    if said is not None:
        out.add(norm(said(command)))
    if worded is not None:
        out.update(norm(worded(k)) for k in kinds)
    return out


def _span(numbers: set[int]) -> str:
    """``0..3`` for consecutive numbers, else them listed."""
    ordered = sorted(numbers)
    if ordered and ordered == list(range(ordered[0], ordered[-1] + 1)) and len(ordered) > 2:
        return f"{ordered[0]}..{ordered[-1]}"
    return ", ".join(map(str, ordered)) or "none yet"
