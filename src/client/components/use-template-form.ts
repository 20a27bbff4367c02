import { useCallback, useMemo, useState } from 'react';
import { type FormData, type FormValue, formProblems, shownData } from '@shared/signing/form-rules';
import type { TemplateField } from '@shared/signing/signing.schema';

/**
 * A template's form on screen (`TemplateFormFields`): its values, and which fields show their problems (touched
 * ones, or all after a submit attempt). An answer that hides a field clears what that field held (issue 44):
 * hidden, it is neither kept nor sent.
 */
export function useTemplateForm(fields: readonly TemplateField[], initial: FormData) {
  const [values, setValues] = useState<FormData>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);

  const allProblems = useMemo(() => formProblems(fields, values), [fields, values]);
  const shown = useMemo(
    () => new Map([...allProblems].filter(([name]) => showAll || touched.has(name))),
    [allProblems, showAll, touched],
  );

  const change = useCallback(
    (name: string, value: FormValue) =>
      setValues((current) => shownData(fields, { ...current, [name]: value })),
    [fields],
  );
  const blur = useCallback((name: string) => setTouched((current) => new Set(current).add(name)), []);

  return {
    values,
    problems: shown,
    complete: allProblems.size === 0,
    change,
    blur,
    /** Shows every problem; true when there is none. */
    validateAll: () => {
      setShowAll(true);
      return allProblems.size === 0;
    },
  };
}
