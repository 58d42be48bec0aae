// gimmikc: matmul mma for operators/pyfr/tet-sh-p2-m6.mtx (30 x 24, 360 nonzeros), f64, alpha 1.0, beta 0.5, n at run time

// One m16n8k4 FP64 product into c0..c3 (the PTX ISA's "Matrix Fragments
// for mma.m16n8k4"): with g = lane/4 and t = lane%4, lane l holds
// a[2j + h] = A[g + 8h][4j + t], b[j] = B[4j + t][g] and
// c[2h + i] = C[g + 8h][2t + i].
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double &c2, double &c3,
                                                  double a0, double a1,
                                                  double b0)
{
#if __CUDA_ARCH__ >= 900
  asm("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
      : "+d"(c0), "+d"(c1), "+d"(c2), "+d"(c3)
      : "d"(a0), "d"(a1), "d"(b0));
#elif __CUDA_ARCH__ >= 800
  // The same sums as m8n8k4 products: rows 8h.., depth 4j...
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a0), "d"(b0));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c2), "+d"(c3) : "d"(a1), "d"(b0));
#else
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const double a[2] = {a0, a1};
  const double b[1] = {b0};
  for (int k = 0; k < 4; k++) {
    const int j = k >> 2, q = k & 3;
    const double top = __shfl_sync(0xffffffffu, a[2*j], 4*g + q);
    const double bottom = __shfl_sync(0xffffffffu, a[2*j + 1], 4*g + q);
    const double left = __shfl_sync(0xffffffffu, b[j], 8*t + q);
    const double right = __shfl_sync(0xffffffffu, b[j], 8*t + 4 + q);
    c0 = fma(top, left, c0);
    c1 = fma(top, right, c1);
    c2 = fma(bottom, left, c2);
    c3 = fma(bottom, right, c3);
  }
#endif
}

// Copy `bytes` (0..16) of 16 from global to shared memory, zero-filling
// the rest; asynchronous from sm_80.
static __device__ __forceinline__ void gimmik_copy16(void *to, const void *from,
                                                   int bytes)
{
#if __CUDA_ARCH__ >= 800
  const unsigned shared = (unsigned)__cvta_generic_to_shared(to);
  asm volatile("{ .reg .u64 g; cvta.to.global.u64 g, %1;\n"
               " cp.async.cg.shared.global [%0], [g], 16, %2; }"
               :: "r"(shared), "l"(from), "r"(bytes) : "memory");
#else
  for (int i = 0; i < 4; i++)
    ((unsigned *)to)[i] = 4*i < bytes ? ((const unsigned *)from)[i] : 0u;
#endif
}

static __device__ __forceinline__ void gimmik_commit()
{
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;" ::: "memory");
#endif
}

template <int pending>
static __device__ __forceinline__ void gimmik_wait()
{
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;" :: "n"(pending) : "memory");
#endif
}

