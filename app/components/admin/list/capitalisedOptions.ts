/** An option list from values: "pending" → "Pending". */
export const capitalisedOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));
