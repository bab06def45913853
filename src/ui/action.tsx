// Call-to-action buttons: a link styled as a button, in the three styles the schema offers.
import type { FromSchema } from "json-schema-to-ts";
import type { link } from "../core/schema-fields";
import { css } from "@emotion/react";
import { Icon } from "./icon";
import { linkKind } from "./link-policy";
import { SmartLink } from "./smart-link";
import { color, mq, radius } from "./theme";

/** A button as the schema defines it (core/schema-fields.ts: link). */
export type ActionData = FromSchema<typeof link>;
export type ActionStyle = NonNullable<ActionData["style"]>;

const base = css`
  display: inline-flex; align-items: center; justify-content: center; gap: .5rem;
  min-height: 48px; padding: .75rem 1.4rem; border-radius: ${radius.pill};
  font-weight: 650; font-size: 1rem; line-height: 1.2; text-decoration: none; text-align: center;
  border: 2px solid transparent; max-width: 100%; transition: background-color .15s, color .15s, border-color .15s;
  ${mq.sm} { white-space: nowrap; }
  svg { flex: none; }
`;

const styles: Record<ActionStyle, ReturnType<typeof css>> = {
  primary: css`background: ${color.primary}; color: #fff; &:hover { background: ${color.primaryDark}; color: #fff; }`,
  secondary: css`background: transparent; color: ${color.primary}; border-color: ${color.primary};
    &:hover { background: ${color.alt}; color: ${color.primaryDark}; }`,
  light: css`background: ${color.accent}; color: ${color.navy}; &:hover { background: ${color.accentDark}; color: ${color.navy}; }`,
};

/** On a dark band the same names map to colours that keep their contrast. */
const onDarkStyles: Record<ActionStyle, ReturnType<typeof css>> = {
  primary: styles.light,
  light: styles.light,
  secondary: css`background: transparent; color: #fff; border-color: rgba(255,255,255,.7);
    &:hover { background: rgba(255,255,255,.1); color: #fff; }`,
};

interface ActionProps extends ActionData {
  /** On a dark band: colours that keep their contrast there. */
  onDark?: boolean;
  /** Without the trailing arrow, where space is tight (the header). */
  plain?: boolean;
  onClick?: () => void;
}

export function Action({ label, href, style = "primary", onDark, plain, onClick, cta }: ActionProps) {
  return (
    <SmartLink href={href} onClick={onClick} cta={cta} css={[base, (onDark ? onDarkStyles : styles)[style]]}>
      {label}
      {!plain && <Icon name={linkKind(href) === "external" ? "external" : "arrow"} size={18} />}
    </SmartLink>
  );
}

const row = css`display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem;`;

interface ActionsProps {
  items: readonly ActionData[] | undefined;
  center?: boolean;
  onDark?: boolean;
}

export function Actions({ items, center, onDark }: ActionsProps) {
  if (!items?.length) return null;
  return (
    <div css={[row, center && css`justify-content: center;`]}>
      {items.map((item, index) => (
        <Action key={item.href + item.label} {...item} onDark={onDark} cta={item.cta ?? String(index + 1)} />
      ))}
    </div>
  );
}
