import { readFile } from "node:fs/promises";

/** The value below which `fraction` of the sorted samples fall. */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Resident memory of a process, in MB (Linux). */
export async function rssMegabytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples a process's memory every 100 ms until stopped; resolves with the peak. */
export function samplePeakRss(pid) {
  let peak = 0;
  const sample = () =>
    rssMegabytes(pid)
      .then((mb) => (peak = Math.max(peak, mb)))
      .catch(() => undefined);
  void sample();
  const timer = setInterval(sample, 100);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return peak;
    },
  };
}
