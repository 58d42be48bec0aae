-- expression.lua: the C text of an expression of the vector language
-- (generator/expression.h pushes its tokens), for every family written
-- in it: the vector kernels and the axhelm family's fused input.

local expression = {}

-- `e` = {tokens}; `names` = {arrays, scalar_names}; array(name) and
-- scalar(name) give the text that stands for an array's value and for a
-- scalar, lit(x) a number's literal.  A sign after an operator, a '(' or
-- at the start is unary; else binary, spaced.
function expression.render(e, names, array, scalar, lit)
  local pieces, previous = {}, nil
  for _, token in ipairs(e.tokens) do
    if token.kind == "a" then
      pieces[#pieces + 1] = array(names.arrays[token.index].name)
    elseif token.kind == "s" then
      pieces[#pieces + 1] = scalar(names.scalar_names[token.index])
    elseif token.kind == "n" then
      pieces[#pieces + 1] = lit(token.value)
    elseif token.op == "+" or token.op == "-" then
      local binary = previous and (previous.kind ~= "o" or previous.op == ")")
      pieces[#pieces + 1] = binary and (" " .. token.op .. " ") or token.op
    else
      pieces[#pieces + 1] = token.op
    end
    previous = token
  end
  return table.concat(pieces)
end

-- The scalars an expression set uses, in the order of the kernels'
-- arguments (alpha, beta, gamma, delta).
function expression.scalars(names)
  local used = {}
  for s, name in ipairs(names.scalar_names) do
    if names.scalars_used[s] then used[#used + 1] = name end
  end
  return used
end

-- A scalar read from memory (gimmik/vector.h, scalar_memory): the
-- double `pointer` points at, taken to the dtype as a T argument is.
function expression.from_memory(pointer, dtype)
  local value = pointer .. "[0]"
  if dtype == "f64" then return value end
  return "(float)" .. value
end

return expression
