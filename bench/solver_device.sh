#!/bin/sh
# solver_device.sh PART...: on the GPU machine, the solver loop in one
# call per part (each fits the device's 10 minutes):
#   verify      the DSS and CG tests and the fused axhelm kernels on CUDA
#               (tests/solver, tests/axhelm/test_axhelm_fused)
#   dss         dss_bench: the cascade in element-major and blocked layouts
#               and gather-scatter, f64 and f32, against the copy bandwidth
#   bp5         gimmikc bp5 at N = 8 on a 39^3 box (20.6 million unique
#               DOFs), recomputed (trilinear) geometry, f64, CG, the layout
#               tuned (the fastest of element-major and blocks of 16, 32,
#               64), with the per-kernel profile; a cold cache compiles and
#               tunes the fused operator in each layout (minutes)
#   bp5-fcg     the same with FCG
#   bp5-f32     CG and FCG in f32, the layout tuned, profiled
#   bp5-stored  stored geometry, f64, CG and FCG (element-major: stored
#               factors refuse blocked layouts), profiled
#   bp5-layouts trilinear CG f64 in each layout (0, 16, 32, 64), profiled
#   bp5-more    gather-scatter DSS and a Kershaw box, layout tuned
#   profile     $BP5_GEOMETRY (default parallelepiped) CG f64 at N = 8 in
#               blocks of $BP5_LAYOUT (default 32) elements: the tuners'
#               candidate timings (tuning-*.log), then Nsight Compute's view
#               of one launch of the operator, the DSS and the vector passes
#   scalars     parallelepiped CG (blocks of 64) and FCG (blocks of 16) at
#               N = 8, both scalar paths (--scalars both: alpha and beta on
#               the host, a wait each step, or on the device), on the 39^3
#               box and on 20^3 and 10^3 boxes, where an iteration is short
#   overlap     the solver loop's kernels launched while the grid before
#               them drains (programmatic dependent launch) against plain
#               launches (GIMMIK_CUDA_PDL=0), in turn in the same run:
#               parallelepiped CG (blocks of 64) and FCG (blocks of 16) at
#               N = 8 on the 39^3, 20^3 and 10^3 boxes ($BP5_BOXES: the
#               sides), and dss_bench f64
#   dss-profile test_dss_runtime on CUDA; dss_bench's cascade and gather
#               candidates at N = 8 on 40^3 (f64, blocks of 32 and 64);
#               Nsight Compute's view of the tuned cascade's three passes
#               and of the gather in a BP5 solve (blocks of $BP5_LAYOUT,
#               default 32)
#   sweep       gimmikc bp5 at N = $BP5_POINTS (default 4..12), about 20
#               million unique DOFs each, $BP5_VARIANTS (default: trilinear
#               CG), $BP5_OPTIONS (default: --layout tune)
# Expects build-device/ and .device-libs/ (tools/device_prepare.sh);
# writes logs and bp5.csv under $OUT (default bench/results/latest).
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
out=${OUT:-$root/bench/results/latest}
mkdir -p "$out"
export LD_LIBRARY_PATH="$root/.device-libs/root/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
export GIMMIK_CACHE_DIR=${GIMMIK_CACHE_DIR:-/tmp/gimmik-solver-cache}
build="$root/build-device"
gimmikc="$build/tools/gimmikc"
status=0

# Elements per side for at least 20 million unique DOFs at N points.
side() { awk -v n="$1" 'BEGIN { s = (20e6 ^ (1/3) - 1) / (n - 1);
  print (s == int(s)) ? s : int(s) + 1 }'; }

bp5() { # bp5 LABEL OPTIONS...
  label=$1; shift
  echo "== bp5 $label: $*" | tee -a "$out/bp5.log"
  if "$gimmikc" bp5 --backend cuda --csv "$@" > "$out/run.log" 2>&1; then
    grep -E 'iterations  |GDOF|roofline|layout|profile' "$out/run.log"
    grep '^csv,' "$out/run.log" | sed "s/^csv,/$label,/" >> "$out/bp5.csv"
  else
    status=1
    tail -n 3 "$out/run.log"
  fi
  cat "$out/run.log" >> "$out/bp5.log"
  rm -f "$out/run.log"
}

