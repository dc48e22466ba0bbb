"""Argument models of the MOSAIC commands (one per command; the docstring is the command's long help).

Source: docs/systems/mosaic.md (the command set) and seed 001 (the terms). Each field is declared with
``rules.system.arg`` so that the CLI, scripts and help come from this one declaration. Models inherit
``defer_build`` from ``rules.system.Args``, so importing this module stays cheap.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, field_validator

from rules.dice_field import Faces
from rules.free_text import refused_char, refused_text
from rules.errors import RuleError
from rules.mosaic.data import (
    ALLY_ANSWERS, CHALLENGE_OUTCOMES, PARTICIPATE_CHOICES, PARTICIPATE_REQUESTS, QUEST_OUTCOMES, REST_CHOICES,
)
from rules.names import norm, resolve
from rules.session_args import title_check
from rules.system import Args, arg

#: A list that also accepts one bare value (``--background X`` or ``[X, Y]``).
Names = Annotated[list[str], BeforeValidator(lambda v: [v] if isinstance(v, str) else v)]
#: A comma-separated list typed as one value, or a YAML list.
Listed = Annotated[list[str], BeforeValidator(lambda v: [p.strip() for p in v.split(",") if p.strip()] if isinstance(v, str) else v)]

_DICE = "Physical dice typed in, e.g. 6,2,3 (as many as the pool holds); or leave them to the seeded roller."
_STATS = "Aggression, Discipline, Cunning, Understanding, Inspiration (German names too)."


def check_name(value: str) -> str:
    """A character, culture or NPC name: 1-60 printable characters with a letter or digit, not ``GM``,
    without ``,`` or ``:`` (they separate list items and CULTURE:STAT pairs)."""
    if refused_char(str(value)) is not None:
        raise ValueError(refused_text("name"))
    value = " ".join(str(value).split())
    if any(c in value for c in ",:=+"):
        raise ValueError("a name cannot contain , : = or + (they separate lists and CULTURE:STAT pairs)")
    if not value or len(value) > 60 or norm(value) == "gm" or not any(c.isalnum() for c in value):
        raise ValueError("a name of 1-60 characters with a letter or digit, other than GM")
    return value


def keyword(table: dict[str, tuple[str, ...]]) -> Any:
    """A validator for a typed keyword: its id or an English/German spelling -> the id (else a one-line error)."""
    def check(value: str) -> str:
        """The id ``value`` names (``ValueError`` listing the ids)."""
        try:
            return resolve("value", str(value), table)
        except RuleError as exc:
            raise ValueError(f"{value!r} is not allowed; allowed: {', '.join(table)}") from exc
    return check


class NoArgs(Args):
    """A command without arguments."""


class AddCulture(Args):
    """Define a culture of the campaign. The seed names none: each table names its own. A playbook's
    fixed Mosaic Rank belongs to the culture that names it with --playbook."""

    name: str = arg(help="The culture's name (e.g. Castilian, Nahua).", positional=True, metavar="NAME")
    playbook: str | None = arg(None, help="The playbook whose fixed rank is of this culture.", metavar="PLAYBOOK")
    _n = field_validator("name")(check_name)


class AddCharacter(Args):
    """Create a PC: a playbook (its highlighted stat and its culture's fixed rank) and five Mosaic Ranks.

    Every stat takes exactly one rank, written CULTURE:STAT: the playbook's (on --playbook-stat,
    default the highlighted stat), two from --background, one from --faith and one from --contacts.
    Each rank starts with one available Mosaic Tile of its culture. Items are STAT=ITEM: one per stat,
    two for the highlighted stat. Every culture named is defined first (culture add): the example below
    follows culture add Castilian --playbook conquistador and culture add Nahua.
    """

    name: str = arg(help="The PC's name.", positional=True, metavar="NAME")
    playbook: str = arg(help="Samurai, Conquistador, Freedman, Traveller or Priest.", metavar="PLAYBOOK")
    playbook_stat: str | None = arg(None, help="The stat that takes the playbook's rank (default: its highlighted stat).",
                                    metavar="STAT")
    background: Names = arg(default_factory=list, help="A background rank CULTURE:STAT (give two).", metavar="CULTURE:STAT")
    faith: str = arg(help="The faith rank CULTURE:STAT.", metavar="CULTURE:STAT")
    contacts: str = arg(help="The contacts rank CULTURE:STAT.", metavar="CULTURE:STAT")
    item: Names = arg(default_factory=list, help="An item STAT=ITEM (repeat).", metavar="STAT=ITEM")
    _n = field_validator("name")(check_name)


class Trait(Args):
    """Write the trait of one of a PC's stats, from the trait list of that stat's culture: a descriptor
    (a fact of the fiction), an ability (an extra option for one named move, offered as TRAIT when you
    succeed at it) and a rest task. Written once; rewriting it is the Develop milestone."""

    character: str = arg(help="The PC.", positional=True, metavar="NAME")
    stat: str = arg(help=_STATS, positional=True, metavar="STAT")
    descriptor: str = arg(help="The descriptor: a fact true in the fiction.", metavar="TEXT")
    move: str | None = arg(None, help="The move the ability adds an option to (e.g. avoid).", metavar="MOVE")
    option: str | None = arg(None, help="The ability's extra option.", metavar="TEXT")
    rest: str | None = arg(None, help="The rest task.", metavar="TEXT")


class AddNpc(Args):
    """Introduce an NPC of one culture, with the culture rank the GM sets (0-5): Initiate Interaction
    compares it with yours, an ally's repayment costs that many tiles."""

    name: str = arg(help="The NPC's name.", positional=True, metavar="NAME")
    culture: str = arg(help="The NPC's culture.", metavar="CULTURE")
    rank: int = arg(1, ge=0, le=5, help="The NPC's culture rank, 0-5.", metavar="N")
    _n = field_validator("name")(check_name)


