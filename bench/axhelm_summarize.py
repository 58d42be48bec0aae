#!/usr/bin/env python3
"""axhelm_summarize.py: axhelm_bench CSVs -> one Markdown table.

    python3 bench/axhelm_summarize.py --out bench/results/experiments/h200-axhelm-tuned/summary.md \
        bench/results/experiments/h200-axhelm-tuned/axhelm-tuned-n*.csv

One row per problem (N, dtype, d, equation, geometry): the kernel, GDOF/s
(d*E*N^3 per second), % of copy bandwidth and % of the roofline (stored
geometry: copy bandwidth; recomputed geometry: the higher of the memory
and compute limits), as the benchmark measured them.  With --baseline
CSV..., an earlier run's GDOF/s for the same problem and the ratio.
"""
import argparse
import csv
import os


def read_rows(paths):
    rows = []
    for path in paths:
        with open(path) as handle:
            rows += list(csv.DictReader(handle))
    return rows


def problem(row):
    """What a row measured, whatever kernel did it."""
    return tuple(row[key] for key in ('geometry', 'dtype', 'N', 'd', 'equation',
                                      'coefficients'))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('csv', nargs='+')
    parser.add_argument('--out', required=True)
    parser.add_argument('--baseline', nargs='+', default=[],
                        help='CSVs of an earlier run to compare with')
    arguments = parser.parse_args()
    rows = read_rows(arguments.csv)
    baseline = {problem(r): float(r['gdof_per_s'])
                for r in read_rows(arguments.baseline)}
    order = {'stored': 0, 'parallelepiped': 1, 'trilinear': 2}
    rows.sort(key=lambda r: (order[r['geometry']], r['dtype'] != 'f64',
                             int(r['N']), int(r['d']), r['equation']))
    failed = [r for r in rows if not r['status'].startswith('ok')]
    # Each run measures its own copy bandwidth and the FMA peak of its
    # dtypes: give the range over the runs, and the peak per dtype.
    copies = sorted(float(r['copy_gb_per_s']) for r in rows)
    copy = '%.2f' % copies[0] if copies[0] == copies[-1] else \
        '%.2f-%.2f' % (copies[0], copies[-1])
    peaks = {}
    for r in rows:
        peaks.setdefault(r['dtype'], r['peak_gflop_per_s'])
    peak = ', '.join('%s GFLOP/s (%s)' % (peaks[dtype], dtype)
                     for dtype in sorted(peaks, reverse=True))
    lines = ['# axhelm on %s: the autotuner\'s pick per problem' % rows[0]['device'], '',
             'Copy bandwidth %s GB/s; FMA peak %s. Each kernel '
             'was checked against the long double reference before timing; '
             'failed: %d of %d.' % (copy, peak, len(failed), len(rows)), '',
             '| geometry | dtype | N | d | equation | kernel | GDOF/s | % copy | % roofline |'
             + (' baseline GDOF/s | ratio |' if baseline else ''),
             '|---|---|---|---|---|---|---|---|---|' + ('---|---|' if baseline else '')]
    if baseline:
        lines[2:2] = ['Baseline: the same problems as measured in %s.' %
                      ', '.join(sorted({os.path.dirname(path) or '.'
                                        for path in arguments.baseline})), '']
    for r in rows:
        line = '| %s | %s | %s | %s | %s | %s %s | %.1f | %.1f | %.1f |' % (
            r['geometry'], r['dtype'], r['N'], r['d'], r['equation'], r['variant'],
            r['params'], float(r['gdof_per_s']), float(r['pct_copy']),
            float(r['pct_roofline']))
        if baseline:
            before = baseline.get(problem(r))
            line += (' %.1f | %.2f |' % (before, float(r['gdof_per_s']) / before)
                     if before else ' | |')
        lines.append(line)
    with open(arguments.out, 'w') as handle:
        handle.write('\n'.join(lines) + '\n')


if __name__ == '__main__':
    main()
