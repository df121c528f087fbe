// The renderer the web build makes for the server (src/shared/first-screen/renderer.ts is the
// boundary; scripts/build-ssr.mjs bundles this file, React, Lingui and the catalogues into
// dist/ssr/renderer.js, since the production image keeps only the server's packages). Given the
// API's answers to a route's first reads, it returns them as the app's query cache holds them
// (TanStack Query's dehydrate: the app hydrates it) and draws the route's server parts with the
// app's own components, in the viewer's language (docs/decisions/1420-first-screen-declaration.md).
import type * as React from "react";
import { renderToString } from "react-dom/server";
import { setupI18n, type I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider, dehydrate, type InfiniteData } from "@tanstack/react-query";
import { StaticRouter } from "react-router";
import type { Locale } from "@shared/i18n/locales";
import type { PostPage } from "@shared/schemas/posts";
import { feedKey } from "./features/posts/api/feed";
import { FirstPostCards } from "./features/posts/components/post-list";
import type { RenderFirstScreen } from "@shared/first-screen/renderer";
import { FIRST_SCREENS, type ServerPart } from "@shared/first-screen/screens";
import { CATALOGUE_LOADERS } from "./lib/i18n/catalogues";
import { FixedSession } from "./lib/session/session-provider";

// One instance per language, not the app's shared one: requests in different languages are
// rendered concurrently, and each render reads its own.
const instances = new Map<Locale, Promise<I18n>>();
function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const loaders = CATALOGUE_LOADERS[locale];
    instance = Promise.all([loaders.auth(), loaders.app()]).then(([auth, app]) =>
      setupI18n({ locale, messages: { [locale]: { ...auth.messages, ...app.messages } } }),
    );
    instances.set(locale, instance);
  }
  return instance;
}

interface PartInput {
  client: QueryClient;
  viewerId: number;
  now: number;
}

/** Each server part: what it draws from the answers in `client`, or null when its read was not answered. */
const PARTS: Record<ServerPart, (input: PartInput) => React.ReactNode | null> = {
  // The feed's first posts, as the list draws them before the page is idle (the cards only): the
  // first post is painted from the HTML, not after the scripts, the session and the feed.
  "first-posts": ({ client, viewerId, now }) => {
    const feed = client.getQueryData<InfiniteData<PostPage>>(feedKey("all"));
    return feed ? <FirstPostCards posts={feed.pages[0]?.items ?? []} viewerId={viewerId} now={now} /> : null;
  },
};

export const renderFirstScreen: RenderFirstScreen = async ({ path, locale, viewerId, now, answers }) => {
  const client = new QueryClient();
  for (const { read, data } of answers)
    client.setQueryData(read.queryKey, read.pages ? { pages: [data], pageParams: [null] } : data, { updatedAt: now });
  const parts: Partial<Record<ServerPart, string>> = {};
  for (const part of FIRST_SCREENS[path]?.serverParts ?? []) {
    const node = PARTS[part]({ client, viewerId, now });
    if (node === null) continue;
    const i18n = await i18nFor(locale);
    parts[part] = renderToString(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          {/* No user: the cards read only its zone, for the exact time an edited mark shows on
              hover (UTC here, the viewer's once React has taken the list over). */}
          <FixedSession user={null}>
            <StaticRouter location={path}>{node}</StaticRouter>
          </FixedSession>
        </QueryClientProvider>
      </I18nProvider>,
    );
  }
  return { state: dehydrate(client), parts };
};
