% -- col-split: a block of block_x columns by ksplit y-threads.  Each
% -- y-thread owns a share of A's used columns (schedule.c) and loads each
% -- of those rows of B once, into the register slot the schedule gave it,
% -- at the start of the chunk of C rows that first needs it: after the
% -- barrier that ends the chunk before, which no load can be hoisted over,
% -- so only the values a chunk shares with later ones stay alive.  C rows
% -- go rchunk at a time: every y-thread writes its partial dot products
% -- to shared memory as it forms them, and after one barrier the
% -- y-threads sum the partials of a row each and store it (in the split
% -- programs below, a row's own y-thread keeps its partial in a
% -- register).  The partial buffers alternate, so one barrier per chunk;
% -- with buffers = 1 there is one buffer, and a second barrier after the
% -- sums keeps the next chunk's partials from overwriting it.
% -- With width W > 1 a thread takes W adjacent columns: its values of B,
% -- its partials and its old values of C are vectors of W, each dot
% -- product formed per lane (n is baked, a multiple of W).
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local d = w.d
% local block_x, ksplit, rchunk = plan.params.block_x, plan.params.ksplit, plan.params.rchunk
% local buffers = plan.params.buffers or 2
% local W = w.width
% local VT = W == 1 and w.T or d.vector_type(w.T, W)
% -- A vector of W values from lane_value(l), or the value itself.
% local function gather(lane_value)
%   if W == 1 then return lane_value(1) end
%   local lanes = {}
%   for l = 1, W do lanes[l] = lane_value(l) end
%   return d.make_vector(w.T, W, lanes)
% end
% local function zero() return gather(function() return w.lit(0) end) end
% local chunk_count = (op.m + rchunk - 1) // rchunk
% local owner = {}
% for g = 0, ksplit - 1 do
%   for _, j in ipairs(groups.members[g + 1]) do owner[j] = g end
% end
% -- loads[h + 1][g + 1]: the columns y-thread g first needs in chunk h.
% local loads, loaded = {}, {}
% for h = 0, chunk_count - 1 do
%   local per = {}
%   for g = 1, ksplit do per[g] = {} end
%   for r = h * rchunk + 1, math.min((h + 1) * rchunk, op.m) do
%     for _, term in ipairs(op.rows[r]) do
%       if not loaded[term.col] then
%         loaded[term.col] = true
%         local list = per[owner[term.col] + 1]
%         list[#list + 1] = term.col
%       end
%     end
%   end
%   loads[h + 1] = per
% end
% local function emit_loads(h, g, indent)
%   for _, j in ipairs(loads[h + 1][g + 1]) do
${indent}v${groups.slot[j]} = ${common.load_b(w, j, "load_col", W)};
%   end
% end
% -- With beta != 0 each y-thread reads the old C of its rows of a chunk
% -- (ty, ty + ksplit, ...) into cold<t> before the chunk's partials are
% -- formed, so the reads overlap that work and the barrier rather than
% -- each waiting at its store (common.old_reader says why).
% local ahead = plan.beta ~= 0 and (math.min(rchunk, op.m) + ksplit - 1) // ksplit or 0
% -- Where the dialect has a barrier that the y-threads may reach from
% -- different places (CUDA) and each y-thread is whole warps, each runs
% -- a program of its own.
% local split = d.split_barrier ~= nil and block_x % 32 == 0
% -- Partial of group g for row s (a number or an expression) of the chunk.
% local function partial(buffer, g, s)
%   local base = (buffer * ksplit + g) * rchunk
%   return string.format("smem[(%d + %s)*%d + tx]", base, s, block_x)
% end
${common.banner(op, plan)}
${common.prologue(w)}${split and d.split_barrier_helper .. "\n" or ""}${d.kernel(plan.kernel_name, block_x * ksplit, common.parameters(w), block_x, ksplit)}
{
  ${d.shared_array(VT, "smem", buffers * ksplit * rchunk * block_x)}
  const int tx = ${d.local_x}, ty = ${d.local_y};
  const ${w.ix} col = ${W == 1 and "" or "("}(${w.ix})${d.group_x}*${block_x} + tx${W == 1 and "" or ")*" .. W};
  const ${w.ix} load_col = col < ${w.n} ? col : ${w.n} - ${W};
% local slots = {}
% for s = 0, groups.slots - 1 do slots[#slots + 1] = "v" .. s .. " = " .. zero() end
  ${VT} ${table.concat(slots, ", ")};
% if split then
%   local owns = {}
%   for t = 0, (math.min(rchunk, op.m) + ksplit - 1) // ksplit - 1 do owns[#owns + 1] = "own" .. t end
  ${VT} ${table.concat(owns, ", ")};
% end
% if ahead > 0 then
%   local olds = {}
%   for t = 0, ahead - 1 do olds[#olds + 1] = "cold" .. t .. " = " .. zero() end
  ${VT} ${table.concat(olds, ", ")};
% end
% -- Group g's terms of row r (1-based) of A.
% local function terms_of(r, g)
%   local mine = {}
%   for _, term in ipairs(op.rows[r]) do
%     if owner[term.col] == g then mine[#mine + 1] = term end
%   end
%   return mine
% end
% local function dot_of(mine)
%   return gather(function(l)
%     if #mine == 0 then return w.lit(0) end
%     return w.dot(mine, function(term)
%       return common.lane("v" .. groups.slot[term.col], W, l)
%     end)
%   end)
% end
% -- Group g's loads for chunk h and its partials of the chunk's rows.
% -- In the split programs (split true) a row's own y-thread keeps its
% -- partial in own<t> and the others write only the partials that have
% -- terms, so shared memory carries no more than the sums need.
% local function emit_partials(h, g, indent, split)
%   local first_row = h * rchunk
%   local length = math.min(rchunk, op.m - first_row)
%   emit_loads(h, g, indent)
%   for s = 0, length - 1 do
%     local mine = terms_of(first_row + s + 1, g)
%     if not split then
${indent}${partial(h % buffers, g, s)} = ${dot_of(mine)};
%     elseif s % ksplit ~= g and #mine > 0 then
${indent}${partial(h % buffers, g, s)} = ${dot_of(mine)};
%     end
%   end
%   if split then
%     for s = g, length - 1, ksplit do
${indent}own${(s - g) // ksplit} = ${dot_of(terms_of(first_row + s + 1, g))};
%     end
%   end
% end
% -- Row s (a number, or "s") of chunk h summed over the groups and stored;
% -- old: the variable holding its old value read ahead, or nil.  With
% -- own, the sum of row s of the split programs: the variable holding
% -- the partial of its own y-thread and the others' that have terms.
% local function emit_sum(h, s, indent, old, own)
%   local terms = {own}
%   for g = 0, ksplit - 1 do
%     if not own then
%       terms[#terms + 1] = partial(h % buffers, g, s)
%     elseif g ~= s % ksplit and #terms_of(h * rchunk + s + 1, g) > 0 then
%       terms[#terms + 1] = partial(h % buffers, g, s)
%     end
%   end
${indent}{
%   local sums = {}
%   for l = 1, W do
%     local lanes = {}
%     for i, term in ipairs(terms) do lanes[i] = common.lane(term, W, l) end
%     sums[l] = W == 1 and "sum" or "sum" .. (l - 1)
${indent}  const ${w.T} ${sums[l]} = ${table.concat(lanes, " + ")};
%   end
%   emit(common.store_row(w, "(" .. h * rchunk .. " + " .. s .. ")", "col", W, sums, indent .. "  ", old))
${indent}}
% end
% if split then
%   -- One program per y-thread, each with its own barriers: the values
%   -- of one group are never alive in another's code.
%   local keyword = "if"
%   for g = 0, ksplit - 1 do
  ${keyword} (ty == ${g}) {
%     for h = 0, chunk_count - 1 do
%       local length = math.min(rchunk, op.m - h * rchunk)
%       if ahead > 0 and g < length then
    if (col < ${w.n}) {
%         for t = 0, (length - 1 - g) // ksplit do
      cold${t} = ${common.load_c(w, "(" .. h * rchunk + g + t * ksplit .. ")", "col", W)};
%         end
    }
%       end
%       emit_partials(h, g, "    ", true)
    ${d.split_barrier}
%       if g < length then
    if (col < ${w.n}) {
%         for t = 0, (length - 1 - g) // ksplit do
%           emit_sum(h, g + t * ksplit, "      ", ahead > 0 and "cold" .. t or nil, "own" .. t)
%         end
    }
%       end
%       if buffers == 1 and h < chunk_count - 1 then
    ${d.split_barrier}
%       end
%     end
  }
%     keyword = "else if"
%   end
% else
%   for h = 0, chunk_count - 1 do
%     local length = math.min(rchunk, op.m - h * rchunk)
%     if ahead > 0 then
  if (col < ${w.n}) {
%       for t = 0, ahead - 1 do
%         local row = "(" .. h * rchunk .. " + ty + " .. t * ksplit .. ")"
%         if (t + 1) * ksplit <= length then
    cold${t} = ${common.load_c(w, row, "col", W)};
%         elseif t * ksplit < length then
    if (ty + ${t * ksplit} < ${length}) cold${t} = ${common.load_c(w, row, "col", W)};
%         end
%       end
  }
%     end
%     local keyword = "if"
%     for g = 0, ksplit - 1 do
  ${keyword} (ty == ${g}) {
%       emit_partials(h, g, "    ", false)
  }
%       keyword = "else if"
%     end
  ${d.barrier}
  if (col < ${w.n}) {
%     if ahead == 0 then
    for (int s = ty; s < ${length}; s += ${ksplit})
%       emit_sum(h, "s", "    ")
%     else
%       for t = 0, ahead - 1 do
%         if (t + 1) * ksplit <= length then
%           emit_sum(h, "(ty + " .. t * ksplit .. ")", "    ", "cold" .. t)
%         elseif t * ksplit < length then
    if (ty + ${t * ksplit} < ${length})
%           emit_sum(h, "(ty + " .. t * ksplit .. ")", "    ", "cold" .. t)
%         end
%       end
%     end
  }
%     if buffers == 1 and h < chunk_count - 1 then
  ${d.barrier}
%     end
%   end
% end
}
