// A schema's properties as Puck fields: text or paragraph by length, lists, choices, links, people, icons and images.
import type { Field, Fields } from "@puckeditor/core";
import { useEditor } from "./editor-context";
import { ENTRY, minimal, toProps, type Schema } from "./schema-walk";
import { TextField, type Kind } from "./text-field";
import { fieldWords } from "./words";

/** Longer limits than a heading's get a paragraph box. */
const PARAGRAPH_FROM = 200;
/** Advice validate gives on length, by meta field (it warns past these). */
export const ADVICE: Readonly<Record<string, number>> = { title: 60, description: 160 };

const words = fieldWords;

/** How a string is edited, from its name and schema: the registry names no field, but these names mean the same everywhere. */
function kindOf(key: string, schema: Schema, facts: ReturnType<typeof useEditor>["facts"]): Kind {
  if (schema.enum) return { kind: "select", options: schema.enum.map((value) => ({ value, label: value })) };
  if (key === "href") return { kind: "link" };
  if (key === "person") return { kind: "select", options: facts.people.map((p) => ({ value: p.key, label: p.label })) };
  if (/^(image|photo|logo)$/.test(key)) return { kind: "select", options: facts.images.map((src) => ({ value: src, label: src })) };
  return { kind: (schema.maxLength ?? 0) > PARAGRAPH_FROM ? "textarea" : "text" };
}

function StringField(props: { name: string; id: string; value: string | undefined; onChange: (v: string) => void; fieldKey: string; schema: Schema; required: boolean; label: string; advice?: number }) {
  const { facts } = useEditor();
  return (
    <TextField name={props.name} id={props.id} label={props.label} help={props.schema.description} maxLength={props.schema.maxLength}
      advice={props.advice} required={props.required} value={props.value} onChange={props.onChange} input={kindOf(props.fieldKey, props.schema, facts)} />
  );
}

function stringField(key: string, schema: Schema, required: boolean, label = words(key), advice?: number): Field {
  return {
    type: "custom",
    label,
    render: ({ name, id, value, onChange }) => (
      <StringField name={name} id={id} value={value as string | undefined} onChange={onChange} fieldKey={key} schema={schema} required={required} label={label} advice={advice} />
    ),
  };
}

/** The fields that say what a list item is, in the order they are looked for; an icon's name or a link never does. */
const SUMMARY_KEYS = ["title", "question", "label", "name", "heading", "value", "text", ENTRY];
const NEVER_SUMMARY = ["icon", "href", "style", "id", "image", "photo", "logo"];

const summaryOf = (item: unknown, index?: number) => {
  const record = (item ?? {}) as Record<string, unknown>;
  const said = (k: string) => typeof record[k] === "string" && record[k] !== "";
  const key = SUMMARY_KEYS.find(said) ?? Object.keys(record).find((k) => !NEVER_SUMMARY.includes(k) && said(k));
  const first = key ? record[key] : undefined;
  return typeof first === "string" ? (first.length > 48 ? `${first.slice(0, 47)}…` : first) : `Item ${(index ?? 0) + 1}`;
};

/** One property as a Puck field; lists of strings edit each entry as { [ENTRY]: text }. */
export function fieldFor(key: string, schema: Schema, required: boolean, advice?: number): Field {
  if (schema.type === "array") {
    const items = schema.items ?? {};
    const limit = schema.maxItems ? ` (up to ${schema.maxItems})` : "";
    const arrayFields: Fields = items.type === "string" ? { [ENTRY]: stringField(key, items, true, "Entry") } : fieldsFor(items);
    return { type: "array", label: `${words(key)}${limit}`, arrayFields, max: schema.maxItems, getItemSummary: summaryOf, defaultItemProps: items.type === "string" ? { [ENTRY]: "" } : (toProps(items, minimal(items)) as Record<string, unknown>) };
  }
  if (schema.type === "object") return { type: "object", label: words(key), objectFields: fieldsFor(schema) };
  return stringField(key, schema, required, words(key), advice);
}

/** Every property of an object schema but `type` (fixed by the component) and the ones named in `skip`. */
export function fieldsFor(schema: Schema, skip: readonly string[] = [], rename: Record<string, string> = {}, advice: Record<string, number> = {}): Fields {
  const fields: Fields = {};
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (key === "type" || skip.includes(key)) continue;
    fields[rename[key] ?? key] = fieldFor(key, sub, schema.required?.includes(key) ?? false, advice[key]);
  }
  return fields;
}
