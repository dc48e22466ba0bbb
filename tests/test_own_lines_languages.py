"""The commands of no campaign in the reader's language: ``ledger account add|password|link|list|language``, ``ledger keygen``
and ``ledger serve`` say every line (confirmations, prompts, refusals, the addresses) in ``--lang`` or ``LEDGER_LANG``,
English unchanged, whatever language the campaigns in their store read in (README "Using the ledger": ``--lang``,
``LEDGER_LANG``; "Playing as a group": accounts; "The server"; "Archiving a campaign": keygen).

Each command is walked in the four languages, each on a store of its own holding a Masks campaign (which reads in
English and Spanish only): English and Spanish asserted line for line, Italian and German asserted to differ from
English and to carry the same values.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import LEDGER, ROOT, TEST_STORE, Cli, pg_url

#: A one-time sign-in code, a key id and a temporary folder, as the walk writes them down.
_CODE = re.compile(r"/sign-in/[\w-]{20,}")
_KEY = re.compile(r"\b[0-9a-f]{16}\b")
PASSWORD = "correct-horse"

#: Step -> (exit code, (stdout, stderr) in English, (stdout, stderr) in Spanish), as the walk normalises them
#: (``TMP``, ``CODE``, ``KEY``).
STEPS: dict[str, tuple[int, tuple[str, str], tuple[str, str]]] = {
    "add --link": (0,
        ("account Ana opened\none-time sign-in link (valid 60 min, on the server): /sign-in/CODE\n",
         ""),
        ("cuenta Ana abierta\nenlace de entrada de un solo uso (válido 60 min, en el servidor): /sign-in/CODE\n",
         "")),
    "add, a password": (0,
        ("password: \npassword (again): \naccount Bo opened\n",
         ""),
        ("contraseña: \ncontraseña (otra vez): \ncuenta Bo abierta\n",
         "")),
    "add, two passwords": (2,
        ("password: \npassword (again): \n",
         "error: password: the two passwords typed differ; type the same one twice (nothing was recorded)\n"),
        ("contraseña: \ncontraseña (otra vez): \n",
         "error: password: las dos contraseñas escritas no coinciden; escribe la misma dos veces (no se "
         "registró nada)\n")),
    "add, no password": (2,
        ("password: \n",
         "error: password: none was typed (the input ended); type it at the prompt, or use --link\n"),
        ("contraseña: \n",
         "error: password: no se escribió ninguna (la entrada terminó); escríbela cuando se pida, o usa "
         "--link\n")),
    "add, a bad name": (2,
        ("",
         "error: name: give a person's name\n"),
        ("",
         "error: name: da el nombre de una persona\n")),
    "add, taken": (2,
        ("",
         "error: name: an account 'Ana' exists already\n"),
        ("",
         "error: name: ya existe una cuenta 'Ana'\n")),
    "add, taken, no prompt": (2,
        ("",
         "error: name: an account 'Bo' exists already\n"),
        ("",
         "error: name: ya existe una cuenta 'Bo'\n")),
    "password": (0,
        ("password: \npassword (again): \npassword of Bo changed; every session of Bo is signed out\n",
         ""),
        ("contraseña: \ncontraseña (otra vez): \ncontraseña de Bo cambiada; toda sesión de Bo queda cerrada\n",
         "")),
    "password, no account": (2,
        ("",
         "error: name: no account 'Zed'\n"),
        ("",
         "error: name: no hay cuenta 'Zed'\n")),
    "add, no name": (2,
        ("",
         "error: usage: Missing argument 'NAME'. (see: ledger account add --help)\n"),
        ("",
         "error: usage: falta el argumento 'NOMBRE' (ver: ledger account add --help)\n")),
    "link, bad minutes": (2,
        ("",
         "error: minutes: a whole number from 1 to 10080 (got 0)\n"),
        ("",
         "error: minutes: un número entero de 1 a 10080 (dado: 0)\n")),
    "link, no account": (2,
        ("",
         "error: name: no account 'Zed'\n"),
        ("",
         "error: name: no hay cuenta 'Zed'\n")),
    "link": (0,
        ("one-time sign-in link (valid 5 min, on the server): /sign-in/CODE\n",
         ""),
        ("enlace de entrada de un solo uso (válido 5 min, en el servidor): /sign-in/CODE\n",
         "")),
    "list": (0,
        ("Ana\nBo\n",
         ""),
        ("Ana\nBo\n",
         "")),
    "list, no store": (2,
        ("",
         "error: store: no ledger store at TMP/none.sqlite; create one with 'ledger create' or 'ledger "
         "replay', or point --store / LEDGER_STORE at an existing file\n"),
        ("",
         "error: store: no hay ningún almacén del ledger en TMP/none.sqlite; crea uno con 'ledger create' o "
         "'ledger replay', o apunta --store / LEDGER_STORE a un fichero existente\n")),
    "language": (0,
        ("language of Ana: none (the campaign's when its group chose one, else the browser's)\n",
         ""),
        ("idioma de Ana: ninguno (el de la campaña si su grupo eligió uno, si no el del navegador)\n",
         "")),
    "language, set": (0,
        ("language of Ana: de\n",
         ""),
        ("idioma de Ana: de\n",
         "")),
    "language, both": (2,
        ("",
         "error: lang: give a language or --clear, not both\n"),
        ("",
         "error: lang: da un idioma o --clear, no ambos\n")),
    "keygen": (0,
        ("made key KEY: private TMP/gm.key (keep it secret), public TMP/gm.key.pub\n",
         ""),
        ("clave KEY creada: privada TMP/gm.key (guárdala en secreto), pública TMP/gm.key.pub\n",
         "")),
    "keygen, again": (2,
        ("",
         "error: out: TMP/gm.key exists; a key is never overwritten (name a new file)\n"),
        ("",
         "error: out: TMP/gm.key ya existe; una clave nunca se sobrescribe (nombra un fichero nuevo)\n")),
    "keygen, blank": (2,
        ("",
         "error: out: give the file to write (--out FILE)\n"),
        ("",
         "error: out: da el fichero que escribir (--out FICHERO)\n")),
    "keygen, a folder": (2,
        ("",
         "error: out: TMP/ names a folder; name a file\n"),
        ("",
         "error: out: TMP/ nombra una carpeta; nombra un fichero\n")),
    "serve, a bad GM": (2,
        ("",
         "error: gm: give a person's name\n"),
        ("",
         "error: gm: da el nombre de una persona\n")),
    "serve, a bad port": (2,
        ("",
         "error: usage: Invalid value for '--port': 99999 is not in the range 0<=x<=65535. (see: ledger serve "
         "--help)\n"),
        ("",
         "error: usage: valor no válido para '--port': 99999 está fuera del intervalo 0<=x<=65535 (ver: ledger "
         "serve --help)\n")),
}

#: The steps whose lines are the values alone (the same in every language).
SAME = {"list"}


def walk(folder: Path, lang: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[int, str, str]]:
    """Every step of ``STEPS`` run with ``--lang lang`` on a new store in ``folder`` (a Masks campaign), in this
    process (a password typed on standard input); each (exit code, stdout, stderr) normalised."""
    folder.mkdir()
    cli = Cli(folder / "s.sqlite")
    cli.process = False                               # standard input is this process's
    cli("create", "Halcyon", "--system", "masks")

    elsewhere = tempfile.mkdtemp(prefix="own-lines-")     # a file no test store stands for (on PostgreSQL too)

    def run(*args: str, typed: str = "") -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
        proc = cli(*args, "--lang", lang, ok=False)
        said = [_KEY.sub("KEY", _CODE.sub("/sign-in/CODE", text.replace(str(folder), "TMP").replace(elsewhere, "TMP")))
                for text in (proc.stdout, proc.stderr)]
        return proc.returncode, said[0], said[1]

    key = str(folder / "gm.key")
    try:
        return _steps(run, folder, key, elsewhere)
    finally:
        shutil.rmtree(elsewhere, ignore_errors=True)


def _steps(run: Any, folder: Path, key: str, elsewhere: str) -> dict[str, tuple[int, str, str]]:
    """``STEPS`` run by ``run`` (``walk``'s), ``key`` the key file ``keygen`` writes, ``elsewhere`` a folder
    without a store."""
    return {
        "add --link": run("account", "add", "Ana", "--link"),
        "add, a password": run("account", "add", "Bo", typed=f"{PASSWORD}\n{PASSWORD}\n"),
        "add, two passwords": run("account", "add", "Cy", typed=f"{PASSWORD}\n{PASSWORD}!\n"),
        "add, no password": run("account", "add", "Cy"),
        "add, a bad name": run("account", "add", ""),
        "add, taken": run("account", "add", "Ana", "--link"),
        "add, taken, no prompt": run("account", "add", "Bo", typed=f"{PASSWORD}\n{PASSWORD}\n"),
        "password": run("account", "password", "Bo", typed=f"{PASSWORD}-2\n{PASSWORD}-2\n"),
        "password, no account": run("account", "password", "Zed", typed=f"{PASSWORD}\n{PASSWORD}\n"),
        "add, no name": run("account", "add"),
        "link, bad minutes": run("account", "link", "Ana", "--minutes", "0"),
        "link, no account": run("account", "link", "Zed"),
        "link": run("account", "link", "Ana", "--minutes", "5"),
        "list": run("account", "list"),
        "list, no store": run("account", "list", "--store", f"{elsewhere}/none.sqlite"),
        "language": run("account", "language", "Ana"),
        "language, set": run("account", "language", "Ana", "DE"),
        "language, both": run("account", "language", "Ana", "es", "--clear"),
        "keygen": run("keygen", "--out", key),
        "keygen, again": run("keygen", "--out", key),
        "keygen, blank": run("keygen", "--out", " "),
        "keygen, a folder": run("keygen", "--out", f"{folder}/"),
        "serve, a bad GM": run("serve", "--gm", " ", "--port", "0"),
        "serve, a bad port": run("serve", "--port", "99999"),
    }


def values(text: str) -> list[str]:
    """The values a line carries: names, numbers, paths, codes and options (what stays as typed in any language)."""
    return re.findall(r"\bAna\b|\bBo\b|\bZed\b|\b\d+\b|TMP[\w/.]*|/sign-in/CODE|\bKEY\b|--[\w-]+", text)


def test_every_line_of_the_commands_of_no_campaign_is_said_in_the_language_asked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said = {lang: walk(tmp_path / lang, lang, monkeypatch) for lang in ("en", "es", "it", "de")}
    assert said["en"] == {step: (code, *english) for step, (code, english, _) in STEPS.items()}
    assert said["es"] == {step: (code, *spanish) for step, (code, _, spanish) in STEPS.items()}
    for lang in ("it", "de"):
        for step, (code, (out, err), _) in STEPS.items():
            got = said[lang][step]
            assert got[0] == code, (lang, step, got)
            assert (got[1], got[2]) != (out, err) or step in SAME, (lang, step, got)
            assert sorted(values(got[1] + got[2])) == sorted(values(out + err)), (lang, step, got)
    assert said["it"]["add, two passwords"][1] == "password: \npassword (di nuovo): \n"
    assert said["de"]["link, bad minutes"][2] == "error: minutes: eine ganze Zahl von 1 bis 10080 (angegeben: 0)\n"


def test_the_reader_s_language_is_ledger_lang_when_no_lang_is_given(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("create", "Halcyon", "--system", "masks")
    cli("account", "add", "Ana", "--link")
    german = Cli(tmp_path / "s.sqlite", env={"LEDGER_LANG": "de_DE.UTF-8"})
    assert german("account", "language", "Ana").stdout == \
        "Sprache von Ana: keine (die der Kampagne, wenn ihre Gruppe eine gewählt hat, sonst die des Browsers)\n"
    proc = german("account", "link", "Ana", "--minutes", "0", ok=False)
    assert (proc.returncode, proc.stderr) == (2, "error: minutes: eine ganze Zahl von 1 bis 10080 (angegeben: 0)\n")
    assert cli("account", "language", "Ana").stdout == "language of Ana: none (the campaign's when its group chose one, else the browser's)\n"


#: The server's lines with ``--gm Dana`` (``{0}`` the store, ``{1}`` the address), as far as the sign-in code.
SERVED = {
    "en": ("serving {0} at {1}/ (open it in a browser; Ctrl-C stops)", "the API: {1}/api/openapi.json",
           "sign-in link for Dana (once, within an hour): {1}/sign-in/",
           "stopped; every request answered was recorded in full"),
    "es": ("sirviendo {0} en {1}/ (ábrelo en un navegador; Ctrl-C lo para)", "la API: {1}/api/openapi.json",
           "enlace de acceso para Dana (una vez, dentro de una hora): {1}/sign-in/",
           "parado; cada petición respondida quedó registrada entera"),
}


@pytest.mark.parametrize("lang", ["en", "es", "it", "de"])
def test_the_server_s_lines_are_said_in_the_language_asked(tmp_path: Path, lang: str) -> None:
    from ledger.store.locations import locate

    store = pg_url(tmp_path / "s.sqlite") if TEST_STORE == "postgres" else str(tmp_path / "s.sqlite")
    made = subprocess.run([LEDGER, "create", "Halcyon", "--system", "masks", "--store", store], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert made.returncode == 0, made.stderr
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("LEDGER_SECRET", None)
    proc = subprocess.Popen([LEDGER, "serve", "--store", store, "--port", "0", "--gm", "Dana", "--lang", lang],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        lines = [proc.stdout.readline().rstrip("\n") for _ in range(3)] if proc.stdout else []
        base = re.search(r"(http://127\.0\.0\.1:\d+)/api/openapi\.json$", lines[1])
        assert base is not None, lines
        assert httpx.get(f"{base[1]}/api/openapi.json", timeout=10).status_code == 200
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    code = re.fullmatch(r".*/sign-in/([\w-]{20,})", lines[2])
    assert code is not None, lines
    where = str(locate(store))
    if lang in SERVED:
        first, api, link, stop = (text.format(where, base[1]) for text in SERVED[lang])
        assert lines == [first, api, link + code[1]] and out == stop + "\n"
    else:
        english = [text.format(where, base[1]) for text in SERVED["en"]]
        assert lines[0] != english[0] and where in lines[0] and f"{base[1]}/ " in lines[0]
        assert lines[1] != english[1] and lines[1].endswith(f" {base[1]}/api/openapi.json")
        assert lines[2] != english[2] + code[1] and "Dana" in lines[2]
        assert lines[2].endswith(f": {base[1]}/sign-in/{code[1]}")
        assert out.strip() and out != english[3] + "\n"
