"""A toy game system used only by the tests: plain 2d6 + stat, harm and healing.

It proves the rule of docs/adding-a-game-system.md: a system is one package plus one line of registration (here the
``LEDGER_SYSTEMS=toy=toy2d6`` environment variable, with this folder on ``PYTHONPATH``), and its CLI,
scripts, sheet and history work with no change under ``ledger/``. Not a real game: 10+ "success",
7-9 "mixed", 6- "failure"; harm 0-4.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.dice import roll_dice
from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name, known_name, norm
from rules.phases import ScenePhases, SessionPhases, advance
from rules.declaration import Command, Context, Read, Views
from rules.system import Args, GameSystem, arg

STATS = ("might", "wits")
HARM_MAX = 4


class ToyOptions(BaseModel):
    """Options of the toy system: the harm at which a character is out."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)
    harm_max: int = Field(HARM_MAX, alias="toy.harm.max", ge=1, le=10, strict=True)


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """A new toy campaign: options, phases, characters."""
    return {"options": dict(options), "session": {"phase": "not_started", "number": 0},
            "scene": {"phase": "closed", "number": 0}, "characters": {}}


def _find(d: Draft, name: str | None, field: str = "character") -> str:
    return known_name(field, name, d.state["characters"])


class AddCharacter(Args):
    """Create a character with two stats, each -1..+2."""

    name: str = arg(help="The character's name.", positional=True, metavar="NAME")
    might: int = arg(0, ge=-1, le=2, help="Might, -1..+2.", metavar="N")
    wits: int = arg(0, ge=-1, le=2, help="Wits, -1..+2.", metavar="N")


def add_character(d: Draft, a: AddCharacter, ctx: Context) -> None:
    """Create a character (toy rules)."""
    if find_name(a.name, d.state["characters"]) is not None:
        raise RuleError("name", f"{a.name!r} already exists")
    d.event("CharacterCreated", character=a.name)
    d.set("characters", a.name, {"stats": {"might": a.might, "wits": a.wits}, "harm": 0})


class NoArgs(Args):
    """No arguments."""


class Roll(Args):
    """Roll 2d6 + a stat: 10+ success, 7-9 mixed, 6- failure."""

    stat: Literal["might", "wits"] = arg(help="The stat rolled.", positional=True, metavar="STAT")
    character: str | None = arg(None, help="Who rolls (default: --as).", metavar="NAME")
    dice: Any = arg(None, help="Physical dice, e.g. 6,3.", metavar="A,B")
    seed: int | None = arg(None, help="Seed for the roller.", metavar="N")


def roll(d: Draft, a: Roll, ctx: Context) -> None:
    """Roll 2d6 + stat inside an open scene."""
    if d.state["scene"]["phase"] != "open":
        raise RuleError("phase", "'roll' needs an open scene (allowed: scene start)")
    who = _find(d, a.character or (ctx.actor if ctx.actor != "GM" else None))
    faces, source = roll_dice(a.dice, a.seed, ctx.seed, 2)
    total = sum(faces) + d.state["characters"][who]["stats"][a.stat]
    tier = "success" if total >= 10 else "mixed" if total >= 7 else "failure"
    d.event("StatRolled", roll=ctx.action_id, character=who, stat=a.stat, dice=faces, dice_source=source, total=total,
            tier=tier)


class Harm(Args):
    """Mark harm on a character; at the campaign's maximum they are out."""

    character: str = arg(help="Who takes harm.", positional=True, metavar="NAME")
    amount: int = arg(1, ge=1, le=4, help="Harm marked.", metavar="N")


def harm(d: Draft, a: Harm, ctx: Context) -> None:
    """Mark harm, capped at the option ``toy.harm.max``."""
    who = _find(d, a.character)
    cap = d.state["options"]["toy.harm.max"]
    now = d.state["characters"][who]["harm"]
    if now >= cap:
        raise RuleError("character", f"{who} is already out (harm {now}/{cap})")
    d.event("HarmMarked", character=who, amount=a.amount)
    d.set("characters", who, "harm", min(cap, now + a.amount))


def session_start(d: Draft, a: NoArgs, ctx: Context) -> None:
    """Start a session."""
    phase = advance(SessionPhases, d.state["session"]["phase"], "start", "session", "session start")
    d.event("SessionStarted")
    d.set("session", "phase", phase)
    d.set("session", "number", d.state["session"]["number"] + 1)


def session_end(d: Draft, a: NoArgs, ctx: Context) -> None:
    """End the session (no end-of-session choices in the toy)."""
    phase = advance(SessionPhases, d.state["session"]["phase"], "begin_end", "session", "session end")
    d.event("SessionEnded")
    d.set("session", "phase", advance(SessionPhases, phase, "finish", "session", "session end"))


