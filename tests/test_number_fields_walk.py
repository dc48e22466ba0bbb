"""Every number a command takes, walked on the command line and over the API: a huge number, a huge negative one,
zero and -1 given to each whole-number argument of every system's commands is refused naming the argument as typed
and its own range (``rules.args.bounds``), never the 64-bit bound; an action's number is refused with the
campaign's range (``actions run 1..N``), a negative one typed alone read as the argument's value.

Source: README "Using the ledger" (a refusal names the field as typed and what is allowed, exit 2, nothing written);
README "The server" (the same refusal as JSON, 400/422).
"""

from __future__ import annotations

from typing import Any, get_args

import pytest

from conftest import TEST_STORE, Cli, pg_url
from rules import get_system
from rules.args import _whole_field, bounds
from rules.whole_numbers import WHOLE_RANGE, beyond_text, whole_range_text

SYSTEMS = ("masks", "mouseguard", "mosaic", "pokemon", "basic")
HUGE = "99999999999999999999999"
SIXTY_FOUR = ("9223372036854775807", "9,223,372", "9.223.372", "-9223372036854775808")


def _meta(info: Any) -> dict[str, Any]:
    return (info.json_schema_extra or {}).get("cli", {}) if isinstance(info.json_schema_extra, dict) else {}


def _required(field: str, info: Any) -> tuple[str, str]:
    """A required option's words with a value it takes: a choice's first, a number's 1, else ``X``."""
    choices = [a for a in get_args(info.annotation) if isinstance(a, str)] or [
        a for inner in get_args(info.annotation) for a in get_args(inner) if isinstance(a, str)]
    value = choices[0] if choices else "1" if any(_whole_field(info.annotation)) else "X"
    return f"--{(info.alias or field).replace('_', '-')}", value


def number_fields() -> list[tuple[str, str, str, tuple[int, int], bool, tuple[str, ...]]]:
    """(system, command, the argument as typed, its range, whether one number (not a list), the positional words
    before the options: ``VALUE`` where the argument is itself positional, ``X`` for another required one) of every
    whole-number argument of every system's commands."""
    found = []
    for sid in SYSTEMS:
        for name, spec in get_system(sid).commands.items():
            fields = spec.args.model_fields
            for field, info in fields.items():
                one, many = _whole_field(info.annotation)
                if not (one or many):
                    continue
                lead = tuple("VALUE" if other == field else "X" for other, i in fields.items()
                             if _meta(i).get("positional") and (other == field or i.is_required()))
                lead += tuple(word for other, i in fields.items() if other != field and i.is_required()
                              and not _meta(i).get("positional") for word in _required(other, i))
                found.append((sid, name, (info.alias or field).replace("_", "-"), bounds(info), one, lead))
    return found


FIELDS = number_fields()


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """One store with an empty campaign of each system (named by its id)."""
    c = Cli(tmp_path_factory.mktemp("walk") / "store.sqlite")
    for sid in SYSTEMS:
        c("create", sid, "--system", sid)
    return c


def _line(store: Cli, sid: str, command: str, typed: str, lead: tuple[str, ...], value: str) -> tuple[int, str]:
    given = [value if word == "VALUE" else word for word in lead] + ([] if "VALUE" in lead else [f"--{typed}", value])
    proc = store(*command.split(), *given, "--campaign", sid, "--lang", "en", ok=False)
    return proc.returncode, proc.stderr.strip()


def test_the_walk_meets_every_system_s_numbers() -> None:
    assert {f[0] for f in FIELDS} == set(SYSTEMS)
    assert ("mouseguard", "test", "ob", (1, 20), True) in [f[:5] for f in FIELDS]
    assert ("masks", "forward", "amount", (-3, 3), True) in [f[:5] for f in FIELDS]


@pytest.mark.parametrize(("sid", "command", "typed", "span", "one", "lead"), FIELDS,
                         ids=[f"{f[0]}-{f[1]}-{f[2]}" for f in FIELDS])
def test_a_number_past_64_bits_is_refused_with_the_argument_s_own_range(
        store: Cli, sid: str, command: str, typed: str, span: tuple[int, int], one: bool, lead: tuple[str, ...]) -> None:
    before = store.bytes()
    for value in (HUGE, "-" + HUGE):
        code, line = _line(store, sid, command, typed, lead, value)
        assert code == 2, line
        assert not any(bound in line for bound in SIXTY_FOUR), line
        if one:
            assert line == f"error: {typed}: {beyond_text(*span)}", line
        else:
            assert line.startswith(f"error: {typed}: "), line
    assert store.bytes() == before


@pytest.mark.parametrize(("sid", "command", "typed", "span", "one", "lead"),
                         [f for f in FIELDS if f[4]], ids=[f"{f[0]}-{f[1]}-{f[2]}" for f in FIELDS if f[4]])
def test_zero_and_minus_one_out_of_range_name_the_argument_and_its_range(
        store: Cli, sid: str, command: str, typed: str, span: tuple[int, int], one: bool, lead: tuple[str, ...]) -> None:
    before = store.bytes()
    for value in (0, -1):
        if span[0] <= value <= span[1]:
            continue                      # in range: the rules decide (in an empty campaign, some would be recorded)
        code, line = _line(store, sid, command, typed, lead, str(value))
        assert (code, line) == (2, f"error: {typed}: {whole_range_text(*span)} (got {value})")
    assert store.bytes() == before


def test_the_64_bit_range_is_never_the_words_of_an_open_field() -> None:
    assert beyond_text(*WHOLE_RANGE) == "a whole number of at most 18 digits"
    assert beyond_text(1, WHOLE_RANGE[1]) == "a whole number of at most 18 digits"
    assert beyond_text(1, 20) == "a whole number from 1 to 20"
    assert whole_range_text(*WHOLE_RANGE) == "a whole number of at most 18 digits"


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory, store: Cli) -> Any:
    """The walk's store served, its GM signed in by token."""
    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import bearer, gm_token

    ledger = Ledger(pg_url(store.store) if TEST_STORE == "postgres" else str(store.store), warm=True)
    app = make_app(ledger, secret="walk-secret")
    client = bearer(app, gm_token(app))
    client.headers.pop("accept-language", None)
    yield client
    ledger.close()


@pytest.mark.parametrize(("sid", "command", "typed", "span", "one", "lead"),
                         [f for f in FIELDS if f[4]], ids=[f"{f[0]}-{f[1]}-{f[2]}" for f in FIELDS if f[4]])
def test_the_api_refuses_a_number_past_64_bits_with_the_argument_s_own_range(
        api: Any, sid: str, command: str, typed: str, span: tuple[int, int], one: bool, lead: tuple[str, ...]) -> None:
    key = next((info.alias or name) for name, info in get_system(sid).commands[command].args.model_fields.items()
               if (info.alias or name).replace("_", "-") == typed)        # as the body spells it
    for value in (HUGE, "-" + HUGE):
        got = api.post(f"/api/campaigns/{sid}/commands/{command.replace(' ', '/')}",
                       content=f'{{"{key}": {value}}}',
                       headers={"Content-Type": "application/json", "Accept-Language": "en"})
        error = got.json()["error"]
        assert (got.status_code, error["field"], error["message"]) == (400, key, beyond_text(*span)), error


def test_api_store_is_the_walk_s(api: Any) -> None:
    assert api.get("/api/campaigns/masks/status").status_code == 200
