"""The group commands, decided over the campaign state's ``table`` part: people, invitations, permissions, the
approval option, proposals and what became of them, notes.

Source: design.md "People, roles and hidden information" and README "Playing as a group". Pure functions in the
style of the rules (``rules.draft.Draft``: each write is a recorded change): ``decide(state, command, args, by,
action)`` returns the drafted events, or raises ``RuleError``/``Refused`` and writes nothing. Every change lies
under ``state["table"]`` (which no system reads), so a group action is replayed from its recorded changes, never
decided again by a system (``ledger.projections.timeline.decide_again``).

The state's shape (absent = defaults)::

    table.people       {person: {"role", "characters", "since": action, "removed": action | None}}
    table.invitations  {code_id: {"role", "characters", "expires", "by", "state", "digest", "person"?}}
    table.permissions  {rule: value}
    table.approval     "off" | "players" | "all-but-gm"
    table.language     a language code of the campaign's system (``ledger.group.language``)
    table.proposals    {id: {"by", "actor", "command", "args", "seed", "status", "action", "reason"}}

An invitation's code is never stored: only its SHA-256 digest (``ledger.service.accounts.digest``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from ledger.group.language import language
from ledger.group.permissions import APPROVAL, RULES, ROLES, may_act, may_read, may_run_table, member
from ledger.group.names import check_person
from ledger.group.seats import check_last_gm, check_seat, held_after, released
from rules.draft import Draft, EventSpec
from rules.errors import RuleError
from rules.declaration import MAX_TEXT

#: The longest person name, in characters.
MAX_NAME = 80


def _text(args: dict[str, Any], key: str, limit: int = MAX_TEXT, required: bool = True) -> str | None:
    """Argument ``key`` as one-line-or-more text of at most ``limit`` characters (None when absent and not
    ``required``). Raises ``RuleError(key)``."""
    value = args.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        blank = value is None or isinstance(value, str)           # missing or empty: no text was given
        raise RuleError(key, "give a text" if blank else f"{str(value)[:40]!r} is not a text")
    if len(value) > limit:
        raise RuleError(key, f"at most {limit} characters")
    return value


def person_name(value: Any, field: str = "person") -> str:
    """A person's name as stored: trimmed, one line, 1..``MAX_NAME`` characters, no control characters. Raises
    ``RuleError(field)``."""
    if not isinstance(value, str) or not value.strip():
        raise RuleError(field, "give a person's name")
    name = " ".join(value.split())
    if len(name) > MAX_NAME or any(ord(c) < 32 or 0x7f <= ord(c) < 0xa0 for c in name):
        raise RuleError(field, f"a name of 1..{MAX_NAME} printable characters")
    return name


def _characters(state: dict[str, Any], given: Any, role: str) -> list[str]:
    """The stored names of characters ``given`` (a list of names) in ``state``: a player needs one or more, the
    other roles none, each once. Raises ``RuleError("characters")`` (an unknown one, one named twice)."""
    from ledger.store.fast_reader import known_actor

    names = list(given or [])
    if not isinstance(given, (list, tuple)) and given is not None:
        names = [given]
    if role == "player" and not names:
        raise RuleError("characters", "a player plays one or more characters; name them (--character NAME)")
    if role != "player" and names:
        raise RuleError("characters", f"only a player is bound to characters, not a {role}")
    out = []
    for name in names:
        found = known_actor(state, str(name)) if isinstance(name, str) else None
        if found is None or found == "GM":
            known = ", ".join(state.get("characters") or {}) or "none yet"
            raise RuleError("characters", f"unknown character {str(name)[:40]!r}; allowed: {known}")
        if found in out:                # the same character twice: a slip to say, not to fold away
            raise RuleError("characters", f"{found} is named more than once; name each character once")
        out.append(found)
    return out


def _role(value: Any) -> str:
    if value not in ROLES:
        raise RuleError("role", f"{str(value)[:40]!r} is not a role; allowed: {', '.join(ROLES)}")
    return value


def _moment(args: dict[str, Any], key: str) -> datetime:
    """Argument ``key`` as an aware ISO 8601 moment. Raises ``RuleError(key)``."""
    try:
        moment = datetime.fromisoformat(str(args.get(key)))
    except ValueError:
        raise RuleError(key, f"{str(args.get(key))[:40]!r} is not an ISO 8601 moment") from None
    if moment.tzinfo is None:
        raise RuleError(key, "give the moment with its time zone (UTC: Z)")
    return moment


def _table(d: Draft, key: str) -> dict[str, Any]:
    return (d.state.get("table") or {}).get(key) or {}


def invite(d: Draft, a: dict[str, Any], by: str | None, action: int, players: list[str] | None = None) -> None:
    """``invite``: issue an invitation ``invitation`` (its id) for ``role`` and ``characters`` (a player's: player
    characters, ``players``, nobody else plays: ``ledger.group.seats``), open until ``expires``, stored by the code's
    ``digest`` (64 hex digits). GMs only."""
    may_run_table(d.state, by, "invite")
    role = _role(a.get("role"))
    chars = _characters(d.state, a.get("characters"), role)
    check_seat(d.state, None, role, chars, players)
    code_id = _text(a, "invitation", 40)
    digest = a.get("digest")
    if not isinstance(digest, str) or len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
        raise RuleError("digest", "the SHA-256 digest of the invitation code, 64 hex digits")
    if code_id in _table(d, "invitations"):
        raise RuleError("invitation", f"invitation {code_id} exists already")
    expires = _moment(a, "expires").isoformat()
    d.event("InvitationIssued", invitation=code_id, role=role, characters=chars, expires=expires, by=by)
    d.set("table", "invitations", code_id, {"role": role, "characters": chars, "expires": expires, "by": by,
                                            "state": "open", "digest": digest})


def _open_invitation(d: Draft, code_id: Any) -> dict[str, Any]:
    found = _table(d, "invitations").get(str(code_id))
    if found is None:
        raise RuleError("invitation", f"no invitation {str(code_id)[:40]!r} in this campaign")
    if found["state"] != "open":
        raise RuleError("invitation", f"invitation {code_id} was {found['state']}; ask the GM for a new one")
    return found


def withdraw(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``withdraw``: withdraw open invitation ``invitation`` at moment ``at`` (the service's now; absent: an older
    record's, not checked). GMs only. One that expired by ``at`` is refused: it can no longer be used, so there is
    nothing to withdraw (README "Playing as a group": an expired invitation reads ``expired``)."""
    may_run_table(d.state, by, "withdraw")
    code_id = str(a.get("invitation"))
    found = _open_invitation(d, code_id)
    if a.get("at") is not None and _moment(a, "at") >= datetime.fromisoformat(found["expires"]):
        raise RuleError("invitation", f"invitation {code_id} expired at {found['expires']}; it can no longer be "
                        "used, nothing to withdraw")
    d.event("InvitationWithdrawn", invitation=code_id, by=by)
    d.set("table", "invitations", code_id, "state", "withdrawn")


