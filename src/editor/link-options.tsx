// The choices a link field offers as it is typed in: the site's pages, the anchors of the page being edited and the
// placeholders that stand for an address. One list for every link field, made once: a list per field held every
// route of the site (1,700 at 1,700 pages) and was made again for each field on every keystroke.
import { useMemo } from "react";
import { useEditor } from "./editor-context";

/** The id every link field's input names in its `list` attribute. */
export const LINK_OPTIONS = "ed-link-options";

export function LinkOptions() {
  const { facts, anchors } = useEditor();
  const pages = useMemo(() => facts.routes.map((route) => <option key={route.path} value={route.path}>{`page ${route.page}`}</option>), [facts.routes]);
  const placeholders = useMemo(
    () =>
      Object.keys(facts.placeholders)
        .filter((key) => key !== "brand")
        .map((key) => <option key={key} value={key === "email" ? "mailto:{email}" : `{${key}}`}>{facts.placeholders[key]}</option>),
    [facts.placeholders],
  );
  // The anchors change only when a section's id does, not on every keystroke: compared by their text.
  const anchorKey = anchors.join("\n");
  const onPage = useMemo(() => (anchorKey ? anchorKey.split("\n") : []).map((anchor) => <option key={anchor} value={`#${anchor}`}>anchor on this page</option>), [anchorKey]);
  return (
    <datalist id={LINK_OPTIONS}>
      {pages}
      {onPage}
      {placeholders}
    </datalist>
  );
}
