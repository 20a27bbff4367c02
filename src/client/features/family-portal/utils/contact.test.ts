import { expect, test } from 'vitest';
import { mailtoHref, messageSubject } from './contact';

test('messages to the support team carry the case number in the subject', () => {
  const subject = messageSubject('Message', 'Martinez Family', 'HVN-2026-0001');
  expect(subject).toBe('Message from the Martinez Family (HVN-2026-0001)');
  expect(mailtoHref('sarah.johnson@haven.demo', subject)).toBe(
    'mailto:sarah.johnson@haven.demo?subject=Message%20from%20the%20Martinez%20Family%20(HVN-2026-0001)',
  );
});
