% -- direct: the whole DSS of a box of Ex x Ey x Ez elements in one
% -- kernel.  An item is one shared node of the box; its class (plan.
% -- classes) says along which axes it lies on an interface between two
% -- elements.  Along such an axis it has two copies (the last layer of
% -- the first element, the first layer of the next), along the others
% -- one, so it has 2, 4 or 8 copies: all are read, summed in a fixed
% -- order and the sum written to each.  The sizes are literals, so every
% -- division below is by a constant.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% local N, NN, T, ix = w.N, w.NN, w.T, w.ix
% local box = plan.box
% local parameters = {{w.d.pointer(T, false), "u"}}
% local elements_fastest = plan.params.order == 1
% local names = {"x", "y", "z"}
%
% -- Position p (ix) along an axis of `count` elements on no interface:
% -- the E*(N - 2) nodes inside elements, then the box's two ends.
% local function unshared(a, p, count)
%   local inner = count * (N - 2)
%   local e, i = "e" .. names[a], "l" .. names[a]
%   local at_end = string.format("(%s - %d)", p, inner)
%   if inner == 0 then
      const ${ix} ${e} = ${p}*${count - 1};
      const int ${i} = (int)${p}*${N - 1};
%     return
%   end
%   local inner_e, inner_i
%   if elements_fastest then
%     inner_e, inner_i = p .. " % " .. count, "1 + " .. p .. " / " .. count
%   else
%     inner_e, inner_i = p .. " / " .. (N - 2), "1 + " .. p .. " % " .. (N - 2)
%   end
      const int inner_${names[a]} = ${p} < ${inner};
      const ${ix} ${e} = inner_${names[a]} ? ${inner_e} : ${at_end}*${count - 1};
      const int ${i} = (int)(inner_${names[a]} ? ${inner_i} : ${at_end}*${N - 1});
% end
%
% -- The copies of an item of class `class`: {element, node} expressions,
% -- x varying fastest.
% local function copies(class)
%   local along = {}
%   for a = 1, 3 do
%     local e, i = "e" .. names[a], "l" .. names[a]
%     if class.shared[a] then
%       along[a] = {{e, tostring(N - 1)}, {e .. " + 1", "0"}}
%     else
%       along[a] = {{e, i}}
%     end
%   end
%   local list = {}
%   for _, z in ipairs(along[3]) do
%     for _, y in ipairs(along[2]) do
%       for _, x in ipairs(along[1]) do
%         list[#list + 1] = {
%           string.format("(%s) + %d*((%s) + %d*(%s))", x[1], box[1], y[1], box[2], z[1]),
%           string.format("(%s) + %d*(%s) + %d*(%s)", x[2], N, y[2], NN, z[2])}
%       end
%     end
%   end
%   return list
% end
${common.banner(w, "all axes of " .. box[1] .. " x " .. box[2] .. " x " .. box[3])}
% common.open(w, parameters, plan.items)
% for c, class in ipairs(plan.classes) do
%   local extent = class.extent
%   local opening = c == 1 and "" or "} else "
%   if c == #plan.classes then
%     opening = opening .. "{"
%   else
%     opening = opening .. "if (t < " .. (class.first + class.count) .. ") {"
%   end
    ${opening}
      const ${ix} r = t - ${class.first};
      const ${ix} p0 = r % ${extent[1]};
      const ${ix} p1 = r / ${extent[1]} % ${extent[2]};
      const ${ix} p2 = r / ${extent[1] * extent[2]};
%   for a = 1, 3 do
%     if class.shared[a] then
      const ${ix} e${names[a]} = p${a - 1};
%     else
%       unshared(a, "p" .. (a - 1), box[a])
%     end
%   end
%   local list = copies(class)
%   local terms = {}
%   for k, copy in ipairs(list) do
%     local e = "element" .. k
      const ${ix} ${e} = ${copy[1]};
      const ${ix} at${k} = ${common.index(w, e, "(" .. copy[2] .. ")")};
%     terms[k] = "u[at" .. k .. "]"
%   end
      const ${T} sum = ${table.concat(terms, " + ")};
%   for k = 1, #list do
      u[at${k}] = sum;
%   end
% end
    }
% common.close(w, parameters)
