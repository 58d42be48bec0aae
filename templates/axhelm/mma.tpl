% -- mma (CUDA, double, sm_80+): FP64 tensor cores for the r and s
% -- contractions and their transposes.  The (j, i) plane of an element is
% -- padded to P = 8 ceil(N/8) and cut into 8 x 8 tiles, one warp each; a
% -- lane owns the nodes of its tile that an m8n8k4 accumulator gives it:
% -- row j = tile_j*8 + lane/4, columns i and i + 1 with
% -- i = tile_i*8 + 2 (lane % 4), in every layer k.  Per layer k the warp
% -- computes, in those positions,
% --   ur_k = U_k D^T     (A: u rows from shared memory, B: D in registers)
% --   us_k = D U_k       (A: D in registers,            B: u from shared)
% --   Au_k = Gr_k D + D^T Gs_k   (gr and gs back through shared memory)
% -- while the t contractions use literal D (their u from a register
% -- column, split even-odd with evenodd, or, with tshared, from shared
% -- memory) and the geometry is worked per node in registers.  A vector
% -- field's components share a pass (fuse = 1), take one each (fuse = 0)
% -- or run on warps of their own (fuse = 2).  Padding is zero in shared
% -- memory and in the D fragments, so padded nodes compute zeros and are
% -- never stored.
% -- With stage, the lanes' stored geometry is copied ahead (common.lua).
% -- Shared rows have a pitch of P + 4 doubles: the eight rows a
% -- half-warp's fragment load touches then fall in distinct banks.
% local common = import("axhelm/common.lua")
% local w = common.setup(plan)
% local N, NN = w.N, w.NN
% local T, d, line, at = w.T, w.d, common.line, common.at
% local sp = d.shared_pointer(T)
% local TILES = (N + 7) // 8
% local P, PITCH = 8 * TILES, plan.layout.pitch
% local LS = P * PITCH                  -- one layer in shared memory
% local STEPS = (N + 3) // 4            -- k-steps of 4 over m < N
% local padded = N < P
% local sync = TILES == 1 and "__syncwarp();" or d.barrier
% local halves = {"a", "b"}
% -- The D fragments: forward (D[row][m]) and transposed (D[m][row]) for the
% -- warp's tile rows (tile_j) and tile columns (tile_i); one set when the
% -- element is one tile.
% local function fragment(kind, tile, s)
%   if TILES == 1 then tile = "" end
%   return "d" .. kind .. tile .. "_" .. s
% end
${common.banner(w)}
% common.preamble(w, {D = true})

// One m8n8k4 FP64 product into (c0, c1): the accumulator layout gives
// lane l row l/4 and columns 2(l%4), 2(l%4)+1; A holds row l/4, column
// l%4; B row l%4, column l/4.
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double a, double b)
{
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a), "d"(b));
}

