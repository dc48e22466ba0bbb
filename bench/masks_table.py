"""A generated Masks table for the benches: a campaign of about N events played by legal actions.

``Builder`` creates the campaign through ``Ledger`` and applies legal actions in memory with
``ledger.service.acting.apply`` (4 PCs, an adult NPC and a villain, sessions, scenes, rolls with typed dice from a
seeded ``random.Random``, post-roll Team/Influence changes, resolves with legal picks, marks/clears, shifts,
advancements, End of Session choices), saving them in batches with ``LedgerApp.record``. The same seed and size
always give the same campaign. Used by ``bench_rebuild.py``, ``bench_memory.py`` and the tests of the generator.
Source: seed 000 (Masks: the moves, conditions, Labels, Influence and advancement it plays), docs/systems/masks.md.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # running from a checkout without installing
    sys.path.insert(0, str(ROOT))

from ledger.service.acting import apply  # noqa: E402
from ledger.store.application import LedgerApp  # noqa: E402
from rules.errors import RuleError  # noqa: E402
from rules.masks.data import CONDITIONS, LABELS  # noqa: E402
from rules.masks.modifiers import reaches  # noqa: E402

from masks_picks import picks_for  # noqa: E402  (bench/, this file's own folder)

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

    villain = VILLAIN          # the NPC a lone hero's Powerful Blow provokes (``masks_picks``)

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
        """Legal picks for the open roll at its current tier (README "Picks"; ``masks_picks``)."""
        return picks_for(self, roll)
