import { describe, expect, it } from "vitest";
import { ipBudgetKey, mailboxKey } from "./budget-keys.ts";

describe("ipBudgetKey", () => {
  it("counts an IPv4 client by its full address", () => {
    expect(ipBudgetKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipBudgetKey("203.0.113.8")).not.toBe(ipBudgetKey("203.0.113.7"));
  });

  it("reads an IPv4 address reported by a dual-stack socket as IPv4", () => {
    expect(ipBudgetKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipBudgetKey("::FFFF:127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const keys = [
      "2001:db8:1234:5678::1",
      "2001:db8:1234:5678:ffff:ffff:ffff:ffff",
      "2001:0DB8:1234:5678:0:0:0:2",
      "2001:db8:1234:5678:abcd::9%eth0",
      "[2001:db8:1234:5678::3]",
    ].map(ipBudgetKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1234:5678::/64"]));
  });

  it("keeps neighbouring /64 prefixes apart", () => {
    expect(ipBudgetKey("2001:db8:1234:5679::1")).not.toBe(ipBudgetKey("2001:db8:1234:5678::1"));
    expect(ipBudgetKey("::1")).toBe("0:0:0:0::/64");
    expect(ipBudgetKey("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(ipBudgetKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("passes through what is not an address, so a budget still has a key", () => {
    expect(ipBudgetKey("")).toBe("");
    expect(ipBudgetKey("unknown")).toBe("unknown");
  });
});

describe("mailboxKey", () => {
  it("trims and lower-cases", () => {
    expect(mailboxKey("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("counts every +tag of a mailbox as the mailbox", () => {
    expect(mailboxKey("ada+news@example.com")).toBe("ada@example.com");
    expect(mailboxKey("Ada+A+B@example.com")).toBe("ada@example.com");
  });

  it("leaves an address whose local part starts with + or has no @ as it is", () => {
    expect(mailboxKey("+ada@example.com")).toBe("+ada@example.com");
    expect(mailboxKey("not-an-address")).toBe("not-an-address");
  });
});
