// One field of the Site view: the page editor's own field (label, limit, help, problems as you type) at a path of site.yaml.
import { createContext, useContext } from "react";
import { countryCodes, countryName } from "../schema/iso-countries";
import { TextField, type Kind } from "./text-field";
import type { SiteField, SitePath } from "./site-fields";
import { limitsOf, nameOf } from "./site-values";

export interface SiteForm {
  values: Readonly<Record<string, string>>;
  set: (name: string, text: string) => void;
}

export const SiteFormContext = createContext<SiteForm>({ values: {}, set: () => undefined });

/** Countries by their English name, each with its code, as a person looks for them. */
const COUNTRIES = countryCodes.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label));
/** Longer limits than a heading's get a paragraph box, as in the page editor. */
const PARAGRAPH_FROM = 200;

export function SiteText({ path, field, label, help }: { path: SitePath; field?: SiteField; label?: string; help?: string }) {
  const { values, set } = useContext(SiteFormContext);
  const name = nameOf(path);
  const limits = limitsOf(path);
  const paragraph = field?.kind === "paragraph" || (field?.kind !== "address" && (limits.maxLength ?? 0) > PARAGRAPH_FROM);
  const input: Kind = field?.kind === "country-code" ? { kind: "select", options: COUNTRIES } : { kind: paragraph ? "textarea" : "text" };
  return (
    <TextField name={name} id={`site-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`} label={label ?? field?.label ?? name} help={(help ?? field?.help ?? limits.description) || undefined}
      maxLength={limits.maxLength} required={limits.required} value={values[name]} onChange={(text) => set(name, text)} input={input} />
  );
}
