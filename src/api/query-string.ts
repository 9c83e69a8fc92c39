const serialize = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  return JSON.stringify(value);
};

/**
 * Query parameters as a form would send them and as the contracts declare them (`form`, exploded):
 * undefined and null are left out, arrays repeat their name (`ids=a&ids=b`, where axios's own
 * serializer writes `ids[]=a`). Without the leading `?`.
 */
export const queryString = (params: object | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) search.append(name, serialize(item));
  }
  return search.toString();
};
