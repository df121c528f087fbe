// Friends feature: what route pages may use.
export { FindFriendsDialog } from "./components/find-friends-dialog";
export { FriendButton } from "./components/friend-button";
export { FriendRequestsCard, FriendsCard, FriendsSidebar, useFriendTabLabels } from "./components/friends-sidebar";
export { MyFriendsCard } from "./components/my-friends-card";
