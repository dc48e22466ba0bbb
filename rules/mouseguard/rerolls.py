"""Post-roll changes to an open test: Fate, a level-3 trait's reroll, success at the price of a condition,
and breaking a versus tie.

Source: 004 "Destino" (a point rerolls the dice), "Rasgos" (level 3: reroll a failed roll once a
session), "Reglas básicas" (success in exchange for a condition), "Ganar marcas" (a tie broken in the
opponent's favour earns 2 checks); catalogue MG-D07, MG-D08, MG-A03, MG-A04, MG-A22, MG-A25. Each
change keeps every face: the faces before and after are recorded with their source.
"""

from __future__ import annotations

from typing import Any

from rules.dice import parse_dice, roll_dice
from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.data import term
from rules.mouseguard.permits import fate_refusal, reroll_refusal
from rules.mouseguard.pools import earn_checks, successes, trait_of
from rules.mouseguard.rolls import open_test, recount, side_of
from rules.mouseguard.state import char, mark_condition, opt, who_acts
from rules.mouseguard.choices import pick
from rules.numbers import counted
from rules.phases import RollPhases, advance


def typed_count(value: Any) -> int:
    """How many faces a typed-in ``value`` holds (``"6,3"`` -> 2), for chains of unknown length."""
    if isinstance(value, (list, tuple)):
        return len(value)
    text = str(value).replace(",", " ").split()
    return len(text)


def explode(faces: list[int], dice: Any, seed: int | None, action_seed: int | None) -> tuple[list[int], str]:
    """New dice for a Fate point under ``explodeSixes`` (catalogue MG-A25 [P]): one per 6, again for each
    new 6. Typed dice must hold exactly the chain; seeded dice are drawn one stream. Returns (new faces, source).

    Raises ``RuleError("dice")`` when there is no 6, or the typed chain is short or long.
    """
    need = sum(1 for f in faces if f == 6)
    if need == 0:
        raise RuleError("fate", "no die shows a 6: a Fate point makes each 6 roll another die (mouseguard.fate.mode=explodeSixes)")
    if dice is not None:
        typed = parse_dice(dice, typed_count(dice))
        source = "physical"
    else:
        typed, source = roll_dice(None, seed, action_seed, 64)
    out: list[int] = []
    while need:
        chunk = typed[len(out):len(out) + need]
        if len(chunk) < need:
            raise RuleError("dice", f"each 6 adds a die: {counted(len(out) + need, 'die', 'en')} needed so far, {len(typed)} typed")
        out += chunk
        need = sum(1 for f in chunk if f == 6)
    if dice is not None and len(out) != len(typed):
        raise RuleError("dice", f"the sixes add {counted(len(out), 'die', 'en')} ({','.join(map(str, out))}); {len(typed)} typed")
    return out, source


def spend_fate(d: Draft, given: str | None, actor: str, dice: Any, seed: int | None, action_seed: int | None) -> dict[str, Any]:
    """Spend 1 Fate on one side of the open test (004 Destino; MG-T11); once per side per test.

    ``mouseguard.fate.mode``: ``explodeSixes`` (each 6 rolls a new die), ``rerollAll`` or ``rerollFailed``
    (dice showing 1-3). Raises ``RuleError`` (``phase``, ``character``, ``fate``, ``dice``).
    """
    test = open_test(d)
    i = side_of(d, test, given, actor)
    side = dict(test["sides"][i])
    who = side["roller"]
    phase = advance(RollPhases, d.state["roll_phase"], "adjust", "roll", "fate")
    refused = fate_refusal(d, test, i)          # the same predicate its gate lists it by
    if refused:
        raise refused
    mode = opt(d, "mouseguard.fate.mode")
    before = list(side["faces"])
    if mode == "explodeSixes":
        new, source = explode(before, dice, seed, action_seed)
        after = before + new
    else:
        idx = [k for k, f in enumerate(before) if mode == "rerollAll" or f < 4]
        if not idx:
            raise RuleError("fate", "no die failed: nothing to reroll (mouseguard.fate.mode=rerollFailed)")
        new, source = roll_dice(dice, seed, action_seed, len(idx))
        after = list(before)
        for k, f in zip(idx, new):
            after[k] = f
    side.update(faces=after, fate=True)
    side["successes"] = recount(side)
    cause = f"test #{test['id']}"
    d.event("FateSpent", cause=cause, test=test["id"], character=who, mode=mode, faces_before=before, faces=after,
            new_faces=new, dice_source=source, successes=side["successes"])
    d.set("characters", who, "fate", char(d, who)["fate"] - 1)
    sides = list(test["sides"])
    sides[i] = side
    d.set("test", "sides", sides)
    d.set("roll_phase", phase)
    return side


def trait_reroll(d: Draft, given: str | None, actor: str, trait: str, dice: Any, seed: int | None,
                 action_seed: int | None) -> dict[str, Any]:
    """Reroll a failed test with a level-3 trait, once a session (004 Rasgos; MG-T12, MG-A22).

    ``mouseguard.trait.l3Reroll``: ``failedDice`` rerolls the dice showing 1-3, ``wholeRoll`` all of them.
    Raises ``RuleError`` (``trait`` below level 3 or used; ``phase`` when the side is not failing).
    """
    test = open_test(d)
    i = side_of(d, test, given, actor)
    side = dict(test["sides"][i])
    who = side["roller"]
    phase = advance(RollPhases, d.state["roll_phase"], "adjust", "roll", "reroll")
    name = trait_of(d, who, trait)
    refused = reroll_refusal(d, test, i, name)  # the same predicate its gate lists it by
    if refused:
        raise refused
    before = list(side["faces"])
    idx = [k for k, f in enumerate(before) if opt(d, "mouseguard.trait.l3Reroll") == "wholeRoll" or f < 4]
    new, source = roll_dice(dice, seed, action_seed, len(idx))
    after = list(before)
    for k, f in zip(idx, new):
        after[k] = f
    side.update(faces=after, reroll=True)
    side["successes"] = recount(side)
    cause = f"test #{test['id']}"
    d.event("TraitReroll", cause=cause, test=test["id"], character=who, trait=name, faces_before=before, faces=after,
            new_faces=new, dice_source=source, successes=side["successes"])
    d.set("characters", who, "traits", name, "used", True)
    sides = list(test["sides"])
    sides[i] = side
    d.set("test", "sides", sides)
    d.set("roll_phase", phase)
    return side


