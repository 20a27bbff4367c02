import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormData, FormValue } from '@shared/signing/form-rules';
import type { TemplateField } from '@shared/signing/signing.schema';
import { useTemplateForm } from '@client/components/use-template-form';

/** How long typing pauses before the draft saves itself. */
const AUTOSAVE_DELAY_MS = 1500;

/**
 * The form on screen (`useTemplateForm`: values, and which fields show their problems) with an autosave that
 * stores the draft once typing pauses (never after submission).
 */
export function useFormDraft(
  fields: readonly TemplateField[],
  initial: FormData,
  options: { readOnly: boolean; autosave: (values: FormData) => void },
) {
  const form = useTemplateForm(fields, initial);
  const [dirty, setDirty] = useState(false);
  const autosave = useRef(options.autosave);
  useEffect(() => {
    autosave.current = options.autosave;
  });

  const { values, change: changeValue } = form;
  useEffect(() => {
    if (!dirty || options.readOnly) return;
    const timer = setTimeout(() => {
      setDirty(false);
      autosave.current(values);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, values, options.readOnly]);

  const change = useCallback(
    (name: string, value: FormValue) => {
      changeValue(name, value);
      setDirty(true);
    },
    [changeValue],
  );

  return {
    ...form,
    change,
    /** A save is under way or done: the pending autosave is not needed. */
    markSaved: () => setDirty(false),
  };
}
