import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

const usesMacro = /from ["']@lingui\/(core|react)\/macro["']/;

/**
 * Lingui's macros (`t`, `<Trans>`, `useLingui` from `@lingui/react/macro`) compiled to runtime
 * calls with their message ids, for Vitest, which does not run the Preact preset's Babel
 * (the build does it in vite.config.ts). Only files that import a macro go through Babel.
 */
export function linguiMacros(): Plugin {
  return {
    name: "vayu:lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes("/node_modules/") || !usesMacro.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith("x") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
