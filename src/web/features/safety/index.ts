// Safety and account control: what route pages may use.
export { BlockMuteActions } from "./components/block-mute-actions";
export { BlockedUsersCard } from "./components/blocked-users-card";
export { SessionsCard } from "./components/sessions-card";
export { AccountCard } from "./components/account-card";
export { ChangePasswordCard } from "./components/change-password-card";
