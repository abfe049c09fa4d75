import { useCompanyPeople } from '../api/get-company-people';

export type CompanyFilter = { buyer: number | undefined; site: number | undefined };

const selectClass = 'h-10 rounded-md bg-white px-3 ring-1 ring-linen-300';

/** A choice of "All …" and the options; its value as an id, or undefined for all. */
function Filter({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: number | undefined;
  options: Array<{ id: number; name: string }>;
  onChange: (id: number | undefined) => void;
}) {
  // An id from the address the list does not hold (another company's, say) still shows.
  const shown =
    value === undefined || options.some((option) => option.id === value)
      ? options
      : [...options, { id: value, name: `#${value}` }];
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-linen-900">
      {label}
      <select
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          onChange(event.target.value === '' ? undefined : Number(event.target.value));
        }}
        className={selectClass}
      >
        <option value="">{all}</option>
        {shown.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The company view's Buyer and Site filters (docs/screens.md "My Orders and tracking"): the
 * company's members and delivery sites, from GET /api/company.
 */
export function CompanyFilters({
  buyer,
  site,
  onChange,
}: CompanyFilter & { onChange: (filter: CompanyFilter) => void }) {
  const people = useCompanyPeople(true);
  const members = (people.data?.members ?? []).map((member) => ({
    id: member.id,
    name: member.active ? member.full_name : `${member.full_name} (deactivated)`,
  }));
  return (
    <>
      <Filter
        label="Buyer"
        all="All buyers"
        value={buyer}
        options={members}
        onChange={(id) => {
          onChange({ buyer: id, site });
        }}
      />
      <Filter
        label="Site"
        all="All sites"
        value={site}
        options={people.data?.sites ?? []}
        onChange={(id) => {
          onChange({ buyer, site: id });
        }}
      />
    </>
  );
}
