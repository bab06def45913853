// `npm start` / `npm run serve` [-- --port N]: serves dist/ on 127.0.0.1 with the production headers.
import { resolve } from "node:path";
import { startServer } from "../src/server/static-server";

// `npm start -- --port N` or PORT=N, the same two ways as `npm run dev`.
const portIndex = process.argv.indexOf("--port");
const port = Number(portIndex >= 0 ? process.argv[portIndex + 1] : (process.env.PORT ?? 4173));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write("--port needs a number from 1 to 65535, e.g. npm start -- --port 4174\n");
  process.exit(2);
}
const { url } = await startServer(resolve("dist"), port);
console.log(`Serving dist/ at ${url}/  (Ctrl+C to stop)`);
