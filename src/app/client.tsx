// Browser entry: read the data the page was prerendered from, then hydrate it into the single-page app.
import { DOM_IDS } from "./dom-ids";
import { hydrateRoot } from "react-dom/client";
import { App } from "./app";
import type { PageData } from "./page-data";
import type { SiteData } from "./site-data";

function readJson<T>(id: string): T | null {
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

const site = readJson<SiteData>(DOM_IDS.siteData);
const root = document.getElementById(DOM_IDS.root);
if (site && root) {
  hydrateRoot(root, <App site={site} page={readJson<PageData>(DOM_IDS.pageData)} />, {
    onRecoverableError: (error) => console.error("Hydration:", error),
  });
}
