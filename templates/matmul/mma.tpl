% -- mma (CUDA, sm_80+): the FP64 tensor cores, mma.sync m8n8k4 (shape
% -- 884) or, from sm_90, m16n8k4, m16n8k8, m16n8k16 (1684, 1688, 16816).
% -- A is cut into tiles of the product's rows (8, 16) by its depth (4, 8,
% -- 16) of used columns (generator/matmul/tiles.c); the nonzero ones are a
% -- table of the kernel in fragment order (tile f, lane l, its values in
% -- the order of the product's registers), staged once per block into
% -- shared memory (asource 1), where a warp reads a fragment with
% -- conflict-free loads of 8 or 16 bytes per lane, or else read from the
% -- table through the read-only cache.  A warp owns ntiles tiles of 8
% -- columns and a share of the tiles of rows (mwarps warps share the
% -- columns): its accumulators hold that block of C (with beta, beta
% -- times the old C to start with).  It stages its own chunks of B
% -- (kchunk rows of its columns) through shared memory with cp.async,
% -- stages chunks in flight, so no barrier of the block is needed after
% -- A is in; with bshare the mwarps warps of a column tile stage them
% -- once between them, with a named barrier of theirs.  Each fragment of
% -- B serves every 8-row tile of the share, each fragment of A every
% -- column tile.  Zero tiles are skipped; rows of B
% -- no nonzero needs are never read; the padding rows of the last step
% -- are zero-filled.  f32 is read and written as float and computed in
% -- double (products exact, one rounding at the store).  Before sm_80
% -- the product and the copies fall back to shuffles and plain loads.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local d, T, ix = w.d, w.T, w.ix
% local NW, WM, WN = plan.params.ntiles, plan.params.mwarps, plan.params.warps
% local KC, S, W, R = plan.params.kchunk, plan.params.stages, plan.params.width, plan.params["repeat"]
% local size = T == "double" and 8 or 4
% local MT, KT, NF, pitch = tiles.mtiles, tiles.ksteps, tiles.count, tiles.pitch
% local TM, TD = tiles.rows, tiles.depth -- rows and depth of one product
% local HR, JD = TM // 8, TD // 4   -- its halves of 8 rows, steps of 4 deep
% local RV = HR * JD                -- values of A a lane holds per product
% local used, U = op.used, #op.used
% local threads = 32 * WM * WN
% local BN = 8 * NW                 -- columns of one warp
% local KP = TD * KT                -- rows of B staged: whole steps
% local chunks = (KP + KC - 1) // KC
% local stage = KC * pitch          -- values of one staged chunk
% local cpr = BN // W               -- copies a row of a chunk takes
% local copy_bytes = W * size
% local beta = plan.beta
% local ashared = plan.params.asource == 1
% -- With overlap a warp stages the first chunks of its next column tile
% -- while it multiplies the last of the current one (its S - 1 chunks in
% -- flight, at least one, reach no further than that tile); chunk g of a
% -- tile's sequence goes to buffer g % S, which turns by chunks % S a
% -- tile.
% local overlap = plan.params.overlap == 1 and R > 1 and S > 1 and chunks >= S - 1
% local turning = overlap and chunks % S ~= 0
% -- The warps of a column tile share its staged chunks of B, each
% -- copying a share of every chunk, with a named barrier of theirs.
% local bshared = plan.params.bshare == 1 and WM > 1
% local AS = ashared and NF * 32 * RV or 0 -- doubles of A in shared memory
% local dlit = function(x) return literal(x, "f64") end
% local function tile(mt, ks) return tiles.index[mt * KT + ks + 1] end
% -- A as a dense table of the effective values.
% local dense = {}
% for r = 0, op.m - 1 do
%   dense[r] = {}
%   for _, term in ipairs(op.rows[r + 1]) do dense[r][term.col] = term.value end
% end
% local function lines(indent, text) emit(indent .. text .. "\n") end
${common.banner(op, plan)}
% -- The helpers a kernel calls: none when A is all zero.
% local copy_sizes = {}
% if NF > 0 then
%   if ashared then copy_sizes[#copy_sizes + 1] = 16 end
%   if copy_bytes ~= 16 or not ashared then copy_sizes[#copy_sizes + 1] = copy_bytes end
% end
% local function names(prefix, count)
%   local list = {}
%   for i = 0, count - 1 do list[#list + 1] = prefix .. i end
%   return list
% end
% if NF > 0 and TM == 8 then

// One m8n8k4 FP64 product into (c0, c1): lane l holds A[l/4][l%4],
// B[l%4][l/4] and C[l/4][2(l%4)], C[l/4][2(l%4) + 1].
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double a, double b)
{
#if __CUDA_ARCH__ >= 800
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a), "d"(b));
#else
  const int lane = threadIdx.x & 31, row = lane >> 2, col = 2*(lane & 3);
  for (int k = 0; k < 4; k++) {
    const double ak = __shfl_sync(0xffffffffu, a, row*4 + k);
    c0 = fma(ak, __shfl_sync(0xffffffffu, b, col*4 + k), c0);
    c1 = fma(ak, __shfl_sync(0xffffffffu, b, col*4 + 4 + k), c1);
  }
#endif
}

% elseif NF > 0 then
%   local a, b = names("a", RV), names("b", JD)
%   local function list(first, count)
%     local out = {}
%     for i = first, first + count - 1 do out[#out + 1] = "%" .. i end
%     return "{" .. table.concat(out, ", ") .. "}"
%   end
%   local inputs = {}
%   for _, name in ipairs(a) do inputs[#inputs + 1] = '"d"(' .. name .. ')' end
%   for _, name in ipairs(b) do inputs[#inputs + 1] = '"d"(' .. name .. ')' end

// One m16n8k${TD} FP64 product into c0..c3 (the PTX ISA's "Matrix Fragments
// for mma.m16n8k${TD}"): with g = lane/4 and t = lane%4, lane l holds
// a[2j + h] = A[g + 8h][4j + t], b[j] = B[4j + t][g] and
// c[2h + i] = C[g + 8h][2t + i].
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double &c2, double &c3,
                                                  double ${table.concat(a, ", double ")},
                                                  double ${table.concat(b, ", double ")})
{
#if __CUDA_ARCH__ >= 900
  asm("mma.sync.aligned.m16n8k${TD}.row.col.f64.f64.f64.f64 ${list(0, 4)}, ${list(4, RV)}, ${list(4 + RV, JD)}, ${list(0, 4)};"
      : "+d"(c0), "+d"(c1), "+d"(c2), "+d"(c3)
      : ${table.concat(inputs, ", ")});
#elif __CUDA_ARCH__ >= 800
  // The same sums as m8n8k4 products: rows 8h.., depth 4j...
%   for j = 0, JD - 1 do
%     for h = 0, 1 do
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c${2 * h}), "+d"(c${2 * h + 1}) : "d"(a${2 * j + h}), "d"(b${j}));
%     end
%   end
#else
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const double a[${RV}] = {${table.concat(a, ", ")}};
  const double b[${JD}] = {${table.concat(b, ", ")}};
  for (int k = 0; k < ${TD}; k++) {
    const int j = k >> 2, q = k & 3;
    const double top = __shfl_sync(0xffffffffu, a[2*j], 4*g + q);
    const double bottom = __shfl_sync(0xffffffffu, a[2*j + 1], 4*g + q);
    const double left = __shfl_sync(0xffffffffu, b[j], 8*t + q);
    const double right = __shfl_sync(0xffffffffu, b[j], 8*t + 4 + q);
    c0 = fma(top, left, c0);
    c1 = fma(top, right, c1);
    c2 = fma(bottom, left, c2);
    c3 = fma(bottom, right, c3);
  }
#endif
}

% end
% for _, bytes in ipairs(copy_sizes) do
${d.copy_helper(bytes)}
% end
% if NF > 0 then
${d.copy_group_helpers()}
%   if bshared then

// The barrier `id` of the `threads` threads of one column tile, which
// its warps reach from their own shares' code: not .aligned from sm_70.
// Compiled by a host compiler (the tests' CPU emulation) it is the
// emulation's.
static __device__ __forceinline__ void gimmik_group_sync(int id, int threads)
{
#if __CUDA_ARCH__ >= 700
  asm volatile("barrier.sync %0, %1;" :: "r"(id), "r"(threads) : "memory");
#elif defined(__CUDA_ARCH__)
  asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(threads) : "memory");
#else
  gimmik_emulated_bar_sync(id, threads);
#endif
}
%   end

