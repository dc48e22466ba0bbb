"""The store owner's commands for the group at the table: invitations, people, who may do what, GM approval and
proposals, private notes, accounts and API tokens.

Source: README "Playing as a group" and design.md "People, roles and hidden information". The CLI on the store's
own machine is the store's owner, a GM of every campaign in it (``ledger.service.people.Person.OWNER``); every
command here goes through the service layer, which records each change as an action of the campaign (accounts
and tokens go to the store's accounts, never to a campaign's record). A secret (an invitation code, a token, a
sign-in link) is printed once, when drawn, and never stored.
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli.common import Whole, dump, fail, guarded, safe, scalar, session, system_of, table
from ledger.cli.options import check_lang, command, store_options
from ledger.service.accounts import MAX_LINK_MINUTES

JSON = click.Option(["--json", "json_"], is_flag=True, help="Print JSON with stable keys.")
STORE = click.Option(["--store"], metavar="PATH", help="Store file.", type=click.Path())
#: ``--reason``, which every action takes (README "Using the ledger"): recorded with it.
REASON = click.Option(["--reason"], metavar="TEXT", help="Why (recorded with the action).")
LANG = click.Option(["--lang"], metavar="LANG", help="Language of the line printed (the system's languages).")
#: The minutes a one-time sign-in link may stay valid (the service's bound: ``MAX_LINK_MINUTES``).
LINK_MINUTES = Whole(1, MAX_LINK_MINUTES)


def _ledger(store: str | None) -> Any:
    return session().ledger(store)


def _done(camp: Any, events: list[Any]) -> None:
    """One line per event recorded, as the history summarises it (``ledger.projections.history.summarise``: a group
    event's words, an approval's with what the GM's edits changed), in the campaign's display language (``--lang``,
    else the preferred one, else its system's first: ``GameSystem.lang``)."""
    from ledger.projections.history import summarise

    system = system_of(camp)
    code = system.lang(click.get_current_context().params.get("lang"))
    for ev in events:
        click.echo(f"{system.word('action', code)} {ev.action_id}: {safe(summarise(ev.kind, ev.detail, code, system)[0])}")


@command(*store_options(),
         click.Option(["--role"], type=click.Choice(["gm", "player", "viewer"]), help="The role the invitation gives."),
         click.Option(["--character", "characters"], multiple=True, metavar="NAME",
                      help="A player's character (repeat for several)."),
         click.Option(["--expires"], metavar="SPAN", default="48h", show_default=True,
                      help="How long it stays open: 30m, 48h, 7d, or an ISO 8601 moment."),
         click.Option(["--withdraw"], metavar="ID", help="Withdraw the open invitation ID instead."), REASON, JSON)
def invite(store: str | None, campaign: str | None, role: str | None, characters: tuple[str, ...], expires: str,
           withdraw: str | None, reason: str | None, json_: bool) -> None:
    """Invite someone to the campaign by a one-time code (printed once, never stored), or withdraw an invitation.

    \b
    Examples: ledger invite --role player --character Gale --expires 48h
              ledger invite --withdraw 3f2a9c1e
    """
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
    from urllib.parse import quote

    link = f"/join?campaign={quote(camp.name, safe='')}&code={done.code}"          # the web table's join page
    from ledger.group.words import readable_time

    expiry = events[0].detail["expires"]
    if json_:
        return dump({"invitation": done.invitation, "code": done.code, "link": link, "role": role,
                     "characters": events[0].detail.get("characters", []), "expires": expiry})
    click.echo(f"invitation {done.invitation} to {safe(camp.name)} as {role}"
               + (f" of {safe(', '.join(events[0].detail.get('characters', [])))}" if characters else "")
               + f", open until {readable_time(expiry)}")
    click.echo(f"code: {done.code}")
    click.echo(f"join link (on the server): {link}")
    click.echo("the code is shown only now; give it to the person invited")


@command(click.Argument(["person"], metavar="PERSON"), *store_options(), LANG,
         click.Option(["--role"], type=click.Choice(["gm", "player", "viewer"]), required=True, help="The role."),
         click.Option(["--character", "characters"], multiple=True, metavar="NAME", help="A player's character."),
         REASON)
def grant(person: str, store: str | None, campaign: str | None, role: str, characters: tuple[str, ...],
          reason: str | None, lang: str | None) -> None:
    """Give PERSON a role in the campaign directly (recorded: who granted what, when).

    \b
    Example: ledger grant Ana --role player --character Gale
    """
    check_lang(lang, store, campaign)
    camp, events = guarded(lambda: _ledger(store).group(campaign or None, "grant", {
        "person": person, "role": role, "characters": list(characters), "reason": reason}))
    _done(camp, events)


@command(*store_options(), JSON)
def people(store: str | None, campaign: str | None, json_: bool) -> None:
    """List the campaign's people: who, role, characters, since which action (and removed by which).

    \b
    Example: ledger people --json
    """
    found = guarded(lambda: _ledger(store).people(campaign or None))
    if json_:
        return dump([{"person": k, **v} for k, v in found.items()])
    table("People", ["person", "role", "characters", "since", "removed"],
          [[k, v["role"], ", ".join(v.get("characters") or []), str(v["since"]),
            "" if v.get("removed") is None else f"action {v['removed']}"] for k, v in found.items()])


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


@command(click.Argument(["words"], nargs=-1, metavar="[set RULE VALUE]"), *store_options(), REASON, JSON)
def permissions(words: tuple[str, ...], store: str | None, campaign: str | None, reason: str | None,
                json_: bool) -> None:
    """Show who may do what in the campaign, or set a rule: ledger permissions set RULE VALUE.

    \b
    Examples: ledger permissions
              ledger permissions set player-acts any
    """
    led = _ledger(store)
    if words:
        if len(words) != 3 or words[0] != "set":
            fail(f"permissions: give 'set RULE VALUE' (got {safe(' '.join(words))})")
        camp, events = guarded(lambda: led.group(campaign or None, "permit", {"rule": words[1], "value": words[2],
                                                                              "reason": reason}))
        return _done(camp, events)
    rows = guarded(lambda: led.permissions(campaign or None))
    if json_:
        return dump(rows)
    table("Who may do what", ["rule", "value", "allowed", "meaning"],
          [[r["rule"], r["value"], ", ".join(r["allowed"]), r["meaning"]] for r in rows])


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


@command(*store_options(), click.Option(["--all", "every"], is_flag=True, help="Also the approved and rejected."), JSON)
def proposals(store: str | None, campaign: str | None, every: bool, json_: bool) -> None:
    """List the proposals waiting for a GM (with --all, also those decided).

    \b
    Example: ledger proposals
    """
    shown = guarded(lambda: _ledger(store).proposal_list(campaign or None, every))
    if json_:
        return dump(shown)
    table("Proposals", ["id", "by", "as", "command", "arguments", "status"],
          [[v["id"], v["by"], v["actor"], v["command"], " ".join(f"{a}={_value(b)}" for a, b in v["args"].items()), v["status"]
            + (f": {v['reason']}" if v.get("reason") else "")
            + (f" ({v['refusal']})" if v.get("refusal") else "")] for v in shown])


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
    _done(camp, events[-1:])
    click.echo(f"decided as action {events[0].action_id} ({safe(events[0].action)} as {safe(events[0].actor)})")


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


# --- accounts and tokens (the store's, in no campaign's record) ---------------------------------------------------

@click.group(name="account", context_settings={"help_option_names": ["-h", "--help"]})
def account() -> None:
    """People's accounts in this store (names, passwords as argon2 hashes; in no campaign's record)."""


@account.command(name="add", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--link", is_flag=True, help="No password: print a one-time sign-in link instead.")
@click.option("--minutes", type=LINK_MINUTES, default=60, show_default=True, help="How long the link stays valid.")
def account_add(name: str, store: str | None, link: bool, minutes: int) -> None:
    """Open account NAME: asks a password (twice), or with --link prints a one-time sign-in link.

    \b
    Examples: ledger account add Ana
              ledger account add Mara --link
    """
    from ledger.service.accounts import account_name

    guarded(lambda: account_name(name))                # a bad name is refused before any prompt
    led = _ledger(store)
    if link:
        guarded(lambda: led.make_account(name))
        code = guarded(lambda: led.issue_sign_in_link(name, minutes))
        click.echo(f"account {safe(name)} opened")
        click.echo(f"one-time sign-in link (valid {minutes} min, on the server): /sign-in/{code}")
        return
    try:
        password = click.prompt("password", hide_input=True, confirmation_prompt=True)
    except click.Abort:
        fail("password: none was typed (the input ended); type it at the prompt, or use --link")
    guarded(lambda: led.make_account(name, password))
    click.echo(f"account {safe(name)} opened")


@account.command(name="link", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--minutes", type=LINK_MINUTES, default=60, show_default=True, help="How long the link stays valid.")
def account_link(name: str, store: str | None, minutes: int) -> None:
    """Print a new one-time sign-in link for account NAME.

    \b
    Example: ledger account link Ana --minutes 30
    """
    code = guarded(lambda: _ledger(store).issue_sign_in_link(name, minutes))
    click.echo(f"one-time sign-in link (valid {minutes} min, on the server): /sign-in/{code}")


@account.command(name="list", context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
def account_list(store: str | None) -> None:
    """List the store's accounts."""
    for name in guarded(lambda: _ledger(store).accounts()):
        click.echo(safe(name))


@click.group(name="token", context_settings={"help_option_names": ["-h", "--help"]})
def token() -> None:
    """API tokens for bots and VTT bridges (shown once; kept as SHA-256 digests; revocable)."""


@token.command(name="issue", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
@click.option("--purpose", required=True, metavar="TEXT", help="What the token is for.")
def token_issue(name: str, store: str | None, purpose: str) -> None:
    """Issue an API token for account NAME (printed once).

    \b
    Example: ledger token issue Ana --purpose bot
    """
    made = guarded(lambda: _ledger(store).issue_token(name, purpose))
    click.echo(f"token {made.split('.')[0]} for {safe(name)} ({safe(purpose)}): {made}")
    click.echo("the token is shown only now; keep it secret")


@token.command(name="revoke", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.argument("token_id", metavar="TOKEN_ID")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
def token_revoke(name: str, token_id: str, store: str | None) -> None:
    """Revoke token TOKEN_ID of account NAME: it stops working at once.

    \b
    Example: ledger token revoke Ana 3f2a9c1e
    """
    guarded(lambda: _ledger(store).revoke_token(name, token_id))
    click.echo(f"token {safe(token_id)} of {safe(name)} revoked")


@token.command(name="list", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("name", metavar="NAME")
@click.option("--store", metavar="PATH", help="Store file.", type=click.Path())
def token_list(name: str, store: str | None) -> None:
    """List account NAME's tokens: id, what each is for, whether revoked (never the tokens themselves)."""
    for token_id, t in guarded(lambda: _ledger(store).tokens(name)).items():
        click.echo(f"{token_id} {safe(t['purpose']) or '—'}" + (" (revoked)" if t["revoked"] else ""))


COMMANDS = [invite, grant, people, remove, permissions, approval, proposals, approve, reject, note, account, token]
