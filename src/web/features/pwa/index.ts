export { InstallCard } from "./install-card";
export { InstallAppMenuItem } from "./install-menu-item";
export { OfflineBanner } from "./offline-banner";
export { useApiCacheOwner } from "./api-cache";
