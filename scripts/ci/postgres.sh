#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the tests, installing
# PostgreSQL with apt when it is missing, and prints one line for the caller:
#
#   eval "$(scripts/ci/postgres.sh)"      # sets TEST_DATABASE_URL and TEST_PG_CTL
#
# Everything else goes to stderr. PG_TEST_PORT picks the port (default 55432,
# or the next free one). The cluster lives in a temporary folder with fsync
# off: it is for tests only. TEST_PG_CTL is its pg_ctl (run as the postgres
# account when this runs as root): `$TEST_PG_CTL stop -m fast` stops it, and
# `$TEST_PG_CTL start` starts it again with the same settings.
set -euo pipefail
# The account tools live in sbin, which a minimal PATH may leave out.
export PATH="$PATH:/usr/sbin:/sbin"

log() { echo "postgres.sh: $*" >&2; }

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
    log "PostgreSQL is not installed; install it (Debian: apt-get install postgresql) or run as root with apt."
    exit 1
  fi
  log "installing PostgreSQL with apt ..."
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN="$(find_bin)"
fi

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT="${PG_TEST_PORT:-55432}"
while port_in_use "$PORT"; do PORT=$((PORT + 1)); done

DIR="$(mktemp -d /tmp/lumen-pg.XXXXXX)"
RUN=()
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root: use the postgres account, creating it if the package did not.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  chown postgres "$DIR"
  RUN=(runuser -u postgres --)
fi

log "starting PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT in $DIR"
"${RUN[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync -E UTF8 --locale=C >/dev/null
cat >>"$DIR/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$DIR'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
EOF
PG_CTL="${RUN[*]} $BIN/pg_ctl -D $DIR/data -l $DIR/server.log -w -t 60"
$PG_CTL start >/dev/null
"${RUN[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres lumen_test

echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/lumen_test TEST_PG_CTL='$PG_CTL'"
