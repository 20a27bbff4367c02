import { useTranslation } from 'react-i18next';
import { TemplateFormFields, type TemplateFormFieldsProps } from '@client/components/template-form-fields';

/** The document's form (`TemplateFormFields`), its problems in the signing pages' words. */
export function FormFields(props: Omit<TemplateFormFieldsProps, 'problemText'>) {
  const { t } = useTranslation('signing');
  return (
    <TemplateFormFields
      {...props}
      problemText={(label, problem) =>
        t(problem === 'required' ? 'validation.required' : 'validation.invalidEmail', { label })
      }
    />
  );
}
