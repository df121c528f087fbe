import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@web/lib/session";
import { RouteFallback } from "./route-fallback";

/** Signed-in only screens: nothing renders without a user, who is sent to /login. */
export function RequireUser() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <RouteFallback />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
