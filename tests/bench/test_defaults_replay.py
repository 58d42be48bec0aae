#!/usr/bin/env python3
"""test_defaults_replay.py: bench/pyfr/defaults_replay.py on a --verbose
log and a CSV written here in pyfr_bench's forms, with stand-ins for two
gimmikc builds that plan fixed defaults: the default's time is the
fastest logged candidate of its variant whose parameters it has (a
candidate naming fewer still matches, one naming another value does
not), over the operator's fastest; a default never timed prints '-'; an
operator with no operator file or no CSV row is left out; --against
shows the other build's default where it differs; the last line sums the
matched ones.  A build that fails stops the run, naming the operator.

    python3 tests/bench/test_defaults_replay.py
"""
import os
import stat
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
SCRIPT = os.path.join(ROOT, 'bench', 'pyfr', 'defaults_replay.py')

# A gimmikc stand-in: writes --meta for the operator file's name from
# PLANS, and checks the options the replay must pass.
BUILD = '''#!{python}
import json, os, sys
PLANS = {plans}
args = sys.argv[1:]
name = os.path.basename(args[0])[:-len('.mtx')]
options = dict(zip(args[1::2], args[2::2]))
assert options['--backend'] == 'cuda' and options['--arch'] == 'sm_90'
assert options['--dtype'] == 'f32' and options['--n'] == '4096'
if name not in PLANS:
    sys.exit('no plan for ' + name)
with open(options['--meta'], 'w') as handle:
    json.dump(PLANS[name], handle)
'''

NEW = {'a': {'variant': 'cstream', 'params': {'block': 128, 'width': 1,
                                               'hints': 0}},
       'b': {'variant': 'row-split', 'params': {'msplit': 4}}}
OLD = {'a': {'variant': 'rstream', 'params': {'block': 128}},
       'b': {'variant': 'row-split', 'params': {'msplit': 4}}}

PREFIX = 'gimmik: tuning operators/pyfr/'
LOG = ''.join(PREFIX + line + '\n' for line in [
    'a.mtx: time    cstream block=128 width=1 0.4000 ms',
    'a.mtx: refine  cstream block=128 width=1 0.5000 ms',
    'a.mtx: time    cstream block=128 width=2 0.3000 ms',
    'a.mtx: time    rstream block=128 0.2500 ms',
    'a.mtx: final   rstream block=256 0.2000 ms',
    'b.mtx: time    row-split msplit=2 0.5000 ms',
    'c.mtx: time    cstream block=128 0.1000 ms',
    'd.mtx: time    cstream block=128 0.1000 ms'])

CSV = ('# device NVIDIA H200\n'
       'operator,m,k,nnz,beta,n,implementation,variant,params,ms\n'
       'a,4,4,16,0,4096,gimmikc-tuned,rstream,"",0.2\n'
       'b,4,4,16,1,4096,gimmikc-tuned,row-split,"",0.5\n'
       'c,4,4,16,0,4096,gimmikc-tuned,cstream,"",0.1\n')


class DefaultsReplay(unittest.TestCase):
    def run_script(self, plans, against=None, check=True):
        with tempfile.TemporaryDirectory() as folder:
            operators = os.path.join(folder, 'ops')
            os.mkdir(operators)
            for name in 'abd':
                with open(os.path.join(operators, name + '.mtx'), 'w'):
                    pass
            builds = []
            for index, table in enumerate([plans] + ([against]
                                                     if against else [])):
                path = os.path.join(folder, 'gimmikc{}'.format(index))
                with open(path, 'w') as handle:
                    handle.write(BUILD.format(python=sys.executable,
                                              plans=repr(table)))
                os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
                builds.append(path)
            for name, text in (('run.log', LOG), ('run.csv', CSV)):
                with open(os.path.join(folder, name), 'w') as handle:
                    handle.write(text)
            command = [sys.executable, SCRIPT, '--dtype', 'f32',
                       '--gimmikc', builds[0], '--operators', operators]
            if against:
                command += ['--against', builds[1]]
            command += [os.path.join(folder, 'run.log'),
                        os.path.join(folder, 'run.csv')]
            result = subprocess.run(command, capture_output=True, text=True)
        if check:
            self.assertEqual(result.returncode, 0, result.stderr)
        return result

    def test_replay(self):
        lines = self.run_script(NEW).stdout.splitlines()
        self.assertEqual(lines, [
            'a                  2.000 cstream block=128 hints=0 width=1',
            'b                    -   row-split msplit=4',
            'matched 1: geometric mean 2.000, most 2.000, over 1.10: 1'])

    def test_against(self):
        lines = self.run_script(NEW, OLD).stdout.splitlines()
        self.assertEqual(lines[0],
                         'a                  2.000 cstream block=128 '
                         'hints=0 width=1  | was 1.250 rstream block=128')
        self.assertEqual(lines[1], 'b                    -   row-split '
                                   'msplit=4')

    def test_failed_build(self):
        result = self.run_script({'a': NEW['a']}, check=False)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn('b.mtx', result.stderr)
        self.assertIn('no plan for b', result.stderr)


if __name__ == '__main__':
    unittest.main()
