#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb into a temp dir, a free port on
# 127.0.0.1, the socket in the temp dir, DATABASE_URL exported, the cluster stopped and removed
# on exit. Used by .ci/run and `npm run test:pg`.
#   bash .ci/with-postgres.sh npm run test:api
set -euo pipefail

if [ "$#" -eq 0 ]; then set -- npm run test:api; fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  as_owner() { runuser -u postgres -- "$@"; }
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/atolye-pg.XXXXXX")
[ "$(id -u)" -eq 0 ] && chown postgres: "$tmp"
data="$tmp/data"
started=0

cleanup() {
  local rc=$?
  if [ "$started" -eq 1 ]; then
    as_owner "$pg_bin/pg_ctl" stop -D "$data" -m fast -w -t 60 >/dev/null 2>&1 ||
      as_owner "$pg_bin/pg_ctl" stop -D "$data" -m immediate -w >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

as_owner "$pg_bin/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$tmp/initdb.log" 2>&1 ||
  { cat "$tmp/initdb.log" >&2; exit 1; }
# A disposable cluster: durability off, only loopback, enough connections for parallel test files.
started=1
as_owner "$pg_bin/pg_ctl" start -w -t 60 -D "$data" -l "$tmp/server.log" \
  -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || { cat "$tmp/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
