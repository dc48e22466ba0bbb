"""``ledger serve`` under a table's load: players acting, watchers on the live stream, SQLite then PostgreSQL.

Usage::

    python bench/bench_serve.py [--seconds 60] [--players 20] [--watchers 5] [--think 1.0] [--together]
                                [--stores sqlite,postgres] [--pg URL] [--folder DIR] [--slowest N]

For each store it makes a Masks campaign with one character per player, an account per player (a player of their
own character) and per watcher (a viewer), each with an API token, then starts ``ledger serve`` on 127.0.0.1 (a
free port) and for ``--seconds`` runs, in one asyncio loop of this process (httpx):

- ``--players`` players, each marking and clearing its own character's conditions in turn (always legal), one
  action then a pause of ``--think`` seconds on average (uniform 0.5x..1.5x; 0: no pause): the round trip of each
  ``POST /api/campaigns/NAME/commands/mark|clear`` is timed. Each player sits down after a pause of its own
  (uniform 0..``--think``), as players join a table one by one; ``--together`` sends every player's first action in
  the same instant instead (a burst no table makes, which the server answers in turn);
- ``--watchers`` watchers on ``GET /api/campaigns/NAME/live``: for every action a player recorded, the time from
  the moment its request was sent to the moment each watcher received it (an upper bound of the delay after commit).

Then, on the same store, a bare Starlette handler on uvicorn that reads one row of the store (``SELECT`` of one
stored event: the framework's floor) is timed with the same number of clients pausing alike, for a third of the
time (at least 5 s). The players and the bare handler's clients speak HTTP/1.1 by hand over asyncio streams (one
keep-alive connection each, made before the clock starts), so the bench's own cost stays small. It prints p50/p99
of the action round trip, of the live update (over every watcher and action), and of the bare handler, the ratio
action/bare, the server's CPU time per recorded action (``/proc``: little changed by the machine's load, unlike the
round trips), and checks that no action was lost or doubled: every action a player was answered is in the
campaign's history once, the history has nothing else, and every watcher received every one.
The goals (p99 action < 100 ms, live update < 1 s at 20 players) are printed beside; nothing is asserted.
Traffic goes to 127.0.0.1 only; every loop is bounded by ``--seconds``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import httpx

from loopback import BARE, Connection, free_port, pct, run_bare, server_cpu, start, stop, wait_up

ROOT = Path(__file__).resolve().parent.parent
LEDGER = [sys.executable, "-c", "import sys; sys.argv[0] = 'ledger'; from ledger.entry import main; main()"]
CAMPAIGN = "Bench Table"
CONDITIONS = ("angry", "afraid", "guilty", "hopeless", "insecure")

def prepare(store: str, players: int, watchers: int) -> tuple[list[str], list[str]]:
    """The campaign, its characters and people; (player tokens, watcher tokens)."""
    from ledger.service import Ledger
    from ledger.service.people import Person

    ledger = Ledger(store)
    ledger.create(CAMPAIGN, "masks")
    for i in range(players):
        ledger.act(CAMPAIGN, "add-character", {"name": f"Hero{i:02d}", "playbook": "custom", "custom": True,
                                               "labels": [0, 0, 1, 0, 1], "plus-one": "mundane"})
    ledger.act(CAMPAIGN, "session start", {})
    ledger.act(CAMPAIGN, "scene start", {"title": "The load"})
    tokens: list[str] = []
    for i in range(players + watchers):
        name = f"player{i:02d}" if i < players else f"watcher{i - players}"
        person = ledger.make_account(name)
        role, chars = ("player", [f"Hero{i:02d}"]) if i < players else ("viewer", [])
        ledger.group(CAMPAIGN, "grant", {"person": name, "role": role, "characters": chars}, by=Person.OWNER)
        tokens.append(ledger.issue_token(person, "bench"))
    ledger.close()
    return tokens[:players], tokens[players:]


async def watch_live(campaign: str, token: str, seconds: float, seen: dict[int, float],
                     connected: Callable[[], None]) -> None:
    """One watcher on ``GET {campaign}/live`` for about ``seconds``: ``seen[action]`` is when each recorded action
    reached it (``time.monotonic``); ``connected()`` is called once the stream is open."""
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(timeout=httpx.Timeout(10, read=seconds + 30)) as client:
        async with client.stream("GET", f"{campaign}/live", headers=headers, params={"seconds": seconds + 6}) as stream:
            connected()
            event: dict[str, str] = {}
            async for line in stream.aiter_lines():
                if line.startswith("data: "):
                    event["data"] = line[6:]
                elif line.startswith("event: "):
                    event["event"] = line[7:]
                elif not line and event.get("event") == "action":
                    seen[json.loads(event["data"])["action"]] = time.monotonic()
                    event = {}
                elif not line:
                    event = {}


async def run_table(base: str, players: list[str], watchers: list[str], seconds: float, think: float,
                    stagger: bool = True) -> dict[str, Any]:
    """The players and watchers for ``seconds`` (``stagger``: each player starts after a pause of its own); the
    timings and what each side saw."""
    campaign = f"{base}/api/campaigns/{CAMPAIGN.replace(' ', '%20')}"
    sent: dict[int, float] = {}                        # action -> when its request was sent
    trips: list[float] = []
    timeline: list[tuple[float, float, int]] = []      # (seconds since the start, round trip, action)
    start = [time.monotonic()]
    answered: list[int] = []
    errors: list[str] = []
    seen: list[dict[int, float]] = [{} for _ in watchers]
    ready = asyncio.Event()
    connected = 0
    end = time.monotonic() + seconds

    def connected_one() -> None:
        nonlocal connected
        connected += 1
        if connected == len(watchers):
            ready.set()

    async def player(index: int, token: str) -> None:
        rng = random.Random(index)
        character = f"Hero{index:02d}"
        marked: set[str] = set()
        headers = {"Authorization": f"Bearer {token}"}
        await ready.wait()
        client = connections[index]                      # made beforehand: nothing is built while timing
        if think and stagger:
            await asyncio.sleep(rng.uniform(0, think))  # players join one by one, not all in one millisecond
        turn = 0
        while time.monotonic() < end:
            condition = CONDITIONS[turn % len(CONDITIONS)]
            command = "clear" if condition in marked else "mark"
            began = time.monotonic()
            status, body = await client.request("POST", f"{path}/commands/{command}", headers,
                                                 {"character": character, "condition": condition, "as": character})
            took = time.monotonic() - began
            if status != 201:
                errors.append(f"{status} {body[:200].decode(errors='replace')}")
            else:
                action = json.loads(body)["action"]
                sent[action] = began
                answered.append(action)
                trips.append(took)
                timeline.append((began - start[0], took, action))
                marked.symmetric_difference_update({condition})
            turn += 1
            if think:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))

    port = int(base.rsplit(":", 1)[1])
    path = f"/api/campaigns/{CAMPAIGN.replace(' ', '%20')}"
    connections = [Connection(port) for _ in players]
    watching = [asyncio.create_task(watch_live(campaign, t, seconds, seen[i], connected_one))
                for i, t in enumerate(watchers)]
    try:
        await asyncio.wait_for(ready.wait(), 30)
    except asyncio.TimeoutError:
        raise RuntimeError("the watchers could not connect") from None
    began = time.monotonic()
    start[0] = began
    end = began + seconds                               # the players' time starts when every watcher listens
    await asyncio.gather(*(player(i, t) for i, t in enumerate(players)))
    spent = time.monotonic() - began
    await asyncio.sleep(3)                              # the last updates reach the watchers
    for task in watching:
        task.cancel()
    await asyncio.gather(*watching, return_exceptions=True)
    for connection in connections:
        await connection.close()
    delays = [at - sent[a] for got in seen for a, at in got.items() if a in sent]
    missed = sum(1 for got in seen for a in answered if a not in got)
    return {"trips": trips, "answered": answered, "errors": errors, "delays": delays, "missed": missed,
            "spent": spent, "timeline": timeline}


def history_actions(store: str) -> tuple[int, list[int]]:
    """(the campaign's last action, the action numbers of its mark/clear rows)."""
    from ledger.service import Ledger
    from ledger.service.history import HistoryQuery

    ledger = Ledger(store)
    try:
        found = ledger.history(CAMPAIGN, HistoryQuery(), None, table=False)
        rows = [json.loads(r) for r in found.rows] if found.encoded else list(found.rows)
        return found.campaign.actions, [r["action"] for r in rows if r["command"] in ("mark", "clear")]
    finally:
        ledger.close()


def bench(kind: str, store: str, args: argparse.Namespace) -> None:
    """One store's run, printed."""
    env = dict(os.environ, LEDGER_CACHE="off", PYTHONPATH=str(ROOT), LEDGER_SECRET="bench-secret")
    players, watchers = prepare(store, args.players, args.watchers)
    port = free_port()
    server = start([*LEDGER, "serve", "--store", store, "--port", str(port)], env)
    try:
        asyncio.run(wait_up(f"http://127.0.0.1:{port}/api/openapi.json"))
        started = server_cpu(server.pid)
        table = asyncio.run(run_table(f"http://127.0.0.1:{port}", players, watchers, args.seconds, args.think,
                                      stagger=not args.together))
        cpu = server_cpu(server.pid) - started
    finally:
        stop(server)
    bare_port = free_port()
    where = str(store)
    bare = start([sys.executable, "-c", BARE, kind, where, str(bare_port)], env)
    try:
        asyncio.run(wait_up(f"http://127.0.0.1:{bare_port}/row"))
        floor = asyncio.run(run_bare(bare_port, args.players, max(5.0, args.seconds / 3), args.think))
    finally:
        stop(bare)
    last, recorded = history_actions(store)
    answered = table["answered"]
    lost = sorted(set(answered) - set(recorded))
    doubled = len(answered) - len(set(answered))
    stray = sorted(set(recorded) - set(answered))
    trips, delays = table["trips"], table["delays"]
    ms = lambda v: f"{1000 * v:8.1f} ms"  # noqa: E731
    seated = "all at once" if args.together else "one by one"
    print(f"\n== {kind}: {args.players} players ({seated}), {args.watchers} watchers, {args.seconds:g} s, "
          f"think {args.think:g} s ==")
    print(f"actions recorded      {len(answered):6d}  ({len(answered) / table['spent']:.1f}/s; refused {len(table['errors'])})")
    print(f"action round trip     p50 {ms(pct(trips, 50))}   p99 {ms(pct(trips, 99))}   (goal p99 < 100 ms)")
    print(f"live update, watchers p50 {ms(pct(delays, 50))}   p99 {ms(pct(delays, 99))}   max {ms(max(delays or [0]))}"
          f"   (goal < 1 s; {len(delays)} deliveries)")
    print(f"server CPU            {1000 * cpu / max(1, len(answered)):6.2f} ms a recorded action (user + system, the "
          f"watchers' polls included; the machine's load does not change it much)")
    print(f"bare Starlette row    p50 {ms(pct(floor, 50))}   p99 {ms(pct(floor, 99))}   ({len(floor)} reads)")
    print(f"ratio action/bare     p50 {pct(trips, 50) / pct(floor, 50):6.1f}x   p99 {pct(trips, 99) / pct(floor, 99):6.1f}x")
    print(f"lost {len(lost)}, doubled {doubled}, in history but never answered {len(stray)}, "
          f"missed by a watcher {table['missed']}; campaign at action {last}")
    if args.slowest:
        slow = sorted(table["timeline"], key=lambda row: -row[1])[:args.slowest]
        print("slowest round trips   " + "; ".join(f"#{a} at {t:.1f} s: {1000 * took:.0f} ms"
                                                for t, took, a in sorted(slow)))
    for error in table["errors"][:3]:
        print(f"  refused: {error}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the players play (default 60)")
    parser.add_argument("--players", type=int, default=20)
    parser.add_argument("--watchers", type=int, default=5)
    parser.add_argument("--think", type=float, default=1.0, help="mean pause between a player's actions, s (0: none)")
    parser.add_argument("--together", action="store_true",
                        help="every player's first action in the same instant (default: each after a pause of its own)")
    parser.add_argument("--slowest", type=int, default=0,
                        help="also print the N slowest round trips with when they were sent (default 0: none)")
    parser.add_argument("--stores", default="sqlite,postgres", help="which stores, in order (sqlite, postgres)")
    parser.add_argument("--pg", default=os.environ.get("LEDGER_TEST_PG", "postgresql://root@127.0.0.1:5432/test"),
                        help="the PostgreSQL database (a schema of its own is made and dropped)")
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    folder = args.folder or Path(tempfile.mkdtemp(prefix="bench-serve-"))
    for kind in [k.strip() for k in args.stores.split(",") if k.strip()]:
        if kind == "sqlite":
            bench(kind, str(folder / "serve.sqlite"), args)
        elif kind == "postgres":
            schema = f"bench_serve_{os.getpid()}"
            try:
                bench(kind, f"{args.pg}?schema={schema}", args)
            finally:
                import psycopg

                with psycopg.connect(args.pg, autocommit=True) as con:
                    con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        else:
            parser.error(f"--stores: {kind!r}; allowed: sqlite, postgres")


if __name__ == "__main__":
    main()
