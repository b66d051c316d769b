/**
 * V8 settings the server runs with, which V8 reads only when the process starts: a process
 * started without them replaces itself (same pid, arguments and environment) with one that has
 * them, so `npm start`, the container and the systemd unit all get them from this one list.
 * docs/decisions/0025-server-memory.md has the profile behind each.
 */
export function runtimeFlags(usesEmbeddedDatabase: boolean): string[] {
  return [
    // The young generation Node 20 had: Node 24's default is larger, which held about 100 MB
    // more while idle, for no measurable gain in page throughput.
    "--max-semi-space-size=16",
    // The embedded database is PostgreSQL compiled to WebAssembly. V8's optimising compiler,
    // recompiling its very large functions in the background, took the process to about 700 MB;
    // the baseline compiler's code alone keeps it near 250 MB at the same request latency.
    ...(usesEmbeddedDatabase ? ["--liftoff-only"] : []),
  ];
}

export function ensureRuntimeFlags(usesEmbeddedDatabase: boolean): void {
  const missing = runtimeFlags(usesEmbeddedDatabase).filter(
    (flag) => !process.execArgv.includes(flag),
  );
  if (missing.length === 0) return;
  process.execve?.(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    process.env,
  );
}
