import { friendships } from "../../db/schema/social";
import type { Seeder } from "../../db/seed/seed-context";

const DAY = 24 * 3600_000;
// [requester, addressee, status, days ago]
const PAIRS: [string, string, "accepted" | "pending", number][] = [
  ["maya_hoops", "diego_futbol", "accepted", 40],
  ["sam_gridiron", "maya_hoops", "accepted", 32],
  ["maya_hoops", "priya_pitch", "accepted", 21],
  ["marcus_ice", "maya_hoops", "accepted", 12],
  ["diego_futbol", "sofia_calcio", "accepted", 30],
  ["diego_futbol", "priya_pitch", "accepted", 18],
  ["sam_gridiron", "jake_diamond", "accepted", 25],
  ["ben_tailgate", "sam_gridiron", "accepted", 9],
  ["marcus_ice", "tyrell_dunks", "accepted", 15],
  ["priya_pitch", "amara_goals", "accepted", 27],
  ["lena_bundes", "chloe_bleus", "accepted", 11],
  ["sofia_calcio", "chloe_bleus", "accepted", 6],
  ["tyrell_dunks", "maya_hoops", "pending", 2],
  ["amara_goals", "maya_hoops", "pending", 1],
  ["chloe_bleus", "diego_futbol", "pending", 3],
  ["maya_hoops", "ben_tailgate", "pending", 1],
  ["jake_diamond", "priya_pitch", "pending", 4],
  ["lena_bundes", "sam_gridiron", "pending", 2],
];

/** Friendships among the demo fans, plus a few pending requests so the Requests tab has content. */
export const seedFriends: Seeder = async (ctx) => {
  await ctx.tx.insert(friendships).values(
    PAIRS.map(([from, to, status, daysAgo]) => ({
      requesterId: ctx.user(from).id,
      addresseeId: ctx.user(to).id,
      status,
      createdAt: new Date(ctx.now.getTime() - daysAgo * DAY),
      respondedAt: status === "accepted" ? new Date(ctx.now.getTime() - daysAgo * DAY + 3 * 3600_000) : null,
    })),
  );
};
