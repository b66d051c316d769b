import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("starts with a byte order mark, so spreadsheets read accented names right", () => {
    const csv = toCsv([{ name: "José Núñez" }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("writes a header and quotes what needs quoting", () => {
    const csv = toCsv([
      {
        name: "Ada",
        message: 'She said "hello", then left.\nBye',
        at: new Date("2026-01-02T03:04:05Z"),
      },
      { name: "Grace", message: "plain", at: null },
    ]);
    expect(csv).toBe(
      '\uFEFFname,message,at\r\nAda,"She said ""hello"", then left.\nBye",2026-01-02T03:04:05.000Z\r\nGrace,plain,\r\n',
    );
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(toCsv([{ a: '=HYPERLINK("http://evil")', b: "+1", c: "-2", d: "@SUM(A1)" }])).toBe(
      '\uFEFFa,b,c,d\r\n"\'=HYPERLINK(""http://evil"")",\'+1,\'-2,\'@SUM(A1)\r\n',
    );
  });

  it("writes structured values as JSON", () => {
    expect(toCsv([{ dates: [{ date: "2026-03-02", times: ["09:00 AM"] }] }])).toBe(
      '\uFEFFdates\r\n"[{""date"":""2026-03-02"",""times"":[""09:00 AM""]}]"\r\n',
    );
  });
});
