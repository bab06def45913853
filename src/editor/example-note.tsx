// The mark on a field whose value came with a new section as an example: it is saved marked # EXAMPLE until edited.
import "./site-problems.css";
export function ExampleNote({ id }: { id: string }) {
  return (
    <p className="ed-example" id={id}>
      <span className="ed-example-badge">Example</span> Made-up text that came with the section: write the real one. The site cannot be published while it is there.
    </p>
  );
}
