"""What a refused undo or redo tells: the later actions that fall, short, and every way on that would work.

Source: README "Correcting mistakes and reviewing the past" (``undo``/``redo`` with ``--cascade`` and ``--redecide``,
``--dry-run``). Split from ``ledger.corrections``, which raises these refusals; the ledger raises in English and each
language's frames (``rules.ledger_frames``) reword them.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from ledger.projections.timeline import Act, Outcome, run_forward


def act_named(act: Act) -> str:
    """An action as a refusal names it: ``12 (roll)``."""
    return f"{act.id} ({act.command})"


def _why(o: Outcome) -> str:
    """Why one later action falls, short (after its number and command): ``: refused: <why>`` without the list of commands
    allowed then (``status`` and the refusal of the command itself give it), or ``: records different changes``."""
    if o.status != "refused":
        return ": records different changes"
    error = re.split(r"; allowed now: ", o.error or "refused")[0]
    return f": refused: {error}"


def dependents(fallen: list[Outcome], shown: int = 3) -> str:
    """The actions that fall, short, for a one-line error: the first ``shown`` and why (a refusal without the list of
    commands allowed then), then how many more: later actions whose outcome would change, most only because an
    earlier one falls (decided again without it; not a count of refusals: ``--redecide`` may keep them all;
    ``--dry-run`` lists them)."""
    text = "; ".join(f"{act_named(o.act)}{_why(o)}" for o in fallen[:shown])
    rest = fallen[shown:]
    if rest:
        text += f"; and {len(rest)} more after them whose outcome would change"
    return text


def redecide_hint(fallen: list[Outcome], refused_then: list[Outcome], changed_then: list[Outcome]) -> str | None:
    """What ``--redecide`` would do with the later actions that fall without it (``fallen``), given what deciding
    them again does (``refused_then``: still refused; ``changed_then``: kept with new changes): keep them all when
    none is refused then (``--redecide`` alone works), else keep those that only change and undo the refused ones
    (``--redecide --cascade``); None when no later action would be kept either way. Raises nothing."""
    if not refused_then:
        return ("keep it with its new outcome with --redecide" if len(fallen) == 1
                else f"keep all {len(fallen)}, decided again, with --redecide")
    if changed_then:
        keep = ("keep the one that only changes and" if len(changed_then) == 1
                else f"keep the {len(changed_then)} that only change and")
        undo = "undo the one refused with" if len(refused_then) == 1 else f"undo the {len(refused_then)} refused with"
        return f"{keep} {undo} --redecide --cascade"
    return None


def undo_redecide(system: Any, base: dict[str, Any], later: list[Act], fallen: list[Outcome]) -> str | None:
    """``redecide_hint`` for an undo: the later actions ``later`` decided again from ``base`` (the state without the
    undone action), keeping those that only change. Source: README "Corrections" (``undo --redecide``)."""
    _, kept, refused = run_forward(system, base, later, strict=False)
    return redecide_hint(fallen, refused, kept)


def redo_refusal(target: Act, fallen: list[Outcome], redecided: Callable[[], tuple[list[Outcome], list[Outcome]]]) -> str:
    """The refusal of a redo of ``target`` that later actions ``fallen`` would change: them, then every way on —
    ``--redecide`` when deciding them again (``redecided()``: (changed and kept, refused)) keeps them, and
    ``--cascade``. Source: README "Corrections" (``redo --redecide``, ``--cascade``)."""
    kept, refused = redecided()
    ways = [hint] if (hint := redecide_hint(fallen, refused, kept)) else []
    ways.append("undo it with --cascade" if len(fallen) == 1 else f"undo the {len(fallen)} with --cascade")
    return (f"later actions would change if action {act_named(target)} came back: {dependents(fallen)}; "
            + ", or ".join(ways))
