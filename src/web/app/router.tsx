import * as React from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { AuthLayout } from "./layout/auth-layout";
import { RequireUser } from "./layout/require-user";
import { RouteFallback } from "./layout/route-fallback";

// Every page is its own lazily loaded chunk.
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AuthLayout />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: "/login", ...page(() => import("./routes/login")) },
      { path: "/register", ...page(() => import("./routes/register")) },
      { path: "/forgot-password", ...page(() => import("./routes/forgot-password")) },
      { path: "/reset-password", ...page(() => import("./routes/reset-password")) },
    ],
  },
  {
    element: <AppLayout />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // Posts shows its own sign-in prompt (SPEC §2); everything else redirects to /login.
      { path: "/posts", ...page(() => import("./routes/posts")) },
      {
        element: <RequireUser />,
        children: [
          { path: "/", ...page(() => import("./routes/home")) },
          { path: "/communities", ...page(() => import("./routes/communities")) },
          { path: "/communities/:communityId", ...page(() => import("./routes/community-detail")) },
          { path: "/events", ...page(() => import("./routes/events")) },
          { path: "/scores", ...page(() => import("./routes/scores")) },
          { path: "/sports", ...page(() => import("./routes/sports")) },
          { path: "/profile", ...page(() => import("./routes/profile")) },
          { path: "/users/:userId", ...page(() => import("./routes/user-profile")) },
        ],
      },
      { path: "*", ...page(() => import("./routes/not-found")) },
    ],
  },
];

export const router = createBrowserRouter(routes);
