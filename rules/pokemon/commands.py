"""The Pokémon Noir GdR command table: one argument model and handler per CLI command / script action.

Source: seed 002 throughout (see each handler's callee) and docs/systems/pokemon.md "Playing through the CLI". Command names are
English (like the ledger's own commands); the game's terms are Italian: options such as ``--amicizia``,
``--allerta``, ``--approccio`` and the values typed (moves, approaches, slots, options) are accepted in
Italian or English.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BeforeValidator, field_validator

from rules.dice_field import Faces
from rules.free_text import refused_char, refused_text
from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name, norm
from rules.pokemon.data import APPROACH_MAX, APPROACH_MIN, APPROACHES, choices_typed
from rules.pokemon.state import FRIENDSHIP_MIN, empty_harm, find, slots_of
from rules.pokemon.upkeep import (
    Adjust, BallArgs, CharacterSlot, ConditionArgs, DebtArgs, Evolve, Forward, ItemArgs, KeyArgs, NeedArgs, Remedy, Rest, Rhythm,
    do_adjust, do_condition, do_debt_add, do_debt_remove, do_forward, do_harm, do_heal, do_item, do_remedy,
)
from rules.session_args import Recap, SessionStart, title_check
from rules.declaration import Command, Context
from rules.system import Args, arg, lazy_module

rolls = lazy_module("rules.pokemon.rolls")
exchange = lazy_module("rules.pokemon.exchange")
session = lazy_module("rules.pokemon.session")
sessions = lazy_module("rules.sessions")

#: A list that also accepts one bare value.
Texts = Annotated[list[str], BeforeValidator(lambda v: [v] if isinstance(v, str) else v)]


def _check_name(value: str) -> str:
    """A character name: 1-60 printable characters with a letter or digit, not ``GM``, without ``, + = :``."""
    if refused_char(str(value)) is not None:
        raise ValueError(refused_text("name"))
    value = " ".join(str(value).split())
    if any(c in value for c in ",+=:"):
        raise ValueError("a name cannot contain , + = or : (they separate pick parameters)")
    if not value or len(value) > 60 or norm(value) == "gm" or not any(c.isalnum() for c in value):
        raise ValueError("a name of 1-60 characters with a letter or digit, other than GM")
    return value


def _who(d: Draft, given: str | None, ctx: Context, field: str = "character", kind: str | None = "allenatore") -> str:
    """The character an action is about: ``given``, else the actor when the actor is a character."""
    name = given or (ctx.actor if ctx.actor != "GM" else None)
    if not name:
        raise RuleError(field, "name the character (or act --as them)")
    return find(d, name, field, kind=kind)


def _new_name(d: Draft, name: str) -> None:
    if find_name(name, d.state["characters"]) is not None:
        raise RuleError("name", f"{name!r} already exists in this campaign")


# --- creation (catalogue §3.1) -----------------------------------------------------------------------

class AddCharacter(Args):
    """Create a trainer (a PC): five approaches, Alert, Resources, Experience Keys.

    Approaches in the order Grinta, Classe, Acume, Bellezza, Grazia (the published array is 2,1,1,0,-1;
    each -1..+3). Background Resources per Session are gained at every end of session.
    """

    name: str = arg(help="The trainer's name (1-60 characters; not , + = :).", positional=True, metavar="NAME")
    approcci: list[int] = arg(default_factory=lambda: [0, 0, 0, 0, 0], sep=",", metavar="G,C,A,B,G", repeats=True, items=5,
                              help="Approaches Grinta,Classe,Acume,Bellezza,Grazia (e.g. 2,1,1,0,-1).")
    allerta: int = arg(0, ge=0, help="Starting Alert (Allerta), 0 or more.", metavar="N")
    risorse: int = arg(0, ge=0, help="Starting Resources (Risorse).", metavar="N")
    risorse_per_sessione: int = arg(0, ge=0, le=20, help="Resources per Session from the Background.", metavar="N")
    chiave: Texts = arg(default_factory=list, help="An Experience Key (repeat).", metavar="KEY")
    contatto: str | None = arg(None, help="Your trusted black-market contact.", metavar="NAME")
    _n = field_validator("name")(_check_name)


def add_character(d: Draft, a: AddCharacter, ctx: Context) -> None:
    """Create a trainer with approaches -1..+3 (published game [P]) and the tracks of catalogue §3.1."""
    _new_name(d, a.name)
    if len(a.approcci) != len(APPROACHES):
        raise RuleError("approcci", "give five values: Grinta, Classe, Acume, Bellezza, Grazia (e.g. 2,1,1,0,-1)")
    for app, v in zip(APPROACHES, a.approcci):
        if not APPROACH_MIN <= v <= APPROACH_MAX:
            raise RuleError("approcci", f"{app} {v:+d} is outside {APPROACH_MIN:+d}..{APPROACH_MAX:+d}")
    low, high = d.state["options"]["pokenoir.alert.floor"], d.state["options"]["pokenoir.alert.max"]
    if a.allerta < low or (high is not None and a.allerta > high):
        raise RuleError("allerta", f"Alert runs {low}..{high if high is not None else ''}")
    d.event("CharacterCreated", character=a.name, tipo="allenatore")
    d.set("characters", a.name, {"tipo": "allenatore"})
    rec = {"approcci": dict(zip(APPROACHES, a.approcci)), "allerta": a.allerta, "risorse": a.risorse,
           "risorse_per_sessione": a.risorse_per_sessione, "esperienza": 0,
           "chiavi": {" ".join(k.split()): False for k in a.chiave if k.strip()}, "debiti": {}, "zaino": [],
           "contatto": " ".join(a.contatto.split()) if a.contatto else None, "condizioni": [], "stato": "attivo"}
    for key, value in rec.items():
        d.set("characters", a.name, key, value)
    d.set("characters", a.name, "danni", empty_harm(slots_of(d, a.name)))


class AddPokemon(Args):
    """Add a trainer's Pokémon: species, Friendship (floor -2), Nature, Evolution Clause, Need, Powers."""

    name: str = arg(help="The Pokémon's name (a nickname or the species).", positional=True, metavar="NAME")
    allenatore: str = arg(help="Its trainer.", metavar="TRAINER")
    specie: str | None = arg(None, help="Species (default: the name).", metavar="SPECIES")
    amicizia: int = arg(0, help="Starting Friendship (Amicizia), -2 or more.", metavar="N")
    natura: str | None = arg(None, help="Nature (Natura).", metavar="TEXT")
    clausola: str | None = arg(None, help="Evolution Clause (Clausola Evolutiva).", metavar="TEXT")
    bisogno: str | None = arg(None, help="Its Need (Bisogno).", metavar="TEXT")
    potere: Texts = arg(default_factory=list, help="A Simple Power (repeat).", metavar="POWER")
    estremo: Texts = arg(default_factory=list, help="An Extreme Power already on its sheet (repeat).", metavar="POWER")
    _n = field_validator("name")(_check_name)


