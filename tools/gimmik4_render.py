#!/usr/bin/env python3
"""gimmik4_render.py: render GiMMiK 4.0's own CUDA and PTX kernels for our
operators, with metadata in gimmikc's format, so that our harness can load,
check and time them exactly like gimmikc's kernels (docs/kernels.md and docs/benchmarks.md).

GiMMiK is imported and called at run time (pip install -r
tools/requirements-bench.txt); nothing of it is copied here.  For every
operator (Matrix Market, coordinate real general, 1-based), dtype and backend
the tool writes

    OUT/<operator>/<dtype>/<index>-<name>.cu | .ptx   the kernel, as GiMMiK made it
    OUT/<operator>/<dtype>/<index>-<name>.json        its metadata (gimmikc format)
    OUT/index.json                                    every kernel and every decline

Conventions of the rendered kernels (all checked against GiMMiK 4.0's source):
  * B and C are row-major with leading dimensions, exactly as in gimmikc:
    B(r, i) = b[r*ldb + i], C(r, i) = c[r*ldc + i].
  * With n baked (the default) the arguments are (b, c); with --runtime-n they
    are (n, b, ldb, c, ldc) with 32-bit n/ldb/ldc (CUDA int, PTX .u32).
  * CUDA sources are wrapped in extern "C" { ... } here, as PyFR does before
    NVRTC, so the entry point is the plain name in "kernel".  PTX entries are
    .visible .entry and unmangled.
  * All GiMMiK kernels declare their shared memory statically: "shared_bytes"
    (dynamic) is 0 and "static_shared_bytes" says how much they use.
  * A few PTX kernels (warp-specialised FP64 tensor-core ones) take a tensor
    map instead of a plain b pointer: "args" then holds "b_desc" and
    "operands" describes the CUtensorMap the caller must encode, copy to
    device global memory (64-byte aligned) and pass by address.

Metadata beyond docs/kernels.md: "variant" is gimmik4-<backend>-<GiMMiK's
name> (PTX names exceed gimmik_kernel_info's 31 characters; "variant_short"
fits), "grid" is given explicitly for "grid_for_n" columns, "requires" states
alignment and vector-width needs, "compile" the NVRTC options PyFR uses or
the PTX .target, "cubin" (with --cubin) a binary compiled here, "gimmik" the
raw GiMMiK metadata and template parameters.

Sizes: the whole PyFR suite (120 operators, f64 and f32, CUDA and PTX for
sm_90) is about 3200 kernels, 180 MiB of source, about 6 MB as tar.xz;
--limit N keeps the first N kernels per operator, dtype and backend.
tests/bench/gimmik4_device_check.py runs the output on a GPU from the
metadata alone and checks the results.

Examples:
    tools/gimmik4_render.py --operators operators/pyfr/*.mtx --out /tmp/g4
    tools/gimmik4_render.py --operators operators/pyfr/hex-gl-p3-m460.mtx \\
        --dtype f64 --beta auto --arch sm_90 --out /tmp/g4 --force --check
"""

import argparse
from concurrent.futures import ThreadPoolExecutor
import json
import os
from pathlib import Path
import re
import shutil
import subprocess
import sys
import time

import numpy as np

GIB = 1 << 30
N_QUANTUM = 1024          # default n is a multiple of this
PYFR_ALIGNB = 128         # PyFR's CUDA backend aligns matrices to 128 bytes
DTYPES = {'f64': np.float64, 'f32': np.float32}
CTYPES = {'f64': 'double', 'f32': 'float'}
# Opt-in shared memory per block (bytes) by compute capability (CUDA
# programming guide, compute capabilities table); 48 KiB elsewhere
SMEM_OPTIN = {(7, 0): 98304, (7, 5): 65536, (8, 0): 166912, (8, 6): 101376,
              (8, 7): 166912, (8, 9): 101376, (9, 0): 232448,
              (10, 0): 232448, (10, 3): 232448, (12, 0): 101376}
# NVRTC flags PyFR 3.1 compiles GiMMiK's CUDA kernels with (sm_XY appended)
PYFR_NVRTC_FLAGS = ['--ftz=true', '--fmad=true']


# --------------------------------------------------------------------------
# Matrix Market
# --------------------------------------------------------------------------

class MtxError(ValueError):
    pass


