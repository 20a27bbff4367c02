import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FormData, type FormValue, formProblems, shownData } from '@shared/signing/form-rules';
import type { TemplateField } from '@shared/signing/signing.schema';

/** How long typing pauses before the draft saves itself. */
const AUTOSAVE_DELAY_MS = 1500;

/**
 * The form on screen: values, which fields show their problems (touched ones, or all after a submit attempt), and
 * an autosave that stores the draft once typing pauses (never after submission).
 */
export function useFormDraft(
  fields: readonly TemplateField[],
  initial: FormData,
  options: { readOnly: boolean; autosave: (values: FormData) => void },
) {
  const [values, setValues] = useState<FormData>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [dirty, setDirty] = useState(false);
  const autosave = useRef(options.autosave);
  useEffect(() => {
    autosave.current = options.autosave;
  });

  const allProblems = useMemo(() => formProblems(fields, values), [fields, values]);
  const shown = useMemo(
    () => new Map([...allProblems].filter(([name]) => showAll || touched.has(name))),
    [allProblems, showAll, touched],
  );

  useEffect(() => {
    if (!dirty || options.readOnly) return;
    const timer = setTimeout(() => {
      setDirty(false);
      autosave.current(values);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, values, options.readOnly]);

  // An answer that hides a field clears what that field held (issue 44): hidden, it is neither kept nor saved.
  const change = useCallback(
    (name: string, value: FormValue) => {
      setValues((current) => shownData(fields, { ...current, [name]: value }));
      setDirty(true);
    },
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
    /** A save is under way or done: the pending autosave is not needed. */
    markSaved: () => setDirty(false),
  };
}
