#!/bin/sh
# test_cli.sh GIMMIKC: the command line's promises: exit statuses (0 ok,
# 1 bad input, 2 usage), messages that name the file and line, the backend
# taken from the output's extension, metadata, never replacing a file
# without --force nor anything but a regular file with it, '-' as standard
# output, and the outputs of one command written together or not at all.
gimmikc=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

expect() { # expect STATUS DESCRIPTION COMMAND...
  want=$1; what=$2; shift 2
  "$@" > "$work/out" 2> "$work/err"
  got=$?
  if [ "$got" = "$want" ]; then passed=$((passed + 1))
  else failed=$((failed + 1)); echo "FAIL: $what: exit $got, wanted $want"; cat "$work/err"; fi
}

contains() { # contains FILE TEXT DESCRIPTION
  if grep -q -- "$2" "$1"; then passed=$((passed + 1))
  else failed=$((failed + 1)); echo "FAIL: $3: '$2' not in $1"; fi
}

expect 0 "help" "$gimmikc" --help
contains "$work/out" "usage: gimmikc" "help text"
expect 0 "version" "$gimmikc" --version
expect 2 "no arguments" "$gimmikc"
expect 2 "unknown option" "$gimmikc" gll-diff:4 -o "$work/k.cu" --frobnicate
expect 2 "no output" "$gimmikc" gll-diff:4
expect 2 "unknown extension" "$gimmikc" gll-diff:4 -o "$work/k.txt"
expect 2 "bad dtype" "$gimmikc" gll-diff:4 -o "$work/k.cu" --dtype f16
expect 2 "bad kernel name" "$gimmikc" gll-diff:4 -o "$work/k.cu" --kernel-name 9lives
expect 2 "unknown variant" "$gimmikc" gll-diff:4 -o "$work/k.cu" --variant fastest
expect 2 "ldb without n" "$gimmikc" gll-diff:4 -o "$work/k.cu" --ldb 100

printf '%%%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1.5\n3 1 2.0\n' > "$work/bad.mtx"
expect 1 "index out of range" "$gimmikc" "$work/bad.mtx" -o "$work/k.cu"
contains "$work/err" "bad.mtx:4:" "message names file and line"
expect 1 "missing file" "$gimmikc" "$work/absent.mtx" -o "$work/k.cu"
expect 1 "bad spec" "$gimmikc" gll-diff:99 -o "$work/k.cu"

expect 0 "emit CUDA" "$gimmikc" gll-diff:4 -o "$work/k.cu" --meta "$work/k.json"
contains "$work/k.cu" "__global__" "CUDA from .cu"
contains "$work/k.json" '"family": "matmul"' "metadata"
cp "$work/k.cu" "$work/k.before"
expect 1 "refuses to overwrite" "$gimmikc" gll-diff:5 -o "$work/k.cu"
contains "$work/err" "use --force" "says how to overwrite"
if cmp -s "$work/k.cu" "$work/k.before"; then passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL: the existing file was changed"; fi
expect 0 "overwrites with --force" "$gimmikc" gll-diff:5 -o "$work/k.cu" --force
contains "$work/k.cu" "5 x 5" "new content"

expect 0 "emit OpenCL" "$gimmikc" gll-diff:4 -o "$work/k.cl" --dtype f32 --beta 1
contains "$work/k.cl" "__kernel" "OpenCL from .cl"
expect 0 "emit C" "$gimmikc" gll-diff:4 -o "$work/k.c" --n 100 --ldb 104 --ldc 108
contains "$work/k.c" "gimmik_matmul_entry" "C from .c"
expect 0 "standard output" "$gimmikc" gll-diff:4 -o - --backend opencl
contains "$work/out" "__kernel" "--backend overrides"

