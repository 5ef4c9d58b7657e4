import { at, catalogMessage } from "@crdgen/core";
import { sameMarkers, sameShape } from "../ir/compare.js";
import type { IRNode, IRProperty, IRUnionBranch } from "../ir/types.js";
import type { TsProperty, TsType } from "../ts/model.js";
import type { ConvertContext } from "./context.js";
import { findDiscriminator } from "./discriminator.js";
import type { Discriminator } from "./discriminator.js";
import { isAbsent } from "./members.js";
import { convertProperty } from "./property.js";
import { chooseEncoding } from "./union-encoding.js";
import type { MemberKeys } from "./union-encoding.js";

/** One union member, converted: its properties by name and what presence says about it. */
export interface UnionMember {
  readonly type: TsType;
  readonly label: string;
  readonly properties: ReadonlyMap<string, { readonly source: TsProperty; readonly ir: IRProperty }>;
  readonly keys: MemberKeys;
}

function labelOf(type: TsType): string {
  // An anonymous type (`{ a: string }`) has no name: its text labels it.
  return type.names()[0]?.identity.name ?? type.text;
}

function readMember(type: TsType, context: ConvertContext): UnionMember {
  const properties = new Map<string, { source: TsProperty; ir: IRProperty }>();
  const required = new Set<string>();
  const absent = new Set<string>();
  for (const source of type.properties()) {
    if (source.isMethod) continue;
    if (isAbsent(source.type)) {
      absent.add(source.name);
      continue;
    }
    const ir = convertProperty(source, context);
    properties.set(source.name, { source, ir });
    if (ir.required) required.add(source.name);
  }
  // Only messages show the label: printing an anonymous member is costly (a round trip on TypeScript 7), so it
  // waits until a problem names it.
  let label: string | undefined;
  return {
    type,
    get label() {
      return (label ??= labelOf(type));
    },
    properties,
    keys: { required, absent },
  };
}

/** All members' properties; a property two members share must have one schema in both. */
function mergeProperties(
  members: readonly UnionMember[],
  discriminator: Discriminator | undefined,
  context: ConvertContext,
): IRProperty[] | undefined {
  let agree = true;
  const merged = new Map<string, { member: UnionMember; ir: IRProperty; source: TsProperty }>();
  for (const member of members) {
    for (const [name, { source, ir }] of member.properties) {
      if (name === discriminator?.name) continue;
      const first = merged.get(name);
      if (first === undefined) {
        merged.set(name, { member, ir, source });
        continue;
      }
      if (sameShape(first.ir.type, ir.type) && sameMarkers(first.ir.markers, ir.markers)) continue;
      agree = false;
      const args = {
        property: name,
        member: member.label,
        type: source.type.text,
        firstMember: first.member.label,
        firstType: first.source.type.text,
      };
      const firstAt = first.ir.span;
      const message =
        firstAt === undefined
          ? catalogMessage("CRD2009", "disagree", args)
          : catalogMessage("CRD2009", "disagreeAt", {
              ...args,
              file: firstAt.file,
              line: firstAt.start.line,
              column: firstAt.start.column,
            });
      context.fail(message, source.span);
    }
  }
  if (!agree) return undefined;
  const out = [...merged.values()].map(({ ir }) => ({
    ...ir,
    description: descriptionOf(members, ir.name) || ir.description,
  }));
  if (discriminator !== undefined) out.unshift(discriminator.property);
  return out;
}

const defaultMarkers = new Set(["kubebuilder:default", "default"]);

/**
 * A default on a property that not every member declares: the union is one object to the API server, which
 * fills the default in for objects of the other members too, where the property does not belong.
 */
