// `npm start` / `npm run serve`: serves dist/ on 127.0.0.1 with the production headers.
import { resolve } from "node:path";
import { startServer } from "../src/server/static-server";

const port = Number(process.env.PORT ?? 4173);
const { url } = await startServer(resolve("dist"), port);
console.log(`Serving dist/ at ${url}/  (Ctrl+C to stop)`);
