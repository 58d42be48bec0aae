-- c/dialect.lua: plain C17 for the CPU target.
local dialect = {name = "c", int64 = "ptrdiff_t"}

function dialect.pointer(ctype, constant)
  return (constant and "const " or "") .. ctype .. " *restrict"
end

function dialect.load(pointer_expression)
  return "*(" .. pointer_expression .. ")"
end

function dialect.store(pointer_expression, value)
  return "*(" .. pointer_expression .. ") = " .. value .. ";"
end

return dialect