function warnMemberDefaults(members: readonly UnionMember[], context: ConvertContext): void {
  for (const member of members) {
    for (const [name, { ir }] of member.properties) {
      const marker = ir.markers.find((m) => defaultMarkers.has(m.name));
      const without = members.filter((other) => !other.properties.has(name));
      if (marker === undefined || without.length === 0) continue;
      const args = { marker: marker.name, property: name, member: member.label };
      const others = without.map((m) => m.label);
      const message =
        others.length === 1
          ? catalogMessage("CRD1022", "memberDefault", { ...args, other: others.join(", ") })
          : catalogMessage("CRD1022", "memberDefaultOthers", { ...args, others: others.join(", ") });
      context.note(message, marker.span);
    }
  }
}

function descriptionOf(members: readonly UnionMember[], name: string): string {
  for (const member of members) {
    const found = member.properties.get(name)?.ir.description;
    if (found !== undefined && found !== "") return found;
  }
  return "";
}

function intersection(sets: readonly ReadonlySet<string>[]): Set<string> {
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((k) => rest.every((s) => s.has(k))));
}

function branchesOf(
  members: readonly UnionMember[],
  common: ReadonlySet<string>,
  discriminator: Discriminator | undefined,
): IRUnionBranch[] {
  return members.map((member, i) => ({
    required: [...member.keys.required].filter((k) => !common.has(k)).sort(),
    values: discriminator === undefined ? {} : { [discriminator.name]: at(discriminator.values, i) },
  }));
}

function isTrivial(branch: IRUnionBranch): boolean {
  return branch.required.length === 0 && Object.keys(branch.values).length === 0;
}

/**
 * A union of object types as one object (see the README's union encoding): every member's properties, the
 * discriminator (a property every member requires, with distinct literal values) as one enum, and value
 * validations with only `required` and property `enum`s that keep an instance inside one member. Without a
 * discriminator the members must be told apart by their required properties, exactly; otherwise an error
 * shows an object that proves it cannot be done.
 */
export function objectUnionOf(members: readonly TsType[], type: TsType, context: ConvertContext): IRNode {
  const withIndex = members.find((m) => m.stringIndex() !== undefined);
  if (withIndex !== undefined) {
    return context.fail(
      catalogMessage("CRD2008", "indexSignatureMember", { member: labelOf(withIndex) }),
      type.span,
    );
  }
  const read = members.map((m) => readMember(m, context));
  const discriminator = findDiscriminator(read, type, context);
  const properties = mergeProperties(read, discriminator, context);
  if (properties === undefined) return { kind: "invalid" };
  warnMemberDefaults(read, context);
  const common = intersection(read.map((m) => m.keys.required));
  const object = {
    kind: "object" as const,
    properties: properties.map((p) => ({ ...p, required: common.has(p.name) })),
  };
  const branches = branchesOf(read, common, discriminator);
  if (discriminator !== undefined) {
    const withAbsent = read.find((m) => m.keys.absent.size > 0);
    if (withAbsent !== undefined) {
      return context.fail(
        catalogMessage("CRD2010", "forbiddenWithDiscriminator", {
          member: withAbsent.label,
          properties: [...withAbsent.keys.absent].map((k) => `"${k}"`).join(", "),
          discriminator: discriminator.name,
        }),
        type.span,
        "Remove the `?: never` properties: the discriminator already tells the members apart.",
      );
    }
    return { kind: "union", object, junctor: "oneOf", branches };
  }
  const encoding = chooseEncoding(read.map((m) => m.keys));
  if (encoding.kind === "tooLarge") {
    return context.fail(
      catalogMessage("CRD2010", "tooManyKeys", { type: type.text, count: encoding.keys }),
      type.span,
    );
  }
  if (encoding.kind === "inexact") {
    const set =
      encoding.present.length === 0 ? "no properties" : encoding.present.map((k) => `"${k}"`).join(", ");
    const verdict = encoding.acceptedByUnion ? "fits the union" : "fits none of its members";
    return context.fail(
      catalogMessage("CRD2010", "inexact", { type: type.text, properties: set, verdict }),
      type.span,
    );
  }
  const trivial = encoding.junctor === "anyOf" && branches.some(isTrivial);
  return {
    kind: "union",
    object,
    junctor: encoding.junctor,
    branches: trivial ? [] : branches,
  };
}