#: What a code no invitation of the campaign has answers a joiner, as ``ledger.service.table`` words it: the same
#: whether the campaign exists or not, so a stranger guessing codes or names learns nothing.
UNUSABLE = "no invitation of this campaign has this code; check it, or ask the GM for a new one"

#: What a joiner is told of an open invitation the table no longer allows them to take: that it cannot be used now,
#: and nothing of the campaign's people, characters or rules (README "Playing as a group": a stranger learns nothing).
NOT_NOW = "this code's invitation cannot be used now; ask the GM who sent it"


#: Why a code that did open an invitation no longer does, by the invitation's state: told to the one holding the
#: code (the code is their proof they were invited), never its id. Source: README "Playing as a group" (a withdrawn,
#: used or expired invitation is refused with the reason).
GONE = {"accepted": "this code's invitation was used already; ask the GM for a new one",
        "withdrawn": "this code's invitation was withdrawn; ask the GM for a new one"}


def join(d: Draft, a: dict[str, Any], by: str | None, action: int, players: list[str] | None = None) -> None:
    """``join``: ``person`` accepts open invitation ``invitation`` at moment ``at`` (before it expires) and takes
    its role and characters, checked again as ``invite`` checks them (someone may play one since). The caller has
    checked the code against the invitation's digest. A withdrawn, used or expired one is refused with its reason
    (``GONE``, or when it expired, field ``code``), never its id: the joiner holds its code (one used, sent again by
    the person who used it, is told used, not that they are of the campaign's people already). One the table no
    longer allows (its character played by someone since, the joiner named as a character) is refused as
    ``NOT_NOW``, naming no one of the campaign, no character and no rule: the joiner is not of its people yet; the
    GM reads why in the invitation's ``blocked`` (``ledger.group.seats.blocked``)."""
    person = person_name(a.get("person"))
    code_id = str(a.get("invitation"))
    found = _table(d, "invitations").get(code_id)
    if found is not None and found["state"] != "open":   # the joiner holds its code: the reason is theirs, its id is not
        raise RuleError("code", GONE.get(found["state"], UNUSABLE))    # its own joiner sending it again too
    if member(d.state, person).role is not None:
        raise RuleError("person", f"{person} is already one of this campaign's people")
    if found is None:
        raise RuleError("code", UNUSABLE)
    if _moment(a, "at") >= datetime.fromisoformat(found["expires"]):
        raise RuleError("code", f"this code's invitation expired at {found['expires']}; ask the GM for a new one")
    try:                                    # why is the GM's to read (``blocked``), never a stranger's to learn
        check_person(d.state, person)
        check_seat(d.state, person, found["role"], list(found["characters"]), players)
    except RuleError:
        raise RuleError("code", NOT_NOW) from None
    d.event("InvitationAccepted", invitation=code_id, person=person, role=found["role"], characters=found["characters"])
    d.set("table", "invitations", code_id, "state", "accepted")
    d.set("table", "invitations", code_id, "person", person)
    _seat(d, person, found["role"], found["characters"], action)


