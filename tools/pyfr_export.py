#!/usr/bin/env python3
"""Export PyFR's constant operator matrices as Matrix Market files.

The matrices are taken from PyFR itself: a PyFR shape class (for example
pyfr.shapes.HexShape) is instantiated with a minimal solver config and its
``opmat(expr)`` method is called with the same operator expression strings
that PyFR's element classes pass to the backend (``self.opmat('M4 - M6*M0')``
and so on).  ``opmat`` evaluates the expression from the shape's ``m0``,
``m1``, ... properties and then applies PyFR's ``nputil.clean`` (values with
magnitude below 1e-10 become exactly zero and values that agree to a relative
1e-10 are coalesced to their median).  The result is therefore exactly the
array a PyFR run hands to ``backend.const_matrix`` and, from there, to its
matrix-multiply kernels (GiMMiK and friends).

Each matrix is written as ``%%MatrixMarket matrix coordinate real general``
(1-based indices, rows in ascending order and columns ascending within a
row, one line per nonzero).  Values are written with Python's ``repr`` of the
float64, i.e. the shortest decimal string (at most 17 significant digits)
that reads back to the identical double.  The first comment line records the
provenance.
"""

import argparse
from importlib import resources
import os
import re
import sys
import tempfile


# ----------------------------------------------------------------------------
# Operators.  Keys are the names used on the command line and in file names;
# values are (PyFR expression, description).  The expressions are written
# exactly as PyFR's solvers spell them when requesting the matrices
# (pyfr/solvers/baseadvec/elements.py, pyfr/solvers/baseadvecdiff/elements.py)
# so that opmat() builds and cleans them the same way.
OPERATORS = {
    'm0': ('M0', 'interpolation: solution points -> flux points'),
    'm1': ('M1', 'divergence of a vector field at solution points'),
    'm2': ('M2', 'normal component of a vector field at flux points'),
    'm3': ('M3', 'correction: flux points -> solution points'),
    'm4': ('M4', 'gradient of a scalar field at solution points'),
    'm6': ('M6', 'gradient correction: flux points -> solution points'),
    'm132': ('M1 - M3*M2', 'uncorrected flux divergence (M1 - M3*M2)'),
    'm460': ('M4 - M6*M0', 'uncorrected solution gradient (M4 - M6*M0)'),
}

# Element shapes PyFR supports and the faces (interface kinds) they have
SHAPE_FACES = {
    'quad': ('line',),
    'tri': ('line',),
    'hex': ('quad',),
    'tet': ('tri',),
    'pri': ('quad', 'tri'),
    'pyr': ('quad', 'tri'),
}

# Default solution point set per shape (those of PyFR's example configs)
DEFAULT_UPTS = {
    'quad': 'gauss-legendre',
    'tri': 'williams-shunn',
    'hex': 'gauss-legendre',
    'tet': 'shunn-ham',
    'pri': 'williams-shunn~gauss-legendre',
    'pyr': 'gauss-legendre',
}

# Default flux point set per interface kind (PyFR's example configs use
# these: [solver-interfaces-line] / -quad: gauss-legendre, -tri:
# williams-shunn).  They do not depend on the solution point set.
DEFAULT_FPTS = {
    'line': 'gauss-legendre',
    'quad': 'gauss-legendre',
    'tri': 'williams-shunn',
}

# Short names for the point sets PyFR ships; anything else falls back to the
# initials of the hyphenated words ('~' joins the parts of a prism rule)
SHORT_NAMES = {
    'gauss-legendre': 'gl',
    'gauss-legendre-lobatto': 'gll',
    'williams-shunn': 'ws',
    'shunn-ham': 'sh',
    'witherden-vincent': 'wv',
    'witherden': 'w',
    'alpha-opt': 'ao',
}


def short_name(rule):
    parts = []
    for part in rule.split('~'):
        if part in SHORT_NAMES:
            parts.append(SHORT_NAMES[part])
        else:
            parts.append(''.join(w[0] for w in part.split('-') if w))

    return ''.join(parts)


def stored_rules():
    """Map shape -> {rule name: sorted point counts} from PyFR's tables."""
    rules = {}
    root = resources.files('pyfr.quadrules')
    pat = re.compile(r'([a-zA-Z0-9\-~+]+)-n(\d+)(?:-d\d+)?(?:-[pstu]+)?\.txt$')

    for shape in ('line', 'tri', 'quad', 'tet', 'pri', 'pyr', 'hex'):
        found = {}
        try:
            entries = list(root.joinpath(shape).iterdir())
        except (FileNotFoundError, NotADirectoryError):
            entries = []

        for ent in entries:
            m = pat.match(ent.name)
            if m:
                found.setdefault(m[1], set()).add(int(m[2]))

        rules[shape] = {k: sorted(v) for k, v in sorted(found.items())}

    return rules


