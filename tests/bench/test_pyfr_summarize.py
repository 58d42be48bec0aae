#!/usr/bin/env python3
"""test_pyfr_summarize.py: bench/pyfr/summarize.py and bench/summarize.py
on CSVs written here in pyfr_bench's format (bench/pyfr/rows.c): one run
with the OpenCL column (the same kernel, OpenCL's own pick with a quoted
status holding commas, a failed OpenCL row) and one run without it,
whose summary must not change; the summary per shape and order and the
operators of least speedup.  The figures are worked out by hand.

    python3 tests/bench/test_pyfr_summarize.py
"""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
PYFR_SUMMARIZE = os.path.join(ROOT, 'bench', 'pyfr', 'summarize.py')
SUMMARIZE = os.path.join(ROOT, 'bench', 'summarize.py')

DEVICE = ('# device NVIDIA H200 (sm_90a, driver 13.0); cuBLAS 130100; '
          'dtype f64; copy_GBps 4226.1; peak_GFLOPs 57596.1\n')
OPENCL_DEVICE = ('# opencl NVIDIA H200 (NVIDIA CUDA OpenCL 3.0; OpenCL 3.0 '
                 'CUDA; driver 580.0)\n')
COLUMNS = ('operator,m,k,nnz,beta,n,implementation,variant,params,ms,GBps,'
           'pct_copy,pct_roofline,pct_stream,GFLOPs,error,status\n')


def row(operator, implementation, variant, ms, status='ok', roofline=90.0):
    shape = {'hex': '8,8,64,0', 'tri': '6,3,18,1', 'quad': '4,8,16,1'}
    return ('{},{},1024,{},{},"",{:.6f},1.0,1.0,{:.2f},1.0,1.0,1.000e-15,{}\n'
            .format(operator, shape[operator.split('-')[0]], implementation,
                    variant, ms, roofline, status))


BASE = [
    # hex: OpenCL runs the CUDA pick, 1.10x its time.
    row('hex-gl-p1-m0', 'stream-limit', 'copy', 0.9),
    row('hex-gl-p1-m0', 'gimmikc-default', 'cstream', 1.1),
    row('hex-gl-p1-m0', 'gimmikc-tuned', 'cstream', 1.0),
    row('hex-gl-p1-m0', 'cublas', 'gemm', 2.0),
    row('hex-gl-p1-m0', 'gimmik4', 'bstream', 1.2),
    # tri: the CUDA pick is mma; OpenCL's tuned row-split, 1.20x.
    row('tri-ws-p2-m3', 'stream-limit', 'copy', 1.8),
    row('tri-ws-p2-m3', 'gimmikc-tuned', 'mma', 2.0),
    row('tri-ws-p2-m3', 'cublas', 'gemm', 3.0),
    row('tri-ws-p2-m3', 'gimmik4', 'cstream', 2.5),
    # quad: the OpenCL row failed to compile.
    row('quad-gl-p1-m3', 'stream-limit', 'copy', 0.5),
    row('quad-gl-p1-m3', 'gimmikc-tuned', 'cstream', 1.0),
    row('quad-gl-p1-m3', 'cublas', 'gemm', 1.5),
]

OPENCL = [
    row('hex-gl-p1-m0', 'gimmikc-opencl', 'cstream', 1.1, roofline=80.0),
    row('tri-ws-p2-m3', 'gimmikc-opencl', 'row-split', 2.4,
        status='"ok: not the CUDA pick: tuned on OpenCL, since variant mma '
               'does not suit A, f64: not offered for the opencl backend"'),
    row('quad-gl-p1-m3', 'gimmikc-opencl', 'cstream', float('nan'),
        status='"failed: clBuildProgram, -11: see the log"'),
    # A wrong OpenCL row never counts, however fast.
    row('hex-gl-p1-m0', 'gimmikc-opencl', 'bstream', 0.1,
        status='wrong: 8 non-finite of 512'),
]


def run(script, *arguments):
    done = subprocess.run([sys.executable, script] + list(arguments),
                          capture_output=True, text=True, check=True)
    return done.stdout


