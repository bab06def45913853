import { startServer } from "./src/server/static-server";
import { runLighthouse } from "./scripts/bench/lighthouse";
const [a, b] = [await startServer("/work/wt-a/dist", 0), await startServer("/work/main/dist", 0)];
const paths = (process.argv[2] ?? "/,/ar/,/for-kuwait").split(",");
const results = await runLighthouse([{ name: "inline", url: a.url }, { name: "linked", url: b.url }], paths, Number(process.argv[3] ?? 5), (t) => process.stderr.write(t + "\n"));
for (const r of results) console.log(r.path, r.variant, JSON.stringify(r.median), "lcp runs", r.runs.map((x) => Math.round(x.lcp)).join(" "));
a.server.close(); b.server.close(); process.exit(0);
