import { describe, expect, it } from "vitest";
import { clientKey } from "~/.server/client-key";

describe("clientKey: the identity every per-client limit keys on", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:9:9::1", "2001:db8:9:9::/64"],
    ["2001:db8:9:9::20", "2001:db8:9:9::/64"],
    ["2001:0DB8:0009:0009:ffff:ffff:ffff:ffff", "2001:db8:9:9::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    ["", "unknown"],
    [undefined, "unknown"],
    ["not-an-address", "not-an-address"],
  ])("%s -> %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("gives every address of one /64 the same key, and the neighbouring /64 another", () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, n) =>
        clientKey(`2001:db8:9:9:${n.toString(16)}::${(n * 7).toString(16)}`),
      ),
    );
    expect(keys).toEqual(new Set(["2001:db8:9:9::/64"]));
    expect(clientKey("2001:db8:9:a::1")).not.toBe(clientKey("2001:db8:9:9::1"));
  });
});
