import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LANGUAGE_LABELS } from '@shared/i18n/languages';
import { type FormData, shownData } from '@shared/signing/form-rules';
import type { Template, TemplateBody } from '@shared/signing/signing.schema';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { useSaveTemplate, useTemplates } from '../../api/staff-signing';
import { FormFields } from '../family/form-fields';
import { SIGNER_ROLE_LABELS, SIGNING_ORDER_LABELS } from './signer-labels';
import { TemplateFieldsEditor } from './template-fields-editor';
import { phased } from './signer-order';
import { TemplatePdfSection } from './template-pdf-section';
import { TemplateSignersEditor } from './template-signers-editor';
import { TemplateTranslationsEditor } from './template-translations-editor';

const TYPE_LABELS = {
  state_form: 'State form',
  agency_document: 'Agency document',
  reference_form: 'Reference questionnaire',
} as const satisfies Record<TemplateBody['templateType'], string>;

const EMPTY: TemplateBody = {
  templateName: '',
  templateType: 'state_form',
  category: '',
  description: null,
  isActive: true,
  formFields: [],
  requiredSignatures: ['primary_applicant'],
  signingOrder: 'parallel',
};

function bodyOf(template: Template): TemplateBody {
  const {
    templateName,
    templateType,
    category,
    description,
    isActive,
    formFields,
    requiredSignatures,
    signingOrder,
  } = template;
  return {
    templateName,
    templateType,
    category,
    description,
    isActive,
    formFields,
    requiredSignatures: phased(requiredSignatures),
    signingOrder,
  };
}

function TemplateEditor({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const [body, setBody] = useState<TemplateBody>(template ? bodyOf(template) : EMPTY);
  const save = useSaveTemplate(template?.id ?? null);
  // The preview answers, so staff can try a condition: choosing Yes shows the field that waits for it.
  const [preview, setPreview] = useState<FormData>({});
  const set = (patch: Partial<TemplateBody>) => setBody((current) => ({ ...current, ...patch }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? `Edit ${template.templateName}` : 'New template'}
      size="xl"
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <TextInput
              label="Name"
              required
              value={body.templateName}
              onChange={(e) => set({ templateName: e.currentTarget.value })}
            />
            <Group grow>
              <Select
                label="Type"
                // A reference questionnaire stays one (the server refuses a change across the line).
                data={
                  body.templateType === 'reference_form'
                    ? [{ value: 'reference_form', label: TYPE_LABELS.reference_form }]
                    : [
                        { value: 'state_form', label: TYPE_LABELS.state_form },
                        { value: 'agency_document', label: TYPE_LABELS.agency_document },
                      ]
                }
                value={body.templateType}
                onChange={(value) => value && set({ templateType: value as TemplateBody['templateType'] })}
                allowDeselect={false}
              />
              <TextInput
                label="Category"
                required
                value={body.category}
                onChange={(e) => set({ category: e.currentTarget.value })}
              />
            </Group>
            <Textarea
              label="Description"
              value={body.description ?? ''}
              onChange={(e) => set({ description: e.currentTarget.value || null })}
              autosize
              minRows={2}
            />
            <Switch
              label={
                body.templateType === 'reference_form'
                  ? 'Active (new reference requests use it)'
                  : 'Active (families can start it)'
              }
              checked={body.isActive}
              onChange={(e) => set({ isActive: e.currentTarget.checked })}
            />
            {/* A reference questionnaire's one signer is the reference. */}
            {body.templateType !== 'reference_form' && (
              <TemplateSignersEditor
                roles={body.requiredSignatures}
                order={body.signingOrder}
                onChange={set}
              />
            )}
            {template && (
              <TemplatePdfSection
                template={template}
                onChanged={(saved) => set({ formFields: saved.formFields })}
              />
            )}
            <Text fw={600} size="sm">
              Fields
            </Text>
            <TemplateFieldsEditor fields={body.formFields} onChange={(formFields) => set({ formFields })} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={3} size="h5">
                Preview
              </Title>
              <FormFields
                fields={body.formFields}
                values={preview}
                problems={new Map()}
                readOnly={false}
                onChange={(name, value) =>
                  setPreview((current) => shownData(body.formFields, { ...current, [name]: value }))
                }
                onBlur={() => undefined}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {template && template.documentsStarted > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {template.documentsStarted} started documents keep version {template.version}; saving makes version{' '}
          {template.version + 1}.
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(body, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'Template saved' });
                onClose();
              },
              onError: (error) =>
                notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
            })
          }
        >
          Save template
        </Button>
      </Group>
    </Modal>
  );
}

/** /staff/templates: the state forms and agency documents families fill out and sign (manage_templates). */
export function TemplatesView() {
  const templates = useTemplates();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [translating, setTranslating] = useState<Template | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Document Templates</Title>
        <Button onClick={() => setEditing('new')}>New template</Button>
      </Group>
      <QueryContent query={templates} errorTitle="Unable to load templates">
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Fields</Table.Th>
                  <Table.Th>Signatures</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Translations</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Td>
                      {template.templateName}{' '}
                      {!template.isActive && (
                        <Badge color="gray" variant="light">
                          Inactive
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{TYPE_LABELS[template.templateType]}</Table.Td>
                    <Table.Td>{template.category}</Table.Td>
                    <Table.Td>{template.formFields.length}</Table.Td>
                    <Table.Td>
                      {template.requiredSignatures.length === 0
                        ? 'None'
                        : template.requiredSignatures.map((role) => SIGNER_ROLE_LABELS[role]).join(', ')}
                      {template.requiredSignatures.length > 1 && (
                        <Text size="xs" c="dimmed">
                          {SIGNING_ORDER_LABELS[template.signingOrder]}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{template.version}</Table.Td>
                    <Table.Td>
                      {template.missingLanguages.length === 0 ? (
                        <Text size="sm" c="teal.9">
                          All languages
                        </Text>
                      ) : (
                        <Text size="sm" c="orange.9">
                          Missing:{' '}
                          {template.missingLanguages
                            .map((code) => LANGUAGE_LABELS[code].split(' ')[0])
                            .join(', ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing(template)}>
                          Edit
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setTranslating(template)}>
                          Translate
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
      {editing && (
        <TemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {translating && (
        <TemplateTranslationsEditor template={translating} onClose={() => setTranslating(null)} />
      )}
    </Stack>
  );
}
