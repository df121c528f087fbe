import { useQuery } from "@tanstack/react-query";
import type { DemoAccountsResponse } from "@shared/schemas/auth";

export const demoAccountsKey = ["/api/auth/demo-accounts"] as const;

export function useDemoAccounts() {
  return useQuery<DemoAccountsResponse>({ queryKey: demoAccountsKey });
}
