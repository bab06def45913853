// html-validate with the recommended rules, adjusted only where valid HTML the preset dislikes is React 19's output or deliberate.
import { HtmlValidate, type ConfigData } from "html-validate";

export const HTML_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes <meta charSet> (its prop name, and it warns on `charset`); attribute names are case-insensitive in HTML.
    // Lowercase stays required everywhere else: camelcase admits only that mixed-case spelling, not UPPERCASE or PascalCase.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React serialises void elements as <meta/>; the trailing slash is allowed on void elements. Consistency is still enforced.
    "void-style": ["error", { style: "selfclose" }],
    // React writes boolean attributes as defer="" (the empty-string form, valid HTML). Consistency is still enforced.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // <ul role="list"> is deliberate: WebKit drops list semantics from lists styled with list-style: none, and the
    // explicit role restores them for VoiceOver. The rule cannot know that, so it would flag an accessibility fix.
    "no-redundant-role": "off",
  },
};

const validator = new HtmlValidate(HTML_CONFIG);

/** Every error in one document, as "file:line:col rule: message". */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}
