import type { Seeder } from "./seed-context";
import { seedFriends } from "../../modules/friends/friends.seed";
import { seedPosts } from "../../modules/posts/posts.seed";

/**
 * Feature seeders, run in this order after the demo users exist (friends before posts,
 * communities before events). Each feature adds its own seeder here.
 */
export const FEATURE_SEEDERS: { name: string; run: Seeder }[] = [
  { name: "friends", run: seedFriends },
  { name: "posts", run: seedPosts },
];
