"""README "Using the ledger" (no internal names) for Mouse Guard, Pokémon Noir, MOSAIC and Basic abilities: output a player reads.

Each system's sample campaign is replayed; its history and sheets (plain and in the seed's language) must
name no internal event kind or state path (the lists are built here from the campaign's own history: every
event kind, every snake_case key and every ``key.key`` pair of the recorded change paths), the seed's
language must hold none of the English terms the seed translates (a list per system, below), and a few
summary lines are checked word for word.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import ROOT, Cli

#: system -> (sample campaign, the seed's language or None when the seed is English).
SAMPLES = {
    "masks": ("masks-halcyon-nights", "es"),
    "mouseguard": ("mouseguard-darkwater-crossing", "es"),
    "pokemon": ("pokemon-aranciopoli-noir", "it"),
    "mosaic": ("mosaic-blumen-des-montezuma", "de"),
    "basic": ("basic-the-salt-road", None),
}

#: English terms each seed translates: none may show in that language's output (whole words, case-sensitive).
ENGLISH = {
    "masks": ["Danger", "Freak", "Savior", "Mundane", "Angry", "Afraid", "Guilty", "Hopeless", "Insecure", "Team",
              "Influence", "potential", "Potential", "session", "scene", "roll", "strong hit", "weak hit", "miss",
              "Directly Engage a Threat", "Unleash Your Powers", "Defend", "Assess the Situation", "Provoke Someone",
              "Take a Powerful Blow", "Reject Influence", "Pierce the Mask", "Comfort or Support", "Moment of Truth",
              "end of session", "clearing", "battle", "yes", "open", "closed", "ended", "running", "created",
              "GM move", "picks", "end-of-session", "resolve", "scene end", "session start"],
    "mouseguard": ["Fate", "Persona", "Nature", "Health", "Will", "Resources", "Circles", "Tired", "Injured", "Angry",
                   "Sick", "Hungry", "Attack", "Defend", "Feint", "Maneuver", "Impede", "disposition", "exchange",
                   "successes", "success", "compromise", "conflict", "test", "pass", "fail", "margin", "side", "Skills",
                   "Abilities", "Conditions", "Traits", "Belief", "Goal", "Instinct", "Fighter", "Healer", "Pathfinder",
                   "Scout", "Hunter", "Loremouse", "Weather Watcher", "session", "scene", "checks", "phase", "turn",
                   "mission", "tallies", "passes", "fails", "closed", "open", "ended", "running", "wins", "weapon",
                   "sealed", "scripted", "helper", "wise", "gear", "physical", "Sword", "Shield", "Spear", "created",
                   "Gear", "Kind", "Status", "patrol mouse", "active", "yes", "with another weapon", "in the scene"],
    "pokemon": ["roll", "Exchange of Attacks", "exchange", "Friendship", "Alert", "Resources", "Experience", "Backpack",
                "Debt List", "Harm", "Conditions", "Powers", "Nature", "Need", "Species", "Trainer", "Status", "Wheel",
                "Rhythm", "Steps", "picks", "battle", "Battle", "session", "scene", "created", "active", "physical", "Grit",
                "Class", "Acumen", "Beauty", "Grace", "Light", "Severe", "Null", "Reaction", "treated violently",
                "Need Mode", "Mutation Points", "Pathologies", "Evolution", "Modifiers", "Wound", "Fracture",
                "Permanent impairment", "open", "closed", "ended", "running", "yes", "Read a Tense Situation",
                "Threaten with a Pokémon", "Black Market", "Ask for an Alibi", "Go All Out", "Recall a Pokémon",
                "Search for a Pokémon", "Empower", "Defend", "Prepare", "Shape", "Environment conditions", "Simple",
                "Extreme", "Contact", "Approaches", "Experience Keys", "Evolution Clause", "chosen by the player",
                "in its Ball", "you owe a favour", "no longer deals with you", "remedy", "Treat Violently"],
    # the German labels the project gives MOSAIC (001 is English rules posted on a German forum; "Status" is German too)
    "mosaic": ["roll", "Advantage", "Trust", "Experience", "Mosaic Tiles", "Influence", "Interaction", "Journey", "Rest",
               "Quest", "session", "scene", "success", "miss", "success at a cost", "created", "Push", "Avoid", "Call",
               "Empathy", "Bargain", "Travel", "Care", "Discipline", "Cunning", "Understanding", "critical 12", "invested",
               "first acting on an answer", "physical", "disputed", "reverted", "Culture", "Safe Locations",
               "temporary highlight", "milestones bought", "proficiencies", "traits", "Train", "Create a Safe Location",
               "GM move due", "Leader", "Scout", "Guard", "time pressure", "hazardous environment",
               "hostile opposition", "mark Experience", "clear influence", "yes", "open", "closed", "ended", "running",
               "you inflict harm", "Milestones", "Allies", "Answers", "active", "Priest", "Freedman",
               "Conquistador", "Rank", "NPC", "resolve", "press", "invest", "spend-tile"],
}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Cli]:
    out = {}
    for system, (stem, _) in SAMPLES.items():
        cli = Cli(tmp_path_factory.mktemp(stem) / "s.sqlite")
        cli("replay", str(ROOT / "sample_campaigns" / f"{stem}.yaml"))
        out[system] = cli
    return out


def _internal(rows: list[dict[str, Any]]) -> set[str]:
    """The internal names of a campaign, from its history: every event kind, every snake_case key of a
    change path or an event's detail, and every pair of id-like path keys joined by a dot."""
    ident = re.compile(r"^[a-z][a-z0-9_]*$")
    names: set[str] = set()
    for row in rows:
        for ev in row["events"]:
            names.add(ev["kind"])
            names.update(k for k in (ev.get("detail") or {}) if "_" in k)
            for ch in ev["changes"]:
                keys = [str(p) for p in ch["path"]]
                names.update(k for k in keys if ident.match(k) and "_" in k)
                names.update(f"{a}.{b}" for a, b in zip(keys, keys[1:]) if ident.match(a) and (ident.match(b) or b.isdigit()))
    return names


