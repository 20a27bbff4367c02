import { Checkbox, Radio, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FieldProblem, type FormData, type FormValue, shownFields } from '@shared/signing/form-rules';
import type { LocalizedField } from '@shared/signing/signing.schema';

export interface TemplateFormFieldsProps {
  /** In the reader's language; a radio's options are the saved values, `optionLabels` what is shown. */
  fields: readonly LocalizedField[];
  values: FormData;
  /** Problems shown (fields the reader has touched, or all after a submit attempt). */
  problems: ReadonlyMap<string, FieldProblem>;
  /** A problem in the page's words ('{label} is required'): each page reads them from its own namespace. */
  problemText: (label: string, problem: FieldProblem) => string;
  readOnly: boolean;
  onChange: (name: string, value: FormValue) => void;
  onBlur: (name: string) => void;
}

/**
 * A template's form (a document to sign, a reference's questionnaire): one input per field, by type (spec 02 §3
 * "Form field"); a field with a condition only while the answers meet it (issue 44, `shownFields`).
 */
export function TemplateFormFields({
  fields,
  values,
  problems,
  problemText,
  readOnly,
  onChange,
  onBlur,
}: TemplateFormFieldsProps) {
  return (
    <Stack gap="md">
      {shownFields(fields, values).map((field) => {
        const problem = problems.get(field.name);
        const error = problem ? problemText(field.label, problem) : undefined;
        const text = typeof values[field.name] === 'string' ? (values[field.name] as string) : '';
        const common = {
          label: field.label,
          required: field.required,
          error,
          readOnly,
          onBlur: () => onBlur(field.name),
        };
        switch (field.type) {
          case 'checkbox':
            return (
              <Checkbox
                key={field.name}
                label={field.label}
                required={field.required}
                error={error}
                disabled={readOnly}
                checked={values[field.name] === true}
                onChange={(event) => {
                  onChange(field.name, event.currentTarget.checked);
                  onBlur(field.name);
                }}
              />
            );
          case 'radio':
            return (
              <Radio.Group
                key={field.name}
                label={field.label}
                required={field.required}
                error={error}
                value={text}
                onChange={(value) => {
                  if (readOnly) return;
                  onChange(field.name, value);
                  onBlur(field.name);
                }}
              >
                <Group mt={6}>
                  {(field.options ?? []).map((option, index) => (
                    <Radio
                      key={option}
                      value={option}
                      label={field.optionLabels?.[index] ?? option}
                      disabled={readOnly}
                    />
                  ))}
                </Group>
              </Radio.Group>
            );
          case 'textarea':
            return (
              <Textarea
                key={field.name}
                {...common}
                placeholder={field.placeholder}
                autosize
                minRows={3}
                value={text}
                onChange={(event) => onChange(field.name, event.currentTarget.value)}
              />
            );
          default:
            return (
              <TextInput
                key={field.name}
                {...common}
                type={field.type}
                placeholder={field.placeholder}
                value={text}
                onChange={(event) => onChange(field.name, event.currentTarget.value)}
              />
            );
        }
      })}
    </Stack>
  );
}
