% -- lines: N x N threads per element.  The element passes through shared
% -- memory and thread (i, j) owns, besides its column (i, j, :) for t, one
% -- r-line and the s-line (i, :, j), so every contraction is an unrolled
% -- product of registers with literal D.  Two buffers per component: a
% -- holds u, then us and gs, and is read along s-lines; b holds a copy of
% -- u, then ur and gr, and is read along r-lines.  Per pass:
% --   1. load the column, store it in a and b, ut from the column;
% --   2. r-lines of b -> ur, s-lines of a -> us, each line in place (no
% --      other thread reads it);
% --   3. walk the column: the geometry at each node (common.lua), gr -> b,
% --      gs -> a, gt kept in registers (and hm*u for Helmholtz);
% --   4. r-lines of b and s-lines of a: the transposed products, in place;
% --   5. Au = the transposed t product of the gt column + b + a (+ hm*u)
% --      at each node of the column, stored.
% -- No Au column is held: its three parts meet at the store.  With stage,
% -- the column's stored geometry is copied ahead from the pass's start
% -- (common.lua), in flight while u loads and the forward products run.
% -- The buffers' row and layer strides, and which r-line a thread owns
% -- ((:, i, j) or (:, j, i)), come from the plan, chosen so that the
% -- warps' accesses do not collide in a bank (axhelm_variants.c).  With
% -- evenodd every line is contracted by the even-odd split (evenodd.lua).
% -- With chain the block takes its groups of elements in turn, each
% -- group's inputs copied ahead (common.lua).
% local common = import("axhelm/common.lua")
% local w = common.setup(plan)
% local N, NN = w.N, w.NN
% local A, B = plan.layout.buffers[1], plan.layout.buffers[2]
% local T, d, line, at = w.T, w.d, common.line, common.at
% local sp = d.shared_pointer(T)
% local function column(prefix, c)
%   local names = {}
%   for k = 0, N - 1 do names[#names + 1] = prefix .. c .. "_" .. k end
%   return table.concat(names, ", ")
% end
% -- The cell of the thread's node at layer k in buffer a or b.
% local function own_cell(buffer, c, k)
%   local layer = buffer == "a" and A.layer or B.layer
%   return "s" .. buffer .. c .. "[" .. at("own_" .. buffer, k * layer) .. "]"
% end
% -- The thread's r-line of b and s-line of a times D (or D^T), in place:
% -- the line is read whole before it is written.
% local function lines_product(c, transposed)
%   for _, l in ipairs({{"sb", "rline", 1, "x"}, {"sa", "sline", A.row, "y"}}) do
%     local array, base, stride, name = l[1] .. c, l[2], l[3], l[4]
    {
%     for m = 0, N - 1 do
%       line("      ", "const " .. T .. " " .. name .. m .. " = " .. array .. "[" .. at(base, m * stride) .. "];")
%     end
%     local product = common.contract_line(w, function(m) return name .. m end, transposed, name, "      ")
%     for a = 0, N - 1 do
%       line("      ", array .. "[" .. at(base, a * stride) .. "] = " .. product(a) .. ";")
%     end
    }
%   end
% end
${common.banner(w)}
% common.preamble(w, {})
% common.open_kernel(w)
% if w.chain > 1 then common.chain_open(w) end
% local within = common.element_index(w, NN)
% line("  ", "const int i = " .. within .. " % " .. N .. ";")
% line("  ", "const int j = " .. within .. " / " .. N .. " % " .. N .. ";")
% line("  ", "const int gn = j*" .. N .. " + i;")
% line("  ", "const int own_a = j*" .. A.row .. " + i;")
% line("  ", "const int own_b = j*" .. B.row .. " + i;")
% if plan.layout.rlines_swapped == 1 then
%   line("  ", "const int rline = i*" .. B.layer .. " + j*" .. B.row .. ";")
% else
%   line("  ", "const int rline = j*" .. B.layer .. " + i*" .. B.row .. ";")
% end
% line("  ", "const int sline = j*" .. A.layer .. " + i;")
% common.thread_geometry(w, {i = "i", j = "j", k = 0})
% common.stage_begin(w, {"gn"}, "  ")
% for pass_index, pass in ipairs(w.passes) do
%   if pass_index > 1 then line("  ", d.barrier) end
  {
%   common.stage_pass(w, pass_index, "    ")
%   -- 1: the column.
%   for position, c in ipairs(pass) do
%     local offset = (position - 1) * N * (A.layer + B.layer)
%     line("    ", sp .. " sa" .. c .. " = pool + " .. at("z*" .. plan.layout.slot_stride, offset) .. ";")
%     line("    ", sp .. " sb" .. c .. " = sa" .. c .. " + " .. (N * A.layer) .. ";")
%     common.element_pointers(w, c, "    ")
%     local copied = w.chain > 1 and common.chain_wait(w, "gn", "    ")
%     for k = 0, N - 1 do
%       local read = copied and copied(k) or common.element_read(c, common.node(w, "gn", k * NN))
%       local value = common.u_value(w, read)
%       if w.update then
%         line("    ", "const " .. T .. " v" .. c .. "_" .. k .. " = " .. common.update_value(w, read) .. ";")
%       end
%       line("    ", "const " .. T .. " u" .. c .. "_" .. k .. " = " .. value .. ";")
%       line("    ", own_cell("a", c, k) .. " = u" .. c .. "_" .. k .. ";")
%       line("    ", own_cell("b", c, k) .. " = u" .. c .. "_" .. k .. ";")
%     end
%     if w.input then
    if (owner) {
%       for k = 0, N - 1 do
%         local index = common.node(w, "gn", k * NN)
%         if w.update then line("      ", common.update_store(w, c, index, "v" .. c .. "_" .. k)) end
%         line("      ", "uc" .. c .. "[" .. index .. "] = u" .. c .. "_" .. k .. ";")
%       end
    }
%     end
%     if copied then common.chain_next(w, "gn", "    ") end
%     local ut = common.contract_line(w, function(m) return "u" .. c .. "_" .. m end, false, "tu" .. c .. "_", "    ")
%     for k = 0, N - 1 do
%       line("    ", "const " .. T .. " ut" .. c .. "_" .. k .. " = " .. ut(k) .. ";")
%     end
%     line("    ", T .. " " .. column("gt", c) .. ";")
%     if w.helmholtz then line("    ", T .. " " .. column("hu", c) .. ";") end
%   end
%   line("    ", d.barrier)
%   -- 2: forward r and s contractions along the thread's lines.
%   for _, c in ipairs(pass) do
%     lines_product(c, false)
%   end
%   line("    ", d.barrier)
%   -- 3: geometry along the column.
%   common.column_geometry(w, "    ")
%   for k = 0, N - 1 do
    {
%     local scale = common.node_geometry(w, {i = "i", j = "j", k = k}, "gn", k * NN, "      ")
%     for _, c in ipairs(pass) do
%       line("      ", "const " .. T .. " ur" .. c .. " = " .. own_cell("b", c, k) .. ";")
%       line("      ", "const " .. T .. " us" .. c .. " = " .. own_cell("a", c, k) .. ";")
%       common.apply_geometry(w, c, scale, "ur" .. c, "us" .. c, "ut" .. c .. "_" .. k, "      ")
%       common.dot_node(w, c, "ur" .. c, "us" .. c, "ut" .. c .. "_" .. k, "u" .. c .. "_" .. k, "      ")
%       line("      ", own_cell("b", c, k) .. " = gr" .. c .. ";")
%       line("      ", own_cell("a", c, k) .. " = gs" .. c .. ";")
%       line("      ", "gt" .. c .. "_" .. k .. " = gt" .. c .. ";")
%       if w.helmholtz then
%         line("      ", "hu" .. c .. "_" .. k .. " = hm*u" .. c .. "_" .. k .. ";")
%       end
%     end
%     common.stage_refill(w, k, "      ")
    }
%   end
%   line("    ", d.barrier)
%   -- 4: transposed r and s contractions, each line in place.
%   for _, c in ipairs(pass) do
%     lines_product(c, true)
%   end
%   line("    ", d.barrier)
%   -- 5: the three parts meet at the store.
%   for _, c in ipairs(pass) do
%     common.field_pointer(w, "au", c, false, "auc" .. c, "    ")
%   end
    if (owner) {
%   for _, c in ipairs(pass) do
%     local tgt = common.contract_line(w, function(m) return "gt" .. c .. "_" .. m end, true, "tg" .. c .. "_", "      ")
%     for k = 0, N - 1 do
%       local value = tgt(k) .. " + " .. own_cell("b", c, k) .. " + " .. own_cell("a", c, k)
%       if w.helmholtz then value = value .. " + hu" .. c .. "_" .. k end
%       line("      ", "auc" .. c .. "[" .. common.node(w, "gn", k * NN) .. "] = " .. value .. ";")
%     end
%   end
    }
  }
% end
% if w.chain > 1 then common.chain_close(w) end
% common.dot_close(w)
}
