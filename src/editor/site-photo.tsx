// A person's photo in the Site view: the picture as it is now, a choice among the site's pictures, and an upload
// checked by the dev server (type, size, pixels) before it is kept; a new photo asks for its description.
import { useContext, useId, useState } from "react";
import { useEditor } from "./editor-context";
import { SiteFormContext } from "./site-field";
import { uploadPhoto } from "./site-api";
import { PERSON_FIELDS, pathOf } from "./site-fields";
import { TextField } from "./text-field";
import { IMAGE_SLOTS } from "../ui/image-slots";
import { nameOf } from "./site-values";

const [, , PHOTO, ALT] = PERSON_FIELDS;
const slot = IMAGE_SLOTS.consultant;

export function SitePhoto({ person, who, megabytes, onUploaded }: { person: string; who: string; megabytes: number; onUploaded: (photo: string) => void }) {
  const { values, set } = useContext(SiteFormContext);
  const { facts } = useEditor();
  const [message, setMessage] = useState<{ text: string; kind: "error" | "ok" | "busy" } | null>(null);
  const id = `photo-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const name = nameOf(pathOf(PHOTO, person));
  const src = values[name] ?? "";

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setMessage({ text: `Uploading ${file.name}…`, kind: "busy" });
    const answer = await uploadPhoto(person, file);
    if (answer.status !== 200 || !answer.photo) return setMessage({ text: answer.error ?? "The photo was not uploaded.", kind: "error" });
    onUploaded(answer.photo);
    set(name, answer.photo);
    // The description was of the old photo: the new one needs its own before the site can be saved.
    const alt = nameOf(pathOf(ALT, person));
    set(alt, "");
    setMessage({ text: `Uploaded ${file.name}. Describe the new photo below, then save.`, kind: "ok" });
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-path="${CSS.escape(alt.replace(/\//g, "."))}"]`)?.focus());
  };

  return (
    <div className="ed-site-photo">
      <TextField name={name} id={`site-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`} label={PHOTO.label} required value={src} onChange={(text) => set(name, text)}
        input={{ kind: "select", options: facts.images.map((image) => ({ value: image, label: image.replace(/^\/images\//, "") })) }} />
      <div className="ed-site-upload">
        {src ? <img src={src} alt="" width={64} height={64} /> : <span />}
        <div>
          <label className="ed-upload-label" htmlFor={id}>Upload a new photo<span className="visually-hidden"> of {who}</span></label>
          <input id={id} className="ed-upload" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby={`${id}-help`}
            onChange={(event) => {
              const input = event.currentTarget;
              void upload(input.files?.[0]).finally(() => (input.value = ""));
            }} />
        </div>
      </div>
      <p className="ed-help" id={`${id}-help`}>{`JPEG, PNG or WebP, at most ${megabytes} MB and at least ${slot.width}×${slot.height} pixels. A square photo with the face in the middle works best: it is shown as a circle.`}</p>
      {/* Always there, so a screen reader hears what the upload came to. */}
      <div aria-live="polite">
        {message && <p className={`ed-upload-message is-${message.kind}`} role={message.kind === "error" ? "alert" : undefined}>{message.text}</p>}
      </div>
    </div>
  );
}
