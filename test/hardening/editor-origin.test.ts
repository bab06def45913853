// The editor's origin: files the preview serves (public/*.html with a script) and other sites can neither call the
// editor's API nor read its token nor frame it; a read needs the same proof as a write.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { EDITOR_CSP } from "../../scripts/dev/editor/page-headers";
import { openPage, startSession, stopSession, type Session } from "../helpers/browser";
import { startDev, type RunningDev } from "../helpers/dev-server";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("hardening: editor origin");
let session: Session;
let root: string;
let dev: RunningDev;
let other: Server | undefined;
const CONTACT = "pages/contact.yaml";
const REFUSED = "the editor's API answers only the editor's own pages: open the editor address npm run dev printed";

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }
function ask(url: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

test.before(async () => {
  session = await startSession();
  root = tempProject("real");
  dev = await startDev(root);
});
test.after(async () => {
  await dev?.stop();
  if (other) await new Promise((resolve) => other!.close(resolve));
  if (root) removeProject(root);
  await stopSession();
});

const tokenOf = async () => /<meta name="editor-token" content="([^"]+)">/.exec((await ask(`${dev.editorUrl}contact`)).body)?.[1] ?? "";

test("a read without the run's token (a cross-site <img>) gets 403 and runs nothing: no validation, no shadow copy", async () => {
  const load = `${dev.editorUrl}api/load?name=contact`;
  const attempts: Record<string, string>[] = [{}, { "X-Editor-Token": "guessed" }, { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" }];
  for (const headers of attempts) {
    const answer = await ask(load, { headers });
    assert.is(answer.status, 403, JSON.stringify(headers));
    assert.equal(JSON.parse(answer.body), { error: REFUSED });
  }
  // What Chromium sends for <img src> on another site's page.
  const image = await ask(load, { headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" } });
  assert.equal([image.status, image.body], [403, "403: the editor's files load only in the editor's own pages\n"]);
  assert.not.ok(existsSync(join(root, ".cache/editor/shadow")), "validation never ran");
  const token = await tokenOf();
  assert.is(token.length, 43);
  // The token alone is not enough from a page another site runs: the browser marks it cross-site, or names its Origin.
  assert.is((await ask(load, { headers: { "X-Editor-Token": token, "Sec-Fetch-Site": "same-site" } })).status, 403);
  assert.is((await ask(load, { headers: { "X-Editor-Token": token, Origin: "http://evil.example" } })).status, 403);
  const write = await ask(`${dev.editorUrl}api/validate`, { method: "POST", headers: { "X-Editor-Token": token, "Content-Type": "application/json" }, body: "{}" });
  assert.equal([write.status, JSON.parse(write.body)], [403, { error: "the editor accepts changes only from its own pages on this address" }]);
  const ok = await ask(load, { headers: { "X-Editor-Token": token } });
  assert.is(ok.status, 200);
  assert.is((JSON.parse(ok.body) as { page: string }).page, "contact");
});

test("the preview's port has no editor: its API paths are 404, a write is 405, the editor's pages redirect to its own port", async () => {
  const api = await ask(`${dev.url}__edit/api/load?name=contact`);
  assert.is(api.status, 404);
  assert.is(api.body, `404: the editor's API is not on this port; open the editor at ${dev.editorUrl}\n`);
  assert.is((await ask(`${dev.url}__edit/api/page`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: "{}" })).status, 405);
  const page = await ask(`${dev.url}__edit/contact`);
  assert.is(page.status, 302);
  assert.is(page.headers.location, `${dev.editorUrl}contact`);
  assert.is(new URL(dev.editorUrl).hostname, "127.0.0.1");
  assert.is.not(new URL(dev.editorUrl).port, new URL(dev.url).port);
});

test("public/notes.html with its script, open in the preview, can neither load nor save a page, nor read the editor's token", async () => {
  const before = readFileSync(join(root, CONTACT), "utf8");
  writeFileSync(join(root, "public/notes.html"), '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>notes</title><script src="/notes.js" defer></script></head><body><p>notes</p></body></html>\n');
  writeFileSync(join(root, "public/notes.js"), `(async () => {
  const EDITOR = ${JSON.stringify(dev.editorUrl)};
  const out = {};
  const load = await fetch("/__edit/api/load?name=contact");
  out.load = load.status;
  const got = load.ok ? await load.json() : { spec: { meta: { title: "x" }, sections: [] }, hash: "" };
  const edit = { meta: { ...got.spec.meta, title: "Owned | {brand}" }, sections: got.spec.sections.map((data, origin) => ({ origin, data })) };
  const save = await fetch("/__edit/api/page", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ page: "contact", edit, hash: got.hash }) });
  out.save = save.status;
  try { out.editorPage = (await (await fetch(EDITOR + "contact")).text()).includes("editor-token") ? "read" : "no token"; } catch { out.editorPage = "blocked"; }
  const opened = window.open(EDITOR + "contact", "editor");
  out.opened = opened ? "waiting" : "no window";
  for (let i = 0; opened && i < 100 && out.opened === "waiting"; i++) {
    try { if (opened.document.querySelector('meta[name="editor-token"]')) out.opened = "read"; } catch { out.opened = "blocked"; }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  document.body.dataset.result = JSON.stringify(out);
})();
`);
  const watched = await openPage(session);
  try {
    await watched.page.goto(`${dev.url}notes.html`);
    const result = await watched.page.waitForFunction(() => document.body.dataset.result, undefined, { timeout: 20_000 });
    assert.equal(JSON.parse(String(await result.jsonValue())), { load: 404, save: 405, editorPage: "blocked", opened: "blocked" });
  } finally {
    await watched.context.close();
  }
  assert.is(readFileSync(join(root, CONTACT), "utf8"), before);
});

test("the editor's port serves the site's images only, sandboxed; no page, script or other method of the site", async () => {
  writeFileSync(join(root, "public/evil.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>\n');
  const origin = new URL(dev.editorUrl).origin;
  const svg = await ask(`${origin}/evil.svg`);
  assert.is(svg.status, 200);
  assert.is(svg.headers["content-type"], "image/svg+xml");
  assert.match(String(svg.headers["content-security-policy"]), /(^|; )sandbox(;|$)/);
  assert.match(String(svg.headers["content-security-policy"]), /default-src 'none'/);
  for (const path of ["/notes.html", "/notes.js", "/for-kuwait", "/index.html", "/__dev/client.js", "/__dev/events"]) {
    const answer = await ask(origin + path);
    assert.is(answer.status, 404, path);
    assert.is(answer.body, "404: the editor's port serves the editor and the site's images only\n", path);
  }
  for (const method of ["POST", "PUT", "DELETE"]) assert.is((await ask(`${origin}/evil.svg`, { method })).status, 405, method);
  assert.is((await ask(`${origin}/`)).headers.location, "/__edit/");
  // Parts of the editor loaded by another site's page (a <script>, an <img>): refused before any work.
  for (const path of ["/__edit/assets/editor.js", "/evil.svg", "/__edit/contact"]) {
    const answer = await ask(origin + path, { headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" } });
    assert.is(answer.status, 403, path);
    assert.is(answer.body, "403: the editor's files load only in the editor's own pages\n", path);
  }
  // A link that opens the editor in a tab still works.
  assert.is((await ask(`${dev.editorUrl}contact`, { headers: { "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "navigate" } })).status, 200);
});

test("the editor's pages cannot be framed by another site, and run under their own strict policy", async () => {
  for (const path of ["", "contact"]) {
    const answer = await ask(dev.editorUrl + path);
    assert.is(answer.status, 200, path);
    assert.is(answer.headers["x-frame-options"], "DENY", path);
    assert.is(answer.headers["content-security-policy"], EDITOR_CSP, path);
  }
  assert.match(EDITOR_CSP, /frame-ancestors 'none'/);
  assert.match(EDITOR_CSP, /script-src 'self';/);
  // Another site (no policy of its own) frames the editor: the frame stays empty.
  other = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    // The frame's load event fires once its navigation is over, refused (an error page) or not: the moment to look.
    response.end(`<!DOCTYPE html><title>other site</title><iframe id="trap" src="${dev.editorUrl}contact" width="800" height="600" onload="document.title = 'frame done'"></iframe>`);
  });
  await new Promise<void>((resolve) => other!.listen(0, "127.0.0.1", resolve));
  const watched = await openPage(session);
  try {
    await watched.page.goto(`http://127.0.0.1:${(other.address() as { port: number }).port}/`);
    await watched.page.waitForFunction(() => document.title === "frame done", undefined, { timeout: 30_000 });
    const frame = watched.page.frames().find((each) => each !== watched.page.mainFrame());
    const editorInside = frame ? await frame.evaluate(() => Boolean(document.querySelector("#editor-root"))).catch(() => false) : false;
    assert.is(editorInside, false);
  } finally {
    await watched.context.close();
  }
});

test.run();
