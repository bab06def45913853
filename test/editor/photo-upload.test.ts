// A person's photo uploaded in the Site view, without a browser: each refusal is a named case with its exact words;
// an accepted photo is kept upright, without its EXIF (GPS) and at most 800 pixels, and the route writes it by content.
import { createServer, request, type Server } from "node:http";
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { uploadedPhoto, type Uploaded } from "../../scripts/dev/editor/photo-upload";
import { siteApi } from "../../scripts/dev/editor/site-api";
import { validateSite } from "../../scripts/dev/editor/validate-site";
import { MAX_BYTES } from "../../src/pipeline/check/photos";
import { removeProject } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("site view: photo upload");
const EXPORT = "Open it in a photo app and export (save) it as JPEG, then upload that.";
const solid = (width: number, height: number, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background: channels === 4 ? "#7a8a0000" : "#7a8" } });
const refused = (result: Uploaded) => (result.ok ? { ok: true } : { status: result.status, error: result.error });

/** Each bad upload, by name: what is sent, and the exact answer. */
const REFUSALS: { name: string; bytes: () => Promise<Buffer>; type: string; status: number; error: string }[] = [
  { name: "too large (20 MB and 100 KB)", bytes: async () => Buffer.alloc(MAX_BYTES + 100 * 1024, 0xff), type: "image/jpeg", status: 413,
    error: "This photo is 20.1 MB; a photo can be at most 20 MB. Export a smaller copy: 800×800 pixels is plenty." },
  { name: "wrong type: a GIF", bytes: () => solid(200, 200).gif().toBuffer(), type: "image/gif", status: 415,
    error: `Only JPEG, PNG or WebP photos can be uploaded, and this is a GIF picture. ${EXPORT}` },
  { name: "wrong type: an iPhone HEIC photo", bytes: async () => Buffer.from("....ftypheic"), type: "image/heic", status: 415,
    error: `Only JPEG, PNG or WebP photos can be uploaded, and this is an iPhone (HEIC) photo. ${EXPORT}` },
  { name: "claims to be a PNG, is a text file renamed", bytes: async () => Buffer.from("Maria Santos, Oman Market Consultant\n"), type: "image/png", status: 415,
    error: `This file says it is a PNG picture, but its contents are not a JPEG, PNG or WebP picture: it may be another kind of file renamed. ${EXPORT}` },
  { name: "a PNG cut short in its header", bytes: async () => (await solid(300, 300).png().toBuffer()).subarray(0, 40), type: "image/png", status: 422,
    error: `This picture cannot be read: the file may be damaged or cut short. ${EXPORT}` },
  { name: "a JPEG cut in half", bytes: async () => {
    const jpeg = await solid(600, 600).jpeg().toBuffer();
    return jpeg.subarray(0, Math.floor(jpeg.length / 2));
  }, type: "image/jpeg", status: 422, error: `This picture cannot be read to the end: the file may be damaged or cut short. ${EXPORT}` },
  { name: "too many pixels (9000×9000 in its header)", type: "image/png", status: 413, bytes: async () => {
    const png = Buffer.from(await solid(10, 10).png().toBuffer());
    png.writeUInt32BE(9000, 16);
    png.writeUInt32BE(9000, 20);
    return png;
  }, error: "This photo is 9000×9000 pixels (81 megapixels); at most 40. Export a smaller copy: 800×800 pixels is plenty." },
  { name: "too small (40×40)", bytes: () => solid(40, 40).jpeg().toBuffer(), type: "image/jpeg", status: 422,
    error: "This photo is 40×40 pixels; a person's photo needs at least 88×88, and 176×176 or more looks sharp on every screen." },
  { name: "empty", bytes: async () => Buffer.alloc(0), type: "image/jpeg", status: 422, error: "This file is empty. Choose the photo again." },
];

for (const refusal of REFUSALS) {
  test(`refused: ${refusal.name}`, async () => {
    assert.equal(refused(await uploadedPhoto(await refusal.bytes(), refusal.type)), { status: refusal.status, error: refusal.error });
  });
}

