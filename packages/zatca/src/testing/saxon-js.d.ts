// SaxonJS ships CommonJS without types: the one call the rule check makes.
declare module "saxon-js" {
  const SaxonJS: {
    transform(
      options: { stylesheetInternal: unknown; sourceText: string; destination: "serialized" },
      mode: "sync",
    ): { principalResult: string };
  };
  export default SaxonJS;
}
