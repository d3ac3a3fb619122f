import { DataTable, type DataTableColumn } from './DataTable';

/** A list of a few rows, shown whole: the back-office data table without its pages. */
export const ShortList = <Row,>(props: {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  loading?: boolean;
}) => (
  <DataTable
    {...props}
    page={1}
    pageSize={Math.max(props.rows.length, 1)}
    total={props.rows.length}
    onPageChange={() => {}}
  />
);
