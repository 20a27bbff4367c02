import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  StaffFamilyForm,
  StaffFormDetail,
  Template,
  TemplateBody,
} from '@shared/signing/signing.schema';
import type { CountersignItem, StaffSignBody, StaffSignResponseSchema } from '@shared/signing/signers.schema';
import type { StaffSignerRole } from '@shared/signing/signers';
import type { TemplateTranslations } from '@shared/signing/template-translations';
import { apiRequest, apiUpload } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/staff/families/:familyId/forms (manage_documents). */
export function useFamilyForms(familyId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.signing.familyForms(familyId),
    queryFn: ({ signal }) =>
      apiRequest<StaffFamilyForm[]>(`/staff/families/${encodeURIComponent(familyId)}/forms`, { signal }),
    enabled,
  });
}

/** GET /api/staff/forms/:documentId: the filled form, signatures and sealed versions. */
export function useStaffForm(documentId: string | null) {
  return useQuery({
    queryKey: queryKeys.signing.staffForm(documentId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<StaffFormDetail>(`/staff/forms/${encodeURIComponent(documentId ?? '')}`, { signal }),
    enabled: documentId !== null,
  });
}

/** POST /api/staff/forms/:documentId/return: back to the family with a reason. */
export function useReturnForm(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<StaffFormDetail>(`/staff/forms/${encodeURIComponent(documentId)}/return`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signing.all }),
  });
}

/**
 * The Signatures queue's key: under the signing prefix, so whatever refreshes staff's forms (a return, a
 * countersignature) refreshes the queue too.
 */
export const countersignQueueKey = [...queryKeys.signing.all, 'countersign-queue'] as const;

/** GET /api/staff/signatures: the documents whose turn has come to the caller, as caseworker or supervisor. */
export function useCountersignQueue() {
  return useQuery({
    queryKey: countersignQueueKey,
    queryFn: ({ signal }) => apiRequest<CountersignItem[]>('/staff/signatures', { signal }),
  });
}

/**
 * GET /api/staff/signatures/:documentId: the form as its countersigner reads it (a supervisor may hold
 * approve_families alone, without manage_documents).
 */
export function useCountersignForm(documentId: string) {
  return useQuery({
    queryKey: [...countersignQueueKey, documentId] as const,
    queryFn: ({ signal }) =>
      apiRequest<StaffFormDetail>(`/staff/signatures/${encodeURIComponent(documentId)}`, { signal }),
  });
}

export const countersignSealedPath = (documentId: string, version: number) =>
  `/staff/signatures/${encodeURIComponent(documentId)}/sealed/${version}`;

const signerPath = (documentId: string, role: StaffSignerRole) =>
  `/staff/signatures/${encodeURIComponent(documentId)}/${role}`;

/** POST /api/staff/signatures/:documentId/:role: the caller's countersignature; the last one seals the PDF. */
export function useCountersign(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, ...body }: StaffSignBody & { role: StaffSignerRole }) =>
      apiRequest<z.infer<typeof StaffSignResponseSchema>>(signerPath(documentId, role), {
        method: 'POST',
        body,
      }),
    onSuccess: async ({ sealedVersion }) => {
      // The seal completes the document's checklist item: the family's journey and documents move with it.
      const sealedToo = sealedVersion === null ? [] : [queryKeys.families.all, queryKeys.documents.staff];
      await Promise.all(
        [queryKeys.signing.all, ...sealedToo].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** POST /api/staff/signatures/:documentId/:role/decline: back to the family, In Progress, with the reason. */
export function useDeclineCountersign(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, reason }: { role: StaffSignerRole; reason: string }) =>
      apiRequest<void>(`${signerPath(documentId, role)}/decline`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signing.all }),
  });
}

export const staffSealedPath = (documentId: string, version: number) =>
  `/staff/forms/${encodeURIComponent(documentId)}/sealed/${version}`;

/** GET /api/staff/templates (manage_templates). */
export function useTemplates() {
  return useQuery({
    queryKey: queryKeys.signing.templates,
    queryFn: ({ signal }) => apiRequest<Template[]>('/staff/templates', { signal }),
  });
}

/** POST /api/staff/templates, or PUT /api/staff/templates/:id (a new version of it). */
export function useSaveTemplate(templateId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateBody) =>
      templateId
        ? apiRequest<Template>(`/staff/templates/${encodeURIComponent(templateId)}`, { method: 'PUT', body })
        : apiRequest<Template>('/staff/templates', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signing.templates }),
  });
}

/** PUT /api/staff/templates/:id/translations: the template's words in the family languages (not a new version). */
export function useSaveTemplateTranslations(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (translations: TemplateTranslations) =>
      apiRequest<Template>(`/staff/templates/${encodeURIComponent(templateId)}/translations`, {
        method: 'PUT',
        body: translations,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signing.templates }),
  });
}

/**
 * POST /api/staff/templates/:id/pdf: builds the template on the state's fillable PDF (its fields become the
 * template's, a new version); DELETE: Haven draws the form again.
 */
export function useTemplatePdf(templateId: string) {
  const queryClient = useQueryClient();
  const path = `/staff/templates/${encodeURIComponent(templateId)}/pdf`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.signing.templates });
  const attach = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<Template>(path, form);
    },
    onSuccess: refresh,
  });
  const detach = useMutation({
    mutationFn: () => apiRequest<Template>(path, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { attach, detach };
}
