import { describe, expect, it } from "vitest";
import { emailField, INVALID_EMAIL_MESSAGE, z } from "./form-schema.ts";
import { parseForm, parseInput } from "./parse-form.ts";

const schema = z.object({
  name: z.string().trim().min(1, "Please enter your name."),
  email: emailField,
  password: z.string().min(6, "Too short."),
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseForm", () => {
  it("answers the parsed data when every field is valid", () => {
    const parsed = parseForm(
      form({ name: " Ada ", email: " Ada@Example.COM ", password: "secret-1" }),
      schema,
      ["name", "email", "password"],
    );
    expect(parsed).toEqual({
      success: true,
      data: { name: "Ada", email: "ada@example.com", password: "secret-1" },
    });
  });

  it("answers the first message, one per field, and what was typed except secrets", () => {
    const parsed = parseForm(
      form({ name: "", email: "not an address", password: "123" }),
      schema,
      ["name", "email", "password"],
      { secret: ["password"] },
    );
    expect(parsed).toEqual({
      success: false,
      message: "Please enter your name.",
      fieldErrors: {
        name: "Please enter your name.",
        email: INVALID_EMAIL_MESSAGE,
        password: "Too short.",
      },
      values: { name: "", email: "not an address" },
    });
  });

  it("treats a missing or non-text field as absent, with the field's own message", () => {
    const data = form({ name: "Ada", password: "secret-1" });
    data.set("email", new Blob(["x"]));
    const parsed = parseForm(data, schema, ["name", "email", "password"]);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.fieldErrors).toEqual({ email: INVALID_EMAIL_MESSAGE });
  });

  it("keeps at most 10,000 characters of a typed value", () => {
    const parsed = parseForm(form({ name: "x".repeat(20_000) }), schema, ["name"]);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.values.name).toHaveLength(10_000);
  });
});

describe("parseInput", () => {
  it("parses input that is not a flat form, keeping only the named values", () => {
    const parsed = parseInput(
      schema,
      { name: "", email: "a@b", nested: { x: 1 } },
      {
        keep: ["email", "nested"],
      },
    );
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.values).toEqual({ email: "a@b" });
  });
});

describe("the email rule", () => {
  it.each(["ada@example.com", "  Ada.Lovelace+news@Example.co.uk "])("accepts %j", (email) => {
    expect(emailField.parse(email)).toBe(email.trim().toLowerCase());
  });

  it.each([
    "",
    "ada",
    "ada@example",
    "ada @example.com",
    "ada@@example.com",
    `${"a".repeat(250)}@x.io`,
  ])("refuses %j with the one message", (email) => {
    const result = emailField.safeParse(email);
    expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
  });
});
