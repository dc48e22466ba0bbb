"""A translated refusal names a system's ids in the system's words: a condition, move, advancement option, kind of
name, command or pool reads as the language says it, never as the id the code holds; a name a user typed stays.

Source: README "Using the ledger" (``--lang``: refusals read in the campaign system's language) and the developers'
guide ("Bad input gets a clear one-line error naming the field as the user typed it"); the words are the systems'
tables (``rules/<system>/refusal_templates.py``, ``GameSystem.command_word``) as ``rules.refusals`` applies them.
"""

from __future__ import annotations

from pathlib import Path

import rules
from rules.errors import RuleError
from tests.conftest import Cli


def test_masks_condition_ids_and_kind_words_read_in_spanish() -> None:
    """Conditions put bare in a refusal (and lists of nothing else) read by their Spanish names; the kind of an
    unknown name ("PC", "advancement") too; a move's English name in a ``{0*}`` place by its Spanish one."""
    masks = rules.get_system("masks")
    said = lambda field, msg: masks.refusal(RuleError(field, msg), "es")  # noqa: E731
    assert said("condition", "Rook already has afraid marked; unmarked: angry, guilty, hopeless") == \
        "condition: Rook ya tiene Asustado marcado; sin marcar: Enojado, Culpable, Desesperado"
    assert said("condition", "Rook does not have guilty marked; marked: afraid, insecure") == \
        "condition: Rook no tiene Culpable marcado; marcados: Asustado, Inseguro"
    assert said("target", "Reject Influence needs a target (a PC or NPC name)") == \
        "target: Rechazar la Influencia requiere un objetivo (el nombre de un PJ o PNJ)"
    assert said("character", "unknown PC 'Nadie'; known: Gale, Rook") == \
        "character: 'Nadie' no es un nombre conocido (PJ); se admite: Gale, Rook"


def test_a_users_name_that_is_also_an_english_name_stays() -> None:
    """Only lower-case ids are worded bare: a character named "Tired" keeps its name; a list mixing a user's name
    with ids is left as written."""
    mg = rules.get_system("mouseguard")
    assert mg.refusal(RuleError("recover", "Tired is not tired"), "es") == "recover: Tired no está Cansado"
    masks = rules.get_system("masks")
    assert masks.refusal(RuleError("condition", "Rook does not have guilty marked; marked: afraid, Rook"), "es") == \
        "condition: Rook no tiene Culpable marcado; marcados: afraid, Rook"


def test_masks_advancement_options_listed_by_id_in_english_and_spanish_names(tmp_path: Path) -> None:
    """An unknown advancement lists the ids one types (English), each with its Spanish name after it (Spanish)."""
    cli = Cli(tmp_path / "m.sqlite")
    cli("create", "Halcyon")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    en = cli("advance", "volar", "--as", "Rook", ok=False).stderr
    assert en.startswith("error: advancement: unknown advancement 'volar'; allowed: playbook_move, other_move, "
                         "lose_influence, rearrange, ")
    es = cli("advance", "volar", "--as", "Rook", "--lang", "es", ok=False).stderr
    assert es.startswith("error: advancement: 'volar' no es un nombre conocido (avance); se admite: playbook_move (toma "
                         "otro movimiento de tu libreto), other_move (toma un movimiento de otro libreto), "
                         "lose_influence (alguien pierde para siempre")
    assert "take another move" not in es


def test_mouse_guard_open_test_gates_read_in_spanish() -> None:
    """The open test's gate reasons: waiting for the opponent, not tied, a condition bought only on an independent
    test, and the turns a command is allowed in."""
    mg = rules.get_system("mouseguard")
    said = lambda msg: mg.refusal(RuleError("phase", msg), "es")  # noqa: E731
    assert said("'resolve' is not allowed now: test #7 waits for Bandido's roll; allowed now: oppose") == \
        "phase: 'resolver' no se puede ahora: la prueba #7 espera la tirada de Bandido; ahora se puede: prueba enfrentada"
    assert said("'break-tie' is not allowed now: test #7 is not tied (4 to 2); allowed now: resolve") == \
        "phase: 'romper empate' no se puede ahora: la prueba #7 no está empatada (4 a 2); ahora se puede: resolver"
    assert said("'take-condition' is not allowed now: success at the price of a condition is for independent tests "
                "(a versus test has a winner); allowed now: resolve") == \
        ("phase: 'éxito con condición' no se puede ahora: el éxito a cambio de una condición es para pruebas "
         "independientes (una prueba enfrentada tiene ganador); ahora se puede: resolver")
    assert said("'conflict start' is not allowed now: 'conflict start' is allowed in the GM's Turn or the Players' "
                "Turn; no mission turn is running; allowed now: rest") == \
        ("phase: 'empieza el conflicto' no se puede ahora: solo se permite en el Turno del DJ o el Turno de "
         "los Jugadores; no hay ningún turno de misión en curso; ahora se puede: descanso")


