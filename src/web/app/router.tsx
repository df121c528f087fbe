import * as React from "react";
import { useRoutes, type RouteObject } from "react-router";
import { appCatalogue } from "@web/lib/i18n/i18n";
import { AuthLayout } from "./layout/auth-layout";
import { RequireUser } from "./layout/require-user";
import { RouteFallback } from "./layout/route-fallback";

// Every page is its own lazily loaded chunk (React.lazy; the layouts' Suspense shows the
// placeholder). Declarative routing rather than createBrowserRouter: the data router's code
// (~17 KB gzip of loaders/actions/fetchers we do not use) would break the sign-in screen's
// first-load budget (bench/web-budget.mjs).
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "element"> => {
  const Page = React.lazy(load);
  return { element: <Page /> };
};

// The signed-in shell is lazy too, so its menus and cards stay out of the sign-in screen's first load;
// it comes with the texts of the signed-in screens (the `app` catalogue, src/web/lib/i18n).
const AppLayout = React.lazy(() =>
  Promise.all([import("./layout/app-layout"), appCatalogue()]).then(([m]) => ({ default: m.AppLayout })),
);

export const routes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: "/login", ...page(() => import("./routes/login")) },
      { path: "/register", ...page(() => import("./routes/register")) },
      { path: "/forgot-password", ...page(() => import("./routes/forgot-password")) },
      { path: "/reset-password", ...page(() => import("./routes/reset-password")) },
    ],
  },
  {
    element: <AppLayout />,
    children: [
      // Posts shows its own sign-in prompt (SPEC §2); everything else redirects to /login.
      { path: "/posts", ...page(() => import("./routes/posts")) },
      // The links of mails: they work signed in or not.
      { path: "/verify-email", ...page(() => import("./routes/verify-email")) },
      { path: "/unsubscribe", ...page(() => import("./routes/unsubscribe")) },
      // The home page draws its banner and shortcuts while the session is checked.
      { element: <RequireUser drawsWhileLoading />, children: [{ path: "/", ...page(() => import("./routes/home")) }] },
      {
        element: <RequireUser />,
        children: [
          { path: "/communities", ...page(() => import("./routes/communities")) },
          { path: "/communities/:communityId", ...page(() => import("./routes/community-detail")) },
          { path: "/events", ...page(() => import("./routes/events")) },
          { path: "/events/:eventId", ...page(() => import("./routes/event")) },
          { path: "/posts/:postId", ...page(() => import("./routes/post")) },
          { path: "/search", ...page(() => import("./routes/search")) },
          { path: "/scores", ...page(() => import("./routes/scores")) },
          { path: "/sports", ...page(() => import("./routes/sports")) },
          { path: "/games/:gameId", ...page(() => import("./routes/game")) },
          { path: "/teams/:teamId", ...page(() => import("./routes/team")) },
          { path: "/players/:playerId", ...page(() => import("./routes/player")) },
          { path: "/standings", ...page(() => import("./routes/standings")) },
          { path: "/standings/:league", ...page(() => import("./routes/standings")) },
          { path: "/leaderboards", ...page(() => import("./routes/leaderboards")) },
          { path: "/profile", ...page(() => import("./routes/profile")) },
          { path: "/users/:userId", ...page(() => import("./routes/user-profile")) },
          { path: "/admin/reports", ...page(() => import("./routes/admin-reports")) },
        ],
      },
      { path: "*", ...page(() => import("./routes/not-found")) },
    ],
  },
];

/** The app's screens; rendered inside <BrowserRouter> (app.tsx). */
export function AppRoutes() {
  return <React.Suspense fallback={<RouteFallback />}>{useRoutes(routes)}</React.Suspense>;
}
