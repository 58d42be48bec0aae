#!/usr/bin/env python3
"""test_variant_bests.py: bench/pyfr/variant_bests.py on a --verbose log
and a CSV written here in pyfr_bench's forms: each variant's best
candidate and count per operator, two logs' times merged, the code size
from the CSV (beta 1 counting C twice), operators ordered by it, the
ratio against --against, an operator the CSV lacks left out, and one
without the compared variant left out under --against; under --sweep, a
parameter's values against each operator's best (the fastest of two
candidates at one value), sparse and dense apart, an operator timed at
two values left out, and the geometric mean and most of each value.

    python3 tests/bench/test_variant_bests.py
"""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
SCRIPT = os.path.join(ROOT, 'bench', 'pyfr', 'variant_bests.py')

CSV = ('# device NVIDIA H200\n'
       'operator,m,k,nnz,beta,n,implementation,variant,params,ms,GBps,'
       'pct_copy,pct_roofline,pct_stream,GFLOPs,error,status\n'
       'tet-a,100,40,4000,1,1024,gimmikc-tuned,mma,"x=1",0.5,1,1,1,1,1,'
       '1e-16,ok\n'
       'hex-b,10,20,30,0,1024,gimmikc-tuned,cstream,"",0.2,1,1,1,1,1,'
       '1e-16,ok\n')

PREFIX = 'gimmik: tuning operators/pyfr/'


def candidate(name, kind, variant, ms):
    return '{}{}.mtx: {:7s} {} block=128 {:.4f} ms\n'.format(
        PREFIX, name, kind, variant, ms)


FIRST = (candidate('tet-a', 'time', 'mma', 0.6)
         + candidate('tet-a', 'refine', 'mma', 0.5)
         + candidate('tet-a', 'time', 'row-split', 1.5)
         + candidate('hex-b', 'time', 'cstream', 0.2)
         + candidate('pyr-c', 'time', 'cstream', 0.1)
         + 'tet-a                tuned   0.5000 ms\n')
SECOND = candidate('tet-a', 'in use', 'row-split', 1.0)


def split(name, msplit, ms):
    return '{}{}.mtx: time    row-split block_x=32 msplit={} bchunk=32 ' \
        '{:.4f} ms\n'.format(PREFIX, name, msplit, ms)


# tet-a is dense (4000 of 100 x 40), hex-b sparse (30 of 10 x 20).
SWEPT = (split('tet-a', 2, 1.2) + split('tet-a', 2, 1.0)
         + split('tet-a', 4, 1.5) + split('tet-a', 8, 2.0)
         + split('hex-b', 2, 0.4) + split('hex-b', 4, 0.2)
         + split('hex-b', 8, 0.3) + split('pyr-c', 2, 0.1)
         + split('pyr-c', 4, 0.1) + split('pyr-c', 8, 0.1)
         + split('quad-d', 2, 0.1) + split('quad-d', 4, 0.2))


class VariantBests(unittest.TestCase):
    def run_script(self, *options, logs=(FIRST, SECOND)):
        with tempfile.TemporaryDirectory() as folder:
            paths = []
            files = [('{}.log'.format(i), text) for i, text in
                     enumerate(logs)] + [('c.csv', CSV)]
            for name, text in files:
                path = os.path.join(folder, name)
                with open(path, 'w') as handle:
                    handle.write(text)
                paths.append(path)
            result = subprocess.run(
                [sys.executable, SCRIPT] + list(options) + paths,
                capture_output=True, text=True, check=True)
        return result.stdout.splitlines()

    def test_bests(self):
        lines = self.run_script()
        self.assertEqual(len(lines), 2)
        # hex-b: 30 + 20 + 10; tet-a: 4000 + 40 + 2 x 100.
        self.assertEqual(lines[0].split()[:3], ['60', 'hex-b',
                                                 'cstream:0.2000(1)'])
        self.assertEqual(lines[1].split(), [
            '4240', 'tet-a', 'mma:0.5000(2)', 'row-split:1.0000(2)'])

    def test_against(self):
        lines = self.run_script('--against', 'mma')
        self.assertEqual(len(lines), 1)
        self.assertIn('best other / mma: 2.00', lines[0])

    def test_sweep(self):
        lines = self.run_script('--sweep', 'row-split:msplit',
                                logs=(SWEPT,))
        self.assertEqual(lines[:2], [
            'hex-b                  sparse 2:2.000 4:1.000 8:1.500',
            'tet-a                  dense  2:1.000 4:1.500 8:2.000'])
        self.assertEqual(lines[2:], [
            'sparse msplit=2: geometric mean 2.000, most 2.000, on 1',
            'sparse msplit=4: geometric mean 1.000, most 1.000, on 1',
            'sparse msplit=8: geometric mean 1.500, most 1.500, on 1',
            'dense msplit=2: geometric mean 1.000, most 1.000, on 1',
            'dense msplit=4: geometric mean 1.500, most 1.500, on 1',
            'dense msplit=8: geometric mean 2.000, most 2.000, on 1'])


if __name__ == '__main__':
    unittest.main()
