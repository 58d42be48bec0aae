// gimmikc: dss direct (all axes of 6 x 5 x 4), N = 8, f64, blocks of 32 elements
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(double* __restrict__ u)
{
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < 14824) {
    const unsigned thread = (unsigned)t;
    if (thread < 14160u) {
    const unsigned slab = thread / 3540u;
    const unsigned in_slab = thread % 3540u;
    if (in_slab < 960u) {
      const unsigned lane = in_slab - 0u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 5;
      const unsigned py1 = r1 / 5 % 32;
      const int iny1 = py1 < 30;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 30)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 30)*7);
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 160);
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((7) + 8*(ly1) + 64*(lz1)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1 + 1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((0) + 8*(ly1) + 64*(lz1)))*32 + element1_2%32;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 1872u) {
      const unsigned lane = in_slab - 960u;
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 38;
      const int inx1 = px1 < 36;
      const unsigned ex1 = inx1 ? px1 % 6 : (px1 - 36)*5;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 6 : (px1 - 36)*7);
      const unsigned ey1 = r1 / 38 % 4;
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 152);
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((lx1) + 8*(7) + 64*(lz1)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((lx1) + 8*(0) + 64*(lz1)))*32 + element1_2%32;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 1992u) {
      const unsigned lane = in_slab - 1872u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 5;
      const unsigned ey1 = r1 / 5 % 4;
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 20);
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((7) + 8*(7) + 64*(lz1)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1 + 1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((0) + 8*(7) + 64*(lz1)))*32 + element1_2%32;
      const unsigned element1_3 = (ex1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_3 = (element1_3/32*512 + ((7) + 8*(0) + 64*(lz1)))*32 + element1_3%32;
      const unsigned element1_4 = (ex1 + 1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_4 = (element1_4/32*512 + ((0) + 8*(0) + 64*(lz1)))*32 + element1_4%32;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
    } else if (in_slab < 3208u) {
      const unsigned lane = in_slab - 1992u;
      if (slab < 3u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 38;
      const int inx1 = px1 < 36;
      const unsigned ex1 = inx1 ? px1 % 6 : (px1 - 36)*5;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 6 : (px1 - 36)*7);
      const unsigned py1 = r1 / 38 % 32;
      const int iny1 = py1 < 30;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 30)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 30)*7);
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((lx1) + 8*(ly1) + 64*(7)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1) + 6*((ey1) + 5*(ez1 + 1));
      const unsigned at1_2 = (element1_2/32*512 + ((lx1) + 8*(ly1) + 64*(0)))*32 + element1_2%32;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      }
    } else if (in_slab < 3368u) {
      const unsigned lane = in_slab - 3208u;
      if (slab < 3u) {
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 5;
      const unsigned py1 = r1 / 5 % 32;
      const int iny1 = py1 < 30;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 30)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 30)*7);
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((7) + 8*(ly1) + 64*(7)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1 + 1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((0) + 8*(ly1) + 64*(7)))*32 + element1_2%32;
      const unsigned element1_3 = (ex1) + 6*((ey1) + 5*(ez1 + 1));
      const unsigned at1_3 = (element1_3/32*512 + ((7) + 8*(ly1) + 64*(0)))*32 + element1_3%32;
      const unsigned element1_4 = (ex1 + 1) + 6*((ey1) + 5*(ez1 + 1));
      const unsigned at1_4 = (element1_4/32*512 + ((0) + 8*(ly1) + 64*(0)))*32 + element1_4%32;
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
    } else if (in_slab < 3520u) {
      const unsigned lane = in_slab - 3368u;
      if (slab < 3u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 38;
      const int inx1 = px1 < 36;
      const unsigned ex1 = inx1 ? px1 % 6 : (px1 - 36)*5;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 6 : (px1 - 36)*7);
      const unsigned ey1 = r1 / 38 % 4;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((lx1) + 8*(7) + 64*(7)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((lx1) + 8*(0) + 64*(7)))*32 + element1_2%32;
      const unsigned element1_3 = (ex1) + 6*((ey1) + 5*(ez1 + 1));
      const unsigned at1_3 = (element1_3/32*512 + ((lx1) + 8*(7) + 64*(0)))*32 + element1_3%32;
      const unsigned element1_4 = (ex1) + 6*((ey1 + 1) + 5*(ez1 + 1));
      const unsigned at1_4 = (element1_4/32*512 + ((lx1) + 8*(0) + 64*(0)))*32 + element1_4%32;
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
      const unsigned lane = in_slab - 3520u;
      if (slab < 3u) {
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 5;
      const unsigned ey1 = r1 / 5 % 4;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((7) + 8*(7) + 64*(7)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1 + 1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((0) + 8*(7) + 64*(7)))*32 + element1_2%32;
      const unsigned element1_3 = (ex1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_3 = (element1_3/32*512 + ((7) + 8*(0) + 64*(7)))*32 + element1_3%32;
      const unsigned element1_4 = (ex1 + 1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_4 = (element1_4/32*512 + ((0) + 8*(0) + 64*(7)))*32 + element1_4%32;
      const unsigned element1_5 = (ex1) + 6*((ey1) + 5*(ez1 + 1));
      const unsigned at1_5 = (element1_5/32*512 + ((7) + 8*(7) + 64*(0)))*32 + element1_5%32;
      const unsigned element1_6 = (ex1 + 1) + 6*((ey1) + 5*(ez1 + 1));
      const unsigned at1_6 = (element1_6/32*512 + ((0) + 8*(7) + 64*(0)))*32 + element1_6%32;
      const unsigned element1_7 = (ex1) + 6*((ey1 + 1) + 5*(ez1 + 1));
      const unsigned at1_7 = (element1_7/32*512 + ((7) + 8*(0) + 64*(0)))*32 + element1_7%32;
      const unsigned element1_8 = (ex1 + 1) + 6*((ey1 + 1) + 5*(ez1 + 1));
      const unsigned at1_8 = (element1_8/32*512 + ((0) + 8*(0) + 64*(0)))*32 + element1_8%32;
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
    if (thread < 14480u) {
      const unsigned lane = thread - 14160u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 5;
      const unsigned py1 = r1 / 5 % 32;
      const int iny1 = py1 < 30;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 30)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 30)*7);
      const unsigned ez1 = (r1 / 160)*3;
      const unsigned lz1 = (unsigned)(r1 / 160)*7u;
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((7) + 8*(ly1) + 64*(lz1)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1 + 1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((0) + 8*(ly1) + 64*(lz1)))*32 + element1_2%32;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (thread < 14784u) {
      const unsigned lane = thread - 14480u;
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 38;
      const int inx1 = px1 < 36;
      const unsigned ex1 = inx1 ? px1 % 6 : (px1 - 36)*5;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 6 : (px1 - 36)*7);
      const unsigned ey1 = r1 / 38 % 4;
      const unsigned ez1 = (r1 / 152)*3;
      const unsigned lz1 = (unsigned)(r1 / 152)*7u;
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((lx1) + 8*(7) + 64*(lz1)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((lx1) + 8*(0) + 64*(lz1)))*32 + element1_2%32;
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else {
      const unsigned lane = thread - 14784u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 5;
      const unsigned ey1 = r1 / 5 % 4;
      const unsigned ez1 = (r1 / 20)*3;
      const unsigned lz1 = (unsigned)(r1 / 20)*7u;
      const unsigned element1_1 = (ex1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/32*512 + ((7) + 8*(7) + 64*(lz1)))*32 + element1_1%32;
      const unsigned element1_2 = (ex1 + 1) + 6*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/32*512 + ((0) + 8*(7) + 64*(lz1)))*32 + element1_2%32;
      const unsigned element1_3 = (ex1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_3 = (element1_3/32*512 + ((7) + 8*(0) + 64*(lz1)))*32 + element1_3%32;
      const unsigned element1_4 = (ex1 + 1) + 6*((ey1 + 1) + 5*(ez1));
      const unsigned at1_4 = (element1_4/32*512 + ((0) + 8*(0) + 64*(lz1)))*32 + element1_4%32;
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
