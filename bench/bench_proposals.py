"""The proposals' list on a long campaign: how long ``Ledger.proposal_list`` takes when a few proposals wait at the
end of a history of thousands of actions (each proposal's reason is read from its own events, not the history).

Usage::

    python bench/bench_proposals.py --store /tmp/proposals.sqlite [--actions 3000] [--repeat 5]

Builds the store when it does not exist (a Masks campaign: conditions marked and cleared by the store's owner,
then player Ana's proposals under approval), then prints the best of ``--repeat`` timings of the GM's list (the
store's owner) and the player's. Run it under two checkouts (``PYTHONPATH``) on the same store to compare them.
Only measures and prints; tests never assert times.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path


def build(store: Path, actions: int) -> None:
    """A Masks campaign of about ``actions`` actions and three pending proposals by Ana (Gale)."""
    from ledger.service import Ledger
    from ledger.service.people import Person

    led = Ledger(store)
    try:
        from ledger.service.acting import create

        create(led.location, "Long", "masks", {}, "GM")
        led.act(None, "add-character", {"name": "Gale", "playbook": "beacon", "plus-one": "savior"}, actor="GM")
        led.act(None, "add-character", {"name": "Rook", "playbook": "bull", "plus-one": "danger"}, actor="GM")
        for n in range(actions // 2):
            led.act(None, "mark", {"character": "Rook", "condition": "angry"}, actor="Rook", reason=f"r{n}")
            led.act(None, "clear", {"character": "Rook", "condition": "angry"}, actor="Rook")
        led.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Gale"]})
        led.group(None, "option", {"approval": "players"})
        for condition in ("afraid", "angry", "guilty"):
            led.act(None, "mark", {"character": "Gale", "condition": condition}, actor="Gale", by=Person("Ana"),
                    reason=f"Gale is {condition}")
    finally:
        led.close()


def main() -> None:
    """Build the store if needed, then time the lists."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=5)
    opts = parser.parse_args()
    if not opts.store.exists():
        build(opts.store, opts.actions)
    from ledger.service import Ledger
    from ledger.service.people import Person

    led = Ledger(opts.store)
    try:
        print(f"actions: {led.now(None).actions}")
        for who in (Person.OWNER, Person("Ana")):
            best, listed = float("inf"), []
            for _ in range(opts.repeat):
                start = time.perf_counter()
                listed = led.proposal_list(None, by=who)
                best = min(best, time.perf_counter() - start)
            print(f"{'owner (GM)' if who.owner else who.name}: {len(listed)} proposals, why {[p['why'] for p in listed]}, "
                  f"best of {opts.repeat}: {best * 1000:.1f} ms")
    finally:
        led.close()


if __name__ == "__main__":
    main()
