"""The exception hierarchy, re-exported from ``schema.errors`` (the ground floor owns it, so
every layer can raise it without importing upwards); ``kg.errors`` keeps older imports working."""

from paperkg.schema.errors import (  # noqa: F401
    ExtractorError,
    InputError,
    KGError,
    MissingDependencyError,
    RecipeError,
    SchemaError,
    ServerError,
    StoreError,
    require,
)
