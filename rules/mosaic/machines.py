"""MOSAIC's own phase machines: the rest (in the catalogue's order) and the interaction.

Source: 001 "Rest", "Participate", "MILESTONES" (spent during rest), "Interaction Moves"; catalogue
§2.5 items 4 and 6. Like ``rules.phases``, a machine is never bound to the state: ``step`` builds one
over the current phase value, asks it for the transition and returns the new phase, which the caller
records as a change (``rules.phases.advance``, with each machine's ``command_names`` in its refusals). Session, scene and roll phases are the shared machines of ``rules.phases``.
"""

from __future__ import annotations

from statemachine import State, StateMachine


class RestPhases(StateMachine):
    """A rest, in the order of catalogue §2.5 item 6.

    idle -> tasks (``rest start``: temporary Trust ends) -> participation -> conversion (Advantage into
    Experience, with upkeep) -> milestones -> idle (``rest end``). Later steps may be skipped, never
    revisited: no rest task after someone participated, no participation after a conversion.
    """

    idle = State(initial=True)
    tasks = State()
    participation = State()
    conversion = State()
    milestones = State()

    start = idle.to(tasks)
    task = tasks.to.itself()
    participate = tasks.to(participation) | participation.to.itself()
    convert = tasks.to(conversion) | participation.to(conversion) | conversion.to.itself()
    buy = tasks.to(milestones) | participation.to(milestones) | conversion.to(milestones) | milestones.to.itself()
    end = tasks.to(idle) | participation.to(idle) | conversion.to(idle) | milestones.to(idle)

    command_names = {"start": "rest start", "task": "rest task", "participate": "rest participate",
                     "convert": "advantage convert", "buy": "milestone", "end": "rest end"}



class InteractionPhases(StateMachine):
    """The interaction sub-state (catalogue §2.5 item 4): closed -> open (Initiate Interaction's success,
    or a Reliable Ally without a roll) -> closed (``interaction end``, or the scene's end)."""

    closed = State(initial=True)
    open = State()

    begin = closed.to(open)
    end = open.to(closed)

    command_names = {"begin": "interaction start (or Initiate Interaction)", "end": "interaction end"}
