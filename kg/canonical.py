"""Name keys, re-exported from ``schema.names`` (the ground floor owns name normalisation,
so extractors use it without importing upwards); ``kg.canonical`` keeps older imports working."""

from paperkg.schema.names import key, singular  # noqa: F401
