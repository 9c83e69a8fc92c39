import { makeStyles, TableHeaderCell } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Fluent lays a header's label out in a flex box of its own: text-align on the cell does not
  // reach it, and the label stayed at the start, away from its numbers at the end.
  content: { justifyContent: 'flex-end', textAlign: 'end' },
});

/** The header of a column of numbers, at the end of the column like its numbers. */
export const NumberHeaderCell = ({ children }: { children: ReactNode }) => {
  const styles = useStyles();
  return (
    <TableHeaderCell scope="col" button={{ className: styles.content }}>
      {children}
    </TableHeaderCell>
  );
};
