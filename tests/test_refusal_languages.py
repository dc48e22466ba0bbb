"""Refusals in the campaign system's languages, and the last seams of the translated histories.

The developers' guide: "Bad input gets a clear one-line error naming the field as the user typed it"; README
"Using the ledger" (``--lang``, ``LEDGER_LANG``): output in the system's languages. Each system owns its refusal
words (``rules/<system>/refusals.py`` over ``rules.refusal_frames``); the ledger only asks the system
(``GameSystem.refusal``). Seeds: 002 (Italian: "tiro", "Il GM fa una sola Reazione"), 001 (German forum; "SL" is
the Spielleitung), 004 and 000 (Spanish).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from conftest import Cli
from rules.errors import RuleError


def said(system_id: str, field: str, message: str, lang: str) -> str:
    return rules.get_system(system_id).refusal(RuleError(field, message), lang)


@pytest.mark.parametrize("system_id,lang,english,translated", [
    ("pokemon", "it", "'roll' is not allowed while the scene is closed; allowed now: scene start, harm",
     "phase: 'tiro' non è permesso mentre nessuna scena è aperta; ora si può: inizio scena, Danno"),
    ("pokemon", "it", "got 1 die, need exactly 2 (faces 1..6, e.g. 6,3)",
     "dice: hai scritto 1 dado; bisogna scriverne esattamente 2 dadi (facce 1..6, es. 6,3)"),
    ("pokemon", "it", "unknown move 'foo'; allowed: Scambio di Attacchi",
     "dice: 'foo' non è un nome conosciuto (mossa); ammessi: Scambio di Attacchi"),
    ("mosaic", "de", "'resolve' is not allowed while no roll waits for its resolution; allowed now: roll",
     "phase: 'auflösen' ist nicht erlaubt, solange kein Wurf auf seine Auflösung wartet; jetzt möglich: Wurf"),
    ("mosaic", "de", "'session end' is not allowed now: GM moves are due for roll #4 (gm-move --roll N --text ... or "
     "--waive); allowed now: gm-move", "phase: 'Sitzung endet' ist jetzt nicht erlaubt: SL-Züge sind fällig für Wurf #4 "
     "(gm-move --roll N --text ... oder --waive); jetzt möglich: SL-Zug"),
    ("mouseguard", "es", "'fate' is not allowed while no test is waiting to be resolved; allowed now: test",
     "phase: 'Destino' no se puede mientras ninguna prueba espera resolverse; ahora se puede: prueba"),
    ("mouseguard", "es", "give the obstacle (--ob N, 1 or more) or an opponent (--versus NAME)",
     "phase: da el obstáculo (--ob N, 1 o más) o un oponente (--versus NOMBRE)"),
    ("mouseguard", "es", "'conflict reveal' is not allowed while an action is being played; allowed now: fate, resolve",
     "phase: 'revelar acción' no se puede mientras se está jugando una acción; ahora se puede: Destino, resolver"),
    ("mouseguard", "es", "Brand has no trait 'Brave'; traits: Calm", "trait: Brand no tiene el rasgo 'Brave'; rasgos: Calm"),
    ("mouseguard", "es", "'rewards give' is not allowed now: the rewards come after the Players' Turn (turn end); "
     "allowed now: mark", "phase: 'recompensa' no se puede ahora: las recompensas llegan tras el Turno de los Jugadores "
     "(fin del turno); ahora se puede: marcar condición"),
    ("mouseguard", "es", "'rewards give' is not allowed now: the rewards come at the end of the session (session end); "
     "allowed now: mark", "phase: 'recompensa' no se puede ahora: las recompensas llegan al final de la sesión "
     "(termina la sesión); ahora se puede: marcar condición"),
    ("mouseguard", "es", "'conflict start' is not allowed now: conflict #2 is still running; close it first (conflict close); "
     "allowed now: conflict close", "phase: 'empieza el conflicto' no se puede ahora: el conflicto #2 sigue en curso; ciérralo "
     "primero (cierra el conflicto); ahora se puede: cierra el conflicto"),
    ("mouseguard", "es", "'resolve' is not allowed now: test #3 is tied at 2: break the tie first (break-tie --trait T --as "
     "ROLLER, or break-tie --roll); allowed now: break-tie", "phase: 'resolver' no se puede ahora: la prueba #3 está "
     "empatada a 2: deshaz primero el empate (romper empate --trait T --as TIRADOR, o romper empate --roll); ahora se "
     "puede: romper empate"),
    ("mouseguard", "es", "'session end' is not allowed now: end the players turn first: rewards come at the end of the "
     "session; allowed now: turn end", "phase: 'termina la sesión' no se puede ahora: termina primero el Turno de los "
     "Jugadores: las recompensas llegan al final de la sesión; ahora se puede: fin del turno"),
    ("mouseguard", "es", "'session end' is not allowed now: the mission's rewards are open; allowed now: rewards done",
     "phase: 'termina la sesión' no se puede ahora: las recompensas de la misión están abiertas; ahora se puede: fin de las "
     "recompensas"),
    ("mouseguard", "es", "'trait charge' is not allowed now: 'trait charge' is allowed in the Players' Turn; it is the GM's "
     "Turn; allowed now: turn players", "phase: 'cargar rasgo' no se puede ahora: solo se permite en el Turno de "
     "los Jugadores; es el Turno del DJ; ahora se puede: turno de los jugadores"),
    ("mouseguard", "es", "'conflict maneuver' is not allowed now: a maneuver's margin is spent after its volley; an action "
     "is being played; allowed now: conflict roll", "phase: 'maniobra' no se puede ahora: el margen de una "
     "maniobra se gasta tras su acción; se está jugando una acción; ahora se puede: tirada de conflicto"),
    ("mouseguard", "es", "'take-condition' is not allowed now: test #17 already succeeded at the price of Tired; allowed "
     "now: resolve", "phase: 'éxito con condición' no se puede ahora: la prueba #17 ya tuvo éxito a cambio de Cansado; ahora "
     "se puede: resolver"),
    ("mouseguard", "es", "'oppose' is not allowed now: test #33 is a conflict action: each side rolls its own (conflict "
     "roll); allowed now: conflict roll", "phase: 'prueba enfrentada' no se puede ahora: la prueba #33 es una acción de conflicto: "
     "cada bando tira la suya (tirada de conflicto); ahora se puede: tirada de conflicto"),
    ("mouseguard", "es", "Hungry/Thirsty is recovered in the Players' Turn (allowed now: turn players)",
     "recover: Hambriento/Sediento se recupera en el turno de los jugadores (ahora se puede: turno de los jugadores)"),
    ("mouseguard", "es", "Brand (level 1) was already used this session; recharge it with 2 checks (trait recharge)",
     "trait: Brand (nivel 1) ya se usó esta sesión; recárgalo con 2 marcas (recargar rasgo)"),
    ("mouseguard", "es", "under mouseguard.sword.bindAt=firstUse the sword is bound at its first roll (conflict roll --sword)",
     "sword_action: con mouseguard.sword.bindAt=firstUse la espada se liga en su primera tirada (tirada de conflicto "
     "--sword)"),
    ("mouseguard", "es", "a tie broken by a trait rolls no dice; the odds are those of a tie-break roll (--roll)",
     "roll: un empate deshecho con un rasgo no tira dados; las probabilidades son las de una tirada de desempate (--roll)"),
    ("masks", "es", "'roll' is not allowed while the session is not started; allowed now: session start",
     "phase: 'tirada' no se puede mientras la sesión no ha empezado; ahora se puede: empieza la sesión"),
])
def test_each_system_words_its_refusals(system_id: str, lang: str, english: str, translated: str) -> None:
    field = translated.split(":", 1)[0]
    assert said(system_id, field, english, lang) == translated
    as_raised = english.replace("Scambio di Attacchi", "Exchange of Attacks")   # a listed name in English
    assert said(system_id, field, english, "en") == f"{field}: {as_raised}"        # English: as raised


def test_basic_abilities_speaks_english_only() -> None:
    assert said("basic", "phase", "'move' is not allowed while the scene is closed; allowed now: x", "en") == \
        "phase: 'move' is not allowed while the scene is closed; allowed now: x"


def test_pokemon_refuses_in_italian_by_default_and_in_english_on_request(tmp_path: Path) -> None:
    """Pokémon Noir's first language is Italian: its refusals are Italian unless --lang en; one line, exit 2,
    nothing written."""
    cli = Cli(tmp_path / "pk.sqlite")
    cli("create", "Noir", "--system", "pokemon")
    cli("add-character", "Ash", "--approcci", "2,1,1,0,-1")
    before = cli.bytes()
    proc = cli("roll", "cerca", "--as", "Ash", "--approccio", "grinta", "--dice", "3,4", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: phase: 'tiro' non è permesso mentre nessuna scena "
                                                           "è aperta; ora si può: inizio Sessione")
    assert len(proc.stderr.splitlines()) == 1 and cli.bytes() == before
    proc = cli("roll", "cerca", "--as", "Ash", "--approccio", "grinta", "--dice", "3,4", "--lang", "en", ok=False)
    assert proc.stderr.startswith("error: phase: 'roll' is not allowed while the scene is closed; allowed now: ")


def test_mouse_guard_and_mosaic_refuse_in_their_second_language(tmp_path: Path) -> None:
    mg = Cli(tmp_path / "mg.sqlite")
    mg("create", "Patrol", "--system", "mouseguard")
    mg("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4")
    for line in (("session", "start"), ("turn", "gm"), ("scene", "start")):
        mg(*line)
    proc = mg("test", "fighter", "--as", "Brand", "--ob", "2", "--dice", "5", "--lang", "es", ok=False)
    assert proc.stderr == "error: dice: escribiste 1 dado; hay que escribir exactamente 4: la reserva es de 4 dados (Luchador 4)\n"
    mo = Cli(tmp_path / "mo.sqlite")
    mo("create", "Blumen", "--system", "mosaic")
    proc = mo("resolve", "--lang", "de", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: phase: 'auflösen' ist nicht erlaubt, solange ")


# --- the seams of the translated histories ----------------------------------------------------------------

def test_mosaic_german_says_sl_and_ep() -> None:
    views = rules.get_system("mosaic").views
    assert views.summary("GMMoveMade", {"text": "Die Wachen kommen"}, "de") == "SL: Die Wachen kommen"
    assert views.summary("GMMoveMade", {"text": "The guards come"}, "en") == "GM: The guards come"
    line = views.summary("MilestoneBought", {"character": "Kenji", "milestone": "train", "cost": 3}, "de")
    assert line.endswith("(3 EP)") and "XP" not in line


def test_pokemon_picks_are_listed_once_per_resolve() -> None:
    views = rules.get_system("pokemon").views
    assert views.summary("OptionsChosen", {"mossa": "scambio", "options": ["potenzi"]}, "it") is None
    line = views.summary("RollResolved", {"roll": {"id": 5, "move": "scambio", "tier": "10+"}, "picks": ["potenzi", "difendi"]}, "it")
    assert line.count("scelte") == 1 and "10-13" in line


def test_masks_spanish_team_paths_read_noun_first() -> None:
    views = rules.get_system("masks").views
    assert views.describe(["team", "pool"], "es") == "reserva del Equipo"
    assert views.describe(["team", "leader"], "es") == "líder del Equipo"
    assert views.describe(["team", "pool"], "en") == "Team pool"


def test_mouse_guard_spanish_names_no_command_in_english_inside_brackets() -> None:
    """Every refusal raised under ``rules/mouseguard/`` and every gate reason (the phase words and the reasons its
    gates give as text, ``tests/test_refusal_catalogue.py``) that names in brackets a command to type next names it in
    Spanish in ``--lang es``, as the history and the "ahora se puede" list do (seed 004: "fin del turno", "recargar
    rasgo"); its options stay as typed."""
    import re

    from rules.mouseguard.words import COMMANDS_ES
    from test_refusal_catalogue import ROOT, gate_reasons, raised

    system = rules.get_system("mouseguard")
    messages = raised(sorted((ROOT / "rules" / "mouseguard").glob("*.py"))) + \
        [("gate", "phase", reason) for reason in gate_reasons("mouseguard")]
    english = "|".join(re.escape(c) for c in sorted(COMMANDS_ES, key=len, reverse=True))
    hinted = [said for said in (system.refusal(RuleError(f, m), "es") for _, f, m in messages)
              if re.search(rf"\((?:ahora se puede: )?(?:{english})(?:\)| --|,| [a-z]+ --)", said)]
    assert hinted == []
    bracketed = [said for said in (system.refusal(RuleError(f, m), "es") for _, f, m in messages)
                 if re.search(r"\((?:repetir tirada|recargar rasgo|empuñar arma|tirada de conflicto) ?", said)]
    assert len(bracketed) >= 5          # the hints are there, in Spanish


def test_mouse_guard_gates_refuse_in_spanish_at_every_step_of_the_sample() -> None:
    """Every gate refusal of every command at every step of the sample campaign (seed 004's mission: tests, a fight,
    the Players' Turn, the rewards), the reasons the gates word themselves included, reads in Spanish: no English
    word, no command named in brackets in English."""
    import re

    import yaml

    from rules.mouseguard.gates import GATES
    from rules.phases import check
    from test_mouseguard_table import MG
    from test_refusal_catalogue import ROOT, english_left

    script = yaml.safe_load((ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml").read_text("utf-8"))
    mg = MG()
    mg.auto_close = False
    said: set[str] = set()

    def every_gate() -> None:
        for command in GATES:
            try:
                check(GATES, mg.state, command)
            except RuleError as err:
                said.add(mg.system.refusal(err, "es").split("; ahora se puede: ")[0])

    for entry in script["actions"]:
        every_gate()
        command, args = (entry, {}) if isinstance(entry, str) else next(iter(entry.items()))
        args = {k.replace("-", "_"): v for k, v in (args or {}).items()}
        mg.do(command, args.pop("as", "GM"), **args)
    every_gate()
    assert len(said) > 150                                          # the gates were asked in many states
    assert [s for s in said if english_left(s[len("phase: "):]) or re.search(r"\((?:turn|session|conflict) ", s)] == []
