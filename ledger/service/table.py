"""The group's use cases in the service layer: group commands, proposals and approvals, who a person is, and
what a reader may see of every read.

Source: design.md "People, roles and hidden information" and "The service layer and its faces": every face (CLI,
shell, scripts, web) comes through here, so who may do what (``ledger.group.permissions``) and what a reader may
see (``ledger.group.visibility``) are checked in one place, and a refusal writes nothing. A mixin of ``Ledger``
(``self.app``: the full road).
"""

from __future__ import annotations

import hmac
import secrets
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from ledger.errors import LedgerError, NoLongerAllowed, Refused
from ledger.service.invitations import digest, expiry
from ledger.service.live_rows import messages_each, older_events, once, rows_each
from ledger.service.people import Person
from ledger.service.proposals import (already_decided, arg_model, arg_names, check_allowed, edits_taken,
                                      no_longer_allowed, no_sealed_edit, standing)
from rules.errors import RuleError

if TYPE_CHECKING:
    from ledger.aggregates.read import CampaignRead
    from ledger.group.visibility import Visibility
    from ledger.store.application import LedgerApp

class Grouped(tuple):
    """What ``Ledger.group`` returns: ``(campaign after it, the events recorded)``, with ``code`` (an invitation's
    code, shown once and never stored; None for other commands), ``invitation`` (its id) and ``ahead`` (a
    ``grant``'s person with no account yet, whom the store's owner seats ahead of sign-up; else None)."""

    code: str | None = None
    invitation: str | None = None
    ahead: str | None = None


def _now() -> datetime:
    return datetime.now(timezone.utc)


