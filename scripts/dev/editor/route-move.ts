// A page given a new address, or removed: site.yaml's route changed (or dropped) and a redirect written from the old
// address, so links and search results keep working; checked as validate checks before anything is written.
import { isMap, isScalar, isSeq, parseDocument } from "yaml";
import { checkProject } from "../../../src/pipeline/check/project";
import { readProjectText, removeProjectPath, writeProjectFile, hashOf } from "../../../src/pipeline/files/project-files";
import { loadProject, pageFileName, SITE_FILE } from "../../../src/pipeline/load/project";

export interface RouteMove {
  page: string;
  /** The page's new address, or undefined to remove the page. */
  path?: string;
  /** Where the old address leads: the new address for a move, any route or https: address for a removal. */
  redirectTo: string;
}

export interface Planned {
  siteText: string;
  oldPath: string;
  /** Problems validate would report with the change made (errors refuse it). */
  problems: string[];
}

/** Addresses the editor may write: plain route paths (with an #anchor) and https: addresses, nothing YAML would read specially. */
const ROUTE = /^\/([a-z0-9]+(-[a-z0-9]+)*)?(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
const TARGET = /^(\/[a-z0-9/-]*(#[a-z0-9-]+)?|https:\/\/[A-Za-z0-9.-]+(\/[A-Za-z0-9._~/%-]*)?)$/;

const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf("\n", at);
  return end < 0 ? text.length : end + 1;
};

/**
 * site.yaml's new text, edited in place (only the route's line and one new redirect line change: comments, alignment
 * and everything else stay), and what validate says about the site with it.
 */
export function planMove(root: string, move: RouteMove): Planned | string {
  if (move.path !== undefined && !ROUTE.test(move.path)) return `"${move.path}" is not a usable address: a slash, then lower-case words joined by hyphens, e.g. /for-new-zealand.`;
  if (!TARGET.test(move.redirectTo)) return `"${move.redirectTo}" is not a usable redirect: an address of this site such as /contact, or an https: address.`;
  const text = readProjectText(root, SITE_FILE);
  const doc = parseDocument(text);
  const routes = doc.get("routes", true);
  if (!isSeq(routes)) return "site.yaml has no routes: list; run npm run validate and fix it first.";
  const route = routes.items.find((item) => isMap(item) && item.get("page") === move.page);
  if (!isMap(route) || !route.range) return `pages/${move.page}.yaml has no address in site.yaml, so there is nothing to move or remove.`;
  const pathNode = route.get("path", true);
  const oldPath = String(route.get("path"));
  if (!isScalar(pathNode) || !pathNode.range) return "site.yaml's route has no path.";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  // The redirect goes after the last one, in its style; or a new redirects: list at the end.
  const redirects = doc.get("redirects", true);
  const last = isSeq(redirects) ? redirects.items.at(-1) : undefined;
  const entry = `{ from: ${oldPath}, to: ${move.redirectTo} }`;
  const edits: { from: number; to: number; text: string }[] = [];
  if (last && isMap(last) && last.range) {
    const at = lineStart(text, last.range[0]);
    const indent = /^\s*/.exec(text.slice(at))![0];
    edits.push({ from: lineEnd(text, last.range[0]), to: lineEnd(text, last.range[0]), text: `${indent}- ${entry}${eol}` });
  } else edits.push({ from: text.length, to: text.length, text: `${text.endsWith("\n") ? "" : eol}${eol}redirects:${eol}  - ${entry}${eol}` });
  if (move.path !== undefined) edits.push({ from: pathNode.range[0], to: pathNode.range[1], text: move.path });
  else edits.push({ from: lineStart(text, route.range[0]), to: lineEnd(text, route.range[0]), text: "" });
  edits.sort((a, b) => b.from - a.from);
  const siteText = edits.reduce((result, edit) => result.slice(0, edit.from) + edit.text + result.slice(edit.to), text);
  const project = loadProject(root, new Map([[SITE_FILE, siteText]]));
  const problems = checkProject(project, { production: false }).concat(project.files.flatMap((file) => file.problems)).filter((problem) => problem.severity === "error");
  return { siteText, oldPath, problems: [...new Set(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`))] };
}

/** Writes site.yaml over the text planned from (409 otherwise) and, for a removal, deletes the page's file. */
export function applyMove(root: string, move: RouteMove, planned: Planned, siteHash: string) {
  writeProjectFile(root, SITE_FILE, planned.siteText, { expect: siteHash });
  if (move.path === undefined) removeProjectPath(root, pageFileName(move.page));
}

export const siteHash = (root: string) => hashOf(readProjectText(root, SITE_FILE));
