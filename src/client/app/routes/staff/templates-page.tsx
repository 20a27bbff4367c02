import { TemplatesView } from '@client/features/signing/components/staff/templates-view';

/** /staff/templates (manage_templates; the staff layout checks it, from STAFF_PAGES). */
export function Component() {
  return <TemplatesView />;
}
