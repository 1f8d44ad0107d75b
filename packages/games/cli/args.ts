/** Minimal `--name value` / `--flag` parser for the CLIs (node:util parseArgs needs declared options). */
export type ParsedArgs = { positional: string[]; options: Map<string, string> };

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      options.set(arg.slice(2), next);
      i++;
    } else {
      options.set(arg.slice(2), 'true');
    }
  }
  return { positional, options };
}

/** An integer option within [min, max], or the fallback; exits with a message when malformed. */
export function intOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = args.options.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < min || value > max)
    fail(`--${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

export function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(2);
}

/** 1234567 -> '1,234,567'. */
export function grouped(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
