import type { Seeder } from "./seed-context";
import { seedFriends } from "../../modules/friends/friends.seed";
import { seedPosts } from "../../modules/posts/posts.seed";
import { seedCommunities } from "../../modules/communities/communities.seed";
import { seedEvents } from "../../modules/events/events.seed";
import { seedGames } from "../../modules/games/games.seed";
import { seedNotifications } from "../../modules/notifications/notifications.seed";

/**
 * Feature seeders, run in this order after the demo users exist (friends before posts,
 * communities before events). Each feature adds its own seeder here.
 */
export const FEATURE_SEEDERS: { name: string; run: Seeder }[] = [
  { name: "friends", run: seedFriends },
  { name: "posts", run: seedPosts },
  { name: "communities", run: seedCommunities },
  { name: "events", run: seedEvents },
  { name: "games", run: seedGames },
  // Last: what the others seeded is what the fans are told about.
  { name: "notifications", run: seedNotifications },
];
