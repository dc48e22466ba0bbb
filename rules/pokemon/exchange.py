"""Battles and the Exchange of Attacks: each PC rolls and picks, then the harm is exchanged once.

Source: seed 002 l.1-41 (the Exchange of Attacks, its options, the harmless Simple Power bonus,
Regenerate once per battle, one harm exchange and one Reaction between several actors); catalogue
PN-M01, PN-A03 (a 6-: the GM uses one option for the other side), PN-A04 (only Difendi repeats),
PN-A05 (grades Null < Light < Severe < Mortal, capped; the GM picks the slot), PN-A06, PN-A17.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name
from rules.pokemon.data import GRADES, term, tier_term
from rules.pokemon.phases import BattlePhases, ExchangePhases, step
from rules.pokemon.gates import refuse
from rules.pokemon.pick_counts import EXCHANGE_COSTS as COSTS, exchange_groups, harmless_bonus
from rules.pokemon.resolution import count_check, distinct, gm_reaction
from rules.pokemon.state import (
    add_condition, add_forward, clear_harm, find, free_slot_for, grade_id, grade_of, mark_harm, opt, remove_condition, slot_id,
)


def battle_start(d: Draft, title: str | None, action_id: int) -> None:
    """Open a battle inside the open scene, named ``battaglia #<action_id>`` (Regenerate counts per battle)."""
    phase = step(BattlePhases, d.state["battle"]["phase"], "start", "battle", "battle start")
    bid = f"battaglia #{action_id}"
    d.event("BattleStarted", battaglia=action_id, title=title)
    d.set("battle", "phase", phase)
    d.set("battle", "id", bid)
    d.set("battle", "title", title)


def battle_end(d: Draft) -> None:
    """Close the battle (its gate, ``rules.pokemon.gates``, wants no exchange waiting for its harm and no roll open)."""
    phase = step(BattlePhases, d.state["battle"]["phase"], "end", "battle", "battle end")
    d.event("BattleEnded", cause=d.state["battle"].get("id"))
    d.set("battle", "phase", phase)
    d.set("battle", "id", None)
    d.set("battle", "title", None)


