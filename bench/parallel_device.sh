#!/bin/sh
# parallel_device.sh [PART...]: the distributed DSS on GPUs across MPI
# ranks (bench/parallel_dss_bench.c), one GPU a rank, with 1 and 2 ranks.
#   prepare  on this (CPU) machine, after tools/device_prepare.sh: Debian's
#            Open MPI and METIS unpacked into .device-libs/root, for a GPU
#            machine that has no MPI (both are git-ignored and carried)
#   weak     E^3 elements a rank (E = $ELEMENTS, default 40: 21 million
#            unique DOFs a GPU at N = 8), f64 and f32
#   strong   one box of E^3 elements, split over the ranks, f64
#   bp5      the solver across ranks (gimmikc-mpi bp5): CG, f64, N =
#            $BP5_POINTS (8) on E^3 elements a rank (E = $BP5_ELEMENTS,
#            default 32: 11.4 million unique DOFs a GPU at N = 8), a fixed
#            $BP5_ITERATIONS (100) iterations: one rank on E^3 (the weak
#            baseline) and on 2E x E x E (the strong one), then two ranks
#            on 2E x E x E, one GPU each (then again with the operator
#            overlapping the exchange), or sharing the one GPU there is;
#            the first run tunes the kernels (the others find the
#            decisions; BP5_TUNE=0: the defaults), layout $BP5_LAYOUT (0)
# No PART: weak and strong.  On the GPU machine:
#   device tool: run(command="sh bench/parallel_device.sh",
#                    carry=["build-device", ".device-libs"],
#                    kind="nvidia-h200-x2")
# and the solver, in a call of its own: command="sh bench/parallel_device.sh
# bp5" (on one GPU, kind="nvidia-h200", its two ranks share it).
# The launcher: Open MPI carried in .device-libs when prepare put it there
# (with the libmpi the benchmark then loads), else the machine's mpiexec.
# Open MPI runs as root here (--allow-run-as-root and its environment
# variables).  Whether MPI took the GPUs' memory directly (CUDA-aware) or
# the exchange staged it through host memory is printed and logged.
# Writes parallel.log and parallel.csv (bp5: bp5.log and bp5.csv) under
# $OUT (default bench/results/latest); $BACKEND (cuda), $POINTS (8),
# $ELEMENTS,
# $REPEAT (50), $RANKS ("1 2") and $BUILD (build-device) may be set for a
# dry run elsewhere.
set -u
cd "$(dirname "$0")/.." || exit 2
root=$(pwd)
libs="$root/.device-libs/root"
multiarch=x86_64-linux-gnu

