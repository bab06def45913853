// The mark on a field whose value came with a new section as an example: it is saved marked # EXAMPLE until edited,
// or until the editor keeps it as it is.
import "./site-problems.css";

export function ExampleNote({ id, onKeep }: { id: string; onKeep: () => void }) {
  return (
    <div className="ed-example">
      <p id={id}>
        <span className="ed-example-badge">Example</span> Made-up text from the new section: replace it before publishing.
      </p>
      <button type="button" className="ed-example-keep" onClick={onKeep}>Keep this text</button>
    </div>
  );
}
