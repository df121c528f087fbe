// Users feature: another user's profile.
export { useUserProfile } from "./api/user-profile";
export { UserProfileHeader } from "./components/user-profile-header";
