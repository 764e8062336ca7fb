import { useState } from 'react';
import { downloadCsv, toCsv, type CsvValue } from './csv';

interface CsvExport<T> {
  fileName: string;
  header: readonly string[];
  /** Every row to export (e.g. all pages of a list, not only the one shown). */
  load(): Promise<T[]>;
  row(item: T): CsvValue[];
  /** Besides the log, e.g. a toast (the failure is also in `failed`). */
  onFailure?: () => void;
}

/** An Export CSV button's behaviour: load, build, download; `exporting` while busy, `failed` after a failure. */
export function useCsvExport<T>({ fileName, header, load, row, onFailure }: CsvExport<T>) {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    setFailed(false);
    try {
      downloadCsv(fileName, toCsv(header, (await load()).map(row)));
    } catch (error) {
      console.error(`Could not export ${fileName}:`, error);
      setFailed(true);
      onFailure?.();
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, exporting, failed };
}
