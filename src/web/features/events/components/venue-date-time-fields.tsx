import { Trans, useLingui } from "@lingui/react/macro";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { VenueTimeZoneSelect } from "./venue-time-zone-select";

/**
 * The event's date and time, read on the venue's clock, beside the venue's time zone: the pair
 * the create and edit forms share (ids `<idPrefix>-eventDate` and `<idPrefix>-timeZone`).
 */
export function VenueDateTimeFields(props: {
  idPrefix: string;
  venueZone: string;
  date: UseFormRegisterReturn;
  zone: UseFormRegisterReturn;
  dateError?: string;
  zoneError?: string;
  /** The earliest date and time the picker offers, on the venue's clock. */
  min?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField id={`${props.idPrefix}-eventDate`} label={t`Date and time`} error={props.dateError}>
        <Input type="datetime-local" min={props.min} {...props.date} />
      </FormField>
      <FormField id={`${props.idPrefix}-timeZone`} label={t`Venue time zone`} error={props.zoneError}>
        <VenueTimeZoneSelect value={props.venueZone} {...props.zone} />
      </FormField>
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
        <Trans>The date and time are the venue's, in its time zone.</Trans>
      </p>
    </>
  );
}
