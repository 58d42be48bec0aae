#!/usr/bin/env python3
"""summarize.py: turn pyfr_bench CSVs into the side-by-side table of docs/benchmarks.md.

    python3 bench/summarize.py --anchors bench/anchors/h200-fp64-pyfr-suite-roofline.csv \
        --logs bench/results/h200-fp64/bench-*.log \
        --out bench/results/h200-fp64 bench/results/h200-fp64/pyfr-f64-*.csv

For each operator it takes, per implementation, the fastest row that was
checked correct ("ok", or "ok: NOTE"): gimmikc-tuned (what the autotuner
picks), gimmikc-best (the fastest of our variants at default parameters,
or the tuned pick), cublas, gimmik4 (fastest GiMMiK 4.0 kernel),
best-other (fastest of cuBLAS and GiMMiK 4.0) and, where the run had its
OpenCL column, gimmikc-opencl (the CUDA pick through the OpenCL backend
on the same GPU, or OpenCL's own pick where the status is "ok: NOTE"),
with its time over gimmikc-tuned's and its speedup over best-other.
When an operator appears in several files, the file with the most rows
for it wins (a run cut off by a time limit left fewer), the later file
on a tie, whatever order a shell's glob gives.  Writes summary.md
(Markdown tables), per-operator.csv and roofline.png.
"""
import argparse
import csv
import math
import os
import sys


def read_runs(paths):
    """operator -> list of rows; plus the header comments of each run."""
    by_operator, runs = {}, []
    for path in paths:
        rows_here = {}
        with open(path) as handle:
            lines = [line for line in handle]
        runs += [line.strip('# \n') for line in lines if line.startswith('#')]
        reader = csv.DictReader(line for line in lines if not line.startswith('#'))
        for row in reader:
            rows_here.setdefault(row['operator'], []).append(row)
        for name, rows in rows_here.items():
            if len(rows) >= len(by_operator.get(name, [])):
                by_operator[name] = rows
    return by_operator, runs


def completed_operators(logs):
    """Operators whose measurement finished: pyfr_bench prints a line
    '<operator>  tuned ...' after the last implementation of each.  A run
    cut off by a time limit leaves its last operator half measured."""
    done = set()
    for path in logs:
        with open(path) as handle:
            for line in handle:
                words = line.split()
                if len(words) > 1 and words[1] == 'tuned':
                    done.add(words[0])
    return done


def passed(row):
    """Whether the row's kernel passed the check: "ok" or "ok: NOTE"."""
    return row['status'] == 'ok' or row['status'].startswith('ok:')


def best(rows, implementations):
    """The fastest correct row among the implementations, or None."""
    good = [r for r in rows if r['implementation'] in implementations
            and passed(r) and r['ms'] not in ('nan', '')]
    return min(good, key=lambda r: float(r['ms'])) if good else None


def shape_of(name):
    return name.split('-')[0]


def geometric_mean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float('nan')


def read_anchors(path):
    if not path:
        return {}
    with open(path) as handle:
        reader = csv.DictReader(line for line in handle if not line.startswith('#'))
        return {row['operator']: float(row['best_anchor_pct_of_roofline']) for row in reader}


IMPLEMENTATIONS = {
    'gimmikc-tuned': {'gimmikc-tuned'},
    'gimmikc-best': {'gimmikc', 'gimmikc-tuned'},
    'cublas': {'cublas'},
    'gimmik4': {'gimmik4'},
    'best-other': {'cublas', 'gimmik4'},
    'gimmikc-opencl': {'gimmikc-opencl'},
}


def table(by_operator, anchors):
    per_operator = []
    for name in sorted(by_operator):
        rows = by_operator[name]
        entry = {'operator': name, 'shape': shape_of(name),
                 'm': rows[0]['m'], 'k': rows[0]['k'], 'nnz': rows[0]['nnz'],
                 'beta': rows[0]['beta']}
        for label, implementations in IMPLEMENTATIONS.items():
            row = best(rows, implementations)
            entry[label] = float(row['pct_roofline']) if row else float('nan')
            entry[label + '_ms'] = float(row['ms']) if row else float('nan')
            entry[label + '_variant'] = row['variant'] if row else ''
        entry['anchor'] = anchors.get(name, float('nan'))
        entry['speedup'] = entry['best-other_ms'] / entry['gimmikc-tuned_ms']
        opencl = best(rows, IMPLEMENTATIONS['gimmikc-opencl'])
        entry['opencl_same'] = bool(opencl) and opencl['status'] == 'ok'
        entry['opencl_over_cuda'] = (entry['gimmikc-opencl_ms'] /
                                     entry['gimmikc-tuned_ms'])
        entry['opencl_speedup'] = (entry['best-other_ms'] /
                                   entry['gimmikc-opencl_ms'])
        entry['wrong'] = sum(1 for r in rows if r['status'].startswith('wrong'))
        per_operator.append(entry)
    return per_operator