expect 0 "info" "$gimmikc" --info gll-diff:6
contains "$work/out" "nonzeros:" "analysis printed"
expect 0 "list variants" "$gimmikc" --list-variants gll-diff:6 --backend opencl
contains "$work/out" "row-split" "variants listed"
expect 2 "list variants with a variant" "$gimmikc" --list-variants gll-diff:6 --variant col-split
contains "$work/err" "at its defaults" "list variants names what it ignores"
expect 2 "list variants with a parameter" "$gimmikc" --list-variants gll-diff:6 --param ksplit=4
expect 0 "list specs" "$gimmikc" --list-specs
expect 0 "export" "$gimmikc" --export-mtx gll-diff:3 -o "$work/d.mtx"
expect 0 "exported file reads back" "$gimmikc" --info "$work/d.mtx"
contains "$work/out" "3 x 3" "round trip"

# gimmikc axhelm: the fused operator family, CUDA and OpenCL only.
expect 0 "emit CUDA axhelm" "$gimmikc" axhelm -o "$work/ax.cu" --points 6 \
  --variant layers --meta "$work/ax.json"
contains "$work/ax.cu" "__global__" "axhelm CUDA from .cu"
contains "$work/ax.json" '"family": "axhelm"' "axhelm metadata family"
contains "$work/ax.json" '"variant": "layers"' "axhelm metadata variant"
contains "$work/ax.json" '"points": 6' "axhelm metadata points"
expect 0 "emit OpenCL axhelm" "$gimmikc" axhelm -o "$work/ax.cl" --points 4 \
  --fields 3 --equation helmholtz --lambda0 2 --lambda1 0.5 \
  --geometry trilinear --dtype f32 --variant nodes --param epb=2 \
  --kernel-name ax4 --meta "$work/axcl.json"
contains "$work/ax.cl" "__kernel" "axhelm OpenCL from .cl"
contains "$work/axcl.json" '"family": "axhelm"' "axhelm OpenCL metadata family"
contains "$work/axcl.json" '"variant": "nodes"' "axhelm OpenCL metadata variant"
contains "$work/axcl.json" '"points": 4' "axhelm OpenCL metadata points"
contains "$work/axcl.json" '"geometry": "trilinear"' "axhelm OpenCL geometry"
contains "$work/axcl.json" '"kernel": "ax4"' "axhelm kernel name"
expect 0 "per-node coefficients" "$gimmikc" axhelm -o - --backend opencl \
  --equation helmholtz --coefficients per-node --geometry parallelepiped
contains "$work/out" "lambda1" "per-node lambda arrays"
expect 0 "axhelm list variants" "$gimmikc" axhelm --list-variants --points 12
contains "$work/out" "layers" "axhelm variants listed"
contains "$work/out" "exceed 1024" "axhelm variant reasons"
expect 2 "axhelm list variants with a parameter" "$gimmikc" axhelm --list-variants --points 8 --param epb=4
expect 2 "axhelm points too low" "$gimmikc" axhelm -o "$work/p.cu" --points 1
contains "$work/err" "--points" "names --points"
expect 2 "axhelm points too high" "$gimmikc" axhelm -o "$work/p.cu" --points 17
expect 0 "axhelm for sm_90: stage by default" "$gimmikc" axhelm -o - --arch sm_90a
contains "$work/out" "stage=4" "axhelm --arch sm_90a stages geometry"
expect 2 "axhelm mma before sm_80" "$gimmikc" axhelm -o "$work/p.cu" --variant mma --arch sm_75
contains "$work/err" "needs sm_80 or later (the device is sm_75)" "axhelm mma refused on sm_75"
expect 2 "axhelm bad arch" "$gimmikc" axhelm -o "$work/p.cu" --arch 90
expect 2 "axhelm arch for OpenCL" "$gimmikc" axhelm -o "$work/p.cl" --arch sm_80
expect 2 "axhelm unknown geometry" "$gimmikc" axhelm -o "$work/p.cu" --geometry curved
contains "$work/err" "curved" "names the geometry"
expect 2 "axhelm unknown equation" "$gimmikc" axhelm -o "$work/p.cu" --equation laplace
expect 2 "axhelm variant not offered for C" "$gimmikc" axhelm -o "$work/p.c" \
  --variant lines
