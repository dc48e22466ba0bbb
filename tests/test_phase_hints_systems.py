"""Every "allowed now" hint comes from the gates that decide, in Pokémon Noir, MOSAIC and Mouse Guard too.

Source: docs/adding-a-game-system.md ("Gates": a gate table per command; ``decide`` refuses a closed gate
and ``allowed_now`` lists the open ones, so a hint never suggests a refused command nor leaves out an
allowed one); catalogue §2.5, §3.5, §5.5 (each system's phases). For each system, in each of its phases,
every command is tried with arguments its content allows, and ``test_phase_hints.check_hints`` asserts
that the commands the list names are exactly those accepted, and that every phase refusal ends with
that same list. A command any phase allows whose arguments need content the state may lack is named in
``content`` (listed always, accepted when its predicate holds).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import rules
from rules.decide import decide
from rules.declaration import Context
from test_phase_hints import check_hints


class Game:
    """A campaign of ``system`` driven through ``decide`` (``actions`` numbers the next action)."""

    def __init__(self, system: str, **options: Any) -> None:
        self.system = rules.get_system(system)
        self.state = self.system.new_state(self.system.parse_options(options))
        self.actions = 0

    def do(self, command: str, actor: str = "GM", **args: Any) -> None:
        _, self.state = decide(self.system, self.state, command, args, Context(actor, self.actions + 1, 7))
        self.actions += 1


def _steps(system: str, *steps: tuple[str, dict[str, Any]], **options: Any) -> Callable[[], Game]:
    def make() -> Game:
        g = Game(system, **options)
        for command, args in steps:
            g.do(command, **args)
        return g
    return make


# --- Pokémon Noir (rules/pokemon/gates.py) -------------------------------------------------------------

POKEMON_TRIES: dict[str, list[dict[str, Any]]] = {
    "add-character": [{"name": "Vera"}],
    "add-pokemon": [{"name": "Eevee", "allenatore": "Ash"}],
    "session start": [{}], "session end": [{}], "scene start": [{}], "scene end": [{}],
    "battle start": [{}], "battle harm": [{}], "battle end": [{}],
    "roll": [{"move": "osserva", "character": "Ash", "dice": [3, 3]},
             {"move": "scambio", "character": "Ash", "approccio": "grinta", "dice": [1, 1]}],
    "resolve": [{}, {"reazione": "the walls close in"}],
    "treat-violently": [{"pokemon": "Pikachu"}],
    "harm": [{"character": "Ash", "slot": "ferita"}],
    "heal": [{"character": "Pikachu", "slot": "ferita"}],
    "rest": [{"character": "Pikachu"}],
    "remedy": [{"character": "Pikachu", "oggetto": "Pozione", "slot": "ferita", "da": "Ash"}],
    "condition": [{"target": "ambiente", "condition": "Nebbia"}],
    "adjust": [{"character": "Ash", "allerta": 1}],
    "forward": [{"character": "Ash"}],
    "key": [{"character": "Ash", "key": "Proteggere", "new": True}],
    "debt add": [{"character": "Ash", "contact": "Zio Sam"}],
    "debt remove": [{"character": "Ash", "contact": "Nobody"}],
    "item": [{"character": "Ash", "item": "Corda"}],
    "wheel rhythm": [{"rhythm": 2}],
    "evolve": [{"pokemon": "Pikachu", "into": "Raichu"}],
    "ball": [{"pokemon": "Pikachu", "inside": True}],
    "need": [{"pokemon": "Pikachu"}],
}
#: Commands any phase allows whose tries need what these states never hold (a debt listed, a Pokémon hurt
#: or in Need, a Remedy in the Backpack, an Evolution Clause met): listed, refused by content.
POKEMON_CONTENT = {c: (lambda s: False) for c in ("debt remove", "heal", "remedy", "evolve", "need")}
_TEAM = (("add-character", {"name": "Ash", "approcci": [1, 1, 1, 1, 1]}), ("add-pokemon", {"name": "Pikachu", "allenatore": "Ash"}))
_SCENE = (*_TEAM, ("session start", {}), ("scene start", {}))
_BATTLE = (*_SCENE, ("battle start", {}))
_EXCHANGE = (*_BATTLE, ("roll", POKEMON_TRIES["roll"][1]))
POKEMON_STATES = {
    "before play": _steps("pokemon", *_TEAM),
    "between scenes": _steps("pokemon", *_TEAM, ("session start", {})),
    "scene open": _steps("pokemon", *_SCENE),
    "roll open": _steps("pokemon", *_SCENE, ("roll", POKEMON_TRIES["roll"][0])),
    "battle open": _steps("pokemon", *_BATTLE),
    "exchange rolled, roll open": _steps("pokemon", *_EXCHANGE),
    "exchange waits for its harm": _steps("pokemon", *_EXCHANGE, ("resolve", {"reazione": "the walls close in"})),
    "session ended": _steps("pokemon", *_TEAM, ("session start", {}), ("session end", {})),
}


@pytest.mark.parametrize("phase", list(POKEMON_STATES))
def test_pokemon_hints_are_exactly_what_the_phase_accepts(phase: str) -> None:
    check_hints(POKEMON_STATES[phase](), POKEMON_TRIES, {}, content=POKEMON_CONTENT)


# --- MOSAIC (rules/mosaic/gates.py) ----------------------------------------------------------------------

MOSAIC_TRIES: dict[str, list[dict[str, Any]]] = {
    "culture add": [{"name": "F"}],
    "add-character": [{"name": "Kenji", "playbook": "samurai"}],
    "trait": [{"character": "Diego", "stat": "cunning", "descriptor": "Sly"}],
    "npc add": [{"name": "Mox", "culture": "A"}],
    "session start": [{}], "session end": [{}], "scene start": [{}], "scene end": [{}],
    "quest start": [{"title": "Another", "agree": ["Kenji", "Diego", "Itzel"]}],
    "quest challenge": [{"outcome": "risen"}], "quest end": [{"outcome": "failed"}],
    "roll": [{"move": "Push", "character": "Kenji", "dice": [3, 3, 1]}],
    "spend-tile": [{"dice": [5]}], "invest": [{}], "press": [{"culture": "A", "dice": [1, 1]}],
    "resolve": [{}, {"pick": ["PU1"]}],
    "gm-move": [{"waive": True}],
    "dispute": [{"roll": 999}],
    "act-on-answer": [{"character": "Kenji"}],
    "interaction start": [{"character": "Kenji", "with": "Tlacaelel"}],
    "interaction end": [{}],
    "journey start": [{"leader": "Kenji"}], "journey end": [{}],
    "rest start": [{}],
    "rest task": [{"character": "Kenji", "stat": "cunning", "choice": "xp"}],
    "rest participate": [{"character": "Diego", "with": "Kenji", "request": "personal", "choice": "trust"}],
    "rest end": [{}],
    "advantage convert": [{"culture": "A"}],
    "advantage add": [{"culture": "A"}],
    "influence mark": [{"character": "Diego", "culture": "B", "stat": "cunning"}],
    "milestone": [{"milestone": "train", "character": "Kenji", "item": "Rope"}],
    "tap": [{"mark": "The codex", "character": "Kenji"}],
    "ally request": [{"npc": "Tlacaelel", "answer": "accept"}],
    "location unsafe": [{"name": "The mission"}], "location improve": [{"name": "The mission"}],
}


def _rest_record(state: dict[str, Any]) -> dict[str, Any]:
    return (state.get("rests") or {}).get(str(state["rest"].get("id")), {})


MOSAIC_CONTENT: dict[str, Callable[[dict[str, Any]], bool]] = {
    # what these states hold or not, beside the phases: a name taken, no mark or location, no answer, no
    # Advantage of the rolled culture to press; Experience to buy with, a task to join, Advantage to convert
    **{c: (lambda s: False) for c in ("add-character", "dispute", "act-on-answer", "tap", "ally request",
                                      "location unsafe", "location improve", "press")},
    "gm-move": lambda s: bool(s["gm_due"]),
    "milestone": lambda s: s["experience"] >= 1,                       # the first milestone costs 1
    "rest task": lambda s: "Kenji" not in _rest_record(s).get("tasks", {}),
    "rest participate": lambda s: bool(_rest_record(s).get("tasks")),
    "advantage convert": lambda s: bool(s["advantage_pool"].get("A")),
}


def _mosaic(*steps: tuple[str, dict[str, Any]]) -> Callable[[], Game]:
    def make() -> Game:
        from test_mosaic_examples import Mosaic

        g = Mosaic()
        g.three()
        g.do("npc add", name="Tlacaelel", culture="A", rank=3)
        g.do("trait", character="Kenji", stat="cunning", descriptor="Quick", rest="Whittle a charm")
        g.state["characters"]["Kenji"]["allies"] = ["Tlacaelel"]      # content the phases do not decide
        for command, args in steps:
            g.do(command, **args)
        return g
    return make


_M_SCENE = (("session start", {}), ("scene start", {}))
MOSAIC_STATES = {
    "before play": _mosaic(),
    "between scenes": _mosaic(("session start", {})),
    "scene open": _mosaic(*_M_SCENE),
    "roll open": _mosaic(*_M_SCENE, ("roll", MOSAIC_TRIES["roll"][0])),
    "a GM move due": _mosaic(*_M_SCENE, ("roll", MOSAIC_TRIES["roll"][0]), ("resolve", {})),
    "interaction open": _mosaic(*_M_SCENE, ("interaction start", MOSAIC_TRIES["interaction start"][0])),
    "journey under way": _mosaic(("session start", {}), ("journey start", {"leader": "Kenji"})),
    "resting": _mosaic(("session start", {}), ("rest start", {}), ("advantage add", {"culture": "A"})),
    "resting, a task done": _mosaic(("session start", {}), ("rest start", {}), ("rest task", MOSAIC_TRIES["rest task"][0])),
    "resting, converted": _mosaic(("session start", {}), ("rest start", {}), ("advantage add", {"culture": "A", "count": 2}),
                                  ("advantage convert", {"culture": "A"})),
    "no Quest, session ended": _mosaic(("quest end", {"outcome": "failed"}), ("session start", {}), ("session end", {})),
}


@pytest.mark.parametrize("phase", list(MOSAIC_STATES))
def test_mosaic_hints_are_exactly_what_the_phase_accepts(phase: str) -> None:
    check_hints(MOSAIC_STATES[phase](), MOSAIC_TRIES, {}, content=MOSAIC_CONTENT)


# --- Mouse Guard (rules/mouseguard/gates.py) -------------------------------------------------------------

_FIGHT = {"type": "fight", "team": ["Brand"], "goal": "catch them", "opponents": ["Bandit"], "opponent_goal": "get away"}
MG_TRIES: dict[str, list[dict[str, Any]]] = {
    "add-character": [{"name": "Brand", "nature": 4, "will": 3, "health": 5}],
    "session start": [{}], "session end": [{}], "scene start": [{}], "scene end": [{}],
    "turn gm": [{}], "turn players": [{}], "turn end": [{}],
    "rewards give": [{"character": "Brand", "fate": ["belief"]}], "rewards done": [{}],
    "test": [{"skill": "scout", "character": "Brand", "ob": 3, "dice": [6, 2, 2]}],
    "oppose": [{"character": "Bandit", "dice": [5, 5, 2, 2]}],
    "fate": [{"character": "Brand", "dice": [3]}],
    "reroll": [{"character": "Brand", "trait": "Brave", "dice": [2, 2, 2]}],
    "take-condition": [{"condition": "angry", "character": "Brand"}],
    "break-tie": [{"roll": True, "dice": [5, 2, 2], "versus_dice": [2, 2, 2]}],
    "resolve": [{}],
    "mark": [{"character": "Rogard", "condition": "angry"}],
    "clear": [{"character": "Rogard", "condition": "angry"}],
    "rest": [{"character": "Rogard"}],
    "injury": [{"character": "Rogard", "target": "pathfinder"}],
    "trait charge": [{"character": "Brand", "trait": "Brave"}],
    "trait recharge": [{"character": "Brand", "trait": "Brave"}],
    "conflict start": [_FIGHT],
    "conflict disposition": [{"character": "Brand", "seed": 1}, {"character": "Bandit", "seed": 2}],
    "conflict wield": [{"character": "Brand", "weapon": "sword"}],
    "conflict script": [{"side": "Brand", "actions": ["attack"] * 3}, {"side": "Bandit", "actions": ["attack"] * 3}],
    "conflict reveal": [{}],
    "conflict roll": [{"character": "Brand", "seed": 3}, {"character": "Bandit", "seed": 4}],
    "conflict maneuver": [{"character": "Brand", "buy": ["impede"]}],
    "conflict close": [{"terms": "they part"}],
}
#: Commands whose content these states never hold (a new name, a level-3 trait, Rogard angry, tired or
#: injured, a trait used, a maneuver's margin): listed when their phase allows them, refused by content.
MG_CONTENT = {c: (lambda s: False) for c in ("add-character", "reroll", "clear", "rest", "injury", "trait recharge",
                                             "conflict maneuver")}


def _mg(*steps: tuple[str, dict[str, Any]], **options: Any) -> Callable[[], Game]:
    def make() -> Game:
        from test_mouseguard_table import BANDIT, BRAND, ROGARD

        g = Game("mouseguard", **options)
        g.do("add-character", name="Brand", **BRAND, trait=["Brave=1"], weapon=["sword"])
        g.do("add-character", name="Rogard", **ROGARD)
        g.do("add-character", name="Bandit", **BANDIT, weapon=["sword"])
        g.state["characters"]["Brand"].update(fate=2, checks=5)        # content the phases do not decide
        for command, args in steps:
            g.do(command, **args)
        return g
    return make


_GM_SCENE = (("session start", {}), ("turn gm", {}), ("scene start", {}))
_VERSUS = ("test", {"skill": "fighter", "character": "Brand", "versus": "Bandit", "dice": [6, 2, 2, 2]})
_DECLARED = (*_GM_SCENE, ("conflict start", _FIGHT))
_SCRIPTING = (*_DECLARED, ("conflict disposition", {"character": "Brand", "seed": 1}),
              ("conflict disposition", {"character": "Bandit", "seed": 2}))
_SEALED = (*_SCRIPTING, ("conflict script", MG_TRIES["conflict script"][0]), ("conflict script", MG_TRIES["conflict script"][1]))
MG_STATES = {
    "before play": _mg(),
    "session running, no turn": _mg(("session start", {})),
    "GM's Turn, scene open": _mg(*_GM_SCENE),
    "Players' Turn, scene open": _mg(*_GM_SCENE, ("turn players", {})),
    "a failing test open": _mg(*_GM_SCENE, ("test", MG_TRIES["test"][0])),
    "a versus test waits for its opponent": _mg(*_GM_SCENE, _VERSUS),
    "a versus test tied": _mg(*_GM_SCENE, _VERSUS, ("oppose", {"character": "Bandit", "dice": [6, 2, 2, 2]})),
    "the mission's rewards": _mg(*_GM_SCENE, ("turn players", {}), ("scene end", {}), ("turn end", {})),
    "conflict declared": _mg(*_DECLARED),
    "conflict scripting": _mg(*_SCRIPTING),
    "conflict sealed": _mg(*_SEALED),
    "a volley revealed": _mg(*_SEALED, ("conflict reveal", {})),
    "session ending for its rewards": _mg(("session start", {}), ("session end", {}),
                                          **{"mouseguard.rewards.timing": "perSession"}),
    "session ended": _mg(("session start", {}), ("session end", {})),
}


@pytest.mark.parametrize("phase", list(MG_STATES))
def test_mouseguard_hints_are_exactly_what_the_phase_accepts(phase: str) -> None:
    check_hints(MG_STATES[phase](), MG_TRIES, {}, content=MG_CONTENT)
