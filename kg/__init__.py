"""The top layer of paperkg (``paperkg.kg``): everything around the extractors.

Reading abstracts (``ingest``), running extraction (``pipeline``, ``batches``), resolving
entities across the corpus (``resolve``), building and exporting the graph (``graph``,
``export``), loading it into Neo4j or FalkorDB (``loader``, ``falkor``, ``neo4j_server``)
and the thin CLI (``cli``). Importing it is cheap; heavy dependencies load on first use.
"""

__version__ = "0.1.0"
