// Gate: imports between the folders of src/ run one way (app → sections → ui → core), as docs/architecture.md's table says.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../helpers/site";
import { LAYERS, layerProblems, srcImports } from "./support/layers";

const test = suite("quality gate: layers");

test("every folder of src/ has a row in the table", () => {
  const folders = new Set(srcImports(ROOT).map(({ from }) => from.split("/").slice(0, 2).join("/")));
  assert.equal([...folders].filter((folder) => folder.includes("/") && !(folder in LAYERS)), []);
});

test("no import in src/ runs against the direction", () => {
  assert.equal(layerProblems(srcImports(ROOT)), []);
});

test("an import back up is named with its file and line (fixture)", () => {
  assert.equal(
    layerProblems([
      { from: "src/ui/nav.tsx", to: "src/app/app", typeOnly: false, line: 4 },
      { from: "src/core/i18n.tsx", to: "src/ui/theme", typeOnly: true, line: 2 },
      { from: "src/core/site-data.ts", to: "src/schema/site", typeOnly: true, line: 2 },
      { from: "src/sections/faq.tsx", to: "src/schema/page", typeOnly: false, line: 9 },
      { from: "src/editor/config.tsx", to: "src/pipeline/placeholders", typeOnly: false, line: 8 },
      { from: "src/editor/config.tsx", to: "src/pipeline/build", typeOnly: false, line: 9 },
    ]),
    [
      "src/ui/nav.tsx:4: src/ui may not import src/app/app",
      "src/core/i18n.tsx:2: src/core may not import src/ui/theme (even as a type)",
      "src/sections/faq.tsx:9: src/sections may not import src/schema/page",
      "src/editor/config.tsx:9: src/editor may not import src/pipeline/build",
    ],
  );
});

test.run();
