"""A refused undo or redo names every way on that would work — ``--redecide`` when deciding the later actions again
keeps them, ``--redecide --cascade`` when some would stay refused, ``--cascade`` — and both take ``--dry-run``, a
preview as ``amend --dry-run`` gives, recording nothing.

Source: README "Correcting mistakes and reviewing the past" (``undo``, ``redo``, ``--cascade``, ``--redecide``,
``amend --dry-run``); the sample campaign of seed 004 (Mouse Guard, Spanish): Darkwater Crossing, where Rogard's Fate
(action 72) changes the resolve after it (73), and the conflict's first disposition (28) the scripts after it.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, Cli

CAMP = ("--campaign", "Darkwater Crossing")


@pytest.fixture()
def dark(tmp_path: Any) -> Cli:
    c = Cli(tmp_path / "store.sqlite")
    c("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    return c


def _refusal(c: Cli, *args: str) -> str:
    before = c.bytes()
    proc = c(*args, *CAMP, ok=False)
    assert proc.returncode == 2 and proc.stdout == "" and c.bytes() == before
    return proc.stderr.strip()


def test_undo_and_redo_name_redecide_when_it_works(dark: Cli) -> None:
    line = _refusal(dark, "undo", "72")
    assert "73 (resolve): records different changes" in line
    assert line.endswith("or keep all 11, decided again, with --redecide, or undo all 11 with --cascade")
    done = dark.json("undo", "72", "--redecide", *CAMP)
    assert done["undone"] == [72] and "73" in done["revised"]
    line = _refusal(dark, "redo", "72", "--lang", "es")
    assert line.startswith("error: action: acciones posteriores cambiarían si la acción 72 (Destino) volviera: ")
    assert line.endswith("conserva las 11, decididas de nuevo, con --redecide, o deshaz las 11 con --cascade")
    preview = dark.json("redo", "72", "--redecide", "--dry-run", *CAMP)
    assert preview["dry_run"] is True and preview["action"] is None and preview["redone"] == [72]
    assert preview["undone"] == [] and "73" in preview["revised"]
    assert dark.json("redo", "72", "--redecide", *CAMP)["redone"] == [72]


def test_undo_names_redecide_with_cascade_when_some_stay_refused(dark: Cli) -> None:
    line = _refusal(dark, "undo", "28")
    assert "with --redecide, or" not in line                     # --redecide alone would still be refused
    # the disposition undone, the fight never ends: the rest and recovery after it are refused too (004 "Condiciones")
    assert "or keep the 2 that only change and undo the 37 refused with --redecide --cascade, or undo all 44" in line
    done = dark.json("undo", "28", "--redecide", "--cascade", *CAMP)
    assert len(done["undone"]) == 1 + 37 and "29" in done["revised"]


def test_undo_dry_run_previews_as_amend_does_and_records_nothing(dark: Cli) -> None:
    before = dark.bytes()
    out = dark("undo", "72", "--dry-run", "--lang", "es", *CAMP).stdout.splitlines()
    assert out[0] == "simulación (nada registrado): deshacer la acción 72"
    assert out[1:3] == ["  se desharían:", "    72 (Destino)"]
    assert out[3] == "    73 (resolver): registra cambios distintos"
    data = dark.json("undo", "72", "--dry-run", *CAMP)
    assert (data["action"], data["dry_run"], data["undone"][:2]) == (None, True, [72, 73])
    assert dark.bytes() == before
