% -- gather: DSS of any conforming mesh from precomputed lists.  The
% -- shared nodes come in groups of equal counts of copies (offsets holds
% -- the table, gimmik/dss.h); node r of group g, of c copies and m
% -- nodes, has its copies at u[indices[base + k*m + r]], k = 0 .. c - 1:
% -- copy-major, so that consecutive threads read consecutive indices.
% -- Their sum, in that order, is written back to each.  With `unroll`,
% -- 2, 4 and 8 copies (faces, edges and vertices of hexahedra) take
% -- straight-line code with every load issued at once; other counts
% -- loop.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% w.lists = true
% local T = w.T
% local parameters = {{"int", "count"}, {w.d.pointer("int", true), "offsets"},
%                     {w.d.pointer("int", true), "indices"},
%                     {w.d.pointer(T, false), "u"}}
% local function straight(c)
      const int i0 = ${common.load_list(w, "indices", "at")};
%   for k = 1, c - 1 do
      const int i${k} = ${common.load_list(w, "indices", "at + " .. k .. "*nodes")};
%   end
%   local terms = {}
%   for k = 0, c - 1 do
      const ${T} v${k} = ${common.load(w, "i" .. k)};
%     terms[#terms + 1] = "v" .. k
%   end
      const ${T} sum = ${table.concat(terms, " + ")};
%   for k = 0, c - 1 do
      ${common.store(w, "i" .. k, "sum")}
%   end
% end
${common.banner(w, "gather-scatter")}
% common.open(w, parameters, "count")
    const int groups = offsets[0];
    int g = 0;
    while (g + 1 < groups && t >= offsets[2 + g]) g++;
    const int first = offsets[1 + g];
    const int nodes = offsets[2 + g] - first;
    const int copies = offsets[2 + groups + g];
    const int at = offsets[2 + 2*groups + g] + ((int)t - first);
% local opening = ""
% if plan.params.unroll == 1 then
%   for _, c in ipairs({2, 4, 8}) do
    ${opening}if (copies == ${c}) {
%     straight(c)
%     opening = "} else "
%   end
    } else {
% else
    {
% end
% local copy = common.load_list(w, "indices", "at + k*nodes")
      ${T} sum = ${common.load(w, common.load_list(w, "indices", "at"))};
      for (int k = 1; k < copies; k++) sum += ${common.load(w, copy)};
      for (int k = 0; k < copies; k++) ${common.store(w, copy, "sum")}
    }
% common.close(w, parameters)
