"""My character's arc chart on a long campaign: one marker per block of sessions (at most ``BLOCKS`` a row), each
naming what was marked in it with how many sessions it was marked in, so that the page weighs the same whatever the
campaign's length (README "The web table": My character under 200 KiB on a 100,000-event campaign); and the server's
fold ahead of the pips' whys reads the record without holding the campaign's lock, so that a page whose whys are
kept meanwhile does not wait for every character's."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT
from ledger.service import Ledger
from ledger.service.people import Person
from web_support import account, grant

NAME, PC = "Halcyon Nights", "Gale"
CONDITIONS = ["angry", "afraid", "guilty", "hopeless", "insecure"]
LABELS = ["danger", "freak", "savior", "superior", "mundane"]
ROWS = {"ConditionMarked": "Conditions marked", "ConditionCleared": "Conditions cleared"}


def _end_session(ledger: Ledger) -> None:
    """End the open session and make every PC's end-of-session move (a label shift that their labels allow)."""
    ledger.act(NAME, "session end", {})
    choices = [f"EOS2:up={a},down={b}" for a in LABELS for b in LABELS if a != b]
    for _ in range(8):
        state = ledger.now(NAME).state
        if state["session"]["phase"] != "ending":
            return
        waiting = [p for p in state["characters"] if p not in (state.get("eos") or [])]
        for who, choice in ((w, c) for w in waiting for c in choices):
            try:
                ledger.act(NAME, "end-of-session", {"choice": choice}, actor=who)
                break
            except Exception:  # noqa: BLE001 - a shift this PC's labels do not allow: the next one
                continue
    raise AssertionError(f"the session did not end: {ledger.now(NAME).state['session']}")


def long_campaign(tmp_path: Path, sessions: int = 40) -> Path:
    """The Halcyon Nights sample played on for ``sessions`` more sessions: in each, Gale's conditions cleared, then
    one marked (two every third session), so that every condition is marked and cleared in many sessions."""
    store = tmp_path / "long.sqlite"
    ledger = Ledger(store)
    ledger.replay(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml")
    for n in range(sessions):
        if ledger.now(NAME).state["session"]["phase"] != "ended":
            _end_session(ledger)
        ledger.act(NAME, "session start", {"title": f"Night {n}"})
        for condition, on in ledger.now(NAME).state["characters"][PC]["conditions"].items():
            if on:
                ledger.act(NAME, "clear", {"character": PC, "condition": condition})
        for condition in [CONDITIONS[n % 5]] + ([CONDITIONS[(n + 2) % 5]] if n % 3 == 0 else []):
            ledger.act(NAME, "mark", {"character": PC, "condition": condition})
    ledger.close()
    return store


@pytest.fixture(scope="module")
def long_page(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], str]:
    """(Gale's arc as the service reads it, his My character page as the GM sees it) on the long campaign."""
    from starlette.testclient import TestClient

    from ledger.web import make_app

    ledger = Ledger(long_campaign(tmp_path_factory.mktemp("long")), warm=True)
    account(ledger, "Dana", "a table of five")
    grant(ledger, "Dana", "gm")
    client = TestClient(make_app(ledger, secret="blocks-test"), base_url="http://127.0.0.1")
    try:
        client.post("/api/sign-in", json={"name": "Dana", "password": "a table of five"})
        got = client.get(f"/c/{NAME.replace(' ', '%20')}/character/{PC}")
        assert got.status_code == 200
        return ledger.arc(NAME, PC, "en"), got.text
    finally:
        client.close()
        ledger.close()


def _titles(page: str, row: str) -> dict[str, dict[str, int]]:
    """The markers of row ``row`` in ``page``'s chart: their block ("FIRST–LAST") -> {thing named: count}."""
    out = {}
    for block, text in re.findall(rf"<title>◆ {re.escape(row)}: ([^:<]+): ([^<]+)</title>", page):
        out[block] = {m.group(1): int(m.group(2)) for m in re.finditer(r"(\w+) ×(\d+)", text)}
        assert ", ".join(f"{n} ×{c}" for n, c in out[block].items()) == text          # nothing else said
    return out


