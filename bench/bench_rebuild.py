"""Rebuild benchmark: how long does reading a big campaign take, against a raw SQLite + orjson read?

Usage::

    python bench/bench_rebuild.py [--events 100000] [--store PATH] [--reuse] [--profile] [--what-if]

In one run it

1. builds a Masks campaign store with about ``--events`` events: the campaign is created through
   ``LedgerApp`` and legal actions (4 PCs, an adult NPC and a villain, sessions, scenes, rolls with
   typed dice from a seeded ``random.Random``, post-roll Team/Influence changes, resolves with legal
   picks, marks/clears, shifts, advancements, End of Session choices...) are applied in memory with
   ``ledger.service.acting.apply`` and saved in batches with ``LedgerApp.record``;
2. measures (best of ``--repeat``, default 3, ``time.perf_counter``) (a) a full rebuild: a fresh
   ``LedgerApp(path)`` with snapshotting switched off, ``app.campaign(name)`` (every event replayed
   through eventsourcing and our mapper) and every PC's sheet from the system view; (a') the same with
   ``LedgerApp`` as shipped (latest snapshot + the events after it; must give the same sheets); and (b)
   the raw baseline: ``sqlite3`` ``SELECT state FROM stored_events WHERE originator_id=? ORDER BY
   originator_version`` and ``orjson.loads`` of each row; prints the ratios a/b and a'/b (goal: <= 2);
3. times the CLI ``ledger sheet NAME --store PATH --campaign C --json`` against ``ledger --version``
   (best of 5 each; project goal: < 100 ms over ``--version``).

``--profile`` adds a cProfile of one full replay (top 15 by cumulative time, top 15 by own time) and
``python -X importtime`` of the CLI sheet (where its start-up goes).
``--what-if`` times variants of the rebuild that are defined *here* (nothing under ``ledger/`` is
changed), in interleaved rounds: the SQL fetch and the decode step alone, a mapper using
``model_construct`` or no pydantic at all, a projector without eventsourcing's ``isinstance(event,
CanMutateProtocol)`` assert, the fold without its before-value check and deepcopy. (Snapshots are not
a what-if: the shipped ``LedgerApp`` takes them itself, measured as (a').)

Only measures and reports; exits 0 even when a goal is missed (see the summary block).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import pstats
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

import orjson
from eventsourcing.utils import get_topic

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # running from a checkout without installing
    sys.path.insert(0, str(ROOT))

from ledger.aggregates import campaign_id  # noqa: E402
from ledger.service.acting import apply  # noqa: E402
from ledger.store.application import LedgerApp  # noqa: E402
from ledger.store.mapper import PydanticMapper  # noqa: E402
from rules import get_system  # noqa: E402
from rules.errors import RuleError  # noqa: E402
from rules.masks.data import CONDITIONS, LABELS  # noqa: E402
from rules.masks.modifiers import reaches  # noqa: E402

CAMPAIGN = "Bench Nights"
PCS = [("Gale", "beacon", "mundane"), ("Rook", "bull", "danger"), ("Vesper", "nova", "freak"),
       ("Wren", "delinquent", "superior")]
ADULT = "Dr. Vance"
VILLAIN = "Blackout"
MOVES = {  # move -> weight (the CLI's English names; the rules accept Spanish too)
    "Directly Engage a Threat": 22, "Unleash Your Powers": 12, "Comfort or Support": 10, "Pierce the Mask": 6,
    "Defend": 10, "Assess the Situation": 8, "Provoke Someone": 8, "Take a Powerful Blow": 8, "Reject Influence": 6,
}


# --- 1. building the store ---------------------------------------------------------------------------

class Builder:
    """Plays a long, legal Masks campaign in memory and saves it in batches.

    Every choice reads the campaign's real state (``camp.state``) so that the rules accept it; a
    refusal (``RuleError``) is a bug of this generator and stops the run with the command shown.
    """

    def __init__(self, app: LedgerApp, target_events: int, seed: int, batch: int) -> None:
        self.app = app
        self.target = target_events
        self.rng = random.Random(seed)
        self.batch = batch
        from ledger.service import Ledger

        Ledger(app.location).create(CAMPAIGN, "masks", {}, "GM")
        self.camp = app.campaign(CAMPAIGN, writing=True)
        self.actions = 0
        self.unsaved = 0
        self.counts: dict[str, int] = {}
        self.tiers: dict[str, int] = {}

    # state helpers (read-only views of camp.state)
    @property
    def st(self) -> dict[str, Any]:
        return self.camp.state

    def done(self) -> bool:
        return self.camp.version >= self.target

    def rec(self, who: str) -> dict[str, Any]:
        return self.st["characters"][who]

    def active(self) -> list[str]:
        return [n for n, r in self.st["characters"].items() if r["kind"] == "pc" and r["status"] == "active"]

    def free(self, who: str) -> list[str]:
        return [c for c in CONDITIONS if not self.rec(who)["conditions"][c]]

    def marked(self, who: str) -> list[str]:
        return [c for c in CONDITIONS if self.rec(who)["conditions"][c]]

    def holds(self, holder: str, subject: str) -> bool:
        return bool((self.st["influence"].get(holder) or {}).get(subject))

    def banned(self, holder: str, subject: str) -> bool:
        return bool((self.st["bans"].get(holder) or {}).get(subject))

    def holders_over(self, who: str) -> list[str]:
        return [h for h, subs in self.st["influence"].items() if (subs or {}).get(who) and h != who]

    def pair(self, who: str) -> tuple[str, str] | None:
        """A Label up / Label down that neither is locked nor leaves -2..+3 (so no overflow condition is needed)."""
        rec = self.rec(who)
        locked = rec.get("locked") or []
        ups = [lab for lab in LABELS if rec["labels"][lab] < 3 and lab not in locked]
        downs = [lab for lab in LABELS if rec["labels"][lab] > -2 and lab not in locked]
        self.rng.shuffle(ups)
        for up in ups:
            choices = [d for d in downs if d != up]
            if choices:
                return up, self.rng.choice(choices)
        return None

    def pick(self, seq: list[Any]) -> Any:
        return self.rng.choice(seq)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    # the one way an action is applied
    def do(self, command: str, args: dict[str, Any] | None = None, actor: str = "GM") -> None:
        args = args or {}
        try:
            apply(self.app, self.camp, command, args, actor)
        except RuleError as exc:
            raise SystemExit(f"generator bug: {command} {args} as {actor} was refused: {exc}") from None
        self.actions += 1
        self.unsaved += 1
        self.counts[command] = self.counts.get(command, 0) + 1
        if self.unsaved >= self.batch:
            self.save()

    def save(self) -> None:
        if self.unsaved:
            self.app.record(self.camp)
            self.unsaved = 0

    # the campaign
    def run(self) -> None:
        for name, book, plus in PCS:
            self.do("add-character", {"name": name, "playbook": book, "plus_one": plus})
        self.do("add-npc", {"name": ADULT, "adult": True})
        self.do("add-npc", {"name": VILLAIN})
        while not self.done():
            self.session()
        self.save()

    def session(self) -> None:
        self.do("session start")
        if self.chance(0.5) and self.active():
            self.do("team leader", {"character": self.pick(self.active())})
        for _ in range(self.rng.randint(2, 5)):
            self.scene()
            if self.chance(0.15):
                self.do("time-passes")
            if self.done():
                return
        self.do("session end")
        while self.st["session"]["phase"] == "ending":
            waiting = [p for p in self.active() if p not in (self.st.get("eos") or [])]
            who = waiting[0]
            self.do("end-of-session", {"choice": self.eos_choice(who)}, actor=who)

    def eos_choice(self, who: str) -> str:
        options = []
        mates = [p for p in self.active() if p != who and not self.banned(p, who)]
        if mates:
            mate = self.pick(mates)
            tail = "potential"
            if self.marked(who) and self.chance(0.5):
                tail = f"clear={self.pick(self.marked(who))}"
            if self.holds(mate, who):  # overflow: the holder shifts the subject's Labels
                pr = self.pair(who)
                if pr:
                    options.append(f"EOS1:to={mate},{tail},up={pr[0]},down={pr[1]}")
            else:
                options.append(f"EOS1:to={mate},{tail}")
        pr = self.pair(who)
        if pr:
            options.append(f"EOS2:up={pr[0]},down={pr[1]}")
        holders = self.holders_over(who)
        if holders:
            options.append(f"EOS3:from={self.pick(holders)}")
        if not options:
            raise SystemExit(f"generator bug: no End of Session choice for {who}")
        return self.pick(options)

    def scene(self) -> None:
        self.do("scene start", {"title": f"scene {self.st['scene']['number'] + 1}"})
        for who, rec in list(self.st["characters"].items()):
            if rec["kind"] == "pc" and rec["status"] == "taken_out":
                args = {"character": who}
                if self.marked(who):
                    args["clear"] = self.pick(self.marked(who))
                self.do("return", args)
        if self.chance(0.2) and self.active():
            self.do("battle start", {"same_purpose": self.chance(0.5), "mistrust": self.chance(0.3),
                                     "ill_prepared": self.chance(0.3)})
        for _ in range(self.rng.randint(4, 10)):
            if not self.active():
                break
            if self.chance(0.35):
                self.side_action()
            if self.active():
                self.roll_and_resolve()
            if self.done():
                break
        if self.st.get("battle"):
            self.do("battle end")
        self.do("scene end")

    def side_action(self) -> None:
        """One of the actions between rolls: GM marks/clears/shifts, forward, Influence, advancement..."""
        pcs = self.active()
        who = self.pick(pcs)
        kind = self.pick(["mark", "mark", "clear", "clearing", "forward", "give", "accept", "shift", "ta2",
                          "advance", "advance", "selfless"])
        if kind == "mark" and len(self.marked(who)) <= 2:
            self.do("mark", {"character": who, "condition": self.pick(self.free(who))})
        elif kind == "clear" and self.marked(who):
            self.do("clear", {"character": who, "condition": self.pick(self.marked(who))})
        elif kind == "clearing":
            flagged = self.rec(who).get("clearing") or []
            todo = [c for c in self.marked(who) if c not in flagged]
            if todo:
                self.do("clearing-action", {"condition": self.pick(todo)}, actor=who)
        elif kind == "forward":
            args = {"character": who, "amount": 1}
            if self.chance(0.4):
                args["against"] = VILLAIN
            self.do("forward", args)
        elif kind == "give":
            to = [c for c in [ADULT, *pcs] if c != who and not self.holds(c, who) and not self.banned(c, who)]
            if to:
                self.do("influence give", {"to": self.pick(to)}, actor=who)
        elif kind == "accept":
            holders = self.holders_over(who)
            pr = self.pair(who)
            if holders and pr:
                self.do("influence accept", {"from": self.pick(holders), "up": pr[0], "down": pr[1]}, actor=who)
        elif kind == "shift":
            pr = self.pair(who)
            if pr:
                self.do("shift", {"character": who, "up": pr[0], "down": pr[1]})
        elif kind == "ta2":
            subjects = [s for s in pcs if s != who and self.holds(who, s) and len(self.free(s)) >= 3]
            if subjects:
                s = self.pick(subjects)
                self.do("influence take-advantage", {"over": s, "option": "TA2", "condition": self.pick(self.free(s))},
                        actor=who)
        elif kind == "advance":
            self.advance(who)
        elif kind == "selfless" and self.rec(who).get("moment_of_truth") == "unlocked":
            locked = self.rec(who).get("locked") or []
            self.do("moment-of-truth", {"lock": self.pick([lab for lab in LABELS if lab not in locked])}, actor=who)

    def advance(self, who: str) -> None:
        """Take an open option of the hero's published advancement list (rules.masks.advancement), with its parts."""
        from rules.masks.advancement import OPTIONS as ADV, box_options, options_view

        rec = self.rec(who)
        if (rec.get("advances_available") or 0) < 1:
            return
        locked = rec.get("locked") or []
        ups = [lab for lab in LABELS if rec["labels"][lab] < 3 and lab not in locked]
        view = options_view(rec)
        choices = []
        for row in view["options"]:
            if not row["open"]:
                continue
            for adv in box_options(view["list"], row["id"]):
                effect = ADV[adv][2]
                if effect in ("retire", "paragon", "note") and adv not in ("playbook_move", "other_move", "adult_move"):
                    continue                                  # keep the heroes in play and the choices simple
                if effect in ("lose_influence", "rearrange", "lock", "two_up", "plus_two", "mask") and not ups:
                    continue
                if effect == "unlock" and rec.get("moment_of_truth") != "locked":
                    continue
                if effect == "unlock_again" and rec.get("moment_of_truth") != "spent":
                    continue
                if effect == "lock" and len(locked) >= 2:
                    continue
                if effect == "lose_influence" and not [c for c in self.st["characters"] if c != who]:
                    continue
                choices.append(adv)
        if not choices:
            return
        adv = self.pick(choices)
        effect = ADV[adv][2]
        args: dict[str, Any] = {"advancement": adv}
        if effect in ("lose_influence", "rearrange", "mask", "lock"):
            args["label"] = self.pick(ups)
        if effect == "lose_influence":
            args["other"] = VILLAIN
        elif effect == "lock":
            args["lock"] = self.pick([lab for lab in LABELS if lab not in locked])
        elif effect == "two_up" and len(ups) >= 2:
            args["label"] = self.rng.sample(ups, 2)
        elif effect == "two_up":
            return
        elif effect == "plus_two":
            twos = [lab for lab in ups if rec["labels"][lab] <= 1]
            if not twos:
                return
            args["label"] = self.pick(twos)
        self.do("advance", args, actor=who)

    # rolls
    def roll_and_resolve(self) -> None:
        pcs = self.active()
        who = self.pick(pcs)
        others = [p for p in pcs if p != who]
        move = self.rng.choices(list(MOVES), weights=list(MOVES.values()))[0]
        target: str | None = None
        if move == "Directly Engage a Threat":
            target = VILLAIN if self.chance(0.8) else None
        elif move == "Comfort or Support":
            target = self.pick(others) if others else ADULT
        elif move == "Pierce the Mask":
            target = self.pick([VILLAIN, ADULT, *others])
        elif move == "Defend":
            target = VILLAIN if self.chance(0.75) or not others else self.pick(others)
        elif move == "Provoke Someone":
            target = VILLAIN if self.chance(0.5) or not others else self.pick(others)
        elif move == "Reject Influence":
            holders = self.holders_over(who)
            if not holders:
                move, target = "Directly Engage a Threat", VILLAIN
            else:
                target = self.pick(holders)
        args: dict[str, Any] = {"move": move, "dice": [self.rng.randint(1, 6), self.rng.randint(1, 6)]}
        if target:
            args["target"] = target
        ongoing = [o for o in self.rec(who).get("ongoing") or [] if o["kind"] == "assess"]
        if ongoing and move != "Take a Powerful Blow" and self.chance(0.5):
            args["acting_on_answers"] = True
        if self.chance(0.5):
            self.do("roll", args, actor=who)
        else:
            self.do("roll", {**args, "character": who})
        self.post_roll()
        roll = self.st["roll"]
        self.tiers[roll["tier"]] = self.tiers.get(roll["tier"], 0) + 1
        actor = self.pick(["GM", roll["roller"]])
        self.do("resolve", {"pick": self.picks(roll)}, actor=actor)

    def post_roll(self) -> None:
        roll = self.st["roll"]
        who, tgt = roll["roller"], roll["target"]
        helpers = [p for p in self.active() if p != who]
        if self.st["team"]["pool"] >= 1 and roll["move"] != "powerful_blow" and helpers and self.chance(0.3):
            self.do("team spend", {"for": who}, actor=self.pick(helpers))
        if self.st["team"]["pool"] >= 1 and self.chance(0.04):
            pr = self.pair(who)
            if pr:
                self.do("team selfish", {"up": pr[0], "down": pr[1]}, actor=who)
        # Take a Powerful Blow takes no take-advantage modifier (MK-A22); asked after the draw, so the
        # random stream (and the campaign a seed builds) stays as it was.
        blow = not reaches(roll["move"], "take_advantage")
        if tgt and self.holds(who, tgt) and self.chance(0.15) and not blow:
            self.do("influence take-advantage", {"over": tgt, "option": "TA3"}, actor=who)
        holders = [h for h in self.holders_over(who) if h != who]
        if holders and self.chance(0.04) and not blow:
            self.do("influence take-advantage", {"over": who, "option": "TA1", "character": self.pick(holders)})

    def picks(self, roll: dict[str, Any]) -> list[str]:
        """Legal picks for the open roll at its current tier (README "Picks")."""
        move, tier, who, tgt = roll["move"], roll["tier"], roll["roller"], roll["target"]
        strong, hit = tier == "strong_hit", tier != "miss"
        if move == "directly_engage":
            return self.rng.sample(["DE1", "DE2", "DE3", "DE4"], 2 if strong else 1) if hit else []
        if move == "unleash":
            if tier != "weak_hit":
                return []
            free = self.free(who)
            if free and len(self.marked(who)) < 3 and self.chance(0.5):
                return [f"UP1:condition={self.pick(free)}"]
            return ["UP2"]
        if move == "comfort":
            if not hit:
                return []
            out = []
            if roll["target_kind"] == "pc" and self.chance(0.8):
                choice = self.pick(["CS1", "CS2", "CS3"])
                pr = self.pair(tgt)
                if choice == "CS2" and self.marked(tgt):
                    out.append(f"CS2:condition={self.pick(self.marked(tgt))}")
                elif choice == "CS3" and pr:
                    out.append(f"CS3:up={pr[0]},down={pr[1]}")
                else:
                    out.append("CS1")
            if strong and self.chance(0.7):
                out.append(f"CS5:condition={self.pick(self.marked(who))}" if self.marked(who) else "CS4")
            return out
        if move == "pierce_the_mask":
            return self.rng.sample(["PM1", "PM2", "PM3", "PM4", "PM5"], 3 if strong else 1) if hit else []
        if move == "defend":
            if not hit or roll["target_kind"] == "pc":
                return []
            main = self.pick(["DF1", "DF2", "DF3"])
            if main == "DF3" and self.marked(who):
                out = [f"DF3:condition={self.pick(self.marked(who))}"]
            elif main == "DF2":
                protect = [p for p in self.active() if p not in (who, roll["target"]) and not self.holds(who, p)]
                out = [f"DF2:over={self.pick(protect)}" if protect else "DF1"]
            else:
                out = ["DF1"]
            if not strong:
                out.append(self.pick(["DFC1", "DFC2"]))
            return out
        if move == "assess":
            return self.rng.sample(["AS1", "AS2", "AS3", "AS4", "AS5"], 2 if strong else 1) if hit else []
        if move == "provoke":
            if not hit:
                return []
            if roll["target_kind"] == "npc":
                if strong or self.chance(0.3):
                    return []
                return [self.pick(["PVN1", "PVN2", "PVN3"])]
            if self.chance(0.1):
                return [f"{self.pick(['PVP1', 'PVP2'])}:happened=no"]
            free = self.free(tgt)
            if free and len(free) >= 3 and self.chance(0.5):
                return [f"PVP2:condition={self.pick(free)}"]
            return ["PVP1"]
        if move == "powerful_blow":
            if not hit:
                return []
            sevens = ["PB7a", "PB7b"] + (["PB7c"] if len(self.free(who)) >= 4 else [])
            mates = [p for p in self.active() if p != who] or [VILLAIN]

            def seven(opt: str) -> str:
                if opt == "PB7a":
                    return f"PB7a:provoke={self.pick(mates)}"
                if opt == "PB7c":
                    return "PB7c:conditions=" + "+".join(self.rng.sample(self.free(who), 2))
                return opt

            if strong:
                if self.chance(0.5):
                    return [self.pick(["PB10a", "PB10b"])]
                return [seven(o) for o in self.rng.sample(sevens, 2)]
            return [seven(self.pick(sevens))]
        if move == "reject_influence":
            if not hit:
                free = self.free(who)
                params = [f"condition={self.pick(free)}"] if free else []  # none free: taken out
                pr = self.pair(who)
                if pr and self.chance(0.5):
                    params += [f"up={pr[0]}", f"down={pr[1]}"]
                return ["RIM" + (":" + ",".join(params) if params else "")]
            out = []
            for opt in self.rng.sample(["RI1", "RI2", "RI3"], 2 if strong else 1):
                pr = self.pair(who)
                if opt == "RI2" and pr:
                    out.append(f"RI2:up={pr[0]},down={pr[1]}")
                elif opt == "RI1" or opt == "RI2":
                    out.append(f"RI1:clear={self.pick(self.marked(who))}" if self.marked(who) else "RI1:potential")
                else:
                    out.append("RI3")
            if len({p.split(':')[0] for p in out}) != len(out):  # RI2 fell back to RI1 next to an RI1
                out = out[:1]
                if strong:
                    out.append("RI3" if not out[0].startswith("RI3") else "RI1:potential")
            return out
        raise SystemExit(f"generator bug: unknown move {move}")


