// `npm run leads -- <access logs…> [--html report.html]`: page views and call-to-action clicks from the host's own logs.
import { existsSync, lstatSync, writeFileSync } from "node:fs";
import { htmlReport } from "./leads/html";
import { readLogs } from "./leads/read";
import { emptyTally } from "./leads/tally";
import { textReport } from "./leads/text";

const USAGE = "usage: npm run leads -- <access log files: nginx combined or Caddy JSON, plain or .gz> [--html report.html]";

const args = process.argv.slice(2);
const htmlAt = args.indexOf("--html");
const htmlFile = htmlAt >= 0 ? args[htmlAt + 1] : undefined;
const files = args.filter((_, i) => htmlAt < 0 || (i !== htmlAt && i !== htmlAt + 1));
if (htmlAt >= 0 && (!htmlFile || htmlFile.startsWith("--"))) fail("--html needs a file name, e.g. --html report.html");
if (!files.length) fail(USAGE);
for (const file of files) {
  if (file.startsWith("--")) fail(`unknown option ${file}\n${USAGE}`);
  if (!existsSync(file) || !lstatSync(file).isFile()) fail(`${file}: no such file`);
}

const tally = emptyTally();
const tty = process.stderr.isTTY;
await readLogs(files, tally, (line, last) => process.stderr.write(tty ? `\r${line}${last ? "\n" : ""}` : `${line}\n`), tty);
process.stdout.write(textReport(tally));
if (htmlFile) {
  writeFileSync(htmlFile, htmlReport(tally, new Date()));
  process.stdout.write(`\nwrote ${htmlFile}\n`);
}

function fail(message: string): never {
  process.stderr.write(message + "\n");
  process.exit(2);
}
