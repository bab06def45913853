// Photos and logos as a site owner drops them in: only resized photos are published (no original with its EXIF/GPS),
// and a picture sharp, satori or resvg cannot read is a problem at its file and at the YAML line naming it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { inTempProject, removeProject, tempProject } from "../helpers/project";

const test = suite("hardening: photos and logos");

/** A phone photo with its GPS position (Manila) and camera in EXIF. */
const gpsPhoto = (path: string) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: "#7a8" } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 12" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "14/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "120/1 59/1 0/1" } })
    .toFile(path);

function withPhoto(root: string, photo: string) {
  const site = readFileSync(join(root, "site.yaml"), "utf8").replace(/people:\n(?: {2,}.*\n)+/, `people:\n  testland-consultant:\n    name: Maria Santos\n    title: Testland Market Consultant\n    photo: ${photo}\n    photoAlt: Portrait of Maria Santos\n`);
  writeFileSync(join(root, "site.yaml"), site);
}

async function build(root: string, validateOnly = false) {
  const lines: string[] = [];
  const result = await run({ root, outDir: join(root, "dist"), validateOnly, production: false, strict: false }, (line) => lines.push(line));
  return { ...result, output: lines.join("\n") };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));

test("the original photo (full size, EXIF with GPS) is neither copied to dist/ nor named in any published file", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    await gpsPhoto(join(root, "public/images/maria-at-home.jpg"));
    assert.ok((await sharp(join(root, "public/images/maria-at-home.jpg")).metadata()).exif, "the original carries EXIF");
    withPhoto(root, "/images/maria-at-home.jpg");
    const { code, output } = await build(root);
    assert.is(code, 0, output);
    assert.not.ok(existsSync(join(root, "dist/images/maria-at-home.jpg")), "the original is not published");
    const published = filesUnder(join(root, "dist"));
    const naming = published.filter((file) => !/\.(br|gz|avif|webp|jpg|png)$/.test(file) && readFileSync(file, "utf8").includes("maria-at-home.jpg"));
    assert.equal(naming.map((file) => relative(root, file)), []);
    const resized = published.filter((file) => file.includes("/assets/images/maria-at-home-"));
    assert.is(resized.length, 6);
    for (const file of resized) assert.is((await sharp(file).metadata()).exif, undefined, relative(root, file));
    // The page still shows the photo: the resized fallback, by its published name.
    const html = readFileSync(join(root, "dist/for-testland/index.html"), "utf8");
    assert.match(html, /<img src="\/assets\/images\/maria-at-home-88-\w{10}\.jpg"/);
  }),
);

test("a photo in another format (AVIF, GIF, HEIC) is an error at its line: it would be published as it is, EXIF included", async () => {
  // Validated in this process: no code of its own, nothing rendered.
  const root = tempProject("fixture", { warmCache: false });
  try {
    await sharp({ create: { width: 300, height: 300, channels: 3, background: "#7a8" } }).avif().withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "14/1 35/1 0/1" } }).toFile(join(root, "public/images/maria.avif"));
    withPhoto(root, "/images/maria.avif");
    const line = readFileSync(join(root, "site.yaml"), "utf8").split("\n").findIndex((text) => text.includes("photo: /images/maria.avif")) + 1;
    const result = await build(root, true);
    assert.is(result.code, 1, result.output);
    assert.equal(result.output.split("\n").slice(0, 2), [
      `site.yaml:${line}:12: error: photo /images/maria.avif is not a JPEG, PNG or WebP file (nor an SVG drawing)`,
      "  hint: export it as JPEG: the build makes AVIF, WebP and JPEG copies of it at the sizes the page shows, and publishes only those",
    ]);
  } finally {
    removeProject(root);
  }
});

/** Half of a real picture's bytes, as a copy or upload that stopped half-way leaves it. */
async function truncated(path: string, format: "jpeg" | "png" | "webp") {
  const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7a8", noise: { type: "gaussian", mean: 120, sigma: 40 } } })[format]().toBuffer();
  writeFileSync(path, whole.subarray(0, whole.length / 2));
}

