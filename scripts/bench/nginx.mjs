// nginx as the benchmarks' reference: the same built HTML and assets served by a C web server,
// one worker process (as the site runs one Node process), on loopback only.
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = "/usr/sbin/nginx";

export function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log("Installing nginx (Debian package)...");
  execSync("apt-get update -qq && apt-get install -y -qq nginx-light", {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** Serves `root` (pages as `<name>.html`, `/` as `index.html`) on 127.0.0.1:`port`. */
export async function startNginx({ root, port }) {
  const prefix = await mkdtemp(path.join(tmpdir(), "bench-nginx-"));
  await mkdir(path.join(prefix, "logs"));
  const temp = (name) => path.join(prefix, name);
  const config = `worker_processes 1;
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("logs/error.log")} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri $uri.html =404; }
  }
}
`;
  await writeFile(temp("nginx.conf"), config);
  const child = spawn(NGINX, ["-p", prefix, "-c", temp("nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      await new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGQUIT");
      });
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
