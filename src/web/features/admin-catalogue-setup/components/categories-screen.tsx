import { useState } from 'react';
import { isBedsCategory } from '#src/shared/domain/catalog-rules';
import { categoryBody, type AdminCategory } from '#src/shared/schemas/admin-catalogue-setup';
import { Spinner } from '#src/web/components/ui/spinner';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useRenameCategory } from '../api/rename-category';
import { useReorderCategories } from '../api/reorder-categories';
import { failureMessage } from '../lib/form-values';
import {
  cellClassName,
  headCellClassName,
  linkButtonClassName,
  panelClassName,
  secondaryButtonClassName,
  tableClassName,
} from '../lib/styles';
import { NameForm } from './name-form';
import { RecordHistory } from '#src/web/components/admin/record-history';
import { categoryHistory } from '../lib/history';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';

const isBeds = (c: AdminCategory) => isBedsCategory(c.category_name);

/** Categories in storefront order: add, rename, move up or down, delete when empty. */
export function CategoriesScreen() {
  const query = useCategories();
  const reorder = useReorderCategories();

  const move = (list: AdminCategory[], index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, {
      onSuccess: () =>
        toastSuccess(`${list[index]!.category_name} moved ${by < 0 ? 'up' : 'down'}`),
      onError: (error) => toastError(failureMessage(error)),
    });
  };

  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className="text-xl font-semibold">
        Categories
      </h2>
      <p className="mt-1 text-sm text-linen-700">
        The storefront lists categories in this order. Changes show in the shop at once. Category
        pictures are changed under Content.
      </p>
      <AddCategory />
      {query.isPending ? (
        <Spinner label="Loading categories" className="py-24" />
      ) : query.isError ? (
        <p role="alert" className="mt-6">
          The categories could not be loaded. Please reload the page.
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-linen-700 ring-1 ring-linen-200">
          There are no categories yet.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl bg-white ring-1 ring-linen-200">
          <table className={tableClassName}>
            <caption className="sr-only">Categories, in storefront order</caption>
            <thead className="bg-linen-50 text-linen-700">
              <tr>
                <th scope="col" className={headCellClassName}>
                  Position
                </th>
                <th scope="col" className={headCellClassName}>
                  Name
                </th>
                <th scope="col" className={`${headCellClassName} text-right`}>
                  Products
                </th>
                <th scope="col" className={headCellClassName}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {query.data.map((category, index) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  position={index + 1}
                  canMoveUp={index > 0}
                  canMoveDown={index < query.data.length - 1}
                  moving={reorder.isPending}
                  onMove={(by) => move(query.data, index, by)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AddCategory() {
  const create = useCreateCategory();
  // A new key empties the form after each category added.
  const [round, setRound] = useState(0);
  return (
    <div className={`${panelClassName} mt-4`}>
      <h3 className="text-lg">Add a category</h3>
      <div className="mt-2">
        <NameForm
          key={round}
          id="new-category-name"
          label="Category name"
          field="category_name"
          schema={categoryBody}
          submitLabel={create.isPending ? 'Adding…' : 'Add category'}
          pending={create.isPending}
          error={create.error}
          onSubmit={(name) =>
            create.mutate(
              { category_name: name },
              {
                onSuccess: () => {
                  toastSuccess(`Category ${name} added`);
                  create.reset();
                  setRound((r) => r + 1);
                },
              },
            )
          }
        />
      </div>
    </div>
  );
}

interface CategoryRowProps {
  category: AdminCategory;
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
}

function CategoryRow({
  category,
  position,
  canMoveUp,
  canMoveDown,
  moving,
  onMove,
}: CategoryRowProps) {
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = category.category_name;
  const blockedReason = isBeds(category)
    ? 'Beds cannot be deleted: storage options and lead times are tied to it.'
    : category.product_count > 0
      ? 'Only an empty category can be deleted.'
      : undefined;

  return (
    <tr className="hover:bg-linen-50">
      <td className={`${cellClassName} tabular-nums`}>{position}</td>
      <td className={cellClassName}>
        {editing ? (
          <NameForm
            id={`category-${category.id}-name`}
            label={`New name for ${name}`}
            field="category_name"
            schema={categoryBody}
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
                { id: category.id, category_name: next },
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
          <span className="font-medium">{name}</span>
        )}
      </td>
      <td className={`${cellClassName} text-right tabular-nums`}>{category.product_count}</td>
      <td className={cellClassName}>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={!canMoveUp || moving}
            onClick={() => onMove(-1)}
            className={secondaryButtonClassName}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={!canMoveDown || moving}
            onClick={() => onMove(1)}
            className={secondaryButtonClassName}
          >
            ↓
          </button>
          {!editing && (
            <button
              type="button"
              aria-label={`Rename ${name}`}
              onClick={() => setEditing(true)}
              className={linkButtonClassName}
            >
              Rename
            </button>
          )}
          <button
            type="button"
            aria-label={`Delete ${name}`}
            disabled={blockedReason !== undefined}
            title={blockedReason}
            onClick={() => setConfirming(true)}
            className={`${linkButtonClassName} text-red-700`}
          >
            Delete
          </button>
        </div>
        <RecordHistory
          entityType="category"
          entityId={category.id}
          name={name}
          {...categoryHistory}
        />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete ${name}?`}
          description="The category disappears from the shop and its menus. This cannot be undone."
          busy={remove.isPending}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          keepLabel="Cancel"
          danger
          onConfirm={() =>
            remove.mutate(category.id, {
              onSuccess: () => toastSuccess(`Category ${name} deleted`),
              onError: (error) => toastError(failureMessage(error)),
              onSettled: () => setConfirming(false),
            })
          }
        />
      </td>
    </tr>
  );
}
