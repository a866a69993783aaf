import { buildPath, pipelineEndpoints, type PipelineView } from '@fathom/contract';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export type ExportFormat = 'csv' | 'xlsx';

/** The file name a Content-Disposition header gives, if any. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

/**
 * Exports every niche of the view as CSV or Excel: the server streams the file, the browser
 * saves it under the server's name.
 */
export async function exportPipeline(
  orgId: number,
  view: PipelineView,
  format: ExportFormat,
): Promise<void> {
  const path = buildPath(pipelineEndpoints.exportPipeline.path, { orgId });
  let response: Response;
  try {
    response = await fetch(`${path}?format=${format}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(view),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'Network Error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : 'Failed to export niches';
    throw new ApiError(response.status, message);
  }
  const blob = await response.blob();
  const name = attachmentName(response.headers.get('content-disposition')) ?? `niches.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
