// The communities feature's public surface for route pages.
export { useCommunity } from "./api/community-detail";
export { CreateCommunityDialog, CreateCommunityButton } from "./components/create-community-dialog";
export { DiscoverCommunities } from "./components/discover-communities";
export { MyCommunitiesCard, MyCommunitiesSection } from "./components/my-communities";
export { BackToCommunities, CommunityHeader, CommunityHeaderSkeleton } from "./components/community-header";
export { CommunityMembers, JoinRequests } from "./components/community-people";
export { useUserCommunities } from "./api/user-communities";
