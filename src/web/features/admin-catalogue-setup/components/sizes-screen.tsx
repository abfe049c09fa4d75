import { useState } from 'react';
import type { AdminSize } from '#src/shared/schemas/admin-catalogue-setup';
import { Spinner } from '#src/web/components/ui/spinner';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useCreateSize } from '../api/create-size';
import { useDeleteSize } from '../api/delete-size';
import { useSizes } from '../api/get-sizes';
import { useUpdateSize } from '../api/update-size';
import { failureMessage } from '../lib/form-values';
import { usesText } from '../lib/uses';
import {
  cellClassName,
  headCellClassName,
  linkButtonClassName,
  panelClassName,
  tableClassName,
} from '../lib/styles';
import { SizeForm } from './size-form';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { RecordHistory } from '#src/web/components/admin/record-history';
import { sizeHistory } from '../lib/history';

const dimension = (value: number | null) => (value === null ? '—' : `${value} cm`);

/** Sizes with their dimensions and the multiplier that scales the storage surcharge. */
export function SizesScreen() {
  const query = useSizes();
  return (
    <section aria-labelledby="sizes-title">
      <h2 id="sizes-title" className="text-xl font-semibold">
        Sizes
      </h2>
      <p className="mt-1 text-sm text-linen-700">
        A bed’s storage surcharge (Ottoman or Cloud) is the category’s storage price times the
        size’s multiplier. A changed multiplier applies to orders placed from now on.
      </p>
      <AddSize />
      {query.isPending ? (
        <Spinner label="Loading sizes" className="py-24" />
      ) : query.isError ? (
        <p role="alert" className="mt-6">
          The sizes could not be loaded. Please reload the page.
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-linen-700 ring-1 ring-linen-200">
          There are no sizes yet.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl bg-white ring-1 ring-linen-200">
          <table className={tableClassName}>
            <caption className="sr-only">Sizes</caption>
            <thead className="bg-linen-50 text-linen-700">
              <tr>
                <th scope="col" className={headCellClassName}>
                  Size
                </th>
                <th scope="col" className={headCellClassName}>
                  Length × width × height
                </th>
                <th scope="col" className={`${headCellClassName} text-right`}>
                  Multiplier
                </th>
                <th scope="col" className={headCellClassName}>
                  Used by
                </th>
                <th scope="col" className={headCellClassName}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {query.data.map((size) => (
                <SizeRow key={size.id} size={size} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AddSize() {
  const create = useCreateSize();
  const [round, setRound] = useState(0);
  return (
    <div className={`${panelClassName} mt-4`}>
      <h3 className="text-lg">Add a size</h3>
      <div className="mt-2">
        <SizeForm
          key={round}
          idPrefix="new-size"
          submitLabel={create.isPending ? 'Adding…' : 'Add size'}
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                toastSuccess(`Size ${body.size} added`);
                create.reset();
                setRound((r) => r + 1);
              },
              onError: (error) => toastError(failureMessage(error)),
            })
          }
        />
      </div>
    </div>
  );
}

function SizeRow({ size }: { size: AdminSize }) {
  const update = useUpdateSize();
  const remove = useDeleteSize();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const uses = usesText([
    [size.product_count, 'product'],
    [size.variation_count, 'variation'],
    [size.order_count, 'order'],
  ]);

  if (editing) {
    return (
      <tr>
        <td colSpan={5} className={cellClassName}>
          <h4 className="mb-2 font-medium">Edit {size.size}</h4>
          <SizeForm
            idPrefix={`size-${size.id}`}
            initial={size}
            labelFor={size.size}
            submitLabel={update.isPending ? 'Saving…' : 'Save'}
            pending={update.isPending}
            error={update.error}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
            onSubmit={(body) =>
              update.mutate(
                { id: size.id, ...body },
                {
                  onSuccess: () => {
                    toastSuccess(`Size ${body.size} saved`);
                    setEditing(false);
                  },
                  onError: (error) => toastError(failureMessage(error)),
                },
              )
            }
          />
        </td>
      </tr>
    );
  }

  return (
    <tr className="hover:bg-linen-50">
      <td className={`${cellClassName} font-medium`}>{size.size}</td>
      <td className={`${cellClassName} whitespace-nowrap`}>
        {[size.length, size.width, size.height].map(dimension).join(' × ')}
      </td>
      <td className={`${cellClassName} text-right tabular-nums`}>× {size.multiplier}</td>
      <td className={`${cellClassName} text-linen-700`}>{uses || 'Not used'}</td>
      <td className={cellClassName}>
        <div className="flex gap-3">
          <button
            type="button"
            aria-label={`Edit ${size.size}`}
            onClick={() => setEditing(true)}
            className={linkButtonClassName}
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${size.size}`}
            disabled={uses !== ''}
            title={uses ? `In use by ${uses}` : undefined}
            onClick={() => setConfirming(true)}
            className={`${linkButtonClassName} text-red-700`}
          >
            Delete
          </button>
        </div>
        <RecordHistory entityType="size" entityId={size.id} name={size.size} {...sizeHistory} />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete size ${size.size}?`}
          description="No product, variation or order uses it. This cannot be undone."
          busy={remove.isPending}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          keepLabel="Cancel"
          danger
          onConfirm={() =>
            remove.mutate(size.id, {
              onSuccess: () => toastSuccess(`Size ${size.size} deleted`),
              onError: (error) => toastError(failureMessage(error)),
              onSettled: () => setConfirming(false),
            })
          }
        />
      </td>
    </tr>
  );
}