const PHOTO_HINT = "  hint: the file is damaged or cut short (a copy or upload that did not finish): open it in a photo app, export (save as) JPEG again and replace the file";

const CUT_SHORT: [string, "jpeg" | "png" | "webp", string][] = [
  ["maria.jpg", "jpeg", "VipsJpeg: premature end of JPEG image"],
  ["maria.png", "png", "vipspng: libpng read error"],
  ["maria.webp", "webp", "Input buffer has corrupt header: webp: unable to parse image"],
];

for (const [name, format, reason] of CUT_SHORT) {
  test(`a cut-short ${format.toUpperCase()} photo: validate and the build both report it at its line in site.yaml, exit 1, dist/ unchanged`, async () => {
    const root = tempProject("fixture", { code: true });
    try {
      await truncated(join(root, "public/images", name), format);
      withPhoto(root, `/images/${name}`);
      const line = readFileSync(join(root, "site.yaml"), "utf8").split("\n").findIndex((text) => text.includes(`photo: /images/${name}`)) + 1;
      const expected = [`site.yaml:${line}:12: error: photo /images/${name} cannot be read: ${reason}`, PHOTO_HINT];
      const validate = await build(root, true);
      assert.is(validate.code, 1, validate.output);
      assert.equal(validate.output.split("\n").slice(0, 2), expected);
      assert.match(validate.output, /\n1 error in 1 file; nothing was built\.$/);
      const built = await build(root);
      assert.is(built.code, 1, built.output);
      assert.equal(built.output.split("\n").slice(0, 2), expected);
      assert.match(built.output, /\n1 error in 1 file; dist\/ was not changed\.$/);
      assert.not.match(built.output, /internal error/);
      assert.not.ok(existsSync(join(root, "dist")));
    } finally {
      removeProject(root);
    }
  });
}

test("a logo SVG without width, height or viewBox: validate and the build report it at the logo's line, exit 1", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const site = readFileSync(join(root, "site.yaml"), "utf8");
    const logo = /logo: (\S+)/.exec(site)![1];
    writeFileSync(join(root, "public", logo), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" fill="#123"/></svg>\n');
    const line = site.split("\n").findIndex((text) => text.includes("logo: ")) + 1;
    const col = site.split("\n")[line - 1].indexOf(logo) + 1;
    const expected = [
      `site.yaml:${line}:${col}: error: logo ${logo} has no viewBox (nor a width and height) on its <svg> element, so it cannot be drawn at a size`,
      '  hint: the social cards draw the logo 72 pixels high: give its <svg> element a viewBox (e.g. viewBox="0 0 120 40", its drawing\'s width and height), or use a PNG',
    ];
    for (const validateOnly of [true, false]) {
      const result = await build(root, validateOnly);
      assert.is(result.code, 1, result.output);
      assert.equal(result.output.split("\n").slice(0, 2), expected);
      assert.not.match(result.output, /internal error/);
    }
  }),
);

test("a cut-short PNG logo: validate and the build report it at the logo's line, exit 1", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const site = readFileSync(join(root, "site.yaml"), "utf8").replace(/logo: \S+/, "logo: /images/logo.png");
    writeFileSync(join(root, "site.yaml"), site);
    await truncated(join(root, "public/images/logo.png"), "png");
    const line = site.split("\n").findIndex((text) => text.includes("logo: /images/logo.png")) + 1;
    const col = site.split("\n")[line - 1].indexOf("/images/logo.png") + 1;
    for (const validateOnly of [true, false]) {
      const result = await build(root, validateOnly);
      assert.is(result.code, 1, result.output);
      assert.equal(result.output.split("\n").slice(0, 2), [`site.yaml:${line}:${col}: error: logo /images/logo.png cannot be read: vipspng: libpng read error`, PHOTO_HINT]);
    }
  }),
);

test.run();
