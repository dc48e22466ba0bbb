"""Every system command's ``--help`` and usage errors under each of its languages name their placeholders in that
language (``rules.placeholders``, a system's own under ``"placeholder: WORD"``), and the hints, dice refusals and
milestone refusals the seeds' faults named are worded whole.

Source: README "Using the ledger" (``--lang``); the developers' guide (a refusal names the field as the user typed
it, in the campaign's language). Seeds: 000 "DEFEND" and its Spanish part; 001 "Meilensteine" (Spuren hinterlassen,
Sicherer Ort); 002 l.147-171 (Osservare una situazione tesa: "Minaccia maggiore"); 004 (Spanish pools).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import Cli
from rules import get_system
from rules.errors import RuleError
from rules.placeholders import english_words
from test_api_error_language import api  # noqa: F401 - the signed-in API client on the Pokémon sample

CASES = [(sid, lang) for sid in ("masks", "mouseguard", "mosaic", "pokemon")
         for lang in get_system(sid).languages if lang != "en"]


def _english_placeholders(system_id: str, lang: str) -> set[str]:
    """The English placeholder words that ``lang`` says otherwise: the shared ones and the system's own."""
    system = get_system(system_id)
    own = {k.removeprefix("placeholder: ") for k, v in system.load_help().get(lang, {}).items()
           if k.startswith("placeholder: ") and v != k.removeprefix("placeholder: ")}
    return english_words(lang) | own


@pytest.mark.parametrize("system_id,lang", CASES)
def test_every_commands_help_names_its_placeholders_in_the_language(system_id: str, lang: str, tmp_path: Path) -> None:
    """Walks every command of the system: its usage line and option rows keep no English placeholder word."""
    cli = Cli(tmp_path / "none.sqlite")
    english = _english_placeholders(system_id, lang)
    seen = 0
    for command in get_system(system_id).commands:
        out = cli("--system", system_id, *command.split(), "--help", "--lang", lang).stdout
        usage, _, rest = out.partition("\n")
        options = [line.strip().split("  ")[0] for line in rest.splitlines() if line.strip().startswith("-")]
        shown = " ".join([usage.split(command, 1)[-1], *options])
        found = set(re.findall(r"(?<![\w.$])[A-Z][A-Z_]+(?![\w.])", shown)) & english
        assert not found, (command, found, shown)
        seen += 1
    assert seen == len(get_system(system_id).commands)


@pytest.mark.parametrize("system_id,lang,said", [("masks", "es", "usage: falta el argumento 'MOVIMIENTO'"),
                                                 ("mosaic", "de", "usage: Argument 'ZUG' fehlt"),
                                                 ("pokemon", "it", "usage: manca l'argomento 'MOSSA'")])
def test_a_missing_argument_is_named_by_its_placeholder_in_the_language(system_id: str, lang: str, said: str,
                                                                         tmp_path: Path) -> None:
    cli = Cli(tmp_path / "u.sqlite")
    cli("create", "C", "--system", system_id)
    before = cli.bytes()
    proc = cli("roll", "--lang", lang, ok=False)
    assert proc.returncode == 2 and said in proc.stderr and "'MOVE'" not in proc.stderr, proc.stderr
    assert cli.bytes() == before


def test_seed_001_meilensteine_milestone_help_in_german(tmp_path: Path) -> None:
    """001 "Meilensteine": ``milestone --help`` in German names MEILENSTEIN, KULTUR, WERT, SC, NSC, ORT, PFAD."""
    out = Cli(tmp_path / "none.sqlite")("--system", "mosaic", "milestone", "--help", "--lang", "de").stdout
    assert out.splitlines()[0] == "Aufruf: ledger milestone [OPTIONEN] MEILENSTEIN"
    for row in ("--culture KULTUR", "--stat WERT", "--npc NSC", "--ally-of SC", "--location ORT", "--store PFAD",
                "--lang SPRACHE", "--legacy vanish|settle"):
        assert any(line.strip().startswith(row) for line in out.splitlines()), row
    assert "    MEILENSTEIN  " in out and "MILESTONE" not in out


