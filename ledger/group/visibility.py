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
from collections.abc import Callable, Iterable, Iterator
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

    def own_proposal(self, proposal: dict[str, Any]) -> bool:
        """Whether ``proposal`` (a ``table.proposals`` entry or a ``ProposalMade`` detail: ``by``, ``actor``) is
        this reader's side's: they proposed it, or play the character it acts as (the owner: never)."""
        if self.owner:
            return False
        return proposal.get("by") == self.person or str(proposal.get("actor")) in self.characters

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


def _unseeded(path: list[Any], value: Any) -> Any:
    """``value`` written at ``path`` with the seed of every proposal in it left out (the whole table, the proposals,
    one proposal, or its seed)."""
    if path[:1] != ["table"] or (len(path) > 1 and path[1] != "proposals") or value is None:
        return value
    if len(path) == 1:
        props = value.get("proposals") if isinstance(value, dict) else None
        return value if not isinstance(props, dict) else {**value, "proposals": _unseeded(["table", "proposals"], props)}
    if len(path) == 2:
        return {pid: _unseeded(["table", "proposals", pid], p) for pid, p in value.items()} if isinstance(value, dict) else value
    if len(path) == 3:
        return {k: v for k, v in value.items() if k != "seed"} if isinstance(value, dict) and "seed" in value else value
    return None if path[3] == "seed" else value


