// schema.org's vocabulary as the schema-dts package declares it (types, their parents, each property's range), read
// from its declaration file, and a check of JSON-LD objects against it: no hand-kept list of names.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

interface Base {
  parents: string[];
  /** Property name → the names in its range (Text, Place, IdReference, …). */
  props: Map<string, string[]>;
}

const declarations = () => readFileSync(createRequire(import.meta.url).resolve("schema-dts/dist/schema.d.ts"), "utf8");

export class Vocabulary {
  private bases = new Map<string, Base>();
  /** "@type" value → its Base interface. */
  private types = new Map<string, string>();
  /** Exported type name → the members of its union (Place = PlaceLeaf | AdministrativeArea | … | string). */
  private unions = new Map<string, string[]>();

  constructor(text = declarations()) {
    for (const [, name, parents, body] of text.matchAll(/^(?:export )?interface (\w+Base) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
      const props = new Map<string, string[]>();
      for (const [, prop, range] of body.matchAll(/^\s+"([^"]+)"\?: SchemaValue<(.+), "[^"]+">;$/gm)) props.set(prop, range.split("|").map((part) => part.trim()));
      this.bases.set(name, { parents: parents.split(",").map((part) => part.trim()).filter((part) => part.endsWith("Base")), props });
    }
    for (const [, base, type] of text.matchAll(/^export interface \w+Leaf extends (\w+Base) \{\n\s+"@type": "([^"]+)";/gm)) this.types.set(type, base);
    for (const [, name, members] of text.matchAll(/^export type (\w+) = ([^;]+);$/gm)) this.unions.set(name, members.split("|").map((part) => part.trim()));
  }

  get typeCount() {
    return this.types.size;
  }

  /** The range of a property on a type, searching its parents; undefined when schema.org has no such property there. */
  range(type: string, prop: string, base = this.types.get(type)): string[] | undefined {
    const found = base ? this.bases.get(base) : undefined;
    if (!found) return undefined;
    return found.props.get(prop) ?? found.parents.map((parent) => this.range(type, prop, parent)).find(Boolean);
  }

  /** Whether the range name (Place, Thing, CreativeWork) admits the type (Country, FAQPage, WebPage). */
  admits(rangeName: string, type: string, seen = new Set<string>()): boolean {
    if (rangeName === type || rangeName === `${type}Leaf`) return true;
    if (seen.has(rangeName)) return false;
    seen.add(rangeName);
    return (this.unions.get(rangeName) ?? []).some((member) => this.admits(member, type, seen));
  }

  private admitsPrimitive(rangeName: string, kind: "string" | "number" | "boolean", seen = new Set<string>()): boolean {
    if (rangeName === kind) return true;
    if (seen.has(rangeName)) return false;
    seen.add(rangeName);
    return (this.unions.get(rangeName) ?? []).some((member) => this.admitsPrimitive(member, kind, seen) || (kind === "string" && /^`/.test(member)));
  }

  /** Every problem with a JSON-LD node: unknown types, properties a type does not have, values outside a range. */
  problems(node: unknown, where = "$"): string[] {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return [`${where}: not an object`];
    const record = node as Record<string, unknown>;
    const type = record["@type"];
    if (typeof type !== "string") return Object.keys(record).every((key) => key === "@id") ? [] : [`${where}: no @type`];
    if (!this.types.has(type)) return [`${where}: "${type}" is not a schema.org type`];
    return Object.entries(record).flatMap(([prop, value]) => {
      if (prop === "@context") return value === "https://schema.org" ? [] : [`${where}.@context: ${JSON.stringify(value)}`];
      if (prop === "@type" || prop === "@id") return [];
      const range = this.range(type, prop);
      if (!range) return [`${where}: ${type} has no property "${prop}"`];
      return (Array.isArray(value) ? value : [value]).flatMap((item, at) => this.valueProblems(item, range, `${where}.${prop}${Array.isArray(value) ? `[${at}]` : ""}`));
    });
  }

  private valueProblems(value: unknown, range: string[], where: string): string[] {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      const kind = typeof value as "string" | "number" | "boolean";
      return range.some((name) => this.admitsPrimitive(name, kind)) ? [] : [`${where}: a ${kind} is not in the range ${range.join(" | ")}`];
    }
    const type = (value as Record<string, unknown> | null)?.["@type"];
    if (typeof type !== "string") return range.includes("IdReference") ? this.problems(value, where) : [`${where}: a reference is not in the range ${range.join(" | ")}`];
    if (!range.some((name) => this.admits(name, type))) return [`${where}: ${type} is not in the range ${range.join(" | ")}`];
    return this.problems(value, where);
  }
}
