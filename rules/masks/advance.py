"""Masks: taking an advancement by its listed option in one action (``ledger advance OPTION ...``): the option
checked against the hero's list (``rules.masks.advancement``), then what it does to the sheet.

Sources: 000 "Advancements" (what losing Influence for good, retiring, locking a Label and becoming a paragon mean),
"Moment of Truth", "Labels"; catalogue §1.6; docs/systems/masks.md "Advancements".
"""

from __future__ import annotations

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.advancement import ADVANCED_AFTER, LEGACY, OPTIONS, box, box_options, counts, list_of, names
from rules.masks.data import LABEL_MAX, LABELS


def take(d: Draft, who: str, option: str, labels: list[str], other: str | None, lock: str | None,
         arrange: list[int] | None, note: str | None) -> str:
    """Spend one earned advancement of ``who`` on a listed ``option`` in one action; returns the option id.

    ``option`` is an id of ``OPTIONS`` (English or Spanish text, or an old spelling of ``LEGACY``). It
    must be on the hero's list (``list_of``), taken fewer times than listed, and an advanced one needs
    ``ADVANCED_AFTER`` advances from the top list first. Parts: ``other`` (who permanently loses
    Influence over you), ``labels`` (the Label(s) taking +1, or +2 for the Protégé's mentor Label),
    ``lock`` (the Label locked), ``arrange`` (the rearranged Labels D,F,S,S,M: the same five values in
    any order, locked Labels kept). Older spellings keep their old effect: ``lose_influence`` without a
    Label, ``lock_label --label L`` (locks L), ``label_up --label L`` (a rearrange left as it is, +1).
    Raises ``RuleError`` (``advancement``, ``label``, ``other``, ``lock``, ``arrange``, ``note``).
    Source: 000 "Advancements", "Moment of Truth"; catalogue §1.6; docs/systems/masks.md "Advancements".
    """
    from rules.masks.playbook_rules import label_of

    rec = d.state["characters"][who]
    adv, spelled = _checked_option(d, who, option)
    effect = OPTIONS[adv][2]
    _check_parts(effect, spelled, labels, other, lock, arrange)
    d.event("AdvancementTaken", character=who, advancement=adv, spelled=spelled if spelled != adv else None,
            label=labels or None, other=other, lock=lock, arrange=arrange, note=note)
    d.add("characters", who, "advances_available", -1)
    d.set("characters", who, "advancements", list(rec.get("advancements") or []) + [adv])
    _apply(d, who, adv, effect, spelled, [label_of(rec, lab) for lab in labels], other, lock, arrange)
    return adv


def _checked_option(d: Draft, who: str, option: str) -> tuple[str, str]:
    """The option id ``who`` takes and the spelling it was typed in, once checked: an advancement earned, the option
    on the hero's list, an advanced one open, and not taken as often as listed. Raises ``RuleError``
    (``advancement``). Source: 000 "Advancements"; catalogue §1.6."""
    from rules.names import find_name, resolve

    rec = d.state["characters"][who]
    adv = resolve("advancement", option, names(), shown=OPTIONS)          # the ids one types (README), worded by TERMS
    spelled = find_name(option, LEGACY) or adv
    book, lst = list_of(rec)
    done = counts(rec)
    if adv == "playbook_move" and spelled == "new_move" and done.get("playbook_move", 0) >= lst["top"].get("playbook_move", 0):
        adv = "other_move"
    if adv == "unlock_moment_of_truth" and rec.get("moment_of_truth") == "spent":
        adv = "moment_of_truth_again"          # the old spelling of a second unlock
    if (rec.get("advances_available") or 0) < 1:
        from rules.masks.state import opt

        raise RuleError("advancement", f"{who} has no advancement to take (mark {opt(d, 'masks.potential.size')} potential first)")
    key = box(adv, lst)
    part = "top" if key in lst["top"] else "advanced" if key in lst["advanced"] else None
    if part is None or adv not in box_options(book, key):
        on = [o for part_ in ("top", "advanced") for k in lst[part_] for o in box_options(book, k)]
        raise RuleError("advancement", f"{adv} is not on the {book} list; allowed: {', '.join(on)}")
    top_taken = sum(done.get(k, 0) for k in lst["top"])
    if part == "advanced" and top_taken < ADVANCED_AFTER:
        raise RuleError("advancement", f"{adv} is an advanced option, open after {ADVANCED_AFTER} advancements "
                        f"({who} has taken {top_taken} from the top list)")
    if done.get(key, 0) >= lst[part][key]:
        left = [o for k, n in lst["top"].items() if done.get(k, 0) < n for o in box_options(book, k)]
        if top_taken >= ADVANCED_AFTER:
            left += [o for k, n in lst["advanced"].items() if done.get(k, 0) < n for o in box_options(book, k)]
        raise RuleError("advancement", f"{adv} is listed {lst[part][key]} time(s) for the {book} and {who} has taken it "
                        f"{done.get(key, 0)}; still open: {', '.join(left) or 'none'}")
    return adv, spelled