contains "$work/err" "not offered for the c backend" "says why"
expect 2 "axhelm no output" "$gimmikc" axhelm
expect 2 "axhelm lambda1 for poisson" "$gimmikc" axhelm -o "$work/p.cu" --lambda1 2
expect 2 "axhelm takes no operator" "$gimmikc" axhelm gll-diff:4 -o "$work/p.cu"
expect 2 "matmul option for axhelm" "$gimmikc" axhelm -o "$work/p.cu" --beta 1
expect 2 "axhelm option for matmul" "$gimmikc" gll-diff:4 -o "$work/p.cu" --points 4
expect 2 "axhelm variant does not fit" "$gimmikc" axhelm -o "$work/p.cu" \
  --points 12 --variant nodes
if [ -e "$work/p.cu" ] || [ -e "$work/p.c" ]; then failed=$((failed + 1))
  echo "FAIL: a failed axhelm command left a file"
else passed=$((passed + 1)); fi
expect 0 "emit C axhelm" "$gimmikc" axhelm -o "$work/ax.c" --points 3
contains "$work/ax.c" "gimmik_axhelm_entry" "axhelm C from .c"
cp "$work/ax.cu" "$work/ax.before"
expect 1 "axhelm refuses to overwrite" "$gimmikc" axhelm -o "$work/ax.cu" --points 5
contains "$work/err" "use --force" "axhelm says how to overwrite"
if cmp -s "$work/ax.cu" "$work/ax.before"; then passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL: the existing axhelm kernel was changed"; fi
expect 1 "axhelm refuses to overwrite metadata" "$gimmikc" axhelm \
  -o "$work/ax5.cu" --points 5 --meta "$work/ax.json"
if [ -e "$work/ax5.cu" ]; then failed=$((failed + 1))
  echo "FAIL: a refused metadata file left a lone kernel"
else passed=$((passed + 1)); fi
expect 0 "axhelm overwrites with --force" "$gimmikc" axhelm -o "$work/ax.cu" \
  --points 5 --meta "$work/ax.json" --force
contains "$work/ax.json" '"points": 5' "axhelm new content"

# Outputs: only regular files are replaced, '-' is standard output, and the
# outputs of one command succeed or fail together.
unchanged() { # unchanged FILE COPY DESCRIPTION
  if cmp -s "$1" "$2"; then passed=$((passed + 1))
  else failed=$((failed + 1)); echo "FAIL: $3: $1 was changed"; fi
}
absent() { # absent PATH DESCRIPTION
  if [ -e "$1" ] || [ -L "$1" ]; then
    failed=$((failed + 1)); echo "FAIL: $2: $1 exists"
  else passed=$((passed + 1)); fi
}
echo "kept" > "$work/target"
ln -s "$work/target" "$work/link.cu"
expect 1 "a link is not replaced" "$gimmikc" gll-diff:4 -o "$work/link.cu" \
  --force
contains "$work/err" "is a symbolic link" "names the link"
if [ -L "$work/link.cu" ] && [ "$(cat "$work/target")" = kept ]; then
  passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL: the link or its target changed"; fi
mkfifo "$work/fifo.cu"
expect 1 "a FIFO is not replaced" "$gimmikc" gll-diff:4 -o "$work/fifo.cu" \
  --force
contains "$work/err" "is a FIFO" "names the FIFO"
if [ -p "$work/fifo.cu" ]; then passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL: the FIFO was replaced"; fi
# A device node of our own (never /dev/null: a broken gimmikc run as root
# would replace it); skipped where mknod is not allowed.
if mknod "$work/device" c 1 3 2>/dev/null; then
  expect 1 "a device is not replaced" "$gimmikc" gll-diff:4 -o "$work/device" \
    --backend cuda --force
  contains "$work/err" "is a device" "names the device"
  if [ -c "$work/device" ]; then passed=$((passed + 1))
  else failed=$((failed + 1)); echo "FAIL: the device node was replaced"; fi
fi
expect 1 "export over a link" "$gimmikc" --export-mtx gll-diff:3 \
  -o "$work/link.cu" --force
