#!/usr/bin/env bash
# The multi-instance topology check (docs/production.md): two built server instances
# on one fresh PostgreSQL database and Redis, behind HAProxy with deploy/haproxy.cfg. The check
# itself is apps/server/test/topology/topology.check.ts; this script installs HAProxy when it is
# missing, builds when the build is stale, runs the check, and removes whatever is left behind
# (processes, the database) however it ends.
#
#   bash scripts/topology/run.sh
#
# TOPOLOGY_POSTGRES_URL (a superuser, without the database part; default: DATABASE_URL's
# server, else postgres://postgres@127.0.0.1:5432) and REDIS_URL (default
# redis://127.0.0.1:6379) point it elsewhere. Takes about half a minute.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v haproxy >/dev/null 2>&1; then
  apt-get install -y haproxy || { apt-get update && apt-get install -y haproxy; }
fi
haproxy -v | sed -n 1p

node scripts/ensure-build.mjs

if [ -z "${TOPOLOGY_POSTGRES_URL:-}" ] && [ -n "${DATABASE_URL:-}" ]; then
  TOPOLOGY_POSTGRES_URL="${DATABASE_URL%%\?*}"
  TOPOLOGY_POSTGRES_URL="${TOPOLOGY_POSTGRES_URL%/*}"
fi
export TOPOLOGY_POSTGRES_URL="${TOPOLOGY_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export TOPOLOGY_DIR="$(mktemp -d "${TMPDIR:-/tmp}/zetelpoule-topology.XXXXXX")"
export TOPOLOGY_DB="zp_topology_$$_${RANDOM}"

# The check cleans up after itself; this is the backstop for when it is killed outright.
check_pid=''
cleanup() {
  local status=$?
  if [ -n "$check_pid" ] && kill -0 "$check_pid" 2>/dev/null; then
    # Interrupted: the check stops its processes and drops its database itself when asked.
    kill -TERM "$check_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$check_pid" 2>/dev/null || break; sleep 0.2; done
  fi
  if [ -f "$TOPOLOGY_DIR/pids" ]; then
    while read -r pid; do
      kill -KILL -- "-$pid" 2>/dev/null || true
    done <"$TOPOLOGY_DIR/pids"
  fi
  node -e '
    const pg = require("pg");
    const c = new pg.Client({ connectionString: process.env.TOPOLOGY_POSTGRES_URL + "/postgres" });
    c.connect()
      .then(() => c.query(`drop database if exists ${process.env.TOPOLOGY_DB} with (force)`))
      .catch((err) => console.error("dropping the topology database:", err.message))
      .finally(() => c.end());
  ' || true
  if [ "$status" -eq 0 ]; then rm -rf "$TOPOLOGY_DIR"; else echo "logs kept in $TOPOLOGY_DIR" >&2; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

started=$(date +%s)
timeout --kill-after=10s 420s node --import tsx apps/server/test/topology/topology.check.ts &
check_pid=$!
wait "$check_pid"
check_pid=''
echo "topology check: $(($(date +%s) - started)) s"
