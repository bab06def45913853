// Browser entry: read the data the page was prerendered from, then hydrate it into the single-page app.
import { hydrateRoot } from "react-dom/client";
import { App } from "./app";
import type { PageData, SiteData } from "./site-data";

function readJson<T>(id: string): T | null {
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

const site = readJson<SiteData>("site-data");
const root = document.getElementById("root");
if (site && root) {
  hydrateRoot(root, <App site={site} page={readJson<PageData>("page-data")} />, {
    onRecoverableError: (error) => console.error("Hydration:", error),
  });
}
