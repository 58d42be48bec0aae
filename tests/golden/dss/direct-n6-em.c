// gimmikc: dss direct (all axes of 3 x 2 x 2), N = 6, f64, element-major
#include <stddef.h>

void gimmik_dss(double *restrict u);
void gimmik_dss_entry(void *const *args);

void gimmik_dss(double *restrict u)
{
#pragma omp parallel for schedule(static)
  for (int t = 0; t < 712; t++) {
    const unsigned thread = (unsigned)t;
    if (thread < 640u) {
    const unsigned slab = thread / 320u;
    const unsigned in_slab = thread % 320u;
    if (in_slab < 80u) {
      const unsigned lane = in_slab - 0u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 2;
      const unsigned py1 = r1 / 2 % 10;
      const int iny1 = py1 < 8;
      const unsigned ey1 = iny1 ? py1 / 4 : (py1 - 8)*1;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 % 4 : (py1 - 8)*5);
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 20);
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((5) + 6*(ly1) + 36*(lz1));
      const unsigned element1_2 = (ex1 + 1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((0) + 6*(ly1) + 36*(lz1));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 136u) {
      const unsigned lane = in_slab - 80u;
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 14;
      const int inx1 = px1 < 12;
      const unsigned ex1 = inx1 ? px1 / 4 : (px1 - 12)*2;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 % 4 : (px1 - 12)*5);
      const unsigned ey1 = r1 / 14 % 1;
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 14);
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((lx1) + 6*(5) + 36*(lz1));
      const unsigned element1_2 = (ex1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((lx1) + 6*(0) + 36*(lz1));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 144u) {
      const unsigned lane = in_slab - 136u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 2;
      const unsigned ey1 = r1 / 2 % 1;
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 2);
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((5) + 6*(5) + 36*(lz1));
      const unsigned element1_2 = (ex1 + 1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((0) + 6*(5) + 36*(lz1));
      const unsigned element1_3 = (ex1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_3 = element1_3*216 + ((5) + 6*(0) + 36*(lz1));
      const unsigned element1_4 = (ex1 + 1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_4 = element1_4*216 + ((0) + 6*(0) + 36*(lz1));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
    } else if (in_slab < 284u) {
      const unsigned lane = in_slab - 144u;
      if (slab < 1u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 14;
      const int inx1 = px1 < 12;
      const unsigned ex1 = inx1 ? px1 / 4 : (px1 - 12)*2;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 % 4 : (px1 - 12)*5);
      const unsigned py1 = r1 / 14 % 10;
      const int iny1 = py1 < 8;
      const unsigned ey1 = iny1 ? py1 / 4 : (py1 - 8)*1;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 % 4 : (py1 - 8)*5);
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((lx1) + 6*(ly1) + 36*(5));
      const unsigned element1_2 = (ex1) + 3*((ey1) + 2*(ez1 + 1));
      const unsigned at1_2 = element1_2*216 + ((lx1) + 6*(ly1) + 36*(0));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      }
    } else if (in_slab < 304u) {
      const unsigned lane = in_slab - 284u;
      if (slab < 1u) {
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 2;
      const unsigned py1 = r1 / 2 % 10;
      const int iny1 = py1 < 8;
      const unsigned ey1 = iny1 ? py1 / 4 : (py1 - 8)*1;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 % 4 : (py1 - 8)*5);
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((5) + 6*(ly1) + 36*(5));
      const unsigned element1_2 = (ex1 + 1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((0) + 6*(ly1) + 36*(5));
      const unsigned element1_3 = (ex1) + 3*((ey1) + 2*(ez1 + 1));
      const unsigned at1_3 = element1_3*216 + ((5) + 6*(ly1) + 36*(0));
      const unsigned element1_4 = (ex1 + 1) + 3*((ey1) + 2*(ez1 + 1));
      const unsigned at1_4 = element1_4*216 + ((0) + 6*(ly1) + 36*(0));
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
    } else if (in_slab < 318u) {
      const unsigned lane = in_slab - 304u;
      if (slab < 1u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 14;
      const int inx1 = px1 < 12;
      const unsigned ex1 = inx1 ? px1 / 4 : (px1 - 12)*2;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 % 4 : (px1 - 12)*5);
      const unsigned ey1 = r1 / 14 % 1;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((lx1) + 6*(5) + 36*(5));
      const unsigned element1_2 = (ex1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((lx1) + 6*(0) + 36*(5));
      const unsigned element1_3 = (ex1) + 3*((ey1) + 2*(ez1 + 1));
      const unsigned at1_3 = element1_3*216 + ((lx1) + 6*(5) + 36*(0));
      const unsigned element1_4 = (ex1) + 3*((ey1 + 1) + 2*(ez1 + 1));
      const unsigned at1_4 = element1_4*216 + ((lx1) + 6*(0) + 36*(0));
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
      const unsigned lane = in_slab - 318u;
      if (slab < 1u) {
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 2;
      const unsigned ey1 = r1 / 2 % 1;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((5) + 6*(5) + 36*(5));
      const unsigned element1_2 = (ex1 + 1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((0) + 6*(5) + 36*(5));
      const unsigned element1_3 = (ex1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_3 = element1_3*216 + ((5) + 6*(0) + 36*(5));
      const unsigned element1_4 = (ex1 + 1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_4 = element1_4*216 + ((0) + 6*(0) + 36*(5));
      const unsigned element1_5 = (ex1) + 3*((ey1) + 2*(ez1 + 1));
      const unsigned at1_5 = element1_5*216 + ((5) + 6*(5) + 36*(0));
      const unsigned element1_6 = (ex1 + 1) + 3*((ey1) + 2*(ez1 + 1));
      const unsigned at1_6 = element1_6*216 + ((0) + 6*(5) + 36*(0));
      const unsigned element1_7 = (ex1) + 3*((ey1 + 1) + 2*(ez1 + 1));
      const unsigned at1_7 = element1_7*216 + ((5) + 6*(0) + 36*(0));
      const unsigned element1_8 = (ex1 + 1) + 3*((ey1 + 1) + 2*(ez1 + 1));
      const unsigned at1_8 = element1_8*216 + ((0) + 6*(0) + 36*(0));
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
    if (thread < 680u) {
      const unsigned lane = thread - 640u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 2;
      const unsigned py1 = r1 / 2 % 10;
      const int iny1 = py1 < 8;
      const unsigned ey1 = iny1 ? py1 / 4 : (py1 - 8)*1;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 % 4 : (py1 - 8)*5);
      const unsigned ez1 = (r1 / 20)*1;
      const unsigned lz1 = (unsigned)(r1 / 20)*5u;
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((5) + 6*(ly1) + 36*(lz1));
      const unsigned element1_2 = (ex1 + 1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((0) + 6*(ly1) + 36*(lz1));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (thread < 708u) {
      const unsigned lane = thread - 680u;
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 14;
      const int inx1 = px1 < 12;
      const unsigned ex1 = inx1 ? px1 / 4 : (px1 - 12)*2;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 % 4 : (px1 - 12)*5);
      const unsigned ey1 = r1 / 14 % 1;
      const unsigned ez1 = (r1 / 14)*1;
      const unsigned lz1 = (unsigned)(r1 / 14)*5u;
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((lx1) + 6*(5) + 36*(lz1));
      const unsigned element1_2 = (ex1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((lx1) + 6*(0) + 36*(lz1));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else {
      const unsigned lane = thread - 708u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 2;
      const unsigned ey1 = r1 / 2 % 1;
      const unsigned ez1 = (r1 / 2)*1;
      const unsigned lz1 = (unsigned)(r1 / 2)*5u;
      const unsigned element1_1 = (ex1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_1 = element1_1*216 + ((5) + 6*(5) + 36*(lz1));
      const unsigned element1_2 = (ex1 + 1) + 3*((ey1) + 2*(ez1));
      const unsigned at1_2 = element1_2*216 + ((0) + 6*(5) + 36*(lz1));
      const unsigned element1_3 = (ex1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_3 = element1_3*216 + ((5) + 6*(0) + 36*(lz1));
      const unsigned element1_4 = (ex1 + 1) + 3*((ey1 + 1) + 2*(ez1));
      const unsigned at1_4 = element1_4*216 + ((0) + 6*(0) + 36*(lz1));
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

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_dss_entry(void *const *args)
{
  gimmik_dss(*(double * const *)args[0]);
}