def _seat(d: Draft, person: str, role: str, characters: list[str], action: int) -> None:
    d.set("table", "people", person, {"role": role, "characters": list(characters), "since": action, "removed": None})


def grant(d: Draft, a: dict[str, Any], by: str | None, action: int, players: list[str] | None = None) -> None:
    """``grant``: give ``person`` ``role`` (and a player ``characters``, checked as ``invite`` checks them) in this
    campaign; a player granted player keeps their characters and gains those given (``seats.held_after``; taking
    one away is ``release``), and the ``RoleGranted`` event names every character they hold after it. The last GM
    is not made a player or viewer (``seats.check_last_gm``). GMs only."""
    may_run_table(d.state, by, "grant")
    person = person_name(a.get("person"))
    role = _role(a.get("role"))
    now = member(d.state, person)
    chars = held_after(now.characters, now.role, role, _characters(d.state, a.get("characters"), role))
    check_last_gm(d.state, person, role)
    check_person(d.state, person)
    if now.role == role and list(now.characters) == chars:
        raise RuleError("role", f"{person} already has the role {role}" + (f" of {', '.join(chars)}" if chars else ""))
    check_seat(d.state, person, role, chars, players)
    d.event("RoleGranted", person=person, role=role, characters=chars, by=by)
    _seat(d, person, role, chars, action)


