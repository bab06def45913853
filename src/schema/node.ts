// The subset of JSON Schema the section, page and site schemas are written in, for tools that walk them (catalogue, editor).
export interface SchemaNode {
  type?: "string" | "array" | "object" | "number" | "integer" | "boolean";
  const?: string;
  enum?: readonly string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  required?: readonly string[];
  properties?: Readonly<Record<string, SchemaNode>>;
  items?: SchemaNode;
  /** Additional entries of a mapping keyed by name (people in site.yaml). */
  additionalProperties?: SchemaNode | boolean;
  /** "translated" on the words a translator writes (see core/schema-fields.ts). */
  $comment?: string;
}
