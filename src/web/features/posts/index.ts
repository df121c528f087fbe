// Posts feature: what route pages may use.
export { useFeed } from "./api/feed";
export { useUserPosts } from "./api/user-posts";
export { CreatePostDialog } from "./components/create-post-dialog";
export { PostList } from "./components/post-list";
export { usePost, postPath } from "./api/post";
export { PostCard } from "./components/post-card";
export { PostComments } from "./components/post-comments";
