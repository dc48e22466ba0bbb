"""Every refusal a system raises reads in each of the system's languages: no English sentence is left.

The developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it") and
README "Using the ledger" (``--lang``: the campaign system's languages). Each refusal is found where the rules
raise it: every ``RuleError(field, message)`` under ``rules/<system>/`` and in the shared rule modules a system's
commands pass through (arguments, names, dice, sessions, languages), read from the source. Its message is built
as the code builds it, every value the code puts in replaced by a sample ("7"; ``'7'`` where the code quotes it;
each branch of a conditional message on its own), raised through the system's refusal view, and the result
searched for English words. The marker words are English function words that none of the system languages
shares; option names (``--ob``, with one value after them) and quoted names are left out of the search, as they
are typed in English on every language's command line.

The gate refusals (``rules/phases.py``: "'X' is not allowed while the <machine> is <phase>; allowed now: ...")
are built from each system's gate table instead: every phase of every machine a gate names without its own
words, and every "not allowed now" reason a gate gives as text. Left out: ``rules/__init__.py`` (loading a
system from ``LEDGER_SYSTEMS``, before a campaign or a language exists).
"""

from __future__ import annotations

from typing import Any

import ast
import re
from pathlib import Path

import pytest

import rules
from rules.errors import RuleError

ROOT = Path(__file__).resolve().parent.parent
SHARED = ("args.py", "contract.py", "dice.py", "names.py", "sessions.py", "system.py")

#: English function words no system language uses (lower case: German nouns such as "Name" are capitalised).
MARKERS = re.compile(r"(?<![\w'-])(the|is|are|has|have|already|cannot|must|only|not|with|and|of|be|this|that|when|"
                     r"which|would|first|needs?|give|name|got|none|own|for|from|on|or|at|to|it|its|their|your|you|"
                     r"any|every|before|after|than|there|here|left|yet|one|two|three|exactly|goes|takes|gives|make|"
                     r"makes|still|more|instead|twice|drop|needed|allowed|known|unknown|marked|used|named|given)"
                     r"(?![\w'-])")


def _variants(node: ast.AST, texts: dict[str, list[list[str]]] | None = None) -> list[list[str]] | None:
    """The message texts an expression can build: each a list of pieces, a value the code puts in as ``"7"``
    (``"'7'"`` under ``!r``), a local variable the function only ever sets to text (``texts``: ``where = "" if
    ... else f" on front {n}"``) as each of its texts; None when the expression is not text built in place."""
    texts = texts or {}
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [[node.value]]
    if isinstance(node, ast.JoinedStr):
        out: list[list[str]] = [[]]
        for value in node.values:
            if isinstance(value, ast.Constant):
                out = [v + [str(value.value)] for v in out]
                continue
            inner = _variants(value.value, texts) if isinstance(value.value, ast.IfExp) else None
            if isinstance(value.value, ast.Name) and value.value.id in texts and value.conversion == -1:
                inner = texts[value.value.id]
            inner = _counted(value.value) or inner
            pieces = inner or [["'7'" if value.conversion == ord("r") else "7"]]
            out = [v + p for v in out for p in pieces]
        return out
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):          # text + a value: the value as "7"
        left, right = _variants(node.left, texts) or [["7"]], _variants(node.right, texts) or [["7"]]
        return [a + b for a in left for b in right]
    if isinstance(node, ast.IfExp):
        body, other = _variants(node.body, texts), _variants(node.orelse, texts)
        return None if body is None or other is None else body + other
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):   # {"a": "text", ...}[key]
        each = [_variants(v, texts) for v in node.value.values]
        return None if any(e is None for e in each) else [v for e in each for v in (e or [])]
    return None


def _counted(node: ast.AST) -> list[list[str]] | None:
    """A count and its noun as the code writes them (``counted(n, "die", "en")``, ``rules.numbers.counted``): "7 dice"
    and "1 die"; None for any other expression."""
    from rules.numbers import COUNTED

    if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "counted" and len(node.args) == 3
            and isinstance(node.args[1], ast.Constant)):
        return None
    one, many = COUNTED[node.args[1].value]["en"]
    return [[f"7 {many}"], [f"1 {one}"]]


def _calls(tree: ast.AST) -> list[tuple[ast.Call, dict[str, list[list[str]]]]]:
    """Every call in ``tree`` with the text variables of the function it is in (names every assignment of which
    in that function is text, with their texts)."""
    out = []
    for func in reversed([tree] + [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]):
        sets: dict[str, list[list[str]] | None] = {}
        for n in ast.walk(func):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                name = n.targets[0].id
                found = _variants(n.value) if name not in sets or sets[name] is not None else None
                sets[name] = None if found is None else (sets.get(name) or []) + found
        texts = {k: v for k, v in sets.items() if v}
        calls = [n for n in ast.walk(func) if isinstance(n, ast.Call)]
        out += [(c, texts) for c in calls]
    seen: set[int] = set()
    unique = []
    for call, texts in out:                                 # the innermost function's variables win
        if id(call) not in seen:
            seen.add(id(call))
            unique.append((call, texts))
    return unique