def pointset_help():
    lines = ['point sets PyFR ships, with the short names used in file names:']
    try:
        rules = stored_rules()
    except Exception as exc:    # PyFR missing: still give a useful --help
        return (f'(cannot list point sets: {exc})\nknown short names: ' +
                ', '.join(f'{k} = {v}' for k, v in SHORT_NAMES.items()))

    for shape in ('quad', 'tri', 'hex', 'tet', 'pri', 'pyr', 'line'):
        names = ', '.join(f'{r} ({short_name(r)})' for r in rules[shape])
        kind = 'interfaces only' if shape == 'line' else 'elements'
        lines.append(f'  {shape} [{kind}]: {names}')

    return '\n'.join(lines)


def expand_name(name, shape_rules):
    # Accept a short name (e.g. 'gl') for a point set stored for this shape
    if name in shape_rules:
        return name

    full = [r for r in shape_rules if short_name(r) == name]
    return full[0] if len(full) == 1 else name


def availability(shape, order, upts, fpts, rules):
    from pyfr.shapes import BaseShape

    need = [(shape, upts, shape_class(shape).npts_from_order(order))]
    need += [(k, r, BaseShape.npts_for_face[k](order)) for k, r in fpts.items()]

    msg = []
    for kind, rule, npts in need:
        have = rules[kind].get(rule)
        if have is None:
            msg.append(f'  {kind}: PyFR ships no point set {rule!r} '
                       f'(it has: {", ".join(rules[kind])})')
        elif npts not in have:
            msg.append(f'  {kind}: {rule} needs {npts} points at order '
                       f'{order}; PyFR ships {rule} with '
                       f'{", ".join(map(str, have))} points')

    return '\n'.join(msg)


def parse_orders(text):
    orders = []
    for tok in text.split(','):
        tok = tok.strip()
        m = re.fullmatch(r'(\d+)(?:-(\d+))?', tok)
        if not m:
            raise argparse.ArgumentTypeError(f'bad order {tok!r}')

        lo, hi = int(m[1]), int(m[2] or m[1])
        if hi < lo:
            raise argparse.ArgumentTypeError(f'empty order range {tok!r}')

        orders.extend(range(lo, hi + 1))

    return sorted(set(orders))


def parse_ops(text):
    ops = [o.strip().lower() for o in text.split(',') if o.strip()]
    bad = [o for o in ops if o not in OPERATORS]
    if bad or not ops:
        raise argparse.ArgumentTypeError(
            f'unknown operator(s) {", ".join(bad) or "(none)"}; '
            f'choose from {", ".join(OPERATORS)}'
        )

    # Keep the order given, drop repeats
    return list(dict.fromkeys(ops))


