import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Which receivers a webhook may reach (docs/decisions/317-webhooks.md "Addresses"): in
 * production none on loopback, private, link-local (cloud metadata) or otherwise reserved
 * networks unless WEBHOOKS_ALLOW_PRIVATE is set, checked on the address each connection
 * actually uses, so a name that resolves elsewhere later (DNS rebinding) is refused too.
 */

const reserved = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  reserved.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  reserved.addSubnet(network, prefix, "ipv6");

/** True for an address no public receiver has. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return reserved.check(address, family === 4 ? "ipv4" : "ipv6");
}

export const PRIVATE_RECEIVER = "url must be a public address: this store does not send webhooks to its own network";

/** A URL's host when it is an IP address literal, brackets removed; else undefined. */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? host : undefined;
}

/** Refuses at registration what is plainly private: an IP literal or `localhost`. Names are checked again at each connection. */
export function plainlyPrivate(url: string): boolean {
  const parsed = new URL(url);
  const literal = literalAddress(parsed);
  if (literal) return isPrivateAddress(literal);
  return parsed.hostname === "localhost" || parsed.hostname.endsWith(".localhost");
}

/** A `lookup` for node:http that refuses private addresses, every address the name resolves to being checked. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) return callback(Object.assign(new Error(`${hostname} resolves to a private address (${refused.address})`), { code: "EPRIVATE" }), "", 0);
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
    callback(null, first.address, first.family);
  });
};