def raised(paths: list[Path], kinds: tuple[str, ...] = ("RuleError",)) -> list[tuple[str, str, str]]:
    """``(where, field, message)`` for every error of ``kinds`` (``RuleError``; the ledger's ``LedgerError``)
    built in ``paths`` with a message text in place, and every ``ValueError`` an argument's validator raises
    there (``rules.args.validation_error`` makes it the refusal of the argument)."""
    found = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node, texts in _calls(tree):
            name = getattr(node.func, "id", None)
            if name in kinds and len(node.args) >= 2:
                field, text = node.args[0].value if isinstance(node.args[0], ast.Constant) else "field", node.args[1]
            elif name == "ValueError" and node.args:
                field, text = "field", node.args[0]
            else:
                continue
            for pieces in _variants(text, texts) or []:
                found.append((f"{path.relative_to(ROOT)}:{node.lineno}", str(field), "".join(pieces)))
    return found


def english_left(text: str) -> list[str]:
    """The English marker words in ``text``, options with their value and quoted names left out."""
    text = re.sub(r"--[\w.-]+(?: [a-z|-]+(?![\w-]))?", " ", text)
    text = re.sub(r"(?<!\w)'[^']*'(?!\w)", " ", text)                  # a possessive's "'s" is no quote
    return MARKERS.findall(text)


#: Words a refusal shows as typed in every language: ids and option values (Label, stat and slot ids, the
#: playbook's D,F,S,S,M, pick ids), command words, and the seed's own Italian terms in the English.
AS_TYPED = set("""A B D F S M NAME conditions culture add discipline Side Sword quest end completed act on answer
leader scout guard roll interaction start nature will health Grinta Classe Acume Bellezza Grazia Rigeneri non conta
da Danno Nullo cicatrice rottura menomazione""".split())


def shared_english(english: str, said: str) -> list[tuple[str, ...]]:
    """Runs of three words ``said`` keeps from the ``english`` it translates (options, quoted names, option keys
    and ``ID:key=value`` picks left out; a run made only of words shown as typed, ``AS_TYPED``, is no English)."""
    def runs(text: str) -> set[tuple[str, ...]]:
        text = re.sub(r"--[\w.-]+(?: [a-z|-]+(?![\w-]))?|(?<!\w)'[^']*'(?!\w)|\b\w+(?:\.\w+)+(?:=\w+)?|\b[A-Z0-9_]+:[\w=.,+-]+",
                      " | ", text)
        w = ["|" if re.search(r"\d", t) else t for t in re.findall(r"[A-Za-z0-9]+|\|", text)]   # PB10a, 7: ids
        return {tuple(w[i:i + 3]) for i in range(len(w) - 2) if "|" not in w[i:i + 3]}
    return sorted(run for run in runs(english) & runs(said) if not set(run) <= AS_TYPED)


#: Every built-in system under each of its languages but English (the language the rules raise in).
CASES = [(system_id, lang) for system_id in sorted(rules.registered()) for lang in rules.get_system(system_id).languages
         if lang != "en" and (ROOT / "rules" / system_id).is_dir()]


def test_every_system_that_plays_in_another_language_is_checked() -> None:
    assert CASES == [("masks", "es"), ("mosaic", "de"), ("mouseguard", "es"), ("pokemon", "it")]


@pytest.mark.parametrize("system_id,lang", CASES)
def test_every_refusal_reads_in_the_systems_language(system_id: str, lang: str) -> None:
    system = rules.get_system(system_id)
    paths = sorted((ROOT / "rules" / system_id).glob("*.py")) + [ROOT / "rules" / name for name in SHARED]
    messages = raised(paths)
    assert len(messages) > 100                                             # the catalogue is read, not empty
    assert english_in(system, lang, messages) == []


def english_in(system: Any, lang: str, messages: list[tuple[str, str, str]]) -> list[str]:
    """``where: refusal`` of each of ``messages`` (``raised``'s) that ``system`` words in ``lang`` with English left in
    it; each must name its field as typed and be one line."""
    left = []
    for where, field, message in messages:
        said = system.refusal(RuleError(field, message), lang)
        assert said.startswith(f"{field}: ") and "\n" not in said         # the field as typed; one line
        if english_left(said[len(field) + 2:]) or shared_english(message, said[len(field) + 2:]):
            left.append(f"{where}: {said}")
    return left


