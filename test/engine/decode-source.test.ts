// A file's bytes decoded as the build reads them: UTF-8 checked whole (Buffer) rather than by a strict TextDecoder per
// file, with the same outcome for every kind of input, and positions found from line starts made on first use.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { decodeSource } from "../../src/pipeline/load/read";
import { SourceFile } from "../../src/pipeline/load/source";

const test = suite("engine: decoding a source file");

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));
const decoded = (input: Buffer) => {
  const result = decodeSource("pages/x.yaml", input);
  assert.ok(result.ok);
  return result.file;
};

test("valid UTF-8: the text a strict TextDecoder gives, a byte order mark dropped (two: both), line ends normalised", () => {
  const words = "meta:\n  title: Fachkräfte für Deutschland · توظيف\n  emoji: 👩‍⚕️\n";
  assert.is(decoded(bytes(words)).text, words);
  assert.is(decoded(bytes([0xef, 0xbb, 0xbf], words)).text, words);
  assert.is(decoded(bytes([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], words)).text, words);
  assert.is(decoded(bytes("a: 1\r\nb: 2\rc: 3\n")).text, "a: 1\nb: 2\nc: 3\n");
  assert.equal(decoded(bytes(words)).problems, []);
});

test("invalid UTF-8 is refused where a strict TextDecoder refuses it: a stray byte, an overlong form, an encoded surrogate, a cut character", () => {
  const cases: [string, number[]][] = [
    ["a stray continuation byte", [0x80]],
    ["an overlong slash", [0xc0, 0xaf]],
    ["an encoded surrogate half", [0xed, 0xa0, 0x80]],
    ["a character cut short before the line end", [0xe2, 0x82]],
  ];
  for (const [what, bad] of cases) {
    const input = bytes("key: ", bad, "\n");
    assert.throws(() => new TextDecoder("utf-8", { fatal: true }).decode(input), undefined, `${what}: TextDecoder refuses it`);
    const file = decoded(input);
    // "key: " is five bytes: the first bad one is byte 5.
    assert.equal(file.problems.map((problem) => problem.message), ["file is not valid UTF-8 (byte 5)"], what);
  }
});

test("positions from line starts found on the first question: 1-based line and column in UTF-16 units", () => {
  const file = new SourceFile("pages/x.yaml", "a: 1\nbé: 2\n\n👩 c: 3");
  assert.equal(file.position(0), { line: 1, col: 1 });
  assert.equal(file.position(5), { line: 2, col: 1 });
  assert.equal(file.position(8), { line: 2, col: 4 });
  assert.equal(file.position(11), { line: 3, col: 1 });
  assert.equal(file.position(14), { line: 4, col: 3 });
  file.error(14, 15, "here");
  assert.equal(file.problems.map(({ line, col, length }) => [line, col, length]), [[4, 3, 1]]);
});

test.run();
