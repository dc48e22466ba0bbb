"""The store owner's commands for the group at the table: invitations, people, who may do what, GM approval,
proposals and private notes (accounts and API tokens: ``ledger.cli.accounts``).

Source: README "Playing as a group" and design.md "People, roles and hidden information". The CLI on the store's
own machine is the store's owner, a GM of every campaign in it (``ledger.service.people.Person.OWNER``); every
command here goes through the service layer, which records each change as an action of the campaign (accounts
and tokens go to the store's accounts, never to a campaign's record). A secret (an invitation code, a token, a
sign-in link) is printed once, when drawn, and never stored.
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli.common import actor_text, dump, fail, safe, scalar, system_of, table
from ledger.cli.options import check_lang, command, store_options
from ledger.cli.refusals import guarded
from ledger.cli.session import session

JSON = click.Option(["--json", "json_"], is_flag=True, help="Print JSON with stable keys.")
STORE = click.Option(["--store"], metavar="PATH", help="Store file.", type=click.Path())
#: ``--reason``, which every action takes (README "Using the ledger"): recorded with it.
REASON = click.Option(["--reason"], metavar="TEXT", help="Why (recorded with the action).")
LANG = click.Option(["--lang"], metavar="LANG", help="Language of the line printed (the system's languages).")


def _ledger(store: str | None) -> Any:
    return session().ledger(store)


def _words(store: str | None, campaign: str | None, lang: str | None) -> tuple[Any, str, Any]:
    """(the campaign's system, the display language of ``--lang`` (``GameSystem.lang``: refused, exit 2, when the
    system does not read in it), its word for each English key, ``GameSystem.word``) of a group command."""
    system = guarded(lambda: _ledger(store).system(campaign or None))
    code = guarded(lambda: system.lang(lang))
    return system, code, lambda key: system.word(key, code)


def _sentence(system: Any, code: str, text: str) -> str:
    """A rule's sentence (``ledger.group.permissions``) in ``code``, the GM named by the system's word for the GM."""
    from rules.group_frames import said

    return said(code, text, system.word("GM", code)) or text


def _done(camp: Any, events: list[Any]) -> None:
    """One line per event recorded, as the history summarises it (``ledger.projections.history.summarise``: a group
    event's words, an approval's with what the GM's edits changed), in the campaign's display language (``--lang``,
    else the preferred one, else its system's first: ``GameSystem.lang``)."""
    from ledger.projections.history import summarise
    from ledger.user_text import kept_under

    system = system_of(camp)
    code = system.lang(click.get_current_context().params.get("lang"))
    for ev in events:                                   # a note's lines under it
        summary = summarise(ev.kind, ev.detail, code, system)[0]
        told = kept_under(f"{system.word('action', code)} {ev.action_id}: ", summary, "  ")
        click.echo("\n".join(told))


@command(*store_options(),
         click.Option(["--role"], type=click.Choice(["gm", "player", "viewer"]), help="The role the invitation gives."),
         click.Option(["--character", "characters"], multiple=True, metavar="NAME",
                      help="A player's character (repeat for several)."),
         click.Option(["--expires"], metavar="SPAN", default="48h", show_default=True,
                      help="How long it stays open: 30m, 48h, 7d, or an ISO 8601 moment."),
         click.Option(["--withdraw"], metavar="ID", help="Withdraw the open invitation ID instead."), REASON, JSON, LANG)
def invite(store: str | None, campaign: str | None, role: str | None, characters: tuple[str, ...], expires: str,
           withdraw: str | None, reason: str | None, json_: bool, lang: str | None) -> None:
    """Invite someone to the campaign by a one-time code (printed once, never stored), or withdraw an invitation.

    \b
    Examples: ledger invite --role player --character Gale --expires 48h
              ledger invite --withdraw 3f2a9c1e
    """
    _, _, w = _words(store, campaign, lang)
    led = _ledger(store)
    if withdraw is not None:
        camp, events = guarded(lambda: led.group(campaign or None, "withdraw", {"invitation": withdraw,
                                                                                "reason": reason}))
        return dump({"withdrawn": withdraw}) if json_ else _done(camp, events)
    if role is None:
        fail("role: give --role gm, player or viewer (or --withdraw ID)")
    done = guarded(lambda: led.group(campaign or None, "invite", {"role": role, "characters": list(characters),
                                                                  "expires": expires, "reason": reason}))
    camp, events = done
    from ledger.group.words import readable_time
    from ledger.service.invitations import issued

    answer = issued(camp.name, done.invitation, done.code, events[0].detail)
    link, expiry = answer["link"], answer["expires"]                          # the web table's join page
    if json_:
        return dump(answer)
    played = w(" of {0}").format(safe(", ".join(events[0].detail.get("characters", [])))) if characters else ""
    click.echo(w("invitation {0} to {1} as {2}{3}, open until {4}").format(
        done.invitation, safe(camp.name), w(role), played, readable_time(expiry)))
    click.echo(w("code: {0}").format(done.code))
    click.echo(w("join link (on the server): {0}").format(link))
    click.echo(w("the code is shown only now; give it to the person invited"))


@command(click.Argument(["person"], metavar="PERSON"), *store_options(), LANG,
         click.Option(["--role"], type=click.Choice(["gm", "player", "viewer"]), required=True, help="The role."),
         click.Option(["--character", "characters"], multiple=True, metavar="NAME", help="A player's character."),
         REASON)
def grant(person: str, store: str | None, campaign: str | None, role: str, characters: tuple[str, ...],
          reason: str | None, lang: str | None) -> None:
    """Give PERSON a role in the campaign directly (recorded: who granted what, when). A player granted player
    keeps their characters and gains those named (ledger release takes one away); a name with no account yet is
    seated ahead of sign-up, and the line says so.

    \b
    Example: ledger grant Ana --role player --character Gale
    """
    check_lang(lang, store, campaign)
    done = guarded(lambda: _ledger(store).group(campaign or None, "grant", {
        "person": person, "role": role, "characters": list(characters), "reason": reason}))
    _done(*done)
    if done.ahead is not None:
        _, _, w = _words(store, campaign, lang)
        ahead = w("{0} has no account yet: seated ahead of sign-up (ledger account add {0})")
        click.echo(ahead.format(safe(done.ahead)))


@command(click.Argument(["person"], metavar="PERSON"), *store_options(), LANG,
         click.Option(["--character", "characters"], multiple=True, metavar="NAME",
                      help="A character to take from them (repeat for several)."), REASON)
def release(person: str, store: str | None, campaign: str | None, characters: tuple[str, ...], reason: str | None,
            lang: str | None) -> None:
    """Take characters from player PERSON, who keeps the rest (grant only adds; remove takes the person off).

    \b
    Example: ledger release Ana --character Gale
    """
    check_lang(lang, store, campaign)
    camp, events = guarded(lambda: _ledger(store).group(campaign or None, "release", {
        "person": person, "characters": list(characters), "reason": reason}))
    _done(camp, events)


@command(*store_options(), JSON, LANG)
def people(store: str | None, campaign: str | None, json_: bool, lang: str | None) -> None:
    """List the campaign's people: who, role, characters, since which action (and removed by which).

    \b
    Example: ledger people --json
    """
    _, _, w = _words(store, campaign, lang)
    found = guarded(lambda: _ledger(store).people(campaign or None))
    if json_:
        return dump([{"person": k, **v} for k, v in found.items()])
    table(w("People"), [w(c) for c in ("person", "role", "characters", "since", "removed")],
          [[k, w(v["role"]), ", ".join(v.get("characters") or []), str(v["since"]),
            "" if v.get("removed") is None else f"{w('action')} {v['removed']}"] for k, v in found.items()])


@command(click.Argument(["person"], metavar="PERSON"), *store_options(), LANG,
         REASON)
def remove(person: str, store: str | None, campaign: str | None, reason: str | None, lang: str | None) -> None:
    """Take PERSON off the campaign's people; every action of theirs stays on record, attributed.

    \b
    Example: ledger remove Ana --reason "left the group"
    """
    check_lang(lang, store, campaign)
    camp, events = guarded(lambda: _ledger(store).group(campaign or None, "remove", {"person": person, "reason": reason}))
    _done(camp, events)


@command(click.Argument(["words"], nargs=-1, metavar="[set RULE VALUE]"), *store_options(), REASON, JSON, LANG)
def permissions(words: tuple[str, ...], store: str | None, campaign: str | None, reason: str | None,
                json_: bool, lang: str | None) -> None:
    """Show who may do what in the campaign, or set a rule: ledger permissions set RULE VALUE.

    \b
    Examples: ledger permissions
              ledger permissions set player-acts any
    """
    system, code, w = _words(store, campaign, lang)
    led = _ledger(store)
    if words:
        if len(words) != 3 or words[0] != "set":
            fail(f"permissions: give 'set RULE VALUE' (got {safe(' '.join(words))})")
        camp, events = guarded(lambda: led.group(campaign or None, "permit", {"rule": words[1], "value": words[2],
                                                                              "reason": reason}))
        return _done(camp, events)
    from ledger.group.permissions import listed_in

    rows = guarded(lambda: led.permissions(campaign or None))
    if json_:
        return dump(rows)
    table(w("Who may do what"), [w(c) for c in ("rule", "value", "allowed", "meaning")],
          [[r["rule"], w("fixed") if r["value"] == "fixed" else r["value"], ", ".join(r["allowed"]),
            _sentence(system, code, r["meaning"]) + (f"{'; ' if r.get('commands') else ': '}{listed}"
                                                  if (listed := listed_in(r, word=w)) else "")]
           for r in rows])


@command(click.Argument(["setting"], type=click.Choice(["off", "players", "all-but-gm"]), metavar="off|players|all-but-gm"),
         *store_options(), LANG, REASON)
def approval(setting: str, store: str | None, campaign: str | None, reason: str | None, lang: str | None) -> None:
    """Set GM approval: off, players (a player's play commands become proposals) or all-but-gm (every action by
    someone not a GM, their undo too).

    \b
    Example: ledger approval players
    """
    check_lang(lang, store, campaign)
    camp, events = guarded(lambda: _ledger(store).group(campaign or None, "option", {"approval": setting,
                                                                                     "reason": reason}))
    _done(camp, events)


@command(click.Argument(["code"], metavar="[LANGUAGE]", required=False), *store_options(), LANG, REASON, JSON)
def language(code: str | None, store: str | None, campaign: str | None, reason: str | None, lang: str | None,
             json_: bool) -> None:
    """Show the campaign's language, or set it (a GM's): the language it reads in for whoever asks for none.

    \b
    Examples: ledger language
              ledger language de
    """
    if code is None:
        from ledger.service.campaign_language import chosen

        system, said, w = _words(store, campaign, lang)
        found = guarded(lambda: chosen(system))
        if json_:
            return dump({"language": found, "languages": list(system.languages)})
        click.echo(w("campaign language: {0}{1}").format(found or "—", ""))
        return None
    check_lang(lang, store, campaign)
    camp, events = guarded(lambda: _ledger(store).group(campaign or None, "language", {"language": code,
                                                                                       "reason": reason}))
    _done(camp, events)
    return None


def _value(value: Any) -> str:
    """A proposal's argument value as a person reads it and ``approve --arg KEY=VALUE`` takes it back: a list
    joined with commas (``DE3, DE4``), nothing as "—", never Python's spelling (``['DE3', 'DE4']``, ``None``)."""
    if value is None or value == []:
        return "—"
    if isinstance(value, (list, tuple)):
        return ", ".join(_value(x) for x in value)
    if isinstance(value, dict):
        return "; ".join(f"{k} {_value(x)}" for k, x in value.items())
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@command(*store_options(), click.Option(["--all", "every"], is_flag=True, help="Also the approved and rejected."), JSON,
         LANG)
def proposals(store: str | None, campaign: str | None, every: bool, json_: bool, lang: str | None) -> None:
    """List the proposals waiting for a GM (with --all, also those decided).

    \b
    Example: ledger proposals
    """
    from ledger.group.words import rejection

    system, code, w = _words(store, campaign, lang)
    if json_:                                   # its refusals in --lang when given, as the API's ?lang= gives them
        return dump(guarded(lambda: _ledger(store).proposal_list(campaign or None, every, lang=lang and code)))
    shown = guarded(lambda: _ledger(store).proposal_list(campaign or None, every))
    table(w("Proposals"), [w(c) for c in ("id", "by", "as", "command", "arguments", "status")],
          [[v["id"], v["by"], actor_text(v["actor"], system, code), v["command"],
            " ".join(f"{a}={_value(b)}" for a, b in v["args"].items()), w(v["status"])
            + (f": {why}" if (why := rejection(v, lambda e: system.refusal(e, code))) else "")
            + (f" ({_refusal(system, code, v['refusal'])})" if v.get("refusal") else "")] for v in shown])


def _refusal(system: Any, code: str, text: str) -> str:
    """A pending proposal's ``refusal`` (``proposal N is no longer allowed: FIELD: REASON``) in ``code``."""
    from rules.errors import RuleError

    return system.refusal(RuleError("proposal", text), code).removeprefix("proposal: ")


@command(click.Argument(["proposal"], metavar="ID"), *store_options(), LANG,
         click.Option(["--dice"], metavar="N,N,...", help="Dice typed in, replacing the proposal's."),
         click.Option(["--arg", "edits"], multiple=True, metavar="KEY=VALUE", help="Change an argument first (repeat)."),
         REASON)
def approve(proposal: str, store: str | None, campaign: str | None, dice: str | None, edits: tuple[str, ...],
            reason: str | None, lang: str | None) -> None:
    """Approve proposal ID: it is decided now, recorded with the proposer's character as actor and you as approver.

    \b
    Examples: ledger approve 12
              ledger approve 12 --dice 5,6 --arg KEY=VALUE --reason "GM's dice"
    """
    check_lang(lang, store, campaign)
    from ledger.inputs import whole_numbers

    changed: dict[str, Any] = {}
    for item in edits:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            fail(f"arg: {safe(item)!s} is not KEY=VALUE")
        changed[key.strip()] = scalar(value.strip())
    if dice is not None:
        from rules.whole_numbers import is_whole_text

        faces = [x for x in dice.replace(" ", ",").split(",") if x]
        if not all(is_whole_text(x, signed=False) and len(x) <= 20 for x in faces):       # 1_0, ٣: no face as typed
            fail(f"dice: {safe(dice)} is not whole numbers (the digits 0-9) separated by commas")
        changed["dice"] = [int(x) for x in faces]
    guarded(lambda: whole_numbers(changed))
    camp, events = guarded(lambda: _ledger(store).approve(campaign or None, proposal, edits=changed or None,
                                                          reason=reason))
    system, code, w = _words(store, campaign, lang)
    _done(camp, events[-1:])
    click.echo(w("decided as action {0} ({1} as {2})").format(events[0].action_id, safe(events[0].action),
                                                              safe(actor_text(events[0].actor, system, code))))


@command(click.Argument(["proposal"], metavar="ID"), *store_options(), LANG,
         click.Option(["--reason"], metavar="TEXT",
                      help="Why (recorded, shown to the proposer); required but for stale, where each one's own "
                           "refusal is the reason when none is given."))
def reject(proposal: str, store: str | None, campaign: str | None, reason: str | None, lang: str | None) -> None:
    """Reject proposal ID with a reason (on record; nothing is decided); ID ``stale``: every pending proposal the
    state no longer allows (those ``ledger proposals`` marks so), each with --reason or, without one, its own
    refusal as the reason (as ``POST .../proposals/stale/reject`` does).

    \b
    Example: ledger reject 12 --reason "Gale is not in this scene"
    Example: ledger reject stale
    Example: ledger reject stale --reason "the scene is over"
    """
    check_lang(lang, store, campaign)
    if proposal == "stale":
        camp, events = guarded(lambda: _ledger(store).reject_stale(campaign or None, reason))
        return _done(camp, events)
    if reason is None:
        fail("reason: give --reason TEXT: why proposal " + safe(proposal) + " is rejected (optional only for stale)")
    camp, events = guarded(lambda: _ledger(store).reject(campaign or None, proposal, reason))
    _done(camp, events)


@command(click.Argument(["text"], metavar="TEXT"), *store_options(), LANG,
         click.Option(["--private"], is_flag=True, help="GM-only: never shown to a player or a viewer."), REASON)
def note(text: str, store: str | None, campaign: str | None, private: bool, reason: str | None, lang: str | None) -> None:
    """Record a note in the campaign's history (with --private, for the GMs only).

    \b
    Example: ledger note --private "the miller is the traitor"
    """
    check_lang(lang, store, campaign)
    camp, events = guarded(lambda: _ledger(store).group(campaign or None, "note", {"text": text, "private": private,
                                                                                   "reason": reason}))
    _done(camp, events)


COMMANDS = [invite, grant, release, people, remove, permissions, approval, language, proposals, approve, reject,
            note]
