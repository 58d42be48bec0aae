// gimmikc: matmul col-split for operators/pyfr/tet-sh-p3-m0.mtx (40 x 20, 800 nonzeros), f64, alpha 1.0, beta 0.0, n at run time
__constant__ double gimmik_a[40] = {0.003043536061463005, 0.004724696586985952, 0.00981747929611648, 0.010191429203411321, 0.010930241702543354, 0.012145303927167422, 0.012346907707912046, 0.014481613684211254, 0.014745062730478197, 0.015713944551602133, 0.016975674976464284, 0.017282591920291492, 0.019068664758299835, 0.01957270622091349, 0.020172635852419043, 0.02426688275814702, 0.02603404306887381, 0.026805208773817923, 0.03767137083351906, 0.03966699838881032, 0.040765378279140396, 0.04759602723425177, 0.049688049236173475, 0.07618620068064877, 0.09353340238095895, 0.096186733725841, 0.1075290376953861, 0.10760101681430306, 0.12988772112857994, 0.13863614647929695, 0.19247882303004643, 0.23801822270804326, 0.2694394630165432, 0.28560425424944136, 0.3141644393205167, 0.4312527507653965, 0.5260072050963324, 0.9124175762268978, 1.297768728169255, 1.3524687264540973};

static __device__ __forceinline__ void gimmik_split_sync()
{
#if __CUDA_ARCH__ >= 700
  asm volatile("barrier.sync 0;" ::: "memory");
#elif defined(__CUDA_ARCH__)
  asm volatile("bar.sync 0;" ::: "memory");
#else
  __syncthreads();
#endif
}

