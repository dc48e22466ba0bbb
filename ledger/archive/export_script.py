"""The archive's second form: a campaign exported as a replayable campaign script (``ledger export --format
script``), the actions in force in order, each with the inputs and seed it was decided with, streamed in two passes
(the corrections first, then the actions) so memory stays flat in the campaign's length.

Source: README "Archiving a campaign" and "Campaign scripts (format version 1)".
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from uuid import UUID

from ledger.aggregates import campaign_id
from ledger.archive.export import refuse_damaged, stored_events
from ledger.errors import LedgerError
from ledger.store.out_files import replacing, target


#: The script's default actor (its header's ``actor``): an action of theirs is written without ``as:``.
HEADER_ACTOR = "GM"


def spelled(key: str) -> str:
    """An argument's name as the CLI spells its option (``plus_one`` -> ``plus-one``), which a script takes too
    (``rules.args.canonical_args``); README "Campaign scripts (format version 1)"."""
    return str(key).replace("_", "-")


def entry_line(yaml: Any, command: str, args: dict[str, Any]) -> str:
    """One script entry on one line, as a script is written by hand: ``roll: {move: Leap, dice: [4, 4], as:
    Ana}`` (YAML flow style, quoted where YAML needs it), or the bare command when it has no arguments."""
    if not args:
        return str(yaml.safe_dump(command, allow_unicode=True, width=10**9)).split("\n...")[0].strip()
    flow = yaml.safe_dump({command: args}, sort_keys=False, allow_unicode=True, width=10**9, default_flow_style=True)
    return str(flow).strip()[1:-1]


def _corrections(app: Any, cid: UUID) -> tuple[dict[int, bool], dict[int, Any]]:
    """(action -> in force, for every action a correction undid or redid; action -> its corrected inputs) of the
    campaign's corrections, read in one streamed pass (memory grows with the corrections, not the campaign)."""

    active: dict[int, bool] = {}
    inputs: dict[int, Any] = {}
    for stored in stored_events(app, cid):
        if not stored.topic.endswith(":Campaign.Corrected"):
            continue
        ev = app.mapper.to_domain_event(stored)
        for n in ev.undone:
            active[n] = False
        for n in ev.redone:
            active[n] = True
        for key, given in ev.inputs.items():
            inputs[int(key)] = given
    return active, inputs


def _actions_in_order(app: Any, cid: UUID) -> Iterator[Any]:
    """The first recorded event of each play action of the campaign, in order, streamed a page at a time."""
    last = None
    for stored in stored_events(app, cid):
        if not stored.topic.endswith(":Campaign.Recorded"):
            continue
        ev = app.mapper.to_domain_event(stored)
        if ev.action_id != last:
            last = ev.action_id
            yield ev


def _renumbered(command: str, args: dict[str, Any], numbers: dict[int, int]) -> dict[str, Any]:
    """An ``approve``'s or ``reject``'s arguments with the proposal it decides (and an approval's decided action)
    named by the action number it has in the script (``numbers``: recorded action -> script entry): the script
    leaves undone actions and corrections out, and entry N replays as action N, so a proposal's id, which is its
    proposing action's number, shifts. A number not in ``numbers`` (an action the script does not hold) is kept."""
    if command not in ("approve", "reject"):
        return args
    out = dict(args)
    pid = str(out.get("proposal"))
    if pid.isdigit() and int(pid) in numbers:
        out["proposal"] = str(numbers[int(pid)])
    decided = out.get("action")
    if command == "approve" and isinstance(decided, int) and decided in numbers:
        out["action"] = numbers[decided]
    return out


def _people(given: dict[str, Any], numbers: dict[int, int]) -> dict[str, Any]:
    """Who gave an action, as its script entry names them (``ledger.service.drafting.RECORDED``): ``action-by`` the
    person who recorded it (its inputs' ``by``; left out for the store's owner), ``action-approver`` the GM who
    approved it as a proposal and ``action-proposal`` that proposal, by the number its proposing action has in the
    script (``numbers``), so that replaying the script records them again. Source: README "Campaign scripts"."""
    out: dict[str, Any] = {}
    for key, spelled_key in (("by", "action-by"), ("approver", "action-approver")):
        if given.get(key) is not None:
            out[spelled_key] = given[key]
    pid = given.get("proposal")
    if pid is not None:
        out["action-proposal"] = str(numbers.get(int(pid), pid)) if str(pid).isdigit() else pid
    return out


