import { describe, expect, it } from "vitest";
import { isPublicAddress } from "~/.server/services/webhooks/address-guard";

describe("webhook receivers' addresses", () => {
  it("refuses loopback, private, link-local and special addresses, in IPv4, IPv6 and IPv4-in-IPv6", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "10.0.0.5",
      "172.16.4.1",
      "172.31.255.255",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:a9fe:a9fe",
      "[::1]",
      "fe80::1%eth0",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("lets public addresses through", () => {
    for (const address of [
      "8.8.8.8",
      "172.32.0.1",
      "100.128.0.1",
      "54.86.50.139",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("treats anything that is not an address as not public", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
