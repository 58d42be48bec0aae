% -- cstream: one thread per column.  Load every used row of B once, then
% -- form each row of C as one unrolled dot product and store it at once.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local function body(column, width, indent)
%   local value_type = width == 1 and w.T or w.d.vector_type(w.T, width)
%   for _, j in ipairs(op.used) do
${indent}const ${value_type} b${j} = ${common.load_b(w, j, column, width)};
%   end
%   local rows = {}
%   for r = 0, op.m - 1 do rows[#rows + 1] = r end
%   local reader = common.old_reader(w, rows, column, width, indent)
%   for r = 0, op.m - 1 do
%     emit(reader(r))
%     emit(common.store_row(w, r, column, width, common.row_sums(w, r, width, "b"), indent, true))
%   end
% end
${common.banner(op, plan)}
% common.column_kernel(w, body)