def read_mtx(path):
    """Read a Matrix Market 'coordinate real general' file (1-based).

    Returns (A as a dense float64 array, number of stored entries).  Stored
    entries that are exactly zero are kept as zeros; duplicates are an error.
    """
    with open(path, 'r', encoding='ascii') as f:
        header = f.readline().split()
        if (len(header) != 5 or header[0] != '%%MatrixMarket'
                or header[1].lower() != 'matrix'):
            raise MtxError(f'{path}: not a Matrix Market file')
        fmt, field, symm = (h.lower() for h in header[2:])
        if fmt != 'coordinate' or field not in ('real', 'integer') \
                or symm != 'general':
            raise MtxError(f'{path}: only "coordinate real general" is '
                           f'supported, not "{fmt} {field} {symm}"')

        line = f.readline()
        while line and (line.startswith('%') or not line.strip()):
            line = f.readline()
        try:
            m, k, nent = (int(w) for w in line.split())
        except ValueError:
            raise MtxError(f'{path}: bad size line {line!r}') from None
        if m <= 0 or k <= 0 or nent < 0:
            raise MtxError(f'{path}: bad size {m} x {k}, {nent} entries')

        A = np.zeros((m, k), dtype=np.float64)
        seen = np.zeros((m, k), dtype=bool)
        count = 0
        for lineno, line in enumerate(f, start=3):
            words = line.split()
            if not words or words[0].startswith('%'):
                continue
            if len(words) != 3:
                raise MtxError(f'{path}:{lineno}: expected "row col value"')
            r, c = int(words[0]) - 1, int(words[1]) - 1
            if not (0 <= r < m and 0 <= c < k):
                raise MtxError(f'{path}:{lineno}: index out of range')
            if seen[r, c]:
                raise MtxError(f'{path}:{lineno}: duplicate entry')
            seen[r, c] = True
            A[r, c] = float(words[2])
            count += 1
        if count != nent:
            raise MtxError(f'{path}: header says {nent} entries, found '
                           f'{count}')
    return A, nent


# --------------------------------------------------------------------------
# GiMMiK glue
# --------------------------------------------------------------------------

def import_gimmik():
    try:
        import gimmik
        from gimmik import CUDAMatMul, PTXMatMul
    except ImportError as e:
        sys.exit(f'gimmik4_render: cannot import GiMMiK ({e}); install it '
                 'with: pip install -r tools/requirements-bench.txt')
    if gimmik.__version__ != '4.0':
        print(f'gimmik4_render: warning: GiMMiK {gimmik.__version__} found, '
              'this tool was written against 4.0', file=sys.stderr)
    return gimmik, CUDAMatMul, PTXMatMul


def recording(cls):
    """A subclass of a GiMMiK MatMul class that remembers, for each kernel
    its generator offers, the template name, template arguments and metadata
    (GiMMiK's public kernels() hands back only the source and a digest of
    the metadata; the numeric parameters live in the template arguments)."""

    class Recording(cls):
        def _kernel_generators(self, *args, **kwargs):
            self.offered = []
            gen = super()._kernel_generators(*args, **kwargs)
            resp = None
            try:
                while True:
                    item = gen.send(resp)
                    self.offered.append(item)
                    resp = yield item
            except StopIteration:
                return

    Recording.__name__ = 'Recording' + cls.__name__
    return Recording


