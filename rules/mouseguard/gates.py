"""When each Mouse Guard command is allowed: the one table that gates the commands and lists them.

Source: catalogue §5.5 (the mission loop: sessions hold scenes; tests and conflicts in a scene, in the GM's
Turn or the Players' Turn; a test waits for its opponent, its tie-break and its resolution; the rewards
after the Players' Turn, or at the end of the session under ``mouseguard.rewards.timing = perSession``;
conflict C0-C7), 004 "Gastar marcas" (checks are spent in the Players' Turn; a permanent injury is
accepted in the GM's Turn) and ``rules.mouseguard.phases`` (the turn and conflict machines). As in every
system (``rules.phases``), ``rules.decide.decide`` checks a command's gate before its handler, and each
"allowed now" hint (refusals, ``ledger status``) is ``rules.phases.allowed_now`` over this same table.
A command with no gate (None) is allowed in every phase. A command about one side of the open test or one mouse
(``fate``, ``reroll``, ``conflict roll``, ``rest``, ``injury``, ``trait charge``/``recharge``) is open when some side or
mouse passes the predicate its handler refuses by (``rules.mouseguard.permits``), so that ``ledger status`` never
offers what the command then refuses; which side or mouse the arguments name stays with the handler.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.mouseguard.phases import ConflictPhases, TurnPhases
from rules.phases import Gate, Needs, RollPhases, ScenePhases, SessionPhases, Way, allowed_now, refusal

#: The mission's turns in words (004 "Turno de los Jugadores", "Turno del DJ").
TURN_WORDS = {"idle": "no mission turn is running", "gm": "it is the GM's Turn", "players": "it is the Players' Turn",
              "rewards": "the mission is at its rewards"}
#: What a refusal says of a running conflict's phase (``ConflictPhases``; 004 Conflictos: the sides script, seal and
#: reveal their actions, each action is played, a maneuver's effects are spent): never the phase's id.
CONFLICT_WORDS = {"declared": "the conflict is declared", "scripting": "the sides are scripting their actions",
                  "sealed": "the actions are sealed", "volley": "an action is being played",
                  "effects": "a maneuver's effects are being spent", "ended": "the conflict has ended",
                  "closed": "no conflict is running"}


def _test_words(state: dict[str, Any]) -> str:
    test = state.get("test")
    if state["roll_phase"] == "adjusting" and test:
        return f"test #{test['id']} is waiting to be resolved"
    return "no test is waiting to be resolved"


def _conflict_phase(state: dict[str, Any]) -> str:
    cid = state.get("conflict")
    return state["conflicts"][str(cid)]["phase"] if cid else "closed"


def _conflict_words(state: dict[str, Any]) -> str:
    return CONFLICT_WORDS[_conflict_phase(state)] if state.get("conflict") else CONFLICT_WORDS["closed"]


def _session(event: str) -> Needs:
    return Needs(SessionPhases, lambda s: s["session"]["phase"], event, "session")


def _turn(event: str) -> Needs:
    return Needs(TurnPhases, lambda s: s["turn"]["phase"], event, "turn", lambda s: TURN_WORDS[s["turn"]["phase"]])


def _conflict(event: str) -> Needs:
    return Needs(ConflictPhases, _conflict_phase, event, "conflict", _conflict_words)


RUNNING = _session("begin_end")
SCENE = Needs(ScenePhases, lambda s: s["scene"]["phase"], "end", "scene")
NO_SCENE = Needs(ScenePhases, lambda s: s["scene"]["phase"], "start", "scene")
IDLE = Needs(RollPhases, lambda s: s["roll_phase"], "roll", "roll", _test_words)
WAITING = Needs(RollPhases, lambda s: s["roll_phase"], "resolve", "roll", _test_words)
IN_CONFLICT = (RUNNING, SCENE)


#: Why ``mark`` and ``clear`` are not offered (004 "Condiciones": the five conditions), the first before any character.
NO_MARK = "no one is left to mark: everyone is Hungry/Thirsty, Angry, Tired, Injured and Sick"
NO_CLEAR = "no one is Hungry/Thirsty, Angry, Tired, Injured or Sick"


def _in_turn(*turns: str) -> Any:
    """``when`` of a command allowed in ``turns`` (``gm``, ``players``)."""
    return lambda s: s["turn"]["phase"] in turns


def _turn_needed(command: str, *turns: str) -> Any:
    """``why_not`` of a command allowed in ``turns`` only: in which turns, and what is running now."""
    names = " or ".join({"gm": "the GM's Turn", "players": "the Players' Turn"}[t] for t in turns)
    return lambda s: f"{command!r} is allowed in {names}; {TURN_WORDS[s['turn']['phase']]}"


# --- the open test (004 "Pruebas"; catalogue MG-T03..T10) ------------------------------------------------

def _test(state: dict[str, Any]) -> dict[str, Any]:
    return state["test"]


def _opposable(state: dict[str, Any]) -> bool:
    return _test(state)["kind"] == "versus" and not _test(state)["sides"][1]


def _not_opposable(state: dict[str, Any]) -> str:
    test = _test(state)
    if test["kind"] == "volley":            # a volley's sides each roll their action (004 "Ejemplo de conflicto")
        return f"test #{test['id']} is a conflict action: each side rolls its own (conflict roll)"
    if test["kind"] != "versus":
        return f"test #{test['id']} is independent (Ob {test['ob']}); nothing to oppose"
    return f"{test['opponent']} already rolled test #{test['id']}"


def _all_rolled(state: dict[str, Any]) -> bool:
    """Whether every side of the open test that rolls has rolled: a volley's sides that test
    (``rules.mouseguard.volley_window.complete``), a versus test's two sides; an independent test's one side.
    Source: 004 "Pruebas enfrentadas" ("debe sacar más éxitos que su oponente": a side is behind only once both
    rolled), "Ejemplo de conflicto" (the post-roll window of a volley: docs/systems/mouseguard.md, "once a volley's
    sides have rolled")."""
    from rules.mouseguard.volley_window import complete, is_volley

    test = _test(state)
    if is_volley(test):
        return complete(test)
    return test["kind"] != "versus" or bool(test["sides"][1])


def _awaits_roll(state: dict[str, Any]) -> str:
    """Why a post-roll choice waits: the other side of the open test has still to roll."""
    return (f"both sides of test #{_test(state)['id']} roll before Fate, a reroll, success at the price of a "
            "condition or a tie-break")


def _after_rolls(when: Any, why_not: Any) -> dict[str, Any]:
    """``when`` and ``why_not`` of a post-roll command (``fate``, ``reroll``, ``take-condition``, ``break-tie``): only
    once every side of the open test that rolls has rolled (``_all_rolled``), then as ``when`` says."""
    return {"when": lambda s: _all_rolled(s) and when(s),
            "why_not": lambda s: why_not(s) if _all_rolled(s) else _awaits_roll(s)}


def _tied(state: dict[str, Any]) -> bool:
    from rules.mouseguard.rolls import outcome
    from rules.mouseguard.volley_window import is_volley, tied

    test = _test(state)
    if is_volley(test):
        return tied(state, test)
    return test["kind"] == "versus" and bool(test["sides"][1]) and outcome(test)["winner"] is None


def _not_tied(state: dict[str, Any]) -> str:
    test = _test(state)
    if test["kind"] == "volley":
        return f"the volley of test #{test['id']} is not a tied versus pairing"
    if test["kind"] != "versus" or not test["sides"][1]:
        return "only a fully rolled versus test can be tied"
    return f"test #{test['id']} is not tied ({test['sides'][0]['successes']} to {test['sides'][1]['successes']})"


def _resolvable(state: dict[str, Any]) -> bool:
    from rules.mouseguard.volley_window import complete, is_volley

    test = _test(state)
    if is_volley(test):                     # a tied volley resolves as no effect (catalogue MG-A04)
        return complete(test)
    return test["kind"] == "independent" or (bool(test["sides"][1]) and not _tied(state))


def _not_resolvable(state: dict[str, Any]) -> str:
    test = _test(state)
    if test["kind"] == "volley":
        return f"the volley of test #{test['id']} waits for the other side's conflict roll"
    if not test["sides"][1]:
        return f"test #{test['id']} waits for {test['opponent']}'s roll"
    return (f"test #{test['id']} is tied at {test['sides'][0]['successes']}: break the tie first "
            "(break-tie --trait T --as ROLLER, or break-tie --roll)")


def _condition_buyable(state: dict[str, Any]) -> bool:
    from rules.mouseguard.volley_window import failing, is_volley

    test = _test(state)
    if is_volley(test):
        return any(failing(state, test, i) for i in (0, 1))
    return test["kind"] == "independent" and not test["condition_bought"] and test["sides"][0]["successes"] < test["ob"]


def _condition_not_buyable(state: dict[str, Any]) -> str:
    test = _test(state)
    if test["kind"] == "volley":
        return f"no action of the volley of test #{test['id']} is failing (or its success is already bought)"
    if test["kind"] != "independent":
        return "success at the price of a condition is for independent tests (a versus test has a winner)"
    if test["condition_bought"]:
        from rules.mouseguard.data import term

        return f"test #{test['id']} already succeeded at the price of {term(test['condition_bought'])}"
    return f"test #{test['id']} passed ({test['sides'][0]['successes']} of Ob {test['ob']}); nothing to buy"


# --- the session's end and the rewards (004 "Recompensas") -----------------------------------------------

def _session_may_end(state: dict[str, Any]) -> bool:
    turn = state["turn"]["phase"]
    per_session = state["options"]["mouseguard.rewards.timing"] == "perSession"
    return turn != "rewards" and (not per_session or turn == "idle")


def _session_may_not_end(state: dict[str, Any]) -> str:
    turn = state["turn"]["phase"]
    if turn == "rewards":
        return "the mission's rewards are open"
    return f"end the {turn} turn first: rewards come at the end of the session"


def _no_rewards(state: dict[str, Any]) -> str:
    when = "at the end of the session (session end)" if state["options"]["mouseguard.rewards.timing"] == "perSession" \
        else "after the Players' Turn (turn end)"
    return f"the rewards come {when}"


def _conflict_may_start(state: dict[str, Any]) -> bool:
    return state["turn"]["phase"] in ("gm", "players") and not state.get("conflict")


def _conflict_may_not_start(state: dict[str, Any]) -> str:
    if state.get("conflict"):
        return f"conflict #{state['conflict']} is still running; close it first (conflict close)"
    return _turn_needed("conflict start", "gm", "players")(state)


def _rewards_open(state: dict[str, Any]) -> bool:
    return state.get("rewards") is not None


# --- who could do it now: the commands' own predicates (``rules.mouseguard.permits``) ----------------------

def _each_side(name: str) -> dict[str, Any]:
    """``when`` and ``why_not`` of a post-roll command whose handler asks ``permits.<name>`` of its side: open when
    some rolled side of the open test passes it."""
    def ask(state: dict[str, Any]) -> Any:
        from rules.mouseguard import permits

        return lambda test, i: getattr(permits, name)(state, test, i)

    def when(state: dict[str, Any]) -> bool:
        from rules.mouseguard.permits import any_side

        return any_side(state.get("test"), ask(state))

    def why_not(state: dict[str, Any]) -> str:
        from rules.mouseguard.permits import why_no_side

        return why_no_side(state["test"], ask(state))
    return {"when": when, "why_not": why_not}


def _anyone(name: str, what: str | None, kind: str | None = "pc") -> dict[str, Any]:
    """``when`` and ``why_not`` of a command about one character whose handler asks ``permits.<name>`` of it: open when
    some character of ``kind`` (None: any) passes it."""
    def when(state: dict[str, Any]) -> bool:
        from rules.mouseguard import permits

        return permits.someone(state, getattr(permits, name), kind)

    def why_not(state: dict[str, Any]) -> str:
        from rules.mouseguard import permits

        return permits.why_no_one(state, getattr(permits, name), what)
    return {"when": when, "why_not": why_not}


def _volley_roll() -> dict[str, Any]:
    """``when`` and ``why_not`` of ``conflict roll``: some side of the revealed volley still has its roll to make."""
    from rules.mouseguard import permits

    return {"when": lambda s: _conflict_phase(s) != "volley" or permits.volley_rollable(s),
            "why_not": permits.why_no_volley_roll}


def _injury(state: dict[str, Any]) -> bool:
    return _in_turn("gm")(state) and _anyone("injury_refusal", "Injured or Sick")["when"](state)


def _no_injury(state: dict[str, Any]) -> str:
    return (_turn_needed("injury", "gm")(state) if not _in_turn("gm")(state)
            else _anyone("injury_refusal", "Injured or Sick")["why_not"](state))


def _in_players(when: bool, name: str, command: str = "") -> Any:
    """``when`` (``when=True``) or ``why_not`` of a check-spending command: the Players' Turn, and some patrol mouse
    ``permits.<name>`` allows (004 "Gastar marcas")."""
    ask = _anyone(name, None)
    if when:
        return lambda s: _in_turn("players")(s) and ask["when"](s)
    return lambda s: _turn_needed(command, "players")(s) if not _in_turn("players")(s) else ask["why_not"](s)


def _unrewarded(state: dict[str, Any]) -> bool:
    window = state.get("rewards")
    return window is not None and any(r["kind"] == "pc" and n not in window["given"] for n, r in state["characters"].items())


def _none_unrewarded(state: dict[str, Any]) -> str:
    return _no_rewards(state) if state.get("rewards") is None else "every patrol mouse has had its reward this round"


#: Command -> gate, in the command table's order (``rules.mouseguard.commands.COMMANDS``).
GATES: dict[str, Gate | None] = {
    "add-character": None,
    "session start": (Way((_session("start"),)),),
    "session end": (Way((IDLE, NO_SCENE, RUNNING), when=_session_may_end, why_not=_session_may_not_end),),
    "scene start": (Way((RUNNING, NO_SCENE)),),
    "scene end": (Way((IDLE, SCENE)),),
    "turn gm": (Way((RUNNING, IDLE, _turn("gm_turn"))),),
    "turn players": (Way((RUNNING, IDLE, _turn("players_turn"))),),
    "turn end": (Way((RUNNING, IDLE, _turn("end_turns"))),),
    "rewards give": (Way(when=_unrewarded, why_not=_none_unrewarded),),
    "rewards done": (Way(when=_rewards_open, why_not=_no_rewards),),
    "test": (Way((RUNNING, SCENE, IDLE), when=_in_turn("gm", "players"), why_not=_turn_needed("test", "gm", "players")),),
    "oppose": (Way((WAITING,), when=_opposable, why_not=_not_opposable),),
    "fate": (Way((WAITING,), **_after_rolls(**_each_side("fate_refusal"))),),
    "reroll": (Way((WAITING,), **_after_rolls(**_each_side("reroll_refusal"))),),
    "take-condition": (Way((WAITING,), **_after_rolls(_condition_buyable, _condition_not_buyable)),),
    "break-tie": (Way((WAITING,), **_after_rolls(_tied, _not_tied)),),
    "resolve": (Way((WAITING,), when=_resolvable, why_not=_not_resolvable),),
    "mark": (Way(when=_anyone("mark_refusal", None, None)["when"], why_not=lambda s: NO_MARK),),
    "clear": (Way(when=_anyone("clear_refusal", None, None)["when"], why_not=lambda s: NO_CLEAR),),
    "rest": (Way((RUNNING, IDLE), **_anyone("rest_refusal", "Tired", None)),),
    "injury": (Way(when=_injury, why_not=_no_injury),),
    "trait charge": (Way(when=_in_players(True, "charge_refusal"), why_not=_in_players(False, "charge_refusal", "trait charge")),),
    "trait recharge": (Way(when=_in_players(True, "recharge_refusal"),
                           why_not=_in_players(False, "recharge_refusal", "trait recharge")),),
    "conflict start": (Way((RUNNING, SCENE, IDLE), when=_conflict_may_start, why_not=_conflict_may_not_start),),
    "conflict disposition": (Way((_conflict("disposition"), *IN_CONFLICT)),),
    "conflict wield": (Way((_conflict("wield"), *IN_CONFLICT)),),
    "conflict script": (Way((_conflict("script"), *IN_CONFLICT)),),
    "conflict reveal": (Way((_conflict("reveal"), *IN_CONFLICT)),),
    "conflict roll": (Way((_conflict("roll"), *IN_CONFLICT), **_volley_roll()),),
    "conflict maneuver": (Way((_conflict("spend"), *IN_CONFLICT), when=lambda s: _conflict_phase(s) == "effects",
                              why_not=lambda s: f"a maneuver's margin is spent after its volley; {_conflict_words(s)}"),),
    "conflict close": (Way((_conflict("close"), *IN_CONFLICT)),),
}


def allowed(state: dict[str, Any]) -> list[str]:
    """Every command allowed in ``state`` now (``rules.phases.allowed_now`` over ``GATES``)."""
    return allowed_now(GATES, state)


def refuse(state: dict[str, Any], reason: str, field: str = "phase") -> RuleError:
    """A one-line refusal: ``reason``, then every command allowed in ``state`` now."""
    return refusal(GATES, state, reason, field)
