import { useId, useState, type ReactNode, type Ref } from 'react';
import { STORAGE_TYPES, type StorageType } from '#src/shared/domain/pricing';
import type { ProductDetail } from '#src/shared/schemas/catalog';

type Choice<T> = { value: T; label: string; swatch?: ReactNode };

type ChoiceGroupProps<T extends string | number> = {
  legend: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  groupRef?: Ref<HTMLFieldSetElement> | undefined;
};

/**
 * One chooser as a native radio group (arrow keys move between options) drawn as
 * chips; the focus ring sits on the chip of the focused radio.
 */
function ChoiceGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  groupRef,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset ref={groupRef}>
      <legend className="text-sm font-semibold text-linen-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm outline-offset-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-walnut-600 ${
                checked
                  ? 'border-walnut-700 bg-walnut-50 font-semibold text-walnut-800'
                  : 'border-linen-400 bg-white text-linen-900 hover:border-walnut-500'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.swatch}
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type ProductChooserProps = {
  product: ProductDetail;
  value: number | null;
  onChange: (id: number) => void;
  groupRef?: Ref<HTMLFieldSetElement>;
};

export function SizeChooser({ product, value, onChange, groupRef }: ProductChooserProps) {
  return (
    <ChoiceGroup
      groupRef={groupRef}
      legend="Size"
      value={value}
      onChange={onChange}
      choices={product.Sizes.map((size) => ({ value: size.id, label: size.size }))}
    />
  );
}

export function FabricChooser({ product, value, onChange, groupRef }: ProductChooserProps) {
  return (
    <ChoiceGroup
      groupRef={groupRef}
      legend="Fabric"
      value={value}
      onChange={onChange}
      choices={product.Fabrics.map((fabric) => ({ value: fabric.id, label: fabric.fabric_name }))}
    />
  );
}

type ColorChooserProps = {
  colors: ProductDetail['Fabrics'][number]['fabricColors'];
  value: number | null;
  onChange: (id: number) => void;
  groupRef?: Ref<HTMLFieldSetElement>;
};

export function ColorChooser({ colors, value, onChange, groupRef }: ColorChooserProps) {
  return (
    <ChoiceGroup
      groupRef={groupRef}
      legend="Fabric Color"
      value={value}
      onChange={onChange}
      choices={colors.map((color) => ({
        value: color.id,
        label: color.color_name,
        swatch: <Swatch imageUrl={color.image_url} name={color.color_name} />,
      }))}
    />
  );
}

/** The colour's picture, or (none, or it fails to load) a chip with its initial. */
function Swatch({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-7 rounded-full object-cover ring-1 ring-linen-300"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-7 place-items-center rounded-full bg-linen-200 text-xs font-semibold text-linen-800 ring-1 ring-linen-300"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** docs/business-rules.md "Catalogue": beds only; Non Ottoman unless the buyer picks storage. */
export function StorageChooser({
  value,
  onChange,
}: {
  value: StorageType;
  onChange: (value: StorageType) => void;
}) {
  return (
    <ChoiceGroup
      legend="Storage"
      value={value}
      onChange={onChange}
      choices={STORAGE_TYPES.map((type) => ({ value: type, label: type }))}
    />
  );
}
