import type { ReactNode } from 'react';
import { RowButton, RowFieldset } from './TariffFields';

/**
 * A rate's list of rows (its flat fares, its hourly packages): each row's fields under its
 * number, a button that removes that row, then one that adds a row.
 */
export const RowList = <Item,>({
  items,
  legend,
  columns,
  removeText,
  removeLabel,
  onRemove,
  addText,
  onAdd,
  addDisabled = false,
  buttonClassName,
  children,
}: {
  items: readonly Item[];
  /** the row's title, from its number (1, 2…) */
  legend: (n: number) => string;
  /** the row's grid on wide screens */
  columns: string;
  removeText: string;
  /** the remove button's accessible name, from the row's number */
  removeLabel: (n: number) => string;
  onRemove: (index: number) => void;
  addText: string;
  onAdd: () => void;
  addDisabled?: boolean;
  /** lines the remove button up with the fields (below their labels) */
  buttonClassName: string;
  /** the fields of the row at `index` */
  children: (item: Item, index: number) => ReactNode;
}) => (
  <>
    {items.length > 0 && (
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          // a row has no identity but its place: a removal renumbers the ones after it
          <li key={index}>
            <RowFieldset legend={legend(index + 1)} columns={columns}>
              {children(item, index)}
              <div className={buttonClassName}>
                <RowButton
                  text={removeText}
                  label={removeLabel(index + 1)}
                  onClick={() => onRemove(index)}
                />
              </div>
            </RowFieldset>
          </li>
        ))}
      </ol>
    )}
    <div>
      <button
        type="button"
        disabled={addDisabled}
        onClick={onAdd}
        className="btn btn-outline min-h-11 px-4 text-sm"
      >
        {addText}
      </button>
    </div>
  </>
);
