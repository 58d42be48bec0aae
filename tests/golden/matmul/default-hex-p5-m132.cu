// gimmikc: matmul row-split for operators/pyfr/hex-gl-p5-m132.mtx (216 x 648, 3888 nonzeros), f64, alpha 1.0, beta 0.0, n at run time
extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long col = (long long)blockIdx.x*32 + tx;
  const long long load_col = col < n ? col : n - 1;
  double acc0 = 0.0, acc1 = 0.0, acc2 = 0.0, acc3 = 0.0, acc4 = 0.0, acc5 = 0.0, acc6 = 0.0, acc7 = 0.0, acc8 = 0.0, acc9 = 0.0, acc10 = 0.0, acc11 = 0.0, acc12 = 0.0, acc13 = 0.0, acc14 = 0.0, acc15 = 0.0, acc16 = 0.0, acc17 = 0.0, acc18 = 0.0, acc19 = 0.0, acc20 = 0.0, acc21 = 0.0, acc22 = 0.0, acc23 = 0.0, acc24 = 0.0, acc25 = 0.0, acc26 = 0.0, acc27 = 0.0, acc28 = 0.0, acc29 = 0.0, acc30 = 0.0, acc31 = 0.0, acc32 = 0.0, acc33 = 0.0, acc34 = 0.0, acc35 = 0.0, acc36 = 0.0, acc37 = 0.0, acc38 = 0.0, acc39 = 0.0, acc40 = 0.0, acc41 = 0.0, acc42 = 0.0, acc43 = 0.0, acc44 = 0.0, acc45 = 0.0, acc46 = 0.0, acc47 = 0.0, acc48 = 0.0, acc49 = 0.0, acc50 = 0.0, acc51 = 0.0, acc52 = 0.0, acc53 = 0.0;
  double next0 = 0.0, next1 = 0.0, next2 = 0.0, next3 = 0.0;
  if (ty == 0) {
    next0 = *(b + load_col);
    next1 = *(b + load_col + 4*(long long)ldb);
    next2 = *(b + load_col + 8*(long long)ldb);
    next3 = *(b + load_col + 12*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + (long long)ldb);
    next1 = *(b + load_col + 5*(long long)ldb);
    next2 = *(b + load_col + 9*(long long)ldb);
    next3 = *(b + load_col + 13*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 2*(long long)ldb);
    next1 = *(b + load_col + 6*(long long)ldb);
    next2 = *(b + load_col + 10*(long long)ldb);
    next3 = *(b + load_col + 14*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 3*(long long)ldb);
    next1 = *(b + load_col + 7*(long long)ldb);
    next2 = *(b + load_col + 11*(long long)ldb);
    next3 = *(b + load_col + 15*(long long)ldb);
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 16*(long long)ldb);
    next1 = *(b + load_col + 20*(long long)ldb);
    next2 = *(b + load_col + 24*(long long)ldb);
    next3 = *(b + load_col + 28*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 17*(long long)ldb);
    next1 = *(b + load_col + 21*(long long)ldb);
    next2 = *(b + load_col + 25*(long long)ldb);
    next3 = *(b + load_col + 29*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 18*(long long)ldb);
    next1 = *(b + load_col + 22*(long long)ldb);
    next2 = *(b + load_col + 26*(long long)ldb);
    next3 = *(b + load_col + 30*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 19*(long long)ldb);
    next1 = *(b + load_col + 23*(long long)ldb);
    next2 = *(b + load_col + 27*(long long)ldb);
    next3 = *(b + load_col + 31*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b0 = smem[(0 + 0)*32 + tx];
    acc0 = 7.1453271317716185*b0;
    acc1 = 0.8979876796237861*b0;
    const double b1 = smem[(0 + 1)*32 + tx];
    acc0 += 2.575982076996554*b1;
    acc1 -= 0.7561901119888452*b1;
    const double b2 = smem[(0 + 2)*32 + tx];
    acc0 -= 0.8860206856419355*b2;
    acc1 += 0.9777348180224332*b2;
    const double b3 = smem[(0 + 3)*32 + tx];
    acc0 += 0.5249523313677305*b3;
    acc1 -= 2.081907542663135*b3;
    const double b4 = smem[(0 + 4)*32 + tx];
    acc0 -= 0.4384579773005155*b4;
    acc1 -= 1.1748522810340918*b4;
    const double b5 = smem[(0 + 5)*32 + tx];
    acc0 += 0.5362105595776853*b5;
    acc1 += 5.275762531033065*b5;
    const double b6 = smem[(0 + 6)*32 + tx];
    acc2 = 2.3443612950707027*b6;
    const double b7 = smem[(0 + 7)*32 + tx];
    acc2 -= 2.689674451697881*b7;
    const double b8 = smem[(0 + 8)*32 + tx];
    acc2 += 0.25302627870932703*b8;
    const double b9 = smem[(0 + 9)*32 + tx];
    acc2 += 2.0953889257910308*b9;
    const double b10 = smem[(0 + 10)*32 + tx];
    acc2 -= 1.263162895892314*b10;
    const double b11 = smem[(0 + 11)*32 + tx];
    acc2 += 1.3889945769426286*b11;
    const double b12 = smem[(0 + 12)*32 + tx];
    acc3 = 7.1453271317716185*b12;
    acc4 = 0.8979876796237861*b12;
    const double b13 = smem[(0 + 13)*32 + tx];
    acc3 += 2.575982076996554*b13;
    acc4 -= 0.7561901119888452*b13;
    const double b14 = smem[(0 + 14)*32 + tx];
    acc3 -= 0.8860206856419355*b14;
    acc4 += 0.9777348180224332*b14;
    const double b15 = smem[(0 + 15)*32 + tx];
    acc3 += 0.5249523313677305*b15;
    acc4 -= 2.081907542663135*b15;
  }
  else if (ty == 1) {
    const double b0 = smem[(0 + 0)*32 + tx];
    acc0 = -5.275762531033065*b0;
    acc1 = -0.5362105595776853*b0;
    const double b1 = smem[(0 + 1)*32 + tx];
    acc0 += 1.1748522810340918*b1;
    acc1 += 0.4384579773005155*b1;
    const double b2 = smem[(0 + 2)*32 + tx];
    acc0 += 2.081907542663135*b2;
    acc1 -= 0.5249523313677305*b2;
    const double b3 = smem[(0 + 3)*32 + tx];
    acc0 -= 0.9777348180224332*b3;
    acc1 += 0.8860206856419355*b3;
    const double b4 = smem[(0 + 4)*32 + tx];
    acc0 += 0.7561901119888452*b4;
    acc1 -= 2.575982076996554*b4;
    const double b5 = smem[(0 + 5)*32 + tx];
    acc0 -= 0.8979876796237861*b5;
    acc1 -= 7.1453271317716185*b5;
    const double b6 = smem[(0 + 6)*32 + tx];
    acc2 = -1.3889945769426286*b6;
    const double b7 = smem[(0 + 7)*32 + tx];
    acc2 += 1.263162895892314*b7;
    const double b8 = smem[(0 + 8)*32 + tx];
    acc2 -= 2.0953889257910308*b8;
    const double b9 = smem[(0 + 9)*32 + tx];
    acc2 -= 0.25302627870932703*b9;
    const double b10 = smem[(0 + 10)*32 + tx];
    acc2 += 2.689674451697881*b10;
    const double b11 = smem[(0 + 11)*32 + tx];
    acc2 -= 2.3443612950707027*b11;
    const double b12 = smem[(0 + 12)*32 + tx];
    acc3 = -5.275762531033065*b12;
    acc4 = -0.5362105595776853*b12;
    const double b13 = smem[(0 + 13)*32 + tx];
    acc3 += 1.1748522810340918*b13;
    acc4 += 0.4384579773005155*b13;
    const double b14 = smem[(0 + 14)*32 + tx];
    acc3 += 2.081907542663135*b14;
    acc4 -= 0.5249523313677305*b14;
    const double b15 = smem[(0 + 15)*32 + tx];
    acc3 -= 0.9777348180224332*b15;
    acc4 += 0.8860206856419355*b15;
  }
  else if (ty == 2) {
    const double b0 = smem[(0 + 0)*32 + tx];
    acc0 = 2.3443612950707027*b0;
    const double b1 = smem[(0 + 1)*32 + tx];
    acc0 -= 2.689674451697881*b1;
    const double b2 = smem[(0 + 2)*32 + tx];
    acc0 += 0.25302627870932703*b2;
    const double b3 = smem[(0 + 3)*32 + tx];
    acc0 += 2.0953889257910308*b3;
    const double b4 = smem[(0 + 4)*32 + tx];
    acc0 -= 1.263162895892314*b4;
    const double b5 = smem[(0 + 5)*32 + tx];
    acc0 += 1.3889945769426286*b5;
    const double b6 = smem[(0 + 6)*32 + tx];
    acc1 = 7.1453271317716185*b6;
    acc2 = 0.8979876796237861*b6;
    const double b7 = smem[(0 + 7)*32 + tx];
    acc1 += 2.575982076996554*b7;
    acc2 -= 0.7561901119888452*b7;
    const double b8 = smem[(0 + 8)*32 + tx];
    acc1 -= 0.8860206856419355*b8;
    acc2 += 0.9777348180224332*b8;
    const double b9 = smem[(0 + 9)*32 + tx];
    acc1 += 0.5249523313677305*b9;
    acc2 -= 2.081907542663135*b9;
    const double b10 = smem[(0 + 10)*32 + tx];
    acc1 -= 0.4384579773005155*b10;
    acc2 -= 1.1748522810340918*b10;
    const double b11 = smem[(0 + 11)*32 + tx];
    acc1 += 0.5362105595776853*b11;
    acc2 += 5.275762531033065*b11;
    const double b12 = smem[(0 + 12)*32 + tx];
    acc3 = 2.3443612950707027*b12;
    const double b13 = smem[(0 + 13)*32 + tx];
    acc3 -= 2.689674451697881*b13;
    const double b14 = smem[(0 + 14)*32 + tx];
    acc3 += 0.25302627870932703*b14;
    const double b15 = smem[(0 + 15)*32 + tx];
    acc3 += 2.0953889257910308*b15;
  }
  else if (ty == 3) {
    const double b0 = smem[(0 + 0)*32 + tx];
    acc0 = -1.3889945769426286*b0;
    const double b1 = smem[(0 + 1)*32 + tx];
    acc0 += 1.263162895892314*b1;
    const double b2 = smem[(0 + 2)*32 + tx];
    acc0 -= 2.0953889257910308*b2;
    const double b3 = smem[(0 + 3)*32 + tx];
    acc0 -= 0.25302627870932703*b3;
    const double b4 = smem[(0 + 4)*32 + tx];
    acc0 += 2.689674451697881*b4;
    const double b5 = smem[(0 + 5)*32 + tx];
    acc0 -= 2.3443612950707027*b5;
    const double b6 = smem[(0 + 6)*32 + tx];
    acc1 = -5.275762531033065*b6;
    acc2 = -0.5362105595776853*b6;
    const double b7 = smem[(0 + 7)*32 + tx];
    acc1 += 1.1748522810340918*b7;
    acc2 += 0.4384579773005155*b7;
    const double b8 = smem[(0 + 8)*32 + tx];
    acc1 += 2.081907542663135*b8;
    acc2 -= 0.5249523313677305*b8;
    const double b9 = smem[(0 + 9)*32 + tx];
    acc1 -= 0.9777348180224332*b9;
    acc2 += 0.8860206856419355*b9;
    const double b10 = smem[(0 + 10)*32 + tx];
    acc1 += 0.7561901119888452*b10;
    acc2 -= 2.575982076996554*b10;
    const double b11 = smem[(0 + 11)*32 + tx];
    acc1 -= 0.8979876796237861*b11;
    acc2 -= 7.1453271317716185*b11;
    const double b12 = smem[(0 + 12)*32 + tx];
    acc3 = -1.3889945769426286*b12;
    const double b13 = smem[(0 + 13)*32 + tx];
    acc3 += 1.263162895892314*b13;
    const double b14 = smem[(0 + 14)*32 + tx];
    acc3 -= 2.0953889257910308*b14;
    const double b15 = smem[(0 + 15)*32 + tx];
    acc3 -= 0.25302627870932703*b15;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 32*(long long)ldb);
    next1 = *(b + load_col + 36*(long long)ldb);
    next2 = *(b + load_col + 40*(long long)ldb);
    next3 = *(b + load_col + 44*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 33*(long long)ldb);
    next1 = *(b + load_col + 37*(long long)ldb);
    next2 = *(b + load_col + 41*(long long)ldb);
    next3 = *(b + load_col + 45*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 34*(long long)ldb);
    next1 = *(b + load_col + 38*(long long)ldb);
    next2 = *(b + load_col + 42*(long long)ldb);
    next3 = *(b + load_col + 46*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 35*(long long)ldb);
    next1 = *(b + load_col + 39*(long long)ldb);
    next2 = *(b + load_col + 43*(long long)ldb);
    next3 = *(b + load_col + 47*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b16 = smem[(16 + 0)*32 + tx];
    acc3 -= 0.4384579773005155*b16;
    acc4 -= 1.1748522810340918*b16;
    const double b17 = smem[(16 + 1)*32 + tx];
    acc3 += 0.5362105595776853*b17;
    acc4 += 5.275762531033065*b17;
    const double b18 = smem[(16 + 2)*32 + tx];
    acc5 = 2.3443612950707027*b18;
    const double b19 = smem[(16 + 3)*32 + tx];
    acc5 -= 2.689674451697881*b19;
    const double b20 = smem[(16 + 4)*32 + tx];
    acc5 += 0.25302627870932703*b20;
    const double b21 = smem[(16 + 5)*32 + tx];
    acc5 += 2.0953889257910308*b21;
    const double b22 = smem[(16 + 6)*32 + tx];
    acc5 -= 1.263162895892314*b22;
    const double b23 = smem[(16 + 7)*32 + tx];
    acc5 += 1.3889945769426286*b23;
    const double b24 = smem[(16 + 8)*32 + tx];
    acc6 = 7.1453271317716185*b24;
    acc7 = 0.8979876796237861*b24;
    const double b25 = smem[(16 + 9)*32 + tx];
    acc6 += 2.575982076996554*b25;
    acc7 -= 0.7561901119888452*b25;
    const double b26 = smem[(16 + 10)*32 + tx];
    acc6 -= 0.8860206856419355*b26;
    acc7 += 0.9777348180224332*b26;
    const double b27 = smem[(16 + 11)*32 + tx];
    acc6 += 0.5249523313677305*b27;
    acc7 -= 2.081907542663135*b27;
    const double b28 = smem[(16 + 12)*32 + tx];
    acc6 -= 0.4384579773005155*b28;
    acc7 -= 1.1748522810340918*b28;
    const double b29 = smem[(16 + 13)*32 + tx];
    acc6 += 0.5362105595776853*b29;
    acc7 += 5.275762531033065*b29;
    const double b30 = smem[(16 + 14)*32 + tx];
    acc8 = 2.3443612950707027*b30;
    const double b31 = smem[(16 + 15)*32 + tx];
    acc8 -= 2.689674451697881*b31;
  }
  else if (ty == 1) {
    const double b16 = smem[(16 + 0)*32 + tx];
    acc3 += 0.7561901119888452*b16;
    acc4 -= 2.575982076996554*b16;
    const double b17 = smem[(16 + 1)*32 + tx];
    acc3 -= 0.8979876796237861*b17;
    acc4 -= 7.1453271317716185*b17;
    const double b18 = smem[(16 + 2)*32 + tx];
    acc5 = -1.3889945769426286*b18;
    const double b19 = smem[(16 + 3)*32 + tx];
    acc5 += 1.263162895892314*b19;
    const double b20 = smem[(16 + 4)*32 + tx];
    acc5 -= 2.0953889257910308*b20;
    const double b21 = smem[(16 + 5)*32 + tx];
    acc5 -= 0.25302627870932703*b21;
    const double b22 = smem[(16 + 6)*32 + tx];
    acc5 += 2.689674451697881*b22;
    const double b23 = smem[(16 + 7)*32 + tx];
    acc5 -= 2.3443612950707027*b23;
    const double b24 = smem[(16 + 8)*32 + tx];
    acc6 = -5.275762531033065*b24;
    acc7 = -0.5362105595776853*b24;
    const double b25 = smem[(16 + 9)*32 + tx];
    acc6 += 1.1748522810340918*b25;
    acc7 += 0.4384579773005155*b25;
    const double b26 = smem[(16 + 10)*32 + tx];
    acc6 += 2.081907542663135*b26;
    acc7 -= 0.5249523313677305*b26;
    const double b27 = smem[(16 + 11)*32 + tx];
    acc6 -= 0.9777348180224332*b27;
    acc7 += 0.8860206856419355*b27;
    const double b28 = smem[(16 + 12)*32 + tx];
    acc6 += 0.7561901119888452*b28;
    acc7 -= 2.575982076996554*b28;
    const double b29 = smem[(16 + 13)*32 + tx];
    acc6 -= 0.8979876796237861*b29;
    acc7 -= 7.1453271317716185*b29;
    const double b30 = smem[(16 + 14)*32 + tx];
    acc8 = -1.3889945769426286*b30;
    const double b31 = smem[(16 + 15)*32 + tx];
    acc8 += 1.263162895892314*b31;
  }
  else if (ty == 2) {
    const double b16 = smem[(16 + 0)*32 + tx];
    acc3 -= 1.263162895892314*b16;
    const double b17 = smem[(16 + 1)*32 + tx];
    acc3 += 1.3889945769426286*b17;
    const double b18 = smem[(16 + 2)*32 + tx];
    acc4 = 7.1453271317716185*b18;
    acc5 = 0.8979876796237861*b18;
    const double b19 = smem[(16 + 3)*32 + tx];
    acc4 += 2.575982076996554*b19;
    acc5 -= 0.7561901119888452*b19;
    const double b20 = smem[(16 + 4)*32 + tx];
    acc4 -= 0.8860206856419355*b20;
    acc5 += 0.9777348180224332*b20;
    const double b21 = smem[(16 + 5)*32 + tx];
    acc4 += 0.5249523313677305*b21;
    acc5 -= 2.081907542663135*b21;
    const double b22 = smem[(16 + 6)*32 + tx];
    acc4 -= 0.4384579773005155*b22;
    acc5 -= 1.1748522810340918*b22;
    const double b23 = smem[(16 + 7)*32 + tx];
    acc4 += 0.5362105595776853*b23;
    acc5 += 5.275762531033065*b23;
    const double b24 = smem[(16 + 8)*32 + tx];
    acc6 = 2.3443612950707027*b24;
    const double b25 = smem[(16 + 9)*32 + tx];
    acc6 -= 2.689674451697881*b25;
    const double b26 = smem[(16 + 10)*32 + tx];
    acc6 += 0.25302627870932703*b26;
    const double b27 = smem[(16 + 11)*32 + tx];
    acc6 += 2.0953889257910308*b27;
    const double b28 = smem[(16 + 12)*32 + tx];
    acc6 -= 1.263162895892314*b28;
    const double b29 = smem[(16 + 13)*32 + tx];
    acc6 += 1.3889945769426286*b29;
    const double b30 = smem[(16 + 14)*32 + tx];
    acc7 = 7.1453271317716185*b30;
    acc8 = 0.8979876796237861*b30;
    const double b31 = smem[(16 + 15)*32 + tx];
    acc7 += 2.575982076996554*b31;
    acc8 -= 0.7561901119888452*b31;
  }
  else if (ty == 3) {
    const double b16 = smem[(16 + 0)*32 + tx];
    acc3 += 2.689674451697881*b16;
    const double b17 = smem[(16 + 1)*32 + tx];
    acc3 -= 2.3443612950707027*b17;
    const double b18 = smem[(16 + 2)*32 + tx];
    acc4 = -5.275762531033065*b18;
    acc5 = -0.5362105595776853*b18;
    const double b19 = smem[(16 + 3)*32 + tx];
    acc4 += 1.1748522810340918*b19;
    acc5 += 0.4384579773005155*b19;
    const double b20 = smem[(16 + 4)*32 + tx];
    acc4 += 2.081907542663135*b20;
    acc5 -= 0.5249523313677305*b20;
    const double b21 = smem[(16 + 5)*32 + tx];
    acc4 -= 0.9777348180224332*b21;
    acc5 += 0.8860206856419355*b21;
    const double b22 = smem[(16 + 6)*32 + tx];
    acc4 += 0.7561901119888452*b22;
    acc5 -= 2.575982076996554*b22;
    const double b23 = smem[(16 + 7)*32 + tx];
    acc4 -= 0.8979876796237861*b23;
    acc5 -= 7.1453271317716185*b23;
    const double b24 = smem[(16 + 8)*32 + tx];
    acc6 = -1.3889945769426286*b24;
    const double b25 = smem[(16 + 9)*32 + tx];
    acc6 += 1.263162895892314*b25;
    const double b26 = smem[(16 + 10)*32 + tx];
    acc6 -= 2.0953889257910308*b26;
    const double b27 = smem[(16 + 11)*32 + tx];
    acc6 -= 0.25302627870932703*b27;
    const double b28 = smem[(16 + 12)*32 + tx];
    acc6 += 2.689674451697881*b28;
    const double b29 = smem[(16 + 13)*32 + tx];
    acc6 -= 2.3443612950707027*b29;
    const double b30 = smem[(16 + 14)*32 + tx];
    acc7 = -5.275762531033065*b30;
    acc8 = -0.5362105595776853*b30;
    const double b31 = smem[(16 + 15)*32 + tx];
    acc7 += 1.1748522810340918*b31;
    acc8 += 0.4384579773005155*b31;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 48*(long long)ldb);
    next1 = *(b + load_col + 52*(long long)ldb);
    next2 = *(b + load_col + 56*(long long)ldb);
    next3 = *(b + load_col + 60*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 49*(long long)ldb);
    next1 = *(b + load_col + 53*(long long)ldb);
    next2 = *(b + load_col + 57*(long long)ldb);
    next3 = *(b + load_col + 61*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 50*(long long)ldb);
    next1 = *(b + load_col + 54*(long long)ldb);
    next2 = *(b + load_col + 58*(long long)ldb);
    next3 = *(b + load_col + 62*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 51*(long long)ldb);
    next1 = *(b + load_col + 55*(long long)ldb);
    next2 = *(b + load_col + 59*(long long)ldb);
    next3 = *(b + load_col + 63*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b32 = smem[(0 + 0)*32 + tx];
    acc8 += 0.25302627870932703*b32;
    const double b33 = smem[(0 + 1)*32 + tx];
    acc8 += 2.0953889257910308*b33;
    const double b34 = smem[(0 + 2)*32 + tx];
    acc8 -= 1.263162895892314*b34;
    const double b35 = smem[(0 + 3)*32 + tx];
    acc8 += 1.3889945769426286*b35;
    const double b36 = smem[(0 + 4)*32 + tx];
    acc9 = 7.1453271317716185*b36;
    acc10 = 0.8979876796237861*b36;
    const double b37 = smem[(0 + 5)*32 + tx];
    acc9 += 2.575982076996554*b37;
    acc10 -= 0.7561901119888452*b37;
    const double b38 = smem[(0 + 6)*32 + tx];
    acc9 -= 0.8860206856419355*b38;
    acc10 += 0.9777348180224332*b38;
    const double b39 = smem[(0 + 7)*32 + tx];
    acc9 += 0.5249523313677305*b39;
    acc10 -= 2.081907542663135*b39;
    const double b40 = smem[(0 + 8)*32 + tx];
    acc9 -= 0.4384579773005155*b40;
    acc10 -= 1.1748522810340918*b40;
    const double b41 = smem[(0 + 9)*32 + tx];
    acc9 += 0.5362105595776853*b41;
    acc10 += 5.275762531033065*b41;
    const double b42 = smem[(0 + 10)*32 + tx];
    acc11 = 2.3443612950707027*b42;
    const double b43 = smem[(0 + 11)*32 + tx];
    acc11 -= 2.689674451697881*b43;
    const double b44 = smem[(0 + 12)*32 + tx];
    acc11 += 0.25302627870932703*b44;
    const double b45 = smem[(0 + 13)*32 + tx];
    acc11 += 2.0953889257910308*b45;
    const double b46 = smem[(0 + 14)*32 + tx];
    acc11 -= 1.263162895892314*b46;
    const double b47 = smem[(0 + 15)*32 + tx];
    acc11 += 1.3889945769426286*b47;
  }
  else if (ty == 1) {
    const double b32 = smem[(0 + 0)*32 + tx];
    acc8 -= 2.0953889257910308*b32;
    const double b33 = smem[(0 + 1)*32 + tx];
    acc8 -= 0.25302627870932703*b33;
    const double b34 = smem[(0 + 2)*32 + tx];
    acc8 += 2.689674451697881*b34;
    const double b35 = smem[(0 + 3)*32 + tx];
    acc8 -= 2.3443612950707027*b35;
    const double b36 = smem[(0 + 4)*32 + tx];
    acc9 = -5.275762531033065*b36;
    acc10 = -0.5362105595776853*b36;
    const double b37 = smem[(0 + 5)*32 + tx];
    acc9 += 1.1748522810340918*b37;
    acc10 += 0.4384579773005155*b37;
    const double b38 = smem[(0 + 6)*32 + tx];
    acc9 += 2.081907542663135*b38;
    acc10 -= 0.5249523313677305*b38;
    const double b39 = smem[(0 + 7)*32 + tx];
    acc9 -= 0.9777348180224332*b39;
    acc10 += 0.8860206856419355*b39;
    const double b40 = smem[(0 + 8)*32 + tx];
    acc9 += 0.7561901119888452*b40;
    acc10 -= 2.575982076996554*b40;
    const double b41 = smem[(0 + 9)*32 + tx];
    acc9 -= 0.8979876796237861*b41;
    acc10 -= 7.1453271317716185*b41;
    const double b42 = smem[(0 + 10)*32 + tx];
    acc11 = -1.3889945769426286*b42;
    const double b43 = smem[(0 + 11)*32 + tx];
    acc11 += 1.263162895892314*b43;
    const double b44 = smem[(0 + 12)*32 + tx];
    acc11 -= 2.0953889257910308*b44;
    const double b45 = smem[(0 + 13)*32 + tx];
    acc11 -= 0.25302627870932703*b45;
    const double b46 = smem[(0 + 14)*32 + tx];
    acc11 += 2.689674451697881*b46;
    const double b47 = smem[(0 + 15)*32 + tx];
    acc11 -= 2.3443612950707027*b47;
  }
  else if (ty == 2) {
    const double b32 = smem[(0 + 0)*32 + tx];
    acc7 -= 0.8860206856419355*b32;
    acc8 += 0.9777348180224332*b32;
    const double b33 = smem[(0 + 1)*32 + tx];
    acc7 += 0.5249523313677305*b33;
    acc8 -= 2.081907542663135*b33;
    const double b34 = smem[(0 + 2)*32 + tx];
    acc7 -= 0.4384579773005155*b34;
    acc8 -= 1.1748522810340918*b34;
    const double b35 = smem[(0 + 3)*32 + tx];
    acc7 += 0.5362105595776853*b35;
    acc8 += 5.275762531033065*b35;
    const double b36 = smem[(0 + 4)*32 + tx];
    acc9 = 2.3443612950707027*b36;
    const double b37 = smem[(0 + 5)*32 + tx];
    acc9 -= 2.689674451697881*b37;
    const double b38 = smem[(0 + 6)*32 + tx];
    acc9 += 0.25302627870932703*b38;
    const double b39 = smem[(0 + 7)*32 + tx];
    acc9 += 2.0953889257910308*b39;
    const double b40 = smem[(0 + 8)*32 + tx];
    acc9 -= 1.263162895892314*b40;
    const double b41 = smem[(0 + 9)*32 + tx];
    acc9 += 1.3889945769426286*b41;
    const double b42 = smem[(0 + 10)*32 + tx];
    acc10 = 7.1453271317716185*b42;
    acc11 = 0.8979876796237861*b42;
    const double b43 = smem[(0 + 11)*32 + tx];
    acc10 += 2.575982076996554*b43;
    acc11 -= 0.7561901119888452*b43;
    const double b44 = smem[(0 + 12)*32 + tx];
    acc10 -= 0.8860206856419355*b44;
    acc11 += 0.9777348180224332*b44;
    const double b45 = smem[(0 + 13)*32 + tx];
    acc10 += 0.5249523313677305*b45;
    acc11 -= 2.081907542663135*b45;
    const double b46 = smem[(0 + 14)*32 + tx];
    acc10 -= 0.4384579773005155*b46;
    acc11 -= 1.1748522810340918*b46;
    const double b47 = smem[(0 + 15)*32 + tx];
    acc10 += 0.5362105595776853*b47;
    acc11 += 5.275762531033065*b47;
  }
  else if (ty == 3) {
    const double b32 = smem[(0 + 0)*32 + tx];
    acc7 += 2.081907542663135*b32;
    acc8 -= 0.5249523313677305*b32;
    const double b33 = smem[(0 + 1)*32 + tx];
    acc7 -= 0.9777348180224332*b33;
    acc8 += 0.8860206856419355*b33;
    const double b34 = smem[(0 + 2)*32 + tx];
    acc7 += 0.7561901119888452*b34;
    acc8 -= 2.575982076996554*b34;
    const double b35 = smem[(0 + 3)*32 + tx];
    acc7 -= 0.8979876796237861*b35;
    acc8 -= 7.1453271317716185*b35;
    const double b36 = smem[(0 + 4)*32 + tx];
    acc9 = -1.3889945769426286*b36;
    const double b37 = smem[(0 + 5)*32 + tx];
    acc9 += 1.263162895892314*b37;
    const double b38 = smem[(0 + 6)*32 + tx];
    acc9 -= 2.0953889257910308*b38;
    const double b39 = smem[(0 + 7)*32 + tx];
    acc9 -= 0.25302627870932703*b39;
    const double b40 = smem[(0 + 8)*32 + tx];
    acc9 += 2.689674451697881*b40;
    const double b41 = smem[(0 + 9)*32 + tx];
    acc9 -= 2.3443612950707027*b41;
    const double b42 = smem[(0 + 10)*32 + tx];
    acc10 = -5.275762531033065*b42;
    acc11 = -0.5362105595776853*b42;
    const double b43 = smem[(0 + 11)*32 + tx];
    acc10 += 1.1748522810340918*b43;
    acc11 += 0.4384579773005155*b43;
    const double b44 = smem[(0 + 12)*32 + tx];
    acc10 += 2.081907542663135*b44;
    acc11 -= 0.5249523313677305*b44;
    const double b45 = smem[(0 + 13)*32 + tx];
    acc10 -= 0.9777348180224332*b45;
    acc11 += 0.8860206856419355*b45;
    const double b46 = smem[(0 + 14)*32 + tx];
    acc10 += 0.7561901119888452*b46;
    acc11 -= 2.575982076996554*b46;
    const double b47 = smem[(0 + 15)*32 + tx];
    acc10 -= 0.8979876796237861*b47;
    acc11 -= 7.1453271317716185*b47;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 64*(long long)ldb);
    next1 = *(b + load_col + 68*(long long)ldb);
    next2 = *(b + load_col + 72*(long long)ldb);
    next3 = *(b + load_col + 76*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 65*(long long)ldb);
    next1 = *(b + load_col + 69*(long long)ldb);
    next2 = *(b + load_col + 73*(long long)ldb);
    next3 = *(b + load_col + 77*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 66*(long long)ldb);
    next1 = *(b + load_col + 70*(long long)ldb);
    next2 = *(b + load_col + 74*(long long)ldb);
    next3 = *(b + load_col + 78*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 67*(long long)ldb);
    next1 = *(b + load_col + 71*(long long)ldb);
    next2 = *(b + load_col + 75*(long long)ldb);
    next3 = *(b + load_col + 79*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b48 = smem[(16 + 0)*32 + tx];
    acc12 = 7.1453271317716185*b48;
    acc13 = 0.8979876796237861*b48;
    const double b49 = smem[(16 + 1)*32 + tx];
    acc12 += 2.575982076996554*b49;
    acc13 -= 0.7561901119888452*b49;
    const double b50 = smem[(16 + 2)*32 + tx];
    acc12 -= 0.8860206856419355*b50;
    acc13 += 0.9777348180224332*b50;
    const double b51 = smem[(16 + 3)*32 + tx];
    acc12 += 0.5249523313677305*b51;
    acc13 -= 2.081907542663135*b51;
    const double b52 = smem[(16 + 4)*32 + tx];
    acc12 -= 0.4384579773005155*b52;
    acc13 -= 1.1748522810340918*b52;
    const double b53 = smem[(16 + 5)*32 + tx];
    acc12 += 0.5362105595776853*b53;
    acc13 += 5.275762531033065*b53;
    const double b54 = smem[(16 + 6)*32 + tx];
    acc14 = 2.3443612950707027*b54;
    const double b55 = smem[(16 + 7)*32 + tx];
    acc14 -= 2.689674451697881*b55;
    const double b56 = smem[(16 + 8)*32 + tx];
    acc14 += 0.25302627870932703*b56;
    const double b57 = smem[(16 + 9)*32 + tx];
    acc14 += 2.0953889257910308*b57;
    const double b58 = smem[(16 + 10)*32 + tx];
    acc14 -= 1.263162895892314*b58;
    const double b59 = smem[(16 + 11)*32 + tx];
    acc14 += 1.3889945769426286*b59;
    const double b60 = smem[(16 + 12)*32 + tx];
    acc15 = 7.1453271317716185*b60;
    acc16 = 0.8979876796237861*b60;
    const double b61 = smem[(16 + 13)*32 + tx];
    acc15 += 2.575982076996554*b61;
    acc16 -= 0.7561901119888452*b61;
    const double b62 = smem[(16 + 14)*32 + tx];
    acc15 -= 0.8860206856419355*b62;
    acc16 += 0.9777348180224332*b62;
    const double b63 = smem[(16 + 15)*32 + tx];
    acc15 += 0.5249523313677305*b63;
    acc16 -= 2.081907542663135*b63;
  }
  else if (ty == 1) {
    const double b48 = smem[(16 + 0)*32 + tx];
    acc12 = -5.275762531033065*b48;
    acc13 = -0.5362105595776853*b48;
    const double b49 = smem[(16 + 1)*32 + tx];
    acc12 += 1.1748522810340918*b49;
    acc13 += 0.4384579773005155*b49;
    const double b50 = smem[(16 + 2)*32 + tx];
    acc12 += 2.081907542663135*b50;
    acc13 -= 0.5249523313677305*b50;
    const double b51 = smem[(16 + 3)*32 + tx];
    acc12 -= 0.9777348180224332*b51;
    acc13 += 0.8860206856419355*b51;
    const double b52 = smem[(16 + 4)*32 + tx];
    acc12 += 0.7561901119888452*b52;
    acc13 -= 2.575982076996554*b52;
    const double b53 = smem[(16 + 5)*32 + tx];
    acc12 -= 0.8979876796237861*b53;
    acc13 -= 7.1453271317716185*b53;
    const double b54 = smem[(16 + 6)*32 + tx];
    acc14 = -1.3889945769426286*b54;
    const double b55 = smem[(16 + 7)*32 + tx];
    acc14 += 1.263162895892314*b55;
    const double b56 = smem[(16 + 8)*32 + tx];
    acc14 -= 2.0953889257910308*b56;
    const double b57 = smem[(16 + 9)*32 + tx];
    acc14 -= 0.25302627870932703*b57;
    const double b58 = smem[(16 + 10)*32 + tx];
    acc14 += 2.689674451697881*b58;
    const double b59 = smem[(16 + 11)*32 + tx];
    acc14 -= 2.3443612950707027*b59;
    const double b60 = smem[(16 + 12)*32 + tx];
    acc15 = -5.275762531033065*b60;
    acc16 = -0.5362105595776853*b60;
    const double b61 = smem[(16 + 13)*32 + tx];
    acc15 += 1.1748522810340918*b61;
    acc16 += 0.4384579773005155*b61;
    const double b62 = smem[(16 + 14)*32 + tx];
    acc15 += 2.081907542663135*b62;
    acc16 -= 0.5249523313677305*b62;
    const double b63 = smem[(16 + 15)*32 + tx];
    acc15 -= 0.9777348180224332*b63;
    acc16 += 0.8860206856419355*b63;
  }
  else if (ty == 2) {
    const double b48 = smem[(16 + 0)*32 + tx];
    acc12 = 2.3443612950707027*b48;
    const double b49 = smem[(16 + 1)*32 + tx];
    acc12 -= 2.689674451697881*b49;
    const double b50 = smem[(16 + 2)*32 + tx];
    acc12 += 0.25302627870932703*b50;
    const double b51 = smem[(16 + 3)*32 + tx];
    acc12 += 2.0953889257910308*b51;
    const double b52 = smem[(16 + 4)*32 + tx];
    acc12 -= 1.263162895892314*b52;
    const double b53 = smem[(16 + 5)*32 + tx];
    acc12 += 1.3889945769426286*b53;
    const double b54 = smem[(16 + 6)*32 + tx];
    acc13 = 7.1453271317716185*b54;
    acc14 = 0.8979876796237861*b54;
    const double b55 = smem[(16 + 7)*32 + tx];
    acc13 += 2.575982076996554*b55;
    acc14 -= 0.7561901119888452*b55;
    const double b56 = smem[(16 + 8)*32 + tx];
    acc13 -= 0.8860206856419355*b56;
    acc14 += 0.9777348180224332*b56;
    const double b57 = smem[(16 + 9)*32 + tx];
    acc13 += 0.5249523313677305*b57;
    acc14 -= 2.081907542663135*b57;
    const double b58 = smem[(16 + 10)*32 + tx];
    acc13 -= 0.4384579773005155*b58;
    acc14 -= 1.1748522810340918*b58;
    const double b59 = smem[(16 + 11)*32 + tx];
    acc13 += 0.5362105595776853*b59;
    acc14 += 5.275762531033065*b59;
    const double b60 = smem[(16 + 12)*32 + tx];
    acc15 = 2.3443612950707027*b60;
    const double b61 = smem[(16 + 13)*32 + tx];
    acc15 -= 2.689674451697881*b61;
    const double b62 = smem[(16 + 14)*32 + tx];
    acc15 += 0.25302627870932703*b62;
    const double b63 = smem[(16 + 15)*32 + tx];
    acc15 += 2.0953889257910308*b63;
  }
  else if (ty == 3) {
    const double b48 = smem[(16 + 0)*32 + tx];
    acc12 = -1.3889945769426286*b48;
    const double b49 = smem[(16 + 1)*32 + tx];
    acc12 += 1.263162895892314*b49;
    const double b50 = smem[(16 + 2)*32 + tx];
    acc12 -= 2.0953889257910308*b50;
    const double b51 = smem[(16 + 3)*32 + tx];
    acc12 -= 0.25302627870932703*b51;
    const double b52 = smem[(16 + 4)*32 + tx];
    acc12 += 2.689674451697881*b52;
    const double b53 = smem[(16 + 5)*32 + tx];
    acc12 -= 2.3443612950707027*b53;
    const double b54 = smem[(16 + 6)*32 + tx];
    acc13 = -5.275762531033065*b54;
    acc14 = -0.5362105595776853*b54;
    const double b55 = smem[(16 + 7)*32 + tx];
    acc13 += 1.1748522810340918*b55;
    acc14 += 0.4384579773005155*b55;
    const double b56 = smem[(16 + 8)*32 + tx];
    acc13 += 2.081907542663135*b56;
    acc14 -= 0.5249523313677305*b56;
    const double b57 = smem[(16 + 9)*32 + tx];
    acc13 -= 0.9777348180224332*b57;
    acc14 += 0.8860206856419355*b57;
    const double b58 = smem[(16 + 10)*32 + tx];
    acc13 += 0.7561901119888452*b58;
    acc14 -= 2.575982076996554*b58;
    const double b59 = smem[(16 + 11)*32 + tx];
    acc13 -= 0.8979876796237861*b59;
    acc14 -= 7.1453271317716185*b59;
    const double b60 = smem[(16 + 12)*32 + tx];
    acc15 = -1.3889945769426286*b60;
    const double b61 = smem[(16 + 13)*32 + tx];
    acc15 += 1.263162895892314*b61;
    const double b62 = smem[(16 + 14)*32 + tx];
    acc15 -= 2.0953889257910308*b62;
    const double b63 = smem[(16 + 15)*32 + tx];
    acc15 -= 0.25302627870932703*b63;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 80*(long long)ldb);
    next1 = *(b + load_col + 84*(long long)ldb);
    next2 = *(b + load_col + 88*(long long)ldb);
    next3 = *(b + load_col + 92*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 81*(long long)ldb);
    next1 = *(b + load_col + 85*(long long)ldb);
    next2 = *(b + load_col + 89*(long long)ldb);
    next3 = *(b + load_col + 93*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 82*(long long)ldb);
    next1 = *(b + load_col + 86*(long long)ldb);
    next2 = *(b + load_col + 90*(long long)ldb);
    next3 = *(b + load_col + 94*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 83*(long long)ldb);
    next1 = *(b + load_col + 87*(long long)ldb);
    next2 = *(b + load_col + 91*(long long)ldb);
    next3 = *(b + load_col + 95*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b64 = smem[(0 + 0)*32 + tx];
    acc15 -= 0.4384579773005155*b64;
    acc16 -= 1.1748522810340918*b64;
    const double b65 = smem[(0 + 1)*32 + tx];
    acc15 += 0.5362105595776853*b65;
    acc16 += 5.275762531033065*b65;
    const double b66 = smem[(0 + 2)*32 + tx];
    acc17 = 2.3443612950707027*b66;
    const double b67 = smem[(0 + 3)*32 + tx];
    acc17 -= 2.689674451697881*b67;
    const double b68 = smem[(0 + 4)*32 + tx];
    acc17 += 0.25302627870932703*b68;
    const double b69 = smem[(0 + 5)*32 + tx];
    acc17 += 2.0953889257910308*b69;
    const double b70 = smem[(0 + 6)*32 + tx];
    acc17 -= 1.263162895892314*b70;
    const double b71 = smem[(0 + 7)*32 + tx];
    acc17 += 1.3889945769426286*b71;
    const double b72 = smem[(0 + 8)*32 + tx];
    acc18 = 7.1453271317716185*b72;
    acc19 = 0.8979876796237861*b72;
    const double b73 = smem[(0 + 9)*32 + tx];
    acc18 += 2.575982076996554*b73;
    acc19 -= 0.7561901119888452*b73;
    const double b74 = smem[(0 + 10)*32 + tx];
    acc18 -= 0.8860206856419355*b74;
    acc19 += 0.9777348180224332*b74;
    const double b75 = smem[(0 + 11)*32 + tx];
    acc18 += 0.5249523313677305*b75;
    acc19 -= 2.081907542663135*b75;
    const double b76 = smem[(0 + 12)*32 + tx];
    acc18 -= 0.4384579773005155*b76;
    acc19 -= 1.1748522810340918*b76;
    const double b77 = smem[(0 + 13)*32 + tx];
    acc18 += 0.5362105595776853*b77;
    acc19 += 5.275762531033065*b77;
    const double b78 = smem[(0 + 14)*32 + tx];
    acc20 = 2.3443612950707027*b78;
    const double b79 = smem[(0 + 15)*32 + tx];
    acc20 -= 2.689674451697881*b79;
  }
  else if (ty == 1) {
    const double b64 = smem[(0 + 0)*32 + tx];
    acc15 += 0.7561901119888452*b64;
    acc16 -= 2.575982076996554*b64;
    const double b65 = smem[(0 + 1)*32 + tx];
    acc15 -= 0.8979876796237861*b65;
    acc16 -= 7.1453271317716185*b65;
    const double b66 = smem[(0 + 2)*32 + tx];
    acc17 = -1.3889945769426286*b66;
    const double b67 = smem[(0 + 3)*32 + tx];
    acc17 += 1.263162895892314*b67;
    const double b68 = smem[(0 + 4)*32 + tx];
    acc17 -= 2.0953889257910308*b68;
    const double b69 = smem[(0 + 5)*32 + tx];
    acc17 -= 0.25302627870932703*b69;
    const double b70 = smem[(0 + 6)*32 + tx];
    acc17 += 2.689674451697881*b70;
    const double b71 = smem[(0 + 7)*32 + tx];
    acc17 -= 2.3443612950707027*b71;
    const double b72 = smem[(0 + 8)*32 + tx];
    acc18 = -5.275762531033065*b72;
    acc19 = -0.5362105595776853*b72;
    const double b73 = smem[(0 + 9)*32 + tx];
    acc18 += 1.1748522810340918*b73;
    acc19 += 0.4384579773005155*b73;
    const double b74 = smem[(0 + 10)*32 + tx];
    acc18 += 2.081907542663135*b74;
    acc19 -= 0.5249523313677305*b74;
    const double b75 = smem[(0 + 11)*32 + tx];
    acc18 -= 0.9777348180224332*b75;
    acc19 += 0.8860206856419355*b75;
    const double b76 = smem[(0 + 12)*32 + tx];
    acc18 += 0.7561901119888452*b76;
    acc19 -= 2.575982076996554*b76;
    const double b77 = smem[(0 + 13)*32 + tx];
    acc18 -= 0.8979876796237861*b77;
    acc19 -= 7.1453271317716185*b77;
    const double b78 = smem[(0 + 14)*32 + tx];
    acc20 = -1.3889945769426286*b78;
    const double b79 = smem[(0 + 15)*32 + tx];
    acc20 += 1.263162895892314*b79;
  }
  else if (ty == 2) {
    const double b64 = smem[(0 + 0)*32 + tx];
    acc15 -= 1.263162895892314*b64;
    const double b65 = smem[(0 + 1)*32 + tx];
    acc15 += 1.3889945769426286*b65;
    const double b66 = smem[(0 + 2)*32 + tx];
    acc16 = 7.1453271317716185*b66;
    acc17 = 0.8979876796237861*b66;
    const double b67 = smem[(0 + 3)*32 + tx];
    acc16 += 2.575982076996554*b67;
    acc17 -= 0.7561901119888452*b67;
    const double b68 = smem[(0 + 4)*32 + tx];
    acc16 -= 0.8860206856419355*b68;
    acc17 += 0.9777348180224332*b68;
    const double b69 = smem[(0 + 5)*32 + tx];
    acc16 += 0.5249523313677305*b69;
    acc17 -= 2.081907542663135*b69;
    const double b70 = smem[(0 + 6)*32 + tx];
    acc16 -= 0.4384579773005155*b70;
    acc17 -= 1.1748522810340918*b70;
    const double b71 = smem[(0 + 7)*32 + tx];
    acc16 += 0.5362105595776853*b71;
    acc17 += 5.275762531033065*b71;
    const double b72 = smem[(0 + 8)*32 + tx];
    acc18 = 2.3443612950707027*b72;
    const double b73 = smem[(0 + 9)*32 + tx];
    acc18 -= 2.689674451697881*b73;
    const double b74 = smem[(0 + 10)*32 + tx];
    acc18 += 0.25302627870932703*b74;
    const double b75 = smem[(0 + 11)*32 + tx];
    acc18 += 2.0953889257910308*b75;
    const double b76 = smem[(0 + 12)*32 + tx];
    acc18 -= 1.263162895892314*b76;
    const double b77 = smem[(0 + 13)*32 + tx];
    acc18 += 1.3889945769426286*b77;
    const double b78 = smem[(0 + 14)*32 + tx];
    acc19 = 7.1453271317716185*b78;
    acc20 = 0.8979876796237861*b78;
    const double b79 = smem[(0 + 15)*32 + tx];
    acc19 += 2.575982076996554*b79;
    acc20 -= 0.7561901119888452*b79;
  }
  else if (ty == 3) {
    const double b64 = smem[(0 + 0)*32 + tx];
    acc15 += 2.689674451697881*b64;
    const double b65 = smem[(0 + 1)*32 + tx];
    acc15 -= 2.3443612950707027*b65;
    const double b66 = smem[(0 + 2)*32 + tx];
    acc16 = -5.275762531033065*b66;
    acc17 = -0.5362105595776853*b66;
    const double b67 = smem[(0 + 3)*32 + tx];
    acc16 += 1.1748522810340918*b67;
    acc17 += 0.4384579773005155*b67;
    const double b68 = smem[(0 + 4)*32 + tx];
    acc16 += 2.081907542663135*b68;
    acc17 -= 0.5249523313677305*b68;
    const double b69 = smem[(0 + 5)*32 + tx];
    acc16 -= 0.9777348180224332*b69;
    acc17 += 0.8860206856419355*b69;
    const double b70 = smem[(0 + 6)*32 + tx];
    acc16 += 0.7561901119888452*b70;
    acc17 -= 2.575982076996554*b70;
    const double b71 = smem[(0 + 7)*32 + tx];
    acc16 -= 0.8979876796237861*b71;
    acc17 -= 7.1453271317716185*b71;
    const double b72 = smem[(0 + 8)*32 + tx];
    acc18 = -1.3889945769426286*b72;
    const double b73 = smem[(0 + 9)*32 + tx];
    acc18 += 1.263162895892314*b73;
    const double b74 = smem[(0 + 10)*32 + tx];
    acc18 -= 2.0953889257910308*b74;
    const double b75 = smem[(0 + 11)*32 + tx];
    acc18 -= 0.25302627870932703*b75;
    const double b76 = smem[(0 + 12)*32 + tx];
    acc18 += 2.689674451697881*b76;
    const double b77 = smem[(0 + 13)*32 + tx];
    acc18 -= 2.3443612950707027*b77;
    const double b78 = smem[(0 + 14)*32 + tx];
    acc19 = -5.275762531033065*b78;
    acc20 = -0.5362105595776853*b78;
    const double b79 = smem[(0 + 15)*32 + tx];
    acc19 += 1.1748522810340918*b79;
    acc20 += 0.4384579773005155*b79;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 96*(long long)ldb);
    next1 = *(b + load_col + 100*(long long)ldb);
    next2 = *(b + load_col + 104*(long long)ldb);
    next3 = *(b + load_col + 108*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 97*(long long)ldb);
    next1 = *(b + load_col + 101*(long long)ldb);
    next2 = *(b + load_col + 105*(long long)ldb);
    next3 = *(b + load_col + 109*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 98*(long long)ldb);
    next1 = *(b + load_col + 102*(long long)ldb);
    next2 = *(b + load_col + 106*(long long)ldb);
    next3 = *(b + load_col + 110*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 99*(long long)ldb);
    next1 = *(b + load_col + 103*(long long)ldb);
    next2 = *(b + load_col + 107*(long long)ldb);
    next3 = *(b + load_col + 111*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b80 = smem[(16 + 0)*32 + tx];
    acc20 += 0.25302627870932703*b80;
    const double b81 = smem[(16 + 1)*32 + tx];
    acc20 += 2.0953889257910308*b81;
    const double b82 = smem[(16 + 2)*32 + tx];
    acc20 -= 1.263162895892314*b82;
    const double b83 = smem[(16 + 3)*32 + tx];
    acc20 += 1.3889945769426286*b83;
    const double b84 = smem[(16 + 4)*32 + tx];
    acc21 = 7.1453271317716185*b84;
    acc22 = 0.8979876796237861*b84;
    const double b85 = smem[(16 + 5)*32 + tx];
    acc21 += 2.575982076996554*b85;
    acc22 -= 0.7561901119888452*b85;
    const double b86 = smem[(16 + 6)*32 + tx];
    acc21 -= 0.8860206856419355*b86;
    acc22 += 0.9777348180224332*b86;
    const double b87 = smem[(16 + 7)*32 + tx];
    acc21 += 0.5249523313677305*b87;
    acc22 -= 2.081907542663135*b87;
    const double b88 = smem[(16 + 8)*32 + tx];
    acc21 -= 0.4384579773005155*b88;
    acc22 -= 1.1748522810340918*b88;
    const double b89 = smem[(16 + 9)*32 + tx];
    acc21 += 0.5362105595776853*b89;
    acc22 += 5.275762531033065*b89;
    const double b90 = smem[(16 + 10)*32 + tx];
    acc23 = 2.3443612950707027*b90;
    const double b91 = smem[(16 + 11)*32 + tx];
    acc23 -= 2.689674451697881*b91;
    const double b92 = smem[(16 + 12)*32 + tx];
    acc23 += 0.25302627870932703*b92;
    const double b93 = smem[(16 + 13)*32 + tx];
    acc23 += 2.0953889257910308*b93;
    const double b94 = smem[(16 + 14)*32 + tx];
    acc23 -= 1.263162895892314*b94;
    const double b95 = smem[(16 + 15)*32 + tx];
    acc23 += 1.3889945769426286*b95;
  }
  else if (ty == 1) {
    const double b80 = smem[(16 + 0)*32 + tx];
    acc20 -= 2.0953889257910308*b80;
    const double b81 = smem[(16 + 1)*32 + tx];
    acc20 -= 0.25302627870932703*b81;
    const double b82 = smem[(16 + 2)*32 + tx];
    acc20 += 2.689674451697881*b82;
    const double b83 = smem[(16 + 3)*32 + tx];
    acc20 -= 2.3443612950707027*b83;
    const double b84 = smem[(16 + 4)*32 + tx];
    acc21 = -5.275762531033065*b84;
    acc22 = -0.5362105595776853*b84;
    const double b85 = smem[(16 + 5)*32 + tx];
    acc21 += 1.1748522810340918*b85;
    acc22 += 0.4384579773005155*b85;
    const double b86 = smem[(16 + 6)*32 + tx];
    acc21 += 2.081907542663135*b86;
    acc22 -= 0.5249523313677305*b86;
    const double b87 = smem[(16 + 7)*32 + tx];
    acc21 -= 0.9777348180224332*b87;
    acc22 += 0.8860206856419355*b87;
    const double b88 = smem[(16 + 8)*32 + tx];
    acc21 += 0.7561901119888452*b88;
    acc22 -= 2.575982076996554*b88;
    const double b89 = smem[(16 + 9)*32 + tx];
    acc21 -= 0.8979876796237861*b89;
    acc22 -= 7.1453271317716185*b89;
    const double b90 = smem[(16 + 10)*32 + tx];
    acc23 = -1.3889945769426286*b90;
    const double b91 = smem[(16 + 11)*32 + tx];
    acc23 += 1.263162895892314*b91;
    const double b92 = smem[(16 + 12)*32 + tx];
    acc23 -= 2.0953889257910308*b92;
    const double b93 = smem[(16 + 13)*32 + tx];
    acc23 -= 0.25302627870932703*b93;
    const double b94 = smem[(16 + 14)*32 + tx];
    acc23 += 2.689674451697881*b94;
    const double b95 = smem[(16 + 15)*32 + tx];
    acc23 -= 2.3443612950707027*b95;
  }
  else if (ty == 2) {
    const double b80 = smem[(16 + 0)*32 + tx];
    acc19 -= 0.8860206856419355*b80;
    acc20 += 0.9777348180224332*b80;
    const double b81 = smem[(16 + 1)*32 + tx];
    acc19 += 0.5249523313677305*b81;
    acc20 -= 2.081907542663135*b81;
    const double b82 = smem[(16 + 2)*32 + tx];
    acc19 -= 0.4384579773005155*b82;
    acc20 -= 1.1748522810340918*b82;
    const double b83 = smem[(16 + 3)*32 + tx];
    acc19 += 0.5362105595776853*b83;
    acc20 += 5.275762531033065*b83;
    const double b84 = smem[(16 + 4)*32 + tx];
    acc21 = 2.3443612950707027*b84;
    const double b85 = smem[(16 + 5)*32 + tx];
    acc21 -= 2.689674451697881*b85;
    const double b86 = smem[(16 + 6)*32 + tx];
    acc21 += 0.25302627870932703*b86;
    const double b87 = smem[(16 + 7)*32 + tx];
    acc21 += 2.0953889257910308*b87;
    const double b88 = smem[(16 + 8)*32 + tx];
    acc21 -= 1.263162895892314*b88;
    const double b89 = smem[(16 + 9)*32 + tx];
    acc21 += 1.3889945769426286*b89;
    const double b90 = smem[(16 + 10)*32 + tx];
    acc22 = 7.1453271317716185*b90;
    acc23 = 0.8979876796237861*b90;
    const double b91 = smem[(16 + 11)*32 + tx];
    acc22 += 2.575982076996554*b91;
    acc23 -= 0.7561901119888452*b91;
    const double b92 = smem[(16 + 12)*32 + tx];
    acc22 -= 0.8860206856419355*b92;
    acc23 += 0.9777348180224332*b92;
    const double b93 = smem[(16 + 13)*32 + tx];
    acc22 += 0.5249523313677305*b93;
    acc23 -= 2.081907542663135*b93;
    const double b94 = smem[(16 + 14)*32 + tx];
    acc22 -= 0.4384579773005155*b94;
    acc23 -= 1.1748522810340918*b94;
    const double b95 = smem[(16 + 15)*32 + tx];
    acc22 += 0.5362105595776853*b95;
    acc23 += 5.275762531033065*b95;
  }
  else if (ty == 3) {
    const double b80 = smem[(16 + 0)*32 + tx];
    acc19 += 2.081907542663135*b80;
    acc20 -= 0.5249523313677305*b80;
    const double b81 = smem[(16 + 1)*32 + tx];
    acc19 -= 0.9777348180224332*b81;
    acc20 += 0.8860206856419355*b81;
    const double b82 = smem[(16 + 2)*32 + tx];
    acc19 += 0.7561901119888452*b82;
    acc20 -= 2.575982076996554*b82;
    const double b83 = smem[(16 + 3)*32 + tx];
    acc19 -= 0.8979876796237861*b83;
    acc20 -= 7.1453271317716185*b83;
    const double b84 = smem[(16 + 4)*32 + tx];
    acc21 = -1.3889945769426286*b84;
    const double b85 = smem[(16 + 5)*32 + tx];
    acc21 += 1.263162895892314*b85;
    const double b86 = smem[(16 + 6)*32 + tx];
    acc21 -= 2.0953889257910308*b86;
    const double b87 = smem[(16 + 7)*32 + tx];
    acc21 -= 0.25302627870932703*b87;
    const double b88 = smem[(16 + 8)*32 + tx];
    acc21 += 2.689674451697881*b88;
    const double b89 = smem[(16 + 9)*32 + tx];
    acc21 -= 2.3443612950707027*b89;
    const double b90 = smem[(16 + 10)*32 + tx];
    acc22 = -5.275762531033065*b90;
    acc23 = -0.5362105595776853*b90;
    const double b91 = smem[(16 + 11)*32 + tx];
    acc22 += 1.1748522810340918*b91;
    acc23 += 0.4384579773005155*b91;
    const double b92 = smem[(16 + 12)*32 + tx];
    acc22 += 2.081907542663135*b92;
    acc23 -= 0.5249523313677305*b92;
    const double b93 = smem[(16 + 13)*32 + tx];
    acc22 -= 0.9777348180224332*b93;
    acc23 += 0.8860206856419355*b93;
    const double b94 = smem[(16 + 14)*32 + tx];
    acc22 += 0.7561901119888452*b94;
    acc23 -= 2.575982076996554*b94;
    const double b95 = smem[(16 + 15)*32 + tx];
    acc22 -= 0.8979876796237861*b95;
    acc23 -= 7.1453271317716185*b95;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 112*(long long)ldb);
    next1 = *(b + load_col + 116*(long long)ldb);
    next2 = *(b + load_col + 120*(long long)ldb);
    next3 = *(b + load_col + 124*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 113*(long long)ldb);
    next1 = *(b + load_col + 117*(long long)ldb);
    next2 = *(b + load_col + 121*(long long)ldb);
    next3 = *(b + load_col + 125*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 114*(long long)ldb);
    next1 = *(b + load_col + 118*(long long)ldb);
    next2 = *(b + load_col + 122*(long long)ldb);
    next3 = *(b + load_col + 126*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 115*(long long)ldb);
    next1 = *(b + load_col + 119*(long long)ldb);
    next2 = *(b + load_col + 123*(long long)ldb);
    next3 = *(b + load_col + 127*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b96 = smem[(0 + 0)*32 + tx];
    acc24 = 7.1453271317716185*b96;
    acc25 = 0.8979876796237861*b96;
    const double b97 = smem[(0 + 1)*32 + tx];
    acc24 += 2.575982076996554*b97;
    acc25 -= 0.7561901119888452*b97;
    const double b98 = smem[(0 + 2)*32 + tx];
    acc24 -= 0.8860206856419355*b98;
    acc25 += 0.9777348180224332*b98;
    const double b99 = smem[(0 + 3)*32 + tx];
    acc24 += 0.5249523313677305*b99;
    acc25 -= 2.081907542663135*b99;
    const double b100 = smem[(0 + 4)*32 + tx];
    acc24 -= 0.4384579773005155*b100;
    acc25 -= 1.1748522810340918*b100;
    const double b101 = smem[(0 + 5)*32 + tx];
    acc24 += 0.5362105595776853*b101;
    acc25 += 5.275762531033065*b101;
    const double b102 = smem[(0 + 6)*32 + tx];
    acc26 = 2.3443612950707027*b102;
    const double b103 = smem[(0 + 7)*32 + tx];
    acc26 -= 2.689674451697881*b103;
    const double b104 = smem[(0 + 8)*32 + tx];
    acc26 += 0.25302627870932703*b104;
    const double b105 = smem[(0 + 9)*32 + tx];
    acc26 += 2.0953889257910308*b105;
    const double b106 = smem[(0 + 10)*32 + tx];
    acc26 -= 1.263162895892314*b106;
    const double b107 = smem[(0 + 11)*32 + tx];
    acc26 += 1.3889945769426286*b107;
    const double b108 = smem[(0 + 12)*32 + tx];
    acc27 = 7.1453271317716185*b108;
    acc28 = 0.8979876796237861*b108;
    const double b109 = smem[(0 + 13)*32 + tx];
    acc27 += 2.575982076996554*b109;
    acc28 -= 0.7561901119888452*b109;
    const double b110 = smem[(0 + 14)*32 + tx];
    acc27 -= 0.8860206856419355*b110;
    acc28 += 0.9777348180224332*b110;
    const double b111 = smem[(0 + 15)*32 + tx];
    acc27 += 0.5249523313677305*b111;
    acc28 -= 2.081907542663135*b111;
  }
  else if (ty == 1) {
    const double b96 = smem[(0 + 0)*32 + tx];
    acc24 = -5.275762531033065*b96;
    acc25 = -0.5362105595776853*b96;
    const double b97 = smem[(0 + 1)*32 + tx];
    acc24 += 1.1748522810340918*b97;
    acc25 += 0.4384579773005155*b97;
    const double b98 = smem[(0 + 2)*32 + tx];
    acc24 += 2.081907542663135*b98;
    acc25 -= 0.5249523313677305*b98;
    const double b99 = smem[(0 + 3)*32 + tx];
    acc24 -= 0.9777348180224332*b99;
    acc25 += 0.8860206856419355*b99;
    const double b100 = smem[(0 + 4)*32 + tx];
    acc24 += 0.7561901119888452*b100;
    acc25 -= 2.575982076996554*b100;
    const double b101 = smem[(0 + 5)*32 + tx];
    acc24 -= 0.8979876796237861*b101;
    acc25 -= 7.1453271317716185*b101;
    const double b102 = smem[(0 + 6)*32 + tx];
    acc26 = -1.3889945769426286*b102;
    const double b103 = smem[(0 + 7)*32 + tx];
    acc26 += 1.263162895892314*b103;
    const double b104 = smem[(0 + 8)*32 + tx];
    acc26 -= 2.0953889257910308*b104;
    const double b105 = smem[(0 + 9)*32 + tx];
    acc26 -= 0.25302627870932703*b105;
    const double b106 = smem[(0 + 10)*32 + tx];
    acc26 += 2.689674451697881*b106;
    const double b107 = smem[(0 + 11)*32 + tx];
    acc26 -= 2.3443612950707027*b107;
    const double b108 = smem[(0 + 12)*32 + tx];
    acc27 = -5.275762531033065*b108;
    acc28 = -0.5362105595776853*b108;
    const double b109 = smem[(0 + 13)*32 + tx];
    acc27 += 1.1748522810340918*b109;
    acc28 += 0.4384579773005155*b109;
    const double b110 = smem[(0 + 14)*32 + tx];
    acc27 += 2.081907542663135*b110;
    acc28 -= 0.5249523313677305*b110;
    const double b111 = smem[(0 + 15)*32 + tx];
    acc27 -= 0.9777348180224332*b111;
    acc28 += 0.8860206856419355*b111;
  }
  else if (ty == 2) {
    const double b96 = smem[(0 + 0)*32 + tx];
    acc24 = 2.3443612950707027*b96;
    const double b97 = smem[(0 + 1)*32 + tx];
    acc24 -= 2.689674451697881*b97;
    const double b98 = smem[(0 + 2)*32 + tx];
    acc24 += 0.25302627870932703*b98;
    const double b99 = smem[(0 + 3)*32 + tx];
    acc24 += 2.0953889257910308*b99;
    const double b100 = smem[(0 + 4)*32 + tx];
    acc24 -= 1.263162895892314*b100;
    const double b101 = smem[(0 + 5)*32 + tx];
    acc24 += 1.3889945769426286*b101;
    const double b102 = smem[(0 + 6)*32 + tx];
    acc25 = 7.1453271317716185*b102;
    acc26 = 0.8979876796237861*b102;
    const double b103 = smem[(0 + 7)*32 + tx];
    acc25 += 2.575982076996554*b103;
    acc26 -= 0.7561901119888452*b103;
    const double b104 = smem[(0 + 8)*32 + tx];
    acc25 -= 0.8860206856419355*b104;
    acc26 += 0.9777348180224332*b104;
    const double b105 = smem[(0 + 9)*32 + tx];
    acc25 += 0.5249523313677305*b105;
    acc26 -= 2.081907542663135*b105;
    const double b106 = smem[(0 + 10)*32 + tx];
    acc25 -= 0.4384579773005155*b106;
    acc26 -= 1.1748522810340918*b106;
    const double b107 = smem[(0 + 11)*32 + tx];
    acc25 += 0.5362105595776853*b107;
    acc26 += 5.275762531033065*b107;
    const double b108 = smem[(0 + 12)*32 + tx];
    acc27 = 2.3443612950707027*b108;
    const double b109 = smem[(0 + 13)*32 + tx];
    acc27 -= 2.689674451697881*b109;
    const double b110 = smem[(0 + 14)*32 + tx];
    acc27 += 0.25302627870932703*b110;
    const double b111 = smem[(0 + 15)*32 + tx];
    acc27 += 2.0953889257910308*b111;
  }
  else if (ty == 3) {
    const double b96 = smem[(0 + 0)*32 + tx];
    acc24 = -1.3889945769426286*b96;
    const double b97 = smem[(0 + 1)*32 + tx];
    acc24 += 1.263162895892314*b97;
    const double b98 = smem[(0 + 2)*32 + tx];
    acc24 -= 2.0953889257910308*b98;
    const double b99 = smem[(0 + 3)*32 + tx];
    acc24 -= 0.25302627870932703*b99;
    const double b100 = smem[(0 + 4)*32 + tx];
    acc24 += 2.689674451697881*b100;
    const double b101 = smem[(0 + 5)*32 + tx];
    acc24 -= 2.3443612950707027*b101;
    const double b102 = smem[(0 + 6)*32 + tx];
    acc25 = -5.275762531033065*b102;
    acc26 = -0.5362105595776853*b102;
    const double b103 = smem[(0 + 7)*32 + tx];
    acc25 += 1.1748522810340918*b103;
    acc26 += 0.4384579773005155*b103;
    const double b104 = smem[(0 + 8)*32 + tx];
    acc25 += 2.081907542663135*b104;
    acc26 -= 0.5249523313677305*b104;
    const double b105 = smem[(0 + 9)*32 + tx];
    acc25 -= 0.9777348180224332*b105;
    acc26 += 0.8860206856419355*b105;
    const double b106 = smem[(0 + 10)*32 + tx];
    acc25 += 0.7561901119888452*b106;
    acc26 -= 2.575982076996554*b106;
    const double b107 = smem[(0 + 11)*32 + tx];
    acc25 -= 0.8979876796237861*b107;
    acc26 -= 7.1453271317716185*b107;
    const double b108 = smem[(0 + 12)*32 + tx];
    acc27 = -1.3889945769426286*b108;
    const double b109 = smem[(0 + 13)*32 + tx];
    acc27 += 1.263162895892314*b109;
    const double b110 = smem[(0 + 14)*32 + tx];
    acc27 -= 2.0953889257910308*b110;
    const double b111 = smem[(0 + 15)*32 + tx];
    acc27 -= 0.25302627870932703*b111;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 128*(long long)ldb);
    next1 = *(b + load_col + 132*(long long)ldb);
    next2 = *(b + load_col + 136*(long long)ldb);
    next3 = *(b + load_col + 140*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 129*(long long)ldb);
    next1 = *(b + load_col + 133*(long long)ldb);
    next2 = *(b + load_col + 137*(long long)ldb);
    next3 = *(b + load_col + 141*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 130*(long long)ldb);
    next1 = *(b + load_col + 134*(long long)ldb);
    next2 = *(b + load_col + 138*(long long)ldb);
    next3 = *(b + load_col + 142*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 131*(long long)ldb);
    next1 = *(b + load_col + 135*(long long)ldb);
    next2 = *(b + load_col + 139*(long long)ldb);
    next3 = *(b + load_col + 143*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b112 = smem[(16 + 0)*32 + tx];
    acc27 -= 0.4384579773005155*b112;
    acc28 -= 1.1748522810340918*b112;
    const double b113 = smem[(16 + 1)*32 + tx];
    acc27 += 0.5362105595776853*b113;
    acc28 += 5.275762531033065*b113;
    const double b114 = smem[(16 + 2)*32 + tx];
    acc29 = 2.3443612950707027*b114;
    const double b115 = smem[(16 + 3)*32 + tx];
    acc29 -= 2.689674451697881*b115;
    const double b116 = smem[(16 + 4)*32 + tx];
    acc29 += 0.25302627870932703*b116;
    const double b117 = smem[(16 + 5)*32 + tx];
    acc29 += 2.0953889257910308*b117;
    const double b118 = smem[(16 + 6)*32 + tx];
    acc29 -= 1.263162895892314*b118;
    const double b119 = smem[(16 + 7)*32 + tx];
    acc29 += 1.3889945769426286*b119;
    const double b120 = smem[(16 + 8)*32 + tx];
    acc30 = 7.1453271317716185*b120;
    acc31 = 0.8979876796237861*b120;
    const double b121 = smem[(16 + 9)*32 + tx];
    acc30 += 2.575982076996554*b121;
    acc31 -= 0.7561901119888452*b121;
    const double b122 = smem[(16 + 10)*32 + tx];
    acc30 -= 0.8860206856419355*b122;
    acc31 += 0.9777348180224332*b122;
    const double b123 = smem[(16 + 11)*32 + tx];
    acc30 += 0.5249523313677305*b123;
    acc31 -= 2.081907542663135*b123;
    const double b124 = smem[(16 + 12)*32 + tx];
    acc30 -= 0.4384579773005155*b124;
    acc31 -= 1.1748522810340918*b124;
    const double b125 = smem[(16 + 13)*32 + tx];
    acc30 += 0.5362105595776853*b125;
    acc31 += 5.275762531033065*b125;
    const double b126 = smem[(16 + 14)*32 + tx];
    acc32 = 2.3443612950707027*b126;
    const double b127 = smem[(16 + 15)*32 + tx];
    acc32 -= 2.689674451697881*b127;
  }
  else if (ty == 1) {
    const double b112 = smem[(16 + 0)*32 + tx];
    acc27 += 0.7561901119888452*b112;
    acc28 -= 2.575982076996554*b112;
    const double b113 = smem[(16 + 1)*32 + tx];
    acc27 -= 0.8979876796237861*b113;
    acc28 -= 7.1453271317716185*b113;
    const double b114 = smem[(16 + 2)*32 + tx];
    acc29 = -1.3889945769426286*b114;
    const double b115 = smem[(16 + 3)*32 + tx];
    acc29 += 1.263162895892314*b115;
    const double b116 = smem[(16 + 4)*32 + tx];
    acc29 -= 2.0953889257910308*b116;
    const double b117 = smem[(16 + 5)*32 + tx];
    acc29 -= 0.25302627870932703*b117;
    const double b118 = smem[(16 + 6)*32 + tx];
    acc29 += 2.689674451697881*b118;
    const double b119 = smem[(16 + 7)*32 + tx];
    acc29 -= 2.3443612950707027*b119;
    const double b120 = smem[(16 + 8)*32 + tx];
    acc30 = -5.275762531033065*b120;
    acc31 = -0.5362105595776853*b120;
    const double b121 = smem[(16 + 9)*32 + tx];
    acc30 += 1.1748522810340918*b121;
    acc31 += 0.4384579773005155*b121;
    const double b122 = smem[(16 + 10)*32 + tx];
    acc30 += 2.081907542663135*b122;
    acc31 -= 0.5249523313677305*b122;
    const double b123 = smem[(16 + 11)*32 + tx];
    acc30 -= 0.9777348180224332*b123;
    acc31 += 0.8860206856419355*b123;
    const double b124 = smem[(16 + 12)*32 + tx];
    acc30 += 0.7561901119888452*b124;
    acc31 -= 2.575982076996554*b124;
    const double b125 = smem[(16 + 13)*32 + tx];
    acc30 -= 0.8979876796237861*b125;
    acc31 -= 7.1453271317716185*b125;
    const double b126 = smem[(16 + 14)*32 + tx];
    acc32 = -1.3889945769426286*b126;
    const double b127 = smem[(16 + 15)*32 + tx];
    acc32 += 1.263162895892314*b127;
  }
  else if (ty == 2) {
    const double b112 = smem[(16 + 0)*32 + tx];
    acc27 -= 1.263162895892314*b112;
    const double b113 = smem[(16 + 1)*32 + tx];
    acc27 += 1.3889945769426286*b113;
    const double b114 = smem[(16 + 2)*32 + tx];
    acc28 = 7.1453271317716185*b114;
    acc29 = 0.8979876796237861*b114;
    const double b115 = smem[(16 + 3)*32 + tx];
    acc28 += 2.575982076996554*b115;
    acc29 -= 0.7561901119888452*b115;
    const double b116 = smem[(16 + 4)*32 + tx];
    acc28 -= 0.8860206856419355*b116;
    acc29 += 0.9777348180224332*b116;
    const double b117 = smem[(16 + 5)*32 + tx];
    acc28 += 0.5249523313677305*b117;
    acc29 -= 2.081907542663135*b117;
    const double b118 = smem[(16 + 6)*32 + tx];
    acc28 -= 0.4384579773005155*b118;
    acc29 -= 1.1748522810340918*b118;
    const double b119 = smem[(16 + 7)*32 + tx];
    acc28 += 0.5362105595776853*b119;
    acc29 += 5.275762531033065*b119;
    const double b120 = smem[(16 + 8)*32 + tx];
    acc30 = 2.3443612950707027*b120;
    const double b121 = smem[(16 + 9)*32 + tx];
    acc30 -= 2.689674451697881*b121;
    const double b122 = smem[(16 + 10)*32 + tx];
    acc30 += 0.25302627870932703*b122;
    const double b123 = smem[(16 + 11)*32 + tx];
    acc30 += 2.0953889257910308*b123;
    const double b124 = smem[(16 + 12)*32 + tx];
    acc30 -= 1.263162895892314*b124;
    const double b125 = smem[(16 + 13)*32 + tx];
    acc30 += 1.3889945769426286*b125;
    const double b126 = smem[(16 + 14)*32 + tx];
    acc31 = 7.1453271317716185*b126;
    acc32 = 0.8979876796237861*b126;
    const double b127 = smem[(16 + 15)*32 + tx];
    acc31 += 2.575982076996554*b127;
    acc32 -= 0.7561901119888452*b127;
  }
  else if (ty == 3) {
    const double b112 = smem[(16 + 0)*32 + tx];
    acc27 += 2.689674451697881*b112;
    const double b113 = smem[(16 + 1)*32 + tx];
    acc27 -= 2.3443612950707027*b113;
    const double b114 = smem[(16 + 2)*32 + tx];
    acc28 = -5.275762531033065*b114;
    acc29 = -0.5362105595776853*b114;
    const double b115 = smem[(16 + 3)*32 + tx];
    acc28 += 1.1748522810340918*b115;
    acc29 += 0.4384579773005155*b115;
    const double b116 = smem[(16 + 4)*32 + tx];
    acc28 += 2.081907542663135*b116;
    acc29 -= 0.5249523313677305*b116;
    const double b117 = smem[(16 + 5)*32 + tx];
    acc28 -= 0.9777348180224332*b117;
    acc29 += 0.8860206856419355*b117;
    const double b118 = smem[(16 + 6)*32 + tx];
    acc28 += 0.7561901119888452*b118;
    acc29 -= 2.575982076996554*b118;
    const double b119 = smem[(16 + 7)*32 + tx];
    acc28 -= 0.8979876796237861*b119;
    acc29 -= 7.1453271317716185*b119;
    const double b120 = smem[(16 + 8)*32 + tx];
    acc30 = -1.3889945769426286*b120;
    const double b121 = smem[(16 + 9)*32 + tx];
    acc30 += 1.263162895892314*b121;
    const double b122 = smem[(16 + 10)*32 + tx];
    acc30 -= 2.0953889257910308*b122;
    const double b123 = smem[(16 + 11)*32 + tx];
    acc30 -= 0.25302627870932703*b123;
    const double b124 = smem[(16 + 12)*32 + tx];
    acc30 += 2.689674451697881*b124;
    const double b125 = smem[(16 + 13)*32 + tx];
    acc30 -= 2.3443612950707027*b125;
    const double b126 = smem[(16 + 14)*32 + tx];
    acc31 = -5.275762531033065*b126;
    acc32 = -0.5362105595776853*b126;
    const double b127 = smem[(16 + 15)*32 + tx];
    acc31 += 1.1748522810340918*b127;
    acc32 += 0.4384579773005155*b127;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 144*(long long)ldb);
    next1 = *(b + load_col + 148*(long long)ldb);
    next2 = *(b + load_col + 152*(long long)ldb);
    next3 = *(b + load_col + 156*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 145*(long long)ldb);
    next1 = *(b + load_col + 149*(long long)ldb);
    next2 = *(b + load_col + 153*(long long)ldb);
    next3 = *(b + load_col + 157*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 146*(long long)ldb);
    next1 = *(b + load_col + 150*(long long)ldb);
    next2 = *(b + load_col + 154*(long long)ldb);
    next3 = *(b + load_col + 158*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 147*(long long)ldb);
    next1 = *(b + load_col + 151*(long long)ldb);
    next2 = *(b + load_col + 155*(long long)ldb);
    next3 = *(b + load_col + 159*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b128 = smem[(0 + 0)*32 + tx];
    acc32 += 0.25302627870932703*b128;
    const double b129 = smem[(0 + 1)*32 + tx];
    acc32 += 2.0953889257910308*b129;
    const double b130 = smem[(0 + 2)*32 + tx];
    acc32 -= 1.263162895892314*b130;
    const double b131 = smem[(0 + 3)*32 + tx];
    acc32 += 1.3889945769426286*b131;
    const double b132 = smem[(0 + 4)*32 + tx];
    acc33 = 7.1453271317716185*b132;
    acc34 = 0.8979876796237861*b132;
    const double b133 = smem[(0 + 5)*32 + tx];
    acc33 += 2.575982076996554*b133;
    acc34 -= 0.7561901119888452*b133;
    const double b134 = smem[(0 + 6)*32 + tx];
    acc33 -= 0.8860206856419355*b134;
    acc34 += 0.9777348180224332*b134;
    const double b135 = smem[(0 + 7)*32 + tx];
    acc33 += 0.5249523313677305*b135;
    acc34 -= 2.081907542663135*b135;
    const double b136 = smem[(0 + 8)*32 + tx];
    acc33 -= 0.4384579773005155*b136;
    acc34 -= 1.1748522810340918*b136;
    const double b137 = smem[(0 + 9)*32 + tx];
    acc33 += 0.5362105595776853*b137;
    acc34 += 5.275762531033065*b137;
    const double b138 = smem[(0 + 10)*32 + tx];
    acc35 = 2.3443612950707027*b138;
    const double b139 = smem[(0 + 11)*32 + tx];
    acc35 -= 2.689674451697881*b139;
    const double b140 = smem[(0 + 12)*32 + tx];
    acc35 += 0.25302627870932703*b140;
    const double b141 = smem[(0 + 13)*32 + tx];
    acc35 += 2.0953889257910308*b141;
    const double b142 = smem[(0 + 14)*32 + tx];
    acc35 -= 1.263162895892314*b142;
    const double b143 = smem[(0 + 15)*32 + tx];
    acc35 += 1.3889945769426286*b143;
  }
  else if (ty == 1) {
    const double b128 = smem[(0 + 0)*32 + tx];
    acc32 -= 2.0953889257910308*b128;
    const double b129 = smem[(0 + 1)*32 + tx];
    acc32 -= 0.25302627870932703*b129;
    const double b130 = smem[(0 + 2)*32 + tx];
    acc32 += 2.689674451697881*b130;
    const double b131 = smem[(0 + 3)*32 + tx];
    acc32 -= 2.3443612950707027*b131;
    const double b132 = smem[(0 + 4)*32 + tx];
    acc33 = -5.275762531033065*b132;
    acc34 = -0.5362105595776853*b132;
    const double b133 = smem[(0 + 5)*32 + tx];
    acc33 += 1.1748522810340918*b133;
    acc34 += 0.4384579773005155*b133;
    const double b134 = smem[(0 + 6)*32 + tx];
    acc33 += 2.081907542663135*b134;
    acc34 -= 0.5249523313677305*b134;
    const double b135 = smem[(0 + 7)*32 + tx];
    acc33 -= 0.9777348180224332*b135;
    acc34 += 0.8860206856419355*b135;
    const double b136 = smem[(0 + 8)*32 + tx];
    acc33 += 0.7561901119888452*b136;
    acc34 -= 2.575982076996554*b136;
    const double b137 = smem[(0 + 9)*32 + tx];
    acc33 -= 0.8979876796237861*b137;
    acc34 -= 7.1453271317716185*b137;
    const double b138 = smem[(0 + 10)*32 + tx];
    acc35 = -1.3889945769426286*b138;
    const double b139 = smem[(0 + 11)*32 + tx];
    acc35 += 1.263162895892314*b139;
    const double b140 = smem[(0 + 12)*32 + tx];
    acc35 -= 2.0953889257910308*b140;
    const double b141 = smem[(0 + 13)*32 + tx];
    acc35 -= 0.25302627870932703*b141;
    const double b142 = smem[(0 + 14)*32 + tx];
    acc35 += 2.689674451697881*b142;
    const double b143 = smem[(0 + 15)*32 + tx];
    acc35 -= 2.3443612950707027*b143;
  }
  else if (ty == 2) {
    const double b128 = smem[(0 + 0)*32 + tx];
    acc31 -= 0.8860206856419355*b128;
    acc32 += 0.9777348180224332*b128;
    const double b129 = smem[(0 + 1)*32 + tx];
    acc31 += 0.5249523313677305*b129;
    acc32 -= 2.081907542663135*b129;
    const double b130 = smem[(0 + 2)*32 + tx];
    acc31 -= 0.4384579773005155*b130;
    acc32 -= 1.1748522810340918*b130;
    const double b131 = smem[(0 + 3)*32 + tx];
    acc31 += 0.5362105595776853*b131;
    acc32 += 5.275762531033065*b131;
    const double b132 = smem[(0 + 4)*32 + tx];
    acc33 = 2.3443612950707027*b132;
    const double b133 = smem[(0 + 5)*32 + tx];
    acc33 -= 2.689674451697881*b133;
    const double b134 = smem[(0 + 6)*32 + tx];
    acc33 += 0.25302627870932703*b134;
    const double b135 = smem[(0 + 7)*32 + tx];
    acc33 += 2.0953889257910308*b135;
    const double b136 = smem[(0 + 8)*32 + tx];
    acc33 -= 1.263162895892314*b136;
    const double b137 = smem[(0 + 9)*32 + tx];
    acc33 += 1.3889945769426286*b137;
    const double b138 = smem[(0 + 10)*32 + tx];
    acc34 = 7.1453271317716185*b138;
    acc35 = 0.8979876796237861*b138;
    const double b139 = smem[(0 + 11)*32 + tx];
    acc34 += 2.575982076996554*b139;
    acc35 -= 0.7561901119888452*b139;
    const double b140 = smem[(0 + 12)*32 + tx];
    acc34 -= 0.8860206856419355*b140;
    acc35 += 0.9777348180224332*b140;
    const double b141 = smem[(0 + 13)*32 + tx];
    acc34 += 0.5249523313677305*b141;
    acc35 -= 2.081907542663135*b141;
    const double b142 = smem[(0 + 14)*32 + tx];
    acc34 -= 0.4384579773005155*b142;
    acc35 -= 1.1748522810340918*b142;
    const double b143 = smem[(0 + 15)*32 + tx];
    acc34 += 0.5362105595776853*b143;
    acc35 += 5.275762531033065*b143;
  }
  else if (ty == 3) {
    const double b128 = smem[(0 + 0)*32 + tx];
    acc31 += 2.081907542663135*b128;
    acc32 -= 0.5249523313677305*b128;
    const double b129 = smem[(0 + 1)*32 + tx];
    acc31 -= 0.9777348180224332*b129;
    acc32 += 0.8860206856419355*b129;
    const double b130 = smem[(0 + 2)*32 + tx];
    acc31 += 0.7561901119888452*b130;
    acc32 -= 2.575982076996554*b130;
    const double b131 = smem[(0 + 3)*32 + tx];
    acc31 -= 0.8979876796237861*b131;
    acc32 -= 7.1453271317716185*b131;
    const double b132 = smem[(0 + 4)*32 + tx];
    acc33 = -1.3889945769426286*b132;
    const double b133 = smem[(0 + 5)*32 + tx];
    acc33 += 1.263162895892314*b133;
    const double b134 = smem[(0 + 6)*32 + tx];
    acc33 -= 2.0953889257910308*b134;
    const double b135 = smem[(0 + 7)*32 + tx];
    acc33 -= 0.25302627870932703*b135;
    const double b136 = smem[(0 + 8)*32 + tx];
    acc33 += 2.689674451697881*b136;
    const double b137 = smem[(0 + 9)*32 + tx];
    acc33 -= 2.3443612950707027*b137;
    const double b138 = smem[(0 + 10)*32 + tx];
    acc34 = -5.275762531033065*b138;
    acc35 = -0.5362105595776853*b138;
    const double b139 = smem[(0 + 11)*32 + tx];
    acc34 += 1.1748522810340918*b139;
    acc35 += 0.4384579773005155*b139;
    const double b140 = smem[(0 + 12)*32 + tx];
    acc34 += 2.081907542663135*b140;
    acc35 -= 0.5249523313677305*b140;
    const double b141 = smem[(0 + 13)*32 + tx];
    acc34 -= 0.9777348180224332*b141;
    acc35 += 0.8860206856419355*b141;
    const double b142 = smem[(0 + 14)*32 + tx];
    acc34 += 0.7561901119888452*b142;
    acc35 -= 2.575982076996554*b142;
    const double b143 = smem[(0 + 15)*32 + tx];
    acc34 -= 0.8979876796237861*b143;
    acc35 -= 7.1453271317716185*b143;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 160*(long long)ldb);
    next1 = *(b + load_col + 164*(long long)ldb);
    next2 = *(b + load_col + 168*(long long)ldb);
    next3 = *(b + load_col + 172*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 161*(long long)ldb);
    next1 = *(b + load_col + 165*(long long)ldb);
    next2 = *(b + load_col + 169*(long long)ldb);
    next3 = *(b + load_col + 173*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 162*(long long)ldb);
    next1 = *(b + load_col + 166*(long long)ldb);
    next2 = *(b + load_col + 170*(long long)ldb);
    next3 = *(b + load_col + 174*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 163*(long long)ldb);
    next1 = *(b + load_col + 167*(long long)ldb);
    next2 = *(b + load_col + 171*(long long)ldb);
    next3 = *(b + load_col + 175*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b144 = smem[(16 + 0)*32 + tx];
    acc36 = 7.1453271317716185*b144;
    acc37 = 0.8979876796237861*b144;
    const double b145 = smem[(16 + 1)*32 + tx];
    acc36 += 2.575982076996554*b145;
    acc37 -= 0.7561901119888452*b145;
    const double b146 = smem[(16 + 2)*32 + tx];
    acc36 -= 0.8860206856419355*b146;
    acc37 += 0.9777348180224332*b146;
    const double b147 = smem[(16 + 3)*32 + tx];
    acc36 += 0.5249523313677305*b147;
    acc37 -= 2.081907542663135*b147;
    const double b148 = smem[(16 + 4)*32 + tx];
    acc36 -= 0.4384579773005155*b148;
    acc37 -= 1.1748522810340918*b148;
    const double b149 = smem[(16 + 5)*32 + tx];
    acc36 += 0.5362105595776853*b149;
    acc37 += 5.275762531033065*b149;
    const double b150 = smem[(16 + 6)*32 + tx];
    acc38 = 2.3443612950707027*b150;
    const double b151 = smem[(16 + 7)*32 + tx];
    acc38 -= 2.689674451697881*b151;
    const double b152 = smem[(16 + 8)*32 + tx];
    acc38 += 0.25302627870932703*b152;
    const double b153 = smem[(16 + 9)*32 + tx];
    acc38 += 2.0953889257910308*b153;
    const double b154 = smem[(16 + 10)*32 + tx];
    acc38 -= 1.263162895892314*b154;
    const double b155 = smem[(16 + 11)*32 + tx];
    acc38 += 1.3889945769426286*b155;
    const double b156 = smem[(16 + 12)*32 + tx];
    acc39 = 7.1453271317716185*b156;
    acc40 = 0.8979876796237861*b156;
    const double b157 = smem[(16 + 13)*32 + tx];
    acc39 += 2.575982076996554*b157;
    acc40 -= 0.7561901119888452*b157;
    const double b158 = smem[(16 + 14)*32 + tx];
    acc39 -= 0.8860206856419355*b158;
    acc40 += 0.9777348180224332*b158;
    const double b159 = smem[(16 + 15)*32 + tx];
    acc39 += 0.5249523313677305*b159;
    acc40 -= 2.081907542663135*b159;
  }
  else if (ty == 1) {
    const double b144 = smem[(16 + 0)*32 + tx];
    acc36 = -5.275762531033065*b144;
    acc37 = -0.5362105595776853*b144;
    const double b145 = smem[(16 + 1)*32 + tx];
    acc36 += 1.1748522810340918*b145;
    acc37 += 0.4384579773005155*b145;
    const double b146 = smem[(16 + 2)*32 + tx];
    acc36 += 2.081907542663135*b146;
    acc37 -= 0.5249523313677305*b146;
    const double b147 = smem[(16 + 3)*32 + tx];
    acc36 -= 0.9777348180224332*b147;
    acc37 += 0.8860206856419355*b147;
    const double b148 = smem[(16 + 4)*32 + tx];
    acc36 += 0.7561901119888452*b148;
    acc37 -= 2.575982076996554*b148;
    const double b149 = smem[(16 + 5)*32 + tx];
    acc36 -= 0.8979876796237861*b149;
    acc37 -= 7.1453271317716185*b149;
    const double b150 = smem[(16 + 6)*32 + tx];
    acc38 = -1.3889945769426286*b150;
    const double b151 = smem[(16 + 7)*32 + tx];
    acc38 += 1.263162895892314*b151;
    const double b152 = smem[(16 + 8)*32 + tx];
    acc38 -= 2.0953889257910308*b152;
    const double b153 = smem[(16 + 9)*32 + tx];
    acc38 -= 0.25302627870932703*b153;
    const double b154 = smem[(16 + 10)*32 + tx];
    acc38 += 2.689674451697881*b154;
    const double b155 = smem[(16 + 11)*32 + tx];
    acc38 -= 2.3443612950707027*b155;
    const double b156 = smem[(16 + 12)*32 + tx];
    acc39 = -5.275762531033065*b156;
    acc40 = -0.5362105595776853*b156;
    const double b157 = smem[(16 + 13)*32 + tx];
    acc39 += 1.1748522810340918*b157;
    acc40 += 0.4384579773005155*b157;
    const double b158 = smem[(16 + 14)*32 + tx];
    acc39 += 2.081907542663135*b158;
    acc40 -= 0.5249523313677305*b158;
    const double b159 = smem[(16 + 15)*32 + tx];
    acc39 -= 0.9777348180224332*b159;
    acc40 += 0.8860206856419355*b159;
  }
  else if (ty == 2) {
    const double b144 = smem[(16 + 0)*32 + tx];
    acc36 = 2.3443612950707027*b144;
    const double b145 = smem[(16 + 1)*32 + tx];
    acc36 -= 2.689674451697881*b145;
    const double b146 = smem[(16 + 2)*32 + tx];
    acc36 += 0.25302627870932703*b146;
    const double b147 = smem[(16 + 3)*32 + tx];
    acc36 += 2.0953889257910308*b147;
    const double b148 = smem[(16 + 4)*32 + tx];
    acc36 -= 1.263162895892314*b148;
    const double b149 = smem[(16 + 5)*32 + tx];
    acc36 += 1.3889945769426286*b149;
    const double b150 = smem[(16 + 6)*32 + tx];
    acc37 = 7.1453271317716185*b150;
    acc38 = 0.8979876796237861*b150;
    const double b151 = smem[(16 + 7)*32 + tx];
    acc37 += 2.575982076996554*b151;
    acc38 -= 0.7561901119888452*b151;
    const double b152 = smem[(16 + 8)*32 + tx];
    acc37 -= 0.8860206856419355*b152;
    acc38 += 0.9777348180224332*b152;
    const double b153 = smem[(16 + 9)*32 + tx];
    acc37 += 0.5249523313677305*b153;
    acc38 -= 2.081907542663135*b153;
    const double b154 = smem[(16 + 10)*32 + tx];
    acc37 -= 0.4384579773005155*b154;
    acc38 -= 1.1748522810340918*b154;
    const double b155 = smem[(16 + 11)*32 + tx];
    acc37 += 0.5362105595776853*b155;
    acc38 += 5.275762531033065*b155;
    const double b156 = smem[(16 + 12)*32 + tx];
    acc39 = 2.3443612950707027*b156;
    const double b157 = smem[(16 + 13)*32 + tx];
    acc39 -= 2.689674451697881*b157;
    const double b158 = smem[(16 + 14)*32 + tx];
    acc39 += 0.25302627870932703*b158;
    const double b159 = smem[(16 + 15)*32 + tx];
    acc39 += 2.0953889257910308*b159;
  }
  else if (ty == 3) {
    const double b144 = smem[(16 + 0)*32 + tx];
    acc36 = -1.3889945769426286*b144;
    const double b145 = smem[(16 + 1)*32 + tx];
    acc36 += 1.263162895892314*b145;
    const double b146 = smem[(16 + 2)*32 + tx];
    acc36 -= 2.0953889257910308*b146;
    const double b147 = smem[(16 + 3)*32 + tx];
    acc36 -= 0.25302627870932703*b147;
    const double b148 = smem[(16 + 4)*32 + tx];
    acc36 += 2.689674451697881*b148;
    const double b149 = smem[(16 + 5)*32 + tx];
    acc36 -= 2.3443612950707027*b149;
    const double b150 = smem[(16 + 6)*32 + tx];
    acc37 = -5.275762531033065*b150;
    acc38 = -0.5362105595776853*b150;
    const double b151 = smem[(16 + 7)*32 + tx];
    acc37 += 1.1748522810340918*b151;
    acc38 += 0.4384579773005155*b151;
    const double b152 = smem[(16 + 8)*32 + tx];
    acc37 += 2.081907542663135*b152;
    acc38 -= 0.5249523313677305*b152;
    const double b153 = smem[(16 + 9)*32 + tx];
    acc37 -= 0.9777348180224332*b153;
    acc38 += 0.8860206856419355*b153;
    const double b154 = smem[(16 + 10)*32 + tx];
    acc37 += 0.7561901119888452*b154;
    acc38 -= 2.575982076996554*b154;
    const double b155 = smem[(16 + 11)*32 + tx];
    acc37 -= 0.8979876796237861*b155;
    acc38 -= 7.1453271317716185*b155;
    const double b156 = smem[(16 + 12)*32 + tx];
    acc39 = -1.3889945769426286*b156;
    const double b157 = smem[(16 + 13)*32 + tx];
    acc39 += 1.263162895892314*b157;
    const double b158 = smem[(16 + 14)*32 + tx];
    acc39 -= 2.0953889257910308*b158;
    const double b159 = smem[(16 + 15)*32 + tx];
    acc39 -= 0.25302627870932703*b159;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 176*(long long)ldb);
    next1 = *(b + load_col + 180*(long long)ldb);
    next2 = *(b + load_col + 184*(long long)ldb);
    next3 = *(b + load_col + 188*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 177*(long long)ldb);
    next1 = *(b + load_col + 181*(long long)ldb);
    next2 = *(b + load_col + 185*(long long)ldb);
    next3 = *(b + load_col + 189*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 178*(long long)ldb);
    next1 = *(b + load_col + 182*(long long)ldb);
    next2 = *(b + load_col + 186*(long long)ldb);
    next3 = *(b + load_col + 190*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 179*(long long)ldb);
    next1 = *(b + load_col + 183*(long long)ldb);
    next2 = *(b + load_col + 187*(long long)ldb);
    next3 = *(b + load_col + 191*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b160 = smem[(0 + 0)*32 + tx];
    acc39 -= 0.4384579773005155*b160;
    acc40 -= 1.1748522810340918*b160;
    const double b161 = smem[(0 + 1)*32 + tx];
    acc39 += 0.5362105595776853*b161;
    acc40 += 5.275762531033065*b161;
    const double b162 = smem[(0 + 2)*32 + tx];
    acc41 = 2.3443612950707027*b162;
    const double b163 = smem[(0 + 3)*32 + tx];
    acc41 -= 2.689674451697881*b163;
    const double b164 = smem[(0 + 4)*32 + tx];
    acc41 += 0.25302627870932703*b164;
    const double b165 = smem[(0 + 5)*32 + tx];
    acc41 += 2.0953889257910308*b165;
    const double b166 = smem[(0 + 6)*32 + tx];
    acc41 -= 1.263162895892314*b166;
    const double b167 = smem[(0 + 7)*32 + tx];
    acc41 += 1.3889945769426286*b167;
    const double b168 = smem[(0 + 8)*32 + tx];
    acc42 = 7.1453271317716185*b168;
    acc43 = 0.8979876796237861*b168;
    const double b169 = smem[(0 + 9)*32 + tx];
    acc42 += 2.575982076996554*b169;
    acc43 -= 0.7561901119888452*b169;
    const double b170 = smem[(0 + 10)*32 + tx];
    acc42 -= 0.8860206856419355*b170;
    acc43 += 0.9777348180224332*b170;
    const double b171 = smem[(0 + 11)*32 + tx];
    acc42 += 0.5249523313677305*b171;
    acc43 -= 2.081907542663135*b171;
    const double b172 = smem[(0 + 12)*32 + tx];
    acc42 -= 0.4384579773005155*b172;
    acc43 -= 1.1748522810340918*b172;
    const double b173 = smem[(0 + 13)*32 + tx];
    acc42 += 0.5362105595776853*b173;
    acc43 += 5.275762531033065*b173;
    const double b174 = smem[(0 + 14)*32 + tx];
    acc44 = 2.3443612950707027*b174;
    const double b175 = smem[(0 + 15)*32 + tx];
    acc44 -= 2.689674451697881*b175;
  }
  else if (ty == 1) {
    const double b160 = smem[(0 + 0)*32 + tx];
    acc39 += 0.7561901119888452*b160;
    acc40 -= 2.575982076996554*b160;
    const double b161 = smem[(0 + 1)*32 + tx];
    acc39 -= 0.8979876796237861*b161;
    acc40 -= 7.1453271317716185*b161;
    const double b162 = smem[(0 + 2)*32 + tx];
    acc41 = -1.3889945769426286*b162;
    const double b163 = smem[(0 + 3)*32 + tx];
    acc41 += 1.263162895892314*b163;
    const double b164 = smem[(0 + 4)*32 + tx];
    acc41 -= 2.0953889257910308*b164;
    const double b165 = smem[(0 + 5)*32 + tx];
    acc41 -= 0.25302627870932703*b165;
    const double b166 = smem[(0 + 6)*32 + tx];
    acc41 += 2.689674451697881*b166;
    const double b167 = smem[(0 + 7)*32 + tx];
    acc41 -= 2.3443612950707027*b167;
    const double b168 = smem[(0 + 8)*32 + tx];
    acc42 = -5.275762531033065*b168;
    acc43 = -0.5362105595776853*b168;
    const double b169 = smem[(0 + 9)*32 + tx];
    acc42 += 1.1748522810340918*b169;
    acc43 += 0.4384579773005155*b169;
    const double b170 = smem[(0 + 10)*32 + tx];
    acc42 += 2.081907542663135*b170;
    acc43 -= 0.5249523313677305*b170;
    const double b171 = smem[(0 + 11)*32 + tx];
    acc42 -= 0.9777348180224332*b171;
    acc43 += 0.8860206856419355*b171;
    const double b172 = smem[(0 + 12)*32 + tx];
    acc42 += 0.7561901119888452*b172;
    acc43 -= 2.575982076996554*b172;
    const double b173 = smem[(0 + 13)*32 + tx];
    acc42 -= 0.8979876796237861*b173;
    acc43 -= 7.1453271317716185*b173;
    const double b174 = smem[(0 + 14)*32 + tx];
    acc44 = -1.3889945769426286*b174;
    const double b175 = smem[(0 + 15)*32 + tx];
    acc44 += 1.263162895892314*b175;
  }
  else if (ty == 2) {
    const double b160 = smem[(0 + 0)*32 + tx];
    acc39 -= 1.263162895892314*b160;
    const double b161 = smem[(0 + 1)*32 + tx];
    acc39 += 1.3889945769426286*b161;
    const double b162 = smem[(0 + 2)*32 + tx];
    acc40 = 7.1453271317716185*b162;
    acc41 = 0.8979876796237861*b162;
    const double b163 = smem[(0 + 3)*32 + tx];
    acc40 += 2.575982076996554*b163;
    acc41 -= 0.7561901119888452*b163;
    const double b164 = smem[(0 + 4)*32 + tx];
    acc40 -= 0.8860206856419355*b164;
    acc41 += 0.9777348180224332*b164;
    const double b165 = smem[(0 + 5)*32 + tx];
    acc40 += 0.5249523313677305*b165;
    acc41 -= 2.081907542663135*b165;
    const double b166 = smem[(0 + 6)*32 + tx];
    acc40 -= 0.4384579773005155*b166;
    acc41 -= 1.1748522810340918*b166;
    const double b167 = smem[(0 + 7)*32 + tx];
    acc40 += 0.5362105595776853*b167;
    acc41 += 5.275762531033065*b167;
    const double b168 = smem[(0 + 8)*32 + tx];
    acc42 = 2.3443612950707027*b168;
    const double b169 = smem[(0 + 9)*32 + tx];
    acc42 -= 2.689674451697881*b169;
    const double b170 = smem[(0 + 10)*32 + tx];
    acc42 += 0.25302627870932703*b170;
    const double b171 = smem[(0 + 11)*32 + tx];
    acc42 += 2.0953889257910308*b171;
    const double b172 = smem[(0 + 12)*32 + tx];
    acc42 -= 1.263162895892314*b172;
    const double b173 = smem[(0 + 13)*32 + tx];
    acc42 += 1.3889945769426286*b173;
    const double b174 = smem[(0 + 14)*32 + tx];
    acc43 = 7.1453271317716185*b174;
    acc44 = 0.8979876796237861*b174;
    const double b175 = smem[(0 + 15)*32 + tx];
    acc43 += 2.575982076996554*b175;
    acc44 -= 0.7561901119888452*b175;
  }
  else if (ty == 3) {
    const double b160 = smem[(0 + 0)*32 + tx];
    acc39 += 2.689674451697881*b160;
    const double b161 = smem[(0 + 1)*32 + tx];
    acc39 -= 2.3443612950707027*b161;
    const double b162 = smem[(0 + 2)*32 + tx];
    acc40 = -5.275762531033065*b162;
    acc41 = -0.5362105595776853*b162;
    const double b163 = smem[(0 + 3)*32 + tx];
    acc40 += 1.1748522810340918*b163;
    acc41 += 0.4384579773005155*b163;
    const double b164 = smem[(0 + 4)*32 + tx];
    acc40 += 2.081907542663135*b164;
    acc41 -= 0.5249523313677305*b164;
    const double b165 = smem[(0 + 5)*32 + tx];
    acc40 -= 0.9777348180224332*b165;
    acc41 += 0.8860206856419355*b165;
    const double b166 = smem[(0 + 6)*32 + tx];
    acc40 += 0.7561901119888452*b166;
    acc41 -= 2.575982076996554*b166;
    const double b167 = smem[(0 + 7)*32 + tx];
    acc40 -= 0.8979876796237861*b167;
    acc41 -= 7.1453271317716185*b167;
    const double b168 = smem[(0 + 8)*32 + tx];
    acc42 = -1.3889945769426286*b168;
    const double b169 = smem[(0 + 9)*32 + tx];
    acc42 += 1.263162895892314*b169;
    const double b170 = smem[(0 + 10)*32 + tx];
    acc42 -= 2.0953889257910308*b170;
    const double b171 = smem[(0 + 11)*32 + tx];
    acc42 -= 0.25302627870932703*b171;
    const double b172 = smem[(0 + 12)*32 + tx];
    acc42 += 2.689674451697881*b172;
    const double b173 = smem[(0 + 13)*32 + tx];
    acc42 -= 2.3443612950707027*b173;
    const double b174 = smem[(0 + 14)*32 + tx];
    acc43 = -5.275762531033065*b174;
    acc44 = -0.5362105595776853*b174;
    const double b175 = smem[(0 + 15)*32 + tx];
    acc43 += 1.1748522810340918*b175;
    acc44 += 0.4384579773005155*b175;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 192*(long long)ldb);
    next1 = *(b + load_col + 196*(long long)ldb);
    next2 = *(b + load_col + 200*(long long)ldb);
    next3 = *(b + load_col + 204*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 193*(long long)ldb);
    next1 = *(b + load_col + 197*(long long)ldb);
    next2 = *(b + load_col + 201*(long long)ldb);
    next3 = *(b + load_col + 205*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 194*(long long)ldb);
    next1 = *(b + load_col + 198*(long long)ldb);
    next2 = *(b + load_col + 202*(long long)ldb);
    next3 = *(b + load_col + 206*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 195*(long long)ldb);
    next1 = *(b + load_col + 199*(long long)ldb);
    next2 = *(b + load_col + 203*(long long)ldb);
    next3 = *(b + load_col + 207*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b176 = smem[(16 + 0)*32 + tx];
    acc44 += 0.25302627870932703*b176;
    const double b177 = smem[(16 + 1)*32 + tx];
    acc44 += 2.0953889257910308*b177;
    const double b178 = smem[(16 + 2)*32 + tx];
    acc44 -= 1.263162895892314*b178;
    const double b179 = smem[(16 + 3)*32 + tx];
    acc44 += 1.3889945769426286*b179;
    const double b180 = smem[(16 + 4)*32 + tx];
    acc45 = 7.1453271317716185*b180;
    acc46 = 0.8979876796237861*b180;
    const double b181 = smem[(16 + 5)*32 + tx];
    acc45 += 2.575982076996554*b181;
    acc46 -= 0.7561901119888452*b181;
    const double b182 = smem[(16 + 6)*32 + tx];
    acc45 -= 0.8860206856419355*b182;
    acc46 += 0.9777348180224332*b182;
    const double b183 = smem[(16 + 7)*32 + tx];
    acc45 += 0.5249523313677305*b183;
    acc46 -= 2.081907542663135*b183;
    const double b184 = smem[(16 + 8)*32 + tx];
    acc45 -= 0.4384579773005155*b184;
    acc46 -= 1.1748522810340918*b184;
    const double b185 = smem[(16 + 9)*32 + tx];
    acc45 += 0.5362105595776853*b185;
    acc46 += 5.275762531033065*b185;
    const double b186 = smem[(16 + 10)*32 + tx];
    acc47 = 2.3443612950707027*b186;
    const double b187 = smem[(16 + 11)*32 + tx];
    acc47 -= 2.689674451697881*b187;
    const double b188 = smem[(16 + 12)*32 + tx];
    acc47 += 0.25302627870932703*b188;
    const double b189 = smem[(16 + 13)*32 + tx];
    acc47 += 2.0953889257910308*b189;
    const double b190 = smem[(16 + 14)*32 + tx];
    acc47 -= 1.263162895892314*b190;
    const double b191 = smem[(16 + 15)*32 + tx];
    acc47 += 1.3889945769426286*b191;
  }
  else if (ty == 1) {
    const double b176 = smem[(16 + 0)*32 + tx];
    acc44 -= 2.0953889257910308*b176;
    const double b177 = smem[(16 + 1)*32 + tx];
    acc44 -= 0.25302627870932703*b177;
    const double b178 = smem[(16 + 2)*32 + tx];
    acc44 += 2.689674451697881*b178;
    const double b179 = smem[(16 + 3)*32 + tx];
    acc44 -= 2.3443612950707027*b179;
    const double b180 = smem[(16 + 4)*32 + tx];
    acc45 = -5.275762531033065*b180;
    acc46 = -0.5362105595776853*b180;
    const double b181 = smem[(16 + 5)*32 + tx];
    acc45 += 1.1748522810340918*b181;
    acc46 += 0.4384579773005155*b181;
    const double b182 = smem[(16 + 6)*32 + tx];
    acc45 += 2.081907542663135*b182;
    acc46 -= 0.5249523313677305*b182;
    const double b183 = smem[(16 + 7)*32 + tx];
    acc45 -= 0.9777348180224332*b183;
    acc46 += 0.8860206856419355*b183;
    const double b184 = smem[(16 + 8)*32 + tx];
    acc45 += 0.7561901119888452*b184;
    acc46 -= 2.575982076996554*b184;
    const double b185 = smem[(16 + 9)*32 + tx];
    acc45 -= 0.8979876796237861*b185;
    acc46 -= 7.1453271317716185*b185;
    const double b186 = smem[(16 + 10)*32 + tx];
    acc47 = -1.3889945769426286*b186;
    const double b187 = smem[(16 + 11)*32 + tx];
    acc47 += 1.263162895892314*b187;
    const double b188 = smem[(16 + 12)*32 + tx];
    acc47 -= 2.0953889257910308*b188;
    const double b189 = smem[(16 + 13)*32 + tx];
    acc47 -= 0.25302627870932703*b189;
    const double b190 = smem[(16 + 14)*32 + tx];
    acc47 += 2.689674451697881*b190;
    const double b191 = smem[(16 + 15)*32 + tx];
    acc47 -= 2.3443612950707027*b191;
  }
  else if (ty == 2) {
    const double b176 = smem[(16 + 0)*32 + tx];
    acc43 -= 0.8860206856419355*b176;
    acc44 += 0.9777348180224332*b176;
    const double b177 = smem[(16 + 1)*32 + tx];
    acc43 += 0.5249523313677305*b177;
    acc44 -= 2.081907542663135*b177;
    const double b178 = smem[(16 + 2)*32 + tx];
    acc43 -= 0.4384579773005155*b178;
    acc44 -= 1.1748522810340918*b178;
    const double b179 = smem[(16 + 3)*32 + tx];
    acc43 += 0.5362105595776853*b179;
    acc44 += 5.275762531033065*b179;
    const double b180 = smem[(16 + 4)*32 + tx];
    acc45 = 2.3443612950707027*b180;
    const double b181 = smem[(16 + 5)*32 + tx];
    acc45 -= 2.689674451697881*b181;
    const double b182 = smem[(16 + 6)*32 + tx];
    acc45 += 0.25302627870932703*b182;
    const double b183 = smem[(16 + 7)*32 + tx];
    acc45 += 2.0953889257910308*b183;
    const double b184 = smem[(16 + 8)*32 + tx];
    acc45 -= 1.263162895892314*b184;
    const double b185 = smem[(16 + 9)*32 + tx];
    acc45 += 1.3889945769426286*b185;
    const double b186 = smem[(16 + 10)*32 + tx];
    acc46 = 7.1453271317716185*b186;
    acc47 = 0.8979876796237861*b186;
    const double b187 = smem[(16 + 11)*32 + tx];
    acc46 += 2.575982076996554*b187;
    acc47 -= 0.7561901119888452*b187;
    const double b188 = smem[(16 + 12)*32 + tx];
    acc46 -= 0.8860206856419355*b188;
    acc47 += 0.9777348180224332*b188;
    const double b189 = smem[(16 + 13)*32 + tx];
    acc46 += 0.5249523313677305*b189;
    acc47 -= 2.081907542663135*b189;
    const double b190 = smem[(16 + 14)*32 + tx];
    acc46 -= 0.4384579773005155*b190;
    acc47 -= 1.1748522810340918*b190;
    const double b191 = smem[(16 + 15)*32 + tx];
    acc46 += 0.5362105595776853*b191;
    acc47 += 5.275762531033065*b191;
  }
  else if (ty == 3) {
    const double b176 = smem[(16 + 0)*32 + tx];
    acc43 += 2.081907542663135*b176;
    acc44 -= 0.5249523313677305*b176;
    const double b177 = smem[(16 + 1)*32 + tx];
    acc43 -= 0.9777348180224332*b177;
    acc44 += 0.8860206856419355*b177;
    const double b178 = smem[(16 + 2)*32 + tx];
    acc43 += 0.7561901119888452*b178;
    acc44 -= 2.575982076996554*b178;
    const double b179 = smem[(16 + 3)*32 + tx];
    acc43 -= 0.8979876796237861*b179;
    acc44 -= 7.1453271317716185*b179;
    const double b180 = smem[(16 + 4)*32 + tx];
    acc45 = -1.3889945769426286*b180;
    const double b181 = smem[(16 + 5)*32 + tx];
    acc45 += 1.263162895892314*b181;
    const double b182 = smem[(16 + 6)*32 + tx];
    acc45 -= 2.0953889257910308*b182;
    const double b183 = smem[(16 + 7)*32 + tx];
    acc45 -= 0.25302627870932703*b183;
    const double b184 = smem[(16 + 8)*32 + tx];
    acc45 += 2.689674451697881*b184;
    const double b185 = smem[(16 + 9)*32 + tx];
    acc45 -= 2.3443612950707027*b185;
    const double b186 = smem[(16 + 10)*32 + tx];
    acc46 = -5.275762531033065*b186;
    acc47 = -0.5362105595776853*b186;
    const double b187 = smem[(16 + 11)*32 + tx];
    acc46 += 1.1748522810340918*b187;
    acc47 += 0.4384579773005155*b187;
    const double b188 = smem[(16 + 12)*32 + tx];
    acc46 += 2.081907542663135*b188;
    acc47 -= 0.5249523313677305*b188;
    const double b189 = smem[(16 + 13)*32 + tx];
    acc46 -= 0.9777348180224332*b189;
    acc47 += 0.8860206856419355*b189;
    const double b190 = smem[(16 + 14)*32 + tx];
    acc46 += 0.7561901119888452*b190;
    acc47 -= 2.575982076996554*b190;
    const double b191 = smem[(16 + 15)*32 + tx];
    acc46 -= 0.8979876796237861*b191;
    acc47 -= 7.1453271317716185*b191;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 208*(long long)ldb);
    next1 = *(b + load_col + 212*(long long)ldb);
    next2 = *(b + load_col + 216*(long long)ldb);
    next3 = *(b + load_col + 220*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 209*(long long)ldb);
    next1 = *(b + load_col + 213*(long long)ldb);
    next2 = *(b + load_col + 217*(long long)ldb);
    next3 = *(b + load_col + 221*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 210*(long long)ldb);
    next1 = *(b + load_col + 214*(long long)ldb);
    next2 = *(b + load_col + 218*(long long)ldb);
    next3 = *(b + load_col + 222*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 211*(long long)ldb);
    next1 = *(b + load_col + 215*(long long)ldb);
    next2 = *(b + load_col + 219*(long long)ldb);
    next3 = *(b + load_col + 223*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b192 = smem[(0 + 0)*32 + tx];
    acc48 = 7.1453271317716185*b192;
    acc49 = 0.8979876796237861*b192;
    const double b193 = smem[(0 + 1)*32 + tx];
    acc48 += 2.575982076996554*b193;
    acc49 -= 0.7561901119888452*b193;
    const double b194 = smem[(0 + 2)*32 + tx];
    acc48 -= 0.8860206856419355*b194;
    acc49 += 0.9777348180224332*b194;
    const double b195 = smem[(0 + 3)*32 + tx];
    acc48 += 0.5249523313677305*b195;
    acc49 -= 2.081907542663135*b195;
    const double b196 = smem[(0 + 4)*32 + tx];
    acc48 -= 0.4384579773005155*b196;
    acc49 -= 1.1748522810340918*b196;
    const double b197 = smem[(0 + 5)*32 + tx];
    acc48 += 0.5362105595776853*b197;
    acc49 += 5.275762531033065*b197;
    const double b198 = smem[(0 + 6)*32 + tx];
    acc50 = 2.3443612950707027*b198;
    const double b199 = smem[(0 + 7)*32 + tx];
    acc50 -= 2.689674451697881*b199;
    const double b200 = smem[(0 + 8)*32 + tx];
    acc50 += 0.25302627870932703*b200;
    const double b201 = smem[(0 + 9)*32 + tx];
    acc50 += 2.0953889257910308*b201;
    const double b202 = smem[(0 + 10)*32 + tx];
    acc50 -= 1.263162895892314*b202;
    const double b203 = smem[(0 + 11)*32 + tx];
    acc50 += 1.3889945769426286*b203;
    const double b204 = smem[(0 + 12)*32 + tx];
    acc51 = 7.1453271317716185*b204;
    acc52 = 0.8979876796237861*b204;
    const double b205 = smem[(0 + 13)*32 + tx];
    acc51 += 2.575982076996554*b205;
    acc52 -= 0.7561901119888452*b205;
    const double b206 = smem[(0 + 14)*32 + tx];
    acc51 -= 0.8860206856419355*b206;
    acc52 += 0.9777348180224332*b206;
    const double b207 = smem[(0 + 15)*32 + tx];
    acc51 += 0.5249523313677305*b207;
    acc52 -= 2.081907542663135*b207;
  }
  else if (ty == 1) {
    const double b192 = smem[(0 + 0)*32 + tx];
    acc48 = -5.275762531033065*b192;
    acc49 = -0.5362105595776853*b192;
    const double b193 = smem[(0 + 1)*32 + tx];
    acc48 += 1.1748522810340918*b193;
    acc49 += 0.4384579773005155*b193;
    const double b194 = smem[(0 + 2)*32 + tx];
    acc48 += 2.081907542663135*b194;
    acc49 -= 0.5249523313677305*b194;
    const double b195 = smem[(0 + 3)*32 + tx];
    acc48 -= 0.9777348180224332*b195;
    acc49 += 0.8860206856419355*b195;
    const double b196 = smem[(0 + 4)*32 + tx];
    acc48 += 0.7561901119888452*b196;
    acc49 -= 2.575982076996554*b196;
    const double b197 = smem[(0 + 5)*32 + tx];
    acc48 -= 0.8979876796237861*b197;
    acc49 -= 7.1453271317716185*b197;
    const double b198 = smem[(0 + 6)*32 + tx];
    acc50 = -1.3889945769426286*b198;
    const double b199 = smem[(0 + 7)*32 + tx];
    acc50 += 1.263162895892314*b199;
    const double b200 = smem[(0 + 8)*32 + tx];
    acc50 -= 2.0953889257910308*b200;
    const double b201 = smem[(0 + 9)*32 + tx];
    acc50 -= 0.25302627870932703*b201;
    const double b202 = smem[(0 + 10)*32 + tx];
    acc50 += 2.689674451697881*b202;
    const double b203 = smem[(0 + 11)*32 + tx];
    acc50 -= 2.3443612950707027*b203;
    const double b204 = smem[(0 + 12)*32 + tx];
    acc51 = -5.275762531033065*b204;
    acc52 = -0.5362105595776853*b204;
    const double b205 = smem[(0 + 13)*32 + tx];
    acc51 += 1.1748522810340918*b205;
    acc52 += 0.4384579773005155*b205;
    const double b206 = smem[(0 + 14)*32 + tx];
    acc51 += 2.081907542663135*b206;
    acc52 -= 0.5249523313677305*b206;
    const double b207 = smem[(0 + 15)*32 + tx];
    acc51 -= 0.9777348180224332*b207;
    acc52 += 0.8860206856419355*b207;
  }
  else if (ty == 2) {
    const double b192 = smem[(0 + 0)*32 + tx];
    acc48 = 2.3443612950707027*b192;
    const double b193 = smem[(0 + 1)*32 + tx];
    acc48 -= 2.689674451697881*b193;
    const double b194 = smem[(0 + 2)*32 + tx];
    acc48 += 0.25302627870932703*b194;
    const double b195 = smem[(0 + 3)*32 + tx];
    acc48 += 2.0953889257910308*b195;
    const double b196 = smem[(0 + 4)*32 + tx];
    acc48 -= 1.263162895892314*b196;
    const double b197 = smem[(0 + 5)*32 + tx];
    acc48 += 1.3889945769426286*b197;
    const double b198 = smem[(0 + 6)*32 + tx];
    acc49 = 7.1453271317716185*b198;
    acc50 = 0.8979876796237861*b198;
    const double b199 = smem[(0 + 7)*32 + tx];
    acc49 += 2.575982076996554*b199;
    acc50 -= 0.7561901119888452*b199;
    const double b200 = smem[(0 + 8)*32 + tx];
    acc49 -= 0.8860206856419355*b200;
    acc50 += 0.9777348180224332*b200;
    const double b201 = smem[(0 + 9)*32 + tx];
    acc49 += 0.5249523313677305*b201;
    acc50 -= 2.081907542663135*b201;
    const double b202 = smem[(0 + 10)*32 + tx];
    acc49 -= 0.4384579773005155*b202;
    acc50 -= 1.1748522810340918*b202;
    const double b203 = smem[(0 + 11)*32 + tx];
    acc49 += 0.5362105595776853*b203;
    acc50 += 5.275762531033065*b203;
    const double b204 = smem[(0 + 12)*32 + tx];
    acc51 = 2.3443612950707027*b204;
    const double b205 = smem[(0 + 13)*32 + tx];
    acc51 -= 2.689674451697881*b205;
    const double b206 = smem[(0 + 14)*32 + tx];
    acc51 += 0.25302627870932703*b206;
    const double b207 = smem[(0 + 15)*32 + tx];
    acc51 += 2.0953889257910308*b207;
  }
  else if (ty == 3) {
    const double b192 = smem[(0 + 0)*32 + tx];
    acc48 = -1.3889945769426286*b192;
    const double b193 = smem[(0 + 1)*32 + tx];
    acc48 += 1.263162895892314*b193;
    const double b194 = smem[(0 + 2)*32 + tx];
    acc48 -= 2.0953889257910308*b194;
    const double b195 = smem[(0 + 3)*32 + tx];
    acc48 -= 0.25302627870932703*b195;
    const double b196 = smem[(0 + 4)*32 + tx];
    acc48 += 2.689674451697881*b196;
    const double b197 = smem[(0 + 5)*32 + tx];
    acc48 -= 2.3443612950707027*b197;
    const double b198 = smem[(0 + 6)*32 + tx];
    acc49 = -5.275762531033065*b198;
    acc50 = -0.5362105595776853*b198;
    const double b199 = smem[(0 + 7)*32 + tx];
    acc49 += 1.1748522810340918*b199;
    acc50 += 0.4384579773005155*b199;
    const double b200 = smem[(0 + 8)*32 + tx];
    acc49 += 2.081907542663135*b200;
    acc50 -= 0.5249523313677305*b200;
    const double b201 = smem[(0 + 9)*32 + tx];
    acc49 -= 0.9777348180224332*b201;
    acc50 += 0.8860206856419355*b201;
    const double b202 = smem[(0 + 10)*32 + tx];
    acc49 += 0.7561901119888452*b202;
    acc50 -= 2.575982076996554*b202;
    const double b203 = smem[(0 + 11)*32 + tx];
    acc49 -= 0.8979876796237861*b203;
    acc50 -= 7.1453271317716185*b203;
    const double b204 = smem[(0 + 12)*32 + tx];
    acc51 = -1.3889945769426286*b204;
    const double b205 = smem[(0 + 13)*32 + tx];
    acc51 += 1.263162895892314*b205;
    const double b206 = smem[(0 + 14)*32 + tx];
    acc51 -= 2.0953889257910308*b206;
    const double b207 = smem[(0 + 15)*32 + tx];
    acc51 -= 0.25302627870932703*b207;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 224*(long long)ldb);
    next1 = *(b + load_col + 228*(long long)ldb);
    next2 = *(b + load_col + 232*(long long)ldb);
    next3 = *(b + load_col + 236*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 225*(long long)ldb);
    next1 = *(b + load_col + 229*(long long)ldb);
    next2 = *(b + load_col + 233*(long long)ldb);
    next3 = *(b + load_col + 237*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 226*(long long)ldb);
    next1 = *(b + load_col + 230*(long long)ldb);
    next2 = *(b + load_col + 234*(long long)ldb);
    next3 = *(b + load_col + 238*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 227*(long long)ldb);
    next1 = *(b + load_col + 231*(long long)ldb);
    next2 = *(b + load_col + 235*(long long)ldb);
    next3 = *(b + load_col + 239*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b208 = smem[(16 + 0)*32 + tx];
    acc51 -= 0.4384579773005155*b208;
    acc52 -= 1.1748522810340918*b208;
    const double b209 = smem[(16 + 1)*32 + tx];
    acc51 += 0.5362105595776853*b209;
    acc52 += 5.275762531033065*b209;
    const double b210 = smem[(16 + 2)*32 + tx];
    acc53 = 2.3443612950707027*b210;
    const double b211 = smem[(16 + 3)*32 + tx];
    acc53 -= 2.689674451697881*b211;
    const double b212 = smem[(16 + 4)*32 + tx];
    acc53 += 0.25302627870932703*b212;
    const double b213 = smem[(16 + 5)*32 + tx];
    acc53 += 2.0953889257910308*b213;
    const double b214 = smem[(16 + 6)*32 + tx];
    acc53 -= 1.263162895892314*b214;
    const double b215 = smem[(16 + 7)*32 + tx];
    acc53 += 1.3889945769426286*b215;
    const double b216 = smem[(16 + 8)*32 + tx];
    acc0 += 7.1453271317716185*b216;
    acc3 += 2.3443612950707027*b216;
    acc6 += 0.8979876796237861*b216;
    const double b218 = smem[(16 + 10)*32 + tx];
    acc2 -= 5.275762531033065*b218;
    acc5 -= 1.3889945769426286*b218;
    acc8 -= 0.5362105595776853*b218;
    const double b220 = smem[(16 + 12)*32 + tx];
    acc1 += 7.1453271317716185*b220;
    acc4 += 2.3443612950707027*b220;
    acc7 += 0.8979876796237861*b220;
    const double b222 = smem[(16 + 14)*32 + tx];
    acc0 += 2.575982076996554*b222;
    acc3 -= 2.689674451697881*b222;
    acc6 -= 0.7561901119888452*b222;
  }
  else if (ty == 1) {
    const double b208 = smem[(16 + 0)*32 + tx];
    acc51 += 0.7561901119888452*b208;
    acc52 -= 2.575982076996554*b208;
    const double b209 = smem[(16 + 1)*32 + tx];
    acc51 -= 0.8979876796237861*b209;
    acc52 -= 7.1453271317716185*b209;
    const double b210 = smem[(16 + 2)*32 + tx];
    acc53 = -1.3889945769426286*b210;
    const double b211 = smem[(16 + 3)*32 + tx];
    acc53 += 1.263162895892314*b211;
    const double b212 = smem[(16 + 4)*32 + tx];
    acc53 -= 2.0953889257910308*b212;
    const double b213 = smem[(16 + 5)*32 + tx];
    acc53 -= 0.25302627870932703*b213;
    const double b214 = smem[(16 + 6)*32 + tx];
    acc53 += 2.689674451697881*b214;
    const double b215 = smem[(16 + 7)*32 + tx];
    acc53 -= 2.3443612950707027*b215;
    const double b217 = smem[(16 + 9)*32 + tx];
    acc0 += 7.1453271317716185*b217;
    acc3 += 2.3443612950707027*b217;
    acc6 += 0.8979876796237861*b217;
    const double b219 = smem[(16 + 11)*32 + tx];
    acc2 -= 5.275762531033065*b219;
    acc5 -= 1.3889945769426286*b219;
    acc8 -= 0.5362105595776853*b219;
    const double b221 = smem[(16 + 13)*32 + tx];
    acc1 += 7.1453271317716185*b221;
    acc4 += 2.3443612950707027*b221;
    acc7 += 0.8979876796237861*b221;
    const double b223 = smem[(16 + 15)*32 + tx];
    acc0 += 2.575982076996554*b223;
    acc3 -= 2.689674451697881*b223;
    acc6 -= 0.7561901119888452*b223;
  }
  else if (ty == 2) {
    const double b208 = smem[(16 + 0)*32 + tx];
    acc51 -= 1.263162895892314*b208;
    const double b209 = smem[(16 + 1)*32 + tx];
    acc51 += 1.3889945769426286*b209;
    const double b210 = smem[(16 + 2)*32 + tx];
    acc52 = 7.1453271317716185*b210;
    acc53 = 0.8979876796237861*b210;
    const double b211 = smem[(16 + 3)*32 + tx];
    acc52 += 2.575982076996554*b211;
    acc53 -= 0.7561901119888452*b211;
    const double b212 = smem[(16 + 4)*32 + tx];
    acc52 -= 0.8860206856419355*b212;
    acc53 += 0.9777348180224332*b212;
    const double b213 = smem[(16 + 5)*32 + tx];
    acc52 += 0.5249523313677305*b213;
    acc53 -= 2.081907542663135*b213;
    const double b214 = smem[(16 + 6)*32 + tx];
    acc52 -= 0.4384579773005155*b214;
    acc53 -= 1.1748522810340918*b214;
    const double b215 = smem[(16 + 7)*32 + tx];
    acc52 += 0.5362105595776853*b215;
    acc53 += 5.275762531033065*b215;
    const double b216 = smem[(16 + 8)*32 + tx];
    acc1 -= 5.275762531033065*b216;
    acc4 -= 1.3889945769426286*b216;
    acc7 -= 0.5362105595776853*b216;
    const double b218 = smem[(16 + 10)*32 + tx];
    acc0 += 7.1453271317716185*b218;
    acc3 += 2.3443612950707027*b218;
    acc6 += 0.8979876796237861*b218;
    const double b220 = smem[(16 + 12)*32 + tx];
    acc2 -= 5.275762531033065*b220;
    acc5 -= 1.3889945769426286*b220;
    acc8 -= 0.5362105595776853*b220;
    const double b222 = smem[(16 + 14)*32 + tx];
    acc1 += 1.1748522810340918*b222;
    acc4 += 1.263162895892314*b222;
    acc7 += 0.4384579773005155*b222;
  }
  else if (ty == 3) {
    const double b208 = smem[(16 + 0)*32 + tx];
    acc51 += 2.689674451697881*b208;
    const double b209 = smem[(16 + 1)*32 + tx];
    acc51 -= 2.3443612950707027*b209;
    const double b210 = smem[(16 + 2)*32 + tx];
    acc52 = -5.275762531033065*b210;
    acc53 = -0.5362105595776853*b210;
    const double b211 = smem[(16 + 3)*32 + tx];
    acc52 += 1.1748522810340918*b211;
    acc53 += 0.4384579773005155*b211;
    const double b212 = smem[(16 + 4)*32 + tx];
    acc52 += 2.081907542663135*b212;
    acc53 -= 0.5249523313677305*b212;
    const double b213 = smem[(16 + 5)*32 + tx];
    acc52 -= 0.9777348180224332*b213;
    acc53 += 0.8860206856419355*b213;
    const double b214 = smem[(16 + 6)*32 + tx];
    acc52 += 0.7561901119888452*b214;
    acc53 -= 2.575982076996554*b214;
    const double b215 = smem[(16 + 7)*32 + tx];
    acc52 -= 0.8979876796237861*b215;
    acc53 -= 7.1453271317716185*b215;
    const double b217 = smem[(16 + 9)*32 + tx];
    acc1 -= 5.275762531033065*b217;
    acc4 -= 1.3889945769426286*b217;
    acc7 -= 0.5362105595776853*b217;
    const double b219 = smem[(16 + 11)*32 + tx];
    acc0 += 7.1453271317716185*b219;
    acc3 += 2.3443612950707027*b219;
    acc6 += 0.8979876796237861*b219;
    const double b221 = smem[(16 + 13)*32 + tx];
    acc2 -= 5.275762531033065*b221;
    acc5 -= 1.3889945769426286*b221;
    acc8 -= 0.5362105595776853*b221;
    const double b223 = smem[(16 + 15)*32 + tx];
    acc1 += 1.1748522810340918*b223;
    acc4 += 1.263162895892314*b223;
    acc7 += 0.4384579773005155*b223;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 240*(long long)ldb);
    next1 = *(b + load_col + 244*(long long)ldb);
    next2 = *(b + load_col + 248*(long long)ldb);
    next3 = *(b + load_col + 252*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 241*(long long)ldb);
    next1 = *(b + load_col + 245*(long long)ldb);
    next2 = *(b + load_col + 249*(long long)ldb);
    next3 = *(b + load_col + 253*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 242*(long long)ldb);
    next1 = *(b + load_col + 246*(long long)ldb);
    next2 = *(b + load_col + 250*(long long)ldb);
    next3 = *(b + load_col + 254*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 243*(long long)ldb);
    next1 = *(b + load_col + 247*(long long)ldb);
    next2 = *(b + load_col + 251*(long long)ldb);
    next3 = *(b + load_col + 255*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b224 = smem[(0 + 0)*32 + tx];
    acc2 += 1.1748522810340918*b224;
    acc5 += 1.263162895892314*b224;
    acc8 += 0.4384579773005155*b224;
    const double b226 = smem[(0 + 2)*32 + tx];
    acc1 += 2.575982076996554*b226;
    acc4 -= 2.689674451697881*b226;
    acc7 -= 0.7561901119888452*b226;
    const double b228 = smem[(0 + 4)*32 + tx];
    acc0 -= 0.8860206856419355*b228;
    acc3 += 0.25302627870932703*b228;
    acc6 += 0.9777348180224332*b228;
    const double b230 = smem[(0 + 6)*32 + tx];
    acc2 += 2.081907542663135*b230;
    acc5 -= 2.0953889257910308*b230;
    acc8 -= 0.5249523313677305*b230;
    const double b232 = smem[(0 + 8)*32 + tx];
    acc1 -= 0.8860206856419355*b232;
    acc4 += 0.25302627870932703*b232;
    acc7 += 0.9777348180224332*b232;
    const double b234 = smem[(0 + 10)*32 + tx];
    acc0 += 0.5249523313677305*b234;
    acc3 += 2.0953889257910308*b234;
    acc6 -= 2.081907542663135*b234;
    const double b236 = smem[(0 + 12)*32 + tx];
    acc2 -= 0.9777348180224332*b236;
    acc5 -= 0.25302627870932703*b236;
    acc8 += 0.8860206856419355*b236;
    const double b238 = smem[(0 + 14)*32 + tx];
    acc1 += 0.5249523313677305*b238;
    acc4 += 2.0953889257910308*b238;
    acc7 -= 2.081907542663135*b238;
  }
  else if (ty == 1) {
    const double b225 = smem[(0 + 1)*32 + tx];
    acc2 += 1.1748522810340918*b225;
    acc5 += 1.263162895892314*b225;
    acc8 += 0.4384579773005155*b225;
    const double b227 = smem[(0 + 3)*32 + tx];
    acc1 += 2.575982076996554*b227;
    acc4 -= 2.689674451697881*b227;
    acc7 -= 0.7561901119888452*b227;
    const double b229 = smem[(0 + 5)*32 + tx];
    acc0 -= 0.8860206856419355*b229;
    acc3 += 0.25302627870932703*b229;
    acc6 += 0.9777348180224332*b229;
    const double b231 = smem[(0 + 7)*32 + tx];
    acc2 += 2.081907542663135*b231;
    acc5 -= 2.0953889257910308*b231;
    acc8 -= 0.5249523313677305*b231;
    const double b233 = smem[(0 + 9)*32 + tx];
    acc1 -= 0.8860206856419355*b233;
    acc4 += 0.25302627870932703*b233;
    acc7 += 0.9777348180224332*b233;
    const double b235 = smem[(0 + 11)*32 + tx];
    acc0 += 0.5249523313677305*b235;
    acc3 += 2.0953889257910308*b235;
    acc6 -= 2.081907542663135*b235;
    const double b237 = smem[(0 + 13)*32 + tx];
    acc2 -= 0.9777348180224332*b237;
    acc5 -= 0.25302627870932703*b237;
    acc8 += 0.8860206856419355*b237;
    const double b239 = smem[(0 + 15)*32 + tx];
    acc1 += 0.5249523313677305*b239;
    acc4 += 2.0953889257910308*b239;
    acc7 -= 2.081907542663135*b239;
  }
  else if (ty == 2) {
    const double b224 = smem[(0 + 0)*32 + tx];
    acc0 += 2.575982076996554*b224;
    acc3 -= 2.689674451697881*b224;
    acc6 -= 0.7561901119888452*b224;
    const double b226 = smem[(0 + 2)*32 + tx];
    acc2 += 1.1748522810340918*b226;
    acc5 += 1.263162895892314*b226;
    acc8 += 0.4384579773005155*b226;
    const double b228 = smem[(0 + 4)*32 + tx];
    acc1 += 2.081907542663135*b228;
    acc4 -= 2.0953889257910308*b228;
    acc7 -= 0.5249523313677305*b228;
    const double b230 = smem[(0 + 6)*32 + tx];
    acc0 -= 0.8860206856419355*b230;
    acc3 += 0.25302627870932703*b230;
    acc6 += 0.9777348180224332*b230;
    const double b232 = smem[(0 + 8)*32 + tx];
    acc2 += 2.081907542663135*b232;
    acc5 -= 2.0953889257910308*b232;
    acc8 -= 0.5249523313677305*b232;
    const double b234 = smem[(0 + 10)*32 + tx];
    acc1 -= 0.9777348180224332*b234;
    acc4 -= 0.25302627870932703*b234;
    acc7 += 0.8860206856419355*b234;
    const double b236 = smem[(0 + 12)*32 + tx];
    acc0 += 0.5249523313677305*b236;
    acc3 += 2.0953889257910308*b236;
    acc6 -= 2.081907542663135*b236;
    const double b238 = smem[(0 + 14)*32 + tx];
    acc2 -= 0.9777348180224332*b238;
    acc5 -= 0.25302627870932703*b238;
    acc8 += 0.8860206856419355*b238;
  }
  else if (ty == 3) {
    const double b225 = smem[(0 + 1)*32 + tx];
    acc0 += 2.575982076996554*b225;
    acc3 -= 2.689674451697881*b225;
    acc6 -= 0.7561901119888452*b225;
    const double b227 = smem[(0 + 3)*32 + tx];
    acc2 += 1.1748522810340918*b227;
    acc5 += 1.263162895892314*b227;
    acc8 += 0.4384579773005155*b227;
    const double b229 = smem[(0 + 5)*32 + tx];
    acc1 += 2.081907542663135*b229;
    acc4 -= 2.0953889257910308*b229;
    acc7 -= 0.5249523313677305*b229;
    const double b231 = smem[(0 + 7)*32 + tx];
    acc0 -= 0.8860206856419355*b231;
    acc3 += 0.25302627870932703*b231;
    acc6 += 0.9777348180224332*b231;
    const double b233 = smem[(0 + 9)*32 + tx];
    acc2 += 2.081907542663135*b233;
    acc5 -= 2.0953889257910308*b233;
    acc8 -= 0.5249523313677305*b233;
    const double b235 = smem[(0 + 11)*32 + tx];
    acc1 -= 0.9777348180224332*b235;
    acc4 -= 0.25302627870932703*b235;
    acc7 += 0.8860206856419355*b235;
    const double b237 = smem[(0 + 13)*32 + tx];
    acc0 += 0.5249523313677305*b237;
    acc3 += 2.0953889257910308*b237;
    acc6 -= 2.081907542663135*b237;
    const double b239 = smem[(0 + 15)*32 + tx];
    acc2 -= 0.9777348180224332*b239;
    acc5 -= 0.25302627870932703*b239;
    acc8 += 0.8860206856419355*b239;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 256*(long long)ldb);
    next1 = *(b + load_col + 260*(long long)ldb);
    next2 = *(b + load_col + 264*(long long)ldb);
    next3 = *(b + load_col + 268*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 257*(long long)ldb);
    next1 = *(b + load_col + 261*(long long)ldb);
    next2 = *(b + load_col + 265*(long long)ldb);
    next3 = *(b + load_col + 269*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 258*(long long)ldb);
    next1 = *(b + load_col + 262*(long long)ldb);
    next2 = *(b + load_col + 266*(long long)ldb);
    next3 = *(b + load_col + 270*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 259*(long long)ldb);
    next1 = *(b + load_col + 263*(long long)ldb);
    next2 = *(b + load_col + 267*(long long)ldb);
    next3 = *(b + load_col + 271*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b240 = smem[(16 + 0)*32 + tx];
    acc0 -= 0.4384579773005155*b240;
    acc3 -= 1.263162895892314*b240;
    acc6 -= 1.1748522810340918*b240;
    const double b242 = smem[(16 + 2)*32 + tx];
    acc2 += 0.7561901119888452*b242;
    acc5 += 2.689674451697881*b242;
    acc8 -= 2.575982076996554*b242;
    const double b244 = smem[(16 + 4)*32 + tx];
    acc1 -= 0.4384579773005155*b244;
    acc4 -= 1.263162895892314*b244;
    acc7 -= 1.1748522810340918*b244;
    const double b246 = smem[(16 + 6)*32 + tx];
    acc0 += 0.5362105595776853*b246;
    acc3 += 1.3889945769426286*b246;
    acc6 += 5.275762531033065*b246;
    const double b248 = smem[(16 + 8)*32 + tx];
    acc2 -= 0.8979876796237861*b248;
    acc5 -= 2.3443612950707027*b248;
    acc8 -= 7.1453271317716185*b248;
    const double b250 = smem[(16 + 10)*32 + tx];
    acc1 += 0.5362105595776853*b250;
    acc4 += 1.3889945769426286*b250;
    acc7 += 5.275762531033065*b250;
    const double b252 = smem[(16 + 12)*32 + tx];
    acc9 += 7.1453271317716185*b252;
    acc12 += 2.3443612950707027*b252;
    acc15 += 0.8979876796237861*b252;
    const double b254 = smem[(16 + 14)*32 + tx];
    acc11 -= 5.275762531033065*b254;
    acc14 -= 1.3889945769426286*b254;
    acc17 -= 0.5362105595776853*b254;
  }
  else if (ty == 1) {
    const double b241 = smem[(16 + 1)*32 + tx];
    acc0 -= 0.4384579773005155*b241;
    acc3 -= 1.263162895892314*b241;
    acc6 -= 1.1748522810340918*b241;
    const double b243 = smem[(16 + 3)*32 + tx];
    acc2 += 0.7561901119888452*b243;
    acc5 += 2.689674451697881*b243;
    acc8 -= 2.575982076996554*b243;
    const double b245 = smem[(16 + 5)*32 + tx];
    acc1 -= 0.4384579773005155*b245;
    acc4 -= 1.263162895892314*b245;
    acc7 -= 1.1748522810340918*b245;
    const double b247 = smem[(16 + 7)*32 + tx];
    acc0 += 0.5362105595776853*b247;
    acc3 += 1.3889945769426286*b247;
    acc6 += 5.275762531033065*b247;
    const double b249 = smem[(16 + 9)*32 + tx];
    acc2 -= 0.8979876796237861*b249;
    acc5 -= 2.3443612950707027*b249;
    acc8 -= 7.1453271317716185*b249;
    const double b251 = smem[(16 + 11)*32 + tx];
    acc1 += 0.5362105595776853*b251;
    acc4 += 1.3889945769426286*b251;
    acc7 += 5.275762531033065*b251;
    const double b253 = smem[(16 + 13)*32 + tx];
    acc9 += 7.1453271317716185*b253;
    acc12 += 2.3443612950707027*b253;
    acc15 += 0.8979876796237861*b253;
    const double b255 = smem[(16 + 15)*32 + tx];
    acc11 -= 5.275762531033065*b255;
    acc14 -= 1.3889945769426286*b255;
    acc17 -= 0.5362105595776853*b255;
  }
  else if (ty == 2) {
    const double b240 = smem[(16 + 0)*32 + tx];
    acc1 += 0.7561901119888452*b240;
    acc4 += 2.689674451697881*b240;
    acc7 -= 2.575982076996554*b240;
    const double b242 = smem[(16 + 2)*32 + tx];
    acc0 -= 0.4384579773005155*b242;
    acc3 -= 1.263162895892314*b242;
    acc6 -= 1.1748522810340918*b242;
    const double b244 = smem[(16 + 4)*32 + tx];
    acc2 += 0.7561901119888452*b244;
    acc5 += 2.689674451697881*b244;
    acc8 -= 2.575982076996554*b244;
    const double b246 = smem[(16 + 6)*32 + tx];
    acc1 -= 0.8979876796237861*b246;
    acc4 -= 2.3443612950707027*b246;
    acc7 -= 7.1453271317716185*b246;
    const double b248 = smem[(16 + 8)*32 + tx];
    acc0 += 0.5362105595776853*b248;
    acc3 += 1.3889945769426286*b248;
    acc6 += 5.275762531033065*b248;
    const double b250 = smem[(16 + 10)*32 + tx];
    acc2 -= 0.8979876796237861*b250;
    acc5 -= 2.3443612950707027*b250;
    acc8 -= 7.1453271317716185*b250;
    const double b252 = smem[(16 + 12)*32 + tx];
    acc10 -= 5.275762531033065*b252;
    acc13 -= 1.3889945769426286*b252;
    acc16 -= 0.5362105595776853*b252;
    const double b254 = smem[(16 + 14)*32 + tx];
    acc9 += 7.1453271317716185*b254;
    acc12 += 2.3443612950707027*b254;
    acc15 += 0.8979876796237861*b254;
  }
  else if (ty == 3) {
    const double b241 = smem[(16 + 1)*32 + tx];
    acc1 += 0.7561901119888452*b241;
    acc4 += 2.689674451697881*b241;
    acc7 -= 2.575982076996554*b241;
    const double b243 = smem[(16 + 3)*32 + tx];
    acc0 -= 0.4384579773005155*b243;
    acc3 -= 1.263162895892314*b243;
    acc6 -= 1.1748522810340918*b243;
    const double b245 = smem[(16 + 5)*32 + tx];
    acc2 += 0.7561901119888452*b245;
    acc5 += 2.689674451697881*b245;
    acc8 -= 2.575982076996554*b245;
    const double b247 = smem[(16 + 7)*32 + tx];
    acc1 -= 0.8979876796237861*b247;
    acc4 -= 2.3443612950707027*b247;
    acc7 -= 7.1453271317716185*b247;
    const double b249 = smem[(16 + 9)*32 + tx];
    acc0 += 0.5362105595776853*b249;
    acc3 += 1.3889945769426286*b249;
    acc6 += 5.275762531033065*b249;
    const double b251 = smem[(16 + 11)*32 + tx];
    acc2 -= 0.8979876796237861*b251;
    acc5 -= 2.3443612950707027*b251;
    acc8 -= 7.1453271317716185*b251;
    const double b253 = smem[(16 + 13)*32 + tx];
    acc10 -= 5.275762531033065*b253;
    acc13 -= 1.3889945769426286*b253;
    acc16 -= 0.5362105595776853*b253;
    const double b255 = smem[(16 + 15)*32 + tx];
    acc9 += 7.1453271317716185*b255;
    acc12 += 2.3443612950707027*b255;
    acc15 += 0.8979876796237861*b255;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 272*(long long)ldb);
    next1 = *(b + load_col + 276*(long long)ldb);
    next2 = *(b + load_col + 280*(long long)ldb);
    next3 = *(b + load_col + 284*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 273*(long long)ldb);
    next1 = *(b + load_col + 277*(long long)ldb);
    next2 = *(b + load_col + 281*(long long)ldb);
    next3 = *(b + load_col + 285*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 274*(long long)ldb);
    next1 = *(b + load_col + 278*(long long)ldb);
    next2 = *(b + load_col + 282*(long long)ldb);
    next3 = *(b + load_col + 286*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 275*(long long)ldb);
    next1 = *(b + load_col + 279*(long long)ldb);
    next2 = *(b + load_col + 283*(long long)ldb);
    next3 = *(b + load_col + 287*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b256 = smem[(0 + 0)*32 + tx];
    acc10 += 7.1453271317716185*b256;
    acc13 += 2.3443612950707027*b256;
    acc16 += 0.8979876796237861*b256;
    const double b258 = smem[(0 + 2)*32 + tx];
    acc9 += 2.575982076996554*b258;
    acc12 -= 2.689674451697881*b258;
    acc15 -= 0.7561901119888452*b258;
    const double b260 = smem[(0 + 4)*32 + tx];
    acc11 += 1.1748522810340918*b260;
    acc14 += 1.263162895892314*b260;
    acc17 += 0.4384579773005155*b260;
    const double b262 = smem[(0 + 6)*32 + tx];
    acc10 += 2.575982076996554*b262;
    acc13 -= 2.689674451697881*b262;
    acc16 -= 0.7561901119888452*b262;
    const double b264 = smem[(0 + 8)*32 + tx];
    acc9 -= 0.8860206856419355*b264;
    acc12 += 0.25302627870932703*b264;
    acc15 += 0.9777348180224332*b264;
    const double b266 = smem[(0 + 10)*32 + tx];
    acc11 += 2.081907542663135*b266;
    acc14 -= 2.0953889257910308*b266;
    acc17 -= 0.5249523313677305*b266;
    const double b268 = smem[(0 + 12)*32 + tx];
    acc10 -= 0.8860206856419355*b268;
    acc13 += 0.25302627870932703*b268;
    acc16 += 0.9777348180224332*b268;
    const double b270 = smem[(0 + 14)*32 + tx];
    acc9 += 0.5249523313677305*b270;
    acc12 += 2.0953889257910308*b270;
    acc15 -= 2.081907542663135*b270;
  }
  else if (ty == 1) {
    const double b257 = smem[(0 + 1)*32 + tx];
    acc10 += 7.1453271317716185*b257;
    acc13 += 2.3443612950707027*b257;
    acc16 += 0.8979876796237861*b257;
    const double b259 = smem[(0 + 3)*32 + tx];
    acc9 += 2.575982076996554*b259;
    acc12 -= 2.689674451697881*b259;
    acc15 -= 0.7561901119888452*b259;
    const double b261 = smem[(0 + 5)*32 + tx];
    acc11 += 1.1748522810340918*b261;
    acc14 += 1.263162895892314*b261;
    acc17 += 0.4384579773005155*b261;
    const double b263 = smem[(0 + 7)*32 + tx];
    acc10 += 2.575982076996554*b263;
    acc13 -= 2.689674451697881*b263;
    acc16 -= 0.7561901119888452*b263;
    const double b265 = smem[(0 + 9)*32 + tx];
    acc9 -= 0.8860206856419355*b265;
    acc12 += 0.25302627870932703*b265;
    acc15 += 0.9777348180224332*b265;
    const double b267 = smem[(0 + 11)*32 + tx];
    acc11 += 2.081907542663135*b267;
    acc14 -= 2.0953889257910308*b267;
    acc17 -= 0.5249523313677305*b267;
    const double b269 = smem[(0 + 13)*32 + tx];
    acc10 -= 0.8860206856419355*b269;
    acc13 += 0.25302627870932703*b269;
    acc16 += 0.9777348180224332*b269;
    const double b271 = smem[(0 + 15)*32 + tx];
    acc9 += 0.5249523313677305*b271;
    acc12 += 2.0953889257910308*b271;
    acc15 -= 2.081907542663135*b271;
  }
  else if (ty == 2) {
    const double b256 = smem[(0 + 0)*32 + tx];
    acc11 -= 5.275762531033065*b256;
    acc14 -= 1.3889945769426286*b256;
    acc17 -= 0.5362105595776853*b256;
    const double b258 = smem[(0 + 2)*32 + tx];
    acc10 += 1.1748522810340918*b258;
    acc13 += 1.263162895892314*b258;
    acc16 += 0.4384579773005155*b258;
    const double b260 = smem[(0 + 4)*32 + tx];
    acc9 += 2.575982076996554*b260;
    acc12 -= 2.689674451697881*b260;
    acc15 -= 0.7561901119888452*b260;
    const double b262 = smem[(0 + 6)*32 + tx];
    acc11 += 1.1748522810340918*b262;
    acc14 += 1.263162895892314*b262;
    acc17 += 0.4384579773005155*b262;
    const double b264 = smem[(0 + 8)*32 + tx];
    acc10 += 2.081907542663135*b264;
    acc13 -= 2.0953889257910308*b264;
    acc16 -= 0.5249523313677305*b264;
    const double b266 = smem[(0 + 10)*32 + tx];
    acc9 -= 0.8860206856419355*b266;
    acc12 += 0.25302627870932703*b266;
    acc15 += 0.9777348180224332*b266;
    const double b268 = smem[(0 + 12)*32 + tx];
    acc11 += 2.081907542663135*b268;
    acc14 -= 2.0953889257910308*b268;
    acc17 -= 0.5249523313677305*b268;
    const double b270 = smem[(0 + 14)*32 + tx];
    acc10 -= 0.9777348180224332*b270;
    acc13 -= 0.25302627870932703*b270;
    acc16 += 0.8860206856419355*b270;
  }
  else if (ty == 3) {
    const double b257 = smem[(0 + 1)*32 + tx];
    acc11 -= 5.275762531033065*b257;
    acc14 -= 1.3889945769426286*b257;
    acc17 -= 0.5362105595776853*b257;
    const double b259 = smem[(0 + 3)*32 + tx];
    acc10 += 1.1748522810340918*b259;
    acc13 += 1.263162895892314*b259;
    acc16 += 0.4384579773005155*b259;
    const double b261 = smem[(0 + 5)*32 + tx];
    acc9 += 2.575982076996554*b261;
    acc12 -= 2.689674451697881*b261;
    acc15 -= 0.7561901119888452*b261;
    const double b263 = smem[(0 + 7)*32 + tx];
    acc11 += 1.1748522810340918*b263;
    acc14 += 1.263162895892314*b263;
    acc17 += 0.4384579773005155*b263;
    const double b265 = smem[(0 + 9)*32 + tx];
    acc10 += 2.081907542663135*b265;
    acc13 -= 2.0953889257910308*b265;
    acc16 -= 0.5249523313677305*b265;
    const double b267 = smem[(0 + 11)*32 + tx];
    acc9 -= 0.8860206856419355*b267;
    acc12 += 0.25302627870932703*b267;
    acc15 += 0.9777348180224332*b267;
    const double b269 = smem[(0 + 13)*32 + tx];
    acc11 += 2.081907542663135*b269;
    acc14 -= 2.0953889257910308*b269;
    acc17 -= 0.5249523313677305*b269;
    const double b271 = smem[(0 + 15)*32 + tx];
    acc10 -= 0.9777348180224332*b271;
    acc13 -= 0.25302627870932703*b271;
    acc16 += 0.8860206856419355*b271;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 288*(long long)ldb);
    next1 = *(b + load_col + 292*(long long)ldb);
    next2 = *(b + load_col + 296*(long long)ldb);
    next3 = *(b + load_col + 300*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 289*(long long)ldb);
    next1 = *(b + load_col + 293*(long long)ldb);
    next2 = *(b + load_col + 297*(long long)ldb);
    next3 = *(b + load_col + 301*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 290*(long long)ldb);
    next1 = *(b + load_col + 294*(long long)ldb);
    next2 = *(b + load_col + 298*(long long)ldb);
    next3 = *(b + load_col + 302*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 291*(long long)ldb);
    next1 = *(b + load_col + 295*(long long)ldb);
    next2 = *(b + load_col + 299*(long long)ldb);
    next3 = *(b + load_col + 303*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b272 = smem[(16 + 0)*32 + tx];
    acc11 -= 0.9777348180224332*b272;
    acc14 -= 0.25302627870932703*b272;
    acc17 += 0.8860206856419355*b272;
    const double b274 = smem[(16 + 2)*32 + tx];
    acc10 += 0.5249523313677305*b274;
    acc13 += 2.0953889257910308*b274;
    acc16 -= 2.081907542663135*b274;
    const double b276 = smem[(16 + 4)*32 + tx];
    acc9 -= 0.4384579773005155*b276;
    acc12 -= 1.263162895892314*b276;
    acc15 -= 1.1748522810340918*b276;
    const double b278 = smem[(16 + 6)*32 + tx];
    acc11 += 0.7561901119888452*b278;
    acc14 += 2.689674451697881*b278;
    acc17 -= 2.575982076996554*b278;
    const double b280 = smem[(16 + 8)*32 + tx];
    acc10 -= 0.4384579773005155*b280;
    acc13 -= 1.263162895892314*b280;
    acc16 -= 1.1748522810340918*b280;
    const double b282 = smem[(16 + 10)*32 + tx];
    acc9 += 0.5362105595776853*b282;
    acc12 += 1.3889945769426286*b282;
    acc15 += 5.275762531033065*b282;
    const double b284 = smem[(16 + 12)*32 + tx];
    acc11 -= 0.8979876796237861*b284;
    acc14 -= 2.3443612950707027*b284;
    acc17 -= 7.1453271317716185*b284;
    const double b286 = smem[(16 + 14)*32 + tx];
    acc10 += 0.5362105595776853*b286;
    acc13 += 1.3889945769426286*b286;
    acc16 += 5.275762531033065*b286;
  }
  else if (ty == 1) {
    const double b273 = smem[(16 + 1)*32 + tx];
    acc11 -= 0.9777348180224332*b273;
    acc14 -= 0.25302627870932703*b273;
    acc17 += 0.8860206856419355*b273;
    const double b275 = smem[(16 + 3)*32 + tx];
    acc10 += 0.5249523313677305*b275;
    acc13 += 2.0953889257910308*b275;
    acc16 -= 2.081907542663135*b275;
    const double b277 = smem[(16 + 5)*32 + tx];
    acc9 -= 0.4384579773005155*b277;
    acc12 -= 1.263162895892314*b277;
    acc15 -= 1.1748522810340918*b277;
    const double b279 = smem[(16 + 7)*32 + tx];
    acc11 += 0.7561901119888452*b279;
    acc14 += 2.689674451697881*b279;
    acc17 -= 2.575982076996554*b279;
    const double b281 = smem[(16 + 9)*32 + tx];
    acc10 -= 0.4384579773005155*b281;
    acc13 -= 1.263162895892314*b281;
    acc16 -= 1.1748522810340918*b281;
    const double b283 = smem[(16 + 11)*32 + tx];
    acc9 += 0.5362105595776853*b283;
    acc12 += 1.3889945769426286*b283;
    acc15 += 5.275762531033065*b283;
    const double b285 = smem[(16 + 13)*32 + tx];
    acc11 -= 0.8979876796237861*b285;
    acc14 -= 2.3443612950707027*b285;
    acc17 -= 7.1453271317716185*b285;
    const double b287 = smem[(16 + 15)*32 + tx];
    acc10 += 0.5362105595776853*b287;
    acc13 += 1.3889945769426286*b287;
    acc16 += 5.275762531033065*b287;
  }
  else if (ty == 2) {
    const double b272 = smem[(16 + 0)*32 + tx];
    acc9 += 0.5249523313677305*b272;
    acc12 += 2.0953889257910308*b272;
    acc15 -= 2.081907542663135*b272;
    const double b274 = smem[(16 + 2)*32 + tx];
    acc11 -= 0.9777348180224332*b274;
    acc14 -= 0.25302627870932703*b274;
    acc17 += 0.8860206856419355*b274;
    const double b276 = smem[(16 + 4)*32 + tx];
    acc10 += 0.7561901119888452*b276;
    acc13 += 2.689674451697881*b276;
    acc16 -= 2.575982076996554*b276;
    const double b278 = smem[(16 + 6)*32 + tx];
    acc9 -= 0.4384579773005155*b278;
    acc12 -= 1.263162895892314*b278;
    acc15 -= 1.1748522810340918*b278;
    const double b280 = smem[(16 + 8)*32 + tx];
    acc11 += 0.7561901119888452*b280;
    acc14 += 2.689674451697881*b280;
    acc17 -= 2.575982076996554*b280;
    const double b282 = smem[(16 + 10)*32 + tx];
    acc10 -= 0.8979876796237861*b282;
    acc13 -= 2.3443612950707027*b282;
    acc16 -= 7.1453271317716185*b282;
    const double b284 = smem[(16 + 12)*32 + tx];
    acc9 += 0.5362105595776853*b284;
    acc12 += 1.3889945769426286*b284;
    acc15 += 5.275762531033065*b284;
    const double b286 = smem[(16 + 14)*32 + tx];
    acc11 -= 0.8979876796237861*b286;
    acc14 -= 2.3443612950707027*b286;
    acc17 -= 7.1453271317716185*b286;
  }
  else if (ty == 3) {
    const double b273 = smem[(16 + 1)*32 + tx];
    acc9 += 0.5249523313677305*b273;
    acc12 += 2.0953889257910308*b273;
    acc15 -= 2.081907542663135*b273;
    const double b275 = smem[(16 + 3)*32 + tx];
    acc11 -= 0.9777348180224332*b275;
    acc14 -= 0.25302627870932703*b275;
    acc17 += 0.8860206856419355*b275;
    const double b277 = smem[(16 + 5)*32 + tx];
    acc10 += 0.7561901119888452*b277;
    acc13 += 2.689674451697881*b277;
    acc16 -= 2.575982076996554*b277;
    const double b279 = smem[(16 + 7)*32 + tx];
    acc9 -= 0.4384579773005155*b279;
    acc12 -= 1.263162895892314*b279;
    acc15 -= 1.1748522810340918*b279;
    const double b281 = smem[(16 + 9)*32 + tx];
    acc11 += 0.7561901119888452*b281;
    acc14 += 2.689674451697881*b281;
    acc17 -= 2.575982076996554*b281;
    const double b283 = smem[(16 + 11)*32 + tx];
    acc10 -= 0.8979876796237861*b283;
    acc13 -= 2.3443612950707027*b283;
    acc16 -= 7.1453271317716185*b283;
    const double b285 = smem[(16 + 13)*32 + tx];
    acc9 += 0.5362105595776853*b285;
    acc12 += 1.3889945769426286*b285;
    acc15 += 5.275762531033065*b285;
    const double b287 = smem[(16 + 15)*32 + tx];
    acc11 -= 0.8979876796237861*b287;
    acc14 -= 2.3443612950707027*b287;
    acc17 -= 7.1453271317716185*b287;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 304*(long long)ldb);
    next1 = *(b + load_col + 308*(long long)ldb);
    next2 = *(b + load_col + 312*(long long)ldb);
    next3 = *(b + load_col + 316*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 305*(long long)ldb);
    next1 = *(b + load_col + 309*(long long)ldb);
    next2 = *(b + load_col + 313*(long long)ldb);
    next3 = *(b + load_col + 317*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 306*(long long)ldb);
    next1 = *(b + load_col + 310*(long long)ldb);
    next2 = *(b + load_col + 314*(long long)ldb);
    next3 = *(b + load_col + 318*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 307*(long long)ldb);
    next1 = *(b + load_col + 311*(long long)ldb);
    next2 = *(b + load_col + 315*(long long)ldb);
    next3 = *(b + load_col + 319*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b288 = smem[(0 + 0)*32 + tx];
    acc18 += 7.1453271317716185*b288;
    acc21 += 2.3443612950707027*b288;
    acc24 += 0.8979876796237861*b288;
    const double b290 = smem[(0 + 2)*32 + tx];
    acc20 -= 5.275762531033065*b290;
    acc23 -= 1.3889945769426286*b290;
    acc26 -= 0.5362105595776853*b290;
    const double b292 = smem[(0 + 4)*32 + tx];
    acc19 += 7.1453271317716185*b292;
    acc22 += 2.3443612950707027*b292;
    acc25 += 0.8979876796237861*b292;
    const double b294 = smem[(0 + 6)*32 + tx];
    acc18 += 2.575982076996554*b294;
    acc21 -= 2.689674451697881*b294;
    acc24 -= 0.7561901119888452*b294;
    const double b296 = smem[(0 + 8)*32 + tx];
    acc20 += 1.1748522810340918*b296;
    acc23 += 1.263162895892314*b296;
    acc26 += 0.4384579773005155*b296;
    const double b298 = smem[(0 + 10)*32 + tx];
    acc19 += 2.575982076996554*b298;
    acc22 -= 2.689674451697881*b298;
    acc25 -= 0.7561901119888452*b298;
    const double b300 = smem[(0 + 12)*32 + tx];
    acc18 -= 0.8860206856419355*b300;
    acc21 += 0.25302627870932703*b300;
    acc24 += 0.9777348180224332*b300;
    const double b302 = smem[(0 + 14)*32 + tx];
    acc20 += 2.081907542663135*b302;
    acc23 -= 2.0953889257910308*b302;
    acc26 -= 0.5249523313677305*b302;
  }
  else if (ty == 1) {
    const double b289 = smem[(0 + 1)*32 + tx];
    acc18 += 7.1453271317716185*b289;
    acc21 += 2.3443612950707027*b289;
    acc24 += 0.8979876796237861*b289;
    const double b291 = smem[(0 + 3)*32 + tx];
    acc20 -= 5.275762531033065*b291;
    acc23 -= 1.3889945769426286*b291;
    acc26 -= 0.5362105595776853*b291;
    const double b293 = smem[(0 + 5)*32 + tx];
    acc19 += 7.1453271317716185*b293;
    acc22 += 2.3443612950707027*b293;
    acc25 += 0.8979876796237861*b293;
    const double b295 = smem[(0 + 7)*32 + tx];
    acc18 += 2.575982076996554*b295;
    acc21 -= 2.689674451697881*b295;
    acc24 -= 0.7561901119888452*b295;
    const double b297 = smem[(0 + 9)*32 + tx];
    acc20 += 1.1748522810340918*b297;
    acc23 += 1.263162895892314*b297;
    acc26 += 0.4384579773005155*b297;
    const double b299 = smem[(0 + 11)*32 + tx];
    acc19 += 2.575982076996554*b299;
    acc22 -= 2.689674451697881*b299;
    acc25 -= 0.7561901119888452*b299;
    const double b301 = smem[(0 + 13)*32 + tx];
    acc18 -= 0.8860206856419355*b301;
    acc21 += 0.25302627870932703*b301;
    acc24 += 0.9777348180224332*b301;
    const double b303 = smem[(0 + 15)*32 + tx];
    acc20 += 2.081907542663135*b303;
    acc23 -= 2.0953889257910308*b303;
    acc26 -= 0.5249523313677305*b303;
  }
  else if (ty == 2) {
    const double b288 = smem[(0 + 0)*32 + tx];
    acc19 -= 5.275762531033065*b288;
    acc22 -= 1.3889945769426286*b288;
    acc25 -= 0.5362105595776853*b288;
    const double b290 = smem[(0 + 2)*32 + tx];
    acc18 += 7.1453271317716185*b290;
    acc21 += 2.3443612950707027*b290;
    acc24 += 0.8979876796237861*b290;
    const double b292 = smem[(0 + 4)*32 + tx];
    acc20 -= 5.275762531033065*b292;
    acc23 -= 1.3889945769426286*b292;
    acc26 -= 0.5362105595776853*b292;
    const double b294 = smem[(0 + 6)*32 + tx];
    acc19 += 1.1748522810340918*b294;
    acc22 += 1.263162895892314*b294;
    acc25 += 0.4384579773005155*b294;
    const double b296 = smem[(0 + 8)*32 + tx];
    acc18 += 2.575982076996554*b296;
    acc21 -= 2.689674451697881*b296;
    acc24 -= 0.7561901119888452*b296;
    const double b298 = smem[(0 + 10)*32 + tx];
    acc20 += 1.1748522810340918*b298;
    acc23 += 1.263162895892314*b298;
    acc26 += 0.4384579773005155*b298;
    const double b300 = smem[(0 + 12)*32 + tx];
    acc19 += 2.081907542663135*b300;
    acc22 -= 2.0953889257910308*b300;
    acc25 -= 0.5249523313677305*b300;
    const double b302 = smem[(0 + 14)*32 + tx];
    acc18 -= 0.8860206856419355*b302;
    acc21 += 0.25302627870932703*b302;
    acc24 += 0.9777348180224332*b302;
  }
  else if (ty == 3) {
    const double b289 = smem[(0 + 1)*32 + tx];
    acc19 -= 5.275762531033065*b289;
    acc22 -= 1.3889945769426286*b289;
    acc25 -= 0.5362105595776853*b289;
    const double b291 = smem[(0 + 3)*32 + tx];
    acc18 += 7.1453271317716185*b291;
    acc21 += 2.3443612950707027*b291;
    acc24 += 0.8979876796237861*b291;
    const double b293 = smem[(0 + 5)*32 + tx];
    acc20 -= 5.275762531033065*b293;
    acc23 -= 1.3889945769426286*b293;
    acc26 -= 0.5362105595776853*b293;
    const double b295 = smem[(0 + 7)*32 + tx];
    acc19 += 1.1748522810340918*b295;
    acc22 += 1.263162895892314*b295;
    acc25 += 0.4384579773005155*b295;
    const double b297 = smem[(0 + 9)*32 + tx];
    acc18 += 2.575982076996554*b297;
    acc21 -= 2.689674451697881*b297;
    acc24 -= 0.7561901119888452*b297;
    const double b299 = smem[(0 + 11)*32 + tx];
    acc20 += 1.1748522810340918*b299;
    acc23 += 1.263162895892314*b299;
    acc26 += 0.4384579773005155*b299;
    const double b301 = smem[(0 + 13)*32 + tx];
    acc19 += 2.081907542663135*b301;
    acc22 -= 2.0953889257910308*b301;
    acc25 -= 0.5249523313677305*b301;
    const double b303 = smem[(0 + 15)*32 + tx];
    acc18 -= 0.8860206856419355*b303;
    acc21 += 0.25302627870932703*b303;
    acc24 += 0.9777348180224332*b303;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 320*(long long)ldb);
    next1 = *(b + load_col + 324*(long long)ldb);
    next2 = *(b + load_col + 328*(long long)ldb);
    next3 = *(b + load_col + 332*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 321*(long long)ldb);
    next1 = *(b + load_col + 325*(long long)ldb);
    next2 = *(b + load_col + 329*(long long)ldb);
    next3 = *(b + load_col + 333*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 322*(long long)ldb);
    next1 = *(b + load_col + 326*(long long)ldb);
    next2 = *(b + load_col + 330*(long long)ldb);
    next3 = *(b + load_col + 334*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 323*(long long)ldb);
    next1 = *(b + load_col + 327*(long long)ldb);
    next2 = *(b + load_col + 331*(long long)ldb);
    next3 = *(b + load_col + 335*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b304 = smem[(16 + 0)*32 + tx];
    acc19 -= 0.8860206856419355*b304;
    acc22 += 0.25302627870932703*b304;
    acc25 += 0.9777348180224332*b304;
    const double b306 = smem[(16 + 2)*32 + tx];
    acc18 += 0.5249523313677305*b306;
    acc21 += 2.0953889257910308*b306;
    acc24 -= 2.081907542663135*b306;
    const double b308 = smem[(16 + 4)*32 + tx];
    acc20 -= 0.9777348180224332*b308;
    acc23 -= 0.25302627870932703*b308;
    acc26 += 0.8860206856419355*b308;
    const double b310 = smem[(16 + 6)*32 + tx];
    acc19 += 0.5249523313677305*b310;
    acc22 += 2.0953889257910308*b310;
    acc25 -= 2.081907542663135*b310;
    const double b312 = smem[(16 + 8)*32 + tx];
    acc18 -= 0.4384579773005155*b312;
    acc21 -= 1.263162895892314*b312;
    acc24 -= 1.1748522810340918*b312;
    const double b314 = smem[(16 + 10)*32 + tx];
    acc20 += 0.7561901119888452*b314;
    acc23 += 2.689674451697881*b314;
    acc26 -= 2.575982076996554*b314;
    const double b316 = smem[(16 + 12)*32 + tx];
    acc19 -= 0.4384579773005155*b316;
    acc22 -= 1.263162895892314*b316;
    acc25 -= 1.1748522810340918*b316;
    const double b318 = smem[(16 + 14)*32 + tx];
    acc18 += 0.5362105595776853*b318;
    acc21 += 1.3889945769426286*b318;
    acc24 += 5.275762531033065*b318;
  }
  else if (ty == 1) {
    const double b305 = smem[(16 + 1)*32 + tx];
    acc19 -= 0.8860206856419355*b305;
    acc22 += 0.25302627870932703*b305;
    acc25 += 0.9777348180224332*b305;
    const double b307 = smem[(16 + 3)*32 + tx];
    acc18 += 0.5249523313677305*b307;
    acc21 += 2.0953889257910308*b307;
    acc24 -= 2.081907542663135*b307;
    const double b309 = smem[(16 + 5)*32 + tx];
    acc20 -= 0.9777348180224332*b309;
    acc23 -= 0.25302627870932703*b309;
    acc26 += 0.8860206856419355*b309;
    const double b311 = smem[(16 + 7)*32 + tx];
    acc19 += 0.5249523313677305*b311;
    acc22 += 2.0953889257910308*b311;
    acc25 -= 2.081907542663135*b311;
    const double b313 = smem[(16 + 9)*32 + tx];
    acc18 -= 0.4384579773005155*b313;
    acc21 -= 1.263162895892314*b313;
    acc24 -= 1.1748522810340918*b313;
    const double b315 = smem[(16 + 11)*32 + tx];
    acc20 += 0.7561901119888452*b315;
    acc23 += 2.689674451697881*b315;
    acc26 -= 2.575982076996554*b315;
    const double b317 = smem[(16 + 13)*32 + tx];
    acc19 -= 0.4384579773005155*b317;
    acc22 -= 1.263162895892314*b317;
    acc25 -= 1.1748522810340918*b317;
    const double b319 = smem[(16 + 15)*32 + tx];
    acc18 += 0.5362105595776853*b319;
    acc21 += 1.3889945769426286*b319;
    acc24 += 5.275762531033065*b319;
  }
  else if (ty == 2) {
    const double b304 = smem[(16 + 0)*32 + tx];
    acc20 += 2.081907542663135*b304;
    acc23 -= 2.0953889257910308*b304;
    acc26 -= 0.5249523313677305*b304;
    const double b306 = smem[(16 + 2)*32 + tx];
    acc19 -= 0.9777348180224332*b306;
    acc22 -= 0.25302627870932703*b306;
    acc25 += 0.8860206856419355*b306;
    const double b308 = smem[(16 + 4)*32 + tx];
    acc18 += 0.5249523313677305*b308;
    acc21 += 2.0953889257910308*b308;
    acc24 -= 2.081907542663135*b308;
    const double b310 = smem[(16 + 6)*32 + tx];
    acc20 -= 0.9777348180224332*b310;
    acc23 -= 0.25302627870932703*b310;
    acc26 += 0.8860206856419355*b310;
    const double b312 = smem[(16 + 8)*32 + tx];
    acc19 += 0.7561901119888452*b312;
    acc22 += 2.689674451697881*b312;
    acc25 -= 2.575982076996554*b312;
    const double b314 = smem[(16 + 10)*32 + tx];
    acc18 -= 0.4384579773005155*b314;
    acc21 -= 1.263162895892314*b314;
    acc24 -= 1.1748522810340918*b314;
    const double b316 = smem[(16 + 12)*32 + tx];
    acc20 += 0.7561901119888452*b316;
    acc23 += 2.689674451697881*b316;
    acc26 -= 2.575982076996554*b316;
    const double b318 = smem[(16 + 14)*32 + tx];
    acc19 -= 0.8979876796237861*b318;
    acc22 -= 2.3443612950707027*b318;
    acc25 -= 7.1453271317716185*b318;
  }
  else if (ty == 3) {
    const double b305 = smem[(16 + 1)*32 + tx];
    acc20 += 2.081907542663135*b305;
    acc23 -= 2.0953889257910308*b305;
    acc26 -= 0.5249523313677305*b305;
    const double b307 = smem[(16 + 3)*32 + tx];
    acc19 -= 0.9777348180224332*b307;
    acc22 -= 0.25302627870932703*b307;
    acc25 += 0.8860206856419355*b307;
    const double b309 = smem[(16 + 5)*32 + tx];
    acc18 += 0.5249523313677305*b309;
    acc21 += 2.0953889257910308*b309;
    acc24 -= 2.081907542663135*b309;
    const double b311 = smem[(16 + 7)*32 + tx];
    acc20 -= 0.9777348180224332*b311;
    acc23 -= 0.25302627870932703*b311;
    acc26 += 0.8860206856419355*b311;
    const double b313 = smem[(16 + 9)*32 + tx];
    acc19 += 0.7561901119888452*b313;
    acc22 += 2.689674451697881*b313;
    acc25 -= 2.575982076996554*b313;
    const double b315 = smem[(16 + 11)*32 + tx];
    acc18 -= 0.4384579773005155*b315;
    acc21 -= 1.263162895892314*b315;
    acc24 -= 1.1748522810340918*b315;
    const double b317 = smem[(16 + 13)*32 + tx];
    acc20 += 0.7561901119888452*b317;
    acc23 += 2.689674451697881*b317;
    acc26 -= 2.575982076996554*b317;
    const double b319 = smem[(16 + 15)*32 + tx];
    acc19 -= 0.8979876796237861*b319;
    acc22 -= 2.3443612950707027*b319;
    acc25 -= 7.1453271317716185*b319;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 336*(long long)ldb);
    next1 = *(b + load_col + 340*(long long)ldb);
    next2 = *(b + load_col + 344*(long long)ldb);
    next3 = *(b + load_col + 348*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 337*(long long)ldb);
    next1 = *(b + load_col + 341*(long long)ldb);
    next2 = *(b + load_col + 345*(long long)ldb);
    next3 = *(b + load_col + 349*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 338*(long long)ldb);
    next1 = *(b + load_col + 342*(long long)ldb);
    next2 = *(b + load_col + 346*(long long)ldb);
    next3 = *(b + load_col + 350*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 339*(long long)ldb);
    next1 = *(b + load_col + 343*(long long)ldb);
    next2 = *(b + load_col + 347*(long long)ldb);
    next3 = *(b + load_col + 351*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b320 = smem[(0 + 0)*32 + tx];
    acc20 -= 0.8979876796237861*b320;
    acc23 -= 2.3443612950707027*b320;
    acc26 -= 7.1453271317716185*b320;
    const double b322 = smem[(0 + 2)*32 + tx];
    acc19 += 0.5362105595776853*b322;
    acc22 += 1.3889945769426286*b322;
    acc25 += 5.275762531033065*b322;
    const double b324 = smem[(0 + 4)*32 + tx];
    acc27 += 7.1453271317716185*b324;
    acc30 += 2.3443612950707027*b324;
    acc33 += 0.8979876796237861*b324;
    const double b326 = smem[(0 + 6)*32 + tx];
    acc29 -= 5.275762531033065*b326;
    acc32 -= 1.3889945769426286*b326;
    acc35 -= 0.5362105595776853*b326;
    const double b328 = smem[(0 + 8)*32 + tx];
    acc28 += 7.1453271317716185*b328;
    acc31 += 2.3443612950707027*b328;
    acc34 += 0.8979876796237861*b328;
    const double b330 = smem[(0 + 10)*32 + tx];
    acc27 += 2.575982076996554*b330;
    acc30 -= 2.689674451697881*b330;
    acc33 -= 0.7561901119888452*b330;
    const double b332 = smem[(0 + 12)*32 + tx];
    acc29 += 1.1748522810340918*b332;
    acc32 += 1.263162895892314*b332;
    acc35 += 0.4384579773005155*b332;
    const double b334 = smem[(0 + 14)*32 + tx];
    acc28 += 2.575982076996554*b334;
    acc31 -= 2.689674451697881*b334;
    acc34 -= 0.7561901119888452*b334;
  }
  else if (ty == 1) {
    const double b321 = smem[(0 + 1)*32 + tx];
    acc20 -= 0.8979876796237861*b321;
    acc23 -= 2.3443612950707027*b321;
    acc26 -= 7.1453271317716185*b321;
    const double b323 = smem[(0 + 3)*32 + tx];
    acc19 += 0.5362105595776853*b323;
    acc22 += 1.3889945769426286*b323;
    acc25 += 5.275762531033065*b323;
    const double b325 = smem[(0 + 5)*32 + tx];
    acc27 += 7.1453271317716185*b325;
    acc30 += 2.3443612950707027*b325;
    acc33 += 0.8979876796237861*b325;
    const double b327 = smem[(0 + 7)*32 + tx];
    acc29 -= 5.275762531033065*b327;
    acc32 -= 1.3889945769426286*b327;
    acc35 -= 0.5362105595776853*b327;
    const double b329 = smem[(0 + 9)*32 + tx];
    acc28 += 7.1453271317716185*b329;
    acc31 += 2.3443612950707027*b329;
    acc34 += 0.8979876796237861*b329;
    const double b331 = smem[(0 + 11)*32 + tx];
    acc27 += 2.575982076996554*b331;
    acc30 -= 2.689674451697881*b331;
    acc33 -= 0.7561901119888452*b331;
    const double b333 = smem[(0 + 13)*32 + tx];
    acc29 += 1.1748522810340918*b333;
    acc32 += 1.263162895892314*b333;
    acc35 += 0.4384579773005155*b333;
    const double b335 = smem[(0 + 15)*32 + tx];
    acc28 += 2.575982076996554*b335;
    acc31 -= 2.689674451697881*b335;
    acc34 -= 0.7561901119888452*b335;
  }
  else if (ty == 2) {
    const double b320 = smem[(0 + 0)*32 + tx];
    acc18 += 0.5362105595776853*b320;
    acc21 += 1.3889945769426286*b320;
    acc24 += 5.275762531033065*b320;
    const double b322 = smem[(0 + 2)*32 + tx];
    acc20 -= 0.8979876796237861*b322;
    acc23 -= 2.3443612950707027*b322;
    acc26 -= 7.1453271317716185*b322;
    const double b324 = smem[(0 + 4)*32 + tx];
    acc28 -= 5.275762531033065*b324;
    acc31 -= 1.3889945769426286*b324;
    acc34 -= 0.5362105595776853*b324;
    const double b326 = smem[(0 + 6)*32 + tx];
    acc27 += 7.1453271317716185*b326;
    acc30 += 2.3443612950707027*b326;
    acc33 += 0.8979876796237861*b326;
    const double b328 = smem[(0 + 8)*32 + tx];
    acc29 -= 5.275762531033065*b328;
    acc32 -= 1.3889945769426286*b328;
    acc35 -= 0.5362105595776853*b328;
    const double b330 = smem[(0 + 10)*32 + tx];
    acc28 += 1.1748522810340918*b330;
    acc31 += 1.263162895892314*b330;
    acc34 += 0.4384579773005155*b330;
    const double b332 = smem[(0 + 12)*32 + tx];
    acc27 += 2.575982076996554*b332;
    acc30 -= 2.689674451697881*b332;
    acc33 -= 0.7561901119888452*b332;
    const double b334 = smem[(0 + 14)*32 + tx];
    acc29 += 1.1748522810340918*b334;
    acc32 += 1.263162895892314*b334;
    acc35 += 0.4384579773005155*b334;
  }
  else if (ty == 3) {
    const double b321 = smem[(0 + 1)*32 + tx];
    acc18 += 0.5362105595776853*b321;
    acc21 += 1.3889945769426286*b321;
    acc24 += 5.275762531033065*b321;
    const double b323 = smem[(0 + 3)*32 + tx];
    acc20 -= 0.8979876796237861*b323;
    acc23 -= 2.3443612950707027*b323;
    acc26 -= 7.1453271317716185*b323;
    const double b325 = smem[(0 + 5)*32 + tx];
    acc28 -= 5.275762531033065*b325;
    acc31 -= 1.3889945769426286*b325;
    acc34 -= 0.5362105595776853*b325;
    const double b327 = smem[(0 + 7)*32 + tx];
    acc27 += 7.1453271317716185*b327;
    acc30 += 2.3443612950707027*b327;
    acc33 += 0.8979876796237861*b327;
    const double b329 = smem[(0 + 9)*32 + tx];
    acc29 -= 5.275762531033065*b329;
    acc32 -= 1.3889945769426286*b329;
    acc35 -= 0.5362105595776853*b329;
    const double b331 = smem[(0 + 11)*32 + tx];
    acc28 += 1.1748522810340918*b331;
    acc31 += 1.263162895892314*b331;
    acc34 += 0.4384579773005155*b331;
    const double b333 = smem[(0 + 13)*32 + tx];
    acc27 += 2.575982076996554*b333;
    acc30 -= 2.689674451697881*b333;
    acc33 -= 0.7561901119888452*b333;
    const double b335 = smem[(0 + 15)*32 + tx];
    acc29 += 1.1748522810340918*b335;
    acc32 += 1.263162895892314*b335;
    acc35 += 0.4384579773005155*b335;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 352*(long long)ldb);
    next1 = *(b + load_col + 356*(long long)ldb);
    next2 = *(b + load_col + 360*(long long)ldb);
    next3 = *(b + load_col + 364*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 353*(long long)ldb);
    next1 = *(b + load_col + 357*(long long)ldb);
    next2 = *(b + load_col + 361*(long long)ldb);
    next3 = *(b + load_col + 365*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 354*(long long)ldb);
    next1 = *(b + load_col + 358*(long long)ldb);
    next2 = *(b + load_col + 362*(long long)ldb);
    next3 = *(b + load_col + 366*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 355*(long long)ldb);
    next1 = *(b + load_col + 359*(long long)ldb);
    next2 = *(b + load_col + 363*(long long)ldb);
    next3 = *(b + load_col + 367*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b336 = smem[(16 + 0)*32 + tx];
    acc27 -= 0.8860206856419355*b336;
    acc30 += 0.25302627870932703*b336;
    acc33 += 0.9777348180224332*b336;
    const double b338 = smem[(16 + 2)*32 + tx];
    acc29 += 2.081907542663135*b338;
    acc32 -= 2.0953889257910308*b338;
    acc35 -= 0.5249523313677305*b338;
    const double b340 = smem[(16 + 4)*32 + tx];
    acc28 -= 0.8860206856419355*b340;
    acc31 += 0.25302627870932703*b340;
    acc34 += 0.9777348180224332*b340;
    const double b342 = smem[(16 + 6)*32 + tx];
    acc27 += 0.5249523313677305*b342;
    acc30 += 2.0953889257910308*b342;
    acc33 -= 2.081907542663135*b342;
    const double b344 = smem[(16 + 8)*32 + tx];
    acc29 -= 0.9777348180224332*b344;
    acc32 -= 0.25302627870932703*b344;
    acc35 += 0.8860206856419355*b344;
    const double b346 = smem[(16 + 10)*32 + tx];
    acc28 += 0.5249523313677305*b346;
    acc31 += 2.0953889257910308*b346;
    acc34 -= 2.081907542663135*b346;
    const double b348 = smem[(16 + 12)*32 + tx];
    acc27 -= 0.4384579773005155*b348;
    acc30 -= 1.263162895892314*b348;
    acc33 -= 1.1748522810340918*b348;
    const double b350 = smem[(16 + 14)*32 + tx];
    acc29 += 0.7561901119888452*b350;
    acc32 += 2.689674451697881*b350;
    acc35 -= 2.575982076996554*b350;
  }
  else if (ty == 1) {
    const double b337 = smem[(16 + 1)*32 + tx];
    acc27 -= 0.8860206856419355*b337;
    acc30 += 0.25302627870932703*b337;
    acc33 += 0.9777348180224332*b337;
    const double b339 = smem[(16 + 3)*32 + tx];
    acc29 += 2.081907542663135*b339;
    acc32 -= 2.0953889257910308*b339;
    acc35 -= 0.5249523313677305*b339;
    const double b341 = smem[(16 + 5)*32 + tx];
    acc28 -= 0.8860206856419355*b341;
    acc31 += 0.25302627870932703*b341;
    acc34 += 0.9777348180224332*b341;
    const double b343 = smem[(16 + 7)*32 + tx];
    acc27 += 0.5249523313677305*b343;
    acc30 += 2.0953889257910308*b343;
    acc33 -= 2.081907542663135*b343;
    const double b345 = smem[(16 + 9)*32 + tx];
    acc29 -= 0.9777348180224332*b345;
    acc32 -= 0.25302627870932703*b345;
    acc35 += 0.8860206856419355*b345;
    const double b347 = smem[(16 + 11)*32 + tx];
    acc28 += 0.5249523313677305*b347;
    acc31 += 2.0953889257910308*b347;
    acc34 -= 2.081907542663135*b347;
    const double b349 = smem[(16 + 13)*32 + tx];
    acc27 -= 0.4384579773005155*b349;
    acc30 -= 1.263162895892314*b349;
    acc33 -= 1.1748522810340918*b349;
    const double b351 = smem[(16 + 15)*32 + tx];
    acc29 += 0.7561901119888452*b351;
    acc32 += 2.689674451697881*b351;
    acc35 -= 2.575982076996554*b351;
  }
  else if (ty == 2) {
    const double b336 = smem[(16 + 0)*32 + tx];
    acc28 += 2.081907542663135*b336;
    acc31 -= 2.0953889257910308*b336;
    acc34 -= 0.5249523313677305*b336;
    const double b338 = smem[(16 + 2)*32 + tx];
    acc27 -= 0.8860206856419355*b338;
    acc30 += 0.25302627870932703*b338;
    acc33 += 0.9777348180224332*b338;
    const double b340 = smem[(16 + 4)*32 + tx];
    acc29 += 2.081907542663135*b340;
    acc32 -= 2.0953889257910308*b340;
    acc35 -= 0.5249523313677305*b340;
    const double b342 = smem[(16 + 6)*32 + tx];
    acc28 -= 0.9777348180224332*b342;
    acc31 -= 0.25302627870932703*b342;
    acc34 += 0.8860206856419355*b342;
    const double b344 = smem[(16 + 8)*32 + tx];
    acc27 += 0.5249523313677305*b344;
    acc30 += 2.0953889257910308*b344;
    acc33 -= 2.081907542663135*b344;
    const double b346 = smem[(16 + 10)*32 + tx];
    acc29 -= 0.9777348180224332*b346;
    acc32 -= 0.25302627870932703*b346;
    acc35 += 0.8860206856419355*b346;
    const double b348 = smem[(16 + 12)*32 + tx];
    acc28 += 0.7561901119888452*b348;
    acc31 += 2.689674451697881*b348;
    acc34 -= 2.575982076996554*b348;
    const double b350 = smem[(16 + 14)*32 + tx];
    acc27 -= 0.4384579773005155*b350;
    acc30 -= 1.263162895892314*b350;
    acc33 -= 1.1748522810340918*b350;
  }
  else if (ty == 3) {
    const double b337 = smem[(16 + 1)*32 + tx];
    acc28 += 2.081907542663135*b337;
    acc31 -= 2.0953889257910308*b337;
    acc34 -= 0.5249523313677305*b337;
    const double b339 = smem[(16 + 3)*32 + tx];
    acc27 -= 0.8860206856419355*b339;
    acc30 += 0.25302627870932703*b339;
    acc33 += 0.9777348180224332*b339;
    const double b341 = smem[(16 + 5)*32 + tx];
    acc29 += 2.081907542663135*b341;
    acc32 -= 2.0953889257910308*b341;
    acc35 -= 0.5249523313677305*b341;
    const double b343 = smem[(16 + 7)*32 + tx];
    acc28 -= 0.9777348180224332*b343;
    acc31 -= 0.25302627870932703*b343;
    acc34 += 0.8860206856419355*b343;
    const double b345 = smem[(16 + 9)*32 + tx];
    acc27 += 0.5249523313677305*b345;
    acc30 += 2.0953889257910308*b345;
    acc33 -= 2.081907542663135*b345;
    const double b347 = smem[(16 + 11)*32 + tx];
    acc29 -= 0.9777348180224332*b347;
    acc32 -= 0.25302627870932703*b347;
    acc35 += 0.8860206856419355*b347;
    const double b349 = smem[(16 + 13)*32 + tx];
    acc28 += 0.7561901119888452*b349;
    acc31 += 2.689674451697881*b349;
    acc34 -= 2.575982076996554*b349;
    const double b351 = smem[(16 + 15)*32 + tx];
    acc27 -= 0.4384579773005155*b351;
    acc30 -= 1.263162895892314*b351;
    acc33 -= 1.1748522810340918*b351;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 368*(long long)ldb);
    next1 = *(b + load_col + 372*(long long)ldb);
    next2 = *(b + load_col + 376*(long long)ldb);
    next3 = *(b + load_col + 380*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 369*(long long)ldb);
    next1 = *(b + load_col + 373*(long long)ldb);
    next2 = *(b + load_col + 377*(long long)ldb);
    next3 = *(b + load_col + 381*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 370*(long long)ldb);
    next1 = *(b + load_col + 374*(long long)ldb);
    next2 = *(b + load_col + 378*(long long)ldb);
    next3 = *(b + load_col + 382*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 371*(long long)ldb);
    next1 = *(b + load_col + 375*(long long)ldb);
    next2 = *(b + load_col + 379*(long long)ldb);
    next3 = *(b + load_col + 383*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b352 = smem[(0 + 0)*32 + tx];
    acc28 -= 0.4384579773005155*b352;
    acc31 -= 1.263162895892314*b352;
    acc34 -= 1.1748522810340918*b352;
    const double b354 = smem[(0 + 2)*32 + tx];
    acc27 += 0.5362105595776853*b354;
    acc30 += 1.3889945769426286*b354;
    acc33 += 5.275762531033065*b354;
    const double b356 = smem[(0 + 4)*32 + tx];
    acc29 -= 0.8979876796237861*b356;
    acc32 -= 2.3443612950707027*b356;
    acc35 -= 7.1453271317716185*b356;
    const double b358 = smem[(0 + 6)*32 + tx];
    acc28 += 0.5362105595776853*b358;
    acc31 += 1.3889945769426286*b358;
    acc34 += 5.275762531033065*b358;
    const double b360 = smem[(0 + 8)*32 + tx];
    acc36 += 7.1453271317716185*b360;
    acc39 += 2.3443612950707027*b360;
    acc42 += 0.8979876796237861*b360;
    const double b362 = smem[(0 + 10)*32 + tx];
    acc38 -= 5.275762531033065*b362;
    acc41 -= 1.3889945769426286*b362;
    acc44 -= 0.5362105595776853*b362;
    const double b364 = smem[(0 + 12)*32 + tx];
    acc37 += 7.1453271317716185*b364;
    acc40 += 2.3443612950707027*b364;
    acc43 += 0.8979876796237861*b364;
    const double b366 = smem[(0 + 14)*32 + tx];
    acc36 += 2.575982076996554*b366;
    acc39 -= 2.689674451697881*b366;
    acc42 -= 0.7561901119888452*b366;
  }
  else if (ty == 1) {
    const double b353 = smem[(0 + 1)*32 + tx];
    acc28 -= 0.4384579773005155*b353;
    acc31 -= 1.263162895892314*b353;
    acc34 -= 1.1748522810340918*b353;
    const double b355 = smem[(0 + 3)*32 + tx];
    acc27 += 0.5362105595776853*b355;
    acc30 += 1.3889945769426286*b355;
    acc33 += 5.275762531033065*b355;
    const double b357 = smem[(0 + 5)*32 + tx];
    acc29 -= 0.8979876796237861*b357;
    acc32 -= 2.3443612950707027*b357;
    acc35 -= 7.1453271317716185*b357;
    const double b359 = smem[(0 + 7)*32 + tx];
    acc28 += 0.5362105595776853*b359;
    acc31 += 1.3889945769426286*b359;
    acc34 += 5.275762531033065*b359;
    const double b361 = smem[(0 + 9)*32 + tx];
    acc36 += 7.1453271317716185*b361;
    acc39 += 2.3443612950707027*b361;
    acc42 += 0.8979876796237861*b361;
    const double b363 = smem[(0 + 11)*32 + tx];
    acc38 -= 5.275762531033065*b363;
    acc41 -= 1.3889945769426286*b363;
    acc44 -= 0.5362105595776853*b363;
    const double b365 = smem[(0 + 13)*32 + tx];
    acc37 += 7.1453271317716185*b365;
    acc40 += 2.3443612950707027*b365;
    acc43 += 0.8979876796237861*b365;
    const double b367 = smem[(0 + 15)*32 + tx];
    acc36 += 2.575982076996554*b367;
    acc39 -= 2.689674451697881*b367;
    acc42 -= 0.7561901119888452*b367;
  }
  else if (ty == 2) {
    const double b352 = smem[(0 + 0)*32 + tx];
    acc29 += 0.7561901119888452*b352;
    acc32 += 2.689674451697881*b352;
    acc35 -= 2.575982076996554*b352;
    const double b354 = smem[(0 + 2)*32 + tx];
    acc28 -= 0.8979876796237861*b354;
    acc31 -= 2.3443612950707027*b354;
    acc34 -= 7.1453271317716185*b354;
    const double b356 = smem[(0 + 4)*32 + tx];
    acc27 += 0.5362105595776853*b356;
    acc30 += 1.3889945769426286*b356;
    acc33 += 5.275762531033065*b356;
    const double b358 = smem[(0 + 6)*32 + tx];
    acc29 -= 0.8979876796237861*b358;
    acc32 -= 2.3443612950707027*b358;
    acc35 -= 7.1453271317716185*b358;
    const double b360 = smem[(0 + 8)*32 + tx];
    acc37 -= 5.275762531033065*b360;
    acc40 -= 1.3889945769426286*b360;
    acc43 -= 0.5362105595776853*b360;
    const double b362 = smem[(0 + 10)*32 + tx];
    acc36 += 7.1453271317716185*b362;
    acc39 += 2.3443612950707027*b362;
    acc42 += 0.8979876796237861*b362;
    const double b364 = smem[(0 + 12)*32 + tx];
    acc38 -= 5.275762531033065*b364;
    acc41 -= 1.3889945769426286*b364;
    acc44 -= 0.5362105595776853*b364;
    const double b366 = smem[(0 + 14)*32 + tx];
    acc37 += 1.1748522810340918*b366;
    acc40 += 1.263162895892314*b366;
    acc43 += 0.4384579773005155*b366;
  }
  else if (ty == 3) {
    const double b353 = smem[(0 + 1)*32 + tx];
    acc29 += 0.7561901119888452*b353;
    acc32 += 2.689674451697881*b353;
    acc35 -= 2.575982076996554*b353;
    const double b355 = smem[(0 + 3)*32 + tx];
    acc28 -= 0.8979876796237861*b355;
    acc31 -= 2.3443612950707027*b355;
    acc34 -= 7.1453271317716185*b355;
    const double b357 = smem[(0 + 5)*32 + tx];
    acc27 += 0.5362105595776853*b357;
    acc30 += 1.3889945769426286*b357;
    acc33 += 5.275762531033065*b357;
    const double b359 = smem[(0 + 7)*32 + tx];
    acc29 -= 0.8979876796237861*b359;
    acc32 -= 2.3443612950707027*b359;
    acc35 -= 7.1453271317716185*b359;
    const double b361 = smem[(0 + 9)*32 + tx];
    acc37 -= 5.275762531033065*b361;
    acc40 -= 1.3889945769426286*b361;
    acc43 -= 0.5362105595776853*b361;
    const double b363 = smem[(0 + 11)*32 + tx];
    acc36 += 7.1453271317716185*b363;
    acc39 += 2.3443612950707027*b363;
    acc42 += 0.8979876796237861*b363;
    const double b365 = smem[(0 + 13)*32 + tx];
    acc38 -= 5.275762531033065*b365;
    acc41 -= 1.3889945769426286*b365;
    acc44 -= 0.5362105595776853*b365;
    const double b367 = smem[(0 + 15)*32 + tx];
    acc37 += 1.1748522810340918*b367;
    acc40 += 1.263162895892314*b367;
    acc43 += 0.4384579773005155*b367;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 384*(long long)ldb);
    next1 = *(b + load_col + 388*(long long)ldb);
    next2 = *(b + load_col + 392*(long long)ldb);
    next3 = *(b + load_col + 396*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 385*(long long)ldb);
    next1 = *(b + load_col + 389*(long long)ldb);
    next2 = *(b + load_col + 393*(long long)ldb);
    next3 = *(b + load_col + 397*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 386*(long long)ldb);
    next1 = *(b + load_col + 390*(long long)ldb);
    next2 = *(b + load_col + 394*(long long)ldb);
    next3 = *(b + load_col + 398*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 387*(long long)ldb);
    next1 = *(b + load_col + 391*(long long)ldb);
    next2 = *(b + load_col + 395*(long long)ldb);
    next3 = *(b + load_col + 399*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b368 = smem[(16 + 0)*32 + tx];
    acc38 += 1.1748522810340918*b368;
    acc41 += 1.263162895892314*b368;
    acc44 += 0.4384579773005155*b368;
    const double b370 = smem[(16 + 2)*32 + tx];
    acc37 += 2.575982076996554*b370;
    acc40 -= 2.689674451697881*b370;
    acc43 -= 0.7561901119888452*b370;
    const double b372 = smem[(16 + 4)*32 + tx];
    acc36 -= 0.8860206856419355*b372;
    acc39 += 0.25302627870932703*b372;
    acc42 += 0.9777348180224332*b372;
    const double b374 = smem[(16 + 6)*32 + tx];
    acc38 += 2.081907542663135*b374;
    acc41 -= 2.0953889257910308*b374;
    acc44 -= 0.5249523313677305*b374;
    const double b376 = smem[(16 + 8)*32 + tx];
    acc37 -= 0.8860206856419355*b376;
    acc40 += 0.25302627870932703*b376;
    acc43 += 0.9777348180224332*b376;
    const double b378 = smem[(16 + 10)*32 + tx];
    acc36 += 0.5249523313677305*b378;
    acc39 += 2.0953889257910308*b378;
    acc42 -= 2.081907542663135*b378;
    const double b380 = smem[(16 + 12)*32 + tx];
    acc38 -= 0.9777348180224332*b380;
    acc41 -= 0.25302627870932703*b380;
    acc44 += 0.8860206856419355*b380;
    const double b382 = smem[(16 + 14)*32 + tx];
    acc37 += 0.5249523313677305*b382;
    acc40 += 2.0953889257910308*b382;
    acc43 -= 2.081907542663135*b382;
  }
  else if (ty == 1) {
    const double b369 = smem[(16 + 1)*32 + tx];
    acc38 += 1.1748522810340918*b369;
    acc41 += 1.263162895892314*b369;
    acc44 += 0.4384579773005155*b369;
    const double b371 = smem[(16 + 3)*32 + tx];
    acc37 += 2.575982076996554*b371;
    acc40 -= 2.689674451697881*b371;
    acc43 -= 0.7561901119888452*b371;
    const double b373 = smem[(16 + 5)*32 + tx];
    acc36 -= 0.8860206856419355*b373;
    acc39 += 0.25302627870932703*b373;
    acc42 += 0.9777348180224332*b373;
    const double b375 = smem[(16 + 7)*32 + tx];
    acc38 += 2.081907542663135*b375;
    acc41 -= 2.0953889257910308*b375;
    acc44 -= 0.5249523313677305*b375;
    const double b377 = smem[(16 + 9)*32 + tx];
    acc37 -= 0.8860206856419355*b377;
    acc40 += 0.25302627870932703*b377;
    acc43 += 0.9777348180224332*b377;
    const double b379 = smem[(16 + 11)*32 + tx];
    acc36 += 0.5249523313677305*b379;
    acc39 += 2.0953889257910308*b379;
    acc42 -= 2.081907542663135*b379;
    const double b381 = smem[(16 + 13)*32 + tx];
    acc38 -= 0.9777348180224332*b381;
    acc41 -= 0.25302627870932703*b381;
    acc44 += 0.8860206856419355*b381;
    const double b383 = smem[(16 + 15)*32 + tx];
    acc37 += 0.5249523313677305*b383;
    acc40 += 2.0953889257910308*b383;
    acc43 -= 2.081907542663135*b383;
  }
  else if (ty == 2) {
    const double b368 = smem[(16 + 0)*32 + tx];
    acc36 += 2.575982076996554*b368;
    acc39 -= 2.689674451697881*b368;
    acc42 -= 0.7561901119888452*b368;
    const double b370 = smem[(16 + 2)*32 + tx];
    acc38 += 1.1748522810340918*b370;
    acc41 += 1.263162895892314*b370;
    acc44 += 0.4384579773005155*b370;
    const double b372 = smem[(16 + 4)*32 + tx];
    acc37 += 2.081907542663135*b372;
    acc40 -= 2.0953889257910308*b372;
    acc43 -= 0.5249523313677305*b372;
    const double b374 = smem[(16 + 6)*32 + tx];
    acc36 -= 0.8860206856419355*b374;
    acc39 += 0.25302627870932703*b374;
    acc42 += 0.9777348180224332*b374;
    const double b376 = smem[(16 + 8)*32 + tx];
    acc38 += 2.081907542663135*b376;
    acc41 -= 2.0953889257910308*b376;
    acc44 -= 0.5249523313677305*b376;
    const double b378 = smem[(16 + 10)*32 + tx];
    acc37 -= 0.9777348180224332*b378;
    acc40 -= 0.25302627870932703*b378;
    acc43 += 0.8860206856419355*b378;
    const double b380 = smem[(16 + 12)*32 + tx];
    acc36 += 0.5249523313677305*b380;
    acc39 += 2.0953889257910308*b380;
    acc42 -= 2.081907542663135*b380;
    const double b382 = smem[(16 + 14)*32 + tx];
    acc38 -= 0.9777348180224332*b382;
    acc41 -= 0.25302627870932703*b382;
    acc44 += 0.8860206856419355*b382;
  }
  else if (ty == 3) {
    const double b369 = smem[(16 + 1)*32 + tx];
    acc36 += 2.575982076996554*b369;
    acc39 -= 2.689674451697881*b369;
    acc42 -= 0.7561901119888452*b369;
    const double b371 = smem[(16 + 3)*32 + tx];
    acc38 += 1.1748522810340918*b371;
    acc41 += 1.263162895892314*b371;
    acc44 += 0.4384579773005155*b371;
    const double b373 = smem[(16 + 5)*32 + tx];
    acc37 += 2.081907542663135*b373;
    acc40 -= 2.0953889257910308*b373;
    acc43 -= 0.5249523313677305*b373;
    const double b375 = smem[(16 + 7)*32 + tx];
    acc36 -= 0.8860206856419355*b375;
    acc39 += 0.25302627870932703*b375;
    acc42 += 0.9777348180224332*b375;
    const double b377 = smem[(16 + 9)*32 + tx];
    acc38 += 2.081907542663135*b377;
    acc41 -= 2.0953889257910308*b377;
    acc44 -= 0.5249523313677305*b377;
    const double b379 = smem[(16 + 11)*32 + tx];
    acc37 -= 0.9777348180224332*b379;
    acc40 -= 0.25302627870932703*b379;
    acc43 += 0.8860206856419355*b379;
    const double b381 = smem[(16 + 13)*32 + tx];
    acc36 += 0.5249523313677305*b381;
    acc39 += 2.0953889257910308*b381;
    acc42 -= 2.081907542663135*b381;
    const double b383 = smem[(16 + 15)*32 + tx];
    acc38 -= 0.9777348180224332*b383;
    acc41 -= 0.25302627870932703*b383;
    acc44 += 0.8860206856419355*b383;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 400*(long long)ldb);
    next1 = *(b + load_col + 404*(long long)ldb);
    next2 = *(b + load_col + 408*(long long)ldb);
    next3 = *(b + load_col + 412*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 401*(long long)ldb);
    next1 = *(b + load_col + 405*(long long)ldb);
    next2 = *(b + load_col + 409*(long long)ldb);
    next3 = *(b + load_col + 413*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 402*(long long)ldb);
    next1 = *(b + load_col + 406*(long long)ldb);
    next2 = *(b + load_col + 410*(long long)ldb);
    next3 = *(b + load_col + 414*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 403*(long long)ldb);
    next1 = *(b + load_col + 407*(long long)ldb);
    next2 = *(b + load_col + 411*(long long)ldb);
    next3 = *(b + load_col + 415*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b384 = smem[(0 + 0)*32 + tx];
    acc36 -= 0.4384579773005155*b384;
    acc39 -= 1.263162895892314*b384;
    acc42 -= 1.1748522810340918*b384;
    const double b386 = smem[(0 + 2)*32 + tx];
    acc38 += 0.7561901119888452*b386;
    acc41 += 2.689674451697881*b386;
    acc44 -= 2.575982076996554*b386;
    const double b388 = smem[(0 + 4)*32 + tx];
    acc37 -= 0.4384579773005155*b388;
    acc40 -= 1.263162895892314*b388;
    acc43 -= 1.1748522810340918*b388;
    const double b390 = smem[(0 + 6)*32 + tx];
    acc36 += 0.5362105595776853*b390;
    acc39 += 1.3889945769426286*b390;
    acc42 += 5.275762531033065*b390;
    const double b392 = smem[(0 + 8)*32 + tx];
    acc38 -= 0.8979876796237861*b392;
    acc41 -= 2.3443612950707027*b392;
    acc44 -= 7.1453271317716185*b392;
    const double b394 = smem[(0 + 10)*32 + tx];
    acc37 += 0.5362105595776853*b394;
    acc40 += 1.3889945769426286*b394;
    acc43 += 5.275762531033065*b394;
    const double b396 = smem[(0 + 12)*32 + tx];
    acc45 += 7.1453271317716185*b396;
    acc48 += 2.3443612950707027*b396;
    acc51 += 0.8979876796237861*b396;
    const double b398 = smem[(0 + 14)*32 + tx];
    acc47 -= 5.275762531033065*b398;
    acc50 -= 1.3889945769426286*b398;
    acc53 -= 0.5362105595776853*b398;
  }
  else if (ty == 1) {
    const double b385 = smem[(0 + 1)*32 + tx];
    acc36 -= 0.4384579773005155*b385;
    acc39 -= 1.263162895892314*b385;
    acc42 -= 1.1748522810340918*b385;
    const double b387 = smem[(0 + 3)*32 + tx];
    acc38 += 0.7561901119888452*b387;
    acc41 += 2.689674451697881*b387;
    acc44 -= 2.575982076996554*b387;
    const double b389 = smem[(0 + 5)*32 + tx];
    acc37 -= 0.4384579773005155*b389;
    acc40 -= 1.263162895892314*b389;
    acc43 -= 1.1748522810340918*b389;
    const double b391 = smem[(0 + 7)*32 + tx];
    acc36 += 0.5362105595776853*b391;
    acc39 += 1.3889945769426286*b391;
    acc42 += 5.275762531033065*b391;
    const double b393 = smem[(0 + 9)*32 + tx];
    acc38 -= 0.8979876796237861*b393;
    acc41 -= 2.3443612950707027*b393;
    acc44 -= 7.1453271317716185*b393;
    const double b395 = smem[(0 + 11)*32 + tx];
    acc37 += 0.5362105595776853*b395;
    acc40 += 1.3889945769426286*b395;
    acc43 += 5.275762531033065*b395;
    const double b397 = smem[(0 + 13)*32 + tx];
    acc45 += 7.1453271317716185*b397;
    acc48 += 2.3443612950707027*b397;
    acc51 += 0.8979876796237861*b397;
    const double b399 = smem[(0 + 15)*32 + tx];
    acc47 -= 5.275762531033065*b399;
    acc50 -= 1.3889945769426286*b399;
    acc53 -= 0.5362105595776853*b399;
  }
  else if (ty == 2) {
    const double b384 = smem[(0 + 0)*32 + tx];
    acc37 += 0.7561901119888452*b384;
    acc40 += 2.689674451697881*b384;
    acc43 -= 2.575982076996554*b384;
    const double b386 = smem[(0 + 2)*32 + tx];
    acc36 -= 0.4384579773005155*b386;
    acc39 -= 1.263162895892314*b386;
    acc42 -= 1.1748522810340918*b386;
    const double b388 = smem[(0 + 4)*32 + tx];
    acc38 += 0.7561901119888452*b388;
    acc41 += 2.689674451697881*b388;
    acc44 -= 2.575982076996554*b388;
    const double b390 = smem[(0 + 6)*32 + tx];
    acc37 -= 0.8979876796237861*b390;
    acc40 -= 2.3443612950707027*b390;
    acc43 -= 7.1453271317716185*b390;
    const double b392 = smem[(0 + 8)*32 + tx];
    acc36 += 0.5362105595776853*b392;
    acc39 += 1.3889945769426286*b392;
    acc42 += 5.275762531033065*b392;
    const double b394 = smem[(0 + 10)*32 + tx];
    acc38 -= 0.8979876796237861*b394;
    acc41 -= 2.3443612950707027*b394;
    acc44 -= 7.1453271317716185*b394;
    const double b396 = smem[(0 + 12)*32 + tx];
    acc46 -= 5.275762531033065*b396;
    acc49 -= 1.3889945769426286*b396;
    acc52 -= 0.5362105595776853*b396;
    const double b398 = smem[(0 + 14)*32 + tx];
    acc45 += 7.1453271317716185*b398;
    acc48 += 2.3443612950707027*b398;
    acc51 += 0.8979876796237861*b398;
  }
  else if (ty == 3) {
    const double b385 = smem[(0 + 1)*32 + tx];
    acc37 += 0.7561901119888452*b385;
    acc40 += 2.689674451697881*b385;
    acc43 -= 2.575982076996554*b385;
    const double b387 = smem[(0 + 3)*32 + tx];
    acc36 -= 0.4384579773005155*b387;
    acc39 -= 1.263162895892314*b387;
    acc42 -= 1.1748522810340918*b387;
    const double b389 = smem[(0 + 5)*32 + tx];
    acc38 += 0.7561901119888452*b389;
    acc41 += 2.689674451697881*b389;
    acc44 -= 2.575982076996554*b389;
    const double b391 = smem[(0 + 7)*32 + tx];
    acc37 -= 0.8979876796237861*b391;
    acc40 -= 2.3443612950707027*b391;
    acc43 -= 7.1453271317716185*b391;
    const double b393 = smem[(0 + 9)*32 + tx];
    acc36 += 0.5362105595776853*b393;
    acc39 += 1.3889945769426286*b393;
    acc42 += 5.275762531033065*b393;
    const double b395 = smem[(0 + 11)*32 + tx];
    acc38 -= 0.8979876796237861*b395;
    acc41 -= 2.3443612950707027*b395;
    acc44 -= 7.1453271317716185*b395;
    const double b397 = smem[(0 + 13)*32 + tx];
    acc46 -= 5.275762531033065*b397;
    acc49 -= 1.3889945769426286*b397;
    acc52 -= 0.5362105595776853*b397;
    const double b399 = smem[(0 + 15)*32 + tx];
    acc45 += 7.1453271317716185*b399;
    acc48 += 2.3443612950707027*b399;
    acc51 += 0.8979876796237861*b399;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 416*(long long)ldb);
    next1 = *(b + load_col + 420*(long long)ldb);
    next2 = *(b + load_col + 424*(long long)ldb);
    next3 = *(b + load_col + 428*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 417*(long long)ldb);
    next1 = *(b + load_col + 421*(long long)ldb);
    next2 = *(b + load_col + 425*(long long)ldb);
    next3 = *(b + load_col + 429*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 418*(long long)ldb);
    next1 = *(b + load_col + 422*(long long)ldb);
    next2 = *(b + load_col + 426*(long long)ldb);
    next3 = *(b + load_col + 430*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 419*(long long)ldb);
    next1 = *(b + load_col + 423*(long long)ldb);
    next2 = *(b + load_col + 427*(long long)ldb);
    next3 = *(b + load_col + 431*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b400 = smem[(16 + 0)*32 + tx];
    acc46 += 7.1453271317716185*b400;
    acc49 += 2.3443612950707027*b400;
    acc52 += 0.8979876796237861*b400;
    const double b402 = smem[(16 + 2)*32 + tx];
    acc45 += 2.575982076996554*b402;
    acc48 -= 2.689674451697881*b402;
    acc51 -= 0.7561901119888452*b402;
    const double b404 = smem[(16 + 4)*32 + tx];
    acc47 += 1.1748522810340918*b404;
    acc50 += 1.263162895892314*b404;
    acc53 += 0.4384579773005155*b404;
    const double b406 = smem[(16 + 6)*32 + tx];
    acc46 += 2.575982076996554*b406;
    acc49 -= 2.689674451697881*b406;
    acc52 -= 0.7561901119888452*b406;
    const double b408 = smem[(16 + 8)*32 + tx];
    acc45 -= 0.8860206856419355*b408;
    acc48 += 0.25302627870932703*b408;
    acc51 += 0.9777348180224332*b408;
    const double b410 = smem[(16 + 10)*32 + tx];
    acc47 += 2.081907542663135*b410;
    acc50 -= 2.0953889257910308*b410;
    acc53 -= 0.5249523313677305*b410;
    const double b412 = smem[(16 + 12)*32 + tx];
    acc46 -= 0.8860206856419355*b412;
    acc49 += 0.25302627870932703*b412;
    acc52 += 0.9777348180224332*b412;
    const double b414 = smem[(16 + 14)*32 + tx];
    acc45 += 0.5249523313677305*b414;
    acc48 += 2.0953889257910308*b414;
    acc51 -= 2.081907542663135*b414;
  }
  else if (ty == 1) {
    const double b401 = smem[(16 + 1)*32 + tx];
    acc46 += 7.1453271317716185*b401;
    acc49 += 2.3443612950707027*b401;
    acc52 += 0.8979876796237861*b401;
    const double b403 = smem[(16 + 3)*32 + tx];
    acc45 += 2.575982076996554*b403;
    acc48 -= 2.689674451697881*b403;
    acc51 -= 0.7561901119888452*b403;
    const double b405 = smem[(16 + 5)*32 + tx];
    acc47 += 1.1748522810340918*b405;
    acc50 += 1.263162895892314*b405;
    acc53 += 0.4384579773005155*b405;
    const double b407 = smem[(16 + 7)*32 + tx];
    acc46 += 2.575982076996554*b407;
    acc49 -= 2.689674451697881*b407;
    acc52 -= 0.7561901119888452*b407;
    const double b409 = smem[(16 + 9)*32 + tx];
    acc45 -= 0.8860206856419355*b409;
    acc48 += 0.25302627870932703*b409;
    acc51 += 0.9777348180224332*b409;
    const double b411 = smem[(16 + 11)*32 + tx];
    acc47 += 2.081907542663135*b411;
    acc50 -= 2.0953889257910308*b411;
    acc53 -= 0.5249523313677305*b411;
    const double b413 = smem[(16 + 13)*32 + tx];
    acc46 -= 0.8860206856419355*b413;
    acc49 += 0.25302627870932703*b413;
    acc52 += 0.9777348180224332*b413;
    const double b415 = smem[(16 + 15)*32 + tx];
    acc45 += 0.5249523313677305*b415;
    acc48 += 2.0953889257910308*b415;
    acc51 -= 2.081907542663135*b415;
  }
  else if (ty == 2) {
    const double b400 = smem[(16 + 0)*32 + tx];
    acc47 -= 5.275762531033065*b400;
    acc50 -= 1.3889945769426286*b400;
    acc53 -= 0.5362105595776853*b400;
    const double b402 = smem[(16 + 2)*32 + tx];
    acc46 += 1.1748522810340918*b402;
    acc49 += 1.263162895892314*b402;
    acc52 += 0.4384579773005155*b402;
    const double b404 = smem[(16 + 4)*32 + tx];
    acc45 += 2.575982076996554*b404;
    acc48 -= 2.689674451697881*b404;
    acc51 -= 0.7561901119888452*b404;
    const double b406 = smem[(16 + 6)*32 + tx];
    acc47 += 1.1748522810340918*b406;
    acc50 += 1.263162895892314*b406;
    acc53 += 0.4384579773005155*b406;
    const double b408 = smem[(16 + 8)*32 + tx];
    acc46 += 2.081907542663135*b408;
    acc49 -= 2.0953889257910308*b408;
    acc52 -= 0.5249523313677305*b408;
    const double b410 = smem[(16 + 10)*32 + tx];
    acc45 -= 0.8860206856419355*b410;
    acc48 += 0.25302627870932703*b410;
    acc51 += 0.9777348180224332*b410;
    const double b412 = smem[(16 + 12)*32 + tx];
    acc47 += 2.081907542663135*b412;
    acc50 -= 2.0953889257910308*b412;
    acc53 -= 0.5249523313677305*b412;
    const double b414 = smem[(16 + 14)*32 + tx];
    acc46 -= 0.9777348180224332*b414;
    acc49 -= 0.25302627870932703*b414;
    acc52 += 0.8860206856419355*b414;
  }
  else if (ty == 3) {
    const double b401 = smem[(16 + 1)*32 + tx];
    acc47 -= 5.275762531033065*b401;
    acc50 -= 1.3889945769426286*b401;
    acc53 -= 0.5362105595776853*b401;
    const double b403 = smem[(16 + 3)*32 + tx];
    acc46 += 1.1748522810340918*b403;
    acc49 += 1.263162895892314*b403;
    acc52 += 0.4384579773005155*b403;
    const double b405 = smem[(16 + 5)*32 + tx];
    acc45 += 2.575982076996554*b405;
    acc48 -= 2.689674451697881*b405;
    acc51 -= 0.7561901119888452*b405;
    const double b407 = smem[(16 + 7)*32 + tx];
    acc47 += 1.1748522810340918*b407;
    acc50 += 1.263162895892314*b407;
    acc53 += 0.4384579773005155*b407;
    const double b409 = smem[(16 + 9)*32 + tx];
    acc46 += 2.081907542663135*b409;
    acc49 -= 2.0953889257910308*b409;
    acc52 -= 0.5249523313677305*b409;
    const double b411 = smem[(16 + 11)*32 + tx];
    acc45 -= 0.8860206856419355*b411;
    acc48 += 0.25302627870932703*b411;
    acc51 += 0.9777348180224332*b411;
    const double b413 = smem[(16 + 13)*32 + tx];
    acc47 += 2.081907542663135*b413;
    acc50 -= 2.0953889257910308*b413;
    acc53 -= 0.5249523313677305*b413;
    const double b415 = smem[(16 + 15)*32 + tx];
    acc46 -= 0.9777348180224332*b415;
    acc49 -= 0.25302627870932703*b415;
    acc52 += 0.8860206856419355*b415;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 432*(long long)ldb);
    next1 = *(b + load_col + 436*(long long)ldb);
    next2 = *(b + load_col + 440*(long long)ldb);
    next3 = *(b + load_col + 444*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 433*(long long)ldb);
    next1 = *(b + load_col + 437*(long long)ldb);
    next2 = *(b + load_col + 441*(long long)ldb);
    next3 = *(b + load_col + 445*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 434*(long long)ldb);
    next1 = *(b + load_col + 438*(long long)ldb);
    next2 = *(b + load_col + 442*(long long)ldb);
    next3 = *(b + load_col + 446*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 435*(long long)ldb);
    next1 = *(b + load_col + 439*(long long)ldb);
    next2 = *(b + load_col + 443*(long long)ldb);
    next3 = *(b + load_col + 447*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b416 = smem[(0 + 0)*32 + tx];
    acc47 -= 0.9777348180224332*b416;
    acc50 -= 0.25302627870932703*b416;
    acc53 += 0.8860206856419355*b416;
    const double b418 = smem[(0 + 2)*32 + tx];
    acc46 += 0.5249523313677305*b418;
    acc49 += 2.0953889257910308*b418;
    acc52 -= 2.081907542663135*b418;
    const double b420 = smem[(0 + 4)*32 + tx];
    acc45 -= 0.4384579773005155*b420;
    acc48 -= 1.263162895892314*b420;
    acc51 -= 1.1748522810340918*b420;
    const double b422 = smem[(0 + 6)*32 + tx];
    acc47 += 0.7561901119888452*b422;
    acc50 += 2.689674451697881*b422;
    acc53 -= 2.575982076996554*b422;
    const double b424 = smem[(0 + 8)*32 + tx];
    acc46 -= 0.4384579773005155*b424;
    acc49 -= 1.263162895892314*b424;
    acc52 -= 1.1748522810340918*b424;
    const double b426 = smem[(0 + 10)*32 + tx];
    acc45 += 0.5362105595776853*b426;
    acc48 += 1.3889945769426286*b426;
    acc51 += 5.275762531033065*b426;
    const double b428 = smem[(0 + 12)*32 + tx];
    acc47 -= 0.8979876796237861*b428;
    acc50 -= 2.3443612950707027*b428;
    acc53 -= 7.1453271317716185*b428;
    const double b430 = smem[(0 + 14)*32 + tx];
    acc46 += 0.5362105595776853*b430;
    acc49 += 1.3889945769426286*b430;
    acc52 += 5.275762531033065*b430;
  }
  else if (ty == 1) {
    const double b417 = smem[(0 + 1)*32 + tx];
    acc47 -= 0.9777348180224332*b417;
    acc50 -= 0.25302627870932703*b417;
    acc53 += 0.8860206856419355*b417;
    const double b419 = smem[(0 + 3)*32 + tx];
    acc46 += 0.5249523313677305*b419;
    acc49 += 2.0953889257910308*b419;
    acc52 -= 2.081907542663135*b419;
    const double b421 = smem[(0 + 5)*32 + tx];
    acc45 -= 0.4384579773005155*b421;
    acc48 -= 1.263162895892314*b421;
    acc51 -= 1.1748522810340918*b421;
    const double b423 = smem[(0 + 7)*32 + tx];
    acc47 += 0.7561901119888452*b423;
    acc50 += 2.689674451697881*b423;
    acc53 -= 2.575982076996554*b423;
    const double b425 = smem[(0 + 9)*32 + tx];
    acc46 -= 0.4384579773005155*b425;
    acc49 -= 1.263162895892314*b425;
    acc52 -= 1.1748522810340918*b425;
    const double b427 = smem[(0 + 11)*32 + tx];
    acc45 += 0.5362105595776853*b427;
    acc48 += 1.3889945769426286*b427;
    acc51 += 5.275762531033065*b427;
    const double b429 = smem[(0 + 13)*32 + tx];
    acc47 -= 0.8979876796237861*b429;
    acc50 -= 2.3443612950707027*b429;
    acc53 -= 7.1453271317716185*b429;
    const double b431 = smem[(0 + 15)*32 + tx];
    acc46 += 0.5362105595776853*b431;
    acc49 += 1.3889945769426286*b431;
    acc52 += 5.275762531033065*b431;
  }
  else if (ty == 2) {
    const double b416 = smem[(0 + 0)*32 + tx];
    acc45 += 0.5249523313677305*b416;
    acc48 += 2.0953889257910308*b416;
    acc51 -= 2.081907542663135*b416;
    const double b418 = smem[(0 + 2)*32 + tx];
    acc47 -= 0.9777348180224332*b418;
    acc50 -= 0.25302627870932703*b418;
    acc53 += 0.8860206856419355*b418;
    const double b420 = smem[(0 + 4)*32 + tx];
    acc46 += 0.7561901119888452*b420;
    acc49 += 2.689674451697881*b420;
    acc52 -= 2.575982076996554*b420;
    const double b422 = smem[(0 + 6)*32 + tx];
    acc45 -= 0.4384579773005155*b422;
    acc48 -= 1.263162895892314*b422;
    acc51 -= 1.1748522810340918*b422;
    const double b424 = smem[(0 + 8)*32 + tx];
    acc47 += 0.7561901119888452*b424;
    acc50 += 2.689674451697881*b424;
    acc53 -= 2.575982076996554*b424;
    const double b426 = smem[(0 + 10)*32 + tx];
    acc46 -= 0.8979876796237861*b426;
    acc49 -= 2.3443612950707027*b426;
    acc52 -= 7.1453271317716185*b426;
    const double b428 = smem[(0 + 12)*32 + tx];
    acc45 += 0.5362105595776853*b428;
    acc48 += 1.3889945769426286*b428;
    acc51 += 5.275762531033065*b428;
    const double b430 = smem[(0 + 14)*32 + tx];
    acc47 -= 0.8979876796237861*b430;
    acc50 -= 2.3443612950707027*b430;
    acc53 -= 7.1453271317716185*b430;
  }
  else if (ty == 3) {
    const double b417 = smem[(0 + 1)*32 + tx];
    acc45 += 0.5249523313677305*b417;
    acc48 += 2.0953889257910308*b417;
    acc51 -= 2.081907542663135*b417;
    const double b419 = smem[(0 + 3)*32 + tx];
    acc47 -= 0.9777348180224332*b419;
    acc50 -= 0.25302627870932703*b419;
    acc53 += 0.8860206856419355*b419;
    const double b421 = smem[(0 + 5)*32 + tx];
    acc46 += 0.7561901119888452*b421;
    acc49 += 2.689674451697881*b421;
    acc52 -= 2.575982076996554*b421;
    const double b423 = smem[(0 + 7)*32 + tx];
    acc45 -= 0.4384579773005155*b423;
    acc48 -= 1.263162895892314*b423;
    acc51 -= 1.1748522810340918*b423;
    const double b425 = smem[(0 + 9)*32 + tx];
    acc47 += 0.7561901119888452*b425;
    acc50 += 2.689674451697881*b425;
    acc53 -= 2.575982076996554*b425;
    const double b427 = smem[(0 + 11)*32 + tx];
    acc46 -= 0.8979876796237861*b427;
    acc49 -= 2.3443612950707027*b427;
    acc52 -= 7.1453271317716185*b427;
    const double b429 = smem[(0 + 13)*32 + tx];
    acc45 += 0.5362105595776853*b429;
    acc48 += 1.3889945769426286*b429;
    acc51 += 5.275762531033065*b429;
    const double b431 = smem[(0 + 15)*32 + tx];
    acc47 -= 0.8979876796237861*b431;
    acc50 -= 2.3443612950707027*b431;
    acc53 -= 7.1453271317716185*b431;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 448*(long long)ldb);
    next1 = *(b + load_col + 452*(long long)ldb);
    next2 = *(b + load_col + 456*(long long)ldb);
    next3 = *(b + load_col + 460*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 449*(long long)ldb);
    next1 = *(b + load_col + 453*(long long)ldb);
    next2 = *(b + load_col + 457*(long long)ldb);
    next3 = *(b + load_col + 461*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 450*(long long)ldb);
    next1 = *(b + load_col + 454*(long long)ldb);
    next2 = *(b + load_col + 458*(long long)ldb);
    next3 = *(b + load_col + 462*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 451*(long long)ldb);
    next1 = *(b + load_col + 455*(long long)ldb);
    next2 = *(b + load_col + 459*(long long)ldb);
    next3 = *(b + load_col + 463*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b432 = smem[(16 + 0)*32 + tx];
    acc0 += 7.1453271317716185*b432;
    acc9 -= 5.275762531033065*b432;
    acc18 += 2.3443612950707027*b432;
    acc27 -= 1.3889945769426286*b432;
    acc36 += 0.8979876796237861*b432;
    acc45 -= 0.5362105595776853*b432;
    const double b436 = smem[(16 + 4)*32 + tx];
    acc1 += 7.1453271317716185*b436;
    acc10 -= 5.275762531033065*b436;
    acc19 += 2.3443612950707027*b436;
    acc28 -= 1.3889945769426286*b436;
    acc37 += 0.8979876796237861*b436;
    acc46 -= 0.5362105595776853*b436;
    const double b440 = smem[(16 + 8)*32 + tx];
    acc2 += 7.1453271317716185*b440;
    acc11 -= 5.275762531033065*b440;
    acc20 += 2.3443612950707027*b440;
    acc29 -= 1.3889945769426286*b440;
    acc38 += 0.8979876796237861*b440;
    acc47 -= 0.5362105595776853*b440;
    const double b444 = smem[(16 + 12)*32 + tx];
    acc3 += 7.1453271317716185*b444;
    acc12 -= 5.275762531033065*b444;
    acc21 += 2.3443612950707027*b444;
    acc30 -= 1.3889945769426286*b444;
    acc39 += 0.8979876796237861*b444;
    acc48 -= 0.5362105595776853*b444;
  }
  else if (ty == 1) {
    const double b433 = smem[(16 + 1)*32 + tx];
    acc0 += 7.1453271317716185*b433;
    acc9 -= 5.275762531033065*b433;
    acc18 += 2.3443612950707027*b433;
    acc27 -= 1.3889945769426286*b433;
    acc36 += 0.8979876796237861*b433;
    acc45 -= 0.5362105595776853*b433;
    const double b437 = smem[(16 + 5)*32 + tx];
    acc1 += 7.1453271317716185*b437;
    acc10 -= 5.275762531033065*b437;
    acc19 += 2.3443612950707027*b437;
    acc28 -= 1.3889945769426286*b437;
    acc37 += 0.8979876796237861*b437;
    acc46 -= 0.5362105595776853*b437;
    const double b441 = smem[(16 + 9)*32 + tx];
    acc2 += 7.1453271317716185*b441;
    acc11 -= 5.275762531033065*b441;
    acc20 += 2.3443612950707027*b441;
    acc29 -= 1.3889945769426286*b441;
    acc38 += 0.8979876796237861*b441;
    acc47 -= 0.5362105595776853*b441;
    const double b445 = smem[(16 + 13)*32 + tx];
    acc3 += 7.1453271317716185*b445;
    acc12 -= 5.275762531033065*b445;
    acc21 += 2.3443612950707027*b445;
    acc30 -= 1.3889945769426286*b445;
    acc39 += 0.8979876796237861*b445;
    acc48 -= 0.5362105595776853*b445;
  }
  else if (ty == 2) {
    const double b434 = smem[(16 + 2)*32 + tx];
    acc0 += 7.1453271317716185*b434;
    acc9 -= 5.275762531033065*b434;
    acc18 += 2.3443612950707027*b434;
    acc27 -= 1.3889945769426286*b434;
    acc36 += 0.8979876796237861*b434;
    acc45 -= 0.5362105595776853*b434;
    const double b438 = smem[(16 + 6)*32 + tx];
    acc1 += 7.1453271317716185*b438;
    acc10 -= 5.275762531033065*b438;
    acc19 += 2.3443612950707027*b438;
    acc28 -= 1.3889945769426286*b438;
    acc37 += 0.8979876796237861*b438;
    acc46 -= 0.5362105595776853*b438;
    const double b442 = smem[(16 + 10)*32 + tx];
    acc2 += 7.1453271317716185*b442;
    acc11 -= 5.275762531033065*b442;
    acc20 += 2.3443612950707027*b442;
    acc29 -= 1.3889945769426286*b442;
    acc38 += 0.8979876796237861*b442;
    acc47 -= 0.5362105595776853*b442;
    const double b446 = smem[(16 + 14)*32 + tx];
    acc3 += 7.1453271317716185*b446;
    acc12 -= 5.275762531033065*b446;
    acc21 += 2.3443612950707027*b446;
    acc30 -= 1.3889945769426286*b446;
    acc39 += 0.8979876796237861*b446;
    acc48 -= 0.5362105595776853*b446;
  }
  else if (ty == 3) {
    const double b435 = smem[(16 + 3)*32 + tx];
    acc0 += 7.1453271317716185*b435;
    acc9 -= 5.275762531033065*b435;
    acc18 += 2.3443612950707027*b435;
    acc27 -= 1.3889945769426286*b435;
    acc36 += 0.8979876796237861*b435;
    acc45 -= 0.5362105595776853*b435;
    const double b439 = smem[(16 + 7)*32 + tx];
    acc1 += 7.1453271317716185*b439;
    acc10 -= 5.275762531033065*b439;
    acc19 += 2.3443612950707027*b439;
    acc28 -= 1.3889945769426286*b439;
    acc37 += 0.8979876796237861*b439;
    acc46 -= 0.5362105595776853*b439;
    const double b443 = smem[(16 + 11)*32 + tx];
    acc2 += 7.1453271317716185*b443;
    acc11 -= 5.275762531033065*b443;
    acc20 += 2.3443612950707027*b443;
    acc29 -= 1.3889945769426286*b443;
    acc38 += 0.8979876796237861*b443;
    acc47 -= 0.5362105595776853*b443;
    const double b447 = smem[(16 + 15)*32 + tx];
    acc3 += 7.1453271317716185*b447;
    acc12 -= 5.275762531033065*b447;
    acc21 += 2.3443612950707027*b447;
    acc30 -= 1.3889945769426286*b447;
    acc39 += 0.8979876796237861*b447;
    acc48 -= 0.5362105595776853*b447;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 464*(long long)ldb);
    next1 = *(b + load_col + 468*(long long)ldb);
    next2 = *(b + load_col + 472*(long long)ldb);
    next3 = *(b + load_col + 476*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 465*(long long)ldb);
    next1 = *(b + load_col + 469*(long long)ldb);
    next2 = *(b + load_col + 473*(long long)ldb);
    next3 = *(b + load_col + 477*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 466*(long long)ldb);
    next1 = *(b + load_col + 470*(long long)ldb);
    next2 = *(b + load_col + 474*(long long)ldb);
    next3 = *(b + load_col + 478*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 467*(long long)ldb);
    next1 = *(b + load_col + 471*(long long)ldb);
    next2 = *(b + load_col + 475*(long long)ldb);
    next3 = *(b + load_col + 479*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b448 = smem[(0 + 0)*32 + tx];
    acc4 += 7.1453271317716185*b448;
    acc13 -= 5.275762531033065*b448;
    acc22 += 2.3443612950707027*b448;
    acc31 -= 1.3889945769426286*b448;
    acc40 += 0.8979876796237861*b448;
    acc49 -= 0.5362105595776853*b448;
    const double b452 = smem[(0 + 4)*32 + tx];
    acc5 += 7.1453271317716185*b452;
    acc14 -= 5.275762531033065*b452;
    acc23 += 2.3443612950707027*b452;
    acc32 -= 1.3889945769426286*b452;
    acc41 += 0.8979876796237861*b452;
    acc50 -= 0.5362105595776853*b452;
    const double b456 = smem[(0 + 8)*32 + tx];
    acc6 += 7.1453271317716185*b456;
    acc15 -= 5.275762531033065*b456;
    acc24 += 2.3443612950707027*b456;
    acc33 -= 1.3889945769426286*b456;
    acc42 += 0.8979876796237861*b456;
    acc51 -= 0.5362105595776853*b456;
    const double b460 = smem[(0 + 12)*32 + tx];
    acc7 += 7.1453271317716185*b460;
    acc16 -= 5.275762531033065*b460;
    acc25 += 2.3443612950707027*b460;
    acc34 -= 1.3889945769426286*b460;
    acc43 += 0.8979876796237861*b460;
    acc52 -= 0.5362105595776853*b460;
  }
  else if (ty == 1) {
    const double b449 = smem[(0 + 1)*32 + tx];
    acc4 += 7.1453271317716185*b449;
    acc13 -= 5.275762531033065*b449;
    acc22 += 2.3443612950707027*b449;
    acc31 -= 1.3889945769426286*b449;
    acc40 += 0.8979876796237861*b449;
    acc49 -= 0.5362105595776853*b449;
    const double b453 = smem[(0 + 5)*32 + tx];
    acc5 += 7.1453271317716185*b453;
    acc14 -= 5.275762531033065*b453;
    acc23 += 2.3443612950707027*b453;
    acc32 -= 1.3889945769426286*b453;
    acc41 += 0.8979876796237861*b453;
    acc50 -= 0.5362105595776853*b453;
    const double b457 = smem[(0 + 9)*32 + tx];
    acc6 += 7.1453271317716185*b457;
    acc15 -= 5.275762531033065*b457;
    acc24 += 2.3443612950707027*b457;
    acc33 -= 1.3889945769426286*b457;
    acc42 += 0.8979876796237861*b457;
    acc51 -= 0.5362105595776853*b457;
    const double b461 = smem[(0 + 13)*32 + tx];
    acc7 += 7.1453271317716185*b461;
    acc16 -= 5.275762531033065*b461;
    acc25 += 2.3443612950707027*b461;
    acc34 -= 1.3889945769426286*b461;
    acc43 += 0.8979876796237861*b461;
    acc52 -= 0.5362105595776853*b461;
  }
  else if (ty == 2) {
    const double b450 = smem[(0 + 2)*32 + tx];
    acc4 += 7.1453271317716185*b450;
    acc13 -= 5.275762531033065*b450;
    acc22 += 2.3443612950707027*b450;
    acc31 -= 1.3889945769426286*b450;
    acc40 += 0.8979876796237861*b450;
    acc49 -= 0.5362105595776853*b450;
    const double b454 = smem[(0 + 6)*32 + tx];
    acc5 += 7.1453271317716185*b454;
    acc14 -= 5.275762531033065*b454;
    acc23 += 2.3443612950707027*b454;
    acc32 -= 1.3889945769426286*b454;
    acc41 += 0.8979876796237861*b454;
    acc50 -= 0.5362105595776853*b454;
    const double b458 = smem[(0 + 10)*32 + tx];
    acc6 += 7.1453271317716185*b458;
    acc15 -= 5.275762531033065*b458;
    acc24 += 2.3443612950707027*b458;
    acc33 -= 1.3889945769426286*b458;
    acc42 += 0.8979876796237861*b458;
    acc51 -= 0.5362105595776853*b458;
    const double b462 = smem[(0 + 14)*32 + tx];
    acc7 += 7.1453271317716185*b462;
    acc16 -= 5.275762531033065*b462;
    acc25 += 2.3443612950707027*b462;
    acc34 -= 1.3889945769426286*b462;
    acc43 += 0.8979876796237861*b462;
    acc52 -= 0.5362105595776853*b462;
  }
  else if (ty == 3) {
    const double b451 = smem[(0 + 3)*32 + tx];
    acc4 += 7.1453271317716185*b451;
    acc13 -= 5.275762531033065*b451;
    acc22 += 2.3443612950707027*b451;
    acc31 -= 1.3889945769426286*b451;
    acc40 += 0.8979876796237861*b451;
    acc49 -= 0.5362105595776853*b451;
    const double b455 = smem[(0 + 7)*32 + tx];
    acc5 += 7.1453271317716185*b455;
    acc14 -= 5.275762531033065*b455;
    acc23 += 2.3443612950707027*b455;
    acc32 -= 1.3889945769426286*b455;
    acc41 += 0.8979876796237861*b455;
    acc50 -= 0.5362105595776853*b455;
    const double b459 = smem[(0 + 11)*32 + tx];
    acc6 += 7.1453271317716185*b459;
    acc15 -= 5.275762531033065*b459;
    acc24 += 2.3443612950707027*b459;
    acc33 -= 1.3889945769426286*b459;
    acc42 += 0.8979876796237861*b459;
    acc51 -= 0.5362105595776853*b459;
    const double b463 = smem[(0 + 15)*32 + tx];
    acc7 += 7.1453271317716185*b463;
    acc16 -= 5.275762531033065*b463;
    acc25 += 2.3443612950707027*b463;
    acc34 -= 1.3889945769426286*b463;
    acc43 += 0.8979876796237861*b463;
    acc52 -= 0.5362105595776853*b463;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 480*(long long)ldb);
    next1 = *(b + load_col + 484*(long long)ldb);
    next2 = *(b + load_col + 488*(long long)ldb);
    next3 = *(b + load_col + 492*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 481*(long long)ldb);
    next1 = *(b + load_col + 485*(long long)ldb);
    next2 = *(b + load_col + 489*(long long)ldb);
    next3 = *(b + load_col + 493*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 482*(long long)ldb);
    next1 = *(b + load_col + 486*(long long)ldb);
    next2 = *(b + load_col + 490*(long long)ldb);
    next3 = *(b + load_col + 494*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 483*(long long)ldb);
    next1 = *(b + load_col + 487*(long long)ldb);
    next2 = *(b + load_col + 491*(long long)ldb);
    next3 = *(b + load_col + 495*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b464 = smem[(16 + 0)*32 + tx];
    acc8 += 7.1453271317716185*b464;
    acc17 -= 5.275762531033065*b464;
    acc26 += 2.3443612950707027*b464;
    acc35 -= 1.3889945769426286*b464;
    acc44 += 0.8979876796237861*b464;
    acc53 -= 0.5362105595776853*b464;
    const double b468 = smem[(16 + 4)*32 + tx];
    acc0 += 2.575982076996554*b468;
    acc9 += 1.1748522810340918*b468;
    acc18 -= 2.689674451697881*b468;
    acc27 += 1.263162895892314*b468;
    acc36 -= 0.7561901119888452*b468;
    acc45 += 0.4384579773005155*b468;
    const double b472 = smem[(16 + 8)*32 + tx];
    acc1 += 2.575982076996554*b472;
    acc10 += 1.1748522810340918*b472;
    acc19 -= 2.689674451697881*b472;
    acc28 += 1.263162895892314*b472;
    acc37 -= 0.7561901119888452*b472;
    acc46 += 0.4384579773005155*b472;
    const double b476 = smem[(16 + 12)*32 + tx];
    acc2 += 2.575982076996554*b476;
    acc11 += 1.1748522810340918*b476;
    acc20 -= 2.689674451697881*b476;
    acc29 += 1.263162895892314*b476;
    acc38 -= 0.7561901119888452*b476;
    acc47 += 0.4384579773005155*b476;
  }
  else if (ty == 1) {
    const double b465 = smem[(16 + 1)*32 + tx];
    acc8 += 7.1453271317716185*b465;
    acc17 -= 5.275762531033065*b465;
    acc26 += 2.3443612950707027*b465;
    acc35 -= 1.3889945769426286*b465;
    acc44 += 0.8979876796237861*b465;
    acc53 -= 0.5362105595776853*b465;
    const double b469 = smem[(16 + 5)*32 + tx];
    acc0 += 2.575982076996554*b469;
    acc9 += 1.1748522810340918*b469;
    acc18 -= 2.689674451697881*b469;
    acc27 += 1.263162895892314*b469;
    acc36 -= 0.7561901119888452*b469;
    acc45 += 0.4384579773005155*b469;
    const double b473 = smem[(16 + 9)*32 + tx];
    acc1 += 2.575982076996554*b473;
    acc10 += 1.1748522810340918*b473;
    acc19 -= 2.689674451697881*b473;
    acc28 += 1.263162895892314*b473;
    acc37 -= 0.7561901119888452*b473;
    acc46 += 0.4384579773005155*b473;
    const double b477 = smem[(16 + 13)*32 + tx];
    acc2 += 2.575982076996554*b477;
    acc11 += 1.1748522810340918*b477;
    acc20 -= 2.689674451697881*b477;
    acc29 += 1.263162895892314*b477;
    acc38 -= 0.7561901119888452*b477;
    acc47 += 0.4384579773005155*b477;
  }
  else if (ty == 2) {
    const double b466 = smem[(16 + 2)*32 + tx];
    acc8 += 7.1453271317716185*b466;
    acc17 -= 5.275762531033065*b466;
    acc26 += 2.3443612950707027*b466;
    acc35 -= 1.3889945769426286*b466;
    acc44 += 0.8979876796237861*b466;
    acc53 -= 0.5362105595776853*b466;
    const double b470 = smem[(16 + 6)*32 + tx];
    acc0 += 2.575982076996554*b470;
    acc9 += 1.1748522810340918*b470;
    acc18 -= 2.689674451697881*b470;
    acc27 += 1.263162895892314*b470;
    acc36 -= 0.7561901119888452*b470;
    acc45 += 0.4384579773005155*b470;
    const double b474 = smem[(16 + 10)*32 + tx];
    acc1 += 2.575982076996554*b474;
    acc10 += 1.1748522810340918*b474;
    acc19 -= 2.689674451697881*b474;
    acc28 += 1.263162895892314*b474;
    acc37 -= 0.7561901119888452*b474;
    acc46 += 0.4384579773005155*b474;
    const double b478 = smem[(16 + 14)*32 + tx];
    acc2 += 2.575982076996554*b478;
    acc11 += 1.1748522810340918*b478;
    acc20 -= 2.689674451697881*b478;
    acc29 += 1.263162895892314*b478;
    acc38 -= 0.7561901119888452*b478;
    acc47 += 0.4384579773005155*b478;
  }
  else if (ty == 3) {
    const double b467 = smem[(16 + 3)*32 + tx];
    acc8 += 7.1453271317716185*b467;
    acc17 -= 5.275762531033065*b467;
    acc26 += 2.3443612950707027*b467;
    acc35 -= 1.3889945769426286*b467;
    acc44 += 0.8979876796237861*b467;
    acc53 -= 0.5362105595776853*b467;
    const double b471 = smem[(16 + 7)*32 + tx];
    acc0 += 2.575982076996554*b471;
    acc9 += 1.1748522810340918*b471;
    acc18 -= 2.689674451697881*b471;
    acc27 += 1.263162895892314*b471;
    acc36 -= 0.7561901119888452*b471;
    acc45 += 0.4384579773005155*b471;
    const double b475 = smem[(16 + 11)*32 + tx];
    acc1 += 2.575982076996554*b475;
    acc10 += 1.1748522810340918*b475;
    acc19 -= 2.689674451697881*b475;
    acc28 += 1.263162895892314*b475;
    acc37 -= 0.7561901119888452*b475;
    acc46 += 0.4384579773005155*b475;
    const double b479 = smem[(16 + 15)*32 + tx];
    acc2 += 2.575982076996554*b479;
    acc11 += 1.1748522810340918*b479;
    acc20 -= 2.689674451697881*b479;
    acc29 += 1.263162895892314*b479;
    acc38 -= 0.7561901119888452*b479;
    acc47 += 0.4384579773005155*b479;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 496*(long long)ldb);
    next1 = *(b + load_col + 500*(long long)ldb);
    next2 = *(b + load_col + 504*(long long)ldb);
    next3 = *(b + load_col + 508*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 497*(long long)ldb);
    next1 = *(b + load_col + 501*(long long)ldb);
    next2 = *(b + load_col + 505*(long long)ldb);
    next3 = *(b + load_col + 509*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 498*(long long)ldb);
    next1 = *(b + load_col + 502*(long long)ldb);
    next2 = *(b + load_col + 506*(long long)ldb);
    next3 = *(b + load_col + 510*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 499*(long long)ldb);
    next1 = *(b + load_col + 503*(long long)ldb);
    next2 = *(b + load_col + 507*(long long)ldb);
    next3 = *(b + load_col + 511*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b480 = smem[(0 + 0)*32 + tx];
    acc3 += 2.575982076996554*b480;
    acc12 += 1.1748522810340918*b480;
    acc21 -= 2.689674451697881*b480;
    acc30 += 1.263162895892314*b480;
    acc39 -= 0.7561901119888452*b480;
    acc48 += 0.4384579773005155*b480;
    const double b484 = smem[(0 + 4)*32 + tx];
    acc4 += 2.575982076996554*b484;
    acc13 += 1.1748522810340918*b484;
    acc22 -= 2.689674451697881*b484;
    acc31 += 1.263162895892314*b484;
    acc40 -= 0.7561901119888452*b484;
    acc49 += 0.4384579773005155*b484;
    const double b488 = smem[(0 + 8)*32 + tx];
    acc5 += 2.575982076996554*b488;
    acc14 += 1.1748522810340918*b488;
    acc23 -= 2.689674451697881*b488;
    acc32 += 1.263162895892314*b488;
    acc41 -= 0.7561901119888452*b488;
    acc50 += 0.4384579773005155*b488;
    const double b492 = smem[(0 + 12)*32 + tx];
    acc6 += 2.575982076996554*b492;
    acc15 += 1.1748522810340918*b492;
    acc24 -= 2.689674451697881*b492;
    acc33 += 1.263162895892314*b492;
    acc42 -= 0.7561901119888452*b492;
    acc51 += 0.4384579773005155*b492;
  }
  else if (ty == 1) {
    const double b481 = smem[(0 + 1)*32 + tx];
    acc3 += 2.575982076996554*b481;
    acc12 += 1.1748522810340918*b481;
    acc21 -= 2.689674451697881*b481;
    acc30 += 1.263162895892314*b481;
    acc39 -= 0.7561901119888452*b481;
    acc48 += 0.4384579773005155*b481;
    const double b485 = smem[(0 + 5)*32 + tx];
    acc4 += 2.575982076996554*b485;
    acc13 += 1.1748522810340918*b485;
    acc22 -= 2.689674451697881*b485;
    acc31 += 1.263162895892314*b485;
    acc40 -= 0.7561901119888452*b485;
    acc49 += 0.4384579773005155*b485;
    const double b489 = smem[(0 + 9)*32 + tx];
    acc5 += 2.575982076996554*b489;
    acc14 += 1.1748522810340918*b489;
    acc23 -= 2.689674451697881*b489;
    acc32 += 1.263162895892314*b489;
    acc41 -= 0.7561901119888452*b489;
    acc50 += 0.4384579773005155*b489;
    const double b493 = smem[(0 + 13)*32 + tx];
    acc6 += 2.575982076996554*b493;
    acc15 += 1.1748522810340918*b493;
    acc24 -= 2.689674451697881*b493;
    acc33 += 1.263162895892314*b493;
    acc42 -= 0.7561901119888452*b493;
    acc51 += 0.4384579773005155*b493;
  }
  else if (ty == 2) {
    const double b482 = smem[(0 + 2)*32 + tx];
    acc3 += 2.575982076996554*b482;
    acc12 += 1.1748522810340918*b482;
    acc21 -= 2.689674451697881*b482;
    acc30 += 1.263162895892314*b482;
    acc39 -= 0.7561901119888452*b482;
    acc48 += 0.4384579773005155*b482;
    const double b486 = smem[(0 + 6)*32 + tx];
    acc4 += 2.575982076996554*b486;
    acc13 += 1.1748522810340918*b486;
    acc22 -= 2.689674451697881*b486;
    acc31 += 1.263162895892314*b486;
    acc40 -= 0.7561901119888452*b486;
    acc49 += 0.4384579773005155*b486;
    const double b490 = smem[(0 + 10)*32 + tx];
    acc5 += 2.575982076996554*b490;
    acc14 += 1.1748522810340918*b490;
    acc23 -= 2.689674451697881*b490;
    acc32 += 1.263162895892314*b490;
    acc41 -= 0.7561901119888452*b490;
    acc50 += 0.4384579773005155*b490;
    const double b494 = smem[(0 + 14)*32 + tx];
    acc6 += 2.575982076996554*b494;
    acc15 += 1.1748522810340918*b494;
    acc24 -= 2.689674451697881*b494;
    acc33 += 1.263162895892314*b494;
    acc42 -= 0.7561901119888452*b494;
    acc51 += 0.4384579773005155*b494;
  }
  else if (ty == 3) {
    const double b483 = smem[(0 + 3)*32 + tx];
    acc3 += 2.575982076996554*b483;
    acc12 += 1.1748522810340918*b483;
    acc21 -= 2.689674451697881*b483;
    acc30 += 1.263162895892314*b483;
    acc39 -= 0.7561901119888452*b483;
    acc48 += 0.4384579773005155*b483;
    const double b487 = smem[(0 + 7)*32 + tx];
    acc4 += 2.575982076996554*b487;
    acc13 += 1.1748522810340918*b487;
    acc22 -= 2.689674451697881*b487;
    acc31 += 1.263162895892314*b487;
    acc40 -= 0.7561901119888452*b487;
    acc49 += 0.4384579773005155*b487;
    const double b491 = smem[(0 + 11)*32 + tx];
    acc5 += 2.575982076996554*b491;
    acc14 += 1.1748522810340918*b491;
    acc23 -= 2.689674451697881*b491;
    acc32 += 1.263162895892314*b491;
    acc41 -= 0.7561901119888452*b491;
    acc50 += 0.4384579773005155*b491;
    const double b495 = smem[(0 + 15)*32 + tx];
    acc6 += 2.575982076996554*b495;
    acc15 += 1.1748522810340918*b495;
    acc24 -= 2.689674451697881*b495;
    acc33 += 1.263162895892314*b495;
    acc42 -= 0.7561901119888452*b495;
    acc51 += 0.4384579773005155*b495;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 512*(long long)ldb);
    next1 = *(b + load_col + 516*(long long)ldb);
    next2 = *(b + load_col + 520*(long long)ldb);
    next3 = *(b + load_col + 524*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 513*(long long)ldb);
    next1 = *(b + load_col + 517*(long long)ldb);
    next2 = *(b + load_col + 521*(long long)ldb);
    next3 = *(b + load_col + 525*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 514*(long long)ldb);
    next1 = *(b + load_col + 518*(long long)ldb);
    next2 = *(b + load_col + 522*(long long)ldb);
    next3 = *(b + load_col + 526*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 515*(long long)ldb);
    next1 = *(b + load_col + 519*(long long)ldb);
    next2 = *(b + load_col + 523*(long long)ldb);
    next3 = *(b + load_col + 527*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b496 = smem[(16 + 0)*32 + tx];
    acc7 += 2.575982076996554*b496;
    acc16 += 1.1748522810340918*b496;
    acc25 -= 2.689674451697881*b496;
    acc34 += 1.263162895892314*b496;
    acc43 -= 0.7561901119888452*b496;
    acc52 += 0.4384579773005155*b496;
    const double b500 = smem[(16 + 4)*32 + tx];
    acc8 += 2.575982076996554*b500;
    acc17 += 1.1748522810340918*b500;
    acc26 -= 2.689674451697881*b500;
    acc35 += 1.263162895892314*b500;
    acc44 -= 0.7561901119888452*b500;
    acc53 += 0.4384579773005155*b500;
    const double b504 = smem[(16 + 8)*32 + tx];
    acc0 -= 0.8860206856419355*b504;
    acc9 += 2.081907542663135*b504;
    acc18 += 0.25302627870932703*b504;
    acc27 -= 2.0953889257910308*b504;
    acc36 += 0.9777348180224332*b504;
    acc45 -= 0.5249523313677305*b504;
    const double b508 = smem[(16 + 12)*32 + tx];
    acc1 -= 0.8860206856419355*b508;
    acc10 += 2.081907542663135*b508;
    acc19 += 0.25302627870932703*b508;
    acc28 -= 2.0953889257910308*b508;
    acc37 += 0.9777348180224332*b508;
    acc46 -= 0.5249523313677305*b508;
  }
  else if (ty == 1) {
    const double b497 = smem[(16 + 1)*32 + tx];
    acc7 += 2.575982076996554*b497;
    acc16 += 1.1748522810340918*b497;
    acc25 -= 2.689674451697881*b497;
    acc34 += 1.263162895892314*b497;
    acc43 -= 0.7561901119888452*b497;
    acc52 += 0.4384579773005155*b497;
    const double b501 = smem[(16 + 5)*32 + tx];
    acc8 += 2.575982076996554*b501;
    acc17 += 1.1748522810340918*b501;
    acc26 -= 2.689674451697881*b501;
    acc35 += 1.263162895892314*b501;
    acc44 -= 0.7561901119888452*b501;
    acc53 += 0.4384579773005155*b501;
    const double b505 = smem[(16 + 9)*32 + tx];
    acc0 -= 0.8860206856419355*b505;
    acc9 += 2.081907542663135*b505;
    acc18 += 0.25302627870932703*b505;
    acc27 -= 2.0953889257910308*b505;
    acc36 += 0.9777348180224332*b505;
    acc45 -= 0.5249523313677305*b505;
    const double b509 = smem[(16 + 13)*32 + tx];
    acc1 -= 0.8860206856419355*b509;
    acc10 += 2.081907542663135*b509;
    acc19 += 0.25302627870932703*b509;
    acc28 -= 2.0953889257910308*b509;
    acc37 += 0.9777348180224332*b509;
    acc46 -= 0.5249523313677305*b509;
  }
  else if (ty == 2) {
    const double b498 = smem[(16 + 2)*32 + tx];
    acc7 += 2.575982076996554*b498;
    acc16 += 1.1748522810340918*b498;
    acc25 -= 2.689674451697881*b498;
    acc34 += 1.263162895892314*b498;
    acc43 -= 0.7561901119888452*b498;
    acc52 += 0.4384579773005155*b498;
    const double b502 = smem[(16 + 6)*32 + tx];
    acc8 += 2.575982076996554*b502;
    acc17 += 1.1748522810340918*b502;
    acc26 -= 2.689674451697881*b502;
    acc35 += 1.263162895892314*b502;
    acc44 -= 0.7561901119888452*b502;
    acc53 += 0.4384579773005155*b502;
    const double b506 = smem[(16 + 10)*32 + tx];
    acc0 -= 0.8860206856419355*b506;
    acc9 += 2.081907542663135*b506;
    acc18 += 0.25302627870932703*b506;
    acc27 -= 2.0953889257910308*b506;
    acc36 += 0.9777348180224332*b506;
    acc45 -= 0.5249523313677305*b506;
    const double b510 = smem[(16 + 14)*32 + tx];
    acc1 -= 0.8860206856419355*b510;
    acc10 += 2.081907542663135*b510;
    acc19 += 0.25302627870932703*b510;
    acc28 -= 2.0953889257910308*b510;
    acc37 += 0.9777348180224332*b510;
    acc46 -= 0.5249523313677305*b510;
  }
  else if (ty == 3) {
    const double b499 = smem[(16 + 3)*32 + tx];
    acc7 += 2.575982076996554*b499;
    acc16 += 1.1748522810340918*b499;
    acc25 -= 2.689674451697881*b499;
    acc34 += 1.263162895892314*b499;
    acc43 -= 0.7561901119888452*b499;
    acc52 += 0.4384579773005155*b499;
    const double b503 = smem[(16 + 7)*32 + tx];
    acc8 += 2.575982076996554*b503;
    acc17 += 1.1748522810340918*b503;
    acc26 -= 2.689674451697881*b503;
    acc35 += 1.263162895892314*b503;
    acc44 -= 0.7561901119888452*b503;
    acc53 += 0.4384579773005155*b503;
    const double b507 = smem[(16 + 11)*32 + tx];
    acc0 -= 0.8860206856419355*b507;
    acc9 += 2.081907542663135*b507;
    acc18 += 0.25302627870932703*b507;
    acc27 -= 2.0953889257910308*b507;
    acc36 += 0.9777348180224332*b507;
    acc45 -= 0.5249523313677305*b507;
    const double b511 = smem[(16 + 15)*32 + tx];
    acc1 -= 0.8860206856419355*b511;
    acc10 += 2.081907542663135*b511;
    acc19 += 0.25302627870932703*b511;
    acc28 -= 2.0953889257910308*b511;
    acc37 += 0.9777348180224332*b511;
    acc46 -= 0.5249523313677305*b511;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 528*(long long)ldb);
    next1 = *(b + load_col + 532*(long long)ldb);
    next2 = *(b + load_col + 536*(long long)ldb);
    next3 = *(b + load_col + 540*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 529*(long long)ldb);
    next1 = *(b + load_col + 533*(long long)ldb);
    next2 = *(b + load_col + 537*(long long)ldb);
    next3 = *(b + load_col + 541*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 530*(long long)ldb);
    next1 = *(b + load_col + 534*(long long)ldb);
    next2 = *(b + load_col + 538*(long long)ldb);
    next3 = *(b + load_col + 542*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 531*(long long)ldb);
    next1 = *(b + load_col + 535*(long long)ldb);
    next2 = *(b + load_col + 539*(long long)ldb);
    next3 = *(b + load_col + 543*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b512 = smem[(0 + 0)*32 + tx];
    acc2 -= 0.8860206856419355*b512;
    acc11 += 2.081907542663135*b512;
    acc20 += 0.25302627870932703*b512;
    acc29 -= 2.0953889257910308*b512;
    acc38 += 0.9777348180224332*b512;
    acc47 -= 0.5249523313677305*b512;
    const double b516 = smem[(0 + 4)*32 + tx];
    acc3 -= 0.8860206856419355*b516;
    acc12 += 2.081907542663135*b516;
    acc21 += 0.25302627870932703*b516;
    acc30 -= 2.0953889257910308*b516;
    acc39 += 0.9777348180224332*b516;
    acc48 -= 0.5249523313677305*b516;
    const double b520 = smem[(0 + 8)*32 + tx];
    acc4 -= 0.8860206856419355*b520;
    acc13 += 2.081907542663135*b520;
    acc22 += 0.25302627870932703*b520;
    acc31 -= 2.0953889257910308*b520;
    acc40 += 0.9777348180224332*b520;
    acc49 -= 0.5249523313677305*b520;
    const double b524 = smem[(0 + 12)*32 + tx];
    acc5 -= 0.8860206856419355*b524;
    acc14 += 2.081907542663135*b524;
    acc23 += 0.25302627870932703*b524;
    acc32 -= 2.0953889257910308*b524;
    acc41 += 0.9777348180224332*b524;
    acc50 -= 0.5249523313677305*b524;
  }
  else if (ty == 1) {
    const double b513 = smem[(0 + 1)*32 + tx];
    acc2 -= 0.8860206856419355*b513;
    acc11 += 2.081907542663135*b513;
    acc20 += 0.25302627870932703*b513;
    acc29 -= 2.0953889257910308*b513;
    acc38 += 0.9777348180224332*b513;
    acc47 -= 0.5249523313677305*b513;
    const double b517 = smem[(0 + 5)*32 + tx];
    acc3 -= 0.8860206856419355*b517;
    acc12 += 2.081907542663135*b517;
    acc21 += 0.25302627870932703*b517;
    acc30 -= 2.0953889257910308*b517;
    acc39 += 0.9777348180224332*b517;
    acc48 -= 0.5249523313677305*b517;
    const double b521 = smem[(0 + 9)*32 + tx];
    acc4 -= 0.8860206856419355*b521;
    acc13 += 2.081907542663135*b521;
    acc22 += 0.25302627870932703*b521;
    acc31 -= 2.0953889257910308*b521;
    acc40 += 0.9777348180224332*b521;
    acc49 -= 0.5249523313677305*b521;
    const double b525 = smem[(0 + 13)*32 + tx];
    acc5 -= 0.8860206856419355*b525;
    acc14 += 2.081907542663135*b525;
    acc23 += 0.25302627870932703*b525;
    acc32 -= 2.0953889257910308*b525;
    acc41 += 0.9777348180224332*b525;
    acc50 -= 0.5249523313677305*b525;
  }
  else if (ty == 2) {
    const double b514 = smem[(0 + 2)*32 + tx];
    acc2 -= 0.8860206856419355*b514;
    acc11 += 2.081907542663135*b514;
    acc20 += 0.25302627870932703*b514;
    acc29 -= 2.0953889257910308*b514;
    acc38 += 0.9777348180224332*b514;
    acc47 -= 0.5249523313677305*b514;
    const double b518 = smem[(0 + 6)*32 + tx];
    acc3 -= 0.8860206856419355*b518;
    acc12 += 2.081907542663135*b518;
    acc21 += 0.25302627870932703*b518;
    acc30 -= 2.0953889257910308*b518;
    acc39 += 0.9777348180224332*b518;
    acc48 -= 0.5249523313677305*b518;
    const double b522 = smem[(0 + 10)*32 + tx];
    acc4 -= 0.8860206856419355*b522;
    acc13 += 2.081907542663135*b522;
    acc22 += 0.25302627870932703*b522;
    acc31 -= 2.0953889257910308*b522;
    acc40 += 0.9777348180224332*b522;
    acc49 -= 0.5249523313677305*b522;
    const double b526 = smem[(0 + 14)*32 + tx];
    acc5 -= 0.8860206856419355*b526;
    acc14 += 2.081907542663135*b526;
    acc23 += 0.25302627870932703*b526;
    acc32 -= 2.0953889257910308*b526;
    acc41 += 0.9777348180224332*b526;
    acc50 -= 0.5249523313677305*b526;
  }
  else if (ty == 3) {
    const double b515 = smem[(0 + 3)*32 + tx];
    acc2 -= 0.8860206856419355*b515;
    acc11 += 2.081907542663135*b515;
    acc20 += 0.25302627870932703*b515;
    acc29 -= 2.0953889257910308*b515;
    acc38 += 0.9777348180224332*b515;
    acc47 -= 0.5249523313677305*b515;
    const double b519 = smem[(0 + 7)*32 + tx];
    acc3 -= 0.8860206856419355*b519;
    acc12 += 2.081907542663135*b519;
    acc21 += 0.25302627870932703*b519;
    acc30 -= 2.0953889257910308*b519;
    acc39 += 0.9777348180224332*b519;
    acc48 -= 0.5249523313677305*b519;
    const double b523 = smem[(0 + 11)*32 + tx];
    acc4 -= 0.8860206856419355*b523;
    acc13 += 2.081907542663135*b523;
    acc22 += 0.25302627870932703*b523;
    acc31 -= 2.0953889257910308*b523;
    acc40 += 0.9777348180224332*b523;
    acc49 -= 0.5249523313677305*b523;
    const double b527 = smem[(0 + 15)*32 + tx];
    acc5 -= 0.8860206856419355*b527;
    acc14 += 2.081907542663135*b527;
    acc23 += 0.25302627870932703*b527;
    acc32 -= 2.0953889257910308*b527;
    acc41 += 0.9777348180224332*b527;
    acc50 -= 0.5249523313677305*b527;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 544*(long long)ldb);
    next1 = *(b + load_col + 548*(long long)ldb);
    next2 = *(b + load_col + 552*(long long)ldb);
    next3 = *(b + load_col + 556*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 545*(long long)ldb);
    next1 = *(b + load_col + 549*(long long)ldb);
    next2 = *(b + load_col + 553*(long long)ldb);
    next3 = *(b + load_col + 557*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 546*(long long)ldb);
    next1 = *(b + load_col + 550*(long long)ldb);
    next2 = *(b + load_col + 554*(long long)ldb);
    next3 = *(b + load_col + 558*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 547*(long long)ldb);
    next1 = *(b + load_col + 551*(long long)ldb);
    next2 = *(b + load_col + 555*(long long)ldb);
    next3 = *(b + load_col + 559*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b528 = smem[(16 + 0)*32 + tx];
    acc6 -= 0.8860206856419355*b528;
    acc15 += 2.081907542663135*b528;
    acc24 += 0.25302627870932703*b528;
    acc33 -= 2.0953889257910308*b528;
    acc42 += 0.9777348180224332*b528;
    acc51 -= 0.5249523313677305*b528;
    const double b532 = smem[(16 + 4)*32 + tx];
    acc7 -= 0.8860206856419355*b532;
    acc16 += 2.081907542663135*b532;
    acc25 += 0.25302627870932703*b532;
    acc34 -= 2.0953889257910308*b532;
    acc43 += 0.9777348180224332*b532;
    acc52 -= 0.5249523313677305*b532;
    const double b536 = smem[(16 + 8)*32 + tx];
    acc8 -= 0.8860206856419355*b536;
    acc17 += 2.081907542663135*b536;
    acc26 += 0.25302627870932703*b536;
    acc35 -= 2.0953889257910308*b536;
    acc44 += 0.9777348180224332*b536;
    acc53 -= 0.5249523313677305*b536;
    const double b540 = smem[(16 + 12)*32 + tx];
    acc0 += 0.5249523313677305*b540;
    acc9 -= 0.9777348180224332*b540;
    acc18 += 2.0953889257910308*b540;
    acc27 -= 0.25302627870932703*b540;
    acc36 -= 2.081907542663135*b540;
    acc45 += 0.8860206856419355*b540;
  }
  else if (ty == 1) {
    const double b529 = smem[(16 + 1)*32 + tx];
    acc6 -= 0.8860206856419355*b529;
    acc15 += 2.081907542663135*b529;
    acc24 += 0.25302627870932703*b529;
    acc33 -= 2.0953889257910308*b529;
    acc42 += 0.9777348180224332*b529;
    acc51 -= 0.5249523313677305*b529;
    const double b533 = smem[(16 + 5)*32 + tx];
    acc7 -= 0.8860206856419355*b533;
    acc16 += 2.081907542663135*b533;
    acc25 += 0.25302627870932703*b533;
    acc34 -= 2.0953889257910308*b533;
    acc43 += 0.9777348180224332*b533;
    acc52 -= 0.5249523313677305*b533;
    const double b537 = smem[(16 + 9)*32 + tx];
    acc8 -= 0.8860206856419355*b537;
    acc17 += 2.081907542663135*b537;
    acc26 += 0.25302627870932703*b537;
    acc35 -= 2.0953889257910308*b537;
    acc44 += 0.9777348180224332*b537;
    acc53 -= 0.5249523313677305*b537;
    const double b541 = smem[(16 + 13)*32 + tx];
    acc0 += 0.5249523313677305*b541;
    acc9 -= 0.9777348180224332*b541;
    acc18 += 2.0953889257910308*b541;
    acc27 -= 0.25302627870932703*b541;
    acc36 -= 2.081907542663135*b541;
    acc45 += 0.8860206856419355*b541;
  }
  else if (ty == 2) {
    const double b530 = smem[(16 + 2)*32 + tx];
    acc6 -= 0.8860206856419355*b530;
    acc15 += 2.081907542663135*b530;
    acc24 += 0.25302627870932703*b530;
    acc33 -= 2.0953889257910308*b530;
    acc42 += 0.9777348180224332*b530;
    acc51 -= 0.5249523313677305*b530;
    const double b534 = smem[(16 + 6)*32 + tx];
    acc7 -= 0.8860206856419355*b534;
    acc16 += 2.081907542663135*b534;
    acc25 += 0.25302627870932703*b534;
    acc34 -= 2.0953889257910308*b534;
    acc43 += 0.9777348180224332*b534;
    acc52 -= 0.5249523313677305*b534;
    const double b538 = smem[(16 + 10)*32 + tx];
    acc8 -= 0.8860206856419355*b538;
    acc17 += 2.081907542663135*b538;
    acc26 += 0.25302627870932703*b538;
    acc35 -= 2.0953889257910308*b538;
    acc44 += 0.9777348180224332*b538;
    acc53 -= 0.5249523313677305*b538;
    const double b542 = smem[(16 + 14)*32 + tx];
    acc0 += 0.5249523313677305*b542;
    acc9 -= 0.9777348180224332*b542;
    acc18 += 2.0953889257910308*b542;
    acc27 -= 0.25302627870932703*b542;
    acc36 -= 2.081907542663135*b542;
    acc45 += 0.8860206856419355*b542;
  }
  else if (ty == 3) {
    const double b531 = smem[(16 + 3)*32 + tx];
    acc6 -= 0.8860206856419355*b531;
    acc15 += 2.081907542663135*b531;
    acc24 += 0.25302627870932703*b531;
    acc33 -= 2.0953889257910308*b531;
    acc42 += 0.9777348180224332*b531;
    acc51 -= 0.5249523313677305*b531;
    const double b535 = smem[(16 + 7)*32 + tx];
    acc7 -= 0.8860206856419355*b535;
    acc16 += 2.081907542663135*b535;
    acc25 += 0.25302627870932703*b535;
    acc34 -= 2.0953889257910308*b535;
    acc43 += 0.9777348180224332*b535;
    acc52 -= 0.5249523313677305*b535;
    const double b539 = smem[(16 + 11)*32 + tx];
    acc8 -= 0.8860206856419355*b539;
    acc17 += 2.081907542663135*b539;
    acc26 += 0.25302627870932703*b539;
    acc35 -= 2.0953889257910308*b539;
    acc44 += 0.9777348180224332*b539;
    acc53 -= 0.5249523313677305*b539;
    const double b543 = smem[(16 + 15)*32 + tx];
    acc0 += 0.5249523313677305*b543;
    acc9 -= 0.9777348180224332*b543;
    acc18 += 2.0953889257910308*b543;
    acc27 -= 0.25302627870932703*b543;
    acc36 -= 2.081907542663135*b543;
    acc45 += 0.8860206856419355*b543;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 560*(long long)ldb);
    next1 = *(b + load_col + 564*(long long)ldb);
    next2 = *(b + load_col + 568*(long long)ldb);
    next3 = *(b + load_col + 572*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 561*(long long)ldb);
    next1 = *(b + load_col + 565*(long long)ldb);
    next2 = *(b + load_col + 569*(long long)ldb);
    next3 = *(b + load_col + 573*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 562*(long long)ldb);
    next1 = *(b + load_col + 566*(long long)ldb);
    next2 = *(b + load_col + 570*(long long)ldb);
    next3 = *(b + load_col + 574*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 563*(long long)ldb);
    next1 = *(b + load_col + 567*(long long)ldb);
    next2 = *(b + load_col + 571*(long long)ldb);
    next3 = *(b + load_col + 575*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b544 = smem[(0 + 0)*32 + tx];
    acc1 += 0.5249523313677305*b544;
    acc10 -= 0.9777348180224332*b544;
    acc19 += 2.0953889257910308*b544;
    acc28 -= 0.25302627870932703*b544;
    acc37 -= 2.081907542663135*b544;
    acc46 += 0.8860206856419355*b544;
    const double b548 = smem[(0 + 4)*32 + tx];
    acc2 += 0.5249523313677305*b548;
    acc11 -= 0.9777348180224332*b548;
    acc20 += 2.0953889257910308*b548;
    acc29 -= 0.25302627870932703*b548;
    acc38 -= 2.081907542663135*b548;
    acc47 += 0.8860206856419355*b548;
    const double b552 = smem[(0 + 8)*32 + tx];
    acc3 += 0.5249523313677305*b552;
    acc12 -= 0.9777348180224332*b552;
    acc21 += 2.0953889257910308*b552;
    acc30 -= 0.25302627870932703*b552;
    acc39 -= 2.081907542663135*b552;
    acc48 += 0.8860206856419355*b552;
    const double b556 = smem[(0 + 12)*32 + tx];
    acc4 += 0.5249523313677305*b556;
    acc13 -= 0.9777348180224332*b556;
    acc22 += 2.0953889257910308*b556;
    acc31 -= 0.25302627870932703*b556;
    acc40 -= 2.081907542663135*b556;
    acc49 += 0.8860206856419355*b556;
  }
  else if (ty == 1) {
    const double b545 = smem[(0 + 1)*32 + tx];
    acc1 += 0.5249523313677305*b545;
    acc10 -= 0.9777348180224332*b545;
    acc19 += 2.0953889257910308*b545;
    acc28 -= 0.25302627870932703*b545;
    acc37 -= 2.081907542663135*b545;
    acc46 += 0.8860206856419355*b545;
    const double b549 = smem[(0 + 5)*32 + tx];
    acc2 += 0.5249523313677305*b549;
    acc11 -= 0.9777348180224332*b549;
    acc20 += 2.0953889257910308*b549;
    acc29 -= 0.25302627870932703*b549;
    acc38 -= 2.081907542663135*b549;
    acc47 += 0.8860206856419355*b549;
    const double b553 = smem[(0 + 9)*32 + tx];
    acc3 += 0.5249523313677305*b553;
    acc12 -= 0.9777348180224332*b553;
    acc21 += 2.0953889257910308*b553;
    acc30 -= 0.25302627870932703*b553;
    acc39 -= 2.081907542663135*b553;
    acc48 += 0.8860206856419355*b553;
    const double b557 = smem[(0 + 13)*32 + tx];
    acc4 += 0.5249523313677305*b557;
    acc13 -= 0.9777348180224332*b557;
    acc22 += 2.0953889257910308*b557;
    acc31 -= 0.25302627870932703*b557;
    acc40 -= 2.081907542663135*b557;
    acc49 += 0.8860206856419355*b557;
  }
  else if (ty == 2) {
    const double b546 = smem[(0 + 2)*32 + tx];
    acc1 += 0.5249523313677305*b546;
    acc10 -= 0.9777348180224332*b546;
    acc19 += 2.0953889257910308*b546;
    acc28 -= 0.25302627870932703*b546;
    acc37 -= 2.081907542663135*b546;
    acc46 += 0.8860206856419355*b546;
    const double b550 = smem[(0 + 6)*32 + tx];
    acc2 += 0.5249523313677305*b550;
    acc11 -= 0.9777348180224332*b550;
    acc20 += 2.0953889257910308*b550;
    acc29 -= 0.25302627870932703*b550;
    acc38 -= 2.081907542663135*b550;
    acc47 += 0.8860206856419355*b550;
    const double b554 = smem[(0 + 10)*32 + tx];
    acc3 += 0.5249523313677305*b554;
    acc12 -= 0.9777348180224332*b554;
    acc21 += 2.0953889257910308*b554;
    acc30 -= 0.25302627870932703*b554;
    acc39 -= 2.081907542663135*b554;
    acc48 += 0.8860206856419355*b554;
    const double b558 = smem[(0 + 14)*32 + tx];
    acc4 += 0.5249523313677305*b558;
    acc13 -= 0.9777348180224332*b558;
    acc22 += 2.0953889257910308*b558;
    acc31 -= 0.25302627870932703*b558;
    acc40 -= 2.081907542663135*b558;
    acc49 += 0.8860206856419355*b558;
  }
  else if (ty == 3) {
    const double b547 = smem[(0 + 3)*32 + tx];
    acc1 += 0.5249523313677305*b547;
    acc10 -= 0.9777348180224332*b547;
    acc19 += 2.0953889257910308*b547;
    acc28 -= 0.25302627870932703*b547;
    acc37 -= 2.081907542663135*b547;
    acc46 += 0.8860206856419355*b547;
    const double b551 = smem[(0 + 7)*32 + tx];
    acc2 += 0.5249523313677305*b551;
    acc11 -= 0.9777348180224332*b551;
    acc20 += 2.0953889257910308*b551;
    acc29 -= 0.25302627870932703*b551;
    acc38 -= 2.081907542663135*b551;
    acc47 += 0.8860206856419355*b551;
    const double b555 = smem[(0 + 11)*32 + tx];
    acc3 += 0.5249523313677305*b555;
    acc12 -= 0.9777348180224332*b555;
    acc21 += 2.0953889257910308*b555;
    acc30 -= 0.25302627870932703*b555;
    acc39 -= 2.081907542663135*b555;
    acc48 += 0.8860206856419355*b555;
    const double b559 = smem[(0 + 15)*32 + tx];
    acc4 += 0.5249523313677305*b559;
    acc13 -= 0.9777348180224332*b559;
    acc22 += 2.0953889257910308*b559;
    acc31 -= 0.25302627870932703*b559;
    acc40 -= 2.081907542663135*b559;
    acc49 += 0.8860206856419355*b559;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 576*(long long)ldb);
    next1 = *(b + load_col + 580*(long long)ldb);
    next2 = *(b + load_col + 584*(long long)ldb);
    next3 = *(b + load_col + 588*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 577*(long long)ldb);
    next1 = *(b + load_col + 581*(long long)ldb);
    next2 = *(b + load_col + 585*(long long)ldb);
    next3 = *(b + load_col + 589*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 578*(long long)ldb);
    next1 = *(b + load_col + 582*(long long)ldb);
    next2 = *(b + load_col + 586*(long long)ldb);
    next3 = *(b + load_col + 590*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 579*(long long)ldb);
    next1 = *(b + load_col + 583*(long long)ldb);
    next2 = *(b + load_col + 587*(long long)ldb);
    next3 = *(b + load_col + 591*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b560 = smem[(16 + 0)*32 + tx];
    acc5 += 0.5249523313677305*b560;
    acc14 -= 0.9777348180224332*b560;
    acc23 += 2.0953889257910308*b560;
    acc32 -= 0.25302627870932703*b560;
    acc41 -= 2.081907542663135*b560;
    acc50 += 0.8860206856419355*b560;
    const double b564 = smem[(16 + 4)*32 + tx];
    acc6 += 0.5249523313677305*b564;
    acc15 -= 0.9777348180224332*b564;
    acc24 += 2.0953889257910308*b564;
    acc33 -= 0.25302627870932703*b564;
    acc42 -= 2.081907542663135*b564;
    acc51 += 0.8860206856419355*b564;
    const double b568 = smem[(16 + 8)*32 + tx];
    acc7 += 0.5249523313677305*b568;
    acc16 -= 0.9777348180224332*b568;
    acc25 += 2.0953889257910308*b568;
    acc34 -= 0.25302627870932703*b568;
    acc43 -= 2.081907542663135*b568;
    acc52 += 0.8860206856419355*b568;
    const double b572 = smem[(16 + 12)*32 + tx];
    acc8 += 0.5249523313677305*b572;
    acc17 -= 0.9777348180224332*b572;
    acc26 += 2.0953889257910308*b572;
    acc35 -= 0.25302627870932703*b572;
    acc44 -= 2.081907542663135*b572;
    acc53 += 0.8860206856419355*b572;
  }
  else if (ty == 1) {
    const double b561 = smem[(16 + 1)*32 + tx];
    acc5 += 0.5249523313677305*b561;
    acc14 -= 0.9777348180224332*b561;
    acc23 += 2.0953889257910308*b561;
    acc32 -= 0.25302627870932703*b561;
    acc41 -= 2.081907542663135*b561;
    acc50 += 0.8860206856419355*b561;
    const double b565 = smem[(16 + 5)*32 + tx];
    acc6 += 0.5249523313677305*b565;
    acc15 -= 0.9777348180224332*b565;
    acc24 += 2.0953889257910308*b565;
    acc33 -= 0.25302627870932703*b565;
    acc42 -= 2.081907542663135*b565;
    acc51 += 0.8860206856419355*b565;
    const double b569 = smem[(16 + 9)*32 + tx];
    acc7 += 0.5249523313677305*b569;
    acc16 -= 0.9777348180224332*b569;
    acc25 += 2.0953889257910308*b569;
    acc34 -= 0.25302627870932703*b569;
    acc43 -= 2.081907542663135*b569;
    acc52 += 0.8860206856419355*b569;
    const double b573 = smem[(16 + 13)*32 + tx];
    acc8 += 0.5249523313677305*b573;
    acc17 -= 0.9777348180224332*b573;
    acc26 += 2.0953889257910308*b573;
    acc35 -= 0.25302627870932703*b573;
    acc44 -= 2.081907542663135*b573;
    acc53 += 0.8860206856419355*b573;
  }
  else if (ty == 2) {
    const double b562 = smem[(16 + 2)*32 + tx];
    acc5 += 0.5249523313677305*b562;
    acc14 -= 0.9777348180224332*b562;
    acc23 += 2.0953889257910308*b562;
    acc32 -= 0.25302627870932703*b562;
    acc41 -= 2.081907542663135*b562;
    acc50 += 0.8860206856419355*b562;
    const double b566 = smem[(16 + 6)*32 + tx];
    acc6 += 0.5249523313677305*b566;
    acc15 -= 0.9777348180224332*b566;
    acc24 += 2.0953889257910308*b566;
    acc33 -= 0.25302627870932703*b566;
    acc42 -= 2.081907542663135*b566;
    acc51 += 0.8860206856419355*b566;
    const double b570 = smem[(16 + 10)*32 + tx];
    acc7 += 0.5249523313677305*b570;
    acc16 -= 0.9777348180224332*b570;
    acc25 += 2.0953889257910308*b570;
    acc34 -= 0.25302627870932703*b570;
    acc43 -= 2.081907542663135*b570;
    acc52 += 0.8860206856419355*b570;
    const double b574 = smem[(16 + 14)*32 + tx];
    acc8 += 0.5249523313677305*b574;
    acc17 -= 0.9777348180224332*b574;
    acc26 += 2.0953889257910308*b574;
    acc35 -= 0.25302627870932703*b574;
    acc44 -= 2.081907542663135*b574;
    acc53 += 0.8860206856419355*b574;
  }
  else if (ty == 3) {
    const double b563 = smem[(16 + 3)*32 + tx];
    acc5 += 0.5249523313677305*b563;
    acc14 -= 0.9777348180224332*b563;
    acc23 += 2.0953889257910308*b563;
    acc32 -= 0.25302627870932703*b563;
    acc41 -= 2.081907542663135*b563;
    acc50 += 0.8860206856419355*b563;
    const double b567 = smem[(16 + 7)*32 + tx];
    acc6 += 0.5249523313677305*b567;
    acc15 -= 0.9777348180224332*b567;
    acc24 += 2.0953889257910308*b567;
    acc33 -= 0.25302627870932703*b567;
    acc42 -= 2.081907542663135*b567;
    acc51 += 0.8860206856419355*b567;
    const double b571 = smem[(16 + 11)*32 + tx];
    acc7 += 0.5249523313677305*b571;
    acc16 -= 0.9777348180224332*b571;
    acc25 += 2.0953889257910308*b571;
    acc34 -= 0.25302627870932703*b571;
    acc43 -= 2.081907542663135*b571;
    acc52 += 0.8860206856419355*b571;
    const double b575 = smem[(16 + 15)*32 + tx];
    acc8 += 0.5249523313677305*b575;
    acc17 -= 0.9777348180224332*b575;
    acc26 += 2.0953889257910308*b575;
    acc35 -= 0.25302627870932703*b575;
    acc44 -= 2.081907542663135*b575;
    acc53 += 0.8860206856419355*b575;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 592*(long long)ldb);
    next1 = *(b + load_col + 596*(long long)ldb);
    next2 = *(b + load_col + 600*(long long)ldb);
    next3 = *(b + load_col + 604*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 593*(long long)ldb);
    next1 = *(b + load_col + 597*(long long)ldb);
    next2 = *(b + load_col + 601*(long long)ldb);
    next3 = *(b + load_col + 605*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 594*(long long)ldb);
    next1 = *(b + load_col + 598*(long long)ldb);
    next2 = *(b + load_col + 602*(long long)ldb);
    next3 = *(b + load_col + 606*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 595*(long long)ldb);
    next1 = *(b + load_col + 599*(long long)ldb);
    next2 = *(b + load_col + 603*(long long)ldb);
    next3 = *(b + load_col + 607*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b576 = smem[(0 + 0)*32 + tx];
    acc0 -= 0.4384579773005155*b576;
    acc9 += 0.7561901119888452*b576;
    acc18 -= 1.263162895892314*b576;
    acc27 += 2.689674451697881*b576;
    acc36 -= 1.1748522810340918*b576;
    acc45 -= 2.575982076996554*b576;
    const double b580 = smem[(0 + 4)*32 + tx];
    acc1 -= 0.4384579773005155*b580;
    acc10 += 0.7561901119888452*b580;
    acc19 -= 1.263162895892314*b580;
    acc28 += 2.689674451697881*b580;
    acc37 -= 1.1748522810340918*b580;
    acc46 -= 2.575982076996554*b580;
    const double b584 = smem[(0 + 8)*32 + tx];
    acc2 -= 0.4384579773005155*b584;
    acc11 += 0.7561901119888452*b584;
    acc20 -= 1.263162895892314*b584;
    acc29 += 2.689674451697881*b584;
    acc38 -= 1.1748522810340918*b584;
    acc47 -= 2.575982076996554*b584;
    const double b588 = smem[(0 + 12)*32 + tx];
    acc3 -= 0.4384579773005155*b588;
    acc12 += 0.7561901119888452*b588;
    acc21 -= 1.263162895892314*b588;
    acc30 += 2.689674451697881*b588;
    acc39 -= 1.1748522810340918*b588;
    acc48 -= 2.575982076996554*b588;
  }
  else if (ty == 1) {
    const double b577 = smem[(0 + 1)*32 + tx];
    acc0 -= 0.4384579773005155*b577;
    acc9 += 0.7561901119888452*b577;
    acc18 -= 1.263162895892314*b577;
    acc27 += 2.689674451697881*b577;
    acc36 -= 1.1748522810340918*b577;
    acc45 -= 2.575982076996554*b577;
    const double b581 = smem[(0 + 5)*32 + tx];
    acc1 -= 0.4384579773005155*b581;
    acc10 += 0.7561901119888452*b581;
    acc19 -= 1.263162895892314*b581;
    acc28 += 2.689674451697881*b581;
    acc37 -= 1.1748522810340918*b581;
    acc46 -= 2.575982076996554*b581;
    const double b585 = smem[(0 + 9)*32 + tx];
    acc2 -= 0.4384579773005155*b585;
    acc11 += 0.7561901119888452*b585;
    acc20 -= 1.263162895892314*b585;
    acc29 += 2.689674451697881*b585;
    acc38 -= 1.1748522810340918*b585;
    acc47 -= 2.575982076996554*b585;
    const double b589 = smem[(0 + 13)*32 + tx];
    acc3 -= 0.4384579773005155*b589;
    acc12 += 0.7561901119888452*b589;
    acc21 -= 1.263162895892314*b589;
    acc30 += 2.689674451697881*b589;
    acc39 -= 1.1748522810340918*b589;
    acc48 -= 2.575982076996554*b589;
  }
  else if (ty == 2) {
    const double b578 = smem[(0 + 2)*32 + tx];
    acc0 -= 0.4384579773005155*b578;
    acc9 += 0.7561901119888452*b578;
    acc18 -= 1.263162895892314*b578;
    acc27 += 2.689674451697881*b578;
    acc36 -= 1.1748522810340918*b578;
    acc45 -= 2.575982076996554*b578;
    const double b582 = smem[(0 + 6)*32 + tx];
    acc1 -= 0.4384579773005155*b582;
    acc10 += 0.7561901119888452*b582;
    acc19 -= 1.263162895892314*b582;
    acc28 += 2.689674451697881*b582;
    acc37 -= 1.1748522810340918*b582;
    acc46 -= 2.575982076996554*b582;
    const double b586 = smem[(0 + 10)*32 + tx];
    acc2 -= 0.4384579773005155*b586;
    acc11 += 0.7561901119888452*b586;
    acc20 -= 1.263162895892314*b586;
    acc29 += 2.689674451697881*b586;
    acc38 -= 1.1748522810340918*b586;
    acc47 -= 2.575982076996554*b586;
    const double b590 = smem[(0 + 14)*32 + tx];
    acc3 -= 0.4384579773005155*b590;
    acc12 += 0.7561901119888452*b590;
    acc21 -= 1.263162895892314*b590;
    acc30 += 2.689674451697881*b590;
    acc39 -= 1.1748522810340918*b590;
    acc48 -= 2.575982076996554*b590;
  }
  else if (ty == 3) {
    const double b579 = smem[(0 + 3)*32 + tx];
    acc0 -= 0.4384579773005155*b579;
    acc9 += 0.7561901119888452*b579;
    acc18 -= 1.263162895892314*b579;
    acc27 += 2.689674451697881*b579;
    acc36 -= 1.1748522810340918*b579;
    acc45 -= 2.575982076996554*b579;
    const double b583 = smem[(0 + 7)*32 + tx];
    acc1 -= 0.4384579773005155*b583;
    acc10 += 0.7561901119888452*b583;
    acc19 -= 1.263162895892314*b583;
    acc28 += 2.689674451697881*b583;
    acc37 -= 1.1748522810340918*b583;
    acc46 -= 2.575982076996554*b583;
    const double b587 = smem[(0 + 11)*32 + tx];
    acc2 -= 0.4384579773005155*b587;
    acc11 += 0.7561901119888452*b587;
    acc20 -= 1.263162895892314*b587;
    acc29 += 2.689674451697881*b587;
    acc38 -= 1.1748522810340918*b587;
    acc47 -= 2.575982076996554*b587;
    const double b591 = smem[(0 + 15)*32 + tx];
    acc3 -= 0.4384579773005155*b591;
    acc12 += 0.7561901119888452*b591;
    acc21 -= 1.263162895892314*b591;
    acc30 += 2.689674451697881*b591;
    acc39 -= 1.1748522810340918*b591;
    acc48 -= 2.575982076996554*b591;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 608*(long long)ldb);
    next1 = *(b + load_col + 612*(long long)ldb);
    next2 = *(b + load_col + 616*(long long)ldb);
    next3 = *(b + load_col + 620*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 609*(long long)ldb);
    next1 = *(b + load_col + 613*(long long)ldb);
    next2 = *(b + load_col + 617*(long long)ldb);
    next3 = *(b + load_col + 621*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 610*(long long)ldb);
    next1 = *(b + load_col + 614*(long long)ldb);
    next2 = *(b + load_col + 618*(long long)ldb);
    next3 = *(b + load_col + 622*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 611*(long long)ldb);
    next1 = *(b + load_col + 615*(long long)ldb);
    next2 = *(b + load_col + 619*(long long)ldb);
    next3 = *(b + load_col + 623*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b592 = smem[(16 + 0)*32 + tx];
    acc4 -= 0.4384579773005155*b592;
    acc13 += 0.7561901119888452*b592;
    acc22 -= 1.263162895892314*b592;
    acc31 += 2.689674451697881*b592;
    acc40 -= 1.1748522810340918*b592;
    acc49 -= 2.575982076996554*b592;
    const double b596 = smem[(16 + 4)*32 + tx];
    acc5 -= 0.4384579773005155*b596;
    acc14 += 0.7561901119888452*b596;
    acc23 -= 1.263162895892314*b596;
    acc32 += 2.689674451697881*b596;
    acc41 -= 1.1748522810340918*b596;
    acc50 -= 2.575982076996554*b596;
    const double b600 = smem[(16 + 8)*32 + tx];
    acc6 -= 0.4384579773005155*b600;
    acc15 += 0.7561901119888452*b600;
    acc24 -= 1.263162895892314*b600;
    acc33 += 2.689674451697881*b600;
    acc42 -= 1.1748522810340918*b600;
    acc51 -= 2.575982076996554*b600;
    const double b604 = smem[(16 + 12)*32 + tx];
    acc7 -= 0.4384579773005155*b604;
    acc16 += 0.7561901119888452*b604;
    acc25 -= 1.263162895892314*b604;
    acc34 += 2.689674451697881*b604;
    acc43 -= 1.1748522810340918*b604;
    acc52 -= 2.575982076996554*b604;
  }
  else if (ty == 1) {
    const double b593 = smem[(16 + 1)*32 + tx];
    acc4 -= 0.4384579773005155*b593;
    acc13 += 0.7561901119888452*b593;
    acc22 -= 1.263162895892314*b593;
    acc31 += 2.689674451697881*b593;
    acc40 -= 1.1748522810340918*b593;
    acc49 -= 2.575982076996554*b593;
    const double b597 = smem[(16 + 5)*32 + tx];
    acc5 -= 0.4384579773005155*b597;
    acc14 += 0.7561901119888452*b597;
    acc23 -= 1.263162895892314*b597;
    acc32 += 2.689674451697881*b597;
    acc41 -= 1.1748522810340918*b597;
    acc50 -= 2.575982076996554*b597;
    const double b601 = smem[(16 + 9)*32 + tx];
    acc6 -= 0.4384579773005155*b601;
    acc15 += 0.7561901119888452*b601;
    acc24 -= 1.263162895892314*b601;
    acc33 += 2.689674451697881*b601;
    acc42 -= 1.1748522810340918*b601;
    acc51 -= 2.575982076996554*b601;
    const double b605 = smem[(16 + 13)*32 + tx];
    acc7 -= 0.4384579773005155*b605;
    acc16 += 0.7561901119888452*b605;
    acc25 -= 1.263162895892314*b605;
    acc34 += 2.689674451697881*b605;
    acc43 -= 1.1748522810340918*b605;
    acc52 -= 2.575982076996554*b605;
  }
  else if (ty == 2) {
    const double b594 = smem[(16 + 2)*32 + tx];
    acc4 -= 0.4384579773005155*b594;
    acc13 += 0.7561901119888452*b594;
    acc22 -= 1.263162895892314*b594;
    acc31 += 2.689674451697881*b594;
    acc40 -= 1.1748522810340918*b594;
    acc49 -= 2.575982076996554*b594;
    const double b598 = smem[(16 + 6)*32 + tx];
    acc5 -= 0.4384579773005155*b598;
    acc14 += 0.7561901119888452*b598;
    acc23 -= 1.263162895892314*b598;
    acc32 += 2.689674451697881*b598;
    acc41 -= 1.1748522810340918*b598;
    acc50 -= 2.575982076996554*b598;
    const double b602 = smem[(16 + 10)*32 + tx];
    acc6 -= 0.4384579773005155*b602;
    acc15 += 0.7561901119888452*b602;
    acc24 -= 1.263162895892314*b602;
    acc33 += 2.689674451697881*b602;
    acc42 -= 1.1748522810340918*b602;
    acc51 -= 2.575982076996554*b602;
    const double b606 = smem[(16 + 14)*32 + tx];
    acc7 -= 0.4384579773005155*b606;
    acc16 += 0.7561901119888452*b606;
    acc25 -= 1.263162895892314*b606;
    acc34 += 2.689674451697881*b606;
    acc43 -= 1.1748522810340918*b606;
    acc52 -= 2.575982076996554*b606;
  }
  else if (ty == 3) {
    const double b595 = smem[(16 + 3)*32 + tx];
    acc4 -= 0.4384579773005155*b595;
    acc13 += 0.7561901119888452*b595;
    acc22 -= 1.263162895892314*b595;
    acc31 += 2.689674451697881*b595;
    acc40 -= 1.1748522810340918*b595;
    acc49 -= 2.575982076996554*b595;
    const double b599 = smem[(16 + 7)*32 + tx];
    acc5 -= 0.4384579773005155*b599;
    acc14 += 0.7561901119888452*b599;
    acc23 -= 1.263162895892314*b599;
    acc32 += 2.689674451697881*b599;
    acc41 -= 1.1748522810340918*b599;
    acc50 -= 2.575982076996554*b599;
    const double b603 = smem[(16 + 11)*32 + tx];
    acc6 -= 0.4384579773005155*b603;
    acc15 += 0.7561901119888452*b603;
    acc24 -= 1.263162895892314*b603;
    acc33 += 2.689674451697881*b603;
    acc42 -= 1.1748522810340918*b603;
    acc51 -= 2.575982076996554*b603;
    const double b607 = smem[(16 + 15)*32 + tx];
    acc7 -= 0.4384579773005155*b607;
    acc16 += 0.7561901119888452*b607;
    acc25 -= 1.263162895892314*b607;
    acc34 += 2.689674451697881*b607;
    acc43 -= 1.1748522810340918*b607;
    acc52 -= 2.575982076996554*b607;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  smem[(0 + ty + 8)*32 + tx] = next2;
  smem[(0 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 624*(long long)ldb);
    next1 = *(b + load_col + 628*(long long)ldb);
    next2 = *(b + load_col + 632*(long long)ldb);
    next3 = *(b + load_col + 636*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 625*(long long)ldb);
    next1 = *(b + load_col + 629*(long long)ldb);
    next2 = *(b + load_col + 633*(long long)ldb);
    next3 = *(b + load_col + 637*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 626*(long long)ldb);
    next1 = *(b + load_col + 630*(long long)ldb);
    next2 = *(b + load_col + 634*(long long)ldb);
    next3 = *(b + load_col + 638*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 627*(long long)ldb);
    next1 = *(b + load_col + 631*(long long)ldb);
    next2 = *(b + load_col + 635*(long long)ldb);
    next3 = *(b + load_col + 639*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b608 = smem[(0 + 0)*32 + tx];
    acc8 -= 0.4384579773005155*b608;
    acc17 += 0.7561901119888452*b608;
    acc26 -= 1.263162895892314*b608;
    acc35 += 2.689674451697881*b608;
    acc44 -= 1.1748522810340918*b608;
    acc53 -= 2.575982076996554*b608;
    const double b612 = smem[(0 + 4)*32 + tx];
    acc0 += 0.5362105595776853*b612;
    *(c + col) = acc0;
    acc9 -= 0.8979876796237861*b612;
    *(c + col + 36*(long long)ldc) = acc9;
    acc18 += 1.3889945769426286*b612;
    *(c + col + 72*(long long)ldc) = acc18;
    acc27 -= 2.3443612950707027*b612;
    *(c + col + 108*(long long)ldc) = acc27;
    acc36 += 5.275762531033065*b612;
    *(c + col + 144*(long long)ldc) = acc36;
    acc45 -= 7.1453271317716185*b612;
    *(c + col + 180*(long long)ldc) = acc45;
    const double b616 = smem[(0 + 8)*32 + tx];
    acc1 += 0.5362105595776853*b616;
    *(c + col + 4*(long long)ldc) = acc1;
    acc10 -= 0.8979876796237861*b616;
    *(c + col + 40*(long long)ldc) = acc10;
    acc19 += 1.3889945769426286*b616;
    *(c + col + 76*(long long)ldc) = acc19;
    acc28 -= 2.3443612950707027*b616;
    *(c + col + 112*(long long)ldc) = acc28;
    acc37 += 5.275762531033065*b616;
    *(c + col + 148*(long long)ldc) = acc37;
    acc46 -= 7.1453271317716185*b616;
    *(c + col + 184*(long long)ldc) = acc46;
    const double b620 = smem[(0 + 12)*32 + tx];
    acc2 += 0.5362105595776853*b620;
    *(c + col + 8*(long long)ldc) = acc2;
    acc11 -= 0.8979876796237861*b620;
    *(c + col + 44*(long long)ldc) = acc11;
    acc20 += 1.3889945769426286*b620;
    *(c + col + 80*(long long)ldc) = acc20;
    acc29 -= 2.3443612950707027*b620;
    *(c + col + 116*(long long)ldc) = acc29;
    acc38 += 5.275762531033065*b620;
    *(c + col + 152*(long long)ldc) = acc38;
    acc47 -= 7.1453271317716185*b620;
    *(c + col + 188*(long long)ldc) = acc47;
  }
  else if (ty == 1) {
    const double b609 = smem[(0 + 1)*32 + tx];
    acc8 -= 0.4384579773005155*b609;
    acc17 += 0.7561901119888452*b609;
    acc26 -= 1.263162895892314*b609;
    acc35 += 2.689674451697881*b609;
    acc44 -= 1.1748522810340918*b609;
    acc53 -= 2.575982076996554*b609;
    const double b613 = smem[(0 + 5)*32 + tx];
    acc0 += 0.5362105595776853*b613;
    *(c + col + (long long)ldc) = acc0;
    acc9 -= 0.8979876796237861*b613;
    *(c + col + 37*(long long)ldc) = acc9;
    acc18 += 1.3889945769426286*b613;
    *(c + col + 73*(long long)ldc) = acc18;
    acc27 -= 2.3443612950707027*b613;
    *(c + col + 109*(long long)ldc) = acc27;
    acc36 += 5.275762531033065*b613;
    *(c + col + 145*(long long)ldc) = acc36;
    acc45 -= 7.1453271317716185*b613;
    *(c + col + 181*(long long)ldc) = acc45;
    const double b617 = smem[(0 + 9)*32 + tx];
    acc1 += 0.5362105595776853*b617;
    *(c + col + 5*(long long)ldc) = acc1;
    acc10 -= 0.8979876796237861*b617;
    *(c + col + 41*(long long)ldc) = acc10;
    acc19 += 1.3889945769426286*b617;
    *(c + col + 77*(long long)ldc) = acc19;
    acc28 -= 2.3443612950707027*b617;
    *(c + col + 113*(long long)ldc) = acc28;
    acc37 += 5.275762531033065*b617;
    *(c + col + 149*(long long)ldc) = acc37;
    acc46 -= 7.1453271317716185*b617;
    *(c + col + 185*(long long)ldc) = acc46;
    const double b621 = smem[(0 + 13)*32 + tx];
    acc2 += 0.5362105595776853*b621;
    *(c + col + 9*(long long)ldc) = acc2;
    acc11 -= 0.8979876796237861*b621;
    *(c + col + 45*(long long)ldc) = acc11;
    acc20 += 1.3889945769426286*b621;
    *(c + col + 81*(long long)ldc) = acc20;
    acc29 -= 2.3443612950707027*b621;
    *(c + col + 117*(long long)ldc) = acc29;
    acc38 += 5.275762531033065*b621;
    *(c + col + 153*(long long)ldc) = acc38;
    acc47 -= 7.1453271317716185*b621;
    *(c + col + 189*(long long)ldc) = acc47;
  }
  else if (ty == 2) {
    const double b610 = smem[(0 + 2)*32 + tx];
    acc8 -= 0.4384579773005155*b610;
    acc17 += 0.7561901119888452*b610;
    acc26 -= 1.263162895892314*b610;
    acc35 += 2.689674451697881*b610;
    acc44 -= 1.1748522810340918*b610;
    acc53 -= 2.575982076996554*b610;
    const double b614 = smem[(0 + 6)*32 + tx];
    acc0 += 0.5362105595776853*b614;
    *(c + col + 2*(long long)ldc) = acc0;
    acc9 -= 0.8979876796237861*b614;
    *(c + col + 38*(long long)ldc) = acc9;
    acc18 += 1.3889945769426286*b614;
    *(c + col + 74*(long long)ldc) = acc18;
    acc27 -= 2.3443612950707027*b614;
    *(c + col + 110*(long long)ldc) = acc27;
    acc36 += 5.275762531033065*b614;
    *(c + col + 146*(long long)ldc) = acc36;
    acc45 -= 7.1453271317716185*b614;
    *(c + col + 182*(long long)ldc) = acc45;
    const double b618 = smem[(0 + 10)*32 + tx];
    acc1 += 0.5362105595776853*b618;
    *(c + col + 6*(long long)ldc) = acc1;
    acc10 -= 0.8979876796237861*b618;
    *(c + col + 42*(long long)ldc) = acc10;
    acc19 += 1.3889945769426286*b618;
    *(c + col + 78*(long long)ldc) = acc19;
    acc28 -= 2.3443612950707027*b618;
    *(c + col + 114*(long long)ldc) = acc28;
    acc37 += 5.275762531033065*b618;
    *(c + col + 150*(long long)ldc) = acc37;
    acc46 -= 7.1453271317716185*b618;
    *(c + col + 186*(long long)ldc) = acc46;
    const double b622 = smem[(0 + 14)*32 + tx];
    acc2 += 0.5362105595776853*b622;
    *(c + col + 10*(long long)ldc) = acc2;
    acc11 -= 0.8979876796237861*b622;
    *(c + col + 46*(long long)ldc) = acc11;
    acc20 += 1.3889945769426286*b622;
    *(c + col + 82*(long long)ldc) = acc20;
    acc29 -= 2.3443612950707027*b622;
    *(c + col + 118*(long long)ldc) = acc29;
    acc38 += 5.275762531033065*b622;
    *(c + col + 154*(long long)ldc) = acc38;
    acc47 -= 7.1453271317716185*b622;
    *(c + col + 190*(long long)ldc) = acc47;
  }
  else if (ty == 3) {
    const double b611 = smem[(0 + 3)*32 + tx];
    acc8 -= 0.4384579773005155*b611;
    acc17 += 0.7561901119888452*b611;
    acc26 -= 1.263162895892314*b611;
    acc35 += 2.689674451697881*b611;
    acc44 -= 1.1748522810340918*b611;
    acc53 -= 2.575982076996554*b611;
    const double b615 = smem[(0 + 7)*32 + tx];
    acc0 += 0.5362105595776853*b615;
    *(c + col + 3*(long long)ldc) = acc0;
    acc9 -= 0.8979876796237861*b615;
    *(c + col + 39*(long long)ldc) = acc9;
    acc18 += 1.3889945769426286*b615;
    *(c + col + 75*(long long)ldc) = acc18;
    acc27 -= 2.3443612950707027*b615;
    *(c + col + 111*(long long)ldc) = acc27;
    acc36 += 5.275762531033065*b615;
    *(c + col + 147*(long long)ldc) = acc36;
    acc45 -= 7.1453271317716185*b615;
    *(c + col + 183*(long long)ldc) = acc45;
    const double b619 = smem[(0 + 11)*32 + tx];
    acc1 += 0.5362105595776853*b619;
    *(c + col + 7*(long long)ldc) = acc1;
    acc10 -= 0.8979876796237861*b619;
    *(c + col + 43*(long long)ldc) = acc10;
    acc19 += 1.3889945769426286*b619;
    *(c + col + 79*(long long)ldc) = acc19;
    acc28 -= 2.3443612950707027*b619;
    *(c + col + 115*(long long)ldc) = acc28;
    acc37 += 5.275762531033065*b619;
    *(c + col + 151*(long long)ldc) = acc37;
    acc46 -= 7.1453271317716185*b619;
    *(c + col + 187*(long long)ldc) = acc46;
    const double b623 = smem[(0 + 15)*32 + tx];
    acc2 += 0.5362105595776853*b623;
    *(c + col + 11*(long long)ldc) = acc2;
    acc11 -= 0.8979876796237861*b623;
    *(c + col + 47*(long long)ldc) = acc11;
    acc20 += 1.3889945769426286*b623;
    *(c + col + 83*(long long)ldc) = acc20;
    acc29 -= 2.3443612950707027*b623;
    *(c + col + 119*(long long)ldc) = acc29;
    acc38 += 5.275762531033065*b623;
    *(c + col + 155*(long long)ldc) = acc38;
    acc47 -= 7.1453271317716185*b623;
    *(c + col + 191*(long long)ldc) = acc47;
  }
  }
  smem[(16 + ty + 0)*32 + tx] = next0;
  smem[(16 + ty + 4)*32 + tx] = next1;
  smem[(16 + ty + 8)*32 + tx] = next2;
  smem[(16 + ty + 12)*32 + tx] = next3;
  __syncthreads();
  if (ty == 0) {
    next0 = *(b + load_col + 640*(long long)ldb);
    next1 = *(b + load_col + 644*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = *(b + load_col + 641*(long long)ldb);
    next1 = *(b + load_col + 645*(long long)ldb);
  }
  else if (ty == 2) {
    next0 = *(b + load_col + 642*(long long)ldb);
    next1 = *(b + load_col + 646*(long long)ldb);
  }
  else if (ty == 3) {
    next0 = *(b + load_col + 643*(long long)ldb);
    next1 = *(b + load_col + 647*(long long)ldb);
  }
  if (col < n) {
  if (ty == 0) {
    const double b624 = smem[(16 + 0)*32 + tx];
    acc3 += 0.5362105595776853*b624;
    *(c + col + 12*(long long)ldc) = acc3;
    acc12 -= 0.8979876796237861*b624;
    *(c + col + 48*(long long)ldc) = acc12;
    acc21 += 1.3889945769426286*b624;
    *(c + col + 84*(long long)ldc) = acc21;
    acc30 -= 2.3443612950707027*b624;
    *(c + col + 120*(long long)ldc) = acc30;
    acc39 += 5.275762531033065*b624;
    *(c + col + 156*(long long)ldc) = acc39;
    acc48 -= 7.1453271317716185*b624;
    *(c + col + 192*(long long)ldc) = acc48;
    const double b628 = smem[(16 + 4)*32 + tx];
    acc4 += 0.5362105595776853*b628;
    *(c + col + 16*(long long)ldc) = acc4;
    acc13 -= 0.8979876796237861*b628;
    *(c + col + 52*(long long)ldc) = acc13;
    acc22 += 1.3889945769426286*b628;
    *(c + col + 88*(long long)ldc) = acc22;
    acc31 -= 2.3443612950707027*b628;
    *(c + col + 124*(long long)ldc) = acc31;
    acc40 += 5.275762531033065*b628;
    *(c + col + 160*(long long)ldc) = acc40;
    acc49 -= 7.1453271317716185*b628;
    *(c + col + 196*(long long)ldc) = acc49;
    const double b632 = smem[(16 + 8)*32 + tx];
    acc5 += 0.5362105595776853*b632;
    *(c + col + 20*(long long)ldc) = acc5;
    acc14 -= 0.8979876796237861*b632;
    *(c + col + 56*(long long)ldc) = acc14;
    acc23 += 1.3889945769426286*b632;
    *(c + col + 92*(long long)ldc) = acc23;
    acc32 -= 2.3443612950707027*b632;
    *(c + col + 128*(long long)ldc) = acc32;
    acc41 += 5.275762531033065*b632;
    *(c + col + 164*(long long)ldc) = acc41;
    acc50 -= 7.1453271317716185*b632;
    *(c + col + 200*(long long)ldc) = acc50;
    const double b636 = smem[(16 + 12)*32 + tx];
    acc6 += 0.5362105595776853*b636;
    *(c + col + 24*(long long)ldc) = acc6;
    acc15 -= 0.8979876796237861*b636;
    *(c + col + 60*(long long)ldc) = acc15;
    acc24 += 1.3889945769426286*b636;
    *(c + col + 96*(long long)ldc) = acc24;
    acc33 -= 2.3443612950707027*b636;
    *(c + col + 132*(long long)ldc) = acc33;
    acc42 += 5.275762531033065*b636;
    *(c + col + 168*(long long)ldc) = acc42;
    acc51 -= 7.1453271317716185*b636;
    *(c + col + 204*(long long)ldc) = acc51;
  }
  else if (ty == 1) {
    const double b625 = smem[(16 + 1)*32 + tx];
    acc3 += 0.5362105595776853*b625;
    *(c + col + 13*(long long)ldc) = acc3;
    acc12 -= 0.8979876796237861*b625;
    *(c + col + 49*(long long)ldc) = acc12;
    acc21 += 1.3889945769426286*b625;
    *(c + col + 85*(long long)ldc) = acc21;
    acc30 -= 2.3443612950707027*b625;
    *(c + col + 121*(long long)ldc) = acc30;
    acc39 += 5.275762531033065*b625;
    *(c + col + 157*(long long)ldc) = acc39;
    acc48 -= 7.1453271317716185*b625;
    *(c + col + 193*(long long)ldc) = acc48;
    const double b629 = smem[(16 + 5)*32 + tx];
    acc4 += 0.5362105595776853*b629;
    *(c + col + 17*(long long)ldc) = acc4;
    acc13 -= 0.8979876796237861*b629;
    *(c + col + 53*(long long)ldc) = acc13;
    acc22 += 1.3889945769426286*b629;
    *(c + col + 89*(long long)ldc) = acc22;
    acc31 -= 2.3443612950707027*b629;
    *(c + col + 125*(long long)ldc) = acc31;
    acc40 += 5.275762531033065*b629;
    *(c + col + 161*(long long)ldc) = acc40;
    acc49 -= 7.1453271317716185*b629;
    *(c + col + 197*(long long)ldc) = acc49;
    const double b633 = smem[(16 + 9)*32 + tx];
    acc5 += 0.5362105595776853*b633;
    *(c + col + 21*(long long)ldc) = acc5;
    acc14 -= 0.8979876796237861*b633;
    *(c + col + 57*(long long)ldc) = acc14;
    acc23 += 1.3889945769426286*b633;
    *(c + col + 93*(long long)ldc) = acc23;
    acc32 -= 2.3443612950707027*b633;
    *(c + col + 129*(long long)ldc) = acc32;
    acc41 += 5.275762531033065*b633;
    *(c + col + 165*(long long)ldc) = acc41;
    acc50 -= 7.1453271317716185*b633;
    *(c + col + 201*(long long)ldc) = acc50;
    const double b637 = smem[(16 + 13)*32 + tx];
    acc6 += 0.5362105595776853*b637;
    *(c + col + 25*(long long)ldc) = acc6;
    acc15 -= 0.8979876796237861*b637;
    *(c + col + 61*(long long)ldc) = acc15;
    acc24 += 1.3889945769426286*b637;
    *(c + col + 97*(long long)ldc) = acc24;
    acc33 -= 2.3443612950707027*b637;
    *(c + col + 133*(long long)ldc) = acc33;
    acc42 += 5.275762531033065*b637;
    *(c + col + 169*(long long)ldc) = acc42;
    acc51 -= 7.1453271317716185*b637;
    *(c + col + 205*(long long)ldc) = acc51;
  }
  else if (ty == 2) {
    const double b626 = smem[(16 + 2)*32 + tx];
    acc3 += 0.5362105595776853*b626;
    *(c + col + 14*(long long)ldc) = acc3;
    acc12 -= 0.8979876796237861*b626;
    *(c + col + 50*(long long)ldc) = acc12;
    acc21 += 1.3889945769426286*b626;
    *(c + col + 86*(long long)ldc) = acc21;
    acc30 -= 2.3443612950707027*b626;
    *(c + col + 122*(long long)ldc) = acc30;
    acc39 += 5.275762531033065*b626;
    *(c + col + 158*(long long)ldc) = acc39;
    acc48 -= 7.1453271317716185*b626;
    *(c + col + 194*(long long)ldc) = acc48;
    const double b630 = smem[(16 + 6)*32 + tx];
    acc4 += 0.5362105595776853*b630;
    *(c + col + 18*(long long)ldc) = acc4;
    acc13 -= 0.8979876796237861*b630;
    *(c + col + 54*(long long)ldc) = acc13;
    acc22 += 1.3889945769426286*b630;
    *(c + col + 90*(long long)ldc) = acc22;
    acc31 -= 2.3443612950707027*b630;
    *(c + col + 126*(long long)ldc) = acc31;
    acc40 += 5.275762531033065*b630;
    *(c + col + 162*(long long)ldc) = acc40;
    acc49 -= 7.1453271317716185*b630;
    *(c + col + 198*(long long)ldc) = acc49;
    const double b634 = smem[(16 + 10)*32 + tx];
    acc5 += 0.5362105595776853*b634;
    *(c + col + 22*(long long)ldc) = acc5;
    acc14 -= 0.8979876796237861*b634;
    *(c + col + 58*(long long)ldc) = acc14;
    acc23 += 1.3889945769426286*b634;
    *(c + col + 94*(long long)ldc) = acc23;
    acc32 -= 2.3443612950707027*b634;
    *(c + col + 130*(long long)ldc) = acc32;
    acc41 += 5.275762531033065*b634;
    *(c + col + 166*(long long)ldc) = acc41;
    acc50 -= 7.1453271317716185*b634;
    *(c + col + 202*(long long)ldc) = acc50;
    const double b638 = smem[(16 + 14)*32 + tx];
    acc6 += 0.5362105595776853*b638;
    *(c + col + 26*(long long)ldc) = acc6;
    acc15 -= 0.8979876796237861*b638;
    *(c + col + 62*(long long)ldc) = acc15;
    acc24 += 1.3889945769426286*b638;
    *(c + col + 98*(long long)ldc) = acc24;
    acc33 -= 2.3443612950707027*b638;
    *(c + col + 134*(long long)ldc) = acc33;
    acc42 += 5.275762531033065*b638;
    *(c + col + 170*(long long)ldc) = acc42;
    acc51 -= 7.1453271317716185*b638;
    *(c + col + 206*(long long)ldc) = acc51;
  }
  else if (ty == 3) {
    const double b627 = smem[(16 + 3)*32 + tx];
    acc3 += 0.5362105595776853*b627;
    *(c + col + 15*(long long)ldc) = acc3;
    acc12 -= 0.8979876796237861*b627;
    *(c + col + 51*(long long)ldc) = acc12;
    acc21 += 1.3889945769426286*b627;
    *(c + col + 87*(long long)ldc) = acc21;
    acc30 -= 2.3443612950707027*b627;
    *(c + col + 123*(long long)ldc) = acc30;
    acc39 += 5.275762531033065*b627;
    *(c + col + 159*(long long)ldc) = acc39;
    acc48 -= 7.1453271317716185*b627;
    *(c + col + 195*(long long)ldc) = acc48;
    const double b631 = smem[(16 + 7)*32 + tx];
    acc4 += 0.5362105595776853*b631;
    *(c + col + 19*(long long)ldc) = acc4;
    acc13 -= 0.8979876796237861*b631;
    *(c + col + 55*(long long)ldc) = acc13;
    acc22 += 1.3889945769426286*b631;
    *(c + col + 91*(long long)ldc) = acc22;
    acc31 -= 2.3443612950707027*b631;
    *(c + col + 127*(long long)ldc) = acc31;
    acc40 += 5.275762531033065*b631;
    *(c + col + 163*(long long)ldc) = acc40;
    acc49 -= 7.1453271317716185*b631;
    *(c + col + 199*(long long)ldc) = acc49;
    const double b635 = smem[(16 + 11)*32 + tx];
    acc5 += 0.5362105595776853*b635;
    *(c + col + 23*(long long)ldc) = acc5;
    acc14 -= 0.8979876796237861*b635;
    *(c + col + 59*(long long)ldc) = acc14;
    acc23 += 1.3889945769426286*b635;
    *(c + col + 95*(long long)ldc) = acc23;
    acc32 -= 2.3443612950707027*b635;
    *(c + col + 131*(long long)ldc) = acc32;
    acc41 += 5.275762531033065*b635;
    *(c + col + 167*(long long)ldc) = acc41;
    acc50 -= 7.1453271317716185*b635;
    *(c + col + 203*(long long)ldc) = acc50;
    const double b639 = smem[(16 + 15)*32 + tx];
    acc6 += 0.5362105595776853*b639;
    *(c + col + 27*(long long)ldc) = acc6;
    acc15 -= 0.8979876796237861*b639;
    *(c + col + 63*(long long)ldc) = acc15;
    acc24 += 1.3889945769426286*b639;
    *(c + col + 99*(long long)ldc) = acc24;
    acc33 -= 2.3443612950707027*b639;
    *(c + col + 135*(long long)ldc) = acc33;
    acc42 += 5.275762531033065*b639;
    *(c + col + 171*(long long)ldc) = acc42;
    acc51 -= 7.1453271317716185*b639;
    *(c + col + 207*(long long)ldc) = acc51;
  }
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 4)*32 + tx] = next1;
  __syncthreads();
  if (col < n) {
  if (ty == 0) {
    const double b640 = smem[(0 + 0)*32 + tx];
    acc7 += 0.5362105595776853*b640;
    *(c + col + 28*(long long)ldc) = acc7;
    acc16 -= 0.8979876796237861*b640;
    *(c + col + 64*(long long)ldc) = acc16;
    acc25 += 1.3889945769426286*b640;
    *(c + col + 100*(long long)ldc) = acc25;
    acc34 -= 2.3443612950707027*b640;
    *(c + col + 136*(long long)ldc) = acc34;
    acc43 += 5.275762531033065*b640;
    *(c + col + 172*(long long)ldc) = acc43;
    acc52 -= 7.1453271317716185*b640;
    *(c + col + 208*(long long)ldc) = acc52;
    const double b644 = smem[(0 + 4)*32 + tx];
    acc8 += 0.5362105595776853*b644;
    *(c + col + 32*(long long)ldc) = acc8;
    acc17 -= 0.8979876796237861*b644;
    *(c + col + 68*(long long)ldc) = acc17;
    acc26 += 1.3889945769426286*b644;
    *(c + col + 104*(long long)ldc) = acc26;
    acc35 -= 2.3443612950707027*b644;
    *(c + col + 140*(long long)ldc) = acc35;
    acc44 += 5.275762531033065*b644;
    *(c + col + 176*(long long)ldc) = acc44;
    acc53 -= 7.1453271317716185*b644;
    *(c + col + 212*(long long)ldc) = acc53;
  }
  else if (ty == 1) {
    const double b641 = smem[(0 + 1)*32 + tx];
    acc7 += 0.5362105595776853*b641;
    *(c + col + 29*(long long)ldc) = acc7;
    acc16 -= 0.8979876796237861*b641;
    *(c + col + 65*(long long)ldc) = acc16;
    acc25 += 1.3889945769426286*b641;
    *(c + col + 101*(long long)ldc) = acc25;
    acc34 -= 2.3443612950707027*b641;
    *(c + col + 137*(long long)ldc) = acc34;
    acc43 += 5.275762531033065*b641;
    *(c + col + 173*(long long)ldc) = acc43;
    acc52 -= 7.1453271317716185*b641;
    *(c + col + 209*(long long)ldc) = acc52;
    const double b645 = smem[(0 + 5)*32 + tx];
    acc8 += 0.5362105595776853*b645;
    *(c + col + 33*(long long)ldc) = acc8;
    acc17 -= 0.8979876796237861*b645;
    *(c + col + 69*(long long)ldc) = acc17;
    acc26 += 1.3889945769426286*b645;
    *(c + col + 105*(long long)ldc) = acc26;
    acc35 -= 2.3443612950707027*b645;
    *(c + col + 141*(long long)ldc) = acc35;
    acc44 += 5.275762531033065*b645;
    *(c + col + 177*(long long)ldc) = acc44;
    acc53 -= 7.1453271317716185*b645;
    *(c + col + 213*(long long)ldc) = acc53;
  }
  else if (ty == 2) {
    const double b642 = smem[(0 + 2)*32 + tx];
    acc7 += 0.5362105595776853*b642;
    *(c + col + 30*(long long)ldc) = acc7;
    acc16 -= 0.8979876796237861*b642;
    *(c + col + 66*(long long)ldc) = acc16;
    acc25 += 1.3889945769426286*b642;
    *(c + col + 102*(long long)ldc) = acc25;
    acc34 -= 2.3443612950707027*b642;
    *(c + col + 138*(long long)ldc) = acc34;
    acc43 += 5.275762531033065*b642;
    *(c + col + 174*(long long)ldc) = acc43;
    acc52 -= 7.1453271317716185*b642;
    *(c + col + 210*(long long)ldc) = acc52;
    const double b646 = smem[(0 + 6)*32 + tx];
    acc8 += 0.5362105595776853*b646;
    *(c + col + 34*(long long)ldc) = acc8;
    acc17 -= 0.8979876796237861*b646;
    *(c + col + 70*(long long)ldc) = acc17;
    acc26 += 1.3889945769426286*b646;
    *(c + col + 106*(long long)ldc) = acc26;
    acc35 -= 2.3443612950707027*b646;
    *(c + col + 142*(long long)ldc) = acc35;
    acc44 += 5.275762531033065*b646;
    *(c + col + 178*(long long)ldc) = acc44;
    acc53 -= 7.1453271317716185*b646;
    *(c + col + 214*(long long)ldc) = acc53;
  }
  else if (ty == 3) {
    const double b643 = smem[(0 + 3)*32 + tx];
    acc7 += 0.5362105595776853*b643;
    *(c + col + 31*(long long)ldc) = acc7;
    acc16 -= 0.8979876796237861*b643;
    *(c + col + 67*(long long)ldc) = acc16;
    acc25 += 1.3889945769426286*b643;
    *(c + col + 103*(long long)ldc) = acc25;
    acc34 -= 2.3443612950707027*b643;
    *(c + col + 139*(long long)ldc) = acc34;
    acc43 += 5.275762531033065*b643;
    *(c + col + 175*(long long)ldc) = acc43;
    acc52 -= 7.1453271317716185*b643;
    *(c + col + 211*(long long)ldc) = acc52;
    const double b647 = smem[(0 + 7)*32 + tx];
    acc8 += 0.5362105595776853*b647;
    *(c + col + 35*(long long)ldc) = acc8;
    acc17 -= 0.8979876796237861*b647;
    *(c + col + 71*(long long)ldc) = acc17;
    acc26 += 1.3889945769426286*b647;
    *(c + col + 107*(long long)ldc) = acc26;
    acc35 -= 2.3443612950707027*b647;
    *(c + col + 143*(long long)ldc) = acc35;
    acc44 += 5.275762531033065*b647;
    *(c + col + 179*(long long)ldc) = acc44;
    acc53 -= 7.1453271317716185*b647;
    *(c + col + 215*(long long)ldc) = acc53;
  }
  }
}