def jsonable(x):
    """Plain JSON types for GiMMiK metadata (tuples, numpy scalars, dtypes)."""
    if isinstance(x, dict):
        return {str(k): jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [jsonable(v) for v in x]
    if isinstance(x, np.dtype) or (isinstance(x, type)
                                   and issubclass(x, np.generic)):
        return {'float64': 'f64', 'float32': 'f32'}.get(np.dtype(x).name,
                                                         np.dtype(x).name)
    if isinstance(x, np.generic):
        return x.item()
    if isinstance(x, (str, int, float, bool)) or x is None:
        return x
    return repr(x)


def scalar_args(exargs):
    """The scalar (int/bool/str) template arguments of a kernel."""
    out = {}
    for key, val in exargs.items():
        if isinstance(val, (bool, np.bool_)):
            out[key] = bool(val)
        elif isinstance(val, (int, np.integer)):
            out[key] = int(val)
        elif isinstance(val, str) and len(val) < 40:
            out[key] = val
        elif isinstance(val, tuple) and all(isinstance(v, int) for v in val):
            out[key] = list(val)
    return out


def parse_arch(arch):
    m = re.fullmatch(r'sm_?(\d+)(\d)a?', arch)
    if not m:
        raise argparse.ArgumentTypeError(f'bad --arch {arch!r} (e.g. sm_90)')
    return int(m.group(1)), int(m.group(2))


def resolve_beta(spec, opname):
    if spec == 'auto':
        return 1.0 if re.search(r'-m(3|6)$', opname) else 0.0
    return float(spec)


def default_n(m, k, dsize):
    """n such that B (k x n) and C (m x n) together hold about 1 GiB."""
    n = GIB // ((m + k)*dsize)
    return max(N_QUANTUM, n // N_QUANTUM * N_QUANTUM)


def round_up(x, q):
    return -(-x // q)*q


def short_variant(backend, name):
    """A unique-ish name of at most 31 characters (gimmik_kernel_info's
    variant field is char[32]); the full name is kept in "variant"."""
    abbrev = [('dmma-astream', 'da'), ('dmma-asmem', 'dm'),
              ('dmma-stride-ws', 'dsw'), ('dmma-steal-ws', 'dst'),
              ('cstream', 'cs'), ('bstream', 'bs'), ('-msplit', '-ms'),
              ('-ksplit', '-ks'), ('preload-c', 'pc')]
    s = name
    for a, b in abbrev:
        s = s.replace(a, b)
    s = f'g4-{backend}-{s}'
    return s if len(s) <= 31 else s[:31]


def gimmik_name(backend, tplname, exargs, exmeta):
    """GiMMiK's name of a kernel: its PTX configuration's variant, or for
    CUDA the template name (with -w2 for the float2 kernels)."""
    if backend == 'ptx':
        return exmeta.get('variant', tplname)
    width = exmeta.get('width', 1)
    return tplname + (f'-w{width}' if width > 1 else '')


def file_stem(name):
    return re.sub(r'[^A-Za-z0-9_.-]+', '-', name).strip('-')


# --------------------------------------------------------------------------
# Rendering one (operator, dtype, backend)
# --------------------------------------------------------------------------

class Renderer:
    def __init__(self, args, gimmik, cuda_cls, ptx_cls):
        self.args = args
        self.gimmik = gimmik
        self.cuda_cls = recording(cuda_cls)
        self.ptx_cls = recording(ptx_cls)
        self.ptx_sigs = ptx_cls.sigs
        self.kernels = []
        self.declined = []

    # ----------------------------------------------------------------------
    def render_operator(self, path, outdir):
        args = self.args
        opname = Path(path).stem
        A64, nent = read_mtx(path)
        m, k = A64.shape
        beta = resolve_beta(args.beta, opname)

        for dname in args.dtype:
            npdt = DTYPES[dname]
            dsize = np.dtype(npdt).itemsize

            # As PyFR: the constant matrix is held in the working precision
            # and alpha is folded in before GiMMiK sees it
            A = A64.astype(npdt)
            if args.alpha != 1.0:
                A = A*args.alpha
            nnz = int(np.count_nonzero(A))

            if args.aligne == 'pyfr':
                aligne = PYFR_ALIGNB // dsize
            elif args.aligne == 'none':
                aligne = None
            else:
                aligne = int(args.aligne)

            n = args.n if args.n else default_n(m, k, dsize)
            ld = round_up(n, aligne) if aligne else n
            print(f'{opname} {dname}: m={m} k={k} nnz={nnz} beta={beta:g} '
                  f'n={n} ldb=ldc={ld} aligne={aligne} '
                  f'(B+C {(m + k)*ld*dsize/GIB:.3f} GiB)', flush=True)

            ddir = outdir / opname / dname
            ddir.mkdir(parents=True, exist_ok=True)
            common = dict(opname=opname, dname=dname, npdt=npdt, dsize=dsize,
                          A=A, m=m, k=k, nnz=nnz, nent=nent, beta=beta,
                          aligne=aligne, n=n, ld=ld, ddir=ddir,
                          index=[0])
            if 'cuda' in args.backends:
                self.render_backend('cuda', **common)
            if 'ptx' in args.backends:
                self.render_backend('ptx', **common)

    # ----------------------------------------------------------------------
    def render_backend(self, backend, *, opname, dname, npdt, dsize, A, m, k,
                       nnz, nent, beta, aligne, n, ld, ddir, index):
        args = self.args
        cls = self.cuda_cls if backend == 'cuda' else self.ptx_cls
        kname = f'gimmik_mm_{m}x{k}'
        cc = args.cc

        if args.runtime_n:
            mm = cls(A, beta=beta, aligne=aligne)
        else:
            mm = cls(A, beta=beta, aligne=aligne, n=n, ldb=ld, ldc=ld)

        # The matrix GiMMiK holds must be the one we read
        if int(np.count_nonzero(mm.A)) != nnz or mm.A.shape != (m, k):
            raise RuntimeError(f'{opname}: GiMMiK sees a different matrix')

        if backend == 'cuda':
            sigs = frozenset({self.gimmik.SIG_BC})
            gen = mm.kernels(npdt, kname=kname, sigs=sigs,
                             compute_capability=cc)
        else:
            sigs = (self.ptx_sigs if args.sigs == 'all'
                    else frozenset({self.gimmik.SIG_BC}))
            gen = mm.kernels(npdt, kname=kname, sigs=sigs,
                             compute_capability=cc, smem_max=args.smem_max)

        rendered = []
        for src, meta in gen:
            if args.limit and len(rendered) >= args.limit:
                gname = gimmik_name(backend, *mm.offered[-1])
                rendered.append(gname)
                self.declined.append({
                    'operator': opname, 'dtype': dname, 'backend': backend,
                    'variant': f'gimmik4-{backend}-{gname}',
                    'reason': f'left out by --limit {args.limit}'})
                continue
            tplname, exargs, exmeta = mm.offered[-1]
            rendered.append(gimmik_name(backend, *mm.offered[-1]))
            self.write_kernel(backend, mm, src, meta, exargs, opname=opname,
                              dname=dname, dsize=dsize, m=m, k=k, nnz=nnz,
                              beta=beta, aligne=aligne, n=n, ld=ld, ddir=ddir,
                              index=index, kname=kname)

        for why in self.declines(backend, mm, dname, cc, sigs, rendered):
            self.declined.append({'operator': opname, 'dtype': dname,
                                  'backend': backend, **why})

    # ----------------------------------------------------------------------
    def declines(self, backend, mm, dname, cc, sigs, rendered):
        """What GiMMiK could offer but did not, with our reading of why
        (GiMMiK itself gives no reasons)."""
        nuq = len(np.unique(np.abs(mm.A)))
        density = np.count_nonzero(mm.A)/mm.A.size
        heuristic = (f'GiMMiK finds unrolling not viable: {nuq} unique |a| '
                     f'> {mm.max_unique} and density {density:.3f} > '
                     f'{mm.max_density}')
        out = []
        offered = {e[2].get('variant', e[0]) for e in mm.offered}

        if backend == 'cuda':
            names = ['cstream', 'bstream', 'bstream-msplit', 'cstream-ksplit']
            if dname == 'f32':
                names += ['cstream-w2', 'bstream-msplit-w2',
                          'cstream-ksplit-w2']
            if not mm._unrolled_viable():
                return [{'variant': f'gimmik4-cuda-{v}', 'reason': heuristic}
                        for v in names]
            if dname == 'f32' and (mm.aligne is None or mm.aligne % 2):
                return [{'variant': f'gimmik4-cuda-{v}',
                         'reason': 'float2 kernels need aligne even '
                                   f'(aligne={mm.aligne})'}
                        for v in names[4:]]
            return out

        ctype = CTYPES[dname]
        config = mm._platform_config(ctype, cc or (0, 0))
        stats = mm._matmul_stats(ctype, cc or (0, 0))
        for cfg in config['kernels']:
            var = cfg['variant']
            full = f'gimmik4-ptx-{var}'
            fam = cfg['family']
            if var in rendered:
                continue
            if var in offered:
                sig = [e[2].get('sig', 'bc') for e in mm.offered
                       if e[2].get('variant') == var][0]
                reason = f'needs call signature {sig!r}, not requested'
            elif fam == 'sparse' and not mm._sparse_viable(cc or (0, 0)):
                reason = (heuristic if cc and cc >= (7, 0)
                          else 'sparse PTX kernels need cc >= 7.0')
            elif fam in ('dense', 'dense-ws') and dname != 'f64':
                reason = 'dense (DMMA) kernels are FP64 only'
            elif fam in ('dense', 'dense-ws') and mm.n is None:
                reason = 'dense (DMMA) kernels need n baked'
            elif fam in ('dense', 'dense-ws') and not mm._dense_viable(
                    cc or (0, 0)):
                why = []
                if mm.m > 128 or mm.k > 128:
                    why.append(f'm={mm.m}, k={mm.k}: dense kernels need '
                               'm, k <= 128')
                if mm.beta not in (0, 1):
                    why.append(f'beta={mm.beta}: only 0 and 1')
                if not (cc in mm.PTX_SM and cc >= (9, 0)):
                    why.append(f'cc {cc} not a known sm_90+ target')
                reason = '; '.join(why) or 'dense kernels not viable'
            elif 'conditions' in cfg and not mm._eval_condition(
                    cfg['conditions'], stats):
                fields = sorted(set(re.findall(r"'field': '([\w-]+)'",
                                               str(cfg['conditions']))))
                reason = ('condition not met: '
                          + json.dumps(cfg['conditions'])
                          + '; have ' + json.dumps({f: jsonable(stats[f])
                                                    for f in fields}))
            elif (need := self.dense_smem_need(mm, cfg, ctype)) is not None:
                reason = (f'needs {need} bytes of shared memory > smem_max='
                          f'{self.args.smem_max}')
            else:
                reason = ('GiMMiK rendered nothing for this configuration '
                          '(dense tile wider than n, width-2 needing aligne '
                          'even and n % n_per_warp == 0, or shared memory '
                          f'over smem_max={self.args.smem_max})')
            out.append({'variant': full, 'reason': reason})
        return out

    # ----------------------------------------------------------------------
    def write_kernel(self, backend, mm, src, meta, exargs, *, opname, dname,
                     dsize, m, k, nnz, beta, aligne, n, ld, ddir, index,
                     kname):
        args = self.args
        block = [int(v) for v in meta['block']]
        grid = [int(v) for v in mm.launch_config(meta, n)['grid']]
        width = int(meta.get('width', 1))
        tplname = meta['tplname']
        targs = scalar_args(exargs)
        nbaked = 'n' not in meta['args']

        # Name, unique within operator/dtype
        gname = gimmik_name(backend, tplname, exargs, meta)
        variant = f'gimmik4-{backend}-{gname}'
        stem = f'{index[0]:02d}-{backend}-{file_stem(gname)}'
        index[0] += 1
        ext = '.cu' if backend == 'cuda' else '.ptx'

        # Columns per block: what one block covers of n
        if 'n_per_cta' in targs:
            cpb = targs['n_per_cta']*targs.get('stride_iters', 1)
        else:
            cpb = block[0]*width
        grid_rule_ok = grid == [-(-n // cpb), 1, 1]

        # Numeric parameters (at most 8, names under 16 characters)
        params = {'width': width, 'blockx': block[0]}
        for key in ('msplit', 'ksplit', 'bsz', 'csz', 'nn', 'n_per_cta',
                    'preload_c', 'block_stealing'):
            if key in targs and len(params) < 8:
                params[key[:15]] = int(targs[key])
        if backend == 'ptx':
            cfgp = self.ptx_config_params(mm, dname, meta['variant'])
            for key, val in cfgp.items():
                key = key.replace('-', '_')[:15]
                if key not in params and len(params) < 8 \
                        and isinstance(val, (int, bool)):
                    params[key] = int(val)

        # Argument kinds, in order
        T = CTYPES[dname]
        if backend == 'cuda':
            types = {'n': 'int', 'ldb': 'int', 'ldc': 'int',
                     'b': f'const {T} *', 'c': f'{T} *'}
        else:
            types = {'n': 'u32', 'ldb': 'u32', 'ldc': 'u32',
                     'b': f'u64 (const {T} *, global)',
                     'c': f'u64 ({T} *, global)'}
        types |= {'b_desc': 'u64 (const CUtensorMap *, device global '
                            'memory, 64-byte aligned; encodes B)',
                  'c_desc': 'u64 (const CUtensorMap *, device global '
                            'memory, 64-byte aligned; encodes C)',
                  'a': f'const {T} * (A packed by GiMMiK)'}
        kargs = list(meta['args'])

        # Source text
        if backend == 'cuda':
            text = (f'// GiMMiK {self.gimmik.__version__} CUDA kernel '
                    f'"{tplname}" (width {width}) for {opname} {dname}, '
                    f'rendered by tools/gimmik4_render.py.\n'
                    '// Wrapped in extern "C" as PyFR does, so that the entry '
                    'point keeps its name.\n'
                    f'extern "C"\n{{\n{src}}}\n')
        else:
            text = src

        used_b = int(np.count_nonzero(np.any(mm.A != 0, axis=0)))
        min_bytes = (used_b + m*(1 + (beta != 0)))*dsize

        requires = {'aligne': aligne,
                    'ldb_multiple_of': aligne or 1,
                    'ldc_multiple_of': aligne or 1,
                    'vector_width': width,
                    'n_baked': nbaked}
        if width > 1:
            requires['pointer_alignment_bytes'] = width*dsize
            requires['writes_columns_up_to'] = round_up(n, width)
        if backend == 'ptx' and width > 1 and 'n_per_cta' not in targs:
            requires['n_multiple_of'] = width

        info = {
            'family': 'matmul',
            'variant': variant,
            'variant_short': short_variant(backend, gname),
            'params': params,
            'backend': 'cuda',
            'format': 'cuda-c' if backend == 'cuda' else 'ptx',
            'kernel': kname,
            'dtype': dname,
            'm': m, 'k': k,
            'n': n if nbaked else None,
            'ldb': ld if nbaked else None,
            'ldc': ld if nbaked else None,
            'alpha': float(args.alpha), 'beta': float(beta),
            'args': kargs,
            'arg_types': [types[a] for a in kargs],
            'block': block,
            'grid': grid,
            'grid_for_n': n,
            'grid_is_ceil_n_over_cols_per_block': grid_rule_ok,
            'cols_per_block': cpb,
            'shared_bytes': int(meta.get('dynamic_shared', 0)),
            'static_shared_bytes': int(meta.get('shared', 0)),
            'flops': 2*nnz,
            'min_bytes': min_bytes,
            'nnz': nnz,
            'source': stem + ext,
            'requires': requires,
        }
        if backend == 'cuda':
            info['compile'] = {
                'nvrtc_options': [f'--gpu-architecture=sm_{args.cc[0]}'
                                  f'{args.cc[1]}'] + PYFR_NVRTC_FLAGS,
                'extern_c_wrapped': True,
                'note': 'options as PyFR 3.1 compiles GiMMiK kernels'}
        else:
            ptxv = ('.'.join(map(str, targs['ptx'])) if 'ptx' in targs
                    else None)
            tgt = re.search(r'^\.target\s+(\S+)', src, re.M)
            info['compile'] = {'ptx_version': ptxv,
                               'ptx_target': tgt.group(1) if tgt else None,
                               'note': 'load with cuModuleLoadData (driver '
                                       'JIT) or ptxas -arch=<ptx_target>'}
        if meta.get('operands'):
            info['operands'] = jsonable(meta['operands'])
        info['gimmik'] = {
            'version': self.gimmik.__version__,
            'platform': backend,
            'template': tplname,
            'name': gname,
            'sig': meta.get('sig'),
            'launch': jsonable(meta.get('launch')),
            'meta': jsonable({kk: vv for kk, vv in meta.items()
                              if kk not in ('operands', 'launch')}),
            'template_args': jsonable(targs),
        }

        (ddir / (stem + ext)).write_text(text)
        (ddir / (stem + '.json')).write_text(json.dumps(info, indent=1)
                                             + '\n')
        self.kernels.append({
            'operator': opname, 'dtype': dname, 'backend': backend,
            'format': info['format'], 'variant': variant,
            'variant_short': info['variant_short'], 'kernel': kname,
            'args': kargs, 'n': n, 'beta': float(beta),
            'source': str((ddir / (stem + ext)).relative_to(args.out)),
            'meta': str((ddir / (stem + '.json')).relative_to(args.out)),
            'bytes': len(text.encode()),
        })

    def dense_smem_need(self, mm, cfg, ctype):
        """Shared memory a dense PTX configuration would take without the
        smem_max limit, or None when that is not why GiMMiK dropped it."""
        if cfg['family'] != 'dense-ws' or self.args.smem_max is None:
            return None
        cc = self.args.cc
        if cc in mm.PTX_SM:
            tcc, ptx = cc, mm.PTX_SM[cc]
        else:
            conf = mm._platform_config(ctype, cc)
            tcc, ptx = tuple(conf['cc']), tuple(conf['ptx'])
        dsize = 8 if ctype == 'double' else 4
        got = mm._get_render_args(cfg, ctype, dsize, tcc, ptx, None)
        if got and got[2].get('shared', 0) > self.args.smem_max:
            return got[2]['shared']
        return None

    def ptx_config_params(self, mm, dname, variant):
        cfg = mm._platform_config(CTYPES[dname], self.args.cc or (0, 0))
        for kc in cfg['kernels']:
            if kc['variant'] == variant:
                return kc.get('params', {})
        return {}


# --------------------------------------------------------------------------
# Compile checks (nvcc / ptxas), optional
# --------------------------------------------------------------------------

def check_one(entry, out, cuda_home, cc, keep):
    """Compile one kernel as the device would (nvcc -cubin with PyFR's
    flags, or ptxas for its .target); keep the cubin next to it if asked."""
    src = out / entry['source']
    meta_path = out / entry['meta']
    meta = json.loads(meta_path.read_text())
    cubin = src.with_suffix('.cubin')
    dest = str(cubin) if keep else os.devnull
    if entry['format'] == 'cuda-c':
        arch = f'sm_{cc[0]}{cc[1]}'
        cmd = [str(cuda_home / 'bin' / 'nvcc'), f'-arch={arch}', '-cubin',
               '-ftz=true', '-fmad=true', '-Xptxas', '-v', '-o', dest,
               str(src)]
    else:
        arch = meta['compile']['ptx_target']
        cmd = [str(cuda_home / 'bin' / 'ptxas'), f'-arch={arch}', '-v',
               '-o', dest, str(src)]
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True)
    log = p.stdout + p.stderr
    res = {'ok': p.returncode == 0, 'seconds': round(time.time() - t0, 2)}
    ent = re.findall(r"(?:Compiling|Function properties for) entry function "
                     r"'([^']+)'", log)
    res['entry'] = ent[0] if ent else None
    if res['ok'] and res['entry'] != meta['kernel']:
        res['ok'] = False
        res['error'] = f'entry {res["entry"]!r} != {meta["kernel"]!r}'
    for key, pat in (('registers', r'Used (\d+) registers'),
                     ('spill_stores', r'(\d+) bytes spill stores'),
                     ('spill_loads', r'(\d+) bytes spill loads'),
                     ('smem', r'(\d+) bytes smem'),
                     ('stack', r'(\d+) bytes stack frame')):
        mt = re.search(pat, log)
        if mt:
            res[key] = int(mt.group(1))
    if not p.returncode == 0:
        res['error'] = log.strip()[-2000:]
    elif 'smem' in res and res['smem'] < meta['static_shared_bytes']:
        res['ok'] = False
        res['error'] = (f'ptxas reports {res["smem"]} bytes smem, GiMMiK '
                        f'says {meta["static_shared_bytes"]}')
    if keep and res['ok']:
        ver = [ln for ln in subprocess.run(
            [cmd[0], '--version'], capture_output=True,
            text=True).stdout.splitlines() if 'release' in ln]
        ver = ver[0].strip() if ver else '?'
        meta['cubin'] = {'file': cubin.name, 'arch': arch,
                         'command': ' '.join([Path(cmd[0]).name] + cmd[1:-3]
                                             + ['-o', cubin.name, src.name]),
                         'compiler': ver}
        meta_path.write_text(json.dumps(meta, indent=1) + '\n')
        res['cubin'] = str(cubin.relative_to(out))
        res['cubin_bytes'] = cubin.stat().st_size
    return res


def run_checks(kernels, out, cuda_home, cc, jobs, keep):
    t0 = time.time()
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        results = list(ex.map(
            lambda e: check_one(e, out, cuda_home, cc, keep), kernels))
    bad = 0
    for e, r in zip(kernels, results):
        e['check'] = r
        if not r['ok']:
            bad += 1
            print(f'check FAILED: {e["source"]}: '
                  f'{r.get("error", "")[:400]}', file=sys.stderr)
    print(f'checked {len(kernels)} kernels with nvcc/ptxas in '
          f'{time.time() - t0:.1f} s: {len(kernels) - bad} ok, {bad} failed')
    return bad


# --------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0],
        epilog=__doc__.split('\n\n', 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--operators', nargs='+', required=True, metavar='FILE',
                    help='Matrix Market files (coordinate real general)')
    ap.add_argument('--dtype', default='f64,f32',
                    help='comma-separated f64,f32 (default: both)')
    ap.add_argument('--beta', default='auto',
                    help='0, 1, any number, or auto: 1 for operators named '
                         '*-m3 and *-m6, else 0, as PyFR applies them '
                         '(default: auto)')
    ap.add_argument('--alpha', type=float, default=1.0,
                    help='folded into A before GiMMiK sees it (default 1)')
    ap.add_argument('--n', type=int, default=None,
                    help='columns; default per operator and dtype: B and C '
                         f'together about 1 GiB, a multiple of {N_QUANTUM}')
    ap.add_argument('--runtime-n', action='store_true',
                    help='render kernels that take n, ldb, ldc at run time '
                         '(GiMMiK then offers no dense or width-2 PTX kernel)')
    ap.add_argument('--aligne', default='pyfr',
                    help='alignment in elements GiMMiK may assume for ldb, '
                         'ldc and the b, c pointers: pyfr (128 bytes: 16 for '
                         'f64, 32 for f32, as PyFR\'s CUDA backend), none, or '
                         'a number; ldb = ldc = n rounded up to it')
    ap.add_argument('--arch', default='sm_90',
                    help='target compute capability, e.g. sm_80, sm_90, '
                         'sm_100 (default sm_90); picks GiMMiK\'s PTX tuning '
                         'config and PTX .target')
    ap.add_argument('--smem-max', type=int, default=None,
                    help='shared memory per block (bytes) GiMMiK may give its '
                         'warp-specialised FP64 PTX kernels; default: the '
                         'opt-in maximum per block of the --arch (sm_90: '
                         '232448).  They declare it statically, and static '
                         'shared memory over 48 KiB loads and runs on sm_90 '
                         'without any attribute')
    ap.add_argument('--limit', type=int, default=0, metavar='N',
                    help='keep only the first N kernels GiMMiK offers per '
                         'operator, dtype and backend (its own order; PyFR '
                         'times the first 8); default: all')
    ap.add_argument('--backends', default='cuda,ptx',
                    help='comma-separated cuda,ptx (default both)')
    ap.add_argument('--sigs', choices=('all', 'bc'), default='all',
                    help='PTX call signatures to accept: all (also kernels '
                         'taking a CUtensorMap for B) or bc (b, c pointers '
                         'only); default all')
    ap.add_argument('--out', required=True, type=Path,
                    help='output directory (must not exist, see --force)')
    ap.add_argument('--force', action='store_true',
                    help='replace OUT if it is a previous output of this tool')
    ap.add_argument('--check', action='store_true',
                    help='compile every .cu with nvcc -cubin and assemble '
                         'every .ptx with ptxas (CUDA toolkit at --cuda-home), '
                         'recording registers/spills/shared memory in '
                         'index.json')
    ap.add_argument('--cubin', action='store_true',
                    help='as --check, and keep each binary as <stem>.cubin '
                         'beside the source, named in the metadata ("cubin"), '
                         'so the device need not compile (nvcc here and NVRTC '
                         'there are the same compiler when versions match)')
    ap.add_argument('--cuda-home', type=Path,
                    default=Path(os.environ.get('CUDA_HOME',
                                                '/usr/local/cuda')),
                    help='CUDA toolkit for --check/--cubin (default '
                         '$CUDA_HOME or /usr/local/cuda)')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1,
                    help='parallel compilations for --check/--cubin')
    args = ap.parse_args(argv)

    args.dtype = [d.strip() for d in args.dtype.split(',') if d.strip()]
    if bad := [d for d in args.dtype if d not in DTYPES]:
        ap.error(f'unknown dtype {bad[0]!r} (f64, f32)')
    args.backends = [b.strip() for b in args.backends.split(',')]
    if bad := [b for b in args.backends if b not in ('cuda', 'ptx')]:
        ap.error(f'unknown backend {bad[0]!r} (cuda, ptx)')
    if args.beta != 'auto':
        try:
            float(args.beta)
        except ValueError:
            ap.error('--beta must be a number or auto')
    if args.aligne not in ('pyfr', 'none') and not args.aligne.isdigit():
        ap.error('--aligne must be pyfr, none or a number')
    if args.n is not None and args.n <= 0:
        ap.error('--n must be positive')
    try:
        args.cc = parse_arch(args.arch)
    except argparse.ArgumentTypeError as e:
        ap.error(str(e))
    if args.smem_max is None:
        args.smem_max = SMEM_OPTIN.get(args.cc, 49152)

    out = args.out
    if out.exists():
        if not args.force:
            ap.error(f'{out} exists; use --force to replace it')
        if any(out.iterdir()) and not (out / 'index.json').is_file():
            ap.error(f'{out} is not empty and holds no index.json: refusing '
                     'to delete it even with --force')
        shutil.rmtree(out)
    out.mkdir(parents=True)

    gimmik, cuda_cls, ptx_cls = import_gimmik()
    r = Renderer(args, gimmik, cuda_cls, ptx_cls)
    t0 = time.time()
    for path in args.operators:
        r.render_operator(path, out)
    dt = time.time() - t0

    total = sum(e['bytes'] for e in r.kernels)
    nmeta = sum((out / e['meta']).stat().st_size for e in r.kernels)
    print(f'rendered {len(r.kernels)} kernels '
          f'({sum(e["format"] == "cuda-c" for e in r.kernels)} CUDA, '
          f'{sum(e["format"] == "ptx" for e in r.kernels)} PTX) for '
          f'{len(args.operators)} operators in {dt:.1f} s; '
          f'{len(r.declined)} declined; sources {total/2**20:.2f} MiB, '
          f'metadata {nmeta/2**20:.2f} MiB')

    bad = 0
    if args.check or args.cubin:
        bad = run_checks(r.kernels, out, args.cuda_home, args.cc, args.jobs,
                         args.cubin)

    index = {
        'generator': 'tools/gimmik4_render.py',
        'gimmik_version': gimmik.__version__,
        'options': {'dtype': args.dtype, 'beta': args.beta,
                    'alpha': args.alpha, 'n': args.n,
                    'runtime_n': args.runtime_n, 'aligne': args.aligne,
                    'arch': args.arch, 'compute_capability': list(args.cc),
                    'smem_max': args.smem_max, 'backends': args.backends,
                    'sigs': args.sigs, 'limit': args.limit},
        'operators': [str(p) for p in args.operators],
        'render_seconds': round(dt, 2),
        'kernels': r.kernels,
        'declined': r.declined,
    }
    (out / 'index.json').write_text(json.dumps(index, indent=1) + '\n')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