def test_a_long_campaigns_chart_has_a_marker_per_block_naming_each_mark_with_its_count(
        long_page: tuple[dict[str, Any], str]) -> None:
    from ledger.web.pages.arc_chart import BLOCKS, MARKED_SESSIONS, spans

    arc, page = long_page
    columns = arc["sessions"]
    assert len(columns) > MARKED_SESSIONS                             # long enough to be drawn in blocks
    for kind, row in ROWS.items():
        named = [c["named"].get(kind, []) for c in columns]
        expected = {}
        for first, end in spans(len(columns)):
            counts: dict[str, int] = {}
            for names in named[first:end]:
                for n in names:
                    counts[n] = counts.get(n, 0) + 1
            if counts:
                last = columns[end - 1]["session"]
                expected[f"{columns[first]['session']}–{last}"] = counts
        shown = _titles(page, row)
        assert shown == expected and 1 < len(shown) <= BLOCKS, row
        for counts in shown.values():                                 # most marked first
            assert list(counts.values()) == sorted(counts.values(), reverse=True)
        every = {n for names in named for n in names}
        assert {n for counts in shown.values() for n in counts} == every and len(every) == 5
        assert sum(sum(c.values()) for c in shown.values()) == sum(map(len, named))
        for block, counts in shown.items():                           # the legend says the same, a block a line
            assert f"<li>{block}: {', '.join(f'{n} ×{c}' for n, c in counts.items())}</li>" in page
    markers = re.findall(r'<polygon points="[^"]+" fill="#[0-9A-F]{6}"><title>◆ ', page)
    assert len(markers) == sum(len(_titles(page, row)) for row in ROWS.values()) <= BLOCKS * len(ROWS)
    labels = re.findall(r'class="mark-label">(\d+)</text>', page)     # each marker's count, beside it
    assert sorted(map(int, labels)) == sorted(sum(c.values()) for row in ROWS.values()
                                              for c in _titles(page, row).values())


def test_blocks_cover_every_column_once_in_at_most_twelve_even_parts() -> None:
    from ledger.web.pages.arc_chart import BLOCKS, spans

    assert spans(0) == []
    for count in range(1, 200):
        parts = spans(count)
        assert len(parts) == min(count, BLOCKS)
        assert parts[0][0] == 0 and parts[-1][1] == count
        assert all(a[1] == b[0] for a, b in zip(parts, parts[1:]))   # neighbours, nothing left out or twice
        sizes = [end - first for first, end in parts]
        assert min(sizes) >= 1 and max(sizes) - min(sizes) <= 1


def test_the_fold_ahead_of_the_whys_holds_no_lock_while_it_reads_the_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import ledger.service.kept_whys as kept_whys
    from ledger.service.kept_arcs import key_lock

    monkeypatch.setenv("LEDGER_CACHE", str(tmp_path / "cache"))
    warm = Ledger(tmp_path / "mg.sqlite", warm=True)
    camp, _ = warm.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    system, state = warm.system(camp.name), warm.now(camp.name).state
    fields = {c: [t["field"] for t in system.views.pips(state, c, "en") if t["rating"]] for c in state["characters"]}
    first = next(iter(fields))
    warm.whys(camp.name, first, fields[first])                      # one character's whys kept before
    answered: list[dict[str, Any]] = []
    whole = kept_whys._fold_new

    def reading(ledger: Any, name: str, kept: Any, wanted: list[Any], keep: bool = True) -> None:
        assert not key_lock(("whys", name)).locked()                # the long read holds no lock...
        reader = threading.Thread(target=lambda: answered.append(warm.whys(camp.name, first, fields[first])))
        reader.start()
        reader.join(30)                                             # ...so a page of kept whys is answered
        assert answered and first not in {c for c, _ in wanted}
        whole(ledger, name, kept, wanted, keep)

    monkeypatch.setattr(kept_whys, "_fold_new", reading)
    assert kept_whys.fold_ahead(warm, camp.name) == sum(len(f) for c, f in fields.items() if c != first)
    monkeypatch.setattr(kept_whys, "_fold_new", lambda *a, **k: pytest.fail("a fold after the fold ahead"))
    cold = Ledger(tmp_path / "mg.sqlite")
    for character, wanted in fields.items():                        # every character's whys kept, as read cold
        assert warm.whys(camp.name, character, wanted, by=Person.OWNER) == cold.whys(camp.name, character, wanted)
    assert answered[0] == cold.whys(camp.name, first, fields[first])
    warm.close()
    cold.close()
