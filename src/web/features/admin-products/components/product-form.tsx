import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useOncePerRun } from '#src/web/lib/use-once-per-run';
import { useUnsavedChangesWarning } from '#src/web/lib/use-unsaved-changes';
import { useNavigate } from 'react-router';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverFieldErrors, serverMessage, type FieldMessages } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  UNLIMITED_STOCK,
} from '#src/shared/domain/admin-products';
import { useSaveProduct } from '../api/save-product';
import { parseTypedNumber } from '#src/web/lib/typed-number';
import { euroProblem, euroText } from '../lib/money-input';
import { panelClassName, selectClassName, smallPrimaryClassName } from '../lib/styles';
import type { AdminProduct, ProductBody, ProductFormOptions, ProductStatus } from '../types';
import { ChoiceList } from './choice-list';
import { LeadTimeFields, leadTimeBody, leadTimeText, type LeadTimeText } from './lead-time-fields';

const RichTextEditor = lazy(() =>
  import('#src/web/components/ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

interface Values {
  product_name: string;
  sku: string;
  description: string;
  special_instructions: string;
  price: string;
  stock: string;
  unlimited: boolean;
  status: ProductStatus;
  categoryIds: number[];
  sizeIds: number[];
  fabricIds: number[];
  lead: LeadTimeText;
  fabricLeads: Record<number, LeadTimeText>;
}

const valuesOf = (p: AdminProduct | undefined): Values => ({
  product_name: p?.product_name ?? '',
  sku: p?.sku ?? '',
  description: p?.description ?? '',
  special_instructions: p?.special_instructions ?? '',
  price: p ? euroText(p.price_euro) : '',
  stock: p && p.stock >= 0 ? String(p.stock) : '0',
  unlimited: p ? p.stock === UNLIMITED_STOCK : true,
  status: p?.status ?? 'available',
  categoryIds: p?.categoryIds ?? [],
  sizeIds: p?.sizeIds ?? [],
  fabricIds: p?.fabricIds ?? [],
  lead: leadTimeText(p?.lead_time_min_days ?? null, p?.lead_time_max_days ?? null),
  fabricLeads: Object.fromEntries(
    (p?.fabric_lead_times ?? []).map((f) => [
      f.fabricId,
      leadTimeText(f.lead_time_min_days, f.lead_time_max_days),
    ]),
  ),
});

/** The body to send, or the messages of the fields that are not right yet. */
function bodyOf(v: Values): { body?: ProductBody; errors: FieldMessages } {
  const errors: FieldMessages = {};
  if (!v.product_name.trim()) errors.product_name = 'Enter the product name';
  if (!v.sku.trim()) errors.sku = 'Enter the SKU';
  const price = parseTypedNumber(v.price);
  if (price === undefined) errors.price_euro = 'Enter the price';
  else {
    const problem = euroProblem(v.price);
    if (problem) errors.price_euro = problem;
  }
  const stock = v.unlimited ? UNLIMITED_STOCK : Number(v.stock.trim());
  if (!v.unlimited && (!/^\d+$/.test(v.stock.trim()) || !Number.isSafeInteger(stock))) {
    errors.stock = 'Enter a whole number of 0 or more, or tick Unlimited';
  }
  const leadTimes = leadTimeBody(v.lead, v.fabricLeads, v.fabricIds, errors);
  if (Object.keys(errors).length || !leadTimes) return { errors };
  return {
    errors,
    body: {
      product_name: v.product_name.trim(),
      sku: v.sku.trim(),
      description: v.description,
      special_instructions: v.special_instructions.trim(),
      price_euro: price!,
      stock,
      status: v.status,
      categoryIds: v.categoryIds,
      sizeIds: v.sizeIds,
      fabricIds: v.fabricIds,
      ...leadTimes,
    },
  };
}

export interface ProductFormProps {
  product?: AdminProduct | undefined;
  options: ProductFormOptions;
}

/** Name, SKU, description, price, stock, status and links of a product, saved together. */
export function ProductForm({ product, options }: ProductFormProps) {
  const [values, setValues] = useState(() => valuesOf(product));
  const [savedValues, setSavedValues] = useState(values);
  useUnsavedChangesWarning(JSON.stringify(values) !== JSON.stringify(savedValues));
  // The version of the details these values came from: a save is refused when someone
  // else saved since (two tabs, two staff), rather than undoing their change.
  const [baseVersion, setBaseVersion] = useState(product?.editVersion);
  const [errors, setErrors] = useState<FieldMessages>({});
  const save = useSaveProduct();
  // A double click saves once: a second PUT with the same version would be refused (409).
  const once = useOncePerRun(save.isPending);
  const navigate = useNavigate();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const submitted = values;
    const { body, errors: problems } = bodyOf(submitted);
    setErrors(problems);
    if (!body) return;
    once(() =>
      save.mutate(
        { id: product?.id, body: { ...body, editVersion: baseVersion } },
        {
          onSuccess: (saved) => {
            setBaseVersion(saved.editVersion);
            setSavedValues(submitted);
            toastSuccess(product ? 'Product saved' : 'Product created');
            if (!product) void navigate(`/admin/catalogue/products/${saved.id}`, { replace: true });
          },
          onError: (error) => {
            setErrors(serverFieldErrors(error));
            toastError(serverMessage(error) ?? 'The product could not be saved. Please try again.');
          },
        },
      ),
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Product details" className={panelClassName}>
      <h2 className="text-lg font-semibold">Details</h2>
      <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
        <TextField
          id="product-name"
          label="Name"
          value={values.product_name}
          onValueChange={(v) => set('product_name', v)}
          error={errors.product_name}
          maxLength={200}
        />
        <TextField
          id="product-sku"
          label="SKU"
          value={values.sku}
          onValueChange={(v) => set('sku', v)}
          error={errors.sku}
          maxLength={64}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          id="product-price"
          label="Price (€, before VAT)"
          inputMode="decimal"
          value={values.price}
          onValueChange={(v) => set('price', v)}
          error={errors.price_euro}
          hint="Used when no variation price applies"
        />
        <div>
          <TextField
            id="product-stock"
            label="Stock"
            inputMode="numeric"
            value={values.unlimited ? '' : values.stock}
            placeholder={values.unlimited ? 'Unlimited' : ''}
            disabled={values.unlimited}
            onValueChange={(v) => set('stock', v)}
            error={errors.stock}
          />
          <label className="-mt-4 mb-4 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.unlimited}
              onChange={(e) => set('unlimited', e.target.checked)}
              className="size-4 accent-walnut-700"
            />
            Unlimited stock (made to order)
          </label>
        </div>
        <FormField id="product-status" label="Status" error={errors.status}>
          {(control) => (
            <select
              {...control}
              value={values.status}
              onChange={(e) => set('status', e.target.value as ProductStatus)}
              className={selectClassName}
            >
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PRODUCT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <div className="mt-2">
        <p id="product-description-label" className="text-sm font-medium text-linen-900">
          Description
        </p>
        <div className="mt-1">
          <Suspense fallback={<Spinner label="Loading the editor" className="py-8" />}>
            <RichTextEditor
              labelId="product-description-label"
              describedBy={errors.description ? 'product-description-error' : undefined}
              invalid={Boolean(errors.description)}
              value={values.description}
              onChange={(html) => set('description', html)}
            />
          </Suspense>
        </div>
        <p
          id="product-description-error"
          role="alert"
          className="mt-1 min-h-5 text-sm text-red-700"
        >
          {errors.description}
        </p>
      </div>

      <FormField
        id="product-instructions"
        label="Special instructions"
        error={errors.special_instructions}
        hint={`${values.special_instructions.length}/2000`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={values.special_instructions}
            onChange={(e) => set('special_instructions', e.target.value)}
            className={selectClassName}
          />
        )}
      </FormField>

      <div className="mt-2 grid gap-4 md:grid-cols-3">
        <ChoiceList
          legend="Categories"
          choices={options.categories}
          selected={values.categoryIds}
          onChange={(ids) => set('categoryIds', ids)}
          error={errors.categoryIds}
          emptyText="No categories yet."
        />
        <ChoiceList
          legend="Sizes"
          choices={options.sizes}
          selected={values.sizeIds}
          onChange={(ids) => set('sizeIds', ids)}
          error={errors.sizeIds}
          emptyText="No sizes yet."
        />
        <ChoiceList
          legend="Fabrics"
          choices={options.fabrics}
          selected={values.fabricIds}
          onChange={(ids) => set('fabricIds', ids)}
          error={errors.fabricIds}
          emptyText="No fabrics yet."
        />
      </div>
      {product && (
        <p className="mt-2 text-sm text-linen-700">
          Removing a size or fabric also removes its prices from the variation grid.
        </p>
      )}

      <LeadTimeFields
        lead={values.lead}
        onLeadChange={(lead) => set('lead', lead)}
        fabrics={options.fabrics.filter((f) => values.fabricIds.includes(f.id))}
        fabricLeads={values.fabricLeads}
        onFabricLeadChange={(id, lead) => set('fabricLeads', { ...values.fabricLeads, [id]: lead })}
        errors={errors}
      />

      <div className="mt-6 flex justify-end">
        <button type="submit" disabled={save.isPending} className={smallPrimaryClassName}>
          {save.isPending ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </button>
      </div>
    </form>
  );
}
