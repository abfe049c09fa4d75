import { useState } from 'react';
import {
  colorBody,
  fabricBody,
  type AdminColor,
  type AdminFabric,
} from '#src/shared/schemas/admin-catalogue-setup';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useAddColor } from '../api/add-color';
import { useDeleteColor } from '../api/delete-color';
import { useDeleteFabric } from '../api/delete-fabric';
import { useRenameColor } from '../api/rename-color';
import { useRenameFabric } from '../api/rename-fabric';
import { failureMessage } from '../lib/form-values';
import { linkButtonClassName, panelClassName } from '../lib/styles';
import { usesText } from '../lib/uses';
import { NameForm } from './name-form';
import { SwatchUpload } from './swatch-upload';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { RecordHistory } from '#src/web/components/admin/record-history';
import { fabricHistory } from '../lib/history';

/** One fabric: its name, its colours with their swatches, and a form to add a colour. */
export function FabricCard({ fabric }: { fabric: AdminFabric }) {
  const rename = useRenameFabric();
  const remove = useDeleteFabric();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = fabric.fabric_name;
  const colorUses = fabric.colors.reduce((n, c) => n + c.order_count, 0);
  const uses = usesText([
    [fabric.product_count, 'product'],
    [fabric.variation_count, 'variation'],
    [Math.max(fabric.order_count, colorUses), 'order'],
  ]);

  return (
    <article aria-label={name} className={panelClassName}>
      {editing ? (
        <NameForm
          id={`fabric-${fabric.id}-name`}
          label={`New name for ${name}`}
          field="fabric_name"
          schema={fabricBody}
          initial={name}
          submitLabel={rename.isPending ? 'Saving…' : 'Save'}
          pending={rename.isPending}
          error={rename.error}
          onCancel={() => {
            rename.reset();
            setEditing(false);
          }}
          onSubmit={(next) =>
            rename.mutate(
              { id: fabric.id, fabric_name: next },
              {
                onSuccess: () => {
                  toastSuccess(`${name} renamed to ${next}`);
                  setEditing(false);
                },
              },
            )
          }
        />
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <div>
            <h3 className="text-lg">{name}</h3>
            <p className="text-sm text-linen-700">{uses ? `Used by ${uses}` : 'Not used yet'}</p>
          </div>
          <div className="flex gap-3">
            <button
              type="button"
              aria-label={`Rename ${name}`}
              onClick={() => setEditing(true)}
              className={linkButtonClassName}
            >
              Rename
            </button>
            <button
              type="button"
              aria-label={`Delete ${name}`}
              disabled={uses !== ''}
              title={uses ? `In use by ${uses}` : undefined}
              onClick={() => setConfirming(true)}
              className={`${linkButtonClassName} text-red-700`}
            >
              Delete
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete fabric ${name}?`}
        description={`The fabric and its ${fabric.colors.length} colour${fabric.colors.length === 1 ? '' : 's'} go. This cannot be undone.`}
        busy={remove.isPending}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        keepLabel="Cancel"
        danger
        onConfirm={() =>
          remove.mutate(fabric.id, {
            onSuccess: () => toastSuccess(`Fabric ${name} deleted`),
            onError: (error) => toastError(failureMessage(error)),
            onSettled: () => setConfirming(false),
          })
        }
      />

      {fabric.colors.length === 0 ? (
        <p className="mt-4 text-sm text-linen-700">No colours yet.</p>
      ) : (
        <ul aria-label={`Colours of ${name}`} className="mt-4 divide-y divide-linen-200">
          {fabric.colors.map((color) => (
            <ColorItem key={color.id} fabricId={fabric.id} color={color} />
          ))}
        </ul>
      )}
      <AddColor fabric={fabric} />
      <RecordHistory
        entityType="fabric"
        entityId={fabric.id}
        name={name}
        emptyText="No staff changes recorded yet. Colour changes show here too."
        className="mt-4 text-sm"
        {...fabricHistory}
      />
    </article>
  );
}

function AddColor({ fabric }: { fabric: AdminFabric }) {
  const add = useAddColor();
  const [round, setRound] = useState(0);
  return (
    <div className="mt-4 border-t border-linen-200 pt-3">
      <NameForm
        key={round}
        id={`fabric-${fabric.id}-new-color`}
        label={`New colour of ${fabric.fabric_name}`}
        field="color_name"
        schema={colorBody}
        submitLabel={add.isPending ? 'Adding…' : 'Add colour'}
        pending={add.isPending}
        error={add.error}
        onSubmit={(name) =>
          add.mutate(
            { fabricId: fabric.id, color_name: name },
            {
              onSuccess: () => {
                toastSuccess(`Colour ${name} added to ${fabric.fabric_name}`);
                add.reset();
                setRound((r) => r + 1);
              },
            },
          )
        }
      />
    </div>
  );
}

function ColorItem({ fabricId, color }: { fabricId: number; color: AdminColor }) {
  const rename = useRenameColor();
  const remove = useDeleteColor();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = color.color_name;
  const uses = usesText([
    [color.variation_count, 'variation'],
    [color.order_count, 'order'],
  ]);

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <SwatchUpload fabricId={fabricId} color={color} />
      <div className="min-w-40 flex-1">
        {editing ? (
          <NameForm
            id={`color-${color.id}-name`}
            label={`New name for ${name}`}
            field="color_name"
            schema={colorBody}
            initial={name}
            submitLabel={rename.isPending ? 'Saving…' : 'Save'}
            pending={rename.isPending}
            error={rename.error}
            onCancel={() => {
              rename.reset();
              setEditing(false);
            }}
            onSubmit={(next) =>
              rename.mutate(
                { fabricId, colorId: color.id, color_name: next },
                {
                  onSuccess: () => {
                    toastSuccess(`${name} renamed to ${next}`);
                    setEditing(false);
                  },
                },
              )
            }
          />
        ) : (
          <>
            <p className="font-medium">{name}</p>
            <p className="text-sm text-linen-700">{uses ? `Used by ${uses}` : 'Not used yet'}</p>
          </>
        )}
      </div>
      {!editing && (
        <div className="flex gap-3">
          <button
            type="button"
            aria-label={`Rename colour ${name}`}
            onClick={() => setEditing(true)}
            className={linkButtonClassName}
          >
            Rename
          </button>
          <button
            type="button"
            aria-label={`Delete colour ${name}`}
            disabled={uses !== ''}
            title={uses ? `In use by ${uses}` : undefined}
            onClick={() => setConfirming(true)}
            className={`${linkButtonClassName} text-red-700`}
          >
            Delete
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete colour ${name}?`}
        description="No variation or order uses it. This cannot be undone."
        busy={remove.isPending}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        keepLabel="Cancel"
        danger
        onConfirm={() =>
          remove.mutate(
            { fabricId, colorId: color.id },
            {
              onSuccess: () => toastSuccess(`Colour ${name} deleted`),
              onError: (error) => toastError(failureMessage(error)),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </li>
  );
}
