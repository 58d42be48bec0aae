% -- pstream: one thread per column.  The rows of C are formed in the
% -- plan's order; the plan's reads (generator/matmul/reads.c) say where
% -- each value of B is read: at its first use, kept in a register while it
% -- has uses to come and the register budget allows, else read again
% -- from cache at its next use.  Each row's reads are issued `ahead` rows
% -- before the row is formed, as pinned loads, so the compilers neither
% -- merge a read again with the first nor hoist the reads above others.
% -- b<j>_<i> is read i of the plan, row j of B.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local d = w.d
% local ahead = plan.params.ahead
% -- CUDA with n at run time forms each read's address from one base and
% -- the row stride inside the read (cuda/dialect.lua).
% local by_row = d.name == "cuda" and not plan.baked
% local function body(column, width, indent)
%   local value_type = width == 1 and w.T or d.vector_type(w.T, width)
%   if by_row then
${indent}const ${value_type} *const b_at = ${common.b_pointer(w, 0, column, width)};
${indent}const long long b_stride = (long long)ldb*${w.T == "double" and 8 or 4};
%   end
%   local function read(j)
%     if by_row then return d.load_pinned_row(w.T, width, "b_at", "b_stride", j) end
%     return d.load_pinned(w.T, width, common.b_pointer(w, j, column, width))
%   end
%   local function issue(p)
%     for l = reads.load_start[p + 1], reads.load_start[p + 2] - 1 do
%       local j = reads.load_col[l + 1]
${indent}const ${value_type} b${j}_${l} = ${read(j)};
%     end
%   end
%   local reader = common.old_reader(w, order, column, width, indent)
%   for p = 0, math.min(ahead, op.m) - 1 do issue(p) end
%   local term_at = 0
%   for p = 0, op.m - 1 do
%     if p + ahead < op.m then issue(p + ahead) end
%     local r = order[p + 1]
%     local terms, sums = op.rows[r + 1], nil
%     if #terms > 0 then
%       local first = term_at
%       sums = {}
%       for lane = 1, width do
%         local i = first
%         sums[lane] = w.dot(terms, function(term)
%           i = i + 1
%           return common.lane("b" .. term.col .. "_" .. reads.use[i], width, lane)
%         end)
%       end
%       term_at = first + #terms
%     end
%     emit(reader(r))
%     emit(common.store_row(w, r, column, width, sums, indent, true))
%   end
% end
${common.banner(op, plan)}
% -- The read helpers the kernel calls: its width, and one value at a time
% -- where the last thread finishes a ragged edge (common.column_kernel).
% local ragged = w.width > 1 and (not plan.baked or plan.n % w.width ~= 0)
% if d.name == "cuda" then
%   if w.width == 1 or ragged then emit(d.pinned_helper(w.T, 1, by_row)) end
%   if w.width > 1 then emit(d.pinned_helper(w.T, w.width, by_row)) end
% end
% common.column_kernel(w, body)
