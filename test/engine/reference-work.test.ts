// The scale bench's yardstick (scripts/bench/reference-work.mjs, timed by reference-time.ts): the same work on every run of every version, so its
// time says how quick the machine was, never what the engine did.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { fixedText, work } from "../../scripts/bench/reference-work.mjs";
import { referenceTime } from "../../scripts/bench/reference-time";

const test = suite("bench reference work");

test("the text is the same two megabytes on every run (a change to it makes older figures incomparable)", () => {
  const text = fixedText(2_000_000);
  assert.is(text.length, 2_000_000);
  assert.is(createHash("sha256").update(text).digest("hex"), "78a35e7cbf30110b4d189a0944e6f3e2338f6a9509d960487d515cdf6d8fbd78");
});

test("the work over it gives the same result every time: nothing in it depends on the engine or the run", () => {
  const text = fixedText(200_000);
  assert.is(work(text), work(text));
  assert.ok(work(text) > 60_000, "every piece compressed and every object read back");
});

test("timed on one core and on every core at once, the threads stopped after", async () => {
  const time = await referenceTime(1);
  assert.ok(time.one > 0 && time.all > 0, JSON.stringify(time));
  assert.is(time.cores, availableParallelism());
});

test.run();