contains "$work/err" "is a symbolic link" "export names the link"
absolute=$(cd "$(dirname "$gimmikc")" && pwd)/$(basename "$gimmikc")
(cd "$work" &&
  "$absolute" --export-mtx gll-diff:3 -o - > "$work/out" 2> "$work/err")
contains "$work/out" "MatrixMarket" "export to standard output"
absent "$work/-" "export -o - writes no file named -"
expect 1 "export refuses to overwrite" "$gimmikc" --export-mtx gll-diff:3 \
  -o "$work/d.mtx"
contains "$work/err" "use --force" "export says how to overwrite"
expect 0 "export overwrites with --force" "$gimmikc" --export-mtx gll-diff:3 \
  -o "$work/d.mtx" --force

expect 1 "metadata into a missing folder" "$gimmikc" gll-diff:4 \
  -o "$work/alone.cu" --meta "$work/no/such/folder/alone.json"
absent "$work/alone.cu" "a failed --meta leaves no kernel"
cp "$work/k.cu" "$work/k.before"
expect 1 "metadata over a FIFO" "$gimmikc" gll-diff:6 -o "$work/k.cu" \
  --meta "$work/fifo.cu" --force
unchanged "$work/k.cu" "$work/k.before" "a refused --meta"
expect 1 "kernel and metadata on one path" "$gimmikc" gll-diff:4 \
  -o "$work/same.cu" --meta "$work/same.cu" --force
contains "$work/err" "two outputs" "says the path is named twice"
absent "$work/same.cu" "nothing written for one path twice"
expect 1 "one path spelt two ways" "$gimmikc" gll-diff:4 -o "$work/k.cu" \
  --meta "$work/../$(basename "$work")/k.cu" --force
unchanged "$work/k.cu" "$work/k.before" "one path spelt two ways"
expect 1 "both to standard output" "$gimmikc" gll-diff:4 -o - --meta - \
  --backend cuda
expect 0 "kernel to standard output, metadata to a file" "$gimmikc" gll-diff:4 \
  -o - --meta "$work/std.json" --backend cuda
contains "$work/out" "__global__" "kernel on standard output"
contains "$work/std.json" '"family": "matmul"' "metadata beside it"

# Values a dtype cannot hold are refused by entry, never dropped.
header='%%%%MatrixMarket matrix array real general\n2 2\n'
printf "${header}1e39\n1\n2\n3\n" > "$work/big.mtx"
expect 1 "f32 overflow" "$gimmikc" "$work/big.mtx" -o "$work/f.cu" --dtype f32
contains "$work/err" "entry (1, 1) = 1e+39 is outside the range of f32" \
  "names the entry"
if grep -q alpha "$work/err"; then failed=$((failed + 1))
  echo "FAIL: the f32 range error mentions alpha, which was not given"
else passed=$((passed + 1)); fi
printf "${header}1e-40\n1\n2\n3\n" > "$work/tiny.mtx"
expect 1 "f32 underflow" "$gimmikc" "$work/tiny.mtx" -o "$work/f.cu" --dtype f32
contains "$work/err" "entry (1, 1) = 1e-40 underflows f32" \
  "names the tiny entry"
expect 0 "the same in f64" "$gimmikc" "$work/tiny.mtx" -o "$work/f.cu"
expect 1 "f32 underflow through alpha" "$gimmikc" "$work/big.mtx" \
  -o "$work/g.cu" \
  --dtype f32 --alpha 1e-80
contains "$work/err" "times alpha" "names alpha when it was given"
absent "$work/g.cu" "a refused value leaves no kernel"
printf "${header}1e-400\n1\n2\n3\n" > "$work/under.mtx"
expect 1 "text underflow" "$gimmikc" --info "$work/under.mtx"
contains "$work/err" "under.mtx:3: value '1e-400' underflows a double" \
  "names file and line"

# Help after a subcommand, parameters given twice, a backend that does not
# match the output's extension.
for sub in run tune axhelm; do
  expect 0 "$sub --help" "$gimmikc" $sub --help
  contains "$work/out" "usage: gimmikc" "$sub --help prints the usage"
