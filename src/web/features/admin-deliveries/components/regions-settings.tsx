import { useState } from 'react';
import type { AdminRegion } from '#src/shared/schemas/admin-deliveries';
import {
  dangerButtonClassName,
  panelClassName,
  secondaryButtonClassName,
} from '#src/web/components/admin/console-forms';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useCreateRegion } from '../api/create-region';
import { useDeleteRegion } from '../api/delete-region';
import { useRegions } from '../api/get-regions';
import { useUpdateRegion } from '../api/update-region';
import { RegionForm } from './region-form';

export const REGIONS_FAILED = 'The regions could not load. Please try again.';
export const DELETE_FAILED = 'The region could not be deleted. Please try again.';

function RegionRow({ region }: { region: AdminRegion }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateRegion({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setEditing(false);
    },
  });
  const remove = useDeleteRegion({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setDeleting(false);
    },
  });
  const headingId = `region-${region.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg p-4 ring-1 ring-linen-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {region.name}
          </h3>
          <p className="text-sm text-linen-700">
            {region.daily_capacity} {region.capacity_unit} a day ·{' '}
            {region.routing_keys.length > 0 ? region.routing_keys.join(', ') : 'no routing keys'} ·{' '}
            {region.bookings_to_come} booking{region.bookings_to_come === 1 ? '' : 's'} to come
          </p>
        </div>
        {!editing && (
          <div className="flex gap-2">
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => setEditing(true)}
            >
              Edit<span className="sr-only"> {region.name}</span>
            </button>
            <ConfirmDialog
              open={deleting}
              onOpenChange={(open) => {
                setDeleting(open);
                if (!open) remove.reset();
              }}
              trigger={{
                label: (
                  <>
                    Delete<span className="sr-only"> {region.name}</span>
                  </>
                ),
                className: dangerButtonClassName,
              }}
              title={`Delete ${region.name}?`}
              description="Its routing keys are freed. A region that ever had a booking cannot be deleted: take its keys away instead."
              confirmLabel="Delete region"
              busyLabel="Deleting…"
              keepLabel="Keep region"
              danger
              busy={remove.isPending}
              lockWhileBusy
              onConfirm={() => remove.mutate(region.id)}
              error={remove.isError && (serverMessage(remove.error) ?? DELETE_FAILED)}
            />
          </div>
        )}
      </div>
      {editing && (
        <div className="mt-3">
          <RegionForm
            idPrefix={`region-${region.id}-edit`}
            region={region}
            mutation={update}
            onSubmit={(body) => update.mutate({ id: region.id, body })}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
            submitLabel="Save region"
            busyLabel="Saving…"
          />
        </div>
      )}
    </li>
  );
}

/** The regions: each with its keys, unit and capacity, to edit or delete; a form to add one. */
export function RegionsSettings() {
  const regions = useRegions();
  const [formKey, setFormKey] = useState(0);
  const create = useCreateRegion({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setFormKey((k) => k + 1);
    },
  });
  return (
    <section aria-labelledby="regions-heading" className={`${panelClassName} space-y-4`}>
      <h2 id="regions-heading" className="text-lg font-semibold">
        Delivery regions
      </h2>
      {regions.isPending ? (
        <Spinner label="Loading the regions" />
      ) : regions.isError ? (
        <p role="alert" className="text-red-700">
          {serverMessage(regions.error) ?? REGIONS_FAILED}
        </p>
      ) : regions.data.regions.length === 0 ? (
        <p className="text-sm text-linen-700">No region yet.</p>
      ) : (
        <ul className="space-y-3">
          {regions.data.regions.map((region) => (
            <RegionRow key={region.id} region={region} />
          ))}
        </ul>
      )}
      <h3 className="font-semibold">Add a region</h3>
      <RegionForm
        key={formKey}
        idPrefix="region-new"
        mutation={create}
        onSubmit={(body) => create.mutate(body)}
        submitLabel="Add region"
        busyLabel="Adding…"
      />
    </section>
  );
}
