// The parts of a JSON Schema the editor reads, and the data shape changes between a page spec and Puck's props.
import type { SchemaNode } from "../schema/node";
/** A schema node as the section schemas write them. */
export type Schema = SchemaNode;

/** Puck keeps list items as objects: a list of strings becomes a list of { [ENTRY]: string } while editing. */
export const ENTRY = "_entry";
/** Puck keeps its own id in props.id; the section's anchor id travels as props[ANCHOR]. */
export const ANCHOR = "anchorId";

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Spec data to Puck props: lists of strings wrapped, everything else as it is. */
export function toProps(schema: Schema, value: Json): Json {
  if (schema.type === "array" && Array.isArray(value)) {
    const items = schema.items ?? {};
    return value.map((item) => (items.type === "string" ? { [ENTRY]: item } : toProps(items, item)));
  }
  if (schema.type === "object" && isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, schema.properties?.[key] ? toProps(schema.properties[key], v) : v]));
  }
  return value;
}

/**
 * Puck props back to spec data, in the schema's key order. An emptied optional field is left out, as a person
 * would delete the line; an emptied required one stays, so the validator names it.
 */
export function fromProps(schema: Schema, value: Json): Json {
  if (schema.type === "array" && Array.isArray(value)) {
    const items = schema.items ?? {};
    return value.map((item) => (items.type === "string" ? (isObject(item) ? (item[ENTRY] ?? "") : item) : fromProps(items, item)));
  }
  if (schema.type === "object" && isObject(value)) {
    const out: Record<string, Json> = {};
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (!(key in value)) continue;
      const converted = fromProps(sub, value[key]);
      const empty = converted === undefined || converted === null || converted === "" || (Array.isArray(converted) && converted.length === 0);
      if (!empty || schema.required?.includes(key)) out[key] = converted ?? "";
    }
    return out;
  }
  return value;
}

/** The smallest data the schema accepts in shape: each required field with a stand-in the validator then asks to fill. */
export function minimal(schema: Schema, key = ""): Json {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  // The words every scaffold uses for text still to write: accepted while editing, refused by --production.
  if (schema.type === "string") return key === "href" ? "/" : "[FILL IN]".slice(0, schema.maxLength ?? 9);
  if (schema.type === "array") return Array.from({ length: schema.minItems ?? 0 }, () => minimal(schema.items ?? {}, key));
  if (schema.type === "object") return Object.fromEntries((schema.required ?? []).map((name) => [name, minimal(schema.properties?.[name] ?? {}, name)]));
  return undefined;
}
