#!/usr/bin/env python3
"""defaults_replay.py: a build's default kernels looked up among the
candidates that tuning logs timed, so that a change to the default rules
can be weighed on every logged operator before a GPU times it.

    python3 bench/pyfr/defaults_replay.py --dtype f64 [--gimmikc PATH]
        [--against PATH] [--operators DIR]... LOG_OR_CSV...

The logs are pyfr_bench's, written with --verbose (PYFR_VERBOSE=1); the
CSVs of the same runs give each operator's n and beta.  For each operator
with candidates in the logs and a Matrix Market file in an --operators
folder (default operators/pyfr and heldout-ops), gimmikc (default
build/tools/gimmikc) plans the default for CUDA on sm_90 with n baked.
Its time is the fastest logged candidate of the same variant whose
parameters are all among the default's (a log from before a parameter
existed names fewer), over the operator's fastest candidate of any kind.
A default no candidate matches is printed with '-': the logs did not
time it.  With --against OLD, the default of that build too, and a mark
where the two differ.  Then the geometric mean and the most over the
operators matched, and how many pass 1.10.  The logs may come from
other builds and leases, whose kernels of the same parameters can
differ (FP64 hex p4 M460's rstream: 1.16 here, 0.99 of the pick in
bench/results/h200-defaults-2026-11-29): a replay says which defaults
to time, the device says how they run.  Python's standard library only.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

from tuning_log import candidates, rows


def read_log(path, times):
    """operator -> {(variant, frozenset of 'key=value')}: fastest ms."""
    kinds = ('time', 'refine', 'in use', 'final')
    for name, variant, words, ms in candidates(path, kinds):
        key = (variant, frozenset(words))
        here = times.setdefault(name, {})
        here[key] = min(here.get(key, ms), ms)


def read_csv(path, shapes):
    """operator -> (n, beta) from a pyfr_bench CSV."""
    for row in rows(path):
        shapes[row['operator']] = (row['n'], row['beta'])


def default_kernel(gimmikc, path, dtype, n, beta, folder):
    """(variant, frozenset of 'key=value') of the build's default."""
    meta = os.path.join(folder, 'meta.json')
    command = [gimmikc, path, '--backend', 'cuda', '--arch', 'sm_90',
               '--dtype', dtype, '--n', n, '--beta', beta, '--meta', meta,
               '-o', os.path.join(folder, 'kernel.cu'), '--force']
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        sys.exit('defaults_replay: {} failed on {}: {}'.format(
            gimmikc, path, result.stderr.strip()))
    with open(meta) as handle:
        plan = json.load(handle)
    return plan['variant'], frozenset(
        '{}={}'.format(key, value) for key, value in plan['params'].items())


def logged_time(timed, kernel):
    variant, params = kernel
    found = [ms for (logged, words), ms in timed.items()
             if logged == variant and words <= params]
    return min(found) if found else None


def describe(kernel):
    return '{} {}'.format(kernel[0], ' '.join(sorted(kernel[1])))


def replay(args, path, timed, shape, folder):
    """The operator's line, and its default's time over its best (None
    where the logs did not time the default)."""
    name = os.path.basename(path)[:-len('.mtx')]
    kernel = default_kernel(args.gimmikc, path, args.dtype, *shape, folder)
    best = min(timed.values())
    ms = logged_time(timed, kernel)
    line = '{:18s} {} {}'.format(
        name, '{:.3f}'.format(ms / best) if ms else '  -  ',
        describe(kernel))
    if args.against:
        old = default_kernel(args.against, path, args.dtype, *shape, folder)
        if old != kernel:
            old_ms = logged_time(timed, old)
            line += '  | was {} {}'.format(
                '{:.3f}'.format(old_ms / best) if old_ms else '-',
                describe(old))
    return line, ms / best if ms else None


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0])
    parser.add_argument('--dtype', required=True, choices=('f64', 'f32'))
    parser.add_argument('--gimmikc', default='build/tools/gimmikc')
    parser.add_argument('--against', help='an older gimmikc to compare')
    parser.add_argument('--operators', action='append',
                        help='a folder of .mtx files (repeatable)')
    parser.add_argument('files', nargs='+', help='pyfr_bench logs and CSVs')
    args = parser.parse_args()
    folders = args.operators or ['operators/pyfr', 'heldout-ops']
    times, shapes = {}, {}
    for path in args.files:
        if path.endswith('.csv'):
            read_csv(path, shapes)
        else:
            read_log(path, times)
    ratios = []
    with tempfile.TemporaryDirectory() as folder:
        for name in sorted(times):
            paths = [os.path.join(d, name + '.mtx') for d in folders]
            paths = [p for p in paths if os.path.exists(p)]
            if not paths or name not in shapes:
                continue
            line, ratio = replay(args, paths[0], times[name], shapes[name],
                                 folder)
            print(line)
            if ratio:
                ratios.append(ratio)
    if ratios:
        mean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print('matched {}: geometric mean {:.3f}, most {:.3f}, over 1.10: '
              '{}'.format(len(ratios), mean, max(ratios),
                          sum(r > 1.10 for r in ratios)))


if __name__ == '__main__':
    main()