def before_scambio(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """Join (or open) the battle's current exchange before the Exchange of Attacks is rolled.

    The first roll of an exchange declares it: ``subito`` (harm grade coming at ``bersaglio``, default
    the acting Pokémon or the trainer), ``inflitto`` (harm grade dealt to ``avversario``), both default
    ``nullo``; the exchange is named after that roll (``scambio #<action_id>``). Later rolls join it and
    may not declare again. Returns the roll's params ``{"scambio", "innocuo"}``. Raises
    ``RuleError("phase")`` outside a battle, ``RuleError(<argument>)`` for a bad grade or target.
    """
    battle = d.state["battle"]
    if battle["phase"] != "open":
        raise refuse(d.state, "the Exchange of Attacks is a battle move; no battle is open")
    knocked_out(d, pokemon, "scambio")
    phase = step(ExchangePhases, battle["exchange_phase"], "join", "exchange", "roll scambio")
    ex = battle.get("exchange")
    if ex is None:
        target = find(d, args["bersaglio"], "bersaglio") if args.get("bersaglio") else (pokemon or trainer)
        foe = args.get("avversario")
        if foe:
            foe = find_name(foe, d.state["characters"]) or " ".join(str(foe).split())
        ex = {"id": cause.replace("roll", "scambio"), "battaglia": battle["id"],
              "subito": grade_id(args["subito"], "subito") if args.get("subito") else "nullo",
              "inflitto": grade_id(args["inflitto"], "inflitto") if args.get("inflitto") else "nullo",
              "bersaglio": target, "avversario": foe or None, "potenzi": 0, "difendi": 0, "potenzi_contro": 0,
              "difendi_contro": 0, "reazione": False, "rolls": []}
        if args.get("innocuo") and ex["inflitto"] != "nullo":
            raise RuleError("innocuo", f"a harmless Simple Power deals Null harm because it is not meant to hurt; this roll "
                                       f"deals {ex['inflitto']} (--inflitto): no bonus pick (002: \"è da Danno Nullo\")")
        d.event("ExchangeOpened", cause=cause, scambio=ex["id"], subito=ex["subito"], inflitto=ex["inflitto"],
                bersaglio=target, avversario=ex["avversario"])
    else:
        for key in ("subito", "inflitto", "bersaglio", "avversario"):
            if args.get(key):
                raise _declared(ex, key)
        d.event("ExchangeJoined", cause=cause, scambio=ex["id"], roller=trainer)
    d.set("battle", "exchange_phase", phase)
    d.set("battle", "exchange", {**ex, "rolls": ex["rolls"] + [cause]})
    return {"scambio": ex["id"], "innocuo": bool(args.get("innocuo")) or None}


def knocked_out(d: Draft, pokemon: str | None, move: str) -> None:
    """Refuse a fighting move by a Pokémon with [KO] marked (the published rule: a KO'd Pokémon cannot fight),
    unless ``pokenoir.ko.canFight``. Raises ``RuleError("pokemon")``."""
    if pokemon and d.state["characters"][pokemon].get("danni", {}).get("ko") and not opt(d, "pokenoir.ko.canFight"):
        raise RuleError("pokemon", f"{pokemon} is KO ([KO] marked) and cannot fight ({term(move, 'en')}); heal it first "
                                   "(remedy, heal) or set pokenoir.ko.canFight")


def _cost(p: dict[str, Any], d: Draft, target: str | None) -> int:
    """Picks an option uses: Resisti avoiding the Condition, Rigeneri on Severe harm or not counted cost 2 (002 l.21, l.39)."""
    if p["option"] == "resisti" and p.get("evita"):
        return 2
    if p["option"] == "rigeneri" and (p.get("non-conta") or (p.get("slot") and target and grade_of(slot_id(d, target, p["slot"], "pick")) == "severo")):
        return 2
    return 1


def _bonus(d: Draft, roll: dict[str, Any]) -> bool:
    return harmless_bonus(d.state, roll)


def resolve_scambio(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> None:
    """Apply the picks of an Exchange of Attacks roll to its exchange (002 l.9-39).

    14+: 3 picks, 10-13: 2, 7-9: 1 (picks used, exactly: ``rules.pokemon.pick_counts.exchange_groups``) plus
    exactly one cost (``malus``: -1 on the next roll, or ``reazione``); the harmless bonus adds 1 when no Potenzi
    is picked. Resisti with ``evita`` and Rigeneri on Severe harm or ``non-conta`` use 2 picks; only Difendi
    repeats. Rigeneri once per battle for the acting Pokémon (or the trainer). 6-: the GM picks at most one
    option, used for the other side (Potenzi raises the harm coming in, Difendi lowers the harm going out), or
    makes a Reaction. Raises ``RuleError("pick")``.
    """
    battle = d.state["battle"]
    ex = dict(battle.get("exchange") or {})
    tier = roll["tier"]
    bonus = _bonus(d, roll)
    groups = exchange_groups(d.state, roll)      # the one rule status shows (rules.pokemon.pick_counts)
    if tier == "6-" and not bonus:
        count_check(picks, groups[0]["min"], groups[0]["max"], groups[0]["what"], groups[0]["options"], "scambio")
        for p in picks:
            if p["option"] in ("potenzi", "difendi"):
                key = "potenzi_contro" if p["option"] == "potenzi" else "difendi_contro"
                ex[key] += 1
            d.event("GMOptionAgainst", cause=cause, mossa=roll["move"], option=p["option"], scambio=ex["id"])
        one_reaction(ex, extra.get("reazione"))
        if not picks and not ex["reazione"]:
            gm_reaction(d, extra.get("reazione"), cause)
            ex["reazione"] = True
        d.set("battle", "exchange", ex)
        return
    costs = [p for p in picks if p["option"] in COSTS]
    own = [p for p in picks if p["option"] not in COSTS]
    one_reaction(ex, extra.get("reazione"))
    if tier == "7-9" and len(costs) != 1:
        raise RuleError("pick", "a 7-9 on the Exchange also picks one cost: malus (-1 on your next roll) or reazione (GM Reaction)")
    if tier != "7-9" and costs:
        raise RuleError("pick", f"{costs[0]['option']} is the cost of a 7-9; this roll is {tier_term(tier, 'four', 'en')}")
    distinct(own, repeatable=("difendi",), move="scambio")
    low, high = groups[0]["min"], groups[0]["max"]
    if bonus and any(p["option"] == "potenzi" for p in own):
        high = low                                  # Potenzi forgoes the harmless bonus pick (002 l.5)
    used = 0
    for p in own:
        target = _target(d, p, roll, ex) if p["option"] in ("rigeneri",) else None
        used += _cost(p, d, target)
    if not low <= used <= high:
        extra_note = " (Potenzi forgoes the harmless bonus pick)" if bonus else ""
        given = str(high) if low == high else f"{low}-{high}"
        raise RuleError("pick", f"a {tier_term(tier, 'four', 'en')} gives {given} pick(s){extra_note}; these use {used} "
                                "(Resisti:evita and Rigeneri on Severe harm or non-conta use 2)")
    if picks:
        d.event("OptionsChosen", cause=cause, mossa=roll["move"], options=[p["option"] for p in picks], scambio=ex["id"], bonus=bonus or None)
    for p in own:
        _apply(d, p, roll, ex, cause)
    for p in costs:
        if p["option"] == "malus":
            add_forward(d, roll["roller"], -1, f"scambio 7-9 ({cause})", cause=cause)
        elif not ex["reazione"]:
            gm_reaction(d, extra.get("reazione"), cause)
            ex["reazione"] = True
    current = d.state["battle"].get("exchange")
    d.set("battle", "exchange", {**current, **{k: ex[k] for k in ("potenzi", "difendi", "reazione")}})


def _declared(ex: dict[str, Any], key: str) -> RuleError:
    """The refusal of a harm argument ``key`` on a later roll of exchange ``ex``: it declared its harm already (002 l.3:
    "Scambiatevi il Danno appropriato", once per exchange), its id, grades and opponent named in the reader's language."""
    from rules.pokemon.listing import bare, refuse, terms
    from rules.pokemon.words import ref_text

    foe = lambda k, lang: k or ("l'avversario" if lang == "it" else "the opponent")  # noqa: E731
    return refuse(key, "{ex} already declared its harm ({sub}" + f" at {ex['bersaglio']}, " + "{inf} at {foe}); a later "
                  f"roll joins it without {key}", {"ex": ([ex["id"]], bare(ref_text)), "sub": ([ex["subito"]], bare(terms)),
                                                   "inf": ([ex["inflitto"]], bare(terms)), "foe": ([ex["avversario"] or ""], bare(foe))})


def one_reaction(ex: dict[str, Any], text: str | None) -> None:
    """Refuse a Reaction typed in for an exchange that already has its one (002 l.41: "Il GM fa una sola Reazione");
    ``RuleError("reazione")``."""
    if text and ex.get("reazione"):
        raise RuleError("reazione", f"the GM already made the one Reaction of {ex['id']} (002: 'Il GM fa una sola "
                                    "Reazione'); leave --reazione out")


def _target(d: Draft, p: dict[str, Any], roll: dict[str, Any], ex: dict[str, Any], default: str | None = None) -> str:
    """The character a pick acts on: ``bersaglio=NAME``, else ``default``, else the acting Pokémon or the roller."""
    if p.get("bersaglio"):
        return find(d, p["bersaglio"], "pick")
    return default or roll.get("pokemon") or roll["roller"]


#: What a pick's missing value is, in Italian (seed 002, "Scambio di Attacchi"), the English as raised.
NEED_IT = {
    "the Condition coming at you": "la Condizione che ti arriva addosso",
    "a Condition on you or an ally": "una Condizione su di te o su un alleato",
    "a Condition on the environment": "una Condizione sull'ambiente",
    "a Condition on the opponent": "una Condizione sull'avversario",
    "the Condition removed": "la Condizione rimossa",
    "ferita, fatica, or a Severe slot with 2 picks": "ferita, fatica, o uno slot Severo con 2 scelte",
}


def _need(p: dict[str, Any], key: str, hint: str) -> str:
    """The value ``key`` a pick ``p`` needs (a text); raises ``RuleError("pick")`` naming what it is (``hint``,
    worded in Italian by ``NEED_IT``). Source: seed 002, "Scambio di Attacchi"."""
    if not p.get(key) or p[key] is True:
        raise RuleError("pick", f"{p['option']} needs {key}=... ({hint}), e.g. {p['option']}:{key}=...",
                        words={hint: lambda lang: NEED_IT.get(hint) if lang == "it" else None})
    return str(p[key])


def _apply(d: Draft, p: dict[str, Any], roll: dict[str, Any], ex: dict[str, Any], cause: str) -> None:
    """The effect of one Exchange option (002 l.17-39)."""
    o = p["option"]
    foe = ex.get("avversario") or "avversario"
    if o in ("potenzi", "difendi"):
        ex[o] += 1
    elif o == "resisti":
        d.event("ConditionResisted", cause=cause, condition=_need(p, "condizione", "the Condition coming at you"),
                avoided=bool(p.get("evita")))
    elif o == "prepari":
        add_condition(d, _target(d, p, roll, ex), _need(p, "condizione", "a Condition on you or an ally"), cause=cause, field="pick")
    elif o == "plasmi":
        add_condition(d, "ambiente", _need(p, "condizione", "a Condition on the environment"), cause=cause, field="pick")
    elif o == "influenzi":
        target = p.get("bersaglio") or foe
        add_condition(d, str(target), _need(p, "condizione", "a Condition on the opponent"), cause=cause, field="pick")
    elif o == "ristori":
        remove_condition(d, str(p.get("bersaglio") or roll.get("pokemon") or roll["roller"]),
                         _need(p, "condizione", "the Condition removed"), cause=cause, field="pick")
    elif o == "eludi" and p.get("condizione"):
        remove_condition(d, str(p.get("bersaglio") or foe), str(p["condizione"]), cause=cause, field="pick")
    elif o == "rigeneri":
        _regenerate(d, p, roll, ex, cause)
    else:
        d.event("NarrativeOutcome", cause=cause, option=o)


def _regenerate(d: Draft, p: dict[str, Any], roll: dict[str, Any], ex: dict[str, Any], cause: str) -> None:
    """Rigeneri (002 l.39): clear Light [Ferita] or [Fatica] on anyone, once per battle for the acting
    character; with 2 picks either it does not count (``non-conta``) or it clears a Severe harm
    ([Cicatrice], [Rottura], [Menomazione permanente])."""
    acting = roll.get("pokemon") or roll["roller"]
    bid = d.state["battle"].get("id")
    target = _target(d, p, roll, ex)
    slot = slot_id(d, target, _need(p, "slot", "ferita, fatica, or a Severe slot with 2 picks"), "pick")
    severe = grade_of(slot) == "severo"
    if slot not in ("ferita", "fatica") and not severe:
        raise RuleError("pick", f"Rigeneri clears Ferita or Fatica (Light), or with 2 picks a Severe harm; not {slot}")
    if severe and p.get("non-conta"):
        raise RuleError("pick", "spending 2 on Rigeneri buys one of: non-conta, or a Severe harm; not both")
    if d.state["characters"][acting].get("rigeneri") == bid and not p.get("non-conta"):
        raise RuleError("pick", f"Rigeneri is once per battle: {acting} already used it in {bid} (Rigeneri:non-conta costs 2 and does not count)")
    clear_harm(d, target, slot, cause=cause, field="pick", how="rigeneri")
    if not p.get("non-conta"):
        d.event("RegenerateUsed", cause=cause, character=acting, battaglia=bid)
        d.set("characters", acting, "rigeneri", bid)


def final_grades(ex: dict[str, Any]) -> tuple[str, str]:
    """(harm coming in, harm going out) after every roll's Potenzi and Difendi, summed (PN-A17), capped Null..Mortal."""
    def moved(grade: str, up: int) -> str:
        """``grade`` moved ``up`` steps (negative: down), within Null..Mortal."""
        return GRADES[max(0, min(len(GRADES) - 1, GRADES.index(grade) + up))]

    return moved(ex["subito"], ex["potenzi_contro"] - ex["difendi"]), moved(ex["inflitto"], ex["potenzi"] - ex["difendi_contro"])


def battle_harm(d: Draft, slot: str | None, foe_slot: str | None, reaction: str | None) -> dict[str, Any]:
    """Exchange the harm of the current exchange once (002 l.3, l.41) and close it.

    The harm coming in marks ``slot`` (the GM's pick, PN-A05) on the exchange's ``bersaglio``; the harm
    going out marks ``foe_slot`` on the opponent when the opponent is a character, else it is recorded
    only. ``reaction`` records the exchange's one GM Reaction when none was made yet. Returns
    ``{"subito", "inflitto"}`` (final grades). Raises ``RuleError`` (``phase``, ``slot``, ``slot_avversario``).
    """
    battle = d.state["battle"]
    phase = step(ExchangePhases, battle["exchange_phase"], "exchange", "exchange", "battle harm")
    ex = battle.get("exchange")
    incoming, outgoing = final_grades(ex)
    cause = ex["id"]
    d.event("HarmExchanged", cause=cause, scambio=ex["id"], subito=[ex["subito"], incoming], inflitto=[ex["inflitto"], outgoing],
            bersaglio=ex["bersaglio"], avversario=ex["avversario"])
    if incoming == "nullo":
        if slot:
            raise RuleError("slot", f"no harm comes through to {ex['bersaglio']} (Null); drop --slot")
    else:
        mark_harm(d, ex["bersaglio"], free_slot_for(d, ex["bersaglio"], incoming, slot), cause=cause)
    foe = ex["avversario"] if ex["avversario"] in d.state["characters"] else None
    if outgoing != "nullo" and foe:
        mark_harm(d, foe, free_slot_for(d, foe, outgoing, foe_slot, "slot_avversario"), cause=cause, field="slot_avversario")
    elif foe_slot:
        why = "no harm goes out (Null)" if outgoing == "nullo" else "the opponent is not a character of the ledger"
        raise RuleError("slot_avversario", f"{why}; drop --slot-avversario")
    if reaction and not ex["reazione"]:
        gm_reaction(d, reaction, cause)
    elif reaction:
        raise RuleError("reazione", "the GM already made this exchange's one Reaction")
    d.set("battle", "exchange_phase", phase)
    d.set("battle", "exchange", None)
    return {"subito": incoming, "inflitto": outgoing}
