#!/usr/bin/env python3
"""gimmik4_device_check.py: run GiMMiK 4.0 kernels rendered by
tools/gimmik4_render.py on a CUDA device, using nothing but their metadata,
and check the result against a CPU reference.  It validates the metadata
(argument order and kinds, grid, block, tensor-map operands, layout); it is
not the benchmark (our C harness is).

  python3 tests/bench/gimmik4_device_check.py DIR [--operators NAME...]
          [--dtype f64 f32] [--limit N] [--time RUNS] [--json FILE]

Needs Python 3, numpy, libcuda.so.1 and, for .cu kernels without a cubin
(tools/gimmik4_render.py --cubin), libnvrtc.  B is
filled with values from a random pool of prime length, C with NaN (beta == 0)
or random values; all rows of C are compared on windows of columns (the
first, the last and random ones).  With --time, reports the median of RUNS launches.
"""

import argparse
import ctypes
import glob
import json
from pathlib import Path
import re
import sys
import time

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / 'tools'))

from gimmik4_render import DTYPES, read_mtx  # noqa: E402

POOL = 1000003          # prime: a misplaced row or column reads another value


class CudaError(RuntimeError):
    pass


class Cuda:
    def __init__(self):
        self.lib = lib = ctypes.CDLL('libcuda.so.1')
        self.check(lib.cuInit(0), 'cuInit')
        dev = ctypes.c_int()
        self.check(lib.cuDeviceGet(ctypes.byref(dev), 0), 'cuDeviceGet')
        self.dev = dev
        ctx = ctypes.c_void_p()
        self.check(lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev),
                   'cuDevicePrimaryCtxRetain')
        self.check(lib.cuCtxSetCurrent(ctx), 'cuCtxSetCurrent')
        self.cc = (self.attr(75), self.attr(76))
        name = ctypes.create_string_buffer(256)
        lib.cuDeviceGetName(name, 256, dev)
        self.name = name.value.decode()
        self.elapsed = getattr(lib, 'cuEventElapsedTime_v2', None) \
            or lib.cuEventElapsedTime

    def attr(self, a):
        v = ctypes.c_int()
        self.check(self.lib.cuDeviceGetAttribute(ctypes.byref(v), a,
                                                 self.dev), 'attribute')
        return v.value

    def check(self, rc, what):
        if rc != 0:
            s = ctypes.c_char_p()
            self.lib.cuGetErrorString(rc, ctypes.byref(s))
            raise CudaError(f'{what}: error {rc} '
                            f'({s.value.decode() if s.value else "?"})')

    def alloc(self, nbytes):
        p = ctypes.c_uint64()
        self.check(self.lib.cuMemAlloc_v2(ctypes.byref(p),
                                          ctypes.c_size_t(nbytes)),
                   'cuMemAlloc')
        return p.value

    def free(self, p):
        self.lib.cuMemFree_v2(ctypes.c_uint64(p))

    def htod(self, dst, arr):
        arr = np.ascontiguousarray(arr)
        self.check(self.lib.cuMemcpyHtoD_v2(
            ctypes.c_uint64(dst), arr.ctypes.data_as(ctypes.c_void_p),
            ctypes.c_size_t(arr.nbytes)), 'cuMemcpyHtoD')

    def dtoh(self, arr, src):
        self.check(self.lib.cuMemcpyDtoH_v2(
            arr.ctypes.data_as(ctypes.c_void_p), ctypes.c_uint64(src),
            ctypes.c_size_t(arr.nbytes)), 'cuMemcpyDtoH')

    def dtoh2d(self, arr, src, pitch):
        """Copy arr.shape[0] rows of arr.shape[1] elements, pitch bytes
        apart on the device, into the contiguous host array arr."""
        class Memcpy2D(ctypes.Structure):
            _fields_ = [('srcXInBytes', ctypes.c_size_t),
                        ('srcY', ctypes.c_size_t),
                        ('srcMemoryType', ctypes.c_int),
                        ('srcHost', ctypes.c_void_p),
                        ('srcDevice', ctypes.c_uint64),
                        ('srcArray', ctypes.c_void_p),
                        ('srcPitch', ctypes.c_size_t),
                        ('dstXInBytes', ctypes.c_size_t),
                        ('dstY', ctypes.c_size_t),
                        ('dstMemoryType', ctypes.c_int),
                        ('dstHost', ctypes.c_void_p),
                        ('dstDevice', ctypes.c_uint64),
                        ('dstArray', ctypes.c_void_p),
                        ('dstPitch', ctypes.c_size_t),
                        ('WidthInBytes', ctypes.c_size_t),
                        ('Height', ctypes.c_size_t)]
        row = arr.shape[1]*arr.itemsize
        cp = Memcpy2D(srcMemoryType=2, srcDevice=src, srcPitch=pitch,
                      dstMemoryType=1,
                      dstHost=arr.ctypes.data_as(ctypes.c_void_p),
                      dstPitch=row, WidthInBytes=row, Height=arr.shape[0])
        self.check(self.lib.cuMemcpy2D_v2(ctypes.byref(cp)), 'cuMemcpy2D')

    def dtod(self, dst, src, nbytes):
        self.check(self.lib.cuMemcpyDtoD_v2(
            ctypes.c_uint64(dst), ctypes.c_uint64(src),
            ctypes.c_size_t(nbytes)), 'cuMemcpyDtoD')

    def memset8(self, dst, val, nbytes):
        self.check(self.lib.cuMemsetD8_v2(ctypes.c_uint64(dst),
                                          ctypes.c_ubyte(val),
                                          ctypes.c_size_t(nbytes)),
                   'cuMemsetD8')

    def sync(self):
        self.check(self.lib.cuCtxSynchronize(), 'cuCtxSynchronize')

    def load(self, image, name):
        mod = ctypes.c_void_p()
        logsz = 1 << 16
        log = ctypes.create_string_buffer(logsz)
        opts = (ctypes.c_int*2)(5, 6)    # CU_JIT_ERROR_LOG_BUFFER(_SIZE)
        vals = (ctypes.c_void_p*2)(ctypes.cast(log, ctypes.c_void_p).value,
                                   logsz)
        rc = self.lib.cuModuleLoadDataEx(ctypes.byref(mod), image, 2, opts,
                                         vals)
        if rc:
            raise CudaError(f'cuModuleLoadDataEx: error {rc}: '
                            f'{log.value.decode(errors="replace")[:1000]}')
        fn = ctypes.c_void_p()
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(fn), mod,
                                                name.encode()),
                   f'cuModuleGetFunction({name})')
        return mod, fn

    def func_attr(self, fn, a):
        v = ctypes.c_int()
        self.check(self.lib.cuFuncGetAttribute(ctypes.byref(v), a, fn),
                   'cuFuncGetAttribute')
        return v.value

    def launch(self, fn, grid, block, shared, params):
        holders = [ctypes.c_uint64(v) if kind == 'ptr' else ctypes.c_int32(v)
                   for kind, v in params]
        ptrs = (ctypes.c_void_p*len(holders))(
            *[ctypes.cast(ctypes.byref(h), ctypes.c_void_p) for h in holders])
        self.check(self.lib.cuLaunchKernel(
            fn, *[ctypes.c_uint(g) for g in grid],
            *[ctypes.c_uint(b) for b in block], ctypes.c_uint(shared),
            None, ptrs, None), 'cuLaunchKernel')

    def time(self, fn, grid, block, shared, params, runs):
        evs = []
        for _ in range(2):
            e = ctypes.c_void_p()
            self.check(self.lib.cuEventCreate(ctypes.byref(e), 0), 'event')
            evs.append(e)
        for _ in range(3):
            self.launch(fn, grid, block, shared, params)
        out = []
        for _ in range(runs):
            self.lib.cuEventRecord(evs[0], None)
            self.launch(fn, grid, block, shared, params)
            self.lib.cuEventRecord(evs[1], None)
            self.check(self.lib.cuEventSynchronize(evs[1]), 'event sync')
            ms = ctypes.c_float()
            self.elapsed(ctypes.byref(ms), evs[0], evs[1])
            out.append(ms.value)
        for e in evs:
            self.lib.cuEventDestroy_v2(e)
        return float(np.median(out))

    def copy_bandwidth(self, nbytes=1 << 30, runs=20):
        """Device-to-device copy bandwidth, bytes read + written, GB/s."""
        a, b = self.alloc(nbytes), self.alloc(nbytes)
        self.memset8(a, 0, nbytes)
        evs = []
        for _ in range(2):
            e = ctypes.c_void_p()
            self.check(self.lib.cuEventCreate(ctypes.byref(e), 0), 'event')
            evs.append(e)
        out = []
        for i in range(runs + 3):
            self.lib.cuEventRecord(evs[0], None)
            self.check(self.lib.cuMemcpyDtoDAsync_v2(
                ctypes.c_uint64(b), ctypes.c_uint64(a),
                ctypes.c_size_t(nbytes), None), 'cuMemcpyDtoDAsync')
            self.lib.cuEventRecord(evs[1], None)
            self.check(self.lib.cuEventSynchronize(evs[1]), 'event sync')
            ms = ctypes.c_float()
            self.elapsed(ctypes.byref(ms), evs[0], evs[1])
            if i >= 3:
                out.append(ms.value)
        for e in evs:
            self.lib.cuEventDestroy_v2(e)
        self.free(a)
        self.free(b)
        return 2*nbytes/float(np.median(out))/1e6

    def tensormap(self, spec, base):
        """Encode a tiled CUtensorMap from GiMMiK's description, copy it to
        device memory and return its address (what the kernel takes)."""
        tmap = (ctypes.c_uint8*128)()
        rank = spec['rank']
        u64 = ctypes.c_uint64
        u32 = ctypes.c_uint32
        dims = (u64*rank)(*spec['global_dim'])
        strides = (u64*max(rank - 1, 1))(*spec['global_stride'])
        box = (u32*rank)(*spec['box'])
        estr = (u32*rank)(*spec['elem_stride'])
        dtype = {'f32': 7, 'f64': 8}[spec['dtype']]
        enums = {'none': 0}
        for key in ('interleave', 'swizzle', 'l2_promotion', 'oob_fill'):
            if spec[key] not in enums:
                raise CudaError(f'tensor map {key}={spec[key]} unsupported '
                                'by this checker')
        self.check(self.lib.cuTensorMapEncodeTiled(
            tmap, dtype, u32(rank), ctypes.c_void_p(base), dims, strides,
            box, estr, 0, 0, 0, 0), 'cuTensorMapEncodeTiled')
        dev = self.alloc(256)         # cuMemAlloc is 256-byte aligned
        self.htod(dev, np.frombuffer(bytes(tmap), dtype=np.uint8))
        return dev


