"""Phase machines of a Basic abilities campaign beside the shared session and scene (``rules.phases``):

The python-statemachine classes live in ``rules.basic.machines``, imported only when their moves are not
known yet (``rules.phases.Machine``); the rules name them by these ``Machine``s.

Source: catalogue §4.5 (attack contest: declared -> defence window -> rolled -> resolved; downtime, the
only phase for Prepare, 003 "Prepare") and the shared design (rules/phases.py): a machine is never bound
to the state; ``advance`` builds one over the current phase value, asks it for the transition and returns
the new phase, which the caller records as a change (``rules.phases.advance``, with each machine's
``command_names`` in its refusals). A session ends in one step here (no end-of-session choices): its
``session end`` takes the shared machine through ``ending`` to ``ended`` at once.
"""

from __future__ import annotations

from rules.phases import Machine, advance, allowed  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.basic.machines``, docstrings there).
DowntimePhases = Machine("rules.basic.machines", "DowntimePhases")
ContestPhases = Machine("rules.basic.machines", "ContestPhases")
