import { Trans, useLingui } from "@lingui/react/macro";
import { MessagesSquare } from "lucide-react";
import { HiddenScore } from "@web/components/hidden-score";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { SectionTitle } from "./section-title";

/**
 * The match thread of a shielded game: fans talk about the score, so neither the comments nor the
 * form show until the score is revealed (the comments are not even fetched).
 */
export function ShieldedThread({ onReveal }: { onReveal: () => void }) {
  const { t } = useLingui();
  return (
    <Card data-testid="match-thread-hidden">
      <CardHeader className="border-b pb-3">
        <SectionTitle icon={MessagesSquare}>{t`Match thread`}</SectionTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-1 pt-4 text-sm text-muted-foreground">
        <p>
          <Trans>Fans' comments would give the score away.</Trans>
        </p>
        <HiddenScore onReveal={onReveal} />
      </CardContent>
    </Card>
  );
}
