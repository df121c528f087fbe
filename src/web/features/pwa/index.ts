export { InstallCard } from "./install-card";
export { OfflineBanner } from "./offline-banner";
export { UpdatePrompt } from "./update-prompt";
export { useApiCacheOwner, clearApiCacheOnSignOut } from "./api-cache";
export { captureInstallPrompt } from "./install-prompt";
