"""What ``ledger status`` says an open roll takes is what ``resolve`` accepts: for every system with picks, every move
and every tier, one pick fewer than status's minimum and one more than its maximum are refused, the minimum and the
maximum are accepted (each group of options on its own, the others at their minimum).

Source: README "Using the ledger" (status: the open roll and its picks); seed 002 (Pokémon Noir), each move's
"scegli" lines (Scambio di Attacchi l.9-15 "14+ = Scegli 3 / 10-13 = Scegli 2 / 7-9 = Scegli 1, poi scegli ... /
1-6 = Il GM sceglie 1 o fa una Reazione", the harmless Simple Power's extra pick l.5); seed 000 (Masks) each move's
10+ / 7-9 lists; the Mosaic moves' options (one on a hit).
"""

from __future__ import annotations

import copy
from typing import Any, Callable

import pytest

import rules
from rules.decide import decide
from rules.declaration import Context
from rules.errors import RuleError
from rules.pokemon.data import LADDERS, MOVES, PICKS
from rules.pokemon.rolls import PARAMS

# --- Pokémon Noir ------------------------------------------------------------------------------------

#: A roll of each move: the arguments it needs (002: each move's trigger).
POKEMON_ARGS: dict[str, dict[str, Any]] = {
    "scambio": {"approccio": "grinta", "pokemon": "Pikachu"}, "tutto": {"pokemon": "Pikachu", "potere": "Fulmine Finale"},
    "cerca": {"approccio": "grinta"}, "ritira": {"pokemon": "Pikachu"}, "droga": {"pokemon": "Pikachu"},
    "mercato": {"contatto": "Zio Sam", "oggetto": "Superpozione", "prezzo": 1}, "minaccia": {"pokemon": "Pikachu"},
    "osserva": {}, "alibi": {"contatto": "cugino"},
}
#: Answers a move wants at resolve besides picks, per tier (002 l.51: a 6- on Go All Out marks a Severe slot).
POKEMON_EXTRA: dict[tuple[str, str], dict[str, Any]] = {("tutto", "6-"): {"slot": ["rottura"]}}
#: Threaten's 10+ is a sequence (002 l.125-131): the picks of each length that read as one.
THREATEN_10 = {1: ["cede"], 2: ["bluff", "ritratti"], 3: ["bluff", "ferisci", "fugge"], 4: ["bluff", "ferisci", "fugge", "calma"]}
#: The total each tier is rolled at.
TOTALS = {"14+": 14, "10+": 11, "7-9": 8, "6-": 4, "7+": 9}


def _pokemon_game(bonus: bool, tired: bool = False) -> tuple[Any, dict[str, Any], Callable[..., Any]]:
    """Ash (every Approach +2, 5 Resources, Alert 2) and Pikachu (Friendship +2) in an open scene and battle; ``tired``:
    the published harm slots and Pikachu's [Fatica] marked (it loses the harmless bonus, PN-A06)."""
    system = rules.get_system("pokemon")
    state = system.new_state(system.parse_options({"pokenoir.harm.slots": "published"} if tired else {}))
    n = [0]

    def do(st: dict[str, Any], command: str, actor: str = "GM", **args: Any) -> dict[str, Any]:
        n[0] += 1
        return decide(system, st, command, args, Context(actor, n[0], 1234))[1]

    state = do(state, "add-character", name="Ash", approcci=[2, 2, 2, 2, 2], risorse=5, allerta=2)
    state = do(state, "add-pokemon", name="Pikachu", allenatore="Ash", amicizia=2)
    for command in ("session start", "scene start", "battle start"):
        state = do(state, command)
    if tired:
        state = do(state, "harm", character="Pikachu", slot="fatica")
    return system, state, do


def _in_need_mode(state: dict[str, Any], do: Callable[..., Any]) -> dict[str, Any]:
    """Pikachu in Need Mode (002 l.59: Treat Violently at Friendship -2, "entra in Modalità Bisogno"), back at +2."""
    state = do(state, "adjust", character="Pikachu", amicizia=-4)
    state = do(state, "treat-violently", "Ash", pokemon="Pikachu", choice="bisogno")
    return do(state, "adjust", character="Pikachu", amicizia=4)


