/** Whether a path segment is a parameter: `{id}` in OpenAPI, `:id` in MSW and wouter. */
const isParam = (segment: string) => segment.startsWith('{') || segment.startsWith(':');

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Orders path templates so that static segments come before parameters at the same depth:
 * `/users/profile` must be tried before `/users/{id}` (or `/users/:id`), which would swallow it.
 * Equal shapes sort by name, then shorter first, so the order is stable.
 */
export const compareStaticFirst = (a: string, b: string): number => {
  const left = segments(a);
  const right = segments(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const l = left[index] ?? '';
    const r = right[index] ?? '';
    if (isParam(l) !== isParam(r)) return isParam(l) ? 1 : -1;
    if (l !== r) return l < r ? -1 : 1;
  }
  return left.length - right.length;
};