def test_mouse_guard_pool_in_a_dice_refusal_reads_in_spanish(tmp_path: Path) -> None:
    """The pool a dice refusal describes is worded from the record in the language (skill, beginner's luck with
    its ability, the halving); English keeps the English pool."""
    mg = Cli(tmp_path / "mg.sqlite")
    mg("create", "Patrol", "--system", "mouseguard")
    mg("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4")
    for line in (("session", "start"), ("turn", "gm"), ("scene", "start")):
        mg(*line)
    luck = ("test", "hunter", "--as", "Brand", "--ob", "2", "--dice", "5", "--ability", "health")
    assert mg(*luck, "--lang", "es", ok=False).stderr == (
        "error: dice: escribiste 1 dado; hay que escribir exactamente 3: la reserva es de 3 dados (tirada de principiante "
        "(Salud) 5, mitad tirada de principiante -2)\n")
    assert mg(*luck, ok=False).stderr == ("error: dice: got 1 die, need exactly 3: the pool is 3 dice (beginner's "
                                          "luck (Health) 5, halved beginner's luck -2)\n")


def test_mosaic_moves_and_kinds_read_in_german() -> None:
    """MOSAIC's move ids and English names, an empty list and the kinds of name (SC, NSC) in German."""
    mo = rules.get_system("mosaic")
    said = lambda field, msg: mo.refusal(RuleError(field, msg), "de")  # noqa: E731
    assert said("move", "unknown move 'Fliegen'; allowed: Push, Hold, Avoid") == \
        "move: 'Fliegen' ist kein bekannter Name (Zug); erlaubt: Vorstoßen, Standhalten, Ausweichen"
    assert said("pick", "PU9 is not an option of push; allowed: PU1, PU2") == \
        "pick: PU9 ist keine Option von Vorstoßen; erlaubt: PU1, PU2"
    assert said("move", "reason is an interaction move and no interaction is open; allowed now: Initiate "
                        "Interaction (roll), interaction start --with ALLY") == \
        ("move: Überzeugen ist ein Interaktionszug und keine Interaktion ist offen; jetzt möglich: Interaktion "
         "beginnen (Wurf), Interaktion beginnt --with VERBÜNDETER")
    assert said("roll", "roll #3 is not a self-initiated roll of this session; disputable: none") == \
        "roll: Wurf #3 ist kein selbst ausgelöster Wurf dieser Sitzung; bestreitbar: keine"
    assert said("with", "unknown NPC 'X'; known: Kenji") == "with: 'X' ist kein bekannter Name (NSC); erlaubt: Kenji"
    assert said("character", "unknown PC 'X'; known: Diego") == \
        "character: 'X' ist kein bekannter Name (SC); erlaubt: Diego"


def test_an_action_named_with_its_command_reads_by_the_commands_word(tmp_path: Path) -> None:
    """``redo`` of an action not undone names the action's command as the history does (Spanish), the id in
    English."""
    cli = Cli(tmp_path / "m.sqlite")
    cli("create", "Halcyon")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("mark", "Rook", "afraid")
    assert cli("redo", "2", ok=False).stderr == \
        "error: action: action 2 (mark) is not undone; only an undone action can be redone\n"
    assert cli("redo", "2", "--lang", "es", ok=False).stderr == \
        "error: action: la acción 2 (marcar condición) no está deshecha; solo se puede rehacer una acción deshecha\n"


def test_a_record_value_reads_as_keys_and_values_in_the_systems_words(tmp_path: Path) -> None:
    """``why`` on a rank set at creation shows the record's keys in German, without braces."""
    cli = Cli(tmp_path / "mo.sqlite")
    cli("create", "Blumen", "--system", "mosaic")
    cli("culture", "add", "Nippon", "--playbook", "samurai")
    cli("add-character", "Kenji", "--playbook", "samurai", "--background", "Nippon:discipline",
        "--background", "Nippon:cunning", "--faith", "Nippon:inspiration", "--contacts", "Nippon:understanding")
    rows = cli.json("why", "Kenji", "aggression")
    assert rows[0]["after"] == {"culture": "Nippon", "source": "playbook"}
    out = cli("why", "Kenji", "aggression", "--lang", "de").stdout
    assert "Kultur Nippon; Quelle Playbook" in " ".join(out.split())
    assert "{" not in out
