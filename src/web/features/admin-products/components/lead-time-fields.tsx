import { TextField } from '#src/web/components/ui/form-field';
import { LEAD_TIME_BOTH, LEAD_TIME_ORDER } from '#src/shared/domain/admin-products';
import { MAX_LEAD_TIME_DAYS } from '#src/shared/domain/delivery-days';
import type { FieldMessages } from '#src/web/lib/form-errors';
import type { ProductBody } from '../types';

/**
 * The product's lead time and its fabrics' own, in working days (docs/business-rules.md
 * "Delivery days"): typed as text, checked here as the server checks them.
 */

export type LeadTimeText = { min: string; max: string };
export const NO_LEAD_TIME: LeadTimeText = { min: '', max: '' };
export const LEAD_TIME_DAYS = `Enter a whole number of working days, 0 to ${MAX_LEAD_TIME_DAYS}`;

export const leadTimeText = (min: number | null, max: number | null): LeadTimeText => ({
  min: min === null ? '' : String(min),
  max: max === null ? '' : String(max),
});

const days = (text: string) => {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n <= MAX_LEAD_TIME_DAYS ? n : undefined;
};

/** Both ends or neither, whole days from 0 to 250, the shortest not above the longest. */
export function readLeadTime(
  text: LeadTimeText,
  errors: FieldMessages,
  key: string,
): { min: number | null; max: number | null } | undefined {
  const min = text.min.trim();
  const max = text.max.trim();
  if (!min && !max) return { min: null, max: null };
  const errorsBefore = Object.keys(errors).length;
  if (!min) errors[`${key}min_days`] = LEAD_TIME_BOTH;
  else if (days(min) === undefined) errors[`${key}min_days`] = LEAD_TIME_DAYS;
  if (!max) errors[`${key}max_days`] = LEAD_TIME_BOTH;
  else if (days(max) === undefined) errors[`${key}max_days`] = LEAD_TIME_DAYS;
  if (Object.keys(errors).length > errorsBefore) return undefined;
  if (days(min)! > days(max)!) {
    errors[`${key}min_days`] = LEAD_TIME_ORDER;
    return undefined;
  }
  return { min: days(min)!, max: days(max)! };
}

/** The body's lead time fields, or undefined with the messages in `errors`. */
export function leadTimeBody(
  lead: LeadTimeText,
  fabricLeads: Record<number, LeadTimeText>,
  fabricIds: number[],
  errors: FieldMessages,
):
  Pick<ProductBody, 'lead_time_min_days' | 'lead_time_max_days' | 'fabric_lead_times'> | undefined {
  const own = readLeadTime(lead, errors, 'lead_time_');
  const rows: NonNullable<ProductBody['fabric_lead_times']> = [];
  for (const fabricId of fabricIds) {
    const read = readLeadTime(fabricLeads[fabricId] ?? NO_LEAD_TIME, errors, `fabric-${fabricId}-`);
    if (read?.min != null && read.max != null) {
      rows.push({ fabricId, lead_time_min_days: read.min, lead_time_max_days: read.max });
    }
  }
  if (!own || Object.keys(errors).some((k) => k.startsWith('fabric-'))) return undefined;
  return { lead_time_min_days: own.min, lead_time_max_days: own.max, fabric_lead_times: rows };
}

interface LeadTimeFieldsProps {
  lead: LeadTimeText;
  onLeadChange: (lead: LeadTimeText) => void;
  /** The product's chosen fabrics, each with its own lead time as typed. */
  fabrics: Array<{ id: number; name: string }>;
  fabricLeads: Record<number, LeadTimeText>;
  onFabricLeadChange: (fabricId: number, lead: LeadTimeText) => void;
  errors: FieldMessages;
}

export function LeadTimeFields(props: LeadTimeFieldsProps) {
  const { lead, fabrics, fabricLeads, errors } = props;
  return (
    <fieldset className="mt-2">
      <legend className="text-sm font-medium text-linen-900">Lead time (working days)</legend>
      <p id="lead-time-help" className="mt-1 text-sm text-linen-700">
        Made to order: ready in this many working days. Empty: a Beds product shows the Beds default
        “2 to 4 weeks”; any other is sold from stock.
      </p>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
        <TextField
          id="lead-time-min"
          label="Shortest"
          inputMode="numeric"
          value={lead.min}
          onValueChange={(min) => props.onLeadChange({ ...lead, min })}
          error={errors.lead_time_min_days}
          aria-describedby="lead-time-help"
        />
        <TextField
          id="lead-time-max"
          label="Longest"
          inputMode="numeric"
          value={lead.max}
          onValueChange={(max) => props.onLeadChange({ ...lead, max })}
          error={errors.lead_time_max_days}
        />
      </div>
      {fabrics.length > 0 && (
        <>
          <p className="text-sm text-linen-700">
            A fabric that comes from further away may have its own; empty: the product’s.
          </p>
          {fabrics.map((fabric) => {
            const own = fabricLeads[fabric.id] ?? NO_LEAD_TIME;
            const change = (next: Partial<LeadTimeText>) =>
              props.onFabricLeadChange(fabric.id, { ...own, ...next });
            return (
              <div key={fabric.id} className="mt-2 grid gap-x-4 sm:grid-cols-2">
                <TextField
                  id={`fabric-${fabric.id}-lead-min`}
                  label={`${fabric.name}: shortest`}
                  inputMode="numeric"
                  value={own.min}
                  onValueChange={(min) => change({ min })}
                  error={errors[`fabric-${fabric.id}-min_days`]}
                />
                <TextField
                  id={`fabric-${fabric.id}-lead-max`}
                  label={`${fabric.name}: longest`}
                  inputMode="numeric"
                  value={own.max}
                  onValueChange={(max) => change({ max })}
                  error={errors[`fabric-${fabric.id}-max_days`]}
                />
              </div>
            );
          })}
        </>
      )}
    </fieldset>
  );
}