class SceneStart(Args):
    """Open a scene (a thread of posts) inside a running session."""

    title: str | None = arg(None, help="Scene title.", metavar="TEXT")
    _t = title_check


class QuestStart(Args):
    """The party agrees on a common Quest: Trust becomes 1 per agreeing PC minus 1 per pair of PCs who
    share no Mosaic Rank culture (floor 0). The Advantage pool is trimmed to it (--lose names lost tiles)."""

    title: str = arg(help="The Quest.", positional=True, metavar="TITLE")
    agree: Listed = arg(default_factory=list, help="The PCs who agree, comma-separated.", sep=",", metavar="A,B,...")
    lose: Listed = arg(default_factory=list, help="Cultures of pool tiles lost if Trust drops (GM's choice).", sep=",",
                       metavar="C,...", repeats=True)


class QuestChallenge(Args):
    """The party rises to a challenge of the Quest (Trust up) or fails it (Trust down, never below 0)."""

    outcome: str = arg(help="risen or failed (gemeistert, gescheitert).", positional=True, metavar="OUTCOME")
    _o = field_validator("outcome")(keyword(CHALLENGE_OUTCOMES))
    lose: Listed = arg(default_factory=list, help="Cultures of pool tiles lost if Trust drops (GM's choice).", sep=",",
                       metavar="C,...", repeats=True)


class QuestEnd(Args):
    """The Quest ends: completed (Retire becomes possible) or failed."""

    outcome: str = arg(help="completed or failed (erfüllt, gescheitert).", positional=True, metavar="OUTCOME")
    _o = field_validator("outcome")(keyword(QUEST_OUTCOMES))


