// gimmikc: axhelm mma (epb=1 fuse=2 tshared=0 evenodd=1 stage=0 regs=0), N = 10, d = 3, poisson, constant coefficients, stored geometry, f64
__constant__ double c_D[100] = {-22.5, 30.43814502928192, -12.17794670742982, 6.943788485133954, -4.5993547611031325, 3.294643033749184, -2.452884175442687, 1.8295639319032462, -1.2759548360926636, 0.5, -5.074064702978063, 0.0, 7.185502869705825, -3.3516638627467734, 2.078207994036417, -1.4449484487514552, 1.0591544636454413, -0.7832392931379083, 0.5437537382357056, -0.2127027580091888, 1.203351992852207, -4.259297354965219, 0.0, 4.368674557010185, -2.104350179413156, 1.3349154838782515, -0.9366032131394474, 0.676797087196086, -0.46427495890815756, 0.18078658548924992, -0.5283693768202727, 1.5299026381816034, -3.3641258682978177, 0.0, 3.3873181012024447, -1.6464940839870597, 1.0461893655024936, -0.7212373127216039, 0.48346232633394814, -0.18664578939373597, 0.31204725560841123, -0.8458135734064249, 1.4448503156016608, -3.020217958199347, 0.0, 3.025188487751975, -1.4680555093899939, 0.9165551803364352, -0.5880821430451695, 0.22352794474245385, -0.22352794474245385, 0.5880821430451695, -0.9165551803364352, 1.4680555093899939, -3.025188487751975, 0.0, 3.020217958199347, -1.4448503156016608, 0.8458135734064249, -0.31204725560841123, 0.18664578939373597, -0.48346232633394814, 0.7212373127216039, -1.0461893655024936, 1.6464940839870597, -3.3873181012024447, 0.0, 3.3641258682978177, -1.5299026381816034, 0.5283693768202727, -0.18078658548924992, 0.46427495890815756, -0.676797087196086, 0.9366032131394474, -1.3349154838782515, 2.104350179413156, -4.368674557010185, 0.0, 4.259297354965219, -1.203351992852207, 0.2127027580091888, -0.5437537382357056, 0.7832392931379083, -1.0591544636454413, 1.4449484487514552, -2.078207994036417, 3.3516638627467734, -7.185502869705825, 0.0, 5.074064702978063, -0.5, 1.2759548360926636, -1.8295639319032462, 2.452884175442687, -3.294643033749184, 4.5993547611031325, -6.943788485133954, 12.17794670742982, -30.43814502928192, 22.5};

// One m8n8k4 FP64 product into (c0, c1): the accumulator layout gives
// lane l row l/4 and columns 2(l%4), 2(l%4)+1; A holds row l/4, column
// l%4; B row l%4, column l/4.
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double a, double b)
{
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a), "d"(b));
}

