// Writes the site into a temporary sibling of dist/ and swaps it in only when everything succeeded.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export class Staging {
  readonly dir: string;

  constructor(readonly target: string) {
    this.dir = `${target}.tmp-${process.pid}`;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  write(relativePath: string, content: string | Uint8Array) {
    const path = join(this.dir, relativePath);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }

  copyDir(from: string) {
    if (existsSync(from)) cpSync(from, this.dir, { recursive: true });
  }

  /** The old dist/ moves aside, the new one takes its name, then the old one is deleted. */
  commit() {
    const old = `${this.target}.old-${process.pid}`;
    if (existsSync(this.target)) renameSync(this.target, old);
    renameSync(this.dir, this.target);
    rmSync(old, { recursive: true, force: true });
  }

  abandon() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
