import { eq } from "drizzle-orm";
import { randomToken } from "#app/lib/tokens.server.ts";
import type { Database } from "./client.server.ts";
import { appSecrets } from "./schema.server.ts";

/**
 * Returns the named secret, creating a random one on first use. Every process that shares the
 * database gets the same value, whichever of them created it.
 */
export async function getOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be created`);
  return row.value;
}