def _check_parts(effect: str, spelled: str, labels: list[str], other: str | None, lock: str | None,
                 arrange: list[int] | None) -> None:
    """Refuse a part the option's ``effect`` takes none of (a Label, someone, a lock, an arrangement). Raises
    ``RuleError`` naming the part (``label``, ``other``, ``lock``, ``arrange``). Source: 000 "Advancements"."""
    wants = {"lose_influence": {"label", "other"}, "rearrange": {"label", "arrange"}, "lock": {"label", "lock"},
             "lock_soldier": {"label"}, "two_up": {"label"}, "plus_two": {"label"}, "mask": {"label"}}.get(effect, set())
    for field, given in (("label", labels), ("other", other), ("lock", lock), ("arrange", arrange)):
        if given and field not in wants:
            what = {"label": "takes no Label", "other": "names no one", "lock": "locks no Label",
                    "arrange": "rearranges no Labels"}[field]
            raise RuleError(field, f"{spelled} {what} (see: ledger advancements)")


def _plus(d: Draft, who: str, lab: str, amount: int = 1) -> None:
    """Add ``amount`` to ``who``'s Label ``lab``, refused when it is locked or would pass +``LABEL_MAX``.
    Raises ``RuleError`` (``label``) listing the Labels that can take it. Source: 000 "Labels", "Advancements"."""
    locked = d.get("characters", who, "locked") or []
    value = d.get("characters", who, "labels", lab)
    if lab in locked or value + amount > LABEL_MAX:
        allowed = [k for k, v in d.state["characters"][who]["labels"].items()
                   if v + amount <= LABEL_MAX and k not in locked]
        raise RuleError("label", f"{who}'s {lab} is {value:+d}{' and locked' if lab in locked else ''}"
                        f" and cannot take {amount:+d} (max +{LABEL_MAX}); allowed: {', '.join(allowed) or 'none'}")
    d.add("characters", who, "labels", lab, amount)


def _need(adv: str, labs: list[str], n: int, why: str) -> None:
    """Refuse unless exactly ``n`` Labels were given for ``adv``. Raises ``RuleError`` (``label``)."""
    if len(labs) != n:
        raise RuleError("label", f"{adv} {why}: give --label {'twice' if n == 2 else 'once'}")


