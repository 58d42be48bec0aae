% -- col-split: a block of block_x columns by ksplit y-threads.  Each
% -- y-thread owns a contiguous share of A's used columns (balanced by
% -- nonzeros) and loads those rows of B once.  C rows go rchunk at a time:
% -- every y-thread writes its partial dot products to shared memory, and
% -- after one barrier the y-threads sum the partials of a row each and
% -- store it.  The partial buffers alternate, so one barrier per chunk.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local d = w.d
% local block_x, ksplit, rchunk = plan.params.block_x, plan.params.ksplit, plan.params.rchunk
% local chunk_count = (op.m + rchunk - 1) // rchunk
% local owner = {}
% for g = 0, ksplit - 1 do
%   for _, j in ipairs(groups.members[g + 1]) do owner[j] = g end
% end
% -- With beta != 0 each y-thread reads the old C of its rows of a chunk
% -- (ty, ty + ksplit, ...) into cold<t> before the chunk's partials are
% -- formed, so the reads overlap that work and the barrier rather than
% -- each waiting at its store (common.old_reader says why).
% local ahead = plan.beta ~= 0 and (math.min(rchunk, op.m) + ksplit - 1) // ksplit or 0
% -- Partial of group g (a number, or "ty") for row s of the chunk.
% local function partial(buffer, g, s)
%   local base = buffer * ksplit * rchunk
%   if type(g) == "number" then
%     return string.format("partial[(%d + %s)*%d + tx]", base + g * rchunk, s, block_x)
%   end
%   return string.format("partial[(%d + %s*%d + %s)*%d + tx]", base, g, rchunk, s, block_x)
% end
${common.banner(op, plan)}
${d.prologue(plan)}${d.kernel(plan.kernel_name, block_x * ksplit, common.parameters(w), block_x, ksplit)}
{
  ${d.shared_array(w.T, "partial", 2 * ksplit * rchunk * block_x)}
  const int tx = ${d.local_x}, ty = ${d.local_y};
  const ${w.ix} col = (${w.ix})${d.group_x}*${block_x} + tx;
  const ${w.ix} load_col = col < ${w.n} ? col : ${w.n} - 1;
% local slots = {}
% for s = 0, groups.slots - 1 do slots[#slots + 1] = "v" .. s .. " = " .. w.lit(0) end
  ${w.T} ${table.concat(slots, ", ")};
% if ahead > 0 then
%   local olds = {}
%   for t = 0, ahead - 1 do olds[#olds + 1] = "cold" .. t .. " = " .. w.lit(0) end
  ${w.T} ${table.concat(olds, ", ")};
% end
% local keyword = "if"
% for g = 0, ksplit - 1 do
  ${keyword} (ty == ${g}) {
%   for _, j in ipairs(groups.members[g + 1]) do
    v${groups.slot[j]} = ${common.load_b(w, j, "load_col", 1)};
%   end
  }
%   keyword = "else if"
% end
% for h = 0, chunk_count - 1 do
%   local first_row = h * rchunk
%   local length = math.min(rchunk, op.m - first_row)
%   local buffer = h % 2
%   if ahead > 0 then
  if (col < ${w.n}) {
%     for t = 0, (length + ksplit - 1) // ksplit - 1 do
%       local row = "(" .. first_row .. " + ty + " .. t * ksplit .. ")"
%       if (t + 1) * ksplit <= length then
    cold${t} = ${common.load_c(w, row, "col", 1)};
%       else
    if (ty + ${t * ksplit} < ${length}) cold${t} = ${common.load_c(w, row, "col", 1)};
%       end
%     end
  }
%   end
  {
%   local sums = {}
%   for s = 0, length - 1 do sums[#sums + 1] = "p" .. s .. " = " .. w.lit(0) end
    ${w.T} ${table.concat(sums, ", ")};
%   keyword = "if"
%   for g = 0, ksplit - 1 do
    ${keyword} (ty == ${g}) {
%     for s = 0, length - 1 do
%       local mine = {}
%       for _, term in ipairs(op.rows[first_row + s + 1]) do
%         if owner[term.col] == g then mine[#mine + 1] = term end
%       end
%       if #mine > 0 then
      p${s} = ${w.dot(mine, function(term) return "v" .. groups.slot[term.col] end)};
%       end
%     end
    }
%     keyword = "else if"
%   end
%   for s = 0, length - 1 do
    ${partial(buffer, "ty", s)} = p${s};
%   end
  }
  ${d.barrier}
%   local terms = {}
%   for g = 0, ksplit - 1 do terms[#terms + 1] = partial(buffer, g, "s") end
  if (col < ${w.n}) {
%   if ahead == 0 then
    for (int s = ty; s < ${length}; s += ${ksplit}) {
      const ${w.T} sum = ${table.concat(terms, " + ")};
%     emit(common.store_row(w, "(" .. first_row .. " + s)", "col", 1, {"sum"}, "      "))
    }
%   else
%     for t = 0, (length + ksplit - 1) // ksplit - 1 do
    {
      const int s = ty + ${t * ksplit};
%       local indent = "      "
%       if (t + 1) * ksplit > length then
      if (s < ${length}) {
%         indent = "        "
%       end
${indent}const ${w.T} sum = ${table.concat(terms, " + ")};
%       emit(common.store_row(w, "(" .. first_row .. " + s)", "col", 1, {"sum"}, indent, "cold" .. t))
%       if (t + 1) * ksplit > length then
      }
%       end
    }
%     end
%   end
  }
% end
}
