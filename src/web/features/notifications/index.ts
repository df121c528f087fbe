export { NotificationBell } from "./components/notification-bell";
export { NotificationSettings } from "./components/notification-settings";
