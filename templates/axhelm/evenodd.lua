-- axhelm/evenodd.lua: the contraction of a whole line by the even-odd split.
--
-- The differentiation matrix on GLL points is centro-antisymmetric,
-- D[N-1-a][N-1-b] = -D[a][b], and so is its transpose.  Split a line x
-- about its middle: for b < h = floor(N/2)
--   x+_b = x_b + x_{N-1-b},   x-_b = x_b - x_{N-1-b},
-- and x_m, m = h, the middle value when N is odd.  With
--   P[a][b] = (D[a][b] + D[a][N-1-b]) / 2,  Q[a][b] = (D[a][b] - D[a][N-1-b]) / 2,
--   e_a = sum_b P[a][b] x+_b + D[a][m] x_m,  o_a = sum_b Q[a][b] x-_b,
-- the product y = D x is, for a < h,
--   y_a = e_a + o_a,   y_{N-1-a} = o_a - e_a,
-- and y_m = sum_b D[m][b] x-_b.  A line costs N^2/2 + 2N operations
-- instead of N^2 (48 instead of 64 at N = 8, 96 instead of 144 at 12).
-- The compiler cannot find this: it may not reassociate floating-point
-- sums.  With dmem = 1 the coefficients are read from __constant__
-- tables, as D is.

local common = import("axhelm/common.lua")

local evenodd = {}

-- Whether D is centro-antisymmetric to rounding (on GLL points it is).
function evenodd.applies(plan)
  local N, D, largest = plan.points, plan.D, 0
  for q = 1, N * N do largest = math.max(largest, math.abs(D[q])) end
  for a = 0, N - 1 do
    for b = 0, N - 1 do
      local mirror = D[(N - 1 - a) * N + (N - 1 - b) + 1]
      if math.abs(D[a * N + b + 1] + mirror) > 1e-13 * largest then return false end
    end
  end
  return true
end

-- The split's coefficients of D (or D^T), in table order: P by rows,
-- then D[a][m] (odd N), Q by rows, then D[m][b] (odd N).
local function coefficients(plan, transposed)
  local N = plan.points
  local h = N // 2
  local function M(a, b)
    if transposed then a, b = b, a end
    return plan.D[a * N + b + 1]
  end
  local values = {}
  local function put(value) values[#values + 1] = value end
  for a = 0, h - 1 do
    for b = 0, h - 1 do put((M(a, b) + M(a, N - 1 - b)) / 2) end
  end
  if N % 2 == 1 then
    for a = 0, h - 1 do put(M(a, h)) end
  end
  for a = 0, h - 1 do
    for b = 0, h - 1 do put((M(a, b) - M(a, N - 1 - b)) / 2) end
  end
  if N % 2 == 1 then
    for b = 0, h - 1 do put(M(h, b)) end
  end
  return values
end

local function table_name(transposed)
  return transposed and "c_DT_split" or "c_D_split"
end

-- With dmem = 1: the __constant__ tables of both orientations.
function evenodd.tables(w)
  for _, transposed in ipairs({false, true}) do
    local values = {}
    for index, value in ipairs(coefficients(w.plan, transposed)) do
      values[index] = w.lit(value)
    end
    emit(w.d.constant_array(w.T, table_name(transposed), values) .. "\n")
  end
end

-- The line x_b = operand(b) times D (D^T when transposed): declares
-- x+, x-, e and o at `indent` under names starting with `prefix`, and
-- returns a function of a giving y_a.
function evenodd.line(w, operand, transposed, prefix, indent)
  local N, T = w.N, w.T
  local h, odd = N // 2, N % 2 == 1
  local values = coefficients(w.plan, transposed)
  local next_value = 0
  -- The next coefficient, in table order: a literal, or a table read.
  local function coefficient()
    next_value = next_value + 1
    local value = values[next_value]
    if value == 0 or w.dmem == 0 then return value end
    return table_name(transposed) .. "[" .. (next_value - 1) .. "]"
  end
  local plus, minus, even, odd_part = {}, {}, {}, {}
  for b = 0, h - 1 do
    plus[b], minus[b] = prefix .. "plus" .. b, prefix .. "minus" .. b
  end
  local even_terms, odd_terms, middle = {}, {}, {}
  for a = 0, h - 1 do
    even_terms[a] = {}
    for b = 0, h - 1 do even_terms[a][b + 1] = {coefficient(), plus[b]} end
  end
  if odd then
    for a = 0, h - 1 do even_terms[a][h + 1] = {coefficient(), operand(h)} end
  end
  for a = 0, h - 1 do
    odd_terms[a] = {}
    for b = 0, h - 1 do odd_terms[a][b + 1] = {coefficient(), minus[b]} end
  end
  if odd then
    for b = 0, h - 1 do middle[b + 1] = {coefficient(), minus[b]} end
  end
  -- x+_b and x-_b where a nonzero coefficient uses them.
  local used = {}
  local function note(terms)
    for _, term in ipairs(terms) do
      if term[1] ~= 0 then used[term[2]] = true end
    end
  end
  for a = 0, h - 1 do
    note(even_terms[a])
    note(odd_terms[a])
  end
  note(middle)
  for b = 0, h - 1 do
    for _, part in ipairs({{plus[b], " + "}, {minus[b], " - "}}) do
      if used[part[1]] then
        common.line(indent, "const " .. T .. " " .. part[1] .. " = " .. operand(b) .. part[2] ..
                    operand(N - 1 - b) .. ";")
      end
    end
  end
  for a = 0, h - 1 do
    even[a], odd_part[a] = prefix .. "even" .. a, prefix .. "odd" .. a
    common.line(indent, "const " .. T .. " " .. even[a] .. " = " .. common.combine(w, even_terms[a]) ..
                ", " .. odd_part[a] .. " = " .. common.combine(w, odd_terms[a]) .. ";")
  end
  return function(a)
    if a < h then return "(" .. even[a] .. " + " .. odd_part[a] .. ")" end
    if odd and a == h then return "(" .. common.combine(w, middle) .. ")" end
    return "(" .. odd_part[N - 1 - a] .. " - " .. even[N - 1 - a] .. ")"
  end
end

return evenodd