def add_pokemon(d: Draft, a: AddPokemon, ctx: Context) -> None:
    """Add a Pokémon to a trainer (catalogue §3.1 Pokémon fields); Friendship within -2..max."""
    _new_name(d, a.name)
    trainer = find(d, a.allenatore, "allenatore", kind="allenatore")
    high = d.state["options"]["pokenoir.friendship.max"]
    if a.amicizia < FRIENDSHIP_MIN or (high is not None and a.amicizia > high):
        raise RuleError("amicizia", f"Friendship runs {FRIENDSHIP_MIN:+d}..{'' if high is None else f'{high:+d}'}; got {a.amicizia:+d}")
    text = lambda v: " ".join(v.split()) if v and v.strip() else None  # noqa: E731
    d.event("CharacterCreated", character=a.name, tipo="pokemon", allenatore=trainer)
    d.set("characters", a.name, {"tipo": "pokemon"})
    rec = {"allenatore": trainer, "specie": text(a.specie) or a.name, "amicizia": a.amicizia, "natura": text(a.natura),
           "clausola": text(a.clausola), "bisogno": text(a.bisogno), "modalita_bisogno": False,
           "poteri": [{"nome": text(p), "tipo": "semplice"} for p in a.potere if text(p)]
           + [{"nome": text(p), "tipo": "estremo"} for p in a.estremo if text(p)],
           "punti_mutazione": 0, "patologie": [], "condizioni": [], "stato": "attivo"}
    for key, value in rec.items():
        d.set("characters", a.name, key, value)
    d.set("characters", a.name, "danni", empty_harm(slots_of(d, a.name)))


