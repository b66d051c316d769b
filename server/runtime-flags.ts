/**
 * V8 settings the server runs with, which V8 reads only when the process starts: a process
 * started without them replaces itself (same pid and arguments, the environment plus the settings
 * below) with one that has them, so `npm start`, the container and the systemd unit all get
 * them from this one place. docs/decisions/0025-server-memory.md has the profile behind each.
 */
export function runtimeFlags(usesEmbeddedDatabase: boolean): string[] {
  return [
    // A smaller young generation than Node 24's default, which kept about 100 MB more resident
    // while idle; at 8 MB the cached pages were served as fast as at 16 MB.
    "--max-semi-space-size=8",
    // The embedded database is PostgreSQL compiled to WebAssembly. V8's optimising compiler,
    // recompiling its very large functions in the background, took the process to about 700 MB;
    // with the baseline compiler's code alone it stays under 300 MB, and a query's median time
    // is unchanged (its 95th percentile goes from 1.4 to 2.7 ms).
    ...(usesEmbeddedDatabase ? ["--liftoff-only"] : []),
  ];
}

/**
 * Settings the C library reads only when the process starts, applied the same way. With one
 * malloc arena per thread (up to eight per core), the threads that compile WebAssembly and
 * collect garbage each kept memory of their own; two arenas took about 10 MB off the peak while
 * starting and the idle figure after a restart, and served the cached pages as fast.
 */
const runtimeEnvironment: Record<string, string> = { MALLOC_ARENA_MAX: "2" };

export function ensureRuntimeFlags(usesEmbeddedDatabase: boolean): void {
  const missing = runtimeFlags(usesEmbeddedDatabase).filter(
    (flag) => !process.execArgv.includes(flag),
  );
  const unset = Object.entries(runtimeEnvironment).filter(
    ([name]) => process.env[name] === undefined,
  );
  if (missing.length === 0 && unset.length === 0) return;
  process.execve?.(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...Object.fromEntries(unset) },
  );
}
