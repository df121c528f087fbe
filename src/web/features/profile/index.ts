// Profile feature: what route pages may use.
export { ProfileEditor } from "./components/profile-editor";
export { StatsCard } from "./components/stats-card";
export { RecentActivityCard } from "./components/recent-activity-card";
export { LanguageTimeZoneCard } from "./components/language-time-zone-card";