done
expect 0 "help after a command" "$gimmikc" --info --help
expect 2 "a parameter twice" "$gimmikc" gll-diff:4 -o "$work/t.cu" \
  --variant cstream --param block=64 --param block=128
contains "$work/err" "--param block is given twice" "names the parameter"
expect 2 "axhelm parameter twice" "$gimmikc" axhelm -o "$work/t.cu" \
  --param epb=1 --param epb=2
expect 2 "C into a .cu file" "$gimmikc" gll-diff:4 --backend c -o "$work/m.cu"
contains "$work/err" "does not match the output" \
  "says the backend does not match"
absent "$work/m.cu" "a mismatched backend writes nothing"
expect 2 "OpenCL into a .c file" "$gimmikc" gll-diff:4 --backend opencl \
  -o "$work/m.c"
expect 0 "a mismatch forced" "$gimmikc" gll-diff:4 --backend c \
  -o "$work/m.cu" --force
contains "$work/m.cu" "gimmik_matmul_entry" "C written as asked"
expect 0 "a backend for an unknown extension" "$gimmikc" gll-diff:4 \
  --backend c -o "$work/m.h"

# run plans through the runtime: the kernel is compiled once and comes
# from the disk cache after; once tune stores a decision, run uses it.
export GIMMIK_CACHE_DIR="$work/cache"
expect 0 "run on the C target" "$gimmikc" run gll-diff:5 --backend c \
  --repeat 2
contains "$work/out" "binary:   generated and compiled now" \
  "the first run compiles"
contains "$work/out" "choice:   the default" "run says no decision is stored"
contains "$work/out" "every element written" "run checks the kernel"
expect 0 "run again" "$gimmikc" run gll-diff:5 --backend c --repeat 2
contains "$work/out" "binary:   from the disk cache" \
  "the second run does not compile"
expect 0 "tune on the C target" "$gimmikc" tune gll-diff:5 --backend c \
  --repeat 2
expect 0 "run after tune" "$gimmikc" run gll-diff:5 --backend c --repeat 2
contains "$work/out" "choice:   the stored tuning decision" \
  "run uses the stored decision"

# tune resumes: an operator with a stored decision is reported, not timed
# again, unless --retune; no progress line off a terminal; one operator
# that fails does not stop the others; the totals split the wall time.
expect 0 "tune a new operator" "$gimmikc" tune gll-diff:6 --backend c \
  --repeat 2
contains "$work/out" " tuned$" "the operator is tuned"
contains "$work/out" "median_ms" "the time column says what it is"
contains "$work/out" "(1 tuned, 0 stored, 0 failed)" "the totals count it"
contains "$work/out" "building kernels" "the totals split the wall time"
if grep -q "$(printf '\r')" "$work/err"; then
  failed=$((failed + 1)); echo "FAIL: a progress line off a terminal"
else passed=$((passed + 1)); fi
# On a terminal (script(1) makes one), a progress line per kernel.
if command -v script >/dev/null 2>&1; then
  script -qec "'$gimmikc' tune gll-diff:7 --backend c --repeat 2" /dev/null \
    > "$work/tty" 2>&1
  contains "$work/tty" "\[1/1\] gll-diff:7: in use 1/1 cstream" \
    "a progress line on a terminal"
fi
expect 0 "tune it again" "$gimmikc" tune gll-diff:6 --backend c --repeat 2
contains "$work/out" " stored$" "a stored decision is reported"
contains "$work/out" "(0 tuned, 1 stored, 0 failed)" "and not timed again"
expect 0 "retune" "$gimmikc" tune gll-diff:6 --backend c --repeat 2 --retune
contains "$work/out" "(1 tuned, 0 stored, 0 failed)" "--retune times it"
expect 1 "tune with a missing operator" "$gimmikc" tune "$work/none.mtx" \
  gll-diff:6 --backend c --repeat 2
contains "$work/err" "none.mtx" "the missing operator is named"
contains "$work/out" "(0 tuned, 1 stored, 1 failed)" "the others go on"
expect 2 "retune outside tune" "$gimmikc" run gll-diff:6 --retune

