"""Pokémon Noir refusals that list the system's names (harm slots, grades, moves, picks, Treat Violently's choices, a
Need's fates) name each in the reader's language, the typable id after it in brackets when it differs, on the command
line (``--lang it`` and ``--lang en``) and on the API (``Accept-Language``); a Pokémon that fled or turned is worded
with no gendered participle; the Italian counts and empty lists agree.

Source: seed 002 "Danno" ([Ferita], [Fatica], [KO], [Cicatrice], [Rottura], [Menomazione Permanente]), "Trattare
Violentemente" (l.57-63: "Il Pokémon si rivolta definitivamente contro di te", "riesce a fuggire da te"), the Exchange's
tiers; README "Using the ledger" ("A refusal lists skills, conditions, Labels, moves and stats as the system prints
them in that language"; a refusal names the API's fields, never the command line's options).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from conftest import ROOT, Cli
from web_support import gm_in_scene

NOIR = "Aranciopoli%20Noir"
NOIR_SAMPLE = ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"


@pytest.fixture(scope="module")
def noir(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The sample replayed, a session and a scene open (Zanna: KO and Menomazione permanente marked). Every test
    here only reads it or is refused, which writes nothing."""
    cli = Cli(tmp_path_factory.mktemp("noir") / "noir.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    cli("session", "start")
    cli("scene", "start")
    return cli


def _refused(cli: Cli, *args: str) -> str:
    before = cli.bytes()
    got = cli(*args, ok=False)
    assert got.returncode == 2 and cli.bytes() == before
    return got.stderr


#: (command line, Italian refusal, English refusal).
CASES = [
    (("harm", "Zanna", "ko"), "error: slot: il KO di Zanna è già segnato; slot leggeri liberi: Ferita, Fatica\n",
     "error: slot: Zanna's KO is already marked; free Light slots: Wound (ferita), Fatigue (fatica)\n"),
    (("harm", "Zanna", "menomazione"),
     "error: slot: la Menomazione permanente di Zanna è già segnata; slot severi liberi: Cicatrice, Rottura\n",
     "error: slot: Zanna's Permanent impairment is already marked; free Severe slots: Scar (cicatrice), Fracture "
     "(rottura)\n"),
    (("heal", "Zanna", "ferita"),
     "error: slot: la Ferita di Zanna non è segnata; segnati: KO, Menomazione permanente (menomazione)\n",
     "error: slot: Zanna's Wound is not marked; marked: KO, Permanent impairment (menomazione)\n"),
    (("heal", "Nero", "ko"), "error: slot: il KO di Nero non è segnato; nessuno slot segnato\n",
     "error: slot: Nero's KO is not marked; marked: none\n"),
    (("harm", "Nero", "ala"),
     "error: slot: 'ala' non è un nome conosciuto (slot di Danno di Nero); ammessi: Ferita, Fatica, KO, Cicatrice, "
     "Rottura, Menomazione permanente (menomazione), Mortale\n",
     "error: slot: unknown harm slot of Nero 'ala'; allowed: Wound (ferita), Fatigue (fatica), KO, Scar (cicatrice), "
     "Fracture (rottura), Permanent impairment (menomazione), Mortal (mortale)\n"),
    (("remedy", "Zanna", "--oggetto", "Pozione", "--slot", "menomazione", "--as", "Nero"),
     "error: slot: Pozione cura Ferita; non Menomazione permanente (menomazione)\n",
     "error: slot: Pozione clears Wound (ferita); not Permanent impairment (menomazione)\n"),
    (("treat-violently", "Zanna", "--as", "Nero", "--choice", "volare"),
     "error: choice: 'volare' non è un nome conosciuto (scelta); ammessi: Modalità Bisogno (bisogno), Si rivolta "
     "(rivolta), Fugge (fuga)\n",
     "error: choice: unknown choice 'volare'; allowed: Need Mode (bisogno), Turns against you (rivolta), Escapes "
     "(fuga)\n"),
    (("scene", "end", "--fate", "Zanna=vola"),
     "error: fate: 'vola' non è un nome conosciuto (destino); ammessi: Si rivolta (rivolta), Fugge (fuga)\n",
     "error: fate: unknown fate 'vola'; allowed: Turns against you (rivolta), Escapes (fuga)\n"),
    (("roll", "tutto", "--as", "Nero", "--pokemon", "Zanna", "--potere", "x", "--approccio", "grinta", "--dice", "1,1"),
     "error: approccio: Tenta il Tutto per Tutto non accetta approccio; accetta: pokemon, potere, sfrutta\n",
     "error: approccio: Go All Out takes no approccio; it takes: pokemon, potere, sfrutta\n"),
    (("condition", "Zanna", "Zoppo", "--remove"), "error: condition: Zanna non ha la Condizione 'Zoppo'; non ha "
     "Condizioni\n", "error: condition: Zanna has no Condition 'Zoppo'; has: none\n"),
]


@pytest.mark.parametrize("args,italian,english", CASES, ids=[" ".join(c[0][:2]) for c in CASES])
def test_a_refusal_names_its_list_in_the_readers_language(noir: Cli, args: tuple[str, ...], italian: str,
                                                          english: str) -> None:
    assert _refused(noir, *args) == italian
    assert _refused(noir, *args, "--lang", "en") == english


def test_an_unknown_move_lists_every_move_by_its_name_and_id(noir: Cli) -> None:
    """"Drug, radiation and TM" holds a comma: it stays one name in English, and the Italian list is all Italian."""
    it = _refused(noir, "roll", "volo", "--as", "Nero")
    en = _refused(noir, "roll", "volo", "--as", "Nero", "--lang", "en")
    assert it.startswith("error: move: 'volo' non è un nome conosciuto (mossa); ammessi: Scambio di Attacchi "
                         "(scambio), Tenta il Tutto per Tutto (tutto), ")
    assert "Droghe, radiazioni e MT (droga), Mercato nero (mercato)" in it and "Exchange" not in it
    assert en.startswith("error: move: unknown move 'volo'; allowed: Exchange of Attacks (scambio), Go All Out (tutto), ")
    assert "Drug, radiation and TM (droga), Black Market (mercato)" in en and "Droghe" not in en


def test_picks_are_named_by_the_moves_own_names(tmp_path: Path) -> None:
    """Read a Tense Situation 10+ open: four questions, and one twice, refused with the questions named."""
    c = Cli(tmp_path / "noir.sqlite")
    c("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    for step in (("session", "start"), ("scene", "start"), ("roll", "osserva", "--as", "Vera", "--dice", "5,5")):
        c(*step)
    four = ("resolve", "--pick", "via", "--pick", "utile", "--pick", "minaccia", "--pick", "comando")
    assert _refused(c, *four).startswith("error: pick: scegli da 0 a 3 tra Via di fuga o di ingresso (via), Nemico più "
                                         "vulnerabile (vulnerabile), Minaccia maggiore (minaccia), ")
    assert _refused(c, *four, "--lang", "en").startswith("error: pick: pick 0 to 3 of Way out (via), Most vulnerable "
                                                         "(vulnerabile), Biggest threat (minaccia), Watch out for (guardia)")
    assert _refused(c, "resolve", "--pick", "via", "--pick", "via") == \
        "error: pick: via è scelta due volte; nessuna opzione si ripete\n"
    assert _refused(c, "resolve", "--pick", "via", "--pick", "via", "--lang", "en") == \
        "error: pick: via is picked twice; no option may repeat\n"
    assert _refused(c, "resolve", "--pick", "via", "--slot", "ko", "--lang", "en") == \
        "error: slot: Read a Tense Situation takes no slot at resolve\n"
    assert _refused(c, "resolve", "--pick", "via", "--slot", "ko") == \
        "error: slot: Osservare una situazione tesa non accetta slot alla risoluzione\n"


def test_a_battle_and_a_pick_count_read_in_each_language(tmp_path: Path) -> None:
    """A battle open is "battle #N" in English, "battaglia #N" in Italian; an Exchange 7-9 given no pick: the count
    is said without a plural after 1 ("scelte concesse da un 7-9: 1")."""
    c = Cli(tmp_path / "noir.sqlite")
    c("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    for step in (("session", "start"), ("scene", "start"), ("battle", "start"), ("heal", "Zanna", "ko")):
        c(*step)
    assert "while battle #56 is open; allowed now: " in _refused(c, "battle", "start", "--lang", "en")
    assert "mentre battaglia #56 è aperta; ora si può: " in _refused(c, "battle", "start")
    c("roll", "scambio", "--as", "Nero", "--approccio", "grinta", "--pokemon", "Zanna", "--subito", "leggero",
      "--dice", "3,3")
    assert _refused(c, "resolve", "--pick", "malus") == (
        "error: pick: scelte concesse da un 7-9: 1; quelle date ne usano 0 (Resisti:evita e Rigeneri su un Danno Severo "
        "o non-conta ne usano 2)\n")
    assert _refused(c, "resolve", "--pick", "malus", "--lang", "en") == (
        "error: pick: a 7-9 gives 1 pick(s); these use 0 (Resisti:evita and Rigeneri on Severe harm or non-conta use "
        "2)\n")


def test_a_pokemon_that_fled_or_turned_is_named_by_no_gendered_word(tmp_path: Path) -> None:
    """Treat Violently at -2: the sheet's and the history's state reads "in fuga" / "in rivolta contro il suo
    allenatore" (English "fled" / "turned against its trainer"), and a later command on it is refused naming its
    trainer, never "loro"."""
    c = Cli(tmp_path / "f.sqlite")
    c("create", "Prova", "--system", "pokemon")
    c("add-character", "Vera")
    for mon in ("Lumo", "Stella"):
        c("add-pokemon", mon, "--allenatore", "Vera", "--amicizia", "-2")
    c("session", "start")
    c("scene", "start")
    fled = c("treat-violently", "Lumo", "--choice", "fuga", "--as", "Vera").stdout
    assert "  Lumo Stato: attivo → in fuga\n" in fled
    turned = c("treat-violently", "Stella", "--choice", "rivolta", "--as", "Vera", "--lang", "en").stdout
    assert "  Stella Status: active → turned against its trainer\n" in turned
    assert c.json("sheet", "Stella")["display"]["stato"] == "in rivolta contro il suo allenatore"
    assert _refused(c, "ball", "Lumo") == \
        "error: character: la fuga di Lumo è definitiva: non agisce più per il suo allenatore\n"
    assert _refused(c, "ball", "Lumo", "--lang", "en") == \
        "error: character: Lumo has fled for good and no longer acts for its trainer\n"
    go = ("roll", "tutto", "--pokemon", "Stella", "--as", "Vera", "--potere", "x", "--dice", "3,3")
    assert _refused(c, *go) == "error: pokemon: la rivolta di Stella contro il suo allenatore è definitiva: non agisce più\n"


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The sample served, a session and a scene open; Dana its GM."""
    with gm_in_scene(tmp_path_factory.mktemp("api") / "api.sqlite", [NOIR_SAMPLE], NOIR) as client:
        yield client


@pytest.mark.parametrize("path,body,italian,english", [
    ("harm", {"character": "Zanna", "slot": "ko"}, "il KO di Zanna è già segnato; slot leggeri liberi: Ferita, Fatica",
     "Zanna's KO is already marked; free Light slots: Wound (ferita), Fatigue (fatica)"),
    ("heal", {"character": "Zanna", "slot": "ferita"},
     "la Ferita di Zanna non è segnata; segnati: KO, Menomazione permanente (menomazione)",
     "Zanna's Wound is not marked; marked: KO, Permanent impairment (menomazione)"),
    ("scene/end", {"fate": ["Zanna=vola"]}, "'vola' non è un nome conosciuto (destino); ammessi: Si rivolta (rivolta), "
     "Fugge (fuga)", "unknown fate 'vola'; allowed: Turns against you (rivolta), Escapes (fuga)"),
])
def test_the_api_names_the_list_in_the_readers_language(api: TestClient, path: str, body: dict[str, Any], italian: str,
                                                         english: str) -> None:
    for lang, message in (("it", italian), ("en", english)):
        got = api.post(f"/api/campaigns/{NOIR}/commands/{path}", json=body, headers={"Accept-Language": lang})
        assert got.status_code == 400 and got.json()["error"]["message"] == message


def test_the_odds_name_a_modifier_as_the_roll_line_does(tmp_path: Path) -> None:
    """A modifier left for the next roll: the odds name its source as the roll's own line does ("scambio 7-9 (tiro
    #19)", never the sheet's row "Modificatori"), and a Pokémon's Friendship as "Amicizia Zanna"."""
    c = Cli(tmp_path / "noir.sqlite")
    text = (ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml").read_text(encoding="utf-8")
    cut = tmp_path / "cut.yaml"
    cut.write_text(text[:text.index("  - roll: {move: alibi")], encoding="utf-8")
    c("replay", str(cut))
    odds = " ".join(c("odds", "alibi", "--as", "Vera", "--contatto", "Lia").stdout.replace("│", " ").split())
    assert "modificatore +1 (+2 Allerta, -1 scambio 7-9 (tiro #19))" in odds
    odds = " ".join(c("odds", "alibi", "--as", "Vera", "--contatto", "Lia", "--lang", "en").stdout.replace("│", " ").split())
    assert "modifier +1 (+2 Alert, -1 exchange 7-9 (roll #19))" in odds
    c("ball", "Zanna", "--out")
    odds = " ".join(c("odds", "tutto", "--as", "Nero", "--pokemon", "Zanna", "--potere", "X").stdout.replace("│", " ").split())
    assert "modificatore -2 (-2 Amicizia Zanna)" in odds


def test_threatens_ten_plus_names_the_victims_answers(tmp_path: Path) -> None:
    """Threaten with a Pokémon 10+: the victim's answers named as the move's own options, in each language."""
    c = Cli(tmp_path / "noir.sqlite")
    c("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    for step in (("session", "start"), ("scene", "start"),
                 ("roll", "minaccia", "--as", "Nero", "--pokemon", "Zanna", "--vittima", "Tizio", "--dice", "5,5")):
        c(*step)
    assert _refused(c, "resolve", "--pick", "fugge") == \
        "error: pick: con un 10+ la vittima sceglie prima Cede o Vede il bluff (bluff)\n"
    assert _refused(c, "resolve", "--pick", "fugge", "--lang", "en") == \
        "error: pick: on a 10+ the victim first picks Gives in (cede) or Calls the bluff (bluff)\n"
    assert _refused(c, "resolve", "--pick", "bluff", "--pick", "fugge", "--lang", "en") == (
        "error: pick: a 10+ is: Gives in (cede); or Calls the bluff (bluff) then Back off (ritratti); or Calls the bluff "
        "(bluff), Hurt them (ferisci), then one of Flees (fugge), Hands it over (consegna), Fights back (pokemon), Takes "
        "cover (difesa), Calms things (calma)\n")
    assert _refused(c, "resolve", "--pick", "bluff", "--pick", "fugge").startswith(
        "error: pick: un 10+ è: Cede; oppure Vede il bluff (bluff) poi Ritratti; oppure Vede il bluff (bluff), Ferisci, "
        "poi uno tra Fugge, Ti dà ciò che vuoi (consegna), ")


def test_an_amends_later_refusals_read_whole_in_italian(tmp_path: Path) -> None:
    """An amend that would make later actions refused names them inside its own line: their slots, grades and
    exchange in Italian there too (the English reading in English)."""
    c = Cli(tmp_path / "noir.sqlite")
    c("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    amend = ("amend", "16", "--dice", "1,1", "--and", "18", "--pick", "potenzi", "--pick", "malus")
    it = _refused(c, *amend)
    assert ("21 (scambio di Danni): rifiutata: slot: Zanna subisce Danno Leggero: indica lo slot (lo sceglie il GM); "
            "liberi: Ferita, Fatica, KO; 22 (tiro): rifiutata: subito: scambio #16 ha già dichiarato il suo Danno "
            "(Leggero a Zanna, Leggero a Ferro); ") in it
    en = _refused(c, *amend, "--lang", "en")
    assert ("21 (battle harm): refused: slot: Zanna takes Light harm: name the slot (GM's pick); free: Wound (ferita), "
            "Fatigue (fatica), KO; 22 (roll): refused: subito: exchange #16 already declared its harm (Light at Zanna, "
            "Light at Ferro); ") in en
