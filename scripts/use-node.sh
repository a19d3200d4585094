# Sourced, not run: puts the Node of .node-version first on PATH when scripts/setup.sh installed
# it under its own prefix (the machine's own Node is older). `source scripts/use-node.sh`
_eco_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
_eco_node=$(cat "$_eco_root/.node-version")
_eco_prefix=${NODE_PREFIX:-/opt/node-${_eco_node%%.*}}
if [ -x "$_eco_prefix/bin/node" ]; then
  export PATH="$_eco_prefix/bin:$PATH"
fi
echo "node: $(node --version) ($(command -v node))"
unset _eco_root _eco_node _eco_prefix