# bp5: a small solve on the C target, and its refusals.
expect 0 "bp5 on the C target" "$gimmikc" bp5 --backend c --points 3 \
  --elements 2x2x2 --no-tune
contains "$work/out" "converged" "bp5 converges"
contains "$work/out" "GDOF.iterations/s" "bp5 reports its rate"
expect 0 "bp5 FCG in f32 by gather-scatter" "$gimmikc" bp5 --backend c \
  --points 3 --elements 3x2x2 --solver fcg --dtype f32 --dss gather --no-tune
contains "$work/out" "FCG" "bp5 names its method"
expect 0 "bp5 both scalar paths" "$gimmikc" bp5 --backend c --points 3 \
  --elements 2x2x2 --no-tune --scalars both --csv
contains "$work/out" "scalars              device" "bp5 names the device path"
contains "$work/out" "scalars              host" "then the host path"
contains "$work/out" "^csv,.*,host$" "the csv line ends with the path"
expect 2 "bp5 bad scalars" "$gimmikc" bp5 --scalars gpu
contains "$work/err" "--scalars" "bp5 names the option"
expect 2 "bp5 bad elements" "$gimmikc" bp5 --elements 4x4
contains "$work/err" "ExxEyxEz" "bp5 says what --elements expects"
expect 2 "bp5 bad solver" "$gimmikc" bp5 --solver gmres
expect 2 "bp5 option without value" "$gimmikc" bp5 --points
expect 1 "bp5 missing mesh" "$gimmikc" bp5 --backend c --mesh "$work/none.msh"
contains "$work/err" "none.msh" "bp5 names the mesh file"
expect 1 "bp5 Kershaw needs Ex a multiple of 6" "$gimmikc" bp5 --backend c \
  --elements 4x2x2 --deform kershaw:0.5

# dss and vector: a kernel of the solver loop's families from their own
# options, under the rules of every emitted kernel.
expect 0 "dss direct" "$gimmikc" dss --points 4 --elements 3x3x2 \
  -o "$work/d.cl" --meta "$work/d.json"
contains "$work/d.cl" "dss direct" "the backend from .cl, direct by default"
contains "$work/d.json" '"family": "dss"' "dss metadata"
expect 1 "dss over a file" "$gimmikc" dss -o "$work/d.cl"
contains "$work/err" "use --force" "dss says how to overwrite"
expect 0 "dss cascade pass, forced" "$gimmikc" dss --pass y --force \
  --layout-block 16 -o "$work/d.cl"
contains "$work/d.cl" "y pass" "the y pass written"
expect 0 "dss variants" "$gimmikc" dss --list-variants --pass gather
contains "$work/out" "gather  *0  *yes" "gather viable and first for --pass gather"
expect 2 "dss variants with a variant" "$gimmikc" dss --list-variants --variant gather
expect 2 "dss bad pass" "$gimmikc" dss --pass w -o -
contains "$work/err" "gather, x, y, z, all, pack or unpack" "dss lists the passes"
expect 2 "dss one element" "$gimmikc" dss --elements 1x1x1 -o -
expect 2 "dss cascade along one element" "$gimmikc" dss --pass z \
  --elements 3x3x1 -o -
contains "$work/err" "no faces are shared along" "dss says why"
expect 2 "dss bad points" "$gimmikc" dss --points 40 -o -
expect 0 "vector reduce" "$gimmikc" vector --statement "x = x + alpha*p" \
  --sum "r*r" -o "$work/v.c"
contains "$work/v.c" "gimmik_vector_entry" "vector for the C target"
expect 2 "vector bad expression" "$gimmikc" vector --statement "x = y +" -o -
contains "$work/err" "statement 1" "vector names the statement"
expect 2 "vector five sums" "$gimmikc" vector --sum a --sum b --sum c \
  --sum d --sum e -o -
expect 2 "vector param twice" "$gimmikc" vector --sum a --param threads=64 \
  --param threads=128 -o -

echo "test_cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
