"""What a Masks form offers now, field by field (the ``choices`` view, ``rules.declaration.Views.choices``): whom a
hero could help with Team (``rules.masks.team_choices``) and whether the roll's ``soldier`` switch applies to anyone
acting.

Source: docs/systems/masks.md "Playbooks" (the Soldier's "A Higher Calling", Secrets of A.E.G.I.S.: only the
Soldier rolls +Soldier); ``rules.masks.playbooks.roll_with_soldier`` (its refusal of any other playbook).
"""

from __future__ import annotations

from typing import Any


def choices_now(state: dict[str, Any], command: str, field: str, lang: str = "en",
                actors: tuple[str, ...] | None = None) -> list[str] | None:
    """The values ``field`` of ``command`` takes now from one of ``actors`` (None: the GM, acting as anyone): ``team
    spend``'s ``for`` as ``rules.masks.team_choices.teammates_now`` says; ``roll``'s ``soldier`` ``["true"]`` when
    one of them (for the GM: any hero) is a Soldier by a published playbook (not custom), else ``[]`` (the
    form leaves the switch out); None for any other field (no opinion). ``lang`` unused. Raises nothing."""
    from rules.masks.team_choices import teammates_now

    if command == "roll" and field == "soldier":
        heroes = state.get("characters") or {}
        names = heroes if actors is None else [a for a in actors if a in heroes]
        soldiers = [n for n in names if isinstance(heroes.get(n), dict) and heroes[n].get("kind") == "pc"
                    and not heroes[n].get("custom") and heroes[n].get("playbook") == "soldier"]
        return ["true"] if soldiers else []
    return teammates_now(state, command, field, lang, actors)
