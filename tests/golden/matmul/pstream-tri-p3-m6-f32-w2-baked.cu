// gimmikc: matmul pstream for operators/pyfr/tri-ws-p3-m6.mtx (20 x 12, 160 nonzeros), f32, alpha 1.0, beta 0.5, n 1000, ldb 1024, ldc 1024
static __device__ __forceinline__ float2 gimmik_read_float2(const float2 *p)
{
  float2 v;
  asm volatile("{ .reg .u64 a; cvta.to.global.u64 a, %2;\n"
               " ld.relaxed.cta.global.v2.f32 {%0, %1}, [a]; }"
               : "=f"(v.x), "=f"(v.y) : "l"(p));
  return v;
}
extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(const float* __restrict__ b, float* __restrict__ c)
{
  const int col = ((int)blockIdx.x*128 + threadIdx.x)*2;
  if (col + 2 <= 1000) {
    const float2 b4_0 = gimmik_read_float2((const float2*)(b + col + 4096));
    const float2 b5_1 = gimmik_read_float2((const float2*)(b + col + 5120));
    const float2 b6_2 = gimmik_read_float2((const float2*)(b + col + 6144));
    const float2 b7_3 = gimmik_read_float2((const float2*)(b + col + 7168));
    const float2 b8_4 = gimmik_read_float2((const float2*)(b + col + 8192));
    const float2 b9_5 = gimmik_read_float2((const float2*)(b + col + 9216));
    const float2 b10_6 = gimmik_read_float2((const float2*)(b + col + 10240));
    const float2 b11_7 = gimmik_read_float2((const float2*)(b + col + 11264));
    const float2 c0_old = *((const float2*)(c + col));
    const float2 c1_old = *((const float2*)(c + col + 1024));
    const float2 c2_old = *((const float2*)(c + col + 2048));
    const float2 c3_old = *((const float2*)(c + col + 3072));
    const float2 c4_old = *((const float2*)(c + col + 4096));
    const float2 c5_old = *((const float2*)(c + col + 5120));
    const float2 c6_old = *((const float2*)(c + col + 6144));
    const float2 c7_old = *((const float2*)(c + col + 7168));
    const float2 c8_old = *((const float2*)(c + col + 8192));
    *((float2*)(c + col)) = make_float2((-0.045972537f*b4_0.x - 0.8799534f*b5_1.x - 0.8799534f*b6_2.x - 0.045972537f*b7_3.x + 0.045972537f*b8_4.x + 0.8799534f*b9_5.x + 0.8799534f*b10_6.x + 0.045972537f*b11_7.x) + 0.5f*c0_old.x, (-0.045972537f*b4_0.y - 0.8799534f*b5_1.y - 0.8799534f*b6_2.y - 0.045972537f*b7_3.y + 0.045972537f*b8_4.y + 0.8799534f*b9_5.y + 0.8799534f*b10_6.y + 0.045972537f*b11_7.y) + 0.5f*c0_old.y);
    const float2 c9_old = *((const float2*)(c + col + 9216));
    *((float2*)(c + col + 1024)) = make_float2((0.056309238f*b4_0.x - 0.24211985f*b5_1.x + 0.4559769f*b6_2.x + 5.353399f*b7_3.x - 0.056309238f*b8_4.x + 0.24211985f*b9_5.x - 0.4559769f*b10_6.x - 5.353399f*b11_7.x) + 0.5f*c1_old.x, (0.056309238f*b4_0.y - 0.24211985f*b5_1.y + 0.4559769f*b6_2.y + 5.353399f*b7_3.y - 0.056309238f*b8_4.y + 0.24211985f*b9_5.y - 0.4559769f*b10_6.y - 5.353399f*b11_7.y) + 0.5f*c1_old.y);
    const float2 c10_old = *((const float2*)(c + col + 10240));
    *((float2*)(c + col + 2048)) = make_float2((5.353399f*b4_0.x + 0.4559769f*b5_1.x - 0.24211985f*b6_2.x + 0.056309238f*b7_3.x + 0.3585591f*b8_4.x + 0.841303f*b9_5.x + 0.841303f*b10_6.x + 0.3585591f*b11_7.x) + 0.5f*c2_old.x, (5.353399f*b4_0.y + 0.4559769f*b5_1.y - 0.24211985f*b6_2.y + 0.056309238f*b7_3.y + 0.3585591f*b8_4.y + 0.841303f*b9_5.y + 0.841303f*b10_6.y + 0.3585591f*b11_7.y) + 0.5f*c2_old.y);
    const float2 c11_old = *((const float2*)(c + col + 11264));
    *((float2*)(c + col + 3072)) = make_float2((-0.3585591f*b4_0.x - 0.841303f*b5_1.x - 0.841303f*b6_2.x - 0.3585591f*b7_3.x - 5.353399f*b8_4.x - 0.4559769f*b9_5.x + 0.24211985f*b10_6.x - 0.056309238f*b11_7.x) + 0.5f*c3_old.x, (-0.3585591f*b4_0.y - 0.841303f*b5_1.y - 0.841303f*b6_2.y - 0.3585591f*b7_3.y - 5.353399f*b8_4.y - 0.4559769f*b9_5.y + 0.24211985f*b10_6.y - 0.056309238f*b11_7.y) + 0.5f*c3_old.y);
    const float2 c12_old = *((const float2*)(c + col + 12288));
    *((float2*)(c + col + 4096)) = make_float2((0.3656664f*b4_0.x + 4.065939f*b5_1.x + 0.3707741f*b6_2.x - 0.13739945f*b7_3.x + 0.023493538f*b8_4.x - 0.32426292f*b9_5.x - 0.87358236f*b10_6.x - 0.50036305f*b11_7.x) + 0.5f*c4_old.x, (0.3656664f*b4_0.y + 4.065939f*b5_1.y + 0.3707741f*b6_2.y - 0.13739945f*b7_3.y + 0.023493538f*b8_4.y - 0.32426292f*b9_5.y - 0.87358236f*b10_6.y - 0.50036305f*b11_7.y) + 0.5f*c4_old.y);
    const float2 c13_old = *((const float2*)(c + col + 13312));
    *((float2*)(c + col + 5120)) = make_float2((-0.023493538f*b4_0.x + 0.32426292f*b5_1.x + 0.87358236f*b6_2.x + 0.50036305f*b7_3.x - 0.3656664f*b8_4.x - 4.065939f*b9_5.x - 0.3707741f*b10_6.x + 0.13739945f*b11_7.x) + 0.5f*c5_old.x, (-0.023493538f*b4_0.y + 0.32426292f*b5_1.y + 0.87358236f*b6_2.y + 0.50036305f*b7_3.y - 0.3656664f*b8_4.y - 4.065939f*b9_5.y - 0.3707741f*b10_6.y + 0.13739945f*b11_7.y) + 0.5f*c5_old.y);
    const float2 b0_8 = gimmik_read_float2((const float2*)(b + col));
    const float2 b1_9 = gimmik_read_float2((const float2*)(b + col + 1024));
    const float2 b2_10 = gimmik_read_float2((const float2*)(b + col + 2048));
    const float2 b3_11 = gimmik_read_float2((const float2*)(b + col + 3072));
    const float2 c14_old = *((const float2*)(c + col + 14336));
    *((float2*)(c + col + 6144)) = make_float2((0.50036305f*b4_0.x + 0.87358236f*b5_1.x + 0.32426292f*b6_2.x - 0.023493538f*b7_3.x + 1.0165496f*b8_4.x + 0.9899261f*b9_5.x - 0.081088714f*b10_6.x - 0.05511438f*b11_7.x) + 0.5f*c6_old.x, (0.50036305f*b4_0.y + 0.87358236f*b5_1.y + 0.32426292f*b6_2.y - 0.023493538f*b7_3.y + 1.0165496f*b8_4.y + 0.9899261f*b9_5.y - 0.081088714f*b10_6.y - 0.05511438f*b11_7.y) + 0.5f*c6_old.y);
    const float2 c15_old = *((const float2*)(c + col + 15360));
    *((float2*)(c + col + 7168)) = make_float2((-1.0165496f*b4_0.x - 0.9899261f*b5_1.x + 0.081088714f*b6_2.x + 0.05511438f*b7_3.x - 0.50036305f*b8_4.x - 0.87358236f*b9_5.x - 0.32426292f*b10_6.x + 0.023493538f*b11_7.x) + 0.5f*c7_old.x, (-1.0165496f*b4_0.y - 0.9899261f*b5_1.y + 0.081088714f*b6_2.y + 0.05511438f*b7_3.y - 0.50036305f*b8_4.y - 0.87358236f*b9_5.y - 0.32426292f*b10_6.y + 0.023493538f*b11_7.y) + 0.5f*c7_old.y);
    const float2 c16_old = *((const float2*)(c + col + 16384));
    *((float2*)(c + col + 8192)) = make_float2((0.05511438f*b4_0.x + 0.081088714f*b5_1.x - 0.9899261f*b6_2.x - 1.0165496f*b7_3.x + 0.13739945f*b8_4.x - 0.3707741f*b9_5.x - 4.065939f*b10_6.x - 0.3656664f*b11_7.x) + 0.5f*c8_old.x, (0.05511438f*b4_0.y + 0.081088714f*b5_1.y - 0.9899261f*b6_2.y - 1.0165496f*b7_3.y + 0.13739945f*b8_4.y - 0.3707741f*b9_5.y - 4.065939f*b10_6.y - 0.3656664f*b11_7.y) + 0.5f*c8_old.y);
    const float2 c17_old = *((const float2*)(c + col + 17408));
    *((float2*)(c + col + 9216)) = make_float2((-0.13739945f*b4_0.x + 0.3707741f*b5_1.x + 4.065939f*b6_2.x + 0.3656664f*b7_3.x - 0.05511438f*b8_4.x - 0.081088714f*b9_5.x + 0.9899261f*b10_6.x + 1.0165496f*b11_7.x) + 0.5f*c9_old.x, (-0.13739945f*b4_0.y + 0.3707741f*b5_1.y + 4.065939f*b6_2.y + 0.3656664f*b7_3.y - 0.05511438f*b8_4.y - 0.081088714f*b9_5.y + 0.9899261f*b10_6.y + 1.0165496f*b11_7.y) + 0.5f*c9_old.y);
    const float2 c18_old = *((const float2*)(c + col + 18432));
    *((float2*)(c + col + 10240)) = make_float2((0.045972537f*b0_8.x + 0.8799534f*b1_9.x + 0.8799534f*b2_10.x + 0.045972537f*b3_11.x - 0.045972537f*b4_0.x - 0.8799534f*b5_1.x - 0.8799534f*b6_2.x - 0.045972537f*b7_3.x) + 0.5f*c10_old.x, (0.045972537f*b0_8.y + 0.8799534f*b1_9.y + 0.8799534f*b2_10.y + 0.045972537f*b3_11.y - 0.045972537f*b4_0.y - 0.8799534f*b5_1.y - 0.8799534f*b6_2.y - 0.045972537f*b7_3.y) + 0.5f*c10_old.y);
    const float2 c19_old = *((const float2*)(c + col + 19456));
    *((float2*)(c + col + 11264)) = make_float2((0.3585591f*b0_8.x + 0.841303f*b1_9.x + 0.841303f*b2_10.x + 0.3585591f*b3_11.x + 0.056309238f*b4_0.x - 0.24211985f*b5_1.x + 0.4559769f*b6_2.x + 5.353399f*b7_3.x) + 0.5f*c11_old.x, (0.3585591f*b0_8.y + 0.841303f*b1_9.y + 0.841303f*b2_10.y + 0.3585591f*b3_11.y + 0.056309238f*b4_0.y - 0.24211985f*b5_1.y + 0.4559769f*b6_2.y + 5.353399f*b7_3.y) + 0.5f*c11_old.y);
    *((float2*)(c + col + 12288)) = make_float2((-0.056309238f*b0_8.x + 0.24211985f*b1_9.x - 0.4559769f*b2_10.x - 5.353399f*b3_11.x + 5.353399f*b4_0.x + 0.4559769f*b5_1.x - 0.24211985f*b6_2.x + 0.056309238f*b7_3.x) + 0.5f*c12_old.x, (-0.056309238f*b0_8.y + 0.24211985f*b1_9.y - 0.4559769f*b2_10.y - 5.353399f*b3_11.y + 5.353399f*b4_0.y + 0.4559769f*b5_1.y - 0.24211985f*b6_2.y + 0.056309238f*b7_3.y) + 0.5f*c12_old.y);
    *((float2*)(c + col + 13312)) = make_float2((-5.353399f*b0_8.x - 0.4559769f*b1_9.x + 0.24211985f*b2_10.x - 0.056309238f*b3_11.x - 0.3585591f*b4_0.x - 0.841303f*b5_1.x - 0.841303f*b6_2.x - 0.3585591f*b7_3.x) + 0.5f*c13_old.x, (-5.353399f*b0_8.y - 0.4559769f*b1_9.y + 0.24211985f*b2_10.y - 0.056309238f*b3_11.y - 0.3585591f*b4_0.y - 0.841303f*b5_1.y - 0.841303f*b6_2.y - 0.3585591f*b7_3.y) + 0.5f*c13_old.y);
    *((float2*)(c + col + 14336)) = make_float2((-0.05511438f*b0_8.x - 0.081088714f*b1_9.x + 0.9899261f*b2_10.x + 1.0165496f*b3_11.x + 0.3656664f*b4_0.x + 4.065939f*b5_1.x + 0.3707741f*b6_2.x - 0.13739945f*b7_3.x) + 0.5f*c14_old.x, (-0.05511438f*b0_8.y - 0.081088714f*b1_9.y + 0.9899261f*b2_10.y + 1.0165496f*b3_11.y + 0.3656664f*b4_0.y + 4.065939f*b5_1.y + 0.3707741f*b6_2.y - 0.13739945f*b7_3.y) + 0.5f*c14_old.y);
    *((float2*)(c + col + 15360)) = make_float2((1.0165496f*b0_8.x + 0.9899261f*b1_9.x - 0.081088714f*b2_10.x - 0.05511438f*b3_11.x - 0.023493538f*b4_0.x + 0.32426292f*b5_1.x + 0.87358236f*b6_2.x + 0.50036305f*b7_3.x) + 0.5f*c15_old.x, (1.0165496f*b0_8.y + 0.9899261f*b1_9.y - 0.081088714f*b2_10.y - 0.05511438f*b3_11.y - 0.023493538f*b4_0.y + 0.32426292f*b5_1.y + 0.87358236f*b6_2.y + 0.50036305f*b7_3.y) + 0.5f*c15_old.y);
    *((float2*)(c + col + 16384)) = make_float2((-0.3656664f*b0_8.x - 4.065939f*b1_9.x - 0.3707741f*b2_10.x + 0.13739945f*b3_11.x + 0.50036305f*b4_0.x + 0.87358236f*b5_1.x + 0.32426292f*b6_2.x - 0.023493538f*b7_3.x) + 0.5f*c16_old.x, (-0.3656664f*b0_8.y - 4.065939f*b1_9.y - 0.3707741f*b2_10.y + 0.13739945f*b3_11.y + 0.50036305f*b4_0.y + 0.87358236f*b5_1.y + 0.32426292f*b6_2.y - 0.023493538f*b7_3.y) + 0.5f*c16_old.y);
    *((float2*)(c + col + 17408)) = make_float2((0.13739945f*b0_8.x - 0.3707741f*b1_9.x - 4.065939f*b2_10.x - 0.3656664f*b3_11.x - 1.0165496f*b4_0.x - 0.9899261f*b5_1.x + 0.081088714f*b6_2.x + 0.05511438f*b7_3.x) + 0.5f*c17_old.x, (0.13739945f*b0_8.y - 0.3707741f*b1_9.y - 4.065939f*b2_10.y - 0.3656664f*b3_11.y - 1.0165496f*b4_0.y - 0.9899261f*b5_1.y + 0.081088714f*b6_2.y + 0.05511438f*b7_3.y) + 0.5f*c17_old.y);
    *((float2*)(c + col + 18432)) = make_float2((-0.50036305f*b0_8.x - 0.87358236f*b1_9.x - 0.32426292f*b2_10.x + 0.023493538f*b3_11.x + 0.05511438f*b4_0.x + 0.081088714f*b5_1.x - 0.9899261f*b6_2.x - 1.0165496f*b7_3.x) + 0.5f*c18_old.x, (-0.50036305f*b0_8.y - 0.87358236f*b1_9.y - 0.32426292f*b2_10.y + 0.023493538f*b3_11.y + 0.05511438f*b4_0.y + 0.081088714f*b5_1.y - 0.9899261f*b6_2.y - 1.0165496f*b7_3.y) + 0.5f*c18_old.y);
    *((float2*)(c + col + 19456)) = make_float2((0.023493538f*b0_8.x - 0.32426292f*b1_9.x - 0.87358236f*b2_10.x - 0.50036305f*b3_11.x - 0.13739945f*b4_0.x + 0.3707741f*b5_1.x + 4.065939f*b6_2.x + 0.3656664f*b7_3.x) + 0.5f*c19_old.x, (0.023493538f*b0_8.y - 0.32426292f*b1_9.y - 0.87358236f*b2_10.y - 0.50036305f*b3_11.y - 0.13739945f*b4_0.y + 0.3707741f*b5_1.y + 4.065939f*b6_2.y + 0.3656664f*b7_3.y) + 0.5f*c19_old.y);
  }
}
