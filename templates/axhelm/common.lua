-- axhelm/common.lua: the pieces every axhelm kernel is written from.
--
-- setup(plan) returns a writer `w` bound to one kernel: its types, its
-- passes over the field components, D as literals or table reads, the
-- kernel parameters and the per-node geometry of each mode.  The variant
-- templates (lines, layers, nodes) arrange these pieces around their own
-- thread layout.  Names in the generated code say what they hold:
-- u0_3 is component 0 of u at layer k = 3 of this thread's column, au0_3
-- its result, g00..g22 the geometric factors at the node being worked on.
--
-- A "frame" says which node coordinates are the thread's (run-time, named
-- by a string) and which are unrolled (numbers): {i = "i", j = "j", k = 3}
-- for a thread walking its column, {i = "i", j = "j", k = "k"} for a thread
-- owning one node.

local common = {}

function common.setup(plan)
  local N = plan.points
  local w = {plan = plan, N = N, NN = N * N, NNN = N * N * N}
  w.d = import(plan.backend .. "/dialect.lua")
  w.T = plan.dtype == "f64" and "double" or "float"
  w.i64 = w.d.int64
  w.helmholtz = plan.equation == "helmholtz"
  w.per_node = plan.coefficients == "per-node"
  w.dmem = plan.params.dmem or 0
  w.stage = plan.params.stage or 0
  -- Groups of epb elements a block works through (chain; 1: one).
  w.chain = math.max(plan.params.chain or 0, 1)
  -- A warp's lanes share the staging copies (stagewarp; see below).
  w.warp_copies = plan.layout.warp_copies == 1
  w.epb = plan.params.epb
  -- Whole lines contracted by the even-odd split of D (evenodd.lua).
  w.evenodd = (plan.params.evenodd or 0) == 1
  if w.evenodd and not import("axhelm/evenodd.lua").applies(plan) then
    error("evenodd = 1: D is not centro-antisymmetric", 0)
  end
  w.lit = function(x) return literal(x, plan.dtype) end
  -- Trilinear geometry for a scalar field (d = 1) never forms G: with A
  -- the adjugate (rows ar, as, at) and inv = w lambda0 / detJ,
  -- G u = inv A (A^T u), two 3x3 products and three scalings per node
  -- (21 instructions) instead of six dot products, six scalings and a
  -- 3x3 product (33).  Three components keep G, even unfused: the
  -- compiler (nvcc) shares the geometry recomputed by each pass, and
  -- 24 + 3*9 < 3*21.
  w.adjugate_form = plan.geometry == "trilinear" and plan.fields == 1
  -- The fusions (see "fusions" below): the input statement (nil: none),
  -- the dot, the layout block (0: element-major) and whether consecutive
  -- threads work on consecutive elements.
  w.input = plan.input
  w.update = plan.update
  w.dot = plan.dot
  w.B = plan.layout_block
  w.element_fastest = plan.element_fastest
  -- Components handled together: all of them when fused, else one a pass.
  w.passes = {}
  local per_pass = plan.components_per_pass
  for first = 0, plan.fields - 1, per_pass do
    local pass = {}
    for c = first, first + per_pass - 1 do pass[#pass + 1] = c end
    w.passes[#w.passes + 1] = pass
  end
  return w
end

-- ---- output --------------------------------------------------------------

function common.line(indent, text)
  emit(indent .. text .. "\n")
end

-- A comment naming what was generated.
function common.banner(w)
  local plan = w.plan
  local params = {}
  for _, name in ipairs({"epb", "dmem", "fuse", "tshared", "evenodd", "stage", "stagewarp", "regs", "chain"}) do
    if plan.params[name] then params[#params + 1] = name .. "=" .. plan.params[name] end
  end
  return string.format("// gimmikc: axhelm %s (%s), N = %d, d = %d, %s, %s coefficients, %s geometry, %s",
                       plan.variant, table.concat(params, " "), w.N, plan.fields,
                       plan.equation, plan.coefficients, plan.geometry, plan.dtype)
end

-- ---- sums with constant coefficients ---------------------------------------

-- "c1*x + c2*y - z" from {{coefficient, operand}, ...}: a number
-- coefficient is printed as a literal (+-1 needs no multiply, 0 drops the
-- term); a string coefficient is an expression (a table read).
function common.combine(w, terms)
  local pieces = {}
  for _, term in ipairs(terms) do
    local coefficient, operand = term[1], term[2]
    local text, negative = nil, false
    if type(coefficient) == "number" then
      if coefficient ~= 0 then
        negative = coefficient < 0
        local magnitude = negative and -coefficient or coefficient
        text = magnitude == 1 and operand or (w.lit(magnitude) .. "*" .. operand)
      end
    else
      text = coefficient .. "*" .. operand
    end
    if text then
      if #pieces == 0 then
        pieces[1] = (negative and "-" or "") .. text
      else
        pieces[#pieces + 1] = (negative and " - " or " + ") .. text
      end
    end
  end
  if #pieces == 0 then return w.lit(0) end
  return table.concat(pieces)
end

-- D[a][b] for indices known now: its value (a literal) or, with dmem = 1,
-- the read of the __constant__ table; 0 when the entry is exactly zero.
function common.D(w, a, b)
  local value = w.plan.D[a * w.N + b + 1]
  if value == 0 or w.dmem == 0 then return value end
  return "c_D[" .. (a * w.N + b) .. "]"
end

-- sum_b D[a][b] * operand(b), or sum_b D[b][a] * operand(b) transposed.
function common.contract(w, a, operand, transposed)
  local terms = {}
  for b = 0, w.N - 1 do
    local coefficient = transposed and common.D(w, b, a) or common.D(w, a, b)
    terms[#terms + 1] = {coefficient, operand(b)}
  end
  return common.combine(w, terms)
end

-- The line x_b = operand(b) times D (D^T when transposed): what it needs
-- declared at `indent` (names starting with `prefix`), and a function of
-- a giving y_a.  With evenodd the even-odd split (evenodd.lua), else each
-- y_a its own sum.
function common.contract_line(w, operand, transposed, prefix, indent)
  if w.evenodd then
    return import("axhelm/evenodd.lua").line(w, operand, transposed, prefix, indent)
  end
  return function(a) return common.contract(w, a, operand, transposed) end
end

-- sum_m table[index(m)] * operand(m) for a D row chosen at run time.
function common.contract_table(w, index, operand)
  local terms = {}
  for m = 0, w.N - 1 do terms[#terms + 1] = {index(m), operand(m)} end
  return common.combine(w, terms)
end

-- ---- declarations ------------------------------------------------------------

local geometry_argument = {stored = "ggeo", parallelepiped = "pgeo",
                           trilinear = "vertices"}

-- Kernel parameters in the order gimmik/axhelm.h documents.
function common.parameters(w)
  local d, T, plan = w.d, w.T, w.plan
  local list = {"int elements", "int first"}
  if plan.fields == 3 then list[#list + 1] = w.i64 .. " field_stride" end
  list[#list + 1] = d.pointer(T, true) .. " " .. geometry_argument[plan.geometry]
  if w.per_node then
    list[#list + 1] = d.pointer(T, true) .. " lambda0"
    if w.helmholtz then list[#list + 1] = d.pointer(T, true) .. " lambda1" end
  end
  if w.input then
    local scalar = plan.scalar_memory and d.pointer("double", true) or T
    local suffix = plan.scalar_memory and "_at" or ""
    for _, name in ipairs(import("expression.lua").scalars(w.input)) do
      list[#list + 1] = scalar .. " in_" .. name .. suffix
    end
    local stored = common.update_target(w)
    for a, array in ipairs(w.input.arrays) do
      if a ~= w.input.target then
        list[#list + 1] = d.pointer(T, array.name ~= stored) .. " in_" .. array.name
      end
    end
  end
  list[#list + 1] = d.pointer(T, not w.input) .. " u"
  list[#list + 1] = d.pointer(T, false) .. " au"
  if w.dot then list[#list + 1] = d.pointer(T, false) .. " partials" end
  return list
end

local function literal_table(w, count, value)
  local values = {}
  for index = 0, count - 1 do values[#values + 1] = w.lit(value(index)) end
  return values
end

-- With scalar_memory, each scalar of the input read once where the
-- kernel starts, from the double its argument in_<name>_at points at; on
-- CUDA from the module's constant array instead, which the runtime fills
-- from those doubles before the launch (runtime/backend.h): a kernel reads
-- it from the constant bank as it reads its parameters, while a load
-- from memory made every block wait for it first (the N = 8 operator
-- took 9% longer).
function common.scalar_locals(w, indent)
  if not (w.input and w.plan.scalar_memory) then return end
  local expression = import("expression.lua")
  for i, name in ipairs(expression.scalars(w.input)) do
    local source = w.plan.backend == "cuda" and "gimmik_constants[" .. (i - 1) .. "]"
                   or "in_" .. name .. "_at[0]"
    local value = w.plan.dtype == "f64" and source or "(float)" .. source
    common.line(indent, "const " .. w.T .. " in_" .. name .. " = " .. value .. ";")
  end
end

-- The constant array of common.scalar_locals (CUDA).
local function constants_array(w)
  if not (w.input and w.plan.scalar_memory and w.plan.backend == "cuda") then
    return
  end
  local count = #import("expression.lua").scalars(w.input)
  emit("__constant__ double gimmik_constants[" .. count .. "];\n\n")
end

-- The dialect's prologue (OpenCL enables doubles there), then the
-- __constant__ tables the kernel reads: D (dmem = 1, or to fill a shared
-- copy), D^T (shared copy), the GLL weights and points where a thread's
-- own coordinates pick them.  `need` = {D =, DT =}.
function common.preamble(w, need)
  local N, plan, d, T = w.N, w.plan, w.d, w.T
  emit(d.prologue(plan))
  if need.D or w.dmem == 1 then
    emit(d.constant_array(T, "c_D", literal_table(w, w.NN, function(q)
      return plan.D[q + 1] end)) .. "\n")
  end
  if w.evenodd and w.dmem == 1 then import("axhelm/evenodd.lua").tables(w) end
  if need.DT then
    emit(d.constant_array(T, "c_DT", literal_table(w, w.NN, function(q)
      return plan.D[(q % N) * N + q // N + 1] end)) .. "\n")
  end
  if plan.geometry ~= "stored" then
    emit(d.constant_array(T, "c_w", literal_table(w, N, function(q)
      return plan.w[q + 1] end)) .. "\n")
  end
  if plan.geometry == "trilinear" then
    emit(d.constant_array(T, "c_x", literal_table(w, N, function(q)
      return plan.x[q + 1] end)) .. "\n")
  end
  if plan.geometry == "trilinear" then emit(d.quotient_helper(T)) end
  if w.stage > 0 or w.chain > 1 then common.stage_helpers(w) end
  constants_array(w)
end

-- The kernel's opening: signature, the scalars and the shared pool.
function common.open_kernel(w)
  local plan, d = w.plan, w.d
  if plan.min_blocks > 0 then
    emit(d.kernel_bounded(plan.kernel_name, plan.threads, plan.min_blocks,
                          common.parameters(w)) .. "\n{\n")
  else
    emit(d.kernel(plan.kernel_name, plan.threads, common.parameters(w),
                  plan.threads, 1) .. "\n{\n")
  end
  emit(d.grid_wait)
  common.scalar_locals(w, "  ")
  common.line("  ", d.shared_array(w.T, "pool", plan.layout.total))
end

-- Thread t's element slot z, its element e (the last real one when the
-- slot is past the end: it computes but does not store) and the offset of
-- that element's nodes (common.node adds a node's; none when `no_base`).
-- `per_element` threads per element.  Returns the name of the thread's
-- index within its element: t, or q where consecutive threads take
-- consecutive elements.
function common.element_index(w, per_element, no_base)
  local d, line = w.d, common.line
  local within = "t"
  if w.chain == 1 then line("  ", "const int t = (int)" .. d.local_x .. ";") end
  if w.element_fastest then
    within = "q"
    line("  ", "const int z = t % " .. w.epb .. ", q = t / " .. w.epb .. ";")
  else
    line("  ", "const int z = t / " .. per_element .. ";")
  end
  local group = w.chain > 1 and "group" or "(int)" .. d.group_x
  line("  ", "const int slot_element = first + " .. group .. "*" .. w.epb ..
             " + z;")
  line("  ", "const int owner = slot_element - first < elements;")
  line("  ", "const int e = owner ? slot_element : first + elements - 1;")
  if not no_base then
    line("  ", "const " .. w.i64 .. " base = " .. common.element_base(w, "e") .. ";")
  end
  if w.dot then line("  ", w.T .. " dot = " .. w.lit(0) .. ";") end
  return within
end

-- Fill the shared copies of D and D^T (the first 2 N^2 values of the
-- pool) from the constant tables; the caller's first barrier publishes
-- them.  Every block has at least N^2 threads.
function common.fill_tables(w)
  local line, sp = common.line, w.d.shared_pointer(w.T)
  line("  ", sp .. " sD = pool;")
  line("  ", sp .. " sDT = pool + " .. w.NN .. ";")
  line("  ", "if (t < " .. w.NN .. ") {")
  line("  ", "  sD[t] = c_D[t];")
  line("  ", "  sDT[t] = c_DT[t];")
  line("  ", "}")
end

-- Pointer `name` to component c of array `array` for this element.
function common.field_pointer(w, array, c, constant, name, indent)
  local offset = c == 0 and "base" or c == 1 and "field_stride + base" or
                 (c .. "*field_stride + base")
  common.line(indent, w.d.pointer(w.T, constant) .. " " .. name .. " = " ..
              array .. " + " .. offset .. ";")
end

-- ---- stored geometry copied ahead (stage = S > 0; CUDA, sm_80+) ------------
--
-- The stored values of each thread's own nodes (stage_begin's list: one
-- node per layer for lines, two for mma) are copied S layers ahead of
-- use into shared memory with cp.async, one commit group per layer.
-- Slot s (layer k in slot k % S) holds value v of node x of thread t at
-- ((s*V + v)*X + x)*threads + t, consecutive threads in consecutive
-- words.  With S < N a layer's slot is refilled with layer k + S once its
-- values are read; with S = N every layer is copied once and later
-- passes read it again.
--
-- Who copies: by default each thread its own values, one 4- or 8-byte
-- copy each, and it reads them back itself: no barrier.  With
-- layout.warp_copies (stagewarp = 1: f32 lines at even N) the lanes
-- of a warp share the warp's copies, 16 bytes (four threads' values) a
-- copy, a quarter of the instructions.  A thread then reads what other
-- lanes copied, so its first read of a layer waits for the warp after
-- the group (__syncwarp orders the lanes' shared-memory accesses), and a
-- refill waits until the warp has read the slot.  16-byte copies need
-- the stored arrays on 16 bytes; memory a caller wrapped at an offset
-- may not be, and then the kernel copies per thread (a test that is the
-- same for the whole grid).

-- The values a stored node reads, in staging order: {pointer, offset}:
-- the factors (one N^3 plane each of the element's ge), then the
-- per-node lambdas.
local function stored_values(w)
  local values = {}
  for f = 0, w.helmholtz and 6 or 5 do values[#values + 1] = {pointer = "ge", offset = f * w.NNN} end
  if w.per_node then
    values[#values + 1] = {pointer = "lambda0_e", offset = 0}
    if w.helmholtz then values[#values + 1] = {pointer = "lambda1_e", offset = 0} end
  end
  return values
end

function common.stage_helpers(w)
  local T = w.T
  local size = T == "double" and 8 or 4
  emit(string.format([[

// cp.async of one value into shared memory (.ca: the form that copies 4
// or 8 bytes); a commit group per layer; wait until at most `pending`
// later groups are still in flight.
static __device__ __forceinline__ void gimmik_stage(%s *shared, const %s *global)
{
  asm volatile("cp.async.ca.shared.global [%%0], [%%1], %d;"
               :: "r"((unsigned)__cvta_generic_to_shared(shared)), "l"(global) : "memory");
}
#define GIMMIK_STAGE_COMMIT() asm volatile("cp.async.commit_group;" ::: "memory")
#define GIMMIK_STAGE_WAIT(pending) asm volatile("cp.async.wait_group " #pending ";" ::: "memory")
]], T, T, size))
  if w.warp_copies then
    emit(string.format([[

// cp.async of 16 bytes (.cg, L2 only: each value is read once).
static __device__ __forceinline__ void gimmik_stage16(%s *shared, const %s *global)
{
  asm volatile("cp.async.cg.shared.global [%%0], [%%1], 16;"
               :: "r"((unsigned)__cvta_generic_to_shared(shared)), "l"(global) : "memory");
}
]], T, T))
  end
end

-- Values in one 16-byte piece (4: warp copies are f32's).
local function piece_values(w) return 16 // (w.T == "double" and 8 or 4) end

-- Warp copies: which 16-byte pieces this thread copies, once per kernel.
-- With P values a piece, the warp's `lanes` threads have lanes/P pieces
-- per value (lanes is a multiple of P: so are N^2 and the block); piece q
-- of the warp is value q / (lanes/P) of the P threads from
-- (t & ~31) + P (q % (lanes/P)), and lane l takes pieces l, l + lanes,
-- ... (`rounds` of them).
local function warp_pieces(w, indent)
  local line, plan = common.line, w.plan
  local values, threads, P = stored_values(w), plan.threads, piece_values(w)
  local V = #values
  local function rounds(lanes) return (V * (lanes // P) + lanes - 1) // lanes end
  w.stage_rounds = rounds(32)
  if threads % 32 > 0 then w.stage_rounds = math.max(w.stage_rounds, rounds(threads % 32)) end
  local addresses = "(size_t)ggeo"
  if w.per_node then addresses = addresses .. " | (size_t)lambda0" end
  if w.per_node and w.helmholtz then addresses = addresses .. " | (size_t)lambda1" end
  line(indent, "const int stage_aligned = ((" .. addresses .. ") & 15) == 0;")
  line(indent, "const int lanes = min(32, " .. threads .. " - (t & ~31));")
  line(indent, "const unsigned warp_mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1u;")
  line(indent, "const int pieces_per_value = lanes / " .. P .. ";")
  for r = 0, w.stage_rounds - 1 do
    local q, v, first = "piece" .. r, "piece_value" .. r, "piece_thread" .. r
    line(indent, "const int " .. q .. " = (t & 31) + " .. r .. "*lanes;")
    line(indent, "const int " .. v .. " = min(" .. q .. " / pieces_per_value, " .. (V - 1) .. ");")
    line(indent, "const int " .. first .. " = (t & ~31) + " .. q .. " % pieces_per_value * " .. P .. ";")
    line(indent, "const int piece_copies" .. r .. " = " .. q .. " < " .. V .. "*pieces_per_value;")
    line(indent, "const " .. w.i64 .. " piece_element" .. r ..
                 " = min(first + (int)" .. w.d.group_x .. "*" .. w.epb ..
                 " + " .. first .. " / " .. w.NN .. ", first + elements - 1);")
    -- Value v's row: factor v of the element's planes, else a lambda.
    local element = "piece_element" .. r
    local factors = w.helmholtz and 7 or 6
    local source = "ggeo + (" .. element .. "*7 + " .. v .. ")*" .. w.NNN
    if w.per_node then
      local lambda = "lambda0"
      if w.helmholtz then lambda = "(" .. v .. " == " .. factors .. " ? lambda0 : lambda1)" end
      source = "(" .. v .. " < " .. factors .. " ? " .. source .. " : " .. lambda .. " + " .. element .. "*" .. w.NNN .. ")"
    end
    line(indent, "const " .. w.T .. " *piece_source" .. r .. " = " .. source .. " + " .. first .. " % " .. w.NN .. ";")
    line(indent, "const int piece_cell" .. r .. " = " .. v .. "*" .. threads .. " + " .. first .. ";")
  end
end

-- After thread_geometry: the staging area, for the thread's nodes (index
-- expressions in the element).
function common.stage_begin(w, nodes, indent)
  if w.stage == 0 then return end
  w.stage_nodes = nodes
  common.line(indent, w.d.shared_pointer(w.T) .. " sg = pool + " .. w.plan.layout.staged_offset .. ";")
  if w.warp_copies then warp_pieces(w, indent) end
end

-- The shared cell of value v (1-based, stored_values' order) of the
-- thread's node x (1-based) at layer k.
local function staged_cell(w, k, v, x)
  local V, X = #stored_values(w), #w.stage_nodes
  return common.at("t", (((k % w.stage) * V + v - 1) * X + x - 1) * w.plan.threads)
end

-- Each thread's copies of its own values of layer k.
local function own_copies(w, k, indent)
  for v, value in ipairs(stored_values(w)) do
    for x, node in ipairs(w.stage_nodes) do
      common.line(indent, "gimmik_stage(sg + " .. staged_cell(w, k, v, x) .. ", " .. value.pointer .. " + " ..
                  common.node(w, node, k * w.NN + value.offset) .. ");")
    end
  end
end

-- Copies of layer k into its slot, one commit group.
local function stage_layer(w, k, indent)
  local line = common.line
  if w.warp_copies then
    local slot = (k % w.stage) * #stored_values(w) * w.plan.threads
    -- Unaligned, the same pieces a value at a time (the same registers).
    local function pieces(helper, values)
      for r = 0, w.stage_rounds - 1 do
        line(indent, "  if (piece_copies" .. r .. ") {")
        for x = 0, values - 1 do
          line(indent, "    " .. helper .. "(sg + " .. common.at("piece_cell" .. r, slot + x) .. ", " ..
                       common.at("piece_source" .. r, k * w.NN + x) .. ");")
        end
        line(indent, "  }")
      end
    end
    line(indent, "if (stage_aligned) {")
    pieces("gimmik_stage16", 1)
    line(indent, "} else {")
    pieces("gimmik_stage", piece_values(w))
    line(indent, "}")
  else
    own_copies(w, k, indent)
  end
  line(indent, "GIMMIK_STAGE_COMMIT();")
end

-- At the start of each pass: the first S layers in flight (the first
-- pass; every pass when S < N, whose ring the last pass refilled).
function common.stage_pass(w, pass_index, indent)
  if w.stage == 0 then return end
  w.stage_waited = {}
  if pass_index > 1 and w.stage == w.N then
    for k = 0, w.N - 1 do w.stage_waited[k] = true end
    return
  end
  for k = 0, w.stage - 1 do stage_layer(w, k, indent) end
end

-- A function reading a stored value of `node` at layer k from its slot;
-- the first read of a layer waits for its group (the groups of later
-- layers may stay in flight) and, with warp copies, for the warp.
function common.staged_reader(w, k, node, indent)
  assert(type(k) == "number", "staged geometry is read per unrolled layer")
  if not w.stage_waited[k] then
    w.stage_waited[k] = true
    local last = math.min(w.N - 1, k + w.stage - 1)
    common.line(indent, "GIMMIK_STAGE_WAIT(" .. (last - k) .. ");")
    if w.warp_copies then common.line(indent, "__syncwarp(warp_mask);") end
  end
  local x
  for position, name in ipairs(w.stage_nodes) do
    if name == node then x = position end
  end
  local values = stored_values(w)
  return function(value)
    local v
    for position, candidate in ipairs(values) do
      if candidate.pointer == value.pointer and candidate.offset == value.offset then v = position end
    end
    return "sg[" .. staged_cell(w, k, v, x) .. "]"
  end
end

-- Once layer k is read: its slot takes layer k + S (S < N); with warp
-- copies once every lane of the warp has read it.
function common.stage_refill(w, k, indent)
  if w.stage == 0 or w.stage == w.N or k + w.stage >= w.N then return end
  if w.warp_copies then common.line(indent, "__syncwarp(warp_mask);") end
  stage_layer(w, k + w.stage, indent)
end

-- ---- geometry ------------------------------------------------------------------

-- An expression times a literal, folding the trivial cases.
local function scaled(w, expression, factor)
  if factor == 1 then return expression end
  return w.lit(factor) .. "*" .. expression
end

-- Trilinear: per thread, the Jacobian columns as functions of t.  With
-- the thread's r and s fixed, dx/dr = jra + t*jrb, dx/ds = jsa + t*jsb
-- and dx/dt = jt (per coordinate), from the edge differences of the
-- vertices; in the 3-D frame t is the thread's too.
local function trilinear_thread(w, frame, indent)
  local line, T, lit = common.line, w.T, w.lit
  line(indent, w.d.pointer(T, true) .. " xv = vertices + (" .. w.i64 .. ")e*24;")
  line(indent, "const " .. T .. " r = c_x[" .. frame.i .. "];")
  line(indent, "const " .. T .. " s = c_x[" .. frame.j .. "];")
  if type(frame.k) == "string" then
    line(indent, "const " .. T .. " tk = c_x[" .. frame.k .. "];")
  end
  local one = lit(1)
  line(indent, "const " .. T .. " rm = " .. one .. " - r, rp = " .. one .. " + r;")
  line(indent, "const " .. T .. " sm = " .. one .. " - s, sp = " .. one .. " + s;")
  local eighth = lit(0.125)
  for c = 0, 2 do
    local X = {}
    for v = 0, 7 do
      X[v] = "x" .. v .. "_" .. c
      line(indent, "const " .. T .. " " .. X[v] .. " = xv[" .. (v * 3 + c) .. "];")
    end
    local function edge(a, b) return "(" .. X[b] .. " - " .. X[a] .. ")" end
    line(indent, "const " .. T .. " r0_" .. c .. " = " .. edge(0, 1) .. "*sm + " .. edge(2, 3) .. "*sp;")
    line(indent, "const " .. T .. " r1_" .. c .. " = " .. edge(4, 5) .. "*sm + " .. edge(6, 7) .. "*sp;")
    line(indent, "const " .. T .. " s0_" .. c .. " = " .. edge(0, 2) .. "*rm + " .. edge(1, 3) .. "*rp;")
    line(indent, "const " .. T .. " s1_" .. c .. " = " .. edge(4, 6) .. "*rm + " .. edge(5, 7) .. "*rp;")
    line(indent, "const " .. T .. " jra" .. c .. " = " .. eighth .. "*(r0_" .. c .. " + r1_" .. c .. ");")
    line(indent, "const " .. T .. " jrb" .. c .. " = " .. eighth .. "*(r1_" .. c .. " - r0_" .. c .. ");")
    line(indent, "const " .. T .. " jsa" .. c .. " = " .. eighth .. "*(s0_" .. c .. " + s1_" .. c .. ");")
    line(indent, "const " .. T .. " jsb" .. c .. " = " .. eighth .. "*(s1_" .. c .. " - s0_" .. c .. ");")
    line(indent, "const " .. T .. " jt" .. c .. " = " .. eighth .. "*((" .. edge(0, 4) .. "*rm + " ..
               edge(1, 5) .. "*rp)*sm + (" .. edge(2, 6) .. "*rm + " .. edge(3, 7) .. "*rp)*sp);")
  end
end

-- Trilinear, a thread walking a column (lines, layers): t varies and jt
-- does not, so the adjugate rows ar = js x jt and as = jt x jr are linear
-- in t, at = jr x js and detJ quadratic.  Their coefficients (ar0_c +
-- t*ar1_c, ...), 24 values once per thread, leave 14 FMAs per node (1
-- or 2 per value) instead of 27 operations for J's columns, the cross
-- products and detJ.  The templates that walk columns emit this where
-- the walk starts (node_geometry's layers read it); nothing for other
-- geometry modes.
function common.column_geometry(w, indent)
  if w.plan.geometry ~= "trilinear" then return end
  local line, T = common.line, w.T
  local function cross(name, p, q)
    for c = 0, 2 do
      local c1, c2 = (c + 1) % 3, (c + 2) % 3
      local function term(a, b)
        return a[1] .. c1 .. "*" .. b[1] .. c2 .. " - " .. a[1] .. c2 .. "*" .. b[1] .. c1
      end
      local value = term(p, q)
      if p[2] then value = value .. " + " .. term(p[2], q[2]) end
      line(indent, "const " .. T .. " " .. name .. c .. " = " .. value .. ";")
    end
  end
  cross("ar0_", {"jsa"}, {"jt"})
  cross("ar1_", {"jsb"}, {"jt"})
  cross("as0_", {"jt"}, {"jra"})
  cross("as1_", {"jt"}, {"jrb"})
  cross("at0_", {"jra"}, {"jsa"})
  cross("at1_", {"jra", {"jrb"}}, {"jsb", {"jsa"}})
  cross("at2_", {"jrb"}, {"jsb"})
  local function dot(a, b)
    return a .. "0*" .. b .. "0 + " .. a .. "1*" .. b .. "1 + " .. a .. "2*" .. b .. "2"
  end
  line(indent, "const " .. T .. " det0 = " .. dot("jra", "ar0_") .. ";")
  line(indent, "const " .. T .. " det1 = " .. dot("jra", "ar1_") .. " + " .. dot("jrb", "ar0_") .. ";")
  line(indent, "const " .. T .. " det2 = " .. dot("jrb", "ar1_") .. ";")
end

-- Per-thread geometry work, once per element: the element's data and the
-- thread's share of the weights (and, for trilinear, of the Jacobian);
-- at `indent` (default two spaces).
function common.thread_geometry(w, frame, indent)
  indent = indent or "  "
  local line, T, plan = common.line, w.T, w.plan
  local three_d = type(frame.k) == "string"
  -- With warp copies every stored value arrives through the pieces.
  local own_pointers = not w.warp_copies
  if plan.geometry == "stored" then
    if own_pointers then line(indent, w.d.pointer(T, true) .. " ge = ggeo + " .. common.factor_base(w) .. ";") end
  else
    local weight = "c_w[" .. frame.i .. "]*c_w[" .. frame.j .. "]"
    if three_d then weight = weight .. "*c_w[" .. frame.k .. "]" end
    line(indent, "const " .. T .. " wt = " .. weight .. ";")
  end
  if plan.geometry == "parallelepiped" then
    -- q_f: the element's factor times the thread's weights.
    line(indent, w.d.pointer(T, true) .. " pe = pgeo + (" .. w.i64 .. ")e*7;")
    for f = 0, w.helmholtz and 6 or 5 do
      line(indent, "const " .. T .. " q" .. f .. " = wt*pe[" .. f .. "];")
    end
  elseif plan.geometry == "trilinear" then
    trilinear_thread(w, frame, indent)
  end
  if w.per_node and own_pointers then
    line(indent, w.d.pointer(T, true) .. " lambda0_e = lambda0 + base;")
    if w.helmholtz then
      line(indent, w.d.pointer(T, true) .. " lambda1_e = lambda1 + base;")
    end
  end
end

-- The weight of unrolled layer k (1 in the 3-D frame, where wt has it).
local function layer_weight(w, frame)
  if type(frame.k) == "string" then return 1 end
  return w.plan.w[frame.k + 1]
end

-- The adjugate rows ar, as, at of J at the node (row a: the cross
-- product of the other two columns) and detJ.
local function trilinear_node(w, frame, indent)
  local line, T, lit = common.line, w.T, w.lit
  if type(frame.k) ~= "string" then
    -- The polynomials in t of column_geometry at the layer's t, by
    -- Horner: c0 + t*(c1 + t*c2), the literal's sign folded.
    local t = w.plan.x[frame.k + 1]
    local function plus_t_times(a, b)
      if t == 0 then return a end
      local magnitude = t < 0 and -t or t
      return a .. (t < 0 and " - " or " + ") .. (magnitude == 1 and b or lit(magnitude) .. "*" .. b)
    end
    local function polynomial(coefficient, quadratic)
      local inner = coefficient(1)
      if quadratic then inner = "(" .. plus_t_times(inner, coefficient(2)) .. ")" end
      return plus_t_times(coefficient(0), inner)
    end
    for _, row in ipairs({"ar", "as", "at"}) do
      for c = 0, 2 do
        local value = polynomial(function(power) return row .. power .. "_" .. c end, row == "at")
        line(indent, "const " .. T .. " " .. row .. c .. " = " .. value .. ";")
      end
    end
    line(indent, "const " .. T .. " det = " ..
                 polynomial(function(power) return "det" .. power end, true) .. ";")
    return
  end
  for c = 0, 2 do
    line(indent, "const " .. T .. " jr" .. c .. " = jra" .. c .. " + tk*jrb" .. c .. ";")
    line(indent, "const " .. T .. " js" .. c .. " = jsa" .. c .. " + tk*jsb" .. c .. ";")
  end
  local function cross(name, p, q)
    for c = 0, 2 do
      local c1, c2 = (c + 1) % 3, (c + 2) % 3
      line(indent, "const " .. T .. " " .. name .. c .. " = " .. p .. c1 .. "*" .. q .. c2 ..
                   " - " .. p .. c2 .. "*" .. q .. c1 .. ";")
    end
  end
  cross("ar", "js", "jt")
  cross("as", "jt", "jr")
  cross("at", "jr", "js")
  line(indent, "const " .. T .. " det = jr0*ar0 + jr1*ar1 + jr2*ar2;")
end

local factor_pairs = {{"r", "r"}, {"r", "s"}, {"r", "t"}, {"s", "s"}, {"s", "t"}, {"t", "t"}}
local factor_names = {"g00", "g01", "g02", "g11", "g12", "g22"}

-- "base + offset", or base alone for offset 0.
function common.at(base, offset)
  return offset == 0 and base or (base .. " + " .. offset)
end

-- Declare the geometry at one node, whose index in the element is
-- node_base + node_offset (an expression and a number): g00..g22 (weights
-- included, and lambda0 where it folds into them) or, in the adjugate
-- form, the adjugate rows and inv; and the Helmholtz coefficient hm
-- (Au += hm*u).  Returns the factor that still multiplies G (a per-node
-- lambda0, a literal, or nil).
function common.node_geometry(w, frame, node_base, node_offset, indent)
  local line, T, plan, lit = common.line, w.T, w.plan, w.lit
  local at = common.at
  local node = at(node_base, node_offset)
  local weight = layer_weight(w, frame)
  local lambda0 = w.per_node and 1 or plan.lambda0
  local lambda1 = w.per_node and 1 or plan.lambda1
  local scale = nil
  if w.per_node then
    local values = stored_values(w)
    local lam0, lam1 = values[#values - (w.helmholtz and 1 or 0)], values[#values]
    local function read(value)
      if w.stage > 0 and plan.geometry == "stored" then
        return common.staged_reader(w, frame.layer or frame.k, node_base, indent)(value)
      end
      return value.pointer .. "[" .. node .. "]"
    end
    line(indent, "const " .. T .. " lam0 = " .. read(lam0) .. ";")
    scale = "lam0"
    if w.helmholtz then line(indent, "const " .. T .. " lam1 = " .. read(lam1) .. ";") end
  end
  local function helmholtz_coefficient(expression)
    local value = scaled(w, expression, lambda1)
    if w.per_node then value = "lam1*" .. value end
    line(indent, "const " .. T .. " hm = " .. value .. ";")
  end
  if plan.geometry == "stored" then
    local read = function(value)
      return value.pointer .. "[" .. common.node(w, node_base, node_offset + value.offset) .. "]"
    end
    if w.stage > 0 then read = common.staged_reader(w, frame.layer or frame.k, node_base, indent) end
    for f = 1, 6 do
      line(indent, "const " .. T .. " " .. factor_names[f] .. " = " .. read(stored_values(w)[f]) .. ";")
    end
    if lambda0 ~= 1 then scale = lit(lambda0) end
    if w.helmholtz then helmholtz_coefficient(read(stored_values(w)[7])) end
  elseif plan.geometry == "parallelepiped" then
    for f = 1, 6 do
      line(indent, "const " .. T .. " " .. factor_names[f] .. " = " .. scaled(w, "q" .. (f - 1), weight * lambda0) .. ";")
    end
    if w.helmholtz then
      line(indent, "const " .. T .. " hm = " ..
                   (w.per_node and "lam1*" or "") .. scaled(w, "q6", weight * lambda1) .. ";")
    end
  else
    -- inv = w lambda0 / detJ, a per-node lambda0 included (one multiply
    -- instead of one per row of every component); the literal weight and
    -- lambda0 fold into one literal.
    trilinear_node(w, frame, indent)
    local numerator = scaled(w, "wt", weight * lambda0)
    if w.per_node then numerator = "lam0*" .. numerator end
    line(indent, "const " .. T .. " inv = " .. w.d.quotient(T, numerator, "det") .. ";")
    scale = nil
    if not w.adjugate_form then
      for f = 1, 6 do
        local a, b = factor_pairs[f][1], factor_pairs[f][2]
        line(indent, "const " .. T .. " " .. factor_names[f] .. " = inv*(a" .. a .. "0*a" .. b .. "0 + a" ..
                     a .. "1*a" .. b .. "1 + a" .. a .. "2*a" .. b .. "2);")
      end
    end
    if w.helmholtz then
      local value = scaled(w, "wt", weight * lambda1) .. "*det"
      if w.per_node then value = "lam1*" .. value end
      line(indent, "const " .. T .. " hm = " .. value .. ";")
    end
  end
  return scale
end

-- gr, gs, gt of component c from ur, us, ut at the node.
function common.apply_geometry(w, c, scale, ur, us, ut, indent)
  local T, line = w.T, common.line
  if w.adjugate_form then
    -- d = A^T [ur us ut] (detJ times the physical gradient), then
    -- [gr gs gt] = inv A d; inv last, off the division's latency.
    local names = {}
    for x = 0, 2 do
      names[x] = "d" .. ("xyz"):sub(x + 1, x + 1) .. c
      line(indent, "const " .. T .. " " .. names[x] .. " = ar" .. x .. "*" .. ur .. " + as" .. x ..
                   "*" .. us .. " + at" .. x .. "*" .. ut .. ";")
    end
    for _, row in ipairs({"r", "s", "t"}) do
      line(indent, "const " .. T .. " g" .. row .. c .. " = inv*(a" .. row .. "0*" .. names[0] ..
                   " + a" .. row .. "1*" .. names[1] .. " + a" .. row .. "2*" .. names[2] .. ");")
    end
    return
  end
  local function row(g1, g2, g3)
    local sum = g1 .. "*" .. ur .. " + " .. g2 .. "*" .. us .. " + " .. g3 .. "*" .. ut
    if scale then return scale .. "*(" .. sum .. ")" end
    return sum
  end
  line(indent, "const " .. T .. " gr" .. c .. " = " .. row("g00", "g01", "g02") .. ";")
  line(indent, "const " .. T .. " gs" .. c .. " = " .. row("g01", "g11", "g12") .. ";")
  line(indent, "const " .. T .. " gt" .. c .. " = " .. row("g02", "g12", "g22") .. ";")
end

-- ---- fusions ----------------------------------------------------------------
--
-- Layout.  Element-major puts node `node` of element e at e*N^3 + node;
-- blocks of B elements (w.B > 0, gimmik/dss.h) at
-- ((e/B)*N^3 + node)*B + e%B, which is element e's base (e/B)*N^3*B +
-- e%B plus node*B.  Every field array (u, au, the input's) is in the
-- layout, and so are stored factors (factor_base); the other geometry
-- modes are per element.
--
-- Input.  A statement of the vector language (expression.lua) whose
-- target is u: where a kernel would load u at a node it evaluates the
-- statement there instead, uses the value as u and, where the thread owns
-- the element, stores it to u.  Its other arrays are arguments in_<name>
-- (each element's at E_<name><c>), its scalars in_<name> (with
-- scalar_memory, pointers in_<name>_at to doubles, read once).
--
-- Dot.  Each thread adds up u.Au over its nodes in the energy form
-- ur gr + us gs + ut gt (+ hm u u), equal to u.Au to rounding (Au is D^T
-- of [gr gs gt]); the block's tree then leaves one partial sum a block.

-- The offset of element `e`'s nodes (an expression of type int64).
function common.element_base(w, e)
  if w.B == 0 then return "(" .. w.i64 .. ")" .. e .. "*" .. w.NNN end
  return "(" .. w.i64 .. ")(" .. e .. " / " .. w.B .. ")*" .. (w.NNN * w.B) ..
         " + " .. e .. " % " .. w.B
end

-- The offset of element e's stored factors: ggeo is laid out like a
-- field whose elements have 7 N^3 nodes (factor f's plane, then the node).
function common.factor_base(w)
  if w.B == 0 then return "base*7" end
  return "(" .. w.i64 .. ")(e / " .. w.B .. ")*" .. (7 * w.NNN * w.B) .. " + e % " .. w.B
end

-- Index, from an element's base, of its node node_base + node_offset (an
-- expression and a number).
function common.node(w, node_base, node_offset)
  if w.B == 0 then return common.at(node_base, node_offset) end
  return common.at(node_base .. "*" .. w.B, node_offset * w.B)
end

-- The element's pointers for component c: uc<c> into u (written when an
-- input stores to it) and E_<name><c> into each input array (with chain
-- only the update's target, which is written).
function common.element_pointers(w, c, indent)
  common.field_pointer(w, "u", c, not w.input, "uc" .. c, indent)
  if not w.input then return end
  local stored = common.update_target(w)
  for a, array in ipairs(w.input.arrays) do
    local name = array.name
    if a ~= w.input.target and (w.chain == 1 or name == stored) then
      common.field_pointer(w, "in_" .. name, c, name ~= stored, "E_" .. name .. c, indent)
    end
  end
end

-- The update's target array, or nil.
function common.update_target(w)
  return w.update and w.update.arrays[w.update.target].name
end

-- A scalar of the input or the update: its argument in_<name>, or with
-- scalar_memory the local read at the start (common.scalar_locals).
local function input_scalar()
  return function(name) return "in_" .. name end
end

-- The update's value at a node, from the reader common.u_value takes:
-- the input's target is u there, before the input stores to it.
function common.update_value(w, read)
  local target = w.input.arrays[w.input.target].name
  return import("expression.lua").render(w.update, w.update, function(name)
    return read(name == target and "u" or ("in_" .. name))
  end, input_scalar(), w.lit)
end

-- The store of the update's value to its target at `index`.
function common.update_store(w, c, index, value)
  return "E_" .. common.update_target(w) .. c .. "[" .. index .. "] = " .. value .. ";"
end

-- A reader for common.u_value through the element's pointers (above) at
-- `index`.
function common.element_read(c, index)
  return function(argument)
    local pointer = argument == "u" and ("uc" .. c) or ("E_" .. argument:sub(4) .. c)
    return pointer .. "[" .. index .. "]"
  end
end

-- u at a node: read("u"), or the input evaluated there, read(argument)
-- giving the node's value of a kernel argument ("u" for the target,
-- "in_<name>" for the others).
function common.u_value(w, read)
  if not w.input then return read("u") end
  local input = w.input
  local target = input.arrays[input.target].name
  return import("expression.lua").render(input, input, function(name)
    return read(name == target and "u" or ("in_" .. name))
  end, input_scalar(), w.lit)
end

-- With the dot: add node's ur gr + us gs + ut gt of component c (gr, gs,
-- gt from apply_geometry) and, for Helmholtz, hm u u.
function common.dot_node(w, c, ur, us, ut, u, indent)
  if not w.dot then return end
  local value = ur .. "*gr" .. c .. " + " .. us .. "*gs" .. c .. " + " .. ut .. "*gt" .. c
  if w.helmholtz then value = value .. " + hm*" .. u .. "*" .. u end
  common.line(indent, "dot += " .. value .. ";")
end

-- With the dot, at the kernel's end: the threads' sums (0 from threads
-- past the last element) through the pool's tree into partials[block].
function common.dot_close(w)
  if not w.dot then return end
  local line, d = common.line, w.d
  line("  ", d.barrier)
  if w.chain > 1 then
    line("  ", "pool[t] = dot_sum;")
  else
    line("  ", "pool[t] = owner ? dot : " .. w.lit(0) .. ";")
  end
  import("tree.lua").sum(d, "pool", "t", w.plan.threads, 1, "  ")
  line("  ", "if (t == 0) partials[" .. d.group_x .. "] = pool[0];")
end

-- ---- groups in turn, the next one's inputs copied ahead (chain) ----------
--
-- With chain = C > 1 block b works through groups bC .. bC + C - 1 of epb
-- elements.  Each thread copies the input arrays' values of its own
-- column (array a, layer k) into shared cell (a N + k) threads + t with
-- cp.async, the first group's at the start and the next group's as soon
-- as it has read the current one's: it reads back only what it copied
-- itself, so no barrier orders the copies.  The dot is summed over the
-- groups a thread owns.

-- Before the groups: the thread index, the copies' cells, the dot's sum,
-- and the loop, which stops at the last group with an element (the same
-- for the whole block, so its barriers are reached by every thread).
function common.chain_open(w)
  local line, d = common.line, w.d
  line("  ", "const int t = (int)" .. d.local_x .. ";")
  line("  ", d.shared_pointer(w.T) .. " sc = pool + " ..
             w.plan.layout.chained_offset .. ";")
  if w.dot then line("  ", w.T .. " dot_sum = " .. w.lit(0) .. ";") end
  line("  ", "for (int link = 0; link < " .. w.chain .. "; link++) {")
  line("  ", "const int group = (int)" .. d.group_x .. "*" .. w.chain .. " + link;")
  line("  ", "if (group*" .. w.epb .. " >= elements) break;")
  line("  ", "if (link > 0) " .. d.barrier)
end

-- The input arrays in copy order: {pointer, array name}.
local function chain_arrays(w)
  local arrays = {}
  for a, array in ipairs(w.input.arrays) do
    arrays[#arrays + 1] = {pointer = a == w.input.target and "u" or "in_" .. array.name,
                           name = array.name}
  end
  return arrays
end

local function chain_cell(w, a, k)
  return common.at("t", ((a - 1) * w.N + k) * w.plan.threads)
end

local function chain_copies(w, base, node, indent)
  for a, array in ipairs(chain_arrays(w)) do
    for k = 0, w.N - 1 do
      common.line(indent, "gimmik_stage(sc + " .. chain_cell(w, a, k) .. ", " ..
                  array.pointer .. " + " .. base .. " + " ..
                  common.node(w, node, k * w.NN) .. ");")
    end
  end
  common.line(indent, "GIMMIK_STAGE_COMMIT();")
end

-- In the first group, its own copies; then wait for them.  Returns a
-- reader for common.u_value of layer k's copies.
function common.chain_wait(w, node, indent)
  common.line(indent, "if (link == 0) {")
  chain_copies(w, "base", node, indent .. "  ")
  common.line(indent, "}")
  common.line(indent, "GIMMIK_STAGE_WAIT(0);")
  local arrays = chain_arrays(w)
  return function(k)
    return function(argument)
      for a, array in ipairs(arrays) do
        if array.pointer == argument then
          return "sc[" .. chain_cell(w, a, k) .. "]"
        end
      end
      error("chain: no copy of " .. argument)
    end
  end
end

-- Once the group's copies are read: the next group's into the same cells
-- (its last real element where the slot is past the end).
function common.chain_next(w, node, indent)
  local line = common.line
  line(indent, "if (link + 1 < " .. w.chain .. ") {")
  line(indent, "  const int next_element = min(slot_element + " .. w.epb ..
               ", first + elements - 1);")
  line(indent, "  const " .. w.i64 .. " next_base = " ..
               common.element_base(w, "next_element") .. ";")
  chain_copies(w, "next_base", node, indent .. "  ")
  line(indent, "}")
end

-- At the end of a group: the dot of the elements the thread owns.
function common.chain_close(w)
  if w.dot then common.line("  ", "if (owner) dot_sum += dot;") end
  common.line("  ", "}")
end

-- ---- accumulators ----------------------------------------------------------------

-- Accumulators declared uninitialised at pass scope; the first
-- contribution assigns, later ones add.  `started` remembers which.
function common.accumulate(started, name, expression, indent)
  if started[name] then
    common.line(indent, name .. " += " .. expression .. ";")
  else
    started[name] = true
    common.line(indent, name .. " = " .. expression .. ";")
  end
end

return common
