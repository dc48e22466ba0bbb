"""The parts of ``ledger play``'s bottom line (the live line), as each system declares them from its status: what the
table watches, each with its rank (what goes first when the terminal is narrow) and a shorter form.

Source: README "At the table: ledger play" (the bottom line speaks the game and fits the width, the most important
parts first) and "Using the ledger" (``ledger status``: session and scene, the open roll or test and its picks, the
pools). A system's ``Views.live`` (``(status data, lang) -> [Part]``) builds its parts with ``parts``, giving its
own pools (``pool``, ``count``) in its own words; the ledger fits them (``ledger.cli.shell.live_line``). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

#: Ranks, most important first: the session (and a scene still open), the open roll or test, the pools a player
#: spends, the open roll's picks, the other rows, a closed scene of an ended session (implied by it).
PLACE, ROLL, POOL, PICKS, OTHER, IMPLIED = range(6)

#: The phases that go without saying when room is short (the session running, the scene open): the shared session
#: and scene machines' (``rules.sessions``). Any other phase (ended, closed) keeps its word.
QUIET = ("running", "open", "not_started")


@dataclass(frozen=True)
class Part:
    """One part of the live line: ``text`` (one line, made safe by the ledger), ``rank`` (``PLACE`` .. ``IMPLIED``:
    the larger is shortened, then left out, first), ``short`` (the same in fewer characters when room is short;
    None: it has none) and ``roll`` (an open roll or test, cut to its start, dice and result rather than left out).
    Source: README "At the table: ledger play"."""

    text: str
    rank: int = OTHER
    short: str | None = None
    roll: bool = False


def abbreviated(names: Iterable[str]) -> dict[str, str]:
    """Each of ``names`` -> its shortest start (1 character at least) no other name shares; a name that is the start
    of another stays whole. ``{"Rogard", "Brand", "Ruth"}`` -> ``{"Rogard": "Ro", "Brand": "B", "Ruth": "Ru"}``.
    Source: README "At the table: ledger play" (the live line fits 80 columns)."""
    names = list(dict.fromkeys(names))
    out = {}
    for name in names:
        others = [n for n in names if n != name]
        size = next((k for k in range(1, len(name) + 1) if not any(o.startswith(name[:k]) for o in others)), len(name))
        out[name] = name[:size]
    return out


def pool(label: str, values: Mapping[str, Any], short_label: str | None = None, rank: int = POOL) -> Part:
    """A pool each character holds: ``"Fate: Rogard 1, Brand 3"``, short ``"Fate R1 B3"`` (names cut by
    ``abbreviated``; ``short_label`` for ``label``). No character: ``"Fate: —"``. Source: README "At the table:
    ledger play"."""
    if not values:
        return Part(f"{label}: —", rank, f"{short_label or label} —")
    cut = abbreviated(values)
    return Part(f"{label}: " + ", ".join(f"{n} {v}" for n, v in values.items()), rank,
                f"{short_label or label} " + " ".join(f"{cut[n]}{v}" for n, v in values.items()))


def count(label: str, value: Any, short_label: str | None = None, rank: int = POOL, shown: str | None = None) -> Part:
    """A pool the group holds: ``"Team: 5"``, short ``"Team 5"`` (``short_label`` for ``label``; ``shown`` for the
    value when the short form says it more briefly, ``"0/4"``). Source: README "At the table: ledger play"."""
    return Part(f"{label}: {value}", rank, f"{short_label or label} {shown if shown is not None else value}")


def _place(word: str, value: str, phase: str, rank: int) -> Part:
    """The session's or scene's part: ``"session 2 (ended)"``; short without a quiet phase (``QUIET``) or the
    scene's title."""
    text = f"{word} {value}"
    short = text.split(" — ")[0]
    if phase in QUIET:
        short = re.sub(r" \([^()]*\)$", "", short)
    return Part(text, rank, short if short != text else None)


def parts(rows: list[tuple[str, str]], data: Mapping[str, Any], pools: Iterable[Part] = (),
          left_out: Iterable[str] = (), nothing: Iterable[str] = ("—", "", "-")) -> list[Part]:
    """The live line's parts from a system's status ``rows`` (``Views.status_rows``: the session and scene first)
    and its ``data`` (``Views.status``: ``session``/``scene`` {phase}, ``roll`` {allowed}): the session and scene
    (``PLACE``; a closed scene of an ended session ``IMPLIED``), the open roll or test (a value starting ``#``,
    ``ROLL``), its picks as ids (``PICKS``), ``pools`` (the system's own), the other rows (``OTHER``) as ``field: value``. Rows that say nothing (``nothing``), the
    commands allowed now and the rows named in ``left_out`` (the pools given in their place, the system's words
    for "allowed now") are left out. In that order on the line; ``rank`` says what goes first. Source: README "At the table: ledger play" (the bottom line)."""
    roll = data.get("roll") or {}
    allowed = " ".join(", ".join(map(str, roll.get("allowed") or data.get("allowed") or [])).split())
    nothing, left_out = set(nothing), set(left_out)
    phases = [str((data.get(k) or {}).get("phase", "")) for k in ("session", "scene")]
    places: list[Part] = []
    rolls: list[Part] = []
    others: list[Part] = []
    for i, (field, value) in enumerate(rows):
        value = " ".join(str(value).split())
        if i < 2:
            implied = i == 1 and phases[0] not in QUIET and phases[1] not in QUIET
            places.append(_place(field, value, phases[i], IMPLIED if implied else PLACE))
        elif field in left_out or value in nothing or (allowed and value == allowed):
            continue
        elif value.startswith("#"):
            rolls.append(Part(value, ROLL, roll=True))
        elif re.match(r"^[^:()]+ \d+(-\d+)?: ", value):             # picks: their ids, without what each does
            rolls.append(Part(re.sub(r" \((?:[^()]|\([^()]*\))*\)(?=,|$)", "", value), PICKS))
        else:
            others.append(Part(f"{field}: {value}", OTHER))
    return [*places, *rolls, *pools, *others]
