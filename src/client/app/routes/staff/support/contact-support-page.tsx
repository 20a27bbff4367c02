import { ContactSupportView } from '@client/features/support/components/contact-support-view';

/** /staff/support (every staff member): write to the agency's support address. */
export function Component() {
  return <ContactSupportView />;
}
