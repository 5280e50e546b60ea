import { Form, useSubmit } from "@remix-run/react";
import Search from "lucide-react/dist/esm/icons/search.js";
import type { ReactNode } from "react";
import { StatusButton } from "~/components/ui/StatusButton";

export type FilterSelect = {
  name: string;
  label: string;
  value: string;
  /** The first option, which filters nothing ("All", "All tiers"). */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

const controlClasses = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2";

/**
 * The search box and filters above an admin list: a GET form, so the filter is in the URL (shareable,
 * works without JavaScript). With JavaScript a changed select applies at once; typing waits for
 * Enter or Search.
 */
export function FilterForm({
  search,
  selects,
  dates,
  searching,
}: {
  search: { value: string; placeholder: string; hint?: ReactNode };
  selects: FilterSelect[];
  /** A date range (`from`, `to`: YYYY-MM-DD, inclusive). */
  dates?: { from: string; to: string };
  /** A search is on its way: the button says so. */
  searching: boolean;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:flex-wrap md:items-end"
      role="search"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT") submit(event.currentTarget);
      }}
    >
      <div className="flex-1 md:min-w-64">
        <label htmlFor="q" className="text-sm font-semibold text-slate-800">
          Search
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={search.value}
          key={search.value}
          placeholder={search.placeholder}
          aria-describedby={search.hint ? "q-hint" : undefined}
          className={controlClasses}
        />
        {search.hint ? (
          <p id="q-hint" className="mt-1 text-xs text-slate-600">
            {search.hint}
          </p>
        ) : null}
      </div>
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={select.name} className="text-sm font-semibold text-slate-800">
            {select.label}
          </label>
          <select
            id={select.name}
            name={select.name}
            defaultValue={select.value}
            key={select.value}
            className={`${controlClasses} md:w-48`}
          >
            <option value="">{select.allLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {dates
        ? (["from", "to"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={name} className="text-sm font-semibold text-slate-800">
                {name === "from" ? "From" : "To"}
              </label>
              <input id={name} name={name} type="date" defaultValue={dates[name]} key={dates[name]} className={controlClasses} />
            </div>
          ))
        : null}
      <StatusButton type="submit" pending={searching} pendingLabel="Searching..." className="min-h-11">
        <Search aria-hidden="true" />
        Search
      </StatusButton>
    </Form>
  );
}
