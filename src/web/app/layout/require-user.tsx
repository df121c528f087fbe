import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@web/lib/session";
import { RouteFallback } from "./route-fallback";

/**
 * Signed-in only screens: nothing renders without a user, who is sent to /login. A page that
 * `drawsWhileLoading` renders its own frame while the session is checked (the build prerenders
 * it in that state): the same elements stay when the session arrives, so what painted from the
 * HTML is not drawn again (the largest of it stays the page's largest paint).
 */
export function RequireUser({ drawsWhileLoading = false }: { drawsWhileLoading?: boolean }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return drawsWhileLoading ? <Outlet /> : <RouteFallback />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
