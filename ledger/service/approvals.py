"""The GM's approval in the service layer: a player's proposals listed as each reader may see them, approved (with
the GM's edits checked as the command's own arguments are), rejected, the stale ones rejected at once.

Source: design.md "People, roles and hidden information" (a player's action under GM approval becomes a proposal;
the GM approves, edits or rejects it; a proposal the state no longer allows is refused at approval with the reason)
and "The service layer and its faces". A mixin of ``Ledger`` (``self.app``: the full road; ``self._write``: the
group's write, ``ledger.service.table.TableUse``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ledger.errors import NoLongerAllowed, Refused
from ledger.service.people import Person
from ledger.service.proposals import (already_decided, arg_model, check_allowed, edit_as_typed, edits_checked,
                                      edits_taken, no_longer_allowed, no_sealed_edit, standing)
from rules.errors import RuleError

if TYPE_CHECKING:
    from ledger.aggregates.read import CampaignRead
    from ledger.store.application import LedgerApp


class ApprovalUse:
    """The approval use cases of ``Ledger`` (a mixin: ``self.app`` is the full road, ``self._write`` the group's
    write)."""

    app: LedgerApp
    _write: Any
    now: Any
    system: Any
    role: Any

    def approve(self, name: str | None, proposal: str | int, by: Person = Person.OWNER,
                edits: dict[str, Any] | None = None, reason: str | None = None) -> tuple[CampaignRead, list[Any]]:
        """Approve pending proposal ``proposal`` of campaign ``name`` (GMs only): it is decided now from its args
        (with ``edits`` over them) and the seed drawn when it was proposed, recorded with the proposer's
        character as actor and ``inputs`` ``by`` (the proposer), ``approver`` and ``proposal``; then the approval
        itself (``ProposalApproved``) with ``reason`` (the GM's, at most ``ledger.inputs.MAX_REASON`` characters)
        and, when the edits changed anything, ``edited`` (``ledger.service.proposals.edited``: before -> after).
        Raises ``Refused``, ``RuleError("proposal")`` for an unknown one, ``RuleError(FIELD)`` for an
        input at fault (``edits`` not a mapping, an argument the command does not take, a value the rules refuse,
        the reason), ``NoLongerAllowed`` when the state no longer allows it (the rules' reason),
        ``AlreadyDecided`` (who decided it, when); nothing written then."""
        from ledger.group.fields import check_edits
        from ledger.group.permissions import may_run_table
        from ledger.group.table import pending
        from ledger.inputs import reason as reason_text
        from ledger.service.acting import apply, proposing_reason
        from ledger.service.proposals import edited

        pid = str(proposal)
        edits = check_edits(edits)
        reason = reason_text(reason)

        def work(camp: Any) -> None:
            may_run_table(camp.state, by.who, "approve")
            found = pending(camp.state, pid)
            edits_taken(found["command"], camp.system, edits)
            no_sealed_edit(camp, found, edits)
            edits_checked(found["command"], camp.system, found["args"], edits)     # the command's own model
            args = {**found["args"], **edits}
            why = proposing_reason(self.app, camp, pid)           # the proposer's reason: the decided action's
            try:
                check_allowed(camp.state, found, camp.system)
                action = apply(self.app, camp, found["command"], args, found["actor"], why, seed=found["seed"],
                               by=found["by"], also={"approver": by.name, "proposal": pid})
            except Refused as exc:
                raise NoLongerAllowed("proposal", no_longer_allowed(pid, exc)) from None
            except RuleError as exc:
                typed = edit_as_typed(exc.field, found["command"], camp.system, edits)
                if typed is not None and exc.field != "phase":          # a bad edit: the field as the GM typed it
                    raise RuleError(typed, exc.message) from None
                raise NoLongerAllowed("proposal", no_longer_allowed(pid, exc)) from None
            decided = {"proposal": pid, "action": action}
            if changed := edited(found["args"], edits, arg_model(found["command"], camp.system)):
                decided["edited"] = changed
            apply(self.app, camp, "approve", decided, None, reason, by=by.who)

        return self._deciding(name, pid, work)

    def reject(self, name: str | None, proposal: str | int, reason: str, by: Person = Person.OWNER
               ) -> tuple[CampaignRead, list[Any]]:
        """Reject pending proposal ``proposal`` of campaign ``name`` with ``reason`` (GMs only). Raises
        ``Refused``, ``RuleError`` (``proposal``, ``reason``), ``AlreadyDecided`` (who decided it, when); nothing
        written then."""
        from ledger.service.acting import apply

        pid = str(proposal)
        return self._deciding(name, pid, lambda c: apply(self.app, c, "reject", {"proposal": pid, "reason": reason},
                                                         None, by=by.who))

    def reject_stale(self, name: str | None, reason: str | None = None, by: Person = Person.OWNER
                     ) -> tuple[CampaignRead, list[Any]]:
        """Reject, in one write, every pending proposal of campaign ``name`` the state no longer allows (those
        ``proposal_list`` marks ``allowed: false``), each with ``reason`` or, when None, its own refusal (GMs only).
        Raises ``Refused``, ``RuleError("proposal")`` when none is stale, ``RuleError("reason")``; nothing written
        then."""
        from ledger.service.proposals import reject_stale

        camp, events, _ = self._write(name, lambda camp: reject_stale(self.app, camp, reason, by.who))
        return camp, events

    def _deciding(self, name: str | None, pid: str, work: Any) -> tuple[CampaignRead, list[Any]]:
        """``_write(name, work)`` deciding proposal ``pid``; a proposal decided already is refused naming who decided
        it and when, from the record (``ledger.service.proposals.already_decided``). Raises what ``work`` raises."""
        from ledger.errors import AlreadyDecided

        try:
            camp, events, _ = self._write(name, work)
        except AlreadyDecided:
            raise already_decided(self.app.campaign_events(self.campaign_name(name)), pid) from None
        return camp, events

    def proposals(self, name: str | None, by: Person = Person.OWNER) -> dict[str, dict[str, Any]]:
        """The proposals of campaign ``name`` that ``by`` may see (a GM: all; a player: their own), id -> proposal
        (``ledger.group.table`` shape). Raises ``Refused`` for someone not in the campaign."""
        state = self.now(name, by=by).state
        return dict(((state.get("table") or {}).get("proposals") or {}))

    def proposal_list(self, name: str | None, every: bool = False, by: Person = Person.OWNER,
                      lang: str | None = None) -> list[dict[str, Any]]:
        """The proposals ``by`` may see (as ``proposals``), pending only unless ``every``, as every face lists them
        (``ledger proposals --json``, ``GET .../proposals``): ``[{"id", "by", "actor", "command", "args", "status",
        "action", "reason", "why"}]`` in the order they were made (and ``seed`` for a GM); ``reason``: a rejection's,
        ``why``: the proposer's (``proposal_reasons``); one rejected for the state's refusal also carries it as data,
        ``refused`` (``{"field", "message"}``), its ``reason`` that refusal's English line. For a GM, each pending one also
        carries ``allowed`` (bool) and ``refusal``: why approving it now would be refused (the approval's own check,
        ``ledger.service.proposals.standing``: its scene ended, its actor gone...) or None. With ``lang`` (a language
        the campaign's system reads in), ``refusal`` and a refused one's ``reason`` are in it, as the system words
        them (``GameSystem.refusal``; None: English, as recorded). Raises ``Refused``."""
        from ledger.group.words import rejection
        from rules.errors import RuleError

        camp = self.now(name, by=by)
        system = self.system(camp.name)
        worded = (lambda err: str(err)) if lang is None else (lambda err: system.refusal(err, lang))  # noqa: E731
        found = dict(((camp.state.get("table") or {}).get("proposals") or {}))
        gm = by.owner or self.role(camp.name, by)[0] == "gm"
        whole = self.now(camp.name) if gm else camp     # what the approval decides on: a sealed script unsealed
        listed = []
        for pid, v in sorted(found.items(), key=lambda kv: int(kv[0]) if kv[0].isdigit() else 0):
            if every or v.get("status") == "pending":
                listed.append({"id": pid, **v})
                if v.get("refused"):                # the state's refusal, recorded as data: its English line too
                    listed[-1]["reason"] = rejection(listed[-1], worded)
            if gm and v.get("status") == "pending":
                real = ((whole.state.get("table") or {}).get("proposals") or {}).get(pid, v)
                refusal = standing(whole.state, whole.system, whole.actions, pid, real)
                if refusal is not None and lang is not None:        # "proposal N is no longer allowed: ..." in lang
                    refusal = worded(RuleError("proposal", refusal)).removeprefix("proposal: ")
                listed[-1].update(allowed=refusal is None, refusal=refusal)
        from ledger.service.proposals import proposal_reasons

        why = proposal_reasons(self, camp.name, by, [p["id"] for p in listed]) if listed else {}
        return [{**p, "why": why.get(p["id"])} for p in listed]
