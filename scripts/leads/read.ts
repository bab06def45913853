// Reads access-log files line by line, plain or gzipped (told apart by their first bytes), with a progress line for large ones.
import { createReadStream, openSync, readSync, closeSync, statSync } from "node:fs";
import { createGunzip } from "node:zlib";
import { parseLine } from "./parse";
import { count, type Tally } from "./tally";

/** Above this many bytes read in all, a progress line goes to stderr. */
export const PROGRESS_FROM = 16 * 1024 * 1024;

const isGzip = (file: string) => {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
};

export async function readLogs(files: readonly string[], tally: Tally, progress: (line: string, last: boolean) => void, tty = false) {
  const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
  let done = 0;
  let shown = -1;
  for (const file of files) {
    const raw = createReadStream(file);
    let read = 0;
    raw.on("data", (chunk) => (read += chunk.length));
    const stream = isGzip(file) ? raw.pipe(createGunzip()) : raw;
    // Split by hand: several times faster than readline on a log of short lines.
    let rest = "";
    const take = (line: string) => {
      if (line) count(tally, parseLine(line.endsWith("\r") ? line.slice(0, -1) : line));
    };
    for await (const chunk of stream.setEncoding("utf8") as AsyncIterable<string>) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) take(line);
      if (total >= PROGRESS_FROM) {
        const percent = Math.floor(((done + read) / total) * 100);
        // On a terminal the line is rewritten in place at every percent; in a file or CI log, every tenth.
        if (percent !== shown && (tty || percent % 10 === 0)) progress(`reading ${files.length} file${files.length === 1 ? "" : "s"}: ${percent}% (${tally.lines.toLocaleString("en")} lines)`, false);
        shown = percent;
      }
    }
    take(rest);
    done += statSync(file).size;
  }
  if (total >= PROGRESS_FROM) progress(`read ${tally.lines.toLocaleString("en")} lines from ${files.length} file${files.length === 1 ? "" : "s"}`, true);
}
