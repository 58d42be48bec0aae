-- c/dialect.lua: plain C17 for the CPU target.
local dialect = {name = "c", int64 = "ptrdiff_t", uint64 = "size_t"}

function dialect.pointer(ctype, constant)
  return (constant and "const " or "") .. ctype .. " *restrict"
end

function dialect.load(pointer_expression)
  return "*(" .. pointer_expression .. ")"
end

function dialect.store(pointer_expression, value)
  return "*(" .. pointer_expression .. ") = " .. value .. ";"
end

-- Kernels here run in the order they are called (cuda/dialect.lua).
dialect.grid_wait = ""

-- ---- added for the kernels that loop over elements ------------------------

function dialect.prologue(plan)
  return "#include <stddef.h>\n"
end

-- A table of literals (read with loop-dependent indices).
function dialect.constant_array(ctype, name, values)
  return string.format("static const %s %s[%d] = {%s};", ctype, name, #values,
                       table.concat(values, ", "))
end

function dialect.quotient_helper(ctype)
  return ""
end

function dialect.quotient(ctype, numerator, denominator)
  return numerator .. "/" .. denominator
end

return dialect
