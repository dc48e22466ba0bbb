"""Load on loopback for the server benches: a hand-written keep-alive HTTP/1.1 connection, free ports, the server's
process (start, stop, CPU time) and a bare Starlette handler reading one stored row (the framework's floor).

Every address is 127.0.0.1; every loop is bounded by its ``seconds``. Source: Starlette's and uvicorn's docs
("Applications", "Deployment"), RFC 9112 (HTTP/1.1 message framing: status line, headers, Content-Length).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent

#: The bare handler's program: ``python -c BARE KIND WHERE PORT`` serves ``GET /row`` (one stored event's version).
BARE = '''
import sys, sqlite3, psycopg, uvicorn
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route
kind, where = sys.argv[1], sys.argv[2]
if kind == "sqlite":
    con = sqlite3.connect(where, check_same_thread=False)
    def one():
        return con.execute("SELECT originator_version FROM stored_events LIMIT 1").fetchone()[0]
else:
    con = psycopg.connect(where.split("?")[0], autocommit=True)
    schema = where.split("schema=")[1]
    con.execute(f'SET search_path TO "{schema}"')
    def one():
        return con.execute("SELECT originator_version FROM ledgerapp_events LIMIT 1").fetchone()[0]
def row(request):
    return JSONResponse({"version": one()})
app = Starlette(routes=[Route("/row", row)])
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[3]), log_level="warning")
'''


class Connection:
    """One keep-alive HTTP/1.1 connection to 127.0.0.1, written by hand over asyncio streams: a load generator far
    lighter than a full client, so that the figures are the server's, not the bench's (httpx is used for the
    streams only)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, headers: dict[str, str] | None = None,
                      body: Any = None) -> tuple[int, bytes]:
        """(status, body) of one request; ``body`` is sent as JSON."""
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        data = json.dumps(body).encode() if body is not None else b""
        head = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}", f"Content-Length: {len(data)}"]
        head += [f"{k}: {v}" for k, v in (headers or {}).items()]
        if data:
            head.append("Content-Type: application/json")
        self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
        await self.writer.drain()
        assert self.reader is not None
        status = int((await self.reader.readline()).split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b"\n", b""):
                break
            key, _, value = line.decode().partition(":")
            if key.strip().lower() == "content-length":
                length = int(value)
        return status, await self.reader.readexactly(length)

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


def pct(values: list[float], p: float) -> float:
    """The ``p`` percentile (0..100) of ``values`` (nearest rank), in the values' unit; NaN for none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def server_cpu(pid: int) -> float:
    """The CPU seconds (user + system) process ``pid`` has used so far (Linux ``/proc/PID/stat``; 0.0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start(cmd: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)


def stop(proc: subprocess.Popen[str]) -> None:
    """SIGTERM ``proc`` and wait for it (SIGKILL after 20 s)."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


async def wait_up(url: str, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    async with httpx.AsyncClient() as client:
        while time.monotonic() < end:
            try:
                await client.get(url, timeout=2)
                return
            except httpx.TransportError:
                await asyncio.sleep(0.1)
    raise RuntimeError(f"{url} did not answer within {seconds} s")


async def run_bare(port: int, clients: int, seconds: float, think: float) -> list[float]:
    """``clients`` clients reading ``GET /row`` for ``seconds``, each pausing as the players do; the round trips."""
    trips: list[float] = []
    connections = [Connection(port) for _ in range(clients)]
    for connection in connections:
        await connection.request("GET", "/row")
    end = time.monotonic() + seconds

    async def one(index: int) -> None:
        rng = random.Random(index)
        while time.monotonic() < end:
            began = time.monotonic()
            status, _ = await connections[index].request("GET", "/row")
            if status != 200:
                raise RuntimeError(f"the bare handler answered {status}")
            trips.append(time.monotonic() - began)
            if think:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))

    await asyncio.gather(*(one(i) for i in range(clients)))
    for connection in connections:
        await connection.close()
    return trips
