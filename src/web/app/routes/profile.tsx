import { Navigate } from "react-router";
import { Trans } from "@lingui/react/macro";
import { useAuth } from "@web/lib/session";
import { LanguageTimeZoneCard, ProfileEditor, RecentActivityCard, StatsCard } from "@web/features/profile";
import { MyFriendsCard } from "@web/features/friends";
import { NotificationSettings } from "@web/features/notifications";
import { AccountCard, BlockedUsersCard, ChangePasswordCard, SessionsCard } from "@web/features/safety";

/** /profile: own profile (information, favourite teams, stats, recent activity, friends). */
export default function ProfilePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 md:p-6">
      <h1 className="text-2xl font-bold sm:text-3xl">
        <Trans>My Profile</Trans>
      </h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Keyed by the saved values so Cancel and a save both start from the session user. */}
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <ProfileEditor key={JSON.stringify(user)} user={user} />
          <LanguageTimeZoneCard user={user} />
          <NotificationSettings />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <StatsCard userId={user.id} />
          <RecentActivityCard userId={user.id} />
          <MyFriendsCard />
          <ChangePasswordCard />
          <SessionsCard />
          <BlockedUsersCard />
          <AccountCard />
        </div>
      </div>
    </div>
  );
}