test("a phone photo (1200×1600, EXIF with GPS, turned a quarter) is kept upright at 600×800, as JPEG, without EXIF", async () => {
  const phone = await solid(1600, 1200).jpeg().withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "14/1 35/1 0/1" } }).withMetadata({ orientation: 6 }).toBuffer();
  const original = await sharp(phone).metadata();
  assert.equal([original.orientation, original.width, original.height, Boolean(original.exif)], [6, 1600, 1200, true], "the fixture is a turned photo with EXIF");
  const result = await uploadedPhoto(phone, "image/jpeg");
  assert.ok(result.ok);
  const meta = await sharp(result.bytes).metadata();
  assert.equal([meta.format, meta.width, meta.height, meta.exif, result.ext], ["jpeg", 600, 800, undefined, "jpg"]);
});

test("a transparent PNG stays a PNG; a JPEG saved under a .png name is taken for what it is", async () => {
  const clear = await uploadedPhoto(await solid(300, 300, 4).png().toBuffer(), "image/png");
  assert.equal(clear.ok && [clear.ext, (await sharp(clear.bytes).metadata()).format], ["png", "png"]);
  const renamed = await uploadedPhoto(await solid(300, 300).jpeg().toBuffer(), "image/png");
  assert.equal(renamed.ok && renamed.ext, "jpg");
});

// The route itself, on a real server over a copy of the site.
let root = "";
let server: Server;
let base = "";
test.before(async () => {
  root = mkdtempSync(join(tmpdir(), "site-photo-"));
  for (const name of ["site.yaml", "pages", "public", "published-routes.txt"]) cpSync(join(ROOT, name), join(root, name), { recursive: true });
  const api = siteApi(root, () => undefined, async (at, text) => validateSite(at, text));
  server = createServer((req, res) => void api(req, res, new URL(req.url ?? "", "http://x").pathname).then((done) => done || res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
test.after(() => {
  server?.close();
  if (root) removeProject(root);
});

const post = (path: string, type: string, body: Buffer) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method: "POST", headers: { "Content-Type": type, "Content-Length": body.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown> }));
    });
    // The server may answer (413) before it has read everything: that is the point, not a failure.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });

test("the route: a photo is written to public/images/ by person and content; a body over the limit is refused by its size", async () => {
  const photo = await solid(400, 400).jpeg().toBuffer();
  const answer = await post("/__edit/api/site/photo?person=oman-consultant", "image/jpeg", photo);
  assert.is(answer.status, 200, JSON.stringify(answer.body));
  assert.match(String(answer.body.photo), /^\/images\/oman-consultant-[0-9a-f]{10}\.jpg$/);
  const written = readFileSync(join(root, "public", String(answer.body.photo)));
  assert.equal([(await sharp(written).metadata()).width, answer.body.bytes], [400, written.length]);
  const big = await post("/__edit/api/site/photo?person=oman-consultant", "image/jpeg", Buffer.alloc(MAX_BYTES + 1));
  assert.equal(big, { status: 413, body: { error: "This photo is 20.1 MB; a photo can be at most 20 MB. Export a smaller copy: 800×800 pixels is plenty." } });
  const nobody = await post("/__edit/api/site/photo?person=..%2Fsite", "image/jpeg", photo);
  assert.equal(nobody, { status: 404, body: { error: "no such person in the site's people" } });
});

test("the route: public/images/ as a link to a folder elsewhere is refused (403) and nothing is written there", async () => {
  const elsewhere = mkdtempSync(join(tmpdir(), "site-photo-elsewhere-"));
  renameSync(join(root, "public/images"), join(root, "public/images-real"));
  symlinkSync(elsewhere, join(root, "public/images"));
  try {
    const answer = await post("/__edit/api/site/photo?person=oman-consultant", "image/jpeg", await solid(300, 300).jpeg().toBuffer());
    assert.equal(answer, { status: 403, body: { error: "public/images is a symbolic link; the tools never read or write through a link. Replace it with a real folder" } });
    assert.equal(readdirSync(elsewhere), []);
  } finally {
    removeProject(elsewhere);
  }
});

test.run();
