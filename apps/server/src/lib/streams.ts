import type { Writable } from 'node:stream';

/**
 * Waits while the reader is behind, so rows never pile up in memory; fails when the reader is
 * gone (a closed download), which ends the export and its read.
 */
export async function drained(out: Writable): Promise<void> {
  const gone = () => new Error('The export was closed before it ended');
  if (out.destroyed) throw gone();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(gone());
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}
