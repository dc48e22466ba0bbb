"""The start of a session and of a scene, the same in every system, with the GM's titles and recaps.

Source: catalogue §0.2 item 2 and §1.5 (a campaign plays in sessions, a session in scenes), design.md
"Phases (python-statemachine)" and docs/adding-a-game-system.md ("State": ``session`` and ``scene`` hold
``{"phase", "number"}``; "Sessions, titles and recaps"). The phases move on the shared machines
(``rules.phases.SessionPhases``, ``ScenePhases``); a system's gate table decides first whether the phase allows
it. What a system adds to a start (Masks' Team point, Pokémon Noir's Rhythm, Mouse Guard's mice present) it does
after these. A session's or a scene's title and the GM's recap of either are user text: ``text_problem`` says
what every road in refuses of them (the argument models of ``rules.session_args`` on the CLI, in scripts and
through the API; ``ledger.archive.importing`` on an imported line). This module imports no pydantic, and the
phase machines only when a session or scene starts, so that a read (the history's summaries) stays light.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.draft import Draft
from rules.errors import RuleError

#: The longest session or scene title, in characters.
MAX_TITLE = 200
#: The longest recap, in characters.
MAX_RECAP = 2000
#: The shared commands no system's gate table lists: the GM may give them in any phase, and they are no step of
#: play that an "allowed now" hint should offer (``rules.contract.gate_problems``, ``rules.phases.check``).
UNGATED = frozenset({"recap"})
#: Event kinds whose title a chronicle's chapter heading shows (``ledger.chronicle.model``).
HEADING_EVENTS = ("SessionStarted", "SceneStarted")
#: Event kinds holding a title or a recap, and the detail key of their text.
TEXT_EVENTS = {"SessionStarted": "title", "SceneStarted": "title", "RecapWritten": "text"}


def text_problem(value: Any, what: str) -> str | None:
    """What is wrong with ``value`` as a title (``what`` = ``"title"``) or a recap (``"recap"``), or None when it
    is fine: text of 1..``MAX_TITLE`` (a title) or 1..``MAX_RECAP`` (a recap) characters with something printed,
    without a character ``rules.free_text.refused_char`` refuses (controls, bidi controls and other invisible
    characters; the joiners U+200C and U+200D are allowed). A title is one line; a recap may hold line breaks
    (``\\n``, or ``\\r\\n`` as a browser sends them) and so paragraphs. The message says what is allowed."""
    from rules.free_text import refused_char, refused_text

    limit = MAX_TITLE if what == "title" else MAX_RECAP
    if not isinstance(value, str):
        return f"a {what} is text"
    if what == "title" and refused_char(value) is not None:
        return refused_text(what)
    if what != "title" and refused_char(value.replace("\r\n", "\n"), line_breaks=True) is not None:
        return refused_text(what, line_breaks=True)
    if not value.strip() or len(value) > limit:
        return f"a {what} of 1-{limit} characters"
    return None


def checked_text(value: Any, what: str) -> str:
    """``value`` as a title or recap is recorded, after ``text_problem``: runs of spaces as one and trimmed; a
    recap's lines each so, with no blank line at either end and runs of blank lines as one (a paragraph break):
    ``"  One.\\r\\n\\n\\n\\nTwo  "`` -> ``"One.\\n\\nTwo"``. Raises ``ValueError`` with the problem's message (an
    argument model's validator turns it into the one-line refusal)."""
    problem = text_problem(value, what)
    if problem:
        raise ValueError(problem)
    if what == "title":
        return " ".join(value.split())
    lines = [" ".join(line.split()) for line in value.replace("\r\n", "\n").split("\n")]
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip("\n")


def start_session(d: Draft, title: str | None = None) -> int:
    """Start the next session: ``SessionStarted {number[, title]}``, ``session.phase`` -> running (from not
    started or ended), ``session.number`` + 1. Returns the new number. Raises ``RuleError("phase")`` while a
    session runs or ends (``rules.phases.advance``). ``title`` (the GM's name for the session) is recorded only
    when given, so a session without one records what it always did."""
    from rules.phases import SessionPhases, advance

    phase = advance(SessionPhases, d.state["session"]["phase"], "start", "session", "session start")
    number = d.state["session"]["number"] + 1
    if title is None:
        d.event("SessionStarted", number=number)
    else:
        d.event("SessionStarted", number=number, title=title)
    d.set("session", "phase", phase)
    d.set("session", "number", number)
    return number


def start_scene(d: Draft, title: str | None, **detail: Any) -> int:
    """Open the next scene: ``SceneStarted {number, title, **detail}``, ``scene.phase`` closed -> open,
    ``scene.number`` + 1. Returns the new number. Raises ``RuleError("phase")`` while a scene is open."""
    from rules.phases import ScenePhases, advance

    phase = advance(ScenePhases, d.state["scene"]["phase"], "start", "scene", "scene start")
    number = d.state["scene"]["number"] + 1
    d.event("SceneStarted", number=number, title=title, **detail)
    d.set("scene", "phase", phase)
    d.set("scene", "number", number)
    return number


