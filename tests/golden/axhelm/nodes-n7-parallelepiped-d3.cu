// gimmikc: axhelm nodes (epb=1 fuse=1 regs=0), N = 7, d = 3, poisson, constant coefficients, parallelepiped geometry, f64
__constant__ double c_D[49] = {-10.5, 14.201576602919816, -5.668985225545508, 3.2, -2.049964813076743, 1.3173734357024345, -0.5, -2.4429260142442897, 0.0, 3.4558282142942853, -1.598606688098367, 0.9613397972887117, -0.6022471796357857, 0.22661187039544534, 0.6252566655153421, -2.2158042831699714, 0.0, 2.266698087085999, -1.0664419040063746, 0.6163908355175796, -0.22609940094257466, -0.3125, 0.9075444712688209, -2.006969240588753, 0.0, 2.006969240588753, -0.9075444712688209, 0.3125, 0.22609940094257466, -0.6163908355175796, 1.0664419040063746, -2.266698087085999, 0.0, 2.2158042831699714, -0.6252566655153421, -0.22661187039544534, 0.6022471796357857, -0.9613397972887117, 1.598606688098367, -3.4558282142942853, 0.0, 2.4429260142442897, 0.5, -1.3173734357024345, 2.049964813076743, -3.2, 5.668985225545508, -14.201576602919816, 10.5};
__constant__ double c_DT[49] = {-10.5, -2.4429260142442897, 0.6252566655153421, -0.3125, 0.22609940094257466, -0.22661187039544534, 0.5, 14.201576602919816, 0.0, -2.2158042831699714, 0.9075444712688209, -0.6163908355175796, 0.6022471796357857, -1.3173734357024345, -5.668985225545508, 3.4558282142942853, 0.0, -2.006969240588753, 1.0664419040063746, -0.9613397972887117, 2.049964813076743, 3.2, -1.598606688098367, 2.266698087085999, 0.0, -2.266698087085999, 1.598606688098367, -3.2, -2.049964813076743, 0.9613397972887117, -1.0664419040063746, 2.006969240588753, 0.0, -3.4558282142942853, 5.668985225545508, 1.3173734357024345, -0.6022471796357857, 0.6163908355175796, -0.9075444712688209, 2.2158042831699714, 0.0, -14.201576602919816, -0.5, 0.22661187039544534, -0.22609940094257466, 0.3125, -0.6252566655153421, 2.4429260142442897, 10.5};
__constant__ double c_w[7] = {0.047619047619047616, 0.27682604736156596, 0.4317453812098626, 0.4876190476190476, 0.4317453812098626, 0.27682604736156596, 0.047619047619047616};
extern "C" __global__ void __launch_bounds__(343)
gimmik_axhelm(int elements, int first, long long field_stride, const double* __restrict__ pgeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 343;
  const int slot_element = first + (int)blockIdx.x*1 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*343;
  const int own = t % 343;
  const int i = t % 7;
  const int j = t / 7 % 7;
  const int k = t / 49 % 7;
  const int jN = j*7;
  const int kNN = k*49;
  double* sD = pool;
  double* sDT = pool + 49;
  if (t < 49) {
    sD[t] = c_D[t];
    sDT[t] = c_DT[t];
  }
  const double wt = c_w[i]*c_w[j]*c_w[k];
  const double* __restrict__ pe = pgeo + (long long)e*7;
  const double q0 = wt*pe[0];
  const double q1 = wt*pe[1];
  const double q2 = wt*pe[2];
  const double q3 = wt*pe[3];
  const double q4 = wt*pe[4];
  const double q5 = wt*pe[5];
  {
    double* su0 = pool + z*3087 + 98;
    double* sr0 = su0 + 343;
    double* ss0 = su0 + 686;
    const double* __restrict__ uc0 = u + base;
    const double u0 = uc0[own];
    su0[own] = u0;
    double* su1 = pool + z*3087 + 1127;
    double* sr1 = su1 + 343;
    double* ss1 = su1 + 686;
    const double* __restrict__ uc1 = u + field_stride + base;
    const double u1 = uc1[own];
    su1[own] = u1;
    double* su2 = pool + z*3087 + 2156;
    double* sr2 = su2 + 343;
    double* ss2 = su2 + 686;
    const double* __restrict__ uc2 = u + 2*field_stride + base;
    const double u2 = uc2[own];
    su2[own] = u2;
    __syncthreads();
    const double g00 = q0;
    const double g01 = q1;
    const double g02 = q2;
    const double g11 = q3;
    const double g12 = q4;
    const double g22 = q5;
    const double ur0 = sDT[i]*su0[kNN + jN] + sDT[i + 7]*su0[kNN + jN + 1] + sDT[i + 14]*su0[kNN + jN + 2] + sDT[i + 21]*su0[kNN + jN + 3] + sDT[i + 28]*su0[kNN + jN + 4] + sDT[i + 35]*su0[kNN + jN + 5] + sDT[i + 42]*su0[kNN + jN + 6];
    const double us0 = sDT[j]*su0[kNN + i] + sDT[j + 7]*su0[kNN + i + 7] + sDT[j + 14]*su0[kNN + i + 14] + sDT[j + 21]*su0[kNN + i + 21] + sDT[j + 28]*su0[kNN + i + 28] + sDT[j + 35]*su0[kNN + i + 35] + sDT[j + 42]*su0[kNN + i + 42];
    const double ut0 = sDT[k]*su0[jN + i] + sDT[k + 7]*su0[jN + i + 49] + sDT[k + 14]*su0[jN + i + 98] + sDT[k + 21]*su0[jN + i + 147] + sDT[k + 28]*su0[jN + i + 196] + sDT[k + 35]*su0[jN + i + 245] + sDT[k + 42]*su0[jN + i + 294];
    const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
    const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
    const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
    const double ur1 = sDT[i]*su1[kNN + jN] + sDT[i + 7]*su1[kNN + jN + 1] + sDT[i + 14]*su1[kNN + jN + 2] + sDT[i + 21]*su1[kNN + jN + 3] + sDT[i + 28]*su1[kNN + jN + 4] + sDT[i + 35]*su1[kNN + jN + 5] + sDT[i + 42]*su1[kNN + jN + 6];
    const double us1 = sDT[j]*su1[kNN + i] + sDT[j + 7]*su1[kNN + i + 7] + sDT[j + 14]*su1[kNN + i + 14] + sDT[j + 21]*su1[kNN + i + 21] + sDT[j + 28]*su1[kNN + i + 28] + sDT[j + 35]*su1[kNN + i + 35] + sDT[j + 42]*su1[kNN + i + 42];
    const double ut1 = sDT[k]*su1[jN + i] + sDT[k + 7]*su1[jN + i + 49] + sDT[k + 14]*su1[jN + i + 98] + sDT[k + 21]*su1[jN + i + 147] + sDT[k + 28]*su1[jN + i + 196] + sDT[k + 35]*su1[jN + i + 245] + sDT[k + 42]*su1[jN + i + 294];
    const double gr1 = g00*ur1 + g01*us1 + g02*ut1;
    const double gs1 = g01*ur1 + g11*us1 + g12*ut1;
    const double gt1 = g02*ur1 + g12*us1 + g22*ut1;
    const double ur2 = sDT[i]*su2[kNN + jN] + sDT[i + 7]*su2[kNN + jN + 1] + sDT[i + 14]*su2[kNN + jN + 2] + sDT[i + 21]*su2[kNN + jN + 3] + sDT[i + 28]*su2[kNN + jN + 4] + sDT[i + 35]*su2[kNN + jN + 5] + sDT[i + 42]*su2[kNN + jN + 6];
    const double us2 = sDT[j]*su2[kNN + i] + sDT[j + 7]*su2[kNN + i + 7] + sDT[j + 14]*su2[kNN + i + 14] + sDT[j + 21]*su2[kNN + i + 21] + sDT[j + 28]*su2[kNN + i + 28] + sDT[j + 35]*su2[kNN + i + 35] + sDT[j + 42]*su2[kNN + i + 42];
    const double ut2 = sDT[k]*su2[jN + i] + sDT[k + 7]*su2[jN + i + 49] + sDT[k + 14]*su2[jN + i + 98] + sDT[k + 21]*su2[jN + i + 147] + sDT[k + 28]*su2[jN + i + 196] + sDT[k + 35]*su2[jN + i + 245] + sDT[k + 42]*su2[jN + i + 294];
    const double gr2 = g00*ur2 + g01*us2 + g02*ut2;
    const double gs2 = g01*ur2 + g11*us2 + g12*ut2;
    const double gt2 = g02*ur2 + g12*us2 + g22*ut2;
    __syncthreads();
    sr0[own] = gr0;
    ss0[own] = gs0;
    su0[own] = gt0;
    sr1[own] = gr1;
    ss1[own] = gs1;
    su1[own] = gt1;
    sr2[own] = gr2;
    ss2[own] = gs2;
    su2[own] = gt2;
    __syncthreads();
    double* __restrict__ auc0 = au + base;
    if (owner) auc0[own] = sD[i]*sr0[kNN + jN] + sD[i + 7]*sr0[kNN + jN + 1] + sD[i + 14]*sr0[kNN + jN + 2] + sD[i + 21]*sr0[kNN + jN + 3] + sD[i + 28]*sr0[kNN + jN + 4] + sD[i + 35]*sr0[kNN + jN + 5] + sD[i + 42]*sr0[kNN + jN + 6] + sD[j]*ss0[kNN + i] + sD[j + 7]*ss0[kNN + i + 7] + sD[j + 14]*ss0[kNN + i + 14] + sD[j + 21]*ss0[kNN + i + 21] + sD[j + 28]*ss0[kNN + i + 28] + sD[j + 35]*ss0[kNN + i + 35] + sD[j + 42]*ss0[kNN + i + 42] + sD[k]*su0[jN + i] + sD[k + 7]*su0[jN + i + 49] + sD[k + 14]*su0[jN + i + 98] + sD[k + 21]*su0[jN + i + 147] + sD[k + 28]*su0[jN + i + 196] + sD[k + 35]*su0[jN + i + 245] + sD[k + 42]*su0[jN + i + 294];
    double* __restrict__ auc1 = au + field_stride + base;
    if (owner) auc1[own] = sD[i]*sr1[kNN + jN] + sD[i + 7]*sr1[kNN + jN + 1] + sD[i + 14]*sr1[kNN + jN + 2] + sD[i + 21]*sr1[kNN + jN + 3] + sD[i + 28]*sr1[kNN + jN + 4] + sD[i + 35]*sr1[kNN + jN + 5] + sD[i + 42]*sr1[kNN + jN + 6] + sD[j]*ss1[kNN + i] + sD[j + 7]*ss1[kNN + i + 7] + sD[j + 14]*ss1[kNN + i + 14] + sD[j + 21]*ss1[kNN + i + 21] + sD[j + 28]*ss1[kNN + i + 28] + sD[j + 35]*ss1[kNN + i + 35] + sD[j + 42]*ss1[kNN + i + 42] + sD[k]*su1[jN + i] + sD[k + 7]*su1[jN + i + 49] + sD[k + 14]*su1[jN + i + 98] + sD[k + 21]*su1[jN + i + 147] + sD[k + 28]*su1[jN + i + 196] + sD[k + 35]*su1[jN + i + 245] + sD[k + 42]*su1[jN + i + 294];
    double* __restrict__ auc2 = au + 2*field_stride + base;
    if (owner) auc2[own] = sD[i]*sr2[kNN + jN] + sD[i + 7]*sr2[kNN + jN + 1] + sD[i + 14]*sr2[kNN + jN + 2] + sD[i + 21]*sr2[kNN + jN + 3] + sD[i + 28]*sr2[kNN + jN + 4] + sD[i + 35]*sr2[kNN + jN + 5] + sD[i + 42]*sr2[kNN + jN + 6] + sD[j]*ss2[kNN + i] + sD[j + 7]*ss2[kNN + i + 7] + sD[j + 14]*ss2[kNN + i + 14] + sD[j + 21]*ss2[kNN + i + 21] + sD[j + 28]*ss2[kNN + i + 28] + sD[j + 35]*ss2[kNN + i + 35] + sD[j + 42]*ss2[kNN + i + 42] + sD[k]*su2[jN + i] + sD[k + 7]*su2[jN + i + 49] + sD[k + 14]*su2[jN + i + 98] + sD[k + 21]*su2[jN + i + 147] + sD[k + 28]*su2[jN + i + 196] + sD[k + 35]*su2[jN + i + 245] + sD[k + 42]*su2[jN + i + 294];
  }
}
