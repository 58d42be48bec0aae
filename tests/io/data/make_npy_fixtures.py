"""Regenerate the NumPy-made .npy fixtures of tests/io (run from this folder).

test_npy.c checks these values entry by entry; change both together.
"""
import numpy as np

c_order = np.array([[1.0, -2.5, 0.0], [0.1, 1e-300, -7.0e200]], dtype='<f8')
np.save('numpy_c_f8.npy', c_order)

fortran = np.asfortranarray(
    np.array([[0.5, -1.25], [3.0, 0.0], [-0.0078125, 1024.0]], dtype='<f4'))
np.save('numpy_fortran_f4.npy', fortran)

with open('numpy_v2_f8.npy', 'wb') as stream:
    np.lib.format.write_array(stream, np.arange(1.0, 7.0).reshape(3, 2),
                              version=(2, 0))
