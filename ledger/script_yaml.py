"""A campaign script's YAML, read with bounds: its size, its nesting, its values once aliases are counted, a key
given twice, and its whole numbers spelled as every face takes them.

Source: README "Stores, groups and what survives" (a script's limits) and "Campaign scripts"; README "Using the
ledger" (bad input refused in one line). The layer under both readers of a script: the whole-document reading
(``ledger.script_entries.load_whole``) and the stream (``ledger.script_reader``). YAML 1.1, PyYAML's reading, takes
``1_0`` as 10, ``0x10`` as 16, ``1:30`` as 90 and ``010`` as 8; a script's number is an optional sign and the digits
0-9 (``rules.whole_numbers.WHOLE_TEXT``): ``010`` is 10, the others are refused at their line.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml

from ledger.errors import ScriptError
from ledger.inputs import MAX_DIGITS, MAX_WHOLE, MIN_WHOLE
from ledger.user_text import NOT_UTF8
from rules.whole_numbers import WHOLE_SPELLING, is_whole_text

#: Limits checked before any work is done (README "Stores, groups and what survives"): the file's size in bytes, the depth of
#: nesting, and the number of values once every YAML alias is counted where it is used.
MAX_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 64
MAX_NODES = 4_000_000


class Limits:
    """The bounds of a script's YAML, mixed into a PyYAML loader (a composer and a safe constructor): nesting deeper
    than ``MAX_DEPTH`` is refused as it is composed, and a key given twice in one mapping as it is constructed (YAML
    keeps the last one silently). ``_depth``: the nesting of the node being composed."""

    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        """Compose one node, refusing one nested deeper than ``MAX_DEPTH``."""
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[attr-defined]
                raise ScriptError("script", f"nested deeper than {MAX_DEPTH} levels at line {mark.line + 1}")
            return super().compose_node(parent, index)  # type: ignore[misc]
        finally:
            self._depth -= 1

    def construct_yaml_int(self, node: Any) -> int:
        """A plain whole number of the script, read as every face reads one (``rules.whole_numbers``): an optional
        sign and the digits 0-9; YAML's other spellings (``1_0``, ``0x10``, ``0b1``, ``1:30``) are refused at their
        line as ``ScriptError("script")``."""
        text = self.construct_scalar(node)  # type: ignore[attr-defined]
        if not is_whole_text(text):
            raise ScriptError("script", f"{str(text)[:40]!r} at line {node.start_mark.line + 1} is no whole number as a "
                              f"script writes one ({WHOLE_SPELLING}); quote it if it is text")
        return int(text)

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        """A mapping, refused when a key appears twice in it (YAML would keep the last silently)."""
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=True)  # type: ignore[attr-defined]
                try:
                    twice = key in seen
                except TypeError:                 # an unhashable key: the safe loader refuses it itself
                    break
                if twice:
                    raise ScriptError("script", twice_message(key, key_node))
                seen.add(key)
        return super().construct_mapping(node, deep=deep)  # type: ignore[misc]


def twice_message(key: Any, key_node: Any) -> str:
    """The refusal of ``key`` given twice in one mapping, at its second node ``key_node``'s line."""
    return f"the key {key!r} appears twice in one mapping at line {key_node.start_mark.line + 1}; give it once"


def count_values(node: Any, sizes: dict[int, int] | None = None) -> int:
    """How many values the composed YAML ``node`` holds once every alias is counted where it is used (a node shared
    through an anchor is walked once: ``sizes``, id of a node -> its count, remembers it while ``node`` is alive).
    Raises ``ScriptError("script")`` past ``MAX_NODES`` values or for an alias that contains itself (a cycle)."""
    sizes = {} if sizes is None else sizes
    inside: set[int] = set()                # the nodes being counted: one met again inside itself is a cycle

    def size(n: Any) -> int:
        if id(n) in inside:
            raise ScriptError("script", f"an alias at line {n.start_mark.line + 1} contains itself (a cycle); "
                              "a script's values are finite")
        if id(n) in sizes:
            return sizes[id(n)]
        inside.add(id(n))
        if isinstance(n, yaml.SequenceNode):
            total = 1 + sum(size(c) for c in n.value)
        elif isinstance(n, yaml.MappingNode):
            total = 1 + sum(size(k) + size(v) for k, v in n.value)
        else:
            total = 1
        sizes[id(n)] = total
        inside.discard(id(n))
        if total > MAX_NODES:
            raise too_many_values()
        return total

    return size(node)


def too_many_values() -> ScriptError:
    """The refusal of a script whose aliases expand past ``MAX_NODES`` values."""
    return ScriptError("script", f"more than {MAX_NODES:,} values once its aliases are expanded")


class LimitedLoader(Limits, yaml.SafeLoader):
    """PyYAML's safe loader with bounds (``Limits``), reading a whole document: one whose aliases would expand past
    ``MAX_NODES`` values is refused before anything is built (an alias bomb costs nothing to refuse: sizes are
    counted over the shared nodes, never by expanding them)."""

    def get_single_node(self) -> Any:
        """The document's node, refused when its aliases expand past ``MAX_NODES`` values."""
        node = super().get_single_node()
        if node is not None:
            count_values(node)
        return node


def script_file(path: str | Path) -> Path:
    """The script's path, checked: a file of at most ``MAX_BYTES`` bytes. Raises ``ScriptError("script")``."""
    p = Path(path)
    if not p.is_file():
        raise ScriptError("script", f"no script file at {p}")
    if p.stat().st_size > MAX_BYTES:
        raise ScriptError("script", f"{p.stat().st_size:,} bytes; a script may have at most {MAX_BYTES:,}")
    return p


@contextmanager
def loading() -> Iterator[None]:
    """Reading a script's YAML: PyYAML's errors (and Python's, for a number past its digits or a nesting past its
    recursion) raised as ``ScriptError("script")`` in one line, with the line they are at when known."""
    try:
        yield
    except ScriptError:                                    # a bound of ours, already one line
        raise
    except RecursionError:
        raise ScriptError("script", f"nested too deeply (at most {MAX_DEPTH} levels)") from None
    except UnicodeDecodeError as exc:
        raise ScriptError("script", f"{NOT_UTF8}: an invalid byte at offset {exc.start}") from None
    except ValueError as exc:                              # a whole number of more digits than Python converts
        if "digits" not in str(exc):
            raise
        raise ScriptError("script", f"a number of more than {MAX_DIGITS:,} digits; whole numbers run from "
                          f"{MIN_WHOLE:,} to {MAX_WHOLE:,}") from None
    except yaml.YAMLError as exc:                         # PyYAML's problem in the ledger's words, at its place
        from ledger.failure_reasons import yaml_problem

        where, problem = yaml_problem(exc)
        raise ScriptError("script", f"malformed YAML{where}: {problem}") from None




def strict_numbers(loader: type) -> type:
    """``loader`` (a PyYAML loader class mixing in ``Limits``) with its whole numbers read by
    ``Limits.construct_yaml_int``: PyYAML keeps its constructors in a table per class, so a method alone would not
    replace SafeConstructor's. Returns ``loader``."""
    loader.add_constructor("tag:yaml.org,2002:int", Limits.construct_yaml_int)  # type: ignore[attr-defined]
    return loader


strict_numbers(LimitedLoader)
