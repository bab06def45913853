// React contexts for site-wide data; filled once in the app root.
import { createContext, useContext } from "react";
import type { SiteData } from "./site-data";

export const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() outside <SiteContext.Provider>");
  return site;
}