class Summaries(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.with_opencl = self.write(
            'with.csv', DEVICE + OPENCL_DEVICE + COLUMNS, BASE + OPENCL)
        self.without = self.write('without.csv', DEVICE + COLUMNS, BASE)

    def tearDown(self):
        self.folder.cleanup()

    def write(self, name, header, rows):
        path = os.path.join(self.folder.name, name)
        with open(path, 'w') as handle:
            handle.write(header + ''.join(rows))
        return path

    def table_row(self, text, first_cell):
        for line in text.splitlines():
            cells = [cell.strip() for cell in line.strip('|').split('|')]
            if cells and cells[0] == first_cell:
                yield cells

    def test_pyfr_summary_opencl_per_operator(self):
        text = run(PYFR_SUMMARIZE, self.with_opencl)
        self.assertIn('## OpenCL: the CUDA pick through the OpenCL backend',
                      text)
        hex_rows = list(self.table_row(text, 'hex-gl-p1-m0'))
        # The main table, then the OpenCL one.
        self.assertEqual(len(hex_rows), 2)
        self.assertEqual(hex_rows[1], [
            'hex-gl-p1-m0', '1.0000', 'cstream', '1.1000', 'cstream', 'yes',
            '1.10', '80.0', '81.8', '1.09'])
        tri = list(self.table_row(text, 'tri-ws-p2-m3'))[1]
        self.assertEqual(tri[3:7], ['2.4000', 'row-split', 'no', '1.20'])
        self.assertEqual(tri[9], '1.04')
        quad = list(self.table_row(text, 'quad-gl-p1-m3'))[1]
        self.assertEqual(quad[3], '-')
        self.assertTrue(quad[4].startswith('failed: clBuildProgram, -11'))
        self.assertEqual(quad[5:7], ['-', '-'])

    def test_pyfr_summary_opencl_per_shape(self):
        text = run(PYFR_SUMMARIZE, self.with_opencl)
        rows = list(self.table_row(text, 'all'))
        self.assertEqual(len(rows), 2)
        # Ratios 1.10 and 1.20: geometric mean sqrt(1.32); one the same
        # kernel; speedups 1.2/1.1 and 2.5/2.4.
        self.assertEqual(rows[1], [
            'all', '2', '1.15', '1.10', '1.20', '1 of 2', '1.10', '1.10',
            '1.10', '1.07', '1.04', '1.09'])
        self.assertEqual(list(self.table_row(text, 'tri'))[1][1:6],
                         ['1', '1.20', '1.20', '1.20', '0 of 1'])

    def test_pyfr_summary_without_opencl(self):
        text = run(PYFR_SUMMARIZE, self.without)
        self.assertNotIn('OpenCL', text)
        # The OpenCL rows add their section and change nothing above it.
        with_opencl = run(PYFR_SUMMARIZE, self.with_opencl)
        self.assertTrue(with_opencl.startswith(text.rstrip('\n')))

    def test_pyfr_summary_shapes(self):
        text = run(PYFR_SUMMARIZE, '--shapes', 'hex,quad', self.without)
        self.assertEqual(len(list(self.table_row(text, 'hex-gl-p1-m0'))), 1)
        self.assertEqual(len(list(self.table_row(text, 'quad-gl-p1-m3'))), 1)
        self.assertEqual(list(self.table_row(text, 'tri-ws-p2-m3')), [])
        self.assertEqual(list(self.table_row(text, 'all'))[0][1], '2')
        # At the stream limit: hex 1.2 / 0.9, quad 1.5 / 0.5 (cuBLAS the
        # only other); geometric mean sqrt(4).
        self.assertEqual(list(self.table_row(text, 'all'))[0][8], '2.00')
        text = run(PYFR_SUMMARIZE, '--exclude', 'quad-gl-p1-m3,nothing',
                   self.without)
        self.assertEqual(list(self.table_row(text, 'quad-gl-p1-m3')), [])
        self.assertEqual(list(self.table_row(text, 'all'))[0][1], '2')

    def test_pyfr_summary_latest(self):
        # A later run: hex faster with GiMMiK 4.0 timed, tri cut off
        # before GiMMiK 4.0, quad (which GiMMiK 4.0 declined in every
        # run) faster.
        later = self.write('later.csv', DEVICE + COLUMNS, [
            row('hex-gl-p1-m0', 'gimmikc-tuned', 'col-split', 0.8),
            row('hex-gl-p1-m0', 'gimmik4', 'bstream', 1.2),
            row('tri-ws-p2-m3', 'gimmikc-tuned', 'cstream', 1.0),
            row('quad-gl-p1-m3', 'gimmikc-tuned', 'rstream', 0.75),
            row('quad-gl-p1-m3', 'cublas', 'gemm', 1.5)])
        most = run(PYFR_SUMMARIZE, self.without, later)
        self.assertEqual(list(self.table_row(most, 'hex-gl-p1-m0'))[0][1],
                         '1.0000')
        text = run(PYFR_SUMMARIZE, '--latest', self.without, later)
        hex_row = list(self.table_row(text, 'hex-gl-p1-m0'))[0]
        self.assertEqual(hex_row[1:3], ['0.8000', 'col-split'])
        self.assertEqual(hex_row[8], '1.50')
        self.assertEqual(list(self.table_row(text, 'tri-ws-p2-m3'))[0][1:3],
                         ['2.0000', 'mma'])
        self.assertEqual(list(self.table_row(text, 'quad-gl-p1-m3'))[0][1:3],
                         ['0.7500', 'rstream'])

    def test_pyfr_summary_orders_and_worst(self):
        # A second hex operator of another order, at speedup 0.5.
        more = self.write('more.csv', DEVICE + COLUMNS, BASE + [
            row('hex-gl-p3-m0', 'gimmikc-tuned', 'rstream', 2.0),
            row('hex-gl-p3-m0', 'gimmik4', 'bstream', 1.0)])
        plain = run(PYFR_SUMMARIZE, more)
        self.assertEqual(list(self.table_row(plain, 'hex p1')), [])
        self.assertNotIn('least speedup', plain)
        text = run(PYFR_SUMMARIZE, '--orders', '--worst', '2', more)
        self.assertEqual(list(self.table_row(text, 'hex p1'))[0][1:4],
                         ['1', '1.20', '1.20'])
        self.assertEqual(list(self.table_row(text, 'hex p3'))[0][1:5],
                         ['1', '0.50', '0.50', '1 of 1'])
        self.assertEqual(list(self.table_row(text, 'tri p2'))[0][1], '1')
        # Speedups: hex p3 0.5, tri 2.5/2.0, hex p1 1.2, quad 1.5.
        self.assertIn('## The 2 of least speedup', text)
        worst = text.split('## The 2 of least speedup')[1]
        self.assertEqual(list(self.table_row(worst, 'hex-gl-p3-m0'))[0][1],
                         '0.50')
        self.assertEqual(list(self.table_row(worst, 'hex-gl-p1-m0'))[0][1],
                         '1.20')
        self.assertEqual(list(self.table_row(worst, 'quad-gl-p1-m3')), [])

    def test_summary_md(self):
        out = os.path.join(self.folder.name, 'out')
        subprocess.run([sys.executable, SUMMARIZE, '--out', out,
                        self.with_opencl], capture_output=True, check=True)
        with open(os.path.join(out, 'summary.md')) as handle:
            text = handle.read()
        self.assertIn('gimmikc-opencl over gimmikc-tuned, time (above 1: '
                      'OpenCL is slower): geometric mean 1.149, range 1.10 '
                      'to 1.20 over 2 operators; 1 of them the CUDA pick\'s '
                      'kernel, geometric mean 1.100, range 1.10 to 1.10.',
                      text)
        self.assertIn('Speedup of gimmikc-opencl over the best of cuBLAS and '
                      'GiMMiK 4.0: geometric mean 1.066, range 1.04 to 1.09 '
                      'over 2 operators.', text)
        opencl = list(self.table_row(text, 'gimmikc-opencl'))
        # % roofline 80 and 90: geometric mean sqrt(7200), one under 85.
        self.assertIn(['gimmikc-opencl', 'all', '84.9', '80.0', '1', '2'],
                      [cells[:6] for cells in opencl])
        self.assertIn('Kernels that failed the check (excluded from every '
                      'figure): 1.', text)

    def test_summary_md_without_opencl(self):
        out = os.path.join(self.folder.name, 'out')
        subprocess.run([sys.executable, SUMMARIZE, '--out', out,
                        self.without], capture_output=True, check=True)
        with open(os.path.join(out, 'summary.md')) as handle:
            self.assertNotIn('opencl', handle.read())


if __name__ == '__main__':
    unittest.main()
