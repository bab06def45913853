// A new translation's file, made from its English source: every field the translator writes, empty, with the English
// text beside it as a comment. Empty fields count as not translated, so nothing English is ever published as German.
import { TRANSLATED } from "../../core/schema-fields";
import type { SchemaNode } from "../../schema/node";
import { hasWords, type SchemaOf } from "./mirror";

const comment = (text: string) => ` # ${text.replace(/\s*\n\s*/g, " ")}`;

function propertySchema(schema: SchemaNode, key: string): SchemaNode | undefined {
  return schema.properties?.[key] ?? (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
}

/** The lines of a mapping's translated fields at `indent`; the first line may carry a prefix ("- " for a list item). */
function mapping(schema: SchemaNode, value: Record<string, unknown>, indent: string, schemaOf: SchemaOf, label?: (key: string, value: unknown) => string | undefined): string[] {
  const lines: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const child$ = propertySchema(schema, key);
    if (!child$ || !hasWords(child$, child, schemaOf)) continue;
    lines.push(...field(key, child$, child, indent, schemaOf, label));
  }
  return lines;
}

function field(key: string, schema: SchemaNode, value: unknown, indent: string, schemaOf: SchemaOf, label?: (key: string, value: unknown) => string | undefined): string[] {
  if (schema.$comment === TRANSLATED) {
    // A list the translator makes their own (keywords): as many entries as the English to start with.
    if (Array.isArray(value)) return [`${indent}${key}:`, ...value.map((entry) => `${indent}  -${comment(String(entry))}`)];
    return [`${indent}${key}:${comment(String(value))}`];
  }
  if (Array.isArray(value)) {
    const lines = [`${indent}${key}:`];
    value.forEach((item, index) => {
      const item$ = schemaOf(schema, value, index);
      if (item$.$comment === TRANSLATED) return lines.push(`${indent}  -${comment(String(item))}`);
      const note = label?.(key, item);
      if (note) lines.push(`${indent}  # ${index + 1}. ${note}`);
      const inner = mapping(item$, item as Record<string, unknown>, `${indent}    `, schemaOf, label);
      // An item with nothing to translate keeps its place, so positions match the English page.
      lines.push(...(inner.length ? [`${indent}  - ${inner[0].trimStart()}`, ...inner.slice(1)] : [`${indent}  - {}`]));
    });
    return lines;
  }
  if (typeof value === "object" && value !== null) return [`${indent}${key}:`, ...mapping(schema, value as Record<string, unknown>, `${indent}  `, schemaOf, label)];
  return [];
}

export interface SkeletonOptions {
  /** The first lines: what the file is and how to fill it in. */
  header: string[];
  schemaOf: SchemaOf;
  /** A comment above a list's item, such as the section's type. */
  label?: (key: string, value: unknown) => string | undefined;
}

export function skeleton(schema: SchemaNode, source: Record<string, unknown>, options: SkeletonOptions): string {
  return [...options.header.map((line) => `# ${line}`), ...mapping(schema, source, "", options.schemaOf, options.label)].join("\n") + "\n";
}
