"""What a reader may see of a campaign: the filter every read of the service layer passes through.

Source: design.md "People, roles and hidden information" (what a role may not see is filtered in the service
layer, so every route agrees) and README "Playing as a group". Hidden: invitations (GMs only: they hold the
codes' digests), private notes and recaps (GMs only), a proposal and its rejection (its proposer and the GMs), a
pending proposal's seed (GMs only: it would tell its proposer the dice before the GM decides), and what a game system
seals (``rules.system.GameSystem.sealed``: the characters who may see a record before its reveal).
The store's owner (the CLI on the store's own machine) sees what it always saw. Pure: works on the state's
``table`` part, history rows and record dicts.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ledger.group.permissions import member

#: Group commands only GMs see (their rows, records and changes).
GM_ONLY = ("invite", "withdraw")
#: Event kinds only GMs see.
GM_ONLY_KINDS = ("InvitationIssued", "InvitationWithdrawn")
#: Event kinds only GMs see when their detail says ``private``: a note, and a GM's recap of a session or a scene
#: (``rules.sessions.recap``, shared by every system).
PRIVATE_KINDS = ("NoteRecorded", "RecapWritten")


@dataclass(frozen=True)
class Visibility:
    """What one reader may see of one campaign: ``person`` (None: the store's owner), their ``role`` (``gm``,
    ``player``, ``viewer``; None for someone not in it), their ``characters``, and ``proposers`` (proposal id ->
    who made it) read from the state."""

    person: str | None
    role: str | None
    characters: frozenset[str] = frozenset()
    proposers: dict[str, str] = field(default_factory=dict)

    @property
    def owner(self) -> bool:
        """Whether the reader is the store's owner (sees everything it always saw)."""
        return self.person is None

    @property
    def gm(self) -> bool:
        """Whether the reader is a GM (or the owner)."""
        return self.role == "gm"

    def sees_proposal(self, proposal: Any) -> bool:
        """Whether the reader may see proposal ``proposal`` (its proposer and the GMs)."""
        return self.gm or (self.person is not None and self.proposers.get(str(proposal)) == self.person)

    def unseals(self, allowed: set[str] | None) -> bool:
        """Whether a record a system sealed to ``allowed`` (characters, ``"GM"`` for the GM's side) is shown
        whole to this reader: a character of theirs in it, or a GM (not the owner, who reads as always) with
        ``"GM"`` in it."""
        if not allowed or self.owner:
            return False
        return bool(self.characters & allowed) or (self.gm and "GM" in allowed)


def visibility(state: dict[str, Any], person: str | None) -> Visibility:
    """The ``Visibility`` of ``person`` (None: the store's owner) in campaign ``state``."""
    who = member(state, person)
    proposals = (state.get("table") or {}).get("proposals") or {}
    return Visibility(person, who.role, frozenset(who.characters), {pid: p.get("by") for pid, p in proposals.items()})


def record_visible(kind: str, command: str, detail: dict[str, Any], vis: Visibility) -> bool:
    """Whether an event (``kind`` of action ``command`` with ``detail``) may be shown to ``vis``'s reader."""
    if vis.gm:
        return True
    if kind in GM_ONLY_KINDS or command in GM_ONLY:
        return False
    if kind in PRIVATE_KINDS and detail.get("private"):
        return False
    if kind in ("ProposalMade", "ProposalRejected"):
        return vis.sees_proposal(detail.get("proposal"))
    return True


def hiding(kind: str, command: str, detail: dict[str, Any]) -> tuple[Any, ...] | None:
    """What decides whether an event may be shown, as a tag that ``tag_visible`` reads for any reader: None for an
    event every reader of the campaign sees (``record_visible`` says yes whoever asks)."""
    if kind in GM_ONLY_KINDS or command in GM_ONLY or kind in ("ProposalMade", "ProposalRejected") or (
            kind in PRIVATE_KINDS and detail.get("private")):
        return (kind, command, bool(detail.get("private")), detail.get("proposal"))
    return None


def tag_visible(tag: tuple[Any, ...], vis: Visibility) -> bool:
    """Whether an event ``hiding`` tagged ``tag`` may be shown to ``vis``'s reader (``record_visible``)."""
    kind, command, private, proposal = tag
    return record_visible(kind, command, {"private": private, "proposal": proposal}, vis)


def rows_for(rows: Iterable[dict[str, Any]], vis: Visibility) -> Iterator[dict[str, Any]]:
    """History rows (``ledger.projections.rows``) with what ``vis``'s reader may not see left out: a row whose
    event is hidden is left out whole (a group action records one event)."""
    for row in rows:
        if vis.gm:
            yield row
        elif all(record_visible(e["kind"], row["command"], e.get("detail") or {}, vis) for e in row["events"]):
            for e in row["events"]:
                if "changes" in e:
                    e["changes"] = unseeded(e["changes"])
            yield row


def records_for(records: Iterable[dict[str, Any]], vis: Visibility) -> list[dict[str, Any]]:
    """Record dicts (``{"command", "kind", "detail", ...}``) that ``vis``'s reader may see."""
    shown = [r for r in records if record_visible(r["kind"], r["command"], r.get("detail") or {}, vis)]
    return shown if vis.gm else [{**r, "changes": unseeded(r["changes"])} if "changes" in r else r for r in shown]


