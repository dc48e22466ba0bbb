"""Nature taxed by a test: how much Nature a roll with, against or tapping Nature costs, and lowering it (a mouse at
Nature 0 must retire under the option that says so).

Source: seed 004, "Invocar la Naturaleza" and "Actuar en contra de la Naturaleza"; catalogue MG-D09, MG-A05, MG-A06.
Shared by a test (``rules.mouseguard.rolls``), a conflict's volley (``rules.mouseguard.volley_window``) and a
disposition roll (``rules.mouseguard.disposition``).
"""

from __future__ import annotations

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.state import char, opt


def refuse_exhausted(d: Draft, who: str, field: str = "character") -> None:
    """Refuse a test by ``who``, a patrol mouse whose current Nature is 0: ``RuleError(field, "<who>'s Nature is 0: a
    mouse at Nature 0 makes no ability or skill test")``, whatever ``mouseguard.nature.zeroRule`` says (the seed wins
    over the catalogue's MG-A06, which only has the mouse retire). NPCs and animals are not held to it. Returns
    otherwise. Source: seed 004, "Condiciones" ("Si se llega a valor 0 no podrá hacer pruebas de aptitud o
    habilidad")."""
    rec = char(d, who)
    if rec.get("kind") == "pc" and rec["abilities"].get("nature") == 0:
        raise RuleError(field, f"{who}'s Nature is 0: a mouse at Nature 0 makes no ability or skill test")


def nature_tax(d: Draft, mode: str | None, passed: bool, margin_of_failure: int) -> int:
    """Nature lost after a test in ``mode`` (catalogue MG-D09, MG-A05): with Nature: 0, or the margin
    on a failure under ``withNatureFailTax = margin``; against Nature: ``againstSuccessTax`` on success,
    the margin of failure otherwise; tapping within Nature: the margin on a failure; tapping against
    it: 1 on success, the margin (or 1 + margin) on a failure."""
    if mode is None:
        return 0
    if mode == "with":
        return margin_of_failure if not passed and opt(d, "mouseguard.nature.withNatureFailTax") == "margin" else 0
    if mode == "against":
        return opt(d, "mouseguard.nature.againstSuccessTax") if passed else margin_of_failure
    if mode == "tap_with":
        return 0 if passed else margin_of_failure
    if passed:
        return 1
    return margin_of_failure + (1 if opt(d, "mouseguard.nature.tapAgainstFailTax") == "onePlusMargin" else 0)


def tax_nature(d: Draft, who: str, amount: int, cause: str, mode: str) -> None:
    """Lower ``who``'s current Nature by ``amount`` (floor 0; the event keeps the Nature ``before`` it, so that the
    history tells what was lost, not the tax asked); at 0 the mouse must retire under
    ``mouseguard.nature.zeroRule = mustRetire`` (catalogue MG-A06)."""
    if amount <= 0:
        return
    now = char(d, who)["abilities"]["nature"]
    after = max(0, now - amount)
    d.event("NatureTaxed", cause=cause, character=who, amount=amount, mode=mode, nature=after, before=now)
    d.set("characters", who, "abilities", "nature", after)
    if after == 0 and opt(d, "mouseguard.nature.zeroRule") == "mustRetire" and char(d, who)["kind"] == "pc":
        d.event("NatureExhausted", cause=cause, character=who)
        d.set("characters", who, "status", "must_retire")
