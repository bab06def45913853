// The editor's two HTML pages: the list of routes to edit, and the shell the editor's bundle starts in.
import type { SiteFacts } from "./site-facts";
import { matchingRoutes, searchWords } from "./route-search";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#14213d;background:#f6f7fb}
main{max-width:44rem;margin:3rem auto;padding:0 1.5rem}h1{font-size:1.6rem;margin:0 0 .25rem}
ul{list-style:none;padding:0;margin:1.5rem 0;display:grid;gap:.5rem}
a{display:flex;justify-content:space-between;gap:.75rem;padding:.75rem 1rem;background:#fff;border:1px solid #d5d9e4;border-radius:10px;color:#14213d;text-decoration:none}
a:hover,a:focus{border-color:#1d4ed8;outline:2px solid #1d4ed8}code{color:#4b5565}small{color:#4b5565;margin-inline-start:.35rem}a span{overflow-wrap:anywhere}p{color:#4b5565}
.ts{display:flex;gap:.5rem;margin:.35rem 0 0 1rem}.ts a{display:inline-block;padding:.2rem .6rem;font-size:.8rem;border-radius:999px}
.ts .is-published{background:#dcfce7;border-color:#86efac}.ts .is-started{background:#fef3c7;border-color:#fcd34d}
.find{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:1.5rem 0 0}.find label{font-weight:600;flex-basis:100%}
.find input{flex:1;min-width:12rem;font:inherit;padding:.55rem .75rem;border:1px solid #8a93a8;border-radius:8px;background:#fff;color:#14213d}
.find button{font:inherit;font-weight:600;padding:.55rem 1.1rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
.find input:focus,.find button:focus{outline:2px solid #1d4ed8;outline-offset:2px}.found{margin:.5rem 0 0}
.found .all{display:inline;padding:0;border:0;background:none;text-decoration:underline;color:#1d4ed8}
a code{flex-shrink:0;white-space:nowrap}
@media (max-width:40rem){main a{flex-direction:column;gap:.25rem}main a code{white-space:normal;overflow-wrap:anywhere}}`;

const STATE_WORDS = { published: "translated", started: "in progress", none: "translate" } as const;

/** Under a page: its translation in each other language, with where it stands. */
function translationLinks(facts: SiteFacts, page: string): string {
  if (!facts.languages.length) return "";
  const links = facts.languages.map((language) => `<a class="t is-${language.pages[page]}" href="/__edit/${escape(language.code)}/${escape(page)}">${escape(language.name)}: ${STATE_WORDS[language.pages[page] ?? "none"]}</a>`);
  return `<div class="ts">${links.join("")}</div>`;
}

const count = (n: number) => `${n.toLocaleString("en-US")} page${n === 1 ? "" : "s"}`;

/** The search form, and what it found: every page, some of them, or none. */
function searchBox(query: string, shown: number, total: number): string {
  const form = `<form class="find" role="search" action="/__edit/" method="get"><label for="find">Find a page</label><input id="find" name="q" type="search" value="${escape(query)}" placeholder="Title, address or file"><button>Find</button></form>`;
  const all = `<a class="all" href="/__edit/">Show all ${count(total)}</a>`;
  const words = `“${escape(query.trim())}”`;
  const found = !query.trim() ? count(total) : !shown ? `No page matches ${words}. ${all}` : shown === total ? `All ${count(total)} match ${words}.` : `${shown.toLocaleString("en-US")} of ${count(total)} ${shown === 1 ? "matches" : "match"} ${words}. ${all}`;
  return `${form}<p class="found" role="status">${found}</p>`;
}

/** /__edit/: every route in site.yaml (or those `query` finds), each opening its page in the editor, and its translations. */
export function routeList(facts: SiteFacts | undefined, preview: string, query = ""): string {
  const routes = facts ? matchingRoutes(facts.routes, searchWords(query)) : [];
  const items = facts
    ? routes.map((route) => `<li><a href="/__edit/${escape(route.page)}"><span><b>${escape(route.title ?? route.path)}</b> <small>${escape(route.path)}</small></span><code>pages/${escape(route.page)}.yaml</code></a>${translationLinks(facts, route.page)}</li>`).join("")
    : "";
  const body = facts
    ? `<p>Pick a page to edit. Changes are saved to its YAML file; the preview at <a href="${escape(preview)}" style="display:inline;padding:0;border:0;text-decoration:underline;color:#1d4ed8">${escape(preview)}</a> reloads.</p><p><a class="site" href="/__edit/site"><span><b>Site settings</b> <small>company e-mail, booking link, navigation, footer, people, countries</small></span><code>site.yaml</code></a></p>${searchBox(query, routes.length, facts.routes.length)}<ul>${items}</ul><p>To add a country page, open any page and choose <b>New country</b>.</p>`
    : "<p>site.yaml has errors: run <code>npm run validate</code>, fix what it names, then reload.</p>";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Edit a page</title><link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head><body><main><h1>Edit a page</h1>${body}</main></body></html>`;
}

/**
 * The editor for one page: its bundle reads the page name, the preview's address and the run's API token from the
 * document. The token is in no other answer, and this page is served only on the editor's own port.
 */
export function editorShell(page: string, path: string, { token, preview, language, view }: { token: string; preview: string; language?: string; view?: "site" }): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Editing ${escape(path)}</title><meta name="editor-token" content="${escape(token)}"><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/__edit/assets/editor.css"><script type="module" src="/__edit/assets/editor.js"></script></head><body><div id="editor-root" data-page="${escape(page)}" data-path="${escape(path)}" data-preview="${escape(preview)}"${language ? ` data-language="${escape(language)}"` : ""}${view ? ` data-view="${view}"` : ""}></div></body></html>`;
}
