"""paperkg: a citation-style knowledge graph builder for machine-learning papers.

The ``kg`` package owns the pipeline around the extractors: reading abstracts
(``kg.ingest``), running extraction (``kg.pipeline``), merging entities across papers
(``kg.canonical``), building and exporting the graph (``kg.graph``, ``kg.export``),
loading it into Neo4j (``kg.loader``, ``kg.neo4j_server``) and the thin CLI
(``kg.cli``). Importing it is cheap; heavy dependencies load on first use.
"""

__version__ = "0.1.0"
