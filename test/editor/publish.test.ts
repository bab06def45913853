// Publishing from the editor in Chromium, against a real git repository with a bare remote on this machine: exactly one
// commit with exactly the saved file, pushed; a remote that moved is rebased onto; a conflict is explained; the
// remote's refs only ever move forward; a page's history lists its versions and restores one as a new change.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { CHROMIUM, FLAGS } from "../helpers/browser";
import { startDev, type RunningDev } from "../helpers/dev-server";
import { send } from "../helpers/editor-client";
import { gitIn, isAncestor, makeRemote, makeRepo, refsOf } from "../helpers/git-repo";
import { removeProject, tempProject } from "../helpers/project";
import { requireTool } from "../helpers/tools";

const test = suite("publish from the editor");
const PAGE = "pages/for-kuwait.yaml";
let root = "";
let remote = "";
let other = "";
let first = "";
let dev: RunningDev | undefined;
let browser: Browser;
let page: Page;

test.before(async () => {
  requireTool("Chromium");
  root = tempProject("real");
  first = makeRepo(root);
  remote = makeRemote(root);
  // Someone else's copy, to move the remote while the editor works.
  other = mkdtempSync(join(tmpdir(), "site-other-"));
  gitIn(other, "clone", "-q", remote, ".");
  gitIn(other, "config", "user.name", "Other Editor");
  gitIn(other, "config", "user.email", "other@test.invalid");
  dev = await startDev(root);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
});

test.after(async () => {
  await browser?.close();
  await dev?.stop();
  for (const dir of [root, remote, other]) if (dir) removeProject(dir);
});

/** Every ref the remote had is still there, at the same commit or a later one. */
function assertForwardOnly(before: Map<string, string>) {
  const after = refsOf(remote);
  for (const [ref, commit] of before) {
    assert.ok(after.has(ref), `${ref} is gone from the remote`);
    assert.ok(isAncestor(remote, commit, after.get(ref)!), `${ref} moved from ${commit} to ${after.get(ref)}, not forward`);
  }
}

const filesOf = (repo: string, commit: string) => gitIn(repo, "diff-tree", "--no-commit-id", "--name-only", "-r", commit).split("\n").filter(Boolean);

async function editTitle(title: string) {
  // Publishing leaves the file as saved, so the open editor stays valid: only the dialog is closed (fewer page loads).
  if (page.url() === `${dev!.editorUrl}for-kuwait`) await page.keyboard.press("Escape");
  else await page.goto(`${dev!.editorUrl}for-kuwait`);
  const field = page.locator('input[data-path="meta.title"]:visible');
  await field.waitFor({ timeout: 30_000 });
  await field.fill(title);
  await page.locator(".ed-status").filter({ hasText: "Unsaved changes" }).waitFor({ timeout: 20_000 });
  await page.getByRole("button", { name: /^Save/ }).click();
  await page.locator(".ed-status").filter({ hasText: /Saved|not saved/ }).waitFor({ timeout: 20_000 });
  assert.match((await page.locator(".ed-status").textContent()) ?? "", /Saved/);
}

/** Opens the Publish dialog, checks the list, writes the description and sends it; the dialog's answer. */
async function publish(description: string, expectList: string) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const list = page.getByTestId("change-list");
  await list.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
    throw new Error(`${error.message}\nthe dialog shows: ${await page.locator(".ed-publish").textContent()}\n${dev!.terminal().slice(-800)}`);
  });
  assert.is(await list.textContent(), expectList);
  await page.locator("#publish-description").fill(description);
  await page.locator(".ed-publish").getByRole("button", { name: "Publish", exact: true }).click();
  await page.locator('.ed-publish-result, .ed-publish [role="alert"]').first().waitFor({ timeout: 30_000 });
  return (await page.locator(".ed-publish .ed-publish-result, .ed-publish [role=alert]").first().textContent()) ?? "";
}

const KUWAIT_TITLE = "en /for-kuwait\n  meta changed: title";

