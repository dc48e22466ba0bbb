"""Every refusal of the web API and the pages reads in the campaign's language, whole: the CSRF refusal, a body's
type refusals, a malformed JSON body, an invitation's state, what no correction does to the table, a player's seed,
the history page's ``at``, the error pages' words and ``lang``, and a correction's hints named as the API's routes.

Source: README "The server" (an error's ``message`` in the reader's language: their setting, their
``Accept-Language``, the campaign's system's own; its ``code`` English; docs/api-errors.md) and the developers'
guide (bad input: one line naming the field as the user typed it, in the campaign's language). An Italian campaign
(the Pokémon Noir sample, seed 002, read with no language named: its system's own) and a Spanish one (the Mouse
Guard sample, seeds 000/004's Spanish, read by people whose language setting is Spanish); each refusal's exact line
and status, and no word of its English frame left in it (the same refusal read by a GM asking for English).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

from conftest import ROOT
from web_support import account, grant

PASSWORD = "a table of five"


@dataclass(frozen=True)
class Sample:
    """A sample campaign read in ``lang``: its file, name, its people's language setting (None: none, the system's
    own), a player character, a roll (command, arguments, dice) and its resolution, a text argument of the roll."""

    file: str
    name: str
    setting: str | None
    pc: str
    roll: tuple[str, dict[str, Any]]
    resolve: dict[str, Any]
    text_arg: str
    opening: tuple[str, ...]


SAMPLES = {
    "it": Sample("pokemon-aranciopoli-noir.yaml", "Aranciopoli Noir", None, "Nero",
                 ("roll", {"move": "osserva", "as": "Vera"}), {"pick": ["via", "minaccia", "utile"], "as": "Vera"},
                 "move", ("session/start", "scene/start")),
    "es": Sample("mouseguard-darkwater-crossing.yaml", "Darkwater Crossing", "es", "Wren",
                 ("test", {"skill": "scout", "as": "Wren", "ob": 1}), {}, "skill",
                 ("session/start", "scene/start", "turn/gm")),
}


@dataclass
class Table:
    """A campaign served: ``lang``, ``base`` (its API path as sent), ``page`` (its pages' path), ``gm`` (Dana, by
    cookie, in the campaign's language), ``english`` (Eve, a GM by cookie asking for English), ``sample``, the app and
    its ledger."""

    lang: str
    base: str
    page: str
    gm: TestClient
    english: TestClient
    sample: Sample
    app: Any
    ledger: Any


def _cookie(app: Any, name: str, accept: str | None = None) -> TestClient:
    """A client of ``app`` signed in as ``name`` by cookie, sending its CSRF token (and ``accept`` as its
    Accept-Language; none when None)."""
    client = TestClient(app, base_url="http://127.0.0.1")
    client.headers.pop("accept-language", None)
    if accept:
        client.headers["accept-language"] = accept
    signed = client.post("/api/sign-in", json={"name": name, "password": PASSWORD})
    client.headers["X-CSRF-Token"] = signed.json()["csrf"]
    return client


def _token(table: Table, name: str, role: str, characters: list[str]) -> TestClient:
    """A client signed in by token as ``name`` (``role`` of ``characters``), in the campaign's language."""
    ledger = table.ledger
    person = account(ledger, name, PASSWORD)
    if role:
        grant(ledger, name, role, characters)
    if table.sample.setting:
        ledger.set_language(name, table.sample.setting)
    client = TestClient(table.app, base_url="http://127.0.0.1")
    client.headers.pop("accept-language", None)
    client.headers["Authorization"] = f"Bearer {ledger.issue_token(person, 'test')}"
    return client


@pytest.fixture(params=sorted(SAMPLES))
def table(request: Any, tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    sample = SAMPLES[request.param]
    ledger = Ledger(str(tmp_path / "words.sqlite"), warm=True)
    ledger.replay(ROOT / "sample_campaigns" / sample.file)
    for name in ("Dana", "Eve"):
        account(ledger, name, PASSWORD)
        grant(ledger, name, "gm", [])
    if sample.setting:
        ledger.set_language("Dana", sample.setting)
    app = make_app(ledger, secret="words-test")
    q = quote(sample.name, safe="")
    made = Table(request.param, f"/api/campaigns/{q}", f"/c/{q}", _cookie(app, "Dana"), _cookie(app, "Eve", "en"),
                 sample, app, ledger)
    for command in sample.opening:                                   # a scene open, where the sample ended
        assert made.gm.post(f"{made.base}/commands/{command}", json={"title": "x"} if "start" in command else {}
                            ).status_code == 201
    yield made
    ledger.close()


#: English words of the server's and the ledger's frames: none is left in a worded refusal (values as sent aside).
FRAME_WORDS = frozenset(
    "is not the of an give allowed unknown missing outside list text whole number was may field argument cannot "
    "undone run must only given times once body malformed well formed object mapping characters names accepted "
    "withdrawn seat unseat people takes gives role ledger needs header its page campaign from with new ask for does "
    "reopen person off line column face item holding other values fraction later depend correct instead keep "
    "change undo all this signed write session leave both out draws player refused chooses roll physical lets them "
    "already back take used".split())


def _words(text: str) -> set[str]:
    """The words of ``text`` but those of a path or route (``/api/...``), lower-cased."""
    return {w.lower() for w in re.findall(r"[^\W\d_]+", re.sub(r"\S*/\S*", " ", text))}


def leaked(worded: str, english: str) -> set[str]:
    """The English frame words of ``english`` (a refusal as raised) left in ``worded`` (the same in another
    language), but the names an ``allowed:`` list gives (fields and arguments, as typed)."""
    names = _words(english.partition("allowed: ")[2])
    return (_words(worded) & _words(english) & FRAME_WORDS) - names


def refused(table: Table, method: str, path: str, status: int, field: str, expected: dict[str, str],
            client: TestClient | None = None, **sent: Any) -> tuple[str, str]:
    """Send ``method path`` (``sent``: the request's body and headers) as the campaign's reader (``client``, else the
    GM) and as a GM asking for English: both the one refusal ``status`` naming ``field``, the reader's exactly
    ``expected[table.lang]`` (``{base}``: the campaign's API path) with no English frame word left. Returns (the
    worded message, the English one)."""
    got = (client or table.gm).request(method, path, **sent)
    english = table.english.request(method, path, **sent)
    assert got.status_code == english.status_code == status, (got.text, english.text)
    error, en = got.json()["error"], english.json()["error"]
    assert error["field"] == en["field"] == field and error["code"] == en["code"], (error, en)
    assert error["message"] == expected[table.lang].format(base=table.base), (error["message"], en["message"])
    assert not leaked(error["message"], en["message"]), (error["message"], en["message"])
    assert error["message"] != en["message"]
    return error["message"], en["message"]


CSRF = {"it": "una scrittura con accesso via cookie richiede l'intestazione X-CSRF-Token della sua sessione (da "
              "/api/me)",
        "es": "una escritura con sesión por cookie necesita la cabecera X-CSRF-Token de su sesión (de /api/me)"}


@pytest.mark.parametrize("path", ["/notes", "/commands/scene/end", "/corrections/undo", "/invitations",
                                  "/people/Eve/grant", "/approval", "/proposals/1/approve", "/join"])
def test_the_csrf_refusal_reads_in_the_campaign_s_language(table: Table, path: str) -> None:
    before = table.ledger.now(table.sample.name).actions
    refused(table, "POST", table.base + path, 403, "csrf", CSRF, json={}, headers={"X-CSRF-Token": "wrong"})
    assert table.ledger.now(table.sample.name).actions == before


def test_a_stranger_s_csrf_refusal_does_not_tell_the_campaign_s_language(table: Table) -> None:
    account(table.ledger, "Zed", PASSWORD)
    stranger = _cookie(table.app, "Zed")
    got = stranger.post(f"{table.base}/notes", json={"text": "x"}, headers={"X-CSRF-Token": "wrong"})
    assert got.status_code == 403
    assert got.json()["error"]["message"] == ("a write signed in by cookie needs the X-CSRF-Token header of its "
                                              "session (from /api/me)")


#: (route, body, field, {lang: the worded refusal}) of a body's field of another JSON type than it takes (422).
TYPED = [
    ("/notes", {"text": ["x"]}, "text", {"it": "un testo, non una lista", "es": "un texto, no una lista"}),
    ("/notes", {"text": "x", "private": "yes"}, "private",
     {"it": "true o false, non un testo", "es": "true o false, no un texto"}),
    ("/notes", {"bogus": "x"}, "bogus", {"it": "campo sconosciuto di note; ammessi: text, private, reason",
                                          "es": "campo desconocido de note; permitidos: text, private, reason"}),
    ("/people/Eve/grant", {"role": "player", "characters": "PC"}, "characters",
     {"it": "un elenco di nomi di personaggi, non un testo", "es": "una lista de nombres de personajes, no un texto"}),
    ("/people/Eve/grant", {"role": "player", "characters": ["PC", 3]}, "characters",
     {"it": "un elenco di nomi di personaggi, non un elenco con altri valori",
      "es": "una lista de nombres de personajes, no una lista con otros valores"}),
    ("/invitations", {"role": 3}, "role", {"it": "un testo, non un numero", "es": "un texto, no un número"}),
    ("/proposals/1/approve", {"edits": [1]}, "edits",
     {"it": "un oggetto degli argomenti della proposta con i nuovi valori, non una lista",
      "es": "un objeto de los argumentos de la propuesta con sus valores nuevos, no una lista"}),
    ("/corrections/undo", {"action": "3"}, "action",
     {"it": "il numero di un'azione (un numero intero), non un testo",
      "es": "el número de una acción (un número entero), no un texto"}),
    ("/corrections/undo", {"action": 3, "cascade": "yes"}, "cascade",
     {"it": "true o false, non un testo", "es": "true o false, no un texto"}),
    ("ROLL", {"as": ["x"]}, "as", {"it": "GM o il nome di un personaggio (un testo)",
                                    "es": "DJ o el nombre de un personaje (un texto)"}),
    ("ROLL", {"dice": True}, "dice", {"it": "una lista, non true/false", "es": "una lista, no true/false"}),
    ("ROLL", {"dice": {"a": 1}}, "dice", {"it": "una lista, non un oggetto", "es": "una lista, no un objeto"}),
    ("ROLL", {"dice": [1, "x"]}, "dice", {"it": "elemento 2: un numero intero, non un testo",
                                          "es": "elemento 2: un número entero, no un texto"}),
    ("ROLL", {"seed": "x"}, "seed", {"it": "un numero intero, non un testo", "es": "un número entero, no un texto"}),
    ("ROLL", {"seed": 1.5}, "seed", {"it": "un numero intero, non una frazione",
                                     "es": "un número entero, no una fracción"}),
    ("ROLL", {"TEXT": 3}, "TEXT", {"it": "un testo, non un numero", "es": "un texto, no un número"}),
]


@pytest.mark.parametrize("route, body, field, expected", TYPED, ids=[f"{r}-{f}-{i}" for i, (r, _, f, _) in
                                                                     enumerate(TYPED)])
def test_a_body_s_type_refusal_reads_whole_in_the_campaign_s_language(table: Table, route: str, body: dict[str, Any],
                                                                      field: str, expected: dict[str, str]) -> None:
    sample = table.sample
    body = {k.replace("TEXT", sample.text_arg): ([sample.pc if v == "PC" else v for v in val] if isinstance(val, list)
                                                 else sample.pc if val == "PC" else val) for k, val in body.items()}
    if route == "ROLL":
        route, body = f"/commands/{sample.roll[0]}", {**sample.roll[1], **body}
    before = table.ledger.now(sample.name).actions
    refused(table, "POST", table.base + route, 422, field.replace("TEXT", sample.text_arg), expected, json=body)
    assert table.ledger.now(sample.name).actions == before


def test_an_unknown_argument_lists_the_arguments_as_typed(table: Table) -> None:
    command, args = table.sample.roll
    frame = {"it": "argomento sconosciuto; ammessi: ", "es": "argumento desconocido; se admite: "}[table.lang]
    got = table.gm.post(f"{table.base}/commands/{command}", json={**args, "bogus": 1})
    english = table.english.post(f"{table.base}/commands/{command}", json={**args, "bogus": 1})
    assert got.status_code == english.status_code == 422
    names = english.json()["error"]["message"].removeprefix("unknown argument; allowed: ")
    assert got.json()["error"] == {"code": "invalid_value", "field": "bogus", "message": frame + names}


def test_a_die_face_out_of_range_reads_whole(table: Table) -> None:
    command, args = table.sample.roll
    expected = {"it": "la faccia -1 è fuori da 1..6", "es": "la cara -1 está fuera de 1..6"}
    refused(table, "POST", f"{table.base}/commands/{command}", 400, "dice", expected, json={**args, "dice": [-1, 7]})


MALFORMED = {"it": "il corpo non è JSON ben formato (riga {line}, colonna {column})",
             "es": "el cuerpo no es JSON bien formado (línea {line}, columna {column})"}


@pytest.mark.parametrize("route", ["/notes", "/commands/ROLL", "/corrections/undo", "/corrections/amend",
                                   "/invitations", "/people/Eve/grant", "/proposals/1/approve", "/approval", "/join"])
@pytest.mark.parametrize("raw, line, column", [(b'{"text": ', 1, 10), (b'{"text": "x"}\n]', 2, 1)])
def test_a_malformed_json_body_is_worded_naming_the_body(table: Table, route: str, raw: bytes, line: int,
                                                         column: int) -> None:
    path = table.base + route.replace("ROLL", table.sample.roll[0])
    expected = {lang: text.format(line=line, column=column) for lang, text in MALFORMED.items()}
    refused(table, "POST", path, 400, "body", expected, content=raw, headers={"content-type": "application/json"})


def _invite(table: Table) -> dict[str, Any]:
    got = table.gm.post(f"{table.base}/invitations", json={"role": "viewer"})
    assert got.status_code == 201, got.text
    return got.json()


USED = {"it": "l'invito {id} è stato accettato; chiedine uno nuovo al GM", "es": "la invitación {id} fue aceptada; "
        "pide al DJ una nueva"}
WITHDRAWN = {"it": "l'invito {id} è stato ritirato; chiedine uno nuovo al GM",
             "es": "la invitación {id} fue retirada; pide al DJ una nueva"}


UNUSABLE = {"it": "nessun invito di questa campagna ha questo codice; controllalo o chiedine uno nuovo al GM",
            "es": "ninguna invitación de esta campaña tiene este código; revísalo o pide al DJ uno nuevo"}
#: What the holder of a used or withdrawn code reads (its reason, never its id), in the campaign's language.
HOLDER_USED = {"it": "l'invito di questo codice è già stato usato; chiedine uno nuovo al GM",
               "es": "la invitación de este código ya se usó; pide al DJ una nueva"}
HOLDER_WITHDRAWN = {"it": "l'invito di questo codice è stato ritirato; chiedine uno nuovo al GM",
                    "es": "la invitación de este código fue retirada; pide al DJ una nueva"}


def test_an_invitation_s_state_is_a_word_of_the_language(table: Table) -> None:
    used = _invite(table)
    joiner = _token(table, "Ugo", "", [])
    assert joiner.post(f"{table.base}/join", json={"code": used["code"]}).status_code == 201
    said = {lang: text.format(id=used["invitation"]) for lang, text in USED.items()}
    refused(table, "POST", f"{table.base}/invitations/{used['invitation']}/withdraw", 400, "invitation", said, json={})
    other = _token(table, "Ines", "", [])            # not of its people, no language of theirs
    other.headers.pop("Accept-Language", None)
    nowhere = other.post("/api/campaigns/Nowhere/join", json={"code": used["code"]}).json()["error"]
    english = "no invitation of this campaign has this code; check it, or ask the GM for a new one"
    assert nowhere["message"] == (UNUSABLE[table.lang] if table.sample.setting else english)   # theirs, never the campaign's
    got = other.post(f"{table.base}/join", json={"code": used["code"]})   # its holder: why, in the campaign's language
    assert (got.status_code, got.json()["error"]) == (400, {**nowhere, "message": HOLDER_USED[table.lang]})
    assert used["invitation"] not in got.text
    taken_back = _invite(table)
    assert table.gm.post(f"{table.base}/invitations/{taken_back['invitation']}/withdraw", json={}).status_code == 201
    got = other.post(f"{table.base}/join", json={"code": taken_back["code"]})
    assert (got.status_code, got.json()["error"]) == (400, {**nowhere, "message": HOLDER_WITHDRAWN[table.lang]})
    gone = {lang: text.format(id=taken_back["invitation"]) for lang, text in WITHDRAWN.items()}   # the GM reads its state
    refused(table, "POST", f"{table.base}/invitations/{taken_back['invitation']}/withdraw", 400, "invitation", gone,
            json={})


NO_SEATING = {"it": "un annullamento non fa entrare né uscire nessuno dal tavolo (Ugo): POST {base}/people/Ugo/remove "
                    "toglie una persona, POST {base}/people/Ugo/grant assegna un ruolo",
              "es": "deshacer no sienta ni levanta a nadie de la mesa (Ugo): POST {base}/people/Ugo/remove quita a una "
                    "persona, POST {base}/people/Ugo/grant da un rol"}
NO_REOPENING = {"it": "un annullamento non riapre l'invito {id} (era ritirato; un codice si usa una volta): emettine "
                      "uno nuovo con POST {base}/invitations",
                "es": "deshacer no reabre la invitación {id} (estaba retirada; un código se usa una vez): da una "
                      "nueva con POST {base}/invitations"}


def test_undoing_a_join_or_a_withdrawal_is_refused_in_the_language_naming_the_api(table: Table) -> None:
    joiner = _token(table, "Ugo", "", [])
    assert joiner.post(f"{table.base}/join", json={"code": _invite(table)["code"]}).status_code == 201
    joined = table.ledger.now(table.sample.name).actions
    _, english = refused(table, "POST", f"{table.base}/corrections/undo", 400, "action", NO_SEATING,
                         json={"action": joined})
    assert english == (f"an undo does not seat or unseat people (Ugo): POST {table.base}/people/Ugo/remove takes a "
                       f"person off, POST {table.base}/people/Ugo/grant gives a role")
    taken_back = _invite(table)
    assert table.gm.post(f"{table.base}/invitations/{taken_back['invitation']}/withdraw", json={}).status_code == 201
    said = {lang: text.replace("{id}", taken_back["invitation"]) for lang, text in NO_REOPENING.items()}
    refused(table, "POST", f"{table.base}/corrections/undo", 400, "action", said,
            json={"action": table.ledger.now(table.sample.name).actions})


SEED = {"it": "rifiutato (solo un GM sceglie il seme di un tiro; un giocatore scrive i dadi fisici o lascia che il "
              "registro li tiri): Pia non può dare il seme (seed); dai i dadi tirati (dice) o lascia fuori entrambi "
              "perché il registro tiri i dadi",
        "es": "rechazado (solo un DJ elige la semilla de una tirada; un jugador escribe dados físicos o deja que el "
              "registro los tire): Pia no puede dar la semilla (seed); da los dados tirados (dice) o deja ambos fuera "
              "para que el registro tire los dados"}


def test_a_player_s_seed_is_refused_naming_the_field_in_words_of_the_language(table: Table) -> None:
    command, args = table.sample.roll
    player = _token(table, "Pia", "player", [args["as"]])
    given = {k: v for k, v in args.items() if k != "ob"}          # the GM's ruling (Mouse Guard's obstacle) left out
    got = player.post(f"{table.base}/commands/{command}", json={**given, "seed": 4})
    assert got.status_code == 403
    assert got.json()["error"] == {"code": "refused:seed", "field": "seed", "message": SEED[table.lang]}
    english = ("refused (only a GM chooses a roll's seed; a player types in physical dice or lets the ledger draw "
               "them): Pia may not give seed; give the dice rolled (dice) or leave both out for dice the ledger draws")
    assert not leaked(got.json()["error"]["message"], english)


def test_a_correction_s_hints_name_the_api_not_the_command_line(table: Table) -> None:
    command, args = table.sample.roll
    dice = {"it": [4, 5], "es": [5, 2, 1, 3]}[table.lang]
    assert table.gm.post(f"{table.base}/commands/{command}", json={**args, "dice": dice}).status_code == 201
    rolled = table.ledger.now(table.sample.name).actions
    assert table.gm.post(f"{table.base}/commands/resolve", json=table.sample.resolve).status_code == 201
    for client in (table.gm, table.english):
        got = client.post(f"{table.base}/corrections/undo", json={"action": rolled})
        assert got.status_code == 400 and got.json()["error"]["field"] == "action"
        message = got.json()["error"]["message"]
        assert f'POST {table.base}/corrections/amend {{"action": {rolled}, ...}}' in message, message
        assert '"cascade": true' in message and "ledger " not in message and "--" not in message, message
    assert table.gm.post(f"{table.base}/corrections/undo", json={"action": rolled, "cascade": True}).status_code == 201
    again = {"it": f"l'azione {rolled} (tiro) è già annullata; ritira l'annullamento con: POST "
                   f'{{base}}/corrections/redo {{{{"action": {rolled}}}}}',
             "es": f"la acción {rolled} (prueba) ya está deshecha; revierte el deshacer con: POST "
                   f'{{base}}/corrections/redo {{{{"action": {rolled}}}}}'}
    refused(table, "POST", f"{table.base}/corrections/undo", 400, "action", again, json={"action": rolled})


AT = {"it": "un&#39;azione di questa campagna, da 1 a {n}", "es": "una acción de esta campaña, de 1 a {n}"}
#: The pages' navigation in each language (ledger.web.pages.words), and its English.
NAV = {"it": ("Campagne", "Esci"), "es": ("Campañas", "Salir")}


def _page(got: Any) -> tuple[str, str]:
    """(the ``lang`` of a page, the text of its body)."""
    lang = re.search(r'<html lang="([\w-]+)"', got.text)
    assert lang is not None, got.text
    return lang.group(1), got.text[got.text.index("<body"):]


def test_the_history_page_s_at_out_of_range_is_refused_in_the_language(table: Table) -> None:
    newest = table.ledger.now(table.sample.name).actions
    got = table.gm.get(f"{table.page}/history?at={newest + 1}")
    assert got.status_code == 400
    lang, body = _page(got)
    assert lang == table.lang and AT[table.lang].format(n=newest) in body, body
    assert "an action of this campaign" not in body


@pytest.mark.parametrize("path, status", [("/nothing", 404), ("/character/Nobody", 404), ("/history?page=0", 400)])
def test_an_error_page_on_a_campaign_reads_in_its_language(table: Table, path: str, status: int) -> None:
    got = table.gm.get(table.page + path)
    assert got.status_code == status
    lang, body = _page(got)
    assert lang == table.lang
    for word in NAV[table.lang]:
        assert word in body, body
    assert "Campaigns" not in body and "Sign out" not in body
    english = table.english.get(table.page + path)
    assert english.status_code == status and _page(english)[0] == "en"


def test_an_error_page_does_not_tell_a_stranger_the_campaign_s_language(table: Table) -> None:
    account(table.ledger, "Zed", PASSWORD)
    got = _cookie(table.app, "Zed").get(f"{table.page}/nothing")
    assert got.status_code == 404
    lang, body = _page(got)
    assert lang == "en" and "Campaigns" in body


#: A GM's ruling a player gives (the system's ``gm_arguments``): (command, arguments, the argument).
RULINGS = {"it": ("resolve", {"reazione": "la nebbia sale", "as": "Vera"}, "reazione"),
           "es": ("test", {"skill": "scout", "as": "Wren", "ob": 1}, "ob")}
RULED = {"it": 'Pia è un giocatore, non un GM; "{arg}" spetta al GM', "es": 'Pia es jugador, no DJ; "{arg}" es del DJ'}


def test_a_gm_s_ruling_given_by_a_player_names_the_body_s_field(table: Table) -> None:
    command, args, arg = RULINGS[table.lang]
    player = _token(table, "Pia", "player", [args["as"]])
    got = player.post(f"{table.base}/commands/{command}", json=args)
    assert got.status_code == 403 and got.json()["error"]["field"] == arg, got.text
    assert got.json()["error"]["code"] == "refused:gm-arguments"
    message = got.json()["error"]["message"]
    assert message.endswith(RULED[table.lang].format(arg=arg)) and "--" not in message, message
