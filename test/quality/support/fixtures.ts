// The quality gates' fixtures: small inputs that break one property each, to prove every gate can fail.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const FIXTURES = join(import.meta.dirname, "../fixtures");

export const readFixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");
