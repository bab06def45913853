// industries: one or more named lists of industries or roles (for example onsite and remote), shown as chips.
import { css } from "@emotion/react";
import { Band, card, cardRows, iconBadge, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { color } from "../ui/theme";
import { defineSection, type SectionExample, type SectionProps } from "./define";
import { bandHeading, icon, paragraph, section, stringList, text } from "./parts";

export const schema = section("industries", "Lists of industries or roles, grouped (for example Onsite and Remote).", {
  ...bandHeading,
  groups: {
    type: "array",
    minItems: 1,
    maxItems: 3,
    description: "The lists, in order.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["items"],
      properties: {
        icon,
        title: text("The list's heading (h3), such as Onsite hiring.", 80),
        text: paragraph("A sentence under the list's heading."),
        items: stringList("The industries or roles, one each.", 16),
      },
    },
  },
}, ["title", "groups"]);

type Props = SectionProps<typeof schema>;

const chips = css`${plainList}; display: flex; flex-wrap: wrap; gap: .6rem;
  li { display: inline-flex; align-items: center; gap: .45rem; padding: .5rem .9rem; border-radius: 999px;
    background: ${color.alt}; border: 1px solid ${color.line}; font-weight: 550; font-size: .95rem; }
  svg { color: ${color.success}; }`;
// One list alone reads best as a centred block of chips, not a wide card with chips on the left.
const single = css`max-width: 860px; margin: 0 auto; text-align: center; ul { justify-content: center; }`;
const groupCard = css`${card}; h3 { margin-bottom: .75rem; } > p { margin-bottom: 1rem; }`;

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "industries",
  eyebrow: "Industries",
  title: "Roles We Fill, Onsite and Remote",
  intro: "From hospitals and hotels to help desks and design studios, Filipino professionals work across a wide range of industries.",
  groups: [
    {
      icon: "building",
      title: "Onsite hiring",
      text: "Workers deployed to your country through licensed Philippine recruitment agencies.",
      items: [
        "Construction and Engineering",
        "Hospitality",
        "Healthcare and Nursing",
        "Retail and Sales",
        "Logistics",
        "Manufacturing",
        "Domestic and Care Work",
      ],
    },
    {
      icon: "laptop",
      title: "Remote outsourcing",
      text: "Dedicated professionals working for you from the Philippines.",
      items: [
        "Customer Support",
        "Virtual Assistance",
        "Web Development",
        "Graphic Design",
        "Digital Marketing",
        "Admin and Data Entry",
        "Finance and Accounting",
        "IT",
      ],
    },
  ],
};

export const industriesSection = defineSection(schema, function Industries(props: Props) {
  const { groups } = props;
  return (
    <Band of={props}>
      <div css={[cardRows(groups.length), groups.length === 1 && single]}>
        {groups.map((group, index) => (
          <div key={group.title ?? index} css={groupCard}>
            {group.icon && <span css={iconBadge}><Icon name={group.icon} /></span>}
            {group.title && <h3>{group.title}</h3>}
            {group.text && <p>{group.text}</p>}
            <ul css={chips}>
              {group.items.map((item) => (
                <li key={item}><Icon name="check" size={16} />{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Band>
  );
}, { example: process.env.SECTION_EXAMPLES === "off" ? undefined : example });
