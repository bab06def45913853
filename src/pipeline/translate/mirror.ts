// Lays a translation over its English source, field by field, as the schema marks them: the words from the
// translation, everything else (links, icons, ids, order) from the source. Says what is missing or does not belong.
import { TRANSLATED } from "../../core/schema-fields";
import type { SchemaNode } from "../../schema/node";

export type Path = (string | number)[];

export interface Mismatch {
  path: Path;
  kind: "missing" | "extra-item" | "not-translated-here" | "unknown-field" | "not-text" | "not-a-list" | "not-a-mapping" | "too-long" | "empty";
  /** The English text of a missing field, the counts of a list. */
  detail?: string;
  limit?: number;
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);
const translated = (schema: SchemaNode) => schema.$comment === TRANSLATED;

/** The schema of a mapping's entry: a named property, or the schema every other key shares (people). */
function propertySchema(schema: SchemaNode, key: string): SchemaNode | undefined {
  const named = schema.properties?.[key];
  if (named) return named;
  return typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
}

/** What mayHoldWords found of each schema. */
const holding = new WeakMap<SchemaNode, boolean>();

/**
 * Whether a value of this schema may hold a translated field, as far as the schema tells (one without a type may hold
 * anything): site.yaml's routes, thousands of them, hold none, and are not walked for words.
 */
function mayHoldWords(schema: SchemaNode): boolean {
  const known = holding.get(schema);
  if (known !== undefined) return known;
  const extra = schema.additionalProperties;
  const found = translated(schema) || schema.type === undefined || (schema.type === "array" && mayHoldWords(schema.items ?? {})) ||
    (schema.type === "object" && (Object.values(schema.properties ?? {}).some(mayHoldWords) || (typeof extra === "object" && mayHoldWords(extra))));
  holding.set(schema, found);
  return found;
}

/**
 * Whether a walk may leave this part out: only where every list's items take the schema's own (a page's sections take
 * theirs by type, so pageSchemaOf's walks go everywhere).
 */
const wordless = (schema: SchemaNode, schemaOf: SchemaOf) => schemaOf === defaultSchemaOf && !mayHoldWords(schema);

/** Whether any of a value's fields is translated: a part with none (an icon, a link alone) stays out of translations. */
export function hasWords(schema: SchemaNode, value: Json, schemaOf: SchemaOf = defaultSchemaOf): boolean {
  if (translated(schema)) return typeof value === "string" || Array.isArray(value);
  if (wordless(schema, schemaOf)) return false;
  if (Array.isArray(value)) return value.some((item, index) => hasWords(schemaOf(schema, value, index), item, schemaOf));
  if (isObject(value)) return Object.entries(value).some(([key, child]) => {
    const child$ = propertySchema(schema, key);
    return child$ !== undefined && hasWords(child$, child, schemaOf);
  });
  return false;
}

/** The schema of a list's item; the page's sections pick theirs by their type. */
export type SchemaOf = (list: SchemaNode, source: Json[], index: number) => SchemaNode;
const defaultSchemaOf: SchemaOf = (list) => list.items ?? {};

function checkText(schema: SchemaNode, value: Json, path: Path, out: Mismatch[]): boolean {
  if (typeof value !== "string") return out.push({ path, kind: "not-text" }), false;
  if (value.trim() === "") return out.push({ path, kind: "empty" }), false;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return out.push({ path, kind: "too-long", limit: schema.maxLength }), false;
  return true;
}

/**
 * The translated value at `path`: the source with each translated field replaced. Mismatches are collected; a field
 * that is missing or wrong keeps the English text in the result (the page is then not published in that language).
 */
export function mirror(schema: SchemaNode, source: Json, translation: Json, path: Path, out: Mismatch[], schemaOf: SchemaOf = defaultSchemaOf): Json {
  if (!hasWords(schema, source, schemaOf)) {
    // `{}` keeps an item's place in a list when it has nothing to translate.
    const placeholder = isObject(translation) && Object.keys(translation).length === 0;
    if (translation !== undefined && !placeholder) out.push({ path, kind: "not-translated-here" });
    return source;
  }
  if (translation === undefined || translation === null) {
    out.push({ path, kind: "missing", detail: typeof source === "string" ? source : undefined });
    return source;
  }
  if (translated(schema)) {
    // A translated list (keywords) is the translator's own: its length is theirs, each entry is text.
    if (Array.isArray(source)) {
      if (!Array.isArray(translation)) return out.push({ path, kind: "not-a-list" }), source;
      if (translation.some((entry) => entry === null || entry === undefined)) return out.push({ path, kind: "missing" }), source;
      const fine = translation.every((entry, index) => checkText(schema.items ?? {}, entry, [...path, index], out));
      return fine && translation.length ? translation : source;
    }
    return checkText(schema, translation, path, out) ? translation : source;
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(translation)) return out.push({ path, kind: "not-a-list", detail: String(source.length) }), source;
    if (translation.length > source.length) {
      for (let index = source.length; index < translation.length; index++) out.push({ path: [...path, index], kind: "extra-item", detail: `${translation.length} entries; the English page has ${source.length}` });
    }
    return source.map((item, index) => mirror(schemaOf(schema, source, index), item, translation[index], [...path, index], out, schemaOf));
  }
  if (isObject(source)) {
    if (!isObject(translation)) return out.push({ path, kind: "not-a-mapping" }), source;
    for (const key of Object.keys(translation)) {
      const child = propertySchema(schema, key);
      if (!(key in source) || child === undefined) out.push({ path: [...path, key], kind: "unknown-field" });
    }
    return Object.fromEntries(Object.entries(source).map(([key, value]) => {
      const child = propertySchema(schema, key);
      return [key, child ? mirror(child, value, translation[key], [...path, key], out, schemaOf) : value];
    }));
  }
  return source;
}

/** Each translated text of a value, by its path, with its schema: what the stale check remembers the English of. */
export function wordsOf(schema: SchemaNode, value: Json, path: Path, schemaOf: SchemaOf = defaultSchemaOf): [Path, string, SchemaNode][] {
  if (translated(schema)) {
    if (typeof value === "string") return [[path, value, schema]];
    return Array.isArray(value) ? [[path, value.join("\n"), schema]] : [];
  }
  if (wordless(schema, schemaOf)) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsOf(schemaOf(schema, value, index), item, [...path, index], schemaOf));
  if (isObject(value)) return Object.entries(value).flatMap(([key, child]) => {
    const child$ = propertySchema(schema, key);
    return child$ ? wordsOf(child$, child, [...path, key], schemaOf) : [];
  });
  return [];
}
