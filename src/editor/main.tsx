// The editor's entry: reads which page to edit from the shell, loads it with the site's facts, starts the editor.
import "@puckeditor/core/no-external.css";
import "./editor.css";
import { createRoot } from "react-dom/client";
import { loadPage } from "./api";
import { patchPuckAccessibility } from "./a11y-patch";
import { Editor } from "./editor";

const mount = document.getElementById("editor-root")!;
const page = mount.dataset.page ?? "";
const root = createRoot(mount);

const loaded = await loadPage(page);
if ("error" in loaded) {
  root.render(<main className="ed-failed"><h1>Cannot edit this page</h1><p>{loaded.error}</p><p><a href="/__edit/">All pages</a></p></main>);
} else {
  patchPuckAccessibility(document);
  root.render(<Editor loaded={loaded} />);
}
