#!/usr/bin/env python3
"""Independent checks of the PyFR operator suite in operators/pyfr/.

Needs only python3 and numpy (no PyFR, no scipy): the Matrix Market files
are read back with the small reader below and the operators are checked
against facts that follow from the mathematics of flux reconstruction, not
from PyFR's code:

  format   banner, provenance line, sizes, 1-based indices in row-major order,
           no duplicates or explicit zeros, every value written as the
           shortest repr that round-trips to the same float64
  dims     shapes from the point counts of each element type and order
  m0       rows sum to one (interpolation reproduces constants)
  m6/m3    M6 = face normal (x) M3, with PyFR's reference face normals
  m132     M132 is M460 with its dimension blocks transposed
  D        D = M460 + M6*M0 (PyFR's M4, the exact gradient on the solution
           space): kills constants, its blocks commute and are nilpotent.
           NB: M460 alone is *not* a gradient: M460*1 = -M6*1, which is not
           zero; only with the common-solution correction M6*u_f added back
           does one get the gradient.
  coords   solution point coordinates are recovered by solving D x = e_d,
           flux point coordinates as M0 x; the flux points must lie on the
           faces in PyFR's order, the solution points inside the element
  points   quad/hex: solution and flux points are Gauss-Legendre nodes
           (numpy's leggauss); tri/tet: solution points (and tet face flux
           points) have the full symmetry of the simplex, tri edge points
           are Gauss-Legendre nodes
  poly     M0 interpolates, and D differentiates, every polynomial of the
           solution space exactly; M132 + M3*(n.F) gives the exact
           divergence of polynomial vector fields
  lift     M3 is the DG lifting operator: Mass*M3[:, f] equals the face
           integral of the flux point's face Lagrange polynomial against
           each solution basis polynomial (element and face integrals by
           our own Gauss / collapsed Gauss quadrature)

Exit status 0 when everything passes; the last line reads
'N passed, M failed'.
"""

import argparse
import itertools as it
import os
import re
import sys

import numpy as np


BANNER = '%%MatrixMarket matrix coordinate real general'
OPS = ('m0', 'm3', 'm6', 'm132', 'm460')
SUITE = {'quad': 'gl', 'hex': 'gl', 'tri': 'ws', 'tet': 'sh'}
SUITE_UPTS = {'quad': 'gauss-legendre', 'hex': 'gauss-legendre',
              'tri': 'williams-shunn', 'tet': 'shunn-ham'}
SUITE_FPTS = {'quad': 'line:gauss-legendre', 'hex': 'quad:gauss-legendre',
              'tri': 'line:gauss-legendre', 'tet': 'tri:williams-shunn'}
ORDERS = range(1, 7)
NDIMS = {'quad': 2, 'tri': 2, 'hex': 3, 'tet': 3}

# Reference elements as PyFR defines them: vertices, and faces in PyFR's
# order as (vertex indices, reference normal).  The normals are PyFR's
# (not unit length on slanted faces); the flux points of face k are rows
# sum(nfacepts[:k]) ... of M0.
VERTS = {
    'quad': [(-1, -1), (1, -1), (1, 1), (-1, 1)],
    'tri': [(-1, -1), (1, -1), (-1, 1)],
    'hex': [(-1, -1, -1), (1, -1, -1), (1, 1, -1), (-1, 1, -1),
            (-1, -1, 1), (1, -1, 1), (1, 1, 1), (-1, 1, 1)],
    'tet': [(-1, -1, -1), (1, -1, -1), (-1, 1, -1), (-1, -1, 1)],
}
FACES = {
    'quad': [((0, 1), (0, -1)), ((1, 2), (1, 0)), ((3, 2), (0, 1)),
             ((0, 3), (-1, 0))],
    'tri': [((0, 1), (0, -1)), ((1, 2), (1, 1)), ((0, 2), (-1, 0))],
    # quad faces: (v0, v1, v3) spanning the face as v0 + u(v1-v0) + v(v3-v0)
    'hex': [((0, 1, 3), (0, 0, -1)), ((0, 1, 4), (0, -1, 0)),
            ((1, 2, 5), (1, 0, 0)), ((3, 2, 7), (0, 1, 0)),
            ((0, 3, 4), (-1, 0, 0)), ((4, 5, 7), (0, 0, 1))],
    'tet': [((0, 1, 2), (0, 0, -1)), ((0, 1, 3), (0, -1, 0)),
            ((0, 2, 3), (-1, 0, 0)), ((1, 2, 3), (1, 1, 1))],
}


