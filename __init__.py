"""paperkg: a citation-style knowledge graph builder for machine-learning papers.

The distribution's one import root. ``paperkg.schema`` holds the records, errors and name
normalisation; ``paperkg.extractors`` the rule extractors and the assembler;
``paperkg.viz`` the HTML views; ``paperkg.kg`` ingest, pipeline, resolution, stores,
exports and the ``kg`` command. Importing it is cheap; heavy dependencies load on first use.
"""

__version__ = "0.1.0"