class TableUse:
    """The group's use cases of ``Ledger`` (a mixin: ``self.app`` is the full road)."""

    app: LedgerApp

    def _write(self, name: str | None, work: Any) -> Any:
        """Load campaign ``name`` for writing, run ``work(camp)`` and save what it recorded (retried against the
        newest state when another writer got there first); a refusal writes nothing."""
        from ledger.service.acting import _keeping

        app = self.app
        stored = app.campaign_name(name)

        def attempt() -> Any:
            camp = app.campaign(stored, writing=True)
            out = work(camp)
            recorded = list(camp.pending_events)
            app.record(camp, what=f"action {camp.actions} of campaign {camp.name}")
            from ledger.aggregates.read import CampaignRead

            return CampaignRead.of(camp), recorded, out

        return _keeping(app, stored, lambda: app.retrying(attempt, key=stored))

    def group(self, name: str | None, command: str, args: dict[str, Any], by: Person = Person.OWNER) -> Grouped:
        """Run group command ``command`` (``invite``, ``withdraw``, ``join``, ``grant``, ``remove``, ``permit``,
        ``option``, ``note``) on campaign ``name`` as ``by``; returns ``Grouped`` (its ``code`` for ``invite``).

        ``invite`` takes ``role``, ``characters`` and ``expires`` (``expiry``) and draws the code; ``join`` takes
        the ``code`` (by the joining person): the invitation is found by the code's digest. A field the command
        does not take, or a value of the wrong type, is refused first (``ledger.group.fields``). Raises ``Refused``
        (who may), ``RuleError``/``LedgerError`` naming the field; nothing is written then."""
        from ledger.group import COMMANDS
        from ledger.service.acting import apply

        if command not in COMMANDS or command in ("propose", "approve", "reject"):
            allowed = sorted(COMMANDS - {"propose", "approve", "reject"})
            raise LedgerError("command", f"{str(command)[:40]!r} is not a group command; allowed: {', '.join(allowed)}")
        from ledger.group.fields import check_given

        args = dict(args)
        check_given(command, args)
        reason = args.pop("reason", None)
        code = code_id = None
        if command == "withdraw":                   # an expired one is refused: read against the clock
            args = {**args, "at": _now().isoformat()}
        if command == "invite":
            code, code_id = secrets.token_urlsafe(24), secrets.token_hex(4)
            args = {**args, "invitation": code_id, "digest": digest(code), "expires": expiry(args.get("expires"), _now())}
        if command == "join":
            if by.owner:
                raise LedgerError("by", "the store's owner is a GM of every campaign already; join as a person")
            given = args.pop("code", None)
            if not isinstance(given, str) or not given.strip():
                raise LedgerError("code", "give the invitation's code")
            args = {"person": by.name, "at": _now().isoformat()}

        def work(camp: Any) -> str | None:
            if command == "join":
                args["invitation"] = _find_invitation(camp.state, given.strip())
            apply(self.app, camp, command, args, None, reason, by=by.who)
            if command == "grant":                  # after the command's own checks; a refusal writes nothing
                from ledger.service.people import unknown_person

                return unknown_person(self, args.get("person"), by)
            return None

        camp, events, ahead = self._write(name, work)
        done = Grouped((camp, events))
        done.code, done.invitation, done.ahead = code, code_id, ahead
        return done

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
            args = {**found["args"], **edits}
            why = proposing_reason(self.app, camp, pid)           # the proposer's reason: the decided action's
            try:
                check_allowed(camp.state, found, camp.system)
                action = apply(self.app, camp, found["command"], args, found["actor"], why, seed=found["seed"],
                               by=found["by"], also={"approver": by.name, "proposal": pid})
            except Refused as exc:
                raise NoLongerAllowed("proposal", no_longer_allowed(pid, exc)) from None
            except RuleError as exc:
                if exc.field in arg_names(found["command"], camp.system) and edits and exc.field in edits:
                    raise                                   # a bad edit: the field as the GM typed it
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

    def role(self, name: str | None, by: Person = Person.OWNER) -> tuple[str | None, list[str]]:
        """(``by``'s role in campaign ``name``: ``gm``, ``player``, ``viewer`` or None when not in it, the
        characters bound to them). The owner is ``gm``."""
        from ledger.group.permissions import member

        who = member(self.now(name).state, by.who)
        return who.role, list(who.characters)

    def invitations(self, name: str | None, by: Person = Person.OWNER) -> dict[str, dict[str, Any]]:
        """Campaign ``name``'s invitations as ``by`` may see them (a GM: all; others: none), id -> ``{"role",
        "characters", "expires", "by", "state", "person"?}`` without the code's digest, an open one past its
        expiry in state ``expired`` (``ledger.service.invitations.listed``). Raises ``Refused``."""
        from ledger.service.invitations import listed

        state = self.now(name, by=by).state
        return listed(dict(((state.get("table") or {}).get("invitations") or {})), _now())

    def people(self, name: str | None, by: Person = Person.OWNER) -> dict[str, dict[str, Any]]:
        """Campaign ``name``'s people (``ledger.group.table`` shape, the removed too), for any of its members."""
        state = self.now(name, by=by).state
        return dict(((state.get("table") or {}).get("people") or {}))

    def permissions(self, name: str | None, by: Person = Person.OWNER) -> list[dict[str, Any]]:
        """The who-may-do-what table of campaign ``name`` (``ledger.group.permissions.table_of``), for any of its
        members; the ``gm-commands`` row also lists, as ``commands``, the campaign system's commands that only a GM
        gives (``GameSystem.gm_commands``, in its command table's order), the ``gm-arguments`` row, as ``arguments``,
        the GM's rulings among the others' arguments (``rules.rulings.listed``). Source: README "Playing as a group"
        (``ledger permissions`` prints who may do what); each system's docs page, "Who gives which command"."""
        from ledger.group.permissions import table_of
        from rules.rulings import listed

        rows = table_of(self.now(name, by=by).state)
        system = self.system(name)
        for row in rows:
            if row["rule"] == "gm-commands":
                row["commands"] = [c for c in system.commands if c in system.gm_commands]
            if row["rule"] == "gm-arguments":
                row["arguments"] = listed(system)
        return rows

    def campaigns_of(self, by: Person = Person.OWNER) -> dict[str, str]:
        """The campaigns ``by`` belongs to (the owner: every one), name -> system id."""
        from ledger.group.permissions import member

        known = self.campaigns()
        if by.owner:
            return known
        return {n: s for n, s in known.items() if member(self.now(n).state, by.name).role is not None}

    def visible(self, name: str | None, by: Person = Person.OWNER) -> Visibility:
        """What ``by`` may see of campaign ``name`` (``ledger.group.visibility.Visibility``). Raises ``Refused``
        for someone not in the campaign."""
        from ledger.group.permissions import may_read
        from ledger.group.visibility import visibility

        state = self.now(name).state
        if not by.owner:
            may_read(state, by.name)
        return visibility(state, by.who)

    def since(self, name: str | None, version: int, by: Person = Person.OWNER, lang: str | None = None
              ) -> list[dict[str, Any]]:
        """The history rows (as ``ledger history --json`` gives them) of the actions recorded after event
        ``version`` of campaign ``name``, filtered for ``by``: what a live stream sends (only the events after
        ``version`` are read: ``since_each``). Raises ``Refused``."""
        from ledger.group.permissions import may_read

        rows = self.since_each(name, version, [by], lang)[1][0]
        if rows is None:
            may_read(self.now(name).state, by.name)          # raises the refusal naming the rule
            return []
        return rows

    def since_each(self, name: str | None, version: int, readers: list[Person], lang: str | None = None,
                   langs: list[str | None] | None = None) -> tuple[int, list[list[dict[str, Any]] | None]]:
        """(the campaign's last event version read, for each of ``readers`` the rows ``since`` gives them, or None
        for one who may no longer read it). The events after ``version`` are read once for all of them, then each
        reader's rows are made and filtered (``ledger.group.visibility``) from those, in that reader's language
        (``langs``, one per reader, None or absent: ``lang``, None: the system's default). Raises
        ``RuleError("lang")`` for a language the system does not read in."""
        top, sent = self.live_each(name, version, readers, lang, langs)
        return top, [once(messages) for messages in sent]

    def live_each(self, name: str | None, version: int, readers: list[Person], lang: str | None = None,
                  langs: list[str | None] | None = None, whole: bool = False
                  ) -> tuple[int, list[list[tuple[int, dict[str, Any]]] | None]]:
        """(the campaign's last event version read, for each of ``readers`` the live stream's messages for the
        actions recorded after event ``version`` (``live_rows.messages_each``: ``(VERSION, row)`` pairs whose
        ``(VERSION, row["action"])`` grow strictly), or None for one who may no longer read it): what a server's
        live streams send when the campaign moves. The events after ``version`` are read once for all of them;
        ``whole``: the first of them may be an action's later event (a resumed stream's start), so that action's
        earlier ones are read too. Raises ``RuleError("lang")`` for a language the system does not read in."""
        from ledger.aggregates import campaign_id
        from ledger.group.permissions import may_read
        from ledger.projections.rows import view

        app = self.app
        stored = app.campaign_name(name)
        camp = app.campaign(stored)                  # as it stands (a warm face: up to date with every writer)
        top = camp.version

        def allowed(by: Person) -> bool:
            try:
                if not by.owner:
                    may_read(camp.state, by.name)
            except Refused:
                return False
            return True

        allowed_readers = [allowed(by) for by in readers]
        if top <= int(version):
            return top, [[] if ok else None for ok in allowed_readers]
        cid = campaign_id(stored)
        folded = app.recent_events(cid, int(version), top)           # a warm call's catch-up read them already
        newer = [view(e) for e in (folded if folded is not None else app.events.get(cid, gt=int(version), lte=top))]
        return top, messages_each(camp, newer, readers, allowed_readers, lang, langs,
                                  older_events(app, cid, int(version)), whole)

    def rows_of(self, camp: Any, events: list[Any], by: Person = Person.OWNER, lang: str | None = None
                ) -> list[dict[str, Any]]:
        """The history rows (``ledger history --json``'s) of the actions ``events`` recorded, as ``by`` may see
        them: ``camp`` and ``events`` are what a write (``act``, ``group``, ``approve``...) returned, and the rows
        are made from them (the older events read only for a correction's rows: ``rows_each``). Empty for someone
        who may not read the campaign."""
        from ledger.group.permissions import may_read
        from ledger.projections.rows import view

        try:
            if not by.owner:
                may_read(camp.state, by.name)
        except Refused:
            if not _left_now(events, by):
                return []
            camp = _seated_again(camp, by.name)         # a GM who removed themselves: their own write's rows
        from ledger.aggregates import campaign_id

        before = older_events(self.app, campaign_id(camp.name), int(camp.version) - len(events))
        return rows_each(camp, [view(e) for e in events], [by], [True], lang, older=before)[0] or []


def _left_now(events: list[Any], by: Person) -> bool:
    """Whether ``events`` (a write's) took ``by`` off the campaign's people (a GM removing themselves)."""
    return any(getattr(e, "kind", None) == "RoleRemoved" and e.detail.get("person") == by.name for e in events)


def _seated_again(camp: CampaignRead, person: str) -> CampaignRead:
    """``camp`` read as if ``person`` were still seated: what they saw when they made the write that removed them."""
    from dataclasses import replace

    table = dict(camp.state.get("table") or {})
    people = dict(table.get("people") or {})
    people[person] = {**people[person], "removed": None}
    return replace(camp, state={**camp.state, "table": {**table, "people": people}})


def _find_invitation(state: dict[str, Any], code: str) -> str:
    """The id of the invitation of ``state`` whose digest is the ``code``'s (compared in constant time; any state:
    ``join`` says why a withdrawn, used or expired one is refused). Raises ``LedgerError("code")``."""
    wanted = digest(code)
    for code_id, found in ((state.get("table") or {}).get("invitations") or {}).items():
        if hmac.compare_digest(str(found.get("digest")), wanted):
            return code_id
    raise LedgerError("code", "no invitation of this campaign has this code; check it, or ask the GM for a new one")
