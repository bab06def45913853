// Publishing's git steps without a browser, on real repositories in temp folders: review mode on a new branch with
// its review link, nothing to publish, no remote, a description refused, and the review links of known hosts.
import { cpSync, mkdtempSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkDescription, publish, publishMode, PublishRefused } from "../../scripts/dev/editor/publish";
import { reviewLink } from "../../scripts/dev/editor/review-link";
import { gitIn, makeRemote, makeRepo, refsOf } from "../helpers/git-repo";
import { removeProject } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("publish (git)");
const made: string[] = [];

function site(): string {
  const root = mkdtempSync(join(tmpdir(), "site-publish-"));
  made.push(root);
  for (const name of ["site.yaml", "pages", "public"]) cpSync(join(ROOT, name), join(root, name), { recursive: true });
  makeRepo(root);
  return root;
}
const edit = (root: string, file: string, from: string, to: string) => writeFileSync(join(root, file), readFileSync(join(root, file), "utf8").replace(from, to));
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof PublishRefused) return error.message;
    throw error;
  }
  throw new Error("it was not refused");
}

test.after(() => made.forEach(removeProject));

test("review mode: the change goes to a new branch named from the description, with the host's review link", async () => {
  const root = site();
  const remote = makeRemote(root);
  made.push(remote);
  // Where reviews are opened is read from the remote's address; the push itself goes to the bare repository on disk.
  gitIn(root, "remote", "set-url", "origin", "git@github.com:example-owner/talent-site.git");
  gitIn(root, "remote", "set-url", "--push", "origin", remote);
  assert.is(await publishMode(root), "direct");
  gitIn(root, "config", "site.publish", "review"); // how a repository asks for "Propose change"
  assert.is(await publishMode(root), "review");
  edit(root, "pages/contact.yaml", "Contact Us for a Free Consultation", "Contact Us for a Free Call");
  writeFileSync(join(root, "notes.txt"), "not content: never published\n");
  const result = await publish(root, "Contact: a shorter title!", true);
  assert.equal({ ...result, commit: "" }, {
    branch: "change/contact-a-shorter-title",
    commit: "",
    files: ["pages/contact.yaml"],
    pushed: true,
    rebased: false,
    review: "https://github.com/example-owner/talent-site/compare/main...change%2Fcontact-a-shorter-title?expand=1",
  });
  assert.is(refsOf(remote).get("refs/heads/change/contact-a-shorter-title"), gitIn(root, "rev-parse", "HEAD"));
  assert.is(refsOf(remote).get("refs/heads/main"), gitIn(root, "rev-parse", "main"));
  assert.is(gitIn(root, "status", "--porcelain"), "?? notes.txt");
});

test("nothing saved, no remote, a bad description: each said in plain words", async () => {
  const root = site();
  assert.is(await refusal(publish(root, "Nothing", false)), "Nothing to publish: every saved change is already published.");
  edit(root, "site.yaml", "brand: Filipino Talent Bridge", "brand: Filipino Talent Link");
  const result = await publish(root, "New brand", false);
  assert.equal([result.branch, result.files, result.pushed], ["main", ["site.yaml"], false]);
  assert.is(await refusal(Promise.resolve().then(() => checkDescription("two\nlines"))), "The description is one line of at most 200 characters.");
  assert.is(await refusal(Promise.resolve().then(() => checkDescription("  "))), 'Write one line saying what this change does, e.g. "Kuwait page: shorter hiring times".');
});

test("a push the repository does not accept keeps the commit and says so; Publish later sends it, with nothing new saved", async () => {
  const root = site();
  const remote = makeRemote(root);
  made.push(remote);
  gitIn(root, "remote", "set-url", "origin", join(remote, "missing"));
  edit(root, "pages/contact.yaml", "Contact Us for a Free Consultation", "Contact Us Today");
  const message = await refusal(publish(root, "Contact: today", false));
  assert.match(message, /^Not published: your change is saved and committed on this computer, but the repository did not accept it \(git said: .+\)\. Check that this computer can reach the repository \(a developer can try "git push" in a terminal\), then press Publish again\.$/);
  assert.is(gitIn(root, "log", "-1", "--format=%s"), "Contact: today");
  gitIn(root, "remote", "set-url", "origin", remote);
  const result = await publish(root, "ignored: nothing new to commit", false);
  assert.equal([result.files, result.pushed], [[], true]);
  assert.is(refsOf(remote).get("refs/heads/main"), gitIn(root, "rev-parse", "HEAD"));
  assert.is(await refusal(publish(root, "again", false)), "Nothing to publish: every saved change is already published.");
});

test("review links: GitHub and GitLab over https and ssh; none for another host", () => {
  assert.is(reviewLink("https://github.com/o/r.git", "change/x", "main"), "https://github.com/o/r/compare/main...change%2Fx?expand=1");
  assert.is(reviewLink("ssh://git@gitlab.com/group/sub/r.git", "change/x", "main"), "https://gitlab.com/group/sub/r/-/merge_requests/new?merge_request%5Bsource_branch%5D=change%2Fx&merge_request%5Btarget_branch%5D=main");
  assert.is(reviewLink("/srv/git/site.git", "main", undefined), undefined);
  assert.is(reviewLink("https://git.example.org/o/r.git", "main", undefined), undefined);
});

test.run();
