"""A campaign script read a value at a time, so that a replay holds one entry in memory, never the whole list.

Source: README "Campaign scripts" (the format: ``ledger.script``) and bench/README.md "Memory against the campaign's
size" (every command's peak memory flat in the campaign's size). The file is read twice, each time as a stream of
YAML events from libyaml's parser (PyYAML's ``CParser``) composed and built one header value or one entry at a time
with the bounds of ``ledger.script_yaml.Limits``: first whole, to check it as ``load_script`` always did (its YAML, its
limits, its text, its header and every entry's form) before anything is replayed, then again entry by entry for the
replay. What the stream leaves aside (a document whose top is not a plain mapping, a merge key at the top, a file
libyaml refuses) is read whole by ``ledger.script_entries.load_whole``, which phrases the refusal as before.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.composer import Composer, ComposerError
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

from ledger.errors import ScriptError
from ledger.script_entries import Entry, ScriptHeader, checked_header, load_whole, parse_entry
from ledger.script_yaml import (MAX_NODES, Limits, count_values, loading, script_file, strict_numbers, too_many_values,
                                twice_message)
from ledger.user_text import NOT_UTF8, first_undecodable

#: What the stream gives: a top-level key's value, or one entry of the ``actions`` list.
KEY, ENTRY = "key", "entry"
#: Bytes read at a time when the file's text is checked.
CHUNK = 1 << 20


class _Whole(Exception):
    """The stream leaves this document to ``load_whole``."""


try:
    from yaml.cyaml import CParser
except ImportError:                             # a PyYAML built without libyaml: its own parser, slower
    CParser = None


if CParser is not None:
    class _Base(CParser, Composer, SafeConstructor, Resolver):  # type: ignore[misc, valid-type]
        """libyaml's events composed and built by PyYAML's own composer and safe constructor."""

        def __init__(self, stream: Any) -> None:
            CParser.__init__(self, stream)
            Composer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)
else:
    _Base = yaml.SafeLoader  # type: ignore[misc, assignment]


class _Loader(Limits, _Base):  # type: ignore[misc, valid-type]
    """The script's events composed and built a value at a time, with ``Limits``; ``counted``: the values so far, an
    alias counted as the values of the node it names (``sizes`` remembers those: anchored nodes live as long as the
    document, so their ids stay theirs)."""

    counted = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        """Compose one node, counting it (an alias: the values it stands for); past ``MAX_NODES`` values, or at an
        alias met inside the node it names (a cycle: that node is not finished), refuse."""
        if self.check_event(yaml.AliasEvent):
            named = self.anchors.get(self.peek_event().anchor)
            if named is not None:
                if named.end_mark is None and not isinstance(named, yaml.ScalarNode):
                    raise ScriptError("script", f"an alias at line {named.start_mark.line + 1} contains itself (a "
                                      "cycle); a script's values are finite")
                self.counted += count_values(named, self.sizes)
        else:
            self.counted += 1
        if self.counted > MAX_NODES:
            raise too_many_values()
        return super().compose_node(parent, index)

    def value(self, depth: int) -> Any:
        """The next node composed (as nested ``depth`` levels deep in the document) and built."""
        self._depth = depth
        return self.construct_document(self.compose_node(None, None))


strict_numbers(_Loader)


def _values(path: Path) -> Iterator[tuple[str, Any, Any]]:
    """(``KEY``, key, value) for each key of the script's top mapping, but for a list under ``actions`` an empty list
    and then its items as (``ENTRY``, index from 0, value), in the file's order. Raises ``_Whole``, PyYAML's errors, ``ScriptError``."""
    with path.open(encoding="utf-8") as fh:
        y = _Loader(fh)
        try:
            y.get_event()                                           # the stream's start
            if y.check_event(yaml.StreamEndEvent):
                raise _Whole()
            document = y.get_event()
            top = y.peek_event()
            if not isinstance(top, yaml.MappingStartEvent) or top.anchor is not None or top.tag not in (None, "!"):
                raise _Whole()
            y.get_event()
            seen: set[Any] = set()
            y.counted, y.sizes = 2, {}                              # the top mapping and the actions list
            while not y.check_event(yaml.MappingEndEvent):
                y._depth = 1
                key_node = y.compose_node(None, None)
                if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == "tag:yaml.org,2002:merge":
                    raise _Whole()
                key = y.construct_document(key_node)
                if key in seen:
                    raise ScriptError("script", twice_message(key, key_node))
                seen.add(key)
                after = y.peek_event()
                if key == "actions" and isinstance(after, yaml.SequenceStartEvent) and after.anchor is None:
                    y.get_event()
                    yield KEY, key, []                              # the list, its entries given one at a time
                    index = 0
                    while not y.check_event(yaml.SequenceEndEvent):
                        yield ENTRY, index, y.value(2)
                        index += 1
                    y.get_event()
                else:
                    yield KEY, key, y.value(1)
            y.get_event()
            y.get_event()                                           # the document's end
            if not y.check_event(yaml.StreamEndEvent):
                raise ComposerError("expected a single document in the stream", document.start_mark,
                                    "but found another document", y.get_event().start_mark)
        finally:
            getattr(y, "dispose", lambda: None)()


def _check_text(path: Path) -> None:
    """Refuse a file that is not UTF-8 text, naming the first bad byte's offset (read a chunk at a time)."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    offset = 0
    with path.open("rb") as fh:
        while True:
            chunk = fh.read(CHUNK)
            held = len(decoder.getstate()[0])
            try:
                decoder.decode(chunk, final=not chunk)
            except UnicodeDecodeError as exc:
                raise ScriptError("script", f"{NOT_UTF8}: an invalid byte at offset {offset - held + exc.start}") from None
            if not chunk:
                return
            offset += len(chunk)


