import { useState } from 'react';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useReorderDeliveryStatuses } from '../api/change-delivery-statuses';
import { useDeliveryStatuses } from '../api/get-delivery-statuses';
import { panelClassName, secondaryButtonClassName } from '../lib/display';
import type { DeliveryStatus } from '../types';
import { AddStatusForm, DeleteDialog, RenameForm, STATUS_CHANGE_FAILED } from './status-forms';
import { RecordHistory } from '#src/web/components/admin/record-history';
import { deliveryStatusHistory } from '../lib/history';

export const STATUSES_LOAD_FAILED = 'The delivery statuses could not load. Please reload the page.';

/** The ordering rules match these names (src/shared/domain/orders.ts): they stay as they are. */
const RULE_NAMES = new Set(['scheduled', 'order delivered']);
const hasRule = (status: DeliveryStatus) => RULE_NAMES.has(status.deliveryStatus.toLowerCase());

const failed = (error: unknown) => toastError(serverMessage(error) ?? STATUS_CHANGE_FAILED);

/** The steps every order goes through, in order: rename, add, move, delete. */
export function DeliveryStatusesEditor() {
  const statuses = useDeliveryStatuses();
  const reorder = useReorderDeliveryStatuses();
  const move = (list: DeliveryStatus[], index: number, by: -1 | 1) => {
    const ids = list.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, {
      onSuccess: () =>
        toastSuccess(`${list[index]!.deliveryStatus} moved ${by < 0 ? 'up' : 'down'}`),
      onError: failed,
    });
  };

  return (
    <section aria-labelledby="content-statuses" className={panelClassName}>
      <h2 id="content-statuses" className="text-xl">
        Delivery statuses
      </h2>
      <p className="mt-1 text-sm text-linen-700">
        Every order moves through these steps in this order; customers see them in tracking. New
        orders start at the first one, and Order Delivered stays the last.
      </p>
      {statuses.isPending ? (
        <Spinner label="Loading the delivery statuses" className="py-10" />
      ) : statuses.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {STATUSES_LOAD_FAILED}
        </p>
      ) : (
        <>
          <ol aria-label="Delivery statuses in order" className="mt-4 divide-y divide-linen-200">
            {statuses.data.map((status, index) => (
              <StatusRow
                key={status.id}
                status={status}
                step={index + 1}
                busy={reorder.isPending}
                onUp={index > 0 ? () => move(statuses.data, index, -1) : undefined}
                onDown={
                  index < statuses.data.length - 1 ? () => move(statuses.data, index, 1) : undefined
                }
              />
            ))}
          </ol>
          <AddStatusForm />
        </>
      )}
    </section>
  );
}

interface StatusRowProps {
  status: DeliveryStatus;
  step: number;
  busy: boolean;
  onUp: (() => void) | undefined;
  onDown: (() => void) | undefined;
}

function StatusRow({ status, step, busy, onUp, onDown }: StatusRowProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = status.deliveryStatus;
  const fixed = hasRule(status);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="grid size-7 place-items-center rounded-full bg-linen-200 text-sm font-semibold">
        {step}
      </span>
      {editing ? (
        <RenameForm status={status} onDone={() => setEditing(false)} />
      ) : (
        <span className="min-w-40 flex-1 font-medium text-linen-950">
          {name}
          {fixed && (
            <span className="ml-2 rounded-full bg-linen-200 px-2 py-0.5 text-xs font-normal text-linen-800">
              Used by the ordering rules
            </span>
          )}
        </span>
      )}
      {!editing && (
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={!onUp || busy}
            onClick={onUp}
            className={secondaryButtonClassName}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={!onDown || busy}
            onClick={onDown}
            className={secondaryButtonClassName}
          >
            ↓
          </button>
          {!fixed && (
            <>
              <button
                type="button"
                aria-label={`Rename ${name}`}
                onClick={() => setEditing(true)}
                className={secondaryButtonClassName}
              >
                Rename
              </button>
              <button
                type="button"
                aria-label={`Delete ${name}`}
                onClick={() => setConfirming(true)}
                className={secondaryButtonClassName}
              >
                Delete
              </button>
            </>
          )}
        </div>
      )}
      <DeleteDialog status={status} open={confirming} onOpenChange={setConfirming} />
      <RecordHistory
        entityType="delivery-status"
        entityId={status.id}
        name={name}
        className="basis-full pl-10 text-sm"
        {...deliveryStatusHistory}
      />
    </li>
  );
}
