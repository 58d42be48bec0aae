// gimmikc: matmul cstream for gll-diff:8 (8 x 8, 58 nonzeros), f64, alpha 1.0, beta 0.0, n 100000, ldb 100032, ldc 100064
__constant__ double gimmik_a[29] = {0.20328456890059274, 0.21995751477130437, 0.243330712723791, 0.37215043572859485, 0.5, 0.537039586157661, 0.5735654149402641, 0.6611573509003112, 0.7924766813205145, 0.8450225565065105, 0.869448098331493, 1.0789446887904528, 1.1353580168811115, 1.2942320509135015, 1.297687388320232, 1.3727858318060284, 1.9416594255441224, 2.1120612143145423, 2.3781872335155056, 2.3889243591582394, 2.8064757947364334, 2.810188989257949, 2.8755174059725053, 3.20991570300299, 4.297908164265175, 4.543585064566564, 7.569289819348487, 14.0, 18.93759860711737};

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(const double* __restrict__ b, double* __restrict__ c)
{
  const int col = (int)blockIdx.x*128 + threadIdx.x;
  if (col < 100000) {
    const double b0 = *(b + col);
    const double b1 = *(b + col + 100032);
    const double b2 = *(b + col + 200064);
    const double b3 = *(b + col + 300096);
    const double b4 = *(b + col + 400128);
    const double b5 = *(b + col + 500160);
    const double b6 = *(b + col + 600192);
    const double b7 = *(b + col + 700224);
    *(c + col) = -gimmik_a[27]*b0 + gimmik_a[28]*b1 - gimmik_a[26]*b2 + gimmik_a[24]*b3 - gimmik_a[21]*b4 + gimmik_a[16]*b5 - gimmik_a[14]*b6 + gimmik_a[4]*b7;
    *(c + col + 100064) = -gimmik_a[23]*b0 + gimmik_a[25]*b2 - gimmik_a[17]*b3 + gimmik_a[13]*b4 - gimmik_a[10]*b5 + gimmik_a[6]*b6 - gimmik_a[1]*b7;
    *(c + col + 200128) = gimmik_a[8]*b0 - gimmik_a[20]*b1 + gimmik_a[22]*b3 - gimmik_a[15]*b4 + gimmik_a[9]*b5 - gimmik_a[5]*b6 + gimmik_a[0]*b7;
    *(c + col + 300192) = -gimmik_a[3]*b0 + gimmik_a[11]*b1 - gimmik_a[18]*b2 + gimmik_a[19]*b4 - gimmik_a[12]*b5 + gimmik_a[7]*b6 - gimmik_a[2]*b7;
    *(c + col + 400256) = gimmik_a[2]*b0 - gimmik_a[7]*b1 + gimmik_a[12]*b2 - gimmik_a[19]*b3 + gimmik_a[18]*b5 - gimmik_a[11]*b6 + gimmik_a[3]*b7;
    *(c + col + 500320) = -gimmik_a[0]*b0 + gimmik_a[5]*b1 - gimmik_a[9]*b2 + gimmik_a[15]*b3 - gimmik_a[22]*b4 + gimmik_a[20]*b6 - gimmik_a[8]*b7;
    *(c + col + 600384) = gimmik_a[1]*b0 - gimmik_a[6]*b1 + gimmik_a[10]*b2 - gimmik_a[13]*b3 + gimmik_a[17]*b4 - gimmik_a[25]*b5 + gimmik_a[23]*b7;
    *(c + col + 700448) = -gimmik_a[4]*b0 + gimmik_a[14]*b1 - gimmik_a[16]*b2 + gimmik_a[21]*b3 - gimmik_a[24]*b4 + gimmik_a[26]*b5 - gimmik_a[28]*b6 + gimmik_a[27]*b7;
  }
}