def _user_text(stem: str) -> list[str]:
    """The free text of a sample script (titles, reasons, goals, names...: every string with a space or a
    capital that the output may echo), longest first."""
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
        elif isinstance(node, str):
            found.append(node)
            if one_line(node) != node:           # a recap's line breaks, as a history row shows them (``\\n``)
                found.append(one_line(node))

    from ledger.user_text import one_line

    walk(yaml.safe_load((ROOT / "sample_campaigns" / f"{stem}.yaml").read_text(encoding="utf-8")))
    return sorted({s for s in found if len(s) > 2}, key=len, reverse=True)


def _reads(cli: Cli, lang: str | None) -> dict[str, str]:
    """The history table and JSON lines, every character's sheet and the status, in ``lang``."""
    extra = ("--lang", lang) if lang else ()
    rows = cli.json("history", *extra)
    out = {"history": cli("history", *extra).stdout,
           "history lines": "\n".join(line for r in rows for line in r["changes"]),
           "status": cli("status", *extra).stdout}
    names = {ev["detail"].get("name") or ev["detail"].get("character") for r in rows for ev in r["events"]
             if ev["kind"] == "CharacterCreated"}                  # a system names the detail either way
    for name in sorted(n for n in names if n):
        out[f"sheet {name}"] = cli("sheet", name, *extra).stdout
    return out


def _flat(text: str) -> str:
    """Table text with its borders and line wraps flattened to single spaces."""
    return " ".join(re.sub(r"[│┃┌┐└┘├┤┬┴┼─━╭╮╰╯]", " ", text).split())


@pytest.mark.parametrize("system", list(SAMPLES))
def test_no_internal_names_in_history_and_sheets(played: dict[str, Cli], system: str) -> None:
    cli = played[system]
    rows = cli.json("history")
    internal = _internal(rows)
    assert len(internal) > 10, internal                       # the list is real: the campaign has such names
    langs = [None] + ([SAMPLES[system][1]] if SAMPLES[system][1] else [])
    for lang in langs:
        for what, text in _reads(cli, lang).items():
            flat = _flat(text)
            leaks = sorted(n for n in internal if re.search(rf"(?<![\w.]){re.escape(n)}(?![\w])", flat))
            assert not leaks, (system, lang, what, leaks)