# --- phases ------------------------------------------------------------------------------------------

class NoArgs(Args):
    """A command without arguments."""


class Titled(Args):
    """A scene or battle, optionally titled."""

    title: str | None = arg(None, help="Title.", metavar="TEXT")
    _t = title_check


class SceneEnd(Args):
    """Close the scene. A Pokémon whose Need from Treat Violently is still unmet must take another outcome."""

    fate: Texts = arg(default_factory=list, metavar="NAME=rivolta|fuga",
                      help="An unmet Need's outcome: NAME=rivolta (turns against you) or NAME=fuga (escapes); repeat.")


class BattleHarm(Args):
    """Exchange the harm of the current exchange once, after every roll in it is resolved.

    The harm coming in goes to the exchange's target (the GM picks its slot); the harm going out marks
    the opponent when the opponent is a character of the ledger.
    """

    slot: str | None = arg(None, help="The slot the harm coming in marks (GM's pick), e.g. ferita, rottura.", metavar="SLOT")
    slot_avversario: str | None = arg(None, help="The slot on the opponent (a character) for the harm going out.", metavar="SLOT")
    reazione: str | None = arg(None, help="The exchange's one GM Reaction, if none was made yet.", metavar="TEXT")


# --- rolls ---------------------------------------------------------------------------------------------

class Roll(Args):
    """Roll a move: 2d6 + stat (+Approach, +Friendship, +Grinta, +Classe, +Alert) and its modifiers.

    Type in physical dice with --dice, or let the seeded roller roll (--seed, or a recorded fresh seed).
    The roll stays open until resolve, so Treat Violently can still promote it.
    """

    move: str = arg(help="scambio, tutto, cerca, ritira, droga, mercato, minaccia, osserva, alibi (Italian or English names).",
                    positional=True, metavar="MOVE")
    character: str | None = arg(None, help="The trainer who rolls (default: --as).", metavar="NAME")
    pokemon: str | None = arg(None, help="The Pokémon acting (needed by tutto, ritira, droga, minaccia).", metavar="NAME",
                              own=True)
    approccio: str | None = arg(None, help="The approach rolled (scambio, cerca): grinta, classe, acume, bellezza, grazia.", metavar="APPROACH")
    dice: Faces = arg(None, text=True, help="Physical dice typed in, e.g. 6,3.", metavar="A,B")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    sfrutta: bool = arg(False, help="+1: acting on what Read a Tense Situation found this scene.")
    innocuo: bool = arg(False, help="scambio: a harmless Simple Power (one more pick, no Potenzi).")
    subito: str | None = arg(None, help="scambio, first roll of an exchange: harm grade coming in (nullo, leggero, severo, mortale).", metavar="GRADE")
    inflitto: str | None = arg(None, help="scambio, first roll: harm grade you deal.", metavar="GRADE")
    bersaglio: str | None = arg(None, help="scambio, first roll: who takes the harm coming in (default: the Pokémon or you).", metavar="NAME")
    avversario: str | None = arg(None, help="scambio, first roll: the opponent (a character name or text).", metavar="NAME")
    potere: str | None = arg(None, help="tutto: the Extreme Power; droga --tipo mt: the Power taught.", metavar="POWER")
    tipo: str | None = arg(None, help="droga: droga, radiazioni or mt.", metavar="KIND")
    sostanza: str | None = arg(None, help="droga: the substance (used up from the Backpack when there).", metavar="TEXT")
    specie: str | None = arg(None, help="cerca: the species searched for.", metavar="SPECIES")
    contatto: str | None = arg(None, help="mercato: your black-market contact; alibi: who you ask.", metavar="NAME")
    oggetto: str | None = arg(None, help="mercato: the item (a Ball, a Remedy or a Drug).", metavar="ITEM")
    prezzo: int | None = arg(None, ge=0, le=99, help="mercato: its price in Resources (else the campaign's price table).", metavar="N")
    categoria: str | None = arg(None, help="mercato: ball, rimedio or droga.", metavar="KIND")
    vittima: str | None = arg(None, help="minaccia: who you threaten.", metavar="NAME")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


