#!/bin/sh
# Regenerate the standard PyFR operator suite in operators/pyfr/ (120 files):
#   quad, hex  with Gauss-Legendre solution points   (flux points: Gauss-Legendre)
#   tri        with Williams-Shunn solution points   (flux points: Gauss-Legendre)
#   tet        with Shunn-Ham solution points        (flux points: Williams-Shunn)
# orders 1..6, operators m0 m3 m6 m132 m460; existing files are overwritten.
#
# Needs: pip install -r tools/requirements.txt
# Usage: tools/make_pyfr_suite.sh [OUTDIR]     (default: operators/pyfr)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/../operators/pyfr"}
py=${PYTHON:-python3}

# numpy's bundled OpenBLAS and numpy's own SIMD loops pick their kernels by
# CPU, which moves the last bit of some values (relative differences of a
# few 1e-15; the sparsity patterns do not change).  Pin both to the AVX2
# level so that any x86-64-v3 or newer machine regenerates identical files.
OPENBLAS_CORETYPE=Haswell
OPENBLAS_NUM_THREADS=1
NPY_DISABLE_CPU_FEATURES='X86_V4 AVX512_ICL AVX512_SPR'
export OPENBLAS_CORETYPE OPENBLAS_NUM_THREADS NPY_DISABLE_CPU_FEATURES

ops=m0,m3,m6,m132,m460

"$py" "$here/pyfr_export.py" --force --quiet --out "$out" --ops "$ops" \
    --shape quad --upts gauss-legendre --fpts-line gauss-legendre --order 1-6
"$py" "$here/pyfr_export.py" --force --quiet --out "$out" --ops "$ops" \
    --shape hex --upts gauss-legendre --fpts-quad gauss-legendre --order 1-6
"$py" "$here/pyfr_export.py" --force --quiet --out "$out" --ops "$ops" \
    --shape tri --upts williams-shunn --fpts-line gauss-legendre --order 1-6
"$py" "$here/pyfr_export.py" --force --quiet --out "$out" --ops "$ops" \
    --shape tet --upts shunn-ham --fpts-tri williams-shunn --order 1-6

# Keep the size table in the suite's README in step with the files
if [ -f "$out/README.md" ]; then
    "$py" "$here/check_pyfr_suite.py" --dir "$out" --update-readme
fi

n=$(ls "$out"/*.mtx | wc -l)
echo "make_pyfr_suite: $n .mtx files in $out"
