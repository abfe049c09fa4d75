import { useState } from 'react';
import { fabricBody } from '#src/shared/schemas/admin-catalogue-setup';
import { inputClassName } from '#src/web/components/ui/form-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { toastSuccess } from '#src/web/lib/toast';
import { useCreateFabric } from '../api/create-fabric';
import { useFabrics } from '../api/get-fabrics';
import { panelClassName } from '../lib/styles';
import { FabricCard } from './fabric-card';
import { NameForm } from './name-form';

/** Fabrics and their colours, with the swatch pictures the product page shows. */
export function FabricsScreen() {
  const query = useFabrics();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (query.data ?? []).filter(
    (f) =>
      !needle ||
      f.fabric_name.toLowerCase().includes(needle) ||
      f.colors.some((c) => c.color_name.toLowerCase().includes(needle)),
  );

  return (
    <section aria-labelledby="fabrics-title">
      <h2 id="fabrics-title" className="text-xl font-semibold">
        Fabrics &amp; colours
      </h2>
      <p className="mt-1 text-sm text-linen-700">
        Swatches are JPEG, PNG or WebP pictures of up to 5 MB; the shop shows them as small squares.
        A fabric or colour in use by products, variations or orders cannot be deleted.
      </p>
      <AddFabric />
      {query.isPending ? (
        <Spinner label="Loading fabrics" className="py-24" />
      ) : query.isError ? (
        <p role="alert" className="mt-6">
          The fabrics could not be loaded. Please reload the page.
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-linen-700 ring-1 ring-linen-200">
          There are no fabrics yet.
        </p>
      ) : (
        <>
          <div className="mt-6 max-w-sm">
            <label htmlFor="fabric-filter" className="block text-sm font-medium">
              Find a fabric or colour
            </label>
            <input
              id="fabric-filter"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className={`${inputClassName} mt-1`}
            />
          </div>
          <p className="mt-3 text-sm text-linen-700" aria-live="polite">
            {shown.length === query.data.length
              ? `${query.data.length} fabric${query.data.length === 1 ? '' : 's'}`
              : `${shown.length} of ${query.data.length} fabrics`}
          </p>
          <div className="mt-3 space-y-4">
            {shown.map((fabric) => (
              <FabricCard key={fabric.id} fabric={fabric} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function AddFabric() {
  const create = useCreateFabric();
  const [round, setRound] = useState(0);
  return (
    <div className={`${panelClassName} mt-4`}>
      <h3 className="text-lg">Add a fabric</h3>
      <div className="mt-2">
        <NameForm
          key={round}
          id="new-fabric-name"
          label="Fabric name"
          field="fabric_name"
          schema={fabricBody}
          submitLabel={create.isPending ? 'Adding…' : 'Add fabric'}
          pending={create.isPending}
          error={create.error}
          onSubmit={(name) =>
            create.mutate(
              { fabric_name: name },
              {
                onSuccess: () => {
                  toastSuccess(`Fabric ${name} added`);
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
