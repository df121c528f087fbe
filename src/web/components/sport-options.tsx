import { useLingui } from "@lingui/react/macro";
import { sportEmoji } from "@shared/sport-emoji";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { useCatalogueSports } from "@web/lib/use-catalogue-sports";

/** The <option>s of a native sport select: an empty choice, then the catalogue's sports. */
export function SportOptions({ emptyLabel }: { emptyLabel: string }) {
  const { i18n } = useLingui();
  const sports = useCatalogueSports();
  return (
    <>
      <option value="">{emptyLabel}</option>
      {sports.map((s) => (
        <option key={s} value={s}>
          {sportEmoji(s)} {sportLabel(i18n, s)}
        </option>
      ))}
    </>
  );
}