prepare() {
  mkdir -p .device-libs
  for package in openmpi-bin openmpi-common libopenmpi3 libevent-core-2.1-7 \
      libevent-pthreads-2.1-7 libhwloc15 libpmix2 libmunge2 libudev1 \
      libmetis5; do
    for have in .device-libs/"${package}"_*.deb; do :; done
    [ -f "$have" ] && continue
    # apt's cache holds the packages this machine installed.
    for cached in /var/cache/apt/archives/"${package}"_*.deb; do :; done
    if [ -f "$cached" ]; then
      cp "$cached" .device-libs/
    else
      ( cd .device-libs && apt-get download "$package" ) || return 1
    fi
  done
  for deb in .device-libs/*.deb; do dpkg -x "$deb" "$libs" || return 1; done
  [ -x "${BUILD:-build-device}/bench/parallel_dss_bench" ] || {
    echo "parallel_device.sh: ${BUILD:-build-device} has no" \
         "parallel_dss_bench: configure it where MPI is found" \
         "(libopenmpi-dev)"; return 1; }
  echo "parallel_device.sh: Open MPI and METIS are in .device-libs"
}

# The launcher in $launcher and its environment: the carried Open MPI,
# relocated (its own and PMIx's install paths under .device-libs), or the
# machine's mpiexec.
choose_launcher() {
  export LD_LIBRARY_PATH="$libs/usr/lib/$multiarch:${LD_LIBRARY_PATH:-}"
  ompi="$libs/usr/lib/$multiarch/openmpi"
  pmix="$libs/usr/lib/$multiarch/pmix2"
  if [ -x "$libs/usr/bin/orterun" ]; then
    launcher="$libs/usr/bin/orterun"
    export OPAL_PREFIX="$libs/usr" OPAL_SYSCONFDIR="$libs/etc/openmpi"
    export PMIX_PREFIX="$pmix" PMIX_EXEC_PREFIX="$pmix"
    export PMIX_LIBDIR="$pmix/lib" PMIX_PKGLIBDIR="$pmix/lib/pmix"
    export PMIX_DATADIR="$pmix/share" PMIX_PKGDATADIR="$pmix/share/pmix"
    export PMIX_SYSCONFDIR="$pmix/etc"
    export LD_LIBRARY_PATH="$ompi/lib:$pmix/lib:$LD_LIBRARY_PATH"
    # Only the components one node needs: the others link fabrics this
    # copy does not carry.  Shared memory without single-copy (CMA is
    # often barred in containers).
    export OMPI_MCA_mca_base_component_show_load_errors=0
    export OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader
    export OMPI_MCA_btl_vader_single_copy_mechanism=none
  elif command -v mpiexec >/dev/null 2>&1; then
    launcher=$(command -v mpiexec)
  else
    echo "parallel_device.sh: no MPI here: run 'sh bench/parallel_device.sh" \
         "prepare' on the CPU machine and carry .device-libs"
    return 1
  fi
  launch_flags=""
  if "$launcher" --version 2>&1 | grep -q -E 'Open MPI|OpenRTE'; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    launch_flags="--allow-run-as-root --oversubscribe --bind-to none"
  fi
  echo "launcher: $launcher ($("$launcher" --version 2>&1 | head -n 1))"
}

# One run: RANKS LABEL OPTIONS...
bench() {
  ranks=$1 label=$2
  shift 2
  echo "== $label, $ranks rank(s): $*" | tee -a "$out/parallel.log"
  # shellcheck disable=SC2086 # the flags are words
  if "$launcher" $launch_flags -n "$ranks" "$program" --backend "$backend" \
       --points "$points" --repeat "$repeat" --devices "$gpus" "$@" \
       > "$out/run.log" 2>&1; then
    grep -v '^csv' "$out/run.log"
    grep '^csv,[0-9]' "$out/run.log" | sed "s/^csv,/$label,/" \
      >> "$out/parallel.csv"
  else
    status=1
    tail -n 20 "$out/run.log"
  fi
  cat "$out/run.log" >> "$out/parallel.log"
  rm -f "$out/run.log"
}

# One solve across ranks: RANKS LABEL OPTIONS...
bp5_run() {
  ranks=$1 label=$2
  shift 2
  echo "== bp5 $label, $ranks rank(s): $*" | tee -a "$out/bp5.log"
  # shellcheck disable=SC2086 # the flags are words
  if "$launcher" $launch_flags -n "$ranks" "$root/$build/tools/gimmikc-mpi" \
       bp5 --backend "$backend" --points "${BP5_POINTS:-8}" \
       --layout "${BP5_LAYOUT:-0}" --tolerance 0 \
       --max-iterations "${BP5_ITERATIONS:-100}" --csv $tune "$@" \
       > "$out/run.log" 2>&1; then
    grep -E 'across|exchange|time per|GDOF|^ +[0-9]+ +[0-9]+ ' "$out/run.log"
    grep '^csv,' "$out/run.log" | sed "s/^csv,/$label,/" >> "$out/bp5.csv"
  else
    status=1
    tail -n 20 "$out/run.log"
  fi
  cat "$out/run.log" >> "$out/bp5.log"
  rm -f "$out/run.log"
}

# Weak and strong: one rank on E^3 and 2E x E x E, two on 2E x E x E.
bp5_part() {
  e=${BP5_ELEMENTS:-32}
  [ -x "$root/$build/tools/gimmikc-mpi" ] || {
    echo "parallel_device.sh: $build/tools/gimmikc-mpi is missing (a" \
         "build without MPI?)"; status=1; return; }
  tune=""
  [ "${BP5_TUNE:-1}" = 0 ] && tune=--no-tune
  [ -f "$out/bp5.csv" ] || echo "label,dtype,backend,points,geometry,$(
    )method,ranks,unique_dofs,iterations,relative_residual,nodal_error,$(
    )ms_per_iteration,gdofs,transport,layout" > "$out/bp5.csv"
  bp5_run 1 "bp5-1gpu-${e}^3" --devices 1 --elements "${e}x${e}x${e}"
  bp5_run 1 "bp5-1gpu-2x${e}^3" --devices 1 \
    --elements "$((2 * e))x${e}x${e}"
  if [ "$gpus" -ge 2 ]; then
    bp5_run 2 "bp5-2gpu-2x${e}^3" --devices "$gpus" \
      --elements "$((2 * e))x${e}x${e}"
    bp5_run 2 "bp5-2gpu-2x${e}^3-overlap" --devices "$gpus" \
      --elements "$((2 * e))x${e}x${e}" --overlap 1
  else
    echo "note: one GPU: the two ranks share it" | tee -a "$out/bp5.log"
    bp5_run 2 "bp5-2ranks-1gpu-2x${e}^3" --devices 1 \
      --elements "$((2 * e))x${e}x${e}"
  fi
}

run_parts() {
  out=${OUT:-$root/bench/results/latest}
  mkdir -p "$out"
  build=${BUILD:-build-device}
  program="$root/$build/bench/parallel_dss_bench"
  [ -x "$program" ] || {
    echo "parallel_device.sh: $program is missing (build-device without" \
         "MPI?)"; return 1; }
  choose_launcher || return 1
  export GIMMIK_CACHE_DIR="${GIMMIK_CACHE_DIR:-/tmp/gimmik-parallel-cache}"
  backend=${BACKEND:-cuda} points=${POINTS:-8} elements=${ELEMENTS:-40}
  repeat=${REPEAT:-50}
  # The C target's kernels run OpenMP threads of their own: one a rank,
  # or they spin against the other ranks' MPI progress.
  [ "$backend" = c ] && export OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}"
  gpus=1
  if [ "$backend" = cuda ]; then
    gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
    nvidia-smi --query-gpu=index,name,driver_version --format=csv \
      > "$out/devices.txt" 2>&1
    [ "$gpus" -ge 1 ] || { echo "parallel_device.sh: no GPU found"; gpus=1; }
  fi
  info=$(dirname "$launcher")/ompi_info
  [ -x "$info" ] || info=ompi_info
  cuda_built=$("$info" --parsable --all 2>/dev/null |
               grep -m 1 'built_with_cuda_support:value' | sed 's/.*://')
  echo "GPUs: $gpus; Open MPI built with CUDA support: ${cuda_built:-unknown}" \
       "(each run says whether MPI took device memory)" |
    tee -a "$out/parallel.log"
  echo "label,ranks,scaling,elements,points,dtype,transport,cuda_aware,$(
        )local_ms,pack_ms,transfer_ms,unpack_ms,whole_ms,local_gbs,$(
        )pack_gbs,transfer_gbs,unpack_gbs,whole_gbs" > "$out/parallel.csv"
  status=0
  for part in ${parts:-weak strong}; do
    if [ "$part" = bp5 ]; then
      bp5_part
      continue
    fi
    for ranks in ${RANKS:-1 2}; do
      [ "$ranks" -gt "$gpus" ] &&
        echo "note: $ranks ranks share $gpus GPU(s)" |
          tee -a "$out/parallel.log"
      case $part in
      weak)
        bench "$ranks" "weak-f64" --scaling weak --elements "$elements"
        bench "$ranks" "weak-f32" --scaling weak --elements "$elements" \
          --dtype f32 ;;
      strong)
        bench "$ranks" "strong-f64" --scaling strong \
          --elements "$elements" ;;
      *) echo "parallel_device.sh: unknown part $part"; status=2 ;;
      esac
    done
  done
  return $status
}

case "${1:-}" in
prepare) prepare; exit $? ;;
esac
parts="$*"
run_parts
exit $?
