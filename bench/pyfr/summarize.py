#!/usr/bin/env python3
"""summarize.py: the per-operator table of pyfr_bench CSVs, in Markdown.

    python3 bench/pyfr/summarize.py [--title TEXT] [--shapes LIST] [--latest]
                                    [--exclude NAMES] [--orders] [--worst K]
                                    CSV...

Per operator: our tuned pick, our default with tuning off (the analysis's
variant), cuBLAS, the fastest GiMMiK 4.0 kernel, the best of those two
("best other"), the speedup of ours over it (best other's time / ours),
and ours as % of roofline and % of the stream limit (the operator's own
traffic with no arithmetic, timed in the same run); then, over the
operators, the geometric mean, the least and the count under 0.95x of
the speedup, the same for default/tuned (our default's time over the
tuned one's: 1.00 means tuning gained nothing), the geometric means
of the percentages, and the speedup a kernel running exactly at the
stream limit would have (the best other's time over the limit's: what
the speedup can reach without beating the limit), per shape and
overall.  --orders adds the same figures per shape and order (the "pN"
of the operator's name), --worst K the K operators of least speedup.
Where the CSVs have an
OpenCL column (gimmikc-opencl rows: the CUDA pick through the OpenCL
backend on the same GPU), a table of it too: per operator the OpenCL
time, its variant, whether it is the CUDA pick's kernel, OpenCL/CUDA
(its time over the tuned CUDA kernel's), its % of roofline and of the
stream limit and its speedup over the best other; then per shape the
geometric mean and range of OpenCL/CUDA, over all operators and over
those with the same kernel, and of the OpenCL speedup.  Only rows
checked correct count: status "ok", or "ok: NOTE" (an OpenCL row whose
kernel is not the CUDA pick's, the note says why).  When an operator is
in several files, the file with the most rows for it wins (a part cut
off by a time limit left fewer); with --latest, the last file named that
has its tuned row and GiMMiK 4.0's (a later build's figures over an
earlier one's), or, where no file has GiMMiK 4.0's (it declined), the
last with the tuned row.
Python's standard library only.
"""
import argparse
import csv
import math
import sys


def read_rows(paths, latest=False):
    """operator -> its rows, from the file with the most of them, or with
    `latest` from the last file with its tuned row, preferring files that
    also have GiMMiK 4.0's."""
    chosen, complete = {}, set()
    for path in paths:
        here = {}
        with open(path, newline='') as handle:
            lines = [line for line in handle if not line.startswith('#')]
        for row in csv.DictReader(lines):
            here.setdefault(row['operator'], []).append(row)
        for name, rows in here.items():
            kinds = {row['implementation'] for row in rows}
            if latest:
                whole = {'gimmikc-tuned', 'gimmik4'} <= kinds
                if 'gimmikc-tuned' in kinds and (whole or
                                                 name not in complete):
                    chosen[name] = rows
                    if whole:
                        complete.add(name)
            elif len(rows) >= len(chosen.get(name, [])):
                chosen[name] = rows
    return chosen


def passed(row):
    """Whether the row's kernel passed the check: "ok" or "ok: NOTE"."""
    status = row.get('status') or ''
    return status == 'ok' or status.startswith('ok:')


def fastest(rows, implementation):
    """The fastest correct row of an implementation, or None."""
    good = []
    for row in rows:
        if row['implementation'] != implementation or not passed(row):
            continue
        try:
            milliseconds = float(row['ms'])
        except ValueError:
            continue
        if milliseconds > 0 and math.isfinite(milliseconds):
            good.append((milliseconds, row))
    return min(good, key=lambda pair: pair[0]) if good else None


def number(row, column):
    try:
        value = float(row.get(column, ''))
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None


def geometric_mean(values):
    values = [v for v in values if v is not None and v > 0]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def text(value, form='{:.4f}'):
    return '-' if value is None else form.format(value)


def not_measured(rows):
    """Why an implementation has no time: its first row's status, short
    and safe in a Markdown table."""
    if not rows:
        return ''
    status = (rows[0].get('status') or '').replace('|', '/')
    return status if len(status) <= 60 else status[:57] + '...'


