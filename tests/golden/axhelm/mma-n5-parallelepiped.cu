// gimmikc: axhelm mma (epb=2 tshared=0 evenodd=0 regs=0), N = 5, d = 1, poisson, constant coefficients, parallelepiped geometry, f64
__constant__ double c_D[25] = {-5.0, 6.75650248872424, -2.6666666666666665, 1.4101641779424268, -0.5, -1.2409902530309829, 0.0, 1.7457431218879391, -0.7637626158259734, 0.25900974696901713, 0.375, -1.3365845776954532, 0.0, 1.3365845776954532, -0.375, -0.25900974696901713, 0.7637626158259734, -1.7457431218879391, 0.0, 1.2409902530309829, 0.5, -1.4101641779424268, 2.6666666666666665, -6.75650248872424, 5.0};
__constant__ double c_w[5] = {0.1, 0.5444444444444444, 0.7111111111111111, 0.5444444444444444, 0.1};

// One m8n8k4 FP64 product into (c0, c1): the accumulator layout gives
// lane l row l/4 and columns 2(l%4), 2(l%4)+1; A holds row l/4, column
// l%4; B row l%4, column l/4.
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double a, double b)
{
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a), "d"(b));
}

extern "C" __global__ void __launch_bounds__(64)
gimmik_axhelm(int elements, int first, const double* __restrict__ pgeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 32;
  const int slot_element = first + (int)blockIdx.x*2 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*125;
  const int lane = t % 32;
  const int tile_j = 0, tile_i = 0;
  const int row = lane >> 2, quad = lane & 3;
  const int j = tile_j*8 + row;
  const int i = tile_i*8 + 2*quad;
  const int own = j*12 + i;
  const int afrag = j*12 + quad;
  const int bfrag = quad*12 + tile_i*8 + row;
  const int valid_a = j < 5 && i < 5;
  const int valid_b = j < 5 && i + 1 < 5;
  const int jc = min(j, 4);
  const int ia = min(i, 4), ib = min(i + 1, 4);
  const int node_a = jc*5 + ia, node_b = jc*5 + ib;
  const double df_0 = (tile_j*8 + row < 5 && quad + 0 < 5) ? c_D[(tile_j*8 + row)*5 + quad + 0] : 0.0;
  const double dt_0 = (quad + 0 < 5 && tile_j*8 + row < 5) ? c_D[(quad + 0)*5 + tile_j*8 + row] : 0.0;
  const double df_1 = (tile_j*8 + row < 5 && quad + 4 < 5) ? c_D[(tile_j*8 + row)*5 + quad + 4] : 0.0;
  const double dt_1 = (quad + 4 < 5 && tile_j*8 + row < 5) ? c_D[(quad + 4)*5 + tile_j*8 + row] : 0.0;
  {
    double* su0 = pool + z*864;
    double* sgr0_0 = su0 + 480;
    double* sgs0_0 = su0 + 576;
    double* sgr0_1 = su0 + 672;
    double* sgs0_1 = su0 + 768;
    const double* __restrict__ uc0 = u + base;
    const double u0_0a = (valid_a ? uc0[node_a] : 0.0);
    su0[own] = u0_0a;
    const double u0_0b = (valid_b ? uc0[node_b] : 0.0);
    su0[own + 1] = u0_0b;
    const double u0_1a = (valid_a ? uc0[node_a + 25] : 0.0);
    su0[own + 96] = u0_1a;
    const double u0_1b = (valid_b ? uc0[node_b + 25] : 0.0);
    su0[own + 97] = u0_1b;
    const double u0_2a = (valid_a ? uc0[node_a + 50] : 0.0);
    su0[own + 192] = u0_2a;
    const double u0_2b = (valid_b ? uc0[node_b + 50] : 0.0);
    su0[own + 193] = u0_2b;
    const double u0_3a = (valid_a ? uc0[node_a + 75] : 0.0);
    su0[own + 288] = u0_3a;
    const double u0_3b = (valid_b ? uc0[node_b + 75] : 0.0);
    su0[own + 289] = u0_3b;
    const double u0_4a = (valid_a ? uc0[node_a + 100] : 0.0);
    su0[own + 384] = u0_4a;
    const double u0_4b = (valid_b ? uc0[node_b + 100] : 0.0);
    su0[own + 385] = u0_4b;
    double tc0_0a = -5.0*u0_0a + 6.75650248872424*u0_1a - 2.6666666666666665*u0_2a + 1.4101641779424268*u0_3a - 0.5*u0_4a;
    double tc0_1a = -1.2409902530309829*u0_0a + 1.7457431218879391*u0_2a - 0.7637626158259734*u0_3a + 0.25900974696901713*u0_4a;
    double tc0_2a = 0.375*u0_0a - 1.3365845776954532*u0_1a + 1.3365845776954532*u0_3a - 0.375*u0_4a;
    double tc0_3a = -0.25900974696901713*u0_0a + 0.7637626158259734*u0_1a - 1.7457431218879391*u0_2a + 1.2409902530309829*u0_4a;
    double tc0_4a = 0.5*u0_0a - 1.4101641779424268*u0_1a + 2.6666666666666665*u0_2a - 6.75650248872424*u0_3a + 5.0*u0_4a;
    double tc0_0b = -5.0*u0_0b + 6.75650248872424*u0_1b - 2.6666666666666665*u0_2b + 1.4101641779424268*u0_3b - 0.5*u0_4b;
    double tc0_1b = -1.2409902530309829*u0_0b + 1.7457431218879391*u0_2b - 0.7637626158259734*u0_3b + 0.25900974696901713*u0_4b;
    double tc0_2b = 0.375*u0_0b - 1.3365845776954532*u0_1b + 1.3365845776954532*u0_3b - 0.375*u0_4b;
    double tc0_3b = -0.25900974696901713*u0_0b + 0.7637626158259734*u0_1b - 1.7457431218879391*u0_2b + 1.2409902530309829*u0_4b;
    double tc0_4b = 0.5*u0_0b - 1.4101641779424268*u0_1b + 2.6666666666666665*u0_2b - 6.75650248872424*u0_3b + 5.0*u0_4b;
    double au0_0a, au0_0b, au0_1a, au0_1b, au0_2a, au0_2b, au0_3a, au0_3b, au0_4a, au0_4b;
    __syncwarp();
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 4], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 48]);
      {
        const double wt = c_w[ia]*c_w[jc]*c_w[0];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_0a;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        tc0_0a = gt0;
      }
      {
        const double wt = c_w[ib]*c_w[jc]*c_w[0];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_0b;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        tc0_0b = gt0;
      }
      __syncwarp();
      au0_0a = 0.0;
      au0_0b = 0.0;
      gimmik_mma(au0_0a, au0_0b, sgr0_0[afrag], dt_0);
      gimmik_mma(au0_0a, au0_0b, dt_0, sgs0_0[bfrag]);
      gimmik_mma(au0_0a, au0_0b, sgr0_0[afrag + 4], dt_1);
      gimmik_mma(au0_0a, au0_0b, dt_1, sgs0_0[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 96], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 96]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 100], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 144]);
      {
        const double wt = c_w[ia]*c_w[jc]*c_w[1];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_1a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_1a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_1a;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        tc0_1a = gt0;
      }
      {
        const double wt = c_w[ib]*c_w[jc]*c_w[1];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_1b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_1b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_1b;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        tc0_1b = gt0;
      }
      __syncwarp();
      au0_1a = 0.0;
      au0_1b = 0.0;
      gimmik_mma(au0_1a, au0_1b, sgr0_1[afrag], dt_0);
      gimmik_mma(au0_1a, au0_1b, dt_0, sgs0_1[bfrag]);
      gimmik_mma(au0_1a, au0_1b, sgr0_1[afrag + 4], dt_1);
      gimmik_mma(au0_1a, au0_1b, dt_1, sgs0_1[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 192], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 192]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 196], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 240]);
      {
        const double wt = c_w[ia]*c_w[jc]*c_w[2];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_2a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_2a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_2a;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        tc0_2a = gt0;
      }
      {
        const double wt = c_w[ib]*c_w[jc]*c_w[2];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_2b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_2b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_2b;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        tc0_2b = gt0;
      }
      __syncwarp();
      au0_2a = 0.0;
      au0_2b = 0.0;
      gimmik_mma(au0_2a, au0_2b, sgr0_0[afrag], dt_0);
      gimmik_mma(au0_2a, au0_2b, dt_0, sgs0_0[bfrag]);
      gimmik_mma(au0_2a, au0_2b, sgr0_0[afrag + 4], dt_1);
      gimmik_mma(au0_2a, au0_2b, dt_1, sgs0_0[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 288], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 288]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 292], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 336]);
      {
        const double wt = c_w[ia]*c_w[jc]*c_w[3];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_3a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_3a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_3a;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        tc0_3a = gt0;
      }
      {
        const double wt = c_w[ib]*c_w[jc]*c_w[3];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_3b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_3b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_3b;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        tc0_3b = gt0;
      }
      __syncwarp();
      au0_3a = 0.0;
      au0_3b = 0.0;
      gimmik_mma(au0_3a, au0_3b, sgr0_1[afrag], dt_0);
      gimmik_mma(au0_3a, au0_3b, dt_0, sgs0_1[bfrag]);
      gimmik_mma(au0_3a, au0_3b, sgr0_1[afrag + 4], dt_1);
      gimmik_mma(au0_3a, au0_3b, dt_1, sgs0_1[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 384], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 384]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 388], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 432]);
      {
        const double wt = c_w[ia]*c_w[jc]*c_w[4];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_4a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_4a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_4a;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        tc0_4a = gt0;
      }
      {
        const double wt = c_w[ib]*c_w[jc]*c_w[4];
        const double* __restrict__ pe = pgeo + (long long)e*7;
        const double q0 = wt*pe[0];
        const double q1 = wt*pe[1];
        const double q2 = wt*pe[2];
        const double q3 = wt*pe[3];
        const double q4 = wt*pe[4];
        const double q5 = wt*pe[5];
        const double g00 = q0;
        const double g01 = q1;
        const double g02 = q2;
        const double g11 = q3;
        const double g12 = q4;
        const double g22 = q5;
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_4b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_4b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_4b;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        tc0_4b = gt0;
      }
      __syncwarp();
      au0_4a = 0.0;
      au0_4b = 0.0;
      gimmik_mma(au0_4a, au0_4b, sgr0_0[afrag], dt_0);
      gimmik_mma(au0_4a, au0_4b, dt_0, sgs0_0[bfrag]);
      gimmik_mma(au0_4a, au0_4b, sgr0_0[afrag + 4], dt_1);
      gimmik_mma(au0_4a, au0_4b, dt_1, sgs0_0[bfrag + 48]);
    }
    double* __restrict__ auc0 = au + base;
    if (owner) {
      if (valid_a) auc0[node_a] = au0_0a + -5.0*tc0_0a - 1.2409902530309829*tc0_1a + 0.375*tc0_2a - 0.25900974696901713*tc0_3a + 0.5*tc0_4a;
      if (valid_b) auc0[node_b] = au0_0b + -5.0*tc0_0b - 1.2409902530309829*tc0_1b + 0.375*tc0_2b - 0.25900974696901713*tc0_3b + 0.5*tc0_4b;
      if (valid_a) auc0[node_a + 25] = au0_1a + 6.75650248872424*tc0_0a - 1.3365845776954532*tc0_2a + 0.7637626158259734*tc0_3a - 1.4101641779424268*tc0_4a;
      if (valid_b) auc0[node_b + 25] = au0_1b + 6.75650248872424*tc0_0b - 1.3365845776954532*tc0_2b + 0.7637626158259734*tc0_3b - 1.4101641779424268*tc0_4b;
      if (valid_a) auc0[node_a + 50] = au0_2a + -2.6666666666666665*tc0_0a + 1.7457431218879391*tc0_1a - 1.7457431218879391*tc0_3a + 2.6666666666666665*tc0_4a;
      if (valid_b) auc0[node_b + 50] = au0_2b + -2.6666666666666665*tc0_0b + 1.7457431218879391*tc0_1b - 1.7457431218879391*tc0_3b + 2.6666666666666665*tc0_4b;
      if (valid_a) auc0[node_a + 75] = au0_3a + 1.4101641779424268*tc0_0a - 0.7637626158259734*tc0_1a + 1.3365845776954532*tc0_2a - 6.75650248872424*tc0_4a;
      if (valid_b) auc0[node_b + 75] = au0_3b + 1.4101641779424268*tc0_0b - 0.7637626158259734*tc0_1b + 1.3365845776954532*tc0_2b - 6.75650248872424*tc0_4b;
      if (valid_a) auc0[node_a + 100] = au0_4a + -0.5*tc0_0a + 0.25900974696901713*tc0_1a - 0.375*tc0_2a + 1.2409902530309829*tc0_3a + 5.0*tc0_4a;
      if (valid_b) auc0[node_b + 100] = au0_4b + -0.5*tc0_0b + 0.25900974696901713*tc0_1b - 0.375*tc0_2b + 1.2409902530309829*tc0_3b + 5.0*tc0_4b;
    }
  }
}
