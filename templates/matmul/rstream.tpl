% -- rstream: one thread per column.  Form the rows of C in the plan's
% -- order (a Cuthill-McKee order brings the rows sharing values of B
% -- together), each as one dot product that reads its values of B where
% -- it uses them, through the read-only cache.  The compiler keeps a value
% -- in a register from its first use to its last, and the order keeps
% -- those spans short.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local function body(column, width, indent)
%   local reader = common.old_reader(w, order, column, width, indent)
%   for _, r in ipairs(order) do
%     local terms, sums = op.rows[r + 1], nil
%     if #terms > 0 then
%       sums = {}
%       for lane = 1, width do
%         sums[lane] = w.dot(terms, function(term)
%           local read = w.d.load_readonly(common.b_pointer(w, term.col, column, width))
%           return width == 1 and read or common.lane("(" .. read .. ")", width, lane)
%         end)
%       end
%     end
%     emit(reader(r))
%     emit(common.store_row(w, r, column, width, sums, indent, true))
%   end
% end
${common.banner(op, plan)}
% common.column_kernel(w, body)
