"""The graph schema of paperkg: typed records and the rules that join them.

This package owns every node label, relationship type and key property the project
uses. ``Mention`` is what an extractor returns; ``ExtractionRecord`` what extraction
says about one abstract; ``Paper``, ``Node`` and ``Relationship`` are what the graph is
built from. Each model validates itself on
construction, so a graph that breaks the schema cannot be built: the failure is a
``SchemaError`` naming the offending label, type or property.
"""

from paperkg.schema.model import (
    ENTITY_LABELS,
    ENTITY_TYPES,
    KEY_PROPERTY,
    LABELS,
    REL_ENDPOINTS,
    REL_TYPES,
    Mention,
    Node,
    Paper,
    Relationship,
    SchemaError,
    label_for_type,
)
from paperkg.schema.record import ENTITY_LISTS, ExtractionRecord, validate_record

__all__ = [
    "ENTITY_LABELS",
    "ENTITY_LISTS",
    "ExtractionRecord",
    "ENTITY_TYPES",
    "KEY_PROPERTY",
    "LABELS",
    "REL_ENDPOINTS",
    "REL_TYPES",
    "Mention",
    "Node",
    "Paper",
    "Relationship",
    "SchemaError",
    "label_for_type",
    "validate_record",
]