def scene(event: str, command: str) -> Any:
    """A scene start or end handler."""
    def handler(d: Draft, a: NoArgs, ctx: Context) -> None:
        phase = advance(ScenePhases, d.state["scene"]["phase"], event, "scene", command)
        d.event("SceneStarted" if event == "start" else "SceneEnded")
        d.set("scene", "phase", phase)
        if event == "start":
            d.set("scene", "number", d.state["scene"]["number"] + 1)
    return handler


COMMANDS = {c.name: c for c in [
    Command("add-character", AddCharacter, add_character, "Create a character.", "add-character Ash --might 2"),
    Command("session start", NoArgs, session_start, "Start a session.", "session start"),
    Command("session end", NoArgs, session_end, "End the session.", "session end"),
    Command("scene start", NoArgs, scene("start", "scene start"), "Open a scene.", "scene start"),
    Command("scene end", NoArgs, scene("end", "scene end"), "Close the scene.", "scene end"),
    Command("roll", Roll, roll, "Roll 2d6 + a stat.", "roll might --as Ash --dice 4,5"),
    Command("harm", Harm, harm, "Mark harm.", "harm Ash --amount 2"),
]}

TERMS = {"en": {"might": "Might", "wits": "Wits", "success": "success", "mixed": "mixed", "failure": "failure"},
         "xx": {"might": "Fuerza", "wits": "Ingenio", "success": "éxito", "mixed": "mixto", "failure": "fallo"}}


def term(key: str, lang: str = "en") -> str:
    """Display name of a toy id."""
    return TERMS.get(lang, TERMS["en"]).get(key, key)


def sheet(state: dict[str, Any], name: str, lang: str = "en") -> dict[str, Any]:
    """The toy sheet: name, stats, harm."""
    known = find_name(name, state["characters"])
    if known is None:
        raise RuleError("character", f"unknown character {name!r}")
    rec = state["characters"][known]
    return {"name": known, "stats": dict(rec["stats"]), "harm": rec["harm"], "harm_max": state["options"]["toy.harm.max"]}


def sheet_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The toy sheet as table rows."""
    return [(term(k, lang), f"{v:+d}") for k, v in data["stats"].items()] + [("harm", f"{data['harm']}/{data['harm_max']}")]


def summary(kind: str, detail: dict[str, Any], lang: str = "en") -> str | None:
    """Rolls in one line; other events left to their changes."""
    if kind == "StatRolled":
        return (f"roll #{detail['roll']} {detail['character']} {term(detail['stat'], lang)}: "
                f"{'+'.join(map(str, detail['dice']))} = {detail['total']} → {term(detail['tier'], lang)}")
    return None


def describe(path: list[str], lang: str = "en") -> str | None:
    """Readable toy state paths."""
    if path[:1] == ["characters"] and len(path) >= 3:
        return f"{path[1]} {term(path[-1], lang)}"
    return ".".join(path)


def party(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The party read: each character's harm."""
    return {"harm": {n: r["harm"] for n, r in state["characters"].items()}}


class RollsOf(Args):
    """Arguments of the ``rolls`` read."""

    name: str = arg(help="Whose rolls.", positional=True, metavar="NAME")


def rolls_of(records: list[dict[str, Any]], state: dict[str, Any], lang: str = "en", name: str = "") -> dict[str, Any]:
    """A read rebuilt from the events alone: every roll ``name`` made, with its total."""
    rolls = [{"roll": r["detail"]["roll"], "total": r["detail"]["total"]} for r in records
             if r["kind"] == "StatRolled" and norm(r["detail"]["character"]) == norm(name)]
    return {"name": name, "rolls": rolls}


VIEWS = Views(sheet=sheet, sheet_rows=sheet_rows, characters=lambda s, lang="en": list(s["characters"]),
              term=term, summary=summary, describe=describe)

SYSTEM = GameSystem(
    id="toy", title="Toy 2d6", rules_version="toy-1", options_model=ToyOptions, new_state=new_state,
    load_commands=lambda: COMMANDS,
    load_views=lambda: VIEWS,
    reads={"party": Read(view=party, rows=lambda data, lang="en": [(n, str(h)) for n, h in data["harm"].items()],
                         help="Show each character's harm.", title="Party"),
           "rolls": Read(view=rolls_of, rows=lambda data, lang="en": [(f"#{r['roll']}", str(r["total"])) for r in data["rolls"]],
                         help="Show a character's rolls (rebuilt from the events).", title="Rolls", args=RollsOf, events=True)},
    groups={"session": "Session phases.", "scene": "Scene phases."},
    languages=("en", "xx"),
    words={"xx": {"History": "Crónica"}},
)
