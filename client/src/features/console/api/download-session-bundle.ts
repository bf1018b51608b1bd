import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';

const endpoint = mockSessionEndpoints.downloadBundle;

/** GET /__mock/sessions/{id}/bundle, saved as a file: the session to open elsewhere (Import bundle). */
export async function downloadSessionBundle(id: string): Promise<void> {
  // A download answers bytes (a Blob) where the contract types it as text.
  const file = (await callEndpoint(endpoint, { params: { id } })) as unknown as Blob;
  saveTextFile(endpoint.download.fileName({ id }), file, endpoint.download.contentType);
}

export const downloadSessionBundleMutationOptions = () =>
  mutationOptions({ mutationKey: ['mock', 'downloadBundle'], mutationFn: downloadSessionBundle });

export const useDownloadSessionBundle = () => useMutation(downloadSessionBundleMutationOptions());