// A's ${NF} nonzero tiles in fragment order: tile f, lane l, register i at
// ${32 * RV}f + ${RV}l + i.
static __device__ __align__(16) const double gimmik_a[${NF * 32 * RV}] = {
%   for mt = 0, MT - 1 do
%     for ks = 0, KT - 1 do
%       if tile(mt, ks) >= 0 then
%         local values = {}
%         for lane = 0, 31 do
%           for i = 0, RV - 1 do
%             local h, j = i % HR, i // HR
%             local r = TM * mt + 8 * h + lane // 4
%             local u = TD * ks + 4 * j + lane % 4
%             local value = (r < op.m and u < U) and dense[r][used[u + 1]] or 0
%             values[#values + 1] = dlit(value or 0)
%           end
%         end
%         for line = 0, 4 * RV - 1 do
  ${table.concat(values, ", ", 8 * line + 1, 8 * line + 8)},
%         end
%       end
%     end
%   end
};
% end
% -- Rows of B by staged position, where a copy's rows are not consecutive:
% -- -1 for the zero padding.
% local function consecutive(first, count)
%   if first + count > U then return false end
%   for i = 1, count - 1 do
%     if used[first + i + 1] ~= used[first + 1] + i then return false end
%   end
%   return true
% end
% -- A copy instruction covers rpi rows of a chunk (its lanes' copy_row);
% -- group(c, i) gives the first staged position of instruction i of chunk
% -- c and how many rows it covers.
% local rpi = cpr <= 32 and 32 // cpr or 1
% local function group(c, i)
%   local first = c * KC
%   local p0 = first + i * rpi
%   return p0, math.min(rpi, first + math.min(KC, KP - first) - p0)
% end
% local function groups_of(c) return (math.min(KC, KP - c * KC) + rpi - 1) // rpi end
% local needs_table = false
% if cpr <= 32 then
%   for c = 0, chunks - 1 do
%     for i = 0, groups_of(c) - 1 do
%       local p0, count = group(c, i)
%       if p0 < U and not consecutive(p0, count) then needs_table = true end
%     end
%   end
% end
% if needs_table then
%   local rows = {}
%   for p = 0, KP - 1 do rows[#rows + 1] = p < U and tostring(used[p + 1]) or "-1" end

__constant__ int gimmik_rows[${KP}] = {${table.concat(rows, ", ")}};
% end

${d.prologue(plan)}${d.kernel(plan.kernel_name, threads, common.parameters(w))}
{
  ${d.shared_array("double", "smem", 0)}
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
% if WM > 1 then
  const int part = warp % ${WM}, group = warp / ${WM};
% else
  const int group = warp;
% end
  ${T} *const staged = (${T} *)(smem + ${AS}) + ${bshared and "group" or "warp"}*${S * stage};
% if ashared then
  const double *const a_lane = smem + lane${RV > 1 and "*" .. RV or ""};
% elseif NF > 0 then
  const double *const a_lane = gimmik_a + lane${RV > 1 and "*" .. RV or ""};
% end
  const int frag = (lane & 3)*${pitch} + (lane >> 2);
  const int crow = lane >> 2, ccol = 2*(lane & 3);
% if cpr <= 32 then
  const int copy_row = lane / ${cpr}, copy_col = ${W == 1 and "lane % " .. cpr or "lane % " .. cpr .. "*" .. W};
% end
% if ashared and NF > 0 then
  for (int i = threadIdx.x; i < ${NF * 16 * RV}; i += ${threads})
    gimmik_copy16(smem + 2*i, gimmik_a + 2*i, 16);
  gimmik_commit();
  gimmik_wait<0>();
% end
  __syncthreads();
#pragma unroll 1
  for (int rep = 0; rep < ${R}; rep++) {
    const ${ix} col0 = ((${ix})blockIdx.x*${R} + rep)*${WN * BN} + group*${BN};
    if (col0 >= ${w.n}) break;
% -- The lane's copy columns and bytes: one column when a row's copies fit
% -- the warp, else `per` of them.
% local per = cpr <= 32 and 1 or cpr // 32
% for j = 0, per - 1 do
%   local offset = cpr <= 32 and "copy_col" or tostring(j * 32 * W) .. " + lane*" .. W
    const ${ix} copy_at${j} = col0 + ${offset};
    const int copy_bytes${j} = copy_at${j} + ${W} <= ${w.n} ? ${copy_bytes} : copy_at${j} < ${w.n} ? (int)(${w.n} - copy_at${j})*${size} : 0;
% end
    const ${ix} at = col0 + ccol;
% if overlap then
    const ${ix} next0 = col0 + ${WN * BN};
    const int more = rep + 1 < ${R} && next0 < ${w.n};
%   for j = 0, per - 1 do
%     local offset = cpr <= 32 and "copy_col" or tostring(j * 32 * W) .. " + lane*" .. W
    const ${ix} next_at${j} = next0 + ${offset};
    const int next_bytes${j} = !more ? 0 : next_at${j} + ${W} <= ${w.n} ? ${copy_bytes} : next_at${j} < ${w.n} ? (int)(${w.n} - next_at${j})*${size} : 0;
%   end
%   if turning then
    const int turn = rep*${chunks % S} % ${S};
%   end
% end
% -- Copies of chunk c of a tile into its buffer (buffer(g), below).
% local function row_offset(expression)
%   return "(" .. ix .. ")(" .. expression .. ")*" .. w.ldb
% end
% -- The copy variables of the tile being staged: this one's (copy_at,
% -- copy_bytes) or the next one's (next_at, next_bytes).
% local function copy(indent, destination, row, j, tile)
%   -- row: a number (a row of B), an expression, or nil (zero padding).
%   if row == nil then
%     lines(indent, "gimmik_copy" .. copy_bytes .. "(" .. destination .. ", b, 0);")
%     return
%   end
%   local source = "b + " .. row_offset(row) .. " + " .. tile.at .. j
%   lines(indent, "gimmik_copy" .. copy_bytes .. "(" .. destination .. ", " .. tile.bytes .. j ..
%         " ? " .. source .. " : b, " .. tile.bytes .. j .. ");")
% end
% local this_tile = {at = "copy_at", bytes = "copy_bytes"}
% local next_tile = {at = "next_at", bytes = "next_bytes"}
% -- The offset of chunk g's buffer in the warp's sequence of this tile's
% -- chunks (g >= chunks: the next tile's).
% local function buffer(g)
%   if turning then return "(turn + " .. g .. ") % " .. S .. "*" .. stage end
%   return (g % S) * stage
% end
% -- A place k values into a buffer.
% local function within(base, k)
%   if type(base) == "number" then return tostring(base + k) end
%   return base .. " + " .. k
% end
% -- With B shared, share p copies the instructions (rows) i with
% -- i % mwarps = p.
% -- Chunk c of a tile into the buffer of chunk g of this tile's sequence.
% local function issue(c, indent, p, g, tile)
%   local first = c * KC
%   local rows = math.min(KC, KP - first)
%   local base = buffer(g)
%   local function mine(i) return not bshared or i % WM == p end
%   if cpr <= 32 then
%     for i = 0, groups_of(c) - 1 do
%      if mine(i) then
%       local p0, count = group(c, i)
%       local destination = "staged + " .. within(base, i * rpi * pitch) .. " + copy_row*" .. pitch .. " + copy_col"
%       local inner = indent
%       if count < rpi then
%         lines(indent, "if (copy_row < " .. count .. ")")
%         inner = indent .. "  "
%       end
%       if p0 >= U then
%         copy(inner, destination, nil, 0, tile)
%       elseif consecutive(p0, count) then
%         copy(inner, destination, rpi == 1 and tostring(used[p0 + 1]) or used[p0 + 1] .. " + copy_row", 0, tile)
%       else
%         lines(inner, "{")
%         lines(inner, "  const int row = gimmik_rows[" .. p0 .. " + copy_row];")
%         lines(inner, "  gimmik_copy" .. copy_bytes .. "(" .. destination .. ", row >= 0 && " .. tile.bytes .. "0 ? b + " ..
%               row_offset("row") .. " + " .. tile.at .. "0 : b, row >= 0 ? " .. tile.bytes .. "0 : 0);")
%         lines(inner, "}")
%       end
%      end
%     end
%   else
%     for u = 0, rows - 1 do
%       local at = first + u
%       for j = 0, mine(u) and per - 1 or -1 do
%         local destination = "staged + " .. within(base, u * pitch + j * 32 * W) .. " + lane*" .. W
%         copy(indent, destination, at < U and tostring(used[at + 1]) or nil, j, tile)
%       end
%     end
%   end
% end
% -- The work of share `p` (its tiles of rows first_mt..last_mt).
% local function share(p, indent)
%   local first_mt, last_mt = tiles.part_start[p + 1], tiles.part_start[p + 2] - 1
%   local busy = {}
%   for mt = first_mt, last_mt do
%     for ks = 0, KT - 1 do
%       if tile(mt, ks) >= 0 then busy[mt] = true end
%     end
%   end
%   -- The guarded accesses of a lane's two adjacent columns of row
%   -- TM mt + 8 h + crow, for each tile of columns nt:
%   -- visit(inner, nt, o, pair) emits the access of columns o, o + 1
%   -- (pair) or of column o alone.
%   -- With `whole` the warp's columns are all below n: no column guards.
%   local function each_row(mt, h, indent_, visit, whole)
%     local first = TM * mt + 8 * h
%     lines(indent_, "{")
%     lines(indent_, "  const int row = " .. first .. " + crow;")
%     local inner = indent_ .. "  "
%     if first + 8 > op.m then
%       lines(inner, "if (row < " .. op.m .. ") {")
%       inner = inner .. "  "
%     end
%     lines(inner, T .. " *const to = c + " .. w.c_offset("(" .. ix .. ")row", "at") .. ";")
%     for nt = 0, NW - 1 do
%       local o = 8 * nt
%       if whole then
%         visit(inner, nt, o, true)
%       else
%         lines(inner, "if (at + " .. (o + 1) .. " < " .. w.n .. ") {")
%         visit(inner .. "  ", nt, o, true)
%         lines(inner, "} else if (at + " .. o .. " < " .. w.n .. ") {")
%         visit(inner .. "  ", nt, o, false)
%         lines(inner, "}")
%       end
%     end
%     if first + 8 > op.m then lines(indent_ .. "  ", "}") end
%     lines(indent_, "}")
%   end
%   local function scaled(old)
%     local value = T == "double" and old or "(double)" .. old
%     return beta == 1 and value or dlit(beta) .. "*" .. value
%   end
%   -- With beta != 0 the accumulators start as beta times the old C, all
%   -- read before the first product: the compiler moves no read of C
%   -- above a store to C (the rows' distance, ldc, is not known to it),
%   -- so reads at the stores would wait a memory latency per row.  A
%   -- warp whose columns are all below n reads without guards, so that
%   -- its reads are issued together.
%   local load_rows
%   local function load_old(indent_)
%     lines(indent_, "if (col0 + " .. BN .. " <= " .. w.n .. ") {")
%     load_rows(indent_ .. "  ", true)
%     lines(indent_, "} else {")
%     load_rows(indent_ .. "  ", false)
%     lines(indent_, "}")
%   end
%   load_rows = function(indent_, whole)
%     for mt = first_mt, last_mt do
%       if busy[mt] then
%         for h = 0, HR - 1 do
%           if TM * mt + 8 * h < op.m then
%             each_row(mt, h, indent_, function(inner, nt, o, pair)
%               local name = "c" .. mt .. "_" .. nt .. "_"
%               if pair and W >= 2 then
%                 local vector = d.vector_type(T, 2)
%                 local old = "old" .. nt
%                 lines(inner, "const " .. vector .. " " .. old .. " = *(const " .. vector .. " *)(to + " .. o .. ");")
%                 lines(inner, name .. 2 * h .. " = " .. scaled(old .. ".x") .. ";")
%                 lines(inner, name .. 2 * h + 1 .. " = " .. scaled(old .. ".y") .. ";")
%               else
%                 lines(inner, name .. 2 * h .. " = " .. scaled("to[" .. o .. "]") .. ";")
%                 if pair then
%                   lines(inner, name .. 2 * h + 1 .. " = " .. scaled("to[" .. o + 1 .. "]") .. ";")
%                 end
%               end
%             end, whole)
%           end
%         end
%       end
%     end
%   end
%   local accumulators = {}
%   for mt = first_mt, last_mt do
%     if busy[mt] then
%       for nt = 0, NW - 1 do
%         for i = 0, 2 * HR - 1 do
%           accumulators[#accumulators + 1] = "c" .. mt .. "_" .. nt .. "_" .. i .. " = 0.0"
%         end
%       end
%     end
%   end
%   -- A share with no tile still copies its part of shared chunks.
%   local sync = bshared and "gimmik_group_sync(1 + group, " .. 32 * WM .. ");" or "__syncwarp();"
%   if #accumulators > 0 or bshared then
%     if #accumulators > 0 then
%       lines(indent, "double " .. table.concat(accumulators, ", ") .. ";")
%     end
%     -- With overlap the tiles after the first had theirs issued by the
%     -- tile before.
%     local first = overlap and indent .. "  " or indent
%     if overlap then lines(indent, "if (rep == 0) {") end
%     for c = 0, S - 2 do
%       if c < chunks then issue(c, first, p, c, this_tile) end
%       lines(first, "gimmik_commit();")
%     end
%     if overlap then lines(indent, "}") end
%     if beta ~= 0 and #accumulators > 0 then load_old(indent) end
%     for c = 0, chunks - 1 do
%       local g = c + S - 1
%       if g < chunks then
%         issue(g, indent, p, g, this_tile)
%       elseif overlap then
%         lines(indent, "if (more) {")
%         issue(g - chunks, indent .. "  ", p, g, next_tile)
%         lines(indent, "}")
%       end
%       lines(indent, "gimmik_commit();")
%       lines(indent, "gimmik_wait<" .. (S - 1) .. ">();")
%       lines(indent, sync)
%       local base = buffer(c)
%       for kk = 0, KC // TD - 1 do
%         local ks = c * KC // TD + kk
%         local active = {}
%         if ks < KT then
%           for mt = first_mt, last_mt do
%             if tile(mt, ks) >= 0 then active[#active + 1] = mt end
%           end
%         end
%         if #active > 0 then
%           lines(indent, "{")
%           for nt = 0, NW - 1 do
%             for j = 0, JD - 1 do
%               lines(indent, "  const double f" .. nt .. "_" .. j .. " = " .. (T == "double" and "" or "(double)") ..
%                     "staged[" .. within(base, (TD * kk + 4 * j) * pitch + 8 * nt) .. " + frag];")
%             end
%           end
%           for _, mt in ipairs(active) do
%             lines(indent, "  {")
%             local at = 32 * RV * tile(mt, ks)
%             local a = {}
%             if RV == 1 then
%               local value = "a_lane[" .. at .. "]"
%               lines(indent, "    const double a0 = " .. (ashared and value or "__ldg(&" .. value .. ")") .. ";")
%               a[1] = "a0"
%             else
%               for pair = 0, RV // 2 - 1 do
%                 local where = "(const double2 *)(a_lane + " .. (at + 2 * pair) .. ")"
%                 lines(indent, "    const double2 a" .. pair .. " = " .. (ashared and "*" .. where or "__ldg(" .. where .. ")") .. ";")
%                 a[#a + 1] = "a" .. pair .. ".x"
%                 a[#a + 1] = "a" .. pair .. ".y"
%               end
%             end
%             for nt = 0, NW - 1 do
%               local args = {}
%               for i = 0, 2 * HR - 1 do args[#args + 1] = "c" .. mt .. "_" .. nt .. "_" .. i end
%               for _, value in ipairs(a) do args[#args + 1] = value end
%               for j = 0, JD - 1 do args[#args + 1] = "f" .. nt .. "_" .. j end
%               lines(indent, "    gimmik_mma(" .. table.concat(args, ", ") .. ");")
%             end
%             lines(indent, "  }")
%           end
%           lines(indent, "}")
%         end
%       end
%       lines(indent, sync)
%     end
%   end
%   -- The stores: the accumulators as they are (they hold beta*C already)
%   -- or, in a tile of rows with no product, beta times the old C.
%   local function combine(mt, accumulator, old)
%     local value
%     if busy[mt] then
%       value = accumulator
%     elseif beta == 0 then
%       value = "0.0"
%     else
%       value = scaled(old)
%     end
%     return T == "double" and value or "(" .. T .. ")(" .. value .. ")"
%   end
%   for mt = first_mt, last_mt do
%     for h = 0, HR - 1 do
%       if (busy[mt] or beta ~= 1) and TM * mt + 8 * h < op.m then
%         each_row(mt, h, indent, function(inner, nt, o, pair)
%           local a0 = "c" .. mt .. "_" .. nt .. "_" .. 2 * h
%           local a1 = "c" .. mt .. "_" .. nt .. "_" .. 2 * h + 1
%           if pair and W >= 2 then
%             local vector = d.vector_type(T, 2)
%             if not busy[mt] and beta ~= 0 then
%               lines(inner, "const " .. vector .. " old = *(const " .. vector .. " *)(to + " .. o .. ");")
%             end
%             lines(inner, "*(" .. vector .. " *)(to + " .. o .. ") = " ..
%                   d.make_vector(T, 2, {combine(mt, a0, "old.x"), combine(mt, a1, "old.y")}) .. ";")
%           else
%             lines(inner, "to[" .. o .. "] = " .. combine(mt, a0, "to[" .. o .. "]") .. ";")
%             if pair then
%               lines(inner, "to[" .. o + 1 .. "] = " .. combine(mt, a1, "to[" .. o + 1 .. "]") .. ";")
%             end
%           end
%         end)
%       end
%     end
%   end
% end
% if WM == 1 then
%   share(0, "    ")
% else
%   local keyword = "if"
%   for p = 0, WM - 1 do
    ${keyword} (part == ${p}) {
%     share(p, "      ")
    }
%     keyword = "else if"
%   end
% end
  }
}
