import {
  buildPath,
  buildQuery,
  dataImportEndpoints as e,
  dataImportType,
  DataImportSummary,
  type MarketplaceTld,
} from '@fathom/contract';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';

/**
 * Sends one file to the import endpoint as its raw body, reporting the share sent (0..1) as it
 * goes: fetch cannot tell upload progress, XMLHttpRequest can.
 */
export function uploadImport(
  orgId: number,
  file: File,
  marketplace: MarketplaceTld,
  onProgress: (sent: number) => void,
): Promise<DataImportSummary> {
  const url =
    buildPath(e.uploadImport.path, { orgId }) + buildQuery({ name: file.name, marketplace });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', dataImportType(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, 'Network Error'));
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (xhr.status !== 200) {
        const message =
          body &&
          typeof body === 'object' &&
          typeof (body as { message?: unknown }).message === 'string'
            ? (body as { message: string }).message
            : `Request failed (${xhr.status})`;
        reject(new ApiError(xhr.status, message));
        return;
      }
      const parsed = DataImportSummary.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(500, 'The server sent an unexpected response.', 'Invalid Response'));
    };
    onProgress(0);
    xhr.send(file);
  });
}
