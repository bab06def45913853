// One row per field of a section schema, nested fields included (items[].title): its type, limits, whether required.
import type { SchemaNode } from "../../src/schema/node";

type Schema = SchemaNode;

export interface FieldRow {
  name: string;
  type: string;
  limits: string;
  required: boolean;
  description: string;
}

/** Enums longer than this are named, not listed (the icon names are listed once, at the top of the catalogue). */
const LONG_ENUM = 8;

function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return `\`${schema.const}\``;
  if (schema.enum) return schema.enum.length > LONG_ENUM ? "an icon name" : `one of ${schema.enum.map((value) => `\`${value}\``).join(", ")}`;
  if (schema.type === "array") return schema.items?.type === "object" ? "list of groups (fields below)" : `list of ${typeOf(schema.items ?? {})}`;
  if (schema.type === "object") return "group of fields (below)";
  if (schema.type === "string") return schema.pattern ? "text (lower-case words joined by hyphens)" : "text";
  return schema.type ?? "any";
}

function limitsOf(schema: Schema): string {
  const limits: string[] = [];
  if (schema.maxLength !== undefined) limits.push(`at most ${schema.maxLength} characters`);
  if (schema.type === "array") {
    const { minItems: min, maxItems: max } = schema;
    if (min !== undefined && max !== undefined) limits.push(min === max ? `${min} entries` : `${min} to ${max} entries`);
    else if (min !== undefined) limits.push(`at least ${min} ${min === 1 ? "entry" : "entries"}`);
    else if (max !== undefined) limits.push(`at most ${max} entries`);
    if (schema.items?.maxLength !== undefined) limits.push(`each at most ${schema.items.maxLength} characters`);
  }
  return limits.join("; ") || "—";
}

export function fieldRows(schema: Schema, prefix = ""): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    const row: FieldRow = { name, type: typeOf(field), limits: limitsOf(field), required: required.has(key), description: field.description ?? "" };
    const nested = field.type === "object" ? fieldRows(field, `${name}.`) : field.items?.type === "object" ? fieldRows(field.items, `${name}[].`) : [];
    return [row, ...nested];
  });
}
