import path from "node:path";
import { getConfig } from "@lingui/conf";
import { getCatalogs } from "@lingui/cli/api";
import { describe, expect, it } from "vitest";

// CI's check of the web app's catalogues (lingui.config.ts): each holds every message the code
// marks for translation, and no other; Spanish and French translate each one. Fix with
// `npm run i18n:extract`, then translate what it added (the build also fails on a missing one).
const rootDir = path.resolve(import.meta.dirname, "../../..");
const config = getConfig({ cwd: rootDir, configPath: path.join(rootDir, "lingui.config.ts") });
const catalogs = await getCatalogs(config);

describe.each(catalogs.map((c) => [path.relative(rootDir, c.path), c] as const))("catalogue %s", (_name, catalog) => {
  it("is in step with the code, and translated in every language", async () => {
    const inCode = Object.keys((await catalog.collect()) ?? {}).sort();
    const files = await catalog.readAll();
    for (const locale of config.locales) {
      const messages = files[locale] ?? {};
      const live = Object.entries(messages).filter(([, m]) => !m.obsolete);
      expect(live.map(([id]) => id).sort(), `${locale}: run npm run i18n:extract`).toEqual(inCode);
      if (locale !== config.sourceLocale)
        expect(
          live.filter(([, m]) => !m.translation).map(([, m]) => m.message),
          `${locale}: messages without a translation`,
        ).toEqual([]);
    }
  });
});