@pytest.mark.parametrize("system", [s for s, (_, lang) in SAMPLES.items() if lang])
def test_seed_language_has_no_english_terms(played: dict[str, Cli], system: str) -> None:
    cli = played[system]
    stem, lang = SAMPLES[system]
    user = [s for s in _user_text(stem) if s not in ENGLISH[system]]
    user = sorted({part for s in user for part in (s, *(p.strip() for p in s.splitlines())) if part},
                  key=len, reverse=True)        # a recap's lines are shown as lines (README: paragraphs kept)
    for what, text in _reads(cli, lang).items():
        flat = _flat(text)
        for s in user:
            flat = flat.replace(s, " ")
        found = sorted(t for t in ENGLISH[system] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", flat))
        assert not found, (system, lang, what, found)


def _lines(cli: Cli, lang: str | None = None) -> list[str]:
    """Every summary and change line of the history, in ``lang``."""
    rows = cli.json("history", *(("--lang", lang) if lang else ()))
    return [line for r in rows for line in [e["summary"] for e in r["events"]] + r["changes"]]


def test_mouseguard_summary_lines(played: dict[str, Cli]) -> None:
    cli = played["mouseguard"]
    en, es = _lines(cli), _lines(cli, "es")
    assert ("test #9 Weather Watcher by Rogard, Ob 3: 7D [Weather Watcher 4, helper Brand +1, wise Weather-wise +1, "
            "gear spyglass +1]: 6,5,2,4,3,1,2 → 3 successes (physical)") in en
    assert ("prueba #9 Meteorólogo de Rogard, Ob 3: 7D [Meteorólogo 4, ayuda Brand +1, conocimiento Weather-wise +1, "
            "equipo spyglass +1]: 6,5,2,4,3,1,2 → 3 éxitos (dados físicos)") in es
    # a revealed action is public (004 "Conflictos"): the script's line names it; the conflict ended in exchange 3
    assert "conflicto #27 tanda 1: Brand, Wren, Tamsin eligen sus acciones (Ataque (Brand), Maniobra (Wren), Defensa (Tamsin))" in es
    assert "conflicto #27 tanda 1: Water Snake elige sus acciones (Ataque (Water Snake), Defensa (Water Snake), Finta (Water Snake))" in es
    assert "conflicto #27 tanda 3: Brand, Wren, Tamsin eligen sus acciones (Ataque (Brand), sellado, sellado)" in es
    assert "conflicto #27 tanda 1: acciones selladas" in es and not any(line.startswith("ScriptsSealed") for line in es)
    assert "conflict #27 opponents maneuver effects waiting: — → Impede -1D for Water Snake" in en
    assert "conflicto #27 efectos de maniobra pendientes de los rivales: — → Obstaculizar -1D para Water Snake" in es
    assert "Tamsin escudo en la última pelea: no → sí (con otra arma)" in es
    assert "Tamsin marcas de avance de Guía: éxitos 1 (#15), fallos 0 → éxitos 1 (#15), fallos 1 (#17)" in es
    assert "escena: cerrada → abierta" in es and "sesión: terminando → terminada" in es
    assert "scene: closed → open" in en and "Tamsin's tests this turn: — → 1" in en
    assert "pruebas de Tamsin en este turno: — → 1" in es
    assert "conflicto #27 resultado: — → ganador Brand, Wren, Tamsin; compromiso" in es
    table = _flat(cli("history", "--lang", "es").stdout)             # causes in words (JSON keeps them as recorded)
    assert "superada con Cansado (margen -1) prueba #17" in table and "conflicto #27, prueba #33" in table
    assert "test #" not in table and "conflict #" not in table


def test_mouseguard_reads_in_spanish(played: dict[str, Cli]) -> None:
    cli = played["mouseguard"]
    turn = _flat(cli("turn", "--lang", "es").stdout)
    assert "sesión 1 (terminada)" in turn and "escena 4 (cerrada)" in turn and "entre misiones (misión 1)" in turn
    conflict = _flat(cli("conflict", "--lang", "es").stdout)
    assert "Ataque (Brand) contra Ataque (Water Snake): éxitos 3 / 2 → disposición 6 / 7" in conflict
    assert "None" not in conflict and "terms" not in conflict
    adv = _flat(cli("advancement", "Tamsin", "--lang", "es").stdout)
    assert "Sanador 3 éxitos 1/4 (#68) · fallos 0/3 — 3 éxitos y 3 fallos más para llegar a 4" in adv
    assert "more passes" not in adv and "natureMax" not in adv
    why = _flat(cli("why", "Tamsin", "Tired", "--lang", "es").stdout)             # ledger why: causes and commands in words
    assert "18 " in why and "Tamsin éxito con condición no sí prueba #17" in why and "test #" not in why
    weapons = cli.json("weapons", "--lang", "es")["entries"]
    assert next(e for e in weapons if e["id"] == "spear")["description"] == (
        "alcance lanza; su Ataque cuenta como enfrentado contra armas normales y lanzas")
    for kind in ("skills", "abilities", "conditions", "weapons", "conflict-types", "conflict-actions"):
        en = {e["id"]: e["description"] for e in cli.json(kind)["entries"]}
        es = {e["id"]: e["description"] for e in cli.json(kind, "--lang", "es")["entries"]}
        assert en.keys() == es.keys() and all(es[k] and es[k] != en[k] for k in en), kind


def test_pokemon_summary_lines(played: dict[str, Cli]) -> None:
    cli = played["pokemon"]
    it, en = _lines(cli, "it"), _lines(cli, "en")
    assert "tiro #10 Osservare una situazione tesa di Vera: 4+5 +2 (Classe) = 11 → 10+ (dadi fisici)" in it
    assert "roll #10 Read a Tense Situation by Vera: 4+5 +2 (Class) = 11 → 10+ (physical)" in en
    assert "roll #10 Read a Tense Situation: 10+; picks: Way out, Biggest threat, Useful or valuable" in en
    assert "exchange #16: Zanna Light → Null; Ferro Light → Severe" in en
    assert "scambio #16: Zanna Leggero → Nullo; Ferro Leggero → Severo" in it
    assert "Vera Modificatori: — → -1 (scambio 7-9 (tiro #19))" in it
    assert "Vera Modifiers: — → -1 (exchange 7-9 (roll #19))" in en
    assert "Zanna Trattato Violentemente: — → violenza #17" in it
    assert ("Zanna Poteri: Morso (Semplice), Braciere (Semplice) → Morso (Semplice), Braciere (Semplice), "
            "Vampata disperata (Estremo)") in it
    assert "battaglia: — → battaglia #15" in it and "battle: — → battle #15" in en
    assert "Condizioni dell'ambiente: — → [Nebbia di scintille]" in it
    assert "Eevee: Natura Timida (scelta dal giocatore)" in it and "sessione: non iniziata → in corso" in it
    assert "Zanna KO: Amicizia -1, Modalità Bisogno" in it and "Nero: Chiavi di Esperienza Sporcarsi le mani" in it
    assert not any(line.startswith(("KeysScored", "KnockedOut", "SessionEnded", "SubstanceTaken")) for line in it)
    table = _flat(cli("history", "--lang", "it").stdout)
    assert "tiro #19" in table and "roll #" not in table and "Nero Trattare" in table
    battle = _flat(cli("battle", "--lang", "it").stdout)
    assert "battaglia —" in battle and "title" not in battle
    moves = {e["id"]: e["description"] for e in cli.json("moves", "--lang", "it")["entries"]}
    assert moves["mercato"] == "tiro + Allerta (6- / 7+): comprare qualcosa al mercato nero"
    for kind in ("moves", "approaches", "harm-slots", "picks"):
        en_ = [e["description"] for e in cli.json(kind, "--lang", "en")["entries"]]
        it_ = [e["description"] for e in cli.json(kind, "--lang", "it")["entries"]]
        assert len(en_) == len(it_) and all(a != b for a, b in zip(en_, it_)), kind


def test_mosaic_summary_lines(played: dict[str, Cli]) -> None:
    cli = played["mosaic"]
    de, en = _lines(cli, "de"), _lines(cli, "en")
    assert "Wurf #17 Vorstoßen von Kenji: [6] 2 3 [5] = 11 → 10+ Erfolg; du richtest Schaden an" in de
    assert "roll #17 Push by Kenji: [6] 2 3 [5] = 11 → 10+ success; you inflict harm" in en
    assert "Vorteil +1 Mexica (erstes Handeln nach einer Antwort)" in de
    assert "Advantage +1 Mexica (first acting on an answer)" in en
    assert "Sitzung: nicht begonnen → läuft" in de and "Szenennummer: 0 → 1" in de
    assert "session: not started → running" in en
    assert "bestritten: nothing was at stake: the Flowers had not noticed you yet (1 zurückgenommen)" in de
    table = _flat(cli("history", "--lang", "de").stdout)
    assert "Wurf #17" in table and "roll #" not in table and "ausspielen" in table
    moves = {e["id"]: e["description"] for e in cli.json("moves", "--lang", "de")["entries"]}
    assert moves["push"] == "Aktionszug, Wurf +Aggression: sich mit Kraft oder Gewalt durchsetzen; Optionen PU1, PU2"
    for kind in ("moves", "playbooks", "stats", "milestones", "picks"):
        en_ = [e["description"] for e in cli.json(kind)["entries"]]
        de_ = [e["description"] for e in cli.json(kind, "--lang", "de")["entries"]]
        assert len(en_) == len(de_) and all(a != b for a, b in zip(en_, de_)), kind


def test_basic_summary_lines(played: dict[str, Cli]) -> None:
    cli = played["basic"]
    en = _lines(cli)
    assert "test #12 Make progress by Mara: d20 14 + d8 5 (for, by Ilse) + d8 3 (for, by Ilse) + brawn 3 = 25 [physical]" in en
    assert "Ilse help operations: — → Help on Mara (test #11): 2 left" in en
    assert "Tobin questions: 3 of 3 asked of GM, answers true (test #16) → —" in en
    assert "scene: closed → open" in en and "downtime: open → closed" in en and "session number: 0 → 1" in en
    assert not any("{" in line for line in en)                    # no record printed as a raw mapping
