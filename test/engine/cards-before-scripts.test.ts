// The sharing cards are drawn while esbuild bundles the browser's scripts: only the pages name the scripts, so a build
// starts its cards (and its render threads) first and waits for the scripts only where a page needs them.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkAndReport, renderSiteTo } from "../../src/pipeline/check-and-render";
import type { ClientScripts } from "../../src/pipeline/emit/bundle";
import { inTempProject } from "../helpers/project";

const test = suite("engine: the cards drawn while the scripts are bundled");

/** Scripts as esbuild names them; the pages only name them. */
const SCRIPTS: ClientScripts = { loader: "/assets/loader-AAAAAAAA.js", app: "/assets/client-BBBBBBBB.js", consent: { url: "/assets/consent-CCCCCCCC.js", text: "" } };

test("a card is written before the scripts are given, and no page before them", () =>
  inTempProject("fixture", {}, async (root) => {
    const { project } = await checkAndReport(root, { production: false, strict: false }, () => undefined);
    const written: string[] = [];
    let given = false;
    let give: (scripts: ClientScripts) => void = () => undefined;
    const scripts = new Promise<ClientScripts>((resolve) => (give = resolve));
    const write = (path: string) => {
      written.push(path);
      assert.ok(given || !path.endsWith(".html"), `${path} was written before the scripts were given`);
      // The scripts come once a card is drawn: a build that waited for them before its cards would never finish.
      if (path.startsWith("assets/social/") && !given) {
        given = true;
        give(SCRIPTS);
      }
    };
    const stalled = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the cards waited for the scripts")), 30_000).unref());
    const routes = await Promise.race([renderSiteTo(project, scripts, write, { threads: 0 }), stalled]);
    assert.ok(given, `no card was drawn: ${written.join(", ")}`);
    assert.ok(routes > 0);
    const firstPage = written.findIndex((path) => path.endsWith(".html"));
    const firstCard = written.findIndex((path) => path.startsWith("assets/social/"));
    assert.ok(firstCard >= 0 && firstCard < firstPage, `first card ${firstCard}, first page ${firstPage}`);
  }),
);

test.run();