def _language(app: Any, cid: Any) -> dict[str, str]:
    """The script header's ``language`` (``{"language": code}``): the language the campaign was created with
    (its first event's state, ``ledger.service.campaign_language.recorded``), which a replay creates it with again;
    a later change by the GM is one of the script's actions. Empty for a campaign created without one."""
    from ledger.service.campaign_language import recorded

    first = next(iter(app.events.get(cid, lte=1)), None)
    code = recorded(getattr(first, "state", None))
    return {"language": code} if code else {}


def _said_header(camp: Any) -> str:
    """The script's first comment (when it was exported, what it holds) in the campaign's language
    (``ledger.service.campaign_language.campaign_system``: ``LEDGER_LANG``, the campaign's, its system's first)."""
    from ledger.service.campaign_language import campaign_system

    system = campaign_system(camp)
    code = system.lang(None)
    return system.word("Exported from the ledger on {when}: the actions in force, with their corrections applied.",
                       code).format(when=datetime.now(timezone.utc).isoformat())


def export_script(app: Any, name: str, out: str | Path, keep_undone: bool = False, force: bool = False) -> int:
    """Write campaign ``name`` as a replayable campaign script (format 1): the actions in force, each with its
    corrected inputs spelled as the CLI spells its options, who acted (``as:``, left out for the GM, the header's
    actor), the seed drawn for it (``action-seed``) and the person who gave it, with the GM who approved it
    (``action-by``, ``action-approver``, ``action-proposal``: ``_people``), undone ones left out or, with
    ``keep_undone``, kept as comments; an approval or rejection names its proposal (and an approval its decided
    action) by the number it has in the script (``_renumbered``), so the script replays whatever was undone.
    Returns the number of actions written. Memory flat in the campaign's size:
    one streamed pass reads the corrections, a second writes the actions (``ledger.projections.timeline.collect``
    says the same over the whole campaign at once)."""
    import yaml

    camp = app.campaign(name)
    refuse_damaged(app, camp, "a script of it would not replay as recorded")
    cid = campaign_id(name)
    active, corrected = _corrections(app, cid)
    path = target(out, force, keep=[app.path])
    written = 0
    with replacing(path, force, f"the export {path}") as fh:
        text = io.TextIOWrapper(fh, encoding="utf-8")
        header = {"ledger-script": 1, "campaign": camp.name, "system": camp.system, "options": camp.options,
                  **_language(app, cid), "actor": HEADER_ACTOR}
        text.write(f"# {_said_header(camp)}\n")
        text.write(yaml.safe_dump(header, sort_keys=False, allow_unicode=True))
        text.write("actions:\n")
        numbers: dict[int, int] = {}           # a proposal's or a decided proposal's action -> its script entry
        for ev in _actions_in_order(app, cid):
            given = corrected.get(ev.action_id, ev.inputs)
            if given is None:
                raise LedgerError("campaign", f"action {ev.action_id} was recorded before inputs were kept; "
                                  "export it with --format jsonl instead")
            args = _renumbered(ev.action, dict(given.get("args") or {}), numbers)
            in_force = active.get(ev.action_id, True)
            if in_force and (ev.action == "propose" or given.get("proposal") is not None):
                numbers[ev.action_id] = written + 1
            args = {spelled(key): value for key, value in args.items()}
            entry_args = {**args, **({} if ev.actor == HEADER_ACTOR else {"as": ev.actor})}
            if ev.reason is not None and "reason" not in args:
                entry_args["reason"] = ev.reason
            if given.get("seed") is not None:
                entry_args["action-seed"] = given["seed"]
            entry_args.update(_people(given, numbers))
            lines = [f"  - {entry_line(yaml, ev.action, entry_args)}"]
            if not in_force:
                if not keep_undone:
                    continue
                lines = [f"  # undone (action {ev.action_id}): {line.strip()}" for line in lines]
            else:
                written += 1
            text.write("\n".join(lines) + "\n")
        if not written:
            text.write("  []\n")                # no action in force: still a list, so the script replays
        text.flush()
        text.detach()
    return written


# --- migrate --------------------------------------------------------------------------------------------
