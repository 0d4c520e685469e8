#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL 15 cluster for tests, bound to 127.0.0.1.
#   throwaway-postgres.sh start DIR   prints the DATABASE_URL on stdout
#   throwaway-postgres.sh stop DIR    stops the cluster and removes DIR
# initdb refuses root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

action=${1:?usage: throwaway-postgres.sh start|stop DIR}
dir=${2:?usage: throwaway-postgres.sh start|stop DIR}
bin=${PG_BIN:-/usr/lib/postgresql/15/bin}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    [ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found in $bin" >&2; exit 1; }
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_owner "$bin/initdb" -D "$dir/data" -U lookout --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://lookout@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *) echo "unknown action: $action" >&2; exit 2 ;;
esac
