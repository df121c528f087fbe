import { Trans } from "@lingui/react/macro";
import { useDemoAccounts } from "../api/demo-accounts";

/** Sample test accounts, shown on the sign-in page in demo mode only. */
export function DemoAccountsBox({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { data } = useDemoAccounts();
  if (!data?.demoMode || data.accounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts" className="mt-6 rounded-lg border border-dashed bg-muted/50 p-4">
      <h2 id="demo-accounts" className="text-sm font-semibold">
        <Trans>Sample test accounts</Trans>
      </h2>
      <p className="mb-3 text-xs text-muted-foreground">
        <Trans>Demo mode: pick one to fill the form.</Trans>
      </p>
      <ul className="grid gap-2">
        {data.accounts.map((a) => (
          <li key={a.email}>
            <button
              type="button"
              onClick={() => onPick(a.email, a.password)}
              className="w-full rounded-md border bg-card px-3 py-2 text-left text-xs hover:bg-muted"
            >
              <span className="block font-medium">{a.name}</span>
              <span className="block font-mono text-muted-foreground">
                {a.email} / {a.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
