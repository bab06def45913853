// The card fonts unpacked from their woff by Node's zlib: every table the length and checksum its WOFF directory gives,
// the tables where the offset table says, a plain font file passed through, anything else refused in plain words.
import { readFileSync } from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cardFontFiles } from "../../src/pipeline/emit/social-card/fonts";
import { sfntOf } from "../../src/pipeline/emit/social-card/sfnt";

const test = suite("engine: a card font unpacked from its woff");

/** The OpenType checksum of a table: the sum of its 32-bit words, the last one padded with zeros. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

const files = [...new Set([...cardFontFiles(undefined), ...cardFontFiles("ibm-plex-sans-arabic")].map((entry) => entry.file))];

test("each of the 23 card fonts: its tables unpacked whole, where the offset table says, each with the checksum the woff gives", () => {
  assert.is(files.length, 23);
  for (const file of files) {
    const woff = readFileSync(file);
    const font = sfntOf(woff);
    const count = woff.readUInt16BE(12);
    assert.is(font.readUInt32BE(0), woff.readUInt32BE(4), `${file}: the flavor`);
    assert.is(font.readUInt16BE(4), count);
    assert.is(font.length, woff.readUInt32BE(16), `${file}: the size the woff gives for its font`);
    for (let index = 0; index < count; index++) {
      const entry = 44 + index * 20;
      const record = 12 + index * 16;
      const tag = woff.toString("latin1", entry, entry + 4);
      assert.is(font.toString("latin1", record, record + 4), tag);
      const data = font.subarray(font.readUInt32BE(record + 8), font.readUInt32BE(record + 8) + font.readUInt32BE(record + 12));
      assert.is(data.length, woff.readUInt32BE(entry + 12), `${file} ${tag}: its length`);
      // head's checksum is taken with its checkSumAdjustment (bytes 8 to 11) as zero.
      const summed = tag === "head" ? Buffer.concat([data.subarray(0, 8), Buffer.alloc(4), data.subarray(12)]) : data;
      assert.is(checksum(summed), woff.readUInt32BE(entry + 16), `${file} ${tag}: its checksum`);
    }
  }
});

test("a plain font file is passed through; anything else is refused in plain words", () => {
  const font = sfntOf(readFileSync(files[0]));
  assert.is(sfntOf(font), font);
  assert.throws(() => sfntOf(Buffer.from("<svg></svg> is not a font")), /^not a WOFF or TrueType\/OpenType font file$/);
});

test.run();
