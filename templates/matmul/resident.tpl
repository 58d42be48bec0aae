% -- resident: a block of block_x columns by msplit y-threads.  The used
% -- rows of B at the block's columns are copied into shared memory at the
% -- start, bchunk rows a group, and stay there: from sm_80 the copies are
% -- asynchronous (cp.async), so the whole of the block's B is in flight at
% -- once and none of it passes through registers.  As each chunk lands (a
% -- wait and one barrier) the y-threads form the rows of C whose last term
% -- is in it, each whole, as one dot product stored at once: no
% -- accumulator outlives its row.  A step's rows are sorted by their
% -- columns, so that rows with the same columns (a line of a
% -- tensor-product operator) are adjacent, and cut into msplit shares
% -- balanced by nonzeros; a thread reads a value of B from shared memory
% -- once for a run of its rows that needs at most `keep` values (or one
% -- row's, if more).
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local d = w.d
% local block_x, msplit = plan.params.block_x, plan.params.msplit
% local bchunk, keep = plan.params.bchunk, plan.params.keep
% local used = op.used
% local chunk_count = (#used + bchunk - 1) // bchunk
% local position = {}
% for p, j in ipairs(used) do position[j] = p - 1 end
% local function row_terms(r) return op.rows[r + 1] end
% -- Rows by columns, lexicographically (then by index: deterministic).
% local function before(a, b)
%   local ta, tb = row_terms(a), row_terms(b)
%   for i = 1, math.min(#ta, #tb) do
%     if ta[i].col ~= tb[i].col then return ta[i].col < tb[i].col end
%   end
%   if #ta ~= #tb then return #ta < #tb end
%   return a < b
% end
% -- share[g][c]: the rows y-thread g forms once chunk c is in; zero[g]:
% -- its rows of A that are all zero, stored before any wait.
% local share, zero, ready = {}, {}, {}
% for g = 0, msplit - 1 do
%   share[g], zero[g] = {}, {}
%   for c = 0, chunk_count - 1 do share[g][c] = {} end
% end
% for c = 0, chunk_count - 1 do ready[c] = {} end
% local zeros = 0
% for r = 0, op.m - 1 do
%   local terms = row_terms(r)
%   if #terms == 0 then
%     table.insert(zero[zeros % msplit], r)
%     zeros = zeros + 1
%   else
%     table.insert(ready[position[terms[#terms].col] // bchunk], r)
%   end
% end
% for c = 0, chunk_count - 1 do
%   local rows = ready[c]
%   table.sort(rows, before)
%   local total, done = 0, 0
%   for _, r in ipairs(rows) do total = total + #row_terms(r) end
%   for _, r in ipairs(rows) do
%     local count = #row_terms(r)
%     local g = math.min(msplit - 1, (2 * done + count) * msplit // (2 * total))
%     table.insert(share[g][c], r)
%     done = done + count
%   end
% end
% -- Old values of C are read ahead in the order each thread stores.
% local stored = {}
% for g = 0, msplit - 1 do
%   local rows = {}
%   for _, r in ipairs(zero[g]) do rows[#rows + 1] = r end
%   for c = 0, chunk_count - 1 do
%     for _, r in ipairs(share[g][c]) do rows[#rows + 1] = r end
%   end
%   stored[g] = rows
% end
% local old = common.old_slots(w, stored, msplit)
% -- The copies write smem; the rows read B through `staged`, volatile, so
% -- that the compiler neither merges nor hoists the reads of one run into
% -- another's (which would hold far more values than `keep`).
% local function at(array, p)
%   return string.format("%s[%d + tx]", array, p * block_x)
% end
% -- Thread g's rows of one step, in runs whose values of B are read once.
% local function form(g, rows, indent)
%   local held, count = nil, 0
%   for _, r in ipairs(rows) do
%     local terms, fresh = row_terms(r), {}
%     for _, term in ipairs(terms) do
%       if not (held and held[term.col]) then fresh[#fresh + 1] = term.col end
%     end
%     if held == nil or (count > 0 and count + #fresh > keep) then
%       if held then emit(indent .. "}\n") end
%       emit(indent .. "{\n")
%       held, count, fresh = {}, 0, {}
%       for _, term in ipairs(terms) do fresh[#fresh + 1] = term.col end
%     end
%     for _, j in ipairs(fresh) do
%       emit(string.format("%s  const %s s%d = %s;\n", indent, w.T, j,
%                          at("staged", position[j])))
%       held[j], count = true, count + 1
%     end
%     local sum = w.dot(terms, function(term) return "s" .. term.col end)
%     emit(old.store(g, r, {sum}, indent .. "  "))
%   end
%   if held then emit(indent .. "}\n") end
% end
% -- One `if (ty == g)` chain over the threads that have work: body(g)
% -- emits thread g's, has(g) says whether it has any.
% local function by_thread(indent, has, body)
%   local keyword = "if"
%   for g = 0, msplit - 1 do
%     if has(g) then
${indent}${keyword} (ty == ${g}) {
%       body(g)
${indent}}
%       keyword = "else if"
%     end
%   end
% end
% local commit, helpers = d.copy_commit(), d.copy_helpers(w.T)
${common.banner(op, plan)}
% if helpers ~= "" then
${helpers}

% end
% local threads, parameters = block_x * msplit, common.parameters(w)
${common.prologue(w)}${d.kernel(plan.kernel_name, threads, parameters, block_x, msplit)}
{
  ${d.shared_array(w.T, "smem", #used * block_x)}
  const int tx = ${d.local_x}, ty = ${d.local_y};
  const ${w.ix} col = (${w.ix})${d.group_x}*${block_x} + tx;
  const ${w.ix} load_col = col < ${w.n} ? col : ${w.n} - 1;
  volatile ${d.shared_pointer(w.T)} const staged = smem;
% -- Thread g copies rows g, g + msplit, ... of every chunk, a group each.
% by_thread("  ", function() return true end, function(g)
%   for c = 0, chunk_count - 1 do
%     for p = c * bchunk + g, math.min((c + 1) * bchunk, #used) - 1, msplit do
%       local from = common.b_pointer(w, used[p + 1], "load_col", 1)
    ${d.copy(w.T, at("smem", p), from)}
%     end
%     if commit then
    ${commit}
%     end
%   end
% end)
% emit(old.declare("  "))
% local function zero_rows(g)
%   return #zero[g] > 0 and #old.store(g, zero[g][1], nil, "") > 0
% end
% if zeros > 0 then
  if (col < ${w.n}) {
%   by_thread("    ", zero_rows, function(g)
%     for _, r in ipairs(zero[g]) do emit(old.store(g, r, nil, "      ")) end
%   end)
  }
% end
% for c = 0, chunk_count - 1 do
%   local function has(g) return #share[g][c] > 0 end
%   local any = false
%   for g = 0, msplit - 1 do any = any or has(g) end
%   if any then
%     local wait = d.copy_wait(chunk_count - 1 - c)
%     if wait then
  ${wait}
%     end
  ${d.barrier}
  if (col < ${w.n}) {
%     by_thread("    ", has, function(g) form(g, share[g][c], "      ") end)
  }
%   end
% end
}
