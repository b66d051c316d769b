import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { request } from "./http-client.ts";

const NGINX = "/usr/sbin/nginx";

/** The committed site configuration that deployments render; tests render the very same file. */
export const nginxTemplatePath = path.resolve("deploy/nginx/kestrel.conf.template");

export interface ReverseProxy {
  /** The public origin: https on loopback, what APP_URL names. */
  url: string;
  /** Plain http on loopback, which only redirects to `url`. */
  plainUrl: string;
  /** The test certificate (PEM) to trust for `url`. */
  ca: string;
  /** Everything nginx logged as an error so far. */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/** Fills the template's ${NAME} placeholders; a placeholder left unfilled is an error. */
export function renderNginxTemplate(template: string, values: Record<string, string>): string {
  const rendered = template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${placeholder} in the nginx template`);
    return value;
  });
  return rendered;
}

function selfSignedCertificate(dir: string) {
  const certificate = path.join(dir, "tls.crt");
  const key = path.join(dir, "tls.key");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-nodes", "-days", "2", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate],
    ],
    { stdio: "ignore" },
  );
  return { certificate, key };
}

/**
 * Debian's nginx, running as the current user from a temporary prefix, with the committed
 * site configuration rendered for loopback: TLS on `httpsPort` in front of `upstreams`.
 */
export async function startReverseProxy({
  upstreams,
  httpsPort,
  httpPort,
}: {
  /** host:port of each server process. */
  upstreams: string[];
  httpsPort: number;
  httpPort: number;
}): Promise<ReverseProxy> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx not found at ${NGINX}: install it with \`apt-get install -y nginx-light\``,
    );
  }
  const prefix = await mkdtemp(path.join(tmpdir(), "site-nginx-"));
  const inPrefix = (name: string) => path.join(prefix, name);
  await mkdir(inPrefix("logs"));
  const tls = selfSignedCertificate(prefix);
  const url = `https://127.0.0.1:${httpsPort}`;

  const site = renderNginxTemplate(await readFile(nginxTemplatePath, "utf8"), {
    APP_URL: url,
    SERVER_NAME: "127.0.0.1",
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    UPSTREAM_SERVERS: upstreams.map((upstream) => `server ${upstream};`).join(" "),
    TLS_CERTIFICATE: tls.certificate,
    TLS_CERTIFICATE_KEY: tls.key,
  });
  await writeFile(inPrefix("kestrel.conf"), site);
  // Only what a distribution's main nginx.conf would hold, pointed into the temporary prefix.
  const runningAsRoot = process.getuid?.() === 0;
  await writeFile(
    inPrefix("nginx.conf"),
    `${runningAsRoot ? `user ${userInfo().username};\n` : ""}worker_processes 1;
daemon off;
pid ${inPrefix("nginx.pid")};
error_log ${inPrefix("logs/error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${inPrefix("body")};
  proxy_temp_path ${inPrefix("proxy")};
  fastcgi_temp_path ${inPrefix("fastcgi")};
  uwsgi_temp_path ${inPrefix("uwsgi")};
  scgi_temp_path ${inPrefix("scgi")};
  include ${inPrefix("kestrel.conf")};
}
`,
  );

  const child = spawn(NGINX, ["-p", prefix, "-c", inPrefix("nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ca = await readFile(tls.certificate, "utf8");

  const errorLog = () => readFile(inPrefix("logs/error.log"), "utf8").catch(() => "");
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with code ${child.exitCode}:\n${output}${await errorLog()}`);
    }
    const ready = await request(`${url}/healthz`, { ca }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (attempt >= 300) throw new Error(`nginx did not answer:\n${output}${await errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    plainUrl: `http://127.0.0.1:${httpPort}`,
    ca,
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
