"""The group's refusals in the campaign's language: who may do what (``refused (RULE): ...``), invitations, people,
roles, permissions, approval, proposals, accounts and tokens, worded by ``rules.group_frames`` through the system
(``GameSystem.refusal``), the GM named by each system's word for the GM.

Source: README "Playing as a group" and "Using the ledger" (``--lang``); the developers' guide (the ledger raises in
English, the system words it); Spanish as seeds 000/004, Italian as seed 002, German as seed 001.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import rules
from ledger.errors import Refused
from ledger.group import permissions as P
from rules.draft import EventSpec
from rules.errors import RuleError
from test_refusal_catalogue import CASES, _calls, _variants, english_in, raised

ROOT = Path(__file__).resolve().parent.parent

#: A table: Ana plays Gale, Bo plays Rook, Cy watches.
STATE = {"characters": {"Gale": {}, "Rook": {}},
         "table": {"people": {"Ana": {"role": "player", "characters": ["Gale"]},
                              "Bo": {"role": "player", "characters": ["Rook"]}, "Cy": {"role": "viewer"}}}}

#: Each kind of who-may-do-what refusal, raised by ``ledger.group.permissions`` as the service calls it.
KINDS = {
    "member": lambda: P.may_act(STATE, "Zed", "GM"),
    "viewer": lambda: P.may_act(STATE, "Cy", "Gale"),
    "player-acts-gm": lambda: P.may_act(STATE, "Ana", "GM"),
    "player-acts": lambda: P.may_act(STATE, "Ana", "Rook"),
    "gm-commands": lambda: P.may_command(STATE, "Ana", "scene", {"scene"}),
    "seed": lambda: P.may_seed(STATE, "Ana", {"seed": 4}),
    "gm-arguments": lambda: P.may_argue(STATE, "Ana", [("imposed", "--imposed")]),
    "others-characters": lambda: P.may_change(STATE, "Ana", [EventSpec("x", [{"path": ["characters", "Rook", "x"]}])]),
    "player-undo": lambda: P.may_correct(STATE, "Ana", "amend"),
    "table": lambda: P.may_run_table(STATE, "Cy", "invite"),
}

SAID = {
    ("masks", "es", "member"): "by: rechazado (solo la gente de la campaña actúa en ella): Zed no es de la gente de esta campaña",
    ("masks", "es", "viewer"): "by: rechazado (un espectador lee): Cy es espectador aquí",
    ("masks", "es", "player-acts-gm"): "as: rechazado (los jugadores actúan como sus propios personajes): Ana juega a Gale, no al Narrador",
    ("masks", "es", "player-acts"): "as: rechazado (los jugadores actúan como sus propios personajes): Ana juega a Gale, no a Rook",
    ("masks", "es", "gm-commands"): "command: rechazado (solo un Narrador da las órdenes que dirigen la mesa y las que son decisiones del Narrador): Ana es jugador, no Narrador; scene dirige la mesa",
    ("masks", "es", "seed"): "seed: rechazado (solo un Narrador elige la semilla de una tirada; un jugador escribe dados físicos o deja que el registro los tire): Ana no puede dar la semilla (seed); da los dados tirados (dice) o deja ambos fuera para que el registro tire los dados",
    ("masks", "es", "others-characters"): "character: rechazado (la acción de un jugador no cambia el personaje de otro jugador): esto cambiaría a Rook, a quien juega Bo",
    ("masks", "es", "player-undo"): "command: rechazado (un jugador puede deshacer su propia última acción mientras su escena sigue abierta, nada más): Ana no puede usar corregir aquí",
    ("masks", "es", "table"): "command: rechazado (solo un Narrador dirige la mesa (invitaciones, gente, permisos, aprobación, propuestas, notas privadas)): Cy es espectador, no Narrador; invitar es del Narrador",
    ("pokemon", "it", "member"): "by: rifiutato (solo le persone della campagna vi agiscono): Zed non è tra le persone di questa campagna",
    ("pokemon", "it", "viewer"): "by: rifiutato (uno spettatore legge): Cy qui è spettatore",
    ("pokemon", "it", "player-acts-gm"): "as: rifiutato (i giocatori agiscono come i propri personaggi): Ana gioca Gale, non il GM",
    ("pokemon", "it", "player-acts"): "as: rifiutato (i giocatori agiscono come i propri personaggi): Ana gioca Gale, non Rook",
    ("pokemon", "it", "gm-commands"): "command: rifiutato (solo un GM dà i comandi che gestiscono il tavolo e quelli che sono decisioni del GM): Ana è un giocatore, non un GM; scene gestisce il tavolo",
    ("pokemon", "it", "seed"): "seed: rifiutato (solo un GM sceglie il seme di un tiro; un giocatore scrive i dadi fisici o lascia che il registro li tiri): Ana non può dare il seme (seed); dai i dadi tirati (dice) o lascia fuori entrambi perché il registro tiri i dadi",
    ("pokemon", "it", "others-characters"): "character: rifiutato (l'azione di un giocatore non cambia il personaggio di un altro giocatore): questo cambierebbe Rook, che gioca Bo",
    ("pokemon", "it", "player-undo"): "command: rifiutato (un giocatore può annullare la propria ultima azione finché la sua scena è aperta, nient'altro): Ana qui non può usare correggi",
    ("pokemon", "it", "table"): "command: rifiutato (solo un GM gestisce il tavolo (inviti, persone, permessi, approvazione, proposte, note private)): Cy è uno spettatore, non un GM; invita spetta al GM",
    ("mosaic", "de", "member"): "by: abgelehnt (nur die Leute der Kampagne handeln in ihr): Zed gehört nicht zu den Leuten dieser Kampagne",
    ("mosaic", "de", "viewer"): "by: abgelehnt (ein Zuschauer liest): Cy ist hier Zuschauer",
    ("mosaic", "de", "player-acts-gm"): "as: abgelehnt (Spieler handeln als ihre eigenen Figuren): Ana spielt Gale, nicht die SL",
    ("mosaic", "de", "player-acts"): "as: abgelehnt (Spieler handeln als ihre eigenen Figuren): Ana spielt Gale, nicht Rook",
    ("mosaic", "de", "gm-commands"): "command: abgelehnt (nur eine SL gibt die Befehle, die den Tisch leiten, und die Befehle, die ihre Entscheidungen sind): Ana ist Spieler, keine SL; scene leitet den Tisch",
    ("masks", "es", "gm-arguments"): "imposed: rechazado (solo un Narrador da un argumento que es decisión del Narrador (los permisos los listan); con aprobación un jugador lo propone y un Narrador decide): Ana es jugador, no Narrador; --imposed es del Narrador",
    ("mosaic", "de", "seed"): "seed: abgelehnt (nur eine SL wählt die Saat eines Wurfs; ein Spieler tippt echte Würfel ein oder lässt das Register würfeln): Ana darf keine Saat (seed) angeben; gib die geworfenen Würfel an (dice) oder lass beides weg, dann würfelt das Register",
    ("mosaic", "de", "others-characters"): "character: abgelehnt (die Aktion eines Spielers ändert keine Figur eines anderen Spielers): das würde Rook ändern, die Bo spielt",
    ("mosaic", "de", "player-undo"): "command: abgelehnt (ein Spieler darf seine eigene letzte Aktion rückgängig machen, solange ihre Szene offen ist, sonst nichts): Ana darf berichtigen hier nicht benutzen",
    ("mosaic", "de", "table"): "command: abgelehnt (nur eine SL leitet den Tisch (Einladungen, Leute, Rechte, Freigabe, Vorschläge, private Notizen)): Cy ist Zuschauer, keine SL; einladen ist Sache der SL",
}


def refusal_of(kind: str) -> Refused:
    """The ``Refused`` of kind ``kind`` (``KINDS``), raised."""
    with pytest.raises(Refused) as info:
        KINDS[kind]()
    return info.value


@pytest.mark.parametrize("system_id,lang,kind", sorted(SAID))
def test_each_kind_of_who_may_do_what_refusal_reads_in_the_campaign_s_language(system_id: str, lang: str,
                                                                                kind: str) -> None:
    assert rules.get_system(system_id).refusal(refusal_of(kind), lang) == SAID[system_id, lang, kind]


def test_every_kind_is_checked_in_every_language_and_english_stays_as_raised() -> None:
    assert {(s, lang) for s, lang, _ in SAID} == {("masks", "es"), ("pokemon", "it"), ("mosaic", "de")}
    assert {k for _, _, k in SAID} == set(KINDS)
    err = refusal_of("player-acts")
    assert rules.get_system("masks").refusal(err, "en") == "as: refused (players act as their own characters): " \
                                                           "Ana plays Gale, not Rook"


def test_the_gm_is_named_by_the_system_s_word_for_the_gm(monkeypatch: pytest.MonkeyPatch) -> None:
    system = rules.get_system("mouseguard")
    monkeypatch.setitem(system.words.setdefault("es", {}), "GM", "Guía")
    said = system.refusal(refusal_of("player-acts-gm"), "es")
    assert said == "as: rechazado (los jugadores actúan como sus propios personajes): Ana juega a Gale, no al Guía"


#: The modules whose refusals are the group's: every RuleError/LedgerError/AlreadyDecided they build, and every
#: ``refuse(state, RULE, MESSAGE)`` of the service (read from the source, as ``test_refusal_catalogue`` reads them).
GROUP = ("ledger/group/table.py", "ledger/group/seats.py", "ledger/service/table.py", "ledger/service/proposals.py",
         "ledger/service/invitations.py", "ledger/service/accounts.py")
REFUSING = ("ledger/group/permissions.py", "ledger/group/table.py", "ledger/group/seats.py", "ledger/service/acting.py",
            "ledger/service/archiving.py")


def refusals(paths: list[Path]) -> list[tuple[str, str, str]]:
    """``(where, field, "refused (SENTENCE): MESSAGE")`` for every ``refuse(...)`` call in ``paths``, under each
    sentence its rule may have (a settable rule's every value)."""
    found = []
    for path in paths:
        for node, texts in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            if getattr(node.func, "id", None) != "refuse" or len(node.args) < 3:
                continue
            rules_named = ["".join(v) for v in _variants(node.args[1], texts) or []]
            for rule in rules_named:
                sentences = list(P.RULES[rule].values()) if rule in P.RULES else [P.FIXED[rule]]
                for pieces in _variants(node.args[2], texts) or []:
                    found += [(f"{path.relative_to(ROOT)}:{node.lineno}", "by", f"refused ({s}): {''.join(pieces)}")
                              for s in sentences]
    return found


@pytest.mark.parametrize("system_id,lang", CASES)
def test_no_group_refusal_stays_english(system_id: str, lang: str) -> None:
    system = rules.get_system(system_id)
    messages = raised([ROOT / p for p in GROUP], ("RuleError", "LedgerError", "AlreadyDecided"))
    messages += refusals([ROOT / p for p in REFUSING])
    assert len(messages) > 70                                          # the catalogue is read, not empty
    assert english_in(system, lang, messages) == []


def test_a_proposal_no_longer_allowed_reads_whole_in_the_language() -> None:
    err = RuleError("proposal", "proposal 4 is no longer allowed: by: refused (only the campaign's people act in it): "
                                "Ana is not one of this campaign's people")
    assert rules.get_system("pokemon").refusal(err, "it") == (
        "proposal: la proposta 4 non è più ammessa: by: rifiutato (solo le persone della campagna vi agiscono): "
        "Ana non è tra le persone di questa campagna")


def http_errors() -> list[tuple[str, str, str]]:
    """``(where, field, message)`` for every ``HttpError(STATUS, FIELD, MESSAGE)`` the server builds (``ledger/web``),
    each variant of its message with the code's values as samples, and the body limit's refusal."""
    found = [("ledger/web/limits.py", "body", "a request body of at most 7 bytes")]
    for path in sorted((ROOT / "ledger" / "web").rglob("*.py")):
        for node, texts in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            if getattr(node.func, "id", None) == "HttpError" and len(node.args) >= 3:
                field = node.args[1].value if isinstance(node.args[1], ast.Constant) else "field"
                found += [(f"{path.relative_to(ROOT)}:{node.lineno}", str(field), "".join(pieces))
                          for pieces in _variants(node.args[2], texts) or []]
    return found


@pytest.mark.parametrize("lang", ["es", "it", "de"])
def test_no_server_refusal_stays_english(lang: str) -> None:
    from rules import group_frames, web_frames
    from test_refusal_catalogue import english_left

    messages = http_errors()
    assert len(messages) > 40
    left = []
    for where, field, message in messages:
        if field == "field" and message in ("field", "message"):        # a refusal passed on: worded where raised
            continue
        said = web_frames.said(lang, message) or group_frames.said(lang, message) or message
        if english_left(said):
            left.append(f"{where}: {said}")
    assert left == []
