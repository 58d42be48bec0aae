// gimmikc: matmul row-split for operators/pyfr/tri-ws-p2-m0.mtx (9 x 6, 54 nonzeros), f64, alpha 1.0, beta 0.0, n 65536, ldb 65536, ldc 65536
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gimmik_matmul(__global const double* restrict b, __global double* restrict c)
{
  __local double smem[384];
  const int tx = get_local_id(0), ty = get_local_id(1);
  const int col = (int)get_group_id(0)*32 + tx;
  const int load_col = col < 65536 ? col : 65536 - 1;
  double acc0 = 0.0, acc1 = 0.0, acc2 = 0.0, acc3 = 0.0, acc4 = 0.0;
  double next0 = 0.0, next1 = 0.0, next2 = 0.0;
  if (ty == 0) {
    next0 = *(b + load_col);
    next1 = *(b + load_col + 131072);
    next2 = *(b + load_col + 262144);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 65536);
    next1 = *(b + load_col + 196608);
    next2 = *(b + load_col + 327680);
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 2)*32 + tx] = next1;
  smem[(0 + ty + 4)*32 + tx] = next2;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < 65536) {
  if (ty == 0) {
    const double b0 = smem[(0 + 0)*32 + tx];
    acc0 = 0.155156984740978*b0;
    acc1 = 0.155156984740978*b0;
    acc2 = 0.07490107511575285*b0;
    acc3 = -0.03837513050400165*b0;
    acc4 = 1.3056273071508329*b0;
    const double b1 = smem[(0 + 1)*32 + tx];
    acc0 -= 0.03837513050400165*b1;
    acc1 += 1.3056273071508329*b1;
    acc2 += 0.07490107511575285*b1;
    acc3 += 0.155156984740978*b1;
    acc4 += 0.155156984740978*b1;
    const double b2 = smem[(0 + 2)*32 + tx];
    acc0 += 1.3056273071508329*b2;
    acc1 -= 0.03837513050400165*b2;
    acc2 += 0.18005308073449544*b2;
    acc3 += 1.3056273071508329*b2;
    acc4 -= 0.03837513050400165*b2;
    const double b3 = smem[(0 + 3)*32 + tx];
    acc0 += 0.16107078127582466*b3;
    acc1 += 0.16107078127582466*b3;
    acc2 -= 0.345185782636811*b3;
    acc3 -= 0.5879845890563387*b3;
    acc4 += 0.0045046463927046285*b3;
    const double b4 = smem[(0 + 4)*32 + tx];
    acc0 -= 0.5879845890563387*b4;
    acc1 += 0.0045046463927046285*b4;
    acc2 -= 0.345185782636811*b4;
    acc3 += 0.16107078127582466*b4;
    acc4 += 0.16107078127582466*b4;
    const double b5 = smem[(0 + 5)*32 + tx];
    acc0 += 0.0045046463927046285*b5;
    *(c + col) = acc0;
    acc1 -= 0.5879845890563387*b5;
    *(c + col + 131072) = acc1;
    acc2 += 1.3605163343076214*b5;
    *(c + col + 262144) = acc2;
    acc3 += 0.0045046463927046285*b5;
    *(c + col + 393216) = acc3;
    acc4 -= 0.5879845890563387*b5;
    *(c + col + 524288) = acc4;
  }
  else if (ty == 1) {
    const double b0 = smem[(0 + 0)*32 + tx];
    acc0 = 0.18005308073449544*b0;
    acc1 = -0.03837513050400165*b0;
    acc2 = 1.3056273071508329*b0;
    acc3 = 0.07490107511575285*b0;
    const double b1 = smem[(0 + 1)*32 + tx];
    acc0 += 0.07490107511575285*b1;
    acc1 += 1.3056273071508329*b1;
    acc2 -= 0.03837513050400165*b1;
    acc3 += 0.18005308073449544*b1;
    const double b2 = smem[(0 + 2)*32 + tx];
    acc0 += 0.07490107511575285*b2;
    acc1 += 0.155156984740978*b2;
    acc2 += 0.155156984740978*b2;
    acc3 += 0.07490107511575285*b2;
    const double b3 = smem[(0 + 3)*32 + tx];
    acc0 += 1.3605163343076214*b3;
    acc1 -= 0.5879845890563387*b3;
    acc2 += 0.0045046463927046285*b3;
    acc3 -= 0.345185782636811*b3;
    const double b4 = smem[(0 + 4)*32 + tx];
    acc0 -= 0.345185782636811*b4;
    acc1 += 0.0045046463927046285*b4;
    acc2 -= 0.5879845890563387*b4;
    acc3 += 1.3605163343076214*b4;
    const double b5 = smem[(0 + 5)*32 + tx];
    acc0 -= 0.345185782636811*b5;
    *(c + col + 65536) = acc0;
    acc1 += 0.16107078127582466*b5;
    *(c + col + 196608) = acc1;
    acc2 += 0.16107078127582466*b5;
    *(c + col + 327680) = acc2;
    acc3 -= 0.345185782636811*b5;
    *(c + col + 458752) = acc3;
  }
  }
}
