// The limit the site is measured against: the same built pages with every script removed (the no-JS variant).
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compressedCopies } from "../../src/pipeline/emit/compress";

/** Every <script> element (module, JSON data, JSON-LD) and every module preload. */
export const stripScripts = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");

/** Copies the built site to `target` with every page's scripts removed; its compressed copies are written again. */
export function writeNoJsVariant(out: string, target: string) {
  rmSync(target, { recursive: true, force: true });
  cpSync(out, target, { recursive: true });
  for (const name of readdirSync(target, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".html")) continue;
    const path = join(target, name);
    const html = stripScripts(readFileSync(path, "utf8"));
    writeFileSync(path, html);
    for (const [suffix, body] of compressedCopies(html)) writeFileSync(path + suffix, body);
  }
}
