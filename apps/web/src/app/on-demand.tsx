import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { screenTexts } from "../lib/i18n.ts";

export type OnDemand<Props> = ComponentType<Props> & { preload(): Promise<unknown> };

/**
 * A component whose code loads when it is first rendered (SCREENS: the first screen does not wait for the whole app),
 * beside the screens' texts (lib/i18n.ts).
 * Not React.lazy: a suspended component is revealed no sooner than 300 ms after its fallback (React's throttle), which
 * was a third of a list page's load; this one shows the fallback until its code is here, then the component at once.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode): OnDemand<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), screenTexts()]).then(
      ([component]) => (Loaded = component),
      (error: unknown) => (failure = { error }),
    ));
  function Component(props: Props) {
    const [, arrived] = useState(0);
    useEffect(() => {
      let mounted = true;
      if (!Loaded) void preload().then(() => mounted && arrived((count) => count + 1));
      return () => {
        mounted = false;
      };
    }, []);
    // Code that failed to load fails as a suspended component's did: the error reaches the root.
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Object.assign(Component, { preload });
}
