import { waitFor } from '@testing-library/react';
import { expect, type vi } from 'vitest';
import type { SaveFile } from '@/utils/save-file';
import { readCsv } from './read-csv';

/** What the browser would have saved of a screen's one CSV export: its name, its first bytes and its rows. */
export const savedCsv = async (saveFile: ReturnType<typeof vi.fn<SaveFile>>, separator: ',' | ';') => {
  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  const [blob, name] = saveFile.mock.calls[0]!;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { ...readCsv(text, separator), name, firstBytes: [...bytes.slice(0, 3)] };
};
