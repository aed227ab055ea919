#!/usr/bin/env bash
# `npm run image`: builds the site's image with podman, runs it and checks it (docs/deploy.md, ADR 092):
#   - the image's own HEALTHCHECK passes, and /healthz answers 200;
#   - every sitemap URL answers 200, byte for byte what the same build serves outside the container
#     (its build/ copied out and started with `node build/server/server.js`);
#   - an enquiry posted as a browser without JavaScript posts it is answered 303;
#   - SIGTERM stops the container cleanly (exit 0), and a new container on the same /data volume
#     still has the enquiry.
# Prints the build time, image size, time from start to healthy, and memory. Not part of `./run test`:
# a cold build takes minutes. IMAGE_PORT and IMAGE_LOCAL_PORT choose the two servers' ports.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_IMAGE="node:24.21.0-bookworm-slim"
TAG="localhost/lumen-and-lark:latest"
PORT="${IMAGE_PORT:-5300}"
LOCAL_PORT="${IMAGE_LOCAL_PORT:-5301}"
# Both servers are told the same public address, so the pages they render are comparable.
SITE_URL="http://localhost:3999"
RUN_ID="lumen-check-$$"
work="$(mktemp -d)"
local_pid=""
cleanup() {
  [ -n "$local_pid" ] && kill "$local_pid" 2>/dev/null || true
  podman rm -f "$RUN_ID" "$RUN_ID-again" >/dev/null 2>&1 || true
  podman volume rm -f "$RUN_ID" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "image check FAILED: $*" >&2; exit 1; }
now() { date +%s.%N; }
since() { awk -v end="$(now)" -v start="$1" 'BEGIN { printf "%.1f", end - start }'; }

# The base: the official image when a registry answers, else one made from Debian's archive and npm.
if podman image exists "docker.io/library/$NODE_IMAGE" || podman pull -q "docker.io/library/$NODE_IMAGE" >/dev/null 2>&1; then
  base="docker.io/library/$NODE_IMAGE"
else
  echo "No registry reachable: using a stand-in base."
  scripts/image-base.sh
  base="localhost/$NODE_IMAGE"
fi

# Some sandboxes let no container raise its open-file limit, and refuse crun's cgroup handling: then
# podman is given lower default limits and runc, in a configuration of this run's own.
if ! podman run --rm "$base" true >/dev/null 2>&1; then
  printf '[containers]\ndefault_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]\n[engine]\nruntime = "runc"\n' \
    >"$work/containers.conf"
  export CONTAINERS_CONF="$work/containers.conf"
  podman run --rm "$base" true >/dev/null || fail "podman cannot run a container here"
fi

# A host whose npm trusts a private CA (a TLS-inspecting proxy) lends its npm configuration and CA
# bundle to the build's RUN steps, read-only: they are never part of a layer.
mounts=()
if [ -f /etc/npmrc ]; then
  mounts+=(-v /etc/npmrc:/usr/local/etc/npmrc:ro)
  cafile="$(sed -n 's/^cafile *= *//p' /etc/npmrc | head -1)"
  [ -n "$cafile" ] && [ -f "$cafile" ] && mounts+=(-v "$cafile:$cafile:ro")
fi

echo "Building $TAG from $base ..."
started="$(now)"
# --format docker: the OCI format podman defaults to has no HEALTHCHECK, and drops it silently.
podman build --format docker --build-arg "NODE_IMAGE=$base" "${mounts[@]}" -t "$TAG" . >"$work/build.log" 2>&1 ||
  { tail -30 "$work/build.log" >&2; fail "the build"; }
build_seconds="$(since "$started")"
size_mb="$(($(podman image inspect --format '{{.Size}}' "$TAG") / 1000000))"

podman volume create "$RUN_ID" >/dev/null
started="$(now)"
podman run -d --name "$RUN_ID" -p "127.0.0.1:$PORT:3000" -v "$RUN_ID:/data" \
  -e SITE_URL="$SITE_URL" -e CONTACT_MIN_FILL_MS=0 "$TAG" >/dev/null
