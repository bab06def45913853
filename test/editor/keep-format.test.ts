// A save laid back onto the file's own lines: the file's BOM, CRLF ends, trailing spaces and lined-up comments stay on
// every line the edit did not touch, and the line diff fills its table only after the lines both texts start with.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { keepFormat, lineDiff } from "../../scripts/dev/editor/keep-format";

const test = suite("editor: a save keeps the file's own lines");

test("only the edited line changes; BOM, CRLF, trailing spaces and a comment's column stay", () => {
  const original = "\uFEFFmeta:\r\n  title: Kuwait   \r\n  description: Old words      # shown in search\r\n\r\n\r\nsections: []\r\n";
  const before = "meta:\n  title: Kuwait\n  description: Old words # shown in search\n\nsections: []\n";
  const after = "meta:\n  title: Kuwait\n  description: New words # shown in search\n\nsections: []\n";
  assert.is(keepFormat(original, before, after), "\uFEFFmeta:\r\n  title: Kuwait   \r\n  description: New words # shown in search\r\n\r\n\r\nsections: []\r\n");
});

test("a line added and a line removed, the rest kept as the file has them", () => {
  const original = "a: 1  \nb: 2\nc: 3\n";
  assert.is(keepFormat(original, "a: 1\nb: 2\nc: 3\n", "a: 1\nc: 3\nd: 4\n"), "a: 1  \nc: 3\nd: 4\n");
});

test("the lines both texts start with are matched before the table: an edit on a 300-line page's last line compares a few lines, not 90,000 pairs", () => {
  const a = Array.from({ length: 300 }, (_, i) => `  line: ${i}`);
  const b = [...a.slice(0, 299), "  line: changed"];
  let compared = 0;
  const ops = lineDiff(a, b, (i, j) => (compared++, a[i] === b[j]));
  assert.equal(ops.slice(-2), [{ kind: "new", b: 299 }, { kind: "gone", a: 299 }]);
  assert.is(ops.filter((op) => op.kind === "same").length, 299);
  assert.ok(compared < 310, `${compared} comparisons`);
});

test.run();
