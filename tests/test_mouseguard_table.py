"""A Mouse Guard table driven through the pure rules (``rules.decide.decide``), shared by the Mouse Guard tests.

It keeps the state, numbers actions as the ledger does (a refused command records nothing), and keeps
every recorded event as the ledger's effective records, so that reads rebuilt from events (the
advancement tallies) can be checked against the state play kept.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import rules
from rules.errors import RuleError
from rules.decide import decide
from rules.declaration import Context

BRAND = {"nature": 4, "will": 3, "health": 5, "resources": 2, "circles": 2, "skill": ["fighter=4", "scout=3"]}
ROGARD = {"nature": 5, "will": 4, "health": 4, "resources": 3, "circles": 3,
          "skill": ["weather-watcher=4", "fighter=1", "pathfinder=2"], "wise": ["Weather-wise"]}
BANDIT = {"kind": "npc", "nature": 3, "health": 5, "will": 3, "skill": ["fighter=4"]}


def faces(successes: int, count: int) -> list[int]:
    """``count`` dice showing ``successes`` successes (5s for successes, 2s for the rest)."""
    assert 0 <= successes <= count, (successes, count)
    return [5] * successes + [2] * (count - successes)


def conflict_ready(ledger: Any) -> None:
    """Make, in ``ledger`` (a service ``Ledger`` over an empty store), the campaign every sealed-script test starts
    from: Brand, Rogard and the Bandit, a session, the GM's turn and a scene, a fight of Brand against the Bandit with
    both dispositions rolled and nothing scripted yet (004 "Conflictos")."""
    ledger.create("Darkwater", "mouseguard")
    ledger.act(None, "add-character", {"name": "Brand", **BRAND, "weapon": ["sword"]})
    ledger.act(None, "add-character", {"name": "Rogard", **ROGARD})
    ledger.act(None, "add-character", {"name": "Bandit", **BANDIT, "weapon": ["sword"]})
    for command in ("session start", "turn gm", "scene start"):
        ledger.act(None, command, {})
    ledger.act(None, "conflict start", {"type": "fight", "team": ["Brand"], "goal": "catch them",
                                        "opponents": ["Bandit"], "opponent_goal": "get away"})
    ledger.act(None, "conflict disposition", {"character": "Brand", "dice": faces(3, 4)})
    ledger.act(None, "conflict disposition", {"character": "Bandit", "dice": faces(2, 4)})


class MG:
    """A Mouse Guard campaign state driven through ``decide`` as the CLI drives it."""

    def __init__(self, **options: Any) -> None:
        self.system = rules.get_system("mouseguard")
        self.state = self.system.new_state(self.system.parse_options({k.replace("__", "."): v for k, v in options.items()}))
        self.actions = 0
        self.events: list[Any] = []
        self.records: list[dict[str, Any]] = []

    #: Close each volley's post-roll window with ``resolve`` as soon as its last roll is in (what a table that
    #: spends no Fate, reroll or condition on the volley types next); tests of the window itself set it False.
    auto_close = True

    def do(self, command: str, actor: str = "GM", **args: Any) -> list[Any]:
        """Decide and record one action; returns its events (with ``auto_close``, a ``conflict roll`` that
        completes its volley is followed by ``resolve``, whose events are returned with it)."""
        events, self.state = decide(self.system, self.state, command, args, Context(actor, self.actions + 1, 9000 + self.actions))
        self.actions += 1
        self.events = events
        for ev in events:
            self.records.append({"action": self.actions, "actor": actor, "command": command, "kind": ev.kind,
                                 "cause": ev.cause, "detail": copy.deepcopy(ev.detail), "changes": copy.deepcopy(ev.changes)})
        if command == "conflict roll" and self.auto_close:
            self.close()
            if self.events is not events:
                self.events = events + self.events
        return self.events

    def refused(self, field: str, command: str, actor: str = "GM", **args: Any) -> str:
        """Assert that the command is refused naming ``field`` and leaves the state equal; returns the message."""
        before = copy.deepcopy(self.state)
        count = self.actions
        with pytest.raises(RuleError) as info:
            self.do(command, actor, **args)
        assert info.value.field == field, str(info.value)
        assert self.state == before and self.actions == count
        return info.value.message

    # --- shortcuts ------------------------------------------------------------------------------------

    def mouse(self, name: str, **sheet: Any) -> dict[str, Any]:
        self.do("add-character", name=name, **sheet)
        return self.ch(name)

    def ch(self, name: str) -> dict[str, Any]:
        return self.state["characters"][name]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def detail(self, kind: str) -> dict[str, Any]:
        return next(e.detail for e in self.events if e.kind == kind)

    def play(self, turn: str = "gm", present: list[str] | None = None) -> None:
        """Start a session, a mission in ``turn`` (gm or players) and a scene."""
        self.do("session start")
        self.do("turn gm")
        if turn == "players":
            self.do("turn players")
        self.do("scene start", **({"with": present} if present else {}))

    @property
    def conflict(self) -> dict[str, Any]:
        return self.state["conflicts"][self.state.get("conflict") or max(self.state["conflicts"], key=int)]

    def disp(self) -> list[int]:
        c = self.conflict
        return [c["sides"]["0"]["disposition"], c["sides"]["1"]["disposition"]]

    def fight(self, team: tuple[str, ...] = ("Brand",), opponents: tuple[str, ...] = ("Bandit",), kind: str = "fight",
              rolls: tuple[tuple[str, list[int]], ...] = ()) -> dict[str, Any]:
        """Declare a conflict and roll the dispositions given as (roller, dice)."""
        self.do("conflict start", type=kind, team=list(team), goal="catch them", opponents=list(opponents),
                opponent_goal="get away")
        for who, dice in rolls:
            self.do("conflict disposition", character=who, dice=dice)
        return self.conflict

    def exchange(self, first: list[str], second: list[str], actors: tuple[list[str] | None, list[str] | None] = (None, None)) -> None:
        """Script both sides' three actions for the current exchange."""
        c = self.conflict
        for k, acts in ((0, first), (1, second)):
            side = c["sides"][str(k)]["members"][0]
            args = {"side": side, "actions": acts}
            if actors[k]:
                args["actors"] = actors[k]
            self.do("conflict script", **args)

    def volley(self, *rolls: tuple[str, list[int]], **extra: Any) -> None:
        """Reveal the next volley, roll the given (actor, dice) and close the volley (``resolve``)."""
        self.do("conflict reveal")
        for who, dice in rolls:
            self.do("conflict roll", character=who, dice=dice, **extra)
        self.close()

    def close(self) -> None:
        """Close the volley's post-roll window (``resolve``) once every side that rolls has rolled."""
        test = self.state.get("test")
        if test and test.get("kind") == "volley" and all(s is not None or not n for s, n in zip(test["sides"], test["needs"])):
            self.do("resolve")


def opened(brand_weapon: str = "sword", bandit_weapon: str = "sword", **options: object) -> MG:
    mg = MG(**options)
    mg.mouse("Brand", **BRAND, weapon=[brand_weapon])
    mg.mouse("Bandit", **BANDIT, weapon=[bandit_weapon])
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    return mg


@pytest.fixture
def mg() -> MG:
    return MG()


def test_the_table_numbers_actions_like_the_ledger(mg: MG) -> None:
    mg.mouse("Brand", **BRAND)
    mg.refused("name", "add-character", name="brand", nature=3, will=3, health=3)
    assert mg.actions == 1 and mg.records[0]["detail"] == {"character": "Brand", "sort": "pc"}
    assert faces(2, 4) == [5, 5, 2, 2]
