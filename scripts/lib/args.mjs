/** A small command-line reader for the scripts: `--name value`, `--name=value` and bare `--flag`. */
export function parseArgs(argv, { flags = [], options = [], optionalValue = [] } = {}) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      out._.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (flags.includes(name)) {
      out[name] = true;
    } else if (options.includes(name) || optionalValue.includes(name)) {
      const next = argv[i + 1];
      if (inline !== undefined) out[name] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        out[name] = next;
        i += 1;
      } else if (optionalValue.includes(name)) out[name] = true;
      else throw new Error(`--${name} needs a value`);
    } else {
      throw new Error(`unknown option --${name} (try --help)`);
    }
  }
  return out;
}

/** A TCP port from an option value; 0 means any free port. */
export function portOf(value, fallback) {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${value} is not a port number`);
  return port;
}