// A's 10 nonzero tiles in fragment order: tile f, lane l, register i at
// 64f + 2l + i.
static __device__ __align__(16) const double gimmik_a[640] = {
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, -4.002727879238651, 0.0, 0.06659090850298469,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.06659090850298469, 0.0, -4.002727879238651,
  0.0, 0.0, 0.0, 0.0, 0.0, -0.436464408814441, 0.0, -0.436464408814441,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.06659090850298469, 0.0, 0.06659090850298469,
  0.0, 0.0, 0.0, 0.0, 0.0, -0.18917310241805813, 0.0, -0.18917310241805813,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.6394707045703754, 0.0, -0.011053291613852644,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.06659090850298469, 0.0, 0.165060074596269, 0.0, -0.37957602605591934, 0.0, -0.37957602605591934,
  0.0, 0.06659090850298469, 0.0, -0.37957602605591934, 0.0, 0.165060074596269, 0.0, -0.37957602605591934,
  0.0, -0.436464408814441, 0.0, -0.9920673398972174, 0.0, -0.9920673398972174, 0.0, -0.9920673398972174,
  0.0, -4.002727879238651, 0.0, -0.37957602605591934, 0.0, -0.37957602605591934, 0.0, 0.165060074596269,
  0.0, 0.058816132730161674, 0.0, -0.07558059464219449, 0.0, -0.07558059464219449, 0.0, -3.271785673712886,
  0.0, -0.011053291613852644, 0.0, -0.12998823119778752, 0.0, 0.8146550352018969, 0.0, 0.8146550352018969,
  0.06659090850298469, 0.058816132730161674, -4.002727879238651, -0.18917310241805813, 0.06659090850298469, -0.18917310241805813, -0.37957602605591934, -3.271785673712886,
  -0.436464408814441, 0.6394707045703754, -0.436464408814441, -0.011053291613852644, -0.436464408814441, -0.011053291613852644, -0.9920673398972174, -0.12998823119778752,
  -4.002727879238651, 0.0, 0.06659090850298469, 0.0, 0.06659090850298469, 0.0, 0.165060074596269, 0.0,
  0.06659090850298469, 0.0, 0.06659090850298469, 0.0, -4.002727879238651, 0.0, -0.37957602605591934, 0.0,
  -0.011053291613852644, 0.0, 0.6394707045703754, 0.0, -0.011053291613852644, 0.0, 0.8146550352018969, 0.0,
  -0.18917310241805813, 0.0, -0.18917310241805813, 0.0, 0.058816132730161674, 0.0, -0.07558059464219449, 0.0,
  -0.011053291613852644, 0.0, -0.011053291613852644, 0.0, 0.6394707045703754, 0.0, 0.8146550352018969, 0.0,
  -0.18917310241805813, 0.0, 0.058816132730161674, 0.0, -0.18917310241805813, 0.0, -0.07558059464219449, 0.0,
  0.165060074596269, -0.07558059464219449, -0.37957602605591934, -0.07558059464219449, -0.06659090850298469, 0.011053291613852644, -0.06659090850298469, 0.011053291613852644,
  -0.9920673398972174, 0.8146550352018969, -0.9920673398972174, 0.8146550352018969, -0.06659090850298469, 0.18917310241805813, 4.002727879238651, 0.18917310241805813,
  -0.37957602605591934, 0.0, -0.37957602605591934, 0.0, 4.002727879238651, -0.06659090850298469, -0.06659090850298469, -0.06659090850298469,
  -0.37957602605591934, 0.0, 0.165060074596269, 0.0, 0.436464408814441, -0.06659090850298469, 0.436464408814441, 4.002727879238651,
  -0.12998823119778752, 0.0, 0.8146550352018969, 0.0, -0.058816132730161674, 4.002727879238651, 0.18917310241805813, -0.06659090850298469,
  -0.07558059464219449, 0.0, -3.271785673712886, 0.0, 0.18917310241805813, 0.436464408814441, -0.058816132730161674, 0.436464408814441,
  0.8146550352018969, 0.0, -0.12998823119778752, 0.0, 0.011053291613852644, -0.058816132730161674, -0.6394707045703754, 0.18917310241805813,
  -3.271785673712886, 0.0, -0.07558059464219449, 0.0, -0.6394707045703754, 0.18917310241805813, 0.011053291613852644, -0.058816132730161674,
  4.002727879238651, -0.6394707045703754, 0.37957602605591934, -0.8146550352018969, 0.37957602605591934, -0.8146550352018969, -0.165060074596269, 0.12998823119778752,
  -0.06659090850298469, -0.058816132730161674, 0.37957602605591934, 0.07558059464219449, -0.165060074596269, 0.07558059464219449, 0.37957602605591934, 3.271785673712886,
  -0.06659090850298469, 4.002727879238651, -0.165060074596269, 0.37957602605591934, 0.37957602605591934, 0.37957602605591934, 0.37957602605591934, -0.165060074596269,
  0.436464408814441, -0.06659090850298469, 0.9920673398972174, 0.37957602605591934, 0.9920673398972174, -0.165060074596269, 0.9920673398972174, 0.37957602605591934,
  0.18917310241805813, -0.06659090850298469, 3.271785673712886, -0.165060074596269, 0.07558059464219449, 0.37957602605591934, 0.07558059464219449, 0.37957602605591934,
  0.18917310241805813, 0.436464408814441, 0.07558059464219449, 0.9920673398972174, 3.271785673712886, 0.9920673398972174, 0.07558059464219449, 0.9920673398972174,
  0.011053291613852644, 0.18917310241805813, -0.8146550352018969, 3.271785673712886, 0.12998823119778752, 0.07558059464219449, -0.8146550352018969, 0.07558059464219449,
  0.011053291613852644, 0.18917310241805813, 0.12998823119778752, 0.07558059464219449, -0.8146550352018969, 3.271785673712886, -0.8146550352018969, 0.07558059464219449,
  0.0, -0.011053291613852644, 0.0, 0.6394707045703754, 0.0, -0.011053291613852644, 0.0, 0.8146550352018969,
  0.0, 0.6394707045703754, 0.0, -0.011053291613852644, 0.0, -0.011053291613852644, 0.0, -0.12998823119778752,
  0.0, 0.058816132730161674, 0.0, -0.18917310241805813, 0.0, -0.18917310241805813, 0.0, -3.271785673712886,
  0.0, -0.18917310241805813, 0.0, 0.058816132730161674, 0.0, -0.18917310241805813, 0.0, -0.07558059464219449,
  -0.436464408814441, -0.011053291613852644, -0.436464408814441, -0.011053291613852644, -0.436464408814441, 0.6394707045703754, -0.9920673398972174, 0.8146550352018969,
  0.06659090850298469, -0.18917310241805813, -4.002727879238651, -0.18917310241805813, 0.06659090850298469, 0.058816132730161674, -0.37957602605591934, -0.07558059464219449,
  -4.002727879238651, 0.0, 0.06659090850298469, 0.0, 0.06659090850298469, 0.0, 0.165060074596269, 0.0,
  0.06659090850298469, 0.0, 0.06659090850298469, 0.0, -4.002727879238651, 0.0, -0.37957602605591934, 0.0,
  0.0, -0.12998823119778752, 0.0, 0.8146550352018969, 0.058816132730161674, 0.0, -0.18917310241805813, 0.0,
  0.0, 0.8146550352018969, 0.0, 0.8146550352018969, -0.011053291613852644, 0.0, -0.011053291613852644, 0.0,
  0.0, -0.07558059464219449, 0.0, -0.07558059464219449, -0.18917310241805813, 0.0, 0.058816132730161674, 0.0,
  0.0, -3.271785673712886, 0.0, -0.07558059464219449, -0.011053291613852644, 0.0, 0.6394707045703754, 0.0,
  -0.9920673398972174, 0.8146550352018969, -0.9920673398972174, -0.12998823119778752, 0.0, 0.0, 0.0, 0.0,
  0.165060074596269, -0.07558059464219449, -0.37957602605591934, -3.271785673712886, 0.0, 0.0, 0.0, 0.0,
  -0.37957602605591934, 0.0, -0.37957602605591934, 0.0, 0.0, 0.0, 0.0, 0.0,
  -0.37957602605591934, 0.0, 0.165060074596269, 0.0, 0.0, 0.0, 0.0, 0.0,
  -0.18917310241805813, 0.0, -3.271785673712886, 0.0, -0.07558059464219449, 0.0, -0.07558059464219449, 0.0,
  0.6394707045703754, 0.0, 0.8146550352018969, 0.0, 0.8146550352018969, 0.0, -0.12998823119778752, 0.0,
  -0.18917310241805813, 0.0, -0.07558059464219449, 0.0, -3.271785673712886, 0.0, -0.07558059464219449, 0.0,
  -0.011053291613852644, 0.0, 0.8146550352018969, 0.0, -0.12998823119778752, 0.0, 0.8146550352018969, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.011053291613852644, -0.058816132730161674, -0.6394707045703754, 0.18917310241805813,
  0.0, 0.0, 0.0, 0.0, -0.6394707045703754, 0.18917310241805813, 0.011053291613852644, -0.058816132730161674,
  0.0, 0.0, 0.0, 0.0, 0.011053291613852644, 0.011053291613852644, 0.011053291613852644, -0.6394707045703754,
  0.0, 0.0, 0.0, 0.0, 0.18917310241805813, -0.6394707045703754, 0.18917310241805813, 0.011053291613852644,
  0.0, 0.0, 0.0, 0.0, -0.06659090850298469, 0.011053291613852644, -0.06659090850298469, 0.011053291613852644,
  0.0, 0.0, 0.0, 0.0, -0.06659090850298469, 0.18917310241805813, 4.002727879238651, 0.18917310241805813,
  0.0, 0.0, 0.0, 0.0, 4.002727879238651, 0.0, -0.06659090850298469, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.436464408814441, 0.0, 0.436464408814441, 0.0,
  0.011053291613852644, 0.18917310241805813, -0.8146550352018969, 3.271785673712886, 0.12998823119778752, 0.07558059464219449, -0.8146550352018969, 0.07558059464219449,
  0.011053291613852644, 0.18917310241805813, 0.12998823119778752, 0.07558059464219449, -0.8146550352018969, 3.271785673712886, -0.8146550352018969, 0.07558059464219449,
  -0.6394707045703754, 0.011053291613852644, -0.8146550352018969, -0.8146550352018969, -0.8146550352018969, 0.12998823119778752, 0.12998823119778752, -0.8146550352018969,
  -0.058816132730161674, 0.011053291613852644, 0.07558059464219449, 0.12998823119778752, 0.07558059464219449, -0.8146550352018969, 3.271785673712886, -0.8146550352018969,
  4.002727879238651, -0.6394707045703754, 0.37957602605591934, -0.8146550352018969, 0.37957602605591934, -0.8146550352018969, -0.165060074596269, 0.12998823119778752,
  -0.06659090850298469, -0.058816132730161674, 0.37957602605591934, 0.07558059464219449, -0.165060074596269, 0.07558059464219449, 0.37957602605591934, 3.271785673712886,
  -0.06659090850298469, 0.0, -0.165060074596269, 0.0, 0.37957602605591934, 0.0, 0.37957602605591934, 0.0,
  0.436464408814441, 0.0, 0.9920673398972174, 0.0, 0.9920673398972174, 0.0, 0.9920673398972174, 0.0,
};

