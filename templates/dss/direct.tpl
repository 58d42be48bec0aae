% -- direct: the whole DSS of a box of Ex x Ey x Ez elements in one
% -- kernel.  An item is one shared node of the box; its class (plan.
% -- classes) says along which axes it lies on an interface between two
% -- elements.  Along such an axis it has two copies (the last layer of
% -- the first element, the first layer of the next), along the others
% -- one, so it has 2, 4 or 8 copies: all are read, summed in a fixed
% -- order and the sum written to each.  A thread takes class.items items
% -- of one class, `lanes` apart so that a warp's loads stay contiguous,
% -- and issues all their loads first.  Classes follow one another over the
% -- whole box, or (plan.slabs > 0) the slabs of elements along z do, each
% -- with the classes inside it (plan/dss docs: in_slab).  The sizes are
% -- literals, so every division below is by a constant.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% local N, NN, T, ux = w.N, w.NN, w.T, w.ux
% local box = plan.box
% local parameters = {{w.d.pointer(T, false), "u"}}
% local elements_fastest = plan.params.order >= 1
% local B = w.B
% local elements = box[1] * box[2] * box[3]
% local strides = {1, box[1], box[1] * box[2]}
% local names = {"x", "y", "z"}
%
% -- Along axis a, position p (ux) of `count` elements on no interface:
% -- the E*(N - 2) nodes inside elements, then the box's two ends.
% -- Declares e<axis><s> (element) and l<axis><s> (node along the axis).
% local function unshared(a, p, count, s)
%   local inner = count * (N - 2)
%   local e, l, inside = "e" .. names[a] .. s, "l" .. names[a] .. s, "in" .. names[a] .. s
%   local at_end = string.format("(%s - %d)", p, inner)
%   if inner == 0 then
      const ${ux} ${e} = ${p}*${count - 1};
      const unsigned ${l} = (unsigned)${p}*${N - 1}u;
%     return
%   end
%   local inner_e, inner_l
%   if elements_fastest then
%     inner_e, inner_l = p .. " % " .. count, "1 + " .. p .. " / " .. count
%   else
%     inner_e, inner_l = p .. " / " .. (N - 2), "1 + " .. p .. " % " .. (N - 2)
%   end
      const int ${inside} = ${p} < ${inner};
      const ${ux} ${e} = ${inside} ? ${inner_e} : ${at_end}*${count - 1};
      const unsigned ${l} = (unsigned)(${inside} ? ${inner_l} : ${at_end}*${N - 1});
% end
%
% -- The copies of item `s` of class `class`: {element, node} expressions,
% -- x varying fastest.
% local function copies(class, s)
%   local along = {}
%   for a = 1, 3 do
%     local e, l = "e" .. names[a] .. s, "l" .. names[a] .. s
%     if class.span[a] == "interface" then
%       along[a] = {{e, tostring(N - 1)}, {e .. " + 1", "0"}}
%     else
%       along[a] = {{e, l}}
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
%
% -- Item s of the thread (lane `lane` of the class; in slab `slab` for
% -- a slab class): its position along each axis and the index of each
% -- copy, at<s>_<k>.  An item past the class's end is clamped to its
% -- last (read, never written).
% local function locate(class, s)
%   local extent = class.extent
%   local r = "r" .. s
%   local position = "lane + " .. ((s - 1) * class.lanes)
%   if s * class.lanes > class.count then
%     position = string.format("%s < %d ? %s : %d", position, class.count,
%                              position, class.count - 1)
%   end
      const ${ux} ${r} = ${position};
%   local p = {r .. " % " .. extent[1], r .. " / " .. extent[1] .. " % " .. extent[2],
%              r .. " / " .. (extent[1] * extent[2])}
%   for a = 1, 3 do
%     local span, e, l = class.span[a], "e" .. names[a] .. s, "l" .. names[a] .. s
%     if a == 3 and class.in_slab then
      const ${ux} ${e} = slab;
%       if span == "inside" then
      const unsigned ${l} = 1 + (unsigned)(${p[a]});
%       end
%     elseif span == "interface" then
      const ${ux} ${e} = ${p[a]};
%     elseif span == "within" then
      const ${ux} ${e} = ${p[a]} % ${box[a]}u;
      const unsigned ${l} = 1 + (unsigned)(${p[a]} / ${box[a]}u);
%     elseif span == "ends" then
      const ${ux} ${e} = (${p[a]})*${box[a] - 1};
      const unsigned ${l} = (unsigned)(${p[a]})*${N - 1}u;
%     else
      const ${ux} p${names[a]}${s} = ${p[a]};
%       unshared(a, "p" .. names[a] .. s, box[a], s)
%     end
%   end
%   local list = copies(class, s)
%   for k, copy in ipairs(list) do
%     local e = "element" .. s .. "_" .. k
      const ${ux} ${e} = ${copy[1]};
      const ${ux} at${s}_${k} = ${common.index(w, e, "(" .. copy[2] .. ")")};
%   end
%   return #list
% end
%
% -- The body of class `class`: its lanes' loads, sums and stores.
% local function body(class)
%   local items = class.items
%   local count = 0
%   for s = 1, items do count = locate(class, s) end
%   for s = 1, items do
%     for k = 1, count do
      const ${T} v${s}_${k} = ${common.load(w, "at" .. s .. "_" .. k)};
%     end
%   end
%   for s = 1, items do
%     local terms = {}
%     for k = 1, count do terms[k] = "v" .. s .. "_" .. k end
      const ${T} sum${s} = ${table.concat(terms, " + ")};
