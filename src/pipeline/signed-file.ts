// A text file in the trusted cache signed with the cache's secret: its first line the signature, the rest the text.
// What the tools did not write (copied, edited, put there through a link) reads as nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";

const signature = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest();

/** The file's text if its signature checks out; undefined when it is missing, a link, unsigned or altered. */
export function readSigned(path: string, secret: string): string | undefined {
  let text: string;
  try {
    const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      if (!fstatSync(fd).isFile()) return undefined;
      text = readFileSync(fd, "utf8");
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const newline = text.indexOf("\n");
  if (newline < 0) return undefined;
  const given = Buffer.from(text.slice(0, newline), "hex");
  const body = text.slice(newline + 1);
  const expected = signature(secret, body);
  return given.length === expected.length && timingSafeEqual(given, expected) ? body : undefined;
}

/**
 * Written aside and renamed: a reader never sees half a file, and the rename replaces a link put at the file's name
 * instead of writing through it ("wx": a file or a link already at the temporary name is an error, never followed).
 */
export function writeSigned(path: string, secret: string, body: string) {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${signature(secret, body).toString("hex")}\n${body}`, { flag: "wx" });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
