import { useAuth } from "../session";
import { browserTimeZone } from "./locale-preference";

/** The zone times are shown in: the profile's, else the browser's, else UTC. */
export function useTimeZone(): string {
  const { user } = useAuth();
  return user?.timeZone ?? browserTimeZone() ?? "UTC";
}
