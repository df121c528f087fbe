import { useApiQuery } from "@web/lib/api-query";

export const demoAccountsKey = ["/api/auth/demo-accounts"] as const;

export function useDemoAccounts() {
  return useApiQuery({ queryKey: demoAccountsKey });
}