until podman healthcheck run "$RUN_ID" >/dev/null 2>&1; do
  [ "$(podman inspect --format '{{.State.Running}}' "$RUN_ID")" = true ] || { podman logs "$RUN_ID" >&2; fail "the container exited"; }
  [ "$(since "$started" | cut -d. -f1)" -lt 120 ] || fail "not healthy within 120 s"
  sleep 0.2
done
healthy_seconds="$(since "$started")"
image="http://127.0.0.1:$PORT"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$image/healthz")" = 200 ] || fail "/healthz"

# The same build outside the container, with this checkout's dependencies.
mkdir -p "$work/local/data"
podman cp "$RUN_ID:/app/build" "$work/local/build"
cp package.json "$work/local/"
ln -s "$PWD/node_modules" "$work/local/node_modules"
(cd "$work/local" && PORT="$LOCAL_PORT" HOST=127.0.0.1 SITE_URL="$SITE_URL" DATA_DIR="$work/local/data" \
  NODE_ENV=production exec node build/server/server.js >"$work/local.log" 2>&1) &
local_pid=$!
local="http://127.0.0.1:$LOCAL_PORT"
for _ in $(seq 300); do curl -sf -o /dev/null "$local/healthz" && break; sleep 0.2; done

paths="$(curl -sf "$image/sitemap.xml" | grep -o '<loc>[^<]*</loc>' | sed -e 's#<loc>##' -e 's#</loc>##' -e "s#^$SITE_URL##")"
count=0
for path in $paths; do
  curl -sf -o "$work/from-image" "$image$path" || fail "$path from the image"
  curl -sf -o "$work/from-local" "$local$path" || fail "$path from the local server"
  cmp -s "$work/from-image" "$work/from-local" || fail "$path differs between the image and the local server"
  count=$((count + 1))
done
[ "$count" -gt 60 ] || fail "only $count sitemap URLs"

# As a browser posts the form: urlencoded, asking for a page, from the page's own origin, with the token the
# form's first answer gives it (ADR 099).
email="image-$$@northwind.example"
token="$(curl -sf "$image/api/contact-form/token" | sed -e 's/.*"token":"\([^"]*\)".*/\1/')"
status="$(curl -s -o /dev/null -w '%{http_code}' -H "Origin: $image" -H "Accept: text/html" \
  --data-urlencode "formToken=$token" --data-urlencode "fullName=Image Check" \
  --data-urlencode "company=Northwind Coffee" \
  --data-urlencode "email=$email" --data-urlencode "message=We are launching in Spain next spring and need a plan." \
  "$image/api/contact-form")"
[ "$status" = 303 ] || fail "a no-JavaScript enquiry was answered $status, not 303"

pid="$(podman inspect --format '{{.State.Pid}}' "$RUN_ID")"
rss_mb="$(awk '/^VmRSS/ {printf "%d", $2 / 1024}' "/proc/$pid/status")"
peak_mb="$(awk '/^VmHWM/ {printf "%d", $2 / 1024}' "/proc/$pid/status")"

podman stop --time 20 "$RUN_ID" >/dev/null
exit_code="$(podman inspect --format '{{.State.ExitCode}}' "$RUN_ID")"
[ "$exit_code" = 0 ] || { podman logs "$RUN_ID" | tail -20 >&2; fail "SIGTERM ended the server with $exit_code"; }
podman run --name "$RUN_ID-again" -v "$RUN_ID:/data" "$TAG" node build/server/enquiries.js list >"$work/list" 2>&1 ||
  { cat "$work/list" >&2; fail "listing the enquiries on a new container"; }
grep -q "$email" "$work/list" || { cat "$work/list" >&2; fail "the enquiry is not on the volume"; }

echo "Image check passed: $TAG"
echo "  build            ${build_seconds} s"
echo "  image size       ${size_mb} MB"
echo "  start to healthy ${healthy_seconds} s"
echo "  memory           ${rss_mb} MB resident after ${count} pages and an enquiry (peak ${peak_mb} MB)"
echo "  sitemap URLs     ${count}, byte-identical to node build/server/server.js"
echo "  enquiry          303, still on /data after SIGTERM (exit 0) and a new container"
