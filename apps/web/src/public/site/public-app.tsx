import { ChakraProvider, LocaleProvider } from "@chakra-ui/react";
import type { SiteSettings } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { localeOf } from "../../lib/locale.ts";
import { SiteSettingsProvider } from "../../lib/site-settings.tsx";
import { publicSystem } from "./public-system.ts";
import { findPublicPage, type PageProps, type Params, type PublicRoute } from "./public-routes.tsx";

/** A page ready to render: its module loaded and, on the server, its data read. */
export interface ResolvedPage {
  route: PublicRoute;
  Page: ComponentType<PageProps<unknown>>;
  data: unknown;
  params: Params;
}

export const resolvePage = async (route: PublicRoute, params: Params, data: unknown): Promise<ResolvedPage> => ({
  route,
  Page: await route.page(),
  data,
  params,
});

/** The address the browser went to, naming the page's language as the server reads it (English: ?lang=en). */
function addressIn(lang: Lang): string {
  const url = new URL(window.location.href);
  if (lang === "en") url.searchParams.set("lang", "en");
  return url.href;
}

/**
 * The public site: the page the server rendered, then the others the visitor opens. A page that reads data on the
 * server, and any path that is not a public page (the app, /login), is a full page load, so the server answers it.
 */
export function PublicApp({ initial, lang, site }: { initial: ResolvedPage; lang: Lang; site: SiteSettings }) {
  const [location] = useLocation();
  const [shown, setShown] = useState({ location, page: initial });
  const { t } = useTranslation();

  useEffect(() => {
    if (location === shown.location) return;
    const found = findPublicPage(location);
    if (!found || found.route.load) {
      window.location.assign(addressIn(lang));
      return;
    }
    let current = true;
    void resolvePage(found.route, found.params, undefined).then((page) => {
      if (!current) return;
      setShown({ location, page });
      window.history.replaceState(window.history.state, "", addressIn(lang));
      document.title = t(`seo.${page.route.key}.title`);
      window.scrollTo(0, 0);
    });
    return () => {
      current = false;
    };
  }, [location, shown.location, lang, t]);

  const { Page, data, params } = shown.page;
  return (
    <ChakraProvider value={publicSystem}>
      <LocaleProvider locale={localeOf(lang)}>
        <SiteSettingsProvider value={site}>
          <Page data={data} params={params} />
        </SiteSettingsProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
