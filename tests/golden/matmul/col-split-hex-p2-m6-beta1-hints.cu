// gimmikc: matmul col-split for operators/pyfr/hex-gl-p2-m6.mtx (81 x 54, 162 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
extern "C" __global__ void __launch_bounds__(64)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double partial[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long col = (long long)blockIdx.x*32 + tx;
  const long long load_col = col < n ? col : n - 1;
  double v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0, v6 = 0.0, v7 = 0.0, v8 = 0.0, v9 = 0.0, v10 = 0.0, v11 = 0.0, v12 = 0.0, v13 = 0.0, v14 = 0.0, v15 = 0.0, v16 = 0.0, v17 = 0.0, v18 = 0.0, v19 = 0.0, v20 = 0.0, v21 = 0.0, v22 = 0.0, v23 = 0.0, v24 = 0.0, v25 = 0.0, v26 = 0.0;
  double cold0 = 0.0, cold1 = 0.0, cold2 = 0.0, cold3 = 0.0, cold4 = 0.0, cold5 = 0.0, cold6 = 0.0, cold7 = 0.0;
  if (ty == 0) {
    v0 = __ldcs(b + load_col);
    v1 = __ldcs(b + load_col + (long long)ldb);
    v2 = __ldcs(b + load_col + 2*(long long)ldb);
    v3 = __ldcs(b + load_col + 3*(long long)ldb);
    v4 = __ldcs(b + load_col + 4*(long long)ldb);
    v5 = __ldcs(b + load_col + 5*(long long)ldb);
    v6 = __ldcs(b + load_col + 6*(long long)ldb);
    v7 = __ldcs(b + load_col + 7*(long long)ldb);
    v8 = __ldcs(b + load_col + 8*(long long)ldb);
    v9 = __ldcs(b + load_col + 9*(long long)ldb);
    v10 = __ldcs(b + load_col + 10*(long long)ldb);
    v11 = __ldcs(b + load_col + 11*(long long)ldb);
    v12 = __ldcs(b + load_col + 12*(long long)ldb);
    v13 = __ldcs(b + load_col + 13*(long long)ldb);
    v14 = __ldcs(b + load_col + 14*(long long)ldb);
    v15 = __ldcs(b + load_col + 15*(long long)ldb);
    v16 = __ldcs(b + load_col + 16*(long long)ldb);
    v17 = __ldcs(b + load_col + 17*(long long)ldb);
    v18 = __ldcs(b + load_col + 18*(long long)ldb);
    v19 = __ldcs(b + load_col + 19*(long long)ldb);
    v20 = __ldcs(b + load_col + 20*(long long)ldb);
    v21 = __ldcs(b + load_col + 21*(long long)ldb);
    v22 = __ldcs(b + load_col + 22*(long long)ldb);
    v23 = __ldcs(b + load_col + 23*(long long)ldb);
    v24 = __ldcs(b + load_col + 24*(long long)ldb);
    v25 = __ldcs(b + load_col + 25*(long long)ldb);
    v26 = __ldcs(b + load_col + 26*(long long)ldb);
  }
  else if (ty == 1) {
    v0 = __ldcs(b + load_col + 27*(long long)ldb);
    v1 = __ldcs(b + load_col + 28*(long long)ldb);
    v2 = __ldcs(b + load_col + 29*(long long)ldb);
    v3 = __ldcs(b + load_col + 30*(long long)ldb);
    v4 = __ldcs(b + load_col + 31*(long long)ldb);
    v5 = __ldcs(b + load_col + 32*(long long)ldb);
    v6 = __ldcs(b + load_col + 33*(long long)ldb);
    v7 = __ldcs(b + load_col + 34*(long long)ldb);
    v8 = __ldcs(b + load_col + 35*(long long)ldb);
    v9 = __ldcs(b + load_col + 36*(long long)ldb);
    v10 = __ldcs(b + load_col + 37*(long long)ldb);
    v11 = __ldcs(b + load_col + 38*(long long)ldb);
    v12 = __ldcs(b + load_col + 39*(long long)ldb);
    v13 = __ldcs(b + load_col + 40*(long long)ldb);
    v14 = __ldcs(b + load_col + 41*(long long)ldb);
    v15 = __ldcs(b + load_col + 42*(long long)ldb);
    v16 = __ldcs(b + load_col + 43*(long long)ldb);
    v17 = __ldcs(b + load_col + 44*(long long)ldb);
    v18 = __ldcs(b + load_col + 45*(long long)ldb);
    v19 = __ldcs(b + load_col + 46*(long long)ldb);
    v20 = __ldcs(b + load_col + 47*(long long)ldb);
    v21 = __ldcs(b + load_col + 48*(long long)ldb);
    v22 = __ldcs(b + load_col + 49*(long long)ldb);
    v23 = __ldcs(b + load_col + 50*(long long)ldb);
    v24 = __ldcs(b + load_col + 51*(long long)ldb);
    v25 = __ldcs(b + load_col + 52*(long long)ldb);
    v26 = __ldcs(b + load_col + 53*(long long)ldb);
  }
  if (col < n) {
    cold0 = __ldcs(c + col + (0 + ty + 0)*(long long)ldc);
    cold1 = __ldcs(c + col + (0 + ty + 2)*(long long)ldc);
    cold2 = __ldcs(c + col + (0 + ty + 4)*(long long)ldc);
    cold3 = __ldcs(c + col + (0 + ty + 6)*(long long)ldc);
    cold4 = __ldcs(c + col + (0 + ty + 8)*(long long)ldc);
    cold5 = __ldcs(c + col + (0 + ty + 10)*(long long)ldc);
    cold6 = __ldcs(c + col + (0 + ty + 12)*(long long)ldc);
    cold7 = __ldcs(c + col + (0 + ty + 14)*(long long)ldc);
  }
  {
    double p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0, p4 = 0.0, p5 = 0.0, p6 = 0.0, p7 = 0.0, p8 = 0.0, p9 = 0.0, p10 = 0.0, p11 = 0.0, p12 = 0.0, p13 = 0.0, p14 = 0.0, p15 = 0.0;
    if (ty == 0) {
      p0 = 0.3381049961377754*v18;
      p1 = -0.7500000000000002*v18;
      p2 = 2.661895003862226*v18;
      p3 = 0.3381049961377754*v19;
      p4 = -0.7500000000000002*v19;
      p5 = 2.661895003862226*v19;
      p6 = 0.3381049961377754*v20;
      p7 = -0.7500000000000002*v20;
      p8 = 2.661895003862226*v20;
      p9 = 0.3381049961377754*v21;
      p10 = -0.7500000000000002*v21;
      p11 = 2.661895003862226*v21;
      p12 = 0.3381049961377754*v22;
      p13 = -0.7500000000000002*v22;
      p14 = 2.661895003862226*v22;
      p15 = 0.3381049961377754*v23;
    }
    else if (ty == 1) {
      p0 = -2.661895003862226*v9;
      p1 = 0.7500000000000002*v9;
      p2 = -0.3381049961377754*v9;
      p3 = -2.661895003862226*v10;
      p4 = 0.7500000000000002*v10;
      p5 = -0.3381049961377754*v10;
      p6 = -2.661895003862226*v11;
      p7 = 0.7500000000000002*v11;
      p8 = -0.3381049961377754*v11;
      p9 = -2.661895003862226*v12;
      p10 = 0.7500000000000002*v12;
      p11 = -0.3381049961377754*v12;
      p12 = -2.661895003862226*v13;
      p13 = 0.7500000000000002*v13;
      p14 = -0.3381049961377754*v13;
      p15 = -2.661895003862226*v14;
    }
    partial[(0 + ty*16 + 0)*32 + tx] = p0;
    partial[(0 + ty*16 + 1)*32 + tx] = p1;
    partial[(0 + ty*16 + 2)*32 + tx] = p2;
    partial[(0 + ty*16 + 3)*32 + tx] = p3;
    partial[(0 + ty*16 + 4)*32 + tx] = p4;
    partial[(0 + ty*16 + 5)*32 + tx] = p5;
    partial[(0 + ty*16 + 6)*32 + tx] = p6;
    partial[(0 + ty*16 + 7)*32 + tx] = p7;
    partial[(0 + ty*16 + 8)*32 + tx] = p8;
    partial[(0 + ty*16 + 9)*32 + tx] = p9;
    partial[(0 + ty*16 + 10)*32 + tx] = p10;
    partial[(0 + ty*16 + 11)*32 + tx] = p11;
    partial[(0 + ty*16 + 12)*32 + tx] = p12;
    partial[(0 + ty*16 + 13)*32 + tx] = p13;
    partial[(0 + ty*16 + 14)*32 + tx] = p14;
    partial[(0 + ty*16 + 15)*32 + tx] = p15;
  }
  __syncthreads();
  if (col < n) {
    {
      const int s = ty + 0;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold0 + (sum));
    }
    {
      const int s = ty + 2;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold1 + (sum));
    }
    {
      const int s = ty + 4;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold2 + (sum));
    }
    {
      const int s = ty + 6;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold3 + (sum));
    }
    {
      const int s = ty + 8;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold4 + (sum));
    }
    {
      const int s = ty + 10;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold5 + (sum));
    }
    {
      const int s = ty + 12;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold6 + (sum));
    }
    {
      const int s = ty + 14;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (0 + s)*(long long)ldc, cold7 + (sum));
    }
  }
  if (col < n) {
    cold0 = __ldcs(c + col + (16 + ty + 0)*(long long)ldc);
    cold1 = __ldcs(c + col + (16 + ty + 2)*(long long)ldc);
    cold2 = __ldcs(c + col + (16 + ty + 4)*(long long)ldc);
    cold3 = __ldcs(c + col + (16 + ty + 6)*(long long)ldc);
    cold4 = __ldcs(c + col + (16 + ty + 8)*(long long)ldc);
    cold5 = __ldcs(c + col + (16 + ty + 10)*(long long)ldc);
    cold6 = __ldcs(c + col + (16 + ty + 12)*(long long)ldc);
    cold7 = __ldcs(c + col + (16 + ty + 14)*(long long)ldc);
  }
  {
    double p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0, p4 = 0.0, p5 = 0.0, p6 = 0.0, p7 = 0.0, p8 = 0.0, p9 = 0.0, p10 = 0.0, p11 = 0.0, p12 = 0.0, p13 = 0.0, p14 = 0.0, p15 = 0.0;
    if (ty == 0) {
      p0 = -0.7500000000000002*v23;
      p1 = 2.661895003862226*v23;
      p2 = 0.3381049961377754*v24;
      p3 = -0.7500000000000002*v24;
      p4 = 2.661895003862226*v24;
      p5 = 0.3381049961377754*v25;
      p6 = -0.7500000000000002*v25;
      p7 = 2.661895003862226*v25;
      p8 = 0.3381049961377754*v26;
      p9 = -0.7500000000000002*v26;
      p10 = 2.661895003862226*v26;
      p11 = -2.661895003862226*v9;
      p12 = -2.661895003862226*v10;
      p13 = -2.661895003862226*v11;
      p14 = 0.7500000000000002*v9;
      p15 = 0.7500000000000002*v10;
    }
    else if (ty == 1) {
      p0 = 0.7500000000000002*v14;
      p1 = -0.3381049961377754*v14;
      p2 = -2.661895003862226*v15;
      p3 = 0.7500000000000002*v15;
      p4 = -0.3381049961377754*v15;
      p5 = -2.661895003862226*v16;
      p6 = 0.7500000000000002*v16;
      p7 = -0.3381049961377754*v16;
      p8 = -2.661895003862226*v17;
      p9 = 0.7500000000000002*v17;
      p10 = -0.3381049961377754*v17;
      p11 = 0.3381049961377754*v0;
      p12 = 0.3381049961377754*v1;
      p13 = 0.3381049961377754*v2;
      p14 = -0.7500000000000002*v0;
      p15 = -0.7500000000000002*v1;
    }
    partial[(32 + ty*16 + 0)*32 + tx] = p0;
    partial[(32 + ty*16 + 1)*32 + tx] = p1;
    partial[(32 + ty*16 + 2)*32 + tx] = p2;
    partial[(32 + ty*16 + 3)*32 + tx] = p3;
    partial[(32 + ty*16 + 4)*32 + tx] = p4;
    partial[(32 + ty*16 + 5)*32 + tx] = p5;
    partial[(32 + ty*16 + 6)*32 + tx] = p6;
    partial[(32 + ty*16 + 7)*32 + tx] = p7;
    partial[(32 + ty*16 + 8)*32 + tx] = p8;
    partial[(32 + ty*16 + 9)*32 + tx] = p9;
    partial[(32 + ty*16 + 10)*32 + tx] = p10;
    partial[(32 + ty*16 + 11)*32 + tx] = p11;
    partial[(32 + ty*16 + 12)*32 + tx] = p12;
    partial[(32 + ty*16 + 13)*32 + tx] = p13;
    partial[(32 + ty*16 + 14)*32 + tx] = p14;
    partial[(32 + ty*16 + 15)*32 + tx] = p15;
  }
  __syncthreads();
  if (col < n) {
    {
      const int s = ty + 0;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold0 + (sum));
    }
    {
      const int s = ty + 2;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold1 + (sum));
    }
    {
      const int s = ty + 4;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold2 + (sum));
    }
    {
      const int s = ty + 6;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold3 + (sum));
    }
    {
      const int s = ty + 8;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold4 + (sum));
    }
    {
      const int s = ty + 10;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold5 + (sum));
    }
    {
      const int s = ty + 12;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold6 + (sum));
    }
    {
      const int s = ty + 14;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (16 + s)*(long long)ldc, cold7 + (sum));
    }
  }
  if (col < n) {
    cold0 = __ldcs(c + col + (32 + ty + 0)*(long long)ldc);
    cold1 = __ldcs(c + col + (32 + ty + 2)*(long long)ldc);
    cold2 = __ldcs(c + col + (32 + ty + 4)*(long long)ldc);
    cold3 = __ldcs(c + col + (32 + ty + 6)*(long long)ldc);
    cold4 = __ldcs(c + col + (32 + ty + 8)*(long long)ldc);
    cold5 = __ldcs(c + col + (32 + ty + 10)*(long long)ldc);
    cold6 = __ldcs(c + col + (32 + ty + 12)*(long long)ldc);
    cold7 = __ldcs(c + col + (32 + ty + 14)*(long long)ldc);
  }
  {
    double p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0, p4 = 0.0, p5 = 0.0, p6 = 0.0, p7 = 0.0, p8 = 0.0, p9 = 0.0, p10 = 0.0, p11 = 0.0, p12 = 0.0, p13 = 0.0, p14 = 0.0, p15 = 0.0;
    if (ty == 0) {
      p0 = 0.7500000000000002*v11;
      p1 = -0.3381049961377754*v9;
      p2 = -0.3381049961377754*v10;
      p3 = -0.3381049961377754*v11;
      p4 = -2.661895003862226*v12;
      p5 = -2.661895003862226*v13;
      p6 = -2.661895003862226*v14;
      p7 = 0.7500000000000002*v12;
      p8 = 0.7500000000000002*v13;
      p9 = 0.7500000000000002*v14;
      p10 = -0.3381049961377754*v12;
      p11 = -0.3381049961377754*v13;
      p12 = -0.3381049961377754*v14;
      p13 = -2.661895003862226*v15;
      p14 = -2.661895003862226*v16;
      p15 = -2.661895003862226*v17;
    }
    else if (ty == 1) {
      p0 = -0.7500000000000002*v2;
      p1 = 2.661895003862226*v0;
      p2 = 2.661895003862226*v1;
      p3 = 2.661895003862226*v2;
      p4 = 0.3381049961377754*v3;
      p5 = 0.3381049961377754*v4;
      p6 = 0.3381049961377754*v5;
      p7 = -0.7500000000000002*v3;
      p8 = -0.7500000000000002*v4;
      p9 = -0.7500000000000002*v5;
      p10 = 2.661895003862226*v3;
      p11 = 2.661895003862226*v4;
      p12 = 2.661895003862226*v5;
      p13 = 0.3381049961377754*v6;
      p14 = 0.3381049961377754*v7;
      p15 = 0.3381049961377754*v8;
    }
    partial[(0 + ty*16 + 0)*32 + tx] = p0;
    partial[(0 + ty*16 + 1)*32 + tx] = p1;
    partial[(0 + ty*16 + 2)*32 + tx] = p2;
    partial[(0 + ty*16 + 3)*32 + tx] = p3;
    partial[(0 + ty*16 + 4)*32 + tx] = p4;
    partial[(0 + ty*16 + 5)*32 + tx] = p5;
    partial[(0 + ty*16 + 6)*32 + tx] = p6;
    partial[(0 + ty*16 + 7)*32 + tx] = p7;
    partial[(0 + ty*16 + 8)*32 + tx] = p8;
    partial[(0 + ty*16 + 9)*32 + tx] = p9;
    partial[(0 + ty*16 + 10)*32 + tx] = p10;
    partial[(0 + ty*16 + 11)*32 + tx] = p11;
    partial[(0 + ty*16 + 12)*32 + tx] = p12;
    partial[(0 + ty*16 + 13)*32 + tx] = p13;
    partial[(0 + ty*16 + 14)*32 + tx] = p14;
    partial[(0 + ty*16 + 15)*32 + tx] = p15;
  }
  __syncthreads();
  if (col < n) {
    {
      const int s = ty + 0;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold0 + (sum));
    }
    {
      const int s = ty + 2;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold1 + (sum));
    }
    {
      const int s = ty + 4;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold2 + (sum));
    }
    {
      const int s = ty + 6;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold3 + (sum));
    }
    {
      const int s = ty + 8;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold4 + (sum));
    }
    {
      const int s = ty + 10;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold5 + (sum));
    }
    {
      const int s = ty + 12;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold6 + (sum));
    }
    {
      const int s = ty + 14;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (32 + s)*(long long)ldc, cold7 + (sum));
    }
  }
  if (col < n) {
    cold0 = __ldcs(c + col + (48 + ty + 0)*(long long)ldc);
    cold1 = __ldcs(c + col + (48 + ty + 2)*(long long)ldc);
    cold2 = __ldcs(c + col + (48 + ty + 4)*(long long)ldc);
    cold3 = __ldcs(c + col + (48 + ty + 6)*(long long)ldc);
    cold4 = __ldcs(c + col + (48 + ty + 8)*(long long)ldc);
    cold5 = __ldcs(c + col + (48 + ty + 10)*(long long)ldc);
    cold6 = __ldcs(c + col + (48 + ty + 12)*(long long)ldc);
    cold7 = __ldcs(c + col + (48 + ty + 14)*(long long)ldc);
  }
  {
    double p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0, p4 = 0.0, p5 = 0.0, p6 = 0.0, p7 = 0.0, p8 = 0.0, p9 = 0.0, p10 = 0.0, p11 = 0.0, p12 = 0.0, p13 = 0.0, p14 = 0.0, p15 = 0.0;
    if (ty == 0) {
      p0 = 0.7500000000000002*v15;
      p1 = 0.7500000000000002*v16;
      p2 = 0.7500000000000002*v17;
      p3 = -0.3381049961377754*v15;
      p4 = -0.3381049961377754*v16;
      p5 = -0.3381049961377754*v17;
      p6 = -2.661895003862226*v0;
      p7 = -2.661895003862226*v1;
      p8 = -2.661895003862226*v2;
      p9 = -2.661895003862226*v3;
      p10 = -2.661895003862226*v4;
      p11 = -2.661895003862226*v5;
      p12 = -2.661895003862226*v6;
      p13 = -2.661895003862226*v7;
      p14 = -2.661895003862226*v8;
      p15 = 0.7500000000000002*v0;
    }
    else if (ty == 1) {
      p0 = -0.7500000000000002*v6;
      p1 = -0.7500000000000002*v7;
      p2 = -0.7500000000000002*v8;
      p3 = 2.661895003862226*v6;
      p4 = 2.661895003862226*v7;
      p5 = 2.661895003862226*v8;
      p6 = 0.3381049961377754*v18;
      p7 = 0.3381049961377754*v19;
      p8 = 0.3381049961377754*v20;
      p9 = 0.3381049961377754*v21;
      p10 = 0.3381049961377754*v22;
      p11 = 0.3381049961377754*v23;
      p12 = 0.3381049961377754*v24;
      p13 = 0.3381049961377754*v25;
      p14 = 0.3381049961377754*v26;
      p15 = -0.7500000000000002*v18;
    }
    partial[(32 + ty*16 + 0)*32 + tx] = p0;
    partial[(32 + ty*16 + 1)*32 + tx] = p1;
    partial[(32 + ty*16 + 2)*32 + tx] = p2;
    partial[(32 + ty*16 + 3)*32 + tx] = p3;
    partial[(32 + ty*16 + 4)*32 + tx] = p4;
    partial[(32 + ty*16 + 5)*32 + tx] = p5;
    partial[(32 + ty*16 + 6)*32 + tx] = p6;
    partial[(32 + ty*16 + 7)*32 + tx] = p7;
    partial[(32 + ty*16 + 8)*32 + tx] = p8;
    partial[(32 + ty*16 + 9)*32 + tx] = p9;
    partial[(32 + ty*16 + 10)*32 + tx] = p10;
    partial[(32 + ty*16 + 11)*32 + tx] = p11;
    partial[(32 + ty*16 + 12)*32 + tx] = p12;
    partial[(32 + ty*16 + 13)*32 + tx] = p13;
    partial[(32 + ty*16 + 14)*32 + tx] = p14;
    partial[(32 + ty*16 + 15)*32 + tx] = p15;
  }
  __syncthreads();
  if (col < n) {
    {
      const int s = ty + 0;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold0 + (sum));
    }
    {
      const int s = ty + 2;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold1 + (sum));
    }
    {
      const int s = ty + 4;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold2 + (sum));
    }
    {
      const int s = ty + 6;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold3 + (sum));
    }
    {
      const int s = ty + 8;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold4 + (sum));
    }
    {
      const int s = ty + 10;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold5 + (sum));
    }
    {
      const int s = ty + 12;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold6 + (sum));
    }
    {
      const int s = ty + 14;
      const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
      __stcs(c + col + (48 + s)*(long long)ldc, cold7 + (sum));
    }
  }
  if (col < n) {
    cold0 = __ldcs(c + col + (64 + ty + 0)*(long long)ldc);
    cold1 = __ldcs(c + col + (64 + ty + 2)*(long long)ldc);
    cold2 = __ldcs(c + col + (64 + ty + 4)*(long long)ldc);
    cold3 = __ldcs(c + col + (64 + ty + 6)*(long long)ldc);
    cold4 = __ldcs(c + col + (64 + ty + 8)*(long long)ldc);
    cold5 = __ldcs(c + col + (64 + ty + 10)*(long long)ldc);
    cold6 = __ldcs(c + col + (64 + ty + 12)*(long long)ldc);
    cold7 = __ldcs(c + col + (64 + ty + 14)*(long long)ldc);
  }
  {
    double p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0, p4 = 0.0, p5 = 0.0, p6 = 0.0, p7 = 0.0, p8 = 0.0, p9 = 0.0, p10 = 0.0, p11 = 0.0, p12 = 0.0, p13 = 0.0, p14 = 0.0, p15 = 0.0;
    if (ty == 0) {
      p0 = 0.7500000000000002*v1;
      p1 = 0.7500000000000002*v2;
      p2 = 0.7500000000000002*v3;
      p3 = 0.7500000000000002*v4;
      p4 = 0.7500000000000002*v5;
      p5 = 0.7500000000000002*v6;
      p6 = 0.7500000000000002*v7;
      p7 = 0.7500000000000002*v8;
      p8 = -0.3381049961377754*v0;
      p9 = -0.3381049961377754*v1;
      p10 = -0.3381049961377754*v2;
      p11 = -0.3381049961377754*v3;
      p12 = -0.3381049961377754*v4;
      p13 = -0.3381049961377754*v5;
      p14 = -0.3381049961377754*v6;
      p15 = -0.3381049961377754*v7;
    }
    else if (ty == 1) {
      p0 = -0.7500000000000002*v19;
      p1 = -0.7500000000000002*v20;
      p2 = -0.7500000000000002*v21;
      p3 = -0.7500000000000002*v22;
      p4 = -0.7500000000000002*v23;
      p5 = -0.7500000000000002*v24;
      p6 = -0.7500000000000002*v25;
      p7 = -0.7500000000000002*v26;
      p8 = 2.661895003862226*v18;
      p9 = 2.661895003862226*v19;
      p10 = 2.661895003862226*v20;
      p11 = 2.661895003862226*v21;
      p12 = 2.661895003862226*v22;
      p13 = 2.661895003862226*v23;
      p14 = 2.661895003862226*v24;
      p15 = 2.661895003862226*v25;
    }
    partial[(0 + ty*16 + 0)*32 + tx] = p0;
    partial[(0 + ty*16 + 1)*32 + tx] = p1;
    partial[(0 + ty*16 + 2)*32 + tx] = p2;
    partial[(0 + ty*16 + 3)*32 + tx] = p3;
    partial[(0 + ty*16 + 4)*32 + tx] = p4;
    partial[(0 + ty*16 + 5)*32 + tx] = p5;
    partial[(0 + ty*16 + 6)*32 + tx] = p6;
    partial[(0 + ty*16 + 7)*32 + tx] = p7;
    partial[(0 + ty*16 + 8)*32 + tx] = p8;
    partial[(0 + ty*16 + 9)*32 + tx] = p9;
    partial[(0 + ty*16 + 10)*32 + tx] = p10;
    partial[(0 + ty*16 + 11)*32 + tx] = p11;
    partial[(0 + ty*16 + 12)*32 + tx] = p12;
    partial[(0 + ty*16 + 13)*32 + tx] = p13;
    partial[(0 + ty*16 + 14)*32 + tx] = p14;
    partial[(0 + ty*16 + 15)*32 + tx] = p15;
  }
  __syncthreads();
  if (col < n) {
    {
      const int s = ty + 0;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold0 + (sum));
    }
    {
      const int s = ty + 2;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold1 + (sum));
    }
    {
      const int s = ty + 4;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold2 + (sum));
    }
    {
      const int s = ty + 6;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold3 + (sum));
    }
    {
      const int s = ty + 8;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold4 + (sum));
    }
    {
      const int s = ty + 10;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold5 + (sum));
    }
    {
      const int s = ty + 12;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold6 + (sum));
    }
    {
      const int s = ty + 14;
      const double sum = partial[(0 + s)*32 + tx] + partial[(16 + s)*32 + tx];
      __stcs(c + col + (64 + s)*(long long)ldc, cold7 + (sum));
    }
  }
  if (col < n) {
    if (ty + 0 < 1) cold0 = __ldcs(c + col + (80 + ty + 0)*(long long)ldc);
  }
  {
    double p0 = 0.0;
    if (ty == 0) {
      p0 = -0.3381049961377754*v8;
    }
    else if (ty == 1) {
      p0 = 2.661895003862226*v26;
    }
    partial[(32 + ty*16 + 0)*32 + tx] = p0;
  }
  __syncthreads();
  if (col < n) {
    {
      const int s = ty + 0;
      if (s < 1) {
        const double sum = partial[(32 + s)*32 + tx] + partial[(48 + s)*32 + tx];
        __stcs(c + col + (80 + s)*(long long)ldc, cold0 + (sum));
      }
    }
  }
}
