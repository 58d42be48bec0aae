// gimmikc: dss direct (all axes of 5 x 5 x 5), N = 4, f32, blocks of 16 elements
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(__global float* restrict u)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
  if (t < 2624) {
    const unsigned thread = (unsigned)t;
    if (thread < 2400u) {
    const unsigned slab = thread / 480u;
    const unsigned in_slab = thread % 480u;
    if (in_slab < 96u) {
      const unsigned lane = in_slab - 0u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 4;
      const unsigned py1 = r1 / 4 % 12;
      const int iny1 = py1 < 10;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 10)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 10)*3);
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 48);
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((3) + 4*(ly1) + 16*(lz1)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1 + 1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((0) + 4*(ly1) + 16*(lz1)))*16 + element1_2%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 192u) {
      const unsigned lane = in_slab - 96u;
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 12;
      const int inx1 = px1 < 10;
      const unsigned ex1 = inx1 ? px1 % 5 : (px1 - 10)*4;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 5 : (px1 - 10)*3);
      const unsigned ey1 = r1 / 12 % 4;
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 48);
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((lx1) + 4*(3) + 16*(lz1)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((lx1) + 4*(0) + 16*(lz1)))*16 + element1_2%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (in_slab < 224u) {
      const unsigned lane = in_slab - 192u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 4;
      const unsigned ey1 = r1 / 4 % 4;
      const unsigned ez1 = slab;
      const unsigned lz1 = 1 + (unsigned)(r1 / 16);
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((3) + 4*(3) + 16*(lz1)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1 + 1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((0) + 4*(3) + 16*(lz1)))*16 + element1_2%16;
      const unsigned element1_3 = (ex1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_3 = (element1_3/16*64 + ((3) + 4*(0) + 16*(lz1)))*16 + element1_3%16;
      const unsigned element1_4 = (ex1 + 1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_4 = (element1_4/16*64 + ((0) + 4*(0) + 16*(lz1)))*16 + element1_4%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float v1_3 = u[at1_3];
      const float v1_4 = u[at1_4];
      const float sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
    } else if (in_slab < 368u) {
      const unsigned lane = in_slab - 224u;
      if (slab < 4u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 12;
      const int inx1 = px1 < 10;
      const unsigned ex1 = inx1 ? px1 % 5 : (px1 - 10)*4;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 5 : (px1 - 10)*3);
      const unsigned py1 = r1 / 12 % 12;
      const int iny1 = py1 < 10;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 10)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 10)*3);
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((lx1) + 4*(ly1) + 16*(3)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1) + 5*((ey1) + 5*(ez1 + 1));
      const unsigned at1_2 = (element1_2/16*64 + ((lx1) + 4*(ly1) + 16*(0)))*16 + element1_2%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      }
    } else if (in_slab < 416u) {
      const unsigned lane = in_slab - 368u;
      if (slab < 4u) {
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 4;
      const unsigned py1 = r1 / 4 % 12;
      const int iny1 = py1 < 10;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 10)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 10)*3);
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((3) + 4*(ly1) + 16*(3)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1 + 1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((0) + 4*(ly1) + 16*(3)))*16 + element1_2%16;
      const unsigned element1_3 = (ex1) + 5*((ey1) + 5*(ez1 + 1));
      const unsigned at1_3 = (element1_3/16*64 + ((3) + 4*(ly1) + 16*(0)))*16 + element1_3%16;
      const unsigned element1_4 = (ex1 + 1) + 5*((ey1) + 5*(ez1 + 1));
      const unsigned at1_4 = (element1_4/16*64 + ((0) + 4*(ly1) + 16*(0)))*16 + element1_4%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float v1_3 = u[at1_3];
      const float v1_4 = u[at1_4];
      const float sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
      }
    } else if (in_slab < 464u) {
      const unsigned lane = in_slab - 416u;
      if (slab < 4u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 12;
      const int inx1 = px1 < 10;
      const unsigned ex1 = inx1 ? px1 % 5 : (px1 - 10)*4;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 5 : (px1 - 10)*3);
      const unsigned ey1 = r1 / 12 % 4;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((lx1) + 4*(3) + 16*(3)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((lx1) + 4*(0) + 16*(3)))*16 + element1_2%16;
      const unsigned element1_3 = (ex1) + 5*((ey1) + 5*(ez1 + 1));
      const unsigned at1_3 = (element1_3/16*64 + ((lx1) + 4*(3) + 16*(0)))*16 + element1_3%16;
      const unsigned element1_4 = (ex1) + 5*((ey1 + 1) + 5*(ez1 + 1));
      const unsigned at1_4 = (element1_4/16*64 + ((lx1) + 4*(0) + 16*(0)))*16 + element1_4%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float v1_3 = u[at1_3];
      const float v1_4 = u[at1_4];
      const float sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
      }
    } else {
      const unsigned lane = in_slab - 464u;
      if (slab < 4u) {
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 4;
      const unsigned ey1 = r1 / 4 % 4;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((3) + 4*(3) + 16*(3)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1 + 1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((0) + 4*(3) + 16*(3)))*16 + element1_2%16;
      const unsigned element1_3 = (ex1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_3 = (element1_3/16*64 + ((3) + 4*(0) + 16*(3)))*16 + element1_3%16;
      const unsigned element1_4 = (ex1 + 1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_4 = (element1_4/16*64 + ((0) + 4*(0) + 16*(3)))*16 + element1_4%16;
      const unsigned element1_5 = (ex1) + 5*((ey1) + 5*(ez1 + 1));
      const unsigned at1_5 = (element1_5/16*64 + ((3) + 4*(3) + 16*(0)))*16 + element1_5%16;
      const unsigned element1_6 = (ex1 + 1) + 5*((ey1) + 5*(ez1 + 1));
      const unsigned at1_6 = (element1_6/16*64 + ((0) + 4*(3) + 16*(0)))*16 + element1_6%16;
      const unsigned element1_7 = (ex1) + 5*((ey1 + 1) + 5*(ez1 + 1));
      const unsigned at1_7 = (element1_7/16*64 + ((3) + 4*(0) + 16*(0)))*16 + element1_7%16;
      const unsigned element1_8 = (ex1 + 1) + 5*((ey1 + 1) + 5*(ez1 + 1));
      const unsigned at1_8 = (element1_8/16*64 + ((0) + 4*(0) + 16*(0)))*16 + element1_8%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float v1_3 = u[at1_3];
      const float v1_4 = u[at1_4];
      const float v1_5 = u[at1_5];
      const float v1_6 = u[at1_6];
      const float v1_7 = u[at1_7];
      const float v1_8 = u[at1_8];
      const float sum1 = v1_1 + v1_2 + v1_3 + v1_4 + v1_5 + v1_6 + v1_7 + v1_8;
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
    if (thread < 2496u) {
      const unsigned lane = thread - 2400u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 4;
      const unsigned py1 = r1 / 4 % 12;
      const int iny1 = py1 < 10;
      const unsigned ey1 = iny1 ? py1 % 5 : (py1 - 10)*4;
      const unsigned ly1 = (unsigned)(iny1 ? 1 + py1 / 5 : (py1 - 10)*3);
      const unsigned ez1 = (r1 / 48)*4;
      const unsigned lz1 = (unsigned)(r1 / 48)*3u;
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((3) + 4*(ly1) + 16*(lz1)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1 + 1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((0) + 4*(ly1) + 16*(lz1)))*16 + element1_2%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else if (thread < 2592u) {
      const unsigned lane = thread - 2496u;
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 12;
      const int inx1 = px1 < 10;
      const unsigned ex1 = inx1 ? px1 % 5 : (px1 - 10)*4;
      const unsigned lx1 = (unsigned)(inx1 ? 1 + px1 / 5 : (px1 - 10)*3);
      const unsigned ey1 = r1 / 12 % 4;
      const unsigned ez1 = (r1 / 48)*4;
      const unsigned lz1 = (unsigned)(r1 / 48)*3u;
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((lx1) + 4*(3) + 16*(lz1)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((lx1) + 4*(0) + 16*(lz1)))*16 + element1_2%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    } else {
      const unsigned lane = thread - 2592u;
      const unsigned r1 = lane + 0;
      const unsigned ex1 = r1 % 4;
      const unsigned ey1 = r1 / 4 % 4;
      const unsigned ez1 = (r1 / 16)*4;
      const unsigned lz1 = (unsigned)(r1 / 16)*3u;
      const unsigned element1_1 = (ex1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_1 = (element1_1/16*64 + ((3) + 4*(3) + 16*(lz1)))*16 + element1_1%16;
      const unsigned element1_2 = (ex1 + 1) + 5*((ey1) + 5*(ez1));
      const unsigned at1_2 = (element1_2/16*64 + ((0) + 4*(3) + 16*(lz1)))*16 + element1_2%16;
      const unsigned element1_3 = (ex1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_3 = (element1_3/16*64 + ((3) + 4*(0) + 16*(lz1)))*16 + element1_3%16;
      const unsigned element1_4 = (ex1 + 1) + 5*((ey1 + 1) + 5*(ez1));
      const unsigned at1_4 = (element1_4/16*64 + ((0) + 4*(0) + 16*(lz1)))*16 + element1_4%16;
      const float v1_1 = u[at1_1];
      const float v1_2 = u[at1_2];
      const float v1_3 = u[at1_3];
      const float v1_4 = u[at1_4];
      const float sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
    }
    }
  }
}
