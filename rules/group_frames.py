"""The frames of the group's refusals (who may do what, invitations, people, roles, proposals, accounts and tokens),
in the languages several systems play in.

Source: the modules whose English they rewrite: ``ledger.group.permissions`` (the rules' sentences and every
``refused (RULE): ...``), ``ledger.group.table`` (invitations, people, roles, permissions, approval, proposals),
``ledger.service.acting`` (a player's undo), ``ledger.service.archiving`` (an export), ``ledger.service.proposals``,
``ledger.service.table``, ``ledger.service.invitations`` and ``ledger.service.accounts``; the developers' guide
("nothing under ledger/ names a system, its terms or its languages": the ledger raises in English and asks the
campaign's system, through ``rules.system.GameSystem.refusal``, for the line in another language; like
``rules.ledger_frames``, this table is what every system of one language shares, tried after the ledger's own
frames and before the system's table; the rows of each language are ``rules.group_rows``). Spanish follows seed 000's and 004's Spanish, Italian seed 002's, German
seed 001's forum German; the GM is named by the system's word for the GM (``GameSystem.word("GM", lang)``: "DJ",
"GM", "SL" in ``rules.i18n.WORDS`` unless the system names them otherwise). Names, numbers, commands and option
values stay as typed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from rules.group_rows import DE, ES, IT      # one row per ENGLISH row
from rules.refusals import Phrases, words

#: The English a group refusal is raised in, one template a row (``rules.refusals``: ``{0}`` a value; a translation's
#: ``{0*}`` is a value that is itself English the table words). The rules' sentences come first (exact).
ENGLISH: tuple[str, ...] = (
    "players act as their own characters", "players act as any character",
    "a player may undo their own last action while its scene is open, nothing else", "players correct nothing",
    "a GM may act as anyone and correct anything", "a viewer reads", "only the campaign's people act in it",
    "only a GM runs the table (invitations, people, permissions, approval, proposals, private notes)",
    "only a GM gives the commands that run the table (sessions, scenes, turns, new characters, starting and "
    "revealing conflicts)",
    "a player's action changes no other player's character",
    "only a GM chooses a roll's seed; a player types in physical dice or lets the ledger draw them",
    "only a GM runs the table (invitations, people, permissions, approval, proposals)",
    # who may do what (ledger.group.permissions, ledger.service.acting, ledger.service.archiving)
    "{0} is not one of this campaign's people", "{0} is a viewer here", "{0} plays {1}, not the GM",
    "{0} plays {1}, not {2}", "no character", "{0} is a player, not a GM; {1} runs the table",
    "{0} may not give {1}; give the dice rolled (dice) or leave both out for dice the ledger draws",
    "this would change {0}, whom {1} plays", "{0} may not {1} here",
    "{0} is a player, not a GM; {1} is the GM's", "{0} is a viewer, not a GM; {1} is the GM's",
    "{0} is not one of this campaign’s people, not a GM; {1} is the GM's",
    "{0} has no action to undo", "{0}'s last action ({1}) is undone already; no earlier one is theirs to undo",
    "action {0} is not {1}'s last action (theirs: {2})", "the scene of action {0} is closed",
    "{0} may undo one action of theirs (give its number)",
    "{0} may export the history they see (--format history), not the whole record",
    # the table's own inputs (ledger.group.table, ledger.service.table, ledger.service.invitations)
    "give a person's name", "a name of 1..{0} printable characters",
    "a player plays one or more characters; name them (--character NAME)",
    "only a player is bound to characters, not a {0}", "unknown character {0}; allowed: {1}",
    "{0} is not a role; allowed: {1}", "{0} is not an ISO 8601 moment", "give the moment with its time zone (UTC: Z)",
    "invitation {0} exists already", "no invitation {0} in this campaign",
    "invitation {0} was {1}; ask the GM for a new one", "invitation {0} expired at {1}; ask the GM for a new one",
    "{0} is already one of this campaign's people", "{0} already has the role {1} of {2}",
    "{0} already has the role {1}", "{0} is a {1}, not a GM; {2} is the GM's",
    "{0} is not a group command; allowed: {1}",
    "the number of the action the approval decided", "what the GM's edits changed: argument -> {before, after}",
    "a whole number", "the SHA-256 digest of the invitation code, 64 hex digits",
    "give a text", "{0} is not a text", "unknown argument of {0}; allowed: {1}", "a moment within years 1-9999 in UTC",
    "{0} is not a rule a GM sets; allowed: {1}", "{0} is not a value of {1}; allowed: {2}",
    "{0} is not an approval setting; allowed: {1}", "approval is already {0}",
    "the store's owner acts without proposals", "no proposal {0} in this campaign", "proposal {0} was {1} already",
    "proposal {0} was decided already", "proposal {0} was already {1} by {2} at {3} (action {4})",
    "the store's owner is a GM of every campaign already; join as a person", "give the invitation's code",
    "no invitation of this campaign has this code; check it, or ask the GM for a new one",
    "no pending proposal is refused by the state now; nothing to reject",
    "a time span above zero (e.g. 48h, 30m, 7d)", "{0} is not a span (48h, 30m, 7d) or an ISO 8601 moment",
    "a moment in the future",
    # accounts and tokens (ledger.service.accounts)
    "{0} names the store's owner; choose another name", "a password of {0} to {1} characters",
    "an account {0} exists already", "no account {0}", "1 to {0} characters saying what the token is for",
    "{0} has no token {1}", "token {0} is revoked already", "a number of minutes from 1 to {0}",
    # a player's characters (ledger.group.seats, ledger.group.permissions' shared-characters)
    "a character is played by one person at a time", "a character may be played by several people",
    "{0} is not a player character (the GM runs it); a player plays one of: {1}",
    "{0} is played by {1} already; remove them or grant them other characters first, or set shared-characters yes",
    "sealed until its reveal: a GM approves a side's script as proposed or rejects it with a reason, never rewrites it",
    "none was typed (the input ended); type it at the prompt, or use --link",
    "give a language or --clear, not both",
    # the last GM, a player's characters, names that would read as someone else (ledger.group.seats, names)
    "a campaign keeps a GM among its people: the last one is neither removed nor given another role",
    "{0} is the last GM of this campaign; grant another person gm first",
    "invitation {0} expired at {1}; it can no longer be used, nothing to withdraw",
    "{0} is not a player here; only a player's characters are released",
    "{0} does not play {1}; they play: {2}",
    "a player plays one or more characters; to take every one of {0}'s, remove {0} or grant another role",
    "{0} is how the GM is named ({1}); a character needs another name",
    "{0} is a person of this campaign; a character needs another name (the history finds people and characters "
    "by name)",
    "{0} is a character of this campaign; a person needs another name (the history finds people and characters "
    "by name)",
    "{0} has no account on this server; grant a role to an account's name, or invite them",
    "{0} is named more than once; name each character once", "{0} plays {1}, not the GM; name the one acting (as)",
    "the refusal the state gave the proposal: {field, message} as texts",
    "at most 366 days ahead (366d); an invitation is for someone about to join: issue another later",
    "a reason of at most {0} characters",
    "only a GM gives an argument that is the GM's ruling (the permissions list them); under approval a player "
    "proposes it and a GM decides",
    "a GM gives this (their ruling), not a player: ask a GM to give it, or to make this {0}",
)

#: The English words inside a ``{N*}`` place (a role, an invitation's or a proposal's state) and an empty list's
#: "none yet" (``rules.refusals.Phrases.bare``) -> each language's.
INSIDE: dict[str, tuple[tuple[str, str], ...]] = {
    "es": (("gm", "{gm}"), ("player", "jugador"), ("viewer", "espectador"), ("withdrawn", "retirada"),
           ("used", "usada"), ("approved", "aprobada"), ("rejected", "rechazada"), ("none yet", "ninguno todavía")),
    "it": (("gm", "{gm}"), ("player", "giocatore"), ("viewer", "spettatore"), ("withdrawn", "ritirato"),
           ("used", "usato"), ("approved", "approvata"), ("rejected", "rifiutata"), ("none yet", "nessuno per ora")),
    "de": (("gm", "{gm}"), ("player", "Spieler"), ("viewer", "Zuschauer"), ("withdrawn", "zurückgezogen"),
           ("used", "benutzt"), ("approved", "freigegeben"), ("rejected", "abgelehnt"), ("none yet", "noch keine")),
}

#: ``refused (RULE): MESSAGE`` (``ledger.errors.Refused``) and ``proposal N is no longer allowed: FIELD: REASON``
#: (``ledger.service.proposals.no_longer_allowed``) in each language.
FRAME: dict[str, tuple[str, str]] = {
    "es": ("rechazado ({rule}): {msg}", "la propuesta {pid} ya no está permitida: {field}: {reason}"),
    "it": ("rifiutato ({rule}): {msg}", "la proposta {pid} non è più ammessa: {field}: {reason}"),
    "de": ("abgelehnt ({rule}): {msg}", "Vorschlag {pid} ist nicht mehr erlaubt: {field}: {reason}"),
}
_ROWS = {"es": ES, "it": IT, "de": DE}
assert all(len(rows) == len(ENGLISH) for rows in _ROWS.values()), "one translation per English row"

#: A ``Refused``'s line: the rule's sentence runs to the first "): " (a sentence may hold "(...)" but never "): ").
_REFUSED = re.compile(r"refused \((?P<rule>.+?)\): (?P<msg>.*)", re.S)
_NO_LONGER = re.compile(r"proposal (?P<pid>\S+) is no longer allowed: (?P<field>[\w-]+): (?P<reason>.*)", re.S)


@functools.cache
def table(lang: str, gm: str) -> Phrases | None:
    """``lang``'s table of the group's refusals with ``gm`` the system's word for the GM, or None (English)."""
    rows = _ROWS.get(lang)
    if rows is None:
        return None
    fill = lambda text: text.replace("{gm}", gm)  # noqa: E731
    return Phrases(templates=tuple((en, fill(tr)) for en, tr in zip(ENGLISH, rows)),
                   parts=words((en, fill(tr)) for en, tr in INSIDE[lang]), lang=lang)


