"""The exact odds of a Mouse Guard roll made now: n d6, a success on each 4, 5 or 6, against an Ob or a pool.

Source: 004 "Reglas básicas" (as many dice as the rating; each 4+ a success; independent tests need as many
successes as the obstacle, versus tests more than the opponent), "Destino" (a Fate point rerolls; catalogue
MG-A25 ``mouseguard.fate.mode``: each 6 rolls another die, or the failed dice are rolled again), "Disposición
inicial" (successes + the ability), "Conflictos" (the actions' Obs); catalogue §5.2 MG-D01..D09. A published
figure checks it: 7 dice needing 6 successes pass 8 times in 128.

The pool is never computed here: ``rules.odds.trial`` runs the real ``test``, ``oppose``, ``conflict roll``
or ``conflict disposition`` on the current state, so help, wises, gear, Persona, a tapped Nature, traits,
conditions, armour, beginner's luck and the conflict's pending effects are exactly those the roll would
use, and whatever would refuse the roll refuses the odds. Each die is icepool's ``Die([0, 1])`` (a 4+ on a
d6 is one chance in two, so the counts are out of 2**n); a Fate point's exploding sixes use the d6 itself.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.odds import chances, event, percent, trial
from rules.declaration import Context
from rules.numbers import counted

#: The commands that roll a pool, and the event each records its pool in.
ROLLS = {"test": ("TestRolled",), "oppose": ("TestOpposed",), "conflict roll": ("VolleyRolled",),
         "conflict disposition": ("DispositionRolled",), "break-tie": ("TieBreakRolled",)}

#: Spanish words of the odds table.
ES = {"roll": "tirada", "dice": "dados", "bonus successes": "éxitos extra", "pass": "superada", "fail": "fallida",
      "win": "gana", "tie": "empate", "lose": "pierde", "successes": "éxitos", "with Fate": "con Destino",
      "disposition": "disposición", "Ob": "Ob", "versus": "contra", "effect": "efecto", "no effect": "sin efecto",
      "pool": "reserva", "and more": "o más", "of": "de", "success": "éxito"}


def _w(key: str, lang: str) -> str:
    return ES.get(key, key) if lang == "es" else key


def success_die() -> Any:
    """One die of a pool as its successes: 0 (1-3) or 1 (4-6), equally likely (004: "4s o más")."""
    import icepool

    return icepool.Die([0, 1])


def fate_die(mode: str, depth: int) -> Any:
    """One die's successes when a Fate point is spent on the roll (catalogue MG-A25): ``explodeSixes``: a 6 rolls
    one more die, again for each new 6 (icepool ``explode``, at most ``depth`` times: deep enough that a chain
    that long already reaches every success that matters); ``rerollFailed``/``rerollAll``: a failed die is
    rolled again once (rerolling every die only helps the failed ones)."""
    import icepool

    if mode == "explodeSixes":
        chain = icepool.d6.explode([6], depth=depth)
        return chain.map(lambda total: (total - 1) // 6 + (1 if total - 6 * ((total - 1) // 6) >= 4 else 0))
    return success_die().reroll([0], depth=1)


def pool(count: int, bonus: int, die: Any | None = None) -> Any:
    """The successes of ``count`` dice plus ``bonus`` successes (gear as +1s, heavy armour, a shield's -1s),
    never below 0 (icepool: ``count @ die``)."""
    import icepool

    one = die if die is not None else success_die()
    total = (count @ one) if count > 0 else icepool.Die([0])
    return (total + bonus).map(lambda s: max(0, s))


def _against(successes: Any, other: Any, reduced: bool = False) -> list[dict[str, Any]]:
    """Win / tie / lose of ``successes`` against ``other`` successes (a die or a number)."""
    import icepool

    if not isinstance(other, icepool.Die):
        other = icepool.Die([other])
    return chances(successes - other, lambda m: "win" if m > 0 else "tie" if m == 0 else "lose", ("win", "tie", "lose"),
                   reduced=reduced)


def _ob(successes: Any, ob: int, reduced: bool = False) -> list[dict[str, Any]]:
    return chances(successes, lambda s: "pass" if s >= ob else "fail", ("pass", "fail"), reduced=reduced)


def _side(detail: dict[str, Any]) -> tuple[int, int]:
    return int(detail["count"]), sum(int(b["successes"]) for b in detail.get("bonus") or [])


def _fate(state: dict[str, Any], who: str, count: int, bonus: int, need: int) -> Any | None:
    """The roller's successes if they spend a Fate point on the roll, or None when they have none."""
    rec = state["characters"].get(who) or {}
    if rec.get("fate", 0) < 1 or count < 1:
        return None
    mode = state["options"].get("mouseguard.fate.mode", "explodeSixes")
    return pool(count, bonus, fate_die(mode, max(1, need)))


def odds(state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context, lang: str = "en") -> dict[str, Any]:
    """The odds of ``command`` (``test``, ``oppose``, ``conflict roll``, ``conflict disposition``) with ``args`` by
    ``ctx.actor`` on ``state`` now; the state is not changed.

    Keys: command, roller, skill, dice (the pool's count), pool (its parts), bonus (successes added), ob, versus,
    successes ([{successes, probability, exact}]), outcomes ([{outcome, name, probability, exact}]: pass/fail
    against an Ob, win/tie/lose against an opponent, effect/no effect in a volley; empty for a disposition),
    fate (the outcomes if a Fate point is spent, or None), disposition ([{disposition, ...}] or None). A versus
    test whose opponent has not rolled is counted against the pool the opponent's ``oppose`` would roll now
    with no adders of their own. Raises ``RuleError`` as the roll would, ``RuleError("command")`` for a
    command that rolls no pool.
    """
    from rules.mouseguard import SYSTEM

    if command not in ROLLS:
        raise RuleError("command", f"odds are computed for {', '.join(ROLLS)}, not {command!r}")
    events, after = trial(SYSTEM, state, command, args, ctx)
    detail = event(events, *ROLLS[command])
    if command == "break-tie":
        return _tie_break(detail, lang)
    if detail is None:                        # a recovery that fails at once (Hungry first): no dice are rolled
        raise RuleError("recover", "this attempt fails without a roll (Hungry/Thirsty is recovered first)")
    count, bonus = _side(detail)
    who = detail["roller"]
    successes = pool(count, bonus)
    data: dict[str, Any] = {"command": command, "roller": who, "skill": detail.get("tested") or detail.get("skill"),
                            "dice": count, "pool": detail["pool"], "bonus": bonus, "ob": None, "versus": None,
                            "successes": chances(successes, key="successes"), "outcomes": [], "fate": None,
                            "disposition": None}
    if command == "test" and detail.get("ob") is not None:
        data["ob"] = detail["ob"]
        data["outcomes"] = _ob(successes, detail["ob"])
        fate = _fate(state, who, count, bonus, detail["ob"])
        data["fate"] = _ob(fate, detail["ob"], True) if fate is not None else None
    elif command == "test":
        data["versus"] = detail["versus"]
        try:
            events2, _ = trial(SYSTEM, after, "oppose", {}, Context(detail["versus"], ctx.action_id + 1))
        except RuleError:
            events2 = []
        other = event(events2, "TestOpposed")
        if other is not None:
            data["versus_dice"] = other["count"]
            foe = pool(*_side(other))
            data["outcomes"] = _against(successes, foe)
            fate = _fate(state, who, count, bonus, count + 1 + other["count"])
            data["fate"] = _against(fate, foe, True) if fate is not None else None
    elif command == "oppose":
        first = state["test"]["sides"][0]
        data["versus"] = first["roller"]
        data["versus_successes"] = first["successes"]
        data["outcomes"] = _against(successes, first["successes"])
        fate = _fate(state, who, count, bonus, first["successes"] + 1)
        data["fate"] = _against(fate, first["successes"], True) if fate is not None else None
    elif command == "conflict roll":
        _volley(state, after, detail, successes, data, ctx)
    else:
        base = detail["ability_value"] + sum(p["amount"] for p in detail.get("penalties") or [])
        data["disposition"] = chances((successes + base).map(lambda v: max(1, v)), key="disposition")
        data["ability"] = {"name": detail["ability"], "value": detail["ability_value"], "penalties": detail.get("penalties") or []}
    for outcome in data["outcomes"] + (data["fate"] or []):
        outcome["name"] = _w(outcome["outcome"], lang)
    return data


def _volley(state: dict[str, Any], after: dict[str, Any], detail: dict[str, Any], successes: Any,
            data: dict[str, Any], ctx: Context) -> None:
    """A volley's outcomes for the side rolling now, with a Fate point too when the roller has one (004
    "Ejemplo de conflicto": a conflict action is a test, Fate included). A versus pairing (the weapon override
    counted as the roll would) is counted against the other side's successes once they have rolled, else
    against the pool their own ``conflict roll`` would have now with no adders (as a versus test's odds are);
    an independent one against the action's Ob (catalogue §5.5: Attack, Feint and Maneuver Ob 0, Defend Ob 3;
    an effect needs a margin of 1 or more)."""
    from rules.mouseguard import SYSTEM
    from rules.mouseguard.data import ACTION_OB
    from rules.mouseguard.volley_window import is_volley, pairing

    vol = next(c for c in state["conflicts"].values() if c.get("current"))["current"]
    i = detail["side"]
    acts = [x["action"] for x in vol["actions"]]
    data["action"] = acts[i]
    count, bonus = _side(detail)
    fate = None
    if is_volley(after.get("test")) and pairing(after, after["test"]) == "versus":
        data["versus"] = vol["actions"][1 - i]["actor"]
        other = vol["rolls"][1 - i]
        if other is not None:
            data["versus_successes"] = foe = other["successes"]
            need = foe + 1
        else:
            try:
                rolled, _ = trial(SYSTEM, after, "conflict roll", {}, Context(data["versus"], ctx.action_id + 1))
            except RuleError:
                rolled = []
            theirs = event(rolled, "VolleyRolled")
            if theirs is None:
                return
            data["versus_dice"] = theirs["count"]
            foe = pool(*_side(theirs))
            need = count + 1 + theirs["count"]
        data["outcomes"] = _against(successes, foe)
        fate = _fate(state, data["roller"], count, bonus, need)
        data["fate"] = _against(fate, foe, True) if fate is not None else None
        return
    ob = ACTION_OB[acts[i]]
    data["ob"] = ob
    effect = lambda s: "effect" if s > ob else "no effect"  # noqa: E731
    data["outcomes"] = chances(successes, effect, ("effect", "no effect"))
    fate = _fate(state, data["roller"], count, bonus, ob + 1)
    data["fate"] = chances(fate, effect, ("effect", "no effect"), reduced=True) if fate is not None else None


def _tie_break(detail: dict[str, Any] | None, lang: str) -> dict[str, Any]:
    """The odds of a tie-break roll (catalogue MG-A04 ``traitThenRoll``: each side rolls the ability, Will by
    default; more successes win, a new tie stays tied): the first side's win / tie / lose against the second's
    pool, and the first side's successes. Raises ``RuleError("roll")`` for a tie broken by a trait (no dice)."""
    if detail is None:
        raise RuleError("roll", "a tie broken by a trait rolls no dice; the odds are those of a tie-break roll (--roll)")
    mine, theirs = (pool(len(r["faces"]), 0) for r in detail["rolls"])
    first, second = detail["rolls"]
    data: dict[str, Any] = {"command": "break-tie", "roller": first["roller"], "skill": first["ability"],
                            "dice": len(first["faces"]), "pool": [], "bonus": 0, "ob": None, "versus": second["roller"],
                            "versus_dice": len(second["faces"]), "successes": chances(mine, key="successes"),
                            "outcomes": _against(mine, theirs), "fate": None, "disposition": None}
    for outcome in data["outcomes"]:
        outcome["name"] = _w(outcome["outcome"], lang)
    return data


def odds_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The odds as (field, value) rows in ``lang``: the pool, then each outcome's chance (with a Fate point
    when the roller has one), then the successes (or the disposition) one by one."""
    w = lambda k: _w(k, lang)  # noqa: E731
    against = f" Ob {data['ob']}" if data["ob"] is not None else (f" {w('versus')} {data['versus']}" if data["versus"] else "")
    bonus = f" {data['bonus']:+d} {w('bonus successes')}" if data["bonus"] else ""
    from rules.mouseguard.data import term

    rows = [(w("roll"), f"{data['roller']}: {term(data['skill'], lang)}, {counted(data['dice'], 'die', lang)}{bonus}{against}")]
    rows += [(o["name"], percent(o, lang)) for o in data["outcomes"]]
    rows += [(f"{o['name']} ({w('with Fate')})", percent(o, lang)) for o in data["fate"] or []]
    if data["disposition"] is not None:
        rows += [(f"{w('disposition')} {d['disposition']}", percent(d, lang)) for d in data["disposition"]]
    else:
        rows += [(f"{s['successes']} {w('success' if s['successes'] == 1 else 'successes')}", percent(s, lang))
                 for s in data["successes"]]                               # 1 success, 0 / 2 successes
    return rows


__all__ = ["fate_die", "odds", "odds_rows", "pool", "success_die"]
