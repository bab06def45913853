// The one folder for what the tools keep between runs (validators, the bundle's metafile, dev and test builds).
import { join } from "node:path";

export const CACHE_DIR = ".cache";

export const cachePath = (root: string, ...parts: string[]) => join(root, CACHE_DIR, ...parts);
