import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban, Flag, MoreHorizontal, VolumeX } from "lucide-react";
import { ReportDialog } from "@web/components/report-dialog";
import type { UserProfile } from "@shared/schemas/users";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { useRelationToggle } from "../api/blocks";

/** The "more" menu on another user's profile: block / unblock, mute / unmute, report. */
export function BlockMuteActions({ profile }: { profile: UserProfile }) {
  const { t } = useLingui();
  const block = useRelationToggle("block");
  const mute = useRelationToggle("mute");
  const name = profile.firstName;
  const [reporting, setReporting] = React.useState(false);
  const onBlock = () => {
    if (profile.isBlocked) return block.mutate({ userId: profile.id, on: false });
    const ok = window.confirm(
      t`Block ${name}? You will stop seeing each other's posts and comments, your friendship and any requests end, and neither of you can contact the other.`,
    );
    if (ok) block.mutate({ userId: profile.id, on: true });
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t`More actions for ${name}`}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => mute.mutate({ userId: profile.id, on: !profile.isMuted })}>
            <VolumeX className="h-4 w-4" />{" "}
            {profile.isMuted ? <Trans>Unmute {name}</Trans> : <Trans>Mute {name}</Trans>}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onBlock} className="text-destructive">
            <Ban className="h-4 w-4" />{" "}
            {profile.isBlocked ? <Trans>Unblock {name}</Trans> : <Trans>Block {name}</Trans>}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag className="h-4 w-4" /> <Trans>Report {name}</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {reporting ? (
        <ReportDialog
          subject={{ kind: "user", id: profile.id }}
          what={`${profile.firstName} ${profile.lastName}`}
          open={reporting}
          onOpenChange={setReporting}
        />
      ) : null}
    </>
  );
}
