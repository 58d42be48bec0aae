% -- cascade: one pass of the structured DSS along one axis of a box of
% -- Ex x Ey x Ez elements (x fastest; the sizes are literals, so every
% -- division below is by a constant).  An item is one node of one face
% -- shared by two neighbours along the axis: the two copies are added
% -- and the sum written to both.  After the x and y passes every copy on
% -- an edge holds the edge's sum, after all three every vertex copy.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% local N, NN, T, ix = w.N, w.NN, w.T, w.ix
% local axis, box = plan.axis, plan.box
% local parameters = {{w.d.pointer(T, false), "u"}}
% -- Elements per direction that start a pair: one fewer along the axis.
% local starts = {box[1], box[2], box[3]}
% starts[axis + 1] = starts[axis + 1] - 1
% local pairs = starts[1] * starts[2] * starts[3]
% local stride = ({1, box[1], box[1] * box[2]})[axis + 1]
% -- The node of each copy at face node (a, b): the last layer of the
% -- first element, the first layer of its neighbour.
% local nodes = {
%   {string.format("%d + %d*a + %d*b", N - 1, N, NN), string.format("%d*a + %d*b", N, NN)},
%   {string.format("a + %d + %d*b", N * (N - 1), NN), string.format("a + %d*b", NN)},
%   {string.format("a + %d*b + %d", N, NN * (N - 1)), string.format("a + %d*b", N)}}
${common.banner(w, ({"x", "y", "z"})[axis + 1] .. " pass of " .. box[1] .. " x " .. box[2] .. " x " .. box[3])}
% common.open(w, parameters, plan.items)
% if plan.params.order == 1 then
    const int f = (int)(t / ${pairs});
    const ${ix} q = t % ${pairs};
% else
    const int f = (int)(t % ${NN});
    const ${ix} q = t / ${NN};
% end
    const int a = f % ${N}, b = f / ${N};
    const ${ix} e = q % ${starts[1]} + q / ${starts[1]} % ${starts[2]}*${box[1]} + q / ${starts[1] * starts[2]}*${box[1] * box[2]};
    const ${ix} e2 = e + ${stride};
    const ${ix} first = ${common.index(w, "e", nodes[axis + 1][1])};
    const ${ix} second = ${common.index(w, "e2", nodes[axis + 1][2])};
    const ${T} sum = u[first] + u[second];
    u[first] = sum;
    u[second] = sum;
% common.close(w, parameters)
