// The editor's calls to the dev server: load a page, validate an edit, save it, create a country page.
import type { SiteData } from "../core/site-data";
import type { Facts, FieldProblem } from "./editor-context";
import type { Edit, Spec } from "./page-data";
import type { TranslationView as View } from "../core/translation-view";

export interface Loaded {
  page: string;
  path: string | null;
  spec: Spec;
  hash: string;
  facts: Facts & { site: SiteData };
  problems: FieldProblem[];
  examples: (string | number)[][];
}

export interface Answer {
  status: number;
  error?: string;
  problems?: FieldProblem[];
  /** Where the page (as sent) holds values marked # EXAMPLE. */
  examples?: (string | number)[][];
  hash?: string;
  output?: string;
  page?: string;
}

/** The run's secret, given only to the editor's own page (served on its own port): every API call proves its origin with it. */
const token = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? "";

export async function call(method: string, url: string, body?: unknown): Promise<Answer & Record<string, unknown>> {
  const response = await fetch(url, {
    method,
    headers: { "X-Editor-Token": token(), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { ...(JSON.parse(text) as Answer), status: response.status };
  } catch {
    return { status: response.status, error: text.trim() || `the dev server answered ${response.status}` };
  }
}

export async function loadPage(page: string): Promise<Loaded | { error: string }> {
  const answer = await call("GET", `/__edit/api/load?name=${encodeURIComponent(page)}`);
  return answer.status === 200 ? (answer as unknown as Loaded) : { error: answer.error ?? "could not load the page" };
}

export const validate = (page: string, edit: Edit) => call("POST", "/__edit/api/validate", { page, edit });
export const save = (page: string, edit: Edit, hash: string) => call("PUT", "/__edit/api/page", { page, edit, hash });
export const createCountry = (slug: string, name: string, code: string) => call("POST", "/__edit/api/country", { slug, name, code });

/** A problem of the whole site before publishing (scripts/dev/editor/site-problems.ts). */
export interface SiteProblem extends Omit<FieldProblem, "text"> {
  file: string;
  place: string;
  href?: string;
}

/**
 * The whole site's check (scripts/dev/editor/site-problems.ts): its first problems, and how many errors and warnings
 * in all. `P`: a problem as the server makes it, or (by default) as this page receives it.
 */
export interface SiteCheck<P = SiteProblem> {
  problems: P[];
  errors: number;
  warnings: number;
}

export async function loadSiteProblems(): Promise<SiteCheck | null> {
  const answer = await call("GET", "/__edit/api/site-problems");
  return answer.status === 200 ? (answer as unknown as SiteCheck) : null;
}

/** A translation as the dev server describes it (scripts/dev/editor/translation.ts). */
export type TranslationView = View<FieldProblem>;

export async function loadTranslation(language: string, name: string): Promise<TranslationView | { error: string }> {
  const answer = await call("GET", `/__edit/api/translation?language=${encodeURIComponent(language)}&name=${encodeURIComponent(name)}`);
  return answer.status === 200 ? (answer as unknown as TranslationView) : { error: answer.error ?? "could not load the translation" };
}

export const saveTranslation = (language: string, name: string, hash: string, values: { path: (string | number)[]; text: string; list: boolean }[]) =>
  call("PUT", "/__edit/api/translation", { language, name, hash, values }) as Promise<Answer & { view?: TranslationView }>;
export const createTranslation = (language: string, name: string) =>
  call("POST", "/__edit/api/translation/new", { language, name }) as Promise<Answer & { view?: TranslationView }>;
