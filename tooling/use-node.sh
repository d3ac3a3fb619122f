# Sourced by .ci/run (and usable by hand: `source tooling/use-node.sh`): puts the Node.js of
# `.nvmrc` first on PATH. A machine whose image lags behind gets it from the npm registry, which
# ships Node's official binary as the package `node-linux-<arch>` (what the registry's `node`
# package installs); it is kept in NAVETTE_NODE_CACHE for the next run. See docs/decisions/0056.
navette_node_wanted="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
if [ "$(node -v 2>/dev/null)" != "v$navette_node_wanted" ]; then
  navette_node_dir="${NAVETTE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/navette-node}/$navette_node_wanted"
  if [ ! -x "$navette_node_dir/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) navette_node_arch=x64 ;;
      aarch64 | arm64) navette_node_arch=arm64 ;;
      *) echo "no Node.js $navette_node_wanted package for $(uname -m)" >&2; return 1 ;;
    esac
    echo "installing Node.js $navette_node_wanted (node-linux-$navette_node_arch from the npm registry)"
    navette_node_tmp="$(mktemp -d)"
    (cd "$navette_node_tmp" && npm pack --silent "node-linux-$navette_node_arch@$navette_node_wanted" >/dev/null)
    mkdir -p "$navette_node_dir"
    tar xzf "$navette_node_tmp"/node-linux-*.tgz -C "$navette_node_dir" --strip-components=1 \
      package/bin/node package/LICENSE
    rm -rf "$navette_node_tmp"
  fi
  export PATH="$navette_node_dir/bin:$PATH"
fi
echo "Node.js $(node -v), npm $(npm -v)"
