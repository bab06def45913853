// contact: how to reach us: a consultant card (from site.yaml people), the e-mail, the booking link, promises.
import { css } from "@emotion/react";
import { useT } from "../core/i18n";
import { Band, card, grid, iconBadge, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { SmartLink } from "../ui/smart-link";
import { useSite } from "../core/contexts";
import { color, mq } from "../ui/theme";
import { Picture } from "../ui/picture";
import { defineSection, type SectionExample, type SectionProps } from "./define";
import { bandHeading, icon, paragraph, section, text } from "./parts";

export const schema = section("contact", "How to reach the company: consultant card, e-mail, booking link and promises.", {
  ...bandHeading,
  person: {
    type: "string",
    minLength: 1,
    description: "Who is shown on the card, with photo, name and job title: one of the people of Site settings.",
    examples: ["oman-consultant"],
  },
  email: {
    type: "string",
    enum: ["link", "text"],
    description: "Show the company e-mail from site.yaml as a mailto link, or as plain text.",
  },
  booking: text("Label of the button to the booking page from site.yaml (opens in a new tab), e.g. Book a call.", 60),
  details: {
    type: "array",
    maxItems: 6,
    description: "Other contact facts, such as the office location or hours.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["label", "value"],
      properties: { icon, label: text("What the fact is, e.g. Office.", 40), value: text("The fact, e.g. Makati, Philippines.", 120) },
    },
  },
  promises: {
    type: "array",
    maxItems: 6,
    description: "Quick-response guarantees or other promises, as small cards.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["title", "text"],
      properties: { icon, title: text("The promise, e.g. Reply within 24 hours.", 80), text: paragraph("A sentence about it.") },
    },
  },
}, ["title"]);

type Props = SectionProps<typeof schema>;

const layoutCss = css`display: grid; gap: 1.5rem; ${mq.md} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); align-items: start; }`;
const personCss = css`${card}; display: flex; gap: 1.25rem; align-items: center;
  picture { flex: none; display: block; line-height: 0; }
  img { border-radius: 50%; flex: none; background: ${color.alt}; object-fit: cover; }
  strong { display: block; font-size: 1.15rem; } span { color: ${color.muted}; }`;
const factList = css`${plainList}; display: grid; gap: 1rem;
  li { display: flex; gap: .9rem; align-items: flex-start; } li > span:first-of-type { margin: 0; flex: none; }
  dt, .label { font-weight: 700; } .value { display: block; color: ${color.ink}; overflow-wrap: anywhere; }`;
const bookingCss = css`display: inline-flex; align-items: center; gap: .5rem; min-height: 48px; padding: .75rem 1.4rem;
  border-radius: 999px; background: ${color.primary}; color: #fff; font-weight: 650; text-decoration: none;
  &:hover { background: ${color.primaryDark}; color: #fff; }`;

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "contact",
  eyebrow: "Talk to a specialist",
  title: "Speak With Our Kuwait Hiring Specialist",
  intro: "Get practical advice on roles, timelines and costs for hiring Filipino talent in Kuwait. The consultation is free.",
  person: "kuwait-specialist",
  email: "link",
  booking: "Book a call",
  promises: [
    {
      icon: "clock",
      title: "Reply within 24 hours",
      text: "Every inquiry gets a response within one business day.",
    },
    {
      icon: "dollar",
      title: "Free for employers",
      text: "Consultation and matching are free; licensed agencies charge their own fees, explained before you commit.",
    },
  ],
};

export const contactSection = defineSection(schema, function Contact(props: Props) {
  const { person, email, booking, details, promises } = props;
  const site = useSite();
  const t = useT();
  const who = person ? site.people[person] : undefined;
  return (
    <Band of={props}>
      <div css={layoutCss}>
        <div css={css`display: grid; gap: 1.25rem;`}>
          {who && (
            <div css={personCss}>
              <Picture src={who.photo} alt={who.photoAlt} slot="consultant" />
              <div><strong>{who.name}</strong><span>{who.title}</span></div>
            </div>
          )}
          <div css={card}>
            <ul css={factList}>
              {email && (
                <li>
                  <span css={iconBadge}><Icon name="mail" /></span>
                  <div>
                    <span className="label">{t("global.email")}</span>
                    {email === "link" ? (
                      <SmartLink className="value" href={`mailto:${site.email}`} cta="email"><bdi>{site.email}</bdi></SmartLink>
                    ) : (
                      <bdi className="value">{site.email}</bdi>
                    )}
                  </div>
                </li>
              )}
              {details?.map((detail) => (
                <li key={detail.label}>
                  <span css={iconBadge}><Icon name={detail.icon ?? "map-pin"} /></span>
                  <div><span className="label">{detail.label}</span><span className="value">{detail.value}</span></div>
                </li>
              ))}
            </ul>
            {booking && (
              <div css={css`margin-top: 1.5rem;`}>
                <SmartLink href={site.bookingUrl} css={bookingCss} cta="booking">
                  <Icon name="calendar" size={18} />{booking}<Icon name="external" size={16} />
                </SmartLink>
              </div>
            )}
          </div>
        </div>
        {promises && promises.length > 0 && (
          <ul css={[grid("220px"), plainList]}>
            {promises.map((promise) => (
              <li key={promise.title} css={card}>
                <span css={iconBadge}><Icon name={promise.icon ?? "clock"} /></span>
                <h3>{promise.title}</h3>
                <p>{promise.text}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Band>
  );
}, {
  example: process.env.SECTION_EXAMPLES === "off" ? undefined : example,
  check: ({ person }, { people, report, suggest }) => {
    if (person && !people.includes(person)) report(["person"], `unknown person "${person}"`, suggest(person, people, "People in site.yaml"));
  },
});
