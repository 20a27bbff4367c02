import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { errorMessage } from '@client/lib/api-client';
import { downloadIssued } from '../api/download-issued';
import { ISSUED_KIND_LABELS } from '../utils/decision-labels';

interface IssuedDownloadProps {
  familyId: string;
  document: IssuedDocument;
  /** The button's words when they name the document themselves; else "Download", named for screen readers. */
  label?: string;
}

/** Downloads a sealed PDF Haven issued (the approved report, a certificate, a notice). */
export function IssuedDownload({ familyId, document, label }: IssuedDownloadProps) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={loading}
      style={{ alignSelf: 'flex-start' }}
      aria-label={label ? undefined : `Download ${document.name} (${ISSUED_KIND_LABELS[document.kind]})`}
      onClick={() => {
        setLoading(true);
        downloadIssued(familyId, document)
          .catch((error: unknown) =>
            notifications.show({ color: 'red', title: 'Not downloaded', message: errorMessage(error) }),
          )
          .finally(() => setLoading(false));
      }}
    >
      {label ?? 'Download'}
    </Button>
  );
}