def test_the_runs_of_english_kept_are_found() -> None:
    assert shared_english("Brand holds no Influence over Rook", "Brand holds no Influence over Rook") == \
        [("Brand", "holds", "no"), ("Influence", "over", "Rook"), ("holds", "no", "Influence"), ("no", "Influence", "over")]
    assert shared_english("Brand holds no Influence over Rook", "Brand no tiene Influencia sobre Rook") == []
    assert shared_english("--role is for Travel (leader, scout, guard)", "--role ist für Reisen (leader, scout, guard)") == []


def test_the_markers_find_english_and_spare_the_translations() -> None:
    assert english_left("Brand has no Fate to spend") == ["has", "to"]
    assert english_left("Brand no tiene Destino que gastar; usa --nature with o against") == []
    assert english_left("'Brand' ist kein bekannter Name (Figur); erlaubt: Brand") == []
    assert english_left("Ash non è in Modalità Bisogno") == []


def test_a_refusal_template_puts_the_values_back_untouched() -> None:
    system = rules.get_system("mouseguard")
    said = system.refusal(RuleError("character", "Grik's side already has its disposition on front 2 (6)"), "es")
    assert said == "character: el bando de Grik ya tiene su disposición en el frente 2 (6)"
    said = system.refusal(RuleError("character", "the has is's side already has its disposition (6)"), "es")
    assert said == "character: el bando de the has is ya tiene su disposición (6)"      # a name is never rewritten
    said = system.refusal(RuleError("buy", "impede + disarm costs 4; the margin is 3 (impede 1, position 2, disarm 3)"),
                          "es")
    assert said == "buy: impede + disarm cuesta 4; el margen es 3 (obstaculizar 1, ganar posición 2, desarmar 3)"
    assert system.refusal(RuleError("buy", "impede + disarm costs 4; the margin is 3 (impede 1, position 2, disarm 3)"),
                          "en") == "buy: impede + disarm costs 4; the margin is 3 (impede 1, position 2, disarm 3)"
    # a value never spans a ";": the short template "{0} is not {1}" does not take a message of two clauses apart
    assert system.refusal(RuleError("x", "Brand is not here; Rogard is"), "es") == "x: Brand is not here; Rogard is"
    assert system.refusal(RuleError("x", "Brand is not Angry"), "es") == "x: Brand no está Enfadado"   # the condition as printed in Spanish


def gate_reasons(system_id: str) -> list[str]:
    """Every gate refusal ``system_id``'s gate table can give from its machines' phases and its text reasons
    (``rules.phases.check``), with a sample command and "allowed now" list."""
    reasons: set[str] = set()
    for gate in rules.get_system(system_id).gate_table.values():
        for way in gate or ():
            for needs in way.needs:
                if needs.describe is None:                 # a phase in the machine's words ("the turn is gm")
                    reasons |= {f"'x' is not allowed while the {needs.what} is {state.id.replace('_', ' ')}; "
                                f"allowed now: y" for state in needs.machine.load().states}
            if isinstance(way.why_not, str) and way.why_not:
                reasons.add(f"'x' is not allowed now: {way.why_not}; allowed now: y")
    return sorted(reasons)


@pytest.mark.parametrize("system_id,lang", CASES)
def test_every_gate_refusal_reads_in_the_systems_language(system_id: str, lang: str) -> None:
    system = rules.get_system(system_id)
    reasons = gate_reasons(system_id)
    assert len(reasons) >= 6
    left = [said for r, said in ((r, system.refusal(RuleError("phase", r), lang)) for r in reasons)
            if english_left(said[7:]) or shared_english(r, said[7:])]
    assert left == []


def test_a_phase_inside_a_gate_is_read_as_a_phase_not_taken_apart_by_a_template() -> None:
    said = rules.get_system("mouseguard").refusal(RuleError("phase", "'conflict start' is not allowed while the session "
                                                            "is not started; allowed now: session start"), "es")
    assert said == "phase: 'empieza el conflicto' no se puede mientras la sesión no ha empezado; ahora se puede: empieza la sesión"
    assert rules.get_system("mouseguard").refusal(RuleError("conditions", "Brand is not Tired"), "es") == \
        "conditions: Brand no está Cansado"


@pytest.mark.parametrize("system_id,lang,field,english,translated", [
    ("mouseguard", "es", "ob", "Input should be greater than or equal to 1", "debe ser mayor o igual que 1"),
    ("masks", "es", "amount", "Input should be a valid integer, unable to parse string as an integer",
     "debe ser un número entero (el texto no se lee como número entero)"),
    ("pokemon", "it", "name", "Field required", "manca questo dato"),
    ("mosaic", "de", "stat", "Input should be 'aggression', 'discipline' or 'cunning'",
     "muss 'aggression', 'discipline' oder 'cunning' sein"),
])
def test_the_argument_checks_read_in_the_systems_language(system_id: str, lang: str, field: str, english: str,
                                                          translated: str) -> None:
    assert rules.get_system(system_id).refusal(RuleError(field, english), lang) == f"{field}: {translated}"


