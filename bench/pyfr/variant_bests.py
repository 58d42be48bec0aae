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
variant's time over V's.  With --sweep V:P, for each operator where
variant V was timed at three or more values of its parameter P, each
value's best time over the best value's, then the geometric mean and the
most of each value over the sparse operators (density under 0.5, as the
defaults count them) and over the dense ones.  An operator in several
logs keeps the fastest time of each variant.  Give the logs of one
dtype.  Python's standard library only.
"""
import argparse
import collections
import math
import sys

from tuning_log import candidates, rows


def read_csv(path, shapes):
    """operator -> (m, k, nonzeros, beta) from a pyfr_bench CSV."""
    for row in rows(path):
        shapes[row['operator']] = (int(row['m']), int(row['k']),
                                   int(row['nnz']), float(row['beta']))


def read_log(path, bests, counts, sweep, swept):
    """The candidates' times of a --verbose log, per operator and variant;
    with sweep (variant, parameter), each value's best into swept."""
    for name, variant, words, ms in candidates(path):
        here = bests[name]
        here[variant] = min(here.get(variant, ms), ms)
        counts[(name, variant)] += 1
        if sweep and variant == sweep[0]:
            params = dict(word.split('=', 1) for word in words)
            if sweep[1] in params:
                values = swept[name]
                value = int(params[sweep[1]])
                values[value] = min(values.get(value, ms), ms)


def print_sweep(sweep, swept, shapes):
    """Each operator's values of the swept parameter against its best, then
    the geometric mean and most of each value, sparse and dense apart."""
    ratios = {'sparse': collections.defaultdict(list),
              'dense': collections.defaultdict(list)}
    for name in sorted(swept):
        values = swept[name]
        if len(values) < 3 or name not in shapes:
            continue
        m, k, nonzeros, _ = shapes[name]
        kind = 'sparse' if nonzeros < 0.5 * m * k else 'dense'
        best = min(values.values())
        for value, ms in values.items():
            ratios[kind][value].append(ms / best)
        print('{:22s} {:6s} {}'.format(name, kind, ' '.join(
            '{}:{:.3f}'.format(v, values[v] / best) for v in sorted(values))))
    for kind, by_value in ratios.items():
        for value in sorted(by_value):
            spread = by_value[value]
            mean = math.exp(sum(map(math.log, spread)) / len(spread))
            print('{} {}={}: geometric mean {:.3f}, most {:.3f}, on {}'
                  .format(kind, sweep[1], value, mean, max(spread),
                          len(spread)))


def code_size(shape):
    m, k, nonzeros, beta = shape
    return nonzeros + k + m * (2 if beta != 0 else 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--against', help='a variant to compare the others '
                        'with')
    parser.add_argument('--sweep', metavar='VARIANT:PARAM',
                        help="each value of a variant's parameter against "
                        'its best')
    parser.add_argument('files', nargs='+', help='pyfr_bench logs and CSVs')
    arguments = parser.parse_args()
    sweep = None
    if arguments.sweep:
        if ':' not in arguments.sweep:
            parser.error('--sweep takes VARIANT:PARAM')
        sweep = tuple(arguments.sweep.split(':', 1))
    shapes, bests = {}, collections.defaultdict(dict)
    swept = collections.defaultdict(dict)
    counts = collections.Counter()
    for path in arguments.files:
        if path.endswith('.csv'):
            read_csv(path, shapes)
        else:
            read_log(path, bests, counts, sweep, swept)
    if sweep:
        print_sweep(sweep, swept, shapes)
        return 0
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
