import { describe, expect, it } from "vitest";
import { parseAddressList } from "./address-list.server.ts";

describe("parseAddressList", () => {
  it("reads addresses and CIDR ranges of both families, ignoring spaces", () => {
    expect(parseAddressList(" 127.0.0.1, ::1 ,10.0.0.0/8,fd00::/8")).toEqual([
      { address: "127.0.0.1", prefix: 32, family: "ipv4" },
      { address: "::1", prefix: 128, family: "ipv6" },
      { address: "10.0.0.0", prefix: 8, family: "ipv4" },
      { address: "fd00::", prefix: 8, family: "ipv6" },
    ]);
  });

  it("reads none as an empty list", () => {
    expect(parseAddressList("none")).toEqual([]);
    expect(parseAddressList(" NONE ")).toEqual([]);
  });

  it.each([
    "localhost",
    "10.0.0.0/33",
    "::/129",
    "10.0.0.0/8/1",
    "10.0.0.0/",
    "10.0.0.0/x",
    "300.1.1.1",
    "127.0.0.1,none",
    ",",
  ])("rejects %s", (value) => {
    expect(parseAddressList(value)).toBeNull();
  });
});