class Nvrtc:
    def __init__(self):
        names = ['libnvrtc.so.13', 'libnvrtc.so.12', 'libnvrtc.so']
        names += sorted(glob.glob('/usr/local/cuda*/lib64/libnvrtc.so*'))
        names += sorted(glob.glob('/usr/lib/x86_64-linux-gnu/libnvrtc.so*'))
        for name in names:
            try:
                self.lib = ctypes.CDLL(name)
                self.name = name
                return
            except OSError:
                pass
        raise CudaError('libnvrtc not found')

    def compile(self, src, options):
        lib = self.lib
        prog = ctypes.c_void_p()
        if lib.nvrtcCreateProgram(ctypes.byref(prog), src.encode(),
                                  b'kernel.cu', 0, None, None):
            raise CudaError('nvrtcCreateProgram failed')
        opts = [o.encode() for o in options]
        arr = (ctypes.c_char_p*len(opts))(*opts)
        rc = lib.nvrtcCompileProgram(prog, len(opts), arr)
        if rc:
            sz = ctypes.c_size_t()
            lib.nvrtcGetProgramLogSize(prog, ctypes.byref(sz))
            log = ctypes.create_string_buffer(sz.value)
            lib.nvrtcGetProgramLog(prog, log)
            raise CudaError(f'NVRTC: {log.value.decode()[:1000]}')
        sz = ctypes.c_size_t()
        lib.nvrtcGetCUBINSize(prog, ctypes.byref(sz))
        cubin = ctypes.create_string_buffer(sz.value)
        lib.nvrtcGetCUBIN(prog, cubin)
        lib.nvrtcDestroyProgram(ctypes.byref(prog))
        return cubin.raw