def remove(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``remove``: take ``person`` off this campaign's people (their actions stay on record, attributed), with
    an optional ``reason``. GMs only."""
    may_run_table(d.state, by, "remove")
    person = person_name(a.get("person"))
    if member(d.state, person).role is None:
        raise RuleError("person", f"{person} is not one of this campaign's people")
    check_last_gm(d.state, person, None)
    d.event("RoleRemoved", person=person, by=by)
    d.set("table", "people", person, "removed", action)


def release(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``release``: take ``characters`` (one or more of those ``person`` plays) from player ``person``, who keeps
    the rest (``seats.released``: one at least); recorded as ``RoleGranted`` naming what they hold after it. GMs
    only. Source: README "Playing as a group" (``grant`` adds a player's characters, ``release`` takes one away)."""
    may_run_table(d.state, by, "release")
    person = person_name(a.get("person"))
    now = member(d.state, person)
    left = released(person, now.role, now.characters, _characters(d.state, a.get("characters"), "player"))
    d.event("RoleGranted", person=person, role="player", characters=left, by=by)
    d.set("table", "people", person, "characters", left)


def permit(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``permit``: set rule ``rule`` to ``value`` (``ledger.group.permissions.RULES``). GMs only."""
    may_run_table(d.state, by, "permissions")
    rule, value = a.get("rule"), a.get("value")
    if rule not in RULES:
        raise RuleError("rule", f"{str(rule)[:40]!r} is not a rule a GM sets; allowed: {', '.join(RULES)}")
    if value not in RULES[rule]:
        raise RuleError("value", f"{str(value)[:40]!r} is not a value of {rule}; allowed: {', '.join(RULES[rule])}")
    d.event("PermissionSet", rule=rule, value=value, by=by)
    d.set("table", "permissions", rule, value)


def option(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``option``: set the GM approval option ``approval`` (``off``, ``players``, ``all-but-gm``). GMs only."""
    may_run_table(d.state, by, "approval")
    value = a.get("approval")
    if value not in APPROVAL:
        raise RuleError("approval", f"{str(value)[:40]!r} is not an approval setting; allowed: {', '.join(APPROVAL)}")
    if ((d.state.get("table") or {}).get("approval") or "off") == value:
        raise RuleError("approval", f"approval is already {value}")
    d.event("OptionSet", approval=value, by=by)
    d.set("table", "approval", value)


def propose(d: Draft, a: dict[str, Any], by: str | None, action: int, owner_of: Any = None) -> None:
    """``propose``: record ``by``'s proposal (id: this action's number) to run ``command`` with ``args`` as
    ``actor`` and the ``seed`` drawn now; a GM decides it later (``approve``/``reject``). The proposer's reason is
    the proposing action's (sealed with it where the system seals the command), carried to the decided action.
    ``owner_of``: the system's ``rules.declaration.SystemDeclaration.owner_of`` (a character belonging to
    another one, played by whoever plays that one; ``ledger.group.permissions.may_act``)."""
    by = by if by is not None else a.get("by")          # the owner replaying a script records it for its proposer
    if by is None:
        raise RuleError("by", "the store's owner acts without proposals")
    by = person_name(by, "by")
    command = _text(a, "command", 80)
    actor = _text(a, "actor", 200)
    if command not in ("undo",):
        may_act(d.state, by, actor, owner_of)
    else:
        may_read(d.state, by)
    seed = a.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RuleError("seed", "a whole number")
    pid = str(action)
    d.event("ProposalMade", proposal=pid, by=by, actor=actor, command=command)
    d.set("table", "proposals", pid, {"by": by, "actor": actor, "command": command, "args": dict(a.get("args") or {}),
                                      "seed": seed, "status": "pending", "action": None, "reason": None})


def pending(state: dict[str, Any], proposal: Any) -> dict[str, Any]:
    """Pending proposal ``proposal`` of ``state``. Raises ``RuleError("proposal")`` when unknown,
    ``ledger.errors.AlreadyDecided`` when decided already."""
    found = ((state.get("table") or {}).get("proposals") or {}).get(str(proposal))
    if found is None:
        raise RuleError("proposal", f"no proposal {str(proposal)[:40]!r} in this campaign")
    if found["status"] != "pending":
        from ledger.errors import AlreadyDecided

        raise AlreadyDecided("proposal", f"proposal {proposal} was {found['status']} already")
    return found


def approve(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``approve``: mark pending proposal ``proposal`` approved, decided as action ``action``; ``edited`` (optional):
    what the GM's edits changed, argument -> ``{"before", "after"}`` (``ledger.service.proposals.edited``), kept in
    the ``ProposalApproved`` event for the history to show. GMs only."""
    may_run_table(d.state, by, "approve")
    pid = str(a.get("proposal"))
    pending(d.state, pid)
    decided = a.get("action")
    if not isinstance(decided, int) or isinstance(decided, bool) or decided < 1:
        raise RuleError("action", "the number of the action the approval decided")
    changed = a.get("edited")
    if changed is not None and not (isinstance(changed, dict) and all(
            isinstance(v, dict) and set(v) == {"before", "after"} for v in changed.values())):
        raise RuleError("edited", "what the GM's edits changed: argument -> {before, after}")
    if changed:
        d.event("ProposalApproved", proposal=pid, action=decided, by=by, edited=changed)
    else:
        d.event("ProposalApproved", proposal=pid, action=decided, by=by)
    d.set("table", "proposals", pid, "status", "approved")
    d.set("table", "proposals", pid, "action", decided)
    if changed:
        d.set("table", "proposals", pid, "edited", changed)


def reject(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``reject``: reject pending proposal ``proposal`` with ``reason`` (the GM's text) or, in its place, the
    ``refused`` the state gave it (``{"field", "message"}``, the rules' English parts, worded when read:
    ``ledger.group.words.rejection``). GMs only."""
    may_run_table(d.state, by, "reject")
    pid = str(a.get("proposal"))
    pending(d.state, pid)
    refusal = a.get("refused")
    if refusal is not None and a.get("reason") is None:
        if not (isinstance(refusal, dict) and set(refusal) == {"field", "message"}
                and all(isinstance(v, str) and 0 < len(v) <= 2000 for v in refusal.values())):
            raise RuleError("refused", "the refusal the state gave the proposal: {field, message} as texts")
        d.event("ProposalRejected", proposal=pid, refused=dict(refusal), by=by)
        d.set("table", "proposals", pid, "status", "rejected")
        d.set("table", "proposals", pid, "refused", dict(refusal))
        return
    reason = _text(a, "reason", 2000)
    d.event("ProposalRejected", proposal=pid, reason=reason, by=by)
    d.set("table", "proposals", pid, "status", "rejected")
    d.set("table", "proposals", pid, "reason", reason)


def note(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``note``: record ``text``; ``private`` (GMs only) keeps it from everyone but the GMs. A public note may
    be written by any of the campaign's people but a viewer. The text is in the event only, not the state."""
    private = bool(a.get("private"))
    if private:
        may_run_table(d.state, by, "a private note")
    else:
        who = may_read(d.state, by)
        if who.role == "viewer":
            from ledger.group.permissions import refuse

            raise refuse(d.state, "viewer", f"{by} is a viewer here")
    text = _text(a, "text")
    d.event("NoteRecorded", text=text, private=private, by=by)


#: Group command name -> its handler ``(draft, args, by, action)``.
HANDLERS: dict[str, Callable[[Draft, dict[str, Any], str | None, int], None]] = {
    "invite": invite, "withdraw": withdraw, "join": join, "grant": grant, "remove": remove, "release": release,
    "permit": permit,
    "option": option, "language": language, "propose": propose, "approve": approve, "reject": reject, "note": note,
}


#: The group commands that bind a player to characters, given the system's player characters (``players``).
BINDING = frozenset({"invite", "join", "grant"})


def decide(state: dict[str, Any], command: str, args: dict[str, Any], by: str | None, action: int,
           players: list[str] | None = None, owner_of: Any = None) -> list[EventSpec]:
    """The events group command ``command`` with ``args`` drafts when person ``by`` (None: the store's owner)
    runs it as action ``action`` on ``state``; ``players``: the characters players play (the system's
    ``rules.players.player_characters``; None: every character), to which alone ``BINDING`` binds a player;
    ``owner_of``: the system's owner of a character (``propose`` checks the proposer plays the actor). Raises ``RuleError`` (``Refused`` for who-may-do-what) and changes nothing when refused."""
    handler = HANDLERS.get(command)
    if handler is None:
        raise RuleError("command", f"{command!r} is not a group command; allowed: {', '.join(HANDLERS)}")
    d = Draft(state)
    if command in BINDING:
        handler(d, dict(args), by, action, players=players)      # type: ignore[call-arg]
    elif command == "propose":
        propose(d, dict(args), by, action, owner_of)
    else:
        handler(d, dict(args), by, action)
    return d.events
