import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * Compiles Lingui's macros (`<Trans>`, `t`, `msg`, `plural` from @lingui/react/macro and
 * @lingui/core/macro) into runtime calls with message ids, at build time (docs/decisions/0980).
 * Babel runs only on the files that import a macro; everything else keeps Vite's own fast
 * transform. Types and JSX are left for Vite (Babel only parses them).
 */
export function linguiMacro(): Plugin {
  const macroImport = /from\s+["']@lingui\/(?:core|react)\/macro["']/;
  return {
    name: "fanzone-lingui-macro",
    enforce: "pre",
    transform: {
      filter: { id: /\.[cm]?[jt]sx?(?:$|\?)/, code: macroImport },
      async handler(code, id) {
        const filename = id.split("?")[0]!;
        if (filename.includes("/node_modules/")) return null;
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ["typescript", "jsx"] },
          plugins: ["@lingui/babel-plugin-lingui-macro"],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
