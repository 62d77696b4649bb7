"""docker-compose.yml (for users with Docker; no engine runs here): what it must declare."""

import yaml

from helpers import ROOT


def test_compose_declares_neo4j_526_with_apoc_env_auth_volumes_and_healthcheck():
    svc = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]["neo4j"]
    assert svc["image"] == "neo4j:5.26-community"
    assert svc["ports"] == ["7474:7474", "7687:7687"]
    env = svc["environment"]
    assert env["NEO4J_AUTH"].startswith("neo4j/${NEO4J_PASSWORD:?")  # from the environment, never in the file
    assert env["NEO4J_PLUGINS"] == '["apoc"]'
    assert {v.split(":")[0] for v in svc["volumes"]} == {"neo4j-data", "neo4j-logs", "neo4j-plugins"}
    assert "cypher-shell" in svc["healthcheck"]["test"][1]