@pytest.mark.parametrize("message,german", [
    ("mark needs --name (what the mark is)", "name: Spuren hinterlassen braucht --name (was die Spur ist)"),
    ("mark needs --culture (the culture it represents)",
     "culture: Spuren hinterlassen braucht --culture (die Kultur, für die sie steht)"),
    ("location needs --name (the place)", "name: Sicherer Ort braucht --name (der Ort)"),
    ("retire needs --location (the safe location)", "location: Zur Ruhe setzen braucht --location (der sichere Ort)"),
])
def test_seed_001_meilensteine_a_missing_argument_in_german(message: str, german: str) -> None:
    """001 "Meilensteine": the milestone by its German name, the option as typed, what it needs in German."""
    field = german.split(":")[0]
    assert get_system("mosaic").refusal(RuleError(field, message), "de") == german


def test_seed_000_defend_hint_names_the_move_as_spanish_types_it(tmp_path: Path) -> None:
    """000 "DEFEND": while Gale's roll waits, the allowed-now hint reads 'tirada Defender --from Gale' in Spanish (status
    and a refusal), 'roll Defend --from Gale' in English; 'Defender' is what ``roll`` takes in Spanish."""
    cli = Cli(tmp_path / "m.sqlite")
    cli("create", "C", "--system", "masks")
    cli("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("session", "start")
    cli("scene", "start")
    cli("roll", "Directly Engage a Threat", "--as", "Gale", "--dice", "4,5")
    refused = cli("scene", "end", "--lang", "es", ok=False).stderr
    assert "ahora se puede: tirada Defender --from Gale, resolver," in refused and "Defend " not in refused, refused
    english = cli("scene", "end", "--lang", "en", ok=False).stderr
    assert "allowed now: roll Defend --from Gale, resolve," in english
    status = " ".join(cli("status", "--lang", "es").stdout.split())
    assert "tirada Defender --from Gale" in status and "Defend --from" not in status
    said = cli("roll", "Defender", "--from", "Gale", "--as", "Rook", "--protect", "Gale", "--lang", "es", ok=False).stderr
    assert "usage" not in said and "no existe" not in said          # 'Defender' is a move roll takes


def test_seed_002_osserva_picks_read_as_questions_not_as_the_threaten_move(tmp_path: Path) -> None:
    """002 l.147-171: the chronicle lists Read a Tense Situation's question 'minaccia' as 'Minaccia maggiore' (English:
    'Biggest threat'), never as the Threaten move's name."""
    from rules.pokemon.data import pick_term, term
    from rules.pokemon.views import pick

    assert pick("minaccia", "it", {"roll": {"move": "osserva"}}) == "Minaccia maggiore"
    assert pick("minaccia", "en", {"roll": {"move": "osserva"}}) == "Biggest threat"
    assert pick("pokemon", "en", {"mossa": "minaccia"}) == "Fights back"
    assert term("minaccia") == "Minacciare con un Pokémon" and pick_term("osserva", "posizione") == "Vera posizione del nemico"
    cli = Cli(tmp_path / "p.sqlite")
    root = Path(__file__).resolve().parents[1]
    cli("replay", str(root / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    for lang, picks in (("it", "scelte: Via di fuga o di ingresso; Minaccia maggiore; Utile o di valore"),
                        ("en", "picks: Way out; Biggest threat; Useful or valuable")):
        out = tmp_path / f"c-{lang}.md"
        cli("chronicle", "--format", "md", "--out", str(out), "--lang", lang)
        text = out.read_text()
        assert picks in text and "Minacciare con un Pokémon; " not in text and "Threaten with a Pokémon; " not in text
    lines = [e["summary"] for r in cli.json("history") for e in r["events"] if e["kind"] == "QuestionsAsked"]
    assert lines == ["Domande poste (mossa: Osservare una situazione tesa; domande: Via di fuga o di ingresso, "
                     "Minaccia maggiore, Utile o di valore)"]


def test_seed_002_a_kind_whose_id_would_read_two_words_is_refused_at_import() -> None:
    """002: a move's id standing in ``term`` for another word is refused when the tables are built."""
    from rules.contract import ContractError
    from rules.pokemon.data import kept_apart

    words = {"minaccia": "Minaccia maggiore"}
    with pytest.raises(ContractError, match="move 'minaccia' would read"):
        kept_apart(words, {"minaccia": "Minacciare con un Pokémon"}, "move")
    kept_apart(words, {"minaccia": "Minaccia maggiore"}, "move")        # the same word twice is no ambiguity
    assert words == {"minaccia": "Minaccia maggiore"}


@pytest.mark.parametrize("system_id,lang,message,said", [
    ("mosaic", "de", "'x' is not a die face; give 3 whole numbers 1..6, e.g. 6,3,5; the pool is 2 base + 1 highlighted",
     "'x' ist keine Augenzahl; gib 3 ganze Zahlen 1..6 an, z. B. 6,3,5; "),
    ("pokemon", "it", "'x' is not a die face; give 2 whole numbers 1..6, e.g. 6,3",
     "'x' non è la faccia di un dado; scrivi 2 numeri interi 1..6, es. 6,3"),
    ("masks", "es", "'x' is not a die face; give 2 whole numbers 1..6, e.g. 6,3",
     "'x' no es una cara de dado; escribe 2 números enteros 1..6, p. ej. 6,3"),
])
def test_a_typed_face_is_refused_in_the_language_with_its_reason(system_id: str, lang: str, message: str, said: str) -> None:
    """rules.dice's "is not a die face", a system's reason after it included (001's pool, 002, 000)."""
    text = get_system(system_id).refusal(RuleError("dice", message), lang)
    assert text.startswith(f"dice: {said}") and "is not a die face" not in text and "give " not in text, text


def test_seed_004_amend_dice_refused_in_spanish_with_the_pool_in_words(tmp_path: Path) -> None:
    """004: ``amend N --dice`` with the wrong count names the pool in Spanish (Meteorólogo, ayuda, conocimiento), as
    the typed-in test would; nothing written. And a face that is no number, in Spanish."""
    cli = Cli(tmp_path / "g.sqlite")
    root = Path(__file__).resolve().parents[1]
    cli("replay", str(root / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    before = cli.bytes()
    err = cli("amend", "9", "--dice", "1", "--lang", "es", ok=False).stderr
    assert err.startswith("error: dice: escribiste 1 dado; hay que escribir exactamente 7: la reserva es de 7 dados "
                          "(Meteorólogo 4, ayuda Brand +1, conocimiento Weather-wise +1, equipo spyglass +1)"), err
    err = cli("amend", "9", "--dice", "x", "--lang", "es", ok=False).stderr
    assert err.startswith("error: dice: 'x' no es una cara de dado; escribe 7 números enteros 1..6"), err
    assert cli.bytes() == before


def test_seed_004_a_script_refuses_the_dice_in_spanish_with_the_pool_in_words(tmp_path: Path) -> None:
    """004: a replayed script whose test types one die for a pool of seven is refused naming the pool in Spanish."""
    root = Path(__file__).resolve().parents[1]
    text = (root / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml").read_text(encoding="utf-8")
    start = text.index("dice: [6, 5, 2, 4, 3, 1, 2]")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text[:start] + "dice: [1]" + text[start + len("dice: [6, 5, 2, 4, 3, 1, 2]"):], encoding="utf-8")
    cli = Cli(tmp_path / "bad.sqlite")
    err = cli("replay", str(bad), "--lang", "es", ok=False).stderr
    assert err.startswith("error: entry 9 (test): dice: escribiste 1 dado; hay que escribir exactamente 7: la reserva es de 7 "
                          "dados (Meteorólogo 4, ayuda Brand +1, conocimiento Weather-wise +1, equipo spyglass +1)"), err


#: Each system's tables of ids by kind whose words a reader sees (seeds 000, 001, 002, 004).
KIND_TABLES = {
    "rules.masks.data": ("LABEL_NAMES", "CONDITION_NAMES", "MOVES", "OPTIONS", "PLAYBOOKS"),
    "rules.mosaic.data": ("MOVES", "OPTIONS", "MILESTONES", "REST_CHOICES", "PARTICIPATE_REQUESTS", "PARTICIPATE_CHOICES",
                          "CHALLENGE_OUTCOMES", "QUEST_OUTCOMES", "ALLY_ANSWERS", "OBSTACLES", "PLAYBOOKS"),
    "rules.mouseguard.data": ("SKILL_NAMES", "ABILITY_NAMES", "CONDITION_NAMES", "NATURE_MODES", "HANDICAP_NAMES",
                              "ACTION_NAMES", "EFFECT_NAMES", "WEAPONS"),
    "rules.pokemon.data": ("VIOLENT_CHOICES", "SUBSTANCE_WORDS", "CATEGORIES"),
}


@pytest.mark.parametrize("module", sorted(KIND_TABLES))
def test_an_id_two_kinds_share_names_one_thing_or_is_read_by_its_kind(module: str) -> None:
    """Every system: an id found in two kinds' tables reads the same first word in both (Mosaic's ``clear`` of a rest
    and of a participation; ``failed`` of a challenge and a quest); Pokémon's picks, whose ids are moves' and terms'
    too (``minaccia``, ``posizione``, ``amicizia``), are not in ``term``'s table at all: read by their move."""
    import importlib

    data = importlib.import_module(module)
    first: dict[str, dict[str, str]] = {}
    for name in KIND_TABLES[module]:
        for key, value in getattr(data, name).items():
            word = value[0] if isinstance(value, tuple) else str(value.get("names", [key])[0]) if isinstance(value, dict) else str(value)
            first.setdefault(key, {})[name] = word
    shared = {key: kinds for key, kinds in first.items() if len(kinds) > 1}
    assert all(len(set(kinds.values())) == 1 for kinds in shared.values()), shared
    if module == "rules.pokemon.data":
        picks = {pick for options in data.PICKS.values() for pick in options}
        assert {"minaccia", "posizione", "amicizia", "allerta", "pokemon"} <= picks
        assert data.term("posizione") == "Posizione" and data.pick_term("osserva", "posizione") != data.term("posizione")
        from rules.pokemon.views import summary

        assert data.term("droga") == "Droghe, radiazioni e MT"                   # the move; the substance is its own
        assert summary("SubstanceTaken", {"character": "Lumo", "tipo": "droga"}, "it") == "Lumo: Droga"
        assert summary("SubstanceTaken", {"character": "Lumo", "tipo": "droga"}, "en") == "Lumo: Drug"
        assert summary("TreatedViolently", {"trainer": "Nero", "character": "Zanna", "choice": "bisogno"},
                       "it").endswith("; Modalità Bisogno")


def test_seed_001_german_says_sl_and_ep_never_gm_or_xp() -> None:
    """001 (SL, EP): a milestone's line names its cost in EP, a GM move owed names the SL, in German; English keeps
    GM and XP."""
    from rules.mosaic.status import status_rows
    from rules.mosaic.views import summary

    bought = {"character": "Kenji", "milestone": "train", "cost": 1}
    assert summary("MilestoneBought", bought, "de") == "Kenji: Üben (1 EP)"
    assert summary("MilestoneBought", bought, "en").endswith("(1 XP)")
    from test_table_status import states_of

    system, states = states_of("mosaic-blumen-des-montezuma.yaml")
    data = system.views.status(states[max(states)], "de")
    data["owed"] = [{"who": "GM", "what": "gm_move", "roll": 17}]        # a GM move owed for roll #17
    rows = dict(status_rows(data, "de"))
    assert rows["ausstehend"] == "SL: SL-Zug für Wurf #17"
    assert dict(status_rows(data, "en"))["owed"] == "GM: a GM move for roll #17"


@pytest.mark.parametrize("sample,lang,word", [("pokemon-aranciopoli-noir", "it", "scelte"),
                                              ("pokemon-aranciopoli-noir", "en", "picks"),
                                              ("mosaic-blumen-des-montezuma", "de", "Wahl"),
                                              ("masks-halcyon-nights", "es", "elecciones")])
def test_a_resolve_line_lists_its_picks_once(sample: str, lang: str, word: str, tmp_path: Path) -> None:
    """Seeds 000, 001, 002: no history row nor chronicle line lists its picks twice ("scelte: X; scelte: X"); the
    German history names the GM SL and never says XP."""
    root = Path(__file__).resolve().parents[1]
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(root / "sample_campaigns" / f"{sample}.yaml"))
    rows = cli.json("history", "--lang", lang)
    lines = [e["summary"] for r in rows for e in r["events"]]
    assert not [s for s in lines if s.count(f"{word}:") > 1 or s.count(f"; {word} ") > 1]
    out = tmp_path / "c.md"
    cli("chronicle", "--format", "md", "--out", str(out), "--lang", lang)
    text = out.read_text(encoding="utf-8")
    assert not [line for line in text.splitlines() if line.count(f"{word}:") > 1]
    if lang == "de":
        table = cli("history", "--lang", "de").stdout
        assert " SL " in table and not re.search(r"\bGM\b|\bXP\b", table + text)


def test_seed_000_the_spanish_team_reads_reserva_and_lider_of_the_equipo(tmp_path: Path) -> None:
    """000 (Equipo): the Spanish team view's rows and the history's changes name the pool and leader in Spanish."""
    cli = Cli(tmp_path / "m.sqlite")
    cli("create", "C", "--system", "masks")
    cli("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior")
    cli("session", "start")
    cli("team", "leader", "Gale")
    team = cli("team", "--lang", "es").stdout
    assert "│ reserva " in team and "│ líder " in team and "pool" not in team and "leader" not in team
    history = " ".join(cli("history", "--lang", "es").stdout.split())
    assert "reserva del Equipo: 0 → 1" in history and "líder del Equipo: — → Gale" in history
    assert "Equipo reserva" not in history and "Team" not in history


@pytest.mark.parametrize("system_id,lang,usage,missing", [
    ("masks", "es", "Uso: ledger roll [OPCIONES] MOVIMIENTO", "error: usage: falta el argumento 'MOVIMIENTO'"),
    ("mosaic", "de", "Aufruf: ledger roll [OPTIONEN] ZUG", "error: usage: Argument 'ZUG' fehlt"),
])
def test_the_shell_names_placeholders_in_the_campaigns_language(system_id: str, lang: str, usage: str, missing: str,
                                                                tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``ledger play``: a command's help and a missing argument name the placeholder as the line's --help does."""
    from ledger.cli import root
    from ledger.cli.shell.shell import Shell
    from test_play import shell_store

    cli = Cli(tmp_path / "s.sqlite")
    cli("create", "Table", "--system", system_id)
    capsys.readouterr()
    with Shell(root(), shell_store(cli.store), lang=lang) as shell:
        assert shell.run_line("roll --help") == 0
        assert shell.run_line("roll") == 2
    said = capsys.readouterr()
    assert said.out.splitlines()[0] == usage and "MOVE" not in said.out
    assert said.err.startswith(missing) and "'MOVE'" not in said.err


def test_seed_002_the_api_amends_dice_refused_in_italian(api: Any) -> None:
    """002 (the web's road): an amend of roll #10's dice with a face out of range, or one die for two, is refused in
    Italian (no Accept-Language: the campaign's language), 4xx, nothing written; English on asking for it."""
    client, q, _system = api
    url = f"/api/campaigns/{q}/corrections/amend"
    before = client.get(f"/api/campaigns/{q}/history?lang=en").json()
    for dice, said, english in (([9, 1], "la faccia 9 è fuori da 1..6", "face 9 is outside 1..6"),
                                ([1], "hai scritto 1 dado; bisogna scriverne esattamente 2 dadi (facce 1..6, es. 6,3)",
                                 "got 1 die, need exactly 2 (faces 1..6, e.g. 6,3)")):
        got = client.post(url, json={"action": 10, "dice": dice})
        assert 400 <= got.status_code < 500 and said in got.json()["error"]["message"], got.text
        assert english in client.post(url, json={"action": 10, "dice": dice}, headers={"accept-language": "en"}).text
    assert client.get(f"/api/campaigns/{q}/history?lang=en").json() == before