def remove_store(path: Path) -> None:
    for p in (path, Path(str(path) + "-wal"), Path(str(path) + "-shm"), Path(str(path) + "-journal")):
        if p.exists():
            p.unlink()


# --- 2. rebuild vs raw ---------------------------------------------------------------------------------

def pc_names(state: dict[str, Any]) -> list[str]:
    return [n for n, r in state["characters"].items() if r["kind"] == "pc" and "labels" in r]


class FullReplayApp(LedgerApp):
    """``LedgerApp`` with snapshotting off, so ``campaign()`` replays every event (the brief's rebuild)."""

    is_snapshotting_enabled = False
    snapshotting_intervals: dict[Any, int] = {}


def snapshot_info(path: Path) -> tuple[int, int | None]:
    """(number of campaign snapshots, version of the latest) in the store; (0, None) without snapshots."""
    con = sqlite3.connect(path)
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        table = next((t for t in tables if "snapshot" in t), None)
        if table is None:
            return 0, None
        cid = campaign_id(CAMPAIGN)
        row = con.execute(f"SELECT COUNT(*), MAX(originator_version) FROM {table} WHERE originator_id IN (?, ?)",
                          (cid.hex, str(cid))).fetchone()
        return row[0], row[1]
    finally:
        con.close()


def rebuild(path: Path, app_cls: type[LedgerApp] = FullReplayApp, get: Callable[[LedgerApp], Any] | None = None) -> tuple[int, list[dict[str, Any]]]:
    """A fresh app, the campaign loaded (by default: every event replayed), every PC's sheet. Returns (version, sheets)."""
    app = app_cls(path)
    camp = get(app) if get else app.campaign(CAMPAIGN)
    view = get_system("masks").views.sheet
    sheets = [view(camp.state, name) for name in pc_names(camp.state)]
    return camp.version, sheets