class Roll(Args):
    """Roll a move: 2d6 for its stat, one d6 per rank for a culture (Initiate Interaction), 2d6 for The
    Flowers; +1 die for a highlighted stat. Only the best two dice count: 10+ success, 7-9 success at a
    cost (the GM moves too), 6- miss; two kept 6s are a critical.

    Bonus sources may be declared now (--tile, --invest, --press) or added after the dice are seen,
    until resolve (spend-tile, invest, press); each source once per roll. Typed-in dice list base,
    highlight, tile, then press dice.
    """

    move: str = arg(help="Push, Hold, Avoid, Learn, Call, Initiate Interaction, Intimidate, Reason, Bargain, Empathy, "
                         "Impress, Care, Travel, The Flowers (German names too).", positional=True, metavar="MOVE")
    character: str | None = arg(None, help="Who rolls (default: the --as PC).", metavar="NAME")
    with_: str | None = arg(None, alias="with", help="The NPC of Initiate Interaction or of an interaction move.", metavar="NPC")
    target: str | None = arg(None, help="Care: the PC tended.", metavar="PC")
    role: str | None = arg(None, help="Travel: leader, scout or guard (default: the roller's one role).", metavar="ROLE")
    dice: Faces = arg(None, text=True, help=_DICE, metavar="A,B,...")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    self_initiated: bool = arg(False, help="The player rolled on their own, sure a move triggered (the GM may dispute).")
    tile: bool = arg(False, help="Spend a Mosaic Tile of the rolled culture now: +1 die.")
    invest: bool = arg(False, help="Invest a tile of the highlighted stat's culture into the Advantage pool.")
    culture: str | None = arg(None, help="The culture of the --tile / --invest tile (checked against the roll's).", metavar="CULTURE")
    accept_loss: bool = arg(False, help="Invest even into a full pool (the tile is lost).")
    press: str | None = arg(None, help="Press an Advantage of this culture now: +2 dice; the stat becomes influenced.",
                            metavar="CULTURE")
    press_stat: str | None = arg(None, help="The stat a press marks when the roll has none (options only).", metavar="STAT")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


class SpendTile(Args):
    """Spend one Mosaic Tile of the rolled stat's culture (or the rolled culture) on the open roll: +1 die."""

    culture: str | None = arg(None, help="The tile's culture (must be the roll's).", metavar="CULTURE")
    dice: Faces = arg(None, text=True, help="The bonus die typed in, e.g. 5.", metavar="A")
    seed: int | None = arg(None, help="Roll it with this seed instead.", metavar="N")


class Invest(Args):
    """Invest a tile of the highlighted stat's culture into the Advantage pool instead of taking its die.
    When the pool is at Trust the tile is lost: that needs --accept-loss."""

    culture: str | None = arg(None, help="The tile's culture (must be the stat's).", metavar="CULTURE")
    accept_loss: bool = arg(False, help="Invest even into a full pool (the tile is lost).")


class Press(Args):
    """Press an Advantage on the open roll: a tile of CULTURE leaves the pool, +2 dice, and the rolled stat
    is marked influenced by that culture. Not on a stat already influenced."""

    culture: str = arg(help="The culture of the pool's tile pressed.", positional=True, metavar="CULTURE")
    stat: str | None = arg(None, help="The stat marked, when the roll has none (options only).", metavar="STAT")
    dice: Faces = arg(None, text=True, help="The two bonus dice typed in, e.g. 6,3.", metavar="A,B")
    seed: int | None = arg(None, help="Roll them with this seed instead.", metavar="N")


class Resolve(Args):
    """Resolve the open roll: the total freezes. A hit picks exactly one option (TRAIT where one of your
    traits names the move); a miss picks none. 7-9 and misses owe the GM's move (--gm-move, by the GM, or
    gm-move later). A critical adds one Advantage and restores one spent tile."""

    pick: Names = arg(default_factory=list, help="The option, e.g. PU1, LE2, TRAIT or TRAIT:cunning.", metavar="ID")
    gm_move: str | None = arg(None, help="The GM's move (GM only).", metavar="TEXT")
    influence: str | None = arg(None, help="Care: the influence marked on the tended PC, CULTURE:STAT.", metavar="CULTURE:STAT")
    restore_tile: str | None = arg(None, help="Critical: the culture of the spent tile restored.", metavar="CULTURE")
    advantage_culture: str | None = arg(None, help="Critical: the culture of the GM's Advantage (default: the rolled one).",
                                        metavar="CULTURE")


class GmMove(Args):
    """Record the GM's move a 7-9 or a miss owes (or waive it). The session cannot end while one is due."""

    roll: int | None = arg(None, help="The roll's number (default: the only one due).", metavar="N")
    text: str | None = arg(None, help="What the GM does.", metavar="TEXT")
    waive: bool = arg(False, help="No move after all.")


