"""How many picks an open roll takes, and of which options: the one rule ``ledger status`` shows, ``resolve``
checks and a correction's replay checks again, per move and tier.

Source: seed 002, each move's "scegli" lines: the Exchange of Attacks (l.9-15 "14+ = Scegli 3", "10-13 = Scegli 2",
"7-9 = Scegli 1, poi scegli: -1 al prossimo tiro, o il GM fa una Reazione", "1-6 = Il GM sceglie 1 o fa una
Reazione"; l.5 the harmless Simple Power's extra pick), Go All Out (l.47-51: Friendship +1 or reset to 1, "puoi"),
Search (l.69 "scegli 1 ... oppure scegli 2"), Recall (l.85 "tornerà nella Ball se scegli 1"), the black market
(l.113), Threaten (l.125-141), Read a Tense Situation (l.153-155), the alibi (l.177-179); catalogue PN-A03, PN-A06.
"""

from __future__ import annotations

from typing import Any

from rules.pokemon.resolution import count_check

#: Picks of each tier of the Exchange of Attacks (002 l.9-15).
EXCHANGE_PICKS = {"14+": 3, "10+": 2, "7-9": 1, "6-": 0}
EXCHANGE_OPTIONS = ("potenzi", "difendi", "resisti", "prepari", "plasmi", "influenzi", "conduci", "controlli", "proteggi",
                    "ristori", "eludi", "rigeneri")
EXCHANGE_COSTS = ("malus", "reazione")
#: The victim's answers on a 7-9 of Threaten (002 l.133-141).
SEVEN_NINE = ["fugge", "consegna", "pokemon", "difesa", "calma"]
#: What a roll without picks is, as its refusal says it (move, tier or "*" for every tier).
NONE = {("tutto", "6-"): "a 6- on Go All Out", ("cerca", "6-"): "a 6- on Search", ("cerca", "10+"): "a 10+ on Search",
        ("ritira", "6-"): "a 6- on Recall", ("ritira", "10+"): "a 10+ on Recall", ("droga", "*"): "Drug, radiation and TM",
        ("mercato", "7+"): "a 7+ on the black market", ("minaccia", "6-"): "a 6- on Threaten",
        ("alibi", "10+"): "a 10+ on the alibi"}
#: The questions of Read a Tense Situation (002 l.157-171).
QUESTIONS = ["via", "vulnerabile", "minaccia", "guardia", "posizione", "comando", "apparenza", "utile"]


def _group(options: list[str] | tuple[str, ...], low: int, high: int | None = None, what: str = "") -> dict[str, Any]:
    return {"options": list(options), "min": low, "max": low if high is None else high, "what": what}


def exchange_groups(state: dict[str, Any], roll: dict[str, Any]) -> list[dict[str, Any]]:
    """The Exchange of Attacks' groups at the roll's tier: its options (counted in picks used: Resisti:evita and
    Rigeneri on Severe harm or non-conta use 2) from the tier's count to one more with the harmless Simple Power
    bonus (002 l.5), and on a 7-9 exactly one cost; a 6- without the bonus: the GM's one option, or none."""

    tier, bonus = roll["tier"], harmless_bonus(state, roll)
    if tier == "6-" and not bonus:
        return [_group(EXCHANGE_OPTIONS, 0, 1, "the GM's option on a 6-")]
    count = EXCHANGE_PICKS[tier]
    groups = [_group(EXCHANGE_OPTIONS, count, count + (1 if bonus else 0), f"a {tier}")]
    if tier == "7-9":
        groups.append(_group(EXCHANGE_COSTS, 1, 1, "the cost of a 7-9"))
    return groups


def pick_groups(state: dict[str, Any], roll: dict[str, Any]) -> list[dict[str, Any]]:
    """The groups of options the open ``roll`` takes at its tier: ``[{"options" [ids], "min", "max", "what"}]``
    (``what``: the rules' English naming what the picks are for, as refusals say it). A roll without picks has one
    group of no options, 0 to 0."""
    move, tier = roll["move"], roll["tier"]
    if move == "scambio":
        return exchange_groups(state, roll)
    if move == "tutto" and tier != "6-":
        return [_group(["amicizia", "azzera"], 0, 1, "the Friendship option")]
    if move == "cerca" and tier == "7-9":
        return [_group(["tempo", "orda", "tracce", "predato"], 1, 2, "the complications of a 7-9")]
    if move == "ritira" and tier == "7-9":
        return [_group(["amicizia", "danno", "visto"], 0, 1, "the price of a 7-9")]
    if move == "mercato" and tier == "6-":
        return [_group(["allerta", "debito", "sovrapprezzo", "inferiore"], 1, 1, "the trouble of a 6-")]
    if move == "minaccia" and tier == "7-9":
        return [_group(SEVEN_NINE, 1, 1, "the victim's answer")]
    if move == "minaccia" and tier != "6-":
        return [_group(["cede", "bluff", "ritratti", "ferisci", *SEVEN_NINE], 1, 3, "the victim's answer")]
    if move == "osserva":
        return [_group(QUESTIONS, 0, 3 if tier == "10+" else 1, f"the questions of a {tier}")]
    if move == "alibi" and tier != "10+":
        menu = ["allerta-1", "allerta-2-favore"] if tier == "7-9" else ["allerta-2", "allerta-3-favore"]
        return [_group(menu, 1, 1, f"the alibi's {tier}")]
    return [_group([], 0, 0, NONE.get((move, tier)) or NONE.get((move, "*")) or f"a {tier}")]


def check_picks(state: dict[str, Any], roll: dict[str, Any], picks: list[dict[str, Any]]) -> None:
    """Refuse picks outside ``pick_groups`` (an option no group offers, or a group's count out of its bounds):
    ``RuleError("pick")``. The Exchange of Attacks counts picks used, so it checks its own groups
    (``rules.pokemon.exchange.resolve_scambio``)."""
    if roll["move"] == "scambio":
        return
    groups = pick_groups(state, roll)
    for g in groups:
        mine = [p for p in picks if p["option"] in g["options"]]
        rest = [p for p in picks if not any(p["option"] in h["options"] for h in groups)]
        count_check(mine + rest, g["min"], g["max"], g["what"], g["options"], roll["move"])


def harmless_bonus(state: dict[str, Any], roll: dict[str, Any]) -> bool:
    """Whether the harmless Simple Power bonus pick is open (002 l.5: a Simple Power of Null harm not meant to
    hurt; PN-A06: 7+ only unless ``pokenoir.harmlessBonus.onMiss``; with the published slots a Pokémon with
    Fatica loses it)."""
    if not roll["params"].get("innocuo"):
        return False
    if roll["tier"] == "6-" and not state["options"]["pokenoir.harmlessBonus.onMiss"]:
        return False
    poke = roll.get("pokemon")
    if poke and state["options"]["pokenoir.harm.slots"] == "published" and state["characters"][poke]["danni"].get("fatica"):
        return False
    return True
