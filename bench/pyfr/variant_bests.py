#!/usr/bin/env python3
"""variant_bests.py: each variant's best tuning candidate, per operator,
from pyfr_bench logs written with --verbose (PYFR_VERBOSE=1), beside the
size of a thread's unrolled code (nonzeros + used rows of B + rows of C,
twice with beta != 0, taking every column of A as used) from the CSVs
of the same runs.

    python3 bench/pyfr/variant_bests.py [--against VARIANT] LOG_OR_CSV...

One line per operator, ordered by code size: the code, then each
variant's best time in ms (and its count of candidates), fastest first.
With --against V, only operators where V was timed, and the best other
variant's time over V's.  An operator in several logs keeps the fastest
time of each variant.  Python's standard library only.
"""
import argparse
import collections
import csv
import re
import sys

CANDIDATE = re.compile(
    r'tuning (\S+?)(?:\.mtx)?: (?:time|refine|in use) +(\S+) .* ([0-9.]+) ms')


def read_csv(path, shapes):
    """operator -> (m, k, nonzeros, beta) from a pyfr_bench CSV."""
    with open(path, newline='') as handle:
        lines = [line for line in handle if not line.startswith('#')]
    for row in csv.DictReader(lines):
        if row.get('operator') and row['operator'] != 'operator':
            shapes[row['operator']] = (int(row['m']), int(row['k']),
                                       int(row['nnz']), float(row['beta']))


def read_log(path, bests, counts):
    """The candidates' times of a --verbose log, per operator and variant."""
    with open(path, errors='replace') as handle:
        for line in handle:
            match = CANDIDATE.search(line)
            if not match:
                continue
            name = match.group(1).rsplit('/', 1)[-1]
            variant, ms = match.group(2), float(match.group(3))
            here = bests[name]
            here[variant] = min(here.get(variant, ms), ms)
            counts[(name, variant)] += 1


def code_size(shape):
    m, k, nonzeros, beta = shape
    return nonzeros + k + m * (2 if beta != 0 else 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--against', help='a variant to compare the others '
                        'with')
    parser.add_argument('files', nargs='+', help='pyfr_bench logs and CSVs')
    arguments = parser.parse_args()
    shapes, bests = {}, collections.defaultdict(dict)
    counts = collections.Counter()
    for path in arguments.files:
        if path.endswith('.csv'):
            read_csv(path, shapes)
        else:
            read_log(path, bests, counts)
    lines = []
    for name, times in bests.items():
        if name not in shapes:
            continue
        against = arguments.against
        if against and against not in times:
            continue
        ordered = sorted(times.items(), key=lambda pair: pair[1])
        text = ' '.join('{}:{:.4f}({})'.format(v, t, counts[(name, v)])
                        for v, t in ordered)
        if against:
            others = [t for v, t in times.items() if v != against]
            ratio = min(others) / times[against] if others else None
            text = ('best other / {}: {}  '.format(
                against, '-' if ratio is None else '{:.2f}'.format(ratio))
                + text)
        lines.append((code_size(shapes[name]), name, text))
    for code, name, text in sorted(lines):
        print('{:7d} {:22s} {}'.format(code, name, text))
    return 0


if __name__ == '__main__':
    sys.exit(main())
