import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import type { SignerRole } from '@shared/signing/signers';
import type {
  DeclineBody,
  DocumentCenter,
  SaveFormBody,
  SignBody,
  SigningDocument,
  SignResponse,
  StartDocumentResponse,
  Verification,
} from '@shared/signing/signing.schema';
import { apiBlob, apiRequest, apiUpload } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const base = '/family/signing/documents';
const documentPath = (documentId: string) => `${base}/${encodeURIComponent(documentId)}`;

export const documentCenterQuery = queryOptions({
  queryKey: queryKeys.signing.center,
  queryFn: ({ signal }) => apiRequest<DocumentCenter>(base, { signal }),
});

/** GET /api/family/signing/documents: the Document Center. */
export const useDocumentCenter = () => useQuery(documentCenterQuery);

/** Whether someone the family sent a link to may sign it meanwhile, in another window or on another device. */
const waitsForLink = (document: SigningDocument | undefined) =>
  document !== undefined &&
  !document.submitted &&
  document.signers.some((signer) => signer.signsByLink && signer.signedAt === null && signer.linkSentTo);

/** GET /api/family/signing/documents/:id: the signing page (another family's answers 404). */
export function useSigningDocument(documentId: string) {
  return useQuery({
    queryKey: queryKeys.signing.document(documentId),
    queryFn: ({ signal }) => apiRequest<SigningDocument>(documentPath(documentId), { signal }),
    retry: false,
    // The answers on screen are the family's draft (kept by the form, not the query), so a new read changes only
    // the signers: it is worth one when the family comes back while a link's signer may have signed.
    refetchOnWindowFocus: (query) => waitsForLink(query.state.data),
    staleTime: Infinity,
  });
}

/** Afterwards the Document Center and the family's dashboard (journey items) are read again. */
function useRefreshSigning() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.signing.center }),
      queryClient.invalidateQueries({ queryKey: queryKeys.familyPortal.all }),
    ]);
}

/** POST /api/family/signing/documents: start a template (or continue the one already started). */
export function useStartDocument() {
  const refresh = useRefreshSigning();
  return useMutation({
    mutationFn: (templateId: string) =>
      apiRequest<StartDocumentResponse>(base, { method: 'POST', body: { templateId } }),
    onSuccess: refresh,
  });
}

/** POST /api/family/signing/checklist-items/:id/open: a journey item's form. */
export function useOpenChecklistItem() {
  const refresh = useRefreshSigning();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiRequest<StartDocumentResponse>(
        `/family/signing/checklist-items/${encodeURIComponent(documentId)}/open`,
        {
          method: 'POST',
        },
      ),
    onSuccess: refresh,
  });
}

/**
 * Opens a journey item's form the way the dashboard does: its signing document is started the first time, then
 * its signing page opens. Resolves false when the item has no form to fill online.
 */
export function useOpenChecklistForm(): (documentId: string) => Promise<boolean> {
  const navigate = useNavigate();
  const { mutateAsync: openChecklistItem } = useOpenChecklistItem();
  return useCallback(
    (documentId: string) =>
      openChecklistItem(documentId).then(
        (opened) => {
          void navigate(`${PATHS.familySigning}/${opened.documentId}`);
          return true;
        },
        () => false,
      ),
    [navigate, openChecklistItem],
  );
}

/** PUT …/form: Save Draft and autosave. */
export function useSaveForm(documentId: string) {
  return useMutation({
    mutationFn: (body: SaveFormBody) =>
      apiRequest<{ savedAt: string }>(`${documentPath(documentId)}/form`, { method: 'PUT', body }),
  });
}

/** POST …/signatures: one applicant's drawn signature and consent. */
export function useSignDocument(documentId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSigning();
  return useMutation({
    mutationFn: (body: SignBody) =>
      apiRequest<SignResponse>(`${documentPath(documentId)}/signatures`, { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<SigningDocument>(queryKeys.signing.document(documentId), (current) =>
        current ? { ...current, signers: answer.signers } : current,
      );
      void refresh();
    },
  });
}

/**
 * POST …/submit: saves the form, checks the family's signatures, seals; `sealedVersion` is null when the agency
 * countersigns first (the document is then Pending Review).
 */
export function useSubmitDocument(documentId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSigning();
  return useMutation({
    mutationFn: (body: SaveFormBody) =>
      apiRequest<{ sealedVersion: number | null }>(`${documentPath(documentId)}/submit`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.signing.document(documentId) });
      void refresh();
    },
  });
}

/** The page answered by a signer action: the signing page reads it at once, the Document Center again. */
function useSignerAction<Body>(documentId: string, action: 'link' | 'decline') {
  const queryClient = useQueryClient();
  const refresh = useRefreshSigning();
  return useMutation({
    mutationFn: ({ role, ...body }: Body & { role: SignerRole }) =>
      apiRequest<SigningDocument>(`${documentPath(documentId)}/signers/${role}/${action}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.signing.document(documentId), answer);
      void refresh();
    },
  });
}

/**
 * POST …/signers/:role/link: e-mails (again) the one-time signing link of an adult of the home who is not an
 * applicant (valid 14 days; an earlier link of theirs stops working).
 */
export const useSendSigningLink = (documentId: string) =>
  useSignerAction<{ email: string }>(documentId, 'link');

/** POST …/signers/:role/decline: the signer declines with a reason; every signature is cleared. */
export const useDeclineSigner = (documentId: string) => useSignerAction<DeclineBody>(documentId, 'decline');

/** Downloads a sealed version and hands it to the browser as a file. */
export async function downloadBlob(path: string, filename: string) {
  const blob = await apiBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const familySealedPath = (documentId: string, version: number) =>
  `${documentPath(documentId)}/sealed/${version}`;

/** POST /api/verify/documents (public): is this PDF sealed by this Haven, unchanged? */
export function useVerifyFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<Verification>('/verify/documents', body);
    },
  });
}

/** GET /api/verify/documents/:code (public). */
export function useVerifyCode() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<Verification>(`/verify/documents/${encodeURIComponent(code.trim().toUpperCase())}`, {
        withToken: false,
      }),
  });
}
