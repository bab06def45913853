// The editor's words for section types and field names: what a person calls them, not what the YAML calls them.

/** Section types in plain words; a type not named here is shown capitalised ("benefits" → "Benefits"). */
const SECTION_WORDS: Readonly<Record<string, string>> = { faq: "FAQ", cta: "Call to action", prose: "Text", stats: "Figures" };

export const sectionWords = (type: string) => SECTION_WORDS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

/** Field names whose YAML key says nothing to a non-developer. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  href: "Link",
  cta: "Call to action",
  id: "Name for links to this section (#name)",
  src: "Picture",
  alt: "Picture description",
  url: "Web address",
};

/** "leadMagnet" → "Lead magnet"; the known ones from the list above. */
export const fieldWords = (key: string) => FIELD_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().replace(/^./, (c) => c.toUpperCase());
