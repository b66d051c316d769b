import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spliceGzip } from "./spliced-gzip.ts";

const joined = (parts: string[], insert: string) => parts.join(insert);

describe("spliceGzip", () => {
  it("gives a gzip body that decompresses to the parts joined by the insert", () => {
    const parts = ['<html><script nonce="', '">boot()</script><p>', "</p></html>"];
    const gzip = spliceGzip(parts.map((part) => Buffer.from(part)));
    for (const insert of ["abc123", "another-nonce-of-24-char", ""]) {
      const body = gzip.assemble(Buffer.from(insert));
      expect(gunzipSync(Buffer.concat(body)).toString()).toBe(joined(parts, insert));
    }
  });

  it("compresses a repetitive page to a fraction of its size", () => {
    const page = Buffer.from("<div class='card'>AI agents for business</div>".repeat(500));
    const body = spliceGzip([page, page]).assemble(Buffer.from("nonce"));
    expect(Buffer.concat(body).length).toBeLessThan(page.length / 10);
  });

  it("holds for any text, including empty parts and multi-byte characters", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 6 }),
        fc.string({ maxLength: 40 }),
        (parts, insert) => {
          const body = spliceGzip(parts.map((part) => Buffer.from(part))).assemble(
            Buffer.from(insert),
          );
          expect(gunzipSync(Buffer.concat(body)).toString()).toBe(joined(parts, insert));
        },
      ),
    );
  });
});