% common.open_kernel(w)
% -- fuse = 2: the element's components on warps of their own (component
% -- cw), one pass; their geometry loads meet in L1.
% local split = plan.params.fuse == 2
% local groups = split and plan.fields or 1
% -- A blocked layout is loaded and stored by the block (below): its lanes
% -- need neither their element's base nor their nodes' indices, but for
% -- stored factors (which they read themselves, from the element's e).
% local blocked = w.B > 0
% common.element_index(w, 32 * TILES * TILES * groups, blocked)
% if split then
%   line("  ", "const int cw = t / " .. (32 * TILES * TILES) .. " % " .. groups .. ";")
%   w.passes = {{"cw"}}
% end
% line("  ", "const int lane = t % 32;")
% if TILES > 1 then
%   line("  ", "const int tile = t / 32 % " .. (TILES * TILES) .. ";")
%   line("  ", "const int tile_j = tile / " .. TILES .. ", tile_i = tile % " .. TILES .. ";")
% else
%   line("  ", "const int tile_j = 0, tile_i = 0;")
% end
% line("  ", "const int row = lane >> 2, quad = lane & 3;")
% line("  ", "const int j = tile_j*8 + row;")
% line("  ", "const int i = tile_i*8 + 2*quad;")
% -- Offsets in a shared layer: the lane's own cells; its A fragment of row
% -- j (column m = quad + 4s); its B fragment of column tile_i*8 + row
% -- (row m = quad + 4s).
% line("  ", "const int own = j*" .. PITCH .. " + i;")
% line("  ", "const int afrag = j*" .. PITCH .. " + quad;")
% line("  ", "const int bfrag = quad*" .. PITCH .. " + tile_i*8 + row;")
% -- Node indices in the element, clamped into it for padded lanes (whose
% -- geometry then is some real node's: finite, multiplying zeros).
% if padded then
%   line("  ", "const int valid_a = j < " .. N .. " && i < " .. N .. ";")
%   line("  ", "const int valid_b = j < " .. N .. " && i + 1 < " .. N .. ";")
%   line("  ", "const int jc = min(j, " .. (N - 1) .. ");")
%   line("  ", "const int ia = min(i, " .. (N - 1) .. "), ib = min(i + 1, " .. (N - 1) .. ");")
% else
%   line("  ", "const int jc = j, ia = i, ib = i + 1;")
% end
% if not blocked or plan.geometry == "stored" then
%   line("  ", "const int node_a = jc*" .. N .. " + ia, node_b = jc*" .. N .. " + ib;")
% end
% -- The D fragments, zero outside N x N.
% local function fetch(name, row_expression, column_expression)
%   local index = "(" .. row_expression .. ")*" .. N .. " + " .. column_expression
%   local value = "c_D[" .. index .. "]"
%   if padded or STEPS * 4 > N then
%     value = "(" .. row_expression .. " < " .. N .. " && " .. column_expression .. " < " .. N ..
%             ") ? " .. value .. " : " .. w.lit(0)
%   end
%   line("  ", "const " .. T .. " " .. name .. " = " .. value .. ";")
% end
% local tiles = TILES == 1 and {"j"} or {"j", "i"}
% for s = 0, STEPS - 1 do
%   for _, tile in ipairs(tiles) do
%     local rows = "tile_" .. tile .. "*8 + row"
%     fetch(fragment("f", tile, s), rows, "quad + " .. (4 * s))
%     fetch(fragment("t", tile, s), "quad + " .. (4 * s), rows)
%   end
% end
% -- Where the t contraction reads u: tshared = 0, a column of u (then ut,
% -- then gt) in registers and the transposed t product at the store;
% -- tshared = 1, the layers of u in shared memory, two values at a time,
% -- and each gt scattered into the Au column at once (fewer registers:
% -- no column but Au's).
% local tshared = plan.params.tshared == 1
% -- Stored geometry: the element's pointers once; the other modes work
% -- per node (their weights and Jacobian depend on i).
% local stored = plan.geometry == "stored"
% if stored then common.thread_geometry(w, {}) end
% common.stage_begin(w, {"node_a", "node_b"}, "  ")
% -- The fusions (common.lua).  In a blocked layout the lanes' nodes are
% -- B values apart, so the block's threads load and store its elements
% -- through shared memory instead, consecutive threads on consecutive
% -- elements (the layout's point), each element's cells where its lanes
% -- read them; a lane zeroes its own padded cells.
% local function cooperative(c, position, store)
%   local offset = (position - 1) * (N + 4) * LS
%   local component = c == 0 and "" or c == 1 and "field_stride + " or (c .. "*field_stride + ")
%   if not store and padded then
%     for k = 0, N - 1 do
%       for index, x in ipairs(halves) do
%         line("    ", "if (!valid_" .. x .. ") su" .. c .. "[" .. at("own", k * LS + index - 1) .. "] = " .. w.lit(0) .. ";")
%       end
%     end
%   end
    for (int idx = t; idx < ${w.epb * w.NNN}; idx += ${plan.threads}) {
      const int lz = idx % ${w.epb}, lnode = idx / ${w.epb};
      const int lslot = first + (int)${d.group_x}*${w.epb} + lz;
      const int le = lslot - first < elements ? lslot : first + elements - 1;
      const ${w.i64} lindex = ${component}${common.element_base(w, "le")} + (${w.i64})lnode*${w.B};
      const int lcell = ${at("lz*" .. plan.layout.slot_stride, offset)} + lnode / ${NN}*${LS} + lnode / ${N} % ${N}*${PITCH} + lnode % ${N};
%   if store then
      if (lslot - first < elements) au[lindex] = pool[lcell];
%   else
      const ${T} value = ${common.u_value(w, function(argument) return argument .. "[lindex]" end)};
%     if w.input then
      if (lslot - first < elements) u[lindex] = value;
%     end
      pool[lcell] = value;
%   end
    }
% end
% -- The lanes' own u (element-major): loads, or the input evaluated and
% -- stored where the lane's element and node are real.
% local function lane_loads(c)
%   common.element_pointers(w, c, "    ")
%   for k = 0, N - 1 do
%     for index, x in ipairs(halves) do
%       local load = common.u_value(w, common.element_read(c, common.node(w, "node_" .. x, k * NN)))
%       if padded then load = "(valid_" .. x .. " ? " .. load .. " : " .. w.lit(0) .. ")" end
%       local cell = "su" .. c .. "[" .. at("own", k * LS + index - 1) .. "]"
%       if tshared and not w.input then
%         line("    ", cell .. " = " .. load .. ";")
%       else
%         line("    ", "const " .. T .. " u" .. c .. "_" .. k .. x .. " = " .. load .. ";")
%         line("    ", cell .. " = u" .. c .. "_" .. k .. x .. ";")
%       end
%     end
%   end
%   if not w.input then return end
    if (owner) {
%   for k = 0, N - 1 do
%     for _, x in ipairs(halves) do
%       local store = "uc" .. c .. "[" .. common.node(w, "node_" .. x, k * NN) .. "] = u" .. c .. "_" .. k .. x .. ";"
%       if padded then store = "if (valid_" .. x .. ") " .. store end
%       line("      ", store)
%     end
%   end
    }
% end
% -- Without tshared the t products of the register column; the Au
% -- column's declarations.
% local function column(c)
%   if not tshared then
%     for _, x in ipairs(halves) do
%       local ut = common.contract_line(w, function(m) return "u" .. c .. "_" .. m .. x end, false,
%                                       "tu" .. c .. x .. "_", "    ")
%       for k = 0, N - 1 do
%         line("    ", T .. " tc" .. c .. "_" .. k .. x .. " = " .. ut(k) .. ";")
%       end
%     end
%   end
%   local names = {}
%   for k = 0, N - 1 do
%     for _, x in ipairs(halves) do names[#names + 1] = "au" .. c .. "_" .. k .. x end
%   end
%   line("    ", T .. " " .. table.concat(names, ", ") .. ";")
% end
% for pass_index, pass in ipairs(w.passes) do
%   if pass_index > 1 then line("  ", blocked and d.barrier or sync) end
  {
%   common.stage_pass(w, pass_index, "    ")
%   local started = {}
%   -- Per component: the lanes' u, or in a blocked layout the block's
%   -- (cooperative), into shared memory, then the column products.
%   for position, c in ipairs(pass) do
%     local offset = (position - 1) * (N + 4) * LS
%     local slot = split and ("(z*" .. groups .. " + cw)*" .. ((N + 4) * LS)) or ("z*" .. plan.layout.slot_stride)
%     line("    ", sp .. " su" .. c .. " = pool + " .. at(slot, offset) .. ";")
%     for parity = 0, 1 do
%       line("    ", sp .. " sgr" .. c .. "_" .. parity .. " = su" .. c .. " + " .. ((N + 2 * parity) * LS) .. ";")
%       line("    ", sp .. " sgs" .. c .. "_" .. parity .. " = su" .. c .. " + " .. ((N + 2 * parity + 1) * LS) .. ";")
%     end
%     if blocked then
%       cooperative(c, position, false)
%     else
%       lane_loads(c)
%       column(c)
%     end
%   end
%   if blocked then
%     line("    ", d.barrier)
%     for _, c in ipairs(pass) do
%       if not tshared then
%         for k = 0, N - 1 do
%           for index, x in ipairs(halves) do
%             line("    ", "const " .. T .. " u" .. c .. "_" .. k .. x .. " = su" .. c .. "[" .. at("own", k * LS + index - 1) .. "];")
%           end
%         end
%       end
%       column(c)
%     end
%   else
%     line("    ", sync)
%   end
%   for k = 0, N - 1 do
%     local parity = k % 2
    {
%     -- ur and us of the layer (and, with tshared, ut), then gr, gs, gt
%     -- at the lane's two nodes.
%     for _, c in ipairs(pass) do
%       line("      ", T .. " ur" .. c .. "a = " .. w.lit(0) .. ", ur" .. c .. "b = " .. w.lit(0) .. ";")
%       line("      ", T .. " us" .. c .. "a = " .. w.lit(0) .. ", us" .. c .. "b = " .. w.lit(0) .. ";")
%       for s = 0, STEPS - 1 do
%         line("      ", "gimmik_mma(ur" .. c .. "a, ur" .. c .. "b, su" .. c .. "[" ..
%                      at("afrag", k * LS + 4 * s) .. "], " .. fragment("f", "i", s) .. ");")
%         line("      ", "gimmik_mma(us" .. c .. "a, us" .. c .. "b, " .. fragment("f", "j", s) ..
%                      ", su" .. c .. "[" .. at("bfrag", k * LS + 4 * s * PITCH) .. "]);")
%       end
%       if tshared then
%         for m = 0, N - 1 do
%           if common.D(w, k, m) ~= 0 or (w.helmholtz and m == k) then
%             line("      ", "const double2 v" .. c .. "_" .. m .. " = *(const double2*)(su" .. c ..
%                          " + " .. at("own", m * LS) .. ");")
%           end
%         end
%         for _, x in ipairs(halves) do
%           local part = x == "a" and ".x" or ".y"
%           line("      ", "const " .. T .. " ut" .. c .. x .. " = " ..
%                        common.contract(w, k, function(m) return "v" .. c .. "_" .. m .. part end) .. ";")
%         end
%       end
%     end
%     for _, x in ipairs(halves) do
      {
%       local frame = {i = "i" .. x, j = "jc", k = tostring(k), layer = k}
%       if not stored then common.thread_geometry(w, frame, "        ") end
%       local scale = common.node_geometry(w, frame, "node_" .. x, k * NN, "        ")
%       for _, c in ipairs(pass) do
%         local ut = tshared and ("ut" .. c .. x) or ("tc" .. c .. "_" .. k .. x)
%         common.apply_geometry(w, c, scale, "ur" .. c .. x, "us" .. c .. x, ut, "        ")
%         local u = tshared and ("v" .. c .. "_" .. k .. (x == "a" and ".x" or ".y")) or ("u" .. c .. "_" .. k .. x)
%         common.dot_node(w, c, "ur" .. c .. x, "us" .. c .. x, ut, u, "        ")
%         local cell = "[" .. at("own", x == "a" and 0 or 1) .. "]"
%         line("        ", "sgr" .. c .. "_" .. parity .. cell .. " = gr" .. c .. ";")
%         line("        ", "sgs" .. c .. "_" .. parity .. cell .. " = gs" .. c .. ";")
%         if tshared then
%           for m = 0, N - 1 do
%             local coefficient = common.D(w, k, m)
%             if coefficient ~= 0 then
%               common.accumulate(started, "au" .. c .. "_" .. m .. x,
%                                 common.combine(w, {{coefficient, "gt" .. c}}), "        ")
%             end
%           end
%         else
%           line("        ", ut .. " = gt" .. c .. ";")
%         end
%         if w.helmholtz then
%           local u = tshared and ("v" .. c .. "_" .. k .. (x == "a" and ".x" or ".y")) or ("u" .. c .. "_" .. k .. x)
%           common.accumulate(started, "au" .. c .. "_" .. k .. x, "hm*" .. u, "        ")
%         end
%       end
      }
%     end
%     common.stage_refill(w, k, "      ")
%     line("      ", sync)
%     -- Au of the layer += Gr D + D^T Gs.
%     for _, c in ipairs(pass) do
%       local a0, a1 = "au" .. c .. "_" .. k .. "a", "au" .. c .. "_" .. k .. "b"
%       for _, name in ipairs({a0, a1}) do
%         if not started[name] then
%           started[name] = true
%           line("      ", name .. " = " .. w.lit(0) .. ";")
%         end
%       end
%       for s = 0, STEPS - 1 do
%         line("      ", "gimmik_mma(" .. a0 .. ", " .. a1 .. ", sgr" .. c .. "_" .. parity .. "[" ..
%                      at("afrag", 4 * s) .. "], " .. fragment("t", "i", s) .. ");")
%         line("      ", "gimmik_mma(" .. a0 .. ", " .. a1 .. ", " .. fragment("t", "j", s) ..
%                      ", sgs" .. c .. "_" .. parity .. "[" .. at("bfrag", 4 * s * PITCH) .. "]);")
%       end
%     end
    }
%   end
%   -- Without tshared the transposed t product meets the rest here; in
%   -- a blocked layout Au goes through the u layers (read by now) to the
%   -- block's stores.
%   if blocked then
%     line("    ", d.barrier)
    {
%   else
%     for _, c in ipairs(pass) do
%       common.field_pointer(w, "au", c, false, "auc" .. c, "    ")
%     end
    if (owner) {
%   end
%   for _, c in ipairs(pass) do
%     local tgt = {}
%     for _, x in ipairs(halves) do
%       if not tshared then
%         tgt[x] = common.contract_line(w, function(m) return "tc" .. c .. "_" .. m .. x end, true,
%                                       "tg" .. c .. x .. "_", "      ")
%       end
%     end
%     for k = 0, N - 1 do
%       for index, x in ipairs(halves) do
%         local value = "au" .. c .. "_" .. k .. x
%         if not tshared then value = value .. " + " .. tgt[x](k) end
%         local store = "auc" .. c .. "[" .. common.node(w, "node_" .. x, k * NN) .. "] = " .. value .. ";"
%         if blocked then
%           store = "su" .. c .. "[" .. at("own", k * LS + index - 1) .. "] = " .. value .. ";"
%         elseif padded then
%           store = "if (valid_" .. x .. ") " .. store
%         end
%         line("      ", store)
%       end
%     end
%   end
    }
%   if blocked then
%     line("    ", d.barrier)
%     for position, c in ipairs(pass) do cooperative(c, position, true) end
%   end
  }
% end
% common.dot_close(w)
}
