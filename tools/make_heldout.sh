#!/bin/sh
# Export the held-out operators of the H200 runs (operators the PyFR suite
# in operators/pyfr/ does not contain) into OUTDIR, so that the runs can be
# repeated: bench/results/h200-heldout-2026-11-24, -2026-11-29 and
# h200-fresh-2026-11-29.
#   hex, quad  Gauss-Legendre-Lobatto solution points     (gll), or
#              Gauss-Legendre where the name says gl
# (the suite's hex and quad are Gauss-Legendre, at orders 1-6)
#   pri        Williams-Shunn x Gauss-Legendre-Lobatto     (wsgll)
#   pyr        Gauss-Legendre                              (gl)
#   tet, tri   alpha-optimised points                      (ao)
# flux points at pyfr_export.py's defaults.
#
# Needs: pip install -r tools/requirements.txt
# Usage: tools/make_heldout.sh OUTDIR
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: tools/make_heldout.sh OUTDIR}
py=${PYTHON:-python3}

# As tools/make_pyfr_suite.sh: the same last bits on any x86-64-v3 machine.
OPENBLAS_CORETYPE=Haswell
OPENBLAS_NUM_THREADS=1
NPY_DISABLE_CPU_FEATURES='X86_V4 AVX512_ICL AVX512_SPR'
export OPENBLAS_CORETYPE OPENBLAS_NUM_THREADS NPY_DISABLE_CPU_FEATURES

# export SHAPE UPTS ORDER OPS
export_ops() {
    "$py" "$here/pyfr_export.py" --force --quiet --out "$out" \
        --shape "$1" --upts "$2" --order "$3" --ops "$4"
}

gll=gauss-legendre-lobatto
wsgll=williams-shunn~gauss-legendre-lobatto
# 2026-11-24
export_ops hex "$gll" 4 m460
export_ops hex "$gll" 5,6,7 m3
export_ops quad "$gll" 7,8 m460
export_ops pri "$wsgll" 4,5 m132
export_ops pri "$wsgll" 6 m0,m460
export_ops pyr gauss-legendre 3 m460
export_ops pyr gauss-legendre 6 m0,m132,m460
export_ops tet alpha-opt 3,5 m460
export_ops tet alpha-opt 4,6 m132
export_ops tri alpha-opt 6,7 m460
# 2026-11-29
export_ops hex "$gll" 3 m132
export_ops hex "$gll" 5 m460,m6
export_ops quad "$gll" 8 m6
export_ops pri "$wsgll" 3 m460
export_ops pri "$wsgll" 5 m6
export_ops pyr gauss-legendre 4 m132
export_ops pyr gauss-legendre 5 m3
export_ops tet alpha-opt 4 m6
export_ops tet alpha-opt 6 m460
export_ops tri alpha-opt 5 m132
export_ops tri alpha-opt 8 m0

# 2026-11-29 (fresh: bench/results/h200-fresh-2026-11-29)
export_ops hex gauss-legendre 7 m0,m132,m460,m3,m6
export_ops hex "$gll" 4 m0,m132
export_ops hex "$gll" 6 m132,m460
export_ops pri "$wsgll" 4 m460,m3
export_ops pri "$wsgll" 3 m0
export_ops pyr gauss-legendre 5 m460,m0
export_ops tet alpha-opt 5 m0,m3
export_ops tet alpha-opt 3 m132
export_ops tri alpha-opt 4 m6
export_ops tri alpha-opt 8 m132
export_ops quad "$gll" 6 m132
export_ops quad gauss-legendre 8 m460

n=$(ls "$out"/*.mtx | wc -l)
echo "make_heldout: $n .mtx files in $out"
