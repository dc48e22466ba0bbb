"""The picks an open roll allows, listed for a refusal of a pick the roll does not know: each option's id and its
words in the reader's language, read from the system's ``status`` view (``roll.picks.groups[].options`` and
``roll.texts``), the one rule ``ledger status`` shows them by.

Source: README "Using the ledger" (``status``: the open roll with the picks it still allows; a refusal names the
field and what is allowed); docs/adding-a-game-system.md (the status view's keys). Pure: reads the state only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.errors import RuleError

class UnknownPick(RuleError):
    """A pick whose id no option of the system knows (``option``: the id as typed), raised where the roll is not at
    hand; where it is, the refusal lists the picks that roll allows (``unknown_pick``)."""

    def __init__(self, field: str, message: str, option: str) -> None:
        super().__init__(field, message)
        self.option = option


#: A system's status view: (state, language code) -> its status mapping.
StatusView = Callable[[dict[str, Any], str], dict[str, Any]]


def roll_picks(view: StatusView, state: dict[str, Any], lang: str) -> str:
    """``DE1 (you resist or avoid their blows), DE2 (...)``: the option ids the open roll of ``state`` allows, each
    with its words in ``lang`` (the status view's ``texts``; the id alone where it has none), in the order the
    status lists them; ``""`` when no roll waits for picks. Raises nothing the view does not."""
    roll = (view(state, lang) or {}).get("roll") or {}
    texts = roll.get("texts") or {}
    seen: list[str] = []
    for group in ((roll.get("picks") or {}).get("groups") or []):
        for option in group.get("options") or []:
            if str(option) not in seen:
                seen.append(str(option))
    return ", ".join(f"{o} ({texts[o]})" if texts.get(o) else o for o in seen)


def listing(view: StatusView, state: dict[str, Any], fallback: list[str] | None = None
            ) -> tuple[str, dict[str, Callable[[str], str]] | None]:
    """(the picks the open roll of ``state`` allows in English, ``roll_picks``, else ``fallback`` joined, else
    ``none``; the ``RuleError.words`` that say that list in another language), for a refusal's ``allowed: ...``."""
    listed = roll_picks(view, state, "en")
    if not listed:
        return ", ".join(fallback or []) or "none", None
    return listed, {listed: lambda lang: roll_picks(view, state, lang)}


def unknown_pick(field: str, given: Any, view: StatusView, state: dict[str, Any]) -> RuleError:
    """The refusal of pick ``given`` that the open roll of ``state`` does not know: ``DE9 is not an option here;
    allowed: DE1 (...), ...`` (``listing``), as a known option this roll does not allow is refused, the list worded
    in the reader's language through ``RuleError.words``; a result that takes no pick (a miss) says so instead of
    listing none. Returns the error for the caller to raise."""
    if not roll_picks(view, state, "en"):         # a miss, or a result taking none: no list of nothing
        return RuleError(field, f"{given} is not an option here: this result takes no pick")
    listed, words = listing(view, state)
    return RuleError(field, f"{given} is not an option here; allowed: {listed}", words=words)


def pick_parts(raw: Any, field: str, lower_keys: bool = False, lists: bool = False) -> tuple[str, dict[str, Any]]:
    """A pick as typed, split: ``(option as typed, {key: value})`` from ``"ID"``, ``"ID:key=value,flag"`` (a bare
    key is a flag, True) or a mapping ``{"option": ID, key: value}`` (its keys kept as given). ``lower_keys``: a
    typed key read in lower case; ``lists``: a typed value holding ``+`` read as a list (``a+b`` -> ``["a", "b"]``).
    Raises ``RuleError(field)`` for an empty parameter or a key given twice. Source: README "Using the ledger"
    (``--pick ID:key=value``), shared by the systems whose picks take parameters."""
    if isinstance(raw, dict):
        data = {str(k): v for k, v in raw.items()}
        return str(data.pop("option", "") or ""), data
    option, _, rest = str(raw).partition(":")
    data = {}
    for part in [p.strip() for p in rest.split(",")] if rest.strip() else []:
        key, eq, value = part.partition("=")
        key = key.strip().lower() if lower_keys else key.strip()
        if not key or (eq and not value.strip()):
            raise RuleError(field, f"{raw!r} has an empty parameter; write ID:key=value,key=value")
        if key in data:
            raise RuleError(field, f"{key} is given twice in {raw!r}")
        data[key] = ([v.strip() for v in value.split("+")] if lists and "+" in value else value.strip()) if eq else True
    return option, data

