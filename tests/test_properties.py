"""Property tests over random action sequences: bounds always hold; replays are deterministic."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import orjson
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import Table
from ledger.store.application import LedgerApp
from ledger.projections.rows import history
from ledger.service import Ledger
from rules.errors import RuleError
from rules.masks.data import CONDITIONS, LABELS, OPTIONS
from rules.masks.pick_syntax import MOVE_OPTIONS as RULES_MOVE_OPTIONS, PARAMS

NAMES = ["Ana", "Bo", "Cy", "Dee"]
NPCS = ["Vance", "Mara"]
MOVES = ["directly engage", "unleash", "comfort", "pierce the mask", "defend", "assess", "provoke",
         "powerful blow", "reject influence"]


MOVE_OPTIONS = {move: list(options) for move, options in RULES_MOVE_OPTIONS.items()}   # each move's own list


def action(data: st.DataObject, state: dict[str, Any] | None = None) -> tuple[str, dict[str, Any], str]:
    """Draw one candidate action (often legal, sometimes not), steered by the phase of ``state``."""
    pick = lambda xs: data.draw(st.sampled_from(xs))  # noqa: E731
    pc, who = pick(NAMES), pick(NAMES + NPCS)
    kinds = ["roll"] * 6 + ["resolve"] * 6 + ["mark", "clear", "shift", "spend", "selfish", "give", "advantage",
                                              "battle", "time", "scene", "session", "eos", "advance", "mot", "return",
                                              "clearing", "accept"]
    phase = state["session"]["phase"] if state else None
    if state and state["roll_phase"] == "adjusting" and data.draw(st.integers(0, 9)) < 7:
        kinds = ["resolve"] * 6 + ["spend", "selfish", "advantage", "roll"]
    elif phase == "ending":
        kinds = ["eos"]
    elif phase in ("ended", "not_started"):
        kinds = ["session", "give", "advance", "mot"]
    elif state and state["scene"]["phase"] == "closed" and data.draw(st.booleans()):
        kinds = ["scene", "time", "session"]
    kind = pick(kinds)
    cond, lab, lab2 = pick(list(CONDITIONS)), pick(list(LABELS)), pick(list(LABELS))
    if kind == "roll":
        return "roll", {"move": pick(MOVES), "character": pc, "target": who if data.draw(st.booleans()) else None,
                        "dice": [data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6))],
                        "acting_on_answers": data.draw(st.booleans())}, "GM"
    if kind == "resolve":
        roll = (state or {}).get("roll")
        menu = MOVE_OPTIONS[roll["move"]] if roll and data.draw(st.integers(0, 9)) < 8 else sorted(OPTIONS)
        opts = data.draw(st.lists(st.sampled_from(menu), max_size=3))
        values = {"condition": cond, "up": lab, "down": lab2, "over": who, "target": who, "clear": cond,
                  "conditions": f"{cond}+{pick(list(CONDITIONS))}", "overflow": cond, "provoke": who, "to": who,
                  "from": who, "potential": None, "happened": pick(["yes", "no"])}
        picks = []
        for o in opts:
            params = [k if values[k] is None else f"{k}={values[k]}" for k in PARAMS.get(o, ()) if data.draw(st.booleans())]
            picks.append(o + (":" + ",".join(params) if params else ""))
        return "resolve", {"pick": picks}, "GM"
    simple = {
        "mark": ("mark", {"character": pc, "condition": cond}),
        "clear": ("clear", {"character": pc, "condition": cond}),
        "clearing": ("clearing-action", {"character": pc, "condition": cond}),
        "shift": ("shift", {"character": pc, "up": lab, "down": lab2, "overflow_condition": [cond]}),
        "spend": ("team spend", {"character": pc, "for": pick(NAMES)}),
        "selfish": ("team selfish", {"character": pc, "up": lab, "down": lab2, "overflow_condition": [cond]}),
        "give": ("influence give", {"character": pc, "to": who}),
        "advantage": ("influence take-advantage", {"character": who, "over": pc, "option": pick(["TA1", "TA2", "TA3"]), "condition": cond}),
        "accept": ("influence accept", {"character": pc, "from": who, "up": lab, "down": lab2, "overflow_condition": [cond]}),
        "battle": ("battle start", {"same_purpose": data.draw(st.booleans()), "mistrust": data.draw(st.booleans()),
                                    "ill_prepared": data.draw(st.booleans())}),
        "time": ("time-passes", {}),
        "scene": (pick(["scene start", "scene end"]), {}),
        "session": (pick(["session start", "session end"]), {}),
        "eos": ("end-of-session", {"character": pc, "choice": pick([f"EOS1:to={who},potential,up={lab},down={lab2}",
                                                                     f"EOS2:up={lab},down={lab2},overflow={cond}", f"EOS3:from={who}"])}),
        "advance": ("advance", {"character": pc, "advancement": pick(["unlock_moment_of_truth", "lock_label", "label_up", "lose_influence"]),
                                "label": lab, "other": who}),
        "mot": ("moment-of-truth", {"character": pc, "lock": lab}),
        "return": ("return", {"character": pc, "clear": cond}),
    }
    command, args = simple[kind]
    return command, args, "GM"


def setup(t: Table) -> list[tuple[str, dict[str, Any], str]]:
    steps = [("add-character", {"name": n, "playbook": pb, "plus_one": pl}, "GM")
             for n, pb, pl in zip(NAMES, ["beacon", "bull", "nova", "janus"], ["savior", "danger", "freak", "superior"])]
    steps += [("add-npc", {"name": "Vance", "adult": True}, "GM"), ("add-npc", {"name": "Mara"}, "GM"),
              ("team leader", {"character": "Ana"}, "GM"), ("session start", {}, "GM"), ("scene start", {}, "GM")]
    for command, args, actor in steps:
        t.do(command, actor, **args)
    return steps


def check_bounds(state: dict[str, Any]) -> None:
    assert state["team"]["pool"] >= 0
    for name, rec in state["characters"].items():
        if "labels" in rec:
            assert all(-2 <= v <= 3 for v in rec["labels"].values()), (name, rec["labels"])
            assert sum(1 for v in rec["conditions"].values() if v) <= 5
            assert 0 <= rec["potential"] < state["options"]["masks.potential.size"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_sequences_keep_bounds_and_refusals_change_nothing(data: st.DataObject) -> None:
    t = Table()
    setup(t)
    accepted = 0
    for _ in range(data.draw(st.integers(20, 80))):
        command, args, actor = action(data, t.state)
        before = copy.deepcopy(t.state)
        try:
            t.do(command, actor, **args)
            accepted += 1
        except RuleError as exc:
            assert t.state == before          # a refusal leaves the state exactly as it was
            assert "\n" not in str(exc) and exc.field
        check_bounds(t.state)


def _sheets(app: LedgerApp, name: str) -> bytes:
    camp = app.campaign(name)
    view = app_system_view(camp)
    return orjson.dumps([view(camp.state, n) for n in camp.state["characters"]], option=orjson.OPT_SORT_KEYS | orjson.OPT_INDENT_2)


def app_system_view(camp: Any) -> Any:
    import rules

    return rules.get_system(camp.system).views.sheet


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_replaying_a_script_twice_gives_identical_sheets(tmp_path_factory: Any, data: st.DataObject) -> None:
    t = Table()
    steps = setup(t)
    for _ in range(data.draw(st.integers(10, 40))):
        command, args, actor = action(data, t.state)
        try:
            t.do(command, actor, **args)
        except RuleError:
            continue
        steps.append((command, args, actor))
    entries = [{command: {k.replace("_", "-"): v for k, v in args.items() if v is not None} | {"as": actor}}
               for command, args, actor in steps]
    folder = tmp_path_factory.mktemp("replay")
    script = folder / "s.yaml"
    script.write_text(yaml.safe_dump({"ledger-script": 1, "campaign": "Prop", "system": "masks", "actions": entries},
                                     allow_unicode=True, sort_keys=False), encoding="utf-8")
    outputs = []
    for i in range(2):
        Ledger(Path(folder) / f"{i}.sqlite").replay(script)
        again = LedgerApp(Path(folder) / f"{i}.sqlite")
        import rules

        rows = history(again.campaign_events("Prop"), rules.get_system("masks"))
        for r in rows:
            r.pop("time")
        outputs.append((_sheets(again, "Prop"), orjson.dumps(rows, option=orjson.OPT_SORT_KEYS)))
        assert again.campaign("Prop").state == t.state      # the store folds to what the rules computed
    assert outputs[0][0] == outputs[1][0]
    assert outputs[0][1] == outputs[1][1]
