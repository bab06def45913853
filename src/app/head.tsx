// The page's head tags. React 19 hoists <title>, <meta> and <link> into <head>, on the server and on navigation.
import type { PageData } from "./page-data";
import { useSite } from "../core/contexts";

/** JSON for a <script> element: `<`, `>` and `&` escaped so no string can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

export const canonicalUrl = (baseUrl: string, path: string) => baseUrl + (path === "/" ? "/" : path);

export function Head({ page }: { page: PageData }) {
  const site = useSite();
  const url = canonicalUrl(site.baseUrl, page.path);
  const { title, description, keywords, image, imageAlt, imageWidth, imageHeight } = page.meta;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={site.baseUrl + image} />}
      {image && imageWidth && <meta property="og:image:width" content={String(imageWidth)} />}
      {image && imageHeight && <meta property="og:image:height" content={String(imageHeight)} />}
      {image && <meta property="og:image:alt" content={imageAlt ?? title} />}
      {/* X reads og:title and og:description when its own are absent: the card type, image and its text are what it adds. */}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      {image && <meta name="twitter:image" content={site.baseUrl + image} />}
      {image && <meta name="twitter:image:alt" content={imageAlt ?? title} />}
      {page.structuredData.map((data, index) => (
        // Our own escaped JSON, not content markup: the one place inner HTML is set.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </>
  );
}
