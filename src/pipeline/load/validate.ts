// Checks parsed data against a JSON Schema with ajv and turns each error into one precise, located problem.
import type { ErrorObject } from "ajv";
import type { Document } from "yaml";
import { sectionTypes } from "../../sections";
import { locate, pathSegments, reportAt } from "./locate";
import { didYouMean, suggest } from "../problems";
import type { SourceFile } from "./source";
import { textFix } from "./type-hints";
import { validatorFor } from "./validator-cache";

const describeType: Record<string, string> = {
  string: "text", array: "a list (lines starting with -)", object: "a mapping (key: value lines)",
  number: "a number", integer: "a whole number", boolean: "true or false", null: "empty",
};
const actualType = (value: unknown) =>
  value === null ? "empty" : Array.isArray(value) ? "a list" : typeof value === "object" ? "a mapping" : typeof value === "string" ? "text" : typeof value === "boolean" ? "true or false" : "a number";

interface SchemaLike { description?: string; examples?: unknown[]; properties?: Record<string, SchemaLike>; enum?: unknown[] }

/** The section type the path is inside, for messages such as `in a hero section`. */
function sectionContext(data: unknown, segments: string[]): string {
  if (segments[0] !== "sections" || segments.length < 2) return "";
  const section = (data as { sections?: { type?: unknown }[] }).sections?.[Number(segments[1])];
  if (typeof section?.type !== "string" || !sectionTypes.includes(section.type as never)) return "";
  return ` in ${/^[aeiou]/.test(section.type) ? "an" : "a"} ${section.type} section`;
}

const SECTION_HINT = 'a section starts with "- type: " and its section type, followed by its fields indented under it';

/** What the path names, in words: `"title"`, `item 2 of "keywords"`, or `the file` for the top level. */
function fieldName(segments: string[]): string {
  const last = segments[segments.length - 1];
  if (last === undefined) return "the file";
  if (!/^\d+$/.test(last)) return `"${last}"`;
  const parent = segments[segments.length - 2];
  return parent === "sections" ? `section ${Number(last) + 1}` : `item ${Number(last) + 1} of "${parent}"`;
}
/** The key alone, for messages such as `"x" is not a valid style`. */
const keyName = (segments: string[]) => [...segments].reverse().find((s) => !/^\d+$/.test(s)) ?? "value";

export function validateAgainst(schema: object, data: unknown, doc: Document.Parsed, file: SourceFile): boolean {
  const validate = validatorFor(schema);
  if (validate(data)) return true;
  const errors = (validate.errors ?? []) as ErrorObject[];
  const typos = new Set<string>(); // "path|property" of required properties explained by a misspelt key
  for (const error of errors) {
    if (error.keyword !== "additionalProperties") continue;
    const known = Object.keys((error.parentSchema as SchemaLike).properties ?? {});
    const close = didYouMean(String(error.params.additionalProperty), known);
    if (close) typos.add(`${error.instancePath}|${close}`);
  }
  const seen = new Set<string>();
  for (const error of errors) {
    const segments = pathSegments(error.instancePath);
    const id = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const where = sectionContext(data, segments);
    const field = fieldName(segments);
    const key = keyName(segments);
    const schemaNode = (error.parentSchema ?? {}) as SchemaLike;
    const example = schemaNode.examples?.length ? ` For example: ${schemaNode.examples.map((e) => JSON.stringify(e)).join(", ")}.` : "";
    switch (error.keyword) {
      case "additionalProperties": {
        const property = String(error.params.additionalProperty);
        const known = Object.keys(schemaNode.properties ?? {}).filter((name) => name !== "type");
        reportAt(file, locate(doc, [...segments, property]).key, `unknown field "${property}"${where}`, suggest(property, known, "Fields"));
        break;
      }
      case "required": {
        const property = String(error.params.missingProperty);
        if (typos.has(`${error.instancePath}|${property}`)) break;
        const at = locate(doc, segments);
        if (property === "type" && segments[0] === "sections") {
          reportAt(file, at.value ?? at.nearest, "section has no type", `add type: with one of: ${sectionTypes.join(", ")}`);
          break;
        }
        const wanted = schemaNode.properties?.[property]?.description;
        reportAt(file, at.value ?? at.nearest, `missing required field "${property}"${where}`, `add ${property}:${wanted ? ` (${wanted})` : ""}`);
        break;
      }
      case "discriminator": {
        if (error.params.error !== "mapping") break; // a missing or non-text type is reported by required/type
        const value = String(error.params.tagValue);
        reportAt(file, locate(doc, [...segments, "type"]).value, `unknown section type "${value}"`, suggest(value, sectionTypes, "Section types"));
        break;
      }
      case "type": {
        const expected = String(error.params.type).split(",").map((t) => describeType[t] ?? t).join(" or ");
        const found = locate(doc, segments);
        const fix = String(error.params.type).includes("string") ? textFix(file, found.value, found.key?.range?.[0]) : undefined;
        if (fix?.message) {
          file.error(fix.start, fix.end, fix.message, fix.hint);
          break;
        }
        reportAt(file, found.value ?? found.nearest, `${field}${where} must be ${expected}, not ${actualType(error.data)}`, fix?.hint ?? (segments.length === 2 && segments[0] === "sections" ? SECTION_HINT : schemaNode.description));
        break;
      }
      case "minLength":
        reportAt(file, locate(doc, segments).value, `${field}${where} is empty`, `write the text, or remove the line if ${field} is optional`);
        break;
      case "maxLength": {
        const length = String(error.data).length;
        reportAt(file, locate(doc, segments).value, `${field}${where} is ${length} characters long; at most ${error.params.limit} allowed`, "shorten the text");
        break;
      }
      case "minItems":
        reportAt(file, locate(doc, segments).value, `${field}${where} needs at least ${error.params.limit} ${Number(error.params.limit) === 1 ? "entry" : "entries"}`, schemaNode.description);
        break;
      case "maxItems":
        reportAt(file, locate(doc, segments).value, `${field}${where} has ${(error.data as unknown[]).length} entries; at most ${error.params.limit} allowed`, "remove some entries, or split them into another section");
        break;
      case "enum": {
        const allowed = (error.params.allowedValues as unknown[]).map(String);
        // A long list (the ISO country codes) is no help in a message; the field's description says what to write.
        const hint = allowed.length > 40 ? schemaNode.description ?? "" : suggest(String(error.data), allowed, "Allowed values");
        reportAt(file, locate(doc, segments).value, `"${String(error.data)}" is not a valid ${key}${where}`, hint);
        break;
      }
      case "pattern":
        // JSON quoting, so a line break in the value shows as \n instead of breaking the message.
        reportAt(file, locate(doc, segments).value, `${JSON.stringify(String(error.data))} is not a valid ${key}${where}`, `${schemaNode.description ?? ""}${example}`.trim());
        break;
      case "propertyNames":
        reportAt(file, locate(doc, [...segments, String(error.params.propertyName)]).key, `"${String(error.params.propertyName)}" is not a valid key`, "use lower-case words joined by hyphens, e.g. oman-consultant");
        break;
      case "oneOf":
      case "if":
        break; // summarised by the errors of the branch that applied
      default:
        reportAt(file, locate(doc, segments).value ?? locate(doc, segments).nearest, `${field}${where} ${error.message ?? "is not valid"}`, schemaNode.description);
    }
  }
  return false;
}