def measure(name, rows):
    """One operator's figures, or None when ours did not pass."""
    tuned = fastest(rows, 'gimmikc-tuned')
    if not tuned:
        return None
    default = fastest(rows, 'gimmikc-default')
    cublas = fastest(rows, 'cublas')
    gimmik4 = fastest(rows, 'gimmik4')
    stream = fastest(rows, 'stream-limit')
    others = [pair for pair in (cublas, gimmik4) if pair]
    best_other = min(others, key=lambda pair: pair[0]) if others else None
    ours_ms, ours_row = tuned
    pct_stream = 100.0 * stream[0] / ours_ms if stream else None
    opencl = fastest(rows, 'gimmikc-opencl')
    opencl_ms = opencl[0] if opencl else None
    opencl_rows = [row for row in rows
                   if row['implementation'] == 'gimmikc-opencl']
    return {
        'operator': name,
        'shape': name.split('-')[0],
        'tuned': ours_ms,
        'tuned_variant': ours_row['variant'],
        'default': default[0] if default else None,
        'default_variant': default[1]['variant'] if default else '',
        'cublas': cublas[0] if cublas else None,
        'gimmik4': gimmik4[0] if gimmik4 else None,
        'best_other': best_other[0] if best_other else None,
        'speedup': best_other[0] / ours_ms if best_other else None,
        'default_over_tuned': default[0] / ours_ms if default else None,
        'pct_roofline': number(ours_row, 'pct_roofline'),
        'pct_stream': pct_stream,
        'best_other_pct_roofline':
            number(best_other[1], 'pct_roofline') if best_other else None,
        'at_stream_limit':
            best_other[0] / stream[0] if best_other and stream else None,
        'opencl': opencl_ms,
        'opencl_rows': len(opencl_rows),
        'opencl_variant': opencl[1]['variant'] if opencl else
                          not_measured(opencl_rows),
        'opencl_same': bool(opencl) and opencl[1]['status'] == 'ok',
        'opencl_over_cuda': opencl_ms / ours_ms if opencl else None,
        'opencl_speedup':
            best_other[0] / opencl_ms if opencl and best_other else None,
        'opencl_pct_roofline':
            number(opencl[1], 'pct_roofline') if opencl else None,
        'opencl_pct_stream':
            100.0 * stream[0] / opencl_ms if opencl and stream else None,
    }


def statistics(values, threshold=None, below=True):
    """(geometric mean, least, most, count past the threshold, count)."""
    values = [v for v in values if v is not None]
    if not values:
        return None, None, None, 0, 0
    past = 0
    if threshold is not None:
        past = sum(1 for v in values if (v < threshold if below
                                         else v > threshold))
    return geometric_mean(values), min(values), max(values), past, len(values)


def markdown_table(out, header, rows):
    """One Markdown table: its header cells, then rows of cells."""
    out.write('| ' + ' | '.join(header) + ' |\n')
    out.write('|' + '---|' * len(header) + '\n')
    for cells in rows:
        out.write('| ' + ' | '.join(cells) + ' |\n')


def print_table(results, out):
    markdown_table(out, [
        'operator', 'ours (tuned) ms', 'variant', 'default ms',
        'default variant', 'cuBLAS ms', 'GiMMiK 4.0 ms', 'best other ms',
        'speedup', '% roofline', '% stream limit', 'default/tuned'], [[
            r['operator'], text(r['tuned']), r['tuned_variant'],
            text(r['default']), r['default_variant'] or '-',
            text(r['cublas']), text(r['gimmik4']), text(r['best_other']),
            text(r['speedup'], '{:.2f}'), text(r['pct_roofline'], '{:.1f}'),
            text(r['pct_stream'], '{:.1f}'),
            text(r['default_over_tuned'], '{:.2f}')] for r in results])


def shape_groups(results):
    """(shape, its results) for each shape, then ('all', every result)."""
    for shape in sorted({r['shape'] for r in results}) + ['all']:
        yield shape, [r for r in results if shape in ('all', r['shape'])]


def order_of(name):
    """The order in an operator's name (hex-gl-p5-m132: 5), or None."""
    for part in name.split('-'):
        if len(part) > 1 and part[0] == 'p' and part[1:].isdigit():
            return int(part[1:])
    return None


def order_groups(results):
    """('SHAPE pN', its results) for each shape and order, in order."""
    keys = sorted({(r['shape'], order_of(r['operator'])) for r in results},
                  key=lambda key: (key[0], key[1] is None, key[1] or 0))
    for shape, order in keys:
        label = shape if order is None else '{} p{}'.format(shape, order)
        yield label, [r for r in results if r['shape'] == shape and
                      order_of(r['operator']) == order]


def summary_cells(shape, group):
    speed = statistics([r['speedup'] for r in group], 0.95)
    ratio = statistics([r['default_over_tuned'] for r in group], 1.05,
                       below=False)
    return [shape, str(len(group)), text(speed[0], '{:.2f}'),
            text(speed[1], '{:.2f}'), '{} of {}'.format(speed[3], speed[4]),
            text(geometric_mean([r['pct_roofline'] for r in group]),
                 '{:.1f}'),
            text(geometric_mean([r['pct_stream'] for r in group]), '{:.1f}'),
            text(geometric_mean([r['best_other_pct_roofline']
                                 for r in group]), '{:.1f}'),
            text(geometric_mean([r['at_stream_limit'] for r in group]),
                 '{:.2f}'),
            text(ratio[0], '{:.2f}'), text(ratio[2], '{:.2f}'),
            '{} of {}'.format(ratio[3], ratio[4])]


SUMMARY_HEADER = [
    'shape', 'operators', 'speedup: geo. mean', 'least', 'under 0.95x',
    '% roofline', '% stream limit', 'best other % roofline',
    'speedup at the stream limit', 'default/tuned: geo. mean', 'most',
    'over 1.05x']


def print_summary(results, out, groups=shape_groups):
    out.write('\n')
    markdown_table(out, SUMMARY_HEADER,
                   [summary_cells(label, group)
                    for label, group in groups(results)])


