import { inputClassName } from '../ui/form-field';

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

/** A console list's labelled filter (a state, a status): a choice of one, kept in the URL. */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as Value)}
        className={`${inputClassName} mt-1`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