def pool_fill(rng, size, dtype):
    pool = rng.uniform(-1.0, 1.0, POOL).astype(dtype)
    return np.resize(pool, size)


def check_group(cu, nvrtc, out, entries, opfile, args, rng):
    meta0 = json.loads((out / entries[0]['meta']).read_text())
    dname, m, k = meta0['dtype'], meta0['m'], meta0['k']
    npdt = DTYPES[dname]
    dsize = np.dtype(npdt).itemsize
    n, beta, alpha = meta0['grid_for_n'], meta0['beta'], meta0['alpha']
    ld = meta0['ldb'] or n
    A = read_mtx(opfile)[0].astype(npdt)
    if alpha != 1.0:
        A = A*alpha

    hb = pool_fill(rng, k*ld, npdt)
    hc0 = pool_fill(rng, m*ld, npdt) if beta != 0 else None
    db, dc = cu.alloc(hb.nbytes), cu.alloc(m*ld*dsize)
    dc0 = cu.alloc(m*ld*dsize) if beta != 0 else None
    cu.htod(db, hb)
    if beta != 0:
        cu.htod(dc0, hc0)

    # Windows of contiguous columns: the first, the last, random ones
    w = min(args.window, n)
    starts = {0, n - w} | {int(x) for x in
                           rng.integers(0, n - w + 1, size=args.windows)}
    windows = sorted(starts)
    cols = np.concatenate([np.arange(s0, s0 + w) for s0 in windows])
    B = hb.reshape(k, ld)[:, cols].astype(np.float64)
    A64 = A.astype(np.float64)
    ref = A64 @ B
    scale = np.abs(A64) @ np.abs(B)
    if beta != 0:
        C0 = hc0.reshape(m, ld)[:, cols].astype(np.float64)
        ref += beta*C0
        scale += abs(beta)*np.abs(C0)
    eps = np.finfo(npdt).eps
    tol = 8*eps*(scale + 1e-30)*max(1.0, np.sqrt(k))
    hc = np.empty((m, len(cols)), dtype=npdt)
    hw = np.empty((m, w), dtype=npdt)

    results = []
    for e in entries:
        meta = json.loads((out / e['meta']).read_text())
        res = {'source': e['source'], 'variant': meta['variant']}
        extra = []
        try:
            cub = meta.get('cubin')
            if cub and not args.compile and re.fullmatch(
                    rf"sm_{cu.cc[0]}{cu.cc[1]}a?", cub['arch']) and (
                    out / e['source']).with_name(cub['file']).is_file():
                image = (out / e['source']).with_name(cub['file']).read_bytes()
                res['from'] = 'cubin'
            elif meta['format'] == 'ptx':
                image = (out / e['source']).read_bytes() + b'\0'
            else:
                if nvrtc is None:
                    raise CudaError('no libnvrtc for a CUDA C kernel')
                opts = [o for o in meta['compile']['nvrtc_options']
                        if not o.startswith('--gpu-architecture')]
                opts.append(f'--gpu-architecture=sm_{cu.cc[0]}{cu.cc[1]}')
                image = nvrtc.compile((out / e['source']).read_text(), opts)
            mod, fn = cu.load(image, meta['kernel'])
            res['registers'] = cu.func_attr(fn, 4)
            res['local_bytes'] = cu.func_attr(fn, 3)
            res['static_smem'] = cu.func_attr(fn, 1)

            params = []
            for a in meta['args']:
                if a == 'b':
                    params.append(('ptr', db))
                elif a == 'c':
                    params.append(('ptr', dc))
                elif a in ('n', 'ldb', 'ldc'):
                    params.append(('int', {'n': n, 'ldb': ld, 'ldc': ld}[a]))
                elif a in ('b_desc', 'c_desc'):
                    spec = meta['operands'][a]
                    t = cu.tensormap(spec, db if a == 'b_desc' else dc)
                    extra.append(t)
                    params.append(('ptr', t))
                else:
                    raise CudaError(f'unknown argument kind {a!r}')

            if beta != 0:
                cu.dtod(dc, dc0, m*ld*dsize)
            else:
                cu.memset8(dc, 0xff, m*ld*dsize)      # NaN poison
            cu.launch(fn, meta['grid'], meta['block'], meta['shared_bytes'],
                      params)
            cu.sync()
            for j, s0 in enumerate(windows):
                cu.dtoh2d(hw, dc + s0*dsize, ld*dsize)
                hc[:, j*w:(j + 1)*w] = hw
            got = hc.astype(np.float64)
            err = np.abs(got - ref)
            bad = ~(err <= tol)
            res['ok'] = not bad.any()
            res['max_rel'] = float(np.max(err/(scale + 1e-30)))
            if bad.any():
                r, c = np.argwhere(bad)[0]
                res['first_bad'] = (f'row {r} col {cols[c]}: got '
                                    f'{got[r, c]!r} want {ref[r, c]!r}')
            if args.time and res['ok']:
                ms = cu.time(fn, meta['grid'], meta['block'],
                             meta['shared_bytes'], params, args.time)
                res['ms'] = ms
                res['GBps_min_bytes'] = meta['min_bytes']*n/ms/1e6
                if args.copy_bw:
                    res['pct_copy'] = 100*res['GBps_min_bytes']/args.copy_bw
            cu.lib.cuModuleUnload(mod)
        except CudaError as ex:
            res['ok'] = False
            res['error'] = str(ex)
        for t in extra:
            cu.free(t)
        results.append(res)
        flag = 'ok  ' if res['ok'] else 'FAIL'
        info = ', '.join(f'{kk}={vv:.3g}' if isinstance(vv, float)
                         else f'{kk}={vv}' for kk, vv in res.items()
                         if kk not in ('source', 'ok', 'variant'))
        print(f'{flag} {e["source"]}: {info}', flush=True)
    for p in (db, dc, dc0):
        if p:
            cu.free(p)
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('dir', type=Path)
    ap.add_argument('--operators', nargs='*', help='operator names to check')
    ap.add_argument('--dtype', nargs='*', help='f64 and/or f32')
    ap.add_argument('--limit', type=int, default=0,
                    help='at most this many kernels per operator and dtype')
    ap.add_argument('--window', type=int, default=256,
                    help='columns per checked window (default 256)')
    ap.add_argument('--windows', type=int, default=6,
                    help='random windows besides the first and last')
    ap.add_argument('--time', type=int, default=0, metavar='RUNS')
    ap.add_argument('--json', type=Path, help='write results here')
    ap.add_argument('--compile', action='store_true',
                    help='compile from source (NVRTC / driver JIT) even when '
                         'the metadata names a cubin for this device')
    args = ap.parse_args()

    index = json.loads((args.dir / 'index.json').read_text())
    opfiles = {}
    for p in index['operators']:
        q = Path(p)
        if not q.is_file():
            q = ROOT / 'operators' / 'pyfr' / q.name
        opfiles[q.stem] = q
    groups = {}
    for e in index['kernels']:
        if args.operators and e['operator'] not in args.operators:
            continue
        if args.dtype and e['dtype'] not in args.dtype:
            continue
        groups.setdefault((e['operator'], e['dtype']), []).append(e)

    cu = Cuda()
    try:
        nvrtc = Nvrtc()
        nv = nvrtc.name
    except CudaError:
        nvrtc, nv = None, 'none'
    print(f'device: {cu.name}, cc {cu.cc[0]}.{cu.cc[1]}; nvrtc: {nv}')
    args.copy_bw = cu.copy_bandwidth() if args.time else None
    if args.copy_bw:
        print(f'copy bandwidth: {args.copy_bw:.0f} GB/s')
    rng = np.random.default_rng(1234)
    results, t0 = [], time.time()
    for (op, dname), entries in groups.items():
        if args.limit:
            entries = entries[:args.limit]
        results += check_group(cu, nvrtc, args.dir, entries, opfiles[op],
                               args, rng)
    bad = [r for r in results if not r['ok']]
    print(f'{len(results) - len(bad)} of {len(results)} kernels correct '
          f'({time.time() - t0:.1f} s)')
    if args.json:
        args.json.write_text(json.dumps({'device': cu.name,
                                         'copy_GBps': args.copy_bw,
                                         'results': results}, indent=1))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