def take_condition(d: Draft, condition: str, given: str | None, actor: str, affects: str | None = None) -> str:
    """Turn the open failed independent test into a success at the price of ``condition`` (004 Reglas
    básicas; MG-D07, MG-A03). Under ``requestedBy = player`` the roller (or the GM) asks; under ``GM``
    only the GM grants it (its gate, ``rules.mouseguard.gates``, wants a failed independent test open).
    Raises ``RuleError`` (``as``, ``condition`` already marked).
    """
    from rules.mouseguard.volley_window import buy_success, is_volley

    test = open_test(d)
    i = side_of(d, test, given, actor) if is_volley(test) else 0
    who = test["sides"][i]["roller"]
    by = opt(d, "mouseguard.successWithCondition.requestedBy")
    if by == "GM" and actor != "GM":
        raise RuleError("as", "under mouseguard.successWithCondition.requestedBy=GM only the GM grants it")
    if by == "player" and actor not in ("GM", who):
        raise RuleError("as", f"{who} (or the GM) asks for success at the price of a condition")
    if given and who_acts(d, given, actor) != who:
        raise RuleError("character", f"test #{test['id']} was rolled by {who}")
    if is_volley(test):
        buy_success(d, test, i)
    phase = advance(RollPhases, d.state["roll_phase"], "adjust", "roll", "take-condition")
    cause = f"test #{test['id']}"
    cid = mark_condition(d, who, condition, cause=cause, affects=affects)
    d.event("SuccessWithCondition", cause=cause, test=test["id"], character=who, condition=cid)
    if is_volley(test):
        bought = list(test["conditions"])
        bought[i] = cid
        d.set("test", "conditions", bought)
    else:
        d.set("test", "condition_bought", cid)
    d.set("roll_phase", phase)
    return cid


def break_tie(d: Draft, a: Any, actor: str, action_seed: int | None) -> dict[str, Any]:
    """Break a tied versus test (catalogue MG-A04, ``mouseguard.tie.rule = traitThenRoll``).

    With ``a.trait``: that side's roller uses the trait against themselves: they earn 2 checks and the
    opponent wins by one (004 Ganar marcas). With ``a.roll``: a tie-break roll, each side rolling its
    ``a.ability`` (Will by default; ``dice`` for the first side, ``versus_dice`` for the second); a new
    tie stays tied; a side whose ability is 0 rolls no dice and is refused (``ability``: no tie is broken by an empty
    roll, nor by ``--versus-dice ""``). Raises ``RuleError`` (``trait``; ``against_trait`` for a second handicap;
    ``ability``; ``dice``).
    """
    test = open_test(d)                     # its gate wants a tied versus test
    if bool(a.trait) == bool(a.roll):
        raise RuleError("trait", "break the tie either with a trait used against yourself (--trait T --as ROLLER) or with a tie-break roll (--roll)")
    phase = advance(RollPhases, d.state["roll_phase"], "adjust", "roll", "break-tie")
    cause = f"test #{test['id']}"
    if a.trait:
        i = side_of(d, test, a.character, actor)
        side = test["sides"][i]
        name = trait_of(d, side["roller"], a.trait)
        if side["handicap"] and opt(d, "mouseguard.checks.selfHandicapScope") == "perTest":
            raise RuleError("against_trait", f"{side['roller']} already used a trait against themselves in test #{test['id']} (one per test)")
        winner = 1 - i
        d.event("TieBroken", cause=cause, test=test["id"], by=side["roller"], trait=name, winner=winner,
                winner_name=test["sides"][winner]["roller"])
        earn_checks(d, side["roller"], name, "tie", cause)
        d.set("test", "tie", {"by": side["roller"], "trait": name, "winner": winner})
    else:
        ability = pick("tie", "ability", a.ability or "will")
        rolls = []
        for k, (dice, field) in enumerate(((a.dice, "dice"), (a.versus_dice, "versus_dice"))):
            who = test["sides"][k]["roller"]
            count = char(d, who)["abilities"][ability]
            if count <= 0:
                raise RuleError("ability", f"{who} has {term(ability)} 0 and would roll no dice; break the tie with "
                                           "another ability (--ability will, health or nature) or a trait (--trait)")
            faces, source = roll_dice(dice, a.seed, None if action_seed is None else action_seed + k, count, field=field)
            rolls.append({"roller": who, "ability": ability, "faces": faces, "dice_source": source,
                          "successes": successes(faces)})
        winner = None if rolls[0]["successes"] == rolls[1]["successes"] else (0 if rolls[0]["successes"] > rolls[1]["successes"] else 1)
        d.event("TieBreakRolled", cause=cause, test=test["id"], rolls=rolls, winner=winner,
                winner_name=test["sides"][winner]["roller"] if winner is not None else None)
        d.set("test", "tie", {"roll": rolls, "winner": winner})
    d.set("roll_phase", phase)
    return d.state["test"]
