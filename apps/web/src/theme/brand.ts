import { defineConfig } from "@chakra-ui/react";

const font = "'IBM Plex Sans Arabic', system-ui, sans-serif";

/** Amlak's brand: a deep Saudi green, with a warm sand accent for highlights. */
export const brand = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.subtle", color: "fg", fontFamily: font, lineHeight: "1.6" },
    // Whoever asks their system for less motion gets drawers, dialogs and menus that appear without sliding or fading.
    "*, *::before, *::after": {
      _motionReduce: {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: font }, body: { value: font } },
      colors: {
        brand: {
          50: { value: "#e8f5f2" },
          100: { value: "#c6e7df" },
          200: { value: "#9bd4c6" },
          300: { value: "#67bca9" },
          400: { value: "#3aa08b" },
          500: { value: "#1b8572" },
          600: { value: "#0d6b5e" },
          700: { value: "#0b574d" },
          800: { value: "#0a453e" },
          900: { value: "#083731" },
          950: { value: "#04211d" },
        },
        sand: {
          50: { value: "#fdf8ef" },
          100: { value: "#f8ecd4" },
          500: { value: "#c8963e" },
          700: { value: "#8a6222" },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Status text at Chakra's default shades reads below 4.5:1 on white (axe-core); a shade darker passes.
        fg: {
          error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } },
          warning: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.300}" } },
          success: { value: { _light: "{colors.green.700}", _dark: "{colors.green.300}" } },
        },
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
          border: { value: "{colors.brand.300}" },
        },
      },
    },
  },
});