def _pokemon_open(move: str, tier: str, bonus: bool, tired: bool = False) -> tuple[Any, dict[str, Any], Callable[..., Any]]:
    """A state with ``move`` rolled at ``tier`` (the dice chosen from the roll's modifier)."""
    system, base, do = _pokemon_game(bonus, tired)
    if move == "ritira":
        base = _in_need_mode(base, do)
    args = dict(POKEMON_ARGS[move], **({"innocuo": True} if bonus else {}))
    probe = do(copy.deepcopy(base), "roll", "Ash", move=move, dice=[1, 1], **args)["roll"]
    need = TOTALS[tier] - (probe["total"] - 2)
    dice = [max(1, min(6, need - 1)), 0]
    dice[1] = need - dice[0]
    assert 1 <= dice[1] <= 6, (move, tier, need)
    state = do(base, "roll", "Ash", move=move, dice=dice, **args)
    assert state["roll"]["tier"] == tier
    return system, state, do


def _plain(move: str, options: list[str], bonus: bool = False) -> list[str]:
    """Options that need no parameter, in status's order (not azzera, only for a negative Friendship; not potenzi
    with the harmless bonus, which it forgoes: 002 l.5 "non puoi scegliere [Potenzi]")."""
    return [o for o in options if (move, o) not in PARAMS and o != "azzera" and not (bonus and o == "potenzi")]


def _cases() -> list[tuple[str, str, bool, bool]]:
    out = [(m, t, False, False) for m, spec in MOVES.items() for t in LADDERS[spec["ladder"]][0]]
    return out + [("scambio", t, True, tired) for t in LADDERS["four"][0] for tired in (False, True)]


@pytest.mark.parametrize("move,tier,bonus,tired", _cases(),
                         ids=[f"{m}-{t}{'-innocuo' if b else ''}{'-fatica' if f else ''}" for m, t, b, f in _cases()])
def test_pokemon_status_counts_are_what_resolve_takes(move: str, tier: str, bonus: bool, tired: bool) -> None:
    """Every Pokémon Noir move and tier, and the Exchange with a harmless Simple Power (002 l.5), also by a Pokémon
    whose [Fatica] takes the bonus away under the published slots (PN-A06)."""
    system, state, do = _pokemon_open(move, tier, bonus, tired)
    rule = system.views.status(state, "it")["roll"]["picks"]
    groups = rule["groups"]
    extra = POKEMON_EXTRA.get((move, tier), {})
    if not groups:
        assert (rule["min"], rule["max"]) == (0, 0)
        do(copy.deepcopy(state), "resolve", **extra)
        with pytest.raises(RuleError) as err:
            do(copy.deepcopy(state), "resolve", pick=[(_plain(move, list(PICKS.get(move) or {})) or ["x"])[0]], **extra)
        assert err.value.field == "pick"
        return
    assert rule["min"] == sum(g["min"] for g in groups) and rule["max"] == sum(g["max"] for g in groups)
    if move == "scambio" and tier != "6-":
        assert groups[0]["max"] - groups[0]["min"] == (1 if bonus and not tired else 0)
    for i, g in enumerate(groups):
        for count in sorted({g["min"] - 1, g["min"], g["max"], g["max"] + 1} - {-1}):
            picks: list[str] = []
            for j, h in enumerate(groups):
                n = count if j == i else h["min"]
                if (move, tier) == ("minaccia", "10+"):
                    picks += THREATEN_10.get(n, [])
                else:
                    plain = _plain(move, h["options"], bonus)
                    picks += (plain * 2)[:n] if move == "scambio" else plain[:n]
            if count and len(picks) < count:
                continue                                   # not that many distinct options to offer
            ok = g["min"] <= count <= g["max"]
            if ok:
                after = do(copy.deepcopy(state), "resolve", pick=picks, **extra)
                assert after["roll_phase"] != "adjusting", (picks, rule)
            else:
                with pytest.raises(RuleError) as err:
                    do(copy.deepcopy(state), "resolve", pick=picks, **extra)
                assert err.value.field == "pick", (picks, err.value.message)



# --- Masks -------------------------------------------------------------------------------------------

MASKS_DICE = {"strong_hit": [5, 5], "weak_hit": [4, 3], "miss": [1, 2]}
#: Options that take a parameter, with one (seed 000: the condition Unleash or a rejected miss marks, Reject
#: Influence's potential and Labels shifted, Powerful Blow's provoked teammate and two conditions).
MASKS_WITH = {"UP1": "UP1:condition=angry", "RI1": "RI1:potential", "RI2": "RI2:up=danger,down=savior",
              "RIM": "RIM:condition=angry", "PB7a": "PB7a:provoke=Gale", "PB7c": "PB7c:conditions=hopeless+insecure"}
#: Powerful Blow's 10+ is "PB10a or PB10b alone, or two different PB7" (000, MK-M08): the picks of each length.
MASKS_WAYS = {("powerful_blow", "strong_hit"): {1: ["PB10a"], 2: ["PB7b", "PB7c"], 3: ["PB7a", "PB7b", "PB7c"]}}


