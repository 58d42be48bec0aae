// gimmikc: matmul resident for operators/pyfr/quad-gl-p4-m3.mtx (25 x 20, 100 nonzeros), f32, alpha 1.0, beta 1.0, n at run time
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(32, 4, 1)))
void gimmik_matmul(int n, __global const float* restrict b, int ldb, __global float* restrict c, int ldc)
{
  __local float smem[640];
  const int tx = get_local_id(0), ty = get_local_id(1);
  const long col = (long)get_group_id(0)*32 + tx;
  const long load_col = col < n ? col : n - 1;
  volatile __local float* const staged = smem;
  if (ty == 0) {
    smem[0 + tx] = *(b + load_col);
    smem[128 + tx] = *(b + load_col + 4*(long)ldb);
    smem[256 + tx] = *(b + load_col + 8*(long)ldb);
    smem[384 + tx] = *(b + load_col + 12*(long)ldb);
    smem[512 + tx] = *(b + load_col + 16*(long)ldb);
  }
  else if (ty == 1) {
    smem[32 + tx] = *(b + load_col + (long)ldb);
    smem[160 + tx] = *(b + load_col + 5*(long)ldb);
    smem[288 + tx] = *(b + load_col + 9*(long)ldb);
    smem[416 + tx] = *(b + load_col + 13*(long)ldb);
    smem[544 + tx] = *(b + load_col + 17*(long)ldb);
  }
  else if (ty == 2) {
    smem[64 + tx] = *(b + load_col + 2*(long)ldb);
    smem[192 + tx] = *(b + load_col + 6*(long)ldb);
    smem[320 + tx] = *(b + load_col + 10*(long)ldb);
    smem[448 + tx] = *(b + load_col + 14*(long)ldb);
    smem[576 + tx] = *(b + load_col + 18*(long)ldb);
  }
  else if (ty == 3) {
    smem[96 + tx] = *(b + load_col + 3*(long)ldb);
    smem[224 + tx] = *(b + load_col + 7*(long)ldb);
    smem[352 + tx] = *(b + load_col + 11*(long)ldb);
    smem[480 + tx] = *(b + load_col + 15*(long)ldb);
    smem[608 + tx] = *(b + load_col + 19*(long)ldb);
  }
  float cold0 = 0.0f, cold1 = 0.0f, cold2 = 0.0f, cold3 = 0.0f, cold4 = 0.0f, cold5 = 0.0f, cold6 = 0.0f;
  if (col < n) {
    if (ty == 0) {
      cold0 = *(c + col);
      cold1 = *(c + col + 5*(long)ldc);
      cold2 = *(c + col + 10*(long)ldc);
      cold3 = *(c + col + 15*(long)ldc);
      cold4 = *(c + col + 20*(long)ldc);
      cold5 = *(c + col + (long)ldc);
    }
    else if (ty == 1) {
      cold0 = *(c + col + 6*(long)ldc);
      cold1 = *(c + col + 11*(long)ldc);
      cold2 = *(c + col + 16*(long)ldc);
      cold3 = *(c + col + 21*(long)ldc);
      cold4 = *(c + col + 2*(long)ldc);
      cold5 = *(c + col + 7*(long)ldc);
    }
    else if (ty == 2) {
      cold0 = *(c + col + 12*(long)ldc);
      cold1 = *(c + col + 17*(long)ldc);
      cold2 = *(c + col + 22*(long)ldc);
      cold3 = *(c + col + 3*(long)ldc);
      cold4 = *(c + col + 8*(long)ldc);
      cold5 = *(c + col + 13*(long)ldc);
      cold6 = *(c + col + 18*(long)ldc);
    }
    else if (ty == 3) {
      cold0 = *(c + col + 23*(long)ldc);
      cold1 = *(c + col + 4*(long)ldc);
      cold2 = *(c + col + 9*(long)ldc);
      cold3 = *(c + col + 14*(long)ldc);
      cold4 = *(c + col + 19*(long)ldc);
      cold5 = *(c + col + 24*(long)ldc);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    if (ty == 0) {
      {
        const float s0 = staged[0 + tx];
        const float s5 = staged[160 + tx];
        const float s10 = staged[320 + tx];
        const float s15 = staged[480 + tx];
        *(c + col) = cold0 + (6.5480456f*s0 + 0.3222879f*s5 + 0.3222879f*s10 + 6.5480456f*s15);
        const float s6 = staged[192 + tx];
        const float s16 = staged[512 + tx];
        *(c + col + 5*(long)ldc) = cold1 + (-1.8660779f*s0 + 0.3222879f*s6 - 0.5598111f*s10 + 6.5480456f*s16);
        const float s7 = staged[224 + tx];
        const float s17 = staged[544 + tx];
        *(c + col + 10*(long)ldc) = cold2 + (0.9375f*s0 + 0.3222879f*s7 + 0.9375f*s10 + 6.5480456f*s17);
        const float s8 = staged[256 + tx];
        const float s18 = staged[576 + tx];
        *(c + col + 15*(long)ldc) = cold3 + (-0.5598111f*s0 + 0.3222879f*s8 - 1.8660779f*s10 + 6.5480456f*s18);
        const float s9 = staged[288 + tx];
        const float s19 = staged[608 + tx];
        *(c + col + 20*(long)ldc) = cold4 + (0.3222879f*s0 + 0.3222879f*s9 + 6.5480456f*s10 + 6.5480456f*s19);
        const float s1 = staged[32 + tx];
        const float s11 = staged[352 + tx];
        *(c + col + (long)ldc) = cold5 + (6.5480456f*s1 - 0.5598111f*s5 + 0.3222879f*s11 - 1.8660779f*s15);
      }
    }
    else if (ty == 1) {
      {
        const float s1 = staged[32 + tx];
        const float s6 = staged[192 + tx];
        const float s11 = staged[352 + tx];
        const float s16 = staged[512 + tx];
        *(c + col + 6*(long)ldc) = cold0 + (-1.8660779f*s1 - 0.5598111f*s6 - 0.5598111f*s11 - 1.8660779f*s16);
        const float s7 = staged[224 + tx];
        const float s17 = staged[544 + tx];
        *(c + col + 11*(long)ldc) = cold1 + (0.9375f*s1 - 0.5598111f*s7 + 0.9375f*s11 - 1.8660779f*s17);
        const float s8 = staged[256 + tx];
        const float s18 = staged[576 + tx];
        *(c + col + 16*(long)ldc) = cold2 + (-0.5598111f*s1 - 0.5598111f*s8 - 1.8660779f*s11 - 1.8660779f*s18);
        const float s9 = staged[288 + tx];
        const float s19 = staged[608 + tx];
        *(c + col + 21*(long)ldc) = cold3 + (0.3222879f*s1 - 0.5598111f*s9 + 6.5480456f*s11 - 1.8660779f*s19);
        const float s2 = staged[64 + tx];
        const float s5 = staged[160 + tx];
        const float s12 = staged[384 + tx];
        const float s15 = staged[480 + tx];
        *(c + col + 2*(long)ldc) = cold4 + (6.5480456f*s2 + 0.9375f*s5 + 0.3222879f*s12 + 0.9375f*s15);
        *(c + col + 7*(long)ldc) = cold5 + (-1.8660779f*s2 + 0.9375f*s6 - 0.5598111f*s12 + 0.9375f*s16);
      }
    }
    else if (ty == 2) {
      {
        const float s2 = staged[64 + tx];
        const float s7 = staged[224 + tx];
        const float s12 = staged[384 + tx];
        const float s17 = staged[544 + tx];
        *(c + col + 12*(long)ldc) = cold0 + (0.9375f*s2 + 0.9375f*s7 + 0.9375f*s12 + 0.9375f*s17);
        const float s8 = staged[256 + tx];
        const float s18 = staged[576 + tx];
        *(c + col + 17*(long)ldc) = cold1 + (-0.5598111f*s2 + 0.9375f*s8 - 1.8660779f*s12 + 0.9375f*s18);
        const float s9 = staged[288 + tx];
        const float s19 = staged[608 + tx];
        *(c + col + 22*(long)ldc) = cold2 + (0.3222879f*s2 + 0.9375f*s9 + 6.5480456f*s12 + 0.9375f*s19);
        const float s3 = staged[96 + tx];
        const float s5 = staged[160 + tx];
        const float s13 = staged[416 + tx];
        const float s15 = staged[480 + tx];
        *(c + col + 3*(long)ldc) = cold3 + (6.5480456f*s3 - 1.8660779f*s5 + 0.3222879f*s13 - 0.5598111f*s15);
        const float s6 = staged[192 + tx];
        const float s16 = staged[512 + tx];
        *(c + col + 8*(long)ldc) = cold4 + (-1.8660779f*s3 - 1.8660779f*s6 - 0.5598111f*s13 - 0.5598111f*s16);
        *(c + col + 13*(long)ldc) = cold5 + (0.9375f*s3 - 1.8660779f*s7 + 0.9375f*s13 - 0.5598111f*s17);
        *(c + col + 18*(long)ldc) = cold6 + (-0.5598111f*s3 - 1.8660779f*s8 - 1.8660779f*s13 - 0.5598111f*s18);
      }
    }
    else if (ty == 3) {
      {
        const float s3 = staged[96 + tx];
        const float s9 = staged[288 + tx];
        const float s13 = staged[416 + tx];
        const float s19 = staged[608 + tx];
        *(c + col + 23*(long)ldc) = cold0 + (0.3222879f*s3 - 1.8660779f*s9 + 6.5480456f*s13 - 0.5598111f*s19);
        const float s4 = staged[128 + tx];
        const float s5 = staged[160 + tx];
        const float s14 = staged[448 + tx];
        const float s15 = staged[480 + tx];
        *(c + col + 4*(long)ldc) = cold1 + (6.5480456f*s4 + 6.5480456f*s5 + 0.3222879f*s14 + 0.3222879f*s15);
        const float s6 = staged[192 + tx];
        const float s16 = staged[512 + tx];
        *(c + col + 9*(long)ldc) = cold2 + (-1.8660779f*s4 + 6.5480456f*s6 - 0.5598111f*s14 + 0.3222879f*s16);
        const float s7 = staged[224 + tx];
        const float s17 = staged[544 + tx];
        *(c + col + 14*(long)ldc) = cold3 + (0.9375f*s4 + 6.5480456f*s7 + 0.9375f*s14 + 0.3222879f*s17);
        const float s8 = staged[256 + tx];
        const float s18 = staged[576 + tx];
        *(c + col + 19*(long)ldc) = cold4 + (-0.5598111f*s4 + 6.5480456f*s8 - 1.8660779f*s14 + 0.3222879f*s18);
        *(c + col + 24*(long)ldc) = cold5 + (0.3222879f*s4 + 6.5480456f*s9 + 6.5480456f*s14 + 0.3222879f*s19);
      }
    }
  }
}
