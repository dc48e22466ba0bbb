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

from ledger.errors import LedgerError, Refused
from ledger.service.approvals import ApprovalUse
from ledger.service.invitations import digest, expiry
from ledger.service.live_rows import messages_each, older_events, once, rows_each
from ledger.service.people import Person

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


class TableUse(ApprovalUse):
    """The group's use cases of ``Ledger`` (a mixin: ``self.app`` is the full road), GM approval's with them
    (``ledger.service.approvals``)."""

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
        ``option``, ``language``, ``note``) on campaign ``name`` as ``by``; returns ``Grouped`` (its ``code`` for ``invite``).

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
        if command == "language":                   # a code of the campaign's system, as GameSystem.lang reads it
            from ledger.service.campaign_language import checked

            args = {**args, "language": checked(self.system(name), args.get("language"))}
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
            apply(self.app, camp, command, args, _group_actor(camp.state, by), reason, by=by.who)
            if command == "grant":                  # after the command's own checks; a refusal writes nothing
                from ledger.service.people import unknown_person

                return unknown_person(self, args.get("person"), by)
            return None

        camp, events, ahead = self._write(name, work)
        done = Grouped((camp, events))
        done.code, done.invitation, done.ahead = code, code_id, ahead
        return done

    def role(self, name: str | None, by: Person = Person.OWNER) -> tuple[str | None, list[str]]:
        """(``by``'s role in campaign ``name``: ``gm``, ``player``, ``viewer`` or None when not in it, the
        characters bound to them). The owner is ``gm``."""
        from ledger.group.permissions import member

        who = member(self.now(name).state, by.who)
        return who.role, list(who.characters)

    def invitations(self, name: str | None, by: Person = Person.OWNER) -> dict[str, dict[str, Any]]:
        """Campaign ``name``'s invitations as ``by`` may see them (a GM: all; others: none), id -> ``{"role",
        "characters", "expires", "by", "state", "person"?, "blocked"?}`` without the code's digest, an open one
        past its expiry in state ``expired`` (``ledger.service.invitations.listed``), an open one the table no longer
        lets anyone new take with ``blocked``: why (English, ``ledger.group.table.blocked``; a joiner is told only
        that it cannot be used now). Raises ``Refused``."""
        from ledger.group.seats import blocked
        from ledger.service.invitations import listed
        from rules.players import player_characters

        state = self.now(name, by=by).state
        found = listed(dict(((state.get("table") or {}).get("invitations") or {})), _now())
        players = player_characters(self.system(name), state)
        for shown in found.values():
            why = blocked(state, shown, players)
            if why is not None:
                shown["blocked"] = why
        return found

    def people(self, name: str | None, by: Person = Person.OWNER) -> dict[str, dict[str, Any]]:
        """Campaign ``name``'s people (``ledger.group.table`` shape, the removed too), for any of its members."""
        state = self.now(name, by=by).state
        return dict(((state.get("table") or {}).get("people") or {}))

    def permissions(self, name: str | None, by: Person = Person.OWNER) -> list[dict[str, Any]]:
        """The who-may-do-what table of campaign ``name`` (``ledger.group.permissions.table_of``), for any of its
        members; the ``gm-commands`` row also lists, as ``commands``, the campaign system's commands that only a GM
        gives (``GameSystem.gm_commands``, in its command table's order; ``rulings``: those among them that are the
        GM's rulings, ``GameSystem.gm_rulings``), the ``gm-arguments`` row, as ``arguments``,
        the GM's rulings among the others' arguments (``rules.rulings.listed``). Source: README "Playing as a group"
        (``ledger permissions`` prints who may do what); each system's docs page, "Who gives which command"."""
        from ledger.group.permissions import table_of
        from rules.rulings import listed

        rows = table_of(self.now(name, by=by).state)
        system = self.system(name)
        for row in rows:
            if row["rule"] == "gm-commands":
                row["commands"] = [c for c in system.commands if c in system.gm_commands]
                row["rulings"] = [c for c in row["commands"] if c in system.gm_rulings]
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

    def rows_of(self, camp: Any, events: list[Any], by: Person = Person.OWNER, lang: str | None = None,
                table: bool = False) -> list[dict[str, Any]]:
        """The history rows (``ledger history --json``'s) of the actions ``events`` recorded, as ``by`` may see
        them: ``camp`` and ``events`` are what a write (``act``, ``group``, ``approve``...) returned, and the rows
        are made from them (the older events read only for a correction's rows: ``rows_each``). Empty for someone
        who may not read the campaign. ``table``: rows as ``history(..., table=True)`` makes them (for the lines a
        command prints); each row's session and scene are the history's (``live_rows.messages_each``)."""
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
        return rows_each(camp, [view(e) for e in events], [by], [True], lang, older=before, table=table)[0] or []


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


def _group_actor(state: dict[str, Any], by: Person) -> str | None:
    """Who a group command of ``by`` is recorded as acting (its ``actor``): None (the GM) for the store's owner and
    a GM of the campaign (``state``); the person's own name for anyone else (a player's note, a joiner not yet
    seated), so that ``history --actor GM`` lists the GMs' actions only (``ledger.service.drafting.person_acts``).
    Source: README "Playing as a group" (every history face names the person who acted)."""
    from ledger.group.permissions import member

    if by.owner or member(state, by.name).role == "gm":
        return None
    return by.name


def _find_invitation(state: dict[str, Any], code: str) -> str:
    """The id of the invitation of ``state`` whose digest is the ``code``'s (compared in constant time; any state:
    ``join`` says why a withdrawn, used or expired one is refused). Raises ``LedgerError("code")``."""
    wanted = digest(code)
    for code_id, found in ((state.get("table") or {}).get("invitations") or {}).items():
        if hmac.compare_digest(str(found.get("digest")), wanted):
            return code_id
    from ledger.group.table import UNUSABLE

    raise LedgerError("code", UNUSABLE)