def do_roll(d: Draft, a: Roll, ctx: Context) -> None:
    """Roll a move (see ``rules.pokemon.rolls.roll_move``)."""
    trainer = _who(d, a.character, ctx)
    mid = rolls.move_id(a.move)
    args = a.model_dump(exclude={"move", "character", "odds"})
    rolls.roll_move(d, mid, trainer, args, ctx.action_id, ctx.seed)


class Resolve(Args):
    """Resolve the open roll: its picks, then the move's effects (and 1 XP on a 6-, except the alibi)."""

    pick: Texts = arg(default_factory=list, metavar="ID[:K=V,...]",
                      help="An option, e.g. potenzi, difendi, resisti:condizione=Paralizzato,evita, rigeneri:bersaglio=X,slot=ferita (repeat).")
    natura: str | None = arg(None, help="cerca: the Nature of the Pokémon found.", metavar="TEXT")
    slot: Texts = arg(default_factory=list, help="tutto on a 6-: the Severe slot (GM's pick).", metavar="SLOT")
    patologia: str | None = arg(None, help="droga: the Pathology developed with a Mutation Point.", metavar="TEXT")
    reazione: str | None = arg(None, help="The GM's Reaction (text), when the result calls for one.", metavar="TEXT")


def do_resolve(d: Draft, a: Resolve, ctx: Context) -> None:
    """Resolve the open roll (see ``rules.pokemon.rolls.resolve_roll``)."""
    rolls.resolve_roll(d, a.pick, {"natura": a.natura, "slot": a.slot, "patologia": a.patologia, "reazione": a.reazione}, ctx.actor)


class TreatViolently(Args):
    """Force your Pokémon to push harder: Friendship -1 and the open roll one class up (6- -> 7-9 -> 10+ -> 14+).

    At Friendship -2 it drops no further: choose bisogno (Need Mode until the scene ends), rivolta
    (it turns against you for good) or fuga (it escapes). It cannot evolve for the rest of the scene.
    """

    pokemon: str = arg(help="Your Pokémon.", positional=True, metavar="POKEMON", own=True)
    choice: str | None = arg(None, help=f"At Friendship -2: {choices_typed()}.", metavar="CHOICE")


def do_treat(d: Draft, a: TreatViolently, ctx: Context) -> None:
    """Treat a Pokémon violently (see ``rules.pokemon.rolls.treat_violently``)."""
    rolls.treat_violently(d, a.pokemon, a.choice, ctx.actor, ctx.action_id)