def summary_lines(per_operator, runs, title):
    lines = ['# ' + title, '']
    lines += ['Runs: ' + run for run in runs] + ['']
    lines.append('% of roofline = GB/s of minimum bytes / min(copy bandwidth, '
                 'GEMM peak / arithmetic intensity), docs/benchmarks.md.')
    lines.append('')
    labels = ['gimmikc-tuned', 'gimmikc-best', 'cublas', 'gimmik4',
              'best-other', 'gimmikc-opencl', 'anchor']
    lines.append('| implementation | shape | geometric mean % | worst % | under 85% | operators |')
    lines.append('|---|---|---|---|---|---|')
    for label in labels:
        for shape in ['all', 'quad', 'hex', 'tri', 'tet']:
            chosen = [e for e in per_operator if shape == 'all' or e['shape'] == shape]
            values = [e[label] for e in chosen if not math.isnan(e[label])]
            if not values:
                continue
            lines.append('| %s | %s | %.1f | %.1f | %d | %d |' % (
                label, shape, geometric_mean(values), min(values),
                sum(1 for v in values if v < 85), len(values)))
    speedups = [e['speedup'] for e in per_operator if not math.isnan(e['speedup'])]
    lines += ['', 'Speedup of gimmikc-tuned over the best of cuBLAS and GiMMiK 4.0: '
              'geometric mean %.3f, range %.2f to %.2f over %d operators.' % (
                  geometric_mean(speedups), min(speedups), max(speedups), len(speedups)), '']
    lines += opencl_lines(per_operator)
    wrong = sum(e['wrong'] for e in per_operator)
    lines += ['Kernels that failed the check (excluded from every figure): %d.' % wrong, '']
    lines.append('| operator | m | k | nnz | beta | tuned % | tuned variant | best ours % | '
                 'cuBLAS % | GiMMiK 4.0 % | anchor % | speedup |')
    lines.append('|---|---|---|---|---|---|---|---|---|---|---|---|')
    for e in per_operator:
        lines.append('| %s | %s | %s | %s | %s | %.1f | %s | %.1f | %.1f | %.1f | %.1f | %.2f |' % (
            e['operator'], e['m'], e['k'], e['nnz'], e['beta'], e['gimmikc-tuned'],
            e['gimmikc-tuned_variant'], e['gimmikc-best'], e['cublas'], e['gimmik4'],
            e['anchor'], e['speedup']))
    return lines


def opencl_lines(per_operator):
    """OpenCL against CUDA, where the run had its OpenCL column."""
    measured = [e for e in per_operator
                if not math.isnan(e['opencl_over_cuda'])]
    if not measured:
        return []
    ratios = [e['opencl_over_cuda'] for e in measured]
    same = [e['opencl_over_cuda'] for e in measured if e['opencl_same']]
    lines = ['gimmikc-opencl over gimmikc-tuned, time (above 1: OpenCL is '
             'slower): geometric mean %.3f, range %.2f to %.2f over %d '
             'operators; %d of them the CUDA pick\'s kernel' % (
                 geometric_mean(ratios), min(ratios), max(ratios),
                 len(ratios), len(same))]
    if same:
        lines[-1] += ', geometric mean %.3f, range %.2f to %.2f' % (
            geometric_mean(same), min(same), max(same))
    lines[-1] += '.'
    speedups = [e['opencl_speedup'] for e in measured
                if not math.isnan(e['opencl_speedup'])]
    if speedups:
        lines += ['', 'Speedup of gimmikc-opencl over the best of cuBLAS and '
                  'GiMMiK 4.0: geometric mean %.3f, range %.2f to %.2f over '
                  '%d operators.' % (geometric_mean(speedups), min(speedups),
                                     max(speedups), len(speedups))]
    return lines + ['']


def plot(per_operator, path, title):
    try:
        import matplotlib
        matplotlib.use('Agg')
        import matplotlib.pyplot as plt
    except ImportError:
        print('summarize: matplotlib missing; no plot', file=sys.stderr)
        return
    names = [e['operator'] for e in per_operator]
    x = range(len(names))
    figure, axes = plt.subplots(figsize=(max(12, len(names) * 0.16), 5))
    for label, style in [('gimmikc-tuned', 'o'), ('best-other', 'x'), ('anchor', '_')]:
        axes.plot(x, [e[label] for e in per_operator], style, markersize=4, label=label)
    axes.axhline(85, color='grey', linewidth=0.8, linestyle='--')
    axes.set_xticks(list(x))
    axes.set_xticklabels(names, rotation=90, fontsize=6)
    axes.set_ylabel('% of roofline')
    axes.set_title(title)
    axes.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=120)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('csv', nargs='+')
    parser.add_argument('--anchors')
    parser.add_argument('--logs', nargs='*', default=[],
                        help="pyfr_bench's logs: only operators they show "
                             'finished are counted')
    parser.add_argument('--out', required=True)
    parser.add_argument('--title', default='PyFR suite: gimmikc against cuBLAS and GiMMiK 4.0')
    arguments = parser.parse_args()
    by_operator, runs = read_runs(arguments.csv)
    if arguments.logs:
        done = completed_operators(arguments.logs)
        unfinished = sorted(set(by_operator) - done)
        if unfinished:
            print('summarize: leaving out unfinished: ' + ', '.join(unfinished),
                  file=sys.stderr)
        by_operator = {name: rows for name, rows in by_operator.items() if name in done}
    per_operator = table(by_operator, read_anchors(arguments.anchors))
    os.makedirs(arguments.out, exist_ok=True)
    with open(os.path.join(arguments.out, 'summary.md'), 'w') as handle:
        handle.write('\n'.join(summary_lines(per_operator, runs, arguments.title)) + '\n')
    with open(os.path.join(arguments.out, 'per-operator.csv'), 'w', newline='') as handle:
        writer = csv.DictWriter(handle, fieldnames=list(per_operator[0]))
        writer.writeheader()
        writer.writerows(per_operator)
    plot(per_operator, os.path.join(arguments.out, 'roofline.png'), arguments.title)


if __name__ == '__main__':
    main()
