-- engine.lua: compiles kernel templates into Lua and renders them.
--
-- A template is text in which
--   * a line whose first non-blank character is '%' is a line of Lua;
--   * every other line is output, with each ${expression} replaced by the
--     expression's value (a nil value is an error, never the text "nil").
-- Each template line becomes exactly one line of Lua, so errors raised by
-- Lua name the template file and its own line number.
--
-- The C side (generator/template_engine.c) provides two globals before this
-- file runs: fetch(name) returns a template's text, and literal(x) formats a
-- number as an exact literal of the plan's type.

local engine = {}

local output_stack = {}

-- Append text to the output of the template being rendered.
function engine.emit(text)
  local output = output_stack[#output_stack]
  output[#output + 1] = text
end

-- Find the '}' closing a '${' whose expression starts at `first`.
local function closing_brace(line, first)
  local depth = 1
  for position = first, #line do
    local character = line:sub(position, position)
    if character == "{" then
      depth = depth + 1
    elseif character == "}" then
      depth = depth - 1
      if depth == 0 then return position end
    end
  end
  return nil
end

-- A Lua string literal for `text` on one physical line (%q would continue
-- a newline onto the next line and shift every later line number).
local function quote(text)
  return (string.format("%q", text):gsub("\\\n", "\\n"))
end

local function compile_output_line(line, name, number)
  local pieces = {}
  local position = 1
  while true do
    local open = line:find("${", position, true)
    if not open then break end
    local close = closing_brace(line, open + 2)
    if not close then
      error(string.format("%s:%d: '${' without a closing '}'", name, number), 0)
    end
    if open > position then
      pieces[#pieces + 1] = quote(line:sub(position, open - 1))
    end
    local expression = line:sub(open + 2, close - 1)
    pieces[#pieces + 1] = string.format("_value(%s, %q)", expression, expression)
    position = close + 1
  end
  pieces[#pieces + 1] = quote(line:sub(position) .. "\n")
  return "_emit(" .. table.concat(pieces, " .. ") .. ")"
end

-- Translate template text to Lua source, one line for one line.
function engine.translate(text, name)
  local lines = {}
  local number = 0
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    number = number + 1
    local code = line:match("^%s*%%(.*)$")
    if code then
      lines[number] = code
    else
      lines[number] = compile_output_line(line, name, number)
    end
  end
  if text:sub(-1) == "\n" then lines[number] = nil end
  return table.concat(lines, "\n")
end

local function value_of(value, expression)
  if value == nil then
    error("${" .. expression .. "} is nil", 2)
  end
  if type(value) == "number" and math.type(value) == "float" and
     value == math.floor(value) and math.abs(value) < 2^53 then
    return string.format("%d", value)
  end
  return tostring(value)
end

-- The globals a template sees: safe standard functions, the helpers below
-- and the rendering context (op, plan, ...).
local function environment(context)
  local base = {
    ipairs = ipairs, pairs = pairs, next = next, select = select,
    tostring = tostring, tonumber = tonumber, type = type, error = error,
    assert = assert, string = string, table = table, math = math,
    utf8 = utf8, literal = literal, emit = engine.emit,
    import = engine.import, render = engine.render,
    _emit = engine.emit, _value = value_of,
  }
  for key, value in pairs(context or {}) do base[key] = value end
  return setmetatable(base, {
    __index = function(_, key)
      error("template uses an undefined name '" .. tostring(key) .. "'", 2)
    end,
  })
end

local modules = {}

-- Load a Lua helper module (e.g. "matmul/schedule.lua") once.
function engine.import(name)
  if modules[name] == nil then
    local chunk, message = load(fetch(name), "@" .. name, "t",
                                environment({}))
    if not chunk then error(message, 0) end
    modules[name] = chunk()
  end
  return modules[name]
end

local compiled = {}

-- Render template `name` with `context`; returns the text.
function engine.render(name, context)
  local chunk = compiled[name]
  if not chunk then
    local source = engine.translate(fetch(name), name)
    local message
    chunk, message = load(source, "@" .. name, "t")
    if not chunk then error(message, 0) end
    compiled[name] = chunk
  end
  output_stack[#output_stack + 1] = {}
  -- Each call gets a fresh environment: set the chunk's _ENV upvalue.
  debug.setupvalue(chunk, 1, environment(context))
  local ok, message = pcall(chunk)
  local output = table.remove(output_stack)
  if not ok then error(message, 0) end
  return table.concat(output)
end

-- Make a table strict: reading a missing field is an error naming it.
function engine.strict(record, what)
  return setmetatable(record, {
    __index = function(_, key)
      error(string.format("%s has no field '%s'", what, tostring(key)), 2)
    end,
  })
end

return engine