test("publish makes exactly one commit with exactly the saved file and pushes it to the remote's branch", async () => {
  const before = refsOf(remote);
  await editTitle("Hire Filipino Professionals for Kuwait | {brand}");
  const answer = await publish("Kuwait page: a shorter title", `1 route touched (en 1).\n\n${KUWAIT_TITLE}`);
  const head = gitIn(root, "rev-parse", "HEAD");
  assert.is(answer, `Published.Branch main, commit ${head.slice(0, 7)}`);
  assert.is(gitIn(remote, "rev-parse", "refs/heads/main"), head);
  assert.is(gitIn(root, "rev-parse", "HEAD~1"), first);
  assert.equal(filesOf(root, head), [PAGE]);
  assert.is(gitIn(root, "log", "-1", "--format=%s|%an"), "Kuwait page: a shorter title|Test Editor");
  assert.is(gitIn(root, "status", "--porcelain", "--", "site.yaml", "pages", "public"), "");
  assertForwardOnly(before);
});

test("a remote that moved meanwhile is fetched and rebased onto, then pushed; nothing is forced", async () => {
  const before = refsOf(remote);
  gitIn(other, "pull", "-q", "--ff-only");
  const contact = join(other, "pages/contact.yaml");
  const text = readFileSync(contact, "utf8");
  writeFileSync(contact, text.replace("title: Contact Us for a Free Consultation | {brand}", "title: Contact Us for a Free Call | {brand}"));
  gitIn(other, "commit", "-q", "-am", "Contact: a shorter title");
  gitIn(other, "push", "-q", "origin", "main");
  const theirs = gitIn(other, "rev-parse", "HEAD");
  await editTitle("Hire Filipino Talent for Kuwait | {brand}");
  const answer = await publish("Kuwait page: talent, not professionals", `1 route touched (en 1).\n\n${KUWAIT_TITLE}`);
  const head = gitIn(remote, "rev-parse", "refs/heads/main");
  assert.is(answer, `Published, after the changes others had published.Branch main, commit ${head.slice(0, 7)}`);
  assert.is(gitIn(remote, "rev-parse", "refs/heads/main~1"), theirs);
  assert.equal(filesOf(remote, head), [PAGE]);
  assert.is(gitIn(root, "rev-parse", "HEAD"), head);
  assertForwardOnly(before);
});

test("history lists the page's versions with date, description and author; one shown beside today's; restored as a new change", async () => {
  const before = refsOf(remote);
  await page.goto(`${dev!.editorUrl}for-kuwait`);
  await page.locator('input[data-path="meta.title"]:visible').waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "History" }).click();
  const rows = page.locator(".ed-history-list tbody tr");
  await rows.first().waitFor({ timeout: 20_000 });
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].slice(1, 3).map((td) => td.textContent).join(" | ")));
  assert.equal(cells, ["Kuwait page: talent, not professionals | Test Editor", "Kuwait page: a shorter title | Test Editor", "The site as it was | Test Editor"]);
  await rows.last().getByRole("button", { name: "Compare" }).click();
  const old = page.locator('.ed-history-compare pre[aria-label="That version"] .is-changed');
  await old.first().waitFor();
  assert.equal(await old.allTextContents(), ["  title: Hire Filipino Workers in Kuwait | {brand}\n"]);
  assert.equal(await page.locator('.ed-history-compare pre[aria-label="Today"] .is-changed').allTextContents(), ["  title: Hire Filipino Talent for Kuwait | {brand}\n"]);
  const reloaded = page.waitForEvent("load");
  await rows.last().getByRole("button", { name: "Restore" }).click();
  await reloaded;
  assert.is(readFileSync(join(root, PAGE), "utf8"), gitIn(root, "show", `${first}:${PAGE}`) + "\n");
  // The restore is a saved change like any other: history is not rewritten, publishing adds a commit.
  await page.locator('input[data-path="meta.title"]:visible').waitFor({ timeout: 30_000 });
  const answer = await publish("Kuwait page: the first title back", `1 route touched (en 1).\n\n${KUWAIT_TITLE}`);
  assert.match(answer, /^Published\./);
  assert.is(gitIn(root, "log", "--format=%s", "-2").split("\n")[0], "Kuwait page: the first title back");
  assert.is(gitIn(root, "rev-list", "--count", "HEAD"), "5"); // the first, ours, theirs (contact), ours again, the restore
  assert.is(gitIn(root, "show", `HEAD:${PAGE}`), gitIn(root, "show", `${first}:${PAGE}`));
  assertForwardOnly(before);
});

