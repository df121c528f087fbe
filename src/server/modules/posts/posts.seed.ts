import { and, eq } from "drizzle-orm";
import { postComments, postLikes, posts } from "../../db/schema/social";
import { teams } from "../../db/schema/teams";
import type { Seeder } from "../../db/seed/seed-context";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

interface SeedPost {
  by: string;
  ago: number;
  content: string;
  sport: string;
  team?: [string, string];
  likes: string[];
  comments: [string, string, number][];
}

const POSTS: SeedPost[] = [
  {
    by: "maya_hoops",
    ago: 25 * MIN,
    sport: "basketball",
    team: ["nba", "LAL"],
    content:
      "Fourth-quarter defense tonight was the best we've played all season. That closeout on the final possession!",
    likes: ["diego_futbol", "sam_gridiron", "marcus_ice", "tyrell_dunks"],
    comments: [
      ["tyrell_dunks", "Respect. Our bench had no answer for that zone.", 15 * MIN],
      ["sam_gridiron", "Watched the last five minutes twice.", 8 * MIN],
    ],
  },
  {
    by: "diego_futbol",
    ago: 2 * HOUR,
    sport: "soccer",
    team: ["liga-mx", "GDL"],
    content: "Clásico tapatío this weekend. Estadio Akron will be loud. Who's coming to the watch party downtown?",
    likes: ["maya_hoops", "sofia_calcio", "priya_pitch"],
    comments: [["sofia_calcio", "Count me in if there's a screen big enough!", 90 * MIN]],
  },
  {
    by: "sam_gridiron",
    ago: 5 * HOUR,
    sport: "football",
    team: ["nfl", "GB"],
    content:
      "Lambeau in the snow is a religious experience. Bundled up with three layers and still cheering until the two-minute warning.",
    likes: ["jake_diamond", "ben_tailgate", "maya_hoops", "marcus_ice", "lena_bundes"],
    comments: [
      ["ben_tailgate", "Frozen tundra never disappoints.", 4 * HOUR],
      ["jake_diamond", "Bring me a brat next time.", 3 * HOUR],
      ["maya_hoops", "I'd last one quarter in that cold, max.", 2 * HOUR],
    ],
  },
  {
    by: "priya_pitch",
    ago: 9 * HOUR,
    sport: "soccer",
    team: ["premier-league", "ARS"],
    content: "Set pieces are winning us matches again. Whoever runs the corner routines deserves a raise.",
    likes: ["amara_goals", "diego_futbol"],
    comments: [["amara_goals", "Still can't believe that late header at Anfield though.", 7 * HOUR]],
  },
  {
    by: "marcus_ice",
    ago: 20 * HOUR,
    sport: "hockey",
    team: ["nhl", "BOS"],
    content: "Power play finally clicking: three goals on four chances. Net-front screens made the difference.",
    likes: ["tyrell_dunks", "maya_hoops"],
    comments: [],
  },
  {
    by: "tyrell_dunks",
    ago: 1 * DAY + 3 * HOUR,
    sport: "basketball",
    team: ["nba", "BKN"],
    content: "Barclays was electric for the rookie's first start. 22 points and not a single forced shot.",
    likes: ["marcus_ice", "maya_hoops", "sofia_calcio"],
    comments: [["marcus_ice", "Kid plays like a ten-year vet.", 1 * DAY]],
  },
  {
    by: "sofia_calcio",
    ago: 1 * DAY + 10 * HOUR,
    sport: "soccer",
    team: ["mls", "MIA"],
    content: "Sunset kickoff in Fort Lauderdale and a 2-1 comeback. Best Saturday night I've had in months.",
    likes: ["diego_futbol", "chloe_bleus"],
    comments: [["chloe_bleus", "Those late winners hit different.", 1 * DAY + 6 * HOUR]],
  },
  {
    by: "jake_diamond",
    ago: 2 * DAY,
    sport: "baseball",
    team: ["mlb", "STL"],
    content: "Nine innings, two hits allowed, one very happy bleacher section. Pitcher's duels are underrated.",
    likes: ["sam_gridiron", "ben_tailgate"],
    comments: [["sam_gridiron", "1-0 games are the most stressful kind of fun.", 2 * DAY - 3 * HOUR]],
  },
  {
    by: "lena_bundes",
    ago: 2 * DAY + 8 * HOUR,
    sport: "soccer",
    team: ["bundesliga", "BVB"],
    content: "The Yellow Wall on a Saturday afternoon: 25,000 voices and not one of them sitting down.",
    likes: ["chloe_bleus", "priya_pitch", "sofia_calcio"],
    comments: [["chloe_bleus", "On my bucket list for next season.", 2 * DAY]],
  },
  {
    by: "amara_goals",
    ago: 3 * DAY,
    sport: "football",
    team: ["nfl", "HOU"],
    content: "Tailgate menu for Sunday: brisket, elote and way too much sweet tea. Kickoff can't come soon enough.",
    likes: ["ben_tailgate", "priya_pitch"],
    comments: [["ben_tailgate", "Save me a plate of that brisket.", 3 * DAY - 5 * HOUR]],
  },
  {
    by: "chloe_bleus",
    ago: 4 * DAY,
    sport: "hockey",
    team: ["nhl", "MTL"],
    content: "Bell Centre singing Olé Olé after a third-period goal gives me chills every single time.",
    likes: ["lena_bundes", "marcus_ice"],
    comments: [],
  },
  {
    by: "ben_tailgate",
    ago: 5 * DAY,
    sport: "football",
    team: ["college-football", "TEX"],
    content: "Rivalry week plans are set: grill at 7, gates at 10, kickoff at 2:30. Who's bringing the speaker?",
    likes: ["sam_gridiron", "amara_goals", "jake_diamond"],
    comments: [["sam_gridiron", "I'll bring the speaker if you bring the chairs.", 5 * DAY - 2 * HOUR]],
  },
  {
    by: "maya_hoops",
    ago: 6 * DAY,
    sport: "soccer",
    team: ["mls", "LAFC"],
    content: "First LAFC match at BMO Stadium. The 3252 never stopped singing for ninety minutes.",
    likes: ["diego_futbol", "priya_pitch", "sofia_calcio"],
    comments: [["diego_futbol", "Told you you'd love it. Next one is on me.", 6 * DAY - 4 * HOUR]],
  },
  {
    by: "diego_futbol",
    ago: 8 * DAY,
    sport: "soccer",
    team: ["fifa-world-cup", "MEX"],
    content: "Counting the days until the World Cup opener at Azteca. Already practising the anthem.",
    likes: ["maya_hoops", "priya_pitch", "sofia_calcio", "chloe_bleus", "lena_bundes"],
    comments: [["priya_pitch", "England vs Mexico final. Calling it now.", 7 * DAY]],
  },
];