def nupts(shape, p):
    n = p + 1
    return {'quad': n**2, 'hex': n**3, 'tri': n*(n + 1)//2,
            'tet': n*(n + 1)*(n + 2)//6}[shape]


def nfacepts(shape, p):
    n = p + 1
    per = {'quad': n, 'tri': n, 'hex': n**2, 'tet': n*(n + 1)//2}[shape]
    return [per]*len(FACES[shape])


def expected_dims(shape, p, op):
    nu, nf, nd = nupts(shape, p), sum(nfacepts(shape, p)), NDIMS[shape]
    return {'m0': (nf, nu), 'm3': (nu, nf), 'm6': (nd*nu, nf),
            'm132': (nu, nd*nu), 'm460': (nd*nu, nu)}[op]


# ----------------------------------------------------------------------------
# Matrix Market reader (coordinate real general only)
class MtxError(Exception):
    pass


def read_mtx(path):
    """Return (comments, nrows, ncols, rows, cols, values, texts)."""
    with open(path, newline='') as fh:
        text = fh.read()

    if '\r' in text:
        raise MtxError('carriage return in file')
    if not text.endswith('\n'):
        raise MtxError('no newline at end of file')

    lines = text.split('\n')[:-1]
    if not lines or lines[0] != BANNER:
        raise MtxError('bad or missing banner')

    k = 1
    comments = []
    while k < len(lines) and lines[k].startswith('%'):
        comments.append(lines[k][1:].strip())
        k += 1

    if k == len(lines):
        raise MtxError('no size line')

    size = lines[k].split()
    if len(size) != 3 or not all(re.fullmatch(r'\d+', s) for s in size):
        raise MtxError(f'bad size line {lines[k]!r}')
    nrows, ncols, nnz = map(int, size)

    body = lines[k + 1:]
    if len(body) != nnz:
        raise MtxError(f'{len(body)} entries, size line says {nnz}')

    rows = np.empty(nnz, dtype=np.int64)
    cols = np.empty(nnz, dtype=np.int64)
    vals = np.empty(nnz)
    texts = []
    for n, line in enumerate(body):
        parts = line.split(' ')
        if len(parts) != 3:
            raise MtxError(f'bad entry line {line!r}')

        i, j, v = parts
        if not (re.fullmatch(r'[1-9]\d*', i) and re.fullmatch(r'[1-9]\d*', j)):
            raise MtxError(f'bad indices in {line!r}')

        rows[n], cols[n] = int(i) - 1, int(j) - 1
        try:
            vals[n] = float(v)
        except ValueError:
            raise MtxError(f'bad value in {line!r}') from None
        texts.append(v)

    if nnz:
        if rows.max() >= nrows or cols.max() >= ncols:
            raise MtxError('index out of range')

        key = rows*ncols + cols
        if np.any(np.diff(key) <= 0):
            raise MtxError('entries not in row-major order or duplicated')

    return comments, nrows, ncols, rows, cols, vals, texts


def dense(nrows, ncols, rows, cols, vals):
    a = np.zeros((nrows, ncols))
    a[rows, cols] = vals
    return a


# ----------------------------------------------------------------------------
class Checker:
    def __init__(self, verbose=False):
        self.passed = 0
        self.failed = 0
        self.verbose = verbose

    def __call__(self, ok, what, detail=''):
        if ok:
            self.passed += 1
            if self.verbose:
                print(f'  ok    {what} {detail}')
        else:
            self.failed += 1
            print(f'  FAIL  {what} {detail}')

        return ok


def relerr(a, b):
    scale = max(np.abs(a).max(initial=0), np.abs(b).max(initial=0), 1.0)
    return np.abs(a - b).max(initial=0) / scale


def gauss(n):
    x, w = np.polynomial.legendre.leggauss(n)
    return x, w


# Legendre-product basis spanning the solution space (Q_p or P_p)
def exponents(shape, p):
    nd = NDIMS[shape]
    if shape in ('quad', 'hex'):
        return list(it.product(range(p + 1), repeat=nd))
    else:
        return [e for e in it.product(range(p + 1), repeat=nd) if sum(e) <= p]


def legendre_basis(pts, exps):
    # Columns: prod_d P_{e_d}(x_d), plus derivatives along each dimension
    pts = np.atleast_2d(pts)
    maxdeg = max(max(e) for e in exps)
    eye = np.eye(maxdeg + 1)
    P = [[np.polynomial.legendre.legval(pts[:, d], eye[k])
          for k in range(maxdeg + 1)] for d in range(pts.shape[1])]
    dP = [[np.polynomial.legendre.legval(
        pts[:, d], np.polynomial.legendre.legder(eye[k]))
        for k in range(maxdeg + 1)] for d in range(pts.shape[1])]

    val = np.array([np.prod([P[d][e[d]] for d in range(len(e))], axis=0)
                    for e in exps]).T
    der = []
    for dd in range(pts.shape[1]):
        der.append(np.array([
            np.prod([(dP if d == dd else P)[d][e[d]] for d in range(len(e))],
                    axis=0) for e in exps]).T)

    return val, der


# Quadrature on the reference element and on an affine face
def element_quadrature(shape, q):
    x, w = gauss(q)
    if shape in ('quad', 'hex'):
        nd = NDIMS[shape]
        pts = np.array(list(it.product(x, repeat=nd)))
        wts = np.array([np.prod(c) for c in it.product(w, repeat=nd)])
    elif shape == 'tri':
        pts, wts = [], []
        for (a, wa), (b, wb) in it.product(zip(x, w), repeat=2):
            pts.append(((1 + a)*(1 - b)/2 - 1, b))
            wts.append(wa*wb*(1 - b)/2)
        pts, wts = np.array(pts), np.array(wts)
    else:
        pts, wts = [], []
        for (a, wa), (b, wb), (c, wc) in it.product(zip(x, w), repeat=3):
            pts.append(((1 + a)*(1 - b)*(1 - c)/4 - 1,
                        (1 + b)*(1 - c)/2 - 1, c))
            wts.append(wa*wb*wc*(1 - b)*(1 - c)**2/8)
        pts, wts = np.array(pts), np.array(wts)

    return pts, wts


def face_param_quadrature(kind, q):
    # Points (u[, v]) in the unit segment/square/triangle and weights
    x, w = gauss(q)
    u, wu = (x + 1)/2, w/2
    if kind == 'line':
        return u[:, None], wu
    elif kind == 'quad':
        return (np.array(list(it.product(u, repeat=2))),
                np.array([a*b for a, b in it.product(wu, repeat=2)]))
    else:
        pts, wts = [], []
        for (a, wa), (b, wb) in it.product(zip(u, wu), repeat=2):
            pts.append((a*(1 - b), b))
            wts.append(wa*wb*(1 - b))
        return np.array(pts), np.array(wts)


def face_kind(shape):
    return {'quad': 'line', 'tri': 'line', 'hex': 'quad', 'tet': 'tri'}[shape]


def face_frame(shape, k):
    vidx, normal = FACES[shape][k]
    v = np.array([VERTS[shape][i] for i in vidx], dtype=float)
    origin, span = v[0], v[1:] - v[0]

    # Physical measure of the unit parameter domain
    if len(span) == 1:
        jac = np.linalg.norm(span[0])
    else:
        jac = np.linalg.norm(np.cross(span[0], span[1]))

    return origin, span, jac, np.array(normal, dtype=float)


def to_face_param(y, origin, span):
    # Least squares inverse of y = origin + u*span (exact for points on it)
    sol, *_ = np.linalg.lstsq(span.T, (y - origin).T, rcond=None)
    return sol.T


def face_basis_exps(kind, p):
    if kind == 'line':
        return [(a,) for a in range(p + 1)]
    elif kind == 'quad':
        return list(it.product(range(p + 1), repeat=2))
    else:
        return [e for e in it.product(range(p + 1), repeat=2) if sum(e) <= p]


def same_point_sets(a, b, tol):
    # Every point of a matches a distinct point of b (and vice versa)
    if a.shape != b.shape:
        return False

    used = np.zeros(len(b), dtype=bool)
    for pt in a:
        d = np.linalg.norm(b - pt, axis=1)
        d[used] = np.inf
        j = np.argmin(d)
        if d[j] > tol:
            return False
        used[j] = True

    return True


def barycentric(shape, pts):
    nd = NDIMS[shape]
    lam = (pts + 1)/2
    return np.hstack([1 - lam.sum(axis=1, keepdims=True), lam])[:, :nd + 1]


def from_barycentric(lam):
    return 2*lam[:, 1:] - 1


# ----------------------------------------------------------------------------
def check_group(chk, shape, p, mats, verbose):
    tag = f'{shape} p{p}'
    nd = NDIMS[shape]
    nu = nupts(shape, p)
    nfp = nfacepts(shape, p)
    nf = sum(nfp)
    M0, M3, M6, M132, M460 = (mats[o] for o in OPS)
    faces = np.repeat(np.arange(len(nfp)), nfp)
    normals = np.array([n for v, n in FACES[shape]], dtype=float)[faces]

    # M0 reproduces constants
    chk(np.abs(M0.sum(axis=1) - 1).max() < 1e-13, f'{tag}: M0 rows sum to 1',
        f'(max err {np.abs(M0.sum(axis=1) - 1).max():.1e})')

    # M6 = normal (x) M3
    m6 = (normals.T[:, None, :]*M3[None, :, :]).reshape(nd*nu, nf)
    chk(relerr(M6, m6) < 1e-14, f'{tag}: M6 = n (x) M3',
        f'(rel err {relerr(M6, m6):.1e})')

    # M132 is M460 with the dimension blocks transposed
    t = M460.reshape(nd, nu, nu).transpose(1, 0, 2).reshape(nu, nd*nu)
    chk(relerr(M132, t) < 1e-14, f'{tag}: M132[i, d*n+j] = M460[d*n+i, j]',
        f'(rel err {relerr(M132, t):.1e})')

    # D = M460 + M6 M0: the strong derivative M4
    D = M460 + M6 @ M0
    Dd = D.reshape(nd, nu, nu)
    scale = np.abs(D).max()

    m460one = np.abs(M460.sum(axis=1)).max()
    chk(np.abs(D.sum(axis=1)).max() < 1e-11*scale,
        f'{tag}: (M460 + M6*M0)*1 = 0',
        f'(max {np.abs(D.sum(axis=1)).max():.1e}; M460*1 alone: '
        f'max {m460one:.2f})')
    chk(relerr(M460.sum(axis=1), -M6.sum(axis=1)) < 1e-12,
        f'{tag}: M460*1 = -M6*1')

    comm = max((relerr(Dd[a] @ Dd[b], Dd[b] @ Dd[a])
                for a, b in it.combinations(range(nd), 2)), default=0)
    chk(comm < 1e-12, f'{tag}: derivative blocks commute',
        f'(rel err {comm:.1e})')

    nil = max(np.abs(np.linalg.matrix_power(Dd[d], p + 1)).max() /
              np.abs(Dd[d]).max()**(p + 1) for d in range(nd))
    top = min(np.abs(np.linalg.matrix_power(Dd[d], p)).max() /
              np.abs(Dd[d]).max()**p for d in range(nd))
    chk(nil < 1e-12 and top > 1e6*nil, f'{tag}: D_d^(p+1) = 0 != D_d^p',
        f'({nil:.1e}, {top:.1e})')

    # Recover coordinates: D x_e = e_d (x) 1
    X = np.empty((nu, nd))
    res = 0
    for e in range(nd):
        rhs = np.zeros(nd*nu)
        rhs[e*nu:(e + 1)*nu] = 1
        sol, *_ = np.linalg.lstsq(D, rhs, rcond=None)
        X[:, e] = sol
        res = max(res, np.abs(D @ sol - rhs).max())
    chk(res < 1e-11, f'{tag}: linear fields have consistent gradients',
        f'(residual {res:.1e})')

    # Fix the additive constant so the flux points lie on PyFR's faces:
    # a_k . (M0 X + s) = b_k for every flux point of face k
    Y = M0 @ X
    A, b = [], []
    for f in range(nf):
        vidx, n = FACES[shape][faces[f]]
        v0 = np.array(VERTS[shape][vidx[0]], dtype=float)
        A.append(n)
        b.append(np.dot(n, v0) - np.dot(n, Y[f]))
    s, *_ = np.linalg.lstsq(np.array(A, dtype=float), np.array(b), rcond=None)
    X += s
    Y += s
    plane = max(abs(np.dot(FACES[shape][faces[f]][1], Y[f]) -
                    np.dot(FACES[shape][faces[f]][1],
                           VERTS[shape][FACES[shape][faces[f]][0][0]]))
                for f in range(nf))
    chk(plane < 1e-12, f'{tag}: flux points lie on the faces in PyFR order',
        f'(max off-plane {plane:.1e})')

    lam = barycentric(shape, X) if shape in ('tri', 'tet') else None
    inside = (np.all(np.abs(X) < 1 - 1e-8) if lam is None else
              np.all(lam > 1e-8))
    chk(inside, f'{tag}: solution points inside the element')

    # Point sets
    xg = gauss(p + 1)[0]
    if shape in ('quad', 'hex'):
        tp = np.array(list(it.product(xg, repeat=nd)))
        chk(same_point_sets(X, tp, 1e-12),
            f'{tag}: solution points are Gauss-Legendre tensor nodes')
    else:
        perms = list(it.permutations(range(nd + 1)))
        sym = all(same_point_sets(X, from_barycentric(lam[:, q]), 1e-12)
                  for q in perms)
        chk(sym, f'{tag}: solution point set has the simplex symmetry '
            f'({len(perms)} permutations)')

    kind = face_kind(shape)
    fsets = []
    for k in range(len(nfp)):
        origin, span, jac, n = face_frame(shape, k)
        uv = to_face_param(Y[faces == k], origin, span)
        fsets.append(uv)
    if kind in ('line', 'quad'):
        ref = (xg[:, None] + 1)/2 if kind == 'line' else \
            (np.array(list(it.product(xg, repeat=2))) + 1)/2
        ok = all(same_point_sets(uv, ref, 1e-12) for uv in fsets)
        chk(ok, f'{tag}: flux points are Gauss-Legendre nodes on each face')
    else:
        ok = True
        for uv in fsets:
            flam = np.hstack([1 - uv.sum(axis=1, keepdims=True), uv])
            for q in it.permutations(range(3)):
                ok &= same_point_sets(uv, flam[:, q][:, 1:], 1e-12)
        ok &= all(same_point_sets(fsets[0], uv, 1e-12) for uv in fsets)
        chk(ok, f'{tag}: face flux point sets are identical and have the '
            'triangle symmetry')

    # Polynomial exactness of M0 and D on the solution space
    exps = exponents(shape, p)
    PX, dPX = legendre_basis(X, exps)
    PY, _ = legendre_basis(Y, exps)
    err0 = relerr(M0 @ PX, PY)
    chk(err0 < 1e-12, f'{tag}: M0 interpolates all {len(exps)} basis '
        'polynomials exactly', f'(rel err {err0:.1e})')
    errd = max(relerr(Dd[d] @ PX, dPX[d]) for d in range(nd))
    chk(errd < 1e-11, f'{tag}: M460 + M6*M0 differentiates them exactly',
        f'(rel err {errd:.1e})')

    # Divergence: M132 F + M3 (n . F at flux points) = div F, F polynomial
    errdiv = 0
    for d in range(nd):
        F = np.zeros((nd*nu, len(exps)))
        F[d*nu:(d + 1)*nu] = PX
        fn = normals[:, d, None]*PY
        div = M132 @ F + M3 @ fn
        errdiv = max(errdiv, relerr(div, dPX[d]))
    chk(errdiv < 1e-11, f'{tag}: M132*F + M3*(n.F) is the exact divergence',
        f'(rel err {errdiv:.1e})')

    # DG lifting: Mass M3[:, f] = int_face l_f phi_i dA / |n|
    V = PX                                  # basis values at the points
    Vinv = np.linalg.inv(V)
    qp, qw = element_quadrature(shape, p + 3)
    Lq = legendre_basis(qp, exps)[0] @ Vinv   # nodal basis at quad points
    mass = Lq.T @ (qw[:, None]*Lq)
    chk(abs(qw.sum() - {'quad': 4, 'hex': 8, 'tri': 2,
                        'tet': 4/3}[shape]) < 1e-13,
        f'{tag}: own element quadrature has the right volume')

    fexps = face_basis_exps(kind, p)
    rhs = np.zeros((nu, nf))
    for k in range(len(nfp)):
        origin, span, jac, n = face_frame(shape, k)
        uv = fsets[k]
        FV = legendre_basis(2*uv - 1, fexps)[0]
        fq, fw = face_param_quadrature(kind, p + 2)
        lf = legendre_basis(2*fq - 1, fexps)[0] @ np.linalg.inv(FV)
        phys = origin + fq @ span
        li = legendre_basis(phys, exps)[0] @ Vinv
        cols = np.flatnonzero(faces == k)
        rhs[:, cols] = li.T @ ((fw*jac/np.linalg.norm(n))[:, None]*lf)
    errl = relerr(mass @ M3, rhs)
    chk(errl < 1e-10, f'{tag}: M3 is the DG lift of the flux points',
        f'(rel err {errl:.1e})')

    # Tensor-product sparsity: M0 rows and M460 entries couple only points
    # on one coordinate line
    if shape in ('quad', 'hex'):
        ok = np.all(np.count_nonzero(M0, axis=1) == p + 1)
        line = np.zeros((nd, nu, nu), dtype=bool)
        for d in range(nd):
            other = [e for e in range(nd) if e != d]
            line[d] = np.all(np.abs(X[:, None, other] - X[None, :, other])
                             < 1e-12, axis=2)
        ok &= not np.any((M460.reshape(nd, nu, nu) != 0) & ~line)
        # By symmetry the centre node of an odd line (even p) has a zero
        # diagonal entry in its own direction; everything else is nonzero
        want = nd*nu*(p + 1) - (nd*nu//(p + 1) if p % 2 == 0 else 0)
        ok &= np.count_nonzero(M460) == want
        chk(ok, f'{tag}: tensor-product sparsity of M0 and M460',
            f'(M460 nnz {np.count_nonzero(M460)}, expected {want})')


TABLE_START = '<!-- pyfr-suite-table: generated by tools/check_pyfr_suite.py --update-readme; do not edit -->'
TABLE_END = '<!-- end of pyfr-suite-table -->'


def suite_table(dirname):
    out = ['| file | element | order | operator | rows | cols | nonzeros | '
           'density | bytes |',
           '|---|---|---:|---|---:|---:|---:|---:|---:|']
    total = 0
    for shape, short in SUITE.items():
        for p in ORDERS:
            for op in OPS:
                name = f'{shape}-{short}-p{p}-{op}.mtx'
                path = os.path.join(dirname, name)
                _, nr, nc, r, *_ = read_mtx(path)
                size = os.path.getsize(path)
                total += size
                out.append(f'| {name} | {shape} | {p} | {op.upper()} | {nr} '
                           f'| {nc} | {len(r)} | {100*len(r)/(nr*nc):.1f}% '
                           f'| {size} |')

    out.append('')
    out.append(f'Total: {len(SUITE)*len(ORDERS)*len(OPS)} files, '
               f'{total} bytes ({total/2**20:.2f} MiB).')

    return '\n'.join(out)


def update_readme(path, dirname):
    with open(path) as fh:
        text = fh.read()

    a, b = text.find(TABLE_START), text.find(TABLE_END)
    if a < 0 or b < a:
        sys.exit(f'{path}: no table markers')

    new = (text[:a] + TABLE_START + '\n\n' + suite_table(dirname) + '\n\n' +
           text[b:])
    if new != text:
        with open(path, 'w') as fh:
            fh.write(new)


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dir', default=os.path.join(here, '..', 'operators',
                                                  'pyfr'),
                    help='suite directory (default: operators/pyfr)')
    ap.add_argument('-v', '--verbose', action='store_true',
                    help='list every passing check too')
    ap.add_argument('--table', action='store_true',
                    help='print the markdown table of the suite and exit')
    ap.add_argument('--update-readme', action='store_true',
                    help="rewrite the table in the suite's README.md, exit")
    args = ap.parse_args(argv)

    if args.table:
        print(suite_table(args.dir))
        return 0
    if args.update_readme:
        update_readme(os.path.join(args.dir, 'README.md'), args.dir)
        return 0

    chk = Checker(args.verbose)
    total_bytes = 0
    versions = set()

    for shape, short in SUITE.items():
        for p in ORDERS:
            mats = {}
            for op in OPS:
                name = f'{shape}-{short}-p{p}-{op}.mtx'
                path = os.path.join(args.dir, name)
                if not chk(os.path.isfile(path), f'{name}: present'):
                    continue

                total_bytes += os.path.getsize(path)
                try:
                    comments, nr, nc, r, c, v, texts = read_mtx(path)
                except MtxError as exc:
                    chk(False, f'{name}: Matrix Market format', f'({exc})')
                    continue
                chk(True, f'{name}: Matrix Market format')

                # Provenance
                prov = comments[0] if comments else ''
                fields = dict(f.split('=', 1) for f in prov.split('; ')
                              if '=' in f)
                versions.add(fields.get('pyfr'))
                ok = (prov.startswith('PyFR operator;') and
                      fields.get('shape') == shape and
                      fields.get('solution-pts') == SUITE_UPTS[shape] and
                      fields.get('flux-pts') == SUITE_FPTS[shape] and
                      fields.get('order') == str(p) and
                      fields.get('operator', '').strip('"')
                      .startswith(op.upper()) and
                      bool(fields.get('pyfr')))
                chk(ok, f'{name}: provenance line', f'({prov!r})')

                want = expected_dims(shape, p, op)
                chk((nr, nc) == want, f'{name}: dimensions',
                    f'({nr} x {nc}, expected {want[0]} x {want[1]})')

                rt = all(repr(float(t)) == t for t in texts)
                chk(rt and np.all(np.isfinite(v)) and np.all(v != 0),
                    f'{name}: values nonzero, finite, shortest round-trip '
                    'repr')

                mats[op] = dense(nr, nc, r, c, v)

            if len(mats) == len(OPS) and all(
                    mats[o].shape == expected_dims(shape, p, o) for o in OPS):
                check_group(chk, shape, p, mats, args.verbose)
            else:
                chk(False, f'{shape} p{p}: operator group incomplete')

            print(f'{shape} p{p}: checked')

    # The sanity figure quoted for the suite
    path = os.path.join(args.dir, 'hex-gl-p6-m460.mtx')
    if os.path.isfile(path):
        _, nr, nc, r, *_ = read_mtx(path)
        chk((nr, nc, len(r)) == (1029, 343, 7056),
            'hex-gl-p6-m460: 1029 x 343 with 7056 nonzeros',
            f'({nr} x {nc}, {len(r)})')

    chk(len(versions) == 1, 'one PyFR version across the suite',
        f'({", ".join(sorted(map(str, versions)))})')

    extra = sorted(f for f in os.listdir(args.dir) if f.endswith('.mtx') and
                   not re.fullmatch(r'(quad|hex)-gl-p[1-6]-m(0|3|6|132|460)'
                                    r'\.mtx|tri-ws-p[1-6]-m(0|3|6|132|460)'
                                    r'\.mtx|tet-sh-p[1-6]-m(0|3|6|132|460)'
                                    r'\.mtx', f))
    if extra:
        print(f'note: {len(extra)} other .mtx files present (not checked)')

    print(f'suite: {total_bytes} bytes in the 120 files; PyFR '
          f'{", ".join(sorted(map(str, versions)))}')
    print(f'{chk.passed} passed, {chk.failed} failed')

    return 1 if chk.failed else 0


if __name__ == '__main__':
    sys.exit(main())
