"""The guides' blocks run as pasted: each system guide's table-play block, top to bottom, in a fresh folder with a
fresh store (the Mouse Guard guide's every block under its "How a table plays it", one after another), and the
README's archive block with its ``import --as`` step followed by ``verify`` (README "Quick
start", docs/systems/*.md "How a table plays it")."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from conftest import LEDGER, ROOT, TEST_STORE
from guide_blocks import blocks

GUIDES = [("masks", "How a table plays it"), ("basic", "How a table plays it"), ("pokemon", "Playing through the CLI"),
          ("mosaic", "Quick start"), ("mosaic", "Playing through the CLI")]

pytestmark = pytest.mark.skipif(TEST_STORE == "postgres", reason="the guides' blocks name SQLite files")


def paste(text: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """Run ``text`` as pasted into bash (stopping at the first failing line) in ``folder``, with the ledger on PATH."""
    (folder / "sample_campaigns").symlink_to(ROOT / "sample_campaigns")
    env = {k: v for k, v in os.environ.items() if not k.startswith("LEDGER_")}
    env.update(PATH=f"{Path(LEDGER).parent}{os.pathsep}{env.get('PATH', '')}", COLUMNS="120")
    return subprocess.run(["bash", "-e", "-c", text], cwd=folder, env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("guide, heading", GUIDES, ids=[f"{g}: {h}" for g, h in GUIDES])
def test_a_guides_block_runs_as_pasted(tmp_path: Path, guide: str, heading: str) -> None:
    found = blocks(ROOT / "docs" / "systems" / f"{guide}.md", heading)
    assert found, heading
    proc = paste(found[0], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "error:" not in proc.stderr


def test_the_readmes_archive_block_runs_and_verify_checks_both_campaigns(tmp_path: Path) -> None:
    block = blocks(ROOT / "README.md", "Export, import and verify")[0]      # the archive walk-through; then the anchors
    proc = paste(block + "\nledger verify --store halcyon.sqlite\n", tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "OK Halcyon Nights (copy):" in proc.stdout and proc.stdout.count("OK Halcyon Nights:") == 3
    said = re.search(r"# (OK Halcyon Nights: \d+ events) \.\.\.", block)     # the README's comment says what verify prints
    assert said and any(line.startswith(said.group(1) + " ") for line in proc.stdout.splitlines()), said


def test_the_mouse_guard_guide_plays_top_to_bottom(tmp_path: Path) -> None:
    """Every block under the Mouse Guard guide's "How a table plays it", pasted one after another into one shell: a
    whole mission (tests, post-roll, conditions, the Players' Turn, two conflicts, rewards, the recap), then reads."""
    found = blocks(ROOT / "docs" / "systems" / "mouseguard.md", "How a table plays it")
    assert len(found) == 12 and found[0].startswith("export LEDGER_STORE=patrol.sqlite")
    proc = paste("\n".join(found), tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = proc.stdout
    assert "  Session 1: “The storm road”\n" in out                       # session start --title
    assert "terms: — → The snake flees, but Brand is bitten" in out      # the first conflict decided and closed
    assert "GM: rewards give — Brand: Fate +2, Persona +2; Brand Fate: 1 → 3; Brand Persona: 1 → 3" in out
    assert "GM: recap — recap of session 1: The storm road held; the snake still guards the ford." in out
    assert "conflict reveal" in out and "front" in out.lower()          # the two-team conflict revealed its volleys
    assert out.count("\naction ") == 103                               # every play line recorded one action
    assert "created campaign Weasel Raid (mouseguard" in out            # the split opponents, in a store of their own


def test_a_guides_count_of_its_samples_actions_is_what_the_replay_says(tmp_path: Path) -> None:
    """A system guide that says "The sample has N actions" says what replaying that sample prints."""
    for guide in sorted((ROOT / "docs" / "systems").glob("*.md")):
        said = re.search(r"The sample has (\d+) actions", guide.read_text(encoding="utf-8"))
        if not said:
            continue
        sample = next((ROOT / "sample_campaigns").glob(f"{guide.stem}-*.yaml"))
        folder = tmp_path / guide.stem
        folder.mkdir()
        proc = paste(f"ledger replay sample_campaigns/{sample.name} --store s.sqlite", folder)
        assert proc.returncode == 0, proc.stderr
        assert f"replayed {said.group(1)} actions" in proc.stdout, (guide.name, proc.stdout)