def unseeded(changes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``changes`` with the ``seed`` of each proposal they hold taken out (a change of ``["table", "proposals",
    ID]``: the whole proposal before and after; of ``["table", "proposals"]`` or ``["table"]``: all of them), for a reader who is
    not a GM; a change of a seed alone is left out. The changes given are not changed: copies are made."""
    out = []
    for ch in changes:
        path = ch.get("path") or []
        if path[:2] == ["table", "proposals"] and path[3:4] == ["seed"]:
            continue
        if path[:1] == ["table"] and len(path) <= 3 and path[1:2] in ([], ["proposals"]):
            ch = dict(ch)
            for side in ("before", "after"):
                ch[side] = _unseeded_value(ch.get(side), len(path))
        out.append(ch)
    return out


def _unseeded_value(value: Any, depth: int) -> Any:
    """The table (``depth`` 1), the proposals (2) or a proposal (3) without the seeds."""
    if depth == 1 and isinstance(value, dict) and isinstance(value.get("proposals"), dict):
        return {**value, "proposals": _unseeded_value(value["proposals"], 2)}
    if depth == 2 and isinstance(value, dict):
        return {pid: _unseeded_value(p, 3) for pid, p in value.items()}
    if depth == 3 and isinstance(value, dict):
        return {k: v for k, v in value.items() if k != "seed"}
    return value


def state_for(state: dict[str, Any], vis: Visibility) -> dict[str, Any]:
    """``state`` as ``vis``'s reader may see it: for anyone but a GM, the ``table`` part without invitations and
    with only their own proposals, without their seeds (a copy; ``state`` itself when nothing is hidden)."""
    table = state.get("table")
    if vis.gm or not table:
        return state
    shown = {k: copy.deepcopy(v) for k, v in table.items() if k not in ("invitations", "proposals")}
    own = {pid: {k: copy.deepcopy(v) for k, v in p.items() if k != "seed"}
           for pid, p in (table.get("proposals") or {}).items() if vis.sees_proposal(pid)}
    if own:
        shown["proposals"] = own
    return {**state, "table": shown}


def unsealed(system: Any, state: dict[str, Any], vis: Visibility) -> Any:
    """A test ``(record) -> bool``: whether ``vis``'s reader sees a record whole that the system's ``redact``
    would hide in ``state`` (``GameSystem.sealed`` names them: a record sealed to their side); None for the owner
    (``redact`` hides for them as it always did)."""
    if vis.owner:
        return None
    return lambda record: vis.unseals(system.sealed(record, state))


def unseal(records: list[dict[str, Any]], system: Any, state: dict[str, Any], vis: Visibility) -> list[dict[str, Any]]:
    """Record dicts (``ledger.projections.timeline.effective_records``) as ``vis``'s reader may see them: the
    hidden ones left out (``records_for``), and what the system's ``redact`` hides in ``state`` hidden unless the
    system's ``sealed`` names the reader (copies; the owner's records as they are)."""
    if vis.owner:
        return records
    redact = system.views.redact
    test = unsealed(system, state, vis)
    out = []
    for r in records_for(records, vis):
        if redact is not None and not test(r):
            detail, changes = redact(r["kind"], r["detail"], r["changes"], state)
            r = {**r, "detail": detail, "changes": changes}
        out.append(r)
    return out


def sealed_state(system: Any, state: dict[str, Any]) -> dict[str, Any]:
    """``state`` with what the system's ``redact`` hides in it now hidden from the raw state too (each top-level
    part passed through ``redact`` as a change that writes it whole): for a reader other than the owner, whose
    faces might show state the views would not (orders not yet revealed). ``state`` itself when the
    system hides nothing."""
    redact = system.views.redact
    if redact is None:
        return state
    out = dict(state)
    for key, value in state.items():
        _, changes = redact("State", {}, [{"path": [key], "before": None, "after": value, "delta": None}], state)
        out[key] = changes[0]["after"] if changes else value
    return out


def status_for(told: dict[str, Any], gm: bool, gm_commands: frozenset[str] | set[str]) -> dict[str, Any]:
    """A system's status (``GameSystem.views.status``: its ``roll.allowed`` lists the commands allowed now, each
    maybe with a hint, ``"roll --option TA2"``) as a reader who is a GM (``gm``) or not may act on it: for anyone
    but a GM, without the commands that run the table (``gm_commands``: ``ledger.group.permissions.may_command``
    refuses them). A copy where anything is left out. Source: README "Playing as a group" (the table a player sees
    offers what they may do)."""
    roll = told.get("roll")
    if gm or not isinstance(roll, dict) or not isinstance(roll.get("allowed"), list):
        return told
    mine = [entry for entry in roll["allowed"] if not any(
        isinstance(entry, str) and (entry == c or entry.startswith(c + " ")) for c in gm_commands)]
    return {**told, "roll": {**roll, "allowed": mine}}