def session_start(d: Draft, args: Any, ctx: Any) -> None:
    """The ``session start`` command of a system that adds nothing to it (``start_session``) with the
    arguments' ``title`` (``rules.session_args.SessionStart``)."""
    start_session(d, getattr(args, "title", None))


def scene_start(d: Draft, args: Any, ctx: Any) -> None:
    """The ``scene start`` command of a system that adds nothing to it: ``start_scene`` with the
    arguments' ``title`` (an ``Args`` model with a ``title`` field)."""
    start_scene(d, args.title)


def recap(d: Draft, args: Any, ctx: Any) -> None:
    """The ``recap`` command, the same in every system: the GM's recap of a session or a scene.

    ``args`` (``rules.session_args.Recap``): ``text``; ``session`` or ``scene`` (a number, not both; neither: the
    session now running or last played); ``private`` (kept from every reader but the GMs, as a private note is).
    Records ``RecapWritten {of: "session" | "scene", number, text, private}`` and changes no value, so undo and
    amend correct it like any action. Raises ``RuleError("session")`` / ``RuleError("scene")`` for a number no
    session or scene has had yet, ``RuleError("scene")`` when both are given."""
    played = {"session": d.state["session"]["number"], "scene": d.state["scene"]["number"]}
    if args.session is not None and args.scene is not None:
        raise RuleError("scene", "recap one session (--session N) or one scene (--scene N), not both")
    of = "scene" if args.scene is not None else "session"
    number = args.scene if args.scene is not None else args.session
    if number is None:
        number = played["session"]
        if number < 1:
            raise RuleError("session", "no session has started yet; recap one once it has")
    if not 1 <= number <= played[of]:
        raise _not_played(of, number, played[of])
    d.event("RecapWritten", of=of, number=number, text=args.text, private=bool(args.private))


def _not_played(of: str, number: int, played: int) -> RuleError:
    """The refusal of a recap of session or scene ``number`` (``of``) when only 1..``played`` were played (each
    sentence whole, so that each language's refusal table can say it)."""
    if of == "session":
        if not played:
            return RuleError("session", "no session has been played yet")
        return RuleError("session", f"session {number} has not been played; sessions played: 1..{played}")
    if not played:
        return RuleError("scene", "no scene has been played yet")
    return RuleError("scene", f"scene {number} has not been played; scenes played: 1..{played}")


def summary(kind: str, detail: dict[str, Any], word: Callable[[str], str], text: bool = True) -> str | None:
    """One line for a shared session event that the GM gave words to, in the words ``word(English) -> shown``
    gives (``GameSystem.word`` in the reader's language); None for any other event (a session or scene without
    a title: its changes say it). ``Session 2: “The Ford”``, ``recap of session 2: ...``, ``private recap of
    scene 5: ...``. User text is returned as typed (faces escape it). Without ``text``, a recap's line names what
    it recaps and leaves its text out (``recap of session 2``: a chronicle's heading tells it)."""
    if kind in ("SessionStarted", "SceneStarted") and isinstance(detail.get("title"), str):
        noun = "Session" if kind == "SessionStarted" else "Scene"
        return f"{word(noun)} {detail.get('number')}: “{detail['title']}”"
    if kind == "RecapWritten":
        head = word("private recap of" if detail.get("private") else "recap of")
        told = f"{head} {word(str(detail.get('of')))} {detail.get('number')}"
        return f"{told}: {detail.get('text')}" if text else told
    return None


def with_title(line: str, scene: dict[str, Any]) -> str:
    """A status row's scene ``line`` (``1 (open)``) followed by the scene's title as Mouse Guard's status shows it
    (``1 (open) — Rooftops``); as it is for a scene without one (``scene["title"]`` absent or None). The title is
    user text, returned as typed (faces escape it). Source: README "Using the ledger" (``scene start --title``,
    ``status``)."""
    title = scene.get("title")
    return f"{line} — {title}" if title else line


def titles_and_recaps(specs: Any) -> dict[str, dict[int, dict[str, Any]]]:
    """The titles and recaps of a campaign's sessions and scenes from its effective events (``{"kind",
    "detail", ...}`` in order; undone actions already left out, amended ones as decided now): ``{"session":
    {number: {"title": str | None, "recaps": [{"text", "private"}]}}, "scene": {...}}``. A later recap of the
    same session is listed after the earlier ones; a session or scene with neither is absent."""
    out: dict[str, dict[int, dict[str, Any]]] = {"session": {}, "scene": {}}
    for spec in specs:
        kind, detail = spec["kind"], spec.get("detail") or {}
        if kind in ("SessionStarted", "SceneStarted") and isinstance(detail.get("title"), str):
            of = "session" if kind == "SessionStarted" else "scene"
            out[of].setdefault(detail["number"], {"title": None, "recaps": []})["title"] = detail["title"]
        elif kind == "RecapWritten" and detail.get("of") in out:
            entry = out[detail["of"]].setdefault(detail.get("number"), {"title": None, "recaps": []})
            entry["recaps"].append({"text": detail.get("text"), "private": bool(detail.get("private"))})
    return out