def _apply(d: Draft, who: str, adv: str, effect: str, spelled: str, labs: list[str], other: str | None,
           lock: str | None, arrange: list[int] | None) -> None:
    """Do what the option ``adv`` does (its ``effect``) to ``who``'s sheet with the parts given (``labs``: the Labels
    as the sheet names them). Raises ``RuleError`` (``advancement``, ``label``, ``other``, ``lock``, ``arrange``).
    Source: 000 "Advancements", "Moment of Truth"; catalogue §1.6."""
    from rules.masks.playbook_rules import label_of
    from rules.masks.state import find, holds, lose_influence

    rec = d.state["characters"][who]
    if effect in ("unlock", "unlock_again"):
        if effect == "unlock" and rec["moment_of_truth"] != "locked":
            raise RuleError("advancement", f"{who}'s Moment of Truth is already {rec['moment_of_truth']}")
        if effect == "unlock_again" and rec["moment_of_truth"] != "spent":
            raise RuleError("advancement", f"{adv} unlocks a Moment of Truth already used; {who}'s is {rec['moment_of_truth']}")
        d.set("characters", who, "moment_of_truth", "unlocked")
        d.add("characters", who, "moment_of_truth_unlocks", 1)
    elif effect == "lose_influence":
        holder = find(d, other, "other")
        if holder == who:
            raise RuleError("other", "name someone other than the advancing hero")
        if holds(d, holder, who):
            lose_influence(d, holder, who, why="permanently lost (advancement)")
        d.set("bans", holder, who, True)
        if labs or spelled != "lose_influence":
            _need(adv, labs, 1, "adds +1 to a Label")
            _plus(d, who, labs[0])
    elif effect == "rearrange":
        if arrange is not None:
            _rearrange(d, who, arrange)
        _need(adv, labs, 1, "adds +1 to a Label")
        _plus(d, who, labs[0])
    elif effect in ("lock", "lock_soldier"):
        target = "soldier" if effect == "lock_soldier" else (label_of(rec, lock, "lock") if lock else None)
        if target is None:                      # the old spelling: lock_label --label L locks L
            _need(adv, labs, 1, "locks a Label")
            target = labs[0]
        elif effect == "lock_soldier" and "soldier" not in rec["labels"]:
            raise RuleError("advancement", f"{who} has no Soldier Label")
        else:
            _need(adv, labs, 1, "adds +1 to a Label")
            _plus(d, who, labs[0])
        if target in (d.get("characters", who, "locked") or []):
            raise RuleError("lock", f"{who}'s {target} is already locked")
        d.set("characters", who, "locked", list(d.get("characters", who, "locked") or []) + [target])
    elif effect == "two_up":
        _need(adv, labs, 2, "adds +1 to two different Labels")
        if labs[0] == labs[1]:
            raise RuleError("label", f"{adv} adds +1 to two different Labels")
        _plus(d, who, labs[0])
        _plus(d, who, labs[1])
    elif effect == "plus_two":
        _need(adv, labs, 1, "adds +2 to the Label your mentor embodies or denies")
        _plus(d, who, labs[0], 2)
    elif effect == "mask":
        _need(adv, labs, 1, "names the mask's new Label")
        d.set("characters", who, "mask_label", labs[0])
        _plus(d, who, labs[0])
    elif effect == "aegis":
        _aegis(d, who)
    elif effect in ("retire", "paragon"):
        d.set("characters", who, "status", "retired" if effect == "retire" else "paragon")
        if effect == "paragon":
            d.set("characters", who, "kind", "npc")


def _aegis(d: Draft, who: str) -> None:
    """The Aegis's hold on ``who`` is lost for good (Influence dropped, never given again). Source: 000 "Advancements"."""
    from rules.masks.playbook_rules import AEGIS
    from rules.masks.state import holds, lose_influence

    if holds(d, AEGIS, who):
        lose_influence(d, AEGIS, who, why="permanently lost (advancement)")
    if AEGIS in d.state["characters"]:
        d.set("bans", AEGIS, who, True)


def _rearrange(d: Draft, who: str, arrange: list[int]) -> None:
    """Set the five Labels to ``arrange`` (D,F,S,S,M): the same values in another order, locked Labels
    unchanged. Raises ``RuleError("arrange")``."""
    now = [d.get("characters", who, "labels", lab) for lab in LABELS]
    if len(arrange) != 5 or sorted(arrange) != sorted(now):
        raise RuleError("arrange", f"the five Labels in a new order: the values {', '.join(f'{v:+d}' for v in sorted(now, reverse=True))} "
                                   f"as Danger, Freak, Savior, Superior, Mundane")
    locked = d.get("characters", who, "locked") or []
    for lab, old, new in zip(LABELS, now, arrange):
        if lab in locked and old != new:
            raise RuleError("arrange", f"{who}'s {lab} is locked and keeps {old:+d}")
    d.event("LabelsRearranged", character=who, before=dict(zip(LABELS, now)), after=dict(zip(LABELS, arrange)))
    for lab, old, new in zip(LABELS, now, arrange):
        if old != new:
            d.set("characters", who, "labels", lab, new)
