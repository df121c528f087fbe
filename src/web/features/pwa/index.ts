export { InstallCard } from "./install-card";
export { OfflineBanner } from "./offline-banner";
export { useApiCacheOwner } from "./api-cache";
