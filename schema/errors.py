"""The one exception hierarchy of paperkg.

Every error the library raises on purpose is a ``KGError``; the CLI turns any of them
into a one-line message and a non-zero exit code, and lets anything else surface as
a bug. Subclasses say which stage failed, so callers can catch what they can handle.
"""

from __future__ import annotations


class KGError(Exception):
    """Base class of all paperkg errors; ``str(err)`` is a complete one-line message."""

    exit_code = 1


class SchemaError(KGError):
    """A node, relationship or mention breaks the graph schema."""


class InputError(KGError):
    """An input file or record cannot be read (unknown format, bad encoding, bad record)."""

    exit_code = 2


class ExtractorError(KGError):
    """An extractor is unknown, misconfigured or its data files are missing."""


class StoreError(KGError):
    """A graph store (Neo4j) cannot be reached, refuses the login or fails a write."""

    exit_code = 3


class ServerError(KGError):
    """The local Neo4j server cannot be fetched, started or stopped."""

    exit_code = 4


class RecipeError(KGError):
    """A Cypher recipe is unknown, or its parameters are missing or malformed."""

    exit_code = 2


class MissingDependencyError(KGError):
    """An optional dependency is not installed; the message says how to install it."""


def require(module: str, extra: str | None = None):
    """Import ``module`` lazily, raising ``MissingDependencyError`` with an install hint."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:  # pragma: no cover - exercised only without the package
        hint = f"pip install 'paperkg[{extra}]'" if extra else f"pip install {module.split('.')[0]}"
        raise MissingDependencyError(f"{module} is not installed ({exc}); install it with: {hint}") from exc
