% -- gather: DSS of any conforming mesh from precomputed lists.  Item s
% -- is a node with copies u[indices[offsets[s]]] .. u[indices[offsets[s+1]
% -- - 1]]: their sum, in that order, is written back to each.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% local T = w.T
% local parameters = {{"int", "count"}, {w.d.pointer("int", true), "offsets"},
%                     {w.d.pointer("int", true), "indices"},
%                     {w.d.pointer(T, false), "u"}}
${common.banner(w, "gather-scatter")}
% common.open(w, parameters, "count")
    const int begin = offsets[t], end = offsets[t + 1];
    ${T} sum = u[indices[begin]];
    for (int c = begin + 1; c < end; c++) sum += u[indices[c]];
    for (int c = begin; c < end; c++) u[indices[c]] = sum;
% common.close(w, parameters)
