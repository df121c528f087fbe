// The feed's first posts as HTML, for the server to write into the /posts page it sends a
// signed-in fan (docs/decisions/1010-first-posts-in-the-page.md): the first post is painted from
// the HTML instead of after the scripts, the session and the feed. Built into one self-contained
// module (scripts/build-ssr.mjs -> dist/ssr/first-posts.js) that the server loads at run time,
// so the cards are the app's own PostCard in the viewer's language: what the browser paints is
// what React draws when it takes the list over (features/posts/components/post-list.tsx).
import { renderToString } from "react-dom/server";
import { setupI18n, type I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StaticRouter } from "react-router";
import type { Locale } from "@shared/i18n/locales";
import type { Post } from "@shared/schemas/posts";
import { FirstPostCards } from "./features/posts/components/post-list";
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

export interface FirstPostsInput {
  /** The feed's first page as GET /api/posts/feed answers it to this viewer. */
  posts: Post[];
  viewerId: number;
  locale: Locale;
  /** The instant relative times are told from (the request's). */
  now: number;
}

/** The markup of the first posts as the feed's list draws them before it has loaded (the cards only). */
export async function renderFirstPosts({ posts, viewerId, locale, now }: FirstPostsInput): Promise<string> {
  const i18n = await i18nFor(locale);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        {/* No user: the cards read only its zone, for the exact time an edited mark shows on hover
            (UTC here, the viewer's once React has taken the list over). */}
        <FixedSession user={null}>
          <StaticRouter location="/posts">
            <FirstPostCards posts={posts} viewerId={viewerId} now={now} />
          </StaticRouter>
        </FixedSession>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
