// Photos in the build, on real files made here with sharp: sizes and formats out, the cache, and the checks on what comes in.
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { makeImages } from "../../src/pipeline/emit/images";
import { inTempProject } from "../helpers/project";

const test = suite("images: resized, cached, checked");

/** A phone photo: 4000×3000 stored sideways with EXIF orientation 6, so it shows 3000×4000; noise makes it photo-sized. */
const phonePhoto = (path: string) =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 120, sigma: 40 } } })
    .jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toFile(path);
const transparentLogo = (path: string) =>
  sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 20, g: 80, b: 160, alpha: 0.4 } } }).png().toFile(path);
const solid = (path: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#88aacc" } }).toFile(path);

/** site.yaml of the fixture project with these people (key → photo path). */
function withPeople(root: string, photos: Record<string, string>) {
  const people = Object.entries(photos).map(([key, photo]) =>
    `  ${key}:\n    name: Maria Santos\n    title: Testland Market Consultant\n    photo: ${photo}\n    photoAlt: Portrait of Maria Santos\n`).join("");
  const site = readFileSync(join(root, "site.yaml"), "utf8").replace(/people:\n(?: {2,}.*\n)+/, `people:\n${people}`);
  writeFileSync(join(root, "site.yaml"), site);
}

async function build(root: string, validateOnly = false) {
  const lines: string[] = [];
  const result = await run({ root, outDir: join(root, "dist"), validateOnly, production: false, strict: false }, (line) => lines.push(line));
  return { ...result, output: lines.join("\n").split(root).join("<project>") };
}

test("a large phone photo and a transparent PNG become AVIF, WebP and JPEG/PNG at 88 and 176 pixels, in <picture>", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    await phonePhoto(join(root, "public/images/maria.jpg"));
    await transparentLogo(join(root, "public/images/ana.png"));
    withPeople(root, { "testland-consultant": "/images/maria.jpg", "other-consultant": "/images/ana.png" });
    const { code, output } = await build(root);
    assert.is(code, 0, output);
    const made = readdirSync(join(root, "dist/assets/images")).sort();
    assert.equal(made.map((name) => name.replace(/-[\w]{10}\./, "-HASH.")).sort(), [
      "ana-176-HASH.avif", "ana-176-HASH.png", "ana-176-HASH.webp", "ana-88-HASH.avif", "ana-88-HASH.png", "ana-88-HASH.webp",
      "maria-176-HASH.avif", "maria-176-HASH.jpg", "maria-176-HASH.webp", "maria-88-HASH.avif", "maria-88-HASH.jpg", "maria-88-HASH.webp",
    ]);
    for (const name of made) {
      const meta = await sharp(join(root, "dist/assets/images", name)).metadata();
      const size = name.includes("-176-") ? 176 : 88;
      assert.equal([meta.width, meta.height], [size, size], name);
      if (name.endsWith(".png")) assert.ok(meta.hasAlpha, `${name} keeps its transparency`);
      const bytes = readFileSync(join(root, "dist/assets/images", name)).length;
      assert.ok(bytes < 20_000, `${name} is ${bytes} bytes`);
    }
    const html = readFileSync(join(root, "dist/for-testland/index.html"), "utf8");
    const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? "";
    const maria = (ext: string, size: number) => made.find((name) => name.startsWith(`maria-${size}-`) && name.endsWith(ext));
    assert.ok(picture.includes(`<source type="image/avif" srcSet="/assets/images/${maria(".avif", 88)} 1x, /assets/images/${maria(".avif", 176)} 2x"/>`), picture);
    assert.ok(picture.includes('<source type="image/webp"'), picture);
    assert.match(picture, new RegExp(`<img src="/assets/images/${maria(".jpg", 88)}" srcSet="[^"]+ 1x, [^"]+ 2x" alt="Portrait of Maria Santos" width="88" height="88" loading="lazy" decoding="async"/>`));
  }),
);

test("a rebuild with unchanged photos encodes nothing; a changed photo is encoded again", () =>
  inTempProject("fixture", {}, async (root) => {
    await phonePhoto(join(root, "public/images/maria.jpg"));
    const site = { people: { maria: { name: "M", title: "T", photo: "/images/maria.jpg", photoAlt: "M" } } } as never;
    const cache = join(root, ".cache/images");
    const first = await makeImages(root, site, cache);
    const second = await makeImages(root, site, cache);
    assert.equal([first.encoded, second.encoded], [1, 0]);
    assert.equal(second.facts, first.facts);
    assert.equal([...second.files.keys()], [...first.files.keys()]);
    await solid(join(root, "public/images/maria.jpg"), 300, 300);
    assert.is((await makeImages(root, site, cache)).encoded, 1);
  }),
);

test("too large is an error; too small or the wrong shape is a warning with the size it should have; SVG is left alone", () =>
  inTempProject("fixture", {}, async (root) => {
    await solid(join(root, "public/images/tiny.jpg"), 40, 40);
    await solid(join(root, "public/images/wide.jpg"), 1200, 400);
    await solid(join(root, "public/images/huge.png"), 8000, 6000);
    await solid(join(root, "public/images/heavy.jpg"), 600, 600);
    appendFileSync(join(root, "public/images/heavy.jpg"), Buffer.alloc(21 * 1024 * 1024));
    withPeople(root, { "testland-consultant": "/images/tiny.jpg", wide: "/images/wide.jpg", huge: "/images/huge.png", heavy: "/images/heavy.jpg", drawn: "/images/consultant.svg" });
    const { code, output } = await build(root, true);
    assert.is(code, 1);
    assert.equal(output.match(/^site\.yaml:.*$|^  hint: .*$/gm), [
      "site.yaml:23:12: warning: photo /images/tiny.jpg is 40×40 pixels, smaller than the 88×88 it is shown at",
      "  hint: it will look blurred; use one of at least 176×176 pixels",
      "site.yaml:28:12: warning: photo /images/wide.jpg is 1200×400 pixels, far from the square (shown as a circle) shape of the consultant photo",
      "  hint: only its middle is shown; crop it to 176×176 pixels, with the face in the middle",
      "site.yaml:33:12: error: photo /images/huge.png is 8000×6000 pixels (48 megapixels); at most 40",
      "  hint: export a copy of 176×176 pixels: the consultant photo is shown at 88×88, and sharp screens use twice that",
      "site.yaml:38:12: error: photo /images/heavy.jpg is 21.0 MB; at most 20 MB",
      "  hint: export a copy of 176×176 pixels: the consultant photo is shown at 88×88, and sharp screens use twice that",
    ]);
    assert.not.ok(existsSync(join(root, ".cache/images")), "validating encodes nothing");
  }),
);

test.run();