extern "C" __global__ void __launch_bounds__(64)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int group = warp;
  double *const staged = (double *)(smem + 640) + warp*1152;
  const double *const a_lane = smem + lane*2;
  const int frag = (lane & 3)*36 + (lane >> 2);
  const int crow = lane >> 2, ccol = 2*(lane & 3);
  const int copy_row = lane / 16, copy_col = lane % 16*2;
  for (int i = threadIdx.x; i < 320; i += 64)
    gimmik_copy16(smem + 2*i, gimmik_a + 2*i, 16);
  gimmik_commit();
  gimmik_wait<0>();
  __syncthreads();
#pragma unroll 1
  for (int rep = 0; rep < 4; rep++) {
    const long long col0 = ((long long)blockIdx.x*4 + rep)*64 + group*32;
    if (col0 >= n) break;
    const long long copy_at0 = col0 + copy_col;
    const int copy_bytes0 = copy_at0 + 2 <= n ? 16 : copy_at0 < n ? (int)(n - copy_at0)*8 : 0;
    const long long at = col0 + ccol;
    const long long next0 = col0 + 64;
    const int more = rep + 1 < 4 && next0 < n;
    const long long next_at0 = next0 + copy_col;
    const int next_bytes0 = !more ? 0 : next_at0 + 2 <= n ? 16 : next_at0 < n ? (int)(n - next_at0)*8 : 0;
    double c0_0_0 = 0.0, c0_0_1 = 0.0, c0_0_2 = 0.0, c0_0_3 = 0.0, c0_1_0 = 0.0, c0_1_1 = 0.0, c0_1_2 = 0.0, c0_1_3 = 0.0, c0_2_0 = 0.0, c0_2_1 = 0.0, c0_2_2 = 0.0, c0_2_3 = 0.0, c0_3_0 = 0.0, c0_3_1 = 0.0, c0_3_2 = 0.0, c0_3_3 = 0.0, c1_0_0 = 0.0, c1_0_1 = 0.0, c1_0_2 = 0.0, c1_0_3 = 0.0, c1_1_0 = 0.0, c1_1_1 = 0.0, c1_1_2 = 0.0, c1_1_3 = 0.0, c1_2_0 = 0.0, c1_2_1 = 0.0, c1_2_2 = 0.0, c1_2_3 = 0.0, c1_3_0 = 0.0, c1_3_1 = 0.0, c1_3_2 = 0.0, c1_3_3 = 0.0;
    if (rep == 0) {
      gimmik_copy16(staged + 0 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(0 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy16(staged + 72 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(2 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy16(staged + 144 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(4 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy16(staged + 216 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(6 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy16(staged + 288 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(8 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy16(staged + 360 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(10 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy16(staged + 432 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(12 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy16(staged + 504 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(14 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_commit();
    }
    if (col0 + 32 <= n) {
      {
        const int row = 0 + crow;
        double *const to = c + at + (long long)row*(long long)ldc;
        const double2 old0 = *(const double2 *)(to + 0);
        c0_0_0 = 0.5*old0.x;
        c0_0_1 = 0.5*old0.y;
        const double2 old1 = *(const double2 *)(to + 8);
        c0_1_0 = 0.5*old1.x;
        c0_1_1 = 0.5*old1.y;
        const double2 old2 = *(const double2 *)(to + 16);
        c0_2_0 = 0.5*old2.x;
        c0_2_1 = 0.5*old2.y;
        const double2 old3 = *(const double2 *)(to + 24);
        c0_3_0 = 0.5*old3.x;
        c0_3_1 = 0.5*old3.y;
      }
      {
        const int row = 8 + crow;
        double *const to = c + at + (long long)row*(long long)ldc;
        const double2 old0 = *(const double2 *)(to + 0);
        c0_0_2 = 0.5*old0.x;
        c0_0_3 = 0.5*old0.y;
        const double2 old1 = *(const double2 *)(to + 8);
        c0_1_2 = 0.5*old1.x;
        c0_1_3 = 0.5*old1.y;
        const double2 old2 = *(const double2 *)(to + 16);
        c0_2_2 = 0.5*old2.x;
        c0_2_3 = 0.5*old2.y;
        const double2 old3 = *(const double2 *)(to + 24);
        c0_3_2 = 0.5*old3.x;
        c0_3_3 = 0.5*old3.y;
      }
      {
        const int row = 16 + crow;
        double *const to = c + at + (long long)row*(long long)ldc;
        const double2 old0 = *(const double2 *)(to + 0);
        c1_0_0 = 0.5*old0.x;
        c1_0_1 = 0.5*old0.y;
        const double2 old1 = *(const double2 *)(to + 8);
        c1_1_0 = 0.5*old1.x;
        c1_1_1 = 0.5*old1.y;
        const double2 old2 = *(const double2 *)(to + 16);
        c1_2_0 = 0.5*old2.x;
        c1_2_1 = 0.5*old2.y;
        const double2 old3 = *(const double2 *)(to + 24);
        c1_3_0 = 0.5*old3.x;
        c1_3_1 = 0.5*old3.y;
      }
      {
        const int row = 24 + crow;
        if (row < 30) {
          double *const to = c + at + (long long)row*(long long)ldc;
          const double2 old0 = *(const double2 *)(to + 0);
          c1_0_2 = 0.5*old0.x;
          c1_0_3 = 0.5*old0.y;
          const double2 old1 = *(const double2 *)(to + 8);
          c1_1_2 = 0.5*old1.x;
          c1_1_3 = 0.5*old1.y;
          const double2 old2 = *(const double2 *)(to + 16);
          c1_2_2 = 0.5*old2.x;
          c1_2_3 = 0.5*old2.y;
          const double2 old3 = *(const double2 *)(to + 24);
          c1_3_2 = 0.5*old3.x;
          c1_3_3 = 0.5*old3.y;
        }
      }
    } else {
      {
        const int row = 0 + crow;
        double *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          const double2 old0 = *(const double2 *)(to + 0);
          c0_0_0 = 0.5*old0.x;
          c0_0_1 = 0.5*old0.y;
        } else if (at + 0 < n) {
          c0_0_0 = 0.5*to[0];
        }
        if (at + 9 < n) {
          const double2 old1 = *(const double2 *)(to + 8);
          c0_1_0 = 0.5*old1.x;
          c0_1_1 = 0.5*old1.y;
        } else if (at + 8 < n) {
          c0_1_0 = 0.5*to[8];
        }
        if (at + 17 < n) {
          const double2 old2 = *(const double2 *)(to + 16);
          c0_2_0 = 0.5*old2.x;
          c0_2_1 = 0.5*old2.y;
        } else if (at + 16 < n) {
          c0_2_0 = 0.5*to[16];
        }
        if (at + 25 < n) {
          const double2 old3 = *(const double2 *)(to + 24);
          c0_3_0 = 0.5*old3.x;
          c0_3_1 = 0.5*old3.y;
        } else if (at + 24 < n) {
          c0_3_0 = 0.5*to[24];
        }
      }
      {
        const int row = 8 + crow;
        double *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          const double2 old0 = *(const double2 *)(to + 0);
          c0_0_2 = 0.5*old0.x;
          c0_0_3 = 0.5*old0.y;
        } else if (at + 0 < n) {
          c0_0_2 = 0.5*to[0];
        }
        if (at + 9 < n) {
          const double2 old1 = *(const double2 *)(to + 8);
          c0_1_2 = 0.5*old1.x;
          c0_1_3 = 0.5*old1.y;
        } else if (at + 8 < n) {
          c0_1_2 = 0.5*to[8];
        }
        if (at + 17 < n) {
          const double2 old2 = *(const double2 *)(to + 16);
          c0_2_2 = 0.5*old2.x;
          c0_2_3 = 0.5*old2.y;
        } else if (at + 16 < n) {
          c0_2_2 = 0.5*to[16];
        }
        if (at + 25 < n) {
          const double2 old3 = *(const double2 *)(to + 24);
          c0_3_2 = 0.5*old3.x;
          c0_3_3 = 0.5*old3.y;
        } else if (at + 24 < n) {
          c0_3_2 = 0.5*to[24];
        }
      }
      {
        const int row = 16 + crow;
        double *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          const double2 old0 = *(const double2 *)(to + 0);
          c1_0_0 = 0.5*old0.x;
          c1_0_1 = 0.5*old0.y;
        } else if (at + 0 < n) {
          c1_0_0 = 0.5*to[0];
        }
        if (at + 9 < n) {
          const double2 old1 = *(const double2 *)(to + 8);
          c1_1_0 = 0.5*old1.x;
          c1_1_1 = 0.5*old1.y;
        } else if (at + 8 < n) {
          c1_1_0 = 0.5*to[8];
        }
        if (at + 17 < n) {
          const double2 old2 = *(const double2 *)(to + 16);
          c1_2_0 = 0.5*old2.x;
          c1_2_1 = 0.5*old2.y;
        } else if (at + 16 < n) {
          c1_2_0 = 0.5*to[16];
        }
        if (at + 25 < n) {
          const double2 old3 = *(const double2 *)(to + 24);
          c1_3_0 = 0.5*old3.x;
          c1_3_1 = 0.5*old3.y;
        } else if (at + 24 < n) {
          c1_3_0 = 0.5*to[24];
        }
      }
      {
        const int row = 24 + crow;
        if (row < 30) {
          double *const to = c + at + (long long)row*(long long)ldc;
          if (at + 1 < n) {
            const double2 old0 = *(const double2 *)(to + 0);
            c1_0_2 = 0.5*old0.x;
            c1_0_3 = 0.5*old0.y;
          } else if (at + 0 < n) {
            c1_0_2 = 0.5*to[0];
          }
          if (at + 9 < n) {
            const double2 old1 = *(const double2 *)(to + 8);
            c1_1_2 = 0.5*old1.x;
            c1_1_3 = 0.5*old1.y;
          } else if (at + 8 < n) {
            c1_1_2 = 0.5*to[8];
          }
          if (at + 17 < n) {
            const double2 old2 = *(const double2 *)(to + 16);
            c1_2_2 = 0.5*old2.x;
            c1_2_3 = 0.5*old2.y;
          } else if (at + 16 < n) {
            c1_2_2 = 0.5*to[16];
          }
          if (at + 25 < n) {
            const double2 old3 = *(const double2 *)(to + 24);
            c1_3_2 = 0.5*old3.x;
            c1_3_3 = 0.5*old3.y;
          } else if (at + 24 < n) {
            c1_3_2 = 0.5*to[24];
          }
        }
      }
    }
    gimmik_copy16(staged + 576 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(16 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy16(staged + 648 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(18 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy16(staged + 720 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(20 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy16(staged + 792 + copy_row*36 + copy_col, copy_bytes0 ? b + (long long)(22 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_commit();
    gimmik_wait<1>();
    __syncwarp();
    {
      const double f0_0 = staged[0 + frag];
      const double f1_0 = staged[8 + frag];
      const double f2_0 = staged[16 + frag];
      const double f3_0 = staged[24 + frag];
      {
        const double2 a0 = *(const double2 *)(a_lane + 320);
        gimmik_mma(c1_0_0, c1_0_1, c1_0_2, c1_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, c1_1_2, c1_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, c1_2_2, c1_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, c1_3_2, c1_3_3, a0.x, a0.y, f3_0);
      }
    }
    {
      const double f0_0 = staged[144 + frag];
      const double f1_0 = staged[152 + frag];
      const double f2_0 = staged[160 + frag];
      const double f3_0 = staged[168 + frag];
      {
        const double2 a0 = *(const double2 *)(a_lane + 0);
        gimmik_mma(c0_0_0, c0_0_1, c0_0_2, c0_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, c0_1_2, c0_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, c0_2_2, c0_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, c0_3_2, c0_3_3, a0.x, a0.y, f3_0);
      }
      {
        const double2 a0 = *(const double2 *)(a_lane + 384);
        gimmik_mma(c1_0_0, c1_0_1, c1_0_2, c1_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, c1_1_2, c1_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, c1_2_2, c1_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, c1_3_2, c1_3_3, a0.x, a0.y, f3_0);
      }
    }
    {
      const double f0_0 = staged[288 + frag];
      const double f1_0 = staged[296 + frag];
      const double f2_0 = staged[304 + frag];
      const double f3_0 = staged[312 + frag];
      {
        const double2 a0 = *(const double2 *)(a_lane + 64);
        gimmik_mma(c0_0_0, c0_0_1, c0_0_2, c0_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, c0_1_2, c0_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, c0_2_2, c0_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, c0_3_2, c0_3_3, a0.x, a0.y, f3_0);
      }
      {
        const double2 a0 = *(const double2 *)(a_lane + 448);
        gimmik_mma(c1_0_0, c1_0_1, c1_0_2, c1_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, c1_1_2, c1_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, c1_2_2, c1_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, c1_3_2, c1_3_3, a0.x, a0.y, f3_0);
      }
    }
    {
      const double f0_0 = staged[432 + frag];
      const double f1_0 = staged[440 + frag];
      const double f2_0 = staged[448 + frag];
      const double f3_0 = staged[456 + frag];
      {
        const double2 a0 = *(const double2 *)(a_lane + 128);
        gimmik_mma(c0_0_0, c0_0_1, c0_0_2, c0_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, c0_1_2, c0_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, c0_2_2, c0_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, c0_3_2, c0_3_3, a0.x, a0.y, f3_0);
      }
    }
    __syncwarp();
    if (more) {
      gimmik_copy16(staged + 0 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(0 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy16(staged + 72 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(2 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy16(staged + 144 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(4 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy16(staged + 216 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(6 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy16(staged + 288 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(8 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy16(staged + 360 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(10 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy16(staged + 432 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(12 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy16(staged + 504 + copy_row*36 + copy_col, next_bytes0 ? b + (long long)(14 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
    }
    gimmik_commit();
    gimmik_wait<1>();
    __syncwarp();
    {
      const double f0_0 = staged[576 + frag];
      const double f1_0 = staged[584 + frag];
      const double f2_0 = staged[592 + frag];
      const double f3_0 = staged[600 + frag];
      {
        const double2 a0 = *(const double2 *)(a_lane + 192);
        gimmik_mma(c0_0_0, c0_0_1, c0_0_2, c0_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, c0_1_2, c0_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, c0_2_2, c0_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, c0_3_2, c0_3_3, a0.x, a0.y, f3_0);
      }
      {
        const double2 a0 = *(const double2 *)(a_lane + 512);
        gimmik_mma(c1_0_0, c1_0_1, c1_0_2, c1_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, c1_1_2, c1_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, c1_2_2, c1_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, c1_3_2, c1_3_3, a0.x, a0.y, f3_0);
      }
    }
    {
      const double f0_0 = staged[720 + frag];
      const double f1_0 = staged[728 + frag];
      const double f2_0 = staged[736 + frag];
      const double f3_0 = staged[744 + frag];
      {
        const double2 a0 = *(const double2 *)(a_lane + 256);
        gimmik_mma(c0_0_0, c0_0_1, c0_0_2, c0_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, c0_1_2, c0_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, c0_2_2, c0_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, c0_3_2, c0_3_3, a0.x, a0.y, f3_0);
      }
      {
        const double2 a0 = *(const double2 *)(a_lane + 576);
        gimmik_mma(c1_0_0, c1_0_1, c1_0_2, c1_0_3, a0.x, a0.y, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, c1_1_2, c1_1_3, a0.x, a0.y, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, c1_2_2, c1_2_3, a0.x, a0.y, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, c1_3_2, c1_3_3, a0.x, a0.y, f3_0);
      }
    }
    __syncwarp();
    {
      const int row = 0 + crow;
      double *const to = c + at + (long long)row*(long long)ldc;
      if (at + 1 < n) {
        *(double2 *)(to + 0) = make_double2(c0_0_0, c0_0_1);
      } else if (at + 0 < n) {
        to[0] = c0_0_0;
      }
      if (at + 9 < n) {
        *(double2 *)(to + 8) = make_double2(c0_1_0, c0_1_1);
      } else if (at + 8 < n) {
        to[8] = c0_1_0;
      }
      if (at + 17 < n) {
        *(double2 *)(to + 16) = make_double2(c0_2_0, c0_2_1);
      } else if (at + 16 < n) {
        to[16] = c0_2_0;
      }
      if (at + 25 < n) {
        *(double2 *)(to + 24) = make_double2(c0_3_0, c0_3_1);
      } else if (at + 24 < n) {
        to[24] = c0_3_0;
      }
    }
    {
      const int row = 8 + crow;
      double *const to = c + at + (long long)row*(long long)ldc;
      if (at + 1 < n) {
        *(double2 *)(to + 0) = make_double2(c0_0_2, c0_0_3);
      } else if (at + 0 < n) {
        to[0] = c0_0_2;
      }
      if (at + 9 < n) {
        *(double2 *)(to + 8) = make_double2(c0_1_2, c0_1_3);
      } else if (at + 8 < n) {
        to[8] = c0_1_2;
      }
      if (at + 17 < n) {
        *(double2 *)(to + 16) = make_double2(c0_2_2, c0_2_3);
      } else if (at + 16 < n) {
        to[16] = c0_2_2;
      }
      if (at + 25 < n) {
        *(double2 *)(to + 24) = make_double2(c0_3_2, c0_3_3);
      } else if (at + 24 < n) {
        to[24] = c0_3_2;
      }
    }
    {
      const int row = 16 + crow;
      double *const to = c + at + (long long)row*(long long)ldc;
      if (at + 1 < n) {
        *(double2 *)(to + 0) = make_double2(c1_0_0, c1_0_1);
      } else if (at + 0 < n) {
        to[0] = c1_0_0;
      }
      if (at + 9 < n) {
        *(double2 *)(to + 8) = make_double2(c1_1_0, c1_1_1);
      } else if (at + 8 < n) {
        to[8] = c1_1_0;
      }
      if (at + 17 < n) {
        *(double2 *)(to + 16) = make_double2(c1_2_0, c1_2_1);
      } else if (at + 16 < n) {
        to[16] = c1_2_0;
      }
      if (at + 25 < n) {
        *(double2 *)(to + 24) = make_double2(c1_3_0, c1_3_1);
      } else if (at + 24 < n) {
        to[24] = c1_3_0;
      }
    }
    {
      const int row = 24 + crow;
      if (row < 30) {
        double *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          *(double2 *)(to + 0) = make_double2(c1_0_2, c1_0_3);
        } else if (at + 0 < n) {
          to[0] = c1_0_2;
        }
        if (at + 9 < n) {
          *(double2 *)(to + 8) = make_double2(c1_1_2, c1_1_3);
        } else if (at + 8 < n) {
          to[8] = c1_1_2;
        }
        if (at + 17 < n) {
          *(double2 *)(to + 16) = make_double2(c1_2_2, c1_2_3);
        } else if (at + 16 < n) {
          to[16] = c1_2_2;
        }
        if (at + 25 < n) {
          *(double2 *)(to + 24) = make_double2(c1_3_2, c1_3_3);
        } else if (at + 24 < n) {
          to[24] = c1_3_2;
        }
      }
    }
  }
}
