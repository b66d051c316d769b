// `npm run jobs:run-due` (in a release: `node build/jobs-run-due.js`): runs the due account jobs
// once (closing accounts past their grace period, erasing closed accounts after 30 days,
// preparing data exports, housekeeping) on the database configured in `.env` and the
// environment, as the server reads them, delivers the mail they queue, prints what was done and
// removed, and exits. The server runs the same work every minute.
import { createAccountJobs } from "#app/account/account-jobs.server.ts";
import { ConfigError } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";
import { createMailer } from "#app/email/mailer.server.ts";
import { createLogger } from "#server/logger.ts";
import { readConfig } from "#server/read-config.ts";

try {
  const config = readConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const mailer = createMailer(database.db, config.mail, {
    logger: createLogger(config.logLevel),
  });
  const { closed, purged, exports, ...housekeeping } = await createAccountJobs({
    db: database.db,
    mailer,
    appUrl: config.appUrl,
  }).runDue();
  await mailer.drain();
  await mailer.stop();
  await database.close();
  console.log(`Closed ${closed} account(s), erased ${purged}, prepared ${exports} export(s).`);
  // The names are the `job` labels of account_jobs_processed_total, so the two can be compared.
  console.log("Housekeeping (rows deleted; export files erased):");
  for (const [job, count] of Object.entries(housekeeping)) {
    console.log(`  ${job.padEnd(26)} ${count}`);
  }
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof DatabaseConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
