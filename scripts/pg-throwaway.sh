#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on a loopback port and prints its URL.
# Usage: eval "$(scripts/pg-throwaway.sh start)"  →  sets PG_THROWAWAY_DIR and TEST_DATABASE_URL
#        scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"
# PostgreSQL refuses to run as root, so as root the cluster runs as the 'postgres' user
# (created when missing).
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

as_pg_user() {
  if [ "$(id -u)" = "0" ]; then runuser -u "$PG_USER" -- "$@"; else "$@"; fi
}

PG_USER=$(id -un)
if [ "$(id -u)" = "0" ]; then
  PG_USER=postgres
  id "$PG_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER"
fi

case "${1:-}" in
  start)
    if [ ! -x "$PG_BIN/initdb" ]; then
      echo "PostgreSQL 15 is not installed at $PG_BIN (apt-get install postgresql-15)" >&2
      exit 1
    fi
    dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = "0" ] && chown "$PG_USER" "$dir"
    port=${PG_PORT:-$(( 20000 + RANDOM % 20000 ))}
    as_pg_user "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_pg_user "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "export PG_THROWAWAY_DIR=$dir"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?directory}
    as_pg_user "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
