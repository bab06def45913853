// Photos and logos as a site owner drops them in: only resized photos are published (no original with its EXIF/GPS),
// and a picture sharp, satori or resvg cannot read is a problem at its file and at the YAML line naming it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { removeProject, tempProject } from "../helpers/project";

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

test("the original photo (full size, EXIF with GPS) is neither copied to dist/ nor named in any published file", async () => {
  const root = tempProject("fixture", { code: true });
  try {
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
  } finally {
    removeProject(root);
  }
});

test.run();