def test_the_cli_refuses_in_spanish_from_the_argument_check_to_the_gate(tmp_path: Path) -> None:
    from conftest import Cli

    mg = Cli(tmp_path / "mg.sqlite")
    mg("create", "Patrol", "--system", "mouseguard")
    mg("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4")
    before = mg.bytes()
    proc = mg("test", "fighter", "--as", "Brand", "--ob", "-2", "--lang", "es", ok=False)
    assert proc.returncode == 2 and proc.stderr == "error: ob: un número entero de 1 a 20 (dado: -2)\n"     # the model's range
    proc = mg("conflict", "start", "--type", "fight", "--team", "Brand", "--goal", "x", "--opponents", "Brand",
              "--opponent-goal", "y", "--lang", "es", ok=False)
    assert proc.stderr.startswith("error: phase: 'empieza el conflicto' no se puede mientras la sesión no ha empezado; "
                                  "ahora se puede: empieza la sesión")
    proc = mg("add-character", "Bad,Name", "--nature", "4", "--will", "3", "--health", "5", "--lang", "es", ok=False)
    assert proc.stderr == "error: name: un nombre no puede contener , = : ni ; (separan los elementos de una lista) (dado: 'Bad,Name')\n"
    assert mg.bytes() == before


@pytest.mark.parametrize("system_id,lang,english,translated", [
    ("pokemon", "it", "pick exactly 1 of cede, bluff for the victim's answer (got 2)",
     "scegli esattamente 1 tra cede, bluff per la risposta della vittima (scelte: 2)"),
    ("pokemon", "it", "pick 0 to 3 of a, b for the questions of a 10+ (got 4)",
     "scegli da 0 a 3 tra a, b per le domande di un 10+ (scelte: 4)"),
    ("masks", "es", "pick exactly 2 of DE1, DE2 for Directly Engage (got 1)",
     "elige exactamente 2 entre DE1, DE2 para Enfrentarse a una amenaza (elegidas: 1)"),
    ("masks", "es", "the options picked must be different from each other (got DE1, DE1)",
     "las elecciones (opciones) deben ser distintas entre sí (dadas: DE1, DE1)"),
])
def test_what_a_number_of_picks_is_for_is_translated_too(system_id: str, lang: str, english: str,
                                                         translated: str) -> None:
    """The rules' own English passed as a value (``count_check(..., "the victim's answer")``) is translated
    in its place (a ``{N*}`` place), while names stay as typed."""
    assert rules.get_system(system_id).refusal(RuleError("pick", english), lang) == f"pick: {translated}"


def test_mouse_guard_names_its_ids_in_spanish_inside_a_refusal() -> None:
    """A condition, skill, action or weapon id the rules put in a refusal reads by its Spanish name (004's terms:
    Cansado, Ataque, Finta, Lanza); a name typed by a user is never rewritten."""
    system = rules.get_system("mouseguard")
    assert system.refusal(RuleError("recover", "Brand is not tired"), "es") == "recover: Brand no está Cansado"
    assert system.refusal(RuleError("condition", "Brand is not angry; marked: hungry"), "es") == \
        "condition: Brand no está Enfadado; marcadas: Hambriento/Sediento"
    assert system.refusal(RuleError("phase", "Brand's Attack makes no test against the other side's Feint"), "es") == \
        "phase: Ataque de Brand no hace prueba contra Finta del otro bando"
    assert system.refusal(RuleError("weapon", "Brand has no spear in hand; in hand: none"), "es") == \
        "weapon: Brand no tiene Lanza en la mano; en la mano: ninguno"
    assert system.refusal(RuleError("recover", "Tired is not tired"), "es") == "recover: Tired no está Cansado"


def test_masks_and_mosaic_name_their_ids_in_their_language_inside_a_refusal() -> None:
    masks, mosaic = rules.get_system("masks"), rules.get_system("mosaic")
    said = masks.refusal(RuleError("overflow", "Gale's danger is +3 and cannot shift that way; name the condition marked "
                                               "instead with --overflow-condition (GM's choice; unmarked: angry)"), "es")
    assert said == ("overflow: Peligro de Gale es +3 y no puede cambiar en ese sentido; nombra en su lugar la condición "
                    "marcada con --overflow-condition (a elección del Narrador; sin marcar: Enojado)")
    assert mosaic.refusal(RuleError("to", "Kenji's discipline is highlighted already"), "de") == \
        "to: Disziplin von Kenji ist schon hervorgehoben"
