import type { FastifyPluginAsync } from "fastify";
import { mailModule } from "./mail/mail.module";
import { authModule } from "./auth/auth.module";
import { avatarsModule } from "./avatars/avatars.module";
import { teamsModule } from "./teams/teams.module";
import { liveModule } from "./live/live.module";
import { newsModule } from "./news/news.module";
import { usersModule } from "./users/users.module";
import { profilesModule } from "./profiles/profiles.module";
import { friendsModule } from "./friends/friends.module";
import { communitiesModule } from "./communities/communities.module";
import { eventsModule } from "./events/events.module";
import { postsModule } from "./posts/posts.module";
import { mediaModule } from "./media/media.module";
import { gamesModule } from "./games/games.module";
import { standingsModule } from "./standings/standings.module";
import { spoilersModule } from "./spoilers/spoilers.module";
import { alertsModule } from "./alerts/alerts.module";
import { fanDelayModule } from "./fan-delay/fan-delay.module";
import { notificationsModule } from "./notifications/notifications.module";
import { blocksModule } from "./blocks/blocks.module";
import { sessionsModule } from "./auth/sessions.module";
import { passwordChangeModule } from "./auth/password-change.module";
import { accountModule } from "./account/account.module";
import { moderationModule } from "./moderation/moderation.module";
import { searchModule } from "./search/search.module";
import { shareModule } from "./share/share.module";

/** Every feature module, registered in this order by buildApp. Each owns its routes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const modules: FastifyPluginAsync<any>[] = [
  // First: `app.mail` is used by the features that send mail.
  mailModule,
  authModule,
  avatarsModule,
  teamsModule,
  liveModule,
  newsModule,
  // Before blocks, which adds its filter to `app.notifications`; it hears the other modules'
  // domain events through the subscriptions it makes here.
  spoilersModule,
  // After live (whose board names games), before notifications (whose game alerts read it).
  alertsModule,
  notificationsModule,
  usersModule,
  profilesModule,
  friendsModule,
  communitiesModule,
  eventsModule,
  // After alerts (the fan's own delay) and events (watch parties): hands the live board its delays.
  fanDelayModule,
  postsModule,
  mediaModule,
  gamesModule,
  standingsModule,
  blocksModule,
  sessionsModule,
  passwordChangeModule,
  moderationModule,
  accountModule,
  searchModule,
  shareModule,
];