test("a remote change to the same lines is explained in plain words; the remote keeps it, nothing is forced", async () => {
  const before = refsOf(remote);
  gitIn(other, "pull", "-q", "--ff-only");
  const file = join(other, PAGE);
  writeFileSync(file, readFileSync(file, "utf8").replace("title: Hire Filipino Workers in Kuwait | {brand}", "title: Kuwait hiring | {brand}"));
  gitIn(other, "commit", "-q", "-am", "Kuwait: their title");
  gitIn(other, "push", "-q", "origin", "main");
  const theirs = gitIn(other, "rev-parse", "HEAD");
  await editTitle("Kuwait: our title | {brand}");
  const answer = await publish("Kuwait page: our title", `1 route touched (en 1).\n\n${KUWAIT_TITLE}`);
  assert.is(answer, "Not published: since you started, someone else published a change to the same lines. Your change is kept on this computer as a commit, nothing was lost and nothing was overwritten. Ask the person who looks after the site's repository to combine the two changes, then reload the editor.");
  assert.is(gitIn(remote, "rev-parse", "refs/heads/main"), theirs);
  assert.not.ok(existsSync(join(root, ".git/rebase-merge")) || existsSync(join(root, ".git/rebase-apply")), "the rebase was undone");
  assert.is(gitIn(root, "log", "-1", "--format=%s"), "Kuwait page: our title");
  // Opened again, the dialog lists what is still to send (since the remote's copy) and says a commit is waiting.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByTestId("change-list").waitFor({ timeout: 30_000 });
  assert.is(await page.getByTestId("change-list").textContent(), `1 route touched (en 1).\n\n${KUWAIT_TITLE}`);
  assert.is(await page.locator(".ed-publish .ed-dialog-note").last().textContent(), "A change committed here earlier is not on the repository yet: Publish sends it too.");
  await page.keyboard.press("Escape");
  assertForwardOnly(before);
});

test("moving a page asks for its new address and refuses, naming each link, while other pages still link to the old one", async () => {
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  await page.goto(`${dev!.editorUrl}for-kuwait`);
  await page.locator('input[data-path="meta.title"]:visible').waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Address" }).click();
  await page.locator("#route-target").fill("/for-kuwait-city");
  await page.getByRole("button", { name: "Move and redirect" }).click();
  const alert = page.locator('#route-title ~ [role="alert"], .ed-dialog [role="alert"]').filter({ hasText: "Not done" });
  await alert.waitFor({ timeout: 30_000 });
  const text = (await alert.textContent()) ?? "";
  assert.ok(text.startsWith("Not done: the site would not build. Change these first (each still needs the old address, or a page it names):\n"), text);
  assert.ok(text.includes('link to "/for-kuwait", which is not a route'), text);
  assert.is(readFileSync(join(root, "site.yaml"), "utf8"), site);
});

test("the publishing API answers only the editor's own pages", async () => {
  const url = `${dev!.editorUrl}api/publish`;
  const body = JSON.stringify({ description: "from elsewhere" });
  const noToken = await send(url, { method: "POST", body, headers: { "Content-Type": "application/json", Origin: new URL(dev!.editorUrl).origin } });
  assert.is(noToken.status, 403);
  const token = /<meta name="editor-token" content="([^"]+)">/.exec((await send(`${dev!.editorUrl}for-kuwait`)).body)![1];
  const preview = await send(url, { method: "POST", body, headers: { "Content-Type": "application/json", "X-Editor-Token": token, Origin: new URL(dev!.url).origin } });
  assert.is(preview.status, 403);
  assert.is(JSON.parse(preview.body).error, "the editor accepts changes only from its own pages on this address");
});

test.run();
