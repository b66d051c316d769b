import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./app/db/schema.server.ts", "./app/db/auth-schema.server.ts"],
  out: "./app/db/migrations",
  casing: "snake_case",
});