class Dispute(Args):
    """The GM disputes that a self-initiated roll's move was triggered: every change it made is
    compensated by new events (nothing recorded is edited)."""

    roll: int = arg(help="The roll's number.", positional=True, metavar="N")
    reason: str = arg("not triggered", help="Why (shown in history).", metavar="TEXT")


class ActOnAnswer(Args):
    """Act on the answer of a Learn or Empathy question: the first time, the GM adds one Advantage."""

    roll: int | None = arg(None, help="The Learn or Empathy roll (default: your only answer not yet acted on).", metavar="N")
    character: str | None = arg(None, help="Who acts (default: --as).", metavar="NAME")
    advantage_culture: str | None = arg(None, help="The Advantage's culture (default: the rolled stat's).", metavar="CULTURE")


class Interaction(Args):
    """Open an interaction with your Reliable Ally without rolling (anyone else: Initiate Interaction)."""

    with_: str = arg(alias="with", help="The ally.", metavar="NPC")
    character: str | None = arg(None, help="Who (default: --as).", metavar="NAME")


class Journey(Args):
    """Start a journey from one region to another: name a role for each key obstacle (Leader for time
    pressure, Scout for a hazardous environment, Guard for hostile opposition); each rolls Travel once."""

    to: str | None = arg(None, help="The region travelled to.", metavar="REGION")
    leader: str | None = arg(None, help="Leader (time pressure; rolls Inspiration).", metavar="PC")
    scout: str | None = arg(None, help="Scout (hazardous environment; rolls Cunning).", metavar="PC")
    guard: str | None = arg(None, help="Guard (hostile opposition; rolls Discipline).", metavar="PC")


class RestStart(Args):
    """Start a rest (downtime between scenes). Temporary Trust from Participate ends now; the Advantage
    pool is trimmed to Trust (--lose names the lost tiles when several cultures are held)."""

    at: str | None = arg(None, help="The safe location rested at (+1 task each, +2 when improved).", metavar="LOCATION")
    lose: Listed = arg(default_factory=list, help="Cultures of pool tiles lost (GM's choice).", sep=",", metavar="C,...", repeats=True)


class RestTask(Args):
    """Do the rest task of one of your traits and choose: regain a Mosaic Tile of its culture (tile), clear
    one influence of its culture (clear) or mark group Experience (xp). One task per rest (+ a safe
    location's); more cost one Advantage of the trait's culture each (--advantage)."""

    stat: str = arg(help="The stat whose trait's rest task you do. " + _STATS, positional=True, metavar="STAT")
    choice: str = arg(help="tile, clear or xp (Stein, tilgen, Erfahrung).", metavar="CHOICE")
    _c = field_validator("choice")(keyword(REST_CHOICES))
    clear_stat: str | None = arg(None, help="clear: the stat cleared when several carry that culture.", metavar="STAT")
    advantage: bool = arg(False, help="Pay this task with one Advantage of the trait's culture.")
    character: str | None = arg(None, help="Who rests (default: --as).", metavar="NAME")


class Participate(Args):
    """Join another PC in their rest task (or rest with your Reliable Ally). Answer their request, then
    choose: clear all influence of their trait's culture on you, Trust +1 until the next rest, or a
    temporary highlight of your stat of that name for one roll. Once per rest."""

    with_: str = arg(alias="with", help="The resting PC (or your ally).", metavar="NAME")
    stat: str | None = arg(None, help="Their task's stat, when they did several (ally: the stat to highlight).", metavar="STAT")
    request: str = arg(help="What they asked of you: personal, feeling or challenge.", metavar="REQUEST")
    choice: str = arg(help="clear, trust or highlight (tilgen, Vertrauen, Hervorhebung).", metavar="CHOICE")
    _r = field_validator("request")(keyword(PARTICIPATE_REQUESTS))
    _c = field_validator("choice")(keyword(PARTICIPATE_CHOICES))
    character: str | None = arg(None, help="Who participates (default: --as).", metavar="NAME")