def _table() -> dict[str, Command]:
    """The command table (name -> Command)."""
    s = session
    cmds = [
        Command("add-character", AddCharacter, add_character, "Create a trainer (PC).",
                "add-character Ash --approcci 2,1,1,0,-1 --allerta 1 --risorse 5 --chiave 'Proteggere i deboli'"),
        Command("add-pokemon", AddPokemon, add_pokemon, "Add a trainer's Pokémon.",
                "add-pokemon Pikachu --allenatore Ash --amicizia 1 --potere 'Scossa'"),
        Command("session start", SessionStart, lambda d, a, c: s.session_start(d, a.title), "Start a session.", "session start"),
        Command("session end", NoArgs, lambda d, a, c: s.session_end(d),
                "End the session: XP per key, Resources per Session, the Wheel turns.", "session end"),
        Command("recap", Recap, lambda d, a, c: sessions.recap(d, a, c), "The GM's recap of a session or a scene.",
                'recap "What happened, in a few sentences." --session 1'),
        Command("scene start", Titled, lambda d, a, c: sessions.scene_start(d, a, c), "Open a scene.", "scene start --title 'Il molo'"),
        Command("scene end", SceneEnd, lambda d, a, c: s.scene_end(d, a.fate), "Close the scene.", "scene end --fate Pikachu=fuga"),
        Command("battle start", Titled, lambda d, a, c: exchange.battle_start(d, a.title, c.action_id),
                "Start a battle (Rigeneri counts once per battle).", "battle start --title 'Contro il Team Rocket'"),
        Command("battle harm", BattleHarm, lambda d, a, c: exchange.battle_harm(d, a.slot, a.slot_avversario, a.reazione),
                "Exchange the harm of the current exchange once.", "battle harm --slot ferita"),
        Command("battle end", NoArgs, lambda d, a, c: exchange.battle_end(d), "End the battle.", "battle end"),
        Command("roll", Roll, do_roll, "Roll a move (2d6 + stat); resolve it next.",
                "roll scambio --as Ash --approccio grinta --pokemon Pikachu --subito severo --inflitto leggero --dice 5,4"),
        Command("resolve", Resolve, do_resolve, "Resolve the open roll with its picks.", "resolve --pick potenzi --pick difendi"),
        Command("treat-violently", TreatViolently, do_treat, "Treat a Pokémon violently (Trattare Violentemente).",
                "treat-violently Pikachu --as Ash"),
        Command("harm", CharacterSlot, do_harm, "Mark a harm slot.", "harm Pikachu ferita"),
        Command("heal", CharacterSlot, do_heal, "Clear a harm slot.", "heal Pikachu ferita"),
        Command("rest", Rest, lambda d, a, c: s.rest(d, a.character, a.giorni), "Rest (published rule).", "rest Pikachu --giorni"),
        Command("remedy", Remedy, do_remedy, "Use a Remedy from the Backpack.", "remedy Pikachu --oggetto Pozione --slot ferita --as Ash"),
        Command("condition", ConditionArgs, do_condition, "Impose or remove a Condition.", "condition ambiente 'Nebbia fitta'"),
        Command("adjust", Adjust, do_adjust, "Change Friendship, Alert, Resources or Experience.", "adjust Ash --allerta 1 --reason 'visto dalla polizia'"),
        Command("forward", Forward, do_forward, "Give a trainer a modifier on the next roll.", "forward Ash --amount 1"),
        Command("key", KeyArgs, lambda d, a, c: s.mark_key(d, a.character, a.key, a.new), "Activate an Experience Key.",
                "key Ash 'Proteggere i deboli'"),
        Command("debt add", DebtArgs, do_debt_add, "Put a contact on the Debt List.", "debt add Ash 'Zio Sam' --reason favore"),
        Command("debt remove", DebtArgs, do_debt_remove, "Take a contact off the Debt List.", "debt remove Ash 'Zio Sam'"),
        Command("item", ItemArgs, do_item, "Add or remove a Backpack item.", "item Ash Pozione"),
        Command("wheel rhythm", Rhythm, lambda d, a, c: s.set_rhythm(d, a.rhythm), "Set the Wheel's Rhythm.", "wheel rhythm 2"),
        Command("evolve", Evolve, lambda d, a, c: s.evolve(d, a.pokemon, a.into, a.clausola, c.action_id), "Evolve a Pokémon.",
                "evolve Pikachu --into Raichu"),
        Command("ball", BallArgs, lambda d, a, c: s.ball(d, a.pokemon, a.inside), "Put a Pokémon in its Ball or send it out.",
                "ball Pikachu --out"),
        Command("need", NeedArgs, lambda d, a, c: s.need_met(d, a.pokemon), "A Pokémon's Need is satisfied.", "need Pikachu"),
    ]
    return {c.name: c for c in cmds}


COMMANDS = _table()
