// `npm run bench:sign-in`: sign-in latency at a steady 20 sign-ins per second for 15 s against
// the production build on the embedded database, plus the cost of one password hash.
// Writes docs/benchmarks/sign-in.md.
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import argon2 from "argon2";
import {
  BENCH_PASSWORD as PASSWORD,
  createVerifiedUser as createUser,
  postForm,
} from "./accounts.mjs";
import { ensureBuild, startServer } from "./run-server.mjs";
import { percentile } from "./stats.mjs";

const RATE_PER_SECOND = 20;
const DURATION_S = 15;
// Each user stays within the per-email budget (5 sign-ins per 10 minutes).
const SIGN_INS_PER_USER = 5;
const USERS = Math.ceil((RATE_PER_SECOND * DURATION_S) / SIGN_INS_PER_USER);

ensureBuild();
// Each simulated visitor comes from its own address, as real traffic would.
const server = await startServer({ env: { TRUST_PROXY: "true" } });
const origin = server.url;
const post = (path, fields) => postForm(origin, path, fields);

try {
  const users = Array.from({ length: USERS }, (_, index) => `bench-${index}@example.com`);
  for (const email of users) await createUser(origin, email);

  const hashTimes = [];
  for (let run = 0; run < 20; run += 1) {
    const started = performance.now();
    await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    hashTimes.push(performance.now() - started);
  }

  const latencies = [];
  let errors = 0;
  const total = RATE_PER_SECOND * DURATION_S;
  const started = performance.now();
  const requests = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const email = users[index % users.length];
    const sent = performance.now();
    requests.push(
      post("/sign-in", { intent: "sign-in", email, password: PASSWORD, redirectTo: "/" }).then(
        (response) => {
          latencies.push(performance.now() - sent);
          const signedIn =
            response.status === 302 &&
            response.headers.getSetCookie().some((c) => c.startsWith("kestrel.session_token="));
          if (!signedIn) errors += 1;
        },
      ),
    );
  }
  await Promise.all(requests);
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  hashTimes.sort((a, b) => a - b);

  const report = `# Sign-in

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:sign-in\`:
${total} password sign-ins at a steady ${RATE_PER_SECOND} per second (${elapsedS.toFixed(1)} s) against the production
build on the embedded database, each through the \`/sign-in\` form action (validation, the
sign-in throttle's attempt row and counts, Argon2id verification, session creation, the device
cookie), spread over ${USERS} verified accounts.

| Metric | Result |
| --- | --- |
| p50 latency | ${percentile(latencies, 0.5).toFixed(1)} ms |
| p95 latency | ${percentile(latencies, 0.95).toFixed(1)} ms |
| p99 latency | ${percentile(latencies, 0.99).toFixed(1)} ms |
| Errors | ${errors} of ${total} |
| Argon2id hash (19 MiB, t=2, p=1), median of 20 | ${percentile(hashTimes, 0.5).toFixed(1)} ms |
`;
  await writeFile("docs/benchmarks/sign-in.md", report);
  console.log(report);
} finally {
  await server.stop();
}
