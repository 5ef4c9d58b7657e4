/** apiserver `pkg/cel/ip.go` `IP` and `cidr.go` `CIDR`: opaque wrappers of netip values. */
import {
  type Addr,
  type Prefix,
  addrEquals,
  addrString,
  bitLen,
  prefixEquals,
  prefixString,
} from "./netip.js";
import { OpaqueValue } from "./value.js";

export class IPValue extends OpaqueValue {
  readonly typeName = "net.IP";
  constructor(readonly addr: Addr) {
    super();
  }
  equals(other: OpaqueValue): boolean {
    return other instanceof IPValue && addrEquals(this.addr, other.addr);
  }
  toString(): string {
    return addrString(this.addr);
  }
  /** `Size()`: the bytes of the address. */
  override get size(): bigint {
    return BigInt(Math.ceil(bitLen(this.addr) / 8));
  }
}

export class CIDRValue extends OpaqueValue {
  readonly typeName = "net.CIDR";
  constructor(readonly prefix: Prefix) {
    super();
  }
  equals(other: OpaqueValue): boolean {
    return other instanceof CIDRValue && prefixEquals(this.prefix, other.prefix);
  }
  toString(): string {
    return prefixString(this.prefix);
  }
  /** `Size()`: the bytes of the prefix length. */
  override get size(): bigint {
    return BigInt(Math.ceil(this.prefix.bits / 8));
  }
}
