import express, { Router, type Request } from "express";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { allowAttempt } from "#app/db/rate-limit-rules.server.ts";
import { HttpError } from "./http-error.ts";

type ServerFunction = (data: unknown, request: Request, services: AppServices) => Promise<unknown>;

/** A server function whose input is validated before it runs; bad input is a 400, never a 500. */
function defineFunction<Input>(
  input: z.ZodType<Input>,
  run: (input: Input, request: Request, services: AppServices) => Promise<unknown>,
): ServerFunction {
  return (data, request, services) => {
    const parsed = input.safeParse(data);
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
      }));
      throw new HttpError(400, "Invalid request data.", details);
    }
    return run(parsed.data, request, services);
  };
}

const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";

const emailSchema = z.string().trim().max(254).pipe(z.email());

/** Server functions (docs/product.md#87-server-functions): POST {data} in, {result} or {error} out. */
const functions = new Map<string, ServerFunction>([
  [
    "checkUserExist",
    defineFunction(
      z.object({ email: emailSchema }),
      async ({ email }, request, { database, accounts }) => {
        const allowed = await allowAttempt(database.db, "serverFunction", {
          ip: request.ip ?? "",
          email,
        });
        if (!allowed) throw new HttpError(429, TOO_MANY_REQUESTS);
        return { exists: await accounts.accountExists(email) };
      },
    ),
  ],
  [
    "recoverAccount",
    defineFunction(
      z.object({ email: emailSchema }),
      async ({ email }, request, { database, lifecycle }) => {
        // It may send mail, so it shares the budget of the dialog's own account requests.
        const allowed = await allowAttempt(database.db, "accountLink", {
          ip: request.ip ?? "",
          email,
        });
        if (!allowed) throw new HttpError(429, TOO_MANY_REQUESTS);
        return lifecycle.recoverAccount(email);
      },
    ),
  ],
]);

/** The names under /api/functions/. */
export const serverFunctionNames = [...functions.keys()];

export function createFunctionsRouter(services: AppServices): Router {
  const router = Router();
  router.use(express.json({ limit: "16kb" }));
  router.post("/:name", async (req, res) => {
    const run = functions.get(req.params.name);
    if (!run) throw new HttpError(404, "Unknown function.");
    const body = req.body as { data?: unknown } | undefined;
    const result = await run(body?.data, req, services);
    res.set("Cache-Control", "no-store").json({ result });
  });
  return router;
}
