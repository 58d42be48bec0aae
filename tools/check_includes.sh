#!/bin/sh
# check_includes.sh [ROOT]: the library's modules keep their headers to
# themselves.  Headers under common/, operators/, generator/, runtime/,
# mesh/, solver/ and parallel/ are internal; what other code may use is
# in include/gimmik/.  Rules:
#   - runtime/, generator/, operators/, mesh/, solver/ and parallel/
#     headers: only from their own folder;
#   - common/ headers: only from the library (common/, operators/,
#     generator/, runtime/, mesh/);
#   - tests/: white-box unit tests may include the internals of the module
#     they test, so any of them; but tests/support/ (gimmik_testing) is
#     linked by the benchmarks and gimmikc too and uses public headers only;
#   - everything else (bench/, tools/, include/, tests/support/) includes
#     public headers only.
# Prints every violation as FILE:LINE and exits 1 when there is one.
set -eu
root=${1:-$(dirname "$0")/..}
cd "$root"
internal='(common|operators|generator|runtime|mesh|solver|parallel)/'
grep -rnE --include='*.c' --include='*.h' \
     --exclude-dir='build*' --exclude-dir=.git \
     "^[[:space:]]*#[[:space:]]*include[[:space:]]*[\"<]$internal" . |
awk -F: '
{
  file = $1; sub(/^\.\//, "", file)
  line = $2
  text = $0; sub(/^[^:]*:[^:]*:/, "", text)
  module = text; sub(/^[^"<]*["<]/, "", module); sub(/\/.*/, "", module)
  owner = file; sub(/\/.*/, "", owner)
  allowed = owner == module
  if (module == "common" && (owner == "operators" || owner == "generator" ||
                             owner == "runtime" || owner == "mesh"))
    allowed = 1
  if (owner == "tests" && file !~ /^tests\/support\//) allowed = 1
  if (!allowed) {
    printf "%s:%s: includes a header internal to %s/:%s\n", file, line,
           module, text
    bad = 1
  }
}
END { exit bad }' || {
  echo "check_includes: use the public headers (include/gimmik/) outside" \
       "the module" >&2
  exit 1
}
