-- matmul/common.lua: the pieces every matmul kernel is written from.
--
-- setup(op, plan) returns a writer `w` bound to one kernel: its types, its
-- index expressions for B and C, exact literals, unrolled dot products and
-- the store of a C row under each beta (docs/matmul.md).  Kernel
-- variables are named after what they hold: b<j> is row j of B at this
-- thread's column, c<r>_<lane> an accumulator of row r of C, etc.

local common = {}

local components = {"x", "y", "z", "w"}

-- "0.5*b3 - b7 + 2.0*b9": coefficients of +-1 need no multiply.
local function dot(w, terms, operand)
  local pieces = {}
  for position, term in ipairs(terms) do
    local value, name = term.value, operand(term)
    local negative = value < 0
    local magnitude = negative and -value or value
    local product = magnitude == 1 and name or (w.coefficient(magnitude) .. "*" .. name)
    if position == 1 then
      pieces[1] = (negative and "-" or "") .. product
    else
      pieces[#pieces + 1] = (negative and " - " or " + ") .. product
    end
  end
  return table.concat(pieces)
end

-- "acc += 0.5*b3;" or "acc -= b3;": one term added to an accumulator.
local function accumulate(w, accumulator, value, operand)
  local operator = value < 0 and " -= " or " += "
  local magnitude = value < 0 and -value or value
  local product = magnitude == 1 and operand or (w.coefficient(magnitude) .. "*" .. operand)
  return accumulator .. operator .. product .. ";"
end

function common.setup(op, plan)
  local w = {op = op, plan = plan}
  w.d = import(plan.backend .. "/dialect.lua")
  w.T = plan.dtype == "f64" and "double" or "float"
  w.width = plan.params.width or 1
  -- Parameter `hints` (CUDA): 0 plain accesses of B and C, 1 evict-first,
  -- 2 through L2 only.
  w.hints = ({"stream", "l2"})[plan.params.hints or 0]
  w.ix = plan.index64 and w.d.int64 or "int"
  w.lit = function(x) return literal(x, plan.dtype) end
  w.coefficient = w.lit
  if (plan.params.consts or 0) == 1 then common.coefficient_table(w) end
  w.dot = function(terms, operand) return dot(w, terms, operand) end
  w.accumulate = function(accumulator, value, operand)
    return accumulate(w, accumulator, value, operand)
  end
  -- Run-time leading dimensions are widened where they are used, so row
  -- offsets never overflow 32 bits.
  if plan.baked then
    w.n, w.ldb, w.ldc = plan.n, plan.ldb, plan.ldc
  else
    w.n, w.ldb, w.ldc = "n", "(" .. w.ix .. ")ldb", "(" .. w.ix .. ")ldc"
  end
  -- Offset of `row` of a matrix with leading dimension `ld` (a run-time
  -- variable's name, or a baked number) from the column expression.
  -- The row may also be an expression (a string), e.g. "(16 + row)".
  local function offset(row, ld, column)
    if type(row) == "string" then return column .. " + " .. row .. "*" .. ld end
    if row == 0 then return column end
    if plan.baked then return column .. " + " .. (row * ld) end
    if row == 1 then return column .. " + " .. ld end
    return column .. " + " .. row .. "*" .. ld
  end
  w.b_offset = function(row, column) return offset(row, w.ldb, column) end
  w.c_offset = function(row, column) return offset(row, w.ldc, column) end
  return w
end

-- Parameter `consts` (f64, GPU): A's magnitudes other than 1, ascending, in
-- a table in constant memory, COEFFICIENTS (w.coefficients; entry
-- w.coefficient_index[x] holds x); w.coefficient(x) then names x's
-- entry, which a multiply-add reads from the constant bank.
local COEFFICIENTS = "gimmik_a"
common.COEFFICIENTS = COEFFICIENTS

function common.coefficient_table(w)
  local seen, table_ = {}, {}
  for _, row in ipairs(w.op.rows) do
    for _, term in ipairs(row) do
      local magnitude = math.abs(term.value)
      if magnitude ~= 1 and not seen[magnitude] then
        seen[magnitude] = true
        table_[#table_ + 1] = magnitude
      end
    end
  end
  table.sort(table_)
  local index = {}
  for i, magnitude in ipairs(table_) do index[magnitude] = i - 1 end
  w.coefficients, w.coefficient_index = table_, index
  w.coefficient = function(x)
    if index[x] then return COEFFICIENTS .. "[" .. index[x] .. "]" end
    return w.lit(x)
  end
end

-- What goes before the kernel: the dialect's prologue and the table of
-- coefficients, if any.
function common.prologue(w)
  local text = w.d.prologue(w.plan)
  if not w.coefficients or #w.coefficients == 0 then return text end
  local values = {}
  for i, magnitude in ipairs(w.coefficients) do values[i] = w.lit(magnitude) end
  return text .. w.d.constant_array(w.T, COEFFICIENTS, values) .. "\n\n"
end

-- Kernel parameters in the order of the launch contract (gimmik/kernel.h).
function common.parameters(w)
  local d, T = w.d, w.T
  local b = d.pointer(T, true) .. " b"
  local c = d.pointer(T, false) .. " c"
  if w.plan.baked then return {b, c} end
  return {"int n", b, "int ldb", c, "int ldc"}
end

local function vector_address(w, width, constant, address)
  if width == 1 then return address end
  return w.d.cast_pointer(w.d.vector_type(w.T, width), constant, address)
end

-- The typed address of row j of B at the column expression.
function common.b_pointer(w, j, column, width)
  return vector_address(w, width, true, "b + " .. w.b_offset(j, column))
end

-- Scalar or vector load of row j of B at the column expression.
function common.load_b(w, j, column, width)
  return w.d.load(common.b_pointer(w, j, column, width), w.hints)
end

-- Scalar or vector load of row `row` of C at the column expression.
local function load_c(w, row, column, width)
  local address = vector_address(w, width, true, "c + " .. w.c_offset(row, column))
  return w.d.load(address, w.hints)
end
common.load_c = load_c

local function store_c(w, row, column, width, value)
  local address = vector_address(w, width, false, "c + " .. w.c_offset(row, column))
  return w.d.store(address, value, w.hints)
end

local function old_name(row)
  return type(row) == "string" and "c_old" or "c" .. row .. "_old"
end

-- Of `rows`, in their order, those whose store reads the old C: none
-- with beta = 0, and with beta = 1 only those with a nonzero.
function common.old_rows(w, rows)
  local beta, list = w.plan.beta, {}
  if beta == 0 then return list end
  for _, r in ipairs(rows) do
    if #w.op.rows[r + 1] > 0 or beta ~= 1 then list[#list + 1] = r end
  end
  return list
end

-- The reads of the old C of a thread that stores `rows` (numbers) in
-- that order at `column`: reader(r) gives the statements to emit before
-- the store of row r, which read the old values of the rows up to
-- plan.c_ahead stores past it.  The compiler moves no read of C above
-- a store to C (with ldc known only at run time it cannot tell rows
-- apart), so reads at their own stores would wait a whole memory
-- latency per row.  With beta = 0 no C is read: reader gives "".
function common.old_reader(w, rows, column, width, indent)
  local list, at = common.old_rows(w, rows), {}
  for i, r in ipairs(list) do at[r] = i end
  local value_type = width == 1 and w.T or w.d.vector_type(w.T, width)
  local issued = 0
  return function(r)
    if at[r] == nil then return "" end
    local out = {}
    while issued < math.min(#list, at[r] + w.plan.c_ahead) do
      issued = issued + 1
      local row = list[issued]
      out[#out + 1] = indent .. "const " .. value_type .. " " ..
                      old_name(row) .. " = " ..
                      load_c(w, row, column, width) .. ";\n"
    end
    return table.concat(out)
  end
end

-- The old values of C of a 2-D block's y-threads, read ahead into slots
-- (beta != 0; common.old_reader says why): y-thread g (0 to count - 1)
-- stores rows[g] (numbers) in that order at column "col", reading the
-- old value of each into cold<i % ahead>, i its place among the rows
-- that read one: the first `ahead` before any store, the next one after
-- each store.
-- Returns {ahead = ahead (0: none read), declare(indent) = the slots'
-- declaration and first reads, store(g, r, sums, indent) = the store of
-- row r of y-thread g and the read that takes its slot}.
function common.old_slots(w, rows, count)
  local stored, position, ahead = {}, {}, 0
  for g = 0, count - 1 do
    local list = rows[g]
    stored[g] = common.old_rows(w, list)
    ahead = math.max(ahead, math.min(w.plan.c_ahead, #stored[g]))
    for i, r in ipairs(stored[g]) do position[r] = i - 1 end
  end
  local slots = {ahead = ahead}
  local function read(g, i, indent)
    if i >= #stored[g] then return "" end
    return indent .. "cold" .. i % ahead .. " = " ..
           load_c(w, stored[g][i + 1], "col", 1) .. ";\n"
  end
  function slots.declare(indent)
    if ahead == 0 then return "" end
    local names, out = {}, {}
    for i = 0, ahead - 1 do
      names[#names + 1] = "cold" .. i .. " = " .. w.lit(0)
    end
    out[1] = indent .. w.T .. " " .. table.concat(names, ", ") .. ";\n"
    out[2] = indent .. "if (col < " .. w.n .. ") {\n"
    local keyword = "if"
    for g = 0, count - 1 do
      if #stored[g] > 0 then
        out[#out + 1] = indent .. "  " .. keyword .. " (ty == " .. g .. ") {\n"
        for i = 0, math.min(ahead, #stored[g]) - 1 do
          out[#out + 1] = read(g, i, indent .. "    ")
        end
        out[#out + 1] = indent .. "  }\n"
        keyword = "else if"
      end
    end
    out[#out + 1] = indent .. "}\n"
    return table.concat(out)
  end
  function slots.store(g, r, sums, indent)
    local i = position[r]
    if i == nil then return common.store_row(w, r, "col", 1, sums, indent) end
    local slot = "cold" .. i % ahead
    return common.store_row(w, r, "col", 1, sums, indent, slot) ..
           read(g, i + ahead, indent)
  end
  return slots
end

-- Statements storing row `row` of C at `column` for `width` lanes, each
-- line prefixed by `indent`.  sums[lane] is the lane's dot product, or
-- sums is nil for a row of A that is all zero.  With `read_ahead` the
-- old value was read ahead: into the variable of that name when it is a
-- string, else by common.old_reader.
function common.store_row(w, row, column, width, sums, indent, read_ahead)
  local beta = w.plan.beta
  if sums == nil and beta == 1 then return "" end
  local lines = {}
  local old
  if beta ~= 0 then
    old = type(read_ahead) == "string" and read_ahead or old_name(row)
    if not read_ahead then
      local value_type = width == 1 and w.T or w.d.vector_type(w.T, width)
      lines[#lines + 1] = "const " .. value_type .. " " .. old .. " = " ..
                          load_c(w, row, column, width) .. ";"
    end
  end
  local values = {}
  for lane = 1, width do
    local previous = old and common.lane(old, width, lane)
    local sum = sums and sums[lane]
    if beta == 0 then
      values[lane] = sum or w.lit(0)
    elseif beta == 1 then
      values[lane] = previous .. " + (" .. sum .. ")"
    else
      local scaled = w.lit(beta) .. "*" .. previous
      values[lane] = sum and ("(" .. sum .. ") + " .. scaled) or scaled
    end
  end
  local value = width == 1 and values[1] or w.d.make_vector(w.T, width, values)
  lines[#lines + 1] = store_c(w, row, column, width, value)
  if #lines == 1 then return indent .. lines[1] .. "\n" end
  return indent .. "{\n" .. indent .. "  " ..
         table.concat(lines, "\n" .. indent .. "  ") .. "\n" .. indent .. "}\n"
end

-- Lane `lane` of a loaded value: b3 when scalar, b3.y when a vector.
function common.lane(name, width, lane)
  if width == 1 then return name end
  return name .. "." .. components[lane]
end

-- A comment naming what was generated; the origin is sanitised so a
-- strange path cannot break out of the comment.
function common.banner(op, plan)
  local origin = op.origin:gsub("[^%w%./:_%-+=,]", "?")
  local sizes = plan.baked and string.format("n %d, ldb %d, ldc %d", plan.n, plan.ldb, plan.ldc)
                            or "n at run time"
  return string.format("// gimmikc: matmul %s for %s (%d x %d, %d nonzeros), %s, alpha %s, beta %s, %s",
                       plan.variant, origin, op.m, op.k, op.nonzeros, plan.dtype,
                       literal(plan.alpha, "f64"), literal(plan.beta, "f64"), sizes)
end

-- The frame of a one-thread-per-column kernel: each thread owns `width`
-- adjacent columns; body(column, width, indent) emits the work for them.
-- When n may not be a multiple of the width, the last thread finishes the
-- leftover columns one at a time.
function common.column_kernel(w, body)
  local plan, d = w.plan, w.d
  local width, block = w.width, plan.params.block
  emit(common.prologue(w))
  emit(d.kernel(plan.kernel_name, block, common.parameters(w), block, 1) .. "\n{\n")
  local first = string.format("(%s)%s*%d + %s", w.ix, d.group_x, block, d.local_x)
  if width > 1 then first = "(" .. first .. ")*" .. width end
  emit(string.format("  const %s col = %s;\n", w.ix, first))
  if width == 1 then
    emit("  if (col < " .. w.n .. ") {\n")
  else
    emit("  if (col + " .. width .. " <= " .. w.n .. ") {\n")
  end
  body("col", width, "    ")
  emit("  }\n")
  local ragged = width > 1 and (not plan.baked or plan.n % width ~= 0)
  if ragged then
    emit("  else {\n")
    emit("    for (" .. w.ix .. " tail = col; tail < " .. w.n .. "; tail++) {\n")
    body("tail", 1, "      ")
    emit("    }\n  }\n")
  end
  emit("}\n")
end

-- Dot products of row r of A for each lane, or nil for a zero row; the
-- operand of a term is the value named prefix..column (e.g. b12 or b12.y).
function common.row_sums(w, r, width, prefix)
  local terms = w.op.rows[r + 1]
  if #terms == 0 then return nil end
  local sums = {}
  for lane = 1, width do
    sums[lane] = w.dot(terms, function(term)
      return common.lane(prefix .. term.col, width, lane)
    end)
  end
  return sums
end

return common
