import {
  PDFCheckBox,
  type PDFDocument,
  PDFDropdown,
  type PDFField,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFString,
  PDFTextField,
  PDFHexString,
} from 'pdf-lib';
import { type FormData, isFieldShown } from '@shared/signing/form-rules';
import { TEMPLATE_FIELDS_MAX } from '@shared/signing/signing.limits';
import type { TemplateField } from '@shared/signing/signing.schema';
import type { FontPicker } from '../../lib/pdf/pdf-fonts';

/**
 * A template built on the state's own fillable PDF (issue 44): its AcroForm fields become the template's fields
 * (each remembering its PDF field in `pdfField`), and a signed form is filled into that PDF's own fields and
 * flattened, so the sealed result looks like the state's form. Signature fields and push buttons are left out:
 * Haven's signatures and certificate pages follow the form.
 */

const FIELD_NAME_MAX = 63;

/** A PDF field's name as a template field name: lower-case letters, digits and _ (unique within the form). */
function fieldNameOf(pdfName: string, taken: Set<string>): string {
  let base = pdfName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(base)) base = `f_${base}`;
  base = base.slice(0, FIELD_NAME_MAX - 4);
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

/** The field's tooltip (/TU, what a reader shows on hover): the state's wording, when the PDF has it. */
function tooltipOf(field: PDFField): string | undefined {
  const tu = field.acroField.dict.get(PDFName.of('TU'));
  if (tu instanceof PDFString || tu instanceof PDFHexString) return tu.decodeText().trim() || undefined;
  return undefined;
}

function labelOf(field: PDFField): string {
  return (tooltipOf(field) ?? field.getName().split('.').at(-1) ?? field.getName()).slice(0, 300);
}

/** The template fields a fillable PDF has, in its order; empty when it has none Haven can fill. */
export function readAcroFields(pdf: PDFDocument): TemplateField[] {
  const taken = new Set<string>();
  const fields: TemplateField[] = [];
  for (const field of pdf.getForm().getFields()) {
    const base = { label: labelOf(field), required: field.isRequired(), pdfField: field.getName() };
    if (field instanceof PDFTextField) {
      const type = field.isMultiline() ? 'textarea' : 'text';
      fields.push({ name: fieldNameOf(field.getName(), taken), type, ...base });
    } else if (field instanceof PDFCheckBox) {
      fields.push({ name: fieldNameOf(field.getName(), taken), type: 'checkbox', ...base });
    } else if (
      field instanceof PDFRadioGroup ||
      field instanceof PDFDropdown ||
      field instanceof PDFOptionList
    ) {
      const options = field
        .getOptions()
        .filter((o) => o.trim() !== '')
        .slice(0, 20);
      if (options.length >= 2)
        fields.push({ name: fieldNameOf(field.getName(), taken), type: 'radio', options, ...base });
    }
    if (fields.length >= TEMPLATE_FIELDS_MAX) break;
  }
  return fields;
}

/**
 * Fills the answers into the PDF's own fields (a field its condition hides stays empty), draws them with a font
 * that has their characters, and flattens the form so the values are part of the page.
 */
export function fillAcroForm(
  pdf: PDFDocument,
  fields: readonly TemplateField[],
  formData: FormData,
  fonts: FontPicker,
): void {
  const form = pdf.getForm();
  const values: string[] = [];
  for (const field of fields) {
    if (!field.pdfField) continue;
    const target = form.getFieldMaybe(field.pdfField);
    const value = isFieldShown(field, formData) ? formData[field.name] : undefined;
    if (!target) continue;
    if (target instanceof PDFCheckBox) {
      if (value === true) target.check();
      else target.uncheck();
    } else if (typeof value === 'string' && value !== '') {
      const text = fonts.printable(value);
      if (target instanceof PDFTextField) {
        target.setText(text);
        values.push(text);
      } else if (
        (target instanceof PDFRadioGroup ||
          target instanceof PDFDropdown ||
          target instanceof PDFOptionList) &&
        target.getOptions().includes(value)
      ) {
        target.select(value);
      }
    }
  }
  form.updateFieldAppearances(fonts.fontFor(values.join(' ')));
  form.flatten();
}