for part in "$@"; do
  case $part in
  verify)
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv \
      > "$out/device.txt" 2>&1
    for test in solver/test_dss_runtime solver/test_cg solver/test_scalars \
                axhelm/test_axhelm_fused; do
      name=${test#*/}
      ( cd tests && "$build/tests/$test" cuda ) > "$out/$name-cuda.log" \
        2>&1 || status=1
      echo "$name cuda: $(tail -n 1 "$out/$name-cuda.log")"
    done ;;
  dss)
    for dtype in f64 f32; do
      "$build/bench/dss_bench" --backend cuda --points 8 --elements 40 \
        --dtype "$dtype" --repeat 30 | tee -a "$out/dss.log" || status=1
    done ;;
  bp5|bp5-fcg|bp5-f32)
    n=8; e=$(side 8); box=${e}x${e}x${e}
    dtype=f64; [ "$part" = bp5-f32 ] && dtype=f32
    for solver in cg fcg; do
      [ "$part" = bp5 ] && [ $solver = fcg ] && continue
      [ "$part" = bp5-fcg ] && [ $solver = cg ] && continue
      bp5 trilinear-$solver-$dtype --points $n --elements $box \
        --dtype $dtype --solver $solver --layout tune --profile
    done ;;
  bp5-stored)
    n=8; e=$(side 8); box=${e}x${e}x${e}
    bp5 stored-cg-f64 --points $n --elements $box --geometry stored --profile
    bp5 stored-fcg-f64 --points $n --elements $box --geometry stored \
      --solver fcg --profile
    ;;
  bp5-layouts)
    n=8; e=$(side 8); box=${e}x${e}x${e}
    for block in 0 16 32 64; do
      bp5 trilinear-cg-f64-B$block --points $n --elements $box \
        --layout $block --profile
    done ;;
  bp5-more)
    n=8; e=$(side 8)
    bp5 trilinear-cg-f64-gather --points $n --elements ${e}x${e}x${e} \
      --dss gather --layout tune
    k=$(( (e + 5) / 6 * 6 )); j=$(( (e + 1) / 2 * 2 ))
    bp5 kershaw-cg-f64 --points $n --elements ${k}x${j}x${j} \
      --deform kershaw:0.3 --layout tune
    ;;
  profile)
    n=8; e=$(side 8); box=${e}x${e}x${e}
    geometry=${BP5_GEOMETRY:-parallelepiped}; layout=${BP5_LAYOUT:-32}
    GIMMIK_CACHE_DIR=$(mktemp -d); export GIMMIK_CACHE_DIR
    bp5 $geometry-cg-f64-B$layout --points $n --elements $box \
      --geometry $geometry --layout $layout --profile --verbose
    grep 'gimmik: tuning' "$out/bp5.log" > "$out/tuning-$geometry.log"
    for kernel in solver_direction dss solver_pass; do
      echo "==== $kernel"
      ncu --clock-control none -k regex:$kernel --launch-skip 4 \
        --launch-count 1 --section SpeedOfLight --section Occupancy \
        --section LaunchStats --section WarpStateStats \
        --section MemoryWorkloadAnalysis --section SchedulerStats \
        --metrics smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio,smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio \
        "$gimmikc" bp5 --backend cuda --points $n --elements $box \
        --geometry $geometry --layout $layout --max-iterations 8 2>&1
    done > "$out/profile-$geometry.log"
    grep -E '^====|Registers Per|Achieved Occupancy|DRAM Throughput|Duration|Block Limit (Reg|Shared)|Stall|stalled|Eligible Warps' \
      "$out/profile-$geometry.log" ;;
  scalars)
    for e in $(side 8) 20 10; do
      bp5 parallelepiped-cg-E$e --points 8 --elements ${e}x${e}x${e} \
        --geometry parallelepiped --layout 64 --scalars both
      bp5 parallelepiped-fcg-E$e --points 8 --elements ${e}x${e}x${e} \
        --geometry parallelepiped --solver fcg --layout 16 --scalars both
    done ;;
  overlap)
    for e in ${BP5_BOXES:-$(side 8) 20 10}; do
      for pdl in 1 0 1; do
        export GIMMIK_CUDA_PDL=$pdl
        bp5 parallelepiped-cg-E$e-pdl$pdl --points 8 \
          --elements ${e}x${e}x${e} --geometry parallelepiped --layout 64
        bp5 parallelepiped-fcg-E$e-pdl$pdl --points 8 \
          --elements ${e}x${e}x${e} --geometry parallelepiped --solver fcg \
          --layout 16
      done
    done
    for pdl in 1 0; do
      export GIMMIK_CUDA_PDL=$pdl
      echo "== dss_bench, GIMMIK_CUDA_PDL=$pdl" | tee -a "$out/dss.log"
      "$build/bench/dss_bench" --backend cuda --points 8 \
        --elements 40 --dtype f64 --repeat 30 --blocks 32,64 | grep tuned \
        | tee -a "$out/dss.log" || status=1
    done
    unset GIMMIK_CUDA_PDL ;;
  dss-profile)
    ( cd tests && "$build/tests/solver/test_dss_runtime" cuda ) \
      > "$out/test_dss_runtime-cuda.log" 2>&1 || status=1
    echo "test_dss_runtime cuda: $(tail -n 1 "$out/test_dss_runtime-cuda.log")"
    "$build/bench/dss_bench" --backend cuda --points 8 --elements 40 \
      --dtype f64 --repeat 30 --blocks 32,64 --methods cascade,gather \
      > "$out/dss-candidates.log" 2>&1 || status=1
    grep -E 'tuned' "$out/dss-candidates.log"
    n=8; e=40; layout=${BP5_LAYOUT:-32}
    GIMMIK_CACHE_DIR=$(mktemp -d); export GIMMIK_CACHE_DIR
    for method in cascade gather; do
      passes=3; [ $method = gather ] && passes=1
      "$gimmikc" bp5 --backend cuda --points $n --elements ${e}x${e}x${e} \
        --geometry parallelepiped --layout $layout --dss $method \
        --max-iterations 8 > /dev/null 2>&1 || status=1
      echo "==== $method"
      ncu --clock-control none -k regex:dss --launch-skip $((2 * passes)) \
        --launch-count $passes --section SpeedOfLight --section Occupancy \
        --section LaunchStats --section WarpStateStats \
        --section MemoryWorkloadAnalysis \
        --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_drain_per_issue_active.ratio \
        "$gimmikc" bp5 --backend cuda --points $n --elements ${e}x${e}x${e} \
        --geometry parallelepiped --layout $layout --dss $method \
        --max-iterations 8 2>&1
    done > "$out/profile-dss.log"
    grep -E '^====|gimmik_dss|Registers Per|Achieved Occupancy|DRAM Throughput|Duration|dram__bytes|lts__t_sectors|stalled|Eligible Warps|Mem Busy|Max Bandwidth|L2 Hit' \
      "$out/profile-dss.log" ;;
  sweep)
    for n in ${BP5_POINTS:-4 5 6 7 8 9 10 11 12}; do
      e=$(side $n)
      for variant in ${BP5_VARIANTS:-trilinear-cg}; do
        geometry=${variant%-*}; solver=${variant#*-}
        bp5 "$variant-f64-N$n" --points $n --elements ${e}x${e}x${e} \
          --geometry "$geometry" --solver "$solver" \
          ${BP5_OPTIONS:---layout tune}
      done
    done ;;
  *) echo "solver_device.sh: unknown part $part"; status=2 ;;
  esac
done
exit $status
