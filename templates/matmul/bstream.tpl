% -- bstream: one thread per column.  Walk the used rows of B in order,
% -- loading each once; add it to every row of C it touches and store a C
% -- row as soon as its last term is in, so only unfinished rows are live.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local first, last = {}, {}
% for r = 0, op.m - 1 do
%   local terms = op.rows[r + 1]
%   if #terms > 0 then first[r], last[r] = terms[1].col, terms[#terms].col end
% end
% -- The rows in the order they are stored: the zero rows, then each as
% -- its last term is in.
% local stored = {}
% for r = 0, op.m - 1 do
%   if first[r] == nil then stored[#stored + 1] = r end
% end
% for _, j in ipairs(op.used) do
%   for _, term in ipairs(op.cols[j + 1]) do
%     if last[term.row] == j then stored[#stored + 1] = term.row end
%   end
% end
% local function body(column, width, indent)
%   local value_type = width == 1 and w.T or w.d.vector_type(w.T, width)
%   local reader = common.old_reader(w, stored, column, width, indent)
%   local function store(r, sums)
%     emit(reader(r))
%     emit(common.store_row(w, r, column, width, sums, indent, true))
%   end
%   for r = 0, op.m - 1 do
%     if first[r] == nil then store(r, nil) end
%   end
%   for _, j in ipairs(op.used) do
${indent}const ${value_type} b${j} = ${common.load_b(w, j, column, width)};
%     for _, term in ipairs(op.cols[j + 1]) do
%       local r = term.row
%       local sums = {}
%       for lane = 1, width do
%         local accumulator = "c" .. r .. "_" .. lane
%         local operand = common.lane("b" .. j, width, lane)
%         if first[r] == j then
${indent}${w.T} ${accumulator} = ${w.dot({{value = term.value, col = j}}, function() return operand end)};
%         else
${indent}${w.accumulate(accumulator, term.value, operand)}
%         end
%         sums[lane] = accumulator
%       end
%       if last[r] == j then store(r, sums) end
%     end
%   end
% end
${common.banner(op, plan)}
% common.column_kernel(w, body)
