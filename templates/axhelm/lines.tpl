% -- lines: N x N threads per element.  The element passes through shared
% -- memory and thread (i, j) owns, besides its column (i, j, :) for t, the
% -- r-line (:, i, j) and the s-line (i, :, j), so every contraction is an
% -- unrolled product of registers with literal D.  Per pass:
% --   1. load the column, stage it in sa, ut from the column;
% --   2. r-lines of sa -> ur into sb; s-lines of sa -> us into sa (after a
% --      barrier, so only one line is held at a time);
% --   3. walk the column: the geometry at each node (common.lua), gr -> sb,
% --      gs -> sa, gt kept in registers (and hm*u for Helmholtz);
% --   4. r-lines of sb and s-lines of sa: the transposed products, in place;
% --   5. Au = the transposed t product of the gt column + sb + sa (+ hm*u)
% --      at each node of the column, stored.
% -- No Au column is held: its three parts meet at the store.  With stage,
% -- the column's stored geometry is copied ahead from the pass's start
% -- (common.lua), in flight while u loads and the forward products run.  Rows of the
% -- shared arrays have an odd pitch so r-line reads (stride: the pitch) do
% -- not collide in one bank.
% local common = import("axhelm/common.lua")
% local w = common.setup(plan)
% local N, NN, P = w.N, w.NN, plan.layout.pitch
% local PP, VOL = N * P, plan.layout.volume
% local T, d, line, at = w.T, w.d, common.line, common.at
% local sp = d.shared_pointer(T)
% local function column(prefix, c)
%   local names = {}
%   for k = 0, N - 1 do names[#names + 1] = prefix .. c .. "_" .. k end
%   return table.concat(names, ", ")
% end
${common.banner(w)}
% common.preamble(w, {})
% common.open_kernel(w)
% common.element_index(w, NN)
% line("  ", "const int i = t % " .. N .. ";")
% line("  ", "const int j = t / " .. N .. " % " .. N .. ";")
% line("  ", "const int gn = j*" .. N .. " + i;")
% line("  ", "const int own = j*" .. P .. " + i;")
% line("  ", "const int rline = j*" .. PP .. " + i*" .. P .. ";")
% line("  ", "const int sline = j*" .. PP .. " + i;")
% common.thread_geometry(w, {i = "i", j = "j", k = 0})
% common.stage_begin(w, {"gn"}, "  ")
% for pass_index, pass in ipairs(w.passes) do
%   if pass_index > 1 then line("  ", d.barrier) end
  {
%   common.stage_pass(w, pass_index, "    ")
%   -- 1: the column.
%   for position, c in ipairs(pass) do
%     local offset = (position - 1) * 2 * VOL
%     line("    ", sp .. " sa" .. c .. " = pool + " .. at("z*" .. plan.layout.slot_stride, offset) .. ";")
%     line("    ", sp .. " sb" .. c .. " = sa" .. c .. " + " .. VOL .. ";")
%     common.field_pointer(w, "u", c, true, "uc" .. c, "    ")
%     for k = 0, N - 1 do
%       line("    ", "const " .. T .. " u" .. c .. "_" .. k .. " = uc" .. c .. "[" .. at("gn", k * NN) .. "];")
%       line("    ", "sa" .. c .. "[" .. at("own", k * PP) .. "] = u" .. c .. "_" .. k .. ";")
%     end
%     for k = 0, N - 1 do
%       line("    ", "const " .. T .. " ut" .. c .. "_" .. k .. " = " ..
%                  common.contract(w, k, function(m) return "u" .. c .. "_" .. m end) .. ";")
%     end
%     line("    ", T .. " " .. column("gt", c) .. ";")
%     if w.helmholtz then line("    ", T .. " " .. column("hu", c) .. ";") end
%   end
%   line("    ", d.barrier)
%   -- 2: forward r and s contractions along the thread's lines.
%   for _, c in ipairs(pass) do
    {
%     for m = 0, N - 1 do
%       line("      ", "const " .. T .. " x" .. m .. " = sa" .. c .. "[" .. at("rline", m) .. "];")
%     end
%     for a = 0, N - 1 do
%       line("      ", "sb" .. c .. "[" .. at("rline", a) .. "] = " ..
%                    common.contract(w, a, function(m) return "x" .. m end) .. ";")
%     end
    }
    {
%     for m = 0, N - 1 do
%       line("      ", "const " .. T .. " y" .. m .. " = sa" .. c .. "[" .. at("sline", m * P) .. "];")
%     end
%     line("      ", d.barrier)
%     for a = 0, N - 1 do
%       line("      ", "sa" .. c .. "[" .. at("sline", a * P) .. "] = " ..
%                    common.contract(w, a, function(m) return "y" .. m end) .. ";")
%     end
    }
%   end
%   line("    ", d.barrier)
%   -- 3: geometry along the column.
%   common.column_geometry(w, "    ")
%   for k = 0, N - 1 do
    {
%     local scale = common.node_geometry(w, {i = "i", j = "j", k = k}, "gn", k * NN, "      ")
%     for _, c in ipairs(pass) do
%       local cell = "[" .. at("own", k * PP) .. "]"
%       line("      ", "const " .. T .. " ur" .. c .. " = sb" .. c .. cell .. ";")
%       line("      ", "const " .. T .. " us" .. c .. " = sa" .. c .. cell .. ";")
%       common.apply_geometry(w, c, scale, "ur" .. c, "us" .. c, "ut" .. c .. "_" .. k, "      ")
%       line("      ", "sb" .. c .. cell .. " = gr" .. c .. ";")
%       line("      ", "sa" .. c .. cell .. " = gs" .. c .. ";")
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
    {
%     for m = 0, N - 1 do
%       line("      ", "const " .. T .. " x" .. m .. " = sb" .. c .. "[" .. at("rline", m) .. "];")
%     end
%     for a = 0, N - 1 do
%       line("      ", "sb" .. c .. "[" .. at("rline", a) .. "] = " ..
%                    common.contract(w, a, function(m) return "x" .. m end, true) .. ";")
%     end
    }
    {
%     for m = 0, N - 1 do
%       line("      ", "const " .. T .. " y" .. m .. " = sa" .. c .. "[" .. at("sline", m * P) .. "];")
%     end
%     for a = 0, N - 1 do
%       line("      ", "sa" .. c .. "[" .. at("sline", a * P) .. "] = " ..
%                    common.contract(w, a, function(m) return "y" .. m end, true) .. ";")
%     end
    }
%   end
%   line("    ", d.barrier)
%   -- 5: the three parts meet at the store.
%   for _, c in ipairs(pass) do
%     common.field_pointer(w, "au", c, false, "auc" .. c, "    ")
%   end
    if (owner) {
%   for _, c in ipairs(pass) do
%     for k = 0, N - 1 do
%       local cell = "[" .. at("own", k * PP) .. "]"
%       local value = common.contract(w, k, function(m) return "gt" .. c .. "_" .. m end, true) ..
%                     " + sb" .. c .. cell .. " + sa" .. c .. cell
%       if w.helmholtz then value = value .. " + hu" .. c .. "_" .. k end
%       line("      ", "auc" .. c .. "[" .. at("gn", k * NN) .. "] = " .. value .. ";")
%     end
%   end
    }
  }
% end
}
