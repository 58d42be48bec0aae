#!/usr/bin/env python3
"""test_gimmik4_render.py: CPU checks of tools/gimmik4_render.py (no GPU).

  python3 tests/bench/test_gimmik4_render.py [OPERATOR.mtx]

Needs numpy and GiMMiK 4.0 (tools/requirements-bench.txt).  For one operator
(default operators/pyfr/hex-gl-p2-m460.mtx) it confirms that our Matrix
Market reader and GiMMiK agree on the matrix: the nonzero count, the nonzero
pattern and the values GiMMiK prints into a rendered CUDA kernel.  It does not
interpret kernels.  Then it renders the operator with the tool into a
temporary directory and checks the metadata files against the index.
"""

import json
from pathlib import Path
import re
import subprocess
import sys
import tempfile

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / 'tools'))

import gimmik4_render as g4  # noqa: E402


def check_reader(path):
    from gimmik import CUDAMatMul

    A, nent = g4.read_mtx(path)
    nnz = int(np.count_nonzero(A))
    assert nnz == nent, f'{path}: {nnz} nonzeros, header says {nent}'

    # Count lines independently of the reader
    lines = [ln for ln in Path(path).read_text().splitlines()
             if ln.strip() and not ln.startswith('%')]
    assert len(lines) - 1 == nent

    mm = CUDAMatMul(A, beta=0.0, n=1024, ldb=1024, ldc=1024)
    assert mm.A.shape == A.shape
    assert int(np.count_nonzero(mm.A)) == nnz
    assert np.array_equal(mm.A != 0, A != 0)

    # The cstream kernel writes one product "value*b[i + col*ldb]" per
    # nonzero of A: the values it prints must be A's, exactly
    if not mm._unrolled_viable():
        print(f'reader: {Path(path).name}: {nnz} nonzeros, same pattern in '
              'GiMMiK (no CUDA kernel to compare values: GiMMiK declines '
              'this dense operator)')
        return
    src, meta = next(mm.kernels(np.float64, kname='probe'))
    assert meta['tplname'] == 'cstream'
    products = re.findall(r'(-?[0-9.eE+-]+)\*b\[i \+ (\d+)\*ldb\]', src)
    assert len(products) == nnz, (len(products), nnz)
    rows = [(r, e) for e, r in re.findall(
        r'dotp = ([^;]*);\s*c\[i \+ (\d+)\*ldc\] = dotp;', src)]
    assert len(rows) == A.shape[0]
    got = np.zeros_like(A)
    for row, expr in rows:
        for val, col in re.findall(r'(-?[0-9.eE+-]+)\*b\[i \+ (\d+)\*ldb\]',
                                   expr):
            got[int(row), int(col)] = float(val)
    assert np.array_equal(got, A), 'printed values differ from the .mtx'
    print(f'reader: {Path(path).name}: {A.shape[0]} x {A.shape[1]}, '
          f'{nnz} nonzeros, GiMMiK sees the same matrix')


def check_render(path):
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / 'out'
        cmd = [sys.executable, str(ROOT / 'tools' / 'gimmik4_render.py'),
               '--operators', str(path), '--n', '4096', '--out', str(out)]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        # A second run must refuse the existing directory
        again = subprocess.run(cmd, capture_output=True, text=True)
        assert again.returncode != 0 and 'exists' in again.stderr

        index = json.loads((out / 'index.json').read_text())
        assert index['kernels'], 'no kernel rendered'
        for entry in index['kernels']:
            meta = json.loads((out / entry['meta']).read_text())
            assert (out / entry['source']).parent / meta['source'] \
                == out / entry['source']
            text = (out / entry['source']).read_text()
            assert meta['kernel'] in text
            assert len(meta['args']) == len(meta['arg_types'])
            assert meta['grid'][0] == -(-4096 // meta['cols_per_block'])
            if meta['format'] == 'cuda-c':
                assert text.count('\nextern "C"\n{\n') == 1
                assert meta['args'] == ['b', 'c']
            else:
                assert re.search(rf'\.visible \.entry {meta["kernel"]}\(',
                                 text)
            assert len(meta['variant_short']) <= 31
            assert len(meta['params']) <= 8
            assert all(len(k) < 16 for k in meta['params'])
        print(f'render: {len(index["kernels"])} kernels, '
              f'{len(index["declined"])} declined, metadata consistent')


def main():
    path = Path(sys.argv[1] if len(sys.argv) > 1 else
                ROOT / 'operators' / 'pyfr' / 'hex-gl-p2-m460.mtx')
    check_reader(path)
    check_render(path)
    print('ok')


if __name__ == '__main__':
    main()
