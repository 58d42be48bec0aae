// gimmikc: matmul col-split for operators/pyfr/tet-sh-p2-m460.mtx (30 x 10, 252 nonzeros), f32, alpha 1.0, beta 0.0, n at run time
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void gimmik_matmul(int n, __global const float* restrict b, int ldb, __global float* restrict c, int ldc)
{
  __local float smem[512];
  const int tx = get_local_id(0), ty = get_local_id(1);
  const long col = (long)get_group_id(0)*64 + tx;
  const long load_col = col < n ? col : n - 1;
  float v0 = 0.0f, v1 = 0.0f, v2 = 0.0f, v3 = 0.0f, v4 = 0.0f;
  if (ty == 0) {
    v2 = *(b + load_col + 4*(long)ldb);
    v4 = *(b + load_col + 8*(long)ldb);
    v0 = *(b + load_col);
    v1 = *(b + load_col + 2*(long)ldb);
    v3 = *(b + load_col + 6*(long)ldb);
    smem[(0 + 0)*64 + tx] = 0.0482642f*v2 - 0.0482642f*v4;
    smem[(0 + 1)*64 + tx] = 0.6831528f*v0 + 0.6831528f*v1 - 1.7131543f*v2 - 1.7614186f*v3 + 1.6651144f*v4;
    smem[(0 + 2)*64 + tx] = 0.0482642f*v2 - 0.0482642f*v4;
    smem[(0 + 3)*64 + tx] = -0.6831528f*v0 - 0.6831528f*v1 - 1.6651144f*v2 + 1.7614186f*v3 + 1.7131543f*v4;
  }
  else if (ty == 1) {
    v0 = *(b + load_col + (long)ldb);
    v1 = *(b + load_col + 3*(long)ldb);
    v3 = *(b + load_col + 7*(long)ldb);
    v4 = *(b + load_col + 9*(long)ldb);
    v2 = *(b + load_col + 5*(long)ldb);
    smem[(4 + 0)*64 + tx] = 0.038426578f*v0 - 0.038426578f*v1 - 0.0482642f*v3 + 0.0482642f*v4;
    smem[(4 + 1)*64 + tx] = -2.0449548f*v0 + 0.6447262f*v1 + 1.7133787f*v2 + 1.6651144f*v3 - 1.7131543f*v4;
    smem[(4 + 2)*64 + tx] = 0.038426578f*v0 - 0.038426578f*v1 - 0.0482642f*v3 + 0.0482642f*v4;
    smem[(4 + 3)*64 + tx] = -0.6447262f*v0 + 2.0449548f*v1 - 1.7133787f*v2 + 1.7131543f*v3 - 1.6651144f*v4;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 4; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (0 + s)*(long)ldc) = sum;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0) {
    smem[(0 + 0)*64 + tx] = -1.2427183f*v0 + 0.13387893f*v1 - 1.7500337f*v2 - 0.098833404f*v3 - 1.5599215f*v4;
    smem[(0 + 1)*64 + tx] = 0.07782098f*v2 - 0.07782098f*v4;
    smem[(0 + 2)*64 + tx] = 1.4610881f*v2 - 1.4610881f*v4;
    smem[(0 + 3)*64 + tx] = -0.13387893f*v0 + 1.2427183f*v1 - 0.1690998f*v2 + 0.098833404f*v3 + 0.021012427f*v4;
  }
  else if (ty == 1) {
    smem[(4 + 0)*64 + tx] = -0.07944182f*v0 + 0.07192009f*v1 - 1.4821005f*v2 + 0.1690998f*v3 - 0.021012427f*v4;
    smem[(4 + 1)*64 + tx] = 0.06195884f*v0 - 0.06195884f*v1 - 0.07782098f*v3 + 0.07782098f*v4;
    smem[(4 + 2)*64 + tx] = 1.1632766f*v0 - 1.1632766f*v1 - 1.4610881f*v3 + 1.4610881f*v4;
    smem[(4 + 3)*64 + tx] = -0.07192009f*v0 + 0.07944182f*v1 + 1.4821005f*v2 + 1.7500337f*v3 + 1.5599215f*v4;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 4; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (4 + s)*(long)ldc) = sum;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0) {
    smem[(0 + 0)*64 + tx] = 1.2427183f*v0 - 0.13387893f*v1 + 1.5599215f*v2 + 0.098833404f*v3 + 1.7500337f*v4;
    smem[(0 + 1)*64 + tx] = 0.13387893f*v0 - 1.2427183f*v1 - 0.021012427f*v2 - 0.098833404f*v3 + 0.1690998f*v4;
    smem[(0 + 2)*64 + tx] = 0.038426578f*v1 - 0.0482642f*v3 - 0.0482642f*v4;
    smem[(0 + 3)*64 + tx] = 0.038426578f*v1 - 0.0482642f*v3 - 0.0482642f*v4;
  }
  else if (ty == 1) {
    smem[(4 + 0)*64 + tx] = -0.07192009f*v0 + 0.07944182f*v1 + 1.4821005f*v2 + 0.021012427f*v3 - 0.1690998f*v4;
    smem[(4 + 1)*64 + tx] = -0.07944182f*v0 + 0.07192009f*v1 - 1.4821005f*v2 - 1.5599215f*v3 - 1.7500337f*v4;
    smem[(4 + 2)*64 + tx] = -0.038426578f*v1 + 0.0482642f*v2 + 0.0482642f*v4;
    smem[(4 + 3)*64 + tx] = -0.038426578f*v1 + 0.0482642f*v2 + 0.0482642f*v4;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 4; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (8 + s)*(long)ldc) = sum;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0) {
    smem[(0 + 0)*64 + tx] = 0.6831528f*v0 - 2.0449548f*v1 + 1.7133787f*v2 + 1.6651144f*v3 + 1.6651144f*v4;
    smem[(0 + 1)*64 + tx] = -0.6831528f*v0 - 0.6447262f*v1 - 1.7133787f*v2 + 1.7131543f*v3 + 1.7131543f*v4;
    smem[(0 + 2)*64 + tx] = 0.06195884f*v1 - 0.07782098f*v3 - 0.07782098f*v4;
    smem[(0 + 3)*64 + tx] = -1.2427183f*v0 - 0.07944182f*v1 - 1.4821005f*v2 + 0.1690998f*v3 - 1.5599215f*v4;
  }
  else if (ty == 1) {
    smem[(4 + 0)*64 + tx] = 0.6831528f*v0 + 0.6447262f*v1 - 1.7131543f*v2 - 1.7614186f*v3 - 1.7131543f*v4;
    smem[(4 + 1)*64 + tx] = -0.6831528f*v0 + 2.0449548f*v1 - 1.6651144f*v2 + 1.7614186f*v3 - 1.6651144f*v4;
    smem[(4 + 2)*64 + tx] = -0.06195884f*v1 + 0.07782098f*v2 + 0.07782098f*v4;
    smem[(4 + 3)*64 + tx] = 0.13387893f*v0 + 0.07192009f*v1 - 1.7500337f*v2 - 0.098833404f*v3 - 0.021012427f*v4;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 4; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (12 + s)*(long)ldc) = sum;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0) {
    smem[(0 + 0)*64 + tx] = -0.13387893f*v0 - 0.07192009f*v1 + 1.4821005f*v2 + 1.7500337f*v3 + 0.021012427f*v4;
    smem[(0 + 1)*64 + tx] = 1.1632766f*v1 - 1.4610881f*v3 - 1.4610881f*v4;
    smem[(0 + 2)*64 + tx] = 1.2427183f*v0 - 0.07192009f*v1 + 1.4821005f*v2 + 0.021012427f*v3 + 1.7500337f*v4;
    smem[(0 + 3)*64 + tx] = 0.13387893f*v0 - 0.07944182f*v1 - 1.4821005f*v2 - 1.5599215f*v3 + 0.1690998f*v4;
  }
  else if (ty == 1) {
    smem[(4 + 0)*64 + tx] = 1.2427183f*v0 + 0.07944182f*v1 - 0.1690998f*v2 + 0.098833404f*v3 + 1.5599215f*v4;
    smem[(4 + 1)*64 + tx] = -1.1632766f*v1 + 1.4610881f*v2 + 1.4610881f*v4;
    smem[(4 + 2)*64 + tx] = -0.13387893f*v0 + 0.07944182f*v1 + 1.5599215f*v2 + 0.098833404f*v3 - 0.1690998f*v4;
    smem[(4 + 3)*64 + tx] = -1.2427183f*v0 + 0.07192009f*v1 - 0.021012427f*v2 - 0.098833404f*v3 - 1.7500337f*v4;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 4; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (16 + s)*(long)ldc) = sum;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0) {
    smem[(0 + 0)*64 + tx] = -2.0449548f*v0 + 0.6831528f*v1 - 1.7131543f*v2 + 1.6651144f*v3 - 1.7614186f*v4;
    smem[(0 + 1)*64 + tx] = 0.038426578f*v0 + 0.0482642f*v2 - 0.0482642f*v3;
    smem[(0 + 2)*64 + tx] = 0.038426578f*v0 + 0.0482642f*v2 - 0.0482642f*v3;
    smem[(0 + 3)*64 + tx] = -0.6447262f*v0 - 0.6831528f*v1 - 1.6651144f*v2 + 1.7131543f*v3 + 1.7614186f*v4;
  }
  else if (ty == 1) {
    smem[(4 + 0)*64 + tx] = 0.6831528f*v0 + 0.6447262f*v1 - 1.7131543f*v2 + 1.6651144f*v3 + 1.7133787f*v4;
    smem[(4 + 1)*64 + tx] = -0.038426578f*v1 + 0.0482642f*v2 - 0.0482642f*v3;
    smem[(4 + 2)*64 + tx] = -0.038426578f*v1 + 0.0482642f*v2 - 0.0482642f*v3;
    smem[(4 + 3)*64 + tx] = -0.6831528f*v0 + 2.0449548f*v1 - 1.6651144f*v2 + 1.7131543f*v3 - 1.7133787f*v4;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 4; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (20 + s)*(long)ldc) = sum;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0) {
    smem[(0 + 0)*64 + tx] = -0.07944182f*v0 + 0.13387893f*v1 - 1.7500337f*v2 - 1.5599215f*v3 - 0.098833404f*v4;
    smem[(0 + 1)*64 + tx] = -0.07944182f*v0 - 1.2427183f*v1 - 0.021012427f*v2 + 0.1690998f*v3 - 0.098833404f*v4;
    smem[(0 + 2)*64 + tx] = -0.07192009f*v0 - 0.13387893f*v1 + 1.5599215f*v2 + 1.7500337f*v3 + 0.098833404f*v4;
    smem[(0 + 3)*64 + tx] = -0.07192009f*v0 + 1.2427183f*v1 - 0.1690998f*v2 + 0.021012427f*v3 + 0.098833404f*v4;
  }
  else if (ty == 1) {
    smem[(4 + 0)*64 + tx] = -1.2427183f*v0 + 0.07192009f*v1 - 0.021012427f*v2 + 0.1690998f*v3 - 1.4821005f*v4;
    smem[(4 + 1)*64 + tx] = 0.13387893f*v0 + 0.07192009f*v1 - 1.7500337f*v2 - 1.5599215f*v3 - 1.4821005f*v4;
    smem[(4 + 2)*64 + tx] = 1.2427183f*v0 + 0.07944182f*v1 - 0.1690998f*v2 + 0.021012427f*v3 + 1.4821005f*v4;
    smem[(4 + 3)*64 + tx] = -0.13387893f*v0 + 0.07944182f*v1 + 1.5599215f*v2 + 1.7500337f*v3 + 1.4821005f*v4;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 4; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (24 + s)*(long)ldc) = sum;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0) {
    smem[(0 + 0)*64 + tx] = 1.1632766f*v0 + 1.4610881f*v2 - 1.4610881f*v3;
    smem[(0 + 1)*64 + tx] = 0.06195884f*v0 + 0.07782098f*v2 - 0.07782098f*v3;
  }
  else if (ty == 1) {
    smem[(4 + 0)*64 + tx] = -1.1632766f*v1 + 1.4610881f*v2 - 1.4610881f*v3;
    smem[(4 + 1)*64 + tx] = -0.06195884f*v1 + 0.07782098f*v2 - 0.07782098f*v3;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (col < n) {
    for (int s = ty; s < 2; s += 2)
    {
      const float sum = smem[(0 + s)*64 + tx] + smem[(4 + s)*64 + tx];
      *(c + col + (28 + s)*(long)ldc) = sum;
    }
  }
}
