/** One route of the app as the shell sees it: where it lives, whether it shows in the side menu, and its i18n keys. */
export interface MenuEntry {
  readonly key: string;
  readonly path: string;
  /** Routable but not listed in the side menu. */
  readonly hidden: boolean;
  /** Renders without a session. */
  readonly public: boolean;
  /** A semantic icon name; the web maps it to a component. */
  readonly icon: string;
  readonly titleKey: string;
  readonly descriptionKey: string;
  /** Placeholder of the top-bar search; pages without it hide the search box. */
  readonly searchTipKey?: string;
  /** Message of the product tour step on this page. */
  readonly tourKey?: string;
  /** Welcome hint pointing to the next page of the menu (see nextMenuEntry). */
  readonly nextKey?: string;
}

interface EntryTraits {
  hidden?: boolean;
  public?: boolean;
  searchTip?: boolean;
  tour?: boolean;
  next?: boolean;
}

export function menuEntry(key: string, path: string, icon: string, traits: EntryTraits = {}): MenuEntry {
  const i18nKey = (field: string) => `menu.${key}.${field}`;
  return {
    key,
    path,
    hidden: traits.hidden ?? false,
    public: traits.public ?? false,
    icon,
    titleKey: i18nKey("title"),
    descriptionKey: i18nKey("description"),
    ...(traits.searchTip ? { searchTipKey: i18nKey("searchTip") } : {}),
    ...(traits.tour ? { tourKey: i18nKey("tour") } : {}),
    ...(traits.next ? { nextKey: i18nKey("next") } : {}),
  };
}

function segments(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? "";
  return withoutQuery
    .toLowerCase()
    .split("/")
    .filter((segment) => segment !== "");
}

/**
 * Whether a browser path (query and hash ignored) matches a route pattern whose `:name` segments match any one
 * segment. Case-insensitive: the spec links the same pages as /TermsOfUse and /termsofuse.
 */
export function matchesPath(pattern: string, path: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(path);
  return wanted.length === actual.length && wanted.every((segment, index) => segment.startsWith(":") || segment === actual[index]);
}