def build_parser():
    epilog = f'''\
operators (name: PyFR expression -- meaning):
{chr(10).join(f"  {k}: {v[0]} -- {v[1]}" for k, v in OPERATORS.items())}

{pointset_help()}

defaults: solution points {", ".join(f"{k}={v}" for k, v in DEFAULT_UPTS.items())};
flux points {", ".join(f"{k}={v}" for k, v in DEFAULT_FPTS.items())};
anti-aliasing off (PyFR's default).

output files are named <shape>-<upts short>-p<order>-<op>.mtx, e.g.
hex-gl-p3-m460.mtx.  When any face flux point set differs from the default
above, '-f<short>' is inserted after the solution point short name, one
short name per face kind in alphabetical kind order joined by '_'
(e.g. hex-gll-fgll-p3-m0.mtx, pri-wsgl-fgll_ws-p2-m0.mtx).
'''
    ap = argparse.ArgumentParser(
        description='Export PyFR operator matrices as Matrix Market files.',
        epilog=epilog, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument('--shape', required=True, choices=sorted(SHAPE_FACES),
                    help='element shape')
    ap.add_argument('--order', required=True, type=parse_orders,
                    help='polynomial order(s): N, N,M or N-M')
    ap.add_argument('--upts', help='solution point set (default per shape, '
                    'see below)')
    ap.add_argument('--fpts-line', help='flux point set on line faces')
    ap.add_argument('--fpts-quad', help='flux point set on quad faces')
    ap.add_argument('--fpts-tri', help='flux point set on tri faces')
    ap.add_argument('--ops', default='m0,m3,m6,m132,m460', type=parse_ops,
                    help='comma separated operators (default: %(default)s)')
    ap.add_argument('--out', required=True, help='output directory')
    ap.add_argument('--force', action='store_true',
                    help='overwrite existing files')
    ap.add_argument('--quiet', action='store_true',
                    help='do not list the files written')

    return ap


# ----------------------------------------------------------------------------
def shape_class(name):
    import pyfr.shapes

    def walk(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from walk(sub)

    for cls in walk(pyfr.shapes.BaseShape):
        if cls.name == name:
            return cls

    raise ValueError(f'PyFR has no shape {name!r}')


def make_basis(shape, order, upts, fpts):
    from pyfr.inifile import Inifile

    cfg = Inifile()
    cfg.set('solver', 'order', order)
    cfg.set('solver', 'anti-alias', 'none')
    cfg.set(f'solver-elements-{shape}', 'soln-pts', upts)
    for kind, rule in fpts.items():
        cfg.set(f'solver-interfaces-{kind}', 'flux-pts', rule)

    # nspts = 0: we need no geometry (shape) points, only the operators
    return shape_class(shape)(0, cfg)


def format_matrix(mat, provenance):
    import numpy as np

    mat = np.asarray(mat, dtype=np.float64)
    if mat.ndim != 2:
        raise ValueError('operator is not a matrix')
    if not np.all(np.isfinite(mat)):
        raise ValueError('operator has non-finite entries')

    nrows, ncols = mat.shape
    rows, cols = np.nonzero(mat)   # row-major order, columns ascending

    out = ['%%MatrixMarket matrix coordinate real general']
    out.extend(f'% {line}' for line in provenance)
    out.append(f'{nrows} {ncols} {len(rows)}')
    for i, j in zip(rows.tolist(), cols.tolist()):
        out.append(f'{i + 1} {j + 1} {float(mat[i, j])!r}')

    return '\n'.join(out) + '\n'


def write_atomic(path, text):
    dirname = os.path.dirname(path) or '.'
    fd, tmp = tempfile.mkstemp(dir=dirname, prefix='.tmp-', suffix='.mtx')
    try:
        with os.fdopen(fd, 'w', newline='\n') as fh:
            fh.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def main(argv=None):
    args = build_parser().parse_args(argv)

    try:
        import numpy as np
        import pyfr
        import pyfr.shapes  # noqa: F401
    except ImportError as exc:
        sys.exit(f'pyfr_export: cannot import PyFR ({exc}); '
                 'run: pip install -r tools/requirements.txt')

    version = getattr(pyfr, '__version__', None)
    if version is None:
        from pyfr._version import __version__ as version

    shape = args.shape
    rules = stored_rules()
    upts = expand_name(args.upts or DEFAULT_UPTS[shape], rules[shape])

    # Flux point sets for the face kinds this shape has
    given = {'line': args.fpts_line, 'quad': args.fpts_quad,
             'tri': args.fpts_tri}
    kinds = sorted(SHAPE_FACES[shape])
    for kind, rule in given.items():
        if rule and kind not in kinds:
            sys.exit(f'pyfr_export: a {shape} has no {kind} faces '
                     f'(--fpts-{kind})')
    fpts = {k: expand_name(given[k] or DEFAULT_FPTS[k], rules[k])
            for k in kinds}

    stem = f'{shape}-{short_name(upts)}'
    if any(fpts[k] != DEFAULT_FPTS[k] for k in kinds):
        stem += '-f' + '_'.join(short_name(fpts[k]) for k in kinds)

    # Plan every file first, so that we either write all or nothing
    plan = [(order, op, os.path.join(args.out, f'{stem}-p{order}-{op}.mtx'))
            for order in args.order for op in args.ops]

    existing = [p for o, op, p in plan if os.path.exists(p)]
    if existing and not args.force:
        sys.exit('pyfr_export: refusing to overwrite (use --force):\n  ' +
                 '\n  '.join(existing))

    fpts_desc = ', '.join(f'{k}:{v}' for k, v in fpts.items())

    texts = []
    for order in args.order:
        try:
            basis = make_basis(shape, order, upts, fpts)
            mats = {op: basis.opmat(OPERATORS[op][0]) for op in args.ops}
        except Exception as exc:
            sys.exit(f'pyfr_export: PyFR could not build {shape} p{order} '
                     f'with solution points {upts!r} and flux points '
                     f'{fpts_desc!r}: {exc}\n' +
                     availability(shape, order, upts, fpts, rules))

        for op in args.ops:
            expr = OPERATORS[op][0]
            opdesc = op.upper() if expr == op.upper() else \
                f'{op.upper()} = {expr}'
            prov = [
                f'PyFR operator; shape={shape}; solution-pts={upts}; '
                f'flux-pts={fpts_desc}; order={order}; '
                f'operator="{opdesc}"; pyfr={version}',
                f'{OPERATORS[op][1]}; from pyfr.shapes '
                f'{type(basis).__name__}.opmat({expr!r}) (PyFR cleaning, '
                f'anti-alias none); numpy={np.__version__}; '
                'written by tools/pyfr_export.py',
            ]
            texts.append(format_matrix(mats[op], prov))

    os.makedirs(args.out, exist_ok=True)
    for (order, op, path), text in zip(plan, texts):
        write_atomic(path, text)
        if not args.quiet:
            print(path)


if __name__ == '__main__':
    main()
