import { Trans } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { DropdownMenuItem } from "@web/components/ui/dropdown-menu";
import { useIsStandalone } from "./display-mode";
import { useInstallCardDismissed } from "./install-card-dismissal";
import { useInstallPrompt } from "./install-prompt";

/**
 * The user menu's way to install once the install card is dismissed: present only while the
 * browser offers installation (it kept a `beforeinstallprompt`), so it never leads nowhere.
 */
export function InstallAppMenuItem() {
  const dismissed = useInstallCardDismissed();
  const standalone = useIsStandalone();
  const { available, promptInstall } = useInstallPrompt();
  if (!dismissed || standalone || !available) return null;
  return (
    <DropdownMenuItem onSelect={() => void promptInstall()}>
      <Download /> <Trans>Install app</Trans>
    </DropdownMenuItem>
  );
}
