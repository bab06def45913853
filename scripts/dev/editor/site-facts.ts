// What the editor offers beside the page: routes, people, images, placeholders, and the site data its canvas renders with.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { SiteData } from "../../../src/core/site-data";
import { toOutput } from "../../../src/pipeline/emit/data-files";
import { loadProject } from "../../../src/pipeline/load/project";
import { fill, placeholderValues } from "../../../src/pipeline/placeholders";

export interface SiteFacts {
  /** Each route with its page's title as visitors see it (placeholders filled), for the list of pages. */
  routes: { path: string; page: string; title?: string }[];
  people: { key: string; label: string }[];
  /** Site paths of the files in public/images/. */
  images: string[];
  /** {name} → the value it stands for. */
  placeholders: Record<string, string>;
  site: SiteData;
  /** Each other language, and per page whether its translation is published, started, or not there yet. */
  languages: { code: string; name: string; pages: Record<string, "published" | "started" | "none"> }[];
}

export function images(root: string): string[] {
  const dir = join(root, "public", "images");
  return existsSync(dir) ? readdirSync(dir).filter((name) => /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(name)).sort().map((name) => `/images/${name}`) : [];
}

/** Undefined when site.yaml does not load: the editor then says to fix it first (npm run validate names the mistake). */
export function siteFacts(root: string): SiteFacts | undefined {
  const project = loadProject(root);
  const loaded = project.site;
  if (!loaded) return undefined;
  const data = loaded.data;
  // Only site data is used; pages that fail to load are simply absent from it.
  const { site } = toOutput({ ...project, pages: [] });
  return {
    routes: data.routes.map((route) => {
      const title = project.pages.find((page) => page.name === route.page)?.data?.meta.title;
      return { path: route.path, page: route.page, ...(title ? { title: fill(title, placeholderValues(data.settings)) } : {}) };
    }),
    people: Object.entries(data.people ?? {}).map(([key, person]) => ({ key, label: `${person.title} (${person.name})` })),
    images: images(root),
    placeholders: placeholderValues(data.settings),
    site,
    languages: data.settings.languages.slice(1).map(({ code, name }) => ({
      code,
      name,
      pages: Object.fromEntries(data.routes.map((route) => {
        const translation = project.translations.find((entry) => entry.language === code && entry.name === route.page);
        return [route.page, translation ? (translation.complete ? "published" : "started") : "none"];
      })),
    })),
  };
}
