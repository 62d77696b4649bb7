#!/usr/bin/env bash
# Runs the whole test suite, with the services it needs:
#   - the project's virtualenv (.venv) with the test extras,
#   - Debian's chromium for the browser tests (installed with apt-get when missing and run as root),
#   - a local Neo4j 5.26 Community server on 127.0.0.1 (fetched with Maven, cached), stopped at the end.
# Usage: bash scripts/test.sh [pytest args...]
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's chromium for the browser tests ..."
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "warning: chromium is missing; browser tests will skip (install Debian's chromium)" >&2
  fi
fi

export NEO4J_PORT=${NEO4J_TEST_PORT:-17687}
export NEO4J_URI="bolt://127.0.0.1:${NEO4J_PORT}" NEO4J_USER=neo4j NEO4J_PASSWORD=paperkg-test
home="$(pwd)/.neo4j-test"
rm -rf "$home"
stop_neo4j() { .venv/bin/kg neo4j stop --home "$home" >/dev/null 2>&1 || true; }
trap stop_neo4j EXIT
.venv/bin/kg neo4j start --home "$home" --port "$NEO4J_PORT" --password "$NEO4J_PASSWORD"

.venv/bin/python -m pytest "$@"
