import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** What the server wrote to standard output alone: its log. */
  stdout(): string;
  /** Whether the process has ended (on its own or by a signal). */
  exited(): boolean;
  /** Sends SIGTERM, waits for the process to end and resolves with its exit code. */
  stop(): Promise<number | null>;
  /** Ends the process at once with SIGKILL, as a crash or the OOM killer would. */
  kill(): Promise<void>;
}

export interface ExitedServer {
  code: number | null;
  stdout: string;
  stderr: string;
}

const serverEntry = path.resolve("build/start.js");

/** A port that was free a moment ago, so that APP_URL (and emailed links) can name it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function launch(env: Record<string, string>, dataDir: string): Promise<ChildProcess> {
  const port = env.PORT ?? String(await freePort());
  return spawn(process.execPath, [serverEntry], {
    // Run from the data directory so a developer's own .env never leaks into a test.
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Starts on a port of its own choosing: tried this many times when the port is taken. */
const MAX_START_ATTEMPTS = 3;

/**
 * Resolves with the server's address once it listens; rejects if it exits first or takes longer
 * than `timeoutMs` (then it is killed: a server that never came up is not left behind).
 */
function listening(
  child: ChildProcess,
  timeoutMs: number,
  onOutput: (chunk: string, fromStdout: boolean) => void,
): Promise<string> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(chunk.toString(), true);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(chunk.toString(), false);
  });
  return new Promise<string>((resolve, reject) => {
    // Generous: the machine may be busy.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Server did not start:\n${output}`));
    }, timeoutMs);
    child.stdout?.on("data", () => {
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });
}

/**
 * Starts the built production server on a free port with its own empty data directory
 * and resolves once it is listening. Given `dataDir`, it starts on that directory instead and
 * leaves it in place when it stops, so that another server can start on the same data.
 */
export async function startServer(
  env: Record<string, string> = {},
  {
    dataDir: existingDataDir,
    startTimeoutMs = 60_000,
  }: {
    dataDir?: string;
    /** How long the server may take to listen: creating an embedded database takes longest. */
    startTimeoutMs?: number;
  } = {},
): Promise<RunningServer> {
  const dataDir = existingDataDir ?? (await mkdtemp(path.join(tmpdir(), "site-data-")));
  let child: ChildProcess;
  let output = "";
  let stdout = "";
  let url: string;
  for (let attempt = 1; ; attempt += 1) {
    child = await launch(env, dataDir);
    output = "";
    stdout = "";
    try {
      url = await listening(child, startTimeoutMs, (chunk, fromStdout) => {
        output += chunk;
        if (fromStdout) stdout += chunk;
      });
      break;
    } catch (error) {
      // A port that was free a moment ago may be taken before the server binds it (another
      // test's connection, say): a port of our own choosing is simply chosen again.
      const portTaken = /is already in use/.test(output) && env.PORT === undefined;
      if (!portTaken || attempt === MAX_START_ATTEMPTS) {
        if (!existingDataDir) await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }

  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (ended()) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill(signal);
    return exited;
  };
  return {
    url,
    dataDir,
    output: () => output,
    stdout: () => stdout,
    exited: ended,
    async stop() {
      const code = await end("SIGTERM");
      if (!existingDataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
    async kill() {
      await end("SIGKILL");
    },
  };
}

/** Runs the server with a configuration expected to stop it, and reports how it exited. */
export async function runServerExpectingExit(env: Record<string, string>): Promise<ExitedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-data-"));
  const child = await launch(env, dataDir);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  await rm(dataDir, { recursive: true, force: true });
  return { code, stdout, stderr };
}
