"""The moves other than the Exchange: what each checks before its roll and does when resolved.

Source: seed 002 l.43-51 (Go All Out, ``tutto``), l.65-79 (Search, ``cerca``), l.81-93 (Recall in Need
Mode, ``ritira``), l.95-101 (Drugs, trade radiation and TMs, ``droga``), l.103-117 (the black market,
``mercato``), l.119-145 (threatening with a Pokémon, ``minaccia``), l.147-171 (reading a tense
situation, ``osserva``), l.173-181 (asking for an alibi, ``alibi``); catalogue PN-M02, PN-M04..M10.
``before_<move>(d, trainer, pokemon, args, cause) -> params`` runs before the dice (preconditions,
payment); ``resolve_<move>(d, roll, picks, extra, cause) -> {"no_miss_xp": bool} | None`` applies the
result. Every refusal is a ``RuleError`` naming the argument at fault; the number of picks and their options are
checked before, by the one rule ``rules.pokemon.pick_counts`` (which ``ledger status`` shows).
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name, norm, resolve as resolve_name
from rules.pokemon.data import CATEGORIES, SEED_SLOTS, SUBSTANCES
from rules.pokemon.listing import bare, picks_of, refuse, terms
from rules.pokemon.exchange import before_scambio  # noqa: F401  (the Exchange's own hook)
from rules.pokemon.pick_counts import SEVEN_NINE
from rules.pokemon.resolution import distinct, gm_reaction
from rules.pokemon.state import (
    FRIENDSHIP_MIN, add_debt, add_forward, add_item, change_alert, change_friendship, change_resources, grade_of, mark_harm,
    mark_xp, on_debt_list, opt, set_friendship, slot_id, take_item,
)

#: The answers each move takes at ``resolve`` besides picks.
USES: dict[str, tuple[str, ...]] = {"tutto": ("slot",), "cerca": ("natura",), "droga": ("patologia",)}


def _text(args: dict[str, Any], key: str, hint: str) -> str:
    """The move's text argument ``key`` with its spaces folded; ``RuleError(key)`` naming ``hint`` (the rules' English,
    worded by the campaign's language) when it is missing. The field is named as every face spells it: ``key``."""
    value = " ".join(str(args.get(key) or "").split())
    if not value:
        raise RuleError(key, f"name {hint} (field {key})")
    return value


def _add_power(d: Draft, who: str, name: str, kind: str, cause: str) -> bool:
    """Add Power ``name`` to Pokémon ``who`` unless it has it already; returns whether it was added."""
    powers = list(d.state["characters"][who].get("poteri") or [])
    if find_name(name, [p["nome"] for p in powers]) is not None:
        return False
    d.event("PowerLearned", cause=cause, character=who, power=name, tipo=kind)
    d.set("characters", who, "poteri", powers + [{"nome": name, "tipo": kind}])
    return True


def _open_evolution(d: Draft, who: str, cause: str) -> None:
    """The Pokémon may evolve as if its Evolution Clause were met, unless treated violently this scene (002 l.55)."""
    if d.state["characters"][who].get("violenza") is not None:
        d.event("EvolutionBlocked", cause=cause, character=who, why="treated violently in this scene")
        return
    d.event("EvolutionOpened", cause=cause, character=who)
    d.set("characters", who, "evoluzione", cause)


# --- Go All Out (002 l.43-51; PN-M02, PN-A08) -------------------------------------------------------

