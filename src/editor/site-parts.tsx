// The parts of the Site view, each a titled group of fields: the company, the navigation, the footer, the people, the countries.
import type { ReactNode } from "react";
import type { LoadedSite } from "./site-api";
import { SiteText } from "./site-field";
import { SitePhoto } from "./site-photo";
import { ACTION_TEXT_FIELD, COMPANY_FIELDS, COUNTRY_FIELDS, FOOTER_FIELDS, LABELS, LINK_TEXT_FIELD, pathOf, PERSON_FIELDS } from "./site-fields";

type Site = LoadedSite["site"];

/** The parts in order, for the view's own navigation. */
export const SITE_PARTS = [
  { id: "company", title: "Company" },
  { id: "navigation", title: "Navigation" },
  { id: "footer", title: "Footer" },
  { id: "people", title: "People" },
  { id: "countries", title: "Countries" },
] as const;

function Part({ id, intro, children }: { id: (typeof SITE_PARTS)[number]["id"]; intro: string; children: ReactNode }) {
  const title = SITE_PARTS.find((part) => part.id === id)!.title;
  return (
    <section className="ed-site-part" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="ed-site-intro">{intro}</p>
      {children}
    </section>
  );
}

const linkPath = (link: { key?: string }, at: (string | number)[]) => (link.key ? [LABELS, link.key] : at);

/** The path of every field the parts below show, in their order. */
export const shownPaths = (site: Site): (string | number)[][] => [
  ...COMPANY_FIELDS.map((field) => pathOf(field)),
  ...site.navigation.links.map((link, index) => linkPath(link, pathOf(LINK_TEXT_FIELD, index))),
  linkPath(site.navigation.action, pathOf(ACTION_TEXT_FIELD)),
  ...FOOTER_FIELDS.map((field) => pathOf(field)),
  ...site.footer.groups.map((group) => [LABELS, group.key]),
  ...Object.keys(site.people ?? {}).flatMap((key) => PERSON_FIELDS.map((field) => pathOf(field, key))),
  ...(site.countries ?? []).flatMap((_, index) => COUNTRY_FIELDS.map((field) => pathOf(field, index))),
];

/** A link's words: its English label when it has a translation key (so every language keeps its own), else its own text. */
function LinkLabel({ link, at, label }: { link: { key?: string; href: string }; at: (string | number)[]; label: string }) {
  const help = `Goes to ${link.href}.`;
  return <SiteText path={linkPath(link, at)} label={label} help={help} />;
}

export function SiteParts({ site, photoMegabytes, onUploaded }: { site: Site; photoMegabytes: number; onUploaded: (photo: string) => void }) {
  const people = Object.entries(site.people ?? {});
  return (
    <>
      <Part id="company" intro="The company's name and how visitors reach it, used on every page.">
        {COMPANY_FIELDS.map((field) => <SiteText key={field.label} path={pathOf(field)} field={field} />)}
      </Part>
      <Part id="navigation" intro="The words of the links at the top of every page, in their order, and of the button at the end of the bar. These are the English words: other languages keep their own.">
        <div className="ed-site-grid">
          {site.navigation.links.map((link, index) => (
            <LinkLabel key={index} link={link} at={pathOf(LINK_TEXT_FIELD, index)} label={`Link ${index + 1} of ${site.navigation.links.length}`} />
          ))}
          <LinkLabel link={site.navigation.action} at={pathOf(ACTION_TEXT_FIELD)} label="Button" />
        </div>
      </Part>
      <Part id="footer" intro="The foot of every page: a sentence about the company, and a heading over each column of links.">
        {FOOTER_FIELDS.map((field) => <SiteText key={field.label} path={pathOf(field)} field={field} />)}
        <div className="ed-site-grid">
          {site.footer.groups.map((group, index) => (
            <SiteText key={group.key} path={[LABELS, group.key]} label={`Column ${index + 1} heading`} />
          ))}
        </div>
      </Part>
      <Part id="people" intro={`The people shown on contact cards (${people.length}): a page's contact section picks one of them. Each needs a name, a job title as visitors read it (e.g. Oman Market Consultant) and a photo with a description of it.`}>
        <div className="ed-site-cards">
          {people.map(([key, person]) => (
            <fieldset key={key} className="ed-site-card">
              <legend>{person.title || key}</legend>
              {PERSON_FIELDS.map((field) => field.kind === "photo"
                ? <SitePhoto key={field.label} person={key} who={person.title || key} megabytes={photoMegabytes} onUploaded={onUploaded} />
                : <SiteText key={field.label} path={pathOf(field, key)} field={field} />)}
            </fieldset>
          ))}
        </div>
      </Part>
      <Part id="countries" intro={`The countries the site hires for (${site.countries?.length ?? 0}), each with its own page, in the footer's order: the name visitors read in the footer and on the page, and which country it is for search engines.`}>
        <div className="ed-site-cards">
          {(site.countries ?? []).map((country, index) => (
            <fieldset key={country.path} className="ed-site-card">
              <legend>{`${country.name} `}<small>{country.path}</small></legend>
              {COUNTRY_FIELDS.map((field) => <SiteText key={field.label} path={pathOf(field, index)} field={field} />)}
            </fieldset>
          ))}
        </div>
      </Part>
    </>
  );
}
