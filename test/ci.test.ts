// The CI workflow: what it runs on every push, and that its problem matcher reads validate's messages as annotations.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { readCase } from "./helpers/fixture-cases";
import { ROOT } from "./helpers/site";

const test = suite("ci");

interface Workflow { on: Record<string, unknown>; jobs: Record<string, { container?: string; steps: { uses?: string; run?: string }[] }> }
interface Matcher { problemMatcher: { owner: string; pattern: { regexp: string; file: number; line: number; column: number; severity: number; message: number }[] }[] }

test("runs on every push: npm ci, Chromium from apt, npm run validate (not --production), npm test", () => {
  const workflow = parse(readFileSync(join(ROOT, ".github/workflows/ci.yml"), "utf8")) as Workflow;
  assert.ok("push" in workflow.on);
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.uses ?? step.run ?? ""));
  const index = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step));
  const order = [/^actions\/checkout@/, /apt-get install .*\bchromium\b/, /^npm ci\b/, /^\s*npm run validate$/m, /^npm test$/].map(index);
  assert.ok(order.every((at) => at >= 0), `missing steps: ${JSON.stringify(order)}`);
  assert.equal(order, [...order].sort((a, b) => a - b), "in this order");
  assert.not.ok(steps.some((step) => step.includes("--production")), "CI validates the example site as it is");
});

test("the problem matcher turns each validate message into a file/line/column annotation", () => {
  const matcher = JSON.parse(readFileSync(join(ROOT, ".github/problem-matchers/validate.json"), "utf8")) as Matcher;
  const [pattern] = matcher.problemMatcher[0].pattern;
  const regexp = new RegExp(pattern.regexp);
  const output = [readCase("bad-unknown-type"), readCase("bad-site-route-twice"), readCase("warn-long-title")].map((c) => c.expected).join("\n");
  const found = output.split("\n").flatMap((line) => {
    const m = regexp.exec(line);
    return m ? [[m[pattern.file], m[pattern.line], m[pattern.column], m[pattern.severity], m[pattern.message]]] : [];
  });
  assert.equal(found, [
    ["pages/for-testland.yaml", "16", "11", "error", 'unknown section type "optoins"'],
    ["site.yaml", "43", "13", "error", 'route "/contact" is declared twice'],
    ["pages/for-testland.yaml", "3", "10", "warning", "title is 75 characters; search results cut it after 60"],
  ]);
});

test("on every pull request, the change list is posted: both versions from git, npm run changes -- --markdown", () => {
  const workflow = parse(readFileSync(join(ROOT, ".github/workflows/changes.yml"), "utf8")) as Workflow & { permissions: Record<string, string> };
  assert.ok("pull_request" in workflow.on);
  assert.equal(workflow.permissions, { contents: "read", "pull-requests": "write" });
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ""));
  assert.ok(steps.some((step) => step.includes('npm run --silent changes -- --markdown "${{ github.event.pull_request.base.sha }}..${{ github.event.pull_request.head.sha }}" > changes.md')));
  assert.ok(steps.some((step) => step.includes("gh pr comment") && step.includes("--body-file changes.md")));
});

test.run();