def before_tutto(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """Name the Extreme Power; the trainer marks 1 XP for the attempt (l.43)."""
    power = _text(args, "potere", "the Extreme Power")
    mark_xp(d, trainer, 1, "tutto", cause=cause)
    return {"potere": power}


def resolve_tutto(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> dict[str, Any]:
    """10+: the power joins the list, [KO], optional Friendship +1 (``amicizia``) or reset to 1 when
    negative (``azzera``), and it may evolve. 7-9: the same with [KO] and [Menomazione permanente], no
    evolution. 6-: it happens, then [KO], one Severe slot (``slot``, the GM's pick) and the Mortal slot;
    no power and no Friendship change (PN-A08). KO side effects (option) come before the Friendship pick."""
    who, tier = roll["pokemon"], roll["tier"]
    slots = list(extra.get("slot") or [])
    if tier == "6-":
        if len(slots) != 1:
            raise RuleError("slot", "a 6- on Go All Out marks one fitting Severe harm: name it once (--slot cicatrice|rottura|menomazione)")
        severe = slot_id(d, who, slots[0])
        if grade_of(severe) != "severo":
            raise refuse("slot", "{sid} is not a Severe slot; one of {ids}", {"sid": ([severe], bare(terms)),
                                                                              "ids": (SEED_SLOTS["severo"], terms)})
        mark_harm(d, who, "ko", cause=cause, allow_marked=True)
        mark_harm(d, who, severe, cause=cause)
        mark_harm(d, who, "mortale", cause=cause, allow_marked=True)
        return {}
    if slots:
        raise RuleError("slot", f"a {tier} on Go All Out marks its own slots; drop --slot")
    _add_power(d, who, roll["params"]["potere"], "estremo", cause)
    mark_harm(d, who, "ko", cause=cause, allow_marked=True)
    if tier == "7-9":
        mark_harm(d, who, "menomazione", cause=cause, allow_marked=True)
    for p in picks:
        now = d.state["characters"][who]["amicizia"]
        if p["option"] == "azzera":
            if now >= 0:
                raise refuse("pick", f"{who}'s Friendship is {now:+d}: reset to 1 is only for a negative Friendship (pick "
                             + "{ids})", {"ids": (["amicizia"], picks_of("tutto"))})
            set_friendship(d, who, 1, cause=cause)
        else:
            change_friendship(d, who, 1, cause=cause, field="pick")
    if tier == "10+":
        _open_evolution(d, who, cause)
    return {}


# --- Search (002 l.65-79; PN-M04, PN-A18) ----------------------------------------------------------

def before_cerca(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """The species searched for (optional text)."""
    return {"specie": " ".join(str(args.get("specie") or "").split()) or None}


def resolve_cerca(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> None:
    """10+: found, the player names its Nature. 7-9: found with 1 complication (the GM names the Nature)
    or 2 (the player does): tempo, orda, tracce (+1 Alert), predato. 6-: a GM Reaction."""
    tier, nature = roll["tier"], extra.get("natura")
    if tier == "6-":
        if nature:
            raise RuleError("natura", "nothing is found on a 6-; drop --natura")
        gm_reaction(d, extra.get("reazione"), cause)
        return
    if tier == "7-9":
        distinct(picks, move="cerca")
        d.event("OptionsChosen", cause=cause, mossa=roll["move"], options=[p["option"] for p in picks])
    by = "gm" if tier == "7-9" and len(picks) == 1 else "giocatore"
    d.event("PokemonFound", cause=cause, trainer=roll["roller"], specie=roll["params"].get("specie"), natura=nature, natura_da=by)
    if any(p["option"] == "tracce" for p in picks):
        change_alert(d, roll["roller"], 1, cause=cause, clamp=True)


# --- Recall in Need Mode (002 l.81-93; PN-M05, PN-A07) ----------------------------------------------

def before_ritira(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """Only a Pokémon in Need Mode needs the roll (others go back with ``ball POKEMON --in``)."""
    rec = d.state["characters"][pokemon]
    if not rec["modalita_bisogno"]:
        raise RuleError("pokemon", f"{pokemon} is not in Need Mode: put it back with 'ball {pokemon} --in', no roll needed")
    if rec["stato"] == "nella_ball":
        raise RuleError("pokemon", f"{pokemon} is already in its Ball")
    return {}


def resolve_ritira(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> None:
    """10+: back in the Ball. 7-9: back only with one of amicizia (-1; not at -2), danno (it harms
    something you care about), visto (+1 Alert). 6-: a GM Reaction."""
    who, tier = roll["pokemon"], roll["tier"]
    if tier == "6-":
        gm_reaction(d, extra.get("reazione"), cause)
        return
    if tier == "7-9":
        for p in picks:
            d.event("OptionsChosen", cause=cause, mossa=roll["move"], options=[p["option"]])
            if p["option"] == "amicizia":
                if d.state["characters"][who]["amicizia"] <= FRIENDSHIP_MIN:
                    raise refuse("pick", f"{who} is at Friendship -2 and cannot lose more: pick " + "{danno} or {visto}",
                                 {k: ([k], picks_of("ritira")) for k in ("danno", "visto")})
                change_friendship(d, who, -1, cause=cause, field="pick")
            elif p["option"] == "visto":
                change_alert(d, roll["roller"], 1, cause=cause, clamp=True)
        if not picks:
            d.event("RecallRefused", cause=cause, character=who)
            return
    d.event("PokemonRecalled", cause=cause, character=who)
    d.set("characters", who, "stato", "nella_ball")


# --- Drugs, trade radiation, TMs (002 l.95-101; PN-M06, PN-A10, PN-A11) ----------------------------

def before_droga(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """The kind (``droga``, ``radiazioni``, ``mt``; default droga), the substance (a Backpack item of that
    name is used up) and, for a TM, the Power it teaches."""
    kind = resolve_name("tipo", args["tipo"], SUBSTANCES, what="kind") if args.get("tipo") else "droga"
    power = " ".join(str(args.get("potere") or "").split()) or None
    if kind == "mt" and not power:
        raise RuleError("potere", "a TM teaches a Power: name it (--potere TEXT)")
    if kind != "mt" and power:
        raise RuleError("potere", "only a TM (--tipo mt) teaches a Power")
    substance = " ".join(str(args.get("sostanza") or "").split()) or None
    if substance and find_name(substance, d.state["characters"][trainer].get("zaino") or []) is not None:
        substance = take_item(d, trainer, substance, cause=cause, field="sostanza")
    return {"tipo": kind, "sostanza": substance, "potere": power}


def resolve_droga(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> dict[str, Any]:
    """Every tier gets the effect (PN-A11): a TM adds its Power, radiation opens evolution, a Drug is
    recorded. 7-9: -1 on the trainer's next roll. 6-: +1 Mutation Point; every ``pokenoir.mutation.every``
    points (or only the 3rd) the trainer marks 1 XP and the Pokémon develops a Pathology (``patologia``,
    required then). Returns ``no_miss_xp`` when ``pokenoir.xp.mutationStacksWithMiss`` is off and XP was marked."""
    who, tier, params = roll["pokemon"], roll["tier"], roll["params"]
    pathology = " ".join(str(extra.get("patologia") or "").split()) or None
    d.event("SubstanceTaken", cause=cause, character=who, tipo=params["tipo"], sostanza=params.get("sostanza"))
    if params["tipo"] == "mt":
        _add_power(d, who, params["potere"], "semplice", cause)
    elif params["tipo"] == "radiazioni":
        _open_evolution(d, who, cause)
    if tier == "7-9":
        add_forward(d, roll["roller"], -1, f"stordimento ({cause})", cause=cause)
    if tier != "6-":
        if pathology:
            raise RuleError("patologia", f"a {tier} marks no Mutation Point; drop --patologia")
        return {}
    d.event("MutationMarked", cause=cause, character=who)
    points = d.add("characters", who, "punti_mutazione", 1)
    every = opt(d, "pokenoir.mutation.every")
    reached = points == 3 if every == "onceOnly" else points % every == 0
    if not reached:
        if pathology:
            if every == "onceOnly" and points > 3:
                raise RuleError("patologia", f"{who} has {points} Mutation Points; only the 3rd brought a Pathology")
            upto = 3 if every == "onceOnly" else (points // every + 1) * every
            raise RuleError("patologia", f"{who} has {points} Mutation Points; a Pathology comes with Mutation Point {upto}")
        return {}
    if not pathology:
        raise RuleError("patologia", f"{who} reaches {points} Mutation Points and develops a Pathology: name it (--patologia TEXT)")
    mark_xp(d, roll["roller"], 1, "mutazione", cause=cause)
    d.event("PathologyDeveloped", cause=cause, character=who, pathology=pathology)
    d.set("characters", who, "patologie", list(d.state["characters"][who].get("patologie") or []) + [pathology])
    return {"no_miss_xp": not opt(d, "pokenoir.xp.mutationStacksWithMiss")}


# --- the black market (002 l.103-117; PN-M07, PN-A13, PN-A14) ---------------------------------------

def before_mercato(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """The contact must not be on the Debt List (else the move does not trigger, l.103); the price (``prezzo``
    or the option table) is paid in Resources first (l.105), never past the floor."""
    rec = d.state["characters"][trainer]
    contact = " ".join(str(args.get("contatto") or rec.get("contatto") or "").split())
    if not contact:
        raise RuleError("contatto", "name your trusted black-market contact (--contatto NAME)")
    listed = on_debt_list(d, trainer, contact)
    if listed:
        raise RuleError("contatto", f"{listed} is on {trainer}'s Debt List: the move does not trigger and the item must be found "
                                    "another way; allowed: a contact not on the list")
    item = _text(args, "oggetto", "the item (a Tech Ball, a Remedy or a Drug)")
    category = resolve_name("categoria", args["categoria"], CATEGORIES, what="category") if args.get("categoria") else None
    prices = {norm(k): v for k, v in (opt(d, "pokenoir.blackMarket.prices") or {}).items()}
    price = args.get("prezzo") if args.get("prezzo") is not None else prices.get(norm(item))
    if price is None:
        raise RuleError("prezzo", f"no price for {item!r} in pokenoir.blackMarket.prices; give it with --prezzo N")
    have, low = rec["risorse"], opt(d, "pokenoir.resources.floor")
    if have - price < low:
        raise RuleError("prezzo", f"{item} costs {price} Resources and {trainer} has {have}; allowed: a price up to {have - low}")
    change_resources(d, trainer, -price, cause=cause, field="prezzo", why="mercato nero")
    if rec.get("contatto") != contact:
        d.set("characters", trainer, "contatto", contact)
    return {"contatto": contact, "oggetto": item, "prezzo": price, "categoria": category}


def resolve_mercato(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> None:
    """7+: the item, no trouble. 6-: the item, and one of allerta (+1 Alert), debito (the contact goes on
    the Debt List), sovrapprezzo (2 Resources more; only when they can be paid), inferiore (a weaker
    version, ``inferiore:oggetto=NAME``, at the same price)."""
    trainer, params = roll["roller"], roll["params"]
    item = params["oggetto"]
    if roll["tier"] != "7+":
        p = picks[0]
        d.event("OptionsChosen", cause=cause, mossa=roll["move"], options=[p["option"]])
        if p["option"] == "allerta":
            change_alert(d, trainer, 1, cause=cause, clamp=True)
        elif p["option"] == "debito":
            add_debt(d, trainer, params["contatto"], "affari", cause=cause)
        elif p["option"] == "sovrapprezzo":
            change_resources(d, trainer, -2, cause=cause, field="pick", why="sovrapprezzo")
        else:
            if not p.get("oggetto"):
                raise RuleError("pick", "inferiore needs the weaker item: inferiore:oggetto=NAME (e.g. Superpozione)")
            item = str(p["oggetto"])
    add_item(d, trainer, item, cause=cause)


# --- threatening with a Pokémon (002 l.119-145; PN-M08) ---------------------------------------------

def before_minaccia(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """The victim (optional text)."""
    return {"vittima": " ".join(str(args.get("vittima") or "").split()) or None}


def _threat_picks() -> dict[str, tuple[list[str], Any]]:
    """The lists of Threaten's 10+ refusals (``rules.pokemon.listing.refuse``): each answer of the victim by its name
    and id, and the 7-9 list (002 l.125-139)."""
    picks = picks_of("minaccia")
    return {**{k: ([k], picks) for k in ("cede", "bluff", "ritratti", "ferisci")}, "ids": (SEVEN_NINE, picks)}


def resolve_minaccia(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> None:
    """10+: the victim picks cede (gives in) or bluff; after a bluff you pick ritratti (back off) or
    ferisci (your Pokémon hurts them), and after ferisci the victim picks one of the 7-9 list. 7-9: your
    Pokémon does it and the victim picks one of fugge, consegna, pokemon, difesa, calma. 6-: a Reaction."""
    tier = roll["tier"]
    ids = [p["option"] for p in picks]
    if tier == "6-":
        gm_reaction(d, extra.get("reazione"), cause)
        return
    if tier != "7-9":
        if not ids or ids[0] not in ("cede", "bluff"):
            raise refuse("pick", "on a 10+ the victim first picks {cede} or {bluff}", _threat_picks())
        expected = {"cede": 1, "bluff": 2}[ids[0]]
        if ids[0] == "bluff" and len(ids) > 1 and ids[1] == "ferisci":
            expected = 3
        if len(ids) != expected or (expected >= 2 and ids[1] not in ("ritratti", "ferisci")) or (expected == 3 and ids[2] not in SEVEN_NINE):
            raise refuse("pick", "a 10+ is: {cede}; or {bluff} then {ritratti}; or {bluff}, {ferisci}, then one of {ids}",
                         _threat_picks())
    d.event("OptionsChosen", cause=cause, mossa=roll["move"], options=ids, vittima=roll["params"].get("vittima"))


# --- reading a tense situation (002 l.147-171; PN-M09) ----------------------------------------------

def resolve_osserva(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> None:
    """10+: up to 3 questions; 7-9: 1; 6-: 1 and a Reaction. Acting on the answers gives +1 on rolls
    (``roll ... --sfrutta``) until the scene ends [D]."""
    tier = roll["tier"]
    distinct(picks, move="osserva")
    if picks:
        d.event("QuestionsAsked", cause=cause, mossa=roll["move"], questions=[p["option"] for p in picks])
    if tier == "6-":
        gm_reaction(d, extra.get("reazione"), cause)
    d.set("characters", roll["roller"], "informazioni", cause)


# --- asking for an alibi (002 l.173-181; PN-M10, PN-D06) --------------------------------------------

def before_alibi(d: Draft, trainer: str, pokemon: str | None, args: dict[str, Any], cause: str) -> dict[str, Any]:
    """The relative, friend or colleague asked."""
    return {"contatto": _text(args, "contatto", "the relative, friend or colleague asked")}


def resolve_alibi(d: Draft, roll: dict[str, Any], picks: list[dict[str, Any]], extra: dict[str, Any], cause: str) -> None:
    """10+: they turn their back (Debt List), XP +1 (marked by ``resolve_roll``). 7-9: allerta-1 or
    allerta-2-favore; 6-: allerta-2 or allerta-3-favore (a favour puts them on the Debt List). Alert
    stops at its floor (recorded as ``stopped_at``)."""
    trainer, contact, tier = roll["roller"], roll["params"]["contatto"], roll["tier"]
    if tier == "10+":
        add_debt(d, trainer, contact, "rifiuto", cause=cause)
        return
    p = picks[0]["option"]
    d.event("OptionsChosen", cause=cause, mossa=roll["move"], options=[p])
    change_alert(d, trainer, -int(p.split("-")[1]), cause=cause, clamp=True)
    if p.endswith("favore"):
        add_debt(d, trainer, contact, "favore", cause=cause)
