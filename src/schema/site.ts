// The site schema (schema/site.json): settings, people, navigation, footer and routes, and the types derived from it.
import type { FromSchema } from "json-schema-to-ts";
import { languages } from "./languages";
import { href, plain, text } from "../core/schema-fields";
import { EMAIL_PATTERN } from "../ui/link-policy";
import { countryCodes } from "./iso-countries";
import { keywords } from "./meta";
import { analytics } from "./analytics";

export const navLink = {
  type: "object",
  additionalProperties: false,
  required: ["href"],
  description: "A link in the navigation or footer: give either key (a translation key) or text.",
  properties: {
    key: plain("Translation key of the label in public/locales/en.json, e.g. navigation.home.", 80),
    text: text("The label itself, e.g. Kuwait.", 60),
    href,
  },
} as const;

export const person = {
  type: "object",
  additionalProperties: false,
  required: ["name", "title", "photo", "photoAlt"],
  description: "A person shown on a contact card.",
  properties: {
    name: plain("Full name.", 80),
    title: text("Job title, e.g. Oman Market Consultant.", 80),
    photo: plain("Path of the photo in public/, e.g. /images/consultant.svg.", 200),
    photoAlt: text("What the photo shows, for screen readers.", 160),
  },
} as const;

export const siteSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "site.json",
  title: "Site settings",
  description: "Settings, navigation, footer, people and routes of the whole site.",
  type: "object",
  additionalProperties: false,
  required: ["settings", "navigation", "footer", "routes"],
  properties: {
    settings: {
      type: "object",
      additionalProperties: false,
      required: ["brand", "baseUrl", "email", "bookingUrl", "title", "description", "keywords", "organization", "languages"],
      description: "Values used across the site. Pages refer to them as {brand}, {email} and {booking}.",
      properties: {
        brand: plain("The company name, shown in the header and titles. {brand} in a page.", 60),
        // The build checks both addresses (https only, no password, baseUrl without a path) and hints the corrected value.
        baseUrl: { type: "string", minLength: 1, maxLength: 200, description: "The site's address: https:// and the domain, without a trailing slash, for canonical links and the sitemap.", examples: ["https://www.example.com"] },
        email: { type: "string", pattern: EMAIL_PATTERN, description: "The company e-mail address, where visitors write to. Pages show it wherever they say {email}.", examples: ["hello@example.com"] },
        bookingUrl: { type: "string", minLength: 1, maxLength: 500, description: "The external booking page for a free consultation, starting with https://. {booking} in a page.", examples: ["https://example.com/book"] },
        title: text("The default page title, used when a page sets none and after the | of each title.", 120),
        description: text("The default description.", 320),
        keywords,
        languages,
        hstsPreload: { type: "boolean", description: "Ask browsers to preload HTTPS for this domain and every subdomain (Strict-Transport-Security preload). Only after submitting the domain to the browsers' preload list: it is hard to undo. Default: false." },
        analytics,
        organization: {
          type: "object",
          additionalProperties: false,
          required: ["type", "locality", "country"],
          description: "The company for structured data (schema.org).",
          properties: {
            type: { type: "string", enum: ["Organization", "EmploymentAgency"], description: "The schema.org type." },
            legalName: plain("The registered name.", 120),
            locality: plain("City, e.g. Makati.", 60),
            region: plain("Region, e.g. Metro Manila.", 60),
            country: { type: "string", pattern: "^[A-Z]{2}$", description: "Two-letter country code (ISO 3166), e.g. PH.", examples: ["PH"] },
            logo: plain("Path of the logo in public/.", 200),
          },
        },
      },
    },
    people: {
      type: "object",
      description: "People shown on contact cards, by key (used by a contact section's person:).",
      additionalProperties: person,
      propertyNames: { pattern: "^[a-z][a-z0-9-]*$" },
    },
    countries: {
      type: "array",
      minItems: 1,
      maxItems: 40,
      description: "The countries the site hires for, each with its own page, in order. The footer column with from: countries is made from it, and every list of countries on a page (a section linking to two or more country pages) must link to each.",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "path"],
        properties: {
          name: text("The country's name as visitors read it, e.g. Saudi Arabia.", 40),
          path: { type: "string", minLength: 1, description: "The route of the country's page, e.g. /for-saudi-arabia.", examples: ["/for-saudi-arabia"] },
          code: { type: "string", enum: countryCodes, description: "The country's ISO 3166-1 alpha-2 code in capitals: SA for Saudi Arabia, AE for the UAE, GB for the United Kingdom. Names the country in the page's structured data (a Service in that country)." },
        },
      },
    },
    navigation: {
      type: "object",
      additionalProperties: false,
      required: ["links", "action"],
      description: "The navigation bar.",
      properties: {
        links: { type: "array", items: navLink, minItems: 1, maxItems: 8, description: "The links, in order." },
        action: { ...navLink, description: "The button at the end of the bar (Request Match)." },
      },
    },
    footer: {
      type: "object",
      additionalProperties: false,
      required: ["about", "groups"],
      description: "The footer.",
      properties: {
        about: text("A sentence about the company under its name.", 300),
        groups: {
          type: "array",
          minItems: 1,
          maxItems: 4,
          description: "Columns of links.",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["key"],
            description: "A column: its heading and either its links or from: countries.",
            properties: {
              key: plain("Translation key of the column heading, e.g. footer.countries.", 80),
              links: { type: "array", items: navLink, minItems: 1, maxItems: 20, description: "The links, in order." },
              from: { type: "string", enum: ["countries"], description: "Instead of links: a link to every country in countries:, in its order." },
            },
          },
        },
      },
    },
    redirects: {
      type: "array",
      maxItems: 1000,
      description: "Addresses that no longer have a page and answer with a redirect (a real 301, or 302 when permanent: false) on every host: nginx, Caddy, _redirects and npm start. Add one whenever a page is renamed or removed.",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["from", "to"],
        properties: {
          from: { type: "string", minLength: 1, maxLength: 200, description: "The old address, e.g. /for-dubai. Not a live route, not another redirect's target.", examples: ["/for-dubai"] },
          to: { type: "string", minLength: 1, maxLength: 500, description: "Where it goes now: a route (optionally with #anchor), or an https: address.", examples: ["/for-uae"] },
          permanent: { type: "boolean", description: "true (the default): 301 Moved Permanently, search engines move the old address's standing to the new one. false: 302, for a temporary move." },
        },
      },
    },
    routes: {
      type: "array",
      minItems: 1,
      description: "Every page of the site: its address and the file in pages/ that renders it.",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["path", "page"],
        properties: {
          path: { type: "string", minLength: 1, description: "The address, e.g. /for-kuwait. Lower case, words joined by hyphens.", examples: ["/for-kuwait"] },
          page: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", description: "The page file's name in pages/ without .yaml, e.g. for-kuwait: lower-case words joined by hyphens.", examples: ["for-kuwait"] },
        },
      },
    },
  },
} as const;

export type SiteSpec = FromSchema<typeof siteSchema>;
/** A link in the navigation or footer. */
export type NavLink = FromSchema<typeof navLink>;
/** A country of the countries: list. */
export type Country = NonNullable<SiteSpec["countries"]>[number];
/** A person shown on contact cards. */
export type Person = FromSchema<typeof person>;
/** An entry of the redirects: list. */
export type RedirectSpec = NonNullable<SiteSpec["redirects"]>[number];
