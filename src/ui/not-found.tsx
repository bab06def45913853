// The not-found page: message, link home, and the missing path logged for whoever looks at the console.
import { css } from "@emotion/react";
import { useEffect } from "react";
import { useT } from "../core/i18n";
import { Action } from "./action";
import { container } from "./band";
import { color, font } from "./theme";

const box = css`${container}; text-align: center; padding: clamp(4rem, 12vw, 8rem) 0;
  strong { display: block; font-size: 4rem; font-weight: 800; color: ${color.primary}; line-height: 1; margin-bottom: 1rem; }
  h1 { font-size: ${font.h2}; } p { color: ${color.muted}; }`;

export function NotFound({ path }: { path: string }) {
  const t = useT();
  useEffect(() => {
    console.error(`404: no page at ${path}`);
  }, [path]);
  return (
    <div css={box}>
      <strong aria-hidden="true">404</strong>
      <h1>{t("global.notFound.title")}</h1>
      <p>{t("global.notFound.text")}</p>
      <Action label={t("global.notFound.home")} href="/" />
    </div>
  );
}