extern "C" __global__ void __launch_bounds__(384)
gimmik_axhelm(int elements, int first, long long field_stride, const double* __restrict__ ggeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 384;
  const int slot_element = first + (int)blockIdx.x*1 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*1000;
  const int cw = t / 128 % 3;
  const int lane = t % 32;
  const int tile = t / 32 % 4;
  const int tile_j = tile / 2, tile_i = tile % 2;
  const int row = lane >> 2, quad = lane & 3;
  const int j = tile_j*8 + row;
  const int i = tile_i*8 + 2*quad;
  const int own = j*20 + i;
  const int afrag = j*20 + quad;
  const int bfrag = quad*20 + tile_i*8 + row;
  const int valid_a = j < 10 && i < 10;
  const int valid_b = j < 10 && i + 1 < 10;
  const int jc = min(j, 9);
  const int ia = min(i, 9), ib = min(i + 1, 9);
  const int node_a = jc*10 + ia, node_b = jc*10 + ib;
  const double dfj_0 = (tile_j*8 + row < 10 && quad + 0 < 10) ? c_D[(tile_j*8 + row)*10 + quad + 0] : 0.0;
  const double dtj_0 = (quad + 0 < 10 && tile_j*8 + row < 10) ? c_D[(quad + 0)*10 + tile_j*8 + row] : 0.0;
  const double dfi_0 = (tile_i*8 + row < 10 && quad + 0 < 10) ? c_D[(tile_i*8 + row)*10 + quad + 0] : 0.0;
  const double dti_0 = (quad + 0 < 10 && tile_i*8 + row < 10) ? c_D[(quad + 0)*10 + tile_i*8 + row] : 0.0;
  const double dfj_1 = (tile_j*8 + row < 10 && quad + 4 < 10) ? c_D[(tile_j*8 + row)*10 + quad + 4] : 0.0;
  const double dtj_1 = (quad + 4 < 10 && tile_j*8 + row < 10) ? c_D[(quad + 4)*10 + tile_j*8 + row] : 0.0;
  const double dfi_1 = (tile_i*8 + row < 10 && quad + 4 < 10) ? c_D[(tile_i*8 + row)*10 + quad + 4] : 0.0;
  const double dti_1 = (quad + 4 < 10 && tile_i*8 + row < 10) ? c_D[(quad + 4)*10 + tile_i*8 + row] : 0.0;
  const double dfj_2 = (tile_j*8 + row < 10 && quad + 8 < 10) ? c_D[(tile_j*8 + row)*10 + quad + 8] : 0.0;
  const double dtj_2 = (quad + 8 < 10 && tile_j*8 + row < 10) ? c_D[(quad + 8)*10 + tile_j*8 + row] : 0.0;
  const double dfi_2 = (tile_i*8 + row < 10 && quad + 8 < 10) ? c_D[(tile_i*8 + row)*10 + quad + 8] : 0.0;
  const double dti_2 = (quad + 8 < 10 && tile_i*8 + row < 10) ? c_D[(quad + 8)*10 + tile_i*8 + row] : 0.0;
  const double* __restrict__ ge = ggeo + base*7;
  {
    double* sucw = pool + (z*3 + cw)*4480;
    double* sgrcw_0 = sucw + 3200;
    double* sgscw_0 = sucw + 3520;
    double* sgrcw_1 = sucw + 3840;
    double* sgscw_1 = sucw + 4160;
    const double* __restrict__ uccw = u + cw*field_stride + base;
    const double ucw_0a = (valid_a ? uccw[node_a] : 0.0);
    sucw[own] = ucw_0a;
    const double ucw_0b = (valid_b ? uccw[node_b] : 0.0);
    sucw[own + 1] = ucw_0b;
    const double ucw_1a = (valid_a ? uccw[node_a + 100] : 0.0);
    sucw[own + 320] = ucw_1a;
    const double ucw_1b = (valid_b ? uccw[node_b + 100] : 0.0);
    sucw[own + 321] = ucw_1b;
    const double ucw_2a = (valid_a ? uccw[node_a + 200] : 0.0);
    sucw[own + 640] = ucw_2a;
    const double ucw_2b = (valid_b ? uccw[node_b + 200] : 0.0);
    sucw[own + 641] = ucw_2b;
    const double ucw_3a = (valid_a ? uccw[node_a + 300] : 0.0);
    sucw[own + 960] = ucw_3a;
    const double ucw_3b = (valid_b ? uccw[node_b + 300] : 0.0);
    sucw[own + 961] = ucw_3b;
    const double ucw_4a = (valid_a ? uccw[node_a + 400] : 0.0);
    sucw[own + 1280] = ucw_4a;
    const double ucw_4b = (valid_b ? uccw[node_b + 400] : 0.0);
    sucw[own + 1281] = ucw_4b;
    const double ucw_5a = (valid_a ? uccw[node_a + 500] : 0.0);
    sucw[own + 1600] = ucw_5a;
    const double ucw_5b = (valid_b ? uccw[node_b + 500] : 0.0);
    sucw[own + 1601] = ucw_5b;
    const double ucw_6a = (valid_a ? uccw[node_a + 600] : 0.0);
    sucw[own + 1920] = ucw_6a;
    const double ucw_6b = (valid_b ? uccw[node_b + 600] : 0.0);
    sucw[own + 1921] = ucw_6b;
    const double ucw_7a = (valid_a ? uccw[node_a + 700] : 0.0);
    sucw[own + 2240] = ucw_7a;
    const double ucw_7b = (valid_b ? uccw[node_b + 700] : 0.0);
    sucw[own + 2241] = ucw_7b;
    const double ucw_8a = (valid_a ? uccw[node_a + 800] : 0.0);
    sucw[own + 2560] = ucw_8a;
    const double ucw_8b = (valid_b ? uccw[node_b + 800] : 0.0);
    sucw[own + 2561] = ucw_8b;
    const double ucw_9a = (valid_a ? uccw[node_a + 900] : 0.0);
    sucw[own + 2880] = ucw_9a;
    const double ucw_9b = (valid_b ? uccw[node_b + 900] : 0.0);
    sucw[own + 2881] = ucw_9b;
    const double tucwa_plus0 = ucw_0a + ucw_9a;
    const double tucwa_minus0 = ucw_0a - ucw_9a;
    const double tucwa_plus1 = ucw_1a + ucw_8a;
    const double tucwa_minus1 = ucw_1a - ucw_8a;
    const double tucwa_plus2 = ucw_2a + ucw_7a;
    const double tucwa_minus2 = ucw_2a - ucw_7a;
    const double tucwa_plus3 = ucw_3a + ucw_6a;
    const double tucwa_minus3 = ucw_3a - ucw_6a;
    const double tucwa_plus4 = ucw_4a + ucw_5a;
    const double tucwa_minus4 = ucw_4a - ucw_5a;
    const double tucwa_even0 = -11.0*tucwa_plus0 + 14.581095096594629*tucwa_plus1 - 5.174191387763287*tucwa_plus2 + 2.2454521548456334*tucwa_plus3 - 0.6523558636769742*tucwa_plus4, tucwa_odd0 = -11.5*tucwa_minus0 + 15.857049932687291*tucwa_minus1 - 7.003755319666533*tucwa_minus2 + 4.6983363302883205*tucwa_minus3 - 3.946998897426158*tucwa_minus4;
    const double tucwa_even1 = -2.643383730493626*tucwa_plus0 + 0.2718768691178528*tucwa_plus1 + 3.2011317882839583*tucwa_plus2 - 1.1462546995506662*tucwa_plus3 + 0.31662977264248093*tucwa_plus4, tucwa_odd1 = -2.430680972484437*tucwa_minus0 - 0.2718768691178528*tucwa_minus1 + 3.984371081421867*tucwa_minus2 - 2.2054091631961072*tucwa_minus3 + 1.7615782213939362*tucwa_minus4;
    const double tucwa_even2 = 0.6920692891707284*tucwa_plus0 - 2.3617861569366885*tucwa_plus1 + 0.338398543598043*tucwa_plus2 + 1.7160356719353689*tucwa_plus3 - 0.38471734776745226*tucwa_plus4, tucwa_odd2 = 0.5112827036814785*tucwa_minus0 - 1.8975111980285309*tucwa_minus1 - 0.338398543598043*tucwa_minus2 + 2.652638885074816*tucwa_minus3 - 1.7196328316457037*tucwa_minus4;
    const double tucwa_even3 = -0.35750758310700437*tucwa_plus0 + 1.0066824822577758*tucwa_plus1 - 2.042681590509711*tucwa_plus2 + 0.5230946827512468*tucwa_plus3 + 0.8704120086076925*tucwa_plus4, tucwa_odd3 = -0.17086179371326837*tucwa_minus0 + 0.5232201559238276*tucwa_minus1 - 1.3214442777881068*tucwa_minus2 - 0.5230946827512468*tucwa_minus3 + 2.516906092594752*tucwa_minus4;
    const double tucwa_even4 = 0.26778760017543257*tucwa_plus0 - 0.7169478582257972*tucwa_plus1 + 1.180702747969048*tucwa_plus2 - 2.2441367337946705*tucwa_plus3 + 1.5125942438759874*tucwa_plus4, tucwa_odd4 = 0.04425965543297869*tucwa_minus0 - 0.12886571518062773*tucwa_minus1 + 0.26414756763261277*tucwa_minus2 - 0.7760812244046766*tucwa_minus3 - 1.5125942438759874*tucwa_minus4;
    double tccw_0a = (tucwa_even0 + tucwa_odd0);
    double tccw_1a = (tucwa_even1 + tucwa_odd1);
    double tccw_2a = (tucwa_even2 + tucwa_odd2);
    double tccw_3a = (tucwa_even3 + tucwa_odd3);
    double tccw_4a = (tucwa_even4 + tucwa_odd4);
    double tccw_5a = (tucwa_odd4 - tucwa_even4);
    double tccw_6a = (tucwa_odd3 - tucwa_even3);
    double tccw_7a = (tucwa_odd2 - tucwa_even2);
    double tccw_8a = (tucwa_odd1 - tucwa_even1);
    double tccw_9a = (tucwa_odd0 - tucwa_even0);
    const double tucwb_plus0 = ucw_0b + ucw_9b;
    const double tucwb_minus0 = ucw_0b - ucw_9b;
    const double tucwb_plus1 = ucw_1b + ucw_8b;
    const double tucwb_minus1 = ucw_1b - ucw_8b;
    const double tucwb_plus2 = ucw_2b + ucw_7b;
    const double tucwb_minus2 = ucw_2b - ucw_7b;
    const double tucwb_plus3 = ucw_3b + ucw_6b;
    const double tucwb_minus3 = ucw_3b - ucw_6b;
    const double tucwb_plus4 = ucw_4b + ucw_5b;
    const double tucwb_minus4 = ucw_4b - ucw_5b;
    const double tucwb_even0 = -11.0*tucwb_plus0 + 14.581095096594629*tucwb_plus1 - 5.174191387763287*tucwb_plus2 + 2.2454521548456334*tucwb_plus3 - 0.6523558636769742*tucwb_plus4, tucwb_odd0 = -11.5*tucwb_minus0 + 15.857049932687291*tucwb_minus1 - 7.003755319666533*tucwb_minus2 + 4.6983363302883205*tucwb_minus3 - 3.946998897426158*tucwb_minus4;
    const double tucwb_even1 = -2.643383730493626*tucwb_plus0 + 0.2718768691178528*tucwb_plus1 + 3.2011317882839583*tucwb_plus2 - 1.1462546995506662*tucwb_plus3 + 0.31662977264248093*tucwb_plus4, tucwb_odd1 = -2.430680972484437*tucwb_minus0 - 0.2718768691178528*tucwb_minus1 + 3.984371081421867*tucwb_minus2 - 2.2054091631961072*tucwb_minus3 + 1.7615782213939362*tucwb_minus4;
    const double tucwb_even2 = 0.6920692891707284*tucwb_plus0 - 2.3617861569366885*tucwb_plus1 + 0.338398543598043*tucwb_plus2 + 1.7160356719353689*tucwb_plus3 - 0.38471734776745226*tucwb_plus4, tucwb_odd2 = 0.5112827036814785*tucwb_minus0 - 1.8975111980285309*tucwb_minus1 - 0.338398543598043*tucwb_minus2 + 2.652638885074816*tucwb_minus3 - 1.7196328316457037*tucwb_minus4;
    const double tucwb_even3 = -0.35750758310700437*tucwb_plus0 + 1.0066824822577758*tucwb_plus1 - 2.042681590509711*tucwb_plus2 + 0.5230946827512468*tucwb_plus3 + 0.8704120086076925*tucwb_plus4, tucwb_odd3 = -0.17086179371326837*tucwb_minus0 + 0.5232201559238276*tucwb_minus1 - 1.3214442777881068*tucwb_minus2 - 0.5230946827512468*tucwb_minus3 + 2.516906092594752*tucwb_minus4;
    const double tucwb_even4 = 0.26778760017543257*tucwb_plus0 - 0.7169478582257972*tucwb_plus1 + 1.180702747969048*tucwb_plus2 - 2.2441367337946705*tucwb_plus3 + 1.5125942438759874*tucwb_plus4, tucwb_odd4 = 0.04425965543297869*tucwb_minus0 - 0.12886571518062773*tucwb_minus1 + 0.26414756763261277*tucwb_minus2 - 0.7760812244046766*tucwb_minus3 - 1.5125942438759874*tucwb_minus4;
    double tccw_0b = (tucwb_even0 + tucwb_odd0);
    double tccw_1b = (tucwb_even1 + tucwb_odd1);
    double tccw_2b = (tucwb_even2 + tucwb_odd2);
    double tccw_3b = (tucwb_even3 + tucwb_odd3);
    double tccw_4b = (tucwb_even4 + tucwb_odd4);
    double tccw_5b = (tucwb_odd4 - tucwb_even4);
    double tccw_6b = (tucwb_odd3 - tucwb_even3);
    double tccw_7b = (tucwb_odd2 - tucwb_even2);
    double tccw_8b = (tucwb_odd1 - tucwb_even1);
    double tccw_9b = (tucwb_odd0 - tucwb_even0);
    double aucw_0a, aucw_0b, aucw_1a, aucw_1b, aucw_2a, aucw_2b, aucw_3a, aucw_3b, aucw_4a, aucw_4b, aucw_5a, aucw_5b, aucw_6a, aucw_6b, aucw_7a, aucw_7b, aucw_8a, aucw_8b, aucw_9a, aucw_9b;
    __syncthreads();
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 4], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 80]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 8], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 160]);
      {
        const double g00 = ge[node_a];
        const double g01 = ge[node_a + 1000];
        const double g02 = ge[node_a + 2000];
        const double g11 = ge[node_a + 3000];
        const double g12 = ge[node_a + 4000];
        const double g22 = ge[node_a + 5000];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_0a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_0a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_0a;
        sgrcw_0[own] = grcw;
        sgscw_0[own] = gscw;
        tccw_0a = gtcw;
      }
      {
        const double g00 = ge[node_b];
        const double g01 = ge[node_b + 1000];
        const double g02 = ge[node_b + 2000];
        const double g11 = ge[node_b + 3000];
        const double g12 = ge[node_b + 4000];
        const double g22 = ge[node_b + 5000];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_0b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_0b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_0b;
        sgrcw_0[own + 1] = grcw;
        sgscw_0[own + 1] = gscw;
        tccw_0b = gtcw;
      }
      __syncthreads();
      aucw_0a = 0.0;
      aucw_0b = 0.0;
      gimmik_mma(aucw_0a, aucw_0b, sgrcw_0[afrag], dti_0);
      gimmik_mma(aucw_0a, aucw_0b, dtj_0, sgscw_0[bfrag]);
      gimmik_mma(aucw_0a, aucw_0b, sgrcw_0[afrag + 4], dti_1);
      gimmik_mma(aucw_0a, aucw_0b, dtj_1, sgscw_0[bfrag + 80]);
      gimmik_mma(aucw_0a, aucw_0b, sgrcw_0[afrag + 8], dti_2);
      gimmik_mma(aucw_0a, aucw_0b, dtj_2, sgscw_0[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 320], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 320]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 324], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 400]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 328], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 480]);
      {
        const double g00 = ge[node_a + 100];
        const double g01 = ge[node_a + 1100];
        const double g02 = ge[node_a + 2100];
        const double g11 = ge[node_a + 3100];
        const double g12 = ge[node_a + 4100];
        const double g22 = ge[node_a + 5100];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_1a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_1a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_1a;
        sgrcw_1[own] = grcw;
        sgscw_1[own] = gscw;
        tccw_1a = gtcw;
      }
      {
        const double g00 = ge[node_b + 100];
        const double g01 = ge[node_b + 1100];
        const double g02 = ge[node_b + 2100];
        const double g11 = ge[node_b + 3100];
        const double g12 = ge[node_b + 4100];
        const double g22 = ge[node_b + 5100];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_1b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_1b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_1b;
        sgrcw_1[own + 1] = grcw;
        sgscw_1[own + 1] = gscw;
        tccw_1b = gtcw;
      }
      __syncthreads();
      aucw_1a = 0.0;
      aucw_1b = 0.0;
      gimmik_mma(aucw_1a, aucw_1b, sgrcw_1[afrag], dti_0);
      gimmik_mma(aucw_1a, aucw_1b, dtj_0, sgscw_1[bfrag]);
      gimmik_mma(aucw_1a, aucw_1b, sgrcw_1[afrag + 4], dti_1);
      gimmik_mma(aucw_1a, aucw_1b, dtj_1, sgscw_1[bfrag + 80]);
      gimmik_mma(aucw_1a, aucw_1b, sgrcw_1[afrag + 8], dti_2);
      gimmik_mma(aucw_1a, aucw_1b, dtj_2, sgscw_1[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 640], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 640]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 644], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 720]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 648], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 800]);
      {
        const double g00 = ge[node_a + 200];
        const double g01 = ge[node_a + 1200];
        const double g02 = ge[node_a + 2200];
        const double g11 = ge[node_a + 3200];
        const double g12 = ge[node_a + 4200];
        const double g22 = ge[node_a + 5200];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_2a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_2a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_2a;
        sgrcw_0[own] = grcw;
        sgscw_0[own] = gscw;
        tccw_2a = gtcw;
      }
      {
        const double g00 = ge[node_b + 200];
        const double g01 = ge[node_b + 1200];
        const double g02 = ge[node_b + 2200];
        const double g11 = ge[node_b + 3200];
        const double g12 = ge[node_b + 4200];
        const double g22 = ge[node_b + 5200];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_2b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_2b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_2b;
        sgrcw_0[own + 1] = grcw;
        sgscw_0[own + 1] = gscw;
        tccw_2b = gtcw;
      }
      __syncthreads();
      aucw_2a = 0.0;
      aucw_2b = 0.0;
      gimmik_mma(aucw_2a, aucw_2b, sgrcw_0[afrag], dti_0);
      gimmik_mma(aucw_2a, aucw_2b, dtj_0, sgscw_0[bfrag]);
      gimmik_mma(aucw_2a, aucw_2b, sgrcw_0[afrag + 4], dti_1);
      gimmik_mma(aucw_2a, aucw_2b, dtj_1, sgscw_0[bfrag + 80]);
      gimmik_mma(aucw_2a, aucw_2b, sgrcw_0[afrag + 8], dti_2);
      gimmik_mma(aucw_2a, aucw_2b, dtj_2, sgscw_0[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 960], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 960]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 964], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 1040]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 968], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 1120]);
      {
        const double g00 = ge[node_a + 300];
        const double g01 = ge[node_a + 1300];
        const double g02 = ge[node_a + 2300];
        const double g11 = ge[node_a + 3300];
        const double g12 = ge[node_a + 4300];
        const double g22 = ge[node_a + 5300];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_3a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_3a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_3a;
        sgrcw_1[own] = grcw;
        sgscw_1[own] = gscw;
        tccw_3a = gtcw;
      }
      {
        const double g00 = ge[node_b + 300];
        const double g01 = ge[node_b + 1300];
        const double g02 = ge[node_b + 2300];
        const double g11 = ge[node_b + 3300];
        const double g12 = ge[node_b + 4300];
        const double g22 = ge[node_b + 5300];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_3b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_3b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_3b;
        sgrcw_1[own + 1] = grcw;
        sgscw_1[own + 1] = gscw;
        tccw_3b = gtcw;
      }
      __syncthreads();
      aucw_3a = 0.0;
      aucw_3b = 0.0;
      gimmik_mma(aucw_3a, aucw_3b, sgrcw_1[afrag], dti_0);
      gimmik_mma(aucw_3a, aucw_3b, dtj_0, sgscw_1[bfrag]);
      gimmik_mma(aucw_3a, aucw_3b, sgrcw_1[afrag + 4], dti_1);
      gimmik_mma(aucw_3a, aucw_3b, dtj_1, sgscw_1[bfrag + 80]);
      gimmik_mma(aucw_3a, aucw_3b, sgrcw_1[afrag + 8], dti_2);
      gimmik_mma(aucw_3a, aucw_3b, dtj_2, sgscw_1[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1280], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 1280]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1284], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 1360]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1288], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 1440]);
      {
        const double g00 = ge[node_a + 400];
        const double g01 = ge[node_a + 1400];
        const double g02 = ge[node_a + 2400];
        const double g11 = ge[node_a + 3400];
        const double g12 = ge[node_a + 4400];
        const double g22 = ge[node_a + 5400];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_4a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_4a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_4a;
        sgrcw_0[own] = grcw;
        sgscw_0[own] = gscw;
        tccw_4a = gtcw;
      }
      {
        const double g00 = ge[node_b + 400];
        const double g01 = ge[node_b + 1400];
        const double g02 = ge[node_b + 2400];
        const double g11 = ge[node_b + 3400];
        const double g12 = ge[node_b + 4400];
        const double g22 = ge[node_b + 5400];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_4b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_4b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_4b;
        sgrcw_0[own + 1] = grcw;
        sgscw_0[own + 1] = gscw;
        tccw_4b = gtcw;
      }
      __syncthreads();
      aucw_4a = 0.0;
      aucw_4b = 0.0;
      gimmik_mma(aucw_4a, aucw_4b, sgrcw_0[afrag], dti_0);
      gimmik_mma(aucw_4a, aucw_4b, dtj_0, sgscw_0[bfrag]);
      gimmik_mma(aucw_4a, aucw_4b, sgrcw_0[afrag + 4], dti_1);
      gimmik_mma(aucw_4a, aucw_4b, dtj_1, sgscw_0[bfrag + 80]);
      gimmik_mma(aucw_4a, aucw_4b, sgrcw_0[afrag + 8], dti_2);
      gimmik_mma(aucw_4a, aucw_4b, dtj_2, sgscw_0[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1600], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 1600]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1604], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 1680]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1608], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 1760]);
      {
        const double g00 = ge[node_a + 500];
        const double g01 = ge[node_a + 1500];
        const double g02 = ge[node_a + 2500];
        const double g11 = ge[node_a + 3500];
        const double g12 = ge[node_a + 4500];
        const double g22 = ge[node_a + 5500];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_5a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_5a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_5a;
        sgrcw_1[own] = grcw;
        sgscw_1[own] = gscw;
        tccw_5a = gtcw;
      }
      {
        const double g00 = ge[node_b + 500];
        const double g01 = ge[node_b + 1500];
        const double g02 = ge[node_b + 2500];
        const double g11 = ge[node_b + 3500];
        const double g12 = ge[node_b + 4500];
        const double g22 = ge[node_b + 5500];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_5b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_5b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_5b;
        sgrcw_1[own + 1] = grcw;
        sgscw_1[own + 1] = gscw;
        tccw_5b = gtcw;
      }
      __syncthreads();
      aucw_5a = 0.0;
      aucw_5b = 0.0;
      gimmik_mma(aucw_5a, aucw_5b, sgrcw_1[afrag], dti_0);
      gimmik_mma(aucw_5a, aucw_5b, dtj_0, sgscw_1[bfrag]);
      gimmik_mma(aucw_5a, aucw_5b, sgrcw_1[afrag + 4], dti_1);
      gimmik_mma(aucw_5a, aucw_5b, dtj_1, sgscw_1[bfrag + 80]);
      gimmik_mma(aucw_5a, aucw_5b, sgrcw_1[afrag + 8], dti_2);
      gimmik_mma(aucw_5a, aucw_5b, dtj_2, sgscw_1[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1920], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 1920]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1924], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 2000]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 1928], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 2080]);
      {
        const double g00 = ge[node_a + 600];
        const double g01 = ge[node_a + 1600];
        const double g02 = ge[node_a + 2600];
        const double g11 = ge[node_a + 3600];
        const double g12 = ge[node_a + 4600];
        const double g22 = ge[node_a + 5600];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_6a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_6a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_6a;
        sgrcw_0[own] = grcw;
        sgscw_0[own] = gscw;
        tccw_6a = gtcw;
      }
      {
        const double g00 = ge[node_b + 600];
        const double g01 = ge[node_b + 1600];
        const double g02 = ge[node_b + 2600];
        const double g11 = ge[node_b + 3600];
        const double g12 = ge[node_b + 4600];
        const double g22 = ge[node_b + 5600];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_6b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_6b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_6b;
        sgrcw_0[own + 1] = grcw;
        sgscw_0[own + 1] = gscw;
        tccw_6b = gtcw;
      }
      __syncthreads();
      aucw_6a = 0.0;
      aucw_6b = 0.0;
      gimmik_mma(aucw_6a, aucw_6b, sgrcw_0[afrag], dti_0);
      gimmik_mma(aucw_6a, aucw_6b, dtj_0, sgscw_0[bfrag]);
      gimmik_mma(aucw_6a, aucw_6b, sgrcw_0[afrag + 4], dti_1);
      gimmik_mma(aucw_6a, aucw_6b, dtj_1, sgscw_0[bfrag + 80]);
      gimmik_mma(aucw_6a, aucw_6b, sgrcw_0[afrag + 8], dti_2);
      gimmik_mma(aucw_6a, aucw_6b, dtj_2, sgscw_0[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2240], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 2240]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2244], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 2320]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2248], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 2400]);
      {
        const double g00 = ge[node_a + 700];
        const double g01 = ge[node_a + 1700];
        const double g02 = ge[node_a + 2700];
        const double g11 = ge[node_a + 3700];
        const double g12 = ge[node_a + 4700];
        const double g22 = ge[node_a + 5700];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_7a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_7a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_7a;
        sgrcw_1[own] = grcw;
        sgscw_1[own] = gscw;
        tccw_7a = gtcw;
      }
      {
        const double g00 = ge[node_b + 700];
        const double g01 = ge[node_b + 1700];
        const double g02 = ge[node_b + 2700];
        const double g11 = ge[node_b + 3700];
        const double g12 = ge[node_b + 4700];
        const double g22 = ge[node_b + 5700];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_7b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_7b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_7b;
        sgrcw_1[own + 1] = grcw;
        sgscw_1[own + 1] = gscw;
        tccw_7b = gtcw;
      }
      __syncthreads();
      aucw_7a = 0.0;
      aucw_7b = 0.0;
      gimmik_mma(aucw_7a, aucw_7b, sgrcw_1[afrag], dti_0);
      gimmik_mma(aucw_7a, aucw_7b, dtj_0, sgscw_1[bfrag]);
      gimmik_mma(aucw_7a, aucw_7b, sgrcw_1[afrag + 4], dti_1);
      gimmik_mma(aucw_7a, aucw_7b, dtj_1, sgscw_1[bfrag + 80]);
      gimmik_mma(aucw_7a, aucw_7b, sgrcw_1[afrag + 8], dti_2);
      gimmik_mma(aucw_7a, aucw_7b, dtj_2, sgscw_1[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2560], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 2560]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2564], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 2640]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2568], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 2720]);
      {
        const double g00 = ge[node_a + 800];
        const double g01 = ge[node_a + 1800];
        const double g02 = ge[node_a + 2800];
        const double g11 = ge[node_a + 3800];
        const double g12 = ge[node_a + 4800];
        const double g22 = ge[node_a + 5800];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_8a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_8a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_8a;
        sgrcw_0[own] = grcw;
        sgscw_0[own] = gscw;
        tccw_8a = gtcw;
      }
      {
        const double g00 = ge[node_b + 800];
        const double g01 = ge[node_b + 1800];
        const double g02 = ge[node_b + 2800];
        const double g11 = ge[node_b + 3800];
        const double g12 = ge[node_b + 4800];
        const double g22 = ge[node_b + 5800];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_8b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_8b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_8b;
        sgrcw_0[own + 1] = grcw;
        sgscw_0[own + 1] = gscw;
        tccw_8b = gtcw;
      }
      __syncthreads();
      aucw_8a = 0.0;
      aucw_8b = 0.0;
      gimmik_mma(aucw_8a, aucw_8b, sgrcw_0[afrag], dti_0);
      gimmik_mma(aucw_8a, aucw_8b, dtj_0, sgscw_0[bfrag]);
      gimmik_mma(aucw_8a, aucw_8b, sgrcw_0[afrag + 4], dti_1);
      gimmik_mma(aucw_8a, aucw_8b, dtj_1, sgscw_0[bfrag + 80]);
      gimmik_mma(aucw_8a, aucw_8b, sgrcw_0[afrag + 8], dti_2);
      gimmik_mma(aucw_8a, aucw_8b, dtj_2, sgscw_0[bfrag + 160]);
    }
    {
      double urcwa = 0.0, urcwb = 0.0;
      double uscwa = 0.0, uscwb = 0.0;
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2880], dfi_0);
      gimmik_mma(uscwa, uscwb, dfj_0, sucw[bfrag + 2880]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2884], dfi_1);
      gimmik_mma(uscwa, uscwb, dfj_1, sucw[bfrag + 2960]);
      gimmik_mma(urcwa, urcwb, sucw[afrag + 2888], dfi_2);
      gimmik_mma(uscwa, uscwb, dfj_2, sucw[bfrag + 3040]);
      {
        const double g00 = ge[node_a + 900];
        const double g01 = ge[node_a + 1900];
        const double g02 = ge[node_a + 2900];
        const double g11 = ge[node_a + 3900];
        const double g12 = ge[node_a + 4900];
        const double g22 = ge[node_a + 5900];
        const double grcw = g00*urcwa + g01*uscwa + g02*tccw_9a;
        const double gscw = g01*urcwa + g11*uscwa + g12*tccw_9a;
        const double gtcw = g02*urcwa + g12*uscwa + g22*tccw_9a;
        sgrcw_1[own] = grcw;
        sgscw_1[own] = gscw;
        tccw_9a = gtcw;
      }
      {
        const double g00 = ge[node_b + 900];
        const double g01 = ge[node_b + 1900];
        const double g02 = ge[node_b + 2900];
        const double g11 = ge[node_b + 3900];
        const double g12 = ge[node_b + 4900];
        const double g22 = ge[node_b + 5900];
        const double grcw = g00*urcwb + g01*uscwb + g02*tccw_9b;
        const double gscw = g01*urcwb + g11*uscwb + g12*tccw_9b;
        const double gtcw = g02*urcwb + g12*uscwb + g22*tccw_9b;
        sgrcw_1[own + 1] = grcw;
        sgscw_1[own + 1] = gscw;
        tccw_9b = gtcw;
      }
      __syncthreads();
      aucw_9a = 0.0;
      aucw_9b = 0.0;
      gimmik_mma(aucw_9a, aucw_9b, sgrcw_1[afrag], dti_0);
      gimmik_mma(aucw_9a, aucw_9b, dtj_0, sgscw_1[bfrag]);
      gimmik_mma(aucw_9a, aucw_9b, sgrcw_1[afrag + 4], dti_1);
      gimmik_mma(aucw_9a, aucw_9b, dtj_1, sgscw_1[bfrag + 80]);
      gimmik_mma(aucw_9a, aucw_9b, sgrcw_1[afrag + 8], dti_2);
      gimmik_mma(aucw_9a, aucw_9b, dtj_2, sgscw_1[bfrag + 160]);
    }
    double* __restrict__ auccw = au + cw*field_stride + base;
    if (owner) {
      const double tgcwa_plus0 = tccw_0a + tccw_9a;
      const double tgcwa_minus0 = tccw_0a - tccw_9a;
      const double tgcwa_plus1 = tccw_1a + tccw_8a;
      const double tgcwa_minus1 = tccw_1a - tccw_8a;
      const double tgcwa_plus2 = tccw_2a + tccw_7a;
      const double tgcwa_minus2 = tccw_2a - tccw_7a;
      const double tgcwa_plus3 = tccw_3a + tccw_6a;
      const double tgcwa_minus3 = tccw_3a - tccw_6a;
      const double tgcwa_plus4 = tccw_4a + tccw_5a;
      const double tgcwa_minus4 = tccw_4a - tccw_5a;
      const double tgcwa_even0 = -11.5*tgcwa_plus0 - 2.430680972484437*tgcwa_plus1 + 0.5112827036814785*tgcwa_plus2 - 0.17086179371326837*tgcwa_plus3 + 0.04425965543297869*tgcwa_plus4, tgcwa_odd0 = -11.0*tgcwa_minus0 - 2.643383730493626*tgcwa_minus1 + 0.6920692891707284*tgcwa_minus2 - 0.35750758310700437*tgcwa_minus3 + 0.26778760017543257*tgcwa_minus4;
      const double tgcwa_even1 = 15.857049932687291*tgcwa_plus0 - 0.2718768691178528*tgcwa_plus1 - 1.8975111980285309*tgcwa_plus2 + 0.5232201559238276*tgcwa_plus3 - 0.12886571518062773*tgcwa_plus4, tgcwa_odd1 = 14.581095096594629*tgcwa_minus0 + 0.2718768691178528*tgcwa_minus1 - 2.3617861569366885*tgcwa_minus2 + 1.0066824822577758*tgcwa_minus3 - 0.7169478582257972*tgcwa_minus4;
      const double tgcwa_even2 = -7.003755319666533*tgcwa_plus0 + 3.984371081421867*tgcwa_plus1 - 0.338398543598043*tgcwa_plus2 - 1.3214442777881068*tgcwa_plus3 + 0.26414756763261277*tgcwa_plus4, tgcwa_odd2 = -5.174191387763287*tgcwa_minus0 + 3.2011317882839583*tgcwa_minus1 + 0.338398543598043*tgcwa_minus2 - 2.042681590509711*tgcwa_minus3 + 1.180702747969048*tgcwa_minus4;
      const double tgcwa_even3 = 4.6983363302883205*tgcwa_plus0 - 2.2054091631961072*tgcwa_plus1 + 2.652638885074816*tgcwa_plus2 - 0.5230946827512468*tgcwa_plus3 - 0.7760812244046766*tgcwa_plus4, tgcwa_odd3 = 2.2454521548456334*tgcwa_minus0 - 1.1462546995506662*tgcwa_minus1 + 1.7160356719353689*tgcwa_minus2 + 0.5230946827512468*tgcwa_minus3 - 2.2441367337946705*tgcwa_minus4;
      const double tgcwa_even4 = -3.946998897426158*tgcwa_plus0 + 1.7615782213939362*tgcwa_plus1 - 1.7196328316457037*tgcwa_plus2 + 2.516906092594752*tgcwa_plus3 - 1.5125942438759874*tgcwa_plus4, tgcwa_odd4 = -0.6523558636769742*tgcwa_minus0 + 0.31662977264248093*tgcwa_minus1 - 0.38471734776745226*tgcwa_minus2 + 0.8704120086076925*tgcwa_minus3 + 1.5125942438759874*tgcwa_minus4;
      const double tgcwb_plus0 = tccw_0b + tccw_9b;
      const double tgcwb_minus0 = tccw_0b - tccw_9b;
      const double tgcwb_plus1 = tccw_1b + tccw_8b;
      const double tgcwb_minus1 = tccw_1b - tccw_8b;
      const double tgcwb_plus2 = tccw_2b + tccw_7b;
      const double tgcwb_minus2 = tccw_2b - tccw_7b;
      const double tgcwb_plus3 = tccw_3b + tccw_6b;
      const double tgcwb_minus3 = tccw_3b - tccw_6b;
      const double tgcwb_plus4 = tccw_4b + tccw_5b;
      const double tgcwb_minus4 = tccw_4b - tccw_5b;
      const double tgcwb_even0 = -11.5*tgcwb_plus0 - 2.430680972484437*tgcwb_plus1 + 0.5112827036814785*tgcwb_plus2 - 0.17086179371326837*tgcwb_plus3 + 0.04425965543297869*tgcwb_plus4, tgcwb_odd0 = -11.0*tgcwb_minus0 - 2.643383730493626*tgcwb_minus1 + 0.6920692891707284*tgcwb_minus2 - 0.35750758310700437*tgcwb_minus3 + 0.26778760017543257*tgcwb_minus4;
      const double tgcwb_even1 = 15.857049932687291*tgcwb_plus0 - 0.2718768691178528*tgcwb_plus1 - 1.8975111980285309*tgcwb_plus2 + 0.5232201559238276*tgcwb_plus3 - 0.12886571518062773*tgcwb_plus4, tgcwb_odd1 = 14.581095096594629*tgcwb_minus0 + 0.2718768691178528*tgcwb_minus1 - 2.3617861569366885*tgcwb_minus2 + 1.0066824822577758*tgcwb_minus3 - 0.7169478582257972*tgcwb_minus4;
      const double tgcwb_even2 = -7.003755319666533*tgcwb_plus0 + 3.984371081421867*tgcwb_plus1 - 0.338398543598043*tgcwb_plus2 - 1.3214442777881068*tgcwb_plus3 + 0.26414756763261277*tgcwb_plus4, tgcwb_odd2 = -5.174191387763287*tgcwb_minus0 + 3.2011317882839583*tgcwb_minus1 + 0.338398543598043*tgcwb_minus2 - 2.042681590509711*tgcwb_minus3 + 1.180702747969048*tgcwb_minus4;
      const double tgcwb_even3 = 4.6983363302883205*tgcwb_plus0 - 2.2054091631961072*tgcwb_plus1 + 2.652638885074816*tgcwb_plus2 - 0.5230946827512468*tgcwb_plus3 - 0.7760812244046766*tgcwb_plus4, tgcwb_odd3 = 2.2454521548456334*tgcwb_minus0 - 1.1462546995506662*tgcwb_minus1 + 1.7160356719353689*tgcwb_minus2 + 0.5230946827512468*tgcwb_minus3 - 2.2441367337946705*tgcwb_minus4;
      const double tgcwb_even4 = -3.946998897426158*tgcwb_plus0 + 1.7615782213939362*tgcwb_plus1 - 1.7196328316457037*tgcwb_plus2 + 2.516906092594752*tgcwb_plus3 - 1.5125942438759874*tgcwb_plus4, tgcwb_odd4 = -0.6523558636769742*tgcwb_minus0 + 0.31662977264248093*tgcwb_minus1 - 0.38471734776745226*tgcwb_minus2 + 0.8704120086076925*tgcwb_minus3 + 1.5125942438759874*tgcwb_minus4;
      if (valid_a) auccw[node_a] = aucw_0a + (tgcwa_even0 + tgcwa_odd0);
      if (valid_b) auccw[node_b] = aucw_0b + (tgcwb_even0 + tgcwb_odd0);
      if (valid_a) auccw[node_a + 100] = aucw_1a + (tgcwa_even1 + tgcwa_odd1);
      if (valid_b) auccw[node_b + 100] = aucw_1b + (tgcwb_even1 + tgcwb_odd1);
      if (valid_a) auccw[node_a + 200] = aucw_2a + (tgcwa_even2 + tgcwa_odd2);
      if (valid_b) auccw[node_b + 200] = aucw_2b + (tgcwb_even2 + tgcwb_odd2);
      if (valid_a) auccw[node_a + 300] = aucw_3a + (tgcwa_even3 + tgcwa_odd3);
      if (valid_b) auccw[node_b + 300] = aucw_3b + (tgcwb_even3 + tgcwb_odd3);
      if (valid_a) auccw[node_a + 400] = aucw_4a + (tgcwa_even4 + tgcwa_odd4);
      if (valid_b) auccw[node_b + 400] = aucw_4b + (tgcwb_even4 + tgcwb_odd4);
      if (valid_a) auccw[node_a + 500] = aucw_5a + (tgcwa_odd4 - tgcwa_even4);
      if (valid_b) auccw[node_b + 500] = aucw_5b + (tgcwb_odd4 - tgcwb_even4);
      if (valid_a) auccw[node_a + 600] = aucw_6a + (tgcwa_odd3 - tgcwa_even3);
      if (valid_b) auccw[node_b + 600] = aucw_6b + (tgcwb_odd3 - tgcwb_even3);
      if (valid_a) auccw[node_a + 700] = aucw_7a + (tgcwa_odd2 - tgcwa_even2);
      if (valid_b) auccw[node_b + 700] = aucw_7b + (tgcwb_odd2 - tgcwb_even2);
      if (valid_a) auccw[node_a + 800] = aucw_8a + (tgcwa_odd1 - tgcwa_even1);
      if (valid_b) auccw[node_b + 800] = aucw_8b + (tgcwb_odd1 - tgcwb_even1);
      if (valid_a) auccw[node_a + 900] = aucw_9a + (tgcwa_odd0 - tgcwa_even0);
      if (valid_b) auccw[node_b + 900] = aucw_9b + (tgcwb_odd0 - tgcwb_even0);
    }
  }
}
