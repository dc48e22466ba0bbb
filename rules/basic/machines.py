"""Phase machines of a Basic abilities campaign beside the shared session and scene (``rules.phases``):
downtime and the attack contest.

Source: catalogue §4.5 (attack contest: declared -> defence window -> rolled -> resolved; downtime, the
only phase for Prepare, 003 "Prepare") and the shared design (rules/phases.py): a machine is never bound
to the state; ``advance`` builds one over the current phase value, asks it for the transition and returns
the new phase, which the caller records as a change (``rules.phases.advance``, with each machine's
``command_names`` in its refusals). A session ends in one step here (no end-of-session choices): its
``session end`` takes the shared machine through ``ending`` to ``ended`` at once.
"""

from __future__ import annotations

from statemachine import State, StateMachine

from rules.machines import ScenePhases


class DowntimePhases(ScenePhases):
    """Downtime inside a running session, between scenes: closed -> open -> closed (003 "Prepare"), the moves
    of the shared scene machine (``rules.machines.ScenePhases``) under Basic's own command names."""

    command_names = {"start": "downtime start", "end": "downtime end"}


class ContestPhases(StateMachine):
    """One attack contest (catalogue §4.5 item 2; 003 "Attack", "Defend").

    idle -> declared (the attack is announced; helpers may stack dice) -> defence_window (the attacker
    has rolled; the target or a protector may defend) -> rolled (the defence is rolled) -> resolved
    (damage dealt). An undefended attack resolves straight from the defence window; a declared attack
    may be called off before its roll.
    """

    idle = State(initial=True)
    declared = State()
    defence_window = State()
    rolled = State()
    resolved = State()

    declare = idle.to(declared) | resolved.to(declared)
    roll = declared.to(defence_window)
    defend = defence_window.to(rolled)
    resolve = defence_window.to(resolved) | rolled.to(resolved)
    call_off = declared.to(idle)

    command_names = {"declare": "attack declare", "roll": "attack roll", "defend": "attack defend",
                     "resolve": "attack resolve", "call_off": "attack call-off"}
