% -- nodes: N^3 threads per element, one node each.  The element goes
% -- through shared memory; every D row depends on the thread, so D comes
% -- from a shared copy (sDT[m*N + i] = D[i][m], sD[m*N + i] = D[m][i]).
% -- Per pass: stage u; ur, us, ut and G at the node; stage gr, gs, gt;
% -- the transposed products give Au, stored.
% local common = import("axhelm/common.lua")
% local w = common.setup(plan)
% local N, NN, NNN = w.N, w.NN, w.NNN
% local T, d, line = w.T, w.d, common.line
% local sp = d.shared_pointer(T)
% local function at(base, offset) return offset == 0 and base or (base .. " + " .. offset) end
${common.banner(w)}
% common.preamble(w, {D = true, DT = true})
% common.open_kernel(w)
% common.element_index(w, NNN)
% line("  ", "const int own = t % " .. NNN .. ";")
% line("  ", "const int i = t % " .. N .. ";")
% line("  ", "const int j = t / " .. N .. " % " .. N .. ";")
% line("  ", "const int k = t / " .. NN .. " % " .. N .. ";")
% line("  ", "const int jN = j*" .. N .. ";")
% line("  ", "const int kNN = k*" .. NN .. ";")
% common.fill_tables(w)
% common.thread_geometry(w, {i = "i", j = "j", k = "k"})
% for pass_index, pass in ipairs(w.passes) do
%   if pass_index > 1 then line("  ", d.barrier) end
  {
%   for position, c in ipairs(pass) do
%     local offset = plan.layout.tables + (position - 1) * 3 * NNN
%     line("    ", sp .. " su" .. c .. " = pool + z*" .. plan.layout.slot_stride .. " + " .. offset .. ";")
%     line("    ", sp .. " sr" .. c .. " = su" .. c .. " + " .. NNN .. ";")
%     line("    ", sp .. " ss" .. c .. " = su" .. c .. " + " .. (2 * NNN) .. ";")
%     common.field_pointer(w, "u", c, true, "uc" .. c, "    ")
%     line("    ", "const " .. T .. " u" .. c .. " = uc" .. c .. "[own];")
%     line("    ", "su" .. c .. "[own] = u" .. c .. ";")
%   end
%   line("    ", d.barrier)
%   local scale = common.node_geometry(w, {i = "i", j = "j", k = "k"}, "own", 0, "    ")
%   for _, c in ipairs(pass) do
%     local su = "su" .. c
%     line("    ", "const " .. T .. " ur" .. c .. " = " .. common.contract_table(w,
%          function(m) return "sDT[" .. at("i", m * N) .. "]" end,
%          function(m) return su .. "[kNN + " .. at("jN", m) .. "]" end) .. ";")
%     line("    ", "const " .. T .. " us" .. c .. " = " .. common.contract_table(w,
%          function(m) return "sDT[" .. at("j", m * N) .. "]" end,
%          function(m) return su .. "[kNN + " .. at("i", m * N) .. "]" end) .. ";")
%     line("    ", "const " .. T .. " ut" .. c .. " = " .. common.contract_table(w,
%          function(m) return "sDT[" .. at("k", m * N) .. "]" end,
%          function(m) return su .. "[jN + " .. at("i", m * NN) .. "]" end) .. ";")
%     common.apply_geometry(w, c, scale, "ur" .. c, "us" .. c, "ut" .. c, "    ")
%   end
%   line("    ", d.barrier)
%   for _, c in ipairs(pass) do
%     line("    ", "sr" .. c .. "[own] = gr" .. c .. ";")
%     line("    ", "ss" .. c .. "[own] = gs" .. c .. ";")
%     line("    ", "su" .. c .. "[own] = gt" .. c .. ";")
%   end
%   line("    ", d.barrier)
%   for _, c in ipairs(pass) do
%     common.field_pointer(w, "au", c, false, "auc" .. c, "    ")
%     local parts = {
%       common.contract_table(w, function(m) return "sD[" .. at("i", m * N) .. "]" end,
%                             function(m) return "sr" .. c .. "[kNN + " .. at("jN", m) .. "]" end),
%       common.contract_table(w, function(m) return "sD[" .. at("j", m * N) .. "]" end,
%                             function(m) return "ss" .. c .. "[kNN + " .. at("i", m * N) .. "]" end),
%       common.contract_table(w, function(m) return "sD[" .. at("k", m * N) .. "]" end,
%                             function(m) return "su" .. c .. "[jN + " .. at("i", m * NN) .. "]" end)}
%     if w.helmholtz then parts[#parts + 1] = "hm*u" .. c end
%     line("    ", "if (owner) auc" .. c .. "[own] = " .. table.concat(parts, " + ") .. ";")
%   end
  }
% end
}
