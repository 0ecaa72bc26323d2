/**
 * What every back-office list shares: the table (scrolling inside its card on a desktop, stacked
 * label/value cards on a phone), the filter bar (a search and selects), the pager, and the
 * dialogs' confirm/cancel buttons.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Button } from '#ui/button/Button.tsx';

import { adminStyles } from '#features/admin-access/index.ts';
import * as styles from './table.css.ts';

export type Column<T> = { key: string; header: string; cell: (row: T) => ReactNode };

export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  empty,
}: {
  /** Names the table and its scrolling region for screen readers. */
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** Shown instead of an empty table once the list has loaded. */
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty) return <p className={adminStyles.muted}>{empty}</p>;
  return (
    // Focusable, so a keyboard can scroll a table wider than its card (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} role="table" aria-label={label}>
        <thead className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className={styles.cell}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={styles.row} data-testid={rowTestId}>
              {columns.map((column) => (
                // The explicit roles keep it a table for screen readers when a phone stacks it.
                // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                <td key={column.key} role="cell" className={styles.cell} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type Filter = {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
};

/** A search box (searched on the server) and the list's selects, wrapping on a phone. */
export function FilterBar({
  search,
  filters,
}: {
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters: Filter[];
}) {
  return (
    <div className={styles.filterBar}>
      {search && (
        <input
          className={`${adminStyles.input} ${styles.search}`}
          type="search"
          aria-label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
        />
      )}
      {filters.map((filter) => (
        <select
          key={filter.label}
          className={`${adminStyles.input} ${styles.select}`}
          aria-label={filter.label}
          value={filter.value}
          onChange={(e) => filter.onChange(e.target.value)}
        >
          {filter.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}

/** Previous / "Page n sur m" / Next; `pages` unknown: no page count shown. */
export function Pagination({
  page,
  pages,
  hasNext,
  onPage,
}: {
  page: number;
  pages?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const shownPage = page + 1;
  return (
    <div className={adminStyles.row}>
      <Button tone="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <Trans>Précédent</Trans>
      </Button>
      {pages !== undefined && (
        <span className={adminStyles.muted}>
          <Trans>
            Page {shownPage} sur {pages}
          </Trans>
        </span>
      )}
      <Button tone="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        <Trans>Suivant</Trans>
      </Button>
    </div>
  );
}

/** A dialog's confirm and cancel buttons. */
export function DialogActions({
  confirm,
  onConfirm,
  disabled = false,
  onCancel,
}: {
  confirm: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={adminStyles.row}>
      <Button onClick={onConfirm} disabled={disabled}>
        {confirm}
      </Button>
      <Button tone="secondary" onClick={onCancel}>
        <Trans>Annuler</Trans>
      </Button>
    </div>
  );
}