class AdvantageConvert(Args):
    """During a rest: turn Advantage into group Experience, then pay upkeep, one Experience per safe location."""

    culture: str = arg(help="The culture of the Advantage converted.", positional=True, metavar="CULTURE")
    count: int = arg(1, ge=1, le=20, help="How many.", metavar="N")
    character: str | None = arg(None, help="Who converts (needed when upkeep counts a PC's own locations).", metavar="NAME")


class AdvantageAdd(Args):
    """The GM adds Advantage to the pool; what passes Trust is lost."""

    culture: str = arg(help="Its culture.", positional=True, metavar="CULTURE")
    count: int = arg(1, ge=1, le=10, help="How many.", metavar="N")
    reason: str = arg("GM", help="Why (shown in history).", metavar="TEXT")


class InfluenceMark(Args):
    """Mark influence of a culture on a PC's stat (where a rule just says "mark influence")."""

    character: str = arg(help="The PC.", positional=True, metavar="NAME")
    culture: str = arg(help="The culture.", metavar="CULTURE")
    stat: str = arg(help=_STATS, metavar="STAT")
    reason: str | None = arg(None, help="Why.", metavar="TEXT")


class Milestone(Args):
    """Buy a milestone during a rest with the group's Experience: the n-th costs n (Retire: 1, after a
    completed Quest). adapt --stat S --culture C; develop --stat S --descriptor T [--move M --option T]
    [--rest T]; rethink --stat FROM --to TO; train --item T; ally --npc N; location --name T;
    mark --name T --culture C; retire --legacy vanish --name T --culture C | --legacy settle --location L
    [--ally-of PC]."""

    milestone: str = arg(help="adapt, develop, rethink, train, ally, location, mark, retire.", positional=True,
                         metavar="MILESTONE")
    character: str | None = arg(None, help="Who buys it (default: --as).", metavar="NAME")
    stat: str | None = arg(None, help="adapt/develop/rethink: the stat.", metavar="STAT")
    culture: str | None = arg(None, help="adapt: the new culture; mark: its culture.", metavar="CULTURE")
    to: str | None = arg(None, help="rethink: the stat newly highlighted.", metavar="STAT")
    item: str | None = arg(None, help="train: the item.", metavar="TEXT")
    npc: str | None = arg(None, help="ally: the NPC.", metavar="NPC")
    name: str | None = arg(None, help="location / mark: its name.", metavar="TEXT")
    descriptor: str | None = arg(None, help="develop: the new descriptor.", metavar="TEXT")
    move: str | None = arg(None, help="develop: the ability's move.", metavar="MOVE")
    option: str | None = arg(None, help="develop: the ability's option.", metavar="TEXT")
    rest: str | None = arg(None, help="develop: the rest task.", metavar="TEXT")
    legacy: str | None = arg(None, help="retire: vanish or settle.", metavar="vanish|settle")
    location: str | None = arg(None, help="retire --legacy settle: where.", metavar="LOCATION")
    ally_of: str | None = arg(None, help="retire --legacy settle: the PC whose ally you become.", metavar="PC")


class Tap(Args):
    """Tap a Leave a Mark while interacting with it, once per session: +1 Advantage of its culture, or
    recolour one Advantage of another culture into its culture."""

    mark: str = arg(help="The mark's name.", positional=True, metavar="MARK")
    character: str | None = arg(None, help="Who taps it (default: --as).", metavar="NAME")
    recolor: str | None = arg(None, help="Recolour one Advantage of this culture instead.", metavar="CULTURE")


class AllyRequest(Args):
    """A Reliable Ally asks its PC for help: accept, pay Mosaic Tiles equal to the ally's culture rank, or
    refuse (the bond breaks and the ally is an ordinary NPC again)."""

    npc: str = arg(help="The ally.", positional=True, metavar="NPC")
    answer: str = arg(help="accept, pay or refuse (annehmen, zahlen, ablehnen).", metavar="ANSWER")
    _a = field_validator("answer")(keyword(ALLY_ANSWERS))
    tiles: Listed = arg(default_factory=list, help="pay: one culture per tile paid.", sep=",", metavar="C,...", repeats=True)


class LocationName(Args):
    """A safe location, by name."""

    name: str = arg(help="The location.", positional=True, metavar="LOCATION")
