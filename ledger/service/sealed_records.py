"""No one rewrites another side's sealed record: a correction of an action whose events a system seals (a side's
secret choices, shown to that side alone before its reveal: ``GameSystem.sealed``) by someone not on that side is
refused, a GM's too; the side's own members may correct it before the reveal. The store's owner (the CLI on the
store's machine, typing every side's actions at one table) is every side's hand and is not checked.

Source: design.md "People, roles and hidden information" (a sealed record is its side's until its reveal; the GM
approves a side's sealed proposal as proposed or rejects it, never rewrites it) and each system's docs page on what
it seals. Pure reads of the campaign's timeline; names no game system.
"""

from __future__ import annotations

from typing import Any


def _targets(args: dict[str, Any], last: int) -> list[int]:
    """The actions an ``undo``/``amend`` (``args``: ``action``, ``to``) names, as whole numbers within 1..``last``."""
    first, to = args.get("action"), args.get("to")
    if not isinstance(first, int) or isinstance(first, bool):
        return []
    end = to if isinstance(to, int) and not isinstance(to, bool) else first
    return [n for n in range(min(first, end), max(first, end) + 1) if 1 <= n <= last]


def may_rewrite(app: Any, camp: Any, command: str, args: dict[str, Any], person: str | None) -> None:
    """Check that ``person`` (a person with an account; the store's owner is not checked) may ``command`` (``undo``/``amend``) the
    actions ``args`` names in ``camp`` (an aggregate loaded for writing): none of them recorded an event the system
    seals now (``GameSystem.sealed(record, state)``: the characters of the side, ``"GM"`` for the GM's side) to a
    side they are not on (a character of theirs in it; a GM on the GM's side). A ``redo`` and an
    action no one seals pass. Raises ``Refused`` (rule ``sealed``, field ``action``); nothing is written."""
    if command not in ("undo", "amend"):
        return
    from ledger.group.permissions import member, refuse
    from ledger.corrections import event_slice
    from ledger.projections.timeline import collect
    from rules import get_system

    numbers = _targets(args, camp.actions)
    if not numbers:
        return
    system = get_system(camp.system)
    if system.views.sealed is None:
        return
    who = member(camp.state, person)
    acts = collect(event_slice(app, camp, numbers[0]), since=numbers[0])
    for number in numbers:
        act = acts.get(number)
        for spec in (act.specs if act is not None else []):
            record = {"kind": spec.get("kind"), "actor": act.actor, "command": act.command,
                      "detail": spec.get("detail") or {}, "changes": spec.get("changes") or []}
            side = system.sealed(record, camp.state)
            if side is None or set(who.characters) & side or (who.gm and "GM" in side):
                continue
            raise refuse(camp.state, "sealed", f"action {number} ({act.command}) is a side's sealed record that "
                         f"{person} is not on; only that side corrects it before its reveal", field="action")
