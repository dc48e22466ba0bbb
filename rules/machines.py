"""The phase machines every system shares: session, scene and the roll lifecycle (python-statemachine).

Source: design.md "Phases (python-statemachine)"; catalogue §0.2 item 2 and §1.5. These classes are the source of
every phase move: ``rules.phases`` names them (``rules.phases.SessionPhases`` is a ``Machine`` naming
``rules.machines:SessionPhases``) and asks them for their moves, once per process or once per code version when the
ledger keeps the answers (``rules.phases.keep_with``), so that a one-off command need not import python-statemachine.
"""

from __future__ import annotations

from statemachine import State, StateMachine


class SessionPhases(StateMachine):
    """Session: not_started -> running -> ending (end-of-session choices) -> ended -> running (next one)."""

    not_started = State(initial=True)
    running = State()
    ending = State()
    ended = State()

    start = not_started.to(running) | ended.to(running)
    begin_end = running.to(ending)
    finish = ending.to(ended)


class ScenePhases(StateMachine):
    """Scene inside a running session: closed -> open -> closed."""

    closed = State(initial=True)
    open = State()

    start = closed.to(open)
    end = open.to(closed)


class RollPhases(StateMachine):
    """Roll lifecycle: idle -> adjusting (rolled; post-roll changes allowed) -> idle (resolved with picks)."""

    idle = State(initial=True)
    adjusting = State()

    roll = idle.to(adjusting)
    adjust = adjusting.to.itself()
    resolve = adjusting.to(idle)