def said(lang: str, message: str, gm: str = "GM", own: Callable[[str], str] | None = None) -> str | None:
    """``message`` (a group refusal, English) in ``lang`` when this table frames it, else None; ``gm`` is the
    system's word for the GM, ``own`` the system's reading of the rules' English (the reason a proposal is no longer
    allowed). A ``refused (RULE): MESSAGE`` whose message this table does not know keeps it as raised."""
    phrases = table(lang, gm)
    if phrases is None:
        return None

    def inside(value: str) -> str:                  # a ``{N*}`` place: a row of its own ("no character") or words
        return phrases.framed(value, phrases.words_in) or phrases.words_in(value)

    def one(text: str) -> str | None:
        return phrases.framed(text, inside)

    m = _REFUSED.fullmatch(message)
    if m:
        rule, msg = one(m.group("rule")), one(m.group("msg"))
        if rule is None and msg is None:
            return None
        return FRAME[lang][0].format(rule=rule or m.group("rule"), msg=msg or m.group("msg"))
    m = _NO_LONGER.fullmatch(message)
    if m:
        reason = m.group("reason")
        inner = said(lang, reason, gm, own) or (own(reason) if own is not None else reason)
        return FRAME[lang][1].format(pid=m.group("pid"), field=m.group("field"), reason=inner)
    return one(message)