extern "C" __global__ void __launch_bounds__(64)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long col = (long long)blockIdx.x*32 + tx;
  const long long load_col = col < n ? col : n - 1;
  double v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0, v6 = 0.0, v7 = 0.0, v8 = 0.0, v9 = 0.0;
  double own0, own1, own2, own3, own4, own5, own6, own7;
  if (ty == 0) {
    v0 = *(b + load_col);
    v1 = *(b + load_col + (long long)ldb);
    v2 = *(b + load_col + 2*(long long)ldb);
    v3 = *(b + load_col + 3*(long long)ldb);
    v4 = *(b + load_col + 4*(long long)ldb);
    v5 = *(b + load_col + 5*(long long)ldb);
    v6 = *(b + load_col + 6*(long long)ldb);
    v7 = *(b + load_col + 7*(long long)ldb);
    v8 = *(b + load_col + 8*(long long)ldb);
    v9 = *(b + load_col + 9*(long long)ldb);
    smem[(0 + 1)*32 + tx] = -gimmik_a[20]*v0 + gimmik_a[10]*v1 + gimmik_a[37]*v2 + gimmik_a[10]*v3 - gimmik_a[18]*v4 - gimmik_a[14]*v5 + gimmik_a[1]*v6 - gimmik_a[14]*v7 + gimmik_a[9]*v8 + gimmik_a[3]*v9;
    smem[(0 + 3)*32 + tx] = -gimmik_a[20]*v0 + gimmik_a[10]*v1 + gimmik_a[10]*v2 + gimmik_a[37]*v3 - gimmik_a[18]*v4 - gimmik_a[14]*v5 - gimmik_a[14]*v6 + gimmik_a[1]*v7 + gimmik_a[9]*v8 - gimmik_a[24]*v9;
    smem[(0 + 5)*32 + tx] = -gimmik_a[23]*v0 + gimmik_a[4]*v1 - gimmik_a[17]*v2 + gimmik_a[5]*v3 + gimmik_a[26]*v4 - gimmik_a[36]*v5 - gimmik_a[0]*v6 + gimmik_a[6]*v7 + gimmik_a[2]*v8 - gimmik_a[19]*v9;
    smem[(0 + 7)*32 + tx] = -gimmik_a[23]*v0 + gimmik_a[5]*v1 + gimmik_a[4]*v2 - gimmik_a[17]*v3 + gimmik_a[26]*v4 + gimmik_a[6]*v5 - gimmik_a[36]*v6 - gimmik_a[0]*v7 - gimmik_a[32]*v8 + gimmik_a[38]*v9;
    smem[(0 + 9)*32 + tx] = -gimmik_a[23]*v0 - gimmik_a[17]*v1 + gimmik_a[5]*v2 + gimmik_a[4]*v3 + gimmik_a[26]*v4 - gimmik_a[0]*v5 + gimmik_a[6]*v6 - gimmik_a[36]*v7 + gimmik_a[16]*v8 - gimmik_a[11]*v9;
    smem[(0 + 11)*32 + tx] = gimmik_a[37]*v0 + gimmik_a[10]*v1 - gimmik_a[20]*v2 + gimmik_a[10]*v3 + gimmik_a[1]*v4 - gimmik_a[14]*v5 - gimmik_a[18]*v6 - gimmik_a[14]*v7 - gimmik_a[24]*v8 + gimmik_a[3]*v9;
    smem[(0 + 13)*32 + tx] = gimmik_a[10]*v0 + gimmik_a[10]*v1 - gimmik_a[20]*v2 + gimmik_a[37]*v3 - gimmik_a[14]*v4 - gimmik_a[14]*v5 - gimmik_a[18]*v6 + gimmik_a[1]*v7 + gimmik_a[3]*v8 - gimmik_a[24]*v9;
    smem[(0 + 15)*32 + tx] = -gimmik_a[17]*v0 + gimmik_a[4]*v1 - gimmik_a[23]*v2 + gimmik_a[5]*v3 - gimmik_a[0]*v4 - gimmik_a[36]*v5 + gimmik_a[26]*v6 + gimmik_a[6]*v7 - gimmik_a[12]*v8 - gimmik_a[19]*v9;
    own0 = -gimmik_a[25]*v0 - gimmik_a[13]*v1 - gimmik_a[13]*v2 - gimmik_a[13]*v3 + gimmik_a[39]*v4 - gimmik_a[34]*v5 - gimmik_a[34]*v6 - gimmik_a[34]*v7 + gimmik_a[7]*v8 + gimmik_a[21]*v9;
    own1 = -gimmik_a[20]*v0 + gimmik_a[37]*v1 + gimmik_a[10]*v2 + gimmik_a[10]*v3 - gimmik_a[18]*v4 + gimmik_a[1]*v5 - gimmik_a[14]*v6 - gimmik_a[14]*v7 - gimmik_a[35]*v8 + gimmik_a[33]*v9;
    own2 = -gimmik_a[23]*v0 + gimmik_a[5]*v1 - gimmik_a[17]*v2 + gimmik_a[4]*v3 + gimmik_a[26]*v4 + gimmik_a[6]*v5 - gimmik_a[0]*v6 - gimmik_a[36]*v7 - gimmik_a[32]*v8 + gimmik_a[22]*v9;
    own3 = -gimmik_a[23]*v0 - gimmik_a[17]*v1 + gimmik_a[4]*v2 + gimmik_a[5]*v3 + gimmik_a[26]*v4 - gimmik_a[0]*v5 - gimmik_a[36]*v6 + gimmik_a[6]*v7 + gimmik_a[16]*v8 + gimmik_a[28]*v9;
    own4 = -gimmik_a[23]*v0 + gimmik_a[4]*v1 + gimmik_a[5]*v2 - gimmik_a[17]*v3 + gimmik_a[26]*v4 - gimmik_a[36]*v5 + gimmik_a[6]*v6 - gimmik_a[0]*v7 + gimmik_a[2]*v8 - gimmik_a[12]*v9;
    own5 = -gimmik_a[13]*v0 - gimmik_a[13]*v1 - gimmik_a[25]*v2 - gimmik_a[13]*v3 - gimmik_a[34]*v4 - gimmik_a[34]*v5 + gimmik_a[39]*v6 - gimmik_a[34]*v7 + gimmik_a[21]*v8 + gimmik_a[21]*v9;
    own6 = gimmik_a[10]*v0 + gimmik_a[37]*v1 - gimmik_a[20]*v2 + gimmik_a[10]*v3 - gimmik_a[14]*v4 + gimmik_a[1]*v5 - gimmik_a[18]*v6 - gimmik_a[14]*v7 + gimmik_a[33]*v8 + gimmik_a[33]*v9;
    own7 = -gimmik_a[17]*v0 + gimmik_a[5]*v1 - gimmik_a[23]*v2 + gimmik_a[4]*v3 - gimmik_a[0]*v4 + gimmik_a[6]*v5 + gimmik_a[26]*v6 - gimmik_a[36]*v7 + gimmik_a[38]*v8 + gimmik_a[22]*v9;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(16 + 0)*32 + tx];
        *(c + col + (0 + 0)*(long long)ldc) = sum;
      }
      {
        const double sum = own1 + smem[(16 + 2)*32 + tx];
        *(c + col + (0 + 2)*(long long)ldc) = sum;
      }
      {
        const double sum = own2 + smem[(16 + 4)*32 + tx];
        *(c + col + (0 + 4)*(long long)ldc) = sum;
      }
      {
        const double sum = own3 + smem[(16 + 6)*32 + tx];
        *(c + col + (0 + 6)*(long long)ldc) = sum;
      }
      {
        const double sum = own4 + smem[(16 + 8)*32 + tx];
        *(c + col + (0 + 8)*(long long)ldc) = sum;
      }
      {
        const double sum = own5 + smem[(16 + 10)*32 + tx];
        *(c + col + (0 + 10)*(long long)ldc) = sum;
      }
      {
        const double sum = own6 + smem[(16 + 12)*32 + tx];
        *(c + col + (0 + 12)*(long long)ldc) = sum;
      }
      {
        const double sum = own7 + smem[(16 + 14)*32 + tx];
        *(c + col + (0 + 14)*(long long)ldc) = sum;
      }
    }
    smem[(32 + 1)*32 + tx] = gimmik_a[4]*v0 + gimmik_a[5]*v1 - gimmik_a[23]*v2 - gimmik_a[17]*v3 - gimmik_a[36]*v4 + gimmik_a[6]*v5 + gimmik_a[26]*v6 - gimmik_a[0]*v7 + gimmik_a[22]*v8 + gimmik_a[38]*v9;
    smem[(32 + 3)*32 + tx] = gimmik_a[5]*v0 - gimmik_a[17]*v1 - gimmik_a[23]*v2 + gimmik_a[4]*v3 + gimmik_a[6]*v4 - gimmik_a[0]*v5 + gimmik_a[26]*v6 - gimmik_a[36]*v7 + gimmik_a[28]*v8 - gimmik_a[11]*v9;
    smem[(32 + 5)*32 + tx] = gimmik_a[10]*v0 - gimmik_a[20]*v1 + gimmik_a[37]*v2 + gimmik_a[10]*v3 - gimmik_a[14]*v4 - gimmik_a[18]*v5 + gimmik_a[1]*v6 - gimmik_a[14]*v7 - gimmik_a[8]*v8 - gimmik_a[8]*v9;
    smem[(32 + 7)*32 + tx] = gimmik_a[10]*v0 - gimmik_a[20]*v1 + gimmik_a[10]*v2 + gimmik_a[37]*v3 - gimmik_a[14]*v4 - gimmik_a[18]*v5 - gimmik_a[14]*v6 + gimmik_a[1]*v7 - gimmik_a[8]*v8 + gimmik_a[30]*v9;
    smem[(32 + 9)*32 + tx] = gimmik_a[4]*v0 - gimmik_a[23]*v1 - gimmik_a[17]*v2 + gimmik_a[5]*v3 - gimmik_a[36]*v4 + gimmik_a[26]*v5 - gimmik_a[0]*v6 + gimmik_a[6]*v7 - gimmik_a[15]*v8 + gimmik_a[31]*v9;
    smem[(32 + 11)*32 + tx] = gimmik_a[5]*v0 - gimmik_a[23]*v1 + gimmik_a[4]*v2 - gimmik_a[17]*v3 + gimmik_a[6]*v4 + gimmik_a[26]*v5 - gimmik_a[36]*v6 - gimmik_a[0]*v7 + gimmik_a[31]*v8 + gimmik_a[27]*v9;
    smem[(32 + 13)*32 + tx] = -gimmik_a[17]*v0 - gimmik_a[23]*v1 + gimmik_a[5]*v2 + gimmik_a[4]*v3 - gimmik_a[0]*v4 + gimmik_a[26]*v5 + gimmik_a[6]*v6 - gimmik_a[36]*v7 + gimmik_a[27]*v8 - gimmik_a[15]*v9;
    smem[(32 + 15)*32 + tx] = gimmik_a[10]*v0 + gimmik_a[10]*v1 + gimmik_a[37]*v2 - gimmik_a[20]*v3 - gimmik_a[14]*v4 - gimmik_a[14]*v5 + gimmik_a[1]*v6 - gimmik_a[18]*v7 + gimmik_a[3]*v8 + gimmik_a[9]*v9;
    own0 = gimmik_a[4]*v0 - gimmik_a[17]*v1 - gimmik_a[23]*v2 + gimmik_a[5]*v3 - gimmik_a[36]*v4 - gimmik_a[0]*v5 + gimmik_a[26]*v6 + gimmik_a[6]*v7 - gimmik_a[11]*v8 + gimmik_a[28]*v9;
    own1 = gimmik_a[5]*v0 + gimmik_a[4]*v1 - gimmik_a[23]*v2 - gimmik_a[17]*v3 + gimmik_a[6]*v4 - gimmik_a[36]*v5 + gimmik_a[26]*v6 - gimmik_a[0]*v7 - gimmik_a[19]*v8 - gimmik_a[12]*v9;
    own2 = -gimmik_a[13]*v0 - gimmik_a[25]*v1 - gimmik_a[13]*v2 - gimmik_a[13]*v3 - gimmik_a[34]*v4 + gimmik_a[39]*v5 - gimmik_a[34]*v6 - gimmik_a[34]*v7 + gimmik_a[29]*v8 + gimmik_a[29]*v9;
    own3 = gimmik_a[37]*v0 - gimmik_a[20]*v1 + gimmik_a[10]*v2 + gimmik_a[10]*v3 + gimmik_a[1]*v4 - gimmik_a[18]*v5 - gimmik_a[14]*v6 - gimmik_a[14]*v7 + gimmik_a[30]*v8 - gimmik_a[8]*v9;
    own4 = gimmik_a[5]*v0 - gimmik_a[23]*v1 - gimmik_a[17]*v2 + gimmik_a[4]*v3 + gimmik_a[6]*v4 + gimmik_a[26]*v5 - gimmik_a[0]*v6 - gimmik_a[36]*v7 + gimmik_a[31]*v8 - gimmik_a[15]*v9;
    own5 = -gimmik_a[17]*v0 - gimmik_a[23]*v1 + gimmik_a[4]*v2 + gimmik_a[5]*v3 - gimmik_a[0]*v4 + gimmik_a[26]*v5 - gimmik_a[36]*v6 + gimmik_a[6]*v7 + gimmik_a[27]*v8 + gimmik_a[31]*v9;
    own6 = gimmik_a[4]*v0 - gimmik_a[23]*v1 + gimmik_a[5]*v2 - gimmik_a[17]*v3 - gimmik_a[36]*v4 + gimmik_a[26]*v5 + gimmik_a[6]*v6 - gimmik_a[0]*v7 - gimmik_a[15]*v8 + gimmik_a[27]*v9;
    own7 = -gimmik_a[13]*v0 - gimmik_a[13]*v1 - gimmik_a[13]*v2 - gimmik_a[25]*v3 - gimmik_a[34]*v4 - gimmik_a[34]*v5 - gimmik_a[34]*v6 + gimmik_a[39]*v7 + gimmik_a[21]*v8 + gimmik_a[7]*v9;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(48 + 0)*32 + tx];
        *(c + col + (16 + 0)*(long long)ldc) = sum;
      }
      {
        const double sum = own1 + smem[(48 + 2)*32 + tx];
        *(c + col + (16 + 2)*(long long)ldc) = sum;
      }
      {
        const double sum = own2 + smem[(48 + 4)*32 + tx];
        *(c + col + (16 + 4)*(long long)ldc) = sum;
      }
      {
        const double sum = own3 + smem[(48 + 6)*32 + tx];
        *(c + col + (16 + 6)*(long long)ldc) = sum;
      }
      {
        const double sum = own4 + smem[(48 + 8)*32 + tx];
        *(c + col + (16 + 8)*(long long)ldc) = sum;
      }
      {
        const double sum = own5 + smem[(48 + 10)*32 + tx];
        *(c + col + (16 + 10)*(long long)ldc) = sum;
      }
      {
        const double sum = own6 + smem[(48 + 12)*32 + tx];
        *(c + col + (16 + 12)*(long long)ldc) = sum;
      }
      {
        const double sum = own7 + smem[(48 + 14)*32 + tx];
        *(c + col + (16 + 14)*(long long)ldc) = sum;
      }
    }
    smem[(0 + 1)*32 + tx] = gimmik_a[37]*v0 + gimmik_a[10]*v1 + gimmik_a[10]*v2 - gimmik_a[20]*v3 + gimmik_a[1]*v4 - gimmik_a[14]*v5 - gimmik_a[14]*v6 - gimmik_a[18]*v7 - gimmik_a[24]*v8 + gimmik_a[9]*v9;
    smem[(0 + 3)*32 + tx] = gimmik_a[5]*v0 + gimmik_a[4]*v1 - gimmik_a[17]*v2 - gimmik_a[23]*v3 + gimmik_a[6]*v4 - gimmik_a[36]*v5 - gimmik_a[0]*v6 + gimmik_a[26]*v7 - gimmik_a[19]*v8 + gimmik_a[2]*v9;
    smem[(0 + 5)*32 + tx] = -gimmik_a[17]*v0 + gimmik_a[5]*v1 + gimmik_a[4]*v2 - gimmik_a[23]*v3 - gimmik_a[0]*v4 + gimmik_a[6]*v5 - gimmik_a[36]*v6 + gimmik_a[26]*v7 + gimmik_a[38]*v8 - gimmik_a[32]*v9;
    smem[(0 + 7)*32 + tx] = gimmik_a[4]*v0 - gimmik_a[17]*v1 + gimmik_a[5]*v2 - gimmik_a[23]*v3 - gimmik_a[36]*v4 - gimmik_a[0]*v5 + gimmik_a[6]*v6 + gimmik_a[26]*v7 - gimmik_a[11]*v8 + gimmik_a[16]*v9;
    own0 = gimmik_a[10]*v0 + gimmik_a[37]*v1 + gimmik_a[10]*v2 - gimmik_a[20]*v3 - gimmik_a[14]*v4 + gimmik_a[1]*v5 - gimmik_a[14]*v6 - gimmik_a[18]*v7 + gimmik_a[33]*v8 - gimmik_a[35]*v9;
    own1 = gimmik_a[4]*v0 + gimmik_a[5]*v1 - gimmik_a[17]*v2 - gimmik_a[23]*v3 - gimmik_a[36]*v4 + gimmik_a[6]*v5 - gimmik_a[0]*v6 + gimmik_a[26]*v7 + gimmik_a[22]*v8 - gimmik_a[32]*v9;
    own2 = gimmik_a[5]*v0 - gimmik_a[17]*v1 + gimmik_a[4]*v2 - gimmik_a[23]*v3 + gimmik_a[6]*v4 - gimmik_a[0]*v5 - gimmik_a[36]*v6 + gimmik_a[26]*v7 + gimmik_a[28]*v8 + gimmik_a[16]*v9;
    own3 = -gimmik_a[17]*v0 + gimmik_a[4]*v1 + gimmik_a[5]*v2 - gimmik_a[23]*v3 - gimmik_a[0]*v4 - gimmik_a[36]*v5 + gimmik_a[6]*v6 + gimmik_a[26]*v7 - gimmik_a[12]*v8 + gimmik_a[2]*v9;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(16 + 0)*32 + tx];
        *(c + col + (32 + 0)*(long long)ldc) = sum;
      }
      {
        const double sum = own1 + smem[(16 + 2)*32 + tx];
        *(c + col + (32 + 2)*(long long)ldc) = sum;
      }
      {
        const double sum = own2 + smem[(16 + 4)*32 + tx];
        *(c + col + (32 + 4)*(long long)ldc) = sum;
      }
      {
        const double sum = own3 + smem[(16 + 6)*32 + tx];
        *(c + col + (32 + 6)*(long long)ldc) = sum;
      }
    }
  }
  else if (ty == 1) {
    v0 = *(b + load_col + 10*(long long)ldb);
    v1 = *(b + load_col + 11*(long long)ldb);
    v2 = *(b + load_col + 12*(long long)ldb);
    v3 = *(b + load_col + 13*(long long)ldb);
    v4 = *(b + load_col + 14*(long long)ldb);
    v5 = *(b + load_col + 15*(long long)ldb);
    v6 = *(b + load_col + 16*(long long)ldb);
    v7 = *(b + load_col + 17*(long long)ldb);
    v8 = *(b + load_col + 18*(long long)ldb);
    v9 = *(b + load_col + 19*(long long)ldb);
    smem[(16 + 0)*32 + tx] = gimmik_a[29]*v0 + gimmik_a[21]*v1 + gimmik_a[29]*v2 + gimmik_a[21]*v3 + gimmik_a[29]*v4 + gimmik_a[21]*v5 + gimmik_a[7]*v6 + gimmik_a[7]*v7 + gimmik_a[21]*v8 + gimmik_a[21]*v9;
    smem[(16 + 2)*32 + tx] = -gimmik_a[8]*v0 - gimmik_a[24]*v1 - gimmik_a[8]*v2 + gimmik_a[3]*v3 + gimmik_a[30]*v4 + gimmik_a[3]*v5 + gimmik_a[9]*v6 + gimmik_a[9]*v7 - gimmik_a[24]*v8 + gimmik_a[33]*v9;
    smem[(16 + 4)*32 + tx] = -gimmik_a[15]*v0 + gimmik_a[28]*v1 + gimmik_a[27]*v2 - gimmik_a[11]*v3 + gimmik_a[31]*v4 - gimmik_a[12]*v5 + gimmik_a[2]*v6 + gimmik_a[16]*v7 - gimmik_a[19]*v8 + gimmik_a[38]*v9;
    smem[(16 + 6)*32 + tx] = gimmik_a[31]*v0 - gimmik_a[12]*v1 - gimmik_a[15]*v2 - gimmik_a[19]*v3 + gimmik_a[27]*v4 + gimmik_a[22]*v5 - gimmik_a[32]*v6 + gimmik_a[2]*v7 + gimmik_a[38]*v8 - gimmik_a[11]*v9;
    smem[(16 + 8)*32 + tx] = gimmik_a[27]*v0 + gimmik_a[22]*v1 + gimmik_a[31]*v2 + gimmik_a[38]*v3 - gimmik_a[15]*v4 + gimmik_a[28]*v5 + gimmik_a[16]*v6 - gimmik_a[32]*v7 - gimmik_a[11]*v8 - gimmik_a[19]*v9;
    smem[(16 + 10)*32 + tx] = gimmik_a[21]*v0 + gimmik_a[29]*v1 + gimmik_a[7]*v2 + gimmik_a[29]*v3 + gimmik_a[21]*v4 + gimmik_a[7]*v5 + gimmik_a[21]*v6 + gimmik_a[29]*v7 + gimmik_a[21]*v8 + gimmik_a[7]*v9;
    smem[(16 + 12)*32 + tx] = gimmik_a[3]*v0 + gimmik_a[30]*v1 + gimmik_a[9]*v2 - gimmik_a[8]*v3 - gimmik_a[24]*v4 + gimmik_a[9]*v5 + gimmik_a[3]*v6 - gimmik_a[8]*v7 - gimmik_a[24]*v8 - gimmik_a[35]*v9;
    smem[(16 + 14)*32 + tx] = -gimmik_a[11]*v0 + gimmik_a[31]*v1 + gimmik_a[16]*v2 - gimmik_a[15]*v3 + gimmik_a[28]*v4 + gimmik_a[2]*v5 - gimmik_a[12]*v6 + gimmik_a[27]*v7 - gimmik_a[19]*v8 - gimmik_a[32]*v9;
    own0 = -gimmik_a[8]*v0 + gimmik_a[33]*v1 + gimmik_a[30]*v2 + gimmik_a[33]*v3 - gimmik_a[8]*v4 - gimmik_a[24]*v5 + gimmik_a[9]*v6 - gimmik_a[35]*v7 + gimmik_a[3]*v8 - gimmik_a[24]*v9;
    own1 = gimmik_a[30]*v0 + gimmik_a[3]*v1 - gimmik_a[8]*v2 - gimmik_a[24]*v3 - gimmik_a[8]*v4 + gimmik_a[33]*v5 - gimmik_a[35]*v6 + gimmik_a[9]*v7 + gimmik_a[33]*v8 + gimmik_a[3]*v9;
    own2 = gimmik_a[31]*v0 - gimmik_a[11]*v1 + gimmik_a[27]*v2 + gimmik_a[28]*v3 - gimmik_a[15]*v4 + gimmik_a[38]*v5 - gimmik_a[32]*v6 + gimmik_a[16]*v7 + gimmik_a[22]*v8 - gimmik_a[12]*v9;
    own3 = gimmik_a[27]*v0 - gimmik_a[19]*v1 - gimmik_a[15]*v2 - gimmik_a[12]*v3 + gimmik_a[31]*v4 - gimmik_a[11]*v5 + gimmik_a[16]*v6 + gimmik_a[2]*v7 + gimmik_a[28]*v8 + gimmik_a[22]*v9;
    own4 = -gimmik_a[15]*v0 + gimmik_a[38]*v1 + gimmik_a[31]*v2 + gimmik_a[22]*v3 + gimmik_a[27]*v4 - gimmik_a[19]*v5 + gimmik_a[2]*v6 - gimmik_a[32]*v7 - gimmik_a[12]*v8 + gimmik_a[28]*v9;
    own5 = gimmik_a[33]*v0 - gimmik_a[8]*v1 - gimmik_a[35]*v2 - gimmik_a[8]*v3 + gimmik_a[33]*v4 + gimmik_a[9]*v5 - gimmik_a[24]*v6 + gimmik_a[30]*v7 + gimmik_a[3]*v8 + gimmik_a[9]*v9;
    own6 = -gimmik_a[24]*v0 - gimmik_a[8]*v1 + gimmik_a[9]*v2 + gimmik_a[30]*v3 + gimmik_a[3]*v4 - gimmik_a[35]*v5 + gimmik_a[33]*v6 - gimmik_a[8]*v7 + gimmik_a[33]*v8 + gimmik_a[9]*v9;
    own7 = gimmik_a[28]*v0 - gimmik_a[15]*v1 + gimmik_a[16]*v2 + gimmik_a[31]*v3 - gimmik_a[11]*v4 - gimmik_a[32]*v5 + gimmik_a[38]*v6 + gimmik_a[27]*v7 + gimmik_a[22]*v8 + gimmik_a[2]*v9;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        *(c + col + (0 + 1)*(long long)ldc) = sum;
      }
      {
        const double sum = own1 + smem[(0 + 3)*32 + tx];
        *(c + col + (0 + 3)*(long long)ldc) = sum;
      }
      {
        const double sum = own2 + smem[(0 + 5)*32 + tx];
        *(c + col + (0 + 5)*(long long)ldc) = sum;
      }
      {
        const double sum = own3 + smem[(0 + 7)*32 + tx];
        *(c + col + (0 + 7)*(long long)ldc) = sum;
      }
      {
        const double sum = own4 + smem[(0 + 9)*32 + tx];
        *(c + col + (0 + 9)*(long long)ldc) = sum;
      }
      {
        const double sum = own5 + smem[(0 + 11)*32 + tx];
        *(c + col + (0 + 11)*(long long)ldc) = sum;
      }
      {
        const double sum = own6 + smem[(0 + 13)*32 + tx];
        *(c + col + (0 + 13)*(long long)ldc) = sum;
      }
      {
        const double sum = own7 + smem[(0 + 15)*32 + tx];
        *(c + col + (0 + 15)*(long long)ldc) = sum;
      }
    }
    smem[(48 + 0)*32 + tx] = -gimmik_a[19]*v0 + gimmik_a[27]*v1 + gimmik_a[2]*v2 + gimmik_a[31]*v3 - gimmik_a[12]*v4 - gimmik_a[32]*v5 + gimmik_a[22]*v6 - gimmik_a[15]*v7 + gimmik_a[38]*v8 + gimmik_a[16]*v9;
    smem[(48 + 2)*32 + tx] = gimmik_a[38]*v0 - gimmik_a[15]*v1 - gimmik_a[32]*v2 + gimmik_a[27]*v3 + gimmik_a[22]*v4 + gimmik_a[16]*v5 + gimmik_a[28]*v6 + gimmik_a[31]*v7 - gimmik_a[11]*v8 + gimmik_a[2]*v9;
    smem[(48 + 4)*32 + tx] = gimmik_a[21]*v0 + gimmik_a[7]*v1 + gimmik_a[21]*v2 + gimmik_a[21]*v3 + gimmik_a[7]*v4 + gimmik_a[21]*v5 + gimmik_a[21]*v6 + gimmik_a[21]*v7 + gimmik_a[7]*v8 + gimmik_a[29]*v9;
    smem[(48 + 6)*32 + tx] = gimmik_a[33]*v0 + gimmik_a[9]*v1 + gimmik_a[33]*v2 + gimmik_a[3]*v3 - gimmik_a[35]*v4 + gimmik_a[3]*v5 - gimmik_a[24]*v6 - gimmik_a[24]*v7 + gimmik_a[9]*v8 - gimmik_a[8]*v9;
    smem[(48 + 8)*32 + tx] = gimmik_a[22]*v0 + gimmik_a[16]*v1 + gimmik_a[38]*v2 - gimmik_a[11]*v3 - gimmik_a[32]*v4 - gimmik_a[12]*v5 - gimmik_a[19]*v6 + gimmik_a[28]*v7 + gimmik_a[2]*v8 + gimmik_a[27]*v9;
    smem[(48 + 10)*32 + tx] = gimmik_a[28]*v0 + gimmik_a[2]*v1 - gimmik_a[11]*v2 - gimmik_a[19]*v3 + gimmik_a[16]*v4 + gimmik_a[22]*v5 + gimmik_a[38]*v6 - gimmik_a[12]*v7 - gimmik_a[32]*v8 - gimmik_a[15]*v9;
    smem[(48 + 12)*32 + tx] = -gimmik_a[12]*v0 - gimmik_a[32]*v1 - gimmik_a[19]*v2 + gimmik_a[38]*v3 + gimmik_a[2]*v4 + gimmik_a[28]*v5 - gimmik_a[11]*v6 + gimmik_a[22]*v7 + gimmik_a[16]*v8 + gimmik_a[31]*v9;
    smem[(48 + 14)*32 + tx] = gimmik_a[7]*v0 + gimmik_a[21]*v1 + gimmik_a[21]*v2 + gimmik_a[7]*v3 + gimmik_a[21]*v4 + gimmik_a[29]*v5 + gimmik_a[29]*v6 + gimmik_a[21]*v7 + gimmik_a[29]*v8 + gimmik_a[21]*v9;
    own0 = -gimmik_a[12]*v0 + gimmik_a[31]*v1 + gimmik_a[2]*v2 + gimmik_a[27]*v3 - gimmik_a[19]*v4 + gimmik_a[16]*v5 - gimmik_a[11]*v6 - gimmik_a[15]*v7 + gimmik_a[28]*v8 - gimmik_a[32]*v9;
    own1 = gimmik_a[22]*v0 + gimmik_a[27]*v1 - gimmik_a[32]*v2 - gimmik_a[15]*v3 + gimmik_a[38]*v4 + gimmik_a[2]*v5 - gimmik_a[19]*v6 + gimmik_a[31]*v7 - gimmik_a[12]*v8 + gimmik_a[16]*v9;
    own2 = gimmik_a[3]*v0 - gimmik_a[35]*v1 - gimmik_a[24]*v2 + gimmik_a[33]*v3 + gimmik_a[9]*v4 - gimmik_a[24]*v5 + gimmik_a[3]*v6 + gimmik_a[33]*v7 + gimmik_a[9]*v8 + gimmik_a[30]*v9;
    own3 = -gimmik_a[24]*v0 + gimmik_a[9]*v1 + gimmik_a[3]*v2 - gimmik_a[24]*v3 + gimmik_a[9]*v4 + gimmik_a[33]*v5 + gimmik_a[33]*v6 + gimmik_a[3]*v7 - gimmik_a[35]*v8 - gimmik_a[8]*v9;
    own4 = -gimmik_a[19]*v0 + gimmik_a[16]*v1 - gimmik_a[12]*v2 + gimmik_a[28]*v3 + gimmik_a[2]*v4 + gimmik_a[38]*v5 + gimmik_a[22]*v6 - gimmik_a[11]*v7 - gimmik_a[32]*v8 + gimmik_a[27]*v9;
    own5 = gimmik_a[38]*v0 + gimmik_a[2]*v1 + gimmik_a[22]*v2 - gimmik_a[12]*v3 - gimmik_a[32]*v4 - gimmik_a[11]*v5 + gimmik_a[28]*v6 - gimmik_a[19]*v7 + gimmik_a[16]*v8 - gimmik_a[15]*v9;
    own6 = -gimmik_a[11]*v0 - gimmik_a[32]*v1 + gimmik_a[28]*v2 + gimmik_a[22]*v3 + gimmik_a[16]*v4 - gimmik_a[19]*v5 - gimmik_a[12]*v6 + gimmik_a[38]*v7 + gimmik_a[2]*v8 + gimmik_a[31]*v9;
    own7 = gimmik_a[9]*v0 + gimmik_a[33]*v1 - gimmik_a[24]*v2 - gimmik_a[35]*v3 + gimmik_a[3]*v4 + gimmik_a[30]*v5 - gimmik_a[8]*v6 + gimmik_a[33]*v7 - gimmik_a[8]*v8 - gimmik_a[24]*v9;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(32 + 1)*32 + tx];
        *(c + col + (16 + 1)*(long long)ldc) = sum;
      }
      {
        const double sum = own1 + smem[(32 + 3)*32 + tx];
        *(c + col + (16 + 3)*(long long)ldc) = sum;
      }
      {
        const double sum = own2 + smem[(32 + 5)*32 + tx];
        *(c + col + (16 + 5)*(long long)ldc) = sum;
      }
      {
        const double sum = own3 + smem[(32 + 7)*32 + tx];
        *(c + col + (16 + 7)*(long long)ldc) = sum;
      }
      {
        const double sum = own4 + smem[(32 + 9)*32 + tx];
        *(c + col + (16 + 9)*(long long)ldc) = sum;
      }
      {
        const double sum = own5 + smem[(32 + 11)*32 + tx];
        *(c + col + (16 + 11)*(long long)ldc) = sum;
      }
      {
        const double sum = own6 + smem[(32 + 13)*32 + tx];
        *(c + col + (16 + 13)*(long long)ldc) = sum;
      }
      {
        const double sum = own7 + smem[(32 + 15)*32 + tx];
        *(c + col + (16 + 15)*(long long)ldc) = sum;
      }
    }
    smem[(16 + 0)*32 + tx] = gimmik_a[9]*v0 - gimmik_a[24]*v1 + gimmik_a[3]*v2 + gimmik_a[9]*v3 - gimmik_a[24]*v4 - gimmik_a[8]*v5 - gimmik_a[8]*v6 + gimmik_a[3]*v7 + gimmik_a[30]*v8 + gimmik_a[33]*v9;
    smem[(16 + 2)*32 + tx] = gimmik_a[2]*v0 + gimmik_a[28]*v1 - gimmik_a[12]*v2 + gimmik_a[16]*v3 - gimmik_a[19]*v4 + gimmik_a[27]*v5 - gimmik_a[15]*v6 - gimmik_a[11]*v7 + gimmik_a[31]*v8 + gimmik_a[38]*v9;
    smem[(16 + 4)*32 + tx] = -gimmik_a[32]*v0 - gimmik_a[12]*v1 + gimmik_a[22]*v2 + gimmik_a[2]*v3 + gimmik_a[38]*v4 - gimmik_a[15]*v5 + gimmik_a[31]*v6 - gimmik_a[19]*v7 + gimmik_a[27]*v8 - gimmik_a[11]*v9;
    smem[(16 + 6)*32 + tx] = gimmik_a[16]*v0 + gimmik_a[22]*v1 + gimmik_a[28]*v2 - gimmik_a[32]*v3 - gimmik_a[11]*v4 + gimmik_a[31]*v5 + gimmik_a[27]*v6 + gimmik_a[38]*v7 - gimmik_a[15]*v8 - gimmik_a[19]*v9;
    own0 = -gimmik_a[35]*v0 + gimmik_a[3]*v1 + gimmik_a[33]*v2 + gimmik_a[9]*v3 + gimmik_a[33]*v4 - gimmik_a[8]*v5 + gimmik_a[30]*v6 - gimmik_a[24]*v7 - gimmik_a[8]*v8 + gimmik_a[3]*v9;
    own1 = -gimmik_a[32]*v0 - gimmik_a[11]*v1 + gimmik_a[38]*v2 + gimmik_a[16]*v3 + gimmik_a[22]*v4 + gimmik_a[27]*v5 + gimmik_a[31]*v6 + gimmik_a[28]*v7 - gimmik_a[15]*v8 - gimmik_a[12]*v9;
    own2 = gimmik_a[16]*v0 - gimmik_a[19]*v1 - gimmik_a[11]*v2 + gimmik_a[2]*v3 + gimmik_a[28]*v4 - gimmik_a[15]*v5 + gimmik_a[27]*v6 - gimmik_a[12]*v7 + gimmik_a[31]*v8 + gimmik_a[22]*v9;
    own3 = gimmik_a[2]*v0 + gimmik_a[38]*v1 - gimmik_a[19]*v2 - gimmik_a[32]*v3 - gimmik_a[12]*v4 + gimmik_a[31]*v5 - gimmik_a[15]*v6 + gimmik_a[22]*v7 + gimmik_a[27]*v8 + gimmik_a[28]*v9;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        *(c + col + (32 + 1)*(long long)ldc) = sum;
      }
      {
        const double sum = own1 + smem[(0 + 3)*32 + tx];
        *(c + col + (32 + 3)*(long long)ldc) = sum;
      }
      {
        const double sum = own2 + smem[(0 + 5)*32 + tx];
        *(c + col + (32 + 5)*(long long)ldc) = sum;
      }
      {
        const double sum = own3 + smem[(0 + 7)*32 + tx];
        *(c + col + (32 + 7)*(long long)ldc) = sum;
      }
    }
  }
}
