"""Legal picks for a generated Masks table's open roll, one function a move (``masks_table.Builder.picks``).

Each takes the builder (its seeded ``random.Random`` and its reads of the state) and the open roll, and returns the
picks as the CLI types them (``OPTION[:param=value,...]``), legal at the roll's tier. Source: seed 000 (each move's
10+ and 7-9 lists), docs/systems/masks.md "Picks".
"""

from __future__ import annotations

from typing import Any


def _directly_engage(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Directly Engage at the roll's tier."""
    return b.rng.sample(["DE1", "DE2", "DE3", "DE4"], 2 if strong else 1) if hit else []


def _unleash(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Unleash at the roll's tier."""
    who = roll["roller"]
    if strong or not hit:          # only a 7-9 picks
        return []
    free = b.free(who)
    if free and len(b.marked(who)) < 3 and b.chance(0.5):
        return [f"UP1:condition={b.pick(free)}"]
    return ["UP2"]


def _comfort(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Comfort at the roll's tier."""
    who, tgt = roll["roller"], roll["target"]
    if not hit:
        return []
    out = []
    if roll["target_kind"] == "pc" and b.chance(0.8):
        choice = b.pick(["CS1", "CS2", "CS3"])
        pr = b.pair(tgt)
        if choice == "CS2" and b.marked(tgt):
            out.append(f"CS2:condition={b.pick(b.marked(tgt))}")
        elif choice == "CS3" and pr:
            out.append(f"CS3:up={pr[0]},down={pr[1]}")
        else:
            out.append("CS1")
    if strong and b.chance(0.7):
        out.append(f"CS5:condition={b.pick(b.marked(who))}" if b.marked(who) else "CS4")
    return out


def _pierce_the_mask(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Pierce the Mask at the roll's tier."""
    return b.rng.sample(["PM1", "PM2", "PM3", "PM4", "PM5"], 3 if strong else 1) if hit else []


def _defend(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Defend at the roll's tier."""
    who = roll["roller"]
    if not hit or roll["target_kind"] == "pc":
        return []
    main = b.pick(["DF1", "DF2", "DF3"])
    if main == "DF3" and b.marked(who):
        out = [f"DF3:condition={b.pick(b.marked(who))}"]
    elif main == "DF2":
        protect = [p for p in b.active() if p not in (who, roll["target"]) and not b.holds(who, p)]
        out = [f"DF2:over={b.pick(protect)}" if protect else "DF1"]
    else:
        out = ["DF1"]
    if not strong:
        out.append(b.pick(["DFC1", "DFC2"]))
    return out


def _assess(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Assess at the roll's tier."""
    return b.rng.sample(["AS1", "AS2", "AS3", "AS4", "AS5"], 2 if strong else 1) if hit else []


def _provoke(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Provoke at the roll's tier."""
    tgt = roll["target"]
    if not hit:
        return []
    if roll["target_kind"] == "npc":
        if strong or b.chance(0.3):
            return []
        return [b.pick(["PVN1", "PVN2", "PVN3"])]
    if b.chance(0.1):
        return [f"{b.pick(['PVP1', 'PVP2'])}:happened=no"]
    free = b.free(tgt)
    if free and len(free) >= 3 and b.chance(0.5):
        return [f"PVP2:condition={b.pick(free)}"]
    return ["PVP1"]


def _powerful_blow(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Powerful Blow at the roll's tier."""
    who = roll["roller"]
    if not hit:
        return []
    sevens = ["PB7a", "PB7b"] + (["PB7c"] if len(b.free(who)) >= 4 else [])
    mates = [p for p in b.active() if p != who] or [b.villain]

    def seven(opt: str) -> str:
        if opt == "PB7a":
            return f"PB7a:provoke={b.pick(mates)}"
        if opt == "PB7c":
            return "PB7c:conditions=" + "+".join(b.rng.sample(b.free(who), 2))
        return opt

    if strong:
        if b.chance(0.5):
            return [b.pick(["PB10a", "PB10b"])]
        return [seven(o) for o in b.rng.sample(sevens, 2)]
    return [seven(b.pick(sevens))]


def _reject_influence(b: Any, roll: dict[str, Any], strong: bool, hit: bool) -> list[str]:
    """The picks of Reject Influence at the roll's tier."""
    who = roll["roller"]
    if not hit:
        free = b.free(who)
        params = [f"condition={b.pick(free)}"] if free else []  # none free: taken out
        pr = b.pair(who)
        if pr and b.chance(0.5):
            params += [f"up={pr[0]}", f"down={pr[1]}"]
        return ["RIM" + (":" + ",".join(params) if params else "")]
    out = []
    for opt in b.rng.sample(["RI1", "RI2", "RI3"], 2 if strong else 1):
        pr = b.pair(who)
        if opt == "RI2" and pr:
            out.append(f"RI2:up={pr[0]},down={pr[1]}")
        elif opt == "RI1" or opt == "RI2":
            out.append(f"RI1:clear={b.pick(b.marked(who))}" if b.marked(who) else "RI1:potential")
        else:
            out.append("RI3")
    if len({p.split(':')[0] for p in out}) != len(out):  # RI2 fell back to RI1 next to an RI1
        out = out[:1]
        if strong:
            out.append("RI3" if not out[0].startswith("RI3") else "RI1:potential")
    return out


#: move id -> its picker.
PICKERS = {"directly_engage": _directly_engage, "unleash": _unleash, "comfort": _comfort,
           "pierce_the_mask": _pierce_the_mask, "defend": _defend, "assess": _assess, "provoke": _provoke,
           "powerful_blow": _powerful_blow, "reject_influence": _reject_influence}


def picks_for(b: Any, roll: dict[str, Any]) -> list[str]:
    """Legal picks for ``roll`` (the open roll: ``move``, ``tier``, ``roller``, ``target``, ``target_kind``) made by
    builder ``b``. Raises ``SystemExit`` for a move the generator does not play (a bug of the generator)."""
    picker = PICKERS.get(roll["move"])
    if picker is None:
        raise SystemExit(f"generator bug: unknown move {roll['move']}")
    return picker(b, roll, roll["tier"] == "strong_hit", roll["tier"] != "miss")