%   end
%   for s = 1, items do
%     local stores = {}
%     for k = 1, count do stores[k] = common.store(w, "at" .. s .. "_" .. k, "sum" .. s) end
%     if s * class.lanes > class.count then
      if (lane + ${(s - 1) * class.lanes} < ${class.count}) {
%       for k = 1, count do
        ${stores[k]}
%       end
      }
%     else
%       for k = 1, count do
      ${stores[k]}
%       end
%     end
%   end
% end
%
% -- The body of a tile class (order 2): lane `lane` of the class is
% -- element e = block*B + lane % B, which takes `class.items` of its
% -- positions in the class (group lane / B); a lane whose element owns
% -- none (the box's last along an interface, or past the last element)
% -- idles.  Every copy of a warp's item is one B-wide run of the layout.
% local function body_tile(class)
%   local groups, items = class.groups, class.items
%   local within = false
%   for a = 1, 3 do within = within or class.span[a] == "within" end
%   local spread = within or items * groups > class.positions
%   if class.in_slab then
      const ${ux} e = slab*${B}u + lane % ${B}u;
%     if spread then
      const unsigned g = (unsigned)(lane / ${B}u);
%     end
%   else
      const ${ux} e = lane / ${B * groups}u*${B}u + lane % ${B}u;
%     if spread then
      const unsigned g = (unsigned)(lane / ${B}u % ${groups}u);
%     end
%   end
%   local checks = {"e < " .. elements .. "u"}
%   if class.span[1] == "interface" then checks[#checks + 1] = string.format("e %% %du < %du", box[1], box[1] - 1) end
%   if class.span[2] == "interface" then checks[#checks + 1] = string.format("e / %du %% %du < %du", box[1], box[2], box[2] - 1) end
%   if class.span[3] == "interface" then checks[#checks + 1] = string.format("e < %du", elements - strides[3]) end
      const int owns = ${table.concat(checks, " && ")};
%   local count = 0
%   for s = 1, items do
%     local valid = "owns"
%     if items * groups > class.positions then
%       valid = string.format("owns && g*%du + %du < %du", items, s - 1, class.positions)
%     end
      const int ok${s} = ${valid};
%     if within then
      const unsigned p${s} = g*${items}u + ${s - 1}u;
%     end
%     local along, divisor = {}, 1
%     for a = 1, 3 do
%       if class.span[a] == "within" then
      const unsigned c${names[a]}${s} = 1 + p${s} / ${divisor}u % ${N - 2}u;
%         along[a] = {{"", "c" .. names[a] .. s}}
%         divisor = divisor * (N - 2)
%       else
%         along[a] = {{"", tostring(N - 1)}, {" + " .. strides[a] .. "u", "0"}}
%       end
%     end
%     count = 0
%     for _, z in ipairs(along[3]) do
%       for _, y in ipairs(along[2]) do
%         for _, x in ipairs(along[1]) do
%           count = count + 1
      const ${ux} element${s}_${count} = e${x[1]}${y[1]}${z[1]};
      const ${ux} at${s}_${count} = ${common.index(w, "element" .. s .. "_" .. count, string.format("(%s + %d*%s + %d*%s)", x[2], N, y[2], NN, z[2]))};
%         end
%       end
%     end
%   end
%   for s = 1, items do
%     for k = 1, count do
      const ${T} v${s}_${k} = ok${s} ? ${common.load(w, "at" .. s .. "_" .. k)} : 0;
%     end
%   end
%   for s = 1, items do
%     local terms = {}
%     for k = 1, count do terms[k] = "v" .. s .. "_" .. k end
      if (ok${s}) {
        const ${T} sum = ${table.concat(terms, " + ")};
%     for k = 1, count do
        ${common.store(w, "at" .. s .. "_" .. k, "sum")}
%     end
      }
%   end
% end
%
% -- A chain of branches, one per class of `list`, on `index` (the lane
% -- in the slab, or the thread); a slab's interface class skips the top
% -- slab, which has no interface above it.
% local function chain(list, index)
%   for c, class in ipairs(list) do
%     local opening = c == 1 and "" or "} else "
%     if c == #list then
%       opening = opening .. "{"
%     else
%       opening = opening .. "if (" .. index .. " < " .. (class.start + class.lanes) .. "u) {"
%     end
    ${opening}
      const ${ux} lane = ${index} - ${class.start}u;
%     if class.tile then
%       body_tile(class)
%     elseif class.in_slab and class.span[3] == "interface" then
      if (slab < ${box[3] - 1}u) {
%       body(class)
      }
%     else
%       body(class)
%     end
%   end
    }
% end
${common.banner(w, "all axes of " .. box[1] .. " x " .. box[2] .. " x " .. box[3])}
% common.open(w, parameters, plan.lanes)
% local slab_classes, other_classes = {}, {}
% for _, class in ipairs(plan.classes) do
%   local list = class.in_slab and slab_classes or other_classes
%   list[#list + 1] = class
% end
    const ${ux} thread = (${ux})t;
% if #slab_classes > 0 then
    if (thread < ${plan.slabs * plan.slab_lanes}u) {
    const ${ux} slab = thread / ${plan.slab_lanes}u;
    const ${ux} in_slab = thread % ${plan.slab_lanes}u;
%   chain(slab_classes, "in_slab")
%   if #other_classes > 0 then
    } else {
%     chain(other_classes, "thread")
%   end
    }
% else
%   chain(other_classes, "thread")
% end
% common.close(w, parameters)
