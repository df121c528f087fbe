import { HiddenScore } from "@web/components/hidden-score";

/**
 * What a part of the game sheet shows for a shielded game instead of its content (box score,
 * line score, key events, leaders, team stats): why it is hidden, and the reveal control. The
 * content itself is not rendered, so nothing of it reaches the page.
 */
export function ShieldedNote({ why, onReveal, testId }: { why: string; onReveal: () => void; testId?: string }) {
  return (
    <div
      className="grid justify-items-start gap-1 text-sm text-muted-foreground"
      data-testid={testId ?? "sheet-hidden"}
    >
      <p>{why}</p>
      <HiddenScore onReveal={onReveal} />
    </div>
  );
}
