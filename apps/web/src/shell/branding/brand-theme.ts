import { useEffect } from "react";

/**
 * The brand palette from one colour, as CSS variables over the theme's own (apps/web/src/theme/system.ts): lighter
 * shades mixed with white, darker with black. The semantic tokens are set too, because the theme's are resolved where
 * they are declared and would keep Amlak's green.
 */
function paletteOf(color: string): Record<string, string> {
  const tint = (percent: number) => `color-mix(in srgb, ${color} ${percent}%, white)`;
  const shade = (percent: number) => `color-mix(in srgb, ${color} ${percent}%, black)`;
  const shades = {
    50: tint(8),
    100: tint(18),
    200: tint(35),
    300: tint(55),
    400: tint(75),
    500: tint(90),
    600: color,
    700: shade(85),
    800: shade(70),
    900: shade(55),
    950: shade(35),
  };
  return {
    ...Object.fromEntries(Object.entries(shades).map(([step, value]) => [`--chakra-colors-brand-${step}`, value])),
    "--chakra-colors-brand-solid": shades[600],
    "--chakra-colors-brand-contrast": "white",
    "--chakra-colors-brand-fg": shades[700],
    "--chakra-colors-brand-muted": shades[100],
    "--chakra-colors-brand-subtle": shades[50],
    "--chakra-colors-brand-emphasized": shades[200],
    "--chakra-colors-brand-focus-ring": shades[500],
    "--chakra-colors-brand-border": shades[300],
  };
}

/** Paints the whole page (dialogs and menus in portals included) in the organization's brand colour while one is set. */
export function useBrandTheme(color: string | null): void {
  useEffect(() => {
    if (!color) return;
    const root = document.documentElement.style;
    const palette = paletteOf(color);
    for (const [name, value] of Object.entries(palette)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(palette)) root.removeProperty(name);
    };
  }, [color]);
}
