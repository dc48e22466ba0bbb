"""A Masks pick as typed: its option id, its parameters (``"ID"``, ``"ID:key=value,key=value"``, lists joined with
``+``, or a mapping ``{"option": "ID", key: value}``), which options each move's list holds and which parameters
each option takes.

Source: 000 "THE BASIC MOVES" (each move's bullet lists) and "Influence" (Reject Influence); catalogue §1.3 (lists
L-DE ... L-RI).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.masks.data import OPTIONS
from rules.pick_lists import UnknownPick, pick_parts

Pick = dict[str, Any]

_SHIFT = ("up", "down", "overflow")
#: The parameters each option takes (options not listed take none).
PARAMS: dict[str, tuple[str, ...]] = {
    "UP1": ("condition",), "CS2": ("condition",), "CS3": _SHIFT, "CS5": ("condition",),
    "DF2": ("over", *_SHIFT), "DF3": ("condition",), "PVP1": ("happened",), "PVP2": ("condition", "happened"),
    "PB7a": ("provoke", "target", "condition"), "PB7c": ("conditions", "condition"),
    "RI1": ("clear", "potential"), "RI2": _SHIFT, "RIM": ("condition", *_SHIFT),
    "EOS1": ("to", "clear", "potential", *_SHIFT), "EOS2": _SHIFT, "EOS3": ("from",),
}


#: Every option each move's resolver takes, at any tier and against any target (000 "THE BASIC MOVES" lists;
#: catalogue §1.3): a pick of another move's list is refused as an unknown one, with the picks this roll allows.
MOVE_OPTIONS: dict[str, tuple[str, ...]] = {
    "directly_engage": ("DE1", "DE2", "DE3", "DE4"), "unleash": ("UP1", "UP2"),
    "comfort": ("CS1", "CS2", "CS3", "CS4", "CS5"), "pierce_the_mask": ("PM1", "PM2", "PM3", "PM4", "PM5"),
    "defend": ("DF1", "DF2", "DF3", "DFC1", "DFC2"), "assess": ("AS1", "AS2", "AS3", "AS4", "AS5"),
    "provoke": ("PVN1", "PVN2", "PVN3", "PVP1", "PVP2"),
    "powerful_blow": ("PB10a", "PB10b", "PB10c", "PB7a", "PB7b", "PB7c"), "reject_influence": ("RI1", "RI2", "RI3", "RIM"),
}


def parse_pick(raw: str | dict[str, Any], field: str = "pick") -> Pick:
    """Parse one pick into ``{"option": ID, **params}``; ``RuleError(field)`` for an unknown option id or
    a parameter the option does not take (see ``PARAMS``).

    ``"PB7c:conditions=hopeless+insecure"`` -> ``{"option": "PB7c", "conditions": ["hopeless", "insecure"]}``;
    a bare key (``"RI1:potential"``) is a flag set to True.
    """
    option, data = pick_parts(raw, field, lists=True)
    match = [k for k in OPTIONS if k.lower() == option.strip().lower()]
    if not match:
        raise UnknownPick(field, f"unknown option {option!r}; options look like DE1, CS2:condition=afraid, "
                                 "RI2:up=freak,down=mundane", option)
    allowed = PARAMS.get(match[0], ())
    for key, value in data.items():
        if key not in allowed:
            raise RuleError(field, f"{match[0]} takes no parameter {key!r}; allowed: {', '.join(allowed) or 'none'}")
        if key == "potential":
            if value is not True:
                raise RuleError(field, f"potential is a flag: write {match[0]}:potential")
        elif value is True:
            raise RuleError(field, f"{key} needs a value: {match[0]}:{key}=...")
        elif isinstance(value, list) and key != "conditions":
            raise RuleError(field, f"{key} takes one value, not {'+'.join(map(str, value))}")
    if "happened" in data and str(data["happened"]).lower() not in ("yes", "no", "true", "false"):
        raise RuleError(field, f"happened is yes or no, not {data['happened']!r}")
    return {"option": match[0], **data}


def param(p: Pick, key: str, hint: str) -> Any:
    """The required parameter ``key`` of pick ``p``; ``RuleError("pick")`` says how to give it."""
    if p.get(key) in (None, "", True):
        raise RuleError("pick", f"{p['option']} needs {key}=... ({hint}), e.g. {p['option']}:{key}=...")
    return p[key]


def as_list(value: Any) -> list[str]:
    """A pick parameter as a list of strings (``a+b`` or a YAML list)."""
    if value in (None, True):
        return []
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]
