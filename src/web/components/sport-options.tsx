import { sportEmoji, sportName } from "@shared/sport-emoji";
import { useCatalogueSports } from "@web/lib/use-catalogue-sports";

/** The <option>s of a native sport select: an empty choice, then the catalogue's sports. */
export function SportOptions({ emptyLabel }: { emptyLabel: string }) {
  const sports = useCatalogueSports();
  return (
    <>
      <option value="">{emptyLabel}</option>
      {sports.map((s) => (
        <option key={s} value={s}>
          {sportEmoji(s)} {sportName(s)}
        </option>
      ))}
    </>
  );
}