@dataclass
class Script:
    """A checked script: its ``header`` (``actions`` left empty), how many entries it has (``count``), and its
    entries to read again one at a time (``entries``); ``listed``: the entries when the file was read whole."""

    path: Path
    header: ScriptHeader
    count: int
    listed: list[Entry] | None = None
    stamp: tuple[int, int] = field(default=(0, 0))

    def entries(self) -> Iterator[Entry]:
        """(entry number from 1, command, arguments with ``_`` keys, actor) of each entry, read from the file again
        a value at a time. Raises ``ScriptError("script")`` when the file changed since it was checked."""
        if self.listed is not None:
            yield from self.listed
            return
        with loading():
            for kind, index, value in _values(self.path):
                if kind == ENTRY:
                    yield (index + 1, *parse_entry(index + 1, value, self.header.actor))
        if _stamp(self.path) != self.stamp:
            raise ScriptError("script", f"{self.path} changed while it was replayed; replay it again")


def _stamp(path: Path) -> tuple[int, int]:
    """The file's size and modification time (ns): what tells that it changed between two readings."""
    st = path.stat()
    return st.st_size, st.st_mtime_ns


def read_script(path: str | Path) -> Script:
    """Read and check a script as ``ledger.script.load_script`` always has (the same checks, in the same order, the
    same refusals), keeping only its header and its number of entries. Raises ``ScriptError`` naming the field
    (``script``, ``ledger-script``, ``actions``, a header key, ``entry N``)."""
    p = script_file(path)
    stamp = _stamp(p)
    _check_text(p)
    raw: dict[str, Any] = {}
    bad: str | None = None
    first_wrong: ScriptError | None = None
    count = 0
    try:
        with loading():
            for kind, key, value in _values(p):
                if kind == KEY:
                    raw[key] = value
                    bad = bad or first_undecodable({key: value}, "script")
                    continue
                count += 1
                bad = bad or first_undecodable(value, f"script.actions[{key}]")
                if first_wrong is None:
                    try:
                        parse_entry(key + 1, value, "GM")
                    except ScriptError as exc:
                        first_wrong = exc
    except (_Whole, ScriptError) as exc:
        if isinstance(exc, ScriptError) and not exc.message.startswith("malformed YAML"):
            raise
        header, entries = load_whole(p)         # the pure-Python reading phrases the refusal (or reads what it can)
        return Script(p, header, len(entries), entries, stamp)
    if bad is not None:
        raise ScriptError(bad, NOT_UTF8)
    header = checked_header(raw)
    if first_wrong is not None:                 # (the default actor is text: it never makes an entry wrong)
        raise first_wrong
    return Script(p, header, count, None, stamp)
