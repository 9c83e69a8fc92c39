/** Fluent's names for a column's order, as aria-sort reads them. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/**
 * The contracts name a sort `field:asc` or `field:desc`, listing only the orders the server has
 * an index for (openapi/: CommunicationHistorySort, PracticeSort).
 */
export const parseSort = (value: string): SortState => {
  const [column = value, direction] = value.split(':');
  return { column, direction: direction === 'desc' ? 'descending' : 'ascending' };
};

const toValue = ({ column, direction }: SortState) =>
  `${column}:${direction === 'descending' ? 'desc' : 'asc'}`;

/** The columns the contract can sort on. */
export const sortableColumns = (values: readonly string[]): Set<string> =>
  new Set(values.map((value) => parseSort(value).column));

/**
 * The sort after a click on a column's header: the other direction of the current column when
 * the contract offers it, otherwise the column's first order in the contract's list.
 */
export const nextSort = <Value extends string>(
  values: readonly Value[],
  current: Value,
  column: string,
): Value => {
  const { column: currentColumn, direction } = parseSort(current);
  if (currentColumn === column) {
    const flipped = toValue({ column, direction: direction === 'ascending' ? 'descending' : 'ascending' });
    return values.find((value) => value === flipped) ?? current;
  }
  return values.find((value) => parseSort(value).column === column) ?? current;
};