def inspect_table(path: Path) -> tuple[str, list[str]]:
    """The events table eventsourcing created (name and columns), read from sqlite_master."""
    con = sqlite3.connect(path)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        table = "stored_events" if "stored_events" in names else next(n for n in names if "event" in n)
        cols = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
    finally:
        con.close()
    return table, cols


def raw_read(path: Path, table: str, originator: str) -> int:
    """The baseline: the same rows, read with sqlite3 and parsed with orjson. Returns the row count."""
    con = sqlite3.connect(path)
    try:
        rows = con.execute(f"SELECT state FROM {table} WHERE originator_id=? ORDER BY originator_version", (originator,))
        n = 0
        for (state,) in rows:
            orjson.loads(state)
            n += 1
    finally:
        con.close()
    return n


def best_of(n: int, fn: Callable[[], Any]) -> tuple[float, list[float], Any]:
    times, result = [], None
    for _ in range(n):
        gc.collect()  # start every run from the same heap (collections during the run still count)
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return min(times), times, result


# --- what-if variants (defined here; ledger/ is not changed) -------------------------------------------

class ConstructMapper(PydanticMapper):
    """``model_construct`` (no validation) instead of ``model_validate``; the timestamp parsed by hand."""

    def to_domain_event(self, stored_event: Any) -> Any:
        cls, state = self.decode(stored_event)
        state["timestamp"] = datetime.fromisoformat(state["timestamp"])
        return cls.model_construct(**state)


