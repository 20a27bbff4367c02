/** Below Mantine's `sm` breakpoint (48em): phones get the full-screen dialog, list cards and folded filters. */
export const PHONE_QUERY = '(max-width: 47.99em)';
