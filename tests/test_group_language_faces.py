"""The group's refusals and the server's errors in the reader's language on every face: the API's JSON errors (a
stable English ``code``, the ``message`` in the request's ``lang``, the person's setting or ``Accept-Language``, else
English), the pages, and the group commands' ``--lang`` on the command line (docs/api-errors.md; README "Playing as
a group", "The server").
"""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from conftest import Cli
from test_group_cli import cli  # noqa: F401 - a Masks campaign, Halcyon, with Gale and Rook
from test_web_people import CAMPAIGN, MARK, actions, app, client  # noqa: F401 - the app fixture
from web_support import token_for


def error(got: Any) -> tuple[int, dict[str, str]]:
    """(status, the error body) of a JSON refusal."""
    assert got.headers["content-type"] == "application/json"
    return got.status_code, got.json()["error"]


def test_a_player_s_refusal_reads_in_their_language_with_the_rule_s_code(app: Any) -> None:  # noqa: F811
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    viewer = client(app, token_for(app, "Cy", "viewer"))
    before = actions(app)
    body = {"character": "Rook", "condition": "afraid", "as": "Rook"}
    got = ana.post(MARK, json=body, headers={"Accept-Language": "es-ES,es;q=0.9"})
    assert error(got) == (403, {"code": "refused:player-acts", "field": "as", "message":
                                "rechazado (los jugadores actúan como sus propios personajes): Ana juega a Gale, no a Rook"})
    assert error(ana.post(MARK, json=body)) == (403, {"code": "refused:player-acts", "field": "as", "message":
                                                      "refused (players act as their own characters): Ana plays Gale, "
                                                      "not Rook"})
    german = ana.post(MARK, json=body, headers={"Accept-Language": "de"})     # Masks reads in en, es: English
    assert error(german)[1]["message"].startswith("refused (players act")
    got = viewer.post(f"{CAMPAIGN}/notes", json={"text": "hola"}, headers={"Accept-Language": "es"})
    assert error(got) == (403, {"code": "refused:viewer", "field": "by",
                                "message": "rechazado (un espectador lee): Cy es espectador aquí"})
    assert actions(app) == before


def test_the_server_s_own_errors_read_in_the_reader_s_language(app: Any) -> None:  # noqa: F811
    anonymous = TestClient(app, base_url="http://127.0.0.1")
    assert error(anonymous.get("/api/campaigns", headers={"Accept-Language": "de-AT, en;q=0.5"})) == (
        401, {"code": "not_signed_in", "field": "authorization",
              "message": "melde dich zuerst an (ein Sitzungs-Cookie oder ein Authorization: Bearer-Token)"})
    gm = client(app, token_for(app, "Dana", "gm"))
    assert error(gm.get("/api/campaigns/Nope/status", headers={"Accept-Language": "it"})) == (
        404, {"code": "not_found", "field": "campaign", "message": "nessuna tua campagna 'Nope'"})
    assert error(gm.get(f"{CAMPAIGN}/status?lang=es&bogus=1")) == (
        400, {"code": "bad_input", "field": "bogus",
              "message": "parámetro de consulta desconocido; permitidos: as_of, session, scene, start, lang"})
    big = gm.post(f"{CAMPAIGN}/notes", content=b"x" * 70_000,
                  headers={"Accept-Language": "es", "Content-Type": "application/json"})
    assert error(big) == (413, {"code": "too_large", "field": "body",
                                "message": "un cuerpo de petición de como mucho 65536 bytes"})
    assert error(gm.get("/api/nothing", headers={"Accept-Language": "fr"}))[1]["message"].startswith("no route ")


def test_a_proposal_decided_twice_is_a_conflict_in_the_reader_s_language(app: Any) -> None:  # noqa: F811
    from ledger.service.people import Person

    ledger = app.state.ledger
    gm = client(app, token_for(app, "Dana", "gm"))
    token_for(app, "Ana", "player", ["Gale"])
    ledger.group("Second Chances", "option", {"approval": "players"}, by=Person.OWNER)
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    made = ana.post(MARK, json={"character": "Gale", "condition": "afraid", "as": "Gale"})
    assert made.status_code == 202, made.text
    pid = made.json()["action"]
    assert gm.post(f"{CAMPAIGN}/proposals/{pid}/reject", json={"reason": "no"}).status_code == 201
    status, body = error(gm.post(f"{CAMPAIGN}/proposals/{pid}/reject", json={"reason": "no"},
                                 headers={"Accept-Language": "es"}))
    assert (status, body["code"], body["field"]) == (409, "conflict", "proposal")
    assert body["message"].startswith(f"la propuesta {pid} ya fue rechazada por Dana el ")


