// The Site view's calls to the dev server: load site.yaml's values, check and save changed values, upload a photo.
import { call, type Answer } from "./api";
import type { Facts, FieldProblem } from "./editor-context";
import type { SiteValue } from "./site-fields";

/** site.yaml as data (only what the Site view reads), the English labels by key, and where the files stood. */
export interface LoadedSite {
  site: {
    people?: Record<string, Record<string, string>>;
    countries?: { name: string; path: string; code?: string }[];
    navigation: { links: { key?: string; text?: string; href: string }[]; action: { key?: string; text?: string; href: string } };
    footer: { about: string; groups: { key: string }[] };
    settings: Record<string, unknown>;
  };
  labels: Record<string, string>;
  hash: string;
  problems: FieldProblem[];
  facts: Facts;
  /** The largest photo an upload takes. */
  photoMegabytes: number;
}

const token = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? "";

export async function loadSite(): Promise<LoadedSite | { error: string }> {
  const answer = await call("GET", "/__edit/api/site");
  return answer.status === 200 ? (answer as unknown as LoadedSite) : { error: answer.error ?? "could not load site.yaml" };
}

export const checkSite = (values: SiteValue[]) => call("POST", "/__edit/api/site/validate", { values });
export const saveSite = (values: SiteValue[], hash: string) => call("PUT", "/__edit/api/site", { values, hash });

/** The photo's bytes as they are, with the type the browser gives the file; the server checks both. */
export async function uploadPhoto(person: string, file: File): Promise<Answer & { photo?: string }> {
  const response = await fetch(`/__edit/api/site/photo?person=${encodeURIComponent(person)}`, {
    method: "POST",
    headers: { "X-Editor-Token": token(), "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  const text = await response.text();
  try {
    return { ...(JSON.parse(text) as { photo?: string; error?: string }), status: response.status };
  } catch {
    return { status: response.status, error: text.trim() || `the dev server answered ${response.status}` };
  }
}
