import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';

/**
 * Rich text staff wrote (lessons, interview records), sanitized again in the browser (the server sanitized it on save): nothing user-written is
 * injected unsanitized.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  return (
    <Typography fz="sm">
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
