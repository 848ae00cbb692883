# Sourced by .ci/run and scripts/start.sh: puts Node 24 LTS and npm 11 on PATH, installing them where the machine's
# are older (vite 8 needs both), or stops with one line saying what to do.
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
stop_setup() {
  echo "Set-up stopped: $1. Install Node 24 LTS with npm 11 by hand (README.md, Requirements), then run this again." >&2
  exit 1
}

command -v npm >/dev/null || stop_setup "this machine has no Node.js or npm to start from"
if [ "$(node_major)" -lt 24 ]; then
  # The npm registry's `node` package brings the official Node 24 binary, into a folder of its own; the
  # machine's own Node stays as it is.
  node_prefix="${XDG_CACHE_HOME:-$HOME/.cache}/studio-ci/node-24"
  if [ "$(node_major "$node_prefix/bin/node")" != 24 ]; then
    echo "Node $(node --version) is older than 24: installing Node 24 into $node_prefix"
    npm install --global --prefix "$node_prefix" --no-audit --no-fund node@24 >/dev/null 2>&1 ||
      stop_setup "Node 24 could not be installed from the npm registry"
  fi
  export PATH="$node_prefix/bin:$PATH"
  hash -r
  [ "$(node_major)" = 24 ] || stop_setup "Node 24 did not install (node is $(node --version))"
fi
if [ "$(npm --version | cut -d. -f1)" -lt 11 ]; then
  echo "Upgrading npm $(npm --version) to 11"
  as_root npm install --global --no-audit --no-fund npm@11 >/dev/null 2>&1 || stop_setup "npm 11 could not be installed (it needs root or sudo)"
  hash -r
fi
echo "Node $(node --version), npm $(npm --version)"