/** Posts with likes and comments among the demo fans, dated relative to now. */
export const seedPosts: Seeder = async (ctx) => {
  for (const p of POSTS) {
    let teamId: number | null = null;
    if (p.team) {
      const [row] = await ctx.tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.league, p.team[0]), eq(teams.abbreviation, p.team[1])))
        .limit(1);
      teamId = row?.id ?? null;
    }
    const createdAt = new Date(ctx.now.getTime() - p.ago);
    const [post] = await ctx.tx
      .insert(posts)
      .values({
        userId: ctx.user(p.by).id,
        content: p.content,
        sport: p.sport,
        teamId,
        likeCount: p.likes.length,
        commentCount: p.comments.length,
        createdAt,
      })
      .returning({ id: posts.id });
    if (p.likes.length)
      await ctx.tx.insert(postLikes).values(
        p.likes.map((u, i) => ({
          postId: post!.id,
          userId: ctx.user(u).id,
          createdAt: new Date(createdAt.getTime() + (i + 1) * MIN),
        })),
      );
    if (p.comments.length)
      await ctx.tx.insert(postComments).values(
        p.comments.map(([u, content, ago]) => ({
          postId: post!.id,
          userId: ctx.user(u).id,
          content,
          createdAt: new Date(ctx.now.getTime() - ago),
        })),
      );
  }
};