class DictMapper(PydanticMapper):
    """No pydantic at all on the read path: the decoded dict becomes the model's ``__dict__``.

    Safe only for rows this ledger wrote itself (they were validated when they were recorded).
    """

    def to_domain_event(self, stored_event: Any) -> Any:
        cls, state = self.decode(stored_event)
        state["timestamp"] = datetime.fromisoformat(state["timestamp"])
        obj = cls.__new__(cls)
        object.__setattr__(obj, "__dict__", state)
        object.__setattr__(obj, "__pydantic_fields_set__", set(state))
        object.__setattr__(obj, "__pydantic_extra__", None)
        object.__setattr__(obj, "__pydantic_private__", None)
        return obj


class ConstructApp(FullReplayApp):
    env = {**LedgerApp.env, "MAPPER_TOPIC": get_topic(ConstructMapper)}


class DictApp(FullReplayApp):
    env = {**LedgerApp.env, "MAPPER_TOPIC": get_topic(DictMapper)}


def plain_project(aggregate: Any, events: Any) -> Any:
    """eventsourcing's ``project_aggregate`` without its ``isinstance(event, CanMutateProtocol)`` assert."""
    for ev in events:
        aggregate = ev.mutate(aggregate)
    return aggregate


def what_if(path: Path, expected_version: int, repeat: int = 3) -> list[tuple[str, float]]:
    """Full-replay variants (snapshots off), each with every PC's sheet, best of ``repeat`` interleaved rounds."""
    import ledger.aggregates.campaign as campaign_mod
    from rules.draft import set_path

    cid = campaign_id(CAMPAIGN)
    original_fold = campaign_mod.apply_changes

    def unchecked(state: dict[str, Any], changes: Any, check: bool = True) -> None:
        original_fold(state, changes, check=False)

    def no_copy(state: dict[str, Any], changes: Any, check: bool = True) -> None:
        # replayed events are fresh objects from orjson, discarded after the fold: nothing to copy
        for change in changes:
            set_path(state, tuple(change["path"]), change["after"])

    def no_protocol(app: LedgerApp) -> Any:
        return app.repository.get(cid, projector_func=plain_project)

    def with_fold(fold: Callable[..., None], fn: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> Any:
            campaign_mod.apply_changes = fold
            try:
                return fn()
            finally:
                campaign_mod.apply_changes = original_fold
        return run

    def fetch() -> int:
        app = FullReplayApp(path)  # keep a reference: a collected app closes its connection pool
        return len(app.recorder.select_events(cid))

    def decode(app_cls: type[LedgerApp]) -> Callable[[], int]:
        def run() -> int:
            app = app_cls(path)
            return sum(1 for _ in app.events.get(cid))
        return run

    variants: list[tuple[str, Callable[[], Any]]] = [
        ("SQL only: recorder.select_events (StoredEvent rows)", fetch),
        ("SQL + mapper: events.get, no fold", decode(FullReplayApp)),
        ("SQL + model_construct mapper, no fold", decode(ConstructApp)),
        ("SQL + dict mapper (no pydantic), no fold", decode(DictApp)),
        ("rebuild: model_construct mapper", lambda: rebuild(path, ConstructApp)),
        ("rebuild: no isinstance(Protocol) in projector", lambda: rebuild(path, get=no_protocol)),
        ("rebuild: no isinstance + fold check=False", with_fold(unchecked, lambda: rebuild(path, get=no_protocol))),
        ("rebuild: no isinstance + fold w/o check, w/o deepcopy", with_fold(no_copy, lambda: rebuild(path, get=no_protocol))),
        ("rebuild: dict mapper + no isinstance", lambda: rebuild(path, DictApp, get=no_protocol)),
        ("rebuild: dict mapper + no isinstance + lean fold", with_fold(no_copy, lambda: rebuild(path, DictApp, get=no_protocol))),
    ]
    # interleaved rounds (every variant once per round), so that a slow spell of the machine hits all alike
    base = rebuild(path)[1]
    best = {label: float("inf") for label, _ in variants}
    for _ in range(repeat):
        for label, fn in [("baseline full replay (as measured above)", lambda: rebuild(path)), *variants]:
            t, _, res = best_of(1, fn)
            if isinstance(res, tuple) and (res[0] != expected_version or res[1] != base):
                raise SystemExit(f"what-if {label!r} rebuilt another campaign (version {res[0]}, expected {expected_version})")
            best[label] = min(best.get(label, float("inf")), t)
    results = [("baseline full replay (as measured above)", best.pop("baseline full replay (as measured above)")),
               *best.items()]
    return results


# --- 3. CLI --------------------------------------------------------------------------------------------

def time_cli(argv: list[str], n: int = 5) -> tuple[float, list[float], str]:
    times, out = [], ""
    for _ in range(n):
        t0 = time.perf_counter()
        proc = subprocess.run(argv, capture_output=True, text=True)
        times.append(time.perf_counter() - t0)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.strip()}")
        out = proc.stdout
    return min(times), times, out