def _masks_cases() -> list[tuple[str, str | None, str]]:
    from rules.masks.data import MOVES as MASKS_MOVES

    out = []
    for move, spec in MASKS_MOVES.items():
        for kind in (("npc", "pc") if spec.get("needs_target") else (None,)):
            out += [(move, kind, tier) for tier in MASKS_DICE]
    return out


@pytest.mark.parametrize("move,kind,tier", _masks_cases(), ids=[f"{m}-{k or 'alone'}-{t}" for m, k, t in _masks_cases()])
def test_masks_status_counts_are_what_resolve_takes(move: str, kind: str | None, tier: str) -> None:
    """Every Masks move, against an NPC and a hero where it takes a target, at every tier (seed 000 each move's lists)."""
    from conftest import Table

    table = Table()
    table.pc("Rook")
    table.pc("Gale")
    table.do("add-npc", name="Vance")
    table.in_scene()
    target = {"npc": {"target": "Vance"}, "pc": {"target": "Gale"}}.get(kind or "", {})
    if move == "reject_influence":                      # only someone holding Influence over you can be rejected
        table.do("influence give", character="Rook", to=target["target"])
    try:
        table.do("roll", move=move, character="Rook", dice=MASKS_DICE[tier], **target)
    except RuleError as refused:
        pytest.skip(f"{move} does not roll this way: {refused.message}")
    state = table.state
    rule = table.system.views.status(state, "en")["roll"]["picks"]
    system = table.system

    def resolve(picks: list[str]) -> dict[str, Any]:
        return decide(system, copy.deepcopy(state), "resolve", {"pick": picks}, Context("GM", 99))[1]

    groups = rule["groups"]
    assert rule["min"] == sum(g["min"] for g in groups) and rule["max"] == sum(g["max"] for g in groups)
    for i, g in enumerate(groups):
        for count in sorted({g["min"] - 1, g["min"], g["max"], g["max"] + 1} - {-1}):
            picks = [o for j, h in enumerate(groups) for o in h["options"][:count if j == i else h["min"]]]
            if len([o for o in picks if o in g["options"]]) < count:
                continue
            picks = [MASKS_WITH.get(o, o) for o in MASKS_WAYS.get((move, tier), {}).get(count, picks)]
            if g["min"] <= count <= g["max"]:
                assert resolve(picks)["roll_phase"] == "idle", picks
            else:
                with pytest.raises(RuleError):
                    resolve(picks)


# --- Mosaic ------------------------------------------------------------------------------------------

MOSAIC_FACES = {"success": [6, 5], "success_at_cost": [4, 3], "miss": [2, 1]}


def _mosaic_cases() -> list[tuple[str, str]]:
    from rules.mosaic.data import MOVES as MOSAIC_MOVES

    return [(m, t) for m, spec in MOSAIC_MOVES.items() if spec["kind"] == "action" and spec["roll"] == "stat" for t in MOSAIC_FACES]


@pytest.mark.parametrize("move,tier", _mosaic_cases(), ids=[f"{m}-{t}" for m, t in _mosaic_cases()])
def test_mosaic_status_counts_are_what_resolve_takes(move: str, tier: str) -> None:
    """Every Mosaic action move rolled on a stat, at every tier: one of its options on a hit, none on a miss (seed 001,
    MO-M01..M05)."""
    from test_mosaic_examples import Mosaic

    game = Mosaic()
    game.three()
    game.in_scene()
    for size in range(2, 7):                             # the pool's size: the first count of dice the roll takes
        try:
            game.roll(move, "Diego", MOSAIC_FACES[tier] + [1] * (size - 2))
            break
        except RuleError as refused:
            assert refused.field == "dice", refused.message
    state, system = game.state, game.system
    assert state["roll"]["tier"] == tier
    rule = system.views.status(state, "en")["roll"]["picks"]
    from rules.mosaic.data import MOVES as MOSAIC_MOVES

    options = [o for g in rule["groups"] for o in g["options"]] or list(MOSAIC_MOVES[move]["options"])   # a miss: the move's
    assert rule["min"] == sum(g["min"] for g in rule["groups"]) and rule["max"] == sum(g["max"] for g in rule["groups"])

    def resolve(count: int) -> dict[str, Any]:
        return decide(system, copy.deepcopy(state), "resolve", {"pick": options[:count]}, Context("Diego", 99, 7))[1]

    for count in sorted({rule["min"] - 1, rule["min"], rule["max"], rule["max"] + 1} - {-1}):
        if count > len(options):
            continue
        if rule["min"] <= count <= rule["max"]:
            assert resolve(count).get("roll") is None, count
        else:
            with pytest.raises(RuleError) as err:
                resolve(count)
            assert err.value.field == "pick", err.value.message