def _unseeded_changes(changes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``changes`` without proposals' seeds: who knows the seed knows the dice the approval will roll."""
    out = []
    for ch in changes:
        if ch.get("path", [None])[:1] == ["table"]:
            ch = {**ch, "before": _unseeded(ch["path"], ch.get("before")), "after": _unseeded(ch["path"], ch.get("after"))}
        out.append(ch)
    return out


def _unseeded_inputs(detail: Any) -> Any:
    """A correction's ``detail`` with the seed left out of every action's inputs it carries (``inputs``: action ->
    ``{"args", "seed", "by", ...}``, an amend's and those it amends along): the seed a proposal drew is its GMs'
    alone, and an amend of its decided action carries it; ``detail`` itself when none is there."""
    inputs = detail.get("inputs") if isinstance(detail, dict) else None
    if not isinstance(inputs, dict) or not any(isinstance(v, dict) and "seed" in v for v in inputs.values()):
        return detail
    return {**detail, "inputs": {k: {f: x for f, x in v.items() if f != "seed"} if isinstance(v, dict) else v
                                 for k, v in inputs.items()}}


def _unseeded_event(event: dict[str, Any]) -> dict[str, Any]:
    """A row's event or a record (``kind``, ``detail``, ``changes``) as anyone but a GM sees it: no proposal's seed
    in its changes (``_unseeded_changes``) nor in the inputs a correction carries (``_unseeded_inputs``)."""
    return {**event, "changes": _unseeded_changes(event.get("changes") or []),
            "detail": _unseeded_inputs(event.get("detail"))}


def rows_for(rows: Iterable[dict[str, Any]], vis: Visibility) -> Iterator[dict[str, Any]]:
    """History rows (``ledger.projections.rows``) with what ``vis``'s reader may not see left out: a row whose
    event is hidden is left out whole (a group action records one event), and so is a row marked ``private`` (a
    record private as corrected now, or a correction that tells what a private record said); for anyone but a GM, a
    proposal's seed
    (the dice its approval will roll, known in advance) is left out of the changes, and every seed out of the
    inputs a correction carries (``_unseeded_event``)."""
    for row in rows:
        if vis.gm:
            yield row
        elif not row.get("private") and all(record_visible(e["kind"], row["command"], e.get("detail") or {}, vis)
                                            for e in row["events"]):
            row = {**row, "events": [_unseeded_event(e) for e in row["events"]]}
            yield row


def records_for(records: Iterable[dict[str, Any]], vis: Visibility) -> list[dict[str, Any]]:
    """Record dicts (``{"command", "kind", "detail", "changes", ...}``) that ``vis``'s reader may see (a proposal's
    seed left out for anyone but a GM, as ``rows_for`` leaves it out, a correction's inputs' seeds too)."""
    return [r if vis.gm or (r["command"] != "propose" and r["kind"] != "Corrected") else _unseeded_event(r)
            for r in records if record_visible(r["kind"], r["command"], r.get("detail") or {}, vis)]


def state_for(state: dict[str, Any], vis: Visibility) -> dict[str, Any]:
    """``state`` as ``vis``'s reader may see it: for anyone but a GM, the ``table`` part without invitations and
    with only their own proposals, without their seeds (a copy; ``state`` itself when nothing is hidden)."""
    table = state.get("table")
    if vis.gm or not table:
        return state
    shown = {k: copy.deepcopy(v) for k, v in table.items() if k not in ("invitations", "proposals")}
    own = {pid: _unseeded(["table", "proposals", pid], copy.deepcopy(p))     # the seed: the dice, in advance
           for pid, p in (table.get("proposals") or {}).items() if vis.sees_proposal(pid)}
    if own:
        shown["proposals"] = own
    return {**state, "table": shown}


def unsealed(system: Any, state: dict[str, Any], vis: Visibility) -> Any:
    """A test ``(record) -> bool``: whether ``vis``'s reader sees a record whole that the system's ``redact``
    (``redactor``) would hide in ``state``: a record ``GameSystem.sealed`` seals to their side, or a proposal of
    their side (``Visibility.own_proposal``); None for the owner (``redact`` hides for them as it always did)."""
    if vis.owner:
        return None

    def test(record: dict[str, Any]) -> bool:
        if record.get("kind") == "ProposalMade":
            return vis.own_proposal(record.get("detail") or {})
        return vis.unseals(system.sealed(record, state))
    return test


def _sealed_args(redact: Any, args: Any, state: dict[str, Any]) -> Any:
    """A proposal's ``args`` as the system's ``redact`` shows the arguments a correction records (``inputs``: a
    conflict script's actions sealed); ``args`` itself when it hides nothing."""
    if not isinstance(args, dict):
        return args
    detail, _ = redact("Proposal", {"inputs": {"0": {"args": args}}}, [], state)
    shown = ((detail.get("inputs") or {}).get("0") or {}).get("args", args)
    return args if shown == args else shown


def sealed_arguments(system: Any, args: dict[str, Any], state: dict[str, Any]) -> set[str]:
    """The arguments of a proposal (``args``) its system seals (``redact``: a side's conflict script), which a GM
    approves as proposed or rejects, never reads or rewrites; empty for a system that seals nothing. Source: design.md
    "People, roles and hidden information"; seed 004 "Siempre se elige en secreto"."""
    redact = system.views.redact
    if redact is None or not isinstance(args, dict):
        return set()
    shown = _sealed_args(redact, args, state)
    return {k for k in args if shown.get(k) != args[k]}


def _sealed_proposal(redact: Any, entry: Any, state: dict[str, Any]) -> Any:
    """A ``table.proposals`` entry with its ``args`` sealed (``_sealed_args``), and what its approval's edits changed
    (``edited``: ``_sealed_edits``); ``entry`` itself when unchanged."""
    if not isinstance(entry, dict) or "args" not in entry:
        return entry
    args = _sealed_args(redact, entry["args"], state)
    out = entry if args is entry["args"] else {**entry, "args": args}
    if isinstance(entry.get("edited"), dict):
        edits = _sealed_edits(redact, entry, state)
        out = out if edits is entry else {**out, "edited": edits["edited"]}
    return out


def _sealed_at(redact: Any, path: list[Any], value: Any, state: dict[str, Any]) -> Any:
    """``value`` written at ``path`` with every proposal in it sealed (the whole table, the proposals, one
    proposal, its args, or what its approval's edits changed)."""
    if path[:1] != ["table"] or (len(path) > 1 and path[1] != "proposals") or not isinstance(value, (dict, type(None))):
        return value
    if value is None:
        return value
    if len(path) == 1:
        props = value.get("proposals")
        return value if not isinstance(props, dict) else {**value, "proposals": _sealed_at(redact, path + ["proposals"], props, state)}
    if len(path) == 2:
        return {pid: _sealed_proposal(redact, p, state) for pid, p in value.items()}
    if len(path) == 3:
        return _sealed_proposal(redact, value, state)
    if len(path) == 4 and path[3] == "edited" and isinstance(value, dict):
        return _sealed_edits(redact, {"edited": value}, state)["edited"]
    return _sealed_args(redact, value, state) if len(path) == 4 and path[3] == "args" else value


def _sealed_edits(redact: Any, detail: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    """An approval's ``detail`` with what its GM's edits changed (``edited``: argument -> ``{"before", "after"}``)
    sealed on both sides as a proposal's arguments are (``_sealed_args``); ``detail`` itself when nothing is."""
    pairs = {k: v for k, v in detail["edited"].items() if isinstance(v, dict)}
    before = {k: v.get("before") for k, v in pairs.items()}
    after = {k: v.get("after") for k, v in pairs.items()}
    shown_before, shown_after = _sealed_args(redact, before, state), _sealed_args(redact, after, state)
    if shown_before is before and shown_after is after:
        return detail
    return {**detail, "edited": {k: {"before": shown_before.get(k), "after": shown_after.get(k)} for k in pairs}}


def redactor(system: Any) -> Any:
    """The system's ``redact`` view (``rules.declaration.Views.redact``: ``(kind, detail, changes, state) -> (detail,
    changes)``) extended to proposals: the arguments of a proposal, in any change that writes one, are shown as the
    system shows a correction's recorded arguments (a proposed conflict script's actions sealed, so that a GM does
    not read a side's plan before its volleys: 004 "Siempre se elige en secreto"), and so are those an approval's
    edits changed. None when the system hides
    nothing."""
    redact = system.views.redact
    if redact is None:
        return None

    def both(kind: str, detail: dict[str, Any], changes: list[dict[str, Any]], state: dict[str, Any]
             ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        detail, changes = redact(kind, detail, changes, state)
        if kind == "ProposalApproved" and isinstance(detail.get("edited"), dict):
            detail = _sealed_edits(redact, detail, state)
        out = []
        for ch in changes:
            if ch.get("path", [None])[:1] == ["table"]:
                before = _sealed_at(redact, ch["path"], ch.get("before"), state)
                after = _sealed_at(redact, ch["path"], ch.get("after"), state)
                if before is not ch.get("before") or after is not ch.get("after"):
                    ch = {**ch, "before": before, "after": after}
            out.append(ch)
        return detail, out
    return both


def proposals_for(system: Any, state: dict[str, Any], vis: Visibility) -> dict[str, Any]:
    """``state`` with the proposals ``vis``'s reader may see but are not their side's (``own_proposal``) sealed as
    ``redactor`` seals them (a copy; ``state`` itself when nothing changes or for the owner)."""
    redact = system.views.redact
    table = state.get("table") or {}
    props = table.get("proposals")
    if redact is None or vis.owner or not isinstance(props, dict):
        return state
    shown = {pid: p if vis.own_proposal(p) else _sealed_proposal(redact, p, state) for pid, p in props.items()}
    if all(shown[pid] is props[pid] for pid in props):
        return state
    return {**state, "table": {**table, "proposals": shown}}


def unseal(records: list[dict[str, Any]], system: Any, state: dict[str, Any], vis: Visibility) -> list[dict[str, Any]]:
    """Record dicts (``ledger.projections.timeline.effective_records``) as ``vis``'s reader may see them: the
    hidden ones left out (``records_for``), and what the system's ``redact`` hides in ``state`` hidden unless the
    system's ``sealed`` names the reader (copies; the owner's records as they are)."""
    if vis.owner:
        return records
    redact = redactor(system)
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


def status_for(told: dict[str, Any], gm: bool, gm_commands: frozenset[str] | set[str],
               acts: bool = True, may: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """A system's status (``GameSystem.views.status``: its ``allowed`` lists the commands allowed now in every phase,
    and its open ``roll.allowed`` the same, each maybe with a hint, ``"roll --option TA2"``) as a reader who is a GM
    (``gm``) or not may act on it: for anyone but a GM, without the commands that run the table (``gm_commands``:
    ``ledger.group.permissions.may_command`` refuses them) and those ``may(command)`` says they may not give (a roll's
    follow-ups that are not theirs: ``ledger.service.offers.may_give``; a GM's commands too for one acting as a
    character: ``ledger.service.offers.may_offer``, ``ledger status --as``); for one who acts as no one (``acts``
    false: a viewer), none. A copy where anything is left out.
    Source: README "Playing as a group" (the table a reader sees offers what they may do)."""
    if gm and may is None:
        return told

    def mine(listed: list[Any]) -> list[Any]:
        return [entry for entry in listed if acts and (gm or not any(
            isinstance(entry, str) and (entry == c or entry.startswith(c + " ")) for c in gm_commands))
            and (may is None or not isinstance(entry, str) or may(entry.split(" --", 1)[0]))]

    out = dict(told)
    if isinstance(told.get("allowed"), list):
        out["allowed"] = mine(told["allowed"])
    roll = told.get("roll")
    if isinstance(roll, dict) and isinstance(roll.get("allowed"), list):
        out["roll"] = {**roll, "allowed": mine(roll["allowed"])}
    return out