def code_version() -> str:
    """The commit measured (read-only ``git rev-parse``; ``unknown`` outside a checkout)."""
    try:
        proc = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        return proc.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--events", type=int, default=100_000, help="about how many events to build (default 100000)")
    ap.add_argument("--store", type=Path, default=None,
                    help="SQLite store to build (default: a file in the temp folder); an existing file is refused unless --reuse")
    ap.add_argument("--reuse", action="store_true", help="measure an existing --store built by this script (skip building)")
    ap.add_argument("--seed", type=int, default=2026, help="seed of the action generator and dice (default 2026)")
    ap.add_argument("--batch", type=int, default=2000, help="actions per save (default 2000)")
    ap.add_argument("--profile", action="store_true",
                    help="cProfile one full replay (top 15 by cumulative and by own time); importtime of the CLI sheet")
    ap.add_argument("--what-if", action="store_true", help="time rebuild variants defined in this script (ledger/ unchanged)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per in-process measurement, best taken (default 3)")
    ap.add_argument("--no-cli", action="store_true", help="skip the CLI timing")
    a = ap.parse_args()

    path: Path = a.store or Path(tempfile.gettempdir()) / f"ledger-bench-{a.events}.sqlite"
    commit = code_version()  # at the start: the checkout may move while the benchmark runs
    print(f"store: {path}  (commit {commit})")

    # 1. build
    build_time = None
    if a.reuse:
        if not path.exists():
            raise SystemExit(f"--reuse: no store at {path}")
    else:
        if path.exists():
            if a.store is not None:
                raise SystemExit(f"{path} exists; pass --reuse to measure it, or remove it / choose another --store")
            remove_store(path)  # our own default temp file from an earlier run
        t0 = time.perf_counter()
        builder = Builder(LedgerApp(path, create=True), a.events, a.seed, a.batch)
        builder.run()
        build_time = time.perf_counter() - t0
        builder.app.close()  # the last connection closed checkpoints the WAL into the file
        top = sorted(builder.counts.items(), key=lambda kv: -kv[1])
        print(f"built {builder.camp.version:,} events ({builder.actions:,} actions) in {build_time:.1f} s "
              f"({build_time / builder.camp.version * 1e6:.0f} µs/event, saved every {a.batch} actions)")
        print("  actions: " + ", ".join(f"{k} {v}" for k, v in top))
        print("  roll tiers at resolve: " + ", ".join(f"{k} {v}" for k, v in sorted(builder.tiers.items())))

    table, cols = inspect_table(path)
    con = sqlite3.connect(path)
    total_rows = con.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
    # eventsourcing's SQLite recorder stores a UUID originator_id as 32 hex digits (TEXT)
    cid = campaign_id(CAMPAIGN)
    originator = next((o for o in (cid.hex, str(cid)) if con.execute(
        f"SELECT 1 FROM {table} WHERE originator_id=? LIMIT 1", (o,)).fetchone()), cid.hex)
    con.close()
    size_mb = sum(p.stat().st_size for p in (path, Path(str(path) + "-wal")) if p.exists()) / 1e6
    print(f"events table: {table} ({', '.join(cols)}); {total_rows:,} rows; {size_mb:.1f} MB (file + WAL)")

    # 2. rebuild vs raw
    snaps, snap_version = snapshot_info(path)
    full_best, full_all, (version, sheets) = best_of(a.repeat, lambda: rebuild(path))
    load_best, load_all, (load_version, load_sheets) = best_of(a.repeat, lambda: rebuild(path, LedgerApp))
    if (load_version, load_sheets) != (version, sheets):
        raise SystemExit("LedgerApp.campaign (with its snapshots) differs from the full replay")
    raw_best, raw_all, raw_rows = best_of(a.repeat, lambda: raw_read(path, table, originator))
    if raw_rows != version:
        raise SystemExit(f"row count {raw_rows} != campaign version {version}")
    ratio, load_ratio = full_best / raw_best, load_best / raw_best
    tail = version - snap_version if snap_version else version
    shipped = (f"LedgerApp as shipped: latest snapshot v{snap_version:,} + {tail} events ({snaps} snapshots)"
               if snaps else "LedgerApp as shipped (no snapshots in this store)")
    print(f"\n(a) full replay of every event (LedgerApp, snapshots off) + campaign + {len(sheets)} sheets: "
          f"best {ms(full_best)}  [{', '.join(ms(t) for t in full_all)}]  = {full_best / version * 1e6:.1f} µs/event")
    print(f"(a') {shipped} + {len(sheets)} sheets: best {ms(load_best)}  [{', '.join(ms(t) for t in load_all)}]")
    print(f"(b) raw: sqlite3 SELECT state + orjson.loads, {raw_rows:,} rows: best {ms(raw_best)}  "
          f"[{', '.join(ms(t) for t in raw_all)}]  = {raw_best / raw_rows * 1e6:.2f} µs/event")
    print(f"ratio a/b (full replay / raw): {ratio:.1f}x   ratio a'/b (as shipped / raw): {load_ratio:.2f}x   (goal <= 2)")

    # profile
    if a.profile:
        prof = cProfile.Profile()
        prof.enable()
        rebuild(path)
        prof.disable()
        for key in ("cumulative", "tottime"):
            buf = io.StringIO()
            pstats.Stats(prof, stream=buf).strip_dirs().sort_stats(key).print_stats(15)
            text = buf.getvalue()
            print(f"\n--- cProfile of one full replay, top 15 by {key} (profiler overhead inflates the total) ---")
            print(text[text.find("   ncalls"):].rstrip())

    whatif = what_if(path, version, a.repeat) if a.what_if else []
    if whatif:
        print(f"\n--- what-if: full-replay variants defined in bench/ (ledger/ unchanged), best of {a.repeat} interleaved rounds ---")
        for label, t in whatif:
            print(f"{label:<58} {ms(t):>12}  ({t / raw_best:.1f}x raw, {t / full_best * 100:.0f}% of full replay)")

    # 3. CLI
    cli = None
    if not a.no_cli:
        exe = Path(sys.executable).parent / "ledger"
        if not exe.exists():
            raise SystemExit(f"no ledger executable next to {sys.executable}")
        name = sheets[0]["name"]
        sheet_argv = [str(exe), "sheet", name, "--store", str(path), "--campaign", CAMPAIGN, "--json"]
        sheet_best, sheet_all, out = time_cli(sheet_argv)
        if orjson.loads(out) != orjson.loads(orjson.dumps(sheets[0])):
            raise SystemExit("the CLI sheet differs from the rebuilt sheet")
        ver_best, ver_all, _ = time_cli([str(exe), "--version"])
        cli = (sheet_best, ver_best)
        print(f"\nCLI `ledger sheet {name} --store ... --campaign ... --json`: best {ms(sheet_best)}  "
              f"[{', '.join(ms(t) for t in sheet_all)}]")
        print(f"CLI `ledger --version`: best {ms(ver_best)}  [{', '.join(ms(t) for t in ver_all)}]")
        print(f"difference: {ms(sheet_best - ver_best)}  (goal < 100 ms)")
        if a.profile:
            print_import_times(sheet_argv[1:])

    # summary
    line = "=" * 78
    print(f"\n{line}\nSUMMARY  campaign-ledger rebuild benchmark  (commit {commit}, python {sys.version.split()[0]})")
    print(f"store             {path}  ({size_mb:.1f} MB, {total_rows:,} event rows; campaign {version:,} events, "
          f"{snaps} snapshots)")
    if build_time is not None:
        print(f"build             {build_time:.1f} s")
    print(f"(a)  full replay  {ms(full_best)}  (best of {a.repeat}; {full_best / version * 1e6:.1f} µs/event)")
    print(f"(a') as shipped   {ms(load_best)}  (snapshot + {tail} events)")
    print(f"(b)  raw read     {ms(raw_best)}  (best of {a.repeat}; {raw_best / raw_rows * 1e6:.1f} µs/event)")
    print(f"ratio a/b         {ratio:.1f}x   goal <= 2: {'met' if ratio <= 2 else 'NOT met'}")
    print(f"ratio a'/b        {load_ratio:.2f}x  goal <= 2: {'met' if load_ratio <= 2 else 'NOT met'}")
    if cli:
        diff = cli[0] - cli[1]
        print(f"CLI sheet         {ms(cli[0])}  vs --version {ms(cli[1])}  -> +{ms(diff)}   goal < 100 ms: "
              f"{'met' if diff < 0.1 else 'NOT met'}")
    print(line)


def print_import_times(args: list[str], top: int = 12) -> None:
    """Where the CLI sheet's start-up goes: ``python -X importtime``, top-level packages by cumulative time."""
    code = "import sys; from ledger.cli import main; sys.argv = ['ledger', *sys.argv[1:]]; main()"
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c", code, *args], capture_output=True, text=True)
    rows = []
    for text in proc.stderr.splitlines():
        if not text.startswith("import time:") or "|" not in text or "cumulative" in text:
            continue
        _, cumulative, name = text[len("import time:"):].split("|")
        if not name.startswith(" ") or name.startswith("  "):  # top-level imports only (one leading space)
            continue
        rows.append((int(cumulative), name.strip()))
    rows.sort(reverse=True)
    total = sum(c for c, _ in rows)
    print(f"\n--- python -X importtime of the CLI sheet: top-level imports by cumulative time "
          f"(all top-level: {total / 1000:,.0f} ms) ---")
    for cumulative, name in rows[:top]:
        print(f"{cumulative / 1000:>9,.1f} ms  {name}")


if __name__ == "__main__":
    main()
