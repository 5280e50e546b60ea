// A list of source addresses and CIDR ranges ("196.201.214.0/24, 2001:db8::/32, 10.0.0.7") and the
// check of one address against it. IPv4 addresses seen through an IPv6 socket ("::ffff:196.201.214.200")
// are compared as IPv4.
import { BlockList, isIP } from "node:net";

export type IpAllowlist = { allows: (address: string) => boolean; entries: string[] };

const unmapped = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** Parses the comma-separated list; throws on an entry that is neither an address nor a CIDR range. */
export function parseIpAllowlist(text: string): IpAllowlist {
  const list = new BlockList();
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(unmapped(address));
    if (!family || rest.length > 0) throw new Error(`Not an IP address or CIDR range: ${entry}`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) {
      list.addAddress(unmapped(address), type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`Not a CIDR range: ${entry}`);
    list.addSubnet(unmapped(address), prefix, type);
  }
  return {
    entries,
    allows(raw) {
      const address = unmapped(raw);
      const family = isIP(address);
      if (!family) return false;
      return list.check(address, family === 4 ? "ipv4" : "ipv6");
    },
  };
}
