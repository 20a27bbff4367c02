import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffFamilyForm,
  StaffFormDetail,
  Template,
  TemplateBody,
} from '@shared/signing/signing.schema';
import type { TemplateTranslations } from '@shared/signing/template-translations';
import { apiRequest } from '@client/lib/api-client';
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