def print_worst(results, count, out):
    """The `count` operators of least speedup, least first."""
    ranked = sorted((r for r in results if r['speedup'] is not None),
                    key=lambda r: r['speedup'])[:count]
    out.write('\n## The {} of least speedup\n\n'.format(len(ranked)))
    markdown_table(out, [
        'operator', 'speedup', 'ours (tuned) ms', 'variant', 'best other ms',
        '% roofline', '% stream limit'], [[
            r['operator'], text(r['speedup'], '{:.2f}'), text(r['tuned']),
            r['tuned_variant'], text(r['best_other']),
            text(r['pct_roofline'], '{:.1f}'),
            text(r['pct_stream'], '{:.1f}')] for r in ranked])


def opencl_cells(r):
    measured = r['opencl'] is not None
    return [r['operator'], text(r['tuned']), r['tuned_variant'],
            text(r['opencl']), r['opencl_variant'] or '-',
            ('yes' if r['opencl_same'] else 'no') if measured else '-',
            text(r['opencl_over_cuda'], '{:.2f}'),
            text(r['opencl_pct_roofline'], '{:.1f}'),
            text(r['opencl_pct_stream'], '{:.1f}'),
            text(r['opencl_speedup'], '{:.2f}')]


def opencl_shape_cells(shape, group):
    ratio = statistics([r['opencl_over_cuda'] for r in group])
    same = statistics([r['opencl_over_cuda'] for r in group
                       if r['opencl_same']])
    speed = statistics([r['opencl_speedup'] for r in group])
    return [shape, str(ratio[4])] + [text(v, '{:.2f}') for v in ratio[:3]] + [
        '{} of {}'.format(same[4], ratio[4])] + [
        text(v, '{:.2f}') for v in same[:3] + speed[:3]]


def print_opencl(results, out):
    """The OpenCL column: per operator, then per shape."""
    out.write('\n## OpenCL: the CUDA pick through the OpenCL backend\n\n')
    markdown_table(out, [
        'operator', 'CUDA ms', 'CUDA variant', 'OpenCL ms', 'OpenCL variant',
        'same kernel', 'OpenCL/CUDA', 'OpenCL % roofline',
        'OpenCL % stream limit', 'OpenCL speedup'],
        [opencl_cells(r) for r in results])
    out.write('\n')
    markdown_table(out, [
        'shape', 'operators', 'OpenCL/CUDA: geo. mean', 'least', 'most',
        'same kernel', 'same kernel: geo. mean', 'least', 'most',
        'OpenCL speedup: geo. mean', 'least', 'most'],
        [opencl_shape_cells(shape, group)
         for shape, group in shape_groups(results)])
    out.write('\nOpenCL/CUDA is the OpenCL kernel\'s time over the tuned '
              'CUDA kernel\'s (above 1: OpenCL is slower); "same kernel" '
              'counts the operators whose OpenCL row is the CUDA pick\'s '
              'variant and parameters (the others: OpenCL\'s own pick, '
              'its row\'s status says why); the OpenCL speedup is the best '
              'of cuBLAS and GiMMiK 4.0 over OpenCL.\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--title', default='PyFR suite')
    parser.add_argument('--shapes', default='',
                        help='only operators of these shapes (comma '
                        'separated: hex,quad,tri,tet is the suite)')
    parser.add_argument('--latest', action='store_true',
                        help='an operator in several files: the last file '
                        'with its tuned row and, where any file has them, '
                        'GiMMiK 4.0\'s; not the one with most rows')
    parser.add_argument('--exclude', default='',
                        help='operators left out (comma separated), e.g. '
                        'one whose GiMMiK 4.0 kernels a call did not reach')
    parser.add_argument('--orders', action='store_true',
                        help='the summary per shape and order as well')
    parser.add_argument('--worst', type=int, default=0, metavar='K',
                        help='list the K operators of least speedup')
    parser.add_argument('csv', nargs='+')
    arguments = parser.parse_args()
    by_operator = read_rows(arguments.csv, arguments.latest)
    if arguments.shapes:
        shapes = tuple(s + '-' for s in arguments.shapes.split(','))
        by_operator = {name: rows for name, rows in by_operator.items()
                       if name.startswith(shapes)}
    for name in filter(None, arguments.exclude.split(',')):
        by_operator.pop(name, None)
    results, missing = [], []
    for name in sorted(by_operator):
        figures = measure(name, by_operator[name])
        if figures:
            results.append(figures)
        else:
            missing.append(name)
    out = sys.stdout
    out.write('# {}\n\n'.format(arguments.title))
    if not results:
        out.write('No operator has a tuned row that passed the check.\n')
        return 1
    print_table(results, out)
    print_summary(results, out)
    if arguments.orders:
        print_summary(results, out, order_groups)
    if arguments.worst > 0:
        print_worst(results, arguments.worst, out)
    if any(r['opencl_rows'] for r in results):
        print_opencl(results, out)
    if missing:
        out.write('\nNo tuned row that passed the check: {}.\n'.format(
            ', '.join(missing)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
