// gimmikc: dss direct (all axes of 200 x 200 x 200), N = 8, f64, blocks of 64 elements
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(double* __restrict__ u)
{
  const long long t = (long long)blockIdx.x*256 + threadIdx.x;
  if (t < 1015192594) {
    const unsigned long long thread = (unsigned long long)t;
    if (thread < 1014156600u) {
    const unsigned long long slab = thread / 5070783u;
    const unsigned long long in_slab = thread % 5070783u;
    if (in_slab < 1435188u) {
      const unsigned long long lane = in_slab - 0u;
      const unsigned long long r1 = lane + 0;
      const unsigned long long ex1 = r1 % 199;
      const unsigned long long py1 = r1 / 199 % 1202;
      const int iny1 = py1 < 1200;
      const unsigned long long ey1 = iny1 ? py1 % 200 : (py1 - 1200)*199;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 200 : (py1 - 1200)*7);
      const unsigned long long ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 239198);
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((7) + 8*(ly1) + 64*(lz1)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1 + 1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((0) + 8*(ly1) + 64*(lz1)))*64 + element1_2%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 2870376u) {
      const unsigned long long lane = in_slab - 1435188u;
      const unsigned long long r1 = lane + 0;
      const unsigned long long px1 = r1 % 1202;
      const int inx1 = px1 < 1200;
      const unsigned long long ex1 = inx1 ? px1 % 200 : (px1 - 1200)*199;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 200 : (px1 - 1200)*7);
      const unsigned long long ey1 = r1 / 1202 % 199;
      const unsigned long long ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 239198);
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((lx1) + 8*(7) + 64*(lz1)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((lx1) + 8*(0) + 64*(lz1)))*64 + element1_2%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 3107982u) {
      const unsigned long long lane = in_slab - 2870376u;
      const unsigned long long r1 = lane + 0;
      const unsigned long long ex1 = r1 % 199;
      const unsigned long long ey1 = r1 / 199 % 199;
      const unsigned long long ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 39601);
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((7) + 8*(7) + 64*(lz1)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1 + 1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((0) + 8*(7) + 64*(lz1)))*64 + element1_2%64;
      const unsigned long long element1_3 = (ex1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_3 = (element1_3/64*512 + ((7) + 8*(0) + 64*(lz1)))*64 + element1_3%64;
      const unsigned long long element1_4 = (ex1 + 1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_4 = (element1_4/64*512 + ((0) + 8*(0) + 64*(lz1)))*64 + element1_4%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
    } else if (in_slab < 4552786u) {
      const unsigned long long lane = in_slab - 3107982u;
      if (slab < 199u) {
      const unsigned long long r1 = lane + 0;
      const unsigned long long px1 = r1 % 1202;
      const int inx1 = px1 < 1200;
      const unsigned long long ex1 = inx1 ? px1 % 200 : (px1 - 1200)*199;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 200 : (px1 - 1200)*7);
      const unsigned long long py1 = r1 / 1202 % 1202;
      const int iny1 = py1 < 1200;
      const unsigned long long ey1 = iny1 ? py1 % 200 : (py1 - 1200)*199;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 200 : (py1 - 1200)*7);
      const unsigned long long ez1 = slab;
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((lx1) + 8*(ly1) + 64*(7)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1) + 200*((ey1) + 200*(ez1 + 1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((lx1) + 8*(ly1) + 64*(0)))*64 + element1_2%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      }
    } else if (in_slab < 4791984u) {
      const unsigned long long lane = in_slab - 4552786u;
      if (slab < 199u) {
      const unsigned long long r1 = lane + 0;
      const unsigned long long ex1 = r1 % 199;
      const unsigned long long py1 = r1 / 199 % 1202;
      const int iny1 = py1 < 1200;
      const unsigned long long ey1 = iny1 ? py1 % 200 : (py1 - 1200)*199;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 200 : (py1 - 1200)*7);
      const unsigned long long ez1 = slab;
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((7) + 8*(ly1) + 64*(7)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1 + 1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((0) + 8*(ly1) + 64*(7)))*64 + element1_2%64;
      const unsigned long long element1_3 = (ex1) + 200*((ey1) + 200*(ez1 + 1));
      const unsigned long long at1_3 = (element1_3/64*512 + ((7) + 8*(ly1) + 64*(0)))*64 + element1_3%64;
      const unsigned long long element1_4 = (ex1 + 1) + 200*((ey1) + 200*(ez1 + 1));
      const unsigned long long at1_4 = (element1_4/64*512 + ((0) + 8*(ly1) + 64*(0)))*64 + element1_4%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
      }
    } else if (in_slab < 5031182u) {
      const unsigned long long lane = in_slab - 4791984u;
      if (slab < 199u) {
      const unsigned long long r1 = lane + 0;
      const unsigned long long px1 = r1 % 1202;
      const int inx1 = px1 < 1200;
      const unsigned long long ex1 = inx1 ? px1 % 200 : (px1 - 1200)*199;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 200 : (px1 - 1200)*7);
      const unsigned long long ey1 = r1 / 1202 % 199;
      const unsigned long long ez1 = slab;
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((lx1) + 8*(7) + 64*(7)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((lx1) + 8*(0) + 64*(7)))*64 + element1_2%64;
      const unsigned long long element1_3 = (ex1) + 200*((ey1) + 200*(ez1 + 1));
      const unsigned long long at1_3 = (element1_3/64*512 + ((lx1) + 8*(7) + 64*(0)))*64 + element1_3%64;
      const unsigned long long element1_4 = (ex1) + 200*((ey1 + 1) + 200*(ez1 + 1));
      const unsigned long long at1_4 = (element1_4/64*512 + ((lx1) + 8*(0) + 64*(0)))*64 + element1_4%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
      }
    } else {
      const unsigned long long lane = in_slab - 5031182u;
      if (slab < 199u) {
      const unsigned long long r1 = lane + 0;
      const unsigned long long ex1 = r1 % 199;
      const unsigned long long ey1 = r1 / 199 % 199;
      const unsigned long long ez1 = slab;
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((7) + 8*(7) + 64*(7)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1 + 1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((0) + 8*(7) + 64*(7)))*64 + element1_2%64;
      const unsigned long long element1_3 = (ex1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_3 = (element1_3/64*512 + ((7) + 8*(0) + 64*(7)))*64 + element1_3%64;
      const unsigned long long element1_4 = (ex1 + 1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_4 = (element1_4/64*512 + ((0) + 8*(0) + 64*(7)))*64 + element1_4%64;
      const unsigned long long element1_5 = (ex1) + 200*((ey1) + 200*(ez1 + 1));
      const unsigned long long at1_5 = (element1_5/64*512 + ((7) + 8*(7) + 64*(0)))*64 + element1_5%64;
      const unsigned long long element1_6 = (ex1 + 1) + 200*((ey1) + 200*(ez1 + 1));
      const unsigned long long at1_6 = (element1_6/64*512 + ((0) + 8*(7) + 64*(0)))*64 + element1_6%64;
      const unsigned long long element1_7 = (ex1) + 200*((ey1 + 1) + 200*(ez1 + 1));
      const unsigned long long at1_7 = (element1_7/64*512 + ((7) + 8*(0) + 64*(0)))*64 + element1_7%64;
      const unsigned long long element1_8 = (ex1 + 1) + 200*((ey1 + 1) + 200*(ez1 + 1));
      const unsigned long long at1_8 = (element1_8/64*512 + ((0) + 8*(0) + 64*(0)))*64 + element1_8%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double v1_5 = u[at1_5];
      const double v1_6 = u[at1_6];
      const double v1_7 = u[at1_7];
      const double v1_8 = u[at1_8];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4 + v1_5 + v1_6 + v1_7 + v1_8;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
      u[at1_5] = sum1;
      u[at1_6] = sum1;
      u[at1_7] = sum1;
      u[at1_8] = sum1;
      }
    }
    } else {
    if (thread < 1014634996u) {
      const unsigned long long lane = thread - 1014156600u;
      const unsigned long long r1 = lane + 0;
      const unsigned long long ex1 = r1 % 199;
      const unsigned long long py1 = r1 / 199 % 1202;
      const int iny1 = py1 < 1200;
      const unsigned long long ey1 = iny1 ? py1 % 200 : (py1 - 1200)*199;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 200 : (py1 - 1200)*7);
      const unsigned long long ez1 = (r1 / 239198)*199;
      const unsigned lz1 = (unsigned)(r1 / 239198)*7u;
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((7) + 8*(ly1) + 64*(lz1)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1 + 1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((0) + 8*(ly1) + 64*(lz1)))*64 + element1_2%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (thread < 1015113392u) {
      const unsigned long long lane = thread - 1014634996u;
      const unsigned long long r1 = lane + 0;
      const unsigned long long px1 = r1 % 1202;
      const int inx1 = px1 < 1200;
      const unsigned long long ex1 = inx1 ? px1 % 200 : (px1 - 1200)*199;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 200 : (px1 - 1200)*7);
      const unsigned long long ey1 = r1 / 1202 % 199;
      const unsigned long long ez1 = (r1 / 239198)*199;
      const unsigned lz1 = (unsigned)(r1 / 239198)*7u;
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((lx1) + 8*(7) + 64*(lz1)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((lx1) + 8*(0) + 64*(lz1)))*64 + element1_2%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else {
      const unsigned long long lane = thread - 1015113392u;
      const unsigned long long r1 = lane + 0;
      const unsigned long long ex1 = r1 % 199;
      const unsigned long long ey1 = r1 / 199 % 199;
      const unsigned long long ez1 = (r1 / 39601)*199;
      const unsigned lz1 = (unsigned)(r1 / 39601)*7u;
      const unsigned long long element1_1 = (ex1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_1 = (element1_1/64*512 + ((7) + 8*(7) + 64*(lz1)))*64 + element1_1%64;
      const unsigned long long element1_2 = (ex1 + 1) + 200*((ey1) + 200*(ez1));
      const unsigned long long at1_2 = (element1_2/64*512 + ((0) + 8*(7) + 64*(lz1)))*64 + element1_2%64;
      const unsigned long long element1_3 = (ex1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_3 = (element1_3/64*512 + ((7) + 8*(0) + 64*(lz1)))*64 + element1_3%64;
      const unsigned long long element1_4 = (ex1 + 1) + 200*((ey1 + 1) + 200*(ez1));
      const unsigned long long at1_4 = (element1_4/64*512 + ((0) + 8*(0) + 64*(lz1)))*64 + element1_4%64;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
    }
    }
  }
}
