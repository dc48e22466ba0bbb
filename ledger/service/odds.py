"""The exact odds of a roll made now: the one road every face takes (``ledger odds``, a rolling command's ``--odds``,
the API's odds route and the table page's **Odds** button, which asks that route).

Source: README "Using the ledger" (``odds ARGUMENTS... --as NAME``: the chance of each result of a roll made now,
nothing recorded) and "Playing as a group" (who may do what is the service layer's decision, the same on every face).

Who may ask: the odds are "a roll made now" by the character named, so they answer exactly whom the roll itself
would let roll (``ledger.service.acting.acting_checks``: ``player-acts`` and the other checks of who acts in a play
action). A player reading another's sheet may well be allowed, and odds record nothing; but the odds are computed
from that character's own modifiers too (its pending bonuses, its companion's), and answering them for a character
the player cannot roll for would let them plan its moves, which is the table's ``player-acts`` rule's to decide, not
this read's. So a player is refused for another's character (403 ``player-acts``, as the roll), a viewer too (the
roll's ``viewer``), and the GM (and the store's owner: the CLI on the store's machine) computes for anyone. A
player who names no one asks as their only character, as their rolls do (``ledger.group.permissions.acting_as``);
one with several is told to name one of them (``player-acts``, field ``as``, listing them).

Two checks of a roll are not the odds': a GM's ruling given as an argument (``gm-arguments``: the difficulty a roll
is against) is what a player asks the chances against ("my odds if it is 3"), the GM still ruling it when the roll
is made; and a seed chooses dice, which odds never draw. Both are left to the roll.
"""

from __future__ import annotations

import re
from typing import Any

from ledger.errors import LedgerError
from rules.errors import RuleError
from ledger.service.people import Person


def odds_of(full: Any, seen: Any, system: Any, command: str, args: dict[str, Any], actor: str | None, lang: str,
            by: Person = Person.OWNER) -> dict[str, Any]:
    """The system's ``odds`` view for ``command`` (a rolling command of ``system``, a ``rules.system.GameSystem``)
    with ``args`` (as the command's model or a face spells them; preview switches dropped) by ``actor`` (``as``;
    None: the GM, or a player's only character), in ``lang``: the view's dict (README "JSON output": ``command``,
    ``dice``, ``modifier``, ``outcomes``, ``totals``, the system's own keys). ``full`` is the campaign now as the
    store holds it (a ``CampaignRead``: who may roll is checked on it), ``seen`` as ``by`` may see it (the odds
    are computed on it). Raises ``LedgerError("odds")`` when the system computes none, ``LedgerError("command")``
    for a command it does not have, ``Refused`` (``player-acts``, ``viewer``, ``member``, ...) as the roll would be
    refused for ``by``, ``LedgerError("as")`` for an unknown actor, and the view's ``RuleError`` as the roll would."""
    from ledger.service.acting import acting_checks
    from ledger.service.drafting import actor_name
    from rules.declaration import Context
    from rules.system import canonical_args

    view = system.views.odds
    if view is None:
        raise LedgerError("odds", f"{system.title} computes no odds yet")
    spec = system.commands.get(command)
    if spec is None:
        raise LedgerError("command", f"{system.title} has no command {command[:60]!r}")
    given = canonical_args(spec.args, args)                   # the preview switches dropped
    if by.owner:
        who = actor_name(full.state, actor)
    else:
        _, who = acting_checks(full.state, system, command, given, actor, by.name)
    try:
        return view(seen.state, command, given, Context(who, seen.actions + 1), lang)
    except RuleError as exc:
        raise _as_odds(exc) from None


#: A gate's refusal of the rolling command (``rules.phases``): the command, the reason, the commands allowed now.
_GATE = re.compile(r"'[^']+' is not allowed (?:while (?P<reason>.+?)|now: (?P<now>.+?))(?:; allowed now: .*)?$", re.S)


def _as_odds(exc: Any) -> Any:
    """``exc`` (a ``RuleError`` of the odds view) said as the odds' own refusal: a phase gate's refusal of the rolling
    command, which the user never typed, reads ``phase: no roll can be made while <reason>`` (or ``now: <reason>``, as the gate said it; the reason as the gate
    gave it; the commands allowed now are the table's, not the odds'); any other as it was. Source: README "Using the
    ledger" (``odds``: a roll made now; a refusal names the field as typed)."""
    m = _GATE.match(str(exc.message)) if exc.field == "phase" else None
    if m is None:
        return exc
    said = f"while {m.group('reason')}" if m.group("reason") else f"now: {m.group('now')}"
    return type(exc)("phase", f"no roll can be made {said}", getattr(exc, "words", None))


class OddsReads:
    """The odds read of the service layer's ``Ledger`` (a mixin: ``self.now`` reads a campaign)."""

    def odds(self, name: str | None, command: str, args: dict[str, Any], actor: str | None, lang: str,
             by: Person = Person.OWNER) -> dict[str, Any]:
        """The odds of ``command`` with ``args`` by ``actor`` on campaign ``name`` now, for ``by`` (``odds_of``,
        which says who may ask and what it raises; also ``LedgerError`` for the store or the campaign)."""
        from rules import get_system

        full = self.now(name)                                    # type: ignore[attr-defined]
        seen = full if by.owner else self.now(name, by=by)       # type: ignore[attr-defined]
        return odds_of(full, seen, get_system(full.system), command, args, actor, lang, by)