def test_a_page_s_refusal_reads_in_the_reader_s_language(app: Any) -> None:  # noqa: F811
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    page = ana.get("/c/Second%20Chances/desk", headers={"Accept-Language": "es"})
    assert page.status_code == 403 and page.headers["content-type"].startswith("text/html")
    assert "solo un Narrador dirige la mesa (invitaciones, gente, permisos, aprobación, propuestas)" in page.text


def test_the_group_commands_take_lang_for_their_lines_and_refusals(cli: Cli) -> None:  # noqa: F811
    cli("grant", "Ana", "--role", "player", "--character", "Gale")
    people = cli("people", "--lang", "es").stdout
    assert "Gente" in people and "persona" in people and "jugador" in people and "player" not in people
    rules_table = cli("permissions", "--lang", "es").stdout
    assert "Quién puede hacer qué" in rules_table and "un espectador lee" in rules_table
    made = cli("invite", "--role", "viewer", "--lang", "es").stdout.splitlines()
    assert made[0].startswith("invitación ") and " a Halcyon como espectador, abierta hasta " in made[0]
    assert made[3] == "el código solo se muestra ahora; dáselo a la persona invitada"
    assert "Propuestas" in cli("proposals", "--all", "--lang", "es").stdout
    for args, said in ((("invite", "--withdraw", "zz", "--lang", "es"),
                        "error: invitation: no hay invitación 'zz' en esta campaña\n"),
                       (("permissions", "set", "player-acts", "never", "--lang", "es"),
                        "error: value: 'never' no es un valor de player-acts; permitidos: own, any\n"),
                       (("grant", "Ana", "--role", "player", "--character", "Gale", "--lang", "es"),
                        "error: role: Ana ya tiene el rol jugador de Gale\n"),
                       (("approve", "9", "--lang", "es"), "error: proposal: no hay propuesta '9' en esta campaña\n"),
                       (("people", "--lang", "fr"), "error: lang: 'fr' is not a language of Masks: A New Generation; "
                                                    "allowed: en, es\n")):
        proc = cli(*args, ok=False)
        assert (proc.returncode, proc.stderr) == (2, said)


def test_the_token_commands_take_any_system_s_language(cli: Cli) -> None:  # noqa: F811
    cli("account", "add", "Ana", "--link")
    made = cli("token", "issue", "Ana", "--purpose", "bot", "--lang", "de").stdout.splitlines()
    token_id = made[0].split()[1]
    assert made[0].startswith(f"Token {token_id} für Ana (bot): {token_id}.")
    assert made[1] == "das Token wird nur jetzt gezeigt; halte es geheim"
    assert cli("token", "revoke", "Ana", token_id, "--lang", "it").stdout == f"token {token_id} di Ana revocato\n"
    assert cli("token", "list", "Ana", "--lang", "es").stdout == f"{token_id} bot (revocado)\n"
    for args, said in ((("token", "revoke", "Ana", token_id, "--lang", "es"),
                        f"error: token: el token {token_id} ya está revocado\n"),
                       (("token", "issue", "Nadie", "--purpose", "x", "--lang", "it"),
                        "error: name: nessun account 'Nadie'\n"),
                       (("token", "list", "Ana", "--lang", "xx"),
                        "error: lang: 'xx' is not a language of any system; allowed: de, en, es, it\n")):
        proc = cli(*args, ok=False)
        assert (proc.returncode, proc.stderr) == (2, said)


def test_the_account_commands_take_any_system_s_language(cli: Cli) -> None:  # noqa: F811
    """``ledger account add|link|list --lang``: their lines and refusals in the shared words of that language
    (README "Playing as a group": accounts and one-time sign-in links)."""
    made = cli("account", "add", "Ana", "--link", "--lang", "es").stdout.splitlines()
    assert made[0] == "cuenta Ana abierta"
    assert made[1].startswith("enlace de entrada de un solo uso (válido 60 min, en el servidor): /sign-in/")
    linked = cli("account", "link", "Ana", "--minutes", "5", "--lang", "it").stdout
    assert linked.startswith("link di accesso monouso (valido 5 min, sul server): /sign-in/")
    assert cli("account", "list", "--lang", "de").stdout == "Ana\n"
    proc = cli("account", "add", "", "--lang", "es", ok=False)
    assert (proc.returncode, proc.stderr) == (2, "error: name: da el nombre de una persona\n")
