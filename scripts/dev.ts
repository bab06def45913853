// `npm run dev [-- --port N]`: builds, serves the site on 127.0.0.1, rebuilds on save, updates open pages by itself.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startDevServer } from "./dev/server";

const root = process.cwd();
const portIndex = process.argv.indexOf("--port");
const port = Number(portIndex >= 0 ? process.argv[portIndex + 1] : (process.env.PORT ?? 4321));

if (!existsSync(join(root, "site.yaml"))) {
  process.stderr.write(`no site.yaml in ${root}: run npm run dev from the project folder\n`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port needs a number from 1 to 65535, e.g. npm run dev -- --port 4322\n`);
  process.exit(1);
}

const log = (text: string) => process.stdout.write(text + "\n");
try {
  // The editor on the next port (another origin than the preview's), or any free one when that is taken.
  const dev = await startDevServer(root, port, log, port === 0 || port === 65535 ? 0 : port + 1);
  log(`\nPreview: ${dev.url}\nEditor: ${dev.editorUrl}\nWatching site.yaml, pages/, public/ and src/: save a file and the open page shows it. Ctrl+C stops.`);
  const stop = () => void dev.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  process.stderr.write(code === "EADDRINUSE" ? `port ${port} is in use: try npm run dev -- --port ${port + 1}\n` : `dev server failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
