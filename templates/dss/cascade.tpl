% -- cascade: one pass of the structured DSS along one axis of a box of
% -- Ex x Ey x Ez elements (x fastest; the sizes are literals, so every
% -- division below is by a constant).  An item is one node of one face
% -- shared by two neighbours along the axis: the two copies are added
% -- and the sum written to both.  After the x and y passes every copy on
% -- an edge holds the edge's sum, after all three every vertex copy.  A
% -- lane takes `items` positions and issues their loads together.
% -- Positions (order): 0, the face nodes of each pair in turn; 1, each
% -- face node over every pair; 2 (blocked), each face node over the B
% -- elements of a block, block by block, so that a warp's copies are
% -- whole B-wide runs (a lane whose element has no neighbour along the
% -- axis idles).  A lane's positions are plan.lanes apart, but in order
% -- 3, the positions of order 2, a lane's are its element's in
% -- consecutive runs.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% local N, NN, T, ux, B = w.N, w.NN, w.T, w.ux, w.B
% local axis, box = plan.axis, plan.box
% local order, items = plan.params.order, plan.params.items
% local parameters = {{w.d.pointer(T, false), "u"}}
% -- Elements per direction that start a pair: one fewer along the axis.
% local starts = {box[1], box[2], box[3]}
% starts[axis + 1] = starts[axis + 1] - 1
% local pairs = starts[1] * starts[2] * starts[3]
% local stride = ({1, box[1], box[1] * box[2]})[axis + 1]
% local elements = box[1] * box[2] * box[3]
% -- The node of each copy at face node (a, b): the last layer of the
% -- first element, the first layer of its neighbour.
% local nodes = {
%   {string.format("%d + %d*A + %d*B", N - 1, N, NN), string.format("%d*A + %d*B", N, NN)},
%   {string.format("A + %d + %d*B", N * (N - 1), NN), string.format("A + %d*B", NN)},
%   {string.format("A + %d*B + %d", N, NN * (N - 1)), string.format("A + %d*B", N)}}
% local function node(k, s)
%   return (nodes[axis + 1][k]:gsub("A", "a" .. s):gsub("B", "b" .. s))
% end
% -- Whether element `e` starts a pair along the axis (order 2).
% local function starts_pair(e)
%   local limit = string.format("%s < %du", e, elements - stride)
%   if axis == 0 then return string.format("%s %% %du < %du && %s", e, box[1], box[1] - 1, limit) end
%   if axis == 1 then return string.format("%s / %du %% %du < %du && %s", e, box[1], box[2], box[2] - 1, limit) end
%   return limit
% end
${common.banner(w, ({"x", "y", "z"})[axis + 1] .. " pass of " .. box[1] .. " x " .. box[2] .. " x " .. box[3])}
% -- The lines that place position `r` (an expression) under suffix `s`:
% -- its element e, face node f, whether it adds a pair (ok) and the
% -- indices of its two copies (first, second).
% local function place(s, r)
    const ${ux} r${s} = ${r};
%   if order >= 2 then
    const ${ux} e${s} = r${s} / ${B * NN}u*${B}u + r${s} % ${B}u;
    const unsigned f${s} = (unsigned)(r${s} / ${B}u % ${NN}u);
    const int ok${s} = r${s} < ${plan.work}u && ${starts_pair("e" .. s)};
%   else
%     if order == 1 then
    const unsigned f${s} = (unsigned)(r${s} / ${pairs}u);
    const ${ux} q${s} = r${s} % ${pairs}u;
%     else
    const unsigned f${s} = (unsigned)(r${s} % ${NN}u);
    const ${ux} q${s} = r${s} / ${NN}u;
%     end
    const ${ux} e${s} = q${s} % ${starts[1]}u + q${s} / ${starts[1]}u % ${starts[2]}u*${box[1]}u + q${s} / ${starts[1] * starts[2]}u*${box[1] * box[2]}u;
    const int ok${s} = r${s} < ${plan.work}u;
%   end
    const unsigned a${s} = f${s} % ${N}u, b${s} = f${s} / ${N}u;
    const ${ux} e${s}n = e${s} + ${stride}u;
    const ${ux} first${s} = ${common.index(w, "e" .. s, node(1, s))};
    const ${ux} second${s} = ${common.index(w, "e" .. s .. "n", node(2, s))};
% end
% common.open(w, parameters, plan.lanes)
% for s = 1, items do
%   if order == 3 then
%     place(s, string.format("((%s)t / %du*%du + %du)*%du + (%s)t %% %du", ux, B, items, s - 1, B, ux, B))
%   else
%     place(s, string.format("(%s)t + %du", ux, (s - 1) * plan.lanes))
%   end
%   if w.hints == 3 then
%     -- The copies of the position a wave of a large GPU ahead, asked
%     -- of L2 now so that their DRAM reads overlap this wave's.
%     place("p" .. s, string.format("r%d + %du", s, common.PREFETCH_AHEAD))
    if (okp${s}) {
      ${common.prefetch(w, "firstp" .. s)}
      ${common.prefetch(w, "secondp" .. s)}
    }
%   end
% end
% for s = 1, items do
    const ${T} x${s} = ok${s} ? ${common.load(w, "first" .. s)} : 0;
    const ${T} y${s} = ok${s} ? ${common.load(w, "second" .. s)} : 0;
% end
% for s = 1, items do
    if (ok${s}) {
      const ${T} sum = x${s} + y${s};
      ${common.store(w, "first" .. s, "sum")}
      ${common.store(w, "second" .. s, "sum")}
    }
% end
% common.close(w, parameters)
