% -- layers: N x N threads per element walk the k-layers (the classic
% -- Nek / BK5 layout).  Thread (i, j) keeps its column u[i,j,:] and
% -- Au[i,j,:] in registers; at each layer the u slice goes through shared
% -- memory for ur and us, whose D rows depend on the thread and so come
% -- from a shared copy of D (sDT[m*N + i] = D[i][m]); ut and the
% -- transposed t product stay in registers with literal D; the gr and gs
% -- slices go back through shared memory for the transposed r and s
% -- products.  Two barriers per layer.
% local common = import("axhelm/common.lua")
% local w = common.setup(plan)
% local N, NN = w.N, w.NN
% local T, d, line = w.T, w.d, common.line
% local sp = d.shared_pointer(T)
% local function at(base, offset) return offset == 0 and base or (base .. " + " .. offset) end
${common.banner(w)}
% common.preamble(w, {D = true, DT = true})
% common.open_kernel(w)
% common.element_index(w, NN)
% line("  ", "const int i = t % " .. N .. ";")
% line("  ", "const int j = t / " .. N .. " % " .. N .. ";")
% line("  ", "const int gn = j*" .. N .. " + i;")
% line("  ", "const int jN = j*" .. N .. ";")
% common.fill_tables(w)
% common.thread_geometry(w, {i = "i", j = "j", k = 0})
% for _, pass in ipairs(w.passes) do
  {
%   local started = {}
%   for position, c in ipairs(pass) do
%     local offset = plan.layout.tables + (position - 1) * 3 * NN
%     line("    ", sp .. " su" .. c .. " = pool + z*" .. plan.layout.slot_stride .. " + " .. offset .. ";")
%     line("    ", sp .. " sgr" .. c .. " = su" .. c .. " + " .. NN .. ";")
%     line("    ", sp .. " sgs" .. c .. " = su" .. c .. " + " .. (2 * NN) .. ";")
%     common.field_pointer(w, "u", c, true, "uc" .. c, "    ")
%     for k = 0, N - 1 do
%       line("    ", "const " .. T .. " u" .. c .. "_" .. k .. " = uc" .. c .. "[" .. at("gn", k * NN) .. "];")
%     end
%     local names = {}
%     for k = 0, N - 1 do names[#names + 1] = "au" .. c .. "_" .. k end
%     line("    ", T .. " " .. table.concat(names, ", ") .. ";")
%   end
%   common.column_geometry(w, "    ")
%   for k = 0, N - 1 do
%     for _, c in ipairs(pass) do
%       line("    ", "su" .. c .. "[gn] = u" .. c .. "_" .. k .. ";")
%     end
%     line("    ", d.barrier)
    {
%     local scale = common.node_geometry(w, {i = "i", j = "j", k = k}, "gn", k * NN, "      ")
%     for _, c in ipairs(pass) do
%       local su = "su" .. c
%       line("      ", "const " .. T .. " ur" .. c .. " = " .. common.contract_table(w,
%            function(m) return "sDT[" .. at("i", m * N) .. "]" end,
%            function(m) return su .. "[" .. at("jN", m) .. "]" end) .. ";")
%       line("      ", "const " .. T .. " us" .. c .. " = " .. common.contract_table(w,
%            function(m) return "sDT[" .. at("j", m * N) .. "]" end,
%            function(m) return su .. "[" .. at("i", m * N) .. "]" end) .. ";")
%       line("      ", "const " .. T .. " ut" .. c .. " = " ..
%                    common.contract(w, k, function(m) return "u" .. c .. "_" .. m end) .. ";")
%       common.apply_geometry(w, c, scale, "ur" .. c, "us" .. c, "ut" .. c, "      ")
%       line("      ", "sgr" .. c .. "[gn] = gr" .. c .. ";")
%       line("      ", "sgs" .. c .. "[gn] = gs" .. c .. ";")
%       for m = 0, N - 1 do
%         local coefficient = common.D(w, k, m)
%         if coefficient ~= 0 then
%           common.accumulate(started, "au" .. c .. "_" .. m,
%                             common.combine(w, {{coefficient, "gt" .. c}}), "      ")
%         end
%       end
%       if w.helmholtz then
%         common.accumulate(started, "au" .. c .. "_" .. k, "hm*u" .. c .. "_" .. k, "      ")
%       end
%     end
    }
%     line("    ", d.barrier)
%     for _, c in ipairs(pass) do
%       local transposed_r = common.contract_table(w,
%            function(m) return "sD[" .. at("i", m * N) .. "]" end,
%            function(m) return "sgr" .. c .. "[" .. at("jN", m) .. "]" end)
%       local transposed_s = common.contract_table(w,
%            function(m) return "sD[" .. at("j", m * N) .. "]" end,
%            function(m) return "sgs" .. c .. "[" .. at("i", m * N) .. "]" end)
%       common.accumulate(started, "au" .. c .. "_" .. k, transposed_r .. " + " .. transposed_s, "    ")
%     end
%   end
%   for _, c in ipairs(pass) do
%     common.field_pointer(w, "au", c, false, "auc" .. c, "    ")
%   end
    if (owner) {
%   for _, c in ipairs(pass) do
%     for k = 0, N - 1 do
%       line("      ", "auc" .. c .. "[" .. at("gn", k * NN) .. "] = au" .. c .. "_" .. k .. ";")
%     end
%   end
    }
  }
% end
}
