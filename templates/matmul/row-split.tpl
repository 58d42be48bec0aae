% -- row-split: a block of block_x columns by msplit y-threads.  Each
% -- y-thread owns a share of the C rows (balanced by nonzeros); the used rows
% -- of B pass through shared memory bchunk at a time, double-buffered: while
% -- one chunk is consumed, the next is already loading into registers.
% -- Accumulators live in register slots that a thread reuses once a row it
% -- owns is stored, so no thread holds more than its share.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local d = w.d
% local block_x, msplit, bchunk = plan.params.block_x, plan.params.msplit, plan.params.bchunk
% local used = op.used
% local chunk_count = (#used + bchunk - 1) // bchunk
% local prefetch = (math.min(bchunk, #used) + msplit - 1) // msplit
% local owner, first, last = {}, {}, {}
% for g = 0, msplit - 1 do
%   for _, r in ipairs(groups.members[g + 1]) do owner[r] = g end
% end
% for r = 0, op.m - 1 do
%   local terms = op.rows[r + 1]
%   if #terms > 0 then first[r], last[r] = terms[1].col, terms[#terms].col end
% end
% local function chunk_length(c) return math.min(bchunk, #used - c * bchunk) end
% -- With beta != 0 each y-thread reads the old C of its rows ahead of
% -- their stores (common.old_slots), in the order it stores them (its
% -- zero rows, then each as its last term is in).
% local stored = {}
% for g = 0, msplit - 1 do
%   local rows = {}
%   for _, r in ipairs(groups.members[g + 1]) do
%     if first[r] == nil then rows[#rows + 1] = r end
%   end
%   for c = 0, chunk_count - 1 do
%     for q = 0, chunk_length(c) - 1 do
%       local j = used[c * bchunk + q + 1]
%       for _, term in ipairs(op.cols[j + 1]) do
%         if owner[term.row] == g and last[term.row] == j then rows[#rows + 1] = term.row end
%       end
%     end
%   end
%   stored[g] = rows
% end
% local old = common.old_slots(w, stored, msplit)
% local function store(g, r, sums) emit(old.store(g, r, sums, "    ")) end
% local function buffer_row(c, q) return string.format("smem[(%d + %s)*%d + tx]", (c % 2) * bchunk, q, block_x) end
%
% -- Each y-thread loads rows ty, ty + msplit, ... of chunk c into next<s>.
% local function load_chunk(c)
%   local keyword = "if"
%   for g = 0, math.min(msplit, chunk_length(c)) - 1 do
  ${keyword} (ty == ${g}) {
%     for s = 0, prefetch - 1 do
%       local q = g + s * msplit
%       if q < chunk_length(c) then
    next${s} = ${common.load_b(w, used[c * bchunk + q + 1], "load_col", 1)};
%       end
%     end
  }
%     keyword = "else if"
%   end
% end
%
% local function stash_chunk(c)
%   for s = 0, prefetch - 1 do
%     local q = s * msplit
%     if q < chunk_length(c) then
%       local guard = q + msplit <= chunk_length(c) and "" or string.format("if (ty + %d < %d) ", q, chunk_length(c))
  ${guard}${buffer_row(c, "ty + " .. q)} = next${s};
%     end
%   end
% end
%
% -- The C rows of group g take their terms from chunk c.
% local function compute_chunk(c, g)
%   if c == 0 then
%     for _, r in ipairs(groups.members[g + 1]) do
%       if first[r] == nil then store(g, r, nil) end
%     end
%   end
%   for q = 0, chunk_length(c) - 1 do
%     local j = used[c * bchunk + q + 1]
%     local mine = {}
%     for _, term in ipairs(op.cols[j + 1]) do
%       if owner[term.row] == g then mine[#mine + 1] = term end
%     end
%     if #mine > 0 then
    const ${w.T} b${j} = ${buffer_row(c, q)};
%     end
%     for _, term in ipairs(mine) do
%       local r = term.row
%       local accumulator = "acc" .. groups.slot[r]
%       if first[r] == j then
    ${accumulator} = ${w.dot({{value = term.value, col = j}}, function() return "b" .. j end)};
%       else
    ${w.accumulate(accumulator, term.value, "b" .. j)}
%       end
%       if last[r] == j then store(g, r, {accumulator}) end
%     end
%   end
% end
${common.banner(op, plan)}
${common.prologue(w)}${d.kernel(plan.kernel_name, block_x * msplit, common.parameters(w), block_x, msplit)}
{
  ${d.shared_array(w.T, "smem", 2 * bchunk * block_x)}
  const int tx = ${d.local_x}, ty = ${d.local_y};
  const ${w.ix} col = (${w.ix})${d.group_x}*${block_x} + tx;
  const ${w.ix} load_col = col < ${w.n} ? col : ${w.n} - 1;
% local slots = {}
% for s = 0, groups.slots - 1 do slots[#slots + 1] = "acc" .. s .. " = " .. w.lit(0) end
% if #slots > 0 then
  ${w.T} ${table.concat(slots, ", ")};
% end
% local registers = {}
% for s = 0, prefetch - 1 do registers[#registers + 1] = "next" .. s .. " = " .. w.lit(0) end
  ${w.T} ${table.concat(registers, ", ")};
% emit(old.declare("  "))
% load_chunk(0)
% stash_chunk(0)
  ${d.barrier}
% for c = 0, chunk_count - 1 do
%   if c + 1 < chunk_count then load_chunk(c + 1) end
  if (col < ${w.n}) {
%   local keyword = "if"
%   for g = 0, msplit - 1 do
  ${keyword} (ty == ${g}) {
%     compute_chunk(c, g)
  }
%     keyword = "else if"
%   end
  }
%   if c + 1 < chunk_count then
%     stash_chunk(c + 1)
  ${d.barrier}
%   end
% end
}
